//! The one combining op of a reduction's body: `^bb0(%in, %acc): %r = op(%in, %acc)` (the two
//! block arguments in either order) then `linalg.yield %r`, as `linalg.reduce` and
//! tosa-to-linalg's reduction generics write a sum, max or min.

use crate::mlir::ir::{op_name, value_key};
use melior::ir::{BlockLike, BlockRef, OperationRef, operation::OperationLike};

/// The op combining the element and the accumulator, when the body is exactly that op
/// (of the two distinct block arguments) and the yield of its result.
pub fn single_combiner<'c, 'a>(body: BlockRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let combine = body.first_operation()?;
    let yielded = combine.next_in_block()?;
    if yielded.next_in_block().is_some() || op_name(&yielded) != "linalg.yield" || body.argument_count() != 2 {
        return None;
    }
    let arguments: Vec<usize> = (0..2).filter_map(|i| body.argument(i).ok()).map(|a| value_key(a.into())).collect();
    let operands: Vec<usize> = combine.operands().map(value_key).collect();
    let of_both = operands.len() == 2 && operands[0] != operands[1] && operands.iter().all(|o| arguments.contains(o));
    let yields_it = yielded.operand(0).ok().map(value_key) == combine.result(0).ok().map(|r| value_key(r.into()));
    (of_both && yields_it).then_some(combine)
}
