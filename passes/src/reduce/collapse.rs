//! `uop-collapse-reduce` (spec 003 "Load Collapse" and "Reduce Collapse"):
//! an ADD `uop.reduce` whose body has a closed form in its range
//! (`axe_rangeopt::reduce_collapse`) is replaced by it. The body is read as
//! a term over the range: values that do not vary with the range are the
//! closed form's variables (load collapse's DEFINE_VARs), comparisons
//! (`arith.cmpi`, `uop.cmp` on integers) must be signed; on integers
//! narrower than `index` their operands must be the range (through casts
//! that keep its value) or invariants, compared sign-extended. A reduce over several ranges collapses one
//! range at a time when its element type is an integer (re-associating an
//! integer sum is exact); a float reduce only over a single range, and not at
//! all with `reassociate=false` (a closed form is another order of the sum: a
//! float sum of x over a range it does not use becomes x * N).

use super::{reorder_rounds, REASSOCIATE_OPTION};
use crate::index::simplify_index::simplify_index_in;
use crate::kernel_ir::{
    bound_ranges, build::Builder, deps::RangeDeps, erase_dead, from_negative_zero, function_bodies, ops_of, range_end,
    replace_uses, substitute::substitute, with_context,
};
use axe_dialects::ir::read::{
    cmpi_predicate, constant_of, defining_op, int_attr, op_name, unsigned_on_bools, value_key,
};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_rangeopt::reduce_collapse::{collapse_sum, Cond, Elem, Idx, Kind, Pred, Term};
use axe_symbolic::{CmpPred, Options};
use melior::{
    ir::{
        attribute::AttributeLike, operation::OperationLike, Attribute, BlockRef, OperationRef, Type, TypeLike, Value,
        ValueLike,
    },
    Context,
};
use std::collections::HashMap;

pub static COLLAPSE_REDUCE: PassDefinition = PassDefinition {
    argument: "uop-collapse-reduce",
    description: "Replace ADD reductions with closed forms: load collapse, bound patterns, lifting, distributive law, mul-casted-bool, NE-gated gather (spec 003)",
    options: &[REASSOCIATE_OPTION],
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    apply(root, options.bool("reassociate"))
}

/// `reassociate` false: float sums keep their loops.
pub fn apply(root: OperationRef, reassociate: bool) -> Result<(), PassFailed> {
    let changed = with_context(&root, |context| {
        function_bodies(&root)
            .into_iter()
            .fold(false, |acc, block| collapse_block(context, block, reassociate) | acc)
    });
    if changed {
        simplify_index_in(root, &Options::default(), false)?;
    }
    Ok(())
}

fn collapse_block(context: &Context, block: BlockRef, reassociate: bool) -> bool {
    let mut changed = false;
    for op in ops_of(block) {
        // A sum from -0 keeps its loop: the closed forms are those of sums from +0.
        if op_name(&op) != "uop.reduce"
            || int_attr(&op, "op") != Some(super::ADD)
            || from_negative_zero(&op)
            || (!reassociate && reorder_rounds(&op))
        {
            continue;
        }
        let ranges = bound_ranges(&op).unwrap_or_default();
        let value: Value = op.operand(0).expect("a reduce has a value");
        let exact_reassociation = !value.r#type().is_float();
        if ranges.len() != 1 && !exact_reassociation {
            continue;
        }
        let mut deps = RangeDeps::new();
        // Innermost first: the last range is the innermost loop.
        for (i, &range) in ranges.iter().enumerate().rev() {
            let Some(n) = range_end(range).filter(|&n| n >= 1) else {
                continue;
            };
            let mut leaves = Vec::new();
            let body = read(value, range, &mut deps, &mut leaves);
            let Some(closed) = collapse_sum(&body, n) else { continue };
            let b = Builder::before(context, op);
            let emitter = Emitter {
                b,
                leaves: &leaves,
                range,
                element: value.r#type(),
            };
            let result = emitter.elem(&closed, &mut deps);
            let mut rest = ranges.clone();
            rest.remove(i);
            let result = if rest.is_empty() {
                result
            } else {
                b.reduce(super::ADD, false, result, &rest)
            };
            replace_uses(op.result(0).expect("one result").into(), result);
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
            changed = true;
            break;
        }
    }
    erase_dead(block);
    changed
}

