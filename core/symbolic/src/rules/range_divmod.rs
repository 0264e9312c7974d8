//! spec 000 §2 "Range-Based Mod/Div": rewrites that vmin/vmax make possible.
//!
//! All rows are floor identities. The spec's caution (`(a*m + b) / n -> a + b/n` needs `0 <= b < n`) is about
//! truncation; here a truncating or unsigned node is only rewritten where its ranges prove it equals floor, and
//! the divisions a row builds are checked the same way.

use crate::graph::ExprId;
use crate::guards;
use crate::linear::{gcd, Linear};
use crate::rewriter::Cx;
use crate::rules::{rule, DivMod, Root, Rule, Semantics};

#[rustfmt::skip]
pub const RANGE_DIVMOD: &[Rule] = &[
    rule("x % n -> x",           Root::Rem, Semantics::Floor, "x % n",          "0 <= x < n (ranges, or vmin(n - x) > 0)", "x",                  mod_in_range),
    rule("(a*m + b) % n",        Root::Rem, Semantics::Floor, "(a*m + b) % n",  "m % n == 0",                           "b % n",                 mod_drop_multiple),
    rule("(a*m + b) / n",        Root::Div, Semantics::Floor, "(a*m + b) // n", "m % n == 0",                           "a*(m/n) + b // n",      div_split_multiple),
    rule("bucket constant",      Root::Div, Semantics::Floor, "x // n",         "vmin(x)//n == vmax(x)//n == k",        "k",                     div_bucket_constant),
    rule("small constant drop",  Root::Div, Semantics::Floor, "(x + c) // d",   "0 <= c && max_remainder(x, d) + c < d", "x // d",               div_drop_small_constant),
    rule("large offset split",   Root::Div, Semantics::Floor, "(x + c) // d",   "c >= d || c < 0",                      "(x + c%d)//d + c//d",   div_split_large_offset),
    rule("large offset reduce",  Root::Rem, Semantics::Floor, "(x + c) % d",    "c >= d || c < 0",                      "(x + c%d) % d",         mod_reduce_large_offset),
    // Beyond the spec: the quotient of `x % n -> x`; the small-constant drop with a small *expression*, and its
    // remainder.
    rule("x // n -> 0",          Root::Div, Semantics::Floor, "x // n",         "0 <= x < n (ranges, or vmin(n - x) > 0)", "0",                  div_below_divisor),
    rule("small remainder drop", Root::Div, Semantics::Floor, "(g*x + r) // (g*c)", "0 <= vmin(r) && vmax(r) < g",     "x // c",                div_drop_small_remainder),
    rule("small remainder split", Root::Rem, Semantics::Floor, "(g*x + r) % (g*c)", "0 <= vmin(r) && vmax(r) < g",     "(x % c)*g + r",         mod_split_small_remainder),
];

fn const_divisor(cx: &Cx, d: &DivMod) -> Option<i64> {
    cx.konst(d.y).filter(|&c| c != 0)
}

/// `0 <= x < y` for all values: from the ranges, or from the range of `y - x` over the linear forms (so that
/// `v % (v + v) -> v` for `v > 0`, where the ranges of `v` and `2v` overlap).
fn below_divisor(cx: &Cx, x: ExprId, y: ExprId) -> bool {
    if guards::below_divisor(cx.range(x), cx.range(y)) {
        return true;
    }
    let mut diff = cx.lin(y);
    cx.nonneg(x) && diff.add_scaled(&cx.lin(x), -1).is_some() && cx.lin_range(&diff).lo > 0
}

fn mod_in_range(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    below_divisor(cx, d.x, d.y).then_some(d.x)
}

fn div_below_divisor(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    below_divisor(cx, d.x, d.y).then(|| cx.c(0))
}

fn mod_drop_multiple(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d)?;
    let lin = cx.lin(d.x);
    let kept: Vec<_> = lin.terms.iter().copied().filter(|&(_, f)| f % c != 0).collect();
    if kept.len() == lin.terms.len() {
        return None;
    }
    let rest = Linear {
        terms: kept,
        constant: lin.constant,
    };
    let b = cx.sum(&rest);
    Some(cx.rem(b, d.y))
}

