//! The scalar body of an elementwise `linalg.generic` as a list of Axe steps: each arith/math
//! op becomes an `axe.map` (one operand, with a constant scale) or an `axe.binary` (two
//! tensors). Constants fold into what the ScalarE and VectorE take directly: `x * c` is a
//! scaled copy, `1 / x` a reciprocal, `max(x, 0)` a relu, `x^2` a square. Other constants
//! operands of a binary op (`x + eps`, `max(x, c)`) are [`Operand::Constant`]s: the emitter
//! loads them as one value per partition from a splat weight (elementwise.rs).
//!
//! An `i1` is a tile of 0 and 1: comparisons are `axe.binary equal, greater, ...` (the
//! unordered and other predicates composed from those and `equal(t, 0)`, a not), `andi` and
//! `ori` of `i1`s are minimum and maximum, and `select(p, a, b)` a [`Step::Select`].

use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
use axe_dialects::ir::read::{op_name, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, Value, ValueLike};
use std::collections::HashMap;

/// An operand of a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    /// The generic's input `i` (block argument `i`).
    Input(usize),
    /// The result of step `i`.
    Step(usize),
    /// A float constant (an operand of `axe.binary` only).
    Constant(f64),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// `axe.map fn src {scale}`.
    Map {
        function: &'static str,
        src: Operand,
        scale: f64,
    },
    /// `axe.binary fn lhs, rhs`.
    Binary {
        function: &'static str,
        lhs: Operand,
        rhs: Operand,
        commutes: bool,
    },
    /// `pred ? on_true : on_false`, pred a step or input of 0 and 1.
    Select {
        pred: Operand,
        on_true: Operand,
        on_false: Operand,
    },
}

#[derive(Debug)]
pub struct Body {
    pub steps: Vec<Step>,
    pub result: Operand,
}

#[derive(Clone, Copy)]
enum Scalar {
    Tensor(Operand),
    Constant(f64),
    /// A comparison not computed yet: `select(x > 0, x, 0)` reads it as a relu; every other
    /// use computes it ([`compare`]).
    Compare(Comparison),
    /// `1 + exp(-x)`, which only a division may read: `1 / (1 + exp(-x))` is the ScalarE's
    /// sigmoid of x (torch-mlir's and tosa-to-linalg's sigmoid and SiLU).
    OnePlusExpNeg(Operand),
}

/// `lhs <predicate> rhs`, the predicate named as `arith.cmpf`'s (`cmpi`'s map onto them).
#[derive(Clone, Copy)]
struct Comparison {
    predicate: &'static str,
    lhs: Operand,
    rhs: Operand,
}

