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
use super::cost::{fixed_costs, register_reads_over_banks, Fixed};
use super::icache::{ICache, INSTR_BYTES};
use super::memsys::{MemStats, MemorySystem};
use super::occupancy::{occupancy, BlockRequest};
use super::sched::{Candidate, Policy};
use super::sm::{give_back, LaunchOnSm, Resident, Sm, Step, FULL, WAIT_FETCH, WAIT_LOAD, WAIT_OTHER};
use super::source::{PcCounts, SourceLine};
use crate::config::GpuConfig;
use crate::counters::FunctionalCounters;
use crate::decode::{DecodedKernel, Op};
use crate::error::ExecError;
use crate::exec::LaunchEnv;
use crate::launch::LaunchInputs;
use crate::memory::DeviceMemory;
use crate::outcome::Outcome;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use warpsim_isa::{Space, Unit};

/// Why resident warps did not issue, in warp-cycles summed over the launch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stalls {
    /// Waiting for a register a memory load writes.
    pub memory_dependency: u64,
    /// Waiting for a register an arithmetic instruction writes (or a branch to resolve, or its
    /// store to enter its SM's full store path: `cache.sm_store_queue`).
    pub execution_dependency: u64,
    /// Waiting for its next instruction's code, which its SM is still fetching
    /// (`cache.icache_bytes`; Nsight Compute's "no instruction").
    pub no_instruction: u64,
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
    /// cc 1.x: the transactions of the half-warp store requests that coalesced / did not, in
    /// 16-byte units, as the cc 1.x profiler counted them (docs/JSON.md).
    pub gst_coherent: u64,
    pub gst_incoherent: u64,
    /// Thread-private (local) memory: transactions and bytes, by the same coalescing rules
    /// (counted apart from `gld_*`/`gst_*`, as the profilers do).
    pub local_load_transactions: u64,
    pub local_store_transactions: u64,
    pub local_load_bytes: u64,
    pub local_store_bytes: u64,
    /// Where accesses coalesce into 32-byte sectors (0 elsewhere): the L1 data stage's passes
    /// (wavefronts) for global and local loads and stores, by the bank rule over their words,
    /// a load partly in L1 counted in its two parts (`cache.l1_split_mixed_loads`), a store its
    /// lines over `cache.l1_tag_lines_per_cycle` where that is more; as Nsight Compute's
    /// `l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read` and `_cmd_write`.
    pub l1_load_wavefronts: u64,
    pub l1_store_wavefronts: u64,
    pub shared_load_transactions: u64,
    pub shared_store_transactions: u64,
    /// Extra shared-memory passes caused by bank conflicts (the seeds' `warp_serialize`).
    pub shared_bank_conflicts: u64,
    pub memory: MemStats,
    pub stalls: Stalls,
    /// Every instruction with its counters (`Gpu::count_by_instruction`; absent otherwise).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub source: Vec<SourceLine>,
    /// While a launch counting by instruction runs: by pc, what each instruction did (kept
    /// here, where both the issue loop and the memory path have it at hand; `source` at the
    /// end). Empty otherwise.
    #[serde(skip)]
    pub(super) by_pc: Vec<PcCounts>,
}

/// A launch's counts summed over the SMs, kept up to date as warps change state, so a step
/// charges its stall reasons and occupancy integrals in a few additions whatever the number of
/// SMs. Warps ready but held by a busy unit are counted straight into the launch's stalls: a
/// step with any ready warp lasts one cycle.
#[derive(Clone, Copy, Default)]
pub(super) struct LaunchTotals {
    /// SMs with at least one of its blocks.
    pub hosting: u64,
    pub live: u64,
    /// Waiting warps by what they wait for last (`WarpRec::wait`: `WAIT_OTHER`, `WAIT_LOAD`,
    /// `WAIT_FETCH`, their code: `Stalls::no_instruction`).
    pub waiting: [u64; 3],
    pub at_barrier: u64,
    /// Warps that issued this step, by where they are filed at its end: the counts above charge
    /// them the whole step, but their issue cycle is no stall (and one that exited was resident
    /// in it). Taken off at the end of the step.
    pub issued_waiting: [u64; 3],
    pub issued_at_barrier: u64,
    pub exited: u64,
    /// SMs whose last block of the launch retired this step: they hosted it in that cycle.
    pub unhosted: u64,
}

