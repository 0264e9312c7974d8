//! Writes the kernel-level graph of one tensor program (tinygrad's
//! `pm_apply_rangeify`): each node is emitted on demand at the index its
//! consumer reads it at, so movement ops become index arithmetic, elementwise
//! ops become their scalar form, `reduce_axis` becomes `uop.reduce` over new
//! reduce ranges, and realized nodes become `uop.bufferize` over new ranges
//! (vmap ranges first) that consumers read through `uop.index` + `uop.load`.

use super::{
    indexing::{self, Index, INDEX_WIDTH},
    tensor_graph::{NodeId, NodeKind, TensorGraph, Varg},
    vmap::VmapRange,
};
use crate::kernel_ir::build::Builder;
use crate::mlir::index_export::{arith_name, floor_agrees_with_trunc};
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::AxisKind;
use axe_dialects::ir::read::{constant_of, int_attr, op_name, value_key};
use axe_symbolic::{simplify, DivKind, ExprId, Graph, Interval, Op, Options};
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{IntegerType, MemRefType},
        Attribute, BlockLike, BlockRef, Identifier, Location, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::{BTreeSet, HashMap};

/// What went wrong, at which op.
pub struct EmitError<'c, 'a> {
    pub op: Option<OperationRef<'c, 'a>>,
    pub message: String,
}

type Result<'c, 'a, T> = std::result::Result<T, EmitError<'c, 'a>>;

const LOOP: i64 = AxisKind::Loop.code();
const REDUCE: i64 = AxisKind::Reduce.code();

/// A scalar of the kernel graph and the ranges (by variable) it varies with.
#[derive(Clone)]
struct Scalar<'c, 'a> {
    value: Value<'c, 'a>,
    deps: BTreeSet<u32>,
}

/// A realized node: its buffer's dimensions are the vmap ranges the
/// consumer does not choose (spec 002 §5.2 (b)), then the node's own axes.
#[derive(Clone)]
pub struct Realized<'c, 'a> {
    buffer: Value<'c, 'a>,
    shape: Vec<i64>,
    ambient: Vec<ExprId>,
}

struct RangeVar {
    /// A reduce range (reading a reduction's input inside it recomputes it).
    reduce: bool,
    /// Its number of iterations.
    end: i64,
}

pub struct Emitter<'c, 'a, 'g> {
    context: &'c Context,
    module_block: BlockRef<'c, 'a>,
    func: OperationRef<'c, 'a>,
    block: BlockRef<'c, 'a>,
    before: OperationRef<'c, 'a>,
    graph: &'g TensorGraph<'c, 'a>,
    vmap: Vec<Vec<VmapRange<'c, 'a>>>,
    /// Arguments of the new function by original argument number.
    inputs: Vec<Value<'c, 'a>>,
    g: Graph,
    /// The kind of every range variable, by its id in the symbolic graph
    /// (the simplifier makes variables of its own, so ids are not dense).
    vars: HashMap<u32, RangeVar>,
    vmap_vars: HashMap<usize, ExprId>,
    next_axis: i64,
    index_values: HashMap<ExprId, Value<'c, 'a>>,
    memo: HashMap<(NodeId, Index), Scalar<'c, 'a>>,
    realized: HashMap<NodeId, Realized<'c, 'a>>,
    /// The loops around what is being emitted, by variable, outermost first: the
    /// realization's ranges, then those of each reduction on the way in,
    /// as the lowering nests them (see [`Self::recomputed_in_loops`]).
    loops: Vec<u32>,
    flat: HashMap<usize, Value<'c, 'a>>,
    globals: usize,
    /// The variables that stand for gathered indices (values loaded in the
    /// kernel, not ranges), by variable id: the ranges each loaded value varies with.
    gathered: HashMap<u32, BTreeSet<u32>>,
    /// The effects and output buffers the kernel must produce.
    pub sinks: Vec<Value<'c, 'a>>,
}

fn located<'c, 'a>(op: Option<OperationRef<'c, 'a>>, message: impl Into<String>) -> EmitError<'c, 'a> {
    EmitError {
        op,
        message: message.into(),
    }
}

