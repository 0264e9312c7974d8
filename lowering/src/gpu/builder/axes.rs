//! The hardware axes' values in a kernel (`gpu.block_id`, `gpu.thread_id`, warp and lane) and
//! a coordinate computed from them as a sum of a layout's digits.

use super::Builder;
use crate::uop_to_scf::ops;
use axe_layout::Axis;
use axe_schedule::mma::Digit;
use melior::ir::{attribute::IntegerAttribute, Attribute, Type, Value};
use std::collections::HashMap;

/// The hardware axes' values in the kernel: block ids and the warp and lane of the thread.
pub(crate) struct Axes<'c, 'a> {
    pub(crate) values: HashMap<String, Value<'c, 'a>>,
}

impl<'c, 'a> Axes<'c, 'a> {
    pub(crate) fn get(&self, axis: &Axis) -> Value<'c, 'a> {
        *self
            .values
            .get(axis.name())
            .expect("the tiling's layouts use by, bx, warp, lane and reg")
    }
}

/// `gpu.thread_id` / `gpu.block_id` along `dim`, below `bound`.
pub(crate) fn gpu_id<'c, 'a>(at: &Builder<'c, 'a>, name: &str, dim: &str, bound: i64) -> Value<'c, 'a> {
    gpu_id_below(at, name, dim, Some(bound))
}

/// `gpu.thread_id` / `gpu.block_id` along `dim`, below `bound` where one is given.
pub(crate) fn gpu_id_below<'c, 'a>(at: &Builder<'c, 'a>, name: &str, dim: &str, bound: Option<i64>) -> Value<'c, 'a> {
    let dimension = Attribute::parse(at.context, &format!("#gpu<dim {dim}>")).expect("a gpu dimension attribute");
    let index = Type::index(at.context);
    let mut attributes = vec![("dimension", dimension)];
    if let Some(bound) = bound {
        attributes.push(("upper_bound", IntegerAttribute::new(index, bound).into()));
    }
    at.insert_built(ops::generic(
        at.context,
        name,
        &attributes,
        &[],
        Some(index),
        at.location,
    ))
    .result(0)
    .expect("one result")
    .into()
}

/// One coordinate of register `reg`: the digits of `reg` folded into a constant, the others
/// computed from the axes.
pub(crate) fn coordinate<'c, 'a>(
    at: &Builder<'c, 'a>,
    axes: &Axes<'c, 'a>,
    digits: &[Digit],
    reg: i64,
) -> Value<'c, 'a> {
    let constant: i64 = digits
        .iter()
        .filter(|d| d.axis.name() == "reg")
        .map(|d| (reg / d.stride) % d.extent * d.weight)
        .sum();
    let terms: Vec<Value> = digits
        .iter()
        .filter(|d| d.axis.name() != "reg")
        .map(|d| at.digit(axes.get(&d.axis), d.stride, Some(d.extent), d.weight))
        .collect();
    at.sum_plus(terms, constant)
}
