//! Runs the lit suite (test/) with LLVM 22's own lit and FileCheck, so that
//! `cargo test` covers it. Tools are taken from this build's target directory;
//! `cargo build --workspace` first builds the ones other packages own (make
//! test does this). The same binary checks that the tools' output does not vary between runs
//! (deterministic_output).

mod deterministic_output;

use std::{path::Path, process::Command};

#[test]
fn lit_suite() {
    let axe_opt = Path::new(env!("CARGO_BIN_EXE_axe-opt"));
    let tools_dir = axe_opt.parent().expect("the binary lives in a directory");
    let prefix = option_env!("MLIR_SYS_220_PREFIX").unwrap_or("/usr/lib/llvm-22");
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let status = Command::new(Path::new(prefix).join("bin/lit"))
        .arg("-sv")
        .arg(&suite)
        .env("AXE_TOOLS_DIR", tools_dir)
        .status()
        .expect("lit runs (install llvm-22-tools: tools/setup-deps.sh)");
    assert!(status.success(), "lit reported failures (see above)");
}
