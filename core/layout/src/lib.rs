//! The Axe layout algebra (spec 001 §2-§3.3, Appendices A-F; spec 004), with no MLIR dependency.
//!
//! A [`Layout`] L = (D, R, O) maps a logical index x to the set f_L(x) = { D(x) + r + O | r in R }
//! of points on named [`Axis`]es. Text form: [`parse()`] and `Display` (see [`mod@parse`] for the
//! grammar). Operations: [`Layout::canonicalize`] and [`equivalent()`], [`group()`] / [`group_many()`],
//! [`reshape()`], [`tile()`], [`tile_of()`], [`slice()`], [`direct_sum()`] / [`direct_sum_left_of()`],
//! [`intersect()`] / [`intersect_lists()`], [`Layout::apply`],
//! [`Layout::span`]; [`mod@picture`] draws a layout (a table, an SVG figure). Every operation returns a `Result`; nothing panics on user input.

pub mod apply;
mod arith;
pub mod axis;
pub mod canonicalize;
pub mod direct_sum;
pub mod error;
pub mod extents;
pub mod group;
pub mod intersect;
pub mod iter;
pub mod layout;
mod layout_of_map;
pub mod parse;
pub mod picture;
pub mod print;
pub mod reshape;
pub mod slice;
pub mod span;
pub mod tile;
pub mod tile_of;

pub use apply::{flatten, unflatten, InducedMap, Point};
pub use axis::{Axis, AxisKind, ThreadLevel};
pub use canonicalize::{equivalent, Canonical, Equivalence, EquivalenceMethod, GapCondition};
pub use direct_sum::{direct_sum, direct_sum_left_of};
pub use error::{LayoutError, Result};
pub use extents::check_extents;
pub use group::{group, group_many, Grouped, GroupedMany};
pub use intersect::{intersect, intersect_lists};
pub use iter::Iter;
pub use layout::{format_shape, Layout, Offset};
pub use parse::parse;
pub use reshape::{reshape, Reshape};
pub use slice::slice;
pub use tile::tile;
pub use tile_of::tile_of;
