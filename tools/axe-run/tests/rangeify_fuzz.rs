//! Random tensor-level programs through `uop-rangeify` and
//! `uop-split-kernels`, with and without `uop-optimize-ranges` (which makes
//! the buffer-removal and dead-axis decisions) in between, and through
//! `uop-kernelize` (which runs it again on the split kernels), checked
//! against the reference interpreter.
//!
//! Each program is a chain of random uop tensor ops (elementwise, reduce_axis,
//! every movement op, contiguous, reuse of earlier values so that nodes have
//! several consumers, and vmap scopes nested up to depth 3) over small static
//! shapes. All programs go into one file, split by `// -----`, and one
//! `axe-run --check-pipeline` run per pipeline (in parallel)
//! compares every function before and after on seeded random inputs. The
//! same programs, every kernel given a random legal schedule, also run on the
//! CPU JIT (the schedule property test). The same programs run once more on
//! special inputs (`axe-run --inputs special`: +-0, +-inf, NaN, subnormals,
//! the largest finite values) through the pipelines that keep float sums in
//! order, checked exactly (NaN only where NaN, infinities with their sign,
//! signed zeros). This binary does not link MLIR.

mod check_pipeline;

use rand::{rngs::SmallRng, RngExt, SeedableRng};
use std::fmt::Write as _;

const PROGRAMS: usize = 1000;
/// Programs of the schedule property test (each is JIT-compiled).
const SCHEDULED_PROGRAMS: usize = 300;
const SEED: u64 = 0x5eed_0005;
const MAX_ELEMENTS: i64 = 96;

/// A tensor value of the program being generated: its SSA name, shape and
/// the vmap depth it lives at (0 = outside every vmap).
#[derive(Clone)]
struct Tensor {
    name: String,
    shape: Vec<i64>,
    depth: usize,
}

/// An open vmap scope: the range it maps and where vmapout re-inserts it.
struct Scope {
    range: String,
    size: i64,
    axis: usize,
    rank_inside: usize,
}

struct Program {
    rng: SmallRng,
    body: String,
    values: Vec<Tensor>,
    scopes: Vec<Scope>,
    next_id: usize,
    next_axis: usize,
}

fn ty(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("tensor<{}xf32>", dims.join("x"))
}

