//! The rewrite engine: simplifies a DAG bottom-up to a fixed point of the rule tables (`rules/`).
//!
//! At each node (operands already simplified) the tables are tried in order; a row's result is itself simplified,
//! then kept only if it is cheaper than the node (`cost.rs`; normalizing rows may keep the cost equal). Because
//! every kept rewrite strictly lowers a well-founded cost, or is an idempotent normalization, rewriting terminates;
//! the limits in [`Options`] are a safety net, and hitting one is an error value that names the limit and the node,
//! never a silent stop.
//!
//! Results are memoized per node, so shared subexpressions are simplified once and stay shared. Rules compare
//! costs on expression trees; the DAG is checked at the end: a root whose simplified DAG would have more divisions
//! and remainders, or a larger weighted size ([`crate::graph::OpCounts::weighted`]: a division or remainder weighs as much as
//! the 20 cheap ops it costs, spec 000's intro), than its input keeps its input; so does every root if the roots'
//! combined DAG would. Trading one division for a few adds is a win; duplicating shared work for nothing is not.

use std::collections::BTreeMap;
use std::fmt;

use crate::cost::{cheaper, fewer_ops, not_costlier};
use crate::digits::merge_once;
use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::guards::agrees_with_floor;
use crate::rewriter::Cx;
use crate::rules::{Accept, Root, Semantics, SUM_TABLES, TABLES};
use crate::valid::{stand_ins, substitute};

/// Limits of one [`simplify`] call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// How many successive rewrites one node may go through before reaching its fixed point (the spec's
    /// "1000-iteration safety limit").
    pub max_iterations: usize,
    /// Total rewrites accepted in the whole call.
    pub max_rewrites: usize,
    /// Deepest recursion accepted (operand nesting plus nested rewrites), so that a very deep expression is an
    /// error value rather than a stack overflow.
    pub max_depth: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            max_iterations: 1000,
            max_rewrites: 10_000_000,
            max_depth: 1000,
        }
    }
}

/// Which limit of [`Options`] was hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    MaxIterations,
    MaxRewrites,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimplifyError {
    /// A limit was reached while rewriting `at` (printed as `expr`) with the rule `rule`.
    LimitReached {
        limit: Limit,
        value: usize,
        at: ExprId,
        expr: String,
        rule: &'static str,
    },
    /// A root is not a node of the graph.
    UnknownRoot(ExprId),
    /// Simplifying `at` nested deeper than `max_depth` (operands plus nested rewrites).
    TooDeep { at: ExprId, max_depth: usize },
}

impl fmt::Display for SimplifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimplifyError::LimitReached {
                limit,
                value,
                at,
                expr,
                rule,
            } => {
                let name = match limit {
                    Limit::MaxIterations => "max_iterations",
                    Limit::MaxRewrites => "max_rewrites",
                };
                write!(
                    f,
                    "{name} = {value} reached at node {} ({expr}) while applying rule '{rule}'",
                    at.0
                )
            }
            SimplifyError::UnknownRoot(id) => write!(f, "root {} is not a node of the graph", id.0),
            SimplifyError::TooDeep { at, max_depth } => {
                write!(
                    f,
                    "max_depth = {max_depth} reached at node {} (operands plus nested rewrites)",
                    at.0
                )
            }
        }
    }
}

impl std::error::Error for SimplifyError {}

/// What a [`simplify_report`] call did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub roots: Vec<ExprId>,
    /// Accepted rewrites.
    pub rewrites: usize,
    /// Accepted rewrites per rule name.
    pub fired: BTreeMap<&'static str, usize>,
    /// Roots that kept their input because the result would have been larger.
    pub kept_input: usize,
}

/// Simplifies every root; returns the simplified roots in order.
pub fn simplify(g: &mut Graph, roots: &[ExprId], opts: &Options) -> Result<Vec<ExprId>, SimplifyError> {
    simplify_report(g, roots, opts).map(|r| r.roots)
}

