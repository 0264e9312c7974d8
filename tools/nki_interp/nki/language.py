"""nki.language: buffers, dtypes, allocation and the ALU/activation functions."""

import types

import numpy as np

from . import _core

sbuf, psum, hbm = _core.SBUF, _core.PSUM, _core.HBM
shared_hbm = private_hbm = _core.HBM

float32, float16, bfloat16 = np.float32, np.float16, _core.BF16
tfloat32 = np.float32
float8_e4m3, float8_e5m2 = _core.FP8_E4M3, _core.FP8_E5M2
int8, int16, int32 = np.int8, np.int16, np.int32
uint8, uint16, uint32 = np.uint8, np.uint16, np.uint32
bool_ = np.uint8

tile_size = types.SimpleNamespace(pmax=128, gemm_stationary_fmax=128, gemm_moving_fmax=512,
                                  psum_bank_fmax=512, psum_num_banks=8)

# ALU operators (numpy ufuncs: also usable as reductions).
add, subtract, multiply = np.add, np.subtract, np.multiply
maximum, minimum = np.maximum, np.minimum
# Comparisons: 1 or 0 in the destination's type; as numpy's, false on NaN but not_equal.
equal, not_equal, greater, greater_equal, less, less_equal = (
    np.equal, np.not_equal, np.greater, np.greater_equal, np.less, np.less_equal)

# Activation functions, on fp32.
exp, log, tanh, sqrt, square, abs = np.exp, np.log, np.tanh, np.sqrt, np.square, np.abs


def copy(x, dtype=None):
    return np.asarray(x) if dtype is None else np.asarray(x, dtype=np.float32).astype(dtype)


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def relu(x):
    return np.maximum(x, 0.0)


def rsqrt(x):
    return 1.0 / np.sqrt(x)


def reciprocal(x):
    return 1.0 / x


def ndarray(shape, dtype, buffer=sbuf, name="", address=None):
    return _core.allocate(shape, dtype, buffer)


def zeros(shape, dtype, buffer=sbuf, name=""):
    return _core.allocate(shape, dtype, buffer, fill=0)


def full(shape, fill_value, dtype, buffer=sbuf, name=""):
    return _core.allocate(shape, dtype, buffer, fill=fill_value)


def ds(start, size):
    return slice(start, start + size)


affine_range = sequential_range = static_range = range
