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
_OP = re.compile(r"'([\w.]+)' op\b")


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
            op = found.group(1) if found else None
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
