//! Imports the index/integer arithmetic of one block into the symbolic
//! engine's graph: one row per understood op (`arith`, `index`, `uop`).
//! Every other value the arithmetic reads becomes a variable whose bounds
//! come from the value-range analysis.

use super::{ir::op_name, ir::value_width, value_ranges::ValueRanges};
use axe_symbolic::{BuildError, CmpPred, DivKind, ExprId, Graph, Op};
use melior::ir::{
    Attribute, BlockLike, BlockRef, OperationRef, Value, ValueLike,
    attribute::IntegerAttribute, operation::OperationLike,
};
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

const CMPI_PREDICATES: [CmpPred; 10] = [
    CmpPred::Eq,
    CmpPred::Ne,
    CmpPred::Slt,
    CmpPred::Sle,
    CmpPred::Sgt,
    CmpPred::Sge,
    CmpPred::Ult,
    CmpPred::Ule,
    CmpPred::Ugt,
    CmpPred::Uge,
];

/// Why a block could not be imported (only malformed IR gets here).
#[derive(Debug)]
pub struct ImportError(pub BuildError);

pub fn import_block<'c, 'a>(
    block: BlockRef<'c, 'a>,
    ranges: &ValueRanges,
) -> Result<ImportedBlock<'c, 'a>, ImportError> {
    let mut imported = ImportedBlock {
        graph: Graph::new(),
        expr_of: HashMap::new(),
        var_values: Vec::new(),
        ops: Vec::new(),
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
        let Ok(result) = op.result(0) else { return Ok(None) };
        let Some(width) = value_width(result.into()) else { return Ok(None) };
        let name = op_name(op);
        let expr = match name.as_str() {
            "arith.constant" | "index.constant" => {
                let Some(v) = constant_value(op, width) else { return Ok(None) };
                self.graph.constant(v, width)
            }
            "arith.cmpi" => {
                let Some(p) = cmpi_predicate(op) else { return Ok(None) };
                let operands = self.operands(op, ranges)?;
                self.graph.build(Op::Cmp(p), &operands)
            }
            _ => {
                let Some(graph_op) = graph_op(&name) else { return Ok(None) };
                let operands = self.operands(op, ranges)?;
                self.graph.build(graph_op, &operands)
            }
        }
        .map_err(ImportError)?;
        self.expr_of.insert(key(result.into()), expr);
        Ok(Some(expr))
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
        let name = format!("v{}", self.var_values.len());
        let expr = self.graph.var(&name, ranges.get(value), width).map_err(ImportError)?;
        self.var_values.push(value);
        self.expr_of.insert(key(value), expr);
        Ok(expr)
    }
}

fn constant_value(op: &OperationRef, width: u32) -> Option<i64> {
    let attribute: Attribute = op.attribute("value").ok()?;
    let v = IntegerAttribute::try_from(attribute).ok()?.value();
    // i1 true reads back sign-extended (-1); the graph stores flags as 0/1.
    Some(if width == 1 { v & 1 } else { v })
}

fn cmpi_predicate(op: &OperationRef) -> Option<CmpPred> {
    let p = super::ir::int_attr(op, "predicate")?;
    CMPI_PREDICATES.get(usize::try_from(p).ok()?).copied()
}

pub fn key(value: Value) -> usize {
    value.to_raw().ptr as usize
}
