"""neuronxcc.nki: `@nki.jit` and `simulate_kernel` over the numpy interpreter. Beta 1 is the
Trn1 API, so a run's target defaults to trn1 (NEURON_PLATFORM_TARGET_OVERRIDE overrides)."""

import functools
import os

from nki import _core, _trace, rules


def jit(kernel=None, **_options):
    if kernel is None:
        return lambda k: jit(k)

    @functools.wraps(kernel)
    def run(*args, **kwargs):
        machine = _core.reset(os.environ.get("NEURON_PLATFORM_TARGET_OVERRIDE", "trn1"))
        machine.legacy = True
        del _trace.LOOPS[:]
        out = kernel(*[_core.argument(a) for a in args], **kwargs)
        rules.capacity(machine)
        return out

    return run


def simulate_kernel(kernel, *args):
    return kernel(*args)
