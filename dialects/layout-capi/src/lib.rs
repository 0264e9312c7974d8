//! A C ABI over the layout algebra, so that the C++ side of `#axe.layout`
//! (its parser, printer and verifier hooks) uses the Rust grammar and
//! algorithms instead of a second copy of them. It has no MLIR dependency, so
//! the same code links into the static Rust tools and into the plugin.
//!
//! The rest of the algebra, for other languages (`axe.layout` in Python, through this
//! crate's cdylib), is in [`algebra`].
//!
//! Strings returned through `out_*` pointers are owned by the caller and
//! released with [`axe_string_free`].

pub mod algebra;

use axe_layout::{parse, tile_of, GapCondition, Layout, LayoutError};
use std::ffi::{c_char, CString};

/// A failure: a message and, for parse errors, the byte offset into the input.
fn report(error: &LayoutError, out_error: *mut *mut c_char, out_offset: *mut usize) {
    let (offset, message) = match error {
        LayoutError::Parse { offset, message } => (*offset, message.clone()),
        other => (0, other.to_string()),
    };
    unsafe {
        if !out_offset.is_null() {
            *out_offset = offset;
        }
        write_string(out_error, &message);
    }
}

unsafe fn write_string(out: *mut *mut c_char, text: &str) {
    if !out.is_null() {
        let owned = CString::new(text.replace('\0', " ")).expect("NUL bytes were replaced");
        unsafe { *out = owned.into_raw() };
    }
}

unsafe fn text<'a>(data: *const c_char, len: usize) -> &'a str {
    let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) };
    std::str::from_utf8(bytes).unwrap_or("\u{fffd}")
}

unsafe fn layout(data: *const c_char, len: usize) -> Result<Layout, LayoutError> {
    parse(unsafe { text(data, len) })
}

unsafe fn shape<'a>(data: *const i64, rank: usize) -> &'a [i64] {
    if rank == 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(data, rank) }
    }
}

/// Parses a layout and writes its normal text form (the printer's spelling).
///
/// # Safety
/// `data` points to `len` readable bytes; out pointers are null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_normalize(
    data: *const c_char,
    len: usize,
    out_text: *mut *mut c_char,
    out_error: *mut *mut c_char,
    out_offset: *mut usize,
) -> bool {
    // An attribute names real hardware: its coordinates must fit the hardware axes' extents.
    match unsafe { layout(data, len) }.and_then(|l| axe_layout::check_extents(&l).map(|()| l)) {
        Ok(l) => {
            unsafe { write_string(out_text, &l.to_string()) };
            true
        }
        Err(e) => {
            report(&e, out_error, out_offset);
            false
        }
    }
}

/// Canonicalizes a layout (spec 001 Appendix A). When the gap condition
/// fails, the canonical form may not be unique and `out_note` says why.
///
/// # Safety
/// As for [`axe_layout_normalize`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_canonicalize(
    data: *const c_char,
    len: usize,
    out_text: *mut *mut c_char,
    out_note: *mut *mut c_char,
    out_error: *mut *mut c_char,
) -> bool {
    let canonical = unsafe { layout(data, len) }.and_then(|l| l.canonicalize());
    match canonical {
        Ok(c) => {
            unsafe { write_string(out_text, &c.layout.to_string()) };
            if let GapCondition::Violated {
                axis,
                extent,
                stride,
                next_stride,
            } = c.gap_condition
            {
                let note = format!(
                    "the canonical form may not be unique: on axis '{}', replica iter {extent}:{stride} \
                     is followed by stride {next_stride} <= {extent}*{stride} (gap condition, spec 001 A.1)",
                    axis.name()
                );
                unsafe { write_string(out_note, &note) };
            }
            true
        }
        Err(e) => {
            report(&e, out_error, std::ptr::null_mut());
            false
        }
    }
}

/// Whether the layout admits a tensor of `shape`: positive extents whose
/// product is the layout's size.
///
/// # Safety
/// `data`/`len` as above; `shape_data` points to `rank` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_check_admits(
    data: *const c_char,
    len: usize,
    shape_data: *const i64,
    rank: usize,
    out_error: *mut *mut c_char,
) -> bool {
    let checked = unsafe { layout(data, len) }.and_then(|l| l.check_admits(unsafe { shape(shape_data, rank) }));
    checked.map_err(|e| report(&e, out_error, std::ptr::null_mut())).is_ok()
}

