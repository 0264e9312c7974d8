//! sm_90's warpgroup MMA (`wgmma.mma_async`) as Axe layouts and addresses. A warpgroup (4
//! warps, 128 threads) multiplies a 64 x K tile of A by a K x N tile of B, both read from shared
//! memory through 64-bit matrix descriptors, into f32 accumulators in registers.
//!
//! **Accumulator** (m64nNk16, f32): thread `t` of the warpgroup (warp `t / 32`, lane `t % 32`)
//! holds N / 2 registers; register `r` is row `16 warp + 8 (r / 2 % 2) + lane / 4`, column
//! `8 (r / 4) + 2 (lane % 4) + r % 2`, the `mma.sync` C fragment repeated over N and the 4 warps:
//!
//! ```text
//! D (64 x N) = S[(4,2,8, N/8,4,2):(1@warp,2@reg,4@lane, 4@reg,1@lane,1@reg)]
//! ```
//!
//! **Shared operands.** A descriptor holds the start address, two byte offsets (leading and
//! stride, LBO and SBO) and a swizzle mode; the operand is a *canonical layout* of 16-byte rows
//! ("core matrices" of 8 rows), K-major (K contiguous) or MN-major (M or N contiguous). In bytes,
//! with `T = 16 / element bytes` elements per 16-byte row and `W` = 1 (no swizzle), 2, 4 or 8
//! (32, 64, 128-byte swizzle), element (mn, k) lies at
//!
//! | major | no swizzle | swizzle W |
//! |---|---|---|
//! | K | `mn/8 SBO + mn%8 16 + k/T LBO + k%T e` | `mn/8 SBO + mn%8 16W + k/T 16 + k%T e` |
//! | MN | `mn/T SBO + k%8 16 + k/8 LBO + mn%T e` | `mn/T/W LBO + mn/T%W 16 + k%8 16W + k/8 SBO + mn%T e` |
//!
//! after the start address, and the swizzle then XORs address bits 7.. into bits 4.. (`log2 W`
//! of them), on the absolute shared address. These are the canonical layouts CUTLASS builds its
//! descriptors for (`cute/atom/mma_traits_sm90_gmma.hpp`, `make_gmma_desc`); a swizzled K-major
//! operand ignores LBO (CUTLASS sets it to 1).

use axe_layout::{parse, Layout};

/// The rows of one instruction (m64) and the bytes of K it reads per row (k16 of 16-bit inputs).
pub const M: i64 = 64;
pub const K_BYTES: i64 = 32;

/// Which dimension of an operand is contiguous in its 16-byte rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Major {
    K,
    MN,
}

/// The descriptor's layout type: no swizzle, or the 32, 64 or 128-byte swizzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swizzle {
    None,
    B32,
    B64,
    B128,
}

impl Swizzle {
    pub const ALL: [Swizzle; 4] = [Swizzle::None, Swizzle::B32, Swizzle::B64, Swizzle::B128];

    /// 16-byte rows per swizzle row (`W`).
    pub fn width(self) -> u64 {
        match self {
            Swizzle::None => 1,
            Swizzle::B32 => 2,
            Swizzle::B64 => 4,
            Swizzle::B128 => 8,
        }
    }

    /// The descriptor's 2-bit code (bits 62-63).
    fn code(self) -> u64 {
        match self {
            Swizzle::None => 0,
            Swizzle::B128 => 1,
            Swizzle::B64 => 2,
            Swizzle::B32 => 3,
        }
    }

    /// XORs bits `7 .. 7 + log2 W` of `address` into bits `4 .. 4 + log2 W`.
    pub fn apply(self, address: u64) -> u64 {
        let bits = self.width().trailing_zeros();
        address ^ ((address >> 3) & (((1u64 << bits) - 1) << 4))
    }

    /// The bytes after which the swizzle repeats (an operand's buffer starts on it, since the
    /// hardware swizzles absolute addresses); 16 without a swizzle (a descriptor's unit).
    pub fn period(self) -> u64 {
        if self == Swizzle::None {
            16
        } else {
            128 * self.width()
        }
    }
}

/// A wgmma shared-memory matrix descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// Shared-memory byte address of element (0, 0), before the swizzle.
    pub start: u64,
    pub leading: u64,
    pub stride: u64,
    pub swizzle: Swizzle,
}

