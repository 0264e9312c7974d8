//! Semantic equivalence by evaluation (ARCHITECTURE.md "Oracles, not eyeballing"): the check behind the
//! differential test, the rule tests, and the `semantics-check` option of the MLIR pass.
//!
//! Every point of the variables' box is tried when it has at most `points` points; otherwise both corners (all
//! variables at their minimum, then at their maximum) and `points - 2` random points within the bounds.

use crate::corpus::Rng;
use crate::eval::compute;
use crate::graph::{ExprId, Graph, Op};
use crate::interval::Interval;

/// A point where a root's value changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counterexample {
    /// Index into the roots.
    pub root: usize,
    /// Variable values, one per [`Graph::vars`] entry (variables the roots do not use are 0).
    pub env: Vec<i64>,
    pub before: i64,
    /// `None`: the simplified expression is undefined there (division by zero, ...) although the input was not.
    pub after: Option<i64>,
}

/// Checks that each `after[i]` equals `before[i]` wherever `before[i]` is defined, for variable values within
/// their declared bounds. `seed` makes the random points reproducible.
pub fn check_equivalent(
    g: &Graph,
    before: &[ExprId],
    after: &[ExprId],
    points: u64,
    seed: u64,
) -> Result<(), Counterexample> {
    // One operands-first order for every point. Evaluating eagerly in it gives the evaluator's results: an
    // undefined value (None) only matters where an operation uses it, and `select` uses only the chosen arm.
    let roots: Vec<ExprId> = before.iter().chain(after).copied().collect();
    let order = g.topo(&roots);
    // Only the variables the roots use span the domain.
    let used: Vec<usize> = order
        .iter()
        .filter_map(|&id| match g.node(id).op {
            Op::Var(v) => Some(v.0 as usize),
            _ => None,
        })
        .collect();
    let ranges: Vec<Interval> = used.iter().map(|&v| g.vars()[v].range).collect();
    let total = ranges
        .iter()
        .try_fold(1u64, |acc, r| acc.checked_mul(r.width()))
        .unwrap_or(u64::MAX);
    let mut slot = vec![0usize; g.len()];
    for (i, id) in order.iter().enumerate() {
        slot[id.index()] = i;
    }
    let mut values: Vec<Option<i64>> = vec![None; order.len()];
    let mut env = vec![0i64; g.vars().len()];
    let mut rng = Rng::new(seed);
    let count = total.min(points.max(2));
    for p in 0..count {
        if total <= points {
            let mut rest = p;
            for (&v, r) in used.iter().zip(&ranges) {
                env[v] = r.lo + (rest % r.width()) as i64;
                rest /= r.width();
            }
        } else {
            for (&v, r) in used.iter().zip(&ranges) {
                env[v] = match p {
                    0 => r.lo,
                    1 => r.hi,
                    _ => r.lo.wrapping_add(rng.below(r.width()) as i64),
                };
            }
        }
        for (i, &id) in order.iter().enumerate() {
            let ops = g.node(id).operands();
            values[i] = compute(g, id, &env, |k| values[slot[ops[k].index()]]);
        }
        for (root, (&b, &a)) in before.iter().zip(after).enumerate() {
            if let Some(vb) = values[slot[b.index()]] {
                let va = values[slot[a.index()]];
                if va != Some(vb) {
                    return Err(Counterexample {
                        root,
                        env: env.clone(),
                        before: vb,
                        after: va,
                    });
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn finds_a_difference_and_accepts_equal_expressions() {
        let mut g = Graph::new();
        let vars = [("x", Interval::new(0, 20))];
        let a = parse(&mut g, "(x//4)*4 + x%4", &vars).expect("parses");
        let b = parse(&mut g, "x", &vars).expect("parses");
        let c = parse(&mut g, "x + x//16", &vars).expect("parses");
        assert_eq!(check_equivalent(&g, &[a], &[b], 64, 1), Ok(()));
        let err = check_equivalent(&g, &[a, a], &[b, c], 64, 1).expect_err("x//16 differs from 0 at x >= 16");
        assert_eq!(err.root, 1);
        assert!(err.env[0] >= 16);
    }

    #[test]
    fn large_domains_use_corners_and_random_points() {
        let mut g = Graph::new();
        let vars = [("x", Interval::new(0, 1 << 40))];
        let a = parse(&mut g, "x", &vars).expect("parses");
        // Differs only at the maximum: found by the corner point.
        let b = parse(&mut g, "min(x, 1099511627775)", &vars).expect("parses");
        assert!(check_equivalent(&g, &[a], &[b], 16, 7).is_err());
    }
}
