"""A numpy interpreter of the NKI subset that axe-translate emits (current `nki` API).

Put tools/nki_interp on sys.path and `import nki` resolves here; see check.py. A call of a
`@nki.jit` kernel starts a fresh machine (nki._core.MACHINE: target from
NEURON_PLATFORM_TARGET_OVERRIDE, default trn2), runs the kernel with every instruction's
rules checked (nki/rules.py), then checks that the live on-chip tensors fit SBUF and PSUM.
"""

import functools

from . import _core, rules


def jit(kernel=None, **_options):
    if kernel is None:
        return lambda k: jit(k)

    @functools.wraps(kernel)
    def run(*args, **kwargs):
        machine = _core.reset()
        out = kernel(*[_core.argument(a) for a in args], **kwargs)
        rules.capacity(machine)
        return out

    return run


def simulate(kernel):
    return kernel
