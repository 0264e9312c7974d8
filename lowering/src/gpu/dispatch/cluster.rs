//! A GPU `axe.kernel`'s thread block cluster (sm_90): `axe.cluster = #axe.layout<...>`, an Axe
//! layout from a block's rank in its cluster to the block coordinates it moves (`bx`, `by`,
//! `bz`, the grid's x, y and z). `S[2:1@by]` makes clusters of two consecutive block rows:
//! the launch's clusters are (1, 2, 1) blocks, and rank r is block row `2 * (by / 2) + r`.
//!
//! What the dispatch reads off the layout: the launch's cluster sizes, and which TMA copies
//! the blocks of a cluster make alike. A copy whose global offsets depend on no block
//! coordinate the layout moves reads the same box in every block of the cluster, so each box
//! is issued once per cluster, by rank `q % blocks` for box `q`, multicast into every block's
//! shared memory at the same place and counted on the mbarrier at the same place in each
//! ([`super::tma`]). A copy whose offsets depend on such a coordinate stays each block's own.

use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{array_values, defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    OperationRef, Type, Value, ValueLike,
};
use std::collections::HashSet;

/// The portable limit of blocks in a cluster (more need a non-portable opt-in).
const MAX_BLOCKS: i64 = 8;

/// A kernel's cluster: its sizes (blocks per cluster along the grid's x, y and z) and the grid
/// dimensions its ranks move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cluster {
    pub sizes: [i64; 3],
    dims: Vec<usize>,
}

impl Cluster {
    /// The cluster of `kernel` on `grid` (`None` without `axe.cluster`), or why its layout is
    /// none a launch can take.
    pub fn of(kernel: &OperationRef, grid: [i64; 3]) -> Result<Option<Cluster>, String> {
        let Ok(attribute) = kernel.attribute(attribute_names::CLUSTER) else {
            return Ok(None);
        };
        let layout = match axe_dialects::layout_attr::to_layout(attribute) {
            Some(Ok(layout)) => layout,
            _ => {
                return Err(format!(
                    "has {} = {attribute}, which is no Axe layout",
                    attribute_names::CLUSTER
                ))
            }
        };
        let mut sizes = [1; 3];
        let mut dims = Vec::new();
        // Each iter moves one grid dimension by one block: the cluster is a box of the grid.
        for iter in layout.shard().iter() {
            let dim = ["bx", "by", "bz"]
                .iter()
                .position(|&a| a == iter.axis().name())
                .ok_or_else(|| {
                    format!(
                        "has a cluster {layout} on axis {}; a cluster's blocks move bx, by or bz",
                        iter.axis().name()
                    )
                })?;
            if iter.stride() != 1 || iter.extent() < 1 || dims.contains(&dim) {
                return Err(format!(
                    "has a cluster {layout}; a cluster is consecutive blocks, one iter of stride 1 per grid dimension"
                ));
            }
            sizes[dim] = iter.extent();
            dims.push(dim);
        }
        if let Some(d) = (0..3).find(|&d| grid[d] % sizes[d] != 0) {
            return Err(format!(
                "has clusters of {} blocks along grid dimension {d}, which launches {}: no whole number of clusters",
                sizes[d], grid[d]
            ));
        }
        let blocks = sizes.iter().try_fold(1i64, |n, &s| n.checked_mul(s));
        if blocks.is_none_or(|b| b > MAX_BLOCKS) {
            return Err(format!(
                "has clusters of {} blocks; a cluster has at most {MAX_BLOCKS} (the portable limit)",
                sizes.map(|s| s.to_string()).join(" x ")
            ));
        }
        Ok(Some(Cluster { sizes, dims }))
    }

