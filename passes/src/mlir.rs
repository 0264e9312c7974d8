//! Bridges between MLIR IR and the pure-Rust algorithms: reading the IR
//! (`ir`), its value ranges (`value_ranges`, `transfer`), and moving index
//! arithmetic into the symbolic engine and back (`index_import`,
//! `index_export`). The passes that use them live in the rooms of their
//! concern (`index/`, `layouts/`, `trainium/`).

pub mod dense_resource;
pub mod index_export;
pub mod index_import;
pub mod ir;
pub mod transfer;
pub mod value_ranges;