/// Reads `block` (inputs first, the output's block argument last, unread); `constants[i]`
/// is the value of input `i` when every element of it is that constant. The error names the
/// body op that has no Axe form.
pub fn read(block: BlockRef, inputs: usize, constants: &[Option<f64>]) -> Result<Body, String> {
    let mut values: HashMap<usize, Scalar> = HashMap::new();
    for i in 0..inputs {
        let arg: Value = block
            .argument(i)
            .map_err(|_| "has too few block arguments".to_owned())?
            .into();
        let scalar = match constants.get(i).copied().flatten() {
            Some(c) => Scalar::Constant(c),
            None => Scalar::Tensor(Operand::Input(i)),
        };
        values.insert(value_key(arg), scalar);
    }
    let mut steps = vec![];
    let mut current = block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        let name = op_name(&op);
        if name == "linalg.yield" {
            let yielded = op.operand(0).map_err(|_| "yields nothing".to_owned())?;
            return match values.get(&value_key(yielded)) {
                Some(Scalar::Tensor(result)) => Ok(Body { steps, result: *result }),
                Some(Scalar::Constant(_)) => Err("yields a constant (a fill, not an elementwise op)".into()),
                Some(Scalar::Compare(c)) => {
                    let c = *c;
                    Ok(Body {
                        result: compare(&mut steps, c),
                        steps,
                    })
                }
                Some(Scalar::OnePlusExpNeg(_)) => {
                    Err("yields 1 + exp(-x), which is lowered only as a sigmoid's denominator".into())
                }
                None => Err("yields a value defined outside its body".into()),
            };
        }
        let read_operand = |i: usize| -> Result<Scalar, String> {
            let v = op.operand(i).map_err(|_| format!("'{name}' lacks operand {i}"))?;
            if let Some(known) = values.get(&value_key(v)) {
                return Ok(*known);
            }
            // A constant defined outside the body (torch-mlir hoists them to the function).
            constant(v)
                .map(Scalar::Constant)
                .ok_or_else(|| format!("'{name}' reads a value defined outside the body that is not a constant"))
        };
        // Only a select reads a comparison as such; every other op reads its 0s and 1s.
        let mut args: Vec<Result<Scalar, String>> = (0..op.operand_count()).map(read_operand).collect();
        if name != "arith.select" {
            for (i, a) in args.iter_mut().enumerate() {
                if let Ok(Scalar::Compare(c)) = *a {
                    let computed = Scalar::Tensor(compare(&mut steps, c));
                    *a = Ok(computed);
                    // Later readers take the computed 0s and 1s.
                    values.insert(value_key(op.operand(i).expect("read above")), computed);
                }
            }
        }
        let operand = |i: usize| -> Result<Scalar, String> {
            args.get(i)
                .cloned()
                .unwrap_or_else(|| Err(format!("'{name}' lacks operand {i}")))
        };
        let boolean = op
            .result_at(0)
            .is_some_and(|r| Value::from(r).r#type().to_string() == "i1");
        let produced = match name {
            "arith.constant" => Scalar::Constant(
                op.result_at(0)
                    .and_then(|r| constant(Value::from(r)))
                    .ok_or("has a constant in its body that is not a float, i1 or i8")?,
            ),
            "arith.extf" | "arith.truncf" => operand(0)?,
            // Values the tiles hold exactly: an i1 is 0 or 1 (unsigned), an i8 is loaded signed.
            "arith.extui" | "arith.uitofp" if operand_type(&op) == "i1" => operand(0)?,
            "arith.extsi" | "arith.sitofp" if operand_type(&op) == "i8" => operand(0)?,
            "arith.cmpf" | "arith.cmpi" => {
                let predicate = comparison_predicate(&op, name)?;
                Scalar::Compare(Comparison {
                    predicate,
                    lhs: value_operand(operand(0)?, name)?,
                    rhs: value_operand(operand(1)?, name)?,
                })
            }
            // torch-mlir's relu: select(x > 0, x, 0) (ugt: a NaN selects x, NaN, as max does).
            "arith.select" => match (operand(0)?, operand(1)?, operand(2)?) {
                (Scalar::Compare(c), Scalar::Tensor(y), Scalar::Constant(0.0))
                    if matches!(c.predicate, "ogt" | "ugt") && c.lhs == y && c.rhs == Operand::Constant(0.0) =>
                {
                    map(&mut steps, "relu", y, 1.0)
                }
                (p, a, b) => {
                    let pred = match p {
                        Scalar::Compare(c) => compare(&mut steps, c),
                        Scalar::Tensor(t) => t,
                        _ => return Err(format!("'{name}' of a constant condition is not folded (canonicalize first)")),
                    };
                    let (on_true, on_false) = (value_operand(a, name)?, value_operand(b, name)?);
                    steps.push(Step::Select { pred, on_true, on_false });
                    Scalar::Tensor(Operand::Step(steps.len() - 1))
                }
            },
            // Of 0s and 1s: and is the minimum, or the maximum, xor not-equal (with true: a not).
            "arith.andi" | "arith.ori" | "arith.xori" if boolean => {
                let (a, b) = (value_operand(operand(0)?, name)?, value_operand(operand(1)?, name)?);
                let function = match name {
                    "arith.andi" => "minimum",
                    "arith.ori" => "maximum",
                    _ => "not_equal",
                };
                match (a, b) {
                    (Operand::Constant(_), Operand::Constant(_)) => return Err(constant_only(name)),
                    (Operand::Constant(c), x) | (x, Operand::Constant(c)) if name == "arith.xori" && c == 1.0 => {
                        binary(&mut steps, "equal", x, Operand::Constant(0.0), true)
                    }
                    (a, b) => binary(&mut steps, function, a, b, true),
                }
            }
            "math.exp" | "math.log" | "math.tanh" | "math.sqrt" | "math.rsqrt" => {
                let function = name.trim_start_matches("math.");
                let function = ["exp", "log", "tanh", "sqrt", "rsqrt"].into_iter().find(|f| *f == function).expect("listed");
                map(&mut steps, function, tensor(operand(0)?, name)?, 1.0)
            }
            "arith.negf" => map(&mut steps, "copy", tensor(operand(0)?, name)?, -1.0),
            "math.erf" => erf(&mut steps, tensor(operand(0)?, name)?),
            // torch-mlir's x ** n (RMSNorm's square, GELU-tanh's cube) for a constant n; TOSA's
            // powf with a constant exponent tensor.
            "math.fpowi" | "math.powf" => {
                let x = tensor(operand(0)?, name)?;
                let exponent = match (name, operand(1)) {
                    ("math.powf", Ok(Scalar::Constant(c))) if c.fract() == 0.0 && c.abs() < 8.0 => Some(c as i64),
                    ("math.powf", _) => None,
                    _ => op.operand_at(1).and_then(|v| axe_dialects::ir::read::constant_of(v, 64)),
                };
                match exponent {
                    Some(1) => Scalar::Tensor(x),
                    Some(2) => map(&mut steps, "square", x, 1.0),
                    Some(3) => {
                        let Scalar::Tensor(square) = map(&mut steps, "square", x, 1.0) else { unreachable!() };
                        binary(&mut steps, "multiply", square, x, true)
                    }
                    _ => return Err(format!("'{name}' has an exponent other than the constants 1, 2 and 3, which has no Axe form")),
                }
            }
            "arith.mulf" => match (operand(0)?, operand(1)?) {
                (Scalar::Tensor(x), Scalar::Constant(c)) | (Scalar::Constant(c), Scalar::Tensor(x)) => map(&mut steps, "copy", x, c),
                (Scalar::Tensor(x), Scalar::Tensor(y)) if x == y => map(&mut steps, "square", x, 1.0),
                (Scalar::Tensor(x), Scalar::Tensor(y)) => binary(&mut steps, "multiply", x, y, true),
                _ => return Err(constant_only(name)),
            },
            "arith.divf" => match (operand(0)?, operand(1)?) {
                (Scalar::Constant(1.0), Scalar::OnePlusExpNeg(x)) => map(&mut steps, "sigmoid", x, 1.0),
                (Scalar::Tensor(y), Scalar::OnePlusExpNeg(x)) => {
                    let Scalar::Tensor(sigmoid) = map(&mut steps, "sigmoid", x, 1.0) else { unreachable!() };
                    binary(&mut steps, "multiply", y, sigmoid, true)
                }
                (Scalar::Constant(1.0), Scalar::Tensor(y)) => map(&mut steps, "reciprocal", y, 1.0),
                (Scalar::Constant(c), Scalar::Tensor(y)) => {
                    let Scalar::Tensor(inverse) = map(&mut steps, "reciprocal", y, 1.0) else { unreachable!() };
                    map(&mut steps, "copy", inverse, c)
                }
                // x / c as x * (1 / c), within 1 ulp of the quotient (docs/guides/trainium.md),
                // where 1 / c is a normal f32: a subnormal or infinite reciprocal is not.
                (Scalar::Tensor(x), Scalar::Constant(c)) if is_normal_f32(1.0 / c) => map(&mut steps, "copy", x, 1.0 / c),
                (Scalar::Tensor(_), Scalar::Constant(c)) if c != 0.0 => {
                    return Err(format!("'{name}' divides by the constant {:e}, whose reciprocal is not a normal f32 (the division is a multiply by it)", c as f32))
                }
                (Scalar::Tensor(x), Scalar::Tensor(y)) => {
                    let Scalar::Tensor(inverse) = map(&mut steps, "reciprocal", y, 1.0) else { unreachable!() };
                    binary(&mut steps, "multiply", x, inverse, true)
                }
                _ => return Err(format!("'{name}' divides by the constant 0, which has no Axe form")),
            },
            "arith.addf" | "arith.subf" => {
                let (function, commutes) = if name == "arith.addf" { ("add", true) } else { ("subtract", false) };
                match (operand(0)?, operand(1)?) {
                    (Scalar::Tensor(e), Scalar::Constant(1.0)) | (Scalar::Constant(1.0), Scalar::Tensor(e)) if name == "arith.addf" && exp_of_negated(&steps, e).is_some() && only_here(&op) => {
                        // The negation and exp go: the sigmoid replaces them.
                        let x = exp_of_negated(&steps, e).expect("checked");
                        steps.truncate(steps.len() - 2);
                        Scalar::OnePlusExpNeg(x)
                    }
                    // x + -0 and x - +0 are x for every x; x + +0 is not (-0 + +0 is +0).
                    (Scalar::Tensor(x), Scalar::Constant(c)) if c == 0.0 && c.is_sign_negative() == (name == "arith.addf") => Scalar::Tensor(x),
                    (Scalar::Tensor(x), Scalar::Tensor(y)) => binary(&mut steps, function, x, y, commutes),
                    (Scalar::Tensor(x), Scalar::Constant(c)) => binary(&mut steps, function, x, Operand::Constant(c), commutes),
                    (Scalar::Constant(c), Scalar::Tensor(y)) => binary(&mut steps, function, Operand::Constant(c), y, commutes),
                    _ => return Err(format!("'{name}' of a value other than a tensor or a constant has no Axe form")),
                }
            }
            "arith.maximumf" | "arith.maxnumf" => match (operand(0)?, operand(1)?) {
                (Scalar::Tensor(x), Scalar::Constant(c)) | (Scalar::Constant(c), Scalar::Tensor(x)) if c == 0.0 => map(&mut steps, "relu", x, 1.0),
                (Scalar::Tensor(x), Scalar::Tensor(y)) => binary(&mut steps, "maximum", x, y, true),
                (Scalar::Tensor(x), Scalar::Constant(c)) | (Scalar::Constant(c), Scalar::Tensor(x)) => binary(&mut steps, "maximum", x, Operand::Constant(c), true),
                _ => return Err(format!("'{name}' of a value other than a tensor or a constant has no Axe form")),
            },
            "arith.minimumf" | "arith.minnumf" => match (operand(0)?, operand(1)?) {
                // tosa.clamp's upper bound at the largest float: min(x, c) is x for every finite
                // x (a clamp to [0, max] is a relu; they differ only at +inf).
                (Scalar::Tensor(x), Scalar::Constant(c)) | (Scalar::Constant(c), Scalar::Tensor(x)) if c >= f32::MAX as f64 => Scalar::Tensor(x),
                (Scalar::Tensor(x), Scalar::Tensor(y)) => binary(&mut steps, "minimum", x, y, true),
                (Scalar::Tensor(x), Scalar::Constant(c)) | (Scalar::Constant(c), Scalar::Tensor(x)) => binary(&mut steps, "minimum", x, Operand::Constant(c), true),
                _ => return Err(format!("'{name}' of a value other than a tensor or a constant has no Axe form")),
            },
            _ => return Err(format!("'{name}' in its body has no Axe form (axe.map covers exp, log, tanh, sqrt, rsqrt, c/x, x*x, x*c, x^n for n = 1, 2, 3, max(x, 0), erf as a polynomial; axe.binary add, subtract, multiply, divide, maximum, minimum of tensors or a tensor and a constant)")),
        };
        if op.result_count() == 1 {
            values.insert(value_key(op.result(0).expect("one result").into()), produced);
        }
    }
    Err("has a body without linalg.yield".into())
}

