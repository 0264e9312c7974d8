//! The test vectors V1-V45 of layout-anchors.md §8 and the paper's worked examples (spec 001 §2.2,
//! §3.1, §3.3, F.4, G), one named test each. Values marked *derived* in the reference are checked
//! point by point where the reference states them that way.

use axe_layout::*;

fn l(text: &str) -> Layout {
    parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn canon(text: &str) -> String {
    l(text).canonical().unwrap().to_string()
}

fn assert_equiv(a: &Layout, b: &Layout) {
    assert!(equivalent(a, b).unwrap().equal, "{a} is not equivalent to {b}");
}

fn ax(name: &str) -> Axis {
    Axis::new(name).unwrap()
}

/// The single point of f_L at an N-d coordinate, as (axis, value) lookups.
fn single(layout: &Layout, coord: &[i64], shape: &[i64]) -> Point {
    let set = layout.apply_coord(coord, shape).unwrap();
    assert_eq!(set.len(), 1, "{layout} at {coord:?} is not single-valued");
    set.into_iter().next().unwrap()
}

#[test]
fn v01_canon_contiguous_chain() {
    assert_eq!(canon("S[(8,8,8,4,2):(512,64,8,2,1)]"), "S[4096:1]");
}

#[test]
fn v02_canon_d0_then_d1() {
    assert_eq!(canon("S[(8,8,1,8,4,2):(512,64,160,8,2,1)]"), "S[4096:1]");
}

#[test]
fn v03_canon_unit_iters() {
    assert_eq!(canon("S[(8,8,1,1,1,4,1,1):(512,64,1,1,1,2,1,1)]"), "S[(64,4):(64,2)]");
}

#[test]
fn v04_canon_partial_merge() {
    assert_eq!(canon("S[(8,2,3,6):(6,24,6,1)]"), "S[(8,2,18):(6,24,1)]");
}

#[test]
fn v05_canon_merges_runs() {
    assert_eq!(canon("S[(3,4,5,2):(20,5,1,60)]"), "S[(60,2):(1,60)]");
    assert_eq!(canon("S[(3,4,5,2,3,4):(20,5,1,60,20,5)]"), "S[(60,24):(1,5)]");
}

#[test]
fn v06_canon_per_axis() {
    assert_eq!(canon("S[(8,4,8,8,16):(4@l,1@l,4,2,4)]"), "S[(32,8,8,16):(1@l,4,2,4)]");
}

#[test]
fn v07_canon_no_merge_across_axes() {
    let text = "S[(8,8,8,4,2):(16,4@l,2,1@l,1)]";
    assert_eq!(canon(text), text);
}

#[test]
fn v08_canon_d0_exposes_d1_and_drops_zero_offset() {
    assert_eq!(
        canon("S[(8,8,8,1,1,2,1):(16,4@l,2,1,4@l,1,1)] + 0@l"),
        "S[(8,8,16):(16,4@l,1)]"
    );
}

#[test]
fn v09_thread_fusion_is_a_relabelling_not_a_canonical_rewrite() {
    // TIRx fuses warp and lane into tx only under Target("cuda"); spec 001 canonicalization keeps
    // axes apart. The fused form is the same map once tx = 32 warp + lane (4 x 32 threads).
    let split = l("S[(2,2,8,4):(2@w,1@w,4@l,1@l)]");
    assert_eq!(split.canonical().unwrap().to_string(), "S[(4,32):(1@w,1@l)]");
    let fused = l("S[128:1@tx]");
    for x in 0..128 {
        let p = split.base(x).unwrap();
        let q = fused.base(x).unwrap();
        assert_eq!(32 * p.get(&ax("w")) + p.get(&ax("l")), q.get(&ax("tx")));
    }
}

#[test]
fn v10_replica_order_and_c2_saturated_chain() {
    let a = l("S[1:1] + R[(8,4):(4@l,1@l)] + 2@w");
    let b = l("S[1:1] + R[(4,8):(1@l,4@l)] + 2@w");
    assert_equiv(&a, &b);
    // errata: C2 allows q = e_i, so the chain collapses to one iter.
    assert_eq!(a.canonical().unwrap().to_string(), "S[1:1] + R[32:1@l] + 2@w");
}

#[test]
fn v11_c1_c2_c0() {
    assert_eq!(canon("S[1:1] + R[4:-2@w]"), "S[1:1] + R[4:2@w] - 6@w");
    assert_eq!(canon("S[1:1] + R[(2,3):(1@g,2@g)]"), "S[1:1] + R[6:1@g]");
    assert_eq!(canon("S[1:1] + R[1:5@w]"), "S[1:1]");
}

#[test]
fn v12_canon_equals_cute_coalesce() {
    // CuTe is colexicographic: reverse the flattened modes.
    assert_eq!(canon("S[(6,1,2):(2,6,1)]"), "S[12:1]");
    assert_eq!(canon("S[(6,1,2):(2,7,1)]"), "S[12:1]");
    assert_eq!(canon("S[(6,4,2):(2,6,1)]"), "S[(6,4,2):(2,6,1)]");
}

#[test]
fn v13_group_and_group_many() {
    let a = l("S[30:1]");
    assert_eq!(group(&a, &[6, 5]).unwrap().layout.to_string(), "S[(6,5):(5,1)]");
    assert_eq!(group(&a, &[2, 15]).unwrap().layout.to_string(), "S[(2,15):(15,1)]");
    let many = group_many(&a, &[vec![6, 5], vec![2, 15]]).unwrap();
    assert_eq!(many.grouped.layout.to_string(), "S[(2,3,5):(15,5,1)]");
    assert_eq!(many.seps, vec![vec![0, 2, 3], vec![0, 1, 3]]);
}

#[test]
fn v14_group_failures() {
    let err = group_many(&l("S[12:1]"), &[vec![3, 4], vec![2, 6]]).unwrap_err();
    assert!(err.to_string().contains("incompatible cumulative boundaries"), "{err}");
    assert!(matches!(
        group(&l("S[(6,2):(1,6)]"), &[4, 3]),
        Err(LayoutError::GroupFailed(_))
    ));
}

#[test]
fn v15_group_equals_cute_reshape() {
    assert_eq!(
        group(&l("S[20:2]"), &[5, 4]).unwrap().layout.to_string(),
        "S[(5,4):(8,2)]"
    );
    let g = group(&l("S[(2,10):(4,16)]"), &[4, 5]).unwrap();
    assert_eq!(g.layout.to_string(), "S[(2,2,5):(4,80,16)]");
    assert_eq!(g.seps, vec![0, 2, 3]);
}

#[test]
fn v16_group_tile_result_keeps_blocks() {
    let a = l("S[(8,8):(8,1)]");
    let t = tile(&a, &[8, 8], &a, &[8, 8]).unwrap();
    assert_eq!(t.layout.to_string(), "S[(8,8,8,8):(512,8,64,1)]");
    let g = group(&t.layout, &[64, 64]).unwrap();
    assert_eq!(g.layout, t.layout);
    assert_eq!(g.seps, vec![0, 2, 4]);
}

#[test]
fn v17_tile_contiguous() {
    let t = tile(&l("S[8:1]"), &[8], &l("S[8:1]"), &[8]).unwrap();
    assert_eq!(t.layout.canonical().unwrap().to_string(), "S[64:1]");
}

#[test]
fn v18_tile_span_eight_and_not_inner() {
    let a = l("S[(8,8):(8,1)]");
    let b = l("S[(2,4):(1,2)]");
    let t = tile(&a, &[8, 8], &b, &[2, 4]).unwrap();
    assert_eq!(t.layout.canonical().unwrap().to_string(), "S[(8,2,32):(64,1,2)]");
    // TIRx a.is_tile_inner(T, (16,32), (8,8)) is None: A is not the inner tile of T.
    assert!(matches!(
        tile_of(&t.layout, &[16, 32], &a, &[8, 8]),
        Err(LayoutError::NotATile(_))
    ));
}

#[test]
fn v19_tile_mma_warp() {
    let t = tile(&l("S[(8,4):(4@l,1@l)]"), &[8, 4], &l("S[(1,2):(2,1)]"), &[1, 2]).unwrap();
    assert_eq!(t.layout.canonical().unwrap().to_string(), "S[(32,2):(1@l,1)]");
}

#[test]
fn v20_tile_cta() {
    let t = tile(&l("S[(2,2):(2@w,1@w)]"), &[2, 2], &l("S[(32,2):(1@l,1)]"), &[8, 8]).unwrap();
    assert_eq!(
        t.layout.canonical().unwrap().to_string(),
        "S[(2,8,2,4,2):(2@w,4@l,1@w,1@l,1)]"
    );
}

#[test]
fn v21_tile_with_replica() {
    let t = tile(
        &l("S[2:2@w] + R[2:1@w]"),
        &[2, 1],
        &l("S[(64,128):(128,1)]"),
        &[64, 128],
    )
    .unwrap();
    assert_eq!(
        t.layout.canonical().unwrap().to_string(),
        "S[(2,8192):(2@w,1)] + R[2:1@w]"
    );
}

#[test]
fn v22_tile_sharded_inner() {
    let t = tile(&l("S[(8,8):(8,1)]"), &[8, 8], &l("S[(8,1,4,2):(4@l,2,1@l,1)]"), &[8, 8]).unwrap();
    assert_eq!(
        t.layout.canonical().unwrap().to_string(),
        "S[(8,8,8,4,2):(16,4@l,2,1@l,1)]"
    );
}

#[test]
fn v23_tile_paper_blocked() {
    let t = tile(&l("S[(8,8):(8,1)]"), &[8, 8], &l("S[(2,3):(3,1)]"), &[2, 3]).unwrap();
    assert_eq!(t.layout.to_string(), "S[(8,2,8,3):(48,3,6,1)]");
}

#[test]
fn v24_tile_of_equals_zipped_divide() {
    let t = l("S[(8,2,8,3):(48,3,6,1)]");
    let c = tile_of(&t, &[16, 24], &l("S[(2,3):(3,1)]"), &[2, 3]).unwrap();
    assert_eq!(c.layout.to_string(), "S[(8,8):(8,1)]");
    assert_eq!(c.shape, vec![8, 8]);
}

#[test]
fn v25_direct_sum_and_no_tile() {
    let a = l("S[(2,2):(8,2)]");
    let b = l("S[(2,2):(4,1)]");
    let s = direct_sum(&a, &[2, 2], &b, &[2, 2]).unwrap();
    assert_eq!(s.layout.canonical().unwrap().to_string(), "S[16:1]");
    // TIRx is_direct_sum_right: the sum and its right part give back A.
    let left = direct_sum_left_of(&l("S[16:1]"), &[4, 4], &b, &[2, 2]).unwrap();
    assert_eq!(left.layout, a);
    // span(B) = 6 and 16:1 hits residues 2 and 3 mod 6 (F.4).
    assert!(matches!(
        tile_of(&l("S[16:1]"), &[4, 4], &b, &[2, 2]),
        Err(LayoutError::NotATile(_))
    ));
}

#[test]
fn v26_tile_equals_blocked_product() {
    let t = tile(&l("S[(3,4):(1,3)]"), &[3, 4], &l("S[(2,5):(5,1)]"), &[2, 5]).unwrap();
    assert_eq!(t.layout.to_string(), "S[(3,2,4,5):(10,5,30,1)]");
    assert_eq!(t.layout.canonical().unwrap().to_string(), "S[(6,4,5):(5,30,1)]");
}

#[test]
fn v27_span_and_size() {
    assert_eq!(l("S[(8,6):(8,1)]").span(&Axis::memory()).unwrap(), 62);
    assert_eq!(l("S[(8,1,4,2):(4@l,2,1@l,1)]").span(&Axis::memory()).unwrap(), 2);
    let t = l("S[(8,8,8):(64@F,1@P,1@F)]");
    assert_eq!(t.size_on(&ax("P")), 8);
    assert_eq!(t.size_on(&ax("F")), 64);
    assert_eq!(t.span(&ax("F")).unwrap(), 456);
}

#[test]
fn v28_apply_with_replica_and_offset() {
    let layout = l("S[(8,2,4,2):(4@l,1@w,1@l,1)] + R[2:4@w] + 5@w");
    let shape = [8, 16];
    let at = |i, j| {
        layout
            .apply_coord(&[i, j], &shape)
            .unwrap()
            .into_iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(at(0, 0), ["5@w", "9@w"]);
    assert_eq!(at(0, 2), ["1@l + 5@w", "1@l + 9@w"]);
    assert_eq!(at(1, 0), ["4@l + 5@w", "4@l + 9@w"]);
    assert_eq!(at(0, 8), ["6@w", "10@w"]);
    assert_eq!(at(7, 15), ["31@l + 1 + 6@w", "31@l + 1 + 10@w"]);
}

#[test]
fn v29_cute_tv_layout_is_the_inverse() {
    // CuTe TV ((3,2),(2,2)):((8,2),(4,1)) over the (4,6) tiler, idx = m + 4n (colexicographic).
    let axe = l("S[(2,2,3,2):(3@t,2@v,1@t,1@v)]");
    for m in 0..4 {
        for n in 0..6 {
            let p = single(&axe, &[m, n], &[4, 6]);
            let (t, v) = (p.get(&ax("t")), p.get(&ax("v")));
            let cute = 8 * (t % 3) + 2 * (t / 3) + 4 * (v % 2) + (v / 2);
            assert_eq!(cute, m + 4 * n, "(m, n) = ({m}, {n})");
        }
    }
}

#[test]
fn v30_cute_sm80_16x8_row_atom() {
    // CuTe ((4,8),(2,2)):((32,1),(16,8)), idx = m + 16 n.
    let axe = l("S[(2,8,4,2):(2@reg,4@l,1@l,1@reg)]");
    for m in 0..16 {
        for n in 0..8 {
            let p = single(&axe, &[m, n], &[16, 8]);
            let (t, v) = (p.get(&ax("l")), p.get(&ax("reg")));
            let cute = 32 * (t % 4) + (t / 4) + 16 * (v % 2) + 8 * (v / 2);
            assert_eq!(cute, m + 16 * n, "(m, n) = ({m}, {n})");
        }
    }
}

/// XOR of the bases selected by the bits of `value`.
fn ll(bases: &[[i64; 2]], value: i64) -> [i64; 2] {
    bases
        .iter()
        .enumerate()
        .filter(|(bit, _)| value >> bit & 1 == 1)
        .fold([0, 0], |acc, (_, b)| [acc[0] ^ b[0], acc[1] ^ b[1]])
}

#[test]
fn v31_triton_mmav2_linear_layout() {
    let atom = l("S[(2,8,4,2):(2@reg,4@l,1@l,1@reg)]");
    let t = tile(&l("S[(1,2):(1@reg,1@reg)]"), &[1, 2], &atom, &[16, 8]).unwrap();
    assert_eq!(
        t.layout.canonical().unwrap().to_string(),
        "S[(2,8,2,4,2):(2@reg,4@l,4@reg,1@l,1@reg)]"
    );
    let reg = [[0, 1], [8, 0], [0, 8]];
    let lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]];
    for i in 0..16 {
        for j in 0..16 {
            let p = single(&t.layout, &[i, j], &[16, 16]);
            let (a, b) = (ll(&reg, p.get(&ax("reg"))), ll(&lane, p.get(&ax("l"))));
            assert_eq!([a[0] ^ b[0], a[1] ^ b[1]], [i, j]);
        }
    }
}