/// Sets bit `i` of the bit set `bits` (bit `i % 64` of word `i / 64`). (`Gpu::may_fit` is a
/// plain `Vec<u64>` with these three small functions rather than a `bitvec`: the dispatcher
/// needs a search that goes round from a given bit for a bounded count, which bitvec would
/// give as two searches over split slices, and the crate is not otherwise a dependency.)
#[inline]
pub(super) fn set_bit(bits: &mut [u64], i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

#[inline]
fn clear_bit(bits: &mut [u64], i: usize) {
    bits[i / 64] &= !(1 << (i % 64));
}

/// The distance from `from`, going round `n` bits, to the first set bit of `bits` among the
/// next `limit` (`None`: all clear).
fn next_set(bits: &[u64], from: usize, n: usize, limit: usize) -> Option<usize> {
    let mut d = 0;
    while d < limit {
        let i = (from + d) % n;
        // The rest of `i`'s word, up to bit `n` and `limit` bits on.
        let word = bits[i / 64] >> (i % 64);
        let span = (64 - i % 64).min(n - i).min(limit - d);
        let word = if span < 64 { word & ((1u64 << span) - 1) } else { word };
        if word != 0 {
            return Some(d + word.trailing_zeros() as usize);
        }
        d += span;
    }
    None
}

/// The earliest cycle a block slot in turnaround is free again (`u64::MAX`: none).
fn next_release(releases: &BinaryHeap<Reverse<(u64, usize)>>) -> u64 {
    releases.peek().map_or(u64::MAX, |r| r.0 .0)
}

/// A launch in flight on the GPU.
pub(super) struct Active<'a> {
    pub kernel: &'a DecodedKernel,
    pub config: crate::launch::LaunchConfig,
    /// What its warps see of the launch (parameters, constants, the grid's shape).
    pub env: LaunchEnv<'a>,
    pub limits: crate::launch::LaunchLimits,
    /// Caller's tag, handed back on completion.
    tag: u64,
    /// Shares of each SM resource one block takes.
    pub need: [u64; 4],
    pub shared_bytes: u32,
    /// Scoreboard slots per warp.
    pub slots: usize,
    /// Latency and issue interval of every instruction on this GPU.
    pub fixed: Vec<Fixed>,
    /// The launch's resident register rows are more than a host core's caches keep
    /// (`PREFETCH_ROWS_ABOVE`): the issue loop prefetches the row each warp's next instruction
    /// writes (`rows_to_prefetch`).
    prefetch_rows: bool,
    /// Where its code is (`cache.icache_bytes`): the address of its first instruction and
    /// the end of its last (each kernel's code has its own lines, the same on every launch).
    pub code: (u64, u64),
    /// Cycles of the SM's load/store pipe each of its warps costs when a block starts
    /// (`throughput.lsu_sm_warp_passes`, where the kernel addresses global memory).
    pub warp_start_pipe: u64,
    /// `cost::register_reads_over_banks` (empty where the GPU does not model the banks, or
    /// the kernel has no instruction they slow).
    pub reads: Vec<u8>,
    total_blocks: u64,
    next_block: u64,
    pub resident: u64,
    /// The cycle its last block so far ended.
    pub blocks_done_at: u64,
    start: u64,
    pub counters: FunctionalCounters,
    pub report: TimingReport,
    warp_cycles: u64,
    busy_cycles: u64,
    /// Retired blocks, recycled for later dispatches (their allocations are reused).
    pub spare: Vec<Resident>,
}

impl<'a> Active<'a> {
    /// By pc, the row to prefetch for an instruction (`DecodedKernel::dst_row`), where the
    /// launch prefetches rows; else empty.
    #[inline(always)]
    pub fn rows_to_prefetch(&self) -> &'a [u32] {
        if self.prefetch_rows {
            &self.kernel.dst_row
        } else {
            &[]
        }
    }
}

