//! `axe-run`: runs the functions of an MLIR file on random inputs through the
//! reference interpreter (`axe_interp`) and, with `--check-pipeline`,
//! checks that a pass pipeline preserves their meaning.

mod compare;
mod cuda;
mod distributed;
mod executor;
mod inputs;
mod npy_inputs;
mod npy_outputs;
mod pipeline;
mod progress;

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::OperationAt;
use axe_dialects::source_diagnostics::{parse_module, with_source_line, SourceDiagnostics};
use axe_interp::{
    eval::sentinel,
    types::TypeInfo,
    value::{format_val_with, PrintOptions},
    FreeVars, InterpError, MemRef, Tensor, Val,
};
use axe_lowering::front_end;
use clap::Parser;
use compare::{Stats, Tolerance};
use executor::Executor;
use inputs::{arg_specs, concrete_shape, generate, ArgSpec, Input, InputConfig};
use melior::{
    ir::{operation::OperationLike, BlockLike, Module, OperationRef},
    Context,
};
use std::{borrow::Cow, process::ExitCode, rc::Rc};

/// Runs MLIR functions on seeded random inputs through Axe's reference
/// interpreter, and checks that a pass pipeline preserves their meaning.
///
/// Input: what axe-compile takes, through the same front end. TOSA (through upstream's
/// tosa-to-linalg passes first) or a linalg program
/// (torch-mlir, tosa-to-linalg, StableHLO lowerings) runs on the interpreter at the
/// uop tensor level (convert-linalg-to-uop, canonicalize), and --check-pipeline
/// starts from that level; --target cpu / gpu-emulator / cuda without a pipeline run
/// the kernels axe-tensor-to-kernels splits a tensor program into.
///
/// Entries are every public `func.func` with a body that is not a kernel
/// (`uop.kernel`), or those named by --entry. Inputs: floats uniform in
/// [-1, 1], integers in [-8, 8], index scalars in [0, 64], i1 random, unless
/// an argument carries `axe.bounds = array<i64: lo, hi>`. Free variables
/// (unbound `uop.range`, `uop.define_var`, `uop.special`, GPU ids) take a
/// value in their bounds per trial, keyed by axis id / name / (kind, dim).
///
/// With --check-pipeline, the pipeline runs on a copy of each module and every
/// entry runs before and after on the same inputs. A tensor function
/// `@f(%x: tensor<..>) -> tensor<..>` may become
/// `@f(%x: memref<..>, %out: memref<..> {uop.output = 0 : i64})`: the output
/// memrefs start filled with a sentinel (NaN / 0xAB..) and are compared with
/// the original results. Memref arguments are compared after the call.
/// Integers and bools must be equal; floats must satisfy |a-b| <= atol + rtol*|b|,
/// with NaN only where the reference is NaN and an infinity only where it has
/// the same infinity (with --signed-zeros, -0 and +0 differ). Trials on which the original program has undefined
/// behaviour (division by zero, out-of-bounds access, ...) are skipped.
///
/// With --target cpu, the candidate runs compiled (axe-lower-to-llvm, then
/// MLIR's ExecutionEngine) instead of interpreted: the file itself (or the
/// pipeline's output, with --check-pipeline) is JIT-run and compared with
/// the interpreter on the original, and the max errors are printed per
/// output. Kernel functions (`uop.kernel`) are entries when the module has
/// no other.
///
/// With --target gpu-emulator, the candidate goes through the GPU path up to
/// outlined kernels (uop-map-gpu-ranges .. uop-outline-gpu-kernels, as
/// axe-translate --axe-to-ptx) and runs on the GPU emulator: every thread of
/// every block, in lockstep within a block, with shared memory, barriers and
/// warp shuffles; a data race, a barrier some threads miss or a partial-warp
/// shuffle is an error. Functions that read GPU ids run over their whole grid
/// on every target (the ids are not sampled).
///
/// A function is skipped with a marker comment in the file:
/// `// axe-run: skip @name -- reason`.
#[derive(Parser, Debug)]
#[command(name = "axe-run", version)]
struct Cli {
    /// The MLIR file to run (`-` for stdin).
    file: String,
    /// Run only this function (repeatable).
    #[arg(long = "entry", value_name = "NAME")]
    entries: Vec<String>,
    /// Random trials per function, at most 2^20 (--target cuda: 0 times the GPU run without
    /// checking its outputs, for programs too large for the interpreter; check a smaller instance).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(0..=MAX_COUNT))]
    trials: u64,
    /// Seed of inputs and free variables.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Treat `// -----` lines as separators of independent modules.
    #[arg(long)]
    split_input_file: bool,
    /// A pass pipeline, e.g. 'builtin.module(func.func(axe-simplify-index),cse)';
    /// checks every entry before and after it.
    #[arg(long, value_name = "PIPELINE")]
    check_pipeline: Option<String>,
    /// With --check-pipeline: false tells every pass that may reorder float sums and
    /// products (uop-schedule, which also decides the tensor cores, uop-map-gpu-ranges, the range
    /// optimizations of uop-optimize-ranges, inside axe-kernels-to-cpu, uop-kernelize,
    /// axe-tensor-to-kernels and axe-to-cpu too) to keep each reduction in the program's
    /// order (`reassociate=false`), so an f16 or bf16 sum rounds as the interpreter's does;
    /// the front end that splits a tensor program for a compiled target keeps it too.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL")]
    reassociate: bool,
    /// Instead of a pipeline, compare with the functions of this file (same
    /// names; with --split-input-file, chunk by chunk), e.g. a hand-written
    /// expected lowering.
    #[arg(long, value_name = "FILE", conflicts_with = "check_pipeline")]
    against: Option<String>,
    /// Relative tolerance of float comparisons (>= 0).
    #[arg(long, default_value_t = 1e-6)]
    rtol: f64,
    /// Absolute tolerance of float comparisons (>= 0).
    #[arg(long, default_value_t = 1e-6)]
    atol: f64,
    /// Compare the sign of zeros: -0 where the reference has +0 (or the reverse) is a
    /// mismatch. For programs whose ops define the sign (maximumf, minimumf, copysign,
    /// negation, division); off by default, as a reordered sum may change it.
    #[arg(long)]
    signed_zeros: bool,
    /// Print the results (and memref arguments) of one run (trial 0) of each entry. Tensors
    /// of more than 1000 elements are summarized as numpy prints them (the first and last 3
    /// entries of each dimension around `...`); --print-full prints every element.
    #[arg(long)]
    print: bool,
    /// With --print: every element, however large the tensor.
    #[arg(long, requires = "print")]
    print_full: bool,
    /// Write what --print shows (results, output buffers, memref arguments after the call)
    /// of one run (trial 0) of each entry as NumPy files, DIR/<function>.result0.npy,
    /// DIR/<function>.arg1.npy, ... (the directory is created; bf16 is written as float32).
    /// With --target cuda: the GPU's output buffers of its checked run, named the same.
    #[arg(long, value_name = "DIR")]
    outputs: Option<String>,
    /// With --print: also the memory traffic of that run (elements and bytes
    /// loaded and stored, as the interpreter executes it), and on the GPU emulator how warps'
    /// requests were served: global memory's 32-byte sectors against the fewest their bytes
    /// fill (each uncoalesced op named), shared memory's wavefronts against the conflict-free
    /// count (each op with bank conflicts named).
    #[arg(long, requires = "print")]
    traffic: bool,
    /// Count the work of trial 0 (the arithmetic ops it executes: `axe_interp::work`)
    /// and print it; with --check-pipeline or --against, before and after, and their ratio.
    /// While counting, the interpreter runs each op of a kernel as often as the lowered
    /// loops would (once per iteration of the loops around its place), not once per point.
    #[arg(long)]
    count_work: bool,
    /// With --count-work and a pipeline: fail when the work after it exceeds this many times
    /// the work before (issue 38: fusion must not multiply the work; 1.2 is the bound).
    #[arg(long, value_name = "RATIO", requires = "count_work")]
    max_work_ratio: Option<f64>,
    /// Where the inputs come from: `random` (seeded; see --seed, --float-range),
    /// `special` (the same, with about 40% of the elements +-0, +-inf, NaN,
    /// subnormals, the largest finite value, integer minimum and maximum, ...)
    /// or NumPy files, one per input argument in order: `a.npy,b.npy`.
    #[arg(long, value_name = "random|special|A.npy,B.npy", default_value = "random")]
    inputs: String,
    /// Lower and upper bound of random float inputs.
    #[arg(long, value_name = "LO,HI", default_value = "-1,1")]
    float_range: String,
    /// The size given to every dynamic (`?`) dimension of a shaped argument
    /// (0: as large as keeps each argument at about 32768 elements).
    #[arg(long, default_value_t = 0)]
    dynamic_size: i64,
    /// What runs the candidate: the reference interpreter; the CPU JIT
    /// (compared against the interpreter on the original); the GPU emulator
    /// (the GPU path's outlined kernels, every thread); or an NVIDIA GPU
    /// from the PTX and sidecar of `axe-translate --axe-to-ptx` (--sidecar),
    /// checked against the interpreter's run of the sidecar's driver in FILE
    /// (without a CUDA driver the GPU run is skipped, exit status 0).
    #[arg(long, value_enum, default_value = "interp")]
    target: Target,
    /// Threads per block along x for --target gpu-emulator (uop-schedule{target=gpu}; the
    /// default is its own, as axe-translate's).
    #[arg(long, default_value_t = axe_lowering::gpu::ptx::OutlineOptions::default().threads)]
    gpu_threads: i64,
    /// Upcast factor for --target gpu-emulator (uop-schedule{target=gpu}).
    #[arg(long, default_value_t = axe_lowering::gpu::ptx::OutlineOptions::default().upcast)]
    gpu_upcast: i64,
    /// With --target gpu-emulator: multiply uop matmuls with sm_90a's warpgroup MMA
    /// (wgmma), as `axe-translate --axe-to-ptx --chip sm_90a` does, instead of mma.sync.
    #[arg(long)]
    gpu_wgmma: bool,
    /// With --target gpu-emulator: asynchronous global-to-shared copies as TMA copies on
    /// mbarriers (sm_90), as `axe-translate --axe-to-ptx --tma` makes them, instead of cp.async.
    #[arg(long)]
    gpu_tma: bool,
    /// With --gpu-tma: no block barrier after a wait for TMA copies; the stages are freed on
    /// empty mbarriers, as `axe-translate --tma --tma-empty-barriers` makes them.
    #[arg(long, requires = "gpu_tma")]
    gpu_tma_empty_barriers: bool,
    /// With --gpu-tma-empty-barriers: a producer warpgroup issues the copies, as
    /// `axe-translate --tma-producer` makes it.
    #[arg(long, requires = "gpu_tma_empty_barriers")]
    gpu_tma_producer: bool,
    /// With --target gpu-emulator: keep a cooperative row's loads in registers across its
    /// passes, as `axe-translate --reuse-row-loads` (default true).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL")]
    gpu_reuse_row_loads: bool,
    /// With --target gpu-emulator: the fast-math choice of `axe-translate --fast-math` (exp as
    /// exp2 of the pre-scaled argument, one reciprocal per shared divisor). The emulator's
    /// exp2 is correctly rounded, so ex2.approx's own error is not in its results.
    #[arg(long)]
    gpu_fast_math: bool,
    /// With --target gpu-emulator: the online softmax of `axe-translate --online-softmax` (a
    /// row's max and sum as one block reduction of (max, sum) pairs).
    #[arg(long)]
    gpu_online_softmax: bool,
    /// With --target gpu-emulator (or cuda): the fused attention of `axe-compile
    /// --fused-attention` (a function that is one attention becomes one kernel, before the
    /// program is split into kernels).
    #[arg(long)]
    gpu_fused_attention: bool,
    /// With --gpu-fused-attention: both products on the tensor cores, P rounded to the inputs'
    /// f16 or bf16 (`axe-compile --fused-attention-tensor-cores`).
    #[arg(long, requires = "gpu_fused_attention")]
    gpu_fused_attention_tensor_cores: bool,
    /// With --gpu-fused-attention: a warpgroup per 64 query rows, both products on sm_90a's
    /// wgmma (`axe-compile --fused-attention-wgmma`; other shapes on the tensor-cores kernel).
    #[arg(long, requires = "gpu_fused_attention")]
    gpu_fused_attention_wgmma: bool,
    /// With --target gpu-emulator: the most stages of shared tiles in a uop matmul on the
    /// tensor cores, as `axe-translate --gemm-stages` (2 to 8).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(i64).range(2..=8))]
    gpu_gemm_stages: i64,
    /// With --target gpu-emulator: the deepest K step of a uop matmul's stages, as
    /// `axe-translate --gemm-depth` (16, 32 or 64).
    #[arg(long, default_value_t = 32, value_parser = axe_lowering::gpu::tensor_cores::parse_depth)]
    gpu_gemm_depth: i64,
    /// With --target gpu-emulator: the block tile of a uop matmul on wgmma, as
    /// `axe-translate --gemm-tile` (MxN).
    #[arg(long, value_name = "MxN", value_parser = axe_lowering::gpu::tensor_cores::parse_tile)]
    gpu_gemm_tile: Option<[i64; 2]>,
    /// With --target gpu-emulator: a uop matmul's wgmmas stay in flight across K steps, as
    /// `axe-translate --gemm-async`.
    #[arg(long)]
    gpu_gemm_async: bool,
    /// With --target gpu-emulator: a uop matmul as a persistent kernel, as
    /// `axe-translate --gemm-persistent`.
    #[arg(long)]
    gpu_gemm_persistent: bool,
    /// With --gpu-tma: a uop matmul's epilogue through a shared staging tile (stmatrix) and a
    /// TMA store, as `axe-translate --gemm-tma-store`.
    #[arg(long, requires = "gpu_tma")]
    gpu_gemm_tma_store: bool,
    /// With --gpu-tma: a uop matmul's blocks in thread block clusters of this many tile rows
    /// sharing B's tiles by TMA multicast, as `axe-translate --gemm-cluster-rows` (1 or 2).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(i64).range(1..=2), requires = "gpu_tma")]
    gpu_gemm_cluster_rows: i64,
    /// With --gpu-gemm-persistent: the blocks of the grid, as `axe-translate
    /// --gemm-persistent-blocks` (a few make each block take several tiles).
    #[arg(long, default_value_t = axe_lowering::gpu::tensor_cores::PERSISTENT_BLOCKS, requires = "gpu_gemm_persistent")]
    gpu_gemm_persistent_blocks: i64,
    /// With --gpu-gemm-persistent: the tile rows of a group, as `axe-translate --gemm-group-rows`.
    #[arg(long, default_value_t = axe_lowering::gpu::tensor_cores::GROUP_ROWS, requires = "gpu_gemm_persistent")]
    gpu_gemm_group_rows: i64,
    /// The JSON sidecar of the PTX (--target cuda).
    #[arg(long, value_name = "PATH")]
    sidecar: Option<String>,
    /// With --target cuda: load this cubin (ptxas's output for the sidecar's PTX, for the
    /// GPU's architecture) instead of the PTX, so the driver compiles nothing at each run
    /// (bench/gpu/device.py ships cubins made here).
    #[arg(long, value_name = "PATH")]
    cubin: Option<String>,
    /// With --target cpu: after the trials, time the candidate on the
    /// inputs of trial 0 (--warmup untimed calls, then --runs timed ones)
    /// and print the median and minimum wall time per call.
    #[arg(long)]
    time: bool,
    /// Timed runs (GPU, or CPU with --time; the median is reported) after the warm-up runs
    /// (1 to 2^20).
    #[arg(long, default_value_t = 20, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_COUNT))]
    runs: usize,
    /// Untimed runs before the timed ones (at most 2^20).
    #[arg(long, default_value_t = 3, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_COUNT))]
    warmup: usize,
    /// Distributed programs (--target cpu under mpirun): hand argument ARG to every process
    /// (or only to process RANK) as a piece of LAYOUT instead of its declared distribution,
    /// e.g. `0=S[(64,4,16):(16,1@gpuid,1)]@1`; the function's entry check must stop the run.
    #[arg(long = "give-layout", value_name = "ARG=LAYOUT[@RANK]")]
    give_layout: Vec<String>,
    /// MiB written between timed GPU runs to flush L2 (0: none; at most 65536).
    #[arg(long, default_value_t = 256, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=65536))]
    flush_l2_mib: usize,
    /// The most memory one buffer (argument, result or temporary) may take
    /// in the interpreter, which holds 16 bytes per element; larger ones
    /// are refused with an error (default 8 GiB).
    #[arg(long, value_name = "BYTES", default_value_t = 8 << 30)]
    max_bytes: u64,
    /// The most ops (and loop iterations) one interpreted call may execute
    /// before it stops with an error (default 2^30: about 15 minutes of a
    /// debug build, one of a release build).
    #[arg(long, value_name = "N", default_value_t = 1 << 30)]
    max_steps: u64,
}

