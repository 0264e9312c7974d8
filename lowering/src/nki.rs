//! NKI emission (spec 001 section 3.4; reference/nki-target.md): an `axe.kernel` becomes a
//! readable `@nki.jit` Python function for the current `nki` API (>= 0.3, destination-passing
//! `nisa.*`) or the Beta 1 `neuronxcc.nki` API that Trn1 needs.

mod emit;
pub mod expr;
mod gather;
mod psum_blocks;
mod resident;
mod weights;

use axe_dialects::diagnostic::emit_error_at;
use axe_dialects::ir::read::op_name;
use melior::ir::{operation::OperationLike, BlockLike, Module};

/// Which NKI the output targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    /// `import nki` (NKI >= 0.3; Trn2/Trn3).
    Current,
    /// `neuronxcc.nki` (Beta 1, SDK <= 2.28; Trn1).
    Legacy,
}

/// The Python module for every `axe.kernel` in `module`; `Err` after emitting diagnostics.
pub fn translate(module: &Module, api: Api) -> Result<String, ()> {
    let mut emitter = emit::Emitter::new(api);
    emitter.header();
    let body = module.body();
    let mut current = body.first_operation();
    let mut kernels = 0;
    while let Some(op) = current {
        if op_name(&op) == "axe.kernel" {
            emitter.kernel(&op)?;
            kernels += 1;
        }
        current = op.next_in_block();
    }
    if kernels == 0 {
        emit_error_at(module.as_operation().location(), "no axe.kernel to translate");
        return Err(());
    }
    Ok(emitter.finish())
}
