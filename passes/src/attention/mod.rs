//! `axe-recognize-attention`: finds the attentions of a linalg-on-tensors program as
//! torch-mlir writes `scaled_dot_product_attention` ([`recognize`]) and reports each one (its
//! shape, scale, mask and input type) as a remark at its `P V` product. The program is left
//! as it is: `axe-fuse-attention` (lowering/src/gpu/attention.rs) replaces what is recognized
//! here by one GPU kernel with the softmax online.

mod causal_mask;
mod constants;
pub mod recognize;
pub mod scalar_function;
pub mod sub_graph;

use axe_dialects::diagnostic::emit_remark;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{OperationRef, ValueLike};
use recognize::{recognize, Attention, Mask};

pub static RECOGNIZE_ATTENTION: PassDefinition = PassDefinition {
    argument: "axe-recognize-attention",
    description: "Report each attention of a linalg-on-tensors program, softmax(Q K^T * scale + mask) V with the softmax over the key axis as torch-mlir writes scaled_dot_product_attention (the scale split over Q and K^T, batch_matmuls from zero, max / exp / sum / divide, rows of all -inf scores set to zero, f16 or bf16 inputs widened to f32), as a remark at its P V product: heads, queries, keys, head dimensions, scale, mask (none, causal or additive) and input type. Changes nothing",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let mut products = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "linalg.batch_matmul" {
            products.push(op);
        }
    });
    for product in products {
        if let Some(attention) = recognize(product) {
            emit_remark(&product, &describe(&attention));
        }
    }
    Ok(())
}

/// `attention: softmax(Q K^T * 0.250000 + causal mask) V, heads x queries x keys = 2 x 8 x 8, ...`.
fn describe(attention: &Attention) -> String {
    let [heads, queries, keys, depth, value_depth] = attention.shape;
    let mask = match &attention.mask {
        Mask::None => String::new(),
        Mask::Causal => " + causal mask".to_owned(),
        Mask::Additive(mask) => format!(" + mask {}", mask.r#type()),
    };
    let rows = if attention.masked_rows_zero {
        "; rows of all -inf scores give zeros"
    } else {
        ""
    };
    let computed = match attention.input_element.as_str() {
        "f32" => String::new(),
        _ => " widened to f32".to_owned(),
    };
    format!(
        "attention: softmax(Q K^T * {:.6}{mask}) V, heads x queries x keys = {heads} x {queries} x {keys}, head dimension {depth} (values {value_depth}), {} inputs{computed}{rows}",
        attention.scale(),
        attention.input_element
    )
}