/// 1-D linear layouts: XOR of bases over the set bits of each input.
fn ll1(bases: &[i64], value: i64) -> i64 {
    bases
        .iter()
        .enumerate()
        .filter(|(bit, _)| value >> bit & 1 == 1)
        .fold(0, |acc, (_, b)| acc ^ b)
}

#[test]
fn v32_triton_blocked_1d() {
    let small = l("S[(4,4):(1@w,1@l)]");
    let large = l("S[(8,4,4):(1@reg,1@w,1@l)]");
    for x in 0..16 {
        let p = small.base(x).unwrap();
        assert_eq!(ll1(&[1, 2], p.get(&ax("l"))) ^ ll1(&[4, 8], p.get(&ax("w"))), x);
    }
    for x in 0..128 {
        let p = large.base(x).unwrap();
        let v = ll1(&[16, 32, 64], p.get(&ax("reg"))) ^ ll1(&[1, 2], p.get(&ax("l"))) ^ ll1(&[4, 8], p.get(&ax("w")));
        assert_eq!(v, x);
    }
}

#[test]
fn v33_replication_is_zero_bases() {
    let layout = l("S[(2,4):(1@l,1@reg)] + R[(2,4):(2@l,1@w)]");
    for reg in 0..4 {
        for lane in 0..4 {
            for warp in 0..4 {
                let x = ll1(&[1, 2], reg) ^ ll1(&[4, 0], lane) ^ ll1(&[0, 0], warp);
                let mut p = Point::zero();
                p.add_on(&ax("reg"), reg).unwrap();
                p.add_on(&ax("l"), lane).unwrap();
                p.add_on(&ax("w"), warp).unwrap();
                assert!(layout.apply(x).unwrap().contains(&p), "x = {x}, {p}");
            }
        }
    }
    assert!((0..8).all(|x| layout.apply(x).unwrap().len() == 8));
}

