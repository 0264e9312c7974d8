//! Mixed-radix digits and their recombination across a whole sum.
//!
//! Every term of an index sum of the shapes `x // a`, `x % m` and `(x // a) % m` is a *digit* `D(x, a, m)`
//! (`a >= 1`, `m` finite or absent). Spec 000 §1's identities are all one fact about digits: for `M = m*k`,
//!
//! ```text
//!     D(x, a, m) + m * D(x, a*m, k) == D(x, a, m*k)            (D(x, 1, none) == x)
//! ```
//!
//! tinygrad matches the identities on adjacent pairs of an `Add` tree, so a three-digit sum in the wrong association
//! order is missed (issue 3). Here the identities are matched between *any* two terms of the sum's linear form, and
//! the digits' numerators need only be congruent modulo `a*m` (a digit depends only on `x mod a*m`), so numerators
//! that other rules already rewrote (e.g. coefficient reduction) still recombine.
//!
//! Divisors may be negative constants (issue 15 item 9; tinygrad folds `x%(-4) + (x//(-4))*(-4)`). The floor
//! identity above needs `(x//a)//m == x//(a*m)` and `(x//(a*m))//k == x//(a*m*k)`, which hold for `m, k > 0` and
//! any sign of `a`; with `a == 1` the first is trivial, so `x%m + m*((x//m)%k) == x%(m*k)` for any `m != 0`, `k > 0`
//! (floor `%` is defined by `x == (x//m)*m + x%m` for every `m != 0`). Truncating division and remainder are
//! symmetric in the signs, so truncating digits recombine for any signs.

use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::linear::{linearize, Linear};
use crate::rewriter::Cx;
use crate::rules::Semantics;

/// A term `(x // a) % m` (`a == 1`: no division; `m == None`: no remainder); `a, m != 0`.
#[derive(Clone, Copy, Debug)]
pub struct Digit {
    pub atom: ExprId,
    pub x: ExprId,
    pub a: i64,
    pub m: Option<i64>,
    pub kind: DivKind,
    /// Every division/remainder in the digit equals its floor counterpart (ranges prove it).
    pub floor_ok: bool,
    /// Read from `(y//a + c) % m` as `((y + c*a)//a) % m` ([`lifted_reading`]): `x` is a node built for the
    /// reading, and the identity holds in floor semantics only.
    pub lifted: bool,
}

/// `atom` read as a digit, if it is a division and/or remainder by non-zero constants.
pub fn digit_of(g: &Graph, atom: ExprId) -> Option<Digit> {
    let n = g.node(atom);
    if !n.exact {
        return None;
    }
    match n.op {
        Op::Rem(kind) => {
            let (inner, m) = (
                n.operands()[0],
                crate::linear::constant_value(g, n.operands()[1]).filter(|&m| m != 0)?,
            );
            let outer_ok = crate::guards::agrees_with_floor(kind, g.range(inner), g.range(n.operands()[1]));
            if let Some(d) = division_by_constant(g, inner).filter(|d| d.kind == kind) {
                return Some(Digit {
                    atom,
                    m: Some(m),
                    floor_ok: d.floor_ok && outer_ok,
                    ..d
                });
            }
            Some(Digit {
                atom,
                x: inner,
                a: 1,
                m: Some(m),
                kind,
                floor_ok: outer_ok,
                lifted: false,
            })
        }
        Op::Div(_) => division_by_constant(g, atom),
        _ => None,
    }
}

fn division_by_constant(g: &Graph, id: ExprId) -> Option<Digit> {
    let n = g.node(id);
    let Op::Div(kind) = n.op else { return None };
    if !n.exact {
        return None;
    }
    let (x, y) = (n.operands()[0], n.operands()[1]);
    let a = crate::linear::constant_value(g, y).filter(|&a| a != 0)?;
    let floor_ok = crate::guards::agrees_with_floor(kind, g.range(x), g.range(y));
    Some(Digit {
        atom: id,
        x,
        a,
        m: None,
        kind,
        floor_ok,
        lifted: false,
    })
}

/// Two terms of one sum that recombine: `(coef + leftover) * lo + coef * m * hi`, `hi.a == lo.a * m`; the pair
/// becomes `coef * D(x, lo.a, m * hi.m) + leftover * lo`.
pub struct Pair<'a> {
    pub lo: &'a Digit,
    pub hi: &'a Digit,
    pub coef: i64,
    pub leftover: i64,
    /// Number of terms in the whole sum (constant excluded).
    pub terms: usize,
}

