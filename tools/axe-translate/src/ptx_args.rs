//! The PTX flags `axe-translate --axe-to-ptx` and `axe-compile --target=nvptx` share.

use axe_lowering::gpu::ptx::{OutlineOptions, PtxOptions};

#[derive(clap::Args)]
pub struct PtxArgs {
    /// The GPU architecture of the PTX (`.target`): sm_80 and newer. sm_90a also runs uop
    /// matmuls on the warpgroup MMA (wgmma), which `axe.gemm ... at warpgroup` needs.
    #[arg(long, default_value = "sm_90")]
    pub chip: String,
    /// The PTX ISA feature (e.g. +ptx80); default: the lowest that the chip and a CUDA 12 driver accept.
    #[arg(long = "ptx-features", default_value = "")]
    pub ptx_features: String,
    /// Threads per block along x (uop-schedule{target=gpu}).
    #[arg(long, default_value_t = axe_lowering::gpu::ptx::OutlineOptions::default().threads)]
    pub threads: i64,
    /// Upcast factor of the innermost mapped range (4: float4 accesses where alignment is proven).
    #[arg(long, default_value_t = axe_lowering::gpu::ptx::OutlineOptions::default().upcast)]
    pub upcast: i64,
    /// Keep a cooperative row's loads in registers across its passes (axe-reuse-row-loads:
    /// softmax reads its row once); false keeps the re-reads, to time both kernels.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL")]
    pub reuse_row_loads: bool,
    /// The explicit fast-math choice (axe-gpu-fast-math; off by default): on f32, exp as
    /// ex2.approx of the argument pre-scaled by log2(e), and divisions that share a divisor as one
    /// reciprocal and multiplies (a softmax row's). Errors in docs/math-accuracy.md.
    #[arg(long)]
    pub fast_math: bool,
    /// The online softmax (axe-gpu-online-softmax; off by default): a cooperative row's max and
    /// its sum of exp(x - max) as one block reduction of (max, sum) pairs, each thread's exps
    /// about its own max rescaled once the block's is known, one division a thread.
    #[arg(long)]
    pub online_softmax: bool,
    /// Fused attention (axe-fuse-attention; off by default): a function that is one attention as
    /// torch-mlir writes scaled_dot_product_attention (no mask or the causal one) becomes one
    /// kernel with the softmax online over the keys, before the program is split into kernels.
    #[arg(long)]
    pub fused_attention: bool,
    /// With --fused-attention: both products on the tensor cores (mma.sync) where the inputs are
    /// f16 or bf16 and the shapes whole atoms, P rounded to the inputs' type for the second
    /// product (the linalg keeps it in f32): axe-fuse-attention{tensor-cores=true}.
    #[arg(long, requires = "fused_attention")]
    pub fused_attention_tensor_cores: bool,
    /// With --fused-attention, for --chip sm_90a: a warpgroup per 64 query rows, both products
    /// as wgmma from shared memory (Q resident, K and V streamed, P through a shared tile) where
    /// the inputs are f16 or bf16, queries and keys in 64s and the head and value dimensions 64;
    /// other shapes fall back to --fused-attention-tensor-cores' kernel with a remark:
    /// axe-fuse-attention{wgmma=true}.
    #[arg(long, requires = "fused_attention")]
    pub fused_attention_wgmma: bool,
    /// Streaming cache hints (axe-gpu-streaming-hints; off by default): a thread's 16-byte
    /// loads, made once, of a buffer the kernel never writes, and its 16-byte stores, as
    /// `ld.global.cs` / `st.global.cs` (evict first), for read-once inputs and outputs such as
    /// softmax's rows. Values are unchanged.
    #[arg(long)]
    pub streaming_hints: bool,
    /// Make asynchronous global-to-shared copies (`axe.copy ... async`) TMA copies completed
    /// on mbarriers, where every one of a kernel's can be (sm_90 and newer; axe-dispatch-gpu{tma=true}).
    /// Checked on the GPU emulator and ptxas, not yet run on a GPU.
    #[arg(long)]
    pub tma: bool,
    /// With --tma: no block barrier (`bar.sync`) after a wait for TMA copies, so none in a
    /// GEMM's K loop: every thread arrives on the wait point's "empty" mbarrier and thread 0
    /// waits on it before refilling a stage (axe-dispatch-gpu{empty-barriers=true}).
    #[arg(long, requires = "tma")]
    pub tma_empty_barriers: bool,
    /// With --tma-empty-barriers, on wgmma (sm_90a): one more warpgroup per block, whose one
    /// thread issues every TMA copy after the stage's empty mbarrier, while the product's
    /// warpgroups only wait on the copies, multiply and store: no warp waits for another in
    /// the K loop (axe-dispatch-gpu{producer-warpgroup=true}).
    #[arg(long, requires = "tma_empty_barriers")]
    pub tma_producer: bool,
    /// The most stages of shared tiles in a uop matmul on the tensor cores (2 to 8; as many as
    /// fit in the chip's shared memory; uop-tensor-cores{stages}).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(i64).range(2..=8))]
    pub gemm_stages: i64,
    /// The deepest K step of a uop matmul's stages on the tensor cores (16, 32 or 64; the
    /// deepest up to it that divides K; uop-tensor-cores{depth}).
    #[arg(long, default_value_t = 32, value_parser = axe_lowering::gpu::tensor_cores::parse_depth)]
    pub gemm_depth: i64,
    /// The block tile of C of a uop matmul on wgmma (sm_90a), as MxN: 128x256 is two
    /// warpgroups of 64 x 256 each. Where it does not divide the output, the default 128 x 128
    /// with a remark; on mma.sync a remark says it does not apply (uop-schedule{tile}, the
    /// tensor-core tiling being the schedule's choice).
    #[arg(long, value_name = "MxN", value_parser = axe_lowering::gpu::tensor_cores::parse_tile)]
    pub gemm_tile: Option<[i64; 2]>,
    /// Keep a uop matmul's wgmmas in flight across K steps (sm_90a): each step's product is
    /// retired while the next is issued (`wgmma.wait_group 1`), and one step fewer of tiles is
    /// copied ahead; where three stages or more fit, else (and on mma.sync) a remark says why
    /// not (uop-tensor-cores{async-wgmma}).
    #[arg(long)]
    pub gemm_async: bool,
    /// A uop matmul on the tensor cores as a persistent kernel: --gemm-persistent-blocks
    /// blocks (about one per SM) each loop over output tiles in grouped order, --gemm-group-rows
    /// tile rows at a time, the copy pipeline running on across tiles (uop-tensor-cores{persistent}).
    #[arg(long)]
    pub gemm_persistent: bool,
    /// With --tma, on wgmma (sm_90a), for an f16/bf16 output: a uop matmul's epilogue through
    /// shared memory, each tile converted and stored by stmatrix to a swizzled staging tile and
    /// written to C by one TMA store (cp.async.bulk.tensor); an f32 output, or one a tensor map
    /// cannot describe, keeps the stores from registers with a remark
    /// (uop-tensor-cores{tma-store stmatrix}).
    #[arg(long, requires = "tma")]
    pub gemm_tma_store: bool,
    /// With --tma, on wgmma (sm_90a): a uop matmul's blocks in thread block clusters of this
    /// many consecutive tile rows (1 or 2; 1: none). The blocks of a cluster share B's tiles:
    /// each issues half of a stage's TMA boxes of B, multicast to both, and its own tile of A,
    /// so B leaves L2 once per cluster (uop-tensor-cores{cluster-rows}). On mma.sync or an odd
    /// number of tile rows a remark says it runs without; with --gemm-persistent,
    /// --tma-empty-barriers or --tma-producer it is an error (not supported yet).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(i64).range(1..=2), requires = "tma")]
    pub gemm_cluster_rows: i64,
    /// With --gemm-persistent: the blocks of the grid (132, an H200's SMs, by default).
    #[arg(long, default_value_t = axe_lowering::gpu::tensor_cores::PERSISTENT_BLOCKS, requires = "gemm_persistent")]
    pub gemm_persistent_blocks: i64,
    /// With --gemm-persistent: the tile rows of a group of tiles (the largest divisor of the
    /// tile rows up to it).
    #[arg(long, default_value_t = axe_lowering::gpu::tensor_cores::GROUP_ROWS, requires = "gemm_persistent")]
    pub gemm_group_rows: i64,
    /// NVIDIA's libdevice bitcode (`libdevice.10.bc`) to link, so math ops
    /// resolve; default: $AXE_LIBDEVICE, else the one in the project's .venv
    /// (the nvidia-cuda-nvcc wheel that tools/setup-python.sh installs), else
    /// /usr/local/cuda's. AXE_LIBDEVICE= (empty) links none. A module whose
    /// math needs libdevice when none is found is an error.
    #[arg(long, value_name = "PATH")]
    pub libdevice: Option<String>,
    /// Weights (the globals kernels read: a model's constants) of more than BYTES bytes are
    /// defined in the PTX without an initializer and their bytes written to a binary weights
    /// file next to it (OUT.weights), which the sidecar lists and the runner copies into the
    /// loaded module once (axe-run --target cuda, the axe package's target="cuda"); smaller
    /// ones stay PTX initializers. 0 keeps every weight in the PTX text.
    #[arg(long, value_name = "BYTES", default_value_t = axe_lowering::gpu::ptx::WEIGHTS_THRESHOLD)]
    pub weights_threshold: u64,
}

