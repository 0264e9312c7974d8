"""The test slice: small programs in the spirit of tinygrad's test/test_ops.py
(elementwise, reductions, movement ops, matmul, softmax, convolution), each a
tinygrad function of numpy inputs that the bridge exports, Axe runs and
tinygrad checks. Written for this project; sizes are small so the whole slice
runs in seconds.

EXPECTED_FAILURES lists the cases that do not pass yet, each with the reason;
check_slice.py fails on any other failure, and on an expected failure that
passes (so the list shrinks as Axe grows).
"""
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from tinygrad import Tensor, dtypes


@dataclass
class Input:
    shape: tuple[int, ...]
    dtype: type = np.float32
    low: float = -2.0
    high: float = 2.0

    def make(self, rng: np.random.Generator) -> np.ndarray:
        # np.asarray: a 0-d draw comes back as a numpy scalar
        if np.issubdtype(self.dtype, np.integer):
            return np.asarray(rng.integers(int(self.low), int(self.high) + 1, self.shape).astype(self.dtype))
        if self.dtype == np.bool_:
            return np.asarray(rng.random(self.shape) < 0.5)
        return np.asarray(rng.uniform(self.low, self.high, self.shape).astype(self.dtype))


@dataclass
class Case:
    group: str
    name: str
    fn: Callable
    inputs: list[Input] = field(default_factory=list)
    tolerance_scale: float = 1.0

    @property
    def id(self) -> str:
        return f"{self.group}/{self.name}"


def F(*shape, low=-2.0, high=2.0):
    return Input(tuple(shape), np.float32, low, high)


def I(*shape, low=-8, high=8):
    return Input(tuple(shape), np.int32, low, high)


def U32(*shape):
    return Input(tuple(shape), np.uint32, 0, 2**32 - 1)


def _threefry_words(lo, hi, key_words):
    x = (hi.cast(dtypes.uint64) << 32) | lo.cast(dtypes.uint64)
    key = (key_words.cast(dtypes.uint64) << 32) | key_words.flip(0).cast(dtypes.uint64)
    bits = x.threefry(key)
    return bits.cast(dtypes.uint32), (bits >> 32).cast(dtypes.uint32)


def B(*shape):
    return Input(tuple(shape), np.bool_)


POSITIVE = dict(low=0.1, high=3.0)
AWAY_FROM_ZERO = dict(low=0.5, high=2.0)

