//! Ranges implied by a `select` condition (tinygrad's "uop given valid"): inside `select(valid, index, 0)` the index
//! is only used where `valid` holds, so it may be simplified with the variable ranges `valid` implies. Rangeify gates
//! padded accesses this way (`0 <= i - p & i - p < n`), and inside the gate the padded digits are in range again.
//!
//! Only variables are refined (they are leaves, so the simplified index still mentions them); a bound on a linear
//! form `Σ c_i v_i + k` bounds each `v_i` given the others' ranges.

use rustc_hash::FxHashMap;
use crate::graph::{ExprId, Graph, Op};
use crate::interval::{floor_div_i128, CmpPred, Interval};
use crate::linear::{linearize, Linear};

/// Variable -> the narrower range `cond` implies for it (only variables whose range shrinks).
pub fn implied_var_ranges(g: &Graph, cond: ExprId) -> FxHashMap<ExprId, Interval> {
    let mut bounds: Vec<(Linear, i128, i128)> = Vec::new();
    collect(g, cond, &mut bounds);
    let mut out: FxHashMap<ExprId, Interval> = FxHashMap::default();
    for (lin, lo, hi) in &bounds {
        for &(v, c) in &lin.terms {
            if !matches!(g.node(v).op, Op::Var(_)) {
                continue;
            }
            // c*v = L - k - Σ_{others}; bound it with the others' ranges.
            let (mut rest_lo, mut rest_hi) = (lin.constant as i128, lin.constant as i128);
            for &(u, d) in lin.terms.iter().filter(|t| t.0 != v) {
                let r = g.range(u);
                let (a, b) = (d as i128 * r.lo as i128, d as i128 * r.hi as i128);
                rest_lo += a.min(b);
                rest_hi += a.max(b);
            }
            let (cv_lo, cv_hi) = (lo - rest_hi, hi - rest_lo);
            let c = c as i128;
            // v in [ceil(cv_lo / c), floor(cv_hi / c)] for c > 0; the bounds swap for c < 0.
            let (v_lo, v_hi) = if c > 0 {
                (-floor_div_i128(-cv_lo, c), floor_div_i128(cv_hi, c))
            } else {
                (-floor_div_i128(-cv_hi, c), floor_div_i128(cv_lo, c))
            };
            let current = out.get(&v).copied().unwrap_or(g.range(v));
            let lo = v_lo.max(current.lo as i128);
            let hi = v_hi.min(current.hi as i128);
            if lo <= hi && (lo > current.lo as i128 || hi < current.hi as i128) {
                out.insert(v, Interval::new(lo as i64, hi as i64));
            }
        }
    }
    out
}

/// Bounds `lo <= L <= hi` from the comparisons of a conjunction (width-1 `&` of `cmp`s with a constant side).
fn collect(g: &Graph, cond: ExprId, out: &mut Vec<(Linear, i128, i128)>) {
    let n = g.node(cond);
    match n.op {
        Op::And if n.width == 1 => {
            collect(g, n.operands()[0], out);
            collect(g, n.operands()[1], out);
        }
        Op::Cmp(pred) => {
            let (l, r) = (n.operands()[0], n.operands()[1]);
            if let Some(k) = g.as_const(r) {
                if let Some(b) = bound(pred, k as i128, false) {
                    push(g, l, b, out);
                }
            } else if let Some(k) = g.as_const(l) {
                if let Some(b) = bound(pred, k as i128, true) {
                    push(g, r, b, out);
                }
            }
        }
        _ => {}
    }
}

fn push(g: &Graph, x: ExprId, (lo, hi): (i128, i128), out: &mut Vec<(Linear, i128, i128)>) {
    if g.node(x).exact {
        out.push((linearize(g, x), lo, hi));
    }
}

