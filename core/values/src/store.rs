//! A memref's storage: its elements as [`Num`]s, or compactly where every
//! element fits a narrower number.
//!
//! A [`Num`] is 16 bytes (a tag and an i64 or f64). A model's weights are
//! f32 constants: as `Num`s GPT-2's took 2.6 GB in the interpreter for
//! 0.65 GB of f32. A compact store keeps the narrow number and gives back,
//! bit for bit, the `Num` that was put in; a write the narrow number cannot
//! hold exactly turns the store into `Num`s first.

use super::value::Num;

/// The elements of a buffer, row-major in storage order.
#[derive(Clone, Debug)]
pub enum Store {
    /// Any elements, 16 bytes each.
    Nums(Vec<Num>),
    /// `Num::F`s that are f32 values (f32, f16 and bf16 elements): 4 bytes each.
    F32(Vec<f32>),
    /// `Num::I`s within i32 (integers of up to 32 bits, sign-extended): 4 bytes each.
    I32(Vec<i32>),
}

/// `n` as an f32 that widens back to `n`'s bits, if there is one.
#[inline]
fn narrow_f32(n: Num) -> Option<f32> {
    match n {
        Num::F(v) => {
            let x = v as f32;
            (f64::from(x).to_bits() == v.to_bits()).then_some(x)
        }
        Num::I(_) => None,
    }
}

/// `n` as an i32 that widens back to `n`, if there is one.
#[inline]
fn narrow_i32(n: Num) -> Option<i32> {
    match n {
        Num::I(v) => i32::try_from(v).ok(),
        Num::F(_) => None,
    }
}

impl Store {
    /// `nums` in the narrowest form that holds each exactly.
    pub fn compact(nums: Vec<Num>) -> Store {
        nums.into_iter().collect()
    }

