//! Dispatch of Axe operators onto NKI instructions from their layouts (spec 001 section 3.4,
//! "AI accelerator support: Systolic Array GEMM", and Appendix H).
//!
//! Every operator runs the same four steps as the section's matmul algorithm:
//! 1. *Group*: refine all operands' iters along each iteration dimension until they pair up
//!    one to one ([`crate::refine`]).
//! 2. *Intersect*: pick, per instruction dimension, the run of factors that every operand maps
//!    to one iter on the axis the instruction needs (K on P in both matmul inputs, where the
//!    layout library's `intersect` of the pair is the pair itself; M on F in A and P in C; N on
//!    F in B and C, grown from B's or C's smallest stride, whichever gives more), starting from
//!    the smallest stride and merging while the strides stay contiguous, like the spec's
//!    "canonicalizes to a single iter and contains the iter with the smallest stride".
//! 3. *Limit*: cap each run at the instruction's limit (128 x 512 x 128 for M x N x K, one PSUM
//!    bank, 128 x 128 for a transpose): the merged run is cut to the largest divisor of its
//!    extent that fits.
//! 4. *Finalize*: the factors left over become the loop nest around the instruction.
//!
//! [`crate::paper_dispatch`] runs the section's steps literally on the layout library for the
//! matmul; tests/paper_dispatch.rs checks on random layouts that this dispatch picks the same
//! instruction shape or a larger one, both against a brute-force oracle.

use crate::memory::{bank_elements, Scope, MATMUL_MAX_K, MATMUL_MAX_M, MATMUL_MAX_N, TRANSPOSE_MAX};
use crate::operand::{Operand, Place};
use crate::paper_dispatch::contracts_fully;
use crate::refine::{refine, Factor};
use crate::region::pair_dims;
use crate::schedule::{Affine, AxisView, Instruction, Loop, Schedule, View};
use axe_layout::{intersect, Iter};

/// An Axe operator with its operands. [`Schedule::views`] follow [`Op::operands`].
pub enum Op<'a> {
    /// C[M,N] (+)= A[K,M]^T B[K,N].
    Gemm {
        a: &'a Operand,
        b: &'a Operand,
        c: &'a Operand,
    },
    Copy {
        src: &'a Operand,
        dst: &'a Operand,
    },
    Transpose {
        src: &'a Operand,
        dst: &'a Operand,
    },
    /// `reciprocal`: a plain reciprocal (VectorE) rather than an activation.
    Map {
        src: &'a Operand,
        dst: &'a Operand,
        bias: Option<&'a Operand>,
        sum: Option<&'a Operand>,
        reciprocal: bool,
    },
    Binary {
        lhs: &'a Operand,
        rhs: &'a Operand,
        dst: &'a Operand,
    },
    Reduce {
        src: &'a Operand,
        dst: &'a Operand,
    },
    /// Every element of dst set to one value.
    Fill {
        dst: &'a Operand,
    },
    /// dst = src where pred is nonzero.
    Select {
        pred: &'a Operand,
        src: &'a Operand,
        dst: &'a Operand,
    },
}

impl<'a> Op<'a> {
    /// The operands in view order: gemm (a, b, c); copy and transpose (src, dst); map (src,
    /// dst, bias?, sum?); binary (lhs, rhs, dst); reduce (src, dst).
    pub fn operands(&self) -> Vec<&'a Operand> {
        match *self {
            Op::Gemm { a, b, c } => vec![a, b, c],
            Op::Copy { src, dst } | Op::Transpose { src, dst } | Op::Reduce { src, dst } => vec![src, dst],
            Op::Map {
                src, dst, bias, sum, ..
            } => [Some(src), Some(dst), bias, sum].into_iter().flatten().collect(),
            Op::Binary { lhs, rhs, dst } => vec![lhs, rhs, dst],
            Op::Fill { dst } => vec![dst],
            Op::Select { pred, src, dst } => vec![pred, src, dst],
        }
    }
}

