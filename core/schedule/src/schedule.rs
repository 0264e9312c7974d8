//! A schedule: each range of a kernel split into pieces, each piece on a hardware axis.

use std::collections::BTreeMap;

use axe_layout::{group, Axis, Iter, Layout, Offset};

use crate::error::{fail, Result};
use crate::target::{HwAxis, Target};

/// What a schedule needs to know of one range of the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeSpec {
    pub extent: i64,
    /// Bound by a `uop.reduce` (else by the store's `uop.end`).
    pub reduce: bool,
}

/// One piece of a range: `extent` values on `axis`, worth `inner` in the range's value (the
/// product of the extents of the range's later pieces), at position `stride` on the axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub range: usize,
    pub extent: i64,
    pub inner: i64,
    pub axis: HwAxis,
    pub stride: i64,
}

/// A verified schedule of a kernel's ranges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub target: Target,
    pub ranges: Vec<RangeSpec>,
    /// Range by range, each range's pieces outermost first.
    pub pieces: Vec<Piece>,
}

impl Schedule {
    /// Reads `layout` as a schedule of `ranges` on `target`, checking every constraint.
    pub fn from_layout(layout: &Layout, ranges: &[RangeSpec], target: Target) -> Result<Schedule> {
        if !layout.replica().is_empty() {
            return fail("a schedule has no replica part R: each point of the kernel runs once");
        }
        if layout.offset().values().any(|&o| o != 0) {
            return fail("a schedule has no offset: every axis starts at 0");
        }
        let extents: Vec<i64> = ranges.iter().map(|r| r.extent).collect();
        if let Some(bad) = extents.iter().position(|&e| e <= 0) {
            return fail(format!(
                "range #{bad} has extent {}; only non-empty ranges are scheduled",
                extents[bad]
            ));
        }
        let mut pieces = Vec::new();
        if extents.iter().all(|&e| e == 1) {
            // A kernel of size-1 ranges (or none): any layout of size 1 covers it.
            if layout.size() != 1 {
                return fail(format!(
                    "the layout has {} points but the kernel's ranges have 1",
                    layout.size()
                ));
            }
        } else {
            let nontrivial: Vec<usize> = (0..extents.len()).filter(|&i| extents[i] > 1).collect();
            let shape: Vec<i64> = nontrivial.iter().map(|&i| extents[i]).collect();
            let blocks: Vec<Vec<Iter>> = match group(layout, &shape) {
                Ok(grouped) => (0..nontrivial.len()).map(|b| grouped.block(b).to_vec()).collect(),
                // A GPU range may be padded (a partial last block): its iters, whole, cover
                // more than its extent; check() verifies the overhang.
                Err(_) if target == Target::Gpu => padded_blocks(layout, &nontrivial, &extents)?,
                Err(e) => {
                    return fail(format!(
                        "the layout does not cover the ranges {} exactly: {e}",
                        axe_layout::format_shape(&extents)
                    ))
                }
            };
            for (block, &range) in nontrivial.iter().enumerate() {
                let iters = &blocks[block];
                let mut inner = 1i64;
                let mut these = Vec::new();
                for iter in iters.iter().rev() {
                    let axis = HwAxis::parse(iter.axis().name(), target).ok_or_else(|| {
                        let names: Vec<String> = HwAxis::of_target(target).iter().map(|a| a.name()).collect();
                        crate::ScheduleError(format!(
                            "names axis `{}`, which the {} target does not have (its axes: {})",
                            iter.axis(),
                            target_name(target),
                            names.join(", ")
                        ))
                    })?;
                    these.push(Piece {
                        range,
                        extent: iter.extent(),
                        inner,
                        axis,
                        stride: iter.stride(),
                    });
                    inner = inner
                        .checked_mul(iter.extent())
                        .ok_or_else(|| crate::ScheduleError("extent overflow".into()))?;
                }
                these.reverse();
                pieces.extend(these);
            }
        }
        let schedule = Schedule {
            target,
            ranges: ranges.to_vec(),
            pieces,
        };
        schedule.check()?;
        Ok(schedule)
    }

    /// Whether the pieces of `range` cover more points than its extent (a GPU range whose
    /// last block is partial: the lowering guards the overhang).
    pub fn padded(&self, range: usize) -> bool {
        let points = self
            .pieces_of(range)
            .try_fold(1i64, |n, (_, p)| n.checked_mul(p.extent));
        points.is_none_or(|n| n > self.ranges[range].extent)
    }

