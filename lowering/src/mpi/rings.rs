//! The `shard` collectives (all-gather, reduce-scatter, all-to-all, all-slice, all-reduce), as
//! private functions over one call site's types, written with the `mpi`
//! dialect's point-to-point ops. Bandwidth-optimal algorithms, so each process sends what
//! `axe_distribute::traffic` counts:
//!
//! - all-gather: a ring; in round s a process passes on the piece it received in round s-1
//!   (its own in round 0): n-1 rounds of one piece.
//! - reduce-scatter: a ring over the n blocks of the piece; in round s a process sends its running
//!   sum of block (i-s-1) mod n to the right and adds the left one's sum of block (i-s-2) mod n,
//!   so after n-1 rounds it holds the complete sum of block i.
//! - all-to-all: pairwise; in round s a process sends block (i+s) mod n to that member and
//!   receives its own block from member (i-s) mod n.
//! - all-slice: no communication; the process keeps block i.
//! - reductions combine pieces with the op the collective names (`axe.combine`, else the sum or
//!   the NaN-propagating max / min of its `reduction` kind: [`Combine`]).
//! - all-reduce of a sum over the whole grid: `MPI_Allreduce` on the world communicator (MPI
//!   picks the algorithm); a max or min, or over a smaller group: a ring reduce-scatter, then a ring all-gather, of the
//!   buffer cut into n blocks (MLIR 22 can split a communicator but not free it). Upstream's `convert-shard-to-mpi` lowering of `shard.all_reduce` is not used:
//!   it passes one buffer as both send and receive buffer (MPI requires `MPI_IN_PLACE` for that)
//!   and splits a communicator, and its code crashed under OpenMPI 4.1.4 here.
//!
//! MLIR 22's `mpi` lowering has blocking `mpi.send` / `mpi.recv` only (no isend, wait or
//! comm_size), so each round orders them to avoid a deadlock under MPI's rendezvous protocol: a
//! round sends along a shift of the group (i -> i+t), whose cycles alternate between processes
//! that send first and processes that receive first (an odd cycle has one pair of neighbours
//! that both send first, which cannot close a cycle of waits). The order table is computed here. Message buffers are contiguous 1-D rows of a chunk buffer (the
//! `mpi` lowering sends the first dimension's extent of a memref); blocks move between rows and
//! pieces with `linalg.copy`. Groups are tables (`memref.global`) computed here from the grid:
//! for each process, the ranks of its group in order and its position in it.
//!
//! The helper is built op by op with [`super::helper_ops`], at the collective's location.

use super::helper_ops::{memref, At, Offset};
use axe_dialects::ir::enums::{CmpIPredicate, MpiReductionOp};
use axe_distribute::{Combine, Grid, GridAxis};
use axe_layout::Axis;
use melior::{
    ir::{r#type::RankedTensorType, BlockRef, Location, Type, Value},
    Context,
};

/// One collective call site.
pub struct Site<'s> {
    /// The helper's symbol (unique per site).
    pub name: &'s str,
    pub grid_shape: &'s [i64],
    pub grid_axes: &'s [usize],
    pub element: &'s str,
    pub input: &'s [i64],
    pub output: &'s [i64],
}

pub enum Kind {
    /// `MPI_Allreduce` (a sum) on the world communicator over the whole grid; a ring
    /// reduce-scatter and all-gather over a smaller group, or for a max or min (whose NaN
    /// handling and signedness MPI_MAX and MPI_MIN do not promise to match the op's).
    AllReduce {
        combine: Combine,
    },
    AllGather {
        dim: usize,
    },
    ReduceScatter {
        dim: usize,
        combine: Combine,
    },
    AllToAll {
        split_dim: usize,
        concat_dim: usize,
    },
    AllSlice {
        dim: usize,
    },
}

/// Whether an element type's text names a float (f16, f32, f64, bf16), not an integer.
pub fn is_float(element: &str) -> bool {
    element.starts_with('f') || element.starts_with("bf")
}

fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

