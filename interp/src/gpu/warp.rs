//! Warp-collective ops: `gpu.shuffle` over the 32-thread warps of a block (threads
//! 32w..32w+31 by linear id), as `shfl.sync` runs it. The first `width` lanes of each warp
//! must execute the shuffle together; a lane whose source lies outside `[0, width)` gets its
//! own value back with `valid` false (PTX's clamp behaviour).

use super::lanes::{Lanes, Mask};
use crate::value::Val;
use std::rc::Rc;

pub const WARP: usize = 32;

/// Which lane each lane reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShuffleMode {
    Xor,
    Down,
    Up,
    Idx,
}

impl ShuffleMode {
    pub fn parse(word: &str) -> Option<ShuffleMode> {
        match word {
            "xor" => Some(ShuffleMode::Xor),
            "down" => Some(ShuffleMode::Down),
            "up" => Some(ShuffleMode::Up),
            "idx" => Some(ShuffleMode::Idx),
            _ => None,
        }
    }

    /// The lane that `lane` reads with `offset`.
    fn source(self, lane: i64, offset: i64) -> i64 {
        match self {
            ShuffleMode::Xor => lane ^ offset,
            ShuffleMode::Down => lane + offset,
            ShuffleMode::Up => lane - offset,
            ShuffleMode::Idx => offset,
        }
    }
}

/// `gpu.shuffle` on `value` with per-thread `offset` and a block-uniform `width`; the
/// shuffled values and the `valid` flags, or what the program got wrong.
pub fn shuffle(
    mode: ShuffleMode,
    mask: &Mask,
    value: &Lanes,
    offset: &Lanes,
    width: i64,
    int: impl Fn(&Val) -> i64,
) -> Result<(Lanes, Lanes), String> {
    if !(1..=WARP as i64).contains(&width) {
        return Err(format!("has width {width}; a warp shuffle takes 1 to {WARP} lanes"));
    }
    let threads = mask.len();
    for warp_start in (0..threads).step_by(WARP) {
        let needed = (warp_start..warp_start + width as usize).filter(|&t| t >= threads || !mask.has(t));
        let touched = (warp_start..(warp_start + WARP).min(threads)).any(|t| mask.has(t));
        if let Some(missing) = needed.clone().next().filter(|_| touched) {
            let missing_what = if missing >= threads {
                "does not exist (the block size is not a multiple of 32)".to_string()
            } else {
                "does not execute it".to_string()
            };
            return Err(format!(
                "is executed by warp {} without all of its first {width} lanes: lane {} {missing_what}",
                warp_start / WARP,
                missing - warp_start
            ));
        }
    }
    let mut values = Vec::with_capacity(threads);
    let mut valid = Vec::with_capacity(threads);
    for t in 0..threads {
        if !mask.has(t) {
            values.push(Val::Effect);
            valid.push(Val::Effect);
            continue;
        }
        let lane = (t % WARP) as i64;
        let source = mode.source(lane, int(offset.of(t)));
        let ok = lane < width && (0..width).contains(&source);
        let from = if ok { t - lane as usize + source as usize } else { t };
        values.push(value.of(from).clone());
        valid.push(Val::bool(ok));
    }
    Ok((Lanes::Each(Rc::new(values)), Lanes::Each(Rc::new(valid))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: usize) -> Lanes {
        Lanes::Each(Rc::new((0..n).map(|t| Val::index(t as i64)).collect()))
    }

    fn ints(l: &Lanes, n: usize) -> Vec<i64> {
        (0..n)
            .map(|t| match l.of(t) {
                Val::Scalar(_, x) => x.int(),
                _ => i64::MIN,
            })
            .collect()
    }

    #[test]
    fn xor_butterfly_swaps_partners_within_each_warp() {
        let (v, ok) = shuffle(
            ShuffleMode::Xor,
            &Mask::full(64),
            &ids(64),
            &Lanes::Same(Val::index(1)),
            32,
            |v| match v {
                Val::Scalar(_, x) => x.int(),
                _ => 0,
            },
        )
        .unwrap();
        let got = ints(&v, 64);
        assert_eq!(&got[..4], &[1, 0, 3, 2]);
        assert_eq!(&got[32..34], &[33, 32]);
        assert!(ints(&ok, 64).iter().all(|&b| b == -1));
    }

    #[test]
    fn down_past_the_width_returns_own_value_and_invalid() {
        let (v, ok) = shuffle(
            ShuffleMode::Down,
            &Mask::full(32),
            &ids(32),
            &Lanes::Same(Val::index(16)),
            32,
            |v| match v {
                Val::Scalar(_, x) => x.int(),
                _ => 0,
            },
        )
        .unwrap();
        assert_eq!(ints(&v, 32)[0], 16);
        assert_eq!(ints(&v, 32)[20], 20);
        assert_eq!(ints(&ok, 32)[20], 0);
    }

    #[test]
    fn a_partial_warp_is_an_error() {
        let mask = Mask::from_fn(32, |t| t != 7);
        let e = shuffle(
            ShuffleMode::Xor,
            &mask,
            &ids(32),
            &Lanes::Same(Val::index(1)),
            32,
            |_| 0,
        )
        .unwrap_err();
        assert!(e.contains("lane 7 does not execute it"), "{e}");
        let e = shuffle(
            ShuffleMode::Xor,
            &Mask::full(48),
            &ids(48),
            &Lanes::Same(Val::index(1)),
            32,
            |_| 0,
        )
        .unwrap_err();
        assert!(e.contains("lane 16 does not exist"), "{e}");
    }
}
