"""Static model of the GPU kernels of bench/gpu.md, measurable without a GPU.

For each program: rangeify and split it (an Axe DSL kernel goes in as it is), translate it to PTX for sm_90 (axe-translate
--axe-to-ptx; sm_90a for the wgmma row), read each kernel's launch from the sidecar and its registers, spills and
shared memory from `ptxas -v`, compute H100 occupancy from those, and count the bytes every
thread of every block requests by running a row-reduced copy of the program on the GPU
emulator (`axe-run --target gpu-emulator --traffic`), scaled to full size. The ideal is each
input read once and each output written once. The same run counts each warp request's global
32-byte sectors against the fewest its bytes fill, and shared memory's wavefronts against
the count without bank conflicts (loads, stores, cp.async and ldmatrix; wgmma and TMA use the
layouts the hardware defines).

    .venv/bin/python bench/gpu/model.py            # prints the markdown table
"""
import json, pathlib, re, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "cpu"))
import programs  # noqa: E402

TOOLS = ROOT / "target" / "release"
if not (TOOLS / "axe-translate").exists():
    TOOLS = ROOT / "target" / "debug"
PTXAS = ROOT / ".venv" / "bin" / "ptxas"
SPLIT = "builtin.module(uop-kernelize,canonicalize,cse)"

# H100 SXM per-SM limits (CUDA occupancy calculator, compute capability 9.0).
SM_THREADS, SM_BLOCKS, SM_REGS, SM_SMEM, REG_UNIT = 2048, 32, 65536, 228 * 1024, 256


# (name, full program, row-reduced program, scale of the reduced program's traffic, chip)
CASES = [
    ("add 256 MiB (2^26 f32)", programs.add(1 << 26), programs.add(1 << 20), 64, "sm_90"),
    ("row sum 8192x8192 f32", programs.row_sum(8192, 8192), programs.row_sum(64, 8192), 128, "sm_90"),
    ("softmax 8192x8192 f32", programs.softmax(8192, 8192), programs.softmax(64, 8192), 128, "sm_90"),
    # f16 inputs summed in f32 (tensor cores, through the Axe operators); the requested bytes
    # of a 128 x 128 output tile over the full K scale with the number of tiles (the tiling is
    # the same at both sizes).
    ("matmul 4096^3 f16 (f32 sum)", programs.half_matmul("matmul", 4096, 4096, 4096), programs.half_matmul("matmul", 128, 4096, 128), 1024, "sm_90"),
    # The same on sm_90a's wgmma (one warpgroup per 128 x 128 tile, operands from shared memory).
    ("matmul 4096^3 f16 (f32 sum), wgmma", programs.half_matmul("matmul", 4096, 4096, 4096), programs.half_matmul("matmul", 128, 4096, 128), 1024, "sm_90a"),
    # And with its tiles staged by TMA (axe-translate --tma; "+tma" below).
    ("matmul 4096^3 f16 (f32 sum), wgmma + TMA", programs.half_matmul("matmul", 4096, 4096, 4096), programs.half_matmul("matmul", 128, 4096, 128), 1024, "sm_90a+tma"),
    # And in 128 x 256 tiles of two warpgroups, 64 deep, four stages ("+wide"): one tile over
    # the full K, scaled by the 512 tiles (about 40 s on the debug emulator).
    ("matmul 4096^3 f16 (f32 sum), wgmma 128x256 + TMA", programs.half_matmul("matmul", 4096, 4096, 4096), programs.half_matmul("matmul", 128, 4096, 256), 512, "sm_90a+tma+wide"),
    # And 128 x 128 tiles 64 deep in three stages with the wgmmas in flight ("+deep").
    ("matmul 4096^3 f16 (f32 sum), wgmma 64-deep + TMA, in flight", programs.half_matmul("matmul", 4096, 4096, 4096), programs.half_matmul("matmul", 128, 4096, 128), 1024, "sm_90a+tma+deep"),
]

# What each "+extra" of a case's target adds to axe-translate's flags.
EXTRA_FLAGS = {
    "tma": ["--tma"],
    "wide": ["--gemm-tile", "128x256", "--gemm-depth", "64", "--gemm-stages", "4"],
    "deep": ["--gemm-depth", "64", "--gemm-stages", "3", "--gemm-async"],
}


def run(*args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)


def split(text, tmp, name):
    src, out = tmp / f"{name}.mlir", tmp / f"{name}.split.mlir"
    src.write_text(text)
    if "axe.kernel" in text:  # an Axe DSL kernel: axe-dispatch-gpu runs inside the GPU path
        return src
    r = run(TOOLS / "axe-opt", src, f"--pass-pipeline={SPLIT}", "-o", out)
    if r.returncode:
        raise SystemExit(f"{name}: split failed\n{r.stderr}")
    return out


