//! `uop-merge-ranges` (spec 003 "Range Merging"): two ranges that every
//! binder lists adjacently (`[a, b]`, same kind, so the same REDUCE scopes)
//! become one `RANGE(ea * eb)`, with `a = m floordiv eb` and
//! `b = m floormod eb`. The merge is tried on a copy of the function and
//! kept only when, after the index simplifier, the function has no more
//! divisions/remainders than before (the spec's decision criterion).
//! Buffer dimensions are never merged (their shape is the range list).

use crate::index::simplify_index::simplify_index_in;
use crate::kernel_ir::{
    as_range, bound_ranges, bufferized_ranges, build::Builder, divmod_count, erase_dead, fresh_axes, ops_of, range_end,
    range_kind, rebuild_binder, replace_uses, users, with_context,
};
use axe_dialects::ir::read::{op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
};
use axe_symbolic::Options;
use melior::{
    ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value},
    Context,
};

pub static MERGE_RANGES: PassDefinition = PassDefinition {
    argument: "uop-merge-ranges",
    description: "Merge adjacent compatible ranges when the div/mod count does not grow (spec 003 Range Merging); runs on the module",
    options: &[],
    run,
};

/// Merges tried per function before giving up (each accepted one removes a range).
const MAX_MERGES: usize = 64;

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    apply(root)
}

pub fn apply(root: OperationRef) -> Result<(), PassFailed> {
    if op_name(&root) == "func.func" {
        emit_error(
            &root,
            "uop-merge-ranges runs on the module: it replaces functions by merged copies",
        );
        return Err(PassFailed);
    }
    simplify_index_in(root, &Options::default(), false)?;
    with_context(&root, |context| {
        for func in functions(&root) {
            merge_function(context, func)?;
        }
        Ok(())
    })
}

fn functions<'c, 'a>(root: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    for region in root.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            out.extend(
                ops_of(b)
                    .into_iter()
                    .filter(|op| op_name(op) == "func.func" && body(op).is_some()),
            );
            block = b.next_in_region();
        }
    }
    out
}

fn body<'c, 'a>(func: &OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    func.region_at(0).and_then(|r| r.first_block())
}

/// Pairs of ranges (positions of their ops in the body) that every binder
/// lists adjacently, in that order.
fn candidates(block: BlockRef) -> Vec<(usize, usize)> {
    let ops = ops_of(block);
    let position = |v: Value| {
        ops.iter()
            .position(|op| Some(op.to_raw().ptr) == as_range(v).map(|r| r.to_raw().ptr))
    };
    let dimensions = bufferized_ranges(block);
    let lists: Vec<Vec<Value>> = ops.iter().filter_map(bound_ranges).collect();
    let mut out = Vec::new();
    for list in &lists {
        for pair in list.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            // The merged extent must be an i64 too.
            let compatible = range_kind(a) == range_kind(b)
                && range_end(a)
                    .zip(range_end(b))
                    .is_some_and(|(x, y)| x >= 1 && y >= 1 && x.checked_mul(y).is_some())
                && !dimensions.contains(&value_key(a))
                && !dimensions.contains(&value_key(b));
            let same_scopes = lists.iter().all(|l| {
                let ia = l.iter().position(|v| value_key(*v) == value_key(a));
                let ib = l.iter().position(|v| value_key(*v) == value_key(b));
                match (ia, ib) {
                    (None, None) => true,
                    (Some(i), Some(j)) => j == i + 1,
                    _ => false,
                }
            });
            if let (true, true, Some(pa), Some(pb)) = (compatible, same_scopes, position(a), position(b)) {
                if !out.contains(&(pa, pb)) {
                    out.push((pa, pb));
                }
            }
        }
    }
    out
}

fn merge_function<'c, 'a>(context: &'c Context, mut func: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let mut tried = 0;
    'search: while tried < MAX_MERGES {
        let Some(block) = body(&func) else { return Ok(()) };
        let before = divmod_count(block);
        for (a, b) in candidates(block) {
            tried += 1;
            let axis = fresh_axes(block, 1)?;
            let copy = clone_after(func);
            let copy_body = body(&copy).expect("the copy has a body");
            merge_pair(context, copy_body, a, b, axis);
            simplify_index_in(copy, &Options::default(), false)?;
            if divmod_count(copy_body) <= before {
                unsafe { mlir_sys::mlirOperationDestroy(func.to_raw()) };
                func = copy;
                continue 'search;
            }
            unsafe { mlir_sys::mlirOperationDestroy(copy.to_raw()) };
        }
        break;
    }
    Ok(())
}

fn clone_after<'c, 'a>(func: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
    unsafe {
        let copy = mlir_sys::mlirOperationClone(func.to_raw());
        let parent = func.block().expect("functions live in a module block");
        mlir_sys::mlirBlockInsertOwnedOperationAfter(parent.to_raw(), func.to_raw(), copy);
        OperationRef::from_raw(copy)
    }
}

/// Merges the ranges defined by the ops at positions `a` and `b`.
fn merge_pair(context: &Context, block: BlockRef, a: usize, b: usize, axis: i64) {
    let ops = ops_of(block);
    let (ra, rb): (Value, Value) = (ops[a].result(0).unwrap().into(), ops[b].result(0).unwrap().into());
    let (ea, eb) = (range_end(ra).unwrap_or(1), range_end(rb).unwrap_or(1));
    let first = if a < b { ops[a] } else { ops[b] };
    let builder = Builder::before(context, first);
    let merged = builder.range(ea * eb, axis, range_kind(ra).unwrap_or(0));
    let divisor = builder.index_const(eb);
    let outer = builder.binary("arith.floordivsi", merged, divisor);
    let inner = builder.binary("uop.floormod", merged, divisor);
    replace_uses(ra, outer);
    replace_uses(rb, inner);
    for user in users(outer) {
        if let Some(list) = bound_ranges(&user) {
            let ranges: Vec<Value> = list
                .iter()
                .filter(|v| value_key(**v) != value_key(inner))
                .map(|v| if value_key(*v) == value_key(outer) { merged } else { *v })
                .collect();
            rebuild_binder(context, user, &ranges);
        }
    }
    erase_dead(block);
}
