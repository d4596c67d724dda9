//! One streaming multiprocessor of the timing model: its resident blocks, the timing record of
//! the warp in each of its warp slots, its schedulers' ready lists, and the issue loop it runs
//! at each cycle it is awake (`Sm::visit`).
//!
//! The warps' records are one array by warp slot and each block's scoreboard one array, so
//! issuing an instruction reads a few compact places; the GPU-wide part of a cycle (the block
//! dispatcher, the clock, stall integrals) is `engine`'s.

use super::coalesce::Transaction;
use super::cost::{cost, register_reads, Fixed};
use super::engine::{Active, LaunchTotals};
use super::icache::{ICache, LINE_BYTES, LINE_INSTRS};
use super::memsys::MemorySystem;
use super::sched::{Candidate, WarpScheduler};
use super::source::{PcCounts, Waited};
use super::timers::Timers;
use crate::block::{BarrierState, Block};
use crate::config::GpuConfig;
use crate::counters::lanes;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::exec::Env;
use crate::memory::DeviceMemory;
use crate::outcome::{Event, Outcome};
use crate::warp::Warp;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use warpsim_isa::{LatencyClass, Unit};

/// How many cycles a warp's fetch runs ahead of its issue at most (with
/// `latency.branch_back_to_back`, a branch its fetch reached this far ahead costs `branch`:
/// 18 - 8 = 10 on `hopper`, calibration/README.md, "A taken branch as warps grow").
const FETCH_AHEAD: i16 = 8;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum WarpState {
    #[default]
    Live,
    Barrier,
    Done,
}

/// The timing record of the warp in one warp slot: what scheduling reads of it (kept by slot
/// in one array on its SM, so a scheduler's scan and an issue touch one place per warp).
#[derive(Clone, Copy, Default)]
pub(super) struct WarpRec {
    /// Launch order (smaller is older).
    pub age: u64,
    /// Earliest cycle the next instruction may issue (after branches, barriers).
    pub next_issue: u64,
    /// From the scoreboard for the next instruction (it only changes when this warp issues):
    /// the earliest cycle its operands allow.
    pub earliest: u64,
    /// The cycle it last issued (`u64::MAX`: not yet).
    pub last_issue: u64,
    /// The earliest cycle its next load/store instruction may issue (`throughput.lsu_warp`).
    pub lsu_next: u64,
    /// Its launch's key.
    pub launch: u32,
    /// Cycles it was ready but its unit was busy, since it last issued (for trace stall reasons).
    pub pipe_waits: u32,
    /// Its index in an unsorted ready list while it is listed there (an SM has at most
    /// 256 block slots of 128 warps: 32,768 warp slots).
    pub at: u16,
    /// The unit its next instruction needs (an index into `Unit::ALL`).
    pub unit: u8,
    /// What its next instruction waits for last: `WAIT_LOAD` (a register a load writes),
    /// `WAIT_FETCH` (its line of code, which its SM is still fetching: `cache.icache_bytes`,
    /// Nsight Compute's "no instruction"; set where the fetch sets `next_issue`, cleared where
    /// anything else raises it, and kept by `refresh` while neither its operands nor its
    /// load/store limit hold it longer), or `WAIT_OTHER`.
    pub wait: u8,
    pub state: WarpState,
    /// How many cycles of fetching its instructions ran ahead of issuing them since its last
    /// branch (at most `FETCH_AHEAD`; negative while the fetch of a branch target is due):
    /// every cycle it does not issue, its fetch may go one instruction further
    /// (`latency.branch_back_to_back`), but for the cycles it waits for a load's result (on
    /// the H200 a loop whose branch follows the add of a shared load waits the branch's full
    /// 18 cycles: calibration/h100/shared-latency-h200.csv).
    pub lead: i16,
}

// A warp's record is read on every issue and scan: it stays within 56 bytes (docs/PERFORMANCE.md,
// "eleventh sitting": at 72 the issue loop took 2.5% more host instructions).
const _: () = assert!(std::mem::size_of::<WarpRec>() <= 56);

/// `WarpRec::wait`: what a warp's next instruction waits for last.
pub(super) const WAIT_OTHER: u8 = 0;
pub(super) const WAIT_LOAD: u8 = 1;
pub(super) const WAIT_FETCH: u8 = 2;

/// Where a warp belongs after a state change, from its refreshed record.
#[derive(Clone, Copy)]
struct Placement {
    state: WarpState,
    earliest: u64,
    wait: u8,
    unit: u8,
}

/// The cycle `ins`'s operands allow (its warp's scoreboard `score`; `extra(k, slot)`: what the
/// `k`-th slot adds to its entry) and whether a load's register is the last wait, from `(t,
/// wait)`: `WarpRec::refresh`'s loop, generic so that its usual form (nothing added) keeps no
/// trace of the other.
#[inline(always)]
fn operands_ready(
    ins: &crate::decode::DInstr,
    score: &[u64],
    mut t: u64,
    mut wait: u8,
    extra: impl Fn(usize, u32) -> u64,
) -> (u64, u8) {
    for (k, &s) in ins.slots.iter().enumerate() {
        let entry = score[s as usize];
        let at = (entry >> 1) + extra(k, s);
        if at > t {
            t = at;
            wait = (entry & 1) as u8 * WAIT_LOAD;
        }
    }
    (t, wait)
}

/// `operands_ready` for an instruction that reads a predicate and is not a branch
/// (`Fixed::pred_extra`): the predicates it reads are ready `extra` cycles after their writers'
/// results (`latency.predicate_extra`). Out of the issue loop.
#[cold]
#[inline(never)]
fn predicate_reader_ready(
    kernel: &DecodedKernel,
    ins: &crate::decode::DInstr,
    score: &[u64],
    extra: u8,
    t: u64,
    wait: u8,
) -> (u64, u8) {
    let predicates = kernel.first_slot(warpsim_isa::RegClass::Pred);
    operands_ready(ins, score, t, wait, |k, s| {
        // (A predicate never written, at 0, is there from the start.)
        let read = s >= predicates && (k as u32) < ins.first_def && score[s as usize] >> 1 != 0;
        read as u64 * extra as u64
    })
}

impl WarpRec {
    /// Recomputes the readiness of the functional warp `w`'s next instruction from its
    /// scoreboard `score` (`DecodedKernel::slot` order); `fixed`: its launch's fixed costs
    /// (which name each instruction's unit on this GPU). With its launch's `rows_to_prefetch`
    /// (`prefetch`, empty on small GPUs) it also asks the host for the row that instruction
    /// writes.
    #[inline(always)]
    fn refresh(&mut self, kernel: &DecodedKernel, fixed: &[Fixed], prefetch: &[u32], w: &Warp, score: &[u64]) {
        self.state = if w.done() {
            WarpState::Done
        } else if w.waiting_at.is_some() {
            WarpState::Barrier
        } else {
            WarpState::Live
        };
        let mut t = self.next_issue;
        let mut wait = self.wait & WAIT_FETCH;
        self.unit = 0;
        let pc = w.pc() as usize;
        if let (Some(ins), Some(f)) = (kernel.instrs.get(pc), fixed.get(pc)) {
            if let Some(&d) = prefetch.get(pc) {
                if d != crate::decode::NO_ROW {
                    w.prefetch_row(d);
                }
            }
            if f.pred_extra == 0 {
                (t, wait) = operands_ready(ins, score, t, wait, |_, _| 0);
            } else {
                (t, wait) = predicate_reader_ready(kernel, ins, score, f.pred_extra, t, wait);
            }
            self.unit = f.unit;
            // (Parameter and constant loads at a register-free address use no load/store pipe
            // from cc 2.0 on, and none has the limit before.)
            if f.unit as usize == LSU && !f.uniform && self.lsu_next > t {
                t = self.lsu_next;
                wait = WAIT_OTHER;
            }
        }
        self.wait = wait;
        self.earliest = t;
    }

