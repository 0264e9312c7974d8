//! Workgroup (shared) memory: vector types, aligned `memref.alloca`s in the workgroup address
//! space (outlining makes them the kernel's workgroup attributions), and the block barrier that
//! orders writes to them before reads.

use super::Builder;
use crate::uop_to_scf::ops;
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Attribute, Type, TypeLike, Value};

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

/// `fence.proxy.async.shared::cta`: the thread's shared-memory writes so far are visible to the
/// async proxy (TMA and wgmma read shared memory through it).
pub fn async_proxy_fence(at: &Builder) {
    let fence = [
        ("kind", "#nvvm.proxy_kind<async.shared>"),
        ("space", "#nvvm.shared_space<cta>"),
    ]
    .map(|(name, text)| (name, Attribute::parse(at.context, text).expect("a fence attribute")));
    at.insert_built(ops::generic(
        at.context,
        "nvvm.fence.proxy",
        &fence,
        &[],
        None,
        at.location,
    ));
}

/// The global-address-space pointer (`!llvm.ptr<1>`) to element `indices` of the row-major
/// `memref` of `shape`, whose elements are `element_bytes` wide: what inline PTX `ld.global` /
/// `st.global` take. The aligned pointer is a generic address; cvta.to.global (an
/// addrspacecast) gives the global one.
pub fn global_pointer<'c, 'a>(
    at: &Builder<'c, 'a>,
    memref: Value<'c, 'a>,
    indices: &[Value<'c, 'a>],
    shape: &[i64],
    element_bytes: i64,
) -> Value<'c, 'a> {
    let context = at.context;
    let mut linear = at.index(0);
    for (&i, &size) in indices.iter().zip(shape) {
        let scaled = at.binary("arith.muli", linear, at.index(size));
        linear = at.binary("arith.addi", scaled, i);
    }
    let bytes = at.binary("arith.muli", linear, at.index(element_bytes));
    let base = at.value(
        OperationBuilder::new("memref.extract_aligned_pointer_as_index", at.location)
            .add_operands(&[memref])
            .add_results(&[Type::index(context)]),
    );
    let address = at.binary("arith.addi", base, bytes);
    let address = at.value(
        OperationBuilder::new("arith.index_cast", at.location)
            .add_operands(&[address])
            .add_results(&[IntegerType::new(context, 64).into()]),
    );
    let generic = Type::parse(context, "!llvm.ptr").expect("a pointer type");
    let global = Type::parse(context, "!llvm.ptr<1>").expect("a pointer type");
    let pointer = at.value(
        OperationBuilder::new("llvm.inttoptr", at.location)
            .add_operands(&[address])
            .add_results(&[generic]),
    );
    at.value(
        OperationBuilder::new("llvm.addrspacecast", at.location)
            .add_operands(&[pointer])
            .add_results(&[global]),
    )
}
