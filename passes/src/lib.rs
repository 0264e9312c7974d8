//! Axe's passes. Algorithms live in pure-Rust crates (`axe-symbolic`,
//! `axe-layout`, `axe-trainium`); the bridges under [`mlir`] import IR into
//! them and write the result back; each pass lives in the module of its
//! concern (`index`, `layouts`, `trainium`, `ranges`, `buffers`, ...).

pub mod attention;
pub mod buffers;
pub mod distribute;
pub mod index;
pub mod kernel_ir;
pub mod kernelize;
pub mod layouts;
pub mod linalg;
pub mod linalg_to_axe;
pub mod mlir;
pub mod rangeify;
pub mod ranges;
pub mod reduce;
pub mod split_kernels;
pub mod tensor_to_kernels;
pub mod trainium;

use axe_dialects::pass::{self, PassDefinition};

/// Every Axe pass, in the order `--help` lists them.
pub const ALL_PASSES: &[&PassDefinition] = &[
    &index::annotate_bounds::ANNOTATE_BOUNDS,
    &layouts::canonicalize::CANONICALIZE_LAYOUTS,
    &trainium::dispatch::DISPATCH_TRAINIUM,
    &index::simplify_index::SIMPLIFY_INDEX,
    &index::lower_index_dtype::LOWER_INDEX_DTYPE,
    &index::check_bounds::CHECK_BOUNDS,
    &index::extract_gates::EXTRACT_GATES,
    &linalg::CONVERT_LINALG_TO_UOP,
    &attention::RECOGNIZE_ATTENTION,
    &linalg_to_axe::CONVERT_LINALG_TO_AXE_TRAINIUM,
    &rangeify::RANGEIFY,
    &split_kernels::SPLIT_KERNELS,
    &ranges::split::SPLIT_RANGES,
    &ranges::merge::MERGE_RANGES,
    &ranges::flatten::FLATTEN_RANGES,
    &reduce::collapse::COLLAPSE_REDUCE,
    &buffers::folds::FOLD_BUFFERS,
    &buffers::folds::FOLD_INDEXING,
    &buffers::folds::FOLD_IDENTITY,
    &buffers::folds::FLATTEN_BUFFERIZE,
    &buffers::removal::REMOVE_BUFFERS,
    &buffers::dead_axes::REMOVE_DEAD_AXES,
    &reduce::unparented::REDUCE_UNPARENTED,
    &reduce::split_reduceop::SPLIT_REDUCEOP,
    &ranges::pipeline::OPTIMIZE_RANGES,
    &distribute::DISTRIBUTE,
    &distribute::FORGET_DISTRIBUTION,
];

/// Registers every Axe pass in MLIR's global pass registry. Idempotent only
/// per process start: call once, before parsing pipelines.
pub fn register_all() {
    for definition in ALL_PASSES {
        pass::register(definition);
    }
    pass::register_pipeline(&kernelize::KERNELIZE);
    pass::register_pipeline(&tensor_to_kernels::LINALG_TO_TENSOR_UOP);
    pass::register_pipeline(&tensor_to_kernels::TENSOR_TO_KERNELS);
}
