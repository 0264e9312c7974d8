"""The rules the NKI compiler and hardware enforce, one function per rule, each citing the
NKI documentation it comes from. Both API modules (nki.isa and the Beta 1
neuronxcc.nki.isa) call these, so a kernel is held to the same rules in either API.
Violations raise NkiError with a message that names the rule.
"""

import numpy as np

from . import _core
from ._core import HBM, PSUM, SBUF, NkiError, require

DOCS = "https://awsdocs-neuron.readthedocs-hosted.com/en"

PARTITIONS = 128
PSUM_BANK_BYTES = _core.PSUM_BANK_BYTES
PSUM_BANKS = 8
MATMUL_K = MATMUL_M = 128
MATMUL_N = 512
TRANSPOSE_TENSOR_E = 128

# SBUF bytes per partition. trn1 (NeuronCore-v2): 24 MiB over 128 partitions,
# {DOCS}/latest/nki/arch/trainium_inferentia2_arch.html ("State Buffer", 24 MiB);
# trn2 (NeuronCore-v3) 28 MiB and trn3 (NeuronCore-v4) 32 MiB,
# {DOCS}/latest/nki/about/trainium3_arch.html ("SBUF capacity is 32MiB (up from 28 MiB in NeuronCore-v3)").
SBUF_PARTITION_BYTES = {"trn1": 192 * 1024, "trn2": 224 * 1024, "trn3": 256 * 1024}

# Input types of the TensorE, {DOCS}/v2.26.1/nki/api/generated/nki.isa.nc_matmul.html:
# "float8_e4m3/float8_e5m2/bfloat16/float16/tfloat32/float32" (tfloat32 is float32 here).
MATMUL_INPUTS = (np.float32, np.float16, _core.BF16, _core.FP8_E4M3, _core.FP8_E5M2)
# Activation bias types, {DOCS}/v2.21.0.beta/general/nki/api/nki.errors.html
# (err_activation_bias_invalid_type: "float32, float16, or bfloat16").
BIAS_TYPES = (np.float32, np.float16, _core.BF16)


def sbuf_bytes(target):
    require(target in SBUF_PARTITION_BYTES, "unknown target %r (trn1, trn2 or trn3)" % target)
    return SBUF_PARTITION_BYTES[target]


def on_chip_shape(shape, dtype, buffer, legacy=False):
    """An SBUF/PSUM tensor is at least 2-D with the partition dimension first and <= 128:
    {DOCS}/latest/nki/about/tiling-overview.html ("a first dimension (also called the
    Partition Dimension) no larger than 128") and {DOCS}/latest/nki/about/nki_known_issues.html
    ("Tile on SBUF/PSUM must have at least 2 dimensions")."""
    require(len(shape) >= 2, "on-chip tensors are at least 2-D (partition, free), got shape %s" % (shape,))
    require(shape[0] <= PARTITIONS, "partition dimension (dim 0) is %d; SBUF and PSUM have %d partitions" % (shape[0], PARTITIONS))
    free = int(np.prod(shape[1:])) * np.dtype(dtype).itemsize
    if buffer == SBUF:
        limit = sbuf_bytes(_core.MACHINE.target)
        require(free <= limit, "an SBUF tensor of shape %s needs %d bytes per partition; %s SBUF has %d"
                % (shape, free, _core.MACHINE.target, limit))
    else:
        # PSUM is 16 KiB per partition in 8 banks of 2 KiB, {DOCS}/v2.33.0/nki/api/nki.language.tile_size.html
        # (psum_bank_fmax: 512 fp32 per bank per partition; psum_num_banks). Beta 1 tiles fit one bank
        # ({DOCS}/v2.26.1/nki/api/generated/nki.language.tile_size.html: psum_fmax, "Maximum free dimension
        # of a tile on PSUM buffer").
        limit = PSUM_BANK_BYTES if legacy else PSUM_BANK_BYTES * PSUM_BANKS
        require(free <= limit, "a PSUM tensor of shape %s needs %d bytes per partition; %s" % (
            shape, free, "a Beta 1 PSUM tile holds one 2 KiB bank" if legacy else "PSUM has 8 banks of 2 KiB"))


