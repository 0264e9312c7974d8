//! spec 000 §3 "The fold_divmod_general Algorithm": tinygrad's `divandmod.py` catch-all for index `//` and `%`, all
//! eight rules in the spec's priority order (the first that fires and pays wins).
//!
//! The numerator's "terms" are its linear form (`linear.rs`): `x = Σ f_i * v_i + k`. All rules are floor
//! identities that hold for numerators of either sign. The spec's `x_min >= 0` guards on rules 2 and 4-8 exist
//! for truncation (its caution: "toward zero in hardware"); here they are checked for truncating and unsigned
//! nodes (`Cx::nonneg_unless_floor`; the floor view admits those only with a non-negative numerator anyway) and
//! dropped for floor nodes, where tinygrad 0.14 drops them too.

use crate::graph::{ExprId, Op};
use crate::guards;
use crate::interval::{floor_div_i128, floor_mod_i128};
use crate::linear::{gcd, Linear};
use crate::rewriter::Cx;
use crate::rules::{rule, DivMod, Root, Rule, Semantics};

#[rustfmt::skip]
pub const FOLD_DIVMOD_GENERAL: &[Rule] = &[
    rule("cancel_divmod",               Root::DivOrRem, Semantics::Floor, "x // y, x % y",      "y_min*y_max > 0, the four corner quotients are one q",       "q, x - q*y",                   cancel_divmod),
    rule("remove_nested_mod",           Root::Rem,      Semantics::Floor, "(a%m + b) % c",       "x_min >= 0 unless floor, c | m",                                "(a + b) % c",                  remove_nested_mod),
    rule("fold_binary_numerator",       Root::DivOrRem, Semantics::Floor, "(f*v + k) op c",      "one term, vmax(v) - vmin(v) == 1",                            "(y2 - y1)*(v - vmin(v)) + y1", fold_binary_numerator),
    rule("fold_divmod_congruence",      Root::DivOrRem, Semantics::Floor, "(f1*v1 + f2*v2 + k) op c, ... (Σ f_i*v_i + k) op c", "x_min >= 0 unless floor, c > 0, residue sum in one bucket","residue sum / quotient sum",   fold_divmod_congruence),
    rule("gcd_with_remainder",          Root::DivOrRem, Semantics::Floor, "(g*a + g*b + k) op c", "x_min >= 0 unless floor, g = gcd(f_i, c) > 1",             "(a + b + r//g) op (c/g)",      gcd_with_remainder),
    rule("divide_by_gcd",               Root::DivOrRem, Semantics::Floor, "(g*a) op (g*b)",      "g = gcd(terms of x and y) > 1",                               "a op b (times g for %)",       divide_by_gcd),
    rule("factor_remainder",            Root::DivOrRem, Semantics::Floor, "(y*q + r) op y",      "x_min >= 0 unless floor, y_min >= 0, a term divisible by y","q + r//y, r % y",              factor_remainder).fewer_ops(),
    rule("nest_div_by_smallest_factor", Root::Div,      Semantics::Floor, "x // c",              "x_min >= 0 unless floor, c > 1, smallest factor f of c",   "(x // f) // (c/f)",            nest_div_by_smallest_factor),
    rule("nest_mod_by_smallest_factor", Root::Rem,      Semantics::Floor, "x % c",               "x_min >= 0 unless floor, c > 1, smallest factor f of c",   "((x // f) % (c/f))*f + x % f", nest_mod_by_smallest_factor),
];

/// `x op c` for constants, floor semantics.
fn fold(is_div: bool, x: i128, c: i128) -> i128 {
    if is_div {
        floor_div_i128(x, c)
    } else {
        floor_mod_i128(x, c)
    }
}

fn positive_const(cx: &Cx, y: ExprId) -> Option<i64> {
    cx.konst(y).filter(|&c| c > 0)
}

fn cancel_divmod(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let q = guards::constant_quotient(cx.range(d.x), cx.range(d.y))?;
    if d.is_div {
        return Some(cx.c(q));
    }
    let mut r = cx.lin(d.x);
    r.add_scaled(&cx.lin(d.y), q.checked_neg()?)?;
    Some(cx.sum(&r))
}