impl<'c, 'a, 'g> Emitter<'c, 'a, 'g> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        context: &'c Context,
        module_block: BlockRef<'c, 'a>,
        func: OperationRef<'c, 'a>,
        block: BlockRef<'c, 'a>,
        before: OperationRef<'c, 'a>,
        graph: &'g TensorGraph<'c, 'a>,
        inputs: Vec<Value<'c, 'a>>,
        first_axis: i64,
    ) -> Self {
        Emitter {
            context,
            module_block,
            func,
            block,
            before,
            graph,
            vmap: super::vmap::vmap_map(graph),
            inputs,
            g: Graph::new(),
            vars: HashMap::new(),
            vmap_vars: HashMap::new(),
            next_axis: first_axis,
            index_values: HashMap::new(),
            memo: HashMap::new(),
            realized: HashMap::new(),
            loops: Vec::new(),
            flat: HashMap::new(),
            globals: 0,
            gathered: HashMap::new(),
            sinks: Vec::new(),
        }
    }

    fn location(&self, node: NodeId) -> Location<'c> {
        self.graph.nodes[node]
            .op
            .map(|op| op.location())
            .unwrap_or_else(|| self.func.location())
    }

    fn sym(&self, e: std::result::Result<ExprId, axe_symbolic::BuildError>, node: NodeId) -> Result<'c, 'a, ExprId> {
        e.map_err(|err| located(self.graph.nodes[node].op, format!("index arithmetic overflows: {err}")))
    }

    fn insert(&self, builder: OperationBuilder<'c>) -> OperationRef<'c, 'a> {
        let op = builder.build().expect("rangeify builds well-formed ops");
        self.block.insert_operation_before(self.before, op)
    }

    fn insert_value(&self, builder: OperationBuilder<'c>) -> Value<'c, 'a> {
        self.insert(builder).result(0).expect("one result").into()
    }

    fn attr(&self, name: &str, a: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), a)
    }

    fn int_attr(&self, bits: u32, v: i64) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.context, bits).into(), v).into()
    }

    fn index_const(&self, v: i64, location: Location<'c>) -> Value<'c, 'a> {
        self.insert_value(
            OperationBuilder::new("arith.constant", location)
                .add_attributes(&[self.attr("value", IntegerAttribute::new(Type::index(self.context), v).into())])
                .add_results(&[Type::index(self.context)]),
        )
    }

    /// A new `uop.range` of `end` iterations (a size-1 axis is the constant 0).
    fn new_range(
        &mut self,
        end: i64,
        kind: i64,
        location: Location<'c>,
    ) -> std::result::Result<ExprId, axe_symbolic::BuildError> {
        if end == 1 {
            return indexing::constant(&mut self.g, 0);
        }
        self.fresh_range(end, kind, location)
    }

    /// A new `uop.range`, even of one iteration (a buffer keeps its size-1
    /// axes until `uop-remove-dead-axes`).
    fn fresh_range(
        &mut self,
        end: i64,
        kind: i64,
        location: Location<'c>,
    ) -> std::result::Result<ExprId, axe_symbolic::BuildError> {
        let axis = self.next_axis;
        self.next_axis += 1;
        let value = self.emit_range(end, axis, kind, location);
        self.add_var(value, end, kind == REDUCE, &format!("r{axis}"))
    }

    fn emit_range(&self, end: i64, axis: i64, kind: i64, location: Location<'c>) -> Value<'c, 'a> {
        let end = self.index_const(end, location);
        self.insert_value(
            OperationBuilder::new("uop.range", location)
                .add_operands(&[end])
                .add_attributes(&[
                    self.attr("axis", self.int_attr(64, axis)),
                    self.attr("kind", self.int_attr(32, kind)),
                ])
                .add_results(&[Type::index(self.context)]),
        )
    }

    fn add_var(
        &mut self,
        value: Value<'c, 'a>,
        end: i64,
        reduce: bool,
        name: &str,
    ) -> std::result::Result<ExprId, axe_symbolic::BuildError> {
        let e = self.g.var(name, Interval::new(0, end - 1), INDEX_WIDTH)?;
        if let Some(v) = self.var_of(e) {
            self.vars.insert(v, RangeVar { reduce, end });
        }
        self.index_values.insert(e, value);
        Ok(e)
    }

    /// The kernel range of a tensor-level vmap range (same axis and kind).
    fn vmap_var(&mut self, range: VmapRange<'c, 'a>, node: NodeId) -> Result<'c, 'a, ExprId> {
        let key = range.to_raw().ptr as usize;
        if let Some(&e) = self.vmap_vars.get(&key) {
            return Ok(e);
        }
        let end = constant_of(range.operand(0).expect("uop.range has an end"), 64)
            .ok_or_else(|| located(Some(range), "vmap range needs a constant end"))?;
        let axis = int_attr(&range, "axis").unwrap_or_default();
        let kind = int_attr(&range, "kind").unwrap_or_default();
        let value = self.emit_range(end, axis, kind, range.location());
        let e = self.add_var(value, end, kind == REDUCE, &format!("v{axis}"));
        let e = self.sym(e, node)?;
        self.vmap_vars.insert(key, e);
        Ok(e)
    }

    fn var_of(&self, e: ExprId) -> Option<u32> {
        match self.g.node(e).op {
            Op::Var(v) => Some(v.0),
            _ => None,
        }
    }

    /// The ranges an index expression varies with (a gathered index, through
    /// the ranges of the value it was loaded from).
    fn expr_deps(&self, roots: &[ExprId]) -> BTreeSet<u32> {
        let mut deps = BTreeSet::new();
        for v in self.g.topo(roots).into_iter().filter_map(|e| self.var_of(e)) {
            match self.gathered.get(&v) {
                Some(ranges) => deps.extend(ranges),
                None => {
                    deps.insert(v);
                }
            }
        }
        deps
    }

    /// The IR value of an index expression (emitted once; every value
    /// dominates later insertions, which all go before the terminator).
    fn index_value(&mut self, e: ExprId, location: Location<'c>) -> Value<'c, 'a> {
        if let Some(&v) = self.index_values.get(&e) {
            return v;
        }
        let node = *self.g.node(e);
        let operands: Vec<Value> = node.operands().iter().map(|&o| self.index_value(o, location)).collect();
        let ty = if node.width == 1 {
            IntegerType::new(self.context, 1).into()
        } else {
            Type::index(self.context)
        };
        // Where floor and truncation agree, the truncating op is what C and PTX compute.
        let agrees = node.op.is_div_or_rem() && floor_agrees_with_trunc(&self.g, node.operands());
        let value = match node.op {
            Op::Const(c) => self.insert_value(
                OperationBuilder::new("arith.constant", location)
                    .add_attributes(&[self.attr("value", IntegerAttribute::new(ty, c).into())])
                    .add_results(&[ty]),
            ),
            Op::Cmp(p) => {
                let code = axe_dialects::ir::read::cmpi_code(p);
                self.insert_value(
                    OperationBuilder::new("arith.cmpi", location)
                        .add_operands(&operands)
                        .add_attributes(&[self.attr("predicate", self.int_attr(64, code))])
                        .add_results(&[ty]),
                )
            }
            Op::Neg => {
                let zero = self.g.constant(0, node.width).expect("zero fits any width");
                let zero = self.index_value(zero, location);
                self.insert_value(
                    OperationBuilder::new("arith.subi", location)
                        .add_operands(&[zero, operands[0]])
                        .add_results(&[ty]),
                )
            }
            Op::Rem(DivKind::Floor) if !agrees => {
                let op = axe_dialects::uop::floormod(self.context, operands[0], operands[1], location);
                self.block
                    .insert_operation_before(self.before, op.into())
                    .result(0)
                    .expect("one result")
                    .into()
            }
            op => {
                let name = match op {
                    Op::Div(DivKind::Floor) if agrees => "arith.divsi",
                    Op::Rem(DivKind::Floor) => "arith.remsi",
                    op => {
                        arith_name(op).unwrap_or_else(|| unreachable!("rangeify and the simplifier never build {op:?}"))
                    }
                };
                self.insert_value(
                    OperationBuilder::new(name, location)
                        .add_operands(&operands)
                        .add_results(&[ty]),
                )
            }
        };
        self.index_values.insert(e, value);
        value
    }

    /// The scalar value of `node` read at `index`.
    fn emit(&mut self, node: NodeId, index: &Index) -> Result<'c, 'a, Scalar<'c, 'a>> {
        let key = (node, index.clone());
        if let Some(s) = self.memo.get(&key) {
            return Ok(s.clone());
        }
        let scalar = if self.should_realize(node, index) {
            let realized = self.realize(node, None)?;
            self.read(node, &realized, index)?
        } else {
            self.emit_inline(node, index)?
        };
        self.memo.insert(key, scalar.clone());
        Ok(scalar)
    }

    /// Whether `node` is realized: always for CONTIGUOUS and vmapout, and
    /// for every node the buffer-removal decision tree (spec 003, pass
    /// `uop-remove-buffers`) could keep: one read by several consumers, or a
    /// reduction or unary op read inside a consumer's reduce scope. Whether
    /// such a buffer stays is that pass's decision, not rangeify's.
    fn should_realize(&self, node: NodeId, index: &Index) -> bool {
        let n = &self.graph.nodes[node];
        if always_realized(&n.kind) || self.realized.contains_key(&node) {
            return true;
        }
        if matches!(n.kind, NodeKind::Input(_) | NodeKind::Splat(_) | NodeKind::Dense(_)) {
            return false;
        }
        let is_unary = matches!(n.kind, NodeKind::Elementwise(op) if op.operand_count() == 1);
        let deps = self.expr_deps(&index.dims);
        let in_reduce_scope = deps.iter().any(|v| self.vars.get(v).is_some_and(|r| r.reduce));
        let read_in_reduce_scope = (self.graph.has_reduce[node] || is_unary) && in_reduce_scope;
        // Float arithmetic: a comparison (an i1 one-hot `idx == k`) stays inline for reduce
        // collapse to turn into a gather.
        let is_elementwise =
            matches!(n.kind, NodeKind::Elementwise(_)) && !n.element.is_integer() && !n.element.is_index();
        self.graph.uses[node] > 1
            || read_in_reduce_scope
            // (Inside a vmap a value stays as the vmap program wrote it.) An elementwise value
            // of floats too where a reduction repeats it: SDPA's `q * scale` inside `q @ k^T`'s sum.
            || ((self.graph.has_reduce[node] || (is_elementwise && in_reduce_scope))
                && self.vmap[node].is_empty()
                && self.recomputed_in_loops(&deps, &n.shape))
    }

    /// Whether a value that varies with the ranges `deps`, inlined here, would run more
    /// often than once per point of them. The lowering places an op in the innermost loop
    /// among those it varies with and runs it once per iteration of that loop and every loop
    /// around it: a loop it does not vary with (of more than one iteration) outside that one
    /// repeats it. A matmul's row `h[i, k]` read inside the next matmul's realization over
    /// `(i, j, k)` (a TOSA MLP: the product `h[i, k] * w[k, j]` is realized before its sum)
    /// would compute each row's reduction once per `j`; such a value is realized (tinygrad
    /// ends the ranges of a reduction that an expand broadcasts), and `uop-remove-buffers`
    /// keeps it. Softmax's row max read in `(row, col)` hoists out of `col`: not repeated.
    /// Nor may the loops up to that place run twice as often as the value (of `shape`) has
    /// elements or more: grouped-query attention's key projection, two heads read by four
    /// as `k[h / 2]`, would be computed twice per element.
    fn recomputed_in_loops(&self, deps: &BTreeSet<u32>, shape: &[i64]) -> bool {
        let Some(innermost) = self.loops.iter().rposition(|v| deps.contains(v)) else {
            return false;
        };
        let end = |v: &u32| self.vars.get(v).map_or(1, |r| r.end);
        let runs = self.loops[..=innermost]
            .iter()
            .fold(1i64, |n, v| n.saturating_mul(end(v)));
        let elements = shape.iter().fold(1i64, |n, &d| n.saturating_mul(d));
        // Twice: a padded read (a convolution's bias slot in its window) runs a few gated-off
        // iterations more than the value has elements without repeating any.
        runs >= elements.saturating_mul(2) || self.loops[..innermost].iter().any(|v| !deps.contains(v) && end(v) > 1)
    }

    /// Realizes `node` (once): its value over new ranges, vmap ranges first,
    /// in a fresh buffer or in `dest` (an output).
    pub fn realize(&mut self, node: NodeId, dest: Option<Value<'c, 'a>>) -> Result<'c, 'a, Realized<'c, 'a>> {
        if dest.is_none() {
            if let Some(r) = self.realized.get(&node) {
                return Ok(r.clone());
            }
        }
        let location = self.location(node);
        let n = self.graph.nodes[node].clone();
        // The node's own ranges; a vmapout reuses its vmap ranges (spec 002 §4.2).
        let mut own = Vec::with_capacity(n.shape.len());
        let mut inner_dims = Vec::new();
        for (axis, &size) in n.shape.iter().enumerate() {
            let e = match &n.kind {
                NodeKind::VmapOut(vargs) => match vargs[axis] {
                    Varg::Range(r) => self.vmap_var(r, node)?,
                    Varg::Keep => {
                        let e = self.fresh_range(size, LOOP, location);
                        let e = self.sym(e, node)?;
                        inner_dims.push(e);
                        e
                    }
                },
                _ => {
                    let e = self.fresh_range(size, LOOP, location);
                    self.sym(e, node)?
                }
            };
            own.push(e);
        }
        let valid = self.g.constant(1, 1);
        let valid = self.sym(valid, node)?;
        // The realization is a loop nest of its own, over its axes. (Its vmap ranges are
        // loops around it too, but a value a vmap body computes once per vmap point stays
        // as the vmap program wrote it.)
        let nest = own.iter().filter_map(|&e| self.var_of(e)).collect();
        let outer_loops = std::mem::replace(&mut self.loops, nest);
        let value = match &n.kind {
            NodeKind::VmapOut(_) => self.emit(
                n.operands[0],
                &Index {
                    dims: inner_dims,
                    valid,
                },
            ),
            NodeKind::Contiguous => self.emit(
                n.operands[0],
                &Index {
                    dims: own.clone(),
                    valid,
                },
            ),
            _ => self.emit_inline(
                node,
                &Index {
                    dims: own.clone(),
                    valid,
                },
            ),
        };
        self.loops = outer_loops;
        let value = value?;
        // Ambient ranges first (spec 002 §5.2 (b)); a vmapout's own vmap
        // ranges are among its axes already.
        let mut ambient = Vec::new();
        for &r in &self.vmap[node].clone() {
            ambient.push(self.vmap_var(r, node)?);
        }
        let known: BTreeSet<u32> = ambient.iter().chain(&own).filter_map(|&e| self.var_of(e)).collect();
        if let Some(stray) = value.deps.iter().find(|v| !known.contains(v)) {
            return Err(located(
                n.op,
                format!("depends on range {stray} that neither its axes nor its vmap scope bind (a range used outside its vmap?)"),
            ));
        }
        // Every axis stays, size-1 and unused ones included: dropping them is
        // `uop-remove-dead-axes`'s job (spec 003). An output has no vmap
        // ranges, though: one its value varies with is an error.
        let is_output = dest.is_some();
        if is_output
            && ambient
                .iter()
                .any(|&e| self.var_of(e).is_some_and(|v| value.deps.contains(&v)))
        {
            return Err(located(
                n.op,
                "a function result cannot vary with a vmap range (missing uop.vmapout?)",
            ));
        }
        let ambient = if is_output { Vec::new() } else { ambient };
        let ranges: Vec<ExprId> = ambient.iter().chain(&own).copied().collect();
        let shape: Vec<i64> = ambient
            .iter()
            .map(|&e| self.g.range(e).hi + 1)
            .chain(n.shape.iter().copied())
            .collect();
        let buffer_type = dest
            .map(|d| d.r#type())
            .unwrap_or_else(|| MemRefType::new(n.element, &shape, None, None).into());
        let range_values: Vec<Value> = ranges.iter().map(|&e| self.index_value(e, location)).collect();
        let mut operands = vec![value.value];
        operands.extend(&range_values);
        operands.extend(dest);
        let segments =
            DenseI32ArrayAttribute::new(self.context, &[1, range_values.len() as i32, dest.is_some() as i32]);
        let mut attributes = vec![self.attr("operandSegmentSizes", segments.into())];
        if always_realized(&n.kind) && !is_output {
            // CONTIGUOUS and vmapout stay buffers whatever the decision tree says.
            attributes.push(self.attr("uop.contiguous", Attribute::unit(self.context)));
        }
        let buffer = self.insert_value(
            OperationBuilder::new("uop.bufferize", location)
                .add_operands(&operands)
                .add_attributes(&attributes)
                .add_results(&[buffer_type]),
        );
        let realized = Realized { buffer, shape, ambient };
        if dest.is_none() {
            self.realized.insert(node, realized.clone());
        } else {
            self.sinks.push(buffer);
        }
        Ok(realized)
    }

    /// A consumer's read of a realized node (spec 002 §5.2 (c): vmap ranges
    /// are part of the index).
    fn read(&mut self, node: NodeId, realized: &Realized<'c, 'a>, index: &Index) -> Result<'c, 'a, Scalar<'c, 'a>> {
        let dims: Vec<ExprId> = realized.ambient.iter().chain(&index.dims).copied().collect();
        let element = self.graph.nodes[node].element;
        self.access(node, realized.buffer, &realized.shape, element, &dims, index.valid)
    }

    /// `uop.load` of `buffer[dims]` through its row-major flat view, the
    /// offset simplified (so reshapes within contiguous blocks leave no
    /// div/mod, spec 004), gated unless the validity is provably true.
    fn access(
        &mut self,
        node: NodeId,
        buffer: Value<'c, 'a>,
        shape: &[i64],
        element: Type<'c>,
        dims: &[ExprId],
        valid: ExprId,
    ) -> Result<'c, 'a, Scalar<'c, 'a>> {
        let location = self.location(node);
        let offset = indexing::linearize(&mut self.g, dims, shape);
        let offset = self.sym(offset, node)?;
        // The offset only matters where the gate holds: simplify it as the
        // true arm of select(valid, offset, 0), with the variable ranges the
        // gate implies (a padded read's `(i - p) mod n` is `i - p` there).
        let zero = self.g.constant(0, 64);
        let zero = self.sym(zero, node)?;
        let gated = self.g.select(valid, offset, zero);
        let gated = self.sym(gated, node)?;
        let roots = simplify(&mut self.g, &[gated, valid], &Options::default())
            .map_err(|e| located(self.graph.nodes[node].op, format!("cannot simplify the index: {e}")))?;
        let valid = roots[1];
        let offset = match self.g.node(roots[0]).op {
            Op::Select => self.g.node(roots[0]).operands()[1],
            // The gate folded to a constant: true leaves the offset, false
            // means no element is read (any in-bounds offset will do).
            _ if self.g.as_const(valid) == Some(0) => zero,
            _ => roots[0],
        };
        let deps = self.expr_deps(&[offset, valid]);
        let flat = self.flat_view(buffer, shape, element, location);
        let mut operands = vec![flat];
        if !shape.is_empty() {
            operands.push(self.index_value(offset, location));
        }
        let gated = self.g.as_const(valid) != Some(1);
        if gated {
            operands.push(self.index_value(valid, location));
        }
        let segments = DenseI32ArrayAttribute::new(self.context, &[1, (!shape.is_empty()) as i32, gated as i32]);
        let ptr_type = Type::parse(self.context, &format!("!uop.ptr<{element}>")).expect("a valid ptr type");
        let ptr = self.insert_value(
            OperationBuilder::new("uop.index", location)
                .add_operands(&operands)
                .add_attributes(&[self.attr("operandSegmentSizes", segments.into())])
                .add_results(&[ptr_type]),
        );
        let value = self.insert_value(
            OperationBuilder::new("uop.load", location)
                .add_operands(&[ptr])
                .add_results(&[element]),
        );
        Ok(Scalar { value, deps })
    }

    /// The buffer as one dimension (`memref.collapse_shape`), made once.
    fn flat_view(
        &mut self,
        buffer: Value<'c, 'a>,
        shape: &[i64],
        element: Type<'c>,
        location: Location<'c>,
    ) -> Value<'c, 'a> {
        if let Some(&v) = self.flat.get(&value_key(buffer)) {
            return v;
        }
        let builder = Builder(InsertionPoint {
            location,
            ..InsertionPoint::before(self.context, self.before).expect("rangeify builds in a block")
        });
        let v = builder.flat_view(buffer, shape, element);
        self.flat.insert(value_key(buffer), v);
        v
    }

    /// The node computed in place at `index` (not read from a buffer).
    fn emit_inline(&mut self, node: NodeId, index: &Index) -> Result<'c, 'a, Scalar<'c, 'a>> {
        let n = self.graph.nodes[node].clone();
        let location = self.location(node);
        let src = |k: usize| n.operands[k];
        Ok(match &n.kind {
            NodeKind::Input(arg) => {
                let buffer = self.inputs[*arg];
                self.access(node, buffer, &n.shape, n.element, &index.dims, index.valid)?
            }
            NodeKind::Splat(element) => {
                let value = self.insert_value(
                    OperationBuilder::new("arith.constant", location)
                        .add_attributes(&[self.attr("value", *element)])
                        .add_results(&[n.element]),
                );
                Scalar {
                    value,
                    deps: BTreeSet::new(),
                }
            }
            NodeKind::Dense(attribute) => {
                let buffer = self.constant_buffer(node, *attribute, location);
                self.access(node, buffer, &n.shape, n.element, &index.dims, index.valid)?
            }
            NodeKind::Elementwise(op) => {
                if let Some(bit) = constant_compare(op) {
                    let value = self.insert_value(
                        OperationBuilder::new("arith.constant", location)
                            .add_attributes(&[self.attr("value", self.int_attr(1, bit))])
                            .add_results(&[n.element]),
                    );
                    return Ok(Scalar {
                        value,
                        deps: BTreeSet::new(),
                    });
                }
                let mut operands = Vec::new();
                let mut deps = BTreeSet::new();
                for k in 0..n.operands.len() {
                    let s = self.emit(src(k), index)?;
                    deps.extend(s.deps);
                    operands.push(s.value);
                }
                let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
                let value = self.insert_value(
                    OperationBuilder::new(op_name(op), location)
                        .add_operands(&operands)
                        .add_attributes(&attributes)
                        .add_results(&[n.element]),
                );
                Scalar { value, deps }
            }
            NodeKind::Reshape => {
                let source = self.graph.nodes[src(0)].shape.clone();
                let i = indexing::reshape(&mut self.g, index, &n.shape, &source);
                let i = self.sym_index(i, node)?;
                self.emit(src(0), &i)?
            }
            NodeKind::Permute(order) => self.emit(src(0), &indexing::permute(index, order))?,
            NodeKind::Expand => {
                let source = self.graph.nodes[src(0)].shape.clone();
                let i = indexing::expand(&mut self.g, index, &source, &n.shape);
                let i = self.sym_index(i, node)?;
                self.emit(src(0), &i)?
            }
            NodeKind::Shrink { begin } => {
                let i = indexing::shrink(&mut self.g, index, begin);
                let i = self.sym_index(i, node)?;
                self.emit(src(0), &i)?
            }
            NodeKind::Flip(axes) => {
                let i = indexing::flip(&mut self.g, index, axes, &n.shape);
                let i = self.sym_index(i, node)?;
                self.emit(src(0), &i)?
            }
            NodeKind::Pad { low } => {
                let source = self.graph.nodes[src(0)].shape.clone();
                let (i, inside) = indexing::pad(&mut self.g, index, low, &source)
                    .map_err(|e| located(n.op, format!("index arithmetic overflows: {e}")))?;
                let inside = simplify(&mut self.g, &[inside], &Options::default())
                    .map_err(|e| located(n.op, format!("cannot simplify the pad condition: {e}")))?[0];
                let inner = self.emit(src(0), &i)?;
                if self.g.as_const(inside) == Some(1) {
                    inner
                } else {
                    let condition = self.index_value(inside, location);
                    let zero = self.zero(n.element, location);
                    let value = self.insert_value(
                        OperationBuilder::new("arith.select", location)
                            .add_operands(&[condition, inner.value, zero])
                            .add_results(&[n.element]),
                    );
                    let mut deps = inner.deps;
                    deps.extend(self.expr_deps(&[inside]));
                    Scalar { value, deps }
                }
            }
            NodeKind::ReduceAxis {
                kind,
                axes,
                from_negative_zero,
            } => {
                let source = self.graph.nodes[src(0)].shape.clone();
                let mut dims = index.dims.clone();
                let mut ranges = Vec::new();
                for &a in axes {
                    let r = self.new_range(source[a as usize], REDUCE, location);
                    let r = self.sym(r, node)?;
                    dims[a as usize] = r;
                    if let Some(v) = self.var_of(r) {
                        ranges.push((r, v));
                    }
                }
                // The reduction's loops nest inside the loops around it.
                let depth = self.loops.len();
                self.loops.extend(ranges.iter().map(|&(_, v)| v));
                let inner = self.emit(
                    src(0),
                    &Index {
                        dims,
                        valid: index.valid,
                    },
                );
                self.loops.truncate(depth);
                let inner = inner?;
                let mut deps = inner.deps.clone();
                // Reduce unparented (spec 003) is the range optimizations' job;
                // here every reduce range is listed.
                let range_values: Vec<Value> = ranges.iter().map(|&(r, _)| self.index_value(r, location)).collect();
                for (_, v) in &ranges {
                    deps.remove(v);
                }
                let mut operands = vec![inner.value];
                operands.extend(range_values);
                let mut attributes = vec![self.attr("op", self.int_attr(32, *kind))];
                if *from_negative_zero {
                    attributes.push(self.attr("from_negative_zero", Attribute::unit(self.context)));
                }
                let value = self.insert_value(
                    OperationBuilder::new("uop.reduce", location)
                        .add_operands(&operands)
                        .add_attributes(&attributes)
                        .add_results(&[n.element]),
                );
                Scalar { value, deps }
            }
            NodeKind::Gather => {
                let source = self.graph.nodes[src(0)].shape.clone();
                let mut dims = Vec::with_capacity(source.len());
                for (axis, &size) in source.iter().enumerate() {
                    let position = self.gathered_index(src(axis + 1), index, node)?;
                    // Clamped into the axis (UOpTensorOps.td); the simplifier drops the
                    // clamp where the index's range already lies inside.
                    let clamped = (|| {
                        let zero = indexing::constant(&mut self.g, 0)?;
                        let last = indexing::constant(&mut self.g, size - 1)?;
                        let low = self.g.binary(Op::Max, position, zero)?;
                        self.g.binary(Op::Min, low, last)
                    })();
                    dims.push(self.sym(clamped, node)?);
                }
                self.emit(
                    src(0),
                    &Index {
                        dims,
                        valid: index.valid,
                    },
                )?
            }
            NodeKind::Contiguous => self.emit(src(0), index)?,
            NodeKind::VmapIn(vargs) => {
                let mut dims = Vec::new();
                let mut kept = index.dims.iter();
                for varg in vargs {
                    dims.push(match varg {
                        Varg::Range(r) => self.vmap_var(*r, node)?,
                        Varg::Keep => *kept.next().expect("the verifier matched the ranks"),
                    });
                }
                self.emit(
                    src(0),
                    &Index {
                        dims,
                        valid: index.valid,
                    },
                )?
            }
            NodeKind::VmapOut(_) => {
                let realized = self.realize(node, None)?;
                self.read(node, &realized, index)?
            }
        })
    }

    /// The index a gather reads along one axis, at `index`: the position itself
    /// where the index tensor is an arange moved into place (`linalg.index`, or a
    /// constant), so no load is spent on it; otherwise the index tensor's value,
    /// loaded, as a fresh variable of the symbolic graph (its IR value that load).
    fn gathered_index(&mut self, of: NodeId, index: &Index, node: NodeId) -> Result<'c, 'a, ExprId> {
        if let Some(e) = self.position_of(of, index, node)? {
            return Ok(e);
        }
        let location = self.location(node);
        let scalar = self.emit(of, index)?;
        let name = format!("gather{}", self.gathered.len());
        let var = self.g.var(&name, Interval::new(i64::MIN, i64::MAX), INDEX_WIDTH);
        let var = self.sym(var, node)?;
        let id = self.var_of(var).expect("a fresh variable");
        self.gathered.insert(id, scalar.deps);
        let value = if scalar.value.r#type().is_index() {
            scalar.value
        } else {
            self.insert_value(
                OperationBuilder::new("arith.index_cast", location)
                    .add_operands(&[scalar.value])
                    .add_results(&[Type::index(self.context)]),
            )
        };
        self.index_values.insert(var, value);
        Ok(var)
    }

    /// `Some(e)` where `of` read at `index` is the index expression `e` without a
    /// load: a splat integer, or a 1-D `0, 1, ..., n-1` constant brought into
    /// place by movement ops.
    fn position_of(&mut self, of: NodeId, index: &Index, node: NodeId) -> Result<'c, 'a, Option<ExprId>> {
        let n = self.graph.nodes[of].clone();
        let src = n.operands.first().copied();
        let moved = match &n.kind {
            NodeKind::Splat(value) => {
                let Ok(c) = melior::ir::attribute::IntegerAttribute::try_from(*value) else {
                    return Ok(None);
                };
                let e = indexing::constant(&mut self.g, c.value());
                return Ok(Some(self.sym(e, node)?));
            }
            NodeKind::Dense(value) => {
                let raw = melior::ir::AttributeLike::to_raw(value);
                // Only 64-bit storage reads as i64 (linalg.index's arange is `index`).
                let wide = n.element.is_index() || axe_dialects::ir::read::int_width(n.element) == Some(64);
                let arange = wide
                    && n.shape.len() == 1
                    && match axe_dialects::ir::dense_resource::by_reference(*value) {
                        Some(blob) => blob
                            .chunks_exact(8)
                            .enumerate()
                            .all(|(i, e)| i64::from_ne_bytes(e.try_into().expect("8 bytes")) == i as i64),
                        None => (0..n.shape[0])
                            .all(|i| unsafe { mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, i as isize) } == i),
                    };
                return Ok(arange.then_some(index.dims[0]));
            }
            NodeKind::Reshape => {
                let source = self.graph.nodes[src.expect("one operand")].shape.clone();
                let i = indexing::reshape(&mut self.g, index, &n.shape, &source);
                self.sym_index(i, node)?
            }
            NodeKind::Permute(order) => indexing::permute(index, order),
            NodeKind::Expand => {
                let source = self.graph.nodes[src.expect("one operand")].shape.clone();
                let i = indexing::expand(&mut self.g, index, &source, &n.shape);
                self.sym_index(i, node)?
            }
            NodeKind::Shrink { begin } => {
                let i = indexing::shrink(&mut self.g, index, begin);
                self.sym_index(i, node)?
            }
            NodeKind::Flip(axes) => {
                let i = indexing::flip(&mut self.g, index, axes, &n.shape);
                self.sym_index(i, node)?
            }
            _ => return Ok(None),
        };
        self.position_of(src.expect("one operand"), &moved, node)
    }

    fn sym_index(
        &self,
        i: std::result::Result<Index, axe_symbolic::BuildError>,
        node: NodeId,
    ) -> Result<'c, 'a, Index> {
        i.map_err(|e| located(self.graph.nodes[node].op, format!("index arithmetic overflows: {e}")))
    }

    fn zero(&self, element: Type<'c>, location: Location<'c>) -> Value<'c, 'a> {
        let text = if element.is_integer() || element.is_index() {
            "0"
        } else {
            "0.0"
        };
        let attribute =
            Attribute::parse(self.context, &format!("{text} : {element}")).expect("a zero of the element type");
        self.insert_value(
            OperationBuilder::new("arith.constant", location)
                .add_attributes(&[self.attr("value", attribute)])
                .add_results(&[element]),
        )
    }

    /// A non-splat tensor constant becomes a private constant `memref.global`.
    fn constant_buffer(&mut self, node: NodeId, value: Attribute<'c>, location: Location<'c>) -> Value<'c, 'a> {
        let n = &self.graph.nodes[node];
        let ty: Type = MemRefType::new(n.element, &n.shape, None, None).into();
        let func_name = self
            .func
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_owned())
            .unwrap_or_default();
        let name = format!("__{func_name}_const{}", self.globals);
        self.globals += 1;
        let global = OperationBuilder::new("memref.global", location)
            .add_attributes(&[
                self.attr("sym_name", StringAttribute::new(self.context, &name).into()),
                self.attr("sym_visibility", StringAttribute::new(self.context, "private").into()),
                self.attr("type", TypeAttribute::new(ty).into()),
                self.attr("initial_value", value),
                self.attr("constant", Attribute::unit(self.context)),
            ])
            .build()
            .expect("a well-formed memref.global");
        self.module_block.insert_operation_before(self.func, global);
        let symbol = Attribute::parse(self.context, &format!("@{name}")).expect("a symbol reference");
        self.insert_value(
            OperationBuilder::new("memref.get_global", location)
                .add_attributes(&[self.attr("name", symbol)])
                .add_results(&[ty]),
        )
    }
}

