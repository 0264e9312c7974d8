"""Reading axe-compile's diagnostics: which op it refused, and where in the PyTorch source.

axe-compile prints MLIR diagnostics, `FILE:LINE:COL: error: 'op.name' op ...`,
followed by `FILE:LINE:COL: note: called from` for each outer frame of a
call-site location. torch-mlir's FX importer records PyTorch's stack as such
call sites (when the module is printed with debug info), innermost frame
first: `torch/nn/modules/sparse.py:189` (inside PyTorch) called from the
user's `model.py:7`. The user's line is the innermost frame outside PyTorch's
own package.
"""

from __future__ import annotations

import importlib.util
import os
import re

from .errors import SourceLocation

_LOCATED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|note|warning|remark): (?P<text>.*)$")
# "'tensor.extract' op ..." (a verifier or pass), "custom op 'torch.aten.mm'" (the parser: an op of a
# dialect Axe does not have).
_OP = re.compile(r"'([\w.]+)' op\b|custom op '([\w.]+)'")


def _library_roots() -> tuple[str, ...]:
    """Directories whose files are not the user's: torch's, torch_mlir's (found without importing), axe's."""
    roots = []
    for name in ("torch", "torch_mlir"):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        for location in (spec.submodule_search_locations or []) if spec else []:
            roots.append(os.path.abspath(location) + os.sep)
    # This package's own frames (the wrapper modules it exports) are not the user's either.
    roots.append(os.path.dirname(os.path.abspath(__file__)) + os.sep)
    return tuple(roots)


def error_frames(stderr: str) -> tuple[str | None, str, tuple[SourceLocation, ...]]:
    """(op, message, frames) of the first error in `stderr`: the op it names (None if none), its text, and its
    location followed by each `called from` note's, innermost first."""
    op, message, frames, inside = None, "", [], False
    for line in stderr.splitlines():
        m = _LOCATED.match(line.strip())
        if not m:
            continue
        kind, text = m.group("kind"), m.group("text")
        where = SourceLocation(m.group("file"), int(m.group("line")), int(m.group("col")))
        if kind == "error":
            if inside:
                break  # the first error's notes end at the next error
            inside = True
            message = text
            found = _OP.search(text)
            op = (found.group(1) or found.group(2)) if found else None
            frames.append(where)
        elif inside and kind == "note" and text.startswith("called from"):
            frames.append(where)
        elif inside and kind != "note":
            break
    return op, message, tuple(frames)


def user_frame(frames: tuple[SourceLocation, ...], roots: tuple[str, ...] | None = None) -> SourceLocation | None:
    """The innermost frame outside PyTorch, torch-mlir and this package (the user's code); None when every
    frame is theirs or there are none. An MLIR file's own line (a program printed without PyTorch's
    locations) and code Dynamo generates (`<eval_with_key>.N`) are not the user's source either; code run by
    `python -c` (`<string>`) is."""
    roots = _library_roots() if roots is None else roots
    for f in frames:
        if f.file.endswith(".mlir") or f.file.startswith("<eval_with_key>"):
            continue
        if f.file.startswith("<") or not os.path.abspath(f.file).startswith(roots):
            return f
    return None


_QUOTED = re.compile(r'"([^"]+)":(\d+):(\d+)')


def inline_frames(line: str) -> tuple[SourceLocation, ...]:
    """The frames of a diagnostic printed with its location inline, `loc(callsite("a.py":3:0 at "b.py":9:0)):
    error: ...` (torch-mlir's own pass failures print so), innermost first."""
    head = line.split(": error:", 1)[0]
    return tuple(SourceLocation(f, int(n), int(c)) for f, n, c in _QUOTED.findall(head))


_CHECK_FAILED = ": runtime check failed: "
_FILE_LINE_COL = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+)$")


def check_failure(line: str) -> tuple[str, tuple[SourceLocation, ...]]:
    """(message, frames) of a failed runtime check's line, `LOCATION: runtime check failed: message`, whose
    location is `file:line:col` or an MLIR location's text (`callsite("a.py":3:0 at "b.py":9:0)`, torch-mlir's
    stack), innermost frame first."""
    head, _, message = line.partition(_CHECK_FAILED)
    if not message:
        return line, ()
    frames = tuple(SourceLocation(f, int(n), int(c)) for f, n, c in _QUOTED.findall(head))
    plain = _FILE_LINE_COL.match(head)
    if not frames and plain:
        frames = (SourceLocation(plain.group("file"), int(plain.group("line")), int(plain.group("col"))),)
    return message, frames


_ALIAS = re.compile(r"^(#loc\d*) = loc\((.*)\)\s*$", re.M)


def _balanced(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one at text[start]."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    return len(text)


def _split_top(text: str, separator: str) -> list[str]:
    """`text` split at `separator` where no bracket is open."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        elif depth == 0 and text.startswith(separator, i):
            parts.append(text[start:i])
            start = i = i + len(separator)
            continue
        i += 1
    return parts + [text[start:]]


def _expand(location: str, aliases: dict[str, str], depth: int = 0) -> tuple[SourceLocation, ...]:
    """The frames of an MLIR location's text (inside `loc(...)`), innermost first."""
    location = location.strip()
    if depth > 50:
        return ()
    if location.startswith("#loc"):
        return _expand(aliases.get(location, "unknown"), aliases, depth + 1)
    if location.startswith("callsite("):
        inner = location[len("callsite(") : _balanced(location, len("callsite")) - 1]
        parts = _split_top(inner, " at ")
        return tuple(f for part in parts for f in _expand(part, aliases, depth + 1))
    if location.startswith("fused"):
        items = location[location.index("[") + 1 : location.rindex("]")]
        return tuple(f for part in _split_top(items, ",") for f in _expand(part, aliases, depth + 1))
    file_line = re.fullmatch(r'"([^"]*)":(\d+):(\d+)(?:\s+to\s+.*)?', location)
    if file_line:
        return (SourceLocation(file_line.group(1), int(file_line.group(2)), int(file_line.group(3))),)
    named = re.fullmatch(r'"[^"]*"\((.*)\)', location, re.S)
    if named:
        return _expand(named.group(1), aliases, depth + 1)
    return ()


def program_frames(mlir_text: str, line: int, column: int = 1) -> tuple[SourceLocation, ...]:
    """The source frames of the op at `line`:`column` of a program printed with its locations
    (`get_asm(enable_debug_info=True)`), for diagnostics that point into the program text itself (the
    parser's, on an op of an unknown dialect). An op's `loc(...)` is printed where the op ends, after its
    regions: the first location at or after the position is taken, which is the op's own or, for an op
    with a region, the first op of its body's (torch-mlir gives both the PyTorch op's location)."""
    aliases = dict(_ALIAS.findall(mlir_text))
    lines = mlir_text.splitlines()
    if not 1 <= line <= len(lines):
        return ()
    rest = "\n".join([lines[line - 1][max(column - 1, 0) :]] + lines[line:])
    found = re.search(r"\bloc\(", rest)
    if not found:
        return ()
    start = found.end() - 1
    return _expand(rest[start + 1 : _balanced(rest, start) - 1], aliases)
