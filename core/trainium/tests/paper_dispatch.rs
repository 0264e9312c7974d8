//! Section 3.4's matmul dispatch ([`paper_gemm`], the paper's steps on the layout library) against
//! the dispatch the compiler uses ([`dispatch`]) on random legal operand layouts: wherever the
//! paper's algorithm gives an instruction shape, the dispatch gives the same shape or one with
//! more elements, and both are checked by brute force against the layouts' induced maps (every
//! element an instruction touches holds the same logical (m, n, k) in A, B and C, and the loop
//! nest covers every (m, n, k) exactly once).

use std::collections::HashMap;

use axe_layout::{parse, unflatten, Iter, Layout};
use axe_trainium::memory::{axis, check_placement};
use axe_trainium::paper_dispatch::{paper_gemm, Chosen, PaperChoice};
use axe_trainium::{dispatch, Op, Operand, Schedule, Scope};
use proptest::prelude::*;

/// Physical (P, F) -> logical coordinate, from the induced map f_L.
fn inverse(o: &Operand) -> HashMap<(i64, i64), Vec<i64>> {
    let (p, f) = (axis("P"), axis("F"));
    let size: i64 = o.shape.iter().product();
    (0..size)
        .map(|x| {
            let points = o.layout.apply(x).unwrap();
            assert_eq!(points.len(), 1, "no replicas in these layouts");
            let point = points.into_iter().next().unwrap();
            ((point.get(&p), point.get(&f)), unflatten(x, &o.shape))
        })
        .collect()
}

/// For operand `o` (A = [K, M], B = [K, N], C = [M, N]), which instruction dimensions
/// (M = 0, N = 1, K = 2) its logical dimensions are.
const DIMS: [[usize; 2]; 3] = [[2, 0], [2, 1], [0, 1]];

/// Checks one instruction of the operands: `at(o, idx)` is where operand o holds tile element
/// idx = (i_M, i_N, i_K). Returns, per instruction dimension, the logical index of each tile
/// position, after checking that A, B and C agree on it.
fn tile_indices(
    operands: &[&Operand; 3],
    inv: &[HashMap<(i64, i64), Vec<i64>>; 3],
    tile: [i64; 3],
    at: &dyn Fn(usize, [i64; 3]) -> (i64, i64),
) -> Result<[Vec<i64>; 3], String> {
    let mut found: [Vec<Option<i64>>; 3] = tile.map(|t| vec![None; t as usize]);
    for (o, operand) in operands.iter().enumerate() {
        let [d0, d1] = DIMS[o];
        for i0 in 0..tile[d0] {
            for i1 in 0..tile[d1] {
                let mut idx = [0; 3];
                idx[d0] = i0;
                idx[d1] = i1;
                let place = at(o, idx);
                let logical = inv[o]
                    .get(&place)
                    .ok_or_else(|| format!("{} has no element at {place:?}", operand.role))?;
                for (d, i, value) in [(d0, i0, logical[0]), (d1, i1, logical[1])] {
                    match found[d][i as usize] {
                        None => found[d][i as usize] = Some(value),
                        Some(v) if v == value => {}
                        Some(v) => {
                            return Err(format!(
                                "tile position {i} of dim {d} holds {v} in one operand and {value} in {}",
                                operand.role
                            ))
                        }
                    }
                }
            }
        }
    }
    Ok(found.map(|v| v.into_iter().map(|x| x.unwrap_or(0)).collect()))
}

