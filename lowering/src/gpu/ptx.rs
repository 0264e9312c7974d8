//! `axe-translate --axe-to-ptx`: a split kernel-level module (one
//! `uop.kernel` function per kernel plus the driver that calls them) to PTX
//! text and its JSON sidecar.
//!
//! 1. uop level (when the module still holds uop ops): `uop-extract-gates`
//!    (an invalid index becomes a gate), `uop-map-gpu-ranges`,
//!    `axe-simplify-index` (so the PTX computes the simplified index),
//!    `convert-uop-to-scf`;
//! 2. `axe-vectorize-upcast`, `uop-outline-gpu-kernels`, canonicalize, cse;
//!    the driver, now `memref.alloc` + `gpu.launch_func` + `memref.dealloc`,
//!    becomes the sidecar;
//! 3. `axe-predicate-gpu-loads` (a gated load becomes `@%p ld.global`),
//!    `axe-gpu-streaming-hints` with `--streaming-hints` (`ld.global.cs` / `st.global.cs`),
//!    `nvvm-attach-target` (chip, explicit PTX ISA feature, O3, libdevice
//!    linked when given), inside the
//!    gpu.module `convert-gpu-to-nvvm` with the bare-pointer memref ABI (one
//!    `.u64` parameter per buffer) and `convert-nvvm-to-llvm` (NVVM ops with
//!    no intrinsic, `wgmma.mma_async`, become inline PTX),
//!    `gpu-module-to-binary{format=isa}`.

use crate::pipeline::run_pipeline;
use axe_dialects::diagnostic::{emit_error, emit_error_at};
use axe_dialects::ir::read::{
    constant_of, defining_op, for_each_nested, i64_array, op_name, symbol_leaf, symbol_name, value_key,
};
use axe_dialects::pass::PipelineDefinition;
use axe_gpu_sidecar::{Buffer, Kernel, Launch, Param, Role, Sidecar, TensorMap, FORMAT};
use axe_passes::kernel_ir::static_identity_memref;
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, BlockLike, Module, OperationRef, RegionLike, Type, Value,
    ValueLike,
};
use std::collections::HashMap;

/// What to generate.
pub struct PtxOptions {
    /// `sm_80` or newer.
    pub chip: String,
    /// The PTX ISA feature (`+ptx80`); empty: the chip's default below.
    pub features: String,
    /// The mapping onto the GPU; its `wgmma` is set from the chip (sm_90a).
    pub outline: OutlineOptions,
    /// NVIDIA's libdevice bitcode, linked into the kernels so that math ops
    /// (`math.exp` becomes a call of `__nv_expf`) resolve.
    pub libdevice: Option<String>,
    /// Run `axe-gpu-streaming-hints` (after the emulator's stage): read-once loads and stores
    /// as `ld.global.cs` / `st.global.cs`.
    pub streaming_hints: bool,
}

/// The PTX text and the sidecar that describes how to run it.
pub struct Translated {
    pub ptx: String,
    pub sidecar: Sidecar,
}

/// The lowest PTX ISA version that knows `chip` and that a CUDA 12.0 driver
/// JITs (8.0), or the first ISA of newer chips.
fn default_features(sm: u32) -> &'static str {
    match sm {
        0..=90 => "+ptx80",
        91..=100 => "+ptx86",
        101..=120 => "+ptx87",
        _ => "+ptx88",
    }
}

/// The number of `sm_NN` / `sm_NNa`, when it is at least 80.
fn chip_number(chip: &str) -> Option<u32> {
    let digits = chip.strip_prefix("sm_")?;
    let digits = digits
        .strip_suffix('a')
        .or_else(|| digits.strip_suffix('f'))
        .unwrap_or(digits);
    digits.parse().ok().filter(|&n| n >= 80)
}

