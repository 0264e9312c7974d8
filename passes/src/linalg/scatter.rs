//! torch-mlir's `tm_tensor.scatter` (index_put, index_add, index_copy, scatter, scatter_add,
//! scatter_reduce and `x[idx] = v`) over tensor-level uop ops, as tinygrad scatters: every
//! update compared with every element of the result; or, for many updates, the updates sorted
//! by position and searched from each element ([`SortedUpdates`]).
//!
//! The op's meaning (torch-mlir's loops): for each update `(n, u1, ..., um)` in order, the
//! result element at `start` becomes `f(update, result[start])`, where the update's slice
//! indices `u` fill the original's last m dimensions and `indices[n, i]` is added into
//! dimension `dimension_map[i]`. torch-mlir writes every indexed dimension that the slice also
//! spans with slice extent 1, so an element p of the result receives update n exactly where
//!
//! | dimension d of the result               | condition on p[d]                 |
//! |-----------------------------------------|-----------------------------------|
//! | indexed (`dimension_map[i] = d`)        | `p[d] == indices[n, i]`           |
//! | slice only (update extent `U <= O[d]`)  | `p[d] < U` (the update's `u = p[d]`) |
//!
//! Over the space `[N] + result shape`, with `hit(n, p)` that condition:
//!
//! | region yields                       | result[p]                                        |
//! |-------------------------------------|--------------------------------------------------|
//! | the update (index_put, scatter)     | `update[last]` where `last = max { n : hit }`, else the original |
//! | `f(original, update)`, `f` a combiner of `reduction_body` | the original reduced with every hit update, identity elsewhere |
//!
//! The last write wins, as in the loops (the op's `unique_indices` promise changes nothing).
//! A reduction keeps the loops' order where `reassociate=false` or the combiner is exact
//! ([`reduction_body::reduce_into`]); a float sum is otherwise reassociated like any other.
//! Every index is checked at run time (`uop.assert`): torch raises on an index out of
//! bounds, and the loops would write outside the tensor (torch-mlir passes a negative index
//! of index_put through unnormalized). Compared, the work is N times the result's size, where
//! torch's scatter writes each update once: past [`REMARKED_PAIRS`] a remark says so, past
//! [`MAX_PAIRS`] the op is refused rather than run for minutes. The updates are sorted instead
//! where [`sorted_work`] (the network on N keys, a combiner's scan, a search of log2 N steps per
//! element, weighted by their measured costs) is less (`scatter-form=auto`; `compare` and `sort`
//! force a form): a GPT-2-small key/value cache write, which torch-mlir writes as one update
//! per element, went from 810x torch's time to 26x (bench/tm-tensor.md). A combiner sorts only
//! where it reassociates exactly, or under `reassociate`: its run is scanned in a tree order,
//! not the loops'.

use super::{
    reduction_body::{self, Reduction},
    replace_op,
    sort::{sort_last_axis, Order},
    tensor_builder::{element_of, shape_of, ReduceKind, TensorBuilder},
    tm_tensor_operands, ConvertError,
};
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{i64_array, int_width, op_name};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::{
    ir::{
        attribute::StringAttribute, operation::OperationLike, r#type::IntegerType, BlockLike, OperationRef, RegionLike,
        Type, TypeLike, Value, ValueLike,
    },
    Context,
};

/// The most (update, element) pairs a scatter compares: 2^31, a few seconds on one core.
pub const MAX_PAIRS: i64 = 1 << 31;

/// Past this many pairs (2^24, milliseconds) a remark says what the scatter costs: torch's
/// scatter touches each update once, and Axe's form costs the result's size times more.
pub const REMARKED_PAIRS: i64 = 1 << 24;

/// What the region does with the update (its first argument) and the element (its second).
enum Combine<'c, 'a> {
    /// Yields the update.
    Assign,
    /// Yields `element <op> update` (or `update <op> element`).
    Reduce(Reduction<'c, 'a>),
}

/// Which form a scatter takes (convert-linalg-to-uop's `scatter-form`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// The cheaper by [`sorted_work`] against the pairs.
    Auto,
    Compare,
    /// Sorted wherever the region allows it.
    Sort,
}

