//! Whether inlining a buffer into its one read computes each of its values at
//! most once. The read sits inside the ranges of the reductions and the
//! realization its value flows into; if its index along the axes the value
//! varies with (the others are dead axes: one value per row, say) varies with
//! every one of those ranges (size-1 ranges aside) and is injective on their
//! box, every iteration reads a different value, so the inlined value is
//! computed once per value, as the buffer would have been. `exp(x).sum()`
//! reads its exp at `(row, k)` inside `reduce k` of a realization over `row`:
//! read once. `exp(a) @ b` reads `exp(a)[i, k]` for every `j`, and a row sum
//! kept 4x8 but read at `(i, j)` is one value per row read 8 times: not read
//! once.

use super::Fresh;
use crate::{
    kernel_ir::{
        bound_ranges, deps::RangeDeps, range_end,
        readers::{Reader, SymbolicIndex},
        users,
    },
    mlir::ir::{op_name, value_key},
};
use axe_symbolic::linear::linearize;
use melior::ir::{OperationRef, Value, operation::OperationLike};
use std::collections::{BTreeSet, HashSet};

/// The buffer has one load, and that load reads each of its values (one per
/// position along the live axes) at most once over the ranges around it.
pub fn read_once(f: &Fresh, reads: &[Reader]) -> bool {
    let loads: Vec<(&Reader, OperationRef)> = reads.iter().flat_map(|r| r.loads.iter().map(move |l| (r, *l))).collect();
    let [(reader, load)] = loads.as_slice() else { return false };
    let Some(scope) = enclosing_ranges(*load) else { return false };
    let mut deps = RangeDeps::new();
    let index_deps: BTreeSet<usize> = reader.operands.iter().flat_map(|v| deps.of(*v).iter().copied().collect::<Vec<_>>()).collect();
    let mut needed = Vec::new();
    for r in scope {
        match range_end(r) {
            Some(1) => {}
            Some(_) if index_deps.contains(&value_key(r)) => needed.push(r),
            _ => return false,
        }
    }
    let live: Vec<bool> = f.ranges.iter().map(|r| deps.depends_on(f.value, *r)).collect();
    injective_on(reader, &f.shape, &live, &needed)
}

/// The ranges bound by every reduction and realization (or store `uop.end`)
/// the load's value flows into; `None` when it flows somewhere else that
/// could repeat it (a function call, a return).
fn enclosing_ranges<'c, 'a>(load: OperationRef<'c, 'a>) -> Option<Vec<Value<'c, 'a>>> {
    let mut ranges = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![load];
    while let Some(op) = stack.pop() {
        if !seen.insert(op.to_raw().ptr as usize) {
            continue;
        }
        let name = op_name(&op);
        if matches!(name.as_str(), "uop.reduce" | "uop.bufferize" | "uop.end") {
            ranges.extend(bound_ranges(&op)?);
        }
        if matches!(name.as_str(), "uop.bufferize" | "uop.end") {
            continue;
        }
        if matches!(name.as_str(), "func.call" | "func.return") {
            return None;
        }
        for i in 0..op.result_count() {
            stack.extend(users(op.result(i).ok()?.into()));
        }
    }
    let mut unique = HashSet::new();
    ranges.retain(|r| unique.insert(value_key(*r)));
    Some(ranges)
}

/// The read's row-major offset over the live axes is `c0 + Σ c_k * r_k` over
/// exactly the ranges `needed`, with coefficients that grow faster than the
/// span of the smaller ones (a mixed radix): distinct iterations give
/// distinct values.
fn injective_on(reader: &Reader, shape: &[i64], live: &[bool], needed: &[Value]) -> bool {
    let mut sym = SymbolicIndex::new();
    let Some(dims) = reader.dim_exprs(&mut sym, shape) else { return false };
    let mut offset = match sym.graph.constant(0, 64) {
        Ok(e) => e,
        Err(_) => return false,
    };
    let mut stride = 1i64;
    for (k, &d) in dims.iter().enumerate().rev() {
        if !live[k] {
            continue;
        }
        let Ok(s) = sym.graph.constant(stride, 64) else { return false };
        let Ok(term) = sym.graph.mul(d, s) else { return false };
        let Ok(sum) = sym.graph.add(offset, term) else { return false };
        offset = sum;
        let Some(next) = stride.checked_mul(shape[k]) else { return false };
        stride = next;
    }
    let Some(offset) = sym.simplified(&[offset]).map(|v| v[0]) else { return false };
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
