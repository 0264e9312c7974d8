//! Small read helpers over melior's IR API, used by the passes, the code generator, the
//! interpreter and the tools.

use super::enums::CmpIPredicate;
use crate::ir::OperationAt;
use axe_symbolic::CmpPred;
use melior::ir::{
    attribute::{AttributeLike, IntegerAttribute, StringAttribute},
    operation::OperationLike,
    r#type::IntegerType,
    Attribute, BlockLike, Location, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};

/// Element `i` of the dense integer elements attribute `raw` whose element type is `width`
/// bits wide, sign-extended (an `i1` true is 1).
pub fn dense_integer_at(raw: mlir_sys::MlirAttribute, width: u32, i: isize) -> i64 {
    unsafe {
        match width {
            1 => i64::from(mlir_sys::mlirDenseElementsAttrGetBoolValue(raw, i)),
            8 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt8Value(raw, i)),
            16 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt16Value(raw, i)),
            32 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt32Value(raw, i)),
            _ => mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, i),
        }
    }
}

/// The bit width of an integer-like type: 64 for `index` (Axe targets 64-bit
/// hosts and NVPTX64), the width for integers, `None` otherwise.
pub fn int_width(ty: Type) -> Option<u32> {
    if ty.is_index() {
        Some(64)
    } else if ty.is_integer() {
        IntegerType::try_from(ty).ok().map(|t| t.width())
    } else {
        None
    }
}

/// Whether a memref type lives in GPU workgroup (shared) memory.
pub fn is_workgroup_memory(ty: Type) -> bool {
    ty.is_mem_ref() && ty.to_string().contains("#gpu.address_space<workgroup>")
}

/// The width of a value's type, if integer-like.
pub fn value_width(value: Value) -> Option<u32> {
    int_width(value.r#type())
}

/// The symbol a `FlatSymbolRefAttr` names (or a string attribute's text: `sym_name`).
/// Read, not printed: printing an attribute builds an AsmState over every loaded dialect,
/// which the interpreter and the passes would pay per op.
pub fn symbol(op: &OperationRef, name: &str) -> Option<String> {
    let attribute = op.attribute(name).ok()?;
    // A flat reference is its own leaf.
    if unsafe { mlir_sys::mlirAttributeIsAFlatSymbolRef(attribute.to_raw()) } {
        return symbol_leaf(attribute);
    }
    if let Ok(text) = StringAttribute::try_from(attribute) {
        return Some(text.value().to_owned());
    }
    let text = attribute.to_string();
    Some(text.trim_start_matches('@').trim_matches('"').to_string())
}

/// An op's `sym_name` (a function's or kernel's name).
pub fn symbol_name(op: &OperationRef) -> Option<String> {
    string_attr(op, "sym_name")
}

/// The text of a string attribute of `op` (`cf.assert`'s `msg`).
pub fn string_attr(op: &OperationRef, name: &str) -> Option<String> {
    StringAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|s| s.value().to_owned())
}

/// The name a symbol reference ends in: `k` of `@module::@k` (a `gpu.launch_func`'s kernel).
pub fn symbol_leaf(reference: Attribute) -> Option<String> {
    let raw = reference.to_raw();
    unsafe { mlir_sys::mlirAttributeIsASymbolRef(raw) }.then(|| {
        let leaf = unsafe { mlir_sys::mlirSymbolRefAttrGetLeafReference(raw) };
        let bytes = unsafe { std::slice::from_raw_parts(leaf.data as *const u8, leaf.length) };
        String::from_utf8_lossy(bytes).into_owned()
    })
}

/// The operation's name. Names are uniqued in the context, so the text lives as long as it.
pub fn op_name<'c>(op: &OperationRef<'c, '_>) -> &'c str {
    let name = unsafe { mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op.to_raw())) };
    // SAFETY: the identifier's storage belongs to the context, which outlives 'c.
    let bytes = unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) };
    std::str::from_utf8(bytes).unwrap_or_default()
}

/// An integer attribute of `op` (property or discardable).
pub fn int_attr(op: &OperationRef, name: &str) -> Option<i64> {
    let attribute: Attribute = op.attribute(name).ok()?;
    IntegerAttribute::try_from(attribute).ok().map(|a| a.value())
}

