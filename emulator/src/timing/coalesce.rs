//! Coalescing: how one warp-level global access becomes memory transactions, by generation
//! (CUDA C Programming Guide, "Global Memory" for compute capabilities 1.x, 2.x and 6.0+).

use crate::config::Coalescing;
use crate::outcome::MemKind;

/// One memory transaction: an aligned block of `bytes` bytes at `addr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Transaction {
    pub addr: u64,
    pub bytes: u32,
}

/// What a warp access cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Coalesced {
    /// Transactions issued (sectors for `Sectors32`).
    pub transactions: u32,
    /// Bytes moved by them.
    pub bytes: u64,
    /// cc 1.x: half-warp requests that coalesced (the profiler's `*_coherent`).
    pub coherent: u32,
    /// cc 1.x: half-warp requests that did not (the profiler's `*_incoherent`).
    pub incoherent: u32,
    /// cc 1.x: the bytes of the coalesced requests' transactions (the rest of `bytes` are the
    /// others'), which the store counters count in 16-byte units (`cost::memory_cost`).
    pub coherent_bytes: u64,
}

/// Splits the access of the `active` lanes (each moving `size` bytes at `addrs[lane]`, naturally
/// aligned) into transactions, appended to `out`.
pub fn coalesce(
    rule: Coalescing,
    kind: MemKind,
    active: u32,
    addrs: &[u64; 32],
    size: u32,
    out: &mut Vec<Transaction>,
) -> Coalesced {
    let start = out.len();
    let mut c = Coalesced::default();
    match rule {
        Coalescing::Cc10 => {
            for half in 0..2 {
                let mask = (active >> (16 * half)) & 0xffff;
                if mask == 0 {
                    continue;
                }
                if mask == 0xffff {
                    // A whole half-warp (the usual case): the rule checked and the
                    // transactions made on its 16 addresses as they lie.
                    let a: &[u64; 16] = addrs[16 * half as usize..][..16].try_into().expect("16 lanes");
                    let mut apart = 0u64;
                    for (k, &x) in a.iter().enumerate() {
                        apart |= x ^ a[0].wrapping_add(k as u64 * size as u64);
                    }
                    if matches!(size, 4 | 8 | 16) && apart == 0 && a[0] % (16 * size as u64) == 0 {
                        c.coherent += 1;
                        c.coherent_bytes += 16 * size as u64;
                        let base = a[0];
                        match size {
                            4 => out.push(Transaction { addr: base, bytes: 64 }),
                            8 => out.push(Transaction { addr: base, bytes: 128 }),
                            _ => out.extend([base, base + 128].map(|addr| Transaction { addr, bytes: 128 })),
                        }
                    } else {
                        c.incoherent += 1;
                        out.extend(a.iter().map(|&x| Transaction { addr: x & !31, bytes: 32 }));
                    }
                    continue;
                }
                let mut buf = [(0, 0); 16];
                let lanes = active_lanes(mask, &addrs[16 * half as usize..], &mut buf);
                if cc10_coalesced(lanes, size) {
                    c.coherent += 1;
                    c.coherent_bytes += 16 * size as u64;
                    let (k0, a0) = lanes[0];
                    let base = a0 - k0 as u64 * size as u64;
                    match size {
                        4 => out.push(Transaction { addr: base, bytes: 64 }),
                        8 => out.push(Transaction { addr: base, bytes: 128 }),
                        _ => {
                            out.push(Transaction { addr: base, bytes: 128 });
                            out.push(Transaction { addr: base + 128, bytes: 128 });
                        }
                    }
                } else {
                    // One 32-byte (minimum size) transaction per thread, as the seeds say of the
                    // FX 5600: "32 bytes are fetched for each thread".
                    c.incoherent += 1;
                    for &(_, a) in lanes {
                        out.push(Transaction { addr: a & !31, bytes: 32 });
                    }
                }
            }
        }
        Coalescing::Cc12 => {
            // 16-byte words are processed a quarter-warp (128 bytes) at a time.
            let group = if size == 16 { 8 } else { 16 };
            for g in 0..32 / group {
                let mask = (active >> (group * g)) & ((1u32 << group) - 1);
                if mask == 0 {
                    continue;
                }
                let before = out.len();
                cc12_group(mask, &addrs[(group * g) as usize..][..group as usize], size, out);
                if out.len() - before == 1 {
                    c.coherent += 1;
                    c.coherent_bytes += out[before].bytes as u64;
                } else {
                    c.incoherent += 1;
                }
            }
        }
        Coalescing::Cc20 | Coalescing::Sectors32 => {
            // cc 2.x: loads go through L1 in 128-byte lines; stores and atomics go to L2 in
            // 32-byte segments. From cc 6.0, 32-byte sectors. Every transaction is one block.
            let block = if rule == Coalescing::Cc20 && kind == MemKind::Load { 128 } else { 32 };
            distinct_blocks(active, addrs, size, block, out);
            c.transactions = (out.len() - start) as u32;
            c.bytes = c.transactions as u64 * block;
            return c;
        }
    }
    c.transactions = (out.len() - start) as u32;
    c.bytes = out[start..].iter().map(|t| t.bytes as u64).sum();
    c
}

/// The lanes of `mask` (at most 16, numbered from the group's first) with their addresses
/// (`addrs` from that lane on), gathered into `buf` (on the stack: this runs for every access).
fn active_lanes<'b>(mask: u32, addrs: &[u64], buf: &'b mut [(u32, u64); 16]) -> &'b [(u32, u64)] {
    let mut n = 0;
    let mut rest = mask;
    while rest != 0 {
        let k = rest.trailing_zeros();
        rest &= rest - 1;
        buf[n] = (k, addrs[k as usize]);
        n += 1;
    }
    &buf[..n]
}

