"""What the three examples share: compile for the CPU (and the GPU where there is one), compare with torch."""

import pathlib
import sys

import torch

# Run from the checkout without an install: the package is in python/.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "python"))

import axe  # noqa: E402
from axe import cuda  # noqa: E402


def targets():
    """cpu, and cuda when a CUDA GPU is here."""
    try:
        cuda.driver()
    except axe.DeviceError:
        return ["cpu"]
    return ["cpu", "cuda"]


def compare(name, model, inputs, tol=1e-5):
    """Compiles `model` with Axe for each target, checks it against torch (max error over peak), prints it."""
    with torch.no_grad():
        want = model(*inputs)
    for target in targets():
        fast = axe.compile(model, inputs, target=target)
        got = fast(*inputs)
        error = float((got - want).abs().max() / want.abs().max())
        print(f"{name} ({target}): max |axe - torch| / max |torch| = {error:.2e}")
        if not error <= tol:  # also fails on NaN
            raise SystemExit(f"{name} ({target}): Axe differs from torch by {error}")
