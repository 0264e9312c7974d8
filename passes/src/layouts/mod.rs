//! Passes over `#axe.layout` attributes as they stand in the IR (the layout
//! algebra itself is crate `axe-layout`).

pub mod canonicalize;
