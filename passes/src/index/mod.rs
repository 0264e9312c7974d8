//! Passes about index values as a whole: what the ranges prove about the
//! addresses a kernel computes.

pub mod check_bounds;
