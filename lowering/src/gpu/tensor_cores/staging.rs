//! Staging a k-step of A and B in shared memory: the block's threads copy the block's
//! `BM x 16` tile of A and `16 x BN` tile of B from global memory once (consecutive threads,
//! consecutive elements), pass a barrier, and each warp loads its `mma.sync` fragments from
//! there with `ldmatrix` (A: four 8 x 8 matrices per m16k16 atom; B, stored k-major: two,
//! transposed). Each element of the block's tiles is read from global memory once per block
//! instead of once per warp that needs it, and a lane's fragment is one instruction instead of
//! eight 2-byte loads.
//!
//! Where both operands' loads are proved to read aligned 16-byte chunks ([`super::contiguity`]),
//! the copies are `cp.async` into several stages of tiles (emit.rs's `STAGES`): the copies of
//! the next steps are in flight while one step multiplies, one group committed per step and
//! one barrier per step. Otherwise each thread copies elements through registers, one stage.
//!
//! The shared tiles are `memref.alloca`s in workgroup memory, 16-byte aligned (`ldmatrix`
//! reads 16-byte rows, `cp.async` writes 16-byte chunks); outlining makes them the kernel's
//! workgroup attributions.

use super::contiguity::CHUNK;
use crate::gpu::builder::{async_copy::token, ldmatrix::ldmatrix, Builder};
use crate::uop_to_scf::ops;
use melior::ir::{Attribute, Type, Value};

/// Elements of one `ldmatrix` row (16 bytes of 16-bit elements), and rows per matrix.
const ROW: i64 = 8;

/// The pieces thread `tid` of `threads` handles out of `count`: `tid`, `tid + threads`, ...
/// (consecutive threads, consecutive pieces); `None` when they do not split evenly.
fn pieces_of_thread<'c, 'a>(
    at: &Builder<'c, 'a>,
    tid: Value<'c, 'a>,
    threads: i64,
    count: i64,
) -> Option<Vec<Value<'c, 'a>>> {
    (count % threads == 0).then(|| {
        (0..count / threads)
            .map(|i| {
                if i == 0 {
                    tid
                } else {
                    at.binary("arith.addi", tid, at.index(i * threads))
                }
            })
            .collect()
    })
}

/// The block's threads copy the `rows x cols` tile into `shared`: thread `tid` of `threads`
/// copies elements `tid`, `tid + threads`, ... (row-major), each read with `load(row, col)`.
pub fn copy_tile<'c, 'a>(
    at: &Builder<'c, 'a>,
    tid: Value<'c, 'a>,
    threads: i64,
    [rows, cols]: [i64; 2],
    shared: Value<'c, 'a>,
    load: &dyn Fn(Value<'c, 'a>, Value<'c, 'a>) -> Value<'c, 'a>,
) -> Result<(), String> {
    for e in pieces_of_thread(at, tid, threads, rows * cols)
        .ok_or_else(|| format!("a {rows} x {cols} tile does not split evenly over {threads} threads"))?
    {
        let (row, col) = (
            at.binary("arith.divui", e, at.index(cols)),
            at.binary("arith.remui", e, at.index(cols)),
        );
        let value = load(row, col);
        at.insert_built(ops::memref_store(value, shared, &[row, col], at.location));
    }
    Ok(())
}

/// Whether a `rows x cols` tile's rows are whole 16-byte chunks and the chunks split evenly
/// over `threads`, as [`copy_tile_async`] copies them.
pub fn splits_into_chunks([rows, cols]: [i64; 2], threads: i64) -> bool {
    cols % CHUNK == 0 && (rows * (cols / CHUNK)) % threads == 0
}

