//! `axe-predicate-gpu-loads`: in GPU kernels, a gated load as
//! convert-uop-to-scf writes it (spec 000 §5 phase 3: the gate of a
//! `uop.index`),
//!
//! ```mlir
//! %v = scf.if %gate -> (f32) { %x = memref.load %buf[%i] ...; scf.yield %x } else { scf.yield %zero }
//! ```
//!
//! becomes one predicated PTX load, `mov.b32 %r, 0; @%p ld.global.b32 %r, [addr];`
//! (an `llvm.inline_asm`), instead of the branch around a load that NVPTX
//! emits for the `scf.if`: the padding reads of a kernel cost no divergent
//! control flow. It runs after the GPU emulator's stage (which runs the
//! `scf.if`), right before the NVVM conversion.
//!
//! Preconditions, or the `scf.if` stays: the buffer has a static identity
//! layout (its element at `[i, j]` is at `aligned pointer + (i * N + j) *
//! size`), the element is a float or integer of 16, 32 or 64 bits (a `.b16` / `.b32` / `.b64`
//! register; not an index), and the other arm yields zero.

use super::builder::{erase, memory, replace_uses, Builder};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_value, defining_op, for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_passes::kernel_ir::static_identity_memref;
use melior::{
    ir::{
        attribute::{AttributeLike, StringAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
    },
    Context,
};

pub static PREDICATE_GPU_LOADS: PassDefinition = PassDefinition {
    argument: "axe-predicate-gpu-loads",
    description: "Turn gated loads in GPU kernels (scf.if around a memref.load, zero otherwise) into predicated PTX loads (@%p ld.global)",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut gated = Vec::new();
    for_each_nested(&root, &mut |f| {
        if op_name(&f) == "gpu.func" && f.has_attribute(attribute_names::GPU_KERNEL) {
            for_each_nested(&f, &mut |op| {
                if op_name(&op) == "scf.if" {
                    gated.push(op);
                }
            });
        }
    });
    for op in gated {
        if let Some(load) = GatedLoad::of(op) {
            load.emit(context, op);
        }
    }
    Ok(())
}

/// A gated load: `scf.if %gate { memref.load %buffer[%indices] } else { 0 }`.
struct GatedLoad<'c, 'a> {
    gate: Value<'c, 'a>,
    buffer: Value<'c, 'a>,
    indices: Vec<Value<'c, 'a>>,
    shape: Vec<i64>,
    element: Type<'c>,
    bits: u32,
}

/// The only op before the terminator of `region`'s block, and the terminator.
fn single_op<'c, 'a>(
    op: OperationRef<'c, 'a>,
    region: usize,
) -> Option<(Option<OperationRef<'c, 'a>>, OperationRef<'c, 'a>)> {
    let block = op.region_at(region)?.first_block()?;
    let first = block.first_operation()?;
    match first.next_in_block() {
        None => Some((None, first)),
        Some(yield_op) if yield_op.next_in_block().is_none() => Some((Some(first), yield_op)),
        Some(_) => None,
    }
}

/// Whether `v` is a constant zero (integer or float, +0.0).
fn is_zero(v: Value) -> bool {
    let Some(op) = defining_op(v) else { return false };
    if op_name(&op) != "arith.constant" {
        return false;
    }
    if v.r#type().is_float() {
        return op.attribute("value").is_ok_and(|a| unsafe {
            mlir_sys::mlirAttributeIsAFloat(a.to_raw())
                && mlir_sys::mlirFloatAttrGetValueDouble(a.to_raw()).to_bits() == 0
        });
    }
    constant_value(&op, 64) == Some(0)
}

impl<'c, 'a> GatedLoad<'c, 'a> {
    fn of(op: OperationRef<'c, 'a>) -> Option<Self> {
        if op.result_count() != 1 || op.region_count() != 2 {
            return None;
        }
        let (Some(load), then_yield) = single_op(op, 0)? else {
            return None;
        };
        let (None, else_yield) = single_op(op, 1)? else {
            return None;
        };
        if op_name(&load) != "memref.load"
            || then_yield.operand_at(0)? != load.result_at(0)?.into()
            || !is_zero(else_yield.operand_at(0)?)
        {
            return None;
        }
        let buffer = load.operand_at(0)?;
        let (shape, element) = static_identity_memref(buffer.r#type())?;
        if element.is_index() {
            // An index is no register type of its own (no bitcast reaches it), and its bytes in
            // memory are the index bitwidth the NVVM lowering picks: the scf.if stays.
            return None;
        }
        let bits = if element.is_float() {
            match element.to_string().as_str() {
                "f16" | "bf16" => 16,
                "f32" => 32,
                "f64" => 64,
                _ => return None,
            }
        } else {
            axe_dialects::ir::read::int_width(element).filter(|w| matches!(w, 16 | 32 | 64))?
        };
        let indices = (1..load.operand_count())
            .map(|i| load.operand_at(i))
            .collect::<Option<Vec<_>>>()?;
        Some(GatedLoad {
            gate: op.operand_at(0)?,
            buffer,
            indices,
            shape,
            element,
            bits,
        })
    }

    fn emit(&self, context: &'c Context, op: OperationRef<'c, 'a>) {
        let at = Builder::before(context, op).expect("an scf.if is in a block");
        let pointer = memory::global_pointer(&at, self.buffer, &self.indices, &self.shape, i64::from(self.bits / 8));
        let (register, width) = match self.bits {
            16 => ("h", "b16"),
            32 => ("r", "b32"),
            _ => ("l", "b64"),
        };
        let word: Type = IntegerType::new(context, self.bits).into();
        // Volatile: the load must stay ordered with the kernel's stores.
        let raw = at.value(
            OperationBuilder::new("llvm.inline_asm", at.location)
                .add_operands(&[pointer, self.gate])
                .add_attributes(&[
                    at.named(
                        "asm_string",
                        StringAttribute::new(
                            context,
                            &format!("mov.{width} $0, 0;\n\t@$2 ld.global.{width} $0, [$1];"),
                        )
                        .into(),
                    ),
                    at.named(
                        "constraints",
                        StringAttribute::new(context, &format!("={register},l,b")).into(),
                    ),
                    at.named("has_side_effects", Attribute::unit(context)),
                ])
                .add_results(&[word]),
        );
        let value = if self.element == word {
            raw
        } else {
            at.value(
                OperationBuilder::new("arith.bitcast", at.location)
                    .add_operands(&[raw])
                    .add_results(&[self.element]),
            )
        };
        replace_uses(op.result(0).expect("one result").into(), value);
        erase(op);
    }
}
