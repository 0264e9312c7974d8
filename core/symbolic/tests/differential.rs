//! Differential test of the simplifier against the evaluator (the oracle): a fixed-seed stream of generated
//! expressions (tensor-indexing views of shapes up to rank 5, reshape round trips, random arithmetic, the spec's
//! examples) in floor, truncating and unsigned semantics, each evaluated before and after simplification on every
//! point of small domains, or on corners plus random points within the bounds of larger ones (`check.rs`).
//!
//! `AXE_DIFF_CASES` sets the number of expressions (default: 1,000,000 in release builds, 20,000 in debug).
//! Also checked: every node's range lies within its width, output DAGs never have more divisions/remainders nor a
//! larger weighted size (`OpCounts::weighted`) than the input, and every reshape round trip collapses to an index
//! with no division or remainder. `more_alu` counts outputs that traded a division for more cheap ops.

use axe_symbolic::corpus::{case, CaseKind, Rng};
use axe_symbolic::print::to_string;
use axe_symbolic::{check_equivalent, simplify, Graph, Options};

const SEED: u64 = 0xA7E5_1D0C_2026_0001;
/// Every point of domains up to this size; else both corners and random points up to this count.
const POINTS: u64 = 16;

#[derive(Default, Debug)]
struct Tally {
    cases: u64,
    divmod_before: u64,
    divmod_after: u64,
    round_trips: u64,
    more_alu: u64,
}

fn run(first: u64, count: u64) -> Tally {
    let mut g = Graph::new();
    let mut t = Tally::default();
    let opts = Options::default();
    for i in first..first + count {
        g.clear();
        let mut rng = Rng::new(SEED ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (before, kind) = case(&mut g, &mut rng, i);
        let after = match simplify(&mut g, &[before], &opts) {
            Ok(r) => r[0],
            Err(e) => panic!("case {i}: {}: {e}", to_string(&g, before)),
        };
        // The arena only grows, so `before` is still there to print on failure.
        let text = || to_string(&g, before);
        for id in (0..g.len() as u32).map(axe_symbolic::ExprId) {
            let n = g.node(id);
            let full = axe_symbolic::graph::full_range(n.width);
            assert!(
                full.lo <= n.range.lo && n.range.hi <= full.hi,
                "case {i}: {} has range {} beyond {} bits",
                to_string(&g, id),
                n.range,
                n.width
            );
        }
        let (cb, ca) = (g.dag_counts(&[before]), g.dag_counts(&[after]));
        assert!(
            ca.weighted() <= cb.weighted(),
            "case {i}: larger: {} -> {}",
            text(),
            to_string(&g, after)
        );
        t.more_alu += (ca.alu > cb.alu) as u64;
        assert!(
            ca.divmod <= cb.divmod,
            "case {i}: more div/mod: {} -> {}",
            text(),
            to_string(&g, after)
        );
        if let CaseKind::RoundTrip(_) = kind {
            t.round_trips += 1;
            assert_eq!(
                ca.divmod,
                0,
                "case {i}: reshape round trip not collapsed: {} -> {}",
                text(),
                to_string(&g, after)
            );
        }
        t.divmod_before += cb.divmod as u64;
        t.divmod_after += ca.divmod as u64;

        let seed = rng.next_u64();
        if let Err(c) = check_equivalent(&g, &[before], &[after], POINTS, seed) {
            panic!(
                "case {i} ({kind:?}): {} -> {} differs at {:?}: {} vs {:?}",
                text(),
                to_string(&g, after),
                c.env,
                c.before,
                c.after
            );
        }
        t.cases += 1;
    }
    t
}

#[test]
fn simplification_preserves_values() {
    let default = if cfg!(debug_assertions) { 20_000 } else { 1_000_000 };
    let cases: u64 = std::env::var("AXE_DIFF_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(4) as u64;
    let per = cases.div_ceil(threads);
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let first = k * per;
                let count = per.min(cases.saturating_sub(first));
                s.spawn(move || run(first, count))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker panicked"))
            .collect()
    });
    let mut total = Tally::default();
    for t in tallies {
        total.cases += t.cases;
        total.divmod_before += t.divmod_before;
        total.divmod_after += t.divmod_after;
        total.round_trips += t.round_trips;
        total.more_alu += t.more_alu;
    }
    println!("{total:?}");
    assert_eq!(total.cases, cases);
    assert!(total.round_trips > 0);
    assert!(total.divmod_after < total.divmod_before);
}

