//! The cycle-approximate GPU: SMs with resident blocks (as many as occupancy allows), warp
//! schedulers choosing among ready warps by a policy, a scoreboard of pending register writes,
//! execution units with issue intervals and latencies, and the memory system. It drives the
//! functional core one warp instruction at a time and prices each outcome (`cost`); it never
//! computes values.
//!
//! Event-driven within each SM: a warp that cannot issue yet waits, keyed by the cycle its
//! operands allow, in a timing wheel (`timers`); each scheduler keeps the ready warps in slot
//! order (in any order for a policy whose pick does not depend on it). Work per cycle follows
//! the warps that change state, an SM with nothing to do sleeps until its next event, so idle
//! cycles and idle SMs cost nothing, and blocks are dispatched only when one could be placed.

use super::coalesce::Transaction;
use super::cost::{cost, fixed_costs, Fixed};
use super::memsys::{MemStats, MemorySystem};
use super::occupancy::{occupancy, BlockRequest};
use super::sched::{Candidate, Policy, WarpScheduler};
use super::timers::Timers;
use crate::block::{BarrierState, Block};
use crate::config::GpuConfig;
use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::exec::Env;
use crate::launch::LaunchInputs;
use crate::memory::DeviceMemory;
use crate::outcome::{Event, Outcome};
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Why resident warps did not issue, in warp-cycles summed over the launch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stalls {
    /// Waiting for a register a memory load writes.
    pub memory_dependency: u64,
    /// Waiting for a register an arithmetic instruction writes (or a branch to resolve).
    pub execution_dependency: u64,
    /// Waiting at a barrier.
    pub barrier: u64,
    /// Ready, but its execution unit is still busy with an earlier instruction.
    pub pipe_busy: u64,
    /// Ready, but the scheduler picked another warp.
    pub not_selected: u64,
    /// SM-cycles of the launch with no resident warps (the SM was idle: too few blocks, or
    /// waiting for the last blocks elsewhere to finish).
    pub idle: u64,
}

/// The timing results of one launch (the `timing` object in `--json`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TimingReport {
    pub preset: String,
    pub scheduler: String,
    pub cycles: u64,
    pub elapsed_us: f64,
    /// Warp instructions per cycle over the whole GPU.
    pub ipc: f64,
    /// Theoretical occupancy of this launch.
    pub occupancy: f64,
    pub blocks_per_sm: u32,
    /// Average live warps per SM while the SM had work, over the maximum.
    pub achieved_occupancy: f64,
    pub gld_transactions: u64,
    pub gst_transactions: u64,
    pub gld_bytes: u64,
    pub gst_bytes: u64,
    /// cc 1.x: half-warp requests that coalesced / did not.
    pub gld_coherent: u64,
    pub gld_incoherent: u64,
    pub gst_coherent: u64,
    pub gst_incoherent: u64,
    /// Thread-private (local) memory: transactions and bytes, by the same coalescing rules
    /// (counted apart from `gld_*`/`gst_*`, as the profilers do).
    pub local_load_transactions: u64,
    pub local_store_transactions: u64,
    pub local_load_bytes: u64,
    pub local_store_bytes: u64,
    pub shared_load_transactions: u64,
    pub shared_store_transactions: u64,
    /// Extra shared-memory passes caused by bank conflicts (the seeds' `warp_serialize`).
    pub shared_bank_conflicts: u64,
    pub memory: MemStats,
    pub stalls: Stalls,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WarpState {
    Live,
    Barrier,
    Done,
}

/// Per-warp timing state.
struct WarpTiming {
    age: u64,
    /// Earliest cycle the next instruction may issue (after branches, barriers).
    next_issue: u64,
    /// By scoreboard slot (`DecodedKernel::slot`): the cycle the register's pending write
    /// lands, shifted left one bit, with bit 0 set when a load produces it (one array, so
    /// checking an instruction's operands reads one place per register).
    ready: Vec<u64>,
    /// From the scoreboard for the next instruction (it only changes when this warp issues):
    /// the earliest cycle its operands allow, whether a load is the reason, and its unit.
    earliest: u64,
    waits_on_load: bool,
    /// Released from a barrier since it last issued (for trace stall reasons).
    from_barrier: bool,
    /// Cycles it was ready but its unit was busy, since it last issued (for trace stall reasons).
    pipe_waits: u32,
    /// The cycle it last issued.
    last_issue: u64,
    unit: usize,
    state: WarpState,
}

/// Where a warp belongs after a state change (copied out so the SM can be borrowed mutably).
#[derive(Clone, Copy)]
struct Placement {
    state: WarpState,
    earliest: u64,
    waits_on_load: bool,
    age: u64,
    unit: usize,
}

/// What the issue loop reads of every waiting or ready warp, kept per warp slot in one compact
/// array on its SM so a scheduler's scan touches 16 bytes per warp, not the warp's records.
#[derive(Clone, Copy, Default)]
struct SlotHot {
    age: u64,
    launch: u32,
    unit: u8,
    on_load: bool,
    /// Its index in an unsorted ready list while it is listed there (an SM has at most
    /// 256 block slots of 128 warps: 32,768 warp slots).
    at: u16,
}

impl WarpTiming {
    fn placement(&self) -> Placement {
        Placement {
            state: self.state,
            earliest: self.earliest,
            waits_on_load: self.waits_on_load,
            age: self.age,
            unit: self.unit,
        }
    }

    /// Recomputes the cached readiness of the functional warp `w`'s next instruction.
    fn refresh(&mut self, kernel: &DecodedKernel, w: &crate::warp::Warp) {
        self.state = if w.done() {
            WarpState::Done
        } else if w.waiting_at.is_some() {
            WarpState::Barrier
        } else {
            WarpState::Live
        };
        let mut t = self.next_issue;
        self.waits_on_load = false;
        self.unit = 0;
        if let Some(ins) = kernel.instrs.get(w.pc() as usize) {
            for &s in ins.slots.iter() {
                let entry = self.ready[s as usize];
                let at = entry >> 1;
                if at > t {
                    t = at;
                    self.waits_on_load = entry & 1 != 0;
                }
            }
            self.unit = ins.unit_index as usize;
        }
        self.earliest = t;
    }
}

struct Resident {
    /// The launch this block belongs to (its key in `Gpu::launches`).
    launch: usize,
    /// Cycle it was dispatched.
    start: u64,
    block: Block,
    warps: Vec<WarpTiming>,
}

