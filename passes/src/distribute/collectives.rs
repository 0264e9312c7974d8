//! Builds the `shard` collectives of a plan ([`axe_distribute::plan`]) on local tensors.

use axe_dialects::ir::attribute_names;
use axe_distribute::{Collective, Combine, Grid, Sharding};
use melior::{
    ir::{
        operation::{OperationBuilder, OperationLike},
        r#type::RankedTensorType,
        Attribute, BlockLike, Identifier, Location, OperationRef, Type, Value, ValueLike,
    },
    Context,
};

/// A ranked tensor type of `shape` and `element`, without encoding.
pub fn local_tensor<'c>(shape: &[i64], element: Type<'c>) -> Type<'c> {
    let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
    RankedTensorType::new(&dims, element, None).into()
}

fn attr<'c>(context: &'c Context, name: &str, text: &str) -> (Identifier<'c>, Attribute<'c>) {
    (
        Identifier::new(context, name),
        Attribute::parse(context, text).unwrap_or_else(|| panic!("a well-formed attribute: {text}")),
    )
}

fn axes_attr(axes: &[usize]) -> String {
    let items: Vec<String> = axes.iter().map(usize::to_string).collect();
    format!("array<i16: {}>", items.join(", "))
}

/// Where the collectives go and what they act on.
pub struct Emitter<'c, 'g> {
    pub context: &'c Context,
    pub grid: &'g Grid,
    pub grid_name: &'g str,
    pub location: Location<'c>,
    /// How the pieces of a partial value combine (the sum when `None`).
    pub combine: Option<Combine>,
}

impl<'c> Emitter<'c, '_> {
    /// Builds `steps` in front of `before`, starting from `value` (a piece of a `shape` tensor
    /// distributed as `from`); returns the last result (or `value` for no steps).
    pub fn emit<'a>(
        &self,
        before: OperationRef<'c, 'a>,
        value: Value<'c, 'a>,
        shape: &[i64],
        from: &Sharding,
        steps: &[Collective],
    ) -> Value<'c, 'a> {
        let block = before.block().expect("ops sit in a block");
        let element = crate::rangeify::tensor_shape(value.r#type())
            .expect("a static tensor")
            .1;
        let mut current = from.clone();
        let mut value = value;
        for step in steps {
            step.apply(&mut current);
            let result = local_tensor(&current.local_shape(shape, self.grid), element);
            let mut attributes = vec![
                attr(self.context, "grid", &format!("@{}", self.grid_name)),
                attr(self.context, "grid_axes", &axes_attr(step.axes())),
            ];
            let index = |name: &str, v: usize| attr(self.context, name, &format!("{v} : index"));
            if let (Collective::AllReduce { .. } | Collective::ReduceScatter { .. }, Some(combine)) =
                (step, self.combine)
            {
                // `shard`'s kind says max or min; which one (NaNs, signedness) is the op's.
                if combine.kind != "sum" {
                    attributes.push(attr(
                        self.context,
                        "reduction",
                        &format!("#shard<partial {}>", combine.kind),
                    ));
                    attributes.push(attr(
                        self.context,
                        attribute_names::COMBINE,
                        &format!("\"{}\"", combine.op),
                    ));
                }
            }
            match step {
                Collective::AllReduce { .. } => {}
                Collective::ReduceScatter { dim, .. } => attributes.push(index("scatter_axis", *dim)),
                Collective::AllGather { dim, .. } => attributes.push(index("gather_axis", *dim)),
                Collective::AllSlice { dim, .. } => attributes.push(index("slice_axis", *dim)),
                Collective::AllToAll {
                    split_dim, concat_dim, ..
                } => {
                    attributes.push(index("split_axis", *split_dim));
                    attributes.push(index("concat_axis", *concat_dim));
                }
            }
            let op = OperationBuilder::new(step.op_name(), self.location)
                .add_operands(&[value])
                .add_attributes(&attributes)
                .add_results(&[result])
                .build()
                .expect("a well-formed collective");
            value = block
                .insert_operation_before(before, op)
                .result(0)
                .expect("one result")
                .into();
        }
        value
    }
}
