//! An operator's operand as dispatch sees it: where it lives, its shape, its layout, and where
//! each of its logical iters lands ([`Place`]).

use crate::memory::{axis, bank_elements, Scope};
use axe_layout::{group, Iter, Layout};

/// One tensor operand of an Axe operator.
#[derive(Clone, Debug)]
pub struct Operand {
    /// The name diagnostics use ("A", "src", ...).
    pub role: &'static str,
    pub scope: Scope,
    /// The shape that takes part in the operator; for an HBM region, the region's shape.
    pub shape: Vec<i64>,
    /// The tensor's own shape (differs from `shape` for an HBM region).
    pub full_shape: Vec<i64>,
    /// The on-chip layout (an HBM tensor is row-major; its layout is not read).
    pub layout: Layout,
    pub elem_bytes: i64,
}

/// Where one logical iter of an operand lives: a stride on the partition or free axis of an
/// on-chip tensor (PSUM banks folded into the free axis), a step along a dimension of an HBM
/// array, or nowhere (the operand is broadcast along it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    P(i64),
    F(i64),
    Hbm { dim: usize, step: i64 },
    Broadcast,
}

impl Place {
    /// The same place `factor` times further apart (the outer part of a split iter).
    pub fn scaled(self, factor: i64) -> Place {
        match self {
            Place::P(s) => Place::P(s * factor),
            Place::F(s) => Place::F(s * factor),
            Place::Hbm { dim, step } => Place::Hbm {
                dim,
                step: step * factor,
            },
            Place::Broadcast => Place::Broadcast,
        }
    }

    pub fn stride(self) -> i64 {
        match self {
            Place::P(s) | Place::F(s) | Place::Hbm { step: s, .. } => s,
            Place::Broadcast => 0,
        }
    }

    /// Whether two places lie on the same axis (same HBM dimension).
    pub fn same_axis(self, other: Place) -> bool {
        match (self, other) {
            (Place::P(_), Place::P(_)) | (Place::F(_), Place::F(_)) | (Place::Broadcast, Place::Broadcast) => true,
            (Place::Hbm { dim: a, .. }, Place::Hbm { dim: b, .. }) => a == b,
            _ => false,
        }
    }

    pub fn describe(self) -> String {
        match self {
            Place::P(s) => format!("{s}@P"),
            Place::F(s) => format!("{s}@F"),
            Place::Hbm { dim, step } => format!("{step} along hbm dim {dim}"),
            Place::Broadcast => "broadcast".into(),
        }
    }
}

impl Operand {
    /// The operand's iters per logical dimension, outer to inner, as (extent, place). An
    /// HBM region contributes one iter per dimension; a dimension of extent 1 none.
    pub fn blocks(&self) -> Result<Vec<Vec<(i64, Place)>>, String> {
        if self.scope == Scope::Hbm {
            return Ok(self
                .shape
                .iter()
                .enumerate()
                .map(|(d, &e)| {
                    if e == 1 {
                        vec![]
                    } else {
                        vec![(e, Place::Hbm { dim: d, step: 1 })]
                    }
                })
                .collect());
        }
        let grouped = group(&self.layout, &self.shape).map_err(|e| {
            format!(
                "{}: the layout {} does not group by the shape: {e}",
                self.role, self.layout
            )
        })?;
        (0..self.shape.len())
            .map(|d| {
                grouped
                    .block(d)
                    .iter()
                    .filter(|i| i.extent() > 1)
                    .map(|i| Ok((i.extent(), self.place(i)?)))
                    .collect()
            })
            .collect()
    }

    fn place(&self, iter: &Iter) -> Result<Place, String> {
        match iter.axis().name() {
            "P" => Ok(Place::P(iter.stride())),
            "F" => Ok(Place::F(iter.stride())),
            // A PSUM bank holds 2 KiB per partition: bank b, element f is free offset b * 512 + f (fp32).
            "Bank" => Ok(Place::F(iter.stride() * bank_elements(self.elem_bytes))),
            other => Err(format!(
                "{}: axis '{other}' has no place on {}",
                self.role,
                self.scope.name()
            )),
        }
    }

    /// The constant offset of the layout on the partition and free axes.
    pub fn offset(&self) -> (i64, i64) {
        let get = |name: &str| self.layout.offset().get(&axis(name)).copied().unwrap_or(0);
        (get("P"), get("F") + get("Bank") * bank_elements(self.elem_bytes))
    }
}
