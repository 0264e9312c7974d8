//! `axe-translate`: translates Axe IR into target source, mirroring `mlir-translate`
//! (input file or `-` for stdin, `-o` output). Errors are MLIR diagnostics with locations,
//! printed to stderr; the exit status is 1 on any error.
//!
//! ```sh
//! axe-translate --axe-to-nki examples/trainium/gemm.mlir -o gemm.py
//! axe-translate --axe-to-nki --nki-api=legacy examples/trainium/gemm.mlir   # neuronxcc.nki (Trn1)
//! axe-translate --axe-to-llvmir kernels.mlir          # kernel-level uop IR to LLVM IR
//! ```

use axe_lowering::nki::{self, Api};
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
}

/// The lowering's diagnostics are already printed; a failure to translate
/// (a GPU op on the CPU path, say) gets one line.
fn translate_to_llvm_ir(mut module: Module) -> Result<String, ()> {
    unsafe { mlir_sys::mlirRegisterAllPasses() };
    axe_passes::register_all();
    axe_lowering::register_all();
    axe_lowering::llvm_ir::translate(&mut module).map_err(|e| eprintln!("axe-translate: {e}"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let source = if cli.input == "-" {
        let mut text = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut text) {
            eprintln!("axe-translate: cannot read stdin: {e}");
            return ExitCode::FAILURE;
        }
        text
    } else {
        match std::fs::read_to_string(&cli.input) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("axe-translate: cannot read {}: {e}", cli.input);
                return ExitCode::FAILURE;
            }
        }
    };
    let context = axe_dialects::create_context();
    // Parse errors go to stderr through MLIR's default diagnostic handler. A file is parsed
    // by name so that locations carry it.
    let module = if cli.input == "-" {
        Module::parse(&context, &source)
    } else {
        let name = mlir_sys::MlirStringRef { data: cli.input.as_ptr().cast(), length: cli.input.len() };
        let raw = unsafe { mlir_sys::mlirModuleCreateParseFromFile(context.to_raw(), name) };
        (!raw.ptr.is_null()).then(|| unsafe { Module::from_raw(raw) })
    };
    let Some(module) = module else {
        return ExitCode::FAILURE;
    };
    if !module.as_operation().verify() {
        return ExitCode::FAILURE;
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
    let written = if cli.output == "-" {
        print!("{text}");
        Ok(())
    } else {
        std::fs::write(&cli.output, text)
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("axe-translate: cannot write {}: {e}", cli.output);
            ExitCode::FAILURE
        }
    }
}
