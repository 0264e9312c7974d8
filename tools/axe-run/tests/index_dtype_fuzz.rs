//! Random integer functions through `axe-lower-index-dtype`, checked
//! before and after by the reference interpreter (spec 000 §5: the lowered
//! arithmetic must compute the same values).
//!
//! Each function takes scalar arguments of i8, i16, i32, i64 and `index`
//! whose `axe.bounds` come from classes that stress the narrowing: small
//! non-negative and signed ranges, ranges around -2^31 and 2^31 - 1, wide
//! ranges, and no bounds. Its body is a random mix of every signed and
//! unsigned `arith` integer op (and `uop.floormod`) at every width, casts
//! between the widths and `index`, comparisons and selects. Divisors are
//! made non-zero with `ori x, 1` and shift amounts are masked below the
//! width, so only `MIN / -1` trials are undefined (the harness skips those).
//! All functions go into one file, split by `// -----`, checked by one
//! `axe-run --check-pipeline` run. This binary does not link MLIR.

mod check_pipeline;

use rand::{rngs::SmallRng, RngExt, SeedableRng};
use std::fmt::Write as _;

const FUNCTIONS: usize = 400;
const OPS: usize = 14;
const SEED: u64 = 0x1d7_5eed;
const TYPES: [&str; 5] = ["i8", "i16", "i32", "i64", "index"];

fn width(ty: &str) -> u32 {
    match ty {
        "index" => 64,
        t => t[1..].parse().expect("iN"),
    }
}

/// The bounds of an argument: a class that matters for narrowing to i32,
/// clamped to the type.
fn bounds(rng: &mut SmallRng, ty: &str) -> Option<(i64, i64)> {
    let w = width(ty);
    let (min, max) = if w == 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
    };
    let i32min = i64::from(i32::MIN);
    let i32max = i64::from(i32::MAX);
    let (lo, hi) = match rng.random_range(0..9) {
        0 => return None,
        1 => (0, rng.random_range(1..100)),
        2 => (-rng.random_range(1..10), rng.random_range(0..10)),
        3 => (-rng.random_range(1..3), 0),
        4 => (i32min - rng.random_range(0..3), i32min + rng.random_range(0..3)),
        5 => (i32max - rng.random_range(0..3), i32max + rng.random_range(0..3)),
        6 => (-(1i64 << 40), 1i64 << 40),
        7 => (min, min + 2),
        _ => (max - 2, max),
    };
    Some((lo.clamp(min, max), hi.clamp(min, max)))
}

struct Function {
    rng: SmallRng,
    body: String,
    /// Values by type: (SSA name, type).
    values: Vec<(String, &'static str)>,
    next: usize,
}

const BINARY: [&str; 18] = [
    "addi",
    "subi",
    "muli",
    "minsi",
    "maxsi",
    "minui",
    "maxui",
    "andi",
    "ori",
    "xori",
    "divsi",
    "remsi",
    "divui",
    "remui",
    "floordivsi",
    "ceildivsi",
    "ceildivui",
    "floormod",
];
const SHIFTS: [&str; 3] = ["shli", "shrsi", "shrui"];
const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

impl Function {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn emit(&mut self, op: String, ty: &'static str) -> String {
        let name = self.fresh();
        writeln!(self.body, "  {name} = {op}").unwrap();
        self.values.push((name.clone(), ty));
        name
    }

    /// A value of type `ty`: a recent one, an older one, or a constant.
    fn pick(&mut self, ty: &'static str) -> String {
        let of_type: Vec<String> = self
            .values
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(n, _)| n.clone())
            .collect();
        if of_type.is_empty() || self.rng.random_range(0..5) == 0 {
            let w = width(ty);
            let c: i64 = match self.rng.random_range(0..4) {
                0 => self.rng.random_range(-9..10),
                1 => 7,
                2 => -1,
                _ => {
                    let v: i64 = self.rng.random();
                    if w == 64 {
                        v
                    } else {
                        v >> (64 - w)
                    }
                }
            };
            return self.emit(format!("arith.constant {c} : {ty}"), ty);
        }
        let n = of_type.len();
        let i = if self.rng.random_range(0..3) > 0 {
            n - 1 - self.rng.random_range(0..n.min(3))
        } else {
            self.rng.random_range(0..n)
        };
        of_type[i].clone()
    }

    fn constant(&mut self, c: i64, ty: &'static str) -> String {
        self.emit(format!("arith.constant {c} : {ty}"), ty)
    }

