//! The L1 miss table of one SM: when each of its sector misses in flight below L1 completes
//! (the `l1_mshrs` bound of `memsys`).
//!
//! Not a table of request entries (a `slab` keyed by request, as the issue first planned): a
//! miss to a sector already in flight is found and merged through the L1 line itself, whose
//! sector holds the cycle its data arrives (`Cache::probe` answers a pending sector with that
//! cycle), so no entry is ever looked up by key. What the bound needs is only how many misses
//! are still in flight at a cycle and when the first of them completes: a multiset of times.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Cycles a miss table's ring covers from its base (a power of two). Misses complete within a
/// DRAM latency plus the queueing ahead of them, mostly well inside it; later ones go to a heap.
const RING: usize = 4096;
// `MissTimes::words` has a bit per word of the ring.
const _: () = assert!(RING / 64 == 64);

/// A multiset of cycles with the earliest found and removed cheaply: how many times fall on
/// each cycle of a ring covering `RING` cycles from `base` (the cycles the table has not yet
/// dropped), with a bit per cycle that holds any, so dropping the cycles up to now clears
/// counts in order and the earliest is the first set bit. A time outside the ring's window
/// (a queue so long that a miss completes `RING` cycles out) goes to a heap beside it. Miss
/// times arrive mostly but not quite in order (an L2 hit after DRAM misses, a shorter DRAM
/// channel queue), which a sorted queue or a heap pays for on every entry.
#[derive(Clone, Debug)]
pub(super) struct MissTimes {
    /// Every time in the ring is in `base..base + RING`, at index `time % RING`.
    base: u64,
    /// Fixed-size arrays, so indexing them by a time modulo `RING` needs no bounds check.
    counts: Box<[u32; RING]>,
    /// Bit `i % 64` of word `i / 64`: `counts[i] != 0`.
    bits: Box<[u64; RING / 64]>,
    /// Bit `w`: `bits[w] != 0` (the ring's 64 words), so the earliest time is two bit scans.
    words: u64,
    in_ring: usize,
    far: BinaryHeap<Reverse<u64>>,
}

impl Default for MissTimes {
    fn default() -> MissTimes {
        MissTimes {
            base: 0,
            counts: Box::new([0; RING]),
            bits: Box::new([0; RING / 64]),
            words: 0,
            in_ring: 0,
            far: BinaryHeap::new(),
        }
    }
}

impl MissTimes {
    pub(super) fn len(&self) -> usize {
        self.in_ring + self.far.len()
    }

    /// Adds time `t`, at cycle `now` (times up to `now` may be dropped meanwhile: they are
    /// complete, and the table only counts the misses in flight once it looks full).
    #[inline(always)]
    pub(super) fn push(&mut self, now: u64, t: u64) {
        if t >= self.base && t - self.base >= RING as u64 && now >= self.base {
            // Move the ring's window up to now.
            self.drop_until(now);
        }
        if t >= self.base && t - self.base < RING as u64 {
            let i = t as usize % RING;
            self.counts[i] += 1;
            self.bits[i / 64] |= 1 << (i % 64);
            self.words |= 1 << (i / 64);
            self.in_ring += 1;
        } else {
            self.far.push(Reverse(t));
        }
    }

    /// The earliest time in the ring.
    #[inline(always)]
    fn ring_first(&self) -> Option<u64> {
        if self.in_ring == 0 {
            return None;
        }
        // From the base's word, the first one masked below the base: the ring holds no time
        // before the base, so the first set bit in this order is the earliest. Then the next
        // word holding any (in ring order), and last the base's word below the base.
        let b = self.base as usize % RING;
        let (w0, bit0) = (b / 64, b % 64);
        let first = self.bits[w0] & (!0u64 << bit0);
        let found = if first != 0 {
            w0 * 64 + first.trailing_zeros() as usize
        } else {
            let others = self.words & !(1u64 << w0);
            let w = if others != 0 {
                (w0 + 1 + others.rotate_right((w0 as u32 + 1) % 64).trailing_zeros() as usize) % 64
            } else {
                w0
            };
            w * 64 + self.bits[w].trailing_zeros() as usize
        };
        Some(self.base + ((found + RING - b) % RING) as u64)
    }

    /// The earliest time held.
    #[cfg(test)]
    fn first(&self) -> Option<u64> {
        match (self.ring_first(), self.far.peek()) {
            (Some(a), Some(&Reverse(b))) => Some(a.min(b)),
            (a, b) => a.or(b.map(|&Reverse(t)| t)),
        }
    }

    /// Takes one time `t` out of the ring.
    #[inline(always)]
    fn take(&mut self, t: u64) {
        let i = t as usize % RING;
        self.counts[i] -= 1;
        if self.counts[i] == 0 {
            self.bits[i / 64] &= !(1 << (i % 64));
            if self.bits[i / 64] == 0 {
                self.words &= !(1 << (i / 64));
            }
        }
        self.in_ring -= 1;
    }

    /// Removes and returns the earliest time held.
    #[inline(always)]
    pub(super) fn pop_first(&mut self) -> Option<u64> {
        match (self.ring_first(), self.far.peek()) {
            (Some(a), Some(&Reverse(b))) if b < a => self.far.pop().map(|Reverse(t)| t),
            (Some(a), _) => {
                self.take(a);
                Some(a)
            }
            (None, _) => self.far.pop().map(|Reverse(t)| t),
        }
    }

