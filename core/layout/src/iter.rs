//! Iters (spec 001 Definition 2.1): I = (e, s, a) with extent e > 0, stride s != 0 on axis a,
//! inducing f_I(x) = (x * s)@a for x in [0, e).

use std::fmt;

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};

/// One strided iter on a named axis.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Iter {
    extent: i64,
    stride: i64,
    axis: Axis,
}

impl Iter {
    /// An iter; fails unless `extent > 0` and `stride != 0` (Definition 2.1).
    pub fn new(extent: i64, stride: i64, axis: Axis) -> Result<Iter> {
        if extent <= 0 {
            return Err(LayoutError::InvalidIter(format!("extent {extent} must be positive")));
        }
        if stride == 0 {
            return Err(LayoutError::InvalidIter(format!(
                "stride of iter {extent}:0@{axis} must be non-zero"
            )));
        }
        Ok(Iter { extent, stride, axis })
    }

    /// An iter on the memory axis `m`.
    pub fn on_memory(extent: i64, stride: i64) -> Result<Iter> {
        Iter::new(extent, stride, Axis::memory())
    }

    pub fn extent(&self) -> i64 {
        self.extent
    }

    pub fn stride(&self) -> i64 {
        self.stride
    }

    pub fn axis(&self) -> &Axis {
        &self.axis
    }

    /// The same iter with another stride (on the same axis).
    pub fn with_stride(&self, stride: i64) -> Result<Iter> {
        Iter::new(self.extent, stride, self.axis.clone())
    }

    /// The same iter with another extent.
    pub fn with_extent(&self, extent: i64) -> Result<Iter> {
        Iter::new(extent, self.stride, self.axis.clone())
    }

    /// |s| * (e - 1): how far this iter reaches on its axis (the summand of Lemma C.1).
    pub fn reach(&self) -> Result<i64> {
        arith::mul(arith::abs(self.stride)?, self.extent - 1)
    }
}

impl fmt::Display for Iter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.axis.is_memory() {
            write!(f, "{}:{}", self.extent, self.stride)
        } else {
            write!(f, "{}:{}@{}", self.extent, self.stride, self.axis)
        }
    }
}
