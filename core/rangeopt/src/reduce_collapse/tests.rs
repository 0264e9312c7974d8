//! Every closed form against the loop it replaces, on many leaf values.

use super::*;
use std::collections::HashMap;

/// Leaf values by id; ids below 100 are leaves, 1000+ inner nodes.
struct Env {
    leaves: HashMap<usize, i64>,
    terms: HashMap<usize, Term>,
}

fn eval_term(t: &Term, r: i64, env: &Env) -> i64 {
    let e = |x: &Term| eval_term(x, r, env);
    match &t.kind {
        Kind::Range => r,
        Kind::Invariant => env.leaves[&t.id],
        // A dependent leaf: some function of r that the rules cannot see into.
        Kind::Dependent => (r * 7 + env.leaves[&t.id]) % 5,
        Kind::Zero => 0,
        Kind::One => 1,
        Kind::Add(x, y) => e(x).wrapping_add(e(y)),
        Kind::Sub(x, y) => e(x).wrapping_sub(e(y)),
        Kind::Mul(x, y) => e(x).wrapping_mul(e(y)),
        Kind::Cmp(p, x, y) => p.holds(e(x), e(y)) as i64,
        Kind::And(x, y) => e(x) & e(y),
        Kind::Select(c, x, y) => {
            if e(c) != 0 {
                e(x)
            } else {
                e(y)
            }
        }
        Kind::BoolCast(c) => e(c),
    }
}

fn eval_idx(i: &Idx, env: &Env) -> i64 {
    let e = |x: &Idx| eval_idx(x, env);
    match i {
        Idx::Leaf(id) => env.leaves[id],
        Idx::Const(c) => *c,
        Idx::Add(x, y) => e(x) + e(y),
        Idx::Sub(x, y) => e(x) - e(y),
        Idx::Max(x, y) => e(x).max(e(y)),
        Idx::Min(x, y) => e(x).min(e(y)),
    }
}

fn eval_cond(c: &Cond, env: &Env) -> bool {
    match c {
        Cond::Leaf(id) => env.leaves[id] != 0,
        Cond::Cmp(p, x, y) => p.holds(eval_idx(x, env), eval_idx(y, env)),
        Cond::And(x, y) => eval_cond(x, env) && eval_cond(y, env),
    }
}

fn eval_elem(e: &Elem, env: &Env) -> i64 {
    let f = |x: &Elem| eval_elem(x, env);
    match e {
        Elem::Leaf(id) => env.leaves[id],
        Elem::Zero => 0,
        Elem::One => 1,
        Elem::Add(x, y) => f(x).wrapping_add(f(y)),
        Elem::Sub(x, y) => f(x).wrapping_sub(f(y)),
        Elem::Mul(x, y) => f(x).wrapping_mul(f(y)),
        Elem::Count(i) => eval_idx(i, env),
        Elem::Select(c, x, y) => {
            if eval_cond(c, env) {
                f(x)
            } else {
                f(y)
            }
        }
        Elem::Gather { value, at } => eval_term(&env.terms[value], eval_idx(at, env), env),
    }
}

fn leaf(id: usize) -> Term {
    Term::new(id, Kind::Invariant)
}
fn range() -> Term {
    Term::new(1000, Kind::Range)
}
fn zero() -> Term {
    Term::new(1001, Kind::Zero)
}
fn one() -> Term {
    Term::new(1002, Kind::One)
}
fn node(id: usize, k: Kind) -> Term {
    Term::new(id, k)
}
fn cmp(id: usize, p: Pred, x: Term, y: Term) -> Term {
    node(id, Kind::Cmp(p, b(x), b(y)))
}
fn select(id: usize, c: Term, x: Term, y: Term) -> Term {
    node(id, Kind::Select(b(c), b(x), b(y)))
}

/// Checks the closed form on leaf values from -20..20 (conditions 0/1).
fn check(body: &Term, n: i64, terms: &[&Term]) {
    let closed = collapse_sum(body, n).unwrap_or_else(|| panic!("no rule for {body:?}"));
    let mut ids = Vec::new();
    collect_leaves(body, &mut ids);
    let mut state = 0x2545F4914F6CDD1Du64;
    for _ in 0..500 {
        let mut leaves = HashMap::new();
        for &id in &ids {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            leaves.insert(id, (state % 41) as i64 - 20);
        }
        let env = Env {
            leaves,
            terms: terms.iter().map(|t| (t.id, (*t).clone())).collect(),
        };
        let expected = (0..n).fold(0i64, |acc, r| acc.wrapping_add(eval_term(body, r, &env)));
        assert_eq!(
            eval_elem(&closed, &env),
            expected,
            "{body:?} at {:?} gives {closed:?}",
            env.leaves
        );
    }
}

fn collect_leaves(t: &Term, out: &mut Vec<usize>) {
    match &t.kind {
        Kind::Invariant | Kind::Dependent => out.push(t.id),
        Kind::Add(x, y) | Kind::Sub(x, y) | Kind::Mul(x, y) | Kind::Cmp(_, x, y) | Kind::And(x, y) => {
            collect_leaves(x, out);
            collect_leaves(y, out);
        }
        Kind::Select(c, x, y) => {
            collect_leaves(c, out);
            collect_leaves(x, out);
            collect_leaves(y, out);
        }
        Kind::BoolCast(c) => collect_leaves(c, out),
        _ => {}
    }
}

