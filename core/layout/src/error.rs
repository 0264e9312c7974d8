//! Errors are values: every operation of the algebra returns `Result<_, LayoutError>` with a reason a
//! person can act on. Nothing in this crate panics on user input.

use std::fmt;

/// Why an operation of the layout algebra did not produce a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// Malformed text; `offset` is the byte offset into the input where the problem was found.
    Parse { offset: usize, message: String },
    /// An iter violates Definition 2.1 (extent > 0, stride != 0) or names a malformed axis.
    InvalidIter(String),
    /// A layout violates Definition 2.2 (at least one shard iter) or an argument is malformed.
    InvalidLayout(String),
    /// Checked integer arithmetic overflowed `i64`.
    Overflow(String),
    /// A shape or region does not fit the layout (product mismatch, rank mismatch, out of range).
    Shape(String),
    /// No grouping of the layout by the requested shape exists (spec 001 §3.3, Algorithm 1).
    GroupFailed(String),
    /// The operation is outside what the algorithm covers (e.g. intersecting iters on different axes).
    Unsupported(String),
    /// `slice`: no layout reproduces the region's induced map (spec 001 §3.3); the reason names the
    /// point where every candidate fails.
    NoSlice(String),
    /// `tile_of`: no C with A = C (x) B exists (spec 001 Appendix D).
    NotATile(String),
    /// `direct_sum_left_of`: no C with A = C + B was found (spec 001 Appendix F).
    NotADirectSum(String),
    /// A brute-force check would enumerate more points than the stated limit.
    TooLarge(String),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::Parse { offset, message } => write!(f, "at byte {offset}: {message}"),
            LayoutError::InvalidIter(m) => write!(f, "invalid iter: {m}"),
            LayoutError::InvalidLayout(m) => write!(f, "invalid layout: {m}"),
            LayoutError::Overflow(m) => write!(f, "integer overflow: {m}"),
            LayoutError::Shape(m) => write!(f, "shape mismatch: {m}"),
            LayoutError::GroupFailed(m) => write!(f, "cannot group: {m}"),
            LayoutError::Unsupported(m) => write!(f, "unsupported: {m}"),
            LayoutError::NoSlice(m) => write!(f, "no slice: {m}"),
            LayoutError::NotATile(m) => write!(f, "not a tile: {m}"),
            LayoutError::NotADirectSum(m) => write!(f, "not a direct sum: {m}"),
            LayoutError::TooLarge(m) => write!(f, "too large: {m}"),
        }
    }
}

impl std::error::Error for LayoutError {}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, LayoutError>;
