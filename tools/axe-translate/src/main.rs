//! `axe-translate`: translates Axe IR into target source, mirroring `mlir-translate`
//! (input file or `-` for stdin, `-o` output). Errors are MLIR diagnostics with locations,
//! printed to stderr; the exit status is 1 on any error.
//!
//! ```sh
//! axe-translate --axe-to-nki examples/trainium/gemm.mlir -o gemm.py
//! axe-translate --axe-to-nki --nki-api=legacy examples/trainium/gemm.mlir   # neuronxcc.nki (Trn1)
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
struct Cli {
    /// The input .mlir file (`-` for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// Where to write the result (`-` for stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Translate axe.kernel ops to NKI Python.
    #[arg(long = "axe-to-nki", required = true)]
    axe_to_nki: bool,
    /// Which NKI API to emit.
    #[arg(long = "nki-api", value_enum, default_value = "current")]
    nki_api: NkiApi,
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
    let api = match cli.nki_api {
        NkiApi::Current => Api::Current,
        NkiApi::Legacy => Api::Legacy,
    };
    let Ok(text) = nki::translate(&module, api) else {
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
