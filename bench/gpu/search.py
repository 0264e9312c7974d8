"""How well the GPU schedule search's model ranks schedules: its ranking against a GPU's clock.

`uop-schedule{target=gpu search=N}` ranks candidate schedules by a cost model of an H200 fed
with what the GPU emulator counts (docs/guides/schedules.md, GPU search) and keeps the first; a
remark lists the first eight with their estimates. `prepare` (here) runs the search on each
kernel of CASES, writes each of the top K candidates' schedule on the kernel with a driver that
calls it, translates it to PTX and its sidecar (axe-translate --axe-to-ptx) and, where ptxas is
installed, to a cubin, and records the model's estimates in `.device-search/manifest.json`
with a stripped, compressed release axe-run. `measure` (on the device, in one call, from the
repository root) checks each candidate once against the interpreter (`axe-run --target cuda
--trials 1`), times the ones that pass in interleaved rounds (`--trials 0`, 10 runs after 3
warm-ups, the GPU's events around the kernel), and writes `search.md` (to $OUT, else here):
per kernel, each candidate's estimate and measured median, the two ranks, and Spearman's rank
correlation. Without a CUDA driver it says so and stops.

    cargo build --release -p axe-run                  # here, once
    .venv/bin/python bench/gpu/search.py prepare      # here (AXE_TOOLS_DIR: the tools; minutes
                                                      #   in debug; `prepare NAME`: the cases so named)
    python3 bench/gpu/search.py measure               # there, carrying .device-search
"""
import json, lzma, os, pathlib, re, shutil, statistics, subprocess, sys, time

from device import pack_axe_run

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUNDLE = pathlib.Path(os.environ.get("AXE_SEARCH_BUNDLE", ROOT / ".device-search"))
# Candidates per kernel the search models, and how many of its ranking are timed.
SEARCH, TOP = 24, 8
ROUNDS = 5
# Seconds the whole `measure` call may take (a device call has a few minutes).
BUDGET_S = float(os.environ.get("AXE_DEVICE_BUDGET_S", "240"))
TIMEOUT_S = 60


def transpose_add(n, m):
    """out[i, j] = x[j, i] + y[j, i]: the loads follow i, the store j."""
    t = f"memref<{n * m}xf32>"
    return f"""func.func @transpose_add(%out: {t}, %x: {t}, %y: {t}) attributes {{uop.kernel}} {{
  %cn = arith.constant {n} : index
  %cm = arith.constant {m} : index
  %i = uop.range %cn axis(0) loop
  %j = uop.range %cm axis(1) loop
  %a = arith.muli %i, %cm : index
  %f = arith.addi %a, %j : index
  %b = arith.muli %j, %cn : index
  %g = arith.addi %b, %i : index
  %px = uop.index %x[%g] : {t}
  %vx = uop.load %px : f32
  %py = uop.index %y[%g] : {t}
  %vy = uop.load %py : f32
  %s = arith.addf %vx, %vy : f32
  %q = uop.index %out[%f] : {t}
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}}
"""


def row_sum(r, c):
    t = f"memref<{r * c}xf32>"
    return f"""func.func @row_sum(%out: memref<{r}xf32>, %x: {t}) attributes {{uop.kernel}} {{
  %cr = arith.constant {r} : index
  %cc = arith.constant {c} : index
  %i = uop.range %cr axis(0) loop
  %k = uop.range %cc axis(1) reduce
  %a = arith.muli %i, %cc : index
  %f = arith.addi %a, %k : index
  %p = uop.index %x[%f] : {t}
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<{r}xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}}
"""


def copy(n, m):
    t = f"memref<{n * m}xf32>"
    return f"""func.func @copy(%out: {t}, %x: {t}) attributes {{uop.kernel}} {{
  %cn = arith.constant {n} : index
  %cm = arith.constant {m} : index
  %i = uop.range %cn axis(0) loop
  %j = uop.range %cm axis(1) loop
  %a = arith.muli %i, %cm : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : {t}
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : {t}
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}}
"""


