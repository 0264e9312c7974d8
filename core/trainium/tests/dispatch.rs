//! The section 3.4 decisions on the layouts the examples use (examples/trainium/).

use axe_layout::{parse, Layout};
use axe_trainium::{dispatch, Instruction, Op, Operand, Scope};

fn on(role: &'static str, scope: Scope, shape: &[i64], layout: &str, bytes: i64) -> Operand {
    let layout = if layout.is_empty() {
        Layout::row_major(shape).unwrap()
    } else {
        parse(layout).unwrap()
    };
    Operand {
        role,
        scope,
        shape: shape.to_vec(),
        full_shape: shape.to_vec(),
        layout,
        elem_bytes: bytes,
    }
}

#[test]
fn gemm_block_uses_full_instructions_and_loops_over_k() {
    let a = on("A", Scope::Sbuf, &[4096, 128], "S[(32,128,128):(128@F,1@P,1@F)]", 2);
    let b = on("B", Scope::Sbuf, &[4096, 512], "S[(32,128,512):(512@F,1@P,1@F)]", 2);
    let c = on("C", Scope::Psum, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
    let s = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap();
    assert_eq!(s.instruction, Instruction::Matmul);
    assert_eq!(s.tile, vec![128, 512, 128]);
    assert_eq!(s.loops.len(), 1);
    assert_eq!((s.loops[0].name.as_str(), s.loops[0].extent), ("k", 32));
    // A's k-th block starts at free offset 128 k.
    assert_eq!(s.views[0].axes[1].start.terms, vec![(0, 128)]);
    assert_eq!(s.to_string(), "nc_matmul tile [M=128, N=512, K=128] for k in 32 (K)");
}

#[test]
fn gemm_wide_n_splits_at_a_psum_bank() {
    let a = on("A", Scope::Sbuf, &[128, 128], "S[(128,128):(1@P,1@F)]", 4);
    let b = on("B", Scope::Sbuf, &[128, 2048], "S[(128,2048):(1@P,1@F)]", 4);
    let c = on("C", Scope::Psum, &[128, 2048], "S[(128,2048):(1@P,1@F)]", 4);
    let s = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap();
    assert_eq!(s.tile, vec![128, 512, 128]);
    assert_eq!(s.to_string(), "nc_matmul tile [M=128, N=512, K=128] for n in 4 (N)");
}

#[test]
fn gemm_rejects_k_on_the_free_axis() {
    let a = on("A", Scope::Sbuf, &[128, 128], "S[(128,128):(1@F,1@P)]", 4);
    let b = on("B", Scope::Sbuf, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
    let c = on("C", Scope::Psum, &[128, 512], "S[(128,512):(1@P,1@F)]", 4);
    let e = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap_err();
    assert!(e.contains("K must lie on the partition axis P"), "{e}");
}

#[test]
fn dma_moves_row_blocks() {
    let hbm = Operand {
        role: "src",
        scope: Scope::Hbm,
        shape: vec![4096, 128],
        full_shape: vec![4096, 4096],
        layout: Layout::row_major(&[4096, 4096]).unwrap(),
        elem_bytes: 2,
    };
    let sb = on("dst", Scope::Sbuf, &[4096, 128], "S[(32,128,128):(128@F,1@P,1@F)]", 2);
    let s = dispatch(&Op::Copy { src: &hbm, dst: &sb }).unwrap();
    assert_eq!(s.instruction, Instruction::DmaCopy);
    assert_eq!(s.to_string(), "dma_copy tile [i=128, j=128] for i in 32 (i)");
    assert_eq!(s.views[0].axes[0].start.terms, vec![(0, 128)]);
    assert_eq!(s.views[1].axes[1].start.terms, vec![(0, 128)]);
}

#[test]
fn reduce_and_broadcast_follow_rows() {
    let x = on("src", Scope::Sbuf, &[128, 1000], "S[(128,1000):(1@P,1@F)]", 4);
    let r = on("dst", Scope::Sbuf, &[128, 1], "S[(128,1):(1@P,1@F)]", 4);
    let s = dispatch(&Op::Reduce { src: &x, dst: &r }).unwrap();
    assert_eq!(s.to_string(), "tensor_reduce tile [i=128, j=1000]");
    let y = on("dst", Scope::Sbuf, &[128, 1000], "S[(128,1000):(1@P,1@F)]", 4);
    let s = dispatch(&Op::Binary {
        lhs: &x,
        rhs: &r,
        dst: &y,
    })
    .unwrap();
    assert_eq!(s.instruction, Instruction::TensorScalar);
    assert_eq!(s.views[1].axes[1].extent, 1);
}

#[test]
fn fill_and_select_are_elementwise() {
    let rows = "S[(128,1000):(1@P,1@F)]";
    let pred = on("pred", Scope::Sbuf, &[128, 1000], rows, 1);
    let x = on("src", Scope::Sbuf, &[128, 1000], rows, 4);
    let y = on("dst", Scope::Sbuf, &[128, 1000], rows, 4);
    let s = dispatch(&Op::Fill { dst: &y }).unwrap();
    assert_eq!(s.to_string(), "memset tile [i=128, j=1000]");
    let s = dispatch(&Op::Select {
        pred: &pred,
        src: &x,
        dst: &y,
    })
    .unwrap();
    assert_eq!(s.to_string(), "tensor_copy_predicated tile [i=128, j=1000]");
    // Columns on the partitions in pred only: an engine instruction cannot line them up.
    let cols = on("pred", Scope::Sbuf, &[128, 1000], "S[(128,1000):(1@F,1@P)]", 1);
    let err = dispatch(&Op::Select {
        pred: &cols,
        src: &x,
        dst: &y,
    });
    assert!(err.is_err());
}

#[test]
fn transpose_blocks_of_128() {
    let p = on("src", Scope::Sbuf, &[128, 512], "S[(128,512):(1@P,1@F)]", 2);
    let t = on("dst", Scope::Psum, &[512, 128], "S[(4,128,128):(128@F,1@P,1@F)]", 2);
    let s = dispatch(&Op::Transpose { src: &p, dst: &t }).unwrap();
    assert_eq!(s.to_string(), "nc_transpose tile [i=128, j=128] for j in 4 (j)");
}

#[test]
fn transpose_of_one_row_is_a_column() {
    // A [1, 512] row (a batch-1 classifier's input) into four [128, 1] blocks: its unit
    // dimension has no iter to place, and the 512 columns go to the partitions in blocks.
    let p = on("src", Scope::Sbuf, &[1, 512], "S[(1,512):(1@P,1@F)]", 4);
    let t = on("dst", Scope::Psum, &[512, 1], "S[(4,128,1):(1@F,1@P,1@F)]", 4);
    let s = dispatch(&Op::Transpose { src: &p, dst: &t }).unwrap();
    assert_eq!(s.to_string(), "nc_transpose tile [i=1, j=128] for j in 4 (j)");
    // A row whose columns sit on the partitions already cannot be transposed onto them.
    let wrong = on("dst", Scope::Psum, &[512, 1], "S[(512,1):(1@F,1@F)]", 4);
    assert!(dispatch(&Op::Transpose { src: &p, dst: &wrong }).is_err());
}

#[test]
fn a_run_starts_at_its_smallest_stride() {
    // PSUM -> SBUF eviction of a transposed block: the free run merges q (stride 1) and the
    // outer k blocks (stride 128) into 512 contiguous elements.
    let l = "S[(4,128,128):(128@F,1@P,1@F)]";
    let src = on("src", Scope::Psum, &[512, 128], l, 2);
    let dst = on("dst", Scope::Sbuf, &[512, 128], l, 2);
    let s = dispatch(&Op::Copy { src: &src, dst: &dst }).unwrap();
    assert_eq!(s.to_string(), "tensor_copy tile [i=512, j=128]");
    assert_eq!((s.views[1].axes[1].extent, s.views[1].axes[1].step), (512, 1));
}

#[test]
fn gemm_names_the_k_pair_that_does_not_intersect() {
    // A holds k on every other partition, B on every partition: 64:2@P ∩ 64:1@P = 32:2@P.
    let a = on("A", Scope::Sbuf, &[64, 128], "S[(64,128):(2@P,1@F)]", 4);
    let b = on("B", Scope::Sbuf, &[64, 128], "S[(64,128):(1@P,1@F)]", 4);
    let c = on("C", Scope::Psum, &[128, 128], "S[(128,128):(1@P,1@F)]", 4);
    let e = dispatch(&Op::Gemm { a: &a, b: &b, c: &c }).unwrap_err();
    assert!(
        e.contains("K's iters 64:2@P in A and 64:1@P in B intersect in 32:2@P, not in both"),
        "{e}"
    );
}