/// `erf(x)` in steps the engines have (no engine computes erf; torch's exact GELU needs it):
/// `E(max(x, 0)) - E(max(-x, 0))` with Abramowitz and Stegun's 7.1.26 for `x >= 0`,
/// `E(z) = 1 - t (a1 + t (a2 + t (a3 + t (a4 + t a5)))) exp(-z^2)`, `t = 1 / (1 + p z)`,
/// absolute error at most 1.5e-7 (E(0) = 1 - (a1 + ... + a5) is 1e-9, so the odd extension
/// is continuous at 0); erf(+-inf) = +-1.
fn erf(steps: &mut Vec<Step>, x: Operand) -> Scalar {
    const P: f64 = 0.327_591_1;
    const A: [f64; 5] = [
        0.254_829_592,
        -0.284_496_736,
        1.421_413_741,
        -1.453_152_027,
        1.061_405_429,
    ];
    let step = |s: Scalar| match s {
        Scalar::Tensor(o) => o,
        _ => unreachable!("map and binary make tensors"),
    };
    let half = |steps: &mut Vec<Step>, scale: f64| {
        let z = step(map(steps, "relu", x, scale));
        let pz = step(map(steps, "copy", z, P));
        let u = step(binary(steps, "add", pz, Operand::Constant(1.0), true));
        let t = step(map(steps, "reciprocal", u, 1.0));
        let mut h = step(map(steps, "copy", t, A[4]));
        for a in A[..4].iter().rev() {
            h = step(binary(steps, "add", h, Operand::Constant(*a), true));
            h = step(binary(steps, "multiply", h, t, true));
        }
        let z2 = step(map(steps, "square", z, 1.0));
        let e = step(map(steps, "exp", z2, -1.0));
        let m = step(binary(steps, "multiply", h, e, true));
        step(binary(steps, "subtract", Operand::Constant(1.0), m, false))
    };
    let positive = half(steps, 1.0);
    let negative = half(steps, -1.0);
    binary(steps, "subtract", positive, negative, false)
}

