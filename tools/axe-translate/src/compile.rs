//! `axe-compile`: one command from a tensor program to target code, like
//! `iree-compile`. The `axe-compile` executable runs this binary under that
//! name (tools/axe-compile), so MLIR is linked once.
//!
//! Stages, each a named pipeline that `axe-opt --pass-pipeline` also runs:
//! `axe-tensor-to-kernels` (skipped when the module has no tensor program),
//! `axe-check-bounds`, then per target `axe-kernels-to-cpu` + LLVM,
//! `axe-kernels-to-gpu` + the PTX stage, or NKI emission.

use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error_at,
    source_diagnostics::{parse_module, SourceDiagnostics},
};
use axe_lowering::{
    front_end,
    gpu::ptx,
    llvm_pipeline, nki,
    pipeline::{enable_timing, register_passes, run_pipeline},
};
use clap::{Parser, ValueEnum};
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Module, RegionLike};
use mlir_sys as sys;
use std::process::ExitCode;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Target {
    /// A host object file (ELF) with every function and its C entry point
    /// `_mlir_ciface_<name>`; link with libm (and libomp where threads are scheduled).
    Cpu,
    /// PTX text for NVIDIA GPUs, OUT.json, the sidecar that says how to launch it, and
    /// OUT.weights, the bytes of its large weights (see --weights-threshold).
    Nvptx,
    /// NKI Python (AWS Trainium) from Axe kernels (`axe.kernel`), or from a linalg program
    /// through convert-linalg-to-axe-trainium.
    Nki,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// The target's own output (object file, PTX, NKI Python).
    Target,
    /// For --target=cpu: LLVM IR text instead of an object file.
    LlvmIr,
    /// The split uop kernels after axe-tensor-to-kernels (MLIR text), for any target.
    Kernels,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RuntimeChecks {
    /// A failed check prints its message (`file:line:col: runtime check failed: message`) on
    /// stdout, flushed, and calls `abort`, as C's `assert` does: the calling process ends.
    Abort,
    /// A failed check keeps its message for the caller and the call goes on: after a call of
    /// `_mlir_ciface_<f>`, `const char *axe_take_runtime_check_failure_<f>(void)` returns the
    /// first failed check's message, or NULL, and clears it (axe-report-runtime-checks). The
    /// results of a call with a failed check are not meaningful. An integer division by zero
    /// is such a check too (axe-guard-integer-division), and divides by 1 so the call goes on.
    Report,
}

#[derive(Clone, Copy, ValueEnum)]
enum NkiApi {
    /// `import nki` (NKI >= 0.3: Trn2, Trn3).
    Current,
    /// `neuronxcc.nki` (Beta 1, Neuron SDK <= 2.28: Trn1).
    Legacy,
}

#[derive(Parser)]
#[command(
    name = "axe-compile",
    about = "Compile a tensor program (linalg on static tensors, or the uop tensor level) to a CPU object, PTX or NKI in one command",
    long_about = "Compile a tensor program to target code in one command, like iree-compile.\n\n\
Input: an .mlir module whose func.func operate on static tensors, in linalg (what upstream's tosa-to-linalg, \
torch-mlir or StableHLO lowerings produce: generic and named ops, tensor.empty/extract_slice/insert_slice/\
collapse_shape/expand_shape/pad/concat), in TOSA (lowered by upstream's tosa-to-linalg-named, tosa-to-linalg, \
tosa-to-arith and tosa-to-tensor first) or in the uop tensor level; split uop kernels are accepted as they are.\n\n\
Stages (each a named pipeline; `axe-opt --pass-pipeline='builtin.module(NAME)'` runs the same):\n  \
1. axe-tensor-to-kernels: convert-linalg-to-uop, canonicalize, uop-kernelize, canonicalize, cse\n  \
2. axe-check-bounds: accesses the value ranges prove out of bounds are errors\n  \
3. cpu: axe-kernels-to-cpu (uop-schedule, C wrappers, axe-lower-to-llvm; with --runtime-checks=report, \
axe-report-runtime-checks in it), then LLVM -O2 to an object file\n     \
nvptx: axe-kernels-to-gpu, then nvvm-attach-target{chip}, convert-gpu-to-nvvm, gpu-module-to-binary (as axe-translate --axe-to-ptx)\n     \
nki: for a linalg program (no axe.kernel), convert-linalg-to-axe-trainium (one axe.kernel per function: \
matmul, elementwise ops with per-row or per-column broadcasts, last-dimension reductions, as loops over \
128-row tiles that consecutive row-wise ops share), then NKI emission of axe.kernel ops (as axe-translate --axe-to-nki)\n\n\
`axe-opt`'s axe-to-cpu (stages 1-3 for cpu, to the LLVM dialect) and axe-to-gpu (to outlined GPU kernels) name them in one; \
axe-run applies the same front end (axe_lowering::front_end).\n\n\
--mlir-timing prints MLIR's pass timing report after each stage. Diagnostics name the file, line and column.\n\n\
Examples:\n  \
axe-compile model.mlir --target=cpu -o model.o\n  \
axe-compile model.mlir --target=nvptx --chip=sm_90 -o model.ptx      # also model.ptx.json, model.ptx.weights\n  \
axe-compile examples/trainium/gemm.mlir --target=nki -o gemm.py\n  \
axe-compile mlp.linalg.mlir --target=nki --nki-api=legacy -o mlp.py   # linalg, e.g. from tosa-to-linalg"
)]
struct Cli {
    /// The input .mlir file (`-` for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// Where to write the result (`-` for stdout; an object file needs a path).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    #[arg(long, value_enum)]
    target: Target,
    /// What to write.
    #[arg(long, value_enum, default_value = "target")]
    emit: Emit,
    /// Print MLIR's pass timing report after each stage (stderr).
    #[arg(long = "mlir-timing")]
    mlir_timing: bool,
    #[command(flatten, next_help_heading = "nvptx")]
    ptx: crate::ptx_args::PtxArgs,
    /// nki: which NKI API to emit.
    #[arg(long = "nki-api", value_enum, default_value = "current")]
    nki_api: NkiApi,
    /// cpu: let the picked schedules reorder float sums and products (vector lanes, several
    /// accumulators, fused multiply-add), as numpy and tinygrad do (uop-schedule{reassociate});
    /// false keeps every float reduction in the program's order, which a sum in f16 or bf16
    /// needs to round as the program says (a remark names each reduction narrower than f32
    /// that a schedule reorders), the front half's range optimizations included
    /// (uop-optimize-ranges{reassociate}: a sum in closed form, a product over a broadcast
    /// axis as a squaring chain, a long reduction split in two).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL")]
    reassociate: bool,
    /// cpu: kernels of fewer iterations than this (output points plus each reduction's points) run on
    /// the calling thread, without an OpenMP parallel region, which costs microseconds to open
    /// even on one thread (uop-schedule{min-parallel-work}); 0 spreads every kernel over the
    /// threads.
    #[arg(long, value_name = "N", default_value_t = axe_schedule::heuristics::MIN_PARALLEL_WORK,
          value_parser = clap::value_parser!(i64).range(0..))]
    min_parallel_work: i64,
    /// cpu: what a failed runtime check (a cf.assert in a linalg body, such as an embedding's
    /// index bounds) does in the object.
    #[arg(long = "runtime-checks", value_enum, default_value = "abort")]
    runtime_checks: RuntimeChecks,
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let Ok(source) = crate::read_input(&cli.input, "axe-compile") else {
        return ExitCode::FAILURE;
    };
    let shown = if cli.input == "-" {
        "<stdin>"
    } else {
        cli.input.as_str()
    };
    if let Err(e) = axe_dialects::input_guard::check(shown, &source) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    if cli.target == Target::Cpu && cli.emit == Emit::Target && cli.output == "-" {
        eprintln!("axe-compile: --target=cpu writes an object file: name it with -o (or --emit=llvm-ir for text)");
        return ExitCode::FAILURE;
    }
    if cli.output != "-" && std::path::Path::new(&cli.output).is_dir() {
        eprintln!("axe-compile: -o {} is a directory: name the file to write", cli.output);
        return ExitCode::FAILURE;
    }
    if cli.runtime_checks == RuntimeChecks::Report && cli.target != Target::Cpu {
        eprintln!("axe-compile: --runtime-checks=report is for --target=cpu (a GPU kernel traps, NKI's DMA raises)");
        return ExitCode::FAILURE;
    }
    let context = axe_dialects::create_context();
    // The diagnostics read their text in place, so they get a copy of the program's lines
    // only, not of the `dialect_resources` section after them (a model's weights in hex, most
    // of its file: twice the weights' bytes), and the whole text goes once parsed, the
    // weights then in the parsed blobs.
    let program_text = without_resources(&source).to_owned();
    let _diagnostics = SourceDiagnostics::attach(&context, shown, &program_text);
    let parsed = parse_module(&context, &source, shown);
    drop(source);
    let Some(mut module) = parsed else {
        return ExitCode::FAILURE;
    };
    if !module.as_operation().verify() || crate::byte_sizes::check(&module).is_err() {
        return ExitCode::FAILURE;
    }
    register_passes();
    if cli.mlir_timing {
        enable_timing();
    }
    let compiled = match cli.target {
        Target::Nki => compile_nki(&cli, &mut module),
        _ => compile_kernels(&cli, &mut module),
    };
    match compiled {
        Ok(()) => ExitCode::SUCCESS,
        Err(()) => ExitCode::FAILURE,
    }
}

