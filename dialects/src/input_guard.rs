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
//!
//! A `shard.grid` with an axis of size 0 is valid, and so is one whose sizes
//! multiply past 2^63 - 1, but the verifiers of `shard.all_slice`,
//! `shard.all_to_all`, `shard.reduce_scatter` and `shard.scatter` divide by
//! the product of their grid axes' sizes, which is then 0 (or wraps to it),
//! and die with SIGFPE, upstream `mlir-opt` too. In a file that uses any of
//! them such a grid is refused, in the custom form and the generic one.
//!
//! A tensor dimension named by `shard.all_gather`, `shard.all_slice`,
//! `shard.all_to_all`, `shard.reduce_scatter` or `shard.scatter` (`gather_axis`,
//! `slice_axis`, `split_axis`, `concat_axis`, `scatter_axis`) that is negative or
//! not below the operand's rank makes their verifiers index past the shape
//! (signal 11, or a message made of garbage), upstream `mlir-opt` too. Such an
//! axis is refused where the op's line gives the operand's tensor type.
//!
//! An `llvm.insertvalue` or `llvm.extractvalue` position of 2^32 or more
//! makes MLIR 22 index past a struct's body and die with signal 11 (the
//! custom form's parser and the generic form's verifier, upstream `mlir-opt`
//! too), and into an array it is accepted though LLVM IR indexes aggregates
//! with 32 bits. Such a position is refused in both forms.

use crate::ffi;
use std::ffi::{c_char, CStr, CString};

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

pub const DEGENERATE_GRID: &CStr =
    c"a shard.grid with an axis of size 0, or whose axis sizes multiply past 2^63 - 1, is not supported in a file with shard.all_slice, shard.all_to_all, shard.reduce_scatter or shard.scatter (MLIR 22's verifiers of these divide by the device group's size and crash)";

pub const HUGE_POSITION: &CStr =
    c"an llvm.insertvalue or llvm.extractvalue position of 2^32 or more is not supported (MLIR 22 crashes on one into a struct and accepts one into an array; LLVM IR indexes aggregates with 32 bits)";

pub const BAD_TENSOR_AXIS: &CStr =
    c"a shard collective's tensor axis (gather_axis, slice_axis, split_axis, concat_axis, scatter_axis) must be at least 0 and below the operand's rank (MLIR 22's verifiers index the shape with it unchecked and crash)";

/// The shard collectives that name a dimension of their operand, and the attributes that do.
const TENSOR_AXIS_OPS: [&[u8]; 5] = [
    b"shard.all_gather",
    b"shard.all_slice",
    b"shard.all_to_all",
    b"shard.reduce_scatter",
    b"shard.scatter",
];
const TENSOR_AXIS_NAMES: [&[u8]; 5] = [
    b"gather_axis",
    b"slice_axis",
    b"split_axis",
    b"concat_axis",
    b"scatter_axis",
];

/// The ops whose `position` indexes an aggregate.
const AGGREGATE_OPS: [&[u8]; 2] = [b"llvm.insertvalue", b"llvm.extractvalue"];

/// The ops whose verifiers divide by the size of their device group.
const GROUP_DIVIDING_OPS: [&[u8]; 4] = [
    b"shard.all_slice",
    b"shard.all_to_all",
    b"shard.reduce_scatter",
    b"shard.scatter",
];

