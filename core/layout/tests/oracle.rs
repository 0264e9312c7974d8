//! Property tests of every operation against the brute-force induced map of Definition 2.3,
//! evaluated here from the iters directly (independently of the library's `apply`).
//! Random layouts use three axes (m, l, w), replication, offsets and negative strides;
//! every property runs 10,000 cases from a fixed seed.

use std::ops::Range;

use axe_layout::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, RngSeed};

const AXES: [&str; 3] = ["m", "l", "w"];
type Pt = [i64; 3];

fn config() -> Config {
    Config {
        cases: 10_000,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x0A3E_1A40),
        ..Config::default()
    }
}

fn slot(axis: &Axis) -> usize {
    AXES.iter()
        .position(|a| *a == axis.name())
        .expect("test layouts use m, l, w only")
}

fn digits(mut x: i64, extents: &[i64]) -> Vec<i64> {
    let mut d = vec![0; extents.len()];
    for (k, &e) in extents.iter().enumerate().rev() {
        d[k] = x % e;
        x /= e;
    }
    d
}

fn sum_iters(iters: &[Iter], x: i64) -> Pt {
    let extents: Vec<i64> = iters.iter().map(Iter::extent).collect();
    let mut p = [0; 3];
    for (iter, d) in iters.iter().zip(digits(x, &extents)) {
        p[slot(iter.axis())] += d * iter.stride();
    }
    p
}

