"""The Axe layout algebra on Python objects, as CuTe's and Triton's layouts are in their Python APIs.

A layout L = (D, R, O) maps a logical index x to the set f_L(x) = { D(x) + r + O | r in R } of points on
named hardware axes (spec 001). It is written as `#axe.layout` writes it::

    >>> from axe.layout import Layout, tile
    >>> L = Layout("S[(4,2):(2,1)]")
    >>> L.canonicalize()
    Layout('S[8:1]')
    >>> sorted(Layout("S[(8,2,4,2):(4@l,1@w,1@l,1)] + R[2:4@w] + 5@w").apply((0, 8), shape=(8, 16)))
    [Point({'w': 6}), Point({'w': 10})]
    >>> tile(Layout("S[(8,8):(8,1)]"), Layout("S[(2,3):(3,1)]"), (8, 8), (2, 3)).layout
    Layout('S[(8,2,8,3):(48,3,6,1)]')

Operations: parse (`Layout(text)`), print (`str`), `apply`, `canonicalize`, `equivalent`, `group` /
`group_many`, `tile`, `tile_of`, `slice`, `direct_sum`, `span` / `size_on`, and the picture (`show`: a
table; `svg`: a figure in the style of CuTe's). Each runs the Rust algebra (core/layout) through its C API
(dialects/layout-capi), the same code `axe-layout` and the `#axe.layout` attribute run, so the results
are the tool's. A shape left out is the layout's size, one-dimensional, as `axe-layout` takes it. What the
algebra refuses raises `LayoutError` with its reason (and, for text that does not parse, the byte offset).
"""

from __future__ import annotations

import ctypes
import json
import operator
import warnings
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterator, Mapping, Optional, Sequence, Tuple, Union

from ._layout_lib import library

__all__ = [
    "Grouped",
    "GroupedMany",
    "Layout",
    "LayoutError",
    "LayoutWarning",
    "Point",
    "direct_sum",
    "tile",
    "tile_of",
]

Shape = Sequence[int]
Region = Sequence[Union[Tuple[int, int], range, slice]]
_INT64 = (-(1 << 63), (1 << 63) - 1)


class LayoutError(ValueError):
    """What the layout algebra refused, and why; `offset` is the byte offset into the text of a layout that
    does not parse (None otherwise)."""

    def __init__(self, message: str, offset: Optional[int] = None):
        super().__init__(message if offset is None else f"at byte {offset}: {message}")
        self.message = message
        self.offset = offset


class LayoutWarning(UserWarning):
    """A result that holds with a caveat: a canonical form that may not be unique (the gap condition,
    spec 001 A.1, fails)."""


class Point(Mapping[str, int]):
    """A point on the hardware axes: axis name -> coordinate, zero components left out (`p["lane"]` of a
    point without a lane component is 0). Immutable and hashable."""

    __slots__ = ("_items",)

    def __init__(self, components: Mapping[str, int]):
        self._items: Tuple[Tuple[str, int], ...] = tuple(sorted((a, int(v)) for a, v in components.items() if v))

    def __getitem__(self, axis: str) -> int:
        return dict(self._items).get(axis, 0)

    def __iter__(self) -> Iterator[str]:
        return (a for a, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, axis: object) -> bool:
        return any(a == axis for a, _ in self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Point):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._items == Point(other)._items
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._items)

    def __lt__(self, other: "Point") -> bool:
        return self._items < other._items

    def __repr__(self) -> str:
        return f"Point({dict(self._items)!r})"

    def __str__(self) -> str:
        """`5@warp + 3` (the memory axis m bare), `0` for the origin, as `axe-layout apply` prints it."""
        if not self._items:
            return "0"
        return " + ".join(str(v) if a == "m" else f"{v}@{a}" for a, v in self._items)


@dataclass(frozen=True)
class Grouped:
    """A layout grouped by a shape (or the result of `tile`, `tile_of`, `direct_sum`): the layout, its
    shape, and `seps`, where each dimension's iters start and end (dimension d is iters
    seps[d]..seps[d+1])."""

    layout: "Layout"
    shape: Tuple[int, ...]
    seps: Tuple[int, ...]


@dataclass(frozen=True)
class GroupedMany:
    """A layout grouped by several shapes at once (`Layout.group_many`): the layout over the shapes' common
    refinement `shape`, and per given shape its `seps` in that refinement."""

    layout: "Layout"
    shape: Tuple[int, ...]
    seps: Tuple[Tuple[int, ...], ...]


def _text(layout: Union["Layout", str]) -> bytes:
    return str(layout).encode()


