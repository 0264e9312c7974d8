//! The tensor-level program of one function as a graph: every tensor value
//! is a node (function arguments are the input buffers), with its shape,
//! element type and what computes it.

use axe_dialects::ir::dense_resource;
use axe_dialects::ir::read::{defining_op, i64_array, int_attr, op_name, splat_element, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{
    operation::OperationLike,
    r#type::{DimSize, RankedTensorType, ShapedTypeLike},
    Attribute, AttributeLike, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
};
use std::collections::HashMap;

pub type NodeId = usize;

/// A vmap argument (spec 002 §2): an axis bound to a range, or kept.
#[derive(Clone, Copy, Debug)]
pub enum Varg<'c, 'a> {
    Range(OperationRef<'c, 'a>),
    Keep,
}

/// What computes a node.
#[derive(Clone, Debug)]
pub enum NodeKind<'c, 'a> {
    /// Function argument number `n`: an input buffer.
    Input(usize),
    /// `arith.constant` of a splat tensor: the one element.
    Splat(Attribute<'c>),
    /// `arith.constant` of a non-splat tensor: a constant buffer (dense elements, or a
    /// weight's `dense_resource` blob, kept by reference: `dense_resource::by_reference`).
    Dense(Attribute<'c>),
    /// An elementwise op on tensors of one shape (arith, math, uop.cast/where/cmp).
    Elementwise(OperationRef<'c, 'a>),
    Reshape,
    Permute(Vec<i64>),
    Expand,
    Pad {
        low: Vec<i64>,
    },
    Shrink {
        begin: Vec<i64>,
    },
    Flip(Vec<i64>),
    ReduceAxis {
        kind: i64,
        axes: Vec<i64>,
        /// A float sum that starts from -0 (UOpTensorOps.td), kept on the `uop.reduce`.
        from_negative_zero: bool,
    },
    /// `uop.gather`: operand 0 read at the (clamped) values of operands 1.. .
    Gather,
    Contiguous,
    VmapIn(Vec<Varg<'c, 'a>>),
    VmapOut(Vec<Varg<'c, 'a>>),
}

#[derive(Clone, Debug)]
pub struct Node<'c, 'a> {
    pub kind: NodeKind<'c, 'a>,
    pub operands: Vec<NodeId>,
    pub shape: Vec<i64>,
    pub element: Type<'c>,
    /// The op that defines it (for locations and cloning); `None` for inputs.
    pub op: Option<OperationRef<'c, 'a>>,
}

impl Node<'_, '_> {
    pub fn has_reduce_op(&self) -> bool {
        matches!(self.kind, NodeKind::ReduceAxis { .. })
    }
}

/// The graph, nodes in program order (operands before users).
pub struct TensorGraph<'c, 'a> {
    pub nodes: Vec<Node<'c, 'a>>,
    by_value: HashMap<usize, NodeId>,
    /// How many uses each node has (ops and the function's results).
    pub uses: Vec<usize>,
    /// Whether a reduction is among the node and what it computes from
    /// without crossing a realized boundary (`contiguous`, `vmapout`).
    pub has_reduce: Vec<bool>,
}

/// Why a function cannot be imported; reported at `op`.
pub struct ImportError<'c, 'a> {
    pub op: Option<OperationRef<'c, 'a>>,
    pub message: String,
}

pub fn tensor_shape(ty: Type) -> Option<(Vec<i64>, Type)> {
    let tensor = RankedTensorType::try_from(ty).ok()?;
    let mut shape = Vec::with_capacity(tensor.rank());
    for i in 0..tensor.rank() {
        match tensor.dim_size(i).ok()? {
            DimSize::Static(d) => shape.push(d as i64),
            DimSize::Dynamic => return None,
        }
    }
    Some((shape, tensor.element()))
}

fn is_elementwise(name: &str) -> bool {
    name.starts_with("arith.")
        || name.starts_with("math.")
        || matches!(name, "uop.cast" | "uop.where" | "uop.cmp" | "uop.assert")
}

impl<'c, 'a> TensorGraph<'c, 'a> {
    pub fn node_of(&self, value: Value) -> Option<NodeId> {
        self.by_value.get(&value_key(value)).copied()
    }

    /// Imports the body of `func` (one block).
    pub fn import(func: OperationRef<'c, 'a>) -> Result<Self, ImportError<'c, 'a>> {
        let mut graph = TensorGraph {
            nodes: Vec::new(),
            by_value: HashMap::new(),
            uses: Vec::new(),
            has_reduce: Vec::new(),
        };
        let block = func
            .region_at(0)
            .and_then(|r| r.first_block())
            .ok_or_else(|| ImportError {
                op: Some(func),
                message: "has no body to rangeify".into(),
            })?;
        for n in 0..block.argument_count() {
            let arg: Value = block.argument(n).expect("in range").into();
            if let Some((shape, element)) = tensor_shape(arg.r#type()) {
                check_addressable(&shape, func, &format!("argument {n}"))?;
                graph.add(
                    arg,
                    Node {
                        kind: NodeKind::Input(n),
                        operands: vec![],
                        shape,
                        element,
                        op: None,
                    },
                );
            }
        }
        let mut current = block.first_operation();
        while let Some(op) = current {
            current = op.next_in_block();
            if op.result_count() != 1 {
                graph.count_uses(&op);
                continue;
            }
            let result: Value = op.result(0).expect("one result").into();
            let Some((shape, element)) = tensor_shape(result.r#type()) else {
                graph.count_uses(&op);
                continue;
            };
            check_addressable(&shape, op, "its result")?;
            let kind = graph.kind_of(&op)?;
            let operands = (0..op.operand_count())
                .filter_map(|i| graph.node_of(op.operand(i).expect("in range")))
                .collect();
            graph.count_uses(&op);
            graph.add(
                result,
                Node {
                    kind,
                    operands,
                    shape,
                    element,
                    op: Some(op),
                },
            );
        }
        graph.has_reduce = graph.compute_has_reduce();
        Ok(graph)
    }

    fn add(&mut self, value: Value<'c, 'a>, node: Node<'c, 'a>) {
        self.by_value.insert(value_key(value), self.nodes.len());
        self.nodes.push(node);
        self.uses.push(0);
    }

    fn count_uses(&mut self, op: &OperationRef<'c, 'a>) {
        for i in 0..op.operand_count() {
            if let Some(n) = self.node_of(op.operand(i).expect("in range")) {
                self.uses[n] += 1;
            }
        }
    }

    fn kind_of(&self, op: &OperationRef<'c, 'a>) -> Result<NodeKind<'c, 'a>, ImportError<'c, 'a>> {
        let name = op_name(op);
        let unsupported = |what: &str| ImportError {
            op: Some(*op),
            message: what.to_owned(),
        };
        Ok(match name {
            "arith.constant" => {
                let value = op.attribute("value").map_err(|_| unsupported("has no value"))?;
                if dense_resource::by_reference(value).is_some() {
                    // A weight: its blob becomes the global's initial value as it is.
                    return Ok(NodeKind::Dense(value));
                }
                let value = dense_resource::resolved(value).map_err(|e| unsupported(&e))?;
                let raw = value.to_raw();
                if unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
                    match splat_element(value) {
                        Some(element) => NodeKind::Splat(element),
                        None => NodeKind::Dense(value),
                    }
                } else {
                    return Err(unsupported(
                        "is a tensor constant that is not a dense elements attribute",
                    ));
                }
            }
            "uop.reshape" => NodeKind::Reshape,
            "uop.permute" => NodeKind::Permute(i64_array(op, "order").unwrap_or_default()),
            "uop.expand" => NodeKind::Expand,
            "uop.pad" => NodeKind::Pad {
                low: i64_array(op, "low").unwrap_or_default(),
            },
            "uop.shrink" => NodeKind::Shrink {
                begin: i64_array(op, "begin").unwrap_or_default(),
            },
            "uop.flip" => NodeKind::Flip(i64_array(op, "axes").unwrap_or_default()),
            "uop.reduce_axis" => NodeKind::ReduceAxis {
                kind: int_attr(op, "op").unwrap_or_default(),
                axes: i64_array(op, "axes").unwrap_or_default(),
                from_negative_zero: op.attribute("from_negative_zero").is_ok(),
            },
            "uop.contiguous" => NodeKind::Contiguous,
            "uop.gather" => NodeKind::Gather,
            "uop.vmapin" => NodeKind::VmapIn(vargs(op, 1)?),
            "uop.vmapout" => NodeKind::VmapOut(vargs(op, 1)?),
            name if is_elementwise(name) => {
                for i in 0..op.operand_count() {
                    let operand = op.operand(i).expect("in range");
                    if self.node_of(operand).is_none() {
                        return Err(unsupported(
                            "has an operand that is not a tensor of the program (rangeify needs tensor operands)",
                        ));
                    }
                }
                NodeKind::Elementwise(*op)
            }
            _ => return Err(unsupported("is not a tensor-level op that rangeify knows")),
        })
    }

    /// A node "has a reduce" if a reduction is reachable from it through
    /// nodes that are not always realized.
    pub(super) fn compute_has_reduce(&self) -> Vec<bool> {
        let mut has = vec![false; self.nodes.len()];
        for (id, node) in self.nodes.iter().enumerate() {
            has[id] = node.has_reduce_op()
                || node
                    .operands
                    .iter()
                    .any(|&o| has[o] && !matches!(self.nodes[o].kind, NodeKind::Contiguous | NodeKind::VmapOut(_)));
        }
        has
    }
}

/// Index arithmetic is 64-bit: a tensor whose element count does not fit
/// cannot be addressed. (A zero-size dimension is fine here: empty tensors
/// get no kernel, empty.rs.)
fn check_addressable<'c, 'a>(shape: &[i64], op: OperationRef<'c, 'a>, what: &str) -> Result<(), ImportError<'c, 'a>> {
    match shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)) {
        Some(_) => Ok(()),
        None => Err(ImportError {
            op: Some(op),
            message: format!("{what} has more elements than 64-bit index arithmetic can address"),
        }),
    }
}

fn vargs<'c, 'a>(op: &OperationRef<'c, 'a>, first: usize) -> Result<Vec<Varg<'c, 'a>>, ImportError<'c, 'a>> {
    (first..op.operand_count())
        .map(|i| {
            let value = op.operand(i).expect("in range");
            match defining_op(value) {
                Some(def) if op_name(&def) == "uop.range" => Ok(Varg::Range(def)),
                _ => Ok(Varg::Keep),
            }
        })
        .collect()
}
