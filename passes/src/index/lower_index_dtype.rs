//! `axe-lower-index-dtype` (spec 000 section 5): `index` arithmetic becomes
//! i32 where the proven bounds of the value and of its operands fit in
//! [-2^31, 2^31 - 1], else i64 (the least upper type of the result and the
//! operands, as in tinygrad's `least_upper_dtype(select_dtype(..))`).
//!
//! The three phases map onto MLIR as: (1) leaves, the index values the
//! arithmetic reads (arguments, ranges, other ops), are cast once with
//! `arith.index_cast` and constants are re-emitted at the concrete type;
//! (2) each arithmetic op is rebuilt on i32/i64, widening narrower operands
//! with `arith.extsi`; (3) values leave the concrete type through one
//! `arith.index_cast` back to `index` where a non-arithmetic op uses them.
//! Phase 3's `INDEX(buf, WHERE(cond, idx, Invalid)) -> INDEX(buf, idx,
//! gate=cond)` is `uop-extract-gates`, run first: the invalid index has no
//! concrete type.
//!
//! Exactness: an op moves to i32 only when its result and operands provably
//! fit and its row of [`LOWERABLE`] holds: unsigned division needs
//! non-negative operands, shifts an amount below 32, signed division no
//! `-2^31 / -1`. Then the i32 operation computes the same value.

