//! Staged loads (packing). A load inside a reduction whose address does not vary with some
//! loop opened between its other ranges' loops and the reduction's reads the same elements on
//! every iteration of that loop: B of a matmul whose column blocks are outside its row blocks
//! reads one strip (K x the register tile's columns) for every row block. Those elements are
//! copied once, just inside the loop of the load's other ranges, into a contiguous scratch
//! buffer of the thread (the reduction range outer, the register points and lanes of the
//! other range inner: a packed panel, as BLAS libraries pack B), and the reduction reads the
//! scratch. The values read are the same; what changes is where they come from: a strip of a
//! row-major matrix whose row stride is a power of two falls in a few cache sets (a 4 KiB
//! stride maps every line to one set of a 32 KiB L1), so it leaves the cache before it is read
//! again, while the packed strip is consecutive and stays.

use super::{fail, ops, KernelEmitter, Lowered};
use crate::uop_to_scf::tile::{expand, Point, Tile};
use axe_dialects::ir::OperationAt;
use axe_schedule::HwAxis;
use melior::ir::{
    attribute::IntegerAttribute, operation::OperationLike, Attribute, OperationRef, Type, TypeLike, Value, ValueLike,
};

/// The most bytes one staged load's scratch holds (per thread; half a typical L2).
const STAGE_BYTES: i64 = 256 * 1024;

/// How one load is staged.
pub(super) struct Stage<'c, 'a> {
    /// The level its scratch is filled at (the innermost loop of its other ranges).
    level: usize,
    /// The reduction range it varies with inside the reuse loop, and that range's extent.
    inner: Value<'c, 'a>,
    inner_extent: i64,
    /// The reg pieces of its other range (piece, extent, inner) and the lanes of its simd one:
    /// together they cover `width` consecutive elements of that range.
    regs: Vec<(usize, i64, i64)>,
    lanes: Option<i64>,
    width: i64,
    /// The other range with reg or simd pieces (its key), if any.
    outer: Option<usize>,
}

impl<'c, 'a> KernelEmitter<'c, 'a> {
    /// How the load `op` at `level` is staged, if it is: a scheduled CPU kernel, an ungated
    /// address whose ranges are one reduction range at `level` (loop and reg pieces, dense)
    /// and others at outer levels, at most one of which has reg or simd pieces (dense, lanes
    /// of stride 1); a loop of a range the address does not vary with between the two; and a
    /// scratch within [`STAGE_BYTES`].
    pub(super) fn stage_of(&self, op: &OperationRef<'c, 'a>, level: usize) -> Option<Stage<'c, 'a>> {
        let cpu = self.plan.ordered
            && self
                .plan
                .pieces
                .iter()
                .all(|p| matches!(p.axis, HwAxis::Loop | HwAxis::Core | HwAxis::Reg | HwAxis::Simd));
        let index = op.operand_at(0).and_then(axe_dialects::ir::read::defining_op)?;
        if !cpu || crate::schedule::access::index_operands(&index).1.is_some() {
            return None;
        }
        let bound_level = |range: usize| self.bound.get(&range).and_then(|levels| levels.last()).copied();
        let ranges: Vec<usize> = self.deps.of(op.result_at(0)?.into()).iter().copied().collect();
        let (inner, outer): (Vec<usize>, Vec<usize>) = ranges.iter().partition(|&&r| bound_level(r) == Some(level));
        let [inner] = inner.as_slice() else { return None };
        let stage_level = outer.iter().filter_map(|&r| bound_level(r)).max()?;
        if stage_level == 0 || stage_level + 1 >= level {
            return None;
        }
        // A loop in between that the address does not follow: the reuse.
        let reused = self.bound.iter().any(|(range, levels)| {
            levels.last().is_some_and(|&l| l > stage_level && l < level)
                && !ranges.contains(range)
                && self.plan.pieces_of(*range).iter().any(|&p| {
                    self.plan.pieces[p].axis == HwAxis::Loop && self.plan.pieces[p].extent.is_some_and(|e| e > 1)
                })
        });
        if !reused {
            return None;
        }
        let inner_extent = dense_extent(
            self.plan.pieces_of(*inner).iter().map(|&p| &self.plan.pieces[p]),
            |axis| matches!(axis, HwAxis::Loop | HwAxis::Reg),
        )?;
        let mut regs = Vec::new();
        let mut lanes = None;
        let mut varying = outer.iter().filter(|&&r| {
            self.plan
                .pieces_of(r)
                .iter()
                .any(|&p| matches!(self.plan.pieces[p].axis, HwAxis::Reg | HwAxis::Simd))
        });
        let outer_varying = varying.next().copied();
        let width = match (outer_varying, varying.next()) {
            (None, _) => 1,
            (Some(range), None) => {
                let pieces: Vec<_> = self
                    .plan
                    .pieces_of(range)
                    .iter()
                    .map(|&p| (p, &self.plan.pieces[p]))
                    .filter(|(_, p)| matches!(p.axis, HwAxis::Reg | HwAxis::Simd))
                    .collect();
                for &(index, piece) in &pieces {
                    match piece.axis {
                        HwAxis::Simd if piece.inner == 1 => lanes = piece.extent,
                        HwAxis::Simd => return None,
                        _ => regs.push((index, piece.extent?, piece.inner)),
                    }
                }
                dense_extent(pieces.iter().map(|(_, p)| *p), |_| true)?
            }
            _ => return None,
        };
        let element = op.result_at(0)?.r#type();
        let bytes = element_bytes(element)?;
        let scratch = inner_extent.checked_mul(width)?.checked_mul(bytes)?;
        (scratch <= STAGE_BYTES).then(|| {
            let inner = self.range_values.get(inner).copied()?;
            Some(Stage {
                level: stage_level,
                inner,
                inner_extent,
                regs,
                lanes,
                width,
                outer: outer_varying,
            })
        })?
    }

