//! Rust mirrors of the dialects' enums, one per ODS enum (`dialects/include/*.td`) and of the
//! upstream `arith` predicates the passes read: an op stores an enum as its integer code, and
//! every crate reads and writes that code through these types instead of a number of its own.
//! `dialects/tests/enums.rs` checks each mirror against its ODS definition and through the
//! parser and printer.

use super::read::int_attr;
use melior::ir::OperationRef;

/// Defines one mirrored enum: each case with its integer code and the keyword the op's
/// assembly prints.
macro_rules! mirror {
    ($(#[$doc:meta])* $name:ident from $ods:literal { $($case:ident = $code:literal $word:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($case = $code,)*
        }

        impl $name {
            /// Every case, in the order of their codes.
            pub const ALL: &'static [$name] = &[$($name::$case,)*];
            /// Where the enum is defined: the ODS def (or upstream's enum) it mirrors.
            pub const DEFINED_IN: &'static str = $ods;

            /// The integer the op stores.
            pub const fn code(self) -> i64 {
                self as i64
            }

            /// The case that `code` stands for.
            pub fn from_code(code: i64) -> Option<$name> {
                match code {
                    $($code => Some($name::$case),)*
                    _ => None,
                }
            }

            /// The keyword the assembly format prints for the case.
            pub const fn keyword(self) -> &'static str {
                match self {
                    $($name::$case => $word,)*
                }
            }

            /// The case spelled `word` in the assembly format.
            pub fn from_keyword(word: &str) -> Option<$name> {
                match word {
                    $($word => Some($name::$case),)*
                    _ => None,
                }
            }

            /// The case in `op`'s integer attribute `name`, if it has one that is a case.
            pub fn of(op: &OperationRef, name: &str) -> Option<$name> {
                $name::from_code(int_attr(op, name)?)
            }
        }
    };
}

mirror! {
    /// How a `uop.range`'s iterations are scheduled (its `kind`).
    AxisKind from "UOpDialect.td UOp_AxisKind" {
        Loop = 0 "loop",
        Reduce = 1 "reduce",
        Global = 2 "global",
        Local = 3 "local",
        Upcast = 4 "upcast",
        Unroll = 5 "unroll",
        GroupReduce = 6 "group_reduce",
        Outer = 7 "outer",
    }
}

mirror! {
    /// Which hardware index a `uop.special` reads (its `kind`).
    SpecialKind from "UOpDialect.td UOp_SpecialKind" {
        BlockId = 0 "block_id",
        ThreadId = 1 "thread_id",
    }
}

mirror! {
    /// The associative operation of `uop.reduce` and `uop.reduce_axis` (their `op`).
    ReduceKind from "UOpDialect.td UOp_ReduceKind" {
        Add = 0 "add",
        Mul = 1 "mul",
        Max = 2 "max",
        Min = 3 "min",
    }
}

mirror! {
    /// `uop.cmp`'s comparison (its `predicate`): tinygrad's three.
    CmpPredicate from "UOpDialect.td UOp_CmpPredicate" {
        Lt = 0 "lt",
        Ne = 1 "ne",
        Eq = 2 "eq",
    }
}

mirror! {
    /// `axe.map`'s elementwise function of one operand (its `fn`).
    MapFn from "AxeOps.td Axe_MapFn" {
        Copy = 0 "copy",
        Exp = 1 "exp",
        Log = 2 "log",
        Tanh = 3 "tanh",
        Sigmoid = 4 "sigmoid",
        Relu = 5 "relu",
        Square = 6 "square",
        Sqrt = 7 "sqrt",
        Rsqrt = 8 "rsqrt",
        Reciprocal = 9 "reciprocal",
    }
}

mirror! {
    /// `axe.binary`'s elementwise function of two operands.
    BinaryFn from "AxeOps.td Axe_BinaryFn" {
        Add = 0 "add",
        Subtract = 1 "subtract",
        Multiply = 2 "multiply",
        Maximum = 3 "maximum",
        Minimum = 4 "minimum",
        Equal = 5 "equal",
        NotEqual = 6 "not_equal",
        Greater = 7 "greater",
        GreaterEqual = 8 "greater_equal",
        Less = 9 "less",
        LessEqual = 10 "less_equal",
    }
}

mirror! {
    /// The threads that run an Axe operator together (its `scope`).
    ExecScope from "AxeOps.td Axe_ExecScope" {
        Kernel = 0 "kernel",
        Cta = 1 "cta",
        Warpgroup = 2 "warpgroup",
        Warp = 3 "warp",
        Thread = 4 "thread",
    }
}

mirror! {
    /// `axe.reduce`'s reduction.
    ReduceFn from "AxeOps.td Axe_ReduceFn" {
        Add = 0 "add",
        Maximum = 1 "maximum",
        Minimum = 2 "minimum",
    }
}

mirror! {
    /// The memory an Axe tensor lives in.
    MemoryScope from "AxeTypes.td Axe_MemoryScope" {
        Hbm = 0 "hbm",
        Sbuf = 1 "sbuf",
        Psum = 2 "psum",
        Global = 3 "global",
        Shared = 4 "shared",
        Reg = 5 "reg",
    }
}

mirror! {
    /// `arith.cmpi`'s predicate (upstream's `arith::CmpIPredicate`).
    CmpIPredicate from "mlir/Dialect/Arith/IR/ArithBase.td Arith_CmpIPredicateAttr" {
        Eq = 0 "eq",
        Ne = 1 "ne",
        Slt = 2 "slt",
        Sle = 3 "sle",
        Sgt = 4 "sgt",
        Sge = 5 "sge",
        Ult = 6 "ult",
        Ule = 7 "ule",
        Ugt = 8 "ugt",
        Uge = 9 "uge",
    }
}

mirror! {
    /// `arith.cmpf`'s predicate (upstream's `arith::CmpFPredicate`): ordered (`o*`: false
    /// when either operand is NaN) and unordered (`u*`: true then) comparisons.
    CmpFPredicate from "mlir/Dialect/Arith/IR/ArithBase.td Arith_CmpFPredicateAttr" {
        AlwaysFalse = 0 "false",
        Oeq = 1 "oeq",
        Ogt = 2 "ogt",
        Oge = 3 "oge",
        Olt = 4 "olt",
        Ole = 5 "ole",
        One = 6 "one",
        Ord = 7 "ord",
        Ueq = 8 "ueq",
        Ugt = 9 "ugt",
        Uge = 10 "uge",
        Ult = 11 "ult",
        Ule = 12 "ule",
        Une = 13 "une",
        Uno = 14 "uno",
        AlwaysTrue = 15 "true",
    }
}

mirror! {
    /// `mpi.allreduce`'s reduction (upstream's `mpi::MPI_ReductionOpEnum`).
    MpiReductionOp from "mlir/Dialect/MPI/IR/MPI.td MPI_ReductionOpEnum" {
        Null = 0 "MPI_OP_NULL",
        Max = 1 "MPI_MAX",
        Min = 2 "MPI_MIN",
        Sum = 3 "MPI_SUM",
        Prod = 4 "MPI_PROD",
        Land = 5 "MPI_LAND",
        Band = 6 "MPI_BAND",
        Lor = 7 "MPI_LOR",
        Bor = 8 "MPI_BOR",
        Lxor = 9 "MPI_LXOR",
        Bxor = 10 "MPI_BXOR",
        Minloc = 11 "MPI_MINLOC",
        Maxloc = 12 "MPI_MAXLOC",
        Replace = 13 "MPI_REPLACE",
    }
}
