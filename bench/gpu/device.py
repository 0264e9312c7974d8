"""The GPU measurement of bench/gpu.md, prepared here and run in one call on a lent GPU.

The device machine has CUDA, PyTorch (cuBLAS) and Python 3.12 but no LLVM 22 to build Axe,
so everything Axe-made travels: `prepare` (on this machine) writes `.device/` (git-ignored)
with each program of bench/gpu.md split into kernels, its PTX and sidecar (axe-translate
--axe-to-ptx; the matmul also with --chip sm_90a, on wgmma, and with --tma on top, its tiles
by TMA, also with each step's wgmmas in flight (--gemm-async, four stages; and 64 deep in
three stages, two blocks an SM), and in 128 x 256 tiles of two warpgroups 64 deep
(--gemm-tile 128x256 --gemm-depth 64, four stages) by TMA with and without --gemm-async and by
cp.async with it, and the two in-flight TMA ones with --tma-empty-barriers (no block barrier in the K loop), the wide TMA ones
with and without --gemm-async also with --tma-producer (a producer warpgroup issues the copies), the
in-flight one of those also as a persistent kernel (--gemm-persistent --gemm-group-rows 16: 132
blocks loop over the tiles in grouped order), the wide in-flight one with empty barriers also with
its epilogue through shared memory and a TMA store (--gemm-tma-store), the wide in-flight TMA one in
2x1 thread block clusters sharing B's tiles by TMA multicast (--gemm-cluster-rows 2), also with
empty barriers, with a producer warpgroup on top, and that persistent; the softmax also with --reuse-row-loads=false, with --fast-math, with --online-softmax (alone,
with --fast-math and with --reuse-row-loads=false), and with 512 and 1024 threads a block), the fused attention
(axe-fuse-attention's mma.sync and wgmma kernels at head dimensions 64 and 128; checked against its
linalg, `axe-run LINALG --against FUSED`), at full size and at a size the interpreter checks, the Axe-operator
GEMM examples (also with --tma), a stripped release axe-run compressed with xz (a debug one spends about a
minute making each full-size run's inputs), and tinygrad's package. `measure` (on the device,
from the repository root) unpacks axe-run, checks each kernel at the small size against the
interpreter (`axe-run --target cuda --trials 1`), then times each full-size program in 5
interleaved rounds: Axe (`axe-run --target cuda --trials 0`, each variant), then the program's
peers once, tinygrad's CUDA backend and PyTorch (a
device copy for copy bandwidth, cuBLAS for the matmul). All three are timed by the GPU's
events around the kernels alone (tinygrad's own, which it takes when run synchronously), L2
flushed before each run; the report gives min and median over the rounds and is rewritten
after every round.

Checks are meant to fail a wrong kernel: each program has its own tolerance (TOLERANCE: a
zeroed output fails each, which `selftest` shows here through axe-run's own comparison), every
GEMM variant's first timed run (K = 4096, which wraps every TMA mbarrier ring many times) reads
the same saved inputs and writes its outputs (`axe-run --inputs ... --outputs`), which are
checked against PyTorch's f32-accumulated product before that run's time counts, every
subprocess has a time limit (a hung mbarrier wait is recorded as a timeout, not the end of the
call), and a variant that fails a check is dropped from the rounds and never named fastest.
The whole call has a budget (BUDGET_S, 300 s from its start: every time limit is cut to what is
left, and the rounds stop before one that would pass it); the kernels travel as ptxas's cubins
(loaded with `axe-run --cubin` on an sm_90 GPU), so the driver compiles nothing per call.

    cargo build --release -p axe-run                 # here, once
    .venv/bin/python bench/gpu/device.py prepare     # here: about 2 minutes
    .venv/bin/python bench/gpu/device.py selftest    # here: a zeroed output fails each check
    .venv/bin/python bench/gpu/device.py dryrun      # here: the measure flow on the GPU emulator
                                                     #   (--only NAME,... for a slice; --bundle DIR)
    python3 bench/gpu/device.py measure              # there, carrying .device (at most BUDGET_S)
"""
import json, lzma, os, pathlib, re, shutil, statistics, subprocess, sys, time

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Where `prepare` writes and `measure` reads (AXE_DEVICE_BUNDLE; `dryrun --bundle DIR`).
BUNDLE = pathlib.Path(os.environ.get("AXE_DEVICE_BUNDLE", ROOT / ".device"))
ROUNDS = 5
# Seconds the whole `measure` call may take, from its start: unpacking, checks, peers and
# rounds. A device call is at most 6 minutes of device time, the machine's start included,
# so 300 s leaves a minute for the start and the transfers. Every subprocess's time limit is
# cut to what is left, and the rounds stop before one that would pass it.
BUDGET_S = float(os.environ.get("AXE_DEVICE_BUDGET_S", "300"))
# Seconds one axe-run call may take: a check (interpreter + GPU) and a timed full-size run.
CHECK_TIMEOUT_S, TIME_TIMEOUT_S = 120, 60
# When the budget runs out (time.monotonic()); None: no budget (prepare, the self test).
DEADLINE = None
# Load ptxas's cubins instead of the PTX (measure sets it on an sm_90 GPU, the cubins' chip).
USE_CUBINS = False
# (rtol, atol) of each program's checks, by the program its variants share. Each fails a zeroed
# output: add is exact; a row sum of 1024 values in [-1, 1] is about 18 in size; softmax's
# 4096-wide rows give values near 2.4e-4, so its atol is far below them; an f16 product over K
# is within two f16 ulps of its f32-accumulated value (2^-9 relative), plus f32 ordering noise.
# The fused attention rounds P to f16 for its second product (outputs near 0.3 for random inputs, so
# its atol fails zeros).
TOLERANCE = {"add": (0.0, 0.0), "row_sum": (1e-4, 1e-4), "softmax": (1e-4, 1e-7), "matmul": (2e-3, 1e-2),
             "attention_d64": (1e-2, 1e-3), "attention_d128": (1e-2, 1e-3)}