/// The most trials, timed runs or warm-up runs: each is a whole call (up to --max-steps
/// interpreted ops), so a larger count is a run that does not end.
const MAX_COUNT: u64 = 1 << 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Target {
    Interp,
    Cpu,
    /// The GPU path up to outlined kernels, run on the GPU emulator.
    GpuEmulator,
    Cuda,
}

/// How diagnostics name the input file (as mlir-opt names stdin).
fn shown_name(file: &str) -> &str {
    if file == "-" {
        "<stdin>"
    } else {
        file
    }
}

/// The `.npy` files of `--inputs` (none for `random`); an empty name is an error.
impl Cli {
    /// How the GPU path maps kernels, from the `--gpu-*` flags.
    fn gpu_options(&self) -> axe_lowering::gpu::ptx::OutlineOptions {
        axe_lowering::gpu::ptx::OutlineOptions {
            threads: self.gpu_threads,
            upcast: self.gpu_upcast,
            wgmma: self.gpu_wgmma,
            tma: self.gpu_tma,
            tma_empty_barriers: self.gpu_tma_empty_barriers,
            tma_producer: self.gpu_tma_producer,
            reuse_row_loads: self.gpu_reuse_row_loads,
            fast_math: self.gpu_fast_math,
            online_softmax: self.gpu_online_softmax,
            gemm_stages: self.gpu_gemm_stages,
            gemm_depth: self.gpu_gemm_depth,
            gemm_tile: self.gpu_gemm_tile,
            gemm_async: self.gpu_gemm_async,
            gemm_tma_store: self.gpu_gemm_tma_store,
            gemm_cluster_rows: self.gpu_gemm_cluster_rows,
            gemm_persistent: self
                .gpu_gemm_persistent
                .then_some(axe_lowering::gpu::tensor_cores::Persistent {
                    blocks: self.gpu_gemm_persistent_blocks,
                    group_rows: self.gpu_gemm_group_rows,
                }),
            ..Default::default()
        }
    }
}