    /// Cycles until the target of a branch (or of a BSYNC's move) this warp issues is fetched
    /// (`latency.branch_back_to_back`): `back_to_back` less what its fetch ran ahead.
    #[inline(always)]
    fn fetch_wait(&self, back_to_back: u64) -> u64 {
        back_to_back.saturating_sub(self.lead.max(0) as u64)
    }

    /// Its fetch starts again at `now`, for an issue at `next`: nothing fetched ahead, and the
    /// cycles it idles until then add no lead.
    #[inline(always)]
    fn refetch(&mut self, now: u64, next: u64) {
        self.lead = -((next - now - 1).min(1 << 14) as i16);
    }

    #[inline(always)]
    fn placement(&self) -> Placement {
        Placement { state: self.state, earliest: self.earliest, wait: self.wait, unit: self.unit }
    }
}

/// A block resident in one of an SM's block slots.
pub(super) struct Resident {
    /// The launch this block belongs to (its key in `Gpu::launches`).
    pub launch: usize,
    /// Cycle it was dispatched.
    pub start: u64,
    pub block: Block,
    /// Its warps' scoreboards: for warp `w`, entries `w * slots..(w + 1) * slots`, by
    /// scoreboard slot (`DecodedKernel::slot`): the cycle the register's pending write lands,
    /// shifted left one bit, with bit 0 set when a load produces it (one word, so checking an
    /// instruction's operands reads one place per register).
    pub score: Vec<u64>,
    pub slots: usize,
}

impl Resident {
    /// A new block `idx` of `l`'s launch, keyed `key`.
    pub(super) fn new(l: &Active, key: usize, idx: [u32; 3], now: u64) -> Resident {
        let block = Block::new(l.kernel, idx, l.config.block, l.shared_bytes);
        let score = vec![0; block.warps.len() * l.slots];
        Resident { launch: key, start: now, block, score, slots: l.slots }
    }

    /// Warp `w`'s scoreboard.
    #[inline(always)]
    fn score(&self, w: usize) -> &[u64] {
        &self.score[w * self.slots..(w + 1) * self.slots]
    }
}

/// One SM's counts for one launch: its resident blocks (whether it hosts the launch) and live
/// warps (the trace's SM tracks).
#[derive(Clone, Copy, Default)]
pub(super) struct LaunchOnSm {
    pub resident: u32,
    pub live: u64,
}

/// An SM asleep until cycle `until` with `warps` ready warps of launch `launch`, all waiting
/// for busy units: until a unit frees or a waiting warp becomes ready nothing on it changes, so
/// instead of a visit a cycle that counts them as pipe-busy stalls, the cycles it sleeps
/// through count when it falls asleep, and a visit that comes early (a block dispatched to
/// it) takes back those not slept. Uncoalesced cc 1.x accesses hold the load/store unit for a
/// hundred cycles and more.
#[derive(Clone, Copy)]
pub(super) struct Stuck {
    until: u64,
    warps: u64,
    launch: usize,
}

/// One scheduler's ready warps with their ages (what a policy picks from; in slot order unless
/// its policy is `order_free`, when keeping them sorted is not worth its cost), and how many of
/// them want each unit: a cycle in which no ready warp wants a busy unit hands the list to the
/// policy as it is, without filtering it. The cycle each of its units can accept
/// the next instruction lives here too, next to the counts it is checked against.
///
/// Laid out in three host cache lines, each read together: the first is what a visit reads
/// first and an issue books (`busy_until`, `unit_busy`), the second when units accept work,
/// the third the list itself and its counts. (With 132 SMs of four schedulers the lists are
/// rarely in the host's L1 when their SM comes round; Rust's own layout spread them over five.)
#[derive(Clone, Default)]
#[repr(C, align(64))]
pub(super) struct ReadyList {
    /// The latest of `unit_free`: from then on no unit is busy.
    pub busy_until: u64,
    /// When each unit's booked work ends.
    pub unit_busy: [u64; 7],
    /// When each unit accepts its next instruction: when its booked work ends, less the
    /// cycles of work it may queue (`throughput.lsu_queue` for the load/store unit, else 0).
    pub unit_free: [u64; 7],
    /// The cycles of work the load/store unit may queue (`throughput.lsu_queue`).
    lsu_queue: u64,
    warps: Vec<Candidate>,
    /// How many listed warps want each unit (at most `sm.max_warps`, 2,048).
    by_unit: [u16; 7],
    /// Bit `u`: `by_unit[u] != 0`.
    wanted: u8,
    sorted: bool,
    /// The warp slot and pc of the last instruction issued here, and the cycle its operands
    /// were read by (kept where the GPU models its register file's banks:
    /// `sm.register_banks`, for operand reuse).
    last: (u32, u32, u64),
    /// Register reads the bank cycles of the last instruction (`last`) left unused while its
    /// unit held it (a half-rate IMAD's three registers over its two cycles leave one), which
    /// the scheduler's next instruction may take if it issues as the unit frees: this many
    /// cycles after `last`'s end.
    last_spare: (u8, u8),
}

const _: () = assert!(std::mem::size_of::<ReadyList>() == 192);

/// `ReadyList::last` before anything issued: no warp's operands are at hand.
const NOTHING_ISSUED: (u32, u32, u64) = (u32::MAX, 0, 0);

impl ReadyList {
    // The lists are short (the warps of one scheduler): a removal from a sorted list finds and
    // shifts entries in place, which costs less than a binary search and a memmove call (an
    // insertion does not gain from it, measured). An unsorted list is a bag: a warp goes to its
    // end and leaves by swapping the last one into its place, found through its `WarpRec::at`.
    #[inline(always)]
    fn insert(&mut self, slot: u32, recs: &mut [WarpRec]) {
        let h = &mut recs[slot as usize];
        let c = Candidate { slot, age: h.age };
        if self.sorted {
            let at = self.warps.partition_point(|c| c.slot < slot);
            self.warps.insert(at, c);
        } else {
            h.at = self.warps.len() as u16;
            self.warps.push(c);
        }
        self.by_unit[h.unit as usize] += 1;
        self.wanted |= 1 << h.unit;
    }

    /// Removes warp `slot`, listed at `at` (unsorted lists) for unit `unit`.
    #[inline(always)]
    fn remove(&mut self, slot: u32, at: u16, unit: u8, recs: &mut [WarpRec]) {
        let w = &mut self.warps;
        if self.sorted {
            let mut i = w.iter().position(|c| c.slot == slot).expect("a ready warp is listed");
            while i + 1 < w.len() {
                w[i] = w[i + 1];
                i += 1;
            }
            w.pop();
        } else {
            let i = at as usize;
            debug_assert_eq!(w[i].slot, slot, "a ready warp is listed where it says");
            w.swap_remove(i);
            if let Some(moved) = w.get(i) {
                recs[moved.slot as usize].at = i as u16;
            }
        }
        self.by_unit[unit as usize] -= 1;
        if self.by_unit[unit as usize] == 0 {
            self.wanted &= !(1 << unit);
        }
    }

    /// The units in `mask` (bit `u`: unit `u`) busy until `until` at least: a sequence
    /// holding them.
    #[cold]
    fn hold(&mut self, mask: u8, until: u64) {
        for (u, (busy, free)) in self.unit_busy.iter_mut().zip(&mut self.unit_free).enumerate() {
            if mask >> u & 1 != 0 {
                *busy = (*busy).max(until);
                *free = (*free).max(until);
            }
        }
        self.busy_until = self.busy_until.max(until);
    }

