//! Builders of the upstream ops the lowering emits (detached operations; the
//! caller inserts them).

use melior::{
    ir::{
        attribute::{FloatAttribute, IntegerAttribute},
        operation::OperationBuilder,
        r#type::IntegerType,
        Attribute, Block, Identifier, Location, Operation, Region, RegionLike, Type, TypeLike, Value,
    },
    Context,
};

pub fn built(builder: OperationBuilder) -> Operation {
    // Operands and types come from verified IR, so MLIR accepts every op here.
    builder.build().expect("a well-formed upstream op")
}

/// An op with operands and one result (`arith.addi`, `arith.maximumf`, ...).
pub fn op<'c>(name: &str, operands: &[Value<'c, '_>], result: Type<'c>, location: Location<'c>) -> Operation<'c> {
    built(
        OperationBuilder::new(name, location)
            .add_operands(operands)
            .add_results(&[result]),
    )
}

/// `arith.constant` of an integer (or index) type.
pub fn int_constant<'c>(context: &'c Context, ty: Type<'c>, value: i64, location: Location<'c>) -> Operation<'c> {
    let attribute = IntegerAttribute::new(ty, value).into();
    built(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(Identifier::new(context, "value"), attribute)])
            .add_results(&[ty]),
    )
}

/// `arith.constant` of a float type (infinities included).
pub fn float_constant<'c>(context: &'c Context, ty: Type<'c>, value: f64, location: Location<'c>) -> Operation<'c> {
    let attribute = FloatAttribute::new(context, ty, value).into();
    built(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(Identifier::new(context, "value"), attribute)])
            .add_results(&[ty]),
    )
}

/// `arith.constant` zero of an integer or float type.
pub fn zero<'c>(context: &'c Context, ty: Type<'c>, location: Location<'c>) -> Operation<'c> {
    if ty.is_index() || ty.is_integer() {
        int_constant(context, ty, 0, location)
    } else {
        float_constant(context, ty, 0.0, location)
    }
}

/// `arith.cmpi` with the predicate's integer code (eq 0, ne 1, slt 2, ...).
pub fn cmpi<'c>(
    context: &'c Context,
    predicate: i64,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    let code: Attribute = IntegerAttribute::new(IntegerType::new(context, 64).into(), predicate).into();
    built(
        OperationBuilder::new("arith.cmpi", location)
            .add_attributes(&[(Identifier::new(context, "predicate"), code)])
            .add_operands(&[lhs, rhs])
            .add_results(&[IntegerType::new(context, 1).into()]),
    )
}

/// `scf.yield` of `values`.
pub fn scf_yield<'c>(values: &[Value<'c, '_>], location: Location<'c>) -> Operation<'c> {
    built(OperationBuilder::new("scf.yield", location).add_operands(values))
}

/// `scf.for %iv = %lower to %upper step %step iter_args(inits)` whose
/// region is `body` (arguments: the induction variable, then one per init).
pub fn scf_for<'c>(
    bounds: [Value<'c, '_>; 3],
    inits: &[Value<'c, '_>],
    body: Block<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    let region = Region::new();
    region.append_block(body);
    let types: Vec<Type> = inits.iter().map(melior::ir::ValueLike::r#type).collect();
    let mut operands = bounds.to_vec();
    operands.extend_from_slice(inits);
    built(
        OperationBuilder::new("scf.for", location)
            .add_operands(&operands)
            .add_results(&types)
            .add_regions([region]),
    )
}

/// `scf.if %cond` with a then block and an optional else block.
pub fn scf_if<'c>(
    cond: Value<'c, '_>,
    results: &[Type<'c>],
    then: Block<'c>,
    otherwise: Option<Block<'c>>,
    location: Location<'c>,
) -> Operation<'c> {
    let then_region = Region::new();
    then_region.append_block(then);
    let else_region = Region::new();
    if let Some(b) = otherwise {
        else_region.append_block(b);
    }
    built(
        OperationBuilder::new("scf.if", location)
            .add_operands(&[cond])
            .add_results(results)
            .add_regions([then_region, else_region]),
    )
}

/// `memref.load %buffer[indices]`.
pub fn memref_load<'c>(
    buffer: Value<'c, '_>,
    indices: &[Value<'c, '_>],
    element: Type<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(indices);
    built(
        OperationBuilder::new("memref.load", location)
            .add_operands(&operands)
            .add_results(&[element]),
    )
}

/// `memref.store %value, %buffer[indices]`.
pub fn memref_store<'c>(
    value: Value<'c, '_>,
    buffer: Value<'c, '_>,
    indices: &[Value<'c, '_>],
    location: Location<'c>,
) -> Operation<'c> {
    let mut operands = vec![value, buffer];
    operands.extend_from_slice(indices);
    built(OperationBuilder::new("memref.store", location).add_operands(&operands))
}

/// `scf.parallel` over `[0, upper)` for each upper bound, step 1, no reductions; its body
/// (one index argument per bound) ends with `scf.reduce`, which the caller appends.
pub fn scf_parallel<'c>(
    context: &'c Context,
    zero: Value<'c, '_>,
    one: Value<'c, '_>,
    uppers: &[Value<'c, '_>],
    body: Block<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    let region = Region::new();
    region.append_block(body);
    let n = uppers.len();
    let mut operands = vec![zero; n];
    operands.extend_from_slice(uppers);
    operands.extend(std::iter::repeat_n(one, n));
    let segments = Attribute::parse(context, &format!("array<i32: {n}, {n}, {n}, 0>")).expect("a dense i32 array");
    built(
        OperationBuilder::new("scf.parallel", location)
            .add_attributes(&[(Identifier::new(context, "operandSegmentSizes"), segments)])
            .add_operands(&operands)
            .add_regions([region]),
    )
}

/// The `scf.reduce` that ends an `scf.parallel` body without reductions.
pub fn scf_reduce<'c>(location: Location<'c>) -> Operation<'c> {
    built(OperationBuilder::new("scf.reduce", location))
}

/// `vector<lanes x element>`.
pub fn vector_type<'c>(element: Type<'c>, lanes: i64) -> Type<'c> {
    unsafe { Type::from_raw(mlir_sys::mlirVectorTypeGet(1, &lanes, element.to_raw())) }
}

/// An op named `name` with `attributes`, `operands` and one result (vector.load,
/// vector.broadcast, vector.maskedload, ...); without a result when `result` is `None`.
pub fn generic<'c>(
    context: &'c Context,
    name: &str,
    attributes: &[(&str, Attribute<'c>)],
    operands: &[Value<'c, '_>],
    result: Option<Type<'c>>,
    location: Location<'c>,
) -> Operation<'c> {
    built(generic_builder(context, name, attributes, operands, result, location))
}

/// The builder of [`generic`], for ops that need more (regions).
pub fn generic_builder<'c>(
    context: &'c Context,
    name: &str,
    attributes: &[(&str, Attribute<'c>)],
    operands: &[Value<'c, '_>],
    result: Option<Type<'c>>,
    location: Location<'c>,
) -> OperationBuilder<'c> {
    let attributes: Vec<(Identifier, Attribute)> = attributes
        .iter()
        .map(|(n, a)| (Identifier::new(context, n), *a))
        .collect();
    let builder = OperationBuilder::new(name, location)
        .add_attributes(&attributes)
        .add_operands(operands);
    match result {
        Some(ty) => builder.add_results(&[ty]),
        None => builder,
    }
}
