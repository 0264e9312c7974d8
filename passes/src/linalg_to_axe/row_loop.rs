//! Row-wise ops that share one loop over 128-row tiles (fusion): consecutive elementwise ops
//! and reductions over the same rows, each tile holding whole rows, run in one loop; a value
//! that only later ops of the same loop read stays in SBUF and never goes to HBM. A row
//! softmax is then one load and one store per tile. A matmul may start such a loop with its
//! row tile of C; an op with a per-column operand works on the tile with the columns on the
//! partitions (a TensorE relayout), so a bias add and an activation follow a matmul in SBUF.

use super::tiles::Orientation;
use super::{elementwise, matmul, reduce};
use crate::kernel_ir::users;
use axe_dialects::ir::read::{op_name, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, OperationRef, Value};
use std::collections::{HashMap, HashSet};

/// What part of the `[rows, cols]` space an operand covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coverage {
    Whole,
    PerRow,
    PerCol,
}

/// An on-chip tile of a loop body: its SSA name, type, coverage, element type and which
/// of its dimensions lies on the partitions.
#[derive(Clone)]
pub struct Tile {
    pub name: String,
    pub ty: String,
    pub coverage: Coverage,
    pub element: String,
    pub orientation: Orientation,
}

/// The loop a group of ops shares: its batch loops' indices ([`super::batch`]), the row
/// offset and the tiles of the values computed in it so far.
pub struct RowLoop {
    pub batch: super::batch::Ivs,
    pub row: String,
    pub tiles: HashMap<usize, Tile>,
}

/// Ops that pass through a group without computing (reshapes alias, inits are read by
/// their users, broadcasts are read through by elementwise users).
pub fn is_transparent(op: &OperationRef) -> bool {
    let reshape = matches!(op_name(op), "tensor.expand_shape" | "tensor.collapse_shape");
    (reshape && !super::movement::is_moving_reshape(op))
        || matches!(op_name(op), "tensor.empty" | "linalg.fill" | "arith.constant")
        || elementwise::is_read_through(op)
        || elementwise::is_folded(op)
        || super::fold::is_folded(op)
        || super::gather::is_index_relabel(op)
}

/// The batch and rows of the loop `op` can share, if it is a row-wise op with whole rows per
/// tile.
pub fn shared_rows(op: &OperationRef) -> Option<(Vec<i64>, i64)> {
    match op_name(op) {
        "linalg.matmul" | "linalg.batch_matmul" => matmul::plan(*op).ok().and_then(|p| p.shared_rows()),
        "linalg.reduce" => reduce::plan(*op).ok().and_then(|p| p.shared_rows()),
        "linalg.generic" if super::gather::is_gather(op) => None,
        "linalg.generic" if reduce::is_reduction(op) => reduce::plan(*op).ok().and_then(|p| p.shared_rows()),
        "linalg.generic" => elementwise::plan(*op).ok().and_then(|p| p.shared_rows()),
        _ => None,
    }
}

/// Splits a function's ops into runs: each run is either one op, or consecutive row-wise ops
/// over the same rows (with transparent ops among them) that share a loop. A matmul may start
/// a run (its row tile of C feeds the ops after it), not join one.
pub fn groups<'c, 'a>(ops: &[OperationRef<'c, 'a>]) -> Vec<Vec<OperationRef<'c, 'a>>> {
    let mut out: Vec<Vec<OperationRef>> = vec![];
    let mut current: Vec<OperationRef> = vec![];
    let mut rows: Option<(Vec<i64>, i64)> = None;
    for op in ops {
        if is_transparent(op) && !current.is_empty() {
            current.push(*op);
            continue;
        }
        let shared = shared_rows(op);
        let starts_only = matches!(op_name(op), "linalg.matmul" | "linalg.batch_matmul");
        if shared.is_some() && shared == rows && !starts_only {
            current.push(*op);
            continue;
        }
        if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        current.push(*op);
        rows = shared;
    }
    if !current.is_empty() {
        out.push(current);
    }
    // Transparent ops that trail a group belong after it, not in it.
    let mut split = vec![];
    for mut group in out {
        let mut tail = vec![];
        while group.len() > 1 && group.last().is_some_and(is_transparent) {
            tail.push(group.pop().expect("non-empty"));
        }
        split.push(group);
        split.extend(tail.into_iter().rev().map(|op| vec![op]));
    }
    split
}

/// Whether `value`, computed in `group`, is read after it (through reshapes) or returned
/// (`returned` holds the returned values' sources), so it needs an HBM tensor.
pub fn needs_hbm(value: Value, group: &HashSet<usize>, returned: &HashSet<usize>) -> bool {
    if returned.contains(&value_key(value)) {
        return true;
    }
    users(value).iter().any(|user| {
        let reshape = matches!(op_name(user), "tensor.expand_shape" | "tensor.collapse_shape")
            && !super::movement::is_moving_reshape(user);
        let inside = group.contains(&(user.to_raw().ptr as usize));
        !inside || (reshape && user.result_at(0).is_some_and(|r| needs_hbm(r.into(), group, returned)))
    })
}
