//! Beyond spec 000 (issue 39 item 8): a gate that is a conjunction of clauses, simplified clause by clause under the
//! variable ranges the *other* clauses imply (tinygrad's `simplify_valid`). In `c1 & c2`, only points where `c1`
//! holds matter for `c2` (elsewhere the conjunction is 0 whatever `c2` is), so `c2` may be replaced by anything equal
//! to it there: `(g < 3) & ((g + 11)%14 < 11)` is 0, because `g + 11` lies in [11, 13] when `g < 3`; and
//! `(g < 3) & ((x + (g + 39)//42)%14 < 11)` keeps one remainder, `(g + 39)//42` being 0 there.
//!
//! Each clause is simplified by the whole engine through fresh variables narrowed to the implied ranges, which are
//! substituted back (as `select given valid` does for a gate's arm, `engine.rs`); the clauses are visited in order
//! and each one sees the others as already rewritten, so every step replaces one clause by one equal to it where
//! the others hold, and the conjunction keeps its value at every point. A clause that becomes 0 makes the whole
//! conjunction 0; one that becomes 1 is dropped. `&` evaluates both operands, so a new clause may divide only by
//! positive constants or by divisors the old clause had (it must not be undefined where the old one was not), and
//! it must be no costlier than the old one (`cost.rs`).

use std::cell::Cell;

use crate::engine::{divisors_kept, simplify, Options};
use crate::graph::{ExprId, Graph, Op};
use crate::rewriter::Cx;
use crate::rules::{rule, Root, Rule, Semantics};
use crate::valid::{stand_ins, substitute};

#[rustfmt::skip]
pub const CONJUNCTION: &[Rule] = &[
    rule("clause given the others", Root::Bitwise, Semantics::AnyKind, "c1 & c2, c1 & c2 & ... & cn", "width 1; the other clauses narrow a variable of c_i, and c_i simplified there is no costlier and divides only by positive constants or c_i's divisors", "c1 & ... & c_i' & ... (0 if a c_i' is 0; a c_i' of 1 dropped)", clause_given_the_others),
];

/// How deep a clause's simplification may nest this rule again (a clause can hold a gated select with its own
/// conjunction); deeper conjunctions are left as they are.
const MAX_NESTING: u32 = 4;

thread_local! {
    static NESTING: Cell<u32> = const { Cell::new(0) };
}

/// The clauses of a width-1 `&` tree, left to right, each once.
fn clauses(g: &Graph, id: ExprId, out: &mut Vec<ExprId>) {
    let n = g.node(id);
    if n.op == Op::And && n.width == 1 {
        clauses(g, n.operands()[0], out);
        clauses(g, n.operands()[1], out);
    } else if !out.contains(&id) {
        out.push(id);
    }
}

/// `clause` simplified where `others` hold (their stand-ins, `valid.rs`), or `None` when that changes nothing.
fn simplify_within(g: &mut Graph, clause: ExprId, others: &[ExprId]) -> Option<ExprId> {
    let stand = stand_ins(g, others, clause)?;
    let narrowed = substitute(g, clause, &stand.to);
    if narrowed == clause {
        return None;
    }
    NESTING.with(|n| n.set(n.get() + 1));
    // Substituted back, a linear stand-in is a sum inside products (`(a + b)*16`); simplified again it is canonical.
    let simplified = simplify(g, &[narrowed], &Options::default()).and_then(|s| {
        let back = substitute(g, s[0], &stand.back);
        simplify(g, &[back], &Options::default())
    });
    NESTING.with(|n| n.set(n.get() - 1));
    let out = simplified.ok()?[0];
    (out != clause && divisors_kept(g, out, clause) && crate::cost::not_costlier(g, out, clause)).then_some(out)
}

