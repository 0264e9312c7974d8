//! `axe-simplify-index`: imports the index/integer arithmetic of every block
//! into the symbolic engine (spec 000), simplifies it exactly from the
//! proven value ranges, and writes back minimal IR.

use crate::kernel_ir::readers::index_parts;
use crate::mlir::{
    index_export::{is_index, Exporter},
    index_import::{import_block, FloorReading, ImportedBlock},
    value_ranges::ValueRanges,
};
use axe_dialects::ir::read::{has_uses, op_key, op_name, uses, value_key};
use axe_dialects::{
    diagnostic::emit_error,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use axe_symbolic::{simplify, Evaluator, ExprId, Graph, Interval, Op, Options, Show};
use melior::{
    ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike},
    Context,
};
use rand::{rngs::SmallRng, RngExt, SeedableRng};
use std::collections::HashSet;

pub static SIMPLIFY_INDEX: PassDefinition = PassDefinition {
    argument: "axe-simplify-index",
    description: "Simplify index/integer arithmetic exactly from proven value ranges (spec 000 div/mod rules; floor, truncating and unsigned)",
    options: &[
        PassOption {
            name: "max-iterations",
            description: "Rewrites one expression may go through before it must reach a fixed point; hitting it is an error",
            kind: OptionKind::Int,
            default: "1000",
        },
        PassOption {
            name: "semantics-check",
            description: "Debug: evaluate every rewritten expression before and after on random points within bounds and fail on any difference",
            kind: OptionKind::Bool,
            default: "false",
        },
    ],
    run,
};

/// Points evaluated per rewritten expression by `semantics-check`.
const CHECK_POINTS: usize = 256;

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let max_iterations = usize::try_from(options.int("max-iterations")).unwrap_or(0).max(1);
    let engine = Options {
        max_iterations,
        ..Options::default()
    };
    simplify_in(root, &engine, options.bool("semantics-check"), Gates::Used)
}

/// Whether an index only read behind a gate is simplified with what the gate implies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Gates {
    Used,
    /// The range and reduce optimizations read a merged range's digits back from the
    /// divisions and remainders of its index (`uop-split-ranges`); what a gate implies can
    /// fold those away first, so their clean-ups leave gates to the pass itself.
    Ignored,
}

/// Runs the index simplifier on everything nested in `root`; the range and
/// reduce optimizations call it to clean up after their substitutions.
pub fn simplify_index_in(root: OperationRef, engine: &Options, check: bool) -> Result<(), PassFailed> {
    simplify_in(root, engine, check, Gates::Ignored)
}

