//! `uop-remove-dead-axes` (spec 003 "Dead Axis Removal"): a dimension of a
//! fresh `uop.bufferize` is dead when its range has size 1, when the value
//! does not vary with it (unreferenced), or when every read indexes it with
//! the same in-bounds constant (the value is then computed at that
//! constant). Dead dimensions leave the buffer and its reads (which index
//! the smaller buffer directly, one index per dimension). When every axis is
//! dead the bufferize stays, with no ranges: a `memref<T>` scalar buffer
//! (removing it would leave kernel splitting no store).

use super::fresh;
use crate::{
    index::simplify_index::simplify_index_in,
    kernel_ir::{
        build::Builder,
        deps::RangeDeps,
        erase_dead, function_bodies, ops_of,
        readers::{readers, SymbolicIndex},
        replace_uses,
        substitute::substitute,
        with_context,
    },
};
use axe_dialects::ir::read::value_key;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_symbolic::Options;
use melior::{
    ir::{r#type::MemRefType, BlockRef, OperationRef, Type, Value},
    Context,
};
use std::collections::HashMap;

pub static REMOVE_DEAD_AXES: PassDefinition = PassDefinition {
    argument: "uop-remove-dead-axes",
    description: "Drop size-1, unreferenced and constant-indexed dimensions from fresh uop.bufferize ops and their reads (spec 003 Dead Axis Removal)",
    options: &[],
    run: |root, _: &PassOptions| apply(root),
};

pub fn apply(root: OperationRef) -> Result<(), PassFailed> {
    let changed = with_context(&root, |context| {
        function_bodies(&root)
            .into_iter()
            .fold(false, |acc, block| remove_in_block(context, block) | acc)
    });
    if changed {
        simplify_index_in(root, &Options::default(), false)?;
    }
    Ok(())
}

/// Why a dimension is dead.
enum Dead {
    /// Size 1 or unreferenced: the value is the same along it.
    Unused,
    /// Always read at this constant.
    ReadAt(i64),
}

fn remove_in_block<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>) -> bool {
    let mut changed = false;
    for op in ops_of(block) {
        let Some(f) = fresh(op) else { continue };
        let Some((reads, _)) = readers(f.buffer, &f.shape) else {
            continue;
        };
        let mut deps = RangeDeps::new();
        let used = deps.of(f.value);
        let mut sym = SymbolicIndex::new();
        let read_dims: Option<Vec<Vec<_>>> = reads.iter().map(|r| r.dim_exprs(&mut sym, &f.shape)).collect();
        let Some(read_dims) = read_dims else { continue };
        let dead: Vec<Option<Dead>> = (0..f.shape.len())
            .map(|i| {
                if f.shape[i] == 1 || !used.contains(&value_key(f.ranges[i])) {
                    return Some(Dead::Unused);
                }
                let constants: Option<Vec<i64>> = read_dims.iter().map(|d| sym.graph.as_const(d[i])).collect();
                match constants?.as_slice() {
                    [c, rest @ ..] if rest.iter().all(|x| x == c) && (0..f.shape[i]).contains(c) => {
                        Some(Dead::ReadAt(*c))
                    }
                    _ => None,
                }
            })
            .collect();
        if dead.iter().all(Option::is_none) {
            continue;
        }
        let b = Builder::before(context, op);
        let map: HashMap<usize, Value> = dead
            .iter()
            .enumerate()
            .filter_map(|(i, d)| match d {
                Some(Dead::ReadAt(c)) => Some((value_key(f.ranges[i]), b.index_const(*c))),
                // A size-1 range is 0 wherever the value still names it.
                Some(Dead::Unused) if f.shape[i] == 1 => Some((value_key(f.ranges[i]), b.index_const(0))),
                _ => None,
            })
            .collect();
        let value = substitute(&b, &mut deps, f.value, &map);
        let kept: Vec<usize> = (0..f.shape.len()).filter(|&i| dead[i].is_none()).collect();
        let ranges: Vec<Value> = kept.iter().map(|&i| f.ranges[i]).collect();
        let shape: Vec<i64> = kept.iter().map(|&i| f.shape[i]).collect();
        let ty: Type = MemRefType::new(f.element, &shape, None, None).into();
        let smaller = b.bufferize(value, &ranges, None, ty);
        for r in &reads {
            for load in &r.loads {
                let at = Builder::before(context, *load);
                let dims = r.dim_values(&at, &f.shape);
                let kept_dims: Vec<Value> = kept.iter().map(|&i| dims[i]).collect();
                let new = at.load(smaller, &kept_dims, r.gate, f.element);
                replace_uses(load.result(0).unwrap().into(), new);
            }
        }
        changed = true;
    }
    erase_dead(block);
    changed
}
