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
//!
//! Format 2 adds `weights`: the module-scope device globals (a model's weights) that the PTX
//! defines without an initializer, their bytes in a binary file next to the PTX (raw
//! little-endian elements as the kernels read them, each global at a [`WEIGHT_ALIGNMENT`]-byte
//! aligned offset). A runner loads the module, then copies each global's bytes into it
//! once (`cuModuleGetGlobal`, whose size must equal `bytes`, then `cuMemcpyHtoD`):
//!
//! ```json
//! {"format": "axe-ptx-sidecar/2", ...,
//!  "weights": {"file": "model.ptx.weights", "bytes": 37696,
//!              "globals": [{"name": "__constant_64x3x7x7xf32", "offset": 0, "bytes": 37632,
//!                           "element": "f32", "shape": [64, 3, 7, 7]}, ...]}}
//! ```
//!
//! A sidecar without weights is written as format 1, which runners that predate `weights`
//! read as before; they refuse format 2 instead of running with uninitialized weights.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The format of a sidecar without `weights`.
pub const FORMAT: &str = "axe-ptx-sidecar/1";
/// The format of a sidecar with `weights` (format 1 plus that field).
pub const FORMAT_WEIGHTS: &str = "axe-ptx-sidecar/2";
/// The alignment of each global's offset in the weights file (bytes).
pub const WEIGHT_ALIGNMENT: u64 = 64;

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
    /// The device globals whose bytes are in the weights file (format 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<Weights>,
}

/// The weights file and the globals it initializes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weights {
    /// The file, relative to the sidecar's directory (or absolute).
    pub file: String,
    /// The file's length in bytes.
    pub bytes: u64,
    pub globals: Vec<WeightGlobal>,
}

/// One device global of the PTX (`.visible .global`, no initializer) and where its bytes are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeightGlobal {
    /// The symbol in the PTX (`cuModuleGetGlobal`'s name).
    pub name: String,
    /// Where its bytes start in the file ([`WEIGHT_ALIGNMENT`]-aligned).
    pub offset: u64,
    /// How many bytes it has: the element's bytes times the number of elements.
    pub bytes: u64,
    pub element: String,
    pub shape: Vec<i64>,
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

    /// The format a sidecar with or without weights is written in.
    pub fn format_of(has_weights: bool) -> &'static str {
        if has_weights {
            FORMAT_WEIGHTS
        } else {
            FORMAT
        }
    }

    /// The consistency rules a runner relies on.
    pub fn check(&self) -> Result<(), String> {
        if self.format != FORMAT && self.format != FORMAT_WEIGHTS {
            return Err(format!(
                "unsupported sidecar format '{}' (expected '{FORMAT}' or '{FORMAT_WEIGHTS}')",
                self.format
            ));
        }
        if self.format == FORMAT && self.weights.is_some() {
            return Err(format!(
                "lists weights, which format '{FORMAT}' has not: a weights sidecar is '{FORMAT_WEIGHTS}'"
            ));
        }
        if let Some(weights) = &self.weights {
            weights.check()?;
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

impl Weights {
    /// Each global's bytes inside the file, aligned, apart and of its type's size.
    pub fn check(&self) -> Result<(), String> {
        if self.file.is_empty() {
            return Err("the weights name no file".into());
        }
        let mut spans: Vec<(u64, u64, &str)> = Vec::new();
        for g in &self.globals {
            let elements = g
                .shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?));
            let want = element_bytes(&g.element)
                .zip(elements)
                .and_then(|(e, n)| e.checked_mul(n));
            if want != Some(g.bytes) {
                return Err(format!(
                    "weight global {} is {} bytes, not the size of {}x{:?}",
                    g.name, g.bytes, g.element, g.shape
                ));
            }
            if g.offset % WEIGHT_ALIGNMENT != 0 {
                return Err(format!(
                    "weight global {} is at offset {}, not a multiple of {WEIGHT_ALIGNMENT}",
                    g.name, g.offset
                ));
            }
            let end = g.offset.checked_add(g.bytes).filter(|&end| end <= self.bytes);
            let Some(end) = end else {
                return Err(format!(
                    "weight global {} (bytes {} to {}) runs past the end of the {}-byte weights file",
                    g.name,
                    g.offset,
                    g.offset.saturating_add(g.bytes),
                    self.bytes
                ));
            };
            if self.globals.iter().filter(|o| o.name == g.name).count() > 1 {
                return Err(format!("weight global {} is listed twice", g.name));
            }
            spans.push((g.offset, end, &g.name));
        }
        spans.sort();
        for pair in spans.windows(2) {
            if pair[1].0 < pair[0].1 {
                return Err(format!(
                    "weight globals {} and {} overlap in the weights file",
                    pair[0].2, pair[1].2
                ));
            }
        }
        Ok(())
    }

    /// The weights file of the sidecar at `sidecar_path`.
    pub fn path(&self, sidecar_path: &Path) -> PathBuf {
        sidecar_path.parent().unwrap_or(Path::new(".")).join(&self.file)
    }

    /// Reads the weights file of the sidecar at `sidecar_path`; a missing file, or one of
    /// another length than the sidecar says, is an error that names it.
    pub fn read(&self, sidecar_path: &Path) -> Result<LoadedWeights, String> {
        let path = self.path(sidecar_path);
        let data = std::fs::read(&path).map_err(|e| {
            format!(
                "cannot read the weights file {} that the sidecar lists ({} globals): {e}",
                path.display(),
                self.globals.len()
            )
        })?;
        if data.len() as u64 != self.bytes {
            return Err(format!(
                "the weights file {} has {} bytes, the sidecar says {}: it is not this PTX's (compile again)",
                path.display(),
                data.len(),
                self.bytes
            ));
        }
        Ok(LoadedWeights {
            data,
            globals: self.globals.clone(),
        })
    }
}