/// Visits every operation nested in `op` (not `op` itself), blocks in order,
/// parents before their regions' contents.
pub fn for_each_nested<'c, 'a>(op: &OperationRef<'c, 'a>, f: &mut impl FnMut(OperationRef<'c, 'a>)) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut current = b.first_operation();
            while let Some(inner) = current {
                f(inner);
                for_each_nested(&inner, f);
                current = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// A key that identifies a value within one pass run.
pub fn value_key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// A key that identifies an operation while it lives.
pub fn op_key(op: &OperationRef) -> usize {
    op.to_raw().ptr as usize
}

/// The op that defines `value`, or `None` for a block argument.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let raw = value.to_raw();
    unsafe { mlir_sys::mlirValueIsAOpResult(raw) }
        .then(|| unsafe { OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(raw)) })
}

/// The op before `op` in its block, or `None` for the first (melior's
/// `previous_in_block` panics: upstream's C API lacks it).
pub fn previous_in_block<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let raw = unsafe { crate::ffi::axeOperationGetPrevInBlock(op.to_raw()) };
    (!raw.ptr.is_null()).then(|| unsafe { OperationRef::from_raw(raw) })
}

/// Whether anything uses `value`.
pub fn has_uses(value: Value) -> bool {
    !unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(value.to_raw())) }
}

/// Every use of `value`: its user and the operand number there.
pub fn uses<'c, 'a>(value: Value<'c, 'a>) -> Vec<(OperationRef<'c, 'a>, usize)> {
    let mut found = Vec::new();
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            found.push((
                OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand)),
                mlir_sys::mlirOpOperandGetOperandNumber(operand) as usize,
            ));
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    found
}

/// The one use of `value` (its user and the operand number there), or `None` when it has no
/// use or more than one.
pub fn only_use<'c, 'a>(value: Value<'c, 'a>) -> Option<(OperationRef<'c, 'a>, usize)> {
    unsafe {
        let first = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        if mlir_sys::mlirOpOperandIsNull(first)
            || !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirOpOperandGetNextUse(first))
        {
            return None;
        }
        Some((
            OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first)),
            mlir_sys::mlirOpOperandGetOperandNumber(first) as usize,
        ))
    }
}

/// The value of a constant op's `value` attribute read at `width` bits: an
/// integer, or the BoolAttr of `index.bool.constant`. An i1 `true` reads
/// back sign-extended (-1); as a flag it is 1.
pub fn constant_value(op: &OperationRef, width: u32) -> Option<i64> {
    let attribute: Attribute = op.attribute("value").ok()?;
    let v = match IntegerAttribute::try_from(attribute) {
        Ok(int) => int.value(),
        Err(_) if attribute.to_string() == "true" => 1,
        Err(_) if attribute.to_string() == "false" => 0,
        Err(_) => return None,
    };
    Some(if width == 1 { v & 1 } else { v })
}

/// The value of `value` if an `arith.constant` / `index.constant` defines it.
/// The value of a scalar float `arith.constant`.
pub fn float_constant(op: &OperationRef) -> Option<f64> {
    if op_name(op) != "arith.constant" {
        return None;
    }
    op.attribute("value")
        .ok()
        .and_then(|a| melior::ir::attribute::FloatAttribute::try_from(a).ok())
        .map(|f| f.value())
}

/// The one element of a splat dense elements attribute (a tensor or vector constant whose
/// elements are all equal, 0-d included); None for any other attribute.
pub fn splat_element<'c>(attribute: Attribute<'c>) -> Option<Attribute<'c>> {
    let raw = attribute.to_raw();
    // SAFETY: `raw` is a live attribute; the splat query is asked of dense elements only.
    unsafe {
        (mlir_sys::mlirAttributeIsADenseElements(raw) && mlir_sys::mlirDenseElementsAttrIsSplat(raw))
            .then(|| Attribute::from_raw(mlir_sys::mlirDenseElementsAttrGetSplatValue(raw)))
    }
}

/// `read` of the value a `linalg.fill` producing `init` fills with.
fn fill_operand<T>(init: Value, read: impl FnOnce(Value) -> Option<T>) -> Option<T> {
    read(
        defining_op(init)
            .filter(|d| op_name(d) == "linalg.fill")?
            .operand_at(0)?,
    )
}

/// The integer a `linalg.fill` producing `init` fills with, when it is a constant.
pub fn filled_int(init: Value, width: u32) -> Option<i64> {
    fill_operand(init, |v| constant_of(v, width))
}

/// The float a `linalg.fill` producing `init` fills with, when it is a constant.
pub fn filled_float(init: Value) -> Option<f64> {
    fill_operand(init, |v| defining_op(v).and_then(|c| float_constant(&c)))
}

pub fn constant_of(value: Value, width: u32) -> Option<i64> {
    let op = defining_op(value)?;
    match op_name(&op) {
        "arith.constant" | "index.constant" => constant_value(&op, width),
        _ => None,
    }
}

