//! An insertion point for the GPU passes: builds ops before a given op (or at
//! the end of a block) and hands back their results. The builders of GPU ops that both the
//! tensor-core path and the layout dispatch use live beside it, so that neither reaches into the
//! other for them.

pub mod async_copy;
pub mod axe_ops;
pub mod axes;
pub mod ldmatrix;
pub mod memory;

use crate::uop_to_scf::ops;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::{
    ir::{
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, Block, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};

axe_dialects::builder_on_insertion_point!(
    /// Where new ops go: before an op or at a block's end (an [`InsertionPoint`], whose fields and
    /// `insert` / `insert_built` / `value` / `named` it shares), with the GPU passes' op builders.
    Builder
);

impl<'c, 'a> Builder<'c, 'a> {
    /// Inserts before `op`, at its location.
    pub fn before(context: &'c Context, op: OperationRef<'c, 'a>) -> Option<Self> {
        InsertionPoint::before(context, op).map(Builder)
    }

    pub fn int_attr(&self, bits: u32, v: i64) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.context, bits).into(), v).into()
    }

    pub fn index(&self, v: i64) -> Value<'c, 'a> {
        let index = Type::index(self.context);
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[self.named("value", IntegerAttribute::new(index, v).into())])
                .add_results(&[index]),
        )
    }

    /// A binary op whose result has the type of its operands.
    pub fn binary(&self, name: &str, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[lhs, rhs])
                .add_results(&[lhs.r#type()]),
        )
    }

    /// A one-operand conversion (`arith.bitcast`, `arith.extui`, `llvm.inttoptr`, ...) to `to`.
    pub fn convert(&self, name: &str, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[value])
                .add_results(&[to]),
        )
    }

    /// `(v / divisor) % extent * weight` of a non-negative `v` (a digit of a mixed-radix
    /// number, scaled), each step left out where it is the identity.
    pub fn digit(&self, mut v: Value<'c, 'a>, divisor: i64, extent: Option<i64>, weight: i64) -> Value<'c, 'a> {
        if divisor != 1 {
            v = self.binary("arith.divui", v, self.index(divisor));
        }
        if let Some(e) = extent {
            v = self.binary("arith.remui", v, self.index(e));
        }
        if weight != 1 {
            v = self.binary("arith.muli", v, self.index(weight));
        }
        v
    }

    /// The sum of `terms` plus `constant` (the constant alone without terms).
    pub fn sum_plus(&self, terms: impl IntoIterator<Item = Value<'c, 'a>>, constant: i64) -> Value<'c, 'a> {
        let sum = terms.into_iter().reduce(|s, v| self.binary("arith.addi", s, v));
        match sum {
            None => self.index(constant),
            Some(s) if constant == 0 => s,
            Some(s) => self.binary("arith.addi", s, self.index(constant)),
        }
    }

    /// `vector.extract` of the element (or sub-vector) at `position` of `vector`, of type `result`.
    pub fn extract(&self, vector: Value<'c, 'a>, position: &[i64], result: Type<'c>) -> Value<'c, 'a> {
        let list: Vec<String> = position.iter().map(i64::to_string).collect();
        let position = Attribute::parse(self.context, &format!("array<i64: {}>", list.join(", "))).expect("a position");
        self.value(
            OperationBuilder::new("vector.extract", self.location)
                .add_attributes(&[self.named("static_position", position)])
                .add_operands(&[vector])
                .add_results(&[result]),
        )
    }

    /// A float vector of type `ty` full of zeros (an accumulator's start).
    pub fn zeros(&self, ty: Type<'c>) -> Value<'c, 'a> {
        let value = Attribute::parse(self.context, &format!("dense<0.0> : {ty}"))
            .expect("a zero vector of a float vector type");
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[self.named("value", value)])
                .add_results(&[ty]),
        )
    }

    /// A builder inside a new `scf.if %condition` (no else).
    pub fn inside_if(&self, condition: Value<'c, 'a>) -> Builder<'c, 'a> {
        let then = Block::new(&[]);
        then.append_operation(ops::scf_yield(&[], self.location));
        let guard = self.insert_built(ops::scf_if(condition, &[], then, None, self.location));
        let block = guard.region(0).expect("then").first_block().expect("a block");
        Builder(InsertionPoint {
            context: self.context,
            block,
            before: block.terminator(),
            location: self.location,
        })
    }

    /// A builder inside a new `scf.for` from `lower` to `upper` (step 1) with no results, and its
    /// induction variable.
    pub fn inside_for(&self, lower: Value<'c, 'a>, upper: Value<'c, 'a>) -> (Builder<'c, 'a>, Value<'c, 'a>) {
        self.inside_for_step(lower, upper, self.index(1))
    }

    /// A builder inside a new `scf.for` from `lower` to `upper` by `step` with no results, and its
    /// induction variable.
    pub fn inside_for_step(
        &self,
        lower: Value<'c, 'a>,
        upper: Value<'c, 'a>,
        step: Value<'c, 'a>,
    ) -> (Builder<'c, 'a>, Value<'c, 'a>) {
        let body = Block::new(&[(Type::index(self.context), self.location)]);
        body.append_operation(ops::scf_yield(&[], self.location));
        let for_op = self.insert_built(ops::scf_for([lower, upper, step], &[], body, self.location));
        let block = for_op.region(0).expect("a body").first_block().expect("a block");
        let iv = block.argument(0).expect("the induction variable").into();
        (
            Builder(InsertionPoint {
                context: self.context,
                block,
                before: block.terminator(),
                location: self.location,
            }),
            iv,
        )
    }

    /// A new `scf.for` over `bounds` (lower, upper, step) carrying `inits`, its body still
    /// without a terminator (the caller yields the next carried values last): the loop, a
    /// builder at the end of its body, and the body's arguments (the induction variable, then
    /// the carried values). The loop's results are the carried values after the last step.
    pub fn inside_for_carrying(
        &self,
        bounds: [Value<'c, 'a>; 3],
        inits: &[Value<'c, 'a>],
    ) -> (OperationRef<'c, 'a>, Builder<'c, 'a>, Vec<Value<'c, 'a>>) {
        let mut arguments = vec![(Type::index(self.context), self.location)];
        arguments.extend(inits.iter().map(|v| (v.r#type(), self.location)));
        let for_op = self.insert_built(ops::scf_for(bounds, inits, Block::new(&arguments), self.location));
        let block = for_op.region(0).expect("a body").first_block().expect("a block");
        let carried = (0..block.argument_count())
            .map(|i| block.argument(i).expect("in range").into())
            .collect();
        let body = Builder(InsertionPoint::at_end(self.context, block, self.location));
        (for_op, body, carried)
    }

    /// `arith.cmpi`.
    pub fn cmpi(&self, predicate: CmpIPredicate, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.cmpi", self.location)
                .add_operands(&[lhs, rhs])
                .add_attributes(&[self.named("predicate", self.int_attr(64, predicate.code()))])
                .add_results(&[IntegerType::new(self.context, 1).into()]),
        )
    }
}

/// Replaces every use of `old` with `new`.
pub fn replace_uses(old: Value, new: Value) {
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) }
}

/// Erases `op`, which must have no uses left.
pub fn erase(op: OperationRef) {
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
}
