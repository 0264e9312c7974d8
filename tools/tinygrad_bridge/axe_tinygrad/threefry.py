"""tinygrad's THREEFRY op (Tensor.rand's bits) spelled out on tensors.

THREEFRY(x, key) on uint64 is the Threefry-2x32 block cipher with 20 rounds
(Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011):
each uint64 is two uint32 words (low, high), five groups of four rounds mix
them by add / rotate / xor, and a key injection follows every group. No
dialect has it as an op, so the bridge writes tinygrad's own decomposition
(the one its code generator applies for every device) in 32-bit arith on
tensors: `arith.addi` wraps modulo 2^32 as uint32 addition does, the rotate
is `shli` plus `shrui` (logical), and the result packs the words back as
`(high << 32) | low`. The bits are exact, so Tensor.rand / randn draw the
same numbers on Axe as on tinygrad.
"""
from .mlir_function import FunctionBuilder, Value

ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))
KEY_PARITY = 0x1BD11BDA  # Threefish's C240: keeps an all-zero key from being a fixed point


def threefry2x32(fn: FunctionBuilder, x: Value, key: Value) -> Value:
    """THREEFRY(x, key) for two i64 tensors of one shape (tinygrad's uint64)."""
    assert x.elem == key.elem == "i64" and x.shape == key.shape
    shape = x.shape

    def const(value: int, elem: str) -> Value:
        # signless constants: the two's complement bits of the unsigned value
        bits = 8 * int(elem[1:])
        value &= (1 << bits) - 1
        signed = value - (1 << bits) if value >> (bits - 1) else value
        return fn.op(f"arith.constant dense<{signed}> : tensor<{''.join(f'{d}x' for d in shape)}{elem}>", shape, elem)

    def op(name: str, a: Value, b: Value) -> Value:
        return fn.op(f"arith.{name} {a.name}, {b.name} : {a.type}", shape, a.elem)

    def low(v: Value) -> Value:  # uint64 -> uint32: the low word
        return fn.op(f"uop.cast {v.name} : {v.type} -> tensor<{''.join(f'{d}x' for d in shape)}i32>", shape, "i32")

    def high(v: Value) -> Value:
        return low(op("shrui", v, const(32, "i64")))

    def widen(v: Value) -> Value:  # uint32 -> uint64: uop.cast sign-extends, the mask clears the upper word
        wide = fn.op(f"uop.cast {v.name} : {v.type} -> tensor<{''.join(f'{d}x' for d in shape)}i64>", shape, "i64")
        return op("andi", wide, const(0xFFFFFFFF, "i64"))

    x0, x1 = low(x), high(x)
    key0, key1 = low(key), high(key)
    ks = [key1, op("xori", op("xori", key0, key1), const(KEY_PARITY, "i32")), key0]
    xr = [op("addi", x0, ks[2]), op("addi", x1, ks[0])]
    for i in range(5):
        for r in ROTATIONS[i % 2]:
            rotated = op("addi", op("shli", xr[1], const(r, "i32")), op("shrui", xr[1], const(32 - r, "i32")))
            s = op("addi", xr[0], xr[1])
            xr = [s, op("xori", s, rotated)]
        xr = [op("addi", xr[0], ks[i % 3]), op("addi", op("addi", xr[1], ks[(i + 1) % 3]), const(i + 1, "i32"))]
    return op("ori", op("shli", widen(xr[1]), const(32, "i64")), widen(xr[0]))
