//! Writing a contraction's kernel for the tensor cores from its tiling's layouts. Each warp
//! keeps its output tile in `mma.sync` accumulators (one `vector<2x2xf32>` per atom) across a
//! loop over k in steps of the atom's k; each step stages the block's tiles of A and B in
//! shared memory ([`staging`]), loads each warp's fragments with `ldmatrix` and issues one
//! `nvgpu.mma.sync` per atom. Where things go is read off the layouts
//! ([`axe_schedule::mma::digits`]): a coordinate is a sum of digits of `by`, `bx`, `warp`,
//! `lane` and `reg`, so reading a layout at chosen axes gives the block's origin, each atom's
//! place in the block and each output register's place. The kernel's own index arithmetic is
//! recomputed at the coordinates (the ranges substituted), so any strides and views the kernel
//! had still hold.

use super::contraction::Contraction;
use super::{contiguity, staging};
use crate::gpu::builder::{async_copy, memory};
use axe_dialects::ir::build::InsertionPoint;

/// Stages of shared tiles when the copies are cp.async: STAGES - 1 steps in flight while one
/// multiplies (as CUTLASS's and Triton's f16 GEMMs on sm_80 take it).
const STAGES: i64 = 3;
use crate::gpu::builder::{
    axes::{coordinate, gpu_id, Axes},
    Builder,
};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use axe_schedule::mma::{digits, Digit, Operand, TensorCoreTiling};
use melior::{
    ir::{operation::OperationLike, Attribute, Block, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike},
    Context,
};
use std::collections::HashMap;

/// `value` recomputed with the ranges in `at_point` replaced: ops that move with none of them
/// are used as they are, the others are cloned.
fn recompute<'c, 'a>(
    at: &Builder<'c, 'a>,
    value: Value<'c, 'a>,
    at_point: &HashMap<usize, Value<'c, 'a>>,
    moves: &dyn Fn(Value) -> bool,
) -> Value<'c, 'a> {
    if let Some(&v) = at_point.get(&value_key(value)) {
        return v;
    }
    let Some(op) = defining_op(value).filter(|_| moves(value)) else {
        return value;
    };
    let operands: Vec<Value> = op.operands().map(|v| recompute(at, v, at_point, moves)).collect();
    let clone = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
    for (i, v) in operands.iter().enumerate() {
        unsafe { mlir_sys::mlirOperationSetOperand(clone.to_raw(), i as isize, v.to_raw()) };
    }
    let position = op
        .results()
        .position(|r| value_key(r.into()) == value_key(value))
        .expect("a value of its defining op");
    at.insert_built(clone)
        .result(position)
        .expect("the same results")
        .into()
}

/// The buffer and indices of a `uop.index` at `at_point`.
fn address<'c, 'a>(
    at: &Builder<'c, 'a>,
    index: &OperationRef<'c, 'a>,
    at_point: &HashMap<usize, Value<'c, 'a>>,
    moves: &dyn Fn(Value) -> bool,
) -> (Value<'c, 'a>, Vec<Value<'c, 'a>>) {
    let (indices, _) = crate::schedule::access::index_operands(index);
    let buffer = index.operand(0).expect("uop.index has a buffer");
    (
        buffer,
        indices.into_iter().map(|v| recompute(at, v, at_point, moves)).collect(),
    )
}

