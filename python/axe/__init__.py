"""Axe from Python.

`axe.compile_file(path, name)` compiles a tensor program (linalg on static
tensors, as torch-mlir and upstream tosa-to-linalg write it) with
`axe-compile --target=cpu` and returns a `Program`, a callable that takes and
returns numpy arrays; the compiled code runs in this process. The signature
comes from the program's `func.func` (`signature.py`), the call goes through
the C entry point `_mlir_ciface_<name>` with memref descriptors
(`memref.py`, `native.py`).
"""

from .native import CompileError, Program, compile_file
from .signature import Signature, TensorType, parse_signature

__all__ = ["CompileError", "Program", "Signature", "TensorType", "compile_file", "parse_signature"]