    /// Every range on one sequential loop, in range order (what an unscheduled kernel means).
    pub fn sequential(ranges: &[RangeSpec], target: Target) -> Result<Schedule> {
        let plan: Vec<Vec<(i64, HwAxis)>> = ranges.iter().map(|r| vec![(r.extent, HwAxis::Loop)]).collect();
        let order: Vec<(usize, usize)> = (0..ranges.len()).map(|r| (r, 0)).collect();
        Schedule::build(ranges, &plan, &order, target)
    }

    /// A schedule from each range's pieces (outermost first, extent and axis) and the nesting
    /// order of the pieces on every axis, outermost first, as (range, piece) pairs; pieces left
    /// out of `order` are placed after it in range order. Strides follow from the order.
    pub fn build(
        ranges: &[RangeSpec],
        plan: &[Vec<(i64, HwAxis)>],
        order: &[(usize, usize)],
        target: Target,
    ) -> Result<Schedule> {
        let mut pieces = Vec::new();
        let mut index: BTreeMap<(usize, usize), usize> = BTreeMap::new();
        for (range, parts) in plan.iter().enumerate() {
            let mut inner = 1i64;
            let mut these = Vec::new();
            for (k, &(extent, axis)) in parts.iter().enumerate().rev() {
                if extent == 1 {
                    continue;
                }
                these.push((
                    k,
                    Piece {
                        range,
                        extent,
                        inner,
                        axis,
                        stride: 0,
                    },
                ));
                inner = inner
                    .checked_mul(extent)
                    .ok_or_else(|| crate::ScheduleError("extent overflow".into()))?;
            }
            these.reverse();
            for (k, piece) in these {
                index.insert((range, k), pieces.len());
                pieces.push(piece);
            }
        }
        let mut sequence: Vec<usize> = order.iter().filter_map(|key| index.get(key).copied()).collect();
        for i in 0..pieces.len() {
            if !sequence.contains(&i) {
                sequence.push(i);
            }
        }
        let mut next: BTreeMap<HwAxis, i64> = BTreeMap::new();
        for &i in sequence.iter().rev() {
            if pieces[i].axis == HwAxis::Simd {
                pieces[i].stride = 1; // simd pieces share the lanes
                continue;
            }
            let stride = next.entry(pieces[i].axis).or_insert(1);
            pieces[i].stride = *stride;
            *stride = stride
                .checked_mul(pieces[i].extent)
                .ok_or_else(|| crate::ScheduleError("extent overflow".into()))?;
        }
        let schedule = Schedule {
            target,
            ranges: ranges.to_vec(),
            pieces,
        };
        schedule.check()?;
        Ok(schedule)
    }

    /// The schedule of the ranges `keep` (positions, ascending) alone: what is left of it once
    /// the lowering applied the others (`uop-map-gpu-ranges` turns a cooperative kernel's rows
    /// into block indices and leaves its thread pieces to `convert-uop-to-scf`). Their pieces,
    /// re-indexed; on each axis the pieces tile, the ones left re-tiled in the same order.
    pub fn restrict(&self, keep: &[usize]) -> Result<Schedule> {
        let ranges: Vec<RangeSpec> = keep.iter().map(|&r| self.ranges[r]).collect();
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .filter_map(|p| {
                keep.iter()
                    .position(|&r| r == p.range)
                    .map(|range| Piece { range, ..*p })
            })
            .collect();
        let axes: std::collections::BTreeSet<HwAxis> = pieces.iter().map(|p| p.axis).collect();
        for axis in axes {
            if axis == HwAxis::Simd || self.shares(axis) {
                continue; // shared from stride 1, which stays
            }
            let mut on: Vec<usize> = (0..pieces.len()).filter(|&i| pieces[i].axis == axis).collect();
            on.sort_by_key(|&i| pieces[i].stride);
            let mut stride = 1i64;
            for i in on {
                pieces[i].stride = stride;
                stride = stride.saturating_mul(pieces[i].extent);
            }
        }
        let schedule = Schedule {
            target: self.target,
            ranges,
            pieces,
        };
        schedule.check()?;
        Ok(schedule)
    }

    /// The layout form: range by range, each piece `extent:stride@axis`.
    pub fn to_layout(&self) -> Layout {
        self.layout().expect("a checked schedule is a valid layout")
    }

    /// The schedule as a layout, or why its pieces make none (an extent or a stride whose
    /// span does not fit i64: a range of 2^63 - 1 points split over threads).
    fn layout(&self) -> Result<Layout> {
        let invalid = |e: &dyn std::fmt::Display| crate::ScheduleError(format!("the schedule is no layout: {e}"));
        let mut iters = Vec::new();
        for p in &self.pieces {
            let axis = Axis::new(&p.axis.name()).expect("axis names are identifiers");
            iters.push(Iter::new(p.extent, p.stride, axis).map_err(|e| invalid(&e))?);
        }
        if iters.is_empty() {
            iters.push(Iter::new(1, 1, Axis::new("loop").expect("an identifier")).expect("a valid iter"));
        }
        Layout::new(iters, vec![], Offset::new()).map_err(|e| invalid(&e))
    }

