//! `uop.reduce` as an `scf.for` accumulator: the identity it starts from and
//! the op that combines, matching the interpreter (passes/src/interp/scalar.rs
//! `reduce_identity` / `reduce_combine`) exactly: floats combine in the
//! element type with NaN-propagating `maximumf`/`minimumf` (which also order
//! -0 below +0) and start at -inf/+inf; integers wrap (`addi`, `muli`) and
//! compare signed (`maxsi`, `minsi`), starting at the type's signed extremes.

use melior::ir::{r#type::IntegerType, Type, TypeLike};

/// The reduction kinds in the order of `UOp_ReduceKind`'s integer codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceKind {
    Add,
    Mul,
    Max,
    Min,
}

/// The identity of a reduction in one element type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Identity {
    Int(i64),
    Float(f64),
}

impl ReduceKind {
    pub fn from_code(code: i64) -> Option<ReduceKind> {
        [ReduceKind::Add, ReduceKind::Mul, ReduceKind::Max, ReduceKind::Min]
            .get(usize::try_from(code).ok()?)
            .copied()
    }

    /// The identity in `ty`, or `None` for a type that is neither integer,
    /// index nor float.
    pub fn identity(self, ty: Type) -> Option<Identity> {
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

    /// The `#vector.kind` that reduces lanes like [`ReduceKind::combiner`].
    pub fn vector_kind(self, float: bool) -> &'static str {
        match (self, float) {
            (ReduceKind::Add, _) => "add",
            (ReduceKind::Mul, _) => "mul",
            (ReduceKind::Max, true) => "maximumf",
            (ReduceKind::Min, true) => "minimumf",
            (ReduceKind::Max, false) => "maxsi",
            (ReduceKind::Min, false) => "minsi",
        }
    }

    /// The `arith` op that combines the accumulator with one element.
    pub fn combiner(self, float: bool) -> &'static str {
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