/// The range of `x` in `x pred k` (or `k pred x` when `const_left`) for the predicate to hold.
fn bound(pred: CmpPred, k: i128, const_left: bool) -> Option<(i128, i128)> {
    let (min, max) = (i64::MIN as i128, i64::MAX as i128);
    // Normalize `k pred x` to `x pred' k`.
    let pred = if const_left {
        match pred {
            CmpPred::Slt => CmpPred::Sgt,
            CmpPred::Sle => CmpPred::Sge,
            CmpPred::Sgt => CmpPred::Slt,
            CmpPred::Sge => CmpPred::Sle,
            CmpPred::Ult => CmpPred::Ugt,
            CmpPred::Ule => CmpPred::Uge,
            CmpPred::Ugt => CmpPred::Ult,
            CmpPred::Uge => CmpPred::Ule,
            p => p,
        }
    } else {
        pred
    };
    match pred {
        CmpPred::Slt => Some((min, k - 1)),
        CmpPred::Sle => Some((min, k)),
        CmpPred::Sgt => Some((k + 1, max)),
        CmpPred::Sge => Some((k, max)),
        CmpPred::Eq => Some((k, k)),
        // Unsigned x < k with k >= 0 reads the signed view: 0 <= x < k.
        CmpPred::Ult if k >= 0 => Some((0, k - 1)),
        CmpPred::Ule if k >= 0 => Some((0, k)),
        _ => None,
    }
}

/// `root` with every node in `map` replaced (operands rebuilt along the way, shared nodes rebuilt once).
pub fn substitute(g: &mut Graph, root: ExprId, map: &FxHashMap<ExprId, ExprId>) -> ExprId {
    let order = g.topo(&[root]);
    let mut new: FxHashMap<ExprId, ExprId> = FxHashMap::default();
    for id in order {
        if let Some(&to) = map.get(&id) {
            new.insert(id, to);
            continue;
        }
        let n = *g.node(id);
        let mut args = [ExprId(0); 3];
        let mut changed = false;
        for (i, &a) in n.operands().iter().enumerate() {
            args[i] = new.get(&a).copied().unwrap_or(a);
            changed |= args[i] != a;
        }
        if changed {
            let rebuilt = g.mk(n.op, &args[..n.op.arity()], n.width);
            new.insert(id, rebuilt);
        }
    }
    new.get(&root).copied().unwrap_or(root)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn a_padded_gate_bounds_its_range() {
        let mut g = Graph::new();
        let vars = [("i", Interval::new(0, 9)), ("j", Interval::new(0, 3))];
        let cond = parse(&mut g, "(0 <= i - 2) & (i - 2 < 5) & (j + i <u 8)", &vars).expect("parses");
        let r = implied_var_ranges(&g, cond);
        let i = g.var("i", Interval::new(0, 9), 64).expect("var");
        let j = g.var("j", Interval::new(0, 3), 64).expect("var");
        assert_eq!(r.get(&i), Some(&Interval::new(2, 6)));
        // j < 8 - i with i >= 0 gives nothing beyond j <= 3... but i's own bound uses j >= 0: i <= 7, already 6.
        assert_eq!(r.get(&j), None);
    }

    #[test]
    fn negative_coefficients_and_constant_on_the_left() {
        let mut g = Graph::new();
        let vars = [("i", Interval::new(-10, 10))];
        let cond = parse(&mut g, "3 < 1 - i*2", &vars).expect("parses");
        let i = g.var("i", Interval::new(-10, 10), 64).expect("var");
        // 1 - 2i > 3  <=>  i < -1  <=>  i <= -2
        assert_eq!(implied_var_ranges(&g, cond).get(&i), Some(&Interval::new(-10, -2)));
    }

    #[test]
    fn substitution_rebuilds_only_what_depends_on_the_map() {
        let mut g = Graph::new();
        let vars = [("i", Interval::new(0, 9)), ("j", Interval::new(0, 3))];
        let e = parse(&mut g, "(i + 1)*(j + 2)", &vars).expect("parses");
        let i = g.var("i", Interval::new(0, 9), 64).expect("var");
        let k = g.var("k", Interval::new(4, 4), 64).expect("var");
        let mut map = FxHashMap::default();
        map.insert(i, k);
        let out = substitute(&mut g, e, &map);
        assert_eq!(crate::print::to_string(&g, out), "(k + 1)*(j + 2)");
    }
}
