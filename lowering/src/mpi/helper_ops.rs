//! Builders of the ops a collective's helper function is written with ([`super::rings`]): index
//! arithmetic, memref views of rows and blocks, copies, MPI point-to-point, loops and branches.
//! Each builds one op at an insertion point (the end of a block, or before its terminator).

use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::{CmpIPredicate, MpiReductionOp};
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, DenseElementsAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
            FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
        },
        operation::{OperationBuilder, OperationLike},
        r#type::{FunctionType, IntegerType, MemRefType, RankedTensorType, ShapedTypeLike, TypeLike},
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, Operation, OperationRef, Region, RegionLike, Type,
        Value, ValueLike,
    },
    Context,
};

/// MLIR's marker of a dynamic offset, size or stride in static lists and strided layouts
/// (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// A static entry or a value in an offset list (`memref.subview`'s `[%j, 0]`).
#[derive(Clone, Copy)]
pub enum Offset<'c, 'a> {
    Static(i64),
    Value(Value<'c, 'a>),
}

/// Where new ops go: at the end of `block`, or before its terminator when it has one (the
/// `scf.yield` of a loop or branch body).
#[derive(Clone, Copy)]
pub struct At<'c, 'a> {
    pub context: &'c Context,
    pub block: BlockRef<'c, 'a>,
    pub location: Location<'c>,
}

impl<'c, 'a> At<'c, 'a> {
    pub fn insert(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        match self.block.terminator() {
            Some(terminator) => self.block.insert_operation_before(terminator, op),
            None => self.block.append_operation(op),
        }
    }

    fn build(&self, builder: OperationBuilder<'c>) -> OperationRef<'c, 'a> {
        self.insert(ops::built(builder))
    }

    /// The one result of the op `builder` makes.
    fn value(&self, builder: OperationBuilder<'c>) -> Value<'c, 'a> {
        self.build(builder).result(0).expect("one result").into()
    }

