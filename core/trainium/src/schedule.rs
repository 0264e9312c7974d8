//! What dispatch decides for one operator: one NKI instruction, the loop nest around it, and
//! for every operand the view the instruction reads or writes in each iteration.

use std::fmt;

/// The NKI instruction an operator becomes (reference/nki-target.md section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instruction {
    /// `nisa.nc_matmul(dst, stationary, moving)`: dst[M,N] (+)= stationary[K,M]^T moving[K,N].
    Matmul,
    /// `nisa.nc_transpose(dst, data)` on the TensorE.
    Transpose,
    /// `nisa.nc_transpose` of each block into a PSUM scratch tile, then `nisa.tensor_copy`
    /// into the on-chip destination: a relayout that swaps the partition and free axes.
    TransposeThroughPsum,
    /// `nisa.dma_copy(dst, src)`: HBM <-> SBUF, or SBUF -> SBUF across partitions.
    DmaCopy,
    /// `nisa.tensor_copy(dst, src)`: on-chip copy or PSUM eviction.
    TensorCopy,
    /// `nisa.activation(dst, op, data, bias, scale, reduce_res)` on the ScalarE.
    Activation,
    /// `nisa.reciprocal(dst, data)` on the VectorE.
    Reciprocal,
    /// `nisa.tensor_tensor(dst, data1, data2, op)`.
    TensorTensor,
    /// `nisa.tensor_scalar(dst, data, op0, operand0)` with a `[P,1]` operand.
    TensorScalar,
    /// `nisa.tensor_reduce(dst, op, data, axis)`.
    TensorReduce,
    /// `nisa.memset(dst, value)`.
    Memset,
    /// `nisa.tensor_copy_predicated(dst, src, predicate)` on the VectorE.
    CopyPredicated,
}

impl Instruction {
    pub fn name(self) -> &'static str {
        match self {
            Instruction::Matmul => "nc_matmul",
            Instruction::Transpose => "nc_transpose",
            Instruction::TransposeThroughPsum => "nc_transpose+tensor_copy",
            Instruction::DmaCopy => "dma_copy",
            Instruction::TensorCopy => "tensor_copy",
            Instruction::Activation => "activation",
            Instruction::Reciprocal => "reciprocal",
            Instruction::TensorTensor => "tensor_tensor",
            Instruction::TensorScalar => "tensor_scalar",
            Instruction::TensorReduce => "tensor_reduce",
            Instruction::Memset => "memset",
            Instruction::CopyPredicated => "tensor_copy_predicated",
        }
    }
}

/// `constant + sum(coefficient * loop variable)`, loops named by their index in the nest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Affine {
    pub constant: i64,
    pub terms: Vec<(usize, i64)>,
}

impl Affine {
    pub fn add_term(&mut self, loop_index: usize, coefficient: i64) {
        if coefficient != 0 {
            self.terms.push((loop_index, coefficient));
        }
    }
}

/// One axis of a view: `start + step * i` for `i < extent`. On chip the axes are the
/// partition and free axes; in HBM one axis per dimension of the array (`extent` 1 and
/// `index` set: the dimension is indexed by an integer and dropped, as numpy does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisView {
    pub start: Affine,
    pub extent: i64,
    pub step: i64,
    pub index: bool,
    /// The instruction dimension (run) this axis covers, if any: axes of different operands
    /// with the same run list the same elements.
    pub run: Option<usize>,
}

/// What an instruction reads or writes of one operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub axes: Vec<AxisView>,
}

/// One loop over instructions: `for name in range(extent)`, stepping through factor `dim`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub name: String,
    pub extent: i64,
    /// The iteration dimension it walks (e.g. K for a matmul).
    pub dim: usize,
}

/// The dispatch of one operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub instruction: Instruction,
    /// Outermost first.
    pub loops: Vec<Loop>,
    /// One per operand, in the operator's operand order.
    pub views: Vec<View>,
    /// The instruction tile, one extent per iteration dimension (M, N, K for a matmul).
    pub tile: Vec<i64>,
    /// Names of the iteration dimensions.
    pub dims: Vec<&'static str>,
}

impl Schedule {
    /// How many instructions the nest issues.
    pub fn instructions(&self) -> i64 {
        self.loops.iter().map(|l| l.extent).product()
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tile: Vec<String> = self
            .dims
            .iter()
            .zip(&self.tile)
            .map(|(d, e)| format!("{d}={e}"))
            .collect();
        write!(f, "{} tile [{}]", self.instruction.name(), tile.join(", "))?;
        for l in &self.loops {
            write!(f, " for {} in {} ({})", l.name, l.extent, self.dims[l.dim])?;
        }
        Ok(())
    }
}