fn input_files(cli: &Cli) -> Result<Vec<String>, String> {
    if cli.inputs == "random" || cli.inputs == "special" {
        return Ok(Vec::new());
    }
    let files: Vec<String> = cli.inputs.split(',').map(|f| f.trim().to_string()).collect();
    if files.iter().any(String::is_empty) {
        return Err(format!(
            "--inputs '{}' has an empty file name (give `random`, `special` or A.npy,B.npy)",
            cli.inputs
        ));
    }
    Ok(files)
}

struct Run<'x> {
    cli: &'x Cli,
    /// The file's name as locations and messages give it (`<stdin>` for `-`).
    name: &'x str,
    /// The whole file, for the source lines under errors.
    source: &'x str,
    config: InputConfig,
    tolerance: Tolerance,
    /// The oracle: the interpreter, on the original module.
    reference: executor::Interp,
    /// What runs the module after the pipeline (or the file itself).
    executor: Box<dyn Executor>,
    failed: bool,
    /// The `--entry` names found in some chunk.
    found_entries: Vec<String>,
    /// The status line of long runs (stderr a terminal only).
    progress: Option<progress::Progress>,
}

/// Splits like mlir-opt's --split-input-file; each chunk keeps its line
/// numbers (padded with newlines) so diagnostics point into the file. Unsplit, the
/// text itself (a whole model's is over a gigabyte: a copy stayed through the run).
fn split(text: &str, enabled: bool) -> Vec<Cow<'_, str>> {
    if !enabled {
        return vec![Cow::Borrowed(text)];
    }
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut start = 0;
    for (n, line) in text.lines().enumerate() {
        if line.trim_end() == "// -----" {
            chunks.push(std::mem::take(&mut current));
            start = n + 1;
            current = "\n".repeat(start);
        } else {
            if current.is_empty() && start == 0 && n > 0 {
                current = "\n".repeat(n);
            }
            current.push_str(line);
            current.push('\n');
        }
    }
    chunks.push(current);
    chunks.into_iter().map(Cow::Owned).collect()
}

