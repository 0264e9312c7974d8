//! `axe-translate`: translates Axe IR into target source, mirroring `mlir-translate`
//! (input file or `-` for stdin, `-o` output). Errors are MLIR diagnostics with locations,
//! printed to stderr; the exit status is 1 on any error.
//!
//! ```sh
//! axe-translate --axe-to-nki examples/trainium/gemm.mlir -o gemm.py
//! axe-translate --axe-to-nki --nki-api=legacy examples/trainium/gemm.mlir   # neuronxcc.nki (Trn1)
//! axe-translate --axe-to-llvmir kernels.mlir          # kernel-level uop IR to LLVM IR
//! axe-translate --axe-to-ptx --chip sm_90 kernels.mlir -o k.ptx   # also k.ptx.json (and k.ptx.weights)
//! ```
//!
//! Run as `axe-compile` (tools/axe-compile starts this binary under that name), it is the
//! one-command compiler of [`compile`].

mod byte_sizes;
mod compile;
mod ptx_args;

use axe_dialects::source_diagnostics::{parse_module, SourceDiagnostics};
use axe_lowering::{
    gpu::ptx,
    nki::{self, Api},
};
use clap::{Parser, ValueEnum};
use melior::ir::{operation::OperationLike, Module};
use std::io::Read;
use std::process::ExitCode;

#[derive(Clone, Copy, ValueEnum)]
enum NkiApi {
    /// `import nki` (NKI >= 0.3: Trn2, Trn3).
    Current,
    /// `neuronxcc.nki` (Beta 1, Neuron SDK <= 2.28: Trn1).
    Legacy,
}

#[derive(Parser)]
#[command(name = "axe-translate", about = "Translate Axe IR to target source")]
#[command(group = clap::ArgGroup::new("translation").required(true))]
struct Cli {
    /// The input .mlir file (`-` for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// Where to write the result (`-` for stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Translate axe.kernel ops to NKI Python.
    #[arg(long = "axe-to-nki", group = "translation")]
    axe_to_nki: bool,
    /// Lower kernel-level uop IR (uop.kernel functions and drivers) through
    /// the axe-lower-to-llvm pipeline and translate it to LLVM IR.
    #[arg(long = "axe-to-llvmir", group = "translation")]
    axe_to_llvmir: bool,
    /// Which NKI API to emit.
    #[arg(long = "nki-api", value_enum, default_value = "current")]
    nki_api: NkiApi,
    /// Translate a split kernel-level module (uop.kernel functions and their
    /// driver) to PTX; the JSON sidecar (kernels, parameters, launch sizes,
    /// the driver's launches and temporaries) goes to OUTPUT.json or --sidecar.
    #[arg(long = "axe-to-ptx", group = "translation")]
    axe_to_ptx: bool,
    #[command(flatten)]
    ptx: ptx_args::PtxArgs,
    /// Where the sidecar goes (default: the output path plus `.json`; required when the PTX goes to stdout).
    #[arg(long)]
    sidecar: Option<String>,
    /// Where the weights file goes, when the PTX has weights of more than --weights-threshold
    /// bytes (default: the output path plus `.weights`; with the PTX on stdout, the sidecar's
    /// path with `.weights` for `.json`).
    #[arg(long, value_name = "PATH")]
    weights: Option<String>,
}

/// The lowering's diagnostics are already printed; a failure to translate
/// (a GPU op on the CPU path, say) gets one line.
fn translate_to_llvm_ir(mut module: Module) -> Result<String, ()> {
    axe_lowering::pipeline::register_passes();
    axe_lowering::llvm_ir::translate(&mut module).map_err(|e| eprintln!("axe-translate: {e}"))
}

/// The input file's text (`-`: stdin); a failure is reported as `tool`'s.
fn read_input(input: &str, tool: &str) -> Result<String, ()> {
    if input == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| eprintln!("{tool}: cannot read stdin: {e}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(input).map_err(|e| eprintln!("{tool}: cannot read {input}: {e}"))
    }
}

