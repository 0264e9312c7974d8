//! Rust passes in MLIR's pass registry.
//!
//! A pass is a static [`PassDefinition`]: its pipeline name, a one-line
//! description for `--help`, typed options, and the function that runs it.
//! [`register`] hands it to the shim, which wraps it in one C++ pass class, so
//! `--pass-pipeline='builtin.module(axe-annotate-bounds,cse)'` and
//! `axe-annotate-bounds{opt=1}` work like any upstream pass.

use crate::{diagnostic, ffi};
use melior::ir::OperationRef;
use mlir_sys::{MlirLogicalResult, MlirOperation, MlirStringRef};
use std::{
    ffi::{c_void, CString},
    panic::{catch_unwind, AssertUnwindSafe},
};

/// The type of a pass option, checked by MLIR's option parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Int,
    Bool,
    String,
}

/// One `name=value` option of a pass.
#[derive(Debug)]
pub struct PassOption {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
}

/// A pass failed; its diagnostics have already been emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// How a pass runs: on the operation it is scheduled on, with its options.
pub type RunFn = for<'c, 'a> fn(OperationRef<'c, 'a>, &PassOptions) -> Result<(), PassFailed>;

/// Everything MLIR needs to know about a Rust pass.
#[derive(Debug)]
pub struct PassDefinition {
    /// The pipeline name, e.g. `axe-annotate-bounds`.
    pub argument: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    pub options: &'static [PassOption],
    pub run: RunFn,
}

/// The option values of one pass run, already type-checked by MLIR.
#[derive(Debug)]
pub struct PassOptions {
    values: Vec<(&'static str, String)>,
}

impl PassOptions {
    fn value(&self, name: &str) -> &str {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("pass option '{name}' is not declared"))
    }

    /// An `Int` option; MLIR's parser has already rejected non-integers.
    pub fn int(&self, name: &str) -> i64 {
        self.value(name).parse().unwrap_or_default()
    }

    pub fn bool(&self, name: &str) -> bool {
        self.value(name) == "true"
    }

    pub fn string(&self, name: &str) -> &str {
        self.value(name)
    }
}

/// Registers `definition` under its argument in MLIR's global pass registry.
pub fn register(definition: &'static PassDefinition) {
    let text = |s: &str| CString::new(s).expect("pass metadata has no NUL bytes");
    let names: Vec<CString> = definition.options.iter().map(|o| text(o.name)).collect();
    let descriptions: Vec<CString> = definition.options.iter().map(|o| text(o.description)).collect();
    let defaults: Vec<CString> = definition.options.iter().map(|o| text(o.default)).collect();
    let options: Vec<ffi::AxePassOption> = definition
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| ffi::AxePassOption {
            name: names[i].as_ptr(),
            description: descriptions[i].as_ptr(),
            kind: match o.kind {
                OptionKind::Int => ffi::OPTION_INT,
                OptionKind::Bool => ffi::OPTION_BOOL,
                OptionKind::String => ffi::OPTION_STRING,
            },
            default_value: defaults[i].as_ptr(),
        })
        .collect();
    // The shim copies every string, so the CStrings may drop afterwards.
    unsafe {
        ffi::axeRegisterRustPass(
            string_ref(definition.argument),
            string_ref(definition.description),
            options.as_ptr(),
            options.len() as isize,
            run_trampoline,
            definition as *const PassDefinition as *mut c_void,
        )
    }
}

/// A named textual pipeline: `elements` run nested under whatever op the
/// pipeline is added to (e.g. `cse,func.func(canonicalize)`).
#[derive(Debug)]
pub struct PipelineDefinition {
    pub argument: &'static str,
    pub description: &'static str,
    pub elements: &'static str,
}

/// Registers `definition` in MLIR's pass registry, so pipelines and
/// mlir-opt flags name it like a pass.
pub fn register_pipeline(definition: &'static PipelineDefinition) {
    // The shim copies every string.
    unsafe {
        ffi::axeRegisterPassPipeline(
            string_ref(definition.argument),
            string_ref(definition.description),
            string_ref(definition.elements),
        )
    }
}

/// Registers the shim's C++ passes (`axe-approximate-math`, `axe-expand-float-minmax`,
/// `axe-lower-vector-transpose`: upstream patterns that upstream exposes only
/// through a test pass or the transform dialect).
pub fn register_shim_passes() {
    unsafe {
        ffi::axeRegisterMathApproximation();
        ffi::axeRegisterFloatMinMaxLowering();
        ffi::axeRegisterVectorTransposeLowering();
    }
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

unsafe extern "C" fn run_trampoline(
    op: MlirOperation,
    option_values: *const MlirStringRef,
    num_options: isize,
    user_data: *mut c_void,
) -> MlirLogicalResult {
    let definition = unsafe { &*(user_data as *const PassDefinition) };
    let raw_values = if num_options == 0 {
        &[][..]
    } else {
        unsafe { std::slice::from_raw_parts(option_values, num_options as usize) }
    };
    let values = definition
        .options
        .iter()
        .zip(raw_values)
        .map(|(option, raw)| {
            let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
            (option.name, String::from_utf8_lossy(bytes).into_owned())
        })
        .collect();
    let options = PassOptions { values };
    let operation = unsafe { OperationRef::from_raw(op) };
    // A panic must not unwind into C++; report it as a located error instead.
    let outcome = catch_unwind(AssertUnwindSafe(|| (definition.run)(operation, &options)));
    let success = match outcome {
        Ok(result) => result.is_ok(),
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            diagnostic::emit_error(
                &operation,
                &format!("internal error in pass '{}': {message}", definition.argument),
            );
            false
        }
    };
    MlirLogicalResult {
        value: i8::from(success),
    }
}
