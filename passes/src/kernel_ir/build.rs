//! Builds kernel-level ops before a chosen op.

use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::CmpFPredicate;
use axe_dialects::ir::read::cmpi_code;
use axe_symbolic::CmpPred;
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, FloatAttribute, IntegerAttribute},
        operation::OperationBuilder,
        r#type::{IntegerType, MemRefType},
        Attribute, Operation, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};

axe_dialects::builder_on_insertion_point!(
    /// Inserts new ops right before an op, at its location (an [`InsertionPoint`], whose
    /// fields and `insert` / `value` / `named` it shares).
    Builder
);

impl<'c, 'a> Builder<'c, 'a> {
    /// Builds before `op`, at its location.
    pub fn before(context: &'c Context, op: OperationRef<'c, 'a>) -> Self {
        Builder(InsertionPoint::before(context, op).expect("kernel ops live in a block"))
    }

    fn int(&self, bits: u32, v: i64) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.context, bits).into(), v).into()
    }

    pub fn index_type(&self) -> Type<'c> {
        Type::index(self.context)
    }

    pub fn constant(&self, ty: Type<'c>, v: f64) -> Value<'c, 'a> {
        let attribute: Attribute = if ty.is_float() {
            FloatAttribute::new(self.context, ty, v).into()
        } else {
            IntegerAttribute::new(
                ty,
                wrap_to_width(v as i64, axe_dialects::ir::read::int_width(ty).unwrap_or(64)),
            )
            .into()
        };
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[self.named("value", attribute)])
                .add_results(&[ty]),
        )
    }

    /// `arith.constant` of an attribute (a splat element, say) of type `ty`.
    pub fn constant_attr(&self, attribute: Attribute<'c>, ty: Type<'c>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[self.named("value", attribute)])
                .add_results(&[ty]),
        )
    }

    pub fn index_const(&self, v: i64) -> Value<'c, 'a> {
        let ty = self.index_type();
        let attribute = IntegerAttribute::new(ty, v).into();
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[self.named("value", attribute)])
                .add_results(&[ty]),
        )
    }

    /// A two-operand op whose result has the operands' type (`arith.addi`, ...).
    pub fn binary(&self, name: &str, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[a, b])
                .add_results(&[a.r#type()]),
        )
    }

    /// `+`, `-`, `*` in the value's type (integer or float).
    pub fn add(&self, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.binary(
            if a.r#type().is_float() {
                "arith.addf"
            } else {
                "arith.addi"
            },
            a,
            b,
        )
    }

    pub fn sub(&self, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.binary(
            if a.r#type().is_float() {
                "arith.subf"
            } else {
                "arith.subi"
            },
            a,
            b,
        )
    }

    pub fn mul(&self, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.binary(
            if a.r#type().is_float() {
                "arith.mulf"
            } else {
                "arith.muli"
            },
            a,
            b,
        )
    }

    pub fn cmpi(&self, predicate: CmpPred, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.cmpi", self.location)
                .add_operands(&[a, b])
                .add_attributes(&[self.named("predicate", self.int(64, cmpi_code(predicate)))])
                .add_results(&[IntegerType::new(self.context, 1).into()]),
        )
    }

    /// `arith.cmpf` with `predicate` (ordered or not, as upstream's enum says).
    pub fn cmpf(&self, predicate: CmpFPredicate, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.cmpf", self.location)
                .add_operands(&[a, b])
                .add_attributes(&[self.named("predicate", self.int(64, predicate.code()))])
                .add_results(&[IntegerType::new(self.context, 1).into()]),
        )
    }

    pub fn select(&self, c: Value<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.select", self.location)
                .add_operands(&[c, a, b])
                .add_results(&[a.r#type()]),
        )
    }

    /// An integer value as `index`, sign-extended (`arith.index_cast`).
    pub fn to_index(&self, v: Value<'c, 'a>) -> Value<'c, 'a> {
        if v.r#type().is_index() {
            return v;
        }
        self.value(
            OperationBuilder::new("arith.index_cast", self.location)
                .add_operands(&[v])
                .add_results(&[self.index_type()]),
        )
    }

    /// An index value as `ty` (integers by `arith.index_cast`, floats through i64).
    pub fn from_index(&self, v: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
        if ty.is_index() {
            return v;
        }
        let cast = |name: &str, v: Value<'c, 'a>, to: Type<'c>| {
            self.value(
                OperationBuilder::new(name, self.location)
                    .add_operands(&[v])
                    .add_results(&[to]),
            )
        };
        if ty.is_float() {
            let wide = cast("arith.index_cast", v, IntegerType::new(self.context, 64).into());
            cast("arith.sitofp", wide, ty)
        } else {
            cast("arith.index_cast", v, ty)
        }
    }

    pub fn range(&self, end: i64, axis: i64, kind: i64) -> Value<'c, 'a> {
        let end = self.index_const(end);
        self.value(
            OperationBuilder::new("uop.range", self.location)
                .add_operands(&[end])
                .add_attributes(&[
                    self.named("axis", self.int(64, axis)),
                    self.named("kind", self.int(32, kind)),
                ])
                .add_results(&[self.index_type()]),
        )
    }

    /// `uop.reduce`; `from_negative_zero` (a float add only) starts it from -0 (UOpKernelOps.td):
    /// a pass that rebuilds or splits a reduce passes on the original's [`super::from_negative_zero`].
    pub fn reduce(
        &self,
        kind: i64,
        from_negative_zero: bool,
        value: Value<'c, 'a>,
        ranges: &[Value<'c, 'a>],
    ) -> Value<'c, 'a> {
        let mut operands = vec![value];
        operands.extend(ranges);
        let mut attributes = vec![self.named("op", self.int(32, kind))];
        if from_negative_zero {
            attributes.push(self.named("from_negative_zero", Attribute::unit(self.context)));
        }
        self.value(
            OperationBuilder::new("uop.reduce", self.location)
                .add_operands(&operands)
                .add_attributes(&attributes)
                .add_results(&[value.r#type()]),
        )
    }

    pub fn end(&self, effect: Value<'c, 'a>, ranges: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        let mut operands = vec![effect];
        operands.extend(ranges);
        self.value(
            OperationBuilder::new("uop.end", self.location)
                .add_operands(&operands)
                .add_results(&[effect.r#type()]),
        )
    }

    pub fn bufferize(
        &self,
        value: Value<'c, 'a>,
        ranges: &[Value<'c, 'a>],
        dest: Option<Value<'c, 'a>>,
        result: Type<'c>,
    ) -> Value<'c, 'a> {
        let mut operands = vec![value];
        operands.extend(ranges);
        operands.extend(dest);
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, ranges.len() as i32, dest.is_some() as i32]);
        self.value(
            OperationBuilder::new("uop.bufferize", self.location)
                .add_operands(&operands)
                .add_attributes(&[self.named("operandSegmentSizes", segments.into())])
                .add_results(&[result]),
        )
    }

    /// `uop.load` of `buffer[indices]`, gated when `gate` is given.
    pub fn load(
        &self,
        buffer: Value<'c, 'a>,
        indices: &[Value<'c, 'a>],
        gate: Option<Value<'c, 'a>>,
        element: Type<'c>,
    ) -> Value<'c, 'a> {
        let mut operands = vec![buffer];
        operands.extend(indices);
        operands.extend(gate);
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, indices.len() as i32, gate.is_some() as i32]);
        let ptr_type = Type::parse(self.context, &format!("!uop.ptr<{element}>")).expect("a valid ptr type");
        let ptr = self.value(
            OperationBuilder::new("uop.index", self.location)
                .add_operands(&operands)
                .add_attributes(&[self.named("operandSegmentSizes", segments.into())])
                .add_results(&[ptr_type]),
        );
        self.value(
            OperationBuilder::new("uop.load", self.location)
                .add_operands(&[ptr])
                .add_results(&[element]),
        )
    }

    /// `uop.store` of `value` at `buffer[indices]` (ungated); the effect.
    pub fn store(&self, buffer: Value<'c, 'a>, indices: &[Value<'c, 'a>], value: Value<'c, 'a>) -> Value<'c, 'a> {
        let mut operands = vec![buffer];
        operands.extend(indices);
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, indices.len() as i32, 0]);
        let ptr_type = Type::parse(self.context, &format!("!uop.ptr<{}>", value.r#type())).expect("a valid ptr type");
        let ptr = self.value(
            OperationBuilder::new("uop.index", self.location)
                .add_operands(&operands)
                .add_attributes(&[self.named("operandSegmentSizes", segments.into())])
                .add_results(&[ptr_type]),
        );
        let effect = Type::parse(self.context, "!uop.effect").expect("a valid type");
        self.value(
            OperationBuilder::new("uop.store", self.location)
                .add_operands(&[ptr, value])
                .add_results(&[effect]),
        )
    }

    /// `uop.sink` of `values`.
    pub fn sink(&self, values: &[Value<'c, 'a>]) {
        self.insert(OperationBuilder::new("uop.sink", self.location).add_operands(values));
    }

    /// `buffer` (row-major, static `shape`) seen as one dimension through
    /// `memref.collapse_shape`; a buffer of rank 0 or 1 is its own view.
    pub fn flat_view(&self, buffer: Value<'c, 'a>, shape: &[i64], element: Type<'c>) -> Value<'c, 'a> {
        if shape.len() <= 1 {
            return buffer;
        }
        let all: Vec<String> = (0..shape.len()).map(|i| i.to_string()).collect();
        let reassociation = Attribute::parse(self.context, &format!("[[{}]]", all.join(", "))).expect("valid");
        let flat: Type = MemRefType::new(element, &[shape.iter().product()], None, None).into();
        self.value(
            OperationBuilder::new("memref.collapse_shape", self.location)
                .add_operands(&[buffer])
                .add_attributes(&[self.named("reassociation", reassociation)])
                .add_results(&[flat]),
        )
    }

    /// Clones `op` (same attributes and result types) with new operands.
    pub fn clone_with(&self, op: OperationRef<'c, 'a>, operands: &[Value<'c, 'a>]) -> OperationRef<'c, 'a> {
        unsafe {
            let raw = mlir_sys::mlirOperationClone(op.to_raw());
            for (i, v) in operands.iter().enumerate() {
                mlir_sys::mlirOperationSetOperand(raw, i as isize, v.to_raw());
            }
            self.insert_built(Operation::from_raw(raw))
        }
    }
}

/// `v` modulo 2^width, read back signed (what `arith` integers of that width hold).
fn wrap_to_width(v: i64, width: u32) -> i64 {
    if width >= 64 {
        return v;
    }
    let shift = 64 - width;
    (v << shift) >> shift
}
