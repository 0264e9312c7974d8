#!/bin/sh
# Builds libAxeDialects.so, the axe and uop dialects as a plugin for upstream
# `mlir-opt --load-dialect-plugin`, from the same ODS and C++ sources as the
# static shim, but linked against libMLIR.so. Never load it into the static
# Rust binaries (two copies of MLIR in one process crash).
# The layout grammar comes from the Rust crate axe-layout-capi, linked as a
# static library (it has no MLIR in it). CAPI.cpp gives it the dialects' C API
# (dialect handles, #axe.layout, !axe.tensor; dialects/cpp/AxeCAPI.h).
# usage: tools/build-plugin.sh OUTPUT.so LIBAXE_LAYOUT_CAPI.a
set -eu
out=$1
layout_capi=$2
prefix=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(dirname "$out")
gen="$dir/gen"
# LLVM's clang++ by default, as in the Rust build (dialects/build.rs).
cxx=${CXX:-$prefix/bin/clang++}

sh "$root/dialects/tblgen.sh" "$gen"
# shellcheck disable=SC2046 # llvm-config's flags are meant to split
flags="$("$prefix/bin/llvm-config" --cxxflags) -fPIC -O2 -I$gen -I$root/dialects/cpp"
# The files compile at once: they are independent, and most of each one's time is MLIR's headers.
objects=""
jobs=""
for source in UOpDialect UOpTensorVerifiers UOpKernelVerifiers AxeDialect AxeOps TMTensorDialect CAPI plugin; do
  $cxx $flags -c "$root/dialects/cpp/$source.cpp" -o "$dir/$source.o" &
  jobs="$jobs $!"
  objects="$objects $dir/$source.o"
done
for job in $jobs; do
  wait "$job"
done
# The soname lets libAxePasses.so (tools/build-pass-plugin.sh) name it in DT_NEEDED.
# shellcheck disable=SC2086
$cxx -shared -o "$out" -Wl,-soname,libAxeDialects.so $objects "$layout_capi" -L"$prefix/lib" -Wl,-rpath,"$prefix/lib" \
  -lMLIR -lLLVM -lpthread -ldl -lm -Wl,--no-undefined
echo "built $out"
