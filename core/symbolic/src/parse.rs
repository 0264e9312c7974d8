//! Reads the text form that `print.rs` writes, for tests, the corpus and the benchmark.
//!
//! ```text
//! expr  := cmp ;  cmp := or (("<" | "<=" | ">" | ">=" | "==" | "!=" | "<u" | "<=u" | ">u" | ">=u") or)*
//! or := xor ("|" xor)* ; xor := and ("^" and)* ; and := shift ("&" shift)*
//! shift := add (("<<" | ">>" | ">>>") add)* ; add := mul (("+" | "-") mul)*
//! mul := unary (("*" | "//" | "%" | "/t" | "%t" | "/u" | "%u") unary)* ; unary := "-" unary | atom
//! atom := int | name | "(" expr ")" | ("min" | "max") "(" expr "," expr ")" | "select(" expr "," expr "," expr ")"
//!       | ("i" | "u") bits "(" expr ")"
//! ```
//!
//! Variables must be given with their bounds; they are declared in the order given (so ids, and hence the
//! canonical order of equal-coefficient terms, follow that order). Integers and variables are 64 bits wide
//! (MLIR `index`); casts change the width.

use std::fmt;

use crate::graph::{BuildError, DivKind, ExprId, Graph, Op};
use crate::interval::{CmpPred, Interval};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset in the source.
    pub at: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.at, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses `src` into `g`, with `vars` giving every variable's inclusive bounds.
pub fn parse(g: &mut Graph, src: &str, vars: &[(&str, Interval)]) -> Result<ExprId, ParseError> {
    for &(name, bounds) in vars {
        g.var(name, bounds, 64).map_err(|e| ParseError {
            at: 0,
            message: e.to_string(),
        })?;
    }
    let mut p = Parser {
        g,
        src: src.as_bytes(),
        pos: 0,
        vars,
    };
    let e = p.expr()?;
    p.skip_ws();
    if p.pos != p.src.len() {
        return Err(p.error("unexpected trailing input"));
    }
    Ok(e)
}

