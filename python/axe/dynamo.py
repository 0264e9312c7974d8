"""`torch.compile(model, backend="axe")`: TorchDynamo hands each FX graph it captures to Axe.

A graph Axe compiles runs as Axe's code (axe.compile: torch-mlir's export, then axe-compile); a graph Axe
refuses (an op it does not take, a dtype, symbolic shapes, a graph that needs gradients) runs in PyTorch's
eager mode instead, with one warning per reason (`AxeFallbackWarning`), so a model always runs and
matches eager. The backend is registered by name with `torch._dynamo` through the package's entry point
(group `torch_dynamo_backends` in pyproject.toml, read by torch when it looks a name up) and by
`register()`, which `import axe` calls when torch is already imported.
"""

from __future__ import annotations

import warnings
from typing import Any, Callable, Sequence

from .errors import AxeError
from .frontend import Compiled, _to_numpy

_warned: set[str] = set()

# Every refusal, in order (the warnings say each reason once; this keeps them all, for tests and users).
refusals: list[str] = []


class AxeFallbackWarning(UserWarning):
    """A graph that Axe refused runs in PyTorch's eager mode (a graph break to eager)."""


def _refuse(reason: str) -> None:
    refusals.append(reason)
    if reason not in _warned:
        _warned.add(reason)
        warnings.warn(f"axe: running a graph in eager mode: {reason}", AxeFallbackWarning, stacklevel=3)


def _needs_gradients(tensors: Sequence[Any]) -> bool:
    import torch

    return torch.is_grad_enabled() and any(t.requires_grad for t in tensors)


class _Specialized:
    """`gm` with its integer inputs (the sizes Dynamo made symbolic) fixed to one set of values, a function of
    its tensor inputs only: Axe compiles static shapes, so each set of sizes is a program of its own."""

    def __init__(self, gm: Any, positions: tuple[int, ...], values: tuple[int, ...]) -> None:
        self.gm, self.positions, self.values = gm, positions, values

    def __call__(self, *tensors: Any) -> Any:
        args, fixed, rest = [], dict(zip(self.positions, self.values)), iter(tensors)
        for i in range(len(tensors) + len(self.positions)):
            args.append(fixed[i] if i in fixed else next(rest))
        return self.gm(*args)


class _GraphRunner:
    """Runs one Dynamo graph: Axe's program for each signature Axe compiles, the graph itself for the others."""

    def __init__(self, gm: Any) -> None:
        output = next(n for n in gm.graph.nodes if n.op == "output")
        self.gm = gm
        # Dynamo calls the graph with its inputs and wants its outputs as the graph returns them.
        self.single = not isinstance(output.args[0], (tuple, list))
        self.programs: dict[tuple[int, ...], Compiled] = {}
        self.refused: set[tuple] = set()

    def _split(self, args: Sequence[Any]) -> tuple[tuple[int, ...], tuple[int, ...], list[Any]]:
        import torch

        positions, values, tensors = [], [], []
        for i, x in enumerate(args):
            if isinstance(x, torch.Tensor):
                tensors.append(x)
            elif isinstance(x, (int, torch.SymInt)) and not isinstance(x, bool):
                positions.append(i)
                values.append(int(x))
            else:
                raise AxeError(f"input {i} is a {type(x).__name__}, which Axe does not take")
        return tuple(positions), tuple(values), tensors

    def compile_for(self, args: Sequence[Any]) -> tuple[Compiled, list[Any]] | None:
        """The Compiled of these arguments' integer values and its tensor arguments, its program for their
        signature compiled now; None for a signature refused before (raises AxeError on a new refusal)."""
        positions, values, tensors = self._split(args)
        compiled = self.programs.get(values)
        if compiled is None:
            compiled = Compiled(_Specialized(self.gm, positions, values) if positions else self.gm, "cpu")
            self.programs[values] = compiled
        arrays = [_to_numpy(x, i, None, "cpu") for i, x in enumerate(tensors)]
        key = (values, Compiled.signature_of(arrays))
        if key in self.refused:
            return None
        try:
            compiled.program_for(arrays)
        except AxeError:
            self.refused.add(key)
            raise
        return compiled, tensors

    def __call__(self, *args: Any) -> Any:
        try:
            if _needs_gradients([a for a in args if hasattr(a, "requires_grad")]):
                raise AxeError("the graph needs gradients (Axe compiles inference: run it under torch.no_grad())")
            found = self.compile_for(args)
        except AxeError as e:
            _refuse(str(e).splitlines()[0])
            found = None
        if found is None:
            return self.gm(*args)
        compiled, tensors = found
        results = compiled(*tensors)
        results = results if isinstance(results, tuple) else (results,)
        return results[0] if self.single else results


def axe_backend(gm: Any, example_inputs: Sequence[Any]) -> Callable[..., Any]:
    """The TorchDynamo backend: a callable that runs `gm` with Axe's code where Axe compiles it and with `gm`
    itself (eager, with one warning per reason) where it refuses. A graph whose inputs are all tensors is
    compiled now; one with symbolic sizes is compiled per set of sizes on first call."""
    import torch

    runner = _GraphRunner(gm)
    if all(isinstance(x, torch.Tensor) for x in example_inputs) and not _needs_gradients(example_inputs):
        try:
            runner.compile_for(example_inputs)
        except AxeError as e:
            _refuse(str(e).splitlines()[0])
            return gm.forward
    return runner


def register() -> None:
    """Registers the backend as "axe" with torch._dynamo, unless it is registered or its entry point was found
    (torch then loads it itself: registering too would be a duplicate name)."""
    from torch._dynamo.backends.registry import _BACKENDS, _COMPILER_FNS, register_backend

    if "axe" not in _COMPILER_FNS and _BACKENDS.get("axe") is None:
        register_backend(compiler_fn=axe_backend, name="axe")


# `import axe.dynamo` registers the backend (so does `import axe` after torch, and the entry point).
register()
