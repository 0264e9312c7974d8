//! Writes simplified expressions back as upstream `arith` ops (plus
//! `uop.floormod` where the input had floor semantics and the ranges do not
//! prove that `arith.remsi` computes the same). Shared subexpressions are
//! emitted once per block.

use axe_dialects::ir::read::cmpi_code;
use axe_symbolic::{DivKind, ExprId, Graph, Op};
use melior::{
    ir::{
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        BlockLike, BlockRef, Identifier, Location, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

/// Stack left before [`stacker`] switches to a new segment, and its size.
const RED_ZONE: usize = 128 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// Emits expressions of one block before chosen ops, reusing what it emitted.
pub struct Exporter<'c, 'a> {
    context: &'c Context,
    block: BlockRef<'c, 'a>,
    /// The IR value of every variable (by `VarId`).
    var_values: &'a [Value<'c, 'a>],
    /// (expression, index-typed?) -> emitted value.
    emitted: HashMap<(ExprId, bool), Value<'c, 'a>>,
    /// `uop.floormod` may be emitted (the input had floor semantics).
    allow_floormod: bool,
    /// How the input spelled floor nodes imported from truncating/unsigned ops.
    spelling: &'a HashMap<ExprId, Op>,
    /// Whether a 64-bit expression is `index` (true) or `i64` (false), decided
    /// by the variables below it; `None` when it has none (constants only).
    family: HashMap<ExprId, Option<bool>>,
    /// Values the input already computes (an op keeps computing its original
    /// expression even after its uses move to a simpler one): reused where
    /// they dominate the insertion point, so the output stays CSE'd.
    existing: HashMap<ExprId, Vec<(OperationRef<'c, 'a>, Value<'c, 'a>)>>,
    dominating: HashMap<ExprId, Vec<Value<'c, 'a>>>,
}

impl<'c, 'a> Exporter<'c, 'a> {
    pub fn new(
        context: &'c Context,
        block: BlockRef<'c, 'a>,
        var_values: &'a [Value<'c, 'a>],
        spelling: &'a HashMap<ExprId, Op>,
        allow_floormod: bool,
    ) -> Self {
        Exporter {
            context,
            block,
            var_values,
            spelling,
            emitted: HashMap::new(),
            allow_floormod,
            family: HashMap::new(),
            existing: HashMap::new(),
            dominating: HashMap::new(),
        }
    }

    /// Records a value that dominates the whole block (a constant from an
    /// enclosing block), reusable anywhere in it.
    pub fn add_dominating(&mut self, expr: ExprId, value: Value<'c, 'a>) {
        self.dominating.entry(expr).or_default().push(value);
    }

    /// Records that `op` (in this block) computes `expr` as `value`.
    pub fn add_existing(&mut self, expr: ExprId, op: OperationRef<'c, 'a>, value: Value<'c, 'a>) {
        self.existing.entry(expr).or_default().push((op, value));
    }

    /// The value of `expr`, emitting what is missing right before `before`.
    /// A 64-bit expression is `index` if its variables are, else `i64`;
    /// with no variables below it, `index` decides.
    pub fn value(
        &mut self,
        g: &Graph,
        expr: ExprId,
        index: bool,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let node = *g.node(expr);
        let index = node.width == 64 && self.family_of(g, expr).unwrap_or(index);
        if let Op::Var(v) = node.op {
            return self.var_values[v.0 as usize];
        }
        if let Some(&value) = self.emitted.get(&(expr, index)) {
            return value;
        }
        let ty = self.type_of(node.width, index);
        let reusable = self
            .existing
            .get(&expr)
            .and_then(|defs| {
                defs.iter()
                    .find(|(op, v)| op.is_before_in_block(before) && v.r#type() == ty)
            })
            .map(|(_, v)| *v)
            .or_else(|| {
                self.dominating
                    .get(&expr)
                    .and_then(|vs| vs.iter().find(|v| v.r#type() == ty))
                    .copied()
            });
        if let Some(value) = reusable {
            return value;
        }
        // A comparison's operands share one type: take it from whichever side
        // has variables, so a side that folded to a constant gets the same type.
        let operand_index = match node.op {
            Op::Cmp(_) => {
                let sides = node.operands();
                self.family_of(g, sides[0])
                    .or_else(|| self.family_of(g, sides[1]))
                    .unwrap_or(index)
            }
            _ => index,
        };
        let operands: Vec<Value> = node
            .operands()
            .iter()
            // The recursion follows operands: a 10,000-deep chain needs more
            // stack than a thread has, so it grows on the heap as needed.
            .map(|&o| {
                stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || {
                    self.value(g, o, operand_index, before, location)
                })
            })
            .collect();
        let value = match node.op {
            Op::Const(v) => self.constant(v, ty, before, location),
            // A node the input wrote as a truncating/unsigned op keeps that spelling.
            Op::Div(DivKind::Floor) | Op::Rem(DivKind::Floor) if self.spelling.contains_key(&expr) => {
                self.binary_or_select(self.spelling[&expr], &operands, ty, before, location)
            }
            // A new division where the ranges make floor and truncation agree:
            // the truncating one is what C and PTX compute, and cheaper to lower.
            Op::Div(DivKind::Floor) if floor_agrees_with_trunc(g, node.operands()) => {
                self.binary("arith.divsi", operands[0], operands[1], ty, before, location)
            }
            Op::Rem(DivKind::Floor) => self.floor_mod(g, node.operands(), &operands, ty, before, location),
            Op::Cmp(p) => {
                let predicate = IntegerAttribute::new(IntegerType::new(self.context, 64).into(), cmpi_code(p));
                let op = OperationBuilder::new("arith.cmpi", location)
                    .add_operands(&operands)
                    .add_attributes(&[(Identifier::new(self.context, "predicate"), predicate.into())])
                    .add_results(&[ty]);
                self.emit(op, before)
            }
            Op::Neg => {
                let zero = self.constant(0, ty, before, location);
                self.binary("arith.subi", zero, operands[0], ty, before, location)
            }
            op => self.binary_or_select(op, &operands, ty, before, location),
        };
        self.emitted.insert((expr, index), value);
        value
    }

    /// The type family of the first variable below `expr` (the input was
    /// well typed, and rewrites never combine values of different types).
    fn family_of(&mut self, g: &Graph, expr: ExprId) -> Option<bool> {
        if let Some(&known) = self.family.get(&expr) {
            return known;
        }
        let node = *g.node(expr);
        let found = match node.op {
            Op::Var(v) => Some(is_index(self.var_values[v.0 as usize])),
            // A comparison's result is i1 whatever its operands are.
            Op::Cmp(_) => None,
            _ => node
                .operands()
                .iter()
                .find_map(|&o| stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.family_of(g, o))),
        };
        self.family.insert(expr, found);
        found
    }

    fn type_of(&self, width: u32, index: bool) -> Type<'c> {
        if index {
            Type::index(self.context)
        } else {
            IntegerType::new(self.context, width).into()
        }
    }

    fn emit(&self, builder: OperationBuilder<'c>, before: OperationRef<'c, 'a>) -> Value<'c, 'a> {
        // Operand and result types were chosen to match: the builder cannot fail.
        let operation = builder.build().expect("well-formed arith op");
        let inserted = self.block.insert_operation_before(before, operation);
        inserted.result(0).expect("one result").into()
    }

    fn constant(&self, v: i64, ty: Type<'c>, before: OperationRef<'c, 'a>, location: Location<'c>) -> Value<'c, 'a> {
        let attribute = IntegerAttribute::new(ty, v);
        let op = OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(Identifier::new(self.context, "value"), attribute.into())])
            .add_results(&[ty]);
        self.emit(op, before)
    }

    fn binary(
        &self,
        name: &str,
        a: Value<'c, 'a>,
        b: Value<'c, 'a>,
        ty: Type<'c>,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        self.emit(
            OperationBuilder::new(name, location)
                .add_operands(&[a, b])
                .add_results(&[ty]),
            before,
        )
    }

    fn binary_or_select(
        &self,
        op: Op,
        operands: &[Value<'c, 'a>],
        ty: Type<'c>,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        // Casts are never imported and floor remainders go through
        // `floor_mod`, so the simplifier never hands this anything else.
        let name = arith_name(op).unwrap_or_else(|| unreachable!("the importer never creates {op:?}"));
        self.emit(
            OperationBuilder::new(name, location)
                .add_operands(operands)
                .add_results(&[ty]),
            before,
        )
    }

    /// Floor modulo: `arith.remsi` when the ranges prove the operands
    /// non-negative and positive (the two agree there), else `uop.floormod`
    /// if the input used floor semantics, else `x - floordivsi(x, n) * n`.
    fn floor_mod(
        &self,
        g: &Graph,
        exprs: &[ExprId],
        operands: &[Value<'c, 'a>],
        ty: Type<'c>,
        before: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        let (x, n) = (operands[0], operands[1]);
        if floor_agrees_with_trunc(g, exprs) {
            return self.binary("arith.remsi", x, n, ty, before, location);
        }
        if self.allow_floormod {
            let op = axe_dialects::uop::floormod(self.context, x, n, location);
            let inserted = self.block.insert_operation_before(before, op.into());
            return inserted.result(0).expect("one result").into();
        }
        let q = self.binary("arith.floordivsi", x, n, ty, before, location);
        let qn = self.binary("arith.muli", q, n, ty, before, location);
        self.binary("arith.subi", x, qn, ty, before, location)
    }
}