/// The schedule of `op`, or the constraint that failed.
pub fn dispatch(op: &Op) -> Result<Schedule, String> {
    match *op {
        Op::Gemm { a, b, c } => gemm(a, b, c),
        Op::Copy { src, dst } => copy(src, dst),
        Op::Transpose { src, dst } => transpose(src, dst, true).map(|s| through_psum(s, dst)),
        Op::Map {
            src,
            dst,
            bias,
            sum,
            reciprocal,
        } => {
            let instruction = if reciprocal {
                Instruction::Reciprocal
            } else {
                Instruction::Activation
            };
            let mut operands = vec![src, dst];
            operands.extend(bias.into_iter().chain(sum));
            elementwise(instruction, dst, &operands, sum.is_some())
        }
        Op::Binary { lhs, rhs, dst } => {
            let broadcast = rhs.shape != dst.shape;
            let instruction = if broadcast {
                Instruction::TensorScalar
            } else {
                Instruction::TensorTensor
            };
            elementwise(instruction, dst, &[lhs, rhs, dst], false)
        }
        Op::Reduce { src, dst } => reduce(src, dst),
        Op::Fill { dst } => elementwise(Instruction::Memset, dst, &[dst], false),
        Op::Select { pred, src, dst } => elementwise(Instruction::CopyPredicated, dst, &[pred, src, dst], false),
    }
}

/// The factors of a problem and which run (instruction dimension) each one joined.
#[derive(Clone)]
struct Nest {
    factors: Vec<Factor>,
    run: Vec<Option<usize>>,
}

impl Nest {
    fn new(factors: Vec<Factor>) -> Nest {
        let run = vec![None; factors.len()];
        Nest { factors, run }
    }

    /// Splits factor `i` so that its inner part has extent `inner`; returns the inner index.
    fn split(&mut self, i: usize, inner: i64) -> usize {
        let (outer, inner_factor) = self.factors[i].split(inner);
        self.factors[i] = inner_factor;
        self.factors.insert(i, outer);
        self.run.insert(i, None);
        i + 1
    }

    /// Step (2)-(3): grows run `id` over the factors `accept` admits, ordered by operand
    /// `key`'s stride, merging while every operand stays one iter; then caps it at `cap`.
    /// Returns the run's extent (1 when no factor qualifies).
    fn grow(&mut self, id: usize, key: usize, cap: i64, accept: &dyn Fn(&Factor) -> bool) -> i64 {
        let free = |n: &Nest, i: usize| n.run[i].is_none() && n.factors[i].extent > 1 && accept(&n.factors[i]);
        let Some(first) = (0..self.factors.len())
            .filter(|&i| free(self, i))
            .min_by_key(|&i| self.factors[i].places[key].stride().abs())
        else {
            return 1;
        };
        self.run[first] = Some(id);
        let base = self.factors[first].places.clone();
        let mut members = vec![first];
        let mut extent = self.factors[first].extent;
        loop {
            let next =
                (0..self.factors.len()).find(|&i| {
                    free(self, i)
                        && self.factors[i].places.iter().zip(&base).all(|(p, b)| {
                            p.same_axis(*b) && (*b == Place::Broadcast || p.stride() == b.stride() * extent)
                        })
                });
            let Some(i) = next else { break };
            self.run[i] = Some(id);
            members.push(i);
            extent *= self.factors[i].extent;
        }
        if extent > cap {
            self.cap(id, members, cap)
        } else {
            extent
        }
    }