#[test]
fn spec_load_collapse_example() {
    // sum(1 for k in 0..64 if k >= length) == clamp(64 - length, 0, 64)
    let body = select(2000, cmp(2001, Pred::Sge, range(), leaf(1)), one(), zero());
    check(&body, 64, &[]);
    let expected = Elem::Mul(
        b(Elem::One),
        b(Elem::Count(Idx::Min(
            b(Idx::Max(
                b(Idx::Sub(b(Idx::Const(64)), b(Idx::Leaf(1)))),
                b(Idx::Const(0)),
            )),
            b(Idx::Const(64)),
        ))),
    );
    assert_eq!(collapse_sum(&body, 64), Some(expected));
}

#[test]
fn lower_bound() {
    check(
        &select(2000, cmp(2001, Pred::Slt, range(), leaf(1)), zero(), leaf(2)),
        16,
        &[],
    );
}

#[test]
fn upper_bound() {
    check(
        &select(2000, cmp(2001, Pred::Slt, range(), leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
    check(
        &select(2000, cmp(2001, Pred::Sle, range(), leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
    check(
        &select(2000, cmp(2001, Pred::Sgt, leaf(1), range()), leaf(2), zero()),
        16,
        &[],
    );
}

#[test]
fn two_sided() {
    let lo = cmp(2001, Pred::Sge, range(), leaf(1));
    let hi = cmp(2002, Pred::Slt, range(), leaf(2));
    let c = node(2003, Kind::And(b(lo), b(hi)));
    check(&select(2000, c, leaf(3), zero()), 16, &[]);
}

#[test]
fn ne_gated_gather() {
    let e = node(50, Kind::Dependent);
    let body = select(2000, cmp(2001, Pred::Ne, leaf(1), range()), zero(), e.clone());
    check(&body, 16, &[&e]);
    let eq = select(2000, cmp(2001, Pred::Eq, range(), leaf(1)), e.clone(), zero());
    check(&eq, 16, &[&e]);
}

#[test]
fn lifting_lt_ge_eq() {
    let shifted = || node(2005, Kind::Add(b(range()), b(leaf(4))));
    check(
        &select(2000, cmp(2001, Pred::Slt, shifted(), leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
    check(
        &select(2000, cmp(2001, Pred::Sge, shifted(), leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
    check(
        &select(2000, cmp(2001, Pred::Eq, shifted(), leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
    let minus = node(2006, Kind::Sub(b(range()), b(leaf(4))));
    check(
        &select(2000, cmp(2001, Pred::Slt, minus, leaf(1)), leaf(2), zero()),
        16,
        &[],
    );
}

#[test]
fn distributive_law_and_mul_casted_bool() {
    let gate = cmp(2001, Pred::Slt, range(), leaf(1));
    let casted = node(
        2002,
        Kind::Mul(b(leaf(2)), b(node(2003, Kind::BoolCast(b(gate.clone()))))),
    );
    let other = select(2004, cmp(2005, Pred::Sge, range(), leaf(3)), leaf(4), zero());
    check(&node(2006, Kind::Add(b(casted.clone()), b(other.clone()))), 16, &[]);
    check(&node(2007, Kind::Sub(b(casted), b(other))), 16, &[]);
    check(&node(2008, Kind::BoolCast(b(gate))), 16, &[]);
}

#[test]
fn invariant_body_factor_and_gate() {
    check(&leaf(1), 9, &[]);
    let gated = select(2000, cmp(2001, Pred::Slt, range(), leaf(1)), leaf(2), zero());
    check(&node(2002, Kind::Mul(b(leaf(3)), b(gated.clone()))), 9, &[]);
    check(&select(2003, leaf(4), gated, leaf(5)), 9, &[]);
    check(
        &select(2004, cmp(2005, Pred::Slt, range(), leaf(1)), leaf(2), leaf(6)),
        9,
        &[],
    );
}

#[test]
fn guards_fail_without_a_rule() {
    // The range itself, not under a comparison: no closed form here.
    assert_eq!(collapse_sum(&range(), 8), None);
    // A conjunction cannot be negated into one interval.
    let c = node(
        2003,
        Kind::And(
            b(cmp(2001, Pred::Sge, range(), leaf(1))),
            b(cmp(2002, Pred::Slt, range(), leaf(2))),
        ),
    );
    assert_eq!(collapse_sum(&select(2000, c, zero(), leaf(3)), 8), None);
    // A dependent value under a bound (not a point) is not a gather.
    let e = node(50, Kind::Dependent);
    assert_eq!(
        collapse_sum(&select(2000, cmp(2001, Pred::Slt, range(), leaf(1)), e, zero()), 8),
        None
    );
    // r * r < c is not liftable.
    let sq = node(2004, Kind::Mul(b(range()), b(range())));
    assert_eq!(
        collapse_sum(&select(2000, cmp(2001, Pred::Slt, sq, leaf(1)), leaf(2), zero()), 8),
        None
    );
}
