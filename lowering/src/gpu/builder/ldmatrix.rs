//! `ldmatrix`: a warp's load of 8 x 8 matrices of 16-bit elements from shared memory into the
//! registers of an `mma.sync` fragment.

use super::{memory::vector, Builder};
use crate::uop_to_scf::ops;
use melior::ir::{Attribute, Type, Value};

/// `ldmatrix` of `tiles` 8 x 8 matrices of `element` from `shared[indices]` (this lane's row).
pub(crate) fn ldmatrix<'c, 'a>(
    at: &Builder<'c, 'a>,
    shared: Value<'c, 'a>,
    indices: &[Value<'c, 'a>],
    tiles: i64,
    transpose: bool,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let attributes = [
        (
            "numTiles",
            Attribute::parse(at.context, &format!("{tiles} : i32")).expect("an i32"),
        ),
        (
            "transpose",
            Attribute::parse(at.context, if transpose { "true" } else { "false" }).expect("a bool"),
        ),
    ];
    let mut operands = vec![shared];
    operands.extend(indices);
    at.insert_built(ops::generic(
        at.context,
        "nvgpu.ldmatrix",
        &attributes,
        &operands,
        Some(vector(element, &[tiles, 2])),
        at.location,
    ))
    .result(0)
    .expect("one result")
    .into()
}
