"""tinygrad tensor graphs to the uop tensor level.

`export` walks the UOp graph behind tinygrad 0.14 tensors (`Tensor.uop`,
before they are realized) and writes one `func.func` whose arguments are the
given input tensors and whose results are the outputs:

| tinygrad                           | uop tensor level                                   |
|------------------------------------|----------------------------------------------------|
| an input's graph, its BUFFER       | a function argument (the BUFFER: its flat reshape) |
| any other BUFFER (a tensor the     | one more argument after the inputs, its data read  |
|   function built from data)        |   from tinygrad (`Program.extra_inputs`)           |
| COPY, DETACH, CONTIGUOUS_BACKWARD  | the value itself (no device or gradient here)      |
| CONTIGUOUS                         | `uop.contiguous`                                   |
| AFTER(buffer, STORE(buffer, v))    | `v` (a buffer filled by one store, `Tensor.full`)  |
| CONST (a scalar)                   | `arith.constant dense<..>` at the shape it meets   |
| RESHAPE, PERMUTE, FLIP             | `uop.reshape`, `uop.permute`, `uop.flip`           |
| EXPAND (prepends axes)             | `uop.reshape` to size-1 axes, `uop.expand`         |
| PAD, SHRINK ((offset, size) pairs) | `uop.pad` (low, high), `uop.shrink` (begin, end)   |
| REDUCE (op, n): the leading n axes | `uop.reduce_axis` over them, reshaped away         |
| MAX on bools (tinygrad: or)        | `arith.ori`; REDUCE MAX `uop.reduce_axis min`      |
| POW on integers, constant exponent | multiplications (square and multiply), as tinygrad |
| STACK of tensors (a new axis 0)    | each padded into its slot, picked by `uop.where`   |
| unary / binary / ternary ALU       | `arith` / `math` on tensors, `uop.cmp`, `uop.where`|
| CAST, BITCAST                      | `uop.cast`, `arith.bitcast`                        |
| THREEFRY (Tensor.rand's bits)      | its 20 rounds in i32 arith (threefry.py)           |

tinygrad broadcasts elementwise operands (numpy's rule, right-aligned); the
uop dialect does not, so each operand is reshaped and expanded to the op's
shape. A literal has a weak dtype and takes the dtype of the op it meets.
Every other op raises ExportError naming it.
"""
from dataclasses import dataclass, field

import numpy as np
from tinygrad import Tensor, dtypes
from tinygrad.dtype import DType
from tinygrad.uop.ops import Ops, UOp

from . import element_types as et
from .errors import ExportError
from .mlir_function import FunctionBuilder, Value
from .threefry import threefry2x32

REDUCE_KINDS = {Ops.ADD: "add", Ops.MUL: "mul", Ops.MAX: "max"}

UNARY_MATH = {Ops.EXP2: "math.exp2", Ops.LOG2: "math.log2", Ops.SIN: "math.sin",
              Ops.SQRT: "math.sqrt", Ops.TRUNC: "math.trunc"}

# op: (on floats, on signed integers and bools, on unsigned integers); None: refused
BINARY = {
    Ops.ADD: ("arith.addf", "arith.addi", "arith.addi"),
    Ops.SUB: ("arith.subf", "arith.subi", "arith.subi"),
    Ops.MUL: ("arith.mulf", "arith.muli", "arith.muli"),
    Ops.FDIV: ("arith.divf", None, None),
    Ops.CDIV: (None, "arith.divsi", "arith.divui"),   # C division truncates
    Ops.CMOD: ("arith.remf", "arith.remsi", "arith.remui"),
    Ops.FLOORDIV: (None, "arith.floordivsi", "arith.divui"),
    Ops.MAX: ("arith.maximumf", "arith.maxsi", "arith.maxui"),
    Ops.POW: ("math.powf", None, None),
    Ops.AND: (None, "arith.andi", "arith.andi"),
    Ops.OR: (None, "arith.ori", "arith.ori"),
    Ops.XOR: (None, "arith.xori", "arith.xori"),
    Ops.SHL: (None, "arith.shli", "arith.shli"),
    Ops.SHR: (None, "arith.shrsi", "arith.shrui"),
}

