//! Spec 003 "Buffer Removal (Partial Contiguous)": whether a `uop.bufferize`
//! stays a buffer or its value is inlined into its readers (the range
//! variables substituted by the readers' indices).
//!
//! ```text
//! always-run op (CONTIGUOUS, COPY)?            -> keep
//! pure movement (a load, maybe cast, padded)?
//!   a large padded input of a window?          -> keep (read unmasked from a zero border)
//!   otherwise                                  -> inline (each read is one gated load)
//! inlining exceeds the buffer limit?           -> keep
//! at most 2 loads, each reading every element
//!   once, reductions inside shared by them?     -> inline (softmax's exp(x - max))
//! arithmetic some load in a reduction reads
//!   more than once, pcontig <= 2?              -> keep (inlining would repeat it)
//! unary op read inside a reduce scope,
//!   an element read more than once?            -> keep (argmax(-x) would negate N times)
//! no reduce in scope?                          -> inline
//! reduce in scope: each element read once?     -> inline (nothing is recomputed)
//!                  pcontig <= 2?               -> keep
//!                  input/output ratio too big? -> keep
//!                  otherwise                   -> inline (partial contiguous)
//! ```

/// The thresholds (options of `uop-remove-buffers`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// tinygrad's PCONTIG level: above 2, a buffer holding a reduction may be inlined.
    pub pcontig: i64,
    /// The buffer limit: inline into at most this many reads.
    pub max_inline_copies: i64,
    /// With pcontig > 2: keep the buffer when the reduction's input elements
    /// per output element exceed this.
    pub max_reduce_ratio: i64,
    /// The most loads a buffer whose value holds a reduction or is read inside one may be
    /// inlined into, each computing every element again (softmax's `exp(x - max)`: 2, the
    /// sum and the quotient; 1 keeps every such buffer, which the work bound of
    /// models/work.py uses to show that this row is where a program's extra work comes from).
    pub max_fused_loads: i64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            pcontig: 0,
            max_inline_copies: 8,
            max_reduce_ratio: 32768,
            max_fused_loads: MAX_FUSED_LOADS,
        }
    }
}

/// The most loads a buffer whose value holds a reduction or is read inside one may be inlined
/// into, each computing every element again.
pub const MAX_FUSED_LOADS: i64 = 2;

/// What the bridge knows about one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Marked always-realized (`uop.contiguous`: CONTIGUOUS/COPY).
    pub always_realized: bool,
    /// Reads (loads) of the buffer.
    pub reads: usize,
    /// The buffered value computes a `uop.reduce` itself.
    pub reduce_in_scope: bool,
    /// Some read's index moves with a reduction range of its reader.
    pub read_in_reduce_scope: bool,
    /// The buffered value is one unary op (negation, exp, cast, ...).
    pub is_unary: bool,
    /// The buffer has one read, which reads each element at most once over
    /// the ranges around it: inlining computes nothing twice.
    pub read_once: bool,
    /// The number of loads, when each reads every value at most once over the
    /// ranges around it (`None` when one repeats a value): inlining computes
    /// each value at most this many times.
    pub loads_reading_once: Option<usize>,
    /// Every reduction inside the value varies only with buffer dimensions
    /// that every read indexes by one and the same range, so inlining computes
    /// it once per point of that range, as the buffer's kernel did.
    pub reductions_shared: bool,
    /// The buffered value is one load of another buffer, maybe padded
    /// (pure movement), maybe cast: inlining reads the source instead.
    pub pure_movement: bool,
    /// The buffered value pads its source, is read inside a reduction (a window) and is large
    /// enough that a copy with a zero border beats gated reads (passes' `padded_copy.rs`).
    pub large_padded_window: bool,
    /// The buffered value executes arithmetic (more than loads, conversions, selects and
    /// index arithmetic): inlining it where a load reads a value again repeats that work.
    pub computes: bool,
    pub output_elements: i64,
    /// Elements the reductions inside the value combine (per buffer).
    pub reduced_elements: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Keep(&'static str),
    Inline,
}