    /// The pieces of `range`, outermost first.
    pub fn pieces_of(&self, range: usize) -> impl Iterator<Item = (usize, &Piece)> {
        self.pieces.iter().enumerate().filter(move |(_, p)| p.range == range)
    }

    /// The pieces on `axis`, outermost (largest stride) first.
    pub fn on_axis(&self, axis: HwAxis) -> Vec<usize> {
        let mut on: Vec<usize> = (0..self.pieces.len())
            .filter(|&i| self.pieces[i].axis == axis)
            .collect();
        on.sort_by_key(|&i| std::cmp::Reverse(self.pieces[i].stride));
        on
    }

    /// The extent of `axis`: the product of the extents of its pieces, or, on a thread axis a
    /// cooperative split shares ([`Schedule::shares`]), the extent of each piece.
    pub fn extent_on(&self, axis: HwAxis) -> i64 {
        let extents = self.pieces.iter().filter(|p| p.axis == axis).map(|p| p.extent);
        if self.shares(axis) {
            extents.max().unwrap_or(1)
        } else {
            extents.product()
        }
    }

    /// Whether the pieces on `axis` share it rather than tile it: a gpu block's threads taking
    /// several ranges in turn (a cooperative reduction, tinygrad's GROUP: each reduction's
    /// innermost range and the row's own store range split across the same threads, one phase
    /// after another). That is a thread axis with several pieces, at least one of a reduce
    /// range, all at stride 1; [`Schedule::check`] then requires one extent for them all.
    pub fn shares(&self, axis: HwAxis) -> bool {
        let on: Vec<&Piece> = self.pieces.iter().filter(|p| p.axis == axis).collect();
        self.target == Target::Gpu
            && matches!(axis, HwAxis::Thread(_))
            && on.len() > 1
            && on.iter().all(|p| p.stride == 1)
            && on.iter().any(|p| self.ranges[p.range].reduce)
    }

    pub(crate) fn check(&self) -> Result<()> {
        self.layout()?;
        self.check_cover()?;
        // Each axis is tiled exactly once: sorted by stride, strides are 1, e1, e1*e2, ...
        // except `simd`, whose pieces (one per range at most) share the lanes from 0: a value
        // varies along one of them, and each is one vector.
        let axes: std::collections::BTreeSet<HwAxis> = self.pieces.iter().map(|p| p.axis).collect();
        for &axis in &axes {
            let mut on = self.on_axis(axis);
            on.reverse();
            if self.shares(axis) {
                let first = &self.pieces[on[0]];
                if let Some(p) = on.iter().map(|&i| &self.pieces[i]).find(|p| p.extent != first.extent) {
                    return fail(format!(
                        "the pieces on axis `{axis}` share it (a cooperative split: stride 1, at least one of a reduce range) but range #{} has {} threads and range #{} {}: the block's threads take each shared range in turn, so every piece has the same extent",
                        first.range, first.extent, p.range, p.extent
                    ));
                }
                if let Some(limit) = axis.limit(self.target) {
                    // As a layout, the pieces' coordinates add (what an #axe.layout admits).
                    let reach = (on.len() as i64).saturating_mul(first.extent - 1);
                    if reach >= limit {
                        return fail(format!(
                            "the {} pieces of {} threads that share axis `{axis}` reach coordinate {reach} as a layout (whose pieces' coordinates add), over the {} target's {limit} threads: share fewer ranges or use fewer threads",
                            on.len(),
                            first.extent,
                            target_name(self.target)
                        ));
                    }
                }
                continue;
            }
            let mut expected = 1i64;
            for &i in &on {
                let p = &self.pieces[i];
                if axis == HwAxis::Simd {
                    if p.stride != 1 {
                        return fail(format!(
                            "the simd piece of range #{} has stride {}: simd pieces share the lanes and have stride 1",
                            p.range, p.stride
                        ));
                    }
                    expected = expected.max(p.extent);
                    continue;
                }
                if p.stride != expected {
                    let strides: Vec<String> = on
                        .iter()
                        .map(|&i| format!("{}:{}", self.pieces[i].extent, self.pieces[i].stride))
                        .collect();
                    return fail(format!(
                        "the pieces on axis `{axis}` do not tile it ({}): sorted by stride they must be 1, e1, e1*e2, ... so that every coordinate is used once",
                        strides.join(", ")
                    ));
                }
                expected = expected.saturating_mul(p.extent);
            }
            if let Some(limit) = axis.limit(self.target) {
                if expected > limit {
                    let list: Vec<String> = on
                        .iter()
                        .rev()
                        .map(|&i| {
                            let p = &self.pieces[i];
                            format!("{}:{}@{axis} of range #{}", p.extent, p.stride, p.range)
                        })
                        .collect();
                    return fail(format!(
                        "axis `{axis}` has extent {expected} (pieces {}), over the {} target's {limit}",
                        list.join(", "),
                        target_name(self.target)
                    ));
                }
            }
        }
        for &i in &self.on_axis(HwAxis::Simd) {
            let p = &self.pieces[i];
            if p.extent & (p.extent - 1) != 0 {
                return fail(format!(
                    "the simd piece of range #{} has {} lanes; vectors have a power-of-two lane count",
                    p.range, p.extent
                ));
            }
            if p.inner != 1 {
                return fail(format!(
                    "the simd piece of range #{} is not its innermost piece: lanes must be consecutive values of the range",
                    p.range
                ));
            }
        }
        if self.target == Target::Gpu {
            let threads: i64 = (0..3).map(|d| self.extent_on(HwAxis::Thread(d))).product();
            if threads > 1024 {
                return fail(format!(
                    "a block of {threads} threads (tx * ty * tz) is over the gpu target's 1024"
                ));
            }
        }
        if self.target == Target::Cpu {
            if let Some(p) = self
                .pieces
                .iter()
                .find(|p| p.axis == HwAxis::Core && self.ranges[p.range].reduce)
            {
                return fail(format!(
                    "puts reduce range #{} on `core`: the cpu target reduces within one thread (split the reduction with uop-split-reduceop to parallelize it)",
                    p.range
                ));
            }
        }
        Ok(())
    }
}

