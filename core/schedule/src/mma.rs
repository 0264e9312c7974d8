//! Tensor cores as Axe layouts. An `mma.sync` atom's fragments are layouts from a matrix's
//! row-major coordinates onto `lane` and `reg` (the PTX ISA's "Matrix Fragments" tables), and a
//! whole matmul schedule is those atoms tiled (spec 001 §3.3, `tile`) by a register grid of
//! atoms per warp, a grid of warps per block and a grid of blocks:
//!
//! ```text
//! C (M x N) = S[(GM,GN):(1@by,1@bx)] (x) S[(WM,WN):(WN@warp,1@warp)] (x) S[(TM,TN):(TN@reg,1@reg)] (x) atom C
//! ```
//!
//! A and B per step of `k` are tiled the same way with the axes they do not vary with as
//! replication (every warp of a block row reads the same A rows). The lowering reads where each
//! register of each lane goes by inverting these layouts ([`digits`]): a coordinate is a sum of
//! digits `(axis / stride) % extent` scaled by a weight, which is exact when the iters on each
//! axis count like a mixed-radix number (checked here).
//!
//! | atom | A (m x k) | B (k x n) | C, D (m x n) |
//! |---|---|---|---|
//! | m16n8k16 f16/bf16 | `S[(2,8,2,4,2):(2@reg,4@lane,4@reg,1@lane,1@reg)]` | `S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]` | `S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]` |
//! | m16n8k8 f16/bf16 | `S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]` | `S[(4,2,8):(1@lane,1@reg,4@lane)]` | as above |
//! | m16n8k8 tf32 | `S[(2,8,2,4):(1@reg,4@lane,2@reg,1@lane)]` | `S[(2,4,8):(1@reg,1@lane,4@lane)]` | as above |
//!
//! `reg` numbers a lane's elements in the order of its operand vector (`vector<4x2xf16>`: a0 a1
//! ... a7). For example A of m16n8k16: row = lane / 4 + 8 * (reg / 2 % 2), column =
//! 2 * (lane % 4) + reg % 2 + 8 * (reg / 4).

use axe_layout::{group, parse, tile, Axis, Grouped, Layout};

/// The input type of an atom (accumulation is f32 for all of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmaInput {
    F16,
    BF16,
    /// f32 registers read as tf32 (`tf32Enabled`).
    TF32,
}

/// One matrix of an `mma.sync`: D = A B + C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    A,
    B,
    C,
}

/// One `mma.sync` shape and input type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MmaAtom {
    pub m: i64,
    pub n: i64,
    pub k: i64,
    pub input: MmaInput,
}

const C_FRAGMENT: &str = "S[(2,8,4,2):(2@reg,4@lane,1@lane,1@reg)]";

impl MmaAtom {
    /// The atom of `mmaShape` [m, n, k] for `input`, when the ISA has one (sm_80 and newer).
    pub fn find(shape: [i64; 3], input: MmaInput) -> Option<MmaAtom> {
        let [m, n, k] = shape;
        let known = matches!(
            (shape, input),
            ([16, 8, 16] | [16, 8, 8], MmaInput::F16 | MmaInput::BF16) | ([16, 8, 8], MmaInput::TF32)
        );
        known.then_some(MmaAtom { m, n, k, input })
    }

    /// The fragment layout of `operand` over its row-major (rows, columns).
    pub fn fragment(&self, operand: Operand) -> Layout {
        let text = match (operand, self.k, self.input) {
            (Operand::C, _, _) => C_FRAGMENT,
            (Operand::A, 16, _) => "S[(2,8,2,4,2):(2@reg,4@lane,4@reg,1@lane,1@reg)]",
            (Operand::B, 16, _) => "S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]",
            (Operand::A, _, MmaInput::TF32) => "S[(2,8,2,4):(1@reg,4@lane,2@reg,1@lane)]",
            (Operand::B, _, MmaInput::TF32) => "S[(2,4,8):(1@reg,1@lane,4@lane)]",
            (Operand::A, _, _) => C_FRAGMENT,
            (Operand::B, _, _) => "S[(4,2,8):(1@lane,1@reg,4@lane)]",
        };
        parse(text).expect("the fragment table parses")
    }

