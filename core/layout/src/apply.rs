//! The induced map (spec 001 Definition 2.3): f_L(x) = { f_D(x) + f_R(r) + O | r in prod [0, e_J) },
//! for a flat logical index x in [0, E_D) or an N-d coordinate of an admitted shape (flattened
//! row-major first; the last iter and the last dimension vary fastest).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use crate::arith;
use crate::axis::Axis;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;
use crate::layout::{format_shape, Layout};

/// A point of ZA. Zero components are not stored, so equal points compare equal whatever axes
/// they were computed over.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(BTreeMap<Axis, i64>);

impl Point {
    /// The origin of ZA.
    pub fn zero() -> Point {
        Point::default()
    }

    /// The component on `axis` (0 when absent).
    pub fn get(&self, axis: &Axis) -> i64 {
        self.0.get(axis).copied().unwrap_or(0)
    }

    /// Adds `v@axis` to this point.
    pub fn add_on(&mut self, axis: &Axis, v: i64) -> Result<()> {
        let now = arith::add(self.get(axis), v)?;
        if now == 0 {
            self.0.remove(axis);
        } else {
            self.0.insert(axis.clone(), now);
        }
        Ok(())
    }

    /// The non-zero components, ordered by axis name.
    pub fn components(&self) -> impl Iterator<Item = (&Axis, i64)> {
        self.0.iter().map(|(a, v)| (a, *v))
    }
}

impl fmt::Display for Point {
    /// `5@warp + 3` (the `m` component bare), `0` for the origin.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("0");
        }
        for (k, (axis, v)) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str(" + ")?;
            }
            if axis.is_memory() {
                write!(f, "{v}")?;
            } else {
                write!(f, "{v}@{axis}")?;
            }
        }
        Ok(())
    }
}

/// Row-major flattening of `coord` within `shape` (spec 001 §2.3, flat_S).
pub fn flatten(coord: &[i64], shape: &[i64]) -> Result<i64> {
    if coord.len() != shape.len() {
        return Err(LayoutError::Shape(format!(
            "coordinate has rank {} but shape {} has rank {}",
            coord.len(),
            format_shape(shape),
            shape.len()
        )));
    }
    let mut flat = 0i64;
    for (&c, &s) in coord.iter().zip(shape) {
        if c < 0 || c >= s {
            return Err(LayoutError::Shape(format!(
                "coordinate {} is outside shape {}",
                format_shape(coord),
                format_shape(shape)
            )));
        }
        flat = arith::add(arith::mul(flat, s)?, c)?;
    }
    Ok(flat)
}

/// Row-major unflattening of `x` into `shape` (lexicographic, last entry fastest).
pub fn unflatten(mut x: i64, shape: &[i64]) -> Vec<i64> {
    let mut coord = vec![0; shape.len()];
    for (c, &s) in coord.iter_mut().zip(shape).rev() {
        *c = x % s;
        x /= s;
    }
    coord
}

/// The most replica combinations `apply` enumerates.
pub const REPLICA_LIMIT: i64 = 1 << 20;

fn accumulate(point: &mut Point, iters: &[Iter], digits: &[i64]) -> Result<()> {
    for (iter, &d) in iters.iter().zip(digits) {
        point.add_on(iter.axis(), arith::mul(d, iter.stride())?)?;
    }
    Ok(())
}

impl Layout {
    fn check_index(&self, x: i64) -> Result<()> {
        if x < 0 || x >= self.size() {
            return Err(LayoutError::Shape(format!("index {x} is outside [0, {})", self.size())));
        }
        Ok(())
    }

    /// f_D(x): the shard part alone.
    pub fn shard_point(&self, x: i64) -> Result<Point> {
        self.check_index(x)?;
        let extents: Vec<i64> = self.shard().iter().map(Iter::extent).collect();
        let mut p = Point::zero();
        accumulate(&mut p, self.shard(), &unflatten(x, &extents))?;
        Ok(p)
    }

    /// f_D(x) + O: the representative coordinate of x (the minimum of its fiber, Lemma A.13, once
    /// R's strides are positive).
    pub fn base(&self, x: i64) -> Result<Point> {
        let mut p = self.shard_point(x)?;
        for (axis, &v) in self.offset() {
            p.add_on(axis, v)?;
        }
        Ok(p)
    }

