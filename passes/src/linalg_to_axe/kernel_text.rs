//! The `axe.kernel` being written, as MLIR text in the form of examples/trainium (what a
//! reader compares it with); the pass parses it once it is complete. Every op line carries
//! the location of the linalg op it lowers, so dispatch errors point at the user's program.

use std::collections::BTreeSet;

/// Partitions of SBUF and PSUM: the rows of a tile, and the K of one matmul step.
pub const PARTITIONS: i64 = 128;

/// Where a tile keeps its logical `[rows, cols]`: rows on the partition axis (the
/// orientation of per-row work: reductions, per-row broadcasts) or columns on it (per-column
/// broadcasts become per-partition scalars).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    RowsOnPartitions,
    ColsOnPartitions,
}

/// An HBM tensor of the kernel: an argument, a result or an intermediate.
#[derive(Clone, Debug)]
pub struct HbmTensor {
    pub name: String,
    pub shape: Vec<i64>,
    pub element: String,
}

impl HbmTensor {
    pub fn type_text(&self) -> String {
        hbm_type(&self.shape, &self.element)
    }
}

pub fn hbm_type(shape: &[i64], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("!axe.tensor<{}x{element}, hbm>", dims.join("x"))
}

/// An on-chip `[rows, cols]` tile with one dimension on the partitions. Columns on the
/// partitions come in blocks of 128 when there are more (block b, partition p holds column
/// `b * 128 + p`; `cols` is then a multiple of 128).
pub fn tile_type(space: &str, rows: i64, cols: i64, element: &str, orientation: Orientation) -> String {
    let layout = match orientation {
        Orientation::RowsOnPartitions => format!("({rows},{cols}):(1@P,1@F)"),
        Orientation::ColsOnPartitions if cols > PARTITIONS => {
            format!("({rows},{},{PARTITIONS}):(1@F,{rows}@F,1@P)", cols / PARTITIONS)
        }
        Orientation::ColsOnPartitions => format!("({rows},{cols}):(1@F,1@P)"),
    };
    format!("!axe.tensor<{rows}x{cols}x{element}, {space}, #axe.layout<S[{layout}]>>")
}

/// A `[k, cols]` tile with K on the partitions in blocks of 128 (a matmul operand): block b,
/// partition p holds row `b * 128 + p`.
pub fn k_blocked_type(space: &str, k: i64, cols: i64, element: &str) -> String {
    if k <= PARTITIONS {
        return tile_type(space, k, cols, element, Orientation::RowsOnPartitions);
    }
    let blocks = k / PARTITIONS;
    format!(
        "!axe.tensor<{k}x{cols}x{element}, {space}, #axe.layout<S[({blocks},{PARTITIONS},{cols}):({cols}@F,1@P,1@F)]>>"
    )
}

pub struct KernelText {
    body: Vec<String>,
    depth: usize,
    next: usize,
    constants: BTreeSet<i64>,
    /// The f32 constants declared at the top of the kernel, by their bits
    /// ([`KernelText::float`]).
    floats: BTreeSet<u32>,
    /// The location of the linalg op being lowered, as `loc(...)` text.
    pub location: String,
}

impl KernelText {
    pub fn new() -> KernelText {
        KernelText {
            body: vec![],
            depth: 1,
            next: 0,
            constants: BTreeSet::new(),
            floats: BTreeSet::new(),
            location: String::new(),
        }
    }

    pub fn line(&mut self, text: &str) {
        let indent = "  ".repeat(self.depth);
        self.body.push(format!("{indent}{text} {}", self.location));
    }

    /// A fresh SSA name from `base` (never `c` and digits: index constants are named so).
    pub fn fresh(&mut self, base: &str) -> String {
        self.next += 1;
        format!("%{base}{}", self.next)
    }

    /// An index constant, declared at the top of the kernel.
    pub fn index(&mut self, value: i64) -> String {
        self.constants.insert(value);
        constant_name(value)
    }

    /// An f32 constant (the value of a memset: zeros, a pad's value), declared at the top of
    /// the kernel.
    pub fn float(&mut self, value: f64) -> String {
        let bits = (value as f32).to_bits();
        self.floats.insert(bits);
        float_name(bits)
    }

    /// `arith.<op> a, b : index` (index arithmetic of HBM offsets).
    pub fn arith(&mut self, op: &str, a: &str, b: &str) -> String {
        let name = self.fresh("i");
        self.line(&format!("{name} = arith.{op} {a}, {b} : index"));
        name
    }

    pub fn alloc(&mut self, base: &str, ty: &str) -> String {
        let name = self.fresh(base);
        self.line(&format!("{name} = axe.alloc : {ty}"));
        name
    }

    /// Opens `scf.for %iv = 0 to extent step step` (named `name` in the NKI) and returns %iv;
    /// `None` when it would run once (the caller uses offset 0).
    pub fn open_loop(&mut self, name: &str, extent: i64, step: i64) -> Option<String> {
        self.open_loop_from(name, 0, extent, step)
    }

    /// `scf.for %iv = start to end step step`; `None` when it would run at most once from 0.
    pub fn open_loop_from(&mut self, name: &str, start: i64, end: i64, step: i64) -> Option<String> {
        if start == 0 && end <= step || start >= end {
            return None;
        }
        let (zero, end, by) = (self.index(start), self.index(end), self.index(step));
        let iv = self.fresh(name);
        // The loop's location follows its closing brace.
        let indent = "  ".repeat(self.depth);
        self.body
            .push(format!("{indent}scf.for {iv} = {zero} to {end} step {by} {{"));
        self.depth += 1;
        Some(iv)
    }

    pub fn close_loop(&mut self, iv: Option<String>, name: &str) {
        if iv.is_some() {
            self.depth -= 1;
            let indent = "  ".repeat(self.depth);
            self.body
                .push(format!("{indent}}} {{axe.name = \"{name}\"}} {}", self.location));
        }
    }

    /// The whole kernel, constants first.
    pub fn finish(self, name: &str, arguments: &[HbmTensor], results: &[HbmTensor], location: &str) -> String {
        let args: Vec<String> = arguments
            .iter()
            .map(|a| format!("{}: {}", a.name, a.type_text()))
            .collect();
        let result_types: Vec<String> = results.iter().map(HbmTensor::type_text).collect();
        let arrow = match result_types.len() {
            0 => String::new(),
            1 => format!(" -> {}", result_types[0]),
            _ => format!(" -> ({})", result_types.join(", ")),
        };
        let mut text = format!("axe.kernel @{name}({}){arrow} {{\n", args.join(", "));
        for c in &self.constants {
            text.push_str(&format!(
                "  {} = arith.constant {c} : index {location}\n",
                constant_name(*c)
            ));
        }
        for &bits in &self.floats {
            // The bits as a hex literal: exact for every value, infinities and NaN too.
            text.push_str(&format!(
                "  {} = arith.constant 0x{bits:08X} : f32 {location}\n",
                float_name(bits)
            ));
        }
        for line in &self.body {
            text.push_str(line);
            text.push('\n');
        }
        let names: Vec<&str> = results.iter().map(|r| r.name.as_str()).collect();
        if results.is_empty() {
            text.push_str(&format!("  axe.return {location}\n"));
        } else {
            text.push_str(&format!(
                "  axe.return {} : {} {location}\n",
                names.join(", "),
                result_types.join(", ")
            ));
        }
        text.push_str(&format!("}} {location}\n"));
        text
    }
}

fn float_name(bits: u32) -> String {
    format!("%f32_{bits:08x}")
}

fn constant_name(value: i64) -> String {
    format!("%c{value}")
}