impl Site<'_> {
    fn grid(&self) -> Grid {
        let gpuid = Axis::new("gpuid").expect("a valid axis name");
        Grid {
            axes: self
                .grid_shape
                .iter()
                .map(|&size| GridAxis {
                    device_axis: gpuid.clone(),
                    stride: 1,
                    size,
                })
                .collect(),
        }
    }

    fn group_size(&self) -> i64 {
        self.grid().group_size(self.grid_axes)
    }

    /// Per shift t and group position i: 1 if i sends before it receives in a round along i -> i+t.
    fn send_order(n: i64) -> Vec<Vec<i64>> {
        let mut order = vec![vec![0; n as usize]; n as usize];
        for t in 0..n {
            let mut seen = vec![false; n as usize];
            for start in 0..n {
                let (mut i, mut k) = (start, 0);
                while !seen[i as usize] {
                    seen[i as usize] = true;
                    order[t as usize][i as usize] = i64::from(k % 2 == 0);
                    i = (i + t) % n;
                    k += 1;
                }
            }
        }
        order
    }

    /// The tables, as (name suffix, shape, row-major i32 entries): members (processes x group
    /// size, ranks), positions (i32: an index-typed table of two entries was miscompiled at -O2
    /// in the JIT, so that with two processes rank 0 sent to itself; i32, like the members, is
    /// not), and the send-first order (shift x position).
    fn tables(&self) -> [(&'static str, Vec<i64>, Vec<i64>); 3] {
        let grid = self.grid();
        let (mut members, mut positions) = (Vec::new(), Vec::new());
        for rank in 0..grid.size() {
            let (me, group) = grid.group(rank, self.grid_axes);
            members.extend(group);
            positions.push(me as i64);
        }
        let (p, n) = (grid.size(), self.group_size());
        let order = Site::send_order(n).concat();
        [
            ("members", vec![p, n], members),
            ("positions", vec![p], positions),
            ("order", vec![n, n], order),
        ]
    }

    /// Appends the helper's tables and its function `@{name}` (tensor in, tensor out) to
    /// `module`, at `location`.
    pub fn build<'c, 'a>(&self, kind: &Kind, context: &'c Context, module: BlockRef<'c, 'a>, location: Location<'c>) {
        let at = At {
            context,
            block: module,
            location,
        };
        for (table, shape, entries) in self.tables() {
            at.constant_table(&format!("{}_{table}", self.name), &shape, &entries);
        }
        let element = Type::parse(context, self.element).expect("an element type");
        let tensor = |shape: &[i64]| -> Type<'c> {
            let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
            RankedTensorType::new(&dims, element, None).into()
        };
        let (body, piece) = at.private_function(self.name, tensor(self.input), tensor(self.output));
        let ring = Ring::prelude(self, body, element);
        let src = body.buffer_of(piece, memref(element, self.input, None));
        let result = ring.body(kind, src);
        let result = body.tensor_of(result, tensor(self.output));
        body.function_return(result);
    }
}

/// What every part of a helper reads: its site, the communicator, this process's rank and
/// position in its group, the tables, constants, and its ring neighbours.
struct Ring<'s, 'c, 'a> {
    site: &'s Site<'s>,
    at: At<'c, 'a>,
    element: Type<'c>,
    n: i64,
    comm: Value<'c, 'a>,
    rank: Value<'c, 'a>,
    members: Value<'c, 'a>,
    me: Value<'c, 'a>,
    order: Value<'c, 'a>,
    no: Value<'c, 'a>,
    c0: Value<'c, 'a>,
    c1: Value<'c, 'a>,
    cn: Value<'c, 'a>,
    tag: Value<'c, 'a>,
    right: Value<'c, 'a>,
    left: Value<'c, 'a>,
}

