//! `--target cuda`: runs a program from its PTX and sidecar
//! (`axe-translate --axe-to-ptx`) on an NVIDIA GPU through cudarc, whose
//! libcuda is dlopen'ed at first use, so axe-run builds and runs without
//! CUDA. The driver's buffers are allocated from the sidecar, the inputs are
//! the same seeded random inputs the interpreter gets, the launches run in
//! the sidecar's order, and the outputs are compared with the interpreter's
//! run of the driver function in the MLIR file. Timing: warm-up runs, then
//! one CUDA event pair around each run (L2 flushed before it by writing a
//! buffer larger than L2), median and minimum over the runs. A kernel gets
//! the dynamic shared memory its sidecar entry asks for. A tensor map
//! parameter (TMA) gets a `CUtensorMap` of its buffer, encoded once with
//! `cuTensorMapEncodeTiled` and copied to device memory. The weights the sidecar lists
//! (format 2) are read from their file with the sidecar, before the driver is looked for, and
//! copied into the module's globals once it is loaded (`cuModuleGetGlobal`, `cuMemcpyHtoD`).

use crate::compare::{Stats, Tolerance};
use axe_gpu_sidecar::{Buffer, LoadedWeights, Role, Sidecar, TensorMap};
use axe_interp::device_bytes::{from_device_bytes, to_device_bytes};
use axe_interp::Tensor;
use cudarc::driver::{sys, CudaContext, CudaSlice, CudaStream, DevicePtr, LaunchConfig, PushKernelArg};
use std::path::Path;

/// What a GPU run needs besides the sidecar.
pub struct CudaRun {
    pub warmup: usize,
    pub runs: usize,
    /// Bytes written between timed runs to evict L2 (0: no flush).
    pub flush_bytes: usize,
    pub tolerance: Tolerance,
    /// `--outputs DIR`: the checked run's output buffers as `.npy` files, named as the
    /// interpreter names them (`DIR/<entry>.arg<i>.npy`), so a program too large for the
    /// interpreter can be checked against another oracle (bench/gpu/device.py: torch).
    pub outputs: Option<std::path::PathBuf>,
}

/// The outcome: `Ok(None)` when there is no GPU to run on.
pub type Outcome = Result<Option<String>, String>;

/// What the driver loads: the sidecar's PTX, which it compiles for the GPU at every load
/// (seconds for a large GEMM kernel), or `--cubin`: ptxas's binary of that PTX, loaded as is
/// (`cuModuleLoadData` takes either).
pub enum Image {
    Ptx(String),
    Cubin(Vec<u8>),
}

/// A sidecar, its PTX and its weights file, read and checked (before any CUDA call).
pub struct Loaded {
    pub sidecar: Sidecar,
    pub ptx: String,
    pub weights: Option<LoadedWeights>,
}

pub fn load_sidecar(path: &str) -> Result<Loaded, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let sidecar = Sidecar::parse(&text).map_err(|e| format!("{path}: {e}"))?;
    let ptx_path = Path::new(path).parent().unwrap_or(Path::new(".")).join(&sidecar.ptx);
    let ptx =
        std::fs::read_to_string(&ptx_path).map_err(|e| format!("cannot read the PTX {}: {e}", ptx_path.display()))?;
    let weights = match &sidecar.weights {
        Some(w) => Some(w.read(Path::new(path)).map_err(|e| format!("{path}: {e}"))?),
        None => None,
    };
    Ok(Loaded { sidecar, ptx, weights })
}

/// Why the GPU run is skipped, if it is: no driver library or no device.
pub fn unavailable() -> Option<String> {
    if !unsafe { sys::is_culib_present() } {
        return Some("no CUDA driver (libcuda) found".into());
    }
    match CudaContext::device_count() {
        Ok(n) if n > 0 => None,
        Ok(_) => Some("the CUDA driver reports no device".into()),
        Err(e) => Some(format!("the CUDA driver cannot start: {e}")),
    }
}