/// cc 1.0/1.1: thread k must access word k of a segment aligned to 16 words (inactive threads
/// allowed), with 4-, 8- or 16-byte words.
fn cc10_coalesced(lanes: &[(u32, u64)], size: u32) -> bool {
    if !matches!(size, 4 | 8 | 16) {
        return false;
    }
    let (k0, a0) = lanes[0];
    let Some(base) = a0.checked_sub(k0 as u64 * size as u64) else { return false };
    base % (16 * size as u64) == 0 && lanes.iter().all(|&(k, a)| a == base + k as u64 * size as u64)
}

/// cc 1.2/1.3, for the lanes of `mask` (bit `k`: `addrs[k]`, a half-warp or a quarter-warp):
/// serve the lowest unserved thread's segment, shrink the transaction to the half actually used
/// (128 -> 64 -> 32 bytes), repeat. Each segment's lanes, and the bytes they span, are found by
/// one pass over the group's addresses as they lie (branch-free), where `tests::cc12_half_warp`
/// (the tests' statement of the rule) gathers the lanes first and tests each again in every
/// pass.
fn cc12_group(mask: u32, addrs: &[u64], size: u32, out: &mut Vec<Transaction>) {
    let segment = cc12_segment(size);
    let n = addrs.len();
    let (a0, step) = (addrs[0], size as u64);
    if mask == (1u32 << n) - 1 && a0 % step == 0 {
        // The usual case: the whole group on consecutive elements, aligned. Its span (at most
        // 128 bytes, a segment) lies in its first lane's segment, or runs on into the next.
        let mut apart = 0u64;
        for (k, &a) in addrs.iter().enumerate() {
            apart |= a ^ a0.wrapping_add(k as u64 * step);
        }
        let end = a0.checked_add(n as u64 * step);
        if let (0, Some(end)) = (apart, end) {
            let seg = a0 & !(segment - 1);
            if end <= seg + segment {
                push_shrunk(seg, segment, a0, end, out);
            } else {
                push_shrunk(seg, segment, a0, seg + segment, out);
                push_shrunk(seg + segment, segment, seg + segment, end, out);
            }
            return;
        }
    }
    let mut unserved = mask;
    while unserved != 0 {
        let seg_base = addrs[unserved.trailing_zeros() as usize] & !(segment - 1);
        let (mut lo, mut hi, mut took) = (u64::MAX, 0u64, 0u32);
        for (k, &a) in addrs.iter().enumerate() {
            let inside = mask >> k & 1 != 0 && a & !(segment - 1) == seg_base;
            lo = lo.min(if inside { a } else { u64::MAX });
            hi = hi.max(if inside { a + size as u64 } else { 0 });
            took |= (inside as u32) << k;
        }
        unserved &= !took;
        push_shrunk(seg_base, segment, lo, hi, out);
    }
}

/// cc 1.2/1.3's segment for `size`-byte words: 32 bytes for bytes, 64 for 16-bit words, 128 for
/// wider ones.
fn cc12_segment(size: u32) -> u64 {
    match size {
        1 => 32,
        2 => 64,
        _ => 128,
    }
}

/// cc 1.2/1.3's transaction for the bytes `lo..hi` of the segment at `seg_base`: the segment,
/// halved while the bytes fit in one half (128 -> 64 -> 32 bytes).
#[inline(always)]
fn push_shrunk(seg_base: u64, segment: u64, lo: u64, hi: u64, out: &mut Vec<Transaction>) {
    let (mut base, mut bytes) = (seg_base, segment);
    while bytes > 32 {
        let half = bytes / 2;
        if hi <= base + half {
            bytes = half;
        } else if lo >= base + half {
            base += half;
            bytes = half;
        } else {
            break;
        }
    }
    out.push(Transaction { addr: base, bytes: bytes as u32 });
}

/// The distinct aligned `block`-byte blocks the active lanes touch, in address order.
pub(super) fn distinct_blocks(active: u32, addrs: &[u64; 32], size: u32, block: u64, out: &mut Vec<Transaction>) {
    if active == u32::MAX && size.is_power_of_two() && size as u64 <= block && monotone_blocks(addrs, size, block, out)
    {
        return;
    }
    if size.is_power_of_two() && size as u64 <= block && few_blocks(active, addrs, size, block, out) {
        return;
    }
    let start = out.len();
    let mut sorted = true;
    // The last block pushed (lanes usually walk upwards: repeats of it are skipped as they come).
    let mut last: Option<u64> = None;
    let mut push = |b: u64, out: &mut Vec<Transaction>| {
        if last != Some(b) {
            sorted &= last.is_none_or(|l| l < b);
            out.push(Transaction { addr: b, bytes: block as u32 });
            last = Some(b);
        }
    };
    let mut lanes = active;
    while lanes != 0 {
        let l = lanes.trailing_zeros() as usize;
        lanes &= lanes - 1;
        let first = addrs[l] & !(block - 1);
        let end = (addrs[l] + size as u64 - 1) & !(block - 1);
        push(first, out);
        // Only accesses wider than their alignment to `block` span more than one block.
        let mut b = first + block;
        while b <= end {
            push(b, out);
            b += block;
        }
    }
    if !sorted {
        out[start..].sort_unstable();
        let mut w = start;
        for r in start..out.len() {
            if w == start || out[r] != out[w - 1] {
                out[w] = out[r];
                w += 1;
            }
        }
        out.truncate(w);
    }
}

