//! The operations of the layout algebra for callers outside Rust, chiefly `axe.layout` in
//! Python (python/axe/layout.py, through ctypes on this crate's cdylib): describe (the normal
//! text, size, replicas, per-axis span and size), apply, group, tile, tile-of, direct sum,
//! slice, equality of induced maps, and the picture (a table or an SVG figure).
//!
//! Layouts go in as text (pointer and length), shapes as `int64_t` arrays. A result that is
//! one layout or picture comes back as text; a structured one as JSON (`out_json`), which a
//! caller reads with its own JSON parser instead of a C struct per result. Every function
//! returns false with a message in `out_error` (and, for a layout that does not parse, the
//! byte offset in `out_offset` where there is one) instead of panicking on any input. Strings
//! written through `out_*` are released with [`crate::axe_string_free`].

use std::ffi::c_char;

use axe_layout::{
    direct_sum, equivalent, group, group_many, picture, slice, tile, tile_of, Grouped, Layout, LayoutError,
};
use serde_json::{json, Value};

use crate::{layout, report, shape, write_string};

/// Writes `result` to `out` (as JSON or text), or its error to `out_error`.
fn finish(
    result: Result<String, LayoutError>,
    out: *mut *mut c_char,
    out_error: *mut *mut c_char,
    out_offset: *mut usize,
) -> bool {
    match result {
        Ok(text) => {
            unsafe { write_string(out, &text) };
            true
        }
        Err(e) => {
            report(&e, out_error, out_offset);
            false
        }
    }
}

fn grouped_json(g: &Grouped, seps: Value) -> String {
    json!({"layout": g.layout.to_string(), "shape": g.shape, "seps": seps}).to_string()
}

/// Parses a layout and describes it as JSON: `{"text": normal form, "size": logical size,
/// "replicas": replica count, "axes": {name: {"span": s, "size": n}}}`.
///
/// # Safety
/// `data` points to `len` readable bytes; out pointers are null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_describe(
    data: *const c_char,
    len: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
    out_offset: *mut usize,
) -> bool {
    let described = unsafe { layout(data, len) }.and_then(|l| {
        let mut axes = serde_json::Map::new();
        for axis in l.axes() {
            axes.insert(
                axis.name().to_string(),
                json!({"span": l.span(&axis)?, "size": l.size_on(&axis)}),
            );
        }
        Ok(json!({"text": l.to_string(), "size": l.size(), "replicas": l.replica_count(), "axes": axes}).to_string())
    });
    finish(described, out_json, out_error, out_offset)
}

/// The set f_L(x) as a JSON list of points (`{axis: coordinate}`, zero components left out):
/// at the flat index `coord[0]` when `shape_rank` is 0, else at the coordinate `coord` of
/// `shape`.
///
/// # Safety
/// `data`/`len` as above; `coord` and `shape_data` point to `coord_rank` and `shape_rank` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_apply(
    data: *const c_char,
    len: usize,
    coord: *const i64,
    coord_rank: usize,
    shape_data: *const i64,
    shape_rank: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let applied = unsafe { layout(data, len) }.and_then(|l| {
        let (at, s) = unsafe { (shape(coord, coord_rank), shape(shape_data, shape_rank)) };
        let set = match (s, at) {
            ([], [x]) => l.apply(*x)?,
            ([], _) => {
                return Err(LayoutError::Shape(format!(
                    "a coordinate of rank {} needs a shape",
                    at.len()
                )))
            }
            _ => l.apply_coord(at, s)?,
        };
        let points: Vec<Value> = set
            .iter()
            .map(|p| Value::Object(p.components().map(|(a, v)| (a.name().to_string(), json!(v))).collect()))
            .collect();
        Ok(Value::Array(points).to_string())
    });
    finish(applied, out_json, out_error, std::ptr::null_mut())
}