/// One SM's counts for one launch: its resident blocks (whether it hosts the launch) and live
/// warps (the trace's SM tracks).
#[derive(Clone, Copy, Default)]
struct LaunchOnSm {
    resident: u32,
    live: u64,
}

/// A launch's counts summed over the SMs, kept up to date as warps change state, so a step
/// charges its stall reasons and occupancy integrals in a few additions whatever the number of
/// SMs. Warps ready but held by a busy unit are counted straight into the launch's stalls: a
/// step with any ready warp lasts one cycle.
#[derive(Clone, Copy, Default)]
struct LaunchTotals {
    /// SMs with at least one of its blocks.
    hosting: u64,
    live: u64,
    waiting_on_loads: u64,
    waiting_other: u64,
    at_barrier: u64,
    /// Warps that issued this step, by where they are filed at its end: the counts above charge
    /// them the whole step, but their issue cycle is no stall (and one that exited was resident
    /// in it). Taken off at the end of the step.
    issued_on_loads: u64,
    issued_other: u64,
    issued_at_barrier: u64,
    exited: u64,
    /// SMs whose last block of the launch retired this step: they hosted it in that cycle.
    unhosted: u64,
}

/// Fixed-point share of an SM resource: a block that allows `n` per SM takes `FULL / n`, so
/// blocks of one kernel fit exactly as the occupancy calculator says, and blocks of
/// concurrent kernels share each resource in proportion.
const FULL: u64 = 1 << 32;

struct Sm {
    /// Resident blocks by block slot; warp slot = block slot x `slot_warps` + warp.
    blocks: Vec<Option<Resident>>,
    resident: u32,
    /// Shares of warps, block slots, registers and shared memory in use (of `FULL`).
    used: [u64; 4],
    /// Per launch key.
    per: Vec<LaunchOnSm>,
    schedulers: Vec<Box<dyn WarpScheduler>>,
    /// Per scheduler: the warps whose operands are ready, and when its units are free.
    ready: Vec<ReadyList>,
    /// Bit `s`: scheduler `s`'s ready list is not empty (a visit passes the others without
    /// reading their lists).
    nonempty: u64,
    /// Warps waiting for operands, by the cycle they may issue.
    waiting: Timers,
    /// By warp slot: what placing the warp last recorded.
    hot: Vec<SlotHot>,
    /// Block slots in turnaround (`gpu.block_turnaround_cycles`): when each is free again,
    /// which slot, and the shares it keeps taken until then.
    held: Vec<(u64, usize, [u64; 4])>,
    /// Set while the SM sleeps with every ready warp waiting for a busy unit (see `Stuck`).
    stuck: Option<Stuck>,
}

/// An SM asleep until cycle `until` with `warps` ready warps of launch `launch`, all waiting
/// for busy units: until a unit frees or a waiting warp becomes ready nothing on it changes, so
/// instead of a visit a cycle that counts them as pipe-busy stalls, the cycles it sleeps
/// through count when it falls asleep, and a visit that comes early (a block dispatched to
/// it) takes back those not slept. Uncoalesced cc 1.x accesses hold the load/store unit for a
/// hundred cycles and more.
#[derive(Clone, Copy)]
struct Stuck {
    until: u64,
    warps: u64,
    launch: usize,
}

/// One scheduler's ready warps with their ages (what a policy picks from; in slot order unless
/// its policy is `order_free`, when keeping them sorted is not worth its cost), and how many of
/// them want each unit: a cycle in which no ready warp wants a busy unit hands the list to the
/// policy as it is, without filtering it. The cycle each of its units can accept
/// the next instruction lives here too, next to the counts it is checked against.
#[derive(Clone, Default)]
struct ReadyList {
    /// Bit `u`: `by_unit[u] != 0`.
    wanted: u8,
    by_unit: [u32; 7],
    /// When each unit accepts its next instruction: when its booked work ends, less the
    /// cycles of work it may queue (`throughput.lsu_queue` for the load/store unit, else 0).
    unit_free: [u64; 7],
    /// When each unit's booked work ends, and the cycles it may queue.
    unit_busy: [u64; 7],
    queue: [u64; 7],
    /// The latest of `unit_free`: from then on no unit is busy.
    busy_until: u64,
    warps: Vec<Candidate>,
    sorted: bool,
}

impl ReadyList {
    // The lists are short (the warps of one scheduler): a removal from a sorted list finds and
    // shifts entries in place, which costs less than a binary search and a memmove call (an
    // insertion does not gain from it, measured). An unsorted list is a bag: a warp goes to its
    // end and leaves by swapping the last one into its place, found through its `SlotHot::at`.
    #[inline(always)]
    fn insert(&mut self, slot: u32, hot: &mut [SlotHot]) {
        let h = &mut hot[slot as usize];
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

    /// Removes warp `slot`, filed with `h` (its entry in `hot`, copied before it changed).
    #[inline(always)]
    fn remove(&mut self, slot: u32, h: &SlotHot, hot: &mut [SlotHot]) {
        let w = &mut self.warps;
        if self.sorted {
            let mut i = w.iter().position(|c| c.slot == slot).expect("a ready warp is listed");
            while i + 1 < w.len() {
                w[i] = w[i + 1];
                i += 1;
            }
            w.pop();
        } else {
            let i = h.at as usize;
            debug_assert_eq!(w[i].slot, slot, "a ready warp is listed where it says");
            w.swap_remove(i);
            if let Some(moved) = w.get(i) {
                hot[moved.slot as usize].at = i as u16;
            }
        }
        self.by_unit[h.unit as usize] -= 1;
        if self.by_unit[h.unit as usize] == 0 {
            self.wanted &= !(1 << h.unit);
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

    /// A listed warp, filed with `h`, now wants `unit`.
    #[inline(always)]
    fn retarget(&mut self, h: &SlotHot, unit: u8) {
        if h.unit != unit {
            self.by_unit[h.unit as usize] -= 1;
            if self.by_unit[h.unit as usize] == 0 {
                self.wanted &= !(1 << h.unit);
            }
            self.by_unit[unit as usize] += 1;
            self.wanted |= 1 << unit;
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
                n += self.by_unit[u];
                busy |= 1 << u;
                free = free.min(self.unit_free[u]);
            }
        }
        (n, busy, free)
    }
}

impl Sm {
    fn per(&mut self, launch: usize) -> &mut LaunchOnSm {
        if self.per.len() <= launch {
            self.per.resize(launch + 1, LaunchOnSm::default());
        }
        &mut self.per[launch]
    }

    /// Files warp `slot` (just refreshed) where it belongs: ready, waiting, at a barrier, done;
    /// `totals` are its launch's. `issued` (0 or 1): it issued at `now` (so the step's charge
    /// for where it is filed leaves out its issue cycle; see `LaunchTotals`).
    #[inline(always)]
    fn place(&mut self, slot: u32, launch: usize, p: Placement, now: u64, totals: &mut LaunchTotals, issued: u64) {
        self.hot[slot as usize] =
            SlotHot { age: p.age, launch: launch as u32, unit: p.unit as u8, on_load: p.waits_on_load, at: 0 };
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
                self.ready[sched].insert(slot, &mut self.hot);
                self.nonempty |= 1 << sched;
            }
            WarpState::Live => {
                self.waiting.push(now, p.earliest, slot);
                if p.waits_on_load {
                    totals.waiting_on_loads += 1;
                    totals.issued_on_loads += issued;
                } else {
                    totals.waiting_other += 1;
                    totals.issued_other += issued;
                }
            }
        }
    }
}

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
    hot: &[SlotHot],
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
            .filter(|c| ready.unit_free[hot[c.slot as usize].unit as usize] <= now && !issued.contains(&c.slot)),
    );
    if cands.is_empty() {
        return None;
    }
    let slot = cands[policy.pick(now, cands)].slot;
    if counted.contains(&slot) {
        let k = hot[slot as usize].launch as usize;
        launches[k].as_mut().expect("active").report.stalls.not_selected -= 1;
    }
    issued.push(slot);
    Some(slot)
}