impl<'s, 'c, 'a> Ring<'s, 'c, 'a> {
    /// The communicator, this process's rank and position, constants, and its ring neighbours.
    fn prelude(site: &'s Site<'s>, at: At<'c, 'a>, element: Type<'c>) -> Self {
        let (p, n, name) = (site.grid().size(), site.group_size(), site.name);
        let i32_type = at.i32_type();
        let comm = at.comm_world();
        let rank32 = at.comm_rank(comm);
        let rank = at.index_cast(rank32);
        let members = at.get_global(&format!("{name}_members"), memref(i32_type, &[p, n], None));
        let positions = at.get_global(&format!("{name}_positions"), memref(i32_type, &[p], None));
        let me32 = at.load(positions, &[rank]);
        let me = at.index_cast(me32);
        let order = at.get_global(&format!("{name}_order"), memref(i32_type, &[n, n], None));
        let no = at.constant(i32_type, 0);
        let (c0, c1, cn) = (at.index(0), at.index(1), at.index(n));
        let tag = at.constant(i32_type, 0);
        let next = at.binary("arith.addi", me, c1);
        let right_at = at.binary("arith.remui", next, cn);
        let right = at.load(members, &[rank, right_at]);
        let prev = at.binary("arith.addi", me, cn);
        let prev1 = at.binary("arith.subi", prev, c1);
        let left_at = at.binary("arith.remui", prev1, cn);
        let left = at.load(members, &[rank, left_at]);
        Ring {
            site,
            at,
            element,
            n,
            comm,
            rank,
            members,
            me,
            order,
            no,
            c0,
            c1,
            cn,
            tag,
            right,
            left,
        }
    }

