//! Every row's `pattern` string is checked against its code (issue 41): the pattern is parsed, with its
//! metavariables bound by [`INSTANCES`] to values that satisfy the row's guard, and the row must fire on it. So a
//! row whose code changes what it matches, or whose pattern is edited into something else, fails here, and a row
//! added without an instance does too.
//!
//! A pattern lists alternatives separated by top-level commas; an alternative containing `...` is informal prose
//! and skipped, and every other one must parse and fire. Metavariables are identifiers, replaced as whole tokens
//! (`op` may stand for an operator, `true`/`false` for a width-1 constant); identifiers left after the replacement
//! are variables, bounded by the instance (default [0, 20]), declared in the order the instance lists them.

#![cfg(test)]

use crate::engine::{simplify, simplify_report, Options};
use crate::graph::{ExprId, Graph, Op};
use crate::interval::Interval;
use crate::parse::parse;
use crate::print::to_string;
use crate::rules::{SUM_TABLES, TABLES};

/// One instance per row: (row name, metavariable bindings, variable bounds).
type Instance = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [(&'static str, i64, i64)],
);

const TRUE: (&str, &str) = ("true", "(0 == 0)");
const FALSE: (&str, &str) = ("false", "(0 != 0)");

#[rustfmt::skip]
const INSTANCES: &[Instance] = &[
    // algebraic
    ("constant folding",        &[("op", "+"), ("c1", "3"), ("c2", "4")], &[]),
    ("range is a point",        &[("x", "(a // 20)")], &[("a", 0, 19)]),
    ("linear combine",          &[("c1", "2"), ("c2", "3"), ("k", "1")], &[]),
    ("constant factor lifting", &[("k1", "2"), ("k2", "3")], &[]),
    ("division by one",         &[], &[]),
    ("division by itself",      &[], &[("x", 1, 9)]),
    ("min/max by range",        &[], &[("a", 0, 3), ("b", 5, 9)]),
    ("compare with itself",     &[], &[]),
    ("select by condition",     &[("c", "(x < 100)")], &[("x", 0, 9)]),
    ("bitwise identity",        &[("m", "7")], &[("x", 0, 7)]),
    ("shift by zero",           &[], &[]),
    ("cast to same width",      &[], &[]),
    // canonical order: b is declared first, so a*b swaps
    ("commutative operand order", &[("op", "*")], &[("b", 0, 9), ("a", 0, 9)]),
    // compare
    ("negated comparison",      &[TRUE, FALSE], &[]),
    ("compare bound",           &[("c", "2"), ("k", "1"), ("K", "7"), ("d", "4"), ("W", "2")], &[]),
    // conjunction
    ("clause given the others", &[("c1", "(g < 3)"), ("c2", "((g + 11)%14 < 11)")], &[("g", 0, 12)]),
    // range_divmod
    ("x % n -> x",              &[("n", "8")], &[("x", 0, 5)]),
    ("(a*m + b) % n",           &[("m", "8"), ("n", "4")], &[]),
    ("(a*m + b) / n",           &[("m", "8"), ("n", "4")], &[]),
    ("bucket constant",         &[("n", "4")], &[("x", 8, 11)]),
    ("small constant drop",     &[("x", "(a*4)"), ("c", "1"), ("d", "4")], &[]),
    ("large offset split",      &[("c", "9"), ("d", "4")], &[]),
    ("large offset reduce",     &[("c", "9"), ("d", "4")], &[]),
    ("x // n -> 0",             &[("n", "8")], &[("x", 0, 5)]),
    ("small remainder drop",    &[("g", "4"), ("c", "2")], &[("r", 0, 3)]),
    ("small remainder split",   &[("g", "4"), ("c", "2")], &[("r", 0, 3)]),
    // fold_divmod_general
    ("cancel_divmod",           &[], &[("x", 10, 11), ("y", 4, 5)]),
    ("remove_nested_mod",       &[("m", "4"), ("c", "2")], &[("a", 0, 7), ("b", 0, 1)]),
    ("fold_binary_numerator",   &[("f", "3"), ("k", "2"), ("op", "%"), ("c", "5")], &[("v", 0, 1)]),
    ("fold_divmod_congruence",  &[("f1", "8"), ("f2", "1"), ("k", "0"), ("op", "%"), ("c", "7")], &[("v1", 0, 3), ("v2", 0, 2)]),
    ("gcd_with_remainder",      &[("g", "4"), ("k", "1"), ("op", "//"), ("c", "8")], &[]),
    ("divide_by_gcd",           &[("g", "4"), ("op", "//")], &[("a", 0, 20), ("b", 1, 5)]),
    ("factor_remainder",        &[("op", "//")], &[("y", 1, 5), ("q", 0, 9), ("r", 0, 9)]),
    ("nest_div_by_smallest_factor", &[("x", "(6*a + 4*b)"), ("c", "12")], &[("a", 0, 100), ("b", 0, 100)]),
    ("nest_mod_by_smallest_factor", &[("x", "(6*a + 4*b + 3)"), ("c", "12")], &[("a", 0, 100), ("b", 0, 100)]),
    // advanced_division
    ("nested division collapse",    &[("b", "3"), ("c", "4")], &[]),
    ("nested division with addend", &[("b", "3"), ("c", "4")], &[]),
    ("exact division",              &[], &[("y", 1, 5)]),
    ("exact division by a product", &[], &[("y1", 1, 5), ("y2", 1, 5)]),
    ("split sum div",               &[("a", "(a*4)"), ("b", "(b*8)"), ("c", "4")], &[]),
    ("coefficient reduction",       &[("f", "8"), ("c", "7")], &[]),
    ("constant distribution",       &[("c", "3")], &[]),
    ("division of remainder",       &[("n", "35"), ("a", "7")], &[("x", -99, 99)]),
    // divmod_identity (node rows)
    ("nested division",                 &[("c1", "3"), ("c2", "1"), ("c3", "4")], &[]),
    ("core identity, variable divisor", &[("c", "2")], &[("y", 1, 5)]),
    ("remainder of a remainder",        &[], &[("y", 1, 5)]),
    // sum rows (divmod_identity, mixed_radix)
    ("merged quotient",         &[("a", "3"), ("c", "1"), ("m", "4")], &[("x", 0, 199)]),
    ("core identity",           &[("n", "8")], &[]),
    ("composed divisor",        &[("a", "4"), ("c", "3"), ("b", "12")], &[("x", 0, 999)]),
    ("scaled",                  &[("c1", "5"), ("c2", "2"), ("c3", "10")], &[("x", 0, 999)]),
    ("three-term",              &[("n", "6")], &[]),
    ("digit merge",             &[("a", "2"), ("m", "3"), ("k", "4")], &[("x", 0, 999)]),
    ("partial recombination",   &[("c1", "(-1)"), ("c2", "1"), ("n", "8")], &[("x", 0, 15)]),
];

/// The alternatives of a pattern: split at commas outside parentheses.
fn alternatives(pattern: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, ch) in pattern.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(pattern[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(pattern[start..].trim());
    out
}

/// `text` with every identifier token bound in `subs` replaced.
fn substitute(text: &str, subs: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, ch)) = chars.next() {
        if ch.is_ascii_alphabetic() || ch == '_' {
            let mut end = i + 1;
            while let Some(&(j, c)) = chars.peek() {
                if c.is_ascii_alphanumeric() || c == '_' {
                    end = j + 1;
                    chars.next();
                } else {
                    break;
                }
            }
            let word = &text[i..end];
            out.push_str(subs.iter().find(|(m, _)| *m == word).map_or(word, |(_, v)| v));
        } else {
            out.push(ch);
        }
    }
    out
}

