//! Warps waiting for the cycle their operands allow. Most waits are a few cycles (arithmetic
//! latencies), so the next 64 cycles are a timing wheel (a bucket per cycle and a bitmask of
//! non-empty buckets: push, due and next are O(1)); longer waits (memory) go to a heap. A
//! bucket is a list threaded through an array indexed by warp slot (a warp waits in one place
//! at a time), so filing a warp allocates nothing and the wheel is two small arrays.
//!
//! Written here rather than taken from a crate: timer-wheel crates keep wall-clock deadlines
//! and handles for cancellation, while this needs integer cycles, no cancellation, and an O(1)
//! "earliest pending cycle" for sleeping SMs.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

const NEAR: u64 = 64;

/// The end of a bucket's list.
const END: u32 = u32::MAX;

#[derive(Debug)]
pub struct Timers {
    /// Bucket `c % 64` holds the warps due at cycle `c`, for `c` within 64 cycles of when they
    /// were filed: the first warp of its list (valid when its bit in `occupied` is set).
    head: [u32; NEAR as usize],
    /// By warp slot: the next warp in its bucket's list.
    next: Vec<u32>,
    /// Bit `i`: bucket `i` is not empty.
    occupied: u64,
    far: BinaryHeap<Reverse<(u64, u32)>>,
    /// The earliest cycle in `far` (`u64::MAX`: none), kept beside `occupied` so a visit
    /// with nothing due reads one place, not the heap.
    far_next: u64,
}

impl Timers {
    /// Empty timers for warp slots `0..slots`.
    pub fn new(slots: usize) -> Timers {
        Timers {
            head: [END; NEAR as usize],
            next: vec![END; slots],
            occupied: 0,
            far: BinaryHeap::new(),
            far_next: u64::MAX,
        }
    }

    /// Files warp `slot` (not filed already), due at cycle `at` (> `now`).
    #[inline]
    pub fn push(&mut self, now: u64, at: u64, slot: u32) {
        debug_assert!(at > now);
        if at - now < NEAR {
            let i = (at % NEAR) as usize;
            let bit = 1u64 << i;
            self.next[slot as usize] = if self.occupied & bit != 0 { self.head[i] } else { END };
            self.head[i] = slot;
            self.occupied |= bit;
        } else {
            self.far.push(Reverse((at, slot)));
            self.far_next = self.far_next.min(at);
        }
    }

    /// Hands every warp due at `now` to `f` (a bucket's warps last filed first) and forgets
    /// it. The caller visits every cycle `next` names, so nothing is ever overdue by more than
    /// the cycle at hand.
    #[inline]
    pub fn take_due(&mut self, now: u64, mut f: impl FnMut(u32)) {
        let i = (now % NEAR) as usize;
        let mut near = END;
        if self.occupied >> i & 1 != 0 {
            self.occupied &= !(1 << i);
            near = self.head[i];
        }
        // One call of `f` in the loop, so the caller's closure is inlined here.
        loop {
            let slot = if near != END {
                let slot = near;
                near = self.next[slot as usize];
                slot
            } else if self.far_next <= now {
                let Reverse((_, slot)) = self.far.pop().expect("far_next names a filed warp");
                self.far_next = self.far.peek().map_or(u64::MAX, |r| r.0 .0);
                slot
            } else {
                break;
            };
            f(slot);
        }
    }

    /// The earliest cycle after `now` at which a warp is due, if any (call after `take_due`).
    #[inline]
    pub fn next(&self, now: u64) -> Option<u64> {
        let near =
            (self.occupied != 0).then(|| now + self.occupied.rotate_right((now % NEAR) as u32).trailing_zeros() as u64);
        let far = (self.far_next != u64::MAX).then_some(self.far_next);
        match (near, far) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warps_come_due_at_their_cycle_near_and_far() {
        let mut t = Timers::new(8);
        t.push(100, 104, 7);
        t.push(100, 104, 3);
        t.push(100, 101, 1);
        t.push(100, 900, 2);
        t.push(100, 163, 5);
        assert_eq!(t.next(100), Some(101));
        let mut due = Vec::new();
        for now in 101..=900 {
            t.take_due(now, |s| due.push((now, s)));
            if let Some(n) = t.next(now) {
                assert!(n > now);
            }
        }
        assert_eq!(due, vec![(101, 1), (104, 3), (104, 7), (163, 5), (900, 2)]);
        assert_eq!(t.next(900), None);
    }

    #[test]
    fn next_skips_to_the_earliest_bucket_across_the_wrap() {
        let mut t = Timers::new(8);
        t.push(60, 70, 1); // bucket 6, after the wrap from 63
        t.push(60, 62, 2);
        assert_eq!(t.next(60), Some(62));
        t.take_due(62, |_| {});
        assert_eq!(t.next(62), Some(70));
    }
}