fn simplify_in(root: OperationRef, engine: &Options, check: bool, gates: Gates) -> Result<(), PassFailed> {
    let ranges = ValueRanges::analyze(&root);
    let mut blocks = Vec::new();
    collect_blocks(&root, &mut blocks);
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut failed = false;
    for block in blocks {
        failed |= simplify_block(context, block, &ranges, engine, check, gates).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

fn collect_blocks<'c, 'a>(op: &OperationRef<'c, 'a>, out: &mut Vec<BlockRef<'c, 'a>>) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            out.push(b);
            let mut current = b.first_operation();
            while let Some(inner) = current {
                collect_blocks(&inner, out);
                current = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

fn simplify_block(
    context: &Context,
    block: BlockRef,
    ranges: &ValueRanges,
    engine: &Options,
    check: bool,
    gates: Gates,
) -> Result<(), PassFailed> {
    // Reading agreeing truncating/unsigned ops as floor lets them pair with
    // floor partners, but splits an all-truncating digit decomposition that
    // the truncating rules would collapse; when the first reading leaves a
    // div/mod behind, the literal reading is tried too and the better kept.
    let Some(mut best) = plan(block, ranges, engine, check, gates, FloorReading::WhereAgreeing)? else {
        return Ok(());
    };
    if best.score().0 > 0 {
        if let Some(literal) = plan(block, ranges, engine, check, gates, FloorReading::Literal)? {
            if literal.score() < best.score() {
                best = literal;
            }
        }
    }
    best.write_back(context, block);
    Ok(())
}

/// What one reading of a block simplifies to: the roots (imported ops used
/// outside the arithmetic) and the expression each will compute.
struct Plan<'c, 'a> {
    imported: ImportedBlock<'c, 'a>,
    roots: Vec<(OperationRef<'c, 'a>, ExprId)>,
    chosen: Vec<ExprId>,
}

fn plan<'c, 'a>(
    block: BlockRef<'c, 'a>,
    ranges: &ValueRanges,
    engine: &Options,
    check: bool,
    gates: Gates,
    reading: FloorReading,
) -> Result<Option<Plan<'c, 'a>>, PassFailed> {
    let Ok(mut imported) = import_block(block, ranges, reading) else {
        // Only ill-typed IR fails to import; the verifier reports it elsewhere.
        return Ok(None);
    };
    if imported.ops.is_empty() {
        return Ok(None);
    }
    let inside: HashSet<usize> = imported.ops.iter().map(|(op, _)| op.to_raw().ptr as usize).collect();
    let roots: Vec<(OperationRef, ExprId)> = imported
        .ops
        .iter()
        .copied()
        .filter(|(op, _)| used_outside(result(op), &inside))
        .collect();

    let mut proposed = Vec::with_capacity(roots.len());
    for &(op, old) in &roots {
        // A value only ever used as an index of accesses behind one gate may be simplified with
        // what the gate implies: where the gate is false its value is not used.
        let gate = (gates == Gates::Used)
            .then(|| gate_of_every_use(result(&op)))
            .flatten()
            .and_then(|g| imported.expr_of.get(&value_key(g)).copied());
        let under_gate = |graph: &mut Graph, e: ExprId| match gate {
            Some(g) => graph
                .constant(0, graph.width(e))
                .and_then(|zero| graph.select(g, e, zero)),
            None => Ok(e),
        };
        let outcome = under_gate(&mut imported.graph, old)
            .map_err(|e| e.to_string())
            .and_then(|root| {
                simplify(&mut imported.graph, &[root], engine)
                    .map(|new| (root, new[0]))
                    .map_err(|e| e.to_string())
            });
        let (root, simplified) = match outcome {
            Ok(pair) => pair,
            Err(error) => {
                emit_error(&op, &format!("axe-simplify-index: {error}"));
                return Err(PassFailed);
            }
        };
        let new = match gate {
            Some(_) if simplified == root => old,
            Some(g) => arm_under(&imported.graph, simplified, g, old),
            None => simplified,
        };
        if new != old && check {
            // Behind a gate the two need only agree where the gate holds: `root` is the old
            // value under it.
            let after = match under_gate(&mut imported.graph, new) {
                Ok(after) => after,
                Err(error) => {
                    emit_error(&op, &format!("axe-simplify-index: {error}"));
                    return Err(PassFailed);
                }
            };
            semantics_check(&imported, &op, root, after)?;
        }
        proposed.push(new);
    }
    let chosen = accept_without_growth(&imported.graph, &roots, &proposed);
    Ok(Some(Plan {
        imported,
        roots,
        chosen,
    }))
}

/// Roots share subexpressions: a rewrite that is cheaper for its own root
/// can still cost the block more (a shared numerator then stays alive for
/// the other users). Rewrites are accepted only while the union of all
/// roots' DAGs gets no more divisions/remainders and no larger weighted size
/// (the engine's own measure: a div/mod weighs as much as the 20 cheap ops it
/// costs, spec 000's intro): all at once if that holds, else one old
/// expression at a time (roots that share it move together), retried until
/// nothing changes.
fn accept_without_growth(g: &Graph, roots: &[(OperationRef, ExprId)], proposed: &[ExprId]) -> Vec<ExprId> {
    let mut current: Vec<ExprId> = roots.iter().map(|&(_, e)| e).collect();
    let no_costlier = |new: &[ExprId], old: &[ExprId]| {
        let (a, b) = (g.dag_counts(new), g.dag_counts(old));
        a.divmod <= b.divmod && a.weighted() <= b.weighted()
    };
    if no_costlier(proposed, &current) {
        return proposed.to_vec();
    }
    loop {
        let mut changed = false;
        for i in 0..roots.len() {
            if current[i] == proposed[i] {
                continue;
            }
            let mut candidate = current.clone();
            for j in 0..roots.len() {
                if current[j] == current[i] {
                    candidate[j] = proposed[j];
                }
            }
            if no_costlier(&candidate, &current) {
                current = candidate;
                changed = true;
            }
        }
        if !changed {
            return current;
        }
    }
}

impl<'c, 'a> Plan<'c, 'a> {
    /// Fewer divisions and remainders first, then the smaller weighted size.
    fn score(&self) -> (u32, u64) {
        let counts = self.imported.graph.dag_counts(&self.chosen);
        (counts.divmod as u32, counts.weighted() as u64)
    }

    fn write_back(&self, context: &'c Context, block: BlockRef<'c, 'a>) {
        let rewritten: Vec<(OperationRef, ExprId)> = self
            .roots
            .iter()
            .zip(&self.chosen)
            .filter(|((_, old), new)| old != *new)
            .map(|(&(op, _), &new)| (op, new))
            .collect();
        if rewritten.is_empty() {
            return;
        }
        let allow_floormod = self
            .imported
            .ops
            .iter()
            .any(|(op, _)| matches!(op_name(op), "uop.floormod" | "arith.floordivsi"));
        let ImportedBlock {
            graph,
            var_values,
            ops,
            outer_constants,
            spelling,
            ..
        } = &self.imported;
        let mut exporter = Exporter::new(context, block, var_values, spelling, allow_floormod);
        for &(op, expr) in ops {
            exporter.add_existing(expr, op, result(&op));
        }
        for &(expr, value) in outer_constants {
            exporter.add_dominating(expr, value);
        }
        for (op, new) in rewritten {
            let old_value = result(&op);
            let value = exporter.value(graph, new, is_index(old_value), op, op.location());
            unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old_value.to_raw(), value.to_raw()) };
        }
        erase_dead(ops);
    }
}

/// The gate of the accesses `value` is an index of, when every use of it is an index operand of a
/// gated `uop.index` and all of them share that gate (the index is only read where the gate holds:
/// `uop.index`'s definition, spec 000's `INDEX(buf, idx, gate=cond)`).
fn gate_of_every_use<'c: 'a, 'a>(value: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let mut gate: Option<Value> = None;
    for (user, position) in uses(value) {
        if op_name(&user) != "uop.index" {
            return None;
        }
        // Operands: the buffer, one index per dimension, then the gate.
        let (indices, this_gate) = index_parts(&user)?;
        let this_gate = this_gate?;
        if !(1..=indices.len()).contains(&position) || gate.is_some_and(|g| g != this_gate) {
            return None;
        }
        gate = Some(this_gate);
    }
    gate
}

