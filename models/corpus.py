"""The model corpus: small static-shape PyTorch modules of the kinds people write.

Each entry is a function that builds a module in eval mode with random weights
(seeded by the caller) and example inputs small enough that a compiled program
runs in milliseconds. `export.py` exports them; `check.py` compiles and checks
what was exported. The families follow the real-models issue: MLPs, norms,
activations, attention, convolutions and pooling, recurrent cells, embeddings,
and the pieces of current transformers (rotary, SwiGLU, grouped-query
attention, layer scale, a ViT patch embedding).
"""

import math

import torch
import torch.nn.functional as F
from torch import nn

# (name, builder, whether it also goes through ONNX). A builder returns
# (module, tuple of example inputs).
PROGRAMS = []


def program(onnx=False):
    def register(builder):
        PROGRAMS.append((builder.__name__, builder, onnx))
        return builder

    return register


class Lambda(nn.Module):
    """A module around a function of its inputs (no weights)."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def rand(*shape):
    return torch.randn(*shape)


# --- MLPs ---------------------------------------------------------------


@program(onnx=True)
def mlp2():
    m = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 16))
    return m, (rand(4, 32),)


@program(onnx=True)
def mlp3():
    m = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 10))
    return m, (rand(4, 32),)


@program()
def mlp_gelu():
    m = nn.Sequential(nn.Linear(64, 128), nn.GELU(), nn.Linear(128, 10))
    return m, (rand(8, 64),)


class SwiGLU(nn.Module):
    def __init__(self, d, hidden):
        super().__init__()
        self.w1 = nn.Linear(d, hidden, bias=False)
        self.w3 = nn.Linear(d, hidden, bias=False)
        self.w2 = nn.Linear(hidden, d, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


@program(onnx=True)
def swiglu_mlp():
    return SwiGLU(32, 64), (rand(2, 8, 32),)


class LayerScale(nn.Module):
    """x + gamma * mlp(norm(x)), as in CaiT and DINOv2."""

    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))
        self.gamma = nn.Parameter(torch.full((d,), 0.1) + 0.01 * torch.randn(d))

    def forward(self, x):
        return x + self.gamma * self.mlp(self.norm(x))


@program()
def layer_scale():
    return LayerScale(32), (rand(2, 8, 32),)


# --- norms and activations ------------------------------------------------


@program(onnx=True)
def layernorm():
    m = nn.LayerNorm(64)
    with torch.no_grad():
        m.weight.normal_(1.0, 0.1)
        m.bias.normal_(0.0, 0.1)
    return m, (rand(4, 16, 64),)


class RMSNorm(nn.Module):
    """As Llama writes it (not nn.RMSNorm, so the export sees the arithmetic)."""

    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(d))

    def forward(self, x):
        return self.weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps))


@program(onnx=True)
def rmsnorm():
    return RMSNorm(64), (rand(4, 16, 64),)


@program()
def gelu_erf():
    return Lambda(lambda x: F.gelu(x)), (rand(8, 64),)


@program()
def gelu_tanh():
    return Lambda(lambda x: F.gelu(x, approximate="tanh")), (rand(8, 64),)


@program(onnx=True)
def softmax():
    return Lambda(lambda x: torch.softmax(x, dim=-1)), (rand(8, 64),)


@program()
def log_softmax():
    return Lambda(lambda x: torch.log_softmax(x, dim=-1)), (rand(8, 64),)


@program()
def silu_sigmoid_tanh():
    return Lambda(lambda x: F.silu(x) + torch.sigmoid(x) * torch.tanh(x)), (rand(8, 64),)


# --- attention --------------------------------------------------------------


@program()
def sdpa():
    return Lambda(lambda q, k, v: F.scaled_dot_product_attention(q, k, v)), (
        rand(1, 2, 8, 16),
        rand(1, 2, 8, 16),
        rand(1, 2, 8, 16),
    )


@program(onnx=True)
def sdpa_causal():
    return Lambda(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True)), (
        rand(1, 2, 8, 16),
        rand(1, 2, 8, 16),
        rand(1, 2, 8, 16),
    )


class CausalMaskAttention(nn.Module):
    """Attention scores masked by hand with masked_fill(-inf), as older GPT code does."""

    def __init__(self, t):
        super().__init__()
        self.register_buffer("mask", torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1))

    def forward(self, q, k, v):
        s = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
        s = s.masked_fill(self.mask, float("-inf"))
        return torch.softmax(s, dim=-1) @ v


@program(onnx=True)
def causal_mask():
    return CausalMaskAttention(8), (rand(2, 8, 16), rand(2, 8, 16), rand(2, 8, 16))


class MHA(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)

    def forward(self, x):
        return self.attn(x, x, x, need_weights=False)[0]


@program()
def multi_head_attention():
    return MHA(32, 4), (rand(2, 8, 32),)


class GQA(nn.Module):
    """Grouped-query attention: 4 query heads share 2 key/value heads."""

    def __init__(self, d=32, heads=4, kv_heads=2):
        super().__init__()
        self.heads, self.kv_heads, self.hd = heads, kv_heads, d // heads
        self.q = nn.Linear(d, heads * self.hd, bias=False)
        self.k = nn.Linear(d, kv_heads * self.hd, bias=False)
        self.v = nn.Linear(d, kv_heads * self.hd, bias=False)
        self.o = nn.Linear(heads * self.hd, d, bias=False)

    def forward(self, x):
        b, t, _ = x.shape
        q = self.q(x).view(b, t, self.heads, self.hd).transpose(1, 2)
        k = self.k(x).view(b, t, self.kv_heads, self.hd).transpose(1, 2)
        v = self.v(x).view(b, t, self.kv_heads, self.hd).transpose(1, 2)
        rep = self.heads // self.kv_heads
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o(y.transpose(1, 2).reshape(b, t, -1))


@program()
def grouped_query_attention():
    return GQA(), (rand(1, 8, 32),)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Rotary(nn.Module):
    """Rotary position embedding applied to queries and keys (Llama's form)."""

    def __init__(self, t, hd):
        super().__init__()
        inv = 1.0 / (10000 ** (torch.arange(0, hd, 2).float() / hd))
        freqs = torch.outer(torch.arange(t).float(), inv)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos", emb.cos())
        self.register_buffer("sin", emb.sin())

    def forward(self, q, k):
        return q * self.cos + rotate_half(q) * self.sin, k * self.cos + rotate_half(k) * self.sin


@program(onnx=True)
def rotary_embedding():
    return Rotary(8, 16), (rand(1, 2, 8, 16), rand(1, 2, 8, 16))


@program()
def transformer_encoder_layer():
    m = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True)
    return m, (rand(2, 8, 32),)


