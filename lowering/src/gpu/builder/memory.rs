//! Workgroup (shared) memory: vector types, aligned `memref.alloca`s in the workgroup address
//! space (outlining makes them the kernel's workgroup attributions), and the block barrier that
//! orders writes to them before reads.

use super::Builder;
use crate::uop_to_scf::ops;
use melior::ir::{Attribute, Type, TypeLike, Value};

/// `vector<dims x element>`.
pub fn vector<'c>(element: Type<'c>, dims: &[i64]) -> Type<'c> {
    unsafe {
        Type::from_raw(mlir_sys::mlirVectorTypeGet(
            dims.len() as isize,
            dims.as_ptr(),
            element.to_raw(),
        ))
    }
}

/// A tile of `shape` (`[rows, cols]`, or `[stages, rows, cols]`) of `element` in workgroup
/// memory, 16-byte aligned.
pub fn allocate<'c, 'a>(at: &Builder<'c, 'a>, element: Type<'c>, shape: &[i64]) -> Result<Value<'c, 'a>, String> {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    let text = format!("memref<{}x{element}, #gpu.address_space<workgroup>>", dims.join("x"));
    let ty = Type::parse(at.context, &text).ok_or_else(|| format!("the shared tile type {text} does not parse"))?;
    Ok(allocate_typed(at, ty, 16))
}

/// A `memref.alloca` of `ty`, aligned to `alignment` bytes when that is not 0.
pub fn allocate_typed<'c, 'a>(at: &Builder<'c, 'a>, ty: Type<'c>, alignment: i64) -> Value<'c, 'a> {
    let aligned: Vec<(&str, Attribute)> = if alignment > 0 {
        vec![("alignment", at.int_attr(64, alignment))]
    } else {
        vec![]
    };
    let alloca = ops::generic_builder(at.context, "memref.alloca", &aligned, &[], Some(ty), at.location)
        .add_attributes(&[at.named(
            "operandSegmentSizes",
            Attribute::parse(at.context, "array<i32: 0, 0>").expect("segment sizes"),
        )]);
    at.value(alloca)
}

/// `gpu.barrier`.
pub fn barrier(at: &Builder) {
    at.insert_built(ops::generic(at.context, "gpu.barrier", &[], &[], None, at.location));
}