def access(t, what):
    """An instruction reads or writes a contiguous run of partitions starting anywhere, with
    the same free-axis pattern in every partition: {DOCS}/latest/nki/deep-dives/nki-aps.html
    ("Hardware Capability": a pattern is "the same across all partitions", located by "the
    offset from the beginning of the tensor and the number of partitions"). So the partition
    dimension of a view steps by one partition, stays first, and free dims stay in a row."""
    if _core.buffer_of(t) == HBM or getattr(t, "root", None) is None or t.size == 0:
        return
    row = _core.partition_stride(t.root)
    first, free_start = _core.offsets(t)
    if t.shape[0] > 1:
        require(t.strides[0] == row, "%s: the partition dimension must come first and step by one partition "
                "(no strided partition slices); the view steps by %s partitions" % (what, _fraction(t.strides[0], row)))
    require(first + t.shape[0] <= PARTITIONS, "%s: partitions %d..%d do not exist" % (what, first, first + t.shape[0] - 1))
    reach = free_start + t.dtype.itemsize
    for size, stride in zip(t.shape[1:], t.strides[1:]):
        require(stride >= 0, "%s: free access patterns step forward (stride %d bytes)" % (what, stride))
        reach += (size - 1) * stride
    require(reach <= row, "%s: a free dimension steps across partitions (reaches byte %d of a %d-byte row)" % (what, reach, row))


def _fraction(stride, row):
    return ("%g" % (stride / row)) if row else str(stride)


def operands(*pairs):
    """Each (tensor, name) on chip obeys the access rule; the instruction uses them."""
    for t, what in pairs:
        on_chip(t, what)
        access(t, what)
    _core.MACHINE.tick(*[t for t, _ in pairs])


def on_chip(t, what):
    """Compute engines read and write SBUF/PSUM only, {DOCS}/latest/nki/about/memory-hierarchy-overview.html."""
    require(_core.buffer_of(t) in (SBUF, PSUM), "%s must be in SBUF or PSUM, got %s" % (what, _core.buffer_of(t)))


def dma(dst, src):
    """DMA moves HBM <-> SBUF (and SBUF <-> SBUF); PSUM is neither a DMA source (NKI >= 0.3,
    {DOCS}/latest/_sources/nki/migration/nki-0-3-0-update-guide.rst) nor a destination
    ({DOCS}/latest/nki/api/generated/nki.isa.dma_copy.html: "between memory locations (SBUF or HBM)")."""
    require(_core.buffer_of(src) != PSUM, "dma_copy cannot read PSUM (NKI >= 0.3): copy it to SBUF with tensor_copy first")
    require(_core.buffer_of(dst) != PSUM, "dma_copy cannot write PSUM (DMA moves HBM and SBUF)")
    require(np.size(dst) == np.size(src), "dma_copy element counts differ (%d vs %d)" % (np.size(dst), np.size(src)))


def matmul(stationary, moving, dst_dtype):
    """{DOCS}/v2.26.1/nki/api/generated/nki.isa.nc_matmul.html: inputs in SBUF, output in PSUM;
    "the partition axis sizes of the stationary and moving tiles must be identical and <=128"
    (K, the contraction, on partitions in both); "the free axis sizes of stationary and moving
    tiles must be <= 128 and <=512"; "accumulation and results are always in float32"; if one
    input is fp32 the other must be too (reference/nki-target.md section 3)."""
    require(_core.buffer_of(stationary) == SBUF and _core.buffer_of(moving) == SBUF,
            "nc_matmul reads stationary and moving from SBUF (got %s and %s)" % (_core.buffer_of(stationary), _core.buffer_of(moving)))
    k, m, n = stationary.shape[0], _core.free_size(stationary), _core.free_size(moving)
    require(moving.shape[0] == k, "nc_matmul contracts over partitions: stationary has K=%d partitions, moving %d" % (k, moving.shape[0]))
    require(k <= MATMUL_K, "nc_matmul: K=%d partitions, at most %d" % (k, MATMUL_K))
    require(m <= MATMUL_M, "nc_matmul: the stationary free size M=%d, at most %d (a 128 x 128 stationary tile)" % (m, MATMUL_M))
    require(n <= MATMUL_N, "nc_matmul: the moving free size N=%d, at most %d (one PSUM bank of fp32)" % (n, MATMUL_N))
    for t, what in ((stationary, "stationary"), (moving, "moving")):
        require(t.dtype in [np.dtype(d) for d in MATMUL_INPUTS], "nc_matmul: %s is %s; the TensorE takes fp8, bf16, fp16, tf32 or fp32" % (what, t.dtype))
    require((stationary.dtype == np.float32) == (moving.dtype == np.float32),
            "nc_matmul: fp32 on one side needs fp32 on the other (got %s and %s)" % (stationary.dtype, moving.dtype))
    require(np.dtype(dst_dtype) == np.float32, "nc_matmul accumulates in fp32 PSUM; the destination is %s" % np.dtype(dst_dtype))
    return k, m, n