impl Descriptor {
    /// Bits 0-13 start >> 4, 16-29 LBO >> 4, 32-45 SBO >> 4, 49-51 base offset (0), 62-63 the
    /// swizzle; `None` when a field is not a multiple of 16 or does not fit its 14 bits.
    pub fn encode(&self) -> Option<u64> {
        let field = |bytes: u64| (bytes.is_multiple_of(16) && bytes >> 4 < 1 << 14).then_some(bytes >> 4);
        Some(field(self.start)? | field(self.leading)? << 16 | field(self.stride)? << 32 | self.swizzle.code() << 62)
    }

    /// The fields of `bits`; an error for a base offset, which this model does not have.
    pub fn decode(bits: u64) -> Result<Descriptor, String> {
        let field = |at: u32| ((bits >> at) & 0x3fff) << 4;
        if (bits >> 49) & 7 != 0 {
            return Err(format!(
                "has matrix base offset {} (bits 49-51); only 0 is modelled",
                (bits >> 49) & 7
            ));
        }
        let swizzle = match bits >> 62 {
            0 => Swizzle::None,
            1 => Swizzle::B128,
            2 => Swizzle::B64,
            _ => Swizzle::B32,
        };
        Ok(Descriptor {
            start: field(0),
            leading: field(16),
            stride: field(32),
            swizzle,
        })
    }

    /// The byte offset from `start` of element (mn, k) of an operand of `major` with elements of
    /// `bytes` bytes, before the swizzle (the table in the module comment).
    pub fn offset(&self, major: Major, bytes: u64, mn: u64, k: u64) -> u64 {
        let t = 16 / bytes;
        let w = self.swizzle.width();
        match (major, self.swizzle) {
            (Major::K, Swizzle::None) => mn / 8 * self.stride + mn % 8 * 16 + k / t * self.leading + k % t * bytes,
            (Major::K, _) => mn / 8 * self.stride + mn % 8 * 16 * w + k / t * 16 + k % t * bytes,
            (Major::MN, Swizzle::None) => mn / t * self.stride + k % 8 * 16 + k / 8 * self.leading + mn % t * bytes,
            (Major::MN, _) => {
                mn / t / w * self.leading + mn / t % w * 16 + k % 8 * 16 * w + k / 8 * self.stride + mn % t * bytes
            }
        }
    }

    /// Why the start address is outside what this model covers: a swizzled operand starting
    /// past the first 128-byte line of its swizzle pattern (which takes the base offset).
    pub fn unmodelled_start(&self) -> Option<String> {
        let into = self.start % self.swizzle.period();
        (self.swizzle != Swizzle::None && into >= 128)
            .then(|| format!("starts {into} bytes into its {}-byte swizzle pattern, past the first 128-byte line; with base offset 0 the emulator models starts in that line only", self.swizzle.period()))
    }

    /// The shared-memory byte address of element (mn, k).
    pub fn address(&self, major: Major, bytes: u64, mn: u64, k: u64) -> u64 {
        self.swizzle.apply(self.start + self.offset(major, bytes, mn, k))
    }
}

/// How one operand of a wgmma sits in shared memory: its major dimension and the descriptor's
/// fields but the start address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    pub major: Major,
    pub swizzle: Swizzle,
    pub leading: u64,
    pub stride: u64,
}

impl Form {
    /// The descriptor of the instruction tile starting `start` bytes into shared memory.
    pub fn descriptor(&self, start: u64) -> Descriptor {
        Descriptor {
            start,
            leading: self.leading,
            stride: self.stride,
            swizzle: self.swizzle,
        }
    }
}

/// The wgmma swizzle that a tensor's `swizzle<B, M, S>` (on element offsets) is for elements of
/// `bytes` bytes: XORing bits 7.. of the byte address into bits 4.. takes `M = log2(16 / bytes)`
/// and `S = 3`.
pub fn swizzle_of(swizzle: Option<[i64; 3]>, bytes: i64) -> Result<Swizzle, String> {
    let Some([b, m, s]) = swizzle else {
        return Ok(Swizzle::None);
    };
    let chunk = 16 / bytes;
    match b {
        1..=3 if 1 << m == chunk && s == 3 => Ok([Swizzle::B32, Swizzle::B64, Swizzle::B128][b as usize - 1]),
        _ => Err(format!(
            "swizzle<{b}, {m}, {s}> is none of wgmma's (swizzle<1|2|3, {}, 3> for {}-byte elements)",
            chunk.trailing_zeros(),
            bytes
        )),
    }
}