/// Bytes of register rows, over all the warps a launch keeps resident, above which its warps'
/// next destination rows are prefetched (`Active::rows_to_prefetch`). On a big GPU (132 SMs of 64
/// warps: 12 MB of rows in vector add) a block's rows were last touched a wave of warps ago,
/// so the first write of each missed the host's caches; below about a host core's L2 (1 MB on
/// the development VM) the rows are at hand and a prefetch only costs its instructions (the
/// 4-SM `default` ran 2-3% slower with it; docs/PERFORMANCE.md).
const PREFETCH_ROWS_ABOVE: u64 = 1 << 20;

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
    /// By SM (bit `i % 64` of word `i / 64`): whether a block may fit there. A dispatch clears
    /// the bit of an SM it finds full or without room for any launch's next block, and passes
    /// SMs whose bit is clear as its round-robin would pass them (they take nothing); a launch,
    /// a block's end and a freed block slot set the bits again. Kept apart from the SMs so that
    /// a dispatch on a large GPU does not read every SM's state to find the few with room.
    may_fit: Vec<u64>,
    /// The chip's block dispatcher (`gpu.block_launch_cycles` per block): when it can start the
    /// next block, and the cycle a dispatch held back by it is due again (`u64::MAX`: none).
    launch_free: f64,
    /// The cycle the GPU last went from idle to busy, which `launch_free` counts from (so the
    /// dispatcher's fractional times, and what rounds them, are the same whenever a launch on
    /// an idle GPU starts).
    busy_since: u64,
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
    /// Count by instruction in the launches added from now on (`count_by_instruction`).
    by_instruction: bool,
    /// The kernels launched so far (by address) and where each one's code was put, start and
    /// end (in launch order, so the addresses, and the instruction caches' sets, are the same
    /// on every run).
    code: Vec<(usize, u64, u64)>,
}

impl<'a> Gpu<'a> {
    /// Prints progress (kernels, blocks done, simulated cycle) to stderr about twice a second.
    pub fn show_progress(&mut self) {
        self.progress = Some((std::time::Instant::now(), 0));
    }

