//! Free variables: `uop.range` that nothing binds, `uop.define_var`,
//! `uop.special`, GPU ids. Each trial gives each a value uniformly in its
//! bounds, chosen by a hash of (seed, trial, key) so that the same variable
//! gets the same value before and after a rewrite whatever the order of
//! evaluation: ranges are keyed by axis id, define_var by name, special and
//! `gpu.thread_id`/`block_id` by (kind, dimension).

/// The values of one trial's free variables.
#[derive(Clone, Copy, Debug)]
pub struct FreeVars {
    pub seed: u64,
    pub trial: u64,
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl FreeVars {
    /// The value of variable `key` in `[lo, hi]` (inclusive) for this trial.
    pub fn sample(&self, key: &str, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for b in key.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        let r = splitmix(splitmix(self.seed ^ h).wrapping_add(self.trial));
        let span = (hi as i128 - lo as i128 + 1) as u128;
        (lo as i128 + (r as u128 % span) as i128) as i64
    }
}
