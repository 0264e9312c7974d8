//! Spec 003 "Load Collapse" and "Reduce Collapse": the closed form of an ADD
//! reduction over one range `r = 0..n`, or `None` when no rule applies.
//!
//! The bridge reads the reduce body into a [`Term`] tree: everything that
//! does not depend on `r` is a leaf (load collapse treats range-independent
//! subexpressions as variables, spec step 2), and values the rules cannot see
//! into are [`Kind::Dependent`]. The rules, in the spec's tables:
//!
//! | rule | before | after |
//! |---|---|---|
//! | invariant body (unparented) | `sum(v)` | `v * n` |
//! | distributive law | `sum(x + y)`, `sum(x - y)` | `sum(x) + sum(y)`, `sum(x) - sum(y)` |
//! | invariant factor | `sum(c * x)` | `c * sum(x)` |
//! | mul-casted-bool | `x * cast(b)` | `where(b, x, 0)` |
//! | invariant gate | `sum(c ? x : y)`, `c` invariant | `c ? sum(x) : sum(y)` |
//! | lower bound | `sum(r < cut ? 0 : val)` | `clamp(n - cut, 0, n) * val` |
//! | upper bound | `sum(r < cut ? val : 0)` | `max(0, min(n, cut)) * val` |
//! | two-sided | `sum(r >= lo & r < hi ? val : 0)` | `max(0, min(n, hi) - max(0, lo)) * val` |
//! | NE-gated gather | `sum(idx != r ? 0 : e)` | `0 <= idx < n ? e[r := idx] : 0` |
//! | lt / ge / eq lifting | `(r + y) < c`, `>=`, `==` | `r < c - y`, ... |
//!
//! The table's lower bound `max(0, N - cut)` overcounts for a negative `cut`;
//! the form here clamps to `n` as tinygrad does (`clamp(64 - length, 0, 64)`,
//! the spec's load-collapse example). Comparisons are signed, on index values.

/// Signed comparison predicates (`arith.cmpi`), on index values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
}

impl Pred {
    fn negated(self) -> Pred {
        match self {
            Pred::Eq => Pred::Ne,
            Pred::Ne => Pred::Eq,
            Pred::Slt => Pred::Sge,
            Pred::Sle => Pred::Sgt,
            Pred::Sgt => Pred::Sle,
            Pred::Sge => Pred::Slt,
        }
    }

    /// `a p b` == `b p.swapped() a`.
    fn swapped(self) -> Pred {
        match self {
            Pred::Slt => Pred::Sgt,
            Pred::Sle => Pred::Sge,
            Pred::Sgt => Pred::Slt,
            Pred::Sge => Pred::Sle,
            other => other,
        }
    }

    pub fn holds(self, a: i64, b: i64) -> bool {
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => a < b,
            Pred::Sle => a <= b,
            Pred::Sgt => a > b,
            Pred::Sge => a >= b,
        }
    }
}

/// One node of a reduce body; `id` names the IR value it was read from.
#[derive(Clone, Debug, PartialEq)]
pub struct Term {
    pub id: usize,
    pub kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// The reduced range itself.
    Range,
    /// A value independent of the range (a variable of the closed form).
    Invariant,
    /// The element type's zero (a constant).
    Zero,
    /// The element type's one (a constant).
    One,
    /// A range-dependent value the rules do not look into.
    Dependent,
    Add(Box<Term>, Box<Term>),
    Sub(Box<Term>, Box<Term>),
    Mul(Box<Term>, Box<Term>),
    Cmp(Pred, Box<Term>, Box<Term>),
    And(Box<Term>, Box<Term>),
    Select(Box<Term>, Box<Term>, Box<Term>),
    /// An `i1` as 0/1 in the element type.
    BoolCast(Box<Term>),
}

impl Term {
    pub fn new(id: usize, kind: Kind) -> Term {
        Term { id, kind }
    }

    /// Whether the term varies with the range.
    pub fn depends(&self) -> bool {
        match &self.kind {
            Kind::Range | Kind::Dependent => true,
            Kind::Invariant | Kind::Zero | Kind::One => false,
            Kind::Add(a, b) | Kind::Sub(a, b) | Kind::Mul(a, b) | Kind::Cmp(_, a, b) | Kind::And(a, b) => {
                a.depends() || b.depends()
            }
            Kind::Select(c, a, b) => c.depends() || a.depends() || b.depends(),
            Kind::BoolCast(c) => c.depends(),
        }
    }
}