#[test]
fn v34_xegpu_slice_is_replication() {
    let layout = l("S[(4,32):(8@sg,1)] + R[8:1@sg]");
    for i in 0..128 {
        let sgs: Vec<i64> = layout.apply(i).unwrap().iter().map(|p| p.get(&ax("sg"))).collect();
        assert_eq!(sgs, (0..8).map(|c| 8 * (i / 32) + c).collect::<Vec<_>>());
        assert!(layout
            .apply(i)
            .unwrap()
            .iter()
            .all(|p| p.get(&Axis::memory()) == i % 32));
    }
}

fn check_slice(text: &str, shape: &[i64], region: &[std::ops::Range<i64>], expected: &str) {
    let layout = l(text);
    let sliced = slice(&layout, shape, region).unwrap();
    assert_eq!(sliced.to_string(), expected);
    let t: Vec<i64> = region.iter().map(|r| r.end - r.start).collect();
    for u in 0..sliced.size() {
        let local = unflatten(u, &t);
        let global: Vec<i64> = local.iter().zip(region).map(|(x, r)| x + r.start).collect();
        assert_eq!(sliced.apply(u).unwrap(), layout.apply_coord(&global, shape).unwrap());
    }
}

#[test]
fn v35_slice_no_wrap() {
    check_slice(
        "S[(2,8,3,8):(192,8,64,1)]",
        &[16, 24],
        &[0..8, 8..24],
        "S[(8,2,8):(8,64,1)] + 64",
    );
}