impl Form {
    pub fn parse(text: &str) -> Option<Form> {
        match text {
            "auto" => Some(Form::Auto),
            "compare" => Some(Form::Compare),
            "sort" => Some(Form::Sort),
            _ => None,
        }
    }
}

pub fn convert<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    reassociate: bool,
    form: Form,
) -> Result<(), ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let operands = tm_tensor_operands(
        op,
        [2, 1],
        1,
        "a scatter has two inputs (updates, indices), one output and one result",
    )?;
    let (updates, indices, original) = (operands[0], operands[1], operands[2]);
    let (update_shape, index_shape, shape) = (shape_of(updates), shape_of(indices), shape_of(original));
    let rank = shape.len();
    let index_type = element_of(indices);
    if index_shape.len() != 2
        || update_shape.first() != index_shape.first()
        || !(index_type.is_index() || int_width(index_type).is_some_and(|w| (2..=64).contains(&w)))
    {
        return Err(error(format!(
            "has indices of type {} for updates of type {}: indices are N x depth integers of up to 64 bits, for N updates",
            indices.r#type(),
            updates.r#type()
        )));
    }
    if element_of(updates) != element_of(original) {
        return Err(error(format!(
            "scatters updates of type {} into {}: the element types differ",
            updates.r#type(),
            original.r#type()
        )));
    }
    let dimension_map = i64_array(&op, "dimension_map").unwrap_or_default();
    let depth = index_shape[1];
    let mapped: Vec<usize> = dimension_map
        .iter()
        .filter_map(|&d| usize::try_from(d).ok().filter(|&d| d < rank))
        .collect();
    let distinct = mapped.iter().enumerate().all(|(i, d)| !mapped[..i].contains(d));
    if mapped.len() != dimension_map.len() || mapped.len() as i64 != depth || !distinct {
        return Err(error(format!(
            "has dimension_map {dimension_map:?} for {depth} indices into a rank-{rank} tensor: one distinct dimension of it each"
        )));
    }
    // The update's slice axes (1..) fill the result's last dimensions.
    let slice_rank = update_shape.len() - 1;
    let Some(offset) = rank.checked_sub(slice_rank) else {
        return Err(error(format!(
            "scatters updates of type {} into {}: a slice of higher rank than the result",
            updates.r#type(),
            original.r#type()
        )));
    };
    let slice_extent = |d: usize| d.checked_sub(offset).map(|j| update_shape[j + 1]);
    for (d, &size) in shape.iter().enumerate() {
        let indexed = mapped.contains(&d);
        match slice_extent(d) {
            None if !indexed => {
                return Err(error(format!(
                    "leaves dimension {d} of the result neither indexed nor spanned by the update's slice"
                )))
            }
            Some(extent) if indexed && extent != 1 => {
                return Err(error(format!(
                    "indexes dimension {d}, which the update's slice also spans with extent {extent}: only extent 1 (what torch-mlir writes) is converted"
                )))
            }
            Some(extent) if !indexed && extent > size => {
                return Err(error(format!(
                    "has an update slice of extent {extent} in dimension {d} of size {size}"
                )))
            }
            _ => {}
        }
    }
    let combine = combine_of(op).ok_or_else(|| {
        error(format!(
            "has a region that neither yields the update (index_put, scatter) nor combines the element with it by one of {} (index_add, scatter_add, scatter_reduce)",
            reduction_body::combiner_names()
        ))
    })?;
    let updates_count = update_shape[0];
    // Every index is out of bounds where an indexed dimension is empty: the op can only fail.
    if let Some(&d) = mapped.iter().find(|&&d| shape[d] == 0) {
        if !update_shape.contains(&0) {
            return Err(error(format!(
                "scatters {updates_count} updates into {}, whose indexed dimension {d} is empty: every index is out of bounds",
                original.r#type()
            )));
        }
    }
    let elements = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
    let pairs = elements.and_then(|e| e.checked_mul(updates_count));
    // Many updates are sorted and searched (SortedUpdates) where that costs less: an
    // assignment, or a combiner whose scan may regroup it (exact, or reassociate). The keys
    // count positions times updates, under the pairs.
    let (can_sort, scanned) = match &combine {
        Combine::Assign => (true, Some(0)),
        Combine::Reduce(reduction) => (
            reduction.exact_reassociation || reassociate,
            update_shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)),
        ),
    };
    let work = match (elements, scanned) {
        (Some(e), Some(scanned)) => sorted_work(updates_count, scanned, e),
        _ => None,
    };
    let sorted = can_sort
        && pairs.is_some()
        && match form {
            Form::Auto => updates_count >= MIN_SORTED_UPDATES && work < pairs,
            Form::Compare => false,
            Form::Sort => true,
        };
    if sorted && work.is_none_or(|w| w > MAX_PAIRS) {
        return Err(error(format!(
            "scatters {updates_count} updates into {}: sorting them and searching for each of the result's elements takes more than the 2^31 steps Axe runs",
            original.r#type(),
        )));
    }
    if !sorted && pairs.is_none_or(|p| p > MAX_PAIRS) {
        return Err(error(format!(
            "scatters {updates_count} updates into {}: Axe compares every update with every element of the result, {} pairs, more than the 2^31 it takes",
            original.r#type(),
            pairs.map_or("over 2^63".into(), |p| p.to_string())
        )));
    }
    let pairs = pairs.expect("bounded above");
    if !sorted && pairs > REMARKED_PAIRS {
        let update_elements: i64 = update_shape.iter().product();
        axe_dialects::diagnostic::emit_remark(
            &op,
            &format!(
                "scatters {updates_count} updates into {} by comparing every update with every element of the result: {pairs} pairs, {}x the {update_elements} elements a direct scatter writes",
                original.r#type(),
                pairs / update_elements.max(1)
            ),
        );
    }

    let b = TensorBuilder::new(context, op);
    let result = if update_shape.contains(&0) || shape.contains(&0) {
        original
    } else {
        let space: Vec<i64> = std::iter::once(updates_count).chain(shape.iter().copied()).collect();
        let i64_type: Type = IntegerType::new(context, 64).into();
        let bool_type: Type = IntegerType::new(context, 1).into();
        let position = |d: usize| b.arange(i64_type, d + 1, &space);
        let columns: Vec<Value<'c, 'a>> = mapped
            .iter()
            .enumerate()
            .map(|(i, &d)| checked_index(&b, indices, i, shape[d], d))
            .collect();
        // The dimensions where an update's slice stops short: (dimension, extent).
        let short_slice: Vec<(usize, i64)> = (0..rank)
            .filter_map(|d| Some((d, slice_extent(d)?)))
            .filter(|&(d, extent)| extent < shape[d] && !mapped.contains(&d))
            .collect();
        // hit(n, p): every index equal to p's coordinate, every slice coordinate in the slice.
        let hit = || {
            let mut conditions = Vec::new();
            for (&column, &d) in columns.iter().zip(&mapped) {
                let mut column_shape = vec![1; rank + 1];
                column_shape[0] = updates_count;
                let index = b.expand(b.reshape(column, &column_shape), &space);
                conditions.push(b.compare(CmpIPredicate::Eq.code(), index, position(d)));
            }
            for &(d, extent) in &short_slice {
                let end = b.int_splat(extent as i128, i64_type, &space);
                conditions.push(b.compare(CmpIPredicate::Slt.code(), position(d), end));
            }
            conditions
                .into_iter()
                .reduce(|p, q| b.arith("arith.andi", &[p, q], bool_type))
                .unwrap_or_else(|| b.splat_bool(true, &space))
        };
        let placement = Placement {
            columns: &columns,
            mapped: &mapped,
            offset,
            short_slice: &short_slice,
        };
        match combine {
            Combine::Assign if sorted => sorted_assign(&b, updates, original, &placement),
            Combine::Assign => {
                let last = b.reshape(last_hit(&b, hit()), &shape);
                assign(&b, updates, original, last, &placement)
            }
            Combine::Reduce(reduction) if sorted => sorted_combine(&b, &reduction, updates, original, &placement),
            Combine::Reduce(reduction) => {
                let hit = hit();
                // Each update in the element's place in [N] + result shape: the leading result
                // dimensions the slice does not span size 1, short slices padded.
                let mut placed_shape = vec![updates_count];
                placed_shape.extend(std::iter::repeat_n(1, offset));
                placed_shape.extend(&update_shape[1..]);
                let mut high = vec![0; rank + 1];
                for (d, &size) in shape.iter().enumerate() {
                    if !mapped.contains(&d) {
                        high[d + 1] = size - slice_extent(d).expect("a spanned dimension");
                    }
                }
                let placed = b.pad(b.reshape(updates, &placed_shape), &vec![0; rank + 1], &high);
                let placed = b.expand(placed, &space);
                let identity = identity(&b, &reduction, &space);
                let terms = b.select(hit, placed, identity);
                let out_dims: Vec<usize> = (1..=rank).collect();
                let mut is_reduction = vec![false; rank + 1];
                is_reduction[0] = true;
                reduction_body::reduce_into(&b, &reduction, terms, original, &out_dims, &is_reduction, reassociate)
            }
        }
    };
    replace_op(op, [Some(result)]);
    Ok(())
}