/// A weights file's bytes, read and checked against its sidecar.
pub struct LoadedWeights {
    data: Vec<u8>,
    globals: Vec<WeightGlobal>,
}

impl LoadedWeights {
    pub fn globals(&self) -> &[WeightGlobal] {
        &self.globals
    }

    /// The bytes of `global` (one of [`Self::globals`]).
    pub fn bytes_of(&self, global: &WeightGlobal) -> &[u8] {
        &self.data[global.offset as usize..(global.offset + global.bytes) as usize]
    }

    /// Copies every global's bytes into the loaded module: `lookup` finds a global by name
    /// and gives its address and size (`cuModuleGetGlobal`), `copy` writes bytes there
    /// (`cuMemcpyHtoD`). A global the module lacks, or has in another size, is an error
    /// before anything is copied.
    pub fn upload<A>(
        &self,
        mut lookup: impl FnMut(&str) -> Result<(A, u64), String>,
        mut copy: impl FnMut(A, &[u8]) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut found = Vec::with_capacity(self.globals.len());
        for g in &self.globals {
            let (address, size) = lookup(&g.name).map_err(|e| {
                format!(
                    "the module has no global {} that the weights file initializes: {e}",
                    g.name
                )
            })?;
            if size != g.bytes {
                return Err(format!(
                    "the module's global {} has {size} bytes, the sidecar's weights {}: the PTX and its sidecar do not match",
                    g.name, g.bytes
                ));
            }
            found.push(address);
        }
        for (g, address) in self.globals.iter().zip(found) {
            copy(address, self.bytes_of(g)).map_err(|e| format!("cannot copy weight global {}: {e}", g.name))?;
        }
        Ok(())
    }
}

/// Builds a weights file: each global's bytes at the next [`WEIGHT_ALIGNMENT`]-byte offset,
/// zeros between.
#[derive(Default)]
pub struct WeightsFile {
    pub data: Vec<u8>,
    pub globals: Vec<WeightGlobal>,
}

impl WeightsFile {
    pub fn push(&mut self, name: &str, element: &str, shape: &[i64], bytes: &[u8]) {
        let offset = (self.data.len() as u64).next_multiple_of(WEIGHT_ALIGNMENT);
        self.data.resize(offset as usize, 0);
        self.data.extend_from_slice(bytes);
        self.globals.push(WeightGlobal {
            name: name.into(),
            offset,
            bytes: bytes.len() as u64,
            element: element.into(),
            shape: shape.to_vec(),
        });
    }