#[test]
fn v36_slice_one_wrap() {
    check_slice(
        "S[(2,8,3,8):(192,8,64,1)]",
        &[16, 24],
        &[2..6, 4..12],
        "S[(4,2,4):(8,60,1)] + 20",
    );
}

#[test]
fn v37_slice_one_wrap_single_row() {
    check_slice(
        "S[(4,4,4,4):(64,4,16,1)]",
        &[16, 16],
        &[2..3, 6..10],
        "S[(2,2):(14,1)] + 26",
    );
}

#[test]
fn v38_slice_large_and_flat() {
    check_slice(
        "S[(128,2,64):(64,8192,1)]",
        &[128, 128],
        &[0..128, 32..96],
        "S[(128,2,32):(64,8160,1)] + 32",
    );
    let flat = 5..8;
    check_slice("S[(8,8):(8,1)]", &[64], std::slice::from_ref(&flat), "S[3:1] + 5");
}

#[test]
fn v38b_slice_beyond_algorithm_4() {
    // Two asymmetric wraps of one block: 2,3 | 100..103 | 200,201.
    check_slice("S[(4,4):(100,1)]", &[16], &[2..10], "S[(2,2,2):(100,98,1)] + 2");
    // Two carries at once that happen to continue the run: 9, 11, 13.
    check_slice("S[(3,2,2):(11,7,2)]", &[12], &[3..6], "S[3:2] + 9");
    // A layout that does not group by the shape.
    check_slice("S[(2,3):(1,2)]", &[3, 2], &[1..3, 1..2], "S[2:4] + 1");
    let err = slice(&l("S[(4,4):(1,4)]"), &[16], &[3..12]).unwrap_err();
    assert!(matches!(err, LayoutError::NoSlice(_)), "{err}");
}

