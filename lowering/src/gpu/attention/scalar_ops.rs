//! The scalar IR the fused attention kernels are written in: views of the heads, loads,
//! widening and narrowing, f32 constants, selects, comparisons, exp and the warp's shuffles.

use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpFPredicate;
use melior::ir::{
    attribute::IntegerAttribute, operation::OperationBuilder, r#type::IntegerType, Attribute, Type, TypeLike, Value,
    ValueLike,
};

/// Lanes of a warp.
pub(super) const WARP: i64 = 32;

/// A memref `[..., rows, columns]` as `[heads, rows, columns]`.
pub(super) fn as_heads<'c, 'a>(at: &Builder<'c, 'a>, memref: Value<'c, 'a>, heads: i64) -> Value<'c, 'a> {
    let raw = memref.r#type().to_raw();
    let (rank, element) = unsafe {
        (
            mlir_sys::mlirShapedTypeGetRank(raw),
            Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw)),
        )
    };
    if rank == 3 {
        return memref;
    }
    let size = |i: i64| unsafe { mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize) };
    let leading: Vec<String> = (0..rank - 2).map(|i| i.to_string()).collect();
    let reassociation = format!("[[{}], [{}], [{}]]", leading.join(", "), rank - 2, rank - 1);
    let ty = Type::parse(
        at.context,
        &format!("memref<{heads}x{}x{}x{element}>", size(rank - 2), size(rank - 1)),
    )
    .expect("a memref type");
    at.value(
        OperationBuilder::new("memref.collapse_shape", at.location)
            .add_attributes(&[at.named(
                "reassociation",
                Attribute::parse(at.context, &reassociation).expect("a reassociation"),
            )])
            .add_operands(&[memref])
            .add_results(&[ty]),
    )
}

pub(super) fn load<'c, 'a>(at: &Builder<'c, 'a>, memref: Value<'c, 'a>, indices: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    let element = unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(memref.r#type().to_raw())) };
    at.insert_built(ops::memref_load(memref, indices, element, at.location))
        .result(0)
        .expect("the loaded value")
        .into()
}

/// `x` as f32 (exact from f16 and bf16).
pub(super) fn widened<'c, 'a>(at: &Builder<'c, 'a>, x: Value<'c, 'a>) -> Value<'c, 'a> {
    let f32_type = Type::float32(at.context);
    if x.r#type() == f32_type {
        return x;
    }
    at.value(
        OperationBuilder::new("arith.extf", at.location)
            .add_operands(&[x])
            .add_results(&[f32_type]),
    )
}

/// `y` rounded to `element` (f32 stays).
pub(super) fn narrowed<'c, 'a>(at: &Builder<'c, 'a>, y: Value<'c, 'a>, element: &str) -> Value<'c, 'a> {
    if element == "f32" {
        return y;
    }
    let ty = Type::parse(at.context, element).expect("a float type");
    at.value(
        OperationBuilder::new("arith.truncf", at.location)
            .add_operands(&[y])
            .add_results(&[ty]),
    )
}

/// `x * factor`, left out where the factor is 1 (torch-mlir multiplies only where it has one).
pub(super) fn times<'c, 'a>(at: &Builder<'c, 'a>, x: Value<'c, 'a>, factor: f32) -> Value<'c, 'a> {
    if factor == 1.0 {
        return x;
    }
    at.binary("arith.mulf", x, constant(at, f64::from(factor)))
}

pub(super) fn constant<'c, 'a>(at: &Builder<'c, 'a>, v: f64) -> Value<'c, 'a> {
    at.insert_built(ops::float_constant(
        at.context,
        Type::float32(at.context),
        v,
        at.location,
    ))
    .result(0)
    .expect("a constant")
    .into()
}

pub(super) fn select<'c, 'a>(
    at: &Builder<'c, 'a>,
    condition: Value<'c, 'a>,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
) -> Value<'c, 'a> {
    at.value(
        OperationBuilder::new("arith.select", at.location)
            .add_operands(&[condition, a, b])
            .add_results(&[a.r#type()]),
    )
}

pub(super) fn cmpf<'c, 'a>(
    at: &Builder<'c, 'a>,
    predicate: CmpFPredicate,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
) -> Value<'c, 'a> {
    at.value(
        OperationBuilder::new("arith.cmpf", at.location)
            .add_operands(&[a, b])
            .add_attributes(&[at.named("predicate", at.int_attr(64, predicate.code()))])
            .add_results(&[IntegerType::new(at.context, 1).into()]),
    )
}

pub(super) fn exp<'c, 'a>(at: &Builder<'c, 'a>, x: Value<'c, 'a>) -> Value<'c, 'a> {
    at.value(
        OperationBuilder::new("math.exp", at.location)
            .add_operands(&[x])
            .add_results(&[x.r#type()]),
    )
}

/// `gpu.shuffle xor` of `v` with lane `lane ^ offset` (width 32): every lane of the warp runs it.
pub(super) fn shuffle_xor<'c, 'a>(at: &Builder<'c, 'a>, v: Value<'c, 'a>, offset: i64) -> Value<'c, 'a> {
    let int32 = |n: i64| {
        let ty: Type = IntegerType::new(at.context, 32).into();
        at.value(
            OperationBuilder::new("arith.constant", at.location)
                .add_attributes(&[at.named("value", IntegerAttribute::new(ty, n).into())])
                .add_results(&[ty]),
        )
    };
    at.insert(
        OperationBuilder::new("gpu.shuffle", at.location)
            .add_attributes(&[at.named(
                "mode",
                Attribute::parse(at.context, "#gpu<shuffle_mode xor>").expect("a shuffle mode"),
            )])
            .add_operands(&[v, int32(offset), int32(WARP)])
            .add_results(&[v.r#type(), IntegerType::new(at.context, 1).into()]),
    )
    .result(0)
    .expect("the shuffled value")
    .into()
}
