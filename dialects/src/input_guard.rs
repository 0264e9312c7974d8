//! Input that crashes MLIR 22's own parser, refused before the parser sees
//! it, with the file, line and column of the offending text; and the crash
//! handler every tool installs so that a crash that remains is reported.
//!
//! `array<index: ...>` (a dense array of `index`) makes the builtin
//! attribute parser dereference a null element type and die with signal 11
//! in every MLIR 22 tool, upstream `mlir-opt` included. Dense arrays hold
//! i1 to i64 and floats; `index` never parses. Comments and string literals
//! are skipped, so a CHECK line or a string attribute may mention it.
//!
//! A vector type of 2^32 elements or more (`vector<4x9223372036854775807xf16>`)
//! is a valid type, but the parsers of `vector.from_elements` and
//! `vector.to_elements` make a list of one type per element and LLVM aborts
//! ("SmallVector unable to grow"), upstream `mlir-opt` too. Which type belongs
//! to which op is the parser's to know, so in a file that uses either op every
//! such vector type is refused (LLVM counts vector elements in 32 bits: no
//! program can lower one); other files keep them.

use crate::ffi;
use std::ffi::{CStr, CString, c_char};

/// Text the MLIR parser crashes on: its byte offset in the input and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    pub offset: usize,
    pub message: &'static CStr,
}

pub const DENSE_INDEX_ARRAY: &CStr =
    c"array<index: ...> is not a valid dense array (MLIR 22's parser crashes on it): use array<i64: ...>";

pub const HUGE_VECTOR: &CStr =
    c"a vector of 2^32 or more elements is not supported in a file with vector.from_elements or vector.to_elements (MLIR 22's parsers of both abort on it; LLVM counts vector elements in 32 bits)";

/// The first `array<index`, or the first too large `vector<...>` of a file with
/// `vector.from_elements` or `vector.to_elements`, outside comments and string literals.
pub fn find_unsupported(bytes: &[u8]) -> Option<Unsupported> {
    let mut huge_vector = None;
    let mut elements_op = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'a' if is_dense_index_array(&bytes[i..]) && (i == 0 || !is_identifier(bytes[i - 1])) => {
                return Some(Unsupported { offset: i, message: DENSE_INDEX_ARRAY });
            }
            b'v' if i == 0 || !is_identifier(bytes[i - 1]) => {
                let rest = &bytes[i..];
                elements_op |= [&b"vector.from_elements"[..], b"vector.to_elements"]
                    .iter()
                    .any(|op| rest.starts_with(op) && rest.get(op.len()).is_none_or(|&b| !is_identifier(b)));
                if huge_vector.is_none() && is_huge_vector(rest) {
                    huge_vector = Some(i);
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    huge_vector.filter(|_| elements_op).map(|offset| Unsupported { offset, message: HUGE_VECTOR })
}

fn is_identifier(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

/// `array` `<` `index`, `index` a whole word, with whitespace and comments
/// between the tokens as MLIR's lexer allows.
fn is_dense_index_array(rest: &[u8]) -> bool {
    let Some(rest) = rest.strip_prefix(b"array") else { return false };
    let Some(rest) = skip_trivia(rest).strip_prefix(b"<") else { return false };
    skip_trivia(rest).strip_prefix(b"index").is_some_and(|after| after.first().is_none_or(|&b| !is_identifier(b)))
}

/// `vector` `<` dims `x` ... whose static sizes (scalable `[n]` ones included) multiply to
/// 2^32 or more.
fn is_huge_vector(rest: &[u8]) -> bool {
    let Some(rest) = rest.strip_prefix(b"vector") else { return false };
    let Some(mut rest) = skip_trivia(rest).strip_prefix(b"<") else { return false };
    let mut elements: u128 = 1;
    loop {
        rest = skip_trivia(rest);
        let scalable = rest.first() == Some(&b'[');
        let digits_at = if scalable { skip_trivia(&rest[1..]) } else { rest };
        let digits = digits_at.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return false;
        }
        // Past 2^64 the count is over the limit whatever the digits say.
        let size = std::str::from_utf8(&digits_at[..digits]).ok().and_then(|d| d.parse::<u64>().ok()).map_or(u128::MAX, u128::from);
        elements = elements.saturating_mul(size);
        if elements > u128::from(u32::MAX) {
            return true;
        }
        let mut after = skip_trivia(&digits_at[digits..]);
        if scalable {
            let Some(closed) = after.strip_prefix(b"]") else { return false };
            after = skip_trivia(closed);
        }
        let Some(next) = after.strip_prefix(b"x") else { return false };
        rest = next;
    }
}

fn skip_trivia(mut rest: &[u8]) -> &[u8] {
    loop {
        rest = rest.trim_ascii_start();
        match rest.strip_prefix(b"//") {
            Some(comment) => rest = comment.iter().position(|&b| b == b'\n').map_or(&[][..], |p| &comment[p..]),
            None => return rest,
        }
    }
}

/// `name:line:col: error: message`, the source line and a caret, as MLIR
/// prints parse errors.
pub fn format_error(name: &str, text: &str, found: &Unsupported) -> String {
    let before = &text[..found.offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |p| p + 1);
    let column = found.offset - line_start + 1;
    let source_line = text[line_start..].lines().next().unwrap_or_default();
    let message = found.message.to_string_lossy();
    format!("{name}:{line}:{column}: error: {message}\n{source_line}\n{}^", " ".repeat(column - 1))
}

/// Checks a whole input before it is parsed.
pub fn check(name: &str, text: &str) -> Result<(), String> {
    match find_unsupported(text.as_bytes()) {
        Some(found) => Err(format_error(name, text, &found)),
        None => Ok(()),
    }
}

/// LLVM's crash handler: on a fatal signal, print the program arguments,
/// what MLIR was doing (its pretty stack trace) and a backtrace, instead of
/// dying silently. Call first thing in `main`.
pub fn install_crash_handler() {
    let args: Vec<CString> = std::env::args().map(|a| CString::new(a).unwrap_or_default()).collect();
    let argv: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
    // The shim copies the arguments: they must outlive this call.
    unsafe { ffi::axeInstallCrashHandler(argv.len() as i32, argv.as_ptr()) }
    // A reader that closes the pipe (`| head`) ends the tool quietly, as it ends a C tool,
    // instead of a print panicking on EPIPE (Rust ignores SIGPIPE by default).
    unsafe extern "C" {
        fn signal(signum: std::ffi::c_int, handler: usize) -> usize;
    }
    const SIGPIPE: std::ffi::c_int = 13;
    const SIG_DFL: usize = 0;
    unsafe { signal(SIGPIPE, SIG_DFL) };
}

/// The callback `axeOptMain` runs on the input buffer before parsing it:
/// the offset of unsupported text (its message in `message`), or -1.
pub(crate) unsafe extern "C" fn scan_input(data: *const c_char, length: usize, message: *mut *const c_char) -> isize {
    let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), length) };
    match find_unsupported(bytes) {
        Some(found) => {
            unsafe { *message = found.message.as_ptr() };
            found.offset as isize
        }
        None => -1,
    }
}
