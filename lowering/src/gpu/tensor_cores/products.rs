//! What multiplies a stage of the GEMM's Axe program ([`super::axe_program`]): on mma.sync
//! each warp loads its fragments of the stage (`ldmatrix`) and accumulates into its piece of the
//! block's tile; on wgmma each warpgroup multiplies its rows straight from shared memory, its
//! products in flight where the pipeline allows. Each product's registers, the thread's place in
//! the tile, one step's multiplication and the store of the accumulators.

use super::axe_program::{region, Global, Kernel};
use super::stage_layouts::{shared_stages, wgmma_stages};
use crate::gpu::builder::axe_ops::{Issue, TensorRegion};
use crate::gpu::builder::axes::gpu_id_below;
use crate::gpu::builder::Builder;
use axe_dialects::ir::enums::ExecScope;
use axe_layout::group;
use axe_schedule::gpu_operators::transpose;
use axe_schedule::mma::{Operand, TensorCoreTiling};
use axe_schedule::wgmma::WgmmaTiling;
use melior::ir::{Type, Value};

/// The register fragments of one warp, the tiling's own layouts: A `[16, 16 TM]` (gemm's
/// [K, M], the transpose of the tiling's), B `[16, 8 TN]` and C `[16 TM, 8 TN]`.
fn fragments(t: &TensorCoreTiling) -> Result<[String; 3], String> {
    let (a, a_shape) = t.warp_registers(Operand::A)?;
    let a = transpose(&group(&a, &a_shape).map_err(|e| e.to_string())?)?;
    Ok([
        a.to_string(),
        t.warp_registers(Operand::B)?.0.to_string(),
        t.warp_registers(Operand::C)?.0.to_string(),
    ])
}

/// One K step's products: of stage `stage`, whether they stay in flight (wgmma only) and
/// whether this is the first step.
pub(super) struct Step<'c, 'a> {
    pub(super) stage: Value<'c, 'a>,
    pub(super) in_flight: bool,
    pub(super) first: bool,
}

/// What differs between the products: the block, the stages' layouts, the registers and each
/// step's multiplication.
pub(super) struct Plan {
    pub(super) threads: i64,
    /// (rows, columns) of C per block, and the grid of blocks (rows, columns).
    pub(super) block: [i64; 2],
    pub(super) grid: [i64; 2],
    pub(super) stages: fn(&Global, &[i64], i64, i64) -> (String, bool),
    /// A's stage is cut into this many parts along M, one per warpgroup (an extra leading
    /// dimension after the stage's); 1: not cut.
    pub(super) a_parts: i64,
    pub(super) registers: Registers,
    /// The accumulators are zero-filled before the first step (mma.sync); else the first
    /// step's products overwrite them (wgmma: its scale-d zero, which writes no register
    /// before the fence).
    pub(super) fills: bool,
}

/// The registers of a product and where a thread's piece of the block's tile starts.
pub(super) enum Registers {
    /// mma.sync: the fragment types of A, B and C, the warps along N and each warp's rows and
    /// columns of C.
    Warp {
        types: [String; 3],
        wn: i64,
        rows: i64,
        cols: i64,
    },
    /// wgmma: the accumulator's type and each warpgroup's rows of C.
    Warpgroup { accumulator: String, rows: i64 },
}

/// The registers' values: the accumulators, the fragments a warp loads (mma.sync), and the
/// first row and column of the thread's piece of the tile (the column on wgmma: the tile's).
pub(super) struct Place<'c, 'a> {
    pub(super) acc: Value<'c, 'a>,
    pub(super) fragments: Option<[Value<'c, 'a>; 2]>,
    pub(super) rows: Value<'c, 'a>,
    pub(super) cols: Option<Value<'c, 'a>>,
    /// The thread's warpgroup (wgmma).
    pub(super) warpgroup: Option<Value<'c, 'a>>,
    /// The gemm's K step on mma.sync: 16.
    pub(super) k16: Option<Value<'c, 'a>>,
}

/// mma.sync: warp `w` multiplies its fragments of the stage, 16 deep at a time, into the
/// `(w / WN, w % WN)` piece of the block's tile.
pub(super) fn mma_plan(t: &TensorCoreTiling) -> Result<Plan, String> {
    let ([tm, tn], [_, wn]) = (t.tiles, t.warps);
    Ok(Plan {
        threads: t.threads(),
        block: t.block_shape(),
        grid: t.blocks,
        stages: shared_stages,
        a_parts: 1,
        registers: Registers::Warp {
            types: fragments(t)?,
            wn,
            rows: 16 * tm,
            cols: 8 * tn,
        },
        fills: true,
    })
}

/// wgmma: each warpgroup multiplies its rows of the stage from shared memory into its
/// accumulator fragment ([`axe_schedule::wgmma::accumulator`]). With several warpgroups, A's
/// stage is cut into one part of rows per warpgroup and B is shared.
pub(super) fn wgmma_plan(t: &WgmmaTiling) -> Plan {
    let (bn, rows) = (t.bn, t.warpgroup_rows());
    let fragment = axe_schedule::wgmma::accumulator(rows / axe_schedule::wgmma::M, bn);
    Plan {
        threads: t.threads(),
        block: [t.bm, bn],
        grid: t.blocks,
        stages: wgmma_stages,
        a_parts: t.warpgroups,
        registers: Registers::Warpgroup {
            accumulator: format!("!axe.tensor<{rows}x{bn}xf32, reg, #axe.layout<{fragment}>>"),
            rows,
        },
        fills: false,
    }
}

