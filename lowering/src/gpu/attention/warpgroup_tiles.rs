//! The shared-memory tiles of the warpgroup kernel ([`super::warpgroup_kernel`]): Q's 64 rows,
//! a ring of stages of K and V ([`KEYS`] keys each) and one or two 64 x [`KEYS`] tiles of P
//! (with two, step `j` writes tile `j mod 2` while `P_{j-1} V_{j-1}` may still read the other),
//! each of a 16-bit
//! type in blocks of 64 columns (`[blocks, rows, 64]`, a ring's stages one after another), rows
//! of 128 bytes, 1024-byte aligned, with chunk `c` of row `r` at chunk `c ^ (r mod 8)`. That is
//! wgmma's 128-byte swizzle of the canonical layout (`axe_schedule::wgmma`) with 8-row groups
//! 1024 bytes apart, read through descriptors as K-major (Q, K and P: the head dimension or the
//! key along a row, a k-step of 16 inside one block) or MN-major (V: its value columns along a
//! row, the next 64 columns a block further: the descriptor's leading offset); for the threads
//! that write them it is the XOR of the tile kernel's ring
//! ([`super::key_value_ring::swizzled_chunk`] on rows of 8 chunks): `cp.async` copies whole
//! chunks, and `stmatrix` writes 8 rows at one logical chunk to 8 distinct bank groups. A head
//! dimension that is not a multiple of 64 leaves the end of its last block unwritten and unread.
//!
//! Where the tiles pass the 48 KiB a kernel may declare they are views of dynamic shared memory,
//! placed as the GEMM's (`dispatch::shared`), up to the chip's limit.
//!
//! The copies go in rounds, one committed group each: round `r` is K's step `r` and V's step
//! `r - 1`, the operands the kernel's step `r` multiplies (`S_r = Q K_r^T` and `P_{r-1} V_{r-1}`).
//! With `S` stages the prologue copies Q and rounds `0 .. S - 2`; the top of step `r` waits for
//! round `r` (`cp.async.wait_group S - 2`), makes the copies visible to the async proxy that
//! wgmma reads through (`fence.proxy.async`), passes one barrier and starts round `r + S - 1`:
//! its K into the stage of K's step `r - 1` (whose `S` was waited for in step `r - 1`), its V
//! into the stage of V's step `r - 2` (whose product was waited for in step `r - 1`); the
//! barrier orders every thread's waits before any copy overwrites what they waited on.

use super::key_value_ring::{copy_chunk, swizzled_chunk};
use crate::gpu::builder::{async_copy, memory, Builder};
use crate::gpu::dispatch::shared;
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_schedule::wgmma::{Form, Major, Swizzle};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Attribute, Type, Value};

/// Keys of a step: the N of `Q K^T` and the K of `P V`.
pub const KEYS: i64 = 64;
/// Elements of a tile row: 128 bytes of a 16-bit type, one swizzle row.
pub const COLUMNS: i64 = 64;
/// Elements of a 16-byte chunk.
const CHUNK: i64 = 8;
const CHUNKS: i64 = COLUMNS / CHUNK;
/// Bytes of a tile row and of 8 rows (the descriptors' stride between core-matrix groups, and
/// the swizzle's period: a tile starts on it).
const ROW_BYTES: i64 = 2 * COLUMNS;
const PERIOD: i64 = 8 * ROW_BYTES;

/// Blocks of 64 columns that hold `columns` (the last one partly, where 64 does not divide them).
fn blocks_of(columns: i64) -> i64 {
    (columns + COLUMNS - 1) / COLUMNS
}

/// What the tiles hold: Q's rows, the head and value dimensions, the ring's stages.
#[derive(Clone, Copy, Debug)]
pub struct TileShape {
    pub rows: i64,
    pub depth: i64,
    pub value_depth: i64,
    pub stages: i64,
    /// P's tiles: with 2, step `j` writes tile `j mod 2` while `P_{j-1} V_{j-1}` may still read
    /// the other; with 1, after that product has retired.
    pub weight_tiles: i64,
}

