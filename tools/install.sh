#!/bin/sh
# Installs what other MLIR stacks use under PREFIX (make install PREFIX=...):
#   lib/libAxeDialects.so, lib/libAxePasses.so   the plugins (make plugin builds them)
#   include/axe/   AxeDialect.h, UOpDialect.h, their generated *.h.inc, the C API
#                  (AxeDialectsCAPI.h, LayoutCAPI.h) and the ODS sources (*.td)
#   lib/cmake/Axe/ AxeConfig.cmake (target Axe::Dialects), AxeConfigVersion.cmake
# usage: tools/install.sh PREFIX   (AXE_PLUGIN_DIR: where the plugins are, default target/plugin)
set -eu
prefix=$1
root=$(cd "$(dirname "$0")/.." && pwd)
plugins=${AXE_PLUGIN_DIR:-$root/target/plugin}
llvm=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}

for f in libAxeDialects.so libAxePasses.so; do
  [ -f "$plugins/$f" ] || { echo "install: $plugins/$f is missing: run make plugin first" >&2; exit 1; }
done
mkdir -p "$prefix/lib/cmake/Axe" "$prefix/include/axe"
cp "$plugins/libAxeDialects.so" "$plugins/libAxePasses.so" "$prefix/lib/"
cp "$root/dialects/cpp/AxeDialect.h" "$root/dialects/cpp/UOpDialect.h" \
  "$root/dialects/cpp/AxeDialectsCAPI.h" "$root/dialects/cpp/LayoutCAPI.h" \
  "$plugins"/gen/*.h.inc "$root"/dialects/include/*.td "$prefix/include/axe/"

version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)
llvm_version=$("$llvm/bin/llvm-config" --version)
subst() {
  sed -e "s|@AXE_VERSION@|$version|g" -e "s|@AXE_VERSION_MAJOR@|${version%%.*}|g" \
    -e "s|@LLVM_PREFIX@|$llvm|g" -e "s|@LLVM_VERSION@|$llvm_version|g" "$1" > "$2"
}
subst "$root/dialects/cmake/AxeConfig.cmake.in" "$prefix/lib/cmake/Axe/AxeConfig.cmake"
subst "$root/dialects/cmake/AxeConfigVersion.cmake.in" "$prefix/lib/cmake/Axe/AxeConfigVersion.cmake"
echo "installed Axe $version in $prefix"
