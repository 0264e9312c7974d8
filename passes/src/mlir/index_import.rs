//! Imports the index/integer arithmetic of one block into the symbolic
//! engine's graph: one row per understood op (`arith`, `index`, `uop`).
//! Every other value the arithmetic reads becomes a variable whose bounds
//! come from the value-range analysis.

use super::value_ranges::ValueRanges;
use axe_dialects::ir::read::{
    cmpi_predicate, constant_of, constant_value, op_name, unsigned_on_bools, value_key as key, value_width,
};
use axe_dialects::ir::OperationAt;
use axe_symbolic::{BuildError, DivKind, ExprId, Graph, Op};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value};
use std::collections::HashMap;

/// The graph of one block and how it maps back to the IR.
pub struct ImportedBlock<'c, 'a> {
    pub graph: Graph,
    /// The expression of every imported value (op results and leaves).
    pub expr_of: HashMap<usize, ExprId>,
    /// The IR value behind each variable, indexed by `VarId`.
    pub var_values: Vec<Value<'c, 'a>>,
    /// The imported ops, in block order, with the expression of their result.
    pub ops: Vec<(OperationRef<'c, 'a>, ExprId)>,
    /// Nodes imported as floor division/remainder from a truncating or
    /// unsigned op (the two agree on their ranges): the op they were written as.
    pub spelling: HashMap<ExprId, Op>,
    /// Constants from enclosing blocks: they dominate the whole block.
    pub outer_constants: Vec<(ExprId, Value<'c, 'a>)>,
    reading: FloorReading,
}

/// The graph operation an MLIR op computes, if the simplifier understands it.
/// `arith.cmpi` / `index.cmp` predicates are read separately.
fn graph_op(name: &str) -> Option<Op> {
    use DivKind::*;
    Some(match name {
        "arith.addi" | "index.add" => Op::Add,
        "arith.subi" | "index.sub" => Op::Sub,
        "arith.muli" | "index.mul" => Op::Mul,
        "arith.floordivsi" | "index.floordivs" => Op::Div(Floor),
        "uop.floormod" => Op::Rem(Floor),
        "arith.divsi" | "index.divs" => Op::Div(Trunc),
        "arith.remsi" | "index.rems" => Op::Rem(Trunc),
        "arith.divui" | "index.divu" => Op::Div(Unsigned),
        "arith.remui" | "index.remu" => Op::Rem(Unsigned),
        "arith.minsi" | "index.mins" => Op::Min,
        "arith.maxsi" | "index.maxs" => Op::Max,
        "arith.andi" | "index.and" => Op::And,
        "arith.ori" | "index.or" => Op::Or,
        "arith.xori" | "index.xor" => Op::Xor,
        "arith.shli" | "index.shl" => Op::Shl,
        "arith.shrsi" | "index.shrs" => Op::ShrArith,
        "arith.shrui" | "index.shru" => Op::ShrLogical,
        "arith.select" => Op::Select,
        _ => return None,
    })
}

/// Why a block could not be imported (only malformed IR gets here).
#[derive(Debug)]
pub struct ImportError(pub BuildError);

/// How truncating and unsigned division/remainder are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloorReading {
    /// As floor ops where the ranges make the two agree.
    WhereAgreeing,
    /// As written.
    Literal,
}

pub fn import_block<'c, 'a>(
    block: BlockRef<'c, 'a>,
    ranges: &ValueRanges,
    reading: FloorReading,
) -> Result<ImportedBlock<'c, 'a>, ImportError> {
    let mut imported = ImportedBlock {
        graph: Graph::new(),
        expr_of: HashMap::new(),
        var_values: Vec::new(),
        ops: Vec::new(),
        outer_constants: Vec::new(),
        spelling: HashMap::new(),
        reading,
    };
    let mut current = block.first_operation();
    while let Some(op) = current {
        if let Some(expr) = imported.import_op(&op, ranges)? {
            imported.ops.push((op, expr));
        }
        current = op.next_in_block();
    }
    Ok(imported)
}

