//! An SM's instruction cache (`cache.icache_bytes`): when the code a warp reaches is there.
//!
//! Measured on an H100 (calibration/README.md, "What a kernel's code costs"): straight-line
//! code the SM has not run streams in at about 17.6 cycles a 128-byte line (2.2 cycles an
//! instruction for a warp that could issue one a cycle), code it holds issues at a cycle an
//! instruction, code up to 32 KB stays from one trip (and one launch) to the next, and larger
//! code comes in at the cold pace on every trip. The model: lines of 16-byte instructions, one
//! fill unit per SM that brings missing lines one after another, and a next-line prefetch (a
//! warp reaching a line asks for the following one), which together give that stream.

use super::cache::{Cache, Lookup};

/// Bytes of one instruction's code (SASS from cc 7.0 on).
pub(super) const INSTR_BYTES: u64 = 16;
/// Bytes of a line of code.
pub(super) const LINE_BYTES: u64 = 128;
/// Instructions in a line.
pub(super) const LINE_INSTRS: u64 = LINE_BYTES / INSTR_BYTES;
/// Ways of the cache's sets (LRU).
const WAYS: usize = 8;

/// One SM's instruction cache and the fill unit that brings its lines.
pub(super) struct ICache {
    lines: Cache,
    /// Cycles a line takes to come in (`cache.icache_fill_cycles`).
    fill: f64,
    /// When the fill unit has brought everything asked of it so far.
    free: f64,
    /// The last `reach`: its line and what it returned. A warp reaching the same line next
    /// (the usual case: a block's warps move through the code together) finds both lines it
    /// touched still the two most recently used, so skipping their lookups changes no LRU
    /// choice and no time.
    last: (u64, u64),
}

impl ICache {
    /// An empty cache of `bytes` whose fill unit brings a line in `fill_cycles`.
    pub(super) fn new(bytes: u32, fill_cycles: f64) -> ICache {
        ICache { lines: Cache::new(bytes as u64, LINE_BYTES, WAYS), fill: fill_cycles, free: 0.0, last: (u64::MAX, 0) }
    }

    /// The cycle the line of code at `addr` (a multiple of `LINE_BYTES`) is there for a warp that
    /// reaches it at `now`; the line after it, where it is below `end` (the kernel's code ends
    /// there), is asked for too.
    #[inline(always)]
    pub(super) fn reach(&mut self, addr: u64, end: u64, now: u64) -> u64 {
        if addr == self.last.0 {
            return self.last.1;
        }
        self.look_up(addr, end, now)
    }

    /// `reach` for a line other than the last one reached (kept out of the issue loop).
    #[inline(never)]
    fn look_up(&mut self, addr: u64, end: u64, now: u64) -> u64 {
        let ready = self.get(addr, now);
        if addr + LINE_BYTES < end {
            self.get(addr + LINE_BYTES, now);
        }
        self.last = (addr, ready);
        ready
    }

    fn get(&mut self, addr: u64, now: u64) -> u64 {
        match self.lines.lookup(addr) {
            Lookup::Hit(ready) => ready,
            Lookup::Miss => {
                self.free = self.free.max(now as f64) + self.fill;
                let ready = self.free.ceil() as u64;
                self.lines.fill_addr(addr, ready);
                ready
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A warp issuing a cycle an instruction over `lines` lines of straight-line code from cycle
    /// 0: the cycle it issues the last one.
    fn straight(ic: &mut ICache, lines: u64, mut now: u64) -> u64 {
        let end = lines * LINE_BYTES;
        for l in 0..lines {
            now = now.max(ic.reach(l * LINE_BYTES, end, now));
            now += LINE_INSTRS;
        }
        now
    }

    #[test]
    fn code_not_there_streams_in_a_line_per_fill_and_stays_while_it_fits() {
        // 32 KB of cache, 17.6 cycles a line: 64 lines (512 instructions) take 64 fills, then
        // a cycle an instruction on the next trip.
        let mut ic = ICache::new(32 * 1024, 17.6);
        let first = straight(&mut ic, 64, 0);
        assert_eq!(first, (64.0f64 * 17.6).ceil() as u64 + LINE_INSTRS);
        let second = straight(&mut ic, 64, first) - first;
        assert_eq!(second, 64 * LINE_INSTRS);
    }

    #[test]
    fn code_larger_than_the_cache_comes_in_at_the_cold_pace_on_every_trip() {
        // 512 lines (64 KB) through 32 KB of LRU sets: every line is gone when the loop comes
        // back to it.
        let mut ic = ICache::new(32 * 1024, 17.6);
        let first = straight(&mut ic, 512, 0);
        let second = straight(&mut ic, 512, first) - first;
        assert!(second as f64 >= 512.0 * 17.6, "{second}");
        assert!(second as f64 <= 512.0 * 17.6 + 2.0 * 17.6, "{second}");
    }

    #[test]
    fn a_line_another_warp_asked_for_is_not_asked_for_again() {
        let mut ic = ICache::new(32 * 1024, 10.0);
        assert_eq!(ic.reach(0, 4 * LINE_BYTES, 0), 10);
        // The second warp, a cycle later, waits for the same line, and the prefetched next one
        // is there at 20.
        assert_eq!(ic.reach(0, 4 * LINE_BYTES, 1), 10);
        assert_eq!(ic.reach(LINE_BYTES, 4 * LINE_BYTES, 2), 20);
        // The prefetch stops at the kernel's end.
        assert_eq!(ic.reach(3 * LINE_BYTES, 4 * LINE_BYTES, 30), 40);
        assert_eq!(ic.free, 40.0);
    }
}
