"""Compiled programs called in this process.

`axe-compile --target=cpu` writes an object file whose C entry point
`_mlir_ciface_<name>` takes one memref descriptor pointer per argument, then
one per result. The object is linked into a shared library (with libomp,
which its threaded loops call) and loaded with ctypes: the call then costs a
function call, not a process and files, and what runs is exactly the object a
C or C++ program would link. (`axe-run --inputs` would run a second front end
of its own, and a process per call.)

The object is compiled with `--runtime-checks=report`: a failed runtime check
(an embedding's token id out of range) does not abort this process, as C's
`assert` would; the call records it, and `Program` reads and clears it with
`axe_take_runtime_check_failure_<name>()` after each call and raises a
`RuntimeCheckError` (also a `RuntimeError`).
"""

import ctypes
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import threading

import numpy as np

from .diagnostics import check_failure, error_frames, program_frames, user_frame
from .errors import CompileError, InputError, RuntimeCheckError, UnsupportedOpError
from .memref import Template
from .signature import parse_signature

_REPO = pathlib.Path(__file__).resolve().parents[2]


def tools_dir():
    """Where axe-compile is: AXE_TOOLS_DIR, else this repository's debug build (an editable install or the
    checkout), else the folder of an `axe-compile` on PATH (tools/install.sh)."""
    if "AXE_TOOLS_DIR" in os.environ:
        return pathlib.Path(os.environ["AXE_TOOLS_DIR"])
    build = _REPO / "target" / "debug"
    if (build / "axe-compile").exists():
        return build
    found = shutil.which("axe-compile")
    return pathlib.Path(found).parent if found else build


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
        # Absent from an object compiled with --runtime-checks=abort (its failed checks end the process).
        self._take_failure = getattr(self._library, f"axe_take_runtime_check_failure_{signature.name}", None)
        if self._take_failure is not None:
            self._take_failure.restype = ctypes.c_char_p
        self._templates = [Template(ty.shape) for ty in signature.arguments + signature.results]
        # One call at a time: the compiled driver keeps its temporaries in static buffers, and a call's failed
        # check is read after it from state of the program's own.
        self._lock = threading.Lock()

    def __call__(self, *inputs):
        sig = self.signature
        if len(inputs) != len(sig.arguments):
            raise InputError(f"@{sig.name} takes {len(sig.arguments)} arguments, got {len(inputs)}")
        arrays = []
        for i, (x, ty) in enumerate(zip(inputs, sig.arguments)):
            x = np.asarray(x)
            if x.shape == ty.shape and _same_bits(x.dtype, ty.dtype):
                # MLIR's integers are signless: an unsigned array's bits are the argument
                # (torch-mlir writes torch.uint8 as i8, and the program's ops, uitofp, say how to read them).
                x = x.view(ty.dtype)
            if x.shape != ty.shape or x.dtype != ty.dtype:
                raise InputError(f"@{sig.name} argument {i} is {ty}, got an array {x.dtype} {x.shape}")
            arrays.append(np.ascontiguousarray(x))
        # NaN-filled outputs: a result the program never writes is visibly wrong.
        results = [_unwritten(ty.shape, ty.dtype) for ty in sig.results]
        descriptors = [t.bind(a) for t, a in zip(self._templates, arrays + results)]
        with self._lock:
            self._entry(*(ctypes.byref(d) for d in descriptors))
            failure = self._take_failure() if self._take_failure is not None else None
        if failure is not None:
            raise runtime_check_error(failure.decode(errors="replace"))
        return results[0] if len(results) == 1 else tuple(results)


def runtime_check_error(line):
    """The RuntimeCheckError of a failed check's line (`LOCATION: runtime check failed: message`), located at the
    user's frame of the check's source locations."""
    message, frames = check_failure(line)
    where = user_frame(frames)
    at = f" at {where}" if where else ""
    return RuntimeCheckError(f"runtime check failed{at}: {message}", line, message, where, frames)


def _same_bits(given, wanted):
    """Whether `given` is an unsigned integer dtype of a signless integer argument's width."""
    return given.kind == "u" and wanted.kind == "i" and given.itemsize == wanted.itemsize


def _unwritten(shape, dtype):
    """A result array before the call: NaN where it can hold one, else zeros."""
    if dtype.kind == "f":
        array = np.empty(shape, dtype)
        array.fill(np.nan)
        return array
    return np.zeros(shape, dtype)


def diagnostic_lines(stderr, limit=12):
    """The located diagnostics of `stderr` (`FILE:LINE:COL: error: ...`, its notes), without the IR dumps that
    follow `see current operation` (a whole module can be thousands of lines); at most `limit` lines."""
    lines = [line for line in stderr.splitlines() if re.match(r"^\S.*?:\d+:\d+: (error|note|warning): ", line)]
    lines = lines or [line for line in stderr.splitlines() if line.strip()][-limit:]
    more = len(lines) - limit
    return "\n".join(lines[:limit] + ([f"... ({more} more)"] if more > 0 else []))


