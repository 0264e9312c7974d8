"""How Axe's scans (torch-mlir's tm_tensor.scan: torch.cumsum, cumprod) compare with torch's CPU
results, element for element, on rows of 4096 (f32) and 1024 (f16), and how a sequential f32
loop (the scan's definition at the program's own width, torch-mlir's reference loops) would.
docs/math-accuracy.md ("Scans") records its output.

usage: PYTHONPATH=python .venv/bin/python models/scan_accuracy.py   (AXE_TOOLS_DIR: the tools)
"""

import numpy as np
import torch

import axe

torch.manual_seed(0)


class Along1(torch.nn.Module):
    def __init__(self, scan):
        super().__init__()
        self.scan = scan

    def forward(self, x):
        return self.scan(x, dim=1)


cases = [
    ("cumsum f32 normal 16x4096", torch.cumsum, torch.randn(16, 4096)),
    ("cumsum f32 uniform[0,1) 16x4096", torch.cumsum, torch.rand(16, 4096)),
    # Terms from 1e-3 to 1e6 of both signs: much of each partial sum cancels.
    ("cumsum f32 cancelling 16x4096", torch.cumsum, torch.randn(16, 4096) * torch.logspace(-3, 6, 4096)),
    ("cumprod f32 1+0.01N 16x4096", torch.cumprod, 1 + 0.01 * torch.randn(16, 4096)),
    ("cumsum f16 normal 16x1024", torch.cumsum, torch.randn(16, 1024).half()),
]
for name, scan, x in cases:
    module = Along1(scan)
    got = np.asarray(axe.compile(module, (x,))(x))
    want = module(x).numpy()
    differ = np.count_nonzero(got != want)
    relative = np.max(np.abs(got.astype(np.float64) - want) / np.maximum(np.abs(want), 1e-30))
    numpy_scan = np.cumsum if scan is torch.cumsum else np.cumprod
    sequential = numpy_scan(x.float().numpy(), axis=1, dtype=np.float32).astype(want.dtype)
    print(
        f"{name}: {differ}/{want.size} differ from torch (max relative {relative:.2e}); "
        f"a sequential f32 loop: {np.count_nonzero(sequential != want)}"
    )