    /// A listed warp that wanted unit `from` now wants `to`.
    #[inline(always)]
    fn retarget(&mut self, from: u8, to: u8) {
        if from != to {
            self.by_unit[from as usize] -= 1;
            if self.by_unit[from as usize] == 0 {
                self.wanted &= !(1 << from);
            }
            self.by_unit[to as usize] += 1;
            self.wanted |= 1 << to;
        }
    }

    /// How many ready warps want a unit that is busy at `now`, those units (a bit each), and
    /// when the first of them frees (`u64::MAX`: none is busy).
    #[inline]
    fn blocked(&self, now: u64) -> (u32, u32, u64) {
        let (mut n, mut busy, mut free) = (0, 0, u64::MAX);
        if self.busy_until <= now {
            return (n, busy, free);
        }
        let mut wanted = self.wanted;
        while wanted != 0 {
            let u = wanted.trailing_zeros() as usize;
            wanted &= wanted - 1;
            if self.unit_free[u] > now {
                n += self.by_unit[u] as u32;
                busy |= 1 << u;
                free = free.min(self.unit_free[u]);
            }
        }
        (n, busy, free)
    }

    /// Idle units (a launch on an idle GPU starts from a clean state).
    pub(super) fn idle(&mut self) {
        self.unit_free = [0; 7];
        self.unit_busy = [0; 7];
        self.busy_until = 0;
        self.last = NOTHING_ISSUED;
        self.last_spare = (0, 0);
    }
}

/// What an SM's visit uses besides the SM: the GPU's state shared by all SMs at this step.
pub(super) struct Step<'s, 'a> {
    pub gpu: &'a GpuConfig,
    /// `throughput.lsu_sm` and `throughput.lsu`, where the preset has the former.
    pub lsu_sm: Option<(u64, u64)>,
    /// `throughput.lsu_warp`.
    pub lsu_warp: u64,
    /// `throughput.sfu_sm` (0: none).
    pub sfu_sm: u64,
    /// The units whose work an SM's schedulers share (bit `u`: `Unit::ALL[u]`): the load/store
    /// unit with `throughput.lsu_sm`, the special-function unit with `throughput.sfu_sm`.
    pub sm_units: u8,
    /// `sm.register_banks`.
    pub register_banks: u32,
    /// `latency.branch_back_to_back` (0: none).
    pub branch_back_to_back: u64,
    /// `latency.bsync` (0: no convergence barriers).
    pub bsync: u64,
    pub now: u64,
    /// Warp slots per block slot.
    pub wpb: u32,
    /// Issues per scheduler and cycle.
    pub width: usize,
    /// A trace with per-warp detail, or counts by instruction (they read the per-warp
    /// pipe-busy counts).
    pub warp_detail: bool,
    pub barrier_latency: u64,
    pub mem: &'s mut MemorySystem,
    pub global: &'s mut DeviceMemory,
    pub launches: &'s mut [Option<Active<'a>>],
    /// Keys of the active launches, in dispatch order.
    pub order: &'s [usize],
    pub totals: &'s mut [LaunchTotals],
    pub out: &'s mut Outcome,
    pub txs: &'s mut Vec<Transaction>,
    pub cands: &'s mut Vec<Candidate>,
    /// With more than one issue a cycle: the warps a scheduler's first pick of the cycle
    /// counted as not selected, and the warps it issued this cycle.
    pub counted: &'s mut Vec<u32>,
    pub issued: &'s mut Vec<u32>,
    pub trace: &'s mut Option<Box<crate::trace::Trace>>,
    /// SMs asleep with every ready warp waiting for a busy unit.
    pub stuck: &'s mut usize,
    pub dispatch_due: &'s mut bool,
    /// By SM: whether a block may fit there (`Gpu::may_fit`).
    pub may_fit: &'s mut [u64],
    /// The launch whose memory counters `mem.stats` holds.
    pub mem_owner: &'s mut usize,
    pub releases: &'s mut BinaryHeap<Reverse<(u64, usize)>>,
}

/// Fixed-point share of an SM resource: a block that allows `n` per SM takes `FULL / n`, so
/// blocks of one kernel fit exactly as the occupancy calculator says, and blocks of
/// concurrent kernels share each resource in proportion.
pub(super) const FULL: u64 = 1 << 32;

pub(super) struct Sm {
    /// Resident blocks by block slot; warp slot = block slot x `slot_warps` + warp.
    pub blocks: Vec<Option<Resident>>,
    pub resident: u32,
    /// Shares of warps, block slots, registers and shared memory in use (of `FULL`).
    pub used: [u64; 4],
    /// Per launch key.
    pub per: Vec<LaunchOnSm>,
    pub schedulers: Vec<Box<dyn WarpScheduler>>,
    /// Per scheduler: the warps whose operands are ready, and when its units are free.
    pub ready: Vec<ReadyList>,
    /// Bit `s`: scheduler `s`'s ready list is not empty (a visit passes the others without
    /// reading their lists).
    nonempty: u64,
    /// Warps waiting for operands, by the cycle they may issue.
    waiting: Timers,
    /// By warp slot: the timing record of the warp there (up to the last block slot used).
    pub recs: Vec<WarpRec>,
    /// Block slots in turnaround (`gpu.block_turnaround_cycles`): when each is free again,
    /// which slot, and the shares it keeps taken until then.
    pub held: Vec<(u64, usize, [u64; 4])>,
    /// Set while the SM sleeps with every ready warp waiting for a busy unit (see `Stuck`).
    pub stuck: Option<Stuck>,
    /// With `throughput.lsu_sm`: when the SM's load/store pipe, which its schedulers share,
    /// is free.
    pub lsu_sm_free: u64,
    /// With `cache.l1_tag_access_cycles`: the 64ths of a cycle that the last access booked in
    /// fractions left unused, valid while `lsu_sm_free` is `slack_at` (an access that follows
    /// at once starts in them; accesses of whole cycles that follow at once keep them; a gap
    /// loses them).
    pub lsu_sm_slack: u64,
    pub lsu_sm_slack_at: u64,
    /// With `throughput.sfu_sm`: when the SM's special-function units, which its schedulers
    /// share, take the next transcendental instruction.
    pub sfu_sm_free: u64,
    /// Its instruction cache (`cache.icache_bytes`; none: code is always there).
    pub icache: Option<ICache>,
}

/// Books `fx` 64ths of a cycle of an SM's load/store pipe (free at `free`, with `slack` 64ths of
/// the cycle before it unused while `free` is `slack_at`: `Sm::lsu_sm_slack`) from its turn
/// `turn`, starting in that unused part when this access follows the last at once.
#[inline]
fn book_sm_pipe_fx(free: &mut u64, slack: &mut u64, slack_at: &mut u64, turn: u64, fx: u64) {
    let unused = if *slack_at == turn { *slack } else { 0 };
    let end = (turn * 64).saturating_sub(unused) + fx;
    *free = end.div_ceil(64);
    (*slack, *slack_at) = (*free * 64 - end, *free);
}

/// The load/store unit's index in `Unit::ALL`.
const LSU: usize = warpsim_isa::Unit::Lsu.index();

/// Records a scheduler's first pick of a cycle when it may issue more: the candidates it
/// counted as not selected, and the warp it issued.
#[inline(never)]
fn first_of_several(counted: &mut Vec<u32>, issued: &mut Vec<u32>, list: &[Candidate], slot: u32) {
    counted.clear();
    counted.extend(list.iter().map(|c| c.slot).filter(|&o| o != slot));
    issued.clear();
    issued.push(slot);
}

