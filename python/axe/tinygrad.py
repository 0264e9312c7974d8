"""`axe.tinygrad`: tinygrad tensor graphs through Axe (the bridge of tools/tinygrad_bridge, as a module).

    import numpy as np, axe.tinygrad
    x = np.random.rand(4, 8).astype(np.float32)
    w = np.random.rand(8, 3).astype(np.float32)
    print(axe.tinygrad.run(lambda x, w: (x @ w).softmax(1), x, w))      # Axe's result, numpy arrays
    print(axe.tinygrad.check(lambda x, w: (x @ w).softmax(1), x, w).ok)  # True: it matches tinygrad

`export` writes the UOp graph behind tinygrad tensors as a uop tensor-level `func.func`; `run_on_cpu`
compiles it (`axe-opt`'s axe-tensor-to-kernels) and runs it on the CPU JIT (`axe-run --target cpu`);
`check` does both and compares with tinygrad's own result. An op the bridge cannot export raises
`ExportError` naming the tinygrad op; a tool's refusal raises the bridge's `AxeError` (not `axe.AxeError`:
the bridge is standalone, docs/guides/tinygrad-bridge.md). Needs tinygrad 0.14 (tools/setup-python.sh).

The bridge's code lives in the repository (tools/tinygrad_bridge/axe_tinygrad, also run by its own test
slice): this module imports it from there, so it needs the package installed editable
(`pip install -e ./python`) or run from the checkout, or AXE_TINYGRAD_BRIDGE naming that folder.
"""

from __future__ import annotations

import os
import pathlib
import sys
from typing import Any, Callable

import numpy as np

from .errors import AxeError as _PackageError


def _bridge_dir() -> pathlib.Path:
    default = pathlib.Path(__file__).resolve().parents[2] / "tools" / "tinygrad_bridge"
    return pathlib.Path(os.environ.get("AXE_TINYGRAD_BRIDGE", default))


try:
    import axe_tinygrad as _bridge
except ImportError:
    if not (_bridge_dir() / "axe_tinygrad").is_dir():
        raise _PackageError(
            f"axe.tinygrad: no tinygrad bridge at {_bridge_dir()} (install with pip install -e ./python from the "
            "repository, or set AXE_TINYGRAD_BRIDGE to its tools/tinygrad_bridge)"
        ) from None
    sys.path.insert(0, str(_bridge_dir()))
    import axe_tinygrad as _bridge

AxeError = _bridge.AxeError
CheckResult = _bridge.CheckResult
ExportError = _bridge.ExportError
Program = _bridge.Program
check = _bridge.check
export = _bridge.export
run_on_cpu = _bridge.run_on_cpu


def run(fn: Callable[..., Any], *arrays: np.ndarray, name: str = "main") -> np.ndarray | tuple[np.ndarray, ...]:
    """Axe's result of `fn` (tinygrad Tensors in, a Tensor or a tuple out) on these numpy arrays: the graph
    tinygrad builds is exported and run on Axe's CPU JIT; tinygrad itself computes nothing."""
    from tinygrad import Tensor

    tensors = [Tensor(a) for a in arrays]
    outputs = fn(*tensors)
    many = isinstance(outputs, (tuple, list))
    program = export(list(outputs) if many else [outputs], tensors, name)
    results = run_on_cpu(program, list(arrays) + program.extra_inputs)
    return tuple(results) if many else results[0]


__all__ = ["AxeError", "CheckResult", "ExportError", "Program", "check", "export", "run", "run_on_cpu"]
