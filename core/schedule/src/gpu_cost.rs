//! The GPU schedule search's cost model: the time of one launch of a kernel, estimated from
//! what the GPU emulator counts of it ([`GpuCounters`]) and a chip's limits ([`Hardware`],
//! [`H200`]). A roofline with two corrections, each a named term of [`Estimate`]:
//!
//! * memory: every global 32-byte sector a warp's request is served with crosses DRAM (an
//!   uncoalesced access pays for the sectors it touches, not the bytes it asks for; L2 reuse
//!   is not modelled), at DRAM bandwidth, but never faster than the resident warps' requests
//!   take one after another, a memory latency each (Little's law: too few warps in flight
//!   leave DRAM idle; a warp is assumed to have one request in flight);
//! * shared memory: one wavefront per SM and clock (bank conflicts are extra wavefronts);
//! * issue: the warp instructions executed, four per SM and clock, on the SMs the grid
//!   occupies;
//! * tensor cores: the multiply-adds mma.sync and wgmma issue, at each instruction's rate per
//!   SM ([`Hardware::mma_sync_flops_per_clock`], [`Hardware::wgmma_flops_per_clock`]), on the
//!   SMs the grid occupies;
//! * a copy pipeline (the cp.async copies a thread keeps in flight, e.g. the stages of a
//!   GEMM's shared tiles less the one it reads) divides the latency its warps wait, while the
//!   shared memory its stages take limits the blocks an SM holds;
//! * occupancy and waves: blocks per SM from threads, registers (ptxas's count where known,
//!   else [`DEFAULT_REGISTERS`]) and shared memory; a grid of more blocks than one wave holds
//!   runs in whole waves (the last one's idle SMs are paid for, the tail effect), plus a
//!   fixed launch time.
//!
//! The counters are of one run; the estimate is for the GPU the model describes, not the
//! emulator's host. Pure: the emulator fills the counters (`axe-interp`), the search ranks
//! with [`estimate`].

/// What the GPU emulator counts of one run of a kernel (every launch of it together).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GpuCounters {
    /// Blocks of the grid (all launches).
    pub blocks: u64,
    /// Threads of a block (the widest launch).
    pub threads_per_block: u64,
    /// Shared memory a block declares, static and dynamic, in bytes.
    pub shared_bytes_per_block: u64,
    /// Registers a thread uses (ptxas -v), when known.
    pub registers_per_thread: Option<u64>,
    /// Warp-wide global memory requests, the 32-byte sectors serving them took, and the
    /// fewest their bytes fill.
    pub global_requests: u64,
    pub global_sectors: u64,
    pub global_sectors_ideal: u64,
    /// Shared memory wavefronts, and their number without bank conflicts.
    pub shared_wavefronts: u64,
    pub shared_wavefronts_ideal: u64,
    /// Bytes the threads load and store in global memory (what they ask for).
    pub requested_bytes: u64,
    /// Warp instructions executed: each op a block executes, once per warp of the block (a
    /// warp whose lanes are masked off still issues it, as SIMT hardware does).
    pub warp_instructions: u64,
    /// Floating-point operations (2 m n k per instruction) of the tensor cores' mma.sync (per
    /// warp) and wgmma (per warpgroup) instructions.
    pub mma_sync_flops: u64,
    pub wgmma_flops: u64,
    /// The most cp.async copies a thread had in flight when it waited for its oldest (0: the
    /// kernel copies nothing asynchronously). Each is a warp's request.
    pub async_copies_in_flight: u64,
}

/// A chip's numbers the model uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hardware {
    pub sms: u64,
    pub threads_per_sm: u64,
    pub blocks_per_sm: u64,
    pub registers_per_sm: u64,
    pub shared_bytes_per_sm: u64,
    /// DRAM bandwidth, bytes per second.
    pub dram_bytes_per_s: f64,
    /// The latency a DRAM access takes, seconds.
    pub memory_latency_s: f64,
    /// SM clock, Hz.
    pub clock_hz: f64,
    /// Warp instructions an SM issues per clock (one per scheduler).
    pub issue_per_clock: f64,
    /// Dense f16 / bf16 tensor-core operations (f32 accumulation) an SM does per clock with
    /// mma.sync and with wgmma.
    pub mma_sync_flops_per_clock: f64,
    pub wgmma_flops_per_clock: f64,
    /// What a launch costs however small the kernel, seconds.
    pub launch_s: f64,
}

