//! A GPU thread's register tiles (tinygrad's UPCAST carried through a reduction): in a kernel
//! that reduces, a thread's per-thread output points (the innermost `reg` piece of a store
//! range, which `uop-map-gpu-ranges` makes an `upcast` range, and the kernel's own `upcast`
//! ranges) can each keep one accumulator through the reduction, so the other operand is read
//! once per step instead of once per point (as a loop around the reduction, a matmul's B was
//! read at 4x the sectors it needs). A tile is `reg` (one scalar accumulator per point) or
//! `simd` (one vector: every access along it contiguous and ungated, its bytes a power of two
//! of at most 16, one `ld.global.v4`); all tiles together hold at most [`MOST_TILE_POINTS`].
//!
//! [`choose`] is the heuristic's decision (`uop-schedule{target=gpu}`), [`check`] verifies a
//! schedule's tiles (a user's, or one read back after mapping) and names the piece it refuses,
//! and [`per_thread`] is what `convert-uop-to-scf` reads once the grid is applied.

use crate::error::{fail, Result};
use crate::gpu::{GpuKernel, MappedRange};
use crate::heuristics::KernelSummary;
use crate::schedule::{Piece, RangeSpec, Schedule};
use crate::target::{HwAxis, Target};

/// The most output points a GPU thread keeps in registers through a reduction (each is an
/// unrolled accumulator; tinygrad's upcasts stay well below): past it an upcast range is a loop.
pub const MOST_TILE_POINTS: i64 = 64;

/// The widest vector a thread loads or stores (`ld.global.v4.b32`).
pub const VECTOR_BYTES: i64 = 16;

/// One register tile: the piece (`extent` points on `reg` or `simd`) and the kernel range its
/// accesses move with (for a store range's innermost piece, that range; else the upcast range).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub piece: Piece,
    pub origin: usize,
}

/// Whether `extent` lanes of `element_bytes` make one vector access: a power of two of at most
/// [`VECTOR_BYTES`] bytes.
fn vector_fits(extent: i64, element_bytes: i64) -> bool {
    extent
        .checked_mul(element_bytes.max(1))
        .is_some_and(|b| b <= VECTOR_BYTES && b & (b - 1) == 0)
}

/// Why the accesses along range `origin` cannot be one vector (`None`: they can): each must
/// move by one element with it in its last index and not at all in the others, and none may be
/// gated, neither by the kernel's own gate nor by the guard of a partial block (`padded`: the
/// ranges whose last block is partial; every access that varies with one is guarded).
fn not_vector(accesses: &KernelSummary, origin: usize, padded: &[usize]) -> Option<&'static str> {
    let along: Vec<_> = accesses
        .accesses
        .iter()
        .filter(|a| a.varies.contains(&origin))
        .collect();
    if along.is_empty() {
        return Some("no access moves along it, so no vector access carries its lanes");
    }
    if along.iter().any(|a| !a.unit.contains(&origin)) {
        return Some("an access along it is not contiguous in it (a vector's lanes are consecutive elements: the last index moves by one with the range, the others not at all)");
    }
    if along.iter().any(|a| a.gated) {
        return Some("an access along it is gated, and a vector access has no mask");
    }
    if along.iter().any(|a| a.varies.iter().any(|r| padded.contains(r))) {
        return Some("an access along it varies with a range whose last block is partial, whose guard gates it, and a vector access has no mask");
    }
    None
}

/// The heuristic's register tiles of a kernel that reduces, among `candidates` (the kernel
/// range each one's accesses move with, and its points), in the order the lowering sees the
/// per-thread ranges: each is a tile while all tiles' points stay within
/// [`MOST_TILE_POINTS`], on `simd` where it is the first that can be one vector, else on `reg`;
/// `None` leaves it a loop. `padded`: the ranges whose last block is partial.
pub fn choose(accesses: &KernelSummary, candidates: &[(usize, i64)], padded: &[usize]) -> Vec<Option<HwAxis>> {
    let mut points = 1i64;
    let mut simd_taken = false;
    candidates
        .iter()
        .map(|&(origin, extent)| {
            let fits = (1..=MOST_TILE_POINTS).contains(&extent) && points * extent <= MOST_TILE_POINTS;
            if !fits {
                return None;
            }
            points *= extent;
            // One simd piece at most: a value varies along one vector's lanes.
            let simd = !simd_taken
                && vector_fits(extent, accesses.element_bytes)
                && not_vector(accesses, origin, padded).is_none();
            simd_taken |= simd;
            Some(if simd { HwAxis::Simd } else { HwAxis::Reg })
        })
        .collect()
}

