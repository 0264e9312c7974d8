//! Where a pass's new ops go, and the three steps every builder of the project repeats on
//! each op it makes: build it, insert it, hand back its result. The builders of each room
//! (kernel-level ops, tensor ops, MPI helpers, GPU ops) keep their own op vocabulary on top.

use melior::{
    ir::{
        operation::{OperationBuilder, OperationLike},
        Attribute, BlockLike, BlockRef, Identifier, Location, Operation, OperationRef, Value,
    },
    Context,
};

/// An insertion point: before `before` in `block`, or at the block's end when `before` is
/// `None`; new ops take `location`.
#[derive(Clone, Copy)]
pub struct InsertionPoint<'c, 'a> {
    pub context: &'c Context,
    pub block: BlockRef<'c, 'a>,
    pub before: Option<OperationRef<'c, 'a>>,
    pub location: Location<'c>,
}

impl<'c, 'a> InsertionPoint<'c, 'a> {
    /// Before `op`, at its location; `None` where `op` is in no block.
    pub fn before(context: &'c Context, op: OperationRef<'c, 'a>) -> Option<Self> {
        Some(InsertionPoint {
            context,
            block: op.block()?,
            before: Some(op),
            location: op.location(),
        })
    }

    /// At the end of `block`.
    pub fn at_end(context: &'c Context, block: BlockRef<'c, 'a>, location: Location<'c>) -> Self {
        InsertionPoint {
            context,
            block,
            before: None,
            location,
        }
    }

    /// Inserts a built op.
    pub fn insert_built(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        match self.before {
            Some(before) => self.block.insert_operation_before(before, op),
            None => self.block.append_operation(op),
        }
    }

    /// Builds and inserts an op. Passes build ops from verified IR with operands and types
    /// they checked, so MLIR refusing one is a bug of the pass.
    pub fn insert(&self, builder: OperationBuilder<'c>) -> OperationRef<'c, 'a> {
        self.insert_built(builder.build().expect("a pass builds well-formed ops"))
    }

    /// The one result of the op `builder` makes, inserted.
    pub fn value(&self, builder: OperationBuilder<'c>) -> Value<'c, 'a> {
        self.insert(builder).result(0).expect("one result").into()
    }

    /// A named attribute, as `OperationBuilder::add_attributes` takes it.
    pub fn named(&self, name: &str, attribute: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), attribute)
    }
}

/// A room's builder as a newtype over an [`InsertionPoint`]: `builder_on_insertion_point!(Name)`
/// declares `pub struct Name<'c, 'a>(pub InsertionPoint<'c, 'a>)`, which dereferences to it (its
/// fields and `insert` / `value` / `named`), for the room's own op builders to be added on.
#[macro_export]
macro_rules! builder_on_insertion_point {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'c, 'a>(pub $crate::ir::build::InsertionPoint<'c, 'a>);

        impl<'c, 'a> std::ops::Deref for $name<'c, 'a> {
            type Target = $crate::ir::build::InsertionPoint<'c, 'a>;
            fn deref(&self) -> &Self::Target {
                &self.0
            }
        }
    };
}
