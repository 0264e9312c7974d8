//! Whether inlining a buffer into its reads computes each of its values at
//! most once per read. A load runs once per point of the loops around the
//! place the lowering gives it (see [`executed_over`]); if its index along the
//! axes the value varies with (the others are dead axes: one value per row,
//! say) varies with every one of those ranges (size-1 ranges aside) and is
//! injective on their box, every iteration reads a different value, so the
//! inlined value is computed once per value, as the buffer would have been.
//! `exp(x).sum()` reads its exp at `(row, k)` inside `reduce k` of a
//! realization over `row`: read once. `exp(a) @ b` reads `exp(a)[i, k]` for
//! every `j`: not read once. A row sum read at `(i)` by every element of an
//! `(i, j)` output is read once (the inlined sum runs once per row); read at
//! `(j)` inside the loop over `i`, it would run once per `(i, j)`: not read
//! once. Softmax's `exp(x - max)` has two loads (its sum and its quotient),
//! each reading every value once.

use super::Fresh;
use crate::kernel_ir::{
    bound_ranges,
    deps::RangeDeps,
    range_end,
    readers::{Reader, SymbolicIndex},
    users,
};
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_symbolic::linear::linearize;
use melior::ir::{operation::OperationLike, OperationRef, Value};
use std::collections::{BTreeSet, HashSet};

/// How many loads the buffer has, when each of them reads each value at most
/// once over the ranges around it (inlining then computes each value at most
/// that many times); `None` when some load repeats a value.
pub fn loads_reading_once(f: &Fresh, reads: &[Reader]) -> Option<usize> {
    let mut count = 0;
    for reader in reads {
        for load in &reader.loads {
            if !load_reads_once(f, reader, *load) {
                return None;
            }
            count += 1;
        }
    }
    Some(count)
}

fn load_reads_once(f: &Fresh, reader: &Reader, load: OperationRef) -> bool {
    let Some(executions) = executed_over(load) else {
        return false;
    };
    let mut deps = RangeDeps::new();
    let index_deps: BTreeSet<usize> = reader
        .operands
        .iter()
        .flat_map(|v| deps.of(*v).iter().copied().collect::<Vec<_>>())
        .collect();
    let mut needed = Vec::new();
    for r in executions {
        match range_end(r) {
            Some(1) => {}
            Some(_) if index_deps.contains(&value_key(r)) => needed.push(r),
            _ => return false,
        }
    }
    let live: Vec<bool> = f.ranges.iter().map(|r| deps.depends_on(f.value, *r)).collect();
    injective_on(reader, &f.shape, &live, &needed)
}

/// The ranges the load runs over once lowered. The lowering nests loops as the
/// realization (or store) that the value flows into lists its ranges, then the ranges of
/// each reduction on the way, outermost first, and places an op in the innermost loop among
/// the ranges it varies with: it runs once per point of that loop and every loop around it.
/// So the load runs over its own ranges and, inside the nearest reduction its value flows
/// into, that reduction's ranges and the loops around the reduction's place (softmax's sum
/// over a row runs once per row, not once per column of the row's output). `None` when the
/// value flows somewhere that could repeat it (a function call, a return), or the paths are
/// too many to follow.
fn executed_over<'c, 'a>(load: OperationRef<'c, 'a>) -> Option<Vec<Value<'c, 'a>>> {
    let mut deps = RangeDeps::new();
    let mut ranges: Vec<Value> = ranges_among(&load, &deps.of(load.operand_at(0)?));
    let (placed, inner) = match nearest_reduction(load)? {
        Some(reduce) => (reduce, bound_ranges(&reduce)?),
        None => (load, Vec::new()),
    };
    ranges.extend(inner);
    let placed_deps = deps.of(placed.result_at(0)?.into());
    for nest in nests_around(placed)? {
        // The loops around the op's place: the nest up to the innermost range it varies with.
        let innermost = nest.iter().rposition(|r| placed_deps.contains(&value_key(*r)));
        ranges.extend(innermost.map_or(&[][..], |p| &nest[..=p]).iter().copied());
    }
    let mut unique = HashSet::new();
    ranges.retain(|r| unique.insert(value_key(*r)));
    Some(ranges)
}

/// Ops a path search visits at most before it gives up.
const MAX_PATH_STEPS: usize = 10_000;