/// Variables of `text` (identifiers other than the grammar's words), with the instance's bounds.
fn bounds_for(text: &str, declared: &[(&'static str, i64, i64)]) -> Vec<(String, Interval)> {
    let mut names: Vec<String> = declared.iter().map(|&(n, _, _)| n.to_string()).collect();
    let mut word = String::new();
    for ch in text.chars().chain(std::iter::once(' ')) {
        if ch.is_ascii_alphanumeric() || ch == '_' {
            word.push(ch);
            continue;
        }
        let is_cast = word.len() > 1
            && (word.starts_with('i') || word.starts_with('u'))
            && word[1..].bytes().all(|b| b.is_ascii_digit());
        let keyword = matches!(word.as_str(), "min" | "max" | "select") || is_cast;
        if !word.is_empty() && !word.as_bytes()[0].is_ascii_digit() && !keyword && !names.contains(&word) {
            names.push(word.clone());
        }
        word.clear();
    }
    names
        .into_iter()
        .map(|n| {
            let r = declared
                .iter()
                .find(|d| d.0 == n)
                .map_or(Interval::new(0, 20), |&(_, lo, hi)| Interval::new(lo, hi));
            (n, r)
        })
        .collect()
}

fn build(text: &str, declared: &[(&'static str, i64, i64)]) -> (Graph, ExprId) {
    let owned = bounds_for(text, declared);
    let bounds: Vec<(&str, Interval)> = owned.iter().map(|(n, r)| (n.as_str(), *r)).collect();
    let mut g = Graph::new();
    let id = parse(&mut g, text, &bounds).unwrap_or_else(|e| panic!("pattern instance `{text}` does not parse: {e}"));
    (g, id)
}

/// A node row fires on `text`'s root as parsed, or else on the root over simplified operands (a width-1 constant
/// is spelled `(0 == 0)`, a product of constants `4*2`, which the row expects folded).
fn node_row_fires(name: &str, text: &str, declared: &[(&'static str, i64, i64)]) -> bool {
    let (mut g, id) = build(text, declared);
    if crate::rules::test_support::apply_row(name, &mut g, id).is_some() {
        return true;
    }
    let n = *g.node(id);
    let mut args = [ExprId(0); 3];
    for (i, &a) in n.operands().iter().enumerate() {
        args[i] = simplify(&mut g, &[a], &Options::default()).expect("simplifies")[0];
    }
    let rebuilt = g.mk(n.op, &args[..n.op.arity()], n.width);
    matches!(n.op, Op::Const(_) | Op::Var(_)) || crate::rules::test_support::apply_row(name, &mut g, rebuilt).is_some()
}

/// A sum row fires somewhere in the engine's simplification of `text`.
fn sum_row_fires(name: &str, text: &str, declared: &[(&'static str, i64, i64)]) -> bool {
    let (mut g, id) = build(text, declared);
    let r = simplify_report(&mut g, &[id], &Options::default()).expect("simplifies");
    crate::rules::test_support::assert_equivalent(&g, id, r.roots[0]);
    r.fired.contains_key(name)
}

#[test]
fn every_row_fires_on_its_own_pattern() {
    let node_rows = TABLES
        .iter()
        .flat_map(|(_, t)| t.iter())
        .map(|r| (r.name, r.pattern, false));
    let sum_rows = SUM_TABLES
        .iter()
        .flat_map(|(_, t)| t.iter())
        .map(|r| (r.name, r.pattern, true));
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, pattern, is_sum) in node_rows.chain(sum_rows) {
        let Some(&(_, subs, declared)) = INSTANCES.iter().find(|i| i.0 == name) else {
            failures.push(format!("{name}: no instance in rules/patterns.rs"));
            continue;
        };
        let formal: Vec<&str> = alternatives(pattern)
            .into_iter()
            .filter(|a| !a.contains("..."))
            .collect();
        if formal.is_empty() {
            failures.push(format!("{name}: pattern `{pattern}` has no formal alternative"));
        }
        for alt in formal {
            let text = substitute(alt, subs);
            let fired = if is_sum {
                sum_row_fires(name, &text, declared)
            } else {
                node_row_fires(name, &text, declared)
            };
            checked += 1;
            if !fired {
                let (g, id) = build(&text, declared);
                failures.push(format!("{name}: does not fire on `{alt}` as `{}`", to_string(&g, id)));
            }
        }
    }
    for (name, _, _) in INSTANCES {
        let known = TABLES.iter().flat_map(|(_, t)| t.iter()).any(|r| r.name == *name)
            || SUM_TABLES.iter().flat_map(|(_, t)| t.iter()).any(|r| r.name == *name);
        if !known {
            failures.push(format!("{name}: an instance for no row"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the rule tables' patterns do not match their rows:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= INSTANCES.len(), "{checked} alternatives checked");
}

#[test]
fn alternatives_split_at_top_level_commas_and_tokens_substitute_whole() {
    assert_eq!(alternatives("x // 1, x % 1"), vec!["x // 1", "x % 1"]);
    assert_eq!(alternatives("min(a, b)"), vec!["min(a, b)"]);
    assert_eq!(
        substitute("c1*t + c*t + c1c", &[("c", "2"), ("c1", "3")]),
        "3*t + 2*t + c1c"
    );
    assert_eq!(substitute("(a < b) != true", &[TRUE]), "(a < b) != (0 == 0)");
}