/// The reduce body as a term over `range`; `leaves[id]` is each node's value.
fn read<'c: 'a, 'a>(
    value: Value<'c, 'a>,
    range: Value<'c, 'a>,
    deps: &mut RangeDeps,
    leaves: &mut Vec<Value<'c, 'a>>,
) -> Term {
    let id = leaves.len();
    leaves.push(value);
    if value_key(value) == value_key(range) {
        return Term::new(id, Kind::Range);
    }
    if !deps.depends_on(value, range) {
        let kind = match constant_number(value) {
            Some(c) if c == 0.0 => Kind::Zero,
            Some(c) if c == 1.0 => Kind::One,
            _ => Kind::Invariant,
        };
        return Term::new(id, kind);
    }
    let Some(op) = defining_op(value) else {
        return Term::new(id, Kind::Dependent);
    };
    let operands: Vec<Value<'c, 'a>> = (0..op.operand_count())
        .map(|i| op.operand(i).expect("in range"))
        .collect();
    let mut sub = |i: usize| Box::new(read(operands[i], range, deps, leaves));
    let kind = match op_name(&op) {
        "arith.addi" | "arith.addf" => Kind::Add(sub(0), sub(1)),
        "arith.subi" | "arith.subf" => Kind::Sub(sub(0), sub(1)),
        "arith.muli" | "arith.mulf" => Kind::Mul(sub(0), sub(1)),
        "arith.andi" if is_bool(value) => Kind::And(sub(0), sub(1)),
        "arith.select" | "uop.where" => Kind::Select(sub(0), sub(1), sub(2)),
        "arith.extui" | "arith.uitofp" | "uop.cast" if is_bool(operands[0]) => Kind::BoolCast(sub(0)),
        // A signed comparison of bools reads true as -1: not the 0 / 1 this analysis gives them.
        "arith.cmpi" if is_bool(operands[0]) && cmpi_predicate(&op).and_then(unsigned_on_bools).is_some() => {
            Kind::Dependent
        }
        "arith.cmpi" if is_integer(operands[0]) => match cmpi_predicate(&op).and_then(signed) {
            Some(p) => compare(p, sub(0), sub(1), operands[0]),
            None => Kind::Dependent,
        },
        // uop.cmp on integers is signed (lt, ne, eq by its predicate 0, 1, 2).
        "uop.cmp" if is_integer(operands[0]) => match int_attr(&op, "predicate") {
            Some(0) => compare(Pred::Slt, sub(0), sub(1), operands[0]),
            Some(1) => compare(Pred::Ne, sub(0), sub(1), operands[0]),
            Some(2) => compare(Pred::Eq, sub(0), sub(1), operands[0]),
            _ => Kind::Dependent,
        },
        "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui" | "arith.trunci" | "uop.cast"
            if keeps_range(value, range) =>
        {
            match sub(0).kind {
                Kind::Range => Kind::Range,
                _ => Kind::Dependent,
            }
        }
        _ => Kind::Dependent,
    };
    Term::new(id, kind)
}

/// Integer (any width) or index: what the signed bound patterns compare.
fn is_integer(v: Value) -> bool {
    v.r#type().is_index() || v.r#type().is_integer()
}

/// A comparison of narrower integers than `index` compares the values
/// sign-extended (the closed form's `arith.index_cast`), which is exact for
/// the range and invariants, but `r + y` wraps at the narrow width: lifting
/// it into index arithmetic would not be exact, so only bare operands are read.
fn compare(p: Pred, x: Box<Term>, y: Box<Term>, operand: Value) -> Kind {
    let bare = |t: &Term| matches!(t.kind, Kind::Range | Kind::Invariant | Kind::Zero | Kind::One);
    if operand.r#type().is_index() || (bare(&x) && bare(&y)) {
        Kind::Cmp(p, x, y)
    } else {
        Kind::Dependent
    }
}

/// Whether an integer cast of a value that is `range` yields the same number
/// (read signed): every `0 <= r < end` fits the result's signed width. A
/// cast to a float or from a wider value that is not the range is not one.
fn keeps_range(cast: Value, range: Value) -> bool {
    let ty = cast.r#type();
    let bits = if ty.is_index() {
        64
    } else if ty.is_integer() {
        unsafe { mlir_sys::mlirIntegerTypeGetWidth(ty.to_raw()) }
    } else {
        return false;
    };
    range_end(range).is_some_and(|end| bits >= 64 || end - 1 < (1i64 << (bits - 1)))
}

