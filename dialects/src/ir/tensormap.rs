//! The tensor map (TMA descriptor) type of the `nvgpu` dialect, read from its printed form:
//! the PTX emitter encodes its box and swizzle into `cp.async.bulk.tensor` and the GPU
//! emulator models the same copies, so both read it here.

/// A tensor map descriptor type's box (row-major) and swizzle row in bytes (0 for none), read
/// from `!nvgpu.tensormap.descriptor<tensor = memref<AxBxT, 3>, swizzle = swizzle_128b, ...>`.
pub fn descriptor_type(text: &str) -> Option<(Vec<i64>, i64, bool)> {
    let tensor = text.split("tensor = memref<").nth(1)?;
    let dims: Vec<&str> = tensor.split(',').next()?.split('x').collect();
    let box_dims = dims[..dims.len().checked_sub(1)?]
        .iter()
        .map(|d| d.trim().parse().ok())
        .collect::<Option<Vec<i64>>>()?;
    let swizzle = match text.split("swizzle = ").nth(1)?.split([',', '>']).next()?.trim() {
        "none" => 0,
        "swizzle_32b" => 32,
        "swizzle_64b" => 64,
        "swizzle_128b" => 128,
        _ => return None,
    };
    let nan = text.contains("oob = nan");
    (!text.contains("interleave = interleave")).then_some((box_dims, swizzle, nan))
}