/// The brute-force oracle for a dispatch schedule.
fn check_schedule(s: &Schedule, operands: &[&Operand; 3]) -> Result<(), String> {
    let tile = [s.tile[0], s.tile[1], s.tile[2]];
    if tile[0] > 128 || tile[1] > 512 || tile[2] > 128 {
        return Err(format!("tile {tile:?} exceeds 128 x 512 x 128"));
    }
    let inv = operands.map(inverse);
    let (sm, sn, sk) = (operands[2].shape[0], operands[2].shape[1], operands[0].shape[0]);
    let mut hits = vec![0u32; (sm * sn * sk) as usize];
    let extents: Vec<i64> = s.loops.iter().map(|l| l.extent).collect();
    let iterations: i64 = extents.iter().product();
    for it in 0..iterations {
        let vars = unflatten(it, &extents);
        let at = |o: usize, idx: [i64; 3]| -> (i64, i64) {
            let axes = &s.views[o].axes;
            let pos = |a: usize| {
                let v = &axes[a];
                let start = v.start.constant + v.start.terms.iter().map(|&(l, c)| vars[l] * c).sum::<i64>();
                start + v.step * v.run.map_or(0, |r| idx[r])
            };
            (pos(0), pos(1))
        };
        let [ms, ns, ks] = tile_indices(operands, &inv, tile, &at)?;
        for &m in &ms {
            for &n in &ns {
                for &k in &ks {
                    hits[((m * sn + n) * sk + k) as usize] += 1;
                }
            }
        }
    }
    match hits.iter().position(|&h| h != 1) {
        Some(i) => Err(format!("(m, n, k) number {i} is computed {} times", hits[i])),
        None => Ok(()),
    }
}

/// The brute-force oracle for the paper's choice: its tile at the origin is a sub-tile of every
/// operand (one logical (m, n, k) per position, the same in A, B and C, all distinct).
fn check_choice(choice: &PaperChoice, operands: &[&Operand; 3]) -> Result<(), String> {
    let inv = operands.map(inverse);
    let chosen = [&choice.m, &choice.n, &choice.k];
    let at = |o: usize, idx: [i64; 3]| -> (i64, i64) {
        let (mut p, mut f) = (0, 0);
        for d in 0..3 {
            if let Some(i) = &chosen[d].iters[o] {
                let v = idx[d] * i.stride();
                if i.axis().name() == "P" {
                    p += v
                } else {
                    f += v
                }
            }
        }
        (p, f)
    };
    let indices = tile_indices(operands, &inv, choice.tile(), &at)?;
    for (d, list) in indices.iter().enumerate() {
        let mut sorted = list.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != list.len() {
            return Err(format!("dimension {d} of the tile repeats a logical index: {list:?}"));
        }
    }
    Ok(())
}

/// One operand's layout: its two logical dimensions' factors (outer to inner), each factor on an
/// axis, strides packed per axis in a random order with optional gaps.
#[derive(Clone, Debug)]
struct Spec {
    factors: [Vec<i64>; 2],
    on_p: Vec<bool>,
    order: Vec<usize>,
    gaps: Vec<i64>,
}

fn build(spec: &Spec) -> Layout {
    let extents: Vec<i64> = spec.factors.iter().flatten().copied().collect();
    let mut strides = vec![0; extents.len()];
    let mut next = [1i64, 1i64];
    for &i in &spec.order {
        let a = usize::from(!spec.on_p[i]);
        strides[i] = next[a];
        next[a] *= extents[i] * spec.gaps[i];
    }
    let iters = extents
        .iter()
        .zip(&strides)
        .enumerate()
        .map(|(i, (&e, &s))| Iter::new(e, s, axis(if spec.on_p[i] { "P" } else { "F" })).unwrap())
        .collect();
    Layout::new(iters, vec![], Default::default()).unwrap()
}

/// Splits a dimension's factors into an operand's iters: neighbours merge where `merge` says.
fn coarsen(factors: &[i64], merge: &[bool]) -> Vec<i64> {
    let mut out: Vec<i64> = vec![];
    for (i, &f) in factors.iter().enumerate() {
        match out.last_mut() {
            Some(last) if merge[i] => *last *= f,
            _ => out.push(f),
        }
    }
    out
}

fn factors(limit: i64) -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(prop::sample::select(vec![2i64, 3, 4, 8, 16]), 1..=4)
        .prop_filter("size", move |v| v.iter().product::<i64>() <= limit)
}

