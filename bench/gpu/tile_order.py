"""Operand bytes a GEMM's tile order asks of DRAM, by the static model of bench/gpu.md.

A persistent GEMM (`axe-translate --gemm-persistent`) gives its P blocks the tiles of one
order: block b takes tiles b, b + P, ..., so tiles [wP, (w + 1)P) run side by side ("wave" w).
The model: a wave reads its tiles' rows of A and columns of B from DRAM once each (L2 holds
them while the wave runs; nothing survives into the next wave). Row-major is the order of a
non-persistent grid (x fastest); grouped is uop-tensor-cores' layout
S[(rows / G, cols, G):(G@by, 1@bx, 1@by)].

    python3 bench/gpu/tile_order.py          # prints the markdown table
"""


def tile_order(rows, cols, group):
    """(by, bx) of each tile in turn: row-major for group 0, else grouped by `group` tile rows
    (the largest divisor of rows up to it, as the compiler takes it)."""
    if group == 0:
        return [(t // cols, t % cols) for t in range(rows * cols)]
    g = max(d for d in range(1, min(group, rows) + 1) if rows % d == 0)
    return [((t // (g * cols)) * g + t % g, (t // g) % cols) for t in range(rows * cols)]


def wave_bytes(order, blocks, tile, k, element_bytes=2):
    """DRAM bytes of A and B the waves read: each wave its distinct tile rows and columns."""
    total = 0
    for start in range(0, len(order), blocks):
        wave = order[start:start + blocks]
        rows = len({r for r, _ in wave})
        cols = len({c for _, c in wave})
        total += (rows * tile[0] + cols * tile[1]) * k * element_bytes
    return total


def main(m=4096, n=4096, k=4096, blocks=132):
    print(f"| tile | tiles | order | waves of {blocks} | A + B bytes read (MiB) |")
    print("|---|---|---|---|---|")
    for tile in [(128, 256), (128, 128)]:
        rows, cols = m // tile[0], n // tile[1]
        for group in [0, 4, 8, 16]:
            order = tile_order(rows, cols, group)
            name = "row-major" if group == 0 else f"grouped, {group} tile rows"
            waves = -(-len(order) // blocks)
            mib = wave_bytes(order, blocks, tile, k) / 2**20
            print(f"| {tile[0]} x {tile[1]} | {rows} x {cols} | {name} | {waves} | {mib:.0f} |")


if __name__ == "__main__":
    main()
