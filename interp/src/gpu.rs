//! The GPU emulator: runs a `gpu.launch_func` as the hardware would, every thread of every
//! block, so that GPU code is checked on machines without a GPU. Blocks (clusters of blocks)
//! run one after another; the threads of a block (of a cluster) run in lockstep ([`block`]),
//! which makes barriers and warp
//! shuffles exact. Every global and shared memory access is checked for data races
//! ([`races`]), a barrier that some threads of a block miss is an error, and so is a
//! shuffle that not all lanes of a warp execute ([`warp`]). Shared memory is the kernel's
//! workgroup attributions, fresh (filled with the interpreter's sentinel) in each block. The
//! blocks of a thread block cluster ([`cluster`]) run together, in lockstep.
//! Tensor cores ([`mma`]) and shared-memory staging ([`ldmatrix`], [`stmatrix`], [`async_copy`]) follow the
//! PTX ISA.

pub mod async_copy;
pub mod banks;
pub mod block;
pub mod bulk_store;
pub mod cluster;
pub mod counters;
pub mod lanes;
pub mod ldmatrix;
pub mod mma;
pub mod races;
pub mod registers;
pub mod request_log;
pub mod sectors;
pub mod stmatrix;
pub mod tensor_work;
pub mod tma;
pub mod warp;
pub mod wgmma;

use super::{error::InterpError, eval::sentinel, types::type_info, types::TypeInfo, value::MemRef, value::Val};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::{i64_array, int_attr};
use axe_dialects::ir::{BlockAt, OperationAt};
use lanes::Lanes;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, ValueLike};
use std::rc::Rc;

/// Blocks per grid, threads per block and blocks per cluster, x y z (a launch without
/// clusters has clusters of one block).
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub blocks: [i64; 3],
    pub threads: [i64; 3],
    pub cluster: [i64; 3],
}

/// The most threads a block may have, and the most static shared memory (bytes) a kernel
/// may declare, on every NVIDIA GPU Axe targets (sm_80 and newer).
pub const MAX_THREADS_PER_BLOCK: i64 = 1024;
pub const MAX_STATIC_SHARED_BYTES: i64 = 48 * 1024;
/// The most shared memory a block may have, static and dynamic (sm_90's 227 KiB).
pub const MAX_SHARED_BYTES: i64 = 232448;

impl Grid {
    /// The launch an outlined `gpu.func` declares (`known_grid_size`, `known_block_size`).
    pub fn declared_by(kernel: &OperationRef) -> Option<Grid> {
        let sizes = |attr: &str| {
            i64_array(kernel, attr)
                .filter(|a| a.len() == 3)
                .map(|a| [a[0], a[1], a[2]])
        };
        Some(Grid {
            blocks: sizes("known_grid_size")?,
            threads: sizes("known_block_size")?,
            cluster: sizes("known_cluster_size").unwrap_or([1, 1, 1]),
        })
    }

    pub fn threads_per_block(&self) -> usize {
        self.threads.iter().product::<i64>() as usize
    }

    pub fn blocks_per_cluster(&self) -> usize {
        self.cluster.iter().product::<i64>() as usize
    }

    /// Why the hardware refuses the launch's clusters, if it does: a grid that is not a whole
    /// number of clusters, or a cluster of more than 8 blocks (the portable limit).
    pub fn cluster_error(&self) -> Option<String> {
        if let Some(d) = (0..3).find(|&d| self.cluster[d] < 1) {
            return Some(format!("has {} blocks per cluster in dimension {d}", self.cluster[d]));
        }
        if let Some(d) = (0..3).find(|&d| self.blocks[d] % self.cluster[d] != 0) {
            return Some(format!(
                "launches {} blocks in dimension {d}, not a multiple of its clusters' {}",
                self.blocks[d], self.cluster[d]
            ));
        }
        let blocks = self
            .cluster
            .iter()
            .try_fold(1i64, |n, &c| n.checked_mul(c))
            .unwrap_or(i64::MAX);
        if blocks > cluster::MAX_PORTABLE_BLOCKS {
            return Some(format!(
                "launches clusters of {blocks} blocks; a cluster has at most {} (the portable limit)",
                cluster::MAX_PORTABLE_BLOCKS
            ));
        }
        if blocks > 1 && self.threads_per_block() % warp::WARP != 0 {
            return Some(format!(
                "launches clusters of blocks of {} threads; the GPU emulator runs clusters of blocks of whole warps",
                self.threads_per_block()
            ));
        }
        None
    }

