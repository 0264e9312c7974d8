"""bench/kernels.md: kernels and intermediate buffers per program, Axe
(uop-kernelize) beside tinygrad 0.14, on the comparison set of
test/Transforms/split-kernels/tinygrad-parity.mlir (whose CHECK lines pin
Axe's counts). Run by bench/kernels/run.sh with a Python that has tinygrad.
usage: compare.py TOOLS_DIR OUT.md"""
import datetime, json, platform, re, subprocess, sys
from pathlib import Path

from tinygrad_programs import PROGRAMS, count

ROOT = Path(__file__).resolve().parents[2]
PARITY = ROOT / "test/Transforms/split-kernels/tinygrad-parity.mlir"

# Why a count differs from tinygrad's (every row where Axe's is not equal).
NOTES = {
  "exp_matmul": "Not matched, by spec: each exp(a) element is read once per output column (4 times) inside the "
                "reduction, and spec 003's buffer-removal caution keeps a unary op read in a reduce scope rather "
                "than recompute it per iteration (its argmax(-x) example). tinygrad computes exp 4 times per element; "
                "Axe once, into an 8x16 buffer. Axe inlines such a unary op only where each element is read once "
                "(exp_sum, neg_max, log_max, half_sum).",
  "softmax": "Axe makes one kernel per row: rangeify does not end ranges at a reduce that is broadcast (tinygrad's "
             "REDUCE-before-broadcast rule), and exp(x - max), read once per element by the sum and by the quotient, "
             "is computed in both instead of buffered. The lowering places each reduction in the innermost loop it "
             "varies with, so the max and the sum run once per row; exp runs twice per element.",
  "shifted_exp_sum": "As softmax: the row max is computed in the sum's kernel (once per row), not realized.",
  "variance": "As softmax: the mean is computed in the squared sum's kernel (once per row), not realized.",
  "argmax": "As softmax: the row max is computed in the second reduction's kernel, not realized.",
  "normalize_rows": "As softmax: the row sum is computed in the output kernel (once per row), not realized.",
  "exp_sum_div": "As softmax: exp(x), read once per element by the sum and by the quotient, is computed in both "
                 "instead of buffered: one kernel per row.",
  "log_softmax": "As softmax: x - max, read once per element by the sum of its exp and by the output, is computed "
                 "in both, and so is the log of the sum: one kernel per row.",
  "matmul_chain": "Axe computes a@b inside the second matmul's reduction, once per output column (8x the first "
                  "matmul's work); tinygrad realizes a@b (8x4). Same REDUCE-before-broadcast difference.",
  "mlp2": "As matmul_chain: relu(x@w1) is recomputed per output column instead of realized.",
  "window_9_vmap": "tinygrad has no vmap; its count is that of the same rows batched (window_9).",
}


def axe_counts(tools):
    out = subprocess.run([str(Path(tools) / "axe-opt"), str(PARITY), "--split-input-file", "--uop-kernelize"],
                         capture_output=True, text=True, check=True).stdout
    counts = {}
    for chunk in out.split("// -----"):
        kernels = re.findall(r"func\.func @(\w+)\([^\n]*attributes \{uop\.kernel\}", chunk)
        drivers = [m for m in re.findall(r"func\.func @(\w+)\(", chunk) if m not in kernels]
        if drivers:
            counts[drivers[0]] = (len(kernels), len(re.findall(r"memref\.alloc\(", chunk)),
                                  len(re.findall(r"uop\.reduce ", chunk)))
    return counts


def main():
    tools, out = sys.argv[1], Path(sys.argv[2])
    axe = axe_counts(tools)
    missing = set(PROGRAMS) ^ set(axe)
    if missing:
        sys.exit(f"programs not in both sets: {sorted(missing)}")
    rows, totals = [], [0, 0, 0, 0]
    fewer = more = 0
    for name in PROGRAMS:
        k, a, loops = axe[name]
        tk, ta, copies = count(name)
        assert copies == 0, f"{name}: tinygrad scheduled {copies} copies"
        totals = [totals[0] + k, totals[1] + a, totals[2] + tk, totals[3] + ta]
        fewer += k < tk
        more += k > tk
        rows.append(f"| `{name}` | {k} | {a} | {loops} | {tk} | {ta} | {NOTES.get(name, '')} |")
    head = [
        "# Kernel counts: Axe vs tinygrad 0.14",
        "",
        f"Recorded {datetime.date.today()} on {platform.machine()} by `bench/kernels/run.sh` "
        "(Axe: `axe-opt --split-input-file --uop-kernelize`; tinygrad: `Tensor.schedule_linear()` on `Tensor.empty` inputs, "
        "kernels are schedule items whose AST is a SINK, no COPY was scheduled).",
        "",
        "Programs: `test/Transforms/split-kernels/tinygrad-parity.mlir` (uop dialect, CHECK lines pin Axe's counts), "
        "`bench/kernels/tinygrad_programs.py` (the same programs in tinygrad). Intermediate buffers: Axe's "
        "`memref.alloc` temporaries; tinygrad's buffers a kernel touches that are neither an input nor the output. "
        "Reduce loops: `uop.reduce` ops left in Axe's kernels (a collapsed gather has none).",
        "",
        f"Totals over {len(rows)} programs: Axe {totals[0]} kernels, {totals[1]} intermediate buffers; "
        f"tinygrad {totals[2]} kernels, {totals[3]} intermediate buffers. Axe has fewer kernels on {fewer}, "
        f"more on {more}.",
        "",
        "| program | Axe kernels | Axe buffers | Axe reduce loops | tinygrad kernels | tinygrad buffers | why they differ |",
        "|---|---|---|---|---|---|---|",
    ]
    out.write_text("\n".join(head + rows) + "\n")
    print(out.read_text())


if __name__ == "__main__":
    main()