/// An index-typed expression of the closed form.
#[derive(Clone, Debug, PartialEq)]
pub enum Idx {
    /// The IR value `id` (range-independent).
    Leaf(usize),
    Const(i64),
    Add(Box<Idx>, Box<Idx>),
    Sub(Box<Idx>, Box<Idx>),
    Max(Box<Idx>, Box<Idx>),
    Min(Box<Idx>, Box<Idx>),
}

/// A condition of the closed form.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    Leaf(usize),
    Cmp(Pred, Idx, Idx),
    And(Box<Cond>, Box<Cond>),
}

/// An element-typed expression of the closed form.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    Leaf(usize),
    Zero,
    One,
    Add(Box<Elem>, Box<Elem>),
    Sub(Box<Elem>, Box<Elem>),
    Mul(Box<Elem>, Box<Elem>),
    /// An index count converted to the element type.
    Count(Idx),
    Select(Cond, Box<Elem>, Box<Elem>),
    /// The range-dependent IR value `value` evaluated at `r := at`.
    Gather {
        value: usize,
        at: Idx,
    },
}

fn b<T>(x: T) -> Box<T> {
    Box::new(x)
}

/// The closed form of `sum(body, r = 0..n)`.
pub fn collapse_sum(body: &Term, n: i64) -> Option<Elem> {
    if !body.depends() {
        return Some(times(invariant_elem(body), Idx::Const(n)));
    }
    match &body.kind {
        Kind::Add(x, y) => Some(Elem::Add(b(collapse_sum(x, n)?), b(collapse_sum(y, n)?))),
        Kind::Sub(x, y) => Some(Elem::Sub(b(collapse_sum(x, n)?), b(collapse_sum(y, n)?))),
        Kind::Mul(x, y) => {
            if !x.depends() {
                return Some(Elem::Mul(b(invariant_elem(x)), b(collapse_sum(y, n)?)));
            }
            if !y.depends() {
                return Some(Elem::Mul(b(collapse_sum(x, n)?), b(invariant_elem(y))));
            }
            // mul-casted-bool: x * cast(c) -> where(c, x, 0)
            if let Kind::BoolCast(c) = &y.kind {
                return gated(c, x, n);
            }
            if let Kind::BoolCast(c) = &x.kind {
                return gated(c, y, n);
            }
            None
        }
        Kind::BoolCast(c) => gated(c, &Term::new(body.id, Kind::One), n),
        Kind::Select(c, x, y) => {
            if !c.depends() {
                return Some(Elem::Select(
                    invariant_cond(c)?,
                    b(collapse_sum(x, n)?),
                    b(collapse_sum(y, n)?),
                ));
            }
            match (is_zero(x), is_zero(y)) {
                (_, true) => gated(c, x, n),
                (true, false) => gated(&negate(c)?, y, n),
                (false, false) => Some(Elem::Add(b(gated(c, x, n)?), b(gated(&negate(c)?, y, n)?))),
            }
        }
        _ => None,
    }
}

fn times(value: Elem, count: Idx) -> Elem {
    Elem::Mul(b(value), b(Elem::Count(count)))
}

fn is_zero(t: &Term) -> bool {
    t.kind == Kind::Zero
}

fn invariant_elem(t: &Term) -> Elem {
    match t.kind {
        Kind::Zero => Elem::Zero,
        Kind::One => Elem::One,
        _ => Elem::Leaf(t.id),
    }
}

fn invariant_cond(t: &Term) -> Option<Cond> {
    Some(Cond::Leaf(t.id))
}

/// `!c` for a single comparison (a conjunction's negation is no interval).
fn negate(c: &Term) -> Option<Term> {
    match &c.kind {
        Kind::Cmp(p, x, y) => Some(Term::new(c.id, Kind::Cmp(p.negated(), x.clone(), y.clone()))),
        _ => None,
    }
}

/// `sum(c ? v : 0)`: a bound pattern when `v` is invariant, a gather when
/// `c` is `r == idx`.
fn gated(c: &Term, v: &Term, n: i64) -> Option<Elem> {
    let bounds = interval(c)?;
    if !v.depends() {
        return Some(times(invariant_elem(v), count(&bounds, n)));
    }
    let at = bounds.point?;
    let in_bounds = Cond::And(
        b(Cond::Cmp(Pred::Sge, at.clone(), Idx::Const(0))),
        b(Cond::Cmp(Pred::Slt, at.clone(), Idx::Const(n))),
    );
    // e is evaluated unconditionally by the select: keep r within its domain.
    let clamped = Idx::Min(b(Idx::Max(b(at), b(Idx::Const(0)))), b(Idx::Const(n - 1)));
    Some(Elem::Select(
        in_bounds,
        b(Elem::Gather {
            value: v.id,
            at: clamped,
        }),
        b(Elem::Zero),
    ))
}

