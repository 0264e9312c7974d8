"""nki.isa: the destination-passing instructions, with the rules of rules.py checked and
the fp32-compute, cast-on-write semantics (reference/nki-target.md section 3)."""

import types

import numpy as np

from . import _core, rules
from ._core import PSUM, HBM, buffer_of, fp32, require, write

reduce_cmd = types.SimpleNamespace(idle=0, reset=1, reset_reduce=2, reduce=3)
oob_mode = types.SimpleNamespace(error=0, skip=1)
engine = types.SimpleNamespace(unknown=0, tensor=1, vector=2, scalar=3, gpsimd=4)


def dma_copy(dst, src, **_):
    pattern = isinstance(src, _core.Pattern)
    rules.dma(dst, src)
    rules.access(dst, "dma_copy dst")
    if not pattern:
        rules.access(src, "dma_copy src")
    _core.MACHINE.tick(dst, src.vector_offset if pattern else src)
    if buffer_of(src) == HBM:
        _core.MACHINE.hbm_read += src.size * np.dtype(src.dtype).itemsize
    if buffer_of(dst) == HBM:
        _core.MACHINE.hbm_written += dst.nbytes
    data = src.read() if pattern else np.asarray(src)
    if np.dtype(src.dtype) == np.dtype(dst.dtype):
        # A DMA between tensors of one type moves bytes: integers above 2^24 stay exact.
        dst[...] = data.reshape(dst.shape)
        if getattr(dst, "written", None) is not None:
            dst.written[...] = True
    else:
        write(dst, fp32(data).reshape(dst.shape))


def tensor_copy(dst, src, engine=None, **_):
    rules.operands((src, "tensor_copy src"), (dst, "tensor_copy dst"))
    _core.same_rows(dst, src, "tensor_copy")
    write(dst, fp32(src).reshape(dst.shape))


def memset(dst, value, **_):
    rules.operands((dst, "memset dst"))
    rules.memset_value(dst, value)
    write(dst, np.full(dst.shape, value, dtype=np.float32))


def nc_matmul(dst, stationary, moving, accumulate=None, is_transpose=False, **_):
    require(buffer_of(dst) == PSUM, "nc_matmul writes PSUM, dst is in %s" % buffer_of(dst))
    k, m, n = rules.matmul(stationary, moving, dst.dtype)
    require(dst.shape[0] == m and _core.free_size(dst) == n, "nc_matmul dst must be [%d, %d], got %s" % (m, n, dst.shape))
    rules.operands((stationary, "nc_matmul stationary"), (moving, "nc_matmul moving"), (dst, "nc_matmul dst"))
    rules.psum_bank(dst)
    _core.MACHINE.matmuls.append((m, n, k))
    product = fp32(stationary).reshape(k, m).T @ fp32(moving).reshape(k, n)
    written = dst.written.all()
    if accumulate is True:
        require(written, "nc_matmul accumulate=True over PSUM that was never written")
    add = accumulate is True or (accumulate is None and written)
    value = fp32(dst).reshape(m, n) + product if add else product
    write(dst, value)


def nc_transpose(dst, data, engine=None, **_):
    rules.transpose(data, dst.dtype, buffer_of(dst))
    rules.operands((data, "nc_transpose data"), (dst, "nc_transpose dst"))
    flat = fp32(data).reshape(data.shape[0], -1)
    require(dst.shape[0] == flat.shape[1] and _core.free_size(dst) == flat.shape[0],
            "nc_transpose dst must be [%d, %d], got %s" % (flat.shape[1], flat.shape[0], dst.shape))
    _core.MACHINE.transposes += 1
    write(dst, flat.T)


def _per_partition(x, rows, what):
    if np.isscalar(x) or isinstance(x, float):
        return np.float32(x)
    require(x.shape[0] == rows and _core.free_size(x) == 1, "%s must be a scalar or a [P,1] tile, got %s" % (what, x.shape))
    rules.operands((x, what))
    return fp32(x).reshape(rows, 1)


