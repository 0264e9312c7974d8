#!/bin/sh
# Creates the project's Python environment .venv (git-ignored) with the
# packages the tests need, and is a quick no-op when they are there.
# Add a package by appending it to PACKAGES. nvidia-cuda-nvcc (CUDA 13) brings
# ptxas, which the lit suite runs on every emitted PTX file; it is linked as
# .venv/bin/ptxas, where test/lit.cfg.py looks for it; nvidia-cuda-nvdisasm brings
# nvdisasm, linked likewise, which reads the SASS of a few kernels (wgmma kept in
# flight across loop iterations is visible only there). tinygrad 0.14 is the
# reference of the tinygrad bridge's tests (tools/tinygrad_bridge). pytest runs the axe package's
# tests (python/tests, test/Python/pytest.test).
# Versions are pinned, and pip keeps no cache (--no-cache-dir): CI's disk holds the build, and a
# second copy of the wheels is gigabytes it does not need.
# usage: tools/setup-python.sh   (PYTHON picks the interpreter, default python3)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.venv"
PACKAGES="
numpy==2.4.6
ml_dtypes==0.6.0
nvidia-cuda-nvcc==13.5.37
nvidia-cuda-nvdisasm==13.5.37
tinygrad==0.14.0
pytest==9.2.0
"
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
stamp="$venv/.axe-packages"
wanted=$(echo $PACKAGES)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  # shellcheck disable=SC2086 # one argument per package
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir $PACKAGES
  echo "$wanted" > "$stamp"
fi
# The wheels keep their tools under site-packages/nvidia/cu<major>/bin; expose them.
for tool in ptxas nvdisasm; do
  if [ ! -x "$venv/bin/$tool" ]; then
    found=$(find "$venv"/lib/python3*/site-packages/nvidia -path "*/bin/$tool" -type f 2>/dev/null | sort | tail -n 1)
    if [ -n "$found" ]; then
      ln -sf "$found" "$venv/bin/$tool"
    else
      echo "setup-python.sh: no $tool was installed; the tests that need it will be unsupported" >&2
    fi
  fi
done