    /// Caps run `id` (its factors `members`, innermost first) at `cap`. Within one iteration
    /// dimension the run is a single iter in every operand (section 3.4 finalize: the chosen
    /// iters canonicalize to one), so it is merged and split by the largest divisor of the whole
    /// extent that fits (Lemma B.1), not factor by factor: a run of 6 x 5 under a cap of 10
    /// gives 10, not 6. Across dimensions (a relayout) the run keeps its innermost factors.
    fn cap(&mut self, id: usize, members: Vec<usize>, cap: i64) -> i64 {
        let dim = self.factors[members[0]].dim;
        if members.iter().all(|&i| self.factors[i].dim == dim) {
            let extent: i64 = members.iter().map(|&i| self.factors[i].extent).product();
            let merged = Factor {
                dim,
                extent,
                places: self.factors[members[0]].places.clone(),
            };
            let mut sorted = members.clone();
            sorted.sort_unstable();
            for &i in sorted.iter().rev() {
                self.factors.remove(i);
                self.run.remove(i);
            }
            // Keep the merged factor where the run's outermost factor was: loop order follows it.
            let at = sorted[0];
            self.factors.insert(at, merged);
            self.run.insert(at, None);
            let d = largest_divisor_at_most(extent, cap);
            let inner = self.split(at, d);
            self.run[inner] = Some(id);
            return d;
        }
        // Innermost factors first; the first that does not fit is split, the rest leave the run.
        let mut extent = 1;
        let mut plan = vec![];
        let mut full = false;
        for &i in &members {
            let e = self.factors[i].extent;
            let d = if full {
                1
            } else {
                largest_divisor_at_most(e, cap / extent)
            };
            full |= d < e;
            extent *= d;
            plan.push((i, d));
        }
        // Splitting factor i shifts only the indices after it: apply from the last index down.
        plan.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
        for (i, d) in plan {
            let e = self.factors[i].extent;
            if d == 1 {
                self.run[i] = None;
            } else if d < e {
                self.run[i] = None;
                let inner = self.split(i, d);
                self.run[inner] = Some(id);
            }
        }
        extent
    }

    fn unassign(&mut self, id: usize) {
        self.run.iter_mut().filter(|r| **r == Some(id)).for_each(|r| *r = None);
    }

    /// The first factor of run `id` (its smallest strides): where the run starts.
    fn base(&self, id: usize) -> Option<&Factor> {
        // Within a run every operand's strides grow together, so any operand's smallest
        // stride marks the start.
        (0..self.factors.len())
            .filter(|&i| self.run[i] == Some(id))
            .min_by_key(|&i| self.factors[i].places.iter().map(|p| p.stride().abs()).sum::<i64>())
            .map(|i| &self.factors[i])
    }

    fn extent(&self, id: usize) -> i64 {
        self.factors
            .iter()
            .zip(&self.run)
            .filter(|(_, r)| **r == Some(id))
            .map(|(f, _)| f.extent)
            .product()
    }

