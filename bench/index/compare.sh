#!/usr/bin/env bash
# Index simplifier comparison (issue 3, "Benchmark and targets"), one machine, one run, results in bench/index.md.
#
#   bench/index/compare.sh [OUT_DIR]        (env: COUNT=10000 SEED=3195813888 REPEAT=3 AXE_OPT=... MLIR_OPT=... SKIP_BUILD=1)
#
# Generates the corpus (COUNT expressions from axe-symbolic's `corpus` example, then spec_examples.txt), converts it
# to IR (corpus_to_mlir.py) and measures, side by side:
#   (a)  the engine alone: `corpus --stats` (release build, CARGO_TARGET_DIR=/work/target-bench);
#   (a') axe-opt --axe-simplify-index on the IR, in three spellings of the same input: floor `%` as arith.remsi where
#        provably equal (the default), every floor `%` as uop.floormod, and constants hoisted to the function entry;
#        then once with semantics-check=true;
#   (b)  upstream mlir-opt --canonicalize --int-range-optimizations --canonicalize (dialect plugin loaded);
#   (c)  tinygrad 0.14.0's UOp.simplify() (tinygrad_simplify.py, venv .venv-bench).
# Every tool runs single-threaded (--mlir-disable-threading); one CPU-heavy process at a time.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${1:-/tmp/axe-bench-index}
COUNT=${COUNT:-10000}
SEED=${SEED:-3195813888}  # 0xBE7C_4000, the corpus example's default
REPEAT=${REPEAT:-3}       # timed runs of each MLIR tool and of the engine; the fastest is reported
BENCH_TARGET=${BENCH_TARGET:-/work/target-bench}
AXE_OPT=${AXE_OPT:-$BENCH_TARGET/release/axe-opt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
PLUGIN=${PLUGIN:-$ROOT/target/plugin/libAxeDialects.so}
VENV=$ROOT/.venv-bench
mkdir -p "$OUT"
rm -f "$OUT"/*.log "$OUT/semantics-check.txt"

now() { date +%s.%N; }
# timed NAME CMD...: runs CMD REPEAT times and keeps the fastest run's wall seconds ($OUT/NAME.wall) and its
# --mlir-timing report ($OUT/NAME.timing, from stderr); the other runs' walls go to $OUT/NAME.walls.
timed() {
  local name=$1; shift
  local best="" t0 t
  : > "$OUT/$name.walls"
  for _ in $(seq "$REPEAT"); do
    t0=$(now)
    "$@" 2> "$OUT/$name.timing.try" || { echo "$name FAILED:"; head -20 "$OUT/$name.timing.try"; exit 1; }
    t=$(echo "$(now) - $t0" | bc -l)
    echo "$t" >> "$OUT/$name.walls"
    if [[ -z $best ]] || (( $(echo "$t < $best" | bc -l) )); then
      best=$t
      mv "$OUT/$name.timing.try" "$OUT/$name.timing"
    fi
  done
  rm -f "$OUT/$name.timing.try"
  echo "$best" > "$OUT/$name.wall"
}

echo "== build"
# Both builds from the same tree, so the engine alone and axe-opt run the same rules (SKIP_BUILD=1 to skip).
[[ -n "${SKIP_BUILD:-}" ]] || (cd "$ROOT" && CARGO_TARGET_DIR=$BENCH_TARGET cargo build --release -q -p axe-symbolic --example corpus)
[[ -n "${SKIP_BUILD:-}" || $AXE_OPT != "$BENCH_TARGET/release/axe-opt" ]] \
  || (cd "$ROOT" && CARGO_TARGET_DIR=$BENCH_TARGET cargo build --release -q -p axe-opt)

echo "== machine" | tee "$OUT/machine.txt"
{ date -u +%Y-%m-%dT%H:%M:%SZ; uname -srm; nproc; grep -m1 'model name' /proc/cpuinfo || true; uptime
  git -C "$ROOT" rev-parse HEAD; git -C "$ROOT" status --short | grep -v '^??' | head -20 || true
  echo "axe-opt: $AXE_OPT (built $(date -u -r "$AXE_OPT" +%H:%M:%SZ 2> /dev/null || echo '?'))"; "$MLIR_OPT" --version | grep -i version || true; } | tee -a "$OUT/machine.txt"

echo "== (a) engine alone"
"$BENCH_TARGET/release/examples/corpus" --out "$OUT/generated.txt" --count "$COUNT" --seed "$SEED" --stats \
  | tee "$OUT/engine.txt"
for _ in $(seq 2 "$REPEAT"); do
  "$BENCH_TARGET/release/examples/corpus" --count "$COUNT" --seed "$SEED" --stats | grep 'simplify time' \
    | tee -a "$OUT/engine.txt"
done
"$BENCH_TARGET/release/examples/corpus" --out "$OUT/simplified.txt" --count "$COUNT" --seed "$SEED" --simplified
cat "$OUT/generated.txt" "$HERE/spec_examples.txt" > "$OUT/corpus.txt"

echo "== convert"
# Quarantine: a line whose function any tool rejects (an error diagnostic) is left out of every variant and every
# tool's totals, and listed in quarantine.txt with the tool's first error; the loop stops when all tools accept all.
convert() {
  python3 "$HERE/corpus_to_mlir.py" --exclude "$OUT/excluded.txt" "$@" 2>> "$OUT/convert.log"
}
: > "$OUT/excluded.txt"; : > "$OUT/quarantine.txt"
for attempt in 1 2 3 4 5; do
  : > "$OUT/convert.log"
  convert "$OUT/corpus.txt" "$OUT/corpus.mlir"
  convert --floormod-only "$OUT/corpus.txt" "$OUT/corpus-floormod.mlir"
  convert --hoist-constants "$OUT/corpus.txt" "$OUT/corpus-hoisted.mlir"
  bad=0
  for v in corpus corpus-floormod corpus-hoisted; do
    for tool in axe semantics upstream; do
      case $tool in
        axe) cmd=("$AXE_OPT" --axe-simplify-index) ;;
        semantics) cmd=("$AXE_OPT" --axe-simplify-index=semantics-check=true) ;;
        upstream) cmd=("$MLIR_OPT" --load-dialect-plugin="$PLUGIN" --canonicalize --int-range-optimizations --canonicalize) ;;
      esac
      if ! "${cmd[@]}" "$OUT/$v.mlir" -o /dev/null 2> "$OUT/check.log"; then
        bad=1
        while IFS=$'\t' read -r k err; do
          echo "$k" >> "$OUT/excluded.txt"
          printf '%s\t%s\t%s\t%s\n' "$k" "$tool on $v.mlir" "$err" "$(sed -n "$((k + 1))p" "$OUT/corpus.txt")" \
            >> "$OUT/quarantine.txt"
        done < <(python3 "$HERE/failing_funcs.py" "$OUT/$v.mlir" "$OUT/check.log")
        cp "$OUT/check.log" "$OUT/check-$attempt-$tool-$v.log"
      fi
    done
  done
  [[ $bad == 0 ]] && break
done
grep -v skipped "$OUT/convert.log"
echo "quarantined lines: $(sort -un "$OUT/excluded.txt" | wc -l) (quarantine.txt, check-*.log)"
echo "parse check:"
"$AXE_OPT" "$OUT/corpus.mlir" -o /dev/null && echo "  axe-opt parses corpus.mlir"
"$MLIR_OPT" --load-dialect-plugin="$PLUGIN" "$OUT/corpus.mlir" -o /dev/null && echo "  mlir-opt parses corpus.mlir"

echo "== (a') axe-opt --axe-simplify-index"
AXE=("$AXE_OPT" --mlir-disable-threading --mlir-timing --axe-simplify-index)
timed axe "${AXE[@]}" "$OUT/corpus.mlir" -o "$OUT/axe.mlir"
timed axe-floormod "${AXE[@]}" "$OUT/corpus-floormod.mlir" -o "$OUT/axe-floormod.mlir"
timed axe-hoisted "${AXE[@]}" "$OUT/corpus-hoisted.mlir" -o "$OUT/axe-hoisted.mlir"
for v in corpus corpus-floormod corpus-hoisted; do
  if "$AXE_OPT" --axe-simplify-index=semantics-check=true "$OUT/$v.mlir" -o /dev/null 2> "$OUT/$v.semantics-check.log"; then
    echo "semantics-check on $v.mlir (after quarantine): pass" | tee -a "$OUT/semantics-check.txt"
  else
    echo "semantics-check on $v.mlir: FAIL (see $v.semantics-check.log)" | tee -a "$OUT/semantics-check.txt"
    head -40 "$OUT/$v.semantics-check.log"
  fi
done

echo "== (b) upstream mlir-opt"
timed upstream "$MLIR_OPT" --load-dialect-plugin="$PLUGIN" --mlir-disable-threading --mlir-timing \
  "$OUT/corpus.mlir" --canonicalize --int-range-optimizations --canonicalize -o "$OUT/upstream.mlir"

echo "== (c) tinygrad 0.14.0"
if [[ ! -x $VENV/bin/python ]]; then
  python3 -m venv "$VENV" && "$VENV/bin/pip" install -q tinygrad==0.14.0 || echo "tinygrad did not install; skipped"
fi
if "$VENV/bin/python" -c 'import tinygrad' 2> /dev/null; then
  "$VENV/bin/pip" show tinygrad | grep -i '^version' | tee "$OUT/tinygrad-version.txt"
  "$VENV/bin/python" "$HERE/tinygrad_simplify.py" "$OUT/corpus.txt" "$OUT/tinygrad.tsv" 2>&1 | tee "$OUT/tinygrad.log"
fi

echo "== report"
python3 "$HERE/compare_report.py" "$OUT" "$COUNT" | tee "$OUT/report.md"