/// The region's meaning, from its block `(update, element)`.
fn combine_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Combine<'c, 'a>> {
    let body = op.region_at(0)?.first_block()?;
    let (update, element) = (body.argument_at(0)?, body.argument_at(1)?);
    let terminator = body.terminator()?;
    let yields_update = terminator.operand_count() == 1 && terminator.operand_at(0) == Some(update.into());
    if op_name(&terminator) == "tm_tensor.yield" && yields_update {
        return Some(Combine::Assign);
    }
    // One combiner of the update and the element, yielded.
    let combiner = reduction_body::single_combiner(body)?;
    let reduction = reduction_body::recognize(body, element.into(), combiner.result_at(0)?.into())?;
    Some(Combine::Reduce(reduction))
}

/// Column `i` of `indices` as i64 (N x 1), checked at run time to lie in `[0, size)`.
fn checked_index<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    indices: Value<'c, 'a>,
    i: usize,
    size: i64,
    dimension: usize,
) -> Value<'c, 'a> {
    let count = shape_of(indices)[0];
    let column = b.shrink(indices, &[0, i as i64], &[count, i as i64 + 1]);
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    let element = element_of(column);
    let column = if element.is_index() {
        b.arith("arith.index_cast", &[column], i64_type)
    } else if int_width(element) == Some(64) {
        column
    } else {
        b.arith("arith.extsi", &[column], i64_type)
    };
    let line = [count, 1];
    let at_least_zero = b.compare(CmpIPredicate::Sge.code(), column, b.int_splat(0, i64_type, &line));
    let below_size = b.compare(
        CmpIPredicate::Slt.code(),
        column,
        b.int_splat(size as i128, i64_type, &line),
    );
    let bool_type: Type = IntegerType::new(b.context, 1).into();
    let inside = b.arith("arith.andi", &[at_least_zero, below_size], bool_type);
    let message = format!("scatter index out of bounds for dimension {dimension} with size {size}");
    b.guard(
        b.location,
        inside,
        column,
        StringAttribute::new(b.context, &message).into(),
    )
}

