"""The loader of `axe.layout`'s native library: the cdylib of dialects/layout-capi
(`libaxe_layout_capi.so`), the layout algebra's C API.

Why ctypes on that library, and not bindings of Axe's MLIR libraries: the layout algebra
(core/layout) is pure Rust with no MLIR in it, and so is this library. Loading it can never put
a second copy of MLIR into a process that already holds one (torch-mlir's Python bindings,
IREE's), which crashes MLIR through its process-wide registries; and ctypes needs no compiler
or build step at install time.

Where it is looked for, first found wins: AXE_LAYOUT_LIB (the file itself); AXE_TOOLS_DIR (the
folder of Axe's tools, which `cargo build -p axe-layout-capi` writes it next to); this
checkout's target/debug, then target/release.
"""

import ctypes
import os
import pathlib
from typing import List, Optional

_NAME = "libaxe_layout_capi.so"
_REPO = pathlib.Path(__file__).resolve().parents[2]

_library: Optional[ctypes.CDLL] = None


def candidates() -> List[pathlib.Path]:
    """The paths tried, in order."""
    found = []
    if "AXE_LAYOUT_LIB" in os.environ:
        found.append(pathlib.Path(os.environ["AXE_LAYOUT_LIB"]))
    if "AXE_TOOLS_DIR" in os.environ:
        found.append(pathlib.Path(os.environ["AXE_TOOLS_DIR"]) / _NAME)
    found += [_REPO / "target" / "debug" / _NAME, _REPO / "target" / "release" / _NAME]
    return found


def _declare(lib: ctypes.CDLL) -> None:
    """Argument and result types of the C API (dialects/layout-capi/src/lib.rs, algebra.rs)."""
    text = [ctypes.c_char_p, ctypes.c_size_t]
    shape = [ctypes.POINTER(ctypes.c_int64), ctypes.c_size_t]
    out = ctypes.POINTER(ctypes.c_void_p)
    signatures = {
        "axe_layout_describe": (text + [out, out, ctypes.POINTER(ctypes.c_size_t)], ctypes.c_bool),
        "axe_layout_canonicalize": (text + [out, out, out], ctypes.c_bool),
        "axe_layout_apply": (text + shape + shape + [out, out], ctypes.c_bool),
        "axe_layout_group": (
            text + [ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_size_t), ctypes.c_size_t, out, out],
            ctypes.c_bool,
        ),
        "axe_layout_tile": (text + shape + text + shape + [out, out], ctypes.c_bool),
        "axe_layout_tile_of": (text + shape + text + shape + [out, out], ctypes.c_bool),
        "axe_layout_direct_sum": (text + shape + text + shape + [out, out], ctypes.c_bool),
        "axe_layout_slice": (
            text + [ctypes.POINTER(ctypes.c_int64)] * 3 + [ctypes.c_size_t, out, out],
            ctypes.c_bool,
        ),
        "axe_layout_equal": (text + text + [out], ctypes.c_int32),
        "axe_layout_picture": (text + shape + [ctypes.c_bool, out, out], ctypes.c_bool),
        "axe_string_free": ([ctypes.c_void_p], None),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype


def library() -> ctypes.CDLL:
    """The loaded library (loaded once); ImportError naming every path tried when none is there."""
    global _library
    if _library is None:
        tried = candidates()
        path = next((p for p in tried if p.is_file()), None)
        if path is None:
            raise ImportError(
                f"axe.layout needs {_NAME} (build it with `cargo build -p axe-layout-capi`, or set "
                f"AXE_LAYOUT_LIB); tried: {', '.join(str(p) for p in tried)}"
            )
        lib = ctypes.CDLL(str(path))
        try:
            _declare(lib)
        except AttributeError as e:
            raise ImportError(f"{path} lacks a function of axe.layout ({e}): rebuild it (cargo build -p axe-layout-capi)")
        _library = lib
    return _library