pub fn translate(module: &mut Module, options: &PtxOptions, ptx_name: &str) -> Result<Translated, ()> {
    let top = module.as_operation();
    let Some(sm) = chip_number(&options.chip) else {
        emit_error_at(
            top.location(),
            &format!("unsupported chip '{}': Axe emits PTX for sm_80 and newer", options.chip),
        );
        return Err(());
    };
    let features = if options.features.is_empty() {
        default_features(sm).to_string()
    } else {
        options.features.clone()
    };
    if options.outline.tma && sm < 90 {
        emit_error_at(
            top.location(),
            &format!("TMA copies need sm_90 or newer, not {}", options.chip),
        );
        return Err(());
    }
    // wgmma exists only on sm_90a.
    outline(
        module,
        &OutlineOptions {
            wgmma: options.chip == "sm_90a",
            max_shared_bytes: max_shared_bytes(sm),
            ..options.outline
        },
    )?;
    let sidecar = describe(module, &options.chip, ptx_name)?;
    // Found before the math ops become calls, so that a missing libdevice is reported at one.
    let mut first_math = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if first_math.is_none() && op_name(&op).starts_with("math.") {
            first_math = Some((op.location(), op_name(&op)));
        }
    });
    let hints = if options.streaming_hints {
        "axe-gpu-streaming-hints,"
    } else {
        ""
    };
    let link = options
        .libdevice
        .as_ref()
        .map(|path| format!(" l={path}"))
        .unwrap_or_default();
    run_stage(
        module,
        &format!(
            "builtin.module(axe-predicate-gpu-loads,{hints}axe-bf16-mma-to-nvvm,nvvm-attach-target{{chip={} features={features} O=3{link}}},\
             gpu.module(convert-nvgpu-to-nvvm,expand-strided-metadata,lower-affine,axe-expand-float-minmax,arith-expand,convert-scf-to-cf,\
             convert-gpu-to-nvvm{{use-bare-ptr-memref-call-conv=true}},convert-nvvm-to-llvm),reconcile-unrealized-casts,axe-extern-dynamic-shared,gpu-module-to-binary{{format=isa}})",
            options.chip
        ),
    )?;
    let ptx = assembly(module)?;
    let unresolved = unresolved_libdevice_functions(&ptx);
    if !unresolved.is_empty() {
        let (location, name) = first_math.unwrap_or_else(|| (module.as_operation().location(), "builtin.module"));
        emit_error_at(
            location,
            &format!(
                "'{name}' op needs NVIDIA's libdevice ({}), which is not linked: pass --libdevice PATH/libdevice.10.bc, \
                 set $AXE_LIBDEVICE, or run tools/setup-python.sh (its nvidia-cuda-nvcc wheel puts libdevice in .venv)",
                unresolved.join(", ")
            ),
        );
        return Err(());
    }
    Ok(Translated { ptx, sidecar })
}

/// The libdevice functions (`__nv_expf`, ...) that the PTX declares `.extern` but does not
/// define: the math ops lowered to calls of them, and no libdevice was linked to resolve them.
pub fn unresolved_libdevice_functions(ptx: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut lines = ptx.lines().peekable();
    while let Some(line) = lines.next() {
        if !line.trim_start().starts_with(".extern .func") {
            continue;
        }
        // The name follows the return parameter, on this line or the next.
        let declaration = format!("{line} {}", lines.peek().copied().unwrap_or_default());
        let name = declaration
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .find(|w| w.starts_with("__nv_"));
        if let Some(name) = name.filter(|n| !names.iter().any(|m| m == n)) {
            names.push(name.to_string());
        }
    }
    names
}

/// The uop stage after the GPU mapping, and the outlining: one spelling for
/// [`outline`] and for the named pipeline.
macro_rules! uop_to_gpu_scf {
    () => {
        "func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse"
    };
}
macro_rules! outline_gpu_kernels {
    () => {
        "axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse"
    };
}
macro_rules! reuse_row_loads {
    () => {
        "axe-reuse-row-loads,canonicalize,cse"
    };
}