def gemm(m, n, k):
    """out[i, j] = sum_k f32(a[i, k]) * f32(b[k, j]) of f16 inputs, reordered: the tensor cores."""
    return f"""func.func @gemm(%out: memref<{m}x{n}xf32>, %a: memref<{m}x{k}xf16>, %b: memref<{k}x{n}xf16>) attributes {{uop.kernel, uop.reassociate}} {{
  %cm = arith.constant {m} : index
  %cn = arith.constant {n} : index
  %ck = arith.constant {k} : index
  %i = uop.range %cm axis(0) loop
  %j = uop.range %cn axis(1) loop
  %k = uop.range %ck axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<{m}x{k}xf16>
  %va = uop.load %pa : f16
  %wa = arith.extf %va : f16 to f32
  %pb = uop.index %b[%k, %j] : memref<{k}x{n}xf16>
  %vb = uop.load %pb : f16
  %wb = arith.extf %vb : f16 to f32
  %p = arith.mulf %wa, %wb : f32
  %s = uop.reduce add %p [%k] : f32
  %po = uop.index %out[%i, %j] : memref<{m}x{n}xf32>
  %st = uop.store %po, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}}
"""


# (name, kernel, uop-schedule's options besides target and search); each at most the 2^20
# iterations the search emulates. The GEMM's candidates are mma.sync tilings (sm_90's PTX).
CASES = [
    ("transpose_add 512x256", transpose_add(512, 256), "threads=256 upcast=1"),
    ("transpose_add 1024x1024", transpose_add(1024, 1024), ""),
    ("row_sum 64x4096", row_sum(64, 4096), ""),
    ("row_sum 256x4096", row_sum(256, 4096), ""),
    ("copy 1024x1024", copy(1024, 1024), ""),
    ("gemm f16 128x128x64", gemm(128, 128, 64), ""),
]


def run(*args, timeout=None):
    try:
        return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, None, "", f"timed out after {timeout} s")
    except OSError as e:
        return subprocess.CompletedProcess(args, None, "", f"cannot run {args[0]}: {e}")


def tools_dir():
    return pathlib.Path(os.environ.get("AXE_TOOLS_DIR") or ROOT / "target" / "debug")


def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")


def ranking(remarks):
    """The search's ranking remark as [(schedule, estimate us, options)], best first."""
    m = re.search(r"uop-schedule search ranking: (.*)", remarks)
    if not m:
        raise SystemExit(f"no ranking in the search's remarks:\n{remarks}")
    return [(s, float(us), o) for s, us, o in re.findall(r"(S\[[^\]]*\]) ([\d.]+) us \(([^)]*)\)", m.group(1))]


def with_schedule_and_driver(kernel, schedule):
    """`kernel` with `schedule` written on it, and a public @main that calls it on its arguments."""
    head = re.match(r"func.func @(\w+)\((.*?)\) attributes \{(uop.kernel(?:, uop.reassociate)?)\}", kernel)
    name, params, attributes = head.group(1), head.group(2), head.group(3)
    args = re.findall(r"(%\w+): (memref<[^>]*>)", params)
    text = kernel.replace(f"attributes {{{attributes}}}", f"attributes {{{attributes}, uop.schedule = #axe.layout<{schedule}>}}", 1)
    call = ", ".join(a for a, _ in args)
    types = ", ".join(t for _, t in args)
    return text + f"""func.func @main({params}) {{
  call @{name}({call}) : ({types}) -> ()
  return
}}
"""


def ptxas():
    venv = ROOT / ".venv" / "bin" / "ptxas"
    return venv if venv.exists() else shutil.which("ptxas")


