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
/// the file `-`); `None` after a parse error, which is already reported, with
/// a note on what to do when the file holds another front end's dialect.
pub fn parse_module<'c>(context: &'c Context, text: &str, name: &str) -> Option<Module<'c>> {
    let raw = unsafe { ffi::axeParseModuleNamed(context.to_raw(), string_ref(text), string_ref(name)) };
    if raw.ptr.is_null() {
        if let Some(note) = foreign_dialect_note(text, name) {
            eprintln!("{note}");
        }
        return None;
    }
    Some(unsafe { Module::from_raw(raw) })
}

/// Dialects that other front ends leave in files users bring, which Axe does not
/// read, and what to give it instead. (torch-mlir's `tm_tensor` parses: its scan and
/// sort convert, and its other ops are refused by name in the conversion.)
const FOREIGN_DIALECTS: [(&str, &str); 4] = [
    (
        "torch",
        "torch-mlir's torch dialect: lower it to linalg-on-tensors or TOSA first (torch_mlir.fx.export_and_import(..., output_type=\"linalg-on-tensors\"))",
    ),
    (
        "stablehlo",
        "StableHLO: lower it to linalg first (stablehlo-opt --stablehlo-legalize-to-linalg)",
    ),
    ("chlo", "CHLO: lower it to StableHLO and then to linalg first (stablehlo-opt)"),
    ("mhlo", "MHLO: lower it to linalg first"),
];

/// `name:line:col: note: ...` at the first op of a [`FOREIGN_DIALECTS`] dialect in `text`
/// (custom or generic form), if there is one.
fn foreign_dialect_note(text: &str, name: &str) -> Option<String> {
    text.lines().enumerate().find_map(|(i, line)| {
        // The op's name: after the results (`%a, %b:2 = `), maybe quoted (generic form).
        let start = line.find(" = ").map_or(0, |eq| eq + 3);
        let rest = &line[start..];
        let column = start + rest.len() - rest.trim_start().len();
        let op = line[column..].trim_start_matches('"');
        let quoted = line.len() - column - op.len();
        let (dialect, what) = FOREIGN_DIALECTS
            .iter()
            .find(|(dialect, _)| op.strip_prefix(dialect).is_some_and(|after| after.starts_with('.')))?;
        let column = column + quoted + 1;
        Some(format!("{name}:{}:{column}: note: `{dialect}` is {what}", i + 1))
    })
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
