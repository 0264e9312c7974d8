//! Accesses the JIT would make outside their buffer, found before anything runs: a
//! `memref.load` / `memref.store` or `vector.load` / `vector.store` whose indices are all
//! constants and fall outside the memref's static shape (a vector's lanes past the end
//! included). Compiled code has no bounds checks, so such a program would write over other
//! memory; the interpreter reports the same access as undefined behaviour. Indices computed
//! at run time are the program's to keep in bounds, as in C.

use axe_dialects::ir::location_text;
use axe_dialects::ir::read::{constant_of, for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_passes::kernel_ir::{memref_shape, vector_shape};
use melior::ir::{operation::OperationLike, Module, OperationRef, ValueLike};

/// The first access of `module` with constant indices outside its memref, as an error with
/// its location.
pub fn check(module: &Module) -> Result<(), String> {
    let mut found = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if found.is_none() {
            found = outside(&op);
        }
    });
    found.map_or(Ok(()), Err)
}

fn outside(op: &OperationRef) -> Option<String> {
    let name = op_name(op);
    let (buffer_at, vector) = match name {
        "memref.load" => (0, None),
        "memref.store" => (1, None),
        "vector.load" => (0, Some(op.result_at(0)?.r#type())),
        "vector.store" => (1, Some(op.operand_at(0)?.r#type())),
        _ => return None,
    };
    let buffer = op.operand_at(buffer_at)?.r#type();
    let (shape, _) = memref_shape(buffer)?;
    let rank = shape.len();
    let indices: Vec<i64> = (buffer_at + 1..op.operand_count())
        .map(|i| constant_of(op.operand_at(i)?, 64))
        .collect::<Option<_>>()?;
    if indices.len() != rank {
        return None;
    }
    // The vector's shape covers the memref's trailing dimensions.
    let lanes = vector
        .and_then(vector_shape)
        .map(|(lanes, _)| lanes)
        .unwrap_or_default();
    for (d, &index) in indices.iter().enumerate() {
        let extent = shape[d];
        if extent < 0 {
            continue;
        }
        let span = (d + lanes.len())
            .checked_sub(rank)
            .and_then(|v| lanes.get(v))
            .copied()
            .unwrap_or(1);
        if index < 0 || index.checked_add(span).is_none_or(|end| end > extent) {
            let shown: Vec<String> = indices.iter().map(i64::to_string).collect();
            return Some(format!(
                "{}: error: '{name}' op accesses {buffer} at [{}], outside its shape; it is not run natively (compiled code has no bounds checks; the interpreter reports the access as undefined behaviour)",
                location_text(op.location()),
                shown.join(", ")
            ));
        }
    }
    None
}
