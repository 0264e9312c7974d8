//! The shared-memory tiles of the warpgroup kernel ([`super::warpgroup_kernel`]): Q's 64 rows,
//! a ring of [`STAGES`] stages of K and V ([`KEYS`] keys each) and P's 64 x [`KEYS`] tile, every
//! one `[rows, 64]` of a 16-bit type, rows of 128 bytes, 1024-byte aligned, with chunk `c` of
//! row `r` at chunk `c ^ (r mod 8)`. That is wgmma's 128-byte swizzle of the canonical layout
//! (`axe_schedule::wgmma`) with 8-row groups 1024 bytes apart, read through descriptors as
//! K-major (Q, K and P: the head dimension or the key along a row) or MN-major (V: its value
//! columns along a row); for the threads that write them it is the XOR of the tile kernel's
//! ring ([`super::key_value_ring::swizzled_chunk`] on rows of 8 chunks): `cp.async` copies
//! whole chunks, and `stmatrix` writes 8 rows at one logical chunk to 8 distinct bank groups.
//!
//! The ring's schedule is the tile kernel's with two stages: the prologue copies Q and the
//! first step; each step commits, waits for every copy, makes them visible to the async proxy
//! that wgmma reads through (`fence.proxy.async`), passes one barrier (the copies of every
//! thread landed; every wgmma of the previous step retired, as each thread waited for its
//! groups before it) and starts the copies of the next step into the stage the previous step
//! read.

use super::key_value_ring::{copy_chunk, swizzled_chunk};
use crate::gpu::builder::{async_copy, memory, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_schedule::wgmma::{Form, Major, Swizzle};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Attribute, Type, TypeLike, Value, ValueLike};

/// Stages of the ring: one copied while the other multiplies (three do not fit in the 48 KiB
/// of static shared memory beside Q and P at a head dimension of 64).
pub const STAGES: i64 = 2;
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

/// The tiles, and the thread that copies into them.
pub struct WarpgroupTiles<'c, 'a> {
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
    /// The tiles of `element` for `rows` query rows, copied by the block's `threads`.
    pub fn allocate(
        at: &Builder<'c, 'a>,
        element: Type<'c>,
        rows: i64,
        key_end: Value<'c, 'a>,
        thread: Value<'c, 'a>,
        threads: i64,
    ) -> Self {
        let tile = |shape: &[i64]| {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            let text = format!("memref<{}x{element}, #gpu.address_space<workgroup>>", dims.join("x"));
            memory::allocate_typed(at, Type::parse(at.context, &text).expect("a shared tile type"), PERIOD)
        };
        WarpgroupTiles {
            thread,
            threads,
            query: tile(&[1, rows, COLUMNS]),
            keys: tile(&[STAGES, KEYS, COLUMNS]),
            values: tile(&[STAGES, KEYS, COLUMNS]),
            weights: tile(&[rows, KEYS]),
            key_end,
        }
    }

    /// Starts the copies of Q's rows from `first_row` of `head` and of the first step of K and
    /// V, uncommitted (the first step commits them).
    pub fn prologue(
        &self,
        at: &Builder<'c, 'a>,
        [q, k, v]: [Value<'c, 'a>; 3],
        head: Value<'c, 'a>,
        first_row: Value<'c, 'a>,
    ) {
        let rows = dim(self.query, 1);
        self.copy_rows(at, q, head, first_row, rows, self.query, at.index(0));
        self.issue(at, [k, v], head, at.index(0), at.index(0));
    }

    /// At the top of the step at `first_key`: waits for its tiles (and Q), fences them for the
    /// async proxy, starts the next step's copies (when there is one) and returns the stage
    /// this step reads.
    pub fn arrive(
        &self,
        at: &Builder<'c, 'a>,
        sources: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        first_key: Value<'c, 'a>,
    ) -> Value<'c, 'a> {
        async_copy::commit(at);
        async_copy::wait(at, STAGES - 2);
        memory::async_proxy_fence(at);
        memory::barrier(at);
        let ahead = at.binary("arith.addi", first_key, at.index((STAGES - 1) * KEYS));
        let more = at.inside_if(at.cmpi(CmpIPredicate::Ult, ahead, self.key_end));
        self.issue(&more, sources, head, ahead, stage_of(&more, ahead));
        stage_of(at, first_key)
    }

    fn issue(
        &self,
        at: &Builder<'c, 'a>,
        [k, v]: [Value<'c, 'a>; 2],
        head: Value<'c, 'a>,
        first_key: Value<'c, 'a>,
        stage: Value<'c, 'a>,
    ) {
        self.copy_rows(at, k, head, first_key, KEYS, self.keys, stage);
        self.copy_rows(at, v, head, first_key, KEYS, self.values, stage);
    }

