//! A tensor-core kernel's own copy pipeline: `uop.pipeline = {stages = S, depth = D,
//! async_wgmma = B}` on the kernel, each entry optional, wins over `uop-tensor-cores`'
//! options of those names (which stay the default), so that a user, or the schedule search, can
//! give one kernel of a program its own stages, K step and wgmmas in flight. Checked as the
//! options are: 2 to 8 stages, a K step of 16, 32 or 64.

use super::axe_program::{Pipeline, DEPTHS};
use axe_dialects::ir::attribute_names;
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef};

/// Why `pipeline` is not one the lowering takes (`stages=9; a pipeline has 2 to 8 stages`).
pub fn check(pipeline: &Pipeline) -> Result<(), String> {
    if !(2..=8).contains(&pipeline.stages) {
        return Err(format!("stages={}; a pipeline has 2 to 8 stages", pipeline.stages));
    }
    if !DEPTHS.contains(&pipeline.depth) {
        return Err(format!("depth={}; a K step is 16, 32 or 64 deep", pipeline.depth));
    }
    super::cluster::check(pipeline.cluster_rows)
}

/// The pipeline of `function`: `default` (the pass's options) with the entries of its
/// `uop.pipeline` in place of theirs; an error naming the entry that is not one.
pub fn of_kernel(function: &OperationRef, default: Pipeline) -> Result<Pipeline, String> {
    let Ok(attribute) = function.attribute(attribute_names::PIPELINE) else {
        return Ok(default);
    };
    let name = attribute_names::PIPELINE;
    let raw = attribute.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADictionary(raw) } {
        return Err(format!(
            "{name} = {attribute} is no dictionary: it is {{stages = 2 to 8, depth = 16, 32 or 64, async_wgmma = true or false}}"
        ));
    }
    let mut pipeline = default;
    for i in 0..unsafe { mlir_sys::mlirDictionaryAttrGetNumElements(raw) } {
        let named = unsafe { mlir_sys::mlirDictionaryAttrGetElement(raw, i) };
        let key = unsafe { mlir_sys::mlirIdentifierStr(named.name) };
        let key = String::from_utf8_lossy(unsafe { std::slice::from_raw_parts(key.data.cast::<u8>(), key.length) });
        let value = named.attribute;
        let shown = unsafe { Attribute::from_raw(value) };
        let integer =
            || unsafe { mlir_sys::mlirAttributeIsAInteger(value).then(|| mlir_sys::mlirIntegerAttrGetValueInt(value)) };
        let bad = |what: &str| format!("{name} has {key} = {shown}, which is no {what}");
        match key.as_ref() {
            "stages" => pipeline.stages = integer().ok_or_else(|| bad("number of stages"))?,
            "depth" => pipeline.depth = integer().ok_or_else(|| bad("K step"))?,
            "async_wgmma" => {
                pipeline.async_gemm =
                    unsafe { mlir_sys::mlirAttributeIsABool(value).then(|| mlir_sys::mlirBoolAttrGetValue(value)) }
                        .ok_or_else(|| bad("boolean"))?
            }
            _ => {
                return Err(format!(
                    "{name} has an entry {key}; its entries are stages, depth and async_wgmma"
                ))
            }
        }
    }
    check(&pipeline).map_err(|why| format!("{name}: {why}"))?;
    Ok(pipeline)
}