/// NVIDIA H200 SXM: 132 SMs at 1.98 GHz, 4.8 TB/s HBM3e; per SM 2048 threads, 32 blocks,
/// 65536 registers, 228 KiB of shared memory (compute capability 9.0). The latency and the
/// launch time are round figures of published microbenchmarks (400 to 600 ns to DRAM on
/// Hopper; a few microseconds from launch to the end of an empty kernel, as events time it):
/// with 400 ns a full GPU of warps, each with a coalesced request of 16 bytes a lane in
/// flight, saturates DRAM, and one of 4 bytes a lane reaches about half of it.
///
/// Tensor cores: NVIDIA's H100 SXM and H200 SXM spec sheets give 989 TFLOP/s of dense f16
/// (1979 with sparsity), 132 SMs x 4096 operations per clock at the 1.83 GHz those figures
/// assume: wgmma's rate here (the model's 1.98 GHz makes it 1.07 PFLOP/s). mma.sync, the
/// warp-wide instruction of sm_80, is assumed to reach half of it: Hopper feeds its tensor
/// cores at full rate only from wgmma (NVIDIA's Hopper tuning guide; microbenchmarks such as
/// Luo et al., "Benchmarking and Dissecting the Nvidia Hopper GPU Architecture", 2024, measure
/// mma.sync well below the wgmma peak). Both are round assumptions until a GPU times them.
pub const H200: Hardware = Hardware {
    sms: 132,
    threads_per_sm: 2048,
    blocks_per_sm: 32,
    registers_per_sm: 65536,
    shared_bytes_per_sm: 228 * 1024,
    dram_bytes_per_s: 4.8e12,
    memory_latency_s: 400e-9,
    clock_hz: 1.98e9,
    issue_per_clock: 4.0,
    mma_sync_flops_per_clock: 2048.0,
    wgmma_flops_per_clock: 4096.0,
    launch_s: 2e-6,
};

/// Registers per thread when ptxas has not said: a simple elementwise or reduction kernel's.
pub const DEFAULT_REGISTERS: u64 = 32;
/// Bytes of one global memory sector.
pub const SECTOR_BYTES: u64 = 32;
const WARP: u64 = 32;
/// Registers are allocated per warp in units of 256.
const REGISTER_UNIT: u64 = 256;

/// Which term bounds the estimate past the launch time (`Launch`: the kernel does nothing
/// the model counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limiter {
    Memory,
    SharedMemory,
    Issue,
    TensorCores,
    Launch,
}

impl std::fmt::Display for Limiter {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            Limiter::Memory => "memory",
            Limiter::SharedMemory => "shared memory",
            Limiter::Issue => "issue",
            Limiter::TensorCores => "tensor-core",
            Limiter::Launch => "launch",
        })
    }
}

/// The model's estimate and the terms it is made of.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The estimated time of one launch, seconds (infinite: the block fits no SM).
    pub seconds: f64,
    pub limiter: Limiter,
    pub blocks_per_sm: u64,
    pub waves: u64,
    /// The memory term: the larger of the sectors' time at DRAM bandwidth and the latency
    /// of the requests each resident warp makes in turn.
    pub memory_s: f64,
    pub bandwidth_s: f64,
    pub latency_s: f64,
    pub shared_s: f64,
    pub issue_s: f64,
    pub tensor_s: f64,
}

/// Blocks of `c` an SM of `hw` holds at once (0: one block does not fit).
pub fn blocks_per_sm(c: &GpuCounters, hw: &Hardware) -> u64 {
    let threads = c.threads_per_block.max(1);
    let warps = threads.div_ceil(WARP);
    let registers = c.registers_per_thread.unwrap_or(DEFAULT_REGISTERS).max(1);
    let per_warp = (registers * WARP).div_ceil(REGISTER_UNIT) * REGISTER_UNIT;
    let by_threads = hw.threads_per_sm / (warps * WARP);
    let by_registers = hw.registers_per_sm / (warps * per_warp);
    let by_shared = match c.shared_bytes_per_block {
        0 => u64::MAX,
        s => hw.shared_bytes_per_sm / s,
    };
    hw.blocks_per_sm.min(by_threads).min(by_registers).min(by_shared)
}

