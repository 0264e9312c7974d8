//! Distributed programs to MPI: `axe-lower-collectives` turns the `shard` collectives into calls
//! of ring and pairwise algorithms over `mpi` ops ([`rings`]; MLIR 22's `convert-shard-to-mpi`
//! lowers only all-reduce, and that lowering crashed under OpenMPI here, see rings.rs);
//! `axe-distributed-to-llvm` is the whole path from `axe-distribute`'s output to the LLVM dialect,
//! with upstream passes for the rest (bufferization, `convert-to-llvm` for the `mpi` ops against
//! OpenMPI's ABI).

mod helper_ops;
pub mod rings;

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions, PipelineDefinition},
};
use axe_distribute::Combine;
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, StringAttribute},
    operation::{OperationBuilder, OperationLike},
    Attribute, BlockLike, Identifier, OperationRef, RegionLike, ValueLike,
};
use rings::{Kind, Site};

pub static LOWER_COLLECTIVES: PassDefinition = PassDefinition {
    argument: "axe-lower-collectives",
    description: "Lower shard.all_gather / reduce_scatter / all_to_all / all_slice / all_reduce to calls of ring and pairwise algorithms over mpi ops (a sum over the whole grid: MPI_Allreduce; over a group, or a max or min: ring reduce-scatter + all-gather), combining pieces with the reduction's own op (axe.combine, else the sum / max / min of `reduction`)",
    options: &[],
    run,
};

macro_rules! to_buffers {
    () => {
        "axe-lower-collectives,symbol-dce,canonicalize,convert-elementwise-to-linalg,\
         one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},\
         buffer-results-to-out-params{modify-public-functions},canonicalize"
    };
}

macro_rules! buffers_to_llvm {
    () => {
        "convert-linalg-to-loops,func.func(llvm-request-c-wrappers),convert-scf-to-cf,\
         expand-strided-metadata,lower-affine,convert-to-llvm,reconcile-unrealized-casts,canonicalize"
    };
}

/// The first half of [`DISTRIBUTED_TO_LLVM`]: collectives to MPI, tensors to memrefs, results
/// to out-parameters (what the CPU JIT calls: pieces, fingerprints, then output buffers).
pub const TO_BUFFERS: &str = to_buffers!();

/// The second half: loops, C entry points, and everything (the `mpi` ops included) to LLVM.
pub const BUFFERS_TO_LLVM: &str = buffers_to_llvm!();

/// From `axe-distribute`'s output to the LLVM dialect, for OpenMPI.
pub static DISTRIBUTED_TO_LLVM: PipelineDefinition = PipelineDefinition {
    argument: "axe-distributed-to-llvm",
    description: "Per-process programs with shard collectives (axe-distribute's output) to the LLVM dialect against OpenMPI: axe-lower-collectives, bufferization with results as out-parameters, linalg to loops, convert-to-llvm",
    elements: concat!(to_buffers!(), ",", buffers_to_llvm!()),
};

/// OpenMPI's `libmpi`, opened once, so the JIT resolves `MPI_*` and the `ompi_mpi_*` handles
/// from the process. `$AXE_LIBMPI` names another copy.
pub fn load_runtime() -> Result<(), String> {
    static LOADED: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    LOADED
        .get_or_init(|| {
            crate::jit::open_runtime_library(
                "AXE_LIBMPI",
                &["libmpi.so.40", "/usr/lib/x86_64-linux-gnu/libmpi.so.40"],
                "OpenMPI's library is not installed; Debian packages openmpi-bin libopenmpi-dev",
            )
        })
        .clone()
}