impl PtxArgs {
    /// The options of `ptx::translate`, with libdevice found as `--libdevice` says.
    pub fn options(&self) -> Result<PtxOptions, String> {
        check_features(&self.ptx_features)?;
        if self.fused_attention_wgmma && self.chip != "sm_90a" {
            return Err(format!(
                "--fused-attention-wgmma runs wgmma, which needs --chip sm_90a (not {})",
                self.chip
            ));
        }
        Ok(PtxOptions {
            chip: self.chip.clone(),
            features: self.ptx_features.clone(),
            outline: OutlineOptions {
                threads: self.threads,
                upcast: self.upcast,
                wgmma: false,
                reuse_row_loads: self.reuse_row_loads,
                fast_math: self.fast_math,
                online_softmax: self.online_softmax,
                tma: self.tma,
                tma_empty_barriers: self.tma_empty_barriers,
                tma_producer: self.tma_producer,
                gemm_stages: self.gemm_stages,
                gemm_depth: self.gemm_depth,
                gemm_tile: self.gemm_tile,
                gemm_async: self.gemm_async,
                gemm_tma_store: self.gemm_tma_store,
                gemm_cluster_rows: self.gemm_cluster_rows,
                gemm_persistent: self
                    .gemm_persistent
                    .then_some(axe_lowering::gpu::tensor_cores::Persistent {
                        blocks: self.gemm_persistent_blocks,
                        group_rows: self.gemm_group_rows,
                    }),
                ..OutlineOptions::default()
            },
            libdevice: crate::libdevice(self.libdevice.as_deref())?,
            streaming_hints: self.streaming_hints,
            weights_threshold: self.weights_threshold,
        })
    }
}