/// A scheduler's second or later pick in one cycle: among its ready warps whose unit is free
/// and that have not issued this cycle. A warp the first pick counted as not selected is taken
/// back out of that count. `None`: nothing more can issue.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn pick_again(
    ready: &ReadyList,
    recs: &[WarpRec],
    policy: &mut dyn WarpScheduler,
    now: u64,
    cands: &mut Vec<Candidate>,
    counted: &[u32],
    issued: &mut Vec<u32>,
    launches: &mut [Option<Active>],
) -> Option<u32> {
    cands.clear();
    cands.extend(
        ready
            .warps
            .iter()
            .filter(|c| ready.unit_free[recs[c.slot as usize].unit as usize] <= now && !issued.contains(&c.slot)),
    );
    if cands.is_empty() {
        return None;
    }
    let slot = cands[policy.pick(now, cands)].slot;
    if counted.contains(&slot) {
        let k = recs[slot as usize].launch as usize;
        launches[k].as_mut().expect("active").report.stalls.not_selected -= 1;
    }
    issued.push(slot);
    Some(slot)
}

/// Asks the host CPU to bring the global memory that `w`'s next instruction, a load or store at
/// 64-bit register row `row` plus `offset`, will touch into its cache, while other warps and SMs
/// run until it issues: the lines from its first to its last active lane's address where they
/// are at most 256 bytes apart (a coalesced access), else those two lanes' lines.
#[inline(always)]
fn prefetch_data(w: &Warp, row: u32, offset: i64, mem: &DeviceMemory) {
    let (mask, Some(addrs)) = (w.active(), w.r64.get(row as usize)) else {
        return;
    };
    if mask == 0 {
        return;
    }
    let first = addrs[mask.trailing_zeros() as usize].wrapping_add(offset as u64);
    let last = addrs[31 - mask.leading_zeros() as usize].wrapping_add(offset as u64);
    let (lo, hi) = (first.min(last), first.max(last));
    if hi - lo <= 256 {
        // (Each line's address is at most `hi`, so none overflows near the top of the space.)
        let start = lo & !63;
        for k in 0..=(hi - start) / 64 {
            mem.prefetch(start + k * 64);
        }
    } else {
        mem.prefetch(first);
        mem.prefetch(last);
    }
}

/// The candidates of `list` whose unit is not busy (bit `u` of `busy`), into `s.cands`, the
/// others counted as pipe-busy stalls of their launches (`by_launch`: with several launches;
/// with one, the caller counts them at once) and in their records for a warp-detail trace.
#[cold]
#[inline(never)]
fn filter_counting(list: &ReadyList, recs: &mut [WarpRec], busy: u32, by_launch: bool, s: &mut Step) {
    for &c in &list.warps {
        let h = &mut recs[c.slot as usize];
        if busy >> h.unit & 1 == 0 {
            s.cands.push(c);
        } else {
            if by_launch {
                s.launches[h.launch as usize].as_mut().expect("active").report.stalls.pipe_busy += 1;
            }
            if s.warp_detail {
                h.pipe_waits += 1;
            }
        }
    }
}

/// Counts the candidates passed over for `slot` as not selected, each in its own launch.
#[cold]
#[inline(never)]
fn not_selected(list: &[Candidate], slot: u32, recs: &[WarpRec], launches: &mut [Option<Active>]) {
    for other in list.iter().map(|c| c.slot) {
        if other != slot {
            let k = recs[other as usize].launch as usize;
            launches[k].as_mut().expect("active").report.stalls.not_selected += 1;
        }
    }
}

/// An instruction of warp `slot` issued at `now` that reads `reads` distinct 32-bit
/// registers, more than the register file's `banks` (a bank gives one a cycle): it takes its
/// scheduler a cycle more per further bankful, so no unit of it accepts an instruction before
/// then; returns the cycles it takes. The registers read by the scheduler's previous
/// instruction are at hand where that was the same warp's and this one follows it at once
/// (operand reuse, as an H100 measured: calibration/README.md, "Register banks"). An
/// instruction its unit takes `busy` cycles or more reads its operands over those cycles and
/// holds nothing else, and the reads those cycles had to spare go to the scheduler's next
/// instruction if it issues as they end (an IMAD's three registers on the FMA pipe at
/// `throughput.imad = 2`, and one of the next FFMA's three: an H200's IMAD and FFMA chains run
/// at the pipe's rate, "The FMA pipe's integer instructions").
#[cold]
fn register_bank_cycles(
    list: &mut ReadyList,
    kernel: &DecodedKernel,
    ins: &crate::decode::DInstr,
    slot: u32,
    now: u64,
    (reads, banks): (u32, u32),
    busy: u64,
) -> u64 {
    let (last_slot, last_pc, last_end) = list.last;
    let reads = if last_slot == slot && last_end == now {
        let prev = &kernel.instrs[last_pc as usize];
        register_reads(ins, kernel.first_slot(warpsim_isa::RegClass::B64), &prev.slots[..prev.first_def as usize])
    } else {
        reads
    };
    let (spare, after) = list.last_spare;
    let reads = if last_end + after as u64 == now { reads.saturating_sub(spare as u32) } else { reads };
    let cycles = reads.div_ceil(banks).max(1) as u64;
    // (Only a multi-cycle instruction's reads are spread over its cycles; a one-cycle
    // instruction's spare bank is not taken by the next one: the H100's FFMAs of alternating
    // warps take 2 cycles each, calibration/h100/operand-banks-h100.csv.)
    list.last_spare = match u8::try_from(busy) {
        Ok(b) if b > 1 && cycles <= busy => ((b as u32 * banks - reads).min(u8::MAX as u32) as u8, b - cycles as u8),
        _ => (0, 0),
    };
    if cycles > busy {
        list.hold((1 << Unit::ALL.len()) - 1, now + cycles);
    }
    cycles
}

/// nvcc's convergence barriers (`latency.bsync`; calibration/README.md, "Convergence barriers"):
/// the warp `rec` (`fw`, after it) issued the instruction at `pc` at `now`, with event `event`;
/// before it, its path was to meet the others at `join` and it had `depth` paths
/// (`Warp::depth`).
/// A forward branch that may split the warp has a BSSY before it (a cycle); where a path
/// reaches its join there is a BSYNC, which the warp falls into (`bsync` cycles to its next
/// issue) or branched to (a cycle), and which takes the warp to its other path, where one
/// waits, as a taken branch does (`branch`, or `back_to_back` less its fetch's lead); after a
/// BSYNC the fetch starts again.
#[cold]
#[inline(never)]
fn convergence_wait(
    rec: &mut WarpRec,
    kernel: &DecodedKernel,
    pc: usize,
    fw: &Warp,
    (join, depth): (u32, usize),
    event: Event,
    (now, bsync, branch, back_to_back): (u64, u64, u64, u64),
) {
    use crate::decode::{CONVERGE_JOIN, CONVERGE_SPLIT};
    let flags = &kernel.convergence;
    let flag = |at: usize, f: u8| flags.get(at).is_some_and(|&x| x & f != 0);
    // Most instructions: no branch, no split here, the warp's paths as they were, and no join
    // next. Nothing below then moves but the next issue, to the next cycle at the earliest.
    if !matches!(event, Event::Branch { .. } | Event::Exit { .. })
        && !flag(pc, CONVERGE_SPLIT)
        && fw.depth() == depth
        && !flag(fw.pc() as usize, CONVERGE_JOIN)
    {
        rec.next_issue = rec.next_issue.max(now + 1);
        return;
    }
    let (taken, diverged) = match event {
        Event::Branch { taken, diverged } => (taken != 0, diverged),
        Event::Exit { .. } => return,
        _ => (false, false),
    };
    let mut at = rec.next_issue.max(now + 1);
    if flag(pc, CONVERGE_SPLIT) {
        at += 1;
    }
    let q = fw.pc();
    // Paths left at their join in this step (a split pushes two: the join's and the taken
    // path's), and where the first ended.
    let net = fw.depth() as i64 - depth as i64;
    let left = if diverged { 2 - net } else { -net }.max(0) as u64;
    let left_at = if diverged { fw.reconverges_at() } else { join };
    let (join, moves) = if left == 0 {
        // Reached a join with the warp whole: by falling into it or by a forward branch (a
        // loop's branch back lands after the BSYNC).
        let arrived = q as usize == pc + 1 || (taken && q as usize > pc);
        (if arrived { q } else { u32::MAX }, 0)
    } else if q == left_at && !diverged {
        // The paths met: the last one resumed the warp at the join.
        (left_at, left - 1)
    } else {
        (left_at, left)
    };
    if flag(join as usize, CONVERGE_JOIN) {
        // Its issue (a cycle), or the cycles to the next issue after one the warp fell into;
        // one that moves the warp to another path issues in its first cycle of that wait.
        let arrival = if taken && !diverged { 1 } else { bsync };
        at += if moves > 0 { arrival - 1 } else { arrival };
        for _ in 0..moves {
            // The BSYNC takes the warp to a path that waits: its fetch starts there.
            at += rec.fetch_wait(back_to_back).max(branch);
            rec.lead = 0;
        }
        // The fetch starts again after the BSYNC: what it had run ahead is lost, and the
        // cycles until the next issue are not cycles it runs ahead in (its lead grows by the
        // cycles the warp does not issue: see `issue`).
        rec.refetch(now, at);
    } else {
        // (A BSSY's cycle is not one the fetch runs ahead in either.)
        let added = at - rec.next_issue.max(now + 1);
        rec.lead = rec.lead.saturating_sub(added.min(1 << 14) as i16);
    }
    rec.next_issue = at;
}