/// x, when `e` is the last step, `exp` of the step before it, `-x`.
fn exp_of_negated(steps: &[Step], e: Operand) -> Option<Operand> {
    let n = steps.len();
    if n < 2 || e != Operand::Step(n - 1) {
        return None;
    }
    match (&steps[n - 2], &steps[n - 1]) {
        (
            Step::Map {
                function: "copy",
                src: x,
                scale,
            },
            Step::Map {
                function: "exp",
                src: Operand::Step(negated),
                scale: one,
            },
        ) if *scale == -1.0 && *one == 1.0 && *negated == n - 2 => Some(*x),
        _ => None,
    }
}

/// Whether the exp read by this `1 + exp(-x)` and its negation are read nowhere else (so
/// their steps can go).
fn only_here(add: &melior::ir::OperationRef) -> bool {
    let single = |v: Value| crate::kernel_ir::users(v).len() == 1;
    (0..2).filter_map(|i| add.operand_at(i)).any(|e| {
        axe_dialects::ir::read::defining_op(e)
            .filter(|d| op_name(d) == "math.exp")
            .is_some_and(|exp| single(e) && exp.operand_at(0).is_some_and(single))
    })
}

fn tensor(value: Scalar, name: &str) -> Result<Operand, String> {
    match value {
        Scalar::Tensor(t) => Ok(t),
        Scalar::Constant(_) => Err(constant_only(name)),
        Scalar::Compare(_) => unreachable!("only a select reads a comparison uncomputed"),
        Scalar::OnePlusExpNeg(_) => Err(format!(
            "'{name}' of 1 + exp(-x) has no Axe form (only 1 / (1 + exp(-x)), a sigmoid)"
        )),
    }
}

