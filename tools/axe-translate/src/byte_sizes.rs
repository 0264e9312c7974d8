//! Buffers whose size in bytes does not fit 64 bits, refused at the op (or block argument)
//! that makes them. `tensor<9223372036854775807xf32>` is a valid type, but its 2^65 bytes
//! wrap in every size computation downstream (allocation, strides, the JIT's descriptors),
//! so it compiled to code that allocates a few bytes and writes past them.

use axe_dialects::diagnostic::emit_error_at;
use axe_dialects::ir::read::for_each_nested;
use axe_dialects::ir::BlockAt;
use melior::ir::{operation::OperationLike, BlockLike, Location, Module, RegionLike, Type, TypeLike, Value, ValueLike};

/// The bytes of a statically shaped tensor, memref or vector type, `None` when they
/// do not fit an i64; `Some(0)` for other types and dynamic shapes (not known here).
fn byte_size(ty: Type) -> Option<i64> {
    let raw = ty.to_raw();
    unsafe {
        let shaped = mlir_sys::mlirTypeIsARankedTensor(raw)
            || mlir_sys::mlirTypeIsAMemRef(raw)
            || mlir_sys::mlirTypeIsAVector(raw);
        if !shaped || !mlir_sys::mlirShapedTypeHasStaticShape(raw) {
            return Some(0);
        }
        let element = mlir_sys::mlirShapedTypeGetElementType(raw);
        let bits: i64 = if mlir_sys::mlirTypeIsAInteger(element) {
            i64::from(mlir_sys::mlirIntegerTypeGetWidth(element))
        } else if mlir_sys::mlirTypeIsAFloat(element) {
            i64::from(mlir_sys::mlirFloatTypeGetWidth(element))
        } else if mlir_sys::mlirTypeIsAIndex(element) {
            64
        } else if mlir_sys::mlirTypeIsAComplex(element) {
            let part = mlir_sys::mlirComplexTypeGetElementType(element);
            if !mlir_sys::mlirTypeIsAFloat(part) {
                return Some(0);
            }
            2 * i64::from(mlir_sys::mlirFloatTypeGetWidth(part))
        } else {
            return Some(0);
        };
        let mut elements: i64 = 1;
        for d in 0..mlir_sys::mlirShapedTypeGetRank(raw) {
            elements = elements.checked_mul(mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize))?;
        }
        // A byte per element at least (i1 is stored a byte each), whole bytes otherwise.
        elements.checked_mul(((bits + 7) / 8).max(1))
    }
}

/// Errors (located) at every value of the module whose type's byte size passes i64.
pub fn check(module: &Module) -> Result<(), ()> {
    let mut failed = false;
    let mut report = |location: Location, value: Value| {
        if byte_size(value.r#type()).is_none() {
            emit_error_at(
                location,
                &format!(
                    "{} takes more bytes than 64 bits count (2^63 - 1): no target can allocate or address it",
                    value.r#type()
                ),
            );
            failed = true;
        }
    };
    for_each_nested(&module.as_operation(), &mut |op| {
        for result in op.results() {
            report(op.location(), result.into());
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Some(argument) = b.argument_at(i) {
                        report(op.location(), argument.into());
                    }
                }
                block = b.next_in_region();
            }
        }
    });
    if failed {
        Err(())
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::byte_size;
    use melior::ir::Type;

    #[test]
    fn sizes_past_i64_are_none() {
        let context = axe_dialects::create_context();
        let size = |text: &str| byte_size(Type::parse(&context, text).expect("a type"));
        assert_eq!(size("tensor<9223372036854775807xf32>"), None);
        assert_eq!(size("tensor<2305843009213693952xf32>"), None); // 2^61 x 4 bytes = 2^63
        assert_eq!(size("tensor<2305843009213693951xf32>"), Some(9223372036854775804));
        assert_eq!(size("memref<4294967296x4294967296xi8>"), None);
        assert_eq!(size("tensor<16xi1>"), Some(16));
        assert_eq!(size("tensor<?xf32>"), Some(0));
        assert_eq!(size("tensor<4xbf16>"), Some(8));
        assert_eq!(size("f32"), Some(0));
    }
}
