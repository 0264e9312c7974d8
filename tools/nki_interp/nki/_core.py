"""The machine model of the numpy NKI interpreter (reference/nki-target.md section 5).

Tensors are numpy arrays tagged with the memory they live in. On-chip tensors hold at most
128 partitions (dim 0); fresh buffers are filled with sentinels (NaN for floats, 4 for
integers) like the official simulator; PSUM keeps a per-element "written" mask for
matmul accumulation. Every engine op computes in fp32 and casts on write.

Beyond the values, the model keeps what a compiler run would see (`Machine`): every
on-chip allocation with the span from its allocation to its last use by an instruction
(the unrolled program's liveness, which the NKI allocator packs), HBM bytes moved by DMA,
and the TensorE instruction shapes. The rules themselves are in rules.py.
"""

import functools
import os
import sys

import numpy as np

try:
    import ml_dtypes

    BF16 = ml_dtypes.bfloat16
    FP8_E4M3 = ml_dtypes.float8_e4m3fn
    FP8_E5M2 = ml_dtypes.float8_e5m2
except ImportError:  # bf16 then rounds like fp32; tests install ml_dtypes (tools/setup-python.sh)
    BF16 = FP8_E4M3 = FP8_E5M2 = np.float32

HBM, SBUF, PSUM = "hbm", "sbuf", "psum"
PSUM_BANK_BYTES = 2048


class NkiError(Exception):
    """An NKI rule failed (what the compiler or hardware would reject)."""


def require(condition, message):
    if not condition:
        raise NkiError(message)


_INTERPRETER_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@functools.lru_cache(maxsize=None)
def _outside_interpreter(filename):
    return not os.path.abspath(filename).startswith(_INTERPRETER_DIR)


def kernel_location():
    """file:line of the innermost frame outside the interpreter (the kernel's line).

    Walks the frames themselves: `traceback.extract_stack` also reads every frame's source
    line, which made this most of the interpreter's time on a large kernel."""
    frame = sys._getframe(1)
    while frame is not None:
        filename = frame.f_code.co_filename
        if _outside_interpreter(filename):
            return "%s:%d" % (os.path.basename(filename), frame.f_lineno)
        frame = frame.f_back
    return "?"