/// MLIR 22's `mpi` lowering names OpenMPI's sum operation `ompi_mpi_sum`; the library exports
/// it as `ompi_mpi_op_sum` (and likewise for the other reductions). The JIT resolves the
/// lowering's names to the library's.
pub fn register_symbol_aliases(engine: mlir_sys::MlirExecutionEngine) {
    unsafe extern "C" {
        fn dlsym(handle: *mut std::ffi::c_void, symbol: *const std::ffi::c_char) -> *mut std::ffi::c_void;
    }
    for op in [
        "sum", "max", "min", "prod", "land", "band", "lor", "bor", "lxor", "bxor", "replace",
    ] {
        let library = std::ffi::CString::new(format!("ompi_mpi_op_{op}")).expect("no NUL");
        let address = unsafe { dlsym(std::ptr::null_mut(), library.as_ptr()) };
        if address.is_null() {
            continue;
        }
        let alias = format!("ompi_mpi_{op}");
        unsafe {
            mlir_sys::mlirExecutionEngineRegisterSymbol(
                engine,
                mlir_sys::MlirStringRef {
                    data: alias.as_ptr().cast(),
                    length: alias.len(),
                },
                address,
            )
        };
    }
}

/// The attribute `convert-to-llvm` reads to pick the MPI ABI.
pub const OPENMPI: &str = r#"#dlti.map<"MPI:Implementation" = "OpenMPI">"#;

fn index_attr(op: &OperationRef, name: &str) -> Option<usize> {
    let text = op.attribute(name).ok()?.to_string();
    text.split(':').next()?.trim().parse().ok()
}

/// How a reduction's pieces combine: the `axe.combine` op `axe-distribute` names (the
/// reduction's own), else the meaning of the `reduction` kind (sum when absent).
fn combine_of(op: &OperationRef, element: &str) -> Result<Combine, String> {
    let float = rings::is_float(element);
    if let Ok(named) = op.attribute(attribute_names::COMBINE) {
        let name = StringAttribute::try_from(named)
            .map(|s| s.value().to_string())
            .unwrap_or_default();
        return Combine::of_op(&name).ok_or_else(|| {
            format!(
                "combines pieces with `{name}`; the MPI lowering takes {}",
                Combine::accepted()
            )
        });
    }
    let kind = match op.attribute("reduction") {
        // `#shard<partial max>`
        Ok(kind) => kind
            .to_string()
            .trim_start_matches("#shard<partial")
            .trim_end_matches('>')
            .trim()
            .to_string(),
        Err(_) => "sum".to_string(),
    };
    Combine::of_kind(&kind, float)
        .ok_or_else(|| format!("reduces with `{kind}`; the MPI lowering takes sum, max and min"))
}