    /// Blocks in a cluster.
    pub fn blocks(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// Whether copy `op` reads the same global box in every block of the cluster: none of its
    /// source offsets depends on a block id the cluster's ranks move.
    pub fn reads_alike(&self, op: &OperationRef) -> bool {
        let Some(sources) = op
            .attribute("operandSegmentSizes")
            .ok()
            .and_then(array_values)
            .and_then(|s| usize::try_from(*s.get(1)?).ok())
        else {
            return false;
        };
        let mut seen = HashSet::new();
        (1..=sources).all(|i| op.operand_at(i).is_some_and(|v| !self.depends(v, &mut seen)))
    }

    /// Whether `value` depends on a block id along one of the cluster's dimensions: through its
    /// defining op's operands, or, for a loop's induction variable, its bounds.
    fn depends<'c, 'a>(&self, value: Value<'c, 'a>, seen: &mut HashSet<usize>) -> bool {
        if !seen.insert(value_key(value)) {
            return false;
        }
        let op = match defining_op(value) {
            Some(op) => op,
            // A loop's induction variable: its bounds say where it runs.
            None => match loop_of(value) {
                Some(owner) => owner,
                None => return false,
            },
        };
        if op_name(&op) == "gpu.block_id" {
            let dim = op.attribute("dimension").map(|d| d.to_string()).unwrap_or_default();
            return self
                .dims
                .iter()
                .any(|&d| dim.ends_with(&format!("{}>", ["x", "y", "z"][d])));
        }
        (0..op.operand_count()).any(|i| op.operand_at(i).is_some_and(|v| self.depends(v, seen)))
    }
}

/// The `scf.for` whose induction variable (or other block argument) `value` is.
fn loop_of<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let raw = value.to_raw();
    if !unsafe { mlir_sys::mlirValueIsABlockArgument(raw) } {
        return None;
    }
    let block = unsafe { mlir_sys::mlirBlockArgumentGetOwner(raw) };
    let parent = unsafe { mlir_sys::mlirBlockGetParentOperation(block) };
    if parent.ptr.is_null() {
        return None;
    }
    let owner = unsafe { OperationRef::from_raw(parent) };
    (op_name(&owner) == "scf.for").then_some(owner)
}

/// `barrier.cluster.arrive` then `barrier.cluster.wait`: every thread of the cluster has
/// arrived (its accesses so far released) before any goes on.
pub fn barrier(at: &Builder) {
    for name in ["nvvm.cluster.arrive", "nvvm.cluster.wait"] {
        at.insert_built(ops::generic(at.context, name, &[], &[], None, at.location));
    }
}

/// The block's rank in its cluster (`%cluster_ctarank`), as an index.
pub fn rank<'c, 'a>(at: &Builder<'c, 'a>) -> Value<'c, 'a> {
    let i32: Type = IntegerType::new(at.context, 32).into();
    let rank: Value = at
        .insert_built(ops::generic(
            at.context,
            "nvvm.read.ptx.sreg.cluster.ctarank",
            &[],
            &[],
            Some(i32),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into();
    at.convert("arith.index_castui", rank, Type::index(at.context))
}

/// The multicast mask of every block of a cluster of `blocks` (an i16).
pub fn everyone<'c, 'a>(at: &Builder<'c, 'a>, blocks: i64) -> Value<'c, 'a> {
    let i16: Type = IntegerType::new(at.context, 16).into();
    at.insert_built(ops::int_constant(at.context, i16, (1 << blocks) - 1, at.location))
        .result(0)
        .expect("one result")
        .into()
}

/// An arrival of the thread on the mbarrier at slot `slot` of `group` in the shared memory of
/// each other block of a cluster of `blocks` (the block of rank `rank`'s peers, `rank + 1 ..
/// rank + blocks - 1` modulo `blocks`): the slot's address in this block (`nvgpu.mbarrier.get`)
/// mapped to its `shared::cluster` address in the peer's (`mapa`), where `mbarrier.arrive`
/// counts one arrival and releases the thread's accesses so far to the cluster.
pub fn arrive_at_peers<'c, 'a>(
    at: &Builder<'c, 'a>,
    blocks: i64,
    rank: Value<'c, 'a>,
    group: Value<'c, 'a>,
    slot: Value<'c, 'a>,
) {
    let context = at.context;
    let i32: Type = IntegerType::new(context, 32).into();
    let shared = Type::parse(context, "!llvm.ptr<3>").expect("a shared pointer type");
    let cluster = Type::parse(context, "!llvm.ptr<7>").expect("a shared::cluster pointer type");
    let one_result = |name: &str, operands: &[Value<'c, 'a>], result: Type<'c>| {
        at.value(
            OperationBuilder::new(name, at.location)
                .add_operands(operands)
                .add_results(&[result]),
        )
    };
    let address = one_result("nvgpu.mbarrier.get", &[group, slot], i32);
    let local = at.convert("llvm.inttoptr", address, shared);
    let scope = [(
        "scope",
        melior::ir::Attribute::parse(context, "#nvvm.mem_scope<cluster>").expect("a memory scope"),
    )];
    for offset in 1..blocks {
        let peer = at.binary(
            "arith.remui",
            at.binary("arith.addi", rank, at.index(offset)),
            at.index(blocks),
        );
        let peer = at.convert("arith.index_castui", peer, i32);
        let remote = one_result("nvvm.mapa", &[local, peer], cluster);
        at.insert_built(ops::generic(
            context,
            "nvvm.mbarrier.arrive",
            &scope,
            &[remote],
            None,
            at.location,
        ));
    }
}