/// How [`outline`] maps kernels onto the GPU.
#[derive(Clone, Copy, Debug)]
pub struct OutlineOptions {
    /// Threads per block and upcast factor for `uop-map-gpu-ranges`.
    pub threads: i64,
    pub upcast: i64,
    /// uop matmuls multiply with sm_90a's warpgroup MMA (`uop-tensor-cores{wgmma=true}`).
    pub wgmma: bool,
    /// Run `axe-reuse-row-loads` on the outlined kernels.
    pub reuse_row_loads: bool,
    /// Run `axe-gpu-fast-math` on the outlined kernels (exp as ex2.approx of a pre-scaled
    /// argument, one reciprocal per shared divisor): the explicit fast-math choice.
    pub fast_math: bool,
    /// Asynchronous global-to-shared copies as TMA copies (sm_90; `axe-dispatch-gpu{tma=true}`).
    pub tma: bool,
    /// Shared memory a block may have ([`max_shared_bytes`] of the chip).
    pub max_shared_bytes: i64,
    /// The most stages of a uop GEMM's shared tiles (`uop-tensor-cores{stages}`).
    pub gemm_stages: i64,
    /// The deepest K step of a uop GEMM's stages (`uop-tensor-cores{depth}`).
    pub gemm_depth: i64,
    /// The block tile of a uop GEMM on wgmma (`uop-tensor-cores{tile}`); `None`: 128 x 128.
    pub gemm_tile: Option<[i64; 2]>,
    /// A uop GEMM's wgmmas stay in flight across K steps (`uop-tensor-cores{async-wgmma}`).
    pub gemm_async: bool,
}

/// The shared memory a block of `chip` may have, static and dynamic together (CUDA's
/// `sharedMemPerBlockOptin`).
pub fn max_shared_bytes(sm: u32) -> i64 {
    match sm {
        86 | 89 => 101376,
        80..=89 => 166912,
        _ => 232448,
    }
}

impl Default for OutlineOptions {
    /// `axe-translate`'s defaults.
    fn default() -> Self {
        OutlineOptions {
            threads: 256,
            upcast: 4,
            wgmma: false,
            reuse_row_loads: true,
            fast_math: false,
            tma: false,
            max_shared_bytes: 232448,
            gemm_stages: super::tensor_cores::STAGES,
            gemm_depth: super::tensor_cores::DEPTH,
            gemm_tile: None,
            gemm_async: false,
        }
    }
}

/// Stages 1 and 2 of [`translate`]: a split kernel-level module to `gpu.func` kernels in a
/// `gpu.module` and a host driver of `gpu.launch_func`s, the form the GPU emulator runs
/// (`axe-run --target gpu-emulator`) and the PTX is generated from. Failures are emitted as
/// diagnostics.
pub fn outline(module: &mut Module, options: &OutlineOptions) -> Result<(), ()> {
    let OutlineOptions {
        threads,
        upcast,
        wgmma,
        reuse_row_loads,
        fast_math,
        tma,
        max_shared_bytes: shared,
        gemm_stages,
        gemm_depth,
        gemm_tile,
        gemm_async,
    } = *options;
    let tile = gemm_tile.map_or(String::new(), |[m, n]| format!(" tile={m}x{n}"));
    if super::dispatch::has_gpu_kernels(module) {
        run_stage(
            module,
            &format!("builtin.module(axe-dispatch-gpu{{tma={tma} max-shared-bytes={shared}}})"),
        )?;
    }
    let mut has_uops = false;
    for_each_nested(&module.as_operation(), &mut |op| {
        has_uops |= op_name(&op).starts_with("uop.")
    });
    if has_uops {
        run_stage(module, &format!("builtin.module(uop-extract-gates,uop-tensor-cores{{wgmma={wgmma} tma={tma} max-shared-bytes={shared} stages={gemm_stages} depth={gemm_depth} async-wgmma={gemm_async}{tile}}},uop-map-gpu-ranges{{threads={threads} upcast={upcast}}},{})", uop_to_gpu_scf!()))?;
    }
    run_stage(module, concat!("builtin.module(", outline_gpu_kernels!(), ")"))?;
    if reuse_row_loads {
        run_stage(module, concat!("builtin.module(", reuse_row_loads!(), ")"))?;
    }
    if fast_math {
        run_stage(module, "builtin.module(axe-gpu-fast-math,canonicalize,cse)")?;
    }
    Ok(())
}

