//! `axe-report-runtime-checks`: a failed runtime check is recorded and the call goes on,
//! instead of `abort`, so that a caller in a process that must live on (a Python program)
//! raises an error of its own. Runs after `convert-uop-to-scf`, on the `cf.assert`s it marked
//! [`CONTINUABLE`], and before `convert-scf-to-cf` (a failed check is an `scf.if`); in
//! `axe-lower-to-llvm`, after the `canonicalize` that follows `convert-scf-to-openmp`.
//!
//! The record is per entry function (a public function with a body that no function of the
//! module calls: a driver), so two functions of one module, or two objects in one process,
//! never see each other's failures: an internal global `axe_runtime_check_state_<entry>`
//! holds a pointer to the first failed check's message (null while none failed), which a
//! failed check sets by an atomic compare-exchange from null (the loops of a kernel run on
//! several OpenMP threads; the first failure wins, later ones leave it); and
//! `const char *axe_take_runtime_check_failure_<entry>(void)` returns it and resets it to null
//! (an atomic exchange). The state is internal, so it never clashes in a link; the function's
//! name is the entry's, which must be unique in a link anyway (`_mlir_ciface_<entry>`).
//!
//! A check in a function that no entry, or several, call has no one caller to report to and
//! keeps its abort, as does a check that is not marked (a program's own `cf.assert`, or a
//! check whose guarded value divides by a variable with the `index` dialect's ops, which
//! continuing would compute; `arith`'s divisions are made defined by
//! `axe-guard-integer-division`).

use crate::uop_to_scf::ops;
use crate::uop_to_scf::CONTINUABLE;
use axe_dialects::ir::read::{for_each_nested, op_name, string_attr, symbol, symbol_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::{
    ir::{
        attribute::{FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
        operation::OperationLike,
        r#type::IntegerType,
        Attribute, Block, BlockLike, Location, Operation, OperationRef, Region, RegionLike, Type, Value,
    },
    Context,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};

pub static REPORT_RUNTIME_CHECKS: PassDefinition = PassDefinition {
    argument: "axe-report-runtime-checks",
    description: "Between convert-uop-to-scf and convert-scf-to-cf: a failed runtime check (a cf.assert marked uop.continuable) records its message for the entry function's caller and the call goes on, instead of abort; the caller reads and resets it with axe_take_runtime_check_failure_<entry>() (axe-compile --runtime-checks=report)",
    options: &[],
    run,
};

/// The name of the global that holds `entry`'s first failure.
fn state_name(entry: &str) -> String {
    format!("axe_runtime_check_state_{entry}")
}

/// The name of the C function that returns and resets `entry`'s first failure.
pub fn take_failure_name(entry: &str) -> String {
    format!("axe_take_runtime_check_failure_{entry}")
}

/// LLVM's `acq_rel` and `monotonic` orderings, as the LLVM dialect codes them.
const ACQUIRE_RELEASE: i64 = 6;
const MONOTONIC: i64 = 2;

/// The functions of the module with a body, what each calls, and which are entries.
struct CallGraph {
    calls: BTreeMap<String, BTreeSet<String>>,
    entries: Vec<String>,
}

impl CallGraph {
    fn of(module: &OperationRef) -> CallGraph {
        let mut calls: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut public = Vec::new();
        let body = module.region_at(0).and_then(|r| r.first_block());
        let mut next = body.and_then(|b| b.first_operation());
        while let Some(op) = next {
            next = op.next_in_block();
            if op_name(&op) != "func.func" || op.region_at(0).and_then(|r| r.first_block()).is_none() {
                continue;
            }
            let Some(name) = symbol_name(&op) else { continue };
            let mut callees = BTreeSet::new();
            for_each_nested(&op, &mut |inner| {
                if op_name(&inner) == "func.call" {
                    if let Some(callee) = symbol(&inner, "callee") {
                        callees.insert(callee);
                    }
                }
            });
            if string_attr(&op, "sym_visibility").as_deref() != Some("private") {
                public.push(name.clone());
            }
            calls.insert(name, callees);
        }
        let called: BTreeSet<&String> = calls.values().flatten().collect();
        let entries = public.iter().filter(|f| !called.contains(f)).cloned().collect();
        CallGraph { calls, entries }
    }

    /// Function -> the entries that reach it through calls (itself, for an entry).
    fn owners(&self) -> HashMap<String, BTreeSet<String>> {
        let mut owners: HashMap<String, BTreeSet<String>> = HashMap::new();
        for entry in &self.entries {
            let mut stack = vec![entry.clone()];
            while let Some(function) = stack.pop() {
                if owners.entry(function.clone()).or_default().insert(entry.clone()) {
                    stack.extend(self.calls.get(&function).into_iter().flatten().cloned());
                }
            }
        }
        owners
    }
}

fn int_attribute<'c>(context: &'c Context, bits: u32, value: i64) -> Attribute<'c> {
    IntegerAttribute::new(IntegerType::new(context, bits).into(), value).into()
}

