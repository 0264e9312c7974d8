//! The `axe.kernel` a function becomes, built op by op while the conversion walks the
//! function. Values are known by name (`%arg0`, `%t3`, `%c0`; an allocation keeps its name,
//! minus the `%`, as the tensor's name in the emitted NKI), tiles and tensors by their
//! `!axe.tensor` types ([`super::tiles`]). Every op takes the location of the linalg op it
//! lowers, so dispatch errors point at the user's program; the index and f32 constants go at
//! the top of the kernel, in order of value, whatever op asked for them first.

use super::tiles::HbmTensor;
use axe_dialects::ir::enums::{BinaryFn, MapFn, ReduceFn};
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, DenseI32ArrayAttribute, FloatAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
        },
        operation::{OperationBuilder, OperationMutLike, OperationRefMut},
        r#type::{FunctionType, IntegerType, TypeLike},
        Attribute, Block, BlockLike, Identifier, Location, Operation, Region, RegionLike, Type, Value, ValueLike,
    },
    Context, ContextRef,
};
use mlir_sys::{MlirBlock, MlirLocation, MlirOperation, MlirValue};
use std::collections::{BTreeMap, HashMap};

/// What an `axe.copy` reads or writes: a whole tile, or the region of an HBM tensor at
/// `offsets` (one per dimension) that a tile covers.
pub struct Access {
    pub tensor: String,
    pub offsets: Vec<String>,
}

impl Access {
    pub fn whole(tensor: &str) -> Access {
        Access {
            tensor: tensor.to_owned(),
            offsets: vec![],
        }
    }

    pub fn at(tensor: &str, offsets: Vec<String>) -> Access {
        Access {
            tensor: tensor.to_owned(),
            offsets,
        }
    }
}

/// The kernel being built. Its body and constants belong to it until [`KernelBuilder::finish`]
/// hands the kernel over; a kernel given up (an op the conversion refuses) is destroyed with it.
pub struct KernelBuilder {
    /// The conversion's context, which outlives every kernel it builds.
    context: ContextRef<'static>,
    /// The function's location: the kernel's, its arguments', its constants' and its return's.
    kernel_location: MlirLocation,
    /// The location of the linalg op being lowered.
    location: MlirLocation,
    body: Option<MlirBlock>,
    /// Where ops go: the body, then the body of each loop still open.
    blocks: Vec<MlirBlock>,
    /// The loops still open, innermost last.
    loops: Vec<MlirOperation>,
    values: HashMap<String, MlirValue>,
    /// The kernel's arguments (name and type), in order: each becomes an argument of the body
    /// when first read, and those after the first `materialized` have not been read yet.
    arguments: Vec<(String, String)>,
    materialized: usize,
    /// The constants asked for so far, in no block until the kernel is finished: index ones by
    /// value, f32 ones by their bits.
    constants: BTreeMap<i64, MlirOperation>,
    floats: BTreeMap<u32, MlirOperation>,
    next: usize,
}

impl KernelBuilder {
    /// An empty kernel for the function at `location`.
    pub fn new(context: &Context, location: Location) -> KernelBuilder {
        let body = unsafe { mlir_sys::mlirBlockCreate(0, std::ptr::null(), std::ptr::null()) };
        KernelBuilder {
            context: unsafe { ContextRef::from_raw(context.to_raw()) },
            kernel_location: location.to_raw(),
            location: location.to_raw(),
            body: Some(body),
            blocks: vec![body],
            loops: vec![],
            values: HashMap::new(),
            arguments: vec![],
            materialized: 0,
            constants: BTreeMap::new(),
            floats: BTreeMap::new(),
            next: 0,
        }
    }

    /// Ops built from now on take `location` (the linalg op being lowered).
    pub fn set_location(&mut self, location: Location) {
        self.location = location.to_raw();
    }

    /// The next argument of the kernel: `tensor`, an HBM tensor known by its name. It is added
    /// to the body when an op first reads it (or when the kernel is finished): a tensor
    /// constant of rank 0, which has no `!axe.tensor` type, is a weight until the op that
    /// reads it is refused.
    pub fn argument(&mut self, tensor: &HbmTensor) {
        self.arguments.push((tensor.name.clone(), tensor.type_text()));
    }

    /// Adds the arguments up to the `count`th to the body.
    fn materialize(&mut self, count: usize) {
        let body = self.body.expect("a kernel being built");
        while self.materialized < count {
            let (name, ty) = self.arguments[self.materialized].clone();
            let ty = parse_type(self.context(), &ty).to_raw();
            let argument = unsafe { mlir_sys::mlirBlockAddArgument(body, ty, self.kernel_location) };
            self.define(&name, argument);
            self.materialized += 1;
        }
    }