/// The PTX ISA versions LLVM 22's NVPTX backend knows (`llc -march=nvptx64 -mattr=help`).
/// LLVM ignores a feature it does not know with a warning and emits the chip's default
/// version, so `+ptx999` would pass unnoticed: each one is checked here.
const KNOWN_PTX_VERSIONS: [u32; 31] = [
    32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87,
    88, 90,
];

/// `--ptx-features`: empty (the chip's default), or one `+ptxNN` that LLVM knows.
pub fn check_features(features: &str) -> Result<(), String> {
    if features.is_empty() {
        return Ok(());
    }
    let known = || {
        KNOWN_PTX_VERSIONS
            .iter()
            .map(|v| format!("+ptx{v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let version = features
        .strip_prefix("+ptx")
        .and_then(|v| v.parse::<u32>().ok().filter(|_| v.bytes().all(|b| b.is_ascii_digit())));
    match version {
        Some(v) if KNOWN_PTX_VERSIONS.contains(&v) => Ok(()),
        Some(_) => Err(format!(
            "--ptx-features {features}: not a PTX ISA version LLVM 22 emits (known: {})",
            known()
        )),
        None => Err(format!(
            "--ptx-features {features}: give one PTX ISA version as +ptxNN (known: {})",
            known()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::check_features;

    #[test]
    fn ptx_features_are_checked() {
        assert!(check_features("").is_ok());
        assert!(check_features("+ptx80").is_ok());
        assert!(check_features("+ptx90").is_ok());
        assert!(check_features("+ptx999").unwrap_err().contains("+ptx999"));
        assert!(check_features("+ptx79").is_err());
        assert!(check_features("ptx80").is_err());
        assert!(check_features("+ptx+80").is_err());
        assert!(check_features("+ptx80,+ptx81").is_err());
    }
}