/// Where updates land: the checked index columns (N x 1 each), the result dimension each
/// indexes, the first dimension the update's slice spans, and the dimensions where the slice
/// stops short (dimension, extent).
#[derive(Clone, Copy)]
struct Placement<'p, 'c, 'a> {
    columns: &'p [Value<'c, 'a>],
    mapped: &'p [usize],
    offset: usize,
    short_slice: &'p [(usize, i64)],
}

impl<'c, 'a> Placement<'_, 'c, 'a> {
    /// For each element of `shape`, `source` (N + the slice's shape) at row `row` (i64, of
    /// `shape`; clamped) and the element's slice coordinates (0 in an indexed dimension).
    fn read(
        &self,
        b: &TensorBuilder<'c, 'a>,
        source: Value<'c, 'a>,
        row: Value<'c, 'a>,
        shape: &[i64],
    ) -> Value<'c, 'a> {
        let index_type = Type::index(b.context);
        let mut at = vec![b.arith("arith.index_cast", &[row], index_type)];
        for d in self.offset..shape.len() {
            at.push(if self.mapped.contains(&d) {
                b.int_splat(0, index_type, shape)
            } else {
                b.arange(index_type, d, shape)
            });
        }
        b.gather(b.location, source, &at, shape)
    }
}

/// The largest update number n with hit(n, p) for each p (over `[N] + result shape`), -1 where
/// there is none.
fn last_hit<'c, 'a>(b: &TensorBuilder<'c, 'a>, hit: Value<'c, 'a>) -> Value<'c, 'a> {
    let space = shape_of(hit);
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    let update_number = b.arange(i64_type, 0, &space);
    let none = b.int_splat(-1, i64_type, &space);
    b.reduce_axis(ReduceKind::Max, b.select(hit, update_number, none), &[0])
}

