"""neuronxcc.nki.language (Beta 1): value-returning load/store/copy over the shared model."""

import numpy as np

from nki.language import *  # noqa: F401,F403  (buffers, dtypes, functions, allocation)
from nki import _core


def load(src, dtype=None, mask=None):
    _core.require(_core.buffer_of(src) != _core.PSUM, "nl.load reads HBM")
    return _core.fp32(src) if dtype is None else _core.fp32(src).astype(dtype)


def store(dst, value, mask=None):
    _core.require(_core.buffer_of(value) != _core.PSUM, "nl.store takes SBUF values, not PSUM")
    _core.write(dst, _core.fp32(value))
