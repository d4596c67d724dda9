//! Shared-memory bank conflicts. Successive 4-byte words sit in successive banks; the lanes of
//! one request that touch different words of the same bank are served one after another.
//!
//! - 16 banks (cc 1.x): each half-warp is a separate request. Distinct *addresses* in a bank
//!   conflict (lanes reading different bytes of one word conflict too, as the seeds note for
//!   8- and 16-bit data); only lanes reading the very same address share a broadcast. An
//!   access wider than 32 bits is split into 32-bit requests, one per word of the access (the
//!   CUDA Programming Guide's cc 1.x rule: a half-warp's doubles are two 32-bit requests at a
//!   stride of two words, each a two-way conflict; the seeds: "64-bit accesses or higher: bank
//!   conflicts cannot be avoided", float2 and float4 conflict as even strides do).
//! - 32 banks (cc 2.x and later): one request per warp for 4-byte or smaller accesses, split
//!   into half-warps for 8-byte and quarter-warps for 16-byte ones (so 64-bit accesses are
//!   conflict-free when contiguous and 128-bit ones take four passes). Lanes reading the same
//!   32-bit word are served together.
//! - With `memory.shared_wide_merge` (the H100, measured), 8- and 16-byte accesses follow
//!   `wide_cost`: the two halves of a 256-byte request share a wavefront where their banks allow.
//! - With `memory.shared_128_half_warps` (cc 2.x), 16-byte accesses are half-warp requests: 16
//!   consecutive float4s are 2-way, as the seeds say ("128-bit accesses cause 2-way bank
//!   conflicts").

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
    if banks == 16 && size > 4 {
        return split_cost(active, addrs, size);
    }
    grouped_cost(banks, group, active, addrs, size)
}

