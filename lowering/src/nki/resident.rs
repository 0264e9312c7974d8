//! Loads kept resident in SBUF across a loop (issue 19, data movement). An `axe.copy` of a
//! kernel argument's region into a fresh SBUF tile, somewhere inside loop L, whose offsets do
//! not depend on L, reads the same bytes from HBM on every iteration of L. It is issued once,
//! before L, into one slot of a resident tensor per iteration of the loops between L and the
//! copy; inside L the tile becomes a view of its slot. In attention this is the key and value
//! blocks of a head, reloaded for every 128 queries before (11x the minimum HBM traffic at
//! sequence 2048).
//!
//! Conditions, each needed for the result to equal the original program:
//! - the source is a kernel argument that no copy writes (it is the same in every iteration);
//! - the tile is allocated next to the copy, in SBUF, and nothing else writes it (the slot is
//!   read-only once loaded);
//! - the offsets are index arithmetic over values defined outside L and the induction values
//!   of the loops between L and the copy, whose bounds are constants (one slot per iteration);
//! - all resident tensors together stay within [`RESIDENT_BUDGET`] bytes per partition, so the
//!   working set keeps the rest of SBUF (the interpreter's capacity rule, rules.py, checks the
//!   total).

use super::emit::{alloc_name, dtype, storage_shape, Bound, Emitter, Failed};
use super::expr::{BinOp, Expr};
use super::Api;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{defining_op, for_each_nested, op_key, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::tensor_type::tensor_info;
use axe_passes::trainium::dispatch::{schedule_of, segment};
use axe_trainium::memory::SBUF_PARTITION_BYTES;
use axe_trainium::Scope;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike};
use std::collections::HashMap;

/// Bytes per partition that resident loads may hold at once: a third of trn1's SBUF.
pub const RESIDENT_BUDGET: i64 = SBUF_PARTITION_BYTES / 3;

/// A tile that lives in a slot of a resident tensor.
#[derive(Clone)]
pub struct Resident {
    tensor: String,
    partitions: i64,
    /// The tile's free size, and the slot's (padded so every slot offset is affine in the
    /// loop values, as Beta 1's traced indices must be).
    width: i64,
    /// Per loop between L and the copy: (its induction value, lower bound, coefficient); the
    /// slot starts at sum((iv - lower) * coefficient).
    terms: Vec<(usize, i64, i64)>,
}

/// What a candidate load needs: the copy, its tile's alloc, the loops between L and the copy
/// (outer first) as (op, lower, step, count).
struct Candidate<'c, 'a> {
    copy: OperationRef<'c, 'a>,
    alloc: OperationRef<'c, 'a>,
    loops: Vec<(OperationRef<'c, 'a>, i64, i64, i64)>,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// The tensor operands an op writes (dispatch_trainium's operand roles).
pub(super) fn written<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let tensors: Vec<Value> = (0..op.operand_count())
        .filter_map(|i| op.operand_at(i))
        .filter(|v| tensor_info(v.r#type()).is_some())
        .collect();
    match op_name(op) {
        "axe.copy" | "axe.transpose" | "axe.reduce" => tensors.get(1).copied().into_iter().collect(),
        "axe.gemm" | "axe.binary" | "axe.select" | "axe.fill" | "axe.gather" => {
            tensors.last().copied().into_iter().collect()
        }
        // src, bias?, dst, sum?
        "axe.map" => tensors
            .into_iter()
            .skip(if segment(op, 1) > 0 { 2 } else { 1 })
            .collect(),
        _ => vec![],
    }
}

impl Emitter {
    /// Before loop `l` is printed: issues its invariant loads into resident tensors and
    /// records them, so that inside `l` their tiles are views and their copies are skipped.
    pub(super) fn hoist_invariant_loads(&mut self, l: &OperationRef) -> Result<i64, Failed> {
        let mut candidates = vec![];
        let body = l.region_at(0).and_then(|r| r.first_block()).ok_or(())?;
        self.collect(&body, &mut vec![], &mut candidates);
        let mut held = 0;
        for c in candidates {
            if let Some(bytes) = self.hoist(c)? {
                held += bytes;
            }
        }
        Ok(held)
    }

    fn collect<'c, 'a>(
        &self,
        block: &melior::ir::BlockRef<'c, 'a>,
        path: &mut Vec<OperationRef<'c, 'a>>,
        out: &mut Vec<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>)>,
    ) {
        let mut current = block.first_operation();
        while let Some(op) = current {
            match op_name(&op) {
                "scf.for" => {
                    if let Some(inner) = op.region_at(0).and_then(|r| r.first_block()) {
                        path.push(op);
                        self.collect(&inner, path, out);
                        path.pop();
                    }
                }
                "axe.copy" if !self.hoisted.contains(&op_key(&op)) => out.push((op, path.clone())),
                _ => {}
            }
            current = op.next_in_block();
        }
    }

    /// The value of index `value` with the induction values in `env`, if it is invariant.
    fn invariant(&self, value: Value, env: &HashMap<usize, Expr>) -> Option<Expr> {
        if let Some(e) = env.get(&value_key(value)) {
            return Some(e.clone());
        }
        if let Some(Bound::Index(e)) = self.values.get(&value_key(value)) {
            return Some(e.clone());
        }
        let op = defining_op(value)?;
        let name = op_name(&op);
        if name == "arith.constant" {
            let v = op
                .attribute("value")
                .ok()
                .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())?;
            return Some(Expr::Int(v.value()));
        }
        if !name.starts_with("arith.") || op.operand_count() != 2 {
            return None;
        }
        let a = self.invariant(op.operand_at(0)?, env)?;
        let b = self.invariant(op.operand_at(1)?, env)?;
        Some(super::emit::arith_expr(&op, name, a, b))
    }

