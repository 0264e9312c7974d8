"""Axe from Python.

`axe.compile(module, example_inputs)` compiles a PyTorch module (or a function of tensors) with Axe and returns a
callable that takes and returns torch tensors or numpy arrays; `torch.compile(model, backend="axe")` uses Axe
for each graph it can compile and PyTorch's eager mode for the others (`axe.dynamo`). `axe.compile_file(path)`
compiles a tensor program given as MLIR (linalg on static tensors, as torch-mlir and upstream tosa-to-linalg
write it) and returns a `Program` taking numpy arrays. `axe.tinygrad` runs tinygrad graphs through Axe.
`axe.layout` is the layout algebra on Python objects (through the pure-Rust C API; axe/layout.py).

No MLIR is loaded into Python: the package drives Axe's tools (axe-compile) as subprocesses and loads only
the compiled object (a shared library, through ctypes), so the process never holds a second copy of MLIR
next to torch-mlir's. The tools are found in AXE_TOOLS_DIR, else this repository's target/debug.

Every refusal is an `AxeError`: `CompileError` and its `UnsupportedOpError` (the op, and the PyTorch source
line), `InputError` (an argument, by position and name), `DeviceError` (no GPU for target="cuda"); a runtime
check of the program that fails in a call (an embedding's token id out of range) raises `RuntimeCheckError`.
torch is imported only when needed: `import axe` needs numpy only.
"""

import sys as _sys

from . import layout
from .errors import (
    AxeError,
    CompileError,
    DeviceError,
    InputError,
    RuntimeCheckError,
    SourceLocation,
    UnsupportedOpError,
)
from .frontend import Compiled, compile
from .native import Program, compile_file
from .signature import Signature, TensorType, parse_signature

__all__ = [
    "AxeError",
    "CompileError",
    "Compiled",
    "DeviceError",
    "InputError",
    "Program",
    "RuntimeCheckError",
    "Signature",
    "SourceLocation",
    "TensorType",
    "UnsupportedOpError",
    "compile",
    "compile_file",
    "layout",
    "parse_signature",
]

# torch.compile(backend="axe") works once the package is installed (the entry point in pyproject.toml) and,
# without an install, once torch and axe are both imported: registering costs nothing when torch is loaded.
if "torch" in _sys.modules:
    from . import dynamo as _dynamo

    _dynamo.register()
