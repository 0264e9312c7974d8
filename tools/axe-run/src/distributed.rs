//! `--target cpu` on distributed programs (functions whose tensors have device axes), one
//! process of an `mpirun` run: every process generates the same global inputs (same seed),
//! computes the global results with the reference interpreter on the single-process program
//! (`axe-forget-distribution`, `convert-linalg-to-uop`), runs its own piece of the compiled
//! program (`axe-distribute`, `axe-distributed-to-llvm`) on the CPU JIT with MPI, and checks its
//! output pieces against the pieces of the global results its layouts name.
//!
//! `--give-layout ARG=LAYOUT[@RANK]` hands argument ARG to the function as a piece of another
//! distribution (on one process, or all): the function's entry check must stop the run.

use crate::compare::{Stats, Tolerance};
use crate::inputs::{arg_specs, generate, Input, InputConfig};
use axe_distribute::{fingerprint, Grid, Sharding};
use axe_interp::{eval::sentinel, ElemTy, FreeVars, MemRef, Num, Tensor, Val};
use axe_lowering::{jit::CpuJit, mpi, pipeline::run_pipeline};
use melior::ir::{operation::OperationLike, BlockLike, Module};
use std::process::ExitCode;

/// What a distributed run checks and measures.
pub struct Options<'a> {
    /// `--entry`: only these functions (all distributed ones when empty).
    pub entries: &'a [String],
    pub seed: u64,
    pub config: InputConfig,
    pub tolerance: Tolerance,
    pub given: Vec<GivenLayout>,
    /// `--time`: untimed warm-up calls and timed calls of each function on this process's pieces.
    pub timing: Option<(usize, usize)>,
    /// Check the pieces against the reference interpreter (`--trials 0` with `--time` only times,
    /// as in a single-process run: the interpreter is slow on benchmark sizes).
    pub check: bool,
}

/// An override of one argument's distribution.
#[derive(Clone, Debug)]
pub struct GivenLayout {
    pub argument: usize,
    pub layout: axe_layout::Layout,
    pub rank: Option<i64>,
}

/// Parses `ARG=LAYOUT[@RANK]` (the rank after the layout's last `]`).
pub fn parse_given(text: &str) -> Result<GivenLayout, String> {
    let (argument, rest) = text
        .split_once('=')
        .ok_or_else(|| format!("--give-layout '{text}': expected ARG=LAYOUT[@RANK]"))?;
    let argument = argument
        .trim()
        .parse()
        .map_err(|_| format!("--give-layout '{text}': '{argument}' is not an argument number"))?;
    let close = rest
        .rfind(']')
        .ok_or_else(|| format!("--give-layout '{text}': the layout has no ']'"))?;
    let (layout_text, rank) = rest.split_at(close + 1);
    let rank = match rank.trim().strip_prefix('@') {
        Some(r) => Some(
            r.trim()
                .parse()
                .map_err(|_| format!("--give-layout '{text}': '{r}' is not a process number"))?,
        ),
        None if rank.trim().is_empty() => None,
        None => return Err(format!("--give-layout '{text}': unexpected '{rank}' after the layout")),
    };
    let layout = axe_layout::parse(layout_text.trim()).map_err(|e| format!("--give-layout '{text}': {e}"))?;
    Ok(GivenLayout { argument, layout, rank })
}

/// The box of `t` at `offsets` of `sizes`.
fn window(t: &Tensor, offsets: &[i64], sizes: &[i64]) -> Tensor {
    let mut strides = vec![1i64; t.shape.len()];
    for d in (0..t.shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * t.shape[d + 1];
    }
    let n: i64 = sizes.iter().product();
    let data = (0..n)
        .map(|mut flat| {
            let mut at = 0;
            for d in (0..sizes.len()).rev() {
                at += (flat % sizes[d] + offsets[d]) * strides[d];
                flat /= sizes[d];
            }
            t.data[at as usize]
        })
        .collect();
    Tensor {
        elem: t.elem,
        shape: sizes.to_vec(),
        data,
    }
}

/// Process `rank`'s piece of `t` as `layout` distributes it.
fn piece(t: &Tensor, layout: &axe_layout::Layout, grid: &Grid, rank: i64) -> Result<Tensor, String> {
    let sharding = Sharding::of_layout(layout, &t.shape, grid).map_err(|e| e.to_string())?;
    Ok(window(
        t,
        &sharding.piece_offsets(&t.shape, grid, rank),
        &sharding.local_shape(&t.shape, grid),
    ))
}

/// The shape and layout of a tensor type with an `#axe.layout`.
fn declared(ty: melior::ir::Type) -> Option<(Vec<i64>, axe_layout::Layout)> {
    let (shape, _, layout) = axe_passes::distribute::tensor_layout(ty)?;
    Some((shape, layout?.ok()?))
}

