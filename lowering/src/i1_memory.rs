//! `axe-i1-memory`: one layout for `i1` in memory, a byte per element. LLVM stores a scalar
//! `i1` as one byte but a `<N x i1>` vector as N packed bits, so a buffer of bools written
//! along vector lanes by one kernel and read element by element by the next (or the
//! reverse) is misread: lanes 6 and 7 true became the byte 0xC0, read back as the flag 192,
//! and a guarded divisor read the wrong flag. Every `vector.load`, `vector.store`,
//! `vector.maskedload` and `vector.maskedstore` of a 1-D `i1` vector on a memref is
//! rewritten here into one `memref.load` / `memref.store` per lane (behind `scf.if` on the
//! lane's mask bit where masked), which the LLVM lowering stores a byte per element as it
//! does every other `i1` access. The lanes stay a vector in registers.

use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    operation::OperationLike, Attribute, Block, BlockLike, Location, Operation, OperationRef, Type, TypeLike, Value,
    ValueLike,
};

pub static I1_MEMORY: PassDefinition = PassDefinition {
    argument: "axe-i1-memory",
    description: "Give i1 in memory one layout, a byte per element: vector loads and stores (plain and masked) of i1 vectors become one memref.load / memref.store per lane, as LLVM stores vector<N x i1> as packed bits but a scalar i1 as a byte",
    options: &[],
    run,
};

const REWRITTEN: [&str; 4] = ["vector.load", "vector.store", "vector.maskedload", "vector.maskedstore"];

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let mut found = Vec::new();
    for_each_nested(&root, &mut |op| {
        if REWRITTEN.contains(&op_name(&op)) && is_i1_memref(memref_operand(&op)) {
            found.push(op);
        }
    });
    let context = root.context();
    let context = axe_dialects::context_of(&context);
    for op in found {
        rewrite(context, op)?;
    }
    Ok(())
}

/// The memref a vector access reads or writes (the stored value comes first in a store).
fn memref_operand<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let index = if op_name(op) == "vector.store" { 1 } else { 0 };
    op.operand_at(index)
}

fn is_i1_memref(value: Option<Value>) -> bool {
    let Some(value) = value else { return false };
    let raw = value.r#type().to_raw();
    unsafe {
        mlir_sys::mlirTypeIsAMemRef(raw) && {
            let element = mlir_sys::mlirShapedTypeGetElementType(raw);
            mlir_sys::mlirTypeIsAInteger(element) && mlir_sys::mlirIntegerTypeGetWidth(element) == 1
        }
    }
}

/// The lanes of a 1-D vector type; `None` for other shapes.
fn lanes(ty: Type) -> Option<i64> {
    let raw = ty.to_raw();
    unsafe {
        (mlir_sys::mlirTypeIsAVector(raw)
            && mlir_sys::mlirShapedTypeGetRank(raw) == 1
            && !mlir_sys::mlirVectorTypeIsScalable(raw))
        .then(|| mlir_sys::mlirShapedTypeGetDimSize(raw, 0))
    }
}

/// Inserts detached ops before `at`, in order.
struct Before<'c, 'a> {
    context: &'c melior::Context,
    at: OperationRef<'c, 'a>,
    block: melior::ir::BlockRef<'c, 'a>,
    location: Location<'c>,
}

impl<'c, 'a> Before<'c, 'a> {
    fn value(&self, op: Operation<'c>) -> Value<'c, 'a> {
        self.block
            .insert_operation_before(self.at, op)
            .result(0)
            .expect("one result")
            .into()
    }

    fn put(&self, op: Operation<'c>) {
        self.block.insert_operation_before(self.at, op);
    }

    /// Lane `k` of `vector`, of type `element`.
    fn extract(&self, vector: Value<'c, 'a>, k: i64, element: Type<'c>) -> Value<'c, 'a> {
        let context = self.context;
        let position = Attribute::parse(context, &format!("array<i64: {k}>")).expect("a dense i64 array");
        self.value(ops::generic(
            context,
            "vector.extract",
            &[("static_position", position)],
            &[vector],
            Some(element),
            self.location,
        ))
    }

    /// The indices of lane `k`: the last one moved by `k`.
    fn lane_indices(&self, indices: &[Value<'c, 'a>], k: i64) -> Vec<Value<'c, 'a>> {
        let mut at = indices.to_vec();
        if k > 0 {
            let context = self.context;
            let last = *at.last().expect("a vector access of a memref has an index");
            let index = Type::index(context);
            let offset = self.value(ops::int_constant(context, index, k, self.location));
            *at.last_mut().expect("an index") =
                self.value(ops::op("arith.addi", &[last, offset], index, self.location));
        }
        at
    }
}

fn rewrite<'c, 'a>(context: &'c melior::Context, op: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let name = op_name(&op);
    let location = op.location();
    let block = op.block().ok_or(PassFailed)?;
    let at = Before {
        context,
        at: op,
        block,
        location,
    };
    let operands: Vec<Value> = op.operands().collect();
    let i1: Type = melior::ir::r#type::IntegerType::new(context, 1).into();
    match name {
        "vector.load" | "vector.maskedload" => {
            let result: Value = op.result(0).map_err(|_| PassFailed)?.into();
            let Some(n) = lanes(result.r#type()) else { return Ok(()) };
            // vector.load: base, indices; vector.maskedload: base, indices, mask, pass_thru.
            let (buffer, indices, masked) = if name == "vector.load" {
                (operands[0], &operands[1..], None)
            } else {
                let k = operands.len();
                (
                    operands[0],
                    &operands[1..k - 2],
                    Some((operands[k - 2], operands[k - 1])),
                )
            };
            let mut elements = Vec::new();
            for k in 0..n {
                let indices = at.lane_indices(indices, k);
                let load = ops::memref_load(buffer, &indices, i1, location);
                elements.push(match masked {
                    None => at.value(load),
                    Some((mask, passthru)) => {
                        let bit = at.extract(mask, k, i1);
                        let then = Block::new(&[]);
                        let loaded: Value = then.append_operation(load).result(0).expect("one result").into();
                        then.append_operation(ops::scf_yield(&[loaded], location));
                        let otherwise = Block::new(&[]);
                        let kept = at.extract(passthru, k, i1);
                        otherwise.append_operation(ops::scf_yield(&[kept], location));
                        at.value(ops::scf_if(bit, &[i1], then, Some(otherwise), location))
                    }
                });
            }
            let vector = at.value(ops::generic(
                context,
                "vector.from_elements",
                &[],
                &elements,
                Some(result.r#type()),
                location,
            ));
            unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), vector.to_raw()) };
        }
        _ => {
            // vector.store: value, base, indices; vector.maskedstore: base, indices, mask, value.
            let (value, buffer, indices, mask) = if name == "vector.store" {
                (operands[0], operands[1], &operands[2..], None)
            } else {
                let k = operands.len();
                (operands[k - 1], operands[0], &operands[1..k - 2], Some(operands[k - 2]))
            };
            let Some(n) = lanes(value.r#type()) else { return Ok(()) };
            for k in 0..n {
                let lane = at.extract(value, k, i1);
                let indices = at.lane_indices(indices, k);
                let store = ops::memref_store(lane, buffer, &indices, location);
                match mask {
                    None => at.put(store),
                    Some(mask) => {
                        let bit = at.extract(mask, k, i1);
                        let then = Block::new(&[]);
                        then.append_operation(store);
                        then.append_operation(ops::scf_yield(&[], location));
                        at.put(ops::scf_if(bit, &[], then, None, location));
                    }
                }
            }
        }
    }
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}
