"""A small PyTorch CNN (convolutions, ReLU, max pooling, a linear head) compiled by Axe, checked against torch.

usage: .venv/bin/python examples/python/cnn.py
"""

import torch
from _check import compare
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1),  # 16x16
    nn.ReLU(),
    nn.MaxPool2d(2),  # -> 8x8
    nn.Conv2d(8, 16, 3, padding=1),
    nn.ReLU(),
    nn.MaxPool2d(2),  # -> 4x4
    nn.Flatten(),
    nn.Linear(16 * 4 * 4, 10),
).eval()
images = torch.randn(2, 3, 16, 16)
compare("cnn", model, (images,))