def attention(heads, n, d):
    """torch-mlir's f16 export of F.scaled_dot_product_attention over `heads` heads of `n` queries
    and keys of head dimension `d`: the 2 x 128 x 64 export of the lit test, widened."""
    text = (ROOT / "test" / "Conversion" / "fuse-attention" / "wgmma.mlir").read_text()
    text = text[text.index("#map = "):]
    h = heads
    widened = {"1x2x128x64": f"1x{h}x{n}x{d}", "1x2x64x128": f"1x{h}x{d}x{n}", "1x2x128x128": f"1x{h}x{n}x{n}",
               "2x128x64": f"{h}x{n}x{d}", "2x64x128": f"{h}x{d}x{n}", "2x128x128": f"{h}x{n}x{n}", "1x2x128x": f"1x{h}x{n}x",
               "[1, 2, 128, 64]": f"[1, {h}, {n}, {d}]", "[1, 2, 128, 128]": f"[1, {h}, {n}, {n}]", "[1, 2, 128, 1]": f"[1, {h}, {n}, 1]",
               "0.35355339059327379": repr(d ** -0.25), "@wgmma_f16": f"@attention_d{d}"}
    pattern = re.compile("|".join(re.escape(k) for k in sorted(widened, key=len, reverse=True)))
    return pattern.sub(lambda m: widened[m.group(0)], text)

