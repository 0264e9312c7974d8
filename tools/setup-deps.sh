#!/bin/sh
# Installs, from the distribution's packages, whatever the build and tests need and the
# machine lacks, on Debian 12 or Ubuntu 24.04 (and other apt-based releases that
# apt.llvm.org serves). Where the release has no LLVM 22 (Ubuntu 24.04 does not), LLVM's own
# repository is added for it first: deb http://apt.llvm.org/<codename>/
# llvm-toolchain-<codename>-22 main. Idempotent; fast (one dpkg query) when everything is there.
# SETUP_DEPS_DRY_RUN=1 prints the commands instead of running them; OS_RELEASE names the
# os-release file (default /etc/os-release); test/Tools/setup/setup-deps.test uses both.
set -eu

# Each package and why it is needed:
#   llvm-22-dev       llvm-config, LLVM headers and static libraries (mlir-sys links them)
#   libmlir-22-dev    MLIR headers, static libraries, and libMLIR.so for the plugin
#   mlir-22-tools     mlir-tblgen (ODS -> C++) and upstream mlir-opt (plugin tests)
#   llvm-22-tools     lit, FileCheck, not
#   libpolly-22-dev   LLVM 22's CMake exports and static link line refer to Polly
#   clang-22, libclang-22-dev   bindgen (mlir-sys) needs libclang and clang's builtin headers;
#                     clang++ compiles the C++ shim and the plugins (faster than g++ on MLIR)
#   zlib1g-dev libzstd-dev libz3-dev libxml2-dev   `llvm-config --system-libs --link-static`
#   libedit-dev libffi-dev libncurses-dev          LLVM's own link dependencies
#   libomp-22-dev     LLVM's OpenMP runtime: the CPU JIT runs parallel (core) schedules on it
#   g++ make python3  libstdc++'s headers and the link driver, the Makefile, lit
#   openmpi-bin libopenmpi-dev   mpirun and libmpi: distributed programs (axe-distribute) run
#                     under mpirun, and the CPU JIT resolves the MPI calls from libmpi
#   cmake             test/Plugin builds a C++ MLIR project against the installed CMake package
PACKAGES="llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev
clang-22 libclang-22-dev zlib1g-dev libzstd-dev libz3-dev libxml2-dev libedit-dev
libffi-dev libncurses-dev libomp-22-dev g++ make python3 python3-venv openmpi-bin libopenmpi-dev
cmake"

missing=""
for p in $PACKAGES; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup-deps: this is not a Debian or Ubuntu system (no apt-get); install by hand:$missing" >&2
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

run() {
  if [ -n "${SETUP_DEPS_DRY_RUN:-}" ]; then echo "+ $*"; else "$@"; fi
}

# LLVM's repository for this release, when the release's own has no llvm-22-dev.
add_llvm_repository() {
  codename=$(. "${OS_RELEASE:-/etc/os-release}" && echo "${VERSION_CODENAME:-}")
  if [ -z "$codename" ]; then
    echo "setup-deps: no LLVM 22 in this release's packages and no VERSION_CODENAME in ${OS_RELEASE:-/etc/os-release}" >&2
    echo "  add LLVM's repository by hand (https://apt.llvm.org), then run this again" >&2
    exit 1
  fi
  key=/etc/apt/keyrings/apt.llvm.org.asc
  line="deb [signed-by=$key] http://apt.llvm.org/$codename/ llvm-toolchain-$codename-22 main"
  if command -v curl >/dev/null 2>&1; then
    fetch="curl -fsSL -o $key"
  elif command -v wget >/dev/null 2>&1; then
    fetch="wget -q -O $key"
  else
    echo "setup-deps: $codename has no LLVM 22 packages; LLVM's repository needs curl or wget to fetch its key." >&2
    echo "  install curl, or add by hand: $line (key: https://apt.llvm.org/llvm-snapshot.gpg.key -> $key)" >&2
    exit 1
  fi
  echo "setup-deps: $codename has no LLVM 22 packages; adding apt.llvm.org (llvm-toolchain-$codename-22)"
  run $sudo mkdir -p /etc/apt/keyrings
  # shellcheck disable=SC2086 # the fetch command is meant to split
  run $sudo $fetch https://apt.llvm.org/llvm-snapshot.gpg.key
  run $sudo sh -c "echo '$line' > /etc/apt/sources.list.d/apt.llvm.org.list"
  run $sudo apt-get update -q
}

echo "setup-deps: installing$missing"
run $sudo apt-get update -q
if ! apt-cache show llvm-22-dev >/dev/null 2>&1; then
  add_llvm_repository
fi
# shellcheck disable=SC2086 # the package list is meant to split
run $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