/// `text` up to its file metadata (`{-# dialect_resources: ... #-}`, which MLIR writes after
/// the top-level op), where no diagnostic after parsing points; a parse error in it is still
/// reported at its line and column, without the line shown.
fn without_resources(text: &str) -> &str {
    text.find("\n{-#").map_or(text, |end| &text[..end + 1])
}

/// One stage: its name on stderr before MLIR's timing report, when timing.
fn stage(cli: &Cli, module: &mut Module, name: &str, pipeline: &str) -> Result<(), ()> {
    if cli.mlir_timing {
        eprintln!("axe-compile: stage {name}");
    }
    run_pipeline(module, pipeline).map_err(|e| report_pipeline_error(module, &e))
}

/// A pipeline that does not parse is reported at the module; a pass that failed has
/// reported at its op already.
fn report_pipeline_error(module: &Module, error: &str) {
    if error.starts_with("cannot parse") {
        emit_error_at(module.as_operation().location(), error);
    }
}

fn compile_kernels(cli: &Cli, module: &mut Module) -> Result<(), ()> {
    // The front end axe-run and axe-opt's axe-to-cpu / axe-to-gpu apply too (axe_lowering::front_end).
    if cli.ptx.fused_attention && cli.target == Target::Nvptx {
        axe_lowering::gpu::attention::fuse(
            module,
            cli.ptx.fused_attention_tensor_cores,
            cli.ptx.fused_attention_wgmma,
        )
        .map_err(|e| report_pipeline_error(module, &e))?;
    }
    if front_end::has_kernels_to_split(module) {
        if cli.mlir_timing {
            eprintln!("axe-compile: stage axe-tensor-to-kernels");
        }
        front_end::to_kernels(module, cli.reassociate).map_err(|e| report_pipeline_error(module, &e))?;
        // The weights the front end re-laid out into blobs of their own leave their first ones
        // unread (this context holds this module only).
        axe_dialects::ir::dense_resource::release_unreferenced_blobs(module);
    }
    if cli.ptx.fused_attention && cli.target == Target::Nvptx {
        // An attention inside a larger function is called from its driver once split.
        axe_lowering::gpu::attention::compose(module).map_err(|e| report_pipeline_error(module, &e))?;
    }
    if cli.emit == Emit::Kernels {
        return crate::write(&cli.output, &module.as_operation().to_string()).map_err(|_| ());
    }
    stage(cli, module, "axe-check-bounds", "builtin.module(axe-check-bounds)")?;
    match cli.target {
        Target::Cpu => {
            stage(
                cli,
                module,
                llvm_pipeline::KERNELS_TO_CPU.argument,
                &format!(
                    "builtin.module({})",
                    llvm_pipeline::kernels_to_cpu(
                        cli.reassociate,
                        Some(cli.min_parallel_work),
                        match cli.runtime_checks {
                            RuntimeChecks::Abort => llvm_pipeline::RuntimeChecks::Abort,
                            RuntimeChecks::Report => llvm_pipeline::RuntimeChecks::Report,
                        },
                    )
                ),
            )?;
            drop_uop_argument_attributes(module);
            if cli.emit == Emit::LlvmIr {
                let text = axe_lowering::llvm_ir::to_llvm_ir(module).map_err(|e| eprintln!("axe-compile: {e}"))?;
                return crate::write(&cli.output, &text).map_err(|_| ());
            }
            if cli.mlir_timing {
                eprintln!("axe-compile: stage LLVM -O2 to the object file");
            }
            write_object(module, &cli.output).map_err(|e| eprintln!("axe-compile: {e}"))
        }
        _ => {
            if cli.mlir_timing {
                eprintln!("axe-compile: stage axe-kernels-to-gpu + PTX");
            }
            let options = cli.ptx.options().map_err(|e| eprintln!("axe-compile: {e}"))?;
            let sidecar = if cli.output == "-" {
                eprintln!("axe-compile: --target=nvptx writes OUT, OUT.json and OUT.weights: name OUT with -o");
                return Err(());
            } else {
                format!("{}.json", cli.output)
            };
            let ptx_name = std::path::Path::new(&cli.output)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let weights = format!("{}.weights", cli.output);
            let translated = ptx::translate(module, &options, &ptx_name, &format!("{ptx_name}.weights"))?;
            crate::write_ptx(&translated, &cli.output, &sidecar, &weights).map_err(|_| ())
        }
    }
}