#[test]
fn v39_slice_keeps_the_offset() {
    // The symbolic offset 64*wo is outside the integer algebra; the parser says so...
    let err = parse("S[(4,64)] + 64*wo").unwrap_err();
    assert!(matches!(err, LayoutError::Parse { offset: 14, .. }), "{err}");
    // ...and with wo = 1 the region offset is added to the existing one.
    check_slice("S[(4,64)] + 64", &[4, 64], &[2..4, 0..64], "S[(2,64):(64,1)] + 192");
}

#[test]
fn v40_trainium_apply() {
    let layout = l("S[(2,6,4,2,2):(1@F,1@P,12@F,6@P,48@F)]");
    for i0 in 0..12 {
        for i1 in 0..16 {
            let p = single(&layout, &[i0, i1], &[12, 16]);
            assert_eq!(p.get(&ax("P")), i0 % 6 + 6 * ((i1 % 4) / 2));
            assert_eq!(p.get(&ax("F")), i0 / 6 + 12 * (i1 / 4) + 48 * (i1 % 2));
        }
    }
}

#[test]
fn v41_tensor_memory_apply() {
    let layout = l("S[(2,128,112):(112@TCol,1@TLane,1@TCol)]");
    let p = single(&layout, &[1, 127, 111], &[2, 128, 112]);
    assert_eq!((p.get(&ax("TLane")), p.get(&ax("TCol"))), (127, 223));
    assert_eq!(layout.span(&ax("TCol")).unwrap(), 224);
}

