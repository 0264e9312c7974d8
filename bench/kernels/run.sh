#!/usr/bin/env bash
# bench/kernels.md: kernel and buffer counts of the comparison set, Axe
# (uop-kernelize) beside tinygrad 0.14. Installs tinygrad into .venv if
# missing (not needed by `make test`; the lit test pins Axe's counts alone).
# usage: bench/kernels/run.sh [tools dir, default target/debug]
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=${1:-target/debug}
python=${TINYGRAD_PYTHON:-$PWD/.venv/bin/python}
if [ -z "${TINYGRAD_PYTHON:-}" ]; then
  tools/setup-python.sh
  "$python" -c 'import tinygrad' 2>/dev/null || "$python" -m pip install --quiet tinygrad==0.14.0
fi
cd bench/kernels
"$python" compare.py "../../$tools" ../kernels.md
