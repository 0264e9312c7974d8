//! The ops that replace a convolution or pooling, built op by op into a detached block whose
//! arguments stand for the op's input, filter and init (a [`Window`]); [`super::splice`] moves
//! them before the op when the rewrite takes it, and a rewrite that refuses the op midway
//! drops them with the builder. The rewrites ([`super::windows`], [`super::conv1d`],
//! [`super::depthwise`], [`super::single_channel`], [`super::nchw_to_nhwc`]) name values as
//! `"%x"` and call one method per op (each takes its shapes as `&[i64]` and derives the ones
//! the op implies), so they read like their decompositions. Every op takes the location of
//! the op it replaces, and the attributes MLIR's parser gives the op written as text.

use super::tensor_ops::{reassociation, tensor_type};
use melior::{
    ir::{
        attribute::{ArrayAttribute, DenseElementsAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute},
        attribute::{FloatAttribute, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        r#type::TypeLike,
        Attribute, Block, BlockLike, Identifier, Location, OperationRef, Region, RegionLike, Type, Value, ValueLike,
    },
    Context, ContextRef,
};
use mlir_sys::{MlirBlock, MlirLocation, MlirOperation, MlirType, MlirValue};
use std::collections::HashMap;

/// A value and its static shape, as an op reads it.
pub type Operand<'a> = (&'a str, &'a [i64]);

/// What the body of a `linalg.generic` yields, of its block arguments: `a`, `b` (the inputs'
/// elements) and `o` (the output's).
pub enum Yield<'s> {
    /// `a`: a copy.
    Input,
    /// `op(a, b)`.
    Binary(&'s str),
    /// `op(a, o)`: a reduction into the output.
    Accumulate(&'s str),
}

/// The replacement of an op: a detached block of ops, whose arguments stand for the op's
/// operands, and the value it computes. Dropped unused, it destroys its ops.
pub struct Window {
    block: MlirBlock,
    returned: MlirValue,
}

impl Window {
    /// The block of ops, which [`super::splice`] empties.
    pub fn block(&self) -> MlirBlock {
        self.block
    }

    pub fn returned(&self) -> MlirValue {
        self.returned
    }
}

impl Drop for Window {
    fn drop(&mut self) {
        unsafe { mlir_sys::mlirBlockDestroy(self.block) }
    }
}

/// A [`Window`] being built over one element type.
pub struct WindowBuilder {
    /// The context of the op replaced, which outlives every rewrite of it.
    context: ContextRef<'static>,
    location: MlirLocation,
    element: MlirType,
    /// Owned until [`WindowBuilder::finish`] hands it over; destroyed with a builder given up.
    block: Option<MlirBlock>,
    values: HashMap<String, MlirValue>,
    result: Vec<i64>,
}

impl WindowBuilder {
    /// The replacement of `op`, whose arguments are `%x` and `%w` (a convolution's input and
    /// filter) and `%init` of the result's shape, or `%bias` (`[F]`) in its place when `bias`
    /// is `Some(F)` (the init being a bias broadcast over the result); tensors of `element`.
    pub fn new(op: &OperationRef, element: Type, x: &[i64], w: &[i64], bias: Option<i64>, result: &[i64]) -> Self {
        let third = match bias {
            Some(f) => ("%bias", vec![f]),
            None => ("%init", result.to_vec()),
        };
        let arguments = [("%x", x.to_vec()), ("%w", w.to_vec()), third];
        let location = op.location().to_raw();
        let context = op.context();
        let types: Vec<MlirType> = arguments
            .iter()
            .map(|(_, shape)| tensor_type(shape, element).to_raw())
            .collect();
        let locations = vec![location; arguments.len()];
        let block = unsafe { mlir_sys::mlirBlockCreate(types.len() as isize, types.as_ptr(), locations.as_ptr()) };
        let mut builder = WindowBuilder {
            context: unsafe { ContextRef::from_raw(axe_dialects::context_of(&context).to_raw()) },
            location,
            element: element.to_raw(),
            block: Some(block),
            values: HashMap::new(),
            result: result.to_vec(),
        };
        for (i, (name, _)) in arguments.iter().enumerate() {
            builder.define(name, unsafe { mlir_sys::mlirBlockGetArgument(block, i as isize) });
        }
        builder
    }

    /// `name = arith.constant value` of the element type.
    pub fn constant(&mut self, name: &str, value: f64) {
        let element = self.element();
        let attribute = FloatAttribute::new(self.context(), element, value).into();
        let op = self.append(
            OperationBuilder::new("arith.constant", self.location())
                .add_attributes(&[self.named("value", attribute)])
                .add_results(&[element]),
        );
        self.define(name, result(op));
    }

    /// `name = tensor.empty()` of `shape`.
    pub fn empty(&mut self, name: &str, shape: &[i64]) {
        let op = self.append(OperationBuilder::new("tensor.empty", self.location()).add_results(&[self.ty(shape)]));
        self.define(name, result(op));
    }

    /// `name = linalg.fill` of `init` with scalar `value`.
    pub fn fill(&mut self, name: &str, value: &str, (init, _): Operand) {
        let segments = self.segments(&[1, 1]);
        let op = self.yields_input(
            "linalg.fill",
            value,
            init,
            vec![self.named("operandSegmentSizes", segments)],
        );
        self.define(name, result(op));
    }

    /// `name = linalg.transpose` of `value` into `init` (of the permuted shape).
    pub fn transpose(&mut self, name: &str, (value, _): Operand, init: &str, permutation: &[usize]) {
        let permutation = self.i64_array(permutation);
        let op = self.yields_input(
            "linalg.transpose",
            value,
            init,
            vec![self.named("permutation", permutation)],
        );
        self.define(name, result(op));
    }

    /// `name = linalg.broadcast` of `value` into `init` along `dimensions` (the ones it lacks).
    pub fn broadcast(&mut self, name: &str, value: &str, (init, _): Operand, dimensions: &[usize]) {
        let dimensions = self.i64_array(dimensions);
        let op = self.yields_input(
            "linalg.broadcast",
            value,
            init,
            vec![self.named("dimensions", dimensions)],
        );
        self.define(name, result(op));
    }

    /// `name = tensor.collapse_shape` of `value` into one dimension per group.
    pub fn collapse(&mut self, name: &str, (value, from): Operand, groups: &[&[usize]]) {
        let to: Vec<i64> = groups.iter().map(|g| g.iter().map(|&i| from[i]).product()).collect();
        let operands = self.resolve(&[value]);
        let op = self.append(
            OperationBuilder::new("tensor.collapse_shape", self.location())
                .add_operands(&operands)
                .add_attributes(&[self.named("reassociation", reassociation(self.context(), groups))])
                .add_results(&[self.ty(&to)]),
        );
        self.define(name, result(op));
    }

    /// `name = tensor.expand_shape` of `value` (one dimension per group) into `to`.
    pub fn expand(&mut self, name: &str, value: &str, groups: &[&[usize]], to: &[i64]) {
        let operands = self.resolve(&[value]);
        let op = self.append(
            OperationBuilder::new("tensor.expand_shape", self.location())
                .add_operands(&operands)
                .add_attributes(&[
                    self.named("reassociation", reassociation(self.context(), groups)),
                    self.named(
                        "static_output_shape",
                        DenseI64ArrayAttribute::new(self.context(), to).into(),
                    ),
                ])
                .add_results(&[self.ty(to)]),
        );
        self.define(name, result(op));
    }

    /// `name = tensor.pad` of `value` (of shape `from`) by `low` and `high` along each
    /// dimension, with the scalar `padding`.
    pub fn pad(&mut self, name: &str, (value, from): Operand, low: &[i64], high: &[i64], padding: &str) {
        let to: Vec<i64> = (0..from.len()).map(|d| low[d] + from[d] + high[d]).collect();
        let operands = self.resolve(&[value, padding]);
        let location = self.location();
        let index = Type::index(self.context());
        let body = Block::new(&vec![(index, location); from.len()]);
        body.append_operation(
            OperationBuilder::new("tensor.yield", location)
                .add_operands(&[operands[1]])
                .build()
                .expect("a yield"),
        );
        let region = Region::new();
        region.append_block(body);
        let segments = self.segments(&[1, 0, 0]);
        let op = self.append(
            OperationBuilder::new("tensor.pad", location)
                .add_operands(&operands[..1])
                .add_attributes(&[
                    self.named("operandSegmentSizes", segments),
                    self.named("static_high", DenseI64ArrayAttribute::new(self.context(), high).into()),
                    self.named("static_low", DenseI64ArrayAttribute::new(self.context(), low).into()),
                ])
                .add_results(&[self.ty(&to)])
                .add_regions([region]),
        );
        self.define(name, result(op));
    }

    /// `name = op` (a named 2-D convolution) of input `x` and filter `w` into `init`.
    pub fn conv(
        &mut self,
        name: &str,
        op: &str,
        [(x, _), (w, _)]: [Operand; 2],
        (init, to): Operand,
        strides: [i64; 2],
        dilations: [i64; 2],
    ) {
        let window = |values: [i64; 2]| {
            let i64_type: Type = IntegerType::new(self.context(), 64).into();
            let values: Vec<Attribute> = values
                .iter()
                .map(|&v| IntegerAttribute::new(i64_type, v).into())
                .collect();
            DenseElementsAttribute::new(Type::vector(&[2], i64_type), &values)
                .expect("two i64 values")
                .into()
        };
        let attributes = vec![
            self.named("dilations", window(dilations)),
            self.named("strides", window(strides)),
        ];
        let op = self.named_op(op, [x, w], (init, to), attributes);
        self.define(name, result(op));
    }

    /// `name = linalg.matmul` of `a` `[M, K]` and `b` `[K, F]` into `init` `[M, F]`.
    pub fn matmul(&mut self, name: &str, (a, a_shape): Operand, (b, b_shape): Operand, init: &str) {
        // The default maps, which the parser writes on a matmul it reads without them.
        let maps = [
            "(d0, d1, d2) -> (d0, d2)",
            "(d0, d1, d2) -> (d2, d1)",
            "(d0, d1, d2) -> (d0, d1)",
        ];
        let maps = self.maps(&maps);
        let to = [a_shape[0], b_shape[1]];
        let op = self.named_op(
            "linalg.matmul",
            [a, b],
            (init, &to),
            vec![self.named("indexing_maps", maps)],
        );
        self.define(name, result(op));
    }

    /// `name = linalg.generic` copying `x` through `map` (a windowed gather,
    /// [`super::movement::window`]) into `init`, all loops parallel.
    pub fn gather(&mut self, name: &str, x: Operand, map: &str, (init, to): Operand) {
        let id = identity(to.len());
        self.generic(
            name,
            &[map, &id],
            &vec!["parallel"; to.len()],
            &[x],
            (init, to),
            Yield::Input,
        );
    }

    /// `name = linalg.generic` reading `ins` through the first `maps` and `out` through the
    /// last, whose body yields `body` of its block arguments.
    pub fn generic(
        &mut self,
        name: &str,
        maps: &[&str],
        iterators: &[&str],
        ins: &[Operand],
        (init, to): Operand,
        body: Yield,
    ) {
        let mut names: Vec<&str> = ins.iter().map(|(v, _)| *v).collect();
        names.push(init);
        let operands = self.resolve(&names);
        let (location, element) = (self.location(), self.element());
        let block = Block::new(&vec![(element, location); operands.len()]);
        let argument = |i: usize| -> Value { block.argument(i).expect("an element").into() };
        let yielded = match body {
            Yield::Input => argument(0),
            Yield::Binary(op) => binary(&block, op, argument(0), argument(1), location),
            Yield::Accumulate(op) => binary(&block, op, argument(0), argument(ins.len()), location),
        };
        block.append_operation(
            OperationBuilder::new("linalg.yield", location)
                .add_operands(&[yielded])
                .build()
                .expect("a yield"),
        );
        let region = Region::new();
        region.append_block(block);
        let iterators: Vec<Attribute> = iterators
            .iter()
            .map(|i| {
                Attribute::parse(self.context(), &format!("#linalg.iterator_type<{i}>"))
                    .expect("linalg's iterator kind")
            })
            .collect();
        let segments = self.segments(&[ins.len() as i32, 1]);
        let op = self.append(
            OperationBuilder::new("linalg.generic", location)
                .add_operands(&operands)
                .add_attributes(&[
                    self.named("indexing_maps", self.maps(maps)),
                    self.named("iterator_types", ArrayAttribute::new(self.context(), &iterators).into()),
                    self.named("operandSegmentSizes", segments),
                ])
                .add_results(&[self.ty(to)])
                .add_regions([region]),
        );
        self.define(name, result(op));
    }

    /// `name = a + b`, elementwise into `init` (all of `shape`).
    pub fn add(&mut self, name: &str, a: &str, b: &str, init: &str, shape: &[i64]) {
        let id = identity(shape.len());
        self.generic(
            name,
            &[&id, &id, &id],
            &vec!["parallel"; shape.len()],
            &[(a, shape), (b, shape)],
            (init, shape),
            Yield::Binary("arith.addf"),
        );
    }

    /// `name = a + bias`, into `init` (both of `shape`, 2-D), with `bias` one value along
    /// dimension `along` (per row for 0, per column for 1).
    pub fn add_bias(&mut self, name: &str, a: &str, bias: &str, along: usize, init: &str, shape: &[i64]) {
        let id = identity(2);
        let per = format!("(d0, d1) -> (d{along})");
        self.generic(
            name,
            &[&id, &per, &id],
            &["parallel", "parallel"],
            &[(a, shape), (bias, &[shape[along]])],
            (init, shape),
            Yield::Binary("arith.addf"),
        );
    }

    /// The replacement, computing `value` (of the result's shape; another is a bug of the
    /// rewrite).
    pub fn finish(mut self, value: &str) -> Window {
        let returned = self.resolve(&[value])[0];
        assert!(
            returned.r#type() == self.ty(&self.result),
            "{value} is not of the replaced op's result type"
        );
        let returned = returned.to_raw();
        Window {
            block: self.block.take().expect("a window being built"),
            returned,
        }
    }

    /// A linalg op of one input and one output whose body yields the input element, as the
    /// op's parser writes it.
    fn yields_input<'s>(
        &'s self,
        op: &str,
        value: &str,
        init: &str,
        attributes: Vec<(Identifier<'s>, Attribute<'s>)>,
    ) -> MlirOperation {
        let operands = self.resolve(&[value, init]);
        let location = self.location();
        let block = Block::new(&[(self.element(), location), (self.element(), location)]);
        let input: Value = block.argument(0).expect("the input element").into();
        block.append_operation(
            OperationBuilder::new("linalg.yield", location)
                .add_operands(&[input])
                .build()
                .expect("a yield"),
        );
        let region = Region::new();
        region.append_block(block);
        self.append(
            OperationBuilder::new(op, location)
                .add_operands(&operands)
                .add_attributes(&attributes)
                .add_results(&[operands[1].r#type()])
                .add_regions([region]),
        )
    }

    /// A named linalg op of two inputs into `init`, its body the one linalg defines for it.
    fn named_op<'s>(
        &'s self,
        op: &str,
        [a, b]: [&str; 2],
        (init, to): Operand,
        mut attributes: Vec<(Identifier<'s>, Attribute<'s>)>,
    ) -> MlirOperation {
        let operands = self.resolve(&[a, b, init]);
        attributes.push(self.named("operandSegmentSizes", self.segments(&[2, 1])));
        let built = self.append(
            OperationBuilder::new(op, self.location())
                .add_operands(&operands)
                .add_attributes(&attributes)
                .add_results(&[self.ty(to)])
                .add_regions([Region::new()]),
        );
        unsafe { mlir_sys::mlirLinalgFillBuiltinNamedOpRegion(built) };
        built
    }

    fn context(&self) -> &Context {
        axe_dialects::context_of(&self.context)
    }

    fn location(&self) -> Location<'_> {
        unsafe { Location::from_raw(self.location) }
    }

    fn element(&self) -> Type<'_> {
        unsafe { Type::from_raw(self.element) }
    }

    /// `tensor<AxBx...xT>` of the element type.
    fn ty(&self, shape: &[i64]) -> Type<'_> {
        tensor_type(shape, self.element())
    }

    fn named<'s>(&'s self, name: &str, attribute: Attribute<'s>) -> (Identifier<'s>, Attribute<'s>) {
        (Identifier::new(self.context(), name), attribute)
    }

    fn segments(&self, sizes: &[i32]) -> Attribute<'_> {
        DenseI32ArrayAttribute::new(self.context(), sizes).into()
    }

    fn i64_array(&self, values: &[usize]) -> Attribute<'_> {
        let values: Vec<i64> = values.iter().map(|&v| v as i64).collect();
        DenseI64ArrayAttribute::new(self.context(), &values).into()
    }

    /// `[affine_map<m>, ...]` of `maps` (each as the rewrites write it, `(d0, d1) -> (d0)`).
    fn maps(&self, maps: &[&str]) -> Attribute<'_> {
        let maps: Vec<Attribute> = maps
            .iter()
            .map(|m| {
                Attribute::parse(self.context(), &format!("affine_map<{m}>"))
                    .unwrap_or_else(|| panic!("{m} is not an affine map"))
            })
            .collect();
        ArrayAttribute::new(self.context(), &maps).into()
    }

    /// The values named `names`; naming one the window does not define is a bug of the rewrite.
    fn resolve(&self, names: &[&str]) -> Vec<Value<'_, '_>> {
        names
            .iter()
            .map(|&name| {
                let value = *self
                    .values
                    .get(name)
                    .unwrap_or_else(|| panic!("{name} is not defined in the window"));
                unsafe { Value::from_raw(value) }
            })
            .collect()
    }

    fn define(&mut self, name: &str, value: MlirValue) {
        let previous = self.values.insert(name.to_owned(), value);
        assert!(previous.is_none(), "{name} is defined twice in the window");
    }

    /// Builds an op and appends it to the window.
    fn append(&self, builder: OperationBuilder) -> MlirOperation {
        let op = builder.build().expect("a rewrite builds well-formed ops").into_raw();
        let block = self.block.expect("a window being built");
        unsafe { mlir_sys::mlirBlockAppendOwnedOperation(block, op) };
        op
    }
}

impl Drop for WindowBuilder {
    fn drop(&mut self) {
        if let Some(block) = self.block.take() {
            unsafe { mlir_sys::mlirBlockDestroy(block) }
        }
    }
}

/// `op(lhs, rhs)` at the end of `block`, of the operands' type.
fn binary<'c, 'a>(
    block: &'a Block<'c>,
    op: &str,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    at: Location<'c>,
) -> Value<'c, 'a> {
    let built = OperationBuilder::new(op, at)
        .add_operands(&[lhs, rhs])
        .add_results(&[lhs.r#type()])
        .build()
        .expect("a well-formed binary op");
    block.append_operation(built).result(0).expect("one result").into()
}

fn result(op: MlirOperation) -> MlirValue {
    unsafe { mlir_sys::mlirOperationGetResult(op, 0) }
}

/// `(d0, ..., dn) -> (d0, ..., dn)`: the identity map of `rank` loops.
pub fn identity(rank: usize) -> String {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    format!("({0}) -> ({0})", dims.join(", "))
}
