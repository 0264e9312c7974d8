//! Generates C++ from the ODS sources with mlir-tblgen and compiles the shim
//! that registers the dialects, into the same binary as mlir-sys's static MLIR.

use std::{
    env,
    path::{Path, PathBuf},
    process::Command,
};

/// (source .td, generator flag, output .inc, extra flags)
const TBLGEN_OUTPUTS: &[(&str, &str, &str, &[&str])] = &[
    ("UOpOps.td", "-gen-dialect-decls", "UOpDialect.h.inc", &["-dialect=uop"]),
    ("UOpOps.td", "-gen-dialect-defs", "UOpDialect.cpp.inc", &["-dialect=uop"]),
    ("UOpOps.td", "-gen-enum-decls", "UOpEnums.h.inc", &[]),
    ("UOpOps.td", "-gen-enum-defs", "UOpEnums.cpp.inc", &[]),
    ("UOpOps.td", "-gen-op-decls", "UOpOps.h.inc", &[]),
    ("UOpOps.td", "-gen-op-defs", "UOpOps.cpp.inc", &[]),
    ("AxeDialect.td", "-gen-dialect-decls", "AxeDialect.h.inc", &["-dialect=axe"]),
    ("AxeDialect.td", "-gen-dialect-defs", "AxeDialect.cpp.inc", &["-dialect=axe"]),
];

const SHIM_SOURCES: &[&str] = &[
    "cpp/UOpDialect.cpp",
    "cpp/AxeDialect.cpp",
    "cpp/CAPI.cpp",
    "cpp/RustPass.cpp",
    "cpp/OptMain.cpp",
];

fn main() {
    let prefix = env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let prefix = PathBuf::from(prefix);
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let td_dir = PathBuf::from("include");

    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    // melior::dialect! reads the ODS files through this include directory.
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:rustc-env=AXE_ODS_INCLUDE_DIR={}", manifest.join("include").display());
    for dir in ["include", "cpp"] {
        for entry in std::fs::read_dir(dir).expect("dialect sources exist") {
            println!("cargo:rerun-if-changed={}", entry.expect("readable dir").path().display());
        }
    }

    for (td, generator, output, extra) in TBLGEN_OUTPUTS {
        run_tblgen(&prefix, &td_dir.join(td), generator, extra, &out.join(output));
    }

    let mut build = cc::Build::new();
    build.cpp(true).include(&out).include("cpp").warnings(false);
    for flag in llvm_cxxflags(&prefix) {
        build.flag(&flag);
    }
    for source in SHIM_SOURCES {
        build.file(source);
    }
    build.compile("axe_shim");
    // The shim calls into MLIR's C++ libraries, which mlir-sys links statically.
    println!("cargo:rustc-link-lib=stdc++");
}

fn run_tblgen(prefix: &Path, td: &Path, generator: &str, extra: &[&str], output: &Path) {
    let status = Command::new(prefix.join("bin/mlir-tblgen"))
        .arg(generator)
        .args(extra)
        .arg(format!("-I{}", prefix.join("include").display()))
        .arg("-Iinclude")
        .arg(td)
        .arg("-o")
        .arg(output)
        .status()
        .unwrap_or_else(|e| panic!("cannot run mlir-tblgen (install mlir-22-tools): {e}"));
    assert!(status.success(), "mlir-tblgen {generator} {} failed", td.display());
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
