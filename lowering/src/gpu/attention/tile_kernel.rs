//! The fused attention on the tensor cores (`axe-fuse-attention{tensor-cores=true}`): a warp
//! per 16 query rows, both products as `mma.sync` m16n8k16 with f32 accumulators. For each
//! step of 16 keys the warp multiplies its Q fragments (loaded once) by the keys' B fragments
//! into two 16 x 8 score atoms, scales and masks them in f32, takes each row's max over the
//! quad of lanes that holds it (2 shuffles), rescales its running sum and output by
//! `exp(m - m')` as the row kernel does ([`super::row_kernel`]), and multiplies
//! `P = exp(s - m')`, rounded to the inputs' type, by V's B fragments into the output atoms.
//! The score atoms' accumulator layout is the A fragment layout of the second product, so P
//! never leaves the registers. Rounding P to f16 or bf16 is the one precision choice here
//! (torch-mlir's linalg keeps it in f32): the pass option says it. Each lane keeps a partial sum
//! of its own P values; the quad's are added at the end, before the one division a row.
//!
//! Lane `4g + c` holds rows `g` and `g + 8` and columns `2c, 2c + 1` (and `+ 8`) of each atom,
//! so it loads Q's fragments and stores the output as pairs of adjacent elements (one 4-byte
//! access where there were two 2-byte ones: half the sectors of the warp's request).
//! Where a block's four warps take 64 rows of one head, the K and V tiles stream through a ring
//! of shared-memory stages filled by `cp.async` ahead of the step that reads them, swizzled and
//! read with `ldmatrix` ([`KeyValueRing`]); otherwise the B fragments come straight from global
//! memory.

