#!/usr/bin/env bash
# Long runs of the linalg fuzzer (tools/fuzz/README.md) on the release tools: JOBS workers, each
# a range of batches of seed SEED, every failing program saved as a reproducer under
# WORKDIR/failures. Usage: tools/fuzz/long-run.sh SEED BATCHES [PROGRAMS_PER_BATCH [JOBS [WORKDIR]]]
# Batches of about 25 programs are the fastest: axe-compile's scheduling and SCF conversion cost
# grows with the module (200 programs: 0.2 s each; 20: 0.04 s each).
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,6p' "$0" | sed 's/^# //'
  exit 2
fi
seed=$1 batches=$2 programs=${3:-25} jobs=${4:-1}
workdir=${5:-/tmp/axe-linalg-fuzz-$seed}
cd "$(dirname "$0")/../.."
target=${CARGO_TARGET_DIR:-$PWD/target}
cargo build --release -p axe-compile -p axe-translate -p axe-run -p axe-opt
python=.venv/bin/python
[ -x "$python" ] || python=python3
mkdir -p "$workdir"
per=$(((batches + jobs - 1) / jobs))
pids=()
for ((j = 0; j < jobs; j++)); do
  first=$((j * per))
  n=$((batches - first < per ? batches - first : per))
  [ "$n" -gt 0 ] || break
  "$python" tools/fuzz/linalg_fuzz.py --seed "$seed" --first-batch "$first" --batches "$n" --programs "$programs" \
    --tools "$target/release" --workdir "$workdir/w$j" --save-failures "$workdir/failures" >"$workdir/log$j" 2>&1 &
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
grep -h -E '^(FAIL|XFAIL|XPASS|linalg_fuzz:)' "$workdir"/log* || true
echo "logs: $workdir/log*; reproducers: $workdir/failures"
exit $status