    #[inline]
    pub fn len(&self) -> usize {
        match self {
            Store::Nums(v) => v.len(),
            Store::F32(v) => v.len(),
            Store::I32(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `p`, or `None` past the end.
    #[inline]
    pub fn get(&self, p: usize) -> Option<Num> {
        match self {
            Store::Nums(v) => v.get(p).copied(),
            Store::F32(v) => v.get(p).map(|&x| Num::F(f64::from(x))),
            Store::I32(v) => v.get(p).map(|&x| Num::I(i64::from(x))),
        }
    }

    /// Element `p`; panics past the end, as indexing a vector does.
    #[inline]
    pub fn at(&self, p: usize) -> Num {
        self.get(p)
            .unwrap_or_else(|| panic!("element {p} of a store of {}", self.len()))
    }

    /// Writes `n` at `p` (panics past the end); a compact store that cannot hold `n`
    /// exactly becomes `Num`s.
    #[inline]
    pub fn set(&mut self, p: usize, n: Num) {
        match self {
            Store::F32(v) => {
                if let Some(x) = narrow_f32(n) {
                    v[p] = x;
                    return;
                }
            }
            Store::I32(v) => {
                if let Some(x) = narrow_i32(n) {
                    v[p] = x;
                    return;
                }
            }
            Store::Nums(v) => {
                v[p] = n;
                return;
            }
        }
        self.nums_mut()[p] = n;
    }

    /// Appends `n`; a compact store that cannot hold it exactly becomes `Num`s.
    fn push(&mut self, n: Num) {
        match self {
            Store::F32(v) => {
                if let Some(x) = narrow_f32(n) {
                    v.push(x);
                    return;
                }
            }
            Store::I32(v) => {
                if let Some(x) = narrow_i32(n) {
                    v.push(x);
                    return;
                }
            }
            Store::Nums(v) => {
                v.push(n);
                return;
            }
        }
        self.nums_mut().push(n);
    }

    /// The elements in storage order.
    pub fn iter(&self) -> impl Iterator<Item = Num> + '_ {
        (0..self.len()).map(|p| self.at(p))
    }

    /// The elements as `Num`s, to write in place (a compact store becomes `Num`s).
    pub fn nums_mut(&mut self) -> &mut Vec<Num> {
        if !matches!(self, Store::Nums(_)) {
            *self = Store::Nums(self.iter().collect());
        }
        match self {
            Store::Nums(v) => v,
            _ => unreachable!("made Nums above"),
        }
    }

    /// The bytes the elements take in this form.
    pub fn bytes(&self) -> usize {
        match self {
            Store::Nums(v) => v.len() * std::mem::size_of::<Num>(),
            Store::F32(v) => v.len() * 4,
            Store::I32(v) => v.len() * 4,
        }
    }
}

impl From<Vec<Num>> for Store {
    fn from(nums: Vec<Num>) -> Store {
        Store::Nums(nums)
    }
}

/// The elements in the narrowest form that holds each exactly, narrowed as they come: a
/// model's weights never exist as `Num`s all at once.
impl FromIterator<Num> for Store {
    fn from_iter<I: IntoIterator<Item = Num>>(nums: I) -> Store {
        let mut nums = nums.into_iter();
        let Some(first) = nums.next() else {
            return Store::Nums(Vec::new());
        };
        let capacity = nums.size_hint().0 + 1;
        let mut store = match first {
            Num::F(_) => Store::F32(Vec::with_capacity(capacity)),
            Num::I(_) => Store::I32(Vec::with_capacity(capacity)),
        };
        store.push(first);
        for n in nums {
            store.push(n);
        }
        store
    }
}

/// Equal when the elements are (as `Num`s), whatever the form.
impl PartialEq for Store {
    fn eq(&self, other: &Store) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(n: Num) -> (bool, u64) {
        match n {
            Num::F(v) => (true, v.to_bits()),
            Num::I(v) => (false, v as u64),
        }
    }

    #[test]
    fn a_compact_store_gives_back_each_number_bit_for_bit() {
        let floats = [
            0.0,
            -0.0,
            1.5,
            f64::from(f32::MAX),
            f64::from(f32::from_bits(1)),
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::from(f32::NAN),
            f64::from(-f32::NAN),
        ];
        let nums: Vec<Num> = floats.iter().map(|&v| Num::F(v)).collect();
        let store = Store::compact(nums.clone());
        assert!(matches!(store, Store::F32(_)), "{store:?}");
        assert_eq!(store.bytes(), 4 * nums.len());
        for (p, &n) in nums.iter().enumerate() {
            assert_eq!(bits(store.at(p)), bits(n), "element {p}");
        }
        let ints = [0, -1, 1, i64::from(i32::MIN), i64::from(i32::MAX), -0x5455];
        let nums: Vec<Num> = ints.iter().map(|&v| Num::I(v)).collect();
        let store = Store::compact(nums.clone());
        assert!(matches!(store, Store::I32(_)), "{store:?}");
        for (p, &n) in nums.iter().enumerate() {
            assert_eq!(bits(store.at(p)), bits(n), "element {p}");
        }
    }

    #[test]
    fn numbers_a_compact_form_cannot_hold_stay_nums() {
        // An f64 that is no f32, a NaN whose payload f32 drops, an i64 past i32, and a mix.
        let cases = [
            vec![Num::F(0.1)],
            vec![Num::F(f64::from_bits(0x7FF8_0000_0000_0001))],
            vec![Num::I(i64::from(i32::MAX) + 1)],
            vec![Num::I(1), Num::F(1.0)],
        ];
        for nums in cases {
            let store = Store::compact(nums.clone());
            assert!(matches!(store, Store::Nums(_)), "{nums:?}");
            assert_eq!(
                store.iter().map(bits).collect::<Vec<_>>(),
                nums.iter().map(|&n| bits(n)).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn a_write_a_compact_store_cannot_hold_turns_it_into_nums() {
        let mut store = Store::compact(vec![Num::F(1.0), Num::F(2.0), Num::F(3.0)]);
        store.set(1, Num::F(-0.5));
        assert!(matches!(store, Store::F32(_)));
        let odd_nan = f64::from_bits(0x7FF8_0000_0000_0001);
        store.set(2, Num::F(odd_nan));
        assert!(matches!(store, Store::Nums(_)));
        assert_eq!(
            store.iter().map(bits).collect::<Vec<_>>(),
            vec![bits(Num::F(1.0)), bits(Num::F(-0.5)), (true, odd_nan.to_bits())]
        );
        let mut store = Store::compact(vec![Num::I(7), Num::I(-7)]);
        store.set(0, Num::I(i64::MIN));
        assert!(matches!(store, Store::Nums(_)));
        assert_eq!(store.at(0), Num::I(i64::MIN));
        assert_eq!(store.at(1), Num::I(-7));
        assert_eq!(store, Store::Nums(vec![Num::I(i64::MIN), Num::I(-7)]));
    }
}
