//! The TensorE matmul dispatch of spec 001 section 3.4 ("AI accelerator support: Systolic
//! Array GEMM"), step by step on the layout library's operations, as the reference that
//! [`crate::dispatch`] is tested against (tests/paper_dispatch.rs).
//!
//! | section 3.4 step | here | layout library |
//! |---|---|---|
//! | (1) Group: L'_A = (L_A)\|\|(S_K,S_M), L'_B = (L_B)\|\|(S_K,S_N), L'_C = (L_C)\|\|(S_M,S_N), one iter per entry | [`group_operands`] | `group` (Algorithm 1 on the canonical D) |
//! | (2) K intersection: L_K = [L'_A[i] ∩ L'_B[i] for the pairs both on P] | [`k_intersection`] | `intersect_lists`, `intersect` |
//! | (3) M intersection: A on F, C on P; the largest index set I with L'_C[I] one iter (as a set) holding C's smallest stride | [`mn_intersection`] | `canonical_shard` (D1 merges) |
//! | (3) N intersection: B on F, C on F; I taken from B or from C, the larger | [`mn_intersection`] | `canonical_shard` |
//! | (4) Finalize: the extents of L_K, L_M, L_N are the instruction shape; the rest are loops | [`paper_gemm`] | Lemma B.1 split |
//!
//! What the section leaves implicit, made explicit here (each is an NKI or soundness rule, and
//! [`crate::dispatch`] applies the same):
//! - K: I1 ∩ I2 is defined on value sets. Where A'[i] and B'[i] have different strides the
//!   common partitions hold *different* k in A and B (partition 2j holds k = 2j in A, k = j in
//!   B), so contracting them is wrong; a pair contracts fully only when the intersection is
//!   both iters ([`contracts_fully`]). L_K is then taken, like L_M, as the run that
//!   canonicalizes to one iter from the smallest stride: an instruction reads one contiguous
//!   range of partitions.
//! - M and N: the operand that the section does not pick I from (A for M; C or B for N) must
//!   also be one iter over I, in the same order: an instruction reads one strided run per axis.
//! - Partition runs (K in A and B, M in C) start at stride 1 (NKI partition access: start and
//!   count, no partition step).
//! - Appendix H's tile limit reads "128x128x512 (MxNxK)"; the hardware's is M, K <= 128 and
//!   N <= 512 (one PSUM bank of fp32; `nl.tile_size.gemm_moving_fmax`), used here. A run longer
//!   than its limit is cut to the largest divisor of its extent that fits.

use crate::memory::{axis, bank_elements, MATMUL_MAX_K, MATMUL_MAX_M, MATMUL_MAX_N};
use crate::operand::{Operand, Place};
use crate::refine::common_refinement;
use axe_layout::{canonicalize::canonical_shard, group, intersect, intersect_lists, Iter};

/// One instruction dimension as the paper's steps chose it: for each operand that indexes it,
/// the single iter the instruction walks (extent = the instruction's extent on it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    pub extent: i64,
    /// Per operand in (A, B, C) order; `None` for the operand that does not index it.
    pub iters: [Option<Iter>; 3],
}

/// The section 3.4 result: the instruction shape (M, N, K) and the iters behind it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaperChoice {
    pub m: Chosen,
    pub n: Chosen,
    pub k: Chosen,
}

impl PaperChoice {
    /// M, N, K: the same order as [`crate::Schedule::tile`] for a matmul.
    pub fn tile(&self) -> [i64; 3] {
        [self.m.extent, self.n.extent, self.k.extent]
    }
}

/// Step (2)'s test on one grouped pair: both on P and A'[i] ∩ B'[i] = A'[i] = B'[i], so every
/// partition of the pair holds the same k in A and in B. [`crate::dispatch`] calls it too.
pub fn contracts_fully(extent: i64, a: Place, b: Place) -> bool {
    let (Place::P(sa), Place::P(sb)) = (a, b) else {
        return false;
    };
    let (Ok(ia), Ok(ib)) = (Iter::new(extent, sa, axis("P")), Iter::new(extent, sb, axis("P"))) else {
        return false;
    };
    intersect(&ia, &ib).is_ok_and(|i| i == ia && i == ib)
}

