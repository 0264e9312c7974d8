"""A PyTorch MLP compiled by Axe for the CPU (and the GPU where there is one), checked against torch.

usage: .venv/bin/python examples/python/mlp.py
"""

import torch
from _check import compare

torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(64, 256), torch.nn.GELU(), torch.nn.Linear(256, 256), torch.nn.GELU(), torch.nn.Linear(256, 10)
).eval()
x = torch.randn(32, 64)
compare("mlp", model, (x,))