use super::key_value_ring::{KeySpan, KeyValueRing};
use super::row_kernel::THREADS;
use super::scalar_ops::{as_heads, cmpf, constant, exp, load, narrowed, select, shuffle_xor, WARP};
use super::FusedAttention;
use crate::gpu::builder::axes::gpu_id;
use crate::gpu::builder::{memory, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{operation::OperationLike, Attribute, BlockLike, Type, TypeLike, Value, ValueLike};

/// Query rows of a warp (the atom's M) and keys of a step (its K).
pub const ROWS: i64 = 16;
const WARPS: i64 = THREADS / WARP;

/// Whether the tile kernel takes `kernel`: f16 or bf16 inputs, whole atoms of rows, keys and
/// head dimensions.
pub fn fits(kernel: &FusedAttention) -> bool {
    let [_, queries, keys, depth, value_depth] = kernel.shape;
    matches!(kernel.input_element.as_str(), "f16" | "bf16")
        && queries % ROWS == 0
        && keys % ROWS == 0
        && depth % 16 == 0
        && value_depth % 8 == 0
}

/// Whether a block's four warps take 64 rows of one head, so that they can share each step's K
/// and V tiles through shared memory.
pub fn shares_tiles(kernel: &FusedAttention) -> bool {
    kernel.shape[1] % (ROWS * WARPS) == 0
}

/// Blocks of the grid: four warps, 16 query rows each.
pub fn blocks(kernel: &FusedAttention) -> i64 {
    let tiles = kernel.shape[0] * kernel.shape[1] / ROWS;
    (tiles + WARPS - 1) / WARPS
}

/// Where a lane's fragments are: its warp's head and two query rows (`g`, `g + 8` of the
/// warp's 16), and the lane's group `g` and column pair `2c` in each atom.
pub(super) struct Lane<'c, 'a> {
    pub lane: Value<'c, 'a>,
    pub head: Value<'c, 'a>,
    pub rows: [Value<'c, 'a>; 2],
    pub group: Value<'c, 'a>,
    pub pair: Value<'c, 'a>,
}

/// A value per (atom, row of the lane, element of the pair).
type Atoms<'c, 'a> = [[[Value<'c, 'a>; 2]; 2]; 2];
/// A value per row of the lane and element of the pair, of one 8-column accumulator atom.
pub(super) type Atom<'c, 'a> = [[Value<'c, 'a>; 2]; 2];

/// The kernel's body at `at`, whose block's arguments are Q, K, V and the output.
pub fn build<'c, 'a>(kernel: &FusedAttention, at: &Builder<'c, 'a>) {
    let [heads, queries, _, _, value_depth] = kernel.shape;
    let argument = |i: usize| -> Value<'c, 'a> { at.block.argument(i).expect("the kernel's arguments").into() };
    let [q, k, v, out] = [0, 1, 2, 3].map(|i| as_heads(at, argument(i), heads));
    let thread = gpu_id(at, "gpu.thread_id", "x", THREADS);
    let block = gpu_id(at, "gpu.block_id", "x", blocks(kernel));
    let warp = at.binary("arith.divui", thread, at.index(WARP));
    let lane = at.binary("arith.remui", thread, at.index(WARP));
    let tile = at.binary("arith.addi", at.binary("arith.muli", block, at.index(WARPS)), warp);
    let input = Type::parse(at.context, &kernel.input_element).expect("f16 or bf16");
    let shared = shares_tiles(kernel);
    // The rows that go through the key loop together: the block's where it shares the tiles
    // (its barriers need every warp), else the warp's.
    let (together, together_rows) = if shared { (block, ROWS * WARPS) } else { (tile, ROWS) };
    let key_end = keys_seen(kernel, at, together, together_rows);
    let ring = shared.then(|| {
        let [_, _, keys, depth, value_depth] = kernel.shape;
        let fewest = if kernel.causal { keys.min(together_rows) } else { keys };
        let span = KeySpan {
            end: key_end,
            fewest,
            most: keys,
        };
        KeyValueRing::allocate(at, input, [depth, value_depth], span, thread, THREADS)
    });
    let inside = at.inside_if(at.cmpi(CmpIPredicate::Ult, tile, at.index(heads * queries / ROWS)));
    let at = &inside;
    let group = at.binary("arith.divui", lane, at.index(4));
    let first_row = at.binary(
        "arith.muli",
        at.binary("arith.remui", tile, at.index(queries / ROWS)),
        at.index(ROWS),
    );
    let lane = Lane {
        lane,
        head: at.binary("arith.divui", tile, at.index(queries / ROWS)),
        rows: [
            at.binary("arith.addi", first_row, group),
            plus(at, at.binary("arith.addi", first_row, group), 8),
        ],
        group,
        pair: at.binary("arith.muli", at.binary("arith.remui", lane, at.index(4)), at.index(2)),
    };
    let query_fragments = query_fragments(kernel, at, q, &lane);
    if let Some(ring) = &ring {
        ring.prologue(at, [k, v], lane.head);
    }
    let minus_infinity = constant(at, f64::NEG_INFINITY);
    let mut inits = vec![minus_infinity, minus_infinity, constant(at, 0.0), constant(at, 0.0)];
    inits.extend((0..4 * (value_depth / 8)).map(|_| constant(at, 0.0)));
    let (over_keys, step, carried) = at.inside_for_carrying([at.index(0), key_end, at.index(ROWS)], &inits);
    let first_key = carried[0];
    let staged = ring.as_ref().map(|ring| Staged {
        ring,
        stage: ring.arrive(&step, [k, v], lane.head, first_key),
    });
    let scores = score_atoms(kernel, &step, k, &lane, first_key, &query_fragments, staged.as_ref());
    let (mut next, rescales, weights) =
        online_softmax(&step, &scores, [carried[1], carried[2]], [carried[3], carried[4]]);
    next.extend(value_products(
        kernel,
        &step,
        v,
        &lane,
        first_key,
        &weights,
        rescales,
        &carried[5..],
        staged.as_ref(),
    ));
    step.insert_built(ops::scf_yield(&next, step.location));
    let results: Vec<Value> = (0..over_keys.result_count())
        .map(|i| over_keys.result(i).expect("in range").into())
        .collect();
    store_rows(kernel, at, out, &lane, &results);
}

/// The end of the keys that the `rows` query rows from `(together * rows) mod queries` score:
/// all of them, or with the causal mask those up to the last of these rows (key `j` is seen by
/// query `i` where `j <= i`, torch-mlir's mask over one `arange`), so whole steps of keys past
/// the diagonal are never loaded or multiplied. `rows` divides the queries, so the group lies
/// in one head, and its end is a whole step of keys.
pub(super) fn keys_seen<'c, 'a>(
    kernel: &FusedAttention,
    at: &Builder<'c, 'a>,
    together: Value<'c, 'a>,
    rows: i64,
) -> Value<'c, 'a> {
    let [_, queries, keys, _, _] = kernel.shape;
    if !kernel.causal {
        return at.index(keys);
    }
    let first = at.binary(
        "arith.muli",
        at.binary("arith.remui", together, at.index(queries / rows)),
        at.index(rows),
    );
    at.binary("arith.minui", plus(at, first, rows), at.index(keys))
}

/// Q's A fragments, one a 16 of the head dimension: rows `g`, `g + 8` at columns `2c (+1)`
/// and `2c + 8 (+1)`.
fn query_fragments<'c, 'a>(
    kernel: &FusedAttention,
    at: &Builder<'c, 'a>,
    q: Value<'c, 'a>,
    lane: &Lane<'c, 'a>,
) -> Vec<Value<'c, 'a>> {
    let input = Type::parse(at.context, &kernel.input_element).expect("f16 or bf16");
    (0..kernel.shape[3] / 16)
        .map(|t| {
            let mut elements = Vec::new();
            for (row, column) in [(0, 0), (1, 0), (0, 8), (1, 8)] {
                let pair = load_pair(
                    at,
                    q,
                    &[lane.head, lane.rows[row], plus(at, lane.pair, 16 * t + column)],
                );
                elements.extend([0, 1].map(|e| at.extract(pair, &[e], input)));
            }
            from_elements(at, &elements, "4x2", input)
        })
        .collect()
}

/// The scores of the step's 16 keys as two 16 x 8 atoms, in f32, scaled and masked as the linalg
/// does.
fn score_atoms<'c, 'a>(
    kernel: &FusedAttention,
    step: &Builder<'c, 'a>,
    k: Value<'c, 'a>,
    lane: &Lane<'c, 'a>,
    first_key: Value<'c, 'a>,
    query_fragments: &[Value<'c, 'a>],
    staged: Option<&Staged<'c, 'a, '_>>,
) -> Atoms<'c, 'a> {
    let f32_type = Type::float32(step.context);
    let input = Type::parse(step.context, &kernel.input_element).expect("f16 or bf16");
    let scale = f64::from(kernel.query_scale) * f64::from(kernel.key_scales[0]) * f64::from(kernel.key_scales[1]);
    // B fragments by 16 head dimensions, then by atom of 8 keys.
    let key_fragments: Vec<[Value; 2]> = (0..query_fragments.len() as i64)
        .map(|t| match staged {
            Some(staged) => staged.ring.key_fragments(step, lane.lane, staged.stage, t, input),
            None => [0, 1].map(|atom| {
                let key_row = step.binary("arith.addi", plus(step, first_key, 8 * atom), lane.group);
                let mut elements = Vec::new();
                for column in [0, 8] {
                    for e in 0..2 {
                        let d = plus(step, lane.pair, 16 * t + column + e);
                        elements.push(load(step, k, &[lane.head, key_row, d]));
                    }
                }
                from_elements(step, &elements, "2x2", input)
            }),
        })
        .collect();
    let mut scores = [[[first_key; 2]; 2]; 2];
    for (atom, atom_scores) in scores.iter_mut().enumerate() {
        let key = plus(step, first_key, 8 * atom as i64);
        let mut acc = from_elements(step, &[constant(step, 0.0); 4], "2x2", f32_type);
        for (&a, b) in query_fragments.iter().zip(&key_fragments) {
            acc = mma(step, a, b[atom], acc);
        }
        for (row, row_scores) in atom_scores.iter_mut().enumerate() {
            for (e, s) in row_scores.iter_mut().enumerate() {
                let mut x = step.extract(acc, &[row as i64, e as i64], f32_type);
                x = step.binary("arith.mulf", x, constant(step, scale));
                if kernel.causal {
                    // A masked key's score is -inf whatever its product, as it is past the
                    // steps the loop skips.
                    let column = plus(step, step.binary("arith.addi", key, lane.pair), e as i64);
                    let seen = step.cmpi(CmpIPredicate::Ule, column, lane.rows[row]);
                    x = select(step, seen, x, constant(step, f64::NEG_INFINITY));
                }
                *s = x;
            }
        }
    }
    scores
}

/// Each row's max over the quad of lanes that holds it, the running max and the lane's partial
/// sum updated (`[m0, m1, l0, l1]`), the rescale `exp(m - m')` of each row and the weights
/// `exp(s - m')`, exponents about 0 while a row's max is -inf.
#[allow(clippy::type_complexity)]
pub(super) fn online_softmax<'c, 'a>(
    step: &Builder<'c, 'a>,
    scores: &[Atom<'c, 'a>],
    maxima: [Value<'c, 'a>; 2],
    sums: [Value<'c, 'a>; 2],
) -> (Vec<Value<'c, 'a>>, [Value<'c, 'a>; 2], Vec<Atom<'c, 'a>>) {
    let mut rescales = maxima;
    let mut weights = scores.to_vec();
    let mut new_sums = sums;
    let mut next = Vec::new();
    for row in 0..2 {
        let mut row_max = scores
            .iter()
            .flat_map(|atom| atom[row])
            .reduce(|a, b| step.binary("arith.maximumf", a, b))
            .expect("an atom's two elements");
        for offset in [1, 2] {
            row_max = step.binary("arith.maximumf", row_max, shuffle_xor(step, row_max, offset));
        }
        let new_max = step.binary("arith.maximumf", maxima[row], row_max);
        let still_minus_infinity = cmpf(step, CmpFPredicate::Oeq, new_max, constant(step, f64::NEG_INFINITY));
        let about = select(step, still_minus_infinity, constant(step, 0.0), new_max);
        rescales[row] = exp(step, step.binary("arith.subf", maxima[row], about));
        let mut sum = step.binary("arith.mulf", sums[row], rescales[row]);
        for (atom, atom_scores) in scores.iter().enumerate() {
            for e in 0..2 {
                let p = exp(step, step.binary("arith.subf", atom_scores[row][e], about));
                sum = step.binary("arith.addf", sum, p);
                weights[atom][row][e] = p;
            }
        }
        new_sums[row] = sum;
        next.push(new_max);
    }
    next.extend(new_sums);
    (next, rescales, weights)
}

/// The output atoms rescaled and plus `P V`: P (the weights rounded to the inputs' type) as the
/// A fragment, atom 0's rows `g`, `g + 8` then atom 1's, V's B fragment for each 8 value columns.
#[allow(clippy::too_many_arguments)]
fn value_products<'c, 'a>(
    kernel: &FusedAttention,
    step: &Builder<'c, 'a>,
    v: Value<'c, 'a>,
    lane: &Lane<'c, 'a>,
    first_key: Value<'c, 'a>,
    weights: &[Atom<'c, 'a>],
    rescales: [Value<'c, 'a>; 2],
    outputs: &[Value<'c, 'a>],
    staged: Option<&Staged<'c, 'a, '_>>,
) -> Vec<Value<'c, 'a>> {
    let f32_type = Type::float32(step.context);
    let input = Type::parse(step.context, &kernel.input_element).expect("f16 or bf16");
    let p_elements: Vec<Value> = [(0, 0), (0, 1), (1, 0), (1, 1)]
        .into_iter()
        .flat_map(|(atom, row)| weights[atom][row])
        .map(|p| narrowed(step, p, &kernel.input_element))
        .collect();
    let p_fragment = from_elements(step, &p_elements, "4x2", input);
    let atoms = kernel.shape[4] / 8;
    // B fragments of V by 8 value columns: from the ring two atoms an ldmatrix.
    let value_fragments: Vec<Value> = match staged {
        Some(staged) => (0..atoms)
            .step_by(2)
            .flat_map(|j| {
                staged
                    .ring
                    .value_fragments(step, lane.lane, staged.stage, j, j + 1 < atoms, input)
            })
            .collect(),
        None => (0..atoms)
            .map(|j| {
                let column = step.binary("arith.addi", lane.group, step.index(8 * j));
                let mut elements = Vec::new();
                for key_offset in [0, 8] {
                    for e in 0..2 {
                        let key = step.binary("arith.addi", first_key, plus(step, lane.pair, key_offset + e));
                        elements.push(load(step, v, &[lane.head, key, column]));
                    }
                }
                from_elements(step, &elements, "2x2", input)
            })
            .collect(),
    };
    let mut next = Vec::new();
    for (j, &b) in value_fragments.iter().enumerate() {
        let base = 4 * j;
        let rescaled: Vec<Value> = (0..4)
            .map(|i| step.binary("arith.mulf", outputs[base + i], rescales[i / 2]))
            .collect();
        let acc = mma(step, p_fragment, b, from_elements(step, &rescaled, "2x2", f32_type));
        for (row, e) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            next.push(step.extract(acc, &[row, e], f32_type));
        }
    }
    next
}

