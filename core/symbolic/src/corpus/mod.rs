//! A generated corpus of index expressions for the differential test and the benchmark: tensor-indexing views
//! (`views.rs`), reshape round trips, random arithmetic (`arith.rs`) and the spec's examples, in floor,
//! truncating and unsigned semantics. [`write_case`] gives the one-line text form (expression and variable
//! bounds) that the corpus dump uses, for feeding other simplifiers.

pub mod arith;
pub mod rng;
pub mod views;

use std::fmt::Write;

use crate::graph::{DivKind, ExprId, Graph};
use crate::parse::parse;
use crate::print::write_expr;

pub use rng::Rng;
pub use views::{view_index, ViewMix};

/// What a corpus entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseKind {
    View(DivKind),
    RoundTrip(DivKind),
    Arith(DivKind),
    Spec,
}

/// Variables with inclusive bounds.
pub type VarBounds = &'static [(&'static str, i64, i64)];

/// Spec 000's worked example and issue 3's examples, with their variable bounds.
pub const SPEC_EXAMPLES: &[(&str, VarBounds)] = &[
    ("(R0//8)*8 + R0%8", &[("R0", 0, 31)]),
    ("(R1*4 + R2)//8", &[("R1", 0, 7), ("R2", 0, 3)]),
    ("(R1*4 + R2)%8", &[("R1", 0, 7), ("R2", 0, 3)]),
    (
        "((R3*8 + R4*4 + R2)//8)*8 + (R3*8 + R4*4 + R2)%8",
        &[("R3", 0, 3), ("R4", 0, 1), ("R2", 0, 3)],
    ),
    (
        "((r0*10 + r1)//35)*35 + (((r0*10 + r1)//7)%5)*7 + (r0*10 + r1)%7",
        &[("r0", 0, 6), ("r1", 0, 9)],
    ),
    ("(6*a + 4*b)//12", &[("a", 0, 100), ("b", 0, 100)]),
    ("(r*8 + v)%7", &[("r", 0, 3), ("v", 0, 2)]),
    ("(row*512 + col)//512", &[("row", 0, 7), ("col", 0, 511)]),
    ("(x + 70)//8", &[("x", 0, 800)]),
];

/// The `i`-th case of the standard mix (deterministic in `rng`'s state): mostly views, with round trips, random
/// arithmetic and the spec examples, cycling through the three semantics.
pub fn case(g: &mut Graph, rng: &mut Rng, i: u64) -> (ExprId, CaseKind) {
    let kind = [DivKind::Floor, DivKind::Floor, DivKind::Trunc, DivKind::Unsigned][(i % 4) as usize];
    match (i / 4) % 8 {
        0..=3 => (view_index(g, rng, kind, ViewMix::Any), CaseKind::View(kind)),
        4 | 5 => (view_index(g, rng, kind, ViewMix::RoundTrip), CaseKind::RoundTrip(kind)),
        6 => {
            // One arithmetic case in four is 8 bits wide, where wrapping is common.
            let width = if (i / 32).is_multiple_of(4) { 8 } else { 64 };
            (arith::random_arith(g, rng, kind, 4, width), CaseKind::Arith(kind))
        }
        _ if i % 64 == 7 * 4 => {
            let (src, vars) = SPEC_EXAMPLES[((i / 64) as usize) % SPEC_EXAMPLES.len()];
            let bounds: Vec<_> = vars
                .iter()
                .map(|&(n, lo, hi)| (n, crate::Interval::new(lo, hi)))
                .collect();
            match parse(g, src, &bounds) {
                Ok(id) => (id, CaseKind::Spec),
                Err(_) => (view_index(g, rng, kind, ViewMix::Any), CaseKind::View(kind)),
            }
        }
        _ => (view_index(g, rng, kind, ViewMix::Any), CaseKind::View(kind)),
    }
}

/// `expr ; name in [lo, hi], ...` for the variables of `g` (one graph per case); expressions that are not 64 bits
/// wide (MLIR `index`) end with ` ; bits N`.
pub fn write_case(g: &Graph, id: ExprId, out: &mut String) {
    let _ = write_expr(g, id, out);
    out.push_str(" ;");
    for (i, v) in g.vars().iter().enumerate() {
        let sep = if i == 0 { " " } else { ", " };
        let _ = write!(out, "{sep}{} in [{}, {}]", v.name, v.range.lo, v.range.hi);
    }
    if g.width(id) != 64 {
        let _ = write!(out, " ; bits {}", g.width(id));
    }
}