use crate::mlir::value_ranges::ValueRanges;
use axe_dialects::ir::read::{constant_of, defining_op, for_each_nested, has_uses, op_name, value_key as key};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_symbolic::Interval;
use melior::{
    ir::{
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, BlockLike, BlockRef, Identifier, Location, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

pub static LOWER_INDEX_DTYPE: PassDefinition = PassDefinition {
    argument: "axe-lower-index-dtype",
    description: "Lower index arithmetic to i32 where proven bounds fit, else i64 (spec 000 section 5)",
    options: &[],
    run,
};

/// Ops rebuilt on the concrete type: same name, same operands, the result
/// type follows the operands (`arith.cmpi` keeps its i1 result). Each row
/// names when the op computed at i32 equals the op on `index` (64 bits),
/// given that its result and operands provably fit i32 (spec 000 §5).
const LOWERABLE: &[(&str, Exact)] = &[
    ("arith.addi", Exact::Always),
    ("arith.subi", Exact::Always),
    ("arith.muli", Exact::Always),
    ("arith.divsi", Exact::NoMinByMinusOne),
    ("arith.remsi", Exact::NoMinByMinusOne),
    ("arith.divui", Exact::NonnegOperands),
    ("arith.remui", Exact::NonnegOperands),
    ("arith.floordivsi", Exact::NoMinByMinusOne),
    ("arith.ceildivsi", Exact::NoMinByMinusOne),
    ("arith.minsi", Exact::Always),
    ("arith.maxsi", Exact::Always),
    ("arith.andi", Exact::Always),
    ("arith.ori", Exact::Always),
    ("arith.xori", Exact::Always),
    ("arith.shli", Exact::ShiftBelow32),
    ("arith.shrsi", Exact::ShiftBelow32),
    ("uop.floormod", Exact::NoMinByMinusOne),
    ("arith.select", Exact::Always),
    ("arith.cmpi", Exact::Always),
];

/// When an index op may be computed at i32 (else it stays at i64, the
/// width of `index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Exact {
    /// Two's complement agrees at every width once the values fit: add,
    /// sub and mul (the true result fits, so the wrap is the identity);
    /// and/or/xor, min/max, select and every `cmpi` predicate (sign
    /// extension commutes with bitwise ops and keeps the signed and the
    /// unsigned order).
    Always,
    /// Signed division: `-2^31 / -1` overflows i32 (undefined, a trap on
    /// x86) where the index op is defined; the quotient 2^31 already needs
    /// i64 by its range, but the remainder 0 does not.
    NoMinByMinusOne,
    /// Unsigned division reads a negative operand as 2^64 + x on index and
    /// as 2^32 + x on i32: both operands must be non-negative.
    NonnegOperands,
    /// Shift amounts of 32 to 63 are defined on index and poison on i32.
    ShiftBelow32,
}

impl Exact {
    fn holds(self, operands: &[Interval]) -> bool {
        match self {
            Exact::Always => true,
            Exact::NoMinByMinusOne => !(operands[0].contains(i64::from(i32::MIN)) && operands[1].contains(-1)),
            Exact::NonnegOperands => operands.iter().all(|r| r.nonneg()),
            Exact::ShiftBelow32 => operands[1].nonneg() && operands[1].hi < 32,
        }
    }
}

fn exactness(name: &str) -> Option<Exact> {
    LOWERABLE.iter().find(|(n, _)| *n == name).map(|&(_, e)| e)
}

/// i32 if the range fits a signed 32-bit integer, else i64 (spec 000 `select_dtype`).
fn select_width(range: Interval) -> u32 {
    if range.fits_in(32, true) {
        32
    } else {
        64
    }
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    crate::index::extract_gates::extract_gates(&root);
    let ranges = ValueRanges::analyze(&root);
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut candidates = Vec::new();
    for_each_nested(&root, &mut |op| {
        if is_lowerable(&op) {
            candidates.push(op);
        }
    });
    let mut lowering = Lowering {
        context,
        ranges: &ranges,
        concrete: HashMap::new(),
        leaf_casts: HashMap::new(),
        casts_back: Vec::new(),
    };
    for op in candidates {
        lowering.lower(op);
    }
    // Casts back to index whose users were all lowered too are dead.
    for cast in lowering.casts_back {
        if !has_uses(cast.result(0).expect("a cast has one result").into()) {
            unsafe { mlir_sys::mlirOperationDestroy(cast.to_raw()) };
        }
    }
    Ok(())
}

/// A lowerable op whose integer operands (all but a select's condition) are `index`.
fn is_lowerable(op: &OperationRef) -> bool {
    let name = op_name(op);
    if exactness(name).is_none() || op.result_count() != 1 {
        return false;
    }
    let skip = usize::from(name == "arith.select");
    op.operands().skip(skip).all(|v| v.r#type().is_index())
}

struct Lowering<'c, 'a, 'r> {
    context: &'c Context,
    ranges: &'r ValueRanges,
    /// index value -> (its concrete twin, width): results of lowered ops.
    concrete: HashMap<usize, (Value<'c, 'a>, u32)>,
    /// (block, index leaf, width) -> the cast of the leaf emitted in that block.
    leaf_casts: HashMap<(usize, usize, u32), Value<'c, 'a>>,
    /// Every `arith.index_cast` back to index, to erase the unused ones.
    casts_back: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Lowering<'c, 'a, '_> {
    fn lower(&mut self, op: OperationRef<'c, 'a>) {
        let name = op_name(&op);
        let Some(block) = op.block() else { return };
        let result: Value = op.result(0).expect("one result").into();
        let is_cmp = name == "arith.cmpi";
        let skip = usize::from(name == "arith.select");
        // The least upper type of the result and every index operand.
        let mut width = if is_cmp {
            32
        } else {
            select_width(self.ranges.get(result))
        };
        let operands: Vec<Value> = op.operands().collect();
        for &v in &operands[skip..] {
            width = width.max(self.width_of(v));
        }
        let operand_ranges: Vec<Interval> = operands[skip..].iter().map(|&v| self.ranges.get(v)).collect();
        if !exactness(name).is_some_and(|e| e.holds(&operand_ranges)) {
            width = 64;
        }
        let ty: Type = IntegerType::new(self.context, width).into();
        let location = op.location();
        let mut new_operands = Vec::with_capacity(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            new_operands.push(if i < skip {
                v
            } else {
                self.concrete_operand(block, v, width, op, location)
            });
        }
        let result_ty = if is_cmp { result.r#type() } else { ty };
        let mut builder = OperationBuilder::new(name, location)
            .add_operands(&new_operands)
            .add_results(&[result_ty]);
        let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
        if !attributes.is_empty() {
            builder = builder.add_attributes(&attributes);
        }
        let lowered = block.insert_operation_before(op, builder.build().expect("same op, concrete types"));
        let lowered_value: Value = lowered.result(0).expect("one result").into();
        let replacement = if is_cmp {
            lowered_value
        } else {
            self.concrete.insert(key(result), (lowered_value, width));
            // Phase 3: one cast back for the users that still want index.
            let back = self.cast(
                block,
                "arith.index_cast",
                lowered_value,
                Type::index(self.context),
                op,
                location,
            );
            self.concrete.insert(key(back), (lowered_value, width));
            if let Some(cast) = defining_op(back) {
                self.casts_back.push(cast);
            }
            back
        };
        unsafe {
            mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), replacement.to_raw());
            mlir_sys::mlirOperationDestroy(op.to_raw());
        }
    }

    /// The width an operand already has (lowered) or would get as a leaf.
    fn width_of(&self, v: Value) -> u32 {
        self.concrete
            .get(&key(v))
            .map_or_else(|| select_width(self.ranges.get(v)), |&(_, w)| w)
    }

    /// `v` at `width`: the lowered twin (sign-extended if narrower), or the
    /// leaf cast to the concrete type (constants re-emitted at that type).
    fn concrete_operand(
        &mut self,
        block: BlockRef<'c, 'a>,
        v: Value<'c, 'a>,
        width: u32,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let ty: Type = IntegerType::new(self.context, width).into();
        if let Some(&(twin, w)) = self.concrete.get(&key(v)) {
            return if w == width {
                twin
            } else {
                self.cast(block, "arith.extsi", twin, ty, before, location)
            };
        }
        let cache = (block.to_raw().ptr as usize, key(v), width);
        if let Some(&cast) = self.leaf_casts.get(&cache) {
            return cast;
        }
        let cast = match constant_of(v, width) {
            Some(c) => {
                let attribute = IntegerAttribute::new(ty, c);
                let op = OperationBuilder::new("arith.constant", location)
                    .add_attributes(&[(Identifier::new(self.context, "value"), attribute.into())])
                    .add_results(&[ty]);
                block
                    .insert_operation_before(before, op.build().expect("integer constant"))
                    .result(0)
                    .expect("one result")
                    .into()
            }
            None => self.cast(block, "arith.index_cast", v, ty, before, location),
        };
        self.leaf_casts.insert(cache, cast);
        cast
    }

    fn cast(
        &self,
        block: BlockRef<'c, 'a>,
        name: &str,
        v: Value<'c, 'a>,
        ty: Type<'c>,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let op = OperationBuilder::new(name, location)
            .add_operands(&[v])
            .add_results(&[ty]);
        block
            .insert_operation_before(before, op.build().expect("a cast"))
            .result(0)
            .expect("one result")
            .into()
    }
}