#[test]
fn v42_smem_tile_affine_part() {
    // The swizzle is a separate layout around the affine part; the affine tile is checked here.
    let t = tile(&l("S[(8,4):(1,8)]"), &[8, 4], &l("S[512:1]"), &[8, 64]).unwrap();
    assert_eq!(t.layout.canonical().unwrap().to_string(), "S[(64,4,64):(64,4096,1)]");
}

#[test]
fn v43_mesh_sharding() {
    let s0s1 = l("S[(2,32,2,64):(1@g,64,2@g,1)]");
    for i in 0..64 {
        for j in 0..128 {
            let p = single(&s0s1, &[i, j], &[64, 128]);
            assert_eq!(p.get(&ax("g")), i / 32 + 2 * (j / 64));
            assert_eq!(p.get(&Axis::memory()), (i % 32) * 64 + j % 64);
        }
    }
    assert_eq!(
        canon("S[(2,32,128):(1@g,128,1)] + R[2:2@g]"),
        "S[(2,4096):(1@g,1)] + R[2:2@g]"
    );
    // Two named mesh axes: canonicalization does not depend on the naming.
    let named = "S[(2,32,2,64):(1@gpuid_x,64,1@gpuid_y,1)]";
    assert_eq!(canon(named), named);
}

#[test]
fn v44_distributed_signature() {
    let input = l("S[(4,64,64):(1@gpuid,64,1)]");
    assert!(input.admits(&[4, 64, 64]));
    let output = l("S[(4,16,64):(1@gpuid,64,1)]");
    for i in 0..64 {
        for j in 0..64 {
            let p = single(&output, &[i, j], &[64, 64]);
            assert_eq!(
                (p.get(&ax("gpuid")), p.get(&Axis::memory())),
                (i / 16, (i % 16) * 64 + j)
            );
        }
    }
}

