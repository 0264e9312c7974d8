"""MLIR's strided memref descriptor as ctypes sees it.

`{allocated, aligned, offset, sizes[rank], strides[rank]}`, every field 64
bits on our hosts (MLIR's C interface, `llvm.emit_c_interface`). Strides are
in elements, not bytes, and the descriptor borrows the numpy array's memory:
the array must stay alive and C-contiguous while the call runs.
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