COMPARISONS = {Ops.CMPLT: "lt", Ops.CMPNE: "ne", Ops.CMPEQ: "eq"}

PASS_THROUGH = {Ops.COPY, Ops.DETACH, Ops.CONTIGUOUS_BACKWARD}


@dataclass
class Program:
    """An exported function: its MLIR text, and the dtypes of its arguments
    and results in order. The arguments are the given inputs, then one per
    buffer the graph reads that is not an input's (a tensor the traced
    function built from data): `extra_inputs` holds their data, to pass
    after the inputs' own."""
    name: str
    mlir: str
    input_dtypes: list[DType]
    output_dtypes: list[DType]
    extra_inputs: list[np.ndarray] = field(default_factory=list)


def export(outputs, inputs, name: str = "main") -> Program:
    """Exports the graph of `outputs` (a Tensor or a list of them) as a function
    of `inputs` (Tensors the graph reads); call it before realizing them."""
    outputs = [outputs] if isinstance(outputs, Tensor) else list(outputs)
    exporter = _Exporter(name, list(inputs))
    results = [exporter.value(t.uop, None) for t in outputs]
    extra_dtypes = [et.concrete(u.dtype) for u, _ in exporter.extra]
    return Program(name, exporter.fn.text(results), [et.concrete(t.dtype) for t in inputs] + extra_dtypes,
                   [et.concrete(t.uop.dtype) for t in outputs], [data for _, data in exporter.extra])


def _static(shape, op: Ops) -> tuple[int, ...]:
    if not all(isinstance(d, int) for d in shape):
        raise ExportError(f"tinygrad op {op.name}: symbolic shape {shape} (the bridge exports static shapes)")
    return tuple(shape)


