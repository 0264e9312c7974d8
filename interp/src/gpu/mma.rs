//! Tensor-core `mma.sync` (`nvgpu.mma.sync`): one warp multiplies a 16 x n x k tile. Each
//! lane holds pieces of A, B and C in registers; where each element lives is the fragment
//! layout of the PTX ISA, written as Axe layouts onto `lane` and `reg` in
//! [`axe_schedule::mma`] (the table there), the same layouts the tensor-core lowering
//! tiles. The products of f16, bf16 and tf32 inputs are exact in f32; the ISA leaves the
//! accumulation's order and intermediate rounding unspecified, so the emulator sums each
//! output in f64 and rounds once to f32 (compare with a tolerance). tf32 inputs are f32
//! registers whose low 13 mantissa bits the tensor core ignores: they are truncated first.

use crate::value::{ElemTy, Num, Tensor};
use axe_layout::{Axis, Layout};
use axe_schedule::mma::{MmaAtom, MmaInput, Operand};

/// One `mma.sync` shape and input type, with its fragment layouts.
pub struct Atom {
    pub m: i64,
    pub n: i64,
    pub k: i64,
    pub tf32: bool,
    a: Layout,
    b: Layout,
    c: Layout,
}

impl Atom {
    /// The atom of `mmaShape` [m, n, k] for inputs of `input`; `tf32` when f32 inputs are
    /// read as tf32 (`tf32Enabled`).
    pub fn new(shape: [i64; 3], input: ElemTy, tf32: bool) -> Result<Atom, String> {
        let [m, n, k] = shape;
        let kind = match (input, tf32) {
            (ElemTy::F16, false) => Some(MmaInput::F16),
            (ElemTy::BF16, false) => Some(MmaInput::BF16),
            (ElemTy::F32, true) => Some(MmaInput::TF32),
            _ => None,
        };
        let Some(atom) = kind.and_then(|kind| MmaAtom::find(shape, kind)) else {
            return Err(format!(
                "has mmaShape [{m}, {n}, {k}] with {input} inputs{}; the emulator runs m16n8k16 and m16n8k8 for f16 and bf16, and m16n8k8 for tf32 (f32 with tf32Enabled), accumulating in f32",
                if tf32 { " as tf32" } else { "" }
            ));
        };
        Ok(Atom {
            m,
            n,
            k,
            tf32,
            a: atom.fragment(Operand::A),
            b: atom.fragment(Operand::B),
            c: atom.fragment(Operand::C),
        })
    }

    /// The (lane, reg) that holds element `index` (row-major) of a fragment.
    fn place(layout: &Layout, index: i64) -> (usize, usize) {
        let p = layout.shard_point(index).expect("fragment layouts map every element");
        let axis = |name: &str| p.get(&Axis::new(name).expect("an axis name"));
        (axis("lane") as usize, axis("reg") as usize)
    }

    /// Gathers the `rows x cols` matrix that the 32 lanes' registers hold under `layout`.
    fn gather(layout: &Layout, rows: i64, cols: i64, lanes: &[&Tensor]) -> Vec<f64> {
        (0..rows * cols)
            .map(|i| {
                let (lane, reg) = Self::place(layout, i);
                lanes[lane].data[reg].float()
            })
            .collect()
    }

    /// D = A B + C for one warp: `a`, `b`, `c` are the 32 lanes' operand vectors; returns each
    /// lane's D vector (shaped like its C).
    pub fn run(&self, a: &[&Tensor], b: &[&Tensor], c: &[&Tensor]) -> Result<Vec<Tensor>, String> {
        let want = |what: &str, lanes: &[&Tensor], count: i64| -> Result<(), String> {
            match lanes.iter().find(|t| t.data.len() as i64 != count) {
                Some(t) => Err(format!(
                    "has a {what} fragment of {} elements per lane; the atom takes {count}",
                    t.data.len()
                )),
                None => Ok(()),
            }
        };
        want("A", a, self.m * self.k / 32)?;
        want("B", b, self.k * self.n / 32)?;
        want("C", c, self.m * self.n / 32)?;
        let input = |x: f64| {
            if self.tf32 {
                f32::from_bits((x as f32).to_bits() & !0x1fff) as f64
            } else {
                x
            }
        };
        let a: Vec<f64> = Self::gather(&self.a, self.m, self.k, a)
            .into_iter()
            .map(input)
            .collect();
        let b: Vec<f64> = Self::gather(&self.b, self.k, self.n, b)
            .into_iter()
            .map(input)
            .collect();
        let c = Self::gather(&self.c, self.m, self.n, c);
        let d = rounded_product(&a, &b, &c, [self.m as usize, self.n as usize, self.k as usize]);
        let shape = c_shape(self.m * self.n / 32);
        let mut out: Vec<Tensor> = (0..32)
            .map(|_| Tensor {
                elem: ElemTy::F32,
                shape: shape.clone(),
                data: vec![Num::F(0.0); (self.m * self.n / 32) as usize],
            })
            .collect();
        for (i, &v) in d.iter().enumerate() {
            let (lane, reg) = Self::place(&self.c, i as i64);
            out[lane].data[reg] = v;
        }
        Ok(out)
    }
}