    /// Step (4): the loop nest over the unassigned factors (dimensions in `order`, outer
    /// factors first), the views, and the tile.
    fn finish(
        &self,
        instruction: Instruction,
        operands: &[&Operand],
        dims: Vec<&'static str>,
        order: &[usize],
    ) -> Result<Schedule, String> {
        let mut loops = vec![];
        let mut loop_factors = vec![];
        for &d in order {
            let here: Vec<usize> = (0..self.factors.len())
                .filter(|&i| self.factors[i].dim == d && self.run[i].is_none() && self.factors[i].extent > 1)
                .collect();
            for (k, &i) in here.iter().enumerate() {
                let base = dims[d].to_lowercase();
                let name = if here.len() == 1 { base } else { format!("{base}{k}") };
                loops.push(Loop {
                    name,
                    extent: self.factors[i].extent,
                    dim: d,
                });
                loop_factors.push(i);
            }
        }
        let runs: Vec<usize> = {
            let mut ids: Vec<usize> = self.run.iter().flatten().copied().collect();
            ids.sort();
            ids.dedup();
            ids
        };
        let mut views = vec![];
        for (o, operand) in operands.iter().enumerate() {
            let mut axes: Vec<AxisView> = if operand.scope == Scope::Hbm {
                (0..operand.full_shape.len())
                    .map(|_| AxisView {
                        start: Affine::default(),
                        extent: 1,
                        step: 1,
                        index: true,
                        run: None,
                    })
                    .collect()
            } else {
                let (p, f) = operand.offset();
                [p, f]
                    .iter()
                    .map(|&c| AxisView {
                        start: Affine {
                            constant: c,
                            terms: vec![],
                        },
                        extent: 1,
                        step: 1,
                        index: false,
                        run: None,
                    })
                    .collect()
            };
            let slot = |place: Place| match place {
                Place::P(_) => Some(0),
                Place::F(_) => Some(1),
                Place::Hbm { dim, .. } => Some(dim),
                Place::Broadcast => None,
            };
            for (l, &i) in loop_factors.iter().enumerate() {
                let place = self.factors[i].places[o];
                if let Some(s) = slot(place) {
                    axes[s].start.add_term(l, place.stride());
                }
            }
            let mut taken = vec![false; axes.len()];
            for &id in &runs {
                let place = self.base(id).expect("a run has a factor").places[o];
                if let Some(s) = slot(place) {
                    if taken[s] {
                        return Err(format!("{} would need two runs on one axis of its view", operand.role));
                    }
                    taken[s] = true;
                    axes[s].extent = self.extent(id);
                    axes[s].step = place.stride();
                    axes[s].index = false;
                    axes[s].run = Some(id);
                }
            }
            views.push(View { axes });
        }
        let tile = (0..dims.len())
            .map(|d| {
                self.factors
                    .iter()
                    .zip(&self.run)
                    .filter(|(f, r)| f.dim == d && r.is_some())
                    .map(|(f, _)| f.extent)
                    .product()
            })
            .collect();
        Ok(Schedule {
            instruction,
            loops,
            views,
            tile,
            dims,
        })
    }
}

/// Appendix H / NKI access patterns: an instruction reads a contiguous range of partitions
/// (start and count, the same free pattern in each), so a run on P starts at stride 1.
/// The operands (by index) whose partition stride in run `id` is not 1.
fn strided_partitions(nest: &Nest, id: usize) -> Vec<(usize, i64)> {
    let Some(base) = nest.base(id) else { return vec![] };
    base.places
        .iter()
        .enumerate()
        .filter_map(|(o, p)| match p {
            Place::P(s) if *s != 1 => Some((o, *s)),
            _ => None,
        })
        .collect()
}

/// Factors on P that no run took: the operands' partitions do not line up.
fn misaligned_partitions(nest: &Nest) -> Option<&Factor> {
    (0..nest.factors.len())
        .find(|&i| {
            nest.run[i].is_none() && nest.factors[i].extent > 1 && nest.factors[i].places.iter().any(|p| is_p(*p))
        })
        .map(|i| &nest.factors[i])
}

/// Why a K pair on P in both inputs does not contract (section 3.4 step 2).
fn mismatched_pair(extent: i64, sa: i64, sb: i64) -> String {
    let p = crate::memory::axis("P");
    match (Iter::new(extent, sa, p.clone()), Iter::new(extent, sb, p)) {
        (Ok(ia), Ok(ib)) => match intersect(&ia, &ib) {
            Ok(i) => format!(
                ": K's iters {ia} in A and {ib} in B intersect in {i}, not in both, so a partition would hold \
                 different k in A and B; relayout one of them with an axe.copy"
            ),
            Err(e) => format!(": {e}"),
        },
        _ => String::new(),
    }
}

fn largest_divisor_at_most(n: i64, cap: i64) -> i64 {
    (1..=cap.min(n)).rev().find(|d| n % d == 0).unwrap_or(1)
}

fn is_p(p: Place) -> bool {
    matches!(p, Place::P(_))
}

fn is_f(p: Place) -> bool {
    matches!(p, Place::F(_))
}

fn identity(rank: usize) -> Vec<Option<usize>> {
    (0..rank).map(Some).collect()
}

