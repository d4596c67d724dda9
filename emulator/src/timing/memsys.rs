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

use super::cache::{Cache, Found, Victim, SECTOR};
use super::coalesce::Transaction;
use super::misses::MissTimes;
use crate::config::GpuConfig;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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

/// Which of `n` channels or slices block number `block` maps to: the block number with its
/// higher digits (base `n`) folded in, so consecutive blocks still rotate over every one and
/// strides that are multiples of `n` spread too. (Shifts and masks for power-of-two counts; the
/// same sums.)
#[inline]
pub(super) fn spread(block: u64, n: u64) -> usize {
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

/// The 128-byte line an instruction's sectors are in, below L1: its L2 slice and the line's
/// address there, the slice's line for it once found, and its DRAM channel once known.
/// Between two sectors of one instruction nothing else touches the caches, so what was found
/// for one sector of a line holds for the next.
struct Lower {
    /// The line's number (`addr >> 7`; `u64::MAX`: none yet).
    line: u64,
    slice: usize,
    /// The line's address as its slice sees it.
    within: u64,
    /// Whether `l2` says where the slice has the line.
    found: bool,
    l2: Found,
    channel: Option<usize>,
    /// Sectors of the line that an earlier sector's miss fetched with it (`cache.l2_fetch_bytes`)
    /// and counted as misses (and as brought beside it, `MemStats::l2_fetched`): this access's
    /// own read of one counts neither a hit nor a miss again, and it was not brought beside.
    fetched: u8,
}

impl Lower {
    const NONE: Lower = Lower {
        line: u64::MAX,
        slice: 0,
        within: 0,
        found: false,
        l2: Found { line: 0, key: 0, held: false },
        channel: None,
        fetched: 0,
    };
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
    /// 32-byte lines `ld.global.nc` found in the SMs' texture caches (or on their way there),
    /// and those it read below them (the cc 1.x profiler's `tex_cache_hit` / `tex_cache_miss`).
    /// Absent from the JSON where none was read.
    #[serde(skip_serializing_if = "is_zero")]
    pub tex_hits: u64,
    #[serde(skip_serializing_if = "is_zero")]
    pub tex_misses: u64,
    /// Sectors an L2 miss brought from DRAM beside the one asked for (`cache.l2_fetch_bytes`),
    /// counted in `l2_misses` as Nsight Compute counts them: the L2's read lookups are
    /// `l2_hits + l2_misses - l2_fetched`. Absent from the JSON where none was.
    #[serde(skip_serializing_if = "is_zero")]
    pub l2_fetched: u64,
    /// Sectors the L2 wrote back that a store had written only in part, each read from DRAM
    /// first (`cache.l2_partial_sector_reads`; their bytes are in `dram_read_bytes`). Absent
    /// from the JSON where none was.
    #[serde(skip_serializing_if = "is_zero")]
    pub l2_partial_reads: u64,
    /// DRAM transfers that opened a 256-byte block their channel did not have open
    /// (`cache.dram_block_cycles`). Absent from the JSON where none was (no preset prices them
    /// but `hopper` and `h200`).
    #[serde(skip_serializing_if = "is_zero")]
    pub dram_blocks_opened: u64,
    /// The cycle the L2 took the last sector stored (0: none): a launch is not done before its
    /// stores are (the slices' ports queue them; nothing else holds the SMs back for them).
    #[serde(skip)]
    pub stores_taken: u64,
}

/// How many equally likely offsets `cache.dram_latency_spread` is sampled at.
const SPREAD_DRAWS: usize = 1024;
// `dram_spread` picks an offset by a hash's top ten bits.
const _: () = assert!(SPREAD_DRAWS == 1 << 10);

/// `points` (`cache.dram_latency_spread`: `[quantile, cycles]`, quantiles from 0 to 1) read at
/// the middles of `SPREAD_DRAWS` equal slices of the quantiles, less their mean, rounded: the
/// offsets from `memory.dram_latency` a read draws among (empty without points).
fn spread_draws(points: &[[f64; 2]]) -> Vec<i32> {
    if points.len() < 2 {
        return Vec::new();
    }
    let at: Vec<f64> = (0..SPREAD_DRAWS).map(|k| interpolate(points, (k as f64 + 0.5) / SPREAD_DRAWS as f64)).collect();
    let mean = at.iter().sum::<f64>() / SPREAD_DRAWS as f64;
    at.iter().map(|c| (c - mean).round() as i32).collect()
}

fn is_zero(v: &u64) -> bool {
    *v == 0
}

impl MemStats {
    /// The counters left out of the JSON where they are 0 (`tex_hits`, `tex_misses`): whoever
    /// needs the same fields from every launch (a sweep's rows) puts them back as 0.
    pub const OMITTED_WHEN_ZERO: [&'static str; 5] =
        ["tex_hits", "tex_misses", "l2_fetched", "l2_partial_reads", "dram_blocks_opened"];
}

pub struct MemorySystem {
    l1: Vec<Option<Cache>>,
    /// Per SM, the texture cache `ld.global.nc` reads through (`cache.tex_bytes`; empty: none),
    /// and its hit latency.
    tex: Vec<Cache>,
    tex_hit: u64,
    /// Per SM: when each of its sector misses in flight below L1 completes (the completed ones
    /// are dropped when the table looks full). Times are all the table needs: merging is the
    /// caches' (a sector in flight is a hit that waits for its fill), so entries carry no
    /// request to look up.
    mshrs: Vec<MissTimes>,
    mshr_capacity: usize,
    l1_hit: u64,
    /// With `cache.l1_merge_stores`, per warp slot of each SM (`merge_slots` a SM): a hash of
    /// the sectors of the warp's last global store while no global load or atomic of it has
    /// come since (0: none). Empty without merging.
    merge: Vec<u64>,
    merge_slots: usize,
    /// `cache.l1_keeps_stored_sectors`: stores leave the L1's copy of what they write.
    l1_keeps_stores: bool,
    /// Per SM: whether it has set an entry of `merge` since the last flush (which clears only
    /// those SMs' entries: the whole table is 2 MB on `hopper`, and clearing it before every
    /// launch was most of the time of a run of many short launches).
    merge_used: Vec<bool>,
    /// With `cache.sm_store_cycles`, each SM's store path (empty without).
    paths: Vec<StorePath>,
    /// Cycles the path takes a whole sector and a partly written one; stores it holds (0:
    /// unbounded).
    path_cycles: (f64, f64),
    path_queue: usize,
    pub stats: MemStats,
    /// The bytes a store writes of each sector it writes in part (`store_all`'s `partial`; bit
    /// b: byte b), left here by `coalesce::partly_written_bytes` for the store that follows.
    pub part_bytes: [u32; 64],
    /// Everything past the SMs' L1s (apart, so the load path borrows an L1, a miss table and
    /// this at once).
    below: Below,
}

/// An SM's store path (`cache.sm_store_cycles`): the cycle it has sent every store so far, and
/// the cycles the stores in it leave (sent, and taken by the L2), in the order they entered.
#[derive(Clone, Debug, Default)]
struct StorePath {
    sent: f64,
    left: Vec<u64>,
    scratch: Vec<u64>,
}

/// The L2 and DRAM.
struct Below {
    /// The L2's slices (empty: no L2), and when each slice's port is free (relative to
    /// `epoch`, as the DRAM channels).
    l2: Vec<Cache>,
    l2_free: Vec<f64>,
    /// Cycles one sector read occupies a slice's port (0: unlimited), a stored sector, a store
    /// that writes part of a sector, and a store's request per line.
    l2_sector_cycles: f64,
    l2_store_cycles: f64,
    l2_partial_cycles: f64,
    l2_request_cycles: f64,
    /// Cycles one atomic operation occupies a slice's port, and the latency an atomic adds to an
    /// L2 hit's.
    l2_atomic_cycles: f64,
    l2_atomic_latency: u64,
    l2_write_back: bool,
    /// `cache.l2_partial_sector_reads`: a sector a store wrote part of stays in part (read from
    /// DRAM when written back; a read of it misses).
    l2_partial_reads: bool,
    /// Per slice, the lines that got a sector held in part, in that order (line, key; some no
    /// longer hold it), and how many a slice keeps before it writes back the oldest
    /// (`cache.l2_partial_lines`; 0: no bound, and no lists).
    partial_lines: Vec<std::collections::VecDeque<(u32, u64, u64)>>,
    partial_bound: usize,
    /// Per slice, when each write-back that stores caused and that is still in flight leaves
    /// (earliest first), and how many a slice has in flight at most
    /// (`cache.l2_write_back_queue`; 0: no bound, and no queues).
    write_backs: Vec<BinaryHeap<Reverse<u64>>>,
    write_back_room: usize,
    /// Sectors an L2 miss reads from DRAM as one aligned block (`cache.l2_fetch_bytes` / 32:
    /// 1, 2 or 4).
    l2_fetch_sectors: usize,
    l2_hit: u64,
    dram_latency: u64,
    /// Bandwidth of one channel, bytes per cycle, and the cycles a sector takes on it.
    bytes_per_cycle: f64,
    dram_sector_cycles: f64,
    /// `cache.dram_burst_bytes` (0: none), `cache.dram_block_cycles`, and per channel the
    /// last `cache.dram_open_blocks` blocks it served (empty without block cycles) and where
    /// the next goes.
    burst_bytes: u32,
    block_cycles: f64,
    open: Vec<u64>,
    open_next: Vec<u32>,
    /// When each DRAM channel finishes the transfers queued on it so far.
    dram_free: Vec<f64>,
    dram_hash: bool,
    /// Cycle the DRAM queues count from (the channels' fractional times are relative to it, so
    /// results do not depend on how late in a run the memory system was created).
    epoch: u64,
    /// Loaded latency (`cache.dram_loaded_latency`; empty: none): DRAM traffic in bytes (writes
    /// weighted) per 128-cycle bucket, in a ring of `BUCKETS`; the current bucket; the extra
    /// latency of a read in it (from the buckets before it); the model's points; the traffic
    /// of the whole DRAM at full rate over the buckets counted.
    traffic: [f64; BUCKETS],
    bucket: u64,
    extra: u64,
    loaded: Vec<[f64; 2]>,
    write_weight: f64,
    /// `cache.dram_latency_spread` as `SPREAD_DRAWS` equally likely offsets from the mean
    /// (empty: none), drawn by `dram_spread`.
    spread: Vec<i32>,
    full_traffic: f64,
    /// Running totals over every launch (the trace's counters; `stats` is per launch).
    total_dram_bytes: u64,
    total_l2_hits: u64,
    total_l2_misses: u64,
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
        let merge_slots = slots_per_sm(gpu);
        let sector_cycles =
            if c.l2_slice_bytes_per_cycle > 0.0 { SECTOR as f64 / c.l2_slice_bytes_per_cycle } else { 0.0 };
        let tex = if c.tex_bytes > 0 {
            (0..gpu.gpu.sms).map(|_| Cache::new(c.tex_bytes as u64, SECTOR, c.tex_ways.max(1) as usize)).collect()
        } else {
            Vec::new()
        };
        MemorySystem {
            l1,
            tex,
            tex_hit: c.tex_hit_latency as u64,
            mshrs: vec![MissTimes::default(); gpu.gpu.sms as usize],
            mshr_capacity: (c.l1_mshrs as usize).max(1),
            l1_hit: c.l1_hit_latency as u64,
            merge: if c.l1_merge_stores { vec![0; gpu.gpu.sms as usize * merge_slots] } else { Vec::new() },
            merge_slots,
            l1_keeps_stores: c.l1_keeps_stored_sectors,
            merge_used: vec![false; gpu.gpu.sms as usize],
            paths: if c.sm_store_cycles > 0.0 { vec![StorePath::default(); gpu.gpu.sms as usize] } else { Vec::new() },
            path_cycles: (
                c.sm_store_cycles,
                if c.sm_store_partial_cycles > 0.0 { c.sm_store_partial_cycles } else { c.sm_store_cycles },
            ),
            path_queue: c.sm_store_queue as usize,
            stats: MemStats::default(),
            part_bytes: [0; 64],
            below: Below {
                l2_free: vec![0.0; l2.len()],
                l2_write_back: c.l2_write_back,
                l2_partial_reads: c.l2_write_back && c.l2_partial_sector_reads,
                partial_lines: if c.l2_partial_lines > 0 {
                    vec![std::collections::VecDeque::new(); l2.len()]
                } else {
                    Vec::new()
                },
                partial_bound: (c.l2_partial_lines as usize).div_ceil(l2.len().max(1)),
                write_backs: if c.l2_write_back_queue > 0 && c.l2_write_back {
                    vec![BinaryHeap::new(); l2.len()]
                } else {
                    Vec::new()
                },
                write_back_room: (c.l2_write_back_queue as usize).div_ceil(l2.len().max(1)),
                l2_fetch_sectors: (c.l2_fetch_bytes as u64 / SECTOR).clamp(1, 4) as usize,
                l2_store_cycles: sector_cycles * c.l2_write_factor,
                l2_partial_cycles: sector_cycles * c.l2_write_factor * c.l2_partial_write_factor,
                l2_request_cycles: if sector_cycles > 0.0 { c.l2_write_request_cycles } else { 0.0 },
                l2_atomic_cycles: c.l2_atomic_cycles.unwrap_or(sector_cycles),
                l2_atomic_latency: c.l2_atomic_latency.unwrap_or(0) as u64,
                l2_sector_cycles: sector_cycles,
                l2,
                l2_hit: c.l2_hit_latency as u64,
                dram_latency: gpu.memory.dram_latency as u64,
                bytes_per_cycle: c.dram_bytes_per_cycle / c.dram_channels.max(1) as f64,
                dram_sector_cycles: SECTOR as f64 / (c.dram_bytes_per_cycle / c.dram_channels.max(1) as f64),
                burst_bytes: c.dram_burst_bytes,
                block_cycles: c.dram_block_cycles,
                open: if c.dram_block_cycles > 0.0 {
                    vec![u64::MAX; c.dram_channels.max(1) as usize * c.dram_open_blocks.max(1) as usize]
                } else {
                    Vec::new()
                },
                open_next: vec![0; c.dram_channels.max(1) as usize],
                dram_free: vec![0.0; c.dram_channels.max(1) as usize],
                dram_hash: c.dram_address_hash,
                epoch: 0,
                traffic: [0.0; BUCKETS],
                bucket: 0,
                extra: 0,
                loaded: c.dram_loaded_latency.clone(),
                write_weight: c.dram_write_weight,
                spread: spread_draws(&c.dram_latency_spread),
                full_traffic: c.dram_bytes_per_cycle * (BUCKET_CYCLES * (BUCKETS as u64 - 1)) as f64,
                total_dram_bytes: 0,
                total_l2_hits: 0,
                total_l2_misses: 0,
            },
        }
    }

    /// Bytes moved to and from DRAM, and L2 hits and misses, over every launch (the trace's
    /// counters; `stats` is per launch).
    pub fn totals(&self) -> (u64, u64, u64) {
        let b = &self.below;
        (b.total_dram_bytes, b.total_l2_hits, b.total_l2_misses)
    }

    /// Empties the caches and the DRAM queues and starts counting time at `epoch`: the state of
    /// a freshly built memory system, without reallocating it. Running totals are kept. Dirty
    /// L2 lines are dropped unwritten: like a profiler's cache flush between kernels, their
    /// write-back is charged to no launch.
    pub fn flush(&mut self, epoch: u64) {
        for c in self.l1.iter_mut().flatten().chain(&mut self.tex) {
            c.flush();
        }
        for m in &mut self.mshrs {
            m.clear();
        }
        for (sm, used) in self.merge_used.iter_mut().enumerate() {
            if std::mem::take(used) {
                self.merge[sm * self.merge_slots..(sm + 1) * self.merge_slots].fill(0);
            }
        }
        for p in &mut self.paths {
            *p = StorePath::default();
        }
        let b = &mut self.below;
        for l2 in &mut b.l2 {
            l2.flush();
        }
        b.l2_free.fill(0.0);
        for q in &mut b.partial_lines {
            q.clear();
        }
        for q in &mut b.write_backs {
            q.clear();
        }
        b.dram_free.fill(0.0);
        b.open.fill(u64::MAX);
        b.open_next.fill(0);
        b.traffic = [0.0; BUCKETS];
        b.bucket = 0;
        b.extra = 0;
        b.epoch = epoch;
        self.stats = MemStats::default();
    }

    /// A load transaction from SM `sm` issued at `now`: the cycle its data is back.
    pub fn load(&mut self, sm: usize, now: u64, t: Transaction) -> u64 {
        self.load_all(sm, now, &[t])
    }

    /// The load transactions `txs` of one warp instruction from SM `sm`, the `i`-th issued at
    /// `now + i`: the cycle the last of their data is back. Sector by sector, in order; the
    /// sectors of one line, one after another (a warp's access to consecutive words), share
    /// that line's lookups in each cache.
    #[inline(always)]
    pub fn load_all(&mut self, sm: usize, now: u64, txs: &[Transaction]) -> u64 {
        self.load_lines(sm, now, txs).0
    }

    /// `load_all`, and which of the access's L1 lines (bit `k`: the `k`-th in address
    /// order) had a sector its L1 lacked or was still waiting for (0 without an L1).
    #[inline(always)]
    pub fn load_lines(&mut self, sm: usize, now: u64, txs: &[Transaction]) -> (u64, u64) {
        let MemorySystem { l1, mshrs, mshr_capacity, l1_hit, stats, below, .. } = self;
        let mut ready = now;
        let mut lower = Lower::NONE;
        let Some(l1) = l1[sm].as_mut() else {
            for (i, t) in txs.iter().enumerate() {
                let at = now + i as u64;
                ready = ready.max(at);
                let mut a = t.addr;
                while a < t.addr + t.bytes as u64 {
                    ready = ready.max(below.read(stats, at, at, a, &mut lower));
                    a += SECTOR;
                }
            }
            return (ready, 0);
        };
        let q = &mut mshrs[sm];
        // The L1 line of the last sector: its number and where the L1 has it; its place among
        // the access's lines (bit `ordinal` of `waiting`; the first line's is 0).
        let mut l1_line = u64::MAX;
        let mut ordinal = u64::MAX;
        let mut waiting = 0u64;
        let mut f = Found { line: 0, key: 0, held: false };
        for (i, t) in txs.iter().enumerate() {
            let at = now + i as u64;
            ready = ready.max(at);
            let mut a = t.addr;
            while a < t.addr + t.bytes as u64 {
                let n = l1.line_no(a);
                if n != l1_line {
                    l1_line = n;
                    ordinal = ordinal.wrapping_add(1);
                    f = l1.find(a);
                }
                let sector = l1.sector_of(a);
                if let Some(r) = l1.probe(&f, sector) {
                    stats.l1_hits += 1;
                    if r > at + *l1_hit {
                        waiting |= 1 << (ordinal & 63);
                    }
                    ready = ready.max(r.max(at + *l1_hit));
                } else {
                    waiting |= 1 << (ordinal & 63);
                    stats.l1_misses += 1;
                    let start = miss_entry(q, *mshr_capacity, stats, at);
                    let r = below.read(stats, at, start, a, &mut lower);
                    q.push(at, r);
                    // The L1 is write-evict: nothing it pushes out is dirty.
                    l1.fill(&mut f, sector, r);
                    ready = ready.max(r);
                }
                a += SECTOR;
            }
        }
        (ready, waiting)
    }

    /// An `ld.global.nc` of SM `sm` read through its texture cache (`cache.tex_bytes`; the GPU
    /// has one): its 32-byte line transactions `txs`, the `i`-th asked for at `now + i`: the
    /// cycle the last of their data is back. A line the cache holds, or is still filling, is a
    /// hit: its data comes at the later of its arrival and the hit latency. A miss is read
    /// below (the L2 where there is one, else DRAM) and fills the line (never dirty: nothing
    /// writes through the texture path).
    pub fn tex_load_all(&mut self, sm: usize, now: u64, txs: &[Transaction]) -> u64 {
        let MemorySystem { tex, tex_hit, stats, below, .. } = self;
        let tex = &mut tex[sm];
        let mut ready = now;
        let mut lower = Lower::NONE;
        for (i, t) in txs.iter().enumerate() {
            let at = now + i as u64;
            let mut a = t.addr;
            while a < t.addr + t.bytes as u64 {
                let mut f = tex.find(a);
                let r = match tex.probe(&f, 0) {
                    Some(r) => {
                        stats.tex_hits += 1;
                        r
                    }
                    None => {
                        stats.tex_misses += 1;
                        let r = below.read(stats, at, at, a, &mut lower);
                        let _clean = tex.fill(&mut f, 0, r);
                        r
                    }
                };
                ready = ready.max(r.max(at + *tex_hit));
                a += SECTOR;
            }
        }
        ready
    }

    /// Whether SM loads marked `.nc` read through a texture cache.
    #[cfg(test)]
    fn has_tex(&self) -> bool {
        !self.tex.is_empty()
    }

    /// A store transaction: written through L1 (which drops the sector) into L2. A write-back
    /// L2 keeps the sectors dirty and writes them to DRAM when their line is pushed out (so
    /// stores to one sector merge there); otherwise, and without an L2, they go on to DRAM at
    /// once. Either way DRAM bandwidth is spent. Stores do not stall the warp. `partial`: the
    /// warp writes only part of the transaction's sectors (they take longer at their slice).
    pub fn store(&mut self, sm: usize, now: u64, t: Transaction, partial: bool) {
        // (Which bytes unknown: one counted, so a partial one never completes its sector.)
        self.part_bytes[0] = 1;
        self.store_all(sm, now, &[t], partial as u64);
    }

    /// The store transactions `txs` of one warp instruction from SM `sm`, the `i`-th issued at
    /// `now + i`; bit `i` of `partial`: it writes only part of its sectors (see `store`), those
    /// bytes of it in `part_bytes[i]`. The
    /// sectors of one line share that line's lookups, as in `load_all`.
    /// Returns the cycle the L2 has taken the last of them (`now` without an L2).
    pub fn store_all(&mut self, sm: usize, now: u64, txs: &[Transaction], partial: u64) -> u64 {
        let MemorySystem { l1, stats, below, l1_keeps_stores, part_bytes, .. } = self;
        let mut taken = now;
        // (An L1 that keeps what stores write has nothing to drop.)
        let mut l1 = if *l1_keeps_stores { None } else { l1[sm].as_mut() };
        let mut lower = Lower::NONE;
        let mut l1_line = u64::MAX;
        let mut f = Found { line: 0, key: 0, held: false };
        for (i, t) in txs.iter().enumerate() {
            let now = now + i as u64;
            let part = i < 64 && partial >> i & 1 != 0;
            let cycles = if part { below.l2_partial_cycles } else { below.l2_store_cycles };
            let bytes = if part { part_bytes[i] } else { u32::MAX };
            let mut a = t.addr;
            let mut at = now;
            while a < t.addr + t.bytes as u64 {
                drop_l1(l1.as_deref_mut(), a, &mut l1_line, &mut f);
                if !below.l2.is_empty() {
                    at = below.write(stats, now, a, cycles, bytes, &mut lower);
                    stats.stores_taken = stats.stores_taken.max(at);
                    taken = taken.max(at);
                }
                a += SECTOR;
            }
            if below.l2.is_empty() || !below.l2_write_back {
                stats.dram_write_bytes += t.bytes as u64;
                below.total_dram_bytes += t.bytes as u64;
                below.loaded_write(at, t.bytes as u64);
                let written = below.dram(stats, at, t.addr, t.bytes, Xfer::Write);
                if below.l2.is_empty() {
                    // Without an L2, DRAM is where a store is done: the launch is not over before.
                    stats.stores_taken = stats.stores_taken.max(written);
                }
            }
        }
        taken
    }

    /// Whether SMs send their stores through a store path (`cache.sm_store_cycles`).
    #[inline]
    pub fn has_store_path(&self) -> bool {
        !self.paths.is_empty()
    }

    /// The cycle a store of SM `sm` issued at `now` enters its store path: `now`, or later when
    /// the path holds `cache.sm_store_queue` stores that have not left by then (the oldest's
    /// leaving).
    pub fn store_path_entry(&mut self, sm: usize, now: u64) -> u64 {
        let (queue, p) = (self.path_queue, &mut self.paths[sm]);
        if queue == 0 {
            return now;
        }
        p.left.retain(|&t| t > now);
        if p.left.len() < queue {
            return now;
        }
        // Room once all but `queue - 1` of them have left: the (len - queue + 1)-th to leave.
        let k = p.left.len() - queue;
        p.scratch.clear();
        p.scratch.extend(p.left.iter().copied());
        *p.scratch.select_nth_unstable(k).1
    }

    /// A store of SM `sm` entering its path at `at` with `whole` whole sectors and `partial`
    /// partly written ones, which the L2 took by `taken`: the cycle it leaves the path (the
    /// launch's stores are not done before).
    pub fn store_path_send(&mut self, sm: usize, at: u64, whole: u64, partial: u64, taken: u64) -> u64 {
        let (c_whole, c_partial) = self.path_cycles;
        let p = &mut self.paths[sm];
        p.sent = p.sent.max(at as f64) + whole as f64 * c_whole + partial as f64 * c_partial;
        let left = (p.sent.ceil() as u64).max(taken);
        if self.path_queue > 0 {
            // (An unbounded path need not remember when its stores leave.)
            p.left.push(left);
        }
        self.stats.stores_taken = self.stats.stores_taken.max(left);
        left
    }

    /// The store transactions `txs` of one warp instruction of warp slot `slot` on SM `sm`, as
    /// `store_all`, unless the L1 merges stores (`cache.l1_merge_stores`) and the warp's last
    /// global store, with no global load or atomic of the warp since, touched the same sectors:
    /// then only the L1 drops them again (the two leave the SM as one write).
    /// Returns when the L2 took them (`store_all`), or `None` where they merged.
    pub fn store_warp(&mut self, sm: usize, slot: u32, now: u64, txs: &[Transaction], partial: u64) -> Option<u64> {
        if !self.merge.is_empty() {
            let h = txs.iter().fold(txs.len() as u64 ^ 0x51ED_270B_2A15_C4E3, |h, t| {
                (h ^ t.addr ^ (t.bytes as u64) << 58).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            }) | 1;
            let e = &mut self.merge[sm * self.merge_slots + slot as usize];
            if *e == h {
                if let Some(l1) = self.l1[sm].as_mut().filter(|_| !self.l1_keeps_stores) {
                    let (mut line, mut f) = (u64::MAX, Found { line: 0, key: 0, held: false });
                    for t in txs {
                        let mut a = t.addr;
                        while a < t.addr + t.bytes as u64 {
                            drop_l1(Some(&mut *l1), a, &mut line, &mut f);
                            a += SECTOR;
                        }
                    }
                }
                return None;
            }
            *e = h;
            self.merge_used[sm] = true;
        }
        Some(self.store_all(sm, now, txs, partial))
    }

    /// A global load or atomic of warp slot `slot` on SM `sm`: its next store merges with none.
    #[inline]
    pub fn forget_store(&mut self, sm: usize, slot: u32) {
        if !self.merge.is_empty() {
            self.merge[sm * self.merge_slots + slot as usize] = 0;
        }
    }

    /// Whether there is an L2, where global atomics are done.
    pub fn has_l2(&self) -> bool {
        !self.below.l2.is_empty()
    }

    /// The global atomic transactions `txs` of one warp instruction from SM `sm` (an L2
    /// exists), the `i`-th issued at `now + i` and making `ops[i]` atomic operations: the cycle
    /// the last result is back. Atomics pass L1 by (it drops their sectors, as for a store)
    /// and are done at the sector's L2 slice, whose port each operation occupies
    /// `cache.l2_atomic_cycles`; a sector the L2 lacks is read from DRAM first. Results come
    /// back an L2 hit's latency plus `cache.l2_atomic_latency` after the slice takes them.
    pub fn atomic_all(&mut self, sm: usize, now: u64, txs: &[Transaction], ops: &[u32]) -> u64 {
        let MemorySystem { l1, stats, below, .. } = self;
        let mut l1 = l1[sm].as_mut();
        let mut lower = Lower::NONE;
        let mut l1_line = u64::MAX;
        let mut f = Found { line: 0, key: 0, held: false };
        let mut ready = now;
        for (i, t) in txs.iter().enumerate() {
            let at = now + i as u64;
            let cycles = below.l2_atomic_cycles * ops.get(i).copied().unwrap_or(1).max(1) as f64;
            let mut a = t.addr;
            while a < t.addr + t.bytes as u64 {
                drop_l1(l1.as_deref_mut(), a, &mut l1_line, &mut f);
                ready = ready.max(below.atomic(stats, at, a, cycles, &mut lower));
                a += SECTOR;
            }
        }
        ready
    }

    /// The L2 slice holding `addr`, and `addr` as that slice's cache sees it.
    #[cfg(test)]
    fn slice(&self, addr: u64) -> (usize, u64) {
        self.below.slice(addr)
    }

    /// The address whose line slice `s` holds at `within` (the inverse of `slice`).
    #[cfg(test)]
    fn unslice(&self, s: usize, within: u64) -> u64 {
        self.below.unslice(s, within)
    }
}

/// Warp slots an SM can have: block slots times the most warps a block can have.
fn slots_per_sm(gpu: &GpuConfig) -> usize {
    gpu.sm.max_blocks as usize * gpu.sm.max_threads_per_block.div_ceil(32) as usize
}

/// Drops the sector at `addr` from the SM's L1 `l1` (if it has one): stores and atomics pass L1
/// by. `line` and `f`: the last line looked up and where the L1 has it, found again only when
/// the line changes.
#[inline(always)]
fn drop_l1(l1: Option<&mut Cache>, addr: u64, line: &mut u64, f: &mut Found) {
    if let Some(l1) = l1 {
        let n = l1.line_no(addr);
        if n != *line {
            *line = n;
            *f = l1.find_held(addr);
        }
        l1.drop_sector(f, l1.sector_of(addr));
    }
}

/// When a new L1 miss of the SM whose miss table is `q` (of `capacity` entries) at `now` can
/// leave it: at once while it holds fewer misses in flight, else when the first of them
/// completes (its entry is then the new miss's).
#[inline(always)]
fn miss_entry(q: &mut MissTimes, capacity: usize, stats: &mut MemStats, now: u64) -> u64 {
    if q.len() >= capacity {
        q.drop_until(now);
    }
    if q.len() < capacity {
        return now;
    }
    stats.l1_mshr_waits += 1;
    q.pop_first().expect("a full table is not empty")
}

/// What a DRAM transfer does (`Below::dram_on`): a write takes `cache.dram_burst_bytes` at least,
/// and the write of a write-back that merged a read finds its block closed
/// (`cache.dram_block_cycles`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Xfer {
    Read,
    Write,
    MergedWrite,
}