/// A tensor or constant operand (a select's or a comparison's).
fn value_operand(value: Scalar, name: &str) -> Result<Operand, String> {
    match value {
        Scalar::Tensor(t) => Ok(t),
        Scalar::Constant(c) => Ok(Operand::Constant(c)),
        Scalar::Compare(_) => unreachable!("computed before it is read"),
        Scalar::OnePlusExpNeg(_) => Err(format!(
            "'{name}' of 1 + exp(-x) has no Axe form (only 1 / (1 + exp(-x)), a sigmoid)"
        )),
    }
}

/// The element type of `op`'s operand 0.
fn operand_type(op: &melior::ir::OperationRef) -> String {
    op.operand_at(0).map(|v| v.r#type().to_string()).unwrap_or_default()
}

/// The value of a float, i1 or i8 `arith.constant`, as a tile holds it (true is 1).
fn constant(v: Value) -> Option<f64> {
    let d = axe_dialects::ir::read::defining_op(v)?;
    axe_dialects::ir::read::float_constant(&d).or_else(|| {
        let width = match v.r#type().to_string().as_str() {
            "i1" => 1,
            "i8" => 8,
            _ => return None,
        };
        axe_dialects::ir::read::constant_value(&d, width).map(|c| c as f64)
    })
}

/// The `arith.cmpf` name of a comparison's predicate. Integer comparisons are of values the
/// tiles hold exactly: signed ones of i8s (loaded signed), unsigned ones of i1s (0 and 1).
fn comparison_predicate(op: &melior::ir::OperationRef, name: &str) -> Result<&'static str, String> {
    let code = axe_dialects::ir::read::int_attr(op, "predicate").unwrap_or(-1);
    if name == "arith.cmpf" {
        let predicate = CmpFPredicate::from_code(code).ok_or(format!("'{name}' has an unknown predicate {code}"))?;
        return match predicate {
            CmpFPredicate::AlwaysFalse | CmpFPredicate::AlwaysTrue => Err(format!(
                "'{name}' {} is a constant (canonicalize first)",
                predicate.keyword()
            )),
            p => Ok(p.keyword()),
        };
    }
    let ty = operand_type(op);
    let predicate = CmpIPredicate::from_code(code).ok_or(format!("'{name}' has an unknown predicate {code}"))?;
    let (as_float, signed) = match predicate {
        CmpIPredicate::Eq => ("oeq", None),
        CmpIPredicate::Ne => ("une", None),
        CmpIPredicate::Slt => ("olt", Some(true)),
        CmpIPredicate::Sle => ("ole", Some(true)),
        CmpIPredicate::Sgt => ("ogt", Some(true)),
        CmpIPredicate::Sge => ("oge", Some(true)),
        CmpIPredicate::Ult => ("olt", Some(false)),
        CmpIPredicate::Ule => ("ole", Some(false)),
        CmpIPredicate::Ugt => ("ogt", Some(false)),
        CmpIPredicate::Uge => ("oge", Some(false)),
    };
    match (ty.as_str(), signed) {
        ("i1", Some(true)) => Err(format!(
            "'{name}' {} orders i1 values as signed (true is -1); the tiles hold true as 1",
            predicate.keyword()
        )),
        ("i8", Some(false)) => Err(format!(
            "'{name}' {} orders i8 values as unsigned; the tiles hold them signed",
            predicate.keyword()
        )),
        ("i1" | "i8", _) => Ok(as_float),
        _ => Err(format!(
            "'{name}' compares {ty} values; the conversion compares i1, i8 and floats"
        )),
    }
}

