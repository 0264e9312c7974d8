//! The randomized test of `uop-optimize-ranges` (spec 003): kernels with
//! random range structures (loop and reduce ranges of random extents,
//! row-major and div/mod index arithmetic, comparisons against free
//! variables, gated selects, unused reduce ranges, intermediate buffers with
//! size-1, unreferenced and constant-indexed axes), generated as text from a
//! fixed seed, each run through the whole pipeline and compared with the
//! reference interpreter before and after. Elements are i32 so every
//! rewrite must be exact (sums re-associate exactly under wrapping).

use std::fmt::Write;

/// xorshift64*: a fixed-seed generator with no dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Writes SSA text with fresh names.
struct Body {
    text: String,
    next: usize,
}

impl Body {
    fn line(&mut self, rhs: &str) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        writeln!(self.text, "  {name} = {rhs}").unwrap();
        name
    }

    fn index(&mut self, c: i64) -> String {
        self.line(&format!("arith.constant {c} : index"))
    }
}

/// Input elements: every read is `floormod(..., INPUT)`, so it stays in bounds.
const INPUT: i64 = 64;

/// One random kernel named `@k{n}`.
pub fn kernel(rng: &mut Rng, n: usize) -> String {
    let mut b = Body {
        text: String::new(),
        next: 0,
    };
    let extents = [1i64, 2, 3, 4, 6, 8, 12, 16];
    let outer: Vec<i64> = (0..1 + rng.below(2)).map(|_| rng.pick(&[1, 2, 3, 4, 6])).collect();
    let mut reduce: Vec<i64> = (0..1 + rng.below(2)).map(|_| rng.pick(&extents)).collect();
    if reduce.iter().product::<i64>() > 32 {
        reduce.truncate(1);
    }
    let mut axis = 0;
    let mut range = |b: &mut Body, end: i64, kind: &str| {
        let c = b.index(end);
        axis += 1;
        b.line(&format!("uop.range {c} axis({}) {kind}", axis - 1))
    };
    let out_ranges: Vec<String> = outer.iter().map(|&e| range(&mut b, e, "loop")).collect();
    let red_ranges: Vec<String> = reduce.iter().map(|&e| range(&mut b, e, "reduce")).collect();
    let unused = rng.chance(25).then(|| range(&mut b, rng.pick(&[2, 3, 4]), "reduce"));
    let var = b.line(&format!("uop.define_var \"cut{n}\" [-4, 40] : index"));

    // The read index: a random linear form over the ranges, maybe divided
    // or taken modulo a constant (what splitting and merging look for).
    let mut terms: Vec<(String, i64)> = Vec::new();
    let (mut stride, mut flat) = (1i64, None::<String>);
    for (r, &e) in red_ranges.iter().zip(&reduce).rev() {
        terms.push((r.clone(), stride));
        stride *= e;
    }
    for r in &out_ranges {
        terms.push((r.clone(), rng.pick(&[0, 1, 5, 16])));
    }
    for (r, s) in terms {
        let term = if s == 1 {
            r
        } else {
            let c = b.index(s);
            b.line(&format!("arith.muli {r}, {c} : index"))
        };
        flat = Some(match flat {
            None => term,
            Some(acc) => b.line(&format!("arith.addi {acc}, {term} : index")),
        });
    }
    let mut index = flat.expect("at least one term");
    if rng.chance(35) {
        let c = b.index(rng.pick(&[2, 3, 4, 8]));
        let op = if rng.chance(50) {
            "uop.floormod"
        } else {
            "arith.floordivsi"
        };
        index = b.line(&format!("{op} {index}, {c} : index"));
    }
    let modulus = b.index(INPUT);
    let index = b.line(&format!("uop.floormod {index}, {modulus} : index"));
    let ptr = b.line(&format!("uop.index %x[{index}] : memref<{INPUT}xi32>"));
    let mut value = b.line(&format!("uop.load {ptr} : i32"));

    // Gates: comparisons of (range + offset) against the free variable.
    if rng.chance(50) {
        let r = red_ranges[rng.below(red_ranges.len() as u64) as usize].clone();
        let lhs = if rng.chance(50) {
            let off = b.index(rng.pick(&[1, 3]));
            b.line(&format!("arith.addi {r}, {off} : index"))
        } else {
            r.clone()
        };
        let pred = rng.pick(&["slt", "sge", "sle", "sgt", "eq", "ne"]);
        let cond = b.line(&format!("arith.cmpi {pred}, {lhs}, {var} : index"));
        let zero = b.line("arith.constant 0 : i32");
        let kept = if rng.chance(50) {
            b.line(&format!("arith.constant {} : i32", rng.below(9) as i64 - 4))
        } else {
            value.clone()
        };
        value = match rng.below(3) {
            0 => b.line(&format!("arith.select {cond}, {kept}, {zero} : i32")),
            1 => b.line(&format!("arith.select {cond}, {zero}, {kept} : i32")),
            _ => {
                let cast = b.line(&format!("arith.extui {cond} : i1 to i32"));
                b.line(&format!("arith.muli {kept}, {cast} : i32"))
            }
        };
    }
    let kind = rng.pick(&["add", "add", "add", "max", "min", "mul"]);
    let mut listed = red_ranges.clone();
    if let Some(u) = &unused {
        listed.insert(rng.below(listed.len() as u64 + 1) as usize, u.clone());
    }
    let mut result = b.line(&format!("uop.reduce {kind} {value} [{}] : i32", listed.join(", ")));

    // An intermediate buffer over the output ranges (plus a size-1 axis),
    // read back at the ranges, transposed, or at a constant.
    if rng.chance(40) {
        let mut dims = out_ranges.clone();
        let mut shape = outer.clone();
        if rng.chance(50) {
            dims.push(range(&mut b, 1, "loop"));
            shape.push(1);
        }
        let ty = format!(
            "memref<{}xi32>",
            shape.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
        );
        let buffer = b.line(&format!("uop.bufferize {result} [{}] : i32 -> {ty}", dims.join(", ")));
        let zero = b.index(0);
        let reads: Vec<String> = (0..shape.len())
            .map(|i| {
                if i >= out_ranges.len() || shape[i] == 1 || rng.chance(20) {
                    zero.clone()
                } else {
                    out_ranges[i].clone()
                }
            })
            .collect();
        let ptr = b.line(&format!("uop.index {buffer}[{}] : {ty}", reads.join(", ")));
        result = b.line(&format!("uop.load {ptr} : i32"));
    }
    let out_shape = outer.iter().map(i64::to_string).collect::<Vec<_>>().join("x");
    let out = b.line(&format!(
        "uop.bufferize {result} [{}] into %out : i32 -> memref<{out_shape}xi32>",
        out_ranges.join(", ")
    ));
    format!(
        "func.func @k{n}(%x: memref<{INPUT}xi32>, %out: memref<{out_shape}xi32> {{uop.output = 0 : i64}}) {{\n{}  uop.sink {out} : memref<{out_shape}xi32>\n  return\n}}\n",
        b.text
    )
}

/// `count` kernels from `seed`, separated for --split-input-file.
pub fn batch(seed: u64, first: usize, count: usize) -> String {
    let mut rng = Rng::new(seed);
    (first..first + count)
        .map(|n| kernel(&mut rng, n))
        .collect::<Vec<_>>()
        .join("// -----\n")
}