impl TileShape {
    /// The tiles' `[blocks, rows, 64]` shapes: Q, K's ring, V's ring, P.
    fn shapes(&self) -> [[i64; 3]; 4] {
        let [depth_blocks, value_blocks] = [self.depth, self.value_depth].map(blocks_of);
        [
            [depth_blocks, self.rows, COLUMNS],
            [self.stages * depth_blocks, KEYS, COLUMNS],
            [self.stages * value_blocks, KEYS, COLUMNS],
            [self.weight_tiles, self.rows, KEYS],
        ]
    }

    /// Whether the tiles fit the 48 KiB of static shared memory.
    pub fn is_static(&self) -> bool {
        self.layout(i64::MAX).is_ok_and(|layout| layout.dynamic.is_none())
    }

    /// Where the tiles go in a block of at most `max_bytes` of shared memory: static buffers
    /// up to 48 KiB, else views of dynamic shared memory; an error says how far past it they go.
    pub fn layout(&self, max_bytes: i64) -> Result<shared::Layout, String> {
        let buffers: Vec<(usize, i64, i64)> = self
            .shapes()
            .iter()
            .enumerate()
            .map(|(key, shape)| (key, 2 * shape.iter().product::<i64>(), PERIOD))
            .collect();
        shared::layout(&buffers, 0, max_bytes)
    }
}

/// The tiles, and the thread that copies into them.
pub struct WarpgroupTiles<'c, 'a> {
    shape: TileShape,
    thread: Value<'c, 'a>,
    threads: i64,
    query: Value<'c, 'a>,
    keys: Value<'c, 'a>,
    values: Value<'c, 'a>,
    weights: Value<'c, 'a>,
    /// The block's keys end (no step is copied at or past it).
    key_end: Value<'c, 'a>,
}

impl<'c, 'a> WarpgroupTiles<'c, 'a> {
    /// The tiles of `shape` and `element`, placed by `layout` (`shape`'s), copied by the
    /// block's `threads`.
    pub fn allocate(
        at: &Builder<'c, 'a>,
        element: Type<'c>,
        shape: TileShape,
        layout: &shared::Layout,
        key_end: Value<'c, 'a>,
        thread: Value<'c, 'a>,
        threads: i64,
    ) -> Self {
        let start = layout.dynamic.map(|_| shared::start(at, layout.alignment));
        let tiles = shape.shapes();
        let mut placed = tiles.iter().enumerate().map(|(key, dims)| {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            let text = format!("memref<{}x{element}, #gpu.address_space<workgroup>>", dims.join("x"));
            let ty = Type::parse(at.context, &text).expect("a shared tile type");
            match start {
                Some(start) => start.view(at, layout.offsets[&key], ty),
                None => memory::allocate_typed(at, ty, PERIOD),
            }
        });
        let mut next = || placed.next().expect("four tiles");
        WarpgroupTiles {
            shape,
            thread,
            threads,
            query: next(),
            keys: next(),
            values: next(),
            weights: next(),
            key_end,
        }
    }

    /// Starts the copies of Q's rows from `first_row` of `head` and of the rounds before step
    /// `S - 1`, each round its group.
    pub fn prologue(
        &self,
        at: &Builder<'c, 'a>,
        [q, k, v]: [Value<'c, 'a>; 3],
        head: Value<'c, 'a>,
        first_row: Value<'c, 'a>,
    ) {
        let query = RowCopy {
            source: q,
            tile: self.query,
            columns: self.shape.depth,
            rows: self.shape.rows,
        };
        self.copy_rows(at, &query, head, first_row, at.index(0));
        for round in 0..self.shape.stages - 1 {
            self.issue_round(at, [k, v], head, at.index(round * KEYS), round > 0);
        }
    }

