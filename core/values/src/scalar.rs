//! Scalar semantics of `arith`, `index`, `math` and the uop elementwise ops:
//! integers exactly at their width (two's complement wrap; division by zero
//! and signed overflow of division are errors), floats in IEEE arithmetic of
//! the element type (f32 in f32, f64 in f64, f16/bf16 computed in f32 and
//! rounded once), math functions through f64 and rounded to the type.

use super::value::{ElemTy, Num};
use half::{bf16, f16};

type R<T> = Result<T, String>;

/// Sign-extends the low `width` bits of `v`.
pub fn wrap(width: u32, v: i128) -> i64 {
    if width >= 64 {
        v as i64
    } else {
        let shift = 128 - width;
        ((v << shift) >> shift) as i64
    }
}

/// The unsigned reading of a sign-extended `width`-bit value.
pub fn unsigned(width: u32, v: i64) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

/// Rounds `v` to the nearest value of float type `ty` (ties to even).
pub fn round(ty: ElemTy, v: f64) -> f64 {
    match ty {
        ElemTy::F64 => v,
        ElemTy::F32 => v as f32 as f64,
        ElemTy::F16 => f16::from_f64(v).to_f64(),
        ElemTy::BF16 => bf16::from_f64(v).to_f64(),
        _ => v,
    }
}

/// Applies a binary float operation in the arithmetic of `ty`.
fn float_op(ty: ElemTy, a: f64, b: f64, f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> f64 {
    match ty {
        ElemTy::F64 => f64op(a, b),
        ElemTy::F32 => f32op(a as f32, b as f32) as f64,
        _ => round(ty, f32op(a as f32, b as f32) as f64),
    }
}

fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else {
        a.max(b)
    }
}

fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else {
        a.min(b)
    }
}

/// Floor division of signed integers (Python `//`).
pub fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Ceiling division of signed integers.
pub fn ceil_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// A binary op by its short name (`addi`, `floordivsi`, `floormod`, `addf`, ...)
/// on two elements of type `ty`.
pub fn binary(op: &str, ty: ElemTy, a: Num, b: Num) -> R<Num> {
    BinaryOp::new(op).apply(ty, a, b)
}

/// A binary op's short name read once, for a caller that applies it to many elements:
/// [`BinaryOp::apply`] is [`binary`] without comparing names.
#[derive(Clone, Copy, Debug)]
pub struct BinaryOp<'s> {
    name: &'s str,
    /// What the name means on floats, and on integers (`None`: unsupported there).
    float: Option<FloatOp>,
    int: Option<IntOp>,
}

#[derive(Clone, Copy, Debug)]
enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Maximum,
    Minimum,
    MaxNum,
    MinNum,
    Pow,
    Powi,
    Atan2,
    Copysign,
}

#[derive(Clone, Copy, Debug)]
enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    FloorDivS,
    FloorMod,
    CeilDivS,
    CeilDivU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MinS,
    MaxU,
    MinU,
}

impl<'s> BinaryOp<'s> {
    pub fn new(name: &'s str) -> Self {
        let float = match name {
            "addf" | "add" => Some(FloatOp::Add),
            "subf" => Some(FloatOp::Sub),
            "mulf" | "mul" => Some(FloatOp::Mul),
            "divf" => Some(FloatOp::Div),
            "remf" => Some(FloatOp::Rem),
            "maximumf" | "max" => Some(FloatOp::Maximum),
            "minimumf" | "min" => Some(FloatOp::Minimum),
            "maxnumf" => Some(FloatOp::MaxNum),
            "minnumf" => Some(FloatOp::MinNum),
            "powf" => Some(FloatOp::Pow),
            "fpowi" => Some(FloatOp::Powi),
            "atan2" => Some(FloatOp::Atan2),
            "copysign" => Some(FloatOp::Copysign),
            _ => None,
        };
        let int = match name {
            "addi" | "add" => Some(IntOp::Add),
            "subi" | "sub" => Some(IntOp::Sub),
            "muli" | "mul" => Some(IntOp::Mul),
            "divsi" | "divs" => Some(IntOp::DivS),
            "divui" | "divu" => Some(IntOp::DivU),
            "remsi" | "rems" => Some(IntOp::RemS),
            "remui" | "remu" => Some(IntOp::RemU),
            "floordivsi" | "floordivs" => Some(IntOp::FloorDivS),
            "floormod" => Some(IntOp::FloorMod),
            "ceildivsi" | "ceildivs" => Some(IntOp::CeilDivS),
            "ceildivui" | "ceildivu" => Some(IntOp::CeilDivU),
            "andi" | "and" => Some(IntOp::And),
            "ori" | "or" => Some(IntOp::Or),
            "xori" | "xor" => Some(IntOp::Xor),
            "shli" | "shl" => Some(IntOp::Shl),
            "shrsi" | "shrs" => Some(IntOp::ShrS),
            "shrui" | "shru" => Some(IntOp::ShrU),
            "maxsi" | "maxs" | "max" => Some(IntOp::MaxS),
            "minsi" | "mins" | "min" => Some(IntOp::MinS),
            "maxui" | "maxu" => Some(IntOp::MaxU),
            "minui" | "minu" => Some(IntOp::MinU),
            _ => None,
        };
        BinaryOp { name, float, int }
    }