def prepare(only=None):
    """`only`: the cases whose name contains it (all: None)."""
    tools = tools_dir()
    shutil.rmtree(BUNDLE, ignore_errors=True)
    BUNDLE.mkdir(parents=True)
    manifest = []
    for name, kernel, options in CASES:
        if only and only not in name:
            continue
        src = BUNDLE / f"{slug(name)}.kernel.mlir"
        src.write_text(kernel)
        pipeline = f"builtin.module(uop-schedule{{target=gpu search={SEARCH} {options}}})"
        start = time.monotonic()
        r = run(tools / "axe-opt", src, f"--pass-pipeline={pipeline}", "-o", os.devnull)
        if r.returncode:
            raise SystemExit(f"{name}: {r.stderr}")
        ranked = ranking(r.stderr)[:TOP]
        print(f"{name}: {len(ranked)} candidates ranked in {time.monotonic() - start:.0f} s")
        candidates = []
        for k, (schedule, us, opts) in enumerate(ranked):
            mlir = BUNDLE / f"{slug(name)}.{k}.mlir"
            mlir.write_text(with_schedule_and_driver(kernel, schedule))
            ptx = mlir.with_suffix(".ptx")
            r = run(tools / "axe-translate", "--axe-to-ptx", mlir, "-o", ptx)
            if r.returncode:
                raise SystemExit(f"{name} #{k} {schedule}: {r.stderr}")
            registers = None
            if ptxas():
                r = run(ptxas(), "-arch=sm_90", "-v", ptx, "-o", mlir.with_suffix(".cubin"))
                m = re.search(r"Used (\d+) registers", r.stderr)
                registers = int(m.group(1)) if m else None
            candidates.append({"file": mlir.name, "schedule": schedule, "options": opts, "model_us": us, "registers": registers})
        manifest.append({"name": name, "options": options, "candidates": candidates})
    (BUNDLE / "manifest.json").write_text(json.dumps(manifest, indent=1))
    if not pack_axe_run(BUNDLE):
        print("target/release/axe-run is missing: `cargo build --release -p axe-run` before a device call")
    size = sum(p.stat().st_size for p in BUNDLE.rglob("*") if p.is_file())
    print(f"{BUNDLE.name}: {size / 2**20:.1f} MiB")


def cuda_unavailable():
    """Why no kernel can run here, or None."""
    import ctypes.util
    if not ctypes.util.find_library("cuda") and not pathlib.Path("/usr/lib/x86_64-linux-gnu/libcuda.so.1").exists():
        return "no CUDA driver (libcuda)"
    r = run("nvidia-smi", "-L", timeout=30)
    if r.returncode != 0:
        return f"no GPU (nvidia-smi: {(r.stdout + r.stderr).strip()[:200]})"
    return None


def spearman(a, b):
    """Spearman's rank correlation of two equally long lists (no ties expected; average ranks)."""
    def ranks(xs):
        order = sorted(range(len(xs)), key=lambda i: xs[i])
        r = [0.0] * len(xs)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2 + 1
            i = j + 1
        return r
    ra, rb = ranks(a), ranks(b)
    if len(a) < 2:
        return float("nan")
    ma, mb = statistics.mean(ra), statistics.mean(rb)
    num = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    den = (sum((x - ma) ** 2 for x in ra) * sum((y - mb) ** 2 for y in rb)) ** 0.5
    return num / den if den else float("nan")


