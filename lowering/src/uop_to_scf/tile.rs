//! What the emitter reads of a schedule ([`Plan`]), the register points it visits ([`Point`])
//! and the values it makes at one point ([`Tile`]).

use crate::schedule::kernel::KernelRanges;
use axe_dialects::ir::read::value_key;
use axe_schedule::{HwAxis, Schedule};
use melior::ir::Value;
use std::collections::{BTreeMap, HashMap};

/// One piece of a range, by the range's value key.
#[derive(Clone, Copy, Debug)]
pub struct PlanPiece {
    pub range: usize,
    /// `None`: the whole range, up to its (possibly dynamic) end.
    pub extent: Option<i64>,
    pub inner: i64,
    pub axis: HwAxis,
    pub stride: i64,
}

/// A kernel's schedule as the emitter reads it.
pub struct Plan {
    pub pieces: Vec<PlanPiece>,
    by_range: HashMap<usize, Vec<usize>>,
    /// Loops nest by stride (a schedule); else in each binder's order (unscheduled).
    pub ordered: bool,
    /// Float reductions may be reassociated and multiply-adds contracted.
    pub reassociate: bool,
    /// Range key -> the lanes of its simd piece.
    lanes: HashMap<usize, LaneSet>,
    /// Loads read through an in-register transpose: `uop.index` op key -> the key of the range
    /// whose reg piece they are read along.
    pub transposed: HashMap<usize, usize>,
}

/// The lanes of one simd piece: the range (value key) they run along and how many there are.
/// Pieces on `simd` share the vector lanes; a value varies along at most one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneSet {
    pub range: usize,
    pub width: i64,
}

impl Plan {
    /// An unscheduled kernel: each range one sequential loop.
    pub fn sequential(ranges: &KernelRanges) -> Plan {
        let pieces = ranges
            .values
            .iter()
            .map(|&v| PlanPiece {
                range: value_key(v),
                extent: None,
                inner: 1,
                axis: HwAxis::Loop,
                stride: 1,
            })
            .collect();
        Plan::new(pieces, false, false)
    }

    pub fn from_schedule(
        ranges: &KernelRanges,
        schedule: &Schedule,
        reassociate: bool,
        transposed: HashMap<usize, usize>,
    ) -> Plan {
        let pieces = schedule
            .pieces
            .iter()
            .map(|p| PlanPiece {
                range: value_key(ranges.values[p.range]),
                extent: Some(p.extent),
                inner: p.inner,
                axis: p.axis,
                stride: p.stride,
            })
            .collect();
        Plan {
            transposed,
            ..Plan::new(pieces, true, reassociate)
        }
    }

    /// A block-cooperative GPU kernel (gpu/cooperative.rs): each range of `split` (value key,
    /// vector lanes V; `threads` T times V divides its extent, as its schedule says) as
    /// (E / (V T) on a loop) x (T on `tx`) x (V on `simd`), so each thread moves V consecutive
    /// elements per step and consecutive threads consecutive vectors; every other range one
    /// loop.
    pub fn cooperative(ranges: &KernelRanges, split: &[(usize, i64)], threads: i64, reassociate: bool) -> Plan {
        let mut pieces = Vec::new();
        for (i, &v) in ranges.values.iter().enumerate() {
            let range = value_key(v);
            let Some(&(_, lanes)) = split.iter().find(|(r, _)| *r == range) else {
                pieces.push(PlanPiece {
                    range,
                    extent: None,
                    inner: 1,
                    axis: HwAxis::Loop,
                    stride: 1,
                });
                continue;
            };
            let step = threads * lanes;
            pieces.push(PlanPiece {
                range,
                extent: Some(ranges.specs[i].extent / step),
                inner: step,
                axis: HwAxis::Loop,
                stride: 1,
            });
            pieces.push(PlanPiece {
                range,
                extent: Some(threads),
                inner: lanes,
                axis: HwAxis::Thread(0),
                stride: 1,
            });
            if lanes > 1 {
                pieces.push(PlanPiece {
                    range,
                    extent: Some(lanes),
                    inner: 1,
                    axis: HwAxis::Simd,
                    stride: 1,
                });
            }
        }
        Plan::new(pieces, false, reassociate)
    }

