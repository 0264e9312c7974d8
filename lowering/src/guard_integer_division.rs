//! `axe-guard-integer-division`: an integer division or remainder by zero, and a signed one
//! of the minimum by -1, is undefined behaviour in LLVM and a trap on x86 (`idiv` raises
//! SIGFPE): a compiled program died without a word where the interpreter reports
//! `'arith.divsi' op division by zero`. Each integer division or remainder of `arith`
//! (`divsi`, `divui`, `remsi`, `remui`, `floordivsi`, `ceildivsi`, `ceildivui`) and of `index`
//! (`divs`, `divu`, `rems`, `remu`, `floordivs`, `ceildivs`, `ceildivu`) whose divisor
//! is not a constant that makes it defined is preceded by a `cf.assert` of the divisor (and,
//! signed, of the overflow), whose message names the division's source location, and divides
//! by 1 where the check fails. On the CPU a failed check prints `file:line:col: runtime check
//! failed: integer division by zero` and aborts (the JIT ends with status 1), as a failed runtime check does;
//! the checks are marked continuable ([`crate::uop_to_scf::CONTINUABLE`]), so an object compiled with
//! `--runtime-checks=report` (python/axe) records the failure and finishes the call, the
//! division by 1 keeping it defined. A vector division is checked on every lane.

use crate::uop_to_scf::{all_lanes, check_assert};
use axe_dialects::ir::read::{defining_op, for_each_nested, op_name, splat_element};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::IntegerAttribute,
    operation::{OperationBuilder, OperationLike, OperationMutLike},
    Attribute, BlockLike, Identifier, OperationRef, Type, TypeLike, Value, ValueLike,
};
use melior::Context;

pub static GUARD_INTEGER_DIVISION: PassDefinition = PassDefinition {
    argument: "axe-guard-integer-division",
    description: "Each integer division or remainder (arith.divsi, divui, remsi, remui, floordivsi, ceildivsi, ceildivui; index.divs, divu, rems, remu, floordivs, ceildivs, ceildivu) whose divisor is not a constant that makes it defined gets a cf.assert (marked uop.continuable) that the divisor is not 0 and, signed, that it is not the minimum divided by -1, with the division's location in its message, and divides by 1 where that fails: the CPU reports the error instead of trapping (SIGFPE), and axe-report-runtime-checks can record it and go on. Before axe-report-runtime-checks",
    options: &[],
    run,
};

/// `arith.cmpi`'s `ne` predicate.
const NE: i64 = 1;

/// The integer divisions and remainders of `arith` and `index`, and those of them that are
/// signed.
const DIVISIONS: [&str; 14] = [
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.floordivsi",
    "arith.ceildivsi",
    "arith.ceildivui",
    "index.divs",
    "index.divu",
    "index.rems",
    "index.remu",
    "index.floordivs",
    "index.ceildivs",
    "index.ceildivu",
];
const SIGNED: [&str; 8] = [
    "arith.divsi",
    "arith.remsi",
    "arith.floordivsi",
    "arith.ceildivsi",
    "index.divs",
    "index.rems",
    "index.floordivs",
    "index.ceildivs",
];

/// The integer of a scalar or splat `arith.constant`, or an `index.constant`, defining `value`.
fn constant_integer(value: Value) -> Option<i64> {
    let op = defining_op(value).filter(|d| matches!(op_name(d), "arith.constant" | "index.constant"))?;
    let attribute = op.attribute("value").ok()?;
    let scalar = splat_element(attribute).unwrap_or(attribute);
    IntegerAttribute::try_from(scalar).ok().map(|i| i.value())
}

/// The element width of an integer or index, or a vector of them (an index is 64 bits on the
/// hosts Axe targets).
fn element_width(t: Type) -> Option<u32> {
    let raw = t.to_raw();
    unsafe {
        let element = if mlir_sys::mlirTypeIsAVector(raw) {
            mlir_sys::mlirShapedTypeGetElementType(raw)
        } else {
            raw
        };
        if mlir_sys::mlirTypeIsAIndex(element) {
            Some(64)
        } else {
            mlir_sys::mlirTypeIsAInteger(element).then(|| mlir_sys::mlirIntegerTypeGetWidth(element))
        }
    }
}

/// Builds the checks of one division in front of it.
struct Guard<'c, 'a> {
    context: &'c Context,
    at: OperationRef<'c, 'a>,
}

