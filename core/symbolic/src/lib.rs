//! Pure-Rust index arithmetic (spec 000 "Index Arithmetic"): value ranges, a hash-consed expression graph, and the
//! div/mod rewrite engine with its rule tables. No MLIR dependency; the MLIR bridges import IR into this crate and
//! write the result back.
//!
//! - [`interval`]: vmin/vmax transfer functions (exact, saturating), used by `axe-annotate-bounds`.
//! - [`graph`]: the expression DAG (nodes carry width, range and exactness); [`mod@eval`]: the evaluator, and
//!   [`check`]: equivalence by evaluation (the oracle).
//! - [`engine`]: [`simplify`]; [`rules`]: one table per spec section; [`digits`]: mixed-radix recombination;
//!   [`valid`]: simplifying `select(valid, index, _)` under the ranges `valid` implies.
//! - [`mod@parse`] / [`mod@print`]: the text form used by tests, the corpus ([`corpus`]) and the benchmark.
//!
//! A bridge builds nodes bottom-up, simplifies the roots, then walks the result operands-first:
//!
//! ```
//! use axe_symbolic::{simplify, DivKind, Graph, Interval, Op, Options};
//!
//! let mut g = Graph::new();
//! // %r0 = uop.range 7, %r1 = uop.range 10 (index values: 64 bits)
//! let r0 = g.var("r0", Interval::new(0, 6), 64)?;
//! let r1 = g.var("r1", Interval::new(0, 9), 64)?;
//! let ten = g.constant(10, 64)?;
//! let x = g.binary(Op::Mul, r0, ten)?;
//! let x = g.add(x, r1)?;
//! let c8 = g.constant(8, 64)?;
//! let q = g.div(DivKind::Floor, x, c8)?; // x // 8
//! let r = g.rem(DivKind::Floor, x, c8)?; // x % 8
//! let q8 = g.mul(q, c8)?;
//! let back = g.add(q8, r)?;
//! assert_eq!(g.range(x), Interval::new(0, 69)); // vmin/vmax, computed at construction
//!
//! let out = simplify(&mut g, &[back], &Options::default())?;
//! assert_eq!(out[0], x); // (x//8)*8 + x%8 is x itself: the same (shared) node
//! for id in g.topo(&out) {
//!     let node = g.node(id);
//!     let _ = (node.op, node.operands(), node.width, node.range); // emit one op per node
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod check;
pub mod congruence;
pub mod corpus;
mod cost;
pub mod digits;
pub mod engine;
pub mod eval;
pub mod graph;
pub mod guards;
pub mod interval;
pub mod linear;
pub mod parse;
pub mod print;
pub mod rewriter;
pub mod rules;
pub mod valid;

pub use check::{check_equivalent, Counterexample};
pub use engine::{simplify, simplify_report, Limit, Options, Report, SimplifyError};
pub use eval::{eval, Evaluator};
pub use graph::{BuildError, DivKind, ExprId, Graph, Node, Op, OpCounts, VarDecl, VarId};
pub use interval::{CmpPred, Interval};
pub use parse::{parse, ParseError};
pub use print::Show;
