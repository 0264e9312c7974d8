//! Weights out of the PTX text. The `memref.global`s of the `gpu.module` (rangeify's weights
//! and constant tables, copied there by `uop-outline-gpu-kernels`) whose initial value is
//! larger than a threshold become device globals that the PTX defines without an initializer,
//! and their bytes go to a binary weights file that the sidecar lists (`axe-ptx-sidecar/2`);
//! the runner copies them into the loaded module once (`cuModuleGetGlobal`, `cuMemcpyHtoD`).
//! Written as PTX initializers, ResNet-18's 47 MB of weights were 213 MB of text that ptxas
//! took 7 minutes to assemble.
//!
//! Such a global is made public (external linkage: `.visible .global`, which
//! `cuModuleGetGlobal` finds and the module defines) and uninitialized; once it is an
//! `llvm.mlir.global`, constant again and `externally_initialized`, LLVM's mark for a global
//! whose value comes from outside the module (CUDA's `__device__` variables): without it LLVM
//! folds every load of an undefined initializer to `undef`, and with `constant` the loads stay
//! `ld.global.nc` (the read-only cache), as the inline weights' are.

use axe_dialects::diagnostic::emit_error;
use axe_dialects::ir::dense_resource;
use axe_dialects::ir::read::{op_name, symbol_name};
use axe_dialects::ir::OperationAt;
use axe_gpu_sidecar::{element_bytes, WeightsFile};
use melior::ir::{
    attribute::{AttributeLike, TypeAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, BlockLike, Module, OperationRef, RegionLike,
};

/// Moves the initial values of the `gpu.module`s' globals of more than `threshold` bytes
/// into the returned file (0: none moves, every global keeps its initializer).
pub fn externalize(module: &Module, threshold: u64) -> Result<WeightsFile, ()> {
    let mut file = WeightsFile::default();
    if threshold == 0 {
        return Ok(file);
    }
    let mut op = module.body().first_operation();
    while let Some(gpu_module) = op {
        op = gpu_module.next_in_block();
        if op_name(&gpu_module) != "gpu.module" {
            continue;
        }
        let Some(body) = gpu_module.region_at(0).and_then(|r| r.first_block()) else {
            continue;
        };
        // The contents and name of each global moved.
        let mut moved: Vec<(Contents, String)> = Vec::new();
        let mut inner = body.first_operation();
        while let Some(global) = inner {
            inner = global.next_in_block();
            if op_name(&global) == "memref.global" {
                externalize_global(gpu_module, global, threshold, &mut file, &mut moved)?;
            }
        }
    }
    Ok(file)
}

fn externalize_global<'c>(
    gpu_module: OperationRef,
    global: OperationRef<'c, '_>,
    threshold: u64,
    file: &mut WeightsFile,
    moved: &mut Vec<(Contents<'c>, String)>,
) -> Result<(), ()> {
    let Some((shape, element)) = global
        .attribute("type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|t| axe_passes::kernel_ir::static_identity_memref(t.value()))
    else {
        return Ok(());
    };
    let element = element.to_string();
    let elements: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
    let (Some(element_size), Ok(initial)) = (element_bytes(&element), global.attribute("initial_value")) else {
        return Ok(());
    };
    if elements * element_size <= threshold {
        return Ok(());
    }
    let contents = match dense_resource::by_reference(initial) {
        // A weight kept as its blob: its bytes are the elements as the kernels read them.
        Some(blob) => Contents::Blob(blob, initial.r#type().to_string()),
        None => match dense_resource::resolved(initial) {
            Ok(data) if unsafe { mlir_sys::mlirAttributeIsADenseElements(data.to_raw()) } => {
                Contents::Dense(data.to_raw())
            }
            // `uninitialized`, or a value the lowering reports itself.
            Ok(_) => return Ok(()),
            Err(e) => {
                emit_error(&global, &e);
                return Err(());
            }
        },
    };
    let name = symbol_name(&global).unwrap_or_default();
    let context = global.context();
    // A second global of the same type and bytes (a tied embedding table, which the gather
    // and the LM head each read as a constant of their own) becomes reads of the first:
    // once in the file and in device memory, as LLVM's constant merging keeps inline ones.
    if let Some((_, first)) = moved.iter().find(|(c, _)| c.same(&contents)) {
        let first =
            Attribute::parse(axe_dialects::context_of(&context), &format!("@{first}")).expect("a symbol reference");
        axe_dialects::ir::read::for_each_nested(&gpu_module, &mut |op| {
            if op_name(&op) == "memref.get_global"
                && op
                    .attribute("name")
                    .ok()
                    .and_then(axe_dialects::ir::read::symbol_leaf)
                    .as_deref()
                    == Some(name.as_str())
            {
                unsafe { OperationRefMut::from_raw(op.to_raw()) }.set_attribute("name", first);
            }
        });
        super::builder::erase(global);
        return Ok(());
    }
    match contents {
        Contents::Blob(blob, _) => file.push(&name, &element, &shape, blob),
        Contents::Dense(data) => file.push(
            &name,
            &element,
            &shape,
            &element_data(data, &element, elements as usize, element_size as usize),
        ),
    }
    moved.push((contents, name));
    let unit = Attribute::unit(axe_dialects::context_of(&context));
    let mut writable = unsafe { OperationRefMut::from_raw(global.to_raw()) };
    // Not constant until it is externally initialized: a constant global needs a value.
    writable.remove_attribute("constant").ok();
    writable.remove_attribute("sym_visibility").ok();
    writable.set_attribute("initial_value", unit);
    Ok(())
}

/// After the LLVM lowering: each of `file`'s globals (an `llvm.mlir.global` in a `gpu.module`)
/// becomes `constant` and `externally_initialized`.
pub fn mark_externally_initialized(module: &Module, file: &WeightsFile) {
    if file.globals.is_empty() {
        return;
    }
    axe_dialects::ir::read::for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) != "llvm.mlir.global" {
            return;
        }
        let name = symbol_name(&op).unwrap_or_default();
        if !file.globals.iter().any(|g| g.name == name) {
            return;
        }
        let context = op.context();
        let unit = Attribute::unit(axe_dialects::context_of(&context));
        let mut writable = unsafe { OperationRefMut::from_raw(op.to_raw()) };
        writable.set_attribute("constant", unit);
        writable.set_attribute("externally_initialized", unit);
    });
}

