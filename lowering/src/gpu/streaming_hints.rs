//! `axe-gpu-streaming-hints` (`axe-translate --streaming-hints`; off by default): in GPU
//! kernels, the 16-byte loads a thread makes once of a buffer the kernel never writes, and its
//! 16-byte stores, become PTX's streaming accesses `ld.global.cs.v4.f32` / `st.global.cs.v4.f32`
//! ("cache streaming": the lines are the first evicted from L1 and L2), so a read-once input
//! and a write-once output do not push reusable lines out of L2. A softmax row is loaded once
//! per thread (`axe-reuse-row-loads`) and written once: its 32 KiB rows pass through L2 once.
//!
//! LLVM 22's NVPTX emits no cache operator for a `nontemporal` load or store, so each becomes
//! an `llvm.inline_asm` on the element's global address (as `axe-predicate-gpu-loads` does),
//! after the stage the GPU emulator runs: the hints change no value, only where the lines are
//! cached. The asm has side effects, so LLVM keeps it in program order with the kernel's other
//! memory accesses.
//!
//! Which accesses: `vector.load` / `vector.store` of `vector<4xf32>` directly in a kernel's
//! body (not in a loop: a load there may be one pass of several over the same row, which L1
//! should keep, as in `--reuse-row-loads=false`), on a static identity-layout view of a kernel
//! parameter (global memory); a load only where no op of the kernel writes that parameter.

use super::builder::{erase, memory, Builder};
use super::views::view_root;
use axe_dialects::ir::read::{for_each_nested, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_passes::kernel_ir::static_identity_memref;
use melior::{
    ir::{
        attribute::StringAttribute,
        operation::{OperationBuilder, OperationLike},
        Attribute, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashSet;

pub static GPU_STREAMING_HINTS: PassDefinition = PassDefinition {
    argument: "axe-gpu-streaming-hints",
    description: "In GPU kernels, a thread's top-level 16-byte loads of a buffer the kernel never writes and its top-level 16-byte stores as streaming PTX accesses (ld.global.cs.v4.f32 / st.global.cs.v4.f32, evict-first), by inline PTX (axe-translate --streaming-hints)",
    options: &[],
    run,
};

/// Ops that write memory through a memref operand (the kernels' stores).
const WRITES: &[&str] = &[
    "vector.store",
    "memref.store",
    "vector.transfer_write",
    "vector.maskedstore",
    "memref.copy",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "nvgpu.device_async_copy",
];

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    for kernel in super::kernels(&root) {
        let Some(body) = kernel.region_at(0).and_then(|r| r.first_block()) else {
            continue;
        };
        let parameters: HashSet<usize> = (0..body.argument_count())
            .filter_map(|i| body.argument_at(i))
            .map(|a| value_key(Value::from(a)))
            .collect();
        let mut written = HashSet::new();
        for_each_nested(&kernel, &mut |op| {
            if WRITES.contains(&op_name(&op)) || op_name(&op).starts_with("llvm.") {
                for v in op.operands() {
                    written.insert(view_root(v));
                }
            }
        });
        let mut accesses = Vec::new();
        let mut op = body.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            let (memref, value) = match op_name(&o) {
                "vector.load" => (o.operand(0), o.result(0).map(Value::from)),
                "vector.store" => (o.operand(1), o.operand(0)),
                _ => continue,
            };
            let (Ok(memref), Ok(value)) = (memref, value) else {
                continue;
            };
            let root = view_root(memref);
            let global = parameters.contains(&root) && static_identity_memref(memref.r#type()).is_some();
            let read_once = op_name(&o) == "vector.store" || !written.contains(&root);
            if global && read_once && value.r#type().to_string() == "vector<4xf32>" {
                accesses.push(o);
            }
        }
        for access in accesses {
            emit(context, access)?;
        }
    }
    Ok(())
}

fn emit<'c, 'a>(context: &'c Context, access: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let at = Builder::before(context, access).ok_or(PassFailed)?;
    let load = op_name(&access) == "vector.load";
    let memref = access.operand(if load { 0 } else { 1 }).map_err(|_| PassFailed)?;
    let first_index = if load { 1 } else { 2 };
    let (shape, _) = static_identity_memref(memref.r#type()).ok_or(PassFailed)?;
    let indices: Vec<Value> = (0..shape.len())
        .map(|k| access.operand(first_index + k).map_err(|_| PassFailed))
        .collect::<Result<_, _>>()?;
    let pointer = memory::global_pointer(&at, memref, &indices, &shape, 4);
    let f32_type = Type::parse(context, "f32").expect("f32");
    let asm = |text: &str, constraints: &str, operands: &[Value<'c, 'a>], results: &[Type<'c>]| {
        at.insert(
            OperationBuilder::new("llvm.inline_asm", at.location)
                .add_operands(operands)
                .add_attributes(&[
                    at.named("asm_string", StringAttribute::new(context, text).into()),
                    at.named("constraints", StringAttribute::new(context, constraints).into()),
                    at.named("has_side_effects", Attribute::unit(context)),
                ])
                .add_results(results),
        )
    };
    if load {
        let lanes = Type::parse(context, "!llvm.struct<(f32, f32, f32, f32)>").expect("a struct type");
        let loaded = asm(
            "ld.global.cs.v4.f32 {$0, $1, $2, $3}, [$4];",
            "=f,=f,=f,=f,l",
            &[pointer],
            &[lanes],
        );
        let loaded: Value = loaded.result(0).expect("one result").into();
        let elements: Vec<Value> = (0..4)
            .map(|k| {
                let position = Attribute::parse(context, &format!("array<i64: {k}>")).expect("a position");
                at.value(
                    OperationBuilder::new("llvm.extractvalue", at.location)
                        .add_attributes(&[at.named("position", position)])
                        .add_operands(&[loaded])
                        .add_results(&[f32_type]),
                )
            })
            .collect();
        let vector = at.value(
            OperationBuilder::new("vector.from_elements", at.location)
                .add_operands(&elements)
                .add_results(&[access.result(0).expect("one result").r#type()]),
        );
        super::builder::replace_uses(access.result(0).expect("one result").into(), vector);
    } else {
        let value = access.operand(0).map_err(|_| PassFailed)?;
        let mut operands = vec![pointer];
        operands.extend((0..4).map(|k| at.extract(value, &[k], f32_type)));
        asm(
            "st.global.cs.v4.f32 [$0], {$1, $2, $3, $4};",
            "l,f,f,f,f",
            &operands,
            &[],
        );
    }
    erase(access);
    Ok(())
}
