//! How the pieces of a partial value combine into the whole: the reduction's own `arith` op, and
//! the `shard` reduction kind (`#shard<partial sum>`, `max`, `min`) that op is.
//!
//! | reduction body     | `shard` kind | init the pieces may start from                   |
//! |--------------------|--------------|--------------------------------------------------|
//! | `arith.addf/addi`  | sum          | zero only (each process would add it once)       |
//! | `arith.maximumf`, `maxnumf`, `maxsi`, `maxui` | max | any value replicated over the processes (max is idempotent) |
//! | `arith.minimumf`, `minnumf`, `minsi`, `minui` | min | the same                               |
//!
//! The kind alone does not fix the op (NaN handling, signedness), so the collectives carry the
//! op itself; combining pieces with the reduction's own op keeps the result exact.

/// The `arith` ops that combine partial pieces, with their `shard` reduction kind.
const TABLE: &[(&str, &str)] = &[
    ("arith.addf", "sum"),
    ("arith.addi", "sum"),
    ("arith.maximumf", "max"),
    ("arith.maxnumf", "max"),
    ("arith.maxsi", "max"),
    ("arith.maxui", "max"),
    ("arith.minimumf", "min"),
    ("arith.minnumf", "min"),
    ("arith.minsi", "min"),
    ("arith.minui", "min"),
];

/// A combining op of [`TABLE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combine {
    /// The `arith` op that merges two pieces.
    pub op: &'static str,
    /// Its `shard` reduction kind: `sum`, `max` or `min`.
    pub kind: &'static str,
}

impl Combine {
    /// The combine of a reduction whose body is the `arith` op `name`, if partial pieces of it
    /// can be combined.
    pub fn of_op(name: &str) -> Option<Combine> {
        TABLE
            .iter()
            .find(|(op, _)| *op == name)
            .map(|&(op, kind)| Combine { op, kind })
    }

    /// The sum over float or integer elements (matmul's, and `shard`'s default kind).
    pub fn sum(float: bool) -> Combine {
        Combine::of_op(if float { "arith.addf" } else { "arith.addi" }).expect("in the table")
    }

    /// What a `shard` reduction kind means when the collective names no op: the sum, or the
    /// NaN-propagating float / signed integer max and min.
    pub fn of_kind(kind: &str, float: bool) -> Option<Combine> {
        let op = match (kind, float) {
            ("sum", _) => return Some(Combine::sum(float)),
            ("max", true) => "arith.maximumf",
            ("max", false) => "arith.maxsi",
            ("min", true) => "arith.minimumf",
            ("min", false) => "arith.minsi",
            _ => return None,
        };
        Combine::of_op(op)
    }

    /// Whether combining a value with itself gives it back, so every process may start its
    /// piece from the same init.
    pub fn is_idempotent(&self) -> bool {
        self.kind != "sum"
    }

    /// Every op the table takes, for messages.
    pub fn accepted() -> String {
        TABLE.iter().map(|(op, _)| *op).collect::<Vec<_>>().join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_of_each_body_op() {
        assert_eq!(Combine::of_op("arith.maxnumf").map(|c| c.kind), Some("max"));
        assert_eq!(Combine::of_op("arith.minui").map(|c| c.kind), Some("min"));
        assert_eq!(Combine::of_op("arith.mulf"), None);
        assert!(!Combine::sum(true).is_idempotent() && Combine::of_op("arith.minsi").unwrap().is_idempotent());
    }

    #[test]
    fn a_kind_without_an_op_is_the_nan_propagating_signed_one() {
        assert_eq!(Combine::of_kind("max", true).map(|c| c.op), Some("arith.maximumf"));
        assert_eq!(Combine::of_kind("min", false).map(|c| c.op), Some("arith.minsi"));
        assert_eq!(Combine::of_kind("sum", false).map(|c| c.op), Some("arith.addi"));
        assert_eq!(Combine::of_kind("product", true), None);
    }
}
