"""The tensor signature of a function in a linalg program.

The compiled C entry point takes one memref descriptor per argument and then
one per result (the results are written into buffers the caller owns), so a
caller needs every shape and element type. They are read from the textual
`func.func @name(...) -> (...)` of the program, which is what torch-mlir and
mlir-opt print.
"""

import re
from dataclasses import dataclass

import numpy as np

# MLIR element type -> numpy dtype. i1 is one byte per element in a memref
# (the JIT's ABI, lowering/src/jit/abi.rs), as numpy's bool is.
_DTYPES = {
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "f16": np.dtype(np.float16),
    "i64": np.dtype(np.int64),
    "i32": np.dtype(np.int32),
    "i16": np.dtype(np.int16),
    "i8": np.dtype(np.int8),
    "i1": np.dtype(np.bool_),
}


@dataclass(frozen=True)
class TensorType:
    shape: tuple
    element: str

    @property
    def dtype(self):
        try:
            return _DTYPES[self.element]
        except KeyError:
            raise ValueError(f"element type {self.element} has no numpy dtype here") from None

    def __str__(self):
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.element + ">"


@dataclass(frozen=True)
class Signature:
    name: str
    arguments: tuple
    results: tuple


_TENSOR = re.compile(r"tensor<([^<>]*)>")


def _tensor(text, where):
    match = _TENSOR.fullmatch(text.strip())
    if not match:
        raise ValueError(f"{where}: {text.strip()!r} is not a ranked tensor type")
    *dims, element = match.group(1).split("x") if match.group(1) else [""]
    if any(not d.isdigit() for d in dims):
        raise ValueError(f"{where}: {text.strip()} has a dynamic or unknown dimension")
    return TensorType(tuple(int(d) for d in dims), element)


def _split_types(text):
    """Splits a comma-separated list of types at depth 0 (tensor<...> keeps its commas)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return parts


def parse_signature(mlir_text, name=None):
    """The signature of `func.func @name` (the first public function when name is None)."""
    header = re.compile(r"func\.func\s+(?:public\s+)?@([\w$.]+)\s*\(")
    for match in header.finditer(mlir_text):
        if name is not None and match.group(1) != name:
            continue
        # The argument list ends at the parenthesis that closes the one the match ends with.
        depth, i = 1, match.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(mlir_text[i], 0)
            i += 1
        arguments = mlir_text[match.end() : i - 1]
        rest = mlir_text[i:]
        arrow = re.match(r"\s*->\s*", rest)
        results = ""
        if arrow:
            rest = rest[arrow.end() :]
            if rest.startswith("("):
                depth, j = 1, 1
                while depth:
                    depth += {"(": 1, ")": -1}.get(rest[j], 0)
                    j += 1
                results = rest[1 : j - 1]
            else:
                results = re.match(r"[^{]*?(?=\s*(attributes|\{))", rest).group(0)
        where = f"@{match.group(1)}"
        args = []
        for a in _split_types(arguments):
            # "%arg0: tensor<...> {attrs}" or "%arg0: tensor<...> loc(...)"
            ty = a.split(":", 1)[1]
            ty = re.sub(r"\s*(\{.*\}|loc\(.*\))\s*$", "", ty.strip(), flags=re.S)
            args.append(_tensor(ty, where))
        outs = [_tensor(re.sub(r"\s*\{.*\}\s*$", "", r.strip(), flags=re.S), where) for r in _split_types(results)]
        return Signature(match.group(1), tuple(args), tuple(outs))
    raise ValueError(f"no func.func @{name}" if name else "no func.func in the program")