    fn named(&self, name: &str, attribute: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), attribute)
    }

    fn op(&self, name: &str) -> OperationBuilder<'c> {
        OperationBuilder::new(name, self.location)
    }

    pub fn index_type(&self) -> Type<'c> {
        Type::index(self.context)
    }

    pub fn i32_type(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    /// `arith.constant value : ty` (an integer or index type).
    pub fn constant(&self, ty: Type<'c>, value: i64) -> Value<'c, 'a> {
        self.insert(ops::int_constant(self.context, ty, value, self.location))
            .result(0)
            .expect("one result")
            .into()
    }

    pub fn index(&self, value: i64) -> Value<'c, 'a> {
        self.constant(self.index_type(), value)
    }

    /// `arith.constant 0` of an integer or float type.
    pub fn zero(&self, ty: Type<'c>) -> Value<'c, 'a> {
        self.insert(ops::zero(self.context, ty, self.location))
            .result(0)
            .expect("one result")
            .into()
    }

    /// An op (`arith.addi`, `arith.maximumf`, ...) whose result has the type of its operands.
    pub fn binary(&self, name: &str, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(self.op(name).add_operands(&[lhs, rhs]).add_results(&[lhs.r#type()]))
    }

    pub fn cmpi(&self, predicate: CmpIPredicate, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        self.insert(ops::cmpi(self.context, predicate.code(), lhs, rhs, self.location))
            .result(0)
            .expect("one result")
            .into()
    }

    /// `arith.index_cast` of an i32 to an index.
    pub fn index_cast(&self, value: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            self.op("arith.index_cast")
                .add_operands(&[value])
                .add_results(&[self.index_type()]),
        )
    }

    pub fn load(&self, buffer: Value<'c, 'a>, indices: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        let element = MemRefType::try_from(buffer.r#type()).expect("a memref").element();
        self.insert(ops::memref_load(buffer, indices, element, self.location))
            .result(0)
            .expect("one result")
            .into()
    }

    pub fn store(&self, value: Value<'c, 'a>, buffer: Value<'c, 'a>, indices: &[Value<'c, 'a>]) {
        self.insert(ops::memref_store(value, buffer, indices, self.location));
    }

    /// `memref.get_global @symbol` of type `ty`.
    pub fn get_global(&self, symbol: &str, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(
            self.op("memref.get_global")
                .add_attributes(&[self.named("name", FlatSymbolRefAttribute::new(self.context, symbol).into())])
                .add_results(&[ty]),
        )
    }

    pub fn alloc(&self, ty: Type<'c>) -> Value<'c, 'a> {
        let segments = DenseI32ArrayAttribute::new(self.context, &[0, 0]).into();
        self.value(
            self.op("memref.alloc")
                .add_attributes(&[self.named("operandSegmentSizes", segments)])
                .add_results(&[ty]),
        )
    }

    pub fn dealloc(&self, buffer: Value<'c, 'a>) {
        self.build(self.op("memref.dealloc").add_operands(&[buffer]));
    }

    /// `memref.cast` (also between equal types, which the helpers write where a view needs no
    /// reshaping).
    pub fn cast(&self, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
        self.value(self.op("memref.cast").add_operands(&[value]).add_results(&[to]))
    }

    /// `memref.subview` of `source` at `offsets` with `sizes`, unit strides, as `to` (a
    /// rank-reducing view when `to` has fewer dimensions).
    pub fn subview(
        &self,
        source: Value<'c, 'a>,
        offsets: &[Offset<'c, 'a>],
        sizes: &[i64],
        to: Type<'c>,
    ) -> Value<'c, 'a> {
        let mut operands = vec![source];
        let static_offsets: Vec<i64> = offsets
            .iter()
            .map(|offset| match *offset {
                Offset::Static(value) => value,
                Offset::Value(value) => {
                    operands.push(value);
                    DYNAMIC
                }
            })
            .collect();
        let segments = [1, operands.len() as i32 - 1, 0, 0];
        let ones = vec![1; sizes.len()];
        let context = self.context;
        self.value(
            self.op("memref.subview")
                .add_operands(&operands)
                .add_attributes(&[
                    self.named(
                        "operandSegmentSizes",
                        DenseI32ArrayAttribute::new(context, &segments).into(),
                    ),
                    self.named(
                        "static_offsets",
                        DenseI64ArrayAttribute::new(context, &static_offsets).into(),
                    ),
                    self.named("static_sizes", DenseI64ArrayAttribute::new(context, sizes).into()),
                    self.named("static_strides", DenseI64ArrayAttribute::new(context, &ones).into()),
                ])
                .add_results(&[to]),
        )
    }

    /// `[[0, 1, ..., rank-1]]`: every dimension into (or out of) one.
    fn all_in_one(&self, rank: usize) -> Attribute<'c> {
        let dims: Vec<Attribute> = (0..rank as i64)
            .map(|d| IntegerAttribute::new(IntegerType::new(self.context, 64).into(), d).into())
            .collect();
        ArrayAttribute::new(self.context, &[ArrayAttribute::new(self.context, &dims).into()]).into()
    }

    /// `memref.collapse_shape` of every dimension of `value` into one, as `to`.
    pub fn collapse_all(&self, value: Value<'c, 'a>, rank: usize, to: Type<'c>) -> Value<'c, 'a> {
        self.value(
            self.op("memref.collapse_shape")
                .add_operands(&[value])
                .add_attributes(&[self.named("reassociation", self.all_in_one(rank))])
                .add_results(&[to]),
        )
    }

    /// `memref.expand_shape` of the 1-D `value` into `shape`, as `to`.
    pub fn expand_one(&self, value: Value<'c, 'a>, shape: &[i64], to: Type<'c>) -> Value<'c, 'a> {
        self.value(
            self.op("memref.expand_shape")
                .add_operands(&[value])
                .add_attributes(&[
                    self.named("reassociation", self.all_in_one(shape.len())),
                    self.named(
                        "static_output_shape",
                        DenseI64ArrayAttribute::new(self.context, shape).into(),
                    ),
                ])
                .add_results(&[to]),
        )
    }

    /// A linalg op on buffers of one input and one output whose body yields the input element
    /// (`linalg.copy`, `linalg.fill`): its region is written here, as the named op's parser
    /// would write it.
    fn copy_like(&self, name: &str, input: Value<'c, 'a>, output: Value<'c, 'a>) {
        let element = |value: Value<'c, 'a>| match MemRefType::try_from(value.r#type()) {
            Ok(memref) => memref.element(),
            Err(_) => value.r#type(),
        };
        let body = Block::new(&[(element(input), self.location), (element(output), self.location)]);
        let yielded: Value = body.argument(0).expect("the input element").into();
        body.append_operation(ops::built(self.op("linalg.yield").add_operands(&[yielded])));
        let region = Region::new();
        region.append_block(body);
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, 1]).into();
        self.build(
            self.op(name)
                .add_operands(&[input, output])
                .add_attributes(&[self.named("operandSegmentSizes", segments)])
                .add_regions([region]),
        );
    }

    /// `linalg.copy ins(from) outs(to)`.
    pub fn copy(&self, from: Value<'c, 'a>, to: Value<'c, 'a>) {
        self.copy_like("linalg.copy", from, to);
    }

    /// `linalg.fill ins(scalar) outs(buffer)`.
    pub fn fill(&self, scalar: Value<'c, 'a>, buffer: Value<'c, 'a>) {
        self.copy_like("linalg.fill", scalar, buffer);
    }

    /// `mpi.send` or `mpi.recv` (`name`) of the row `buffer` with `tag` to or from rank `peer`.
    pub fn point_to_point(
        &self,
        name: &str,
        buffer: Value<'c, 'a>,
        tag: Value<'c, 'a>,
        peer: Value<'c, 'a>,
        comm: Value<'c, 'a>,
    ) {
        self.build(self.op(name).add_operands(&[buffer, tag, peer, comm]));
    }

    /// A private constant `memref.global @name` of i32 `entries` (row-major) in `shape`.
    pub fn constant_table(&self, name: &str, shape: &[i64], entries: &[i64]) {
        let i32_type = self.i32_type();
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        let values: Vec<Attribute> = entries
            .iter()
            .map(|&v| IntegerAttribute::new(i32_type, v).into())
            .collect();
        let initial = DenseElementsAttribute::new(RankedTensorType::new(&dims, i32_type, None).into(), &values)
            .expect("one entry per element");
        self.build(self.op("memref.global").add_attributes(&[
            self.named("sym_name", StringAttribute::new(self.context, name).into()),
            self.named("sym_visibility", StringAttribute::new(self.context, "private").into()),
            self.named("type", TypeAttribute::new(memref(i32_type, shape, None)).into()),
            self.named("initial_value", initial.into()),
            self.named("constant", Attribute::unit(self.context)),
        ]));
    }

    /// A new private `func.func @name(input) -> output`: a builder in its body and its argument.
    pub fn private_function(&self, name: &str, input: Type<'c>, output: Type<'c>) -> (At<'c, 'a>, Value<'c, 'a>) {
        let function_type = FunctionType::new(self.context, &[input], &[output]);
        let region = Region::new();
        region.append_block(Block::new(&[(input, self.location)]));
        let function = self.build(
            self.op("func.func")
                .add_attributes(&[
                    self.named("sym_name", StringAttribute::new(self.context, name).into()),
                    self.named("sym_visibility", StringAttribute::new(self.context, "private").into()),
                    self.named("function_type", TypeAttribute::new(function_type.into()).into()),
                ])
                .add_regions([region]),
        );
        let block = function.region(0).expect("a body").first_block().expect("a block");
        let argument = block.argument(0).expect("the argument").into();
        (At { block, ..*self }, argument)
    }

    pub fn function_return(&self, value: Value<'c, 'a>) {
        self.build(self.op("func.return").add_operands(&[value]));
    }

    /// `bufferization.to_buffer` of `tensor` as the memref `ty`.
    pub fn buffer_of(&self, tensor: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(
            self.op("bufferization.to_buffer")
                .add_operands(&[tensor])
                .add_results(&[ty]),
        )
    }

    /// `bufferization.to_tensor restrict` of `buffer` (no other view of it is read afterwards).
    pub fn tensor_of(&self, buffer: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(
            self.op("bufferization.to_tensor")
                .add_operands(&[buffer])
                .add_attributes(&[self.named("restrict", Attribute::unit(self.context))])
                .add_results(&[ty]),
        )
    }

    /// `mpi.comm_world`.
    pub fn comm_world(&self) -> Value<'c, 'a> {
        let comm = Type::parse(self.context, "!mpi.comm").expect("the mpi dialect's communicator");
        self.value(self.op("mpi.comm_world").add_results(&[comm]))
    }

    /// `mpi.comm_rank`: this process's rank in `comm`, an i32.
    pub fn comm_rank(&self, comm: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            self.op("mpi.comm_rank")
                .add_operands(&[comm])
                .add_results(&[self.i32_type()]),
        )
    }

    /// `mpi.allreduce` of `sent` into `received` with `reduction`.
    pub fn all_reduce(
        &self,
        sent: Value<'c, 'a>,
        received: Value<'c, 'a>,
        reduction: MpiReductionOp,
        comm: Value<'c, 'a>,
    ) {
        let reduction = IntegerAttribute::new(self.i32_type(), reduction.code()).into();
        self.build(
            self.op("mpi.allreduce")
                .add_operands(&[sent, received, comm])
                .add_attributes(&[self.named("op", reduction)]),
        );
    }

    /// A builder inside a new `scf.for` from `lower` to `upper` by `step` with no results, and
    /// its induction variable.
    pub fn inside_for(
        &self,
        lower: Value<'c, 'a>,
        upper: Value<'c, 'a>,
        step: Value<'c, 'a>,
    ) -> (At<'c, 'a>, Value<'c, 'a>) {
        let body = Block::new(&[(self.index_type(), self.location)]);
        body.append_operation(ops::scf_yield(&[], self.location));
        let for_op = self.insert(ops::scf_for([lower, upper, step], &[], body, self.location));
        let block = for_op.region(0).expect("a body").first_block().expect("a block");
        let iv = block.argument(0).expect("the induction variable").into();
        (At { block, ..*self }, iv)
    }

    /// Builders inside the then and else blocks of a new `scf.if %condition` with no results.
    pub fn inside_if_else(&self, condition: Value<'c, 'a>) -> (At<'c, 'a>, At<'c, 'a>) {
        let block = || {
            let block = Block::new(&[]);
            block.append_operation(ops::scf_yield(&[], self.location));
            block
        };
        let branch = self.insert(ops::scf_if(condition, &[], block(), Some(block()), self.location));
        let inside = |region: usize| At {
            block: branch.region(region).expect("a branch").first_block().expect("a block"),
            ..*self
        };
        (inside(0), inside(1))
    }
}

/// `memref<shape x element>` with an optional strided layout (`offset` [`None`] for `?`).
pub fn memref<'c>(element: Type<'c>, shape: &[i64], strided: Option<(Option<i64>, &[i64])>) -> Type<'c> {
    let layout = strided.map(|(offset, strides)| unsafe {
        Attribute::from_raw(mlir_sys::mlirStridedLayoutAttrGet(
            mlir_sys::mlirTypeGetContext(element.to_raw()),
            offset.unwrap_or(DYNAMIC),
            strides.len() as isize,
            strides.as_ptr(),
        ))
    });
    MemRefType::new(element, shape, layout, None).into()
}