fn div_split_multiple(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d)?;
    let lin = cx.lin(d.x);
    let (mut quo, mut rest) = (Linear::default(), Linear::constant(lin.constant));
    for &(a, f) in &lin.terms {
        if f % c == 0 {
            quo.add_term(a, f / c)?;
        } else {
            rest.add_term(a, f)?;
        }
    }
    if quo.terms.is_empty() {
        return None;
    }
    let b = cx.sum(&rest);
    let q = cx.div(b, d.y);
    quo.add_term(q, 1)?;
    Some(cx.sum(&quo))
}

fn div_bucket_constant(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d)?;
    let x = cx.range(d.x);
    // x // c == (-x) // (-c) moves a negative divisor to the positive case.
    let k = if c > 0 {
        guards::single_bucket(x, c)?
    } else {
        guards::single_bucket(x.neg(), c.checked_neg()?)?
    };
    Some(cx.c(k))
}

/// The largest `X mod d` over `X`'s range, knowing `X` (no constant term) is a multiple of `gcd(coefs, d)`.
fn max_remainder(cx: &Cx, x: &Linear, d: i64) -> i64 {
    let r = cx.lin_range(x);
    let by_gcd = d - gcd(x.coef_gcd(), d);
    match guards::single_bucket(r, d) {
        // Within one bucket the remainder grows with x, so it is largest at vmax.
        Some(_) => by_gcd.min(r.hi.rem_euclid(d)),
        None => by_gcd,
    }
}

fn div_drop_small_constant(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    let k = lin.constant;
    if k <= 0 || lin.terms.is_empty() {
        return None;
    }
    let x = Linear {
        terms: lin.terms.clone(),
        constant: 0,
    };
    if max_remainder(cx, &x, c).checked_add(k)? >= c {
        return None;
    }
    let num = cx.sum(&x);
    Some(cx.div(num, d.y))
}

fn div_split_large_offset(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    let k = lin.constant;
    if lin.terms.is_empty() || (0..c).contains(&k) {
        return None;
    }
    let (q, r) = (k.div_euclid(c), k.rem_euclid(c));
    let num = cx.sum(&Linear {
        terms: lin.terms.clone(),
        constant: r,
    });
    let div = cx.div(num, d.y);
    let mut out = Linear::constant(q);
    out.add_term(div, 1)?;
    Some(cx.sum(&out))
}

/// The `%` form of the large offset split: `(x + c) % d == (x + c%d) % d`, since the two numerators differ by
/// `d*(c//d)`.
fn mod_reduce_large_offset(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    if lin.terms.is_empty() || (0..c).contains(&lin.constant) {
        return None;
    }
    let num = cx.sum(&Linear {
        terms: lin.terms.clone(),
        constant: lin.constant.rem_euclid(c),
    });
    Some(cx.rem(num, d.y))
}

/// The largest `g > 1` dividing `c` such that the terms of `lin` whose coefficients `g` does not divide, with the
/// constant modulo `g`, stay in `[0, g)`: returns `(g, x, r)` with `lin == g*x + r`.
fn split_small_remainder(cx: &Cx, lin: &Linear, c: i64) -> Option<(i64, Linear, Linear)> {
    let mut best: Option<(i64, Linear, Linear)> = None;
    for g in (2..=c).filter(|g| c % g == 0) {
        let k = lin.constant;
        let (mut x, mut r) = (Linear::constant(k.div_euclid(g)), Linear::constant(k.rem_euclid(g)));
        for &(v, f) in &lin.terms {
            if f % g == 0 {
                x.add_term(v, f / g)?;
            } else {
                r.add_term(v, f)?;
            }
        }
        if x.terms.is_empty() {
            continue;
        }
        let rr = cx.lin_range(&r);
        if rr.lo >= 0 && rr.hi < g {
            best = Some((g, x, r));
        }
    }
    best
}

