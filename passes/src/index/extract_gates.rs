//! `uop-extract-gates` (spec 000 §5 phase 3): an index that may be invalid
//! becomes a gate on its `uop.index`,
//!
//! | pattern                                   | result                                |
//! |-------------------------------------------|---------------------------------------|
//! | `INDEX(buf, WHERE(cond, idx, Invalid))`   | `INDEX(buf, idx, gate=cond)`          |
//! | `INDEX(buf, op(WHERE(c, x, Invalid), y))` | `INDEX(buf, op(x, y), gate=c)`        |
//! | `INDEX(buf, Invalid)`                     | `INDEX(buf, 0, gate=false)`           |
//!
//! the form code generation reads (a gated load reads zero, a gated store
//! writes nothing). Every value that may be invalid splits into a validity
//! (`i1`, or always / never) and the value it has where it is valid:
//! `select(c, a, b)` is valid as `c ? valid(a) : valid(b)` and has the value of
//! the arm that can be valid; index arithmetic (the ops the `uop.invalid`
//! verifier lets the invalid index through) is valid where all its operands
//! are and computes on their values. Where the gate is false the address is
//! still computed, from values that are not the invalid index: that is why a
//! divisor may not be invalid.

use crate::kernel_ir::{build::Builder, erase_dead, replace_uses};
use axe_dialects::ir::read::{defining_op, for_each_nested, i64_array, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        BlockLike, BlockRef, Identifier, OperationRef, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

pub static EXTRACT_GATES: PassDefinition = PassDefinition {
    argument: "uop-extract-gates",
    description: "Turn uop.index of select(cond, idx, uop.invalid), also through index arithmetic, into uop.index of idx gated by cond (spec 000 section 5 phase 3)",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    extract_gates(&root);
    Ok(())
}

/// Where a value that may be invalid is valid.
#[derive(Clone, Copy)]
enum Validity<'c, 'a> {
    Always,
    Never,
    When(Value<'c, 'a>),
}

/// A value that may be invalid: where it is valid, and its value there.
#[derive(Clone, Copy)]
struct Split<'c, 'a> {
    valid: Validity<'c, 'a>,
    value: Value<'c, 'a>,
}

/// Index arithmetic that an invalid operand makes invalid (the `uop.invalid`
/// verifier's list: a division's divisor never may be).
fn passes_invalid(name: &str) -> bool {
    matches!(
        name,
        "arith.addi"
            | "arith.subi"
            | "arith.muli"
            | "arith.minsi"
            | "arith.maxsi"
            | "arith.floordivsi"
            | "arith.ceildivsi"
            | "arith.divsi"
            | "arith.divui"
            | "arith.remsi"
            | "arith.remui"
            | "uop.floormod"
    )
}

/// Whether `v` may be the invalid index.
fn may_be_invalid(v: Value, memo: &mut HashMap<usize, bool>) -> bool {
    if let Some(&known) = memo.get(&value_key(v)) {
        return known;
    }
    let result = match defining_op(v) {
        Some(op) => match op_name(&op) {
            "uop.invalid" => true,
            "arith.select" => (1..3).any(|i| op.operand_at(i).is_some_and(|o| may_be_invalid(o, memo))),
            name if passes_invalid(name) => (0..2).any(|i| op.operand_at(i).is_some_and(|o| may_be_invalid(o, memo))),
            _ => false,
        },
        None => false,
    };
    memo.insert(value_key(v), result);
    result
}

/// Rewrites every `uop.index` under `root` whose indices may be invalid; the
/// ops that computed the invalid indices are erased once unused.
pub fn extract_gates(root: &OperationRef) {
    let mut invalid = HashMap::new();
    let mut accesses = Vec::new();
    for_each_nested(root, &mut |op| {
        if op_name(&op) == "uop.index"
            && (1..op.operand_count()).any(|i| op.operand_at(i).is_some_and(|v| may_be_invalid(v, &mut invalid)))
        {
            accesses.push(op);
        }
    });
    let context = root.context();
    let context: &Context = axe_dialects::context_of(&context);
    // The split of a value is built before the first access that needs it;
    // later accesses of the same block come after it, so it dominates them.
    let mut splits: HashMap<(usize, usize), Split> = HashMap::new();
    let mut blocks: Vec<BlockRef> = Vec::new();
    for access in accesses {
        let at = Builder::before(context, access);
        let block = at.block;
        if !blocks.contains(&block) {
            blocks.push(block);
        }
        let mut splitter = Splitter {
            at,
            block: block_key(block),
            splits: &mut splits,
            invalid: &mut invalid,
        };
        gate_access(&mut splitter, access);
    }
    for block in blocks {
        erase_dead(block);
    }
}

fn block_key(block: BlockRef) -> usize {
    block.to_raw().ptr as usize
}

struct Splitter<'s, 'c, 'a> {
    at: Builder<'c, 'a>,
    block: usize,
    splits: &'s mut HashMap<(usize, usize), Split<'c, 'a>>,
    invalid: &'s mut HashMap<usize, bool>,
}

