//===- AxeDialect.td - the axe dialect --------------------*- tablegen -*-===//
//
// The axe dialect holds Axe layouts (#axe.layout) and the scoped collective
// operators that use them. Its attribute namespace also carries the analysis
// results other passes read, e.g. `axe.bounds`.
//
//===----------------------------------------------------------------------===//

#ifndef AXE_DIALECT_TD
#define AXE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Axe_Dialect : Dialect {
  let name = "axe";
  let cppNamespace = "::mlir::axe";
  let summary = "Axe layouts over named hardware axes and the operators that use them";
  let description = [{
    An Axe layout maps logical tensor coordinates to sets of coordinates on
    named hardware axes (memory, lane, warp, register, device, Trainium
    partition/free). The dialect's discardable attribute `axe.bounds =
    array<i64: lo, hi>` records an inclusive integer value range; it is read
    on function arguments and written by `axe-annotate-bounds`.
  }];
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  // #axe.layout<...> is parsed by the Rust layout grammar (AxeDialect.cpp).
  let extraClassDeclaration = [{
    /// Registers !axe.tensor and the ops (AxeOps.cpp).
    void registerTypesAndOps();
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // AXE_DIALECT_TD
