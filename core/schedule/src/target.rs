//! The hardware axes a schedule may name, per target, and their limits.

use std::fmt;

/// A target whose axes a schedule maps ranges onto.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Cpu,
    Gpu,
}

/// A hardware axis. CPU: `loop` (sequential), `core` (iterations spread over the worker
/// threads), `simd` (the lanes of one vector instruction), `reg` (unrolled: one register per
/// point). GPU (filled in by the GPU lowering): grid `bx`/`by`/`bz`, block `tx`/`ty`/`tz`,
/// `warp`, `lane`, with `loop`, `simd` and `reg` inside a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HwAxis {
    Loop,
    Core,
    Simd,
    Reg,
    Block(u8),
    Thread(u8),
    Warp,
    Lane,
}

const DIMS: [&str; 3] = ["x", "y", "z"];

impl HwAxis {
    pub fn name(self) -> String {
        match self {
            HwAxis::Loop => "loop".into(),
            HwAxis::Core => "core".into(),
            HwAxis::Simd => "simd".into(),
            HwAxis::Reg => "reg".into(),
            HwAxis::Block(d) => format!("b{}", DIMS[d as usize]),
            HwAxis::Thread(d) => format!("t{}", DIMS[d as usize]),
            HwAxis::Warp => "warp".into(),
            HwAxis::Lane => "lane".into(),
        }
    }

    /// The axes of `target`, in the order messages list them.
    pub fn of_target(target: Target) -> Vec<HwAxis> {
        match target {
            Target::Cpu => vec![HwAxis::Loop, HwAxis::Core, HwAxis::Simd, HwAxis::Reg],
            Target::Gpu => {
                let mut axes = vec![HwAxis::Loop, HwAxis::Simd, HwAxis::Reg];
                axes.extend((0..3).map(HwAxis::Block));
                axes.extend((0..3).map(HwAxis::Thread));
                axes.extend([HwAxis::Warp, HwAxis::Lane]);
                axes
            }
        }
    }

    /// The axis of `target` called `name`.
    pub fn parse(name: &str, target: Target) -> Option<HwAxis> {
        HwAxis::of_target(target).into_iter().find(|a| a.name() == name)
    }

    /// The largest extent the axis has on `target` (`None`: unbounded).
    pub fn limit(self, target: Target) -> Option<i64> {
        match (self, target) {
            // One vector of at most 64 lanes (AVX-512 bytes); wider would only spill.
            (HwAxis::Simd, Target::Cpu) => Some(64),
            // 128-bit accesses: 16 bytes.
            (HwAxis::Simd, Target::Gpu) => Some(16),
            // Every point of the register tile is straight-line code.
            (HwAxis::Reg, _) => Some(256),
            (HwAxis::Block(0), _) => Some(i32::MAX as i64),
            (HwAxis::Block(_), _) => Some(65535),
            (HwAxis::Thread(2), _) => Some(64),
            (HwAxis::Thread(_), _) => Some(1024),
            (HwAxis::Lane, _) => Some(32),
            (HwAxis::Warp, _) => Some(32),
            _ => None,
        }
    }
}

impl fmt::Display for HwAxis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}