fn remove_nested_mod(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = positive_const(cx, d.y)?;
    if !cx.nonneg_unless_floor(d.x) {
        return None;
    }
    let lin = cx.lin(d.x);
    let mut out = lin.clone();
    for &(atom, f) in &lin.terms {
        let Some((inner, m)) = cx.floor_rem_of(atom) else {
            continue;
        };
        if cx.konst(m).is_some_and(|m| m % c == 0) {
            out.add_term(atom, -f)?;
            out.add_scaled(&cx.lin(inner), f)?;
        }
    }
    if out == lin {
        return None;
    }
    let num = cx.sum(&out);
    Some(cx.rem(num, d.y))
}

fn fold_binary_numerator(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = cx.konst(d.y).filter(|&c| c != 0)? as i128;
    let lin = cx.lin(d.x);
    let [(v, f)] = lin.terms[..] else { return None };
    let r = cx.range(v);
    if !guards::two_valued(r) {
        return None;
    }
    let at = |val: i64| fold(d.is_div, f as i128 * val as i128 + lin.constant as i128, c);
    let (y1, y2) = (at(r.lo), at(r.hi));
    // (y2 - y1) * (v - vmin) + y1
    let slope = i64::try_from(y2 - y1).ok()?;
    let offset = i64::try_from(y1 - (y2 - y1) * r.lo as i128).ok()?;
    let mut out = Linear::constant(offset);
    out.add_term(v, slope)?;
    Some(cx.sum(&out))
}

/// The residue of `f` modulo `c` closest to zero (tinygrad: `min(f%c, f%c-c, key=abs)`); a tie (`c/2`) goes to
/// the positive residue unless `negative_ties`.
fn closest_residue(f: i64, c: i64, negative_ties: bool) -> i64 {
    let r = f.rem_euclid(c);
    let d = (r - c).abs();
    if d < r || (d == r && negative_ties) {
        r - c
    } else {
        r
    }
}

fn fold_divmod_congruence(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = positive_const(cx, d.y)?;
    if !cx.nonneg_unless_floor(d.x) {
        return None;
    }
    let lin = cx.lin(d.x);
    // Both tie-breaks: with c = 4, (2a + b + 2) % 4 has residue sum 2a + b + 2 or -2a + b + 2, and only one may
    // stay within a bucket.
    let (rem, quo, bucket) = [false, true].into_iter().find_map(|negative_ties| {
        let k = lin.constant;
        let mut rem = Linear::constant(k.rem_euclid(c));
        let mut quo = Linear::default();
        for &(v, f) in &lin.terms {
            let r = closest_residue(f, c, negative_ties);
            rem.add_term(v, r)?;
            quo.add_term(v, (f - r) / c)?;
        }
        let bucket = guards::single_bucket(cx.lin_range(&rem), c)?;
        Some((rem, quo, bucket))
    })?;
    if d.is_div {
        // x//c = Σ ((f - r)/c) v + (k - k%c)/c + bucket
        let mut quo = quo;
        quo.constant = lin.constant.div_euclid(c).checked_add(bucket)?;
        Some(cx.sum(&quo))
    } else {
        let mut rem = rem;
        rem.constant = rem.constant.checked_sub(bucket.checked_mul(c)?)?;
        Some(cx.sum(&rem))
    }
}

fn gcd_with_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = positive_const(cx, d.y)?;
    if !cx.nonneg_unless_floor(d.x) {
        return None;
    }
    let lin = cx.lin(d.x);
    let g = gcd(lin.coef_gcd(), c);
    if lin.terms.is_empty() || g <= 1 {
        return None;
    }
    let (q, r) = (lin.constant.div_euclid(c), lin.constant.rem_euclid(c));
    let reduced = Linear {
        terms: lin.terms.iter().map(|&(v, f)| (v, f / g)).collect(),
        constant: r / g,
    };
    if !cx.lin_nonneg_unless_floor(&reduced) {
        return None;
    }
    let num = cx.sum(&reduced);
    let den = cx.c(c / g);
    if d.is_div {
        // (g*X + q*c + r) // c == (X + r//g) // (c/g) + q
        let div = cx.div(num, den);
        let mut out = Linear::constant(q);
        out.add_term(div, 1)?;
        Some(cx.sum(&out))
    } else {
        // (g*X + r) % c == g*((X + r//g) % (c/g)) + r%g
        let rem = cx.rem(num, den);
        let mut out = Linear::constant(r % g);
        out.add_term(rem, g)?;
        Some(cx.sum(&out))
    }
}