    /// At the top of the step at `first_key` (or past the last step, at the keys' end, where
    /// `next` is false): waits for its round (and Q), fences the copies for the async proxy,
    /// passes the barrier and, where `next`, starts the round `S - 1` steps ahead.
    pub fn arrive(
        &self,
        at: &Builder<'c, 'a>,
        sources: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        first_key: Value<'c, 'a>,
        next: bool,
    ) {
        async_copy::wait(at, self.shape.stages - 2);
        memory::async_proxy_fence(at);
        memory::barrier(at);
        if next {
            let ahead = at.binary("arith.addi", first_key, at.index((self.shape.stages - 1) * KEYS));
            self.issue_round(at, sources, head, ahead, true);
        }
    }

    /// The copies of the round at `key` (K's step at `key` where it is before the keys' end;
    /// where `with_values`, V's step before it), committed as one group (empty past the end, so
    /// that the waits count rounds).
    fn issue_round(
        &self,
        at: &Builder<'c, 'a>,
        [k, v]: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        key: Value<'c, 'a>,
        with_values: bool,
    ) {
        let keys = RowCopy {
            source: k,
            tile: self.keys,
            columns: self.shape.depth,
            rows: KEYS,
        };
        let values = RowCopy {
            source: v,
            tile: self.values,
            columns: self.shape.value_depth,
            rows: KEYS,
        };
        let before_end = |at: &Builder<'c, 'a>, key| at.inside_if(at.cmpi(CmpIPredicate::Ult, key, self.key_end));
        let inside = before_end(at, key);
        self.copy_rows(&inside, &keys, head, key, self.stage_of(&inside, key));
        if with_values {
            let previous = at.binary("arith.subi", key, at.index(KEYS));
            let inside = before_end(at, previous);
            self.copy_rows(&inside, &values, head, previous, self.stage_of(&inside, previous));
        }
        async_copy::commit(at);
    }

    /// 16-byte `cp.async` copies of `copy.rows` rows of `copy.source[head]` from `first` into
    /// `copy.tile` (at `stage` of a ring; Q's tile is a ring of one), chunk `i` of the rows by
    /// thread `i mod threads`, each placed at its block and swizzled chunk.
    fn copy_rows(
        &self,
        at: &Builder<'c, 'a>,
        copy: &RowCopy<'c, 'a>,
        head: Value<'c, 'a>,
        first: Value<'c, 'a>,
        stage: Value<'c, 'a>,
    ) {
        let row_chunks = copy.columns / CHUNK;
        let count = copy.rows * row_chunks;
        assert_eq!(count % self.threads, 0, "a block's threads copy whole rounds of chunks");
        let blocks = blocks_of(copy.columns);
        let first_block = at.binary("arith.muli", stage, at.index(blocks));
        for round in 0..count / self.threads {
            let index = at.binary("arith.addi", self.thread, at.index(round * self.threads));
            let row = at.binary("arith.divui", index, at.index(row_chunks));
            let chunk = at.binary("arith.remui", index, at.index(row_chunks));
            let block = at.binary(
                "arith.addi",
                first_block,
                at.binary("arith.divui", chunk, at.index(CHUNKS)),
            );
            let in_block = at.binary("arith.remui", chunk, at.index(CHUNKS));
            let placed = at.binary("arith.muli", swizzled_chunk(at, CHUNKS, row, in_block), at.index(CHUNK));
            let column = at.binary("arith.muli", chunk, at.index(CHUNK));
            let from = [head, at.binary("arith.addi", first, row), column];
            copy_chunk(at, copy.tile, [block, row, placed], copy.source, from);
        }
    }

    /// The descriptors of Q's k-th 16 columns (`A` of `Q K^T`) and of the K tile's in `stage`
    /// (its `B`, K-major: a key's head dimensions along its row).
    pub fn score_operands(&self, at: &Builder<'c, 'a>, stage: Value<'c, 'a>, k: i64) -> [Value<'c, 'a>; 2] {
        let blocks = blocks_of(self.shape.depth);
        let (block, along_row) = (k / (COLUMNS / 16), 16 * (k % (COLUMNS / 16)));
        let query = at.index(block * self.shape.rows * COLUMNS + along_row);
        let key_block = at.binary(
            "arith.addi",
            at.binary("arith.muli", stage, at.index(blocks)),
            at.index(block),
        );
        let key = at.binary(
            "arith.addi",
            at.binary("arith.muli", key_block, at.index(KEYS * COLUMNS)),
            at.index(along_row),
        );
        [
            descriptor(at, k_major(), byte_address(at, self.query, query)),
            descriptor(at, k_major(), byte_address(at, self.keys, key)),
        ]
    }

