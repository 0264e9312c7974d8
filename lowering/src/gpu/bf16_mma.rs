//! `axe-bf16-mma-to-nvvm`: a bf16 `nvgpu.mma.sync` as the `nvvm.mma.sync` it means, because
//! MLIR 22's `convert-nvgpu-to-nvvm` cannot type one ("failed to deduce operand PTX types": it
//! reads a `vector<2xbf16>` register as no PTX type). The operands are passed as the PTX ISA
//! takes them: each `vector<2xbf16>` row of A and B is one `.b32` register (element 0 in the
//! low half, LLVM's bitcast on a little-endian target, as upstream passes `vector<2xf16>` rows
//! for f16), C's four f32 in row-major order, and D comes back in the same order. It runs in
//! the PTX stage after the GPU emulator's (which runs the `nvgpu` op itself), right before the
//! NVVM conversion.

use super::builder::{erase, replace_uses, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_passes::kernel_ir::vector_shape;
use melior::{
    ir::{
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, OperationRef, Type, Value, ValueLike,
    },
    Context,
};

pub static BF16_MMA_TO_NVVM: PassDefinition = PassDefinition {
    argument: "axe-bf16-mma-to-nvvm",
    description: "Rewrite bf16 nvgpu.mma.sync (which MLIR 22's convert-nvgpu-to-nvvm cannot type) as nvvm.mma.sync on packed .b32 registers",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut found = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "nvgpu.mma.sync"
            && op
                .operand_at(0)
                .is_some_and(|a| vector_shape(a.r#type()).is_some_and(|(_, e)| e.to_string() == "bf16"))
        {
            found.push(op);
        }
    });
    for op in found {
        rewrite(context, op)?;
    }
    Ok(())
}

/// The rows of a `vector<R x 2 x bf16>` as `.b32` registers.
fn packed_rows<'c, 'a>(at: &Builder<'c, 'a>, fragment: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let (shape, element) = vector_shape(fragment.r#type()).expect("a vector");
    let pair = Type::parse(at.context, &format!("vector<2x{element}>")).expect("a pair type");
    let word = Type::parse(at.context, "vector<1xi32>").expect("a word type");
    let i32_type: Type = IntegerType::new(at.context, 32).into();
    (0..shape[0])
        .map(|row| {
            let pair_value = at.extract(fragment, &[row], pair);
            let cast = at
                .insert_built(ops::op("vector.bitcast", &[pair_value], word, at.location))
                .result(0)
                .expect("one result")
                .into();
            at.extract(cast, &[0], i32_type)
        })
        .collect()
}

fn rewrite<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let at = Builder::before(context, op).ok_or(PassFailed)?;
    // nvgpu.mma.sync's verifier guarantees the shape and the three operands.
    let shape = axe_dialects::ir::read::i64_array(&op, "mmaShape")
        .filter(|s| s.len() == 3)
        .expect("a verified mmaShape");
    let (a, b, c) = (
        op.operand(0).expect("A"),
        op.operand(1).expect("B"),
        op.operand(2).expect("C"),
    );
    let f32_type = Type::float32(context);
    let accumulators: Vec<Value> = (0..4).map(|i| at.extract(c, &[i / 2, i % 2], f32_type)).collect();
    let (a_rows, b_rows) = (packed_rows(&at, a), packed_rows(&at, b));
    let mut operands = a_rows.clone();
    operands.extend(&b_rows);
    operands.extend(&accumulators);
    let result_struct = Type::parse(context, "!llvm.struct<(f32, f32, f32, f32)>").expect("the result struct");
    let segments = format!("array<i32: {}, {}, {}>", a_rows.len(), b_rows.len(), accumulators.len());
    let attribute = |text: &str| Attribute::parse(context, text).expect("an nvvm attribute");
    let mma = at.insert(
        OperationBuilder::new("nvvm.mma.sync", op.location())
            .add_operands(&operands)
            .add_attributes(&[
                at.named(
                    "shape",
                    attribute(&format!(
                        "#nvvm.shape<m = {}, n = {}, k = {}>",
                        shape[0], shape[1], shape[2]
                    )),
                ),
                at.named("layoutA", attribute("#nvvm.mma_layout<row>")),
                at.named("layoutB", attribute("#nvvm.mma_layout<col>")),
                at.named("multiplicandAPtxType", attribute("#nvvm.mma_type<bf16>")),
                at.named("multiplicandBPtxType", attribute("#nvvm.mma_type<bf16>")),
                at.named("operandSegmentSizes", attribute(&segments)),
            ])
            .add_results(&[result_struct]),
    );
    let result: Value = mma.result(0).expect("one result").into();
    let elements: Vec<Value> = (0..4)
        .map(|i| {
            let position = Attribute::parse(context, &format!("array<i64: {i}>")).expect("a position");
            at.insert_built(ops::generic(
                context,
                "llvm.extractvalue",
                &[("position", position)],
                &[result],
                Some(f32_type),
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into()
        })
        .collect();
    let d_type = op.result(0).expect("one result").r#type();
    let d = at
        .insert_built(ops::generic(
            context,
            "vector.from_elements",
            &[],
            &elements,
            Some(d_type),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into();
    replace_uses(op.result(0).expect("one result").into(), d);
    erase(op);
    Ok(())
}
