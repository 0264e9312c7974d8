#!/usr/bin/env bash
# bench/ranges.md: static loops (uop.range ops) and div/mod ops, and the
# memory traffic one interpreted run moves, before and after
# uop-optimize-ranges, on the tensor examples (after uop-rangeify) and on
# spec 003's kernels (bench/ranges/kernels.mlir).
# Usage: bench/ranges/run.sh [tools dir, default target/debug]
set -euo pipefail
cd "$(dirname "$0")/../.."
T=${1:-${AXE_TOOLS_DIR:-target/debug}}
divmod='uop.floormod|arith.floordivsi|arith.divsi|arith.remsi|arith.divui|arith.remui|arith.ceildivsi'

row() { # name, before.mlir, after.mlir
  local name=$1 before=$2 after=$3
  local lb la db da tb ta
  lb=$(grep -c 'uop.range' "$before" || true); la=$(grep -c 'uop.range' "$after" || true)
  db=$(grep -cE "$divmod" "$before" || true); da=$(grep -cE "$divmod" "$after" || true)
  tb=$("$T/axe-run" "$before" --entry "$name" --print --traffic | sed -n "s/^@$name traffic: //p")
  ta=$("$T/axe-run" "$after" --entry "$name" --print --traffic | sed -n "s/^@$name traffic: //p")
  echo "| \`$name\` | $lb -> $la | $db -> $da | $tb | $ta |"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| kernel | loops (uop.range) | div/mod ops | traffic before | traffic after |"
echo "|---|---|---|---|---|"
for example in softmax-vmap:softmax batched-matmul-vmap:batched_matmul spjacobian:spjacobian; do
  file=${example%%:*} name=${example#*:}
  "$T/axe-opt" "examples/tensor/$file.mlir" --pass-pipeline='builtin.module(uop-rangeify)' > "$tmp/$file.before.mlir"
  "$T/axe-opt" "$tmp/$file.before.mlir" --pass-pipeline='builtin.module(uop-optimize-ranges)' > "$tmp/$file.after.mlir"
  row "$name" "$tmp/$file.before.mlir" "$tmp/$file.after.mlir"
done
for name in load_collapse gather split_mod sum_65536; do
  # One function per file, so the static counts are the kernel's own.
  "$T/axe-opt" bench/ranges/kernels.mlir --pass-pipeline="builtin.module(symbol-privatize{exclude=$name},symbol-dce)" > "$tmp/$name.before.mlir"
  "$T/axe-opt" "$tmp/$name.before.mlir" --pass-pipeline='builtin.module(uop-optimize-ranges)' > "$tmp/$name.after.mlir"
  row "$name" "$tmp/$name.before.mlir" "$tmp/$name.after.mlir"
done
