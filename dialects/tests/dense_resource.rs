//! `dense_resource` weights read in place (`dense_resource::by_reference`) or resolved into
//! dense elements, and weights moved into blobs of their own (`dense_resource::from_bytes`).

use axe_dialects::ir::dense_resource::{by_reference, from_bytes, resolved, BY_REFERENCE_BYTES};
use axe_dialects::ir::read::{for_each_nested, op_name};
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, Module, Type};

/// A module whose one constant is `dense_resource<w> : tensor<COUNTxf32>`, its blob `data`.
fn module_text(count: usize, data: &[u8]) -> String {
    let hex: String = data.iter().map(|b| format!("{b:02X}")).collect();
    format!(
        "func.func @f() -> tensor<{count}xf32> {{\n  %w = arith.constant dense_resource<w> : tensor<{count}xf32>\n  return %w : tensor<{count}xf32>\n}}\n{{-#\n  dialect_resources: {{ builtin: {{ w: \"0x04000000{hex}\" }} }}\n#-}}\n"
    )
}

fn constant_of<'c>(module: &Module<'c>) -> Attribute<'c> {
    let mut value = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) == "arith.constant" {
            value = op.attribute("value").ok();
        }
    });
    value.expect("the module has a constant")
}

fn floats(values: impl Iterator<Item = f32>) -> Vec<u8> {
    values.flat_map(f32::to_ne_bytes).collect()
}

#[test]
fn a_weight_is_read_in_place_and_a_small_or_splat_one_resolves() {
    let context = axe_dialects::create_context();
    let count = BY_REFERENCE_BYTES / 4 + 8;
    let weight = floats((0..count).map(|i| i as f32 * 0.5 - 3.0));
    let module = Module::parse(&context, &module_text(count, &weight)).expect("parses");
    assert_eq!(by_reference(constant_of(&module)), Some(&weight[..]));

    // One element short of the type: not read in place, and an error naming the blob (`w_1`:
    // a second module of the context gets its blob a name of its own).
    let short = Module::parse(&context, &module_text(count, &weight[..weight.len() - 4])).expect("parses");
    assert_eq!(by_reference(constant_of(&short)), None);
    let error = resolved(constant_of(&short)).expect_err("the blob does not hold the type");
    assert!(
        error.contains("blob `w_1`") && error.contains(&format!("tensor<{count}xf32>")),
        "{error}"
    );

    // Under the size, or all elements equal: a dense elements attribute (a splat).
    let small = Module::parse(&context, &module_text(8, &weight[..32])).expect("parses");
    assert_eq!(by_reference(constant_of(&small)), None);
    let splat = Module::parse(&context, &module_text(count, &floats((0..count).map(|_| 1.5)))).expect("parses");
    assert_eq!(by_reference(constant_of(&splat)), None);
    let dense = resolved(constant_of(&splat)).expect("resolves");
    assert!(unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(dense.to_raw()) });
}

#[test]
fn bytes_move_into_a_blob_of_their_own() {
    let context = axe_dialects::create_context();
    let count = BY_REFERENCE_BYTES / 4;
    let ty = Type::parse(&context, &format!("tensor<{count}xf32>")).expect("a type");
    let data = floats((0..count).map(|i| -(i as f32)));
    let first = from_bytes(ty, "relaid", data.clone());
    let second = from_bytes(ty, "relaid", data.iter().rev().copied().collect());
    assert!(first.to_string().starts_with("dense_resource<relaid"), "{first}");
    assert_ne!(first, second, "a taken name gets a number");
    assert_eq!(by_reference(first), Some(&data[..]));
    let dense = resolved(second).expect("resolves");
    assert!(unsafe { mlir_sys::mlirAttributeIsADenseElements(dense.to_raw()) });
}
