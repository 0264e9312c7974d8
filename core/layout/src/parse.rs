//! The text form of Axe layouts, in TVM TIRx's spelling so that layouts copy across
//! (layout-anchors.md §0 and §5). This grammar is the reference for the `#axe.layout<...>` attribute.
//!
//! ```text
//! layout   ::= term (('+' | '-') term)*      one shard term; '-' only before an offset term
//! term     ::= shard | replica | offset
//! shard    ::= 'S' '[' spec ']'              D, exactly one
//! replica  ::= 'R' '[' spec ']'              R, any number (their iters are concatenated)
//! spec     ::= extents (':' strides)?        no strides: compact row-major strides on m
//! extents  ::= int | '(' int (',' int)* ')' | int (',' int)+
//! strides  ::= stride | '(' stride (',' stride)* ')'
//! stride   ::= int ('@' axis)? | '"' axis '"' a stride without '@' is on m; "lane" means 1@lane
//! offset   ::= int ('@' axis)? | '(' int ')' ('@' axis)?      offsets on the same axis add up
//! int      ::= '-'? [0-9]+                   must fit in i64
//! axis     ::= [A-Za-z_][A-Za-z0-9_]*
//! ```
//!
//! Whitespace is allowed between tokens. Examples:
//! `S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp`, `S[2,3,4]` (= `S[(2,3,4):(12,4,1)]`),
//! `S[8:"laneid"]` (= `S[8:1@laneid]`), `S[4:1] + R[4:2@w] - 6@w`.
//! Semantic checks: extents > 0, strides != 0, as many strides as extents, no overflow
//! (literals, products of extents, spans). Every error carries the byte offset where it was found.

use std::str::FromStr;

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;
use crate::layout::{Layout, Offset};

/// Parses a layout from its text form.
pub fn parse(text: &str) -> Result<Layout> {
    Parser { text, pos: 0 }.layout()
}