    /// A fresh name from `base` (never `c` and digits: index constants are named so).
    pub fn fresh(&mut self, base: &str) -> String {
        self.next += 1;
        format!("%{base}{}", self.next)
    }

    /// An index constant, at the top of the kernel.
    pub fn index(&mut self, value: i64) -> String {
        let name = format!("%c{value}");
        if !self.constants.contains_key(&value) {
            let context = self.context();
            let index = Type::index(context);
            let op = OperationBuilder::new("arith.constant", self.kernel_location())
                .add_attributes(&[named(context, "value", IntegerAttribute::new(index, value).into())])
                .add_results(&[index]);
            let op = build(op);
            self.constants.insert(value, op);
            self.define(&name, result(op));
        }
        name
    }

    /// An f32 constant (the value of a memset: zeros, a pad's value), at the top of the kernel.
    pub fn float(&mut self, value: f64) -> String {
        let bits = (value as f32).to_bits();
        let name = format!("%f32_{bits:08x}");
        if !self.floats.contains_key(&bits) {
            let context = self.context();
            // The bits as a hex literal: exact for every value, infinities and NaN too.
            let attribute = Attribute::parse(context, &format!("0x{bits:08X} : f32")).expect("an f32 literal");
            let op = OperationBuilder::new("arith.constant", self.kernel_location())
                .add_attributes(&[named(context, "value", attribute)])
                .add_results(&[Type::float32(context)]);
            let op = build(op);
            self.floats.insert(bits, op);
            self.define(&name, result(op));
        }
        name
    }

    /// `arith.<op> a, b : index` (index arithmetic of HBM offsets).
    pub fn arith(&mut self, op: &str, a: &str, b: &str) -> String {
        let operands = self.resolve(&[a, b]);
        let context = self.context();
        let built = self.append(
            OperationBuilder::new(&format!("arith.{op}"), self.location())
                .add_operands(&values(&operands))
                .add_results(&[Type::index(context)]),
        );
        let name = self.fresh("i");
        self.define(&name, result(built));
        name
    }

    /// An `axe.alloc` of type `ty` under a fresh name from `base`.
    pub fn alloc(&mut self, base: &str, ty: &str) -> String {
        let name = self.fresh(base);
        self.alloc_as(&name, ty);
        name
    }

    /// An `axe.alloc` of type `ty` named `name`.
    pub fn alloc_as(&mut self, name: &str, ty: &str) {
        let context = self.context();
        let tensor_name = name.strip_prefix('%').expect("a value name");
        let op = self.append(
            OperationBuilder::new("axe.alloc", self.location())
                .add_attributes(&[named(
                    context,
                    "name",
                    StringAttribute::new(context, tensor_name).into(),
                )])
                .add_results(&[parse_type(context, ty)]),
        );
        self.define(name, result(op));
    }

    /// `axe.copy from to to`.
    pub fn copy(&mut self, from: &Access, to: &Access) {
        let mut names = vec![from.tensor.as_str()];
        names.extend(from.offsets.iter().map(String::as_str));
        names.push(&to.tensor);
        names.extend(to.offsets.iter().map(String::as_str));
        let operands = self.resolve(&names);
        let segments = segment_sizes(
            self.context(),
            &[1, from.offsets.len() as i32, 1, to.offsets.len() as i32],
        );
        self.operator("axe.copy", &operands, vec![("operandSegmentSizes", segments)]);
    }

    /// `axe.fill value into dst`.
    pub fn fill(&mut self, value: &str, dst: &str) {
        let operands = self.resolve(&[value, dst]);
        self.operator("axe.fill", &operands, vec![]);
    }

    /// `axe.binary function lhs, rhs into dst`, `function` as the assembly spells it.
    pub fn binary(&mut self, function: &str, lhs: &str, rhs: &str, dst: &str) {
        let operands = self.resolve(&[lhs, rhs, dst]);
        let code = BinaryFn::from_keyword(function).expect("an axe.binary function").code();
        let attribute = enum_attribute(self.context(), code);
        self.operator("axe.binary", &operands, vec![("fn", attribute)]);
    }

    /// `axe.map function src into dst`, with `scale` where given.
    pub fn map(&mut self, function: &str, src: &str, dst: &str, scale: Option<f64>) {
        let operands = self.resolve(&[src, dst]);
        let context = self.context();
        let code = MapFn::from_keyword(function).expect("an axe.map function").code();
        // No bias and no sum: one source, one destination.
        let mut attributes = vec![
            ("fn", enum_attribute(context, code)),
            ("operandSegmentSizes", segment_sizes(context, &[1, 0, 1, 0])),
        ];
        if let Some(scale) = scale {
            attributes.push((
                "scale",
                FloatAttribute::new(context, Type::float64(context), scale).into(),
            ));
        }
        self.operator("axe.map", &operands, attributes);
    }