# name, full program, checked program, ideal bytes at full size, flops at full size
def cases():
    sys.path.insert(0, str(ROOT / "bench" / "cpu"))
    import programs
    n, r, c, m = 1 << 26, 8192, 8192, 4096
    # Checked at 128 x 256 outputs over K = 256 (half_matmul takes M, K, N), the size where the
    # 128 x 256 tile applies and every variant's K loop refills a stage (four 64-deep steps with
    # four stages and the wgmmas in flight: two refills).
    matmul = (programs.half_matmul("matmul", m, m, m), programs.half_matmul("matmul", 128, 256, 256), 3 * 2 * m * m, 2 * m**3)
    return [
        ("add", programs.add(n), programs.add(1 << 16), 3 * 4 * n, 0),
        ("row_sum", programs.row_sum(r, c), programs.row_sum(64, 1024), 4 * (r * c + r), 0),
        # Checked at 4096 columns: 4 loads per thread and pass, which axe-reuse-row-loads reuses.
        ("softmax", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        # The same softmax re-reading its row in each pass, as before axe-reuse-row-loads.
        ("softmax_reread", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        # With the fast-math choice (--fast-math): exp as ex2.approx of the pre-scaled argument,
        # one reciprocal of the row's sum and multiplies (docs/math-accuracy.md); and the row's
        # loads and stores as streaming accesses (--streaming-hints: ld/st.global.cs).
        ("softmax_fast", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        # The online softmax (--online-softmax): the row's max and sum as one block reduction of
        # (max, sum) pairs, 16 shuffles and one barrier instead of 30 and four, one division a
        # thread; alone (exact exps) and with the two flags above.
        ("softmax_online", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        ("softmax_fast_online", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        # The re-reading softmax with it: the max and sum loops fused, the row read twice, not
        # three times (the form of rows too long for registers).
        ("softmax_reread_online", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        # Each row held by 512 and by 1024 threads (16 and 8 floats a thread): 40 and 32
        # registers, so 3 and 2 blocks an SM, 75% and 100% occupancy (50% at 256 threads).
        ("softmax_t512", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        ("softmax_t1024", programs.softmax(r, c), programs.softmax(64, 4096), 2 * 4 * r * c, 0),
        ("matmul", *matmul),
        # The same matmul on sm_90a's wgmma (axe-translate --chip sm_90a), against the same peers.
        ("matmul_wgmma", *matmul),
        # And with its tiles staged by TMA (--tma); then with each step's wgmmas in flight while
        # the next step's tiles are awaited (--gemm-async, four stages).
        ("matmul_wgmma_tma", *matmul),
        ("matmul_wgmma_tma_async", *matmul),
        # 64 deep in three stages, in flight: 97 KiB of shared memory and 154 registers a thread
        # let two blocks share an SM, so one block's prologue and epilogue overlap the other's
        # multiplies.
        ("matmul_wgmma_tma_deep_async", *matmul),
        # In 128 x 256 tiles of two warpgroups (m64n256k16 each), 64 deep, four stages: by TMA,
        # with and without the wgmmas in flight, and by cp.async with them in flight.
        ("matmul_wgmma_tma_wide", *matmul),
        ("matmul_wgmma_tma_wide_async", *matmul),
        ("matmul_wgmma_wide_async", *matmul),
        # The two in-flight TMA variants with no block barrier in the K loop
        # (--tma-empty-barriers): stages freed on "empty" mbarriers, thread 0 waits before a refill.
        ("matmul_wgmma_tma_wide_async_empty", *matmul),
        ("matmul_wgmma_tma_deep_async_empty", *matmul),
        # The wide TMA variants, with and without the wgmmas in flight, warp-specialized
        # (--tma-producer): a producer warpgroup issues the copies, the product's two only wait.
        ("matmul_wgmma_tma_wide_producer", *matmul),
        ("matmul_wgmma_tma_wide_async_producer", *matmul),
        # The last as a persistent kernel (--gemm-persistent): one block an SM (132) loops over
        # the 512 tiles in groups of 16 tile rows (bench/gpu/tile_order.py: the fewest operand
        # bytes per wave for this tile), the mbarrier rings' phases running on across tiles; its
        # full-size check (K = 4096, 3.9 tiles a block) is the one that runs blocks over
        # several tiles.
        ("matmul_wgmma_tma_wide_async_producer_persistent", *matmul),
        # The wide in-flight variant with empty barriers, its epilogue through shared memory
        # (--gemm-tma-store): stmatrix into a 128 x 256 staging tile and one TMA store a tile in
        # place of 32-bit register stores (three stages fit beside the staging tile, not four).
        ("matmul_wgmma_tma_wide_async_empty_store", *matmul),
        # The wide in-flight TMA variant in 2x1 thread block clusters (--gemm-cluster-rows 2):
        # the two blocks of a tile column each load their own tile of A and half of B's tile,
        # multicast to both, so B leaves L2 once per cluster; stages freed at cluster barriers.
        # Checked at 256 x 256 outputs: two tile rows, one cluster (128 rows would run unclustered).
        ("matmul_wgmma_tma_wide_async_cluster", matmul[0], programs.half_matmul("matmul", 256, 256, 256), *matmul[2:]),
        # The same clusters with stages freed on empty mbarriers (--tma-empty-barriers), alone and
        # with a producer warpgroup (--tma-producer): no cluster barrier in the K loop, each
        # consumer arrives on its own block's empty mbarrier and on the peer's (mapa).
        ("matmul_wgmma_tma_wide_async_empty_cluster", matmul[0], programs.half_matmul("matmul", 256, 256, 256), *matmul[2:]),
        ("matmul_wgmma_tma_wide_async_producer_cluster", matmul[0], programs.half_matmul("matmul", 256, 256, 256), *matmul[2:]),
        # The persistent one in clusters: 66 clusters of two blocks loop over bands of two tile
        # rows in the grouped order of 16 tile rows (the same tiles a wave as without clusters).
        ("matmul_wgmma_tma_wide_async_producer_persistent_cluster", matmul[0], programs.half_matmul("matmul", 256, 256, 256), *matmul[2:]),
        # The fused attention (axe-fuse-attention) of 16 heads of 4096 queries and keys, head
        # dimension 64 and 128, checked at 2 heads of 128: the mma.sync tile kernel
        # (tensor-cores=true), then the wgmma kernel (wgmma=true: S of step j and P V of step
        # j - 1 in flight together), against PyTorch's scaled_dot_product_attention.
        *[(f"attention_d{d}{variant}", attention(16, 4096, d), attention(2, 128, d), 4 * 16 * 4096 * d * 2, 4 * 16 * 4096**2 * d)
          for d in (64, 128) for variant in ("", "_wgmma")],
    ]


# The variants of a case: axe-translate's flags, and the peer programs they are timed against.
WIDE = ["--gemm-tile", "128x256", "--gemm-depth", "64", "--gemm-stages", "4"]
VARIANTS = {
    "_wgmma_tma_wide_async_producer_persistent_cluster": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--tma-producer", *WIDE, "--gemm-async", "--gemm-persistent", "--gemm-group-rows", "16", "--gemm-cluster-rows", "2"],
    "_wgmma_tma_wide_async_empty_cluster": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", *WIDE, "--gemm-async", "--gemm-cluster-rows", "2"],
    "_wgmma_tma_wide_async_producer_cluster": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--tma-producer", *WIDE, "--gemm-async", "--gemm-cluster-rows", "2"],
    "_wgmma_tma_wide_async_cluster": ["--chip", "sm_90a", "--tma", *WIDE, "--gemm-async", "--gemm-cluster-rows", "2"],
    "_wgmma_tma_wide_async_empty_store": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", *WIDE, "--gemm-async", "--gemm-tma-store"],
    "_wgmma_tma_wide_async_producer_persistent": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--tma-producer", *WIDE, "--gemm-async", "--gemm-persistent", "--gemm-group-rows", "16"],
    "_wgmma_tma_wide_async_producer": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--tma-producer", *WIDE, "--gemm-async"],
    "_wgmma_tma_wide_producer": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--tma-producer", *WIDE],
    "_wgmma_tma_wide_async_empty": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", *WIDE, "--gemm-async"],
    "_wgmma_tma_deep_async_empty": ["--chip", "sm_90a", "--tma", "--tma-empty-barriers", "--gemm-depth", "64", "--gemm-stages", "3", "--gemm-async"],
    "_wgmma_tma_wide_async": ["--chip", "sm_90a", "--tma", *WIDE, "--gemm-async"],
    "_wgmma_wide_async": ["--chip", "sm_90a", *WIDE, "--gemm-async"],
    "_wgmma_tma_wide": ["--chip", "sm_90a", "--tma", *WIDE],
    "_wgmma_tma_deep_async": ["--chip", "sm_90a", "--tma", "--gemm-depth", "64", "--gemm-stages", "3", "--gemm-async"],
    "_wgmma_tma_async": ["--chip", "sm_90a", "--tma", "--gemm-stages", "4", "--gemm-async"],
    "_wgmma_tma": ["--chip", "sm_90a", "--tma"],
    "_wgmma": ["--chip", "sm_90a"],
    "_reread": ["--reuse-row-loads=false"],
    "_reread_online": ["--reuse-row-loads=false", "--online-softmax"],
    "_fast_online": ["--fast-math", "--streaming-hints", "--online-softmax"],
    "_online": ["--online-softmax"],
    "_fast": ["--fast-math", "--streaming-hints"],
    "_t512": ["--threads", "512"],
    "_t1024": ["--threads", "1024"],
}


# The Axe-operator examples, checked on the GPU against the emulator's run of the same file.
# (name in .device, example file, axe-translate's flags)
EXAMPLES = [
    ("gemm", "gemm", ["--chip", "sm_90"]),
    ("gemm-wgmma", "gemm-wgmma", ["--chip", "sm_90a"]),
    ("gemm-tma", "gemm", ["--chip", "sm_90", "--tma"]),
    ("gemm-wgmma-tma", "gemm-wgmma", ["--chip", "sm_90a", "--tma"]),
]


def flags_of(name):
    return next((flags for suffix, flags in VARIANTS.items() if name.endswith(suffix)), ["--chip", "sm_90"])


def peer_of(name):
    return next((name.removesuffix(suffix) for suffix in VARIANTS if name.endswith(suffix)), name)


def run(*args, timeout=None, **kw):
    """The finished process; one past `timeout` seconds (cut to what is left of the budget) is
    killed and returned with returncode None and a message saying so, so a hung kernel costs
    one time limit, not the device call."""
    if DEADLINE is not None:
        left = DEADLINE - time.monotonic()
        if left < 1:
            return subprocess.CompletedProcess(args, None, "", f"not run: the budget of {BUDGET_S:.0f} s is spent")
        timeout = left if timeout is None else min(timeout, left)
    try:
        return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, None, "", f"timed out after {timeout:.0f} s")
    except OSError as e:  # a tool that is not there (nvidia-smi) is reported, not fatal
        return subprocess.CompletedProcess(args, None, "", f"cannot run {args[0]}: {e}")


def tools_dir():
    """Where axe-opt, axe-translate and the dry run's axe-run are: $AXE_TOOLS_DIR, else the
    axe-run on PATH (lit's), else target/debug."""
    on_path = shutil.which("axe-run")
    return pathlib.Path(os.environ.get("AXE_TOOLS_DIR") or (pathlib.Path(on_path).parent if on_path else ROOT / "target" / "debug"))


def split_program(name, size, text, tools):
    """`{name}.{size}.mlir` in the bundle: the program split into kernels (uop-kernelize); an
    attention fused into its kernel (axe-fuse-attention on wgmma for a `_wgmma` variant, else on
    mma.sync)."""
    src, split = BUNDLE / f"{name}.{size}.src.mlir", BUNDLE / f"{name}.{size}.mlir"
    src.write_text(text)
    pipeline = "uop-kernelize,canonicalize,cse"
    if name.startswith("attention"):
        pipeline = f"axe-fuse-attention{{{'wgmma' if name.endswith('_wgmma') else 'tensor-cores'}=true}}"
    r = run(tools / "axe-opt", src, f"--pass-pipeline=builtin.module({pipeline})", "-o", split)
    if name.startswith("attention"):
        # The checks' reference: the interpreter runs the linalg, not the fused module's GPU ops.
        src.replace(reference_of(split))
    else:
        src.unlink()
    return r, split


def reference_of(program):
    """The linalg an attention's checks compare its fused program against (`axe-run REFERENCE
    --against PROGRAM`), or None for the other programs (checked against themselves)."""
    linalg = program.with_suffix(".linalg.mlir")
    return linalg if program.name.startswith("attention") else None


def ptxas():
    venv = ROOT / ".venv" / "bin" / "ptxas"
    return venv if venv.exists() else shutil.which("ptxas")


def chip_of(flags):
    return flags[flags.index("--chip") + 1] if "--chip" in flags else "sm_90"


def tolerance_flags(name):
    rtol, atol = TOLERANCE[peer_of(name)]
    return ["--rtol", rtol, "--atol", atol]


def pack_axe_run(bundle):
    """The release axe-run, stripped and xz-compressed, as bundle/axe-run.xz (a device call
    carries at most 64 MiB); False when it is not built."""
    release = ROOT / "target" / "release" / "axe-run"
    if not release.exists():
        return False
    stripped = bundle / "axe-run"
    r = run("strip", "-o", stripped, release)
    if r.returncode:
        raise SystemExit(r.stderr)
    with open(stripped, "rb") as f, lzma.open(bundle / "axe-run.xz", "wb", preset=6) as out:
        shutil.copyfileobj(f, out)
    stripped.unlink()
    return True


def prepare():
    tools = tools_dir()
    BUNDLE.mkdir(exist_ok=True)
    for name, full, small, _, _ in cases():
        for size, text in (("full", full), ("small", small)):
            r, split = split_program(name, size, text, tools)
            ptx = BUNDLE / f"{name}.{size}.ptx"
            r = r if r.returncode else run(tools / "axe-translate", "--axe-to-ptx", *flags_of(name), split, "-o", ptx)
            # The device's driver then compiles nothing: each call loads ptxas's binary.
            r = r if r.returncode else run(ptxas(), f"-arch={chip_of(flags_of(name))}", ptx, "-o", ptx.with_suffix(".cubin"))
            if r.returncode:
                raise SystemExit(f"{name} ({size}): {r.stderr}")
            print(f"{name} ({size}): {split.name}, its PTX, cubin and sidecar")
    for name, example, flags in EXAMPLES:
        mlir = BUNDLE / f"example.{name}.mlir"
        shutil.copy(ROOT / "examples" / "gpu" / f"{example}.mlir", mlir)
        r = run(tools / "axe-translate", "--axe-to-ptx", *flags, mlir, "-o", mlir.with_suffix(".ptx"))
        r = r if r.returncode else run(ptxas(), f"-arch={chip_of(flags)}", mlir.with_suffix(".ptx"), "-o", mlir.with_suffix(".cubin"))
        if r.returncode:
            raise SystemExit(f"example {name}: {r.stderr}")
        print(f"example {name}: its PTX ({' '.join(flags)}) and sidecar")
    if not pack_axe_run(BUNDLE):
        raise SystemExit("target/release/axe-run is missing: run `cargo build --release -p axe-run` first")
    import tinygrad
    shutil.rmtree(BUNDLE / "tinygrad", ignore_errors=True)
    shutil.copytree(pathlib.Path(tinygrad.__file__).parent, BUNDLE / "tinygrad", ignore=shutil.ignore_patterns("__pycache__"))
    size = sum(p.stat().st_size for p in BUNDLE.rglob("*") if p.is_file())
    print(f".device: {size / 2**20:.1f} MiB (a device call carries at most 64 MiB with the tree)")


def axe_time(axe, name, size, trials, dry=False, extra=()):
    """(median us, min us) of axe-run's timed runs, or the failure's text."""
    if dry:
        return emulated(axe, name, size)
    return axe_run(axe, BUNDLE / f"{name}.{size}.mlir", trials, tolerance_flags(name), extra)


def axe_run(axe, mlir, trials, tolerance, extra=()):
    cubin = ["--cubin", mlir.with_suffix(".cubin")] if USE_CUBINS and mlir.with_suffix(".cubin").exists() else []
    reference = reference_of(mlir) if trials else None
    programs = [reference, "--against", mlir] if reference else [mlir]
    r = run(axe, *programs, "--target", "cuda", "--sidecar", f"{mlir.with_suffix('.ptx')}.json", *cubin, "--trials", trials,
            "--runs", 10, "--warmup", 3, *tolerance, *extra, timeout=CHECK_TIMEOUT_S if trials else TIME_TIMEOUT_S)
    m = re.search(r"median ([\d.]+) us, min ([\d.]+) us", r.stdout)
    return (float(m.group(1)), float(m.group(2))) if m and r.returncode == 0 else (r.stdout + r.stderr).strip()


# axe-translate's flags as the GPU emulator's (axe-run --gpu-*), for the dry run.
EMULATOR_FLAGS = {"--chip": lambda v: ["--gpu-wgmma"] if v == "sm_90a" else [], "--tma": None, "--tma-empty-barriers": None, "--tma-producer": None,
                  "--gemm-async": None, "--gemm-tma-store": None, "--gemm-persistent": None, "--gemm-group-rows": "--gpu-gemm-group-rows", "--gemm-tile": "--gpu-gemm-tile", "--gemm-cluster-rows": "--gpu-gemm-cluster-rows", "--gemm-depth": "--gpu-gemm-depth",
                  "--gemm-stages": "--gpu-gemm-stages", "--threads": "--gpu-threads", "--fast-math": None, "--streaming-hints": None, "--online-softmax": None,
                  "--reuse-row-loads=false": lambda _: ["--gpu-reuse-row-loads", "false"]}


def emulator_flags(name):
    """The GPU emulator's flags for a variant, or None where it has none."""
    flags, out, i = flags_of(name), [], 0
    while i < len(flags):
        f = flags[i]
        if f == "--reuse-row-loads=false":
            out += EMULATOR_FLAGS[f](None)
            i += 1
            continue
        if f == "--streaming-hints":  # after the emulator's stage: no value changes
            i += 1
            continue
        if f not in EMULATOR_FLAGS:
            raise SystemExit(f"dryrun: no emulator flag for {f} ({name})")
        how = EMULATOR_FLAGS[f]
        if how is None:
            out.append("--gpu-" + f[2:])
            i += 1
        elif callable(how):
            out += how(flags[i + 1])
            i += 2
        else:
            out += [how, flags[i + 1]]
            i += 2
    return out


def emulated(axe, name, size):
    """The dry run's stand-in for a timed GPU run: the small program on the GPU emulator against
    the interpreter, with the program's tolerance; (seconds, seconds) of wall time, or the failure."""
    flags = emulator_flags(name)
    t0 = time.monotonic()
    small = BUNDLE / f"{name}.small.mlir"
    programs = [reference_of(small), "--against", small] if reference_of(small) else [small]
    r = run(axe, *programs, "--target", "gpu-emulator", "--trials", 1, *tolerance_flags(name), *flags,
            timeout=CHECK_TIMEOUT_S * 5)
    dt = (time.monotonic() - t0) * 1e6
    return (dt, dt) if r.returncode == 0 else (r.stdout + r.stderr).strip()[-400:]


def gemm_inputs():
    """The full-size GEMM's f16 inputs, written once and read by every variant in every round
    (so the first round's outputs can be checked against torch): (a, b, axe-run's flags)."""
    import numpy as np
    work = BUNDLE / "check"
    work.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    a, b = (rng.uniform(-1, 1, (4096, 4096)).astype(np.float16) for _ in range(2))
    np.save(work / "a.npy", a)
    np.save(work / "b.npy", b)
    return a, b, ["--inputs", f"{work / 'a.npy'},{work / 'b.npy'}"]


def torch_product(torch, a, b):
    """The f32-accumulated product of the f16 inputs, rounded to f16 (as a float tensor)."""
    torch.backends.cuda.matmul.allow_tf32 = False
    return (torch.from_numpy(a).cuda().float() @ torch.from_numpy(b).cuda().float()).half().float().cpu()


def against_torch(torch, name, out_dir, want):
    """A GEMM variant at full size (K = 4096 wraps every mbarrier ring many times): the outputs
    of axe-run's checked run (--outputs, before the timed runs) against torch's product of the
    same inputs. 'ok' or what failed."""
    import numpy as np
    written = sorted(out_dir.glob(f"{peer_of(name)}.arg*.npy")) if out_dir.exists() else []
    if len(written) != 1:
        return f"expected one output file, found {[p.name for p in written]}"
    got = torch.from_numpy(np.load(written[0])).float()
    rtol, atol = TOLERANCE["matmul"]
    bad = ~((got - want).abs() <= atol + rtol * want.abs())
    if bad.any():
        i, m = int(bad.flatten().nonzero()[0]), want.shape[1]
        return f"MISMATCH against torch at full size: {int(bad.sum())} elements, first at {divmod(i, m)}: {float(got.flatten()[i])} vs {float(want.flatten()[i])}"
    return "ok"


def timed(kernel_us, flush, runs=10, warmup=3):
    """(median us, min us) of `kernel_us()`, a run's GPU time, each run after flushing L2."""
    for _ in range(warmup):
        kernel_us()
    times = []
    for _ in range(runs):
        flush()
        times.append(kernel_us())
    return statistics.median(times), min(times)


def torch_kernel_us(torch, fn):
    """A zero-argument function timing one call of `fn` with CUDA events, as axe-run does."""
    def once():
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        return start.elapsed_time(end) * 1e3
    return once


def tinygrad_kernel_us(fn):
    """Likewise for a tinygrad JIT: the sum of its kernels' times, which tinygrad measures
    with CUDA events when it runs synchronously (DEBUG=2, whose printing is discarded)."""
    import contextlib, io
    from tinygrad.helpers import Context, GlobalCounters
    def once():
        GlobalCounters.reset()
        with contextlib.redirect_stdout(io.StringIO()), Context(DEBUG=2):
            fn()
        return GlobalCounters.time_sum_s * 1e6
    return once


def peers(torch):
    """The PyTorch and tinygrad versions of each program, as zero-argument functions."""
    sys.path.insert(0, str(BUNDLE))
    os.environ.setdefault("DEV", "CUDA")
    # tinygrad's CUDA backend compiles with NVRTC; point it at the toolkit's or the wheel's.
    if "NVRTC_PATH" not in os.environ:
        import glob
        found = glob.glob("/usr/local/cuda*/**/libnvrtc.so*", recursive=True) + glob.glob(f"{sys.prefix}/lib/python3*/site-packages/nvidia/**/libnvrtc.so*", recursive=True)
        if found:
            os.environ["NVRTC_PATH"] = sorted(found)[0]
    dev, n, r, c, m = "cuda", 1 << 26, 8192, 8192, 4096
    x, y = torch.rand(n, device=dev), torch.rand(n, device=dev)
    rows = torch.rand(r, c, device=dev)
    a16, b16 = torch.rand(m, m, device=dev).half(), torch.rand(m, m, device=dev).half()
    qkv = {d: [torch.rand(1, 16, 4096, d, device=dev).half() for _ in range(3)] for d in (64, 128)}
    sdpa = torch.nn.functional.scaled_dot_product_attention
    copy_dst = torch.empty_like(x)
    torch_fns = {
        "add": lambda: x + y,
        "row_sum": lambda: rows.sum(1, keepdim=True),
        "softmax": lambda: torch.softmax(rows, 1),
        "matmul": lambda: a16 @ b16,
        "attention_d64": lambda: sdpa(*qkv[64]),
        "attention_d128": lambda: sdpa(*qkv[128]),
        "copy": lambda: copy_dst.copy_(x),
        # A copy by an SM kernel (PyTorch's elementwise multiply), beside the memcpy above.
        "scale": lambda: torch.mul(x, 2.0, out=copy_dst),
    }
    torch_fns = {k: torch_kernel_us(torch, f) for k, f in torch_fns.items()}
    try:
        tiny, tiny_sync = tinygrad_peers(n, r, c, m)
    except Exception as e:  # without tinygrad the other columns are still measured
        print(f"tinygrad unavailable: {type(e).__name__}: {e}", file=sys.stderr)
        tiny, tiny_sync = {}, lambda: None
    return torch_fns, tiny, tiny_sync


def tinygrad_peers(n, r, c, m):
    from tinygrad import Tensor, TinyJit, dtypes, Device
    tx, ty = Tensor.rand(n).realize(), Tensor.rand(n).realize()
    trows = Tensor.rand(r, c).realize()
    ta, tb = Tensor.rand(m, m).half().realize(), Tensor.rand(m, m).half().realize()
    jit = lambda f: TinyJit(lambda *t: f(*t).realize())
    tg_add, tg_sum, tg_soft = jit(lambda p, q: p + q), jit(lambda p: p.sum(1, keepdim=True)), jit(lambda p: p.softmax(1))
    tg_mm = jit(lambda p, q: p.matmul(q, dtype=dtypes.float).half())
    tiny = {"add": lambda: tg_add(tx, ty), "row_sum": lambda: tg_sum(trows), "softmax": lambda: tg_soft(trows), "matmul": lambda: tg_mm(ta, tb)}
    return {k: tinygrad_kernel_us(f) for k, f in tiny.items()}, lambda: Device["CUDA"].synchronize()


def measure(dry=False):
    """The device call (dry: the same flow here, each GPU run replaced by the emulator's run of the
    small program, no peers, one round)."""
    global DEADLINE, USE_CUBINS
    call_start = time.monotonic()
    # The dry run is not on the device's clock: it runs to the end.
    DEADLINE = None if dry else call_start + BUDGET_S
    torch = None if dry else __import__("torch")
    # The device sets $OUT; here the dry run writes beside its bundle (git ignores it), not into the tree.
    out = pathlib.Path(os.environ.get("OUT") or (BUNDLE if dry else "."))
    axe = BUNDLE / "axe-run"
    if dry:
        axe = tools_dir() / "axe-run"
    else:
        with lzma.open(BUNDLE / "axe-run.xz") as f, open(axe, "wb") as g:
            shutil.copyfileobj(f, g)
        axe.chmod(0o755)
    measured = [m for m in cases() if ONLY is None or m[0] in ONLY]
    if dry:
        header = [f"# dry run on the GPU emulator, {time.strftime('%Y-%m-%d %H:%M')}", ""]
        skipped = [m[0] for m in measured if emulator_flags(m[0]) is None]
        measured = [m for m in measured if m[0] not in skipped]
        # The small programs, split here where `prepare` has not (a bundle of its own).
        BUNDLE.mkdir(parents=True, exist_ok=True)
        for name, _, small, _, _ in measured:
            if not (BUNDLE / f"{name}.small.mlir").exists():
                r, _ = split_program(name, "small", small, tools_dir())
                if r.returncode:
                    raise SystemExit(f"{name} (small): {r.stderr}")
        header += [f"not on the emulator (no flag for the variant): {', '.join(skipped)}", ""] if skipped else []
    else:
        smi = run("nvidia-smi", "--query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem", "--format=csv,noheader", timeout=30)
        header = [f"# {torch.cuda.get_device_name()}, {time.strftime('%Y-%m-%d %H:%M')}", "", f"nvidia-smi: {smi.stdout.strip()}", ""]
        # The cubins are ptxas's for sm_90 and sm_90a; another GPU JIT-compiles the PTX.
        USE_CUBINS = torch.cuda.get_device_capability() == (9, 0)
        header += [f"kernels loaded as {'cubins (ptxas, here)' if USE_CUBINS else 'PTX (JIT-compiled by the driver)'}; budget {BUDGET_S:.0f} s for the whole call", ""]
    # Checks first: a variant that fails one is neither timed nor named fastest.
    failed = {}
    for name, *_ in measured:
        result = axe_time(axe, name, "small", 1, dry)
        verdict = "ok" if isinstance(result, tuple) else result
        if verdict != "ok":
            failed[name] = verdict
        header.append(f"checked ({'emulator, ' if dry else ''}small size against the interpreter): {name}: {verdict}")
    for name, example, flags in EXAMPLES if not dry else []:
        result = axe_run(axe, BUNDLE / f"example.{name}.mlir", 1, ["--rtol", 2e-3, "--atol", 1e-2])
        header.append(f"checked against the interpreter: examples/gpu/{example}.mlir ({' '.join(flags)}): {'ok' if isinstance(result, tuple) else result}")
    header.append(f"checks: {time.monotonic() - call_start:.0f} s since the call's start")
    print("\n".join(header), flush=True)
    gemm_flags, want = [], None
    if dry:
        torch_fns, tiny, tiny_sync, flush = {}, {}, (lambda: None), (lambda: None)
    else:
        # Every GEMM variant runs on these inputs; the first round's outputs are checked
        # against torch's product of them before its time counts.
        a, b, gemm_flags = gemm_inputs()
        want = torch_product(torch, a, b)
        flush_buffer = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
        torch_fns, tiny, tiny_sync = peers(torch)
        # The flush is finished before a peer's timed run starts, on either runtime.
        flush = lambda: (flush_buffer.zero_(), torch.cuda.synchronize(), tiny_sync())
    samples, start, rounds, stopped, full_checks = {}, time.monotonic(), 1 if dry else ROUNDS, "", []
    for rnd in range(rounds):
        round_start = time.monotonic()
        # Each program's Axe variants, then its peers once (under the program's own name).
        for name, *_ in measured:
            # A variant that failed a check gets no sample (so it is never named fastest), but
            # its program's peers are still timed under the program's name.
            if name not in failed:
                gemm = peer_of(name) == "matmul" and not dry
                check = BUNDLE / "check" / name
                extra = [*gemm_flags, "--outputs", check] if gemm and rnd == 0 else gemm_flags if gemm else []
                shutil.rmtree(check, ignore_errors=True)
                sample = axe_time(axe, name, "small" if dry else "full", 0, dry, extra)
                verdict = "ok"
                if gemm and rnd == 0:
                    verdict = against_torch(torch, name, check, want) if isinstance(sample, tuple) else sample
                    full_checks.append(f"checked at full size against torch (the first round's run): {name}: {verdict}")
                if verdict == "ok":
                    samples.setdefault((name, "axe"), []).append(sample)
                else:
                    failed[name] = verdict
            if peer_of(name) != name or dry:
                continue
            samples.setdefault((name, "torch"), []).append(timed(torch_fns[name], flush))
            if name in tiny:
                try:
                    samples.setdefault((name, "tinygrad"), []).append(timed(tiny[name], flush))
                except Exception as e:  # a peer that fails is reported, not fatal
                    samples.setdefault((name, "tinygrad"), []).append(f"{type(e).__name__}: {e}")
        for stream in ("copy", "scale") if not dry else ():
            samples.setdefault((stream, "torch"), []).append(timed(torch_fns[stream], flush))
        now = time.monotonic()
        if rnd + 1 < rounds and DEADLINE is not None and now + (now - round_start) > DEADLINE:
            stopped = f" (stopped: the next round would pass the budget of {BUDGET_S:.0f} s)"
        # Written after every round, so a run cut short still leaves its rounds.
        lines = header + full_checks + ["", f"rounds: {rnd + 1} of {rounds}{stopped}, {now - start:.0f} s; the whole call {now - call_start:.0f} s"]
        text = report(lines, measured, samples)
        if failed:
            text += "\nnot timed (a check failed): " + ", ".join(failed) + "\n"
        (out / ("gpu-dryrun.md" if dry else "gpu-measure.md")).write_text(text)
        (out / ("gpu-dryrun-samples.json" if dry else "gpu-samples.json")).write_text(json.dumps({f"{k[0]}/{k[1]}": v for k, v in samples.items()}))
        print(f"round {rnd + 1} of {rounds} done, {now - start:.0f} s", file=sys.stderr, flush=True)
        if stopped:
            break
    print(text)
    return 1 if failed else 0


def report(lines, measured, samples):
    """The markdown table of min and median per program and implementation, with the ratios."""
    lines = lines + ["", "| program | implementation | min us | median us | GB/s (min) | TFLOP/s (min) |", "|---|---|---|---|---|---|"]
    best = {}
    for name, _, _, ideal, flops in measured + [(k, "", "", 2 * 4 * (1 << 26), 0) for k in ("copy", "scale")]:
        for impl in ("axe", "tinygrad", "torch"):
            got = samples.get((name, impl))
            if not got:
                continue
            ok = [s for s in got if isinstance(s, tuple)]
            if not ok:
                lines.append(f"| {name} | {impl} | failed: {str(got[0])[:200]} | | | |")
                continue
            lo, med = min(s[1] for s in ok), statistics.median(s[0] for s in ok)
            best[(name, impl)] = lo
            tflops = f"{flops / (lo * 1e6):.0f}" if flops else ""
            lines.append(f"| {name} | {impl} | {lo:.1f} | {med:.1f} | {ideal / (lo * 1e3):.0f} | {tflops} |")
    lines.append("")
    # The bandwidth a plain streaming kernel reaches on this GPU: the fastest of PyTorch's device
    # copy, its copy by a kernel (x * 2) and its elementwise add (bytes read and written per us).
    # On the H200 of 2026-11-26 the copy (cudaMemcpyAsync) ran at a third of the add's
    # bandwidth, so the memcpy alone is no bound.
    n = 1 << 26
    streams = {k: bytes_ / best[(k, "torch")] for k, bytes_ in (("copy", 8 * n), ("scale", 8 * n), ("add", 12 * n)) if (k, "torch") in best}
    copy_bw = max(streams.values(), default=None)
    if copy_bw:
        lines.append("copy bandwidth: " + ", ".join(f"torch {k} {v / 1e3:.0f} GB/s" for k, v in streams.items()) + f"; the fastest, {copy_bw / 1e3:.0f} GB/s, is the reference")
    for name, _, _, ideal, flops in measured:
        if (name, "axe") in best:
            t = best[(name, "axe")]
            # A variant's peers are its program's (reports before the tenth session timed them
            # again beside each variant).
            peer = lambda impl: best.get((name, impl), best.get((peer_of(name), impl)))
            vs = {impl: peer(impl) / t for impl in ("tinygrad", "torch") if peer(impl)}
            parts = [f"{v:.2f}x the speed of {k}" for k, v in vs.items()]
            if copy_bw and not flops:
                parts.append(f"{ideal / t / copy_bw:.0%} of copy bandwidth")
            lines.append(f"{name}: axe {', '.join(parts)}")
    # The fastest variant of each program that has several: the candidate for the default.
    lines.append("")
    for program in dict.fromkeys(peer_of(name) for name, *_ in measured):
        timed_variants = [(best[(name, "axe")], name) for name, *_ in measured if peer_of(name) == program and (name, "axe") in best]
        if len(timed_variants) > 1:
            t, name = min(timed_variants)
            lines.append(f"fastest {program} variant: {name}, {t:.1f} us")
    return "\n".join(lines) + "\n"


def rereport():
    """`report RESULTS.md SAMPLES.json`: rewrites a saved report's table from its samples (the
    header, up to the rounds line, is kept), so a change to the report is applied to past runs."""
    results, samples = pathlib.Path(sys.argv[2]), json.loads(pathlib.Path(sys.argv[3]).read_text())
    header = results.read_text().split("\n")
    header = header[: next(i for i, line in enumerate(header) if line.startswith("rounds:")) + 1]
    parsed = {tuple(k.split("/")): [tuple(v) if isinstance(v, list) else v for v in got] for k, got in samples.items()}
    results.write_text(report(header, cases_without_programs(), parsed))


def cases_without_programs():
    """cases() with the program texts left out (they need bench/cpu/programs.py, not the samples)."""
    return [(name, None, None, ideal, flops) for name, _, _, ideal, flops in cases()]


def zeroed(program):
    """`program` (a tensor-level function) with the same name and signature returning zeros."""
    head = next(line for line in program.split("\n") if "func.func" in line).strip()
    result = re.search(r"-> (tensor<[^>]*>) \{$", head).group(1)
    return f"{head}\n  %zero = arith.constant dense<0.0> : {result}\n  return %zero : {result}\n}}\n"


def selftest():
    """Here, no GPU: each program's check (its TOLERANCE, through axe-run's own comparison, the
    one every GPU and emulator check uses) fails an output of zeros: the checked small program
    against the same function returning zeros (`axe-run --against`), which must be a MISMATCH.
    The 2e-2 tolerance of the 2026-11-26 run is shown beside it. Exit 1 if a zeroed output
    passes."""
    axe, work, passed = tools_dir() / "axe-run", BUNDLE / "selftest", []
    work.mkdir(parents=True, exist_ok=True)
    for program, (rtol, atol) in TOLERANCE.items():
        small = next(case[2] for case in cases() if case[0] == program)
        src, zero = work / f"{program}.mlir", work / f"{program}.zero.mlir"
        src.write_text(small)
        zero.write_text(zeroed(small))
        verdicts = []
        for tolerance in ((rtol, atol), (2e-2, 2e-2)):
            r = run(axe, src, "--against", zero, "--trials", 1, "--rtol", tolerance[0], "--atol", tolerance[1], timeout=CHECK_TIMEOUT_S)
            if r.returncode is None or "MISMATCH" not in r.stdout and r.returncode != 0:
                raise SystemExit(f"{program}: axe-run failed: {(r.stdout + r.stderr).strip()[-400:]}")
            verdicts.append("fails" if "MISMATCH" in r.stdout else "PASSES")
        print(f"{program}: a zeroed output {verdicts[0]} the check (rtol {rtol}, atol {atol}); at rtol 2e-2, atol 2e-2 it {verdicts[1].lower()}")
        if verdicts[0] != "fails":
            passed.append(program)
    shutil.rmtree(work, ignore_errors=True)
    return 1 if passed else 0


# `--only NAME,...` (cases to run) and `--bundle DIR` after the verb.
ONLY = None

if __name__ == "__main__":
    rest = sys.argv[2:] if sys.argv[1:2] != ["report"] else []
    while rest:
        flag, value, rest = rest[0], rest[1] if len(rest) > 1 else None, rest[2:]
        if flag == "--only" and value:
            ONLY = set(value.split(","))
            unknown = ONLY - {case[0] for case in cases()}
            if unknown:
                sys.exit(f"--only: no case {', '.join(sorted(unknown))}")
        elif flag == "--bundle" and value:
            BUNDLE = pathlib.Path(value).resolve()
        else:
            sys.exit(f"unknown option {flag} (--only NAME,... and --bundle DIR)")
    verbs = {"prepare": prepare, "measure": measure, "dryrun": lambda: measure(dry=True), "report": rereport,
             "selftest": selftest}
    sys.exit(verbs.get(sys.argv[1] if len(sys.argv) > 1 else "", lambda: sys.exit(__doc__))())