/// The nearest `uop.reduce` the load's value flows into, if every path meets one first or
/// none does (`Some(None)`); `None` when paths differ or reach a call or return.
fn nearest_reduction<'c, 'a>(load: OperationRef<'c, 'a>) -> Option<Option<OperationRef<'c, 'a>>> {
    let mut found: Option<Option<OperationRef>> = None;
    let mut seen = HashSet::new();
    let mut stack = vec![load];
    while let Some(op) = stack.pop() {
        if seen.len() > MAX_PATH_STEPS {
            return None;
        }
        if !seen.insert(op.to_raw().ptr as usize) {
            continue;
        }
        let name = op_name(&op);
        let end = match name {
            "uop.reduce" if op != load => Some(Some(op)),
            "uop.bufferize" | "uop.end" => Some(None),
            "func.call" | "func.return" => return None,
            _ => None,
        };
        if let Some(end) = end {
            if found.is_some_and(|f| f != end) {
                return None;
            }
            found = Some(end);
            continue;
        }
        for i in 0..op.result_count() {
            stack.extend(users(op.result_at(i)?.into()));
        }
    }
    Some(found.flatten())
}

/// For each path from `op` to a realization or store: the loops around `op` there, outermost
/// first (the realization's ranges, then those of each reduction on the path, outer first).
fn nests_around<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Vec<Vec<Value<'c, 'a>>>> {
    let mut nests = Vec::new();
    let mut steps = 0;
    // (op, the ranges of the reductions passed on the way, innermost first)
    let mut stack: Vec<(OperationRef, Vec<Value>)> = Vec::new();
    for i in 0..op.result_count() {
        stack.extend(users(op.result_at(i)?.into()).into_iter().map(|u| (u, Vec::new())));
    }
    while let Some((at, mut inner)) = stack.pop() {
        steps += 1;
        if steps > MAX_PATH_STEPS {
            return None;
        }
        match op_name(&at) {
            "uop.bufferize" | "uop.end" => {
                let mut nest = bound_ranges(&at)?;
                nest.extend(inner.into_iter().rev());
                nests.push(nest);
                continue;
            }
            "uop.reduce" => {
                let mut bound = bound_ranges(&at)?;
                bound.reverse();
                inner.extend(bound);
            }
            "func.call" | "func.return" => return None,
            _ => {}
        }
        for i in 0..at.result_count() {
            stack.extend(users(at.result_at(i)?.into()).into_iter().map(|u| (u, inner.clone())));
        }
    }
    Some(nests)
}

/// The `uop.range` values with keys in `keys` that `op` reads through its operands (not
/// looking through buffers).
fn ranges_among<'c, 'a>(op: &OperationRef<'c, 'a>, keys: &BTreeSet<usize>) -> Vec<Value<'c, 'a>> {
    let mut found = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<Value> = op.operands().collect();
    while let Some(v) = stack.pop() {
        if !seen.insert(value_key(v)) {
            continue;
        }
        let Some(def) = defining_op(v) else { continue };
        match op_name(&def) {
            "uop.range" if keys.contains(&value_key(v)) => found.push(v),
            "uop.range" | "uop.bufferize" => {}
            _ => stack.extend(def.operands()),
        }
    }
    found
}

/// The read's row-major offset over the live axes is `c0 + Σ c_k * r_k` over
/// exactly the ranges `needed`, with coefficients that grow faster than the
/// span of the smaller ones (a mixed radix): distinct iterations give
/// distinct values.
fn injective_on(reader: &Reader, shape: &[i64], live: &[bool], needed: &[Value]) -> bool {
    let mut sym = SymbolicIndex::new();
    let Some(dims) = reader.dim_exprs(&mut sym, shape) else {
        return false;
    };
    let mut offset = match sym.graph.constant(0, 64) {
        Ok(e) => e,
        Err(_) => return false,
    };
    let mut stride = 1i64;
    for (k, &d) in dims.iter().enumerate().rev() {
        if !live[k] {
            continue;
        }
        let Ok(s) = sym.graph.constant(stride, 64) else {
            return false;
        };
        let Ok(term) = sym.graph.mul(d, s) else { return false };
        let Ok(sum) = sym.graph.add(offset, term) else {
            return false;
        };
        offset = sum;
        let Some(next) = stride.checked_mul(shape[k]) else {
            return false;
        };
        stride = next;
    }
    let Some(offset) = sym.simplified(&[offset]).map(|v| v[0]) else {
        return false;
    };
    let form = linearize(&sym.graph, offset);
    let mut terms = Vec::new();
    for &(atom, coef) in &form.terms {
        let Some(leaf) = sym.leaf_of(atom) else { return false };
        let Some(end) = range_end(leaf) else { return false };
        if !needed.iter().any(|r| value_key(*r) == value_key(leaf)) {
            return false;
        }
        terms.push((coef.unsigned_abs() as i128, end as i128));
    }
    if terms.len() != needed.len() {
        return false;
    }
    terms.sort();
    let mut span: i128 = 0;
    for (coef, end) in terms {
        if coef <= span {
            return false;
        }
        span += coef * (end - 1);
    }
    true
}
