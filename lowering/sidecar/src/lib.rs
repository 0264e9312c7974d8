//! The sidecar that `axe-translate --axe-to-ptx` writes next to a `.ptx`
//! file: the host side of the program, which MLIR does not lower (Axe runs it
//! itself, `axe-run --target cuda`). It lists the program's buffers (the
//! driver function's arguments, then the temporaries it allocates), each
//! kernel's parameters (bare device pointers, in order) and launch sizes,
//! and the driver's launches in order, each naming the buffer behind every
//! parameter.
//!
//! ```json
//! {"format": "axe-ptx-sidecar/1", "ptx": "softmax.ptx", "chip": "sm_90", "entry": "softmax",
//!  "buffers": [{"name": "arg0", "role": "input", "argument": 0, "element": "f32", "shape": [4, 8]}, ...],
//!  "kernels": [{"name": "softmax_k0", "params": [{"element": "f32", "shape": [4, 8]}, ...],
//!               "grid": [1, 1, 1], "block": [4, 1, 1]}, ...],
//!  "launches": [{"kernel": "softmax_k0", "args": [2, 0]}, ...]}
//! ```
//!
//! A parameter with a `tensor_map` (`{"box": [64, 32], "swizzle": 64}`) is no buffer but a
//! pointer to a `CUtensorMap` of its launch's buffer, which the runner encodes
//! (`cuTensorMapEncodeTiled`: the whole buffer as a row-major array, read in boxes of `box`
//! elements, row-major too, with the 0-, 32-, 64- or 128-byte swizzle, zeros outside).

use serde::{Deserialize, Serialize};