/// NKI is emitted from Axe kernels. A module without any is a linalg tensor
/// program: convert-linalg-to-axe-trainium turns its functions into kernels
/// first (what it cannot convert is an error at the op).
fn compile_nki(cli: &Cli, module: &mut Module) -> Result<(), ()> {
    let mut kernels = 0;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) == "axe.kernel" {
            kernels += 1;
        }
    });
    if cli.emit != Emit::Target {
        eprintln!("axe-compile: --target=nki writes NKI Python only (no --emit)");
        return Err(());
    }
    if kernels == 0 && front_end::has_tensor_program(module) {
        stage(
            cli,
            module,
            "convert-linalg-to-axe-trainium",
            "builtin.module(convert-linalg-to-axe-trainium)",
        )?;
    }
    if cli.mlir_timing {
        eprintln!("axe-compile: stage NKI emission (axe-dispatch-trainium's decisions, in Rust)");
    }
    let api = match cli.nki_api {
        NkiApi::Current => nki::Api::Current,
        NkiApi::Legacy => nki::Api::Legacy,
    };
    let text = nki::translate(module, api)?;
    crate::write(&cli.output, &text).map_err(|_| ())
}

/// `uop.output` marks which arguments are outputs; LLVM has no use for it (and
/// warns about every unknown argument attribute it meets in translation).
fn drop_uop_argument_attributes(module: &Module) {
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) != "llvm.func" {
            return;
        }
        let Ok(attributes) = op.attribute("arg_attrs") else {
            return;
        };
        unsafe {
            let context = sys::mlirAttributeGetContext(attributes.to_raw());
            let arguments: Vec<sys::MlirAttribute> = (0..sys::mlirArrayAttrGetNumElements(attributes.to_raw()))
                .map(|i| {
                    let dictionary = sys::mlirArrayAttrGetElement(attributes.to_raw(), i);
                    let kept: Vec<sys::MlirNamedAttribute> = (0..sys::mlirDictionaryAttrGetNumElements(dictionary))
                        .map(|j| sys::mlirDictionaryAttrGetElement(dictionary, j))
                        .filter(|named| {
                            let name = sys::mlirIdentifierStr(named.name);
                            !std::slice::from_raw_parts(name.data.cast::<u8>(), name.length).starts_with(b"uop.")
                        })
                        .collect();
                    sys::mlirDictionaryAttrGet(context, kept.len() as isize, kept.as_ptr())
                })
                .collect();
            let replaced = sys::mlirArrayAttrGet(context, arguments.len() as isize, arguments.as_ptr());
            let name = "arg_attrs";
            sys::mlirOperationSetAttributeByName(
                op.to_raw(),
                sys::MlirStringRef {
                    data: name.as_ptr().cast(),
                    length: name.len(),
                },
                replaced,
            );
        }
    });
}

