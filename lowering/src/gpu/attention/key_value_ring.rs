//! The tile kernel's K and V tiles in a ring of [`STAGES`] shared-memory stages, a step of 16
//! keys each: the block's threads start `cp.async` copies of the steps ahead while the warps
//! multiply this one, so global reads overlap the tensor cores instead of sitting between two
//! barriers. The schedule is the GEMM's (tensor_cores/emit.rs): the prologue issues steps
//! 0 .. STAGES - 2, and each step commits the group issued last (possibly empty past the last
//! key, so every step finds the same count of groups behind it), waits for all but the newest
//! STAGES - 2 (its own has landed), passes one barrier (every thread's copies visible, and
//! every warp done with the stage the previous step read) and refills that stage with the step
//! STAGES - 1 ahead.
//!
//! The warps read their `mma.sync` B fragments with `ldmatrix`: K's without `.trans` (a tile
//! row is a key, the head dimension along it, the B operand's n-major order) and V's with it
//! (a row is a key, the value columns along it: k-major). Each 8 x 8 matrix is 8 consecutive
//! rows at one 16-byte chunk, which at rows of 64 or 128 bytes fall in the same banks; the
//! chunks of a row are XOR-swizzled by the row ([`swizzled_chunk`]), so those 8 rows reach 8
//! distinct bank groups and each matrix is one wavefront. The copies write whole chunks, so
//! the swizzle costs them nothing.

