//! Comparison of outputs: integers exactly, floats with
//! `|a - b| <= atol + rtol * |b|` (b: the reference), NaN equal to NaN.

use axe_passes::interp::{ElemTy, Tensor, value::format_num};

/// Tolerances of a float comparison.
#[derive(Clone, Copy, Debug)]
pub struct Tolerance {
    pub rtol: f64,
    pub atol: f64,
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
            let shaped = |t: &Tensor| axe_passes::interp::types::TypeInfo::Tensor(t.elem, t.shape.clone()).to_string();
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
                if x.is_nan() || y.is_nan() {
                    x.is_nan() && y.is_nan()
                } else if x == y {
                    true
                } else {
                    let abs = (x - y).abs();
                    let rel = abs / y.abs();
                    self.max_abs = self.max_abs.max(abs);
                    let output = &mut self.per_output[slot];
                    output.1 = output.1.max(abs);
                    if rel.is_finite() {
                        self.max_rel = self.max_rel.max(rel);
                        output.2 = output.2.max(rel);
                    }
                    abs <= tol.atol + tol.rtol * y.abs()
                }
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
