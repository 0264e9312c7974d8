//! Whether a node that several consumers read (or that a reduction reads)
//! is realized in a buffer or recomputed inline: the partial-contiguous
//! decision tree of spec 003 ("Buffer Removal"), applied while rangeify
//! decides realization.
//!
//! ```text
//! always-run op (contiguous, vmapout, outputs)?      -> keep buffer
//! inlining exceeds the buffer limit?                 -> keep buffer
//! no reduce in scope?                                -> inline
//! reduce in scope: pcontig level <= 2?               -> keep buffer
//!                  output small relative to input?   -> keep buffer
//!                  otherwise                         -> partial inline
//! ```
//! A unary op read inside a reduce scope is kept in a buffer even though it
//! is cheap: inlining `-x` into `argmax(-x)` recomputes it per iteration.

/// The tunable thresholds (pass options of `uop-rangeify`).
#[derive(Clone, Copy, Debug)]
pub struct Thresholds {
    /// tinygrad's PCONTIG level: above 2, reductions may be inlined.
    pub pcontig: i64,
    /// Inline at most this many consumers' copies of a computation.
    pub max_inline_copies: i64,
    /// With pcontig > 2: keep the buffer when input elements / output
    /// elements of the reduction exceed this ratio.
    pub max_reduce_ratio: i64,
}

/// What rangeify knows about the node when it decides.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    pub always_realized: bool,
    pub consumers: usize,
    /// A reduction is computed inside the node (without a buffer between).
    pub reduce_in_scope: bool,
    /// The node is read with an index that moves with a consumer's
    /// reduction range (it would be recomputed per iteration).
    pub read_in_reduce_scope: bool,
    pub is_unary: bool,
    /// Elements of the node / elements its reductions read.
    pub output_elements: i64,
    pub reduced_elements: i64,
}

/// `true`: keep (realize) the buffer; `false`: inline.
pub fn keep_buffer(c: &Candidate, t: &Thresholds) -> bool {
    if c.always_realized {
        return true;
    }
    let shared = c.consumers > 1 || c.read_in_reduce_scope;
    if !shared {
        return false;
    }
    if c.consumers as i64 > t.max_inline_copies {
        return true;
    }
    if c.is_unary && c.read_in_reduce_scope {
        return true;
    }
    if !c.reduce_in_scope {
        return false;
    }
    if t.pcontig <= 2 {
        return true;
    }
    c.reduced_elements / c.output_elements.max(1) > t.max_reduce_ratio
}