fn clause_given_the_others(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    if n.op != Op::And || n.width != 1 || NESTING.with(|d| d.get()) >= MAX_NESTING {
        return None;
    }
    let mut cs = Vec::new();
    clauses(cx.g, id, &mut cs);
    let mut changed = false;
    for i in 0..cs.len() {
        let others: Vec<ExprId> = cs
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &c)| c)
            .collect();
        if let Some(new) = simplify_within(cx.g, cs[i], &others) {
            if cx.g.as_const(new) == Some(0) {
                return Some(cx.c(0));
            }
            cs[i] = new;
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    // Clauses that became 1 hold wherever the others do.
    cs.retain(|&c| cx.g.as_const(c).is_none_or(|v| v == 0));
    let mut out = match cs.first() {
        Some(&c) => c,
        None => return Some(cx.c(1)),
    };
    for &c in &cs[1..] {
        out = cx.g.mk(Op::And, &[out, c], 1);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    const GATE: &[(&str, i64, i64)] = &[("g", 0, 12), ("h", 0, 12), ("r", 0, 3)];

    #[test]
    fn an_unsatisfiable_conjunction_is_zero() {
        // g < 3 puts g + 11 in [11, 13], where % 14 is itself and not < 11 (test_valid_order_matters2), in any order.
        fires("clause given the others", "(g < 3) & ((g + 11)%14 < 11)", GATE, "0");
        fires(
            "clause given the others",
            "((g + 11)%14 < 11) & (h + r*13 < 42) & (g < 3)",
            GATE,
            "0",
        );
        assert_rewrites(
            "((g + 11)%14 < 11) & ((h + r*13 + (g + 39)//42)%14 < 11) & (g < 3) & (h + r*13 < 42)",
            GATE,
            "0",
        );
    }

    #[test]
    fn a_clause_loses_what_the_others_decide() {
        // (g + 39)//42 is 0 when g < 3: one remainder is left, as in tinygrad.
        assert_rewrites(
            "(g < 3) & ((h + r*13 + (g + 39)//42)%14 < 11)",
            GATE,
            "(g < 3) & ((r*13 + h)%14 < 11)",
        );
        // A clause the others imply is dropped.
        fires("clause given the others", "(g < 3) & (g//4 < 1)", GATE, "g < 3");
    }

    #[test]
    fn independent_or_unbounding_clauses_are_left_alone() {
        declines("clause given the others", "(g < 3) & ((h + 11)%14 < 11)", GATE);
        // g != 3 bounds nothing.
        declines("clause given the others", "(g != 3) & ((g + 11)%14 < 11)", GATE);
        declines("clause given the others", "(g < 3) | ((g + 11)%14 < 11)", GATE);
    }

    /// Random conjunctions of bounds and remainder tests over small domains, before and after, on every point.
    #[test]
    fn random_conjunctions_keep_their_value() {
        use crate::corpus::Rng;
        use crate::rules::test_support::{assert_equivalent, build};
        let mut rng = Rng::new(0x39_08);
        let mut fired = 0;
        for _ in 0..400 {
            let clause = |rng: &mut Rng| {
                let v = rng.pick(&["g", "h", "r"]);
                match rng.below(4) {
                    0 => format!("({v} < {})", rng.range(0, 13)),
                    1 => format!("({} <= {v})", rng.range(0, 13)),
                    2 => format!(
                        "(({v} + {})%{} < {})",
                        rng.range(0, 40),
                        rng.range(2, 15),
                        rng.range(0, 12)
                    ),
                    _ => format!(
                        "(({v}*{} + {} + ({} + {})//{})%{} < {})",
                        rng.range(1, 14),
                        rng.pick(&["g", "h", "r"]),
                        v,
                        rng.range(0, 40),
                        rng.range(2, 43),
                        rng.range(2, 15),
                        rng.range(0, 12)
                    ),
                }
            };
            let k = rng.range(2, 4);
            let src = (0..k).map(|_| clause(&mut rng)).collect::<Vec<_>>().join(" & ");
            let (mut g, id) = build(&src, GATE);
            let out =
                crate::engine::simplify(&mut g, &[id], &crate::engine::Options::default()).expect("simplifies")[0];
            fired += (out != id) as u32;
            assert_equivalent(&g, id, out);
        }
        assert!(fired > 50, "the rule fires: {fired}");
    }
}