    /// A GPU kernel's register tiles: each range of `tiles` (value key, axis) as one piece of
    /// its whole extent on that axis (`reg` or `simd`); every other range one loop.
    pub fn registers(ranges: &KernelRanges, tiles: &[(usize, HwAxis)]) -> Plan {
        let pieces = ranges
            .values
            .iter()
            .zip(&ranges.specs)
            .map(|(&v, spec)| {
                let range = value_key(v);
                match tiles.iter().find(|(r, _)| *r == range) {
                    Some(&(_, axis)) => PlanPiece {
                        range,
                        extent: Some(spec.extent),
                        inner: 1,
                        axis,
                        stride: 1,
                    },
                    None => PlanPiece {
                        range,
                        extent: None,
                        inner: 1,
                        axis: HwAxis::Loop,
                        stride: 1,
                    },
                }
            })
            .collect();
        Plan::new(pieces, false, false)
    }

    /// Whether any range has a piece on a GPU thread axis (a cooperative kernel).
    pub fn has_thread_pieces(&self) -> bool {
        self.pieces.iter().any(|p| matches!(p.axis, HwAxis::Thread(_)))
    }

    fn new(pieces: Vec<PlanPiece>, ordered: bool, reassociate: bool) -> Plan {
        let mut by_range: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, p) in pieces.iter().enumerate() {
            by_range.entry(p.range).or_default().push(i);
        }
        let lanes = pieces
            .iter()
            .filter(|p| p.axis == HwAxis::Simd)
            .map(|p| {
                (
                    p.range,
                    LaneSet {
                        range: p.range,
                        width: p.extent.unwrap_or(1),
                    },
                )
            })
            .collect();
        Plan {
            pieces,
            by_range,
            ordered,
            reassociate,
            lanes,
            transposed: HashMap::new(),
        }
    }

    /// The lanes of the simd piece of the range with value key `range`.
    pub fn lanes_of(&self, range: usize) -> Option<LaneSet> {
        self.lanes.get(&range).copied()
    }

    /// The pieces of the range with value key `range`, outermost first.
    pub fn pieces_of(&self, range: usize) -> &[usize] {
        self.by_range.get(&range).map_or(&[], Vec::as_slice)
    }
}

/// A register point: piece -> coordinate, for the reg pieces bound so far.
pub type Point = BTreeMap<usize, i64>;

/// Every extension of `point` by the coordinates of `pieces` (piece, extent), the first piece
/// slowest.
pub fn expand(point: &Point, pieces: &[(usize, i64)]) -> Vec<Point> {
    let mut points = vec![point.clone()];
    for &(piece, extent) in pieces {
        points = points
            .into_iter()
            .flat_map(|p| {
                (0..extent).map(move |c| {
                    let mut q = p.clone();
                    q.insert(piece, c);
                    q
                })
            })
            .collect();
    }
    points
}

/// A value at one register point: one scalar, one vector across the simd lanes, or an index
/// that moves along the lanes, `base + lane * step` (kept scalar so contiguous accesses become
/// one vector load or store at `base`).
#[derive(Clone, Copy, Debug)]
pub enum Tile<'c, 'a> {
    Scalar(Value<'c, 'a>),
    Vector(Value<'c, 'a>, LaneSet),
    Lanes {
        base: Value<'c, 'a>,
        step: i64,
        lanes: LaneSet,
    },
}

impl<'c, 'a> Tile<'c, 'a> {
    /// The scalar, the vector, or the lane-0 base.
    pub fn value(&self) -> Value<'c, 'a> {
        match *self {
            Tile::Scalar(v) | Tile::Vector(v, _) => v,
            Tile::Lanes { base, .. } => base,
        }
    }

    /// The lanes it varies along, if any.
    pub fn lanes(&self) -> Option<LaneSet> {
        match *self {
            Tile::Scalar(_) => None,
            Tile::Vector(_, lanes) | Tile::Lanes { lanes, .. } => Some(lanes),
        }
    }
}