def _ints(values: Sequence[int], what: str) -> "ctypes.Array[ctypes.c_int64]":
    """`values` as an int64 array; TypeError for what is no integer, LayoutError for what int64 cannot hold."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise TypeError(f"{what} must be a sequence of integers, not {type(values).__name__}")
    out = []
    for v in values:
        if isinstance(v, bool):
            raise TypeError(f"{what} must hold integers, not bool")
        try:
            n = operator.index(v)
        except TypeError:
            raise TypeError(f"{what} must hold integers, not {type(v).__name__}") from None
        if not _INT64[0] <= n <= _INT64[1]:
            raise LayoutError(f"{what}: {n} does not fit in 64 bits")
        out.append(n)
    return (ctypes.c_int64 * len(out))(*out)


def _take(pointer: ctypes.c_void_p) -> str:
    """The text of a string the library returned, released."""
    if not pointer.value:
        return ""
    try:
        return ctypes.string_at(pointer.value).decode()
    finally:
        library().axe_string_free(pointer)


def _call(function: str, *args: object, offset: bool = False) -> str:
    """Calls a C API function whose last arguments are (out, out_error[, out_offset]); its output, or the
    LayoutError it reports."""
    out, error = ctypes.c_void_p(), ctypes.c_void_p()
    position = ctypes.c_size_t(0)
    extra = [ctypes.byref(position)] if offset else []
    ok = getattr(library(), function)(*args, ctypes.byref(out), ctypes.byref(error), *extra)
    text, message = _take(out), _take(error)
    if not ok:
        raise LayoutError(message or f"{function} failed", position.value if offset else None)
    return text


def _grouped(text: str) -> Grouped:
    result = json.loads(text)
    return Grouped(Layout(result["layout"]), tuple(result["shape"]), tuple(result["seps"][0]))


class Layout:
    """A layout, parsed from the `#axe.layout` syntax (`S[(8,4):(4@lane,1@lane)] + R[2:4@warp] + 5@warp`;
    `S[2,3,4]` is row-major on the memory axis m). `str()` is its normal text form; two layouts are `==`
    when those are the same, and `equivalent` when they induce the same map."""

    __slots__ = ("_text", "_size", "_replicas", "_axes")

    def __init__(self, text: Union[str, "Layout"]):
        if isinstance(text, Layout):
            text = text._text
        if not isinstance(text, str):
            raise TypeError(f"a layout is parsed from a str, not {type(text).__name__}")
        data = text.encode()
        described = json.loads(_call("axe_layout_describe", data, len(data), offset=True))
        self._text: str = described["text"]
        self._size: int = described["size"]
        self._replicas: int = described["replicas"]
        self._axes: Dict[str, Dict[str, int]] = described["axes"]

    @classmethod
    def row_major(cls, shape: Shape) -> "Layout":
        """The row-major layout of `shape` on the memory axis m (`S[2,3,4]`)."""
        extents = list(_ints(shape, "shape"))
        return cls(f"S[{','.join(str(e) for e in extents)}]")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Layout({self._text!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Layout):
            return NotImplemented
        return self._text == other._text

    def __hash__(self) -> int:
        return hash(self._text)

    @property
    def size(self) -> int:
        """The number of logical indices (the product of the shard extents)."""
        return self._size

    @property
    def replicas(self) -> int:
        """How many points each logical index maps to (the product of the replica extents)."""
        return self._replicas

    @property
    def axes(self) -> Tuple[str, ...]:
        """The axes the layout reaches, by name."""
        return tuple(self._axes)

    def span(self, axis: Optional[str] = None) -> Union[int, Dict[str, int]]:
        """The span on `axis` (Lemma C.1: one past the largest coordinate its iters reach, before the
        offset), or a dict of every axis's span."""
        if axis is None:
            return {a: v["span"] for a, v in self._axes.items()}
        return self._axes[axis]["span"] if axis in self._axes else 0

    def size_on(self, axis: str) -> int:
        """The product of the extents of the iters on `axis` (1 where none is)."""
        return self._axes[axis]["size"] if axis in self._axes else 1

    def canonicalize(self) -> "Layout":
        """The canonical form (spec 001 App. A). Where the gap condition fails the form may not be unique;
        a LayoutWarning says why."""
        data = self._text.encode()
        out, note, error = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
        ok = library().axe_layout_canonicalize(data, len(data), ctypes.byref(out), ctypes.byref(note), ctypes.byref(error))
        text, why, message = _take(out), _take(note), _take(error)
        if not ok:
            raise LayoutError(message)
        if why:
            warnings.warn(why, LayoutWarning, stacklevel=2)
        return Layout(text)

    def equivalent(self, other: Union["Layout", str]) -> bool:
        """Whether the two layouts induce the same map (canonical forms; point by point where the gap
        condition fails)."""
        a, b = self._text.encode(), _text(other)
        error = ctypes.c_void_p()
        result = library().axe_layout_equal(a, len(a), b, len(b), ctypes.byref(error))
        message = _take(error)
        if result < 0:
            raise LayoutError(message)
        return result == 1

    def apply(self, at: Union[int, Sequence[int]], shape: Optional[Shape] = None) -> FrozenSet[Point]:
        """f_L at a flat index, or at a coordinate of `shape`: the set of points it maps to."""
        if shape is None and not isinstance(at, Sequence):
            coord = _ints([at], "index")
            dims = _ints([], "shape")
        else:
            coord = _ints(at if isinstance(at, Sequence) else [at], "coordinate")
            dims = _ints(shape if shape is not None else [self._size], "shape")
        data = self._text.encode()
        points = json.loads(_call("axe_layout_apply", data, len(data), coord, len(coord), dims, len(dims)))
        return frozenset(Point(p) for p in points)

    def __call__(self, at: Union[int, Sequence[int]], shape: Optional[Shape] = None) -> FrozenSet[Point]:
        """`L(x)` is `L.apply(x)`."""
        return self.apply(at, shape)

    def group(self, shape: Shape) -> Grouped:
        """The layout grouped by `shape` (Algorithm 1, fewest iters)."""
        return self._group([shape])

    def group_many(self, shapes: Sequence[Shape]) -> GroupedMany:
        """The layout grouped by the common refinement of several shapes."""
        return self._group(list(shapes), many=True)

    def _group(self, shapes: Sequence[Shape], many: bool = False) -> Union[Grouped, GroupedMany]:
        arrays = [list(_ints(s, "shape")) for s in shapes]
        flat = _ints([e for a in arrays for e in a], "shape")
        ranks = (ctypes.c_size_t * len(arrays))(*[len(a) for a in arrays])
        data = self._text.encode()
        result = json.loads(_call("axe_layout_group", data, len(data), flat, ranks, len(arrays)))
        layout, shape = Layout(result["layout"]), tuple(result["shape"])
        if many:
            return GroupedMany(layout, shape, tuple(tuple(s) for s in result["seps"]))
        return Grouped(layout, shape, tuple(result["seps"][0]))

    def slice(self, shape: Shape, region: Region) -> "Layout":
        """The layout of the rectangular region of a tensor of `shape` (spec 001 §3.3), whenever one exists.
        `region` gives per dimension a half-open (begin, end) pair, a `range` or a `slice` with step 1."""
        begins, ends = [], []
        for d, r in enumerate(region):
            if isinstance(r, (range, slice)):
                if r.step not in (None, 1):
                    raise LayoutError(f"region dimension {d}: step {r.step}; a region is contiguous")
                begin, end = r.start or 0, r.stop
            else:
                begin, end = r
            begins.append(begin)
            ends.append(end)
        dims = _ints(shape, "shape")
        if len(begins) != len(dims):
            raise LayoutError(f"the region has {len(begins)} dimensions and the shape {len(dims)}")
        data = self._text.encode()
        return Layout(
            _call("axe_layout_slice", data, len(data), dims, _ints(begins, "region"), _ints(ends, "region"), len(dims))
        )

    def show(self, shape: Optional[Shape] = None) -> str:
        """The picture as a table: one row per logical coordinate of `shape`, one column per axis (a
        replicated value lists its alternatives as `5|9`), as `axe-layout show` prints it."""
        return self._picture(shape, svg=False).rstrip("\n")

    def svg(self, shape: Optional[Shape] = None) -> str:
        """The picture as an SVG figure: the last two dimensions of `shape` as a grid, cells labelled with
        their axis coordinates and coloured by thread (or device, or partition), as `axe-layout show --svg`
        draws it."""
        return self._picture(shape, svg=True)

    def _repr_svg_(self) -> str:
        """Jupyter shows a layout as its figure (over its size; `svg(shape)` for another shape)."""
        return self.svg()

    def _picture(self, shape: Optional[Shape], svg: bool) -> str:
        dims = _ints(shape if shape is not None else [self._size], "shape")
        data = self._text.encode()
        return _call("axe_layout_picture", data, len(data), dims, len(dims), svg)


