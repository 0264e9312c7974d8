//! Passes about index values: what the value ranges prove about them
//! (`axe-annotate-bounds`), exact simplification of their arithmetic
//! (`axe-simplify-index`) and its integer width (`axe-lower-index-dtype`),
//! what the ranges prove about the addresses a kernel computes
//! (`axe-check-bounds`), and the validity of the invalid index turned into
//! gates (`uop-extract-gates`).

pub mod annotate_bounds;
pub mod check_bounds;
pub mod extract_gates;
pub mod lower_index_dtype;
pub mod simplify_index;
