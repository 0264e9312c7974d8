"""The machine model of the numpy NKI interpreter (reference/nki-target.md section 5).

Tensors are numpy arrays tagged with the memory they live in. On-chip tensors hold at most
128 partitions (dim 0); fresh buffers are filled with sentinels (NaN for floats, 4 for
integers) like the official simulator; PSUM keeps a per-element "written" mask for
matmul accumulation. Every engine op computes in fp32 and casts on write. Precondition
violations raise NkiError.
"""

import numpy as np

try:
    import ml_dtypes

    BF16 = ml_dtypes.bfloat16
    FP8_E4M3 = ml_dtypes.float8_e4m3fn
    FP8_E5M2 = ml_dtypes.float8_e5m2
except ImportError:  # bf16 then rounds like fp32; tests install ml_dtypes (tools/setup-python.sh)
    BF16 = FP8_E4M3 = FP8_E5M2 = np.float32

PARTITIONS = 128
PSUM_BANK_BYTES = 2048
HBM, SBUF, PSUM = "hbm", "sbuf", "psum"


class NkiError(Exception):
    """An NKI precondition failed (what the compiler or hardware would reject)."""


def require(condition, message):
    if not condition:
        raise NkiError(message)


class Tensor(np.ndarray):
    """A numpy view with `buffer` (hbm, sbuf, psum), its `root` storage and, in PSUM,
    the matching view of the written mask."""

    def __array_finalize__(self, obj):
        self.buffer = getattr(obj, "buffer", HBM)
        self.root = getattr(obj, "root", None)
        self.written = None

    def __getitem__(self, index):
        out = super().__getitem__(index)
        if isinstance(out, Tensor) and self.written is not None:
            out.written = self.written[index]
        return out


def allocate(shape, dtype, buffer, fill=None):
    shape = tuple(int(d) for d in shape)
    on_chip = buffer in (SBUF, PSUM)
    if on_chip:
        require(len(shape) >= 2, "on-chip tensors are at least 2-D, got %s" % (shape,))
        require(shape[0] <= PARTITIONS, "partition dimension %d > %d" % (shape[0], PARTITIONS))
    data = np.empty(shape, dtype=dtype)
    if fill is None:
        fill = np.nan if np.issubdtype(np.dtype(dtype), np.floating) or dtype in (BF16, FP8_E4M3, FP8_E5M2) else 4
    data[...] = fill
    t = data.view(Tensor)
    t.buffer = buffer
    t.root = t
    if buffer == PSUM:
        t.written = np.zeros(shape, dtype=bool)
    return t


def buffer_of(x):
    return getattr(x, "buffer", HBM)


def fp32(x):
    return np.asarray(x).astype(np.float32)


def write(dst, value):
    """dst = value, cast to dst's type (engines compute in fp32)."""
    dst[...] = np.asarray(value, dtype=np.float32).reshape(dst.shape).astype(dst.dtype)
    if getattr(dst, "written", None) is not None:
        dst.written[...] = True


def partitions(t):
    return t.shape[0]


def free_size(t):
    return int(np.prod(t.shape[1:])) if t.ndim > 1 else 1


def on_chip(t, what):
    require(buffer_of(t) in (SBUF, PSUM), "%s must be in SBUF or PSUM, got %s" % (what, buffer_of(t)))


def same_rows(a, b, what):
    require(partitions(a) == partitions(b), "%s: partition counts differ (%d vs %d)" % (what, partitions(a), partitions(b)))
    require(free_size(a) == free_size(b), "%s: elements per partition differ (%d vs %d)" % (what, free_size(a), free_size(b)))


def psum_bank_check(t):
    """A matmul's PSUM destination stays inside one 2 KiB bank of each partition."""
    root = t.root
    if root is None or t.ndim != 2:
        return
    item = t.dtype.itemsize
    offset = (t.__array_interface__["data"][0] - root.__array_interface__["data"][0]) // item
    row = root.shape[1] if root.ndim == 2 else free_size(root)
    first = offset % row
    last = first + (t.shape[1] - 1) * (t.strides[1] // item)
    bank = PSUM_BANK_BYTES // item
    require(first // bank == last // bank, "matmul destination crosses a PSUM bank (free offsets %d..%d)" % (first, last))
