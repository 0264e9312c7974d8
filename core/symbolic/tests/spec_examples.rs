//! The worked example of spec 000 and the two examples of issue 3, asserting the exact simplified form.

use axe_symbolic::print::to_string;
use axe_symbolic::{parse, simplify, Evaluator, Graph, Interval, Options};

fn simplified(src: &str, vars: &[(&str, i64, i64)]) -> String {
    let bounds: Vec<(&str, Interval)> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
    let mut g = Graph::new();
    let id = parse(&mut g, src, &bounds).expect("parses");
    let out = simplify(&mut g, &[id], &Options::default()).expect("simplifies")[0];
    // Exhaustive check over the (small) domains.
    let ranges: Vec<Interval> = g.vars().iter().map(|v| v.range).collect();
    let total: u64 = ranges.iter().map(|r| r.width()).product();
    let mut ev = Evaluator::new();
    let mut env = vec![0; ranges.len()];
    for mut i in 0..total {
        for (slot, r) in env.iter_mut().zip(&ranges) {
            *slot = r.lo + (i % r.width()) as i64;
            i /= r.width();
        }
        assert_eq!(ev.eval(&g, id, &env), ev.eval(&g, out, &env), "{src} at {env:?}");
    }
    to_string(&g, out)
}

#[test]
fn spec_worked_example_flat_index() {
    // tensor[i, j] with shape [4, 8] over a flat range R0 in [0, 32).
    assert_eq!(simplified("(R0//8)*8 + R0%8", &[("R0", 0, 31)]), "R0");
}

#[test]
fn spec_worked_example_after_one_split() {
    // After UPCAST by 4 the spec leaves row = (R1*4 + R2)//8 as it is; with R2 < 4 it is R1//2 (gcd_with_remainder
    // then the small-constant drop).
    assert_eq!(simplified("(R1*4 + R2)//8", &[("R1", 0, 7), ("R2", 0, 3)]), "R1//2");
}

#[test]
fn spec_worked_example_tiled_index() {
    let vars = &[("R3", 0, 3), ("R4", 0, 1), ("R2", 0, 3)];
    let idx = "(R3*8 + R4*4 + R2)";
    assert_eq!(simplified(&format!("{idx}//8"), vars), "R3");
    assert_eq!(simplified(&format!("{idx}%8"), vars), "R4*4 + R2");
    assert_eq!(simplified(&format!("({idx}//8)*8 + {idx}%8"), vars), "R3*8 + R4*4 + R2");
}

#[test]
fn issue_3_reshape_round_trip_of_a_split_range() {
    let vars = &[("r0", 0, 6), ("r1", 0, 9)];
    let x = "(r0*10 + r1)";
    let src = format!("({x}//35)*35 + (({x}//7)%5)*7 + {x}%7");
    assert_eq!(simplified(&src, vars), "r0*10 + r1");
}

#[test]
fn issue_3_gcd_of_a_division() {
    assert_eq!(
        simplified("(6*a + 4*b)//12", &[("a", 0, 20), ("b", 0, 20)]),
        "(a*3 + b*2)//6"
    );
}

#[test]
fn four_digit_unflatten_relinearize_in_any_order() {
    // x unflattened into shape (3, 4, 5, 6), relinearized with the matching strides, terms shuffled.
    let x = "(a*60 + b)";
    let src = format!("({x}%6) + (({x}//30)%4)*30 + ({x}//120)*120 + (({x}//6)%5)*6");
    assert_eq!(simplified(&src, &[("a", 0, 5), ("b", 0, 59)]), "a*60 + b");
}
