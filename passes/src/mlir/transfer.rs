//! The range of an op's result from the ranges of its operands: one row per
//! op, upstream `arith` and `index`, `uop`, and the GPU id ops.
//!
//! Each row computes the mathematical result range; [`result_range`] then
//! wraps it to the result width, so an op that may overflow its type gets
//! the type's full range instead of a wrong bound.

use axe_dialects::ir::read::{cmpi_predicate, constant_value, int_attr, op_name, unsigned_on_bools};
use axe_dialects::ir::OperationAt;
use axe_dialects::uop_read as uop;
use axe_symbolic::interval::{CmpPred, Interval};
use melior::ir::{attribute::DenseI32ArrayAttribute, operation::OperationLike, OperationRef, ValueLike};

/// The range of the single integer-like result of `op`, or `None` when the
/// op is not understood (the caller then assumes the full range).
pub fn result_range(op: &OperationRef, name: &str, x: &[Interval], width: u32) -> Option<Interval> {
    let a = || x[0];
    let b = || x[1];
    let math = match (name, x.len()) {
        ("arith.constant" | "index.constant" | "index.bool.constant", _) => Interval::point(constant_value(op, width)?),
        ("arith.addi" | "index.add", 2) => a().add(b()),
        ("arith.subi" | "index.sub", 2) => a().sub(b()),
        ("arith.muli" | "index.mul", 2) => a().mul(b()),
        ("arith.divsi" | "index.divs", 2) => a().trunc_div(b()),
        ("arith.remsi" | "index.rems", 2) => a().trunc_rem(b()),
        ("arith.floordivsi" | "index.floordivs", 2) => a().floor_div(b()),
        ("uop.floormod", 2) => a().floor_mod(b()),
        // ceil(a / b) = -floor(-a / b)
        ("arith.ceildivsi" | "index.ceildivs", 2) => a().neg().floor_div(b()).neg(),
        ("arith.divui" | "index.divu", 2) => a().udiv(b(), width),
        ("arith.remui" | "index.remu", 2) => a().urem(b(), width),
        ("arith.ceildivui" | "index.ceildivu", 2) => ceil_div_unsigned(a(), b())?,
        ("arith.minsi" | "index.mins", 2) => a().min(b()),
        ("arith.maxsi" | "index.maxs", 2) => a().max(b()),
        ("arith.minui" | "index.minu", 2) if a().nonneg() && b().nonneg() => a().min(b()),
        ("arith.maxui" | "index.maxu", 2) if a().nonneg() && b().nonneg() => a().max(b()),
        ("arith.andi" | "index.and", 2) => a().and(b()),
        ("arith.ori" | "index.or", 2) => a().or(b()),
        ("arith.xori" | "index.xor", 2) => a().xor(b()),
        ("arith.shli" | "index.shl", 2) => a().shl(b(), width),
        ("arith.shrsi" | "index.shrs", 2) => a().shr_arith(b()),
        ("arith.shrui" | "index.shru", 2) => a().shr_logical(b(), width),
        // A signed comparison of bools reads true as -1; their ranges here read it as 1.
        ("arith.cmpi", 2) if operand_width(op) == Some(1) && unsigned_on_bools(predicate(op)?).is_some() => {
            return None
        }
        ("arith.cmpi" | "index.cmp", 2) => a().cmp(predicate(op)?, b()),
        ("arith.select", 3) => Interval::select(x[0], x[1], x[2]),
        // Sign-preserving casts keep the value; zero-extending ones read it unsigned.
        ("arith.extsi" | "arith.index_cast" | "index.casts", 1) => a(),
        ("arith.extui" | "arith.index_castui" | "index.castu", 1) => a().to_unsigned(operand_width(op)?),
        ("arith.trunci", 1) => a(),
        ("uop.range", 1) => Interval::new(0, last_iteration(a())),
        ("uop.define_var", 0) => {
            let (_, min, max) = uop::define_var(op)?;
            Interval::try_new(min, max)?
        }
        ("uop.special", 0) => Interval::try_new(0, uop::special_size(op)?.checked_sub(1)?)?,
        ("gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" | "gpu.lane_id", 0) => gpu_id(op, name)?,
        _ => return None,
    };
    Some(if width == 1 { low_bit(math) } else { math.wrap(width) })
}