impl FromStr for Layout {
    type Err = LayoutError;
    fn from_str(text: &str) -> Result<Layout> {
        parse(text)
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

/// A stride as written: value, axis, and where it started (for error positions).
struct StrideTok {
    value: i64,
    axis: Axis,
    at: usize,
}

impl<'a> Parser<'a> {
    fn error<T>(&self, at: usize, message: impl Into<String>) -> Result<T> {
        Err(LayoutError::Parse {
            offset: at,
            message: message.into(),
        })
    }

    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(|c: char| c.is_whitespace()) {
            self.pos += self.text[self.pos..].chars().next().map_or(1, char::len_utf8);
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.text[self.pos..].chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<()> {
        if self.eat(c) {
            return Ok(());
        }
        let found = match self.peek() {
            Some(f) => format!("'{f}'"),
            None => "end of input".to_string(),
        };
        self.error(self.pos, format!("expected '{c}', found {found}"))
    }

    fn layout(&mut self) -> Result<Layout> {
        let mut shard: Option<Vec<Iter>> = None;
        let mut replica = Vec::new();
        let mut offset = Offset::new();
        let mut first = true;
        loop {
            let mut negate = false;
            if !first {
                match self.peek() {
                    None => break,
                    Some('+') => self.pos += 1,
                    Some('-') => {
                        self.pos += 1;
                        negate = true;
                    }
                    Some(c) => return self.error(self.pos, format!("expected '+' or end of input, found '{c}'")),
                }
            }
            first = false;
            let at = {
                self.skip_ws();
                self.pos
            };
            match self.peek() {
                Some('S') if !negate => {
                    self.pos += 1;
                    if shard.is_some() {
                        return self.error(at, "a layout has exactly one shard term S[...]");
                    }
                    shard = Some(self.bracketed_spec()?);
                }
                Some('R') if !negate => {
                    self.pos += 1;
                    replica.extend(self.bracketed_spec()?);
                }
                Some(c) if c == '-' || c == '(' || c.is_ascii_digit() => {
                    let (value, axis) = self.offset_term(negate)?;
                    let now = offset.get(&axis).copied().unwrap_or(0);
                    let sum = arith::add(now, value).or_else(|e| self.error(at, e.to_string()))?;
                    offset.insert(axis, sum);
                }
                Some(c) => {
                    return self.error(
                        at,
                        format!("unknown syntax '{c}': expected S[...], R[...] or an offset like 5@warp"),
                    )
                }
                None => return self.error(at, "expected S[...], R[...] or an offset, found end of input"),
            }
        }
        let Some(shard) = shard else {
            return self.error(0, "missing the shard term S[...] (write S[1:1] for a single point)");
        };
        Layout::new(shard, replica, offset).or_else(|e| self.error(0, e.to_string()))
    }

    /// `'[' spec ']'` after S or R.
    fn bracketed_spec(&mut self) -> Result<Vec<Iter>> {
        self.expect('[')?;
        let extents = self.extents()?;
        let strides = if self.eat(':') { Some(self.strides()?) } else { None };
        self.expect(']')?;
        match strides {
            None => {
                // Compact row-major strides on m (TIRx `S[2,3,4]`).
                let mut stride = 1i64;
                let mut iters = Vec::with_capacity(extents.len());
                for &(e, at) in extents.iter().rev() {
                    iters.push(Iter::on_memory(e, stride).or_else(|err| self.error(at, err.to_string()))?);
                    stride = arith::mul(stride, e).or_else(|err| self.error(at, err.to_string()))?;
                }
                iters.reverse();
                Ok(iters)
            }
            Some(strides) => {
                if strides.len() != extents.len() {
                    let at = strides.first().map_or(self.pos, |s| s.at);
                    return self.error(at, format!("{} extents but {} strides", extents.len(), strides.len()));
                }
                extents
                    .into_iter()
                    .zip(strides)
                    .map(|((e, _), s)| Iter::new(e, s.value, s.axis).or_else(|err| self.error(s.at, err.to_string())))
                    .collect()
            }
        }
    }

    fn extents(&mut self) -> Result<Vec<(i64, usize)>> {
        let parenthesized = self.eat('(');
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            let at = self.pos;
            let e = self.int(false)?;
            if e <= 0 {
                return self.error(at, format!("extent {e} must be positive"));
            }
            out.push((e, at));
            if !self.eat(',') {
                break;
            }
        }
        if parenthesized {
            self.expect(')')?;
        }
        Ok(out)
    }

    fn strides(&mut self) -> Result<Vec<StrideTok>> {
        if self.eat('(') {
            let mut out = vec![self.stride()?];
            while self.eat(',') {
                out.push(self.stride()?);
            }
            self.expect(')')?;
            Ok(out)
        } else {
            Ok(vec![self.stride()?])
        }
    }

    fn stride(&mut self) -> Result<StrideTok> {
        self.skip_ws();
        let at = self.pos;
        if self.eat('"') {
            // TIRx shorthand: S[8:"laneid"] is a unit stride on that axis.
            let axis = self.axis_name()?;
            self.expect('"')?;
            return Ok(StrideTok { value: 1, axis, at });
        }
        let value = self.int(false)?;
        if value == 0 {
            return self.error(at, "stride must be non-zero");
        }
        let axis = self.axis_suffix()?;
        Ok(StrideTok { value, axis, at })
    }

    fn offset_term(&mut self, negate: bool) -> Result<(i64, Axis)> {
        let value = if self.eat('(') {
            let v = self.int(negate)?;
            self.expect(')')?;
            v
        } else {
            self.int(negate)?
        };
        Ok((value, self.axis_suffix()?))
    }

    /// `('@' axis)?`, defaulting to m.
    fn axis_suffix(&mut self) -> Result<Axis> {
        if self.eat('@') {
            self.axis_name()
        } else {
            Ok(Axis::memory())
        }
    }

    fn axis_name(&mut self) -> Result<Axis> {
        self.skip_ws();
        let start = self.pos;
        let len = self.text[start..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.text.len() - start);
        let name = &self.text[start..start + len];
        match Axis::new(name) {
            Ok(axis) => {
                self.pos += len;
                Ok(axis)
            }
            Err(_) => self.error(start, "expected an axis name ([A-Za-z_][A-Za-z0-9_]*)"),
        }
    }

    /// `'-'? [0-9]+`; `negate` flips the sign (a binary '-' before an offset term). The sign is
    /// applied before conversion so that i64::MIN round-trips.
    fn int(&mut self, negate: bool) -> Result<i64> {
        self.skip_ws();
        let at = self.pos;
        let mut negative = negate;
        if self.text[self.pos..].starts_with('-') {
            self.pos += 1;
            negative = !negative;
        }
        let digits = self.text[self.pos..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.text.len() - self.pos);
        if digits == 0 {
            let found = self.text[self.pos..]
                .chars()
                .next()
                .map_or("end of input".to_string(), |c| format!("'{c}'"));
            return self.error(self.pos, format!("expected an integer, found {found}"));
        }
        let literal = &self.text[self.pos..self.pos + digits];
        self.pos += digits;
        let signed = if negative {
            format!("-{literal}")
        } else {
            literal.to_string()
        };
        signed
            .parse::<i64>()
            .or_else(|_| self.error(at, format!("integer {signed} overflows i64")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        parse(text).unwrap_or_else(|e| panic!("{text}: {e}")).to_string()
    }

    #[test]
    fn full_form_and_spacing() {
        let text = "S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp";
        assert_eq!(round_trip(text), text);
        assert_eq!(
            round_trip(" S [ ( 8 , 2 ) : ( 1@ lane , 1 ) ]+5"),
            "S[(8,2):(1@lane,1)] + 5"
        );
    }

    #[test]
    fn shorthands() {
        assert_eq!(round_trip("S[2,3,4]"), "S[(2,3,4):(12,4,1)]");
        assert_eq!(round_trip("S[(2,3)]"), "S[(2,3):(3,1)]");
        assert_eq!(round_trip("S[8:\"laneid\"]"), "S[8:1@laneid]");
        assert_eq!(round_trip("S[4:1@m]"), "S[4:1]");
        assert_eq!(round_trip("S[4:1] + R[4:2@w] + (-6)@w"), "S[4:1] + R[4:2@w] - 6@w");
        assert_eq!(round_trip("S[4:1] + -6@w"), "S[4:1] - 6@w");
        // Offsets on one axis add up; replica terms concatenate.
        assert_eq!(
            round_trip("S[4:1] + 2@w + R[2:1@l] + 3@w + R[3:1@w]"),
            "S[4:1] + R[(2,3):(1@l,1@w)] + 5@w"
        );
    }

    #[test]
    fn extreme_offsets_round_trip() {
        let text = format!("S[4:1] - {}@w", i64::MIN.unsigned_abs());
        assert_eq!(round_trip(&text), text);
        assert_eq!(parse(&text).unwrap().offset().values().next(), Some(&i64::MIN));
    }

    #[test]
    fn errors_carry_offsets() {
        let at = |text: &str| match parse(text) {
            Err(LayoutError::Parse { offset, .. }) => offset,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(at("S[0:1]"), 2);
        assert_eq!(at("S[4:0]"), 4);
        assert_eq!(at("S[4:1] + S[2:1]"), 9);
        assert_eq!(at("S[4:1] * 2"), 7);
        assert_eq!(at("S[4:1] - R[2:1]"), 9);
        assert_eq!(at(""), 0);
    }
}