/// CONTIGUOUS and vmapout are always realized (spec 002 §4.2, spec 003).
fn always_realized(kind: &NodeKind) -> bool {
    matches!(kind, NodeKind::Contiguous | NodeKind::VmapOut(_))
}

impl<'c, 'a> Emitter<'c, 'a, '_> {
    /// Realizes `node`, a CONTIGUOUS outside any vmap, ahead of the values that read it.
    /// Realizing a value realizes what it reads first, recursively; a chain of hundreds of
    /// CONTIGUOUS (a sort network's or a scan's steps) realized from its end would nest a
    /// realization per step on the stack and overflow it.
    pub fn realize_ahead(&mut self, node: NodeId) -> Result<'c, 'a, ()> {
        if matches!(self.graph.nodes[node].kind, NodeKind::Contiguous) && self.vmap[node].is_empty() {
            self.realize(node, None)?;
        }
        Ok(())
    }

    /// A tensor a tensor-level `uop.sink` names: realized, and kept alive by
    /// the kernel's sink.
    pub fn realize_sink(&mut self, node: NodeId) -> Result<'c, 'a, ()> {
        let realized = self.realize(node, None)?;
        self.sinks.push(realized.buffer);
        Ok(())
    }
}

/// `arith.cmpf false` / `arith.cmpf true` (predicates 0 and 15) is the constant 0 / 1 whatever
/// its operands, NaN included. It is emitted as that constant because upstream MLIR 22's
/// `canonicalize` (`CmpFIntToFPConst`, arith's canonicalization patterns) reaches
/// `llvm_unreachable` on a scalar `cmpf true|false, (sitofp|uitofp x), constant`, which a release
/// build turns into a jump to nowhere: axe-compile died of SIGSEGV (tools/fuzz finding 11).
fn constant_compare(op: &OperationRef) -> Option<i64> {
    if op_name(op) != "arith.cmpf" {
        return None;
    }
    match int_attr(op, "predicate")? {
        0 => Some(0),
        15 => Some(1),
        _ => None,
    }
}
