"""`axe.compile`: a PyTorch module or function compiled by Axe, called with torch tensors or numpy arrays.

The program is exported by torch-mlir's FX importer (`torch.export`, then
linalg on tensors) and printed with its locations, which are PyTorch's stack
(torch-mlir's call-site locations), so a refusal by axe-compile names the
user's source line. `axe-compile --target=cpu` makes an object that the
runner (`native.py`) loads into this process. torch and torch-mlir are
imported only here, on the first compile: `import axe` needs numpy only.

Each call's signature (shape and dtype of every input) picks a compiled
program; a new signature exports and compiles again (Axe takes static shapes
only, so a dynamic dimension is a new program, never a refusal at run time).
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import re
import sys
import tempfile
import threading
from typing import Any, Callable, Sequence

import numpy as np

from . import native
from .diagnostics import error_frames, inline_frames, user_frame
from .errors import AxeError, CompileError, InputError, UnsupportedOpError

TARGETS = ("cpu", "cuda")

# numpy dtypes the compiled code takes (signature.py's element types).
_NUMPY_DTYPES = tuple(
    np.dtype(t) for t in (np.float32, np.float64, np.float16, np.int64, np.int32, np.int16, np.int8, np.bool_)
)


def _torch():
    try:
        import torch
    except ImportError as e:  # numpy-only installs can still use compile_file
        raise AxeError("axe.compile needs PyTorch and torch-mlir (tools/setup-python-models.sh)") from e
    return torch


def _argument_name(index: int, names: Sequence[str] | None) -> str:
    if names and index < len(names):
        return f"argument {index} ({names[index]})"
    return f"argument {index}"


def _to_numpy(x: Any, index: int, names: Sequence[str] | None, target: str) -> np.ndarray:
    """The C-contiguous numpy array the compiled code reads for one input; an InputError names what is wrong."""
    what = _argument_name(index, names)
    torch = None
    if not isinstance(x, np.ndarray):
        torch = _torch()
        if not isinstance(x, torch.Tensor):
            raise InputError(f"{what} is a {type(x).__name__}; axe.compile takes torch tensors and numpy arrays")
    if torch is not None:
        if x.device.type == "cuda" and target == "cuda":
            x = x.cpu()  # the CUDA runner copies inputs from host memory into buffers it owns
        elif x.device.type != "cpu":
            raise InputError(f"{what} is on device {x.device}; target {target!r} takes CPU tensors (x.cpu())")
        if x.is_sparse or x.layout != torch.strided:
            raise InputError(f"{what} has layout {x.layout}; Axe takes dense (strided) tensors")
        if x.dtype not in _torch_dtypes(torch):
            raise InputError(f"{what} has dtype {x.dtype}, which Axe does not take ({_TAKEN})")
        # A view with any strides becomes a contiguous copy: the compiled code reads row-major memory.
        array = x.detach().contiguous().numpy()
    else:
        if x.dtype not in _NUMPY_DTYPES:
            raise InputError(f"{what} has dtype {x.dtype}, which Axe does not take ({_TAKEN})")
        array = x
    return np.ascontiguousarray(array)


_TAKEN = "float32, float64, float16, int64, int32, int16, int8, bool"


def _torch_dtypes(torch: Any) -> dict[Any, type]:
    """The torch dtypes the compiled code takes, with their numpy types (bfloat16 has none in numpy)."""
    return {
        torch.float32: np.float32,
        torch.float64: np.float64,
        torch.float16: np.float16,
        torch.int64: np.int64,
        torch.int32: np.int32,
        torch.int16: np.int16,
        torch.int8: np.int8,
        torch.bool: np.bool_,
    }


def _export_error(e: Exception, captured: str) -> CompileError:
    """torch.export's or torch-mlir's refusal as a CompileError (UnsupportedOpError when it names an op).

    torch-mlir prints its pass diagnostics on the process's stderr and raises an exception that only says a
    pipeline failed: `captured` is that stderr, read while the export ran."""
    text = captured + "\n" + str(e)
    first = next((line.strip() for line in str(e).splitlines() if line.strip()), type(e).__name__)
    op, message, frames = error_frames(text)
    error_line = next((line.strip() for line in text.splitlines() if "error:" in line), None)
    if error_line is not None:
        message = error_line.split("error:", 1)[1].strip()
        frames = frames or inline_frames(error_line)
        legalize = re.search(r"failed to legalize operation '([\w.]+)'", error_line)
        if legalize:
            op = legalize.group(1)
            # An op torch-mlir has no lowering for stays a generic torch.operator carrying its name.
            named = re.search(r'name = "([\w.]+)"', error_line)
            if op == "torch.operator" and named:
                op = named.group(1)
        first = error_line
    if op is None:
        named = re.search(r"\b(aten\.[\w.]+)", text)
        op = named.group(1) if named else None
    if op is not None:
        where = user_frame(frames)
        at = f" at {where}" if where else ""
        short = message if len(message) < 300 else message[:300] + "..."
        return UnsupportedOpError(f"the PyTorch export (torch-mlir) does not take {op}{at}: {short}", first, op, where, frames)
    return CompileError(f"the PyTorch export (torch-mlir) refused the program: {first}", first)


@contextlib.contextmanager
def _captured_stderr():
    """Collects what is written to file descriptor 2 (C++ code's diagnostics too) into the yielded list."""
    out: list[str] = []
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile(mode="w+b") as f:
        os.dup2(f.fileno(), 2)
        try:
            yield out
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            f.seek(0)
            out.append(f.read().decode(errors="replace"))


def export(module: Any, inputs: Sequence[Any], name: str = "main") -> str:
    """torch-mlir's FX import of `module` on `inputs` as linalg on tensors, printed with its locations."""
    torch = _torch()
    try:
        from torch_mlir import fx
    except ImportError as e:
        raise AxeError("axe.compile needs torch-mlir (tools/setup-python-models.sh)") from e
    if not isinstance(module, torch.nn.Module):
        module = _FunctionModule(module)
    failure = None
    with _captured_stderr() as captured:
        try:
            with torch.no_grad():
                imported = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name)
        except Exception as e:  # torch.export's and torch-mlir's many exception types: each is a refusal
            failure = e
    if failure is not None:
        raise _export_error(failure, captured[0]) from failure
    if captured[0]:
        sys.stderr.write(captured[0])  # an export that worked keeps its warnings
    return imported.operation.get_asm(enable_debug_info=True)