    /// The descriptors of P's k-th 16 keys in its tile `buffer` (`A` of `P V`, K-major) and of
    /// V's rows of those keys in `stage` (its `B`, MN-major: the value columns along a row, in
    /// blocks of 64).
    pub fn value_operands(
        &self,
        at: &Builder<'c, 'a>,
        stage: Value<'c, 'a>,
        buffer: Value<'c, 'a>,
        k: i64,
    ) -> [Value<'c, 'a>; 2] {
        let stage_elements = blocks_of(self.shape.value_depth) * KEYS * COLUMNS;
        let value = at.binary(
            "arith.addi",
            at.binary("arith.muli", stage, at.index(stage_elements)),
            at.index(16 * k * COLUMNS),
        );
        [
            descriptor(
                at,
                k_major(),
                byte_address(at, self.weights, self.weight_element(at, buffer, 16 * k)),
            ),
            descriptor(at, mn_major(), byte_address(at, self.values, value)),
        ]
    }

    /// P's tile that holds the weights of the step at `first_key`.
    pub fn weights_of(&self, at: &Builder<'c, 'a>, first_key: Value<'c, 'a>) -> Value<'c, 'a> {
        at.binary(
            "arith.remui",
            at.binary("arith.divui", first_key, at.index(KEYS)),
            at.index(self.shape.weight_tiles),
        )
    }

    /// Element `offset` of P's tile `buffer`, in the flat buffers.
    fn weight_element(&self, at: &Builder<'c, 'a>, buffer: Value<'c, 'a>, offset: i64) -> Value<'c, 'a> {
        at.binary(
            "arith.addi",
            at.binary("arith.muli", buffer, at.index(self.shape.rows * KEYS)),
            at.index(offset),
        )
    }

    /// The stage of the ring that holds the step at `first_key`.
    pub fn stage_of(&self, at: &Builder<'c, 'a>, first_key: Value<'c, 'a>) -> Value<'c, 'a> {
        at.binary(
            "arith.remui",
            at.binary("arith.divui", first_key, at.index(KEYS)),
            at.index(self.shape.stages),
        )
    }

