//! Value ranges (spec 000, "value range analysis": vmin/vmax).
//!
//! An [`Interval`] is an inclusive range `[lo, hi]` of mathematical integers that fits in `i64`. Every transfer
//! function is *sound* (each concrete result of the operation on members of the operand ranges lies inside the
//! returned interval) and, where the doc comment says *exact*, *tight* (both `lo` and `hi` are attained).
//!
//! Arithmetic is done in `i128` and the result saturates to `i64`: a bound never wraps silently. The ops model
//! mathematical integers; for fixed-width wrapping hardware arithmetic pass the result through
//! [`Interval::wrap`], which widens to the full range of the width whenever the value may have wrapped.
//!
//! Value representation for width-dependent ops (`udiv`, `urem`, `shr_logical`, `shl`, `to_unsigned`): a `bits`-wide
//! integer is stored in its *signed* view (sign-extended into `i64`), as MLIR's signless integers are read by
//! signed range analysis. Unsigned ops reinterpret negative values as `v + 2^bits`.
//!
//! Division or remainder by zero is undefined behaviour (spec README, "Division semantics"; LLVM `sdiv`/`udiv`), so
//! a divisor range that contains 0 is treated as the same range without the 0 point; a divisor of exactly `{0}`
//! yields [`Interval::full`] (nothing is known, and nothing needs to be).

use std::fmt;

/// An inclusive integer range `[lo, hi]`, `lo <= hi`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Interval {
    pub lo: i64,
    pub hi: i64,
}

/// Comparison predicates, named like `arith.cmpi`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpPred {
    Slt,
    Sle,
    Sgt,
    Sge,
    Eq,
    Ne,
    Ult,
    Ule,
    Ugt,
    Uge,
}

/// The same range in `i128`, wide enough that no corner computation of two `i64` ranges overflows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Wide {
    lo: i128,
    hi: i128,
}

impl Wide {
    fn of(i: Interval) -> Wide {
        Wide {
            lo: i.lo as i128,
            hi: i.hi as i128,
        }
    }

    fn hull(values: &[i128]) -> Wide {
        let lo = values.iter().copied().min().unwrap_or(0);
        let hi = values.iter().copied().max().unwrap_or(0);
        Wide { lo, hi }
    }

    fn join(self, o: Wide) -> Wide {
        Wide {
            lo: self.lo.min(o.lo),
            hi: self.hi.max(o.hi),
        }
    }

    fn neg(self) -> Wide {
        Wide {
            lo: -self.hi,
            hi: -self.lo,
        }
    }

    fn saturate(self) -> Interval {
        Interval {
            lo: saturate(self.lo),
            hi: saturate(self.hi),
        }
    }

    /// The parts of a divisor range without its 0 point: `[lo, -1]` and `[1, hi]` where non-empty.
    fn nonzero_parts(self) -> (Option<Wide>, Option<Wide>) {
        let neg = (self.lo < 0).then(|| Wide {
            lo: self.lo,
            hi: self.hi.min(-1),
        });
        let pos = (self.hi > 0).then(|| Wide {
            lo: self.lo.max(1),
            hi: self.hi,
        });
        (neg, pos)
    }

    /// The parts `[lo, -1]` and `[0, hi]` where non-empty.
    fn sign_parts(self) -> (Option<Wide>, Option<Wide>) {
        let neg = (self.lo < 0).then(|| Wide {
            lo: self.lo,
            hi: self.hi.min(-1),
        });
        let nonneg = (self.hi >= 0).then(|| Wide {
            lo: self.lo.max(0),
            hi: self.hi,
        });
        (neg, nonneg)
    }
}

fn saturate(v: i128) -> i64 {
    v.clamp(i64::MIN as i128, i64::MAX as i128) as i64
}

