//! A C ABI over the layout algebra, so that the C++ side of `#axe.layout`
//! (its parser, printer and verifier hooks) uses the Rust grammar and
//! algorithms instead of a second copy of them. It has no MLIR dependency, so
//! the same code links into the static Rust tools and into the plugin.
//!
//! Strings returned through `out_*` pointers are owned by the caller and
//! released with [`axe_string_free`].

use axe_layout::{GapCondition, Layout, LayoutError, parse, tile_of};
use std::ffi::{CString, c_char};

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
    if rank == 0 { &[] } else { unsafe { std::slice::from_raw_parts(data, rank) } }
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
    match unsafe { layout(data, len) } {
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
            if let GapCondition::Violated { axis, extent, stride, next_stride } = c.gap_condition {
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
        tile_of(&a, unsafe { shape(a_shape, a_rank) }, &b, unsafe { shape(b_shape, b_rank) })
    })();
    checked.map_err(|e| report(&e, out_error, std::ptr::null_mut())).is_ok()
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