/// [`simplify`] with statistics.
pub fn simplify_report(g: &mut Graph, roots: &[ExprId], opts: &Options) -> Result<Report, SimplifyError> {
    if let Some(&bad) = roots.iter().find(|r| r.index() >= g.len()) {
        return Err(SimplifyError::UnknownRoot(bad));
    }
    let mut e = Engine {
        g,
        memo: Vec::new(),
        opts,
        chain: 0,
        depth: 0,
        report: Report::default(),
    };
    let mut out = Vec::with_capacity(roots.len());
    for &r in roots {
        out.push(e.simp(r)?);
    }
    let mut report = e.report;
    for (new, &old) in out.iter_mut().zip(roots) {
        if *new == old {
            continue;
        }
        let (a, b) = (g.dag_counts(&[*new]), g.dag_counts(&[old]));
        if a.divmod > b.divmod || a.weighted() > b.weighted() {
            *new = old;
            report.kept_input += 1;
        }
    }
    let (a, b) = (g.dag_counts(&out), g.dag_counts(roots));
    if roots.len() > 1 && (a.divmod > b.divmod || a.weighted() > b.weighted()) {
        report.kept_input = roots.len();
        out = roots.to_vec();
    }
    report.roots = out;
    Ok(report)
}

/// Every division and remainder in `new` divides by a positive constant or by a divisor of `old`.
pub(crate) fn divisors_kept(g: &Graph, new: ExprId, old: ExprId) -> bool {
    let divisor = |id: ExprId| {
        let n = g.node(id);
        n.op.is_div_or_rem().then(|| n.operands()[1])
    };
    let old_divisors: Vec<ExprId> = g.topo(&[old]).into_iter().filter_map(divisor).collect();
    g.topo(&[new])
        .into_iter()
        .filter_map(divisor)
        .all(|d| g.as_const(d).is_some_and(|c| c > 0) || old_divisors.contains(&d))
}

const UNSEEN: u32 = u32::MAX;
/// Recursion depth from which [`Engine::simp`] walks operands iteratively.
const BOTTOM_UP_DEPTH: usize = 64;
const IN_PROGRESS: u32 = u32::MAX - 1;

struct Engine<'a> {
    g: &'a mut Graph,
    /// Per node: its simplified form, or UNSEEN / IN_PROGRESS.
    memo: Vec<u32>,
    opts: &'a Options,
    /// Depth of nested rewrites (a node's result being rewritten again).
    chain: usize,
    /// Recursion depth of `simp` (operand nesting plus nested rewrites).
    depth: usize,
    report: Report,
}