/// Whether layout A (of `a_shape`) is a tiling C (x) B of the instruction
/// atom B (of `b_shape`) for some C (spec 001 Appendix D).
///
/// # Safety
/// As for [`axe_layout_check_admits`], for both layouts and shapes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_check_tile_of(
    a_data: *const c_char,
    a_len: usize,
    a_shape: *const i64,
    a_rank: usize,
    b_data: *const c_char,
    b_len: usize,
    b_shape: *const i64,
    b_rank: usize,
    out_error: *mut *mut c_char,
) -> bool {
    let checked = (|| {
        let (a, b) = unsafe { (layout(a_data, a_len)?, layout(b_data, b_len)?) };
        tile_of(&a, unsafe { shape(a_shape, a_rank) }, &b, unsafe {
            shape(b_shape, b_rank)
        })
    })();
    checked.map_err(|e| report(&e, out_error, std::ptr::null_mut())).is_ok()
}

/// The row-major layout of `shape` on the memory axis, in normal text form.
///
/// # Safety
/// `shape_data` points to `rank` values; `out_text` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_row_major(shape_data: *const i64, rank: usize, out_text: *mut *mut c_char) -> bool {
    match Layout::row_major(unsafe { shape(shape_data, rank) }) {
        Ok(l) => {
            unsafe { write_string(out_text, &l.to_string()) };
            true
        }
        Err(_) => false,
    }
}

/// Whether a tensor of `shape` with this layout may live in memory `scope` with elements of
/// `elem_bytes`: the Trainium rules (0 hbm, 1 sbuf, 2 psum; spec 001 Appendix H) or the GPU
/// ones (3 global, 4 shared, 5 reg).
///
/// # Safety
/// As for [`axe_layout_check_admits`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_check_placement(
    data: *const c_char,
    len: usize,
    shape_data: *const i64,
    rank: usize,
    scope: u32,
    elem_bytes: i64,
    out_error: *mut *mut c_char,
) -> bool {
    let checked = (|| {
        let l = unsafe { layout(data, len) }.map_err(|e| e.to_string())?;
        let shape = unsafe { shape(shape_data, rank) };
        match (
            axe_trainium::Scope::from_code(scope),
            axe_schedule::gpu_memory::GpuScope::from_code(scope),
        ) {
            (Some(trainium), _) => axe_trainium::check_placement(&l, shape, trainium, elem_bytes),
            (_, Some(gpu)) => axe_schedule::gpu_memory::check_placement(&l, shape, gpu, elem_bytes),
            _ => Err("unknown memory scope".into()),
        }
    })();
    match checked {
        Ok(()) => true,
        Err(message) => {
            unsafe { write_string(out_error, &message) };
            false
        }
    }
}

/// The span plus offset of a layout on the axis named `axis` (a NUL-terminated name): the
/// addresses it reaches there are below this; -1 when the layout does not parse.
///
/// # Safety
/// `data`/`len` as for [`axe_layout_check_admits`]; `axis` is a valid C string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_span_on(data: *const c_char, len: usize, axis: *const c_char) -> i64 {
    let Ok(l) = (unsafe { layout(data, len) }) else {
        return -1;
    };
    let Ok(name) = (unsafe { std::ffi::CStr::from_ptr(axis) }).to_str() else {
        return -1;
    };
    let Ok(axis) = axe_layout::Axis::new(name) else {
        return -1;
    };
    let offset = l.offset().get(&axis).copied().unwrap_or(0);
    l.span(&axis).ok().and_then(|s| s.checked_add(offset)).unwrap_or(-1)
}

/// The axes that dimension `dim` of a tensor of `shape` maps to: a bit set of
/// 1 (P), 2 (F), 4 (Bank), 8 (any other axis); -1 when the layout does not
/// group by the shape.
///
/// # Safety
/// As for [`axe_layout_check_admits`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_layout_dim_axes(
    data: *const c_char,
    len: usize,
    shape_data: *const i64,
    rank: usize,
    dim: usize,
) -> i32 {
    let Ok(l) = (unsafe { layout(data, len) }) else {
        return -1;
    };
    let Ok(grouped) = axe_layout::group(&l, unsafe { shape(shape_data, rank) }) else {
        return -1;
    };
    if dim >= grouped.rank() {
        return -1;
    }
    grouped
        .block(dim)
        .iter()
        .filter(|i| i.extent() > 1)
        .map(|i| match i.axis().name() {
            "P" => 1,
            "F" => 2,
            "Bank" => 4,
            _ => 8,
        })
        .fold(0, |acc, bit| acc | bit)
}