/// The first `array<index`; else the first too large `vector<...>` of a file with
/// `vector.from_elements` or `vector.to_elements`; else the first degenerate `shard.grid`
/// of a file with an op of [`GROUP_DIVIDING_OPS`]: outside comments and string literals
/// (but for op names in string literals, the generic form's).
pub fn find_unsupported(bytes: &[u8]) -> Option<Unsupported> {
    let mut huge_vector = None;
    let mut elements_op = false;
    let mut degenerate_grid = None;
    let mut group_dividing_op = false;
    let mut huge_position = None;
    let mut bad_axis = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                // An op in the generic form, `"shard.scatter"(...)`; other strings name no op.
                let after = &bytes[(i + 1).min(bytes.len())..];
                if skip_trivia(after).starts_with(b"(") {
                    let name = &bytes[start..i.min(bytes.len())];
                    group_dividing_op |= GROUP_DIVIDING_OPS.contains(&name);
                    if name == b"shard.grid" && degenerate_grid.is_none() && is_degenerate_grid(after) {
                        degenerate_grid = Some(start);
                    }
                    if AGGREGATE_OPS.contains(&name) && huge_position.is_none() && is_huge_position(after) {
                        huge_position = Some(start);
                    }
                    if TENSOR_AXIS_OPS.contains(&name) && bad_axis.is_none() && has_bad_tensor_axis(after) {
                        bad_axis = Some(start);
                    }
                }
                i += 1;
            }
            b's' if i == 0 || !is_identifier(bytes[i - 1]) => {
                let rest = &bytes[i..];
                group_dividing_op |= GROUP_DIVIDING_OPS.iter().any(|op| is_word(rest, op));
                if let Some(op) = TENSOR_AXIS_OPS.iter().find(|op| is_word(rest, op)) {
                    if bad_axis.is_none() && has_bad_tensor_axis(&rest[op.len()..]) {
                        bad_axis = Some(i);
                    }
                }
                if degenerate_grid.is_none()
                    && is_word(rest, b"shard.grid")
                    && is_degenerate_grid(&rest[b"shard.grid".len()..])
                {
                    degenerate_grid = Some(i);
                }
                i += 1;
            }
            b'l' if i == 0 || !is_identifier(bytes[i - 1]) => {
                let rest = &bytes[i..];
                if let Some(op) = AGGREGATE_OPS.iter().find(|op| is_word(rest, op)) {
                    if huge_position.is_none() && is_huge_position(&rest[op.len()..]) {
                        huge_position = Some(i);
                    }
                }
                i += 1;
            }
            b'a' if is_dense_index_array(&bytes[i..]) && (i == 0 || !is_identifier(bytes[i - 1])) => {
                return Some(Unsupported {
                    offset: i,
                    message: DENSE_INDEX_ARRAY,
                });
            }
            b'v' if i == 0 || !is_identifier(bytes[i - 1]) => {
                let rest = &bytes[i..];
                elements_op |= is_word(rest, b"vector.from_elements") || is_word(rest, b"vector.to_elements");
                if huge_vector.is_none() && is_huge_vector(rest) {
                    huge_vector = Some(i);
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    let huge_vector = huge_vector.filter(|_| elements_op).map(|offset| Unsupported {
        offset,
        message: HUGE_VECTOR,
    });
    let degenerate_grid = degenerate_grid.filter(|_| group_dividing_op).map(|offset| Unsupported {
        offset,
        message: DEGENERATE_GRID,
    });
    let huge_position = huge_position.map(|offset| Unsupported {
        offset,
        message: HUGE_POSITION,
    });
    let bad_axis = bad_axis.map(|offset| Unsupported {
        offset,
        message: BAD_TENSOR_AXIS,
    });
    [huge_vector, degenerate_grid, huge_position, bad_axis]
        .into_iter()
        .flatten()
        .min_by_key(|found| found.offset)
}

fn is_identifier(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

/// `rest` starts with `word`, not followed by an identifier character.
fn is_word(rest: &[u8], word: &[u8]) -> bool {
    rest.starts_with(word) && rest.get(word.len()).is_none_or(|&b| !is_identifier(b))
}

/// What follows a `shard.grid` op name: its `shape`, in the custom form (`@g(shape = 2x?x4)`)
/// or the generic one (`() <{shape = array<i64: 2, -9223372036854775808, 4>, ...}>`), has a
/// static size 0, or static sizes whose product exceeds 2^63 - 1. The attribute is looked for
/// up to the end of the op's parentheses or attribute dictionary.
fn is_degenerate_grid(rest: &[u8]) -> bool {
    let end = rest
        .windows(2)
        .position(|w| w == b"}>")
        .unwrap_or(rest.len())
        .min(rest.iter().position(|&b| b == b')').map_or(rest.len(), |p| p + 1));
    // The generic form's `()` ends before its attributes: look past it.
    let end = if skip_trivia(rest).starts_with(b"()") {
        rest.windows(2).position(|w| w == b"}>").unwrap_or(rest.len())
    } else {
        end
    };
    let op = &rest[..end];
    let Some(at) = (0..op.len()).find(|&k| is_word(&op[k..], b"shape") && (k == 0 || !is_identifier(op[k - 1]))) else {
        return false;
    };
    let Some(value) = skip_trivia(&op[at + b"shape".len()..]).strip_prefix(b"=") else {
        return false;
    };
    let value = skip_trivia(value);
    let sizes = match value.strip_prefix(b"array") {
        Some(array) => {
            let Some(list) = skip_trivia(array)
                .strip_prefix(b"<")
                .map(skip_trivia)
                .and_then(|l| l.strip_prefix(b"i64"))
            else {
                return false;
            };
            let Some(list) = skip_trivia(list).strip_prefix(b":") else {
                return false;
            };
            list_of(list, b',', b'>')
        }
        None => list_of(value, b'x', b')'),
    };
    let mut product: i64 = 1;
    for size in sizes {
        // A dynamic size (`?`, or i64's minimum in the generic form) is no divisor.
        let Some(size) = size.filter(|&s| s != i64::MIN) else {
            continue;
        };
        match product.checked_mul(size) {
            Some(p) if p != 0 => product = p,
            _ => return true,
        }
    }
    false
}

/// What follows an `llvm.insertvalue` / `llvm.extractvalue` op name has a position of 2^32 or
/// more: in the custom form the list in brackets after the operands (`%s[0, 4294967296]`), in
/// the generic form (`(%s) <{position = array<i64: ...>}>`) the `position` attribute; looked
/// for on the op's line.
fn is_huge_position(rest: &[u8]) -> bool {
    let line = &rest[..rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())];
    let positions = if skip_trivia(rest).starts_with(b"(") {
        let Some(at) =
            (0..line.len()).find(|&k| is_word(&line[k..], b"position") && (k == 0 || !is_identifier(line[k - 1])))
        else {
            return false;
        };
        let Some(value) = skip_trivia(&line[at + b"position".len()..]).strip_prefix(b"=") else {
            return false;
        };
        let Some(array) = skip_trivia(value)
            .strip_prefix(b"array")
            .map(skip_trivia)
            .and_then(|a| a.strip_prefix(b"<"))
            .map(skip_trivia)
            .and_then(|a| a.strip_prefix(b"i64"))
        else {
            return false;
        };
        let Some(list) = skip_trivia(array).strip_prefix(b":") else {
            return false;
        };
        list_of(list, b',', b'>')
    } else {
        let before_type = &line[..line.iter().position(|&b| b == b':').unwrap_or(line.len())];
        let Some(open) = before_type.iter().position(|&b| b == b'[') else {
            return false;
        };
        list_of(&before_type[open + 1..], b',', b']')
    };
    positions.into_iter().flatten().any(|p| p > i64::from(u32::MAX))
}

/// What follows a shard collective's name, on its line, names a tensor axis (`split_axis = 5`,
/// in either form) that is negative or not below the rank of the first tensor type on the line
/// (the operand's, in both forms); a line without a tensor type is left to the parser.
fn has_bad_tensor_axis(rest: &[u8]) -> bool {
    let line = &rest[..rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())];
    let Some(rank) = (0..line.len())
        .find(|&k| line[k..].starts_with(b"tensor<") && (k == 0 || !is_identifier(line[k - 1])))
        .map(|k| tensor_rank(&line[k + b"tensor<".len()..]))
    else {
        return false;
    };
    (0..line.len()).any(|k| {
        let Some(name) = TENSOR_AXIS_NAMES
            .iter()
            .find(|name| is_word(&line[k..], name) && (k == 0 || !is_identifier(line[k - 1])))
        else {
            return false;
        };
        let Some(value) = skip_trivia(&line[k + name.len()..]).strip_prefix(b"=") else {
            return false;
        };
        let value = skip_trivia(value);
        let sign = usize::from(value.first() == Some(&b'-'));
        let digits = value[sign..].iter().take_while(|b| b.is_ascii_digit()).count();
        // Past i128 the axis is out of range whatever the digits say.
        let axis = std::str::from_utf8(&value[..sign + digits])
            .ok()
            .and_then(|d| d.parse::<i128>().ok())
            .unwrap_or(if sign == 1 { -1 } else { i128::MAX });
        digits > 0 && (axis < 0 || axis >= rank as i128)
    })
}

