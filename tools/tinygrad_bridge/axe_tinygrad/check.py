"""One check: a tinygrad function on numpy inputs, exported, run by Axe on
the CPU JIT and compared with tinygrad's own realized result."""
import os
from dataclasses import dataclass

import numpy as np
from tinygrad import Tensor
from tinygrad.helpers import Context

from .compare import mismatch
from .errors import AxeError, ExportError
from .export import Program, export
from .run import run_on_cpu


@dataclass
class CheckResult:
    ok: bool
    stage: str            # "export", "compile", "run", "compare" or "pass"
    message: str
    program: Program | None


def reference_device() -> str:
    """tinygrad's PYTHON device needs no C compiler (its CPU device runs `clang`,
    or the compiler CC names), so the reference works on any machine with the venv."""
    return os.environ.get("AXE_TINYGRAD_DEVICE", "PYTHON")


# tinygrad reads a tensor that has no device (a 0-d one made from a numpy
# scalar is a constant) through its CPU device, whose compiler is `clang` or
# CC; Debian names LLVM's clang by version only
if "CC" not in os.environ and os.path.exists("/usr/lib/llvm-22/bin/clang"):
    os.environ["CC"] = "/usr/lib/llvm-22/bin/clang"


def check(fn, *arrays: np.ndarray, name: str = "main", tolerance_scale: float = 1.0,
          workdir: str | None = None) -> CheckResult:
    """`fn` takes and returns tinygrad Tensors (one or a tuple)."""
    with Context(DEV=reference_device()):
        return _check(fn, arrays, name, tolerance_scale, workdir)


def _check(fn, arrays, name, tolerance_scale, workdir) -> CheckResult:
    tensors = [Tensor(a) for a in arrays]
    outputs = fn(*tensors)
    outputs = list(outputs) if isinstance(outputs, (tuple, list)) else [outputs]
    try:
        program = export(outputs, tensors, name)
    except ExportError as e:
        return CheckResult(False, "export", str(e), None)
    want = [t.numpy() for t in outputs]
    try:
        got = run_on_cpu(program, list(arrays) + program.extra_inputs, workdir=workdir)
    except AxeError as e:
        return CheckResult(False, str(e).split(":")[0], str(e), program)
    for k, (g, w) in enumerate(zip(got, want)):
        if (why := mismatch(g, w, tolerance_scale)) is not None:
            return CheckResult(False, "compare", f"result {k}: {why}", program)
    return CheckResult(True, "pass", "matches tinygrad", program)
