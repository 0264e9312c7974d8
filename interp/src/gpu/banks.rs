//! Shared-memory bank conflicts, counted as the hardware serves a warp's request (`axe-run
//! --print --traffic` on the GPU emulator, [`super::request_log`]). Shared memory is 32 banks of 4-byte words; a warp's
//! request is served in phases of at most 128 bytes: all 32 lanes at once for accesses of up
//! to 4 bytes a lane, half-warps for 8 bytes, quarter-warps for 16 bytes, and one phase for
//! each 8 x 8 matrix of an `ldmatrix`. A phase takes as many wavefronts as the most distinct
//! words it touches in one bank (lanes reading the same word share it); without conflicts it
//! takes one. A vector wider than 16 bytes a lane is several instructions of at most 16 bytes
//! each, as NVPTX splits it. Counted: loads and stores (scalar and vector), `cp.async`'s
//! shared side and `ldmatrix`; `wgmma` and TMA reach shared memory in the canonical layouts
//! the hardware defines, so they are not.
//!
//! Banks depend on addresses modulo 128 bytes, and shifting every address of one request by a
//! multiple of 4 bytes only renames the banks: the counts are the same wherever the buffer
//! sits, so they are the hardware's for the emulator's placement of shared buffers too.

use super::request_log::{instruction_bytes, Count};

/// Banks of shared memory and the bytes of each bank's word.
const BANKS: u64 = 32;
const WORD: u64 = 4;
/// The bytes one wavefront serves: one word of every bank.
const WAVEFRONT_BYTES: u64 = BANKS * WORD;
const WARP: usize = super::warp::WARP;

/// The wavefronts of one phase that touches `words` (word addresses, repeats allowed).
pub fn phase_wavefronts(words: &mut Vec<u64>) -> u64 {
    words.sort_unstable();
    words.dedup();
    let mut per_bank = [0u64; BANKS as usize];
    for w in words.iter() {
        per_bank[(w % BANKS) as usize] += 1;
    }
    per_bank.into_iter().max().unwrap_or(0)
}

/// The words (4-byte word addresses) of bytes `start .. start + bytes`.
fn words_of(start: u64, bytes: u64) -> impl Iterator<Item = u64> {
    start / WORD..=(start + bytes.max(1) - 1) / WORD
}

/// The phases of one warp's load or store of `width` bytes a lane, made of elements of
/// `element` bytes: `lanes` gives, for each lane that takes part (its lane number in the
/// warp), each element's byte address (`None`: masked off). Returns the instructions and each
/// phase's words.
pub fn access_phases(width: u64, element: u64, lanes: &[(usize, Vec<Option<u64>>)]) -> (u64, Vec<Vec<u64>>) {
    let chunk = instruction_bytes(width);
    let instructions = width.max(1).div_ceil(chunk);
    let lanes_per_phase = (WAVEFRONT_BYTES / chunk.max(WORD)) as usize;
    let phases_per_instruction = WARP.div_ceil(lanes_per_phase);
    let mut phases = vec![Vec::new(); instructions as usize * phases_per_instruction];
    for (lane, elements) in lanes {
        for (e, address) in elements.iter().enumerate() {
            let Some(address) = address else { continue };
            let instruction = (e as u64 * element / chunk) as usize;
            let phase = instruction * phases_per_instruction + lane / lanes_per_phase;
            phases[phase].extend(words_of(*address, element));
        }
    }
    (instructions, phases)
}

/// The phases of one warp's `ldmatrix`: `rows[q]` the byte addresses of matrix q's eight
/// 16-byte rows.
pub fn ldmatrix_phases(rows: &[Vec<u64>]) -> Vec<Vec<u64>> {
    rows.iter()
        .map(|matrix| matrix.iter().flat_map(|&r| words_of(r, 16)).collect())
        .collect()
}

