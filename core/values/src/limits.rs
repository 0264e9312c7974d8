//! What one interpreter run may use: the memory of one buffer and the
//! number of ops it executes. A program past either limit gets an error at
//! the op instead of an allocation abort or a run that never ends. The tool
//! sets them once (`axe-run --max-bytes`, `--max-steps`).

use super::value::Num;
use std::{
    cell::Cell,
    sync::atomic::{AtomicU64, Ordering},
};

/// The most bytes one buffer may hold in the interpreter (default 8 GiB).
/// Every element counts as a [`Num`] (16 bytes), the most one takes (a
/// constant's compact store takes 4: [`crate::store`]).
static MAX_BYTES: AtomicU64 = AtomicU64::new(8 << 30);
/// The most ops one call may execute (default 2^30).
static MAX_STEPS: AtomicU64 = AtomicU64::new(1 << 30);

thread_local! {
    static STEPS: Cell<u64> = const { Cell::new(0) };
}

pub fn set_max_bytes(bytes: u64) {
    MAX_BYTES.store(bytes, Ordering::Relaxed);
}

pub fn set_max_steps(steps: u64) {
    MAX_STEPS.store(steps, Ordering::Relaxed);
}

/// The element count of `shape`, refused when a dimension is negative, the
/// count passes i64, or the buffer would pass the byte limit.
pub fn elements(shape: &[i64]) -> Result<usize, String> {
    if let Some(d) = shape.iter().find(|&&d| d < 0) {
        return Err(format!("shape {shape:?} has a negative dimension {d}"));
    }
    let n = shape
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .ok_or_else(|| format!("shape {shape:?} has more elements than an i64 counts"))?;
    let max = MAX_BYTES.load(Ordering::Relaxed);
    let bytes = (n as u128) * (std::mem::size_of::<Num>() as u128);
    if bytes > u128::from(max) {
        return Err(format!(
            "a buffer of shape {shape:?} ({n} elements, {bytes} bytes in the interpreter) is larger than the limit of {max} bytes (--max-bytes)"
        ));
    }
    usize::try_from(n).map_err(|_| format!("shape {shape:?} has more elements than this machine addresses"))
}

/// The step budget of a run ([`set_max_steps`]).
pub fn max_steps() -> u64 {
    MAX_STEPS.load(Ordering::Relaxed)
}

/// The ops this thread's run has executed so far.
pub fn steps() -> u64 {
    STEPS.with(Cell::get)
}

/// Starts counting the ops of a new run.
pub fn start_run() {
    STEPS.with(|s| s.set(0));
}

/// Counts one executed op; an error past the step budget.
pub fn step() -> Result<(), String> {
    let max = MAX_STEPS.load(Ordering::Relaxed);
    STEPS.with(|s| {
        let n = s.get() + 1;
        s.set(n);
        if n > max {
            Err(format!(
                "the run executed more than {max} ops (the interpreter's step budget, --max-steps)"
            ))
        } else {
            Ok(())
        }
    })
}