def element_bytes(ty):
    return {"f32": 4, "i32": 4, "f16": 2, "bf16": 2, "f64": 8}.get(ty, 4)


def ideal_bytes(sidecar):
    total = 0
    for b in sidecar["buffers"]:
        if b.get("role") in ("input", "output"):
            n = 1
            for d in b["shape"]:
                n *= d
            total += n * element_bytes(b["element"])
    return total


def occupancy(threads, regs, smem):
    warps = -(-threads // 32)
    regs_per_block = warps * -(-(regs * 32) // REG_UNIT) * REG_UNIT
    blocks = min(SM_BLOCKS, SM_THREADS // threads, SM_REGS // max(regs_per_block, 1), SM_SMEM // smem if smem else SM_BLOCKS)
    return blocks * threads / SM_THREADS


def main():
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = pathlib.Path(d)
        for i, (name, full, small, scale, target) in enumerate(CASES):
            chip, *extras = target.split("+")
            flags = [f for extra in extras for f in EXTRA_FLAGS[extra]]
            key = f"p{i}"
            s = split(full, tmp, key)
            ptx = tmp / f"{key}.ptx"
            r = run(TOOLS / "axe-translate", "--axe-to-ptx", "--chip", chip, *flags, s, "-o", ptx)
            if r.returncode:
                raise SystemExit(f"{name}: PTX failed\n{r.stderr}")
            sidecar = json.loads((tmp / f"{key}.ptx.json").read_text())
            v = run(PTXAS, "-v", f"-arch={chip}", ptx, "-o", tmp / f"{key}.cubin")
            usage = {}
            for m in re.finditer(r"Compiling entry function '(\w+)'.*?Used (\d+) registers(?:, used \d+ barriers)?(?:, (\d+) bytes smem)?", v.stderr, re.S):
                usage[m.group(1)] = (int(m.group(2)), int(m.group(3) or 0))
            spills = sum(int(x) for x in re.findall(r"(\d+) bytes spill stores", v.stderr))
            requested, sectors, banks = None, "not emulated", "not emulated"
            if small is not None:
                ss = split(small, tmp, key + "s")
                # axe-run takes axe-translate's tiling flags with a `gpu-` prefix.
                gpu = (["--gpu-wgmma"] if chip == "sm_90a" else []) + [f"--gpu-{f[2:]}" if f.startswith("--") else f for f in flags]
                t = run(TOOLS / "axe-run", "--target", "gpu-emulator", *gpu, "--traffic", "--print", ss, "--rtol", "1e-4", "--atol", "1e-4")
                m = re.search(r"traffic: \d+ loads \((\d+) bytes\), \d+ stores \((\d+) bytes\)", t.stdout)
                if not m:
                    raise SystemExit(f"{name}: no traffic line\n{t.stdout[-2000:]}\n{t.stderr[-2000:]}")
                requested = (int(m.group(1)) + int(m.group(2))) * scale
                g = re.search(r"global memory: \d+ requests, (\d+) sectors \((\d+) at best\)", t.stdout)
                sectors = f"{int(g.group(1)) / int(g.group(2)):.2f}x" if g else "none"
                b = re.search(r"shared memory: \d+ requests, (\d+) wavefronts \((\d+) without bank conflicts\)", t.stdout)
                banks = f"{int(b.group(1)) / int(b.group(2)):.2f}x" if b else "none counted"
            ideal = ideal_bytes(sidecar)
            for k in sidecar["kernels"]:
                threads = 1
                for t in k["block"]:
                    threads *= t
                blocks = 1
                for g in k["grid"]:
                    blocks *= g
                regs, smem = usage.get(k["name"], (0, 0))
                smem += k.get("dynamic_shared_bytes", 0)
                rows.append((name, k["name"], f"{blocks} x {threads}", regs, smem, f"{occupancy(threads, regs, smem):.0%}", spills))
            rows.append((name, "**total**", "", "", "", "", "", ideal, requested, sectors, banks))
    print("| program | kernel | blocks x threads | registers | smem, static + dynamic (B) | H100 occupancy | spill bytes | ideal bytes | requested bytes (ratio) | global sectors / fewest | shared wavefronts / conflict-free |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r[1] == "**total**":
            ideal, req, sectors, banks = r[7], r[8], r[9], r[10]
            ratio = f"{req / ideal:.2f}x" if req else "not emulated"
            print(f"| {r[0]} | **all kernels** | | | | | | {ideal / 2**20:.0f} MiB | {req / 2**20:.0f} MiB ({ratio}) | {sectors} | {banks} |" if req else f"| {r[0]} | **all kernels** | | | | | | {ideal / 2**20:.0f} MiB | {ratio} | {sectors} | {banks} |")
        else:
            print(f"| {r[0]} | `{r[1]}` | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} | | | | |")


if __name__ == "__main__":
    main()