/// An operand over dimensions with `dims` factors whose first dimension is meant for P when
/// `first_on_p` (A and B: K; C: M) and the second for F.
fn operand_spec(dims: [Vec<i64>; 2], first_on_p: bool) -> impl Strategy<Value = Spec> {
    let n = dims[0].len() + dims[1].len();
    (
        prop::collection::vec(any::<bool>(), n),
        prop::collection::vec(prop::bool::weighted(0.12), n),
        Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
        prop::collection::vec(prop::bool::weighted(0.15), n),
    )
        .prop_map(move |(merge, flip, order, gap)| {
            let (m0, m1) = merge.split_at(dims[0].len());
            let factors = [coarsen(&dims[0], m0), coarsen(&dims[1], m1)];
            let count = factors[0].len() + factors[1].len();
            let on_p = (0..count)
                .map(|i| ((i < factors[0].len()) == first_on_p) != flip[i])
                .collect();
            // Innermost first: a packing order over the (possibly fewer) merged iters.
            let order: Vec<usize> = order.into_iter().filter(|&i| i < count).collect();
            Spec {
                factors,
                on_p,
                order,
                gaps: gap[..count].iter().map(|&g| if g { 2 } else { 1 }).collect(),
            }
        })
}

fn problem() -> impl Strategy<Value = (Spec, Spec, Spec)> {
    (factors(128), factors(128), factors(512)).prop_flat_map(|(k, m, n)| {
        (
            operand_spec([k.clone(), m.clone()], true),
            operand_spec([k, n.clone()], true),
            operand_spec([m, n], true),
        )
    })
}