    /// The launch with the clusters `kernel` declares (`known_cluster_size`, the PTX's
    /// `.reqnctapercluster`), which a launch without clusters takes; an error when the launch
    /// gives others, or when the hardware refuses them.
    fn with_declared_cluster(self, kernel: &OperationRef) -> Result<Grid, InterpError> {
        let grid = match i64_array(kernel, "known_cluster_size").filter(|k| k.len() == 3) {
            Some(k) if self.cluster == [1, 1, 1] => Grid {
                cluster: [k[0], k[1], k[2]],
                ..self
            },
            Some(k) if k != self.cluster => {
                return Err(InterpError::at(
                    kernel,
                    format!(
                        "declares known_cluster_size {k:?} but is launched in clusters of {:?}",
                        self.cluster
                    ),
                ))
            }
            _ => self,
        };
        match grid.cluster_error() {
            Some(why) => Err(InterpError::at(kernel, why)),
            None => Ok(grid),
        }
    }

    /// Refuses a launch the hardware refuses (CUDA's limits on grid and block sizes).
    fn check(&self, kernel: &OperationRef) -> Result<(), InterpError> {
        let err = |m: String| InterpError::at(kernel, m);
        let block_max = [1024, 1024, 64];
        let grid_max = [i32::MAX as i64, 65535, 65535];
        for d in 0..3 {
            if !(1..=block_max[d]).contains(&self.threads[d]) {
                return Err(err(format!(
                    "is launched with {} threads in dimension {d}; a block takes 1 to {}",
                    self.threads[d], block_max[d]
                )));
            }
            if !(1..=grid_max[d]).contains(&self.blocks[d]) {
                return Err(err(format!(
                    "is launched with {} blocks in dimension {d}; a grid takes 1 to {}",
                    self.blocks[d], grid_max[d]
                )));
            }
        }
        let per_block: i64 = self.threads.iter().product();
        if per_block > MAX_THREADS_PER_BLOCK {
            return Err(err(format!(
                "is launched with {per_block} threads per block; the limit is {MAX_THREADS_PER_BLOCK}"
            )));
        }
        for (attr, sizes, what) in [
            ("known_block_size", self.threads, "threads"),
            ("known_grid_size", self.blocks, "blocks"),
        ] {
            if let Some(known) = i64_array(kernel, attr).filter(|k| k.as_slice() != sizes) {
                return Err(err(format!(
                    "declares {attr} {known:?} but is launched with {sizes:?} {what}"
                )));
            }
        }
        Ok(())
    }
}