impl Below {
    /// Queues a DRAM write of kind `x` at `addr` on its channel, starting no earlier than `now`;
    /// returns when it completes. Channels interleave every 256 bytes.
    #[inline(always)]
    fn dram(&mut self, stats: &mut MemStats, now: u64, addr: u64, bytes: u32, x: Xfer) -> u64 {
        let ch = self.channel(addr);
        self.dram_on(stats, ch, now, bytes, addr, x)
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

    /// A transfer of `bytes` at `addr` on its channel `ch`, of the kind `x`.
    #[inline(always)]
    fn dram_on(&mut self, stats: &mut MemStats, ch: usize, now: u64, bytes: u32, addr: u64, x: Xfer) -> u64 {
        // A sector's transfer time is worked out once (the same quotient, without a division).
        let bytes = if x == Xfer::Read { bytes } else { bytes.max(self.burst_bytes) };
        let mut cycles =
            if bytes == SECTOR as u32 { self.dram_sector_cycles } else { bytes as f64 / self.bytes_per_cycle };
        if !self.open.is_empty() {
            let opening = self.block_cost(ch, addr / 256, x == Xfer::MergedWrite);
            stats.dram_blocks_opened += (opening > 0.0) as u64;
            cycles += opening;
        }
        let free = &mut self.dram_free[ch];
        let start = free.max(as_f64(now.saturating_sub(self.epoch)));
        *free = start + cycles;
        ceil_cycle(*free) + self.epoch
    }

    /// The cycles channel `ch` spends opening `block` (`cache.dram_block_cycles`): none where
    /// it is among the last blocks the channel served; it is one of them after. `reopen`: a
    /// write after a merge read, which finds its block open only where another such write
    /// opened it (the read's data came back a DRAM latency ago, the block since closed).
    #[inline(never)]
    fn block_cost(&mut self, ch: usize, block: u64, reopen: bool) -> f64 {
        let block = if reopen { block | 1 << 63 } else { block };
        let k = self.open.len() / self.dram_free.len();
        let open = &mut self.open[ch * k..(ch + 1) * k];
        if open.contains(&block) {
            return 0.0;
        }
        let next = &mut self.open_next[ch];
        open[*next as usize] = block;
        *next = ((*next as usize + 1) % k) as u32;
        self.block_cycles
    }

    /// Moves the traffic ring to the bucket of cycle `now` (a later one than the current; an
    /// earlier time counts in the current bucket) and prices a read in it.
    #[inline(always)]
    fn traffic_at(&mut self, now: u64) {
        // Buckets count from `epoch`, so a launch on an idle GPU sees the same buckets whatever
        // cycle it starts at.
        let b = now.saturating_sub(self.epoch) / BUCKET_CYCLES;
        if b > self.bucket {
            self.next_bucket(b);
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

    /// Moves `cur` to the 128-byte line of `addr`: what it knows of an earlier sector's line
    /// still holds when `addr` is in the same line.
    #[inline(always)]
    fn enter(&self, addr: u64, cur: &mut Lower) {
        if addr >> 7 != cur.line {
            cur.line = addr >> 7;
            if !self.l2.is_empty() {
                let (s, within) = self.slice(addr);
                (cur.slice, cur.within) = (s, within & !127);
            }
            cur.found = false;
            cur.channel = None;
            cur.fetched = 0;
        }
    }

    /// A sector read below L1, asked for at `now` and leaving the SM at `start` (later when
    /// it waited for a miss entry): the cycle its data is back. The L2 slice's and DRAM
    /// channel's queues take it in the order reads are asked for (at `now`): the queues keep
    /// one free time each, so booking a read at its later `start` would hold up every read
    /// asked for meanwhile; its data is never back before `start` plus the latency. `cur`:
    /// what earlier sectors of its line found (it notes what it finds).
    #[inline(always)]
    fn read(&mut self, stats: &mut MemStats, now: u64, start: u64, addr: u64, cur: &mut Lower) -> u64 {
        self.enter(addr, cur);
        let mut at = now;
        let sector = ((addr & 127) / SECTOR) as usize;
        if !self.l2.is_empty() {
            let s = cur.slice;
            at = self.l2_port(s, now);
            let slice = &mut self.l2[s];
            if !cur.found {
                cur.l2 = slice.find(cur.within | addr & 127);
                cur.found = true;
            }
            if let Some(ready) = slice.probe(&cur.l2, sector) {
                self.count_hit(stats, sector, cur);
                return ready.max(at.max(start) + self.l2_hit);
            }
            stats.l2_misses += 1;
            self.total_l2_misses += 1;
            if self.l2_fetch_sectors > 1 {
                return self.fetch_block(stats, at, start, addr, sector, cur);
            }
        }
        let (sent, extra) = self.dram_sector(stats, at, addr, cur);
        let ready = self.dram_ready(at, sent, start, addr, extra);
        if cur.found {
            let victim = self.read_fill(cur, sector, ready);
            self.write_back(stats, cur.slice, at, victim);
        }
        ready
    }

    /// Fills sector `sector` of `cur`'s L2 line (found in its slice) with what a DRAM read
    /// brings at `ready`: with `l2_partial_reads`, what stores left of it to memory comes with
    /// it (it is whole). Returns the line it pushed out, if any.
    #[inline(always)]
    fn read_fill(&mut self, cur: &mut Lower, sector: usize, ready: u64) -> Option<Victim> {
        let slice = &mut self.l2[cur.slice];
        let victim = slice.fill(&mut cur.l2, sector, ready);
        if self.l2_partial_reads {
            slice.merged(cur.l2.line, sector);
        }
        victim
    }

    /// Counts a read of sector `sector` of `cur`'s line that the L2 has (or is waiting for): a
    /// hit, unless an earlier sector of this access brought it (its miss was counted then, as
    /// one brought beside; asked for after all, its miss is its own).
    #[inline(always)]
    fn count_hit(&mut self, stats: &mut MemStats, sector: usize, cur: &mut Lower) {
        if cur.fetched >> sector & 1 == 0 {
            stats.l2_hits += 1;
            self.total_l2_hits += 1;
        } else {
            cur.fetched &= !(1 << sector);
            stats.l2_fetched -= 1;
            self.total_l2_misses += 1;
        }
    }

    /// The DRAM read of an L2 miss of sector `sector` (at `addr`, in `cur`'s line, which its
    /// slice has found) where a miss reads a block of `l2_fetch_sectors` sectors: the block's
    /// sectors the slice neither holds nor waits for come in one transfer with it, are filled
    /// with it and counted as misses. Asked for at `at`, leaving the SM at `start`: when the
    /// data is back. (Out of line: presets without it keep the read's code as it was.)
    #[inline(never)]
    fn fetch_block(
        &mut self,
        stats: &mut MemStats,
        at: u64,
        start: u64,
        addr: u64,
        sector: usize,
        cur: &mut Lower,
    ) -> u64 {
        let n = self.l2_fetch_sectors;
        let first = sector & !(n - 1);
        let slice = &self.l2[cur.slice];
        let mut more = 0u8;
        for s in first..first + n {
            if s != sector && !slice.holds(&cur.l2, s) {
                more |= 1 << s;
            }
        }
        let extra_sectors = more.count_ones() as u64;
        // (The trace's running totals count lookups: a sector brought beside is not one.)
        stats.l2_misses += extra_sectors;
        stats.l2_fetched += extra_sectors;
        let (sent, extra) = self.dram_read(stats, at, addr, SECTOR * (1 + extra_sectors), cur);
        let ready = self.dram_ready(at, sent, start, addr, extra);
        let s = cur.slice;
        let victim = self.read_fill(cur, sector, ready);
        self.write_back(stats, s, at, victim);
        let mut rest = more;
        while rest != 0 {
            let k = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            // The line is held now: no other line is pushed out.
            let v = self.read_fill(cur, k, ready);
            debug_assert!(v.is_none());
        }
        cur.fetched |= more;
        ready
    }

    /// A sector written into L2 at `now` (the L2 exists), its slice's port taken `cycles`
    /// (and `l2_request_cycles` more for the first sector of a line: the store's request to the
    /// slice), the bytes `part` of it (bit b: byte b; all ones: the whole sector): returns when
    /// the slice takes it. A write-back L2 marks it dirty, and with `l2_partial_reads` holds it
    /// in part until stores have written all of it, where it did not hold it whole.
    #[inline(always)]
    fn write(&mut self, stats: &mut MemStats, now: u64, addr: u64, cycles: f64, part: u32, cur: &mut Lower) -> u64 {
        let request = if addr >> 7 != cur.line { self.l2_request_cycles } else { 0.0 };
        self.enter(addr, cur);
        let s = cur.slice;
        let at = self.l2_port_for(s, now, cycles + request);
        let slice = &mut self.l2[s];
        if !cur.found {
            cur.l2 = slice.find(cur.within | addr & 127);
            cur.found = true;
        }
        let sector = ((addr & 127) / SECTOR) as usize;
        let (victim, listed) = if self.l2_partial_reads {
            let bytes = (part != u32::MAX).then_some(part);
            slice.store_fill(&mut cur.l2, sector, at + self.l2_hit, bytes)
        } else {
            (slice.fill(&mut cur.l2, sector, at + self.l2_hit), None)
        };
        let mut taken = at;
        if self.l2_write_back {
            slice.dirty(cur.l2.line, sector);
            if let Some(v) = victim {
                taken = self.store_write_back(stats, s, taken, v);
            }
            if let Some(order) = listed.filter(|_| !self.partial_lines.is_empty()) {
                taken = self.list_in_part(stats, s, taken, (cur.l2.line as u32, cur.l2.key, order));
            }
        }
        taken
    }

    /// A write-back of slice `s` that a store arriving at `now` causes: where the slice bounds
    /// the write-backs it has in flight (`cache.l2_write_back_queue`), it starts once one of
    /// them has left if the slice has no room. Returns when it starts (the store is taken then).
    #[inline(never)]
    fn store_write_back(&mut self, stats: &mut MemStats, s: usize, now: u64, v: Victim) -> u64 {
        if self.write_backs.is_empty() {
            self.write_victim(stats, s, now, v);
            return now;
        }
        let room = self.write_back_room;
        let q = &mut self.write_backs[s];
        let mut start = now;
        while q.peek().is_some_and(|&Reverse(t)| t <= start) || q.len() >= room {
            let Some(Reverse(t)) = q.pop() else { break };
            start = start.max(t);
        }
        let done = self.write_victim(stats, s, start, v);
        self.write_backs[s].push(Reverse(done));
        start
    }

    /// Lists the line (its index, key and order: `Cache::store_fill`) of slice `s` that got
    /// its first sector held in part at `now`; while the slice holds more than `partial_bound`
    /// such lines, it writes back the one that got its first longest ago (out of line: only
    /// stores that write part of a sector come here).
    /// Returns when the store that listed it is taken (`store_write_back`).
    #[inline(never)]
    fn list_in_part(&mut self, stats: &mut MemStats, s: usize, now: u64, listed: (u32, u64, u64)) -> u64 {
        let q = &mut self.partial_lines[s];
        q.push_back(listed);
        if q.len() > 2 * self.partial_bound + 64 {
            // Lines made whole and listed again leave entries behind: keep the list to those
            // that still count.
            let slice = &self.l2[s];
            q.retain(|&(line, key, order)| slice.is_listed(line as usize, key, order));
        }
        let mut taken = now;
        while self.l2[s].partial_lines() > self.partial_bound {
            // (Entries of lines whose sectors were made whole, or that left, are passed over.)
            let Some((line, key, order)) = self.partial_lines[s].pop_front() else { break };
            if let Some(v) = self.l2[s].clean_partial(line as usize, key, order) {
                taken = self.store_write_back(stats, s, taken, v);
            }
        }
        taken
    }

    /// A read of the sector at `addr` from DRAM at `at` (the L2 lacks it, or there is none),
    /// counted: when its channel has sent it, and the loaded latency it waits beyond
    /// `dram_latency`. `cur`: the channel of its line once known.
    #[inline(always)]
    fn dram_sector(&mut self, stats: &mut MemStats, at: u64, addr: u64, cur: &mut Lower) -> (u64, u64) {
        self.dram_read(stats, at, addr, SECTOR, cur)
    }

    /// `dram_sector` for `bytes` from `addr` on (in one line) in one transfer.
    #[inline(always)]
    fn dram_read(&mut self, stats: &mut MemStats, at: u64, addr: u64, bytes: u64, cur: &mut Lower) -> (u64, u64) {
        stats.dram_read_bytes += bytes;
        self.total_dram_bytes += bytes;
        let extra = self.loaded_read(at, bytes);
        let ch = match cur.channel {
            Some(ch) => ch,
            None => *cur.channel.insert(self.channel(addr)),
        };
        (self.dram_on(stats, ch, at, bytes as u32, addr, Xfer::Read), extra)
    }

    /// When the data of a DRAM read of the line of `addr`, asked for at `at` and sent by its
    /// channel at `sent` (leaving the SM at `start`), is back: `dram_latency` and `extra` (the
    /// loaded latency) after the later of the two, give or take the spread its line draws for
    /// the 64-cycle period of `at` (`cache.dram_latency_spread`).
    #[inline(always)]
    fn dram_ready(&self, at: u64, sent: u64, start: u64, addr: u64, extra: u64) -> u64 {
        let from = sent.max(start);
        let ready = from + self.dram_latency + extra;
        if self.spread.is_empty() {
            return ready;
        }
        let offset = self.dram_spread(addr, at) as i64;
        (ready as i64 + offset).max(from as i64 + 1) as u64
    }

    /// The spread's offset (cycles) a DRAM read of the line of `addr` asked for at `at` draws:
    /// one of `spread` by a hash of the line and the 64-cycle period (counted from the epoch,
    /// so a launch on an idle GPU draws alike whenever it starts).
    #[inline]
    fn dram_spread(&self, addr: u64, at: u64) -> i32 {
        let period = at.saturating_sub(self.epoch) >> 6;
        let mut h = (addr >> 7).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ period.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^= h >> 31;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 29;
        // (`spread` holds `SPREAD_DRAWS` = 2^10 offsets: the hash's top ten bits pick one.)
        self.spread[(h >> 54) as usize]
    }

    /// An atomic on the sector at `addr` asked for at `now` (the L2 exists), its slice's port
    /// taken `cycles`: when its result is back. The sector is read from DRAM if the L2 lacks
    /// it; a write-back L2 keeps it dirty.
    fn atomic(&mut self, stats: &mut MemStats, now: u64, addr: u64, cycles: f64, cur: &mut Lower) -> u64 {
        self.enter(addr, cur);
        let s = cur.slice;
        let at = self.l2_port_for(s, now, cycles);
        if !cur.found {
            cur.l2 = self.l2[s].find(cur.within | addr & 127);
            cur.found = true;
        }
        let sector = ((addr & 127) / SECTOR) as usize;
        let ready = if let Some(r) = self.l2[s].probe(&cur.l2, sector) {
            self.count_hit(stats, sector, cur);
            r.max(at + self.l2_hit)
        } else {
            stats.l2_misses += 1;
            self.total_l2_misses += 1;
            if self.l2_fetch_sectors > 1 {
                self.fetch_block(stats, at, at, addr, sector, cur)
            } else {
                let (sent, extra) = self.dram_sector(stats, at, addr, cur);
                let ready = self.dram_ready(at, sent, at, addr, extra);
                let victim = self.read_fill(cur, sector, ready);
                self.write_back(stats, s, at, victim);
                ready
            }
        };
        if self.l2_write_back {
            self.l2[s].dirty(cur.l2.line, sector);
        }
        ready + self.l2_atomic_latency
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

    /// Writes the dirty sectors of a line slice `s` pushed out at `now` to DRAM.
    #[inline(always)]
    fn write_back(&mut self, stats: &mut MemStats, s: usize, now: u64, victim: Option<Victim>) {
        if let Some(v) = victim {
            self.write_victim(stats, s, now, v);
        }
    }

    /// `write_back` of a line that had dirty sectors (out of line: most fills push out none).
    /// Sectors it held only in part are read from DRAM first, to be merged.
    /// Returns when it is done: its merge read back, and its write sent.
    #[inline(never)]
    fn write_victim(&mut self, stats: &mut MemStats, s: usize, now: u64, v: Victim) -> u64 {
        let addr = self.unslice(s, v.addr);
        let mut merged = now;
        if v.partial > 0 {
            stats.l2_partial_reads += v.partial as u64;
            let mut lower = Lower::NONE;
            let (sent, extra) = self.dram_read(stats, now, addr, v.partial as u64 * SECTOR, &mut lower);
            merged = sent + self.dram_latency + extra;
        }
        let bytes = v.dirty * SECTOR as u32;
        stats.dram_write_bytes += bytes as u64;
        self.total_dram_bytes += bytes as u64;
        self.loaded_write(now, bytes as u64);
        let x = if v.partial > 0 { Xfer::MergedWrite } else { Xfer::Write };
        self.dram(stats, now, addr, bytes, x).max(merged)
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
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn small(slices: u32, write_back: bool, fetch: u32) -> MemorySystem {
        let mut g = gpu();
        g.cache.l2_fetch_bytes = fetch;
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
            fetch in proptest::sample::select(vec![32u32, 64, 128]),
        ) {
            let (mut together, mut apart) = (small(slices, write_back, fetch), small(slices, write_back, fetch));
            // Where a miss brings more than its sector, a sector it brought that the same access
            // then reads is the access's own miss, where taken apart it was brought beside and
            // then hit: the misses, the DRAM traffic and every time are the same, and hits less
            // sectors brought beside.
            let same = |s: &MemStats| MemStats { l2_hits: s.l2_hits.wrapping_sub(s.l2_fetched), l2_fetched: 0, ..s.clone() };
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
                proptest::prop_assert_eq!(same(&together.stats), same(&apart.stats));
            }
            // Whatever the caches hold and whenever the queues free, both answer alike.
            now += 1000;
            for a in touched {
                for sm in 0..2 {
                    let t = Transaction { addr: a, bytes: 32 };
                    proptest::prop_assert_eq!(together.load(sm, now, t), apart.load(sm, now, t));
                }
            }
            proptest::prop_assert_eq!(same(&together.stats), same(&apart.stats));
        }
    }

    #[test]
    fn an_l2_miss_reads_its_fetch_block_and_counts_its_sectors_as_misses() {
        let mut g = gpu();
        g.cache.l2_fetch_bytes = 64;
        let mut m = MemorySystem::new(&g);
        let base = 0x1_0000_0000u64;
        // One sector asked for: its 64-byte half brought, two sectors missed.
        let one = m.load_all(0, 1000, &[Transaction { addr: base, bytes: 32 }]);
        assert_eq!((m.stats.l2_misses, m.stats.l2_hits, m.stats.dram_read_bytes), (2, 0, 64));
        assert_eq!(m.stats.l2_fetched, 1);
        // The other sector of that half is in L2 (in flight: its data comes with the first),
        // so another SM's read of it is an L2 hit that waits for the fetch.
        let other = m.load_all(1, 1001, &[Transaction { addr: base + 32, bytes: 32 }]);
        assert_eq!((m.stats.l2_misses, m.stats.l2_hits, m.stats.dram_read_bytes), (2, 1, 64));
        assert_eq!(other, one, "the companion arrives with the sector that brought it");
        // A whole line read by one instruction: two 64-byte reads, four misses, no hits (each
        // half's second sector was counted when its first brought it).
        m.stats = MemStats::default();
        m.load_all(2, 1000, &[Transaction { addr: base + 128, bytes: 128 }]);
        assert_eq!((m.stats.l2_misses, m.stats.l2_hits, m.stats.dram_read_bytes), (4, 0, 128));
        assert_eq!(m.stats.l2_fetched, 0, "each half's other sector was asked for too");
        // A half of which the L2 holds one sector already reads the other alone.
        m.stats = MemStats::default();
        m.store_all(3, 1000, &[Transaction { addr: base + 256, bytes: 32 }], 0);
        m.load_all(3, 3000, &[Transaction { addr: base + 256 + 32, bytes: 32 }]);
        assert_eq!((m.stats.l2_misses, m.stats.dram_read_bytes), (1, 32));
        // Without it (32 bytes, the default) a miss reads its sector alone.
        let mut m = MemorySystem::new(&gpu());
        m.load_all(0, 1000, &[Transaction { addr: base, bytes: 32 }]);
        assert_eq!((m.stats.l2_misses, m.stats.dram_read_bytes), (1, 32));
        // An atomic's miss reads the block too.
        let mut m = MemorySystem::new(&g);
        m.atomic_all(0, 1000, &[Transaction { addr: base, bytes: 32 }], &[1]);
        assert_eq!((m.stats.l2_misses, m.stats.dram_read_bytes), (2, 64));
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
                l1_mshr_waits: 0,
                stores_taken: 0,
                ..MemStats::default()
            }
        );
    }

    #[test]
    fn texture_fetches_hit_lines_of_their_sm_in_flight_or_filled() {
        let g = GpuConfig::load("g80").unwrap();
        let mut m = MemorySystem::new(&g);
        assert!(m.has_tex() && !MemorySystem::new(&gpu()).has_tex());
        let line = |addr| [Transaction { addr, bytes: 32 }];
        // A miss goes to DRAM (g80 has no L2); a second fetch of the line while it is in flight
        // waits for the same fill; once filled, a fetch takes the hit latency.
        let first = m.tex_load_all(0, 1000, &line(0x1000));
        assert!(first > 1000 + g.memory.dram_latency as u64, "miss: {first}");
        assert_eq!(m.tex_load_all(0, 1010, &line(0x1000)), first, "merged with the fill in flight");
        assert_eq!(m.tex_load_all(0, 5000, &line(0x1000)), 5000 + g.cache.tex_hit_latency as u64, "hit");
        // Each SM has its own cache.
        assert!(m.tex_load_all(1, 5000, &line(0x1000)) > 5000 + g.memory.dram_latency as u64);
        assert_eq!((m.stats.tex_hits, m.stats.tex_misses, m.stats.dram_read_bytes), (2, 2, 64));
        // 8 KB of 4-way sets of 32-byte lines: five lines 2 KB apart share a set, and the
        // least recently used of them is pushed out.
        for k in 0..5u64 {
            m.tex_load_all(0, 10_000 + k, &line(0x10_0000 + k * 2048));
        }
        assert!(m.tex_load_all(0, 20_000, &line(0x10_0000)) > 20_000 + g.memory.dram_latency as u64, "evicted");
        assert_eq!(m.tex_load_all(0, 20_000, &line(0x10_0000 + 4 * 2048)), 20_000 + 260, "kept");
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
    fn a_store_drops_the_l1s_copy_unless_the_l1_keeps_what_stores_write() {
        let t = Transaction { addr: 0x1_0000_0000, bytes: 32 };
        for (keep, merge) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut g = gpu();
            g.cache.l1_keeps_stored_sectors = keep;
            g.cache.l1_merge_stores = merge;
            let mut m = MemorySystem::new(&g);
            let filled = m.load(0, 0, t);
            // Twice, so that with merging the second store is the one the L1 merges.
            for at in [filled + 10, filled + 20] {
                m.store_warp(0, 3, at, &[t], 0);
            }
            let (hits, misses) = (m.stats.l1_hits, m.stats.l1_misses);
            let ready = m.load(0, filled + 100, t);
            if keep {
                assert_eq!((m.stats.l1_hits - hits, m.stats.l1_misses - misses), (1, 0), "merge {merge}");
                assert_eq!(ready, filled + 100 + g.cache.l1_hit_latency as u64);
            } else {
                assert_eq!((m.stats.l1_hits - hits, m.stats.l1_misses - misses), (0, 1), "merge {merge}");
            }
        }
        // Atomics are done at the L2: the L1's copy goes whatever the policy.
        let mut g = gpu();
        g.cache.l1_keeps_stored_sectors = true;
        let mut m = MemorySystem::new(&g);
        let filled = m.load(0, 0, t);
        m.atomic_all(0, filled + 10, &[t], &[1]);
        m.load(0, filled + 100, t);
        assert_eq!((m.stats.l1_hits, m.stats.l1_misses), (0, 2));
    }

    #[test]
    fn a_load_says_which_of_its_lines_wait_for_a_sector() {
        let mut m = MemorySystem::new(&gpu());
        let line = 0x1_0000_0000u64;
        // Line 0 loaded long ago, line 1 asked for just now (in flight), line 2 never.
        let done = m.load(0, 0, Transaction { addr: line, bytes: 32 });
        let now = done + 1;
        m.load(0, now - 5, Transaction { addr: line + 128, bytes: 32 });
        let txs = [
            Transaction { addr: line, bytes: 32 },
            Transaction { addr: line + 128, bytes: 32 },
            Transaction { addr: line + 256, bytes: 32 },
        ];
        let (_, waiting) = m.load_lines(0, now, &txs);
        assert_eq!(waiting, 0b110);
        // All there now: none waits.
        let (ready, _) = m.load_lines(0, now + 10_000, &txs);
        assert_eq!(m.load_lines(0, ready + 1, &txs).1, 0);
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
    /// `gpu()` without an L1, its L2 in `slices` slices of a sector a cycle, DRAM unlimited.
    fn sliced_gpu(slices: u32) -> GpuConfig {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_slices = slices;
        g.cache.l2_slice_bytes_per_cycle = 32.0;
        g.cache.dram_bytes_per_cycle = 1e9;
        g
    }

    fn sliced(slices: u32) -> MemorySystem {
        MemorySystem::new(&sliced_gpu(slices))
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
    fn a_full_store_path_makes_the_next_store_wait_for_the_oldest_to_leave() {
        let mut g = gpu();
        g.cache.l2_slice_bytes_per_cycle = 0.0;
        g.cache.sm_store_cycles = 1.0;
        g.cache.sm_store_partial_cycles = 2.0;
        g.cache.sm_store_queue = 2;
        let mut m = MemorySystem::new(&g);
        assert!(m.has_store_path());
        // Three stores of 4 whole sectors at cycle 100: the path sends one every 4 cycles, and
        // holds two; the third enters when the first has left.
        assert_eq!(m.store_path_entry(0, 100), 100);
        assert_eq!(m.store_path_send(0, 100, 4, 0, 100), 104);
        assert_eq!(m.store_path_entry(0, 100), 100);
        assert_eq!(m.store_path_send(0, 100, 4, 0, 100), 108);
        assert_eq!(m.store_path_entry(0, 100), 104);
        // A partly written sector takes two cycles; a store leaves no earlier than the L2
        // takes it; the launch's stores are done when the last has left.
        assert_eq!(m.store_path_send(0, 104, 1, 1, 100), 111);
        assert_eq!(m.store_path_send(0, 200, 1, 0, 250), 250);
        assert_eq!(m.stats.stores_taken, 250);
        // Another SM's path is its own.
        assert_eq!(m.store_path_entry(1, 100), 100);
        // A flush empties them.
        m.flush(1_000);
        assert_eq!(m.store_path_entry(0, 1_000), 1_000);
        assert_eq!(m.store_path_send(0, 1_000, 4, 0, 1_000), 1_004);
        // Without the key there is no path.
        assert!(!MemorySystem::new(&gpu()).has_store_path());
    }

    #[test]
    fn a_store_to_part_of_a_sector_holds_its_slice_longer() {
        for factor in [1.0, 3.0] {
            let mut g = sliced_gpu(1);
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
    fn a_store_holds_its_slice_per_sector_and_per_line_and_is_noted() {
        let mut g = sliced_gpu(1);
        g.cache.l2_write_factor = 2.0;
        g.cache.l2_write_request_cycles = 3.0;
        g.cache.l2_partial_write_factor = 1.5;
        let mut m = MemorySystem::new(&g);
        let at = |i: u64| Transaction { addr: 0x1_0000_0000 + i * 32, bytes: 32 };
        m.load(0, 0, at(20));
        assert_eq!(m.stats.stores_taken, 0, "no store yet");
        // Two sectors of one line in one store: one request (3) and two sectors (2 each); a
        // partial sector of another line: a request and 2 x 1.5. The read behind them waits
        // 3 + 4 + 3 + 3 = 13 cycles of the slice.
        m.store_all(0, 10_000, &[at(0), at(1)], 0);
        m.store(0, 10_000, at(4), true);
        assert_eq!(m.load(0, 10_000, at(20)), 10_000 + 13 + 193);
        // The last stored sector was taken when its line's request and first sector had passed.
        assert_eq!(m.stats.stores_taken, 10_000 + 7);
    }

    #[test]
    fn a_warps_store_to_the_sectors_of_its_last_store_merges_with_it() {
        let mut g = sliced_gpu(1);
        g.cache.l1_merge_stores = true;
        let mut m = MemorySystem::new(&g);
        let s = |i: u64| Transaction { addr: 0x1_0000_0000 + i * 32, bytes: 32 };
        let read = s(40);
        m.load(0, 0, read);
        // The L2's slice is busy 1 cycle per stored sector: a read behind the stores waits for
        // the sectors that reached it.
        let behind = |m: &mut MemorySystem, now: u64| m.load(0, now, read) - now - 193;
        m.store_warp(0, 5, 1_000, &[s(0), s(1)], 0);
        m.store_warp(0, 5, 1_000, &[s(0), s(1)], 0);
        assert_eq!(behind(&mut m, 1_000), 2, "the second store merged");
        // Another warp's store, other sectors, or a load of the warp between: no merge.
        m.store_warp(0, 6, 2_000, &[s(0), s(1)], 0);
        m.store_warp(0, 6, 2_000, &[s(0), s(2)], 0);
        assert_eq!(behind(&mut m, 2_000), 4);
        m.store_warp(0, 7, 3_000, &[s(3)], 0);
        m.forget_store(0, 7);
        m.store_warp(0, 7, 3_000, &[s(3)], 0);
        assert_eq!(behind(&mut m, 3_000), 2);
        // Without merging every store reaches the L2.
        g.cache.l1_merge_stores = false;
        let mut m = MemorySystem::new(&g);
        m.load(0, 0, read);
        m.store_warp(0, 5, 1_000, &[s(0), s(1)], 0);
        m.store_warp(0, 5, 1_000, &[s(0), s(1)], 0);
        assert_eq!(behind(&mut m, 1_000), 4);
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

    /// A GPU without an L1 and a one-slice write-back L2 of 384 lines that holds sectors
    /// stores wrote part of in part, keeping at most `bound` such lines (0: no bound).
    fn holding_in_part(bound: u32) -> GpuConfig {
        let mut g = gpu();
        g.cache.l1_bytes = 0;
        g.cache.l2_bytes = 16 * 24 * 128;
        g.cache.l2_slices = 1;
        g.cache.l2_write_back = true;
        g.cache.l2_partial_sector_reads = true;
        g.cache.l2_partial_lines = bound;
        g
    }

    #[test]
    fn a_sector_stored_in_part_is_read_from_dram_when_written_back_unless_stores_complete_it() {
        let mut g = holding_in_part(0);
        // One word (`k`) of the sector at `addr`, from a store of its own.
        let word = |m: &mut MemorySystem, now: u64, addr: u64, k: u32| {
            m.part_bytes[0] = 0xf << (4 * k);
            m.store_all(0, now, &[Transaction { addr, bytes: 32 }], 1);
        };
        let (a, b) = (0x1_0000_0000u64, 0x1_0000_1000u64);
        let mut m = MemorySystem::new(&g);
        // Eight stores complete sector `a`; one leaves sector `b` in part.
        for k in 0..8 {
            word(&mut m, 100 + k as u64, a, k);
        }
        word(&mut m, 110, b, 0);
        // `a` is whole: a read hits. `b` is not: a read misses (and makes it whole).
        assert_eq!(m.load(0, 1000, Transaction { addr: a, bytes: 32 }), 1000 + g.cache.l2_hit_latency as u64);
        assert_eq!((m.stats.l2_hits, m.stats.l2_misses), (1, 0));
        m.load(0, 1000, Transaction { addr: b, bytes: 32 });
        assert_eq!((m.stats.l2_hits, m.stats.l2_misses, m.stats.dram_read_bytes), (1, 1, 32));
        // Stored in part again and pushed out: written back with a read first; `a` without.
        word(&mut m, 1100, b + 32, 3);
        let before = m.stats.dram_read_bytes;
        let lines = 2 * g.cache.l2_bytes / 128;
        for i in 1..=lines {
            m.load(0, 2000, Transaction { addr: 0x2_0000_0000 + i * 128, bytes: 32 });
        }
        assert_eq!(m.stats.l2_partial_reads, 1);
        assert_eq!(m.stats.dram_read_bytes - before, lines * 32 + 32);
        assert_eq!(m.stats.dram_write_bytes, 3 * 32, "a, b and b + 32 written back");
        // Without the key a stored sector counts as whole: no read, and a read of it hits.
        g.cache.l2_partial_sector_reads = false;
        let mut m = MemorySystem::new(&g);
        word(&mut m, 100, b, 0);
        m.load(0, 1000, Transaction { addr: b, bytes: 32 });
        assert_eq!((m.stats.l2_hits, m.stats.dram_read_bytes), (1, 0));
    }

    #[test]
    fn past_its_bound_on_lines_in_part_the_l2_writes_back_the_oldest() {
        let g = holding_in_part(2);
        let mut m = MemorySystem::new(&g);
        let store = |m: &mut MemorySystem, now: u64, addr: u64, bytes: u32| {
            m.part_bytes[0] = bytes;
            m.store_all(0, now, &[Transaction { addr, bytes: 32 }], (bytes != u32::MAX) as u64);
        };
        let line = |i: u64| 0x1_0000_0000 + i * 128;
        // Lines 0 and 1 in part: within the bound. Line 0 made whole and line 2 in part: still
        // two. Line 0 in part again: three, so line 1 (in part longest) is written back.
        store(&mut m, 100, line(0), 0xff);
        store(&mut m, 101, line(1), 0xff);
        store(&mut m, 102, line(0), !0xff);
        store(&mut m, 103, line(2), 0xff);
        assert_eq!((m.stats.dram_read_bytes, m.stats.dram_write_bytes), (0, 0));
        store(&mut m, 104, line(0) + 32, 0xff);
        assert_eq!((m.stats.dram_read_bytes, m.stats.dram_write_bytes, m.stats.l2_partial_reads), (32, 32, 1));
        // Line 1 stays, clean and whole: a read hits it, and pushing it out writes nothing more.
        let hit = m.load(0, 200, Transaction { addr: line(1), bytes: 32 });
        assert_eq!(hit, 200 + g.cache.l2_hit_latency as u64);
        // Line 3 in part: three again, and line 2 goes next (line 0's listing is newer).
        store(&mut m, 300, line(3), 0xff);
        assert_eq!((m.stats.dram_read_bytes, m.stats.dram_write_bytes, m.stats.l2_partial_reads), (64, 64, 2));
    }

    #[test]
    fn a_store_whose_write_back_finds_no_room_is_taken_when_the_oldest_leaves() {
        let store = |m: &mut MemorySystem, now: u64, i: u64| {
            m.part_bytes[0] = 0xff;
            m.store_all(0, now, &[Transaction { addr: 0x1_0000_0000 + i * 128, bytes: 32 }], 1)
        };
        let mut g = holding_in_part(1);
        let latency = g.memory.dram_latency as u64;
        for room in [0, 1, 2] {
            g.cache.l2_write_back_queue = room;
            let mut m = MemorySystem::new(&g);
            // Line 0 in part: within the bound. Line 1: line 0 is written back (its merge read
            // back a DRAM latency later), with room at once.
            let first = store(&mut m, 100, 0);
            assert!(first < 110, "{first}");
            assert_eq!(store(&mut m, 101, 1), first + 1, "room {room}");
            // Line 2 pushes out line 1: with room for one write-back, it waits for line 0's.
            let third = store(&mut m, 102, 2);
            if room == 1 {
                assert!((101 + latency..101 + latency + 10).contains(&third), "{third}");
                // Line 3's waits for line 1's, which started when the third store was taken.
                let fourth = store(&mut m, 103, 3);
                assert!((third + latency..third + latency + 10).contains(&fourth), "{fourth}");
            } else {
                assert_eq!(third, first + 2, "room {room}");
                // Once the first write-backs have left, a store is taken at once again.
                assert_eq!(store(&mut m, 5000, 3), 5000 + first - 100, "room {room}");
            }
            assert_eq!(m.stats.l2_partial_reads, 3, "room {room}");
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

    /// With `dram_latency_spread`, unloaded DRAM reads take `dram_latency` on average, spread as
    /// the points say: here half of them 100 cycles under it, half 100 over (the points' mean
    /// is taken off). Reads of one line in one 64-cycle period draw alike, and a run draws the
    /// same again.
    #[test]
    fn dram_reads_spread_about_the_latency_as_the_preset_says() {
        let mut g = gpu();
        g.cache.dram_latency_spread = vec![[0.0, 600.0], [0.5, 600.0], [0.5000001, 800.0], [1.0, 800.0]];
        let lat = g.memory.dram_latency as i64;
        let run = || {
            let mut m = MemorySystem::new(&g);
            // One sector of each of 4,000 lines, 8 KB apart (each its own line and channel
            // turn), far enough apart in time that no queue holds one up.
            (0..4000u64)
                .map(|i| {
                    let now = 1000 * i;
                    m.load(0, now, Transaction { addr: 0x1_0000_0000 + 8192 * i, bytes: 32 }) as i64 - now as i64
                })
                .collect::<Vec<_>>()
        };
        let took = run();
        assert_eq!(took, run(), "a run draws the same again");
        // An unloaded read without the spread: the latency, a cycle on the channel, the L2.
        let mut plain = MemorySystem::new(&gpu());
        let base = plain.load(0, 0, Transaction { addr: 0x1_0000_0000, bytes: 32 }) as i64 - lat;
        let (fast, slow): (Vec<i64>, Vec<i64>) = took.iter().partition(|&&t| t < base + lat);
        assert!(fast.iter().all(|&t| t == base + lat - 100), "{:?}", &fast[..4]);
        assert!(slow.iter().all(|&t| t == base + lat + 100), "{:?}", &slow[..4]);
        // About half each (binomial over 4,000 draws: 2,000 +- 32).
        assert!((1850..2150).contains(&fast.len()), "{} fast", fast.len());
        // The sectors of one line read in one 64-cycle period draw alike.
        let m = MemorySystem::new(&g);
        let draw = m.below.dram_spread(0x2_0000_0000, 64_000);
        for k in 0..4 {
            for at in [64_000, 64_010, 64_063] {
                assert_eq!(m.below.dram_spread(0x2_0000_0000 + 32 * k, at), draw);
            }
        }
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
    fn dram_prices_its_bursts_and_the_blocks_it_opens() {
        // One channel moving 32 bytes a cycle and no caches: each sector is a DRAM read.
        let mut g = one_dram_channel(32.0);
        let done = |g: &GpuConfig, addrs: &[u64]| {
            let mut m = MemorySystem::new(g);
            addrs.iter().map(|&addr| m.load(0, 0, Transaction { addr, bytes: 32 })).max().unwrap()
        };
        let base = 0x1_0000_0000u64;
        let one_block = [base, base + 32, base + 64, base + 96];
        let four_blocks = [base, base + 256, base + 512, base + 768];
        assert_eq!(done(&g, &one_block), 4 + 450);
        assert_eq!(done(&g, &four_blocks), 4 + 450);
        // A write moves 64 bytes at least: a sector's takes two cycles; reads are not held to it.
        g.cache.dram_burst_bytes = 64;
        assert_eq!(done(&g, &one_block), 4 + 450);
        let (mut m, st) = (MemorySystem::new(&g), &mut MemStats::default());
        assert_eq!(
            (
                m.below.dram(st, 0, base, 32, Xfer::Write),
                m.below.dram(st, 0, base + 32, 32, Xfer::Write),
                m.below.dram(st, 0, base, 128, Xfer::Write)
            ),
            (2, 4, 8)
        );
        g.cache.dram_burst_bytes = 0;
        let mut m = MemorySystem::new(&g);
        assert_eq!(
            (m.below.dram(st, 0, base, 32, Xfer::Write), m.below.dram(st, 0, base + 32, 32, Xfer::Write)),
            (1, 2)
        );
        assert_eq!(st.dram_blocks_opened, 0, "no block prices: none counted");
        // Three cycles for each block opened: one for four sectors of a block, four for one each
        // of four blocks.
        g.cache.dram_block_cycles = 3.0;
        assert_eq!(done(&g, &one_block), 4 + 3 + 450);
        assert_eq!(done(&g, &four_blocks), 4 + 12 + 450);
        let mut m = MemorySystem::new(&g);
        for addr in four_blocks.iter().chain(&one_block) {
            m.load(0, 0, Transaction { addr: *addr, bytes: 32 });
        }
        assert_eq!(m.stats.dram_blocks_opened, 4 + 1, "the first block's again, the others' once");
        // Going back to a block: open still where the channel keeps two, not where it keeps one.
        let back = [base, base + 256, base + 32, base + 288];
        assert_eq!(done(&g, &back), 4 + 12 + 450);
        g.cache.dram_open_blocks = 2;
        assert_eq!(done(&g, &back), 4 + 6 + 450);
        // The write of a write-back that merged a read finds its block closed, unless another
        // such write just opened it.
        let mut m = MemorySystem::new(&g);
        assert_eq!(m.below.block_cost(0, 5, false), 3.0);
        assert_eq!(m.below.block_cost(0, 5, false), 0.0);
        assert_eq!(m.below.block_cost(0, 5, true), 3.0);
        assert_eq!(m.below.block_cost(0, 5, true), 0.0);
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
    fn a_flushed_memory_system_behaves_as_a_new_one() {
        let mut m = MemorySystem::new(&gpu());
        let t = Transaction { addr: 0x1_0000_0000, bytes: 32 };
        let cold = m.load(0, 1000, t);
        assert!(m.load(0, 5000, t) < cold - 1000 + 5000, "a hit after the fill");
        m.flush(5000);
        assert_eq!(m.load(0, 6000, t), cold - 1000 + 6000, "cold again after a flush");
    }

    /// `OMITTED_WHEN_ZERO` names exactly the counters the JSON leaves out when they are 0:
    /// every field but those (and `stores_taken`, never written) is in a zero `MemStats`'s
    /// JSON, and those are in it once they count.
    #[test]
    fn the_counters_omitted_when_zero_are_named() {
        let keys = |m: &MemStats| -> Vec<String> {
            let mut k: Vec<String> = serde_json::to_value(m).unwrap().as_object().unwrap().keys().cloned().collect();
            k.sort();
            k
        };
        // The struct's fields, from its `Debug` form (`MemStats { l1_hits: 0, ... }`).
        let debug = format!("{:?}", MemStats::default());
        let fields: Vec<&str> = debug
            .trim_start_matches("MemStats {")
            .split(',')
            .filter_map(|f| f.split(':').next())
            .map(str::trim)
            .filter(|f| !f.is_empty() && *f != "}")
            .collect();
        assert!(fields.contains(&"l1_hits") && fields.contains(&"stores_taken"), "{fields:?}");
        let omitted = MemStats::OMITTED_WHEN_ZERO;
        let mut written: Vec<String> =
            fields.iter().filter(|f| **f != "stores_taken" && !omitted.contains(f)).map(|f| f.to_string()).collect();
        written.sort();
        assert_eq!(keys(&MemStats::default()), written);
        let mut all = written.clone();
        all.extend(omitted.iter().map(|f| f.to_string()));
        all.sort();
        assert_eq!(
            keys(&MemStats {
                tex_hits: 1,
                tex_misses: 1,
                l2_fetched: 1,
                l2_partial_reads: 1,
                dram_blocks_opened: 1,
                ..MemStats::default()
            }),
            all
        );
    }
}