    fn progress_tick(&mut self, taken: u64) {
        let Some((last, steps)) = self.progress.as_mut() else { return };
        // (The clock is read every 4,096 steps or so.)
        let before = *steps;
        *steps += taken;
        if before / 4096 == *steps / 4096 || last.elapsed().as_millis() < 500 {
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

    /// Counts, for each instruction of the launches added from now on, its issues, the cycles
    /// warps waited to issue it by reason, and its memory traffic (`TimingReport::source`).
    /// Results are the same with or without.
    pub fn count_by_instruction(&mut self) {
        self.by_instruction = true;
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
                let schedulers = (0..nsched).map(|s| policy.build((i as u64) * 64 + s as u64)).collect();
                let mut sm = Sm::new(
                    gpu.sm.max_blocks as usize,
                    slot_warps as usize,
                    schedulers,
                    gpu.throughput.lsu_queue as u64,
                );
                if gpu.cache.icache_bytes > 0 {
                    sm.icache = Some(ICache::new(gpu.cache.icache_bytes, gpu.cache.icache_fill_cycles));
                }
                sm
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
            may_fit: vec![!0; (gpu.gpu.sms as usize).div_ceil(64)],
            launch_free: 0.0,
            busy_since: 0,
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
            by_instruction: false,
            code: Vec::new(),
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
            self.busy_since = self.now;
            self.launch_free = 0.0;
            let nsched = gpu.sm.schedulers as usize;
            for (i, sm) in self.sms.iter_mut().enumerate() {
                sm.schedulers = (0..nsched).map(|s| self.policy.build((i as u64) * 64 + s as u64)).collect();
                tracing::trace!(target: "warpsim::sched", sm = i, policy = %self.scheduler, "schedulers built");
                for r in &mut sm.ready {
                    r.idle();
                }
                sm.lsu_sm_free = 0;
                sm.lsu_sm_slack_at = u64::MAX;
                sm.sfu_sm_free = 0;
            }
            self.next_sm = 0;
        }
        let share = |n: u32| if n == u32::MAX { 0 } else { FULL / n.max(1) as u64 };
        let code_bytes = kernel.instrs.len() as u64 * INSTR_BYTES;
        // A kernel is known by its address (it outlives the GPU, 'a).
        let id = kernel as *const DecodedKernel as usize;
        let base = match self.code.iter().find(|c| c.0 == id) {
            Some(&(_, base, _)) => base,
            None => {
                // After the last kernel's code, at a 4 KB boundary.
                let base = self.code.last().map_or(0, |c| c.2.next_multiple_of(4096));
                self.code.push((id, base, base + code_bytes));
                base
            }
        };
        let fixed = fixed_costs(gpu, kernel);
        // A warp's rows, as `Warp` stores them: 32 lanes of a 32- or 64-bit register each.
        let row_bytes = kernel.regs32 as u64 * std::mem::size_of::<[u32; 32]>() as u64
            + kernel.regs64 as u64 * std::mem::size_of::<[u64; 32]>() as u64;
        let warps_per_block = config.threads_per_block().div_ceil(gpu.sm.warp_size.max(1)) as u64;
        let resident_bytes = [warps_per_block, gpu.gpu.sms as u64, row_bytes]
            .iter()
            .fold(occ.active_blocks as u64, |n, &m| n.saturating_mul(m));
        let active = Active {
            prefetch_rows: resident_bytes > PREFETCH_ROWS_ABOVE,
            kernel,
            config,
            env: LaunchEnv { kernel, block_dim: config.block, grid_dim: config.grid, consts, params: params.to_vec() },
            limits,
            tag,
            need: [share(occ.by_warps), share(occ.by_blocks), share(occ.by_registers), share(occ.by_shared)],
            shared_bytes: config.shared_bytes(kernel),
            slots: kernel.slots(),
            reads: register_reads_over_banks(gpu, kernel, &fixed),
            fixed,
            code: (base, base + code_bytes),
            warp_start_pipe: warp_start_pipe(gpu, kernel),
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
                by_pc: if self.by_instruction { vec![PcCounts::default(); kernel.instrs.len()] } else { Vec::new() },
                ..TimingReport::default()
            },
            warp_cycles: 0,
            busy_cycles: 0,
            blocks_done_at: 0,
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
        self.may_fit.fill(!0);
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
            // Launches whose blocks have all run are done at this cycle, once the L2 has taken
            // their stores (and, where they wrote memory, `gpu.launch_write_tail_cycles` after
            // that and their last block); the first such cycle still ahead bounds the step.
            let (mut i, mut drained_at, mut running) = (0, u64::MAX, false);
            while i < self.order.len() {
                let key = self.order[i];
                let l = self.launches[key].as_ref().expect("ordered launches are active");
                if l.next_block >= l.total_blocks && l.resident == 0 {
                    let stats = if self.mem_owner == key { &self.mem.stats } else { &l.report.memory };
                    let mut done_at = stats.stores_taken;
                    let tail = self.gpu.gpu.launch_write_tail_cycles as u64;
                    let c = &l.counters;
                    if tail > 0 && c.gst_request + c.global_atom_request + c.local_store_request > 0 {
                        done_at = done_at.max(l.blocks_done_at) + tail;
                    }
                    if done_at <= self.now {
                        self.order.remove(i);
                        finished.push(self.finish(key));
                        continue;
                    }
                    drained_at = drained_at.min(done_at);
                } else {
                    running = true;
                }
                i += 1;
            }
            if !finished.is_empty() || self.now >= limit {
                return Ok(finished);
            }
            if self.order.is_empty() {
                self.now = limit;
                return Ok(finished);
            }
            if !running {
                // Only stores (or the write tail) left to drain: nothing issues meanwhile, and
                // every SM is idle.
                let next = drained_at.min(limit);
                let idle = self.sms.len() as u64 * (next - self.now);
                for &key in &self.order {
                    self.launches[key].as_mut().expect("active").report.stalls.idle += idle;
                }
                self.now = next;
                continue;
            }
            let until = limit.min(drained_at);
            let fx = self.gpu.cache.l1_tag_access_cycles > 0.0
                || self.gpu.latency.bsync.is_some()
                || self.gpu.cache.icache_bytes > 0;
            let steps = match (self.gpu.sm.issue_per_scheduler > 1, fx) {
                (false, false) => self.step::<false, false>(until, global)?,
                (false, true) => self.step::<false, true>(until, global)?,
                (true, false) => self.step::<true, false>(until, global)?,
                (true, true) => self.step::<true, true>(until, global)?,
            };
            self.progress_tick(steps);
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
        if !r.by_pc.is_empty() {
            r.source = super::source::lines(l.kernel, &std::mem::take(&mut r.by_pc));
        }
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
            if held.len() != before {
                self.dispatch_due = true;
                set_bit(&mut self.may_fit, smi);
            }
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
        // The round-robin's `sm_count` turns, of which those of SMs that can take nothing are
        // passed over together (they would only move `next_sm` on).
        let mut turns = sm_count;
        while turns > 0 {
            if self.order.iter().all(|&k| {
                let l = self.launches[k].as_ref().expect("active");
                l.next_block >= l.total_blocks
            }) {
                return;
            }
            let Some(skip) = next_set(&self.may_fit, self.next_sm, sm_count, turns) else {
                self.next_sm = (self.next_sm + turns) % sm_count;
                return;
            };
            turns -= skip + 1;
            let smi = (self.next_sm + skip) % sm_count;
            self.next_sm = (smi + 1) % sm_count;
            let sm = &mut self.sms[smi];
            // A full SM is passed over without reading its block slots.
            if sm.resident as usize >= sm.blocks.len() {
                clear_bit(&mut self.may_fit, smi);
                continue;
            }
            let fits = |l: &Active| l.next_block < l.total_blocks && (0..4).all(|r| sm.used[r] + l.need[r] <= FULL);
            let Some(&key) = self.order.iter().find(|&&k| fits(self.launches[k].as_ref().expect("active"))) else {
                clear_bit(&mut self.may_fit, smi);
                continue;
            };
            if interval > 0.0 {
                let rel = (now - self.busy_since) as f64;
                if self.launch_free > rel {
                    // The dispatcher is still starting the previous block: this SM waits for it.
                    self.next_sm = smi;
                    self.dispatch_due = true;
                    self.dispatch_wake = self.launch_free.ceil() as u64 + self.busy_since;
                    return;
                }
                // Working through a backlog it keeps its fractional time; after idling it starts now.
                let start = if self.launch_free > rel - 1.0 { self.launch_free } else { rel };
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
                    r.score.fill(0);
                    r
                }
                None => Resident::new(l, key, idx, now),
            };
            r.launch = key;
            r.start = now;
            let totals = &mut self.totals[key];
            let warps = r.block.warps.len() as u64;
            sm.start_block(bslot, r, key, l, self.slot_warps, now, &mut self.next_age, totals);
            if l.warp_start_pipe > 0 {
                sm.lsu_sm_free = sm.lsu_sm_free.max(now) + warps * l.warp_start_pipe;
            }
            for (u, n) in sm.used.iter_mut().zip(l.need) {
                *u += n;
            }
            sm.resident += 1;
            sm.per(key).resident += 1;
            if sm.per(key).resident == 1 {
                self.totals[key].hosting += 1;
            }
            self.wake[smi] = now;
            l.counters.cta_launched += 1;
        }
    }