/// How far the front end takes a parsed module (axe_lowering::front_end, shared with
/// axe-compile).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// Linalg (and the tensor ops around it) converted to the uop tensor level, the form
    /// the interpreter runs; a uop or memref program as written. The reference, `--against`
    /// and the input of `--check-pipeline`.
    TensorLevel,
    /// A tensor program split into uop kernels as `axe-compile` splits it, for the compiled
    /// targets (CPU JIT, GPU emulator, CUDA's driver) when no pipeline is given.
    Kernels,
}

/// A module parsed and taken to `form` by the front end; GPU `axe.kernel`s (whose
/// operators mean nothing before `axe-dispatch-gpu` chooses their schedules) go down the
/// GPU path to outlined kernels and a launching driver, which every target runs on the GPU
/// emulator (mapped as the `--gpu-*` flags say). What the front end refuses is reported at
/// its op by the diagnostic handler.
fn parse_dispatched<'c>(context: &'c Context, text: &str, name: &str, cli: &Cli, form: Form) -> Option<Module<'c>> {
    let mut module = parse_module(context, text, name)?;
    let converted = match form {
        Form::TensorLevel => front_end::to_tensor_level(&mut module),
        Form::Kernels => {
            if cli.gpu_fused_attention && matches!(cli.target, Target::GpuEmulator | Target::Cuda) {
                if let Err(e) = axe_lowering::gpu::attention::fuse(
                    &mut module,
                    cli.gpu_fused_attention_tensor_cores,
                    cli.gpu_fused_attention_wgmma,
                ) {
                    eprintln!("error: {name}: axe-fuse-attention failed: {e}");
                    return None;
                }
                // An attention inside a larger function is called from its driver once split.
                front_end::to_kernels(&mut module, cli.reassociate)
                    .and_then(|()| axe_lowering::gpu::attention::compose(&mut module))
            } else {
                front_end::to_kernels(&mut module, cli.reassociate)
            }
        }
    };
    if let Err(e) = converted {
        eprintln!("error: {name}: the front end failed: {e}");
        return None;
    }
    if axe_lowering::gpu::dispatch::has_gpu_kernels(&module) {
        axe_lowering::gpu::ptx::outline(&mut module, &cli.gpu_options()).ok()?;
    }
    Some(module)
}

fn is_entry(op: &OperationRef, kernels: bool) -> bool {
    let name = op.name();
    if name.as_string_ref().as_str() != Ok("func.func") {
        return false;
    }
    let private = op
        .attribute("sym_visibility")
        .map(|a| a.to_string().contains("private"))
        .unwrap_or(false);
    let has_body = op
        .region_at(0)
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some();
    !private && has_body && op.has_attribute(attribute_names::KERNEL) == kernels
}

pub(crate) fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<(String, OperationRef<'c, 'a>)> {
    let mut out = Vec::new();
    let mut op = module.body().first_operation();
    while let Some(f) = op {
        if let Some(sym) = axe_interp::attrs::symbol(&f, "sym_name") {
            out.push((sym, f));
        }
        op = f.next_in_block();
    }
    out
}

fn to_tensor(v: &Val) -> Option<Tensor> {
    match v {
        Val::Scalar(e, n) => Some(Tensor {
            elem: *e,
            shape: vec![],
            data: vec![*n],
        }),
        Val::Tensor(t) => Some(t.as_ref().clone()),
        Val::MemRef(m) => Some(m.to_tensor()),
        _ => None,
    }
}

