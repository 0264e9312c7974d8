//! Linear forms: a sum `c0 + c1*t1 + ... + ck*tk` over *atoms* (nodes that are not exact add/sub/neg/mul-by-constant).
//!
//! The rules of spec 000 §3 split a numerator into "terms" with constant factors (tinygrad's `split_uop(ADD)` and
//! `const_factor`); a linear form is that split, taken through the whole sum at once, with like terms combined.
//! Only exact nodes are looked through (see `graph.rs`), so a linear form is the node's mathematical value.

use crate::graph::{ExprId, Graph, Op};

/// `constant + Σ coef * atom`, atoms sorted by id, no zero coefficients.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Linear {
    pub terms: Vec<(ExprId, i64)>,
    pub constant: i64,
}

impl Linear {
    pub fn constant(c: i64) -> Linear {
        Linear {
            terms: Vec::new(),
            constant: c,
        }
    }

    pub fn atom(a: ExprId) -> Linear {
        Linear {
            terms: vec![(a, 1)],
            constant: 0,
        }
    }

    /// `self += k * other`; `None` on coefficient overflow.
    pub fn add_scaled(&mut self, other: &Linear, k: i64) -> Option<()> {
        self.constant = self.constant.checked_add(other.constant.checked_mul(k)?)?;
        for &(a, c) in &other.terms {
            self.add_term(a, c.checked_mul(k)?)?;
        }
        Some(())
    }

    /// `self += c * a`; `None` on overflow.
    pub fn add_term(&mut self, a: ExprId, c: i64) -> Option<()> {
        match self.terms.binary_search_by_key(&a, |t| t.0) {
            Ok(i) => {
                let n = self.terms[i].1.checked_add(c)?;
                if n == 0 {
                    self.terms.remove(i);
                } else {
                    self.terms[i].1 = n;
                }
            }
            Err(i) => {
                if c != 0 {
                    self.terms.insert(i, (a, c));
                }
            }
        }
        Some(())
    }

    pub fn coef(&self, a: ExprId) -> i64 {
        self.terms
            .binary_search_by_key(&a, |t| t.0)
            .map_or(0, |i| self.terms[i].1)
    }

    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }

    /// Every coefficient and the constant are multiples of `n` (`n != 0`).
    pub fn divisible_by(&self, n: i64) -> bool {
        n != 0 && self.constant % n == 0 && self.terms.iter().all(|&(_, c)| c % n == 0)
    }

    /// GCD of the coefficients (not the constant); 0 for a constant form.
    pub fn coef_gcd(&self) -> i64 {
        self.terms.iter().fold(0, |g, &(_, c)| gcd(g, c))
    }

    /// `self - other` is a multiple of `n` for every value of the atoms (coefficient-wise congruence).
    pub fn congruent_mod(&self, other: &Linear, n: i64) -> bool {
        let mut d = self.clone();
        d.add_scaled(other, -1).is_some() && d.divisible_by(n)
    }
}

/// Non-negative GCD; `gcd(0, 0) == 0`. Saturates at `i64::MAX` for the `i64::MIN` corner.
pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.min(i64::MAX as u64) as i64
}

/// The most nodes one [`linearize`] looks through. The walk follows the
/// expression tree, so a wide sum or a shared DAG (`v = w + w` repeated)
/// would cost its tree size; past this, the node is one atom (its linear
/// form is then just itself: sound, only less simplified).
pub const MAX_LINEAR_VISITS: usize = 64;

/// The linear form of `id`, looking through exact `+`, `-`, negation and multiplication by a constant.
pub fn linearize(g: &Graph, id: ExprId) -> Linear {
    let mut out = Linear::default();
    let mut visits = 0;
    if accumulate(g, id, 1, &mut out, &mut visits).is_none() {
        return Linear::atom(id);
    }
    out
}

/// The value of a constant, or of an exact node whose range is one point (e.g. an unfolded `(-8)*3`), so that a
/// factor spelled as arithmetic on constants still scales a term.
pub fn constant_value(g: &Graph, id: ExprId) -> Option<i64> {
    let n = g.node(id);
    let r = n.range;
    g.as_const(id).or((n.exact && r.lo == r.hi).then_some(r.lo))
}

fn accumulate(g: &Graph, id: ExprId, k: i64, out: &mut Linear, visits: &mut usize) -> Option<()> {
    *visits += 1;
    if *visits > MAX_LINEAR_VISITS {
        return None;
    }
    let node = g.node(id);
    if let Op::Const(v) = node.op {
        out.constant = out.constant.checked_add(v.checked_mul(k)?)?;
        return Some(());
    }
    if node.exact {
        let ops = node.operands();
        match node.op {
            Op::Add => {
                accumulate(g, ops[0], k, out, visits)?;
                return accumulate(g, ops[1], k, out, visits);
            }
            Op::Sub => {
                accumulate(g, ops[0], k, out, visits)?;
                return accumulate(g, ops[1], k.checked_neg()?, out, visits);
            }
            Op::Neg => return accumulate(g, ops[0], k.checked_neg()?, out, visits),
            Op::Mul => {
                if let Some(c) = constant_value(g, ops[1]) {
                    return accumulate(g, ops[0], k.checked_mul(c)?, out, visits);
                }
                if let Some(c) = constant_value(g, ops[0]) {
                    return accumulate(g, ops[1], k.checked_mul(c)?, out, visits);
                }
            }
            _ => {}
        }
    }
    out.add_term(id, k)
}