/// The decision tree, row by row as the spec draws it.
pub fn decide(c: &Candidate, t: &Thresholds) -> Decision {
    if c.always_realized {
        return Decision::Keep("always-run op");
    }
    // Not in spec 003's tree, which would copy a padded input read at more
    // than 8 places; tinygrad's remove_bufferize has no buffer limit.
    if c.pure_movement && c.large_padded_window {
        return Decision::Keep("a large padded window input stays a padded copy");
    }
    if c.pure_movement {
        return Decision::Inline;
    }
    if c.reads as i64 > t.max_inline_copies {
        return Decision::Keep("inlining exceeds the buffer limit");
    }
    // Not in spec 003's tree: a value read by one or two loads that each read every element
    // once, whose reductions stay shared, is computed at most twice per element and each
    // reduction once: cheaper than writing a buffer and reading it back twice, and the reads
    // fuse into one kernel. Softmax's exp(x - max) is read by its sum and by its quotient.
    if c.loads_reading_once.is_some_and(|n| n as i64 <= t.max_fused_loads) && c.reductions_shared {
        return Decision::Inline;
    }
    // Not in spec 003's tree: fusion must never multiply the work (issue 38). A load inside
    // a reduction that reads a value more than once over the loops around it (the value
    // inlined into a loop it does not vary with: relu(h)[i, k] inside the next matmul's loop
    // over j) would compute it once per read. tinygrad inlines such elementwise producers;
    // the work bound keeps them (a reduction too), unless PCONTIG asks for partial
    // contiguous recomputation. (Outside reductions a repeated cheap value stays inlined.)
    if c.computes && c.read_in_reduce_scope && c.loads_reading_once.is_none() && t.pcontig <= 2 {
        return Decision::Keep("inlining repeats its arithmetic");
    }
    if c.is_unary && c.read_in_reduce_scope && !c.read_once {
        return Decision::Keep("unary op inside a reduce scope");
    }
    if !c.reduce_in_scope {
        return Decision::Inline;
    }
    // Not in spec 003's tree: a reduction read once per element (a row sum
    // summed again) is computed once either way; tinygrad fuses it.
    if c.read_once {
        return Decision::Inline;
    }
    if t.pcontig <= 2 {
        return Decision::Keep("reduce in scope, pcontig <= 2");
    }
    if c.reduced_elements / c.output_elements.max(1) > t.max_reduce_ratio {
        return Decision::Keep("reduce in scope, input/output ratio too high");
    }
    Decision::Inline
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cheap() -> Candidate {
        Candidate {
            always_realized: false,
            reads: 1,
            reduce_in_scope: false,
            read_in_reduce_scope: false,
            is_unary: false,
            read_once: false,
            loads_reading_once: Some(1),
            reductions_shared: false,
            pure_movement: false,
            large_padded_window: false,
            computes: true,
            output_elements: 64,
            reduced_elements: 0,
        }
    }

    #[test]
    fn cheap_elementwise_is_inlined() {
        assert_eq!(decide(&cheap(), &Thresholds::default()), Decision::Inline);
    }

    #[test]
    fn contiguous_is_kept() {
        let c = Candidate {
            always_realized: true,
            ..cheap()
        };
        assert!(matches!(decide(&c, &Thresholds::default()), Decision::Keep(_)));
    }

    #[test]
    fn too_many_copies_are_kept() {
        let c = Candidate { reads: 9, ..cheap() };
        assert!(matches!(decide(&c, &Thresholds::default()), Decision::Keep(_)));
    }

    #[test]
    fn unary_in_reduce_scope_is_kept() {
        let c = Candidate {
            is_unary: true,
            read_in_reduce_scope: true,
            ..cheap()
        };
        assert_eq!(
            decide(&c, &Thresholds::default()),
            Decision::Keep("unary op inside a reduce scope")
        );
        let outside = Candidate {
            is_unary: true,
            ..cheap()
        };
        assert_eq!(decide(&outside, &Thresholds::default()), Decision::Inline);
        let once = Candidate {
            is_unary: true,
            read_in_reduce_scope: true,
            read_once: true,
            ..cheap()
        };
        assert_eq!(decide(&once, &Thresholds::default()), Decision::Inline);
    }

    #[test]
    fn pure_movement_is_inlined_past_the_buffer_limit() {
        let c = Candidate {
            pure_movement: true,
            reads: 9,
            ..cheap()
        };
        assert_eq!(decide(&c, &Thresholds::default()), Decision::Inline);
        let contiguous = Candidate {
            always_realized: true,
            ..c
        };
        assert!(matches!(decide(&contiguous, &Thresholds::default()), Decision::Keep(_)));
        let padded_window = Candidate {
            large_padded_window: true,
            ..c
        };
        assert_eq!(
            decide(&padded_window, &Thresholds::default()),
            Decision::Keep("a large padded window input stays a padded copy")
        );
    }

    #[test]
    fn reductions_follow_pcontig_and_ratio() {
        let c = Candidate {
            reduce_in_scope: true,
            reduced_elements: 64 * 8,
            ..cheap()
        };
        assert!(matches!(decide(&c, &Thresholds::default()), Decision::Keep(_)));
        let t = Thresholds {
            pcontig: 3,
            ..Thresholds::default()
        };
        assert_eq!(decide(&c, &t), Decision::Inline);
        let big = Candidate {
            reduced_elements: 64 * 65536,
            ..c
        };
        assert!(matches!(decide(&big, &t), Decision::Keep(_)));
        let once = Candidate { read_once: true, ..c };
        assert_eq!(decide(&once, &Thresholds::default()), Decision::Inline);
    }

    #[test]
    fn arithmetic_read_again_is_kept() {
        // relu(h)[i, k] read by the next matmul in its loop over j: each value read 64 times.
        let relu = Candidate {
            read_in_reduce_scope: true,
            loads_reading_once: None,
            ..cheap()
        };
        assert_eq!(
            decide(&relu, &Thresholds::default()),
            Decision::Keep("inlining repeats its arithmetic")
        );
        // Read once per value, or only moved (a concat's select of two loads), it is inlined.
        let once = Candidate {
            loads_reading_once: Some(1),
            ..relu
        };
        assert_eq!(decide(&once, &Thresholds::default()), Decision::Inline);
        let moved = Candidate {
            computes: false,
            ..relu
        };
        assert_eq!(decide(&moved, &Thresholds::default()), Decision::Inline);
        let outside = Candidate {
            read_in_reduce_scope: false,
            ..relu
        };
        assert_eq!(decide(&outside, &Thresholds::default()), Decision::Inline);
        // PCONTIG above 2 asks for the recomputation.
        let t = Thresholds {
            pcontig: 3,
            ..Thresholds::default()
        };
        assert_eq!(decide(&relu, &t), Decision::Inline);
    }

    #[test]
    fn two_loads_reading_once_with_shared_reductions_are_inlined() {
        // softmax's exp(x - max): a unary op over a row max, read by the sum and the quotient.
        let softmax = Candidate {
            reads: 2,
            reduce_in_scope: true,
            read_in_reduce_scope: true,
            is_unary: true,
            loads_reading_once: Some(2),
            reductions_shared: true,
            ..cheap()
        };
        assert_eq!(decide(&softmax, &Thresholds::default()), Decision::Inline);
        // A reduction the reads would recompute, a third load, or a load that repeats a value
        // keep the buffer.
        let recomputed = Candidate {
            reductions_shared: false,
            ..softmax
        };
        assert!(matches!(decide(&recomputed, &Thresholds::default()), Decision::Keep(_)));
        let three = Candidate {
            reads: 3,
            loads_reading_once: Some(3),
            ..softmax
        };
        assert!(matches!(decide(&three, &Thresholds::default()), Decision::Keep(_)));
        let repeated = Candidate {
            loads_reading_once: None,
            ..softmax
        };
        assert!(matches!(decide(&repeated, &Thresholds::default()), Decision::Keep(_)));
    }
}
