#!/usr/bin/env bash
# bench/ranges.md: static loops (uop.range ops) and div/mod ops, and the
# memory traffic one interpreted run moves, before and after
# uop-optimize-ranges, on the tensor examples (after uop-rangeify) and on
# spec 003's kernels (bench/ranges/kernels.mlir); then the CPU-JIT time per
# call of bench/ranges/cpu.mlir's benchmark-size programs, before and after,
# each first checked against the interpreter (use a release build: the
# interpreter runs every element).
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
for example in add:add row-sum:row_sum tiled-transpose:tiled softmax-vmap:softmax batched-matmul-vmap:batched_matmul spjacobian:spjacobian; do
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

# CPU JIT: before = rangeify (tensor programs) + split-kernels, after = the
# same with uop-optimize-ranges in between.
before_pipeline='builtin.module(uop-rangeify,uop-split-kernels)'
after_pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels)'
median() { # file, name, pipeline
  "$T/axe-run" "$1" --entry "$2" --trials 1 --target cpu --time --warmup 3 --runs 20 --check-pipeline "$3" \
    | sed -n "s/^@$2: .* ok, cpu median \([0-9.]*\) us.*/\1/p"
}
kernels() { # file, pipeline
  "$T/axe-opt" "$1" --pass-pipeline="$2" | grep -c 'attributes {uop.kernel}' || true
}
echo
echo "| program | kernels | CPU JIT before (us) | CPU JIT after (us) | speedup |"
echo "|---|---|---|---|---|"
for name in softmax exp_mirror row_scale load_collapse gather split_mod sum_4m; do
  "$T/axe-opt" bench/ranges/cpu.mlir --pass-pipeline="builtin.module(symbol-privatize{exclude=$name},symbol-dce)" > "$tmp/$name.cpu.mlir"
  kb=$(kernels "$tmp/$name.cpu.mlir" "$before_pipeline"); ka=$(kernels "$tmp/$name.cpu.mlir" "$after_pipeline")
  tb=$(median "$tmp/$name.cpu.mlir" "$name" "$before_pipeline"); ta=$(median "$tmp/$name.cpu.mlir" "$name" "$after_pipeline")
  speedup=$(awk -v b="$tb" -v a="$ta" 'BEGIN { if (a > 0) printf "%.2fx", b / a; else print "-" }')
  echo "| \`$name\` | $kb -> $ka | $tb | $ta | $speedup |"
done