/// `axe-kernels-to-gpu`: [`outline`] with `axe-translate`'s defaults (256
/// threads, upcast 4), by name: split uop kernels to `gpu.func` kernels and
/// a driver of `gpu.launch_func`s, the IR the GPU emulator runs. The PTX
/// stage after it depends on the chip and libdevice, so it stays in
/// [`translate`] (`axe-compile --target=nvptx`, `axe-translate --axe-to-ptx`).
pub static KERNELS_TO_GPU: PipelineDefinition = PipelineDefinition {
    argument: "axe-kernels-to-gpu",
    description: "Split uop kernels (and GPU axe kernels, axe-dispatch-gpu) to gpu.func kernels and a gpu.launch_func driver (uop-extract-gates, uop-tensor-cores, uop-map-gpu-ranges{threads=256 upcast=4}, axe-simplify-index, convert-uop-to-scf, axe-vectorize-upcast, uop-outline-gpu-kernels, axe-reuse-row-loads)",
    elements: concat!("axe-dispatch-gpu,uop-extract-gates,uop-tensor-cores,uop-map-gpu-ranges{threads=256 upcast=4},", uop_to_gpu_scf!(), ",", outline_gpu_kernels!(), ",", reuse_row_loads!()),
};

/// Runs one stage's pipeline; a pipeline that fails has emitted its diagnostics (an
/// unparsable one gets one here).
fn run_stage(module: &mut Module, pipeline: &str) -> Result<(), ()> {
    run_pipeline(module, pipeline).map_err(|e| {
        if e.starts_with("cannot parse") {
            emit_error_at(module.as_operation().location(), &e);
        }
    })
}

/// The PTX text of the (one) `gpu.binary`.
fn assembly(module: &Module) -> Result<String, ()> {
    let mut text = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) != "gpu.binary" || text.is_some() {
            return;
        }
        let Ok(objects) = op.attribute("objects") else { return };
        let raw = objects.to_raw();
        unsafe {
            if mlir_sys::mlirArrayAttrGetNumElements(raw) < 1 {
                return;
            }
            let object = mlir_sys::mlirArrayAttrGetElement(raw, 0);
            if !mlir_sys::mlirAttributeIsAGPUObjectAttr(object) {
                return;
            }
            let s = mlir_sys::mlirGPUObjectAttrGetObject(object);
            let bytes = std::slice::from_raw_parts(s.data.cast::<u8>(), s.length);
            text = Some(String::from_utf8_lossy(bytes).into_owned());
        }
    });
    text.ok_or_else(|| {
        emit_error_at(
            module.as_operation().location(),
            "the module has no kernels: nothing to emit as PTX",
        )
    })
}

/// `memref<4x8xf32>` as (element, shape), for static identity-layout memrefs
/// of an element type the sidecar knows.
fn buffer_type(ty: Type) -> Option<(String, Vec<i64>)> {
    let (shape, element) = static_identity_memref(ty)?;
    let element = element.to_string();
    axe_gpu_sidecar::element_bytes(&element).map(|_| (element, shape))
}

/// The `uop.output = i` of argument `index` of `func`.
fn output_number(func: &OperationRef, index: usize) -> Option<i64> {
    let attrs = func.attribute("arg_attrs").ok()?.to_raw();
    unsafe {
        if !mlir_sys::mlirAttributeIsAArray(attrs) || mlir_sys::mlirArrayAttrGetNumElements(attrs) <= index as isize {
            return None;
        }
        let dict = mlir_sys::mlirArrayAttrGetElement(attrs, index as isize);
        let name = "uop.output";
        let value = mlir_sys::mlirDictionaryAttrGetElementByName(
            dict,
            mlir_sys::MlirStringRef {
                data: name.as_ptr().cast(),
                length: name.len(),
            },
        );
        if value.ptr.is_null() || !mlir_sys::mlirAttributeIsAInteger(value) {
            return None;
        }
        Some(mlir_sys::mlirIntegerAttrGetValueInt(value))
    }
}

