//! `axe-distribute`: programs over distributed tensors (`#axe.layout` encodings with iters on
//! device axes, spec 001 §2.2) to per-process programs over their pieces, with the `shard`
//! collectives that the layouts require and MLIR's `shard.grid` of the processes.
//!
//! Each function that uses a device axis gets a grid (`shard.grid @<function>_grid`, from
//! [`axe_distribute::Grid`]); every tensor value its sharding ([`axe_distribute::Sharding`]);
//! `axe.redistribute`, `linalg.matmul` over a split contraction, `linalg.reduce` over a split
//! dimension (a sum, max or min: [`axe_distribute::Combine`]), the operands of all-parallel ops
//! ([`parallel`]) and `func.return` into a declared distribution become collectives
//! ([`axe_distribute::plan`]). Arguments keep their distribution
//! in `axe.distribution`, and each gets a fingerprint argument that the function checks on entry
//! (with the number of processes), so a process given the wrong piece stops with a message.

mod collectives;
mod function;
mod global;
mod parallel;
mod runtime_checks;

pub use function::{device_layouts, has_device_axes, tensor_layout};
pub use global::FORGET_DISTRIBUTION;

use crate::kernel_ir::with_context;
use axe_dialects::ir::read::op_name;
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};

pub static DISTRIBUTE: PassDefinition = PassDefinition {
    argument: "axe-distribute",
    description: "Distributed tensors (#axe.layout with device axes) to per-process pieces: a shard.grid per function, shard collectives for axe.redistribute, split contractions, sum/max/min reductions over split dimensions, the operands of elementwise and movement ops, and returns (chosen from the two layouts, fewest bytes), and entry checks of the process count and each argument's distribution",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let Some(body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut functions = Vec::new();
    let mut op = body.first_operation();
    while let Some(f) = op {
        if op_name(&f) == "func.func" && has_device_axes(&f) {
            functions.push(f);
        }
        op = f.next_in_block();
    }
    with_context(&root, |context| {
        let mut failed = false;
        for f in functions {
            failed |= function::distribute(context, f).is_err();
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    })
}
