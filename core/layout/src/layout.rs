//! Axe layouts (spec 001 Definition 2.2): L = (D, R, O) with an ordered tuple D of shard iters
//! (n_D >= 1), a multiset R of replica iters and a per-axis offset O.

use std::collections::{BTreeMap, BTreeSet};

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;

/// A per-axis integer vector, an element of ZA (zero components may be present or absent).
pub type Offset = BTreeMap<Axis, i64>;

/// An Axe layout. Equality is structural (D in order, R in the stored order, O entry by entry);
/// use [`crate::canonicalize::equivalent`] to compare induced maps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    shard: Vec<Iter>,
    replica: Vec<Iter>,
    offset: Offset,
}

impl Layout {
    /// A layout from its parts. Fails when D is empty or when the number of logical indices
    /// (the product of D's extents), the number of replicas, or a per-axis span overflows `i64`.
    pub fn new(shard: Vec<Iter>, replica: Vec<Iter>, offset: Offset) -> Result<Layout> {
        if shard.is_empty() {
            return Err(LayoutError::InvalidLayout(
                "the shard part D needs at least one iter (write S[1:1] for a single point)".into(),
            ));
        }
        let layout = Layout { shard, replica, offset };
        arith::product(layout.shard.iter().map(Iter::extent))?;
        arith::product(layout.replica.iter().map(Iter::extent))?;
        // Every per-axis span (Lemma C.1) must fit, so that evaluating the map cannot overflow.
        let mut reach: Vec<(&Axis, i64)> = Vec::with_capacity(4);
        for iter in layout.shard.iter().chain(&layout.replica) {
            let r = iter.reach()?;
            match reach.iter_mut().find(|(a, _)| *a == iter.axis()) {
                Some((_, total)) => *total = arith::add(*total, r)?,
                None => reach.push((iter.axis(), arith::add(1, r)?)),
            }
        }
        Ok(layout)
    }

    /// A layout with only a shard part, all strides on `m` (numpy-style shape and strides).
    pub fn strided(extents: &[i64], strides: &[i64]) -> Result<Layout> {
        if extents.len() != strides.len() {
            return Err(LayoutError::InvalidLayout(format!(
                "{} extents but {} strides",
                extents.len(),
                strides.len()
            )));
        }
        let shard = extents
            .iter()
            .zip(strides)
            .map(|(&e, &s)| Iter::on_memory(e, s))
            .collect::<Result<_>>()?;
        Layout::new(shard, vec![], Offset::new())
    }

    /// The row-major (last iter fastest) compact layout of a shape on `m`.
    pub fn row_major(extents: &[i64]) -> Result<Layout> {
        let mut strides = vec![1i64; extents.len()];
        for i in (0..extents.len().saturating_sub(1)).rev() {
            strides[i] = arith::mul(strides[i + 1], extents[i + 1])?;
        }
        Layout::strided(extents, &strides)
    }

    /// D: the ordered shard iters; the last one varies fastest.
    pub fn shard(&self) -> &[Iter] {
        &self.shard
    }

    /// R: the replica iters (a multiset; the stored order is kept for printing).
    pub fn replica(&self) -> &[Iter] {
        &self.replica
    }

    /// O: the per-axis offset.
    pub fn offset(&self) -> &Offset {
        &self.offset
    }

    /// E_D: the number of logical indices (product of D's extents).
    pub fn size(&self) -> i64 {
        // Checked in the constructor.
        self.shard.iter().map(Iter::extent).product()
    }

    /// E_R: the number of replica combinations (1 when R is empty).
    pub fn replica_count(&self) -> i64 {
        self.replica.iter().map(Iter::extent).product()
    }

    /// Product of the extents of D's iters on `axis` (TIRx `size(axis)`).
    pub fn size_on(&self, axis: &Axis) -> i64 {
        self.shard
            .iter()
            .filter(|i| i.axis() == axis)
            .map(Iter::extent)
            .product()
    }

    /// Every axis named in D, R or O.
    pub fn axes(&self) -> BTreeSet<Axis> {
        let mut axes: BTreeSet<Axis> = self
            .shard
            .iter()
            .chain(&self.replica)
            .map(|i| i.axis().clone())
            .collect();
        axes.extend(self.offset.keys().cloned());
        axes
    }

    /// Whether `shape` is admitted: the product of its entries equals E_D (spec 001 §2.3).
    pub fn admits(&self, shape: &[i64]) -> bool {
        !shape.is_empty()
            && shape.iter().all(|&s| s > 0)
            && arith::product(shape.iter().copied()).ok() == Some(self.size())
    }

    /// Fails with a clear message unless `shape` is admitted.
    pub fn check_admits(&self, shape: &[i64]) -> Result<()> {
        if shape.is_empty() {
            return Err(LayoutError::Shape("a shape needs at least one dim".into()));
        }
        if let Some(bad) = shape.iter().find(|&&s| s <= 0) {
            return Err(LayoutError::Shape(format!("shape entry {bad} must be positive")));
        }
        let total = arith::product(shape.iter().copied())?;
        if total != self.size() {
            return Err(LayoutError::Shape(format!(
                "shape {} has {total} elements but the layout has {}",
                format_shape(shape),
                self.size()
            )));
        }
        Ok(())
    }
}

/// `(a,b,c)` for error messages and tool output.
pub fn format_shape(shape: &[i64]) -> String {
    let parts: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("({})", parts.join(","))
}
