//! Which values vary with which bound ranges (UOpKernelOps.td): a value
//! depends on the ranges its operands depend on, minus the ranges the op
//! itself binds (`uop.reduce`, `uop.bufferize`, `uop.end`, `uop.vmapout`).
//! A value that depends on a bound range is evaluated on demand, once per
//! point of those ranges; everything else runs in program order.
//!
//! The interpreter memoizes on-demand values per point, so that a value read at the same
//! point again (a row's load reused across the columns of a matmul) is computed once. A
//! value whose only reader asks for it once per point needs no memo ([`Analysis::once`]):
//! the product inside a matmul's sum is read once per (row, column, k), and memoizing it
//! would keep every one of them.

use super::pure_ops::Scalar;
use axe_dialects::ir::OperationAt;
use axe_dialects::ir::{defining_op, only_use, op_key, op_name, value_key};
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, TypeLike, Value, ValueLike};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// Sorted keys of bound ranges.
pub type Deps = Rc<Vec<usize>>;

#[derive(Default, Debug)]
pub struct Analysis<'c, 'a> {
    /// Value key -> the bound ranges it varies with (absent: none).
    pub deps: FxHashMap<usize, Deps>,
    /// Keys of the `uop.range` results that some op binds.
    pub bound: HashSet<usize>,
    /// The axis id of each bound range, for messages.
    pub axis: HashMap<usize, i64>,
    /// Keys of the on-demand ops whose one result is asked for at most once per point.
    pub once: FxHashSet<usize>,
    /// What the interpreter needs to read each on-demand value, gathered once per function so
    /// that a read at a point costs one lookup, or none from an elementwise op's operands.
    pub demands: Vec<OnDemand<'c, 'a>>,
    /// Value key -> its index in `demands` (absent: not on demand).
    pub on_demand: FxHashMap<usize, usize>,
}

/// An on-demand value: the ranges it varies with, how its defining op is memoized, and that
/// op as the interpreter runs it.
#[derive(Debug)]
pub struct OnDemand<'c, 'a> {
    /// The value's key.
    pub key: usize,
    pub deps: Deps,
    /// The defining op, and its number among the function's on-demand ops (the memo's key).
    pub defining: OperationRef<'c, 'a>,
    pub op: usize,
    /// Which result of that op the value is.
    pub result: usize,
    /// The value is a `uop.range`'s: its point is its binding, not a memo entry.
    pub is_range: bool,
    /// The defining op is in [`Analysis::once`].
    pub once: bool,
    /// The defining op decoded, when it is elementwise (see [`Scalar`]), and its operands.
    pub scalar: Option<(Scalar<'c>, Rc<[Operand<'c, 'a>]>)>,
}

/// An operand of a decoded op: its value, and its index in [`Analysis::demands`] when it is
/// on demand.
#[derive(Clone, Copy, Debug)]
pub struct Operand<'c, 'a> {
    pub value: Value<'c, 'a>,
    pub demand: Option<usize>,
}

/// The range operands an op binds (empty for other ops).
pub fn bound_ranges<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let name = op_name(op);
    let is_range = |v: &Value| defining_op(*v).is_some_and(|d| op_name(&d) == "uop.range");
    match name {
        "uop.reduce" | "uop.end" => op.operands().skip(1).collect(),
        "uop.bufferize" => op.operands().skip(1).filter(|v| v.r#type().is_index()).collect(),
        "uop.vmapout" => op.operands().skip(1).filter(is_range).collect(),
        _ => Vec::new(),
    }
}

fn walk<'c, 'a>(op: &OperationRef<'c, 'a>, f: &mut impl FnMut(&OperationRef<'c, 'a>)) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut current = b.first_operation();
            while let Some(inner) = current {
                f(&inner);
                walk(&inner, f);
                current = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

fn merge(a: &[usize], b: &[usize]) -> Vec<usize> {
    let mut v: Vec<usize> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v.dedup();
    v
}

impl<'c, 'a> Analysis<'c, 'a> {
    /// Analyses the body of a function-like op.
    pub fn of(function: &OperationRef<'c, 'a>) -> Self {
        let mut analysis = Analysis::default();
        walk(function, &mut |op| {
            for r in bound_ranges(op) {
                analysis.bound.insert(value_key(r));
                if let Some(axis) = defining_op(r).and_then(|d| axe_dialects::ir::int_attr(&d, "axis")) {
                    analysis.axis.insert(value_key(r), axis);
                }
            }
        });
        analysis.visit_regions(function);
        let mut once = FxHashSet::default();
        walk(function, &mut |op| {
            if analysis.read_once_per_point(op) {
                once.insert(op_key(op));
            }
        });
        analysis.once = once;
        analysis.gather_on_demand(function);
        analysis
    }

    fn gather_on_demand(&mut self, function: &OperationRef<'c, 'a>) {
        // Only op results vary with ranges (`visit_op`); block arguments never do.
        let (mut demands, mut on_demand) = (Vec::new(), FxHashMap::default());
        let mut ops = 0;
        walk(function, &mut |op| {
            let mut scalar = Scalar::decode(op).map(|s| {
                let operands = op.operands().map(|value| Operand { value, demand: None });
                (s, operands.collect::<Rc<[_]>>())
            });
            let mut any = false;
            for (result, r) in op.results().enumerate() {
                if let Some(deps) = self.deps(r.into()) {
                    let key = value_key(r.into());
                    on_demand.insert(key, demands.len());
                    demands.push(OnDemand {
                        key,
                        deps: deps.clone(),
                        defining: *op,
                        op: ops,
                        result,
                        is_range: op_name(op) == "uop.range",
                        once: self.once.contains(&op_key(op)),
                        scalar: scalar.take(),
                    });
                    any = true;
                }
            }
            ops += usize::from(any);
        });
        // Every on-demand value has its number now: the decoded ops' operands take theirs.
        for demand in &mut demands {
            if let Some((_, operands)) = &mut demand.scalar {
                let resolved = operands.iter().map(|o| Operand {
                    demand: on_demand.get(&value_key(o.value)).copied(),
                    ..*o
                });
                *operands = resolved.collect();
            }
        }
        (self.demands, self.on_demand) = (demands, on_demand);
    }

    /// Whether on-demand `op` has one result, read by one operand of one op that asks for it
    /// once per point: an op without regions that varies with the same ranges (it runs at
    /// most once per point itself, memoized or by this same rule, and reads each operand
    /// once), or the source of an op that binds ranges, whose points together with the
    /// bound ones are the value's (the binder visits each point of its ranges once).
    fn read_once_per_point(&self, op: &OperationRef) -> bool {
        let Some(result) = op.result_at(0) else { return false };
        let Some(deps) = self.deps(result.into()) else {
            return false;
        };
        if op.result_count() != 1 || op_name(op) == "uop.range" {
            return false;
        }
        let Some((user, operand)) = only_use(result.into()) else {
            return false;
        };
        let user_deps: &[usize] = user
            .result_at(0)
            .and_then(|r| self.deps(r.into()))
            .map_or(&[], |d| d.as_slice());
        let bound: Vec<usize> = bound_ranges(&user).into_iter().map(value_key).collect();
        if bound.is_empty() {
            return user.region_count() == 0 && user.result_count() > 0 && user_deps == deps.as_slice();
        }
        let points = merge(user_deps, &bound);
        operand == 0 && points.len() == user_deps.len() + bound.len() && points == *deps.as_slice()
    }

    fn deps_of(&self, v: Value) -> Vec<usize> {
        self.deps
            .get(&value_key(v))
            .map(|d| d.as_ref().clone())
            .unwrap_or_default()
    }

    /// Computes deps of everything nested in `op`; returns the union of the
    /// deps of the nested ops' results and operands.
    fn visit_regions(&mut self, op: &OperationRef) -> Vec<usize> {
        let mut all = Vec::new();
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                let mut current = b.first_operation();
                while let Some(inner) = current {
                    let d = self.visit_op(&inner);
                    all = merge(&all, &d);
                    current = inner.next_in_block();
                }
                block = b.next_in_region();
            }
        }
        all
    }