/// index_put: update `last` (of the result's shape; -1 for none) read by a gather, else the
/// original.
fn assign<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    updates: Value<'c, 'a>,
    original: Value<'c, 'a>,
    last: Value<'c, 'a>,
    placement: &Placement<'_, 'c, 'a>,
) -> Value<'c, 'a> {
    let shape = shape_of(original);
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    // Where no update hits, `last` is -1 and the gather (clamped) reads update 0, unused.
    let gathered = placement.read(b, updates, last, &shape);
    let found = b.compare(CmpIPredicate::Sge.code(), last, b.int_splat(0, i64_type, &shape));
    b.select(found, gathered, original)
}

/// The updates sorted by position, and for each element of the result the last of them at
/// its position: each update's key `k * N + n` (k its position among the indexed dimensions'
/// coordinates, n its number) sorted by the bitonic network; for each element p, whose
/// position is t, a binary search counts the keys below `(t + 1) * N`, and the key before them
/// is p's last update when it is at least `t * N` and p lies in the slice.
struct SortedUpdates<'c, 'a> {
    /// The keys, ascending (N).
    keys: Value<'c, 'a>,
    /// Per element: the index in `keys` of its last update (clamped to 0 where none).
    last_key: Value<'c, 'a>,
    /// Per element: whether any update hits it.
    found: Value<'c, 'a>,
    /// Per element: the number of its last update (the last key minus `t * N`; meaningless
    /// where none is found).
    number: Value<'c, 'a>,
}

fn sort_updates<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    shape: &[i64],
    count: i64,
    placement: &Placement<'_, 'c, 'a>,
) -> SortedUpdates<'c, 'a> {
    let Placement {
        columns,
        mapped,
        short_slice,
        ..
    } = *placement;
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    let bool_type: Type = IntegerType::new(b.context, 1).into();
    let int = |v: i128, s: &[i64]| b.int_splat(v, i64_type, s);
    let add = |x, y| b.arith("arith.addi", &[x, y], i64_type);
    let mul = |x, y| b.arith("arith.muli", &[x, y], i64_type);
    // Strides of the indexed dimensions, the last fastest; their product times N fits i64
    // (convert checked the pairs, which are more).
    let mut strides = vec![1i64; mapped.len()];
    for i in (0..mapped.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[mapped[i + 1]];
    }
    let line = [count];
    let mut key = b.arange(i64_type, 0, &line);
    for (&column, &stride) in columns.iter().zip(&strides) {
        let scaled = mul(b.reshape(column, &line), int(stride as i128 * count as i128, &line));
        key = add(key, scaled);
    }
    let keys = sort_last_axis(
        b,
        vec![key],
        Order::Integer {
            before_or_tied: CmpIPredicate::Sle,
        },
    )
    .remove(0);
    // Each element's position t among the indexed dimensions, as N * t and N * (t + 1).
    let mut first = int(0, shape);
    for (&d, &stride) in mapped.iter().zip(&strides) {
        first = add(
            first,
            mul(b.arange(i64_type, d, shape), int(stride as i128 * count as i128, shape)),
        );
    }
    let past = add(first, int(count as i128, shape));
    // A branch-free lower bound: `below` counts the keys under `past`.
    let index_type = Type::index(b.context);
    let read = |at: Value<'c, 'a>| {
        let at = b.arith("arith.index_cast", &[at], index_type);
        b.gather(b.location, keys, &[at], shape)
    };
    let slt = |x, y| b.compare(CmpIPredicate::Slt.code(), x, y);
    let and = |x, y| b.arith("arith.andi", &[x, y], bool_type);
    let mut below = int(0, shape);
    // Steps that add up to at least N (N itself a power of two needs a step of N).
    let mut step = search_span(count) / 2;
    while step >= 1 {
        // Probe key `below + step - 1`, which exists when under N.
        let probe = add(below, int(step as i128 - 1, shape));
        let taken = and(slt(probe, int(count as i128, shape)), slt(read(probe), past));
        below = b.select(taken, add(below, int(step as i128, shape)), below);
        step /= 2;
    }
    // The key before them (clamped to key 0 where there is none) is at t when it is >= N * t.
    let last_key = add(below, int(-1, shape));
    let candidate = read(last_key);
    let mut found = and(
        slt(int(0, shape), below),
        b.compare(CmpIPredicate::Sge.code(), candidate, first),
    );
    for &(d, extent) in short_slice {
        found = and(found, slt(b.arange(i64_type, d, shape), int(extent as i128, shape)));
    }
    SortedUpdates {
        keys,
        last_key,
        found,
        number: b.arith("arith.subi", &[candidate, first], i64_type),
    }
}