/// Runs every distributed function of `text` as one process of the run.
pub fn run(context: &melior::Context, text: &str, options: &Options) -> ExitCode {
    match run_all(context, text, options) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A copy of `module` in its context.
pub(crate) fn clone_module<'c>(module: &Module<'c>) -> Result<Module<'c>, String> {
    let copy = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(module.as_operation().to_raw())) };
    Module::from_operation(copy).ok_or_else(|| "the module does not clone".to_string())
}

fn run_all(context: &melior::Context, text: &str, options: &Options) -> Result<ExitCode, String> {
    let entries = options.entries;
    let original = Module::parse(context, text).ok_or("the file does not parse")?;
    let mut reference = clone_module(&original)?;
    run_pipeline(
        &mut reference,
        "builtin.module(axe-forget-distribution,convert-linalg-to-uop)",
    )?;
    let mut pieces = clone_module(&original)?;
    let runtime = Module::parse(
        context,
        "func.func @axe_mpi_init() -> (i32, i32) {\n  mpi.init\n  %comm = mpi.comm_world : !mpi.comm\n  %rank = mpi.comm_rank(%comm) : i32\n  \
         %ones = memref.alloca() : memref<1xi32>\n  %count = memref.alloca() : memref<1xi32>\n  %c0 = arith.constant 0 : index\n  \
         %one = arith.constant 1 : i32\n  memref.store %one, %ones[%c0] : memref<1xi32>\n  \
         mpi.allreduce(%ones, %count, MPI_SUM, %comm) : memref<1xi32>, memref<1xi32>\n  %size = memref.load %count[%c0] : memref<1xi32>\n  \
         return %rank, %size : i32, i32\n}\nfunc.func @axe_mpi_finalize() {\n  mpi.finalize\n  return\n}\n",
    )
    .ok_or("the MPI entry points do not parse")?;
    let mut op = runtime.body().first_operation();
    while let Some(f) = op {
        op = f.next_in_block();
        let copy = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(f.to_raw())) };
        pieces.body().append_operation(copy);
    }
    run_pipeline(
        &mut pieces,
        &format!("builtin.module(axe-distribute,{})", mpi::TO_BUFFERS),
    )?;
    let jit = CpuJit::compile_with(&pieces, &format!("builtin.module({})", mpi::BUFFERS_TO_LLVM))?;
    let init = crate::functions(&pieces)
        .into_iter()
        .find(|(n, _)| n == "axe_mpi_init")
        .ok_or("no @axe_mpi_init")?
        .1;
    let started = jit.call(&init, "axe_mpi_init", &[])?;
    let (rank, size) = match started.as_slice() {
        [Val::Scalar(_, r), Val::Scalar(_, s)] => (r.int(), s.int()),
        _ => return Err("@axe_mpi_init returned no rank".into()),
    };
    let selected: Vec<_> = crate::functions(&original)
        .into_iter()
        .filter(|(name, function)| {
            axe_passes::distribute::has_device_axes(function) && (entries.is_empty() || entries.contains(name))
        })
        .collect();
    let finalize = crate::functions(&pieces)
        .into_iter()
        .find(|(n, _)| n == "axe_mpi_finalize")
        .ok_or("no @axe_mpi_finalize")?
        .1;
    // A run with another process count than a function's grid would stop in the function's
    // compiled entry check on every process, each printing the same message. Every process sees
    // the same count, so all of them stop here instead, before any collective: process 0 says
    // why, and each one finalizes MPI and exits with status 1.
    let mut wrong_count = false;
    for (name, function) in &selected {
        let grid =
            Grid::of_layouts(&axe_passes::distribute::device_layouts(function)).map_err(|e| format!("@{name}: {e}"))?;
        if grid.size() != size {
            wrong_count = true;
            if rank == 0 {
                eprintln!(
                    "error: @{name} runs on a grid of {} processes ({}); start it with mpirun -n {} (this run has {size})",
                    grid.size(),
                    grid.describe(),
                    grid.size()
                );
            }
        }
    }
    if wrong_count {
        jit.call(&finalize, "axe_mpi_finalize", &[])?;
        return Ok(ExitCode::FAILURE);
    }
    for (name, _) in selected {
        if let Err(e) = run_function(&jit, &original, &reference, &pieces, &name, (rank, size), options) {
            // The other processes may be waiting for this one in a collective, and MPI_Finalize
            // would wait for them: report now and exit, so that mpirun ends the whole run.
            eprintln!("error: process {rank}: @{name}: {e}");
            std::process::exit(1);
        }
    }
    jit.call(&finalize, "axe_mpi_finalize", &[])?;
    Ok(ExitCode::SUCCESS)
}