CASES = [
    # -- elementwise -----------------------------------------------------------
    Case("elementwise", "add", lambda a, b: a + b, [F(3, 4), F(3, 4)]),
    Case("elementwise", "add_broadcast", lambda a, b: a + b, [F(3, 4), F(4)]),
    Case("elementwise", "sub", lambda a, b: a - b, [F(3, 4), F(3, 4)]),
    Case("elementwise", "mul_scalar_add", lambda a: a * 3 + 1, [F(2, 5)]),
    Case("elementwise", "div", lambda a, b: a / b, [F(3, 4), F(3, 4, **AWAY_FROM_ZERO)]),
    Case("elementwise", "maximum", lambda a, b: a.maximum(b), [F(3, 4), F(3, 4)]),
    Case("elementwise", "minimum", lambda a, b: a.minimum(b), [F(3, 4), F(3, 4)]),
    Case("elementwise", "neg_abs", lambda a: (-a).abs(), [F(3, 4)]),
    Case("elementwise", "exp", lambda a: a.exp(), [F(3, 4)]),
    Case("elementwise", "log", lambda a: a.log(), [F(3, 4, **POSITIVE)]),
    Case("elementwise", "sqrt", lambda a: a.sqrt(), [F(3, 4, **POSITIVE)]),
    Case("elementwise", "reciprocal", lambda a: a.reciprocal(), [F(3, 4, **AWAY_FROM_ZERO)]),
    Case("elementwise", "sin", lambda a: a.sin(), [F(3, 4)]),
    Case("elementwise", "relu", lambda a: a.relu(), [F(3, 4)]),
    Case("elementwise", "sigmoid", lambda a: a.sigmoid(), [F(3, 4)]),
    Case("elementwise", "tanh", lambda a: a.tanh(), [F(3, 4)]),
    Case("elementwise", "gelu", lambda a: a.gelu(), [F(3, 4)]),
    Case("elementwise", "clip", lambda a: a.clip(-0.5, 0.5), [F(3, 4)]),
    Case("elementwise", "pow_const", lambda a: a ** 3, [F(3, 4)]),
    Case("elementwise", "where", lambda a, b: (a > 0).where(a, b), [F(3, 4), F(3, 4)]),
    Case("elementwise", "cmplt", lambda a, b: a < b, [F(3, 4), F(3, 4)]),
    Case("elementwise", "cmpge", lambda a, b: a >= b, [F(3, 4), F(3, 4)]),
    Case("elementwise", "cmpeq_ne", lambda a, b: ((a == b), (a != b)), [I(3, 4, low=-2, high=2), I(3, 4, low=-2, high=2)]),
    Case("elementwise", "cast_float_int", lambda a: (a * 4).cast(dtypes.int32), [F(3, 4)]),
    Case("elementwise", "cast_int_float", lambda a: a.cast(dtypes.float32) / 2, [I(3, 4)]),
    Case("elementwise", "cast_half", lambda a: a.cast(dtypes.float16) * 2, [F(3, 4)]),
    Case("elementwise", "cast_bool_int", lambda a: (a > 0).cast(dtypes.int32) * 3, [F(3, 4)]),
    Case("elementwise", "cast_bool_float", lambda a: (a > 0).cast(dtypes.float32), [F(3, 4)]),
    Case("elementwise", "int_floordiv_mod", lambda a: (a // 3, a % 3), [I(3, 4)]),
    Case("elementwise", "int_arith", lambda a, b: a * b - a + 7, [I(3, 4), I(3, 4)]),
    Case("elementwise", "logical_and", lambda a, b: (a > 0) & (b > 0), [F(3, 4), F(3, 4)]),
    Case("elementwise", "bitwise_xor_shift", lambda a, b: (a ^ b) + (a << 2), [I(3, 4), I(3, 4)]),
    Case("elementwise", "floor_ceil_round", lambda a: (a.floor(), a.ceil(), a.round()), [F(3, 4, low=-4, high=4)]),
    Case("elementwise", "isinf_isnan", lambda a: ((a / 0).isinf(), (a.log()).isnan()), [F(3, 4)]),
    Case("elementwise", "exp_overflow", lambda a: a.exp(), [F(3, 4, low=-120, high=120)]),
    Case("elementwise", "log_nonpositive", lambda a: (a * (a > 0)).log(), [F(3, 4)]),
    Case("elementwise", "where_bool_input", lambda c, a: c.where(a, -a), [Input((3, 4), np.bool_), F(3, 4)]),
    Case("elementwise", "half_inputs", lambda a, b: a * b + 1, [Input((3, 4), np.float16), Input((3, 4), np.float16)]),
    Case("elementwise", "double_exp", lambda a: a.exp() - 1, [Input((3, 4), np.float64)]),
    Case("elementwise", "int64_mul", lambda a, b: a * b, [Input((3, 4), np.int64, -9, 9), Input((3, 4), np.int64, -9, 9)]),
    Case("elementwise", "uint8_add_wraps", lambda a, b: a + b, [Input((3, 4), np.uint8, 0, 255), Input((3, 4), np.uint8, 0, 255)]),
    Case("elementwise", "uint8_cmplt", lambda a, b: a < b, [Input((3, 4), np.uint8, 0, 255), Input((3, 4), np.uint8, 0, 255)]),
    Case("elementwise", "cast_uint8", lambda a: (a * 100).cast(dtypes.uint8), [F(3, 4, low=0, high=2)]),
    Case("elementwise", "cast_from_uint8", lambda a: (a.cast(dtypes.int32), a.cast(dtypes.float32) / 2), [Input((3, 4), np.uint8, 0, 255)]),
    Case("elementwise", "cast_bfloat16", lambda a: a.cast(dtypes.bfloat16).cast(dtypes.float32), [F(3, 4)]),
    Case("elementwise", "rand_like", lambda a: a + Tensor.rand(3, 4), [F(3, 4)]),
    Case("elementwise", "randn", lambda a: a * Tensor.randn(3, 4), [F(3, 4)]),
    # -- reductions --------------------------------------------------------------
    Case("reduce", "sum_all", lambda a: a.sum(), [F(3, 4)]),
    Case("reduce", "sum_axis0", lambda a: a.sum(0), [F(3, 4)]),
    Case("reduce", "sum_axis1_keepdim", lambda a: a.sum(1, keepdim=True), [F(3, 4)]),
    Case("reduce", "sum_axes_3d", lambda a: a.sum((0, 2)), [F(2, 3, 4)]),
    Case("reduce", "max_axis1", lambda a: a.max(1), [F(3, 4)]),
    Case("reduce", "max_all", lambda a: a.max(), [F(3, 4)]),
    Case("reduce", "min_axis0_keepdim", lambda a: a.min(0, keepdim=True), [F(3, 4)]),
    Case("reduce", "mean", lambda a: a.mean(), [F(3, 4)]),
    Case("reduce", "mean_axis_keepdim", lambda a: a.mean(1, keepdim=True), [F(3, 4)]),
    Case("reduce", "prod", lambda a: a.prod(1), [F(3, 4, **AWAY_FROM_ZERO)]),
    Case("reduce", "std", lambda a: a.std(1), [F(3, 4)]),
    Case("reduce", "int_sum", lambda a: a.sum(1), [I(3, 4)]),
    Case("reduce", "argmax", lambda a: a.argmax(1), [F(3, 4)]),
    Case("reduce", "cumsum", lambda a: a.cumsum(1), [F(3, 4)]),
    Case("reduce", "sum_large", lambda a: a.sum(1), [F(2, 40000)], tolerance_scale=10),
    Case("reduce", "int_max", lambda a: a.max(0), [I(3, 4)]),
    Case("reduce", "uint8_max", lambda a: a.max(1), [Input((3, 4), np.uint8, 0, 255)]),
    # -- regressions from tinygrad's own test_ops (run_test_ops.py) -----------------
    # tinygrad's MAX on bools is or (false < true); a signed max on i1 has true (-1) < false
    Case("regression", "bool_max_reduce", lambda a: a.max(1), [B(4, 6)]),
    Case("regression", "bool_min_reduce", lambda a: a.min(0), [B(4, 6)]),
    Case("regression", "bool_any_all", lambda a: (a.any(1), a.all(1)), [B(5, 3)]),
    Case("regression", "bool_argmax", lambda a: a.argmax(1), [B(4, 6)]),
    Case("regression", "bool_maximum_minimum", lambda a, b: (a.maximum(b), a.minimum(b)), [B(3, 4), B(3, 4)]),
    Case("regression", "scatter_reduce_sum_exclude_self",
         lambda x, i, s: x.scatter_reduce(0, i, s, "sum", include_self=False), [F(4, 3), I(5, 3, low=0, high=3), F(5, 3)]),
    Case("regression", "scatter_reduce_amin_exclude_self",
         lambda x, i, s: x.scatter_reduce(1, i, s, "amin", include_self=False), [F(3, 4), I(3, 5, low=0, high=3), F(3, 5)]),
    # 0-d inputs keep shape () through the .npy files
    Case("regression", "zero_d_inputs", lambda a, b: a * b + 1, [F(), F()]),
    Case("regression", "zero_d_with_vector", lambda a, b: a.maximum(b), [F(4), F()]),
    # empty tensors: no kernels, empty results; reductions over an empty axis are the identity
    Case("regression", "empty_elementwise", lambda a: a * 2 + 1, [F(0, 3)]),
    Case("regression", "empty_reductions", lambda a: (a.sum(0), a.max(0), a.prod(0), a.sum(1)), [F(0, 3)]),
    Case("regression", "empty_int_and_bool_reductions",
         lambda a, b: (a.sum(0), a.max(0), a.min(0), b.any(0), b.all(0)), [I(0, 4), B(0, 4)]),
    Case("regression", "empty_pad", lambda a: a.pad(((1, 1), (0, 0)), value=0.0), [F(0, 3)]),
    Case("regression", "empty_cat", lambda a, b: a.cat(b, dim=0), [F(2, 3), F(0, 3)]),
    Case("regression", "slice_to_empty", lambda a: (a[2:1], a[:, 3:3].sum(1)), [F(3, 4)]),
    # int / int is true division in float; x ** c on ints is products
    Case("regression", "int_true_div", lambda a, b: a / b, [I(3, 4), I(3, 4, low=1, high=5)]),
    Case("regression", "int_pow_const", lambda a: (a ** 3, a ** 0, a ** 1), [I(3, 4)]),
    Case("regression", "int_pow_wraps", lambda a: a ** 11, [I(3, 4, low=-40, high=40)]),
    # THREEFRY (Tensor.rand's bits) on full-range uint32 words: the 64-bit result's two words, exact
    Case("regression", "threefry_bits", lambda lo, hi, k: _threefry_words(lo, hi, k), [U32(8), U32(8), U32(8)]),
    # a tensor the function builds from data is an argument of its own
    Case("regression", "tensor_built_inside", lambda a: a + Tensor([1.0, 2.0, 3.0, 4.0]), [F(3, 4)]),
    Case("regression", "index_built_inside", lambda a: a.gather(0, Tensor([[0, 2, 1], [1, 1, 0]])), [F(3, 3)]),
    # -- movement ------------------------------------------------------------------
    Case("movement", "reshape", lambda a: a.reshape(4, 3) + 1, [F(3, 4)]),
    Case("movement", "permute", lambda a: a.permute(2, 0, 1) * 2, [F(2, 3, 4)]),
    Case("movement", "transpose", lambda a: a.T, [F(3, 4)]),
    Case("movement", "expand", lambda a: a.expand(3, 4) * 1, [F(3, 1)]),
    Case("movement", "unsqueeze_expand", lambda a: a[:, None, :].expand(3, 2, 4) + 0, [F(3, 4)]),
    Case("movement", "pad", lambda a: a.pad(((1, 0), (0, 2))), [F(3, 4)]),
    Case("movement", "pad_value", lambda a: a.pad(((1, 1), (2, 0)), value=-1.0), [F(3, 4)]),
    Case("movement", "shrink", lambda a: a.shrink(((1, 3), (0, 2))), [F(3, 4)]),
    Case("movement", "slice_step", lambda a: a[1:3, ::2], [F(3, 4)]),
    Case("movement", "slice_negative_step", lambda a: a[::-1, 1::2], [F(4, 5)]),
    Case("movement", "flip", lambda a: a.flip(0, 1), [F(3, 4)]),
    Case("movement", "cat", lambda a, b: a.cat(b, dim=1), [F(3, 4), F(3, 2)]),
    Case("movement", "stack", lambda a, b: Tensor.stack(a, b, dim=0), [F(3, 4), F(3, 4)]),
    Case("movement", "repeat", lambda a: a.repeat(2, 3), [F(2, 3)]),
    Case("movement", "gather_by_index", lambda a, i: a[i], [F(5, 3), I(4, low=0, high=4)]),
    # -- matmul ------------------------------------------------------------------------
    Case("matmul", "matmul", lambda a, b: a @ b, [F(3, 4), F(4, 5)]),
    Case("matmul", "matvec", lambda a, b: a @ b, [F(3, 4), F(4)]),
    Case("matmul", "batched", lambda a, b: a @ b, [F(2, 3, 4), F(2, 4, 5)]),
    Case("matmul", "broadcast_batch", lambda a, b: a @ b, [F(2, 3, 4), F(4, 5)]),
    Case("matmul", "linear_relu", lambda x, w, b: (x @ w.T + b).relu(), [F(4, 8), F(6, 8), F(6)]),
    Case("matmul", "int_matmul", lambda a, b: a @ b, [I(3, 4), I(4, 2)]),
    # -- softmax -------------------------------------------------------------------------
    Case("softmax", "softmax", lambda a: a.softmax(1), [F(3, 8)]),
    Case("softmax", "softmax_axis0", lambda a: a.softmax(0), [F(3, 8)]),
    Case("softmax", "log_softmax", lambda a: a.log_softmax(1), [F(3, 8)]),
    Case("softmax", "layernorm", lambda a: a.layernorm(), [F(3, 8)]),
    Case("softmax", "attention", lambda q, k, v: q.scaled_dot_product_attention(k, v), [F(1, 2, 4, 8), F(1, 2, 4, 8), F(1, 2, 4, 8)]),
    Case("softmax", "cross_entropy", lambda x, y: x.sparse_categorical_crossentropy(y), [F(4, 5), I(4, low=0, high=4)]),
    # -- convolution and pooling ------------------------------------------------------------
    Case("conv", "conv2d", lambda x, w: x.conv2d(w), [F(1, 2, 5, 5), F(3, 2, 3, 3)]),
    Case("conv", "conv2d_padding_bias", lambda x, w, b: x.conv2d(w, b, padding=1), [F(2, 2, 4, 4), F(3, 2, 3, 3), F(3)]),
    Case("conv", "conv2d_stride", lambda x, w: x.conv2d(w, stride=2), [F(1, 1, 6, 6), F(2, 1, 3, 3)]),
    Case("conv", "conv2d_groups_dilation", lambda x, w: x.conv2d(w, groups=2, dilation=2), [F(1, 4, 7, 7), F(4, 2, 2, 2)]),
    Case("conv", "conv_transpose2d", lambda x, w: x.conv_transpose2d(w, stride=2), [F(1, 2, 3, 3), F(2, 3, 2, 2)]),
    Case("conv", "max_pool2d", lambda x: x.max_pool2d(), [F(1, 2, 4, 4)]),
    Case("conv", "avg_pool2d", lambda x: x.avg_pool2d(), [F(1, 2, 4, 4)]),
]

# id: why it does not pass (the runner checks that the failure is still there)
EXPECTED_FAILURES: dict[str, str] = {
}