/// Step (1): the grouped iter lists. For each operand and each of its two dimensions, the
/// iters (outer to inner) of `(L)||(S_d0, S_d1)`, where S_d is the common refinement of every
/// operand's iters along dimension d; extent-1 iters are dropped.
pub fn group_operands(a: &Operand, b: &Operand, c: &Operand) -> Result<[[Vec<Iter>; 2]; 3], String> {
    let (sk, sm, sn) = (a.shape[0], c.shape[0], c.shape[1]);
    let blocks = |o: &Operand| -> Result<[Vec<i64>; 2], String> {
        let g = group(&o.layout, &o.shape).map_err(|e| format!("{}: {e}", o.role))?;
        let extents = |d: usize| g.block(d).iter().map(Iter::extent).filter(|&e| e > 1).collect();
        Ok([extents(0), extents(1)])
    };
    let [ak, am] = blocks(a)?;
    let [bk, bn] = blocks(b)?;
    let [cm, cn] = blocks(c)?;
    let refine = |name: &str, lists: Vec<Vec<i64>>| {
        common_refinement(&lists)
            .ok_or_else(|| format!("cannot group dimension {name}: no common refinement of {lists:?}"))
    };
    let s_k = refine("K", vec![ak, bk, vec![sk]])?;
    let s_m = refine("M", vec![am, cm, vec![sm]])?;
    let s_n = refine("N", vec![bn, cn, vec![sn]])?;
    let regroup = |o: &Operand, s0: &[i64], s1: &[i64]| -> Result<[Vec<Iter>; 2], String> {
        let mut shape: Vec<i64> = s0.iter().chain(s1).copied().collect();
        if shape.is_empty() {
            return Ok([vec![], vec![]]);
        }
        if shape.len() == 1 {
            shape.push(1);
        }
        let g = group(&o.layout, &shape).map_err(|e| format!("{}: {e}", o.role))?;
        let one = |i: usize| -> Result<Iter, String> {
            match g.block(i) {
                [iter] => Ok(iter.clone()),
                other => Err(format!(
                    "{}: block {i} of the grouping is {} iters, not one",
                    o.role,
                    other.len()
                )),
            }
        };
        let first: Vec<Iter> = (0..s0.len()).map(one).collect::<Result<_, _>>()?;
        let second: Vec<Iter> = (s0.len()..s0.len() + s1.len()).map(one).collect::<Result<_, _>>()?;
        Ok([first, second])
    };
    Ok([
        regroup(a, &s_k, &s_m)?,
        regroup(b, &s_k, &s_n)?,
        regroup(c, &s_m, &s_n)?,
    ])
}

/// Step (2): L_K from the K blocks of L'_A and L'_B (the pairs that contract fully), then the
/// run from L_K's smallest stride that canonicalizes to one iter.
pub fn k_intersection(a_k: &[Iter], b_k: &[Iter]) -> Result<Vec<Iter>, String> {
    let p = axis("P");
    let l_k = intersect_lists(a_k, b_k, &p).map_err(|e| e.to_string())?;
    let pairs = a_k.iter().zip(b_k).filter(|(x, y)| x.axis() == &p && y.axis() == &p);
    let mut full: Vec<Iter> = l_k
        .into_iter()
        .zip(pairs)
        .filter(|(i, (x, y))| i == *x && i == *y)
        .map(|(i, _)| i)
        .collect();
    full.sort_by_key(|i| i.stride().abs());
    Ok(longest_run(&[full.clone(), full])[0].clone())
}

/// Step (3): among the positions `candidates` of two parallel iter lists, the largest index set
/// I, grown from the smallest stride of `lists[key]`, over which every list canonicalizes to
/// one iter. Returns the iters of I per list, innermost first.
pub fn mn_intersection(lists: &[Vec<Iter>; 2], candidates: &[usize], key: usize) -> [Vec<Iter>; 2] {
    let mut order: Vec<usize> = candidates.to_vec();
    order.sort_by_key(|&i| lists[key][i].stride().abs());
    let picked: [Vec<Iter>; 2] = [0, 1].map(|l| order.iter().map(|&i| lists[l][i].clone()).collect());
    longest_run(&picked)
}

/// The longest prefix of parallel lists (sorted innermost first) over which each list, read
/// outer to inner, canonicalizes (D0/D1) to a single iter.
fn longest_run(lists: &[Vec<Iter>; 2]) -> [Vec<Iter>; 2] {
    let one_iter = |run: &[Iter]| {
        let outer_first: Vec<Iter> = run.iter().rev().cloned().collect();
        canonical_shard(&outer_first).is_ok_and(|c| c.len() == 1)
    };
    let mut n = 0;
    while n < lists[0].len() && one_iter(&lists[0][..=n]) && one_iter(&lists[1][..=n]) {
        n += 1;
    }
    [lists[0][..n].to_vec(), lists[1][..n].to_vec()]
}

/// The merged iter of a run (innermost first), cut to the largest divisor of its extent at
/// most `cap` (Lemma B.1: the inner part of the split).
fn merged(run: &[Iter], cap: i64) -> Option<Iter> {
    let first = run.first()?;
    let extent: i64 = run.iter().map(Iter::extent).product();
    let fit = (1..=cap.min(extent)).rev().find(|d| extent % d == 0).unwrap_or(1);
    first.with_extent(fit).ok()
}