fn piece_text(p: &Piece) -> String {
    format!("{}:{}@{}", p.extent, p.stride, p.axis)
}

/// Verifies the register tiles `tiles` of a kernel (`reduces`: whether it has a reduction to
/// carry them through): each is a tile of a kernel that reduces; at most one is on `simd`, a
/// vector its accesses allow; together they hold at most [`MOST_TILE_POINTS`]. An error names
/// the piece.
pub fn check(tiles: &[Tile], reduces: bool, accesses: &KernelSummary, padded: &[usize]) -> Result<()> {
    let mut points = 1i64;
    let mut simd: Option<&Tile> = None;
    for tile in tiles {
        let p = &tile.piece;
        let at = format!("puts piece {} of range #{} on `{}`", piece_text(p), p.range, p.axis);
        if !reduces {
            return fail(format!(
                "{at}: a gpu kernel's register tile is carried through its reductions, and this kernel has none (a store range's per-thread points are one reg piece innermost, which axe-vectorize-upcast makes vector accesses)"
            ));
        }
        points = points.saturating_mul(p.extent);
        if points > MOST_TILE_POINTS {
            return fail(format!(
                "{at}: the register tiles then hold {points} points, over the {MOST_TILE_POINTS} a thread keeps through a reduction (each point is an unrolled accumulator)"
            ));
        }
        if p.axis != HwAxis::Simd {
            continue;
        }
        if let Some(first) = simd {
            return fail(format!(
                "{at} beside piece {} of range #{} on `simd`: a thread's register tiles have one simd piece (a value varies along one vector's lanes)",
                piece_text(&first.piece),
                first.piece.range
            ));
        }
        simd = Some(tile);
        let bytes = p.extent.saturating_mul(accesses.element_bytes.max(1));
        if !vector_fits(p.extent, accesses.element_bytes) {
            return fail(format!(
                "{at}: {} lanes of {}-byte elements are {bytes} bytes, and a thread's vector access is a power of two of at most {VECTOR_BYTES} bytes",
                p.extent, accesses.element_bytes
            ));
        }
        if let Some(why) = not_vector(accesses, tile.origin, padded) {
            return fail(format!("{at}: {why}"));
        }
    }
    Ok(())
}

/// The tiles of a kernel's schedule before mapping: each store range's innermost `reg` or
/// `simd` piece where the kernel reduces (else a store range's `reg` piece is its per-thread
/// points, no tile), and each `upcast` range's one piece on either axis; `mapped` as
/// `applicable` returns it.
pub(crate) fn tiles_before_mapping(schedule: &Schedule, kernel: &GpuKernel, mapped: &[MappedRange]) -> Vec<Tile> {
    let reduces = kernel.ranges.iter().any(|r| r.reduce);
    let mut tiles = Vec::new();
    for (m, &r) in kernel.mapped.iter().enumerate() {
        if !matches!(mapped[m], MappedRange::Grid { upcast, .. } if upcast > 1) {
            continue;
        }
        if let Some((_, p)) = schedule.pieces_of(r).last() {
            if p.axis == HwAxis::Simd || (reduces && p.axis == HwAxis::Reg) {
                tiles.push(Tile { piece: *p, origin: r });
            }
        }
    }
    for &r in &kernel.upcast {
        for (_, p) in schedule.pieces_of(r) {
            if matches!(p.axis, HwAxis::Reg | HwAxis::Simd) {
                tiles.push(Tile { piece: *p, origin: r });
            }
        }
    }
    tiles
}