def _binary(function: str, a: Union[Layout, str], sa: Optional[Shape], b: Union[Layout, str], sb: Optional[Shape]) -> Grouped:
    a, b = Layout(a), Layout(b)
    da, db = _ints(sa if sa is not None else [a.size], "shape"), _ints(sb if sb is not None else [b.size], "shape")
    ta, tb = str(a).encode(), str(b).encode()
    return _grouped(_call(function, ta, len(ta), da, len(da), tb, len(tb), db, len(db)))


def tile(
    outer: Union[Layout, str],
    inner: Union[Layout, str],
    outer_shape: Optional[Shape] = None,
    inner_shape: Optional[Shape] = None,
) -> Grouped:
    """OUTER (x) INNER (Algorithm 2): the grid `outer`, scaled by the span of the tile `inner`; its shape
    interleaves the two shapes."""
    return _binary("axe_layout_tile", outer, outer_shape, inner, inner_shape)


def tile_of(
    layout: Union[Layout, str],
    tile: Union[Layout, str],
    shape: Optional[Shape] = None,
    tile_shape: Optional[Shape] = None,
) -> Grouped:
    """C with LAYOUT = C (x) TILE (App. D, verified against the definition); LayoutError when there is none."""
    return _binary("axe_layout_tile_of", layout, shape, tile, tile_shape)


def direct_sum(
    left: Union[Layout, str],
    right: Union[Layout, str],
    left_shape: Optional[Shape] = None,
    right_shape: Optional[Shape] = None,
) -> Grouped:
    """LEFT + RIGHT on the tiling domain (App. F): like `tile`, without scaling by the span."""
    return _binary("axe_layout_direct_sum", left, left_shape, right, right_shape)