/// The arguments of one call and the memrefs to read back, labelled.
fn materialize(
    specs: &[ArgSpec],
    inputs: &[Input],
    config: &InputConfig,
) -> Result<(Vec<Val>, Vec<(String, MemRef)>), String> {
    let mut args = Vec::new();
    let mut buffers = Vec::new();
    let mut next = inputs.iter().enumerate();
    for spec in specs {
        if let Some(k) = spec.output {
            let TypeInfo::MemRef { elem, shape, .. } = &spec.info else {
                return Err("a uop.output argument is not a memref".into());
            };
            let m = MemRef::alloc(*elem, concrete_shape(shape, config), sentinel(*elem))
                .map_err(|m| format!("result {k}: {m}"))?;
            buffers.push((format!("result {k}"), m.clone()));
            args.push(Val::MemRef(m));
            continue;
        }
        let (j, input) = next.next().ok_or("the functions take different numbers of inputs")?;
        args.push(match (&spec.info, input) {
            (TypeInfo::Scalar(_), Input::Scalar(e, n)) => Val::Scalar(*e, *n),
            (TypeInfo::Tensor(..), Input::Shaped(t)) => Val::Tensor(Rc::new(t.clone())),
            (TypeInfo::MemRef { .. }, Input::Shaped(t)) => {
                let m = MemRef::from_tensor(t);
                buffers.push((format!("arg {j}"), m.clone()));
                Val::MemRef(m)
            }
            (info, _) => return Err(format!("argument type {info} does not match the original's")),
        });
    }
    if next.next().is_some() {
        return Err("the functions take different numbers of inputs".into());
    }
    Ok((args, buffers))
}

/// Labelled outputs: results (numbered past the output arguments) and memrefs.
fn outputs(results: &[Val], buffers: &[(String, MemRef)], specs: &[ArgSpec]) -> Vec<(String, Tensor)> {
    let taken: Vec<i64> = specs.iter().filter_map(|s| s.output).collect();
    let mut numbers = (0..).filter(|k| !taken.contains(k));
    let mut out: Vec<(String, Tensor)> = results
        .iter()
        .filter_map(|v| to_tensor(v).map(|t| (format!("result {}", numbers.next().unwrap_or(0)), t)))
        .collect();
    out.extend(buffers.iter().map(|(l, m)| (l.clone(), m.to_tensor())));
    out
}

