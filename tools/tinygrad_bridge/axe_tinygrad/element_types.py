"""Element types: tinygrad dtypes as MLIR element types and numpy dtypes.

MLIR integers are signless, so an unsigned tinygrad dtype maps to the same
`iN` as the signed one; `unsigned()` tells the exporter where the op must be
chosen by signedness (division, remainder, max, shifts) or refused.
"""
import ml_dtypes
import numpy as np
from tinygrad import dtypes
from tinygrad.dtype import DType

from .errors import ExportError

# dtype -> (MLIR element type, numpy dtype)
_TABLE = {
    dtypes.bool: ("i1", np.bool_),
    dtypes.int8: ("i8", np.int8),
    dtypes.int16: ("i16", np.int16),
    dtypes.int32: ("i32", np.int32),
    dtypes.int64: ("i64", np.int64),
    dtypes.uint8: ("i8", np.uint8),
    dtypes.uint16: ("i16", np.uint16),
    dtypes.uint32: ("i32", np.uint32),
    dtypes.uint64: ("i64", np.uint64),
    dtypes.float16: ("f16", np.float16),
    dtypes.bfloat16: ("bf16", ml_dtypes.bfloat16),
    dtypes.float32: ("f32", np.float32),
    dtypes.float64: ("f64", np.float64),
}


def concrete(dtype: DType, hint: DType | None = None) -> DType:
    """The dtype a value gets: a weak (literal) dtype takes the dtype of the
    operation it meets (`hint`) or tinygrad's default int / float."""
    if dtype not in dtypes.weaks:
        return dtype
    if hint is not None and hint not in dtypes.weaks:
        return hint
    return dtypes.default_float if dtype == dtypes.weakfloat else dtypes.default_int


def mlir_type(dtype: DType, op: str = "a value") -> str:
    if dtype not in _TABLE:
        raise ExportError(f"{op}: dtype {dtype} has no element type in the bridge "
                          f"(supported: {', '.join(d.name for d in _TABLE)})")
    return _TABLE[dtype][0]


def numpy_dtype(dtype: DType) -> np.dtype:
    mlir_type(dtype)
    return np.dtype(_TABLE[dtype][1])


def has_npy_type(dtype: DType) -> bool:
    """.npy files (axe-run's --inputs) have no bfloat16: axe-run writes it as float32."""
    return dtype != dtypes.bfloat16


def is_float(dtype: DType) -> bool:
    return dtypes.is_float(dtype)


def unsigned(dtype: DType) -> bool:
    return dtype in dtypes.uints


def tensor_type(shape: tuple[int, ...], elem: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"
