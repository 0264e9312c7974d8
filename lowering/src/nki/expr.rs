//! Integer expressions as the emitted Python writes them: index arithmetic from `arith`, loop
//! variables and view offsets, folded where constant and printed with the fewest parentheses.
//! Bounds over known loop ranges decide whether a ragged tile needs clipping.

use std::collections::HashMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Int(i64),
    Var(String),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Min(Box<Expr>, Box<Expr>),
    Max(Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    FloorDiv,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Or,
    And,
}

impl BinOp {
    fn text(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Or => "or",
            BinOp::And => "and",
        }
    }

    fn precedence(self) -> u8 {
        match self {
            BinOp::Or | BinOp::And => 0,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne => 1,
            BinOp::Add | BinOp::Sub => 2,
            BinOp::Mul | BinOp::FloorDiv | BinOp::Mod => 3,
        }
    }
}

/// Inclusive ranges of the loop variables in scope.
pub type Ranges = HashMap<String, (i64, i64)>;

impl Expr {
    pub fn var(name: &str) -> Expr {
        Expr::Var(name.to_owned())
    }

    /// `a op b`, folded when both are constants (and the result is an i64:
    /// Python's integers do not overflow, so an unfolded sum stays exact) or
    /// one is the operation's identity.
    pub fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        use Expr::Int;
        let folded = match (op, &a, &b) {
            (BinOp::Add, Int(x), Int(y)) => x.checked_add(*y),
            (BinOp::Sub, Int(x), Int(y)) => x.checked_sub(*y),
            (BinOp::Mul, Int(x), Int(y)) => x.checked_mul(*y),
            (BinOp::FloorDiv, Int(x), Int(y)) => x.checked_div_euclid(*y),
            (BinOp::Mod, Int(x), Int(y)) => x.checked_rem_euclid(*y),
            _ => None,
        };
        if let Some(v) = folded {
            return Int(v);
        }
        match (op, &a, &b) {
            (BinOp::Add, Int(0), _) | (BinOp::Mul, Int(1), _) => b,
            (BinOp::Add | BinOp::Sub, _, Int(0)) | (BinOp::Mul | BinOp::FloorDiv, _, Int(1)) => a,
            (BinOp::Mul, Int(0), _) | (BinOp::Mul, _, Int(0)) => Int(0),
            // x + -c prints as x - c.
            (BinOp::Add, _, Int(y)) if *y < 0 && *y != i64::MIN => {
                Expr::Bin(BinOp::Sub, Box::new(a), Box::new(Int(-y)))
            }
            _ => Expr::Bin(op, Box::new(a), Box::new(b)),
        }
    }

    pub fn add(a: Expr, b: Expr) -> Expr {
        Expr::bin(BinOp::Add, a, b)
    }

    pub fn mul(a: Expr, b: Expr) -> Expr {
        Expr::bin(BinOp::Mul, a, b)
    }

    pub fn min(a: Expr, b: Expr) -> Expr {
        match (&a, &b) {
            (Expr::Int(x), Expr::Int(y)) => Expr::Int(*x.min(y)),
            _ => Expr::Min(Box::new(a), Box::new(b)),
        }
    }

    /// The inclusive range of values over `ranges`; `None` if unknown or
    /// beyond i64.
    pub fn bounds(&self, ranges: &Ranges) -> Option<(i64, i64)> {
        match self {
            Expr::Int(v) => Some((*v, *v)),
            Expr::Var(n) => ranges.get(n).copied(),
            Expr::Min(a, b) => {
                let (a, b) = (a.bounds(ranges)?, b.bounds(ranges)?);
                Some((a.0.min(b.0), a.1.min(b.1)))
            }
            Expr::Max(a, b) => {
                let (a, b) = (a.bounds(ranges)?, b.bounds(ranges)?);
                Some((a.0.max(b.0), a.1.max(b.1)))
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.bounds(ranges)?, b.bounds(ranges)?);
                match op {
                    BinOp::Add => Some((a.0.checked_add(b.0)?, a.1.checked_add(b.1)?)),
                    BinOp::Sub => Some((a.0.checked_sub(b.1)?, a.1.checked_sub(b.0)?)),
                    BinOp::Mul => {
                        let c = [
                            a.0.checked_mul(b.0)?,
                            a.0.checked_mul(b.1)?,
                            a.1.checked_mul(b.0)?,
                            a.1.checked_mul(b.1)?,
                        ];
                        Some((*c.iter().min()?, *c.iter().max()?))
                    }
                    BinOp::FloorDiv if b.0 > 0 => {
                        Some((a.0.div_euclid(b.1).min(a.0.div_euclid(b.0)), a.1.div_euclid(b.0)))
                    }
                    BinOp::Mod if b.0 > 0 => Some((0, b.1 - 1)),
                    _ => None,
                }
            }
        }
    }

    fn precedence(&self) -> u8 {
        match self {
            Expr::Bin(op, ..) => op.precedence(),
            _ => 9,
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Int(v) => write!(f, "{v}"),
            Expr::Var(n) => f.write_str(n),
            Expr::Min(a, b) => write!(f, "min({a}, {b})"),
            Expr::Max(a, b) => write!(f, "max({a}, {b})"),
            Expr::Bin(op, a, b) => {
                let p = op.precedence();
                let wrap = |e: &Expr, strict: bool| {
                    let q = e.precedence();
                    if q < p || (strict && q == p) {
                        format!("({e})")
                    } else {
                        e.to_string()
                    }
                };
                // Left-associative: the right operand of -, //, % needs parentheses at equal precedence.
                let strict = matches!(op, BinOp::Sub | BinOp::FloorDiv | BinOp::Mod | BinOp::Mul);
                write!(f, "{} {} {}", wrap(a, false), op.text(), wrap(b, strict))
            }
        }
    }
}