    /// The op on two elements of type `ty`.
    pub fn apply(self, ty: ElemTy, a: Num, b: Num) -> R<Num> {
        if ty.is_float() {
            let op = self
                .float
                .ok_or_else(|| format!("unsupported float operation '{}'", self.name))?;
            return Ok(Num::F(float_binary(op, ty, a, b)));
        }
        let op = self
            .int
            .ok_or_else(|| format!("unsupported integer operation '{}'", self.name))?;
        int_binary(op, ty, a, b)
    }
}

fn float_binary(op: FloatOp, ty: ElemTy, a: Num, b: Num) -> f64 {
    let (x, y) = (a.float(), b.float());
    match op {
        FloatOp::Add => float_op(ty, x, y, |a, b| a + b, |a, b| a + b),
        FloatOp::Sub => float_op(ty, x, y, |a, b| a - b, |a, b| a - b),
        FloatOp::Mul => float_op(ty, x, y, |a, b| a * b, |a, b| a * b),
        FloatOp::Div => float_op(ty, x, y, |a, b| a / b, |a, b| a / b),
        FloatOp::Rem => float_op(ty, x, y, |a, b| a % b, |a, b| a % b),
        FloatOp::Maximum => maximum(x, y),
        FloatOp::Minimum => minimum(x, y),
        FloatOp::MaxNum => ignoring_nan(x, y, maximum),
        FloatOp::MinNum => ignoring_nan(x, y, minimum),
        FloatOp::Pow => round(ty, x.powf(y)),
        // llvm.powi's binary powering (compiler-rt __powisf2), one rounding per product.
        FloatOp::Powi => {
            let mut bits = b.int().unsigned_abs();
            let (mut power, mut r) = (x, 1.0);
            loop {
                if bits & 1 == 1 {
                    r = float_op(ty, r, power, |a, b| a * b, |a, b| a * b);
                }
                bits >>= 1;
                if bits == 0 {
                    break;
                }
                power = float_op(ty, power, power, |a, b| a * b, |a, b| a * b);
            }
            if b.int() < 0 {
                float_op(ty, 1.0, r, |a, b| a / b, |a, b| a / b)
            } else {
                r
            }
        }
        FloatOp::Atan2 => round(ty, x.atan2(y)),
        FloatOp::Copysign => x.copysign(y),
    }
}

/// `f` of `x` and `y`, or the one that is not NaN (`maxnumf`, `minnumf`).
fn ignoring_nan(x: f64, y: f64, f: fn(f64, f64) -> f64) -> f64 {
    if x.is_nan() {
        y
    } else if y.is_nan() {
        x
    } else {
        f(x, y)
    }
}