/// The canonical form of a [K, MN] operand slice whose element (k, mn) is at element offset
/// `offset(k, mn)` from its buffer's start (aligned to the swizzle period) before its swizzle
/// (elements of `bytes` bytes), read by instruction tiles of 16 x `tile_mn`: each tile must be
/// the canonical layout at its first element's address (checked at every element) and, when
/// swizzled, start in the first 128-byte line of a swizzle pattern. There the hardware's
/// pattern and the absolute-address swizzle agree with the descriptor's base offset 0 (CUTLASS
/// advances a descriptor along K that way); further in, they would need the base offset.
/// K-major is tried first.
pub fn canonical_form(
    offset: &dyn Fn(i64, i64) -> i64,
    k: i64,
    mn: i64,
    tile_mn: i64,
    swizzle: Swizzle,
    bytes: i64,
) -> Result<Form, String> {
    let tile_k = K_BYTES / bytes;
    if k % tile_k != 0 || mn % tile_mn != 0 {
        return Err(format!(
            "a [{k}, {mn}] slice is no whole number of {tile_k} x {tile_mn} instruction tiles"
        ));
    }
    let chunk = 16 / bytes;
    let w = swizzle.width() as i64;
    let at = |kk: i64, m: i64| (offset(kk, m) - offset(0, 0)) * bytes;
    // A byte offset the descriptor can hold, read off the layout where the tile has the point.
    let field = |has: bool, kk: i64, m: i64| if has { at(kk, m) } else { 0 };
    let mut why = Vec::new();
    for major in [Major::K, Major::MN] {
        let (leading, stride) = match (major, swizzle) {
            (Major::K, Swizzle::None) => (field(true, chunk, 0), field(true, 0, 8)),
            (Major::K, _) => (16, field(true, 0, 8)),
            (Major::MN, Swizzle::None) => (field(true, 8, 0), field(tile_mn > chunk, 0, chunk)),
            (Major::MN, _) => (field(tile_mn > chunk * w, 0, chunk * w), field(true, 8, 0)),
        };
        let name = if major == Major::K { "K-major" } else { "MN-major" };
        if leading < 0 || stride < 0 || leading % 16 != 0 || stride % 16 != 0 || leading >= 1 << 18 || stride >= 1 << 18
        {
            why.push(format!(
                "{name} needs byte offsets that are multiples of 16 below 2^18, got {leading} and {stride}"
            ));
            continue;
        }
        let form = Form {
            major,
            swizzle,
            leading: leading as u64,
            stride: stride as u64,
        };
        let canonical = form.descriptor(0);
        let mismatch = (0..k / tile_k).flat_map(|ks| (0..mn / tile_mn).map(move |ms| (ks * tile_k, ms * tile_mn))).find_map(|(k0, m0)| {
            let start = at(k0, m0);
            if start % 16 != 0 {
                return Some(format!("the tile at [{k0}, {m0}] starts {start} bytes in, not on 16 bytes"));
            }
            let into = (offset(k0, m0) * bytes).rem_euclid(swizzle.period() as i64);
            if swizzle != Swizzle::None && into >= 128 {
                return Some(format!("the tile at [{k0}, {m0}] starts {into} bytes into its {}-byte swizzle pattern, past the first 128-byte line (that needs the descriptor's base offset, which is not used)", swizzle.period()));
            }
            (0..tile_k).flat_map(|kk| (0..tile_mn).map(move |m| (kk, m))).find_map(|(kk, m)| {
                let want = start + canonical.offset(major, bytes as u64, m as u64, kk as u64) as i64;
                let got = at(k0 + kk, m0 + m);
                (got != want).then(|| format!("element [{}, {}] is {got} bytes in, the canonical layout has {want}", k0 + kk, m0 + m))
            })
        });
        match mismatch {
            None => return Ok(form),
            Some(m) => why.push(format!("{name}: {m}")),
        }
    }
    Err(why.join("; "))
}

/// The accumulator layout of `tiles` m64nN instructions stacked along M: a [64 tiles, N]
/// row-major tile onto `warp` (of the warpgroup), `lane` and `reg` (tile t's registers after
/// those of tiles before it).
pub fn accumulator(tiles: i64, n: i64) -> Layout {
    parse(&format!(
        "S[({tiles},4,2,8,{},4,2):({}@reg,1@warp,2@reg,4@lane,4@reg,1@lane,1@reg)]",
        n / 8,
        n / 2
    ))
    .expect("the accumulator layout parses")
}

