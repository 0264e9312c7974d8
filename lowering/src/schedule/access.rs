//! How each access of a kernel moves with each range: the address indices as linear forms in
//! the ranges (through `addi`, `subi` and `muli` by a constant; any other op makes the ranges it
//! sees non-linear), computed in one pass over the block. A range is contiguous for an access
//! when its last index has coefficient 1 in it and the other indices do not vary with it. The
//! ranges a value varies with at all are the keys of its form.

use super::kernel::KernelRanges;
use axe_dialects::ir::read::{constant_of, i64_array, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_schedule::{Access, KernelSummary, Reduction};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, TypeLike, Value, ValueLike};
use std::collections::{BTreeMap, HashMap};

/// The coefficient of one range in an index value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coef {
    Linear(i64),
    Other,
}

type Form = BTreeMap<usize, Coef>;

fn combine(a: &Form, b: &Form, sign: i64) -> Form {
    let mut out = a.clone();
    for (&r, &c) in b {
        let merged = match (out.get(&r).copied(), c) {
            (None, Coef::Linear(x)) => x.checked_mul(sign).map_or(Coef::Other, Coef::Linear),
            (Some(Coef::Linear(x)), Coef::Linear(y)) => y
                .checked_mul(sign)
                .and_then(|y| x.checked_add(y))
                .map_or(Coef::Other, Coef::Linear),
            _ => Coef::Other,
        };
        if merged == Coef::Linear(0) {
            out.remove(&r);
        } else {
            out.insert(r, merged);
        }
    }
    out
}

fn scale(a: &Form, k: i64) -> Form {
    if k == 0 {
        return Form::new();
    }
    a.iter()
        .map(|(&r, &c)| {
            (
                r,
                match c {
                    Coef::Linear(x) => x.checked_mul(k).map_or(Coef::Other, Coef::Linear),
                    Coef::Other => Coef::Other,
                },
            )
        })
        .collect()
}

fn opaque(forms: &[&Form]) -> Form {
    forms.iter().flat_map(|f| f.keys()).map(|&r| (r, Coef::Other)).collect()
}

/// The linear forms of every value of a kernel body.
struct Forms {
    of: HashMap<usize, Form>,
    empty: Form,
}

impl Forms {
    fn get(&self, value: Value) -> &Form {
        self.of.get(&value_key(value)).unwrap_or(&self.empty)
    }

    fn of_block(body: &BlockRef, ranges: &KernelRanges) -> Forms {
        let mut forms = Forms {
            of: HashMap::new(),
            empty: Form::new(),
        };
        let mut current = body.first_operation();
        while let Some(op) = current {
            let operands: Vec<Value> = op.operands().collect();
            let form = match op_name(&op) {
                "uop.range" => {
                    let key = value_key(op.result(0).expect("a range has a result").into());
                    ranges
                        .position
                        .get(&key)
                        .map(|&p| Form::from([(p, Coef::Linear(1))]))
                        .unwrap_or_default()
                }
                "arith.addi" | "index.add" => combine(forms.get(operands[0]), forms.get(operands[1]), 1),
                "arith.subi" | "index.sub" => combine(forms.get(operands[0]), forms.get(operands[1]), -1),
                "arith.muli" | "index.mul" => match (constant_of(operands[0], 64), constant_of(operands[1], 64)) {
                    (_, Some(k)) => scale(forms.get(operands[0]), k),
                    (Some(k), _) => scale(forms.get(operands[1]), k),
                    _ => opaque(&[forms.get(operands[0]), forms.get(operands[1])]),
                },
                "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui" => {
                    forms.get(operands[0]).clone()
                }
                // A reduction or an end varies with what its operand does, less what it binds.
                "uop.reduce" | "uop.end" => {
                    let mut form = opaque(&[forms.get(operands[0])]);
                    for bound in &operands[1..] {
                        if let Some(p) = ranges.position.get(&value_key(*bound)) {
                            form.remove(p);
                        }
                    }
                    form
                }
                _ => opaque(&operands.iter().map(|&v| forms.get(v)).collect::<Vec<_>>()),
            };
            if !form.is_empty() {
                for result in op.results() {
                    forms.of.insert(value_key(result.into()), form.clone());
                }
            }
            current = op.next_in_block();
        }
        forms
    }
}