/// `bank_cost` with requests of `group` lanes (8, 16 or 32) each.
fn grouped_cost(banks: u32, group: u32, active: u32, addrs: &[u64; 32], size: u32) -> BankCost {
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

/// `bank_cost` on 16 banks (cc 1.x) for an access wider than a word: each half-warp's access
/// is `size / 4` requests of 32 bits, the k-th reading word k of every lane's access, each with
/// the 32-bit rule's conflicts (a half-warp of doubles: two requests at a stride of two words,
/// two passes each).
fn split_cost(active: u32, addrs: &[u64; 32], size: u32) -> BankCost {
    let mut cost = BankCost::default();
    for g in 0..2 {
        let lanes = (active >> (g * 16)) & 0xffff;
        if lanes == 0 {
            continue;
        }
        for k in 0..size.div_ceil(4) as u64 {
            let words: [u64; 16] = std::array::from_fn(|l| (addrs[g * 16 + l] & !3) + 4 * k);
            let d = request_degree(16, lanes, &words, 4);
            cost.requests += 1;
            cost.wavefronts += d;
            cost.degree = cost.degree.max(d);
        }
    }
    cost
}

/// `bank_cost` for a shared-memory access, by the GPU's rule for 8- and 16-byte accesses on 32
/// banks: with `merge` (`memory.shared_wide_merge`), `wide_cost`'s; with `half16`
/// (`memory.shared_128_half_warps`, cc 2.x) a 16-byte access is a request per half-warp, so
/// 16 consecutive float4s, two words in every bank, take two passes (the seeds: "128-bit
/// accesses cause 2-way bank conflicts"); otherwise the phases (half-warps of 8-byte accesses, quarter-warps of 16-byte
/// ones) are requests of their own.
#[inline]
pub fn shared_bank_cost(banks: u32, merge: bool, half16: bool, active: u32, addrs: &[u64; 32], size: u32) -> BankCost {
    if merge && banks == 32 && (size == 8 || size == 16) {
        wide_cost(active, addrs, size)
    } else if half16 && banks == 32 && size == 16 {
        grouped_cost(32, 16, active, addrs, size)
    } else {
        bank_cost(banks, active, addrs, size)
    }
}

/// The H100's passes for an 8- or 16-byte shared access (calibration/h100/shared-wide-*: 14
/// patterns a width, every one as measured). A warp's lanes form requests of 256 bytes (the
/// warp for 8-byte accesses, each half-warp for 16-byte ones), each of two phases of 128 bytes
/// (half-warps, quarter-warps). A request takes one wavefront when its active lanes all read
/// one address, or when each phase is conflict-free and no bank serves both; otherwise its
/// phases take their passes (the bank rule's degree) one after the other, even where they read
/// the same words. `requests` counts a request once when it could take one wavefront and its
/// phases otherwise, so `conflicts` counts the passes the bank rule adds within a phase.
pub fn wide_cost(active: u32, addrs: &[u64; 32], size: u32) -> BankCost {
    debug_assert!(size == 8 || size == 16, "{size}-byte access");
    let phase = 128 / size as usize;
    let request = 2 * phase;
    let phase_mask = (1u32 << phase) - 1;
    let mut cost = BankCost::default();
    for r in (0..32).step_by(request) {
        let lanes = (active >> r) & if request == 32 { u32::MAX } else { (1 << request) - 1 };
        if lanes == 0 {
            continue;
        }
        let first = addrs[r + lanes.trailing_zeros() as usize];
        let uniform = (0..request).all(|l| lanes >> l & 1 == 0 || addrs[r + l] == first);
        let parts = [lanes & phase_mask, lanes >> phase];
        let degree = |k: usize| request_degree(32, parts[k], &addrs[r + k * phase..], size);
        // One address for every lane (a row of a tile read by a row of threads): each phase
        // touches its words once, degree 1 (0 without lanes), as `request_degree` finds.
        let (d0, d1) = if uniform { ((parts[0] != 0) as u32, (parts[1] != 0) as u32) } else { (degree(0), degree(1)) };
        let (wavefronts, requests) = if uniform
            || (d0 <= 1
                && d1 <= 1
                && banks_used(parts[0], &addrs[r..], size) & banks_used(parts[1], &addrs[r + phase..], size) == 0)
        {
            (1, 1)
        } else {
            (d0 + d1, (parts[0] != 0) as u32 + (parts[1] != 0) as u32)
        };
        cost.wavefronts += wavefronts;
        cost.requests += requests;
        cost.degree = cost.degree.max(d0).max(d1).max(1);
    }
    cost
}

/// The banks (bit `b`: bank `b` of 32) that the lanes of `lanes` touch, `size` bytes each.
fn banks_used(lanes: u32, addrs: &[u64], size: u32) -> u32 {
    let mut used = 0u32;
    each_word(lanes, addrs, size, |_, word| used |= 1 << (word & 31));
    used
}

/// Conflict degree of one request: the most distinct keys (words on 32-bank parts, addresses
/// on 16-bank parts) that map to one bank; a lane touches every 4-byte word its access
/// overlaps. `banks` is 16 or 32 (the configuration checks). Most requests are conflict-free,
/// or walk upwards a word a lane (strided rows: counted per bank in one pass), or are
/// broadcasts (every bank serves one key), so one pass notes each bank's first key, and only
/// a second, different key in some bank sends the request to the exact count: the pairs sorted
/// and counted per bank. All work on the stack (this runs for every shared access).
#[inline]
fn request_degree(banks: u32, lanes: u32, addrs: &[u64], size: u32) -> u32 {
    if lanes == 0 {
        return 0;
    }
    debug_assert!(banks == 16 || banks == 32, "{banks} banks");
    if lanes == u32::MAX && banks == 32 && size <= 4 && addrs.len() >= 32 {
        if let Some(d) = progression_degree(addrs[..32].try_into().expect("32 lanes"), size) {
            return d;
        }
    }
    // Two half-warps touching the same addresses (16-wide blocks reading one row of a tile):
    // the keys, and so the degree, are the first half's.
    if lanes >> 16 == lanes & 0xffff && addrs.len() >= 32 {
        let mut differ = 0u64;
        for l in 0..16 {
            differ |= (addrs[l] ^ addrs[l + 16]) & 0u64.wrapping_sub((lanes >> l & 1) as u64);
        }
        if differ == 0 {
            return request_degree(banks, lanes & 0xffff, addrs, size);
        }
    }
    let bank_of = |word: u64| (word & (banks as u64 - 1)) as usize;
    let key_of = |a: u64, word: u64| if banks == 16 && size < 4 { a } else { word };
    let mut one_word = false;
    if size <= 4 {
        // Lanes touching one word each, every one in a bank of its own (unit and odd strides):
        // free, found by or-ing bank bits over the lanes (a loop that vectorises).
        // Whether each lane's access stays in one word: so where every active address is a
        // multiple of a power-of-two `size` (as the ISA's accesses are), found from the
        // addresses or-ed together; otherwise lane by lane.
        let (mut used, mut any) = (0u32, 0u64);
        for (l, &a) in addrs.iter().enumerate().take(32) {
            let on = lanes >> l & 1;
            used |= on << ((a >> 2) as u32 & (banks - 1));
            any |= a & 0u64.wrapping_sub(on as u64);
        }
        one_word = (size.is_power_of_two() && any & (size as u64 - 1) == 0)
            || (0..addrs.len().min(32)).all(|l| lanes >> l & 1 == 0 || addrs[l] % 4 + size as u64 <= 4);
        if one_word && used.count_ones() == lanes.count_ones() {
            return 1;
        }
    }
    // Lanes walking upwards a word each (strided rows, global or shared, and their repeats):
    // equal keys are neighbours, so each bank's distinct keys are counted in one pass.
    if one_word {
        if let Some(d) = ascending_degree(lanes, addrs, bank_of, key_of) {
            return d;
        }
    }
    // Every lane in one word (the usual case: aligned words, broadcasts, rows read by several
    // lanes): the first-key pass needs no walk over each lane's words.
    let conflict = if one_word {
        first_keys_conflict(lanes, addrs, bank_of, key_of)
    } else {
        let mut first = [u64::MAX; 32];
        let mut conflict = false;
        each_word(lanes, addrs, size, |a, word| {
            conflict |= differs_from_first(&mut first, bank_of(word), key_of(a, word));
        });
        conflict
    };
    if !conflict {
        return 1;
    }
    // Wider accesses walking upwards (rows of 8- and 16-byte elements, as in the smoothing
    // kernels' tiles), where keys are words: counted in one pass as well.
    if !one_word && (size >= 4 || banks == 32) {
        if let Some(d) = ascending_words_degree(lanes, addrs, size, bank_of) {
            return d;
        }
    }
    // (bank, key) pairs, bank in the top bits so that sorting groups each bank's keys (shared
    // offsets, far below 2^58): a lane touches at most size / 4 words, one more unaligned (160
    // pairs for the 16-byte accesses the ISA allows; larger ones, which no instruction makes,
    // go on the heap).
    let words = (size as usize).div_ceil(4) + 1;
    let (mut stack, mut heap) = ([0u64; 160], Vec::new());
    let seen: &mut [u64] = if 32 * words <= stack.len() {
        &mut stack
    } else {
        heap.resize(32 * words, 0);
        &mut heap
    };
    let mut n = 0;
    each_word(lanes, addrs, size, |a, word| {
        let key = key_of(a, word);
        debug_assert!(key < 1 << 58, "shared offset {a:#x}");
        seen[n] = (bank_of(word) as u64) << 58 | key;
        n += 1;
    });
    let seen = &mut seen[..n];
    seen.sort_unstable();
    let mut degree = 0;
    let mut i = 0;
    while i < seen.len() {
        let bank = seen[i] >> 58;
        let mut distinct = 0;
        let mut last = None;
        while i < seen.len() && seen[i] >> 58 == bank {
            if last != Some(seen[i]) {
                distinct += 1;
                last = Some(seen[i]);
            }
            i += 1;
        }
        degree = degree.max(distinct);
    }
    degree
}

/// Whether some bank sees two different keys among the lanes of `lanes`, each touching the one
/// word of its address (as the first-key pass of `request_degree`).
#[inline(always)]
fn first_keys_conflict(
    lanes: u32,
    addrs: &[u64],
    bank_of: impl Fn(u64) -> usize,
    key_of: impl Fn(u64, u64) -> u64,
) -> bool {
    let mut first = [u64::MAX; 32];
    let mut conflict = false;
    let mut rest = lanes;
    while rest != 0 {
        let l = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (a, word) = (addrs[l], addrs[l] / 4);
        conflict |= differs_from_first(&mut first, bank_of(word), key_of(a, word));
    }
    conflict
}

/// The conflict degree of a request whose lanes of `lanes` each touch the one word of their
/// address, when those addresses do not descend from lane to lane (`None` where one does):
/// keys then do not descend either, so a lane whose key differs from the previous lane's
/// brings its bank a key it has not counted yet.
#[inline(always)]
fn ascending_degree(
    lanes: u32,
    addrs: &[u64],
    bank_of: impl Fn(u64) -> usize,
    key_of: impl Fn(u64, u64) -> u64,
) -> Option<u32> {
    let mut per_bank = [0u8; 32];
    let (mut prev_addr, mut prev_key) = (0u64, u64::MAX);
    let mut rest = lanes;
    while rest != 0 {
        let l = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let a = addrs[l];
        if a < prev_addr {
            return None;
        }
        prev_addr = a;
        let word = a / 4;
        let key = key_of(a, word);
        if key != prev_key {
            per_bank[bank_of(word)] += 1;
            prev_key = key;
        }
    }
    Some(per_bank.iter().copied().max().unwrap_or(0) as u32)
}

/// The degree of a full warp's request on 32 banks whose lane `l` reads `size` bytes (at most a
/// word, within one) at `addrs[0] + l * step` for a whole number of words `step` (strided rows,
/// global or shared, upwards or downwards): lane `l` reads word `w0 + l * d`, so the lanes fall
/// on `32 / gcd(d, 32)` banks, `gcd(d, 32)` distinct words each, or all on one word (`d` = 0, a
/// broadcast). `None` for any other shape. (Closed form, where the lane-by-lane count costs
/// about a thousand host instructions a request: strideCopy at two words spent 8% of its
/// simulation there.)
#[inline]
fn progression_degree(addrs: &[u64; 32], size: u32) -> Option<u32> {
    let (a0, step) = (addrs[0], addrs[1].wrapping_sub(addrs[0]));
    if a0 % 4 + size as u64 > 4 || step % 4 != 0 {
        return None;
    }
    // A loop the compiler vectorises: every lane on the progression.
    let mut off = 0u64;
    for (l, &a) in addrs.iter().enumerate() {
        off |= a ^ a0.wrapping_add(step.wrapping_mul(l as u64));
    }
    if off != 0 {
        return None;
    }
    // `d` modulo 32 (the step's low bits in two's complement: a downward walk too).
    let d = (step >> 2) as u32 & 31;
    Some(if step == 0 {
        1
    } else if d == 0 {
        32
    } else {
        1 << d.trailing_zeros()
    })
}

/// The degree of a request whose keys are words, where the lanes walk upwards and no lane's
/// first word comes before the last word of the lane before (accesses of several words each,
/// side by side or overlapping by their ends): equal words are neighbours in the walk, so each
/// bank's distinct words are counted in one pass. `None` where the walk goes back.
fn ascending_words_degree(lanes: u32, addrs: &[u64], size: u32, bank_of: impl Fn(u64) -> usize) -> Option<u32> {
    let mut per_bank = [0u8; 32];
    let mut prev = u64::MAX;
    let mut rest = lanes;
    while rest != 0 {
        let l = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let a = addrs[l];
        let (first, last) = (a / 4, (a + size as u64 - 1) / 4);
        if prev != u64::MAX && first < prev {
            return None;
        }
        for w in first..=last {
            if w != prev {
                per_bank[bank_of(w)] += 1;
                prev = w;
            }
        }
    }
    Some(per_bank.iter().copied().max().unwrap_or(0) as u32)
}

/// Notes `key` as bank `bank`'s first key (`u64::MAX` in `first`: none yet); true when the bank
/// already had a different one.
#[inline(always)]
fn differs_from_first(first: &mut [u64; 32], bank: usize, key: u64) -> bool {
    let f = &mut first[bank];
    if *f == u64::MAX {
        *f = key;
        false
    } else {
        *f != key
    }
}

/// Calls `visit(address, word)` for every 4-byte word each lane of `lanes` touches with its
/// `size`-byte access at `addrs[lane]`, lane by lane.
#[inline(always)]
fn each_word(lanes: u32, addrs: &[u64], size: u32, mut visit: impl FnMut(u64, u64)) {
    let mut rest = lanes;
    while rest != 0 {
        let l = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let a = addrs[l];
        let mut word = a / 4;
        while word * 4 < a + size as u64 {
            visit(a, word);
            word += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The H100's wavefronts for 8- and 16-byte shared loads (calibration/h100/shared-wide-*,
    /// one warp, all lanes): lane `l` reads at byte `(l / group) * gstride + (l % group) *
    /// lstride`; (size, group, gstride, lstride, wavefronts) as measured.
    const SHARED_WIDE_H100: [(u32, u64, u64, u64, u32); 28] = [
        (8, 32, 0, 8, 2),
        (8, 32, 0, 0, 1),
        (8, 16, 8, 0, 1),
        (8, 16, 32, 0, 1),
        (8, 16, 128, 0, 2),
        (8, 8, 8, 0, 1),
        (8, 8, 128, 0, 4),
        (8, 2, 8, 0, 1),
        (8, 4, 8, 0, 1),
        (8, 8, 0, 8, 2),
        (8, 16, 0, 8, 2),
        (8, 32, 0, 16, 4),
        (8, 32, 0, 32, 8),
        (8, 4, 0, 8, 2),
        (16, 32, 0, 16, 4),
        (16, 32, 0, 0, 2),
        (16, 16, 16, 0, 2),
        (16, 16, 64, 0, 2),
        (16, 16, 128, 0, 2),
        (16, 8, 16, 0, 2),
        (16, 8, 128, 0, 4),
        (16, 2, 16, 0, 2),
        (16, 4, 16, 0, 2),
        (16, 8, 0, 16, 4),
        (16, 16, 0, 16, 4),
        (16, 32, 0, 32, 8),
        (16, 32, 0, 64, 16),
        (16, 4, 0, 16, 4),
    ];

    #[test]
    fn wide_shared_accesses_take_the_h100s_wavefronts() {
        for (size, group, gstride, lstride, want) in SHARED_WIDE_H100 {
            let addrs: [u64; 32] = std::array::from_fn(|l| (l as u64 / group) * gstride + (l as u64 % group) * lstride);
            let got = shared_bank_cost(32, true, false, u32::MAX, &addrs, size);
            assert_eq!(got.wavefronts, want, "{size} bytes, group {group}, gstride {gstride}, lstride {lstride}");
            assert!(got.conflicts() <= got.wavefronts, "{got:?}");
            // Without the merge each phase is a request: never fewer passes.
            let old = shared_bank_cost(32, false, false, u32::MAX, &addrs, size);
            assert!(old.wavefronts >= got.wavefronts, "{size} bytes, {group}/{gstride}/{lstride}: {old:?}");
        }
        // The rule the H100 does not follow, for contrast: a 16-byte broadcast in quarter-warps.
        assert_eq!(shared_bank_cost(32, false, false, u32::MAX, &[0; 32], 16).wavefronts, 4);
        // Predicated-off lanes take no part: one active lane is one wavefront, as is a phase
        // alone (lanes 0-7 of a 16-byte access reading 128 consecutive bytes).
        let consecutive: [u64; 32] = std::array::from_fn(|l| l as u64 * 16);
        assert_eq!(shared_bank_cost(32, true, false, 1 << 5, &consecutive, 16).wavefronts, 1);
        assert_eq!(shared_bank_cost(32, true, false, 0xff, &consecutive, 16).wavefronts, 1);
        assert_eq!(shared_bank_cost(32, true, false, 0, &consecutive, 16), BankCost::default());
        // A request whose lanes all read one address: each phase with lanes has degree 1,
        // as the bank rule counts it (`wide_cost` takes that without counting).
        for size in [8u32, 16] {
            for addr in [0u64, 16, 112, 4096 + 48] {
                for active in [u32::MAX, 1, 0xff, 0xff00, 0x0101_0100, 0x8000_0001] {
                    let phase = 128 / size as usize;
                    for r in (0..32).step_by(2 * phase) {
                        for k in 0..2 {
                            let part = active >> (r + k * phase) & ((1u32 << phase) - 1);
                            assert_eq!(request_degree(32, part, &[addr; 32], size), (part != 0) as u32);
                        }
                    }
                    let got = wide_cost(active, &[addr; 32], size);
                    assert_eq!(got.degree, (active != 0) as u32, "{size} bytes at {addr}, lanes {active:#x}");
                }
            }
        }
        // 4-byte accesses and 16-bank parts keep their rules.
        assert_eq!(
            shared_bank_cost(32, true, false, u32::MAX, &strided(2), 4),
            bank_cost(32, u32::MAX, &strided(2), 4)
        );
        assert_eq!(shared_bank_cost(16, true, false, u32::MAX, &[0; 32], 8), bank_cost(16, u32::MAX, &[0; 32], 8));
    }

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
        // On 16 banks a half-warp of doubles is two 32-bit requests at a stride of two words,
        // two passes each (the CUDA Programming Guide's cc 1.x example): 8 for the warp.
        assert_eq!(bank_cost(16, u32::MAX, &doubles, 8), BankCost { wavefronts: 8, requests: 4, degree: 2 });
        // Split as the guide suggests (the low and the high words in arrays of their own),
        // each 32-bit request is conflict-free: two accesses of 2 passes, 4 for the warp.
        assert_eq!(2 * bank_cost(16, u32::MAX, &strided(1), 4).wavefronts, 4);
        // float4 on 16 banks: four requests at a stride of four words, four-way each.
        assert_eq!(
            bank_cost(16, u32::MAX, &std::array::from_fn(|k| k as u64 * 16), 16),
            BankCost { wavefronts: 32, requests: 8, degree: 4 }
        );
        // A 64-bit broadcast: two requests a half-warp, each one word to every lane.
        assert_eq!(bank_cost(16, u32::MAX, &[8; 32], 8), BankCost { wavefronts: 4, requests: 4, degree: 1 });
        // 12-byte structs read a word at a time are odd strides: free on 16 banks as on 32.
        assert_eq!(bank_cost(16, u32::MAX, &strided(3), 4).degree, 1);
        // Lanes predicated off take no part: one lane's double is two one-pass requests.
        assert_eq!(bank_cost(16, 1 << 20, &doubles, 8), BankCost { wavefronts: 2, requests: 2, degree: 1 });
        // 128-bit: four quarter-warp passes on 32 banks.
        let quads: [u64; 32] = std::array::from_fn(|k| k as u64 * 16);
        assert_eq!(bank_cost(32, u32::MAX, &quads, 16).wavefronts, 4);
        // float3 through shared memory (stride 3 words): conflict-free, as odd strides are.
        assert_eq!(bank_cost(32, u32::MAX, &strided(3), 4).degree, 1);
    }

    #[test]
    fn cc2_128_bit_accesses_are_two_way_per_half_warp() {
        // The seeds of cc 2.x: "128-bit accesses cause 2-way bank conflicts". A half-warp's
        // 16 consecutive float4s are 256 bytes, two words in every bank: one request, 2 passes.
        let quads: [u64; 32] = std::array::from_fn(|k| k as u64 * 16);
        let cc2 = |addrs: &[u64; 32], active| shared_bank_cost(32, false, true, active, addrs, 16);
        assert_eq!(cc2(&quads, u32::MAX), BankCost { wavefronts: 4, requests: 2, degree: 2 });
        assert_eq!(cc2(&quads, u32::MAX).conflicts(), 2);
        // The same passes as quarter-warp requests, which count no conflict.
        let quarters = shared_bank_cost(32, false, false, u32::MAX, &quads, 16);
        assert_eq!(quarters, BankCost { wavefronts: 4, requests: 4, degree: 1 });
        // One element for the whole warp: a pass a half-warp.
        assert_eq!(cc2(&[48; 32], u32::MAX), BankCost { wavefronts: 2, requests: 2, degree: 1 });
        // Every other float4 (a stride of 8 words): four words a bank in each half-warp.
        let every_other: [u64; 32] = std::array::from_fn(|k| k as u64 * 32);
        assert_eq!(cc2(&every_other, u32::MAX), BankCost { wavefronts: 8, requests: 2, degree: 4 });
        // A lone quarter-warp of consecutive float4s fits one pass.
        assert_eq!(cc2(&quads, 0xff), BankCost { wavefronts: 1, requests: 1, degree: 1 });
        // Other widths and merging GPUs keep their rules.
        let doubles: [u64; 32] = std::array::from_fn(|k| k as u64 * 8);
        assert_eq!(shared_bank_cost(32, false, true, u32::MAX, &doubles, 8), bank_cost(32, u32::MAX, &doubles, 8));
        assert_eq!(shared_bank_cost(32, true, true, u32::MAX, &quads, 16), wide_cost(u32::MAX, &quads, 16));
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

        /// Full warps walking a progression of whole words, up or down, from any start (the
        /// closed form of `progression_degree`): the degree is the most distinct words in one
        /// bank, counted a second way, and a lane off the progression leaves it to the count.
        #[test]
        fn a_progressions_degree_is_most_distinct_words_in_a_bank(
            start in 0u64..1 << 20,
            words in -70i64..70,
            size in proptest::sample::select(vec![1u32, 2, 4]),
            nudge in 0u64..4,
            off in proptest::option::of(0usize..32),
        ) {
            let start = start * 4 + nudge / size as u64 * size as u64;
            let mut addrs: [u64; 32] = std::array::from_fn(|l| (start as i64 + 4 * words * l as i64 + (1 << 30)) as u64);
            if let Some(l) = off {
                addrs[l] += 4 * 33;
            }
            let mut per_bank: Vec<std::collections::BTreeSet<u64>> = vec![Default::default(); 32];
            for &a in &addrs {
                per_bank[(a / 4 % 32) as usize].insert(a / 4);
            }
            let want = per_bank.iter().map(|s| s.len() as u32).max().unwrap_or(0);
            proptest::prop_assert_eq!(bank_cost(32, u32::MAX, &addrs, size).degree, want);
            proptest::prop_assert_eq!(request_degree(32, u32::MAX, &addrs, size), want);
        }

        /// Every access size and bank count, with addresses drawn from a few words so that
        /// broadcasts and conflicts are common: the cost equals a count of the distinct keys
        /// per bank in each request (sets, no sorting; fails when the one-pass check for a
        /// conflict-free request misses a conflict, or the count of lanes walking upwards
        /// miscounts).
        #[test]
        fn cost_is_distinct_keys_per_bank_for_every_size(
            slots in proptest::collection::vec(0u64..24, 32),
            active in proptest::prelude::any::<u32>(),
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            banks in proptest::sample::select(vec![16u32, 32]),
            spread in proptest::sample::select(vec![1u64, 5, 32, 33]),
            ascending in proptest::prelude::any::<bool>(),
            halves in proptest::prelude::any::<bool>(),
        ) {
            // Half the cases walk upwards (strided rows and repeats: the one-pass count).
            let mut slots = slots;
            if ascending {
                slots.sort_unstable();
            }
            // Half the cases repeat the first half-warp in the second (16-wide blocks reading
            // one row), lanes and addresses both.
            let mut active = active;
            if halves {
                slots.copy_within(..16, 16);
                active = (active & 0xffff) * 0x1_0001;
            }
            let addrs: [u64; 32] = std::array::from_fn(|k| slots[k] * spread * size as u64);
            let group = match (banks, size) {
                (16, _) => 16,
                (_, 16) => 8,
                (_, 8) => 16,
                _ => 32,
            };
            let mut want = BankCost::default();
            // On 16 banks an access wider than a word is one 32-bit request per word of it.
            let parts = if banks == 16 && size > 4 { size as u64 / 4 } else { 1 };
            for g in 0..32 / group {
                for part in 0..parts {
                    let mut per_bank: Vec<std::collections::BTreeSet<u64>> = vec![Default::default(); banks as usize];
                    for l in g * group..(g + 1) * group {
                        if active >> l & 1 == 0 {
                            continue;
                        }
                        let a = addrs[l];
                        let words = if parts > 1 { a / 4 + part..a / 4 + part + 1 } else { a / 4..(a + size as u64).div_ceil(4) };
                        for word in words {
                            per_bank[(word % banks as u64) as usize].insert(if banks == 16 && size < 4 { a } else { word });
                        }
                    }
                    let d = per_bank.iter().map(|s| s.len() as u32).max().unwrap_or(0);
                    if d > 0 {
                        want.requests += 1;
                        want.wavefronts += d;
                        want.degree = want.degree.max(d);
                    }
                }
            }
            proptest::prop_assert_eq!(bank_cost(banks, active, &addrs, size), want);
        }
    }
}