fn int_binary(op: IntOp, ty: ElemTy, a: Num, b: Num) -> R<Num> {
    let w = ty.width();
    let (x, y) = (a.int() as i128, b.int() as i128);
    let (ux, uy) = (unsigned(w, a.int()) as i128, unsigned(w, b.int()) as i128);
    let nonzero = |d: i128| {
        if d == 0 {
            Err("division by zero".to_string())
        } else {
            Ok(d)
        }
    };
    let min_signed = if w >= 64 { i64::MIN as i128 } else { -(1i128 << (w - 1)) };
    let no_overflow = |x: i128, y: i128| {
        if x == min_signed && y == -1 && w > 1 {
            Err("signed division overflow (minimum value divided by -1)".to_string())
        } else {
            Ok(())
        }
    };
    let shift = |s: i128| {
        if s < 0 || s >= w as i128 {
            Err(format!("shift amount {s} is not below the width {w}"))
        } else {
            Ok(s as u32)
        }
    };
    let r: i128 = match op {
        IntOp::Add => x + y,
        IntOp::Sub => x - y,
        IntOp::Mul => x * y,
        IntOp::DivS => {
            nonzero(y)?;
            no_overflow(x, y)?;
            x / y
        }
        IntOp::DivU => ux / nonzero(uy)?,
        IntOp::RemS => {
            // LLVM's srem: the remainder of an overflowing division is undefined too.
            nonzero(y)?;
            no_overflow(x, y)?;
            x % y
        }
        IntOp::RemU => ux % nonzero(uy)?,
        IntOp::FloorDivS => {
            nonzero(y)?;
            no_overflow(x, y)?;
            floor_div(x, y)
        }
        IntOp::FloorMod => {
            nonzero(y)?;
            x - floor_div(x, y) * y
        }
        IntOp::CeilDivS => {
            nonzero(y)?;
            no_overflow(x, y)?;
            ceil_div(x, y)
        }
        IntOp::CeilDivU => {
            nonzero(uy)?;
            (ux + uy - 1) / uy
        }
        IntOp::And => x & y,
        IntOp::Or => x | y,
        IntOp::Xor => x ^ y,
        IntOp::Shl => ux << shift(uy)?,
        IntOp::ShrS => x >> shift(uy)?,
        IntOp::ShrU => ux >> shift(uy)?,
        IntOp::MaxS => x.max(y),
        IntOp::MinS => x.min(y),
        IntOp::MaxU => {
            if ux >= uy {
                x
            } else {
                y
            }
        }
        IntOp::MinU => {
            if ux <= uy {
                x
            } else {
                y
            }
        }
    };
    Ok(Num::I(wrap(w, r)))
}

/// A unary op by short name on an element of type `ty`.
pub fn unary(op: &str, ty: ElemTy, a: Num) -> R<Num> {
    if !ty.is_float() {
        let w = ty.width();
        return match op {
            "absi" => Ok(Num::I(wrap(w, (a.int() as i128).abs()))),
            "ctpop" => Ok(Num::I(unsigned(w, a.int()).count_ones() as i64)),
            _ => Err(format!("unsupported integer operation '{op}'")),
        };
    }
    let x = a.float();
    let exact = |v: f64| Ok(Num::F(v));
    let through = |v: f64| Ok(Num::F(round(ty, v)));
    match op {
        "negf" => exact(-x),
        "absf" => exact(x.abs()),
        "ceil" => exact(x.ceil()),
        "floor" => exact(x.floor()),
        "trunc" => exact(x.trunc()),
        "round" => exact(x.round()),
        "roundeven" => exact(x.round_ties_even()),
        "sqrt" => through(x.sqrt()),
        "rsqrt" => through(1.0 / x.sqrt()),
        "cbrt" => through(x.cbrt()),
        "exp" => through(x.exp()),
        "exp2" => through(x.exp2()),
        "expm1" => through(x.exp_m1()),
        "log" => through(x.ln()),
        "log2" => through(x.log2()),
        "log10" => through(x.log10()),
        "log1p" => through(x.ln_1p()),
        "sin" => through(x.sin()),
        "cos" => through(x.cos()),
        "tan" => through(x.tan()),
        "tanh" => through(x.tanh()),
        "sinh" => through(x.sinh()),
        "cosh" => through(x.cosh()),
        "asin" => through(x.asin()),
        "acos" => through(x.acos()),
        "atan" => through(x.atan()),
        "asinh" => through(x.asinh()),
        "acosh" => through(x.acosh()),
        "atanh" => through(x.atanh()),
        "erf" => through(erf(x)),
        "erfc" => through(erfc(x)),
        _ => Err(format!("unsupported float operation '{op}'")),
    }
}

/// erf to about 1e-15 (Abramowitz-Stegun 7.1.26 is too coarse; this uses the
/// series for small |x| and the continued fraction of erfc otherwise).
fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let r = if a < 2.5 {
        // Maclaurin series: erf(x) = 2/sqrt(pi) * sum (-1)^n x^(2n+1) / (n! (2n+1)).
        let mut term = a;
        let mut sum = a;
        let x2 = a * a;
        for n in 1..200 {
            term *= -x2 / n as f64;
            let add = term / (2 * n + 1) as f64;
            sum += add;
            if add.abs() < 1e-17 * sum.abs() {
                break;
            }
        }
        sum * std::f64::consts::FRAC_2_SQRT_PI
    } else if a > 6.0 {
        1.0
    } else {
        // Lentz's continued fraction for erfc.
        let mut f = a;
        let mut c = a;
        let mut d = 0.0;
        for n in 1..300 {
            let an = n as f64 / 2.0;
            d = a + an * d;
            d = 1.0 / d;
            c = a + an / c;
            let delta = c * d;
            f *= delta;
            if (delta - 1.0).abs() < 1e-16 {
                break;
            }
        }
        1.0 - (-a * a).exp() / f / std::f64::consts::PI.sqrt()
    };
    r.copysign(x)
}

