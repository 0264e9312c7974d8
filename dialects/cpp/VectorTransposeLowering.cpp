//===- VectorTransposeLowering.cpp - 8x8 transposes as shuffles -*- C++ -*-===//
//
// `axe-lower-vector-transpose`: lowers `vector.transpose` in scheduled
// (`uop.schedule`) functions with upstream MLIR's patterns before
// `canonicalize` sees them. A transposed register tile (a scheduled transpose
// loads 8 rows of 8 lanes and stores 8 columns) otherwise folds into
// `vector.to_elements` / `from_elements`, 64 scalar extracts and inserts per
// 8x8 tile. On a host with AVX (the CPU pipeline compiles for the host),
// 8x8 and 4x8 f32 tiles get the x86vector dialect's AVX sequence (unpack,
// shuffle, blend, 128-bit lane permute; the blends are x86 inline assembly,
// which is why the host is checked); other shapes and other hosts get
// upstream's element-wise lowering. Upstream exposes these patterns only through the
// transform dialect; this registers them under Axe's name so the CPU
// pipeline can run them as a pass.

#include "AxeCAPI.h"
#include "ScheduledFunctions.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/X86Vector/Transforms.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

namespace {
struct LowerVectorTransposePass : PassWrapper<LowerVectorTransposePass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerVectorTransposePass)

  StringRef getArgument() const final { return "axe-lower-vector-transpose"; }
  StringRef getDescription() const final {
    return "Lower vector.transpose in scheduled (uop.schedule) functions to vector.shuffle: the "
           "AVX unpack/shuffle/permute sequence for 8x8 and 4x8 f32 tiles, element-wise otherwise";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vector::VectorDialect, LLVM::LLVMDialect>();
  }
  static bool hostHasAvx() {
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    auto avx = features.find("avx");
    return avx != features.end() && avx->second;
  }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    if (hostHasAvx())
      x86vector::avx2::populateSpecializedTransposeLoweringPatterns(
        patterns,
        x86vector::avx2::LoweringOptions().setTransposeOptions(
            x86vector::avx2::TransposeLoweringOptions().lower4x8xf32().lower8x8xf32()),
        /*benefit=*/10);
    vector::populateVectorTransposeLoweringPatterns(patterns, vector::VectorTransposeLowering::EltWise,
                                                    /*benefit=*/1);
    if (failed(axe::applyInScheduledFunctions(getOperation(), FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};
} // namespace

void axeRegisterVectorTransposeLowering() { PassRegistration<LowerVectorTransposePass>(); }