/// Up to `FEW` distinct blocks in any lane order (half-warps reading the same row, lanes
/// broadcasting a few words), each access of a power-of-two `size` no wider than a block and
/// naturally aligned: each new block is looked for among those found so far, and the few found
/// are sorted, where the general path pushes a block per lane change and sorts and dedups them
/// all. Returns false, having pushed nothing, when an access is misaligned or the blocks are
/// more.
fn few_blocks(active: u32, addrs: &[u64; 32], size: u32, block: u64, out: &mut Vec<Transaction>) -> bool {
    const FEW: usize = 8;
    let mask = !(block - 1);
    let mut found = [0u64; FEW];
    let (mut n, mut last, mut low) = (0, u64::MAX, 0);
    let mut lanes = active;
    while lanes != 0 {
        let l = lanes.trailing_zeros() as usize;
        lanes &= lanes - 1;
        low |= addrs[l];
        let b = addrs[l] & mask;
        if b == last || found[..n].contains(&b) {
            last = b;
            continue;
        }
        if n == FEW {
            return false;
        }
        found[n] = b;
        n += 1;
        last = b;
    }
    if low & (size as u64 - 1) != 0 {
        return false;
    }
    let found = &mut found[..n];
    found.sort_unstable();
    out.extend(found.iter().map(|&addr| Transaction { addr, bytes: block as u32 }));
    true
}

/// The common case of a full warp whose lanes walk upwards through memory (accesses of a
/// power-of-two `size` no wider than a block and naturally aligned, so each lies in one
/// block): the distinct blocks are where a lane's block differs from the previous lane's.
/// Branch-free over the lanes; returns false, having pushed nothing, when the blocks do not
/// ascend or an access is misaligned.
fn monotone_blocks(addrs: &[u64; 32], size: u32, block: u64, out: &mut Vec<Transaction>) -> bool {
    let mask = !(block - 1);
    // Commonest of all: lane k at `addrs[0] + k * size` (aligned): every block from the first
    // lane's to the last lane's.
    let (a0, step) = (addrs[0], size as u64);
    if a0 & (step - 1) == 0 && contiguous(addrs, step) {
        let (first, last) = (a0 & mask, addrs[31] & mask);
        let n = ((last - first) >> block.trailing_zeros()) + 1;
        out.extend((0..n).map(|k| Transaction { addr: first + k * block, bytes: block as u32 }));
        return true;
    }
    if half_rows(addrs, step, block, out) {
        return true;
    }
    let (mut descends, mut new, mut low) = (false, 1u32, addrs[0]);
    for l in 1..32 {
        let (prev, b) = (addrs[l - 1] & mask, addrs[l] & mask);
        descends |= b < prev;
        new |= ((b != prev) as u32) << l;
        low |= addrs[l];
    }
    if descends || low & (size as u64 - 1) != 0 {
        return false;
    }
    while new != 0 {
        let l = new.trailing_zeros() as usize;
        new &= new - 1;
        out.push(Transaction { addr: addrs[l] & mask, bytes: block as u32 });
    }
    true
}

/// The other common shape of a full warp in blocks 16 threads wide: each 16-lane half reads a
/// row of 16 consecutive elements, or all its lanes one element (a 16 x 16 tile's rows and
/// their broadcasts: the matrix multiplies' loads and stores, transposes, stencils), at any
/// two places, aligned to `size`. Pushes the distinct blocks of the two rows in ascending order
/// (the two ranges of blocks merged where they meet) and returns true; else pushes nothing.
/// Branch-free over the lanes, where the ascending scan fails at the second half of a repeated
/// row and `few_blocks` then scans again.
#[inline(always)]
fn half_rows(addrs: &[u64; 32], size: u64, block: u64, out: &mut Vec<Transaction>) -> bool {
    let (h0, h1) = (addrs[0], addrs[16]);
    if (h0 | h1) & (size - 1) != 0 {
        return false;
    }
    let step = if addrs[1] == h0 { 0 } else { size };
    // The rows' last lanes first: most other shapes fail here.
    if addrs[15] != h0.wrapping_add(15 * step) || addrs[31] != h1.wrapping_add(15 * step) {
        return false;
    }
    let mut apart = 0u64;
    for k in 0..16 {
        let at = k as u64 * step;
        apart |= (addrs[k] ^ h0.wrapping_add(at)) | (addrs[16 + k] ^ h1.wrapping_add(at));
    }
    // (No row may wrap past the top of the address space.)
    if apart != 0 || h0.checked_add(15 * step).is_none() || h1.checked_add(15 * step).is_none() {
        return false;
    }
    let mask = !(block - 1);
    let (lo, hi) = if h0 <= h1 { (h0, h1) } else { (h1, h0) };
    let (lo_first, lo_last) = (lo & mask, (lo + 15 * step) & mask);
    let (hi_first, hi_last) = (hi & mask, (hi + 15 * step) & mask);
    let mut push = |first: u64, last: u64| {
        let n = ((last - first) >> block.trailing_zeros()) + 1;
        out.extend((0..n).map(|k| Transaction { addr: first + k * block, bytes: block as u32 }));
    };
    if hi_first <= lo_last.saturating_add(block) {
        // The rows' blocks meet or overlap: one range.
        push(lo_first, lo_last.max(hi_last));
    } else {
        push(lo_first, lo_last);
        push(hi_first, hi_last);
    }
    true
}

/// Whether lane k accesses `addrs[0] + k * size` for every lane: one contiguous run (branch-free
/// over the lanes).
#[inline(always)]
pub(super) fn contiguous(addrs: &[u64; 32], size: u64) -> bool {
    let a0 = addrs[0];
    if a0.checked_add(31 * size) != Some(addrs[31]) {
        return false;
    }
    // Each lane `size` past the one before: neighbours' differences, which vectorise without
    // a 64-bit multiply per lane (the same test as `addrs[l] == a0 + l * size` for every lane).
    let mut apart = 0u64;
    for (&a, &b) in addrs.iter().zip(&addrs[1..]) {
        apart |= b.wrapping_sub(a) ^ size;
    }
    apart == 0
}

