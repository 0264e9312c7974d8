"""neuronxcc.nki.language (Beta 1): symbolic loops, `nl.arange` index tiles, value-returning
load/store/copy with masks, over the shared machine model (nki/_core.py, nki/_trace.py)."""

import numpy as np

from nki.language import *  # noqa: F401,F403  (buffers, dtypes, functions)
from nki import _core, _trace, rules
from nki._core import HBM, PSUM, SBUF, require


def affine_range(*args):
    return _trace.loop(*args)


sequential_range = affine_range


def static_range(*args):
    # Fully unrolled: plain integers (the one Beta 1 range whose index is not symbolic).
    return range(*args)


def arange(n):
    return np.arange(int(n))


class par_dim(int):
    """Marks the partition dimension of an on-chip shape; the dimensions before it are Beta 1's
    block dimensions, "how many physical (P, F) tiles the tensor has"
    ({DOCS}/latest/_sources/nki/migration/nki_block_dimension_migration_guide.rst; removed in
    later NKI). `nl.zeros((8, nl.par_dim(128), 512), nl.float32, buffer=nl.psum)` is eight PSUM
    tiles of one bank each, indexed `t[b, 0:128, 0:512]`."""


def _allocate(shape, dtype, buffer, fill):
    # A Beta 1 PSUM tile holds one 2 KiB bank (rules.on_chip_shape, legacy); block dimensions
    # make several tiles, and each tile is checked.
    blocks = next((i for i, d in enumerate(shape) if isinstance(d, par_dim)), 0)
    if buffer in (SBUF, PSUM):
        rules.on_chip_shape(tuple(int(d) for d in shape[blocks:]), dtype, buffer, legacy=True)
    else:
        require(blocks == 0, "nl.par_dim marks an on-chip tensor's partitions; %s has none" % buffer)
    return _core.allocate(shape, dtype, buffer, fill=fill, blocks=blocks)


def ndarray(shape, dtype, buffer=SBUF, name=""):
    return _allocate(shape, dtype, buffer, None)


def zeros(shape, dtype, buffer=SBUF, name=""):
    return _allocate(shape, dtype, buffer, 0)


def _source(x, what):
    _trace.check_current(x, what)
    if isinstance(x, _core.Tensor) and x.buffer != HBM:
        rules.access(x, what)
    _core.MACHINE.tick(x)


def load(src, dtype=None, mask=None):
    require(_core.buffer_of(src) == HBM, "nl.load reads HBM, got %s" % _core.buffer_of(src))
    if isinstance(src, _trace.Access):
        data, count = src.read(mask)
    else:
        require(mask is None, "a mask needs nl.arange indices")
        data, count = _core.fp32(src), np.size(src)
    _core.MACHINE.tick()
    _core.MACHINE.hbm_read += count * src.dtype.itemsize
    out = data if dtype is None else data.astype(dtype).astype(np.float32)
    return _trace.value(out, SBUF, mask=mask)


def store(dst, value, mask=None):
    # nl.store writes HBM from SBUF; PSUM first goes through an engine copy.
    require(_core.buffer_of(dst) == HBM, "nl.store writes HBM, got %s" % _core.buffer_of(dst))
    require(_core.buffer_of(value) != PSUM, "nl.store takes SBUF values, not PSUM: copy PSUM to SBUF first")
    _source(value, "the stored value")
    if isinstance(dst, _trace.Access):
        count = dst.write(value, mask)
    else:
        require(mask is None, "a mask needs nl.arange indices")
        _core.write(dst, _core.fp32(value))
        count = np.size(dst)
    _core.MACHINE.hbm_written += count * dst.dtype.itemsize


def copy(x, dtype=None, mask=None):
    """An engine copy (PSUM eviction): the result is an SBUF tile."""
    _source(x, "nl.copy data")
    data = _core.fp32(x)
    if dtype is not None:
        data = data.astype(dtype).astype(np.float32)
    return _trace.value(data, SBUF, mask=mask)