class _Exporter:
    def __init__(self, name: str, inputs: list[Tensor]):
        self.fn = FunctionBuilder(name)
        self.memo: dict[tuple[UOp, DType | None], Value] = {}
        self.buffers: dict[UOp, Value] = {}
        self.constants: dict[tuple[UOp, tuple[int, ...], DType], Value] = {}
        # buffers the graph reads that no input holds, with their data
        self.extra: list[tuple[UOp, np.ndarray]] = []
        for t in inputs:
            dtype = et.concrete(t.dtype)
            arg = self.fn.argument(_static(t.shape, Ops.BUFFER), et.mlir_type(dtype, "an input"))
            self.memo[(t.uop, None)] = arg
            # The input's own BUFFER, should the graph reach it another way: the flat data.
            for u in t.uop.toposort():
                if u.op is Ops.BUFFER:
                    self.buffers[u] = arg

    # -- values ------------------------------------------------------------

    def value(self, u: UOp, hint: DType | None) -> Value:
        """The value of `u`; `hint` is the dtype a weak (literal) `u` takes."""
        key = (u, hint if u.dtype in dtypes.weaks else None)
        if key not in self.memo and (u, None) in self.memo:
            key = (u, None)
        if key not in self.memo:
            self.memo[key] = self._emit(u, hint)
        return self.memo[key]

    def _emit(self, u: UOp, hint: DType | None) -> Value:
        op = u.op
        if op in PASS_THROUGH:
            return self.value(u.src[0], hint)
        if op is Ops.BUFFER:
            if u not in self.buffers:
                self.buffers[u] = self._extra_argument(u)
            return self._reshape(self.buffers[u], _static(u.shape, op))
        if op is Ops.CONST:
            return self._constant(u, (), hint)
        if op is Ops.CONTIGUOUS:
            v = self.value(u.src[0], hint)
            return self.fn.op(f"uop.contiguous {v.name} : {v.type}", v.shape, v.elem)
        if op is Ops.AFTER:
            return self._after(u, hint)
        if op in (Ops.RESHAPE, Ops.EXPAND, Ops.PERMUTE, Ops.PAD, Ops.SHRINK, Ops.FLIP):
            return self._movement(u, hint)
        if op is Ops.REDUCE:
            return self._reduce(u, hint)
        if op is Ops.STACK:
            return self._stack(u, hint)
        if op is Ops.CAST:
            return self._cast(self.value(u.src[0], None), u.src[0].dtype, et.concrete(u.dtype, hint))
        if op is Ops.BITCAST:
            return self._bitcast(u, hint)
        if op in UNARY_MATH or op in (Ops.NEG, Ops.RECIPROCAL):
            return self._unary(u, hint)
        if op in COMPARISONS:
            return self._compare(u)
        if op in BINARY or op is Ops.FLOORMOD:
            return self._binary(u, hint)
        if op is Ops.WHERE:
            return self._where(u, hint)
        if op is Ops.MULACC:
            return self._mulacc(u, hint)
        if op is Ops.THREEFRY:
            return self._threefry(u)
        raise ExportError(f"tinygrad op {op.name} has no counterpart in the uop tensor dialect")

    def _extra_argument(self, u: UOp) -> Value:
        """A BUFFER that is not an input's (`Tensor([1, 2])` inside the traced
        function): one more argument, its data read from tinygrad now (a buffer
        filled from Python or numpy, or realized; `Tensor.empty`'s is allocated
        here, and tinygrad computes from the same memory)."""
        dtype = et.concrete(u.dtype)
        shape = _static(u.shape, Ops.BUFFER)
        if 0 in shape:  # nothing to read (tinygrad's memoryview cannot even be cast)
            data = np.zeros(shape, et.numpy_dtype(dtype))
        else:
            data = np.asarray(u.buffer.ensure_allocated().numpy()).view(et.numpy_dtype(dtype)).reshape(shape)
        self.extra.append((u, data))
        return self.fn.argument(data.shape, et.mlir_type(dtype, "a buffer read by the graph"))

    # -- shapes ------------------------------------------------------------

    def _reshape(self, v: Value, shape: tuple[int, ...]) -> Value:
        if v.shape == shape:
            return v
        return self.fn.op(f"uop.reshape {v.name} : {v.type} -> {et.tensor_type(shape, v.elem)}", shape, v.elem)

    def _broadcast(self, v: Value, shape: tuple[int, ...]) -> Value:
        """numpy's broadcast: align right, then expand the size-1 axes."""
        if v.shape == shape:
            return v
        v = self._reshape(v, (1,) * (len(shape) - len(v.shape)) + v.shape)
        return self.fn.op(f"uop.expand {v.name} : {v.type} -> {et.tensor_type(shape, v.elem)}", shape, v.elem)

    def _constant(self, u: UOp, shape: tuple[int, ...], dtype: DType | None) -> Value:
        if u.op is not Ops.CONST or isinstance(u.arg, UOp):
            raise ExportError(f"tinygrad op CONST with a symbolic value {u.arg}")
        dtype = et.concrete(u.dtype, dtype)
        key = (u, shape, dtype)
        if key in self.constants:
            return self.constants[key]
        try:
            literal = bool(u.arg) if dtype == dtypes.bool else int(u.arg) if dtypes.is_int(dtype) else float(u.arg)
        except (TypeError, ValueError):
            raise ExportError(f"tinygrad op CONST: value {u.arg!r} is not a number") from None
        value = self.fn.splat(literal, et.numpy_dtype(dtype), shape, et.mlir_type(dtype, "tinygrad op CONST"))
        self.constants[key] = value
        return value

    def _operand(self, u: UOp, shape: tuple[int, ...], dtype: DType) -> Value:
        """An elementwise operand at the op's shape and dtype."""
        if u.op is Ops.CONST:
            return self._constant(u, shape, dtype)
        v = self.value(u, dtype)
        if v.elem != et.mlir_type(dtype):
            raise ExportError(f"tinygrad op {u.op.name}: operand of type {v.elem} where {dtype} was expected")
        return self._broadcast(v, shape)

    # -- movement and reduction ----------------------------------------------

    def _movement(self, u: UOp, hint: DType | None) -> Value:
        v = self.value(u.src[0], hint)
        out = _static(u.shape, u.op)
        ty, out_ty = v.type, et.tensor_type(out, v.elem)
        match u.op:
            case Ops.RESHAPE:
                return self._reshape(v, out)
            case Ops.EXPAND:
                prefix = _static(u.marg, u.op)
                if not prefix:
                    return v
                v = self._reshape(v, (1,) * len(prefix) + v.shape)
                return self.fn.op(f"uop.expand {v.name} : {v.type} -> {out_ty}", out, v.elem)
            case Ops.PERMUTE:
                if tuple(u.marg) == tuple(range(len(out))):
                    return v
                return self.fn.op(f"uop.permute {v.name} {_array(u.marg)} : {ty} -> {out_ty}", out, v.elem)
            case Ops.FLIP:
                axes = [i for i, flipped in enumerate(u.marg) if flipped]
                if not axes:
                    return v
                return self.fn.op(f"uop.flip {v.name} axes {_array(axes)} : {ty}", out, v.elem)
            case Ops.PAD:
                pairs = [_static(p, u.op) for p in u.marg]
                low = [o for o, _ in pairs]
                high = [size - o - d for (o, size), d in zip(pairs, v.shape)]
                if not any(low) and not any(high):
                    return v
                return self.fn.op(f"uop.pad {v.name} low {_array(low)} high {_array(high)} : {ty} -> {out_ty}", out, v.elem)
            case Ops.SHRINK:
                pairs = [_static(p, u.op) for p in u.marg]
                begin = [o for o, _ in pairs]
                end = [o + size for o, size in pairs]
                if out == v.shape:
                    return v
                return self.fn.op(f"uop.shrink {v.name} begin {_array(begin)} end {_array(end)} : {ty} -> {out_ty}", out, v.elem)
        raise AssertionError(u.op)

    def _reduce(self, u: UOp, hint: DType | None) -> Value:
        if len(u.src) != 1:
            raise ExportError("tinygrad op REDUCE over ranges (a kernel-level reduction, not a tensor graph)")
        combiner, count = u.arg
        if combiner not in REDUCE_KINDS:
            raise ExportError(f"tinygrad op REDUCE with {combiner.name} (uop.reduce_axis has add, mul, max, min)")
        dtype = et.concrete(u.dtype, hint)
        v = self.value(u.src[0], hint)
        if count == 0:
            return v
        kind = REDUCE_KINDS[combiner]
        # uop.reduce_axis max compares signed: on i1 true (-1) is below false,
        # so tinygrad's MAX on bools (or, false < true) is the signed min
        if combiner is Ops.MAX and dtype == dtypes.bool:
            kind = "min"
        by_sign_bit = combiner is Ops.MAX and et.unsigned(dtype)
        if by_sign_bit:
            v = self._flip_sign_bit(v, dtype)
        kept = (1,) * count + v.shape[count:]
        r = self.fn.op(f"uop.reduce_axis {kind} {v.name} axes {_array(range(count))} : "
                       f"{v.type} -> {et.tensor_type(kept, v.elem)}", kept, v.elem)
        if by_sign_bit:
            r = self._flip_sign_bit(r, dtype)
        return self._reshape(r, v.shape[count:])

    def _stack(self, u: UOp, hint: DType | None) -> Value:
        """Slot i of the new axis 0 holds src[i]. Each source is padded into its
        slot and selected by a padded mask: adding zero pads would turn -0.0 into 0.0."""
        out = _static(u.shape, u.op)
        dtype = et.concrete(u.dtype, hint)
        n, inner = out[0], out[1:]
        result = None
        for i, src in enumerate(u.src):
            v = self._reshape(self._operand(src, inner, dtype), (1,) + inner)
            low, high = _array([i] + [0] * len(inner)), _array([n - 1 - i] + [0] * len(inner))
            padded = self.fn.op(f"uop.pad {v.name} low {low} high {high} : {v.type} -> "
                                f"{et.tensor_type(out, v.elem)}", out, v.elem)
            if result is None:
                result = padded
                continue
            ones = self.fn.splat(True, et.numpy_dtype(dtypes.bool), (1,) + inner, "i1")
            mask = self.fn.op(f"uop.pad {ones.name} low {low} high {high} : {ones.type} -> "
                              f"{et.tensor_type(out, 'i1')}", out, "i1")
            result = self.fn.op(f"uop.where {mask.name}, {padded.name}, {result.name} : {mask.type}, {padded.type}",
                                out, v.elem)
        return result

    def _after(self, u: UOp, hint: DType | None) -> Value:
        target, effects = u.src[0], u.src[1:]
        stores = [e for e in effects if e.op is Ops.STORE and e.src[0] is target]
        if len(effects) != 1 or len(stores) != 1:
            raise ExportError("tinygrad op AFTER other than a buffer filled by one STORE (an assign)")
        dtype = et.concrete(target.dtype, hint)
        stored = stores[0].src[1]
        if stored.op is Ops.CONST:
            return self._constant(stored, _static(target.shape, u.op), dtype)
        v = self.value(stored, dtype)
        return self._reshape(v, _static(target.shape, u.op))

    # -- elementwise -----------------------------------------------------------

    def _cast(self, v: Value, src: DType, dst: DType) -> Value:
        """uop.cast reads integers as signed; unsigned values are widened by hand."""
        src = et.concrete(src)
        if src == dst:
            return v
        op = f"tinygrad op CAST {src} -> {dst}"
        widens = dst != dtypes.bool and not (dtypes.is_int(dst) and dst.itemsize <= src.itemsize)
        if et.unsigned(src) and widens:
            if src.itemsize == 8:
                raise ExportError(f"{op}: no wider signed type holds a uint64")
            # sign-extend to i64, then clear the bits above the source's width
            wide = self._uop_cast(v, "i64")
            mask = self.fn.splat((1 << 8 * src.itemsize) - 1, et.numpy_dtype(dtypes.int64), v.shape, "i64")
            v = self.fn.op(f"arith.andi {wide.name}, {mask.name} : {wide.type}", v.shape, "i64")
        if et.unsigned(dst) and et.is_float(src):
            if dst.itemsize == 8:
                raise ExportError(f"{op}: no wider signed type holds a uint64")
            # truncated to i64, the low bits are the unsigned value (in range; C leaves the rest undefined)
            v = self._uop_cast(v, "i64")
        return self._uop_cast(v, et.mlir_type(dst, op))

    def _uop_cast(self, v: Value, elem: str) -> Value:
        if v.elem == elem:
            return v
        return self.fn.op(f"uop.cast {v.name} : {v.type} -> {et.tensor_type(v.shape, elem)}", v.shape, elem)

    def _flip_sign_bit(self, v: Value, dtype: DType) -> Value:
        """x ^ 0b100..0: unsigned order becomes signed order."""
        bit = self.fn.splat(np.iinfo(f"i{dtype.itemsize}").min, np.dtype(f"i{dtype.itemsize}"), v.shape, v.elem)
        return self.fn.op(f"arith.xori {v.name}, {bit.name} : {v.type}", v.shape, v.elem)

    def _bitcast(self, u: UOp, hint: DType | None) -> Value:
        src, dst = et.concrete(u.src[0].dtype), et.concrete(u.dtype, hint)
        if src.itemsize != dst.itemsize:
            raise ExportError(f"tinygrad op BITCAST {src} -> {dst} changes the element size")
        v = self.value(u.src[0], None)
        elem = et.mlir_type(dst, "tinygrad op BITCAST")
        return self.fn.op(f"arith.bitcast {v.name} : {v.type} to {et.tensor_type(v.shape, elem)}", v.shape, elem)

    def _unary(self, u: UOp, hint: DType | None) -> Value:
        dtype = et.concrete(u.dtype, hint)
        shape = _static(u.shape, u.op)
        src = u.src[0]
        if src.dtype not in dtypes.weaks and src.dtype != dtype:
            # int / int: tinygrad's RECIPROCAL of an int tensor has a float dtype
            # (the operand converts to the result's type, as C's 1.0f / x does)
            x = self._broadcast(self._cast(self.value(src, None), src.dtype, dtype), shape)
        else:
            x = self._operand(src, shape, dtype)
        if u.op is Ops.NEG:
            if et.is_float(dtype):
                return self.fn.op(f"arith.negf {x.name} : {x.type}", shape, x.elem)
            if dtype == dtypes.bool:
                raise ExportError("tinygrad op NEG on bool")
            zero = self.fn.splat(0, et.numpy_dtype(dtype), shape, x.elem)
            return self.fn.op(f"arith.subi {zero.name}, {x.name} : {x.type}", shape, x.elem)
        if not et.is_float(dtype):
            raise ExportError(f"tinygrad op {u.op.name} on {dtype} (the bridge exports it on floats)")
        if u.op is Ops.RECIPROCAL:
            one = self.fn.splat(1.0, et.numpy_dtype(dtype), shape, x.elem)
            return self.fn.op(f"arith.divf {one.name}, {x.name} : {x.type}", shape, x.elem)
        return self.fn.op(f"{UNARY_MATH[u.op]} {x.name} : {x.type}", shape, x.elem)

    def _binary(self, u: UOp, hint: DType | None) -> Value:
        dtype = et.concrete(u.dtype, hint)
        shape = _static(u.shape, u.op)
        a, b = (self._operand(s, shape, dtype) for s in u.src)
        if u.op is Ops.FLOORMOD:
            # Python's %: x - floor(x / y) * y, from ops that exist on tensors
            if et.is_float(dtype) or et.unsigned(dtype):
                raise ExportError(f"tinygrad op FLOORMOD on {dtype} (the bridge exports it on signed integers)")
            q = self.fn.op(f"arith.floordivsi {a.name}, {b.name} : {a.type}", shape, a.elem)
            qb = self.fn.op(f"arith.muli {q.name}, {b.name} : {a.type}", shape, a.elem)
            return self.fn.op(f"arith.subi {a.name}, {qb.name} : {a.type}", shape, a.elem)
        if u.op is Ops.MAX and dtype == dtypes.bool:
            # tinygrad orders false < true (its MAX on bools is or); arith.maxsi on i1 orders true (-1) below
            return self.fn.op(f"arith.ori {a.name}, {b.name} : {a.type}", shape, a.elem)
        if u.op is Ops.POW and not et.is_float(dtype):
            return self._int_pow(u, a, dtype, shape)
        on_float, on_signed, on_unsigned = BINARY[u.op]
        name = on_float if et.is_float(dtype) else on_unsigned if et.unsigned(dtype) else on_signed
        if name is None:
            raise ExportError(f"tinygrad op {u.op.name} on {dtype} has no arith/math counterpart")
        return self.fn.op(f"{name} {a.name}, {b.name} : {a.type}", shape, a.elem)

    def _int_pow(self, u: UOp, base: Value, dtype: DType, shape: tuple[int, ...]) -> Value:
        """x ** c on integers for a constant c >= 0: tinygrad's own rewrite
        (simplify_pow: y = x ** (c // 2), then y * y, times x when c is odd),
        so products wrap as tinygrad's do. tinygrad has no integer POW kernel
        for other exponents (its CPU renderer and PYTHON device refuse them)."""
        exponent = u.src[1]
        while exponent.op in (Ops.RESHAPE, Ops.EXPAND) and exponent.src:
            exponent = exponent.src[0]
        if exponent.op is not Ops.CONST or isinstance(exponent.arg, UOp) or int(exponent.arg) != exponent.arg \
                or exponent.arg < 0:
            raise ExportError(f"tinygrad op POW on {dtype} with an exponent that is not a constant integer >= 0 "
                              "(tinygrad itself computes integer POW only for those)")

        def power(c: int) -> Value:
            if c == 0:
                return self.fn.splat(1, et.numpy_dtype(dtype), shape, base.elem)
            if c == 1:
                return base
            half = power(c // 2)
            y = self.fn.op(f"arith.muli {half.name}, {half.name} : {base.type}", shape, base.elem)
            if c % 2:
                y = self.fn.op(f"arith.muli {y.name}, {base.name} : {base.type}", shape, base.elem)
            return y
        return power(int(exponent.arg))

    def _compare(self, u: UOp) -> Value:
        # the operands' dtype: the first that is not a literal's
        dtype = next((s.dtype for s in u.src if s.dtype not in dtypes.weaks), None)
        dtype = et.concrete(u.src[0].dtype if dtype is None else dtype)
        shape = _static(u.shape, u.op)
        a, b = (self._operand(s, shape, dtype) for s in u.src)
        result = et.tensor_type(shape, "i1")
        if dtype == dtypes.bool and u.op is Ops.CMPLT:
            # uop.cmp compares signed, where true (i1 -1) < false; a < b on bools is !a & b
            true = self.fn.splat(True, et.numpy_dtype(dtypes.bool), shape, "i1")
            not_a = self.fn.op(f"arith.xori {a.name}, {true.name} : {result}", shape, "i1")
            return self.fn.op(f"arith.andi {not_a.name}, {b.name} : {result}", shape, "i1")
        if et.unsigned(dtype) and u.op is Ops.CMPLT:
            # uop.cmp compares signed
            a, b = self._flip_sign_bit(a, dtype), self._flip_sign_bit(b, dtype)
        return self.fn.op(f"uop.cmp {COMPARISONS[u.op]} {a.name}, {b.name} : {a.type} -> {result}", shape, "i1")

    def _where(self, u: UOp, hint: DType | None) -> Value:
        dtype = et.concrete(u.dtype, hint)
        shape = _static(u.shape, u.op)
        cond = self._operand(u.src[0], shape, dtypes.bool)
        a, b = (self._operand(s, shape, dtype) for s in u.src[1:])
        return self.fn.op(f"uop.where {cond.name}, {a.name}, {b.name} : {cond.type}, {a.type}", shape, a.elem)

    def _threefry(self, u: UOp) -> Value:
        if et.concrete(u.dtype) != dtypes.uint64:
            raise ExportError(f"tinygrad op THREEFRY on {u.dtype} (tinygrad defines it on uint64)")
        shape = _static(u.shape, u.op)
        x, key = (self._operand(s, shape, dtypes.uint64) for s in u.src)
        return threefry2x32(self.fn, x, key)

    def _mulacc(self, u: UOp, hint: DType | None) -> Value:
        dtype = et.concrete(u.dtype, hint)
        shape = _static(u.shape, u.op)
        a, b, c = (self._operand(s, shape, dtype) for s in u.src)
        mul, add = ("arith.mulf", "arith.addf") if et.is_float(dtype) else ("arith.muli", "arith.addi")
        ab = self.fn.op(f"{mul} {a.name}, {b.name} : {a.type}", shape, a.elem)
        return self.fn.op(f"{add} {ab.name}, {c.name} : {a.type}", shape, a.elem)


def _array(values) -> str:
    return "[" + ", ".join(str(int(v)) for v in values) + "]"
