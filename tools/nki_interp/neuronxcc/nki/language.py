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


def _allocate(shape, dtype, buffer, fill):
    # A Beta 1 PSUM tile holds one 2 KiB bank (rules.on_chip_shape, legacy).
    if buffer in (SBUF, PSUM):
        rules.on_chip_shape(tuple(int(d) for d in shape), dtype, buffer, legacy=True)
    return _core.allocate(shape, dtype, buffer, fill=fill)


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