fn static_shape(value: melior::ir::Value) -> Option<(Vec<i64>, String)> {
    let (shape, element) = axe_passes::rangeify::tensor_shape(value.r#type())?;
    Some((shape, element.to_string()))
}

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let mut grids: Vec<(String, Vec<i64>)> = Vec::new();
    let mut sites = Vec::new();
    for_each_nested(&root, &mut |op| match op_name(&op) {
        "shard.grid" => {
            let name = axe_dialects::ir::symbol(&op, "sym_name").unwrap_or_default();
            grids.push((
                name,
                axe_dialects::ir::read::i64_array(&op, "shape").unwrap_or_default(),
            ));
        }
        "shard.all_gather" | "shard.reduce_scatter" | "shard.all_to_all" | "shard.all_slice" | "shard.all_reduce" => {
            sites.push(op)
        }
        _ => {}
    });
    let context = root.context();
    let context = axe_dialects::context_of(&context);
    let Some(module_body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    if !sites.is_empty() {
        // The helpers are built with bufferization and linalg ops, two dialects the pass bridge
        // does not declare for every Rust pass; this pass runs on the module, outside any
        // multithreaded section, so it may load them.
        for dialect in ["bufferization", "linalg"] {
            let name = mlir_sys::MlirStringRef {
                data: dialect.as_ptr().cast(),
                length: dialect.len(),
            };
            unsafe { mlir_sys::mlirContextGetOrLoadDialect(context.to_raw(), name) };
        }
    }
    let mut failed = false;
    for (k, op) in sites.into_iter().enumerate() {
        let grid_name = op
            .attribute("grid")
            .map(|a| a.to_string().trim_start_matches('@').to_string())
            .unwrap_or_default();
        let Some((_, grid_shape)) = grids.iter().find(|(n, _)| *n == grid_name) else {
            emit_error(
                &op,
                &format!("names grid @{grid_name}, which is not a shard.grid of this module"),
            );
            failed = true;
            continue;
        };
        if grid_shape.iter().any(|&s| s <= 0) {
            emit_error(
                &op,
                "runs on a grid of dynamic or empty shape; the MPI lowering needs a static grid",
            );
            failed = true;
            continue;
        }
        let grid_axes: Vec<usize> = op
            .attribute("grid_axes")
            .ok()
            .and_then(axe_dialects::ir::read::array_values)
            .unwrap_or_default()
            .into_iter()
            .map(|a| a as usize)
            .collect();
        let input = op.operand(0).expect("one operand");
        let output = op.result(0).expect("one result");
        let (Some((input_shape, element)), Some((output_shape, _))) =
            (static_shape(input), static_shape(output.into()))
        else {
            emit_error(&op, "needs statically shaped tensors");
            failed = true;
            continue;
        };
        // MPI counts are C ints: a piece (and so every message) must fit one.
        let fits = |shape: &[i64]| {
            shape
                .iter()
                .try_fold(1i64, |n, &d| n.checked_mul(d))
                .is_some_and(|n| n <= i64::from(i32::MAX))
        };
        if !fits(&input_shape) || !fits(&output_shape) {
            emit_error(
                &op,
                &format!(
                    "moves a piece of more than {} elements, which an MPI count (a C int) cannot hold",
                    i32::MAX
                ),
            );
            failed = true;
            continue;
        }
        let combine = match combine_of(&op, &element) {
            Ok(combine) => combine,
            Err(message) => {
                emit_error(&op, &message);
                failed = true;
                continue;
            }
        };
        let kind = match op_name(&op) {
            "shard.all_reduce" => Kind::AllReduce { combine },
            "shard.all_gather" => Kind::AllGather {
                dim: index_attr(&op, "gather_axis").unwrap_or(0),
            },
            "shard.reduce_scatter" => Kind::ReduceScatter {
                dim: index_attr(&op, "scatter_axis").unwrap_or(0),
                combine,
            },
            "shard.all_slice" => Kind::AllSlice {
                dim: index_attr(&op, "slice_axis").unwrap_or(0),
            },
            _ => Kind::AllToAll {
                split_dim: index_attr(&op, "split_axis").unwrap_or(0),
                concat_dim: index_attr(&op, "concat_axis").unwrap_or(0),
            },
        };
        let name = format!("axe_{}_{k}", op_name(&op).trim_start_matches("shard."));
        let site = Site {
            name: &name,
            grid_shape,
            grid_axes: &grid_axes,
            element: &element,
            input: &input_shape,
            output: &output_shape,
        };
        site.build(&kind, context, module_body, op.location());
        let call = OperationBuilder::new("func.call", op.location())
            .add_operands(&[input])
            .add_attributes(&[(
                Identifier::new(context, "callee"),
                FlatSymbolRefAttribute::new(context, &name).into(),
            )])
            .add_results(&[output.r#type()])
            .build()
            .expect("a call");
        let block = op.block().expect("in a block");
        let call = block.insert_operation_before(op, call);
        axe_passes::kernel_ir::replace_uses(output.into(), call.result(0).expect("one result").into());
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
    // The MPI ABI of the installed library (setup installs OpenMPI).
    let mut module = unsafe { melior::ir::operation::OperationRefMut::from_raw(root.to_raw()) };
    let dlti = Attribute::parse(context, OPENMPI).expect("a DLTI map");
    melior::ir::operation::OperationMutLike::set_attribute(&mut module, "dlti.map", dlti);
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}
