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
//!
//! Most memoized ops are loads and arithmetic, one scalar of one type at every point: their
//! table keeps the number's 8 bytes per point and a bit that says it is there. The LM head
//! of a GPT-2-sized decoder memoizes 38.6 M weight loads (read once per token): kept as a
//! shared list of values per point, in a hash map, they took about 9 GB of the interpreter's
//! 16 (bench/interpreter.md).

use super::value::{ElemTy, Num, Val};
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};

/// The most ranges a point keeps inline.
const INLINE: usize = 4;

/// The most points of a dense table: its slots (8 bytes a point for scalars, 4 for others)
/// are zeroed lazily by the allocator, so an op evaluated at few of them costs little more
/// than their pages.
const DENSE_POINTS: i64 = 1 << 27;

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

/// An op's results at one point: one scalar inline (no allocation), else the list.
enum Entry {
    Scalar(ElemTy, Num),
    Results(Vec<Val>),
}

impl Entry {
    fn of(results: Vec<Val>) -> Entry {
        if let [Val::Scalar(e, n)] = results.as_slice() {
            return Entry::Scalar(*e, *n);
        }
        Entry::Results(results)
    }

    /// Result `result` (`None` past the op's results).
    fn get(&self, result: usize) -> Option<Val> {
        match self {
            Entry::Scalar(e, n) => (result == 0).then_some(Val::Scalar(*e, *n)),
            Entry::Results(values) => values.get(result).cloned(),
        }
    }
}

/// A dense table's contents.
enum Table {
    /// One scalar of type `elem` per point, a float (`Num::F`) or not as `float` says: the
    /// number's bits, and `present`, one bit a point.
    Scalars {
        elem: ElemTy,
        float: bool,
        bits: Vec<u64>,
        present: Vec<u64>,
    },
    /// Any results: `slots` holds 1 + the index into `entries` of each point's; 0: not
    /// evaluated yet.
    General { slots: Vec<u32>, entries: Vec<Entry> },
}

impl Table {
    /// A table of `points` for results like `results`.
    fn for_results(points: usize, results: &[Val]) -> Table {
        match results {
            [Val::Scalar(elem, n)] => Table::Scalars {
                elem: *elem,
                float: matches!(n, Num::F(_)),
                bits: vec![0; points],
                present: vec![0; points.div_ceil(64)],
            },
            _ => Table::General {
                slots: vec![0; points],
                entries: Vec::new(),
            },
        }
    }

    fn get(&self, slot: usize, result: usize) -> Option<Option<Val>> {
        match self {
            Table::Scalars {
                elem,
                float,
                bits,
                present,
            } => {
                if present[slot / 64] & (1 << (slot % 64)) == 0 {
                    return None;
                }
                let b = bits[slot];
                let n = if *float {
                    Num::F(f64::from_bits(b))
                } else {
                    Num::I(b as i64)
                };
                Some((result == 0).then_some(Val::Scalar(*elem, n)))
            }
            Table::General { slots, entries } => match slots[slot] {
                0 => None,
                i => Some(entries[i as usize - 1].get(result)),
            },
        }
    }

    fn insert(&mut self, slot: usize, results: Vec<Val>) {
        if let Table::Scalars {
            elem,
            float,
            bits,
            present,
        } = self
        {
            match (results.as_slice(), *float) {
                ([Val::Scalar(e, Num::F(x))], true) if e == elem => bits[slot] = x.to_bits(),
                ([Val::Scalar(e, Num::I(x))], false) if e == elem => bits[slot] = *x as u64,
                _ => {
                    // Results of another kind than the first's: every point as an entry.
                    *self = self.to_general();
                    return self.insert(slot, results);
                }
            }
            present[slot / 64] |= 1 << (slot % 64);
            return;
        }
        if let Table::General { slots, entries } = self {
            entries.push(Entry::of(results));
            slots[slot] = entries.len() as u32;
        }
    }

    /// A scalar table as a general one.
    fn to_general(&self) -> Table {
        let Table::Scalars {
            elem,
            float,
            bits,
            present,
        } = self
        else {
            unreachable!("only a scalar table is converted")
        };
        let mut slots = vec![0; bits.len()];
        let mut entries = Vec::new();
        for (slot, &b) in bits.iter().enumerate() {
            if present[slot / 64] & (1 << (slot % 64)) != 0 {
                let n = if *float {
                    Num::F(f64::from_bits(b))
                } else {
                    Num::I(b as i64)
                };
                entries.push(Entry::Scalar(*elem, n));
                slots[slot] = entries.len() as u32;
            }
        }
        Table::General { slots, entries }
    }
}

/// One op's results over the whole box of its ranges' ends.
struct Dense {
    ends: Vec<i64>,
    table: Table,
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
    inline: FxHashMap<InlineKey, Entry>,
    spilled: FxHashMap<(usize, Vec<i64>), Entry>,
}

impl Memo {
    /// Result `result` of `op` at `point`: `None` when `op` has not run there yet, `Some(None)`
    /// when it has fewer results.
    pub fn get(&self, op: usize, point: &Point, result: usize) -> Option<Option<Val>> {
        let dense = self.dense.get(op).and_then(Option::as_ref);
        if let Some((dense, slot)) = dense.and_then(|d| d.slot(point).map(|s| (d, s))) {
            return dense.table.get(slot, result);
        }
        let entry = if point.is_inline() {
            self.inline.get(&InlineKey {
                op,
                point: point.inline,
            })
        } else {
            // `(usize, Vec<i64>)` borrows as no slice tuple: the spilled form pays one clone.
            self.spilled.get(&(op, point.spilled.clone()))
        };
        entry.map(|e| e.get(result))
    }

