//! The runtime signature check of Fig. 8 (spec 001 §3.2): a distributed argument is passed with a
//! fingerprint of the distribution the caller's piece has, and the compiled function compares it
//! with the one it was compiled for, so a process given the wrong distribution stops with an
//! error instead of computing on the wrong piece.

use axe_layout::{format_shape, Layout};

/// FNV-1a over the logical shape and the canonical layout (equivalent layouts agree).
pub fn fingerprint(layout: &Layout, shape: &[i64]) -> i64 {
    let canonical = layout
        .canonical()
        .map(|l| l.to_string())
        .unwrap_or_else(|_| layout.to_string());
    let text = format!("{}|{canonical}", format_shape(shape));
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    hash as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_layout::parse;

    #[test]
    fn distributions_that_differ_differ() {
        let s0 = parse("S[(4,16,64):(1@gpuid,64,1)]").unwrap();
        let s1 = parse("S[(64,4,16):(16,1@gpuid,1)]").unwrap();
        assert_ne!(fingerprint(&s0, &[64, 64]), fingerprint(&s1, &[64, 64]));
        assert_eq!(
            fingerprint(&s0, &[64, 64]),
            fingerprint(&parse("S[(4,16,64):(1@gpuid,64,1)]").unwrap(), &[64, 64])
        );
    }
}