/// Releases a string returned by this library.
///
/// # Safety
/// `text` is null or came from this library and was not freed before.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn axe_string_free(text: *mut c_char) {
    if !text.is_null() {
        drop(unsafe { CString::from_raw(text) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    /// Calls `f` with the out-pointers and returns (ok, text, error).
    fn call(f: impl FnOnce(*mut *mut c_char, *mut *mut c_char) -> bool) -> (bool, String, String) {
        let (mut text, mut error) = (std::ptr::null_mut(), std::ptr::null_mut());
        let ok = f(&mut text, &mut error);
        let read = |p: *mut c_char| {
            if p.is_null() {
                return String::new();
            }
            let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
            unsafe { axe_string_free(p) };
            s
        };
        (ok, read(text), read(error))
    }

    #[test]
    fn normalize_prints_the_normal_form() {
        let input = "S[2,3,4]";
        let (ok, text, _) = call(|t, e| unsafe {
            axe_layout_normalize(input.as_ptr().cast(), input.len(), t, e, std::ptr::null_mut())
        });
        assert!(ok);
        assert_eq!(text, "S[(2,3,4):(12,4,1)]");
    }

    #[test]
    fn normalize_reports_the_offset_of_a_bad_stride() {
        let input = "S[(8,2):(4@lane,0@warp)]";
        let mut offset = 0;
        let (ok, _, error) =
            call(|t, e| unsafe { axe_layout_normalize(input.as_ptr().cast(), input.len(), t, e, &mut offset) });
        assert!(!ok);
        assert_eq!(&input[offset..offset + 1], "0");
        assert!(error.contains("non-zero"), "{error}");
    }

    #[test]
    fn canonicalize_notes_a_failed_gap_condition() {
        let input = "S[4:1] + R[(2,2):(3@w,2@w)]";
        let (mut text, mut note, mut error) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
        let ok =
            unsafe { axe_layout_canonicalize(input.as_ptr().cast(), input.len(), &mut text, &mut note, &mut error) };
        assert!(ok && !note.is_null());
        let note_text = unsafe { CStr::from_ptr(note) }.to_string_lossy().into_owned();
        assert!(note_text.contains("gap condition"), "{note_text}");
        unsafe { (axe_string_free(text), axe_string_free(note), axe_string_free(error)) };
    }

    #[test]
    fn admits_checks_the_element_count() {
        let input = "S[(4,8):(8,1)]";
        let good = [4i64, 8];
        let bad = [4i64, 4];
        let (ok, _, _) =
            call(|_, e| unsafe { axe_layout_check_admits(input.as_ptr().cast(), input.len(), good.as_ptr(), 2, e) });
        assert!(ok);
        let (ok, _, error) =
            call(|_, e| unsafe { axe_layout_check_admits(input.as_ptr().cast(), input.len(), bad.as_ptr(), 2, e) });
        assert!(!ok && error.contains("16 elements"), "{error}");
    }

    #[test]
    fn tile_of_recognizes_a_tiling_of_an_atom() {
        // A = (2x2 grid of 2x2 tiles on m) = S[(2,2):(4,2)] (x) S[(2,2):(2,1)] over shape (4,4).
        let a = "S[(2,2,2,2):(8,2,4,1)]";
        let b = "S[(2,2):(2,1)]";
        let (a_shape, b_shape) = ([4i64, 4], [2i64, 2]);
        let (ok, _, error) = call(|_, e| unsafe {
            axe_layout_check_tile_of(
                a.as_ptr().cast(),
                a.len(),
                a_shape.as_ptr(),
                2,
                b.as_ptr().cast(),
                b.len(),
                b_shape.as_ptr(),
                2,
                e,
            )
        });
        assert!(ok, "{error}");
        let not_a_tile = "S[(4,4):(1,4)]";
        let (ok, _, _) = call(|_, e| unsafe {
            axe_layout_check_tile_of(
                not_a_tile.as_ptr().cast(),
                not_a_tile.len(),
                a_shape.as_ptr(),
                2,
                b.as_ptr().cast(),
                b.len(),
                b_shape.as_ptr(),
                2,
                e,
            )
        });
        assert!(!ok);
    }
}
