//! `axe-dispatch-trainium`: spec 001 section 3.4 on every Axe operator. For each `axe.gemm`,
//! `axe.copy`, `axe.transpose`, `axe.map`, `axe.binary`, `axe.reduce`, `axe.select` and SBUF `axe.fill` it runs the layout
//! dispatch of crate `axe-trainium` and records the decision on the op as
//! `axe.dispatch = {instruction, tile, loops, count}`; an operator whose layouts cannot be
//! dispatched gets an error that names the failed constraint. The NKI emitter
//! (`axe-translate --axe-to-nki`) expands the same schedules into loop nests.

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::enums::MapFn;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
    tensor_type::{tensor_info, TensorInfo},
};
use axe_trainium::{dispatch, region::region_shape, Op, Operand, Schedule};
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, OperationRef, ValueLike,
};

pub static DISPATCH_TRAINIUM: PassDefinition = PassDefinition {
    argument: "axe-dispatch-trainium",
    description:
        "Choose the NKI instruction tile and loop nest of every axe operator from its layouts (spec 001 section 3.4)",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut failed = false;
    for_each_nested(&root, &mut |op| {
        let Some(result) = schedule_of(&op) else { return };
        match result {
            Ok(schedule) => {
                let loops: Vec<String> = schedule
                    .loops
                    .iter()
                    .map(|l| format!("\"{} = {}\"", l.name, l.extent))
                    .collect();
                let tile: Vec<String> = schedule.tile.iter().map(i64::to_string).collect();
                let text = format!(
                    "{{instruction = \"{}\", tile = array<i64: {}>, loops = [{}], count = {} : i64}}",
                    schedule.instruction.name(),
                    tile.join(", "),
                    loops.join(", "),
                    schedule.instructions()
                );
                let attribute = Attribute::parse(context, &text).expect("a well-formed dictionary");
                let mut op = unsafe { OperationRefMut::from_raw(op.to_raw()) };
                op.set_attribute(attribute_names::DISPATCH, attribute);
            }
            Err(message) => {
                emit_error(&op, &format!("cannot be dispatched to NKI: {message}"));
                failed = true;
            }
        }
    });
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// The operands' tensor types, in operand order (index offsets skipped).
fn tensors(op: &OperationRef) -> Vec<TensorInfo> {
    op.operands().filter_map(|v| tensor_info(v.r#type())).collect()
}

/// The schedule of an Axe operator; `None` for other ops.
pub fn schedule_of(op: &OperationRef) -> Option<Result<Schedule, String>> {
    let name = op_name(op);
    let t = tensors(op);
    // Operators on GPU tensors are axe-dispatch-gpu's.
    let tensor_operands = op
        .operands()
        .filter(|v| axe_dialects::tensor_type::raw_tensor(v.r#type()).is_some())
        .count();
    if name.starts_with("axe.") && t.len() < tensor_operands {
        return None;
    }
    let whole = |i: usize, role: &'static str| t[i].operand(role, None);
    let operands: Vec<Operand>;
    let built = match name {
        "axe.gemm" => {
            operands = vec![whole(0, "A"), whole(1, "B"), whole(2, "C")];
            Op::Gemm {
                a: &operands[0],
                b: &operands[1],
                c: &operands[2],
            }
        }
        "axe.copy" => {
            // An HBM region has the shape of the other operand.
            let (src, dst) = (&t[0], &t[1]);
            let src_region = segment(op, 1) > 0;
            let dst_region = segment(op, 3) > 0;
            let region = |hbm: &TensorInfo, chip: &TensorInfo| {
                region_shape(&hbm.shape, &chip.shape).unwrap_or_else(|| chip.shape.clone())
            };
            let (src_shape, dst_shape) = (region(src, dst), region(dst, src));
            operands = vec![
                src.operand("src", src_region.then_some(src_shape.as_slice())),
                dst.operand("dst", dst_region.then_some(dst_shape.as_slice())),
            ];
            Op::Copy {
                src: &operands[0],
                dst: &operands[1],
            }
        }
        "axe.transpose" => {
            operands = vec![whole(0, "src"), whole(1, "dst")];
            Op::Transpose {
                src: &operands[0],
                dst: &operands[1],
            }
        }
        "axe.map" => {
            let (has_bias, has_sum) = (segment(op, 1) > 0, segment(op, 3) > 0);
            let mut next = 1;
            let mut take = |role| {
                let o = whole(next, role);
                next += 1;
                o
            };
            let src = whole(0, "src");
            let bias = has_bias.then(|| take("bias"));
            let dst = take("dst");
            let sum = has_sum.then(|| take("sum"));
            let plain = bias.is_none() && sum.is_none() && scale(op) == 1.0;
            let reciprocal = plain && MapFn::of(op, "fn") == Some(MapFn::Reciprocal);
            operands = [Some(src), Some(dst), bias, sum].into_iter().flatten().collect();
            let mut rest = operands[2..].iter();
            Op::Map {
                src: &operands[0],
                dst: &operands[1],
                bias: if has_bias { rest.next() } else { None },
                sum: if has_sum { rest.next() } else { None },
                reciprocal,
            }
        }
        "axe.binary" => {
            operands = vec![whole(0, "lhs"), whole(1, "rhs"), whole(2, "dst")];
            Op::Binary {
                lhs: &operands[0],
                rhs: &operands[1],
                dst: &operands[2],
            }
        }
        "axe.reduce" => {
            operands = vec![whole(0, "src"), whole(1, "dst")];
            Op::Reduce {
                src: &operands[0],
                dst: &operands[1],
            }
        }
        "axe.fill" => {
            operands = vec![whole(0, "dst")];
            Op::Fill { dst: &operands[0] }
        }
        "axe.select" => {
            operands = vec![whole(0, "pred"), whole(1, "src"), whole(2, "dst")];
            Op::Select {
                pred: &operands[0],
                src: &operands[1],
                dst: &operands[2],
            }
        }
        _ => return None,
    };
    Some(dispatch(&built))
}

/// The size of operand segment `i` of an op with `operandSegmentSizes`.
pub fn segment(op: &OperationRef, i: usize) -> i32 {
    op.attribute("operandSegmentSizes")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .and_then(|a| a.element(i).ok())
        .unwrap_or(0)
}

/// `axe.map`'s scale (1.0 when absent).
pub fn scale(op: &OperationRef) -> f64 {
    op.attribute("scale")
        .ok()
        .and_then(|a| melior::ir::attribute::FloatAttribute::try_from(a).ok())
        .map(|f| f.value())
        .unwrap_or(1.0)
}