def _FunctionModule(fn: Callable[..., Any]) -> Any:
    """A torch.nn.Module whose forward calls `fn`. torch.export records the stack of frames named `forward`
    only, and of registered anchors: `fn` is registered (a private hook of torch.fx; without it the refusals
    of a function name no source line), so the user's lines are the locations of refusals."""
    torch = _torch()
    register = getattr(getattr(torch.fx, "proxy", None), "_register_stack_trace_anchor", None)
    if register is not None:
        register(fn)

    class FunctionModule(torch.nn.Module):
        def forward(self, *xs: Any) -> Any:
            return fn(*xs)

    return FunctionModule()


def compile_mlir(text: str, target: str = "cpu", name: str | None = None) -> Callable[..., Any]:
    """Compiles a linalg program given as text for `target` and loads it (a native.Program, or a cuda.Program)."""
    if target not in TARGETS:
        raise ValueError(f"target must be one of {', '.join(TARGETS)}, not {target!r}")
    with tempfile.TemporaryDirectory(prefix="axe-") as d:
        path = pathlib.Path(d) / "program.mlir"
        path.write_text(text)
        if target == "cpu":
            # The shared library is loaded before the directory goes: a loaded library needs no file.
            return native.compile_file(path, name=name, workdir=d)
        from . import cuda

        return cuda.compile_file(path, name=name, workdir=d)


class Compiled:
    """A module compiled by Axe: call it like the module (torch tensors in, torch tensors out; numpy in, numpy out).

    Inputs may be torch tensors (CPU, any strides: a non-contiguous one is copied; for "cuda" also CUDA
    tensors) or numpy arrays. Results are CPU torch tensors unless every input is a numpy array (then numpy
    arrays). Gradients do not flow through a call: inputs are read detached. One compiled program per input signature (shapes and
    dtypes), kept in `programs`.
    """

    def __init__(self, module: Any, target: str = "cpu", argument_names: Sequence[str] | None = None) -> None:
        if target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(TARGETS)}, not {target!r}")
        self.module = module
        self.target = target
        self.argument_names = tuple(argument_names) if argument_names else None
        self.programs: dict[tuple, Callable[..., Any]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def signature_of(arrays: Sequence[np.ndarray]) -> tuple:
        """The cache key of a call: each input's shape and dtype."""
        return tuple((a.shape, a.dtype.str) for a in arrays)

    def program_for(self, arrays: Sequence[np.ndarray]) -> Callable[..., Any]:
        """The compiled program for these inputs' signature, exported and compiled on first use."""
        key = self.signature_of(arrays)
        with self._lock:
            program = self.programs.get(key)
            if program is None:
                torch = _torch()
                examples = tuple(torch.from_numpy(a.copy()) for a in arrays)
                text = export(self.module, examples)
                program = compile_mlir(text, self.target)
                self.programs[key] = program
        return program

    def __call__(self, *inputs: Any) -> Any:
        arrays = [_to_numpy(x, i, self.argument_names, self.target) for i, x in enumerate(inputs)]
        program = self.program_for(arrays)
        results = program(*arrays)
        if all(isinstance(x, np.ndarray) for x in inputs):
            return results
        torch = _torch()
        if isinstance(results, tuple):
            return tuple(torch.from_numpy(r) for r in results)
        return torch.from_numpy(results)


def _argument_names(module: Any) -> tuple[str, ...] | None:
    """The forward's parameter names, for messages (None where Python does not say)."""
    import inspect

    fn = getattr(module, "forward", module)
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return None
    names = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return tuple(names) or None


def compile(module_or_fn: Any, example_inputs: Sequence[Any], target: str = "cpu") -> Compiled:
    """Compiles a PyTorch module (or a function of tensors) with Axe for `target` ("cpu" or "cuda").

    `example_inputs` fix the first signature, which is compiled now, so a refusal is raised here: an
    `UnsupportedOpError` naming the op and the PyTorch source line, an `InputError` naming a bad argument.
    Returns a `Compiled`, a callable taking and returning torch tensors (or numpy arrays). A module is
    exported in its current mode: call `.eval()` first for inference.
    """
    if not isinstance(example_inputs, (tuple, list)):
        raise TypeError("example_inputs must be a tuple of tensors, e.g. (x,)")
    compiled = Compiled(module_or_fn, target, _argument_names(module_or_fn))
    arrays = [_to_numpy(x, i, compiled.argument_names, target) for i, x in enumerate(example_inputs)]
    compiled.program_for(arrays)
    return compiled
