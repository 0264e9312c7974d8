"""nki.isa: the destination-passing instructions, with the preconditions of
reference/nki-target.md section 3 checked and the fp32-compute, cast-on-write semantics."""

import types

import numpy as np

from . import _core
from ._core import NkiError, PSUM, SBUF, HBM, buffer_of, fp32, require, write

# Matmul instruction shapes (M, N, K) issued so far: check.py reports the utilization.
MATMUL_SHAPES = []

reduce_cmd = types.SimpleNamespace(idle=0, reset=1, reset_reduce=2, reduce=3)
engine = types.SimpleNamespace(unknown=0, tensor=1, vector=2, scalar=3, gpsimd=4)


def dma_copy(dst, src, **_):
    require(buffer_of(src) != PSUM, "dma_copy cannot read PSUM (NKI >= 0.3)")
    require(buffer_of(dst) != PSUM, "dma_copy cannot write PSUM")
    require(np.size(dst) == np.size(src), "dma_copy element counts differ (%d vs %d)" % (np.size(dst), np.size(src)))
    write(dst, fp32(src).reshape(dst.shape))


def tensor_copy(dst, src, engine=None, **_):
    _core.on_chip(src, "tensor_copy src")
    _core.on_chip(dst, "tensor_copy dst")
    _core.same_rows(dst, src, "tensor_copy")
    write(dst, fp32(src).reshape(dst.shape))


def memset(dst, value, **_):
    _core.on_chip(dst, "memset dst")
    write(dst, np.full(dst.shape, value, dtype=np.float32))


def nc_matmul(dst, stationary, moving, accumulate=None, is_transpose=False, **_):
    require(buffer_of(stationary) == SBUF and buffer_of(moving) == SBUF, "nc_matmul reads its operands from SBUF")
    require(buffer_of(dst) == PSUM, "nc_matmul writes PSUM")
    require(dst.dtype == np.float32, "nc_matmul accumulates in fp32, dst is %s" % dst.dtype)
    k, m, n = stationary.shape[0], _core.free_size(stationary), _core.free_size(moving)
    require(moving.shape[0] == k, "nc_matmul contracts partitions: stationary has %d, moving %d" % (k, moving.shape[0]))
    require(k <= 128 and m <= 128 and n <= 512, "nc_matmul limits K<=128, M<=128, N<=512; got K=%d M=%d N=%d" % (k, m, n))
    require((stationary.dtype == np.float32) == (moving.dtype == np.float32), "nc_matmul: fp32 needs fp32 on both sides")
    require(dst.shape[0] == m and _core.free_size(dst) == n, "nc_matmul dst must be [%d, %d], got %s" % (m, n, dst.shape))
    _core.psum_bank_check(dst)
    MATMUL_SHAPES.append((m, n, k))
    product = fp32(stationary).reshape(k, m).T @ fp32(moving).reshape(k, n)
    written = dst.written.all()
    if accumulate is True:
        require(written, "nc_matmul accumulate=True over PSUM that was never written")
    add = accumulate is True or (accumulate is None and written)
    value = fp32(dst).reshape(m, n) + product if add else product
    write(dst, value)


def nc_transpose(dst, data, engine=None, **_):
    require(buffer_of(data) == SBUF and buffer_of(dst) == PSUM, "nc_transpose (TensorE) goes from SBUF to PSUM")
    require(data.shape[0] <= 128 and _core.free_size(data) <= 128, "nc_transpose moves at most 128 x 128")
    require(dst.dtype == data.dtype, "nc_transpose keeps the dtype")
    flat = fp32(data).reshape(data.shape[0], -1)
    require(dst.shape[0] == flat.shape[1] and _core.free_size(dst) == flat.shape[0], "nc_transpose dst shape")
    write(dst, flat.T)


def _per_partition(x, rows, what):
    if np.isscalar(x) or isinstance(x, float):
        return np.float32(x)
    require(x.shape[0] == rows and _core.free_size(x) == 1, "%s must be a scalar or a [P,1] tile, got %s" % (what, x.shape))
    return fp32(x).reshape(rows, 1)


def activation(dst, op, data, bias=None, scale=1.0, reduce_op=None, reduce_res=None, reduce_cmd=reduce_cmd.idle, **_):
    _core.on_chip(data, "activation data")
    _core.same_rows(dst, data, "activation")
    rows = data.shape[0]
    x = fp32(data).reshape(rows, -1) * _per_partition(scale, rows, "scale")
    if bias is not None:
        require(not np.isscalar(bias), "activation bias on trn1/trn2 is a [P,1] tile")
        x = x + _per_partition(bias, rows, "bias")
    y = op(x).astype(np.float32)
    write(dst, y.reshape(dst.shape))
    if reduce_res is not None:
        require(reduce_op is not None, "activation reduce_res needs reduce_op")
        write(reduce_res, reduce_op.reduce(y, axis=1).reshape(reduce_res.shape))


def activation_reduce(dst, op, data, reduce_op, reduce_res, bias=None, scale=1.0, **_):
    activation(dst, op, data, bias=bias, scale=scale, reduce_op=reduce_op, reduce_res=reduce_res,
               reduce_cmd=reduce_cmd.reset_reduce)


def reciprocal(dst, data, **_):
    _core.same_rows(dst, data, "reciprocal")
    write(dst, 1.0 / fp32(data).reshape(dst.shape))


def tensor_tensor(dst, data1, data2, op, **_):
    require(not (buffer_of(data1) == PSUM and buffer_of(data2) == PSUM), "tensor_tensor cannot read both inputs from PSUM")
    _core.same_rows(data1, data2, "tensor_tensor")
    _core.same_rows(dst, data1, "tensor_tensor")
    write(dst, op(fp32(data1), fp32(data2).reshape(data1.shape)).reshape(dst.shape))


def tensor_scalar(dst, data, op0, operand0, reverse0=False, op1=None, operand1=None, reverse1=False, **_):
    _core.same_rows(dst, data, "tensor_scalar")
    rows = data.shape[0]
    x = fp32(data).reshape(rows, -1)
    a = _per_partition(operand0, rows, "operand0")
    t = op0(a, x) if reverse0 else op0(x, a)
    if op1 is not None:
        b = _per_partition(operand1, rows, "operand1")
        t = op1(b, t) if reverse1 else op1(t, b)
    write(dst, t.reshape(dst.shape))


def tensor_reduce(dst, op, data, axis, negate=False, keepdims=False, **_):
    _core.on_chip(data, "tensor_reduce data")
    axis = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    require(0 not in axis, "tensor_reduce cannot reduce the partition axis")
    require(axis == tuple(range(data.ndim - len(axis), data.ndim)), "tensor_reduce reduces trailing free axes, got %s" % (axis,))
    r = op.reduce(fp32(data).reshape(data.shape[0], -1) if len(axis) == data.ndim - 1 else fp32(data), axis=-1)
    if negate:
        r = -r
    require(_core.free_size(dst) == 1 and dst.shape[0] == data.shape[0], "tensor_reduce dst is [P,1], got %s" % (dst.shape,))
    write(dst, r.reshape(dst.shape))