    /// The load `op` at `point` from its scratch, which is filled first where this level of
    /// the stage has none yet.
    pub(super) fn staged_load(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        point: &Point,
        stage: Stage<'c, 'a>,
    ) -> Lowered<Tile<'c, 'a>> {
        let key = op.to_raw().ptr as usize;
        let scratch = match self.staged.get(&key) {
            Some(&(scratch, id)) if self.nest.is_open(id) => scratch,
            _ => {
                let scratch = self.fill_stage(op, &stage, point)?;
                self.staged.insert(key, (scratch, self.nest.id(stage.level)));
                scratch
            }
        };
        let offset = self.stage_offset(op, level, point, &stage)?;
        let element = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let location = op.location();
        Ok(
            match (stage.lanes, stage.outer.and_then(|range| self.plan.lanes_of(range))) {
                (Some(width), Some(lanes)) => {
                    let vector = ops::vector_type(element, width);
                    Tile::Vector(
                        self.insert_value(
                            level,
                            ops::generic(
                                self.context,
                                "vector.load",
                                &[],
                                &[scratch, offset],
                                Some(vector),
                                location,
                            ),
                        ),
                        lanes,
                    )
                }
                _ => Tile::Scalar(self.insert_value(level, ops::memref_load(scratch, &[offset], element, location))),
            },
        )
    }

