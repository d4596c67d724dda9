//! The memory system below the SMs: per-SM L1 for global loads, a shared L2 cut into slices,
//! and DRAM with a latency and a bandwidth. Times are core cycles. L1 drops a stored sector
//! (write-evict); a write-back L2 keeps stores dirty until their line is pushed out.
//!
//! The L2's 128-byte lines are spread over its slices by a hash of the address; each slice
//! holds its share of the capacity and serves `l2_slice_bytes_per_cycle` through its port, so
//! many SMs hitting one slice queue there, and the L2's bandwidth is bounded (the slices' sum).
//!
//! Caches are sectored (32-byte sectors) and set-associative with LRU replacement. A line
//! remembers when its data arrives: a later access to a sector still in flight waits for that
//! fill instead of going to memory again, which is how outstanding misses to one line merge.
//! DRAM serves transfers one after another at `dram_bytes_per_cycle`; queueing under load
//! pushes latency past its unloaded value. Where the preset gives `dram_loaded_latency`, a read
//! also waits longer as the DRAM's recent traffic (writes weighted) nears its bandwidth, as
//! measured on an H100, before any channel's queue is full. Each SM holds at most `l1_mshrs`
//! sector misses in flight below its L1 (merged misses take none): one more waits for the first
//! to complete, which bounds the memory-level parallelism a single SM can reach.

use super::coalesce::Transaction;
use crate::config::GpuConfig;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const SECTOR: u64 = 32;
/// The loaded-latency ring: `BUCKETS` buckets of `BUCKET_CYCLES` cycles, the current one and
/// the seven before it (896 cycles, about one loaded DRAM round trip) that price a read.
const BUCKET_CYCLES: u64 = 128;
const BUCKETS: usize = 8;

/// `points` (`[x, y]`, x rising) joined by straight lines at `x`: the first y before the
/// first point, the last y after the last.
fn interpolate(points: &[[f64; 2]], x: f64) -> f64 {
    match points.iter().position(|p| p[0] > x) {
        None => points.last().map_or(0.0, |p| p[1]),
        Some(0) => points[0][1],
        Some(i) => {
            let ([x0, y0], [x1, y1]) = (points[i - 1], points[i]);
            y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        }
    }
}

/// A cycle count as the queues' fractional time (through i64: x86 converts signed integers in
/// one instruction, unsigned ones in several; the same value below 2^63 cycles).
#[inline(always)]
fn as_f64(t: u64) -> f64 {
    t as i64 as f64
}

/// The first whole cycle at or after queue time `t` (>= 0; through i64 as `as_f64`).
#[inline(always)]
fn ceil_cycle(t: f64) -> u64 {
    t.ceil() as i64 as u64
}

/// Lines of up to 128 bytes: four sectors.
const MAX_SECTORS: usize = 4;

/// What a line holds besides its tag, validity and age, as words: word 0 has a bit per
/// 32-byte sector present (bits 0-7) and per sector written since it was filled (bits 8-15; a
/// write-back cache writes those to memory when the line is pushed out); word 1 + i is when
/// sector i arrives. Plain words, so a cache's arrays are all zero-initialised ones, which the
/// allocator takes as untouched zeroed pages from the system: a large L2 (`hopper`'s 50 MB
/// model takes 23 MB) costs no time or memory for lines that never fill.
type Sectors = [u64; 1 + MAX_SECTORS];
const DIRTY_SHIFT: u32 = 8;

/// A sectored, set-associative, LRU cache. Line `i` of set `s` is entry `s * ways + i` of each
/// per-line array; the arrays are separate so that searching a set reads only its keys (and
/// choosing a victim only their ages). A flush bumps a generation instead of touching the
/// lines: a line's key is its tag and the generation it was filled in, in one word.
#[derive(Clone, Debug)]
pub struct Cache {
    line: u64,
    ways: usize,
    sets: u64,
    /// log2 of `line` and `sets - 1` when they are powers of two (the usual case), so locating
    /// an address costs shifts and masks instead of two 64-bit divisions.
    line_shift: Option<u32>,
    set_mask: Option<u64>,
    /// With hashed sets (`cache.l1_hashed_sets`) and a power-of-two set count: log2 of the
    /// set count, the width of the digits folded into the set bits (0: not so).
    fold: u32,
    /// Hashed sets for a set count that is no power of two (`spread` of the line number).
    spread_sets: bool,
    /// Per line: its key (`tag << GEN_BITS | generation`, valid when the generation is `gen`);
    /// the `clock` of its last access; its sectors.
    keys: Vec<u64>,
    last_use: Vec<u64>,
    sectors: Vec<Sectors>,
    /// Per set: how many of its lines hold data of the current generation (low 16 bits), and
    /// that generation (above them; another one means none). Lines fill in order and stay
    /// valid until a flush, so they are the set's first lines and its victim while it is not
    /// full is the next one: a miss searches only those, without ranking by age.
    filled: Vec<u32>,
    /// The line last found or filled (a hint: checked before use).
    recent: usize,
    clock: u64,
    /// The current generation, 1 to `GEN_MASK` (0 marks lines never filled).
    gen: u64,
}

/// Low bits of a line's key: the generation it was filled in. The tag (the line number, below
/// 2^56 for every address warpsim makes: device memory, and local memory at 2^56 bytes up)
/// sits above them.
const GEN_BITS: u32 = 8;
const GEN_MASK: u64 = (1 << GEN_BITS) - 1;

/// A line pushed out with dirty sectors: its address (as the cache saw it) and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Victim {
    pub addr: u64,
    pub dirty: u32,
}

/// Where a missed sector goes: a line of the set, whether it must be (re)allocated, and the
/// key and sector the probe found for the address (so the fill need not locate it again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    line: usize,
    fresh: bool,
    key: u64,
    sector: usize,
}

/// Result of a probe: a hit, or the slot a fill would use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Probe {
    Hit { ready: u64, slot: Slot },
    Miss(Slot),
}

/// Result of a cache lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Present; the data is (or will be) there at this cycle.
    Hit(u64),
    Miss,
}

impl Cache {
    pub fn new(bytes: u64, line: u64, ways: usize) -> Cache {
        Cache::with_sets(bytes, line, ways, false)
    }

    /// As `new`; with `hashed`, a line's set is its line number with the higher digits (base
    /// the set count) folded in, by exclusive or for a power-of-two set count (by `spread`'s
    /// sums otherwise), so lines a power-of-two stride apart spread over the sets.
    pub fn with_sets(bytes: u64, line: u64, ways: usize, hashed: bool) -> Cache {
        let line = line.clamp(SECTOR, SECTOR * MAX_SECTORS as u64);
        let sets = (bytes / (line * ways as u64)).max(1);
        Cache {
            line,
            ways,
            sets,
            line_shift: line.is_power_of_two().then(|| line.trailing_zeros()),
            set_mask: sets.is_power_of_two().then_some(sets - 1),
            fold: if hashed && sets.is_power_of_two() { sets.trailing_zeros() } else { 0 },
            spread_sets: hashed && !sets.is_power_of_two(),
            keys: vec![0; sets as usize * ways],
            last_use: vec![0; sets as usize * ways],
            sectors: vec![[0; 1 + MAX_SECTORS]; sets as usize * ways],
            filled: vec![0; sets as usize],
            recent: 0,
            clock: 0,
            gen: 1,
        }
    }

    /// Empties the cache, as a freshly built one.
    pub fn flush(&mut self) {
        self.gen += 1;
        if self.gen > GEN_MASK {
            // After 255 flushes, start over for real so no stale line can look valid.
            self.keys.fill(0);
            self.filled.fill(0);
            self.gen = 1;
        }
        self.clock = 0;
    }