/// Which of a store's 32-byte transactions `txs` (ascending, as `coalesce` makes them) the
/// active lanes write only in part: bit `i` for `txs[i]`. Transactions past the 64th, and
/// transactions of other sizes, count as written whole.
pub fn partly_written(active: u32, addrs: &[u64; 32], size: u32, txs: &[Transaction]) -> u64 {
    partly_written_bytes(active, addrs, size, txs, &mut [0; 64])
}

/// `partly_written`, which also leaves in `bytes[i]` the bytes of `txs[i]` the lanes write
/// (bit `b` for byte `b` of the sector; all ones for a whole one) where bit `i` of the result
/// is set (elsewhere `bytes` is left as it was).
pub fn partly_written_bytes(
    active: u32,
    addrs: &[u64; 32],
    size: u32,
    txs: &[Transaction],
    bytes: &mut [u32; 64],
) -> u64 {
    let n = txs.len().min(64);
    if n == 0 || txs[..n].iter().any(|t| t.bytes != 32) {
        return 0;
    }
    let size = size as u64;
    // Commonest: a full warp writing one contiguous run (at most 17 sectors); only its ends can
    // be partial.
    let a0 = addrs[0];
    if active == u32::MAX && contiguous(addrs, size) {
        let end = a0 + 32 * size;
        if a0 % 32 != 0 {
            bytes[0] = u32::MAX << (a0 % 32);
        }
        if end % 32 != 0 {
            // (With one sector, both ends are in it.)
            let first = if n == 1 && a0 % 32 != 0 { bytes[0] } else { u32::MAX };
            bytes[n - 1] = first & ((1u32 << (end % 32)) - 1);
        }
        return (a0 % 32 != 0) as u64 | ((end % 32 != 0) as u64) << (n - 1);
    }
    if active == u32::MAX {
        if let Some(partial) = progression_written(addrs, size, &txs[..n], bytes) {
            return partial;
        }
    }
    bytes[..n].fill(0);
    // Sectors one after another (a run of them, however the lanes are ordered): a sector's
    // transaction is found by its distance from the first, not by a search.
    let first = txs[0].addr;
    let dense = txs[n - 1].addr - first == 32 * (n as u64 - 1);
    let mut lanes = active;
    while lanes != 0 {
        let l = lanes.trailing_zeros() as usize;
        lanes &= lanes - 1;
        let (lo, hi) = (addrs[l], addrs[l] + size);
        let mut sector = lo & !31;
        while sector < hi {
            let i = if dense {
                (sector.wrapping_sub(first) / 32).min(n as u64) as usize
            } else {
                txs[..n].partition_point(|t| t.addr < sector)
            };
            if i < n && txs[i].addr == sector {
                let from = lo.max(sector) - sector;
                let to = hi.min(sector + 32) - sector;
                let span = if to - from == 32 { u32::MAX } else { ((1u32 << (to - from)) - 1) << from };
                bytes[i] |= span;
            }
            sector += 32;
        }
    }
    let mut partial = 0;
    for (i, b) in bytes[..n].iter().enumerate() {
        partial |= ((*b != u32::MAX) as u64) << i;
    }
    partial
}

