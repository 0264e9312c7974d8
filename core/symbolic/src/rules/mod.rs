//! The rewrite rules, one table per spec 000 section, each row: name (the spec's), root op, semantics, pattern,
//! guard, result, and the function that matches and builds it.
//!
//! Semantics: rules are written in floor semantics over mathematical integers ([`Semantics::Floor`]); the engine
//! applies such a rule to a truncating or unsigned node only when its operand ranges prove that kind agrees with
//! floor there, and every division the rule builds is checked the same way (`rewriter.rs`). Rows marked
//! [`Semantics::AnyKind`] state identities that hold in every semantics as written; they check the kinds of the
//! nodes they read themselves.
//!
//! Acceptance: a row's result is simplified and kept only when it is cheaper than the node (fewer divisions and
//! remainders, then fewer ALU ops, then fewer ops inside division numerators, then smaller constants; `cost.rs`). Rows marked [`Accept::FewerOps`] must save
//! an operation: smaller constants alone do not pay for rebuilding a numerator that other expressions share (e.g.
//! `(r0*10 + r1)%7 -> (r0*3 + r1)%7` would stop sharing `r0*10 + r1` with `(r0*10 + r1)//7`). Normalizing rows
//! (canonical order, combining a linear form) may keep the cost equal; they are idempotent, so the rewrite cannot
//! oscillate.

pub mod advanced_division;
pub mod algebraic;
pub mod canonical_order;
pub mod compare;
pub mod conjunction;
pub mod divmod_identity;
pub mod fold_divmod_general;
pub mod mixed_radix;
mod patterns;
pub mod range_divmod;

use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::rewriter::Cx;

/// Which division semantics a rule's pattern and result assume.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Semantics {
    /// Python `//` and `%`; other kinds only where ranges prove they agree with floor.
    Floor,
    /// Holds for floor, truncating and unsigned nodes alike (the rule checks the kinds it reads).
    AnyKind,
}

/// The ops a rule is tried on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Root {
    Div,
    Rem,
    DivOrRem,
    /// `+`, `-`, negation, multiplication.
    Linear,
    Mul,
    /// Commutative ops outside linear forms (spec 000 §6).
    Commutative,
    MinMax,
    Select,
    Compare,
    Bitwise,
    Shift,
    Cast,
    Any,
}

impl Root {
    pub fn matches(self, op: Op) -> bool {
        match self {
            Root::Div => matches!(op, Op::Div(_)),
            Root::Rem => matches!(op, Op::Rem(_)),
            Root::DivOrRem => op.is_div_or_rem(),
            Root::Linear => matches!(op, Op::Add | Op::Sub | Op::Neg | Op::Mul),
            Root::Mul => op == Op::Mul,
            Root::Commutative => op.is_commutative() && op != Op::Add,
            Root::MinMax => matches!(op, Op::Min | Op::Max),
            Root::Select => op == Op::Select,
            Root::Compare => matches!(op, Op::Cmp(_)),
            Root::Bitwise => matches!(op, Op::And | Op::Or | Op::Xor),
            Root::Shift => matches!(op, Op::Shl | Op::ShrArith | Op::ShrLogical),
            Root::Cast => matches!(op, Op::Cast { .. }),
            Root::Any => !matches!(op, Op::Const(_) | Op::Var(_)),
        }
    }
}

/// A division or remainder being rewritten: `x // y` or `x % y` of some kind.
#[derive(Clone, Copy, Debug)]
pub struct DivMod {
    pub id: ExprId,
    pub is_div: bool,
    pub x: ExprId,
    pub y: ExprId,
    pub kind: DivKind,
}

impl DivMod {
    pub fn of(g: &Graph, id: ExprId) -> Option<DivMod> {
        let n = g.node(id);
        let (is_div, kind) = match n.op {
            Op::Div(k) => (true, k),
            Op::Rem(k) => (false, k),
            _ => return None,
        };
        Some(DivMod {
            id,
            is_div,
            x: n.operands()[0],
            y: n.operands()[1],
            kind,
        })
    }
}

/// When a row's (simplified) result replaces the node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Accept {
    /// Strictly cheaper: fewer div/mod, else fewer ALU ops, else smaller constants.
    Cheaper,
    /// Strictly fewer div/mod, or as many and fewer ALU ops.
    FewerOps,
    /// No costlier (normalizations).
    NotCostlier,
}

/// One row of a table.
pub struct Rule {
    /// The spec's name (or, for rules beyond the spec, a descriptive one).
    pub name: &'static str,
    pub root: Root,
    pub semantics: Semantics,
    pub pattern: &'static str,
    pub guard: &'static str,
    pub result: &'static str,
    pub accept: Accept,
    pub apply: fn(&mut Cx, ExprId) -> Option<ExprId>,
}

/// A row of a table; `normalizing` rows use [`normalize`].
pub const fn rule(
    name: &'static str,
    root: Root,
    semantics: Semantics,
    pattern: &'static str,
    guard: &'static str,
    result: &'static str,
    apply: fn(&mut Cx, ExprId) -> Option<ExprId>,
) -> Rule {
    Rule {
        name,
        root,
        semantics,
        pattern,
        guard,
        result,
        accept: Accept::Cheaper,
        apply,
    }
}

impl Rule {
    /// The row must save an operation, not only shrink constants.
    pub const fn fewer_ops(self) -> Rule {
        Rule {
            accept: Accept::FewerOps,
            ..self
        }
    }
}

