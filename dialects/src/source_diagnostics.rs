//! Diagnostics that point into the source, for the tools that parse through
//! the C API (axe-run, axe-translate): `file:line:col: error: ...`, the
//! source line and a caret, as `axe-opt` (MlirOptMain) prints them.

use crate::ffi;
use melior::{ir::Module, Context};
use mlir_sys::MlirStringRef;
use std::marker::PhantomData;

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// MLIR's SourceMgr diagnostic handler on a context, while this lives: every
/// diagnostic (parser, verifier, passes) is printed to stderr with the line
/// of `text` (the file `name`) it points at. It reads `text` where it is, so
/// `text` outlives it (no second copy of a model's text).
pub struct SourceDiagnostics<'c> {
    raw: *mut ffi::AxeSourceDiagnostics,
    _context: PhantomData<&'c Context>,
    _text: PhantomData<&'c str>,
}

impl<'c> SourceDiagnostics<'c> {
    pub fn attach(context: &'c Context, name: &str, text: &'c str) -> Self {
        let raw = unsafe { ffi::axeSourceDiagnosticsAttach(context.to_raw(), string_ref(name), string_ref(text)) };
        SourceDiagnostics {
            raw,
            _context: PhantomData,
            _text: PhantomData,
        }
    }
}

impl Drop for SourceDiagnostics<'_> {
    fn drop(&mut self) {
        unsafe { ffi::axeSourceDiagnosticsDetach(self.raw) }
    }
}

/// Parses `text` with locations in the file `name` (`Module::parse` names
/// the file `-`); `None` after a parse error, which is already reported.
pub fn parse_module<'c>(context: &'c Context, text: &str, name: &str) -> Option<Module<'c>> {
    let raw = unsafe { ffi::axeParseModuleNamed(context.to_raw(), string_ref(text), string_ref(name)) };
    (!raw.ptr.is_null()).then(|| unsafe { Module::from_raw(raw) })
}

/// Line `line` of `text` and a caret under column `column` (both from 1), as
/// MLIR prints them under a diagnostic; `None` past the end of the text.
pub fn source_line_and_caret(text: &str, line: usize, column: usize) -> Option<String> {
    let source_line = text.lines().nth(line.checked_sub(1)?)?;
    let indent: String = source_line
        .chars()
        .take(column.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    Some(format!("{source_line}\n{indent}^"))
}

/// `message` (`file:line:col: error: ...`, as the interpreter formats its
/// errors) with the source line and a caret added when the location is in
/// the file `name` whose text is `text`.
pub fn with_source_line(message: &str, name: &str, text: &str) -> String {
    let located = message
        .strip_prefix(name)
        .and_then(|rest| rest.strip_prefix(':'))
        .and_then(|rest| {
            let mut parts = rest.splitn(3, ':');
            let line = parts.next()?.parse().ok()?;
            let column = parts.next()?.parse().ok()?;
            Some((line, column))
        });
    match located.and_then(|(line, column)| source_line_and_caret(text, line, column)) {
        Some(snippet) => {
            let (first, rest) = message.split_once('\n').map_or((message, None), |(a, b)| (a, Some(b)));
            match rest {
                Some(rest) => format!("{first}\n{snippet}\n{rest}"),
                None => format!("{first}\n{snippet}"),
            }
        }
        None => message.to_string(),
    }
}