fn add(a: Pt, b: Pt) -> Pt {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// f_L(x) = { f_D(x) + f_R(r) + O }, sorted and de-duplicated.
fn eval(l: &Layout, x: i64) -> Vec<Pt> {
    let mut origin = [0; 3];
    for (axis, &v) in l.offset() {
        origin[slot(axis)] += v;
    }
    let base = add(sum_iters(l.shard(), x), origin);
    let count: i64 = l.replica().iter().map(Iter::extent).product();
    let mut out: Vec<Pt> = (0..count).map(|r| add(base, sum_iters(l.replica(), r))).collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn table(l: &Layout) -> Vec<Vec<Pt>> {
    (0..l.size()).map(|x| eval(l, x)).collect()
}

/// Brute-force span: max - min + 1 of the values on each axis (1 where unused).
fn brute_span(l: &Layout) -> Pt {
    let mut lo = [i64::MAX; 3];
    let mut hi = [i64::MIN; 3];
    for set in table(l) {
        for p in set {
            for k in 0..3 {
                lo[k] = lo[k].min(p[k]);
                hi[k] = hi[k].max(p[k]);
            }
        }
    }
    [hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1]
}

fn flat(coord: &[i64], shape: &[i64]) -> i64 {
    coord.iter().zip(shape).fold(0, |acc, (c, s)| acc * s + c)
}

fn axis() -> impl Strategy<Value = Axis> {
    prop::sample::select(AXES.to_vec()).prop_map(|n| Axis::new(n).unwrap())
}

fn iter(max_extent: i64, max_stride: i64) -> impl Strategy<Value = Iter> {
    (1..=max_extent, 1..=max_stride, any::<bool>(), axis())
        .prop_map(|(e, s, neg, a)| Iter::new(e, if neg { -s } else { s }, a).unwrap())
}

fn layout(max_shard: usize, max_extent: i64, max_replica: usize) -> impl Strategy<Value = Layout> {
    (
        prop::collection::vec(iter(max_extent, 8), 1..=max_shard),
        prop::collection::vec(iter(3, 6), 0..=max_replica),
        prop::collection::vec((axis(), -5i64..=5), 0..=2),
    )
        .prop_map(|(d, r, o)| {
            let mut offset = Offset::new();
            for (a, v) in o {
                *offset.entry(a).or_insert(0) += v;
            }
            Layout::new(d, r, offset).unwrap()
        })
}

/// A layout and an admitted shape of the given rank that groups it: the products of consecutive
/// runs of its iters (runs may be empty, giving unit dims).
fn shaped(
    max_shard: usize,
    max_extent: i64,
    max_replica: usize,
    rank: usize,
) -> impl Strategy<Value = (Layout, Vec<i64>)> {
    layout(max_shard, max_extent, max_replica)
        .prop_flat_map(move |l| {
            let n = l.shard().len();
            (Just(l), prop::collection::vec(0..=n, rank - 1))
        })
        .prop_map(|(l, mut cuts)| {
            cuts.sort_unstable();
            cuts.insert(0, 0);
            cuts.push(l.shard().len());
            let shape = cuts
                .windows(2)
                .map(|w| l.shard()[w[0]..w[1]].iter().map(Iter::extent).product())
                .collect();
            (l, shape)
        })
}

/// A semantics-preserving rewrite of L steered by `bits`: split shard iters (Lemma B.1), insert a
/// unit iter (D0), negate replica strides (C1), split replica iters, reverse R.
fn rewrite(l: &Layout, mut bits: u64) -> Layout {
    let mut take = |n: u64| {
        let v = bits % n;
        bits /= n;
        v
    };
    let split = |i: &Iter| -> Option<(Iter, Iter)> {
        let e = i.extent();
        let p = (2..e).find(|p| e % p == 0)?;
        Some((
            Iter::new(p, i.stride() * (e / p), i.axis().clone()).unwrap(),
            Iter::new(e / p, i.stride(), i.axis().clone()).unwrap(),
        ))
    };
    let mut shard = Vec::new();
    for i in l.shard() {
        match split(i) {
            Some((a, b)) if take(2) == 1 => shard.extend([a, b]),
            _ => shard.push(i.clone()),
        }
    }
    let at = take(shard.len() as u64 + 1) as usize;
    shard.insert(at, Iter::new(1, 7, Axis::new(AXES[take(3) as usize]).unwrap()).unwrap());
    let mut offset = l.offset().clone();
    let mut replica = Vec::new();
    for i in l.replica() {
        let i = if take(2) == 1 {
            *offset.entry(i.axis().clone()).or_insert(0) += (i.extent() - 1) * i.stride();
            i.with_stride(-i.stride()).unwrap()
        } else {
            i.clone()
        };
        match split(&i) {
            Some((a, b)) if take(2) == 1 => replica.extend([a, b]),
            _ => replica.push(i),
        }
    }
    if take(2) == 1 {
        replica.reverse();
    }
    Layout::new(shard, replica, offset).unwrap()
}

/// The region of `shape` picked by `picks`, then: slice returns a layout exactly when an exhaustive
/// search over candidate layouts finds one, and what it returns reproduces the induced map there.
fn check_slice_is_exact(l: &Layout, shape: &[i64], picks: &[(u32, u32)]) -> std::result::Result<(), TestCaseError> {
    let region: Vec<Range<i64>> = shape
        .iter()
        .zip(picks)
        .map(|(&s, &(p, q))| {
            let b = p as i64 % s;
            b..b + 1 + q as i64 % (s - b)
        })
        .collect();
    let t: Vec<i64> = region.iter().map(|r| r.end - r.start).collect();
    let images: Vec<Vec<Pt>> = (0..t.iter().product::<i64>())
        .map(|u| {
            let g: Vec<i64> = digits(u, &t).iter().zip(&region).map(|(x, r)| x + r.start).collect();
            eval(l, flat(&g, shape))
        })
        .collect();
    let exists = some_layout_reproduces(&images);
    match slice(l, shape, &region) {
        Ok(sl) => {
            prop_assert!(exists, "the search misses {} for {}{:?}[{:?}]", sl, l, shape, region);
            prop_assert_eq!(sl.size(), images.len() as i64);
            for (u, image) in images.iter().enumerate() {
                prop_assert_eq!(&eval(&sl, u as i64), image, "{}{:?}[{:?}] = {}", l, shape, region, sl);
            }
        }
        Err(LayoutError::NoSlice(why)) => {
            prop_assert!(
                !exists,
                "{}{:?}[{:?}] has a slice but slice says: {}",
                l,
                shape,
                region,
                why
            );
        }
        Err(e) => prop_assert!(false, "unexpected error {}", e),
    }
    Ok(())
}

/// Whether some layout (D', R, O') has exactly these images at the flat indices 0, 1, ...:
/// exhaustive search over every ordered factorization of the size into extents >= 2. For fixed
/// extents the candidate is forced (the stride of iter k is the move from index 0 to index P_k,
/// the product of the faster extents); R' = R since images are translates of one finite set, so
/// the moves are those of the lexicographic minima.
fn some_layout_reproduces(images: &[Vec<Pt>]) -> bool {
    let h: Vec<Pt> = images
        .iter()
        .map(|set| {
            let (p, o) = (set[0], images[0][0]);
            [p[0] - o[0], p[1] - o[1], p[2] - o[2]]
        })
        .collect();
    let n = h.len() as i64;
    let reproduces = |fast_first: &[i64]| -> bool {
        let mut strides = Vec::new();
        let mut step = 1;
        for &e in fast_first {
            let w = h[step as usize];
            if w.iter().filter(|&&v| v != 0).count() != 1 {
                return false;
            }
            strides.push(w);
            step *= e;
        }
        (0..n).all(|x| {
            let (mut rest, mut p) = (x, [0i64; 3]);
            for (&e, w) in fast_first.iter().zip(&strides) {
                let d = rest % e;
                rest /= e;
                p = add(p, [d * w[0], d * w[1], d * w[2]]);
            }
            p == h[x as usize]
        })
    };
    fn factorizations(n: i64, prefix: &mut Vec<i64>, found: &mut dyn FnMut(&[i64]) -> bool) -> bool {
        if n == 1 {
            return found(prefix);
        }
        (2..=n).filter(|e| n % e == 0).any(|e| {
            prefix.push(e);
            let hit = factorizations(n / e, prefix, found);
            prefix.pop();
            hit
        })
    }
    factorizations(n, &mut Vec::new(), &mut |f: &[i64]| reproduces(f))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn parse_print_round_trip(l in layout(5, 6, 3)) {
        let text = l.to_string();
        prop_assert_eq!(parse(&text).unwrap(), l, "{}", text);
    }

    #[test]
    fn canonicalize_preserves_the_map(l in layout(5, 4, 3)) {
        let c = l.canonicalize().unwrap();
        prop_assert_eq!(table(&c.layout), table(&l), "{} -> {}", l, c.layout);
        prop_assert_eq!(c.layout.canonical().unwrap(), c.layout.clone(), "not idempotent");
    }

    #[test]
    fn equivalence_agrees_with_brute_force(l in layout(4, 4, 2), other in layout(4, 4, 2), bits in any::<u64>()) {
        let same = rewrite(&l, bits);
        prop_assert_eq!(table(&same), table(&l));
        prop_assert!(equivalent(&l, &same).unwrap().equal, "{} vs {}", l, same);
        let (cl, cs) = (l.canonicalize().unwrap(), same.canonicalize().unwrap());
        if cl.gap_condition == GapCondition::Holds {
            // Theorem A.14: under GC the canonical form is unique.
            prop_assert_eq!(cl.layout, cs.layout);
        }
        let brute = l.size() == other.size() && table(&l) == table(&other);
        prop_assert_eq!(equivalent(&l, &other).unwrap().equal, brute, "{} vs {}", l, other);
    }

    #[test]
    fn group_preserves_the_map_and_blocks_multiply(l in layout(4, 5, 1), cuts in prop::collection::vec(1i64..=6, 0..3)) {
        // A shape of E_D: peel random divisors of the remaining size (it may or may not group).
        let mut rest = l.size();
        let mut shape = Vec::new();
        for c in cuts {
            let d = (1..=c).rev().find(|d| rest % d == 0).unwrap();
            shape.push(d);
            rest /= d;
        }
        shape.push(rest);
        // Brute force: a grouping exists iff f_D is additive across every block boundary.
        let fd = |x: i64| sum_iters(l.shard(), x);
        let separable = (1..shape.len()).all(|k| {
            let q: i64 = shape[k..].iter().product();
            (0..l.size()).all(|x| fd(x) == add(fd(x - x % q), fd(x % q)))
        });
        match group(&l, &shape) {
            Ok(g) => {
                prop_assert!(separable, "{} grouped by {:?} but f_D is not separable", l, shape);
                prop_assert_eq!(table(&g.layout), table(&l));
                for (j, &s) in shape.iter().enumerate() {
                    prop_assert_eq!(g.block(j).iter().map(Iter::extent).product::<i64>(), s);
                    // Fewest iters: no unit iter and no mergeable pair inside a block.
                    let block = g.block(j);
                    prop_assert!(block.len() <= 1 || block.iter().all(|i| i.extent() > 1));
                    for w in block.windows(2) {
                        prop_assert!(!(w[0].axis() == w[1].axis() && w[0].stride() == w[1].extent() * w[1].stride()));
                    }
                }
            }
            Err(LayoutError::GroupFailed(_)) => prop_assert!(!separable, "{} should group by {:?}", l, shape),
            Err(e) => prop_assert!(false, "unexpected error {}", e),
        }
    }

    #[test]
    fn group_many_refines_every_shape(l in layout(4, 5, 1), cuts in prop::collection::vec((1i64..=6, 1i64..=6), 0..3)) {
        let shape_from = |pick: &dyn Fn(&(i64, i64)) -> i64| {
            let mut rest = l.size();
            let mut shape = Vec::new();
            for c in &cuts {
                let d = (1..=pick(c)).rev().find(|d| rest % d == 0).unwrap();
                shape.push(d);
                rest /= d;
            }
            shape.push(rest);
            shape
        };
        let shapes = vec![shape_from(&|c| c.0), shape_from(&|c| c.1)];
        // Brute force: the union of both shapes' boundaries (as suffix sizes) must be a divisibility
        // chain, and f_D must be additive across each of them.
        let mut suffixes: Vec<i64> = shapes.iter()
            .flat_map(|s| (1..s.len()).map(|k| s[k..].iter().product::<i64>()).collect::<Vec<_>>())
            .collect();
        suffixes.sort_unstable();
        suffixes.dedup();
        let chain = suffixes.windows(2).all(|w| w[1] % w[0] == 0);
        let fd = |x: i64| sum_iters(l.shard(), x);
        let separable = suffixes.iter().all(|&q| (0..l.size()).all(|x| fd(x) == add(fd(x - x % q), fd(x % q))));
        match group_many(&l, &shapes) {
            Ok(many) => {
                prop_assert!(chain && separable, "{} grouped by {:?}", l, shapes);
                prop_assert_eq!(table(&many.grouped.layout), table(&l));
                for (shape, seps) in shapes.iter().zip(&many.seps) {
                    for (j, &s) in shape.iter().enumerate() {
                        let block = &many.grouped.layout.shard()[seps[j]..seps[j + 1]];
                        prop_assert_eq!(block.iter().map(Iter::extent).product::<i64>(), s);
                    }
                }
            }
            Err(LayoutError::GroupFailed(_)) => prop_assert!(!(chain && separable), "{} should group by {:?}", l, shapes),
            Err(e) => prop_assert!(false, "unexpected error {}", e),
        }
    }

    #[test]
    fn reshape_agrees_with_linearity(l in layout(4, 6, 1), cuts in prop::collection::vec(1i64..=6, 0..3)) {
        let mut rest = l.size();
        let mut shape = Vec::new();
        for c in cuts {
            let d = (1..=c).rev().find(|d| rest % d == 0).unwrap();
            shape.push(d);
            rest /= d;
        }
        shape.push(rest);
        // Brute force: one stride vector per dim, read off at the unit coordinates, must be on one
        // axis and reproduce f_D everywhere.
        let fd = |x: i64| sum_iters(l.shard(), x);
        let strides: Vec<Pt> = (0..shape.len()).map(|k| {
            let mut c = vec![0; shape.len()];
            if shape[k] > 1 { c[k] = 1; }
            fd(flat(&c, &shape))
        }).collect();
        let single_axis = strides.iter().zip(&shape).all(|(t, &s)| s == 1 || t.iter().filter(|&&v| v != 0).count() == 1);
        let linear = single_axis && (0..l.size()).all(|x| {
            let c = digits(x, &shape);
            let mut p = [0; 3];
            for (t, d) in strides.iter().zip(&c) {
                for k in 0..3 { p[k] += t[k] * d; }
            }
            p == fd(x)
        });
        match reshape(&l, &shape).unwrap() {
            Reshape::View(v) => {
                prop_assert!(linear, "{} viewed as {:?} = {} but f_D is not linear there", l, shape, v);
                prop_assert_eq!(v.shard().iter().map(Iter::extent).collect::<Vec<_>>(), shape);
                prop_assert_eq!(table(&v), table(&l));
            }
            Reshape::NeedsNewView { .. } => prop_assert!(!linear, "{} reshapes to {:?} without a new view", l, shape),
        }
    }

    #[test]
    fn tile_satisfies_its_identity(
        (a, b) in (1usize..=2).prop_flat_map(|r| (shaped(3, 3, 1, r), shaped(3, 3, 2, r)))
    ) {
        let ((la, sa), (lb, sb)) = (a, b);
        let t = tile(&la, &sa, &lb, &sb).unwrap();
        let w = brute_span(&lb);
        let st = t.shape.clone();
        for x in 0..la.size() {
            for y in 0..lb.size() {
                let (cx, cy) = (digits(x, &sa), digits(y, &sb));
                let coord: Vec<i64> = cx.iter().zip(&cy).flat_map(|(&p, &q)| [p, q]).collect();
                let mut expected: Vec<Pt> = eval(&la, x).iter().flat_map(|p| {
                    let scaled = [p[0] * w[0], p[1] * w[1], p[2] * w[2]];
                    eval(&lb, y).into_iter().map(move |q| add(scaled, q))
                }).collect();
                expected.sort_unstable();
                expected.dedup();
                prop_assert_eq!(eval(&t.layout, flat(&coord, &st)), expected, "{} (x) {} = {}", la, lb, t.layout);
            }
        }
    }

    #[test]
    fn direct_sum_satisfies_its_identity(
        (a, b) in (1usize..=2).prop_flat_map(|r| (shaped(3, 3, 1, r), shaped(3, 3, 1, r)))
    ) {
        let ((la, sa), (lb, sb)) = (a, b);
        let s = direct_sum(&la, &sa, &lb, &sb).unwrap();
        for x in 0..la.size() {
            for y in 0..lb.size() {
                let (cx, cy) = (digits(x, &sa), digits(y, &sb));
                let coord: Vec<i64> = cx.iter().zip(&cy).flat_map(|(&p, &q)| [p, q]).collect();
                let mut expected: Vec<Pt> = eval(&la, x).iter()
                    .flat_map(|&p| eval(&lb, y).into_iter().map(move |q| add(p, q))).collect();
                expected.sort_unstable();
                expected.dedup();
                prop_assert_eq!(eval(&s.layout, flat(&coord, &s.shape)), expected);
            }
        }
    }

    #[test]
    fn slice_is_exact_on_grouped_shapes(
        (l, shape) in (1usize..=3).prop_flat_map(|r| shaped(4, 4, 2, r)),
        picks in prop::collection::vec((any::<u32>(), any::<u32>()), 3)
    ) {
        check_slice_is_exact(&l, &shape, &picks)?;
    }

    #[test]
    fn slice_is_exact_on_any_admitted_shape(
        l in layout(4, 4, 2),
        cuts in prop::collection::vec(any::<u32>(), 0..=2),
        picks in prop::collection::vec((any::<u32>(), any::<u32>()), 3)
    ) {
        // Any factorization of E_D, most of which Algorithm 1 cannot group by.
        let mut shape = Vec::new();
        let mut left = l.size();
        for c in cuts {
            let divisors: Vec<i64> = (1..=left).filter(|d| left % d == 0).collect();
            let d = divisors[c as usize % divisors.len()];
            shape.push(d);
            left /= d;
        }
        shape.push(left);
        check_slice_is_exact(&l, &shape, &picks)?;
    }

    #[test]
    fn tile_of_recovers_the_outer_layout(
        (c, b) in (1usize..=2).prop_flat_map(|r| (shaped(3, 3, 2, r), shaped(3, 3, 2, r))),
        bits in any::<u64>()
    ) {
        let ((lc, sc), (lb, sb)) = (c, b);
        let t = tile(&lc, &sc, &lb, &sb).unwrap();
        let sa: Vec<i64> = sc.iter().zip(&sb).map(|(x, y)| x * y).collect();
        // Present A in another spelling to the search.
        let a = rewrite(&t.layout.canonical().unwrap(), bits);
        let found = tile_of(&a, &sa, &lb, &sb);
        prop_assert!(found.is_ok(), "{} = {} (x) {} but tile_of says {:?}", a, lc, lb, found);
        let found = found.unwrap();
        prop_assert_eq!(&found.shape, &sc);
        let again = tile(&found.layout, &sc, &lb, &sb).unwrap();
        prop_assert_eq!(table(&again.layout), table(&a));
    }

    #[test]
    fn direct_sum_left_of_recovers_the_left_layout(
        (c, b) in (1usize..=2).prop_flat_map(|r| (shaped(3, 3, 2, r), shaped(3, 3, 0, r))),
        bits in any::<u64>()
    ) {
        let ((lc, sc), (lb, sb)) = (c, b);
        let s = direct_sum(&lc, &sc, &lb, &sb).unwrap();
        let sa: Vec<i64> = sc.iter().zip(&sb).map(|(x, y)| x * y).collect();
        let a = rewrite(&s.layout.canonical().unwrap(), bits);
        let found = direct_sum_left_of(&a, &sa, &lb, &sb);
        prop_assert!(found.is_ok(), "{} = {} + {} but direct_sum_left_of says {:?}", a, lc, lb, found);
        let again = direct_sum(&found.unwrap().layout, &sc, &lb, &sb).unwrap();
        prop_assert_eq!(table(&again.layout), table(&a));
    }

    #[test]
    fn tile_of_is_sound(
        (a, b) in (1usize..=2).prop_flat_map(|r| (shaped(4, 4, 2, r), shaped(2, 3, 1, r)))
    ) {
        let ((la, sa), (lb, sb)) = (a, b);
        if let Ok(c) = tile_of(&la, &sa, &lb, &sb) {
            let again = tile(&c.layout, &c.shape, &lb, &sb).unwrap();
            prop_assert_eq!(table(&again.layout), table(&la));
        }
    }

    #[test]
    fn intersection_is_the_common_values(a in iter(12, 6), b in iter(12, 6)) {
        let b = Iter::new(b.extent(), b.stride(), a.axis().clone()).unwrap();
        let values = |i: &Iter| (0..i.extent()).map(|d| d * i.stride()).collect::<std::collections::BTreeSet<_>>();
        let common: Vec<i64> = values(&a).intersection(&values(&b)).copied().collect();
        let i = intersect(&a, &b).unwrap();
        prop_assert_eq!(values(&i).into_iter().collect::<Vec<_>>(), common);
    }

    #[test]
    fn span_is_max_minus_min_plus_one(l in layout(4, 4, 2)) {
        let w = brute_span(&l);
        for (k, name) in AXES.iter().enumerate() {
            prop_assert_eq!(l.span(&Axis::new(name).unwrap()).unwrap(), w[k]);
        }
    }
}

/// The small candidate family for the exhaustive tile-of check: one iter of extent `extent`,
/// stride +-1..=8 on any test axis, no replicas, no offset.
fn small_candidates(extent: i64) -> Vec<Layout> {
    let mut out = Vec::new();
    for axis in AXES {
        for s in (-8i64..=8).filter(|&s| s != 0) {
            let iter = Iter::new(extent, s, Axis::new(axis).unwrap()).unwrap();
            out.push(Layout::new(vec![iter], vec![], Offset::new()).unwrap());
        }
    }
    out
}

proptest! {
    #![proptest_config(Config { cases: 2_000, ..config() })]

    /// Exhaustive over the small family: whenever some candidate C satisfies A = C (x) B, tile_of
    /// finds one (and it satisfies the definition).
    #[test]
    fn tile_of_finds_every_small_candidate(
        b in layout(2, 3, 0),
        c_extent in 1i64..=4,
        pick in any::<prop::sample::Index>(),
        random_a in layout(3, 3, 0),
        use_random in any::<bool>(),
    ) {
        let b = Layout::new(b.shard().to_vec(), vec![], Offset::new()).unwrap();
        let candidates = small_candidates(c_extent);
        let sb = vec![b.size()];
        let sc = vec![c_extent];
        let a = if use_random && random_a.size() % b.size() == 0 {
            Layout::new(random_a.shard().to_vec(), vec![], Offset::new()).unwrap()
        } else {
            tile(pick.get(&candidates), &sc, &b, &sb).unwrap().layout
        };
        let sa = vec![a.size()];
        let sc = vec![a.size() / b.size()];
        let exists = small_candidates(sc[0]).iter().any(|c| {
            table(&tile(c, &sc, &b, &sb).unwrap().layout) == table(&a)
        });
        match tile_of(&a, &sa, &b, &sb) {
            Ok(c) => prop_assert_eq!(table(&tile(&c.layout, &sc, &b, &sb).unwrap().layout), table(&a)),
            Err(e) => prop_assert!(!exists, "{} = C (x) {} for a small C, but tile_of says {}", a, b, e),
        }
    }
}

/// Text built from the grammar's own characters, so that most inputs get some way into the parser.
fn layout_text() -> impl Strategy<Value = String> {
    let atoms = prop::sample::select(vec![
        "S",
        "R",
        "[",
        "]",
        "(",
        ")",
        ":",
        ",",
        "@",
        "+",
        "-",
        "\"",
        " ",
        "0",
        "1",
        "2",
        "7",
        "9223372036854775807",
        "99999999999999999999",
        "lane",
        "w",
        "m",
        "*",
        "S[(2,3):(3,1)]",
        "R[2:4@w]",
        "5@w",
        "ñ",
        "→",
        "\t",
    ]);
    prop::collection::vec(atoms, 0..16).prop_map(|parts| parts.concat())
}

/// Iters whose strides and extents reach the ends of i64, so that arithmetic overflows.
fn extreme_iter() -> impl Strategy<Value = Iter> {
    let extents = prop::sample::select(vec![1i64, 2, 3, 1 << 31, i64::MAX / 2, i64::MAX]);
    let strides = prop::sample::select(vec![1i64, -1, 3, 1 << 32, -(1 << 40), i64::MAX / 3, i64::MIN, i64::MAX]);
    (extents, strides, axis()).prop_map(|(e, s, a)| Iter::new(e, s, a).unwrap())
}

proptest! {
    #![proptest_config(config())]

    /// The parser never panics; whatever it accepts prints back to an equal layout.
    #[test]
    fn parser_never_panics(text in layout_text()) {
        if let Ok(l) = parse(&text) {
            prop_assert_eq!(parse(&l.to_string()).unwrap(), l);
        }
    }

    /// Operations on layouts near the ends of i64 return errors (overflow) rather than panicking.
    #[test]
    fn extreme_values_never_panic(
        d in prop::collection::vec(extreme_iter(), 1..4),
        r in prop::collection::vec(extreme_iter(), 0..2),
        o in prop::collection::vec((axis(), prop::sample::select(vec![i64::MIN, -1, 0, i64::MAX])), 0..2),
        x in any::<i64>(),
    ) {
        let offset: Offset = o.into_iter().collect();
        let Ok(l) = Layout::new(d, r, offset) else { return Ok(()) };
        let shape = vec![l.size()];
        let _ = l.canonicalize();
        let _ = l.apply(x.rem_euclid(l.size()));
        let _ = group(&l, &shape);
        let _ = reshape(&l, &shape);
        let _ = tile(&l, &shape, &l, &shape);
        let _ = direct_sum(&l, &shape, &l, &shape);
        let _ = tile_of(&l, &shape, &l, &shape);
        let whole = 0..shape[0];
        let _ = slice(&l, &shape, std::slice::from_ref(&whole));
        let _ = equivalent(&l, &l);
        let _ = l.span_vector();
        let _ = parse(&l.to_string());
    }
}
