//! The hash-consed expression graph: an arena of integer nodes, each with a bit width and a value range computed
//! once, at construction, from its operands' ranges (spec 000, "value range analysis": vmin/vmax are eager).
//!
//! Values of a `w`-bit node are stored in their signed view (sign-extended into `i64`); width-1 values (booleans,
//! `cmp` results, `select` conditions) are 0 or 1. Every node records whether its own operation is *exact*: whether
//! the mathematical result, for all operand values in range, fits the width without wrapping. The rewrite rules
//! reason in mathematical integers and only look through exact nodes; every node a rule builds must be exact too
//! (see `engine.rs`), so a rewrite never changes what the wrapped `w`-bit program computes.

use std::fmt;

use crate::congruence::Congruence;
use crate::interval::{CmpPred, Interval};
use rustc_hash::FxHashMap;

/// A node in a [`Graph`]. Ids are dense and only meaningful for the graph that made them; a node's operands always
/// have smaller ids than the node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ExprId(pub u32);

impl ExprId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Index of a variable declaration in a [`Graph`] (the slot of its value in an evaluation environment).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// The division semantics of a `Div` or `Rem` node (spec README, "Division semantics").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DivKind {
    /// Python `//` and `%`: quotient rounds toward negative infinity, remainder has the divisor's sign
    /// (tinygrad's index math, `arith.floordivsi`, `uop` floor modulo).
    Floor,
    /// C / PTX / `arith.divsi`, `arith.remsi`: quotient rounds toward zero, remainder has the dividend's sign.
    Trunc,
    /// `arith.divui`, `arith.remui`: both operands read as unsigned `w`-bit integers.
    Unsigned,
}

/// What a node computes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Op {
    Const(i64),
    Var(VarId),
    Add,
    Sub,
    Mul,
    Neg,
    Div(DivKind),
    Rem(DivKind),
    Min,
    Max,
    /// Width-1 result, 0 or 1.
    Cmp(CmpPred),
    /// `select(cond, a, b)`: `cond` is width 1.
    Select,
    And,
    Or,
    Xor,
    Shl,
    ShrArith,
    ShrLogical,
    /// Truncation or extension to the node's width; `signed` picks sign extension, else zero extension.
    Cast {
        signed: bool,
    },
}

impl Op {
    pub fn arity(self) -> usize {
        match self {
            Op::Const(_) | Op::Var(_) => 0,
            Op::Neg | Op::Cast { .. } => 1,
            Op::Select => 3,
            _ => 2,
        }
    }

    pub fn is_div_or_rem(self) -> bool {
        matches!(self, Op::Div(_) | Op::Rem(_))
    }

    /// Operand order does not matter (spec 000 §6 canonicalizes these).
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            Op::Add
                | Op::Mul
                | Op::Min
                | Op::Max
                | Op::And
                | Op::Or
                | Op::Xor
                | Op::Cmp(CmpPred::Eq)
                | Op::Cmp(CmpPred::Ne)
        )
    }
}

/// A node: operation, operands, width and the facts cached at construction.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub op: Op,
    args: [ExprId; 3],
    pub width: u32,
    /// vmin/vmax of the node's `width`-bit value.
    pub range: Interval,
    /// The operation cannot wrap for any operand values in range: the node's value is the mathematical result.
    pub exact: bool,
    /// Every value is `residue (mod modulus)` (see `congruence.rs`); `range` is already tightened to it.
    pub congruence: Congruence,
    /// Cost counters over the expression *tree* below and including this node (saturating): division and
    /// remainder ops, ALU ops, ALU ops inside division numerators, and the sum of constant magnitudes. The engine
    /// accepts a rewrite only when it lowers this cost (see `cost.rs`).
    pub divmods: u32,
    pub alu: u32,
    /// ALU ops inside the numerators of divisions and remainders (work a division has to wait for, and terms it
    /// hides from the rules).
    pub numer: u32,
    pub const_mag: u64,
}

impl Node {
    pub fn operands(&self) -> &[ExprId] {
        &self.args[..self.op.arity()]
    }

    pub fn as_const(&self) -> Option<i64> {
        match self.op {
            Op::Const(v) => Some(v),
            _ => None,
        }
    }
}

/// A variable declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarDecl {
    pub name: String,
    pub range: Interval,
    pub width: u32,
}

