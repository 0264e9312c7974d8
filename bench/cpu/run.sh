#!/usr/bin/env bash
# Benchmarks Axe's CPU schedules against tinygrad's CPU backend and numpy (bench/cpu.md).
# Installs tinygrad 0.14 into .venv if missing (not needed by `make test`); tinygrad's CPU
# backend compiles with LLVM 22's clang.
# usage: bench/cpu/run.sh [tools dir, default target/debug] [extra bench.py options]
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=${1:-target/debug}
shift || true
tools/setup-python.sh
.venv/bin/python -c 'import tinygrad' 2>/dev/null || .venv/bin/python -m pip install --quiet tinygrad==0.14.0
.venv/bin/python bench/cpu/bench.py "$tools" bench/cpu.md "$@"