fn address_of<'c>(context: &'c Context, global: &str, location: Location<'c>) -> Operation<'c> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("the LLVM pointer type");
    ops::generic(
        context,
        "llvm.mlir.addressof",
        &[("global_name", FlatSymbolRefAttribute::new(context, global).into())],
        &[],
        Some(pointer),
        location,
    )
}

fn null<'c>(context: &'c Context, location: Location<'c>) -> Operation<'c> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("the LLVM pointer type");
    ops::generic(context, "llvm.mlir.zero", &[], &[], Some(pointer), location)
}

/// `llvm.mlir.global` `name` of `global_type` with `linkage`, initialized to `value`.
fn global<'c>(
    context: &'c Context,
    name: &str,
    global_type: Type<'c>,
    linkage: &str,
    value: Attribute<'c>,
    constant: bool,
    location: Location<'c>,
) -> Operation<'c> {
    let linkage = Attribute::parse(context, &format!("#llvm.linkage<{linkage}>")).expect("an LLVM linkage");
    let mut attributes = vec![
        ("sym_name", StringAttribute::new(context, name).into()),
        ("global_type", TypeAttribute::new(global_type).into()),
        ("linkage", linkage),
        ("value", value),
        ("addr_space", int_attribute(context, 32, 0)),
    ];
    if constant {
        attributes.push(("constant", Attribute::unit(context)));
    }
    ops::built(
        ops::generic_builder(context, "llvm.mlir.global", &attributes, &[], None, location)
            .add_regions([Region::new()]),
    )
}

/// `axe_take_runtime_check_failure_<entry>`: the state's pointer, exchanged for null.
fn take_failure<'c>(context: &'c Context, entry: &str, location: Location<'c>) -> Operation<'c> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("the LLVM pointer type");
    let function_type = Type::parse(context, "!llvm.func<ptr ()>").expect("an LLVM function type");
    let body = Block::new(&[]);
    let state = body.append_operation(address_of(context, &state_name(entry), location));
    let none = body.append_operation(null(context, location));
    let operands: Vec<Value> = [state, none]
        .iter()
        .map(|op| op.result(0).expect("a result").into())
        .collect();
    let exchange = body.append_operation(ops::generic(
        context,
        "llvm.atomicrmw",
        &[
            ("bin_op", int_attribute(context, 64, 0)), // xchg
            ("ordering", int_attribute(context, 64, ACQUIRE_RELEASE)),
        ],
        &operands,
        Some(pointer),
        location,
    ));
    let old: Value = exchange.result(0).expect("a result").into();
    body.append_operation(ops::generic(context, "llvm.return", &[], &[old], None, location));
    let region = Region::new();
    region.append_block(body);
    ops::built(
        ops::generic_builder(
            context,
            "llvm.func",
            &[
                (
                    "sym_name",
                    StringAttribute::new(context, &take_failure_name(entry)).into(),
                ),
                ("function_type", TypeAttribute::new(function_type).into()),
            ],
            &[],
            None,
            location,
        )
        .add_regions([region]),
    )
}

