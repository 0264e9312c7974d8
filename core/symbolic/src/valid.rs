//! Ranges implied by a `select` condition (tinygrad's "uop given valid"): inside `select(valid, index, 0)` the index
//! is only used where `valid` holds, so it may be simplified with the variable ranges `valid` implies. Rangeify gates
//! padded accesses this way (`0 <= i - p & i - p < n`), and inside the gate the padded digits are in range again.
//!
//! Only variables are refined (they are leaves, so the simplified index still mentions them); a bound on a linear
//! form `Σ c_i v_i + k` bounds each `v_i` given the others' ranges.

use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::interval::{floor_div_i128, CmpPred, Interval};
use crate::linear::{linearize, Linear};
use crate::rewriter::Cx;
use rustc_hash::FxHashMap;

/// Variable -> the narrower range `cond` implies for it (only variables whose range shrinks).
pub fn implied_var_ranges(g: &Graph, cond: ExprId) -> FxHashMap<ExprId, Interval> {
    implied_var_ranges_of(g, &[cond])
}

/// [`implied_var_ranges`] of the conjunction of `conds`.
pub fn implied_var_ranges_of(g: &Graph, conds: &[ExprId]) -> FxHashMap<ExprId, Interval> {
    let mut bounds: Vec<(Linear, i128, i128)> = Vec::new();
    for &cond in conds {
        collect(g, cond, &mut bounds);
    }
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

/// Fresh variables standing for what a condition implies about the variables of one expression: `to` maps each
/// replaced node of the expression to its stand-in, `back` each fresh variable to the expression it stands for.
#[derive(Default)]
pub struct StandIns {
    pub to: FxHashMap<ExprId, ExprId>,
    pub back: FxHashMap<ExprId, ExprId>,
}

/// Stand-ins for `target` under `conds` (a conjunction): a variable whose range narrows becomes a fresh variable
/// with the narrow range; and a bounded linear form of two or more variables `S = Σ c_i v_i` (tinygrad's whole-
/// clause candidate in `uop_given_valid`: `lidx0 + r0 < 11`) becomes a fresh `s` with S's bounds by solving for
/// one of its variables of coefficient ±1, `v_j = c_j*(s - Σ_{i≠j} c_i v_i)`, the other `v_i` by their stand-ins.
/// At every point where `conds` hold, giving each fresh variable the value of what it stands for makes the
/// substituted `target` equal to `target`, and those values lie within the fresh ranges; so whatever the engine
/// proves for all values in those ranges holds there, and `back` restores the original variables.
/// `None` when nothing narrows.
pub fn stand_ins(g: &mut Graph, conds: &[ExprId], target: ExprId) -> Option<StandIns> {
    let used: Vec<ExprId> = g
        .topo(&[target])
        .into_iter()
        .filter(|&id| matches!(g.node(id).op, Op::Var(_)))
        .collect();
    let mut out = StandIns::default();
    let mut narrowed: Vec<(ExprId, Interval)> = implied_var_ranges_of(g, conds)
        .into_iter()
        .filter(|(v, _)| used.contains(v))
        .collect();
    narrowed.sort_by_key(|&(v, _)| v);
    for (v, range) in narrowed {
        let Op::Var(decl) = g.node(v).op else { continue };
        let fresh = g.fresh_var(decl, range);
        out.to.insert(v, fresh);
        out.back.insert(fresh, v);
    }
    let mut bounds: Vec<(Linear, i128, i128)> = Vec::new();
    for &cond in conds {
        collect(g, cond, &mut bounds);
    }
    // Bounds on one form (`3 <= a + b`, `a + b < 11`) meet: [lo, hi] of S = L - constant.
    let mut merged: Vec<(Linear, i128, i128)> = Vec::new();
    for (lin, lo, hi) in bounds {
        let k = lin.constant as i128;
        let lin = Linear {
            terms: lin.terms,
            constant: 0,
        };
        match merged.iter_mut().find(|m| m.0 == lin) {
            Some(m) => {
                m.1 = m.1.max(lo - k);
                m.2 = m.2.min(hi - k);
            }
            None => merged.push((lin, lo - k, hi - k)),
        }
    }
    let mut pivots: Vec<ExprId> = Vec::new();
    for (lin, lo, hi) in merged {
        if lin.terms.len() < 2 || !lin.terms.iter().all(|&(v, _)| matches!(g.node(v).op, Op::Var(_))) {
            continue;
        }
        // The pivot: a variable of the target with coefficient ±1 that no other linear stand-in solved for; one
        // that only narrowed is preferred, else its narrowed stand-in gives way (the sum's bound is the stronger
        // fact where the variable appears with the others).
        let candidate = |&&(v, c): &&(ExprId, i64)| c.abs() == 1 && used.contains(&v) && !pivots.contains(&v);
        let Some(&(pivot, cj)) = lin
            .terms
            .iter()
            .filter(candidate)
            .find(|t| !out.to.contains_key(&t.0))
            .or_else(|| lin.terms.iter().find(candidate))
        else {
            continue;
        };
        // S's bounds: the condition's, within the range S has from its variables' (declared) ranges.
        let (mut s_lo, mut s_hi) = (lo - lin.constant as i128, hi - lin.constant as i128);
        let (mut nat_lo, mut nat_hi) = (0i128, 0i128);
        for &(v, c) in &lin.terms {
            let r = g.range(v);
            let (a, b) = (c as i128 * r.lo as i128, c as i128 * r.hi as i128);
            nat_lo += a.min(b);
            nat_hi += a.max(b);
        }
        s_lo = s_lo.max(nat_lo);
        s_hi = s_hi.min(nat_hi);
        if s_lo > s_hi || (s_lo == nat_lo && s_hi == nat_hi) || s_lo < i64::MIN as i128 || s_hi > i64::MAX as i128 {
            continue;
        }
        let Op::Var(decl) = g.node(pivot).op else { continue };
        let width = g.width(pivot);
        let s = g.fresh_var(decl, Interval::new(s_lo as i64, s_hi as i64));
        // v_j = c_j*s - Σ_{i≠j} c_j*c_i*v_i' (c_j = ±1), and S itself over the original variables.
        let mut solved = Linear::atom(s);
        solved.terms[0].1 = cj;
        let mut sum = Linear::default();
        let mut ok = true;
        for &(v, c) in &lin.terms {
            ok &= sum.add_term(v, c).is_some();
            if v != pivot {
                let vi = out.to.get(&v).copied().unwrap_or(v);
                ok &= c.checked_mul(-cj).and_then(|k| solved.add_term(vi, k)).is_some();
            }
        }
        if !ok {
            continue;
        }
        let mut cx = Cx::new(g, DivKind::Floor, width);
        let Some((replacement, s_expr)) = cx.attempt(|cx| (cx.sum(&solved), cx.sum(&sum))) else {
            continue;
        };
        out.to.insert(pivot, replacement);
        out.back.insert(s, s_expr);
        pivots.push(pivot);
    }
    (!out.to.is_empty()).then_some(out)
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

    fn simplified(src: &str, vars: &[(&str, i64, i64)]) -> String {
        let bounds: Vec<(&str, Interval)> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
        let mut g = Graph::new();
        let id = parse(&mut g, src, &bounds).expect("parses");
        let out = crate::engine::simplify(&mut g, &[id], &crate::engine::Options::default()).expect("simplifies")[0];
        if let Err(c) = crate::check::check_equivalent(&g, &[id], &[out], 1 << 16, 7) {
            panic!("{src} -> {} differs at {:?}", crate::print::to_string(&g, out), c.env);
        }
        crate::print::to_string(&g, out)
    }

    #[test]
    fn a_bounded_sum_stands_in_for_its_variables() {
        // test_simplify_within_valid1: r0*3 + r1 < 8 makes (r0*3 + r1)//8 zero inside the other clause.
        let v = &[("r0", 0, 3), ("r1", 0, 3), ("r2", 0, 3), ("r3", 0, 3)];
        assert_eq!(
            simplified("(r0*3 + r1 < 8) & ((r2*3 + r3 + (r0*3 + r1)//8)%4 < 2)", v),
            "(r0*3 + r1 < 8) & ((r2*3 + r3)%4 < 2)"
        );
        // test_simplify10: 3 <= a + b < 11 keeps (a + b)*16 + c*4 - 51 within [0, 128), so % 128 goes.
        let v = &[("a", 0, 15), ("b", 0, 15), ("c", 1, 3)];
        assert_eq!(
            simplified(
                "select((3 <= a + b) & (a + b < 11), (a*16 + b*16 + c*4 - 51)%128, 0)",
                v
            ),
            "select((3 <= a + b) & (a + b < 11), (a + b)*16 + c*4 - 51, 0)"
        );
        // A coefficient of -1 on the solved variable.
        let v = &[("a", 0, 15), ("b", 0, 15)];
        assert_eq!(
            simplified("select(a - b < 2, (a - b + 30)//32, 5)", v),
            "select(a - b < 2, 0, 5)"
        );
    }

    /// Random gates over sums of two or three variables, and arms that divide those sums: every point, before and
    /// after.
    #[test]
    fn bounded_sum_stand_ins_keep_values() {
        let mut rng = crate::corpus::Rng::new(0x39_0A);
        let vars = &[("a", 0, 7), ("b", -3, 5), ("c", 0, 4)];
        let mut changed = 0;
        for _ in 0..300 {
            let term = |rng: &mut crate::corpus::Rng| {
                let (x, y) = (rng.pick(&["a", "b", "c"]), rng.pick(&["a", "b", "c"]));
                format!("{x}*{} + {y}*{}", rng.pick(&[-1, 1, 2, 3]), rng.pick(&[-1, 1, 2]))
            };
            let (s1, s2) = (term(&mut rng), term(&mut rng));
            let cond = format!("({} <= {s1}) & ({s1} < {})", rng.range(-6, 6), rng.range(-3, 12));
            let arm = format!(
                "({s2} + ({s1})*{} + {})%{} + ({s1} + {})//{}",
                rng.range(-3, 5),
                rng.range(0, 20),
                rng.range(2, 12),
                rng.range(0, 9),
                rng.range(2, 12)
            );
            let src = if rng.chance(1, 2) {
                format!("select({cond}, {arm}, 0)")
            } else {
                format!("{cond} & ({arm} < {})", rng.range(0, 6))
            };
            let out = simplified(&src, vars);
            let (mut g, bounds) = (
                Graph::new(),
                vars.iter()
                    .map(|&(n, lo, hi)| (n, Interval::new(lo, hi)))
                    .collect::<Vec<_>>(),
            );
            let id = parse(&mut g, &src, &bounds).expect("parses");
            changed += (crate::print::to_string(&g, id) != out) as u32;
        }
        assert!(changed > 100, "simplified {changed}");
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
