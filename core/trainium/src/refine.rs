//! Step (1) of the section 3.4 dispatch, "Group": split the iters of all operands along each
//! logical dimension of the iteration space until every operand has exactly one iter per
//! refined factor (the common refinement of their extent lists, Appendix B's Lemma B.1
//! splits), so the operands can be read side by side factor by factor.

use crate::operand::{Operand, Place};

/// One factor of one iteration dimension and where it lives in every operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factor {
    /// The iteration dimension it belongs to.
    pub dim: usize,
    pub extent: i64,
    /// Per operand, in the operator's operand order.
    pub places: Vec<Place>,
}

impl Factor {
    /// Splits into an outer factor of `extent / inner` and an inner one of `inner` (Lemma B.1).
    pub fn split(&self, inner: i64) -> (Factor, Factor) {
        let outer = Factor {
            dim: self.dim,
            extent: self.extent / inner,
            places: self.places.iter().map(|p| p.scaled(inner)).collect(),
        };
        (
            outer,
            Factor {
                dim: self.dim,
                extent: inner,
                places: self.places.clone(),
            },
        )
    }
}

/// The common refinement of extent lists (outer to inner) with equal products.
pub fn common_refinement(lists: &[Vec<i64>]) -> Option<Vec<i64>> {
    let mut rest: Vec<std::collections::VecDeque<i64>> = lists.iter().map(|l| l.iter().copied().collect()).collect();
    let mut out = vec![];
    loop {
        rest.iter_mut().for_each(|l| l.retain(|&e| e != 1));
        if rest.iter().all(|l| l.is_empty()) {
            return Some(out);
        }
        if rest.iter().any(|l| l.is_empty()) {
            return None;
        }
        let g = rest.iter().fold(0, |g, l| gcd(g, l[0]));
        if g == 1 {
            return None;
        }
        out.push(g);
        rest.iter_mut().for_each(|l| l[0] /= g);
    }
}

pub fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// Splits `iters` (outer to inner) along `factors`, which refine their extents.
fn split_along(iters: &[(i64, Place)], factors: &[i64]) -> Vec<Place> {
    let mut queue: std::collections::VecDeque<(i64, Place)> = iters.iter().copied().collect();
    factors
        .iter()
        .map(|&f| {
            let (e, p) = queue.pop_front().expect("factors refine the iters");
            if e > f {
                queue.push_front((e / f, p));
                p.scaled(e / f)
            } else {
                p
            }
        })
        .collect()
}

/// Refines the operands over an iteration space of `extents`. `dims[o][d]` is the iteration
/// dimension that dimension `d` of operand `o` indexes (`None`: it has extent 1 and is
/// broadcast). Factors come out dimension by dimension, outer to inner.
pub fn refine(
    extents: &[i64],
    names: &[&str],
    operands: &[&Operand],
    dims: &[Vec<Option<usize>>],
) -> Result<Vec<Factor>, String> {
    let blocks: Vec<Vec<Vec<(i64, Place)>>> = operands.iter().map(|o| o.blocks()).collect::<Result<_, _>>()?;
    let mut factors = vec![];
    for (space_dim, &extent) in extents.iter().enumerate() {
        // Which operand dimension, if any, indexes this iteration dimension.
        let lists: Vec<Option<&Vec<(i64, Place)>>> = (0..operands.len())
            .map(|o| {
                dims[o]
                    .iter()
                    .position(|d| *d == Some(space_dim))
                    .map(|od| &blocks[o][od])
            })
            .collect();
        let extents_of = |l: &Vec<(i64, Place)>| l.iter().map(|(e, _)| *e).collect::<Vec<_>>();
        let mut present: Vec<Vec<i64>> = lists.iter().flatten().map(|l| extents_of(l)).collect();
        present.push(vec![extent]);
        let refined = common_refinement(&present).ok_or_else(|| {
            let described: Vec<String> = lists
                .iter()
                .zip(operands)
                .filter_map(|(l, o)| l.map(|l| format!("{} has iters {:?}", o.role, extents_of(l))))
                .collect();
            format!(
                "cannot group dimension {} consistently: {} (no common refinement of the extents)",
                names[space_dim],
                described.join(", ")
            )
        })?;
        let per_operand: Vec<Vec<Place>> = lists
            .iter()
            .map(|l| match l {
                Some(iters) => split_along(iters, &refined),
                None => vec![Place::Broadcast; refined.len()],
            })
            .collect();
        for (i, &e) in refined.iter().enumerate() {
            factors.push(Factor {
                dim: space_dim,
                extent: e,
                places: per_operand.iter().map(|p| p[i]).collect(),
            });
        }
    }
    Ok(factors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refinement_splits_by_gcd() {
        assert_eq!(common_refinement(&[vec![4, 128], vec![512]]), Some(vec![4, 128]));
        assert_eq!(common_refinement(&[vec![2, 256], vec![4, 128]]), Some(vec![2, 2, 128]));
        assert_eq!(common_refinement(&[vec![6, 2], vec![4, 3]]), None);
        assert_eq!(common_refinement(&[vec![], vec![1]]), Some(vec![]));
    }

    #[test]
    fn splitting_scales_the_outer_part() {
        let places = split_along(&[(512, Place::F(1))], &[4, 128]);
        assert_eq!(places, vec![Place::F(128), Place::F(1)]);
    }
}
