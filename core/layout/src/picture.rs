//! The picture of a layout, as `axe-layout show` draws it and `axe.layout` in Python returns it:
//! a table in text ([`table`]: logical coordinate -> axis coordinates) and an SVG figure
//! ([`svg`], in the style of CuTe's TV-layout figures). Here rather than in the tool, so the
//! command line and the C API (dialects/layout-capi) draw the same picture.

pub mod svg;
pub mod table;

use crate::{Layout, LayoutError, Result};

/// The most points (logical indices times replicas) a picture draws.
pub const LIMIT: i64 = 1 << 16;

/// Whether `layout` over `shape` can be drawn: the layout admits the shape and has at most
/// [`LIMIT`] points.
pub fn check_drawable(layout: &Layout, shape: &[i64]) -> Result<()> {
    layout.check_admits(shape)?;
    let points = layout.size().saturating_mul(layout.replica_count());
    if points > LIMIT {
        return Err(LayoutError::TooLarge(format!(
            "{points} points to draw, more than {LIMIT}"
        )));
    }
    Ok(())
}