pub const fn normalize(
    name: &'static str,
    root: Root,
    pattern: &'static str,
    guard: &'static str,
    result: &'static str,
    apply: fn(&mut Cx, ExprId) -> Option<ExprId>,
) -> Rule {
    Rule {
        name,
        root,
        semantics: Semantics::AnyKind,
        pattern,
        guard,
        result,
        accept: Accept::NotCostlier,
        apply,
    }
}

/// Every node-rooted table, in the order the engine tries them. Within a table, rows are in priority order.
pub const TABLES: &[(&str, &[Rule])] = &[
    ("algebraic", algebraic::ALGEBRAIC),
    ("canonical_order", canonical_order::CANONICAL_ORDER),
    ("compare", compare::COMPARE),
    ("conjunction", conjunction::CONJUNCTION),
    ("range_divmod", range_divmod::RANGE_DIVMOD),
    ("divmod_identity", divmod_identity::DIVMOD_IDENTITY),
    ("advanced_division", advanced_division::ADVANCED_DIVISION),
    ("fold_divmod_general", fold_divmod_general::FOLD_DIVMOD_GENERAL),
];

/// Tables of sum rules: pairs of terms of one linear form that recombine (applied while combining a sum).
pub const SUM_TABLES: &[(&str, &[crate::digits::SumRule])] = &[
    ("divmod_identity", divmod_identity::DIVMOD_IDENTITY_SUMS),
    ("mixed_radix", mixed_radix::MIXED_RADIX),
];

/// The row named `name` in any node table.
pub fn find(name: &str) -> Option<&'static Rule> {
    TABLES.iter().flat_map(|(_, t)| t.iter()).find(|r| r.name == name)
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Rule tests: build an expression from text, rewrite it (one row directly, or the whole engine), and check
    //! the result by evaluation on every point (small domains) or many random points within the bounds.

    use super::*;
    use crate::engine::{simplify, Options};
    use crate::guards::agrees_with_floor;
    use crate::interval::Interval;
    use crate::parse::parse;
    use crate::print::to_string;

    pub fn build(src: &str, vars: &[(&str, i64, i64)]) -> (Graph, ExprId) {
        let bounds: Vec<(&str, Interval)> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
        let mut g = Graph::new();
        let id = parse(&mut g, src, &bounds).unwrap_or_else(|e| panic!("parse {src}: {e}"));
        (g, id)
    }

    /// `a` and `b` agree wherever `a` is defined, for variable values within their bounds.
    pub fn assert_equivalent(g: &Graph, a: ExprId, b: ExprId) {
        if let Err(c) = crate::check::check_equivalent(g, &[a], &[b], 20_000, 0x2545_F491_4F6C_DD1D) {
            panic!(
                "{} != {} at {:?}: {} vs {:?}",
                to_string(g, a),
                to_string(g, b),
                c.env,
                c.before,
                c.after
            );
        }
    }

    /// The whole engine turns `src` into `expected` (printed form), and the result is equivalent.
    pub fn assert_rewrites(src: &str, vars: &[(&str, i64, i64)], expected: &str) {
        let (mut g, id) = build(src, vars);
        let out = simplify(&mut g, &[id], &Options::default()).unwrap_or_else(|e| panic!("{src}: {e}"))[0];
        assert_equivalent(&g, id, out);
        assert_eq!(to_string(&g, out), expected, "simplifying {src}");
    }

    /// The whole engine leaves `src` as it is.
    pub fn assert_unchanged(src: &str, vars: &[(&str, i64, i64)]) {
        let (mut g, id) = build(src, vars);
        let out = simplify(&mut g, &[id], &Options::default()).unwrap_or_else(|e| panic!("{src}: {e}"))[0];
        assert_equivalent(&g, id, out);
        assert_eq!(to_string(&g, out), to_string(&g, id), "{src} should not simplify");
    }

    /// Applies the row `name` to the root of `src` as the engine would (semantics admission included).
    pub fn apply_row(name: &str, g: &mut Graph, id: ExprId) -> Option<ExprId> {
        let out = apply(name, g, id)?;
        assert_equivalent(g, id, out);
        Some(out)
    }

    fn apply(name: &str, g: &mut Graph, id: ExprId) -> Option<ExprId> {
        let rule = find(name).unwrap_or_else(|| panic!("no rule named {name}"));
        let n = *g.node(id);
        if !rule.root.matches(n.op) {
            return None;
        }
        let kind = match n.op {
            Op::Div(k) | Op::Rem(k) => k,
            _ => DivKind::Floor,
        };
        if n.op.is_div_or_rem() && rule.semantics == Semantics::Floor {
            let (x, y) = (n.operands()[0], n.operands()[1]);
            if !agrees_with_floor(kind, g.range(x), g.range(y)) {
                return None;
            }
        }
        let mut cx = Cx::new(g, kind, n.width);
        let out = (rule.apply)(&mut cx, id)?;
        cx.is_valid().then_some(out)
    }

    /// The row fires on `src`, producing `expected` (printed, before further simplification), equivalently.
    pub fn fires(name: &str, src: &str, vars: &[(&str, i64, i64)], expected: &str) {
        let (mut g, id) = build(src, vars);
        let out = apply(name, &mut g, id).unwrap_or_else(|| panic!("{name} did not fire on {src}"));
        assert_equivalent(&g, id, out);
        assert_eq!(to_string(&g, out), expected, "{name} on {src}");
    }

    /// The row does not fire on `src` (its guard fails).
    pub fn declines(name: &str, src: &str, vars: &[(&str, i64, i64)]) {
        let (mut g, id) = build(src, vars);
        if let Some(out) = apply(name, &mut g, id) {
            panic!("{name} fired on {src}: {}", to_string(&g, out));
        }
    }
}
