"""A `func.func` of the uop tensor level, written as MLIR text: arguments,
one SSA value per line, and the results."""
from dataclasses import dataclass

import numpy as np

from .element_types import tensor_type


@dataclass(frozen=True)
class Value:
    name: str
    shape: tuple[int, ...]
    elem: str

    @property
    def type(self) -> str:
        return tensor_type(self.shape, self.elem)


class FunctionBuilder:
    def __init__(self, name: str):
        self.name = name
        self.arguments: list[Value] = []
        self.lines: list[str] = []
        self._count = 0

    def argument(self, shape: tuple[int, ...], elem: str) -> Value:
        value = Value(f"%arg{len(self.arguments)}", tuple(shape), elem)
        self.arguments.append(value)
        return value

    def op(self, rhs: str, shape: tuple[int, ...], elem: str, comment: str = "") -> Value:
        """Appends `%vN = rhs`; rhs ends with the op's types."""
        value = Value(f"%v{self._count}", tuple(shape), elem)
        self._count += 1
        self.lines.append(f"  {value.name} = {rhs}" + (f"  // {comment}" if comment else ""))
        return value

    def splat(self, value, np_dtype: np.dtype, shape: tuple[int, ...], elem: str) -> Value:
        """A constant tensor filled with one value, rounded to the element type
        the way numpy rounds (floats are written as bit patterns, exactly)."""
        scalar = np.array(value).astype(np_dtype)
        if elem == "i1":
            literal, comment = ("true" if bool(scalar) else "false"), ""
        elif elem.startswith(("f", "bf")):
            bits = scalar.view(f"u{np_dtype.itemsize}")
            literal, comment = f"0x{int(bits):0{2 * np_dtype.itemsize}X}", repr(float(scalar))
        else:
            # signless: an unsigned value is written as the signed one with its bits
            literal, comment = str(int(scalar.view(f"i{np_dtype.itemsize}"))), ""
        return self.op(f"arith.constant dense<{literal}> : {tensor_type(shape, elem)}", shape, elem, comment)

    def text(self, results: list[Value]) -> str:
        args = ", ".join(f"{a.name}: {a.type}" for a in self.arguments)
        types = ", ".join(r.type for r in results)
        head = f"func.func @{self.name}({args}) -> ({types}) {{"
        tail = f"  return {', '.join(r.name for r in results)} : {types}\n}}\n"
        return "\n".join([head, *self.lines, tail])