unsafe extern "C" {
    /// The C library's, for the message axeWriteObjectFile allocates.
    fn free(pointer: *mut std::ffi::c_void);
}

/// LLVM -O2 on the host's target machine writes the object file, as MLIR's ExecutionEngine
/// (the JIT's compiler) compiles the module, without its in-memory copies of the object
/// (dialects/cpp/ObjectFile.cpp). Empties `module`: its weights are freed once in LLVM.
fn write_object(module: &Module, path: &str) -> Result<(), String> {
    let mut has_function = false;
    for_each_nested(&module.as_operation(), &mut |op| {
        has_function |= op_name(&op) == "llvm.func" && op.region_at(0).is_some_and(|r| r.first_block().is_some())
    });
    if !has_function {
        return Err("the module has no function to compile".into());
    }
    // An older file at `path` would pass for the output if LLVM wrote none.
    let _ = std::fs::remove_file(path);
    let error = unsafe {
        sys::mlirRegisterAllLLVMTranslations(sys::mlirModuleGetContext(module.to_raw()));
        axe_dialects::ffi::axeWriteObjectFile(
            module.as_operation().to_raw(),
            sys::MlirStringRef {
                data: path.as_ptr().cast(),
                length: path.len(),
            },
        )
    };
    if !error.is_null() {
        let message = unsafe { std::ffi::CStr::from_ptr(error) }
            .to_string_lossy()
            .into_owned();
        unsafe { free(error.cast()) };
        let _ = std::fs::remove_file(path);
        return Err(message);
    }
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() && m.len() > 0 => Ok(()),
        _ => Err(format!("LLVM wrote no object file to {path}")),
    }
}