fn main() -> ExitCode {
    axe_dialects::input_guard::install_crash_handler();
    let invoked_as = std::env::args_os().next().map(std::path::PathBuf::from);
    if invoked_as
        .as_deref()
        .and_then(|p| p.file_name())
        .is_some_and(|n| n == "axe-compile")
    {
        return compile::main();
    }
    let cli = Cli::parse();
    let Ok(source) = read_input(&cli.input, "axe-translate") else {
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
    let context = axe_dialects::create_context();
    // Every diagnostic from here on (parser, verifier, passes) prints as axe-opt's do: the
    // file, line and column, the source line and a caret.
    let _diagnostics = SourceDiagnostics::attach(&context, shown, &source);
    let module = parse_module(&context, &source, shown);
    let Some(module) = module else {
        return ExitCode::FAILURE;
    };
    if !module.as_operation().verify() {
        return ExitCode::FAILURE;
    }
    // Kernel-level accesses that the ranges prove out of bounds are errors
    // before any code is emitted (the pass reports them at the access).
    let mut module = module;
    if cli.axe_to_ptx || cli.axe_to_llvmir {
        axe_lowering::pipeline::register_passes();
        if axe_lowering::pipeline::run_pipeline(&mut module, "builtin.module(axe-check-bounds)").is_err() {
            return ExitCode::FAILURE;
        }
    }
    if cli.axe_to_ptx {
        return emit_ptx(&cli, module);
    }
    let translated = if cli.axe_to_llvmir {
        translate_to_llvm_ir(module)
    } else {
        let api = match cli.nki_api {
            NkiApi::Current => Api::Current,
            NkiApi::Legacy => Api::Legacy,
        };
        nki::translate(&module, api).map_err(|_| ())
    };
    let Ok(text) = translated else {
        return ExitCode::FAILURE;
    };
    match write(&cli.output, &text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

fn write(path: &str, text: &str) -> Result<(), ExitCode> {
    let written = if path == "-" {
        print!("{text}");
        Ok(())
    } else {
        std::fs::write(path, text)
    };
    written.map_err(|e| {
        eprintln!("axe-translate: cannot write {path}: {e}");
        ExitCode::FAILURE
    })
}

fn emit_ptx(cli: &Cli, mut module: Module) -> ExitCode {
    let sidecar_path = match (&cli.sidecar, cli.output.as_str()) {
        (Some(p), _) => p.clone(),
        (None, "-") => {
            eprintln!("axe-translate: --axe-to-ptx to stdout needs --sidecar PATH for the JSON sidecar");
            return ExitCode::FAILURE;
        }
        (None, out) => format!("{out}.json"),
    };
    let ptx_name = std::path::Path::new(&cli.output)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "-".into());
    let options = match cli.ptx.options() {
        Ok(options) => options,
        Err(e) => {
            eprintln!("axe-translate: {e}");
            return ExitCode::FAILURE;
        }
    };
    let weights_path = match (&cli.weights, cli.output.as_str()) {
        (Some(p), _) => p.clone(),
        (None, "-") => format!(
            "{}.weights",
            sidecar_path.strip_suffix(".json").unwrap_or(&sidecar_path)
        ),
        (None, out) => format!("{out}.weights"),
    };
    axe_lowering::pipeline::register_passes();
    let weights_name = relative_name(&sidecar_path, &weights_path);
    let Ok(translated) = ptx::translate(&mut module, &options, &ptx_name, &weights_name) else {
        return ExitCode::FAILURE;
    };
    match write_ptx(&translated, &cli.output, &sidecar_path, &weights_path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

/// `file` as the sidecar at `sidecar` names it: its file name when both are in one
/// directory, else its absolute path.
fn relative_name(sidecar: &str, file: &str) -> String {
    let directory = |p: &str| {
        let parent = std::path::Path::new(p).parent().unwrap_or(std::path::Path::new(""));
        let parent = if parent.as_os_str().is_empty() {
            std::path::Path::new(".")
        } else {
            parent
        };
        std::fs::canonicalize(parent).unwrap_or_else(|_| parent.to_path_buf())
    };
    let name = std::path::Path::new(file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if directory(sidecar) == directory(file) {
        name
    } else {
        directory(file).join(name).to_string_lossy().into_owned()
    }
}

/// Writes the PTX, the weights file (when the sidecar lists one) and then the sidecar, so
/// that a sidecar never names weights that were not written.
fn write_ptx(translated: &ptx::Translated, output: &str, sidecar: &str, weights: &str) -> Result<(), ExitCode> {
    write(output, &translated.ptx)?;
    if translated.sidecar.weights.is_some() {
        std::fs::write(weights, &translated.weights).map_err(|e| {
            eprintln!("axe-translate: cannot write the weights file {weights}: {e}");
            ExitCode::FAILURE
        })?;
    }
    write(sidecar, &translated.sidecar.to_json())
}

/// The libdevice to link: --libdevice, else $AXE_LIBDEVICE (empty: none), else one found;
/// a path named that does not exist is an error here, before any lowering.
fn libdevice(named: Option<&str>) -> Result<Option<String>, String> {
    let (path, source) = match (named, std::env::var_os("AXE_LIBDEVICE")) {
        (Some(path), _) => (path.to_owned(), "--libdevice"),
        (None, Some(path)) if path.is_empty() => return Ok(None),
        (None, Some(path)) => (path.to_string_lossy().into_owned(), "$AXE_LIBDEVICE"),
        (None, None) => return Ok(find_libdevice()),
    };
    if !std::path::Path::new(&path).is_file() {
        return Err(format!("{source} names {path}, which is not a file (NVIDIA's libdevice.10.bc; tools/setup-python.sh puts one in .venv)"));
    }
    Ok(Some(path))
}

/// libdevice from the project's .venv (two levels above target/<profile>/axe-translate) or
/// a CUDA toolkit.
fn find_libdevice() -> Option<String> {
    let mut candidates = Vec::new();
    if let Some(repo) = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.parent()?.to_path_buf()))
    {
        if let Ok(entries) = std::fs::read_dir(repo.join(".venv/lib")) {
            for python in entries.flatten() {
                let nvidia = python.path().join("site-packages/nvidia");
                if let Ok(cudas) = std::fs::read_dir(&nvidia) {
                    candidates.extend(cudas.flatten().map(|c| c.path().join("nvvm/libdevice/libdevice.10.bc")));
                }
            }
        }
    }
    candidates.push("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc".into());
    candidates
        .into_iter()
        .find(|p| p.exists())
        .map(|p| p.to_string_lossy().into_owned())
}