    pub fn insert(&mut self, op: usize, point: Point, results: Vec<Val>) {
        if self.dense.len() <= op {
            self.dense.resize_with(op + 1, || None);
        }
        if self.dense[op].is_none() && point.is_inline() {
            let points = point.ends().iter().try_fold(1i64, |n, &e| n.checked_mul(e));
            if let Some(points) = points.filter(|&n| (0..=DENSE_POINTS).contains(&n)) {
                self.dense[op] = Some(Dense {
                    ends: point.ends().to_vec(),
                    table: Table::for_results(points as usize, &results),
                });
            }
        }
        if let Some(dense) = &mut self.dense[op] {
            if let Some(slot) = dense.slot(&point) {
                dense.table.insert(slot, results);
                return;
            }
        }
        if point.is_inline() {
            self.inline.insert(
                InlineKey {
                    op,
                    point: point.inline,
                },
                Entry::of(results),
            );
        } else {
            self.spilled.insert((op, point.spilled), Entry::of(results));
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
        let one = |x: i64| vec![Val::index(x)];
        let long = [9; 6];
        memo.insert(1, point(&[2, 3], &[4, 4]), one(23));
        memo.insert(1, point(&[3, 2], &[4, 4]), one(32));
        // The same op under other ends (a range whose end varies): hashed, kept apart.
        memo.insert(1, point(&[2, 3], &[5, 4]), one(2354));
        memo.insert(2, point(&[2, 3], &[4, 4]), one(230));
        memo.insert(3, point(&[1, 2, 3, 4, 5, 6], &long), one(123456));
        memo.insert(4, point(&[7, 7], &[1 << 20, 1 << 20]), one(77));
        let found = |op: usize, xs: &[i64], ends: &[i64]| {
            memo.get(op, &point(xs, ends), 0).map(|r| match r {
                Some(Val::Scalar(_, n)) => n.int(),
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

    /// What a lookup gives, comparable bit for bit: the element type, the number's kind and
    /// bits, or the value's kind.
    fn bits(value: Option<Option<Val>>) -> Option<Option<String>> {
        value.map(|v| {
            v.map(|v| match v {
                Val::Scalar(e, Num::F(x)) => format!("{e} F {:#x}", x.to_bits()),
                Val::Scalar(e, Num::I(x)) => format!("{e} I {x}"),
                other => other.kind().to_string(),
            })
        })
    }

    #[test]
    fn a_scalar_table_gives_back_each_number_bit_for_bit() {
        let mut memo = Memo::default();
        let ends = [3, 50257];
        let f32s = [f64::from(f32::NAN), -0.0, f64::from(f32::MIN_POSITIVE) / 4.0, -1.5];
        for (x, &v) in f32s.iter().enumerate() {
            memo.insert(
                0,
                point(&[x as i64 % 3, 40000 + x as i64], &ends),
                vec![Val::Scalar(ElemTy::F32, Num::F(v))],
            );
        }
        memo.insert(1, point(&[2, 7], &ends), vec![Val::bool(true)]);
        memo.insert(
            1,
            point(&[1, 7], &ends),
            vec![Val::Scalar(ElemTy::Int(64), Num::I(i64::MIN))],
        );
        for (x, &v) in f32s.iter().enumerate() {
            let at = point(&[x as i64 % 3, 40000 + x as i64], &ends);
            assert_eq!(
                bits(memo.get(0, &at, 0)),
                bits(Some(Some(Val::Scalar(ElemTy::F32, Num::F(v)))))
            );
            // An op has one result here: a second is a message, not a panic.
            assert_eq!(bits(memo.get(0, &at, 1)), Some(None));
        }
        assert_eq!(bits(memo.get(0, &point(&[0, 40001], &ends), 0)), None);
        assert_eq!(
            bits(memo.get(1, &point(&[2, 7], &ends), 0)),
            Some(Some("i1 I -1".into()))
        );
        // Another element type than the first's turns the table into a general one that keeps
        // the points already there.
        assert_eq!(
            bits(memo.get(1, &point(&[1, 7], &ends), 0)),
            Some(Some(format!("i64 I {}", i64::MIN)))
        );
        assert!(matches!(
            memo.dense[1].as_ref().map(|d| &d.table),
            Some(Table::General { .. })
        ));
        // A table of 150 771 points: dense, not hashed.
        assert!(matches!(
            memo.dense[0].as_ref().map(|d| &d.table),
            Some(Table::Scalars { .. })
        ));
        // Several results, and a non-scalar one, are kept as lists.
        let two = vec![Val::index(4), Val::Scalar(ElemTy::F64, Num::F(0.5))];
        memo.insert(2, point(&[0, 0], &ends), two);
        memo.insert(2, point(&[0, 1], &ends), vec![Val::Effect]);
        assert_eq!(
            bits(memo.get(2, &point(&[0, 0], &ends), 1)),
            Some(Some(format!("f64 F {:#x}", 0.5f64.to_bits())))
        );
        assert_eq!(
            bits(memo.get(2, &point(&[0, 1], &ends), 0)),
            Some(Some("effect".into()))
        );
    }
}