    /// `axe.reduce function src into dst`, `function` as the assembly spells it.
    pub fn reduce(&mut self, function: &str, src: &str, dst: &str) {
        let operands = self.resolve(&[src, dst]);
        let code = ReduceFn::from_keyword(function).expect("an axe.reduce function").code();
        let attribute = enum_attribute(self.context(), code);
        self.operator("axe.reduce", &operands, vec![("fn", attribute)]);
    }

    /// `axe.select pred, src into dst`.
    pub fn select(&mut self, pred: &str, src: &str, dst: &str) {
        let operands = self.resolve(&[pred, src, dst]);
        self.operator("axe.select", &operands, vec![]);
    }

    /// `axe.gather table[index] into dst`.
    pub fn gather(&mut self, table: &str, index: &str, dst: &str) {
        let operands = self.resolve(&[table, index, dst]);
        self.operator("axe.gather", &operands, vec![]);
    }

    /// `axe.transpose src into dst`.
    pub fn transpose(&mut self, src: &str, dst: &str) {
        let operands = self.resolve(&[src, dst]);
        self.operator("axe.transpose", &operands, vec![]);
    }

    /// `axe.gemm a, b into c`: whole tiles, C written, not accumulated into.
    pub fn gemm(&mut self, a: &str, b: &str, c: &str) {
        let operands = self.resolve(&[a, b, c]);
        let segments = segment_sizes(self.context(), &[1, 0, 1, 0, 1]);
        self.operator("axe.gemm", &operands, vec![("operandSegmentSizes", segments)]);
    }

    /// An Axe operator of `operands` (no results) with `attributes`.
    fn operator(&self, name: &str, operands: &[MlirValue], attributes: Vec<(&str, Attribute)>) {
        let context = self.context();
        let operands = values(operands);
        let attributes: Vec<(Identifier, Attribute)> =
            attributes.into_iter().map(|(n, a)| named(context, n, a)).collect();
        self.append(
            OperationBuilder::new(name, self.location())
                .add_operands(&operands)
                .add_attributes(&attributes),
        );
    }

    /// Opens `scf.for %iv = 0 to extent step step` (named `name` in the NKI) and returns %iv;
    /// `None` when it would run once (the caller uses offset 0).
    pub fn open_loop(&mut self, name: &str, extent: i64, step: i64) -> Option<String> {
        self.open_loop_from(name, 0, extent, step)
    }

    /// `scf.for %iv = start to end step step`; `None` when it would run at most once from 0.
    /// Ops go into its body until [`KernelBuilder::close_loop`].
    pub fn open_loop_from(&mut self, name: &str, start: i64, end: i64, step: i64) -> Option<String> {
        if start == 0 && end <= step || start >= end {
            return None;
        }
        let bounds = [self.index(start), self.index(end), self.index(step)];
        let operands = self.resolve(&[&bounds[0], &bounds[1], &bounds[2]]);
        let context = self.context();
        let body = Block::new(&[(Type::index(context), self.location())]);
        let raw_body = body.to_raw();
        let region = Region::new();
        region.append_block(body);
        let op = self.append(
            OperationBuilder::new("scf.for", self.location())
                .add_operands(&values(&operands))
                .add_regions([region]),
        );
        let iv = self.fresh(name);
        self.define(&iv, unsafe { mlir_sys::mlirBlockGetArgument(raw_body, 0) });
        self.blocks.push(raw_body);
        self.loops.push(op);
        Some(iv)
    }

    /// Ends the loop `open_loop` opened (if it did), named `name` in the NKI; the loop takes
    /// the location of the op being lowered when it closes.
    pub fn close_loop(&mut self, iv: Option<String>, name: &str) {
        if iv.is_none() {
            return;
        }
        self.append(OperationBuilder::new("scf.yield", self.location()));
        self.blocks.pop();
        let op = self.loops.pop().expect("an open loop");
        let mut op = unsafe { OperationRefMut::from_raw(op) };
        op.set_location(self.location());
        op.set_attribute("axe.name", StringAttribute::new(self.context(), name).into());
    }

