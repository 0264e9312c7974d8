//! The loops open while the lowering emits a kernel graph, and where each
//! level inserts code. Level 0 is the function body; level k + 1 is the body
//! of an `scf.for` that level k contains. Code placed at level k goes right
//! before the level's open inner loop (so it dominates that loop), or at the
//! end of the level when no inner loop is open.

use melior::ir::{BlockLike, BlockRef, Operation, OperationRef};

/// One open level: a block and where new code goes in it.
pub struct Level<'c, 'a> {
    /// Unique among all levels ever opened, so emitted values remember
    /// which level they live in after that level closes.
    pub id: usize,
    pub block: BlockRef<'c, 'a>,
    /// New code goes before this op (the open inner loop, or the block's
    /// terminator); `None`: at the end of the block.
    anchor: Option<OperationRef<'c, 'a>>,
    /// The anchor of the enclosing level before this level's loop opened.
    outer_anchor: Option<OperationRef<'c, 'a>>,
}

/// The stack of open levels.
pub struct Nest<'c, 'a> {
    levels: Vec<Level<'c, 'a>>,
    next_id: usize,
}

/// The levels set aside by [`Nest::enter`], put back by [`Nest::leave`].
pub struct Entered<'c, 'a> {
    inner: Vec<Level<'c, 'a>>,
}

impl<'c, 'a> Nest<'c, 'a> {
    /// A nest whose level 0 inserts into `body` before `terminator`.
    pub fn new(body: BlockRef<'c, 'a>, terminator: Option<OperationRef<'c, 'a>>) -> Self {
        let root = Level {
            id: 0,
            block: body,
            anchor: terminator,
            outer_anchor: None,
        };
        Nest {
            levels: vec![root],
            next_id: 1,
        }
    }

    pub fn depth(&self) -> usize {
        self.levels.len()
    }

    /// The id of level `level`.
    pub fn id(&self, level: usize) -> usize {
        self.levels[level].id
    }

    /// Whether the level with `id` is open (its values dominate the current
    /// insertion points).
    pub fn is_open(&self, id: usize) -> bool {
        self.levels.iter().any(|l| l.id == id)
    }

    /// Inserts `op` at `level`'s insertion point.
    pub fn insert(&mut self, level: usize, op: Operation<'c>) -> OperationRef<'c, 'a> {
        let l = &self.levels[level];
        match l.anchor {
            Some(anchor) => l.block.insert_operation_before(anchor, op),
            None => l.block.append_operation(op),
        }
    }

    /// Makes `level` the innermost level for a while (to place a loop there
    /// while deeper loops are open), setting the deeper ones aside.
    pub fn enter(&mut self, level: usize) -> Entered<'c, 'a> {
        Entered {
            inner: self.levels.split_off(level + 1),
        }
    }

    /// Puts back the levels [`Nest::enter`] set aside.
    pub fn leave(&mut self, entered: Entered<'c, 'a>) {
        self.levels.extend(entered.inner);
    }

    /// Opens the body of `loop_op` (already inserted at the innermost level)
    /// as a new innermost level.
    pub fn push(&mut self, loop_op: OperationRef<'c, 'a>, body: BlockRef<'c, 'a>) {
        let outer = self.levels.last_mut().expect("level 0 is always open");
        let outer_anchor = outer.anchor.replace(loop_op);
        self.levels.push(Level {
            id: self.next_id,
            block: body,
            anchor: None,
            outer_anchor,
        });
        self.next_id += 1;
    }

    /// Closes the innermost loop level; returns its body block.
    pub fn pop(&mut self) -> BlockRef<'c, 'a> {
        let level = self.levels.pop().expect("only loop levels are popped");
        let outer = self.levels.last_mut().expect("level 0 is always open");
        outer.anchor = level.outer_anchor;
        level.block
    }
}