/// The value of `format` this crate reads and writes.
pub const FORMAT: &str = "axe-ptx-sidecar/1";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sidecar {
    pub format: String,
    /// The PTX file, relative to the sidecar's directory.
    pub ptx: String,
    /// The chip the PTX targets (`.target`), e.g. `sm_90`.
    pub chip: String,
    /// The driver function the sidecar describes.
    pub entry: String,
    pub buffers: Vec<Buffer>,
    pub kernels: Vec<Kernel>,
    pub launches: Vec<Launch>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// An argument of the driver that it only reads.
    Input,
    /// An argument marked `{uop.output = i}`: a result of the program.
    Output,
    /// A `memref.alloc` of the driver, allocated before the first launch.
    Temporary,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Buffer {
    pub name: String,
    pub role: Role,
    /// The driver argument position (inputs and outputs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub argument: Option<usize>,
    /// The output number `i` of `{uop.output = i}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output: Option<i64>,
    /// The element type as MLIR prints it (`f32`, `f16`, `i32`, ...).
    pub element: String,
    pub shape: Vec<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Param {
    pub element: String,
    pub shape: Vec<i64>,
    /// A tensor map of the buffer rather than the buffer (TMA copies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tensor_map: Option<TensorMap>,
}

/// A TMA tensor map's box (in the buffer's dimension order) and swizzle (bytes; 0 for none).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorMap {
    #[serde(rename = "box")]
    pub box_dims: Vec<i64>,
    pub swizzle: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kernel {
    /// The `.entry` name in the PTX.
    pub name: String,
    /// One device pointer per parameter, in PTX order.
    pub params: Vec<Param>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory each block gets (0: none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dynamic_shared_bytes: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The most shared memory a block can have on any chip the sidecar targets (sm_90's 227 KiB).
pub const MAX_SHARED_BYTES: u32 = 232448;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Launch {
    pub kernel: String,
    /// The buffer (index into `buffers`) of each kernel parameter.
    pub args: Vec<usize>,
}

/// Bytes per element of an element type name; `None` for unknown names.
pub fn element_bytes(element: &str) -> Option<u64> {
    Some(match element {
        "f64" | "i64" => 8,
        "f32" | "i32" => 4,
        "f16" | "bf16" | "i16" => 2,
        "i8" | "i1" => 1,
        _ => return None,
    })
}

impl Buffer {
    pub fn elements(&self) -> u64 {
        self.shape.iter().map(|&d| d.max(0) as u64).product()
    }

    pub fn bytes(&self) -> Option<u64> {
        element_bytes(&self.element).map(|b| b * self.elements())
    }
}

impl Sidecar {
    /// Parses and checks a sidecar; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Sidecar, String> {
        let sidecar: Sidecar = serde_json::from_str(text).map_err(|e| format!("not a PTX sidecar: {e}"))?;
        sidecar.check()?;
        Ok(sidecar)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a sidecar serializes") + "\n"
    }

    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The consistency rules a runner relies on.
    pub fn check(&self) -> Result<(), String> {
        if self.format != FORMAT {
            return Err(format!(
                "unsupported sidecar format '{}' (expected '{FORMAT}')",
                self.format
            ));
        }
        for (i, b) in self.buffers.iter().enumerate() {
            if b.bytes().is_none() {
                return Err(format!(
                    "buffer {i} ({}) has unsupported element type '{}'",
                    b.name, b.element
                ));
            }
            if b.shape.iter().any(|&d| d < 0) {
                return Err(format!("buffer {i} ({}) has a negative dimension", b.name));
            }
            if (b.role == Role::Temporary) == b.argument.is_some() {
                return Err(format!(
                    "buffer {i} ({}): arguments and only arguments have an argument position",
                    b.name
                ));
            }
        }
        for k in &self.kernels {
            if k.grid.contains(&0) || k.block.contains(&0) {
                return Err(format!("kernel {} has an empty launch dimension", k.name));
            }
            if k.block.iter().map(|&b| b as u64).product::<u64>() > 1024 {
                return Err(format!("kernel {} has more than 1024 threads per block", k.name));
            }
            if k.dynamic_shared_bytes > MAX_SHARED_BYTES {
                return Err(format!(
                    "kernel {} asks for {} bytes of dynamic shared memory; a block has at most {MAX_SHARED_BYTES}",
                    k.name, k.dynamic_shared_bytes
                ));
            }
        }
        for (n, l) in self.launches.iter().enumerate() {
            let k = self
                .kernel(&l.kernel)
                .ok_or(format!("launch {n} names unknown kernel '{}'", l.kernel))?;
            if k.params.len() != l.args.len() {
                return Err(format!(
                    "launch {n} of {} passes {} buffers for {} parameters",
                    k.name,
                    l.args.len(),
                    k.params.len()
                ));
            }
            for (p, param) in k.params.iter().enumerate() {
                if let Some(map) = &param.tensor_map {
                    let fits = map.box_dims.len() == param.shape.len()
                        && (1..=5).contains(&map.box_dims.len())
                        && map.box_dims.iter().all(|b| (1..=256).contains(b));
                    if !fits || ![0, 32, 64, 128].contains(&map.swizzle) {
                        return Err(format!("kernel {} parameter {p} has a tensor map box {:?} with swizzle {} (1 to 5 dimensions as the buffer's, 1 to 256 each; swizzle 0, 32, 64 or 128)", k.name, map.box_dims, map.swizzle));
                    }
                }
            }
            for (p, (&a, param)) in l.args.iter().zip(&k.params).enumerate() {
                let b = self.buffers.get(a).ok_or(format!(
                    "launch {n} parameter {p} names buffer {a}, which does not exist"
                ))?;
                let (have, want) = (
                    b.bytes(),
                    element_bytes(&param.element).map(|e| e * param.shape.iter().product::<i64>() as u64),
                );
                if b.element != param.element || have != want {
                    return Err(format!(
                        "launch {n} parameter {p} of {}: buffer {} is {}x{:?}, the kernel expects {}x{:?}",
                        k.name, b.name, b.element, b.shape, param.element, param.shape
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example() -> Sidecar {
        let f32s = |shape: Vec<i64>| Param {
            element: "f32".into(),
            shape,
            tensor_map: None,
        };
        Sidecar {
            format: FORMAT.into(),
            ptx: "add.ptx".into(),
            chip: "sm_90".into(),
            entry: "add".into(),
            buffers: vec![
                Buffer {
                    name: "arg0".into(),
                    role: Role::Input,
                    argument: Some(0),
                    output: None,
                    element: "f32".into(),
                    shape: vec![8],
                },
                Buffer {
                    name: "arg1".into(),
                    role: Role::Output,
                    argument: Some(1),
                    output: Some(0),
                    element: "f32".into(),
                    shape: vec![2, 4],
                },
                Buffer {
                    name: "tmp0".into(),
                    role: Role::Temporary,
                    argument: None,
                    output: None,
                    element: "f32".into(),
                    shape: vec![8],
                },
            ],
            kernels: vec![Kernel {
                name: "k".into(),
                params: vec![f32s(vec![8]), f32s(vec![8])],
                grid: [1, 1, 1],
                block: [8, 1, 1],
                dynamic_shared_bytes: 0,
            }],
            launches: vec![
                Launch {
                    kernel: "k".into(),
                    args: vec![2, 0],
                },
                Launch {
                    kernel: "k".into(),
                    args: vec![1, 2],
                },
            ],
        }
    }

    #[test]
    fn round_trips_through_json() {
        let s = example();
        assert_eq!(Sidecar::parse(&s.to_json()), Ok(s));
    }

    #[test]
    fn tensor_maps_round_trip_and_are_checked() {
        let mut s = example();
        s.kernels[0].params[0] = Param {
            element: "f32".into(),
            shape: vec![8],
            tensor_map: Some(TensorMap {
                box_dims: vec![4],
                swizzle: 0,
            }),
        };
        assert!(s.to_json().contains("\"box\": ["));
        assert_eq!(Sidecar::parse(&s.to_json()), Ok(s.clone()));
        s.kernels[0].params[0].tensor_map = Some(TensorMap {
            box_dims: vec![512],
            swizzle: 0,
        });
        assert!(s.check().unwrap_err().contains("tensor map box [512]"));
        s.kernels[0].params[0].tensor_map = Some(TensorMap {
            box_dims: vec![4],
            swizzle: 16,
        });
        assert!(s.check().unwrap_err().contains("swizzle 16"));
    }

    #[test]
    fn same_bytes_in_another_shape_is_a_valid_view() {
        // arg1 is 2x4, passed where the kernel takes 8 elements (a collapsed view).
        assert!(example().check().is_ok());
    }

    #[test]
    fn rejects_inconsistent_sidecars() {
        let mut s = example();
        s.launches[0].args.pop();
        assert!(s.check().unwrap_err().contains("passes 1 buffers for 2 parameters"));
        let mut s = example();
        s.launches[1].kernel = "nope".into();
        assert!(s.check().unwrap_err().contains("unknown kernel 'nope'"));
        let mut s = example();
        s.launches[0].args[0] = 7;
        assert!(s.check().unwrap_err().contains("buffer 7, which does not exist"));
        let mut s = example();
        s.buffers[2].shape = vec![4];
        assert!(s.check().unwrap_err().contains("the kernel expects f32x[8]"));
        let mut s = example();
        s.kernels[0].block = [1024, 2, 1];
        assert!(s.check().unwrap_err().contains("more than 1024 threads"));
        let mut s = example();
        s.kernels[0].dynamic_shared_bytes = 300000;
        assert!(s.check().unwrap_err().contains("300000 bytes of dynamic shared memory"));
        s.kernels[0].dynamic_shared_bytes = 100000;
        assert!(!s.to_json().contains("dynamic_shared_bytes\": 0"));
        assert_eq!(Sidecar::parse(&s.to_json()), Ok(s));
        let mut s = example();
        s.buffers[0].element = "c64".into();
        assert!(s.check().unwrap_err().contains("unsupported element type"));
        let mut s = example();
        s.format = "other/2".into();
        assert!(s.check().unwrap_err().contains("unsupported sidecar format"));
        assert!(Sidecar::parse("{").unwrap_err().starts_with("not a PTX sidecar"));
    }
}
