//! `axe-compile`: runs the `axe-translate` next to it under the name
//! `axe-compile`, which makes it the one-command compiler
//! (tools/axe-translate/src/compile.rs). MLIR is linked statically into each
//! tool (about 250 MB per debug binary), so this one links none.

use std::os::unix::process::CommandExt;
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let translate = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join("axe-translate")));
    let Some(translate) = translate.filter(|p| p.is_file()) else {
        eprintln!("axe-compile: axe-translate is not next to axe-compile (cargo build --workspace --bins builds both)");
        return ExitCode::FAILURE;
    };
    let error = Command::new(&translate)
        .arg0("axe-compile")
        .args(std::env::args_os().skip(1))
        .exec();
    eprintln!("axe-compile: cannot run {}: {error}", translate.display());
    ExitCode::FAILURE
}