/// Dimensions of `operand` that are broadcast in a space of `extents` (extent 1 where the
/// space has more) map to no iteration dimension.
fn broadcast_dims(operand: &Operand, extents: &[i64]) -> Vec<Option<usize>> {
    operand
        .shape
        .iter()
        .zip(extents)
        .enumerate()
        .map(|(d, (&e, &s))| if e == 1 && s > 1 { None } else { Some(d) })
        .collect()
}

fn space_names(rank: usize) -> Vec<&'static str> {
    ["i", "j", "l", "q", "r", "s"].into_iter().take(rank).collect()
}

/// Section 3.4: the TensorE matmul.
fn gemm(a: &Operand, b: &Operand, c: &Operand) -> Result<Schedule, String> {
    const M: usize = 0;
    const N: usize = 1;
    const K: usize = 2;
    let (sm, sn, sk) = (c.shape[0], c.shape[1], a.shape[0]);
    let dims = vec![vec![Some(K), Some(M)], vec![Some(K), Some(N)], vec![Some(M), Some(N)]];
    let factors = refine(&[sm, sn, sk], &["M", "N", "K"], &[a, b, c], &dims)?;
    let mut nest = Nest::new(factors);
    // (2) K intersection: K on P in both inputs, where A'[i] ∩ B'[i] (the layout library's
    // iter intersection) is both iters: the same partitions hold the same k.
    let k = nest.grow(K, 0, MATMUL_MAX_K, &|f| {
        f.dim == K && contracts_fully(f.extent, f.places[0], f.places[1])
    });
    if k == 1 && sk > 1 {
        // Name the pair that step (2) could not use: on P in both, but its intersection is
        // not both iters (the same partitions would hold different k).
        let split = nest.factors.iter().find_map(|f| match (f.places[0], f.places[1]) {
            (Place::P(sa), Place::P(sb)) if f.dim == K && f.extent > 1 => Some(mismatched_pair(f.extent, sa, sb)),
            _ => None,
        });
        return Err(format!(
            "K must lie on the partition axis P with the same partition strides in both A and B (A: {}, B: {}){}",
            a.layout,
            b.layout,
            split.unwrap_or_default()
        ));
    }
    if let Some(&(o, stride)) = strided_partitions(&nest, K).first() {
        return Err(format!(
            "K lies on partitions {stride} apart in {}: an instruction reads a contiguous range of partitions \
             (no strided partition access); relayout it with an axe.copy into a layout with K at 1@P",
            ["A", "B"][o]
        ));
    }
    // (3) M intersection: M on F in A and on P in C.
    let m = nest.grow(M, 2, MATMUL_MAX_M, &|f| {
        f.dim == M && is_f(f.places[0]) && is_p(f.places[2])
    });
    if m == 1 && sm > 1 {
        return Err(format!(
            "M must lie on the free axis F in A and on the partition axis P in C (A: {}, C: {})",
            a.layout, c.layout
        ));
    }
    if let Some(&(_, stride)) = strided_partitions(&nest, M).first() {
        return Err(format!(
            "M lies on partitions {stride} apart in C: a matmul writes a contiguous range of partitions (C: {})",
            c.layout
        ));
    }
    // ... and N: on F in B and C, within one PSUM bank.
    let bank = bank_elements(c.elem_bytes);
    // The section picks N's iters from B's or C's smallest stride, whichever gives more.
    let n_accept = |f: &Factor| f.dim == N && is_f(f.places[1]) && is_f(f.places[2]);
    let mut from_b = nest.clone();
    let n_b = from_b.grow(N, 1, MATMUL_MAX_N.min(bank), &n_accept);
    let n = nest.grow(N, 2, MATMUL_MAX_N.min(bank), &n_accept);
    let (n, nest) = if n_b > n { (n_b, from_b) } else { (n, nest) };
    if n == 1 && sn > 1 {
        return Err(format!(
            "N must lie on the free axis F in both B and C (B: {}, C: {})",
            b.layout, c.layout
        ));
    }
    let schedule = nest.finish(Instruction::Matmul, &[a, b, c], vec!["M", "N", "K"], &[M, N, K])?;
    check_bank(&schedule.views[2], bank, c)?;
    Ok(schedule)
}