/// What the engine made of `select(gate, old, 0)`, as a value to use where `gate` holds: the
/// select's first arm when it is still the select on `gate`, else the whole expression (equal to
/// `old` wherever the gate holds). `old` when the engine made it a select on another condition
/// (a select more, not less), or when it would read the gate itself, which need not be defined
/// where `old` is.
fn arm_under(g: &Graph, simplified: ExprId, gate: ExprId, old: ExprId) -> ExprId {
    let node = g.node(simplified);
    let arm = match node.op {
        Op::Select if node.operands()[0] == gate => node.operands()[1],
        Op::Select => return old,
        _ => simplified,
    };
    if g.topo(&[arm]).contains(&gate) {
        old
    } else {
        arm
    }
}

fn result<'c, 'a>(op: &OperationRef<'c, 'a>) -> Value<'c, 'a> {
    // Imported ops have exactly one result.
    op.result(0).expect("imported ops have one result").into()
}

/// Whether `value` has a user that is not one of the imported ops.
fn used_outside(value: Value, inside: &HashSet<usize>) -> bool {
    uses(value).iter().any(|(user, _)| !inside.contains(&op_key(user)))
}

/// Erases imported ops whose results are no longer used, users first.
fn erase_dead(ops: &[(OperationRef, ExprId)]) {
    for (op, _) in ops.iter().rev() {
        if !has_uses(result(op)) {
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        }
    }
}

/// Evaluates `old` and `new` on random points within the variables' bounds.
fn semantics_check(imported: &ImportedBlock, op: &OperationRef, old: ExprId, new: ExprId) -> Result<(), PassFailed> {
    let g: &Graph = &imported.graph;
    let mut evaluator = Evaluator::new();
    let mut rng = SmallRng::seed_from_u64(u64::from(old.0) << 32 | u64::from(new.0));
    let mut env = vec![0i64; g.vars().len()];
    for point in 0..CHECK_POINTS {
        for (slot, decl) in env.iter_mut().zip(g.vars()) {
            *slot = sample(decl.range, point, &mut rng);
        }
        let before = evaluator.eval(g, old, &env);
        let after = evaluator.eval(g, new, &env);
        if before.is_some() && before != after {
            let point: Vec<String> = g
                .vars()
                .iter()
                .zip(&env)
                .map(|(d, v)| format!("{}={v}", d.name))
                .collect();
            // `None` is undefined behaviour there (a division by zero, say).
            let value = |v: Option<i64>| v.map_or("an undefined value".to_string(), |v| v.to_string());
            emit_error(
                op,
                &format!(
                    "axe-simplify-index semantics check failed at {}: {} gives {} but {} gives {}",
                    point.join(", "),
                    Show(g, old),
                    value(before),
                    Show(g, new),
                    value(after)
                ),
            );
            return Err(PassFailed);
        }
    }
    Ok(())
}

/// The bounds first, then uniform points (seeded per expression: reproducible).
fn sample(range: Interval, point: usize, rng: &mut SmallRng) -> i64 {
    match point {
        0 => range.lo,
        1 => range.hi,
        _ => rng.random_range(range.lo..=range.hi),
    }
}
