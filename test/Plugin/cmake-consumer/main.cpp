//===- main.cpp - a C++ MLIR program that uses the Axe dialects -----------===//
//
// Registers uop and axe next to upstream dialects, parses a program with uop
// ops and an #axe.layout, verifies and prints it, walks it with the typed op
// classes, and uses the dialects' C API on the same context.
//
//===----------------------------------------------------------------------===//

#include "axe/AxeDialect.h"
#include "axe/AxeDialectsCAPI.h"
#include "axe/UOpDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

static const char *program = R"mlir(
func.func @f(%n: index) -> index attributes {layout = #axe.layout<S[2,3,4] + R[2:4@warp]>} {
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %m = uop.floormod %r, %n : index
  return %m : index
}
)mlir";

static MlirStringRef text(const char *s) { return mlirStringRefCreate(s, std::strlen(s)); }

int main() {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::arith::ArithDialect, mlir::uop::UOpDialect,
                  mlir::axe::AxeDialect>();
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(program, &context);
  if (!module || mlir::failed(mlir::verify(*module)))
    return 1;
  module->print(llvm::outs());

  module->walk([](mlir::uop::RangeOp range) {
    llvm::outs() << "range axis " << range.getAxis() << "\n";
  });

  // The C API: a layout from text is normalized by Axe's grammar; bad text is null.
  MlirContext ctx = wrap(&context);
  MlirAttribute layout = axeLayoutAttrGet(ctx, text("S[(4,8):(8,1)]"));
  if (mlirAttributeIsNull(layout) || !axeAttributeIsALayout(layout))
    return 1;
  MlirStringRef spec = axeLayoutAttrGetSpec(layout);
  llvm::outs() << "layout spec " << llvm::StringRef(spec.data, spec.length) << "\n";
  llvm::outs() << "bad layout is null: "
               << mlirAttributeIsNull(axeLayoutAttrGet(ctx, text("S[4:"))) << "\n";
  return 0;
}
