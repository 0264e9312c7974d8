//! Trainium memories and the placement rules of spec 001 Appendix H (TensorE code-generation
//! constraints) and reference/nki-target.md section 2: SBUF and PSUM are 2-D memories of 128
//! partitions (axis `P`) with a free axis `F`; PSUM has 8 banks (axis `Bank`) of 2 KiB per
//! partition; HBM is addressed by element offsets on `m`.

use axe_layout::{Axis, Layout};

/// Partitions of SBUF and PSUM (`nl.tile_size.pmax`).
pub const PARTITIONS: i64 = 128;
/// Bytes per partition of one PSUM bank, and the number of banks.
pub const PSUM_BANK_BYTES: i64 = 2048;
pub const PSUM_BANKS: i64 = 8;
/// Bytes per partition of SBUF on trn1 (24 MiB = 128 x 192 KiB).
pub const SBUF_PARTITION_BYTES: i64 = 192 * 1024;
/// The TensorE's largest instruction: M (stationary free), N (moving free, one PSUM bank of
/// fp32), K (partitions).
pub const MATMUL_MAX_M: i64 = 128;
pub const MATMUL_MAX_N: i64 = 512;
pub const MATMUL_MAX_K: i64 = 128;
/// The TensorE transpose moves at most a 128 x 128 block.
pub const TRANSPOSE_MAX: i64 = 128;

/// Where a tensor lives (the `!axe.tensor` scope).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Hbm,
    Sbuf,
    Psum,
}

impl Scope {
    /// The code the C++ enum `MemoryScope` uses.
    pub fn from_code(code: u32) -> Option<Scope> {
        match code {
            0 => Some(Scope::Hbm),
            1 => Some(Scope::Sbuf),
            2 => Some(Scope::Psum),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Scope::Hbm => "hbm",
            Scope::Sbuf => "sbuf",
            Scope::Psum => "psum",
        }
    }

    pub fn on_chip(self) -> bool {
        self != Scope::Hbm
    }
}

pub fn axis(name: &str) -> Axis {
    Axis::new(name).expect("a fixed identifier")
}

/// Elements of `elem_bytes` in one PSUM bank of one partition (512 for fp32).
pub fn bank_elements(elem_bytes: i64) -> i64 {
    PSUM_BANK_BYTES / elem_bytes.max(1)
}

/// Checks that a tensor of `shape` and `layout` may live in `scope` (element size
/// `elem_bytes`). The error says which rule failed.
pub fn check_placement(layout: &Layout, shape: &[i64], scope: Scope, elem_bytes: i64) -> Result<(), String> {
    layout.check_admits(shape).map_err(|e| e.to_string())?;
    if !layout.replica().is_empty() {
        return Err(format!(
            "{} tensors cannot be replicated (the layout has replica iters)",
            scope.name()
        ));
    }
    let allowed: &[&str] = match scope {
        Scope::Hbm => &["m"],
        Scope::Sbuf => &["P", "F"],
        Scope::Psum => &["P", "F", "Bank"],
    };
    for a in layout.axes().iter().chain(layout.offset().keys()) {
        if !allowed.contains(&a.name()) {
            return Err(format!(
                "a {} tensor's layout may only use the axes {}, but it uses '{}'",
                scope.name(),
                allowed.join(", "),
                a.name()
            ));
        }
    }
    if layout.shard().iter().any(|i| i.stride() < 0) {
        return Err("strides of a Trainium tensor must be positive".into());
    }
    let span = |name: &str| -> Result<i64, String> {
        let offset = layout.offset().get(&axis(name)).copied().unwrap_or(0);
        Ok(layout.span(&axis(name)).map_err(|e| e.to_string())? + offset)
    };
    match scope {
        Scope::Hbm => {
            let row_major = Layout::row_major(shape).map_err(|e| e.to_string())?;
            let same =
                layout.canonical().map_err(|e| e.to_string())? == row_major.canonical().map_err(|e| e.to_string())?;
            if !same {
                return Err(format!(
                    "an hbm tensor must be row-major (the layout of a dense array: {row_major})"
                ));
            }
        }
        Scope::Sbuf | Scope::Psum => {
            let partitions = span("P")?;
            if partitions > PARTITIONS {
                return Err(format!(
                    "the layout spans {partitions} partitions; SBUF and PSUM have {PARTITIONS}"
                ));
            }
            let free_bytes = span("F")? * elem_bytes;
            if scope == Scope::Sbuf && free_bytes > SBUF_PARTITION_BYTES {
                return Err(format!(
                    "the layout needs {free_bytes} bytes per partition; SBUF has {SBUF_PARTITION_BYTES}"
                ));
            }
            if scope == Scope::Psum {
                let banks = span("Bank")?;
                let uses_banks = layout.axes().contains(&axis("Bank"));
                if uses_banks && (banks > PSUM_BANKS || free_bytes > PSUM_BANK_BYTES) {
                    return Err(format!(
                        "with a Bank axis the layout needs {banks} banks of {free_bytes} bytes per partition; \
                         PSUM has {PSUM_BANKS} banks of {PSUM_BANK_BYTES} bytes"
                    ));
                }
                if !uses_banks && free_bytes > PSUM_BANKS * PSUM_BANK_BYTES {
                    return Err(format!(
                        "the layout needs {free_bytes} bytes per partition; PSUM has {} ({PSUM_BANKS} banks of {PSUM_BANK_BYTES})",
                        PSUM_BANKS * PSUM_BANK_BYTES
                    ));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    fn check(text: &str, shape: &[i64], scope: Scope, bytes: i64) -> Result<(), String> {
        check_placement(&parse(text).unwrap(), shape, scope, bytes)
    }

    #[test]
    fn admits_the_gemm_tiles() {
        assert!(check("S[(32,128,128):(128@F,1@P,1@F)]", &[4096, 128], Scope::Sbuf, 2).is_ok());
        assert!(check("S[(128,512):(1@P,1@F)]", &[128, 512], Scope::Psum, 4).is_ok());
        assert!(check("S[(64,64):(64,1)]", &[64, 64], Scope::Hbm, 4).is_ok());
    }

    #[test]
    fn rejects_each_rule() {
        assert!(check("S[(256,4):(1@P,1@F)]", &[256, 4], Scope::Sbuf, 4)
            .unwrap_err()
            .contains("256 partitions"));
        assert!(check("S[(128,4):(1@P,1@lane)]", &[128, 4], Scope::Sbuf, 4)
            .unwrap_err()
            .contains("'lane'"));
        assert!(check("S[(128,1024):(1@P,1@F)]", &[128, 1024], Scope::Psum, 4).is_ok());
        assert!(check("S[(128,8192):(1@P,1@F)]", &[128, 8192], Scope::Psum, 4)
            .unwrap_err()
            .contains("PSUM has"));
        assert!(check("S[(64,64):(1,64)]", &[64, 64], Scope::Hbm, 4)
            .unwrap_err()
            .contains("row-major"));
        assert!(check("S[(128,4):(1@P,1@F)] + R[2:1@F]", &[128, 4], Scope::Sbuf, 4)
            .unwrap_err()
            .contains("replica"));
    }
}
