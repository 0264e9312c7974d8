"""Compiled programs called in this process.

`axe-compile --target=cpu` writes an object file whose C entry point
`_mlir_ciface_<name>` takes one memref descriptor pointer per argument, then
one per result. The object is linked into a shared library (with libomp,
which its threaded loops call) and loaded with ctypes: the call then costs a
function call, not a process and files, and what runs is exactly the object a
C or C++ program would link. (`axe-run --inputs` would run a second front end
of its own, and a process per call.)
"""

import ctypes
import os
import pathlib
import shutil
import subprocess
import tempfile

import numpy as np

from .memref import describe
from .signature import parse_signature

_REPO = pathlib.Path(__file__).resolve().parents[2]


class CompileError(Exception):
    """axe-compile (or the link after it) refused the program; `diagnostic` is its first error line."""

    def __init__(self, message, diagnostic):
        super().__init__(message)
        self.diagnostic = diagnostic


def tools_dir():
    """Where axe-compile is: AXE_TOOLS_DIR, else this repository's debug build."""
    return pathlib.Path(os.environ.get("AXE_TOOLS_DIR", _REPO / "target" / "debug"))


def llvm_prefix():
    return pathlib.Path(os.environ.get("LLVM_PREFIX", "/usr/lib/llvm-22"))


def first_error(text):
    """The first line that reads as a diagnostic (an MLIR 'error:' line), else the first line."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for line in lines:
        if "error:" in line:
            return line
    return lines[0] if lines else "(no output)"


class Program:
    """A compiled function: call it with numpy arrays, get numpy arrays back (a tuple for several results)."""

    def __init__(self, library_path, signature):
        self.signature = signature
        self._library = ctypes.CDLL(str(library_path))
        self._entry = getattr(self._library, f"_mlir_ciface_{signature.name}")
        self._entry.restype = None

    def __call__(self, *inputs):
        sig = self.signature
        if len(inputs) != len(sig.arguments):
            raise TypeError(f"@{sig.name} takes {len(sig.arguments)} arguments, got {len(inputs)}")
        arrays = []
        for i, (x, ty) in enumerate(zip(inputs, sig.arguments)):
            x = np.asarray(x)
            if x.shape != ty.shape or x.dtype != ty.dtype:
                raise TypeError(f"@{sig.name} argument {i} is {ty}, got an array {x.dtype} {x.shape}")
            arrays.append(np.ascontiguousarray(x))
        # NaN-filled outputs: a result the program never writes is visibly wrong.
        results = [np.full(ty.shape, np.nan, ty.dtype) if ty.dtype.kind == "f" else np.zeros(ty.shape, ty.dtype) for ty in sig.results]
        descriptors = [describe(a) for a in arrays + results]
        self._entry(*(ctypes.byref(d) for d in descriptors))
        return results[0] if len(results) == 1 else tuple(results)


def compile_file(path, name=None, workdir=None, flags=()):
    """Compiles the linalg program at `path` for the CPU and loads it; `name` picks the function."""
    path = pathlib.Path(path)
    text = path.read_text()
    signature = parse_signature(text, name)
    workdir = pathlib.Path(workdir or tempfile.mkdtemp(prefix="axe-"))
    workdir.mkdir(parents=True, exist_ok=True)
    obj = workdir / f"{path.stem}.o"
    lib = workdir / f"{path.stem}.so"
    compile_cmd = [str(tools_dir() / "axe-compile"), str(path), "--target=cpu", "-o", str(obj), *flags]
    done = subprocess.run(compile_cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise CompileError(f"axe-compile refused {path}:\n{done.stderr}", first_error(done.stderr))
    cc = os.environ.get("CC") or shutil.which("cc") or "cc"
    llvm_lib = llvm_prefix() / "lib"
    link = [cc, "-shared", str(obj), "-o", str(lib), f"-L{llvm_lib}", "-lomp", f"-Wl,-rpath,{llvm_lib}", "-lm"]
    done = subprocess.run(link, capture_output=True, text=True)
    if done.returncode != 0:
        raise CompileError(f"linking {obj} failed:\n{done.stderr}", first_error(done.stderr))
    return Program(lib, signature)