/// What is left of `schedule` for `convert-uop-to-scf` once `uop-map-gpu-ranges` has applied
/// `mapped` (`applicable`'s plan): the per-thread ranges in the order the mapping leaves them (a
/// fresh upcast range for each store range's innermost `reg`/`simd` piece, in the end's order,
/// then the kernel's ranges that are not on the grid), each fresh range one piece on its tile's
/// axis (a loop where the kernel does not reduce: no tile), the others their own pieces (a
/// cooperative kernel's shared ranges, register tiles, loops). `None` when only loops are left,
/// which is what a kernel without a schedule means.
pub fn per_thread(schedule: &Schedule, kernel: &GpuKernel, mapped: &[MappedRange]) -> Result<Option<Schedule>> {
    let reduces = kernel.ranges.iter().any(|r| r.reduce);
    let mut fresh: Vec<(i64, HwAxis)> = Vec::new();
    let mut on_grid = Vec::new();
    for (m, &r) in kernel.mapped.iter().enumerate() {
        let MappedRange::Grid { upcast, .. } = mapped[m] else {
            continue;
        };
        on_grid.push(r);
        if upcast > 1 {
            let axis = schedule.pieces_of(r).last().map_or(HwAxis::Reg, |(_, p)| p.axis);
            fresh.push((upcast, if reduces { axis } else { HwAxis::Loop }));
        }
    }
    let keep: Vec<usize> = (0..schedule.ranges.len()).filter(|r| !on_grid.contains(r)).collect();
    let rest = schedule.restrict(&keep)?;
    let tiles_or_threads =
        fresh.iter().any(|&(_, a)| a != HwAxis::Loop) || rest.pieces.iter().any(|p| p.axis != HwAxis::Loop);
    if !tiles_or_threads {
        return Ok(None);
    }
    // The fresh ranges come first: outermost on `loop` and `reg` (strides past the rest's).
    let next = |axis: HwAxis| {
        rest.pieces
            .iter()
            .filter(|p| p.axis == axis)
            .map(|p| p.extent)
            .product::<i64>()
    };
    let mut strides = [(HwAxis::Loop, next(HwAxis::Loop)), (HwAxis::Reg, next(HwAxis::Reg))];
    let mut pieces: Vec<Piece> = Vec::new();
    for (range, &(extent, axis)) in fresh.iter().enumerate().rev() {
        let stride = match strides.iter_mut().find(|(a, _)| *a == axis) {
            Some((_, s)) => {
                let here = *s;
                *s = s.saturating_mul(extent);
                here
            }
            None => 1, // simd pieces share the lanes from 0
        };
        pieces.push(Piece {
            range,
            extent,
            inner: 1,
            axis,
            stride,
        });
    }
    pieces.reverse();
    pieces.extend(rest.pieces.iter().map(|p| Piece {
        range: p.range + fresh.len(),
        ..*p
    }));
    let mut ranges: Vec<RangeSpec> = fresh
        .iter()
        .map(|&(extent, _)| RangeSpec { extent, reduce: false })
        .collect();
    ranges.extend(rest.ranges.iter().copied());
    let schedule = Schedule {
        target: Target::Gpu,
        ranges,
        pieces,
    };
    schedule.check()?;
    Ok(Some(schedule))
}

