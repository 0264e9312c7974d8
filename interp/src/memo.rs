//! The interpreter's memo of on-demand values ([`super::analysis`]): an op's results at each
//! point of the bound ranges it varies with. The interpreter looks it up once or more per
//! evaluated op (twice per multiply-add of a matmul), so the lookup is its hottest path.
//!
//! An op varying with up to [`INLINE`] ranges whose points number at most [`DENSE_POINTS`]
//! keeps its results in a dense table indexed by the point (row-major over the ranges' ends):
//! neighbouring points are neighbours in memory, as the loops visit them. Other ops, and a
//! point whose ranges' ends differ from those the op's table was made for (an end that varies
//! with an outer range), go to a hash map whose key holds the point inline; only points of
//! more than [`INLINE`] ranges allocate their key.

use super::value::Val;
use rustc_hash::FxHashMap;
use std::{
    hash::{Hash, Hasher},
    rc::Rc,
};

/// The most ranges a point keeps inline.
const INLINE: usize = 4;

/// The most points of a dense table: its slots are 4 bytes each, zeroed lazily by the
/// allocator, so an op evaluated at few of them costs little more than their pages.
const DENSE_POINTS: i64 = 1 << 24;

/// The values of an op's bound ranges at one point (in the op's `deps` order) and the ranges'
/// ends. An op's points all have the same length, so the inline form's unused slots (zero)
/// never make two points of one op equal.
#[derive(Default)]
pub struct Point {
    len: usize,
    inline: [i64; INLINE],
    ends: [i64; INLINE],
    spilled: Vec<i64>,
}

impl Point {
    /// Appends range value `x` of a range that ends at `end` (`0 <= x < end`).
    pub fn push(&mut self, x: i64, end: i64) {
        if self.len < INLINE && self.spilled.is_empty() {
            self.inline[self.len] = x;
            self.ends[self.len] = end;
        } else {
            if self.spilled.is_empty() {
                self.spilled.extend_from_slice(&self.inline);
            }
            self.spilled.push(x);
        }
        self.len += 1;
    }

    fn is_inline(&self) -> bool {
        self.spilled.is_empty()
    }

    fn ends(&self) -> &[i64] {
        &self.ends[..self.len]
    }
}

#[derive(PartialEq, Eq)]
struct InlineKey {
    op: usize,
    point: [i64; INLINE],
}

impl Hash for InlineKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.op);
        for &x in &self.point {
            state.write_i64(x);
        }
    }
}

/// One op's results over the whole box of its ranges' ends.
struct Dense {
    ends: Vec<i64>,
    /// 1 + the index into `results` of each point's results; 0: not evaluated yet.
    slots: Vec<u32>,
    results: Vec<Rc<Vec<Val>>>,
}

impl Dense {
    /// The slot of `point`, if the table was made for its ends.
    fn slot(&self, point: &Point) -> Option<usize> {
        if !point.is_inline() || self.ends.len() != point.len {
            return None;
        }
        // The ends compared one by one in the same loop (comparing the slices called memcmp).
        let mut index = 0usize;
        for ((&x, &end), &ours) in point.inline.iter().zip(&point.ends).zip(&self.ends) {
            if end != ours || !(0..end).contains(&x) {
                return None;
            }
            index = index * end as usize + x as usize;
        }
        Some(index)
    }
}

/// Results by (op, point); an op is a small number (the analysis numbers a function's
/// on-demand ops), which indexes its dense table.
#[derive(Default)]
pub struct Memo {
    dense: Vec<Option<Dense>>,
    inline: FxHashMap<InlineKey, Rc<Vec<Val>>>,
    spilled: FxHashMap<(usize, Vec<i64>), Rc<Vec<Val>>>,
}

