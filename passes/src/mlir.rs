//! Bridges between MLIR IR and the pure-Rust algorithms: reading the IR
//! (`ir`, now `axe_dialects::ir`), its value ranges (`value_ranges`, `transfer`), and moving index
//! arithmetic into the symbolic engine and back (`index_import`,
//! `index_export`). The passes that use them live in the rooms of their
//! concern (`index/`, `layouts/`, `trainium/`).

pub mod index_export;
pub mod index_import;
pub mod transfer;
pub mod value_ranges;

// The IR readers moved to the dialect crate (the project's IR vocabulary); these names
// keep the passes' and the code generator's paths to them.
pub use axe_dialects::ir::dense_resource;
pub use axe_dialects::ir::read as ir;