fn list(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

impl Program {
    fn fresh(&mut self) -> String {
        self.next_id += 1;
        format!("%v{}", self.next_id)
    }

    fn depth(&self) -> usize {
        self.scopes.len()
    }

    /// A value usable here: from this scope or an enclosing one (values
    /// from outside a vmap are broadcast over it).
    fn pick(&mut self) -> Tensor {
        let depth = self.depth();
        let usable: Vec<&Tensor> = self.values.iter().filter(|v| v.depth <= depth).collect();
        // Prefer recent values so chains get deep, but reuse older ones too.
        let n = usable.len();
        let i = if self.rng.random_range(0..3) > 0 {
            n - 1 - self.rng.random_range(0..n.min(3))
        } else {
            self.rng.random_range(0..n)
        };
        usable[i].clone()
    }

    fn emit(&mut self, op: String, shape: Vec<i64>) -> Tensor {
        let name = self.fresh();
        writeln!(self.body, "  {name} = {op}").unwrap();
        let t = Tensor {
            name,
            shape,
            depth: self.depth(),
        };
        self.values.push(t.clone());
        t
    }

    fn unary(&mut self, x: &Tensor) -> Tensor {
        let op = ["arith.negf", "math.absf", "math.tanh"][self.rng.random_range(0..3)];
        self.emit(format!("{op} {} : {}", x.name, ty(&x.shape)), x.shape.clone())
    }

    fn binary(&mut self, x: &Tensor) -> Tensor {
        let depth = self.depth();
        let partners: Vec<Tensor> = self
            .values
            .iter()
            .filter(|v| v.depth <= depth && v.shape == x.shape)
            .cloned()
            .collect();
        let y = partners[self.rng.random_range(0..partners.len())].clone();
        let op = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"][self.rng.random_range(0..4)];
        self.emit(
            format!("{op} {}, {} : {}", x.name, y.name, ty(&x.shape)),
            x.shape.clone(),
        )
    }

    fn reduce(&mut self, x: &Tensor) -> Tensor {
        let axis = self.rng.random_range(0..x.shape.len());
        let mut shape = x.shape.clone();
        shape[axis] = 1;
        let kind = ["add", "max", "min"][self.rng.random_range(0..3)];
        self.emit(
            format!(
                "uop.reduce_axis {kind} {} axes [{axis}] : {} -> {}",
                x.name,
                ty(&x.shape),
                ty(&shape)
            ),
            shape,
        )
    }

    fn expand(&mut self, x: &Tensor) -> Option<Tensor> {
        let ones: Vec<usize> = (0..x.shape.len()).filter(|&i| x.shape[i] == 1).collect();
        let &axis = ones.get(self.rng.random_range(0..ones.len().max(1)))?;
        let mut shape = x.shape.clone();
        shape[axis] = self.rng.random_range(2..=4);
        (elements(&shape) <= MAX_ELEMENTS).then(|| {
            self.emit(
                format!("uop.expand {} : {} -> {}", x.name, ty(&x.shape), ty(&shape)),
                shape,
            )
        })
    }

    fn permute(&mut self, x: &Tensor) -> Tensor {
        let mut order: Vec<i64> = (0..x.shape.len() as i64).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, self.rng.random_range(0..=i));
        }
        let shape: Vec<i64> = order.iter().map(|&i| x.shape[i as usize]).collect();
        self.emit(
            format!(
                "uop.permute {} [{}] : {} -> {}",
                x.name,
                list(&order),
                ty(&x.shape),
                ty(&shape)
            ),
            shape,
        )
    }

    /// A random shape of rank 1 to 3 with the same element count.
    fn reshape(&mut self, x: &Tensor) -> Tensor {
        let mut left = elements(&x.shape);
        let mut shape = Vec::new();
        let rank = self.rng.random_range(1..=3);
        for _ in 1..rank {
            let divisors: Vec<i64> = (1..=left).filter(|d| left % d == 0).collect();
            let d = divisors[self.rng.random_range(0..divisors.len())];
            shape.push(d);
            left /= d;
        }
        shape.push(left);
        self.emit(
            format!("uop.reshape {} : {} -> {}", x.name, ty(&x.shape), ty(&shape)),
            shape,
        )
    }

    fn pad(&mut self, x: &Tensor) -> Option<Tensor> {
        let axis = self.rng.random_range(0..x.shape.len());
        let mut low = vec![0; x.shape.len()];
        let mut high = vec![0; x.shape.len()];
        low[axis] = self.rng.random_range(0..=2);
        high[axis] = self.rng.random_range(0..=2);
        let mut shape = x.shape.clone();
        shape[axis] += low[axis] + high[axis];
        (elements(&shape) <= MAX_ELEMENTS).then(|| {
            self.emit(
                format!(
                    "uop.pad {} low [{}] high [{}] : {} -> {}",
                    x.name,
                    list(&low),
                    list(&high),
                    ty(&x.shape),
                    ty(&shape)
                ),
                shape,
            )
        })
    }

    fn shrink(&mut self, x: &Tensor) -> Tensor {
        let axis = self.rng.random_range(0..x.shape.len());
        let mut begin = vec![0; x.shape.len()];
        let mut end = x.shape.clone();
        begin[axis] = self.rng.random_range(0..x.shape[axis]);
        end[axis] = self.rng.random_range(begin[axis] + 1..=x.shape[axis]);
        let shape: Vec<i64> = begin.iter().zip(&end).map(|(b, e)| e - b).collect();
        self.emit(
            format!(
                "uop.shrink {} begin [{}] end [{}] : {} -> {}",
                x.name,
                list(&begin),
                list(&end),
                ty(&x.shape),
                ty(&shape)
            ),
            shape,
        )
    }

    fn flip(&mut self, x: &Tensor) -> Tensor {
        let axis = self.rng.random_range(0..x.shape.len());
        self.emit(
            format!("uop.flip {} axes [{axis}] : {}", x.name, ty(&x.shape)),
            x.shape.clone(),
        )
    }

    fn contiguous(&mut self, x: &Tensor) -> Tensor {
        self.emit(format!("uop.contiguous {} : {}", x.name, ty(&x.shape)), x.shape.clone())
    }

    /// Opens a vmap over one axis of a value of rank 2 or more.
    fn vmapin(&mut self, x: &Tensor) -> Option<Tensor> {
        if x.shape.len() < 2 || self.depth() >= 3 {
            return None;
        }
        let axis = self.rng.random_range(0..x.shape.len());
        let size = x.shape[axis];
        let range = self.fresh();
        writeln!(
            self.body,
            "  %c{size}_{} = arith.constant {size} : index",
            self.next_axis
        )
        .unwrap();
        writeln!(
            self.body,
            "  {range} = uop.range %c{size}_{} axis({}) loop",
            self.next_axis, self.next_axis
        )
        .unwrap();
        self.next_axis += 1;
        let vargs: Vec<String> = (0..x.shape.len())
            .map(|i| if i == axis { range.clone() } else { "%c0".into() })
            .collect();
        let mut shape = x.shape.clone();
        shape.remove(axis);
        self.scopes.push(Scope {
            range: range.clone(),
            size,
            axis,
            rank_inside: shape.len(),
        });
        Some(self.emit(
            format!(
                "uop.vmapin {} [{}] : {} -> {}",
                x.name,
                vargs.join(", "),
                ty(&x.shape),
                ty(&shape)
            ),
            shape,
        ))
    }

    /// Closes the innermost vmap over a value of the same rank as its vmapin
    /// result (so the range goes back where it came from).
    fn vmapout(&mut self, x: &Tensor) -> Option<Tensor> {
        let scope = self.scopes.last()?;
        if x.depth != self.depth() || x.shape.len() != scope.rank_inside {
            return None;
        }
        let scope = self.scopes.pop().expect("checked");
        let mut shape = x.shape.clone();
        shape.insert(scope.axis, scope.size);
        let vargs: Vec<String> = (0..shape.len())
            .map(|i| {
                if i == scope.axis {
                    scope.range.clone()
                } else {
                    "%c0".into()
                }
            })
            .collect();
        let name = self.fresh();
        writeln!(
            self.body,
            "  {name} = uop.vmapout {} [{}] : {} -> {}",
            x.name,
            vargs.join(", "),
            ty(&x.shape),
            ty(&shape)
        )
        .unwrap();
        // Values of the closed scope are no longer usable.
        let depth = self.depth();
        self.values.retain(|v| v.depth <= depth);
        let t = Tensor { name, shape, depth };
        self.values.push(t.clone());
        Some(t)
    }

    fn step(&mut self) {
        let x = self.pick();
        let made = match self.rng.random_range(0..13) {
            0 => Some(self.unary(&x)),
            1 | 2 => Some(self.binary(&x)),
            3 | 4 => Some(self.reduce(&x)),
            5 => self.expand(&x),
            6 => Some(self.permute(&x)),
            7 => Some(self.reshape(&x)),
            8 => self.pad(&x),
            9 => Some(self.shrink(&x)),
            10 => Some(self.flip(&x)),
            11 => Some(self.contiguous(&x)),
            _ => self.vmapin(&x),
        };
        if made.is_none() {
            self.unary(&x);
        }
    }

    /// Closes every open vmap, reshaping the innermost value to the rank the
    /// scope's vmapin made when needed.
    fn close_scopes(&mut self) {
        while let Some(scope) = self.scopes.last() {
            let rank = scope.rank_inside;
            let depth = self.depth();
            let x = self
                .values
                .iter()
                .rev()
                .find(|v| v.depth == depth)
                .cloned()
                .expect("a vmapin made one");
            let x = if x.shape.len() == rank {
                x
            } else {
                let mut shape = vec![1; rank];
                shape[rank - 1] = elements(&x.shape);
                self.emit(
                    format!("uop.reshape {} : {} -> {}", x.name, ty(&x.shape), ty(&shape)),
                    shape,
                )
            };
            self.vmapout(&x).expect("shape prepared");
        }
    }
}

