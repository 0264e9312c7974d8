#!/bin/sh
# `make demo`: runs the Axe passes that exist on the bundled examples and
# prints what they prove and what they remove. Each issue that adds a pass
# extends this script.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
opt="$root/target/debug/axe-opt"

count() { grep -c -E "$1" || true; }

for example in "$root"/examples/*.mlir; do
  name=$(basename "$example" .mlir)
  [ "$name" = layouts ] && continue
  echo "== $name"
  echo "   value ranges (axe-annotate-bounds):"
  "$opt" "$example" --axe-annotate-bounds \
    | grep -v 'arith.constant' \
    | grep -o '%[A-Za-z0-9_]* = [a-z_.]*.*axe.bounds = array<i64: [-0-9]*, [-0-9]*>' \
    | sed -E 's/^(%[A-Za-z0-9_]*) = ([a-z_.]*).*axe.bounds = array<i64: ([-0-9]*), ([-0-9]*)>/     \1 = \2 in [\3, \4]/'
  divmod='arith\.(floordivsi|divsi|divui|remsi|remui|ceildivsi)|uop\.floormod'
  before=$(count "$divmod" < "$example")
  simplified=$("$opt" "$example" --axe-simplify-index='semantics-check=true')
  after=$(printf '%s\n' "$simplified" | count "$divmod")
  ops_before=$("$opt" "$example" | count '= (arith|uop)\.')
  ops_after=$(printf '%s\n' "$simplified" | count '= (arith|uop)\.')
  echo "   axe-simplify-index: div+mod $before -> $after, ops $ops_before -> $ops_after"
  printf '%s\n' "$simplified" | sed -n '/return\|gpu.return/p' | sed 's/^ */     /'
done

run="$root/target/debug/axe-run"
split='builtin.module(uop-rangeify,uop-split-kernels)'
for example in "$root"/examples/tensor/*.mlir; do
  name=$(basename "$example" .mlir)
  kernels=$("$opt" "$example" --pass-pipeline="$split")
  count_kernels=$(printf '%s\n' "$kernels" | count 'attributes \{uop\.kernel\}')
  ranges=$(printf '%s\n' "$kernels" | count 'uop\.range')
  reduces=$(printf '%s\n' "$kernels" | count 'uop\.reduce ')
  divmod=$(printf '%s\n' "$kernels" | count 'arith\.(floordivsi|divsi|remsi)|uop\.floormod')
  check=$("$run" "$example" --trials 5 --check-pipeline "$split" | sed 's/^@[a-z_]*: //')
  echo "== tensor/$name (uop-rangeify, uop-split-kernels): $count_kernels kernels, $ranges ranges, $reduces reductions, div+mod $divmod; interpreter before/after: $check"
  printf '%s\n' "$kernels" | grep -E 'memref.alloc|call @' | sed 's/^ */     /'
done

echo "== layouts (axe-canonicalize-layouts)"
"$opt" "$root/examples/layouts.mlir" --axe-canonicalize-layouts \
  | grep -o '[a-z_]* = #axe.layout<[^>]*>' | sed 's/^/     /'
