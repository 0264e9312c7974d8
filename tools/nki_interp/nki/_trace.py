"""How Beta 1 (`neuronxcc.nki`) traces a kernel, as far as it limits what a kernel may write.

Beta 1 does not run loop bodies as Python: `nl.affine_range` and `nl.sequential_range` hand
the body a symbolic loop index and trace it once. So (a) index expressions are affine in the
loop indices and a tile's size cannot depend on one: a ragged edge takes a `mask=`, not
`min()` or `if` on the index; (b) a tile value made in a loop body belongs to that iteration:
a value carried to the next iteration or out of the loop must be written into a tile in
place (`t[...] = ...`). Sources: the legacy programming model,
https://awsdocs-neuron.readthedocs-hosted.com/en/latest/nki/deep-dives/programming_model.html
("Tile-based ... loop iterators"), and NKI API masking: "mask - a compile-time constant
predicate" (https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/nki/api/generated/nki.isa.dma_copy.html).

The interpreter still runs every iteration, with `LoopIndex` values that carry their affine
form, so both rules can be checked on the values the kernel computes.
"""

import numpy as np

from ._core import NkiError, require

# (loop id, iteration) of the Beta 1 loops being run, outermost first.
LOOPS = []
_next_loop = [0]


def symbolic(message):
    raise NkiError("Beta 1 loop indices are symbolic (traced once): %s; handle a ragged edge with mask=" % message)


class LoopIndex(int):
    """An integer with its affine form: `terms` maps loop ids to coefficients."""

    def __new__(cls, value, terms):
        obj = int.__new__(cls, value)
        obj.terms = terms
        return obj

    def _affine(self, other, sign):
        if isinstance(other, np.ndarray):
            return NotImplemented
        terms = dict(self.terms)
        for k, v in getattr(other, "terms", {}).items():
            terms[k] = terms.get(k, 0) + sign * v
        terms = {k: v for k, v in terms.items() if v}
        value = int(self) + sign * int(other)
        return LoopIndex(value, terms) if terms else value

    def __add__(self, other):
        return self._affine(other, 1)

    __radd__ = __add__

    def __sub__(self, other):
        return self._affine(other, -1)

    def __rsub__(self, other):
        return (-self)._affine(other, 1)

    def __neg__(self):
        return LoopIndex(-int(self), {k: -v for k, v in self.terms.items()})

    def __mul__(self, other):
        if isinstance(other, np.ndarray):
            return NotImplemented
        if getattr(other, "terms", None):
            symbolic("a product of two loop indices is not affine")
        return LoopIndex(int(self) * int(other), {k: v * int(other) for k, v in self.terms.items()}) if int(other) else 0

    __rmul__ = __mul__

    def _no(self, *_):
        symbolic("an index expression cannot divide, take a remainder, compare or branch on a loop index (used in min(), max() or if)")

    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __truediv__ = __rtruediv__ = _no
    __bool__ = _no

    def _compare(self, other):
        if isinstance(other, np.ndarray):
            return NotImplemented
        self._no()

    __lt__ = __le__ = __gt__ = __ge__ = _compare
    __hash__ = int.__hash__


def loop(*args):
    """A Beta 1 range: yields LoopIndex values and keeps LOOPS current."""
    lid = _next_loop[0]
    _next_loop[0] += 1
    for k, value in enumerate(range(*[int(a) for a in args])):
        LOOPS.append((lid, k))
        try:
            yield LoopIndex(value, {lid: 1})
        finally:
            LOOPS.pop()


def check_slices(index):
    """A tile's extent along each dimension is a compile-time constant."""
    for part in index if isinstance(index, tuple) else (index,):
        if isinstance(part, slice) and part.start is not None and part.stop is not None:
            size = part.stop - part.start
            if getattr(size, "terms", None):
                symbolic("the slice %s:%s has a size that depends on a loop index" % (part.start, part.stop))


def has_arrays(index):
    return any(isinstance(part, np.ndarray) for part in (index if isinstance(index, tuple) else (index,)))


class Access:
    """`tensor[index]` with `nl.arange` index tiles: resolved only where a mask allows, since
    masked-out indices may lie outside the tensor."""

    def __init__(self, tensor, index):
        self.tensor = tensor
        self.index = np.broadcast_arrays(*[np.asarray(i) for i in (index if isinstance(index, tuple) else (index,))])
        self.shape = self.index[0].shape
        self.buffer = getattr(tensor, "buffer", "hbm")
        self.dtype = tensor.dtype

    def selected(self, mask):
        mask = np.ones(self.shape, dtype=bool) if mask is None else np.broadcast_to(np.asarray(mask, dtype=bool), self.shape)
        picked = tuple(i[mask] for i in self.index)
        for d, (p, n) in enumerate(zip(picked, self.tensor.shape)):
            require(p.size == 0 or (p.min() >= 0 and p.max() < n),
                    "an access reaches index %d of dimension %d (size %d) where the mask is true" % (p.max() if p.size else 0, d, n))
        return mask, picked

    def read(self, mask):
        mask, picked = self.selected(mask)
        out = np.full(self.shape, np.nan, dtype=np.float32)
        out[mask] = np.asarray(self.tensor)[picked].astype(np.float32)
        return out, int(mask.sum())

    def write(self, value, mask):
        mask, picked = self.selected(mask)
        base = np.asarray(self.tensor)
        base[picked] = np.broadcast_to(np.asarray(value, dtype=np.float32), self.shape)[mask].astype(self.tensor.dtype)
        return int(mask.sum())


class Value(np.ndarray):
    """A tile that a Beta 1 instruction returns: its memory, the loop iterations it was
    made in (`born`), the mask it was computed under, and whether a matmul made it."""

    def __array_finalize__(self, obj):
        self.buffer = getattr(obj, "buffer", "sbuf")
        self.born = getattr(obj, "born", ())
        self.mask = getattr(obj, "mask", None)
        self.matmul = getattr(obj, "matmul", False)
        self.root = None
        self.alloc = None


def value(data, buffer, mask=None, matmul=False):
    v = np.asarray(data, dtype=np.float32).view(Value)
    v.buffer = buffer
    v.born = tuple(LOOPS)
    v.mask = mask
    v.matmul = matmul
    return v


def check_current(x, what):
    """A Value is read in the loop iteration that made it."""
    if not isinstance(x, Value):
        return
    now = dict(LOOPS)
    for lid, k in x.born:
        if lid not in now:
            raise NkiError("%s was computed inside a loop body and read after the loop: Beta 1 tiles made in a loop "
                           "belong to one iteration; write it into a tile allocated outside the loop (t[...] = ...)" % what)
        if now[lid] != k:
            raise NkiError("%s was computed in iteration %d of a loop and read in iteration %d: Beta 1 traces the body once, "
                           "so a loop-carried value must be written into a tile in place (t[...] = ...)" % (what, k, now[lid]))