    /// Advances the clock by steps: at each, every awake SM issues what it can at `now`, then
    /// the clock moves to the next cycle anything can happen (at most `limit`). Returns after
    /// the step that leaves work for `run_until` (a dispatch due, a block slot's turnaround
    /// ending, the clock at `limit`), or after `STEPS_PER_CALL` steps; returns how many it took.
    /// (Between those, `run_until`'s loop would find nothing to do: keeping the steps here
    /// spares it and this function's setup once a cycle.) `SEVERAL`: schedulers may issue more
    /// than one instruction a cycle (`sm.issue_per_scheduler`; built apart so single issue pays
    /// nothing for it). `FX`: the preset has rules measured on an H100 that the others lack,
    /// built apart likewise: the SM's load/store pipe counts fractions of a cycle
    /// (`cache.l1_tag_access_cycles`), nvcc's convergence barriers (`latency.bsync`), the
    /// instruction cache (`cache.icache_bytes`).
    #[inline(never)]
    fn step<const SEVERAL: bool, const FX: bool>(
        &mut self,
        limit: u64,
        global: &mut DeviceMemory,
    ) -> Result<u64, ExecError> {
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
            may_fit,
            mem_owner,
            dispatch_wake,
            releases,
            by_instruction,
            ..
        } = self;
        // Only warp-detail traces and counts by instruction read the per-warp pipe-busy counts.
        let warp_detail = trace.as_ref().is_some_and(|t| t.wants_warps()) || *by_instruction;
        let gpu: &GpuConfig = gpu;
        let wpb = *slot_warps;
        let barrier_latency = gpu.latency.barrier as u64;
        // Issues per scheduler and cycle (a constant 1 in the usual single-issue build of `step`).
        let width = if SEVERAL { gpu.sm.issue_per_scheduler as usize } else { 1 };
        let mut st = Step {
            gpu,
            lsu_sm: gpu.throughput.lsu_sm.map(|c| (c as u64, gpu.throughput.lsu as u64)),
            lsu_warp: gpu.throughput.lsu_warp as u64,
            sfu_sm: gpu.throughput.sfu_sm.unwrap_or(0) as u64,
            sm_units: (gpu.throughput.lsu_sm.is_some() as u8) << Unit::Lsu.index()
                | (gpu.throughput.sfu_sm.is_some() as u8) << Unit::Sfu.index(),
            register_banks: gpu.sm.register_banks,
            branch_back_to_back: gpu.latency.branch_back_to_back.unwrap_or(0) as u64,
            bsync: gpu.latency.bsync.unwrap_or(0) as u64,
            now: *clock,
            wpb,
            width,
            warp_detail,
            barrier_latency,
            mem,
            global,
            launches,
            order,
            totals,
            out,
            txs,
            cands,
            counted,
            issued,
            trace,
            stuck,
            dispatch_due,
            may_fit,
            mem_owner,
            releases,
        };
        let mut steps = 0;
        loop {
            let now = st.now;
            let (issued_any, mut next_event) = visit_all::<SEVERAL, FX>(sms, wake, &mut st)?;
            // A block held back by the dispatcher's rate is due then, and so is a dispatch into a
            // block slot whose turnaround ends.
            let release = next_release(st.releases);
            next_event = next_event.min(*dispatch_wake).min(release);
            // An SM asleep with warps held by busy units would have stepped the clock a cycle at
            // a time awake: that matters only to the dispatcher, when it has blocks to place, and
            // to a trace's samples (both act at steps).
            if *st.stuck > 0 && (*st.dispatch_due || st.trace.is_some()) {
                next_event = now + 1;
            }
            if !issued_any && next_event == u64::MAX {
                // Nothing can ever issue again while blocks remain: report the stuck block.
                if let Some(r) = sms.iter().flat_map(|s| s.blocks.iter().flatten()).next() {
                    let kernel = st.launches[r.launch].as_ref().expect("active").kernel;
                    return Err(r.block.deadlock(kernel));
                }
            }
            // Occupancy integrals and stall reasons cover every cycle up to the next step.
            let next = if issued_any || next_event == u64::MAX { now + 1 } else { next_event.max(now + 1) };
            let next = next.min(limit.max(now + 1));
            let dt = next - now;
            // SMs hosting none of a launch's blocks were idle for it.
            // Warps that issued were resident but not stalled in their issue cycle.
            for &key in st.order.iter() {
                let l = st.launches[key].as_mut().expect("active");
                let t = &mut st.totals[key];
                let s = &mut l.report.stalls;
                l.busy_cycles += t.hosting * dt + t.unhosted;
                l.warp_cycles += dt * t.live + t.exited;
                let charge = |w: u8| t.waiting[w as usize] * dt - t.issued_waiting[w as usize];
                s.memory_dependency += charge(WAIT_LOAD);
                s.execution_dependency += charge(WAIT_OTHER);
                s.no_instruction += charge(WAIT_FETCH);
                s.barrier += t.at_barrier * dt - t.issued_at_barrier;
                s.idle += (sms.len() as u64 - t.hosting) * dt - t.unhosted;
                (t.issued_waiting, t.issued_at_barrier, t.exited, t.unhosted) = ([0; 3], 0, 0, 0);
            }
            if let Some(t) = st.trace.as_mut() {
                if now >= t.next_sample {
                    let mut total = 0;
                    for (smi, sm) in sms.iter().enumerate() {
                        let live: u64 = st.order.iter().map(|&k| sm.per[k].live).sum();
                        total += live;
                        if t.wants_sm(smi) {
                            t.sm_warps(smi, now, live);
                        }
                    }
                    let max = gpu.sm.max_warps as u64 * sms.len() as u64;
                    let (dram_bytes, l2_hits, l2_misses) = st.mem.totals();
                    t.sample(now, dram_bytes, l2_hits, l2_misses, total, max);
                }
            }
            steps += 1;
            // What `run_until` does before the next step: dispatch (due after a block retired
            // or was placed, and when a block slot's turnaround ends), and finish launches (only
            // after a block retired, which makes a dispatch due) or stop at `limit`.
            // (Kept up to date, so that on an error the clock is at the step that made it.)
            *clock = next;
            if *st.dispatch_due || next >= limit || release <= next || steps == STEPS_PER_CALL {
                return Ok(steps);
            }
            st.now = next;
        }
    }
}