/// Why a node could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    Arity { op: Op, expected: usize, got: usize },
    WidthMismatch { op: Op, widths: Vec<u32> },
    BadWidth(u32),
    UnknownOperand(ExprId),
    EmptyRange { name: String, lo: i64, hi: i64 },
    ConditionNotBoolean(ExprId),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Arity { op, expected, got } => write!(f, "{op:?} takes {expected} operands, got {got}"),
            BuildError::WidthMismatch { op, widths } => write!(f, "{op:?} operands have different widths {widths:?}"),
            BuildError::BadWidth(w) => write!(f, "width {w} is not in 1..=64"),
            BuildError::UnknownOperand(id) => write!(f, "operand {} is not a node of this graph", id.0),
            BuildError::EmptyRange { name, lo, hi } => write!(f, "variable {name} has empty bounds [{lo}, {hi}]"),
            BuildError::ConditionNotBoolean(id) => write!(f, "select condition {} is not 1 bit wide", id.0),
        }
    }
}

impl std::error::Error for BuildError {}

/// The arena.
#[derive(Clone, Default)]
pub struct Graph {
    nodes: Vec<Node>,
    dedup: FxHashMap<(Op, [ExprId; 3], u32), ExprId>,
    vars: Vec<VarDecl>,
    var_dedup: FxHashMap<(String, i64, i64, u32), VarId>,
}

/// The full range of a `width`-bit value in this graph's representation (width 1 is 0 or 1).
pub fn full_range(width: u32) -> Interval {
    if width == 1 {
        Interval::new(0, 1)
    } else {
        Interval::of_width(width, true)
    }
}

/// `v` reduced to a `width`-bit value in this graph's representation.
pub fn wrap_value(v: i128, width: u32) -> i64 {
    if width == 1 {
        return (v & 1) as i64;
    }
    let shift = 128 - width;
    ((v << shift) >> shift) as i64
}

fn sat_add(a: u32, b: u32) -> u32 {
    a.saturating_add(b)
}

impl Graph {
    pub fn new() -> Graph {
        Graph::default()
    }

    /// Removes every node and variable, keeping the allocations (for generating many small expressions).
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.dedup.clear();
        self.vars.clear();
        self.var_dedup.clear();
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn node(&self, id: ExprId) -> &Node {
        &self.nodes[id.index()]
    }

    /// `Some` when `id` belongs to this graph.
    pub fn get(&self, id: ExprId) -> Option<&Node> {
        self.nodes.get(id.index())
    }

    pub fn range(&self, id: ExprId) -> Interval {
        self.nodes[id.index()].range
    }

    pub fn width(&self, id: ExprId) -> u32 {
        self.nodes[id.index()].width
    }

    pub fn as_const(&self, id: ExprId) -> Option<i64> {
        self.nodes[id.index()].as_const()
    }

    pub fn vars(&self) -> &[VarDecl] {
        &self.vars
    }

    pub fn var_decl(&self, v: VarId) -> &VarDecl {
        &self.vars[v.0 as usize]
    }

    /// The variable declared with this name (the first, if several widths or bounds were declared).
    pub fn var_named(&self, name: &str) -> Option<VarId> {
        self.vars.iter().position(|d| d.name == name).map(|i| VarId(i as u32))
    }

    /// A `width`-bit constant; `v` is reduced to the width.
    pub fn constant(&mut self, v: i64, width: u32) -> Result<ExprId, BuildError> {
        check_width(width)?;
        Ok(self.constant_unchecked(v, width))
    }

    /// A variable with inclusive bounds (intersected with the width's range). Declaring the same name, bounds and
    /// width again returns the same node.
    pub fn var(&mut self, name: &str, bounds: Interval, width: u32) -> Result<ExprId, BuildError> {
        check_width(width)?;
        if bounds.lo > bounds.hi {
            return Err(BuildError::EmptyRange {
                name: name.to_string(),
                lo: bounds.lo,
                hi: bounds.hi,
            });
        }
        let full = full_range(width);
        let range = Interval::try_new(bounds.lo.max(full.lo), bounds.hi.min(full.hi)).ok_or_else(|| {
            BuildError::EmptyRange {
                name: name.to_string(),
                lo: bounds.lo,
                hi: bounds.hi,
            }
        })?;
        let key = (name.to_string(), range.lo, range.hi, width);
        let v = match self.var_dedup.get(&key) {
            Some(&v) => v,
            None => {
                let v = VarId(self.vars.len() as u32);
                self.vars.push(VarDecl {
                    name: name.to_string(),
                    range,
                    width,
                });
                self.var_dedup.insert(key, v);
                v
            }
        };
        Ok(self.intern(Op::Var(v), [ExprId(0); 3], width, range, true))
    }

