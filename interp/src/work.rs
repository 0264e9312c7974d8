//! The work of a run: the arithmetic ops it executes, counted while interpreting
//! (`axe-run --count-work`). Fusion must never multiply it (issue 38 item 4): the
//! kernelized program should execute about the arithmetic of the tensor program it
//! comes from.
//!
//! What counts, one per element of a tensor op and one per execution of a scalar op:
//! arithmetic, comparisons, conversions and math functions on values (not on `index`:
//! address arithmetic is not the program's work), `math.fma` as two, and every element a
//! reduction combines (`uop.reduce`: one per point; `uop.reduce_axis`: one per input
//! element). Constants, selects and boolean logic (`andi`/`ori`/`xori` on `i1`: what gated
//! and padded reads combine their conditions with, and masks), loads, stores and movement
//! are not work.
//!
//! Counting also changes how the interpreter reuses values (see [`Interpreter`]): it
//! normally computes a value once per point of the ranges it varies with, however the
//! loops around it run; the lowering (`uop-to-scf`) places each op in the innermost loop
//! among those it varies with, and runs it once per iteration of that loop and every loop
//! around it. A matmul inlined into another one's reduction varies with `(i, k)` but sits
//! inside the loop over `j`: it runs once per `(i, j, k)`. While counting, the
//! interpreter keeps for each op only its value at the last iteration of those loops
//! (the bound ranges it reads values under, outermost first, up to the innermost one the
//! op varies with), so it executes each op as often as the lowered loops do.
//!
//! [`Interpreter`]: super::Interpreter

use super::value::{ElemTy, Val};
use std::cell::Cell;

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

/// Starts (or stops) counting, and running as the lowered loops run; resets the count.
pub fn enable(on: bool) {
    ENABLED.with(|e| e.set(on));
    COUNT.with(|c| c.set(0));
}

pub fn enabled() -> bool {
    ENABLED.with(Cell::get)
}

/// Counts `n` executed arithmetic ops (when counting).
pub fn record(n: u64) {
    if enabled() {
        COUNT.with(|c| c.set(c.get().saturating_add(n)));
    }
}

/// The work since the last call, resetting the count.
pub fn take() -> u64 {
    COUNT.with(|c| c.replace(0))
}

/// Whether executing the op named `name` is work (its operands and result not `index`).
pub fn is_work(name: &str) -> bool {
    match name {
        "arith.constant" | "index.constant" | "index.bool.constant" | "arith.select" | "uop.where" => false,
        _ => {
            let (dialect, op) = name.split_once('.').unwrap_or(("", name));
            match dialect {
                "math" => true,
                "arith" => !matches!(op, "index_cast" | "index_castui" | "bitcast"),
                "uop" => matches!(op, "floormod" | "cast" | "cmp"),
                _ => false,
            }
        }
    }
}

/// How many ops one execution of `name` counts as (`math.fma` multiplies and adds).
pub fn weight(name: &str) -> u64 {
    if name == "math.fma" {
        2
    } else {
        1
    }
}

/// Counts one execution of the pure op `name` on `args` with `results` (when counting):
/// an element per element of its tensor result, nothing when a value is an `index`.
pub fn record_op(name: &str, args: &[Val], results: &[Val]) {
    if !enabled() || !is_work(name) {
        return;
    }
    let is_index = |v: &Val| match v {
        Val::Scalar(e, _) => *e == ElemTy::Index,
        Val::Tensor(t) => t.elem == ElemTy::Index,
        _ => false,
    };
    let is_bool = |v: &Val| match v {
        Val::Scalar(e, _) => *e == ElemTy::Int(1),
        Val::Tensor(t) => t.elem == ElemTy::Int(1),
        _ => false,
    };
    let logic = matches!(name, "arith.andi" | "arith.ori" | "arith.xori");
    if args.iter().chain(results).any(is_index) || (logic && results.iter().all(is_bool)) {
        return;
    }
    let elements = match results.first() {
        Some(Val::Tensor(t)) => t.data.len() as u64,
        _ => 1,
    };
    record(elements.saturating_mul(weight(name)));
}
