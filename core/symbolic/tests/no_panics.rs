//! No panics on input: arbitrary text through the parser, and whatever parses through the simplifier, the printer
//! and the evaluator, yields values or error values.

use axe_symbolic::print::to_string;
use axe_symbolic::{check_equivalent, parse, simplify, Graph, Interval, Options};
use proptest::prelude::*;

/// Strings over the expression alphabet, so that many of them parse.
fn source() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("x"),
        Just("y"),
        Just("0"),
        Just("1"),
        Just("7"),
        Just("-3"),
        Just("9223372036854775807"),
        Just("+"),
        Just("-"),
        Just("*"),
        Just("//"),
        Just("%"),
        Just(" /t "),
        Just(" %t "),
        Just(" /u "),
        Just(" %u "),
        Just("("),
        Just(")"),
        Just("min("),
        Just("max("),
        Just("select("),
        Just(","),
        Just("<"),
        Just("=="),
        Just("<u"),
        Just("&"),
        Just("|"),
        Just("^"),
        Just("<<"),
        Just(">>"),
        Just(">>>"),
        Just("i8("),
        Just("u32("),
        Just(" "),
    ];
    prop::collection::vec(token, 0..24).prop_map(|t| t.concat())
}

/// Well-formed expressions over every op, so that the simplifier sees many of them.
fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("x".to_string()),
        Just("y".to_string()),
        (-20i64..40).prop_map(|v| format!("({v})"))
    ];
    leaf.prop_recursive(4, 40, 4, |inner| {
        let op = prop::sample::select(vec![
            "+", "-", "*", "//", "%", " /t ", " %t ", " /u ", " %u ", " & ", " | ", " ^ ",
        ]);
        prop_oneof![
            4 => (inner.clone(), inner.clone(), op).prop_map(|(a, b, op)| format!("({a}{op}{b})")),
            1 => (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("max({a}, {b})")),
            1 => (inner.clone(), inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(a, b, c, d)| format!("select({a} <u {b}, {c}, {d})")),
            1 => (inner.clone(), 0u32..5).prop_map(|(a, k)| format!("({a} << {k})")),
            1 => inner.clone().prop_map(|a| format!("u64(i32({a}))")),
        ]
    })
}

proptest! {
    // A fixed seed: the same cases on every run (failures reproduce without a regressions file).
    #![proptest_config(ProptestConfig {
        cases: 3000,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0xA7E5_0000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn well_formed_expressions_simplify_to_equal_values(src in expression(), lo in -50i64..50, len in 0i64..60) {
        let vars = [("x", Interval::new(lo, lo + len)), ("y", Interval::new(-lo.abs(), len))];
        let mut g = Graph::new();
        let id = parse(&mut g, &src, &vars);
        prop_assert!(id.is_ok(), "{} does not parse: {:?}", src, id);
        let id = id.unwrap_or(axe_symbolic::ExprId(0));
        let out = simplify(&mut g, &[id], &Options::default());
        prop_assert!(out.is_ok(), "{}: {:?}", src, out);
        let out = out.unwrap_or_default();
        let ok = check_equivalent(&g, &[id], &out, 64, 1);
        prop_assert!(ok.is_ok(), "{} -> {}: {:?}", src, to_string(&g, out[0]), ok);
    }

    #[test]
    fn arbitrary_text_never_panics(src in source(), lo in -50i64..50, len in 0i64..100) {
        let vars = [("x", Interval::new(lo, lo + len)), ("y", Interval::new(-lo.abs(), len))];
        let mut g = Graph::new();
        if let Ok(id) = parse(&mut g, &src, &vars) {
            let printed = to_string(&g, id);
            let reparsed = parse(&mut g, &printed, &vars);
            prop_assert_eq!(reparsed.ok(), Some(id), "{} printed as {}", src, printed);
            if let Ok(out) = simplify(&mut g, &[id], &Options::default()) {
                let ok = check_equivalent(&g, &[id], &out, 64, 1);
                prop_assert!(ok.is_ok(), "{} -> {}: {:?}", src, to_string(&g, out[0]), ok);
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        let src = String::from_utf8_lossy(&bytes);
        let mut g = Graph::new();
        let _ = parse(&mut g, &src, &[("x", Interval::new(0, 9))]);
    }
}
