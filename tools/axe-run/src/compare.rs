//! Comparison of outputs against the reference (the interpreter on the
//! original program). Integers and bools must be equal. Floats: NaN only
//! where the reference is NaN; an infinity only where the reference has the
//! same infinity (a tolerance scaled by |inf| would accept every value);
//! finite values within `|a - b| <= atol + rtol * |b|`; with `signed_zeros`,
//! -0 and +0 differ (the results of maximumf/minimumf, copysign, division
//! by zero and negation define the sign; a sum may not, so it is a choice).

use axe_interp::{value::format_num, ElemTy, Tensor};

/// Tolerances of a float comparison, and whether the sign of a zero counts.
#[derive(Clone, Copy, Debug)]
pub struct Tolerance {
    pub rtol: f64,
    pub atol: f64,
    /// -0 and +0 must match (`axe-run --signed-zeros`).
    pub signed_zeros: bool,
}

impl Tolerance {
    /// Refuses tolerances that would make the comparison meaningless: a
    /// negative one rejects equal values, NaN rejects everything.
    pub fn new(rtol: f64, atol: f64, signed_zeros: bool) -> Result<Tolerance, String> {
        for (flag, v) in [("--rtol", rtol), ("--atol", atol)] {
            if !(v >= 0.0) {
                return Err(format!("{flag} {v} is not a tolerance (give a number >= 0, e.g. 1e-6)"));
            }
        }
        Ok(Tolerance {
            rtol,
            atol,
            signed_zeros,
        })
    }

    /// Whether `got` passes for the reference `want`.
    pub fn accepts(&self, want: f64, got: f64) -> bool {
        if want.is_nan() || got.is_nan() {
            return want.is_nan() && got.is_nan();
        }
        if want.is_infinite() || got.is_infinite() {
            return want == got;
        }
        if want == got {
            return !self.signed_zeros || want.is_sign_negative() == got.is_sign_negative();
        }
        (got - want).abs() <= self.atol + self.rtol * want.abs()
    }
}

/// The running statistics of one function's comparisons.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub max_abs: f64,
    pub max_rel: f64,
    /// The first mismatch, described.
    pub mismatch: Option<String>,
    /// Per output label: (label, max abs error, max rel error).
    pub per_output: Vec<(String, f64, f64)>,
}

impl Stats {
    /// Compares `after` with the reference `before`; records the first mismatch.
    pub fn compare(&mut self, label: &str, before: &Tensor, after: &Tensor, tol: Tolerance) {
        if self.mismatch.is_some() {
            return;
        }
        if before.shape != after.shape || before.elem != after.elem {
            let shaped = |t: &Tensor| axe_interp::types::TypeInfo::Tensor(t.elem, t.shape.clone()).to_string();
            self.mismatch = Some(format!("{label}: {} before, {} after", shaped(before), shaped(after)));
            return;
        }
        let slot = match self.per_output.iter().position(|(l, _, _)| l == label) {
            Some(i) => i,
            None => {
                self.per_output.push((label.to_string(), 0.0, 0.0));
                self.per_output.len() - 1
            }
        };
        for (i, (a, b)) in after.data.iter().zip(&before.data).enumerate() {
            let ok = if before.elem.is_float() {
                let (x, y) = (a.float(), b.float());
                // Errors are measured between finite values only: a mismatched infinity or
                // NaN fails below instead of making the maximum infinite or NaN.
                if x != y && x.is_finite() && y.is_finite() {
                    let abs = (x - y).abs();
                    let rel = abs / y.abs();
                    self.max_abs = self.max_abs.max(abs);
                    let output = &mut self.per_output[slot];
                    output.1 = output.1.max(abs);
                    if rel.is_finite() {
                        self.max_rel = self.max_rel.max(rel);
                        output.2 = output.2.max(rel);
                    }
                }
                tol.accepts(y, x)
            } else {
                a.int() == b.int()
            };
            if !ok {
                let elem: ElemTy = before.elem;
                self.mismatch = Some(format!(
                    "{label} element {i}: {} before, {} after",
                    format_num(elem, *b),
                    format_num(elem, *a)
                ));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOL: Tolerance = Tolerance {
        rtol: 1e-6,
        atol: 1e-6,
        signed_zeros: false,
    };

    #[test]
    fn infinities_match_in_sign_only() {
        assert!(TOL.accepts(f64::INFINITY, f64::INFINITY));
        assert!(TOL.accepts(f64::NEG_INFINITY, f64::NEG_INFINITY));
        for got in [0.0, 1e300, f64::MAX, f64::NEG_INFINITY, f64::NAN] {
            assert!(!TOL.accepts(f64::INFINITY, got), "inf accepted {got}");
        }
        assert!(!TOL.accepts(f64::NEG_INFINITY, f64::INFINITY));
        assert!(!TOL.accepts(f64::MAX, f64::INFINITY));
        assert!(!TOL.accepts(1.0, f64::NEG_INFINITY));
    }

    #[test]
    fn nan_only_where_nan() {
        assert!(TOL.accepts(f64::NAN, f64::NAN));
        assert!(!TOL.accepts(f64::NAN, 0.0));
        assert!(!TOL.accepts(0.0, f64::NAN));
        assert!(!TOL.accepts(f64::INFINITY, f64::NAN));
    }

    #[test]
    fn signed_zeros_are_a_choice() {
        assert!(TOL.accepts(0.0, -0.0));
        let signed = Tolerance {
            signed_zeros: true,
            ..TOL
        };
        assert!(!signed.accepts(0.0, -0.0));
        assert!(!signed.accepts(-0.0, 0.0));
        assert!(signed.accepts(-0.0, -0.0));
        // A tiny nonzero value within atol of a zero still passes: only exact zeros have a sign to compare.
        assert!(signed.accepts(0.0, 1e-9));
    }

    #[test]
    fn finite_values_within_tolerance() {
        assert!(TOL.accepts(1.0, 1.0 + 1e-7));
        assert!(!TOL.accepts(1.0, 1.0 + 1e-5));
        assert!(TOL.accepts(1e6, 1e6 + 0.5));
    }

    #[test]
    fn negative_or_nan_tolerances_are_refused() {
        assert!(Tolerance::new(-1e-6, 0.0, false).unwrap_err().contains("--rtol"));
        assert!(Tolerance::new(0.0, -1.0, false).unwrap_err().contains("--atol"));
        assert!(Tolerance::new(f64::NAN, 0.0, false).is_err());
        assert!(Tolerance::new(0.0, 0.0, true).is_ok());
    }
}