/// Floor division (Python `//`) in `i128`; `b != 0`.
pub(crate) fn floor_div_i128(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Floor modulo (Python `%`, sign of the divisor) in `i128`; `b != 0`.
pub(crate) fn floor_mod_i128(a: i128, b: i128) -> i128 {
    a - b * floor_div_i128(a, b)
}

fn join_opt(a: Option<Wide>, b: Option<Wide>) -> Option<Wide> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.join(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

/// Corner hull of `f` over a rectangle on which `f` is monotone in each argument separately.
fn corners(a: Wide, b: Wide, f: impl Fn(i128, i128) -> i128) -> Wide {
    Wide::hull(&[f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)])
}

/// `x floor_mod y` for `y` in a strictly positive range. Exact when `y` is a point, or when every `(x, y)` pair has
/// the same quotient; otherwise a sound hull.
fn floor_mod_pos(x: Wide, y: Wide) -> Wide {
    let q = corners(x, y, floor_div_i128);
    if q.lo == q.hi {
        // One quotient q everywhere: x mod y = x - q*y, linear in independent x and y, so its corners are exact.
        let q = q.lo;
        return Wide::hull(&[x.lo - q * y.lo, x.lo - q * y.hi, x.hi - q * y.lo, x.hi - q * y.hi]);
    }
    // The quotient changes, so for a constant divisor n both 0 (at a multiple of n) and n-1 (just below it) are
    // attained: [0, n-1] is exact.
    let mut hi = y.hi - 1;
    if x.lo >= 0 {
        hi = hi.min(x.hi);
    }
    Wide { lo: 0, hi }
}

/// Unsigned view of a `bits`-wide signed-view range: up to two ranges inside `[0, 2^bits)`.
fn unsigned_parts(x: Interval, bits: u32) -> (Option<Wide>, Option<Wide>) {
    let m = 1i128 << bits;
    let (neg, nonneg) = Wide::of(x).sign_parts();
    let neg = neg.map(|w| Wide {
        lo: w.lo + m,
        hi: w.hi + m,
    });
    (nonneg, neg)
}

/// Signed view of an unsigned range inside `[0, 2^bits)`.
fn signed_view(u: Wide, bits: u32) -> Wide {
    let m = 1i128 << bits;
    let half = m >> 1;
    if u.hi < half {
        u
    } else if u.lo >= half {
        Wide {
            lo: u.lo - m,
            hi: u.hi - m,
        }
    } else {
        // [u.lo, half) stays, [half, u.hi] wraps to [-half, u.hi - m]: together they reach both ends.
        Wide {
            lo: -half,
            hi: half - 1,
        }
    }
}

fn bits_ok(bits: u32) -> u32 {
    bits.clamp(1, 64)
}

// The transfer functions are named after the ops they model (`add`, `mul`, ...) and take intervals by value;
// they saturate instead of panicking, so they are deliberately not `std::ops` implementations.
#[allow(clippy::should_implement_trait)]
impl Interval {
    /// `[lo, hi]`; `lo <= hi` is the caller's invariant.
    pub fn new(lo: i64, hi: i64) -> Interval {
        debug_assert!(lo <= hi, "Interval::new({lo}, {hi}): lo > hi");
        Interval { lo, hi }
    }

    /// `[lo, hi]`, or `None` when `lo > hi` (for bounds that come from user input).
    pub fn try_new(lo: i64, hi: i64) -> Option<Interval> {
        (lo <= hi).then_some(Interval { lo, hi })
    }

    pub fn point(v: i64) -> Interval {
        Interval { lo: v, hi: v }
    }

    /// Every `i64`.
    pub fn full() -> Interval {
        Interval {
            lo: i64::MIN,
            hi: i64::MAX,
        }
    }

    /// Every value of a `bits`-wide integer (`bits` clamped to 1..=64). Unsigned 64-bit values do not fit the
    /// signed view's `i64` bounds, so `of_width(64, false)` is `full()`.
    pub fn of_width(bits: u32, signed: bool) -> Interval {
        let bits = bits_ok(bits);
        if signed {
            let half = 1i128 << (bits - 1);
            Wide {
                lo: -half,
                hi: half - 1,
            }
            .saturate()
        } else if bits == 64 {
            Interval::full()
        } else {
            Interval {
                lo: 0,
                hi: ((1i128 << bits) - 1) as i64,
            }
        }
    }

    pub fn contains(self, v: i64) -> bool {
        self.lo <= v && v <= self.hi
    }

    pub fn is_point(self) -> bool {
        self.lo == self.hi
    }

    /// The single value, if this is a point.
    pub fn as_point(self) -> Option<i64> {
        self.is_point().then_some(self.lo)
    }

    pub fn nonneg(self) -> bool {
        self.lo >= 0
    }

    /// Number of values, saturating.
    pub fn width(self) -> u64 {
        (self.hi as i128 - self.lo as i128 + 1).min(u64::MAX as i128) as u64
    }

    /// Every value is representable in a `bits`-wide integer of the given signedness.
    pub fn fits_in(self, bits: u32, signed: bool) -> bool {
        let bits = bits_ok(bits);
        if signed {
            let half = 1i128 << (bits - 1);
            (self.lo as i128) >= -half && (self.hi as i128) < half
        } else {
            self.lo >= 0 && (self.hi as i128) < (1i128 << bits)
        }
    }

    /// The range of the `bits`-wide (two's complement) value whose mathematical value lies in `self`: unchanged when
    /// it fits, else the full signed range of the width. A 64-bit range touching `i64::MIN`/`i64::MAX` may be a
    /// saturated bound and is widened too.
    pub fn wrap(self, bits: u32) -> Interval {
        let bits = bits_ok(bits);
        let saturated = bits == 64 && (self.lo == i64::MIN || self.hi == i64::MAX);
        if !saturated && self.fits_in(bits, true) {
            self
        } else {
            Interval::of_width(bits, true)
        }
    }

    /// Smallest interval containing both (union hull). Exact.
    pub fn join(self, o: Interval) -> Interval {
        Interval {
            lo: self.lo.min(o.lo),
            hi: self.hi.max(o.hi),
        }
    }

    /// Exact.
    pub fn add(self, o: Interval) -> Interval {
        let (a, b) = (Wide::of(self), Wide::of(o));
        Wide {
            lo: a.lo + b.lo,
            hi: a.hi + b.hi,
        }
        .saturate()
    }

    /// Exact.
    pub fn sub(self, o: Interval) -> Interval {
        let (a, b) = (Wide::of(self), Wide::of(o));
        Wide {
            lo: a.lo - b.hi,
            hi: a.hi - b.lo,
        }
        .saturate()
    }

    /// Exact.
    pub fn mul(self, o: Interval) -> Interval {
        corners(Wide::of(self), Wide::of(o), |x, y| x * y).saturate()
    }

    /// Exact.
    pub fn neg(self) -> Interval {
        Wide::of(self).neg().saturate()
    }

    /// Exact.
    pub fn min(self, o: Interval) -> Interval {
        Interval {
            lo: self.lo.min(o.lo),
            hi: self.hi.min(o.hi),
        }
    }

    /// Exact.
    pub fn max(self, o: Interval) -> Interval {
        Interval {
            lo: self.lo.max(o.lo),
            hi: self.hi.max(o.hi),
        }
    }

    /// Floor division (Python `//`, `arith.floordivsi`). Exact: `floor(x/y)` is monotone in each argument on each
    /// sign part of the divisor, so the corners bound it and are attained.
    pub fn floor_div(self, d: Interval) -> Interval {
        self.divide(d, floor_div_i128)
    }

    /// Truncating division (C, PTX, `arith.divsi`). Exact, by the same corner argument as [`Self::floor_div`].
    pub fn trunc_div(self, d: Interval) -> Interval {
        self.divide(d, |a, b| a / b)
    }

    fn divide(self, d: Interval, f: fn(i128, i128) -> i128) -> Interval {
        let x = Wide::of(self);
        let (neg, pos) = Wide::of(d).nonzero_parts();
        match join_opt(neg.map(|n| corners(x, n, f)), pos.map(|p| corners(x, p, f))) {
            Some(w) => w.saturate(),
            None => Interval::full(),
        }
    }

    /// Floor modulo (Python `%`): the result has the sign of the divisor. Exact for a constant divisor (including
    /// `x % n -> x` when `x` is in `[0, n)`, and the exact image when `x` spans less than one period without
    /// wrapping); for a divisor range, exact whenever the quotient is constant, else bounded by the divisor.
    pub fn floor_mod(self, d: Interval) -> Interval {
        let x = Wide::of(self);
        let (neg, pos) = Wide::of(d).nonzero_parts();
        // x mod y = -((-x) mod (-y)) moves a negative divisor to the positive case.
        let neg = neg.map(|n| floor_mod_pos(x.neg(), n.neg()).neg());
        let pos = pos.map(|p| floor_mod_pos(x, p));
        match join_opt(neg, pos) {
            Some(w) => w.saturate(),
            None => Interval::full(),
        }
    }

    /// Truncating remainder (C `%`, `arith.remsi`): the result has the sign of the dividend and depends only on
    /// `|y|`. Exact for a constant divisor; sound otherwise.
    pub fn trunc_rem(self, d: Interval) -> Interval {
        let (neg, pos) = Wide::of(d).nonzero_parts();
        let Some(m) = join_opt(neg.map(Wide::neg), pos) else {
            return Interval::full();
        };
        let (xneg, xnonneg) = Wide::of(self).sign_parts();
        // For x >= 0 and m > 0, trunc_rem == floor_mod; for x < 0, trunc_rem(x, m) = -floor_mod(-x, m).
        let r_neg = xneg.map(|x| floor_mod_pos(x.neg(), m).neg());
        let r_nonneg = xnonneg.map(|x| floor_mod_pos(x, m));
        join_opt(r_neg, r_nonneg).map_or(Interval::full(), Wide::saturate)
    }

    /// Unsigned division of `bits`-wide values (`arith.divui`), as a `bits`-wide signed-view range. Exact on each
    /// unsigned part.
    pub fn udiv(self, d: Interval, bits: u32) -> Interval {
        self.unsigned_divide(d, bits, |x, y| corners(x, y, |a, b| a / b))
    }

    /// Unsigned remainder of `bits`-wide values (`arith.remui`).
    pub fn urem(self, d: Interval, bits: u32) -> Interval {
        self.unsigned_divide(d, bits, floor_mod_pos)
    }

    fn unsigned_divide(self, d: Interval, bits: u32, f: impl Fn(Wide, Wide) -> Wide) -> Interval {
        let bits = bits_ok(bits);
        let (x0, x1) = unsigned_parts(self, bits);
        let (y0, y1) = unsigned_parts(d, bits);
        // The unsigned 0 is only in the non-negative part; division by it is UB.
        let y0 = y0.and_then(|w| {
            (w.hi >= 1).then(|| Wide {
                lo: w.lo.max(1),
                hi: w.hi,
            })
        });
        let mut out: Option<Wide> = None;
        for x in [x0, x1].into_iter().flatten() {
            for y in [y0, y1].into_iter().flatten() {
                out = join_opt(out, Some(signed_view(f(x, y), bits)));
            }
        }
        // Division by exactly zero: nothing is known beyond the width.
        out.map_or(Interval::of_width(bits, true), Wide::saturate)
    }

    /// Shift left by an amount in `amt`, in `bits`-wide wrapping arithmetic. Shift amounts outside `[0, bits)` are
    /// poison and ignored.
    pub fn shl(self, amt: Interval, bits: u32) -> Interval {
        let bits = bits_ok(bits);
        let Some(k) = valid_shift(amt, bits) else {
            return Interval::of_width(bits, true);
        };
        corners(
            Wide::of(self),
            Wide {
                lo: 1i128 << k.lo,
                hi: 1i128 << k.hi,
            },
            |x, y| x * y,
        )
        .saturate()
        .wrap(bits)
    }

    /// Arithmetic shift right (`floor(x / 2^k)`). Exact. Out-of-range amounts (`< 0` or `>= 64`) are poison and
    /// ignored.
    pub fn shr_arith(self, amt: Interval) -> Interval {
        let Some(k) = valid_shift(amt, 64) else {
            return Interval::full();
        };
        corners(
            Wide::of(self),
            Wide {
                lo: 1i128 << k.lo,
                hi: 1i128 << k.hi,
            },
            floor_div_i128,
        )
        .saturate()
    }

    /// Logical shift right of a `bits`-wide value.
    pub fn shr_logical(self, amt: Interval, bits: u32) -> Interval {
        let bits = bits_ok(bits);
        let Some(k) = valid_shift(amt, bits) else {
            return Interval::of_width(bits, true);
        };
        let (u0, u1) = unsigned_parts(self, bits);
        let mut out: Option<Wide> = None;
        if k.lo == 0 {
            // Shift by 0 is the identity.
            out = Some(Wide::of(self));
        }
        if k.hi >= 1 {
            let (klo, khi) = (k.lo.max(1), k.hi);
            for u in [u0, u1].into_iter().flatten() {
                out = join_opt(
                    out,
                    Some(Wide {
                        lo: u.lo >> khi,
                        hi: u.hi >> klo,
                    }),
                );
            }
        }
        out.map_or(Interval::full(), Wide::saturate)
    }

    /// Bitwise and (two's complement). Exact (Hacker's Delight 4-3 per sign part).
    pub fn and(self, o: Interval) -> Interval {
        self.bitwise(o, |a, b| (min_and(a, b), max_and(a, b)))
    }

    /// Bitwise or. Exact.
    pub fn or(self, o: Interval) -> Interval {
        self.bitwise(o, |a, b| (min_or(a, b), max_or(a, b)))
    }

    /// Bitwise xor. Exact.
    pub fn xor(self, o: Interval) -> Interval {
        self.bitwise(o, |a, b| (min_xor(a, b), max_xor(a, b)))
    }

    /// Splits both ranges by sign; within one sign part the `u64` bit patterns are ordered like the values, and the
    /// result of two parts has a single sign, so the unsigned bounds map back monotonically.
    fn bitwise(self, o: Interval, f: fn(Bits, Bits) -> Bits) -> Interval {
        let parts = |i: Interval| {
            let (n, p) = Wide::of(i).sign_parts();
            [n, p]
                .into_iter()
                .flatten()
                .map(|w| (w.lo as i64 as u64, w.hi as i64 as u64))
        };
        let mut out: Option<Interval> = None;
        for a in parts(self) {
            for b in parts(o) {
                let (lo, hi) = f(a, b);
                let r = Interval {
                    lo: lo as i64,
                    hi: hi as i64,
                };
                out = Some(out.map_or(r, |x| x.join(r)));
            }
        }
        out.unwrap_or_else(Interval::full)
    }

    /// Comparison result as `[0, 1]` (0 = false, 1 = true). Exact. Unsigned predicates read the signed view as
    /// unsigned; the order that induces does not depend on the width.
    pub fn cmp(self, pred: CmpPred, o: Interval) -> Interval {
        let (a, b) = (Wide::of(self), Wide::of(o));
        match pred {
            CmpPred::Slt => lt(a, b),
            CmpPred::Sle => le(a, b),
            CmpPred::Sgt => lt(b, a),
            CmpPred::Sge => le(b, a),
            CmpPred::Eq => eq(a, b),
            CmpPred::Ne => not(eq(a, b)),
            CmpPred::Ult | CmpPred::Ule | CmpPred::Ugt | CmpPred::Uge => {
                let (a0, a1) = unsigned_parts(self, 64);
                let (b0, b1) = unsigned_parts(o, 64);
                let mut out: Option<Interval> = None;
                for x in [a0, a1].into_iter().flatten() {
                    for y in [b0, b1].into_iter().flatten() {
                        let r = match pred {
                            CmpPred::Ult => lt(x, y),
                            CmpPred::Ule => le(x, y),
                            CmpPred::Ugt => lt(y, x),
                            _ => le(y, x),
                        };
                        out = Some(out.map_or(r, |z| z.join(r)));
                    }
                }
                out.unwrap_or(Interval { lo: 0, hi: 1 })
            }
        }
    }

    /// `cond ? a : b` with `cond` truthy when non-zero. Exact given independent operands.
    pub fn select(cond: Interval, a: Interval, b: Interval) -> Interval {
        if !cond.contains(0) {
            a
        } else if cond.is_point() {
            b
        } else {
            a.join(b)
        }
    }

    /// Truncation or extension to `to_bits`, the target read as `signed`: unchanged when the value set fits the
    /// target, else the target's full range.
    pub fn cast(self, to_bits: u32, signed: bool) -> Interval {
        if self.fits_in(to_bits, signed) {
            self
        } else {
            Interval::of_width(to_bits, signed)
        }
    }

    /// The unsigned reading of a `bits`-wide signed-view value (what zero extension produces).
    pub fn to_unsigned(self, bits: u32) -> Interval {
        let bits = bits_ok(bits);
        if bits == 64 && self.lo < 0 {
            return Interval::full();
        }
        let (u0, u1) = unsigned_parts(self, bits);
        join_opt(u0, u1).map_or(Interval::full(), Wide::saturate)
    }
}

fn valid_shift(amt: Interval, bits: u32) -> Option<Interval> {
    let lo = amt.lo.max(0);
    let hi = amt.hi.min(bits as i64 - 1);
    Interval::try_new(lo, hi)
}

fn lt(a: Wide, b: Wide) -> Interval {
    if a.hi < b.lo {
        Interval::point(1)
    } else if a.lo >= b.hi {
        Interval::point(0)
    } else {
        Interval { lo: 0, hi: 1 }
    }
}

fn le(a: Wide, b: Wide) -> Interval {
    not(lt(b, a))
}

fn eq(a: Wide, b: Wide) -> Interval {
    if a.lo == a.hi && b.lo == b.hi && a.lo == b.lo {
        Interval::point(1)
    } else if a.hi < b.lo || b.hi < a.lo {
        Interval::point(0)
    } else {
        Interval { lo: 0, hi: 1 }
    }
}

fn not(b: Interval) -> Interval {
    Interval {
        lo: 1 - b.hi,
        hi: 1 - b.lo,
    }
}

// Hacker's Delight, 2nd ed., §4-3: exact bounds of x op y for x in [a, b], y in [c, d] (unsigned).

/// An unsigned range `(lo, hi)` of bit patterns.
type Bits = (u64, u64);

const TOP: u64 = 1 << 63;

fn min_or((mut a, b): Bits, (mut c, d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if !a & c & m != 0 {
            let t = (a | m) & m.wrapping_neg();
            if t <= b {
                a = t;
                break;
            }
        } else if a & !c & m != 0 {
            let t = (c | m) & m.wrapping_neg();
            if t <= d {
                c = t;
                break;
            }
        }
        m >>= 1;
    }
    a | c
}

fn max_or((a, mut b): Bits, (c, mut d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if b & d & m != 0 {
            let t = (b - m) | (m - 1);
            if t >= a {
                b = t;
                break;
            }
            let t = (d - m) | (m - 1);
            if t >= c {
                d = t;
                break;
            }
        }
        m >>= 1;
    }
    b | d
}

fn min_and((mut a, b): Bits, (mut c, d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if !a & !c & m != 0 {
            let t = (a | m) & m.wrapping_neg();
            if t <= b {
                a = t;
                break;
            }
            let t = (c | m) & m.wrapping_neg();
            if t <= d {
                c = t;
                break;
            }
        }
        m >>= 1;
    }
    a & c
}

fn max_and((a, mut b): Bits, (c, mut d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if b & !d & m != 0 {
            let t = (b & !m) | (m - 1);
            if t >= a {
                b = t;
                break;
            }
        } else if !b & d & m != 0 {
            let t = (d & !m) | (m - 1);
            if t >= c {
                d = t;
                break;
            }
        }
        m >>= 1;
    }
    b & d
}

fn min_xor((mut a, b): Bits, (mut c, d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if !a & c & m != 0 {
            let t = (a | m) & m.wrapping_neg();
            if t <= b {
                a = t;
            }
        } else if a & !c & m != 0 {
            let t = (c | m) & m.wrapping_neg();
            if t <= d {
                c = t;
            }
        }
        m >>= 1;
    }
    a ^ c
}

fn max_xor((a, mut b): Bits, (c, mut d): Bits) -> u64 {
    let mut m = TOP;
    while m != 0 {
        if b & d & m != 0 {
            let t = (b - m) | (m - 1);
            if t >= a {
                b = t;
            } else {
                let t = (d - m) | (m - 1);
                if t >= c {
                    d = t;
                }
            }
        }
        m >>= 1;
    }
    b ^ d
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.lo, self.hi)
    }
}

#[cfg(test)]
mod tests;