/// What one warp's request of `instructions` instructions, served in `phases`, takes.
pub fn count(instructions: u64, phases: Vec<Vec<u64>>) -> Count {
    let mut count = Count {
        requests: instructions,
        ..Count::default()
    };
    for mut words in phases {
        if !words.is_empty() {
            count.ideal += 1;
            count.served += phase_wavefronts(&mut words);
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalar(addresses: impl Iterator<Item = (usize, u64)>) -> Vec<(usize, Vec<Option<u64>>)> {
        addresses.map(|(l, a)| (l, vec![Some(a)])).collect()
    }

    fn wavefronts(width: u64, element: u64, lanes: &[(usize, Vec<Option<u64>>)]) -> (u64, u64) {
        let (_, phases) = access_phases(width, element, lanes);
        let ideal = phases.iter().filter(|p| !p.is_empty()).count() as u64;
        (phases.into_iter().map(|mut p| phase_wavefronts(&mut p)).sum(), ideal)
    }

    /// The brute-force count: for each phase, for each bank, the distinct words.
    fn oracle(phases: &[Vec<u64>]) -> u64 {
        phases
            .iter()
            .map(|p| {
                (0..BANKS)
                    .map(|b| {
                        p.iter()
                            .filter(|w| *w % BANKS == b)
                            .collect::<std::collections::BTreeSet<_>>()
                            .len() as u64
                    })
                    .max()
                    .unwrap_or(0)
            })
            .sum()
    }

    #[test]
    fn a_row_of_floats_is_one_wavefront_and_a_column_is_thirty_two() {
        assert_eq!(wavefronts(4, 4, &scalar((0..32).map(|l| (l, 4 * l as u64)))), (1, 1));
        // Column of a 32 x 32 float tile: every lane in bank 0.
        assert_eq!(wavefronts(4, 4, &scalar((0..32).map(|l| (l, 128 * l as u64)))), (32, 1));
        // Padded to 33 columns: every lane in its own bank.
        assert_eq!(wavefronts(4, 4, &scalar((0..32).map(|l| (l, 132 * l as u64)))), (1, 1));
        // Stride of two words: two-way.
        assert_eq!(wavefronts(4, 4, &scalar((0..32).map(|l| (l, 8 * l as u64)))), (2, 1));
    }

    #[test]
    fn lanes_reading_one_word_share_it() {
        assert_eq!(wavefronts(4, 4, &scalar((0..32).map(|l| (l, 64)))), (1, 1));
        // 16-bit elements: two lanes a word.
        assert_eq!(wavefronts(2, 2, &scalar((0..32).map(|l| (l, 2 * l as u64)))), (1, 1));
    }

    #[test]
    fn wide_accesses_are_served_by_parts_of_the_warp() {
        // 16 bytes a lane, consecutive: four quarter-warp phases, none conflicting.
        let v4: Vec<_> = (0..32)
            .map(|l| (l, (0..4).map(|e| Some(16 * l as u64 + 4 * e)).collect()))
            .collect();
        assert_eq!(wavefronts(16, 4, &v4), (4, 4));
        // 16 bytes a lane at a 256-byte stride: the 8 lanes of a phase in the same 4 banks.
        let strided: Vec<_> = (0..32)
            .map(|l| (l, (0..4).map(|e| Some(256 * l as u64 + 4 * e)).collect()))
            .collect();
        assert_eq!(wavefronts(16, 4, &strided), (32, 4));
        // 32 bytes a lane: two instructions of 16.
        let (instructions, phases) = access_phases(
            32,
            4,
            &(0..32)
                .map(|l| (l, (0..8).map(|e| Some(32 * l as u64 + 4 * e)).collect()))
                .collect::<Vec<_>>(),
        );
        assert_eq!((instructions, phases.len()), (2, 8));
    }

    #[test]
    fn masked_elements_touch_nothing() {
        let lanes: Vec<_> = (0..32)
            .map(|l| (l, vec![Some(16 * l as u64), None, None, None]))
            .collect();
        let (_, phases) = access_phases(16, 4, &lanes);
        assert!(phases.iter().all(|p| p.len() == 8));
    }

    #[test]
    fn ldmatrix_rows_in_distinct_bank_groups_are_one_wavefront_a_matrix() {
        // Rows of 64 bytes (a tile of 32 f16 columns): the even rows of a matrix start in bank
        // 0, the odd ones in bank 16, so 4-way.
        let plain: Vec<Vec<u64>> = (0..4).map(|q| (0..8).map(|r| 64 * (8 * q + r)).collect()).collect();
        let mut phases = ldmatrix_phases(&plain);
        assert_eq!(oracle(&phases), 16);
        assert_eq!(phases.iter_mut().map(phase_wavefronts).sum::<u64>(), 16);
        // Column chunk 0 of the same rows with the chunk xor-swizzled by (row / 2) % 4: the
        // eight rows start in eight different groups of four banks.
        let swizzled: Vec<Vec<u64>> = (0..4)
            .map(|q| {
                (0..8)
                    .map(|r| {
                        let row = 8 * q + r;
                        64 * row + 16 * ((row / 2) % 4)
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            ldmatrix_phases(&swizzled).iter_mut().map(phase_wavefronts).sum::<u64>(),
            4
        );
    }

    #[test]
    fn counts_match_brute_force_on_random_addresses() {
        let mut state = 0x9e3779b97f4a7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..500 {
            let width = [1u64, 2, 4, 8, 16, 32][(next() % 6) as usize];
            let element = width.min([1u64, 2, 4][(next() % 3) as usize]);
            let mut lanes = Vec::new();
            for l in 0..32 {
                if next() % 4 != 0 {
                    let start = (next() % 512) / element * element * 8;
                    lanes.push((l, (0..width / element).map(|e| Some(start + e * element)).collect()));
                }
            }
            let (_, phases) = access_phases(width, element, &lanes);
            let counted: u64 = phases.clone().iter_mut().map(phase_wavefronts).sum();
            assert_eq!(counted, oracle(&phases));
        }
    }
}