    /// (rows, columns) of `operand`.
    pub fn shape(&self, operand: Operand) -> [i64; 2] {
        match operand {
            Operand::A => [self.m, self.k],
            Operand::B => [self.k, self.n],
            Operand::C => [self.m, self.n],
        }
    }

    /// The elements of `operand` one lane holds.
    pub fn registers(&self, operand: Operand) -> i64 {
        let [r, c] = self.shape(operand);
        r * c / 32
    }
}

/// How a matmul of M x N outputs is cut for tensor cores: `tiles` atoms per warp (rows,
/// columns), `warps` per block, `blocks` per grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TensorCoreTiling {
    pub atom: MmaAtom,
    pub tiles: [i64; 2],
    pub warps: [i64; 2],
    pub blocks: [i64; 2],
}

/// The largest of `options` that divides `extent` into whole pieces of `unit * option`.
fn largest_dividing(extent: i64, unit: i64, options: &[i64]) -> Option<i64> {
    options
        .iter()
        .copied()
        .find(|&o| unit.checked_mul(o).is_some_and(|p| p > 0 && extent % p == 0))
}

impl TensorCoreTiling {
    /// The tiling of an M x N output for `atom`: up to 4 x 4 atoms per warp (64 x 32 outputs,
    /// 64 f32 accumulators per lane) and 2 x 4 warps per block (a 128 x 128 block tile, as
    /// large GEMMs take it: each element a block stages serves 128 outputs, and a warp issues
    /// 16 mma.sync per 8 ldmatrix), as large as divides M and N; `None` when the atom itself
    /// does not divide them or the grid's y would pass 65535.
    pub fn choose(atom: MmaAtom, m: i64, n: i64) -> Option<TensorCoreTiling> {
        let tm = largest_dividing(m, atom.m, &[4, 2, 1])?;
        let tn = largest_dividing(n, atom.n, &[4, 2, 1])?;
        let wm = largest_dividing(m, atom.m * tm, &[2, 1])?;
        let wn = largest_dividing(n, atom.n * tn, &[4, 2, 1])?;
        let blocks = [m / (atom.m * tm * wm), n / (atom.n * tn * wn)];
        (blocks[0] <= 65535 && blocks[1] <= i32::MAX as i64).then_some(TensorCoreTiling {
            atom,
            tiles: [tm, tn],
            warps: [wm, wn],
            blocks,
        })
    }

    /// Threads per block.
    pub fn threads(&self) -> i64 {
        32 * self.warps[0] * self.warps[1]
    }

    /// Outputs per block (rows, columns).
    pub fn block_shape(&self) -> [i64; 2] {
        [
            self.atom.m * self.tiles[0] * self.warps[0],
            self.atom.n * self.tiles[1] * self.warps[1],
        ]
    }

    /// The layout of `operand` over the whole matrix (C) or one step of k (A: M x k, B: k x N)
    /// onto `by`, `bx`, `warp`, `lane` and `reg`, grouped by its (rows, columns).
    pub fn layout(&self, operand: Operand) -> Result<Grouped, String> {
        let (layout, shape) = self.tiled(operand, 3)?;
        group(&layout, &shape).map_err(|e| e.to_string())
    }

    /// One warp's registers of `operand`: the atom's fragment tiled by the atoms per warp, over
    /// the warp's (rows, columns) of it, onto `lane` and `reg`.
    pub fn warp_registers(&self, operand: Operand) -> Result<(Layout, [i64; 2]), String> {
        self.tiled(operand, 1)
    }