/// The sidecar of the outlined module: kernels from the gpu.module, buffers
/// and launches from the one host function that launches them.
fn describe(module: &Module, chip: &str, ptx_name: &str) -> Result<Sidecar, ()> {
    let top = module.as_operation();
    let mut kernels = Vec::new();
    let mut drivers = Vec::new();
    let mut failed = false;
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        match op_name(&o) {
            "gpu.module" => for_each_nested(&o, &mut |f| {
                if op_name(&f) != "gpu.func" || !f.has_attribute("gpu.kernel") {
                    return;
                }
                match kernel(&f) {
                    Some(k) => kernels.push(k),
                    None => failed = true,
                }
            }),
            "func.func" => {
                let mut launches = false;
                for_each_nested(&o, &mut |inner| launches |= op_name(&inner) == "gpu.launch_func");
                if launches {
                    drivers.push(o);
                }
            }
            _ => {}
        }
    }
    if failed {
        return Err(());
    }
    let driver = match drivers.as_slice() {
        [d] => *d,
        [] => {
            emit_error_at(
                top.location(),
                "expects a driver function that calls the uop.kernel functions",
            );
            return Err(());
        }
        [_, second, ..] => {
            emit_error(
                second,
                &format!(
                    "is a second driver function ({} launch kernels); the PTX sidecar describes one",
                    drivers.len()
                ),
            );
            return Err(());
        }
    };
    let mut sidecar = Sidecar {
        format: FORMAT.into(),
        ptx: ptx_name.into(),
        chip: chip.into(),
        entry: symbol_name(&driver).unwrap_or_default(),
        buffers: vec![],
        kernels,
        launches: vec![],
    };
    let body = driver
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("a driver has a body");
    // Which buffer each memref value of the driver is.
    let mut buffer_of: HashMap<usize, usize> = HashMap::new();
    // Which buffer and map each tensor map value of the driver is.
    let mut maps: HashMap<usize, (usize, TensorMap)> = HashMap::new();
    for i in 0..body.argument_count() {
        let arg: Value = body.argument(i).expect("in range").into();
        let Some((element, shape)) = buffer_type(arg.r#type()) else {
            emit_error(
                &driver,
                &format!(
                    "argument {i} has type {}; the PTX sidecar describes static identity-layout buffers only",
                    arg.r#type()
                ),
            );
            return Err(());
        };
        let output = output_number(&driver, i);
        buffer_of.insert(value_key(arg), sidecar.buffers.len());
        sidecar.buffers.push(Buffer {
            name: format!("arg{i}"),
            role: if output.is_some() { Role::Output } else { Role::Input },
            argument: Some(i),
            output,
            element,
            shape,
        });
    }
    let mut temporaries = 0;
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        let name = op_name(&o);
        match name {
            "arith.constant" | "memref.dealloc" => {}
            "func.return" if o.operand_count() == 0 => {}
            "memref.alloc" if o.operand_count() == 0 => {
                let result: Value = o.result(0).expect("one result").into();
                let Some((element, shape)) = buffer_type(result.r#type()) else {
                    emit_error(
                        &o,
                        "allocates a buffer the PTX sidecar cannot describe (static identity layout only)",
                    );
                    return Err(());
                };
                buffer_of.insert(value_key(result), sidecar.buffers.len());
                sidecar.buffers.push(Buffer {
                    name: format!("tmp{temporaries}"),
                    role: Role::Temporary,
                    argument: None,
                    output: None,
                    element,
                    shape,
                });
                temporaries += 1;
            }
            // A tensor map of a buffer (TMA): the buffer as an unranked memref, its map, the map
            // as the kernel's pointer.
            "nvgpu.tma.create.descriptor" => {
                let source = buffer_of.get(&value_key(o.operand(0).expect("a source"))).copied();
                let map = o.result(0).ok().and_then(|r| tensor_map(r.r#type()));
                let (Some(source), Some(map)) = (source, map) else {
                    emit_error(&o, "maps a value that is not a program buffer, or in a map the sidecar cannot describe (tiled, not interleaved)");
                    return Err(());
                };
                maps.insert(value_key(o.result(0).expect("one result").into()), (source, map));
            }
            "builtin.unrealized_conversion_cast"
                if maps.contains_key(&value_key(o.operand(0).expect("an operand"))) =>
            {
                let map = maps[&value_key(o.operand(0).expect("an operand"))].clone();
                maps.insert(value_key(o.result(0).expect("one result").into()), map);
            }
            "memref.cast" | "memref.collapse_shape" | "memref.expand_shape" => {
                let source = buffer_of.get(&value_key(o.operand(0).expect("a source"))).copied();
                let Some(source) = source else {
                    emit_error(&o, "views a value that is not a program buffer");
                    return Err(());
                };
                buffer_of.insert(value_key(o.result(0).expect("one result").into()), source);
            }
            "gpu.launch_func" => {
                let launch = launch(&o, &mut sidecar, &buffer_of, &maps)?;
                sidecar.launches.push(launch);
            }
            _ => {
                emit_error(&o, "cannot run in the host driver of the PTX sidecar (allocations, views, kernel calls and deallocations only)");
                return Err(());
            }
        }
    }
    sidecar
        .check()
        .map_err(|e| emit_error(&driver, &format!("has an inconsistent sidecar: {e}")))?;
    Ok(sidecar)
}