    /// Checks the conditions of the module comment; `None` when the load must stay.
    fn candidate<'c, 'a>(
        &self,
        copy: OperationRef<'c, 'a>,
        path: Vec<OperationRef<'c, 'a>>,
    ) -> Option<Candidate<'c, 'a>> {
        if segment(&copy, 1) == 0 || segment(&copy, 3) > 0 {
            return None;
        }
        let src = copy.operand_at(0)?;
        let dst = copy.operand_at(1 + segment(&copy, 1) as usize)?;
        if defining_op(src).is_some() || !matches!(self.values.get(&value_key(src)), Some(Bound::Tensor { .. })) {
            return None;
        }
        let alloc = defining_op(dst)?;
        let same_block = alloc
            .block()
            .zip(copy.block())
            .is_some_and(|(a, b)| a.to_raw().ptr == b.to_raw().ptr);
        if op_name(&alloc) != "axe.alloc" || !same_block || tensor_info(dst.r#type())?.scope != Scope::Sbuf {
            return None;
        }
        let writers = |v: Value| self.writers.get(&value_key(v)).copied().unwrap_or(0);
        if writers(src) > 0 || writers(dst) != 1 {
            return None;
        }
        let env = HashMap::new();
        let mut loops = vec![];
        for l in path {
            let bound = |i: usize| match self.invariant(l.operand_at(i)?, &env)? {
                Expr::Int(v) => Some(v),
                _ => None,
            };
            let (lower, upper, step) = (bound(0)?, bound(1)?, bound(2)?);
            if step <= 0 || upper <= lower {
                return None;
            }
            loops.push((l, lower, step, (upper - lower + step - 1) / step));
        }
        // The offsets may use the loops' values, nothing else defined inside L.
        let mut env = HashMap::new();
        for (l, lower, _, _) in &loops {
            let iv: Value = l.region_at(0)?.first_block()?.argument_at(0)?.into();
            env.insert(value_key(iv), Expr::Int(*lower));
        }
        for i in 1..=segment(&copy, 1) as usize {
            self.invariant(copy.operand_at(i)?, &env)?;
        }
        Some(Candidate { copy, alloc, loops })
    }