/// The `arith` op that computes a binary or select node exactly as the
/// graph defines it; `None` for nodes that need more than one op or none
/// (constants, variables, comparisons, negation, floor remainder, casts).
pub fn arith_name(op: Op) -> Option<&'static str> {
    Some(match op {
        Op::Add => "arith.addi",
        Op::Sub => "arith.subi",
        Op::Mul => "arith.muli",
        Op::Div(DivKind::Floor) => "arith.floordivsi",
        Op::Div(DivKind::Trunc) => "arith.divsi",
        Op::Rem(DivKind::Trunc) => "arith.remsi",
        Op::Div(DivKind::Unsigned) => "arith.divui",
        Op::Rem(DivKind::Unsigned) => "arith.remui",
        Op::Min => "arith.minsi",
        Op::Max => "arith.maxsi",
        Op::And => "arith.andi",
        Op::Or => "arith.ori",
        Op::Xor => "arith.xori",
        Op::Shl => "arith.shli",
        Op::ShrArith => "arith.shrsi",
        Op::ShrLogical => "arith.shrui",
        Op::Select => "arith.select",
        Op::Const(_) | Op::Var(_) | Op::Cmp(_) | Op::Neg | Op::Rem(DivKind::Floor) | Op::Cast { .. } => return None,
    })
}

/// Floor and truncating division/remainder agree: dividend >= 0, divisor > 0.
pub fn floor_agrees_with_trunc(g: &Graph, operands: &[ExprId]) -> bool {
    g.range(operands[0]).lo >= 0 && g.range(operands[1]).lo > 0
}

/// Whether a value has index type (as opposed to a 64-bit integer).
pub fn is_index(value: Value) -> bool {
    value.r#type().is_index()
}
