"""The GPU measurement of bench/gpu.md, prepared here and run in one call on a lent GPU.

The device machine has CUDA, PyTorch (cuBLAS) and Python 3.12 but no LLVM 22 to build Axe,
so everything Axe-made travels: `prepare` (on this machine) writes `.device/` (git-ignored)
with each program of bench/gpu.md split into kernels, its PTX and sidecar (axe-translate
--axe-to-ptx; the matmul also with --chip sm_90a, on wgmma), at full size and at a size the interpreter checks, a stripped axe-run
compressed with xz, and tinygrad's package. `measure` (on the device, from the repository
root) unpacks axe-run, checks each kernel at the small size against the interpreter
(`axe-run --target cuda --trials 1`), then times each full-size program in 5 interleaved
rounds: Axe (`axe-run --target cuda --trials 0`: CUDA events, L2 flushed before each run),
tinygrad's CUDA backend and PyTorch (a device copy for copy bandwidth, cuBLAS for the
matmul), each timed the same way, and prints min and median over the rounds.

    .venv/bin/python bench/gpu/device.py prepare     # here: about 3 minutes
    python3 bench/gpu/device.py measure              # there, carrying .device (about 5 minutes)
"""
import json, lzma, os, pathlib, re, shutil, statistics, subprocess, sys, time

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUNDLE = ROOT / ".device"
ROUNDS = 5

# name, full program, checked program, ideal bytes at full size, flops at full size
def cases():
    sys.path.insert(0, str(ROOT / "bench" / "cpu"))
    import programs
    n, r, c, m = 1 << 26, 8192, 8192, 4096
    matmul = (programs.half_matmul("matmul", m, m, m), programs.half_matmul("matmul", 128, 256, 128), 3 * 2 * m * m, 2 * m**3)
    return [
        ("add", programs.add(n), programs.add(1 << 16), 3 * 4 * n, 0),
        ("row_sum", programs.row_sum(r, c), programs.row_sum(64, 1024), 4 * (r * c + r), 0),
        ("softmax", programs.softmax(r, c), programs.softmax(64, 1024), 2 * 4 * r * c, 0),
        ("matmul", *matmul),
        # The same matmul on sm_90a's wgmma (axe-translate --chip sm_90a), against the same peers.
        ("matmul_wgmma", *matmul),
    ]


def chip_of(name):
    return "sm_90a" if name.endswith("_wgmma") else "sm_90"


def peer_of(name):
    return name.removesuffix("_wgmma")


def run(*args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)


def prepare():
    tools = ROOT / "target" / "debug"
    BUNDLE.mkdir(exist_ok=True)
    for name, full, small, _, _ in cases():
        for size, text in (("full", full), ("small", small)):
            src, split = BUNDLE / f"{name}.{size}.src.mlir", BUNDLE / f"{name}.{size}.mlir"
            src.write_text(text)
            r = run(tools / "axe-opt", src, "--pass-pipeline=builtin.module(uop-kernelize,canonicalize,cse)", "-o", split)
            r = r if r.returncode else run(tools / "axe-translate", "--axe-to-ptx", "--chip", chip_of(name), split, "-o", BUNDLE / f"{name}.{size}.ptx")
            if r.returncode:
                raise SystemExit(f"{name} ({size}): {r.stderr}")
            src.unlink()
            print(f"{name} ({size}): {split.name}, its PTX and sidecar")
    stripped = BUNDLE / "axe-run"
    r = run("strip", "-o", stripped, tools / "axe-run")
    if r.returncode:
        raise SystemExit(r.stderr)
    with open(stripped, "rb") as f, lzma.open(BUNDLE / "axe-run.xz", "wb", preset=6) as out:
        shutil.copyfileobj(f, out)
    stripped.unlink()
    import tinygrad
    shutil.rmtree(BUNDLE / "tinygrad", ignore_errors=True)
    shutil.copytree(pathlib.Path(tinygrad.__file__).parent, BUNDLE / "tinygrad", ignore=shutil.ignore_patterns("__pycache__"))
    size = sum(p.stat().st_size for p in BUNDLE.rglob("*") if p.is_file())
    print(f".device: {size / 2**20:.1f} MiB (a device call carries at most 64 MiB with the tree)")


def axe_time(axe, name, size, trials):
    """(median us, min us) of axe-run's timed runs, or the failure's text."""
    mlir = BUNDLE / f"{name}.{size}.mlir"
    r = run(axe, mlir, "--target", "cuda", "--sidecar", f"{mlir.with_suffix('.ptx')}.json", "--trials", trials,
            "--runs", 10, "--warmup", 3, "--rtol", "2e-2", "--atol", "2e-2")
    m = re.search(r"median ([\d.]+) us, min ([\d.]+) us", r.stdout)
    return (float(m.group(1)), float(m.group(2))) if m and r.returncode == 0 else (r.stdout + r.stderr).strip()


def timed(fn, flush, sync, runs=10, warmup=3):
    """(median us, min us) of `fn`, each run after flushing L2, synchronized by `sync`."""
    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(runs):
        flush()
        sync()
        start = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - start) * 1e6)
    return statistics.median(times), min(times)