    /// Issues one load before L if it qualifies and fits; returns the bytes it holds.
    fn hoist(&mut self, (copy, path): (OperationRef, Vec<OperationRef>)) -> Result<Option<i64>, Failed> {
        let Some(c) = self.candidate(copy, path) else {
            return Ok(None);
        };
        let dst: Value = c.alloc.result(0).map_err(|_| ())?.into();
        let info = tensor_info(dst.r#type()).ok_or(())?;
        let [partitions, width] = storage_shape(&info)[..] else {
            return Ok(None);
        };
        // Slot stride: a multiple of the tile's width such that every loop's coefficient
        // (slots inside it x stride / step) is an integer.
        let mut inner = vec![1i64; c.loops.len()];
        for k in (0..c.loops.len().saturating_sub(1)).rev() {
            inner[k] = inner[k + 1] * c.loops[k + 1].3;
        }
        let mut unit = 1i64;
        for (k, (_, _, step, _)) in c.loops.iter().enumerate() {
            let need = step / gcd(*step, inner[k]);
            unit = unit / gcd(unit, need) * need;
        }
        let stride = (width + unit - 1) / unit * unit;
        let slots: i64 = c.loops.iter().map(|l| l.3).product();
        let bytes = slots * stride * info.elem_bytes;
        if self.resident_bytes + bytes > RESIDENT_BUDGET {
            return Ok(None);
        }
        let given = alloc_name(&c.alloc);
        let tensor = self.fresh(&format!("{given}_resident"));
        self.line(&format!(
            "{tensor} = nl.ndarray(({partitions}, {}), dtype={}, buffer=nl.sbuf)",
            slots * stride,
            dtype(&info.element)
        ));
        let depth = self.depth;
        let mut env = HashMap::new();
        let mut slot = Expr::Int(0);
        let mut terms = vec![];
        for (k, (l, lower, step, count)) in c.loops.iter().enumerate() {
            let name = l
                .attribute(attribute_names::NAME)
                .ok()
                .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
                .map(|s| s.value().to_owned())
                .unwrap_or_else(|| "i".into());
            let var = self.fresh(&format!("{name}_slot"));
            let range = if self.api == Api::Legacy {
                "nl.sequential_range"
            } else {
                "range"
            };
            self.line(&format!("for {var} in {range}({count}):"));
            self.ranges.insert(var.clone(), (0, count - 1));
            self.depth += 1;
            let iv: Value = l
                .region(0)
                .map_err(|_| ())?
                .first_block()
                .ok_or(())?
                .argument(0)
                .map_err(|_| ())?
                .into();
            env.insert(
                value_key(iv),
                Expr::add(Expr::Int(*lower), Expr::mul(Expr::var(&var), Expr::Int(*step))),
            );
            slot = Expr::add(slot, Expr::mul(Expr::var(&var), Expr::Int(inner[k] * stride)));
            terms.push((value_key(iv), *lower, inner[k] * stride / step));
        }
        // Load the slot through the copy's own dispatch, with the tile bound to the slot's view.
        let tile = self.fresh(&format!("{given}_load"));
        let end = Expr::add(slot.clone(), Expr::Int(width));
        self.line(&format!("{tile} = {tensor}[0:{partitions}, {slot}:{end}]"));
        let mut bound = vec![value_key(dst)];
        self.values.insert(
            value_key(dst),
            Bound::Tensor {
                name: tile,
                info: info.clone(),
            },
        );
        for i in 1..=segment(&c.copy, 1) as usize {
            let v = c.copy.operand(i).map_err(|_| ())?;
            if !self.values.contains_key(&value_key(v)) {
                let e = self.invariant(v, &env).ok_or(())?;
                self.values.insert(value_key(v), Bound::Index(e));
                bound.push(value_key(v));
            }
        }
        let schedule = match schedule_of(&c.copy) {
            Some(Ok(s)) => s,
            _ => return Err(()),
        };
        self.operator(&c.copy, "axe.copy", &schedule)?;
        for key in bound {
            self.values.remove(&key);
        }
        self.depth = depth;
        self.resident_bytes += bytes;
        self.hoisted.insert(op_key(&c.copy));
        self.resident.insert(
            value_key(dst),
            Resident {
                tensor,
                partitions,
                width,
                terms,
            },
        );
        Ok(Some(bytes))
    }

    /// Inside L: the view of a resident tile's slot, for the `axe.alloc` of `value`.
    pub(super) fn resident_view(&self, value: Value) -> Option<String> {
        let r = self.resident.get(&value_key(value))?;
        let mut slot = Expr::Int(0);
        for &(iv, lower, coefficient) in &r.terms {
            let Some(Bound::Index(e)) = self.values.get(&iv) else {
                return None;
            };
            slot = Expr::add(
                slot,
                Expr::mul(
                    Expr::bin(BinOp::Sub, e.clone(), Expr::Int(lower)),
                    Expr::Int(coefficient),
                ),
            );
        }
        let end = Expr::add(slot.clone(), Expr::Int(r.width));
        Some(format!("{}[0:{}, {slot}:{end}]", r.tensor, r.partitions))
    }

    /// Whether the copy `op` was issued before its loop.
    pub(super) fn is_hoisted(&self, op: &OperationRef) -> bool {
        self.hoisted.contains(&op_key(op))
    }

    /// How many ops write each tensor value of `kernel`.
    pub(super) fn count_writers(&mut self, kernel: &OperationRef) {
        let mut writers = HashMap::new();
        for_each_nested(kernel, &mut |op| {
            for v in written(&op) {
                *writers.entry(value_key(v)).or_insert(0) += 1;
            }
        });
        self.writers = writers;
    }

    /// After loop L: its resident tensors are dead.
    pub(super) fn release(&mut self, bytes: i64) {
        self.resident_bytes -= bytes;
    }
}