impl<'c, 'a> Guard<'c, 'a> {
    fn insert(&self, op: melior::ir::Operation<'c>) -> Value<'c, 'a> {
        let block = self.at.block().expect("a division sits in a block");
        let op = block.insert_operation_before(self.at, op);
        op.result(0).expect("one result").into()
    }

    /// `value` as a constant of `t` (a splat for a vector).
    fn constant(&self, t: Type<'c>, value: i64) -> Value<'c, 'a> {
        let text = if unsafe { mlir_sys::mlirTypeIsAVector(t.to_raw()) } {
            format!("dense<{value}> : {t}")
        } else {
            format!("{value} : {t}")
        };
        let attribute = Attribute::parse(self.context, &text).expect("an integer constant");
        self.insert(
            OperationBuilder::new("arith.constant", self.at.location())
                .add_attributes(&[(Identifier::new(self.context, "value"), attribute)])
                .add_results(&[t])
                .build()
                .expect("arith.constant"),
        )
    }

    fn compare(&self, predicate: i64, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Value<'c, 'a> {
        let i64_type = melior::ir::r#type::IntegerType::new(self.context, 64).into();
        self.insert(
            OperationBuilder::new("arith.cmpi", self.at.location())
                .add_attributes(&[(
                    Identifier::new(self.context, "predicate"),
                    IntegerAttribute::new(i64_type, predicate).into(),
                )])
                .add_operands(&[x, y])
                .enable_result_type_inference()
                .build()
                .expect("arith.cmpi"),
        )
    }

    /// `name` (an `arith` op whose result type is inferred) of `operands`.
    fn arith(&self, name: &str, operands: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        self.insert(
            OperationBuilder::new(name, self.at.location())
                .add_operands(operands)
                .enable_result_type_inference()
                .build()
                .expect("an arith op"),
        )
    }

    /// `cf.assert` that `ok` holds (on every lane of a vector), continuable: the division
    /// after it is by 1 where it fails.
    fn assert(&self, ok: Value<'c, 'a>, message: &str) {
        let ok = if unsafe { mlir_sys::mlirTypeIsAVector(ok.r#type().to_raw()) } {
            self.insert(all_lanes(self.context, ok, self.at.location()))
        } else {
            ok
        };
        let block = self.at.block().expect("a division sits in a block");
        block.insert_operation_before(self.at, check_assert(self.context, &self.at, ok, message));
    }
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut divisions = Vec::new();
    for_each_nested(&root, &mut |op| {
        if DIVISIONS.contains(&op_name(&op)) {
            divisions.push(op);
        }
    });
    for op in divisions {
        let signed = SIGNED.contains(&op_name(&op));
        let (dividend, divisor) = (
            op.operand(0).expect("two operands"),
            op.operand(1).expect("two operands"),
        );
        let Some(width) = element_width(divisor.r#type()) else {
            continue;
        };
        let constant = constant_integer(divisor);
        // An i1's -1 is its 1: `x / true` is x, and `true` is the only divisor that is defined.
        let minus_one_overflows = signed && width > 1;
        let zero_checked = constant.is_none_or(|c| c == 0);
        let overflow_checked =
            minus_one_overflows && constant.is_none_or(|c| c == -1 || (width < 64 && c == (1i64 << width) - 1));
        if !zero_checked && !overflow_checked {
            continue;
        }
        let guard = Guard { context, at: op };
        let t = divisor.r#type();
        let mut defined = Vec::new();
        if zero_checked {
            let zero = guard.constant(t, 0);
            let ok = guard.compare(NE, divisor, zero);
            guard.assert(ok, "integer division by zero");
            defined.push(ok);
        }
        if overflow_checked {
            let minimum = guard.constant(t, if width >= 64 { i64::MIN } else { -(1i64 << (width - 1)) });
            let minus_one = guard.constant(t, -1);
            let ok = guard.arith(
                "arith.ori",
                &[
                    guard.compare(NE, dividend, minimum),
                    guard.compare(NE, divisor, minus_one),
                ],
            );
            guard.assert(ok, "signed integer division overflow (the minimum divided by -1)");
            defined.push(ok);
        }
        // Where a check fails (and the call goes on), the division is by 1: defined.
        let defined = defined
            .into_iter()
            .reduce(|x, y| guard.arith("arith.andi", &[x, y]))
            .expect("one check at least");
        let one = guard.constant(t, 1);
        let safe = guard.arith("arith.select", &[defined, divisor, one]);
        let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
        writable.set_operand(1, safe);
    }
    Ok(())
}