    /// The atom's fragment of `operand` tiled by the first `levels` of the register, warp and
    /// block grids, and the (rows, columns) it covers.
    fn tiled(&self, operand: Operand, levels: usize) -> Result<(Layout, [i64; 2]), String> {
        let ([tm, tn], [wm, wn], [gm, gn]) = (self.tiles, self.warps, self.blocks);
        // Per operand: the register grid, the warp grid and the block grid, each over the
        // (rows, columns) it tiles; an axis the operand does not vary with is replication.
        let (regs, warps, grid) = match operand {
            Operand::C => (
                ([tm, tn], format!("S[({tm},{tn}):({tn}@reg,1@reg)]")),
                ([wm, wn], format!("S[({wm},{wn}):({wn}@warp,1@warp)]")),
                ([gm, gn], format!("S[({gm},{gn}):(1@by,1@bx)]")),
            ),
            Operand::A => (
                ([tm, 1], format!("S[{tm}:1@reg]")),
                ([wm, 1], format!("S[{wm}:{wn}@warp] + R[{wn}:1@warp]")),
                ([gm, 1], format!("S[{gm}:1@by] + R[{gn}:1@bx]")),
            ),
            Operand::B => (
                ([1, tn], format!("S[{tn}:1@reg]")),
                ([1, wn], format!("S[{wn}:1@warp] + R[{wm}:{wn}@warp]")),
                ([1, gn], format!("S[{gn}:1@bx] + R[{gm}:1@by]")),
            ),
        };
        let parsed = |text: &str| parse(text).map_err(|e| format!("{text}: {e}"));
        let atom = self.atom.shape(operand);
        let mut inner = (self.atom.fragment(operand), atom);
        for (outer_shape, text) in [regs, warps, grid].into_iter().take(levels) {
            let shape = [outer_shape[0] * inner.1[0], outer_shape[1] * inner.1[1]];
            let tiled = tile(&parsed(&text)?, &outer_shape, &inner.0, &inner.1).map_err(|e| e.to_string())?;
            inner = (tiled.layout, shape);
        }
        Ok(inner)
    }
}

/// One digit of a coordinate: `(axis / stride) % extent`, times `weight`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digit {
    pub axis: Axis,
    pub stride: i64,
    pub extent: i64,
    pub weight: i64,
}

/// Each dimension's coordinate as digits of the hardware axes: the inverse of a grouped layout
/// whose iters (shard and replica) count on every axis like a mixed-radix number (strides 1,
/// e1, e1*e2, ...); replica iters name copies, so only shard iters give digits. An error
/// says which axis does not count that way.
pub fn digits(grouped: &Grouped) -> Result<Vec<Vec<Digit>>, String> {
    let layout = &grouped.layout;
    let mut by_axis: std::collections::BTreeMap<&Axis, Vec<(i64, i64)>> = Default::default();
    for iter in layout.shard().iter().chain(layout.replica()) {
        if iter.extent() > 1 {
            by_axis
                .entry(iter.axis())
                .or_default()
                .push((iter.stride(), iter.extent()));
        }
    }
    for (axis, iters) in &mut by_axis {
        iters.sort_unstable();
        let mut next = 1i64;
        for &(stride, extent) in iters.iter() {
            if stride != next {
                return Err(format!("the iters on {axis} do not count it as a mixed-radix number (stride {stride} where {next} is next)"));
            }
            next = stride
                .checked_mul(extent)
                .ok_or_else(|| format!("the iters on {axis} overflow"))?;
        }
    }
    Ok((0..grouped.rank())
        .map(|d| {
            let block = grouped.block(d);
            let mut weight = 1i64;
            let mut out = Vec::new();
            for iter in block.iter().rev() {
                if iter.extent() > 1 {
                    out.push(Digit {
                        axis: iter.axis().clone(),
                        stride: iter.stride(),
                        extent: iter.extent(),
                        weight,
                    });
                }
                weight *= iter.extent();
            }
            out.reverse();
            out
        })
        .collect())
}