def peers(torch):
    """The PyTorch and tinygrad versions of each program, as zero-argument functions."""
    sys.path.insert(0, str(BUNDLE))
    os.environ.setdefault("CUDA", "1")
    # tinygrad's CUDA backend compiles with NVRTC; point it at the toolkit's or the wheel's.
    if "NVRTC_PATH" not in os.environ:
        import glob
        found = glob.glob("/usr/local/cuda*/**/libnvrtc.so*", recursive=True) + glob.glob(f"{sys.prefix}/lib/python3*/site-packages/nvidia/**/libnvrtc.so*", recursive=True)
        if found:
            os.environ["NVRTC_PATH"] = sorted(found)[0]
    from tinygrad import Tensor, TinyJit, dtypes, Device
    dev, n, r, c, m = "cuda", 1 << 26, 8192, 8192, 4096
    x, y = torch.rand(n, device=dev), torch.rand(n, device=dev)
    rows = torch.rand(r, c, device=dev)
    a16, b16 = torch.rand(m, m, device=dev).half(), torch.rand(m, m, device=dev).half()
    copy_dst = torch.empty_like(x)
    tx, ty = Tensor.rand(n).realize(), Tensor.rand(n).realize()
    trows = Tensor.rand(r, c).realize()
    ta, tb = Tensor.rand(m, m).half().realize(), Tensor.rand(m, m).half().realize()
    jit = lambda f: TinyJit(lambda *t: f(*t).realize())
    tg_add, tg_sum, tg_soft = jit(lambda p, q: p + q), jit(lambda p: p.sum(1, keepdim=True)), jit(lambda p: p.softmax(1))
    tg_mm = jit(lambda p, q: p.matmul(q, dtype=dtypes.float).half())
    tiny = {"add": lambda: tg_add(tx, ty), "row_sum": lambda: tg_sum(trows), "softmax": lambda: tg_soft(trows), "matmul": lambda: tg_mm(ta, tb)}
    torch_fns = {
        "add": lambda: x + y,
        "row_sum": lambda: rows.sum(1, keepdim=True),
        "softmax": lambda: torch.softmax(rows, 1),
        "matmul": lambda: a16 @ b16,
        "copy": lambda: copy_dst.copy_(x),
    }
    return torch_fns, tiny, lambda: Device["CUDA"].synchronize()


def measure():
    import torch
    out = pathlib.Path(os.environ.get("OUT", "."))
    axe = BUNDLE / "axe-run"
    with lzma.open(BUNDLE / "axe-run.xz") as f, open(axe, "wb") as g:
        shutil.copyfileobj(f, g)
    axe.chmod(0o755)
    measured = cases()
    lines = [f"# {torch.cuda.get_device_name()}, {time.strftime('%Y-%m-%d %H:%M')}", ""]
    for name, *_ in measured:
        result = axe_time(axe, name, "small", 1)
        lines.append(f"checked at the small size: {name}: {'ok' if isinstance(result, tuple) else result}")
    flush_buffer = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    flush, torch_sync = flush_buffer.zero_, torch.cuda.synchronize
    torch_fns, tiny, tiny_sync = peers(torch)
    both_sync = lambda: (torch_sync(), tiny_sync())
    samples = {}
    for rnd in range(ROUNDS):
        for name, *_ in measured:
            samples.setdefault((name, "axe"), []).append(axe_time(axe, name, "full", 0))
            samples.setdefault((name, "torch"), []).append(timed(torch_fns[peer_of(name)], flush, torch_sync))
            try:
                samples.setdefault((name, "tinygrad"), []).append(timed(tiny[peer_of(name)], flush, both_sync))
            except Exception as e:  # a peer that fails is reported, not fatal
                samples.setdefault((name, "tinygrad"), []).append(f"{type(e).__name__}: {e}")
        samples.setdefault(("copy", "torch"), []).append(timed(torch_fns["copy"], flush, torch_sync))
        print(f"round {rnd + 1} of {ROUNDS} done", file=sys.stderr)
    lines += ["", "| program | implementation | min us | median us | GB/s (min) | TFLOP/s (min) |", "|---|---|---|---|---|---|"]
    best = {}
    for name, _, _, ideal, flops in measured + [("copy", "", "", 2 * 4 * (1 << 26), 0)]:
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
    copy_bw = 2 * 4 * (1 << 26) / best[("copy", "torch")] if ("copy", "torch") in best else None
    for name, _, _, ideal, flops in measured:
        if (name, "axe") in best:
            t = best[(name, "axe")]
            vs = {impl: best[(name, impl)] / t for impl in ("tinygrad", "torch") if (name, impl) in best}
            of_copy = f", {ideal / t / copy_bw:.0%} of copy bandwidth" if copy_bw and not flops else ""
            lines.append(f"{name}: axe {', '.join(f'{v:.2f}x the speed of {k}' for k, v in vs.items())}{of_copy}")
    text = "\n".join(lines) + "\n"
    print(text)
    (out / "gpu-measure.md").write_text(text)
    (out / "gpu-samples.json").write_text(json.dumps({f"{k[0]}/{k[1]}": v for k, v in samples.items()}))


if __name__ == "__main__":
    {"prepare": prepare, "measure": measure}.get(sys.argv[1] if len(sys.argv) > 1 else "", lambda: sys.exit(__doc__))()