/// Steps computing `c` as 0s and 1s. The engines compare as IEEE does (every ordered
/// comparison with a NaN is false, `not_equal` true); the unordered predicates are the
/// negation (`equal(t, 0)`) of the opposite ordered one.
fn compare(steps: &mut Vec<Step>, c: Comparison) -> Operand {
    let Comparison { predicate, lhs, rhs } = c;
    let tensor = |s: Scalar| match s {
        Scalar::Tensor(o) => o,
        _ => unreachable!("binary makes tensors"),
    };
    let plain = |steps: &mut Vec<Step>, function: &'static str, a: Operand, b: Operand| {
        let commutes = matches!(function, "equal" | "not_equal" | "minimum" | "maximum");
        tensor(binary(steps, function, a, b, commutes))
    };
    let not = |steps: &mut Vec<Step>, t: Operand| tensor(binary(steps, "equal", t, Operand::Constant(0.0), true));
    match predicate {
        "oeq" => plain(steps, "equal", lhs, rhs),
        "une" => plain(steps, "not_equal", lhs, rhs),
        "ogt" => plain(steps, "greater", lhs, rhs),
        "oge" => plain(steps, "greater_equal", lhs, rhs),
        "olt" => plain(steps, "less", lhs, rhs),
        "ole" => plain(steps, "less_equal", lhs, rhs),
        "one" | "ueq" => {
            let (less, greater) = (plain(steps, "less", lhs, rhs), plain(steps, "greater", lhs, rhs));
            let one = plain(steps, "maximum", less, greater);
            if predicate == "one" {
                one
            } else {
                not(steps, one)
            }
        }
        "ord" | "uno" => {
            let (a, b) = (plain(steps, "equal", lhs, lhs), plain(steps, "equal", rhs, rhs));
            let ordered = plain(steps, "minimum", a, b);
            if predicate == "ord" {
                ordered
            } else {
                not(steps, ordered)
            }
        }
        unordered => {
            let opposite = match unordered {
                "ugt" => "less_equal",
                "uge" => "less",
                "ult" => "greater_equal",
                _ => "greater",
            };
            let ordered = plain(steps, opposite, lhs, rhs);
            not(steps, ordered)
        }
    }
}

fn constant_only(name: &str) -> String {
    format!("'{name}' of constants only is not folded (canonicalize first)")
}

fn map(steps: &mut Vec<Step>, function: &'static str, src: Operand, scale: f64) -> Scalar {
    steps.push(Step::Map { function, src, scale });
    Scalar::Tensor(Operand::Step(steps.len() - 1))
}

fn binary(steps: &mut Vec<Step>, function: &'static str, lhs: Operand, rhs: Operand, commutes: bool) -> Scalar {
    steps.push(Step::Binary {
        function,
        lhs,
        rhs,
        commutes,
    });
    Scalar::Tensor(Operand::Step(steps.len() - 1))
}

/// Whether `v` rounds to a normal f32 (finite, not zero, not subnormal).
fn is_normal_f32(v: f64) -> bool {
    (v as f32).is_normal()
}