/// The div-mod identities with negative constant and variable divisors (issue 15 item 9), in floor and truncating
/// spelling, including forms that must not rewrite (a negative outer divisor in floor `#2`): random numerators and
/// divisors (a variable divisor's range may include zero, where the input is undefined), evaluated before and after.
/// Simplifies `src` (variables bounded by `bounds`), checks that the div/mod count does not
/// grow and that values agree on random points (seeded by `seed`); returns the div/mod counts
/// before and after.
fn check_case(i: u64, src: &str, bounds: &[(&str, axe_symbolic::Interval)], opts: &Options, seed: u64) -> (u64, u64) {
    let mut g = Graph::new();
    let before = axe_symbolic::parse(&mut g, src, bounds).unwrap_or_else(|e| panic!("case {i}: parse {src}: {e}"));
    let after = simplify(&mut g, &[before], opts).unwrap_or_else(|e| panic!("case {i}: {src}: {e}"))[0];
    let (cb, ca) = (g.dag_counts(&[before]), g.dag_counts(&[after]));
    assert!(
        ca.divmod <= cb.divmod,
        "case {i}: more div/mod: {src} -> {}",
        to_string(&g, after)
    );
    if let Err(c) = check_equivalent(&g, &[before], &[after], 64, seed) {
        panic!(
            "case {i}: {src} -> {} differs at {:?}: {} vs {:?}",
            to_string(&g, after),
            c.env,
            c.before,
            c.after
        );
    }
    (cb.divmod as u64, ca.divmod as u64)
}

