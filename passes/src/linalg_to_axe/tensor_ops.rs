//! Builders of the tensor-level ops that the rewrites before the conversion put in place of an
//! op (`tensor.empty`, `linalg.generic`): each is inserted before that op, at its location, so
//! that errors about what the rewrite wrote point at the user's op.

use axe_dialects::ir::build::InsertionPoint;
use melior::{
    ir::{
        attribute::{ArrayAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{DimSize, IntegerType, RankedTensorType, ShapedTypeLike},
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, OperationRef, Region, RegionLike, Type, Value,
        ValueLike,
    },
    Context,
};

axe_dialects::builder_on_insertion_point!(
    /// Where new ops go: before an op, at its location (an [`InsertionPoint`], whose fields and
    /// `insert` / `value` / `named` it shares).
    Before
);

impl<'c, 'a> Before<'c, 'a> {
    pub fn op(context: &'c Context, before: OperationRef<'c, 'a>) -> Option<Self> {
        InsertionPoint::before(context, before).map(Before)
    }

    /// `tensor.empty()` of the static tensor type `ty`.
    pub fn empty(&self, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(OperationBuilder::new("tensor.empty", self.location).add_results(&[ty]))
    }

    /// A linalg op of one input and one output whose body yields the input element
    /// (`linalg.transpose`, `linalg.fill`, ...), with `attributes` and `segments` (its
    /// operand segment sizes, for the ops whose inputs and outputs are variadic): its region
    /// is written here, as the op's parser would write it.
    fn yields_input(
        &self,
        name: &str,
        input: Value<'c, 'a>,
        init: Value<'c, 'a>,
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> Value<'c, 'a> {
        let body = Block::new(&[(element_of(input), self.location), (element_of(init), self.location)]);
        let yielded: Value = body.argument(0).expect("the input element").into();
        body.append_operation(
            OperationBuilder::new("linalg.yield", self.location)
                .add_operands(&[yielded])
                .build()
                .expect("a yield"),
        );
        let region = Region::new();
        region.append_block(body);
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[input, init])
                .add_attributes(attributes)
                .add_results(&[init.r#type()])
                .add_regions([region]),
        )
    }

    /// `linalg.transpose` of `input` into `init` (of the permuted shape).
    pub fn transpose(&self, input: Value<'c, 'a>, init: Value<'c, 'a>, permutation: &[usize]) -> Value<'c, 'a> {
        let permutation: Vec<i64> = permutation.iter().map(|&p| p as i64).collect();
        let permutation = DenseI64ArrayAttribute::new(self.context, &permutation).into();
        self.yields_input(
            "linalg.transpose",
            input,
            init,
            &[self.named("permutation", permutation)],
        )
    }

    /// `linalg.fill` of `init` with the scalar `value`.
    pub fn fill(&self, value: Value<'c, 'a>, init: Value<'c, 'a>) -> Value<'c, 'a> {
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, 1]).into();
        self.yields_input(
            "linalg.fill",
            value,
            init,
            &[self.named("operandSegmentSizes", segments)],
        )
    }

    /// `tensor.collapse_shape` of `value` into `to`, one dimension per group.
    pub fn collapse(&self, value: Value<'c, 'a>, groups: &[Vec<usize>], to: Type<'c>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("tensor.collapse_shape", self.location)
                .add_operands(&[value])
                .add_attributes(&[self.named("reassociation", reassociation(self.context, groups))])
                .add_results(&[to]),
        )
    }

    /// `tensor.expand_shape` of `value` (one dimension per group) into the static `to`.
    pub fn expand(&self, value: Value<'c, 'a>, groups: &[Vec<usize>], to: Type<'c>) -> Value<'c, 'a> {
        let shape = RankedTensorType::try_from(to).expect("a ranked tensor");
        let extents: Vec<i64> = (0..shape.rank())
            .map(|d| match shape.dim_size(d).expect("in range") {
                DimSize::Static(e) => e as i64,
                DimSize::Dynamic => panic!("expand_shape into a static shape"),
            })
            .collect();
        self.value(
            OperationBuilder::new("tensor.expand_shape", self.location)
                .add_operands(&[value])
                .add_attributes(&[
                    self.named("reassociation", reassociation(self.context, groups)),
                    self.named(
                        "static_output_shape",
                        DenseI64ArrayAttribute::new(self.context, &extents).into(),
                    ),
                ])
                .add_results(&[to]),
        )
    }

    /// `linalg.reduce` of `input` over its `dimensions` into `init` (of the kept shape): its
    /// result, and its body, whose block arguments are the input element, then the
    /// accumulator (the caller ends it with [`Body::yield_value`]).
    pub fn reduce(
        &self,
        input: Value<'c, 'a>,
        init: Value<'c, 'a>,
        dimensions: &[i64],
    ) -> (Value<'c, 'a>, Body<'c, 'a>) {
        let arguments = [(element_of(input), self.location), (element_of(init), self.location)];
        let region = Region::new();
        region.append_block(Block::new(&arguments));
        let op = self.insert(
            OperationBuilder::new("linalg.reduce", self.location)
                .add_operands(&[input, init])
                .add_attributes(&[self.named(
                    "dimensions",
                    DenseI64ArrayAttribute::new(self.context, dimensions).into(),
                )])
                .add_results(&[init.r#type()])
                .add_regions([region]),
        );
        self.with_body(op)
    }

    /// `linalg.generic` over the loops of `init`'s shape, every one parallel, reading `ins` and
    /// writing `init` through the identity map: its result, and its body, whose block
    /// arguments are one element per input, then the output's (the caller ends it with
    /// [`Body::yield_value`]).
    pub fn parallel_generic(&self, ins: &[Value<'c, 'a>], init: Value<'c, 'a>) -> (Value<'c, 'a>, Body<'c, 'a>) {
        let ty = init.r#type();
        let loops = RankedTensorType::try_from(ty).expect("a ranked tensor").rank();
        let identity = unsafe {
            let map = mlir_sys::mlirAffineMapMultiDimIdentityGet(self.context.to_raw(), loops as isize);
            Attribute::from_raw(mlir_sys::mlirAffineMapAttrGet(map))
        };
        let maps = vec![identity; ins.len() + 1];
        let parallel =
            Attribute::parse(self.context, "#linalg.iterator_type<parallel>").expect("linalg's iterator kind");
        let mut arguments: Vec<(Type, Location)> = ins.iter().map(|&v| (element_of(v), self.location)).collect();
        arguments.push((element_of(init), self.location));
        let region = Region::new();
        region.append_block(Block::new(&arguments));
        let mut operands = ins.to_vec();
        operands.push(init);
        let segments = DenseI32ArrayAttribute::new(self.context, &[ins.len() as i32, 1]).into();
        let op = self.insert(
            OperationBuilder::new("linalg.generic", self.location)
                .add_operands(&operands)
                .add_attributes(&[
                    self.named("indexing_maps", ArrayAttribute::new(self.context, &maps).into()),
                    self.named(
                        "iterator_types",
                        ArrayAttribute::new(self.context, &vec![parallel; loops]).into(),
                    ),
                    self.named("operandSegmentSizes", segments),
                ])
                .add_results(&[ty])
                .add_regions([region]),
        );
        self.with_body(op)
    }

    /// The one result of `op`, a linalg op just built with an empty body block, and that body.
    fn with_body(&self, op: OperationRef<'c, 'a>) -> (Value<'c, 'a>, Body<'c, 'a>) {
        let block = op.region(0).expect("a body").first_block().expect("a block");
        let elements = (0..block.argument_count())
            .map(|i| block.argument(i).expect("an element").into())
            .collect();
        let result = op.result(0).expect("one result").into();
        (
            result,
            Body {
                block,
                location: self.location,
                elements,
            },
        )
    }
}

/// The body of a `linalg.generic` being built: ops go at its end.
pub struct Body<'c, 'a> {
    block: BlockRef<'c, 'a>,
    location: Location<'c>,
    /// The block arguments: one element per input, then the output's.
    pub elements: Vec<Value<'c, 'a>>,
}

impl<'c, 'a> Body<'c, 'a> {
    /// An op (`arith.addf`, `arith.maximumf`, ...) whose result has the type of its operands.
    pub fn binary(&self, name: &str, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        let op = OperationBuilder::new(name, self.location)
            .add_operands(&[lhs, rhs])
            .add_results(&[lhs.r#type()])
            .build()
            .expect("a well-formed binary op");
        self.block.append_operation(op).result(0).expect("one result").into()
    }

    /// The `linalg.yield` of `value` that ends the body.
    pub fn yield_value(&self, value: Value<'c, 'a>) {
        let op = OperationBuilder::new("linalg.yield", self.location)
            .add_operands(&[value])
            .build()
            .expect("a yield");
        self.block.append_operation(op);
    }
}

/// The element type of a tensor value, or the type of a scalar.
fn element_of<'c>(value: Value<'c, '_>) -> Type<'c> {
    match RankedTensorType::try_from(value.r#type()) {
        Ok(tensor) => tensor.element(),
        Err(_) => value.r#type(),
    }
}

/// `[[0], [1, 2]]`: reassociation groups as the reshapes store them.
pub fn reassociation<'c, G: AsRef<[usize]>>(context: &'c Context, groups: &[G]) -> Attribute<'c> {
    let i64_type = IntegerType::new(context, 64).into();
    let groups: Vec<Attribute> = groups
        .iter()
        .map(|group| {
            let dims: Vec<Attribute> = group
                .as_ref()
                .iter()
                .map(|&d| IntegerAttribute::new(i64_type, d as i64).into())
                .collect();
            ArrayAttribute::new(context, &dims).into()
        })
        .collect();
    ArrayAttribute::new(context, &groups).into()
}

/// `tensor<shape x element>`.
pub fn tensor_type<'c>(shape: &[i64], element: Type<'c>) -> Type<'c> {
    let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
    RankedTensorType::new(&dims, element, None).into()
}

/// Puts `replacement` in place of every use of `op`'s one result and erases `op`.
pub fn replace(op: OperationRef, replacement: Value) {
    let result: Value = op.result(0).expect("one result").into();
    unsafe {
        mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), replacement.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
}