/// D = A B + C for row-major A (m x k), B (k x n) and C (m x n), as a tensor core gives it:
/// the products exact, each output summed in f64 from C and rounded once to f32.
pub fn rounded_product(a: &[f64], b: &[f64], c: &[f64], [m, n, k]: [usize; 3]) -> Vec<Num> {
    (0..m * n)
        .map(|i| {
            let (row, col) = (i / n, i % n);
            let sum = (0..k).fold(c[i], |acc, l| acc + a[row * k + l] * b[l * n + col]);
            Num::F(sum as f32 as f64)
        })
        .collect()
}

/// C and D are `vector<2x2xf32>` per lane (two registers of two).
fn c_shape(count: i64) -> Vec<i64> {
    vec![count / 2, 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ISA's formulas for m16n8k16 f16 (groupID g, thread t, element i of a0..a7 etc.).
    fn isa_a(lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        let row = if i < 2 || (4..6).contains(&i) { g } else { g + 8 };
        let col = t * 2 + (i & 1) + if i >= 4 { 8 } else { 0 };
        (row, col)
    }
    fn isa_b(lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        (t * 2 + (i & 1) + if i >= 2 { 8 } else { 0 }, g)
    }
    fn isa_c(lane: i64, i: i64) -> (i64, i64) {
        let (g, t) = (lane / 4, lane % 4);
        (if i < 2 { g } else { g + 8 }, t * 2 + (i & 1))
    }

    #[test]
    fn fragment_layouts_match_the_isa_tables() {
        let atom = Atom::new([16, 8, 16], ElemTy::F16, false).unwrap();
        for lane in 0..32 {
            for i in 0..8 {
                let (r, c) = isa_a(lane, i);
                assert_eq!(
                    Atom::place(&atom.a, r * 16 + c),
                    (lane as usize, i as usize),
                    "A lane {lane} a{i}"
                );
            }
            for i in 0..4 {
                let (r, c) = isa_b(lane, i);
                assert_eq!(
                    Atom::place(&atom.b, r * 8 + c),
                    (lane as usize, i as usize),
                    "B lane {lane} b{i}"
                );
                let (r, c) = isa_c(lane, i);
                assert_eq!(
                    Atom::place(&atom.c, r * 8 + c),
                    (lane as usize, i as usize),
                    "C lane {lane} c{i}"
                );
            }
        }
    }

    #[test]
    fn tf32_and_k8_layouts_match_the_isa_tables() {
        let tf = Atom::new([16, 8, 8], ElemTy::F32, true).unwrap();
        let half = Atom::new([16, 8, 8], ElemTy::F16, false).unwrap();
        for lane in 0..32i64 {
            let (g, t) = (lane / 4, lane % 4);
            for i in 0..4 {
                // tf32 A: row g for a0, a2 and g + 8 for a1, a3; column t for a0, a1 and t + 4 for a2, a3.
                let (r, c) = (g + 8 * (i & 1), t + 4 * (i / 2));
                assert_eq!(Atom::place(&tf.a, r * 8 + c), (lane as usize, i as usize));
                // f16 k8 A: row g for a0, a1 and g + 8 for a2, a3; column 2t + i % 2.
                let (r, c) = (g + 8 * (i / 2), 2 * t + (i & 1));
                assert_eq!(Atom::place(&half.a, r * 8 + c), (lane as usize, i as usize));
            }
            for i in 0..2 {
                assert_eq!(Atom::place(&tf.b, (t + 4 * i) * 8 + g), (lane as usize, i as usize));
                assert_eq!(Atom::place(&half.b, (2 * t + i) * 8 + g), (lane as usize, i as usize));
            }
        }
    }

    #[test]
    fn every_lane_register_holds_exactly_one_element() {
        for (shape, elem, tf32) in [
            ([16, 8, 16], ElemTy::F16, false),
            ([16, 8, 8], ElemTy::BF16, false),
            ([16, 8, 8], ElemTy::F32, true),
        ] {
            let atom = Atom::new(shape, elem, tf32).unwrap();
            for (layout, count) in [
                (&atom.a, atom.m * atom.k),
                (&atom.b, atom.k * atom.n),
                (&atom.c, atom.m * atom.n),
            ] {
                let mut seen = std::collections::HashSet::new();
                for i in 0..count {
                    let (lane, reg) = Atom::place(layout, i);
                    assert!(lane < 32 && (reg as i64) < count / 32);
                    assert!(seen.insert((lane, reg)));
                }
            }
        }
    }
}