/// The block slot and warp of warp slot `slot`, with `wpb` warp slots per block slot: a shift
/// and a mask where `wpb` is a power of two (as on every preset), not a division per issue.
#[inline(always)]
pub(super) fn split_slot(slot: u32, wpb: u32) -> (usize, usize) {
    if wpb.is_power_of_two() {
        ((slot >> wpb.trailing_zeros()) as usize, (slot & (wpb - 1)) as usize)
    } else {
        ((slot / wpb) as usize, (slot % wpb) as usize)
    }
}

/// The scheduler (sub-partition) that owns warp slot `slot`: slots are dealt round-robin (a
/// mask for the usual power-of-two counts).
#[inline(always)]
fn scheduler_of(slot: u32, schedulers: usize) -> usize {
    let n = schedulers as u32;
    (if n.is_power_of_two() { slot & (n - 1) } else { slot % n }) as usize
}

/// Returns the shares of an SM's resources a retired block took (`used` less `need`).
#[inline]
pub(super) fn give_back(used: &mut [u64; 4], need: [u64; 4]) {
    for (u, n) in used.iter_mut().zip(need) {
        *u -= n;
    }
}

/// Records the issue of warp `slot` in a warp-detail trace (out of the issue loop).
#[cold]
#[inline(never)]
fn trace_issue(t: &mut crate::trace::Trace, smi: usize, slot: u32, now: u64, started: u64, rec: &WarpRec) {
    // (A wait at a barrier was drawn at its release: `block_event`.)
    let reason = match rec.wait {
        WAIT_LOAD => crate::trace::Stall::Memory,
        WAIT_FETCH => crate::trace::Stall::NoInstruction,
        _ => crate::trace::Stall::Dependency,
    };
    t.warp_issue(smi, slot, now, started, rec.earliest, reason, rec.pipe_waits as u64);
}

/// Counting by instruction (`pcs`: `TimingReport::by_pc`), out of the issue loop: warp `slot`
/// (its record `rec`, its block started at `start`) issues the instruction at `pc` at `now`
/// with `lanes` active lanes, after waiting since its previous issue (or its block's start, or
/// its release from a barrier: see `block_event`). (Its memory traffic is counted where it is
/// priced: `cost::memory_cost`.)
#[cold]
#[inline(never)]
fn count_issue(pcs: &mut [PcCounts], rec: &WarpRec, start: u64, now: u64, pc: usize, lanes: u64) {
    if let Some(p) = pcs.get_mut(pc) {
        let since = if rec.last_issue == u64::MAX { start } else { rec.last_issue + 1 };
        let waited = match rec.wait {
            WAIT_LOAD => Waited::Load,
            WAIT_FETCH => Waited::Fetch,
            _ => Waited::Other,
        };
        p.issued(lanes, since, now, rec.earliest, waited, rec.pipe_waits as u64);
    }
}

impl Sm {
    /// An SM with `max_blocks` block slots of `slot_warps` warp slots, whose schedulers are
    /// `schedulers` (`sorted`: each keeps its ready warps in slot order), and whose load/store
    /// unit may queue `lsu_queue` cycles of work.
    pub(super) fn new(
        max_blocks: usize,
        slot_warps: usize,
        schedulers: Vec<Box<dyn WarpScheduler>>,
        lsu_queue: u64,
    ) -> Sm {
        let ready = schedulers
            .iter()
            .map(|s| ReadyList { sorted: !s.order_free(), lsu_queue, last: NOTHING_ISSUED, ..ReadyList::default() })
            .collect();
        Sm {
            blocks: (0..max_blocks).map(|_| None).collect(),
            resident: 0,
            used: [0; 4],
            per: Vec::new(),
            schedulers,
            ready,
            nonempty: 0,
            waiting: Timers::new(max_blocks * slot_warps),
            recs: Vec::with_capacity(max_blocks * slot_warps),
            held: Vec::new(),
            stuck: None,
            lsu_sm_free: 0,
            lsu_sm_slack: 0,
            lsu_sm_slack_at: u64::MAX,
            sfu_sm_free: 0,
            icache: None,
        }
    }

    pub(super) fn per(&mut self, launch: usize) -> &mut LaunchOnSm {
        if self.per.len() <= launch {
            self.per.resize(launch + 1, LaunchOnSm::default());
        }
        &mut self.per[launch]
    }

    /// Files warp `slot` (just refreshed, as `p` says) where it belongs: ready, waiting, at a
    /// barrier, done; `totals` are its launch's. `issued` (0 or 1): it issued at `now` (so the
    /// step's charge for where it is filed leaves out its issue cycle; see `LaunchTotals`).
    #[inline(always)]
    fn place(&mut self, slot: u32, launch: usize, p: Placement, now: u64, totals: &mut LaunchTotals, issued: u64) {
        let rec = &mut self.recs[slot as usize];
        rec.launch = launch as u32;
        rec.unit = p.unit;
        rec.wait = p.wait;
        rec.at = 0;
        match p.state {
            WarpState::Done => totals.exited += issued,
            WarpState::Barrier => {
                totals.at_barrier += 1;
                totals.issued_at_barrier += issued;
            }
            // Ready again at once: its stalls count from the next cycle. A warp that issued at
            // `now` and may issue again at `now + 1` goes straight back to its scheduler's ready
            // list too: its scheduler is done choosing for this cycle (a later pick of the same
            // cycle passes over warps that issued in it), so it is first seen there next cycle,
            // as if it had waited one cycle in `waiting` (whose stall charge for that cycle
            // would be taken off again as its issue cycle).
            WarpState::Live if p.earliest <= now + issued => {
                let sched = scheduler_of(slot, self.ready.len());
                self.ready[sched].insert(slot, &mut self.recs);
                self.nonempty |= 1 << sched;
            }
            WarpState::Live => {
                self.waiting.push(now, p.earliest, slot);
                totals.waiting[p.wait as usize] += 1;
                totals.issued_waiting[p.wait as usize] += issued;
            }
        }
    }

