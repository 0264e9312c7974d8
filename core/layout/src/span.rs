//! Axis-wise span (spec 001 §2.3 and Lemma C.1):
//! span_a(f_L) = 1 + sum_{I in D, a_I = a} |s_I| (e_I - 1) + sum_{J in R, a_J = a} |s_J| (e_J - 1),
//! which equals max - min + 1 of the values f_L takes on axis a (digits are independent), and 1 on
//! an axis the layout does not use.

use std::collections::BTreeMap;

use crate::arith;
use crate::axis::Axis;
use crate::error::Result;
use crate::layout::Layout;

impl Layout {
    /// span_a(f_L) on one axis.
    pub fn span(&self, axis: &Axis) -> Result<i64> {
        self.shard()
            .iter()
            .chain(self.replica())
            .filter(|i| i.axis() == axis)
            .try_fold(1i64, |acc, i| arith::add(acc, i.reach()?))
    }

    /// span(f_L) on every axis of D and R (the axes missing here have span 1). Offset-only axes are
    /// listed too, with span 1, so that `O (.) span` is defined on them.
    pub fn span_vector(&self) -> Result<BTreeMap<Axis, i64>> {
        let mut spans: BTreeMap<Axis, i64> = self.offset().keys().map(|a| (a.clone(), 1)).collect();
        for iter in self.shard().iter().chain(self.replica()) {
            let span = spans.entry(iter.axis().clone()).or_insert(1);
            *span = arith::add(*span, iter.reach()?)?;
        }
        Ok(spans)
    }
}