/// The indices (and gate) of a `uop.index`.
pub fn index_operands<'c, 'a>(index: &OperationRef<'c, 'a>) -> (Vec<Value<'c, 'a>>, Option<Value<'c, 'a>>) {
    let operands: Vec<Value> = index.operands().collect();
    let segments = i64_array(index, "operandSegmentSizes").unwrap_or_else(|| vec![1, operands.len() as i64 - 1, 0]);
    let count = segments.get(1).copied().unwrap_or(0) as usize;
    (operands[1..1 + count].to_vec(), operands.get(1 + count).copied())
}

/// The bytes of a type's element (of a shaped type, or the type itself); 8 for any other.
pub(crate) fn element_bytes(ty: melior::ir::Type) -> i64 {
    let raw = ty.to_raw();
    unsafe {
        let element = if mlir_sys::mlirTypeIsAShaped(raw) {
            mlir_sys::mlirShapedTypeGetElementType(raw)
        } else {
            raw
        };
        if mlir_sys::mlirTypeIsAInteger(element) {
            (mlir_sys::mlirIntegerTypeGetWidth(element) as i64 + 7) / 8
        } else if mlir_sys::mlirTypeIsAFloat(element) {
            (mlir_sys::mlirFloatTypeGetWidth(element) as i64 + 7) / 8
        } else {
            8
        }
    }
}

/// What the heuristics read of a kernel: its ranges and how every access moves with them.
pub fn summarize(body: &BlockRef, ranges: &KernelRanges) -> KernelSummary {
    let forms = Forms::of_block(body, ranges);
    let mut accesses = Vec::new();
    let mut reductions = Vec::new();
    let mut widest = 1;
    let mut stored = std::collections::HashSet::new();
    let mut current = body.first_operation();
    while let Some(op) = current {
        if op_name(&op) == "uop.store" {
            stored.extend(op.operand_at(0).map(value_key));
        }
        current = op.next_in_block();
    }
    let mut current = body.first_operation();
    while let Some(op) = current {
        if op_name(&op) == "uop.reduce" {
            let bound = op
                .operands()
                .skip(1)
                .filter_map(|r| ranges.position.get(&value_key(r)).copied())
                .collect();
            let free = op
                .result_at(0)
                .map(|r| forms.get(r.into()).keys().copied().collect())
                .unwrap_or_default();
            reductions.push(Reduction { bound, free });
        }
        if op_name(&op) == "uop.index" {
            let (indices, gate) = index_operands(&op);
            let result: Value = op.result(0).expect("uop.index has a result").into();
            let store = stored.contains(&value_key(result));
            if let Some(buffer) = op.operand_at(0) {
                widest = widest.max(element_bytes(buffer.r#type()));
            }
            let mut varies: Vec<usize> = indices
                .iter()
                .chain(gate.iter())
                .flat_map(|&v| forms.get(v).keys().copied())
                .collect();
            varies.sort_unstable();
            varies.dedup();
            let unit = varies
                .iter()
                .copied()
                .filter(|&r| {
                    let last = indices.last().map(|&v| forms.get(v).get(&r).copied());
                    last == Some(Some(Coef::Linear(1)))
                        && indices[..indices.len() - 1]
                            .iter()
                            .all(|&v| !forms.get(v).contains_key(&r))
                })
                .collect();
            let only_last = |r: usize| {
                indices[..indices.len() - 1]
                    .iter()
                    .all(|&v| !forms.get(v).contains_key(&r))
            };
            let linear = varies
                .iter()
                .copied()
                .filter(|&r| {
                    matches!(
                        indices.last().and_then(|&v| forms.get(v).get(&r).copied()),
                        Some(Coef::Linear(_))
                    ) && only_last(r)
                })
                .collect();
            accesses.push(Access {
                store,
                varies,
                unit,
                linear,
                gated: gate.is_some(),
            });
        }
        current = op.next_in_block();
    }
    KernelSummary {
        ranges: ranges.specs.clone(),
        accesses,
        reductions,
        element_bytes: widest,
    }
}