    fn buffer(&self, shape: &[i64]) -> Type<'c> {
        memref(self.element, shape, None)
    }

    /// A 1-D row of `len` elements somewhere in a chunk buffer.
    fn row_type(&self, len: i64) -> Type<'c> {
        memref(self.element, &[len], Some((None, &[1])))
    }

    /// Row `j` of a `rows x len` chunk buffer, as a 1-D memref.
    fn row(&self, at: At<'c, 'a>, buffer: Value<'c, 'a>, j: Value<'c, 'a>, len: i64) -> Value<'c, 'a> {
        at.subview(
            buffer,
            &[Offset::Value(j), Offset::Static(0)],
            &[1, len],
            self.row_type(len),
        )
    }

    /// A 1-D `row` of `block.len()` elements viewed as a row-major `block`.
    fn shaped(&self, at: At<'c, 'a>, row: Value<'c, 'a>, block: &[i64]) -> Value<'c, 'a> {
        let len: i64 = block.iter().product();
        if block.len() == 1 {
            return at.cast(row, self.row_type(len));
        }
        let strides = row_major_strides(block);
        at.expand_one(row, block, memref(self.element, block, Some((None, &strides))))
    }

    /// The block of `block` at `offset` along `dim` of the row-major `buffer` of `full`.
    fn block_view(
        &self,
        at: At<'c, 'a>,
        buffer: Value<'c, 'a>,
        full: &[i64],
        block: &[i64],
        dim: usize,
        offset: Value<'c, 'a>,
    ) -> Value<'c, 'a> {
        let offsets: Vec<Offset> = (0..full.len())
            .map(|d| {
                if d == dim {
                    Offset::Value(offset)
                } else {
                    Offset::Static(0)
                }
            })
            .collect();
        let strides = row_major_strides(full);
        at.subview(
            buffer,
            &offsets,
            block,
            memref(self.element, block, Some((None, &strides))),
        )
    }

    /// One round of the point-to-point exchange along shift `shift`: send row `send` to `to`,
    /// receive row `recv` from `from`, in the order the table gives.
    fn exchange(
        &self,
        at: At<'c, 'a>,
        shift: Value<'c, 'a>,
        (send, to): (Value<'c, 'a>, Value<'c, 'a>),
        (recv, from): (Value<'c, 'a>, Value<'c, 'a>),
    ) {
        let first = at.load(self.order, &[shift, self.me]);
        let sends_first = at.cmpi(CmpIPredicate::Ne, first, self.no);
        let (then, otherwise) = at.inside_if_else(sends_first);
        let send_op = |at: At<'c, 'a>| at.point_to_point("mpi.send", send, self.tag, to, self.comm);
        let recv_op = |at: At<'c, 'a>| at.point_to_point("mpi.recv", recv, self.tag, from, self.comm);
        send_op(then);
        recv_op(then);
        recv_op(otherwise);
        send_op(otherwise);
    }

    /// Copies every block of `buffer` (of shape `full`) along `dim` into the rows of `chunks`
    /// (`pack`), or back.
    fn blocks(
        &self,
        pack: bool,
        buffer: Value<'c, 'a>,
        full: &[i64],
        block: &[i64],
        dim: usize,
        chunks: Value<'c, 'a>,
    ) {
        let len = block.iter().product::<i64>();
        let block_extent = self.at.index(block[dim]);
        let (at, j) = self.at.inside_for(self.c0, self.cn, self.c1);
        let offset = at.binary("arith.muli", j, block_extent);
        let row = self.row(at, chunks, j, len);
        let row = self.shaped(at, row, block);
        let view = self.block_view(at, buffer, full, block, dim, offset);
        if pack {
            at.copy(view, row);
        } else {
            at.copy(row, view);
        }
    }

    /// The n-1 rounds of a ring reduce-scatter over the `n x len` rows of `chunks`: in round s a
    /// process sends its running sum of block (i-s-1) mod n to the right and adds the left one's
    /// sum of block (i-s-2) mod n, so that afterwards row i holds the complete sum of block i
    /// ("sum" and "add" standing for `combine`).
    fn reduce_scatter_rounds(&self, chunks: Value<'c, 'a>, len: i64, combine: Combine) {
        let (me, c1, cn) = (self.me, self.c1, self.cn);
        let incoming = self.at.alloc(self.buffer(&[len]));
        let incoming_row = self.at.cast(incoming, self.row_type(len));
        let rounds = self.at.binary("arith.subi", cn, c1);
        let (at, s) = self.at.inside_for(self.c0, rounds, c1);
        let a = at.binary("arith.addi", me, cn);
        let a2 = at.binary("arith.addi", a, cn);
        let b = at.binary("arith.subi", a2, s);
        let b1 = at.binary("arith.subi", b, c1);
        let send_at = at.binary("arith.remui", b1, cn);
        let b2 = at.binary("arith.subi", b1, c1);
        let recv_at = at.binary("arith.remui", b2, cn);
        let send_row = self.row(at, chunks, send_at, len);
        let sum_row = self.row(at, chunks, recv_at, len);
        self.exchange(at, c1, (send_row, self.right), (incoming_row, self.left));
        let elements = at.index(len);
        let (at, x) = at.inside_for(self.c0, elements, c1);
        let mine = at.load(sum_row, &[x]);
        let theirs = at.load(incoming, &[x]);
        let sum = at.binary(combine.op, mine, theirs);
        at.store(sum, sum_row, &[x]);
        self.at.dealloc(incoming);
    }

    /// The n-1 rounds of a ring all-gather over the `n x len` rows of `chunks`, row i holding
    /// this process's block: in round s a process passes on the block it received in round s-1.
    fn all_gather_rounds(&self, chunks: Value<'c, 'a>, len: i64) {
        let (me, c1, cn) = (self.me, self.c1, self.cn);
        let rounds = self.at.binary("arith.subi", cn, c1);
        let (at, s) = self.at.inside_for(self.c0, rounds, c1);
        let a = at.binary("arith.addi", me, cn);
        let b = at.binary("arith.subi", a, s);
        let send_at = at.binary("arith.remui", b, cn);
        let b1 = at.binary("arith.addi", b, cn);
        let b2 = at.binary("arith.subi", b1, c1);
        let recv_at = at.binary("arith.remui", b2, cn);
        let send_row = self.row(at, chunks, send_at, len);
        let recv_row = self.row(at, chunks, recv_at, len);
        self.exchange(at, c1, (send_row, self.right), (recv_row, self.left));
    }

    /// An all-reduce over a group smaller than the grid: MLIR 22's `mpi` lowering has no
    /// communicator split that could be freed again, so the group runs a ring reduce-scatter and
    /// then a ring all-gather (bandwidth-optimal: 2(n-1)/n of the buffer sent) over the buffer
    /// cut into n blocks of ceil(len/n), the last one padded with zeros (which no result reads).
    fn group_all_reduce(&self, src: Value<'c, 'a>, len: i64, combine: Combine) -> Value<'c, 'a> {
        let (at, n) = (self.at, self.n);
        let block = (len + n - 1) / n;
        let chunks = at.alloc(self.buffer(&[n, block]));
        let zero = at.zero(self.element);
        at.fill(zero, chunks);
        let all = at.collapse_all(chunks, 2, self.buffer(&[n * block]));
        let used = at.subview(
            all,
            &[Offset::Static(0)],
            &[len],
            memref(self.element, &[len], Some((Some(0), &[1]))),
        );
        let sent = self.flat(src, self.site.input);
        at.copy(sent, used);
        self.reduce_scatter_rounds(chunks, block, combine);
        self.all_gather_rounds(chunks, block);
        let result = at.alloc(self.buffer(self.site.output));
        let summed = self.flat(result, self.site.output);
        at.copy(used, summed);
        at.dealloc(chunks);
        result
    }

    /// The row-major `buffer` of `shape` as one dimension.
    fn flat(&self, buffer: Value<'c, 'a>, shape: &[i64]) -> Value<'c, 'a> {
        let flat = self.buffer(&[shape.iter().product::<i64>()]);
        if shape.len() == 1 {
            self.at.cast(buffer, flat)
        } else {
            self.at.collapse_all(buffer, shape.len(), flat)
        }
    }

    /// The collective on `src` (this process's piece as a buffer); returns the result buffer.
    fn body(&self, kind: &Kind, src: Value<'c, 'a>) -> Value<'c, 'a> {
        let (at, n, site) = (self.at, self.n, self.site);
        match *kind {
            Kind::AllReduce { combine } => {
                let len: i64 = site.input.iter().product();
                if site.grid_axes.len() < site.grid_shape.len() || combine.kind != "sum" {
                    return self.group_all_reduce(src, len, combine);
                }
                let result = at.alloc(self.buffer(site.output));
                let sent = self.flat(src, site.input);
                let summed = self.flat(result, site.output);
                at.all_reduce(sent, summed, MpiReductionOp::Sum, self.comm);
                result
            }
            Kind::AllGather { dim } => {
                let len: i64 = site.input.iter().product();
                let chunks = at.alloc(self.buffer(&[n, len]));
                let mine = self.row(at, chunks, self.me, len);
                let mine = self.shaped(at, mine, site.input);
                at.copy(src, mine);
                self.all_gather_rounds(chunks, len);
                let full = at.alloc(self.buffer(site.output));
                self.blocks(false, full, site.output, site.input, dim, chunks);
                at.dealloc(chunks);
                full
            }
            Kind::ReduceScatter { dim, combine } => {
                let len: i64 = site.output.iter().product();
                let chunks = at.alloc(self.buffer(&[n, len]));
                self.blocks(true, src, site.input, site.output, dim, chunks);
                self.reduce_scatter_rounds(chunks, len, combine);
                let result = at.alloc(self.buffer(site.output));
                let done = self.row(at, chunks, self.me, len);
                let done = self.shaped(at, done, site.output);
                at.copy(done, result);
                at.dealloc(chunks);
                result
            }
            Kind::AllToAll { split_dim, concat_dim } => {
                let mut piece = site.input.to_vec();
                piece[split_dim] /= n;
                let len: i64 = piece.iter().product();
                let chunks = at.alloc(self.buffer(&[n, len]));
                let received = at.alloc(self.buffer(&[n, len]));
                self.blocks(true, src, site.input, &piece, split_dim, chunks);
                // The own block stays; the other n-1 travel, one shift per round.
                let own_send = self.row(at, chunks, self.me, len);
                let own_recv = self.row(at, received, self.me, len);
                at.copy(own_send, own_recv);
                let (round, s) = at.inside_for(self.c1, self.cn, self.c1);
                let a = round.binary("arith.addi", self.me, s);
                let to_at = round.binary("arith.remui", a, self.cn);
                let b = round.binary("arith.addi", self.me, self.cn);
                let b1 = round.binary("arith.subi", b, s);
                let from_at = round.binary("arith.remui", b1, self.cn);
                let to = round.load(self.members, &[self.rank, to_at]);
                let from = round.load(self.members, &[self.rank, from_at]);
                let send_row = self.row(round, chunks, to_at, len);
                let recv_row = self.row(round, received, from_at, len);
                self.exchange(round, s, (send_row, to), (recv_row, from));
                let result = at.alloc(self.buffer(site.output));
                self.blocks(false, result, site.output, &piece, concat_dim, received);
                at.dealloc(chunks);
                at.dealloc(received);
                result
            }
            Kind::AllSlice { dim } => {
                let block_extent = at.index(site.output[dim]);
                let offset = at.binary("arith.muli", self.me, block_extent);
                let block = self.block_view(at, src, site.input, site.output, dim, offset);
                let result = at.alloc(self.buffer(site.output));
                at.copy(block, result);
                result
            }
        }
    }
}