/// Groups a layout by `count` shapes (Algorithm 1; several give their common refinement):
/// JSON `{"layout", "shape", "seps": [[...] per shape]}`. `shapes` holds the shapes one after
/// another, `ranks` their ranks.
///
/// # Safety
/// `data`/`len` as above; `ranks` points to `count` values and `shapes` to their sum.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_group(
    data: *const c_char,
    len: usize,
    shapes: *const i64,
    ranks: *const usize,
    count: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let grouped = unsafe { layout(data, len) }.and_then(|l| {
        let ranks = unsafe { shape_of(ranks, count) };
        let total = ranks
            .iter()
            .try_fold(0usize, |a, &r| a.checked_add(r))
            .ok_or_else(|| LayoutError::Shape("the shapes' ranks overflow".into()))?;
        let flat = unsafe { shape(shapes, total) };
        let mut list = Vec::new();
        let mut at = 0;
        for &r in ranks {
            list.push(flat[at..at + r].to_vec());
            at += r;
        }
        match list.as_slice() {
            [] => Err(LayoutError::Shape("group needs at least one shape".into())),
            [one] => {
                let g = group(&l, one)?;
                Ok(grouped_json(&g, json!([g.seps])))
            }
            _ => {
                let many = group_many(&l, &list)?;
                Ok(grouped_json(&many.grouped, json!(many.seps)))
            }
        }
    });
    finish(grouped, out_json, out_error, std::ptr::null_mut())
}

/// The ranks array of [`axe_layout_group`].
unsafe fn shape_of<'a>(data: *const usize, count: usize) -> &'a [usize] {
    if count == 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(data, count) }
    }
}

/// A binary operation of two layouts over their shapes, as JSON `{"layout", "shape", "seps"}`.
unsafe fn binary(
    operation: fn(&Layout, &[i64], &Layout, &[i64]) -> axe_layout::Result<Grouped>,
    operands: [(*const c_char, usize, *const i64, usize); 2],
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let [(a_data, a_len, a_shape, a_rank), (b_data, b_len, b_shape, b_rank)] = operands;
    let combined = (|| {
        let (a, b) = unsafe { (layout(a_data, a_len)?, layout(b_data, b_len)?) };
        let g = operation(&a, unsafe { shape(a_shape, a_rank) }, &b, unsafe {
            shape(b_shape, b_rank)
        })?;
        Ok(grouped_json(&g, json!([g.seps])))
    })();
    finish(combined, out_json, out_error, std::ptr::null_mut())
}

/// OUTER (x) INNER (Algorithm 2): JSON `{"layout", "shape", "seps"}`.
///
/// # Safety
/// Each layout as `data`/`len` above, each shape pointing to its rank's values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_tile(
    a_data: *const c_char,
    a_len: usize,
    a_shape: *const i64,
    a_rank: usize,
    b_data: *const c_char,
    b_len: usize,
    b_shape: *const i64,
    b_rank: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let operands = [(a_data, a_len, a_shape, a_rank), (b_data, b_len, b_shape, b_rank)];
    unsafe { binary(tile, operands, out_json, out_error) }
}

/// C with A = C (x) B (App. D): JSON `{"layout", "shape", "seps"}`.
///
/// # Safety
/// As for [`axe_layout_tile`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_tile_of(
    a_data: *const c_char,
    a_len: usize,
    a_shape: *const i64,
    a_rank: usize,
    b_data: *const c_char,
    b_len: usize,
    b_shape: *const i64,
    b_rank: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let operands = [(a_data, a_len, a_shape, a_rank), (b_data, b_len, b_shape, b_rank)];
    unsafe { binary(tile_of, operands, out_json, out_error) }
}

/// LEFT + RIGHT on the tiling domain (App. F): JSON `{"layout", "shape", "seps"}`.
///
/// # Safety
/// As for [`axe_layout_tile`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_direct_sum(
    a_data: *const c_char,
    a_len: usize,
    a_shape: *const i64,
    a_rank: usize,
    b_data: *const c_char,
    b_len: usize,
    b_shape: *const i64,
    b_rank: usize,
    out_json: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let operands = [(a_data, a_len, a_shape, a_rank), (b_data, b_len, b_shape, b_rank)];
    unsafe { binary(direct_sum, operands, out_json, out_error) }
}