/// A row of a sum table: which digit pairs it names, and the semantics its identity assumes.
pub struct SumRule {
    pub name: &'static str,
    pub semantics: Semantics,
    pub pattern: &'static str,
    pub guard: &'static str,
    pub result: &'static str,
    pub matches: fn(&Pair) -> bool,
}

/// `atom` read as digits: [`digit_of`], and for a remainder of a division `(y // a) % m` also the flat reading
/// `D(y // a, 1, m)`, which pairs with `(y // a) // m` where the nested reading cannot (a negative `m` does not
/// fold `(y // a) // m` into `y // (a*m)`).
fn digit_readings(g: &Graph, atom: ExprId) -> impl Iterator<Item = Digit> {
    let nested = digit_of(g, atom);
    let flat = nested.filter(|d| d.a != 1 && d.m.is_some()).map(|d| {
        let n = g.node(atom);
        let (inner, y) = (n.operands()[0], n.operands()[1]);
        let floor_ok = crate::guards::agrees_with_floor(d.kind, g.range(inner), g.range(y));
        Digit {
            atom,
            x: inner,
            a: 1,
            m: d.m,
            kind: d.kind,
            floor_ok,
            lifted: false,
        }
    });
    nested.into_iter().chain(flat)
}

/// `(y//a + c) % m` (floor, `a != 0`, `m > 0`, `c != 0`) read as the digit `D(y + c*a, a, m)`: `y//a + c ==
/// (y + c*a)//a` in floor semantics for any sign of `a`. tinygrad's rangeify writes a shifted quotient's digits
/// this way, `((x//3) + 1)%4 + ((x + 3)//12)*4`, where the higher digit's numerator already absorbed the shift
/// (`nested division with addend`); the flat reading `D(y//a + c, 1, m)` cannot pair with it. The numerator node
/// is built only when some digit of the sum has the divisor `a*m` the pair needs.
fn lifted_reading(cx: &mut Cx, atom: ExprId, divisors: &[i64]) -> Option<Digit> {
    let d = digit_of(cx.g, atom)?;
    let m = d.m.filter(|&m| m > 0)?;
    if d.a != 1 || !d.floor_ok {
        return None;
    }
    let inner = linearize(cx.g, d.x);
    let [(q, 1)] = inner.terms[..] else { return None };
    if inner.constant == 0 {
        return None;
    }
    let (y, a) = cx.floor_div_of(q)?;
    let a = cx.konst(a).filter(|&a| a != 0)?;
    if !divisors.contains(&a.checked_mul(m)?) {
        return None;
    }
    let mut shifted = linearize(cx.g, y);
    shifted.add_scaled(&Linear::constant(inner.constant), a)?;
    let x = cx.attempt(|cx| cx.sum(&shifted))?;
    Some(Digit {
        atom,
        x,
        a,
        m: Some(m),
        kind: d.kind,
        floor_ok: true,
        lifted: true,
    })
}

/// Finds one pair of terms of `lin` that some row recombines, rewrites `lin`, and returns the row's name.
pub fn merge_once(cx: &mut Cx, lin: &mut Linear, tables: &[(&str, &[SumRule])]) -> Option<&'static str> {
    let mut digits: Vec<(Digit, i64)> = lin
        .terms
        .iter()
        .flat_map(|&(t, c)| digit_readings(cx.g, t).map(move |d| (d, c)))
        .collect();
    let divisors: Vec<i64> = digits.iter().map(|(d, _)| d.a).filter(|&a| a != 1).collect();
    if !divisors.is_empty() {
        for &(t, c) in &lin.terms.clone() {
            if let Some(d) = lifted_reading(cx, t, &divisors) {
                digits.push((d, c));
            }
        }
    }
    for (lo, c_lo) in &digits {
        let Some(m) = lo.m else { continue };
        let Some(hi_a) = lo.a.checked_mul(m) else { continue };
        for (hi, c_hi) in &digits {
            // Checked: `i64::MIN % -1` and `-i64::MIN` overflow.
            if c_hi.checked_rem(m) != Some(0) || hi.kind != lo.kind || hi.atom == lo.atom {
                continue;
            }
            let Some(hi) = (if hi.a == hi_a {
                Some(*hi)
            } else {
                rescaled(cx, hi, hi_a, lo)
            }) else {
                continue;
            };
            let hi = &hi;
            let Some(coef) = c_hi.checked_div(m) else { continue };
            let Some(leftover) = c_lo.checked_sub(coef) else {
                continue;
            };
            let (Some(neg_coef), Some(neg_hi)) = (coef.checked_neg(), c_hi.checked_neg()) else {
                continue;
            };
            let pair = Pair {
                lo,
                hi,
                coef,
                leftover,
                terms: lin.terms.len(),
            };
            for (_, table) in tables {
                for row in table.iter().filter(|r| (r.matches)(&pair)) {
                    let Some(merged) = recombine(cx, &pair, m, row.semantics) else {
                        continue;
                    };
                    let mut next = lin.clone();
                    let updated = next
                        .add_term(lo.atom, neg_coef)
                        .and_then(|_| next.add_term(hi.atom, neg_hi));
                    if updated
                        .and_then(|_| next.add_scaled(&linearize(cx.g, merged), coef))
                        .is_some()
                    {
                        *lin = next;
                        return Some(row.name);
                    }
                }
            }
        }
    }
    None
}