def psum_bank(t):
    """A matmul writes one 2 KiB bank per partition ({DOCS}/v2.33.0/nki/api/nki.language.tile_size.html,
    psum_bank_fmax)."""
    if getattr(t, "root", None) is None:
        return
    _, first = _core.offsets(t)
    last = first + sum((s - 1) * st for s, st in zip(t.shape[1:], t.strides[1:])) + t.dtype.itemsize - 1
    require(first // PSUM_BANK_BYTES == last // PSUM_BANK_BYTES,
            "matmul destination crosses a PSUM bank (bytes %d..%d of the partition; banks are 2 KiB)" % (first, last))


def transpose(data, dst_dtype, dst_buffer):
    """{DOCS}/latest/nki/api/generated/nki.isa.nc_transpose.html: on the TensorE, data in SBUF
    of at most 128 x 128 goes to PSUM; the dtype is kept."""
    require(_core.buffer_of(data) == SBUF and dst_buffer == PSUM, "nc_transpose (TensorE) goes from SBUF to PSUM")
    require(data.shape[0] <= TRANSPOSE_TENSOR_E and _core.free_size(data) <= TRANSPOSE_TENSOR_E,
            "nc_transpose moves at most 128 x 128, got %d x %d" % (data.shape[0], _core.free_size(data)))
    require(np.dtype(dst_dtype) == data.dtype, "nc_transpose keeps the dtype (%s to %s)" % (data.dtype, np.dtype(dst_dtype)))


def bias(b):
    """{DOCS}/v2.21.0.beta/general/nki/api/nki.errors.html (err_activation_bias_invalid_type): a
    [P,1] vector of float32, float16 or bfloat16; on trn1/trn2 not a scalar."""
    require(not np.isscalar(b), "activation bias is a [P,1] tile, not a scalar")
    require(b.dtype in [np.dtype(d) for d in BIAS_TYPES], "activation bias is %s; it must be float32, float16 or bfloat16" % b.dtype)


def both_psum(a, b):
    """tensor_tensor cannot read both inputs from PSUM ({DOCS}/latest/nki/api/generated/nki.isa.tensor_tensor.html)."""
    require(not (_core.buffer_of(a) == PSUM and _core.buffer_of(b) == PSUM), "tensor_tensor cannot read both inputs from PSUM")


def predicate(p):
    """A predicate tile is uint8, uint16 or uint32 (bool_ is stored as uint8)
    ({DOCS}/latest/nki/api/generated/nki.isa.tensor_copy_predicated.html)."""
    require(p.dtype in (np.uint8, np.uint16, np.uint32), "a predicate is uint8, uint16 or uint32, got %s" % p.dtype)


def memset_value(dst, value):
    """Since NKI 0.3 the memset value's type matches dst ({DOCS}/latest/_sources/nki/migration/nki-0-3-0-update-guide.rst)."""
    require(_core.is_float(dst.dtype) == isinstance(value, float),
            "memset value %r does not match the destination type %s" % (value, dst.dtype))


def capacity(machine):
    """After a run: at every point the live on-chip tensors (allocation to last use) fit. SBUF
    per partition by target (SBUF_PARTITION_BYTES); PSUM in 8 banks of 2 KiB, each tensor
    taking whole banks."""
    limits = {SBUF: sbuf_bytes(machine.target), PSUM: PSUM_BANKS}

    def size(a):
        return a.bytes if a.buffer == SBUF else a.banks

    for buffer in (SBUF, PSUM):
        allocs = [a for a in machine.allocations if a.buffer == buffer]
        # A tensor last used by instruction c is free for an allocation made after it (at
        # clock c); one never used frees right after it is made.
        frees = [(a.last if a.last > a.start else a.start + 0.5, 0, a) for a in allocs]
        events = sorted([(a.start, 1, a) for a in allocs] + frees, key=lambda e: (e[0], e[1]))
        live, held, peak = 0, [], 0
        for _, kind, a in events:
            if kind == 0:
                live -= size(a)
                held.remove(a)
                continue
            live += size(a)
            held.append(a)
            peak = max(peak, live)
            if live > limits[buffer]:
                biggest = sorted(held, key=size, reverse=True)[:3]
                unit = "bytes per partition" if buffer == SBUF else "banks"
                raise NkiError("%s overflows at %s: live tensors need %d %s, %s has %d (largest: %s)" % (
                    buffer.upper(), a.where, live, unit, "%s SBUF" % machine.target if buffer == SBUF else "PSUM",
                    limits[buffer], ", ".join("%s from %s" % (x.shape, x.where) for x in biggest)))
        setattr(machine, "peak_" + buffer, peak)