    /// Removes every time at or before `now`; the ring then starts at `now + 1`.
    #[inline(always)]
    pub(super) fn drop_until(&mut self, now: u64) {
        if now >= self.base {
            if self.in_ring == 0 {
                // Nothing to clear.
            } else if now - self.base >= RING as u64 {
                self.zero_ring();
            } else {
                // Word by word over the cycles `base..=now`.
                let mut t = self.base;
                while t <= now && self.in_ring != 0 {
                    let i = t as usize % RING;
                    let (w, bit) = (i / 64, i % 64);
                    let width = (now - t + 1).min(64 - bit as u64) as u32;
                    let mask = if width == 64 { !0 } else { ((1u64 << width) - 1) << bit };
                    let mut x = self.bits[w] & mask;
                    while x != 0 {
                        let j = w * 64 + x.trailing_zeros() as usize;
                        self.in_ring -= self.counts[j] as usize;
                        self.counts[j] = 0;
                        x &= x - 1;
                    }
                    self.bits[w] &= !mask;
                    if self.bits[w] == 0 {
                        self.words &= !(1 << w);
                    }
                    t += width as u64;
                }
            }
            self.base = now + 1;
        }
        while self.far.peek().is_some_and(|&Reverse(t)| t <= now) {
            self.far.pop();
        }
    }

    /// Empties the ring (its counts, bits and `in_ring`); where it holds few times, by zeroing
    /// only their entries (found through `words` and `bits`): zeroing all 16 KB of each SM's ring at a
    /// flush before every launch (2 MB on `hopper`) was most of the time of a run of many
    /// short launches.
    fn zero_ring(&mut self) {
        if self.in_ring > RING / 16 {
            // Many cycles hold a time: one pass over the arrays costs less than one per time.
            self.counts.fill(0);
            self.bits.fill(0);
        } else {
            let mut words = self.words;
            while words != 0 {
                let w = words.trailing_zeros() as usize;
                words &= words - 1;
                let mut bits = self.bits[w];
                while bits != 0 {
                    self.counts[w * 64 + bits.trailing_zeros() as usize] = 0;
                    bits &= bits - 1;
                }
                self.bits[w] = 0;
            }
        }
        debug_assert!(self.counts.iter().all(|&c| c == 0) && self.bits.iter().all(|&b| b == 0));
        self.words = 0;
        self.in_ring = 0;
    }

    /// Empties the table.
    pub(super) fn clear(&mut self) {
        self.zero_ring();
        self.base = 0;
        self.far.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The miss table's times behave as a min-heap once the times up to now are dropped
        /// (a push may drop them early: they are complete): same length, same earliest, same
        /// order of removal, whatever order times arrive in (within its ring's window, beyond
        /// it, before the cycle last dropped); dropping the times up to a cycle leaves the
        /// later ones.
        #[test]
        fn miss_times_give_the_earliest_first(ops in proptest::collection::vec((0u64..400, 0u8..41), 0..400)) {
            let mut table = MissTimes::default();
            let mut heap = BinaryHeap::new();
            let mut now = 0;
            for (dt, op) in ops {
                now += dt % 7;
                let drop = |table: &mut MissTimes, heap: &mut BinaryHeap<Reverse<u64>>, until: u64| {
                    table.drop_until(until);
                    heap.retain(|&Reverse(t)| t > until);
                };
                match op {
                    0 => {
                        drop(&mut table, &mut heap, now);
                        proptest::prop_assert_eq!(table.pop_first(), heap.pop().map(|Reverse(t)| t));
                    }
                    1 => drop(&mut table, &mut heap, now + dt % 50),
                    // A time beyond the ring's window, and a jump in time (the ring wraps).
                    2 => {
                        table.push(now, now + dt * 16);
                        heap.push(Reverse(now + dt * 16));
                    }
                    3 => now += dt * 13,
                    // Now and then a flush empties it.
                    40 => {
                        table.clear();
                        heap.clear();
                    }
                    _ => {
                        // Mostly later than the last, sometimes earlier (as hits after misses are).
                        table.push(now, now + dt);
                        heap.push(Reverse(now + dt));
                        continue;
                    }
                }
                if op < 2 || op == 40 {
                    proptest::prop_assert_eq!(table.len(), heap.len());
                    proptest::prop_assert_eq!(table.first(), heap.peek().map(|&Reverse(t)| t));
                }
            }
        }
    }

    /// A cleared table, sparse or dense (fewer or more than `RING / 16` times held, the two
    /// ways `zero_ring` clears), holds nothing and then behaves as a new one.
    #[test]
    fn a_cleared_table_behaves_as_a_new_one() {
        for held in [0u64, 1, 100, 300, 5000] {
            let mut used = MissTimes::default();
            for i in 0..held {
                used.push(i / 3, 1000 + (i * 7919) % 3000);
            }
            used.push(0, 1 << 20);
            used.clear();
            assert_eq!((used.len(), used.first()), (0, None), "{held} held");
            let mut fresh = MissTimes::default();
            for t in [500u64, 40, 4000, 90, 90, 12_000] {
                used.push(10, t);
                fresh.push(10, t);
            }
            for now in [0, 60, 95, 4100, 20_000] {
                used.drop_until(now);
                fresh.drop_until(now);
                assert_eq!((used.len(), used.first()), (fresh.len(), fresh.first()), "{held} held, at {now}");
            }
        }
    }
}