    /// 16-byte `cp.async` copies of `rows` rows of `source[head]` from `first` into `tile`
    /// (at `stage` of a ring; Q's tile is a ring of one), chunk `i` of the rows by thread `i mod threads`, each placed at
    /// its swizzled chunk.
    #[allow(clippy::too_many_arguments)]
    fn copy_rows(
        &self,
        at: &Builder<'c, 'a>,
        source: Value<'c, 'a>,
        head: Value<'c, 'a>,
        first: Value<'c, 'a>,
        rows: i64,
        tile: Value<'c, 'a>,
        stage: Value<'c, 'a>,
    ) {
        let count = rows * CHUNKS;
        assert_eq!(count % self.threads, 0, "a block's threads copy whole rounds of chunks");
        for round in 0..count / self.threads {
            let index = at.binary("arith.addi", self.thread, at.index(round * self.threads));
            let row = at.binary("arith.divui", index, at.index(CHUNKS));
            let chunk = at.binary("arith.remui", index, at.index(CHUNKS));
            let column = at.binary("arith.muli", chunk, at.index(CHUNK));
            let placed = at.binary("arith.muli", swizzled_chunk(at, CHUNKS, row, chunk), at.index(CHUNK));
            let from = [head, at.binary("arith.addi", first, row), column];
            copy_chunk(at, tile, [stage, row, placed], source, from);
        }
    }

    /// The descriptors of Q's k-th 16 columns (`A` of `Q K^T`) and of the K tile's in `stage`
    /// (its `B`, K-major: a key's head dimensions along its row).
    pub fn score_operands(&self, at: &Builder<'c, 'a>, stage: Value<'c, 'a>, k: i64) -> [Value<'c, 'a>; 2] {
        let along_row = 2 * 16 * k;
        [
            descriptor(at, k_major(), address(at, self.query, None, along_row)),
            descriptor(at, k_major(), address(at, self.keys, Some(stage), along_row)),
        ]
    }

    /// The descriptors of P's k-th 16 keys (`A` of `P V`, K-major) and of V's rows of those
    /// keys in `stage` (its `B`, MN-major: the value columns along a row).
    pub fn value_operands(&self, at: &Builder<'c, 'a>, stage: Value<'c, 'a>, k: i64) -> [Value<'c, 'a>; 2] {
        [
            descriptor(at, k_major(), address(at, self.weights, None, 2 * 16 * k)),
            descriptor(
                at,
                mn_major(),
                address(at, self.values, Some(stage), 16 * k * ROW_BYTES),
            ),
        ]
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
            let element = at.binary(
                "arith.addi",
                at.binary("arith.muli", row, at.index(KEYS)),
                at.binary("arith.muli", placed, at.index(CHUNK)),
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
/// the next 64 value columns) is the whole stage, which a value dimension of 64 never reaches.
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

/// The shared byte address (i64) of `tile`'s first element (of `stage` in a ring) plus `bytes`.
fn address<'c, 'a>(
    at: &Builder<'c, 'a>,
    tile: Value<'c, 'a>,
    stage: Option<Value<'c, 'a>>,
    bytes: i64,
) -> Value<'c, 'a> {
    let stage_elements = match stage {
        Some(stage) => at.binary("arith.muli", stage, at.index(dim(tile, 1) * COLUMNS)),
        None => at.index(0),
    };
    let element = at.binary("arith.addi", stage_elements, at.index(bytes / 2));
    byte_address(at, tile, element)
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

/// The stage of the step at `first_key`.
fn stage_of<'c, 'a>(at: &Builder<'c, 'a>, first_key: Value<'c, 'a>) -> Value<'c, 'a> {
    at.binary(
        "arith.remui",
        at.binary("arith.divui", first_key, at.index(KEYS)),
        at.index(STAGES),
    )
}

/// Extent `i` of a memref.
fn dim(memref: Value, i: isize) -> i64 {
    unsafe { mlir_sys::mlirShapedTypeGetDimSize(memref.r#type().to_raw(), i) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte a writer puts element (row, column) of a tile at: its chunk XORed with the
    /// row's low 3 bits (what `copy_rows` and `store_weights` compute).
    fn placed(row: u64, column: u64) -> u64 {
        let chunk = (column / CHUNK as u64) ^ (row % 8);
        row * ROW_BYTES as u64 + chunk * 16 + column % CHUNK as u64 * 2
    }

    /// Every element each wgmma reads through the tiles' descriptors (at the k-step offsets
    /// `score_operands` and `value_operands` add to a tile starting on a swizzle period) is
    /// the element the writers placed there: K-major Q, K and P (row = M or N, column = K),
    /// MN-major V (row = the key, K; column = the value column, N).
    #[test]
    fn descriptors_read_what_the_writers_placed() {
        let base = 3 * PERIOD as u64;
        for t in 0..(COLUMNS / 16) as u64 {
            let k_major = k_major().descriptor(base + 32 * t);
            for mn in 0..KEYS as u64 {
                for k in 0..16 {
                    assert_eq!(
                        k_major.address(Major::K, 2, mn, k),
                        base + placed(mn, 16 * t + k),
                        "K-major step {t}, element ({mn}, {k})"
                    );
                }
            }
            let mn_major = mn_major().descriptor(base + 16 * t * ROW_BYTES as u64);
            for n in 0..COLUMNS as u64 {
                for k in 0..16 {
                    assert_eq!(
                        mn_major.address(Major::MN, 2, n, k),
                        base + placed(16 * t + k, n),
                        "MN-major step {t}, element ({n}, {k})"
                    );
                }
            }
            assert!(k_major.unmodelled_start().is_none() && mn_major.unmodelled_start().is_none());
        }
    }
}