    /// A new variable standing for `base` restricted to `range` (never returned by [`Graph::var`]): used to
    /// simplify under a condition, then substituted back (`valid.rs`).
    pub(crate) fn fresh_var(&mut self, base: VarId, range: Interval) -> ExprId {
        let d = self.vars[base.0 as usize].clone();
        let v = VarId(self.vars.len() as u32);
        self.vars.push(VarDecl {
            name: format!("{}'", d.name),
            range,
            width: d.width,
        });
        self.intern(Op::Var(v), [ExprId(0); 3], d.width, range, true)
    }

    /// Builds `op` over `operands`, checking arity and widths. Binary arithmetic, bitwise ops, shifts, min and max
    /// take and produce one width; `cmp` produces width 1; `select` takes a width-1 condition.
    pub fn build(&mut self, op: Op, operands: &[ExprId]) -> Result<ExprId, BuildError> {
        if operands.len() != op.arity() {
            return Err(BuildError::Arity {
                op,
                expected: op.arity(),
                got: operands.len(),
            });
        }
        for &a in operands {
            if a.index() >= self.nodes.len() {
                return Err(BuildError::UnknownOperand(a));
            }
        }
        match op {
            Op::Const(v) => self.constant(v, 64),
            Op::Var(v) => {
                let d = self
                    .vars
                    .get(v.0 as usize)
                    .cloned()
                    .ok_or(BuildError::UnknownOperand(ExprId(v.0)))?;
                self.var(&d.name, d.range, d.width)
            }
            // A cast's target width is not implied by its operand; `build` casts to the same width, `cast` to any.
            Op::Cast { .. } => Ok(self.mk(op, operands, self.width(operands[0]))),
            Op::Select => {
                if self.width(operands[0]) != 1 {
                    return Err(BuildError::ConditionNotBoolean(operands[0]));
                }
                self.same_width(op, &operands[1..])?;
                Ok(self.mk(op, operands, self.width(operands[1])))
            }
            Op::Cmp(_) => {
                self.same_width(op, operands)?;
                Ok(self.mk(op, operands, 1))
            }
            _ => {
                let w = self.same_width(op, operands)?;
                Ok(self.mk(op, operands, w))
            }
        }
    }

    /// Truncation or extension of `x` to `width` bits.
    pub fn cast(&mut self, x: ExprId, width: u32, signed: bool) -> Result<ExprId, BuildError> {
        check_width(width)?;
        if x.index() >= self.nodes.len() {
            return Err(BuildError::UnknownOperand(x));
        }
        Ok(self.mk(Op::Cast { signed }, &[x], width))
    }

    fn same_width(&self, op: Op, operands: &[ExprId]) -> Result<u32, BuildError> {
        let w = self.width(operands[0]);
        if operands.iter().any(|&a| self.width(a) != w) {
            return Err(BuildError::WidthMismatch {
                op,
                widths: operands.iter().map(|&a| self.width(a)).collect(),
            });
        }
        Ok(w)
    }

    pub fn binary(&mut self, op: Op, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.build(op, &[a, b])
    }

    pub fn unary(&mut self, op: Op, a: ExprId) -> Result<ExprId, BuildError> {
        self.build(op, &[a])
    }

    pub fn select(&mut self, cond: ExprId, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.build(Op::Select, &[cond, a, b])
    }

    pub fn add(&mut self, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.binary(Op::Add, a, b)
    }

    pub fn sub(&mut self, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.binary(Op::Sub, a, b)
    }

    pub fn mul(&mut self, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.binary(Op::Mul, a, b)
    }

    pub fn div(&mut self, kind: DivKind, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.binary(Op::Div(kind), a, b)
    }

    pub fn rem(&mut self, kind: DivKind, a: ExprId, b: ExprId) -> Result<ExprId, BuildError> {
        self.binary(Op::Rem(kind), a, b)
    }

    pub(crate) fn constant_unchecked(&mut self, v: i64, width: u32) -> ExprId {
        let v = wrap_value(v as i128, width);
        self.intern(Op::Const(v), [ExprId(0); 3], width, Interval::point(v), true)
    }

