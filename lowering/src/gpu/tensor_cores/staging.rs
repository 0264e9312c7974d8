//! Staging a k-step of A and B in shared memory: the block's threads copy the block's
//! `BM x 16` tile of A and `16 x BN` tile of B from global memory once (consecutive threads,
//! consecutive elements), pass a barrier, and each warp loads its `mma.sync` fragments from
//! there with `ldmatrix` (A: four 8 x 8 matrices per m16k16 atom; B, stored k-major: two,
//! transposed). Each element of the block's tiles is read from global memory once per block
//! instead of once per warp that needs it, and a lane's fragment is one instruction instead of
//! eight 2-byte loads.
//!
//! The shared tiles are `memref.alloca`s in workgroup memory, 16-byte aligned (`ldmatrix`
//! reads 16-byte rows); outlining makes them the kernel's workgroup attributions.

use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use melior::ir::{Attribute, Type, TypeLike, Value, attribute::IntegerAttribute};

/// Elements of one `ldmatrix` row (16 bytes of 16-bit elements), and rows per matrix.
const ROW: i64 = 8;

/// `vector<dims x element>`.
fn vector<'c>(element: Type<'c>, dims: &[i64]) -> Type<'c> {
    unsafe { Type::from_raw(mlir_sys::mlirVectorTypeGet(dims.len() as isize, dims.as_ptr(), element.to_raw())) }
}

/// A `rows x cols` tile of `element` in workgroup memory, 16-byte aligned.
pub fn allocate<'c, 'a>(at: &Builder<'c, 'a>, element: Type<'c>, [rows, cols]: [i64; 2]) -> Result<Value<'c, 'a>, String> {
    let text = format!("memref<{rows}x{cols}x{element}, #gpu.address_space<workgroup>>");
    let ty = Type::parse(at.context, &text).ok_or_else(|| format!("the shared tile type {text} does not parse"))?;
    let alignment: Attribute = IntegerAttribute::new(melior::ir::r#type::IntegerType::new(at.context, 64).into(), 16).into();
    let alloca = ops::generic_builder(at.context, "memref.alloca", &[("alignment", alignment)], &[], Some(ty), at.location)
        .add_attributes(&[at.named("operandSegmentSizes", Attribute::parse(at.context, "array<i32: 0, 0>").expect("segment sizes"))]);
    Ok(at.value(alloca))
}

/// The block's threads copy the `rows x cols` tile into `shared`: thread `tid` of `threads`
/// copies elements `tid`, `tid + threads`, ... (row-major), each read with `load(row, col)`.
pub fn copy_tile<'c, 'a>(
    at: &Builder<'c, 'a>,
    tid: Value<'c, 'a>,
    threads: i64,
    [rows, cols]: [i64; 2],
    shared: Value<'c, 'a>,
    load: &dyn Fn(Value<'c, 'a>, Value<'c, 'a>) -> Value<'c, 'a>,
) -> Result<(), String> {
    let elements = rows * cols;
    if elements % threads != 0 {
        return Err(format!("a {rows} x {cols} tile does not split evenly over {threads} threads"));
    }
    for i in 0..elements / threads {
        let e = if i == 0 { tid } else { at.binary("arith.addi", tid, at.index(i * threads)) };
        let (row, col) = (at.binary("arith.divui", e, at.index(cols)), at.binary("arith.remui", e, at.index(cols)));
        let value = load(row, col);
        at.insert_built(ops::memref_store(value, shared, &[row, col], at.location));
    }
    Ok(())
}

/// `gpu.barrier`.
pub fn barrier(at: &Builder) {
    at.insert_built(ops::generic(at.context, "gpu.barrier", &[], &[], None, at.location));
}

fn ldmatrix<'c, 'a>(at: &Builder<'c, 'a>, shared: Value<'c, 'a>, row: Value<'c, 'a>, col: Value<'c, 'a>, tiles: i64, transpose: bool, element: Type<'c>) -> Value<'c, 'a> {
    let attributes = [
        ("numTiles", Attribute::parse(at.context, &format!("{tiles} : i32")).expect("an i32")),
        ("transpose", Attribute::parse(at.context, if transpose { "true" } else { "false" }).expect("a bool")),
    ];
    at.insert_built(ops::generic(at.context, "nvgpu.ldmatrix", &attributes, &[shared, row, col], Some(vector(element, &[tiles, 2])), at.location))
        .result(0)
        .expect("one result")
        .into()
}

/// The A fragment of the m16k16 atom whose first row in the tile is `base_row`: four 8 x 8
/// matrices (rows 0-7 and 8-15 of columns 0-7, then of columns 8-15), lane 8q + r giving row
/// r of matrix q, which leaves each lane the registers a0 .. a7 of the PTX ISA's fragment.
pub fn a_fragment<'c, 'a>(at: &Builder<'c, 'a>, lane: Value<'c, 'a>, shared: Value<'c, 'a>, base_row: Value<'c, 'a>, element: Type<'c>) -> Value<'c, 'a> {
    let r = at.binary("arith.remui", lane, at.index(ROW));
    let q = at.binary("arith.divui", lane, at.index(ROW));
    let lower = at.binary("arith.muli", at.binary("arith.remui", q, at.index(2)), at.index(ROW));
    let row = at.binary("arith.addi", base_row, at.binary("arith.addi", r, lower));
    let col = at.binary("arith.muli", at.binary("arith.divui", q, at.index(2)), at.index(ROW));
    ldmatrix(at, shared, row, col, 4, false, element)
}

/// The B fragment of the k16n8 atom whose first column in the k-major tile is `base_col`: two
/// 8 x 8 matrices (k 0-7 and 8-15) loaded transposed, lane l < 16 giving the row k = l, so
/// each lane gets b0 .. b3 (k = 2t, 2t + 1 and + 8, column g). Lanes 16-31 repeat the first
/// sixteen addresses, which `ldmatrix .x2` does not read.
pub fn b_fragment<'c, 'a>(at: &Builder<'c, 'a>, lane: Value<'c, 'a>, shared: Value<'c, 'a>, base_col: Value<'c, 'a>, element: Type<'c>) -> Value<'c, 'a> {
    let k = at.binary("arith.remui", lane, at.index(2 * ROW));
    ldmatrix(at, shared, k, base_col, 2, true, element)
}
