//! Refuses a build that would put a second, static MLIR into the plugin:
//! mlir-sys links MLIR statically unless MLIR_SYS_LINK_SHARED=1, which
//! tools/build-pass-plugin.sh (make plugin) sets.

fn main() {
    println!("cargo:rerun-if-env-changed=MLIR_SYS_LINK_SHARED");
    if std::env::var("MLIR_SYS_LINK_SHARED").as_deref() != Ok("1") {
        eprintln!(
            "axe-pass-plugin: build it with tools/build-pass-plugin.sh (make plugin); without \
             MLIR_SYS_LINK_SHARED=1 mlir-sys would bundle a static copy of MLIR"
        );
        std::process::exit(1);
    }
}