/// Every instruction's N range in C stays inside one PSUM bank.
fn check_bank(view: &View, bank: i64, c: &Operand) -> Result<(), String> {
    let f = &view.axes[1];
    let reach = (f.extent - 1) * f.step + 1;
    let aligned = f.start.constant % bank + reach <= bank && f.start.terms.iter().all(|(_, s)| s % bank == 0);
    let whole = c.layout.span(&crate::memory::axis("F")).unwrap_or(i64::MAX) + f.start.constant <= bank
        && !c.layout.axes().contains(&crate::memory::axis("Bank"));
    if aligned || whole {
        Ok(())
    } else {
        Err(format!(
            "the N tile of C ({} elements apart by {}) would cross a PSUM bank of {bank} elements: \
             C's layout {} must keep each instruction's columns in one 2 KiB bank",
            f.extent, f.step, c.layout
        ))
    }
}

/// A copy: DMA between HBM and SBUF, or an engine copy between on-chip tensors.
fn copy(src: &Operand, dst: &Operand) -> Result<Schedule, String> {
    use Scope::*;
    let instruction = match (src.scope, dst.scope) {
        (Psum, Hbm) => return Err("PSUM cannot be a DMA source (NKI >= 0.3): copy it to SBUF first".into()),
        (Hbm, Psum) => return Err("DMA cannot write PSUM: copy from HBM to SBUF".into()),
        (Hbm, Hbm) => return Err("HBM to HBM copies are not supported: stage through SBUF".into()),
        (Hbm, Sbuf) | (Sbuf, Hbm) => Instruction::DmaCopy,
        _ => Instruction::TensorCopy,
    };
    if instruction == Instruction::TensorCopy {
        // Engines keep each partition's data in its partition. A copy whose layouts swap
        // the partition and free axes goes through the TensorE transpose (SBUF -> PSUM)
        // block by block; one whose partitions do not line up otherwise is a DMA, which
        // addresses any partition, one partition row per descriptor.
        return match elementwise(instruction, dst, &[src, dst], false) {
            Err(e) if e.starts_with(MISALIGNED) => {
                if src.scope == Sbuf {
                    if let Ok(s) = transpose(src, dst, false) {
                        return Ok(through_psum(s, dst));
                    }
                }
                if src.scope == Psum {
                    return Err(format!(
                        "{e}; PSUM is not a DMA source: evict it with an aligned copy first"
                    ));
                }
                dma_rows(src, dst)
            }
            other => other,
        };
    }
    let chip = if src.scope == Hbm { 1 } else { 0 };
    let hbm = 1 - chip;
    let extents = [src, dst][chip].shape.clone();
    let rank = extents.len();
    let names = space_names(rank);
    let operands = [src, dst];
    // An HBM region of another rank pairs with the tile by its dimensions above extent 1.
    let hbm_dims = pair_dims(&[src, dst][hbm].shape, &extents).ok_or_else(|| {
        format!(
            "the HBM region {:?} does not pair with the on-chip shape {:?} (their dimensions above extent 1 differ)",
            [src, dst][hbm].shape,
            extents
        )
    })?;
    let mut dims = [identity(rank), identity(rank)];
    dims[hbm] = hbm_dims;
    let mut nest = Nest::new(refine(&extents, &names, &operands, &dims)?);
    // The largest box: partitions from one HBM dimension, free elements from a later one, so
    // both sides list the box's elements in the same (row-major) order.
    let mut p = nest.grow(0, chip, i64::MAX, &|f| is_p(f.places[chip]));
    if !strided_partitions(&nest, 0).is_empty() {
        // Strided partitions: one partition row per DMA.
        nest.unassign(0);
        p = 1;
    }
    let fr = nest.grow(1, chip, i64::MAX, &|f| is_f(f.places[chip]));
    let hbm_dim = |n: &Nest, id: usize| match n.base(id).map(|f| f.places[hbm]) {
        Some(Place::Hbm { dim, .. }) => Some(dim),
        _ => None,
    };
    if let (Some(dp), Some(df)) = (hbm_dim(&nest, 0), hbm_dim(&nest, 1)) {
        if dp >= df {
            nest.unassign(if p >= fr { 1 } else { 0 });
        }
    }
    nest.finish(instruction, &operands, names, &(0..rank).collect::<Vec<_>>())
}