fn kernel(f: &OperationRef) -> Option<Kernel> {
    let body = f.region(0).ok()?.first_block()?;
    // The block's arguments are the parameters (the function type's inputs), then the
    // workgroup and private attributions (shared and per-thread memory), which no launch passes.
    let function_type = f
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())?;
    let inputs = melior::ir::r#type::FunctionType::try_from(function_type.value())
        .ok()?
        .input_count();
    let mut params = Vec::new();
    for i in 0..inputs.min(body.argument_count()) {
        let arg: Value = body.argument(i).ok()?.into();
        // A tensor map: its buffer and box come from the launches.
        if arg.r#type().to_string() == "!llvm.ptr" {
            params.push(Param {
                element: String::new(),
                shape: Vec::new(),
                tensor_map: Some(TensorMap::default()),
            });
            continue;
        }
        let Some((element, shape)) = buffer_type(arg.r#type()) else {
            emit_error(
                f,
                &format!(
                    "parameter {i} has type {}; kernels take static identity-layout buffers only",
                    arg.r#type()
                ),
            );
            return None;
        };
        params.push(Param {
            element,
            shape,
            tensor_map: None,
        });
    }
    let three = |name: &str| -> Option<[u32; 3]> {
        let v = i64_array(f, name)?;
        (v.len() == 3).then(|| [v[0] as u32, v[1] as u32, v[2] as u32])
    };
    let (Some(grid), Some(block)) = (three("known_grid_size"), three("known_block_size")) else {
        emit_error(f, "has no known_grid_size / known_block_size");
        return None;
    };
    Some(Kernel {
        name: symbol_name(f).unwrap_or_default(),
        params,
        grid,
        block,
        dynamic_shared_bytes: 0,
    })
}

/// `!nvgpu.tensormap.descriptor<tensor = memref<64x32xf16, 3>, swizzle = swizzle_64b, ...>` as
/// a sidecar map (tiled, zeros outside, not interleaved), read as the GPU emulator reads it.
fn tensor_map(ty: Type) -> Option<TensorMap> {
    let (box_dims, swizzle, nan) = axe_dialects::ir::tensormap::descriptor_type(&ty.to_string())?;
    (!nan).then_some(TensorMap {
        box_dims,
        swizzle: swizzle as u32,
    })
}

