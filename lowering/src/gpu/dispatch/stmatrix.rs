//! `axe.copy` registers -> shared at warp or warpgroup scope as `stmatrix` (sm_90): each warp
//! stores its registers as 8 x 8 matrices of 16-bit elements, four (or two, or one) an
//! instruction, converted to the shared tile's element first. The schedule is read off the
//! register layout's digits: it fits where every lane holds the `mma` accumulator pattern of each
//! matrix (lane l: the pair at row l / 4, columns 2 (l % 4) + {0, 1}), consecutive registers
//! hold each pair, and shared memory holds the matrices' rows contiguous and 16-byte aligned:
//! along the pair (plain) or across it (`.trans`). The lanes of matrix q give its row addresses,
//! so the instruction's matrices must start at a base plus a sum of the bits of q.

use super::place::Buffer;
use crate::gpu::builder::axes::{coordinate, Axes};
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_schedule::mma::Digit;
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Attribute, Type, Value};

/// How a warp's registers are stored: `.trans` or not, matrices per instruction, and each
/// register pair's matrix origin (the register digits' part of its coordinates).
#[derive(Debug, PartialEq, Eq)]
pub struct Plan {
    pub transpose: bool,
    pub matrices: i64,
    /// The copy dimension along which shared memory holds the matrices' rows.
    pub contiguous: usize,
    pub origins: Vec<[i64; 2]>,
}

/// The part of dimension `d`'s coordinate that `axis = value` adds.
fn part(digits: &[Digit], axis: &str, value: i64) -> i64 {
    digits
        .iter()
        .filter(|g| g.axis.name() == axis)
        .map(|g| (value / g.stride) % g.extent * g.weight)
        .sum()
}

/// The stmatrix schedule of `registers` registers whose 2-d coordinates have the digits `dims`,
/// into memory whose copy dimension `contiguous` holds 16-byte aligned rows of 8 elements; why
/// not, where it does not fit.
pub fn plan(dims: &[Vec<Digit>], registers: i64, contiguous: usize) -> Result<Plan, String> {
    if dims.len() != 2 || registers % 2 != 0 {
        return Err("stores 2-d tiles of register pairs".into());
    }
    if let Some(g) = dims
        .iter()
        .flatten()
        .find(|g| !["reg", "lane", "warp"].contains(&g.axis.name()))
    {
        return Err(format!(
            "its registers are laid out on '{}', beyond a warpgroup",
            g.axis
        ));
    }
    let (c, o) = (contiguous, 1 - contiguous);
    let lane = |l: i64| [part(&dims[0], "lane", l), part(&dims[1], "lane", l)];
    let pattern = |l: i64, transpose: bool| {
        let mut at = [0; 2];
        let (pair, row) = if transpose { (o, c) } else { (c, o) };
        at[pair] = 2 * (l % 4);
        at[row] = l / 4;
        at
    };
    let transpose = match [false, true]
        .into_iter()
        .find(|&t| (0..32).all(|l| lane(l) == pattern(l, t)))
    {
        Some(t) => t,
        None => return Err("its lanes do not hold the mma accumulator pattern of 8 x 8 matrices".into()),
    };
    let reg = |r: i64| [part(&dims[0], "reg", r), part(&dims[1], "reg", r)];
    let mut step = [0; 2];
    step[if transpose { o } else { c }] = 1;
    let origins: Vec<[i64; 2]> = (0..registers / 2).map(|k| reg(2 * k)).collect();
    for (k, origin) in origins.iter().enumerate() {
        let second = reg(2 * k as i64 + 1);
        if second != [origin[0] + step[0], origin[1] + step[1]] {
            return Err("a register pair does not hold two neighbours of a matrix row".into());
        }
    }
    // Every row starts at a multiple of 8 elements along the contiguous dimension.
    let warp_aligned = dims[c]
        .iter()
        .filter(|g| g.axis.name() == "warp")
        .all(|g| g.weight % 8 == 0);
    if !warp_aligned || origins.iter().any(|o| o[c] % 8 != 0) {
        return Err("its matrices do not start at multiples of 8 elements along the rows".into());
    }
    // Matrix q of an instruction at origin(0) + bit0(q) d1 + bit1(q) d2.
    let affine = |group: &[[i64; 2]]| {
        group.len() < 4 || (0..2).all(|d| group[3][d] - group[0][d] == group[1][d] + group[2][d] - 2 * group[0][d])
    };
    let matrices = [4, 2, 1]
        .into_iter()
        .find(|&m| origins.len() as i64 % m == 0 && origins.chunks(m as usize).all(affine))
        .expect("one matrix an instruction always fits");
    Ok(Plan {
        transpose,
        matrices,
        contiguous,
        origins,
    })
}

