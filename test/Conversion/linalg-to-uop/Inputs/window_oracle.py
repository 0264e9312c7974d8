"""The numpy oracle of test/Conversion/linalg-to-uop/windows*.mlir: runs each
function of a converted (tensor-level uop) program on the reference
interpreter with axe-run and compares its results with the same convolution
or pool computed directly in numpy (float64 on the same float32 inputs):
every output element is a sum or max over its own window, indexed as torch
defines it, so an off-by-one window, stride or dilation fails it.

usage: window_oracle.py PROGRAM.mlir WORKDIR NAME...
"""

import itertools

import numpy as np

from numpy_oracle import check


def pad(x, p, value=0.0):
    """Pads the trailing len(p) axes by p on both sides."""
    widths = [(0, 0)] * (x.ndim - len(p)) + [(q, q) for q in p]
    return np.pad(x, widths, constant_values=value)


def windows(x, kernel, stride, dilation):
    """x[n, c, *spatial] -> [n, c, *out, *kernel] (each output's window)."""
    spatial = x.shape[2:]
    out = [(s - d * (k - 1) - 1) // t + 1 for s, k, t, d in zip(spatial, kernel, stride, dilation)]
    result = np.empty(x.shape[:2] + tuple(out) + tuple(kernel), x.dtype)
    for o in itertools.product(*[range(n) for n in out]):
        for k in itertools.product(*[range(n) for n in kernel]):
            index = tuple(oi * t + ki * d for oi, ki, t, d in zip(o, k, stride, dilation))
            result[(slice(None), slice(None)) + o + k] = x[(slice(None), slice(None)) + index]
    return result


def conv(x, w, b=None, stride=1, padding=0, dilation=1, groups=1):
    """torch.nn.functional.conv{1,2,3}d on NC* tensors."""
    r = x.ndim - 2
    stride, padding, dilation = [(v,) * r if isinstance(v, int) else v for v in (stride, padding, dilation)]
    win = windows(pad(x, padding), w.shape[2:], stride, dilation)  # n, c, *out, *k
    n, c = x.shape[:2]
    f = w.shape[0]
    out_shape = win.shape[2:2 + r]
    cg, fg = c // groups, f // groups
    y = np.zeros((n, f) + out_shape)
    for g in range(groups):
        wg = w[g * fg:(g + 1) * fg]  # fg, cg, *k
        xg = win[:, g * cg:(g + 1) * cg]  # n, cg, *out, *k
        axes_x = [1] + list(range(2 + r, 2 + 2 * r))
        y[:, g * fg:(g + 1) * fg] = np.moveaxis(np.tensordot(xg, wg, axes=(axes_x, [1] + list(range(2, 2 + r)))), -1, 1)
    if b is not None:
        y += b.reshape((1, f) + (1,) * r)
    return y


def pool(x, kernel, stride, padding=0, dilation=1, kind="max"):
    r = len(kernel)
    stride, padding, dilation = [(v,) * r if isinstance(v, int) else v for v in (stride, padding, dilation)]
    win = windows(pad(x, padding, -np.inf if kind == "max" else 0.0), kernel, stride, dilation)
    axes = tuple(range(2 + r, 2 + 2 * r))
    return win.max(axis=axes) if kind == "max" else win.mean(axis=axes)


def nhwc(f):
    """f on NCHW, applied to NHWC tensors."""
    return lambda x, *rest: np.moveaxis(f(np.moveaxis(x, -1, 1), *rest), 1, -1)


def insert_strided(s, d):
    r = d.copy()
    r[1:5:2, 0:8:3] = s
    return r


# name: (input shapes, numpy reference)
REFERENCES = {
    "conv_s2_p1": ([(1, 3, 9, 9), (4, 3, 3, 3), (4,)], lambda x, w, b: conv(x, w, b, stride=2, padding=1)),
    "conv_dil2": ([(2, 2, 8, 7), (3, 2, 3, 2)], lambda x, w: conv(x, w, dilation=2)),
    "conv_groups": ([(1, 4, 6, 6), (6, 2, 3, 3), (6,)], lambda x, w, b: conv(x, w, b, padding=1, groups=2)),
    "conv_depthwise": ([(1, 4, 7, 7), (4, 1, 3, 3), (4,)], lambda x, w, b: conv(x, w, b, padding=1, groups=4)),
    "conv1d_s3": ([(1, 2, 10), (3, 2, 2), (3,)], lambda x, w, b: conv(x, w, b, stride=3)),
    "conv3d": ([(1, 2, 4, 5, 4), (2, 2, 3, 3, 3), (2,)], lambda x, w, b: conv(x, w, b, stride=(1, 2, 1), padding=1)),
    "pools": ([(1, 3, 9, 9)], lambda x: (pool(x, (3, 3), 2, 1), pool(x, (2, 2), 2, kind="avg"), pool(x, (2, 2), 3),
                                         pool(x[0], (2,), 2, dilation=2))),
    "pools2d": ([(1, 3, 9, 9)], lambda x: (pool(x, (3, 3), 2, 1), pool(x, (2, 2), 2, kind="avg"), pool(x, (2, 2), 3))),
    "matmul_t": ([(4, 8), (6, 8)], lambda a, b: (a @ b.T, a.T @ a)),
    "conv_nhwc_hwcf": ([(1, 7, 6, 3), (2, 3, 3, 4)], lambda x, w: nhwc(lambda y: conv(y, w.transpose(3, 2, 0, 1), stride=(2, 1), dilation=(1, 2)))(x)),
    "stride_past_input": ([(1, 1, 3), (1, 1, 2)], lambda x, w: conv(x, w, stride=5)),
    "empty_window": ([(1, 2, 4), (3, 2, 0)], lambda x, w: np.zeros((1, 3, 5))),
    "pad_past_kernel": ([(1, 2, 3), (2, 2, 2), (2,)], lambda x, w, b: conv(x, w, b, padding=4)),
    "matmul_maps": ([(8, 4), (6, 8)], lambda a, b: np.abs(a.T @ b.T)),
    "insert_strided": ([(2, 3), (5, 8)], lambda s, d: insert_strided(s, d)),
}


def main():
    check(REFERENCES, 23, 1e-5, 1e-5)

if __name__ == "__main__":
    main()
