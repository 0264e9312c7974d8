//! The printer: the exact inverse of [`crate::parse::parse`] (parse(print(L)) == L for every
//! layout L). D always prints; R prints when non-empty; offsets print in axis-name order, zero
//! entries included (canonicalization drops them, the printer does not). `@m` is left out.

use std::fmt;

use crate::iter::Iter;
use crate::layout::Layout;

fn write_iters(f: &mut fmt::Formatter<'_>, head: char, iters: &[Iter]) -> fmt::Result {
    let stride = |i: &Iter| {
        if i.axis().is_memory() {
            i.stride().to_string()
        } else {
            format!("{}@{}", i.stride(), i.axis())
        }
    };
    if let [only] = iters {
        return write!(f, "{head}[{}:{}]", only.extent(), stride(only));
    }
    let extents: Vec<String> = iters.iter().map(|i| i.extent().to_string()).collect();
    let strides: Vec<String> = iters.iter().map(stride).collect();
    write!(f, "{head}[({}):({})]", extents.join(","), strides.join(","))
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_iters(f, 'S', self.shard())?;
        if !self.replica().is_empty() {
            f.write_str(" + ")?;
            write_iters(f, 'R', self.replica())?;
        }
        for (axis, &v) in self.offset() {
            // `- 6@w` rather than `+ -6@w`; the magnitude is printed without its sign so that
            // i64::MIN needs no negation.
            let sign = if v < 0 { " - " } else { " + " };
            let magnitude = v.to_string();
            let magnitude = magnitude.trim_start_matches('-');
            if axis.is_memory() {
                write!(f, "{sign}{magnitude}")?;
            } else {
                write!(f, "{sign}{magnitude}@{axis}")?;
            }
        }
        Ok(())
    }
}
