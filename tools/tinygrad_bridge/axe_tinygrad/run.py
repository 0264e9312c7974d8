"""Compiles an exported program with Axe and runs it on the CPU JIT.

`axe-opt` runs the `axe-tensor-to-kernels` pipeline (what `axe-compile` runs
first); `axe-run --target cpu` JIT-compiles the kernels (`axe-lower-to-llvm`)
and calls the function once on the given inputs, writing its results as .npy.
"""
import os
import pathlib
import subprocess
import tempfile

import numpy as np

from .element_types import has_npy_type, numpy_dtype
from .errors import AxeError
from .export import Program

PIPELINE = "builtin.module(axe-tensor-to-kernels)"


def tools_dir() -> pathlib.Path:
    """AXE_TOOLS_DIR (as the lit suite sets it), else the workspace's debug build."""
    default = pathlib.Path(__file__).resolve().parents[3] / "target" / "debug"
    return pathlib.Path(os.environ.get("AXE_TOOLS_DIR", default))


def run_on_cpu(program: Program, inputs: list[np.ndarray], tools: pathlib.Path | None = None,
               workdir: str | None = None) -> list[np.ndarray]:
    """The program's results on Axe's CPU JIT for these inputs (in argument order).
    Keeps its files (program.mlir, kernels.mlir, inputs, results) in `workdir` if given."""
    tools = tools or tools_dir()
    with tempfile.TemporaryDirectory(prefix="axe-tinygrad-") as tmp:
        work = pathlib.Path(workdir or tmp)
        work.mkdir(parents=True, exist_ok=True)
        source, kernels, out = work / "program.mlir", work / "kernels.mlir", work / "results"
        source.write_text(program.mlir)
        _tool(tools / "axe-opt", [str(source), f"--pass-pipeline={PIPELINE}", "-o", str(kernels)], "compile")
        paths = []
        for i, (array, dtype) in enumerate(zip(inputs, program.input_dtypes)):
            if not has_npy_type(dtype):
                raise AxeError(f"run: input {i} is {dtype}, which axe-run cannot read from .npy")
            paths.append(work / f"input{i}.npy")
            # np.array, not np.ascontiguousarray: that one makes a 0-d array 1-d
            np.save(paths[-1], np.array(array, dtype=numpy_dtype(dtype), order="C"))
        args = [str(kernels), "--target", "cpu", "--entry", program.name, "--outputs", str(out)]
        if paths:
            args += ["--inputs", ",".join(map(str, paths))]
        _tool(tools / "axe-run", args, "run")
        results = []
        for k in range(len(program.output_dtypes)):
            path = out / f"{program.name}.result{k}.npy"
            if not path.exists():
                raise AxeError(f"run: axe-run wrote no {path.name}")
            # MLIR integers are signless: read the bits as the tinygrad dtype says
            result = np.load(path)
            want = numpy_dtype(program.output_dtypes[k])
            results.append(result.view(want) if has_npy_type(program.output_dtypes[k]) else result)
        return results


def _tool(path: pathlib.Path, args: list[str], stage: str) -> None:
    done = subprocess.run([str(path), *args], capture_output=True, text=True)
    if done.returncode != 0:
        # the diagnostics, without the notes that dump whole operations
        lines = [l for l in done.stderr.splitlines() if "error" in l.lower()] or done.stderr.splitlines()[-5:]
        raise AxeError(f"{stage}: {path.name} failed: " + " | ".join(lines[:4]))