    /// The sidecar's entry for this file, named `file`.
    pub fn describe(&self, file: &str) -> Weights {
        Weights {
            file: file.into(),
            bytes: self.data.len() as u64,
            globals: self.globals.clone(),
        }
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
            weights: None,
        }
    }

    /// `example()` with two weight globals: 3 f32s (1.0, 2.0, 3.0) and 2 i16s (7, -1).
    fn with_weights() -> (Sidecar, Vec<u8>) {
        let mut file = WeightsFile::default();
        let floats: Vec<u8> = [1.0f32, 2.0, 3.0].iter().flat_map(|x| x.to_le_bytes()).collect();
        file.push("w0", "f32", &[3], &floats);
        let shorts: Vec<u8> = [7i16, -1].iter().flat_map(|x| x.to_le_bytes()).collect();
        file.push("w1", "i16", &[1, 2], &shorts);
        let mut s = example();
        s.format = FORMAT_WEIGHTS.into();
        s.weights = Some(file.describe("add.ptx.weights"));
        (s, file.data)
    }

    /// A fresh directory under the system's temporary one.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("axe-sidecar-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        dir
    }

    #[test]
    fn weights_are_packed_aligned_and_round_trip() {
        let (s, data) = with_weights();
        let w = s.weights.as_ref().expect("weights");
        assert_eq!((w.globals[0].offset, w.globals[0].bytes), (0, 12));
        assert_eq!((w.globals[1].offset, w.globals[1].bytes), (64, 4));
        assert_eq!(data.len(), 68);
        assert!(data[12..64].iter().all(|&b| b == 0));
        assert!(s.to_json().contains("\"format\": \"axe-ptx-sidecar/2\""));
        assert_eq!(Sidecar::parse(&s.to_json()), Ok(s));
        assert!(!example().to_json().contains("weights"));
    }

    #[test]
    fn weights_file_is_read_and_uploaded_by_name() {
        let (s, data) = with_weights();
        let dir = scratch("upload");
        let sidecar_path = dir.join("add.ptx.json");
        std::fs::write(dir.join("add.ptx.weights"), &data).expect("written");
        let loaded = s.weights.as_ref().expect("weights").read(&sidecar_path).expect("read");
        // A fake module: each global's address is its index, and memory is a byte vector per global.
        let sizes = [("w0", 12u64), ("w1", 4)];
        let mut memory = vec![Vec::new(); 2];
        let lookup = |name: &str| {
            let i = sizes
                .iter()
                .position(|(n, _)| *n == name)
                .ok_or("CUDA_ERROR_NOT_FOUND")?;
            Ok((i, sizes[i].1))
        };
        loaded
            .upload(lookup, |i, bytes| {
                memory[i] = bytes.to_vec();
                Ok(())
            })
            .expect("uploaded");
        let floats: Vec<f32> = memory[0]
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(floats, [1.0, 2.0, 3.0]);
        let shorts: Vec<i16> = memory[1]
            .chunks(2)
            .map(|c| i16::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(shorts, [7, -1]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_missing_global_or_another_size_copies_nothing() {
        let (s, data) = with_weights();
        let dir = scratch("mismatch");
        std::fs::write(dir.join("add.ptx.weights"), &data).expect("written");
        let loaded = s
            .weights
            .as_ref()
            .expect("weights")
            .read(&dir.join("add.ptx.json"))
            .expect("read");
        let mut copies = 0;
        let missing = loaded.upload(
            |name: &str| {
                if name == "w0" {
                    Ok(((), 12))
                } else {
                    Err("CUDA_ERROR_NOT_FOUND".into())
                }
            },
            |_, _| {
                copies += 1;
                Ok(())
            },
        );
        assert!(missing
            .unwrap_err()
            .contains("no global w1 that the weights file initializes"));
        let resized = loaded.upload(
            |_: &str| Ok(((), 16)),
            |_, _| {
                copies += 1;
                Ok(())
            },
        );
        assert!(resized
            .unwrap_err()
            .contains("global w0 has 16 bytes, the sidecar's weights 12"));
        assert_eq!(copies, 0);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_missing_or_short_weights_file_is_an_error() {
        let (s, data) = with_weights();
        let dir = scratch("short");
        let w = s.weights.as_ref().expect("weights");
        let sidecar_path = dir.join("add.ptx.json");
        assert!(w
            .read(&sidecar_path)
            .err()
            .expect("missing")
            .contains("cannot read the weights file"));
        std::fs::write(dir.join("add.ptx.weights"), &data[..40]).expect("written");
        assert!(w
            .read(&sidecar_path)
            .err()
            .expect("short")
            .contains("has 40 bytes, the sidecar says 68"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn rejects_inconsistent_weights() {
        let (s, _) = with_weights();
        let mut t = s.clone();
        t.format = FORMAT.into();
        assert!(t
            .check()
            .unwrap_err()
            .contains("which format 'axe-ptx-sidecar/1' has not"));
        let edit = |f: &dyn Fn(&mut Weights)| {
            let mut t = s.clone();
            f(t.weights.as_mut().expect("weights"));
            t.check().unwrap_err()
        };
        assert!(edit(&|w| w.globals[1].offset = 8).contains("not a multiple of 64"));
        assert!(edit(&|w| w.globals[1].offset = 64 * 2).contains("runs past the end"));
        assert!(edit(&|w| w.globals[0].bytes = 8).contains("not the size of f32x[3]"));
        assert!(edit(&|w| w.globals[1].name = "w0".into()).contains("listed twice"));
        assert!(edit(&|w| {
            w.globals[1].offset = 0;
        })
        .contains("overlap"));
        assert!(edit(&|w| w.file.clear()).contains("name no file"));
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
        s.format = FORMAT_WEIGHTS.into();
        assert!(s.check().is_ok(), "format 2 without weights is format 1");
        assert!(Sidecar::parse("{").unwrap_err().starts_with("not a PTX sidecar"));
    }
}