fn operand(role: &'static str, spec: &Spec, scope: Scope, bytes: i64) -> Operand {
    let shape: Vec<i64> = spec.factors.iter().map(|f| f.iter().product()).collect();
    Operand {
        role,
        scope,
        shape: shape.clone(),
        full_shape: shape,
        layout: build(spec),
        elem_bytes: bytes,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, max_global_rejects: 100_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn dispatch_matches_or_beats_the_papers_steps((sa, sb, sc) in problem()) {
        let a = operand("A", &sa, Scope::Sbuf, 2);
        let b = operand("B", &sb, Scope::Sbuf, 2);
        let c = operand("C", &sc, Scope::Psum, 4);
        for o in [&a, &b, &c] {
            prop_assume!(check_placement(&o.layout, &o.shape, o.scope, o.elem_bytes).is_ok());
        }
        // C keeps each row in one PSUM bank (the layouts that use more name the Bank axis).
        prop_assume!(c.layout.span(&axis("F")).unwrap() <= 512);
        let operands = [&a, &b, &c];
        let ours = dispatch(&Op::Gemm { a: &a, b: &b, c: &c });
        if let Ok(s) = &ours {
            prop_assert_eq!(check_schedule(s, &operands), Ok(()), "dispatch {} on A {} B {} C {}", s, a.layout, b.layout, c.layout);
        }
        if let Ok(choice) = paper_gemm(&a, &b, &c) {
            prop_assert_eq!(check_choice(&choice, &operands), Ok(()), "paper {:?} on A {} B {} C {}", choice.tile(), a.layout, b.layout, c.layout);
            let s = ours.as_ref().map_err(|e| TestCaseError::fail(format!("the paper's steps give {:?} but dispatch fails: {e} (A {} B {} C {})", choice.tile(), a.layout, b.layout, c.layout)))?;
            let (theirs, mine) = (choice.tile(), [s.tile[0], s.tile[1], s.tile[2]]);
            prop_assert!(
                mine == theirs || mine.iter().product::<i64>() > theirs.iter().product::<i64>(),
                "dispatch {:?} is not the paper's {:?} nor larger (A {} B {} C {})", mine, theirs, a.layout, b.layout, c.layout
            );
        }
    }
}

fn on(role: &'static str, scope: Scope, shape: &[i64], layout: &str, bytes: i64) -> Operand {
    Operand {
        role,
        scope,
        shape: shape.to_vec(),
        full_shape: shape.to_vec(),
        layout: parse(layout).unwrap(),
        elem_bytes: bytes,
    }
}

#[test]
fn the_oracle_rejects_a_wrong_schedule() {
    let a = on("A", Scope::Sbuf, &[256, 128], "S[(2,128,128):(128@F,1@P,1@F)]", 2);
    let b = on("B", Scope::Sbuf, &[256, 512], "S[(2,128,512):(512@F,1@P,1@F)]", 2);
    let c = on("C", Scope::Psum, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
    let good = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap();
    assert_eq!(check_schedule(&good, &[&a, &b, &c]), Ok(()));
    // B's k-th block read at the wrong free offset: the instruction pairs A's k with B's k+1.
    let mut shifted = good.clone();
    shifted.views[1].axes[1].start.terms = vec![];
    assert!(check_schedule(&shifted, &[&a, &b, &c]).unwrap_err().contains("holds"));
    // The loop over K dropped: half of the products are never computed.
    let mut short = good.clone();
    short.loops[0].extent = 1;
    assert!(check_schedule(&short, &[&a, &b, &c])
        .unwrap_err()
        .contains("computed 0 times"));
}

#[test]
fn the_literal_k_intersection_pairs_different_k() {
    // K on every partition of A but every other partition of B: A'[0] ∩ B'[0] = 32:2@P.
    let a = on("A", Scope::Sbuf, &[64, 128], "S[(64,128):(1@P,1@F)]", 2);
    let b = on("B", Scope::Sbuf, &[64, 512], "S[(64,512):(2@P,1@F)]", 2);
    let c = on("C", Scope::Psum, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
    let k = axe_layout::intersect(&a.layout.shard()[0], &b.layout.shard()[0]).unwrap();
    assert_eq!(k.to_string(), "32:2@P");
    // Read as an instruction over those partitions, A's partition 2j holds k = 2j and B's k = j.
    let it = |e: i64, s: i64, ax: &str| Some(Iter::new(e, s, axis(ax)).unwrap());
    let literal = PaperChoice {
        m: Chosen {
            extent: 128,
            iters: [it(128, 1, "F"), None, it(128, 1, "P")],
        },
        n: Chosen {
            extent: 512,
            iters: [None, it(512, 1, "F"), it(512, 1, "F")],
        },
        k: Chosen {
            extent: 32,
            iters: [Some(k.clone()), Some(k), None],
        },
    };
    assert!(check_choice(&literal, &[&a, &b, &c]).unwrap_err().contains("holds"));
    // Both dispatches refuse it (the pair does not contract fully).
    assert!(paper_gemm(&a, &b, &c).is_err());
    assert!(dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).is_err());
}

#[test]
fn a_long_run_is_merged_before_it_is_cut() {
    // N = 3 x 512 with the 3 innermost in B and C (stride 1) and the 512 at stride 3: one run
    // of 1536 contiguous columns. Cut factor by factor it gave 3 x 128 = 384 columns; merged
    // first (section 3.4 finalize) it gives a full 512-column bank.
    let a = on("A", Scope::Sbuf, &[128, 128], "S[(128,128):(1@P,1@F)]", 4);
    let b = on("B", Scope::Sbuf, &[128, 1536], "S[(128,3,512):(1@P,1@F,3@F)]", 4);
    let c = on("C", Scope::Psum, &[128, 1536], "S[(128,3,512):(1@P,1@F,3@F)]", 4);
    let s = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap();
    assert_eq!(s.to_string(), "nc_matmul tile [M=128, N=512, K=128] for n in 3 (N)");
    assert_eq!(check_schedule(&s, &[&a, &b, &c]), Ok(()));
    let choice = paper_gemm(&a, &b, &c).unwrap();
    assert_eq!(choice.tile(), [128, 512, 128]);
    assert_eq!(check_choice(&choice, &[&a, &b, &c]), Ok(()));
}

#[test]
fn n_is_taken_from_b_when_that_is_larger() {
    let a = on("A", Scope::Sbuf, &[128, 128], "S[(128,128):(1@P,1@F)]", 4);
    let b = on("B", Scope::Sbuf, &[128, 32], "S[(128,4,8):(1@P,64@F,1@F)]", 4);
    let c = on("C", Scope::Psum, &[128, 32], "S[(128,4,8):(1@P,1@F,4@F)]", 4);
    let s = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap();
    assert_eq!(s.tile, vec![128, 8, 128]);
    assert_eq!(check_schedule(&s, &[&a, &b, &c]), Ok(()));
    assert_eq!(paper_gemm(&a, &b, &c).unwrap().tile(), [128, 8, 128]);
}
