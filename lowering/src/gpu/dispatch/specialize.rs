//! Warp specialization's last step, for PTX (`specialize-roles`): a kernel whose threads have
//! roles ([`super::roles`]: every operator after the block's setup branches on the thread's
//! role predicate) gets one copy of its program per role, `scf.if %consumer { consumers' }
//! else { producer's }`, in which each role predicate is a constant. Each thread runs the
//! same operations as before (its predicates had these values), but a role's code is its own:
//! ptxas allocates the producer's registers apart from the consumers' (which `setmaxnreg` at the
//! top of each copy then sets, the block starting from `.maxnreg`), and a wgmma in flight
//! never crosses a branch the producer takes.
//!
//! The GPU emulator runs the program before this step, where the roles' operators interleave in
//! program order: each thread's own operations are the same, and the order across threads is
//! the mbarriers' in both.

use super::roles::{launch_registers, Roles, CONSUMER_REGISTERS, PRODUCER_REGISTERS};
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, Attribute, Block, BlockLike, OperationRef, RegionLike, Value,
    ValueLike,
};
use melior::Context;

/// Moves the program of `kernel` (a function of `threads` threads), from `first` to the end of
/// its body, into `scf.if %consumer`, and a copy of it into the else branch.
pub fn specialize<'c, 'a>(
    context: &'c Context,
    kernel: OperationRef<'c, 'a>,
    first: OperationRef<'c, 'a>,
    roles: &Roles<'c, 'a>,
    threads: i64,
) {
    let body = first.block().expect("in a block");
    let Some(terminator) = body.terminator() else { return };
    let (consumer_value, issuer_value) = (roles.consumer, roles.issuer);
    // The role predicates' values in each copy, before the program; the branch after it.
    let at = Builder::before(context, first).expect("in a block");
    let constant = |v: bool| -> Value<'c, 'a> {
        at.value(
            melior::ir::operation::OperationBuilder::new("arith.constant", at.location)
                .add_attributes(&[at.named("value", Attribute::parse(context, &format!("{v}")).expect("a bool"))])
                .add_results(&[melior::ir::r#type::IntegerType::new(context, 1).into()]),
        )
    };
    let (yes, no) = (constant(true), constant(false));
    // The program (everything from `first` to the terminator) moves into the consumers' branch.
    let then = Block::new(&[]);
    then.append_operation(ops::scf_yield(&[], at.location));
    let otherwise = Block::new(&[]);
    otherwise.append_operation(ops::scf_yield(&[], at.location));
    let end = Builder::before(context, terminator).expect("in a block");
    let split = end.insert_built(ops::scf_if(consumer_value, &[], then, Some(otherwise), end.location));
    let then = split.region(0).expect("then").first_block().expect("a block");
    let then_end = then.terminator().expect("a yield");
    let mut current = Some(first);
    while let Some(op) = current {
        if op == split {
            break;
        }
        current = op.next_in_block();
        unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), then_end.to_raw()) };
    }
    // The producer's copy: the consumers' branch cloned, its body taken as the else branch.
    let copy = unsafe { mlir_sys::mlirOperationClone(split.to_raw()) };
    unsafe {
        mlir_sys::mlirBlockInsertOwnedOperationBefore(body.to_raw(), split.to_raw(), copy);
        let copied_then = mlir_sys::mlirOperationGetRegion(copy, 0);
        mlir_sys::mlirRegionTakeBody(mlir_sys::mlirOperationGetRegion(split.to_raw(), 1), copied_then);
        mlir_sys::mlirOperationDestroy(copy);
    }
    let otherwise = split.region(1).expect("else").first_block().expect("a block");
    replace_in(then, consumer_value, yes, false);
    replace_in(then, issuer_value, no, true);
    replace_in(otherwise, consumer_value, no, true);
    // Each role's registers, warpgroup-uniform at the top of its copy.
    for (block, action, count) in [
        (then, "increase", CONSUMER_REGISTERS),
        (otherwise, "decrease", PRODUCER_REGISTERS),
    ] {
        let first = block.first_operation().expect("a yield at least");
        let top = Builder::before(context, first).expect("in a block");
        top.insert_built(ops::generic(
            context,
            "nvvm.setmaxregister",
            &[
                (
                    "regCount",
                    Attribute::parse(context, &format!("{count} : i32")).expect("an i32"),
                ),
                (
                    "action",
                    Attribute::parse(context, &format!("#nvvm<action {action}>")).expect("an action"),
                ),
            ],
            &[],
            None,
            top.location,
        ));
    }
    unsafe {
        let name = melior::ir::Identifier::new(context, axe_dialects::ir::attribute_names::NVVM_MAXNREG);
        mlir_sys::mlirOperationSetDiscardableAttributeByName(
            kernel.to_raw(),
            mlir_sys::mlirIdentifierStr(name.to_raw()),
            Attribute::parse(context, &format!("{} : i32", launch_registers(threads)))
                .expect("an i32")
                .to_raw(),
        );
    }
}

/// Every use of `old` inside `block` (nested too) becomes `new`; where `new` is false (`never`),
/// a branch on `old` is erased instead (the other role's work), and so is an `nvgpu` op
/// predicated on it (a copy's issue, its barrier's transaction count), whose PTX would carry a
/// constant predicate, which ptxas does not parse; an `arith.andi` of `old` is false too (a
/// multicast box's predicate: the issuer and the block's rank), and its uses go the same way.
fn replace_in<'c, 'a>(block: melior::ir::BlockRef<'c, 'a>, old: Value<'c, 'a>, new: Value<'c, 'a>, never: bool) {
    let mut current = block.first_operation();
    let mut erased = Vec::new();
    let mut conjunctions = Vec::new();
    let mut visit = |op: OperationRef<'c, 'a>| {
        let uses: Vec<usize> = op
            .operands()
            .enumerate()
            .filter(|(_, v)| *v == old)
            .map(|(i, _)| i)
            .collect();
        if uses.is_empty() {
            return;
        }
        let dead_branch = op_name(&op) == "scf.if" && uses == [0];
        if never && op.result_count() == 0 && (dead_branch || op_name(&op).starts_with("nvgpu.")) {
            erased.push(op);
            return;
        }
        if never && op_name(&op) == "arith.andi" {
            conjunctions.push(op);
        }
        for i in uses {
            unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), i as isize, new.to_raw()) };
        }
    };
    while let Some(op) = current {
        visit(op);
        for_each_nested(&op, &mut visit);
        current = op.next_in_block();
    }
    // Before the erasures, which may take a conjunction with its branch.
    for op in conjunctions {
        if let Some(result) = op.result_at(0) {
            replace_in(block, result.into(), new, true);
        }
    }
    // Innermost first: a walk meets an op before the ops it holds.
    for op in erased.into_iter().rev() {
        crate::gpu::builder::erase(op);
    }
}
