//! Recognizing a matrix product in a kernel graph: one store, closed by one `uop.end`, of
//!
//! ```text
//! out[b, i, j] = round?( sum_k extf(A[b, i, k]) * extf(B[b, k, j]) )      (f32 sum)
//! ```
//!
//! with A and B both f16 or both bf16, the sum a `uop.reduce add` over the one range k, and
//! `round` an optional `arith.truncf` back to a narrower float. Which store range is i and which
//! is j follows from the loads: A's index moves with i and k but not j, B's with k and j but not
//! i; a third store range (both may move with it) is the batch. Indices may be any arithmetic
//! of the ranges (the lowering recomputes them per element), but no access may be gated, and no
//! other value may be computed: anything else keeps the kernel on the general path.

use axe_dialects::ir::enums::ReduceKind;
use axe_dialects::ir::read::{constant_of, defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_schedule::mma::MmaInput;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Type, TypeLike, Value, ValueLike};
use std::collections::{BTreeSet, HashMap};

/// A range and its constant extent.
#[derive(Clone, Copy)]
pub struct Ranged<'c, 'a> {
    pub value: Value<'c, 'a>,
    pub extent: i64,
}

/// A kernel that is a (batched) matrix product.
pub struct Contraction<'c, 'a> {
    pub rows: Ranged<'c, 'a>,
    pub cols: Ranged<'c, 'a>,
    pub sum: Ranged<'c, 'a>,
    pub batch: Option<Ranged<'c, 'a>>,
    /// The `uop.index` ops of A, B and the output.
    pub a: OperationRef<'c, 'a>,
    pub b: OperationRef<'c, 'a>,
    pub out: OperationRef<'c, 'a>,
    pub input: MmaInput,
    /// The element type of A and B.
    pub input_type: Type<'c>,
    /// The type the sum is rounded to before the store (`None`: stored as f32).
    pub rounded_to: Option<Type<'c>>,
}

/// Ops that only compute indices and views: allowed anywhere in the kernel.
fn is_index_op(op: &OperationRef) -> bool {
    let name = op_name(op);
    let index_or_view = op.results().all(|r| {
        let ty = r.r#type();
        ty.is_index() || ty.is_integer() || unsafe { mlir_sys::mlirTypeIsAMemRef(ty.to_raw()) }
    });
    index_or_view
        && (name.starts_with("arith.")
            || name.starts_with("index.")
            || name.starts_with("memref.")
            || name == "uop.floormod")
}

/// The operand of `op` if `op` is named `name`.
fn through<'c, 'a>(value: Value<'c, 'a>, name: &str) -> Option<(OperationRef<'c, 'a>, Value<'c, 'a>)> {
    let op = defining_op(value).filter(|o| op_name(o) == name)?;
    Some((op, op.operand_at(0)?))
}

/// The input of one factor: `extf(load(index))` of f16 or bf16.
fn factor<'c, 'a>(value: Value<'c, 'a>) -> Result<(OperationRef<'c, 'a>, Type<'c>, MmaInput), String> {
    let Some((_, loaded)) = through(value, "arith.extf") else {
        return Err(match through(value, "uop.load") {
            Some(_) => format!(
                "a factor loads {}; the tensor cores take f16 or bf16 inputs widened to f32",
                value.r#type()
            ),
            None => "a factor is not a widened load".into(),
        });
    };
    let (_, index) = through(loaded, "uop.load").ok_or("a factor is not a widened load")?;
    let index = defining_op(index)
        .filter(|o| op_name(o) == "uop.index")
        .ok_or("a load does not read a uop.index")?;
    let ty = loaded.r#type();
    let input = if ty.to_string() == "f16" {
        MmaInput::F16
    } else if ty.to_string() == "bf16" {
        MmaInput::BF16
    } else {
        return Err(format!("a factor is {ty}, not f16 or bf16"));
    };
    if crate::schedule::access::index_operands(&index).1.is_some() {
        return Err("a factor's load is gated".into());
    }
    Ok((index, ty, input))
}

/// The ranges (by `value_key`) each value moves with, through index arithmetic.
struct Moves(HashMap<usize, BTreeSet<usize>>);

impl Moves {
    fn of_block(body: &BlockRef) -> Moves {
        let mut of: HashMap<usize, BTreeSet<usize>> = HashMap::new();
        let mut current = body.first_operation();
        while let Some(op) = current {
            let set: BTreeSet<usize> = if op_name(&op) == "uop.range" {
                op.result_at(0)
                    .map(|r| BTreeSet::from([value_key(r.into())]))
                    .unwrap_or_default()
            } else {
                op.operands()
                    .flat_map(|v| of.get(&value_key(v)).cloned().unwrap_or_default())
                    .collect()
            };
            for r in op.results() {
                of.insert(value_key(r.into()), set.clone());
            }
            current = op.next_in_block();
        }
        Moves(of)
    }

    fn of(&self, index: &OperationRef) -> BTreeSet<usize> {
        index
            .operands()
            .skip(1)
            .flat_map(|v| self.0.get(&value_key(v)).cloned().unwrap_or_default())
            .collect()
    }
}

/// Whether `body` sums products (one `uop.reduce add` of an `arith.mulf`): a kernel written as
/// a matrix product, whose refusal the pass reports, since whoever wrote it expects the tensor
/// cores; other kernels are refused silently.
pub fn sums_products(body: &BlockRef) -> bool {
    let mut current = body.first_operation();
    let mut found = false;
    while let Some(op) = current {
        if op_name(&op) == "uop.reduce" {
            let product = op
                .operand_at(0)
                .and_then(defining_op)
                .is_some_and(|p| op_name(&p) == "arith.mulf");
            if found || ReduceKind::of(&op, "op") != Some(ReduceKind::Add) || !product {
                return false;
            }
            found = true;
        }
        current = op.next_in_block();
    }
    found
}