fn divide_by_gcd(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let (x, y) = (cx.lin(d.x), cx.lin(d.y));
    let g = gcd(gcd(x.coef_gcd(), x.constant), gcd(y.coef_gcd(), y.constant));
    if g <= 1 {
        return None;
    }
    let div_all = |l: &Linear| Linear {
        terms: l.terms.iter().map(|&(v, f)| (v, f / g)).collect(),
        constant: l.constant / g,
    };
    let (nx, ny) = (div_all(&x), div_all(&y));
    let (num, den) = (cx.sum(&nx), cx.sum(&ny));
    if d.is_div {
        Some(cx.div(num, den))
    } else {
        let rem = cx.rem(num, den);
        Some(cx.scale(rem, g))
    }
}

/// `term / y` when the term is a product with `y` as a factor (tinygrad's `divide_exact` on a symbolic divisor).
fn symbolic_quotient(cx: &Cx, atom: ExprId, y: ExprId) -> Option<ExprId> {
    let n = cx.g.node(atom);
    if n.op != Op::Mul || !n.exact {
        return None;
    }
    let (a, b) = (n.operands()[0], n.operands()[1]);
    if a == y {
        Some(b)
    } else if b == y {
        Some(a)
    } else {
        None
    }
}

fn factor_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    if !cx.nonneg_unless_floor(d.x) || !cx.nonneg(d.y) {
        return None;
    }
    let c = cx.konst(d.y).filter(|&c| c > 0);
    let lin = cx.lin(d.x);
    let (mut quo, mut rem) = (Linear::default(), Linear::constant(lin.constant));
    let mut changed = false;
    for &(v, f) in &lin.terms {
        if let Some(c) = c {
            if f % c == 0 {
                quo.add_term(v, f / c)?;
                changed = true;
            } else if !d.is_div && f.rem_euclid(c) != f {
                // For % with a constant divisor the factor itself reduces modulo c.
                rem.add_term(v, f.rem_euclid(c))?;
                changed = true;
            } else {
                rem.add_term(v, f)?;
            }
        } else if let Some(q) = symbolic_quotient(cx, v, d.y) {
            quo.add_term(q, f)?;
            changed = true;
        } else {
            rem.add_term(v, f)?;
        }
    }
    if !changed || !cx.lin_nonneg_unless_floor(&rem) {
        return None;
    }
    let r = cx.sum(&rem);
    if d.is_div {
        let div = cx.div(r, d.y);
        quo.add_term(div, 1)?;
        Some(cx.sum(&quo))
    } else {
        Some(cx.rem(r, d.y))
    }
}

/// Rule 8's factor: the smallest term factor `f` with `1 < f < c` that divides the constant divisor `c > 1`.
fn smallest_factor(cx: &Cx, d: &DivMod) -> Option<(i64, i64)> {
    let c = cx.konst(d.y).filter(|&c| c > 1)?;
    if !cx.nonneg_unless_floor(d.x) {
        return None;
    }
    let f = cx
        .lin(d.x)
        .terms
        .iter()
        .map(|&(_, f)| f.unsigned_abs())
        .filter(|&f| f > 1 && (c as u64).is_multiple_of(f))
        .min()? as i64;
    (f < c).then_some((c, f))
}

/// Rule 8's `%` form: with `q = x//f`, `x//c = q//(c/f)` (the `//` form), so
/// `x % c = x - c*(q//(c/f)) = x%f + f*q - f*(c/f)*(q//(c/f)) = x%f + f*(q % (c/f))`.
fn nest_mod_by_smallest_factor(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let (c, f) = smallest_factor(cx, &d)?;
    let f_id = cx.c(f);
    let q = cx.div(d.x, f_id);
    let rest = cx.c(c / f);
    let digit = cx.rem(q, rest);
    let low = cx.rem(d.x, f_id);
    let mut out = Linear::default();
    out.add_term(digit, f)?;
    out.add_term(low, 1)?;
    Some(cx.sum(&out))
}

