//! Builds tensor-level uop ops (movement, `where`, `reduce_axis`, splat
//! constants) in front of the op being converted. Every movement that would
//! not change its operand is skipped, so an identity indexing map costs
//! nothing.

use crate::rangeify::tensor_shape;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{defining_op, i64_array, op_name};
use melior::{
    ir::{
        attribute::{AttributeLike, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{IntegerType, RankedTensorType},
        Attribute, Identifier, Location, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};

pub use axe_dialects::ir::enums::ReduceKind;

axe_dialects::builder_on_insertion_point!(
    /// Inserts before the op being converted, at its location (an [`InsertionPoint`], whose
    /// fields and `insert` / `value` / `named` it shares).
    TensorBuilder
);

/// The static shape of a tensor value (the converter only builds static tensors).
pub fn shape_of(value: Value) -> Vec<i64> {
    tensor_shape(value.r#type()).map(|(shape, _)| shape).unwrap_or_default()
}

pub fn element_of<'c>(value: Value<'c, '_>) -> Type<'c> {
    tensor_shape(value.r#type())
        .map(|(_, element)| element)
        .unwrap_or(value.r#type())
}

fn dense_i64(values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("array<i64: {}>", items.join(", "))
}

impl<'c, 'a> TensorBuilder<'c, 'a> {
    /// Builds in front of `before`, at its location.
    pub fn new(context: &'c Context, before: OperationRef<'c, 'a>) -> Self {
        TensorBuilder(InsertionPoint::before(context, before).expect("converted ops sit in a block"))
    }

    /// Where the tensor form of `body_op` (an op of the converted op's body) is: its own
    /// location, or the converted op's where it has none. Upstream builds a named op's body at
    /// an unknown location, so a generalized convolution's multiply and add would otherwise
    /// give the kernels made of them, and their diagnostics, no place in the source.
    pub fn source_location(&self, body_op: OperationRef<'c, 'a>) -> Location<'c> {
        let own = body_op.location();
        if own == Location::unknown(self.context) {
            self.location
        } else {
            own
        }
    }

    pub fn tensor_type(&self, shape: &[i64], element: Type<'c>) -> Type<'c> {
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&dims, element, None).into()
    }

    fn attr(&self, name: &str, text: &str) -> (Identifier<'c>, Attribute<'c>) {
        (
            Identifier::new(self.context, name),
            Attribute::parse(self.context, text).expect("a well-formed attribute"),
        )
    }

    fn movement(&self, name: &str, source: Value<'c, 'a>, shape: &[i64], attrs: &[(&str, String)]) -> Value<'c, 'a> {
        let attributes: Vec<_> = attrs.iter().map(|(n, t)| self.attr(n, t)).collect();
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[source])
                .add_attributes(&attributes)
                .add_results(&[self.tensor_type(shape, element_of(source))]),
        )
    }

    /// `uop.reshape` to `shape` (same element count).
    /// A reshape of a reshape reshapes the first one's source.
    pub fn reshape(&self, source: Value<'c, 'a>, shape: &[i64]) -> Value<'c, 'a> {
        let source = match defining_op(source).filter(|d| op_name(d) == "uop.reshape") {
            Some(inner) => inner.operand(0).expect("a source"),
            None => source,
        };
        if shape_of(source) == shape {
            return source;
        }
        self.movement("uop.reshape", source, shape, &[])
    }

    /// `uop.permute`: result axis `i` is source axis `order[i]`.
    /// A permute of a permute is one permute of the first one's source.
    pub fn permute(&self, source: Value<'c, 'a>, order: &[i64]) -> Value<'c, 'a> {
        let (source, order) = match defining_op(source).filter(|d| op_name(d) == "uop.permute") {
            Some(inner) => {
                let first = i64_array(&inner, "order").unwrap_or_default();
                (
                    inner.operand(0).expect("a source"),
                    order.iter().map(|&o| first[o as usize]).collect(),
                )
            }
            None => (source, order.to_vec()),
        };
        let order = &order[..];
        if order.iter().enumerate().all(|(i, &o)| i as i64 == o) {
            return source;
        }
        let from = shape_of(source);
        let shape: Vec<i64> = order.iter().map(|&o| from[o as usize]).collect();
        self.movement("uop.permute", source, &shape, &[("order", dense_i64(order))])
    }

    /// `uop.expand` of size-1 axes to `shape`.
    pub fn expand(&self, source: Value<'c, 'a>, shape: &[i64]) -> Value<'c, 'a> {
        if shape_of(source) == shape {
            return source;
        }
        self.movement("uop.expand", source, shape, &[])
    }

    /// `uop.shrink` to the box `[begin, end)`.
    pub fn shrink(&self, source: Value<'c, 'a>, begin: &[i64], end: &[i64]) -> Value<'c, 'a> {
        if begin.iter().all(|&b| b == 0) && shape_of(source) == end {
            return source;
        }
        let shape: Vec<i64> = begin.iter().zip(end).map(|(b, e)| e - b).collect();
        self.movement(
            "uop.shrink",
            source,
            &shape,
            &[("begin", dense_i64(begin)), ("end", dense_i64(end))],
        )
    }

    /// `uop.pad` with zeros (false for `i1`).
    pub fn pad(&self, source: Value<'c, 'a>, low: &[i64], high: &[i64]) -> Value<'c, 'a> {
        if low.iter().chain(high).all(|&p| p == 0) {
            return source;
        }
        let shape: Vec<i64> = shape_of(source)
            .iter()
            .zip(low.iter().zip(high))
            .map(|(s, (l, h))| s + l + h)
            .collect();
        self.movement(
            "uop.pad",
            source,
            &shape,
            &[("low", dense_i64(low)), ("high", dense_i64(high))],
        )
    }

    /// `source` placed at `low` inside a tensor of `around`'s shape, `around`
    /// elsewhere: `where(pad(true), pad(source), around)`, exact for every
    /// value (a sum of zero-padded pieces would turn -0.0 into +0.0).
    pub fn overlay(&self, around: Value<'c, 'a>, source: Value<'c, 'a>, low: &[i64]) -> Value<'c, 'a> {
        let outer = shape_of(around);
        let inner = shape_of(source);
        if outer == inner {
            return source;
        }
        let high: Vec<i64> = outer
            .iter()
            .zip(inner.iter().zip(low))
            .map(|(o, (i, l))| o - i - l)
            .collect();
        let inside = self.splat_bool(true, &inner);
        let mask = self.pad(inside, low, &high);
        let placed = self.pad(source, low, &high);
        self.select(mask, placed, around)
    }

    /// `uop.contiguous`: `source`, materialized (a value read more than once, whose
    /// recomputation in every reader would multiply the work).
    pub fn contiguous(&self, source: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("uop.contiguous", self.location)
                .add_operands(&[source])
                .add_results(&[source.r#type()]),
        )
    }

    /// `uop.where`.
    pub fn select(&self, cond: Value<'c, 'a>, on_true: Value<'c, 'a>, on_false: Value<'c, 'a>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("uop.where", self.location)
                .add_operands(&[cond, on_true, on_false])
                .add_results(&[on_true.r#type()]),
        )
    }

    /// `uop.gather` at `location` of `source` at one `index` tensor per source axis (each of
    /// the result's `shape`), clamped into the axis (UOpTensorOps.td).
    pub fn gather(
        &self,
        location: Location<'c>,
        source: Value<'c, 'a>,
        indices: &[Value<'c, 'a>],
        shape: &[i64],
    ) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("uop.gather", location)
                .add_operands(&[source])
                .add_operands(indices)
                .add_results(&[self.tensor_type(shape, element_of(source))]),
        )
    }

    /// `uop.assert` at `location`: `value`, where `condition` holds; the call stops with
    /// `message` (a string attribute) where not.
    pub fn guard(
        &self,
        location: Location<'c>,
        condition: Value<'c, 'a>,
        value: Value<'c, 'a>,
        message: Attribute<'c>,
    ) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("uop.assert", location)
                .add_operands(&[condition, value])
                .add_attributes(&[(Identifier::new(self.context, "message"), message)])
                .add_results(&[value.r#type()]),
        )
    }

    /// `uop.reduce_axis` over `axes` (kept as size 1).
    pub fn reduce_axis(&self, kind: ReduceKind, source: Value<'c, 'a>, axes: &[i64]) -> Value<'c, 'a> {
        self.reduce_axis_from(kind, source, axes, false)
    }

    /// [`Self::reduce_axis`]; with `from_negative_zero` (a float add only) each row starts from
    /// -0 instead of +0 (UOpTensorOps.td).
    pub fn reduce_axis_from(
        &self,
        kind: ReduceKind,
        source: Value<'c, 'a>,
        axes: &[i64],
        from_negative_zero: bool,
    ) -> Value<'c, 'a> {
        if axes.is_empty() {
            return source;
        }
        let mut shape = shape_of(source);
        for &a in axes {
            shape[a as usize] = 1;
        }
        let op = IntegerAttribute::new(IntegerType::new(self.context, 32).into(), kind.code()).into();
        let mut attributes = vec![
            (Identifier::new(self.context, "op"), op),
            self.attr("axes", &dense_i64(axes)),
        ];
        if from_negative_zero {
            attributes.push((
                Identifier::new(self.context, "from_negative_zero"),
                Attribute::unit(self.context),
            ));
        }
        self.value(
            OperationBuilder::new("uop.reduce_axis", self.location)
                .add_operands(&[source])
                .add_attributes(&attributes)
                .add_results(&[self.tensor_type(&shape, element_of(source))]),
        )
    }

    /// `arith.constant dense<element> : tensor<shape>` for a scalar attribute.
    pub fn splat(&self, element: Attribute<'c>, shape: &[i64]) -> Value<'c, 'a> {
        let ty = self.tensor_type(shape, element.r#type());
        let dense =
            unsafe { Attribute::from_raw(mlir_sys::mlirDenseElementsAttrSplatGet(ty.to_raw(), element.to_raw())) };
        self.constant(dense)
    }

    pub fn splat_bool(&self, value: bool, shape: &[i64]) -> Value<'c, 'a> {
        let ty = self.tensor_type(shape, IntegerType::new(self.context, 1).into());
        let dense = unsafe { Attribute::from_raw(mlir_sys::mlirDenseElementsAttrBoolSplatGet(ty.to_raw(), value)) };
        self.constant(dense)
    }

    /// The i1 tensor of `shape` holding `values` in row-major order.
    pub fn bools(&self, values: &[bool], shape: &[i64]) -> Value<'c, 'a> {
        let ty = self.tensor_type(&[values.len() as i64], IntegerType::new(self.context, 1).into());
        let items: Vec<&str> = values.iter().map(|&v| if v { "true" } else { "false" }).collect();
        let dense = Attribute::parse(self.context, &format!("dense<[{}]> : {ty}", items.join(", ")))
            .expect("a dense i1 vector");
        self.reshape(self.constant(dense), shape)
    }

    /// An elementwise `arith` op on tensors of `source`'s shape, with results of element `element`.
    pub fn arith(&self, name: &str, operands: &[Value<'c, 'a>], element: Type<'c>) -> Value<'c, 'a> {
        let ty = self.tensor_type(&shape_of(operands[0]), element);
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(operands)
                .add_results(&[ty]),
        )
    }

    /// `arith.cmpi` / `arith.cmpf` (by the element type) with `predicate`, MLIR's enum code.
    pub fn compare(&self, predicate: i64, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        let float = !element_of(lhs).is_integer() && !element_of(lhs).is_index();
        let name = if float { "arith.cmpf" } else { "arith.cmpi" };
        let predicate = IntegerAttribute::new(IntegerType::new(self.context, 64).into(), predicate).into();
        let ty = self.tensor_type(&shape_of(lhs), IntegerType::new(self.context, 1).into());
        self.value(
            OperationBuilder::new(name, self.location)
                .add_operands(&[lhs, rhs])
                .add_attributes(&[(Identifier::new(self.context, "predicate"), predicate)])
                .add_results(&[ty]),
        )
    }

    /// A splat of the integer `value` (of any width: it is written in the attribute's text,
    /// so a sign bit or a wide unsigned value is exact).
    pub fn int_splat(&self, value: i128, element: Type<'c>, shape: &[i64]) -> Value<'c, 'a> {
        let attribute = Attribute::parse(self.context, &format!("{value} : {element}")).expect("an integer attribute");
        self.splat(attribute, shape)
    }

    /// A splat of the float `value` in `element` (infinities included).
    pub fn float_splat(&self, value: f64, element: Type<'c>, shape: &[i64]) -> Value<'c, 'a> {
        let attribute = unsafe {
            Attribute::from_raw(mlir_sys::mlirFloatAttrDoubleGet(
                self.context.to_raw(),
                element.to_raw(),
                value,
            ))
        };
        self.splat(attribute, shape)
    }

    /// 0 .. shape[axis]-1 in `element` along `axis`, broadcast over the other axes of `shape`.
    pub fn arange(&self, element: Type<'c>, axis: usize, shape: &[i64]) -> Value<'c, 'a> {
        let extent = shape[axis];
        let items: Vec<String> = (0..extent).map(|i| i.to_string()).collect();
        let ty = self.tensor_type(&[extent], element);
        let dense =
            Attribute::parse(self.context, &format!("dense<[{}]> : {ty}", items.join(", "))).expect("a dense vector");
        let line = self.constant(dense);
        let placed: Vec<i64> = (0..shape.len()).map(|k| if k == axis { extent } else { 1 }).collect();
        let placed = self.reshape(line, &placed);
        self.expand(placed, shape)
    }

    /// `arith.constant` of a tensor attribute.
    pub fn constant(&self, value: Attribute<'c>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("arith.constant", self.location)
                .add_attributes(&[(Identifier::new(self.context, "value"), value)])
                .add_results(&[value.r#type()]),
        )
    }
}