/// The contraction `body` computes, or why it is not one.
pub fn find<'c, 'a>(body: &BlockRef<'c, 'a>) -> Result<Contraction<'c, 'a>, String> {
    let mut ranges: HashMap<usize, Ranged> = HashMap::new();
    let (mut reduces, mut stores, mut ends) = (Vec::new(), Vec::new(), Vec::new());
    let mut others = Vec::new();
    let mut current = body.first_operation();
    while let Some(op) = current {
        match op_name(&op) {
            "uop.range" => {
                let value: Value = op.result(0).map_err(|_| "a range without a result")?.into();
                let extent = op
                    .operand_at(0)
                    .and_then(|e| constant_of(e, 64))
                    .ok_or("a range has a dynamic extent")?;
                ranges.insert(value_key(value), Ranged { value, extent });
            }
            "uop.reduce" => reduces.push(op),
            "uop.store" => stores.push(op),
            "uop.end" => ends.push(op),
            "uop.sink" | "uop.index" | "func.return" => {}
            _ if is_index_op(&op) => {}
            _ => others.push(op),
        }
        current = op.next_in_block();
    }
    let ([reduce], [store], [end]) = (reduces.as_slice(), stores.as_slice(), ends.as_slice()) else {
        return Err("not one reduction, one store and one end".into());
    };
    if ReduceKind::of(reduce, "op") != Some(ReduceKind::Add) || reduce.operand_count() != 2 {
        return Err("the reduction is not a sum over one range".into());
    }
    // The MMA accumulators start from +0.
    if reduce.attribute("from_negative_zero").is_ok() {
        return Err("the sum starts from -0 (from_negative_zero)".into());
    }
    let sum_value: Value = reduce.result(0).map_err(|_| "a reduction without a result")?.into();
    if sum_value.r#type().to_string() != "f32" {
        return Err("the sum is not f32".into());
    }
    let sum = *ranges
        .get(&value_key(reduce.operand(1).map_err(|_| "no range")?))
        .ok_or("the sum's range is not a range")?;
    let product = defining_op(reduce.operand(0).map_err(|_| "no operand")?)
        .filter(|p| op_name(p) == "arith.mulf")
        .ok_or("the summand is not a product")?;
    let (a, input_type, input) = factor(product.operand(0).map_err(|_| "no operand")?)?;
    let (b, b_type, b_input) = factor(product.operand(1).map_err(|_| "no operand")?)?;
    if b_input != input || b_type != input_type {
        return Err("the factors have different types".into());
    }
    // The stored value: the sum, maybe rounded.
    let stored = store.operand(1).map_err(|_| "a store without a value")?;
    let rounded_to = match defining_op(stored) {
        Some(t) if op_name(&t) == "arith.truncf" && t.operand_at(0).is_some_and(|v| v == sum_value) => {
            Some(stored.r#type())
        }
        _ if stored == sum_value => None,
        _ => return Err("the stored value is not the sum".into()),
    };
    // Every other value-computing op is part of the chain.
    let chain: Vec<OperationRef> = [
        Some(product),
        defining_op(product.operand(0).unwrap()),
        defining_op(product.operand(1).unwrap()),
        defining_op(stored),
    ]
    .into_iter()
    .flatten()
    .collect();
    let loads = |op: &OperationRef| {
        op_name(op) == "uop.load" && op.operand_at(0).and_then(defining_op).is_some_and(|i| i == a || i == b)
    };
    if let Some(extra) = others.iter().find(|o| !chain.contains(o) && !loads(o)) {
        return Err(format!("it also computes '{}'", op_name(extra)));
    }
    let out = store
        .operand_at(0)
        .and_then(defining_op)
        .filter(|o| op_name(o) == "uop.index")
        .ok_or("the store does not write a uop.index")?;
    if crate::schedule::access::index_operands(&out).1.is_some() {
        return Err("the store is gated".into());
    }
    // Roles of the store's ranges, from what A and B move with.
    let moves = Moves::of_block(body);
    let (in_a, in_b, in_out) = (moves.of(&a), moves.of(&b), moves.of(&out));
    let closed: Vec<usize> = end.operands().skip(1).map(value_key).collect();
    let role = |pick: &dyn Fn(usize) -> bool| -> Vec<Ranged> {
        closed
            .iter()
            .copied()
            .filter(|&r| pick(r))
            .filter_map(|r| ranges.get(&r).copied())
            .collect()
    };
    let (rows, cols) = (
        role(&|r| in_a.contains(&r) && !in_b.contains(&r)),
        role(&|r| in_b.contains(&r) && !in_a.contains(&r)),
    );
    let batch = role(&|r| !(in_a.contains(&r) ^ in_b.contains(&r)));
    let ([rows], [cols]) = (rows.as_slice(), cols.as_slice()) else {
        return Err("the store's ranges are not one row range of A and one column range of B".into());
    };
    if batch.len() > 1 || closed.len() != 2 + batch.len() || ranges.len() != closed.len() + 1 {
        return Err("more than one batch range".into());
    }
    let k = value_key(sum.value);
    if !in_a.contains(&k)
        || !in_b.contains(&k)
        || in_out.contains(&k)
        || !in_out.contains(&value_key(rows.value))
        || !in_out.contains(&value_key(cols.value))
    {
        return Err("the accesses do not move as a product's do".into());
    }
    Ok(Contraction {
        rows: *rows,
        cols: *cols,
        sum,
        batch: batch.first().copied(),
        a,
        b,
        out,
        input,
        input_type,
        rounded_to,
    })
}