/// A moved global's initial value: dense elements (uniqued: one attribute per type and bytes),
/// or a weight's blob and its type, both compared (two blobs of one tied embedding table).
enum Contents<'c> {
    Dense(mlir_sys::MlirAttribute),
    Blob(&'c [u8], String),
}

impl Contents<'_> {
    /// Whether `self` and `other` are the same elements of the same type.
    fn same(&self, other: &Contents) -> bool {
        match (self, other) {
            (Contents::Dense(a), Contents::Dense(b)) => a.ptr == b.ptr,
            (Contents::Blob(a, a_type), Contents::Blob(b, b_type)) => a_type == b_type && a == b,
            _ => false,
        }
    }
}

/// The elements of dense elements `data` as the kernels read them: little-endian, one byte
/// per `i1` (the attribute packs bits), a splat repeated.
fn element_data(raw: mlir_sys::MlirAttribute, element: &str, elements: usize, element_size: usize) -> Vec<u8> {
    let splat = unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) };
    if element == "i1" {
        return (0..elements)
            .map(|i| {
                u8::from(unsafe {
                    mlir_sys::mlirDenseElementsAttrGetBoolValue(raw, if splat { 0 } else { i as isize })
                })
            })
            .collect();
    }
    let pointer = unsafe { mlir_sys::mlirDenseElementsAttrGetRawData(raw) } as *const u8;
    if splat {
        unsafe { std::slice::from_raw_parts(pointer, element_size) }.repeat(elements)
    } else {
        unsafe { std::slice::from_raw_parts(pointer, elements * element_size) }.to_vec()
    }
}

