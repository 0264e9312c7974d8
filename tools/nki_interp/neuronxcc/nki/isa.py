"""neuronxcc.nki.isa (Beta 1): instructions return their result tile (a _trace.Value) and
are held to the same rules as the current API (nki/rules.py)."""

import numpy as np

from nki import _core, _trace, rules
from nki._core import PSUM, SBUF, fp32, require
from nki.isa import engine, reduce_cmd  # noqa: F401


def _operand(x, what):
    _trace.check_current(x, what)
    rules.on_chip(x, what)
    rules.access(x, what)
    _core.MACHINE.tick(x)


def nc_matmul(stationary, moving, mask=None, **_):
    k, m, n = rules.matmul(stationary, moving, np.float32)
    _operand(stationary, "nc_matmul stationary")
    _operand(moving, "nc_matmul moving")
    _core.MACHINE.matmuls.append((m, n, k))
    return _trace.value(fp32(stationary).reshape(k, -1).T @ fp32(moving).reshape(k, -1), PSUM, matmul=True)


def nc_transpose(data, **_):
    rules.transpose(data, data.dtype, PSUM)
    _operand(data, "nc_transpose data")
    _core.MACHINE.transposes += 1
    return _trace.value(fp32(data).reshape(data.shape[0], -1).T, PSUM)


def activation(op, data, bias=None, scale=1.0, mask=None, **_):
    _operand(data, "activation data")
    rows = data.shape[0]
    x = fp32(data).reshape(rows, -1) * scale
    if bias is not None:
        rules.bias(bias)
        _operand(bias, "activation bias")
        require(bias.shape[0] == rows and _core.free_size(bias) == 1, "activation bias is a [P,1] tile, got %s" % (bias.shape,))
        x = x + fp32(bias).reshape(rows, 1)
    return _trace.value(op(x), SBUF)


def activation_reduce(op, data, reduce_op, reduce_res, bias=None, scale=1.0, mask=None, **_):
    y = activation(op, data, bias=bias, scale=scale)
    rules.on_chip(reduce_res, "activation_reduce reduce_res")
    rules.access(reduce_res, "activation_reduce reduce_res")
    _core.write(reduce_res, reduce_op.reduce(np.asarray(y), axis=1).reshape(reduce_res.shape))
    _core.MACHINE.tick(reduce_res)
    return y


def reciprocal(data, mask=None, **_):
    _operand(data, "reciprocal data")
    return _trace.value(1.0 / fp32(data), SBUF)


def tensor_tensor(data1, data2, op, mask=None, **_):
    rules.both_psum(data1, data2)
    _operand(data1, "tensor_tensor data1")
    _operand(data2, "tensor_tensor data2")
    _core.same_rows(data1, data2, "tensor_tensor")
    return _trace.value(op(fp32(data1), fp32(data2).reshape(data1.shape)), SBUF)


def tensor_scalar(data, op0, operand0, mask=None, **_):
    _operand(data, "tensor_scalar data")
    rows = data.shape[0]
    if not np.isscalar(operand0):
        _operand(operand0, "tensor_scalar operand0")
        require(operand0.shape[0] == rows and _core.free_size(operand0) == 1, "operand0 is a scalar or a [P,1] tile, got %s" % (operand0.shape,))
    scalar = np.float32(operand0) if np.isscalar(operand0) else fp32(operand0).reshape(rows, 1)
    return _trace.value(op0(fp32(data).reshape(rows, -1), scalar).reshape(data.shape), SBUF)


def tensor_reduce(op, data, axis, negate=False, keepdims=False, mask=None, **_):
    _operand(data, "tensor_reduce data")
    axis = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    require(0 not in axis, "tensor_reduce cannot reduce the partition axis")
    r = op.reduce(fp32(data).reshape(data.shape[0], -1), axis=-1).reshape(-1, 1)
    return _trace.value(-r if negate else r, SBUF)


def dma_copy(dst, src, mask=None, **_):
    """Beta 1's DMA between SBUF tensors (and HBM): written in place, like the current API."""
    rules.dma(dst, src)
    _trace.check_current(src, "dma_copy src")
    for t, what in ((dst, "dma_copy dst"), (src, "dma_copy src")):
        if _core.buffer_of(t) != _core.HBM:
            rules.access(t, what)
    _core.MACHINE.tick(dst, src)
    if _core.buffer_of(src) == _core.HBM:
        _core.MACHINE.hbm_read += src.nbytes
    if _core.buffer_of(dst) == _core.HBM:
        _core.MACHINE.hbm_written += dst.nbytes
    _core.write(dst, fp32(src).reshape(dst.shape))