/// How a matmul of M x N outputs is cut for wgmma: each block a `bm x bn` tile of C, a
/// `blocks` grid (rows, columns) of them; `warpgroups` warpgroups (128 threads each) stacked
/// over the tile's rows, each `bm / warpgroups` rows as m64n`bn` instructions stacked over M.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WgmmaTiling {
    pub bm: i64,
    pub bn: i64,
    pub warpgroups: i64,
    pub blocks: [i64; 2],
}

/// The most f32 accumulators a thread holds (a 128 x 128 tile per warpgroup): with the
/// addresses beside them, a block of two warpgroups still fits in 255 registers a thread.
const MAX_ACCUMULATORS: i64 = 128;

impl WgmmaTiling {
    /// 128 x 128 tiles where M and N allow (128 accumulator registers per thread), else 64 rows
    /// and the widest N of 128, 64, ..., 8 that divides N; `None` when M is no multiple of 64 or
    /// N of 8.
    pub fn choose(m: i64, n: i64) -> Option<WgmmaTiling> {
        let bm = [128, 64].into_iter().find(|&b| m % b == 0)?;
        let bn = [128, 64, 32, 16, 8].into_iter().find(|&b| n % b == 0)?;
        Some(WgmmaTiling {
            bm,
            bn,
            warpgroups: 1,
            blocks: [m / bm, n / bn],
        })
    }

    /// A `bm x bn` tile asked for (`--gemm-tile`): as few warpgroups (1 or 2) as hold its
    /// accumulators, 128 a thread at most. Why not, when it cannot be.
    pub fn with_tile(m: i64, n: i64, [bm, bn]: [i64; 2]) -> Result<WgmmaTiling, String> {
        if bm <= 0 || bn <= 0 || m % bm != 0 || n % bn != 0 {
            return Err(format!("a {bm} x {bn} tile does not divide the {m} x {n} output"));
        }
        if !valid_n(bn) {
            return Err(format!("a tile {bn} wide is no wgmma N (8 to 256 in steps of 8)"));
        }
        let warpgroups = (1..=2).find(|&w| bm % (w * M) == 0 && (bm / w).checked_mul(bn).is_some_and(|c| c / 128 <= MAX_ACCUMULATORS)).ok_or_else(|| {
            format!("a {bm} x {bn} tile needs rows a multiple of 64 and at most {} accumulators a thread over two warpgroups", MAX_ACCUMULATORS)
        })?;
        Ok(WgmmaTiling {
            bm,
            bn,
            warpgroups,
            blocks: [m / bm, n / bn],
        })
    }

    pub fn threads(&self) -> i64 {
        128 * self.warpgroups
    }

    /// Rows of C per warpgroup.
    pub fn warpgroup_rows(&self) -> i64 {
        self.bm / self.warpgroups
    }

    /// C's layout over the grid and the warpgroups: [M, N] onto `by`, `bx` and each
    /// warpgroup's accumulator ([`accumulator`]); warpgroup `g` is warps `4g` to `4g + 3`.
    pub fn layout(&self) -> Layout {
        let [gm, gn] = self.blocks;
        let tiles = self.warpgroup_rows() / M;
        let regs = self.bn / 2;
        let (groups, group_stride) = if self.warpgroups > 1 {
            (format!("{},", self.warpgroups), "4@warp,")
        } else {
            (String::new(), "")
        };
        parse(&format!("S[({gm},{groups}{tiles},4,2,8,{gn},{},4,2):(1@by,{group_stride}{regs}@reg,1@warp,2@reg,4@lane,1@bx,4@reg,1@lane,1@reg)]", self.bn / 8))
            .expect("the wgmma tiling's layout parses")
    }
}