/// The then block of a failed check: the message's address compare-exchanged into the state
/// where the state is null.
fn record<'c>(context: &'c Context, state: &str, message: &str, location: Location<'c>) -> Block<'c> {
    let block = Block::new(&[]);
    let state = block.append_operation(address_of(context, state, location));
    let none = block.append_operation(null(context, location));
    let text = block.append_operation(address_of(context, message, location));
    let operands: Vec<Value> = [state, none, text]
        .iter()
        .map(|op| op.result(0).expect("a result").into())
        .collect();
    let result = Type::parse(context, "!llvm.struct<(ptr, i1)>").expect("cmpxchg's result type");
    block.append_operation(ops::generic(
        context,
        "llvm.cmpxchg",
        &[
            ("success_ordering", int_attribute(context, 64, ACQUIRE_RELEASE)),
            ("failure_ordering", int_attribute(context, 64, MONOTONIC)),
        ],
        &operands,
        Some(result),
        location,
    ));
    block.append_operation(ops::scf_yield(&[], location));
    block
}

/// The enclosing `func.func`'s name of `op`.
fn function_of(op: &OperationRef) -> Option<String> {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(&p) == "func.func" {
            return symbol_name(&p);
        }
        parent = p.parent_operation();
    }
    None
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let graph = CallGraph::of(&root);
    let owners = graph.owners();
    let mut checks = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "cf.assert" && op.has_attribute(CONTINUABLE) {
            checks.push(op);
        }
    });
    let Some(module_body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut taken: BTreeSet<String> = BTreeSet::new();
    for_each_nested(&root, &mut |op| {
        if let Some(name) = symbol_name(&op) {
            taken.insert(name);
        }
    });
    let location = root.location();
    // Each entry's state and the function that takes it, and the messages, at the top of the
    // module.
    let mut top = Vec::new();
    let pointer = Type::parse(context, "!llvm.ptr").expect("the LLVM pointer type");
    let zero = Attribute::parse(context, "#llvm.zero").expect("the LLVM zero initializer");
    for entry in &graph.entries {
        top.push(global(
            context,
            &state_name(entry),
            pointer,
            "internal",
            zero,
            false,
            location,
        ));
        top.push(take_failure(context, entry, location));
    }
    let mut messages: HashMap<String, String> = HashMap::new();
    for check in checks {
        let owner = function_of(&check)
            .and_then(|f| owners.get(&f))
            .filter(|o| o.len() == 1)
            .and_then(|o| o.first().cloned());
        let Some(owner) = owner else {
            continue; // no one caller to report to: the abort stays
        };
        let text = string_attr(&check, "msg").unwrap_or_default();
        let message = match messages.get(&text) {
            Some(name) => name.clone(),
            None => {
                let name = (messages.len()..)
                    .map(|n| format!("axe_runtime_check_message_{n}"))
                    .find(|n| !taken.contains(n))
                    .expect("a free name");
                let bytes = format!("{text}\0");
                let array = Type::parse(context, &format!("!llvm.array<{} x i8>", bytes.len())).expect("an LLVM array");
                let value = StringAttribute::new(context, &bytes).into();
                top.push(global(context, &name, array, "private", value, true, location));
                taken.insert(name.clone());
                messages.insert(text, name.clone());
                name
            }
        };
        let block = check.block().expect("a cf.assert sits in a block");
        let location = check.location();
        let Some(holds) = check.operand_at(0) else {
            continue;
        };
        let bool_type: Type = IntegerType::new(context, 1).into();
        let yes = block.insert_operation_before(check, ops::int_constant(context, bool_type, 1, location));
        let failed = block.insert_operation_before(
            check,
            ops::op(
                "arith.xori",
                &[holds, yes.result(0).expect("a result").into()],
                bool_type,
                location,
            ),
        );
        let then = record(context, &state_name(&owner), &message, location);
        block.insert_operation_before(
            check,
            ops::scf_if(failed.result(0).expect("a result").into(), &[], then, None, location),
        );
        unsafe { mlir_sys::mlirOperationDestroy(check.to_raw()) };
    }
    for op in top.into_iter().rev() {
        module_body.insert_operation(0, op);
    }
    Ok(())
}
