//! The checks a distributed function makes on entry (spec 001 §3.2, Fig. 8): that it runs on as
//! many processes as its grid has, and that each distributed argument is the piece of the
//! distribution it was compiled for (the caller passes a fingerprint of the distribution its
//! piece comes from, `axe_distribute::fingerprint`). A failed check stops the process with a
//! message (`cf.assert`), and mpirun tears the run down.

use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::OperationAt;
use axe_distribute::{fingerprint, Grid};
use axe_layout::Layout;
use melior::{
    ir::{
        attribute::{IntegerAttribute, StringAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, BlockLike, BlockRef, OperationRef, Type, Value,
    },
    Context,
};

struct Prologue<'c, 'a>(InsertionPoint<'c, 'a>);

impl<'c, 'a> Prologue<'c, 'a> {
    fn op(
        &self,
        name: &str,
        operands: &[Value<'c, 'a>],
        attributes: &[(&str, Attribute<'c>)],
        results: &[Type<'c>],
    ) -> Option<Value<'c, 'a>> {
        let at = &self.0;
        let attributes: Vec<_> = attributes.iter().map(|(n, a)| at.named(n, *a)).collect();
        let op = at.insert(
            OperationBuilder::new(name, at.location)
                .add_operands(operands)
                .add_attributes(&attributes)
                .add_results(results),
        );
        op.result_at(0).map(Into::into)
    }

    fn constant(&self, value: i64, width: u32) -> Value<'c, 'a> {
        let ty: Type = IntegerType::new(self.0.context, width).into();
        let attribute = Attribute::parse(self.0.context, &format!("{value} : i{width}")).expect("an integer");
        self.op("arith.constant", &[], &[("value", attribute)], &[ty])
            .expect("a result")
    }

    /// `cf.assert (actual == expected), message`.
    fn assert_equal(&self, actual: Value<'c, 'a>, expected: i64, width: u32, message: &str) {
        let expected = self.constant(expected, width);
        let i1: Type = IntegerType::new(self.0.context, 1).into();
        let eq = IntegerAttribute::new(IntegerType::new(self.0.context, 64).into(), CmpIPredicate::Eq.code()).into();
        let ok = self
            .op("arith.cmpi", &[actual, expected], &[("predicate", eq)], &[i1])
            .expect("a result");
        self.op(
            "cf.assert",
            &[ok],
            &[("msg", StringAttribute::new(self.0.context, message).into())],
            &[],
        );
    }
}

/// Appends one `i64` fingerprint argument per entry of `checked` (argument index, its layout and
/// shape, its type as written) and checks them and the process count at the top of `entry`.
pub fn insert<'c, 'a>(
    context: &'c Context,
    function: &OperationRef<'c, 'a>,
    entry: BlockRef<'c, 'a>,
    grid: &Grid,
    name: &str,
    checked: &[(usize, Layout, Vec<i64>, String)],
) {
    let Some(first) = entry.first_operation() else { return };
    let prologue = Prologue(InsertionPoint {
        location: function.location(),
        ..InsertionPoint::before(context, first).expect("in the entry block")
    });
    let comm_type = Type::parse(context, "!mpi.comm").expect("the mpi dialect is loaded");
    let comm = prologue
        .op("mpi.comm_world", &[], &[], &[comm_type])
        .expect("a communicator");
    // The process count as a sum of ones over the communicator: MLIR 22's mpi-to-llvm does not
    // lower mpi.comm_size.
    let i32_type: Type = IntegerType::new(context, 32).into();
    let cell = Type::parse(context, "memref<1xi32>").expect("a memref type");
    let no_operands = Attribute::parse(context, "array<i32: 0, 0>").expect("segment sizes");
    let one = prologue.constant(1, 32);
    let ones = prologue
        .op("memref.alloca", &[], &[("operandSegmentSizes", no_operands)], &[cell])
        .expect("a cell");
    let count = prologue
        .op("memref.alloca", &[], &[("operandSegmentSizes", no_operands)], &[cell])
        .expect("a cell");
    let index: Type = Type::index(context);
    let zero = prologue
        .op(
            "arith.constant",
            &[],
            &[("value", Attribute::parse(context, "0 : index").expect("zero"))],
            &[index],
        )
        .expect("zero");
    prologue.op("memref.store", &[one, ones, zero], &[], &[]);
    let sum = Attribute::parse(context, "3 : i32").expect("MPI_SUM");
    prologue.op("mpi.allreduce", &[ones, count, comm], &[("op", sum)], &[]);
    let size = prologue
        .op("memref.load", &[count, zero], &[], &[i32_type])
        .expect("the count");
    prologue.assert_equal(
        size,
        grid.size(),
        32,
        &format!(
            "@{name} runs on a grid of {} processes ({}); start it with mpirun -n {}",
            grid.size(),
            grid.describe(),
            grid.size()
        ),
    );
    let i64_type: Type = IntegerType::new(context, 64).into();
    for (index, layout, shape, written) in checked {
        let argument = entry.add_argument(i64_type, prologue.0.location);
        prologue.assert_equal(
            argument,
            fingerprint(layout, shape),
            64,
            &format!(
                "argument {index} of @{name}: this process was given a piece of another distribution than {written}"
            ),
        );
    }
}