#[test]
fn v45_not_f2_linear() {
    let col_major = l("S[(24,24):(1,24)]");
    let f = |x| col_major.base(x).unwrap().get(&Axis::memory());
    assert_eq!((f(1), f(2), f(3)), (24, 48, 72));
    assert_ne!(f(1) ^ f(2), f(1 ^ 2));
}

#[test]
fn paper_2_2_tensor_core_tile() {
    let layout = l("S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp");
    let warps: std::collections::BTreeSet<i64> = (0..128)
        .flat_map(|x| layout.apply(x).unwrap())
        .map(|p| p.get(&ax("warp")))
        .collect();
    assert_eq!(warps.into_iter().collect::<Vec<_>>(), [5, 6, 9, 10]);
}

#[test]
fn paper_2_2_native_memories() {
    let sbuf = l("S[(2,128,512):(512@F,1@P,1@F)]");
    assert_eq!(
        (sbuf.span(&ax("P")).unwrap(), sbuf.span(&ax("F")).unwrap()),
        (128, 1024)
    );
    let tmem = l("S[(2,128,112):(112@Col,1@Lane,1@Col)]");
    assert_eq!(
        tmem.axes().iter().map(|a| a.kind()).collect::<Vec<_>>(),
        [AxisKind::TensorMemory; 2]
    );
}

#[test]
fn paper_3_1_copy_partition_is_a_tile() {
    // C is (32,128) row-major; the CTA copies C[16:32, 64:128].
    let region = slice(&l("S[(32,128):(128,1)]"), &[32, 128], &[16..32, 64..128]).unwrap();
    assert_eq!(region.to_string(), "S[(16,64):(128,1)] + 2112");
    // CuTe's work partition (16,8,2,4):(128,8,4,1) + 2112 is the same map.
    assert_equiv(&region, &l("S[(16,8,2,4):(128,8,4,1)] + 2112"));
    // errata: Algorithm 3's greedy match misses this; each thread's [1,8] strip is the tile.
    let c = tile_of(&region, &[16, 64], &l("S[8:1]"), &[1, 8]).unwrap();
    assert_eq!(c.layout.to_string(), "S[(16,8):(16,1)] + 264");
    // Triton's CTA-collective register layout of the same region: tx = 8 i + j / 8, reg = j % 8.
    let local = l("S[(16,8,8):(8@tx,1@tx,1@reg)]");
    let p = single(&local, &[3, 42], &[16, 64]);
    assert_eq!((p.get(&ax("tx")), p.get(&ax("reg"))), (29, 2));
}

#[test]
fn paper_3_3_tile_example_with_a_as_grid() {
    // errata: A (2,3):(3,1) is the grid and B (8,8):(8,1) the tile.
    let t = tile(&l("S[(2,3):(3,1)]"), &[2, 3], &l("S[(8,8):(8,1)]"), &[8, 8]).unwrap();
    assert_eq!(t.layout.to_string(), "S[(2,8,3,8):(192,8,64,1)]");
}

#[test]
fn paper_3_3_slice_example() {
    let sliced = slice(&l("S[(2,8,3,8):(192,8,64,1)]"), &[16, 24], &[0..8, 8..24]).unwrap();
    assert_equiv(&sliced, &l("S[(1,8,2,8):(192,8,64,1)] + 64"));
}

#[test]
fn paper_f4_direct_sum_identity() {
    let (a, b) = (l("S[(2,2):(8,2)]"), l("S[(2,2):(4,1)]"));
    let s = direct_sum(&a, &[2, 2], &b, &[2, 2]).unwrap();
    for (p, q, i, j) in (0..16).map(|x| (x >> 3 & 1, x >> 1 & 1, x >> 2 & 1, x & 1)) {
        let v = single(&s.layout, &[p, i, q, j], &[2, 2, 2, 2]).get(&Axis::memory());
        assert_eq!(v, 8 * p + 2 * q + 4 * i + j);
    }
}
