"""neuronxcc.nki: `@nki.jit` and `simulate_kernel` over the numpy interpreter."""


def jit(kernel=None, **_options):
    if kernel is None:
        return lambda k: k
    return kernel


def simulate_kernel(kernel, *args):
    return kernel(*args)
