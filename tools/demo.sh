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

# The main job on the tensor-level programs: uop-kernelize (rangeify, range
# optimizations, kernel splitting, range optimizations of the kernels' own
# loops, index simplification); then PTX (assembled by ptxas when
# the project's .venv has it) and the CPU JIT against the interpreter.
run="$root/target/debug/axe-run"
translate="$root/target/debug/axe-translate"
ptxas="$root/.venv/bin/ptxas"
main_job='builtin.module(uop-kernelize,canonicalize,cse)'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for example in "$root"/examples/tensor/*.mlir; do
  name=$(basename "$example" .mlir)
  "$opt" "$example" --pass-pipeline="$main_job" > "$work/$name.mlir"
  kernels=$(count 'attributes \{uop\.kernel\}' < "$work/$name.mlir")
  divmod=$(count 'arith\.(floordivsi|divsi|remsi|divui|remui)|uop\.floormod' < "$work/$name.mlir")
  "$translate" --axe-to-ptx "$work/$name.mlir" -o "$work/$name.ptx"
  ptx_bytes=$(wc -c < "$work/$name.ptx")
  ptx_divmod=$(count '^[[:space:]]*(div|rem)\.[su](32|64)' < "$work/$name.ptx")
  assembled="not assembled (no .venv/bin/ptxas)"
  if [ -x "$ptxas" ]; then
    "$ptxas" -arch=sm_90 "$work/$name.ptx" -o "$work/$name.cubin" && assembled="ptxas ok"
  fi
  error=$("$run" "$example" --target cpu --trials 3 --check-pipeline "$main_job" | sed -n 's/^@[a-z_]*: [0-9]* trials, \(max abs error [^,]*\),.*/\1/p')
  echo "== tensor/$name: $kernels kernels, div+mod $divmod (PTX integer div/rem $ptx_divmod), PTX $ptx_bytes bytes ($assembled), CPU JIT vs interpreter: $error"
  # The CPU schedule of each kernel (uop-schedule's heuristics), checked the same way.
  scheduled=$("$opt" "$work/$name.mlir" --uop-schedule | grep -o 'uop.schedule = #axe.layout<[^>]*>' | sed 's/uop.schedule = #axe.layout<\(.*\)>/\1/' | tr '\n' ' ')
  # Reassociated float sums (uop.reassociate) round differently from the sequential ones.
  verdict=$("$run" "$example" --target cpu --trials 3 --rtol 1e-4 --atol 1e-5 --check-pipeline "${main_job%)},uop-schedule)" | sed -n 's/^@[a-z_]*: \([0-9]* trials, \)\{0,1\}\(max abs error [^,]*\|MISMATCH.*\|ERROR.*\).*/\2/p' | head -n 1)
  echo "   scheduled (uop-schedule): ${scheduled}CPU JIT vs interpreter: $verdict"
done

echo "== layouts (axe-canonicalize-layouts)"
"$opt" "$root/examples/layouts.mlir" --axe-canonicalize-layouts \
  | grep -o '[a-z_]* = #axe.layout<[^>]*>' | sed 's/^/     /'