/// Whether m64nNk16 exists for this N (8 to 256 in steps of 8).
pub fn valid_n(n: i64) -> bool {
    (8..=256).contains(&n) && n % 8 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::Axis;

    #[test]
    fn accumulator_matches_the_isa_formula() {
        for n in [8, 24, 128] {
            let layout = accumulator(2, n);
            for row in 0..128 {
                for col in 0..n {
                    let p = layout.shard_point(row * n + col).unwrap();
                    let axis = |name: &str| p.get(&Axis::new(name).unwrap());
                    let (warp, lane, reg) = (axis("warp"), axis("lane"), axis("reg"));
                    let (tile, r) = (reg / (n / 2), reg % (n / 2));
                    assert_eq!(
                        row,
                        64 * tile + 16 * warp + 8 * (r / 2 % 2) + lane / 4,
                        "n {n} row {row} col {col}"
                    );
                    assert_eq!(col, 8 * (r / 4) + 2 * (lane % 4) + r % 2);
                }
            }
        }
    }

    /// The layouts of CUTLASS's canonical atoms, written as element offsets, are recognized with
    /// their offsets; a row-major tile with rows of 64 elements is not K-major without a swizzle.
    #[test]
    fn canonical_forms_are_recognized() {
        // K-major, 128-byte swizzle: [k, m] at m * 64 + k (rows of 64 f16), 64 x 64.
        let k_major = |k: i64, m: i64| m * 64 + k;
        let form = canonical_form(&k_major, 64, 64, 64, Swizzle::B128, 2).unwrap();
        assert_eq!(
            form,
            Form {
                major: Major::K,
                swizzle: Swizzle::B128,
                leading: 16,
                stride: 1024
            }
        );
        assert!(canonical_form(&k_major, 64, 64, 64, Swizzle::None, 2).is_err());
        // MN-major, 128-byte swizzle: [k, n] at k * 64 + n for 64 n, atoms of 64 n after 64 k rows.
        let mn_major = |k: i64, n: i64| n / 64 * 64 * 32 + k * 64 + n % 64;
        let form = canonical_form(&mn_major, 32, 128, 128, Swizzle::B128, 2).unwrap();
        assert_eq!(
            form,
            Form {
                major: Major::MN,
                swizzle: Swizzle::B128,
                leading: 4096,
                stride: 1024
            }
        );
        // K-major without swizzle: 8 x 8 core matrices, K-adjacent 128 bytes apart, M-adjacent 256.
        let interleaved = |k: i64, m: i64| m / 8 * 128 + k / 8 * 64 + m % 8 * 8 + k % 8;
        let form = canonical_form(&interleaved, 16, 64, 64, Swizzle::None, 2).unwrap();
        assert_eq!(
            form,
            Form {
                major: Major::K,
                swizzle: Swizzle::None,
                leading: 128,
                stride: 256
            }
        );
        assert!(swizzle_of(Some([3, 3, 3]), 2) == Ok(Swizzle::B128) && swizzle_of(Some([3, 4, 3]), 2).is_err());
        // A slice that starts a row (128 bytes) into its 128-byte swizzle pattern would need the
        // descriptor's base offset; one 32 bytes in (along K) does not.
        let one_row_in = |k: i64, m: i64| 64 + m * 64 + k;
        assert!(canonical_form(&one_row_in, 64, 64, 64, Swizzle::B128, 2)
            .unwrap_err()
            .contains("base offset"));
        let along_k = |k: i64, m: i64| 16 + m * 64 + k;
        assert!(canonical_form(&along_k, 16, 64, 64, Swizzle::B128, 2).is_ok());
        assert!(Descriptor {
            start: 1024 + 128,
            leading: 16,
            stride: 1024,
            swizzle: Swizzle::B128
        }
        .unmodelled_start()
        .is_some());
        assert!(Descriptor {
            start: 1024 + 96,
            leading: 16,
            stride: 1024,
            swizzle: Swizzle::B128
        }
        .unmodelled_start()
        .is_none());
        assert!(Descriptor {
            start: 1024 + 128,
            leading: 16,
            stride: 1024,
            swizzle: Swizzle::None
        }
        .unmodelled_start()
        .is_none());
    }

    #[test]
    fn tilings_cover_the_output_once() {
        assert_eq!(
            WgmmaTiling::choose(4096, 4096),
            Some(WgmmaTiling {
                bm: 128,
                bn: 128,
                warpgroups: 1,
                blocks: [32, 32]
            })
        );
        assert_eq!(
            WgmmaTiling::choose(64, 24),
            Some(WgmmaTiling {
                bm: 64,
                bn: 8,
                warpgroups: 1,
                blocks: [1, 3]
            })
        );
        assert_eq!(WgmmaTiling::choose(48, 64), None);
        let wide = WgmmaTiling::with_tile(256, 512, [128, 256]).unwrap();
        assert_eq!((wide.warpgroups, wide.warpgroup_rows(), wide.threads()), (2, 64, 256));
        assert_eq!(
            WgmmaTiling::with_tile(512, 256, [256, 128]).unwrap().warpgroup_rows(),
            128
        );
        assert_eq!(WgmmaTiling::with_tile(128, 128, [128, 128]).unwrap().warpgroups, 1);
        for (m, n, tile, why) in [
            (128, 128, [128, 256], "does not divide"),
            (128, 512, [128, 512], "no wgmma N"),
            (256, 256, [256, 256], "accumulators"),
            (96, 64, [96, 64], "multiple of 64"),
            (128, 128, [0, 128], "does not divide"),
            (i64::MAX - 63, 256, [i64::MAX - 63, 256], "accumulators"),
        ] {
            let message = WgmmaTiling::with_tile(m, n, tile).unwrap_err();
            assert!(message.contains(why), "{message}");
        }
        for (m, n, t) in [
            (192, 48, WgmmaTiling::choose(192, 48).unwrap()),
            (256, 512, wide),
            (512, 256, WgmmaTiling::with_tile(512, 256, [256, 128]).unwrap()),
        ] {
            let layout = t.layout();
            let mut seen = std::collections::HashSet::new();
            for i in 0..m * n {
                let p = layout.shard_point(i).unwrap();
                let axis = |name: &str| p.get(&Axis::new(name).unwrap());
                assert!(seen.insert((axis("by"), axis("bx"), axis("warp"), axis("lane"), axis("reg"))));
                assert!(axis("warp") < 4 * t.warpgroups && axis("reg") < t.warpgroup_rows() / 64 * t.bn / 2);
                // Warpgroup g holds rows [g R, (g + 1) R) of its block's tile.
                let row_in_tile = i / n % t.bm;
                assert_eq!(axis("warp") / 4, row_in_tile / t.warpgroup_rows(), "{t:?} element {i}");
            }
        }
    }

    #[test]
    fn descriptors_round_trip_and_refuse_unencodable_fields() {
        for swizzle in Swizzle::ALL {
            let d = Descriptor {
                start: 0x1230,
                leading: 1 << 4,
                stride: 1024,
                swizzle,
            };
            assert_eq!(Descriptor::decode(d.encode().unwrap()).unwrap(), d);
        }
        assert!(Descriptor {
            start: 8,
            leading: 16,
            stride: 16,
            swizzle: Swizzle::None
        }
        .encode()
        .is_none());
        assert!(Descriptor {
            start: 0,
            leading: 1 << 18,
            stride: 16,
            swizzle: Swizzle::None
        }
        .encode()
        .is_none());
        assert!(Descriptor::decode(1 << 49).is_err());
    }

    /// Every canonical layout puts the 64 x 16 elements of one instruction's f16 operand at
    /// distinct, aligned addresses inside the bytes the offsets span, and the 128-byte swizzle
    /// moves each 16-byte chunk of a 128-byte row by the row's number (mod 8), as the hardware's
    /// (and TMA's) SWIZZLE_128B does.
    #[test]
    fn canonical_layouts_are_one_to_one() {
        for major in [Major::K, Major::MN] {
            for swizzle in Swizzle::ALL {
                let w = swizzle.width();
                let (leading, stride) = match (major, swizzle) {
                    (Major::K, Swizzle::None) => (128, 256),
                    (Major::K, _) => (16, 128 * w),
                    (Major::MN, Swizzle::None) => (128, 256),
                    (Major::MN, _) => (128 * w * 2, 128 * w),
                };
                let d = Descriptor {
                    start: 0,
                    leading,
                    stride,
                    swizzle,
                };
                let mut seen = std::collections::HashSet::new();
                for mn in 0..64 {
                    for k in 0..16 {
                        let a = d.address(major, 2, mn, k);
                        assert_eq!(a % 2, 0);
                        assert!(seen.insert(a), "{major:?} {swizzle:?} ({mn}, {k}) at {a} twice");
                    }
                }
            }
        }
        let d = Descriptor {
            start: 0,
            leading: 16,
            stride: 1024,
            swizzle: Swizzle::B128,
        };
        for row in 0..8u64 {
            for chunk in 0..8u64 {
                assert_eq!(
                    Swizzle::B128.apply(row * 128 + chunk * 16),
                    row * 128 + (chunk ^ row) * 16
                );
            }
            assert_eq!(d.address(Major::K, 2, row, 8), row * 128 + (1 ^ row) * 16);
        }
    }
}