/// Runs `kernel` (a `gpu.func`) over `grid` with `args`, each block with `dynamic_shared`
/// bytes of dynamic shared memory.
pub fn launch(kernel: OperationRef, grid: Grid, args: Vec<Val>, dynamic_shared: i64) -> Result<(), InterpError> {
    grid.check(&kernel)?;
    let grid = grid.with_declared_cluster(&kernel)?;
    let body = kernel
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or_else(|| InterpError::at(&kernel, "has no body"))?;
    let workgroup = int_attr(&kernel, "workgroup_attributions").unwrap_or(0).max(0) as usize;
    let attributions: Vec<(usize, TypeInfo)> = (args.len()..body.argument_count())
        .map(|i| {
            (
                i,
                body.argument_at(i)
                    .map(|a| type_info(a.r#type()))
                    .unwrap_or(TypeInfo::Other("none".into())),
            )
        })
        .collect();
    if attributions.len() < workgroup {
        return Err(InterpError::at(
            &kernel,
            format!(
                "is called with {} arguments, takes {}",
                args.len(),
                body.argument_count() - workgroup
            ),
        ));
    }
    let shared_bytes: i64 = attributions[..workgroup]
        .iter()
        .map(|(_, t)| match t {
            TypeInfo::MemRef { elem, shape, .. } => {
                shape.iter().fold(i64::from(elem.width().div_ceil(8)), |bytes, &d| {
                    bytes.saturating_mul(d.max(0))
                })
            }
            _ => 0,
        })
        .fold(0i64, i64::saturating_add);
    if shared_bytes > MAX_STATIC_SHARED_BYTES {
        return Err(InterpError::at(
            &kernel,
            format!(
                "declares {shared_bytes} bytes of shared memory; a block may have at most {MAX_STATIC_SHARED_BYTES}"
            ),
        ));
    }
    if !(0..=MAX_SHARED_BYTES - shared_bytes).contains(&dynamic_shared) {
        return Err(InterpError::at(&kernel, format!("is launched with {dynamic_shared} bytes of dynamic shared memory beside its {shared_bytes} static ones; a block may have at most {MAX_SHARED_BYTES} in all (sm_90)")));
    }
    let mut races = races::Races::default();
    let mut globals = block::ConstantGlobals::default();
    let mut reads_async_proxy = false;
    axe_dialects::ir::for_each_nested(&kernel, &mut |op| {
        // The copy engine of a TMA store reads shared memory through the async proxy too.
        reads_async_proxy |= matches!(
            axe_dialects::ir::op_name(&op),
            "nvvm.wgmma.mma_async" | "nvgpu.tma.async.store"
        )
    });
    let args: Vec<Lanes> = args.into_iter().map(Lanes::Same).collect();
    // The race log names storage by address: every block's shared memory stays allocated
    // until the launch ends, so that no later block's buffer reuses an address it logged.
    let mut shared_buffers = Vec::new();
    let [cx, cy, cz] = grid.cluster;
    for z in (0..grid.blocks[2]).step_by(cz as usize) {
        for y in (0..grid.blocks[1]).step_by(cy as usize) {
            for x in (0..grid.blocks[0]).step_by(cx as usize) {
                let mut run = block::BlockRun::new(&grid, [x, y, z], &mut races, &mut globals);
                if reads_async_proxy {
                    run.track_async_proxy();
                }
                let mut block_args = args.clone();
                // Each block's own attributions, in the threads of its rank.
                let blocks = run.blocks();
                let threads = grid.threads_per_block();
                for (k, (_, info)) in attributions.iter().enumerate() {
                    let TypeInfo::MemRef { elem, shape, .. } = info else {
                        return Err(InterpError::at(
                            &kernel,
                            format!("has an attribution of type {info}, not a static memref"),
                        ));
                    };
                    let fresh = || {
                        MemRef::alloc(*elem, shape.clone(), sentinel(*elem)).map_err(|m| InterpError::at(&kernel, m))
                    };
                    block_args.push(if k >= workgroup {
                        Lanes::Each(Rc::new(
                            (0..threads * blocks)
                                .map(|_| fresh().map(Val::MemRef))
                                .collect::<Result<_, _>>()?,
                        ))
                    } else if blocks == 1 {
                        Lanes::Same(Val::MemRef(fresh()?))
                    } else {
                        let buffers = (0..blocks).map(|_| fresh()).collect::<Result<Vec<_>, _>>()?;
                        Lanes::Each(Rc::new(
                            (0..threads * blocks)
                                .map(|t| Val::MemRef(buffers[t / threads].clone()))
                                .collect(),
                        ))
                    });
                }
                for rank in 0..blocks {
                    for (k, memref) in block_args[args.len()..args.len() + workgroup].iter().enumerate() {
                        if let Val::MemRef(m) = memref.of(rank * threads) {
                            run.set_alignment(rank, m, block::alignment_of(workgroup_align(&kernel, k), m.elem));
                        }
                    }
                    if dynamic_shared > 0 {
                        let raw = MemRef::alloc(
                            crate::value::ElemTy::Int(8),
                            vec![dynamic_shared],
                            crate::value::Num::I(0),
                        )
                        .map_err(|m| InterpError::at(&kernel, m))?;
                        run.set_dynamic_shared(rank, &raw);
                        shared_buffers.push(Lanes::Same(Val::MemRef(raw)));
                    }
                }
                shared_buffers.extend(block_args[args.len()..args.len() + workgroup].iter().cloned());
                run.run_kernel(body, block_args)?;
                shared_buffers.extend(run.take_views().into_iter().map(|view| Lanes::Same(Val::MemRef(view))));
            }
        }
    }
    Ok(())
}

/// The `llvm.align` of workgroup attribution `k` (which the NVVM lowering gives the
/// `.shared` variable), if it has one.
fn workgroup_align(kernel: &OperationRef, k: usize) -> Option<i64> {
    let all = kernel.attribute("workgroup_attrib_attrs").ok()?;
    unsafe {
        let raw = melior::ir::attribute::AttributeLike::to_raw(&all);
        if !mlir_sys::mlirAttributeIsAArray(raw) || k as isize >= mlir_sys::mlirArrayAttrGetNumElements(raw) {
            return None;
        }
        let dictionary = mlir_sys::mlirArrayAttrGetElement(raw, k as isize);
        if !mlir_sys::mlirAttributeIsADictionary(dictionary) {
            return None;
        }
        let name = "llvm.align";
        let align = mlir_sys::mlirDictionaryAttrGetElementByName(
            dictionary,
            mlir_sys::MlirStringRef {
                data: name.as_ptr().cast(),
                length: name.len(),
            },
        );
        (!align.ptr.is_null() && mlir_sys::mlirAttributeIsAInteger(align))
            .then(|| mlir_sys::mlirIntegerAttrGetValueInt(align))
    }
}

/// The GPU ids a function reads before outlining: for block ids (0) and thread ids (1), per
/// dimension, whether it is read and the largest bound a read gives (`uop.special`'s size,
/// `upper_bound`); `other` when it reads ids another way (`gpu.lane_id`, `gpu.global_id`,
/// ...) or one without a bound.
#[derive(Default)]
pub struct IdReads {
    pub read: [[bool; 3]; 2],
    pub bounds: [[i64; 3]; 2],
    pub unbounded: bool,
    pub other: bool,
}

impl IdReads {
    pub fn of(function: &OperationRef) -> IdReads {
        let mut ids = IdReads {
            bounds: [[1; 3]; 2],
            ..IdReads::default()
        };
        axe_dialects::ir::for_each_nested(function, &mut |op| {
            let name = axe_dialects::ir::op_name(&op);
            let (kind, dim, size) = match name {
                "uop.special" => (
                    int_attr(&op, "kind").unwrap_or(0).clamp(0, 1) as usize,
                    int_attr(&op, "dim").unwrap_or(0),
                    int_attr(&op, "size"),
                ),
                "gpu.block_id" | "gpu.thread_id" => {
                    let dim = match super::attrs::enum_word(&op, "dimension").as_deref() {
                        Some("y") => 1,
                        Some("z") => 2,
                        _ => 0,
                    };
                    (usize::from(name == "gpu.thread_id"), dim, int_attr(&op, "upper_bound"))
                }
                "gpu.block_dim" | "gpu.grid_dim" | "gpu.lane_id" | "gpu.subgroup_id" | "gpu.global_id" => {
                    ids.other = true;
                    return;
                }
                _ => return,
            };
            match (usize::try_from(dim).ok().filter(|&d| d < 3), size) {
                (Some(d), Some(s)) => {
                    ids.read[kind][d] = true;
                    ids.bounds[kind][d] = ids.bounds[kind][d].max(s);
                }
                (Some(d), None) => {
                    ids.read[kind][d] = true;
                    ids.unbounded = true;
                }
                (None, _) => ids.unbounded = true,
            }
        });
        ids
    }

    pub fn any(&self) -> bool {
        self.other || self.unbounded || self.read.iter().flatten().any(|&r| r)
    }
}

/// The grid of a host-called kernel function: a `func.func` that reads GPU ids (`uop.special`,
/// `gpu.thread_id`, ...) before outlining. Its `gpu.known_block_size` / `gpu.known_grid_size`
/// give the launch; without them, the ids' sizes and upper bounds do. `None` for a function
/// that reads no GPU id.
pub fn declared_grid(function: &OperationRef) -> Result<Option<Grid>, InterpError> {
    if axe_dialects::ir::op_name(function) != "func.func" {
        return Ok(None);
    }
    let ids = IdReads::of(function);
    if !ids.any() {
        return Ok(None);
    }
    let declared = |attr: &str| {
        i64_array(function, attr)
            .filter(|a| a.len() == 3)
            .map(|a| [a[0], a[1], a[2]])
    };
    let (blocks, threads) = (
        declared(attribute_names::GPU_KNOWN_GRID_SIZE),
        declared(attribute_names::GPU_KNOWN_BLOCK_SIZE),
    );
    if ids.unbounded && (blocks.is_none() || threads.is_none()) {
        return Err(InterpError::at(
            function,
            "reads GPU ids without bounds and declares no launch size (gpu.known_grid_size and gpu.known_block_size)",
        ));
    }
    let grid = Grid {
        blocks: blocks.unwrap_or(ids.bounds[0]),
        threads: threads.unwrap_or(ids.bounds[1]),
        cluster: [1, 1, 1],
    };
    grid.check(function)?;
    Ok(Some(grid))
}
