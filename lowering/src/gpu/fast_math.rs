//! `axe-gpu-fast-math`: the GPU path's one explicit fast-math choice (`axe-translate
//! --fast-math`, `axe-run --target gpu-emulator --gpu-fast-math`; off by default). In
//! `gpu.func` kernels, on f32 (scalars and vectors):
//!
//! 1. `math.exp %a` becomes `math.exp2 (%a * log2(e)) fastmath<afn>`: the argument is scaled
//!    by the f32 log2(e) (one rounded multiply) and the exponential is the GPU's `ex2.approx.f32`
//!    (NVPTX's lowering of `math.exp2`; libdevice's `exp2f` is the same instruction), one MUFU
//!    operation where libdevice's `expf` spends about ten instructions on range reduction.
//!    Special values stay exact: the scaled argument of a NaN is NaN, of ±inf is ±inf
//!    (2^±inf = inf, 0), and `a * log2(e)` overflows only where `exp(a)` is already inf or 0.
//!    The error is the multiply's rounding, relative `ln(2) * |a * log2(e)| * 2^-24`, about
//!    `|a| * 2^-24` (so it grows with the argument: 5e-6 at `a = -87`), plus ex2.approx's own;
//!    docs/math-accuracy.md has the measured table. A softmax's arguments, `x - max`, are at
//!    most 0, and its error is a few ulps for `|x - max| < 20`.
//! 2. `arith.divf %x, %d` where two or more divisions share the divisor `%d` becomes one
//!    reciprocal `1 / %d` (`rcp.rn.f32`, correctly rounded) and a multiply each: a softmax row's
//!    divisions by its sum (32 `div.rn.f32` a thread, each a subroutine in the SASS) become one
//!    reciprocal and 32 multiplies. Two roundings instead of one: at most 1.5 ulps where `1 / %d`
//!    is normal (`2^-126 <= |%d| <= 2^126`); outside that range the reciprocal overflows or
//!    loses bits. `x / 0`, `x / inf`, `0 / 0`, `inf / inf` and NaNs give the same values
//!    (`x * inf`, `x * 0`, `0 * inf` = NaN, ...), signs included.
//!
//! Both change results in the last bits, so neither runs unless asked for; the GPU emulator
//! runs the rewritten kernels (its `math.exp2` is the correctly rounded 2^t, so it checks the
//! scaling, not ex2.approx's last 2 ulps).

use super::builder::{erase, replace_uses, Builder};
use axe_dialects::ir::read::{defining_op, for_each_nested, op_name, value_key};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    operation::{OperationBuilder, OperationLike},
    Attribute, OperationRef, Type, Value, ValueLike,
};
use std::collections::HashMap;

pub static GPU_FAST_MATH: PassDefinition = PassDefinition {
    argument: "axe-gpu-fast-math",
    description: "In GPU kernels, on f32: exp(a) as ex2.approx of the pre-scaled a * log2(e) (math.exp2 fastmath<afn>), and divisions that share a divisor as one reciprocal and multiplies (axe-translate --fast-math; error in docs/math-accuracy.md)",
    options: &[],
    run,
};

/// log2(e) rounded to f32 (0x3FB8AA3B).
const LOG2_E: &str = "1.44269502";

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    for kernel in super::kernels(&root) {
        let mut exps = Vec::new();
        let mut divisions: HashMap<usize, Vec<OperationRef>> = HashMap::new();
        let mut order = Vec::new();
        for_each_nested(&kernel, &mut |op| match op_name(&op) {
            "math.exp" if is_f32(op.result(0).expect("one result").r#type()) => exps.push(op),
            "arith.divf" if is_f32(op.result(0).expect("one result").r#type()) => {
                let divisor = value_key(op.operand(1).expect("a divisor"));
                if !divisions.contains_key(&divisor) {
                    order.push(divisor);
                }
                divisions.entry(divisor).or_default().push(op);
            }
            _ => {}
        });
        for exp in exps {
            let at = Builder::before(context, exp).ok_or(PassFailed)?;
            let a = exp.operand(0).expect("an argument");
            let scaled = at.binary("arith.mulf", a, constant(&at, a.r#type(), LOG2_E));
            let exp2 = at.value(
                OperationBuilder::new("math.exp2", at.location)
                    .add_attributes(&[at.named(
                        "fastmath",
                        Attribute::parse(context, "#arith.fastmath<afn>").expect("a fastmath flag"),
                    )])
                    .add_operands(&[scaled])
                    .add_results(&[a.r#type()]),
            );
            replace_uses(exp.result(0).expect("one result").into(), exp2);
            erase(exp);
        }
        for key in order {
            let group = &divisions[&key];
            if group.len() < 2 {
                continue;
            }
            let divisor = group[0].operand(1).expect("a divisor");
            // The reciprocal goes right after the divisor's definition, which dominates every
            // division; a divisor that is a block argument keeps its divisions.
            let Some(def) = defining_op(divisor) else { continue };
            let Some(next) = def.next_in_block() else { continue };
            let at = Builder::before(context, next).ok_or(PassFailed)?;
            // A broadcast scalar (a row's sum in every lane) takes one scalar reciprocal.
            let reciprocal =
                if op_name(&def) == "vector.broadcast" && is_f32(def.operand(0).expect("a source").r#type()) {
                    let scalar = def.operand(0).expect("a source");
                    let inverse = at.binary("arith.divf", constant(&at, scalar.r#type(), "1.0"), scalar);
                    at.value(
                        OperationBuilder::new("vector.broadcast", at.location)
                            .add_operands(&[inverse])
                            .add_results(&[divisor.r#type()]),
                    )
                } else {
                    at.binary("arith.divf", constant(&at, divisor.r#type(), "1.0"), divisor)
                };
            for division in group {
                let here = Builder::before(context, *division).ok_or(PassFailed)?;
                let product = here.binary("arith.mulf", division.operand(0).expect("a dividend"), reciprocal);
                replace_uses(division.result(0).expect("one result").into(), product);
                erase(*division);
            }
        }
    }
    Ok(())
}

/// f32, or a vector of f32.
fn is_f32(ty: Type) -> bool {
    let s = ty.to_string();
    s == "f32" || (s.starts_with("vector<") && s.ends_with("xf32>"))
}

/// An `arith.constant` of type `ty` (f32 or a vector of it) holding `value` in every lane.
fn constant<'c, 'a>(at: &Builder<'c, 'a>, ty: Type<'c>, value: &str) -> Value<'c, 'a> {
    let text = if ty.to_string() == "f32" {
        format!("{value} : f32")
    } else {
        format!("dense<{value}> : {ty}")
    };
    let attribute = Attribute::parse(at.context, &text).expect("a float constant");
    at.value(
        OperationBuilder::new("arith.constant", at.location)
            .add_attributes(&[at.named("value", attribute)])
            .add_results(&[ty]),
    )
}
