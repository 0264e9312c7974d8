//! Every transfer function against brute force on random small intervals: sound always, tight where the doc
//! comment claims exactness.

use super::*;

/// SplitMix64: a fixed-seed generator, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }

    /// An interval inside `[lo, hi]`, a point one time in five.
    fn interval(&mut self, lo: i64, hi: i64) -> Interval {
        let a = self.range(lo, hi);
        if self.next().is_multiple_of(5) {
            return Interval::point(a);
        }
        let b = self.range(lo, hi);
        Interval::new(a.min(b), a.max(b))
    }
}

const TRIALS: usize = 3000;

#[derive(Clone, Copy, PartialEq)]
enum Claim {
    Sound,
    Exact,
}

fn values(i: Interval) -> impl Iterator<Item = i64> {
    i.lo..=i.hi
}

/// Checks `abstract_op(a, b)` against `concrete` on every pair; `None` from `concrete` is UB and skipped.
fn check_binary(
    name: &str,
    claim: impl Fn(Interval, Interval) -> Claim,
    abstract_op: impl Fn(Interval, Interval) -> Interval,
    concrete: impl Fn(i64, i64) -> Option<i64>,
    domain: (i64, i64),
    seed: u64,
) {
    let mut rng = Rng(seed);
    let mut exact_checked = 0;
    for _ in 0..TRIALS {
        let a = rng.interval(domain.0, domain.1);
        let b = rng.interval(domain.0, domain.1);
        let r = abstract_op(a, b);
        assert!(r.lo <= r.hi, "{name}({a}, {b}) = {r} is empty");
        let mut seen: Option<(i64, i64)> = None;
        for x in values(a) {
            for y in values(b) {
                if let Some(v) = concrete(x, y) {
                    assert!(r.contains(v), "{name}({a}, {b}) = {r} misses {name}({x}, {y}) = {v}");
                    seen = Some(seen.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
                }
            }
        }
        if let (Some((lo, hi)), Claim::Exact) = (seen, claim(a, b)) {
            assert_eq!((r.lo, r.hi), (lo, hi), "{name}({a}, {b}) is not tight");
            exact_checked += 1;
        }
    }
    if claim(Interval::point(1), Interval::point(1)) == Claim::Exact {
        assert!(exact_checked > 0, "{name}: no exactness case was checked");
    }
}

fn exact(_: Interval, _: Interval) -> Claim {
    Claim::Exact
}

fn sound(_: Interval, _: Interval) -> Claim {
    Claim::Sound
}

/// Exact when the divisor is a constant.
fn exact_for_point_divisor(_: Interval, d: Interval) -> Claim {
    if d.is_point() {
        Claim::Exact
    } else {
        Claim::Sound
    }
}

const SMALL: (i64, i64) = (-24, 24);

fn nz(f: impl Fn(i64, i64) -> i64) -> impl Fn(i64, i64) -> Option<i64> {
    move |x, y| (y != 0).then(|| f(x, y))
}

#[test]
fn add_sub_mul_min_max_are_exact() {
    check_binary("add", exact, Interval::add, |x, y| Some(x + y), SMALL, 1);
    check_binary("sub", exact, Interval::sub, |x, y| Some(x - y), SMALL, 2);
    check_binary("mul", exact, Interval::mul, |x, y| Some(x * y), SMALL, 3);
    check_binary("min", exact, Interval::min, |x, y| Some(x.min(y)), SMALL, 4);
    check_binary("max", exact, Interval::max, |x, y| Some(x.max(y)), SMALL, 5);
}

#[test]
fn neg_is_exact() {
    let mut rng = Rng(6);
    for _ in 0..TRIALS {
        let a = rng.interval(SMALL.0, SMALL.1);
        assert_eq!(a.neg(), Interval::new(-a.hi, -a.lo));
    }
}

#[test]
fn floor_and_trunc_division_are_exact_for_both_signs() {
    let floor_div = |x: i64, y: i64| floor_div_i128(x as i128, y as i128) as i64;
    check_binary("floor_div", exact, Interval::floor_div, nz(floor_div), SMALL, 7);
    check_binary("trunc_div", exact, Interval::trunc_div, nz(|x, y| x / y), SMALL, 8);
}

#[test]
fn floor_mod_has_the_divisor_sign_and_is_exact_for_constants() {
    let floor_mod = |x: i64, y: i64| floor_mod_i128(x as i128, y as i128) as i64;
    check_binary(
        "floor_mod",
        exact_for_point_divisor,
        Interval::floor_mod,
        nz(floor_mod),
        SMALL,
        9,
    );
    // Wide dividends against point divisors exercise the "spans more than one period" branch.
    let mut rng = Rng(10);
    for _ in 0..TRIALS {
        let n = rng.range(-9, 9);
        if n == 0 {
            continue;
        }
        let x = rng.interval(-60, 60);
        let r = x.floor_mod(Interval::point(n));
        let (lo, hi) = values(x)
            .map(|v| floor_mod(v, n))
            .fold((i64::MAX, i64::MIN), |(l, h), v| (l.min(v), h.max(v)));
        assert_eq!((r.lo, r.hi), (lo, hi), "floor_mod({x}, {n})");
    }
}

#[test]
fn trunc_rem_has_the_dividend_sign_and_is_exact_for_constants() {
    check_binary(
        "trunc_rem",
        exact_for_point_divisor,
        Interval::trunc_rem,
        nz(|x, y| x % y),
        SMALL,
        11,
    );
}

#[test]
fn mod_of_a_range_below_the_divisor_is_unchanged() {
    // spec 000 §2: x % n -> x when 0 <= vmin(x) and vmax(x) < n.
    for n in 1..40 {
        for lo in 0..n {
            for hi in lo..n {
                let x = Interval::new(lo, hi);
                assert_eq!(x.floor_mod(Interval::point(n)), x);
                assert_eq!(x.trunc_rem(Interval::point(n)), x);
                assert_eq!(x.urem(Interval::point(n), 64), x);
            }
        }
    }
}

#[test]
fn division_by_exactly_zero_knows_nothing() {
    let x = Interval::new(3, 9);
    let zero = Interval::point(0);
    assert_eq!(x.floor_div(zero), Interval::full());
    assert_eq!(x.floor_mod(zero), Interval::full());
    assert_eq!(x.trunc_div(zero), Interval::full());
    assert_eq!(x.trunc_rem(zero), Interval::full());
    assert_eq!(x.udiv(zero, 32), Interval::of_width(32, true));
    assert_eq!(x.urem(zero, 32), Interval::of_width(32, true));
}

/// `bits`-wide unsigned semantics on signed-view values, computed directly.
fn unsigned_op(bits: u32, f: fn(u64, u64) -> Option<u64>) -> impl Fn(i64, i64) -> Option<i64> {
    move |x, y| {
        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let r = f(x as u64 & mask, y as u64 & mask)?;
        let shift = 64 - bits;
        Some(((r << shift) as i64) >> shift)
    }
}

#[test]
fn unsigned_division_and_remainder() {
    for bits in [8, 64] {
        let udiv = unsigned_op(bits, |a, b| a.checked_div(b));
        let urem = unsigned_op(bits, |a, b| a.checked_rem(b));
        check_binary("udiv", sound, |a, b| a.udiv(b, bits), udiv, SMALL, 12);
        let mut rng = Rng(40);
        for _ in 0..TRIALS {
            let (a, b) = (rng.interval(SMALL.0, SMALL.1), rng.interval(SMALL.0, SMALL.1));
            for r in [a.udiv(b, bits), a.urem(b, bits)] {
                assert!(
                    r.fits_in(bits, true),
                    "unsigned result {r} of {a}, {b} is not a {bits}-bit value"
                );
            }
        }
        check_binary("urem", sound, |a, b| a.urem(b, bits), urem, SMALL, 13);
        // On non-negative operands unsigned ops are exact.
        check_binary(
            "udiv+",
            exact,
            |a, b| a.udiv(b, bits),
            unsigned_op(bits, |a, b| a.checked_div(b)),
            (0, 40),
            14,
        );
        check_binary(
            "urem+",
            exact_for_point_divisor,
            |a, b| a.urem(b, bits),
            unsigned_op(bits, |a, b| a.checked_rem(b)),
            (0, 40),
            15,
        );
    }
}

#[test]
fn bitwise_ops_are_exact() {
    check_binary("and", exact, Interval::and, |x, y| Some(x & y), SMALL, 16);
    check_binary("or", exact, Interval::or, |x, y| Some(x | y), SMALL, 17);
    check_binary("xor", exact, Interval::xor, |x, y| Some(x ^ y), SMALL, 18);
    check_binary("and+", exact, Interval::and, |x, y| Some(x & y), (0, 70), 19);
    check_binary("or+", exact, Interval::or, |x, y| Some(x | y), (0, 70), 20);
    check_binary("xor+", exact, Interval::xor, |x, y| Some(x ^ y), (0, 70), 21);
}

#[test]
fn shifts() {
    let shifts = (-2, 9);
    let mut rng = Rng(22);
    for _ in 0..TRIALS {
        let x = rng.interval(SMALL.0, SMALL.1);
        let k = rng.interval(shifts.0, shifts.1);
        let ashr = x.shr_arith(k);
        let lshr = x.shr_logical(k, 8);
        let shl = x.shl(k, 8);
        let (mut alo, mut ahi) = (i64::MAX, i64::MIN);
        for v in values(x) {
            for s in values(k).filter(|s| (0..8).contains(s)) {
                let a = v >> s;
                (alo, ahi) = (alo.min(a), ahi.max(a));
                let l = ((v as u8) >> s) as i8 as i64;
                assert!(lshr.contains(l), "lshr({x}, {k}) = {lshr} misses {l}");
                let h = ((v as u8) << s) as i8 as i64;
                assert!(shl.contains(h), "shl({x}, {k}) = {shl} misses {h}");
            }
        }
        if alo <= ahi {
            assert_eq!((ashr.lo, ashr.hi), (alo, ahi), "ashr({x}, {k})");
        }
    }
}

#[test]
fn comparisons_are_exact() {
    type Concrete = fn(i64, i64) -> bool;
    let preds: [(CmpPred, Concrete); 10] = [
        (CmpPred::Slt, |a, b| a < b),
        (CmpPred::Sle, |a, b| a <= b),
        (CmpPred::Sgt, |a, b| a > b),
        (CmpPred::Sge, |a, b| a >= b),
        (CmpPred::Eq, |a, b| a == b),
        (CmpPred::Ne, |a, b| a != b),
        (CmpPred::Ult, |a, b| (a as u64) < (b as u64)),
        (CmpPred::Ule, |a, b| (a as u64) <= (b as u64)),
        (CmpPred::Ugt, |a, b| (a as u64) > (b as u64)),
        (CmpPred::Uge, |a, b| (a as u64) >= (b as u64)),
    ];
    for (i, (pred, f)) in preds.into_iter().enumerate() {
        check_binary(
            "cmp",
            exact,
            |a, b| a.cmp(pred, b),
            |a, b| Some(f(a, b) as i64),
            (-8, 8),
            30 + i as u64,
        );
    }
}

#[test]
fn select_joins_only_reachable_arms() {
    let (a, b) = (Interval::new(1, 2), Interval::new(10, 20));
    assert_eq!(Interval::select(Interval::point(1), a, b), a);
    assert_eq!(Interval::select(Interval::point(0), a, b), b);
    assert_eq!(Interval::select(Interval::new(0, 1), a, b), Interval::new(1, 20));
    assert_eq!(Interval::select(Interval::new(-3, -1), a, b), a);
}

#[test]
fn casts_keep_fitting_ranges_and_widen_others() {
    let x = Interval::new(-5, 100);
    assert_eq!(x.cast(8, true), x);
    assert_eq!(x.cast(8, false), Interval::new(0, 255));
    assert_eq!(Interval::new(0, 300).cast(8, true), Interval::new(-128, 127));
    assert_eq!(Interval::new(0, 255).cast(8, false), Interval::new(0, 255));
    assert_eq!(Interval::new(-1, 3).to_unsigned(8), Interval::new(0, 255));
    assert_eq!(Interval::new(-3, -1).to_unsigned(8), Interval::new(253, 255));
    assert!(Interval::of_width(32, true).fits_in(32, true));
    assert!(!Interval::of_width(32, false).fits_in(32, true));
    assert_eq!(Interval::of_width(64, false), Interval::full());
}

#[test]
fn overflow_saturates_instead_of_wrapping() {
    let big = Interval::new(i64::MAX - 1, i64::MAX);
    assert_eq!(big.add(Interval::point(5)).hi, i64::MAX);
    assert_eq!(big.mul(Interval::point(-2)).lo, i64::MIN);
    assert_eq!(Interval::point(i64::MIN).neg(), Interval::point(i64::MAX));
    assert_eq!(
        Interval::point(i64::MIN).floor_div(Interval::point(-1)),
        Interval::point(i64::MAX)
    );
    assert_eq!(big.add(Interval::point(5)).wrap(64), Interval::full());
    assert_eq!(Interval::new(0, 200).wrap(8), Interval::of_width(8, true));
    assert_eq!(Interval::new(0, 100).wrap(8), Interval::new(0, 100));
    // Corners near the i64 limits still give sound (saturated) bounds.
    let x = Interval::new(i64::MIN, i64::MIN + 3);
    let r = x.floor_mod(Interval::new(-7, 5));
    assert!(r.lo >= -6 && r.hi <= 4);
}

#[test]
fn select_join_and_casts_against_brute_force() {
    let mut rng = Rng(50);
    for _ in 0..TRIALS {
        let (a, b) = (rng.interval(-300, 300), rng.interval(-300, 300));
        let cond = rng.interval(-1, 1);
        let (sel, join) = (Interval::select(cond, a, b), a.join(b));
        for c in values(cond) {
            for x in values(a).step_by(7) {
                for y in values(b).step_by(7) {
                    let v = if c != 0 { x } else { y };
                    assert!(sel.contains(v), "select({cond}, {a}, {b}) = {sel} misses {v}");
                    assert!(join.contains(x) && join.contains(y));
                }
            }
        }
        for bits in [4u32, 8, 16] {
            let (s, u) = (a.cast(bits, true), a.cast(bits, false));
            let unsigned = a.to_unsigned(16);
            for x in values(a) {
                let shift = 64 - bits;
                let trunc_signed = (x << shift) >> shift;
                let trunc_unsigned = ((x as u64) << shift >> shift) as i64;
                assert!(
                    s.contains(trunc_signed),
                    "cast({a}, {bits}, signed) = {s} misses {trunc_signed}"
                );
                assert!(
                    u.contains(trunc_unsigned),
                    "cast({a}, {bits}, unsigned) = {u} misses {trunc_unsigned}"
                );
                assert!(
                    unsigned.contains(x as u16 as i64),
                    "to_unsigned({a}, 16) = {unsigned} misses {}",
                    x as u16
                );
            }
        }
    }
}
