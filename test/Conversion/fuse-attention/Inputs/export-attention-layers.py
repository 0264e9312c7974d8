"""Writes attention-layer.mlir and attention-near-misses.mlir: torch-mlir's linalg export (FX importer) of small attention
layers, each attention in the middle of its function, for fuse-attention/inside-function.mlir
and not-fused-inside.mlir (the near misses). Run: .venv/bin/python export-attention-layers.py OUT_DIR"""

import sys

import torch
import torch.nn.functional as F
from torch_mlir import fx


class CausalLayer(torch.nn.Module):
    """Q/K/V projections, 2 heads of 8, causal attention, output projection, a residual."""

    def __init__(self, width=16, heads=2):
        super().__init__()
        self.heads = heads
        self.qkv = torch.nn.Linear(width, 3 * width)
        self.out = torch.nn.Linear(width, width)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(x).split(c, dim=2)
        q, k, v = (y.view(b, t, self.heads, c // self.heads).transpose(1, 2) for y in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return x + self.out(y.transpose(1, 2).reshape(b, t, c))


class TwoAttentions(torch.nn.Module):
    """Two attentions in one function: left unfused."""

    def forward(self, q, k, v):
        a = F.scaled_dot_product_attention(q * 2.0, k, v)
        return F.scaled_dot_product_attention(a, k, v) + 1.0


class MaskedLayer(torch.nn.Module):
    """An additive mask: left unfused."""

    def forward(self, q, k, v, mask):
        return F.scaled_dot_product_attention(q + 1.0, k, v, attn_mask=mask) * 2.0


def main(out_dir):
    torch.manual_seed(0)
    parts = []
    x = torch.randn(1, 8, 16)
    qkv = [torch.randn(1, 2, 8, 8) for _ in range(3)]
    cases = [
        (CausalLayer(), (x,), "causal_layer"),
        (TwoAttentions(), qkv, "two_attentions"),
        (MaskedLayer(), qkv + [torch.randn(8, 8)], "masked_layer"),
    ]
    for module, inputs, name in cases:
        text = str(fx.export_and_import(module.eval(), *inputs, output_type="linalg-on-tensors", func_name=name))
        parts.append(text)
    with open(f"{out_dir}/attention-layer.mlir", "w") as f:
        f.write(parts[0])
    with open(f"{out_dir}/attention-near-misses.mlir", "w") as f:
        f.write("\n// -----\n\n".join(parts[1:]))


if __name__ == "__main__":
    main(sys.argv[1])