/// Where in the SM the warp whose instruction arrived at a barrier or exited sits.
#[derive(Clone, Copy)]
struct BlockEvent {
    smi: usize,
    b: usize,
    key: usize,
    now: u64,
    wpb: u32,
    barrier_latency: u64,
}

/// After a warp of block slot `b` arrived at a barrier or exited: releases the barrier (placing
/// the warps it held), reports a deadlock, or retires the finished block. Apart from the issue
/// loop (it runs on a few instructions in a hundred), so the loop keeps its registers.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn block_event(
    gpu: &GpuConfig,
    sm: &mut Sm,
    l: &mut Active,
    totals: &mut LaunchTotals,
    trace: &mut Option<Box<crate::trace::Trace>>,
    releases: &mut BinaryHeap<Reverse<(u64, usize)>>,
    dispatch_due: &mut bool,
    ctx: BlockEvent,
) -> Result<(), ExecError> {
    let BlockEvent { smi, b, key, now, wpb, barrier_latency } = ctx;
    let kernel = l.kernel;
    let r = sm.blocks[b].as_mut().expect("resident");
    let mut released = Vec::new();
    match r.block.resolve_barriers() {
        BarrierState::Released => {
            for (i, wt) in r.warps.iter_mut().enumerate() {
                if wt.state == WarpState::Barrier {
                    wt.from_barrier = true;
                    wt.next_issue = wt.next_issue.max(now + barrier_latency);
                    wt.refresh(kernel, &r.block.warps[i]);
                    released.push((b as u32 * wpb + i as u32, wt.placement(), wt.last_issue == now));
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
        sm.place(slot, key, p, now, totals, issued_now as u64);
    }
    if block_done {
        let done = sm.blocks[b].take().expect("resident");
        if let Some(t) = trace.as_mut().filter(|t| t.wants_sm(smi)) {
            t.block(smi, b, &kernel.name, done.block.idx, done.start, now + 1);
            if t.wants_warps() {
                for i in 0..done.warps.len() as u32 {
                    t.warp_done(smi, b as u32 * wpb + i);
                }
            }
        }
        let turnaround = gpu.gpu.block_turnaround_cycles as u64;
        if turnaround == 0 {
            give_back(&mut sm.used, l.need);
            sm.resident -= 1;
        } else {
            // The slot (and what the block took) is free for the next block
            // `turnaround` cycles after this block's end.
            let free = now + 1 + turnaround;
            sm.held.push((free, b, l.need));
            releases.push(Reverse((free, smi)));
        }
        l.resident -= 1;
        l.spare.push(done);
        *dispatch_due = true;
        sm.per[key].resident -= 1;
        if sm.per[key].resident == 0 {
            totals.hosting -= 1;
            totals.unhosted += 1;
        }
    }
    Ok(())
}

/// The earliest cycle a block slot in turnaround is free again (`u64::MAX`: none).
fn next_release(releases: &BinaryHeap<Reverse<(u64, usize)>>) -> u64 {
    releases.peek().map_or(u64::MAX, |r| r.0 .0)
}

/// Returns the shares of an SM's resources a retired block took (`used` less `need`).
#[inline]
fn give_back(used: &mut [u64; 4], need: [u64; 4]) {
    for (u, n) in used.iter_mut().zip(need) {
        *u -= n;
    }
}

/// The block slot and warp of warp slot `slot`, with `wpb` warp slots per block slot: a shift
/// and a mask where `wpb` is a power of two (as on every preset), not a division per issue.
#[inline(always)]
fn split_slot(slot: u32, wpb: u32) -> (usize, usize) {
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

/// A launch in flight on the GPU.
struct Active<'a> {
    kernel: &'a DecodedKernel,
    config: crate::launch::LaunchConfig,
    params: Vec<u8>,
    consts: &'a [u8],
    limits: crate::launch::LaunchLimits,
    /// Caller's tag, handed back on completion.
    tag: u64,
    /// Shares of each SM resource one block takes.
    need: [u64; 4],
    shared_bytes: u32,
    /// Scoreboard slots per warp.
    slots: usize,
    /// Latency and issue interval of every instruction on this GPU.
    fixed: Vec<Fixed>,
    total_blocks: u64,
    next_block: u64,
    resident: u64,
    start: u64,
    counters: FunctionalCounters,
    report: TimingReport,
    warp_cycles: u64,
    busy_cycles: u64,
    /// Retired blocks, recycled for later dispatches (their allocations are reused).
    spare: Vec<Resident>,
}

/// A launch that finished: its tag, when it started and ended, and what it did.
#[derive(Clone, Debug)]
pub struct Finished {
    pub tag: u64,
    pub start: u64,
    pub end: u64,
    pub counters: FunctionalCounters,
    pub report: TimingReport,
}

/// The GPU's SMs and memory system with the launches running on them. Launches added while
/// others run share the SMs (concurrent kernels): blocks are dispatched to SMs with room,
/// earlier launches first, and every resource is shared in proportion to what a block takes.
pub struct Gpu<'a> {
    gpu: &'a GpuConfig,
    policy: &'a dyn Policy,
    scheduler: String,
    sms: Vec<Sm>,
    mem: MemorySystem,
    now: u64,
    /// Launch slots (keys are reused once a launch finishes).
    launches: Vec<Option<Active<'a>>>,
    /// Keys of active launches, in the order they were added (dispatch priority).
    order: Vec<usize>,
    slot_warps: u32,
    next_age: u64,
    next_sm: usize,
    /// Whether a dispatch could place a block: set when a launch arrives, a block retires or
    /// the last dispatch placed one; a dispatch that places nothing changes nothing, so until
    /// one of those happens it is skipped.
    dispatch_due: bool,
    /// The chip's block dispatcher (`gpu.block_launch_cycles` per block): when it can start the
    /// next block, and the cycle a dispatch held back by it is due again (`u64::MAX`: none).
    launch_free: f64,
    dispatch_wake: u64,
    /// When each block slot in turnaround is free again, with its SM, earliest first (so a
    /// release visits only the SMs with a slot due, not every SM).
    releases: BinaryHeap<Reverse<(u64, usize)>>,
    out: Outcome,
    txs: Vec<Transaction>,
    cands: Vec<Candidate>,
    /// With more than one issue a cycle (`sm.issue_per_scheduler`): the warps a scheduler's
    /// first pick of the cycle counted as not selected, and the warps it issued this cycle.
    counted: Vec<u32>,
    issued: Vec<u32>,
    trace: Option<Box<crate::trace::Trace>>,
    /// By launch key: its counts summed over the SMs.
    totals: Vec<LaunchTotals>,
    /// By SM: the cycle it sleeps until (`u64::MAX`: no resident blocks, or nothing can wake
    /// it), kept apart from the SMs so a step passes sleeping SMs reading one array.
    wake: Vec<u64>,
    /// SMs asleep with every ready warp waiting for a busy unit (see `Stuck`). While any is and
    /// the dispatcher has blocks to place (or a trace samples), the clock still steps a cycle
    /// at a time, as it would with them awake, but they are not visited.
    stuck: usize,
    /// The launch whose memory counters `mem.stats` holds (`usize::MAX`: none); they go back
    /// to its report when another launch issues or it finishes.
    mem_owner: usize,
    /// Progress lines on stderr (when it is a terminal): last time one was printed, steps since.
    progress: Option<(std::time::Instant, u64)>,
}

impl<'a> Gpu<'a> {
    /// Prints progress (kernels, blocks done, simulated cycle) to stderr about twice a second.
    pub fn show_progress(&mut self) {
        self.progress = Some((std::time::Instant::now(), 0));
    }

    fn progress_tick(&mut self) {
        let Some((last, steps)) = self.progress.as_mut() else { return };
        *steps += 1;
        if *steps % 4096 != 0 || last.elapsed().as_millis() < 500 {
            return;
        }
        *last = std::time::Instant::now();
        let parts: Vec<String> = self
            .order
            .iter()
            .filter_map(|&k| self.launches[k].as_ref())
            .map(|l| format!("{} {}/{} blocks", l.kernel.name, l.next_block - l.resident, l.total_blocks))
            .collect();
        eprint!("\r[warpsim] cycle {}: {}\x1b[K", self.now, parts.join(", "));
    }

    /// Clears the progress line.
    pub fn end_progress(&mut self) {
        if self.progress.take().is_some_and(|(_, steps)| steps >= 4096) {
            eprint!("\r\x1b[K");
        }
    }

    /// Writes SM tracks (blocks, active warps, warp detail) and GPU counters to `trace`.
    pub fn set_trace(&mut self, trace: Box<crate::trace::Trace>) {
        self.trace = Some(trace);
    }

    /// Hands the trace back (to add the stream and engine tracks and finish it).
    pub fn take_trace(&mut self) -> Option<Box<crate::trace::Trace>> {
        self.trace.take()
    }

    /// An idle GPU at cycle 0 whose warp schedulers follow `policy`.
    pub fn new(gpu: &'a GpuConfig, policy: &'a dyn Policy) -> Gpu<'a> {
        let nsched = gpu.sm.schedulers as usize;
        let slot_warps = gpu.sm.max_threads_per_block.div_ceil(gpu.sm.warp_size.max(1)).max(1);
        let sms = (0..gpu.gpu.sms)
            .map(|i| {
                let schedulers: Vec<_> = (0..nsched).map(|s| policy.build((i as u64) * 64 + s as u64)).collect();
                let mut queue = [0; 7];
                queue[warpsim_isa::Unit::Lsu.index()] = gpu.throughput.lsu_queue as u64;
                let ready = schedulers
                    .iter()
                    .map(|s| ReadyList { sorted: !s.order_free(), queue, ..ReadyList::default() })
                    .collect();
                Sm {
                    blocks: (0..gpu.sm.max_blocks).map(|_| None).collect(),
                    resident: 0,
                    used: [0; 4],
                    per: Vec::new(),
                    schedulers,
                    ready,
                    nonempty: 0,
                    waiting: Timers::new(gpu.sm.max_blocks as usize * slot_warps as usize),
                    hot: vec![SlotHot::default(); gpu.sm.max_blocks as usize * slot_warps as usize],
                    held: Vec::new(),
                    stuck: None,
                }
            })
            .collect();
        Gpu {
            gpu,
            policy,
            scheduler: policy.name(),
            sms,
            mem: MemorySystem::new(gpu),
            now: 0,
            launches: Vec::new(),
            order: Vec::new(),
            slot_warps,
            next_age: 0,
            next_sm: 0,
            dispatch_due: false,
            launch_free: 0.0,
            dispatch_wake: u64::MAX,
            releases: BinaryHeap::new(),
            out: Outcome::default(),
            txs: Vec::new(),
            cands: Vec::new(),
            counted: Vec::new(),
            issued: Vec::new(),
            trace: None,
            totals: Vec::new(),
            wake: vec![u64::MAX; gpu.gpu.sms as usize],
            stuck: 0,
            mem_owner: usize::MAX,
            progress: None,
        }
    }

    /// The current cycle.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// Launches still running.
    pub fn active(&self) -> usize {
        self.order.len()
    }

    /// Tags of the launches still running.
    pub fn active_tags(&self) -> impl Iterator<Item = u64> + '_ {
        self.order.iter().filter_map(|&k| self.launches[k].as_ref().map(|l| l.tag))
    }

    /// Starts a launch at the current cycle. `tag` comes back in its `Finished`.
    pub fn launch(&mut self, inputs: &LaunchInputs<'a>, tag: u64) -> Result<(), ExecError> {
        let LaunchInputs { kernel, config, params, consts, limits } = *inputs;
        self.launch_parts(kernel, config, params, consts, limits, tag)
    }

    /// As `launch`, with the parameter bytes borrowed only for the call (they are copied).
    pub fn launch_parts(
        &mut self,
        kernel: &'a DecodedKernel,
        config: crate::launch::LaunchConfig,
        params: &[u8],
        consts: &'a [u8],
        limits: crate::launch::LaunchLimits,
        tag: u64,
    ) -> Result<(), ExecError> {
        config.validate(kernel, &limits)?;
        let gpu = self.gpu;
        let req = BlockRequest {
            threads: config.threads_per_block(),
            registers_per_thread: kernel.registers_per_thread,
            shared_bytes: config.shared_bytes(kernel),
        };
        let occ = occupancy(gpu, &req).map_err(|e| ExecError::BadLaunch {
            kernel: kernel.name.clone(),
            message: format!("{} cannot run this block: {e}", gpu.name),
        })?;
        if self.order.is_empty() {
            tracing::trace!(target: "warpsim::mem", cycle = self.now, "idle GPU: caches flushed before the launch");
            // A launch on an idle GPU starts from a clean state, as the profilers measure
            // kernels (ncu's default cache control flushes the caches before each kernel):
            // empty caches, fresh warp schedulers, idle units, block dispatch from SM 0. Concurrent launches
            // share whatever the running ones left.
            self.mem.flush(self.now);
            let nsched = gpu.sm.schedulers as usize;
            for (i, sm) in self.sms.iter_mut().enumerate() {
                sm.schedulers = (0..nsched).map(|s| self.policy.build((i as u64) * 64 + s as u64)).collect();
                tracing::trace!(target: "warpsim::sched", sm = i, policy = %self.scheduler, "schedulers built");
                for r in &mut sm.ready {
                    r.unit_free = [0; 7];
                    r.unit_busy = [0; 7];
                    r.busy_until = 0;
                }
            }
            self.next_sm = 0;
        }
        let share = |n: u32| if n == u32::MAX { 0 } else { FULL / n.max(1) as u64 };
        let active = Active {
            kernel,
            config,
            params: params.to_vec(),
            consts,
            limits,
            tag,
            need: [share(occ.by_warps), share(occ.by_blocks), share(occ.by_registers), share(occ.by_shared)],
            shared_bytes: config.shared_bytes(kernel),
            slots: kernel.slots(),
            fixed: fixed_costs(gpu, &kernel.instrs),
            total_blocks: config.blocks(),
            next_block: 0,
            resident: 0,
            start: self.now,
            counters: FunctionalCounters::default(),
            report: TimingReport {
                preset: gpu.name.clone(),
                scheduler: self.scheduler.clone(),
                occupancy: occ.occupancy,
                blocks_per_sm: occ.active_blocks,
                ..TimingReport::default()
            },
            warp_cycles: 0,
            busy_cycles: 0,
            spare: Vec::new(),
        };
        tracing::debug!(
            target: "warpsim::engine",
            kernel = %kernel.name,
            cycle = self.now,
            blocks = config.blocks(),
            blocks_per_sm = occ.active_blocks,
            concurrent = self.order.len(),
            "launch starts"
        );
        let key = match self.launches.iter().position(Option::is_none) {
            Some(k) => k,
            None => {
                self.launches.push(None);
                self.launches.len() - 1
            }
        };
        self.launches[key] = Some(active);
        self.order.push(key);
        self.dispatch_due = true;
        for sm in &mut self.sms {
            *sm.per(key) = LaunchOnSm::default();
        }
        if self.totals.len() <= key {
            self.totals.resize(key + 1, LaunchTotals::default());
        }
        self.totals[key] = LaunchTotals::default();
        Ok(())
    }

    /// Runs until every launch has finished, or until cycle `limit`, whichever is first, and
    /// returns the launches that finished (an idle GPU just moves its clock to `limit`).
    pub fn run_until(&mut self, limit: u64, global: &mut DeviceMemory) -> Result<Vec<Finished>, ExecError> {
        let mut finished = Vec::new();
        loop {
            self.dispatch();
            // Launches whose blocks have all run are done at this cycle.
            let mut i = 0;
            while i < self.order.len() {
                let key = self.order[i];
                let l = self.launches[key].as_ref().expect("ordered launches are active");
                if l.next_block >= l.total_blocks && l.resident == 0 {
                    self.order.remove(i);
                    finished.push(self.finish(key));
                } else {
                    i += 1;
                }
            }
            if !finished.is_empty() || self.now >= limit {
                return Ok(finished);
            }
            if self.order.is_empty() {
                self.now = limit;
                return Ok(finished);
            }
            if self.gpu.sm.issue_per_scheduler == 1 {
                self.step::<false>(limit, global)?;
            } else {
                self.step::<true>(limit, global)?;
            }
            self.progress_tick();
        }
    }

    fn finish(&mut self, key: usize) -> Finished {
        if self.mem_owner == key {
            let l = self.launches[key].as_mut().expect("finishing an active launch");
            std::mem::swap(&mut self.mem.stats, &mut l.report.memory);
            self.mem_owner = usize::MAX;
        }
        let mut l = self.launches[key].take().expect("finishing an active launch");
        let cycles = self.now - l.start;
        let r = &mut l.report;
        r.cycles = cycles;
        r.elapsed_us = cycles as f64 / self.gpu.gpu.clock_mhz;
        r.ipc = if cycles > 0 { l.counters.inst_executed as f64 / cycles as f64 } else { 0.0 };
        r.achieved_occupancy = if l.busy_cycles > 0 {
            l.warp_cycles as f64 / l.busy_cycles as f64 / self.gpu.sm.max_warps as f64
        } else {
            0.0
        };
        tracing::debug!(
            target: "warpsim::engine",
            kernel = %l.kernel.name,
            start = l.start,
            end = self.now,
            warp_instructions = l.counters.inst_executed,
            "launch finished"
        );
        Finished { tag: l.tag, start: l.start, end: self.now, counters: l.counters, report: l.report }
    }

    /// Frees the block slots whose turnaround has passed (and what their blocks took), so a
    /// dispatch can use them.
    fn release_slots(&mut self) {
        let now = self.now;
        while let Some(&Reverse((free, smi))) = self.releases.peek() {
            if free > now {
                break;
            }
            self.releases.pop();
            let Sm { held, used, resident, .. } = &mut self.sms[smi];
            // Every slot of this SM that is due (a later entry for it finds none left).
            let before = held.len();
            held.retain(|&(free, _, need)| {
                if free <= now {
                    give_back(used, need);
                    *resident -= 1;
                    false
                } else {
                    true
                }
            });
            self.dispatch_due |= held.len() != before;
        }
    }

    /// Dispatches blocks to SMs with room, round-robin from the SM after the last one used, at
    /// most one block per SM per cycle; on each SM the earliest launch whose block fits goes first.
    /// The chip's dispatcher starts one block per `gpu.block_launch_cycles`.
    fn dispatch(&mut self) {
        if next_release(&self.releases) <= self.now {
            self.release_slots();
        }
        if !self.dispatch_due {
            return;
        }
        self.dispatch_due = false;
        self.dispatch_wake = u64::MAX;
        let interval = self.gpu.gpu.block_launch_cycles;
        let now = self.now;
        let sm_count = self.sms.len();
        for _ in 0..sm_count {
            if self.order.iter().all(|&k| {
                let l = self.launches[k].as_ref().expect("active");
                l.next_block >= l.total_blocks
            }) {
                return;
            }
            let smi = self.next_sm;
            self.next_sm = (self.next_sm + 1) % sm_count;
            let sm = &mut self.sms[smi];
            // A full SM is passed over without reading its block slots.
            if sm.resident as usize >= sm.blocks.len() {
                continue;
            }
            let fits = |l: &Active| l.next_block < l.total_blocks && (0..4).all(|r| sm.used[r] + l.need[r] <= FULL);
            let Some(&key) = self.order.iter().find(|&&k| fits(self.launches[k].as_ref().expect("active"))) else {
                continue;
            };
            if interval > 0.0 {
                if self.launch_free > now as f64 {
                    // The dispatcher is still starting the previous block: this SM waits for it.
                    self.next_sm = smi;
                    self.dispatch_due = true;
                    self.dispatch_wake = self.launch_free.ceil() as u64;
                    return;
                }
                // Working through a backlog it keeps its fractional time; after idling it starts now.
                let start = if self.launch_free > now as f64 - 1.0 { self.launch_free } else { now as f64 };
                self.launch_free = start + interval;
            }
            let held = &sm.held;
            let bslot = (0..sm.blocks.len())
                .position(|i| sm.blocks[i].is_none() && !held.iter().any(|h| h.1 == i))
                .expect("an SM below its block limit has a free slot");
            let l = self.launches[key].as_mut().expect("active");
            self.dispatch_due = true;
            let idx = l.config.block_index(l.next_block);
            l.next_block += 1;
            l.resident += 1;
            let mut r = match l.spare.pop() {
                Some(mut r) => {
                    r.block.reset(idx, l.kernel);
                    for wt in &mut r.warps {
                        wt.ready.fill(0);
                    }
                    r
                }
                None => {
                    let block = Block::new(l.kernel, idx, l.config.block, l.shared_bytes);
                    let slots = l.slots;
                    let warps = (0..block.warps.len())
                        .map(|_| WarpTiming {
                            age: 0,
                            next_issue: 0,
                            ready: vec![0; slots],
                            earliest: 0,
                            waits_on_load: false,
                            from_barrier: false,
                            pipe_waits: 0,
                            last_issue: u64::MAX,
                            unit: 0,
                            state: WarpState::Live,
                        })
                        .collect();
                    Resident { launch: key, start: now, block, warps }
                }
            };
            r.launch = key;
            r.start = now;
            for (w, wt) in r.warps.iter_mut().enumerate() {
                self.next_age += 1;
                let slot = bslot as u32 * self.slot_warps + w as u32;
                wt.age = self.next_age;
                wt.next_issue = now;
                wt.last_issue = u64::MAX;
                wt.refresh(l.kernel, &r.block.warps[w]);
                let totals = &mut self.totals[key];
                sm.place(slot, key, wt.placement(), now, totals, 0);
                let live = (wt.state != WarpState::Done) as u64;
                sm.per(key).live += live;
                totals.live += live;
            }
            for (u, n) in sm.used.iter_mut().zip(l.need) {
                *u += n;
            }
            sm.blocks[bslot] = Some(r);
            sm.resident += 1;
            sm.per(key).resident += 1;
            if sm.per(key).resident == 1 {
                self.totals[key].hosting += 1;
            }
            self.wake[smi] = now;
            l.counters.cta_launched += 1;
        }
    }

    /// Advances one step: every awake SM issues what it can at `now`, then the clock moves to
    /// the next cycle anything can happen (at most `limit`). `SEVERAL`: schedulers may issue more
    /// than one instruction a cycle (`sm.issue_per_scheduler`; built apart so single issue pays
    /// nothing for it).
    #[inline(never)]
    fn step<const SEVERAL: bool>(&mut self, limit: u64, global: &mut DeviceMemory) -> Result<(), ExecError> {
        let Gpu {
            gpu,
            sms,
            mem,
            now: clock,
            launches,
            order,
            slot_warps,
            out,
            txs,
            cands,
            counted,
            issued,
            trace,
            totals,
            wake,
            stuck,
            dispatch_due,
            mem_owner,
            dispatch_wake,
            releases,
            ..
        } = self;
        // Only warp-detail traces read the per-warp pipe-busy counts.
        let warp_detail = trace.as_ref().is_some_and(|t| t.wants_warps());
        let gpu: &GpuConfig = gpu;
        let now = *clock;
        let wpb = *slot_warps;
        let nsched = gpu.sm.schedulers as usize;
        let barrier_latency = gpu.latency.barrier as u64;
        // Issues per scheduler and cycle (a constant 1 in the usual single-issue build of `step`).
        let width = if SEVERAL { gpu.sm.issue_per_scheduler as usize } else { 1 };
        let mut issued_any = false;
        let mut next_event = u64::MAX;
        for smi in 0..sms.len() {
            if wake[smi] > now {
                next_event = next_event.min(wake[smi]);
                continue;
            }
            let sm = &mut sms[smi];
            if let Some(s) = sm.stuck.take() {
                *stuck -= 1;
                // Woken early (by a dispatch): the cycles from now on that its sleep counted are
                // not slept.
                if s.until > now {
                    let stalls = &mut launches[s.launch].as_mut().expect("active").report.stalls;
                    stalls.pipe_busy -= s.warps * (s.until - now);
                }
            }
            // Warps whose operands are now ready join their scheduler's ready list.
            let Sm { waiting, hot, ready, nonempty, .. } = sm;
            waiting.take_due(now, |slot| {
                let h = hot[slot as usize];
                let t = &mut totals[h.launch as usize];
                if h.on_load {
                    t.waiting_on_loads -= 1;
                } else {
                    t.waiting_other -= 1;
                }
                let sched = scheduler_of(slot, nsched);
                ready[sched].insert(slot, hot);
                *nonempty |= 1 << sched;
            });
            let mut issued_here = false;
            // Whether every ready warp waits for a busy unit (with one launch), how many do, and
            // when the first of those units frees.
            let (mut all_blocked, mut blocked_warps, mut first_free) = (true, 0, u64::MAX);
            // The schedulers with ready warps, in order (read as the loop goes: a barrier
            // released by one lists warps of others).
            let mut from = 0;
            'sched: loop {
                let pending = sm.nonempty & (!0u64).checked_shl(from).unwrap_or(0);
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
                        let (blocked, busy, free) = sm.ready[sched].blocked(now);
                        let filter = blocked != 0;
                        if filter {
                            // With one launch, its warps held by a busy unit count in one addition.
                            let one = if let [only] = order[..] { Some(only) } else { None };
                            if let Some(only) = one {
                                launches[only].as_mut().expect("active").report.stalls.pipe_busy += blocked as u64;
                                if !warp_detail && blocked as usize == sm.ready[sched].warps.len() {
                                    // Every ready warp waits for a busy unit.
                                    blocked_warps += blocked as u64;
                                    first_free = first_free.min(free);
                                    continue 'sched;
                                }
                            }
                            cands.clear();
                            for &c in &sm.ready[sched].warps {
                                let h = &sm.hot[c.slot as usize];
                                if busy >> h.unit & 1 == 0 {
                                    cands.push(c);
                                } else {
                                    if one.is_none() {
                                        launches[h.launch as usize]
                                            .as_mut()
                                            .expect("active")
                                            .report
                                            .stalls
                                            .pipe_busy += 1;
                                    }
                                    if warp_detail {
                                        let (b, w) = split_slot(c.slot, wpb);
                                        if let Some(r) = sm.blocks[b].as_mut() {
                                            r.warps[w].pipe_waits += 1;
                                        }
                                    }
                                }
                            }
                        }
                        let list: &[Candidate] = if filter { cands } else { &sm.ready[sched].warps };
                        if list.is_empty() {
                            continue 'sched;
                        }
                        all_blocked = false;
                        let slot = list[sm.schedulers[sched].pick(now, list)].slot;
                        if list.len() == 1 {
                            // A lone candidate: no other was passed over.
                        } else if let [only] = order[..] {
                            // One launch: every other candidate is one of its warps.
                            let l = launches[only].as_mut().expect("active");
                            l.report.stalls.not_selected += list.len() as u64 - 1;
                        } else {
                            for other in list.iter().map(|c| c.slot) {
                                if other != slot {
                                    let k = sm.hot[other as usize].launch as usize;
                                    launches[k].as_mut().expect("active").report.stalls.not_selected += 1;
                                }
                            }
                        }
                        if width > 1 {
                            first_of_several(counted, issued, list, slot);
                        }
                        slot
                    } else {
                        let again = pick_again(
                            &sm.ready[sched],
                            &sm.hot,
                            &mut *sm.schedulers[sched],
                            now,
                            cands,
                            counted,
                            issued,
                            launches,
                        );
                        match again {
                            Some(slot) => slot,
                            None => continue 'sched,
                        }
                    };
                    issued_here = true;
                    // The warp stays on its ready list until it is placed after issuing (most
                    // go straight back to it; see below).
                    let (b, w) = split_slot(slot, wpb);
                    let r = sm.blocks[b].as_mut().expect("issuing warp is resident");
                    let key = r.launch;
                    if *mem_owner != key {
                        // The memory system counts into whichever launch is issuing.
                        if let Some(o) = launches.get_mut(*mem_owner).and_then(Option::as_mut) {
                            std::mem::swap(&mut mem.stats, &mut o.report.memory);
                        }
                        let l = launches[key].as_mut().expect("active");
                        std::mem::swap(&mut mem.stats, &mut l.report.memory);
                        *mem_owner = key;
                    }
                    let l = launches[key].as_mut().expect("active");
                    let kernel = l.kernel;
                    let env = Env {
                        kernel,
                        block_idx: r.block.idx,
                        block_dim: l.config.block,
                        grid_dim: l.config.grid,
                        smid: smi as u32,
                        clock: now,
                        consts: l.consts,
                        params: &l.params,
                    };
                    let pc = r.block.warps[w].pc() as usize;
                    let wt = &mut r.warps[w];
                    if let Some(t) = trace.as_mut() {
                        if t.wants_warps() && t.wants_sm(smi) {
                            let reason = match (wt.from_barrier, wt.waits_on_load) {
                                (true, _) => crate::trace::Stall::Barrier,
                                (false, true) => crate::trace::Stall::Memory,
                                (false, false) => crate::trace::Stall::Dependency,
                            };
                            t.warp_issue(smi, slot, now, wt.earliest, reason, wt.pipe_waits as u64);
                        }
                    }
                    wt.from_barrier = false;
                    wt.pipe_waits = 0;
                    wt.last_issue = now;
                    r.block.step_warp(w, &env, global, out)?;
                    l.counters.count(out);
                    let fw = &r.block.warps[w];
                    if fw.executed > l.limits.max_warp_instructions_per_block {
                        let limit = l.limits.max_warp_instructions_per_block;
                        return Err(ExecError::InstructionLimit {
                            kernel: kernel.name.clone(),
                            block: r.block.idx,
                            limit,
                        });
                    }
                    if let Some(ins) = kernel.instrs.get(pc) {
                        // An instruction accepted into its unit's queue starts when the unit
                        // takes it (`now` unless the unit queues), while its warp goes on.
                        let list = &mut sm.ready[sched];
                        let unit = ins.unit_index as usize;
                        let start = list.unit_busy[unit].max(now);
                        let mut c = cost(gpu, l.fixed[pc], out, start, smi, slot, mem, &mut l.report, txs);
                        c.next_issue -= start - now;
                        for &s in &ins.slots[ins.first_def..] {
                            wt.ready[s as usize] = c.done_at << 1 | c.is_load as u64;
                        }
                        list.unit_busy[unit] = start + c.busy;
                        let u = &mut list.unit_free[unit];
                        *u = list.unit_busy[unit].saturating_sub(list.queue[unit]);
                        list.busy_until = list.busy_until.max(*u);
                        if c.holds != 0 {
                            // A sequence takes its scheduler's issue slots (or its ALUs): none
                            // of the units it holds accepts another instruction until the
                            // sequence has issued.
                            list.hold(c.holds, start + c.busy);
                        }
                        wt.next_issue = c.next_issue;
                        if c.long_latency {
                            sm.schedulers[sched].long_latency(slot);
                        }
                    }
                    let was_live = wt.state != WarpState::Done;
                    wt.refresh(kernel, fw);
                    if was_live && wt.state == WarpState::Done {
                        sm.per[key].live -= 1;
                        totals[key].live -= 1;
                    }
                    let placement = wt.placement();
                    let listed = sm.hot[slot as usize];
                    if placement.state == WarpState::Live && placement.earliest <= now + 1 {
                        // Ready again next cycle: it stays listed (as `place` would list it
                        // again), and only the unit it waits for may change.
                        sm.ready[sched].retarget(&listed, placement.unit as u8);
                        sm.hot[slot as usize].unit = placement.unit as u8;
                        sm.hot[slot as usize].on_load = placement.waits_on_load;
                    } else {
                        sm.ready[sched].remove(slot, &listed, &mut sm.hot);
                        if sm.ready[sched].warps.is_empty() {
                            sm.nonempty &= !(1 << sched);
                        }
                        sm.place(slot, key, placement, now, &mut totals[key], 1);
                    }
                    // Only an arrival at a barrier or an exit can release a barrier, deadlock the
                    // block or finish it.
                    if matches!(out.event, Event::Barrier { .. } | Event::Exit { .. }) {
                        let ctx = BlockEvent { smi, b, key, now, wpb, barrier_latency };
                        block_event(gpu, sm, l, &mut totals[key], trace, releases, dispatch_due, ctx)?;
                    }
                }
            }
            wake[smi] = if sm.resident == 0 {
                u64::MAX
            } else if issued_here {
                now + 1
            } else if sm.nonempty != 0 {
                // With every ready warp waiting for a busy unit (counted above only in a
                // single-issue step of one launch without per-warp traces), sleep until a unit
                // frees or a waiting warp becomes ready.
                let until = if all_blocked && first_free > now + 1 && !SEVERAL && !warp_detail && order.len() == 1 {
                    first_free.min(sm.waiting.next(now).unwrap_or(u64::MAX))
                } else {
                    now + 1
                };
                if until > now + 1 {
                    let l = launches[order[0]].as_mut().expect("active");
                    l.report.stalls.pipe_busy += blocked_warps * (until - now - 1);
                    sm.stuck = Some(Stuck { until, warps: blocked_warps, launch: order[0] });
                    *stuck += 1;
                }
                until.max(now + 1)
            } else {
                sm.waiting.next(now).unwrap_or(u64::MAX)
            };
            issued_any |= issued_here;
            next_event = next_event.min(wake[smi]);
        }
        // A block held back by the dispatcher's rate is due then, and so is a dispatch into a
        // block slot whose turnaround ends.
        next_event = next_event.min(*dispatch_wake).min(next_release(releases));
        // An SM asleep with warps held by busy units would have stepped the clock a cycle at a
        // time awake: that matters only to the dispatcher, when it has blocks to place, and to a
        // trace's samples (both act at steps).
        if *stuck > 0 && (*dispatch_due || trace.is_some()) {
            next_event = now + 1;
        }
        if !issued_any && next_event == u64::MAX {
            // Nothing can ever issue again while blocks remain: report the stuck block.
            if let Some(r) = sms.iter().flat_map(|s| s.blocks.iter().flatten()).next() {
                let kernel = launches[r.launch].as_ref().expect("active").kernel;
                return Err(r.block.deadlock(kernel));
            }
        }
        // Occupancy integrals and stall reasons cover every cycle up to the next step.
        let next = if issued_any || next_event == u64::MAX { now + 1 } else { next_event.max(now + 1) };
        let next = next.min(limit.max(now + 1));
        let dt = next - now;
        // SMs hosting none of a launch's blocks were idle for it.
        // Warps that issued were resident but not stalled in their issue cycle.
        for &key in order.iter() {
            let l = launches[key].as_mut().expect("active");
            let t = &mut totals[key];
            let s = &mut l.report.stalls;
            l.busy_cycles += t.hosting * dt + t.unhosted;
            l.warp_cycles += dt * t.live + t.exited;
            s.memory_dependency += t.waiting_on_loads * dt - t.issued_on_loads;
            s.execution_dependency += t.waiting_other * dt - t.issued_other;
            s.barrier += t.at_barrier * dt - t.issued_at_barrier;
            s.idle += (sms.len() as u64 - t.hosting) * dt - t.unhosted;
            (t.issued_on_loads, t.issued_other, t.issued_at_barrier, t.exited, t.unhosted) = (0, 0, 0, 0, 0);
        }
        if let Some(t) = trace.as_mut() {
            if now >= t.next_sample {
                let mut total = 0;
                for (smi, sm) in sms.iter().enumerate() {
                    let live: u64 = order.iter().map(|&k| sm.per[k].live).sum();
                    total += live;
                    if t.wants_sm(smi) {
                        t.sm_warps(smi, now, live);
                    }
                }
                let max = gpu.sm.max_warps as u64 * sms.len() as u64;
                t.sample(now, mem.total_dram_bytes, mem.total_l2_hits, mem.total_l2_misses, total, max);
            }
        }
        *clock = next;
        Ok(())
    }
}

/// Runs a launch on the timing model. Values are exactly those of `run_functional`.
pub fn run_timed(
    inputs: &LaunchInputs,
    global: &mut DeviceMemory,
    gpu: &GpuConfig,
    policy: impl Policy,
) -> Result<(FunctionalCounters, TimingReport), ExecError> {
    let mut g = Gpu::new(gpu, &policy);
    g.launch(inputs, 0)?;
    loop {
        if let Some(f) = g.run_until(u64::MAX, global)?.pop() {
            return Ok((f.counters, f.report));
        }
    }
}
