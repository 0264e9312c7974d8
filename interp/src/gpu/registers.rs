//! `setmaxnreg` (`nvvm.setmaxregister increase|decrease N`, sm_90a): a warpgroup asks for a new
//! number of registers per thread. Values are unchanged, so the emulator checks only what makes
//! the instruction valid (PTX ISA, setmaxnreg): every thread of the warpgroup executes it (it is
//! `.sync.aligned`), N is a multiple of 8 in [24, 256], and the block's warpgroups together
//! never ask for more than the 64 Ki registers of an SM (an increase past that would wait for
//! registers no warpgroup gives back).

use rustc_hash::FxHashMap;

/// Registers an SM has for its resident threads.
pub const SM_REGISTERS: i64 = 65536;

/// The registers per thread each warpgroup of a block last asked for.
#[derive(Default)]
pub struct Registers {
    asked: FxHashMap<usize, i64>,
}

impl Registers {
    /// Warpgroup `warpgroup` (its first thread) asks for `count` registers per thread.
    pub fn set(&mut self, warpgroup: usize, count: i64) -> Result<(), String> {
        if !(24..=256).contains(&count) || count % 8 != 0 {
            return Err(format!(
                "asks for {count} registers per thread; setmaxnreg takes a multiple of 8 from 24 to 256"
            ));
        }
        self.asked.insert(warpgroup, count);
        let total: i64 = self.asked.values().map(|c| c * 128).sum();
        if total > SM_REGISTERS {
            return Err(format!(
                "leaves the block's warpgroups asking for {total} registers, more than the {SM_REGISTERS} of an SM"
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_multiples_of_8_in_range() {
        let mut r = Registers::default();
        assert!(r.set(0, 232).is_ok());
        assert!(r.set(128, 40).is_ok());
        assert!(r.set(0, 20).is_err());
        assert!(r.set(0, 236).is_err());
        assert!(r.set(0, 264).is_err());
    }

    #[test]
    fn the_block_fits_an_sm() {
        // Two consumer warpgroups at 232 and a producer at 40: 64512 registers.
        let mut r = Registers::default();
        for (wg, n) in [(0, 232), (128, 232), (256, 40)] {
            assert!(r.set(wg, n).is_ok());
        }
        // The producer asking for 56 more per thread passes 65536.
        assert!(r.set(256, 96).unwrap_err().contains("65536"));
    }
}