/// Visits every SM due at `st.now` (by `wake`, which gets each visited SM's next due cycle):
/// whether any issued, and the earliest cycle one is due next. (Its own function, so that the
/// inlined issue path is compiled apart from the step loop around it.)
#[inline(never)]
fn visit_all<const SEVERAL: bool, const FX: bool>(
    sms: &mut [Sm],
    wake: &mut [u64],
    st: &mut Step,
) -> Result<(bool, u64), ExecError> {
    let now = st.now;
    let mut issued_any = false;
    let mut next_event = u64::MAX;
    for (smi, sm) in sms.iter_mut().enumerate() {
        if wake[smi] > now {
            next_event = next_event.min(wake[smi]);
            continue;
        }
        let (issued_here, w) = sm.visit::<SEVERAL, FX>(smi, st)?;
        wake[smi] = w;
        issued_any |= issued_here;
        next_event = next_event.min(w);
    }
    Ok((issued_any, next_event))
}

/// The most steps `Gpu::step` takes in one call (so that `run_until` shows progress).
const STEPS_PER_CALL: u64 = 1024;

/// Cycles of the SM's load/store pipe one warp of `kernel` costs when its block starts: the
/// preset's `throughput.lsu_sm_warp_passes` passes where any of its instructions addresses
/// global memory (calibration/h100/warp-wavefronts-*: one L1 wavefront a warp on the H100,
/// whatever the warp executes, in every kernel whose code starts with the global memory
/// descriptor's load), else none.
fn warp_start_pipe(gpu: &GpuConfig, kernel: &DecodedKernel) -> u64 {
    let (Some(cycles), passes) = (gpu.throughput.lsu_sm, gpu.throughput.lsu_sm_warp_passes) else {
        return 0;
    };
    let global = kernel.instrs.iter().any(|i| {
        matches!(
            i.op,
            Op::Ld { space: Space::Global, .. }
                | Op::St { space: Space::Global, .. }
                | Op::Atom { space: Space::Global, .. }
        )
    });
    if global {
        cycles as u64 * passes as u64
    } else {
        0
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

#[cfg(test)]
mod tests {
    use super::{clear_bit, next_set, set_bit};

    /// `next_set` finds what stepping round the bits one at a time finds, for every start and
    /// limit, on 1 to 140 bits (three words) with bits set in every pattern of a few sizes.
    #[test]
    fn next_set_goes_round_as_a_step_at_a_time_would() {
        for n in [1usize, 5, 63, 64, 65, 132, 140] {
            for seed in 0..20u64 {
                let mut bits = vec![0u64; n.div_ceil(64)];
                for i in 0..n {
                    // A few bits set, at places that change with the seed.
                    if (i as u64 * 2_654_435_761 + seed * 40_503) % (1 + seed % 9) == 0 {
                        set_bit(&mut bits, i);
                    }
                }
                if seed % 5 == 0 {
                    for i in 0..n {
                        clear_bit(&mut bits, i);
                    }
                }
                let is_set = |i: usize| bits[i / 64] >> (i % 64) & 1 != 0;
                for from in 0..n {
                    for limit in [0, 1, n / 2, n] {
                        let want = (0..limit).find(|&d| is_set((from + d) % n));
                        assert_eq!(
                            next_set(&bits, from, n, limit),
                            want,
                            "n {n} seed {seed} from {from} limit {limit}"
                        );
                    }
                }
            }
        }
    }
}
