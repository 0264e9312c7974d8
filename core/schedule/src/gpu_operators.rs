//! What the Axe operators' GPU schedules read off layouts (spec 001 section 3.2, "Operators and
//! schedules"; the MLIR side is `axe-dispatch-gpu` in the lowering crate):
//!
//! - where an element lives in `global` or `shared` memory, as a sum of terms
//!   `(x_d / divisor) % extent * stride` of its coordinates ([`address_terms`]);
//! - how many consecutive elements of one dimension are contiguous and aligned in memory, which
//!   decides between 16-byte `cp.async`, 128-bit vector accesses and element accesses
//!   ([`aligned_run`]);
//! - whether a register tensor is a tiling of an `mma.sync` fragment (tile-of, spec 001 section
//!   3.3), and each atom's first register ([`FragmentTiling`]).

use crate::mma::{MmaAtom, Operand};
use axe_layout::{group, tile_of, Axis, Grouped, Iter, Layout, Offset};

/// One term of a coordinate's contribution to an address: `(x / divisor) % extent * stride`;
/// `extent` is `None` where the coordinate is below `divisor * extent` anyway (the outermost
/// iter of its dimension).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub divisor: i64,
    pub extent: Option<i64>,
    pub stride: i64,
}

/// The address `x` contributes through one dimension's `terms` (`x` non-negative).
pub fn terms_at(terms: &[Term], x: i64) -> i64 {
    terms
        .iter()
        .map(|t| (x / t.divisor) % t.extent.unwrap_or(i64::MAX) * t.stride)
        .sum()
}

/// A layout's address on `axis` as terms per dimension of `shape`, and its constant offset.
/// Iters on other axes are left out (a register layout's thread axes).
pub fn address_terms(layout: &Layout, shape: &[i64], axis: &str) -> Result<(Vec<Vec<Term>>, i64), String> {
    let grouped = group(layout, shape).map_err(|e| e.to_string())?;
    let axis = Axis::new(axis).map_err(|e| e.to_string())?;
    let mut dims = Vec::with_capacity(shape.len());
    for d in 0..grouped.rank() {
        let block = grouped.block(d);
        let mut divisor = 1i64;
        let mut terms = Vec::new();
        for (j, iter) in block.iter().enumerate().rev() {
            if iter.extent() > 1 && iter.axis() == &axis {
                let extent = (j > 0).then_some(iter.extent());
                terms.push(Term {
                    divisor,
                    extent,
                    stride: iter.stride(),
                });
            }
            divisor = divisor
                .checked_mul(iter.extent())
                .ok_or("the layout's extents overflow")?;
        }
        terms.reverse();
        dims.push(terms);
    }
    Ok((dims, layout.offset().get(&axis).copied().unwrap_or(0)))
}

/// The longest run (a power of two, at most `limit`) of consecutive coordinates of dimension
/// `dim` that are consecutive addresses starting at a multiple of the run, for every start that
/// is a multiple of the run: the innermost term of `dim` has stride 1 and an extent the run
/// divides, every other term of `dim` changes only at multiples of the run and every stride and
/// the offset are multiples of it. The caller still proves the coordinates' own offsets are
/// multiples of the run.
pub fn aligned_run(terms: &[Vec<Term>], offset: i64, dim: usize, limit: i64) -> i64 {
    let mut run = limit.max(1);
    while run > 1 {
        if run_holds(terms, offset, dim, run) {
            return run;
        }
        run /= 2;
    }
    1
}

fn run_holds(terms: &[Vec<Term>], offset: i64, dim: usize, run: i64) -> bool {
    let Some(inner) = terms[dim].iter().find(|t| t.divisor == 1) else {
        return false;
    };
    if inner.stride != 1 || inner.extent.is_some_and(|e| e % run != 0) {
        return false;
    }
    offset % run == 0
        && terms.iter().enumerate().all(|(d, ts)| {
            ts.iter().all(|t| {
                let is_inner = d == dim && t.divisor == 1;
                is_inner || (t.stride % run == 0 && (d != dim || t.divisor % run == 0))
            })
        })
}

