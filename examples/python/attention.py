"""A pre-norm self-attention block (LayerNorm, 4 heads, causal softmax attention, a residual) compiled by
Axe, checked against torch.

usage: .venv/bin/python examples/python/attention.py
"""

import torch
import torch.nn.functional as F
from _check import compare
from torch import nn


class Attention(nn.Module):
    def __init__(self, dim=64, heads=4):
        super().__init__()
        self.heads = heads
        self.norm = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.norm(x)).split(d, dim=-1)
        q, k, v = (y.reshape(b, t, self.heads, d // self.heads).transpose(1, 2) for y in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) / (d // self.heads) ** 0.5
        causal = torch.ones(t, t, dtype=torch.bool).tril()
        attended = F.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1) @ v
        return x + self.out(attended.transpose(1, 2).reshape(b, t, d))


torch.manual_seed(0)
model = Attention().eval()
x = torch.randn(2, 16, 64)
compare("attention", model, (x,))
