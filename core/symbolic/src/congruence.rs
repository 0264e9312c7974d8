//! Congruences: every value of a node is `residue (mod modulus)`, computed at construction next to its range.
//!
//! Interval ranges cannot see that `(r*8 + 3) % 12` is never 0: its numerator is `3 (mod 4)` and so is the
//! remainder, which is therefore in `{3, 7, 11}`. tinygrad finds such facts by rewriting the remainder first
//! (`gcd_with_remainder`: `((r*2) % 3)*4 + 3`); here the fact is a second abstract value, and the node's range is
//! tightened to its first and last congruent points, so every rule that reads ranges sees it.
//!
//! The domain is the classic congruence lattice: `modulus == 0` means the single value `residue`; otherwise the
//! residue is kept in `[0, modulus)`, and `modulus == 1` says nothing. The transfer functions reason about the
//! mathematical integers, so the graph only uses them on exact nodes (whose value is the mathematical result).
//! Every intermediate is computed in `i128`; a modulus that does not fit an `i64` gives up (`unknown`).

use crate::graph::DivKind;
use crate::interval::{floor_div_i128, Interval};

/// The values `residue + k * modulus` for integer `k` (only `residue` when `modulus == 0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Congruence {
    pub modulus: i64,
    pub residue: i64,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Congruence {
    pub const UNKNOWN: Congruence = Congruence { modulus: 1, residue: 0 };

    pub fn exactly(v: i64) -> Congruence {
        Congruence { modulus: 0, residue: v }
    }

    /// Normalizes `residue (mod modulus)`; `unknown` when the modulus or residue leaves the `i64` range.
    fn of(modulus: i128, residue: i128) -> Congruence {
        let modulus = modulus.abs();
        let residue = if modulus == 0 {
            residue
        } else {
            residue.rem_euclid(modulus)
        };
        match (i64::try_from(modulus), i64::try_from(residue)) {
            (Ok(modulus), Ok(residue)) => Congruence { modulus, residue },
            _ => Congruence::UNKNOWN,
        }
    }

    fn parts(self) -> (i128, i128) {
        (self.modulus as i128, self.residue as i128)
    }

    /// The value, when there is only one.
    pub fn value(self) -> Option<i64> {
        (self.modulus == 0).then_some(self.residue)
    }

    /// A variable's congruence: one value when its range is a point.
    pub fn of_range(r: Interval) -> Congruence {
        if r.lo == r.hi {
            Congruence::exactly(r.lo)
        } else {
            Congruence::UNKNOWN
        }
    }

    pub fn add(self, o: Congruence) -> Congruence {
        let ((m1, r1), (m2, r2)) = (self.parts(), o.parts());
        Congruence::of(gcd(m1, m2), r1 + r2)
    }

    pub fn neg(self) -> Congruence {
        let (m, r) = self.parts();
        Congruence::of(m, -r)
    }

    pub fn sub(self, o: Congruence) -> Congruence {
        self.add(o.neg())
    }

    /// `(m1*x + r1) * (m2*y + r2) = m1*m2*x*y + m1*r2*x + m2*r1*y + r1*r2`.
    pub fn mul(self, o: Congruence) -> Congruence {
        let ((m1, r1), (m2, r2)) = (self.parts(), o.parts());
        let (Some(mm), Some(mr), Some(rm), Some(rr)) = (
            m1.checked_mul(m2),
            m1.checked_mul(r2),
            m2.checked_mul(r1),
            r1.checked_mul(r2),
        ) else {
            return Congruence::UNKNOWN;
        };
        Congruence::of(gcd(gcd(mm, mr), rm), rr)
    }

    /// Either operand's values (select, min, max): the smallest congruence holding both.
    pub fn join(self, o: Congruence) -> Congruence {
        let ((m1, r1), (m2, r2)) = (self.parts(), o.parts());
        Congruence::of(gcd(gcd(m1, m2), r1 - r2), r1)
    }

    /// `x - d*q` for any integer `q`: every remainder kind with divisor `d` (floor, truncating, and unsigned on
    /// non-negative operands) is of this form. `d*q` is a multiple of `gcd(md, rd)`.
    pub fn rem(self, d: Congruence) -> Congruence {
        let ((m, r), (md, rd)) = (self.parts(), d.parts());
        Congruence::of(gcd(m, gcd(md, rd)), r)
    }

    /// `x // c` for a constant `c` dividing the modulus: `(m*t + r) // c = (m/c)*t + r // c` exactly for floor
    /// division, and for truncating or unsigned division where `x >= 0` and `c > 0` (then they agree with floor).
    pub fn div(self, kind: DivKind, x: Interval, d: Congruence) -> Congruence {
        let (Some(c), (m, r)) = (d.value(), self.parts()) else {
            return Congruence::UNKNOWN;
        };
        let floor_like = kind == DivKind::Floor || (x.lo >= 0 && c > 0);
        if c == 0 || !floor_like || m % c as i128 != 0 {
            return Congruence::UNKNOWN;
        }
        Congruence::of(m / c as i128, floor_div_i128(r, c as i128))
    }

    /// The range narrowed to its first and last points in the congruence class; the range itself when the class
    /// misses it (only possible for an unreachable node).
    pub fn tighten(self, range: Interval) -> Interval {
        let (m, r) = self.parts();
        if m == 0 {
            return if range.lo as i128 <= r && r <= range.hi as i128 {
                Interval::point(r as i64)
            } else {
                range
            };
        }
        let lo = range.lo as i128 + (r - range.lo as i128).rem_euclid(m);
        let hi = range.hi as i128 - (range.hi as i128 - r).rem_euclid(m);
        if lo > hi {
            return range;
        }
        Interval::new(lo as i64, hi as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value of `xs` op every value of `ys` must be in the congruence the transfer function gives.
    fn holds(c: Congruence, v: i128) -> bool {
        let (m, r) = c.parts();
        if m == 0 {
            v == r
        } else {
            (v - r).rem_euclid(m) == 0
        }
    }

    fn values(c: Congruence) -> Vec<i128> {
        let (m, r) = c.parts();
        if m == 0 {
            vec![r]
        } else {
            (-6..=6).map(|k| r + k * m).collect()
        }
    }

    #[test]
    fn transfer_functions_hold_on_sample_values() {
        let classes = [
            Congruence::exactly(0),
            Congruence::exactly(-12),
            Congruence::exactly(7),
            Congruence::of(4, 3),
            Congruence::of(6, 0),
            Congruence::of(8, 5),
            Congruence::UNKNOWN,
        ];
        for &a in &classes {
            for &b in &classes {
                for x in values(a) {
                    for y in values(b) {
                        assert!(holds(a.add(b), x + y), "{a:?} + {b:?} at {x}, {y}");
                        assert!(holds(a.sub(b), x - y), "{a:?} - {b:?} at {x}, {y}");
                        assert!(holds(a.mul(b), x * y), "{a:?} * {b:?} at {x}, {y}");
                        assert!(holds(a.join(b), x) && holds(a.join(b), y), "{a:?} join {b:?}");
                        if y != 0 {
                            let floor = floor_div_i128(x, y);
                            assert!(holds(a.rem(b), x - y * floor), "{a:?} % {b:?} at {x}, {y}");
                            assert!(holds(a.rem(b), x % y), "{a:?} %t {b:?} at {x}, {y}");
                            let range = Interval::new(-1000, 1000);
                            assert!(
                                holds(a.div(DivKind::Floor, range, b), floor),
                                "{a:?} // {b:?} at {x}, {y}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn tighten_moves_the_bounds_onto_the_class() {
        assert_eq!(Congruence::of(4, 3).tighten(Interval::new(0, 11)), Interval::new(3, 11));
        assert_eq!(
            Congruence::of(4, 1).tighten(Interval::new(-16, 0)),
            Interval::new(-15, -3)
        );
        assert_eq!(Congruence::exactly(5).tighten(Interval::new(0, 9)), Interval::point(5));
        // A class that misses the range leaves it alone.
        assert_eq!(Congruence::of(10, 5).tighten(Interval::new(0, 3)), Interval::new(0, 3));
        assert_eq!(
            Congruence::UNKNOWN.tighten(Interval::new(i64::MIN, i64::MAX)),
            Interval::new(i64::MIN, i64::MAX)
        );
    }
}