def activation(dst, op, data, bias=None, scale=1.0, reduce_op=None, reduce_res=None, reduce_cmd=reduce_cmd.idle, **_):
    rules.operands((data, "activation data"), (dst, "activation dst"))
    _core.same_rows(dst, data, "activation")
    rows = data.shape[0]
    x = fp32(data).reshape(rows, -1) * _per_partition(scale, rows, "scale")
    if bias is not None:
        rules.bias(bias)
        x = x + _per_partition(bias, rows, "bias")
    y = op(x).astype(np.float32)
    write(dst, y.reshape(dst.shape))
    if reduce_res is not None:
        require(reduce_op is not None, "activation reduce_res needs reduce_op")
        rules.operands((reduce_res, "activation reduce_res"))
        write(reduce_res, reduce_op.reduce(y, axis=1).reshape(reduce_res.shape))


def activation_reduce(dst, op, data, reduce_op, reduce_res, bias=None, scale=1.0, **_):
    activation(dst, op, data, bias=bias, scale=scale, reduce_op=reduce_op, reduce_res=reduce_res,
               reduce_cmd=reduce_cmd.reset_reduce)


def reciprocal(dst, data, **_):
    rules.operands((data, "reciprocal data"), (dst, "reciprocal dst"))
    _core.same_rows(dst, data, "reciprocal")
    write(dst, 1.0 / fp32(data).reshape(dst.shape))


def tensor_tensor(dst, data1, data2, op, **_):
    rules.both_psum(data1, data2)
    rules.operands((data1, "tensor_tensor data1"), (data2, "tensor_tensor data2"), (dst, "tensor_tensor dst"))
    _core.same_rows(data1, data2, "tensor_tensor")
    _core.same_rows(dst, data1, "tensor_tensor")
    write(dst, op(fp32(data1), fp32(data2).reshape(data1.shape)).reshape(dst.shape))


def tensor_scalar(dst, data, op0, operand0, reverse0=False, op1=None, operand1=None, reverse1=False, **_):
    rules.operands((data, "tensor_scalar data"), (dst, "tensor_scalar dst"))
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
    rules.operands((data, "tensor_reduce data"), (dst, "tensor_reduce dst"))
    axis = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    # Reductions run over free axes only, the trailing ones
    # (https://awsdocs-neuron.readthedocs-hosted.com/en/latest/nki/api/generated/nki.isa.tensor_reduce.html).
    require(0 not in axis, "tensor_reduce cannot reduce the partition axis")
    require(axis == tuple(range(data.ndim - len(axis), data.ndim)), "tensor_reduce reduces trailing free axes, got %s" % (axis,))
    r = op.reduce(fp32(data).reshape(data.shape[0], -1) if len(axis) == data.ndim - 1 else fp32(data), axis=-1)
    if negate:
        r = -r
    require(_core.free_size(dst) == 1 and dst.shape[0] == data.shape[0], "tensor_reduce dst is [P,1], got %s" % (dst.shape,))
    write(dst, r.reshape(dst.shape))


def tensor_copy_predicated(dst, src, predicate, reverse_pred=False, **_):
    """dst = src where predicate is nonzero; elsewhere dst is kept
    ({DOCS}/latest/nki/api/generated/nki.isa.tensor_copy_predicated.html)."""
    rules.predicate(predicate)
    scalar = np.isscalar(src)
    require(not reverse_pred or scalar, "tensor_copy_predicated reverses the predicate only with a scalar src")
    tiles = [(predicate, "tensor_copy_predicated predicate"), (dst, "tensor_copy_predicated dst")]
    if not scalar:
        require(src.dtype == dst.dtype, "tensor_copy_predicated copies without a cast: src is %s, dst %s" % (src.dtype, dst.dtype))
        require(not (buffer_of(src) == PSUM and buffer_of(predicate) == PSUM),
                "tensor_copy_predicated cannot read both src and predicate from PSUM")
        _core.same_rows(dst, src, "tensor_copy_predicated")
        tiles.insert(0, (src, "tensor_copy_predicated src"))
    rules.operands(*tiles)
    _core.same_rows(dst, predicate, "tensor_copy_predicated")
    keep = np.asarray(predicate).reshape(dst.shape) != 0
    if reverse_pred:
        keep = ~keep
    value = np.full(dst.shape, src, dtype=np.float32) if scalar else fp32(src).reshape(dst.shape)
    write(dst, np.where(keep, value, fp32(dst)))
