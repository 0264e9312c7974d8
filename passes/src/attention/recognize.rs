//! Recognizing attention, `softmax(Q K^T * scale + mask) V` with the softmax over the key axis,
//! in linalg on tensors as torch-mlir writes `scaled_dot_product_attention`: the scale split
//! over Q and K^T (each multiplied by its square root), `linalg.batch_matmul`s over the heads
//! from zero, the softmax as a max reduction (beside an argmax nobody reads), `exp(s - max)`,
//! a sum reduction and a division, then torch's rule that a row whose scores are all -inf
//! gives zeros, not NaN; f16 or bf16 inputs are widened to f32 first and the output narrowed
//! back. The recognition is exact: each step's body op, operand and indexing map is checked,
//! so a softmax over the query axis, a max that does not subtract from the same scores or a
//! sum that starts anywhere but zero is not an attention.

use super::causal_mask::is_causal;
use super::constants::{filled_true, filled_with, float_value};
use super::scalar_function::{operand, ScalarFunction, Source};
use crate::linalg::indexing_maps::{self, MapResult};
use axe_dialects::ir::enums::CmpFPredicate;
use axe_dialects::ir::read::{defining_op, i64_array, op_name, value_key};
use melior::ir::{operation::OperationLike, OperationRef, TypeLike, Value, ValueLike};

/// The additive mask of the scores.
pub enum Mask<'c, 'a> {
    None,
    /// Key `j` is seen by query `i` when `j <= i` (`is_causal=True`).
    Causal,
    /// Any other tensor added to the scores.
    Additive(Value<'c, 'a>),
}

pub struct Attention<'c, 'a> {
    /// The `P V` batch_matmul: the attention's (f32) result.
    pub product: OperationRef<'c, 'a>,
    pub query: Value<'c, 'a>,
    pub key: Value<'c, 'a>,
    /// The permutation that makes K (`[..., keys, head dimension]`) of `key` where torch-mlir
    /// transposed a differently ordered tensor straight to K^T (the heads split off the
    /// projection's columns and K^T in one `linalg.transpose`); none where `key` is K.
    pub key_permutation: Option<Vec<i64>>,
    pub value: Value<'c, 'a>,
    /// The inputs' element type (`f16` when torch-mlir widened them to f32 to compute).
    pub input_element: String,
    /// `[heads, queries, keys, head dimension, value dimension]` (heads: the batch dimensions
    /// flattened, as the batch_matmuls see them).
    pub shape: [i64; 5],
    /// What torch-mlir multiplies Q by, and K before and after its transpose (f32
    /// constants; their product is the attention's scale).
    pub query_scale: f64,
    pub key_scales: [f64; 2],
    pub mask: Mask<'c, 'a>,
    /// Whether a row whose scores are all -inf gives zeros (torch's `_safe_softmax`).
    pub masked_rows_zero: bool,
}

impl Attention<'_, '_> {
    /// The factor of `Q K^T`.
    pub fn scale(&self) -> f64 {
        self.query_scale * self.key_scales[0] * self.key_scales[1]
    }
}

/// The attention whose `P V` product is `product`, if it is one.
pub fn recognize<'c: 'a, 'a>(product: OperationRef<'c, 'a>) -> Option<Attention<'c, 'a>> {
    let (weights, values) = product_from_zero(product)?;
    let (probabilities, all_masked) = zero_where_all_masked(weights);
    let scores = softmax_over_last_axis(probabilities)?;
    if let Some(all_masked) = all_masked {
        if !marks_rows_all_minus_infinity(all_masked, scores) {
            return None;
        }
    }
    let (logits, mask) = masked(scores);
    let scores_product = defining_op(through_reshapes(logits))?;
    let (query_side, key_side) = product_from_zero(scores_product)?;
    let (query_scale, query) = scaled(query_side);
    let (key_scale_after, transposed) = scaled(key_side);
    let (key_source, key_permutation) = transposed_to_keys(transposed)?;
    let (key_scale_before, key) = scaled(key_source);
    let (query, query_element) = widened(query);
    let (key, key_element) = widened(key);
    let (value, value_element) = widened(values);
    if query_element != key_element || key_element != value_element {
        return None;
    }
    let [heads, queries, depth] = dims(operand(&scores_product, 0)?)?;
    let [_, _, keys] = dims(operand(&scores_product, 1)?)?;
    let [_, _, value_depth] = dims(operand(&product, 1)?)?;
    Some(Attention {
        product,
        query,
        key,
        key_permutation,
        value,
        input_element: query_element,
        shape: [heads, queries, keys, depth, value_depth],
        query_scale,
        key_scales: [key_scale_before, key_scale_after],
        mask,
        masked_rows_zero: all_masked.is_some(),
    })
}