/// The layout of a 2-D layout's transpose: dimension 1's iters, then dimension 0's.
pub fn transpose(grouped: &Grouped) -> Result<Layout, String> {
    let layout = &grouped.layout;
    let shard: Vec<Iter> = grouped.block(1).iter().chain(grouped.block(0)).cloned().collect();
    Layout::new(shard, layout.replica().to_vec(), layout.offset().clone()).map_err(|e| e.to_string())
}

/// The fragment layout of `operand` over the coordinates `axe.gemm` gives it: A is `[K, M]`
/// (the transpose of the PTX ISA's row-major m x k fragment), B `[K, N]`, C `[M, N]`.
pub fn gemm_fragment(atom: &MmaAtom, operand: Operand) -> Result<(Layout, [i64; 2]), String> {
    let shape = atom.shape(operand);
    let layout = atom.fragment(operand);
    match operand {
        Operand::A => Ok((
            transpose(&group(&layout, &shape).map_err(|e| e.to_string())?)?,
            [shape[1], shape[0]],
        )),
        Operand::B | Operand::C => Ok((layout, shape)),
    }
}

/// A register tensor that is a tiling of an `mma.sync` fragment: `tiles` atoms per dimension,
/// each atom's registers contiguous from `first_register(tile)`.
#[derive(Clone, Debug)]
pub struct FragmentTiling {
    pub operand: Operand,
    pub tiles: [i64; 2],
    /// The outer layout (C in `layout = C (x) atom`), over `reg` only.
    outer: Grouped,
    registers: i64,
}

impl FragmentTiling {
    /// `layout` over `shape` as a tiling of `atom`'s fragment of `operand` in its `axe.gemm`
    /// coordinates; the error says which condition fails.
    pub fn find(layout: &Layout, shape: &[i64], atom: &MmaAtom, operand: Operand) -> Result<FragmentTiling, String> {
        let (fragment, atom_shape) = gemm_fragment(atom, operand)?;
        if shape.len() != 2 || shape[0] % atom_shape[0] != 0 || shape[1] % atom_shape[1] != 0 {
            return Err(format!(
                "its shape [{}] is not a whole number of [{}, {}] atoms",
                join(shape),
                atom_shape[0],
                atom_shape[1]
            ));
        }
        let outer = tile_of(layout, shape, &fragment, &atom_shape).map_err(|e| {
            format!(
                "its layout {layout} is not a tiling of the atom's fragment {fragment} over [{}, {}]: {e}",
                atom_shape[0], atom_shape[1]
            )
        })?;
        // A single atom along a dimension is an iter of extent 1, on whatever axis.
        let spread = outer
            .layout
            .shard()
            .iter()
            .chain(outer.layout.replica())
            .find(|i| i.extent() > 1 && i.axis().name() != "reg");
        if let Some(other) = spread.map(|i| i.axis().clone()) {
            return Err(format!(
                "its atoms are laid out on '{other}' (the tiling {}); one warp's atoms differ only in registers",
                outer.layout
            ));
        }
        if !outer.layout.replica().is_empty() || !outer.layout.offset().is_empty() {
            return Err(format!(
                "its tiling of the atom {} has replicas or an offset",
                outer.layout
            ));
        }
        let tiles = [shape[0] / atom_shape[0], shape[1] / atom_shape[1]];
        Ok(FragmentTiling {
            operand,
            tiles,
            outer,
            registers: atom.registers(operand),
        })
    }