/// The rank of the tensor type whose text (after `tensor<`) is `body`: how many sizes (digits
/// or `?`) each followed by `x` come before the element type.
fn tensor_rank(mut body: &[u8]) -> usize {
    let mut rank = 0;
    loop {
        let size = if body.first() == Some(&b'?') {
            1
        } else {
            body.iter().take_while(|b| b.is_ascii_digit()).count()
        };
        if size == 0 || body.get(size) != Some(&b'x') {
            return rank;
        }
        rank += 1;
        body = &body[size + 1..];
    }
}

/// The integers of `text` up to `end`, separated by `separator` (`?` is `None`; text that is
/// neither ends the list, for the parser to report).
fn list_of(mut text: &[u8], separator: u8, end: u8) -> Vec<Option<i64>> {
    let mut sizes = Vec::new();
    loop {
        text = skip_trivia(text);
        if let Some(after) = text.strip_prefix(b"?") {
            sizes.push(None);
            text = after;
        } else {
            let sign = usize::from(text.first() == Some(&b'-'));
            let digits = text[sign..].iter().take_while(|b| b.is_ascii_digit()).count();
            let Some(size) = std::str::from_utf8(&text[..sign + digits])
                .ok()
                .and_then(|d| d.parse::<i64>().ok())
            else {
                return sizes;
            };
            sizes.push(Some(size));
            text = &text[sign + digits..];
        }
        text = skip_trivia(text);
        match text.first() {
            Some(&b) if b == separator => text = &text[1..],
            Some(&b) if b == end => return sizes,
            _ => return sizes,
        }
    }
}

