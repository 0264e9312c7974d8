//! PSUM tensors over several banks in Beta 1 NKI. The current API stores such a tensor (a layout
//! with a `Bank` axis) as one `(partitions, banks * bank)` tile; a Beta 1 PSUM tile holds one
//! 2 KiB bank, so there it is `banks` tiles in block dimensions,
//! `nl.zeros((banks, nl.par_dim(P), bank), ...)`, each access names its block
//! (`acc[m1, 0:128, 0:512]`), and an instruction that spans several banks (the copy of a whole
//! accumulator to SBUF) runs once per bank in a loop.

use super::emit::{Emitter, Failed};
use super::expr::{BinOp, Expr};
use super::Api;
use axe_dialects::{diagnostic::emit_error, tensor_type::TensorInfo};
use axe_trainium::{memory::axis, AxisView, Scope};
use melior::ir::OperationRef;

/// `(banks, elements per bank)` of a PSUM tensor over more than one bank.
pub(super) fn psum_blocks(info: &TensorInfo) -> Option<(i64, i64)> {
    if info.scope != Scope::Psum {
        return None;
    }
    if !info.layout.axes().contains(&axis("Bank")) {
        return None;
    }
    let banks = info.layout.span(&axis("Bank")).ok()? + info.layout.offset().get(&axis("Bank")).copied().unwrap_or(0);
    (banks > 1).then(|| (banks, axe_trainium::memory::bank_elements(info.elem_bytes)))
}

/// `start` as `(bank index, offset in the bank)`: `bank * b + inner` for the affine index
/// expressions the emitter builds (loop variables times multiples of the bank size, plus a
/// non-negative constant).
fn split_start(start: &Expr, bank: i64) -> Option<(Expr, i64)> {
    match start {
        Expr::Int(v) if *v >= 0 => Some((Expr::Int(v / bank), v % bank)),
        Expr::Bin(BinOp::Mul, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Var(_), Expr::Int(c)) | (Expr::Int(c), Expr::Var(_)) if c % bank == 0 => {
                let var = if matches!(a.as_ref(), Expr::Var(_)) { a } else { b };
                Some((Expr::mul(var.as_ref().clone(), Expr::Int(c / bank)), 0))
            }
            _ => None,
        },
        Expr::Bin(BinOp::Add, a, b) => {
            let ((ia, ra), (ib, rb)) = (split_start(a, bank)?, split_start(b, bank)?);
            let inner = ra + rb;
            Some((Expr::add(Expr::add(ia, ib), Expr::Int(inner / bank)), inner % bank))
        }
        _ => None,
    }
}

/// The Beta 1 allocation of a PSUM tensor over `banks` banks.
pub(super) fn allocation(name: &str, partitions: i64, banks: i64, bank: i64, dtype: &str) -> String {
    format!("{name} = nl.zeros(({banks}, nl.par_dim({partitions}), {bank}), dtype={dtype}, buffer=nl.psum)")
}

/// `name[block, partitions, free]` for a `(partition, free)` view that stays in one bank.
pub(super) fn render(name: &str, axes: &[AxisView], starts: &[Expr], counts: &[Expr], bank: i64) -> Option<String> {
    let ([p, f], [p0, f0], [Expr::Int(cp), Expr::Int(cf)]) = (axes, starts, counts) else {
        return None;
    };
    if p.index || f.index || p.step != 1 || f.step != 1 {
        return None;
    }
    let (block, inner) = split_start(f0, bank)?;
    if inner + cf > bank {
        return None;
    }
    let p1 = Expr::add(p0.clone(), Expr::Int(*cp));
    Some(format!("{name}[{block}, {p0}:{p1}, {inner}:{}]", inner + cf))
}

impl Emitter {
    /// In Beta 1, an instruction whose PSUM operand view spans several banks runs once per bank:
    /// every operand's last (free) axis is cut into bank-sized pieces along a new loop, whose
    /// name and extent are returned. The operands must be elementwise (the same free count,
    /// unit steps), which is what such an instruction (a PSUM eviction) is.
    pub(super) fn split_at_banks(
        &mut self,
        op: &OperationRef,
        infos: &[&TensorInfo],
        views: &[&[AxisView]],
        starts: &mut [Vec<Expr>],
        counts: &mut [Vec<Expr>],
    ) -> Result<Option<(String, i64)>, Failed> {
        if self.api != Api::Legacy {
            return Ok(None);
        }
        let wide = infos.iter().zip(counts.iter()).find_map(|(info, c)| {
            let (_, bank) = psum_blocks(info)?;
            match c.last() {
                Some(Expr::Int(n)) if *n > bank => Some((*n, bank)),
                _ => None,
            }
        });
        let Some((count, bank)) = wide else { return Ok(None) };
        let elementwise = views.iter().zip(counts.iter()).all(|(axes, c)| {
            axes.last().is_some_and(|a| !a.index && a.step == 1) && c.last() == Some(&Expr::Int(count))
        });
        if count % bank != 0 || !elementwise {
            emit_error(
                op,
                &format!(
                    "reads or writes {count} elements of a PSUM tensor per partition in one instruction; Beta 1 NKI's PSUM tiles hold one bank ({bank} elements), and this instruction cannot be cut at the banks"
                ),
            );
            return Err(());
        }
        let name = self.fresh_loop("bank");
        self.ranges.insert(name.clone(), (0, count / bank - 1));
        for (s, c) in starts.iter_mut().zip(counts.iter_mut()) {
            let last = s.len() - 1;
            s[last] = Expr::add(s[last].clone(), Expr::mul(Expr::var(&name), Expr::Int(bank)));
            c[last] = Expr::Int(bank);
        }
        Ok(Some((name, count / bank)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_split_into_bank_and_offset() {
        let m1 = Expr::var("m1");
        let (block, inner) = split_start(&Expr::mul(m1.clone(), Expr::Int(512)), 512).unwrap();
        assert_eq!((block.to_string(), inner), ("m1".to_string(), 0));
        let (block, inner) =
            split_start(&Expr::add(Expr::mul(m1.clone(), Expr::Int(1024)), Expr::Int(600)), 512).unwrap();
        assert_eq!((block.to_string(), inner), ("m1 * 2 + 1".to_string(), 88));
        // A variable step that is not a whole number of banks has no block index.
        assert!(split_start(&Expr::mul(m1, Expr::Int(256)), 512).is_none());
    }
}