    /// Starts the block `r` (of launch `l`, keyed `key`, whose counts are `totals`) in block
    /// slot `bslot` at `now`: its warps' records, aged from `next_age` on, are filed where they
    /// belong.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn start_block(
        &mut self,
        bslot: usize,
        r: Resident,
        key: usize,
        l: &Active,
        wpb: u32,
        now: u64,
        next_age: &mut u64,
        totals: &mut LaunchTotals,
    ) {
        let (kernel, fixed) = (l.kernel, &l.fixed[..]);
        // Its warps start at the kernel's first line of code, once the SM has it.
        let start = match self.icache.as_mut() {
            Some(ic) => ic.reach(l.code.0, l.code.1, now),
            None => now,
        };
        let nsched = self.ready.len();
        // The records grow to the block slots in use (within their capacity, which the host
        // touches only as they grow): a slot's are written here before any other reads them,
        // and a small launch (a sweep point's) uses few of `hopper`'s 1,024.
        let end = (bslot + 1) * wpb as usize;
        if self.recs.len() < end {
            self.recs.resize(end, WarpRec::default());
        }
        for w in 0..r.block.warps.len() {
            *next_age += 1;
            let slot = bslot as u32 * wpb + w as u32;
            // A new warp in the slot reuses nothing of the last one's operands.
            let list = &mut self.ready[scheduler_of(slot, nsched)];
            if list.last.0 == slot {
                list.last.0 = u32::MAX;
            }
            let rec = &mut self.recs[slot as usize];
            rec.age = *next_age;
            rec.next_issue = start;
            rec.wait = if start > now { WAIT_FETCH } else { WAIT_OTHER };
            rec.last_issue = u64::MAX;
            rec.lead = 0;
            rec.lsu_next = 0;
            rec.pipe_waits = 0;
            rec.refresh(kernel, fixed, l.rows_to_prefetch(), &r.block.warps[w], r.score(w));
            let p = rec.placement();
            self.place(slot, key, p, now, totals, 0);
            let live = (p.state != WarpState::Done) as u64;
            self.per(key).live += live;
            totals.live += live;
        }
        self.blocks[bslot] = Some(r);
    }

    /// Visits the SM at cycle `s.now`: warps that became ready join their ready lists, each
    /// scheduler issues what it can. Returns whether anything issued and the cycle it is
    /// next due (`u64::MAX`: no resident blocks, or nothing can wake it).
    #[inline(always)]
    pub(super) fn visit<const SEVERAL: bool, const FX: bool>(
        &mut self,
        smi: usize,
        s: &mut Step,
    ) -> Result<(bool, u64), ExecError> {
        let now = s.now;
        if let Some(st) = self.stuck.take() {
            *s.stuck -= 1;
            // Woken early (by a dispatch): the cycles from now on that its sleep counted are
            // not slept.
            if st.until > now {
                let stalls = &mut s.launches[st.launch].as_mut().expect("active").report.stalls;
                stalls.pipe_busy -= st.warps * (st.until - now);
            }
        }
        // Warps whose operands are now ready join their scheduler's ready list.
        let nsched = self.ready.len();
        {
            let Sm { waiting, recs, ready, nonempty, .. } = self;
            let totals = &mut *s.totals;
            waiting.take_due(now, |slot| {
                let h = &recs[slot as usize];
                totals[h.launch as usize].waiting[h.wait as usize] -= 1;
                let sched = scheduler_of(slot, nsched);
                ready[sched].insert(slot, recs);
                *nonempty |= 1 << sched;
            });
        }
        let width = if SEVERAL { s.width } else { 1 };
        let mut issued_here = false;
        // Whether every ready warp waits for a busy unit (with one launch), how many do, and
        // when the first of those units frees.
        let (mut all_blocked, mut blocked_warps, mut first_free) = (true, 0, u64::MAX);
        let one = if let [only] = s.order[..] { Some(only) } else { None };
        // The schedulers with ready warps, in order (read as the loop goes: a barrier
        // released by one lists warps of others).
        let mut from = 0;
        'sched: loop {
            let pending = self.nonempty & (!0u64).checked_shl(from).unwrap_or(0);
            if pending == 0 {
                break;
            }
            let sched = pending.trailing_zeros() as usize;
            from = sched as u32 + 1;
            // A scheduler issues up to `width` instructions a cycle, each from a different
            // warp and to a unit free at that cycle. The first pick counts the cycle's stall
            // reasons; a later one takes a warp counted as not selected back out of them.
            for attempt in 0..width {
                let slot = if attempt == 0 {
                    // The candidates: the ready warps whose unit can accept an instruction.
                    let list = &self.ready[sched];
                    let (blocked, busy, free) = list.blocked(now);
                    let filter = blocked != 0;
                    if filter {
                        // With one launch, its warps held by a busy unit count in one addition.
                        if let Some(only) = one {
                            s.launches[only].as_mut().expect("active").report.stalls.pipe_busy += blocked as u64;
                            if !s.warp_detail && blocked as usize == list.warps.len() {
                                // Every ready warp waits for a busy unit.
                                blocked_warps += blocked as u64;
                                first_free = first_free.min(free);
                                continue 'sched;
                            }
                        }
                        s.cands.clear();
                        if one.is_some() && !s.warp_detail {
                            let recs = &self.recs;
                            s.cands.extend(list.warps.iter().filter(|c| busy >> recs[c.slot as usize].unit & 1 == 0));
                        } else {
                            filter_counting(list, &mut self.recs, busy, one.is_none(), s);
                        }
                    }
                    let list: &[Candidate] = if filter { s.cands } else { &list.warps };
                    if list.is_empty() {
                        continue 'sched;
                    }
                    all_blocked = false;
                    let slot = list[self.schedulers[sched].pick(now, list)].slot;
                    if list.len() == 1 {
                        // A lone candidate: no other was passed over.
                    } else if let Some(only) = one {
                        // One launch: every other candidate is one of its warps.
                        let l = s.launches[only].as_mut().expect("active");
                        l.report.stalls.not_selected += list.len() as u64 - 1;
                    } else {
                        not_selected(list, slot, &self.recs, s.launches);
                    }
                    if width > 1 {
                        first_of_several(s.counted, s.issued, list, slot);
                    }
                    slot
                } else {
                    let again = pick_again(
                        &self.ready[sched],
                        &self.recs,
                        &mut *self.schedulers[sched],
                        now,
                        s.cands,
                        s.counted,
                        s.issued,
                        s.launches,
                    );
                    match again {
                        Some(slot) => slot,
                        None => continue 'sched,
                    }
                };
                issued_here = true;
                self.issue::<FX>(smi, sched, slot, s)?;
            }
        }
        let wake = if self.resident == 0 {
            u64::MAX
        } else if issued_here && self.nonempty != 0 {
            now + 1
        } else if issued_here {
            // Nothing left ready: the next warp to become ready, or a block dispatched here (which
            // wakes the SM), is the next thing that can happen on it.
            self.waiting.next(now).unwrap_or(u64::MAX)
        } else if self.nonempty != 0 {
            // With every ready warp waiting for a busy unit (counted above only in a
            // single-issue step of one launch without per-warp traces), sleep until a unit
            // frees or a waiting warp becomes ready.
            let until = if all_blocked && first_free > now + 1 && !SEVERAL && !s.warp_detail && s.order.len() == 1 {
                first_free.min(self.waiting.next(now).unwrap_or(u64::MAX))
            } else {
                now + 1
            };
            if until > now + 1 {
                let l = s.launches[s.order[0]].as_mut().expect("active");
                l.report.stalls.pipe_busy += blocked_warps * (until - now - 1);
                self.stuck = Some(Stuck { until, warps: blocked_warps, launch: s.order[0] });
                *s.stuck += 1;
            }
            until.max(now + 1)
        } else {
            self.waiting.next(now).unwrap_or(u64::MAX)
        };
        Ok((issued_here, wake))
    }

    /// Issues the next instruction of the warp in `slot` (on its scheduler's ready list) at
    /// `s.now`: runs it, prices it, and files the warp where it belongs after it.
    #[inline(always)]
    fn issue<const FX: bool>(&mut self, smi: usize, sched: usize, slot: u32, s: &mut Step) -> Result<(), ExecError> {
        let now = s.now;
        // The warp stays on its ready list until it is placed after issuing (most go straight
        // back to it; see below).
        let (b, w) = split_slot(slot, s.wpb);
        let r = self.blocks[b].as_mut().expect("issuing warp is resident");
        let key = r.launch;
        if *s.mem_owner != key {
            swap_mem_owner(s.mem, s.launches, s.mem_owner, key);
        }
        let l = s.launches[key].as_mut().expect("active");
        let kernel = l.kernel;
        let env = Env { launch: &l.env, block_idx: r.block.idx, smid: smi as u32, clock: now };
        let pc = r.block.warps[w].pc() as usize;
        let rec = &mut self.recs[slot as usize];
        if let Some(t) = s.trace.as_mut() {
            if t.wants_warps() && t.wants_sm(smi) {
                trace_issue(t, smi, slot, now, r.start, rec);
            }
        }
        if !l.report.by_pc.is_empty() {
            let lanes = lanes(r.block.warps[w].active());
            count_issue(&mut l.report.by_pc, rec, r.start, now, pc, lanes);
        }
        rec.pipe_waits = 0;
        if s.branch_back_to_back > 0 && rec.last_issue != u64::MAX {
            // (Cycles it waited for a load's result add no lead: `WarpRec::lead`.)
            let idle = (now - rec.last_issue - 1).min(1 << 14) as i16 * (rec.wait != WAIT_LOAD) as i16;
            rec.lead = rec.lead.saturating_add(idle).min(FETCH_AHEAD);
        }
        rec.last_issue = now;
        // Where the warp's path meets its others, and how many paths it has, before it issues
        // (where the preset prices nvcc's convergence barriers and the kernel has some).
        let paths = if FX && s.bsync > 0 && !kernel.convergence.is_empty() {
            let fw = &r.block.warps[w];
            Some((fw.reconverges_at(), fw.depth()))
        } else {
            None
        };
        r.block.step_warp(w, &env, s.global, s.out)?;
        let out = &*s.out;
        l.counters.count(out);
        if l.counters.inst_executed > l.limits.max_warp_instructions {
            return Err(ExecError::InstructionLimit {
                kernel: kernel.name.clone(),
                block: r.block.idx,
                limit: l.limits.max_warp_instructions,
            });
        }
        {
            let fw = &r.block.warps[w];
            if let Some(&(row, offset)) = kernel.global_addr.get(fw.pc() as usize) {
                if row != crate::decode::NO_ROW {
                    prefetch_data(fw, row, offset, s.global);
                }
            }
        }
        let slots = r.slots;
        let score = &mut r.score[w * slots..(w + 1) * slots];
        if let Some(ins) = kernel.instrs.get(pc) {
            // An instruction accepted into its unit's queue starts when the unit takes it
            // (`now` unless the unit queues), while its warp goes on.
            let list = &mut self.ready[sched];
            let fixed = l.fixed[pc];
            let unit = fixed.unit as usize;
            let mut start = list.unit_busy[unit].max(now);
            let mut sm_pipe = None;
            if s.sm_units >> unit & 1 != 0 {
                if unit == LSU {
                    // With a pipe the SM's schedulers share: its turn there, in the order
                    // instructions issue (parameter and constant loads at a register-free
                    // address take no pipe).
                    if !fixed.uniform {
                        sm_pipe = s.lsu_sm.map(|p| (p, self.lsu_sm_free.max(now)));
                    }
                    if let Some((_, turn)) = sm_pipe {
                        start = start.max(turn);
                    }
                } else if ins.latency == LatencyClass::Transcendental {
                    // The SM's special-function units, shared by its schedulers, take one
                    // warp's transcendental instruction at a time.
                    start = start.max(self.sfu_sm_free);
                    self.sfu_sm_free = start + s.sfu_sm;
                }
            }
            let mut c = cost(s.gpu, fixed, out, start, smi, slot, s.mem, &mut l.report, s.txs);
            if let Some(((sm_cycles, lsu), turn)) = sm_pipe {
                if FX && c.sm_fx > 0 {
                    let fx = c.sm_fx as u64 * sm_cycles;
                    book_sm_pipe_fx(&mut self.lsu_sm_free, &mut self.lsu_sm_slack, &mut self.lsu_sm_slack_at, turn, fx);
                } else if c.busy > 0 {
                    self.lsu_sm_free = turn + (c.busy * sm_cycles).div_ceil(lsu);
                    // Whole cycles from its turn: the part of a cycle left before it stays
                    // for an access that follows this one at once.
                    if FX && self.lsu_sm_slack_at == turn {
                        self.lsu_sm_slack_at = self.lsu_sm_free;
                    }
                }
            }
            c.next_issue -= start - now;
            if c.wait_until != 0 {
                // A store held at its SM's store path holds its warp and the SM's pipe.
                c.next_issue = c.next_issue.max(c.wait_until);
                self.lsu_sm_free = self.lsu_sm_free.max(c.wait_until - 1);
            }
            for &d in &ins.slots[ins.first_def as usize..] {
                score[d as usize] = c.done_at << 1 | c.is_load as u64;
            }
            list.unit_busy[unit] = start + c.busy;
            let u = &mut list.unit_free[unit];
            *u = list.unit_busy[unit].saturating_sub(if unit == LSU { list.lsu_queue } else { 0 });
            list.busy_until = list.busy_until.max(*u);
            if !l.reads.is_empty() {
                let reads = l.reads[pc];
                let cycles = if reads > 0 {
                    register_bank_cycles(list, kernel, ins, slot, now, (reads as u32, s.register_banks), c.busy)
                } else {
                    list.last_spare = (0, 0);
                    1
                };
                list.last = (slot, pc as u32, now + cycles);
            }
            if c.holds != 0 {
                // A sequence takes its scheduler's issue slots (or its ALUs): none of the
                // units it holds accepts another instruction until the sequence has issued.
                list.hold(c.holds, start + c.busy);
            }
            rec.next_issue = c.next_issue;
            if s.branch_back_to_back > 0 && matches!(out.event, Event::Branch { .. }) {
                // The fetch of what follows the branch started when the fetch reached the
                // branch: `lead` cycles before it issued. Until the target is fetched the
                // warp idles, and its fetch gets no further ahead.
                rec.next_issue = rec.next_issue.max(now + rec.fetch_wait(s.branch_back_to_back).max(1));
                rec.refetch(now, rec.next_issue);
            }
            if let Some(before) = paths {
                let clocks = (now, s.bsync, s.gpu.latency.branch as u64, s.branch_back_to_back);
                convergence_wait(rec, kernel, pc, &r.block.warps[w], before, out.event, clocks);
            }
            if unit == LSU && s.lsu_warp > 0 && c.busy > 0 {
                rec.lsu_next = now + s.lsu_warp;
            }
            if c.long_latency {
                self.schedulers[sched].long_latency(slot);
            }
            if matches!(out.event, Event::Branch { taken, .. } if taken != 0) {
                self.schedulers[sched].branched(slot);
            }
        }
        let was_live = rec.state != WarpState::Done;
        let (listed_unit, listed_at) = (rec.unit, rec.at);
        let fw = &r.block.warps[w];
        if let Some(ic) = self.icache.as_mut().filter(|_| FX) {
            // Its next instruction is on another line of code: it issues once the SM has it.
            rec.wait = WAIT_OTHER;
            let next = fw.pc() as u64;
            if next / LINE_INSTRS != pc as u64 / LINE_INSTRS && !fw.done() {
                let line = l.code.0 + next / LINE_INSTRS * LINE_BYTES;
                let at = ic.reach(line, l.code.1, now);
                // The fetch is the wait where it comes last (not where a branch's already does).
                if at > now + 1 && at >= rec.next_issue {
                    rec.wait = WAIT_FETCH;
                }
                rec.next_issue = rec.next_issue.max(at);
            }
        }
        rec.refresh(kernel, &l.fixed, l.rows_to_prefetch(), fw, score);
        let p = rec.placement();
        if was_live && p.state == WarpState::Done {
            self.per[key].live -= 1;
            s.totals[key].live -= 1;
        }
        if p.state == WarpState::Live && p.earliest <= now + 1 {
            // Ready again next cycle: it stays listed (as `place` would list it again), and
            // only the unit it waits for may change.
            self.ready[sched].retarget(listed_unit, p.unit);
        } else {
            let list = &mut self.ready[sched];
            list.remove(slot, listed_at, listed_unit, &mut self.recs);
            if list.warps.is_empty() {
                self.nonempty &= !(1 << sched);
            }
            self.place(slot, key, p, now, &mut s.totals[key], 1);
        }
        // Only an arrival at a barrier or an exit can release a barrier, deadlock the block or
        // finish it.
        if matches!(out.event, Event::Barrier { .. } | Event::Exit { .. }) {
            self.block_event(smi, b, key, s)?;
        }
        Ok(())
    }

    /// After a warp of block slot `b` (of launch `key`) arrived at a barrier or exited:
    /// releases the barrier (placing the warps it held), reports a deadlock, or retires the
    /// finished block. Apart from the issue loop (it runs on a few instructions in a hundred),
    /// so the loop keeps its registers.
    #[inline(never)]
    fn block_event(&mut self, smi: usize, b: usize, key: usize, s: &mut Step) -> Result<(), ExecError> {
        let now = s.now;
        let wpb = s.wpb;
        let l = s.launches[key].as_mut().expect("active");
        let totals = &mut s.totals[key];
        let kernel = l.kernel;
        let r = self.blocks[b].as_mut().expect("resident");
        let mut released = Vec::new();
        match r.block.resolve_barriers() {
            BarrierState::Released => {
                for (i, fw) in r.block.warps.iter().enumerate() {
                    let slot = b as u32 * wpb + i as u32;
                    let rec = &mut self.recs[slot as usize];
                    if rec.state == WarpState::Barrier {
                        if let Some(p) = l.report.by_pc.get_mut(fw.pc() as usize) {
                            // Counted by instruction: its wait at the barrier, up to this cycle,
                            // is its next instruction's; what follows counts when it issues.
                            let since = if rec.last_issue == u64::MAX { r.start } else { rec.last_issue + 1 };
                            p.at_barrier(since, now);
                            if since < now {
                                rec.last_issue = now - 1;
                            }
                        }
                        if let Some(t) = s.trace.as_mut().filter(|t| t.wants_warps() && t.wants_sm(smi)) {
                            t.warp_released(smi, slot, now, r.start);
                        }
                        // Its fetch ran ahead while it waited (whatever the count by
                        // instruction did to `last_issue` above).
                        rec.lead = FETCH_AHEAD;
                        // (Its code, if it was still on its way, is no longer the last wait
                        // where the release comes later.)
                        if rec.next_issue < now + s.barrier_latency {
                            rec.wait = WAIT_OTHER;
                        }
                        rec.next_issue = rec.next_issue.max(now + s.barrier_latency);
                        rec.refresh(
                            kernel,
                            &l.fixed,
                            l.rows_to_prefetch(),
                            fw,
                            &r.score[i * r.slots..(i + 1) * r.slots],
                        );
                        released.push((slot, rec.placement(), rec.last_issue == now));
                    }
                }
            }
            BarrierState::Deadlock => return Err(r.block.deadlock(kernel)),
            BarrierState::Running | BarrierState::Done => {}
        }
        let block_done = r.block.done();
        for (slot, p, issued_now) in released {
            totals.at_barrier -= 1;
            // One that issued this cycle was noted at the barrier; it leaves it now.
            totals.issued_at_barrier -= issued_now as u64;
            self.place(slot, key, p, now, totals, issued_now as u64);
        }
        if block_done {
            let done = self.blocks[b].take().expect("resident");
            if let Some(t) = s.trace.as_mut().filter(|t| t.wants_sm(smi)) {
                t.block(smi, b, &kernel.name, done.block.idx, done.start, now + 1);
                if t.wants_warps() {
                    for i in 0..done.block.warps.len() as u32 {
                        t.warp_done(smi, b as u32 * wpb + i);
                    }
                }
            }
            let turnaround = s.gpu.gpu.block_turnaround_cycles as u64;
            if turnaround == 0 {
                give_back(&mut self.used, l.need);
                self.resident -= 1;
            } else {
                // The slot (and what the block took) is free for the next block
                // `turnaround` cycles after this block's end.
                let free = now + 1 + turnaround;
                self.held.push((free, b, l.need));
                s.releases.push(Reverse((free, smi)));
            }
            l.resident -= 1;
            l.blocks_done_at = now + 1;
            l.spare.push(done);
            *s.dispatch_due = true;
            super::engine::set_bit(s.may_fit, smi);
            self.per[key].resident -= 1;
            if self.per[key].resident == 0 {
                totals.hosting -= 1;
                totals.unhosted += 1;
            }
        }
        Ok(())
    }
}