/// The register tiles of a per-thread schedule ([`per_thread`]'s, or one written for a mapped
/// kernel), as `convert-uop-to-scf` applies them: (range, `reg` or `simd`) for each range on one
/// such piece, verified against the kernel's accesses as they are now (`accesses`); every other
/// range must be one `loop` piece. An error names the piece.
pub fn applied_tiles(schedule: &Schedule, accesses: &KernelSummary) -> Result<Vec<(usize, HwAxis)>> {
    let mut tiles = Vec::new();
    for r in 0..schedule.ranges.len() {
        let pieces: Vec<&Piece> = schedule.pieces_of(r).map(|(_, p)| p).collect();
        match pieces[..] {
            [] => {}
            [p] if p.axis == HwAxis::Loop => {}
            [p] if matches!(p.axis, HwAxis::Reg | HwAxis::Simd) => tiles.push(Tile { piece: *p, origin: r }),
            _ => {
                let p = pieces.iter().find(|p| p.axis != HwAxis::Loop).unwrap_or(&pieces[0]);
                return fail(format!(
                    "puts piece {} of range #{r} on `{}`: once uop-map-gpu-ranges has applied a kernel's grid pieces, each range left is one `loop` piece, one `reg` or `simd` piece (a register tile), or shared by the block's threads",
                    piece_text(p),
                    p.axis
                ));
            }
        }
    }
    let reduces = schedule.ranges.iter().any(|r| r.reduce);
    check(&tiles, reduces, accesses, &[])?;
    Ok(tiles.iter().map(|t| (t.piece.range, t.piece.axis)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristics::Access;

    /// A matmul out[i, j] = sum_k a[i, k] b[k, j] of f32, ranges (i, j, k).
    fn matmul() -> KernelSummary {
        let access = |store, varies: &[usize], unit: &[usize]| Access {
            store,
            varies: varies.to_vec(),
            unit: unit.to_vec(),
            linear: unit.to_vec(),
            gated: false,
        };
        KernelSummary {
            ranges: vec![
                RangeSpec {
                    extent: 64,
                    reduce: false,
                },
                RangeSpec {
                    extent: 64,
                    reduce: false,
                },
                RangeSpec {
                    extent: 64,
                    reduce: true,
                },
            ],
            accesses: vec![
                access(false, &[0, 2], &[2]),
                access(false, &[2, 1], &[1]),
                access(true, &[0, 1], &[1]),
            ],
            reductions: vec![],
            element_bytes: 4,
        }
    }

    #[test]
    fn the_first_contiguous_tile_is_one_vector() {
        let s = matmul();
        assert_eq!(choose(&s, &[(1, 4)], &[]), vec![Some(HwAxis::Simd)]);
        // Along i, B does not move and A is not contiguous: scalar accumulators.
        assert_eq!(choose(&s, &[(0, 4)], &[]), vec![Some(HwAxis::Reg)]);
        // A second vector range is reg; 8 f32 lanes are 32 bytes.
        assert_eq!(
            choose(&s, &[(1, 4), (1, 2)], &[]),
            vec![Some(HwAxis::Simd), Some(HwAxis::Reg)]
        );
        assert_eq!(choose(&s, &[(1, 8)], &[]), vec![Some(HwAxis::Reg)]);
        // A partial block's guard gates every access along j.
        assert_eq!(choose(&s, &[(1, 4)], &[1]), vec![Some(HwAxis::Reg)]);
        // 64 points at most, in order: 128 stays a loop, then 16 x 4 fit.
        assert_eq!(
            choose(&s, &[(0, 128), (0, 16), (1, 4), (1, 2)], &[]),
            vec![None, Some(HwAxis::Reg), Some(HwAxis::Simd), None]
        );
    }

    #[test]
    fn a_tile_is_checked_piece_by_piece() {
        let s = matmul();
        let tile = |range, extent, axis, stride| Tile {
            piece: Piece {
                range,
                extent,
                inner: 1,
                axis,
                stride,
            },
            origin: range,
        };
        assert!(check(&[tile(1, 4, HwAxis::Simd, 1)], true, &s, &[]).is_ok());
        let e = |tiles: &[Tile], padded: &[usize]| check(tiles, true, &s, padded).unwrap_err().0;
        assert!(e(&[tile(0, 4, HwAxis::Simd, 1)], &[])
            .contains("puts piece 4:1@simd of range #0 on `simd`: an access along it is not contiguous"));
        assert!(e(&[tile(1, 4, HwAxis::Simd, 1)], &[1]).contains("whose last block is partial"));
        assert!(e(&[tile(1, 8, HwAxis::Simd, 1)], &[]).contains("8 lanes of 4-byte elements are 32 bytes"));
        assert!(e(&[tile(1, 4, HwAxis::Simd, 1), tile(0, 2, HwAxis::Simd, 1)], &[])
            .contains("puts piece 2:1@simd of range #0 on `simd` beside piece 4:1@simd of range #1"));
        assert!(e(&[tile(0, 16, HwAxis::Reg, 1), tile(1, 8, HwAxis::Reg, 16)], &[])
            .contains("puts piece 8:16@reg of range #1 on `reg`: the register tiles then hold 128 points"));
        assert!(check(&[tile(1, 4, HwAxis::Reg, 1)], false, &s, &[])
            .unwrap_err()
            .0
            .contains("this kernel has none"));
    }
}