/// Replaces the body of `function` (before its terminator) with the tensor-core kernel.
pub fn emit<'c, 'a>(
    context: &'c Context,
    function: OperationRef<'c, 'a>,
    body: &melior::ir::BlockRef<'c, 'a>,
    c: &Contraction<'c, 'a>,
    tiling: &TensorCoreTiling,
) -> Result<(), String> {
    let terminator = body.terminator().ok_or("a kernel without a terminator")?;
    let old = ops_before(body, terminator);
    let at = Builder::before(context, terminator).ok_or("a terminator outside a block")?;
    let at = Builder(InsertionPoint {
        location: function.location(),
        ..at.0
    });
    let atom = tiling.atom;
    let layouts = |operand| -> Result<Vec<Vec<Digit>>, String> { digits(&tiling.layout(operand)?) };
    let (a_digits, b_digits, c_digits) = (layouts(Operand::A)?, layouts(Operand::B)?, layouts(Operand::C)?);

    // The ranges each value moves with decide what is recomputed per element.
    let ranges: Vec<usize> = [Some(c.rows), Some(c.cols), Some(c.sum), c.batch]
        .into_iter()
        .flatten()
        .map(|r| value_key(r.value))
        .collect();
    let moving = std::cell::RefCell::new(HashMap::<usize, bool>::new());
    fn moves_with(v: Value, ranges: &[usize], memo: &std::cell::RefCell<HashMap<usize, bool>>) -> bool {
        if ranges.contains(&value_key(v)) {
            return true;
        }
        if let Some(&m) = memo.borrow().get(&value_key(v)) {
            return m;
        }
        let m = defining_op(v).is_some_and(|op| op.operands().any(|o| moves_with(o, ranges, memo)));
        memo.borrow_mut().insert(value_key(v), m);
        m
    }
    let moves = |v: Value| moves_with(v, &ranges, &moving);

    if [atom.m, atom.n, atom.k] != [16, 8, 16] {
        return Err(format!(
            "stages the m16n8k16 atom's fragments with ldmatrix, not m{}n{}k{}",
            atom.m, atom.n, atom.k
        ));
    }
    let threads = tiling.threads();
    let tid = gpu_id(&at, "gpu.thread_id", "x", threads);
    let [gm, gn] = tiling.blocks;
    let (bx, by) = (
        gpu_id(&at, "gpu.block_id", "x", gn),
        gpu_id(&at, "gpu.block_id", "y", gm),
    );
    let (warp, lane) = (
        at.binary("arith.divui", tid, at.index(32)),
        at.binary("arith.remui", tid, at.index(32)),
    );
    let axes_of = |pairs: [(&str, Value<'c, 'a>); 4]| Axes {
        values: pairs.into_iter().map(|(n, v)| (n.to_string(), v)).collect(),
    };
    let axes = axes_of([("bx", bx), ("by", by), ("warp", warp), ("lane", lane)]);
    let batch = c
        .batch
        .map(|b| (value_key(b.value), gpu_id(&at, "gpu.block_id", "z", b.extent)));

    // Each lane's coordinates of its output registers, outside the loop over k.
    let coordinates = |digits: &[Vec<Digit>], regs: i64| -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
        (0..regs)
            .map(|r| {
                (
                    coordinate(&at, &axes, &digits[0], r),
                    coordinate(&at, &axes, &digits[1], r),
                )
            })
            .collect()
    };
    let [tm, tn] = tiling.tiles;
    let a_regs = atom.registers(Operand::A);
    let b_regs = atom.registers(Operand::B);
    let c_regs = atom.registers(Operand::C);
    let c_at = coordinates(&c_digits, tm * tn * c_regs);

    // The layouts read at chosen axes: at warp, lane and reg 0 the block's first output (row,
    // column); at block and lane 0 the first row (A) or column (B) of each of the warp's atoms
    // within the block's tiles.
    let zero = at.index(0);
    let origin = axes_of([("bx", bx), ("by", by), ("warp", zero), ("lane", zero)]);
    let in_block = axes_of([("bx", zero), ("by", zero), ("warp", warp), ("lane", zero)]);
    let (row0, col0) = (
        coordinate(&at, &origin, &c_digits[0], 0),
        coordinate(&at, &origin, &c_digits[1], 0),
    );
    let a_rows: Vec<Value> = (0..tm)
        .map(|t| coordinate(&at, &in_block, &a_digits[0], t * a_regs))
        .collect();
    let b_cols: Vec<Value> = (0..tn)
        .map(|t| coordinate(&at, &in_block, &b_digits[1], t * b_regs))
        .collect();
    let point = |pairs: &[(Value<'c, 'a>, Value<'c, 'a>)]| -> HashMap<usize, Value<'c, 'a>> {
        let mut m: HashMap<usize, Value> = pairs.iter().map(|(r, v)| (value_key(*r), *v)).collect();
        if let Some((key, v)) = batch {
            m.insert(key, v);
        }
        m
    };
    // STAGES stages of 16-byte cp.async copies where both loads are proved to read aligned
    // chunks along k (A) and the columns (B); else one stage of element copies.
    let [bm, bn] = tiling.block_shape();
    let pipelined = contiguity::copies_in_chunks(&c.a, value_key(c.sum.value), &ranges)
        && contiguity::copies_in_chunks(&c.b, value_key(c.cols.value), &ranges)
        && staging::splits_into_chunks([bm, atom.k], threads)
        && staging::splits_into_chunks([atom.k, bn], threads);
    let stages: &[i64] = if pipelined { &[STAGES] } else { &[] };
    let tile = |rows: i64, cols: i64| stages.iter().copied().chain([rows, cols]).collect::<Vec<_>>();
    let shared_a = memory::allocate(&at, c.input_type, &tile(bm, atom.k))?;
    let shared_b = memory::allocate(&at, c.input_type, &tile(atom.k, bn))?;
    // Step k's tiles into shared memory, each element at the kernel's own index arithmetic at
    // its (row, k) or (k, column): as cp.async chunks into `stage`, or element by element.
    let a_at = |b: &Builder<'c, 'a>, k: Value<'c, 'a>, row: Value<'c, 'a>, kk: Value<'c, 'a>| {
        address(
            b,
            &c.a,
            &point(&[
                (c.rows.value, b.binary("arith.addi", row0, row)),
                (c.sum.value, b.binary("arith.addi", k, kk)),
            ]),
            &moves,
        )
    };
    let b_at = |b: &Builder<'c, 'a>, k: Value<'c, 'a>, kk: Value<'c, 'a>, col: Value<'c, 'a>| {
        address(
            b,
            &c.b,
            &point(&[
                (c.sum.value, b.binary("arith.addi", k, kk)),
                (c.cols.value, b.binary("arith.addi", col0, col)),
            ]),
            &moves,
        )
    };
    let issue = |b: &Builder<'c, 'a>, k: Value<'c, 'a>, stage: Value<'c, 'a>| -> Result<(), String> {
        staging::copy_tile_async(b, tid, threads, [bm, atom.k], shared_a, &[stage], &|row, kk| {
            a_at(b, k, row, kk)
        })?;
        staging::copy_tile_async(b, tid, threads, [atom.k, bn], shared_b, &[stage], &|kk, col| {
            b_at(b, k, kk, col)
        })
    };
    let stage_of = |b: &Builder<'c, 'a>, k: Value<'c, 'a>| {
        b.binary(
            "arith.remui",
            b.binary("arith.divui", k, b.index(atom.k)),
            b.index(STAGES),
        )
    };
    // The prologue: steps 0 .. STAGES - 2 in flight. Each step of the loop commits the group
    // of the step issued last (so the prologue commits all but its last), possibly empty past
    // the end of k, so that every step finds the same count of groups behind it.
    let steps = c.sum.extent / atom.k;
    if pipelined {
        for step in 0..STAGES - 1 {
            if step < steps {
                issue(&at, at.index(step * atom.k), at.index(step))?;
            }
            if step < STAGES - 2 {
                async_copy::commit(&at);
            }
        }
    }

    let f32_type = Type::float32(context);
    let accumulator = memory::vector(f32_type, &[c_regs / 2, 2]);
    let zeros = at.zeros(accumulator);
    let inits = vec![zeros; (tm * tn) as usize];
    let index = Type::index(context);
    let step_block = Block::new(
        &std::iter::once((index, at.location))
            .chain(inits.iter().map(|_| (accumulator, at.location)))
            .collect::<Vec<_>>(),
    );
    let bounds = [at.index(0), at.index(c.sum.extent), at.index(atom.k)];
    let for_op = at.insert_built(ops::scf_for(bounds, &inits, step_block, at.location));
    let step = for_op
        .region(0)
        .expect("scf.for has a body")
        .first_block()
        .expect("and a block");
    let inner = Builder(InsertionPoint {
        context,
        block: step,
        before: None,
        location: at.location,
    });
    let k0: Value = step.argument(0).expect("the induction variable").into();
    let prefix: Vec<Value> = if pipelined {
        // Step k0's group has landed (all but the newest STAGES - 2 groups), and after the
        // barrier every thread's copies are visible and every warp is done with the stage
        // step k0 - 16 read, which step k0 + 16 (STAGES - 1) refills while k0 multiplies.
        async_copy::commit(&inner);
        async_copy::wait(&inner, STAGES - 2);
        memory::barrier(&inner);
        let ahead = inner.binary("arith.addi", k0, inner.index((STAGES - 1) * atom.k));
        let more = inner.cmpi(CmpIPredicate::Ult, ahead, inner.index(c.sum.extent));
        let if_op = inner.insert_built(ops::scf_if(more, &[], Block::new(&[]), None, inner.location));
        let then = if_op
            .region(0)
            .expect("scf.if has a then region")
            .first_block()
            .expect("and a block");
        let in_then = Builder(InsertionPoint {
            context,
            block: then,
            before: None,
            location: inner.location,
        });
        issue(&in_then, ahead, stage_of(&in_then, ahead))?;
        in_then.insert_built(ops::scf_yield(&[], inner.location));
        vec![stage_of(&inner, k0)]
    } else {
        let load = |(buffer, indices): (Value<'c, 'a>, Vec<Value<'c, 'a>>)| -> Value<'c, 'a> {
            inner
                .insert_built(ops::memref_load(buffer, &indices, c.input_type, inner.location))
                .result(0)
                .expect("one result")
                .into()
        };
        staging::copy_tile(&inner, tid, threads, [bm, atom.k], shared_a, &|row, kk| {
            load(a_at(&inner, k0, row, kk))
        })?;
        staging::copy_tile(&inner, tid, threads, [atom.k, bn], shared_b, &|kk, col| {
            load(b_at(&inner, k0, kk, col))
        })?;
        memory::barrier(&inner);
        vec![]
    };
    let a_frags: Vec<Value> = a_rows
        .iter()
        .map(|&row| staging::a_fragment(&inner, lane, shared_a, &prefix, row, c.input_type))
        .collect();
    let b_frags: Vec<Value> = b_cols
        .iter()
        .map(|&col| staging::b_fragment(&inner, lane, shared_b, &prefix, col, c.input_type))
        .collect();
    let shape = Attribute::parse(context, &format!("[{}, {}, {}]", atom.m, atom.n, atom.k)).ok_or("an mma shape")?;
    let mut results = Vec::new();
    for i in 0..tm {
        for j in 0..tn {
            let acc: Value = step.argument(1 + (i * tn + j) as usize).expect("an accumulator").into();
            let operands = [a_frags[i as usize], b_frags[j as usize], acc];
            results.push(
                inner
                    .insert_built(ops::generic(
                        context,
                        "nvgpu.mma.sync",
                        &[("mmaShape", shape)],
                        &operands,
                        Some(accumulator),
                        inner.location,
                    ))
                    .result(0)
                    .expect("one result")
                    .into(),
            );
        }
    }
    // With one stage, the next step overwrites the tiles once every warp has read its
    // fragments (the pipelined loop's barrier at the top of the next step does that).
    if !pipelined {
        memory::barrier(&inner);
    }
    inner.insert_built(ops::scf_yield(&results, inner.location));

    // The output: each accumulator element at its coordinates, rounded as the kernel did.
    for t in 0..tm * tn {
        let acc: Value = for_op.result(t as usize).expect("one result per atom").into();
        for e in 0..c_regs {
            let mut v = at.extract(acc, &[e / 2, e % 2], f32_type);
            if let Some(ty) = c.rounded_to {
                v = at
                    .insert_built(ops::op("arith.truncf", &[v], ty, at.location))
                    .result(0)
                    .expect("one result")
                    .into();
            }
            let (row, col) = c_at[(t * c_regs + e) as usize];
            let (buffer, indices) = address(&at, &c.out, &point(&[(c.rows.value, row), (c.cols.value, col)]), &moves);
            at.insert_built(ops::memref_store(v, buffer, &indices, at.location));
        }
    }
    erase(old)
}

/// The ops of `body` before `terminator`: the kernel graph, before any new code.
fn ops_before<'c, 'a>(
    body: &melior::ir::BlockRef<'c, 'a>,
    terminator: OperationRef<'c, 'a>,
) -> Vec<OperationRef<'c, 'a>> {
    let mut old = Vec::new();
    let mut current = body.first_operation();
    while let Some(op) = current.filter(|&op| op != terminator) {
        old.push(op);
        current = op.next_in_block();
    }
    old
}

/// Erases the kernel graph the new code replaced, last op first (users go before what they
/// use): what the new code still uses (constants, views of the buffers) stays; a uop op still
/// used is an error.
fn erase(old: Vec<OperationRef>) -> Result<(), String> {
    for op in old.into_iter().rev() {
        let used = op.results().any(|r| axe_dialects::ir::read::has_uses(r.into()));
        if used && op_name(&op).starts_with("uop.") {
            return Err(format!("'{}' is still used", op_name(&op)));
        }
        if !used {
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        }
    }
    Ok(())
}