    /// Builds a node whose operands are known to be well-formed (engine and rules).
    pub(crate) fn mk(&mut self, op: Op, operands: &[ExprId], width: u32) -> ExprId {
        let mut args = [ExprId(0); 3];
        args[..operands.len()].copy_from_slice(operands);
        let key = (op, args, width);
        if let Some(&id) = self.dedup.get(&key) {
            return id;
        }
        let (range, exact) = self.transfer(op, operands, width);
        // Congruences hold for mathematical values, so only an exact node has one.
        let congruence = if exact {
            self.congruence(op, operands, range)
        } else {
            Congruence::UNKNOWN
        };
        let range = if exact { congruence.tighten(range) } else { range };
        self.intern_with(op, args, width, range, exact, congruence)
    }

    /// The congruence of an exact node `op(operands)` whose range is `range`.
    fn congruence(&self, op: Op, operands: &[ExprId], range: Interval) -> Congruence {
        let c = |i: usize| self.nodes[operands[i].index()].congruence;
        let r = |i: usize| self.nodes[operands[i].index()].range;
        match op {
            Op::Const(v) => Congruence::exactly(v),
            Op::Var(_) => Congruence::of_range(range),
            Op::Add => c(0).add(c(1)),
            Op::Sub => c(0).sub(c(1)),
            Op::Mul => c(0).mul(c(1)),
            Op::Neg => c(0).neg(),
            Op::Shl => match c(1).value() {
                Some(k @ 0..=62) => c(0).mul(Congruence::exactly(1 << k)),
                _ => Congruence::UNKNOWN,
            },
            Op::Rem(DivKind::Floor | DivKind::Trunc) => c(0).rem(c(1)),
            // Unsigned operands read as their signed view agree with it only when both are non-negative.
            Op::Rem(DivKind::Unsigned) if r(0).lo >= 0 && r(1).lo >= 0 => c(0).rem(c(1)),
            Op::Div(kind) => c(0).div(kind, r(0), c(1)),
            Op::Min | Op::Max => c(0).join(c(1)),
            Op::Select => c(1).join(c(2)),
            _ => Congruence::of_range(range),
        }
    }

    fn intern(&mut self, op: Op, args: [ExprId; 3], width: u32, range: Interval, exact: bool) -> ExprId {
        self.intern_with(op, args, width, range, exact, Congruence::of_range(range))
    }

    fn intern_with(
        &mut self,
        op: Op,
        args: [ExprId; 3],
        width: u32,
        range: Interval,
        exact: bool,
        congruence: Congruence,
    ) -> ExprId {
        let key = (op, args, width);
        if let Some(&id) = self.dedup.get(&key) {
            return id;
        }
        let (mut divmods, mut alu, mut const_mag) = match op {
            Op::Const(v) => (0, 0, v.unsigned_abs()),
            Op::Var(_) => (0, 0, 0),
            _ => (op.is_div_or_rem() as u32, 1, 0),
        };
        let mut numer = if op.is_div_or_rem() {
            self.nodes[args[0].index()].alu
        } else {
            0
        };
        for a in &args[..op.arity()] {
            let n = &self.nodes[a.index()];
            divmods = sat_add(divmods, n.divmods);
            alu = sat_add(alu, n.alu);
            numer = sat_add(numer, n.numer);
            const_mag = const_mag.saturating_add(n.const_mag);
        }
        let id = ExprId(self.nodes.len() as u32);
        self.nodes.push(Node {
            op,
            args,
            width,
            range,
            exact,
            congruence,
            divmods,
            alu,
            numer,
            const_mag,
        });
        self.dedup.insert(key, id);
        id
    }

