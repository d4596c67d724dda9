//! Shared-memory bank conflicts. Successive 4-byte words sit in successive banks; the lanes of
//! one request that touch different words of the same bank are served one after another.
//!
//! - 16 banks (cc 1.x): each half-warp is a separate request. Distinct *addresses* in a bank
//!   conflict (lanes reading different bytes of one word conflict too, as the seeds note for
//!   8- and 16-bit data); only lanes reading the very same address share a broadcast.
//! - 32 banks (cc 2.x and later): one request per warp for 4-byte or smaller accesses, split
//!   into half-warps for 8-byte and quarter-warps for 16-byte ones (so 64-bit accesses are
//!   conflict-free when contiguous and 128-bit ones take four passes). Lanes reading the same
//!   32-bit word are served together.

/// The passes ("wavefronts") one warp-level shared access needs, and its worst conflict degree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BankCost {
    /// Serialized passes over all requests of the warp access.
    pub wavefronts: u32,
    /// Requests the access splits into when conflict-free (half-warps, quarter-warps...).
    pub requests: u32,
    /// The largest number of distinct words (or addresses) any one bank had to serve in one
    /// request: 1 means conflict-free.
    pub degree: u32,
}

impl BankCost {
    /// Extra passes caused by conflicts (the profiler's `warp_serialize` for shared memory).
    pub fn conflicts(&self) -> u32 {
        self.wavefronts - self.requests
    }
}

/// Cost of the `active` lanes each accessing `size` bytes at shared offset `addrs[lane]`.
pub fn bank_cost(banks: u32, active: u32, addrs: &[u64; 32], size: u32) -> BankCost {
    let group: u32 = match (banks, size) {
        (16, _) => 16,
        (_, 16) => 8,
        (_, 8) => 16,
        _ => 32,
    };
    let mut cost = BankCost::default();
    for g in 0..32 / group {
        let lanes = (active >> (g * group)) & if group == 32 { u32::MAX } else { (1 << group) - 1 };
        if lanes == 0 {
            continue;
        }
        cost.requests += 1;
        let d = request_degree(banks, lanes, &addrs[(g * group) as usize..], size);
        cost.wavefronts += d;
        cost.degree = cost.degree.max(d);
    }
    cost
}

/// Conflict degree of one request: the most distinct keys (words on 32-bank parts, addresses
/// on 16-bank parts) that map to one bank.
fn request_degree(banks: u32, lanes: u32, addrs: &[u64], size: u32) -> u32 {
    // (bank, key) pairs; at most 32 lanes x 4 words each.
    let mut seen: Vec<(u32, u64)> = Vec::with_capacity(128);
    for l in 0..32 {
        if lanes >> l & 1 == 0 {
            continue;
        }
        let a = addrs[l];
        // A lane touches every 4-byte word its access overlaps.
        let mut word = a / 4;
        while word * 4 < a + size as u64 {
            let key = if banks == 16 && size < 4 { a } else { word };
            seen.push(((word % banks as u64) as u32, key));
            word += 1;
        }
    }
    seen.sort_unstable();
    seen.dedup();
    let mut degree = 0;
    let mut i = 0;
    while i < seen.len() {
        let bank = seen[i].0;
        let start = i;
        while i < seen.len() && seen[i].0 == bank {
            i += 1;
        }
        degree = degree.max((i - start) as u32);
    }
    degree
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strided(stride_words: u64) -> [u64; 32] {
        std::array::from_fn(|k| k as u64 * stride_words * 4)
    }

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    #[test]
    fn degree_for_strides_1_to_33() {
        for s in 1..=33u64 {
            let c32 = bank_cost(32, u32::MAX, &strided(s), 4);
            assert_eq!(c32.degree as u64, gcd(s, 32), "32 banks, stride {s}");
            assert_eq!(c32.wavefronts as u64, gcd(s, 32));
            let c16 = bank_cost(16, u32::MAX, &strided(s), 4);
            assert_eq!(c16.degree as u64, gcd(s, 16), "16 banks, stride {s}");
            // Two half-warp requests, each serialized by the degree.
            assert_eq!(c16.wavefronts as u64, 2 * gcd(s, 16));
        }
        assert_eq!(bank_cost(32, u32::MAX, &strided(2), 4).conflicts(), 1);
        assert_eq!(bank_cost(32, u32::MAX, &strided(33), 4).conflicts(), 0);
    }

    #[test]
    fn broadcast_is_free() {
        let same = [40u64; 32];
        assert_eq!(bank_cost(32, u32::MAX, &same, 4), BankCost { wavefronts: 1, requests: 1, degree: 1 });
        assert_eq!(bank_cost(16, u32::MAX, &same, 4), BankCost { wavefronts: 2, requests: 2, degree: 1 });
        // Half the lanes on one word, the other half on another word of the same bank.
        let two: [u64; 32] = std::array::from_fn(|k| if k % 2 == 0 { 0 } else { 128 });
        assert_eq!(bank_cost(32, u32::MAX, &two, 4).degree, 2);
    }

    #[test]
    fn byte_and_wide_accesses() {
        // Bytes: lanes 0-3 share a word. Free on 32 banks, 4-way on 16 banks (cc 1.x).
        let bytes: [u64; 32] = std::array::from_fn(|k| k as u64);
        assert_eq!(bank_cost(32, u32::MAX, &bytes, 1).degree, 1);
        assert_eq!(bank_cost(16, u32::MAX, &bytes, 1).degree, 4);
        // 64-bit: conflict-free on 32 banks (two half-warp requests), 2-way on 16 banks.
        let doubles: [u64; 32] = std::array::from_fn(|k| k as u64 * 8);
        assert_eq!(bank_cost(32, u32::MAX, &doubles, 8), BankCost { wavefronts: 2, requests: 2, degree: 1 });
        assert_eq!(bank_cost(16, u32::MAX, &doubles, 8).degree, 2);
        // 128-bit: four quarter-warp passes on 32 banks.
        let quads: [u64; 32] = std::array::from_fn(|k| k as u64 * 16);
        assert_eq!(bank_cost(32, u32::MAX, &quads, 16).wavefronts, 4);
        // float3 through shared memory (stride 3 words): conflict-free, as odd strides are.
        assert_eq!(bank_cost(32, u32::MAX, &strided(3), 4).degree, 1);
    }

    proptest::proptest! {
        /// The degree equals the most distinct words in one bank, counted a second way.
        #[test]
        fn degree_is_most_distinct_words_in_a_bank(words in proptest::collection::vec(0u64..256, 32), active in proptest::prelude::any::<u32>()) {
            let addrs: [u64; 32] = std::array::from_fn(|k| words[k] * 4);
            let c = bank_cost(32, active, &addrs, 4);
            let mut per_bank: Vec<std::collections::BTreeSet<u64>> = vec![Default::default(); 32];
            for l in 0..32 {
                if active >> l & 1 != 0 {
                    per_bank[(words[l] % 32) as usize].insert(words[l]);
                }
            }
            let want = per_bank.iter().map(|s| s.len() as u32).max().unwrap_or(0);
            proptest::prop_assert_eq!(c.degree, want);
        }
    }
}