struct Parser<'a, 'g> {
    g: &'g mut Graph,
    src: &'a [u8],
    pos: usize,
    vars: &'a [(&'a str, Interval)],
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Parser<'_, '_> {
    fn error(&self, message: &str) -> ParseError {
        ParseError {
            at: self.pos,
            message: message.to_string(),
        }
    }

    fn build(&mut self, op: Op, args: &[ExprId]) -> Result<ExprId, ParseError> {
        let at = self.pos;
        self.g.build(op, args).map_err(|e: BuildError| ParseError {
            at,
            message: e.to_string(),
        })
    }

    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// Consumes `tok` if it comes next; a token ending in a letter must not run into an identifier.
    fn eat(&mut self, tok: &str) -> bool {
        self.skip_ws();
        let t = tok.as_bytes();
        if !self.src[self.pos..].starts_with(t) {
            return false;
        }
        let end = self.pos + t.len();
        if t.last().is_some_and(|c| c.is_ascii_alphabetic()) && self.src.get(end).is_some_and(|&c| is_ident(c)) {
            return false;
        }
        self.pos = end;
        true
    }

    /// The first of `ops` (longest spellings first) that comes next.
    fn eat_any(&mut self, ops: &[(&str, Op)]) -> Option<Op> {
        ops.iter().find(|(t, _)| self.eat(t)).map(|&(_, op)| op)
    }

    fn binary_level(
        &mut self,
        ops: &[(&str, Op)],
        next: fn(&mut Self) -> Result<ExprId, ParseError>,
    ) -> Result<ExprId, ParseError> {
        let mut lhs = next(self)?;
        while let Some(op) = self.eat_any(ops) {
            let rhs = next(self)?;
            lhs = self.build(op, &[lhs, rhs])?;
        }
        Ok(lhs)
    }

    fn expr(&mut self) -> Result<ExprId, ParseError> {
        const CMP: &[(&str, Op)] = &[
            ("<=u", Op::Cmp(CmpPred::Ule)),
            (">=u", Op::Cmp(CmpPred::Uge)),
            ("<u", Op::Cmp(CmpPred::Ult)),
            (">u", Op::Cmp(CmpPred::Ugt)),
            ("==", Op::Cmp(CmpPred::Eq)),
            ("!=", Op::Cmp(CmpPred::Ne)),
            ("<=", Op::Cmp(CmpPred::Sle)),
            (">=", Op::Cmp(CmpPred::Sge)),
        ];
        let mut lhs = self.or()?;
        loop {
            let op = match self.eat_any(CMP) {
                Some(op) => op,
                // `<` and `>` alone, but not the shifts.
                None if self.peek_single(b'<') => Op::Cmp(CmpPred::Slt),
                None if self.peek_single(b'>') => Op::Cmp(CmpPred::Sgt),
                None => return Ok(lhs),
            };
            let rhs = self.or()?;
            lhs = self.build(op, &[lhs, rhs])?;
        }
    }

    fn peek_single(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.src.get(self.pos) == Some(&c) && self.src.get(self.pos + 1) != Some(&c) {
            self.pos += 1;
            return true;
        }
        false
    }

    fn or(&mut self) -> Result<ExprId, ParseError> {
        self.binary_level(&[("|", Op::Or)], Self::xor)
    }

    fn xor(&mut self) -> Result<ExprId, ParseError> {
        self.binary_level(&[("^", Op::Xor)], Self::and)
    }

    fn and(&mut self) -> Result<ExprId, ParseError> {
        self.binary_level(&[("&", Op::And)], Self::shift)
    }

    fn shift(&mut self) -> Result<ExprId, ParseError> {
        self.binary_level(
            &[("<<", Op::Shl), (">>>", Op::ShrLogical), (">>", Op::ShrArith)],
            Self::add,
        )
    }

    fn add(&mut self) -> Result<ExprId, ParseError> {
        self.binary_level(&[("+", Op::Add), ("-", Op::Sub)], Self::mul)
    }

    fn mul(&mut self) -> Result<ExprId, ParseError> {
        const MUL: &[(&str, Op)] = &[
            ("//", Op::Div(DivKind::Floor)),
            ("/t", Op::Div(DivKind::Trunc)),
            ("/u", Op::Div(DivKind::Unsigned)),
            ("%t", Op::Rem(DivKind::Trunc)),
            ("%u", Op::Rem(DivKind::Unsigned)),
            ("%", Op::Rem(DivKind::Floor)),
            ("*", Op::Mul),
        ];
        let mut lhs = self.unary()?;
        loop {
            let Some(op) = self.eat_any(MUL) else {
                self.skip_ws();
                if self.src.get(self.pos) == Some(&b'/') {
                    return Err(self.error("use `//` (floor), `/t` (truncating) or `/u` (unsigned) division"));
                }
                return Ok(lhs);
            };
            let rhs = self.unary()?;
            lhs = self.build(op, &[lhs, rhs])?;
        }
    }

    fn unary(&mut self) -> Result<ExprId, ParseError> {
        if self.eat("-") {
            self.skip_ws();
            if self.src.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                let v = self.integer(true)?;
                return self.g.constant(v, 64).map_err(|e| self.error(&e.to_string()));
            }
            let x = self.unary()?;
            return self.build(Op::Neg, &[x]);
        }
        self.atom()
    }

    fn integer(&mut self, negative: bool) -> Result<i64, ParseError> {
        let start = self.pos;
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        let text = std::str::from_utf8(&self.src[start..self.pos]).map_err(|_| self.error("bad integer"))?;
        let text = if negative { format!("-{text}") } else { text.to_string() };
        text.parse::<i64>().map_err(|_| self.error("integer out of i64 range"))
    }

    fn call_args(&mut self, n: usize) -> Result<Vec<ExprId>, ParseError> {
        if !self.eat("(") {
            return Err(self.error("expected `(`"));
        }
        let mut args = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 && !self.eat(",") {
                return Err(self.error("expected `,`"));
            }
            args.push(self.expr()?);
        }
        if !self.eat(")") {
            return Err(self.error("expected `)`"));
        }
        Ok(args)
    }

    fn atom(&mut self) -> Result<ExprId, ParseError> {
        self.skip_ws();
        let Some(&c) = self.src.get(self.pos) else {
            return Err(self.error("unexpected end of input"));
        };
        if c.is_ascii_digit() {
            let v = self.integer(false)?;
            return self.g.constant(v, 64).map_err(|e| self.error(&e.to_string()));
        }
        if c == b'(' {
            self.pos += 1;
            let e = self.expr()?;
            if !self.eat(")") {
                return Err(self.error("expected `)`"));
            }
            return Ok(e);
        }
        if !is_ident(c) {
            return Err(self.error("expected an expression"));
        }
        let start = self.pos;
        while self.pos < self.src.len() && is_ident(self.src[self.pos]) {
            self.pos += 1;
        }
        let name = std::str::from_utf8(&self.src[start..self.pos])
            .map_err(|_| self.error("bad name"))?
            .to_string();
        self.skip_ws();
        let is_call = self.src.get(self.pos) == Some(&b'(');
        match name.as_str() {
            "min" | "max" if is_call => {
                let a = self.call_args(2)?;
                self.build(if name == "min" { Op::Min } else { Op::Max }, &a)
            }
            "select" if is_call => {
                let a = self.call_args(3)?;
                self.build(Op::Select, &a)
            }
            _ if is_call && (name.starts_with('i') || name.starts_with('u')) => {
                let bits: u32 = name[1..].parse().map_err(|_| self.error("unknown function"))?;
                let a = self.call_args(1)?;
                let at = self.pos;
                self.g.cast(a[0], bits, name.starts_with('i')).map_err(|e| ParseError {
                    at,
                    message: e.to_string(),
                })
            }
            _ => {
                let &(_, bounds) = self.vars.iter().find(|(n, _)| *n == name).ok_or_else(|| ParseError {
                    at: start,
                    message: format!("unknown variable `{name}`"),
                })?;
                self.g.var(&name, bounds, 64).map_err(|e| ParseError {
                    at: start,
                    message: e.to_string(),
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::to_string;

    fn vars() -> Vec<(&'static str, Interval)> {
        vec![
            ("x", Interval::new(-9, 9)),
            ("y", Interval::new(1, 5)),
            ("t", Interval::new(0, 3)),
        ]
    }

    #[test]
    fn print_then_parse_is_the_same_node() {
        let sources = [
            "(x + y*3)//4",
            "x %t y - (x /u 2) %u 3",
            "min(x, y) + max(x, -y)",
            "select(x < y, x, t)",
            "x & 7 | y ^ 3",
            "x << 2 >> 1 >>> 1",
            "u64(i32(x)) + i64(u8(t))",
            "x <=u y",
            "-(x - 3)*2",
            "x /t t + x",
            "((x//35)*35 + ((x//7)%5)*7) + x%7",
        ];
        for src in sources {
            let mut g = Graph::new();
            let a = parse(&mut g, src, &vars()).unwrap_or_else(|e| panic!("{src}: {e}"));
            let printed = to_string(&g, a);
            let b = parse(&mut g, &printed, &vars()).unwrap_or_else(|e| panic!("{printed}: {e}"));
            assert_eq!(a, b, "{src} printed as {printed}");
        }
    }

    #[test]
    fn distinct_spellings_for_each_semantics() {
        let mut g = Graph::new();
        let e = parse(&mut g, "x // y + x % y + x /t y + x %t y + x /u y + x %u y", &vars()).unwrap();
        assert_eq!(to_string(&g, e), "x//y + x%y + x /t y + x %t y + x /u y + x %u y");
        // `/t` followed by a name is the variable `t` after `/`, which is rejected.
        assert!(parse(&mut g, "x /ty", &vars()).is_err());
    }

    #[test]
    fn errors_are_values_with_positions() {
        let mut g = Graph::new();
        let cases = [
            ("x / y", 2),
            ("x + ", 4),
            ("z + 1", 0),
            ("(x + 1", 6),
            ("x + y < 1 + 2", usize::MAX),
        ];
        for (src, at) in cases {
            match parse(&mut g, src, &vars()) {
                Err(e) => assert_eq!(e.at, at, "{src}: {e}"),
                Ok(_) => assert_eq!(at, usize::MAX, "{src} should not parse"),
            }
        }
        assert!(
            parse(&mut g, "select(x, x, y)", &vars()).is_err(),
            "condition must be 1 bit"
        );
        assert!(parse(&mut g, "99999999999999999999", &vars()).is_err());
        assert!(parse(&mut g, "x", &[("x", Interval { lo: 3, hi: 1 })]).is_err());
    }
}