    /// The node's range and whether its operation is exact (see the module comment).
    fn transfer(&self, op: Op, operands: &[ExprId], width: u32) -> (Interval, bool) {
        let r = |i: usize| self.nodes[operands[i].index()].range;
        let full = full_range(width);
        // `math` is the mathematical result's range; it is the node's range when it fits the width.
        let math = match op {
            Op::Const(v) => Interval::point(v),
            Op::Var(_) => full,
            Op::Add => r(0).add(r(1)),
            Op::Sub => r(0).sub(r(1)),
            Op::Mul => r(0).mul(r(1)),
            Op::Neg => r(0).neg(),
            Op::Div(DivKind::Floor) => r(0).floor_div(r(1)),
            Op::Rem(DivKind::Floor) => r(0).floor_mod(r(1)),
            Op::Div(DivKind::Trunc) => r(0).trunc_div(r(1)),
            Op::Rem(DivKind::Trunc) => r(0).trunc_rem(r(1)),
            Op::Div(DivKind::Unsigned) => return (r(0).udiv(r(1), width), true),
            Op::Rem(DivKind::Unsigned) => return (r(0).urem(r(1), width), true),
            Op::Min => r(0).min(r(1)),
            Op::Max => r(0).max(r(1)),
            Op::Cmp(p) => return (r(0).cmp(p, r(1)), true),
            Op::Select => Interval::select(r(0), r(1), r(2)),
            Op::And => r(0).and(r(1)),
            Op::Or => r(0).or(r(1)),
            Op::Xor => r(0).xor(r(1)),
            Op::Shl => {
                // Unwrapped x * 2^k, to decide exactness; the node range is the wrapped one.
                let Some(k) = Interval::try_new(r(1).lo.max(0), r(1).hi.min(width as i64 - 1)) else {
                    return (full, false);
                };
                // In i128: 2^63 does not fit an i64 multiplier.
                let (x, p, q) = (r(0), 1i128 << k.lo, 1i128 << k.hi);
                let c = [x.lo as i128 * p, x.lo as i128 * q, x.hi as i128 * p, x.hi as i128 * q];
                let (lo, hi) = (
                    c.iter().copied().min().unwrap_or(0),
                    c.iter().copied().max().unwrap_or(0),
                );
                if lo < full.lo as i128 || hi > full.hi as i128 {
                    return (full, false);
                }
                Interval::new(lo as i64, hi as i64)
            }
            Op::ShrArith => r(0).shr_arith(r(1)),
            Op::ShrLogical => return (r(0).shr_logical(r(1), width), true),
            Op::Cast { signed } => {
                let src_width = self.nodes[operands[0].index()].width;
                let src = r(0);
                // The value a cast preserves when it fits the target: i1 true (1) sign-extends to -1; zero extension
                // reads the source as unsigned.
                let v = if src_width == 1 && signed {
                    Interval::new(if src.hi == 1 { -1 } else { 0 }, if src.lo == 0 { 0 } else { -1 })
                } else if signed || src_width == 1 {
                    src
                } else {
                    src.to_unsigned(src_width)
                };
                return if v.lo >= full.lo && v.hi <= full.hi {
                    (v, true)
                } else {
                    (full, false)
                };
            }
        };
        let clamp = |i: Interval| Interval::new(i.lo.max(full.lo).min(full.hi), i.hi.min(full.hi).max(full.lo));
        match op {
            Op::Add | Op::Sub | Op::Mul | Op::Neg | Op::Shl => {
                // A saturated 64-bit bound may hide an overflow.
                let saturated = width == 64 && (math.lo == i64::MIN || math.hi == i64::MAX);
                if !saturated && math.lo >= full.lo && math.hi <= full.hi {
                    (math, true)
                } else {
                    (full, false)
                }
            }
            // Only MIN / -1 overflows.
            Op::Div(_) if r(0).contains(full.lo) && r(1).contains(-1) => (full, false),
            _ => (clamp(math), true),
        }
    }

    /// Every node reachable from `roots`, operands before users (a topological order), each once.
    pub fn topo(&self, roots: &[ExprId]) -> Vec<ExprId> {
        let mut seen = vec![false; self.nodes.len()];
        let mut order = Vec::new();
        let mut stack: Vec<(ExprId, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
        while let Some((id, expanded)) = stack.pop() {
            if expanded {
                order.push(id);
                continue;
            }
            if seen[id.index()] {
                continue;
            }
            seen[id.index()] = true;
            stack.push((id, true));
            for &a in self.nodes[id.index()].operands().iter().rev() {
                if !seen[a.index()] {
                    stack.push((a, false));
                }
            }
        }
        order
    }

    /// Nodes reachable from `roots` (a DAG count: shared subexpressions count once).
    pub fn dag_size(&self, roots: &[ExprId]) -> usize {
        self.topo(roots).len()
    }

    /// Node, division/remainder and ALU op counts over the DAG reachable from `roots`.
    pub fn dag_counts(&self, roots: &[ExprId]) -> OpCounts {
        let mut c = OpCounts::default();
        for id in self.topo(roots) {
            c.nodes += 1;
            let op = self.nodes[id.index()].op;
            if !matches!(op, Op::Const(_) | Op::Var(_)) {
                c.alu += 1;
            }
            if op.is_div_or_rem() {
                c.divmod += 1;
            }
        }
        c
    }
}

/// Op counts of a DAG.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct OpCounts {
    /// All nodes, leaves included.
    pub nodes: usize,
    pub divmod: usize,
    /// Operations (every node but constants and variables), divisions and remainders included.
    pub alu: usize,
}