fn elements(shape: &[i64]) -> i64 {
    shape.iter().product()
}

fn random_shape(rng: &mut SmallRng) -> Vec<i64> {
    let rank = rng.random_range(1..=3);
    (0..rank).map(|_| rng.random_range(1..=4)).collect()
}

/// One random program `@fuzz<i>` with two inputs and two results (the last
/// value and an earlier one, so values have consumers inside and outside).
fn program(i: usize, seed: u64) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let inputs = [random_shape(&mut rng), random_shape(&mut rng)];
    let mut p = Program {
        rng,
        body: String::new(),
        values: Vec::new(),
        scopes: Vec::new(),
        next_id: 0,
        next_axis: 0,
    };
    for (k, shape) in inputs.iter().enumerate() {
        p.values.push(Tensor {
            name: format!("%in{k}"),
            shape: shape.clone(),
            depth: 0,
        });
    }
    writeln!(p.body, "  %c0 = arith.constant 0 : index").unwrap();
    let steps = p.rng.random_range(4..=12);
    for _ in 0..steps {
        p.step();
        if !p.scopes.is_empty() && p.rng.random_range(0..3) == 0 {
            let depth = p.depth();
            if let Some(x) = p.values.iter().rev().find(|v| v.depth == depth).cloned() {
                p.vmapout(&x);
            }
        }
    }
    p.close_scopes();
    let last = p.values.last().expect("values").clone();
    let other = p.values[p.rng.random_range(0..p.values.len())].clone();
    let args: Vec<String> = inputs
        .iter()
        .enumerate()
        .map(|(k, s)| format!("%in{k}: {}", ty(s)))
        .collect();
    format!(
        "func.func @fuzz{i}({}) -> ({}, {}) {{\n{}  return {}, {} : {}, {}\n}}\n",
        args.join(", "),
        ty(&last.shape),
        ty(&other.shape),
        p.body,
        last.name,
        other.name,
        ty(&last.shape),
        ty(&other.shape)
    )
}