/// The weight globals of `file` that the PTX does not define as `.visible .global` under
/// their own name (LLVM renames a symbol PTX cannot spell).
pub fn undefined_in(ptx: &str, file: &WeightsFile) -> Vec<String> {
    if file.globals.is_empty() {
        return Vec::new();
    }
    // `.visible .global .align 4 .b8 NAME[BYTES];`
    let defined: std::collections::HashSet<&str> = ptx
        .lines()
        .filter(|line| line.starts_with(".visible .global"))
        .filter_map(|line| line.split('[').next()?.split_whitespace().last())
        .collect();
    file.globals
        .iter()
        .filter(|g| !defined.contains(g.name.as_str()))
        .map(|g| g.name.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A gpu.module with globals of 24, 16, 16, 32 and 8 bytes (f32, an i16 splat, i1, one
    /// uninitialized, a small f32 table) and a copy of the first, which a kernel reads.
    const MODULE: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @m {
    memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, -2.0, 3.5], [0.0, -0.0, 7.0]]>
    memref.global "private" constant @s : memref<8xi16> = dense<-3>
    memref.global "private" constant @b : memref<16xi1> = dense<[true, false, false, true, true, true, false, false, true, false, true, false, false, false, false, true]>
    memref.global "private" @u : memref<8xf32> = uninitialized
    memref.global "private" constant @small : memref<2xf32> = dense<[5.0, 6.0]>
    memref.global "private" constant @w2 : memref<2x3xf32> = dense<[[1.0, -2.0, 3.5], [0.0, -0.0, 7.0]]>
    gpu.func @k(%out: memref<2x3xf32>) kernel {
      %a = memref.get_global @w : memref<2x3xf32>
      %b = memref.get_global @w2 : memref<2x3xf32>
      memref.copy %b, %out : memref<2x3xf32> to memref<2x3xf32>
      gpu.return
    }
  }
}"#;

    #[test]
    fn globals_over_the_threshold_give_their_bytes_to_the_file() {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, MODULE).expect("parses");
        let file = externalize(&module, 8).expect("externalized");
        let names: Vec<&str> = file.globals.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(names, ["w", "s", "b"]);
        let bytes = |i: usize| {
            let g = &file.globals[i];
            &file.data[g.offset as usize..(g.offset + g.bytes) as usize]
        };
        let floats: Vec<f32> = bytes(0)
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(floats, [1.0, -2.0, 3.5, 0.0, -0.0, 7.0]);
        assert!(floats[4].is_sign_negative());
        let shorts: Vec<i16> = bytes(1)
            .chunks(2)
            .map(|c| i16::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(shorts, [-3; 8]);
        assert_eq!(bytes(2), [1, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1]);
        assert_eq!(file.globals.iter().map(|g| g.offset).collect::<Vec<_>>(), [0, 64, 128]);
        let text = module.as_operation().to_string();
        assert!(
            text.contains("memref.global @w : memref<2x3xf32> = uninitialized"),
            "{text}"
        );
        assert!(
            text.contains(
                "memref.global \"private\" constant @small : memref<2xf32> = dense<[5.000000e+00, 6.000000e+00]>"
            ),
            "{text}"
        );
        // @w2 holds @w's bytes: its read is a read of @w, and it is gone.
        assert!(!text.contains("@w2"), "{text}");
        assert_eq!(
            text.matches("memref.get_global @w : memref<2x3xf32>").count(),
            2,
            "{text}"
        );
        let ptx =
            ".visible .global .align 4 .b8 w[24];\n.visible .global .align 2 .b8 s[16];\n.global .align 1 .b8 b[16];\n";
        assert_eq!(undefined_in(ptx, &file), ["b"]);
    }

    #[test]
    fn threshold_zero_keeps_every_global() {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, MODULE).expect("parses");
        let before = module.as_operation().to_string();
        assert!(externalize(&module, 0).expect("nothing to do").globals.is_empty());
        assert_eq!(module.as_operation().to_string(), before);
    }
}
