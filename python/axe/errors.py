"""The exceptions of the axe package: every refusal is an `AxeError`.

`CompileError`: axe-compile (or the exporter or the link after it) refused a
program. `UnsupportedOpError`, a `CompileError`, names the op Axe does not take
and, where the export recorded one, the PyTorch source line it came from.
`InputError` (also a `TypeError`): an argument the compiled code cannot take
(a dtype, a dynamic shape, a device), named by position. `DeviceError`: the
target's device is absent (`target="cuda"` on a machine without a GPU).
`RuntimeCheckError` (also a `RuntimeError`, as torch's own failed checks are):
a runtime check of the program failed in a call (an embedding's token id out
of range), named by its message and the user's source line.
"""

from __future__ import annotations

from dataclasses import dataclass


class AxeError(Exception):
    """Base of every exception the axe package raises on purpose."""


@dataclass(frozen=True)
class SourceLocation:
    """A `file:line:column` an MLIR location names (torch-mlir writes the PyTorch source's)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


class CompileError(AxeError):
    """A compiler step refused the program; `diagnostic` is its first error line."""

    def __init__(self, message: str, diagnostic: str) -> None:
        super().__init__(message)
        self.diagnostic = diagnostic


class UnsupportedOpError(CompileError):
    """Axe does not take an op of the program.

    `op` is the MLIR op (e.g. `tensor.extract`) or the PyTorch op (e.g.
    `aten.nonzero`) named by the refusal; `location` the PyTorch source line of
    the user's code it came from, or None where the export gave none;
    `frames` every source location of the refusal, innermost first.
    """

    def __init__(
        self,
        message: str,
        diagnostic: str,
        op: str,
        location: SourceLocation | None = None,
        frames: tuple[SourceLocation, ...] = (),
    ) -> None:
        super().__init__(message, diagnostic)
        self.op = op
        self.location = location
        self.frames = frames


class InputError(AxeError, TypeError):
    """An argument the compiled code cannot take; the message names it (`argument 0 (x)`)."""


class DeviceError(AxeError):
    """The target's device is not there (no CUDA driver or GPU for `target="cuda"`)."""


class RuntimeCheckError(AxeError, RuntimeError):
    """A runtime check of the compiled program failed during a call; the call's results are not returned.

    `message` is the check's own message (torch-mlir's `index must be smaller than dim size`);
    `location` the PyTorch source line of the user's code the check came from, or None where the
    program gave none; `frames` every source location of the check, innermost first; `diagnostic` the
    compiled code's whole line, `file:line:col: runtime check failed: message`.
    """

    def __init__(
        self,
        text: str,
        diagnostic: str,
        message: str,
        location: SourceLocation | None = None,
        frames: tuple[SourceLocation, ...] = (),
    ) -> None:
        super().__init__(text)
        self.diagnostic = diagnostic
        self.message = message
        self.location = location
        self.frames = frames