/// erfc = 1 - erf within 8 ulp of glibc's over the whole line in f64
/// (core/values/tests/erfc.rs), without 1 - erf(x)'s cancellation:
/// for x >= 0.5 the continued fraction, whose exp(-x^2) keeps x^2 exact by
/// splitting x into a 21-bit head and the rest (as glibc does), so a result
/// down in the subnormals (erfc(27) = 5.2e-319) keeps its digits; below 0.5,
/// 1 - erf(x) (erf(x) < 0.53 there: no cancellation); for x < 0, 2 - erfc(-x).
fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < 0.0 {
        return 2.0 - erfc(-x);
    }
    if x < 0.5 {
        return 1.0 - erf(x);
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    let head = f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000);
    let exp_minus_square = (-head * head).exp() * ((head - x) * (head + x)).exp();
    exp_minus_square / (erfc_continued_fraction(x) * std::f64::consts::PI.sqrt())
}

/// x + (1/2) / (x + 1 / (x + (3/2) / (x + ...))), the continued fraction with
/// erfc(x) = exp(-x^2) / (sqrt(pi) * it) for x > 0, evaluated from its tail
/// (stable, unlike the forward Lentz iteration, which loses 60 ulp near 0.5):
/// 250 / x^2 + 40 terms (1040 at x = 0.5, 50 at 5) converge to an ulp or two.
fn erfc_continued_fraction(x: f64) -> f64 {
    let terms = (250.0 / (x * x)).min(1e4) as usize + 40;
    let mut t = x;
    for k in (1..=terms).rev() {
        t = x + (k as f64 / 2.0) / t;
    }
    t
}

/// `arith.cmpi` / `index.cmp` by predicate number (eq, ne, slt, sle, sgt,
/// sge, ult, ule, ugt, uge).
pub fn cmpi(predicate: i64, width: u32, a: i64, b: i64) -> R<bool> {
    let (ua, ub) = (unsigned(width, a), unsigned(width, b));
    Ok(match predicate {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return Err(format!("unknown integer predicate {predicate}")),
    })
}

/// `arith.cmpf` by predicate number (false, oeq, ogt, oge, olt, ole, one,
/// ord, ueq, ugt, uge, ult, ule, une, uno, true).
pub fn cmpf(predicate: i64, a: f64, b: f64) -> R<bool> {
    let unordered = a.is_nan() || b.is_nan();
    Ok(match predicate {
        0 => false,
        1 => !unordered && a == b,
        2 => !unordered && a > b,
        3 => !unordered && a >= b,
        4 => !unordered && a < b,
        5 => !unordered && a <= b,
        6 => !unordered && a != b,
        7 => !unordered,
        8 => unordered || a == b,
        9 => unordered || a > b,
        10 => unordered || a >= b,
        11 => unordered || a < b,
        12 => unordered || a <= b,
        13 => unordered || a != b,
        14 => unordered,
        15 => true,
        _ => return Err(format!("unknown float predicate {predicate}")),
    })
}

/// The raw bits of an element.
pub fn to_bits(ty: ElemTy, n: Num) -> u64 {
    match ty {
        ElemTy::F64 => n.float().to_bits(),
        ElemTy::F32 => (n.float() as f32).to_bits() as u64,
        ElemTy::F16 => f16::from_f64(n.float()).to_bits() as u64,
        ElemTy::BF16 => bf16::from_f64(n.float()).to_bits() as u64,
        _ => unsigned(ty.width(), n.int()),
    }
}

/// The element whose raw bits are `bits`.
pub fn from_bits(ty: ElemTy, bits: u64) -> Num {
    match ty {
        ElemTy::F64 => Num::F(f64::from_bits(bits)),
        ElemTy::F32 => Num::F(f32::from_bits(bits as u32) as f64),
        ElemTy::F16 => Num::F(f16::from_bits(bits as u16).to_f64()),
        ElemTy::BF16 => Num::F(bf16::from_bits(bits as u16).to_f64()),
        _ => Num::I(wrap(ty.width(), bits as i128)),
    }
}