/// The TensorE transpose writes PSUM; into SBUF it goes through a PSUM block.
fn through_psum(s: Schedule, dst: &Operand) -> Schedule {
    let instruction = if dst.scope == Scope::Psum {
        Instruction::Transpose
    } else {
        Instruction::TransposeThroughPsum
    };
    Schedule { instruction, ..s }
}

/// The start of the error `elementwise` returns when the operands' partitions do not line up.
const MISALIGNED: &str = "the partitions of";

/// An on-chip to on-chip DMA (SBUF; relayouts across partitions): a run on F in both, one
/// partition row per instruction.
fn dma_rows(src: &Operand, dst: &Operand) -> Result<Schedule, String> {
    if dst.scope == Scope::Psum {
        return Err(format!(
            "{MISALIGNED} src and dst do not line up and DMA cannot write PSUM (src: {}, dst: {})",
            src.layout, dst.layout
        ));
    }
    let rank = dst.shape.len();
    let names = space_names(rank);
    let operands = [src, dst];
    let mut nest = Nest::new(refine(
        &dst.shape,
        &names,
        &operands,
        &[identity(rank), identity(rank)],
    )?);
    nest.grow(1, 1, i64::MAX, &|f| is_f(f.places[0]) && is_f(f.places[1]));
    nest.finish(Instruction::DmaCopy, &operands, names, &(0..rank).collect::<Vec<_>>())
}

/// The TensorE transpose: what src has on P goes to F in dst and back.
/// `swapped`: dst's logical dimensions are src's swapped (axe.transpose), not the same (a
/// relayout copy between layouts that exchange P and F).
fn transpose(src: &Operand, dst: &Operand, swapped: bool) -> Result<Schedule, String> {
    let names = space_names(2);
    let dims = [
        vec![Some(0), Some(1)],
        if swapped {
            vec![Some(1), Some(0)]
        } else {
            vec![Some(0), Some(1)]
        },
    ];
    let mut nest = Nest::new(refine(&src.shape, &names, &[src, dst], &dims)?);
    let rows = nest.grow(0, 0, TRANSPOSE_MAX, &|f| is_p(f.places[0]) && is_f(f.places[1]));
    let cols = nest.grow(1, 0, TRANSPOSE_MAX, &|f| is_f(f.places[0]) && is_p(f.places[1]));
    // A dimension of extent 1 has no iter to place (a one-row matrix's transpose).
    if (rows == 1 && src.shape[0] > 1) || (cols == 1 && src.shape[1] > 1) {
        return Err(format!(
            "a transpose needs src's partitions on dst's free axis and src's free axis on dst's partitions (src: {}, dst: {})",
            src.layout, dst.layout
        ));
    }
    if let Some(&(o, stride)) = strided_partitions(&nest, 0)
        .first()
        .or(strided_partitions(&nest, 1).first())
    {
        return Err(format!(
            "a transpose reads and writes contiguous partitions, but {} steps by {stride} partitions",
            ["src", "dst"][o]
        ));
    }
    nest.finish(Instruction::Transpose, &[src, dst], names, &[0, 1])
}