    /// (first line of the set, tag, sector).
    #[inline]
    fn locate(&self, addr: u64) -> (usize, u64, usize) {
        let (line_no, within) = match self.line_shift {
            Some(sh) => (addr >> sh, addr & (self.line - 1)),
            None => (addr / self.line, addr % self.line),
        };
        debug_assert!(line_no < 1 << (64 - GEN_BITS), "address {addr:#x} beyond the tags a key holds");
        let set = match self.set_mask {
            Some(m) if self.fold > 0 => {
                let f = self.fold;
                ((line_no ^ line_no >> f ^ line_no >> (2 * f) ^ line_no >> (3 * f)) & m) as usize
            }
            Some(m) => (line_no & m) as usize,
            None if self.spread_sets => spread(line_no, self.sets),
            None => (line_no % self.sets) as usize,
        };
        (set * self.ways, line_no, (within / SECTOR) as usize)
    }

    pub fn lookup(&mut self, addr: u64) -> Lookup {
        match self.probe(addr) {
            Probe::Hit { ready, .. } => Lookup::Hit(ready),
            Probe::Miss(_) => Lookup::Miss,
        }
    }

    /// A lookup that, on a miss, also names the line a fill of `addr` would use (the line
    /// holding other sectors of it, else the victim), so the fill need not search again.
    #[inline(always)]
    fn probe(&mut self, addr: u64) -> Probe {
        self.clock += 1;
        let (first, tag, sector) = self.locate(addr);
        let key = tag << GEN_BITS | self.gen;
        let end = first + self.ways;
        let keys = &self.keys[first..end];
        // The line holding `tag`: at most one line of the cache does (a fill reuses it, and a
        // tag names its set), so the line last used, when it holds `tag`, is the one; that is
        // the case for the other sectors of a line just accessed.
        let r = self.recent;
        let line = if self.keys[r] == key {
            r
        } else {
            let filled = self.filled_lines(first);
            if filled < self.ways {
                // A set not yet full: its first `filled` lines hold data, the next is free.
                match keys[..filled].iter().position(|&k| k == key) {
                    Some(i) => first + i,
                    None => return Probe::Miss(Slot { line: first + filled, fresh: true, key, sector }),
                }
            } else {
                // A full set: one pass finds the line holding `tag` or, failing that, the
                // least recently used (every line of a full set holds data).
                let ages = &self.last_use[first..end];
                let (mut victim, mut best) = (0, u64::MAX);
                let mut found = None;
                for i in 0..keys.len() {
                    if keys[i] == key {
                        found = Some(first + i);
                        break;
                    }
                    if ages[i] < best {
                        (victim, best) = (i, ages[i]);
                    }
                }
                match found {
                    Some(line) => line,
                    None => return Probe::Miss(Slot { line: first + victim, fresh: true, key, sector }),
                }
            }
        };
        self.probe_line(line, key, sector)
    }

    /// How many lines of the set starting at line `first` hold data (see `filled`).
    #[inline(always)]
    fn filled_lines(&self, first: usize) -> usize {
        filled_count(self.filled[first / self.ways], self.gen)
    }

    /// The end of a probe that found its line, `line`, holding `key`: a hit when `sector` is
    /// there (the line's age moves up), else a miss that fills into this line.
    #[inline(always)]
    fn probe_line(&mut self, line: usize, key: u64, sector: usize) -> Probe {
        self.recent = line;
        let s = &self.sectors[line];
        if s[0] >> sector & 1 != 0 {
            self.last_use[line] = self.clock;
            return Probe::Hit { ready: s[1 + sector], slot: Slot { line, fresh: false, key, sector } };
        }
        Probe::Miss(Slot { line, fresh: false, key, sector })
    }

    /// The sector of its line that `addr` falls in, for a cache whose line is a power of two.
    #[inline(always)]
    fn sector_of(&self, addr: u64) -> usize {
        ((addr & (self.line - 1)) / SECTOR) as usize
    }

    /// `probe` of sector `sector` of the line the last probe or fill used, known to hold `key`
    /// (another sector of a line just accessed): the same outcome, without finding the line.
    #[inline(always)]
    fn probe_recent(&mut self, key: u64, sector: usize) -> Probe {
        self.clock += 1;
        debug_assert_eq!(self.keys[self.recent], key, "the line last used holds the key");
        self.probe_line(self.recent, key, sector)
    }

    /// `probe` of `addr`; `recent`: the key of the line the last probe or fill used, when that
    /// line holds `addr` (see `probe_recent`).
    #[inline(always)]
    fn probe_known(&mut self, addr: u64, recent: Option<u64>) -> Probe {
        match recent {
            Some(key) => self.probe_recent(key, self.sector_of(addr)),
            None => self.probe(addr),
        }
    }

    /// Records that the sector holding `addr` arrives at `ready` (allocating its line). Returns
    /// what a line pushed out to make room held dirty (see `fill_slot`).
    #[inline(always)]
    pub fn fill(&mut self, addr: u64, ready: u64) -> Option<Victim> {
        self.fill_at(addr, None, ready).0
    }

    /// `fill` (`recent` as for `probe_known`), also returning where the sector went.
    #[inline(always)]
    fn fill_at(&mut self, addr: u64, recent: Option<u64>, ready: u64) -> (Option<Victim>, Slot) {
        let slot = match self.probe_known(addr, recent) {
            // A fill of a present sector only moves its arrival time.
            Probe::Hit { slot, .. } => slot,
            Probe::Miss(slot) => slot,
        };
        // The probe counted as an access: the fill is the same one.
        self.clock -= 1;
        (self.fill_slot(slot, ready), slot)
    }

    /// A write of the sector holding `addr` whose data is there at `ready`: as `fill`, and the
    /// sector is dirty until its line is pushed out. The whole sector counts as written (the
    /// cache keeps no byte masks), so a later read of it hits.
    #[inline(always)]
    pub fn write(&mut self, addr: u64, ready: u64) -> Option<Victim> {
        self.write_at(addr, None, ready).0
    }

    /// `write` (`recent` as for `probe_known`), also returning where the sector went.
    #[inline(always)]
    fn write_at(&mut self, addr: u64, recent: Option<u64>, ready: u64) -> (Option<Victim>, Slot) {
        let (victim, slot) = self.fill_at(addr, recent, ready);
        self.sectors[slot.line][0] |= 1 << (DIRTY_SHIFT as usize + slot.sector);
        (victim, slot)
    }

    /// Fills the sector holding `addr` into the line a missed `probe` named. When that pushes
    /// out a valid line with dirty sectors, returns it (for a write-back to memory).
    #[inline(always)]
    fn fill_slot(&mut self, slot: Slot, ready: u64) -> Option<Victim> {
        self.clock += 1;
        let (line, sector) = (slot.line, slot.sector);
        self.recent = line;
        let s = &mut self.sectors[line];
        let mut victim = None;
        if slot.fresh {
            let old = self.keys[line];
            let dirty = s[0] >> DIRTY_SHIFT;
            if old & GEN_MASK != self.gen {
                // A line of the set not used since the flush: the set's next (see `filled`).
                let set = line / self.ways;
                let n = filled_count(self.filled[set], self.gen);
                debug_assert_eq!(line, set * self.ways + n, "sets fill in order");
                self.filled[set] = (self.gen as u32) << 16 | (n as u32 + 1);
            } else if dirty != 0 {
                victim = Some(Victim { addr: (old >> GEN_BITS) * self.line, dirty: dirty.count_ones() });
            }
            self.keys[line] = slot.key;
            *s = [0; 1 + MAX_SECTORS];
        }
        s[0] |= 1 << sector;
        s[1 + sector] = ready;
        self.last_use[line] = self.clock;
        victim
    }

