"""Programs compiled for NVIDIA GPUs (`target="cuda"`), run through the CUDA driver API.

`axe-compile --target=nvptx` writes PTX and a JSON sidecar (format `axe-ptx-sidecar/1`,
lowering/sidecar): the program's buffers (inputs, outputs, temporaries with their element types and
shapes), its kernels (each parameter a bare device pointer; grid, block, dynamic shared bytes) and the
launches in order, each naming the buffer behind every parameter. The host side is that list: this
module loads the PTX with `cuModuleLoadData`, allocates the buffers, copies the inputs in, launches
the kernels in order on the default stream and copies the outputs back, through ctypes on the driver
(libcuda.so.1), as `axe-run --target cuda` does in Rust. Nothing links CUDA: on a machine without the
driver or a GPU, loading raises `DeviceError`.

Weights larger than axe-compile's `--weights-threshold` are not PTX initializers: the PTX defines
them without one and their bytes are in a binary file next to it, which the sidecar (format
`axe-ptx-sidecar/2`) lists by global name, offset and size. They are read and checked with the
sidecar, and copied into the module's globals once, after `cuModuleLoadData`
(`cuModuleGetGlobal`, whose size must be the sidecar's, then `cuMemcpyHtoD`).
"""

from __future__ import annotations

import ctypes
import json
import pathlib
import tempfile
from typing import Any

import numpy as np

from .errors import CompileError, DeviceError, InputError
from .native import run_axe_compile
from .signature import TensorType

_FORMAT = "axe-ptx-sidecar/1"
_FORMAT_WEIGHTS = "axe-ptx-sidecar/2"  # format 1 plus "weights"
_ELEMENT_BYTES = {"f64": 8, "i64": 8, "f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i16": 2, "i8": 1, "i1": 1}
_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
_STATIC_SHARED_LIMIT = 48 * 1024  # above this a kernel must opt in to dynamic shared memory

_driver: ctypes.CDLL | None = None


def _check(code: int, what: str) -> None:
    if code != 0:
        message = ctypes.c_char_p()
        _driver.cuGetErrorString(code, ctypes.byref(message))
        text = message.value.decode() if message.value else f"error {code}"
        raise DeviceError(f"CUDA {what} failed: {text}")


