//! The invalid index (`uop.invalid`, tinygrad's `Invalid`; spec 000 §5
//! phase 3): an index value that names no element. `arith.select` passes it
//! on from the arm it picks, index arithmetic on it gives it again, and a
//! `uop.index` with an invalid index is an address that is not accessed (a
//! load reads zero, a store writes nothing: a false gate). Any other op that
//! reaches it at run time is an error, which the verifier makes impossible
//! in IR it accepts.

use super::{error::InterpError, value::Val};
use axe_dialects::ir::op_name;
use melior::ir::OperationRef;

/// Index arithmetic that an invalid operand makes invalid, with the operands
/// that may be invalid (the verifier's rule: never a divisor).
fn passes_invalid(name: &str, operand: usize) -> bool {
    match name {
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.minsi" | "arith.maxsi" => true,
        "arith.floordivsi" | "arith.ceildivsi" | "arith.divsi" | "arith.divui" | "arith.remsi" | "arith.remui"
        | "uop.floormod" => operand == 0,
        _ => false,
    }
}

/// The result of the pure op `op` when one of `args` is invalid; `None` when
/// none is (the op computes as usual).
pub fn propagate(op: &OperationRef, args: &[Val]) -> Option<Result<Val, InterpError>> {
    let first = args.iter().position(|a| matches!(a, Val::Invalid))?;
    let name = op_name(op);
    if name == "arith.select" && first > 0 {
        let picked = match &args[0] {
            Val::Scalar(_, c) => {
                if c.int() != 0 {
                    &args[1]
                } else {
                    &args[2]
                }
            }
            other => {
                return Some(Err(InterpError::at(
                    op,
                    format!("expected an i1 condition, got a {}", other.kind()),
                )))
            }
        };
        return Some(Ok(picked.clone()));
    }
    if args
        .iter()
        .enumerate()
        .all(|(i, a)| !matches!(a, Val::Invalid) || passes_invalid(name, i))
    {
        return Some(Ok(Val::Invalid));
    }
    Some(Err(InterpError::at(
        op,
        format!(
            "reaches the invalid index (operand {first}): an invalid index may only reach the indices of uop.index"
        ),
    )))
}
