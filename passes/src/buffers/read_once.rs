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
use axe_symbolic::{DivKind, ExprId, Op};
use melior::ir::{operation::OperationLike, OperationRef, Value};
use std::collections::{BTreeMap, BTreeSet, HashSet};

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

/// The read's row-major offset over the live axes is `c0 + Σ c_k * d_k` over digits `d_k`
/// of exactly the ranges `needed`, with coefficients that grow faster than the span of the
/// smaller ones (a mixed radix): distinct iterations give distinct values. A digit is a range,
/// or its quotient and remainder by one positive constant (`r = c * (r / c) + r % c`): a
/// transposed output whose loops merge heads and head dimensions reads its input at
/// `(r / 8, i, r % 8, j)`.
fn injective_on(reader: &Reader, shape: &[i64], live: &[bool], needed: &[Value]) -> bool {
    let mut sym = SymbolicIndex::new();
    let Some(offset) = live_offset(&mut sym, reader, shape, live) else {
        return false;
    };
    let form = linearize(&sym.graph, offset);
    // Per range (by key): its end, and the coefficients of the range, of its quotient and
    // of its remainder by the one divisor it is split by.
    let mut by_range: BTreeMap<usize, RangeTerms> = BTreeMap::new();
    for &(atom, coef) in &form.terms {
        let Some((leaf, digit)) = digit_of(&sym, atom) else {
            return false;
        };
        let Some(end) = range_end(leaf) else { return false };
        if !needed.iter().any(|r| value_key(*r) == value_key(leaf)) {
            return false;
        }
        let t = by_range.entry(value_key(leaf)).or_insert(RangeTerms {
            end,
            ..RangeTerms::default()
        });
        let coef = coef as i128;
        match digit {
            Digit::Whole => t.whole += coef,
            Digit::Quotient(c) | Digit::Remainder(c) if t.divisor.is_some_and(|d| d != c) => return false,
            Digit::Quotient(c) => (t.divisor, t.quotient) = (Some(c), t.quotient + coef),
            Digit::Remainder(c) => (t.divisor, t.remainder) = (Some(c), t.remainder + coef),
        }
    }
    if by_range.len() != needed.len() {
        return false;
    }
    // (|coefficient|, extent) of every digit; an overflow (sizes near 2^63) is not proven.
    let mut digits: Vec<(i128, i128)> = Vec::new();
    for t in by_range.values() {
        let end = t.end as i128;
        match t.divisor {
            None => digits.push((t.whole.abs(), end)),
            Some(c) => {
                let c = c as i128;
                let Some(quotient) = t.whole.checked_mul(c).and_then(|w| w.checked_add(t.quotient)) else {
                    return false;
                };
                digits.push((quotient.abs(), (end + c - 1) / c));
                digits.push(((t.whole + t.remainder).abs(), end.min(c)));
            }
        }
    }
    digits.retain(|&(_, extent)| extent > 1);
    digits.sort();
    let mut span: i128 = 0;
    for (coef, extent) in digits {
        if coef <= span {
            return false;
        }
        let Some(next) = coef.checked_mul(extent - 1).and_then(|s| s.checked_add(span)) else {
            return false;
        };
        span = next;
    }
    true
}

/// The read's row-major offset over the live axes, simplified. A flat read of a buffer whose
/// axes are all live is its own offset: split by the strides and summed again, the simplifier
/// may not fold a quotient back (`(i + r - r % 64) // 64` for `r // 64`, with `i < 64`).
fn live_offset<'c: 'a, 'a>(
    sym: &mut SymbolicIndex<'c, 'a>,
    reader: &Reader<'c, 'a>,
    shape: &[i64],
    live: &[bool],
) -> Option<ExprId> {
    if reader.flat && live.iter().all(|&l| l) {
        let offset = sym.import(reader.operands[0])?;
        return sym.simplified(&[offset]).map(|v| v[0]);
    }
    let dims = reader.dim_exprs(sym, shape)?;
    let mut offset = sym.graph.constant(0, 64).ok()?;
    let mut stride = 1i64;
    for (k, &d) in dims.iter().enumerate().rev() {
        if !live[k] {
            continue;
        }
        let s = sym.graph.constant(stride, 64).ok()?;
        let term = sym.graph.mul(d, s).ok()?;
        offset = sym.graph.add(offset, term).ok()?;
        stride = stride.checked_mul(shape[k])?;
    }
    sym.simplified(&[offset]).map(|v| v[0])
}

/// The terms of one range in a read's offset.
#[derive(Default)]
struct RangeTerms {
    end: i64,
    whole: i128,
    divisor: Option<i64>,
    quotient: i128,
    remainder: i128,
}

/// What an atom of a linear offset is of a range: the range, or its quotient or remainder by
/// a positive constant (floor and truncating division agree: ranges are not negative).
enum Digit {
    Whole,
    Quotient(i64),
    Remainder(i64),
}

fn digit_of<'c: 'a, 'a>(sym: &SymbolicIndex<'c, 'a>, atom: ExprId) -> Option<(Value<'c, 'a>, Digit)> {
    if let Some(leaf) = sym.leaf_of(atom) {
        return Some((leaf, Digit::Whole));
    }
    let node = sym.graph.node(atom);
    let [x, c] = node.operands() else { return None };
    let c = sym.graph.as_const(*c).filter(|&c| c > 0)?;
    let leaf = sym.leaf_of(*x)?;
    match node.op {
        Op::Div(DivKind::Floor | DivKind::Trunc) => Some((leaf, Digit::Quotient(c))),
        Op::Rem(DivKind::Floor | DivKind::Trunc) => Some((leaf, Digit::Remainder(c))),
        _ => None,
    }
}