const PIPELINES: [&str; 3] = [
    "builtin.module(uop-rangeify,uop-split-kernels)",
    "builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels)",
    // The standard pipeline: range optimization again on the split kernels.
    "builtin.module(uop-kernelize)",
];

#[test]
fn random_tensor_programs_keep_their_meaning_through_rangeify_and_splitting() {
    let programs: Vec<String> = (0..PROGRAMS)
        .map(|i| program(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    check_pipeline::assert_all_ok(
        "rangeify-fuzz",
        &programs,
        &PIPELINES,
        &["--trials", "3", "--seed", "7"],
    );
}

/// The schedule property test: random programs, each kernel given a random legal schedule
/// (ranges split on loop, core, simd and reg; random loop order; reassociation allowed),
/// compiled by the CPU JIT (OpenMP, vector code, register tiles) and compared with the
/// interpreter on the unscheduled program. Two seeds run in parallel, and the heuristics'
/// picks for 64-byte vectors (16 lanes, 4 x 4 vector register tiles); f32 sums may
/// reassociate, hence the tolerances.
#[test]
fn random_schedules_keep_the_meaning_of_random_programs_on_the_cpu_jit() {
    let programs: Vec<String> = (0..SCHEDULED_PROGRAMS)
        .map(|i| program(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    let pipelines = [
        "builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,uop-schedule{random-seed=11})",
        "builtin.module(uop-kernelize,uop-schedule{random-seed=23})",
        "builtin.module(uop-kernelize,uop-schedule{vector-bytes=64})",
    ];
    let args = [
        "--trials", "3", "--seed", "7", "--target", "cpu", "--rtol", "1e-4", "--atol", "1e-5",
    ];
    check_pipeline::assert_all_ok("schedule-fuzz", &programs, &pipelines, &args);
}

/// The GPU property test: the same random programs through the GPU path (`uop-schedule{target=gpu}`
/// with its padded blocks and cooperative reductions, `uop-map-gpu-ranges` applying it, register
/// tiles in `convert-uop-to-scf`,
/// `axe-vectorize-upcast`, outlining) on the GPU emulator, every thread of every block,
/// against the interpreter on the original program; f32 block reductions reassociate.
#[test]
fn random_programs_keep_their_meaning_on_the_gpu_emulator() {
    let programs: Vec<String> = (0..PROGRAMS)
        .map(|i| program(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    let args = [
        "--trials",
        "1",
        "--seed",
        "7",
        "--target",
        "gpu-emulator",
        "--rtol",
        "1e-4",
        "--atol",
        "1e-5",
    ];
    check_pipeline::assert_all_ok("gpu-fuzz", &programs, &["builtin.module(uop-kernelize)"], &args);
}

/// The pipelines above with every range optimization told to keep float sums and products in
/// the program's order: on special inputs a reordered sum may overflow to inf where the
/// program's order does not (max + max - max), so only these are compared there.
const IN_ORDER_PIPELINES: [&str; 2] = [
    "builtin.module(uop-rangeify,uop-split-kernels)",
    "builtin.module(uop-rangeify,uop-optimize-ranges{reassociate=false},uop-split-kernels,\
     uop-optimize-ranges{reassociate=false},func.func(axe-simplify-index),cse)",
];

/// Special inputs: the rangeify programs on +-0, +-inf, NaN, subnormals and the largest
/// finite values, before and after each in-order pipeline, checked exactly (`--signed-zeros`,
/// NaN only where NaN, infinities with their sign; finite values within the default 1e-6).
#[test]
fn random_tensor_programs_keep_their_meaning_on_special_inputs() {
    let programs: Vec<String> = (0..PROGRAMS)
        .map(|i| program(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    check_pipeline::assert_all_ok(
        "rangeify-special-fuzz",
        &programs,
        &IN_ORDER_PIPELINES,
        &["--trials", "3", "--seed", "11", "--inputs", "special", "--signed-zeros"],
    );
}

/// Special inputs on the CPU JIT: the scheduler's own picks with `reassociate=false` (vector
/// code, threads, register tiles, but every float reduction in order), compared with the
/// interpreter on the unscheduled program: NaN only where NaN, infinities with their sign,
/// subnormals kept (no flush to zero); tanh is approximated, hence the tolerances.
#[test]
fn scheduled_programs_keep_their_meaning_on_special_inputs_on_the_cpu_jit() {
    let programs: Vec<String> = (0..SCHEDULED_PROGRAMS)
        .map(|i| program(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    let pipelines = [
        "builtin.module(uop-rangeify,uop-optimize-ranges{reassociate=false},uop-split-kernels,\
         uop-optimize-ranges{reassociate=false},func.func(axe-simplify-index),cse,uop-schedule{reassociate=false})",
        "builtin.module(uop-rangeify,uop-optimize-ranges{reassociate=false},uop-split-kernels,\
         uop-optimize-ranges{reassociate=false},func.func(axe-simplify-index),cse,\
         uop-schedule{reassociate=false vector-bytes=64})",
    ];
    let args = [
        "--trials", "3", "--seed", "11", "--inputs", "special", "--target", "cpu", "--rtol", "1e-4", "--atol", "1e-5",
    ];
    check_pipeline::assert_all_ok("schedule-special-fuzz", &programs, &pipelines, &args);
}
