//! `x^n` by repeated squaring: the multiplications reduce-unparented emits
//! for a MUL reduction over a range its body does not use (spec 003
//! "Reduce Unparented": the result raised to the N-th power).

/// One step of the chain: `Square` the accumulated power of two, or
/// `MulInto` the result by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerStep {
    Square,
    MulInto,
}

/// The steps computing `x^n` (n >= 1), starting from `power = x` and an
/// empty result: bit by bit from the lowest, `MulInto` where the bit is
/// set, `Square` between bits. The result is then `x^n`, in at most
/// 2*log2(n) multiplications.
pub fn power_steps(n: u64) -> Vec<PowerStep> {
    let mut steps = Vec::new();
    let mut rest = n;
    while rest > 0 {
        if rest & 1 == 1 {
            steps.push(PowerStep::MulInto);
        }
        rest >>= 1;
        if rest > 0 {
            steps.push(PowerStep::Square);
        }
    }
    steps
}

/// Runs the chain on integers with wrapping multiplication (as `arith.muli`).
pub fn wrapping_power(x: i64, n: u64) -> i64 {
    let (mut power, mut result): (i64, Option<i64>) = (x, None);
    for step in power_steps(n) {
        match step {
            PowerStep::Square => power = power.wrapping_mul(power),
            PowerStep::MulInto => result = Some(result.map_or(power, |r| r.wrapping_mul(power))),
        }
    }
    result.unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_repeated_multiplication() {
        for x in -5i64..=5 {
            for n in 1u64..70 {
                let mut expected = 1i64;
                for _ in 0..n {
                    expected = expected.wrapping_mul(x);
                }
                assert_eq!(wrapping_power(x, n), expected, "{x}^{n}");
            }
        }
    }

    #[test]
    fn chain_is_logarithmic() {
        assert_eq!(power_steps(1), vec![PowerStep::MulInto]);
        assert!(power_steps(1 << 20).len() <= 21);
    }
}