/// The block's threads start 16-byte `cp.async` copies of the `rows x cols` tile into
/// `shared[prefix.., row, col]`: thread `tid` of `threads` copies chunks `tid`, `tid +
/// threads`, ... of [`CHUNK`] elements (row-major), chunk (row, col) from `source(row, col)`,
/// a buffer and its indices. The caller commits the group and waits for it.
pub fn copy_tile_async<'c, 'a>(
    at: &Builder<'c, 'a>,
    tid: Value<'c, 'a>,
    threads: i64,
    [rows, cols]: [i64; 2],
    shared: Value<'c, 'a>,
    prefix: &[Value<'c, 'a>],
    source: &dyn Fn(Value<'c, 'a>, Value<'c, 'a>) -> (Value<'c, 'a>, Vec<Value<'c, 'a>>),
) -> Result<(), String> {
    if !splits_into_chunks([rows, cols], threads) {
        return Err(format!(
            "a {rows} x {cols} tile does not split into 16-byte chunks evenly over {threads} threads"
        ));
    }
    let per_row = cols / CHUNK;
    for c in pieces_of_thread(at, tid, threads, rows * per_row).expect("checked above") {
        let row = at.binary("arith.divui", c, at.index(per_row));
        let col = at.binary(
            "arith.muli",
            at.binary("arith.remui", c, at.index(per_row)),
            at.index(CHUNK),
        );
        let (buffer, indices) = source(row, col);
        let mut destination = prefix.to_vec();
        destination.extend([row, col]);
        let mut operands = vec![shared];
        operands.extend(&destination);
        operands.push(buffer);
        operands.extend(&indices);
        let segments = format!("array<i32: 1, {}, 1, {}, 0>", destination.len(), indices.len());
        // bypassL1 (`cp.async.cg`): a tile is read once per block, from L2.
        let attributes = [
            (
                "dstElements",
                Attribute::parse(at.context, &format!("{CHUNK} : index")).expect("an index"),
            ),
            (
                "operandSegmentSizes",
                Attribute::parse(at.context, &segments).expect("segment sizes"),
            ),
            ("bypassL1", Attribute::unit(at.context)),
        ];
        at.insert_built(ops::generic(
            at.context,
            "nvgpu.device_async_copy",
            &attributes,
            &operands,
            Some(token(at)),
            at.location,
        ));
    }
    Ok(())
}

/// The A fragment of the m16k16 atom whose first row in the tile is `base_row`: four 8 x 8
/// matrices (rows 0-7 and 8-15 of columns 0-7, then of columns 8-15), lane 8q + r giving row
/// r of matrix q, which leaves each lane the registers a0 .. a7 of the PTX ISA's fragment.
/// `prefix` indexes the tile in `shared` (its stage).
pub fn a_fragment<'c, 'a>(
    at: &Builder<'c, 'a>,
    lane: Value<'c, 'a>,
    shared: Value<'c, 'a>,
    prefix: &[Value<'c, 'a>],
    base_row: Value<'c, 'a>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let r = at.binary("arith.remui", lane, at.index(ROW));
    let q = at.binary("arith.divui", lane, at.index(ROW));
    let lower = at.binary("arith.muli", at.binary("arith.remui", q, at.index(2)), at.index(ROW));
    let row = at.binary("arith.addi", base_row, at.binary("arith.addi", r, lower));
    let col = at.binary("arith.muli", at.binary("arith.divui", q, at.index(2)), at.index(ROW));
    ldmatrix(at, shared, &[prefix, &[row, col]].concat(), 4, false, element)
}

/// The B fragment of the k16n8 atom whose first column in the k-major tile is `base_col`: two
/// 8 x 8 matrices (k 0-7 and 8-15) loaded transposed, lane l < 16 giving the row k = l, so
/// each lane gets b0 .. b3 (k = 2t, 2t + 1 and + 8, column g). Lanes 16-31 repeat the first
/// sixteen addresses, which `ldmatrix .x2` does not read.
pub fn b_fragment<'c, 'a>(
    at: &Builder<'c, 'a>,
    lane: Value<'c, 'a>,
    shared: Value<'c, 'a>,
    prefix: &[Value<'c, 'a>],
    base_col: Value<'c, 'a>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let k = at.binary("arith.remui", lane, at.index(2 * ROW));
    ldmatrix(at, shared, &[prefix, &[k, base_col]].concat(), 2, true, element)
}