impl Memo {
    pub fn get(&self, op: usize, point: &Point) -> Option<&Rc<Vec<Val>>> {
        let dense = self.dense.get(op).and_then(Option::as_ref);
        if let Some((dense, slot)) = dense.and_then(|d| d.slot(point).map(|s| (d, s))) {
            return match dense.slots[slot] {
                0 => None,
                i => Some(&dense.results[i as usize - 1]),
            };
        }
        if point.is_inline() {
            self.inline.get(&InlineKey {
                op,
                point: point.inline,
            })
        } else {
            // `(usize, Vec<i64>)` borrows as no slice tuple: the spilled form pays one clone.
            self.spilled.get(&(op, point.spilled.clone()))
        }
    }

    pub fn insert(&mut self, op: usize, point: Point, results: Rc<Vec<Val>>) {
        if self.dense.len() <= op {
            self.dense.resize_with(op + 1, || None);
        }
        if self.dense[op].is_none() && point.is_inline() {
            let points = point.ends().iter().try_fold(1i64, |n, &e| n.checked_mul(e));
            if let Some(points) = points.filter(|&n| (0..=DENSE_POINTS).contains(&n)) {
                let dense = Dense {
                    ends: point.ends().to_vec(),
                    slots: vec![0; points as usize],
                    results: Vec::new(),
                };
                self.dense[op] = Some(dense);
            }
        }
        if let Some(dense) = &mut self.dense[op] {
            if let Some(slot) = dense.slot(&point) {
                dense.results.push(results);
                dense.slots[slot] = dense.results.len() as u32;
                return;
            }
        }
        if point.is_inline() {
            self.inline.insert(
                InlineKey {
                    op,
                    point: point.inline,
                },
                results,
            );
        } else {
            self.spilled.insert((op, point.spilled), results);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(xs: &[i64], ends: &[i64]) -> Point {
        let mut p = Point::default();
        xs.iter().zip(ends).for_each(|(&x, &end)| p.push(x, end));
        p
    }

    #[test]
    fn points_dense_hashed_and_long_find_their_own_results() {
        let mut memo = Memo::default();
        let one = |x: i64| Rc::new(vec![Val::index(x)]);
        let long = [9; 6];
        memo.insert(1, point(&[2, 3], &[4, 4]), one(23));
        memo.insert(1, point(&[3, 2], &[4, 4]), one(32));
        // The same op under other ends (a range whose end varies): hashed, kept apart.
        memo.insert(1, point(&[2, 3], &[5, 4]), one(2354));
        memo.insert(2, point(&[2, 3], &[4, 4]), one(230));
        memo.insert(3, point(&[1, 2, 3, 4, 5, 6], &long), one(123456));
        memo.insert(4, point(&[7, 7], &[1 << 20, 1 << 20]), one(77));
        let found = |op: usize, xs: &[i64], ends: &[i64]| {
            memo.get(op, &point(xs, ends)).map(|r| match &r[0] {
                Val::Scalar(_, n) => n.int(),
                _ => -1,
            })
        };
        assert_eq!(found(1, &[2, 3], &[4, 4]), Some(23));
        assert_eq!(found(1, &[3, 2], &[4, 4]), Some(32));
        assert_eq!(found(1, &[2, 3], &[5, 4]), Some(2354));
        assert_eq!(found(1, &[3, 3], &[5, 4]), None);
        assert_eq!(found(1, &[3, 3], &[4, 4]), None);
        assert_eq!(found(2, &[2, 3], &[4, 4]), Some(230));
        assert_eq!(found(2, &[3, 2], &[4, 4]), None);
        assert_eq!(found(3, &[1, 2, 3, 4, 5, 6], &long), Some(123456));
        assert_eq!(found(3, &[1, 2, 3, 4, 5, 7], &long), None);
        assert_eq!(found(4, &[7, 7], &[1 << 20, 1 << 20]), Some(77));
        assert_eq!(found(4, &[7, 8], &[1 << 20, 1 << 20]), None);
        assert!(memo.dense[1].is_some() && memo.dense[4].is_none());
    }
}
