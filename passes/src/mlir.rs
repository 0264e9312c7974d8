//! Bridges between MLIR IR and the pure-Rust algorithms: value ranges (`value_ranges`,
//! `transfer`), and moving index arithmetic into the symbolic engine and back (`index_import`,
//! `index_export`). Reading the IR is the dialect crate's (`axe_dialects::ir`, the project's IR
//! vocabulary). The passes that use them live in the rooms of their
//! concern (`index/`, `layouts/`, `trainium/`).

pub mod index_export;
pub mod index_import;
pub mod transfer;
pub mod value_ranges;