/// `partly_written_bytes` of a full warp whose lanes walk a progression other than the upward
/// run: a run walked downwards (a reversed array: only its ends can be partial), or lanes a
/// sector or more apart, each access within one sector (a column of a matrix: every sector is
/// one lane's, in lane order, or in reverse when the lanes walk downwards). `None` for any other
/// shape, or where the progression would wrap round the address space. (Closed forms, where
/// the lane-by-lane walk looks up every lane's sectors among the transactions.)
#[inline]
fn progression_written(addrs: &[u64; 32], size: u64, txs: &[Transaction], bytes: &mut [u32; 64]) -> Option<u64> {
    let (a0, step) = (addrs[0], addrs[1].wrapping_sub(addrs[0]));
    let mut off = 0u64;
    for (l, &a) in addrs.iter().enumerate() {
        off |= a ^ a0.wrapping_add(step.wrapping_mul(l as u64));
    }
    if off != 0 {
        return None;
    }
    let down = (step as i64) < 0;
    let mag = (step as i64).unsigned_abs();
    let span = mag.checked_mul(31)?;
    // The lowest lane's address; and no progression that wraps round the address space.
    let low = if down {
        a0.checked_sub(span)?
    } else {
        a0.checked_add(span)?;
        a0
    };
    let n = txs.len();
    if down && step.wrapping_neg() == size {
        // One run from the last lane's element up to the first lane's end.
        let end = a0.checked_add(size)?;
        if low % 32 != 0 {
            bytes[0] = u32::MAX << (low % 32);
        }
        if end % 32 != 0 {
            let first = if n == 1 && low % 32 != 0 { bytes[0] } else { u32::MAX };
            bytes[n - 1] = first & ((1u32 << (end % 32)) - 1);
        }
        return Some((low % 32 != 0) as u64 | ((end % 32 != 0) as u64) << (n - 1));
    }
    if mag < 32 || size > 32 || n != 32 || addrs.iter().any(|&a| a % 32 + size > 32) {
        return None;
    }
    let whole = if size == 32 { u32::MAX } else { (1u32 << size) - 1 };
    let mut partial = 0u64;
    for (i, t) in txs.iter().enumerate() {
        let a = addrs[if down { 31 - i } else { i }];
        debug_assert_eq!(t.addr, a & !31, "sector {i} is lane {}'s", if down { 31 - i } else { i });
        let b = whole << (a % 32);
        if b != u32::MAX {
            bytes[i] = b;
            partial |= 1 << i;
        }
    }
    Some(partial)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Coalescing::*;

    /// cc 1.2/1.3 as the rule is stated, lane by lane over the gathered active lanes: serve the
    /// lowest unserved thread's segment, shrink the transaction to the half actually used
    /// (`push_shrunk`), repeat. The oracle `cc12_group` is held to.
    fn cc12_half_warp(lanes: &[(u32, u64)], size: u32, out: &mut Vec<Transaction>) {
        let segment = cc12_segment(size);
        // At most 16 lanes (a half-warp).
        let mut served = [false; 16];
        let served = &mut served[..lanes.len()];
        while let Some(first) = served.iter().position(|s| !s) {
            let seg_base = lanes[first].1 & !(segment - 1);
            let (mut lo, mut hi) = (u64::MAX, 0u64);
            for (i, &(_, a)) in lanes.iter().enumerate() {
                if !served[i] && a >= seg_base && a < seg_base + segment {
                    served[i] = true;
                    lo = lo.min(a);
                    hi = hi.max(a + size as u64);
                }
            }
            push_shrunk(seg_base, segment, lo, hi, out);
        }
    }

    /// Transactions for lane k reading `size` bytes at base + k * stride (+ offset bytes).
    fn count(rule: Coalescing, kind: MemKind, offset: u64, stride: u64, size: u32) -> Coalesced {
        let addrs: [u64; 32] = std::array::from_fn(|k| 0x1_0000_0000 + offset + k as u64 * stride);
        coalesce(rule, kind, u32::MAX, &addrs, size, &mut Vec::new())
    }

    fn t(rule: Coalescing, offset_elems: u64, stride_elems: u64) -> u32 {
        count(rule, MemKind::Load, offset_elems * 4, stride_elems * 4, 4).transactions
    }

    /// The bytes of the coalesced requests (the cc 1.x store counters' share of `bytes`): on
    /// cc 1.0 a half-warp's 16 words of 4, 8 or 16 bytes in one or two transactions, or none
    /// where it did not coalesce; on cc 1.2 each group served by a single transaction.
    #[test]
    fn coherent_bytes_are_the_coalesced_requests_transactions() {
        for size in [4u32, 8, 16] {
            let c = count(Cc10, MemKind::Store, 0, size as u64, size);
            let both = 32 * size as u64;
            assert_eq!((c.coherent, c.incoherent, c.coherent_bytes, c.bytes), (2, 0, both, both));
            let c = count(Cc10, MemKind::Store, size as u64, size as u64, size);
            assert_eq!((c.coherent, c.incoherent, c.coherent_bytes, c.bytes), (0, 2, 0, 32 * 32));
        }
        // cc 1.2: aligned words, two groups of one 64-byte transaction each; shifted by a word,
        // the first group takes one 128-byte transaction and the second a 64- and a 32-byte one.
        let c = count(Cc12, MemKind::Store, 0, 4, 4);
        assert_eq!((c.coherent, c.incoherent, c.coherent_bytes, c.bytes), (2, 0, 128, 128));
        let c = count(Cc12, MemKind::Store, 4, 4, 4);
        assert_eq!((c.coherent, c.incoherent, c.coherent_bytes, c.bytes), (1, 1, 128, 128 + 64 + 32));
        // cc 2.x and later: no cc 1.x counters.
        assert_eq!(count(Sectors32, MemKind::Store, 0, 4, 4).coherent_bytes, 0);
    }

    #[test]
    fn offsets_0_1_8_on_each_generation() {
        // cc 1.0: aligned -> one 64-byte transaction per half-warp; any misalignment (even a
        // 32-byte one) -> one transaction per thread.
        assert_eq!([t(Cc10, 0, 1), t(Cc10, 1, 1), t(Cc10, 8, 1)], [2, 32, 32]);
        // cc 1.2: aligned -> 2 x 64 B; offset 1 -> 128 B + (64 B + 32 B); offset 8 -> 128 B + 2 x 32 B.
        assert_eq!([t(Cc12, 0, 1), t(Cc12, 1, 1), t(Cc12, 8, 1)], [2, 3, 3]);
        assert_eq!(count(Cc12, MemKind::Load, 0, 4, 4).bytes, 128);
        assert_eq!(count(Cc12, MemKind::Load, 4, 4, 4).bytes, 128 + 64 + 32);
        // cc 2.x loads: 128-byte lines.
        assert_eq!([t(Cc20, 0, 1), t(Cc20, 1, 1), t(Cc20, 8, 1)], [1, 2, 2]);
        // cc 6.0+: 32-byte sectors; 4 aligned, 5 misaligned (Best Practices Guide, V100).
        assert_eq!([t(Sectors32, 0, 1), t(Sectors32, 1, 1), t(Sectors32, 8, 1)], [4, 5, 4]);
    }

    #[test]
    fn strides_1_2_4_8_32() {
        let strides = [1, 2, 4, 8, 32];
        assert_eq!(strides.map(|s| t(Cc10, 0, s)), [2, 32, 32, 32, 32]);
        assert_eq!(strides.map(|s| t(Cc12, 0, s)), [2, 2, 4, 8, 32]);
        assert_eq!(strides.map(|s| t(Cc20, 0, s)), [1, 2, 4, 8, 32]);
        assert_eq!(strides.map(|s| t(Sectors32, 0, s)), [4, 8, 16, 32, 32]);
    }

    #[test]
    fn twelve_byte_structs() {
        // float3: three 4-byte loads at a 12-byte stride (x at +0, y at +4, z at +8).
        for field in [0, 4, 8] {
            assert_eq!(count(Cc10, MemKind::Load, field, 12, 4).transactions, 32);
            assert_eq!(count(Cc12, MemKind::Load, field, 12, 4).transactions, 4);
            assert_eq!(count(Cc20, MemKind::Load, field, 12, 4).transactions, 3);
            assert_eq!(count(Sectors32, MemKind::Load, field, 12, 4).transactions, 12);
        }
    }

    #[test]
    fn wide_and_narrow_words() {
        // 8- and 16-byte words, contiguous and aligned.
        assert_eq!(count(Cc10, MemKind::Load, 0, 8, 8).transactions, 2);
        assert_eq!(count(Cc10, MemKind::Load, 0, 16, 16).transactions, 4);
        assert_eq!(count(Cc12, MemKind::Load, 0, 16, 16).transactions, 4);
        assert_eq!(count(Sectors32, MemKind::Load, 0, 8, 8).transactions, 8);
        assert_eq!(count(Sectors32, MemKind::Load, 0, 16, 16).transactions, 16);
        // Bytes and shorts never coalesce on cc 1.0; on cc 1.2 a half-warp of u16 is one 32 B piece.
        assert_eq!(count(Cc10, MemKind::Load, 0, 2, 2).transactions, 32);
        assert_eq!(count(Cc12, MemKind::Load, 0, 2, 2).transactions, 2);
        assert_eq!(count(Cc12, MemKind::Load, 0, 2, 2).bytes, 64);
    }

    #[test]
    fn stores_on_fermi_use_32_byte_segments() {
        assert_eq!(count(Cc20, MemKind::Store, 0, 4, 4).transactions, 4);
    }

    #[test]
    fn inactive_lanes_and_broadcast() {
        let addrs: [u64; 32] = std::array::from_fn(|k| 0x1_0000_0000 + k as u64 * 4);
        // Half the lanes active: cc 1.0 still coalesces (inactive threads are allowed).
        let c = coalesce(Cc10, MemKind::Load, 0x5555_5555, &addrs, 4, &mut Vec::new());
        assert_eq!((c.transactions, c.coherent, c.incoherent), (2, 2, 0));
        // Every lane reads the same word: one sector, one line.
        let same = [0x1_0000_0040u64; 32];
        assert_eq!(coalesce(Sectors32, MemKind::Load, u32::MAX, &same, 4, &mut Vec::new()).transactions, 1);
        assert_eq!(coalesce(Cc12, MemKind::Load, u32::MAX, &same, 4, &mut Vec::new()).transactions, 2);
        assert_eq!(coalesce(Sectors32, MemKind::Load, 0, &same, 4, &mut Vec::new()).transactions, 0);
    }

    #[test]
    fn profiler_coherence_counts() {
        let c = count(Cc10, MemKind::Store, 4, 4, 4);
        assert_eq!((c.coherent, c.incoherent), (0, 2));
        let c = count(Cc10, MemKind::Store, 0, 4, 4);
        assert_eq!((c.coherent, c.incoherent), (2, 0));
    }

    proptest::proptest! {
        /// Every active lane's bytes are covered by a transaction, and no two transactions of
        /// the sector and line rules overlap.
        #[test]
        fn transactions_cover_every_active_lane(
            rule in proptest::sample::select(vec![Cc10, Cc12, Cc20, Sectors32]),
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            active in proptest::prelude::any::<u32>(),
            words in proptest::collection::vec(0u64..512, 32),
        ) {
            let addrs: [u64; 32] = std::array::from_fn(|k| 0x1_0000_0000 + words[k] * size as u64);
            let mut out = Vec::new();
            coalesce(rule, MemKind::Load, active, &addrs, size, &mut out);
            for l in 0..32 {
                if active >> l & 1 != 0 {
                    let (a, e) = (addrs[l], addrs[l] + size as u64);
                    let covered = out.iter().any(|t| t.addr <= a && e <= t.addr + t.bytes as u64);
                    proptest::prop_assert!(covered, "lane {} [{:#x}, {:#x}) not covered by {:?}", l, a, e, out);
                }
            }
            if matches!(rule, Cc20 | Sectors32) {
                for (i, x) in out.iter().enumerate() {
                    for y in &out[i + 1..] {
                        proptest::prop_assert!(x.addr + x.bytes as u64 <= y.addr || y.addr + y.bytes as u64 <= x.addr);
                    }
                }
            }
        }

        /// cc 1.0/1.1, whole half-warps or any lanes: a half-warp whose k-th thread reads word
        /// k of a segment aligned to 16 words is one transaction of 64 or 128 bytes (two for
        /// 16-byte words), any other one 32-byte transaction per active thread, in lane order;
        /// half the cases are such segments, one lane in four nudged off them.
        #[test]
        fn cc10_half_warps_follow_the_rule(
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            full in proptest::prelude::any::<bool>(),
            active in proptest::prelude::any::<u32>(),
            segment in proptest::collection::vec(0u64..8, 2),
            nudge in proptest::collection::vec(0u64..4, 32),
            words in proptest::collection::vec(0u64..512, 32),
            aligned in proptest::prelude::any::<bool>(),
        ) {
            let active = if full { u32::MAX } else { active };
            let addrs: [u64; 32] = std::array::from_fn(|k| {
                let base = 0x1_0000_0000 + segment[k / 16] * 16 * size as u64;
                if aligned {
                    base + (k as u64 % 16) * size as u64 + if nudge[k] == 0 { size as u64 } else { 0 }
                } else {
                    0x1_0000_0000 + words[k] * size as u64
                }
            });
            let mut want = Vec::new();
            let (mut coherent, mut incoherent) = (0, 0);
            for half in 0..2 {
                let lanes: Vec<usize> = (16 * half..16 * half + 16).filter(|&l| active >> l & 1 != 0).collect();
                let Some(&k0) = lanes.first() else { continue };
                let base = addrs[k0].checked_sub((k0 % 16) as u64 * size as u64);
                let ok = matches!(size, 4 | 8 | 16)
                    && base.is_some_and(|b| b % (16 * size as u64) == 0 && lanes.iter().all(|&l| addrs[l] == b + (l % 16) as u64 * size as u64));
                if ok {
                    coherent += 1;
                    let b = base.expect("checked");
                    match size {
                        4 => want.push(Transaction { addr: b, bytes: 64 }),
                        8 => want.push(Transaction { addr: b, bytes: 128 }),
                        _ => want.extend([b, b + 128].map(|addr| Transaction { addr, bytes: 128 })),
                    }
                } else {
                    incoherent += 1;
                    want.extend(lanes.iter().map(|&l| Transaction { addr: addrs[l] & !31, bytes: 32 }));
                }
            }
            let mut out = Vec::new();
            let c = coalesce(Cc10, MemKind::Load, active, &addrs, size, &mut out);
            proptest::prop_assert_eq!(&out, &want);
            proptest::prop_assert_eq!((c.coherent, c.incoherent), (coherent, incoherent));
            proptest::prop_assert_eq!(c.transactions as usize, want.len());
        }

        /// cc 1.2/1.3: each group's transactions as the rule's lane-by-lane statement
        /// (`cc12_half_warp`) makes them, for any lanes, sizes and addresses over a few
        /// segments or many.
        #[test]
        fn cc12_groups_are_served_as_the_rule_says(
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            active in proptest::prelude::any::<u32>(),
            full in proptest::prelude::any::<bool>(),
            words in proptest::collection::vec(0u64..512, 32),
            spread in proptest::sample::select(vec![1u64, 3, 40]),
        ) {
            let active = if full { u32::MAX } else { active };
            let mut addrs: [u64; 32] = std::array::from_fn(|k| 0x1_0000_0000 + words[k] * spread * size as u64);
            if spread == 1 {
                // Runs of consecutive elements from any element (the groups' usual shape).
                addrs = std::array::from_fn(|k| 0x1_0000_0000 + (words[0] + k as u64) * size as u64);
            }
            let group = if size == 16 { 8 } else { 16 };
            for g in 0..32 / group {
                let mask = (active >> (group * g)) & ((1u32 << group) - 1);
                let mut buf = [(0, 0); 16];
                let lanes = active_lanes(mask, &addrs[group * g..], &mut buf);
                let (mut want, mut got) = (Vec::new(), Vec::new());
                if !lanes.is_empty() {
                    cc12_half_warp(lanes, size, &mut want);
                }
                cc12_group(mask, &addrs[group * g..][..group], size, &mut got);
                proptest::prop_assert_eq!(got, want);
            }
        }

        /// The sector rule yields exactly the distinct sectors the active lanes touch, in
        /// ascending order, whether the lanes walk upwards (the full-warp fast paths, for
        /// consecutive words or any ascending addresses), read a row or one element a
        /// half-warp (`half_rows`), touch a few sectors in any order (`few_blocks`), or neither.
        #[test]
        fn sectors_are_the_distinct_touched_sectors(
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            full in proptest::prelude::any::<bool>(),
            ascending in proptest::prelude::any::<bool>(),
            consecutive in proptest::prelude::any::<bool>(),
            few in proptest::prelude::any::<bool>(),
            active in proptest::prelude::any::<u32>(),
            words in proptest::collection::vec(0u64..64, 32),
            halves in proptest::option::of((0u64..80, 0u64..80, proptest::prelude::any::<bool>())),
        ) {
            let mut words = words;
            if few {
                // At most 9 distinct words, far apart: up to 9 sectors, in lane order or not.
                words = words.iter().map(|w| w % 9 * 40).collect();
            }
            if ascending {
                words.sort_unstable();
            }
            if consecutive {
                // Lane k at word `words[0] + k`: the coalesced pattern.
                words = (0..32).map(|k| words[0] + k).collect();
            }
            if let Some((row0, row1, broadcast)) = halves {
                // Each half-warp a row of 16 elements, or one element, at two places (`half_rows`).
                let step = if broadcast { 0 } else { 1 };
                words = (0..32).map(|k| if k < 16 { row0 + k * step } else { row1 + (k - 16) * step }).collect();
            }
            let active = if full { u32::MAX } else { active };
            let addrs: [u64; 32] = std::array::from_fn(|k| 0x1_0000_0000 + words[k] * size as u64);
            let mut out = Vec::new();
            coalesce(Sectors32, MemKind::Load, active, &addrs, size, &mut out);
            let want: std::collections::BTreeSet<u64> =
                (0..32).filter(|l| active >> l & 1 != 0).map(|l| addrs[l] & !31).collect();
            let want: Vec<Transaction> = want.into_iter().map(|addr| Transaction { addr, bytes: 32 }).collect();
            proptest::prop_assert_eq!(out, want);
        }

        /// `contiguous` says exactly whether lane k is at `addrs[0] + k * size` (no wrap past
        /// the top of the address space), for runs, runs with one lane moved, and runs that
        /// would wrap.
        #[test]
        fn contiguous_is_lane_k_at_k_sizes(
            size in proptest::sample::select(vec![1u64, 2, 4, 8, 12, 16]),
            base in proptest::prop_oneof![0u64..1 << 40, u64::MAX - 512..=u64::MAX],
            moved in proptest::option::of((0usize..32, 1u64..64)),
        ) {
            let mut addrs: [u64; 32] = std::array::from_fn(|k| base.wrapping_add(k as u64 * size));
            if let Some((lane, by)) = moved {
                addrs[lane] = addrs[lane].wrapping_add(by);
            }
            let want = (0..32u64).all(|k| base.checked_add(k * size) == Some(addrs[k as usize]));
            proptest::prop_assert_eq!(contiguous(&addrs, size), want);
        }
    }

    #[test]
    fn partly_written_bytes_are_the_lanes_bytes_of_each_partial_sector() {
        for (offset, stride, size, active) in [
            (0u64, 4u64, 4u32, u32::MAX),
            (4, 4, 4, u32::MAX),
            (9, 1, 1, u32::MAX),
            (6, 2, 2, u32::MAX),
            (20, 8, 8, u32::MAX),
            (0, 8, 4, u32::MAX),
            (12, 12, 12, u32::MAX),
            (0, 4, 4, 0x0f0f_0f0f),
            (3, 128, 4, u32::MAX),
        ] {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x1000 + offset + l as u64 * stride);
            check_partly_written_bytes(active, &addrs, size);
        }
    }

    /// `partly_written_bytes` against each lane's bytes counted one by one: the result's bits
    /// are the sectors not written whole, and `bytes` holds the bytes written of each.
    fn check_partly_written_bytes(active: u32, addrs: &[u64; 32], size: u32) {
        let mut txs = Vec::new();
        coalesce(Sectors32, MemKind::Store, active, addrs, size, &mut txs);
        let mut bytes = [7u32; 64];
        let partial = partly_written_bytes(active, addrs, size, &txs, &mut bytes);
        assert_eq!(partial, partly_written(active, addrs, size, &txs));
        for (i, t) in txs.iter().enumerate().take(64) {
            let mut want = 0u32;
            for l in (0..32).filter(|l| active >> l & 1 != 0) {
                for b in addrs[l]..addrs[l] + size as u64 {
                    if b & !31 == t.addr {
                        want |= 1 << (b % 32);
                    }
                }
            }
            let what = format!("{addrs:x?}, size {size}: sector {i}");
            assert_eq!(partial >> i & 1 == 1, want != u32::MAX, "{what}");
            if want != u32::MAX {
                assert_eq!(bytes[i], want, "{what}");
            }
        }
    }

    #[test]
    fn partly_written_bytes_of_runs_walked_downwards_and_of_columns() {
        let top = 0x10_0000u64;
        for size in [1u32, 2, 4, 8, 16] {
            for offset in [0u64, size as u64, 3 * size as u64, 32 - size as u64] {
                // A reversed run, and columns up and down at several pitches.
                for step in [-(size as i64), 32, -32, 36, -36, 4096, -4096, 4100, 40 * size as i64] {
                    let addrs: [u64; 32] =
                        std::array::from_fn(|l| (top as i64 + offset as i64 + step * l as i64) as u64);
                    check_partly_written_bytes(u32::MAX, &addrs, size);
                    // One lane off the progression: the general path.
                    let mut off = addrs;
                    off[7] = off[7].wrapping_add(96);
                    check_partly_written_bytes(u32::MAX, &off, size);
                }
            }
        }
    }

    proptest::proptest! {
        /// Full warps on any progression of aligned elements, up or down, from any start.
        #[test]
        fn partly_written_bytes_of_any_progression(
            start in 0u64..1 << 16,
            step in -300i64..300,
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
        ) {
            let base = (1u64 << 20) + start * size as u64;
            let step = step * size as i64;
            let addrs: [u64; 32] = std::array::from_fn(|l| (base as i64 + step * l as i64) as u64);
            check_partly_written_bytes(u32::MAX, &addrs, size);
        }

        /// Any lanes in any order, over a few sectors (runs of sectors, in any lane order) or
        /// many (sectors with gaps between them).
        #[test]
        fn partly_written_bytes_of_any_lanes(
            slots in proptest::collection::vec(0u64..64, 32),
            active in proptest::prelude::any::<u32>(),
            size in proptest::sample::select(vec![1u32, 2, 4, 8, 16]),
            spread in proptest::sample::select(vec![1u64, 2, 3, 40]),
        ) {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x1_0000 + slots[l] * spread * size as u64);
            check_partly_written_bytes(active, &addrs, size);
        }
    }

    #[test]
    fn partly_written_sectors() {
        let partial = |offset: u64, stride: u64, size: u32, active: u32| {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x1000 + offset + l as u64 * stride);
            let mut txs = Vec::new();
            coalesce(Sectors32, MemKind::Store, active, &addrs, size, &mut txs);
            (partly_written(active, &addrs, size, &txs), txs.len())
        };
        // Aligned words: four whole sectors.
        assert_eq!(partial(0, 4, 4, u32::MAX), (0, 4));
        // One word off: the first and the fifth sector are written in part.
        assert_eq!(partial(4, 4, 4, u32::MAX), (0b10001, 5));
        // Every other word: every sector in part (the general path).
        assert_eq!(partial(0, 8, 4, u32::MAX), ((1 << 8) - 1, 8));
        // A column of a matrix: 32 sectors, 4 bytes of each.
        assert_eq!(partial(0, 4096, 4, u32::MAX), (u32::MAX as u64, 32));
        // 16-byte elements, aligned: whole; half the lanes idle but each pair fills a sector.
        assert_eq!(partial(0, 16, 16, u32::MAX), (0, 16));
        assert_eq!(partial(0, 16, 16, 0x5555_5555), ((1 << 16) - 1, 16));
        assert_eq!(partial(0, 16, 16, 0x0000_ffff).0, 0);
        // 12-byte structs, contiguous: 384 bytes from 0x1000 fill 12 sectors.
        assert_eq!(partial(0, 12, 12, u32::MAX), (0, 12));
    }
}
