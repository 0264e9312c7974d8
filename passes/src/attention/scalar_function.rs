//! A `linalg.generic` read as the scalar function its body computes: the op that yields a
//! result, and each of that op's operands as an input of the generic, an output (the
//! accumulator of a reduction), another op of the body or a value from outside the body.
//! Floating-point casts inside the body (`arith.extf`, `arith.truncf`) are looked through,
//! since torch-mlir widens a scalar to f64 to compare it or narrows an f64 constant to scale.

use crate::linalg::indexing_maps::{self, IterationSpace, MapResult};
use axe_dialects::ir::read::{defining_op, i64_array, op_name};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value, ValueLike};

/// Where an operand of a body op comes from.
#[derive(Clone, Copy)]
pub enum Source<'c, 'a> {
    /// Input `number` of the generic, whose tensor is `value`.
    Input(usize, Value<'c, 'a>),
    /// Output `number`'s block argument: a reduction's accumulator.
    Output(usize),
    /// An op of the body that is not a float cast.
    Body(OperationRef<'c, 'a>),
    /// A value defined outside the body (a captured constant).
    Outside(Value<'c, 'a>),
}

pub struct ScalarFunction<'c, 'a> {
    pub inputs: Vec<Value<'c, 'a>>,
    pub outputs: Vec<Value<'c, 'a>>,
    pub space: IterationSpace,
    body: BlockRef<'c, 'a>,
}

impl<'c, 'a> ScalarFunction<'c, 'a> {
    /// The generic that defines `value`, if one does.
    pub fn defining(value: Value<'c, 'a>) -> Option<Self> {
        let op = defining_op(value).filter(|o| op_name(o) == "linalg.generic")?;
        let segments = i64_array(&op, "operandSegmentSizes")?;
        let operands = operands(&op);
        let inputs = segments.first().copied()? as usize;
        let space = indexing_maps::read(&op).ok()?;
        // Read through the C API so the block keeps the op's lifetimes, not a borrow's.
        let body = unsafe {
            let block = mlir_sys::mlirRegionGetFirstBlock(mlir_sys::mlirOperationGetRegion(op.to_raw(), 0));
            (!block.ptr.is_null()).then(|| BlockRef::from_raw(block))?
        };
        Some(ScalarFunction {
            inputs: operands[..inputs].to_vec(),
            outputs: operands[inputs..].to_vec(),
            space,
            body,
        })
    }

    /// The sources of the operands of the op that yields result `result`, when that op is
    /// named `name`.
    pub fn computes(&self, result: usize, name: &str) -> Option<Vec<Source<'c, 'a>>> {
        let yielded = self.yielded(result)?;
        (op_name(&yielded) == name).then(|| operands(&yielded).into_iter().map(|v| self.source(v)).collect())
    }

    /// The op of the body that yields result `result` (casts not looked through).
    pub fn yielded(&self, result: usize) -> Option<OperationRef<'c, 'a>> {
        let terminator = self.body.terminator()?;
        defining_op(operand(&terminator, result)?).filter(|d| d.block().map(|b| b == self.body) == Some(true))
    }

    /// Where `value`, an operand of a body op, comes from.
    pub fn source(&self, value: Value<'c, 'a>) -> Source<'c, 'a> {
        let raw = value.to_raw();
        unsafe {
            if mlir_sys::mlirValueIsABlockArgument(raw) {
                if mlir_sys::mlirBlockArgumentGetOwner(raw).ptr == self.body.to_raw().ptr {
                    let n = mlir_sys::mlirBlockArgumentGetArgNumber(raw) as usize;
                    return match self.inputs.get(n) {
                        Some(&input) => Source::Input(n, input),
                        None => Source::Output(n - self.inputs.len()),
                    };
                }
                return Source::Outside(value);
            }
        }
        match defining_op(value) {
            Some(op) if op.block().map(|b| b == self.body) == Some(true) => {
                if matches!(op_name(&op), "arith.extf" | "arith.truncf") {
                    if let Some(widened) = operand(&op, 0) {
                        return self.source(widened);
                    }
                }
                Source::Body(op)
            }
            _ => Source::Outside(value),
        }
    }

    /// Whether operand `k` (inputs, then outputs) is read at every loop in order (an
    /// elementwise operand).
    pub fn reads_all(&self, k: usize) -> bool {
        let results = &self.space.maps[k].results;
        results.len() == self.space.loops && results.iter().enumerate().all(|(i, r)| *r == MapResult::Dim(i))
    }

    /// Whether operand `k` (inputs, then outputs) is read at every loop but the last, in order,
    /// possibly followed by a constant `0` of a size-1 axis: one value per row of the last loop.
    pub fn one_per_row(&self, k: usize) -> bool {
        let results = &self.space.maps[k].results;
        let rows = self.space.loops - 1;
        let leading = results.len() >= rows && results[..rows].iter().enumerate().all(|(i, r)| *r == MapResult::Dim(i));
        leading && results[rows..].iter().all(|r| *r == MapResult::Constant(0)) && results.len() <= rows + 1
    }

    /// Whether the last loop is the only reduction.
    pub fn reduces_last_loop(&self) -> bool {
        let n = self.space.reduction.len();
        n > 0 && self.space.reduction[n - 1] && self.space.reduction[..n - 1].iter().all(|r| !r)
    }

    /// Whether no loop is a reduction and each output is written at every loop in order (not
    /// transposed).
    pub fn elementwise(&self) -> bool {
        let outputs = self.inputs.len()..self.space.maps.len();
        self.space.reduction.iter().all(|r| !r) && outputs.into_iter().all(|k| self.reads_all(k))
    }
}

/// Operand `index` of `op`, with `op`'s lifetimes (melior's `operand` ties it to a borrow).
pub fn operand<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    (index < op.operand_count())
        .then(|| unsafe { Value::from_raw(mlir_sys::mlirOperationGetOperand(op.to_raw(), index as isize)) })
}

/// Every operand of `op`, with `op`'s lifetimes.
pub fn operands<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    (0..op.operand_count()).filter_map(|i| operand(op, i)).collect()
}
