#!/bin/sh
# Generates the C++ for the dialects (uop, axe, tm_tensor) from the ODS sources into OUT_DIR.
# The one list of generated files, used by build.rs (static shim) and by
# tools/build-plugin.sh (libAxeDialects.so for upstream mlir-opt).
# usage: dialects/tblgen.sh OUT_DIR   (MLIR_SYS_220_PREFIX picks the LLVM)
set -eu
out=$1
prefix=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"

gen() { # gen SOURCE.td GENERATOR OUTPUT [FLAGS...]
  td=$1 generator=$2 output=$3
  shift 3
  "$prefix/bin/mlir-tblgen" "$generator" "$@" -I"$prefix/include" -I"$here/include" \
    "$here/include/$td" -o "$out/$output"
}

gen UOpOps.td -gen-dialect-decls UOpDialect.h.inc -dialect=uop
gen UOpOps.td -gen-dialect-defs UOpDialect.cpp.inc -dialect=uop
gen UOpOps.td -gen-enum-decls UOpEnums.h.inc
gen UOpOps.td -gen-enum-defs UOpEnums.cpp.inc
gen UOpOps.td -gen-op-decls UOpOps.h.inc
gen UOpOps.td -gen-op-defs UOpOps.cpp.inc
gen UOpOps.td -gen-typedef-decls UOpTypes.h.inc -typedefs-dialect=uop
gen UOpOps.td -gen-typedef-defs UOpTypes.cpp.inc -typedefs-dialect=uop
gen AxeDialect.td -gen-dialect-decls AxeDialect.h.inc -dialect=axe
gen AxeDialect.td -gen-dialect-defs AxeDialect.cpp.inc -dialect=axe
gen AxeAttrs.td -gen-attrdef-decls AxeAttrs.h.inc -attrdefs-dialect=axe
gen AxeAttrs.td -gen-attrdef-defs AxeAttrs.cpp.inc -attrdefs-dialect=axe
gen AxeOps.td -gen-typedef-decls AxeTypes.h.inc -typedefs-dialect=axe
gen AxeOps.td -gen-typedef-defs AxeTypes.cpp.inc -typedefs-dialect=axe
gen AxeOps.td -gen-enum-decls AxeEnums.h.inc
gen AxeOps.td -gen-enum-defs AxeEnums.cpp.inc
gen AxeOps.td -gen-op-decls AxeOps.h.inc
gen AxeOps.td -gen-op-defs AxeOps.cpp.inc
gen TMTensorOps.td -gen-dialect-decls TMTensorDialect.h.inc -dialect=tm_tensor
gen TMTensorOps.td -gen-dialect-defs TMTensorDialect.cpp.inc -dialect=tm_tensor
gen TMTensorOps.td -gen-op-decls TMTensorOps.h.inc
gen TMTensorOps.td -gen-op-defs TMTensorOps.cpp.inc