/// Engine ops over on-chip tensors: one run on P (same partitions in every operand) and one
/// on F (operands of extent 1 there are broadcast per partition). `whole_rows`: one
/// instruction must see every free element of a row (a fused row sum).
fn elementwise(
    instruction: Instruction,
    dst: &Operand,
    operands: &[&Operand],
    whole_rows: bool,
) -> Result<Schedule, String> {
    let extents = dst.shape.clone();
    let rank = extents.len();
    let names = space_names(rank);
    let dims: Vec<Vec<Option<usize>>> = operands.iter().map(|o| broadcast_dims(o, &extents)).collect();
    let key = operands
        .iter()
        .position(|o| std::ptr::eq(*o, dst))
        .expect("dst is an operand");
    let mut nest = Nest::new(refine(&extents, &names, operands, &dims)?);
    nest.grow(0, key, i64::MAX, &|f| f.places.iter().all(|p| is_p(*p)));
    let strided = strided_partitions(&nest, 0);
    if let Some(f) = misaligned_partitions(&nest)
        .map(|f| f.extent)
        .or(strided.first().map(|&(_, s)| s))
    {
        let roles: Vec<&str> = operands.iter().map(|o| o.role).collect();
        return Err(format!(
            "{MISALIGNED} {} do not line up (a factor of {f} is left over or strided): an engine instruction reads \
             and writes a contiguous range of partitions, the same in each operand; relayout with an axe.copy",
            roles.join(", ")
        ));
    }
    nest.grow(1, key, i64::MAX, &|f| {
        is_f(f.places[key]) && f.places.iter().all(|p| is_f(*p) || *p == Place::Broadcast)
    });
    if let Some(f) = (0..nest.factors.len()).find(|&i| {
        nest.run[i].is_none() && nest.factors[i].extent > 1 && nest.factors[i].places.contains(&Place::Broadcast)
    }) {
        if whole_rows || instruction == Instruction::TensorScalar {
            return Err(format!(
                "the free dimensions of {} must merge into one run on F (one instruction per row), but factor {} of dimension {} is left over",
                dst.role, nest.factors[f].extent, names[nest.factors[f].dim]
            ));
        }
    }
    nest.finish(instruction, operands, names, &(0..rank).collect::<Vec<_>>())
}

/// A per-row reduction: one run on P, the reduced dimensions in one run on F.
fn reduce(src: &Operand, dst: &Operand) -> Result<Schedule, String> {
    let extents = src.shape.clone();
    let rank = extents.len();
    let names = space_names(rank);
    let dims = [identity(rank), broadcast_dims(dst, &extents)];
    let mut nest = Nest::new(refine(&extents, &names, &[src, dst], &dims)?);
    if let Some(f) = nest
        .factors
        .iter()
        .find(|f| f.extent > 1 && f.places[1] == Place::Broadcast && is_p(f.places[0]))
    {
        return Err(format!(
            "dimension {} is reduced but lies on the partition axis P in src ({}); reductions run over F",
            names[f.dim], src.layout
        ));
    }
    nest.grow(0, 0, i64::MAX, &|f| is_p(f.places[0]) && is_p(f.places[1]));
    nest.grow(1, 0, i64::MAX, &|f| {
        is_f(f.places[0]) && f.places[1] == Place::Broadcast
    });
    if let Some(f) = (0..nest.factors.len())
        .find(|&i| nest.run[i].is_none() && nest.factors[i].extent > 1 && nest.factors[i].places[1] == Place::Broadcast)
    {
        return Err(format!(
            "the reduced dimensions must merge into one run on F, but factor {} of dimension {} is left over (src: {})",
            nest.factors[f].extent, names[nest.factors[f].dim], src.layout
        ));
    }
    nest.finish(
        Instruction::TensorReduce,
        &[src, dst],
        names,
        &(0..rank).collect::<Vec<_>>(),
    )
}
