//! axe-lowering
