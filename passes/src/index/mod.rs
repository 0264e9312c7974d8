//! Passes about index values as a whole: what the ranges prove about the
//! addresses a kernel computes, and the validity of the invalid index
//! turned into gates.

pub mod check_bounds;
pub mod extract_gates;