impl Run<'_> {
    fn candidate_label(&self) -> String {
        match (self.cli.target, self.cli.check_pipeline.is_some()) {
            (Target::Interp, _) => "after the pipeline".into(),
            (_, true) => format!("after the pipeline, on {}", self.executor.name()),
            (_, false) => format!("on {}", self.executor.name()),
        }
    }

    /// Runs `name` on the reference interpreter, or on the candidate executor.
    fn call(
        &mut self,
        module: &Module,
        name: &str,
        specs: &[ArgSpec],
        inputs: &[Input],
        trial: u64,
        candidate: bool,
    ) -> Result<Vec<(String, Tensor)>, InterpError> {
        let (args, buffers) = materialize(specs, inputs, &self.config).map_err(InterpError::plain)?;
        let free = FreeVars {
            seed: self.cli.seed,
            trial,
        };
        let executor: &mut dyn Executor = if candidate {
            self.executor.as_mut()
        } else {
            &mut self.reference
        };
        let results = executor.run(module, name, args, free).map_err(|e| self.located(e))?;
        Ok(outputs(&results, &buffers, specs))
    }

    /// `--time`: the candidate's wall time per call on trial 0's inputs.
    fn time(&mut self, module: &Module, name: &str, specs: &[ArgSpec]) -> Result<String, String> {
        let inputs = generate(specs, self.cli.seed, 0, &self.config)?;
        let (args, _) = materialize(specs, &inputs, &self.config)?;
        let label = self.executor.name();
        let Some(times) = self.executor.time(module, name, &args, self.cli.warmup, self.cli.runs) else {
            return Err(format!("--time needs a compiled target (--target cpu), not {label}"));
        };
        Ok(format!(
            ", {}",
            timing_summary(label, times.map_err(|e| e.to_string())?)
        ))
    }

    /// Names the file in locations of text parsed without a name (MLIR calls it `-`).
    fn located(&self, mut e: InterpError) -> InterpError {
        if let Some(rest) = e.location.strip_prefix("-:") {
            e.location = format!("{}:{rest}", self.name);
        }
        e
    }

    /// Prints an error to stderr, with the source line and a caret where it points into the file.
    fn report(&self, error: &str) {
        eprintln!("{}", with_source_line(error, self.name, self.source));
    }

    fn print(&mut self, module: &Module, name: &str, function: &OperationRef) -> Result<(), InterpError> {
        let specs = arg_specs(function);
        let inputs = generate(&specs, self.cli.seed, 0, &self.config).map_err(InterpError::plain)?;
        let (args, buffers) = materialize(&specs, &inputs, &self.config).map_err(InterpError::plain)?;
        axe_interp::traffic::take();
        axe_interp::gpu::request_log::enable(self.cli.traffic);
        axe_interp::gpu::request_log::take();
        let results = self
            .executor
            .run(
                module,
                name,
                args,
                FreeVars {
                    seed: self.cli.seed,
                    trial: 0,
                },
            )
            .map_err(|e| self.located(e))?;
        let traffic = axe_interp::traffic::take();
        let requests = axe_interp::gpu::request_log::take();
        axe_interp::gpu::request_log::enable(false);
        if self.cli.traffic {
            println!(
                "@{name} traffic: {} loads ({} bytes), {} stores ({} bytes)",
                traffic.loads, traffic.loaded_bytes, traffic.stores, traffic.stored_bytes
            );
            print_requests(name, &requests);
        }
        // Results are numbered past the output arguments' numbers, as in `outputs`.
        let taken: Vec<i64> = specs.iter().filter_map(|s| s.output).collect();
        let numbers = (0..).filter(|k| !taken.contains(k));
        let mut shown: Vec<(String, Val)> = numbers.zip(results).map(|(k, r)| (format!("result {k}"), r)).collect();
        shown.extend(buffers.into_iter().map(|(label, m)| (label, Val::MemRef(m))));
        let options = if self.cli.print_full {
            PrintOptions::FULL
        } else {
            PrintOptions::NUMPY
        };
        for (label, value) in &shown {
            if self.cli.print {
                println!("@{name} {label}: {}", format_val_with(value, options));
            }
            if let (Some(dir), Some(t)) = (&self.cli.outputs, to_tensor(value)) {
                let path = std::path::Path::new(dir).join(npy_outputs::file_name(name, label));
                npy_outputs::write(&path, &t).map_err(InterpError::plain)?;
            }
        }
        Ok(())
    }

    fn trials(&mut self, before: &Module, after: Option<&Module>, name: &str) -> Result<String, String> {
        let fb = functions(before)
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, f)| f)
            .ok_or(format!("no function @{name}"))?;
        let specs_b = arg_specs(&fb);
        let specs_a = match after {
            Some(m) => {
                let fa = functions(m).into_iter().find(|(n, _)| n == name).map(|(_, f)| f);
                Some(arg_specs(&fa.ok_or(format!("@{name} is gone after the pipeline"))?))
            }
            None => None,
        };
        let mut stats = Stats::default();
        let mut skipped = 0;
        let mut first_skip = None;
        // The work of trial 0, before and after the pipeline (--count-work).
        let mut work: [Option<u64>; 2] = [None, None];
        for trial in 0..self.cli.trials {
            let counting = self.cli.count_work && trial == 0;
            if let Some(p) = &self.progress {
                p.update(format!("@{name}: trial {} of {}", trial + 1, self.cli.trials));
            }
            let inputs = generate(&specs_b, self.cli.seed, trial, &self.config)?;
            axe_interp::work::enable(counting);
            let reference = self.call(before, name, &specs_b, &inputs, trial, false);
            if counting {
                work[0] = Some(axe_interp::work::take());
            }
            axe_interp::work::enable(false);
            let reference = match reference {
                Ok(r) => r,
                Err(e) if after.is_some() && e.is_undefined_behaviour() => {
                    skipped += 1;
                    first_skip.get_or_insert(e.to_string());
                    continue;
                }
                Err(e) => return Err(e.to_string()),
            };
            let (Some(module), Some(specs_a)) = (after, &specs_a) else {
                continue;
            };
            // Counted on the interpreter only: a compiled candidate executes nothing it sees.
            axe_interp::work::enable(counting && self.cli.target == Target::Interp);
            let got = self.call(module, name, specs_a, &inputs, trial, true);
            if counting && self.cli.target == Target::Interp {
                work[1] = Some(axe_interp::work::take());
            }
            axe_interp::work::enable(false);
            let got = got.map_err(|e| format!("{}: {e}", self.candidate_label()))?;
            for (label, t) in &reference {
                match got.iter().find(|(l, _)| l == label) {
                    Some((_, u)) => stats.compare(label, t, u, self.tolerance),
                    None if label.starts_with("arg") => {}
                    None => {
                        stats.mismatch = stats
                            .mismatch
                            .take()
                            .or(Some(format!("{label} is missing after the pipeline")))
                    }
                }
            }
            if let Some(m) = &stats.mismatch {
                return Err(format!("MISMATCH (trial {trial}: {m})"));
            }
        }
        let ran = self.cli.trials - skipped;
        let skip_note = first_skip
            .map(|e| format!(" ({skipped} skipped: undefined behaviour, e.g. {e})"))
            .unwrap_or_default();
        if after.is_some() && ran == 0 && self.cli.trials > 0 {
            return Err(format!("every trial has undefined behaviour{skip_note}"));
        }
        let per_output: String = match self.cli.target {
            Target::Interp => String::new(),
            _ => stats
                .per_output
                .iter()
                .map(|(label, abs, rel)| format!("\n@{name} {label}: max abs error {abs:e}, max rel error {rel:e}"))
                .collect(),
        };
        let timing = match (after, &specs_a) {
            (Some(module), Some(specs_a)) if self.cli.time => self.time(module, name, specs_a)?,
            _ => String::new(),
        };
        let work_note = self.work_note(work)?;
        Ok(if after.is_some() {
            format!(
                "{ran} trials, max abs error {:e}, max rel error {:e}: ok{work_note}{timing}{skip_note}{per_output}",
                stats.max_abs, stats.max_rel
            )
        } else {
            format!("{ran} trials: ok{work_note}")
        })
    }

    /// `--count-work`'s words on trial 0's work before and after the pipeline; an error past
    /// `--max-work-ratio`.
    fn work_note(&self, work: [Option<u64>; 2]) -> Result<String, String> {
        match work {
            [Some(before), Some(after)] => {
                let ratio = after as f64 / before.max(1) as f64;
                let note = format!(", work {before} -> {after} ops ({ratio:.3}x)");
                match self.cli.max_work_ratio {
                    Some(max) if ratio > max => Err(format!(
                        "WORK: trial 0 executes {after} arithmetic ops after the pipeline against {before} before ({ratio:.3}x, more than --max-work-ratio {max})"
                    )),
                    _ => Ok(note),
                }
            }
            [Some(before), None] => Ok(format!(", work {before} ops")),
            _ => Ok(String::new()),
        }
    }

    fn module(&mut self, context: &Context, text: &str, against: Option<&str>) {
        // Parse errors are reported (located) by the diagnostic handler.
        let Some(before) = parse_dispatched(context, text, self.name, self.cli, Form::TensorLevel) else {
            self.failed = true;
            return;
        };
        let after = match &self.cli.check_pipeline {
            None if against.is_some() => {
                let Some(m) = parse_dispatched(
                    context,
                    against.unwrap_or_default(),
                    self.cli.against.as_deref().unwrap_or("?"),
                    self.cli,
                    Form::TensorLevel,
                ) else {
                    self.failed = true;
                    return;
                };
                Some(m)
            }
            Some(p) => {
                let Some(mut m) = parse_dispatched(context, text, self.name, self.cli, Form::TensorLevel) else {
                    self.failed = true;
                    return;
                };
                let ordered = if self.cli.reassociate {
                    Ok(p.clone())
                } else {
                    pipeline::without_reassociation(p)
                };
                if let Err(e) = ordered.and_then(|p| pipeline::run_pipeline(&mut m, &p)) {
                    eprintln!("error: {e}");
                    self.failed = true;
                    return;
                }
                Some(m)
            }
            None if self.cli.target != Target::Interp => {
                let Some(m) = parse_dispatched(context, text, self.name, self.cli, Form::Kernels) else {
                    self.failed = true;
                    return;
                };
                Some(m)
            }
            None => None,
        };
        let skips: Vec<(String, String)> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("// axe-run: skip @"))
            .map(|rest| {
                let (name, reason) = rest.split_once("--").unwrap_or((rest, ""));
                (name.trim().to_string(), reason.trim().to_string())
            })
            .collect();
        // Kernels run on their own only where no driver calls them.
        let kernels = !functions(&before).iter().any(|(_, f)| is_entry(f, false));
        let names: Vec<(String, OperationRef)> = functions(&before)
            .into_iter()
            .filter(|(n, f)| {
                if self.cli.entries.is_empty() {
                    is_entry(f, kernels)
                } else {
                    self.cli.entries.contains(n)
                }
            })
            .collect();
        self.found_entries.extend(names.iter().map(|(n, _)| n.clone()));
        for (name, _) in names {
            if let Some(p) = &self.progress {
                p.begin(format!("@{name}: running"));
            }
            self.entry(&before, after.as_ref(), &name, &skips);
        }
    }

    /// Prints, or checks over the trials, one entry; the progress line is erased before
    /// anything is printed.
    fn entry(&mut self, before: &Module, after: Option<&Module>, name: &str, skips: &[(String, String)]) {
        if let Some((_, reason)) = skips.iter().find(|(n, _)| *n == name) {
            println!("@{name}: skipped ({reason})");
            return;
        }
        if self.cli.print || self.cli.outputs.is_some() {
            // A compiled target prints what it ran: the pipeline's output, or the kernels
            // the front end split a tensor program into.
            let shown = match after {
                Some(m) if self.cli.target != Target::Interp => m,
                _ => before,
            };
            let printed = match functions(shown).into_iter().find(|(n, _)| n == name) {
                Some((_, f)) => self.print(shown, name, &f),
                None => Err(InterpError::plain(format!("@{name} is gone after the pipeline"))),
            };
            self.clear_progress();
            if let Err(e) = printed {
                self.report(&e.to_string());
                self.failed = true;
            }
            return;
        }
        let checked = self.trials(before, after, name);
        self.clear_progress();
        match checked {
            Ok(line) => println!("@{name}: {line}"),
            Err(e) => {
                if e.starts_with("MISMATCH") {
                    println!("@{name}: {e}");
                } else {
                    println!("@{name}: ERROR");
                    self.report(&e);
                }
                self.failed = true;
            }
        }
    }

    fn clear_progress(&self) {
        if let Some(p) = &self.progress {
            p.clear();
        }
    }
}

