//! NVIDIA GPU memories as `!axe.tensor` scopes (spec 001 section 3.2 "Tensor and Layout") and
//! what a tensor's layout may use in each: `global` and `shared` are addressed by element
//! offsets on `m`; `reg` numbers a thread's registers, with `lane`, `warp` or `tx` saying
//! which thread holds each element.

use axe_layout::Layout;

/// Shared memory one block may use on sm_90 (227 KiB, the opt-in maximum; sm_80 has 163 KiB).
pub const SHARED_BYTES: i64 = 227 * 1024;
/// Static shared memory (`.shared` variables, what workgroup buffers become) per kernel: more
/// needs dynamic shared memory, which Axe does not allocate yet.
pub const STATIC_SHARED_BYTES: i64 = 48 * 1024;
/// Bytes of registers one thread may hold (255 32-bit registers).
pub const REGISTER_BYTES: i64 = 255 * 4;
/// The thread axes of a register layout.
pub const THREAD_AXES: [&str; 3] = ["lane", "warp", "tx"];

/// Where a GPU tensor lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuScope {
    Global,
    Shared,
    Reg,
}

impl GpuScope {
    /// The code the C++ enum `MemoryScope` uses (AxeTypes.td).
    pub fn from_code(code: u32) -> Option<GpuScope> {
        match code {
            3 => Some(GpuScope::Global),
            4 => Some(GpuScope::Shared),
            5 => Some(GpuScope::Reg),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GpuScope::Global => "global",
            GpuScope::Shared => "shared",
            GpuScope::Reg => "reg",
        }
    }
}

/// Checks that a tensor of `shape` and `layout` may live in `scope`; the error names the rule.
pub fn check_placement(layout: &Layout, shape: &[i64], scope: GpuScope, elem_bytes: i64) -> Result<(), String> {
    layout.check_admits(shape).map_err(|e| e.to_string())?;
    let allowed: &[&str] = match scope {
        GpuScope::Global | GpuScope::Shared => &["m"],
        GpuScope::Reg => &["reg", "lane", "warp", "tx"],
    };
    if let Some(a) = layout
        .axes()
        .iter()
        .chain(layout.offset().keys())
        .find(|a| !allowed.contains(&a.name()))
    {
        return Err(format!(
            "a {} tensor's layout may only use the axes {}, but it uses '{}'",
            scope.name(),
            allowed.join(", "),
            a.name()
        ));
    }
    if scope != GpuScope::Reg && !layout.replica().is_empty() {
        return Err(format!(
            "a {} tensor cannot be replicated (the layout has replica iters)",
            scope.name()
        ));
    }
    if layout.shard().iter().any(|i| i.stride() < 0) {
        return Err(format!("strides of a {} tensor must be positive", scope.name()));
    }
    let bytes_on = |axis: &str| -> Result<i64, String> {
        let axis = axe_layout::Axis::new(axis).map_err(|e| e.to_string())?;
        let offset = layout.offset().get(&axis).copied().unwrap_or(0);
        let span = layout.span(&axis).map_err(|e| e.to_string())?;
        span.checked_add(offset)
            .and_then(|s| s.checked_mul(elem_bytes))
            .ok_or_else(|| format!("the layout's span on {axis} overflows"))
    };
    match scope {
        GpuScope::Shared => {
            let bytes = bytes_on("m")?;
            if bytes > SHARED_BYTES {
                return Err(format!(
                    "the layout spans {bytes} bytes of shared memory; a block has at most {SHARED_BYTES}"
                ));
            }
        }
        GpuScope::Reg => {
            let bytes = bytes_on("reg")?;
            if bytes > REGISTER_BYTES {
                return Err(format!("the layout holds {bytes} bytes per thread; a thread has at most 255 32-bit registers ({REGISTER_BYTES} bytes)"));
            }
        }
        GpuScope::Global => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    fn check(text: &str, shape: &[i64], scope: GpuScope, bytes: i64) -> Result<(), String> {
        check_placement(&parse(text).unwrap(), shape, scope, bytes)
    }

    #[test]
    fn each_scope_takes_its_axes() {
        assert!(check("S[(32,128):(128,1)]", &[32, 128], GpuScope::Shared, 2).is_ok());
        assert!(check("S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]", &[16, 8], GpuScope::Reg, 4).is_ok());
        assert!(check("S[(16,8):(8@lane,1@reg)]", &[16, 8], GpuScope::Shared, 2)
            .unwrap_err()
            .contains("uses 'lane'"));
        assert!(check("S[(16,8):(8,1)]", &[16, 8], GpuScope::Reg, 2)
            .unwrap_err()
            .contains("uses 'm'"));
    }

    #[test]
    fn capacity_is_checked() {
        assert!(check("S[(512,256):(256,1)]", &[512, 256], GpuScope::Shared, 2)
            .unwrap_err()
            .contains("at most"));
        assert!(check("S[255:1@reg]", &[255], GpuScope::Reg, 4).is_ok());
        assert!(check("S[512:1@reg]", &[512], GpuScope::Reg, 4)
            .unwrap_err()
            .contains("255"));
        assert!(check("S[8:1] + R[2:64]", &[8], GpuScope::Shared, 2)
            .unwrap_err()
            .contains("replicated"));
    }
}