fn launch(
    op: &OperationRef,
    sidecar: &mut Sidecar,
    buffer_of: &HashMap<usize, usize>,
    maps: &HashMap<usize, (usize, TensorMap)>,
) -> Result<Launch, ()> {
    let kernel = op.attribute("kernel").ok().and_then(symbol_leaf).unwrap_or_default();
    let Some(k) = sidecar.kernel(&kernel).cloned() else {
        emit_error(
            op,
            &format!("launches @{kernel}, which is not a kernel of the gpu.module"),
        );
        return Err(());
    };
    // Operands: grid x y z, block x y z, the dynamic shared memory's bytes when there are any,
    // then the kernel operands (no async or cluster operands).
    let sizes: Vec<Option<i64>> = (0..6)
        .map(|i| op.operand(i).ok().and_then(|v| constant_of(v, 64)))
        .collect();
    let expected: Vec<Option<i64>> = k.grid.iter().chain(&k.block).map(|&s| Some(s as i64)).collect();
    let dynamic = i64_array(op, "operandSegmentSizes")
        .and_then(|s| s.get(10).copied())
        .unwrap_or(0) as usize;
    let dynamic_bytes = if dynamic == 1 {
        op.operand(6)
            .ok()
            .and_then(|v| constant_of(v, 32))
            .and_then(|b| u32::try_from(b).ok())
    } else {
        Some(0)
    };
    let Some(dynamic_bytes) = dynamic_bytes else {
        emit_error(
            op,
            "launches with dynamic shared memory of no constant size; the PTX sidecar describes constant launches",
        );
        return Err(());
    };
    let first = 6 + dynamic;
    if sizes != expected || op.operand_count() != first + k.params.len() {
        emit_error(
            op,
            &format!(
                "launches @{kernel} with other sizes or operands than the kernel's known grid {:?} and block {:?}",
                k.grid, k.block
            ),
        );
        return Err(());
    }
    let kernel_entry = sidecar
        .kernels
        .iter_mut()
        .find(|x| x.name == kernel)
        .expect("found above");
    if sidecar.launches.iter().any(|l| l.kernel == kernel) && kernel_entry.dynamic_shared_bytes != dynamic_bytes {
        emit_error(
            op,
            &format!(
                "launches @{kernel} with {dynamic_bytes} bytes of dynamic shared memory, another launch with {}",
                kernel_entry.dynamic_shared_bytes
            ),
        );
        return Err(());
    }
    kernel_entry.dynamic_shared_bytes = dynamic_bytes;
    let mut args = Vec::new();
    for i in first..op.operand_count() {
        let v = op.operand(i).expect("in range");
        if let Some((b, map)) = maps.get(&value_key(v)) {
            // The kernel's pointer parameter takes its buffer's shape and map from here.
            let buffer = &sidecar.buffers[*b];
            let param = Param {
                element: buffer.element.clone(),
                shape: buffer.shape.clone(),
                tensor_map: Some(map.clone()),
            };
            let slot = &mut sidecar
                .kernels
                .iter_mut()
                .find(|x| x.name == kernel)
                .expect("found above")
                .params[i - first];
            if slot.tensor_map.is_none() || (!slot.element.is_empty() && *slot != param) {
                emit_error(op, &format!("passes a tensor map as operand {} of @{kernel}, which another launch or the kernel's type gives another parameter", i - first));
                return Err(());
            }
            *slot = param;
            args.push(*b);
            continue;
        }
        let Some(&b) = buffer_of.get(&value_key(v)) else {
            let what = defining_op(v).map(|d| op_name(&d)).unwrap_or_else(|| "an argument");
            emit_error(
                op,
                &format!(
                    "passes operand {} (from {what}), which is not a program buffer",
                    i - first
                ),
            );
            return Err(());
        };
        args.push(b);
    }
    Ok(Launch { kernel, args })
}