/// The `r` for which a condition holds: `lower <= r < upper`.
#[derive(Clone, Debug, Default)]
struct Bounds {
    lower: Option<Idx>,
    upper: Option<Idx>,
    /// Set when the condition is exactly `r == point`.
    point: Option<Idx>,
}

fn interval(c: &Term) -> Option<Bounds> {
    match &c.kind {
        Kind::And(x, y) => {
            let (x, y) = (interval(x)?, interval(y)?);
            Some(Bounds {
                lower: tighter(x.lower, y.lower, Idx::Max),
                upper: tighter(x.upper, y.upper, Idx::Min),
                point: None,
            })
        }
        Kind::Cmp(p, x, y) => {
            // Put the range on the left: r + offset  p  limit.
            let (p, lhs, limit) = if !y.depends() {
                (*p, x, y)
            } else if !x.depends() {
                (p.swapped(), y, x)
            } else {
                return None;
            };
            let limit = lift(lhs, invariant_idx(limit))?;
            let plus_one = |i: Idx| Idx::Add(b(i), b(Idx::Const(1)));
            Some(match p {
                Pred::Slt => Bounds {
                    upper: Some(limit),
                    ..Bounds::default()
                },
                Pred::Sle => Bounds {
                    upper: Some(plus_one(limit)),
                    ..Bounds::default()
                },
                Pred::Sgt => Bounds {
                    lower: Some(plus_one(limit)),
                    ..Bounds::default()
                },
                Pred::Sge => Bounds {
                    lower: Some(limit),
                    ..Bounds::default()
                },
                Pred::Eq => Bounds {
                    lower: Some(limit.clone()),
                    upper: Some(plus_one(limit.clone())),
                    point: Some(limit),
                },
                Pred::Ne => return None,
            })
        }
        _ => None,
    }
}

fn tighter(a: Option<Idx>, c: Option<Idx>, join: fn(Box<Idx>, Box<Idx>) -> Idx) -> Option<Idx> {
    match (a, c) {
        (Some(a), Some(c)) => Some(join(b(a), b(c))),
        (a, c) => a.or(c),
    }
}

/// Lt/ge/eq lifting: `(r + y) p c` -> `r p (c - y)`; `(r - y) p c` -> `r p (c + y)`.
fn lift(lhs: &Term, limit: Idx) -> Option<Idx> {
    match &lhs.kind {
        Kind::Range => Some(limit),
        Kind::Add(x, y) if !y.depends() => lift(x, Idx::Sub(b(limit), b(invariant_idx(y)))),
        Kind::Add(x, y) if !x.depends() => lift(y, Idx::Sub(b(limit), b(invariant_idx(x)))),
        Kind::Sub(x, y) if !y.depends() => lift(x, Idx::Add(b(limit), b(invariant_idx(y)))),
        _ => None,
    }
}

fn invariant_idx(t: &Term) -> Idx {
    if is_zero(t) {
        Idx::Const(0)
    } else {
        Idx::Leaf(t.id)
    }
}

/// How many `r` in `0..n` lie in the bounds.
fn count(bounds: &Bounds, n: i64) -> Idx {
    let n_ = || b(Idx::Const(n));
    let zero = || b(Idx::Const(0));
    match (&bounds.lower, &bounds.upper) {
        (None, None) => Idx::Const(n),
        // clamp(n - lower, 0, n)
        (Some(lo), None) => Idx::Min(b(Idx::Max(b(Idx::Sub(n_(), b(lo.clone()))), zero())), n_()),
        // max(0, min(n, upper))
        (None, Some(hi)) => Idx::Max(zero(), b(Idx::Min(n_(), b(hi.clone())))),
        // max(0, min(n, upper) - max(0, lower))
        (Some(lo), Some(hi)) => Idx::Max(
            zero(),
            b(Idx::Sub(
                b(Idx::Min(n_(), b(hi.clone()))),
                b(Idx::Max(zero(), b(lo.clone()))),
            )),
        ),
    }
}

#[cfg(test)]
mod tests;
