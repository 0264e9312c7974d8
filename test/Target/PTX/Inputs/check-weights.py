"""Checks a weights file against the constants of the program it was compiled from.

usage: check-weights.py PROGRAM.mlir SIDECAR.json

For each global the sidecar's `weights` lists, the program's `arith.constant dense<...>` of the
same shape and element type (written out, not splat) gives the values: the file must hold
exactly them, little-endian, at the sidecar's offset, and be as long as the sidecar says. A
file of zeros, of another global's values or of the wrong length fails.
"""

import json
import pathlib
import re
import struct
import sys

FORMATS = {"f32": "f", "f64": "d", "i32": "i", "i64": "q", "i16": "h", "i8": "b"}

program, sidecar_path = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
sidecar = json.loads(sidecar_path.read_text())
weights = sidecar["weights"]
data = (sidecar_path.parent / weights["file"]).read_bytes()
assert len(data) == weights["bytes"], f"the file has {len(data)} bytes, the sidecar says {weights['bytes']}"
constants = re.findall(r"arith\.constant dense<([^>]*)> : tensor<([0-9x]+)x(\w+)>", program.read_text())
for g in weights["globals"]:
    shape = "x".join(str(d) for d in g["shape"])
    [values] = [v for v, s, e in constants if s == shape and e == g["element"]]
    numbers = [float(n) for n in re.findall(r"[-+0-9.e]+", values)]
    code = FORMATS[g["element"]]
    if code not in "fd":
        numbers = [int(n) for n in numbers]
    want = struct.pack(f"<{len(numbers)}{code}", *numbers)
    got = data[g["offset"] : g["offset"] + g["bytes"]]
    assert got == want, f"{g['name']}: the file's bytes at {g['offset']} are not the constant's"
    print(f"{g['name']}: {len(numbers)} {g['element']} at offset {g['offset']}: ok")
