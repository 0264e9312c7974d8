//! The Axe operators of a GPU kernel written as an Axe program (`axe.kernel` with a grid and a
//! block, `axe.alloc`, `axe.copy`, `axe.gemm`, `axe.fill`, the waits), built on a [`Builder`]
//! for `axe-dispatch-gpu` to lower as it lowers a program written by hand.

use super::Builder;
use axe_dialects::ir::enums::ExecScope;
use melior::{
    ir::{
        attribute::{ArrayAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute, StringAttribute, TypeAttribute},
        operation::OperationBuilder,
        r#type::FunctionType,
        Attribute, Block, Location, Operation, Region, RegionLike, Type, Value,
    },
    Context,
};

/// One side of an `axe.copy` or an operand of an `axe.gemm`: a tensor and the offsets of the
/// region an operator reads or writes (none: the whole tensor).
#[derive(Clone)]
pub struct TensorRegion<'c, 'a> {
    pub tensor: Value<'c, 'a>,
    pub offsets: Vec<Value<'c, 'a>>,
}

/// How an operator runs: the threads that run it together, and whether it is issued without
/// waiting for it (an `async` copy commits a group, an `async` gemm stays in flight).
#[derive(Clone, Copy)]
pub struct Issue {
    pub scope: ExecScope,
    pub asynchronous: bool,
}

/// A GPU `axe.kernel @name` of arguments `arguments` (name and type, in order), launched on
/// `grid` blocks of `block` threads, with an empty body for the caller to fill (and end with
/// [`Builder::axe_return`]).
pub fn gpu_kernel<'c>(
    context: &'c Context,
    name: &str,
    arguments: &[(&str, Type<'c>)],
    grid: &[i64],
    block: &[i64],
    location: Location<'c>,
) -> Operation<'c> {
    let types: Vec<Type> = arguments.iter().map(|&(_, ty)| ty).collect();
    let names: Vec<Attribute> = arguments
        .iter()
        .map(|&(n, _)| StringAttribute::new(context, n).into())
        .collect();
    let body = Block::new(&types.iter().map(|&ty| (ty, location)).collect::<Vec<_>>());
    let region = Region::new();
    region.append_block(body);
    let function_type = FunctionType::new(context, &types, &[]);
    let named = |n: &str, a: Attribute<'c>| (melior::ir::Identifier::new(context, n), a);
    OperationBuilder::new("axe.kernel", location)
        .add_attributes(&[
            named("sym_name", StringAttribute::new(context, name).into()),
            named("function_type", TypeAttribute::new(function_type.into()).into()),
            named("arg_names", ArrayAttribute::new(context, &names).into()),
            named("grid", DenseI64ArrayAttribute::new(context, grid).into()),
            named("block", DenseI64ArrayAttribute::new(context, block).into()),
        ])
        .add_regions([region])
        .build()
        .expect("a well-formed axe.kernel")
}

impl<'c, 'a> Builder<'c, 'a> {
    /// `axe.alloc : ty`.
    pub fn axe_alloc(&self, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(OperationBuilder::new("axe.alloc", self.location).add_results(&[ty]))
    }

    /// `axe.copy src to dst` as `issue` says.
    pub fn axe_copy(&self, src: &TensorRegion<'c, 'a>, dst: &TensorRegion<'c, 'a>, issue: Issue) {
        let (operands, sizes) = segments(&[src, dst]);
        self.operator("axe.copy", &operands, &sizes, &[], issue);
    }

    /// `axe.gemm a, b into c` (C accumulated into where `accumulate`, else written) as `issue`
    /// says.
    pub fn axe_gemm(
        &self,
        a: &TensorRegion<'c, 'a>,
        b: &TensorRegion<'c, 'a>,
        c: Value<'c, 'a>,
        accumulate: bool,
        issue: Issue,
    ) {
        let (mut operands, mut sizes) = segments(&[a, b]);
        operands.push(c);
        sizes.push(1);
        let flags: &[&str] = if accumulate { &["accumulate"] } else { &[] };
        self.operator("axe.gemm", &operands, &sizes, flags, issue);
    }

    /// An operator of `operands` in segments of `sizes`, with the unit attributes `flags`,
    /// issued as `issue` says.
    fn operator(&self, name: &str, operands: &[Value<'c, 'a>], sizes: &[i32], flags: &[&str], issue: Issue) {
        let mut attributes = vec![
            self.named(
                "operandSegmentSizes",
                DenseI32ArrayAttribute::new(self.context, sizes).into(),
            ),
            self.named("scope", self.int_attr(32, issue.scope.code())),
        ];
        let asynchronous = issue.asynchronous.then_some("async");
        for flag in flags.iter().copied().chain(asynchronous) {
            attributes.push(self.named(flag, Attribute::unit(self.context)));
        }
        self.insert(
            OperationBuilder::new(name, self.location)
                .add_operands(operands)
                .add_attributes(&attributes),
        );
    }

    /// `axe.fill value into dst`.
    pub fn axe_fill(&self, value: Value<'c, 'a>, dst: Value<'c, 'a>) {
        self.insert(OperationBuilder::new("axe.fill", self.location).add_operands(&[value, dst]));
    }

    /// `axe.wait_async pending`: waits until at most `pending` groups of async copies are in
    /// flight.
    pub fn axe_wait_async(&self, pending: i64) {
        self.wait("axe.wait_async", pending);
    }

    /// `axe.wait_gemm pending`: waits until at most `pending` async gemms are in flight.
    pub fn axe_wait_gemm(&self, pending: i64) {
        self.wait("axe.wait_gemm", pending);
    }

    fn wait(&self, name: &str, pending: i64) {
        self.insert(
            OperationBuilder::new(name, self.location)
                .add_attributes(&[self.named("pending", self.int_attr(64, pending))]),
        );
    }

    /// `axe.return` (of a GPU kernel: nothing).
    pub fn axe_return(&self) {
        self.insert(OperationBuilder::new("axe.return", self.location));
    }
}

/// The operands of tensors with offsets and their segments: each tensor, then its offsets.
fn segments<'c, 'a>(regions: &[&TensorRegion<'c, 'a>]) -> (Vec<Value<'c, 'a>>, Vec<i32>) {
    let operands = regions
        .iter()
        .flat_map(|r| std::iter::once(r.tensor).chain(r.offsets.iter().copied()))
        .collect();
    let sizes = regions.iter().flat_map(|r| [1, r.offsets.len() as i32]).collect();
    (operands, sizes)
}