/// The estimated time of one launch of the kernel `c` counts on `hw` (see the module comment).
pub fn estimate(c: &GpuCounters, hw: &Hardware) -> Estimate {
    let per_sm = blocks_per_sm(c, hw);
    let blocks = c.blocks.max(1);
    if per_sm == 0 {
        return Estimate {
            seconds: f64::INFINITY,
            limiter: Limiter::Issue,
            blocks_per_sm: 0,
            waves: 0,
            memory_s: f64::INFINITY,
            bandwidth_s: f64::INFINITY,
            latency_s: f64::INFINITY,
            shared_s: 0.0,
            issue_s: 0.0,
            tensor_s: 0.0,
        };
    }
    let per_wave = hw.sms * per_sm;
    let waves = blocks.div_ceil(per_wave);
    // Past one wave every wave takes as long as a full one: the last one's idle SMs count.
    let tail = if blocks > per_wave {
        (waves * per_wave) as f64 / blocks as f64
    } else {
        1.0
    };
    let warps_per_block = c.threads_per_block.max(1).div_ceil(WARP);
    let bandwidth_s = tail * (c.global_sectors * SECTOR_BYTES) as f64 / hw.dram_bytes_per_s;
    // Each wave's warps make their requests in turn, one latency each, or one for as many as
    // a copy pipeline keeps in flight together.
    let requests_per_warp = c.global_requests as f64 / (blocks * warps_per_block) as f64;
    let in_flight = c.async_copies_in_flight.max(1) as f64;
    let latency_s = waves as f64 * requests_per_warp * hw.memory_latency_s / in_flight;
    let memory_s = bandwidth_s.max(latency_s);
    let busy_sms = blocks.min(hw.sms) as f64;
    let shared_s = tail * c.shared_wavefronts as f64 / (busy_sms * hw.clock_hz);
    let issue_s = tail * c.warp_instructions as f64 / (busy_sms * hw.issue_per_clock * hw.clock_hz);
    let tensor_clocks =
        c.mma_sync_flops as f64 / hw.mma_sync_flops_per_clock + c.wgmma_flops as f64 / hw.wgmma_flops_per_clock;
    let tensor_s = tail * tensor_clocks / (busy_sms * hw.clock_hz);
    let (body, limiter) = [
        (memory_s, Limiter::Memory),
        (shared_s, Limiter::SharedMemory),
        (issue_s, Limiter::Issue),
        (tensor_s, Limiter::TensorCores),
    ]
    .into_iter()
    .fold((0.0, Limiter::Launch), |best, t| if t.0 > best.0 { t } else { best });
    Estimate {
        seconds: hw.launch_s + body,
        limiter,
        blocks_per_sm: per_sm,
        waves,
        memory_s,
        bandwidth_s,
        latency_s,
        shared_s,
        issue_s,
        tensor_s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A copy of `bytes` bytes in 16-byte lanes (float4), coalesced, over `blocks` blocks of 256.
    fn copy(bytes: u64, blocks: u64) -> GpuCounters {
        let requests = bytes / (16 * WARP);
        GpuCounters {
            blocks,
            threads_per_block: 256,
            global_requests: requests,
            global_sectors: bytes / SECTOR_BYTES,
            global_sectors_ideal: bytes / SECTOR_BYTES,
            requested_bytes: bytes,
            warp_instructions: bytes / (4 * WARP),
            ..Default::default()
        }
    }

    #[test]
    fn uncoalesced_costs_more_than_coalesced_for_the_same_bytes() {
        let coalesced = copy(1 << 28, 1 << 18);
        // Each lane's 4 bytes in a sector of its own: 8x the sectors.
        let strided = GpuCounters {
            global_sectors: coalesced.global_sectors * 8,
            ..coalesced
        };
        let (a, b) = (estimate(&coalesced, &H200), estimate(&strided, &H200));
        assert_eq!(a.limiter, Limiter::Memory);
        assert!(b.seconds > 7.0 * (a.seconds - H200.launch_s), "{a:?} {b:?}");
    }

    #[test]
    fn a_full_copy_runs_near_dram_bandwidth() {
        let bytes = 1u64 << 30;
        let e = estimate(&copy(bytes, bytes / (256 * 16)), &H200);
        let seconds = bytes as f64 / H200.dram_bytes_per_s;
        assert!((e.seconds - H200.launch_s - seconds).abs() < 0.02 * seconds, "{e:?}");
        assert!(e.bandwidth_s > e.latency_s, "{e:?}");
    }

    #[test]
    fn more_waves_cost_more() {
        // 8 blocks of 256 an SM (2048 threads): 1056 blocks a wave.
        let one = copy(1 << 26, 1056);
        let tail = GpuCounters { blocks: 1057, ..one };
        let (a, b) = (estimate(&one, &H200), estimate(&tail, &H200));
        assert_eq!((a.waves, b.waves), (1, 2));
        assert!(b.seconds > a.seconds * 1.5, "{a:?} {b:?}");
    }

    #[test]
    fn too_few_threads_cannot_cover_the_latency() {
        // The same bytes over 4 blocks: 1024 threads with 16 bytes each in flight.
        let few = copy(1 << 24, 4);
        let many = copy(1 << 24, 1 << 14);
        let (a, b) = (estimate(&few, &H200), estimate(&many, &H200));
        assert!(a.latency_s > 100.0 * a.bandwidth_s, "{a:?}");
        assert!(b.bandwidth_s > b.latency_s, "{b:?}");
        assert!(a.seconds > 10.0 * b.seconds, "{a:?} {b:?}");
    }

    #[test]
    fn bank_conflicts_cost_shared_memory_time() {
        let base = GpuCounters {
            blocks: 1 << 12,
            threads_per_block: 256,
            shared_wavefronts: 1 << 24,
            shared_wavefronts_ideal: 1 << 24,
            ..Default::default()
        };
        let conflicted = GpuCounters {
            shared_wavefronts: 1 << 29,
            ..base
        };
        let e = estimate(&conflicted, &H200);
        assert_eq!(e.limiter, Limiter::SharedMemory);
        assert!(e.seconds > estimate(&base, &H200).seconds * 10.0);
    }

    #[test]
    fn occupancy_is_limited_by_registers_and_shared_memory() {
        let c = GpuCounters {
            threads_per_block: 1024,
            registers_per_thread: Some(64),
            ..Default::default()
        };
        // 1024 x 64 registers fill an SM's 65536.
        assert_eq!(blocks_per_sm(&c, &H200), 1);
        let c = GpuCounters {
            threads_per_block: 128,
            shared_bytes_per_block: 100 * 1024,
            ..Default::default()
        };
        assert_eq!(blocks_per_sm(&c, &H200), 2);
        let c = GpuCounters {
            threads_per_block: 128,
            shared_bytes_per_block: 300 * 1024,
            ..Default::default()
        };
        assert_eq!(estimate(&c, &H200).seconds, f64::INFINITY);
    }

    /// A GEMM's blocks of 256 threads, each warp making 64 requests of 4 bytes a lane, in a
    /// pipeline of `stages` shared stages of 16 KiB (a copy each; `stages - 1` in flight).
    fn pipelined(blocks: u64, stages: u64) -> GpuCounters {
        let requests = blocks * 8 * 64;
        GpuCounters {
            blocks,
            threads_per_block: 256,
            shared_bytes_per_block: stages * 16 * 1024,
            global_requests: requests,
            global_sectors: requests * 4,
            global_sectors_ideal: requests * 4,
            async_copies_in_flight: stages - 1,
            ..Default::default()
        }
    }

    #[test]
    fn more_stages_hide_latency_until_occupancy_drops() {
        // 528 blocks: 4 an SM hold them in one wave.
        let [two, three, four] = [2, 3, 4].map(|s| estimate(&pipelined(528, s), &H200));
        assert_eq!([two, three, four].map(|e| e.blocks_per_sm), [7, 4, 3]);
        // A third stage keeps two copies in flight: half the latency, still one wave.
        assert_eq!((two.waves, three.waves), (1, 1));
        assert!(three.latency_s < 0.6 * two.latency_s, "{two:?} {three:?}");
        assert!(three.seconds < two.seconds);
        // A fourth leaves 3 blocks an SM: two waves, each waiting 1/3 of the latency.
        assert_eq!(four.waves, 2);
        assert!(four.seconds > three.seconds, "{three:?} {four:?}");
        // Past the SM's shared memory no block fits.
        assert_eq!(estimate(&pipelined(528, 15), &H200).seconds, f64::INFINITY);
    }

    /// An `m x n x k` f16 GEMM in `bm x bn` block tiles of 8 warps on mma.sync: each block
    /// reads its rows of A and columns of B whole, coalesced, in 3 stages 32 deep (16 bytes a
    /// copy, two stages in flight).
    fn gemm(m: u64, n: u64, k: u64, [bm, bn]: [u64; 2]) -> GpuCounters {
        let bytes = 2 * (m * k * (n / bn) + k * n * (m / bm));
        let copies_per_stage = (2 * 32 * (bm + bn) / (256 * 16)).max(1);
        GpuCounters {
            blocks: (m / bm) * (n / bn),
            threads_per_block: 256,
            shared_bytes_per_block: 2 * 3 * 32 * (bm + bn),
            global_requests: bytes / 512,
            global_sectors: bytes / SECTOR_BYTES,
            global_sectors_ideal: bytes / SECTOR_BYTES,
            requested_bytes: bytes,
            mma_sync_flops: 2 * m * n * k,
            async_copies_in_flight: 2 * copies_per_stage,
            ..Default::default()
        }
    }

    #[test]
    fn a_tiling_that_loads_each_a_tile_more_times_moves_more_bytes() {
        // 128-wide block tiles read A 8 times over a 1024-wide output, 32-wide ones 32 times.
        let (wide, narrow) = (gemm(1024, 1024, 1024, [128, 128]), gemm(1024, 1024, 1024, [128, 32]));
        assert!(narrow.global_sectors > 2 * wide.global_sectors);
        let (a, b) = (estimate(&wide, &H200), estimate(&narrow, &H200));
        assert!(b.bandwidth_s > 2.0 * a.bandwidth_s, "{a:?} {b:?}");
        assert_eq!(b.limiter, Limiter::Memory);
        assert!(b.seconds > a.seconds, "{a:?} {b:?}");
    }

    #[test]
    fn tensor_work_runs_on_the_sms_the_grid_occupies() {
        // One 128 x 128 x 64 block tile on one SM, then 64 tiles of 16 x 16 on 64 SMs.
        let one = gemm(128, 128, 64, [128, 128]);
        let many = gemm(128, 128, 64, [16, 16]);
        let (a, b) = (estimate(&one, &H200), estimate(&many, &H200));
        let flops = 2.0 * 128.0 * 128.0 * 64.0;
        assert!((a.tensor_s - flops / (H200.mma_sync_flops_per_clock * H200.clock_hz)).abs() < 1e-12);
        assert!((a.tensor_s / b.tensor_s - 64.0).abs() < 1e-9, "{a:?} {b:?}");
        // wgmma does the same work at twice mma.sync's rate.
        let wgmma = GpuCounters {
            mma_sync_flops: 0,
            wgmma_flops: one.mma_sync_flops,
            ..one
        };
        assert!((a.tensor_s / estimate(&wgmma, &H200).tensor_s - 2.0).abs() < 1e-9);
        // A long sum on one block: 8 copies in flight a thread cover the latency of its loads.
        let deep = estimate(&gemm(128, 128, 8192, [128, 128]), &H200);
        assert_eq!(deep.limiter, Limiter::TensorCores, "{deep:?}");
    }

    #[test]
    fn a_tiny_kernel_costs_about_a_launch() {
        let e = estimate(&copy(4096, 4), &H200);
        assert!(e.seconds < H200.launch_s + H200.memory_latency_s * 2.0, "{e:?}");
        assert_eq!(estimate(&GpuCounters::default(), &H200).limiter, Limiter::Launch);
    }
}
