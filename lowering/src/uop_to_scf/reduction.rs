//! `uop.reduce` as an `scf.for` accumulator: the identity it starts from and
//! the op that combines, matching the interpreter (passes/src/interp/scalar.rs
//! `reduce_identity` / `reduce_combine`) exactly: floats combine in the
//! element type with NaN-propagating `maximumf`/`minimumf` (which also order
//! -0 below +0) and start at -inf/+inf; integers wrap (`addi`, `muli`) and
//! compare signed (`maxsi`, `minsi`), starting at the type's signed extremes.

use melior::ir::{r#type::IntegerType, Type, TypeLike};

pub use axe_dialects::ir::enums::ReduceKind;

/// The identity of a reduction in one element type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Identity {
    Int(i64),
    Float(f64),
}

/// How a reduction of each kind runs as a loop (the kind is the dialect's enum, mirrored in
/// `axe_dialects::ir::enums`).
pub trait ReduceLowering {
    /// The identity in `ty`, or `None` for a type that is neither integer, index nor float.
    fn identity(self, ty: Type) -> Option<Identity>;
    /// `vector.reduction`'s and `gpu.all_reduce`'s name of the kind.
    fn vector_kind(self, float: bool) -> &'static str;
    /// The `arith` op that combines the accumulator with one element.
    fn combiner(self, float: bool) -> &'static str;
}

impl ReduceLowering for ReduceKind {
    fn identity(self, ty: Type) -> Option<Identity> {
        let width = if ty.is_index() {
            64
        } else if ty.is_integer() {
            IntegerType::try_from(ty).ok()?.width()
        } else {
            0
        };
        if width == 0 {
            if !ty.is_float() {
                return None;
            }
            return Some(Identity::Float(match self {
                ReduceKind::Add => 0.0,
                ReduceKind::Mul => 1.0,
                ReduceKind::Max => f64::NEG_INFINITY,
                ReduceKind::Min => f64::INFINITY,
            }));
        }
        // The signed extremes of `width` bits, sign-extended to i64.
        let lowest = if width >= 64 { i64::MIN } else { -(1i64 << (width - 1)) };
        let highest = if width >= 64 {
            i64::MAX
        } else {
            (1i64 << (width - 1)) - 1
        };
        Some(Identity::Int(match self {
            ReduceKind::Add => 0,
            ReduceKind::Mul => 1,
            ReduceKind::Max => lowest,
            ReduceKind::Min => highest,
        }))
    }

    fn vector_kind(self, float: bool) -> &'static str {
        match (self, float) {
            (ReduceKind::Add, _) => "add",
            (ReduceKind::Mul, _) => "mul",
            (ReduceKind::Max, true) => "maximumf",
            (ReduceKind::Min, true) => "minimumf",
            (ReduceKind::Max, false) => "maxsi",
            (ReduceKind::Min, false) => "minsi",
        }
    }

    fn combiner(self, float: bool) -> &'static str {
        match (self, float) {
            (ReduceKind::Add, true) => "arith.addf",
            (ReduceKind::Mul, true) => "arith.mulf",
            (ReduceKind::Max, true) => "arith.maximumf",
            (ReduceKind::Min, true) => "arith.minimumf",
            (ReduceKind::Add, false) => "arith.addi",
            (ReduceKind::Mul, false) => "arith.muli",
            (ReduceKind::Max, false) => "arith.maxsi",
            (ReduceKind::Min, false) => "arith.minsi",
        }
    }
}
