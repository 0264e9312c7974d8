//! The products of the warpgroup kernel on sm_90a's warpgroup MMA, in the pieces its software
//! pipeline interleaves: accumulator structs written (`llvm.insertvalue`) before the
//! `wgmma.fence` that orders those writes before the wgmmas, a chain of `nvvm.wgmma.mma_async`
//! m64nNk16 (f16 or bf16 in, f32 accumulators) committed as one group, and `wait_group` with
//! the number of groups that may stay in flight before the registers of an older one are read
//! (as the PTX ISA asks and the GPU emulator checks: a pending accumulator read is an error).
//! Without accumulators the first wgmma ignores them (scale-d zero), so no zeros are written.

use crate::gpu::builder::Builder;
use crate::gpu::dispatch::wgmma::mma_async_attributes;
use crate::uop_to_scf::ops;
use axe_dialects::ir::OperationAt;
use melior::ir::{Attribute, Type, Value};

/// One product's operands: `operands[k]` the descriptors of A_k (64 x 16, K-major) and B_k
/// (16 x `n`, `b_k_major` or MN-major), of `input` (f16 or bf16).
pub struct Chain<'c, 'a, 'i> {
    pub input: &'i str,
    pub n: i64,
    pub b_k_major: bool,
    pub operands: Vec<[Value<'c, 'a>; 2]>,
}

/// The accumulator struct of an m64nN product holding `values` (this thread's `n / 2`
/// registers, in the fragment's order), or undefined (for a chain that starts at zero).
pub fn accumulators<'c, 'a>(at: &Builder<'c, 'a>, n: i64, values: Option<&[Value<'c, 'a>]>) -> Value<'c, 'a> {
    let ty = accumulator_type(at, n);
    let mut acc = build(at, "llvm.mlir.undef", &[], &[], Some(ty)).expect("a struct");
    for (r, &value) in values.unwrap_or_default().iter().enumerate() {
        acc = build(
            at,
            "llvm.insertvalue",
            &[("position", position(at, r))],
            &[acc, value],
            Some(ty),
        )
        .expect("a struct");
    }
    acc
}

/// `wgmma.fence`: every accumulator struct is written; wgmmas may read them.
pub fn fence(at: &Builder) {
    build(at, "nvvm.wgmma.fence.aligned", &[], &[], None);
}

/// Issues `acc (+)= sum over k of A_k B_k` and commits it as one group: the pending result.
/// `from_zero`: the first wgmma ignores `acc` (scale-d zero).
pub fn issue<'c, 'a>(
    at: &Builder<'c, 'a>,
    chain: &Chain<'c, 'a, '_>,
    mut acc: Value<'c, 'a>,
    from_zero: bool,
) -> Value<'c, 'a> {
    for (k, &[a, b]) in chain.operands.iter().enumerate() {
        let scale_d = if k == 0 && from_zero { "zero" } else { "one" };
        let attributes = mma_async_attributes(at.context, chain.n, chain.input, scale_d, true, chain.b_k_major);
        acc = build(
            at,
            "nvvm.wgmma.mma_async",
            &attributes,
            &[acc, a, b],
            Some(accumulator_type(at, chain.n)),
        )
        .expect("the accumulators");
    }
    build(at, "nvvm.wgmma.commit.group.sync.aligned", &[], &[], None);
    acc
}

/// `wgmma.wait_group in_flight`: every group but the `in_flight` newest has retired.
pub fn wait(at: &Builder, in_flight: i64) {
    let group = Attribute::parse(at.context, &format!("{in_flight} : i64")).expect("an integer");
    build(at, "nvvm.wgmma.wait.group.sync.aligned", &[("group", group)], &[], None);
}

/// The `n / 2` registers of a retired m64nN accumulator struct.
pub fn registers<'c, 'a>(at: &Builder<'c, 'a>, acc: Value<'c, 'a>, n: i64) -> Vec<Value<'c, 'a>> {
    let f32_type = Type::float32(at.context);
    (0..(n / 2) as usize)
        .map(|r| {
            build(
                at,
                "llvm.extractvalue",
                &[("position", position(at, r))],
                &[acc],
                Some(f32_type),
            )
            .expect("a register")
        })
        .collect()
}

fn accumulator_type<'c>(at: &Builder<'c, '_>, n: i64) -> Type<'c> {
    let fields = vec!["f32"; (n / 2) as usize].join(", ");
    Type::parse(at.context, &format!("!llvm.struct<({fields})>")).expect("a struct type")
}

fn position<'c>(at: &Builder<'c, '_>, r: usize) -> Attribute<'c> {
    Attribute::parse(at.context, &format!("array<i64: {r}>")).expect("a position")
}

fn build<'c, 'a>(
    at: &Builder<'c, 'a>,
    name: &str,
    attributes: &[(&str, Attribute<'c>)],
    operands: &[Value<'c, 'a>],
    result: Option<Type<'c>>,
) -> Option<Value<'c, 'a>> {
    at.insert_built(ops::generic(
        at.context,
        name,
        attributes,
        operands,
        result,
        at.location,
    ))
    .result_at(0)
    .map(Value::from)
}