fn is_bool(v: Value) -> bool {
    v.r#type().to_string() == "i1"
}

fn signed(p: CmpPred) -> Option<Pred> {
    Some(match p {
        CmpPred::Eq => Pred::Eq,
        CmpPred::Ne => Pred::Ne,
        CmpPred::Slt => Pred::Slt,
        CmpPred::Sle => Pred::Sle,
        CmpPred::Sgt => Pred::Sgt,
        CmpPred::Sge => Pred::Sge,
        _ => return None,
    })
}

fn predicate(p: Pred) -> CmpPred {
    match p {
        Pred::Eq => CmpPred::Eq,
        Pred::Ne => CmpPred::Ne,
        Pred::Slt => CmpPred::Slt,
        Pred::Sle => CmpPred::Sle,
        Pred::Sgt => CmpPred::Sgt,
        Pred::Sge => CmpPred::Sge,
    }
}

/// The number an `arith.constant` holds (integer or float), if it is one.
fn constant_number(value: Value) -> Option<f64> {
    if let Some(i) = constant_of(value, 64) {
        return Some(i as f64);
    }
    let op = defining_op(value)?;
    if op_name(&op) != "arith.constant" {
        return None;
    }
    let attribute: Attribute = op.attribute("value").ok()?;
    unsafe {
        mlir_sys::mlirAttributeIsAFloat(attribute.to_raw())
            .then(|| mlir_sys::mlirFloatAttrGetValueDouble(attribute.to_raw()))
    }
}

/// Writes a closed form back as IR before the reduce.
struct Emitter<'x, 'c, 'a> {
    b: Builder<'c, 'a>,
    leaves: &'x [Value<'c, 'a>],
    range: Value<'c, 'a>,
    element: Type<'c>,
}

impl<'x, 'c, 'a> Emitter<'x, 'c, 'a> {
    fn idx(&self, i: &Idx) -> Value<'c, 'a> {
        match i {
            // A narrower integer compared signed: sign-extended, as the comparison reads it.
            Idx::Leaf(id) => self.b.to_index(self.leaves[*id]),
            Idx::Const(c) => self.b.index_const(*c),
            Idx::Add(x, y) => self.b.binary("arith.addi", self.idx(x), self.idx(y)),
            Idx::Sub(x, y) => self.b.binary("arith.subi", self.idx(x), self.idx(y)),
            Idx::Max(x, y) => self.b.binary("arith.maxsi", self.idx(x), self.idx(y)),
            Idx::Min(x, y) => self.b.binary("arith.minsi", self.idx(x), self.idx(y)),
        }
    }

    fn cond(&self, c: &Cond) -> Value<'c, 'a> {
        match c {
            Cond::Leaf(id) => self.leaves[*id],
            Cond::Cmp(p, x, y) => self.b.cmpi(predicate(*p), self.idx(x), self.idx(y)),
            Cond::And(x, y) => self.b.binary("arith.andi", self.cond(x), self.cond(y)),
        }
    }

    fn elem(&self, e: &Elem, deps: &mut RangeDeps) -> Value<'c, 'a> {
        match e {
            Elem::Leaf(id) => self.leaves[*id],
            Elem::Zero => self.b.constant(self.element, 0.0),
            Elem::One => self.b.constant(self.element, 1.0),
            Elem::Add(x, y) => self.b.add(self.elem(x, deps), self.elem(y, deps)),
            Elem::Sub(x, y) => self.b.sub(self.elem(x, deps), self.elem(y, deps)),
            Elem::Mul(x, y) => self.b.mul(self.elem(x, deps), self.elem(y, deps)),
            Elem::Count(i) => self.b.from_index(self.idx(i), self.element),
            Elem::Select(c, x, y) => {
                let c = self.cond(c);
                self.b.select(c, self.elem(x, deps), self.elem(y, deps))
            }
            Elem::Gather { value, at } => {
                let at = self.idx(at);
                let map: HashMap<usize, Value> = [(value_key(self.range), at)].into_iter().collect();
                substitute(&self.b, deps, self.leaves[*value], &map)
            }
        }
    }
}