    /// f_R(r) for every replica digit tuple r (with repetitions when R aliases). Fails with
    /// `TooLarge` beyond [`REPLICA_LIMIT`] tuples.
    pub fn replica_points(&self) -> Result<Vec<Point>> {
        let extents: Vec<i64> = self.replica().iter().map(Iter::extent).collect();
        let count = self.replica_count();
        if count > REPLICA_LIMIT {
            return Err(LayoutError::TooLarge(format!(
                "{count} replica combinations, more than the limit {REPLICA_LIMIT}"
            )));
        }
        let mut out = Vec::with_capacity(count as usize);
        for r in 0..count {
            let mut p = Point::zero();
            accumulate(&mut p, self.replica(), &unflatten(r, &extents))?;
            out.push(p);
        }
        Ok(out)
    }

    /// f_L(x) for a flat index x in [0, E_D): a set of points of ZA.
    pub fn apply(&self, x: i64) -> Result<BTreeSet<Point>> {
        let base = self.base(x)?;
        self.replica_points()?
            .into_iter()
            .map(|r| {
                let mut p = base.clone();
                for (axis, v) in r.components() {
                    p.add_on(axis, v)?;
                }
                Ok(p)
            })
            .collect()
    }

    /// `f_{L<S>}(u)` for an N-d coordinate `u` of the admitted shape `shape`.
    pub fn apply_coord(&self, coord: &[i64], shape: &[i64]) -> Result<BTreeSet<Point>> {
        self.check_admits(shape)?;
        self.apply(flatten(coord, shape)?)
    }
}

/// The brute-force induced map of a layout over a fixed list of axes: for every flat index x,
/// the sorted, de-duplicated list of points, each a vector of components in `axes` order.
/// This is the oracle the algebra is tested against and the fallback of `equivalent`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InducedMap {
    pub axes: Vec<Axis>,
    pub images: Vec<Vec<Vec<i64>>>,
}

impl InducedMap {
    /// Enumerates f_L over `axes` (which must include every axis of `layout`). Fails with
    /// `TooLarge` when E_D * E_R exceeds `limit`.
    pub fn of(layout: &Layout, axes: &[Axis], limit: i64) -> Result<InducedMap> {
        let points = arith::mul(layout.size(), layout.replica_count())?;
        if points > limit {
            return Err(LayoutError::TooLarge(format!(
                "enumerating the induced map needs {points} points, more than the limit {limit}"
            )));
        }
        let index = |a: &Axis| {
            axes.iter()
                .position(|b| b == a)
                .ok_or_else(|| LayoutError::InvalidLayout(format!("axis {a} is not among the axes of the induced map")))
        };
        let dense = |iters: &[Iter]| -> Result<Vec<Vec<i64>>> {
            let extents: Vec<i64> = iters.iter().map(Iter::extent).collect();
            let slots: Vec<usize> = iters.iter().map(|i| index(i.axis())).collect::<Result<_>>()?;
            let count = arith::product(extents.iter().copied())?;
            let mut out = Vec::with_capacity(count as usize);
            for x in 0..count {
                let mut v = vec![0i64; axes.len()];
                for ((iter, &slot), d) in iters.iter().zip(&slots).zip(unflatten(x, &extents)) {
                    v[slot] = arith::add(v[slot], arith::mul(d, iter.stride())?)?;
                }
                out.push(v);
            }
            Ok(out)
        };
        let mut origin = vec![0i64; axes.len()];
        for (axis, &v) in layout.offset() {
            let slot = index(axis)?;
            origin[slot] = arith::add(origin[slot], v)?;
        }
        let replicas = dense(layout.replica())?;
        let images = dense(layout.shard())?
            .into_iter()
            .map(|d| {
                let mut set = replicas
                    .iter()
                    .map(|r| {
                        (0..axes.len())
                            .map(|k| arith::add(arith::add(d[k], r[k])?, origin[k]))
                            .collect()
                    })
                    .collect::<Result<Vec<Vec<i64>>>>()?;
                set.sort_unstable();
                set.dedup();
                Ok(set)
            })
            .collect::<Result<_>>()?;
        Ok(InducedMap {
            axes: axes.to_vec(),
            images,
        })
    }

    /// The induced maps of two layouts over the union of their axes.
    pub fn pair(a: &Layout, b: &Layout, limit: i64) -> Result<(InducedMap, InducedMap)> {
        let mut axes = a.axes();
        axes.extend(b.axes());
        let axes: Vec<Axis> = axes.into_iter().collect();
        Ok((InducedMap::of(a, &axes, limit)?, InducedMap::of(b, &axes, limit)?))
    }
}
