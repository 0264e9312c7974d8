"""neuronxcc.nki.isa (Beta 1): instructions return their result tile."""

import numpy as np

from nki import _core
from nki.isa import MATMUL_SHAPES, reduce_cmd  # noqa: F401


def nc_matmul(stationary, moving, **_):
    k = stationary.shape[0]
    _core.require(moving.shape[0] == k and k <= 128, "nc_matmul contracts <= 128 partitions")
    _core.require(_core.free_size(stationary) <= 128 and _core.free_size(moving) <= 512, "nc_matmul limits M<=128, N<=512")
    MATMUL_SHAPES.append((_core.free_size(stationary), _core.free_size(moving), k))
    return _core.fp32(stationary).reshape(k, -1).T @ _core.fp32(moving).reshape(k, -1)


def nc_transpose(data, **_):
    _core.require(data.shape[0] <= 128 and _core.free_size(data) <= 128, "nc_transpose moves at most 128 x 128")
    return _core.fp32(data).reshape(data.shape[0], -1).T


def activation(op, data, bias=None, scale=1.0, **_):
    rows = data.shape[0]
    x = _core.fp32(data).reshape(rows, -1) * scale
    if bias is not None:
        x = x + _core.fp32(bias).reshape(rows, 1)
    return op(x)


def activation_reduce(op, data, reduce_op, reduce_res, bias=None, scale=1.0, **_):
    y = activation(op, data, bias=bias, scale=scale)
    _core.write(reduce_res, reduce_op.reduce(y, axis=1).reshape(reduce_res.shape))
    return y


def reciprocal(data, **_):
    return 1.0 / _core.fp32(data)


def tensor_tensor(data1, data2, op, **_):
    return op(_core.fp32(data1), _core.fp32(data2))


def tensor_scalar(data, op0, operand0, **_):
    rows = data.shape[0]
    return op0(_core.fp32(data).reshape(rows, -1), _core.fp32(operand0).reshape(rows, 1))


def tensor_reduce(op, data, axis, negate=False, keepdims=False, **_):
    r = op.reduce(_core.fp32(data).reshape(data.shape[0], -1), axis=-1).reshape(-1, 1)
    return -r if negate else r