class GPT2Block(nn.Module):
    """Pre-norm causal self-attention and a GELU-tanh MLP, as GPT-2 (nanoGPT's form)."""

    def __init__(self, d=32, heads=4):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.attn = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.fc_proj = nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.attn(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.fc_proj(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


@program()
def gpt2_block():
    return GPT2Block(), (rand(1, 8, 32),)


class PostNormResidual(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        return self.norm(x + torch.relu(self.fc(x)))


@program(onnx=True)
def residual_layernorm():
    return PostNormResidual(32), (rand(4, 32),)


@program()
def batched_matmul():
    return Lambda(lambda a, b: torch.bmm(a, b)), (rand(4, 8, 16), rand(4, 16, 12))


# --- convolutions and pooling ------------------------------------------------


def randomize_bn(bn):
    with torch.no_grad():
        bn.weight.normal_(1.0, 0.1)
        bn.bias.normal_(0.0, 0.1)
        bn.running_mean.normal_(0.0, 0.1)
        bn.running_var.uniform_(0.5, 1.5)
    return bn


@program(onnx=True)
def conv_bn_relu():
    m = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), randomize_bn(nn.BatchNorm2d(8)), nn.ReLU())
    return m, (rand(1, 3, 16, 16),)


class BasicBlock(nn.Module):
    """ResNet's basic block (torchvision's, with a projection shortcut for stride 2)."""

    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = randomize_bn(nn.BatchNorm2d(cout))
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = randomize_bn(nn.BatchNorm2d(cout))
        self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), randomize_bn(nn.BatchNorm2d(cout)))

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(y)) + self.down(x))


