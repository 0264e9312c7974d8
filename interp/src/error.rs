//! Interpreter errors: a message at the location of the op that failed.

use axe_dialects::ir::location_text;
use melior::ir::{operation::OperationLike, OperationRef};
use std::fmt;

/// An error of the interpreter (bad input program or undefined behaviour),
/// located at an op. Displayed like an MLIR diagnostic: `file:line:col: error: ...`.
#[derive(Clone, Debug, PartialEq)]
pub struct InterpError {
    pub location: String,
    pub message: String,
}

impl InterpError {
    /// An error at `op`, prefixed with the op name like `emitOpError`.
    pub fn at(op: &OperationRef, message: impl Into<String>) -> InterpError {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("?").to_owned();
        InterpError {
            location: location_text(op.location()),
            message: format!("'{name}' op {}", message.into()),
        }
    }

    /// Whether the error is undefined behaviour of the program on these
    /// inputs (division by zero, overflow of a division, a shift by the
    /// width or more, an out-of-bounds access, an unrepresentable
    /// conversion) rather than an unsupported or malformed program.
    pub fn is_undefined_behaviour(&self) -> bool {
        [
            "division by zero",
            "division overflow",
            "shift amount",
            "out of bounds",
            "does not fit",
            "reaches element",
        ]
        .iter()
        .any(|m| self.message.contains(m))
    }

    /// An error without an op (driver level).
    pub fn plain(message: impl Into<String>) -> InterpError {
        InterpError {
            location: String::new(),
            message: message.into(),
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.location.is_empty() {
            write!(f, "error: {}", self.message)
        } else {
            write!(f, "{}: error: {}", self.location, self.message)
        }
    }
}

impl std::error::Error for InterpError {}