/// A coordinate's value at one point of the axes (`value(axis)`).
pub fn evaluate(digits: &[Digit], value: impl Fn(&Axis) -> i64) -> i64 {
    digits
        .iter()
        .map(|d| (value(&d.axis) / d.stride) % d.extent * d.weight)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::flatten;

    fn atom16() -> MmaAtom {
        MmaAtom::find([16, 8, 16], MmaInput::F16).unwrap()
    }

    /// For every point of the axes that `operand` occupies, the digits give a coordinate that
    /// the layout maps back to that point: the inverse is exact, and every element is reached.
    fn check_inverse(tiling: &TensorCoreTiling, operand: Operand) {
        let grouped = tiling.layout(operand).unwrap();
        let d = digits(&grouped).unwrap();
        let [rows, cols] = [grouped.shape[0], grouped.shape[1]];
        let axes = ["by", "bx", "warp", "lane", "reg"].map(|a| Axis::new(a).unwrap());
        // Each axis's range: its shard and replica iters together.
        let l = &grouped.layout;
        let sizes: Vec<i64> = axes
            .iter()
            .map(|a| {
                l.shard()
                    .iter()
                    .chain(l.replica())
                    .filter(|i| i.axis() == a)
                    .map(|i| i.extent())
                    .product()
            })
            .collect();
        let mut seen = vec![0u32; (rows * cols) as usize];
        let total: i64 = sizes.iter().product();
        for p in 0..total {
            let point: Vec<i64> = axe_layout::unflatten(p, &sizes);
            let value = |a: &Axis| axes.iter().position(|x| x == a).map_or(0, |i| point[i]);
            let (r, c) = (evaluate(&d[0], value), evaluate(&d[1], value));
            assert!(
                (0..rows).contains(&r) && (0..cols).contains(&c),
                "{operand:?}: ({r}, {c}) outside {rows}x{cols}"
            );
            let index = flatten(&[r, c], &[rows, cols]).unwrap();
            seen[index as usize] += 1;
            let images = grouped.layout.apply(index).unwrap();
            let hit = images
                .iter()
                .any(|img| axes.iter().enumerate().all(|(i, a)| img.get(a) == point[i]));
            assert!(hit, "{operand:?}: ({r}, {c}) does not map to {point:?}");
        }
        assert!(seen.iter().all(|&n| n > 0), "{operand:?}: an element no thread holds");
    }

    #[test]
    fn tiled_layouts_invert_exactly() {
        for (m, n) in [(16, 8), (32, 32), (64, 64), (128, 64), (48, 40), (16, 24)] {
            let tiling = TensorCoreTiling::choose(atom16(), m, n).unwrap();
            for operand in [Operand::A, Operand::B, Operand::C] {
                check_inverse(&tiling, operand);
            }
        }
    }

    #[test]
    fn tiling_prefers_4x4_atoms_and_2x4_warps() {
        let t = TensorCoreTiling::choose(atom16(), 4096, 4096).unwrap();
        assert_eq!(
            (t.tiles, t.warps, t.blocks, t.threads(), t.block_shape()),
            ([4, 4], [2, 4], [32, 32], 256, [128, 128])
        );
        let t = TensorCoreTiling::choose(atom16(), 64, 64).unwrap();
        assert_eq!((t.tiles, t.warps, t.threads()), ([4, 4], [1, 2], 64));
        let t = TensorCoreTiling::choose(atom16(), 16, 8).unwrap();
        assert_eq!((t.tiles, t.warps, t.blocks, t.threads()), ([1, 1], [1, 1], [1, 1], 32));
        assert_eq!(TensorCoreTiling::choose(atom16(), 20, 8), None);
        assert_eq!(TensorCoreTiling::choose(atom16(), 16, 12), None);
        assert_eq!(TensorCoreTiling::choose(atom16(), 128 * 65536, 8), None);
    }

    #[test]
    fn the_output_layout_reads_as_the_schedule() {
        let t = TensorCoreTiling::choose(atom16(), 64, 64).unwrap();
        let c = t.layout(Operand::C).unwrap();
        // rows: tile row, atom rows (2 on reg, 8 on lane); columns: warp, tile column, atom
        // columns (4 on lane, 2 on reg).
        assert_eq!(
            c.layout.to_string(),
            "S[(4,2,8,2,4,4,2):(16@reg,2@reg,4@lane,1@warp,4@reg,1@lane,1@reg)]"
        );
    }

    #[test]
    fn a_non_counting_layout_is_refused() {
        let grouped = group(&parse("S[(2,2):(1@lane,4@lane)]").unwrap(), &[2, 2]).unwrap();
        assert!(digits(&grouped).unwrap_err().contains("mixed-radix"));
    }

    #[test]
    fn atoms_are_the_isa_shapes() {
        assert!(MmaAtom::find([16, 8, 16], MmaInput::TF32).is_none());
        assert!(MmaAtom::find([16, 8, 32], MmaInput::F16).is_none());
        let a = MmaAtom::find([16, 8, 8], MmaInput::TF32).unwrap();
        for operand in [Operand::A, Operand::B, Operand::C] {
            let [r, c] = a.shape(operand);
            assert_eq!(a.fragment(operand).size(), r * c);
        }
    }
}
