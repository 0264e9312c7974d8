//! `uop-optimize-ranges`: every range and reduce optimization of spec 003
//! in the spec's order, the index simplifier in between:
//! split, merge, flatten ranges; load/reduce collapse; the buffer folds and
//! buffer removal; dead axis removal; reduce unparented; split reduceop.

use crate::{
    buffers::{dead_axes, folds, removal},
    index::simplify_index::simplify_index_in,
    kernel_ir::{function_bodies, with_context},
    reduce::{collapse, split_reduceop, unparented, REASSOCIATE_OPTION},
};
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_symbolic::Options;
use melior::ir::OperationRef;

pub static OPTIMIZE_RANGES: PassDefinition = PassDefinition {
    argument: "uop-optimize-ranges",
    description: "Spec 003's range and reduce optimizations in order: split/merge/flatten ranges, load and reduce collapse, buffer folds and removal, dead axes, reduce unparented, split reduceop (runs on the module)",
    options: &[
        PassOption {
            name: "pcontig",
            description: "uop-remove-buffers: tinygrad's PCONTIG level",
            kind: OptionKind::Int,
            default: "0",
        },
        PassOption {
            name: "max-inline-copies",
            description: "uop-remove-buffers: the buffer limit",
            kind: OptionKind::Int,
            default: "8",
        },
        PassOption {
            name: "max-reduce-ratio",
            description: "uop-remove-buffers: the input/output ratio above which a reduction stays buffered",
            kind: OptionKind::Int,
            default: "32768",
        },
        PassOption {
            name: "max-fused-loads",
            description: "uop-remove-buffers: the most loads that each read every value once a buffer holding or read inside a reduction is inlined into",
            kind: OptionKind::Int,
            default: "2",
        },
        PassOption {
            name: "split-threshold",
            description: "uop-split-reduceop: split reductions of more elements per result than this",
            kind: OptionKind::Int,
            default: "32768",
        },
        REASSOCIATE_OPTION,
    ],
    run,
};

/// Rounds of range splitting (each splits every range used modulo a divisor once; a range
/// of n elements splits at most log2(n) times).
const MAX_SPLIT_ROUNDS: usize = 8;

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let simplify = || simplify_index_in(root, &Options::default(), false);
    simplify()?;
    // Split to a fixpoint: a range split once (`r = o * 3 + i` for `r % 3`) can leave its
    // outer part used modulo another divisor once simplified (`o % 3` where `r` was a merged
    // channel, kernel row and column): each round splits what the last one exposed, so no
    // div/mod of a range stays in the loop body.
    for _ in 0..MAX_SPLIT_ROUNDS {
        let split = with_context(&root, |context| -> Result<bool, PassFailed> {
            let mut split = false;
            for block in function_bodies(&root) {
                split |= super::split::split_block(context, block)?;
            }
            Ok(split)
        })?;
        simplify()?;
        if !split {
            break;
        }
    }
    super::merge::apply(root)?;
    with_context(&root, |context| {
        for block in function_bodies(&root) {
            super::flatten::flatten_block(context, block);
        }
    });
    // A constant arange read in a reduction is its range once folded: fold
    // it first, so that reduce collapse sees `idx == r` (a gather).
    folds::apply_indexing(root);
    let reassociate = options.bool("reassociate");
    collapse::apply(root, reassociate)?;
    folds::apply_all(root)?;
    removal::apply(root, &removal::thresholds(options))?;
    dead_axes::apply(root)?;
    // Dropping axes can make a read the identity: fold once more.
    folds::apply_all(root)?;
    unparented::apply(root, reassociate);
    split_reduceop::apply(root, options.int("split-threshold"), reassociate)?;
    simplify()
}