fn run_function(
    jit: &CpuJit,
    original: &Module,
    reference: &Module,
    pieces: &Module,
    name: &str,
    (rank, size): (i64, i64),
    options: &Options,
) -> Result<(), String> {
    let (seed, config, tolerance, given) = (options.seed, &options.config, options.tolerance, &options.given);
    let function = crate::functions(original)
        .into_iter()
        .find(|(n, _)| n == name)
        .ok_or("gone")?
        .1;
    let grid = Grid::of_layouts(&axe_passes::distribute::device_layouts(&function)).map_err(|e| e.to_string())?;
    let specs = arg_specs(&function);
    let inputs = generate(&specs, seed, 0, config)?;
    let globals: Vec<Val> = inputs
        .iter()
        .map(|i| match i {
            Input::Scalar(e, n) => Val::Scalar(*e, *n),
            Input::Shaped(t) => Val::Tensor(std::rc::Rc::new(t.clone())),
        })
        .collect();
    let expected = if options.check {
        let mut interpreter = axe_interp::Interpreter::new(
            reference.as_operation(),
            axe_interp::Options {
                free: FreeVars { seed, trial: 0 },
            },
        );
        let f = interpreter.function(name).ok_or("the reference has no such function")?;
        Some(
            interpreter
                .call(f, globals)
                .map_err(|e| format!("the reference interpreter: {e}"))?,
        )
    } else {
        None
    };

    let signature = function.attribute("function_type").map_err(|_| "no type")?;
    let signature = melior::ir::r#type::FunctionType::try_from(
        melior::ir::attribute::TypeAttribute::try_from(signature)
            .map_err(|_| "no type")?
            .value(),
    )
    .map_err(|_| "no type")?;
    // Pieces of the inputs, then one fingerprint per distributed input, then output buffers.
    let (mut args, mut fingerprints) = (Vec::new(), Vec::new());
    for (i, input) in inputs.iter().enumerate() {
        let ty = signature.input(i).map_err(|_| "arity")?;
        match (input, declared(ty)) {
            (Input::Shaped(t), Some((shape, layout))) => {
                let layout = given
                    .iter()
                    .find(|g| g.argument == i && g.rank.is_none_or(|r| r == rank))
                    .map(|g| g.layout.clone())
                    .unwrap_or(layout);
                args.push(Val::MemRef(MemRef::from_tensor(&piece(t, &layout, &grid, rank)?)));
                fingerprints.push(Val::Scalar(ElemTy::Int(64), Num::I(fingerprint(&layout, &shape))));
            }
            (Input::Shaped(t), None) => args.push(Val::MemRef(MemRef::from_tensor(t))),
            (Input::Scalar(e, n), _) => args.push(Val::Scalar(*e, *n)),
        }
    }
    args.extend(fingerprints);
    let mut outputs = Vec::new();
    for k in 0..signature.result_count() {
        let ty = signature.result(k).map_err(|_| "arity")?;
        let (shape, element, _) =
            axe_passes::distribute::tensor_layout(ty).ok_or_else(|| format!("result {k} is not a ranked tensor"))?;
        let elem = axe_interp::types::elem_type(element)
            .ok_or_else(|| format!("result {k} has an element type the runner does not hold"))?;
        let layout = declared(ty).map(|(_, layout)| layout);
        let local = match &layout {
            Some(layout) => Sharding::of_layout(layout, &shape, &grid)
                .map_err(|e| e.to_string())?
                .local_shape(&shape, &grid),
            None => shape.clone(),
        };
        let want = match expected.as_ref().map(|e| &e[k]) {
            Some(Val::Tensor(global)) => Some(match &layout {
                Some(layout) => piece(global, layout, &grid, rank)?,
                None => global.as_ref().clone(),
            }),
            Some(_) => return Err(format!("result {k} is not a tensor")),
            None => None,
        };
        let buffer = MemRef::alloc(elem, local.clone(), sentinel(elem))?;
        args.push(Val::MemRef(buffer.clone()));
        outputs.push((k, local, want, buffer));
    }
    let lowered = crate::functions(pieces)
        .into_iter()
        .find(|(n, _)| n == name)
        .ok_or("gone after lowering")?
        .1;
    jit.call(&lowered, name, &args)?;
    if options.check {
        let mut stats = Stats::default();
        for (k, _, want, buffer) in &outputs {
            if let Some(want) = want {
                stats.compare(&format!("result {k}"), want, &buffer.to_tensor(), tolerance);
            }
        }
        if let Some(m) = stats.mismatch {
            return Err(format!("process {rank} of {size}: {m}"));
        }
        let shapes: Vec<String> = outputs
            .iter()
            .map(|(k, local, _, _)| format!("result {k} piece {}", axe_layout::format_shape(local)))
            .collect();
        println!(
            "@{name}: process {rank} of {size} on grid {}: {} match the interpreter (max abs error {:e})",
            grid.describe(),
            shapes.join(", "),
            stats.max_abs
        );
    }
    if let Some((warmup, runs)) = options.timing {
        // The collectives synchronize the processes, so each one's time per call is the
        // distributed call's wall time as that process saw it.
        let times = jit.time(&lowered, name, &args, warmup, runs)?;
        println!(
            "@{name}: process {rank} of {size}: {}",
            crate::timing_summary("cpu", times)
        );
    }
    Ok(())
}