    /// The first register of atom `tile` (its registers follow in the fragment's order).
    pub fn first_register(&self, tile: [i64; 2]) -> i64 {
        let (terms, offset) =
            address_terms(&self.outer.layout, &self.outer.shape, "reg").expect("grouped on construction");
        (terms_at(&terms[0], tile[0]) + terms_at(&terms[1], tile[1]) + offset) * self.registers
    }
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// An empty offset, for tests and builders.
pub fn no_offset() -> Offset {
    Offset::default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mma::MmaInput;
    use axe_layout::{parse, tile};

    fn atom() -> MmaAtom {
        MmaAtom::find([16, 8, 16], MmaInput::F16).unwrap()
    }

    /// The terms give the layout's address at every coordinate (brute force over the shape).
    #[test]
    fn terms_evaluate_to_the_layout() {
        for (text, shape) in [
            ("S[(32,128):(128,1)]", [32, 128]),
            ("S[(4,8,2,16):(16,512,8,1)]", [32, 32]),
            ("S[(16,16):(1,20)] + 7", [16, 16]),
        ] {
            let layout = parse(text).unwrap();
            let (terms, offset) = address_terms(&layout, &shape, "m").unwrap();
            for x in 0..shape[0] {
                for y in 0..shape[1] {
                    let got = terms_at(&terms[0], x) + terms_at(&terms[1], y) + offset;
                    let want = layout.apply_coord(&[x, y], &shape).unwrap().into_iter().next().unwrap();
                    assert_eq!(got, want.get(&Axis::new("m").unwrap()), "{text} at ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn runs_need_contiguity_and_alignment() {
        let terms = |text: &str, shape: [i64; 2]| address_terms(&parse(text).unwrap(), &shape, "m").unwrap();
        let (t, o) = terms("S[(32,128):(128,1)]", [32, 128]);
        assert_eq!(aligned_run(&t, o, 1, 8), 8);
        assert_eq!(aligned_run(&t, o, 0, 8), 1, "rows are 128 apart");
        let (t, o) = terms("S[(32,36):(36,1)]", [32, 36]);
        assert_eq!(aligned_run(&t, o, 1, 8), 4, "rows of 36 start at multiples of 4 only");
        let (t, o) = terms("S[(32,128):(128,1)] + 2", [32, 128]);
        assert_eq!(aligned_run(&t, o, 1, 8), 2);
        let (t, o) = terms("S[(128,32):(1,128)]", [128, 32]);
        assert_eq!(aligned_run(&t, o, 0, 8), 8, "column-major: dimension 0 is contiguous");
    }

    /// A warp's 64 x 32 accumulator as 4 x 4 atoms, registers atom-major: the tiling is found
    /// and each atom starts where `tile` put it.
    #[test]
    fn fragment_tilings_are_recovered() {
        let a = atom();
        let (c_atom, c_shape) = gemm_fragment(&a, Operand::C).unwrap();
        let outer = parse("S[(4,4):(4@reg,1@reg)]").unwrap();
        let whole = tile(&outer, &[4, 4], &c_atom, &c_shape).unwrap();
        let tiling = FragmentTiling::find(&whole.layout, &[64, 32], &a, Operand::C).unwrap();
        assert_eq!(tiling.tiles, [4, 4]);
        assert_eq!(tiling.first_register([1, 2]), (4 + 2) * 4);
        let (a_atom, a_shape) = gemm_fragment(&a, Operand::A).unwrap();
        assert_eq!(a_shape, [16, 16]);
        let whole_a = tile(&parse("S[(1,4):(4@reg,1@reg)]").unwrap(), &[1, 4], &a_atom, &a_shape).unwrap();
        let tiling = FragmentTiling::find(&whole_a.layout, &[16, 64], &a, Operand::A).unwrap();
        assert_eq!(tiling.first_register([0, 3]), 24);
        // Atoms spread over warps are not one warp's fragment.
        let spread = tile(&parse("S[(2,1):(1@warp,1@reg)]").unwrap(), &[2, 1], &c_atom, &c_shape).unwrap();
        assert!(FragmentTiling::find(&spread.layout, &[32, 8], &a, Operand::C)
            .unwrap_err()
            .contains("warp"));
        // A row-major register layout is no fragment.
        assert!(FragmentTiling::find(&parse("S[(16,8):(8@reg,1@reg)]").unwrap(), &[16, 8], &a, Operand::C).is_err());
    }
}
