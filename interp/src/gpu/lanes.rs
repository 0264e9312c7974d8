//! Values of the GPU emulator: one value per thread of a block, kept once when every
//! thread has the same (constants, kernel arguments, block ids and everything computed
//! from them only), and the set of threads that execute an op.

use super::super::value::Val;
use std::rc::Rc;

/// A value in each thread of a block.
#[derive(Clone, Debug)]
pub enum Lanes {
    /// The same value in every thread.
    Same(Val),
    /// One value per thread, by linear thread id; threads that did not execute the op that
    /// made it hold [`Val::Effect`].
    Each(Rc<Vec<Val>>),
}

impl Lanes {
    /// The value in thread `t`.
    pub fn of(&self, t: usize) -> &Val {
        match self {
            Lanes::Same(v) => v,
            Lanes::Each(vs) => &vs[t],
        }
    }

    pub fn is_same(&self) -> bool {
        matches!(self, Lanes::Same(_))
    }

    /// `self` in the threads of `mask`, `other` elsewhere (the merge after a branch or a
    /// loop iteration that only some threads ran).
    pub fn select(mask: &Mask, taken: &Lanes, other: &Lanes) -> Lanes {
        if mask.all() {
            return taken.clone();
        }
        if mask.none() {
            return other.clone();
        }
        Lanes::Each(Rc::new(
            (0..mask.len())
                .map(|t| if mask.has(t) { taken.of(t) } else { other.of(t) }.clone())
                .collect(),
        ))
    }
}

/// The threads of a block that execute an op (the active mask).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    active: Vec<bool>,
    count: usize,
}

impl Mask {
    /// Every one of `threads` threads.
    pub fn full(threads: usize) -> Mask {
        Mask {
            active: vec![true; threads],
            count: threads,
        }
    }

    /// The threads `t` for which `keep(t)` holds.
    pub fn from_fn(threads: usize, keep: impl Fn(usize) -> bool) -> Mask {
        let active: Vec<bool> = (0..threads).map(keep).collect();
        let count = active.iter().filter(|&&a| a).count();
        Mask { active, count }
    }

    /// The threads of `self` for which `keep(t)` holds.
    pub fn and(&self, keep: impl Fn(usize) -> bool) -> Mask {
        Mask::from_fn(self.len(), |t| self.has(t) && keep(t))
    }

    pub fn has(&self, t: usize) -> bool {
        self.active[t]
    }
    pub fn len(&self) -> usize {
        self.active.len()
    }
    pub fn count(&self) -> usize {
        self.count
    }
    pub fn all(&self) -> bool {
        self.count == self.active.len()
    }
    pub fn none(&self) -> bool {
        self.count == 0
    }
    /// The active threads in order.
    pub fn threads(&self) -> impl Iterator<Item = usize> + '_ {
        self.active.iter().enumerate().filter(|(_, a)| **a).map(|(t, _)| t)
    }
    /// The first thread of the block that is not active.
    pub fn first_missing(&self) -> Option<usize> {
        self.active.iter().position(|a| !a)
    }
}