impl Engine<'_> {
    fn memo(&mut self, id: ExprId) -> u32 {
        if self.memo.len() < self.g.len() {
            self.memo.resize(self.g.len(), UNSEEN);
        }
        self.memo[id.index()]
    }

    /// The memo entry of `id` without growing the table.
    fn memo_of(&self, id: ExprId) -> u32 {
        self.memo.get(id.index()).copied().unwrap_or(UNSEEN)
    }

    fn set_memo(&mut self, id: ExprId, v: u32) {
        if self.memo.len() < self.g.len() {
            self.memo.resize(self.g.len(), UNSEEN);
        }
        self.memo[id.index()] = v;
    }

    /// Simplifies the DAG below `root` bottom-up: every unseen node once,
    /// after its operands, so the recursion is only as deep as a chain of
    /// nested rewrites, not as the expression (a 10,000-deep chain of adds
    /// is fine).
    fn simp_bottom_up(&mut self, root: ExprId) -> Result<ExprId, SimplifyError> {
        let mut stack = vec![(root, false)];
        while let Some((id, expanded)) = stack.pop() {
            if self.memo(id) != UNSEEN {
                continue;
            }
            if expanded {
                self.simp(id)?;
                continue;
            }
            stack.push((id, true));
            let node = *self.g.node(id);
            for &a in node.operands() {
                if self.memo(a) == UNSEEN {
                    stack.push((a, false));
                }
            }
        }
        self.simp(root)
    }

    fn simp(&mut self, id: ExprId) -> Result<ExprId, SimplifyError> {
        match self.memo(id) {
            UNSEEN => {}
            // A rewrite led back to a node being simplified: leave it as it is (breaks any cycle).
            IN_PROGRESS => return Ok(id),
            done => return Ok(ExprId(done)),
        }
        // Deep operand nesting switches to the iterative walk (shallow
        // expressions keep the cheaper recursion).
        if self.depth >= BOTTOM_UP_DEPTH && self.g.node(id).operands().iter().any(|&a| self.memo_of(a) == UNSEEN) {
            return self.simp_bottom_up(id);
        }
        if self.depth >= self.opts.max_depth {
            return Err(SimplifyError::TooDeep {
                at: id,
                max_depth: self.opts.max_depth,
            });
        }
        self.depth += 1;
        let r = self.simp_unseen(id);
        self.depth -= 1;
        r
    }

    fn simp_unseen(&mut self, id: ExprId) -> Result<ExprId, SimplifyError> {
        self.set_memo(id, IN_PROGRESS);
        let node = *self.g.node(id);
        if let Some(merged) = self.premerge_digits(id) {
            self.chain += 1;
            if self.chain > self.opts.max_iterations {
                return Err(self.limit(
                    Limit::MaxIterations,
                    self.opts.max_iterations,
                    id,
                    "digit recombination",
                ));
            }
            let out = self.simp(merged);
            self.chain -= 1;
            let out = out?;
            self.report.rewrites += 1;
            if self.report.rewrites > self.opts.max_rewrites {
                return Err(self.limit(Limit::MaxRewrites, self.opts.max_rewrites, id, "digit recombination"));
            }
            self.set_memo(id, out.0);
            return Ok(out);
        }
        let mut args = [ExprId(0); 3];
        let mut changed = false;
        for (i, &a) in node.operands().iter().enumerate() {
            args[i] = self.simp(a)?;
            changed |= args[i] != a;
        }
        let rebuilt = if changed {
            self.g.mk(node.op, &args[..node.op.arity()], node.width)
        } else {
            id
        };
        let out = if rebuilt == id {
            self.rewrite_at(id)?
        } else {
            match self.memo(rebuilt) {
                UNSEEN => {
                    self.set_memo(rebuilt, IN_PROGRESS);
                    let r = self.rewrite_at(rebuilt)?;
                    self.set_memo(rebuilt, r.0);
                    r
                }
                IN_PROGRESS => rebuilt,
                done => ExprId(done),
            }
        };
        self.set_memo(id, out.0);
        if self.memo(out) == UNSEEN {
            self.set_memo(out, out.0);
        }
        Ok(out)
    }

    /// Recombines the digits of a sum before its terms are simplified: rewriting a digit's numerator (e.g.
    /// `(a*60 + b)//30 -> a*2 + b//30`) hides the numerator the digits share (spec 000 §1, `digits.rs`).
    fn premerge_digits(&mut self, id: ExprId) -> Option<ExprId> {
        let node = *self.g.node(id);
        // Digits are divisions and remainders: a sum without any has none to merge.
        if !matches!(node.op, Op::Add | Op::Sub) || !node.exact || node.divmods == 0 {
            return None;
        }
        let mut cx = Cx::new(self.g, DivKind::Floor, node.width);
        let mut lin = cx.lin(id);
        let mut fired = Vec::new();
        while let Some(rule) = merge_once(&mut cx, &mut lin, SUM_TABLES) {
            fired.push(rule);
        }
        if fired.is_empty() {
            return None;
        }
        let out = cx.sum(&lin);
        if !cx.is_valid() || out == id {
            return None;
        }
        for rule in fired {
            *self.report.fired.entry(rule).or_default() += 1;
        }
        Some(out)
    }

    /// `select(valid, a, b)`: simplifies `a` with the variable ranges `valid` implies (`valid.rs`), through fresh
    /// variables that are substituted back; kept when cheaper. `a` is only selected where `valid` holds, where it
    /// equals the simplified form. Both arms of an `arith.select` are evaluated, so the new arm may divide only by
    /// positive constants or by divisors the old arm already had: it cannot divide by zero (or overflow `MIN/-1`)
    /// where the old one did not.
    fn select_given_valid(&mut self, n: ExprId) -> Result<Option<ExprId>, SimplifyError> {
        let node = *self.g.node(n);
        let [c, a, b] = [node.operands()[0], node.operands()[1], node.operands()[2]];
        let Some(stand) = stand_ins(self.g, &[c], a) else {
            return Ok(None);
        };
        let a_fresh = substitute(self.g, a, &stand.to);
        if a_fresh == a {
            return Ok(None);
        }
        self.chain += 1;
        if self.chain > self.opts.max_iterations {
            return Err(self.limit(Limit::MaxIterations, self.opts.max_iterations, n, "select given valid"));
        }
        let s = self.simp(a_fresh).and_then(|s| {
            // A linear stand-in comes back as its sum inside products (`(a + b)*16`): simplified again, with the
            // variables' own ranges, it is a canonical sum once more.
            let a_back = substitute(self.g, s, &stand.back);
            if a_back == a {
                Ok(a)
            } else {
                self.simp(a_back)
            }
        });
        self.chain -= 1;
        let a_new = s?;
        if a_new == a || !divisors_kept(self.g, a_new, a) {
            return Ok(None);
        }
        let cand = self.g.mk(Op::Select, &[c, a_new, b], node.width);
        if !cheaper(self.g, cand, n) {
            return Ok(None);
        }
        self.report.rewrites += 1;
        *self.report.fired.entry("select given valid").or_default() += 1;
        Ok(Some(cand))
    }

    /// Tries the tables at `n`, whose operands are simplified.
    fn rewrite_at(&mut self, n: ExprId) -> Result<ExprId, SimplifyError> {
        let node = *self.g.node(n);
        if matches!(node.op, Op::Const(_) | Op::Var(_)) {
            return Ok(n);
        }
        let kind = match node.op {
            Op::Div(k) | Op::Rem(k) => Some(k),
            _ => None,
        };
        let floor_agrees = match kind {
            Some(k) => {
                let (x, y) = (node.operands()[0], node.operands()[1]);
                agrees_with_floor(k, self.g.range(x), self.g.range(y))
            }
            None => true,
        };
        if node.op == Op::Select {
            if let Some(s) = self.select_given_valid(n)? {
                // The new arm may let other rows fire on the select (`select(c, 0, 0)`); each rewrite is cheaper,
                // so this terminates.
                return self.simp(s);
            }
        }
        for (_, table) in TABLES {
            for rule in table.iter() {
                if !rule.root.matches(node.op) {
                    continue;
                }
                // Rules that reason in mathematical integers need the node itself not to wrap.
                let needs_exact = matches!(
                    rule.root,
                    Root::Div | Root::Rem | Root::DivOrRem | Root::Linear | Root::Mul
                );
                if needs_exact && !node.exact {
                    continue;
                }
                if rule.semantics == Semantics::Floor && !floor_agrees {
                    continue;
                }
                let mut cx = Cx::new(self.g, kind.unwrap_or(DivKind::Floor), node.width);
                let Some(cand) = (rule.apply)(&mut cx, n) else { continue };
                if !cx.is_valid() || cand == n || self.g.width(cand) != node.width {
                    continue;
                }
                self.chain += 1;
                if self.chain > self.opts.max_iterations {
                    return Err(self.limit(Limit::MaxIterations, self.opts.max_iterations, n, rule.name));
                }
                let s = self.simp(cand);
                self.chain -= 1;
                let s = s?;
                let keep = match rule.accept {
                    Accept::Cheaper => cheaper(self.g, s, n),
                    Accept::FewerOps => fewer_ops(self.g, s, n),
                    Accept::NotCostlier => not_costlier(self.g, s, n),
                };
                if keep && s != n {
                    self.report.rewrites += 1;
                    *self.report.fired.entry(rule.name).or_default() += 1;
                    if self.report.rewrites > self.opts.max_rewrites {
                        return Err(self.limit(Limit::MaxRewrites, self.opts.max_rewrites, n, rule.name));
                    }
                    return Ok(s);
                }
            }
        }
        Ok(n)
    }

    fn limit(&self, limit: Limit, value: usize, at: ExprId, rule: &'static str) -> SimplifyError {
        let expr = crate::print::to_string(self.g, at);
        SimplifyError::LimitReached {
            limit,
            value,
            at,
            expr,
            rule,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interval::Interval;
    use crate::parse::parse;
    use crate::print::to_string;

    fn graph(srcs: &[&str]) -> (Graph, Vec<ExprId>) {
        let mut g = Graph::new();
        let vars = [
            ("x", Interval::new(0, 1000)),
            ("r0", Interval::new(0, 6)),
            ("r1", Interval::new(0, 9)),
        ];
        let ids = srcs.iter().map(|s| parse(&mut g, s, &vars).expect("parses")).collect();
        (g, ids)
    }

    #[test]
    fn hitting_the_iteration_limit_is_an_error_that_says_where() {
        let (mut g, ids) = graph(&["(x%8 + (x//8)*8)//2"]);
        let opts = Options {
            max_iterations: 0,
            ..Options::default()
        };
        match simplify(&mut g, &ids, &opts) {
            Err(SimplifyError::LimitReached {
                limit: Limit::MaxIterations,
                value: 0,
                expr,
                rule,
                ..
            }) => {
                assert!(!expr.is_empty() && !rule.is_empty());
            }
            other => panic!("expected the iteration limit, got {other:?}"),
        }
        let opts = Options {
            max_rewrites: 0,
            ..Options::default()
        };
        assert!(matches!(
            simplify(&mut g, &ids, &opts),
            Err(SimplifyError::LimitReached {
                limit: Limit::MaxRewrites,
                ..
            })
        ));
    }

    #[test]
    fn deep_chains_simplify_bottom_up() {
        // Issue 15 item 5: the DAG is walked bottom-up, so depth is not
        // recursion; max_depth bounds only chains of nested rewrites.
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).expect("var");
        let mut e = x;
        for _ in 0..10_000 {
            e = g.add(e, x).expect("add");
        }
        let opts = Options {
            max_depth: 100,
            ..Options::default()
        };
        let out = simplify(&mut g, &[e], &opts).expect("simplifies");
        assert_eq!(to_string(&g, out[0]), "x*10001");
    }

    #[test]
    fn shared_subexpressions_are_not_unfolded() {
        // v_i = v_(i-1) + v_(i-1): a tree of 2^n leaves, a DAG of n nodes.
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).expect("var");
        let mut v = x;
        for _ in 0..10_000 {
            v = g.add(v, v).expect("add");
        }
        simplify(&mut g, &[v], &Options::default()).expect("simplifies");
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).expect("var");
        let mut v = x;
        for _ in 0..20 {
            v = g.add(v, v).expect("add");
        }
        let out = simplify(&mut g, &[v], &Options::default()).expect("simplifies");
        assert_eq!(to_string(&g, out[0]), "x*1048576");
    }

    #[test]
    fn wide_sums_finish() {
        let mut g = Graph::new();
        let terms: Vec<ExprId> = (0..10_000)
            .map(|i| g.var(&format!("a{i}"), Interval::new(0, 100), 64).expect("var"))
            .collect();
        let e = terms[1..].iter().fold(terms[0], |acc, &t| g.add(acc, t).expect("add"));
        let out = simplify(&mut g, &[e], &Options::default()).expect("simplifies");
        assert_eq!(g.dag_size(&out), g.dag_size(&[e]));
    }

    #[test]
    fn nested_rewrites_past_max_depth_are_errors() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).expect("var");
        let mut e = x;
        for _ in 0..50 {
            e = g.add(e, x).expect("add");
        }
        let opts = Options {
            max_depth: 1,
            ..Options::default()
        };
        assert!(matches!(
            simplify(&mut g, &[e], &opts),
            Err(SimplifyError::TooDeep { max_depth: 1, .. })
        ));
    }

    #[test]
    fn the_default_depth_limit_fits_a_default_thread_stack() {
        // Spawned threads get 2 MiB; a chain just under the limit must simplify without overflowing it.
        let handle = std::thread::spawn(|| {
            let mut g = Graph::new();
            let x = g.var("x", Interval::new(0, 9), 64).expect("var");
            let y = g.var("y", Interval::new(0, 9), 64).expect("var");
            let mut e = x;
            for i in 0..Options::default().max_depth - 2 {
                let c = g.constant(i as i64 % 7 + 1, 64).expect("constant");
                let t = g.div(crate::graph::DivKind::Floor, y, c).expect("div");
                e = g.add(e, t).expect("add");
            }
            simplify(&mut g, &[e], &Options::default()).map(|r| r.len())
        });
        assert_eq!(handle.join().expect("no stack overflow"), Ok(1));
    }

    #[test]
    fn unknown_roots_are_errors() {
        let (mut g, _) = graph(&["x"]);
        assert_eq!(
            simplify(&mut g, &[ExprId(77)], &Options::default()),
            Err(SimplifyError::UnknownRoot(ExprId(77)))
        );
    }

    #[test]
    fn shared_subexpressions_stay_shared() {
        let x = "(r0*10 + r1)";
        let a = format!("({x}//35)*35 + (({x}//7)%5)*7 + {x}%7");
        let b = format!("{x}//7");
        let c = format!("{x}%7");
        let (mut g, ids) = graph(&[&a, &b, &c]);
        let out = simplify(&mut g, &ids, &Options::default()).expect("simplifies");
        assert_eq!(to_string(&g, out[0]), "r0*10 + r1");
        // The other roots still divide the very node the first root became.
        assert_eq!(g.node(out[1]).operands()[0], out[0]);
        assert_eq!(g.node(out[2]).operands()[0], out[0]);
        assert!(g.dag_size(&out) <= g.dag_size(&ids));
    }

    #[test]
    fn output_is_never_larger_than_input() {
        // x % y -> x - 2*y trades the remainder for two cheap ops: kept.
        let mut g = Graph::new();
        let vars = [("x", Interval::new(10, 11)), ("y", Interval::new(4, 5))];
        let id = parse(&mut g, "x % y", &vars).expect("parses");
        let r = simplify_report(&mut g, &[id], &Options::default()).expect("simplifies");
        assert_eq!(to_string(&g, r.roots[0]), "x - y*2");
        // Rewriting the shared numerator of many uses into private copies would grow the DAG: the input is kept.
        let mut g = Graph::new();
        let vars = [
            ("a", Interval::new(0, 9)),
            ("b", Interval::new(0, 9)),
            ("c", Interval::new(0, 9)),
        ];
        let x = "(a*12 + b*6 + c)";
        let src = format!("{x}//6 + {x}*2 + {x}*3 + {x}*5");
        let id = parse(&mut g, &src, &vars).expect("parses");
        let r = simplify_report(&mut g, &[id], &Options::default()).expect("simplifies");
        assert!(g.dag_counts(&r.roots).weighted() <= g.dag_counts(&[id]).weighted());
    }

    #[test]
    fn a_gated_index_is_simplified_with_the_ranges_its_gate_implies() {
        let mut g = Graph::new();
        let vars = [("i", Interval::new(0, 9)), ("j", Interval::new(0, 3))];
        let src = "select((0 <= i - 2) & (i - 2 < 5), ((i - 2)%5)*4 + ((i - 2)//5)*7 + j, 0)";
        let id = parse(&mut g, src, &vars).expect("parses");
        let r = simplify_report(&mut g, &[id], &Options::default()).expect("simplifies");
        // Inside the gate i - 2 is in [0, 4]: the remainder is the value itself and the quotient is 0.
        assert_eq!(to_string(&g, r.roots[0]), "select((2 <= i) & (i < 7), i*4 + j - 8, 0)");
        assert_eq!(crate::check::check_equivalent(&g, &[id], &r.roots, 1000, 3), Ok(()));
        assert!(r.fired.contains_key("select given valid"), "{:?}", r.fired);
    }

    #[test]
    fn report_names_the_rules_that_fired() {
        let (mut g, ids) = graph(&["(x//4)//8 + x%1"]);
        let r = simplify_report(&mut g, &ids, &Options::default()).expect("simplifies");
        assert_eq!(to_string(&g, r.roots[0]), "x//32");
        assert!(r.fired.contains_key("nested division collapse"), "{:?}", r.fired);
    }
}