@program(onnx=True)
def resnet_basic_block():
    return BasicBlock(8, 16, 2), (rand(1, 8, 16, 16),)


@program()
def depthwise_conv():
    return nn.Conv2d(8, 8, 3, padding=1, groups=8), (rand(1, 8, 16, 16),)


@program()
def conv1d():
    return nn.Conv1d(4, 8, 5, padding=2), (rand(2, 4, 32),)


@program()
def conv_strided_dilated():
    return nn.Conv2d(4, 8, 3, stride=2, padding=2, dilation=2), (rand(1, 4, 16, 16),)


@program(onnx=True)
def max_pool():
    return nn.MaxPool2d(2), (rand(1, 4, 16, 16),)


@program()
def avg_pool():
    return nn.AvgPool2d(2), (rand(1, 4, 16, 16),)


@program()
def global_avg_pool_head():
    m = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 10))
    return m, (rand(2, 8, 7, 7),)


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, padding=2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(torch.relu(self.conv1(x)), 2)
        x = F.max_pool2d(torch.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        return self.fc3(torch.relu(self.fc2(torch.relu(self.fc1(x)))))


@program(onnx=True)
def lenet():
    return LeNet(), (rand(1, 1, 28, 28),)


class PatchEmbed(nn.Module):
    """A small vision transformer's front: 4x4 patches, a class token, positions."""

    def __init__(self, d=32, patch=4, size=16):
        super().__init__()
        self.proj = nn.Conv2d(3, d, patch, stride=patch)
        self.cls = nn.Parameter(0.02 * torch.randn(1, 1, d))
        self.pos = nn.Parameter(0.02 * torch.randn(1, (size // patch) ** 2 + 1, d))

    def forward(self, x):
        x = self.proj(x).flatten(2).transpose(1, 2)
        return torch.cat((self.cls.expand(x.shape[0], -1, -1), x), dim=1) + self.pos


@program()
def vit_patch_embed():
    return PatchEmbed(), (rand(1, 3, 16, 16),)


# --- embeddings and recurrent cells ------------------------------------------


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 16)

    def forward(self, ids):
        return self.emb(ids)


@program(onnx=True)
def embedding():
    return Embed(), (torch.randint(0, 100, (2, 8)),)


class LSTMCell(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(16, 32)

    def forward(self, x, h, c):
        return self.cell(x, (h, c))


@program()
def lstm_cell():
    return LSTMCell(), (rand(4, 16), rand(4, 32), rand(4, 32))


class GRUCell(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(16, 32)

    def forward(self, x, h):
        return self.cell(x, h)


@program()
def gru_cell():
    return GRUCell(), (rand(4, 16), rand(4, 32))


# --- whole models (export.py --whole; not in the per-block corpus) -----------

# Whole models are registered apart: they take minutes to export and compile
# and hundreds of MB as text, so `check.py` sees them only when asked.
WHOLE = []
# A reduced-input variant of a whole model (the same architecture and weights, a smaller
# input; run on the GPU emulator, which the full sizes would keep for hours) by the model
# whose weights it has: export.py seeds it with that model's seed.
REDUCED = {}


def whole(builder):
    # Both whole models go through ONNX too (torch.onnx.export's protobuf holds their weights:
    # under its 2 GB limit).
    WHOLE.append((builder.__name__, builder, True))
    return builder


def reduced(of):
    def register(builder):
        REDUCED[builder.__name__] = of
        return whole(builder)

    return register


def resnet18_at(side):
    import torchvision

    m = torchvision.models.resnet18(weights=None)
    for bn in m.modules():
        if isinstance(bn, nn.BatchNorm2d):
            randomize_bn(bn)
    return m, (rand(1, 3, side, side),)


@whole
def resnet18():
    return resnet18_at(224)


# ResNet-18 on a 1x3x32x32 image: every layer at full width, each on 1/49 of the 224x224
# run's positions (37 M multiply-adds of 1.8 G; the last stage on 1x1 instead of 7x7).
RESNET18_REDUCED_SIDE = 32


@reduced("resnet18")
def resnet18_32():
    return resnet18_at(RESNET18_REDUCED_SIDE)


class GPT2(nn.Module):
    """A GPT-2-small-sized decoder from its config: 12 layers, 768 wide, 12 heads, tied embeddings."""

    def __init__(self, vocab=50257, positions=64, d=768, layers=12, heads=12):
        super().__init__()
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(positions, d)
        self.blocks = nn.ModuleList(GPT2Block(d, heads) for _ in range(layers))
        self.ln_f = nn.LayerNorm(d)
        self.register_buffer("positions", torch.arange(positions))

    def forward(self, ids):
        x = self.wte(ids) + self.wpe(self.positions)
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


def gpt2_small_on(tokens):
    with torch.no_grad():
        m = GPT2()
        for p in m.parameters():
            p.normal_(0.0, 0.02)
    # The first `tokens` positions (the position table keeps its 64 rows).
    m.positions = torch.arange(tokens)
    return m, (torch.randint(0, 50257, (1, tokens)),)


@whole
def gpt2_small():
    return gpt2_small_on(64)


# The GPT-2 decoder on 4 tokens: every layer and the LM head over the whole vocabulary at
# full width (about 0.5 G multiply-adds, most in the weights' matrix-vector products).
GPT2_REDUCED_TOKENS = 4


@reduced("gpt2_small")
def gpt2_small_4():
    return gpt2_small_on(GPT2_REDUCED_TOKENS)


# --- the whole models' small analogues (in the per-block corpus and models/fast) --
# The same structure as the two whole models at a size make test can afford: what breaks
# on ResNet-18 or the GPT-2 decoder from how the layers connect (the stem's 7x7 stride-2
# convolution and padded max pool, stride-2 stages with projection shortcuts, the global
# pool and head; two embeddings, stacked blocks, the tied LM head over the vocabulary)
# breaks here in seconds.


class SmallResNet(nn.Module):
    """torchvision's ResNet-18 layout (its BasicBlock, one per stage) at widths 4-16."""

    def __init__(self, widths=(4, 8, 8, 16), classes=10):
        from torchvision.models.resnet import BasicBlock as TorchvisionBlock, conv1x1

        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(3, widths[0], 7, 2, 3, bias=False), randomize_bn(nn.BatchNorm2d(widths[0])), nn.ReLU(), nn.MaxPool2d(3, 2, 1)
        )
        stages, cin = [], widths[0]
        for i, w in enumerate(widths):
            stride = 1 if i == 0 else 2
            down = None
            if stride != 1 or cin != w:
                down = nn.Sequential(conv1x1(cin, w, stride), randomize_bn(nn.BatchNorm2d(w)))
            block = TorchvisionBlock(cin, w, stride, down)
            randomize_bn(block.bn1)
            randomize_bn(block.bn2)
            stages.append(block)
            cin = w
        self.stages = nn.Sequential(*stages)
        self.head = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, classes))

    def forward(self, x):
        return self.head(self.stages(self.stem(x)))


@program(onnx=True)
def resnet_small():
    return SmallResNet(), (rand(1, 3, 32, 32),)


@program(onnx=True)
def gpt2_tiny():
    with torch.no_grad():
        m = GPT2(vocab=97, positions=16, d=16, layers=2, heads=2)
        for p in m.parameters():
            p.normal_(0.0, 0.1)
    return m, (torch.randint(0, 97, (1, 16)),)


# What torch-mlir's linalg and ONNX routes write with its own tm_tensor ops: torch.cumsum and
# cumprod (tm_tensor.scan; its TOSA route writes the prefix in TOSA ops, or fails), torch.sort,
# argsort and topk (tm_tensor.sort, then a slice for topk). Apart from PROGRAMS so that the
# corpus tables stay comparable; `export.py --tm-tensor`.
TM_TENSOR = []


def tm_tensor_program(onnx=False):
    def register(builder):
        TM_TENSOR.append((builder.__name__, builder, onnx))
        return builder

    return register


@tm_tensor_program(onnx=True)
def cumsum_rows():
    return Lambda(lambda x: torch.cumsum(x, dim=1)), (rand(4, 37),)


@tm_tensor_program()
def cumsum_special_values():
    # Infinities of both signs (their sum is NaN from there on), a NaN, -0 first (an
    # inclusive scan keeps it), subnormals and values that cancel.
    x = rand(3, 12)
    x[0, 3], x[0, 7] = math.inf, -math.inf
    x[1, 5] = math.nan
    x[2, 0] = -0.0
    x[2, 1:4] = torch.tensor([1e-40, -1e-40, 3e-39])
    x[2, 6:9] = torch.tensor([1e30, 1.0, -1e30])
    return Lambda(lambda x: torch.cumsum(x, dim=-1)), (x,)


@tm_tensor_program()
def cumsum_long():
    # 2000 elements a row: 11 parallel-prefix steps, and rounding that a sequential f32 sum
    # would show (torch accumulates in f64).
    return Lambda(lambda x: torch.cumsum(x, dim=1)), (rand(3, 2000),)


@tm_tensor_program(onnx=True)
def cumsum_int():
    return Lambda(lambda x: torch.cumsum(x, dim=0)), (torch.randint(-1000, 1000, (9, 5), dtype=torch.int32),)


@tm_tensor_program()
def cumsum_f16():
    return Lambda(lambda x: torch.cumsum(x, dim=1)), (rand(2, 300).half(),)


@tm_tensor_program()
def cumprod_rows():
    return Lambda(lambda x: torch.cumprod(x, dim=1)), (1.0 + 0.1 * rand(4, 20),)


@tm_tensor_program()
def logcumsumexp_rows():
    return Lambda(lambda x: torch.logcumsumexp(x, dim=1)), (rand(3, 40),)


@tm_tensor_program(onnx=True)
def position_ids():
    # Hugging Face's position ids from an attention mask: a cumsum of the mask, less one,
    # padding positions set to 1.
    def positions(mask):
        ids = torch.cumsum(mask, dim=-1) - 1
        return ids.masked_fill(mask == 0, 1)

    mask = torch.ones(2, 10, dtype=torch.int64)
    mask[0, :3] = 0
    return Lambda(positions), (mask,)


@tm_tensor_program(onnx=True)
def sort_rows():
    return Lambda(lambda x: torch.sort(x, dim=1)), (rand(4, 37),)


@tm_tensor_program()
def sort_descending_special_values():
    # NaN sorts as the greatest value (first when descending), infinities and zeros of both
    # signs in between; no ties, whose order torch.sort leaves unspecified.
    x = rand(3, 10)
    x[0, 2], x[0, 7] = math.nan, math.inf
    x[1, 0], x[1, 4], x[1, 9] = -math.inf, math.nan, 0.0
    x[2, 3], x[2, 5] = 1e-40, -1e-40
    return Lambda(lambda x: torch.sort(x, dim=1, descending=True)), (x,)


@tm_tensor_program(onnx=True)
def argsort_columns():
    return Lambda(lambda x: torch.argsort(x, dim=0)), (rand(23, 5),)


@tm_tensor_program(onnx=True)
def topk_router():
    # A mixture-of-experts router: the top 2 of 8 experts' probabilities per token.
    class Router(nn.Module):
        def __init__(self):
            super().__init__()
            self.gate = nn.Linear(16, 8)

        def forward(self, x):
            weights, experts = torch.topk(torch.softmax(self.gate(x), dim=-1), 2, dim=-1)
            return weights / weights.sum(dim=-1, keepdim=True), experts

    return Router(), (rand(6, 16),)


@tm_tensor_program()
def topk_smallest_long():
    return Lambda(lambda x: torch.topk(x, 5, dim=1, largest=False)), (rand(2, 1000),)


# tm_tensor.scatter: torch-mlir writes index_put, index_add, index_copy, scatter, scatter_add,
# scatter_reduce and `x[i] = v` with it. Indices are inputs (drawn here, in range).


@tm_tensor_program(onnx=True)
def index_put_rows():
    # x[rows] = v: distinct rows (with repeated ones torch leaves the winner unspecified).
    return Lambda(lambda x, i, v: torch.index_put(x, (i,), v)), (rand(8, 4), torch.tensor([5, 0, 2]), rand(3, 4))


@tm_tensor_program()
def index_put_accumulate():
    # x[rows] += v with repeated rows: every update counts, in order. (torch-mlir's ONNX route
    # writes it as an assignment into zeros, then + x: a repeated row keeps its last update
    # only, in IREE as in Axe, which run what it wrote.)
    i = torch.tensor([1, 6, 1, 3, 1, 6])
    return Lambda(lambda x, i, v: torch.index_put(x, (i,), v, accumulate=True)), (rand(7, 5), i, rand(6, 5))


@tm_tensor_program()
def index_put_points():
    # x[i, j] = v: single elements.
    i, j = torch.tensor([0, 3, 3, 1]), torch.tensor([2, 0, 4, 4])
    return Lambda(lambda x, i, j, v: torch.index_put(x, (i, j), v)), (rand(4, 5), i, j, rand(4))


@tm_tensor_program()
def index_add_columns():
    # index_add along dimension 1 with alpha, special values: -0 stays -0 under -0 updates,
    # an infinity meets its opposite (NaN), a NaN update.
    x = rand(3, 6)
    x[0, 1], x[1, 2], x[2, 4] = -0.0, math.inf, 1.0
    v = rand(3, 4)
    v[0, :] = -0.0
    v[1, 1], v[2, 3] = -math.inf, math.nan
    i = torch.tensor([1, 2, 2, 4])
    return Lambda(lambda x, i, v: x.index_add(1, i, v, alpha=2.0)), (x, i, v)


@tm_tensor_program(onnx=True)
def scatter_rows():
    # torch.scatter of a source along dimension 1, distinct positions per row.
    i = torch.stack([torch.randperm(9)[:4] for _ in range(3)])
    return Lambda(lambda x, i, v: x.scatter(1, i, v)), (rand(3, 9), i, rand(3, 4))


@tm_tensor_program(onnx=True)
def scatter_add_histogram():
    # A histogram: ones added into 10 bins, integer counts.
    bins = torch.randint(0, 10, (2, 50))
    return Lambda(lambda c, i: c.scatter_add(1, i, torch.ones_like(i))), (torch.zeros(2, 10, dtype=torch.int64), bins)


@tm_tensor_program()
def scatter_reduce_amax():
    # scatter_reduce "amax" including the original elements (NaN wins, as in torch.maximum).
    x = rand(2, 6)
    v = rand(2, 5)
    v[1, 2] = math.nan
    i = torch.tensor([[0, 5, 5, 2, 0], [1, 1, 3, 3, 4]])
    return Lambda(lambda x, i, v: x.scatter_reduce(1, i, v, "amax")), (x, i, v)


@tm_tensor_program()
def kv_cache_write():
    # A decoder's key/value cache: this step's keys written at their positions along time.
    # (torch-mlir's ONNX route leaves the index arithmetic with dynamic shapes, refused.)
    class Cache(nn.Module):
        def forward(self, cache, positions, keys):
            return cache.index_copy(2, positions, keys)

    return Cache(), (rand(1, 4, 16, 8), torch.tensor([9, 10]), rand(1, 4, 2, 8))
