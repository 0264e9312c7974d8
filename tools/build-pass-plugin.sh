#!/bin/sh
# Builds libAxePasses.so, Axe's Rust passes and pipelines (crates axe-passes and
# axe-lowering, everything axe-opt registers) as a plugin for
# upstream `mlir-opt --load-pass-plugin`, next to libAxeDialects.so
# (tools/build-plugin.sh) for --load-dialect-plugin.
# One copy of MLIR and one of the dialects in the process:
#  - the Rust side (tools/axe-pass-plugin, a staticlib) is built with
#    MLIR_SYS_LINK_SHARED=1 in a target directory of its own, so mlir-sys
#    bundles no static MLIR; its C API calls are resolved by Debian's
#    libMLIRCAPI*.a, thin wrappers over the C++ in libMLIR.so (Debian ships
#    no libMLIR-C.so);
#  - the dialects' C++ and C API come from libAxeDialects.so (DT_NEEDED,
#    found next to this library), not from a second compilation;
#  - symbols of the static archives (Rust, C API wrappers) stay hidden.
# usage: tools/build-pass-plugin.sh OUTPUT.so LIBAXEDIALECTS.so
set -eu
out=$1
dialects=$2
prefix=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(cd "$(dirname "$out")" && pwd)
cxx=${CXX:-$prefix/bin/clang++}
cargo=${CARGO:-cargo}
crate="$root/tools/axe-pass-plugin"
target="${AXE_PASS_PLUGIN_TARGET_DIR:-$root/target/pass-plugin-build}"

CARGO_TARGET_DIR="$target" MLIR_SYS_LINK_SHARED=1 MLIR_SYS_220_PREFIX="$prefix" \
  TABLEGEN_220_PREFIX="$prefix" "$cargo" build --manifest-path "$crate/Cargo.toml" ${CARGO_JOBS:+-j"$CARGO_JOBS"}

# shellcheck disable=SC2046 # llvm-config's flags are meant to split
$cxx $("$prefix/bin/llvm-config" --cxxflags) -fPIC -O2 -c "$crate/pass_plugin.cpp" -o "$dir/pass_plugin.o"
$cxx -shared -o "$out" "$dir/pass_plugin.o" \
  -Wl,--exclude-libs,ALL -Wl,--gc-sections \
  "$target/debug/libaxe_pass_plugin.a" \
  -Wl,--start-group "$prefix"/lib/libMLIRCAPI*.a -Wl,--end-group \
  "$dialects" \
  -L"$prefix/lib" -Wl,-rpath,'$ORIGIN' -Wl,-rpath,"$prefix/lib" \
  -lMLIR -lLLVM -lstdc++ -lgcc_s -lpthread -ldl -lm -lrt -lutil -Wl,--no-undefined
echo "built $out"
