//! `cp.async` groups (sm_80): the token type the copies pass along, committing a thread's copies
//! as a group, and waiting until all but the newest groups have landed.

use super::Builder;
use crate::uop_to_scf::ops;
use melior::ir::Type;

/// `!nvgpu.device.async.token`, what cp.async ops pass along.
pub fn token<'c>(at: &Builder<'c, '_>) -> Type<'c> {
    Type::parse(at.context, "!nvgpu.device.async.token").expect("the async token type")
}

/// `cp.async.commit_group`: this thread's copies not yet in a group become its newest group.
/// NVVM's op rather than `nvgpu.device_async_create_group`, whose printed form without
/// operands does not parse back (the next line's value is read as its operand).
pub fn commit(at: &Builder) {
    at.insert_built(ops::generic(
        at.context,
        "nvvm.cp.async.commit.group",
        &[],
        &[],
        None,
        at.location,
    ));
}

/// `cp.async.wait_group keep`: this thread's copies but those of its newest `keep` groups have
/// landed (NVVM's op: it needs no group token, so a wait may come before any commit in the IR).
pub fn wait(at: &Builder, keep: i64) {
    at.insert_built(ops::generic(
        at.context,
        "nvvm.cp.async.wait.group",
        &[("n", at.int_attr(32, keep))],
        &[],
        None,
        at.location,
    ));
}
