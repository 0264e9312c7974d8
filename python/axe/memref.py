"""MLIR's strided memref descriptor as ctypes sees it.

`{allocated, aligned, offset, sizes[rank], strides[rank]}`, every field 64
bits on our hosts (MLIR's C interface, `llvm.emit_c_interface`). Strides are
in elements, not bytes, and the descriptor borrows the numpy array's memory:
the array must stay alive and C-contiguous while the call runs.

A compiled program's shapes are static, so `Template` computes a descriptor's
sizes and strides once and a call only copies it and sets the pointer: on the
model corpus's small programs (bench/models.md) the call's Python side
was as long as the compiled code (about 8 us of `describe` per array on the
2-core project machine, most of it numpy's `array.ctypes`).
"""

import ctypes

import numpy as np

_TYPES = {}


def descriptor_type(rank):
    """The ctypes structure of a rank-`rank` descriptor (made once per rank)."""
    if rank not in _TYPES:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
        _TYPES[rank] = type(f"MemRef{rank}", (ctypes.Structure,), {"_fields_": fields})
    return _TYPES[rank]


def describe(array):
    """A descriptor of a C-contiguous numpy array (no copy)."""
    if not array.flags.c_contiguous:
        raise ValueError("a memref descriptor needs a C-contiguous array")
    d = descriptor_type(array.ndim)()
    pointer = array.ctypes.data
    d.allocated = d.aligned = pointer
    d.offset = 0
    if array.ndim:
        d.sizes[:] = list(array.shape)
        d.strides[:] = [s // array.itemsize for s in array.strides] if array.size else [0] * array.ndim
    return d


def address(array):
    """The address of a C-contiguous array's first element: through a ctypes view of its buffer
    (a fraction of `array.ctypes.data`'s cost), or `array.ctypes.data` where that view is refused
    (a read-only or empty array)."""
    try:
        return ctypes.addressof(ctypes.c_char.from_buffer(array))
    except (TypeError, ValueError):
        return array.ctypes.data


class Template:
    """The descriptor of every C-contiguous array of one static shape: `bind(array)` is a copy
    with the array's pointer."""

    def __init__(self, shape):
        shape = tuple(shape)
        self._type = descriptor_type(len(shape))
        self._blank = self._type()
        if shape:
            strides = [1] * len(shape)
            for d in range(len(shape) - 2, -1, -1):
                strides[d] = strides[d + 1] * shape[d + 1]
            self._blank.sizes[:] = list(shape)
            self._blank.strides[:] = strides if 0 not in shape else [0] * len(shape)

    def bind(self, array):
        d = self._type.from_buffer_copy(self._blank)
        d.allocated = d.aligned = address(array)
        return d