def measure():
    out_dir = pathlib.Path(os.environ.get("OUT", "."))
    why = cuda_unavailable()
    if why:
        print(f"{why}, skipped")
        return
    deadline = time.monotonic() + BUDGET_S
    manifest = json.loads((BUNDLE / "manifest.json").read_text())
    axe = BUNDLE / "axe-run"
    with lzma.open(BUNDLE / "axe-run.xz") as f, open(axe, "wb") as g:
        shutil.copyfileobj(f, g)
    axe.chmod(0o755)
    smi = run("nvidia-smi", "--query-gpu=name,driver_version,clocks.max.sm", "--format=csv,noheader", timeout=30).stdout.strip()

    def axe_run(c, trials):
        mlir = BUNDLE / c["file"]
        cubin = mlir.with_suffix(".cubin")
        # ptxas's cubins are sm_90's; another GPU JIT-compiles the PTX.
        image = ["--cubin", cubin] if cubin.exists() and ("H100" in smi or "H200" in smi) else []
        left = deadline - time.monotonic()
        if left < 2:
            return "not run: the budget is spent"
        r = run(axe, mlir, "--target", "cuda", "--sidecar", f"{mlir.with_suffix('.ptx')}.json", *image, "--trials", trials,
                "--runs", 10, "--warmup", 3, "--rtol", "1e-4", "--atol", "1e-4", timeout=min(TIMEOUT_S, left))
        if r.returncode != 0:
            return (r.stdout + r.stderr).strip()[-300:]
        m = re.search(r"median ([\d.]+) us", r.stdout)
        return float(m.group(1)) if m else "ok" if trials else (r.stdout + r.stderr).strip()[-300:]

    failed = {}
    for case in manifest:
        for c in case["candidates"]:
            verdict = axe_run(c, 1)
            if verdict != "ok" and not isinstance(verdict, float):
                failed[c["file"]] = verdict
    samples = {c["file"]: [] for case in manifest for c in case["candidates"] if c["file"] not in failed}
    for _ in range(ROUNDS):
        for case in manifest:
            for c in case["candidates"]:
                if c["file"] in samples and time.monotonic() < deadline - 5:
                    t = axe_run(c, 0)
                    if isinstance(t, float):
                        samples[c["file"]].append(t)
    lines = [f"# GPU search: the model's ranking against the GPU's ({time.strftime('%Y-%m-%d %H:%M')})", "",
             f"nvidia-smi: {smi}", "", f"{ROUNDS} rounds, each candidate's median of 10 runs per round; the table gives the median over rounds.", ""]
    for case in manifest:
        rows = [(c, statistics.median(samples[c["file"]])) for c in case["candidates"] if samples.get(c["file"])]
        lines += [f"## {case['name']} ({case['options'] or 'default options'})", "",
                  "| model rank | schedule | options | registers | model us | measured us | measured rank |", "|---|---|---|---|---|---|---|"]
        measured_order = sorted(range(len(rows)), key=lambda i: rows[i][1])
        measured_rank = {i: r + 1 for r, i in enumerate(measured_order)}
        for i, (c, us) in enumerate(rows):
            lines.append(f"| {i + 1} | `{c['schedule']}` | {c['options']} | {c['registers']} | {c['model_us']:.2f} | {us:.2f} | {measured_rank[i]} |")
        for c in case["candidates"]:
            if c["file"] in failed:
                lines.append(f"| - | `{c['schedule']}` | {c['options']} | | {c['model_us']:.2f} | failed: {failed[c['file']]} | |")
        if rows:
            rho = spearman([c["model_us"] for c, _ in rows], [us for _, us in rows])
            best = rows[measured_order[0]]
            lines += ["", f"Spearman's rho (model vs measured): {rho:.2f}; the model's first measured {rows[0][1]:.2f} us, "
                      f"the fastest {best[1]:.2f} us (`{best[0]['schedule']}`, model rank {measured_order[0] + 1}).", ""]
    report = "\n".join(lines) + "\n"
    (out_dir / "search.md").write_text(report)
    print(report)


def selftest():
    """Here: the rank correlation and the driver the candidates get."""
    assert abs(spearman([1, 2, 3, 4], [10, 20, 30, 40]) - 1) < 1e-12
    assert abs(spearman([1, 2, 3, 4], [40, 30, 20, 10]) + 1) < 1e-12
    text = with_schedule_and_driver(copy(4, 8), "S[(4,8):(1@by,1@tx)]")
    assert "uop.schedule = #axe.layout<S[(4,8):(1@by,1@tx)]>" in text and "call @copy(%out, %x)" in text, text
    text = with_schedule_and_driver(gemm(16, 8, 16), "S[(2,8,4,2,16):(2@reg,4@lane,1@lane,1@reg,1@loop)]")
    assert "{uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(2,8,4,2,16)" in text, text
    assert "call @gemm(%out, %a, %b) : (memref<16x8xf32>, memref<16x16xf16>, memref<16x8xf16>)" in text, text
    ranked = ranking("remark: uop-schedule search ranking: S[(4,2):(1@by,1@lane)] 2.72 us (mma.sync 1x4 atoms 1x2 warps); S[(8):(1@tx)] 3.20 us (threads=32 upcast=1)")
    assert ranked == [("S[(4,2):(1@by,1@lane)]", 2.72, "mma.sync 1x4 atoms 1x2 warps"), ("S[(8):(1@tx)]", 3.2, "threads=32 upcast=1")], ranked
    print("selftest ok")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "measure"
    if command == "prepare":
        prepare(sys.argv[2] if len(sys.argv) > 2 else None)
    else:
        {"measure": measure, "selftest": selftest}[command]()