/// The memory system counts into whichever launch is issuing: its counters go back to the
/// launch that held them (`owner`) and `key`'s come in.
#[cold]
#[inline(never)]
fn swap_mem_owner(mem: &mut MemorySystem, launches: &mut [Option<Active>], owner: &mut usize, key: usize) {
    if let Some(o) = launches.get_mut(*owner).and_then(Option::as_mut) {
        std::mem::swap(&mut mem.stats, &mut o.report.memory);
    }
    let l = launches[key].as_mut().expect("active");
    std::mem::swap(&mut mem.stats, &mut l.report.memory);
    *owner = key;
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_sm_pipe_carries_a_cycles_unused_part_to_an_access_that_follows_at_once() {
        let (mut free, mut slack, mut at) = (0, 0, u64::MAX);
        // Two lines in one pass (68 64ths) from cycle 10: free at 12, 60 64ths of cycle 11 unused.
        super::book_sm_pipe_fx(&mut free, &mut slack, &mut at, 10, 68);
        assert_eq!((free, slack, at), (12, 60, 12));
        // The next, at once, starts in them: 11 + 4/64 + 68/64 ends in cycle 12.
        super::book_sm_pipe_fx(&mut free, &mut slack, &mut at, 12, 68);
        assert_eq!((free, slack), (13, 56));
        // Sixteen such accesses back to back take 17 cycles, not 32.
        let (mut free, mut slack, mut at) = (0, 0, u64::MAX);
        for _ in 0..16 {
            let turn = free;
            super::book_sm_pipe_fx(&mut free, &mut slack, &mut at, turn, 68);
        }
        assert_eq!(free, 17);
        // After a gap the unused part is lost.
        super::book_sm_pipe_fx(&mut free, &mut slack, &mut at, 20, 68);
        assert_eq!(free, 22);
    }
}
