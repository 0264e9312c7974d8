//! Index accessors that answer `None` out of range.
//!
//! melior's `region(i)`, `result(i)`, `operand(i)`, `successor(i)` and a block's `argument(i)`
//! put the whole operation (or block) printed as text into their error when `i` is out of
//! range. Printing a nested op builds an `AsmState` over its function and verifies it first,
//! so probing ops with them (`op.region(0).ok()` on ops without regions, `op.result(0)` on a
//! store) made the code generator and the GPU emulator quadratic in a kernel's size: a third
//! of a wgmma GEMM's emulation went to printing and verifying. These check the count first;
//! test/Lint/probing-accessors.test keeps the probing forms out.

use melior::ir::{
    block::BlockArgument, operation::OperationLike, operation::OperationResult, BlockLike, BlockRef, RegionRef, Value,
};

/// `region`, `result`, `operand` and `successor` of an operation, `None` past the count.
pub trait OperationAt<'c: 'a, 'a>: OperationLike<'c, 'a> {
    fn region_at(&self, index: usize) -> Option<RegionRef<'c, 'a>> {
        (index < self.region_count()).then(|| self.region(index).ok()).flatten()
    }

    fn result_at(&self, index: usize) -> Option<OperationResult<'c, 'a>> {
        (index < self.result_count()).then(|| self.result(index).ok()).flatten()
    }

    fn operand_at(&self, index: usize) -> Option<Value<'c, 'a>> {
        (index < self.operand_count())
            .then(|| self.operand(index).ok())
            .flatten()
    }

    fn successor_at(&self, index: usize) -> Option<BlockRef<'c, 'a>> {
        (index < self.successor_count())
            .then(|| self.successor(index).ok())
            .flatten()
    }
}

impl<'c: 'a, 'a, T: OperationLike<'c, 'a>> OperationAt<'c, 'a> for T {}

/// A block's `argument`, `None` past the count.
pub trait BlockAt<'c, 'a>: BlockLike<'c, 'a> {
    fn argument_at(&self, index: usize) -> Option<BlockArgument<'c, 'a>> {
        (index < self.argument_count())
            .then(|| self.argument(index).ok())
            .flatten()
    }
}

impl<'c, 'a, T: BlockLike<'c, 'a>> BlockAt<'c, 'a> for T {}