/// Each row's sum over its quad, then `o / l` (zeros for a row of all -inf scores where the
/// attention says so) narrowed and stored.
pub(super) fn store_rows<'c, 'a>(
    kernel: &FusedAttention,
    at: &Builder<'c, 'a>,
    out: Value<'c, 'a>,
    lane: &Lane<'c, 'a>,
    results: &[Value<'c, 'a>],
) {
    for row in 0..2 {
        let mut sum = results[2 + row];
        for offset in [1, 2] {
            sum = at.binary("arith.addf", sum, shuffle_xor(at, sum, offset));
        }
        let all_masked = cmpf(at, CmpFPredicate::Oeq, results[row], constant(at, f64::NEG_INFINITY));
        for j in 0..kernel.shape[4] / 8 {
            let pair: Vec<Value> = (0..2)
                .map(|e| {
                    let mut y = at.binary("arith.divf", results[4 + 4 * j as usize + 2 * row + e], sum);
                    if kernel.masked_rows_zero {
                        y = select(at, all_masked, constant(at, 0.0), y);
                    }
                    narrowed(at, y, &kernel.output_element)
                })
                .collect();
            let output = Type::parse(at.context, &kernel.output_element).expect("a float type");
            let pair = from_elements(at, &pair, "2", output);
            store_pair(at, pair, out, &[lane.head, lane.rows[row], plus(at, lane.pair, 8 * j)]);
        }
    }
}