/// Runs the sidecar's program on device 0. `inputs` are the driver's
/// arguments before the call and `expected` after the interpreter's call,
/// both by argument position (`None`: the outputs are not checked).
pub fn run(
    cfg: &CudaRun,
    sidecar: &Sidecar,
    weights: Option<&LoadedWeights>,
    image: &Image,
    inputs: &[Tensor],
    expected: Option<&[Tensor]>,
) -> Outcome {
    let err = |e: cudarc::driver::DriverError| format!("CUDA: {e}");
    let ctx = CudaContext::new(0).map_err(err)?;
    let stream = ctx.default_stream();
    let image = match image {
        Image::Ptx(text) => cudarc::nvrtc::Ptx::from_src(text.clone()),
        Image::Cubin(bytes) => cudarc::nvrtc::Ptx::from_binary(bytes.clone()),
    };
    let module = ctx.load_module(image).map_err(err)?;
    // The weights the PTX defines without an initializer, copied in once per module load.
    if let Some(weights) = weights {
        weights.upload(
            |name| {
                let global = module.get_global(name, &stream).map_err(err)?;
                let bytes = global.len() as u64;
                Ok((global, bytes))
            },
            |mut global, bytes| stream.memcpy_htod(bytes, &mut global).map_err(err),
        )?;
        stream.synchronize().map_err(err)?;
    }
    let mut functions = Vec::new();
    for k in &sidecar.kernels {
        let function = module.load_function(&k.name).map_err(err)?;
        // Past 48 KiB a kernel must opt in to its dynamic shared memory.
        if k.dynamic_shared_bytes > 48 * 1024 {
            function
                .set_attribute(
                    sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    k.dynamic_shared_bytes as i32,
                )
                .map_err(err)?;
        }
        functions.push(function);
    }
    let mut device: Vec<CudaSlice<u8>> = Vec::new();
    for b in &sidecar.buffers {
        let bytes = b.bytes().expect("checked") as usize;
        let slice = match (b.role, b.argument) {
            (Role::Input | Role::Output, Some(i)) => {
                let t = inputs.get(i).ok_or(format!("the driver has no argument {i}"))?;
                stream.clone_htod(&to_device_bytes(t)?).map_err(err)?
            }
            _ => stream.alloc_zeros::<u8>(bytes.max(1)).map_err(err)?,
        };
        device.push(slice);
    }
    // The tensor maps of each launch's parameters (by launch, then parameter).
    let mut maps: Vec<Vec<Option<CudaSlice<u8>>>> = Vec::new();
    for l in &sidecar.launches {
        let kernel = sidecar.kernel(&l.kernel).expect("checked");
        let mut these = Vec::new();
        for (&a, param) in l.args.iter().zip(&kernel.params) {
            these.push(match &param.tensor_map {
                Some(map) => Some(tensor_map(&stream, &device[a], &sidecar.buffers[a], map)?),
                None => None,
            });
        }
        maps.push(these);
    }
    let mut flush = if cfg.flush_bytes > 0 {
        Some(stream.alloc_zeros::<u8>(cfg.flush_bytes).map_err(err)?)
    } else {
        None
    };
    let run_once = |device: &mut Vec<CudaSlice<u8>>| -> Result<(), String> {
        for (n, l) in sidecar.launches.iter().enumerate() {
            let k = sidecar
                .kernels
                .iter()
                .position(|k| k.name == l.kernel)
                .expect("checked");
            let kernel = &sidecar.kernels[k];
            let config = LaunchConfig {
                grid_dim: (kernel.grid[0], kernel.grid[1], kernel.grid[2]),
                block_dim: (kernel.block[0], kernel.block[1], kernel.block[2]),
                shared_mem_bytes: kernel.dynamic_shared_bytes,
            };
            let mut builder = stream.launch_builder(&functions[k]);
            for (&a, map) in l.args.iter().zip(&maps[n]) {
                builder.arg(map.as_ref().unwrap_or(&device[a]));
            }
            unsafe { builder.launch(config) }.map_err(err)?;
        }
        Ok(())
    };
    // The checked run first: outputs are compared (and written) before timing reruns
    // overwrite them.
    run_once(&mut device)?;
    if let Some(dir) = &cfg.outputs {
        for (i, b) in sidecar.buffers.iter().enumerate() {
            let Some(arg) = b.argument.filter(|_| b.role == Role::Output) else {
                continue;
            };
            let host: Vec<u8> = stream.clone_dtoh(&device[i]).map_err(err)?;
            let got = from_device_bytes(&inputs[arg], &host)?;
            crate::npy_outputs::write(
                &dir.join(crate::npy_outputs::file_name(&sidecar.entry, &format!("arg{arg}"))),
                &got,
            )?;
        }
    }
    let mut stats = Stats::default();
    for (i, b) in sidecar.buffers.iter().enumerate() {
        let (Some(arg), Some(expected)) = (b.argument, expected) else {
            continue;
        };
        let host: Vec<u8> = stream.clone_dtoh(&device[i]).map_err(err)?;
        let want = &expected[arg];
        stats.compare(&b.name, want, &from_device_bytes(want, &host)?, cfg.tolerance);
    }
    if let Some(m) = stats.mismatch {
        return Err(format!("MISMATCH against the interpreter: {m}"));
    }
    for _ in 0..cfg.warmup {
        run_once(&mut device)?;
    }
    let timing = Some(sys::CUevent_flags::CU_EVENT_DEFAULT);
    let mut times = Vec::new();
    for _ in 0..cfg.runs {
        if let Some(f) = flush.as_mut() {
            stream.memset_zeros(f).map_err(err)?;
        }
        let start = stream.record_event(timing).map_err(err)?;
        run_once(&mut device)?;
        let end = stream.record_event(timing).map_err(err)?;
        end.synchronize().map_err(err)?;
        times.push(start.elapsed_ms(&end).map_err(err)? as f64 * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let bytes: u64 = sidecar
        .buffers
        .iter()
        .filter(|b| b.role != Role::Temporary)
        .filter_map(|b| b.bytes())
        .sum();
    let median = times.get(times.len() / 2).copied().unwrap_or(f64::NAN);
    let min = times.first().copied().unwrap_or(f64::NAN);
    Ok(Some(format!(
        "{} launches, {}; median {median:.2} us, min {min:.2} us over {} runs, {:.1} GB/s (program buffers once each)",
        sidecar.launches.len(),
        if expected.is_some() {
            format!("max abs error {:e}: ok", stats.max_abs)
        } else {
            "outputs not checked (--trials 0)".to_string()
        },
        times.len(),
        bytes as f64 / (median * 1e3)
    )))
}

/// A `CUtensorMap` of `buffer` (the sidecar's `b`, a row-major array) read in `map`'s boxes, in
/// device memory: the driver wants dimensions, strides and box from the innermost dimension
/// out, strides in bytes and without the innermost (the element size).
fn tensor_map(
    stream: &std::sync::Arc<CudaStream>,
    buffer: &CudaSlice<u8>,
    b: &Buffer,
    map: &TensorMap,
) -> Result<CudaSlice<u8>, String> {
    use sys::CUtensorMapDataType_enum as T;
    let data_type = match b.element.as_str() {
        "f16" => T::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        "bf16" => T::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
        "f32" => T::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
        "f64" => T::CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        "i32" => T::CU_TENSOR_MAP_DATA_TYPE_INT32,
        "i64" => T::CU_TENSOR_MAP_DATA_TYPE_INT64,
        "i16" => T::CU_TENSOR_MAP_DATA_TYPE_UINT16,
        _ => T::CU_TENSOR_MAP_DATA_TYPE_UINT8,
    };
    let swizzle = match map.swizzle {
        32 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_32B,
        64 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_64B,
        128 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
        _ => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
    };
    let element = axe_gpu_sidecar::element_bytes(&b.element).expect("checked");
    let dims: Vec<u64> = b.shape.iter().rev().map(|&d| d as u64).collect();
    let strides: Vec<u64> = (1..dims.len())
        .map(|j| dims[..j].iter().product::<u64>() * element)
        .collect();
    let boxes: Vec<u32> = map.box_dims.iter().rev().map(|&x| x as u32).collect();
    let element_strides = vec![1u32; dims.len()];
    let mut encoded = sys::CUtensorMap { opaque: [0; 16] };
    let (address, _sync) = buffer.device_ptr(stream);
    let result = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut encoded,
            data_type,
            dims.len() as u32,
            address as *mut std::ffi::c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            element_strides.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            swizzle,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    if result != sys::CUresult::CUDA_SUCCESS {
        return Err(format!(
            "CUDA: cuTensorMapEncodeTiled of buffer {} ({}x{:?}, box {:?}, swizzle {}) failed: {result:?}",
            b.name, b.element, b.shape, map.box_dims, map.swizzle
        ));
    }
    let bytes: Vec<u8> = encoded.opaque.iter().flat_map(|w| w.to_le_bytes()).collect();
    stream.clone_htod(&bytes).map_err(|e| format!("CUDA: {e}"))
}
