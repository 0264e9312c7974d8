#!/bin/sh
# Adds the heavy packages of the model corpus (models/) to the project's
# .venv: PyTorch, torchvision, torch-mlir's importers, IREE (the peer of
# bench/models.md) and onnx, at pinned versions, so an export made on a fresh
# machine is the one committed. A quick no-op once they are there.
#
# PyPI's torch wheel for Linux is a CUDA build: libtorch_cuda.so links cuDNN,
# cuBLAS, NCCL, ... so `import torch` fails without the nvidia-* wheels
# (libcudnn.so.9: cannot open shared object file) even on a machine with no
# GPU; a CPU-only torch is not on PyPI, so the whole set is installed
# (about 4 GB). Measured on the 2-core project machine, 2026-11-28: see
# models/README.md. `make setup` (so `make test`) runs it: the axe package's
# tests (test/Python) compile PyTorch modules; the corpus subset test/Models
# checks is committed as .mlir + .npy and needs none of it.
# pip keeps no cache of these wheels (about 3 GB), as in setup-python.sh.
# usage: tools/setup-python-models.sh
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/tools/setup-python.sh"
venv="$root/.venv"
PACKAGES="
torch==2.15.0
torchvision==0.29.2
torch-mlir==20261001
iree-base-compiler==3.13.0
iree-base-runtime==3.13.0
onnx==1.23.2
"
stamp="$venv/.axe-model-packages"
wanted=$(echo $PACKAGES)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  # shellcheck disable=SC2086 # one argument per package
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir $PACKAGES
  echo "$wanted" > "$stamp"
fi