/// How many cheap ops one division or remainder is worth (spec 000: "20-40 cycles vs 1").
pub const DIVMOD_WEIGHT: usize = 20;

impl OpCounts {
    /// Size in cheap-op units: each division or remainder counts [`DIVMOD_WEIGHT`].
    pub fn weighted(&self) -> usize {
        self.alu + self.divmod * (DIVMOD_WEIGHT - 1)
    }
}

fn check_width(width: u32) -> Result<(), BuildError> {
    if (1..=64).contains(&width) {
        Ok(())
    } else {
        Err(BuildError::BadWidth(width))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_consing_shares_equal_nodes() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).unwrap();
        let c = g.constant(3, 64).unwrap();
        let a = g.add(x, c).unwrap();
        let b = g.add(x, c).unwrap();
        assert_eq!(a, b);
        assert_eq!(g.var("x", Interval::new(0, 9), 64).unwrap(), x);
        assert_eq!(g.len(), 3);
        assert_eq!(g.range(a), Interval::new(3, 12));
    }

    #[test]
    fn malformed_nodes_are_errors() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).unwrap();
        let y = g.var("y", Interval::new(0, 9), 32).unwrap();
        assert!(matches!(g.add(x, y), Err(BuildError::WidthMismatch { .. })));
        assert!(matches!(g.build(Op::Add, &[x]), Err(BuildError::Arity { .. })));
        assert!(matches!(g.add(x, ExprId(99)), Err(BuildError::UnknownOperand(_))));
        assert!(matches!(g.constant(1, 65), Err(BuildError::BadWidth(65))));
        assert!(matches!(g.select(x, x, x), Err(BuildError::ConditionNotBoolean(_))));
        assert!(matches!(
            g.var("z", Interval { lo: 2, hi: 1 }, 64),
            Err(BuildError::EmptyRange { .. })
        ));
    }

    #[test]
    fn exactness_tracks_possible_wrap() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 200), 8).unwrap();
        let one = g.constant(1, 8).unwrap();
        // An 8-bit variable's bounds are clipped to the width.
        assert_eq!(g.range(x), Interval::new(0, 127));
        let sum = g.add(x, one).unwrap();
        assert!(!g.node(sum).exact);
        assert_eq!(g.range(sum), Interval::of_width(8, true));
        let small = g.var("s", Interval::new(0, 100), 8).unwrap();
        let ok = g.add(small, one).unwrap();
        assert!(g.node(ok).exact);
        let big = g.var("b", Interval::full(), 64).unwrap();
        let m = g.constant(-1, 64).unwrap();
        let div = g.div(DivKind::Trunc, big, m).unwrap();
        assert!(!g.node(div).exact, "MIN / -1 overflows");
    }

    #[test]
    fn shifting_by_63_does_not_overflow_the_range_computation() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(-1, 0), 64).unwrap();
        let k = g.var("k", Interval::new(0, 63), 64).unwrap();
        let s = g.binary(Op::Shl, x, k).unwrap();
        assert!(g.range(s).contains(i64::MIN));
        let y = g.var("y", Interval::new(1, 2), 64).unwrap();
        let t = g.binary(Op::Shl, y, k).unwrap();
        assert!(!g.node(t).exact);
    }

    #[test]
    fn topological_order_puts_operands_first() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 9), 64).unwrap();
        let c = g.constant(3, 64).unwrap();
        let a = g.mul(x, c).unwrap();
        let b = g.add(a, x).unwrap();
        let order = g.topo(&[b, a]);
        assert_eq!(order.len(), 4);
        let pos = |id: ExprId| order.iter().position(|&o| o == id).unwrap();
        assert!(pos(x) < pos(a) && pos(c) < pos(a) && pos(a) < pos(b));
    }
}
