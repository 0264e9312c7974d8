#!/bin/sh
# Creates the project's Python environment .venv (git-ignored) with the
# packages the tests need, and is a quick no-op when they are there.
# Add a package by appending it to PACKAGES (e.g. nvidia-cuda-nvcc for ptxas).
# usage: tools/setup-python.sh   (PYTHON picks the interpreter, default python3)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.venv"
PACKAGES="
numpy
ml_dtypes
"
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
stamp="$venv/.axe-packages"
wanted=$(echo $PACKAGES)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
  exit 0
fi
# shellcheck disable=SC2086 # one argument per package
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check $PACKAGES
echo "$wanted" > "$stamp"