/// The ring and the stage of it the current step reads.
struct Staged<'c, 'a, 'r> {
    ring: &'r KeyValueRing<'c, 'a>,
    stage: Value<'c, 'a>,
}

/// The two elements of `memref` from `indices` (an even column of a row of even length, so
/// their bytes are aligned to twice the element's): one load a lane instead of two.
fn load_pair<'c, 'a>(at: &Builder<'c, 'a>, memref: Value<'c, 'a>, indices: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    let element = unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(memref.r#type().to_raw())) };
    let mut operands = vec![memref];
    operands.extend(indices);
    at.value(
        OperationBuilder::new("vector.load", at.location)
            .add_operands(&operands)
            .add_attributes(&[at.named("alignment", at.int_attr(64, pair_alignment(element)))])
            .add_results(&[memory::vector(element, &[2])]),
    )
}

/// Stores the two elements of `pair` to `memref` from `indices`, aligned as [`load_pair`]'s.
fn store_pair<'c, 'a>(at: &Builder<'c, 'a>, pair: Value<'c, 'a>, memref: Value<'c, 'a>, indices: &[Value<'c, 'a>]) {
    let element = unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(memref.r#type().to_raw())) };
    let mut operands = vec![pair, memref];
    operands.extend(indices);
    at.insert(
        OperationBuilder::new("vector.store", at.location)
            .add_operands(&operands)
            .add_attributes(&[at.named("alignment", at.int_attr(64, pair_alignment(element)))]),
    );
}

/// Bytes of two elements of `element` (f16, bf16 or f32).
fn pair_alignment(element: Type) -> i64 {
    2 * i64::from(unsafe { mlir_sys::mlirFloatTypeGetWidth(element.to_raw()) }) / 8
}

/// `x + n` (`x` where `n` is 0).
pub(super) fn plus<'c, 'a>(at: &Builder<'c, 'a>, x: Value<'c, 'a>, n: i64) -> Value<'c, 'a> {
    if n == 0 {
        x
    } else {
        at.binary("arith.addi", x, at.index(n))
    }
}

/// `nvgpu.mma.sync` m16n8k16: `c + a b`.
fn mma<'c, 'a>(at: &Builder<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>, c: Value<'c, 'a>) -> Value<'c, 'a> {
    let shape = Attribute::parse(at.context, "[16, 8, 16]").expect("an mma shape");
    at.insert_built(ops::generic(
        at.context,
        "nvgpu.mma.sync",
        &[("mmaShape", shape)],
        &[a, b, c],
        Some(c.r#type()),
        at.location,
    ))
    .result(0)
    .expect("the accumulator")
    .into()
}

/// `vector.from_elements` of `elements` as a `vector<SHAPExELEMENT>`.
pub(super) fn from_elements<'c, 'a>(
    at: &Builder<'c, 'a>,
    elements: &[Value<'c, 'a>],
    shape: &str,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let ty = Type::parse(at.context, &format!("vector<{shape}x{element}>")).expect("a vector type");
    at.value(
        OperationBuilder::new("vector.from_elements", at.location)
            .add_operands(elements)
            .add_results(&[ty]),
    )
}