/// The two operands of a `linalg.batch_matmul` summed from zero, through reshapes.
fn product_from_zero<'c: 'a, 'a>(op: OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, Value<'c, 'a>)> {
    if op_name(&op) != "linalg.batch_matmul" || op.operand_count() != 3 || !filled_with(operand(&op, 2)?, 0.0) {
        return None;
    }
    // A batch_matmul may carry maps of its own (a transposed operand): only the plain
    // `C[b, i, j] += A[b, i, k] B[b, k, j]` is the product here.
    let (loops, maps) = indexing_maps::read_maps(&op).ok()?;
    let plain = [[0, 1, 3], [0, 3, 2], [0, 1, 2]];
    if loops != 4
        || maps.len() != 3
        || maps
            .iter()
            .zip(plain)
            .any(|(map, dims)| map.dims() != dims || map.results.len() != 3)
    {
        return None;
    }
    Some((through_reshapes(operand(&op, 0)?), through_reshapes(operand(&op, 1)?)))
}

/// `select(all_masked, 0, p)` with one flag per row: `(p, Some(all_masked))`; else `(v, None)`.
fn zero_where_all_masked<'c: 'a, 'a>(v: Value<'c, 'a>) -> (Value<'c, 'a>, Option<Value<'c, 'a>>) {
    let found = || {
        let f = ScalarFunction::defining(v)?;
        let [Source::Input(0, flag), Source::Input(1, zeros), Source::Input(2, p)] = f.computes(0, "arith.select")?[..]
        else {
            return None;
        };
        (f.elementwise() && f.one_per_row(0) && f.reads_all(2) && float_value(zeros) == Some(0.0)).then_some((p, flag))
    };
    match found() {
        Some((p, flag)) => (p, Some(flag)),
        None => (v, None),
    }
}

/// The scores `s` of `e / sum(e)` with `e = exp(s - max(s))`, both reductions over the last
/// loop (the key axis), the max from -inf, the sum from zero.
fn softmax_over_last_axis<'c: 'a, 'a>(probabilities: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let division = ScalarFunction::defining(probabilities)?;
    let [Source::Input(0, exps), Source::Input(1, sums)] = division.computes(0, "arith.divf")?[..] else {
        return None;
    };
    if !(division.elementwise() && division.reads_all(0) && division.one_per_row(1)) {
        return None;
    }
    if reduced(through_reshapes(sums), "arith.addf", 0.0)? != value_key(exps) {
        return None;
    }
    let exponential = ScalarFunction::defining(exps)?;
    let [Source::Input(0, shifted)] = exponential.computes(0, "math.exp")?[..] else {
        return None;
    };
    let shift = ScalarFunction::defining(shifted).filter(|f| f.elementwise() && f.reads_all(0) && f.one_per_row(1))?;
    let [Source::Input(0, scores), Source::Input(1, maxima)] = shift.computes(0, "arith.subf")?[..] else {
        return None;
    };
    (exponential.elementwise()
        && exponential.reads_all(0)
        && reduced(through_reshapes(maxima), "arith.maximumf", f64::NEG_INFINITY)? == value_key(scores))
    .then_some(scores)
}

/// The key of the tensor whose last loop `v` (result 0 of a generic) reduces with `combine`
/// from `start`.
fn reduced(v: Value, combine: &str, start: f64) -> Option<usize> {
    if result_number(v)? != 0 {
        return None;
    }
    let f = ScalarFunction::defining(v)?;
    let input = match f.computes(0, combine)?[..] {
        [Source::Input(0, x), Source::Output(0)] | [Source::Output(0), Source::Input(0, x)] => x,
        _ => return None,
    };
    let output = f.inputs.len();
    (f.reduces_last_loop() && f.reads_all(0) && f.one_per_row(output) && filled_with(f.outputs[0], start))
        .then(|| value_key(input))
}

/// Whether `flag` is true exactly on the rows of `scores` that are all -inf: an `and`
/// reduction from true over the last loop of `scores == -inf`.
fn marks_rows_all_minus_infinity(flag: Value, scores: Value) -> bool {
    let check = || {
        let f = ScalarFunction::defining(through_reshapes(flag))?;
        let compared = match f.computes(0, "arith.andi")?[..] {
            [Source::Input(0, x), Source::Output(0)] | [Source::Output(0), Source::Input(0, x)] => x,
            _ => return None,
        };
        let output = f.inputs.len();
        if !(f.reduces_last_loop() && f.reads_all(0) && f.one_per_row(output) && filled_true(f.outputs[0])) {
            return None;
        }
        let comparison = ScalarFunction::defining(compared).filter(|c| c.elementwise() && c.reads_all(0))?;
        let [Source::Input(0, x), Source::Outside(bound)] = comparison.computes(0, "arith.cmpf")?[..] else {
            return None;
        };
        let predicate = CmpFPredicate::of(&comparison.yielded(0)?, "predicate")?;
        Some(
            predicate == CmpFPredicate::Oeq
                && float_value(bound) == Some(f64::NEG_INFINITY)
                && value_key(x) == value_key(scores),
        )
    };
    check() == Some(true)
}