def driver() -> ctypes.CDLL:
    """The initialized CUDA driver, with a current context on GPU 0; DeviceError when there is none."""
    global _driver
    if _driver is None:
        try:
            lib = ctypes.CDLL("libcuda.so.1")
        except OSError as e:
            raise DeviceError(f'target="cuda" needs the CUDA driver (libcuda.so.1), which is not here: {e}') from None
        if lib.cuInit(0) != 0:
            raise DeviceError('target="cuda": the CUDA driver found no usable GPU (cuInit failed)')
        count = ctypes.c_int()
        if lib.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value == 0:
            raise DeviceError('target="cuda": no CUDA GPU on this machine')
        _driver = lib
        device, context = ctypes.c_int(), ctypes.c_void_p()
        _check(lib.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
        _check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(context), device), "cuDevicePrimaryCtxRetain")
        _check(lib.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    return _driver


def read_sidecar(path: pathlib.Path) -> dict[str, Any]:
    """The sidecar next to a PTX file, checked for what this runner needs."""
    sidecar = json.loads(path.read_text())
    if sidecar.get("format") not in (_FORMAT, _FORMAT_WEIGHTS):
        raise CompileError(f"{path}: format {sidecar.get('format')!r}, not {_FORMAT} or {_FORMAT_WEIGHTS}", "sidecar format")
    if sidecar.get("weights") and sidecar["format"] != _FORMAT_WEIGHTS:
        raise CompileError(f"{path}: lists weights, which format {sidecar['format']!r} has not", "sidecar format")
    for kernel in sidecar["kernels"]:
        if any(p.get("tensor_map") for p in kernel["params"]):
            # A TMA tensor map must be encoded on the host (cuTensorMapEncodeTiled); axe-run does that.
            raise CompileError(
                f"kernel {kernel['name']} takes a TMA tensor map, which the Python CUDA runner does not encode "
                "(axe-run --target cuda runs it)",
                "tensor map",
            )
    return sidecar


def read_weights(path: pathlib.Path, sidecar: dict[str, Any]) -> list[tuple[str, bytes]]:
    """Each weight global's name and bytes from the weights file of the sidecar at `path`; a missing
    file, one of another length, or a global outside it or of another size than its type is an error."""
    weights = sidecar.get("weights")
    if not weights:
        return []
    file = path.parent / weights["file"]
    try:
        data = file.read_bytes()
    except OSError as e:
        raise CompileError(f"{path}: cannot read the weights file {file} it lists: {e}", "weights file") from None
    if len(data) != weights["bytes"]:
        raise CompileError(
            f"{path}: the weights file {file} has {len(data)} bytes, the sidecar says {weights['bytes']}: "
            "it is not this PTX's (compile again)",
            "weights file",
        )
    found = []
    for g in weights["globals"]:
        size = _ELEMENT_BYTES.get(g["element"], 0) * int(np.prod(g["shape"], dtype=np.int64))
        if g["bytes"] != size or g["offset"] < 0 or g["offset"] + g["bytes"] > len(data):
            raise CompileError(
                f"{path}: weight global {g['name']} ({g['bytes']} bytes at {g['offset']}, {g['element']}x{g['shape']}) "
                f"does not fit its type or the {len(data)}-byte weights file",
                "weights file",
            )
        found.append((g["name"], data[g["offset"] : g["offset"] + g["bytes"]]))
    return found


def upload_weights(weights: list[tuple[str, bytes]], lookup, copy) -> None:
    """Copies each weight global's bytes into the loaded module: `lookup(name)` gives its device address
    and size (cuModuleGetGlobal), `copy(address, data)` writes it (cuMemcpyHtoD). A global the module
    lacks or has in another size raises before anything is copied."""
    found = []
    for name, data in weights:
        try:
            address, size = lookup(name)
        except DeviceError as e:
            raise DeviceError(f"the module has no global {name} that the weights file initializes: {e}") from None
        if size != len(data):
            raise DeviceError(
                f"the module's global {name} has {size} bytes, the sidecar's weights {len(data)}: "
                "the PTX and its sidecar do not match"
            )
        found.append(address)
    for (_, data), address in zip(weights, found):
        copy(address, data)


def _buffer_type(buffer: dict[str, Any]) -> TensorType:
    return TensorType(tuple(buffer["shape"]), buffer["element"])


class Program:
    """A program compiled for the GPU: call it with numpy arrays, get numpy arrays back."""

    def __init__(self, ptx: str, sidecar: dict[str, Any], weights: list[tuple[str, bytes]] = ()) -> None:
        self.sidecar = sidecar
        buffers = sidecar["buffers"]
        self.inputs = sorted((b for b in buffers if b["role"] == "input"), key=lambda b: b["argument"])
        self.outputs = sorted((b for b in buffers if b["role"] == "output"), key=lambda b: b["output"])
        if sidecar.get("weights") and len(weights) != len(sidecar["weights"]["globals"]):
            raise CompileError("the sidecar lists weights that were not read (cuda.read_weights)", "weights file")
        lib = driver()
        self._module = ctypes.c_void_p()
        _check(lib.cuModuleLoadData(ctypes.byref(self._module), ctypes.c_char_p(ptx.encode() + b"\0")), "cuModuleLoadData")

        def lookup(name: str) -> tuple[int, int]:
            pointer, size = ctypes.c_uint64(), ctypes.c_size_t()
            _check(lib.cuModuleGetGlobal_v2(ctypes.byref(pointer), ctypes.byref(size), self._module, name.encode()), f"cuModuleGetGlobal({name})")
            return pointer.value, size.value

        def copy(address: int, data: bytes) -> None:
            _check(lib.cuMemcpyHtoD_v2(ctypes.c_uint64(address), ctypes.c_char_p(data), ctypes.c_size_t(len(data))), "cuMemcpyHtoD")

        upload_weights(list(weights), lookup, copy)
        self._functions = {}
        for kernel in sidecar["kernels"]:
            function = ctypes.c_void_p()
            _check(
                lib.cuModuleGetFunction(ctypes.byref(function), self._module, kernel["name"].encode()),
                f"cuModuleGetFunction({kernel['name']})",
            )
            shared = kernel.get("dynamic_shared_bytes", 0)
            if shared > _STATIC_SHARED_LIMIT:
                _check(
                    lib.cuFuncSetAttribute(function, _CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared),
                    "cuFuncSetAttribute",
                )
            self._functions[kernel["name"]] = (function, kernel)

    def __call__(self, *inputs: np.ndarray) -> Any:
        lib = driver()
        if len(inputs) != len(self.inputs):
            raise InputError(f"@{self.sidecar['entry']} takes {len(self.inputs)} arguments, got {len(inputs)}")
        host: dict[int, np.ndarray] = {}
        for i, (x, buffer) in enumerate(zip(inputs, self.inputs)):
            ty = _buffer_type(buffer)
            x = np.asarray(x)
            if x.shape != ty.shape or x.dtype != ty.dtype:
                raise InputError(f"argument {i} is {ty}, got an array {x.dtype} {x.shape}")
            host[id(buffer)] = np.ascontiguousarray(x)
        results = []
        for buffer in self.outputs:
            ty = _buffer_type(buffer)
            # NaN-filled outputs: a result no kernel writes is visibly wrong.
            out = np.full(ty.shape, np.nan, ty.dtype) if ty.dtype.kind == "f" else np.zeros(ty.shape, ty.dtype)
            host[id(buffer)] = out
            results.append(out)
        pointers = []
        try:
            for buffer in self.sidecar["buffers"]:
                ty = _buffer_type(buffer)
                nbytes = int(np.prod(ty.shape, dtype=np.int64)) * ty.dtype.itemsize
                pointer = ctypes.c_uint64()
                _check(lib.cuMemAlloc_v2(ctypes.byref(pointer), ctypes.c_size_t(max(nbytes, 1))), "cuMemAlloc")
                pointers.append((pointer, nbytes))
                array = host.get(id(buffer))
                if array is not None and nbytes:
                    _check(lib.cuMemcpyHtoD_v2(pointer, array.ctypes.data_as(ctypes.c_void_p), ctypes.c_size_t(nbytes)), "cuMemcpyHtoD")
            for launch in self.sidecar["launches"]:
                function, kernel = self._functions[launch["kernel"]]
                args = [ctypes.c_uint64(pointers[b][0].value) for b in launch["args"]]
                params = (ctypes.c_void_p * len(args))(*(ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in args))
                grid, block = kernel["grid"], kernel["block"]
                _check(
                    lib.cuLaunchKernel(
                        function, *(ctypes.c_uint(g) for g in grid), *(ctypes.c_uint(b) for b in block),
                        ctypes.c_uint(kernel.get("dynamic_shared_bytes", 0)), None, params, None,
                    ),
                    f"cuLaunchKernel({kernel['name']})",
                )
            _check(lib.cuCtxSynchronize(), "cuCtxSynchronize (a kernel failed)")
            for buffer, (pointer, nbytes) in zip(self.sidecar["buffers"], pointers):
                if buffer["role"] == "output" and nbytes:
                    out = host[id(buffer)]
                    _check(lib.cuMemcpyDtoH_v2(out.ctypes.data_as(ctypes.c_void_p), pointer, ctypes.c_size_t(nbytes)), "cuMemcpyDtoH")
        finally:
            for pointer, _ in pointers:
                lib.cuMemFree_v2(pointer)
        return results[0] if len(results) == 1 else tuple(results)


def compile_ptx(
    path: str | pathlib.Path, workdir: str | pathlib.Path, flags=()
) -> tuple[str, dict[str, Any], list[tuple[str, bytes]]]:
    """`axe-compile --target=nvptx` of the linalg program at `path`: the PTX text, its sidecar and the
    weights its globals are initialized with (read_weights)."""
    path, workdir = pathlib.Path(path), pathlib.Path(workdir)
    ptx = workdir / f"{path.stem}.ptx"
    run_axe_compile(path, "nvptx", ptx, flags)
    sidecar_path = ptx.with_name(ptx.name + ".json")
    sidecar = read_sidecar(sidecar_path)
    return (ptx.parent / sidecar["ptx"]).read_text(), sidecar, read_weights(sidecar_path, sidecar)


def compile_file(path: str | pathlib.Path, name: str | None = None, workdir: str | pathlib.Path | None = None) -> Program:
    """Compiles the linalg program at `path` for the GPU and loads it (DeviceError without a GPU)."""
    workdir = pathlib.Path(workdir or tempfile.mkdtemp(prefix="axe-"))
    ptx, sidecar, weights = compile_ptx(path, workdir)
    if name is not None and sidecar["entry"] != name:
        raise CompileError(f"the program's entry is @{sidecar['entry']}, not @{name}", sidecar["entry"])
    return Program(ptx, sidecar, weights)