fn main() -> ExitCode {
    axe_dialects::input_guard::install_crash_handler();
    let cli = Cli::parse();
    let text = if cli.file == "-" {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut std::io::stdin(), &mut s);
        s
    } else {
        match std::fs::read_to_string(&cli.file) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", cli.file);
                return ExitCode::FAILURE;
            }
        }
    };
    if let Err(e) = axe_dialects::input_guard::check(shown_name(&cli.file), &text) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    let tolerance = match Tolerance::new(cli.rtol, cli.atol, cli.signed_zeros) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    axe_interp::limits::set_max_bytes(cli.max_bytes);
    axe_interp::limits::set_max_steps(cli.max_steps);
    if cli.time && cli.target != Target::Cpu {
        eprintln!("error: --time times the CPU JIT: use it with --target cpu (GPU runs are always timed)");
        return ExitCode::from(2);
    }
    if cli.target == Target::Cuda {
        return run_cuda(&cli, &text, tolerance);
    }
    let (lo, hi) = cli
        .float_range
        .split_once(',')
        .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .unwrap_or((-1.0, 1.0));
    let files = match input_files(&cli) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = &cli.outputs {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create the --outputs directory {dir}: {e}");
            return ExitCode::FAILURE;
        }
    }
    pipeline::register_passes();
    axe_lowering::schedule::gpu_search::register_measurer(axe_interp::gpu::counters::measure);
    let context = axe_dialects::create_context();
    let name = shown_name(&cli.file);
    // Diagnostics of the parser, verifier and passes show the source line, as axe-opt's do.
    let _diagnostics = SourceDiagnostics::attach(&context, name, &text);
    // A program over distributed tensors runs as one process of an mpirun run.
    if cli.target == Target::Cpu && !cli.split_input_file {
        let distributed = Module::parse(&context, &text).is_some_and(|m| {
            functions(&m)
                .iter()
                .any(|(_, f)| axe_passes::distribute::has_device_axes(f))
        });
        if distributed {
            let given: Result<Vec<_>, String> = cli.give_layout.iter().map(|g| distributed::parse_given(g)).collect();
            let given = match given {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            let config = InputConfig {
                float_lo: lo,
                float_hi: hi,
                dynamic_size: cli.dynamic_size,
                files,
                special: cli.inputs == "special",
            };
            let options = distributed::Options {
                entries: &cli.entries,
                seed: cli.seed,
                config,
                tolerance,
                given,
                timing: cli.time.then_some((cli.warmup, cli.runs)),
                check: cli.trials > 0 || !cli.time,
            };
            return distributed::run(&context, &text, &options);
        }
    }
    let mut run = Run {
        cli: &cli,
        name,
        source: &text,
        config: InputConfig {
            float_lo: lo,
            float_hi: hi,
            dynamic_size: cli.dynamic_size,
            files,
            special: cli.inputs == "special",
        },
        tolerance,
        reference: executor::Interp,
        executor: match cli.target {
            Target::Interp => Box::new(executor::Interp),
            Target::Cpu | Target::Cuda => Box::new(executor::CpuJit::default()),
            Target::GpuEmulator => Box::new(executor::GpuEmulator::new(cli.gpu_options())),
        },
        failed: false,
        found_entries: Vec::new(),
        progress: progress::Progress::on_terminal(),
    };
    let chunks = split(&text, cli.split_input_file);
    let against = match &cli.against {
        Some(path) => match std::fs::read_to_string(path) {
            Ok(s) => {
                if let Err(e) = axe_dialects::input_guard::check(path, &s) {
                    eprintln!("{e}");
                    return ExitCode::FAILURE;
                }
                Some(
                    split(&s, cli.split_input_file)
                        .into_iter()
                        .map(Cow::into_owned)
                        .collect::<Vec<_>>(),
                )
            }
            Err(e) => {
                eprintln!("error: cannot read {path}: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => None,
    };
    if against.as_ref().is_some_and(|a| a.len() != chunks.len()) {
        eprintln!("error: the files have different numbers of `// -----` chunks");
        return ExitCode::FAILURE;
    }
    for (i, chunk) in chunks.iter().enumerate() {
        run.module(&context, chunk, against.as_ref().map(|a| a[i].as_str()));
    }
    for name in cli.entries.iter().filter(|n| !run.found_entries.contains(n)) {
        eprintln!("error: {} has no function @{name} (--entry)", cli.file);
        run.failed = true;
    }
    if run.failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `--target cuda`: the sidecar's program on the GPU against the interpreter.
fn run_cuda(cli: &Cli, text: &str, tolerance: Tolerance) -> ExitCode {
    let Some(path) = cli.sidecar.as_deref() else {
        eprintln!("error: --target cuda needs --sidecar PATH (written by axe-translate --axe-to-ptx)");
        return ExitCode::FAILURE;
    };
    let cuda::Loaded { sidecar, ptx, weights } = match cuda::load_sidecar(path) {
        Ok(loaded) => loaded,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let image = match &cli.cubin {
        None => cuda::Image::Ptx(ptx),
        Some(cubin) => match std::fs::read(cubin) {
            Ok(bytes) if bytes.starts_with(b"\x7fELF") => cuda::Image::Cubin(bytes),
            Ok(_) => {
                eprintln!("error: --cubin {cubin} is not a cubin (an ELF file written by ptxas)");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error: cannot read the cubin {cubin}: {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    if let Some(reason) = cuda::unavailable() {
        println!("@{}: GPU run skipped: {reason}", sidecar.entry);
        return ExitCode::SUCCESS;
    }
    let (lo, hi) = cli
        .float_range
        .split_once(',')
        .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .unwrap_or((-1.0, 1.0));
    let files = match input_files(cli) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let config = InputConfig {
        float_lo: lo,
        float_hi: hi,
        dynamic_size: cli.dynamic_size,
        files,
        special: cli.inputs == "special",
    };
    pipeline::register_passes();
    axe_lowering::schedule::gpu_search::register_measurer(axe_interp::gpu::counters::measure);
    let context = axe_dialects::create_context();
    let name = shown_name(&cli.file);
    let _diagnostics = SourceDiagnostics::attach(&context, name, text);
    // The driver the sidecar launches is the kernel-level one axe-compile --target=nvptx made.
    let Some(module) = parse_dispatched(&context, text, name, cli, Form::Kernels) else {
        return ExitCode::FAILURE;
    };
    let Some((_, function)) = functions(&module).into_iter().find(|(n, _)| *n == sidecar.entry) else {
        eprintln!("error: {} has no function @{}", cli.file, sidecar.entry);
        return ExitCode::FAILURE;
    };
    let specs = arg_specs(&function);
    let prepared = generate(&specs, cli.seed, 0, &config).and_then(|inputs| materialize(&specs, &inputs, &config));
    let (args, _) = match prepared {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let Some(before) = args.iter().map(to_tensor).collect::<Option<Vec<Tensor>>>() else {
        eprintln!("error: @{} takes a non-buffer argument", sidecar.entry);
        return ExitCode::FAILURE;
    };
    // --trials 0 times a program too large for the interpreter (check a smaller one).
    let after: Option<Vec<Tensor>> = if cli.trials == 0 {
        None
    } else {
        let interpreted = executor::Interp.run(
            &module,
            &sidecar.entry,
            args.clone(),
            FreeVars {
                seed: cli.seed,
                trial: 0,
            },
        );
        if let Err(e) = interpreted {
            eprintln!("{}", with_source_line(&e.to_string(), name, text));
            return ExitCode::FAILURE;
        }
        Some(args.iter().filter_map(to_tensor).collect())
    };
    if let Some(dir) = &cli.outputs {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create the --outputs directory {dir}: {e}");
            return ExitCode::FAILURE;
        }
    }
    let run = cuda::CudaRun {
        warmup: cli.warmup,
        runs: cli.runs,
        flush_bytes: cli.flush_l2_mib << 20,
        tolerance,
        outputs: cli.outputs.as_ref().map(std::path::PathBuf::from),
    };
    match cuda::run(&run, &sidecar, weights.as_ref(), &image, &before, after.as_deref()) {
        Ok(Some(line)) => {
            println!("@{}: {line}", sidecar.entry);
            ExitCode::SUCCESS
        }
        Ok(None) => ExitCode::SUCCESS,
        Err(e) => {
            println!("@{}: {e}", sidecar.entry);
            ExitCode::FAILURE
        }
    }
}

/// `LABEL median X us (min Y, N runs)` of timed calls (at least one).
pub(crate) fn timing_summary(label: &str, mut times: Vec<std::time::Duration>) -> String {
    times.sort();
    let us = |d: std::time::Duration| d.as_secs_f64() * 1e6;
    format!(
        "{label} median {:.1} us (min {:.1}, {} runs)",
        us(times[times.len() / 2]),
        us(times[0]),
        times.len()
    )
}

/// The request lines of `--traffic` on the GPU emulator: for global memory its sectors and
/// for shared memory its wavefronts, each against the least they could be, then each op that
/// takes more (uncoalesced, bank conflicts), the worst first.
fn print_requests(name: &str, ops: &[axe_interp::gpu::request_log::OpCount]) {
    use axe_interp::gpu::request_log::{Count, Memory};
    for (memory, unit, at_best, excess) in [
        (Memory::Global, "sectors", "at best", "uncoalesced"),
        (Memory::Shared, "wavefronts", "without bank conflicts", "bank conflicts"),
    ] {
        let of: Vec<_> = ops.iter().filter(|o| o.memory == memory).collect();
        if of.is_empty() {
            continue;
        }
        let mut total = Count::default();
        of.iter().for_each(|o| total.add(o.count));
        let what = if memory == Memory::Global { "global" } else { "shared" };
        println!(
            "@{name} {what} memory: {} requests, {} {unit} ({} {at_best})",
            total.requests, total.served, total.ideal
        );
        let mut worse: Vec<_> = of.into_iter().filter(|o| o.count.served > o.count.ideal).collect();
        worse.sort_by_key(|o| std::cmp::Reverse(o.count.served - o.count.ideal));
        for o in worse {
            let c = o.count;
            println!(
                "@{name} {excess}: {}: {} {unit} for {} ({:.2}x)",
                o.op,
                c.served,
                c.ideal,
                c.served as f64 / c.ideal as f64
            );
        }
    }
}