/// Section 3.4 on a matmul C[M,N] = A[K,M]^T B[K,N] with on-chip operands: the largest
/// instruction shape, or the rule that fails.
pub fn paper_gemm(a: &Operand, b: &Operand, c: &Operand) -> Result<PaperChoice, String> {
    let [[a_k, a_m], [b_k, b_n], [c_m, c_n]] = group_operands(a, b, c)?;
    let (p, f) = (axis("P"), axis("F"));
    let on = |i: &Iter, x: &axe_layout::Axis| i.axis() == x;
    let dim = |name: &str, logical: i64, run: [Vec<Iter>; 2], cap: i64, which: [usize; 2]| -> Result<Chosen, String> {
        if run[0].is_empty() {
            return if logical == 1 {
                Ok(Chosen {
                    extent: 1,
                    iters: [None, None, None],
                })
            } else {
                Err(format!("{name}: no iter lies on the axes the instruction needs"))
            };
        }
        let mut iters = [None, None, None];
        for (slot, list) in which.iter().zip(&run) {
            iters[*slot] = merged(list, cap);
        }
        let extent = iters.iter().flatten().next().map(Iter::extent).unwrap_or(1);
        Ok(Chosen { extent, iters })
    };
    // (2) K.
    let k_run = k_intersection(&a_k, &b_k)?;
    let k = dim("K", a.shape[0], [k_run.clone(), k_run], MATMUL_MAX_K, [0, 1])?;
    // (3) M: A on F, C on P, I from C.
    let m_lists = [a_m, c_m];
    let m_candidates: Vec<usize> = (0..m_lists[0].len())
        .filter(|&i| on(&m_lists[0][i], &f) && on(&m_lists[1][i], &p))
        .collect();
    let m = dim(
        "M",
        c.shape[0],
        mn_intersection(&m_lists, &m_candidates, 1),
        MATMUL_MAX_M,
        [0, 2],
    )?;
    // (3) N: B on F, C on F, I from B or C.
    let n_lists = [b_n, c_n];
    let n_candidates: Vec<usize> = (0..n_lists[0].len())
        .filter(|&i| on(&n_lists[0][i], &f) && on(&n_lists[1][i], &f))
        .collect();
    let n_cap = MATMUL_MAX_N.min(bank_elements(c.elem_bytes));
    let from_b = mn_intersection(&n_lists, &n_candidates, 0);
    let from_c = mn_intersection(&n_lists, &n_candidates, 1);
    let size = |r: &[Vec<Iter>; 2]| r[0].iter().map(Iter::extent).product::<i64>();
    let n_run = if size(&from_b) > size(&from_c) { from_b } else { from_c };
    let n = dim("N", c.shape[1], n_run, n_cap, [1, 2])?;
    // NKI partition access: one start and a contiguous count.
    for (name, chosen, slots) in [("K", &k, [0, 1]), ("M", &m, [2, 2])] {
        for s in slots {
            if let Some(i) = &chosen.iters[s] {
                if i.stride() != 1 {
                    return Err(format!(
                        "{name} lies on partitions {} apart in {}",
                        i.stride(),
                        ["A", "B", "C"][s]
                    ));
                }
            }
        }
    }
    Ok(PaperChoice { m, n, k })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Scope;
    use axe_layout::parse;

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
    fn the_gemm_example_gets_full_tiles() {
        let a = on("A", Scope::Sbuf, &[4096, 128], "S[(32,128,128):(128@F,1@P,1@F)]", 2);
        let b = on("B", Scope::Sbuf, &[4096, 512], "S[(32,128,512):(512@F,1@P,1@F)]", 2);
        let c = on("C", Scope::Psum, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
        let choice = paper_gemm(&a, &b, &c).unwrap();
        assert_eq!(choice.tile(), [128, 512, 128]);
        assert_eq!(choice.k.iters[0].as_ref().unwrap().to_string(), "128:1@P");
    }

    #[test]
    fn unequal_partition_strides_do_not_contract() {
        // A'[i] ∩ B'[i] = 32:2@P: partitions both use, holding k = 2j in A but k = j in B.
        assert!(!contracts_fully(64, Place::P(1), Place::P(2)));
        assert!(contracts_fully(64, Place::P(1), Place::P(1)));
        assert!(!contracts_fully(64, Place::F(1), Place::F(1)));
    }

    #[test]
    fn n_comes_from_b_when_b_gives_more() {
        // N = 4 x 8. C has the 4 innermost (1@F) and the 8 at 4@F (contiguous); B has the 8
        // innermost (1@F) and the 4 at 64@F (a gap). From C's smallest stride the run stops
        // at 4 (B is not one iter); from B's it is the 8.
        let a = on("A", Scope::Sbuf, &[128, 128], "S[(128,128):(1@P,1@F)]", 4);
        let b = on("B", Scope::Sbuf, &[128, 32], "S[(128,4,8):(1@P,64@F,1@F)]", 4);
        let c = on("C", Scope::Psum, &[128, 32], "S[(128,4,8):(1@P,1@F,4@F)]", 4);
        assert_eq!(paper_gemm(&a, &b, &c).unwrap().tile(), [128, 8, 128]);
    }
}
