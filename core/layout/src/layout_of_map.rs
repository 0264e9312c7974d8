//! The layout of a map, when one exists: given h : [0, n) -> Z^A with h(0) = 0, the shard iters D
//! with f_D = h, or the reason that no D has f_D = h. Slicing (spec 001 §3.3, the definition of
//! L[R:S]) uses it to decide exactly whether a region's induced map is a layout.
//!
//! Why the greedy below is exact. If some D has f_D = h, so has its canonical form (spec 001
//! Appendix A.1: drop unit iters (D0), merge chains s_i = e_{i+1} s_{i+1} on one axis (D1)). Let
//! (e, w) be the fastest iter of that canonical form. Then h(j) = j w for j < e, and h(e) is the
//! stride of the next iter, which is not e w (that would be a chain) -- so e is the first j > 0
//! with h(j) != j h(1) (or n), and w = h(1) is non-zero on exactly one axis. The remaining iters
//! are the canonical form of q -> h(q e) on [0, n / e). So the greedy "take (first break, h(1)),
//! check h(q e + j) = h(q e) + j w everywhere, recurse on q -> h(q e)" finds a D whenever one
//! exists; every refusal names the check that no canonical D can pass.
//!
//! The work is at most 2n evaluations of h (n / P_k at level k), so callers bound n.

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;

/// The canonical shard iters (slowest first, as in D) of a layout whose shard map on [0, n) is
/// `h` (with h(0) = 0), over the axes `axes`; `NoSlice` with the reason when none exists. An empty
/// list means n = 1. `h(x, out)` writes h(x) into `out` (one slot per axis), so that enumerating
/// allocates nothing.
pub(crate) fn shard_of_map(
    n: i64,
    axes: &[Axis],
    mut h: impl FnMut(i64, &mut [i64]) -> Result<()>,
) -> Result<Vec<Iter>> {
    let mut fast_first: Vec<Iter> = Vec::new();
    let (mut w, mut base, mut got) = (vec![0; axes.len()], vec![0; axes.len()], vec![0; axes.len()]);
    // P_k: the product of the extents found so far; the map still to explain is q -> h(q P_k).
    let mut step = 1i64;
    while step < n {
        let count = n / step;
        h(step, &mut w)?;
        let (slot, stride) = single_axis(&w).ok_or_else(|| {
            LayoutError::NoSlice(format!(
                "point {step} is {} from point 0, but an iter moves along exactly one axis by a \
                 non-zero stride",
                show(&w, axes)
            ))
        })?;
        let mut e = 1i64;
        while e < count {
            h(e * step, &mut got)?;
            if !continues(&got, &[], &w, e)? {
                break;
            }
            e += 1;
        }
        if count % e != 0 {
            return Err(LayoutError::NoSlice(format!(
                "the first {e} points at stride {step} step by {} and point {} does not, so the \
                 next iter has extent {e}, which does not divide {count}",
                show(&w, axes),
                e * step,
            )));
        }
        for q in 1..count / e {
            h(q * e * step, &mut base)?;
            for j in 1..e {
                let x = (q * e + j) * step;
                h(x, &mut got)?;
                if !continues(&got, &base, &w, j)? {
                    let want: Vec<i64> = base.iter().zip(&w).map(|(&b, &v)| b + v * j).collect();
                    return Err(LayoutError::NoSlice(format!(
                        "point {x} is {} from point 0, but the iters that reproduce points [0, {}) \
                         put it at {}",
                        show(&got, axes),
                        e * step,
                        show(&want, axes),
                    )));
                }
            }
        }
        fast_first.push(Iter::new(e, stride, axes[slot].clone())?);
        step = arith::mul(step, e)?;
    }
    fast_first.reverse();
    Ok(fast_first)
}

/// Whether `got == base + j * w` (an empty `base` is the origin).
fn continues(got: &[i64], base: &[i64], w: &[i64], j: i64) -> Result<bool> {
    for (k, (&g, &v)) in got.iter().zip(w).enumerate() {
        let want = arith::add(base.get(k).copied().unwrap_or(0), arith::mul(v, j)?)?;
        if g != want {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The only non-zero component of `w` and its slot, if it has exactly one.
fn single_axis(w: &[i64]) -> Option<(usize, i64)> {
    let mut nonzero = w.iter().enumerate().filter(|(_, &v)| v != 0);
    let first = nonzero.next()?;
    match nonzero.next() {
        None => Some((first.0, *first.1)),
        Some(_) => None,
    }
}

/// `3@lane + 2` for messages (the `m` component bare), `0` for the origin.
fn show(p: &[i64], axes: &[Axis]) -> String {
    let parts: Vec<String> = p
        .iter()
        .zip(axes)
        .filter(|(&v, _)| v != 0)
        .map(|(&v, a)| {
            if a.is_memory() {
                v.to_string()
            } else {
                format!("{v}@{a}")
            }
        })
        .collect();
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" + ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m() -> Vec<Axis> {
        vec![Axis::memory()]
    }

    fn run(values: &[i64]) -> Result<Vec<Iter>> {
        shard_of_map(values.len() as i64, &m(), |x, out| {
            out[0] = values[x as usize];
            Ok(())
        })
    }

    #[test]
    fn a_chain_is_one_iter() {
        assert_eq!(run(&[0, 3, 6, 9]).unwrap(), vec![Iter::on_memory(4, 3).unwrap()]);
    }

    #[test]
    fn a_two_wrap_interval_is_three_iters() {
        // [2, 10) of S[(4,4):(100,1)], relative to its start.
        let got = run(&[0, 1, 98, 99, 100, 101, 198, 199]).unwrap();
        let want: Vec<Iter> = [(2, 100), (2, 98), (2, 1)]
            .iter()
            .map(|&(e, s)| Iter::on_memory(e, s).unwrap())
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn a_break_that_does_not_divide_is_refused() {
        let err = run(&[0, 1, 5]).unwrap_err();
        assert!(
            matches!(err, LayoutError::NoSlice(ref s) if s.contains("does not divide")),
            "{err}"
        );
    }

    #[test]
    fn a_repeated_point_is_refused() {
        assert!(matches!(run(&[0, 0]), Err(LayoutError::NoSlice(_))));
    }

    #[test]
    fn a_single_point_has_no_iters() {
        assert_eq!(run(&[0]).unwrap(), vec![]);
    }
}