    /// Drops the sector holding `addr` (write-evict L1s).
    #[inline(always)]
    pub fn evict(&mut self, addr: u64) {
        let (first, tag, sector) = self.locate(addr);
        let key = tag << GEN_BITS | self.gen;
        // At most one line holds `key`: the one last used, for the other sectors of a line
        // just stored to.
        let line = if self.keys[self.recent] == key {
            Some(self.recent)
        } else {
            (first..first + self.ways).find(|&i| self.keys[i] == key)
        };
        if let Some(i) = line {
            self.sectors[i][0] &= !(1 << sector);
            self.recent = i;
        }
    }
}

/// The lines of a set that hold data, from its `Cache::filled` entry `f` and the cache's
/// generation `gen`.
#[inline(always)]
fn filled_count(f: u32, gen: u64) -> usize {
    if (f >> 16) as u64 == gen {
        (f & 0xffff) as usize
    } else {
        0
    }
}

/// Which of `n` channels or slices block number `block` maps to: the block number with its
/// higher digits (base `n`) folded in, so consecutive blocks still rotate over every one and
/// strides that are multiples of `n` spread too. (Shifts and masks for power-of-two counts; the
/// same sums.)
#[inline]
fn spread(block: u64, n: u64) -> usize {
    if n.is_power_of_two() {
        let s = n.trailing_zeros();
        (block.wrapping_add(block >> s).wrapping_add(block >> (2 * s)) & (n - 1)) as usize
    } else {
        ((block + block / n + block / (n * n)) % n) as usize
    }
}

/// Ways of an L2 slice of `lines` 128-byte lines: 16, or the nearest count up to 32 that makes
/// the set count a power of two (sets are then found with a mask, not a division).
fn l2_ways(lines: u64) -> usize {
    (16..=32).find(|&w| lines % w == 0 && (lines / w).is_power_of_two()).unwrap_or(16) as usize
}

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
struct MissTimes {
    /// Every time in the ring is in `base..base + RING`, at index `time % RING`.
    base: u64,
    counts: Vec<u32>,
    /// Bit `i % 64` of word `i / 64`: `counts[i] != 0`.
    bits: Vec<u64>,
    /// Bit `w`: `bits[w] != 0` (the ring's 64 words), so the earliest time is two bit scans.
    words: u64,
    in_ring: usize,
    far: BinaryHeap<Reverse<u64>>,
}

impl Default for MissTimes {
    fn default() -> MissTimes {
        MissTimes {
            base: 0,
            counts: vec![0; RING],
            bits: vec![0; RING / 64],
            words: 0,
            in_ring: 0,
            far: BinaryHeap::new(),
        }
    }
}

impl MissTimes {
    fn len(&self) -> usize {
        self.in_ring + self.far.len()
    }

