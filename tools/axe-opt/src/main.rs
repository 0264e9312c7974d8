//! `axe-opt`: upstream's `mlir-opt` driver with the axe and uop dialects and
//! every Axe pass (written in Rust) registered by name. All mlir-opt flags
//! work: `--pass-pipeline`, `--split-input-file`, `--verify-diagnostics`,
//! `--mlir-print-ir-after-all`, `--help`. The GPU emulator counts the candidates of
//! `uop-schedule{target=gpu search=N}`.

fn main() {
    axe_passes::register_all();
    axe_lowering::register_all();
    axe_lowering::schedule::gpu_search::register_measurer(axe_interp::gpu::counters::measure);
    std::process::exit(axe_dialects::opt_main::opt_main(std::env::args()));
}
