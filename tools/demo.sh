#!/bin/sh
# `make demo`: runs the Axe passes that exist on the bundled examples and
# prints what they prove. Each issue that adds a pass extends this script.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
opt="$root/target/debug/axe-opt"

for example in "$root"/examples/*.mlir; do
  name=$(basename "$example" .mlir)
  echo "== $name: value ranges (axe-annotate-bounds)"
  # Show each value with its proven range, one per line.
  "$opt" "$example" --axe-annotate-bounds \
    | grep -o '%[A-Za-z0-9_]* = [a-z_.]*.*axe.bounds = array<i64: [-0-9]*, [-0-9]*>' \
    | sed -E 's/^(%[A-Za-z0-9_]*) = ([a-z_.]*).*axe.bounds = array<i64: ([-0-9]*), ([-0-9]*)>/  \1 = \2  in [\3, \4]/'
done
