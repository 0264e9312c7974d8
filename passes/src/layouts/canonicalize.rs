//! `axe-canonicalize-layouts`: rewrites every `#axe.layout` in the IR (in op
//! attributes and types, at any nesting) to its canonical form (spec 001
//! Appendix A: D0, D1, C0, C1, C2 to a fixed point). Where the gap condition
//! fails the canonical form may not be unique; the pass says so with a
//! warning at the op.

use axe_dialects::ir::read::for_each_nested;
use axe_dialects::{
    diagnostic::{emit_error, emit_warning},
    ffi,
    layout_attr::{from_layout, to_layout},
    pass::{PassDefinition, PassFailed, PassOptions},
};
use axe_layout::GapCondition;
use melior::{
    ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef},
    Context,
};
use mlir_sys::MlirAttribute;
use std::ffi::c_void;

pub static CANONICALIZE_LAYOUTS: PassDefinition = PassDefinition {
    argument: "axe-canonicalize-layouts",
    description: "Rewrite every #axe.layout attribute to its canonical form (spec 001 Appendix A)",
    options: &[],
    run,
};

/// What the per-attribute callback needs: where to report, and whether it did.
struct Visit<'c, 'a> {
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    failed: bool,
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut failed = canonicalize_in(context, root);
    for_each_nested(&root, &mut |op| failed |= canonicalize_in(context, op));
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Canonicalizes the layouts of one op; true if one of them failed.
fn canonicalize_in<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> bool {
    let mut visit = Visit {
        context,
        op,
        failed: false,
    };
    unsafe { ffi::axeReplaceLayoutAttrsIn(op.to_raw(), replace, (&mut visit as *mut Visit).cast::<c_void>()) };
    visit.failed
}

unsafe extern "C" fn replace(layout: MlirAttribute, user_data: *mut c_void) -> MlirAttribute {
    let visit = unsafe { &mut *user_data.cast::<Visit>() };
    let attribute = unsafe { Attribute::from_raw(layout) };
    let keep = MlirAttribute { ptr: std::ptr::null() };
    let Some(parsed) = to_layout(attribute) else {
        return keep;
    };
    match parsed.and_then(|l| l.canonicalize()) {
        Ok(canonical) => {
            if let GapCondition::Violated {
                axis,
                extent,
                stride,
                next_stride,
            } = &canonical.gap_condition
            {
                emit_warning(
                    &visit.op,
                    &format!(
                        "canonical form of {attribute} may not be unique: on axis '{}' replica iter \
                         {extent}:{stride} is followed by stride {next_stride} <= {extent}*{stride} \
                         (the gap condition of spec 001 A.1 fails)",
                        axis.name()
                    ),
                );
            }
            from_layout(visit.context, &canonical.layout).to_raw()
        }
        Err(error) => {
            emit_error(&visit.op, &format!("cannot canonicalize {attribute}: {error}"));
            visit.failed = true;
            keep
        }
    }
}