/// An assignment of many updates without comparing each with every element
/// ([`SortedUpdates`]): the same `last` as [`last_hit`], the largest n whose indices equal
/// p's, where p lies in the slice.
fn sorted_assign<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    updates: Value<'c, 'a>,
    original: Value<'c, 'a>,
    placement: &Placement<'_, 'c, 'a>,
) -> Value<'c, 'a> {
    let shape = shape_of(original);
    // The updates, not the index columns: a scatter may index no dimension (depth 0).
    let count = shape_of(updates)[0];
    let sorted = sort_updates(b, &shape, count, placement);
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    let last = b.select(sorted.found, sorted.number, b.int_splat(-1, i64_type, &shape));
    assign(b, updates, original, last, placement)
}

/// A combining scatter of many updates without comparing each with every element: the updates
/// in key order (gathered by their numbers), a segmented inclusive scan of log2 N steps over
/// them (step d combines update j with j - d where both are at one position, earlier first),
/// so that each position's last update holds the combination of its run in update order
/// regrouped; each element combines with its run's (`original <op> run`, as reduce_into puts
/// the initial value first). Exact where the combiner reassociates exactly; a float sum or
/// product only under `reassociate`, which convert checks.
fn sorted_combine<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    updates: Value<'c, 'a>,
    original: Value<'c, 'a>,
    placement: &Placement<'_, 'c, 'a>,
) -> Value<'c, 'a> {
    let shape = shape_of(original);
    let update_shape = shape_of(updates);
    let count = update_shape[0];
    let sorted = sort_updates(b, &shape, count, placement);
    let i64_type: Type = IntegerType::new(b.context, 64).into();
    let bool_type: Type = IntegerType::new(b.context, 1).into();
    let index_type = Type::index(b.context);
    let line = [count];
    let numbers = b.arith(
        "arith.remsi",
        &[sorted.keys, b.int_splat(count as i128, i64_type, &line)],
        i64_type,
    );
    let positions = b.arith(
        "arith.divsi",
        &[sorted.keys, b.int_splat(count as i128, i64_type, &line)],
        i64_type,
    );
    // The updates in key order: run j is update numbers[j].
    let rank = update_shape.len();
    let mut column = vec![1; rank];
    column[0] = count;
    let spread = |v: Value<'c, 'a>| b.expand(b.reshape(v, &column), &update_shape);
    let mut at = vec![b.arith("arith.index_cast", &[spread(numbers)], index_type)];
    at.extend((1..rank).map(|k| b.arange(index_type, k, &update_shape)));
    let mut runs = b.gather(b.location, updates, &at, &update_shape);
    let combine = |earlier, later| reduction_body::combine(b, reduction, earlier, later);
    // Row j - d of `v` at row j (rows under d read padding, unused).
    let shifted = |v: Value<'c, 'a>, d: i64| {
        let (mut end, mut low) = (shape_of(v), vec![0; shape_of(v).len()]);
        end[0] = count - d;
        low[0] = d;
        b.pad(b.shrink(v, &vec![0; end.len()], &end), &low, &vec![0; end.len()])
    };
    let row = b.arange(i64_type, 0, &line);
    let mut d = 1;
    while d < count {
        let same = b.arith(
            "arith.andi",
            &[
                b.compare(CmpIPredicate::Eq.code(), positions, shifted(positions, d)),
                b.compare(CmpIPredicate::Sge.code(), row, b.int_splat(d as i128, i64_type, &line)),
            ],
            bool_type,
        );
        runs = b.contiguous(b.select(spread(same), combine(shifted(runs, d), runs), runs));
        d *= 2;
    }
    // Each element's run, at its last key and its slice coordinates.
    let run = placement.read(b, runs, sorted.last_key, &shape);
    b.select(sorted.found, combine(original, run), original)
}