/// An `i1` result is the low bit of the mathematical one (the graph reads bools as 0 and 1, as
/// `wrap_value` does): `trunci 4 : i8 to i1` is false and `addi true, true` is false, so the
/// result is not `math != 0` (which made `xori true, (trunci 4)` fold to false: fuzz finding 10).
/// A range of several values keeps its bounds only where they are already bools.
fn low_bit(math: Interval) -> Interval {
    match math.as_point() {
        Some(v) => Interval::point(v & 1),
        None if math.lo >= 0 && math.hi <= 1 => math,
        None => Interval::new(0, 1),
    }
}

/// `uop.range %end` runs over [0, end - 1]; an end that might be 0 still
/// gives a non-empty interval (the range then never runs).
fn last_iteration(end: Interval) -> i64 {
    end.hi.saturating_sub(1).max(0)
}

fn ceil_div_unsigned(a: Interval, b: Interval) -> Option<Interval> {
    if !a.nonneg() || b.lo <= 0 {
        return None;
    }
    let ceil = |n: i64, d: i64| n / d + i64::from(n % d != 0);
    Some(Interval::new(ceil(a.lo, b.hi), ceil(a.hi, b.lo)))
}

fn operand_width(op: &OperationRef) -> Option<u32> {
    axe_dialects::ir::read::int_width(op.operand_at(0)?.r#type())
}

/// `arith.cmpi` stores its predicate as an integer; `index.cmp` as an enum
/// attribute printed `#index<cmp_predicate slt>`.
fn predicate(op: &OperationRef) -> Option<CmpPred> {
    use CmpPred::*;
    if op_name(op) == "arith.cmpi" {
        return cmpi_predicate(op);
    }
    let text = op.attribute("pred").ok()?.to_string();
    let word = text.trim_end_matches('>').rsplit(' ').next()?;
    Some(match word {
        "eq" => Eq,
        "ne" => Ne,
        "slt" => Slt,
        "sle" => Sle,
        "sgt" => Sgt,
        "sge" => Sge,
        "ult" => Ult,
        "ule" => Ule,
        "ugt" => Ugt,
        "uge" => Uge,
        _ => return None,
    })
}

/// GPU ids: `upper_bound` on the op wins, then the enclosing `gpu.func`'s
/// `known_block_size` / `known_grid_size`, then the hardware limits
/// (1024 threads per block, 2^31 - 1 blocks per grid dimension).
fn gpu_id(op: &OperationRef, name: &str) -> Option<Interval> {
    let dim = dimension(op)?;
    let (known_attr, hardware_max) = match name {
        "gpu.thread_id" | "gpu.block_dim" => ("known_block_size", 1024),
        "gpu.lane_id" => ("", 32),
        _ => ("known_grid_size", i64::from(i32::MAX)),
    };
    let size = int_attr(op, "upper_bound").or_else(|| known_size(op, known_attr, dim));
    let is_size_op = matches!(name, "gpu.block_dim" | "gpu.grid_dim");
    // A size below 1 launches nothing: no bound is known from it.
    Some(match (size.filter(|&n| n >= 1), is_size_op) {
        (Some(n), true) => Interval::point(n),
        (Some(n), false) => Interval::new(0, n - 1),
        (None, true) => Interval::new(1, hardware_max),
        (None, false) => Interval::new(0, hardware_max - 1),
    })
}

fn dimension(op: &OperationRef) -> Option<usize> {
    if op_name(op) == "gpu.lane_id" {
        return Some(0);
    }
    let text = op.attribute("dimension").ok()?.to_string();
    ["x>", "y>", "z>"].iter().position(|d| text.ends_with(d))
}

fn known_size(op: &OperationRef, attr: &str, dim: usize) -> Option<i64> {
    if attr.is_empty() {
        return None;
    }
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(&p) == "gpu.func" {
            let sizes = DenseI32ArrayAttribute::try_from(p.attribute(attr).ok()?).ok()?;
            return sizes.element(dim).ok().map(i64::from);
        }
        parent = p.parent_operation();
    }
    None
}