impl<'c, 'a> Splitter<'_, 'c, 'a> {
    fn split(&mut self, v: Value<'c, 'a>) -> Split<'c, 'a> {
        if !may_be_invalid(v, self.invalid) {
            return Split {
                valid: Validity::Always,
                value: v,
            };
        }
        if let Some(&s) = self.splits.get(&(self.block, value_key(v))) {
            return s;
        }
        let op = defining_op(v).expect("only op results may be invalid");
        let operand = |i: usize| op.operand(i).expect("arith ops have their operands");
        let name = op_name(&op);
        let s = match name {
            "uop.invalid" => Split {
                valid: Validity::Never,
                value: self.at.index_const(0),
            },
            "arith.select" => {
                let cond = operand(0);
                let (a, b) = (self.split(operand(1)), self.split(operand(2)));
                let value = match (a.valid, b.valid) {
                    (Validity::Never, _) => b.value,
                    (_, Validity::Never) => a.value,
                    _ => self.at.select(cond, a.value, b.value),
                };
                let valid = match (a.valid, b.valid) {
                    (Validity::Never, Validity::Never) => Validity::Never,
                    (Validity::Always, Validity::Always) => Validity::Always,
                    (Validity::Always, Validity::Never) => Validity::When(cond),
                    (Validity::Never, Validity::Always) => {
                        Validity::When(self.at.binary("arith.xori", cond, self.bool(true)))
                    }
                    (x, y) => Validity::When(self.at.select(cond, self.materialize(x), self.materialize(y))),
                };
                Split { valid, value }
            }
            _ => {
                let (a, b) = (self.split(operand(0)), self.split(operand(1)));
                let value = self
                    .at
                    .clone_with(op, &[a.value, b.value])
                    .result(0)
                    .expect("one result")
                    .into();
                Split {
                    valid: self.and(a.valid, b.valid),
                    value,
                }
            }
        };
        self.splits.insert((self.block, value_key(v)), s);
        s
    }

    fn bool(&self, v: bool) -> Value<'c, 'a> {
        let i1: Type = IntegerType::new(self.at.context, 1).into();
        self.at.constant_attr(IntegerAttribute::new(i1, v as i64).into(), i1)
    }

    fn materialize(&self, v: Validity<'c, 'a>) -> Value<'c, 'a> {
        match v {
            Validity::Always => self.bool(true),
            Validity::Never => self.bool(false),
            Validity::When(c) => c,
        }
    }

    fn and(&self, a: Validity<'c, 'a>, b: Validity<'c, 'a>) -> Validity<'c, 'a> {
        match (a, b) {
            (Validity::Never, _) | (_, Validity::Never) => Validity::Never,
            (Validity::Always, x) | (x, Validity::Always) => x,
            (Validity::When(x), Validity::When(y)) => Validity::When(self.at.binary("arith.andi", x, y)),
        }
    }
}

/// Rebuilds `access` on the valid values of its indices, gated where they
/// are all valid (and its own gate holds).
fn gate_access<'c, 'a>(s: &mut Splitter<'_, 'c, 'a>, access: OperationRef<'c, 'a>) {
    let segments = i64_array(&access, "operandSegmentSizes").unwrap_or_default();
    let rank = segments.get(1).copied().unwrap_or(0) as usize;
    let own_gate = if segments.get(2) == Some(&1) {
        Validity::When(access.operand(rank + 1).expect("the gate"))
    } else {
        Validity::Always
    };
    let mut operands = vec![access.operand(0).expect("the buffer")];
    let mut valid = own_gate;
    for i in 1..=rank {
        let split = s.split(access.operand(i).expect("an index"));
        operands.push(split.value);
        valid = s.and(valid, split.valid);
    }
    let gated = !matches!(valid, Validity::Always);
    if gated {
        operands.push(s.materialize(valid));
    }
    let segments = DenseI32ArrayAttribute::new(s.at.context, &[1, rank as i32, gated as i32]);
    let result = access.result(0).expect("one result");
    let new_access = OperationBuilder::new("uop.index", access.location())
        .add_operands(&operands)
        .add_attributes(&[(Identifier::new(s.at.context, "operandSegmentSizes"), segments.into())])
        .add_results(&[result.r#type()])
        .build()
        .expect("a well-formed uop.index");
    let new_access = s.at.block.insert_operation_before(access, new_access);
    replace_uses(result.into(), new_access.result(0).expect("one result").into());
    unsafe { mlir_sys::mlirOperationDestroy(access.to_raw()) };
}
