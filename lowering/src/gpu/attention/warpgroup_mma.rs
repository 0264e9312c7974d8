//! One product of the warpgroup kernel on sm_90a's warpgroup MMA: a chain of
//! `nvvm.wgmma.mma_async` m64nNk16 (f16 or bf16 in, f32 accumulators) over the k-steps of its
//! operands, with the fence, commit and wait around it that the PTX ISA asks for (and the GPU
//! emulator checks): the accumulators written (`llvm.insertvalue`) before `wgmma.fence`, the
//! group committed and waited for (`wait_group 0`) before any register of the result is read.
//! Without accumulators the first wgmma ignores them (scale-d zero), so no zeros are written.

use crate::gpu::builder::Builder;
use crate::gpu::dispatch::wgmma::mma_async_attributes;
use crate::uop_to_scf::ops;
use axe_dialects::ir::OperationAt;
use melior::ir::{Attribute, Type, Value};

/// `[accumulators] + sum over k of A_k B_k` (`operands[k]` the descriptors of A_k, 64 x 16, and
/// B_k, 16 x `n`), A K-major and B `b_k_major` or MN-major, of `input` (f16 or bf16): the
/// result's `n / 2` registers of this thread, in the accumulator fragment's order.
pub fn product<'c, 'a>(
    at: &Builder<'c, 'a>,
    input: &str,
    n: i64,
    b_k_major: bool,
    operands: &[[Value<'c, 'a>; 2]],
    accumulators: Option<&[Value<'c, 'a>]>,
) -> Vec<Value<'c, 'a>> {
    let context = at.context;
    let attribute = |text: &str| Attribute::parse(context, text).unwrap_or_else(|| panic!("{text} parses"));
    let fields = vec!["f32"; (n / 2) as usize].join(", ");
    let accumulator_type = Type::parse(context, &format!("!llvm.struct<({fields})>")).expect("a struct type");
    let build =
        |name: &str, attributes: &[(&str, Attribute<'c>)], operands: &[Value<'c, 'a>], result: Option<Type<'c>>| {
            at.insert_built(ops::generic(context, name, attributes, operands, result, at.location))
                .result_at(0)
                .map(Value::from)
        };
    let position = |r: usize| attribute(&format!("array<i64: {r}>"));
    let mut acc = build("llvm.mlir.undef", &[], &[], Some(accumulator_type)).expect("a struct");
    for (r, &value) in accumulators.unwrap_or_default().iter().enumerate() {
        acc = build(
            "llvm.insertvalue",
            &[("position", position(r))],
            &[acc, value],
            Some(accumulator_type),
        )
        .expect("a struct");
    }
    build("nvvm.wgmma.fence.aligned", &[], &[], None);
    for (k, &[a, b]) in operands.iter().enumerate() {
        let scale_d = if k == 0 && accumulators.is_none() {
            "zero"
        } else {
            "one"
        };
        let attributes = mma_async_attributes(context, n, input, scale_d, true, b_k_major);
        acc = build(
            "nvvm.wgmma.mma_async",
            &attributes,
            &[acc, a, b],
            Some(accumulator_type),
        )
        .expect("the accumulators");
    }
    build("nvvm.wgmma.commit.group.sync.aligned", &[], &[], None);
    build(
        "nvvm.wgmma.wait.group.sync.aligned",
        &[("group", attribute("0 : i64"))],
        &[],
        None,
    );
    let f32_type = Type::float32(context);
    (0..(n / 2) as usize)
        .map(|r| {
            build(
                "llvm.extractvalue",
                &[("position", position(r))],
                &[acc],
                Some(f32_type),
            )
            .expect("a register")
        })
        .collect()
}