/// The fewest updates a scatter sorts: under it, comparing is as cheap as the network.
const MIN_SORTED_UPDATES: i64 = 32;

/// What one element of a materialized network or scan step costs, in compared (update,
/// element) pairs: measured on the CPU JIT (bench/tm-tensor.md, 2026-12-02), a step costs
/// about 5 ns an element, where a vectorized comparison of a one-dimensional index costs 0.03
/// to 0.07 ns a pair.
const NETWORK_COST: i64 = 100;

/// What one binary-search step costs an element, in pairs: a gather that depends on the last
/// one (measured about 0.75 ns).
const SEARCH_STEP_COST: i64 = 16;

/// The work of a sorted scatter in compared pairs: the network's steps over its `updates`
/// keys padded to a power of two, the scan of log2 steps over the `scanned` update elements
/// (a combiner's; none for an assignment), then the search's steps for each element; `None`
/// on overflow.
fn sorted_work(updates: i64, scanned: i64, elements: i64) -> Option<i64> {
    let length = (updates as u64).next_power_of_two() as i64;
    let log = length.trailing_zeros() as i64;
    let network = length.checked_mul(log * (log + 1) / 2)?.checked_mul(NETWORK_COST)?;
    let scan = scanned.checked_mul(log)?.checked_mul(NETWORK_COST)?;
    let steps = search_span(updates).trailing_zeros() as i64 + 1;
    let search = elements.checked_mul(steps)?.checked_mul(SEARCH_STEP_COST)?;
    network.checked_add(scan)?.checked_add(search)
}

/// The power of two above `updates`, whose halves the binary search steps by.
fn search_span(updates: i64) -> i64 {
    (updates as u64 + 1).next_power_of_two() as i64
}

/// The value that leaves any element unchanged under the reduction's combiner (exactly: -0 for
/// a float sum, NaN for maxnum / minnum, which ignore it).
fn identity<'c, 'a>(b: &TensorBuilder<'c, 'a>, reduction: &Reduction<'c, 'a>, shape: &[i64]) -> Value<'c, 'a> {
    let element = element_of(reduction.operand);
    let name = op_name(&reduction.combiner);
    if let Some(width) = int_width(element) {
        let signed_min = -(1i128 << (width - 1));
        let value = match name {
            "arith.muli" => 1,
            "arith.andi" | "arith.minui" => -1,
            "arith.maxsi" => signed_min,
            "arith.minsi" => -signed_min - 1,
            _ => 0, // addi, ori, xori, maxui
        };
        return if width == 1 {
            b.splat_bool(value != 0, shape)
        } else {
            b.int_splat(value, element, shape)
        };
    }
    let value = match name {
        "arith.addf" => -0.0,
        "arith.mulf" => 1.0,
        "arith.maximumf" => f64::NEG_INFINITY,
        "arith.minimumf" => f64::INFINITY,
        _ => f64::NAN, // maxnumf, minnumf
    };
    b.float_splat(value, element, shape)
}