    /// Stores P (`weights[atom][row][e]`, the accumulator fragment of warp `warp`'s 16 rows,
    /// already of the tile's type) with `stmatrix .x4`, two 8-key atoms an instruction: lane
    /// `8q + r` gives row `16 warp + r + 8 (q mod 2)` at chunk `atom + q / 2`, and source `q`
    /// holds that matrix's pair of the lane (its rows `g`, `g + 8`: matrices 0 and 1 of atom
    /// `j`, 2 and 3 of atom `j + 1`). Then the warp's writes are fenced for the async proxy.
    pub fn store_weights(
        &self,
        at: &Builder<'c, 'a>,
        warp: Value<'c, 'a>,
        lane: Value<'c, 'a>,
        buffer: Value<'c, 'a>,
        weights: &[[[Value<'c, 'a>; 2]; 2]],
    ) {
        let context = at.context;
        let (i16, i32): (Type, Type) = (
            IntegerType::new(context, 16).into(),
            IntegerType::new(context, 32).into(),
        );
        let sixteen = at.value(
            OperationBuilder::new("arith.constant", at.location)
                .add_attributes(&[at.named("value", at.int_attr(32, 16))])
                .add_results(&[i32]),
        );
        // The pair as one 32-bit register, its first element in the low half.
        let packed = |pair: [Value<'c, 'a>; 2]| {
            let [low, high] = pair.map(|x| at.convert("arith.extui", at.convert("arith.bitcast", x, i16), i32));
            at.binary("arith.ori", low, at.binary("arith.shli", high, sixteen))
        };
        let matrix = at.binary("arith.divui", lane, at.index(8));
        let row = at.sum_plus(
            [
                at.binary("arith.muli", warp, at.index(16)),
                at.binary("arith.remui", lane, at.index(8)),
                at.binary("arith.muli", at.binary("arith.remui", matrix, at.index(2)), at.index(8)),
            ],
            0,
        );
        let second_atom = at.binary("arith.divui", matrix, at.index(2));
        let attributes = [
            ("layout", "#nvvm.mma_layout<row>"),
            ("shape", "#nvvm.ld_st_matrix_shape<m = 8, n = 8>"),
            ("eltType", "#nvvm.ld_st_matrix_elt_type<b16>"),
        ]
        .map(|(name, text)| (name, Attribute::parse(context, text).expect("an nvvm attribute")));
        let pointer = Type::parse(context, "!llvm.ptr<3>").expect("a pointer type");
        for (j, atoms) in weights.chunks(2).enumerate() {
            let chunk = at.binary("arith.addi", second_atom, at.index(2 * j as i64));
            let placed = swizzled_chunk(at, CHUNKS, row, chunk);
            let element = at.sum_plus(
                [
                    self.weight_element(at, buffer, 0),
                    at.binary("arith.muli", row, at.index(KEYS)),
                    at.binary("arith.muli", placed, at.index(CHUNK)),
                ],
                0,
            );
            let address = at.convert("llvm.inttoptr", byte_address(at, self.weights, element), pointer);
            let mut operands = vec![address];
            operands.extend(atoms.iter().flat_map(|atom| atom.map(&packed)));
            at.insert_built(ops::generic(
                context,
                "nvvm.stmatrix",
                &attributes,
                &operands,
                None,
                at.location,
            ));
        }
        memory::async_proxy_fence(at);
    }
}

/// One operand's copies: `rows` rows of `columns` elements of `source` into `tile`.
struct RowCopy<'c, 'a> {
    source: Value<'c, 'a>,
    tile: Value<'c, 'a>,
    columns: i64,
    rows: i64,
}

/// Q's, K's and P's form: K-major, 128-byte swizzle (which ignores the leading offset: 16, as
/// CUTLASS sets it), 8-row groups a period apart.
fn k_major() -> Form {
    Form {
        major: Major::K,
        swizzle: Swizzle::B128,
        leading: 16,
        stride: PERIOD as u64,
    }
}

/// V's form: MN-major, 128-byte swizzle, 8-key groups a period apart; the leading offset (to
/// the next 64 value columns) is one block of [`KEYS`] rows.
fn mn_major() -> Form {
    Form {
        major: Major::MN,
        swizzle: Swizzle::B128,
        leading: (KEYS * ROW_BYTES) as u64,
        stride: PERIOD as u64,
    }
}

/// The descriptor of `form` at the shared byte `address` (an i64): its bits 0-13 the address
/// in 16-byte units, the rest the form's.
fn descriptor<'c, 'a>(at: &Builder<'c, 'a>, form: Form, address: Value<'c, 'a>) -> Value<'c, 'a> {
    let bits = form
        .descriptor(0)
        .encode()
        .expect("the tiles' offsets fit a descriptor") as i64;
    let field = at.binary(
        "arith.andi",
        at.binary("arith.shrui", address, i64_constant(at, 4)),
        i64_constant(at, 0x3fff),
    );
    at.binary("arith.ori", field, i64_constant(at, bits))
}

/// The shared byte address (i64) of element `element` (an index into the flat tile).
fn byte_address<'c, 'a>(at: &Builder<'c, 'a>, tile: Value<'c, 'a>, element: Value<'c, 'a>) -> Value<'c, 'a> {
    let base = at.value(
        OperationBuilder::new("memref.extract_aligned_pointer_as_index", at.location)
            .add_operands(&[tile])
            .add_results(&[Type::index(at.context)]),
    );
    let address = at.binary("arith.addi", base, at.binary("arith.muli", element, at.index(2)));
    at.value(
        OperationBuilder::new("arith.index_cast", at.location)
            .add_operands(&[address])
            .add_results(&[IntegerType::new(at.context, 64).into()]),
    )
}