/// `logits + mask` with one mask value per (query, key), the mask broadcast over the heads:
/// `(logits, mask)`; else `(scores, Mask::None)`.
fn masked<'c: 'a, 'a>(scores: Value<'c, 'a>) -> (Value<'c, 'a>, Mask<'c, 'a>) {
    let found = || {
        let f = ScalarFunction::defining(scores).filter(|f| f.elementwise() && f.reads_all(0))?;
        let [Source::Input(0, logits), Source::Input(1, mask)] = f.computes(0, "arith.addf")?[..] else {
            return None;
        };
        let loops = f.space.loops;
        let map = &f.space.maps[1].results;
        let per_query_and_key = map.len() >= 2
            && map[map.len() - 2..] == [MapResult::Dim(loops - 2), MapResult::Dim(loops - 1)]
            && map[..map.len() - 2].iter().all(|r| matches!(r, MapResult::Constant(0)));
        per_query_and_key.then_some((logits, mask))
    };
    match found() {
        Some((logits, mask)) if is_causal(mask) => (logits, Mask::Causal),
        Some((logits, mask)) => (logits, Mask::Additive(mask)),
        None => (scores, Mask::None),
    }
}

/// `x * c` elementwise with a constant `c`: `(c, x)`; else `(1, v)`.
fn scaled<'c: 'a, 'a>(v: Value<'c, 'a>) -> (f64, Value<'c, 'a>) {
    let found = || {
        let f = ScalarFunction::defining(v).filter(|f| f.elementwise() && f.reads_all(0))?;
        let (x, c) = match f.computes(0, "arith.mulf")?[..] {
            [Source::Input(0, x), Source::Outside(c)] | [Source::Outside(c), Source::Input(0, x)] => (x, c),
            _ => return None,
        };
        Some((float_value(c)?, x))
    };
    found().unwrap_or((1.0, v))
}

/// The tensor `v` transposes (`linalg.transpose`) into K^T and the permutation that makes K
/// of it: none where the transpose swaps the last two dimensions alone.
fn transposed_to_keys<'c: 'a, 'a>(v: Value<'c, 'a>) -> Option<(Value<'c, 'a>, Option<Vec<i64>>)> {
    let op = defining_op(v).filter(|o| op_name(o) == "linalg.transpose")?;
    let mut permutation = i64_array(&op, "permutation")?;
    let n = permutation.len();
    if n < 2 {
        return None;
    }
    permutation.swap(n - 2, n - 1);
    let identity = permutation.iter().enumerate().all(|(i, &p)| p == i as i64);
    Some((operand(&op, 0)?, (!identity).then_some(permutation)))
}

/// The tensor `v` widens to f32 elementwise (`arith.extf`) and its element type; else `v`'s.
fn widened<'c: 'a, 'a>(v: Value<'c, 'a>) -> (Value<'c, 'a>, String) {
    let found = ScalarFunction::defining(v)
        .filter(|f| f.elementwise() && f.reads_all(0))
        .and_then(|f| match f.computes(0, "arith.extf")?[..] {
            [Source::Input(0, x)] => Some(x),
            _ => None,
        });
    let source = found.unwrap_or(v);
    (source, element_type(source))
}

/// Reshapes looked through: torch-mlir folds the heads into the batch_matmuls' batch and back.
pub fn through_reshapes<'c: 'a, 'a>(mut v: Value<'c, 'a>) -> Value<'c, 'a> {
    while let Some(op) =
        defining_op(v).filter(|o| matches!(op_name(o), "tensor.collapse_shape" | "tensor.expand_shape"))
    {
        match operand(&op, 0) {
            Some(source) => v = source,
            None => break,
        }
    }
    v
}

fn result_number(v: Value) -> Option<usize> {
    let raw = v.to_raw();
    unsafe { mlir_sys::mlirValueIsAOpResult(raw).then(|| mlir_sys::mlirOpResultGetResultNumber(raw) as usize) }
}

/// The three static dimensions of a rank-3 tensor.
fn dims(v: Value) -> Option<[i64; 3]> {
    let ty = v.r#type().to_raw();
    unsafe {
        if !mlir_sys::mlirTypeIsARankedTensor(ty)
            || mlir_sys::mlirShapedTypeGetRank(ty) != 3
            || !mlir_sys::mlirShapedTypeHasStaticShape(ty)
        {
            return None;
        }
        Some([0, 1, 2].map(|i| mlir_sys::mlirShapedTypeGetDimSize(ty, i)))
    }
}

fn element_type(v: Value) -> String {
    let ty = v.r#type().to_raw();
    unsafe {
        if mlir_sys::mlirTypeIsAShaped(ty) {
            return melior::ir::Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(ty)).to_string();
        }
    }
    v.r#type().to_string()
}