/// Stores `reg` through `plan`: `row_address(coords)` is the shared byte address (i64) of the
/// element at the copy coordinates `coords`; `axes` the thread's lane and warp.
pub fn store<'c, 'a>(
    at: &Builder<'c, 'a>,
    axes: &Axes<'c, 'a>,
    dims: &[Vec<Digit>],
    plan: &Plan,
    reg: &Buffer<'c, 'a>,
    element: Type<'c>,
    row_address: &dyn Fn(&[Value<'c, 'a>]) -> Value<'c, 'a>,
) {
    let context = at.context;
    let lane = axes.get(&axe_layout::Axis::new("lane").expect("an axis"));
    let matrix = at.binary(
        "arith.remui",
        at.binary("arith.divui", lane, at.index(8)),
        at.index(plan.matrices),
    );
    let row = at.binary("arith.remui", lane, at.index(8));
    let bit = |b: i64| at.binary("arith.andi", at.binary("arith.shrui", matrix, at.index(b)), at.index(1));
    // The warp's part of each coordinate (the register and lane parts are the plan's).
    let warp: Vec<Value> = dims
        .iter()
        .map(|d| {
            let digits: Vec<Digit> = d.iter().filter(|g| g.axis.name() == "warp").cloned().collect();
            coordinate(at, axes, &digits, 0)
        })
        .collect();
    let layout = if plan.transpose { "col" } else { "row" };
    let attributes = [
        ("layout", format!("#nvvm.mma_layout<{layout}>")),
        ("shape", "#nvvm.ld_st_matrix_shape<m = 8, n = 8>".to_string()),
        ("eltType", "#nvvm.ld_st_matrix_elt_type<b16>".to_string()),
    ]
    .map(|(name, text)| (name, Attribute::parse(context, &text).expect("an nvvm attribute")));
    let pointer = Type::parse(context, "!llvm.ptr<3>").expect("a pointer type");
    let (i16, i32): (Type, Type) = (
        IntegerType::new(context, 16).into(),
        IntegerType::new(context, 32).into(),
    );
    // A register converted to the tile's element, as the low 16 bits of an i32.
    let bits = |r: i64| {
        let value = super::copy::convert(at, reg.load(at, &[at.index(r)]), element);
        at.convert("arith.extui", at.convert("arith.bitcast", value, i16), i32)
    };
    let sixteen = at.value(
        OperationBuilder::new("arith.constant", at.location)
            .add_attributes(&[at.named("value", at.int_attr(32, 16))])
            .add_results(&[i32]),
    );
    let across = 1 - plan.contiguous;
    for (g, origins) in plan.origins.chunks(plan.matrices as usize).enumerate() {
        // Lane 8q + r gives row r (across the rows) of matrix q.
        let coords: Vec<Value> = (0..2)
            .map(|d| {
                let mut v = at.binary("arith.addi", warp[d], at.index(origins[0][d]));
                for (b, q) in [(0, 1), (1, 2)] {
                    if q < origins.len() && origins[q][d] != origins[0][d] {
                        let delta = at.binary("arith.muli", bit(b), at.index(origins[q][d] - origins[0][d]));
                        v = at.binary("arith.addi", v, delta);
                    }
                }
                if d == across {
                    v = at.binary("arith.addi", v, row);
                }
                v
            })
            .collect();
        let address = at.convert("llvm.inttoptr", row_address(&coords), pointer);
        let mut operands = vec![address];
        for k in 0..origins.len() as i64 {
            let first = 2 * (g as i64 * plan.matrices + k);
            let high = at.binary("arith.shli", bits(first + 1), sixteen);
            operands.push(at.binary("arith.ori", bits(first), high));
        }
        at.insert_built(ops::generic(
            context,
            "nvvm.stmatrix",
            &attributes,
            &operands,
            None,
            at.location,
        ));
    }
}
