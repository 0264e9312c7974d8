//! Text form of expressions, tinygrad-like: `(r0*10 + r1)//35`, `x%7`. Floor division and modulo are `//` and `%`;
//! truncating ones are `/t` and `%t`, unsigned ones `/u` and `%u` (spaced: `x /t 8`). Casts read `i32(x)` (sign
//! extension or truncation) and `u32(x)` (zero extension). `parse.rs` reads the same syntax back.

use std::fmt::{self, Write};

use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::interval::CmpPred;

/// Binding strength, loosest first (Python's order).
pub(crate) fn precedence(op: Op) -> u8 {
    match op {
        Op::Cmp(_) => 1,
        Op::Or => 2,
        Op::Xor => 3,
        Op::And => 4,
        Op::Shl | Op::ShrArith | Op::ShrLogical => 5,
        Op::Add | Op::Sub => 6,
        Op::Mul | Op::Div(_) | Op::Rem(_) => 7,
        Op::Neg => 8,
        Op::Const(_) | Op::Var(_) | Op::Min | Op::Max | Op::Select | Op::Cast { .. } => 9,
    }
}

pub(crate) fn symbol(op: Op) -> &'static str {
    match op {
        Op::Add => " + ",
        Op::Sub => " - ",
        Op::Mul => "*",
        Op::Div(DivKind::Floor) => "//",
        Op::Rem(DivKind::Floor) => "%",
        Op::Div(DivKind::Trunc) => " /t ",
        Op::Rem(DivKind::Trunc) => " %t ",
        Op::Div(DivKind::Unsigned) => " /u ",
        Op::Rem(DivKind::Unsigned) => " %u ",
        Op::And => " & ",
        Op::Or => " | ",
        Op::Xor => " ^ ",
        Op::Shl => " << ",
        Op::ShrArith => " >> ",
        Op::ShrLogical => " >>> ",
        Op::Cmp(p) => match p {
            CmpPred::Slt => " < ",
            CmpPred::Sle => " <= ",
            CmpPred::Sgt => " > ",
            CmpPred::Sge => " >= ",
            CmpPred::Eq => " == ",
            CmpPred::Ne => " != ",
            CmpPred::Ult => " <u ",
            CmpPred::Ule => " <=u ",
            CmpPred::Ugt => " >u ",
            CmpPred::Uge => " >=u ",
        },
        Op::Min => "min",
        Op::Max => "max",
        Op::Select => "select",
        Op::Neg => "-",
        Op::Const(_) | Op::Var(_) | Op::Cast { .. } => "",
    }
}

/// The expression rooted at `id` (shared subexpressions are printed at each use).
pub fn to_string(g: &Graph, id: ExprId) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = write_expr(g, id, &mut s);
    s
}

/// Writes the expression rooted at `id`.
pub fn write_expr(g: &Graph, id: ExprId, out: &mut impl Write) -> fmt::Result {
    write_prec(g, id, 0, out)
}

fn write_prec(g: &Graph, id: ExprId, min_prec: u8, out: &mut impl Write) -> fmt::Result {
    let n = g.node(id);
    let p = precedence(n.op);
    let paren = p < min_prec;
    if paren {
        out.write_char('(')?;
    }
    let ops = n.operands();
    match n.op {
        Op::Const(v) if v < 0 && min_prec > 6 => write!(out, "({v})")?,
        Op::Const(v) => write!(out, "{v}")?,
        Op::Var(v) => out.write_str(&g.var_decl(v).name)?,
        Op::Neg => {
            out.write_char('-')?;
            write_prec(g, ops[0], 9, out)?;
        }
        Op::Min | Op::Max | Op::Select => {
            write!(out, "{}(", symbol(n.op))?;
            for (i, &a) in ops.iter().enumerate() {
                if i > 0 {
                    out.write_str(", ")?;
                }
                write_prec(g, a, 0, out)?;
            }
            out.write_char(')')?;
        }
        Op::Cast { signed } => {
            write!(out, "{}{}(", if signed { 'i' } else { 'u' }, n.width)?;
            write_prec(g, ops[0], 0, out)?;
            out.write_char(')')?;
        }
        op => {
            // Left-associative chains of one level print without parentheses only within + and -, or a chain of
            // one multiplicative op; mixed `*` and `//` are parenthesized for the reader.
            let left = g.node(ops[0]).op;
            let left_min = if precedence(left) == p && (p == 6 || left == op) {
                p
            } else {
                p + 1
            };
            write_prec(g, ops[0], left_min, out)?;
            out.write_str(symbol(op))?;
            write_prec(g, ops[1], p + 1, out)?;
        }
    }
    if paren {
        out.write_char(')')?;
    }
    Ok(())
}

/// `Display` adapter: `format!("{}", Show(&g, id))`.
pub struct Show<'a>(pub &'a Graph, pub ExprId);

impl fmt::Display for Show<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_expr(self.0, self.1, f)
    }
}