#[test]
fn identities_with_negative_and_variable_divisors_preserve_values() {
    use axe_symbolic::Interval;
    let cases: u64 = if cfg!(debug_assertions) { 5_000 } else { 100_000 };
    let opts = Options::default();
    let (mut before_total, mut after_total) = (0u64, 0u64);
    for i in 0..cases {
        let mut rng = Rng::new(SEED ^ 0x15_09 ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (div, rem) = if rng.chance(1, 3) {
            (" /t ", " %t ")
        } else {
            (" // ", " % ")
        };
        let x = format!(
            "r0*{} + r1*{} + {}",
            rng.range(-6, 12),
            rng.range(-4, 16),
            rng.range(-20, 40)
        );
        let konst = |rng: &mut Rng| {
            let v = rng.pick(&[-16, -8, -6, -4, -3, -2, 2, 3, 4, 5, 8]);
            format!("({v})")
        };
        let (n, a, c) = (
            if rng.chance(1, 2) {
                "d".to_string()
            } else {
                konst(&mut rng)
            },
            konst(&mut rng),
            konst(&mut rng),
        );
        let k = rng.range(-3, 4);
        let src = match rng.below(7) {
            0 => format!("({x}){rem}{n} + (({x}){div}{n})*{n}"),
            1 => format!("r1 + (({x}){rem}{n})*{k} + (({x}){div}{n})*{n}*{k}"),
            2 => format!("((({x}){div}{a}){rem}{c}) + (({x}){div}({a}*{c}))*{c}"),
            3 => format!("((({x}){div}{a}){rem}{n}) + ((({x}){div}{a}){div}{n})*{n}"),
            4 => format!("(({x}){rem}{n}){rem}{n}"),
            5 => format!("(({x}){rem}{n})*{k} + (({x}){div}{n})*({n}*{k})"),
            _ => format!("(({x}){div}{a}){rem}{c} + ((({x}){div}{a}){div}{c})*{c} + r0"),
        };
        let d_lo = rng.range(-9, 3);
        let bounds = [
            ("r0", Interval::new(-8, 15)),
            ("r1", Interval::new(0, 7)),
            ("d", Interval::new(d_lo, d_lo + rng.range(0, 9))),
        ];
        let (b, a) = check_case(i, &src, &bounds, &opts, rng.next_u64());
        before_total += b;
        after_total += a;
    }
    println!("div+mod: {before_total} -> {after_total}");
    assert!(
        after_total < before_total / 2,
        "the identities fire: {before_total} -> {after_total}"
    );
}

/// The rows of issue 15 item 9's leftovers: a nested division around an addend (`(x//b + y)//c`), rule 8's `%` form
/// (`x % c` with a term factor dividing `c`) and the large-offset `%` reduction, in floor, truncating and unsigned
/// spelling (each row is written in floor semantics; the engine must apply it to the other kinds only where they
/// agree), with divisors of either sign: random instances evaluated before and after.
#[test]
fn nested_divisions_and_remainder_forms_preserve_values() {
    use axe_symbolic::Interval;
    let cases: u64 = if cfg!(debug_assertions) { 5_000 } else { 100_000 };
    let opts = Options::default();
    let (mut before_total, mut after_total) = (0u64, 0u64);
    for i in 0..cases {
        let mut rng = Rng::new(SEED ^ 0x15_0A ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (div, rem) = match rng.below(4) {
            0 => (" /t ", " %t "),
            1 => (" /u ", " %u "),
            _ => (" // ", " % "),
        };
        let x = format!(
            "r0*{} + r1*{} + {}",
            rng.pick(&[-6, -4, -3, 2, 3, 4, 6, 8, 12]),
            rng.pick(&[-2, 1, 2, 4, 6, 10]),
            rng.range(-20, 80)
        );
        let konst = |rng: &mut Rng| {
            format!(
                "({})",
                rng.pick(&[-16, -8, -6, -4, -3, -2, 2, 3, 4, 5, 6, 8, 12, 16, 24])
            )
        };
        let (b, c) = (konst(&mut rng), konst(&mut rng));
        let (k, big) = (rng.range(-3, 4), rng.range(-90, 90));
        let src = match rng.below(4) {
            0 => format!("(({x}){div}{b} + r1*{k} + {big}){div}{c}"),
            1 => format!("(({x}){div}{b} - r0){div}{c} + (({x}){div}{b} - r0){rem}{c}"),
            2 => format!("({x}){rem}{c}"),
            _ => format!("({x} + {big}){rem}{c} + ({x} + {big}){div}{c}"),
        };
        let bounds = [("r0", Interval::new(rng.range(-8, 1), 15)), ("r1", Interval::new(0, 7))];
        let (b, a) = check_case(i, &src, &bounds, &opts, rng.next_u64());
        before_total += b;
        after_total += a;
    }
    println!("div+mod: {before_total} -> {after_total}");
    assert!(
        after_total < before_total,
        "the rows fire: {before_total} -> {after_total}"
    );
}

/// The last lines of the tinygrad-style corpus (`bench/index/tinygrad_style_corpus.py`, issue 15 item 9) where axe
/// kept more divisions and remainders than tinygrad 0.14's `simplify()`; the third column is tinygrad's DAG count.
/// They need a remainder's congruence (`(r*8 + 3)%12` is never 0), constants lifted out of products
/// (`q*(d*(-2))`), a division of a remainder by a negative divisor, and a digit pair whose quotient another rule
/// divided by a gcd.
#[test]
fn tinygrad_style_leftovers_need_no_more_divmod_than_tinygrad() {
    use axe_symbolic::Interval;
    #[rustfmt::skip]
    let lines: &[(&str, &[(&str, i64, i64)], u64)] = &[
        ("((r3*12 + r4*8 + 3)%12)//(-16)", &[("r3", 0, 7), ("r4", 0, 127)], 2),
        ("((r0*32 + 16)//8)%(-16) + ((r0*32 + 16)//(8*(-16)))*(-16)", &[("r0", -1, 14)], 0),
        ("(((r2*2 + r3*4 + 7)%8)//2)%(-8) + (((r2*2 + r3*4 + 7)%8)//(2*(-8)))*(-8)", &[("r2", 0, 2), ("r3", 0, 127)], 2),
        ("(((r2*2 + r3*14 + 5)%16)//32)%(-16) + (((r2*2 + r3*14 + 5)%16)//(32*(-16)))*(-16)", &[("r2", 0, 255), ("r3", 0, 127)], 0),
        ("(((r1*10 + r2*14 + 3)%16)//d4)%32 + (((r1*10 + r2*14 + 3)%16)//(d4*32))*32", &[("r1", 0, 63), ("r2", 0, 63), ("d4", -9, -2)], 2),
        ("(((r0*2 + r1*2 + r2*(-1) + 100)%d3)*4 + ((r0*2 + r1*2 + r2*(-1) + 100)//d3)*(d3*4))%4", &[("r0", 0, 7), ("r1", 0, 63), ("r2", 0, 15), ("d3", 1, 16)], 0),
        ("((r3*20 + r4*8 + 5)%12%((-4)*4))//(-4)", &[("r3", 0, 127), ("r4", 0, 5)], 2),
        ("((r1*6 + r2*4 + 1)%36%((-16)*4))//(-16)", &[("r1", 0, 255), ("r2", 0, 31)], 2),
        ("(((r0*12 + r1*2 + 70)%d2)*(-2) + ((r0*12 + r1*2 + 70)//d2)*(d2*(-2)))//(-2)", &[("r0", 0, 5), ("r1", -4, 27), ("d2", 1, 8)], 2),
        ("((((r0*6 + (-20))%32)*(-2) + ((r0*6 + (-20))//32)*(32*(-2)))%((-2)*4))//(-2)", &[("r0", 0, 2)], 1),
        ("((((r0*32)%d1)*2 + ((r0*32)//d1)*(d1*2))//2)%2 + ((((r0*32)%d1)*2 + ((r0*32)//d1)*(d1*2))//4)*2", &[("r0", -4, -1), ("d1", 2, 17)], 2),
    ];
    let opts = Options::default();
    for (i, &(src, vars, tinygrad)) in lines.iter().enumerate() {
        let bounds: Vec<(&str, Interval)> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
        let (_, after) = check_case(i as u64, src, &bounds, &opts, 0x15_0B ^ i as u64);
        assert!(after <= tinygrad, "{src}: {after} div/mod, tinygrad {tinygrad}");
    }
}

/// Node facts are sound: at random points within the variables' bounds, every node of generated expressions
/// (before and after simplification) evaluates inside its range and in its congruence class (`congruence.rs`).
#[test]
fn node_ranges_and_congruences_contain_every_value() {
    let cases: u64 = if cfg!(debug_assertions) { 3_000 } else { 50_000 };
    let mut g = Graph::new();
    let mut ev = axe_symbolic::Evaluator::new();
    let opts = Options::default();
    for i in 0..cases {
        g.clear();
        let mut rng = Rng::new(SEED ^ 0xC0_4E ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (before, _) = case(&mut g, &mut rng, i);
        let after = simplify(&mut g, &[before], &opts).unwrap_or_else(|e| panic!("case {i}: {e}"))[0];
        let nodes = g.topo(&[before, after]);
        for _ in 0..8 {
            let env: Vec<i64> = g
                .vars()
                .iter()
                .map(|d| {
                    (d.range.lo as i128 + rng.below(d.range.hi.abs_diff(d.range.lo).saturating_add(1)) as i128) as i64
                })
                .collect();
            for &id in &nodes {
                let Some(v) = ev.eval(&g, id, &env) else { continue };
                let n = g.node(id);
                let (m, r) = (n.congruence.modulus as i128, n.congruence.residue as i128);
                let in_class = if m == 0 {
                    v as i128 == r
                } else {
                    (v as i128 - r).rem_euclid(m) == 0
                };
                assert!(
                    n.range.contains(v) && in_class,
                    "case {i}: {} = {v} outside {} or {:?}",
                    to_string(&g, id),
                    n.range,
                    n.congruence
                );
            }
        }
    }
}

/// Index expressions from tinygrad 0.14's own symbolic test files (issue 39 item 8), with tinygrad's div+mod count
/// after its strongest symbolic rewrite (`graph_rewrite(x, sym)`), extracted by bench/index/tinygrad_tests_corpus.py.
/// Each is simplified, checked against the evaluator (every point of small domains, else corners and random
/// points), and must keep no more divisions and remainders than tinygrad did.
#[test]
fn tinygrad_test_suite_expressions_need_no_more_divmod_than_tinygrad() {
    const CORPUS: &str = include_str!("../../../bench/index/tinygrad_tests_corpus.tsv");
    let opts = Options::default();
    let (mut lines, mut worse, mut equal, mut better) = (0u64, Vec::new(), 0u64, 0u64);
    for (k, row) in CORPUS
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = row.splitn(4, '\t').collect();
        assert_eq!(cols.len(), 4, "line {}: four tab-separated columns", k + 1);
        let tinygrad: u64 = cols[0]
            .parse()
            .unwrap_or_else(|_| panic!("line {}: tinygrad count {}", k + 1, cols[0]));
        let (src, vars) = cols[3].split_once(" ; ").unwrap_or((cols[3], ""));
        let mut bounds: Vec<(&str, axe_symbolic::Interval)> = Vec::new();
        for decl in vars.split("],").map(str::trim).filter(|d| !d.is_empty()) {
            let (name, range) = decl
                .split_once(" in [")
                .unwrap_or_else(|| panic!("line {}: bounds {decl}", k + 1));
            let (lo, hi) = range
                .trim_end_matches(']')
                .split_once(',')
                .unwrap_or_else(|| panic!("line {}: bounds {decl}", k + 1));
            let (lo, hi) = (lo.trim().parse().unwrap(), hi.trim().parse().unwrap());
            bounds.push((name, axe_symbolic::Interval::new(lo, hi)));
        }
        let mut g = Graph::new();
        let before =
            axe_symbolic::parse(&mut g, src, &bounds).unwrap_or_else(|e| panic!("line {}: parse {src}: {e}", k + 1));
        let after = simplify(&mut g, &[before], &opts).unwrap_or_else(|e| panic!("line {}: {src}: {e}", k + 1))[0];
        if let Err(c) = check_equivalent(&g, &[before], &[after], 4096, SEED ^ k as u64) {
            panic!(
                "line {} ({}): {src} -> {} differs at {:?}: {} vs {:?}",
                k + 1,
                cols[2],
                to_string(&g, after),
                c.env,
                c.before,
                c.after
            );
        }
        let axe = g.dag_counts(&[after]).divmod as u64;
        lines += 1;
        match axe.cmp(&tinygrad) {
            std::cmp::Ordering::Greater => worse.push(format!(
                "line {} ({}): {src} -> {} ({axe} div/mod, tinygrad {tinygrad})",
                k + 1,
                cols[2],
                to_string(&g, after)
            )),
            std::cmp::Ordering::Equal => equal += 1,
            std::cmp::Ordering::Less => better += 1,
        }
    }
    println!(
        "tinygrad test corpus: {lines} expressions; worse {}, equal {equal}, better {better}",
        worse.len()
    );
    assert!(lines > 1000, "the corpus is there: {lines} lines");
    assert!(
        worse.is_empty(),
        "{} expressions keep more div/mod than tinygrad:\n{}",
        worse.len(),
        worse.join("\n")
    );
}
