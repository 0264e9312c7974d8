//! The extents of hardware axes: a layout whose coordinates on a known hardware axis leave
//! [0, extent) names threads, lanes or partitions the hardware does not have (a layout on lane
//! 40). Checked where a layout is admitted as an `#axe.layout` attribute, not inside the algebra,
//! whose intermediate results may exceed them.

use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::layout::Layout;

/// The extents of the known hardware axes (CUDA's and Trainium's limits); other axes (memory,
/// registers, devices, user axes, Trainium's free dimension) are unbounded here.
const EXTENTS: &[(&str, i64)] = &[
    ("lane", 32),
    ("laneid", 32),
    ("warp", 32),
    ("warpid", 32),
    ("wid_in_wg", 4),
    ("warpgroup", 8),
    ("wgid", 8),
    ("tx", 1024),
    ("ty", 1024),
    ("tz", 64),
    ("tid_in_wg", 128),
    ("cta", i32::MAX as i64),
    ("bx", i32::MAX as i64),
    ("by", 65535),
    ("bz", 65535),
    ("cbx", 16),
    ("cby", 16),
    ("cbz", 16),
    ("P", 128),
    ("Bank", 8),
    ("TLane", 128),
    ("Lane", 128),
    ("TCol", 512),
    ("Col", 512),
];

impl Axis {
    /// How many coordinates the hardware has on this axis, if it is a known hardware axis.
    pub fn extent(&self) -> Option<i64> {
        EXTENTS.iter().find(|(name, _)| *name == self.name()).map(|&(_, e)| e)
    }
}

/// Fails when `layout` reaches a coordinate outside a hardware axis's extent.
pub fn check_extents(layout: &Layout) -> Result<()> {
    for axis in layout.axes() {
        let Some(extent) = axis.extent() else { continue };
        let offset = layout.offset().get(&axis).copied().unwrap_or(0);
        let (mut low, mut high) = (offset, offset);
        for iter in layout
            .shard()
            .iter()
            .chain(layout.replica())
            .filter(|i| i.axis() == &axis)
        {
            let reach = (iter.extent() - 1)
                .checked_mul(iter.stride())
                .ok_or_else(|| LayoutError::Overflow(format!("the reach of {iter}")))?;
            if reach < 0 {
                low = low
                    .checked_add(reach)
                    .ok_or_else(|| LayoutError::Overflow(format!("coordinates on `{axis}`")))?;
            } else {
                high = high
                    .checked_add(reach)
                    .ok_or_else(|| LayoutError::Overflow(format!("coordinates on `{axis}`")))?;
            }
        }
        if low < 0 || high >= extent {
            return Err(LayoutError::Shape(format!(
                "the layout reaches coordinates {low} to {high} on `{axis}`, which has {extent} (0 to {})",
                extent - 1
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn hardware_axes_have_extents() {
        let ok = |t: &str| check_extents(&parse(t).unwrap()).is_ok();
        assert!(ok("S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp"));
        assert!(ok("S[32:1@lane]"));
        assert!(!ok("S[40:1@lane]"));
        assert!(!ok("S[32:1@lane] + 1@lane"));
        assert!(!ok("S[4:-1@lane]"));
        assert!(ok("S[4:-1@lane] + 3@lane"));
        assert!(ok("S[(128,4096):(1@P,1@F)]"));
        assert!(!ok("S[(256,4):(1@P,1@F)]"));
        assert!(ok("S[1000000:1]"), "memory and user axes are unbounded");
        assert!(!ok("S[(2,1024):(1@tx,2@tx)]"));
    }
}