class Allocation:
    """One on-chip tensor as the allocator sees it: its size and live span."""

    def __init__(self, buffer, shape, dtype, clock, blocks=0):
        self.buffer = buffer
        self.shape = shape
        # Per partition: every block's tile (Beta 1 block dimensions come before the partition
        # dimension, each a separate tile; in PSUM each tile takes whole banks).
        count, tile = int(np.prod(shape[:blocks])), shape[blocks:]
        tile_bytes = int(np.prod(tile[1:])) * np.dtype(dtype).itemsize if len(tile) > 1 else np.dtype(dtype).itemsize
        self.bytes = count * tile_bytes
        self.banks = count * -(-tile_bytes // PSUM_BANK_BYTES)
        self.start = self.last = clock
        self.where = kernel_location()


class Machine:
    """What one kernel run did: allocations, HBM traffic, matmul shapes."""

    def __init__(self, target):
        self.target = target
        self.clock = 0
        self.allocations = []
        self.hbm_read = 0
        self.hbm_written = 0
        self.matmuls = []
        self.transposes = 0
        self.instructions = 0

    def tick(self, *tensors):
        """An instruction used `tensors`: they are live up to now."""
        self.clock += 1
        self.instructions += 1
        for t in tensors:
            alloc = getattr(t, "alloc", None)
            if alloc is not None:
                alloc.last = self.clock


def default_target():
    # The official simulator's switch (reference/nki-target.md section 1).
    return os.environ.get("NEURON_PLATFORM_TARGET_OVERRIDE", "trn2")


MACHINE = Machine(default_target())


def reset(target=None):
    global MACHINE
    MACHINE = Machine(target or default_target())
    return MACHINE


class Tensor(np.ndarray):
    """A numpy view with `buffer` (hbm, sbuf, psum), its `root` storage, its allocation
    record and, in PSUM, the matching view of the written mask."""

    def __array_finalize__(self, obj):
        self.buffer = getattr(obj, "buffer", HBM)
        self.root = getattr(obj, "root", None)
        self.alloc = getattr(obj, "alloc", None)
        self.written = None

    def __getitem__(self, index):
        from . import _trace

        _trace.check_slices(index)
        if _trace.has_arrays(index):
            return _trace.Access(self, index)
        out = super().__getitem__(index)
        if isinstance(out, Tensor) and self.written is not None:
            out.written = self.written[index]
        return out

    def __setitem__(self, index, value):
        """Beta 1 writes an instruction's result into a tile: `t[...] = value`."""
        from . import _trace, rules

        if not isinstance(value, _trace.Value):
            super().__setitem__(index, value)
            return
        _trace.check_current(value, "the value written")
        _trace.check_slices(index)
        if _trace.has_arrays(index):
            target = _trace.Access(self, index)
            target.write(value, value.mask)
            if self.written is not None:
                self.written[tuple(i[np.broadcast_to(value.mask if value.mask is not None else True, target.shape)] for i in target.index)] = True
            MACHINE.tick(self)
            return
        view = super().__getitem__(index)
        if self.buffer != HBM:
            rules.access(view, "the tile written")
        data = np.broadcast_to(np.asarray(value, dtype=np.float32), view.shape).astype(self.dtype)
        # Masked-out elements of an instruction are not written.
        keep = np.ones(view.shape, dtype=bool) if value.mask is None else np.broadcast_to(value.mask, view.shape)
        np.ndarray.__setitem__(view, keep, data[keep])
        if self.written is not None:
            self.written[index] = self.written[index] | keep
        MACHINE.tick(self)

    def ap(self, pattern, offset=0, vector_offset=None, indirect_dim=0, **_):
        """An access pattern over an HBM tensor's storage (reference/nki-target.md section 3):
        element (i_0, ..., i_k) is storage[offset + sum stride_d * i_d] for pattern
        [[stride_0, count_0], ...]. With `vector_offset` (an SBUF tile of one integer per
        partition) the coordinate along `indirect_dim` is the tile's value there instead of
        i_d: an indirect DMA, which raises on an element outside the tensor (oob_mode.error)."""
        require(self.buffer == HBM, "ap(): the interpreter models access patterns over HBM tensors only")
        return Pattern(self, [(int(s), int(c)) for s, c in pattern], int(offset), vector_offset, int(indirect_dim))

    def __iadd__(self, other):
        """Beta 1 accumulates matmuls in PSUM with `psum_tile += nc_matmul(...)`."""
        from . import _trace, rules

        if self.buffer != PSUM:
            return super().__iadd__(other)
        require(isinstance(other, _trace.Value) and other.matmul, "PSUM accumulation (+=) takes nc_matmul results")
        require(self.dtype == np.float32, "PSUM accumulates in fp32; the tile is %s" % self.dtype)
        _trace.check_current(other, "the matmul result")
        rules.access(self, "the PSUM accumulator")
        rules.psum_bank(self)
        np.ndarray.__iadd__(self, np.asarray(other, dtype=np.float32).reshape(self.shape))
        MACHINE.tick(self)
        return self


class Pattern:
    """An HBM access pattern (`Tensor.ap`), resolved when a DMA reads it."""

    def __init__(self, tensor, pattern, offset, vector_offset, indirect_dim):
        require(len(pattern) >= 1, "ap(): an access pattern has at least one [stride, count] pair")
        require(vector_offset is None or 0 <= indirect_dim < len(pattern),
                "ap(): indirect_dim %d is not a dimension of the %d-dimensional pattern" % (indirect_dim, len(pattern)))
        self.tensor, self.pattern, self.offset = tensor, pattern, offset
        self.vector_offset, self.indirect_dim = vector_offset, indirect_dim
        self.shape = tuple(c for _, c in pattern)
        self.size = int(np.prod(self.shape))
        self.buffer = HBM
        self.dtype = tensor.dtype

    def elements(self):
        """The storage indices of every element, in pattern order."""
        index = np.full(self.shape, self.offset, dtype=np.int64)
        for d, (stride, count) in enumerate(self.pattern):
            coordinate = np.arange(count, dtype=np.int64)
            if self.vector_offset is not None and d == self.indirect_dim:
                offsets = self.vector_offset
                require(getattr(offsets, "buffer", None) == SBUF, "ap(): vector_offset must be an SBUF tile")
                require(np.issubdtype(offsets.dtype, np.integer), "ap(): vector_offset holds integers, not %s" % offsets.dtype)
                require(offsets.shape[0] == count and np.size(offsets) == count,
                        "ap(): vector_offset must hold one index per element of dimension %d (%d), got %s"
                        % (d, count, offsets.shape))
                coordinate = np.asarray(offsets, dtype=np.int64).reshape(count)
            shape = [1] * len(self.shape)
            shape[d] = count
            index = index + (coordinate * stride).reshape(shape)
        size = self.tensor.size
        outside = (index < 0) | (index >= size)
        if outside.any():
            raise NkiError("dma_copy: an access pattern reads element %d of a %d-element tensor (oob_mode.error)"
                           % (int(index[outside].flat[0]), size))
        return index

    def read(self):
        return np.ascontiguousarray(self.tensor).reshape(-1)[self.elements()]


def allocate(shape, dtype, buffer, fill=None, blocks=0):
    """An on-chip tensor's partition dimension is dim `blocks`: Beta 1's block dimensions
    (`(8, nl.par_dim(128), 512)`) come first and make that many separate tiles."""
    from . import rules

    shape = tuple(int(d) for d in shape)
    if buffer in (SBUF, PSUM) and blocks == 0:
        rules.on_chip_shape(shape, dtype, buffer)
    data = np.empty(shape, dtype=dtype)
    if fill is None:
        fill = np.nan if is_float(dtype) else 4
    data[...] = fill
    t = data.view(Tensor)
    t.buffer = buffer
    t.root = t
    t.blocks = blocks
    if buffer in (SBUF, PSUM):
        t.alloc = Allocation(buffer, shape, dtype, MACHINE.clock, blocks)
        MACHINE.allocations.append(t.alloc)
    if buffer == PSUM:
        t.written = np.zeros(shape, dtype=bool)
    return t


def argument(x):
    """A kernel argument: an HBM tensor (top-level tensors live in HBM)."""
    if not isinstance(x, np.ndarray) or isinstance(x, Tensor):
        return x
    t = np.ascontiguousarray(x).view(Tensor)
    t.buffer = HBM
    return t


def is_float(dtype):
    return np.issubdtype(np.dtype(dtype), np.floating) or dtype in (BF16, FP8_E4M3, FP8_E5M2)


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


def same_rows(a, b, what):
    require(partitions(a) == partitions(b), "%s: partition counts differ (%d vs %d)" % (what, partitions(a), partitions(b)))
    require(free_size(a) == free_size(b), "%s: elements per partition differ (%d vs %d)" % (what, free_size(a), free_size(b)))


def partition_stride(root):
    """Bytes from one partition to the next in an on-chip tensor's storage."""
    return root.strides[getattr(root, "blocks", 0)]


def offsets(t):
    """(first partition, first free byte) of an on-chip view inside its tile (its block's,
    for a tensor with block dimensions)."""
    offset = t.__array_interface__["data"][0] - t.root.__array_interface__["data"][0]
    blocks = getattr(t.root, "blocks", 0)
    if blocks:
        offset %= t.root.strides[blocks - 1]
    return divmod(offset, partition_stride(t.root))