use crate::gpu::builder::{async_copy, ldmatrix::ldmatrix, memory, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::ir::{Attribute, Type, TypeLike, Value, ValueLike};

/// Stages of the ring: two steps of copies in flight while one multiplies.
pub const STAGES: i64 = 3;
/// Keys of a step (the `mma.sync` atom's K for `P V`, its N pair for `Q K^T`).
const KEYS: i64 = super::tile_kernel::ROWS;
/// Elements of a 16-byte chunk (one `cp.async`, one `ldmatrix` row) of a 16-bit type.
const CHUNK: i64 = 8;
/// Chunks of the 128 bytes that one wavefront serves (32 banks of 4 bytes), and its log2.
const CHUNKS_A_WAVEFRONT: i64 = 8;
const CHUNKS_A_WAVEFRONT_LOG2: i64 = CHUNKS_A_WAVEFRONT.trailing_zeros() as i64;

/// The chunk that holds chunk `chunk` of row `row` in a tile whose rows are `chunks` chunks
/// long. Rows of `chunks` chunks repeat their bank placement every `8 / 2^a` rows, `2^a` the
/// largest power of two dividing `chunks` (at most 8), so row bits `3 - a .. 3` are XORed into
/// the chunk's low `a` bits: 8 consecutive rows at one chunk then land on 8 distinct chunks of
/// a wavefront. For a power-of-two row this is the GEMM's `swizzle<B, 3, S>`; an odd count of
/// chunks is conflict-free as it is.
pub fn swizzled_chunk<'c, 'a>(
    at: &Builder<'c, 'a>,
    chunks: i64,
    row: Value<'c, 'a>,
    chunk: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let bits = swizzle_bits(chunks);
    if bits == 0 {
        return chunk;
    }
    let shifted = at.binary("arith.shrui", row, at.index(CHUNKS_A_WAVEFRONT_LOG2 - bits));
    let mask = at.binary("arith.andi", shifted, at.index((1 << bits) - 1));
    at.binary("arith.xori", chunk, mask)
}

/// The low bits of a chunk index that [`swizzled_chunk`] XORs: log2 of the largest power of two
/// dividing `chunks`, at most 3.
fn swizzle_bits(chunks: i64) -> i64 {
    i64::from(chunks.trailing_zeros()).min(CHUNKS_A_WAVEFRONT_LOG2)
}

/// The keys a block reads: those before `end` (all of them, or with the causal mask those up to
/// the block's last query), which is at least `fewest` and at most `most`.
pub struct KeySpan<'c, 'a> {
    pub end: Value<'c, 'a>,
    pub fewest: i64,
    pub most: i64,
}

/// The ring's two stacks of tiles: `[STAGES, 16, depth]` of K, `[STAGES, 16, value depth]` of
/// V, 16-byte aligned in workgroup memory, and the thread that copies into them.
pub struct KeyValueRing<'c, 'a> {
    thread: Value<'c, 'a>,
    keys: Value<'c, 'a>,
    values: Value<'c, 'a>,
    /// The block's keys: the ring copies no step at or past their end.
    span: KeySpan<'c, 'a>,
    threads: i64,
}

impl<'c, 'a> KeyValueRing<'c, 'a> {
    /// The ring's tiles for the keys of `span` of `[depth, value_depth]` of `element`, copied
    /// by the block's `threads` (`thread` this one).
    pub fn allocate(
        at: &Builder<'c, 'a>,
        element: Type<'c>,
        [depth, value_depth]: [i64; 2],
        span: KeySpan<'c, 'a>,
        thread: Value<'c, 'a>,
        threads: i64,
    ) -> Self {
        let allocate = |columns| memory::allocate(at, element, &[STAGES, KEYS, columns]).expect("a shared ring");
        KeyValueRing {
            thread,
            keys: allocate(depth),
            values: allocate(value_depth),
            span,
            threads,
        }
    }

    /// Starts the copies of the first STAGES - 1 steps of `[k, v]` (as `[heads, keys, columns]`)
    /// for `head`, committing each but the last (the first step of the loop commits that one).
    pub fn prologue(&self, at: &Builder<'c, 'a>, sources: [Value<'c, 'a>; 2], head: Value<'c, 'a>) {
        for step in 0..STAGES - 1 {
            let first_key = step * KEYS;
            if first_key < self.span.fewest {
                self.issue(at, sources, head, at.index(first_key), at.index(step));
            } else if first_key < self.span.most {
                let more = at.inside_if(at.cmpi(CmpIPredicate::Ult, at.index(first_key), self.span.end));
                self.issue(&more, sources, head, more.index(first_key), more.index(step));
            }
            if step < STAGES - 2 {
                async_copy::commit(at);
            }
        }
    }

    /// At the top of the step at `first_key`: waits for its tiles, refills the stage the
    /// previous step read with the step STAGES - 1 ahead (when there is one), and returns the
    /// stage this step reads.
    pub fn arrive(
        &self,
        at: &Builder<'c, 'a>,
        sources: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        first_key: Value<'c, 'a>,
    ) -> Value<'c, 'a> {
        async_copy::commit(at);
        async_copy::wait(at, STAGES - 2);
        memory::barrier(at);
        let ahead = at.binary("arith.addi", first_key, at.index((STAGES - 1) * KEYS));
        let more = at.inside_if(at.cmpi(CmpIPredicate::Ult, ahead, self.span.end));
        self.issue(&more, sources, head, ahead, stage_of(&more, ahead));
        stage_of(at, first_key)
    }

    /// Starts the 16-byte copies of keys `first_key ..+ 16` of K and V into `stage`: chunk `c`
    /// of a tile by thread `c mod threads` (consecutive threads, consecutive chunks of a row),
    /// the last round guarded where the chunks do not fill it.
    fn issue(
        &self,
        at: &Builder<'c, 'a>,
        [k, v]: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        first_key: Value<'c, 'a>,
        stage: Value<'c, 'a>,
    ) {
        for (source, tile) in [(k, self.keys), (v, self.values)] {
            let chunks = columns(tile) / CHUNK;
            let count = KEYS * chunks;
            let copy = |at: &Builder<'c, 'a>, index: Value<'c, 'a>| {
                let row = at.binary("arith.divui", index, at.index(chunks));
                let chunk = at.binary("arith.remui", index, at.index(chunks));
                let key = at.binary("arith.addi", first_key, row);
                let column = at.binary("arith.muli", chunk, at.index(CHUNK));
                let placed = at.binary("arith.muli", swizzled_chunk(at, chunks, row, chunk), at.index(CHUNK));
                copy_chunk(at, tile, [stage, row, placed], source, [head, key, column]);
            };
            for round in 0..(count + self.threads - 1) / self.threads {
                let index = match round {
                    0 => self.thread,
                    _ => at.binary("arith.addi", self.thread, at.index(round * self.threads)),
                };
                if (round + 1) * self.threads > count {
                    let copying = at.inside_if(at.cmpi(CmpIPredicate::Ult, index, at.index(count)));
                    copy(&copying, index);
                } else {
                    copy(at, index);
                }
            }
        }
    }

    /// The B fragments of `Q K^T` for both 8-key atoms of the step in `stage`, at the 16 head
    /// dimensions from `16 t`: one `ldmatrix .x4`, lane `8q + r` giving key `r + 8 (q / 2)` at
    /// chunk `2t + q mod 2`, so matrices 0, 1 are atom 0's k halves and 2, 3 atom 1's.
    pub fn key_fragments(
        &self,
        at: &Builder<'c, 'a>,
        lane: Value<'c, 'a>,
        stage: Value<'c, 'a>,
        t: i64,
        element: Type<'c>,
    ) -> [Value<'c, 'a>; 2] {
        let (r, q) = matrix_row(at, lane);
        let row = at.binary(
            "arith.addi",
            r,
            at.binary("arith.muli", at.binary("arith.divui", q, at.index(2)), at.index(8)),
        );
        let chunk = at.binary("arith.addi", at.binary("arith.remui", q, at.index(2)), at.index(2 * t));
        let matrices = self.read(at, self.keys, stage, row, chunk, 4, false, element);
        [0, 1].map(|atom| halves(at, matrices, 2 * atom, element))
    }

    /// The B fragments of `P V` for the value columns `8 j ..+ 8` and, where `pair`, the next
    /// 8: `ldmatrix .trans`, lane `8q + r` giving key `r + 8 (q mod 2)` at chunk `j + q / 2`
    /// (`.x2` reads lanes 0-15 only), so matrices 0, 1 are the k halves of atom `j`, 2, 3 of
    /// atom `j + 1`.
    pub fn value_fragments(
        &self,
        at: &Builder<'c, 'a>,
        lane: Value<'c, 'a>,
        stage: Value<'c, 'a>,
        j: i64,
        pair: bool,
        element: Type<'c>,
    ) -> Vec<Value<'c, 'a>> {
        let (r, q) = matrix_row(at, lane);
        let row = at.binary(
            "arith.addi",
            r,
            at.binary("arith.muli", at.binary("arith.remui", q, at.index(2)), at.index(8)),
        );
        let next = if pair {
            at.binary("arith.divui", q, at.index(2))
        } else {
            // Lanes 16-31 repeat the first 16 addresses, which `.x2` does not read.
            at.index(0)
        };
        let chunk = at.binary("arith.addi", next, at.index(j));
        let tiles = if pair { 4 } else { 2 };
        let matrices = self.read(at, self.values, stage, row, chunk, tiles, true, element);
        (0..tiles / 2)
            .map(|atom| halves(at, matrices, 2 * atom, element))
            .collect()
    }

    /// `ldmatrix` of `tiles` matrices of `tile[stage]`, this lane's row `row` at logical chunk
    /// `chunk` (swizzled here).
    #[allow(clippy::too_many_arguments)]
    fn read(
        &self,
        at: &Builder<'c, 'a>,
        tile: Value<'c, 'a>,
        stage: Value<'c, 'a>,
        row: Value<'c, 'a>,
        chunk: Value<'c, 'a>,
        tiles: i64,
        transpose: bool,
        element: Type<'c>,
    ) -> Value<'c, 'a> {
        let placed = swizzled_chunk(at, columns(tile) / CHUNK, row, chunk);
        let column = at.binary("arith.muli", placed, at.index(CHUNK));
        ldmatrix(at, tile, &[stage, row, column], tiles, transpose, element)
    }
}

/// The stage of the step at `first_key`.
fn stage_of<'c, 'a>(at: &Builder<'c, 'a>, first_key: Value<'c, 'a>) -> Value<'c, 'a> {
    at.binary(
        "arith.remui",
        at.binary("arith.divui", first_key, at.index(KEYS)),
        at.index(STAGES),
    )
}

/// The row `r` within its 8 x 8 matrix and the matrix `q` that lane `8q + r` addresses.
fn matrix_row<'c, 'a>(at: &Builder<'c, 'a>, lane: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>) {
    (
        at.binary("arith.remui", lane, at.index(8)),
        at.binary("arith.divui", lane, at.index(8)),
    )
}

/// The `vector<2x2>` B fragment of matrices `first` and `first + 1` of an `ldmatrix` result.
fn halves<'c, 'a>(at: &Builder<'c, 'a>, matrices: Value<'c, 'a>, first: i64, element: Type<'c>) -> Value<'c, 'a> {
    let elements: Vec<Value> = [first, first + 1]
        .into_iter()
        .flat_map(|m| [0, 1].map(|e| at.extract(matrices, &[m, e], element)))
        .collect();
    super::tile_kernel::from_elements(at, &elements, "2x2", element)
}

/// Columns of a `[stages, rows, columns]` tile.
fn columns(tile: Value) -> i64 {
    unsafe { mlir_sys::mlirShapedTypeGetDimSize(tile.r#type().to_raw(), 2) }
}

/// One 16-byte `cp.async` (`.cg`: a tile is read once a block, from L2) of `source[from..]`
/// into `tile[to..]`.
pub(super) fn copy_chunk<'c, 'a>(
    at: &Builder<'c, 'a>,
    tile: Value<'c, 'a>,
    to: [Value<'c, 'a>; 3],
    source: Value<'c, 'a>,
    from: [Value<'c, 'a>; 3],
) {
    let mut operands = vec![tile];
    operands.extend(to);
    operands.push(source);
    operands.extend(from);
    let attributes = [
        (
            "dstElements",
            Attribute::parse(at.context, &format!("{CHUNK} : index")).expect("an index"),
        ),
        (
            "operandSegmentSizes",
            Attribute::parse(at.context, "array<i32: 1, 3, 1, 3, 0>").expect("segment sizes"),
        ),
        ("bypassL1", Attribute::unit(at.context)),
    ];
    at.insert_built(ops::generic(
        at.context,
        "nvgpu.device_async_copy",
        &attributes,
        &operands,
        Some(async_copy::token(at)),
        at.location,
    ));
}

#[cfg(test)]
mod tests {
    /// 8 consecutive rows at one chunk land on 8 distinct 16-byte slots of a 128-byte
    /// wavefront, for every row length the tile kernel takes (head dimensions in 16s: 2 to 16
    /// chunks; value dimensions in 8s: 1 to 16), and the swizzle permutes each row's chunks.
    #[test]
    fn eight_rows_at_one_chunk_fill_a_wavefront() {
        for chunks in 1..=16i64 {
            let bits = super::swizzle_bits(chunks);
            let placed =
                |row: i64, chunk: i64| chunk ^ ((row >> (super::CHUNKS_A_WAVEFRONT_LOG2 - bits)) & ((1 << bits) - 1));
            for row in 0..16 {
                let mut seen: Vec<i64> = (0..chunks).map(|c| placed(row, c)).collect();
                seen.sort_unstable();
                assert_eq!(seen, (0..chunks).collect::<Vec<_>>(), "{chunks} chunks, row {row}");
            }
            for first in [0, 8] {
                for chunk in 0..chunks {
                    let mut slots: Vec<i64> = (first..first + 8)
                        .map(|row| (row * chunks + placed(row, chunk)) % super::CHUNKS_A_WAVEFRONT)
                        .collect();
                    slots.sort_unstable();
                    slots.dedup();
                    assert_eq!(slots.len(), 8, "{chunks} chunks, rows {first}.., chunk {chunk}");
                }
            }
        }
    }
}