    /// The kernel `@name` of the arguments [`KernelBuilder::argument`] added, in order,
    /// returning `results`: the constants first, then the body, then `axe.return`.
    pub fn finish<'c>(mut self, context: &'c Context, name: &str, results: &[HbmTensor]) -> Operation<'c> {
        assert_eq!(self.blocks.len(), 1, "every loop of the kernel is closed");
        self.materialize(self.arguments.len());
        let location = unsafe { Location::from_raw(self.kernel_location) };
        let names: Vec<&str> = results.iter().map(|r| r.name.as_str()).collect();
        let returned = values(&self.resolve(&names));
        self.append(OperationBuilder::new("axe.return", location).add_operands(&returned));
        let body = self.body.take().expect("a kernel being built");
        let constants = std::mem::take(&mut self.constants).into_values();
        let floats = std::mem::take(&mut self.floats).into_values();
        for (position, op) in constants.chain(floats).enumerate() {
            unsafe { mlir_sys::mlirBlockInsertOwnedOperation(body, position as isize, op) };
        }
        let body = unsafe { Block::from_raw(body) };
        let argument_types: Vec<Type> = (0..body.argument_count())
            .map(|i| body.argument(i).expect("in range").r#type())
            .collect();
        let argument_names: Vec<Attribute> = self
            .arguments
            .iter()
            .map(|(name, _)| StringAttribute::new(context, name.strip_prefix('%').expect("a value name")).into())
            .collect();
        let result_types: Vec<Type> = results.iter().map(|r| parse_type(context, &r.type_text())).collect();
        let region = Region::new();
        region.append_block(body);
        let function_type = FunctionType::new(context, &argument_types, &result_types);
        OperationBuilder::new("axe.kernel", location)
            .add_attributes(&[
                named(context, "sym_name", StringAttribute::new(context, name).into()),
                named(
                    context,
                    "function_type",
                    TypeAttribute::new(function_type.into()).into(),
                ),
                named(
                    context,
                    "arg_names",
                    ArrayAttribute::new(context, &argument_names).into(),
                ),
            ])
            .add_regions([region])
            .build()
            .expect("a well-formed axe.kernel")
    }

    fn context(&self) -> &Context {
        axe_dialects::context_of(&self.context)
    }

    fn location(&self) -> Location<'_> {
        unsafe { Location::from_raw(self.location) }
    }

    fn kernel_location(&self) -> Location<'_> {
        unsafe { Location::from_raw(self.kernel_location) }
    }

    /// The values named `names` (arguments read first added to the body); naming one the kernel
    /// does not define is a bug of the conversion.
    fn resolve(&mut self, names: &[&str]) -> Vec<MlirValue> {
        names
            .iter()
            .map(|&name| {
                if !self.values.contains_key(name) {
                    if let Some(position) = self.arguments.iter().position(|(n, _)| n == name) {
                        self.materialize(position + 1);
                    }
                }
                *self
                    .values
                    .get(name)
                    .unwrap_or_else(|| panic!("{name} is not defined in the kernel"))
            })
            .collect()
    }

    fn define(&mut self, name: &str, value: MlirValue) {
        let previous = self.values.insert(name.to_owned(), value);
        assert!(previous.is_none(), "{name} is defined twice in the kernel");
    }

    /// Builds an op and appends it where ops go now.
    fn append(&self, builder: OperationBuilder) -> MlirOperation {
        let op = build(builder);
        let block = *self.blocks.last().expect("a block");
        unsafe { mlir_sys::mlirBlockAppendOwnedOperation(block, op) };
        op
    }
}

impl Drop for KernelBuilder {
    fn drop(&mut self) {
        // A finished kernel took its body and constants; a kernel given up destroys them,
        // the body (their users) first.
        unsafe {
            if let Some(body) = self.body.take() {
                mlir_sys::mlirBlockDestroy(body);
            }
            for op in self.constants.values().chain(self.floats.values()) {
                mlir_sys::mlirOperationDestroy(*op);
            }
        }
    }
}

/// The conversion builds ops of values and types it checked, so MLIR refusing one is a bug.
fn build(builder: OperationBuilder) -> MlirOperation {
    builder
        .build()
        .expect("the conversion builds well-formed ops")
        .into_raw()
}

fn values<'c, 'a>(raw: &[MlirValue]) -> Vec<Value<'c, 'a>> {
    raw.iter().map(|&v| unsafe { Value::from_raw(v) }).collect()
}

fn result(op: MlirOperation) -> MlirValue {
    unsafe { mlir_sys::mlirOperationGetResult(op, 0) }
}

/// A tile or tensor type of [`super::tiles`]; one that does not parse is a bug of the
/// conversion.
fn parse_type<'c>(context: &'c Context, text: &str) -> Type<'c> {
    Type::parse(context, text).unwrap_or_else(|| panic!("{text} is not a type"))
}

fn named<'c>(context: &'c Context, name: &str, attribute: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
    (Identifier::new(context, name), attribute)
}

/// An Axe enum case as its ops store it (an i32).
fn enum_attribute(context: &Context, code: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 32).into(), code).into()
}

/// The operand count of each operand group of an op with variadic ones.
fn segment_sizes<'c>(context: &'c Context, sizes: &[i32]) -> Attribute<'c> {
    DenseI32ArrayAttribute::new(context, sizes).into()
}
