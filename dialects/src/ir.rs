//! The project's IR vocabulary: how every crate reads and builds MLIR IR. [`read`] holds
//! the small readers over melior's API (names, attributes, uses, constants,
//! symbols, locations), [`attribute_names`] names the attributes passes hand on,
//! [`enums`] mirrors the dialects' enums (and `arith`'s predicates) as Rust types, [`dense_resource`] resolves torch-mlir's weights,
//! [`build`] is where a pass's new ops go, [`value_types`] reads types into the value model of `axe-values`, and
//! [`tensormap`] reads a TMA descriptor type, which the PTX emitter and the GPU
//! emulator both need; [`checked`] indexes an op's regions, results and operands without
//! melior's error path, which prints the op.

pub mod attribute_names;
pub mod build;
pub mod checked;
pub mod dense_resource;
pub mod enums;
pub mod read;
pub mod tensormap;
pub mod value_types;

pub use checked::{BlockAt, OperationAt};
pub use read::*;