fn nest_div_by_smallest_factor(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let (c, f) = smallest_factor(cx, &d)?;
    // The engine simplifies the inner division and keeps the result only if it is cheaper (tinygrad: "if the
    // numerator can be simplified").
    let f_id = cx.c(f);
    let inner = cx.div(d.x, f_id);
    let rest = cx.c(c / f);
    Some(cx.div(inner, rest))
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn cancel_divmod() {
        fires("cancel_divmod", "(r*4 + s) // 8", &[("r", 0, 1), ("s", 0, 3)], "0");
        fires("cancel_divmod", "x // y", &[("x", 10, 11), ("y", 4, 5)], "2");
        fires("cancel_divmod", "x % y", &[("x", 10, 11), ("y", 4, 5)], "x - y*2");
        fires("cancel_divmod", "x % y", &[("x", -12, -11), ("y", 4, 5)], "y*3 + x");
        declines("cancel_divmod", "x // y", &[("x", 10, 11), ("y", -1, 5)]);
        declines("cancel_divmod", "x // y", &[("x", 10, 12), ("y", 4, 5)]);
        // Through the engine: the remainder is worth the two cheap ops that replace it.
        assert_rewrites("x % 4", &[("x", 8, 11)], "x - 8");
        assert_rewrites("x % y", &[("x", 10, 11), ("y", 4, 5)], "x - y*2");
    }

    #[test]
    fn remove_nested_mod() {
        fires(
            "remove_nested_mod",
            "(a%4 + b) % 2",
            &[("a", 0, 7), ("b", 0, 1)],
            "(a + b)%2",
        );
        declines("remove_nested_mod", "(a%4 + b) % 3", &[("a", 0, 7), ("b", 0, 1)]);
        // Floor: either sign.
        fires(
            "remove_nested_mod",
            "(a%4 + b) % 2",
            &[("a", 0, 7), ("b", -1, 1)],
            "(a + b)%2",
        );
        declines("remove_nested_mod", "(a %t 4 + b) %t 2", &[("a", -7, 7), ("b", 0, 1)]);
    }

    #[test]
    fn fold_binary_numerator() {
        fires("fold_binary_numerator", "(v*3 + 2) % 5", &[("v", 0, 1)], "v*(-2) + 2");
        fires("fold_binary_numerator", "(v*3 + 2) // 5", &[("v", 0, 1)], "v");
        fires("fold_binary_numerator", "(v*3 + 2) %t 5", &[("v", 4, 5)], "v*(-2) + 12");
        declines("fold_binary_numerator", "(v*3 + 2) % 5", &[("v", 0, 2)]);
        declines("fold_binary_numerator", "(v*3 + 2) %t 5", &[("v", -1, 0)]);
    }

    #[test]
    fn fold_divmod_congruence() {
        fires(
            "fold_divmod_congruence",
            "(r*8 + v) % 7",
            &[("r", 0, 3), ("v", 0, 2)],
            "r + v",
        );
        fires(
            "fold_divmod_congruence",
            "(r*8 + v) // 7",
            &[("r", 0, 3), ("v", 0, 2)],
            "r",
        );
        fires(
            "fold_divmod_congruence",
            "(r*8 + v) // 7",
            &[("r", -3, 0), ("v", 3, 6)],
            "r",
        );
        declines("fold_divmod_congruence", "(r*8 + v) /t 7", &[("r", -3, 3), ("v", 0, 2)]);
        // The negative tie-break: 2 = -2 (mod 4).
        fires(
            "fold_divmod_congruence",
            "(r*2 + v + 2) % 4",
            &[("r", 0, 1), ("v", 0, 1)],
            "v - r*2 + 2",
        );
        declines("fold_divmod_congruence", "(r*8 + v) // 7", &[("r", 0, 3), ("v", 0, 6)]);
    }

    #[test]
    fn gcd_with_remainder() {
        fires(
            "gcd_with_remainder",
            "(6*a + 4*b) // 8",
            &[("a", 0, 100), ("b", 0, 100)],
            "(a*3 + b*2)//4",
        );
        fires(
            "gcd_with_remainder",
            "(6*a + 4*b + 11) // 8",
            &[("a", 0, 100), ("b", 0, 100)],
            "(a*3 + b*2 + 1)//4 + 1",
        );
        fires(
            "gcd_with_remainder",
            "(6*a + 4*b + 3) % 8",
            &[("a", 0, 100), ("b", 0, 100)],
            "((a*3 + b*2 + 1)%4)*2 + 1",
        );
        declines(
            "gcd_with_remainder",
            "(6*a + 3*b) // 8",
            &[("a", 0, 100), ("b", 0, 100)],
        );
        fires(
            "gcd_with_remainder",
            "(6*a + 4*b) // 8",
            &[("a", -100, 100), ("b", 0, 100)],
            "(a*3 + b*2)//4",
        );
        declines(
            "gcd_with_remainder",
            "(6*a + 4*b) /t 8",
            &[("a", -100, 100), ("b", 0, 100)],
        );
    }

    #[test]
    fn divide_by_gcd() {
        fires(
            "divide_by_gcd",
            "(4*a) // (2*b)",
            &[("a", 0, 100), ("b", 1, 100)],
            "(a*2)//b",
        );
        fires(
            "divide_by_gcd",
            "(4*a + 2) % (6*b)",
            &[("a", -100, 100), ("b", 1, 100)],
            "((a*2 + 1)%(b*3))*2",
        );
        declines("divide_by_gcd", "(4*a + 1) // (2*b)", &[("a", 0, 100), ("b", 1, 100)]);
    }

    #[test]
    fn factor_remainder() {
        fires(
            "factor_remainder",
            "(8*a + 3*b) // 8",
            &[("a", 0, 100), ("b", 0, 100)],
            "a + (b*3)//8",
        );
        fires(
            "factor_remainder",
            "(a*y + b) // y",
            &[("a", 0, 100), ("b", 0, 100), ("y", 1, 9)],
            "a + b//y",
        );
        fires(
            "factor_remainder",
            "(9*a + 3*b) % 8",
            &[("a", 0, 100), ("b", 0, 100)],
            "(b*3 + a)%8",
        );
        fires(
            "factor_remainder",
            "(8*a + 3*b) // 8",
            &[("a", 0, 100), ("b", -100, 100)],
            "a + (b*3)//8",
        );
        declines(
            "factor_remainder",
            "(8*a + 3*b) /t 8",
            &[("a", 0, 100), ("b", -100, 100)],
        );
        declines("factor_remainder", "(5*a + 3*b) // 8", &[("a", 0, 100), ("b", 0, 100)]);
    }

    #[test]
    fn nest_div_by_smallest_factor() {
        fires(
            "nest_div_by_smallest_factor",
            "(6*a + 4*b) // 12",
            &[("a", 0, 100), ("b", 0, 100)],
            "(6*a + 4*b)//4//3",
        );
        declines(
            "nest_div_by_smallest_factor",
            "(6*a + 4*b) /t 12",
            &[("a", -100, 100), ("b", 0, 100)],
        );
        declines(
            "nest_div_by_smallest_factor",
            "(5*a + 7*b) // 12",
            &[("a", 0, 100), ("b", 0, 100)],
        );
    }

    #[test]
    fn nest_mod_by_smallest_factor() {
        fires(
            "nest_mod_by_smallest_factor",
            "(6*a + 4*b + 3) % 12",
            &[("a", 0, 100), ("b", 0, 100)],
            "(((6*a + 4*b + 3)//4)%3)*4 + (6*a + 4*b + 3)%4",
        );
        fires(
            "nest_mod_by_smallest_factor",
            "(6*a + 4*b + 3) % 12",
            &[("a", -100, 100), ("b", 0, 100)],
            "(((6*a + 4*b + 3)//4)%3)*4 + (6*a + 4*b + 3)%4",
        );
        declines(
            "nest_mod_by_smallest_factor",
            "(6*a + 4*b) %t 12",
            &[("a", -100, 100), ("b", 0, 100)],
        );
        declines(
            "nest_mod_by_smallest_factor",
            "(5*a + 7*b) % 12",
            &[("a", 0, 100), ("b", 0, 100)],
        );
        declines(
            "nest_mod_by_smallest_factor",
            "(6*a + 4*b) % (-12)",
            &[("a", 0, 100), ("b", 0, 100)],
        );
    }

    #[test]
    fn issue_3_gcd_example() {
        assert_rewrites("(6*a + 4*b) // 12", &[("a", 0, 100), ("b", 0, 100)], "(a*3 + b*2)//6");
    }

    #[test]
    fn negative_numerators_do_not_fire_rules_5_to_8_on_truncating_ops() {
        for rule in [
            "gcd_with_remainder",
            "factor_remainder",
            "nest_div_by_smallest_factor",
            "nest_mod_by_smallest_factor",
        ] {
            declines(rule, "(8*a + 4*b) /t 12", &[("a", -100, 100), ("b", 0, 100)]);
        }
    }
}
