"""A small PyTorch CNN (convolutions, ReLU, max pooling, a linear head) compiled by Axe, checked against torch.

usage: .venv/bin/python examples/python/cnn.py
"""

import torch
from _check import compare
from torch import nn

torch.manual_seed(0)
# Unpadded convolutions: a padded one does not compile for the CPU yet (the CPU schedule refuses the
# padding's index arithmetic, uop.floormod; README, Status).
model = nn.Sequential(
    nn.Conv2d(3, 8, 3),  # 20x20 -> 18x18
    nn.ReLU(),
    nn.MaxPool2d(2),  # -> 9x9
    nn.Conv2d(8, 16, 3),  # -> 7x7
    nn.ReLU(),
    nn.MaxPool2d(2),  # -> 3x3
    nn.Flatten(),
    nn.Linear(16 * 3 * 3, 10),
).eval()
images = torch.randn(2, 3, 20, 20)
compare("cnn", model, (images,))