/// A conversion by short op name (`extsi`, `sitofp`, `truncf`, `index_cast`,
/// `bitcast`, `cast` for uop.cast, ...) from `from` to `to`.
pub fn convert(op: &str, from: ElemTy, to: ElemTy, a: Num) -> R<Num> {
    let tw = to.width();
    let fw = from.width();
    let to_int_checked = |v: f64, signed: bool| -> R<Num> {
        let t = v.trunc();
        let (lo, hi) = if signed {
            (-(2f64.powi(tw as i32 - 1)), 2f64.powi(tw as i32 - 1))
        } else {
            (0.0, 2f64.powi(tw as i32))
        };
        if v.is_nan() || t < lo || t >= hi {
            return Err(format!("{v} does not fit in {to} (the conversion is undefined)"));
        }
        Ok(Num::I(wrap(tw, t as i128)))
    };
    match op {
        "index_cast" | "extsi" | "trunci" | "casts" => Ok(Num::I(wrap(tw, a.int() as i128))),
        "index_castui" | "extui" | "castu" => Ok(Num::I(wrap(tw, unsigned(fw, a.int()) as i128))),
        "sitofp" => Ok(Num::F(round(to, a.int() as f64))),
        "uitofp" => Ok(Num::F(round(to, unsigned(fw, a.int()) as f64))),
        "fptosi" => to_int_checked(a.float(), true),
        "fptoui" => to_int_checked(a.float(), false),
        "extf" | "truncf" => Ok(Num::F(round(to, a.float()))),
        "bitcast" => Ok(from_bits(to, to_bits(from, a))),
        "cast" => {
            // uop.cast (UOpTensorOps.td).
            if to == ElemTy::Int(1) {
                let nonzero = if from.is_float() {
                    a.float() != 0.0
                } else {
                    a.int() != 0
                };
                return Ok(Num::I(if nonzero { -1 } else { 0 }));
            }
            match (from.is_float(), to.is_float()) {
                (true, true) => Ok(Num::F(round(to, a.float()))),
                (false, true) => {
                    let v = if from == ElemTy::Int(1) {
                        (a.int() != 0) as i64
                    } else {
                        a.int()
                    };
                    Ok(Num::F(round(to, v as f64)))
                }
                (true, false) => to_int_checked(a.float(), true),
                (false, false) => {
                    let v = if from == ElemTy::Int(1) {
                        (a.int() != 0) as i64
                    } else {
                        a.int()
                    };
                    Ok(Num::I(wrap(tw, v as i128)))
                }
            }
        }
        _ => Err(format!("unsupported conversion '{op}'")),
    }
}

/// The identity of a reduction (`add`, `mul`, `max`, `min`) in `ty`. A float
/// sum starts from +0 as tinygrad's does (so `uop.reduce_axis add` of [-0.0]
/// is +0.0, and a sum over an empty axis is +0); convert-linalg-to-uop keeps
/// linalg's -0 + -0 = -0 where a linalg sum starts from -0.
pub fn reduce_identity(kind: &str, ty: ElemTy) -> Num {
    let w = ty.width();
    match (kind, ty.is_float()) {
        ("add", true) => Num::F(0.0),
        ("mul", true) => Num::F(1.0),
        ("max", true) => Num::F(f64::NEG_INFINITY),
        ("min", true) => Num::F(f64::INFINITY),
        ("add", false) => Num::I(0),
        ("mul", false) => Num::I(1),
        ("max", false) => Num::I(wrap(w, -(1i128 << (w - 1)))),
        _ => Num::I(wrap(w, (1i128 << (w - 1)) - 1)),
    }
}

/// Combines two elements with a reduction kind (floats: IEEE in the type,
/// max/min propagate NaN; integers: wrap, signed max/min).
pub fn reduce_combine(kind: &str, ty: ElemTy, acc: Num, x: Num) -> R<Num> {
    reduce_op(kind)?.apply(ty, acc, x)
}

/// The op [`reduce_combine`] combines with for `kind`, read once for many elements.
pub fn reduce_op(kind: &str) -> R<BinaryOp<'_>> {
    match kind {
        "add" | "mul" | "max" | "min" => Ok(BinaryOp::new(kind)),
        _ => Err(format!("unknown reduction '{kind}'")),
    }
}