/// The layout of the region `begins[d]..ends[d]` of a tensor of `shape` (spec 001 §3.3), as text.
///
/// # Safety
/// `data`/`len` as above; `shape_data`, `begins` and `ends` point to `rank` values each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_slice(
    data: *const c_char,
    len: usize,
    shape_data: *const i64,
    begins: *const i64,
    ends: *const i64,
    rank: usize,
    out_text: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let sliced = unsafe { layout(data, len) }.and_then(|l| {
        let (s, b, e) = unsafe { (shape(shape_data, rank), shape(begins, rank), shape(ends, rank)) };
        let region: Vec<std::ops::Range<i64>> = b.iter().zip(e).map(|(&b, &e)| b..e).collect();
        Ok(slice(&l, s, &region)?.to_string())
    });
    finish(sliced, out_text, out_error, std::ptr::null_mut())
}

/// Whether two layouts induce the same map: 1 or 0, and -1 with `out_error` when one does
/// not parse or the comparison is too large.
///
/// # Safety
/// Each layout as `data`/`len` above; `out_error` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_equal(
    a_data: *const c_char,
    a_len: usize,
    b_data: *const c_char,
    b_len: usize,
    out_error: *mut *mut c_char,
) -> i32 {
    let compared = (|| {
        let (a, b) = unsafe { (layout(a_data, a_len)?, layout(b_data, b_len)?) };
        equivalent(&a, &b)
    })();
    match compared {
        Ok(e) => i32::from(e.equal),
        Err(e) => {
            report(&e, out_error, std::ptr::null_mut());
            -1
        }
    }
}

/// The picture of a layout over `shape` (axe-layout show): the table (logical coordinate ->
/// axis coordinates) as text, or with `svg` the SVG figure. At most
/// [`axe_layout::picture::LIMIT`] points.
///
/// # Safety
/// `data`/`len` as above; `shape_data` points to `rank` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_picture(
    data: *const c_char,
    len: usize,
    shape_data: *const i64,
    rank: usize,
    svg: bool,
    out_text: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let drawn = unsafe { layout(data, len) }.and_then(|l| {
        let s = unsafe { shape(shape_data, rank) };
        picture::check_drawable(&l, s)?;
        if svg {
            picture::svg::render(&l, s)
        } else {
            picture::table::render(&l, s)
        }
    });
    finish(drawn, out_text, out_error, std::ptr::null_mut())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    fn read(p: *mut c_char) -> String {
        if p.is_null() {
            return String::new();
        }
        let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
        unsafe { crate::axe_string_free(p) };
        s
    }

    #[test]
    fn group_and_tile_write_json() {
        let l = "S[30:1]";
        let (shapes, ranks) = ([6i64, 5], [2usize]);
        let (mut out, mut error) = (std::ptr::null_mut(), std::ptr::null_mut());
        let ok = unsafe {
            axe_layout_group(
                l.as_ptr().cast(),
                l.len(),
                shapes.as_ptr(),
                ranks.as_ptr(),
                1,
                &mut out,
                &mut error,
            )
        };
        assert!(ok, "{}", read(error));
        let got: Value = serde_json::from_str(&read(out)).unwrap();
        assert_eq!(
            got,
            json!({"layout": "S[(6,5):(5,1)]", "shape": [6, 5], "seps": [[0, 1, 2]]})
        );
        let bad = [4i64, 4];
        let ok = unsafe {
            axe_layout_group(
                l.as_ptr().cast(),
                l.len(),
                bad.as_ptr(),
                ranks.as_ptr(),
                1,
                &mut out,
                &mut error,
            )
        };
        assert!(!ok && !read(error).is_empty());
    }

    #[test]
    fn describe_reports_a_parse_offset() {
        let l = "S[(8,2):(4@lane,0@warp)]";
        let (mut out, mut error, mut offset) = (std::ptr::null_mut(), std::ptr::null_mut(), 0usize);
        let ok = unsafe { axe_layout_describe(l.as_ptr().cast(), l.len(), &mut out, &mut error, &mut offset) };
        assert!(!ok);
        assert!(read(error).contains("non-zero"));
        assert_eq!(&l[offset..offset + 1], "0");
    }
}