/// `array` `<` `index`, `index` a whole word, with whitespace and comments
/// between the tokens as MLIR's lexer allows.
fn is_dense_index_array(rest: &[u8]) -> bool {
    let Some(rest) = rest.strip_prefix(b"array") else {
        return false;
    };
    let Some(rest) = skip_trivia(rest).strip_prefix(b"<") else {
        return false;
    };
    skip_trivia(rest)
        .strip_prefix(b"index")
        .is_some_and(|after| after.first().is_none_or(|&b| !is_identifier(b)))
}

/// `vector` `<` dims `x` ... whose static sizes (scalable `[n]` ones included) multiply to
/// 2^32 or more.
fn is_huge_vector(rest: &[u8]) -> bool {
    let Some(rest) = rest.strip_prefix(b"vector") else {
        return false;
    };
    let Some(mut rest) = skip_trivia(rest).strip_prefix(b"<") else {
        return false;
    };
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
        let size = std::str::from_utf8(&digits_at[..digits])
            .ok()
            .and_then(|d| d.parse::<u64>().ok())
            .map_or(u128::MAX, u128::from);
        elements = elements.saturating_mul(size);
        if elements > u128::from(u32::MAX) {
            return true;
        }
        let mut after = skip_trivia(&digits_at[digits..]);
        if scalable {
            let Some(closed) = after.strip_prefix(b"]") else {
                return false;
            };
            after = skip_trivia(closed);
        }
        let Some(next) = after.strip_prefix(b"x") else {
            return false;
        };
        rest = next;
    }
}

fn skip_trivia(mut rest: &[u8]) -> &[u8] {
    loop {
        rest = rest.trim_ascii_start();
        match rest.strip_prefix(b"//") {
            Some(comment) => {
                rest = comment
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(&[][..], |p| &comment[p..])
            }
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
    format!(
        "{name}:{line}:{column}: error: {message}\n{source_line}\n{}^",
        " ".repeat(column - 1)
    )
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