    fn op(&mut self) {
        // Index arithmetic is what the pass rewrites: most ops are on index.
        let ty = if self.rng.random_range(0..3) > 0 {
            "index"
        } else {
            TYPES[self.rng.random_range(0..4)]
        };
        match self.rng.random_range(0..10) {
            0..=4 => {
                let op = BINARY[self.rng.random_range(0..BINARY.len())];
                let a = self.pick(ty);
                let mut b = self.pick(ty);
                if op.contains("div") || op.contains("rem") || op == "floormod" {
                    let one = self.constant(1, ty);
                    b = self.emit(format!("arith.ori {b}, {one} : {ty}"), ty);
                }
                let dialect = if op == "floormod" { "uop" } else { "arith" };
                self.emit(format!("{dialect}.{op} {a}, {b} : {ty}"), ty);
            }
            5 => {
                let op = SHIFTS[self.rng.random_range(0..SHIFTS.len())];
                let a = self.pick(ty);
                let s = self.pick(ty);
                let mask = self.constant(i64::from(width(ty) - 1), ty);
                let amount = self.emit(format!("arith.andi {s}, {mask} : {ty}"), ty);
                self.emit(format!("arith.{op} {a}, {amount} : {ty}"), ty);
            }
            6 => {
                let p = PREDICATES[self.rng.random_range(0..PREDICATES.len())];
                let a = self.pick(ty);
                let b = self.pick(ty);
                let c = self.emit(format!("arith.cmpi {p}, {a}, {b} : {ty}"), "i1");
                let x = self.pick(ty);
                let y = self.pick(ty);
                self.emit(format!("arith.select {c}, {x}, {y} : {ty}"), ty);
            }
            7 => {
                // Into index, signed or unsigned.
                let from = TYPES[self.rng.random_range(0..4)];
                let v = self.pick(from);
                let cast = if self.rng.random() {
                    "index_cast"
                } else {
                    "index_castui"
                };
                self.emit(format!("arith.{cast} {v} : {from} to index"), "index");
            }
            8 => {
                // Out of index (truncating).
                let to = TYPES[self.rng.random_range(0..4)];
                let v = self.pick("index");
                self.emit(format!("arith.index_cast {v} : index to {to}"), to);
            }
            _ => {
                // Between the fixed widths.
                let (a, b) = (self.rng.random_range(0..4), self.rng.random_range(0..4));
                if a == b {
                    return;
                }
                let (from, to) = (TYPES[a], TYPES[b]);
                let v = self.pick(from);
                let cast = if a > b {
                    "trunci"
                } else if self.rng.random() {
                    "extsi"
                } else {
                    "extui"
                };
                self.emit(format!("arith.{cast} {v} : {from} to {to}"), to);
            }
        }
    }
}

fn function(i: usize, seed: u64) -> String {
    let mut f = Function {
        rng: SmallRng::seed_from_u64(seed),
        body: String::new(),
        values: Vec::new(),
        next: 0,
    };
    let mut args = Vec::new();
    for k in 0..f.rng.random_range(2..6) {
        let ty = if k < 2 {
            "index"
        } else {
            TYPES[f.rng.random_range(0..TYPES.len())]
        };
        let attr = match bounds(&mut f.rng, ty) {
            Some((lo, hi)) => format!(" {{axe.bounds = array<i64: {lo}, {hi}>}}"),
            None => String::new(),
        };
        args.push(format!("%a{k}: {ty}{attr}"));
        f.values.push((format!("%a{k}"), ty));
    }
    let arguments = f.values.len();
    for _ in 0..OPS {
        f.op();
    }
    // Return the last few computed values (every type).
    let results: Vec<(String, &str)> = f.values[arguments..]
        .iter()
        .rev()
        .filter(|(_, t)| *t != "i1")
        .take(6)
        .cloned()
        .collect();
    let names: Vec<&str> = results.iter().map(|(n, _)| n.as_str()).collect();
    let types: Vec<&str> = results.iter().map(|(_, t)| *t).collect();
    format!(
        "func.func @fuzz{i}({}) -> ({}) {{\n{}  return {} : {}\n}}\n",
        args.join(", "),
        types.join(", "),
        f.body,
        names.join(", "),
        types.join(", ")
    )
}

#[test]
fn random_integer_functions_keep_their_values_through_lower_index_dtype() {
    let functions: Vec<String> = (0..FUNCTIONS)
        .map(|i| function(i, SEED.wrapping_add(i as u64 * 0x9E37_79B9)))
        .collect();
    check_pipeline::assert_all_ok(
        "index-dtype-fuzz",
        &functions,
        &["builtin.module(axe-lower-index-dtype)"],
        &["--trials", "24", "--seed", "3"],
    );
}