impl Registers {
    /// The register tensor types of the kernel: mma.sync's A and B fragments at `element`.
    pub(super) fn types(&self, element: &str) -> Vec<String> {
        match self {
            Registers::Warp {
                types: [fa, fb, fc],
                rows,
                cols,
                ..
            } => vec![
                format!("!axe.tensor<16x{rows}x{element}, reg, #axe.layout<{fa}>>"),
                format!("!axe.tensor<16x{cols}x{element}, reg, #axe.layout<{fb}>>"),
                format!("!axe.tensor<{rows}x{cols}xf32, reg, #axe.layout<{fc}>>"),
            ],
            Registers::Warpgroup { accumulator, .. } => vec![accumulator.clone()],
        }
    }

    /// Allocates the registers (of `types`, as [`Registers::types`] gives them) and computes the
    /// thread's place in the block's tile, at the kernel's top after the tiles' allocations.
    pub(super) fn place<'c, 'a>(&self, at: &Builder<'c, 'a>, types: &[Type<'c>]) -> Place<'c, 'a> {
        match *self {
            Registers::Warp { wn, rows, cols, .. } => {
                let fragments = [at.axe_alloc(types[0]), at.axe_alloc(types[1])];
                let acc = at.axe_alloc(types[2]);
                let k16 = at.index(16);
                let warp_size = at.index(32);
                let wn_count = at.index(wn);
                let (wm_size, wn_size) = (at.index(rows), at.index(cols));
                let tid = gpu_id_below(at, "gpu.thread_id", "x", None);
                let warp = at.binary("arith.divui", tid, warp_size);
                let wm = at.binary("arith.divui", warp, wn_count);
                let wn = at.binary("arith.remui", warp, wn_count);
                Place {
                    acc,
                    fragments: Some(fragments),
                    rows: at.binary("arith.muli", wm, wm_size),
                    cols: Some(at.binary("arith.muli", wn, wn_size)),
                    warpgroup: None,
                    k16: Some(k16),
                }
            }
            // Warpgroup `wg` holds rows [wg R, (wg + 1) R) of the block's tile.
            Registers::Warpgroup { rows, .. } => {
                let acc = at.axe_alloc(types[0]);
                let tid = gpu_id_below(at, "gpu.thread_id", "x", None);
                let warpgroup_size = at.index(128);
                let wg_rows = at.index(rows);
                let wg = at.binary("arith.divui", tid, warpgroup_size);
                Place {
                    acc,
                    fragments: None,
                    rows: at.binary("arith.muli", wg, wg_rows),
                    cols: None,
                    warpgroup: Some(wg),
                    k16: None,
                }
            }
        }
    }
}

impl<'c, 'a> Place<'c, 'a> {
    /// One step's products. mma.sync: each warp loads its fragments of the stage 16 deep at a
    /// time and accumulates; wgmma: each warpgroup multiplies its part of the stage, in flight
    /// a step's product is retired by the next step's wait (all but the newest).
    pub(super) fn multiply(&self, at: &Builder<'c, 'a>, kernel: &Kernel<'c, 'a>, step: &Step<'c, 'a>) {
        let synchronous = |scope| Issue {
            scope,
            asynchronous: false,
        };
        match (self.fragments, self.k16) {
            (Some([fa, fb]), Some(k16)) => {
                let (body, kk) = at.inside_for_step(kernel.c0, kernel.bk, k16);
                let cols = self.cols.expect("a warp's columns");
                let a = region(kernel.sa, [step.stage, kk, self.rows]);
                let b = region(kernel.sb, [step.stage, kk, cols]);
                body.axe_copy(&a, &region(fa, []), synchronous(ExecScope::Warp));
                body.axe_copy(&b, &region(fb, []), synchronous(ExecScope::Warp));
                body.axe_gemm(
                    &region(fa, []),
                    &region(fb, []),
                    self.acc,
                    true,
                    synchronous(ExecScope::Warp),
                );
            }
            _ => {
                let mut a = vec![step.stage];
                a.extend(self.warpgroup.filter(|_| kernel.parts.len() > 1));
                let issue = Issue {
                    scope: ExecScope::Warpgroup,
                    asynchronous: step.in_flight,
                };
                let a = TensorRegion {
                    tensor: kernel.sa,
                    offsets: a,
                };
                at.axe_gemm(&a, &region(kernel.sb, [step.stage]), self.acc, !step.first, issue);
                if step.in_flight {
                    at.axe_wait_gemm(1);
                }
            }
        }
    }

    /// Stores the accumulators to C from registers, each warp (warpgroup) its piece.
    pub(super) fn store(&self, at: &Builder<'c, 'a>, kernel: &Kernel<'c, 'a>) {
        let cm = at.binary("arith.addi", kernel.m0, self.rows);
        let (cn, scope) = match self.cols {
            Some(cols) => (at.binary("arith.addi", kernel.n0, cols), ExecScope::Warp),
            None => (kernel.n0, ExecScope::Warpgroup),
        };
        let issue = Issue {
            scope,
            asynchronous: false,
        };
        at.axe_copy(&region(self.acc, []), &kernel.global(kernel.c, [cm, cn]), issue);
    }
}