def refusal(what, stderr, program_text=None):
    """The CompileError for axe-compile's refusal: an UnsupportedOpError naming the op and the user's source line
    where the diagnostic gives them. A diagnostic located in the program file itself (the parser's) is traced
    through the program's own `loc(...)` (`program_text`) to the source it came from."""
    diagnostic = first_error(stderr)
    op, message, frames = error_frames(stderr)
    if program_text is not None and frames and all(f.file.endswith(".mlir") for f in frames):
        frames = program_frames(program_text, frames[0].line, frames[0].column) or frames
    if op is None:
        return CompileError(f"{what}: {diagnostic}\n{diagnostic_lines(stderr)}", diagnostic)
    where = user_frame(frames)
    at = f" at {where}" if where else ""
    # The parser's note on another front end's dialect says what to export instead.
    hint = re.search(r": note: (`\w+` is .*)$", stderr, re.MULTILINE)
    advice = f"\n{hint.group(1)}" if hint else ""
    if 'output_type="tosa"' in advice:
        advice += " (axe.compile exports linalg-on-tensors; axe.compile_file takes a TOSA export)"
    return UnsupportedOpError(f"Axe does not support {op}{at}: {message}{advice}", diagnostic, op, where, frames)


def run_axe_compile(path, target, out, flags=()):
    """`axe-compile PATH --target=TARGET -o OUT`; its refusal raised as a CompileError."""
    tool = tools_dir() / "axe-compile"
    if not tool.exists():
        raise CompileError(f"no axe-compile at {tool}: build it (cargo build -p axe-compile) or set AXE_TOOLS_DIR", str(tool))
    compile_cmd = [str(tool), str(path), f"--target={target}", "-o", str(out), *flags]
    done = subprocess.run(compile_cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise refusal(f"axe-compile --target={target} refused the program", done.stderr, pathlib.Path(path).read_text())


def compile_file(path, name=None, workdir=None, flags=()):
    """Compiles the linalg program at `path` for the CPU and loads it; `name` picks the function."""
    path = pathlib.Path(path)
    text = path.read_text()
    try:
        try:
            signature = parse_signature(text, name)
        except ValueError as e:
            signature = _refined_signature(path, name) if "dynamic" in str(e) else None
            if signature is None:
                raise
        # An element type with no numpy dtype (bf16) is refused here, not at the first call.
        [ty.dtype for ty in signature.arguments + signature.results]
    except ValueError as e:  # a dynamic dimension, an element type with no numpy dtype, no such function
        raise CompileError(f"{path.name}: {e} (Axe compiles static shapes and the dtypes of signature.py)", str(e)) from None
    workdir = pathlib.Path(workdir or tempfile.mkdtemp(prefix="axe-"))
    workdir.mkdir(parents=True, exist_ok=True)
    obj = workdir / f"{path.stem}.o"
    lib = workdir / f"{path.stem}.so"
    # A failed check raises in this process instead of ending it (unless the caller asks for abort).
    if not any(str(f).startswith("--runtime-checks") for f in flags):
        flags = ("--runtime-checks=report", *flags)
    run_axe_compile(path, "cpu", obj, flags)
    return load_object(obj, signature, lib)


def _refined_signature(path, name):
    """The signature the front end gives a program whose entry point declares a dynamic result and returns a
    cast of a static tensor to it (torch-mlir's ONNX route: the compiled function takes the static type); None
    where that leaves it dynamic or the front end refuses the program (axe-compile then says why)."""
    tool = tools_dir() / "axe-opt"
    if not tool.exists():
        return None
    done = subprocess.run([str(tool), str(path), "--convert-linalg-to-uop"], capture_output=True, text=True)
    if done.returncode != 0:
        return None
    try:
        return parse_signature(done.stdout, name)
    except ValueError:
        return None


def load_object(obj, signature, lib):
    """Links the object of `axe-compile --target=cpu` into the shared library `lib` and loads it."""
    cc = os.environ.get("CC") or shutil.which("cc") or "cc"
    llvm_lib = llvm_prefix() / "lib"
    link = [cc, "-shared", str(obj), "-o", str(lib), f"-L{llvm_lib}", "-lomp", f"-Wl,-rpath,{llvm_lib}", "-lm"]
    done = subprocess.run(link, capture_output=True, text=True)
    if done.returncode != 0:
        raise CompileError(f"linking {obj} failed:\n{done.stderr}", first_error(done.stderr))
    try:
        return Program(lib, signature)
    except OSError as e:  # the object needs a symbol nothing here defines (a runtime function)
        raise CompileError(f"loading the compiled program failed: {e}", str(e)) from None