impl Schedule {
    /// Each range's pieces cover its extent exactly, or, on the gpu target, overhang it by
    /// part of the step of their outermost piece, which is on a grid or block axis (a partial
    /// last block, which the lowering guards).
    fn check_cover(&self) -> Result<()> {
        for (r, spec) in self.ranges.iter().enumerate() {
            let pieces: Vec<&Piece> = self.pieces_of(r).map(|(_, p)| p).collect();
            if spec.extent <= 1 && pieces.is_empty() {
                continue;
            }
            let points = pieces.iter().try_fold(1i64, |n, p| n.checked_mul(p.extent));
            if points == Some(spec.extent) {
                continue;
            }
            let list: Vec<String> = pieces
                .iter()
                .map(|p| format!("{}:{}@{}", p.extent, p.stride, p.axis))
                .collect();
            let overhang_ok = match (points, pieces.first()) {
                (Some(n), Some(outer)) => {
                    let step = n / outer.extent;
                    self.target == Target::Gpu
                        && n > spec.extent
                        && matches!(outer.axis, HwAxis::Block(_) | HwAxis::Thread(_))
                        && step * (outer.extent - 1) < spec.extent
                }
                _ => false,
            };
            if !overhang_ok {
                let points = points.map_or("more than 2^63".into(), |n| n.to_string());
                return fail(format!(
                    "the pieces of range #{r} ({}) cover {points} points, not its extent {}{}",
                    list.join(", "),
                    spec.extent,
                    if self.target == Target::Gpu {
                        " (a gpu range may cover more only by part of its outermost piece's step, on a grid or block axis: a partial last block)"
                    } else {
                        ""
                    }
                ));
            }
        }
        Ok(())
    }
}

/// The layout's iters, whole and in order, split among the ranges `nontrivial` (positions
/// into `extents`), each taking iters until they cover its extent (a padded range covers
/// more); an error names the range the iters fall short of, or the iters left over.
fn padded_blocks(layout: &Layout, nontrivial: &[usize], extents: &[i64]) -> Result<Vec<Vec<Iter>>> {
    let mut iters = layout.shard().iter();
    let mut blocks = Vec::new();
    for &r in nontrivial {
        let mut block: Vec<Iter> = Vec::new();
        let mut points = 1i64;
        while points < extents[r] {
            let Some(iter) = iters.next() else {
                let list: Vec<String> = block.iter().map(|i| i.to_string()).collect();
                return fail(format!(
                    "the layout does not cover range #{r} (extent {}): its last iters ({}) have {points} points",
                    extents[r],
                    list.join(", ")
                ));
            };
            points = points.saturating_mul(iter.extent());
            block.push(iter.clone());
        }
        blocks.push(block);
    }
    let rest: Vec<String> = iters.map(|i| i.to_string()).collect();
    if !rest.is_empty() {
        return fail(format!(
            "the layout has iters ({}) past the last range, whose extents are {}",
            rest.join(", "),
            axe_layout::format_shape(extents)
        ));
    }
    Ok(blocks)
}