fn div_drop_small_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d).filter(|&c| c > 1 && c <= MAX_DIVISOR_SCAN)?;
    let (g, x, _) = split_small_remainder(cx, &cx.lin(d.x), c)?;
    // floor((g*x + r) / (g*c')) == floor((x + r/g) / c') == floor(x / c') for 0 <= r < g and integer x.
    let num = cx.sum(&x);
    let den = cx.c(c / g);
    Some(cx.div(num, den))
}

fn mod_split_small_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = const_divisor(cx, &d).filter(|&c| c > 1 && c <= MAX_DIVISOR_SCAN)?;
    let (g, x, r) = split_small_remainder(cx, &cx.lin(d.x), c)?;
    // (g*x + r) - g*c'*floor(x/c') == g*(x mod c') + r.
    let num = cx.sum(&x);
    let den = cx.c(c / g);
    let m = cx.rem(num, den);
    let mut out = r;
    out.add_term(m, g)?;
    Some(cx.sum(&out))
}

/// Divisors are scanned for `g` only up to this size (index divisors are small; larger ones fall to the other rows).
const MAX_DIVISOR_SCAN: i64 = 1 << 16;

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn mod_of_a_value_below_the_modulus() {
        fires("x % n -> x", "r % 3", &[("r", 0, 2)], "r");
        fires("x % n -> x", "r %t 3", &[("r", 0, 2)], "r");
        fires("x % n -> x", "r %u 3", &[("r", 0, 2)], "r");
        fires("x % n -> x", "r % n", &[("r", 0, 2), ("n", 3, 9)], "r");
        declines("x % n -> x", "r % 3", &[("r", -1, 2)]);
        declines("x % n -> x", "r %t 3", &[("r", -1, 2)]);
        declines("x % n -> x", "r % n", &[("r", 0, 3), ("n", 3, 9)]);
        fires("x % n -> x", "v % (v + v)", &[("v", 1, 9)], "v");
        fires("x % n -> x", "v % (v + w)", &[("v", 0, 9), ("w", 1, 9)], "v");
        declines("x % n -> x", "v % (v + w)", &[("v", 0, 9), ("w", 0, 9)]);
        fires("x // n -> 0", "v // (v + w)", &[("v", 0, 9), ("w", 1, 9)], "0");
        declines("x // n -> 0", "v // (v + w)", &[("v", -1, 9), ("w", 1, 9)]);
    }

    #[test]
    fn mod_drops_multiples_of_the_modulus() {
        let v = &[("row", 0, 7), ("col", 0, 1000)];
        fires("(a*m + b) % n", "(row*512 + col) % 512", v, "col%512");
        // Floor semantics: holds for negative values too.
        fires(
            "(a*m + b) % n",
            "(row*512 + col) % 512",
            &[("row", -7, 7), ("col", -1000, 1000)],
            "col%512",
        );
        fires("(a*m + b) % n", "(row*512 + col) %t 512", v, "col %t 512");
        // Truncating, with a numerator that may be negative: not the floor identity.
        declines(
            "(a*m + b) % n",
            "(row*512 + col) %t 512",
            &[("row", 0, 7), ("col", -1000, 1000)],
        );
        declines("(a*m + b) % n", "(row*500 + col) % 512", v);
    }

    #[test]
    fn div_splits_off_multiples() {
        fires(
            "(a*m + b) / n",
            "(row*512 + col) // 512",
            &[("row", 0, 7), ("col", 0, 511)],
            "row + col//512",
        );
        fires(
            "(a*m + b) / n",
            "(row*1024 + col) /t 512",
            &[("row", 0, 7), ("col", 0, 511)],
            "row*2 + col /t 512",
        );
        declines(
            "(a*m + b) / n",
            "(row*512 + col) /t 512",
            &[("row", 0, 7), ("col", -511, 511)],
        );
        assert_rewrites("(row*512 + col) // 512", &[("row", 0, 7), ("col", 0, 511)], "row");
        assert_rewrites("(row*512 + col) /t 512", &[("row", 0, 7), ("col", 0, 511)], "row");
    }

    #[test]
    fn bucket_constant() {
        fires("bucket constant", "r // 3", &[("r", 0, 2)], "0");
        fires("bucket constant", "r // 3", &[("r", 6, 8)], "2");
        fires("bucket constant", "r // 3", &[("r", -3, -1)], "-1");
        fires("bucket constant", "r // -3", &[("r", 4, 5)], "-2");
        declines("bucket constant", "r // 3", &[("r", 5, 8)]);
    }

    #[test]
    fn small_constant_is_dropped() {
        fires("small constant drop", "(r*4 + 1) // 8", &[("r", 0, 100)], "(r*4)//8");
        fires("small constant drop", "(r*4 + 3) // 8", &[("r", -100, 100)], "(r*4)//8");
        declines("small constant drop", "(r*4 + 4) // 8", &[("r", 0, 100)]);
        declines("small constant drop", "(r + 1) // 8", &[("r", 0, 100)]);
        // Within one bucket the actual remainder bound is used: r in [8, 13] has remainder <= 5.
        fires("small constant drop", "(r + 2) // 8", &[("r", 8, 13)], "r//8");
    }

    #[test]
    fn small_remainder() {
        let v = &[("a", 0, 11), ("b", 0, 5), ("c", 0, 2)];
        fires("small remainder drop", "(a*18 + b*3 + c) // 24", v, "(a*6 + b)//8");
        fires(
            "small remainder split",
            "(a*18 + b*3 + c) % 24",
            v,
            "((a*6 + b)%8)*3 + c",
        );
        fires(
            "small remainder drop",
            "(a*18 + b*3 + c) // 24",
            &[("a", -11, 11), ("b", -5, 5), ("c", 0, 2)],
            "(a*6 + b)//8",
        );
        declines(
            "small remainder drop",
            "(a*18 + b*3 + c) // 24",
            &[("a", 0, 11), ("b", 0, 5), ("c", 0, 3)],
        );
        declines(
            "small remainder split",
            "(a*18 + b*3 + c) % 24",
            &[("a", 0, 11), ("b", 0, 5), ("c", -1, 2)],
        );
        // The constant splits too: 36*(x%3) + 36 + r == 36*(x%3 + 1) + r.
        fires(
            "small remainder split",
            "((x%3)*36 + y + 36) % 108",
            &[("x", 0, 9), ("y", 0, 35)],
            "((x%3 + 1)%3)*36 + y",
        );
        declines(
            "small remainder drop",
            "(a*18 + b*3 + c) /t 24",
            &[("a", -11, 11), ("b", 0, 5), ("c", 0, 2)],
        );
    }

    #[test]
    fn large_offset_split() {
        fires(
            "large offset split",
            "(r*3 + 70) // 8",
            &[("r", 0, 100)],
            "(r*3 + 6)//8 + 8",
        );
        fires(
            "large offset split",
            "(r*3 - 1) // 8",
            &[("r", 1, 100)],
            "(r*3 + 7)//8 - 1",
        );
        declines("large offset split", "(r*3 + 7) // 8", &[("r", 0, 100)]);
        assert_rewrites("(r*8 + 70) // 8", &[("r", 0, 100)], "r + 8");
    }

    #[test]
    fn large_offset_reduce() {
        fires("large offset reduce", "(r*3 + 70) % 8", &[("r", 0, 100)], "(r*3 + 6)%8");
        fires(
            "large offset reduce",
            "(r*3 - 1) % 8",
            &[("r", -100, 100)],
            "(r*3 + 7)%8",
        );
        fires(
            "large offset reduce",
            "(r*3 + 70) %t 8",
            &[("r", 0, 100)],
            "(r*3 + 6) %t 8",
        );
        declines("large offset reduce", "(r*3 + 7) % 8", &[("r", 0, 100)]);
        declines("large offset reduce", "(r*3 - 1) %t 8", &[("r", 0, 100)]);
        declines("large offset reduce", "(r*3 + 70) % (-8)", &[("r", 0, 100)]);
    }
}