impl<'c, 'a> ImportedBlock<'c, 'a> {
    fn import_op(&mut self, op: &OperationRef<'c, 'a>, ranges: &ValueRanges) -> Result<Option<ExprId>, ImportError> {
        if op.result_count() != 1 || op.region_count() != 0 {
            return Ok(None);
        }
        let Some(result) = op.result_at(0) else { return Ok(None) };
        let Some(width) = value_width(result.into()) else {
            return Ok(None);
        };
        let name = op_name(op);
        let expr = match name {
            "arith.constant" | "index.constant" => {
                let Some(v) = constant_value(op, width) else {
                    return Ok(None);
                };
                self.graph.constant(v, width)
            }
            "arith.cmpi" => {
                let Some(mut p) = cmpi_predicate(op) else {
                    return Ok(None);
                };
                let mut operands = self.operands(op, ranges)?;
                let on_bools = op.operand_at(0).and_then(value_width) == Some(1);
                if let (true, Some(unsigned)) = (on_bools, unsigned_on_bools(p)) {
                    operands.swap(0, 1);
                    p = unsigned;
                }
                self.graph.build(Op::Cmp(p), &operands)
            }
            _ => {
                let Some(graph_op) = graph_op(name) else {
                    return Ok(None);
                };
                let operands = self.operands(op, ranges)?;
                let floor_op = self.agreeing_floor_form(graph_op, &operands);
                let expr = self.graph.build(floor_op, &operands);
                if let (Ok(e), true) = (&expr, floor_op != graph_op) {
                    self.spelling.insert(*e, graph_op);
                }
                expr
            }
        }
        .map_err(ImportError)?;
        self.expr_of.insert(key(result.into()), expr);
        Ok(Some(expr))
    }

    /// Truncating and unsigned division and remainder equal the floor ones
    /// when the dividend is provably non-negative and the divisor positive;
    /// importing them as floor lets the floor rules (and the div-mod identity
    /// with a floor partner) see them. The exporter writes such a node back as
    /// it was spelled (see `spelling`).
    fn agreeing_floor_form(&self, op: Op, operands: &[ExprId]) -> Op {
        if self.reading == FloorReading::Literal {
            return op;
        }
        let agrees = || {
            let (x, n) = (self.graph.range(operands[0]), self.graph.range(operands[1]));
            x.lo >= 0 && n.lo > 0
        };
        match op {
            Op::Div(DivKind::Trunc | DivKind::Unsigned) if agrees() => Op::Div(DivKind::Floor),
            Op::Rem(DivKind::Trunc | DivKind::Unsigned) if agrees() => Op::Rem(DivKind::Floor),
            other => other,
        }
    }

    /// The expressions of `op`'s operands; values not defined by imported
    /// ops become variables bounded by the analysis.
    fn operands(&mut self, op: &OperationRef<'c, 'a>, ranges: &ValueRanges) -> Result<Vec<ExprId>, ImportError> {
        let mut out = Vec::with_capacity(op.operand_count());
        for value in op.operands() {
            out.push(self.leaf_or_expr(value, ranges)?);
        }
        Ok(out)
    }

    fn leaf_or_expr(&mut self, value: Value<'c, 'a>, ranges: &ValueRanges) -> Result<ExprId, ImportError> {
        if let Some(&expr) = self.expr_of.get(&key(value)) {
            return Ok(expr);
        }
        // Only integer-like values reach here: the op's operand types match its result's.
        let width = value_width(value).unwrap_or(64);
        // A constant defined outside this block (hoisted by --canonicalize, say)
        // is still a literal: rules that need a constant divisor must see it.
        if let Some(c) = constant_of(value, width) {
            let expr = self.graph.constant(c, width).map_err(ImportError)?;
            self.expr_of.insert(key(value), expr);
            self.outer_constants.push((expr, value));
            return Ok(expr);
        }
        let name = format!("v{}", self.var_values.len());
        let expr = self.graph.var(&name, ranges.get(value), width).map_err(ImportError)?;
        self.var_values.push(value);
        self.expr_of.insert(key(value), expr);
        Ok(expr)
    }
}
