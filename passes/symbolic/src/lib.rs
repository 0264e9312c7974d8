//! Pure-Rust index arithmetic (spec 000 "Index Arithmetic"): value ranges, a hash-consed expression graph, and the
//! div/mod rewrite engine with its rule tables. No MLIR dependency; the MLIR bridges import IR into this crate and
//! write the result back.
//!
//! - [`interval`]: vmin/vmax transfer functions (exact, saturating).
//! - [`graph`]: the expression DAG; [`eval`]: the evaluator used as the oracle.
//! - [`engine`]: `simplify`; [`rules`]: one table per spec section.
//! - [`parse`] / [`print`]: the text form used by tests, the corpus and the benchmark.

pub mod check;
mod cost;
pub mod corpus;
pub mod digits;
pub mod engine;
pub mod eval;
mod fxhash;
pub mod graph;
pub mod guards;
pub mod interval;
pub mod linear;
pub mod parse;
pub mod print;
pub mod rewriter;
pub mod rules;

pub use check::{check_equivalent, Counterexample};
pub use engine::{simplify, simplify_report, Limit, Options, Report, SimplifyError};
pub use eval::{eval, Evaluator};
pub use graph::{BuildError, DivKind, ExprId, Graph, Node, Op, OpCounts, VarDecl, VarId};
pub use interval::{CmpPred, Interval};
pub use parse::{parse, ParseError};
pub use print::Show;
