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

use axe_distribute::{Combine, Grid, GridAxis};
use axe_layout::Axis;

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

fn shape_text(shape: &[i64], element: &str) -> String {
    let mut dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    dims.push(element.to_string());
    dims.join("x")
}

fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

fn list(values: &[String]) -> String {
    values.join(", ")
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

    fn float_elements(&self) -> bool {
        is_float(self.element)
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

    /// The tables: members (processes x group size, i32 ranks), positions (i32: an index-typed
    /// table of two entries was miscompiled at -O2 in the JIT, so that with two processes rank 0
    /// sent to itself; i32, like the members, is not), and the
    /// send-first order (shift x position, i32).
    fn tables(&self) -> String {
        let grid = self.grid();
        let (mut members, mut positions) = (Vec::new(), Vec::new());
        for rank in 0..grid.size() {
            let (me, group) = grid.group(rank, self.grid_axes);
            members.push(format!(
                "[{}]",
                list(&group.iter().map(i64::to_string).collect::<Vec<_>>())
            ));
            positions.push(me.to_string());
        }
        let (p, n) = (grid.size(), self.group_size());
        let order: Vec<String> = Site::send_order(n)
            .iter()
            .map(|row| format!("[{}]", list(&row.iter().map(i64::to_string).collect::<Vec<_>>())))
            .collect();
        format!(
            "memref.global \"private\" constant @{name}_members : memref<{p}x{n}xi32> = dense<[{members}]>\n\
             memref.global \"private\" constant @{name}_positions : memref<{p}xi32> = dense<[{positions}]>\n\
             memref.global \"private\" constant @{name}_order : memref<{n}x{n}xi32> = dense<[{order}]>\n",
            name = self.name,
            members = list(&members),
            positions = list(&positions),
            order = list(&order),
        )
    }

    /// The communicator, this process's rank and position, constants, and its ring neighbours.
    fn prelude(&self) -> String {
        let (p, n, name) = (self.grid().size(), self.group_size(), self.name);
        format!(
            "  %comm = mpi.comm_world : !mpi.comm\n\
             \x20 %rank32 = mpi.comm_rank(%comm) : i32\n\
             \x20 %rank = arith.index_cast %rank32 : i32 to index\n\
             \x20 %members = memref.get_global @{name}_members : memref<{p}x{n}xi32>\n\
             \x20 %positions = memref.get_global @{name}_positions : memref<{p}xi32>\n\
             \x20 %me32 = memref.load %positions[%rank] : memref<{p}xi32>\n\
             \x20 %me = arith.index_cast %me32 : i32 to index\n\
             \x20 %order = memref.get_global @{name}_order : memref<{n}x{n}xi32>\n\
             \x20 %no = arith.constant 0 : i32\n\
             \x20 %c0 = arith.constant 0 : index\n\
             \x20 %c1 = arith.constant 1 : index\n\
             \x20 %cn = arith.constant {n} : index\n\
             \x20 %tag = arith.constant 0 : i32\n\
             \x20 %next = arith.addi %me, %c1 : index\n\
             \x20 %right_at = arith.remui %next, %cn : index\n\
             \x20 %right = memref.load %members[%rank, %right_at] : memref<{p}x{n}xi32>\n\
             \x20 %prev = arith.addi %me, %cn : index\n\
             \x20 %prev1 = arith.subi %prev, %c1 : index\n\
             \x20 %left_at = arith.remui %prev1, %cn : index\n\
             \x20 %left = memref.load %members[%rank, %left_at] : memref<{p}x{n}xi32>\n"
        )
    }

    /// `%{out}`: row `%{j}` of a `rows x len` chunk buffer, as a 1-D memref.
    fn row(&self, out: &str, buffer: &str, j: &str, rows: i64, len: i64) -> String {
        let e = self.element;
        format!("    %{out} = memref.subview %{buffer}[%{j}, 0] [1, {len}] [1, 1] : memref<{rows}x{len}x{e}> to memref<{len}x{e}, strided<[1], offset: ?>>\n")
    }

    fn row_type(&self, len: i64) -> String {
        format!("memref<{len}x{}, strided<[1], offset: ?>>", self.element)
    }

    /// `%{out}`: 1-D row `%{row}` of `block.len()` dims viewed as a row-major `block`.
    fn shaped(&self, out: &str, row: &str, block: &[i64]) -> (String, String) {
        let len: i64 = block.iter().product();
        if block.len() == 1 {
            return (
                format!(
                    "    %{out} = memref.cast %{row} : {} to {}\n",
                    self.row_type(len),
                    self.row_type(len)
                ),
                self.row_type(len),
            );
        }
        let strides: Vec<String> = row_major_strides(block).iter().map(i64::to_string).collect();
        let ty = format!(
            "memref<{}, strided<[{}], offset: ?>>",
            shape_text(block, self.element),
            list(&strides)
        );
        let groups = list(&(0..block.len()).map(|d| d.to_string()).collect::<Vec<_>>());
        let sizes = list(&block.iter().map(i64::to_string).collect::<Vec<_>>());
        (
            format!(
                "    %{out} = memref.expand_shape %{row} [[{groups}]] output_shape [{sizes}] : {} into {ty}\n",
                self.row_type(len)
            ),
            ty,
        )
    }

    /// `%{out}`: the block of `block` at `%{offset}` along `dim` of the row-major `%{full}` of `full`.
    fn block_view(
        &self,
        out: &str,
        buffer: &str,
        full: &[i64],
        block: &[i64],
        dim: usize,
        offset: &str,
    ) -> (String, String) {
        let offsets: Vec<String> = (0..full.len())
            .map(|d| if d == dim { format!("%{offset}") } else { "0".into() })
            .collect();
        let sizes: Vec<String> = block.iter().map(i64::to_string).collect();
        let ones: Vec<String> = block.iter().map(|_| "1".to_string()).collect();
        let strides: Vec<String> = row_major_strides(full).iter().map(i64::to_string).collect();
        let ty = format!(
            "memref<{}, strided<[{}], offset: ?>>",
            shape_text(block, self.element),
            list(&strides)
        );
        (
            format!(
                "    %{out} = memref.subview %{buffer}[{}] [{}] [{}] : memref<{}> to {ty}\n",
                list(&offsets),
                list(&sizes),
                list(&ones),
                shape_text(full, self.element)
            ),
            ty,
        )
    }

    /// One round of the point-to-point exchange along shift `%{shift}`: send row `%{send}` to
    /// `%{to}`, receive row `%{recv}` from `%{from}`, in the order the table gives.
    fn exchange(&self, shift: &str, send: &str, to: &str, recv: &str, from: &str, len: i64) -> String {
        let ty = self.row_type(len);
        let n = self.group_size();
        let send_op = format!("mpi.send(%{send}, %tag, %{to}, %comm) : {ty}, i32, i32");
        let recv_op = format!("mpi.recv(%{recv}, %tag, %{from}, %comm) : {ty}, i32, i32");
        format!(
            "    %first = memref.load %order[%{shift}, %me] : memref<{n}x{n}xi32>\n\
             \x20   %sends_first = arith.cmpi ne, %first, %no : i32\n\
             \x20   scf.if %sends_first {{\n      {send_op}\n      {recv_op}\n    }} else {{\n      {recv_op}\n      {send_op}\n    }}\n"
        )
    }

    /// Copies every block of `%{buffer}` (of shape `full`) along `dim` into the rows of
    /// `%{chunks}` (`pack`), or back.
    fn blocks(&self, pack: bool, buffer: &str, full: &[i64], block: &[i64], dim: usize, chunks: &str) -> String {
        let (n, len) = (self.group_size(), block.iter().product::<i64>());
        let mut body = format!("  scf.for %j = %c0 to %cn step %c1 {{\n    %at = arith.muli %j, %c{dim}blk : index\n");
        body += &self.row("row", chunks, "j", n, len);
        let (shaped, shaped_ty) = self.shaped("rowv", "row", block);
        body += &shaped;
        let (view, view_ty) = self.block_view("blk", buffer, full, block, dim, "at");
        body += &view;
        body += &if pack {
            format!("    linalg.copy ins(%blk : {view_ty}) outs(%rowv : {shaped_ty})\n")
        } else {
            format!("    linalg.copy ins(%rowv : {shaped_ty}) outs(%blk : {view_ty})\n")
        };
        body += "  }\n";
        format!("  %c{dim}blk = arith.constant {} : index\n{body}", block[dim])
    }

    /// The n-1 rounds of a ring reduce-scatter over the `n x len` rows of `%chunks`: in round s a
    /// process sends its running sum of block (i-s-1) mod n to the right and adds the left one's
    /// sum of block (i-s-2) mod n, so that afterwards row i holds the complete sum of block i
    /// ("sum" and "add" standing for `combine`).
    fn reduce_scatter_rounds(&self, len: i64, combine: Combine) -> String {
        let (e, n, rt) = (self.element, self.group_size(), self.row_type(len));
        let add = combine.op;
        let mut body = format!("  %incoming = memref.alloc() : memref<{len}x{e}>\n  %incoming_row = memref.cast %incoming : memref<{len}x{e}> to {rt}\n");
        body += "  %rs_rounds = arith.subi %cn, %c1 : index\n  scf.for %s = %c0 to %rs_rounds step %c1 {\n";
        body += "    %a = arith.addi %me, %cn : index\n    %a2 = arith.addi %a, %cn : index\n    %b = arith.subi %a2, %s : index\n";
        body += "    %b1 = arith.subi %b, %c1 : index\n    %send_at = arith.remui %b1, %cn : index\n";
        body += "    %b2 = arith.subi %b1, %c1 : index\n    %recv_at = arith.remui %b2, %cn : index\n";
        body += &self.row("sendrow", "chunks", "send_at", n, len);
        body += &self.row("sumrow", "chunks", "recv_at", n, len);
        body += &self.exchange("c1", "sendrow", "right", "incoming_row", "left", len);
        body += &format!(
            "    %clen = arith.constant {len} : index\n    scf.for %x = %c0 to %clen step %c1 {{\n\
             \x20     %mine = memref.load %sumrow[%x] : {rt}\n      %theirs = memref.load %incoming[%x] : memref<{len}x{e}>\n\
             \x20     %sum = {add} %mine, %theirs : {e}\n      memref.store %sum, %sumrow[%x] : {rt}\n    }}\n  }}\n"
        );
        body += &format!("  memref.dealloc %incoming : memref<{len}x{e}>\n");
        body
    }

    /// The n-1 rounds of a ring all-gather over the `n x len` rows of `%chunks`, row i holding
    /// this process's block: in round s a process passes on the block it received in round s-1.
    fn all_gather_rounds(&self, len: i64) -> String {
        let n = self.group_size();
        let mut body =
            String::from("  %ag_rounds = arith.subi %cn, %c1 : index\n  scf.for %s = %c0 to %ag_rounds step %c1 {\n");
        body += "    %a = arith.addi %me, %cn : index\n    %b = arith.subi %a, %s : index\n    %send_at = arith.remui %b, %cn : index\n";
        body += "    %b1 = arith.addi %b, %cn : index\n    %b2 = arith.subi %b1, %c1 : index\n    %recv_at = arith.remui %b2, %cn : index\n";
        body += &self.row("sendrow", "chunks", "send_at", n, len);
        body += &self.row("recvrow", "chunks", "recv_at", n, len);
        body += &self.exchange("c1", "sendrow", "right", "recvrow", "left", len);
        body += "  }\n";
        body
    }

    /// An all-reduce over a group smaller than the grid: MLIR 22's `mpi` lowering has no
    /// communicator split that could be freed again, so the group runs a ring reduce-scatter and
    /// then a ring all-gather (bandwidth-optimal: 2(n-1)/n of the buffer sent) over the buffer
    /// cut into n blocks of ceil(len/n), the last one padded with zeros (which no result reads).
    fn group_all_reduce(&self, body: &mut String, len: i64, combine: Combine) {
        let (e, n) = (self.element, self.group_size());
        let output = shape_text(self.output, e);
        let block = (len + n - 1) / n;
        let zero = if self.float_elements() { "0.0" } else { "0" };
        *body +=
            &format!("  %chunks = memref.alloc() : memref<{n}x{block}x{e}>\n  %zero = arith.constant {zero} : {e}\n");
        *body += &format!("  linalg.fill ins(%zero : {e}) outs(%chunks : memref<{n}x{block}x{e}>)\n");
        *body += &format!(
            "  %all = memref.collapse_shape %chunks [[0, 1]] : memref<{n}x{block}x{e}> into memref<{}x{e}>\n",
            n * block
        );
        *body += &format!(
            "  %used = memref.subview %all[0] [{len}] [1] : memref<{}x{e}> to memref<{len}x{e}, strided<[1]>>\n",
            n * block
        );
        *body += &self.flat("sent", "src", self.input);
        *body +=
            &format!("  linalg.copy ins(%sent : memref<{len}x{e}>) outs(%used : memref<{len}x{e}, strided<[1]>>)\n");
        *body += &self.reduce_scatter_rounds(block, combine);
        *body += &self.all_gather_rounds(block);
        *body += &format!("  %result = memref.alloc() : memref<{output}>\n");
        *body += &self.flat("summed", "result", self.output);
        *body +=
            &format!("  linalg.copy ins(%used : memref<{len}x{e}, strided<[1]>>) outs(%summed : memref<{len}x{e}>)\n");
        *body += &format!("  memref.dealloc %chunks : memref<{n}x{block}x{e}>\n");
    }

    /// `%{name}`: the row-major buffer `%{of}` of `shape` as one dimension.
    fn flat(&self, name: &str, of: &str, shape: &[i64]) -> String {
        let (e, ty, len) = (
            self.element,
            shape_text(shape, self.element),
            shape.iter().product::<i64>(),
        );
        if shape.len() == 1 {
            format!("  %{name} = memref.cast %{of} : memref<{ty}> to memref<{len}x{e}>\n")
        } else {
            let all = list(&(0..shape.len()).map(|d| d.to_string()).collect::<Vec<_>>());
            format!("  %{name} = memref.collapse_shape %{of} [[{all}]] : memref<{ty}> into memref<{len}x{e}>\n")
        }
    }

    /// The helper function and its tables, as MLIR source.
    pub fn source(&self, kind: &Kind) -> String {
        let (e, n) = (self.element, self.group_size());
        let (input, output) = (shape_text(self.input, e), shape_text(self.output, e));
        let mut body = self.prelude();
        body += &format!("  %src = bufferization.to_buffer %in : tensor<{input}> to memref<{input}>\n");
        match kind {
            Kind::AllReduce { combine } => {
                let len: i64 = self.input.iter().product();
                if self.grid_axes.len() < self.grid_shape.len() || combine.kind != "sum" {
                    self.group_all_reduce(&mut body, len, *combine);
                    return self.wrap(&body, "result");
                }
                body += &format!("  %result = memref.alloc() : memref<{output}>\n");
                body += &self.flat("sent", "src", self.input);
                body += &self.flat("summed", "result", self.output);
                body += &format!(
                    "  mpi.allreduce(%sent, %summed, MPI_SUM, %comm) : memref<{len}x{e}>, memref<{len}x{e}>\n"
                );
                return self.wrap(&body, "result");
            }
            Kind::AllGather { dim } => {
                let len: i64 = self.input.iter().product();
                body += &format!("  %chunks = memref.alloc() : memref<{n}x{len}x{e}>\n");
                body += &self.row("mine", "chunks", "me", n, len).replacen("    ", "  ", 1);
                let (shaped, ty) = self.shaped("minev", "mine", self.input);
                body += &shaped.replacen("    ", "  ", 1);
                body += &format!("  linalg.copy ins(%src : memref<{input}>) outs(%minev : {ty})\n");
                body += &self.all_gather_rounds(len);
                body += &format!("  %full = memref.alloc() : memref<{output}>\n");
                body += &self.blocks(false, "full", self.output, self.input, *dim, "chunks");
                body += &format!("  memref.dealloc %chunks : memref<{n}x{len}x{e}>\n");
            }
            Kind::ReduceScatter { dim, combine } => {
                let len: i64 = self.output.iter().product();
                body += &format!("  %chunks = memref.alloc() : memref<{n}x{len}x{e}>\n");
                body += &self.blocks(true, "src", self.input, self.output, *dim, "chunks");
                body += &self.reduce_scatter_rounds(len, *combine);
                body += &format!("  %result = memref.alloc() : memref<{output}>\n");
                body += &self.row("done", "chunks", "me", n, len).replacen("    ", "  ", 1);
                let (shaped, ty) = self.shaped("donev", "done", self.output);
                body += &shaped.replacen("    ", "  ", 1);
                body += &format!("  linalg.copy ins(%donev : {ty}) outs(%result : memref<{output}>)\n");
                body += &format!("  memref.dealloc %chunks : memref<{n}x{len}x{e}>\n");
                return self.wrap(&body, "result");
            }
            Kind::AllToAll { split_dim, concat_dim } => {
                let mut piece = self.input.to_vec();
                piece[*split_dim] /= n;
                let len: i64 = piece.iter().product();
                body += &format!("  %chunks = memref.alloc() : memref<{n}x{len}x{e}>\n  %received = memref.alloc() : memref<{n}x{len}x{e}>\n");
                body += &self.blocks(true, "src", self.input, &piece, *split_dim, "chunks");
                // The own block stays; the other n-1 travel, one shift per round.
                body += &self.row("ownsend", "chunks", "me", n, len).replacen("    ", "  ", 1);
                body += &self.row("ownrecv", "received", "me", n, len).replacen("    ", "  ", 1);
                body += &format!(
                    "  linalg.copy ins(%ownsend : {rt}) outs(%ownrecv : {rt})\n",
                    rt = self.row_type(len)
                );
                body += "  scf.for %s = %c1 to %cn step %c1 {\n";
                body += "    %a = arith.addi %me, %s : index\n    %to_at = arith.remui %a, %cn : index\n";
                body += "    %b = arith.addi %me, %cn : index\n    %b1 = arith.subi %b, %s : index\n    %from_at = arith.remui %b1, %cn : index\n";
                body += &format!(
                    "    %to = memref.load %members[%rank, %to_at] : memref<{}x{n}xi32>\n",
                    self.grid().size()
                );
                body += &format!(
                    "    %from = memref.load %members[%rank, %from_at] : memref<{}x{n}xi32>\n",
                    self.grid().size()
                );
                body += &self.row("sendrow", "chunks", "to_at", n, len);
                body += &self.row("recvrow", "received", "from_at", n, len);
                body += &self.exchange("s", "sendrow", "to", "recvrow", "from", len);
                body += "  }\n";
                body += &format!("  %result = memref.alloc() : memref<{output}>\n");
                body += &self.blocks(false, "result", self.output, &piece, *concat_dim, "received");
                body += &format!("  memref.dealloc %chunks : memref<{n}x{len}x{e}>\n  memref.dealloc %received : memref<{n}x{len}x{e}>\n");
                return self.wrap(&body, "result");
            }
            Kind::AllSlice { dim } => {
                body += &format!(
                    "  %cblk = arith.constant {} : index\n  %at = arith.muli %me, %cblk : index\n",
                    self.output[*dim]
                );
                let (view, ty) = self.block_view("blk", "src", self.input, self.output, *dim, "at");
                body += &view.replacen("    ", "  ", 1);
                body += &format!("  %result = memref.alloc() : memref<{output}>\n  linalg.copy ins(%blk : {ty}) outs(%result : memref<{output}>)\n");
                return self.wrap(&body, "result");
            }
        }
        self.wrap(&body, "full")
    }

    fn wrap(&self, body: &str, result: &str) -> String {
        let e = self.element;
        let (input, output) = (shape_text(self.input, e), shape_text(self.output, e));
        format!(
            "{tables}func.func private @{name}(%in: tensor<{input}>) -> tensor<{output}> {{\n{body}  %t = bufferization.to_tensor %{result} restrict : memref<{output}> to tensor<{output}>\n  return %t : tensor<{output}>\n}}\n",
            tables = self.tables(),
            name = self.name
        )
    }
}