fn i64_constant<'c, 'a>(at: &Builder<'c, 'a>, v: i64) -> Value<'c, 'a> {
    at.value(
        OperationBuilder::new("arith.constant", at.location)
            .add_attributes(&[at.named("value", at.int_attr(64, v))])
            .add_results(&[IntegerType::new(at.context, 64).into()]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte a writer puts element (row, column) of a tile of `rows` rows at: its block of
    /// 64 columns, its chunk XORed with the row's low 3 bits (what `copy_rows` and
    /// `store_weights` compute).
    fn placed(rows: u64, row: u64, column: u64) -> u64 {
        let (block, column) = (column / COLUMNS as u64, column % COLUMNS as u64);
        let chunk = (column / CHUNK as u64) ^ (row % 8);
        (block * rows + row) * ROW_BYTES as u64 + chunk * 16 + column % CHUNK as u64 * 2
    }

    /// Every element each wgmma reads through the tiles' descriptors (at the k-step offsets
    /// `score_operands` and `value_operands` add to a tile starting on a swizzle period) is
    /// the element the writers placed there: K-major Q, K and P (row = M or N, column = K, a
    /// head dimension of 256 in 4 blocks), MN-major V (row = the key, K; column = the value
    /// column, N, 256 of them in 4 blocks the leading offset apart).
    #[test]
    fn descriptors_read_what_the_writers_placed() {
        let base = 3 * PERIOD as u64;
        let (rows, depth) = (KEYS as u64, 256);
        for t in 0..depth / 16 {
            let (block, along_row) = (t / 4, 32 * (t % 4));
            let k_major = k_major().descriptor(base + block * rows * ROW_BYTES as u64 + along_row);
            for mn in 0..rows {
                for k in 0..16 {
                    assert_eq!(
                        k_major.address(Major::K, 2, mn, k),
                        base + placed(rows, mn, 16 * t + k),
                        "K-major step {t}, element ({mn}, {k})"
                    );
                }
            }
            assert!(k_major.unmodelled_start().is_none());
        }
        for t in 0..(KEYS / 16) as u64 {
            let mn_major = mn_major().descriptor(base + 16 * t * ROW_BYTES as u64);
            for n in 0..depth {
                for k in 0..16 {
                    assert_eq!(
                        mn_major.address(Major::MN, 2, n, k),
                        base + placed(rows, 16 * t + k, n),
                        "MN-major step {t}, element ({n}, {k})"
                    );
                }
            }
            assert!(mn_major.unmodelled_start().is_none());
        }
    }

    /// The tiles' bytes: at a head dimension of 64 (56 KiB: Q 8, two stages of K and V 32, P's
    /// two tiles 16; a narrower one still takes whole 64-column blocks) and of 128 they pass the
    /// 48 KiB of static shared memory and go to dynamic shared memory, with a period to align
    /// its start; three stages of 256 pass sm_90's limit.
    #[test]
    fn tiles_in_dynamic_shared_memory_up_to_the_limit() {
        let shape = |depth, stages| TileShape {
            rows: 64,
            depth,
            value_depth: depth,
            stages,
            weight_tiles: 2,
        };
        assert_eq!(
            TileShape {
                value_depth: 64,
                ..shape(32, 2)
            }
            .layout(232448)
            .unwrap()
            .dynamic,
            Some(56 * 1024 + 1024)
        );
        assert_eq!(shape(64, 2).layout(232448).unwrap().dynamic, Some(56 * 1024 + 1024));
        assert_eq!(shape(128, 2).layout(232448).unwrap().dynamic, Some(96 * 1024 + 1024));
        assert_eq!(shape(128, 3).layout(232448).unwrap().dynamic, Some(128 * 1024 + 1024));
        assert_eq!(shape(256, 2).layout(232448).unwrap().dynamic, Some(176 * 1024 + 1024));
        assert!(shape(256, 3)
            .layout(232448)
            .unwrap_err()
            .contains("a block has at most 232448"));
    }
}