    /// Adds time `t`, at cycle `now` (times up to `now` may be dropped meanwhile: they are
    /// complete, and the table only counts the misses in flight once it looks full).
    #[inline(always)]
    fn push(&mut self, now: u64, t: u64) {
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
    fn pop_first(&mut self) -> Option<u64> {
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
    fn drop_until(&mut self, now: u64) {
        if now >= self.base {
            if self.in_ring == 0 {
                // Nothing to clear.
            } else if now - self.base >= RING as u64 {
                self.counts.fill(0);
                self.bits.fill(0);
                self.words = 0;
                self.in_ring = 0;
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

    fn clear(&mut self) {
        self.counts.fill(0);
        self.bits.fill(0);
        self.words = 0;
        self.in_ring = 0;
        self.base = 0;
        self.far.clear();
    }
}

/// What the sectors of one line already found below L1, for the next: the key of the L2 line
/// (the slice's line used last) and the DRAM channel.
#[derive(Clone, Copy, Default)]
struct LineKnown {
    l2_key: Option<u64>,
    channel: Option<usize>,
}

/// Where the sectors of one instruction's transactions have got to: the 128-byte line of the
/// last sector (its L2 slice and line there, and what was found below L1) and its L1 line
/// (that line's key in the L1, once found). Between two sectors of one instruction nothing
/// else touches the caches, so a cache's line last used is still the one that holds the next
/// sector of the same line: it is not looked up again.
struct Cursor {
    /// log2 of the SM's L1 line (None: no L1, or a line that is no power of two, whose
    /// sectors are looked up one by one).
    l1_shift: Option<u32>,
    line: u64,
    l2: Option<(usize, u64)>,
    known: LineKnown,
    l1_line: u64,
    l1_key: Option<u64>,
}

impl Cursor {
    fn new(l1: Option<&Cache>) -> Cursor {
        Cursor {
            l1_shift: l1.and_then(|c| c.line_shift),
            line: u64::MAX,
            l2: None,
            known: LineKnown::default(),
            l1_line: u64::MAX,
            l1_key: None,
        }
    }
}

/// Memory-system counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MemStats {
    pub l1_hits: u64,
    pub l1_misses: u64,
    pub l2_hits: u64,
    pub l2_misses: u64,
    pub dram_read_bytes: u64,
    pub dram_write_bytes: u64,
    /// L1 misses that waited for a free miss entry (every one of the SM's `l1_mshrs` in flight).
    pub l1_mshr_waits: u64,
}

pub struct MemorySystem {
    l1: Vec<Option<Cache>>,
    /// Per SM: when each of its sector misses in flight below L1 completes (the completed ones
    /// are dropped when the table looks full). Times are all the table needs: merging is the
    /// caches' (a sector in flight is a hit that waits for its fill), so entries carry no
    /// request to look up.
    mshrs: Vec<MissTimes>,
    mshr_capacity: usize,
    /// The L2's slices (empty: no L2), and when each slice's port is free (relative to
    /// `epoch`, as the DRAM channels).
    l2: Vec<Cache>,
    l2_free: Vec<f64>,
    /// Cycles one sector occupies a slice's port (0: unlimited), and a store that writes part
    /// of a sector.
    l2_sector_cycles: f64,
    l2_partial_cycles: f64,
    l2_write_back: bool,
    l1_hit: u64,
    l2_hit: u64,
    dram_latency: u64,
    /// Bandwidth of one channel, bytes per cycle, and the cycles a sector takes on it.
    bytes_per_cycle: f64,
    dram_sector_cycles: f64,
    /// When each DRAM channel finishes the transfers queued on it so far.
    dram_free: Vec<f64>,
    dram_hash: bool,
    /// Cycle the DRAM queues count from (the channels' fractional times are relative to it, so
    /// results do not depend on how late in a run the memory system was created).
    pub epoch: u64,
    pub stats: MemStats,
    /// Loaded latency (`cache.dram_loaded_latency`; empty: none): DRAM traffic in bytes (writes
    /// weighted) per 128-cycle bucket, in a ring of `BUCKETS`; the current bucket; the extra
    /// latency of a read in it (from the buckets before it); the model's points; the traffic
    /// of the whole DRAM at full rate over the buckets counted.
    traffic: [f64; BUCKETS],
    bucket: u64,
    extra: u64,
    loaded: Vec<[f64; 2]>,
    write_weight: f64,
    full_traffic: f64,
    /// Running totals over every launch (the trace's counters; `stats` is per launch).
    pub total_dram_bytes: u64,
    pub total_l2_hits: u64,
    pub total_l2_misses: u64,
}

impl MemorySystem {
    pub fn new(gpu: &GpuConfig) -> MemorySystem {
        let c = &gpu.cache;
        let l1 = (0..gpu.gpu.sms)
            .map(|_| {
                (c.l1_bytes > 0).then(|| Cache::with_sets(c.l1_bytes as u64, c.l1_line as u64, 4, c.l1_hashed_sets))
            })
            .collect();
        let slices = if c.l2_bytes > 0 { c.l2_slices.max(1) as u64 } else { 0 };
        let l2: Vec<Cache> = (0..slices)
            .map(|_| {
                let bytes = c.l2_bytes / slices;
                Cache::new(bytes, 128, l2_ways(bytes / 128))
            })
            .collect();
        let sector_cycles =
            if c.l2_slice_bytes_per_cycle > 0.0 { SECTOR as f64 / c.l2_slice_bytes_per_cycle } else { 0.0 };
        MemorySystem {
            l1,
            mshrs: vec![MissTimes::default(); gpu.gpu.sms as usize],
            mshr_capacity: (c.l1_mshrs as usize).max(1),
            l2_free: vec![0.0; l2.len()],
            l2_write_back: c.l2_write_back,
            l2_partial_cycles: sector_cycles * c.l2_partial_write_factor,
            l2_sector_cycles: sector_cycles,
            l2,
            l1_hit: c.l1_hit_latency as u64,
            l2_hit: c.l2_hit_latency as u64,
            dram_latency: gpu.memory.dram_latency as u64,
            bytes_per_cycle: c.dram_bytes_per_cycle / c.dram_channels.max(1) as f64,
            dram_sector_cycles: SECTOR as f64 / (c.dram_bytes_per_cycle / c.dram_channels.max(1) as f64),
            dram_free: vec![0.0; c.dram_channels.max(1) as usize],
            dram_hash: c.dram_address_hash,
            epoch: 0,
            stats: MemStats::default(),
            traffic: [0.0; BUCKETS],
            bucket: 0,
            extra: 0,
            loaded: c.dram_loaded_latency.clone(),
            write_weight: c.dram_write_weight,
            full_traffic: c.dram_bytes_per_cycle * (BUCKET_CYCLES * (BUCKETS as u64 - 1)) as f64,
            total_dram_bytes: 0,
            total_l2_hits: 0,
            total_l2_misses: 0,
        }
    }

    /// Empties the caches and the DRAM queues and starts counting time at `epoch`: the state of
    /// a freshly built memory system, without reallocating it. Running totals are kept. Dirty
    /// L2 lines are dropped unwritten: like a profiler's cache flush between kernels, their
    /// write-back is charged to no launch.
    pub fn flush(&mut self, epoch: u64) {
        for c in self.l1.iter_mut().flatten() {
            c.flush();
        }
        for m in &mut self.mshrs {
            m.clear();
        }
        for l2 in &mut self.l2 {
            l2.flush();
        }
        self.l2_free.fill(0.0);
        self.dram_free.fill(0.0);
        self.traffic = [0.0; BUCKETS];
        self.extra = 0;
        self.epoch = epoch;
        self.stats = MemStats::default();
    }

    /// Queues a DRAM transfer at `addr` on its channel, starting no earlier than `now`;
    /// returns when it completes. Channels interleave every 256 bytes.
    #[inline(always)]
    fn dram(&mut self, now: u64, addr: u64, bytes: u32) -> u64 {
        let ch = self.channel(addr);
        self.dram_on(ch, now, bytes)
    }

    /// The DRAM channel serving `addr`.
    #[inline(always)]
    fn channel(&self, addr: u64) -> usize {
        let block = addr / 256;
        let n = self.dram_free.len() as u64;
        if self.dram_hash {
            spread(block, n)
        } else {
            (block % n) as usize
        }
    }

    /// `dram` on channel `ch`.
    #[inline(always)]
    fn dram_on(&mut self, ch: usize, now: u64, bytes: u32) -> u64 {
        // A sector's transfer time is worked out once (the same quotient, without a division).
        let cycles = if bytes == SECTOR as u32 { self.dram_sector_cycles } else { bytes as f64 / self.bytes_per_cycle };
        let free = &mut self.dram_free[ch];
        let start = free.max(as_f64(now.saturating_sub(self.epoch)));
        *free = start + cycles;
        ceil_cycle(*free) + self.epoch
    }

    /// Moves the traffic ring to the bucket of cycle `now` (a later one than the current; an
    /// earlier time counts in the current bucket) and prices a read in it.
    #[inline(always)]
    fn traffic_at(&mut self, now: u64) {
        if now / BUCKET_CYCLES > self.bucket {
            self.next_bucket(now / BUCKET_CYCLES);
        }
    }

    /// `traffic_at` when the bucket moves on (every 128 cycles at most).
    #[inline(never)]
    fn next_bucket(&mut self, b: u64) {
        if b - self.bucket >= BUCKETS as u64 {
            self.traffic = [0.0; BUCKETS];
        } else {
            for k in self.bucket + 1..=b {
                self.traffic[(k % BUCKETS as u64) as usize] = 0.0;
            }
        }
        self.bucket = b;
        // The buckets before the current one, as a share of what the DRAM could move in them.
        let recent: f64 = self.traffic.iter().sum::<f64>() / self.full_traffic;
        self.extra = interpolate(&self.loaded, recent).round() as u64;
    }

    /// A DRAM read at `now` of `bytes` when the loaded latency is modelled: the cycles it
    /// waits beyond the unloaded latency (noting its traffic).
    #[inline]
    fn loaded_read(&mut self, now: u64, bytes: u64) -> u64 {
        if self.loaded.is_empty() {
            return 0;
        }
        self.traffic_at(now);
        self.traffic[(self.bucket % BUCKETS as u64) as usize] += bytes as f64;
        self.extra
    }

    /// Notes a DRAM write at `now` of `bytes` for the loaded latency.
    #[inline]
    fn loaded_write(&mut self, now: u64, bytes: u64) {
        if self.loaded.is_empty() {
            return;
        }
        self.traffic_at(now);
        self.traffic[(self.bucket % BUCKETS as u64) as usize] += bytes as f64 * self.write_weight;
    }

    /// A load transaction from SM `sm` issued at `now`: the cycle its data is back.
    pub fn load(&mut self, sm: usize, now: u64, t: Transaction) -> u64 {
        self.load_all(sm, now, &[t])
    }

    /// The load transactions `txs` of one warp instruction from SM `sm`, the `i`-th issued at
    /// `now + i`: the cycle the last of their data is back. Sector by sector, in order; the
    /// sectors of one line, one after another (a warp's access to consecutive words), share
    /// that line's lookups (see `Cursor`).
    pub fn load_all(&mut self, sm: usize, now: u64, txs: &[Transaction]) -> u64 {
        let mut cur = Cursor::new(self.l1[sm].as_ref());
        let mut ready = now;
        for (i, t) in txs.iter().enumerate() {
            let at = now + i as u64;
            ready = ready.max(at);
            let mut a = t.addr;
            while a < t.addr + t.bytes as u64 {
                ready = ready.max(self.load_sector(sm, at, a, &mut cur));
                a += SECTOR;
            }
        }
        ready
    }

    /// Moves `cur` to the sector at `addr`: what it knows of an earlier sector's
    /// line still holds when `addr` is in the same line.
    #[inline(always)]
    fn enter(&self, addr: u64, cur: &mut Cursor) {
        if addr >> 7 != cur.line {
            cur.line = addr >> 7;
            cur.l2 = (!self.l2.is_empty()).then(|| {
                let (s, within) = self.slice(addr);
                (s, within & !127)
            });
            cur.known = LineKnown::default();
        }
        let l1_line = match cur.l1_shift {
            Some(sh) => addr >> sh,
            None => u64::MAX,
        };
        if l1_line != cur.l1_line || l1_line == u64::MAX {
            cur.l1_line = l1_line;
            cur.l1_key = None;
        }
    }

    // A miss's fill goes to the slot its probe named: nothing else touches that cache between
    // the two (the levels below are other caches and the DRAM queues).
    #[inline(always)]
    fn load_sector(&mut self, sm: usize, now: u64, addr: u64, cur: &mut Cursor) -> u64 {
        self.enter(addr, cur);
        let mut l1_slot = None;
        if let Some(l1) = self.l1[sm].as_mut() {
            match l1.probe_known(addr, cur.l1_key) {
                Probe::Hit { ready, slot } => {
                    cur.l1_key = Some(slot.key);
                    self.stats.l1_hits += 1;
                    return ready.max(now + self.l1_hit);
                }
                Probe::Miss(slot) => l1_slot = Some(slot),
            }
            self.stats.l1_misses += 1;
        }
        // As `slice(addr)`: the line's slice, and its address there with `addr`'s offset.
        let l2 = cur.l2.map(|(s, line)| (s, line | addr & 127));
        let Some(slot) = l1_slot else { return self.below_l1(now, now, addr, l2, &mut cur.known) };
        let start = self.miss_entry(sm, now);
        let ready = self.below_l1(now, start, addr, l2, &mut cur.known);
        self.mshrs[sm].push(now, ready);
        if let Some(l1) = self.l1[sm].as_mut() {
            l1.fill_slot(slot, ready);
        }
        cur.l1_key = Some(slot.key);
        ready
    }

    /// When a new L1 miss of SM `sm` at `now` can leave it: at once while it holds fewer than
    /// `l1_mshrs` misses in flight, else when the first of them completes (its entry is then
    /// the new miss's).
    #[inline(always)]
    fn miss_entry(&mut self, sm: usize, now: u64) -> u64 {
        let q = &mut self.mshrs[sm];
        if q.len() >= self.mshr_capacity {
            q.drop_until(now);
        }
        if q.len() < self.mshr_capacity {
            return now;
        }
        self.stats.l1_mshr_waits += 1;
        q.pop_first().expect("a full table is not empty")
    }

    /// The L2 slice holding `addr`, and `addr` as that slice's cache sees it (the slice's own
    /// digits taken out, so each slice uses all its sets).
    #[inline]
    fn slice(&self, addr: u64) -> (usize, u64) {
        let n = self.l2.len() as u64;
        if n == 1 {
            return (0, addr);
        }
        let line = addr >> 7;
        // `spread` mixes higher digits into the low ones; `line / n` tells apart the lines it
        // sends to one slice (two lines with the same quotient differ in `line % n`, hence in
        // slice), so the pair names the line.
        let within = if n.is_power_of_two() { line >> n.trailing_zeros() } else { line / n };
        (spread(line, n), within << 7 | addr & 127)
    }

    /// A sector's turn at L2 slice `s`'s port, asked for at `now`: when it is served.
    #[inline]
    fn l2_port(&mut self, s: usize, now: u64) -> u64 {
        self.l2_port_for(s, now, self.l2_sector_cycles)
    }

    /// As `l2_port`, for an access that occupies the port `cycles`.
    #[inline]
    fn l2_port_for(&mut self, s: usize, now: u64, cycles: f64) -> u64 {
        if cycles == 0.0 {
            return now;
        }
        let free = &mut self.l2_free[s];
        let start = free.max(as_f64(now.saturating_sub(self.epoch)));
        *free = start + cycles;
        ceil_cycle(start) + self.epoch
    }

    /// A sector read below L1, asked for at `now` and leaving the SM at `start` (later when
    /// it waited for a miss entry): the cycle its data is back. The L2 slice's and DRAM
    /// channel's queues take it in the order reads are asked for (at `now`): the queues keep
    /// one free time each, so booking a read at its later `start` would hold up every read
    /// asked for meanwhile; its data is never back before `start` plus the latency. `l2`: the
    /// L2 slice holding `addr` and `addr` as that slice sees it (None: no L2); `known`: what
    /// earlier sectors of its line found there (it notes what it finds).
    #[inline(always)]
    fn below_l1(&mut self, now: u64, start: u64, addr: u64, l2: Option<(usize, u64)>, known: &mut LineKnown) -> u64 {
        let mut l2_slot = None;
        let mut at = now;
        if let Some((s, a)) = l2 {
            at = self.l2_port(s, now);
            match self.l2[s].probe_known(a, known.l2_key) {
                Probe::Hit { ready, slot } => {
                    known.l2_key = Some(slot.key);
                    self.stats.l2_hits += 1;
                    self.total_l2_hits += 1;
                    return ready.max(at.max(start) + self.l2_hit);
                }
                Probe::Miss(slot) => l2_slot = Some((s, slot)),
            }
            self.stats.l2_misses += 1;
            self.total_l2_misses += 1;
        }
        self.stats.dram_read_bytes += SECTOR;
        self.total_dram_bytes += SECTOR;
        let extra = self.loaded_read(at, SECTOR);
        let ch = match known.channel {
            Some(ch) => ch,
            None => *known.channel.insert(self.channel(addr)),
        };
        let done = self.dram_on(ch, at, SECTOR as u32).max(start);
        let ready = done + self.dram_latency + extra;
        if let Some((s, slot)) = l2_slot {
            let victim = self.l2[s].fill_slot(slot, ready);
            known.l2_key = Some(slot.key);
            self.write_back(s, at, victim);
        }
        ready
    }

    /// Writes the dirty sectors of a line slice `s` pushed out at `now` to DRAM.
    #[inline(always)]
    fn write_back(&mut self, s: usize, now: u64, victim: Option<Victim>) {
        if let Some(v) = victim {
            self.write_victim(s, now, v);
        }
    }

    /// `write_back` of a line that had dirty sectors (out of line: most fills push out none).
    #[inline(never)]
    fn write_victim(&mut self, s: usize, now: u64, v: Victim) {
        let bytes = v.dirty * SECTOR as u32;
        self.stats.dram_write_bytes += bytes as u64;
        self.total_dram_bytes += bytes as u64;
        let addr = self.unslice(s, v.addr);
        self.loaded_write(now, bytes as u64);
        self.dram(now, addr, bytes);
    }

    /// The address whose line slice `s` holds at `within` (the inverse of `slice`).
    fn unslice(&self, s: usize, within: u64) -> u64 {
        let n = self.l2.len() as u64;
        if n == 1 {
            return within;
        }
        let w = within >> 7;
        // `spread(line, n)` = (line % n + w + w / n) mod n for line = w n + line % n.
        let low = (s as u64 + 2 * n - w % n - (w / n) % n) % n;
        (w * n + low) << 7 | within & 127
    }

    /// A store transaction: written through L1 (which drops the sector) into L2. A write-back
    /// L2 keeps the sectors dirty and writes them to DRAM when their line is pushed out (so
    /// stores to one sector merge there); otherwise, and without an L2, they go on to DRAM at
    /// once. Either way DRAM bandwidth is spent. Stores do not stall the warp. `partial`: the
    /// warp writes only part of the transaction's sectors (they take longer at their slice).
    pub fn store(&mut self, sm: usize, now: u64, t: Transaction, partial: bool) {
        self.store_in(sm, now, t, partial, &mut Cursor::new(self.l1[sm].as_ref()));
    }

    /// The store transactions `txs` of one warp instruction from SM `sm`, the `i`-th issued at
    /// `now + i`; bit `i` of `partial`: it writes only part of its sectors (see `store`). The
    /// sectors of one line share that line's L2 lookups, as in `load_all`.
    pub fn store_all(&mut self, sm: usize, now: u64, txs: &[Transaction], partial: u64) {
        let mut cur = Cursor::new(self.l1[sm].as_ref());
        for (i, t) in txs.iter().enumerate() {
            self.store_in(sm, now + i as u64, *t, i < 64 && partial >> i & 1 != 0, &mut cur);
        }
    }

    /// `store` of a transaction after others of the same instruction (`cur`: where they got).
    #[inline(always)]
    fn store_in(&mut self, sm: usize, now: u64, t: Transaction, partial: bool, cur: &mut Cursor) {
        let cycles = if partial { self.l2_partial_cycles } else { self.l2_sector_cycles };
        let mut a = t.addr;
        let mut at = now;
        while a < t.addr + t.bytes as u64 {
            if let Some(l1) = self.l1[sm].as_mut() {
                l1.evict(a);
            }
            self.enter(a, cur);
            if let Some((s, line)) = cur.l2 {
                let within = line | a & 127;
                at = self.l2_port_for(s, now, cycles);
                let known = cur.known.l2_key;
                if self.l2_write_back {
                    let (victim, slot) = self.l2[s].write_at(within, known, at + self.l2_hit);
                    cur.known.l2_key = Some(slot.key);
                    self.write_back(s, at, victim);
                } else {
                    cur.known.l2_key = Some(self.l2[s].fill_at(within, known, at + self.l2_hit).1.key);
                }
            }
            a += SECTOR;
        }
        if self.l2.is_empty() || !self.l2_write_back {
            self.stats.dram_write_bytes += t.bytes as u64;
            self.total_dram_bytes += t.bytes as u64;
            self.loaded_write(at, t.bytes as u64);
            self.dram(at, t.addr, t.bytes);
        }
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
        fn miss_times_give_the_earliest_first(ops in proptest::collection::vec((0u64..400, 0u8..5), 0..400)) {
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
                    _ => {
                        // Mostly later than the last, sometimes earlier (as hits after misses are).
                        table.push(now, now + dt);
                        heap.push(Reverse(now + dt));
                        continue;
                    }
                }
                if op < 2 {
                    proptest::prop_assert_eq!(table.len(), heap.len());
                    proptest::prop_assert_eq!(table.first(), heap.peek().map(|&Reverse(t)| t));
                }
            }
        }
    }

    fn gpu() -> GpuConfig {
        GpuConfig::load("volta").unwrap()
    }

    /// One warp instruction's accesses: its SM, whether it stores, its transactions (in
    /// order) as (line, first sector, sectors), and the cycles since the last instruction.
    type Access = (usize, bool, Vec<(u64, u64, u64)>, u64);

    fn accesses() -> impl proptest::strategy::Strategy<Value = Vec<Access>> {
        let tx = (0u64..24, 0u64..4, 1u64..5).prop_map(|(line, first, n)| (line, first, n.min(4 - first)));
        proptest::collection::vec(
            (0usize..2, proptest::bool::ANY, proptest::collection::vec(tx, 1..6), 0u64..300),
            1..60,
        )
    }

    /// Small caches (lines of 2 KB of L1 and 8 KB of L2 compete, a miss table of 6 fills) on
    /// `slices` L2 slices, write-back or not.
    fn small(slices: u32, write_back: bool) -> MemorySystem {
        let mut g = gpu();
        g.cache.l1_bytes = 2048;
        g.cache.l2_bytes = 8192 * slices as u64;
        g.cache.l2_slices = slices;
        g.cache.l1_mshrs = 6;
        g.cache.l2_write_back = write_back;
        MemorySystem::new(&g)
    }

    use proptest::strategy::Strategy;

    proptest::proptest! {
        /// An instruction's transactions given together (their sectors share the lookups of
        /// their line) come back when, and leave the caches, queues and counters as, the
        /// same sectors given one by one, each looked up afresh.
        #[test]
        fn sectors_of_a_line_share_lookups_with_the_same_outcome(
            ops in accesses(),
            slices in 1u32..3,
            write_back in proptest::bool::ANY,
        ) {
            let (mut together, mut apart) = (small(slices, write_back), small(slices, write_back));
            let mut now = 0;
            let mut touched = Vec::new();
            for (sm, store, txs, dt) in ops {
                now += dt;
                // Odd lines are 128 bytes from the even ones; lines 16 apart share L1 sets.
                let txs: Vec<Transaction> = txs
                    .iter()
                    .map(|&(line, first, n)| Transaction { addr: line * 128 + first * 32, bytes: (n * 32) as u32 })
                    .collect();
                touched.extend(txs.iter().map(|t| t.addr));
                if store {
                    // Whole transactions go to DRAM at once without a write-back L2, so only
                    // the write-back L2 takes a store apart into sectors without a change.
                    if write_back {
                        together.store_all(sm, now, &txs, 0b101);
                        for (i, t) in txs.iter().enumerate() {
                            for k in 0..t.bytes as u64 / 32 {
                                let one = Transaction { addr: t.addr + 32 * k, bytes: 32 };
                                apart.store(sm, now + i as u64, one, i == 0 || i == 2);
                            }
                        }
                    }
                } else {
                    let got = together.load_all(sm, now, &txs);
                    let mut want = now;
                    for (i, t) in txs.iter().enumerate() {
                        want = want.max(now + i as u64);
                        for k in 0..t.bytes as u64 / 32 {
                            let one = Transaction { addr: t.addr + 32 * k, bytes: 32 };
                            want = want.max(apart.load(sm, now + i as u64, one));
                        }
                    }
                    proptest::prop_assert_eq!(got, want);
                }
                proptest::prop_assert_eq!(&together.stats, &apart.stats);
            }
            // Whatever the caches hold and whenever the queues free, both answer alike.
            now += 1000;
            for a in touched {
                for sm in 0..2 {
                    let t = Transaction { addr: a, bytes: 32 };
                    proptest::prop_assert_eq!(together.load(sm, now, t), apart.load(sm, now, t));
                }
            }
            proptest::prop_assert_eq!(&together.stats, &apart.stats);
        }
    }

    #[test]
    fn latencies_by_level() {
        let mut m = MemorySystem::new(&gpu());
        let t = Transaction { addr: 0x1_0000_0000, bytes: 32 };
        let first = m.load(0, 1000, t);
        assert!((1000 + 450..1000 + 460).contains(&first), "DRAM: {first}");
        assert_eq!(m.load(0, 5000, t), 5000 + 28, "L1 hit");
        assert_eq!(m.load(1, 5000, t), 5000 + 193, "another SM hits in L2");
        assert_eq!(
            m.stats,
            MemStats {
                l1_hits: 1,
                l1_misses: 2,
                l2_hits: 1,
                l2_misses: 1,
                dram_read_bytes: 32,
                dram_write_bytes: 0,
                l1_mshr_waits: 0
            }
        );
    }

    #[test]
    fn misses_in_flight_merge() {
        let mut m = MemorySystem::new(&gpu());
        let t = Transaction { addr: 0x1_0000_0000, bytes: 32 };
        let first = m.load(0, 100, t);
        // Ten cycles later the data is still on its way: wait for the same fill.
        assert_eq!(m.load(0, 110, t), first);
        assert_eq!(m.stats.dram_read_bytes, 32);
    }

    #[test]
    fn a_full_miss_table_holds_the_next_miss_until_the_first_completes() {
        let mut g = gpu();
        g.cache.l1_mshrs = 2;
        let mut m = MemorySystem::new(&g);
        let at = |i: u64| Transaction { addr: 0x1_0000_0000 + i * 4096, bytes: 32 };
        let first = m.load(0, 1000, at(0));
        let second = m.load(0, 1000, at(1));
        assert!(first < 1000 + 460 && second < 1000 + 460, "{first} {second}");
        // A sector already in flight merges: no entry, no wait.
        assert_eq!(m.load(0, 1001, at(0)), first);
        assert_eq!(m.stats.l1_mshr_waits, 0);
        // The third distinct miss leaves when the first entry frees, and arrives a memory
        // latency after that.
        let third = m.load(0, 1002, at(2));
        assert_eq!(m.stats.l1_mshr_waits, 1);
        assert!(third >= first.min(second) + 450, "{third} after {first}, {second}");
        // Another SM has its own table.
        assert!(m.load(1, 1002, at(3)) < 1002 + 460);
        // Once the entries have completed, misses leave at once again.
        let later = first.max(second).max(third);
        assert!(m.load(0, later, at(4)) < later + 460);
        assert_eq!(m.stats.l1_mshr_waits, 1);
    }

    /// Volta without L1, with `slices` L2 slices serving one sector a cycle each and a DRAM
    /// too fast to matter.
    fn sliced(slices: u32) -> MemorySystem {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_slices = slices;
        g.cache.l2_slice_bytes_per_cycle = 32.0;
        g.cache.dram_bytes_per_cycle = 1e9;
        MemorySystem::new(&g)
    }

    #[test]
    fn an_l2_slice_serves_one_sector_a_cycle_and_slices_work_in_parallel() {
        let mut m = sliced(2);
        // Four lines of slice 0 and one of slice 1, brought into L2 long before.
        let base = 0x1_0000_0000u64;
        let lines: Vec<u64> = (0..64).map(|i| base + i * 128).collect();
        let on = |s: usize| lines.iter().copied().filter(move |&a| MemorySystem::slice(&sliced(2), a).0 == s);
        let zero: Vec<u64> = on(0).take(4).collect();
        let one = on(1).next().unwrap();
        for &a in zero.iter().chain([&one]) {
            m.load(0, 0, Transaction { addr: a, bytes: 32 });
        }
        let hit = 193;
        // At cycle 10,000 the four reads of slice 0 leave its port one cycle apart...
        let got: Vec<u64> = zero.iter().map(|&a| m.load(0, 10_000, Transaction { addr: a, bytes: 32 })).collect();
        assert_eq!(got, vec![10_000 + hit, 10_001 + hit, 10_002 + hit, 10_003 + hit]);
        // ...while slice 1 serves its read at once.
        assert_eq!(m.load(0, 10_000, Transaction { addr: one, bytes: 32 }), 10_000 + hit);
        assert_eq!(m.stats.l2_hits, 5);
        // Unlimited slices (no bytes per cycle) serve them all at once.
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_slices = 2;
        g.cache.l2_slice_bytes_per_cycle = 0.0;
        let mut free = MemorySystem::new(&g);
        for &a in &zero {
            free.load(0, 0, Transaction { addr: a, bytes: 32 });
        }
        for &a in &zero {
            assert_eq!(free.load(0, 10_000, Transaction { addr: a, bytes: 32 }), 10_000 + hit);
        }
    }

    #[test]
    fn a_store_to_part_of_a_sector_holds_its_slice_longer() {
        for factor in [1.0, 3.0] {
            let mut g = gpu();
            g.cache.l1_bytes = 0;
            g.cache.l2_slices = 1;
            g.cache.l2_slice_bytes_per_cycle = 32.0;
            g.cache.l2_partial_write_factor = factor;
            let mut m = MemorySystem::new(&g);
            let at = |i: u64| Transaction { addr: 0x1_0000_0000 + i * 32, bytes: 32 };
            m.load(0, 0, at(9));
            // A whole-sector store takes one cycle of the slice, a partial one `factor`: the
            // read behind them is served after both.
            m.store(0, 10_000, at(0), false);
            m.store(0, 10_000, at(1), true);
            assert_eq!(m.load(0, 10_000, at(9)), 10_000 + 1 + factor as u64 + 193, "factor {factor}");
        }
    }

    #[test]
    fn each_slice_holds_its_share_and_together_they_hold_the_whole_l2() {
        for slices in [1, 4, 3] {
            let mut g = gpu();
            g.cache.l1_bytes = 0;
            g.cache.l2_bytes = 3 * 4 * 16 * 128 * 8;
            g.cache.l2_slices = slices;
            let mut m = MemorySystem::new(&g);
            let lines = g.cache.l2_bytes / 128;
            // Consecutive lines filling the L2 exactly (from address 0, so that every slice gets
            // its share): every one is still there afterwards.
            for pass in 0..2 {
                for i in 0..lines {
                    m.load(0, 0, Transaction { addr: i * 128, bytes: 32 });
                }
                assert_eq!(m.stats.l2_misses, lines, "{slices} slices, pass {pass}");
            }
            assert_eq!(m.stats.l2_hits, lines);
            // Twice the lines do not fit: a second pass over them misses again.
            m.flush(0);
            for _ in 0..2 {
                for i in 0..2 * lines {
                    m.load(0, 0, Transaction { addr: i * 128, bytes: 32 });
                }
            }
            assert_eq!(m.stats.l2_hits, 0, "{slices} slices");
        }
    }

    #[test]
    fn a_write_back_l2_merges_stores_and_writes_them_when_pushed_out() {
        for write_back in [true, false] {
            let mut g = gpu();
            g.cache.l1_bytes = 0;
            g.cache.l2_bytes = 16 * 24 * 128 * 2;
            g.cache.l2_slices = 2;
            g.cache.l2_write_back = write_back;
            let mut m = MemorySystem::new(&g);
            // Eight stores to one sector (as eight warps writing one word each).
            for i in 0..8 {
                m.store(0, 100 + i, Transaction { addr: 0x1_0000_0000, bytes: 32 }, true);
            }
            assert_eq!(m.stats.dram_write_bytes, if write_back { 0 } else { 8 * 32 });
            // A read of the stored sector hits in L2 either way.
            assert_eq!(m.load(0, 1000, Transaction { addr: 0x1_0000_0000, bytes: 32 }), 1000 + 193);
            // Reading twice the L2's capacity pushes the line out: its one dirty sector is
            // written then, once.
            for i in 1..=2 * g.cache.l2_bytes / 128 {
                m.load(0, 2000, Transaction { addr: 0x1_0000_0000 + i * 128, bytes: 32 });
            }
            assert_eq!(m.stats.dram_write_bytes, if write_back { 32 } else { 8 * 32 }, "write-back {write_back}");
        }
    }

    #[test]
    fn a_slice_address_maps_back_to_the_address() {
        for slices in [1, 2, 3, 12, 64, 100] {
            let mut g = gpu();
            g.cache.l2_bytes = slices as u64 * 128 * 16 * 4;
            g.cache.l2_slices = slices;
            let m = MemorySystem::new(&g);
            for i in 0..5000u64 {
                let addr = 0x7_0000_0000 + i * 4099;
                let (s, within) = m.slice(addr);
                assert_eq!(m.unslice(s, within), addr, "{slices} slices");
            }
        }
    }

    #[test]
    fn a_read_held_for_a_miss_entry_holds_up_no_other_read() {
        let mut g = gpu();
        g.cache.l1_mshrs = 1;
        g.cache.dram_channels = 1;
        g.cache.dram_address_hash = false;
        let mut m = MemorySystem::new(&g);
        let at = |i: u64| Transaction { addr: 0x1_0000_0000 + i * 4096, bytes: 32 };
        let first = m.load(0, 1000, at(0));
        // SM 0's second miss waits for the first's entry, then takes a memory latency.
        let second = m.load(0, 1000, at(1));
        assert!(second >= first + 450, "{first} {second}");
        // SM 1's read on the same channel, asked for just after, is not queued behind it.
        let other = m.load(1, 1001, at(2));
        assert!(other < first + 10, "{first} {second} {other}");
    }

    /// Loaded latency: a DRAM read waits `dram_loaded_latency` more at the DRAM's utilisation
    /// over the 896 cycles before its 128-cycle bucket (linear between the points, flat after
    /// the last), written bytes counting `dram_write_weight` times; an idle DRAM adds nothing.
    #[test]
    fn a_busy_dram_makes_reads_wait_longer() {
        let mut g = one_dram_channel(64.0);
        g.cache.dram_loaded_latency = vec![[0.0, 0.0], [1.0, 1000.0]];
        g.cache.dram_write_weight = 2.0;
        let sector = |i: u64| Transaction { addr: 0x1_0000_0000 + 32 * i, bytes: 32 };
        // Idle: half a cycle on the channel, then the unloaded latency.
        let mut m = MemorySystem::new(&g);
        assert_eq!(m.load(0, 5000, sector(0)), 5001 + 450);
        // A sector read every cycle (32 of 64 bytes a cycle) through cycles 0..1024: a read in
        // the bucket after them sees half the DRAM's rate, 500 cycles more.
        let mut m = MemorySystem::new(&g);
        for t in 0..1024 {
            m.load(0, t, sector(t));
        }
        assert_eq!(m.load(0, 1024, sector(5000)), 1025 + 450 + 500);
        // A read sees the seven buckets before its own: reads through cycle 895 (buckets 0-6),
        // then one at cycle 1023 (bucket 7) sees them all; one at 1024 sees six.
        let mut m = MemorySystem::new(&g);
        for t in 0..896 {
            m.load(0, t, sector(t));
        }
        assert_eq!(m.load(0, 1023, sector(5000)), 1024 + 450 + 500);
        let at = m.load(0, 1024, sector(5001));
        assert_eq!(at, 1025 + 450 + (1000.0 * 6.0 / 14.0_f64).round() as u64);
        // A sector written every other cycle weighs as much as one read every cycle.
        let mut m = MemorySystem::new(&g);
        for t in (0..1024).step_by(2) {
            m.store(0, t, sector(t), false);
        }
        assert_eq!(m.load(0, 1024, sector(5000)), 1025 + 450 + 500);
        // Past the last point (writes at the DRAM's full rate, weighing twice): its 1,000 cycles,
        // after the queue the writes left (they keep the channel busy to cycle 1024).
        let mut m = MemorySystem::new(&g);
        for t in 0..1024 {
            m.store(0, t, sector(2 * t), false);
            m.store(0, t, sector(2 * t + 1), false);
        }
        assert_eq!(m.load(0, 1024, sector(9000)), 1025 + 450 + 1000);
    }

    /// Volta without caches, with one DRAM channel of `bytes_per_cycle`.
    fn one_dram_channel(bytes_per_cycle: f64) -> GpuConfig {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_bytes = 0;
        g.cache.dram_bytes_per_cycle = bytes_per_cycle;
        g.cache.dram_channels = 1;
        g.cache.dram_address_hash = false;
        g
    }

    #[test]
    fn dram_bandwidth_queues() {
        let mut m = MemorySystem::new(&one_dram_channel(32.0));
        let a = m.load(0, 0, Transaction { addr: 0x1_0000_0000, bytes: 128 });
        // Four sectors at one per cycle: the last arrives 3 cycles after the first would alone.
        assert_eq!(a, 4 + 450);
        let b = m.load(0, 0, Transaction { addr: 0x1_0000_1000, bytes: 32 });
        assert_eq!(b, 5 + 450);
    }

    #[test]
    fn power_of_two_strides_camp_on_one_channel_unless_hashed() {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_bytes = 0;
        g.cache.dram_bytes_per_cycle = 32.0 * 8.0;
        g.cache.dram_channels = 8;
        let finish = |hash: bool| {
            let mut g = g.clone();
            g.cache.dram_address_hash = hash;
            let mut m = MemorySystem::new(&g);
            // Eight sectors 2 KB apart: every one in channel 0 without hashing.
            (0..8).map(|i| m.load(0, 0, Transaction { addr: 0x1_0000_0000 + i * 2048, bytes: 32 })).max().unwrap()
        };
        assert_eq!(finish(false), 8 + 450, "camped: served one after another");
        assert!(finish(true) < 8 + 450, "hashed: spread over channels");
    }

    #[test]
    fn channels_serve_interleaved_addresses_in_parallel() {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_bytes = 0;
        g.cache.dram_bytes_per_cycle = 64.0;
        g.cache.dram_channels = 2;
        g.cache.dram_address_hash = false;
        let mut m = MemorySystem::new(&g);
        // Two sectors on different channels (256 bytes apart) move at once, 32 B/cycle each...
        let a = m.load(0, 0, Transaction { addr: 0x1_0000_0000, bytes: 32 });
        let b = m.load(0, 0, Transaction { addr: 0x1_0000_0100, bytes: 32 });
        assert_eq!((a, b), (1 + 450, 1 + 450));
        // ...while a third on the first channel waits for it.
        let c = m.load(0, 0, Transaction { addr: 0x1_0000_0200, bytes: 32 });
        assert_eq!(c, 2 + 450);
    }

    #[test]
    fn hashed_sets_keep_lines_a_power_of_two_stride_apart() {
        // 64 sets of 4 ways (32 KB of 128-byte lines). Lines `stride` bytes apart fill the
        // whole cache with hashed sets at every power-of-two stride; with the low bits as the
        // set, a stride of 64 lines or more puts them all in one set (4 lines stay).
        let kept = |hashed: bool, stride: u64, lines: u64| {
            let mut c = Cache::with_sets(32768, 128, 4, hashed);
            for pass in 0..2 {
                let mut hits = 0;
                for i in 0..lines {
                    let addr = 0x1_0000_0000 + i * stride;
                    match c.lookup(addr) {
                        Lookup::Hit(_) => hits += 1,
                        Lookup::Miss => {
                            c.fill(addr, 0);
                        }
                    }
                }
                if pass == 1 {
                    return hits;
                }
            }
            unreachable!()
        };
        for shift in 7..=20 {
            let stride = 1u64 << shift;
            assert_eq!(kept(true, stride, 256), 256, "hashed, stride {stride}");
            // One line more than the cache holds: the cyclic walk misses everywhere (LRU).
            assert!(kept(true, stride, 257) < 257, "hashed, stride {stride}, 257 lines");
        }
        assert_eq!(kept(false, 128, 256), 256);
        assert_eq!(kept(false, 64 * 128, 256), 0);
        assert_eq!(kept(false, 64 * 128, 4), 4);
        // 48 sets (24 KB): no power of two, hashed by sums instead. At a stride of 48 lines
        // the low-bit sets put every line in one set.
        let kept48 = |hashed: bool, stride: u64| {
            let mut c = Cache::with_sets(24576, 128, 4, hashed);
            let lines = 96;
            (0..2 * lines)
                .filter(|i| {
                    let addr = 0x1_0000_0000 + (i % lines) * stride;
                    let hit = c.lookup(addr) != Lookup::Miss;
                    if !hit {
                        c.fill(addr, 0);
                    }
                    hit && *i >= lines
                })
                .count()
        };
        assert_eq!(kept48(false, 48 * 128), 0);
        for shift in 7..=20 {
            assert!(kept48(true, 1 << shift) >= 80, "48 hashed sets, stride {}", 1u64 << shift);
        }
    }

    #[test]
    fn a_flushed_cache_behaves_as_a_new_one() {
        // Same accesses on a fresh cache and on a used-then-flushed one give the same answers.
        let run = |c: &mut Cache| -> Vec<Lookup> {
            let mut out = Vec::new();
            for k in 0..2000u64 {
                let addr = (k * 7919) % 65536 * 32;
                let l = c.lookup(addr);
                if l == Lookup::Miss {
                    c.fill(addr, k + 100);
                }
                out.push(l);
            }
            out
        };
        let mut fresh = Cache::new(16384, 128, 4);
        let mut used = Cache::new(16384, 128, 4);
        run(&mut used);
        used.flush();
        assert_eq!(run(&mut fresh), run(&mut used));
        // Past the generations a key holds (they start over): still nothing stale is found.
        for flushes in [GEN_MASK - 1, GEN_MASK, GEN_MASK + 1, 3 * GEN_MASK] {
            let mut again = Cache::new(16384, 128, 4);
            for _ in 0..flushes {
                run(&mut again);
                again.flush();
            }
            assert_eq!(run(&mut Cache::new(16384, 128, 4)), run(&mut again), "after {flushes} flushes");
        }
        let mut m = MemorySystem::new(&gpu());
        let t = Transaction { addr: 0x1_0000_0000, bytes: 32 };
        let cold = m.load(0, 1000, t);
        assert!(m.load(0, 5000, t) < cold - 1000 + 5000, "a hit after the fill");
        m.flush(5000);
        assert_eq!(m.load(0, 6000, t), cold - 1000 + 6000, "cold again after a flush");
    }
}