    /// Allocates the scratch at the stage's level (freed when that level closes) and fills it:
    /// a loop over the reduction range there, and at each of its points every register point
    /// of the other range, loaded as the kernel loads it and stored packed.
    fn fill_stage(
        &mut self,
        op: &OperationRef<'c, 'a>,
        stage: &Stage<'c, 'a>,
        point: &Point,
    ) -> Lowered<Value<'c, 'a>> {
        let location = op.location();
        let element = op.result(0).map_err(|_| fail(op, "has no result"))?.r#type();
        let memref = Type::parse(
            self.context,
            &format!("memref<{}x{element}>", stage.inner_extent * stage.width),
        )
        .ok_or_else(|| fail(op, "has an element type no memref holds"))?;
        let alignment = IntegerAttribute::new(Type::parse(self.context, "i64").expect("i64 parses"), 64).into();
        let segments = Attribute::parse(self.context, "array<i32: 0, 0>").expect("segment sizes parse");
        let alloc = ops::generic(
            self.context,
            "memref.alloc",
            &[("alignment", alignment), ("operandSegmentSizes", segments)],
            &[],
            Some(memref),
            location,
        );
        let scratch = self.insert_value(stage.level, alloc);
        self.frees.entry(self.nest.id(stage.level)).or_default().push(scratch);
        // The reduction range is bound again, inside the fill's own loops; its pieces' loops
        // outside are put back after.
        let inner_pieces = self.plan.pieces_of(stage.inner_key()).to_vec();
        let saved: Vec<(usize, Option<Value<'c, 'a>>)> = inner_pieces
            .iter()
            .map(|&p| (p, self.piece_iv.get(&p).copied()))
            .collect();
        let regs: Vec<(usize, i64)> = stage.regs.iter().map(|&(piece, extent, _)| (piece, extent)).collect();
        let filled = self.bind(op, stage.level, &[stage.inner], Vec::new(), point, |me, points, _| {
            for p in points {
                for q in expand(&p, &regs) {
                    let result = op.result(0).map_err(|_| fail(op, "has no result"))?.into();
                    let level = me.level_of(op, result)?;
                    let tile = me.load_direct(op, level, &q)?;
                    let offset = me.stage_offset(op, level, &q, stage)?;
                    let store = match tile {
                        Tile::Vector(v, _) => {
                            ops::generic(me.context, "vector.store", &[], &[v, scratch, offset], None, location)
                        }
                        other => ops::memref_store(other.value(), scratch, &[offset], location),
                    };
                    me.insert(level, store);
                }
            }
            Ok(Vec::new())
        });
        for (piece, iv) in saved {
            match iv {
                Some(iv) => self.piece_iv.insert(piece, iv),
                None => self.piece_iv.remove(&piece),
            };
        }
        filled?;
        Ok(scratch)
    }

    /// Where `point` of the staged load lies in its scratch: the reduction range's value times
    /// the width, plus the register point's offset in the other range (lanes start at 0).
    fn stage_offset(
        &mut self,
        op: &OperationRef<'c, 'a>,
        level: usize,
        point: &Point,
        stage: &Stage<'c, 'a>,
    ) -> Lowered<Value<'c, 'a>> {
        let location = op.location();
        let index = Type::index(self.context);
        let inner = match self.value(stage.inner, point)? {
            Tile::Scalar(v) => v,
            _ => return Err(fail(op, "is staged along a reduction range on the simd lanes")),
        };
        let column: i64 = stage
            .regs
            .iter()
            .map(|&(piece, _, inner)| point.get(&piece).copied().unwrap_or(0) * inner)
            .sum();
        let width = self.index_constant(stage.width, location);
        let row = self.insert_value(level, ops::op("arith.muli", &[inner, width], index, location));
        if column == 0 {
            return Ok(row);
        }
        let column = self.index_constant(column, location);
        Ok(self.insert_value(level, ops::op("arith.addi", &[row, column], index, location)))
    }
}

impl<'c, 'a> Stage<'c, 'a> {
    fn inner_key(&self) -> usize {
        axe_dialects::ir::read::value_key(self.inner)
    }
}

/// The extent of a range made of `pieces` (all on axes `allowed`) when they cover it densely:
/// sorted by `inner`, each piece's `inner` is the product of the extents before it.
fn dense_extent<'p>(
    pieces: impl Iterator<Item = &'p crate::uop_to_scf::tile::PlanPiece>,
    allowed: impl Fn(HwAxis) -> bool,
) -> Option<i64> {
    let mut pieces: Vec<_> = pieces.collect();
    pieces.sort_by_key(|p| p.inner);
    let mut span = 1i64;
    for p in pieces {
        if !allowed(p.axis) || p.inner != span {
            return None;
        }
        span = span.checked_mul(p.extent?)?;
    }
    Some(span)
}

/// The bytes of a scalar element type (integers and floats).
fn element_bytes(element: Type) -> Option<i64> {
    let bits = if element.is_integer() {
        melior::ir::r#type::IntegerType::try_from(element).ok()?.width() as i64
    } else {
        match element.to_string().as_str() {
            "f16" | "bf16" => 16,
            "f32" => 32,
            "f64" => 64,
            _ => return None,
        }
    };
    Some((bits + 7) / 8)
}
