//! Generates C++ from the ODS sources with mlir-tblgen and compiles the shim
//! that registers the dialects, into the same binary as mlir-sys's static MLIR.

use std::{
    env,
    path::{Path, PathBuf},
    process::Command,
};

/// The dialects themselves and their C API; libAxeDialects.so holds the same
/// files (tools/build-plugin.sh).
const DIALECT_SOURCES: &[&str] = &[
    "cpp/UOpDialect.cpp",
    "cpp/UOpTensorVerifiers.cpp",
    "cpp/UOpKernelVerifiers.cpp",
    "cpp/AxeDialect.cpp",
    "cpp/AxeOps.cpp",
    "cpp/TMTensorDialect.cpp",
    "cpp/CAPI.cpp",
];

/// What the Rust tools add around the dialects.
const SHIM_SOURCES: &[&str] = &[
    "cpp/RustPass.cpp",
    "cpp/MathApproximation.cpp",
    "cpp/SinCosApproximation.cpp",
    "cpp/MathSpecialValues.cpp",
    "cpp/F64Math.cpp",
    "cpp/ExpF32.cpp",
    "cpp/Expm1TanhF32.cpp",
    "cpp/FloatMinMaxLowering.cpp",
    "cpp/VectorTransposeLowering.cpp",
    "cpp/LinalgGeneralization.cpp",
    "cpp/ShapeResolution.cpp",
    "cpp/DenseResource.cpp",
    "cpp/ObjectFile.cpp",
    "cpp/LoopUnroll.cpp",
    "cpp/OptMain.cpp",
    "cpp/SourceDiagnostics.cpp",
];

fn main() {
    let prefix = env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let prefix = PathBuf::from(prefix);
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-env-changed=CXX");
    // melior::dialect! reads the ODS files through this include directory.
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!(
        "cargo:rustc-env=AXE_ODS_INCLUDE_DIR={}",
        manifest.join("include").display()
    );
    println!("cargo:rerun-if-changed=tblgen.sh");
    for dir in ["include", "cpp"] {
        for entry in std::fs::read_dir(dir).expect("dialect sources exist") {
            println!(
                "cargo:rerun-if-changed={}",
                entry.expect("readable dir").path().display()
            );
        }
    }

    // tblgen.sh holds the one list of generated files (the plugin build uses it too).
    let status = Command::new("sh")
        .arg("tblgen.sh")
        .arg(&out)
        .env("MLIR_SYS_220_PREFIX", &prefix)
        .status()
        .unwrap_or_else(|e| panic!("cannot run dialects/tblgen.sh: {e}"));
    assert!(status.success(), "mlir-tblgen failed (is mlir-22-tools installed?)");

    let mut build = cc::Build::new();
    build.cpp(true).include(&out).include("cpp").warnings(false);
    // LLVM's own clang++ unless CXX names another compiler: on MLIR's headers it takes about
    // two thirds of g++'s time, and these files are on the critical path of every build.
    // cc compiles them in parallel (its `parallel` feature, on cargo's job slots).
    let clang = prefix.join("bin/clang++");
    if env::var_os("CXX").is_none() && clang.exists() {
        build.compiler(clang);
    }
    // Optimized in every profile, so the tests run the C++ that release builds run: at -O0 a
    // dangling reference in a verifier read a still-intact stack slot and passed every test,
    // while the -O2 release build crashed on it.
    build.opt_level(2);
    for flag in llvm_cxxflags(&prefix) {
        build.flag(&flag);
    }
    // Feature dialects-from-plugin (the pass plugin): the dialects come from
    // libAxeDialects.so, so they are not compiled in a second time.
    let dialects_from_plugin = env::var_os("CARGO_FEATURE_DIALECTS_FROM_PLUGIN").is_some();
    let dialect_sources = if dialects_from_plugin { &[][..] } else { DIALECT_SOURCES };
    for source in dialect_sources.iter().chain(SHIM_SOURCES) {
        build.file(source);
    }
    build.compile("axe_shim");
    // The shim calls into MLIR's C++ libraries, which mlir-sys links statically.
    println!("cargo:rustc-link-lib=stdc++");
}

/// The C++ flags LLVM was built with (RTTI, exceptions, defines), minus
/// optimization and warning flags that cc chooses itself.
fn llvm_cxxflags(prefix: &Path) -> Vec<String> {
    let output = Command::new(prefix.join("bin/llvm-config"))
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run llvm-config (install llvm-22-dev): {e}"));
    String::from_utf8_lossy(&output.stdout)
        .split_whitespace()
        .filter(|f| !f.starts_with("-O") && !f.starts_with("-W") && *f != "-g")
        .map(str::to_owned)
        .collect()
}