pub(crate) fn target_name(target: Target) -> &'static str {
    match target {
        Target::Cpu => "cpu",
        Target::Gpu => "gpu",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges(extents: &[(i64, bool)]) -> Vec<RangeSpec> {
        extents
            .iter()
            .map(|&(extent, reduce)| RangeSpec { extent, reduce })
            .collect()
    }

    fn read(text: &str, r: &[RangeSpec]) -> Result<Schedule> {
        Schedule::from_layout(&axe_layout::parse(text).unwrap(), r, Target::Cpu)
    }

    #[test]
    fn matmul_tile_round_trips() {
        let r = ranges(&[(512, false), (512, false), (512, true)]);
        let s = read(
            "S[(64,2,4,32,2,8,512):(1@core,16384@loop,2@reg,512@loop,1@reg,1@simd,1@loop)]",
            &r,
        )
        .unwrap();
        assert_eq!(s.pieces.len(), 7);
        assert_eq!(
            s.pieces[1],
            Piece {
                range: 0,
                extent: 2,
                inner: 4,
                axis: HwAxis::Loop,
                stride: 16384
            }
        );
        assert_eq!(s.on_axis(HwAxis::Loop), vec![1, 3, 6]);
        assert_eq!(read(&s.to_layout().to_string(), &r).unwrap(), s);
    }

    #[test]
    fn sequential_is_row_major_on_loop() {
        let r = ranges(&[(4, false), (8, true)]);
        let s = Schedule::sequential(&r, Target::Cpu).unwrap();
        assert_eq!(s.to_layout().to_string(), "S[(4,8):(8@loop,1@loop)]");
    }

    #[test]
    fn diagnostics_name_the_constraint() {
        let r = ranges(&[(16, false), (8, true)]);
        let e = |t: &str| read(t, &r).unwrap_err().0;
        assert!(e("S[(16,4):(8@loop,1@loop)]").contains("does not cover"));
        assert!(e("S[(16,8):(1@tx,1@loop)]").contains("does not have"));
        assert!(e("S[(16,8):(8@loop,2@loop)]").contains("do not tile"));
        assert!(e("S[(16,8):(1@loop,1@core)]").contains("reduces within one thread"));
        assert!(e("S[(2,8,8):(1@simd,1@loop,8@loop)]").contains("not its innermost"));
        assert!(e("S[(16,8):(8@simd,1@simd)]").contains("stride 8"));
        assert!(
            read("S[(16,8):(1@simd,1@simd)]", &r).is_ok(),
            "one simd piece per range, sharing the lanes"
        );
        assert!(e("S[(16,8):(1@loop,1@simd)] + R[2:1@core]").contains("replica"));
        assert!(e("S[(16,8):(8@loop,1@loop)] + 3@loop").contains("offset"));
        let wide = ranges(&[(512, false)]);
        assert!(read("S[512:1@reg]", &wide)
            .unwrap_err()
            .0
            .contains("over the cpu target's 256"));
        assert!(read("S[(4,128):(1@loop,1@simd)]", &wide)
            .unwrap_err()
            .0
            .contains("over the cpu target's 64"));
    }

    #[test]
    fn gpu_blocks_hold_at_most_1024_threads() {
        let r = ranges(&[(64, false), (64, false)]);
        let gpu = |t: &str| Schedule::from_layout(&axe_layout::parse(t).unwrap(), &r, Target::Gpu);
        assert!(gpu("S[(16,4,64):(1@bx,1@ty,1@tx)]").is_ok());
        assert!(gpu("S[(2,32,64):(1@bx,1@ty,1@tx)]")
            .unwrap_err()
            .0
            .contains("2048 threads (tx * ty * tz) is over the gpu target's 1024"));
        assert!(gpu("S[(64,64):(1@core,1@tx)]")
            .unwrap_err()
            .0
            .contains("the gpu target does not have"));
    }

    #[test]
    fn size_one_ranges_have_no_pieces() {
        let r = ranges(&[(1, false), (8, false)]);
        let s = read("S[8:1@simd]", &r).unwrap();
        assert_eq!(s.pieces.len(), 1);
        assert_eq!(s.pieces[0].range, 1);
    }
}