/// The symbolic engine's comparison for each `arith.cmpi` predicate.
const CMPI_PREDICATES: [(CmpIPredicate, CmpPred); 10] = [
    (CmpIPredicate::Eq, CmpPred::Eq),
    (CmpIPredicate::Ne, CmpPred::Ne),
    (CmpIPredicate::Slt, CmpPred::Slt),
    (CmpIPredicate::Sle, CmpPred::Sle),
    (CmpIPredicate::Sgt, CmpPred::Sgt),
    (CmpIPredicate::Sge, CmpPred::Sge),
    (CmpIPredicate::Ult, CmpPred::Ult),
    (CmpIPredicate::Ule, CmpPred::Ule),
    (CmpIPredicate::Ugt, CmpPred::Ugt),
    (CmpIPredicate::Uge, CmpPred::Uge),
];

/// The predicate of an `arith.cmpi`.
pub fn cmpi_predicate(op: &OperationRef) -> Option<CmpPred> {
    let predicate = CmpIPredicate::of(op, "predicate")?;
    CMPI_PREDICATES.iter().find(|(p, _)| *p == predicate).map(|&(_, c)| c)
}

/// On `i1` a signed comparison reads true as -1 (`slt true, false` holds), while the
/// symbolic engine and the range analysis read a bool as 0 or 1: a signed predicate on `i1`
/// is decided as the unsigned one on the swapped operands (`slt a, b` is `ult b, a`, and so
/// on). `None` for predicates that mean the same either way.
pub fn unsigned_on_bools(predicate: CmpPred) -> Option<CmpPred> {
    Some(match predicate {
        CmpPred::Slt => CmpPred::Ult,
        CmpPred::Sle => CmpPred::Ule,
        CmpPred::Sgt => CmpPred::Ugt,
        CmpPred::Sge => CmpPred::Uge,
        _ => return None,
    })
}

/// The integer `arith.cmpi` stores for `predicate`.
pub fn cmpi_code(predicate: CmpPred) -> i64 {
    CMPI_PREDICATES
        .iter()
        .find(|&&(_, c)| c == predicate)
        .map_or(0, |(p, _)| p.code())
}

/// A `DenseI64ArrayAttr` or `DenseI32ArrayAttr` of `op`, widened to i64.
pub fn i64_array(op: &OperationRef, name: &str) -> Option<Vec<i64>> {
    array_values(op.attribute(name).ok()?)
}

/// The elements of a dense i64 or i32 array attribute, or of an array of integer attributes
/// (`[16, 8, 16]`), widened to i64.
pub fn array_values(a: Attribute) -> Option<Vec<i64>> {
    let raw = melior::ir::attribute::AttributeLike::to_raw(&a);
    unsafe {
        if mlir_sys::mlirAttributeIsAArray(raw) {
            let n = mlir_sys::mlirArrayAttrGetNumElements(raw);
            return (0..n)
                .map(|i| {
                    let e = mlir_sys::mlirArrayAttrGetElement(raw, i);
                    mlir_sys::mlirAttributeIsAInteger(e).then(|| mlir_sys::mlirIntegerAttrGetValueInt(e))
                })
                .collect();
        }
        if mlir_sys::mlirAttributeIsADenseI64Array(raw) {
            let n = mlir_sys::mlirDenseArrayGetNumElements(raw);
            Some((0..n).map(|i| mlir_sys::mlirDenseI64ArrayGetElement(raw, i)).collect())
        } else if mlir_sys::mlirAttributeIsADenseI32Array(raw) {
            let n = mlir_sys::mlirDenseArrayGetNumElements(raw);
            Some(
                (0..n)
                    .map(|i| mlir_sys::mlirDenseI32ArrayGetElement(raw, i) as i64)
                    .collect(),
            )
        } else if mlir_sys::mlirAttributeIsADenseI16Array(raw) {
            let n = mlir_sys::mlirDenseArrayGetNumElements(raw);
            Some(
                (0..n)
                    .map(|i| mlir_sys::mlirDenseI16ArrayGetElement(raw, i) as i64)
                    .collect(),
            )
        } else {
            None
        }
    }
}

/// `loc("file":3:5)` -> `file:3:5`; other locations print as MLIR prints them.
pub fn location_text(location: Location) -> String {
    let text = location.to_string();
    let inner = text
        .strip_prefix("loc(")
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(&text);
    if let Some(rest) = inner.strip_prefix('"') {
        if let Some(end) = rest.find('"') {
            let (file, tail) = rest.split_at(end);
            let tail = &tail[1..];
            if tail.starts_with(':') && !tail.contains('(') {
                return format!("{file}{tail}");
            }
        }
    }
    inner.to_string()
}