    fn visit_op(&mut self, op: &OperationRef) -> Vec<usize> {
        let mut d = self.visit_regions(op);
        for v in op.operands() {
            d = merge(&d, &self.deps_of(v));
        }
        if op_name(op) == "uop.range" {
            if let Some(r) = op.result_at(0) {
                let key = value_key(r.into());
                if self.bound.contains(&key) {
                    d = merge(&d, &[key]);
                }
            }
        }
        let bound: Vec<usize> = bound_ranges(op).into_iter().map(value_key).collect();
        d.retain(|k| !bound.contains(k));
        if !d.is_empty() {
            let deps: Deps = Rc::new(d.clone());
            for r in op.results() {
                self.deps.insert(value_key(r.into()), deps.clone());
            }
        }
        d
    }

    /// The bound ranges `v` varies with.
    pub fn deps(&self, v: Value) -> Option<&Deps> {
        self.deps.get(&value_key(v)).filter(|d| !d.is_empty())
    }

    /// Whether `op` runs on demand rather than in program order.
    pub fn deferred(&self, op: &OperationRef) -> bool {
        if op.result_count() > 0 {
            op.results().any(|r| self.deps(r.into()).is_some())
        } else {
            op.operands().any(|v| self.deps(v).is_some())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// A matmul kernel: C[i, j] = sum over k of A[i, k] * B[k, j].
    const MATMUL: &str = r#"
func.func @matmul(%c: memref<4x2xf32>, %a: memref<4x3xf32>, %b: memref<3x2xf32>) attributes {uop.kernel} {
  %m = arith.constant 4 : index
  %n = arith.constant 2 : index
  %k = arith.constant 3 : index
  %i = uop.range %m axis(0) loop
  %j = uop.range %n axis(1) loop
  %r = uop.range %k axis(2) reduce
  %pa = uop.index %a[%i, %r] : memref<4x3xf32>
  %x = uop.load %pa : f32
  %pb = uop.index %b[%r, %j] : memref<3x2xf32>
  %y = uop.load %pb : f32
  %p = arith.mulf %x, %y : f32
  %s = uop.reduce add %p [%r] : f32
  %twice = arith.addf %s, %s : f32
  %pc = uop.index %c[%i, %j] : memref<4x2xf32>
  %st = uop.store %pc, %twice : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
"#;

    /// The names of the ops of `@matmul` that skip the memo.
    fn read_once(text: &str) -> Vec<String> {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, text).expect("the test module parses");
        let function = module.body().first_operation().expect("one function");
        let analysis = Analysis::of(&function);
        let mut names = Vec::new();
        walk(&function, &mut |op| {
            if analysis.once.contains(&op_key(op)) {
                names.push(op_name(op).to_string());
            }
        });
        names
    }

    #[test]
    fn only_values_read_once_per_point_skip_the_memo() {
        // The loads vary with (i, k) and (k, j) but are read at every (i, j, k): memoized.
        // The product is read once per (i, j, k) by the sum; the sum twice by the add (no);
        // the address once by its load and the store once per (i, j) by the end.
        assert_eq!(
            read_once(MATMUL),
            [
                "uop.index",
                "uop.index",
                "arith.mulf",
                "arith.addf",
                "uop.index",
                "uop.store"
            ]
        );
    }
}