/// `hi` read with divisor `a`: `D(z, b, k) == D(g*z, g*b, k)` for `g = a/b > 0` (in floor and truncating
/// semantics alike, and with the same signs, so `floor_ok` carries over). Other rules divide a numerator and its
/// divisor by their gcd (`(r*32 + 16)//(-128) -> (r*2 + 1)//(-8)`), which hides the digit from a pair whose other
/// digit kept the larger scale (`(r*4 + 2)%(-16)`). Built only when the numerators agree where the pair needs them.
fn rescaled(cx: &mut Cx, hi: &Digit, a: i64, lo: &Digit) -> Option<Digit> {
    if hi.a == 0 || a % hi.a != 0 || a / hi.a <= 1 {
        return None;
    }
    let mut x = Linear::default();
    x.add_scaled(&linearize(cx.g, hi.x), a / hi.a)?;
    if !linearize(cx.g, lo.x).congruent_mod(&x, a) {
        return None;
    }
    let x = cx.attempt(|cx| cx.sum(&x))?;
    Some(Digit { x, a, ..*hi })
}

/// `D(x, lo.a, m * hi.m)` for the pair, or `None` when the semantics do not allow it.
fn recombine(cx: &mut Cx, p: &Pair, m: i64, semantics: Semantics) -> Option<ExprId> {
    let modulus = match p.hi.m {
        Some(k) => Some(m.checked_mul(k)?),
        None => None,
    };
    let x = p.hi.x;
    // Floor nesting (x//a)//m == x//(a*m) needs m > 0 unless a == 1, and the merged modulus needs k > 0.
    let floor_nests = (p.lo.a == 1 || m > 0) && p.hi.m.is_none_or(|k| k > 0);
    if p.lo.floor_ok && p.hi.floor_ok && floor_nests {
        // A digit depends only on x mod a*m, so the numerators need only be congruent.
        let scale = p.lo.a.checked_mul(m)?;
        if !linearize(cx.g, p.lo.x).congruent_mod(&linearize(cx.g, x), scale) {
            return None;
        }
        let saved = cx.kind;
        cx.kind = p.hi.kind;
        // E.g. a merged modulus the width cannot represent: skip this pair, keep the sum's other merges.
        let r = cx.attempt(|cx| digit(cx, x, p.lo.a, modulus, None));
        cx.kind = saved;
        return r;
    }
    // Truncating digits of one numerator recombine whatever its sign: truncating division and remainder commute
    // with negation, so y%m + m*((y/m)%k) == y%(m*k) and (x/a)/m == x/(a*m) follow from the non-negative case.
    if semantics == Semantics::AnyKind && p.lo.x == x && p.lo.kind == DivKind::Trunc && !p.lo.lifted && !p.hi.lifted {
        return cx.attempt(|cx| digit(cx, x, p.lo.a, modulus, Some(DivKind::Trunc)));
    }
    None
}

/// Builds `(x // a) % m`; `explicit` bypasses the floor-agreement check for identities valid in that kind.
fn digit(cx: &mut Cx, x: ExprId, a: i64, m: Option<i64>, explicit: Option<DivKind>) -> ExprId {
    let q = if a == 1 {
        x
    } else {
        let a = cx.c(a);
        match explicit {
            Some(k) => cx.divmod_kind(Op::Div(k), x, a),
            None => cx.div(x, a),
        }
    };
    match m {
        None => q,
        Some(m) => {
            let m = cx.c(m);
            match explicit {
                Some(k) => cx.divmod_kind(Op::Rem(k), q, m),
                None => cx.rem(q, m),
            }
        }
    }
}
