//! `axe-opt`: upstream's `mlir-opt` driver with the axe and uop dialects and
//! every Axe pass (written in Rust) registered by name. All mlir-opt flags
//! work: `--pass-pipeline`, `--split-input-file`, `--verify-diagnostics`,
//! `--mlir-print-ir-after-all`, `--help`.

fn main() {
    axe_passes::register_all();
    axe_lowering::register_all();
    std::process::exit(axe_dialects::opt_main::opt_main(std::env::args()));
}
