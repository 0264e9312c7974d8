//! Global memory's 32-byte sectors, counted per warp request (`axe-run --print --traffic` on the
//! GPU emulator, [`super::request_log`]). A warp's load or store moves every sector its lanes'
//! bytes fall in, whole, between the SM and L2 or DRAM; at best it moves as many as its
//! distinct bytes fill. 32 lanes reading consecutive floats move 4 sectors (128 bytes); 32
//! floats 128 bytes apart move 32, eight times what they need. Addresses count from the start
//! of each buffer, which `cudaMalloc` aligns to 256 bytes, so the counts are the hardware's.

use super::request_log::{instruction_bytes, Count};

const SECTOR: u64 = 32;

/// What one bulk copy (a TMA store's box) takes: one request, moving every sector the elements
/// at byte addresses `elements` (of `element` bytes each) fall in.
pub fn bulk(elements: &[u64], element: u64) -> Count {
    let mut sectors: Vec<u64> = elements
        .iter()
        .flat_map(|&a| [a / SECTOR, (a + element.max(1) - 1) / SECTOR])
        .collect();
    sectors.sort_unstable();
    sectors.dedup();
    Count {
        requests: 1,
        served: sectors.len() as u64,
        ideal: (elements.len() as u64 * element).div_ceil(SECTOR),
    }
}

/// What one warp's access of `width` bytes a lane, in elements of `element` bytes, takes:
/// `lanes` gives, for each lane that takes part, each element's byte address (`None`: masked
/// off). A lane's access wider than one instruction is several requests.
pub fn count(width: u64, element: u64, lanes: &[(usize, Vec<Option<u64>>)]) -> Count {
    let chunk = instruction_bytes(width);
    let instructions = width.max(1).div_ceil(chunk);
    let mut bytes: Vec<Vec<u64>> = vec![Vec::new(); instructions as usize];
    for (_, elements) in lanes {
        for (e, address) in elements.iter().enumerate() {
            if let Some(address) = address {
                bytes[(e as u64 * element / chunk) as usize].extend(*address..*address + element.max(1));
            }
        }
    }
    let mut count = Count {
        requests: instructions,
        ..Count::default()
    };
    for mut b in bytes {
        b.sort_unstable();
        b.dedup();
        let mut sectors: Vec<u64> = b.iter().map(|x| x / SECTOR).collect();
        sectors.dedup();
        count.served += sectors.len() as u64;
        count.ideal += (b.len() as u64).div_ceil(SECTOR);
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floats(addresses: impl Iterator<Item = u64>) -> Vec<(usize, Vec<Option<u64>>)> {
        addresses.enumerate().map(|(l, a)| (l, vec![Some(a)])).collect()
    }

    #[test]
    fn consecutive_floats_fill_their_sectors() {
        assert_eq!(
            count(4, 4, &floats((0..32).map(|l| 4 * l))),
            Count {
                requests: 1,
                served: 4,
                ideal: 4
            }
        );
        // Starting mid-sector: one sector more than the bytes fill.
        assert_eq!(
            count(4, 4, &floats((0..32).map(|l| 16 + 4 * l))),
            Count {
                requests: 1,
                served: 5,
                ideal: 4
            }
        );
    }

    #[test]
    fn strided_floats_move_a_sector_each() {
        assert_eq!(
            count(4, 4, &floats((0..32).map(|l| 128 * l))),
            Count {
                requests: 1,
                served: 32,
                ideal: 4
            }
        );
        // All lanes on one float: one sector.
        assert_eq!(
            count(4, 4, &floats((0..32).map(|_| 64))),
            Count {
                requests: 1,
                served: 1,
                ideal: 1
            }
        );
    }

    #[test]
    fn wide_vectors_are_several_requests() {
        // 16 bytes a lane, consecutive: 512 bytes, 16 sectors.
        let v4: Vec<_> = (0..32u64)
            .map(|l| (l as usize, (0..4).map(|e| Some(16 * l + 4 * e)).collect()))
            .collect();
        assert_eq!(
            count(16, 4, &v4),
            Count {
                requests: 1,
                served: 16,
                ideal: 16
            }
        );
        // 32 bytes a lane: two requests, each lane's halves 32 bytes apart.
        let v8: Vec<_> = (0..32u64)
            .map(|l| (l as usize, (0..8).map(|e| Some(32 * l + 4 * e)).collect()))
            .collect();
        assert_eq!(
            count(32, 4, &v8),
            Count {
                requests: 2,
                served: 64,
                ideal: 32
            }
        );
    }

    #[test]
    fn masked_elements_move_nothing() {
        let lanes: Vec<_> = (0..32u64)
            .map(|l| (l as usize, vec![Some(16 * l), None, None, None]))
            .collect();
        assert_eq!(
            count(16, 4, &lanes),
            Count {
                requests: 1,
                served: 16,
                ideal: 4
            }
        );
    }

    #[test]
    fn a_bulk_box_of_whole_rows_moves_only_its_bytes() {
        // 4 rows of 64 halves (128 bytes each) 512 bytes apart: 16 sectors, as at best.
        let rows: Vec<u64> = (0..4).flat_map(|r| (0..64).map(move |c| r * 512 + 2 * c)).collect();
        assert_eq!(
            bulk(&rows, 2),
            Count {
                requests: 1,
                served: 16,
                ideal: 16
            }
        );
        // Rows of 8 halves (16 bytes): a sector each, twice what the bytes fill.
        let narrow: Vec<u64> = (0..4).flat_map(|r| (0..8).map(move |c| r * 512 + 2 * c)).collect();
        assert_eq!(bulk(&narrow, 2).served, 4);
        assert_eq!(bulk(&narrow, 2).ideal, 2);
    }
}
