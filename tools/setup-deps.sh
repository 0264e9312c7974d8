#!/bin/sh
# Installs, from Debian's packages, whatever the build and tests need and the
# machine lacks. Idempotent; fast (one dpkg query) when everything is there.
set -eu

# Each package and why it is needed:
#   llvm-22-dev       llvm-config, LLVM headers and static libraries (mlir-sys links them)
#   libmlir-22-dev    MLIR headers, static libraries, and libMLIR.so for the plugin
#   mlir-22-tools     mlir-tblgen (ODS -> C++) and upstream mlir-opt (plugin tests)
#   llvm-22-tools     lit, FileCheck, not
#   libpolly-22-dev   LLVM 22's CMake exports and static link line refer to Polly
#   clang-22, libclang-22-dev   bindgen (mlir-sys) needs libclang and clang's builtin headers
#   zlib1g-dev libzstd-dev libz3-dev libxml2-dev   `llvm-config --system-libs --link-static`
#   libedit-dev libffi-dev libncurses-dev          LLVM's own link dependencies
#   libomp-22-dev     LLVM's OpenMP runtime: the CPU JIT runs parallel (core) schedules on it
#   g++ make python3  the C++ shim, the Makefile, lit
PACKAGES="llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev
clang-22 libclang-22-dev zlib1g-dev libzstd-dev libz3-dev libxml2-dev libedit-dev
libffi-dev libncurses-dev libomp-22-dev g++ make python3 python3-venv"

missing=""
for p in $PACKAGES; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "setup-deps: this is not a Debian system; install by hand:$missing" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo="sudo -n"
else
  echo "setup-deps: need root (or password-less sudo) to install:$missing" >&2
  exit 1
fi

echo "setup-deps: installing$missing"
$sudo apt-get update -q
# shellcheck disable=SC2086 # the package list is meant to split
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
