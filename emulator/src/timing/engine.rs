//! The cycle-approximate GPU: SMs with resident blocks (as many as occupancy allows), warp
//! schedulers choosing among ready warps by a policy, a scoreboard of pending register writes,
//! execution units with issue intervals and latencies, and the memory system. It drives the
//! functional core one warp instruction at a time and prices each outcome (`cost`); it never
//! computes values.
//!
//! Event-driven within each SM: a warp that cannot issue yet waits in a min-heap keyed by the
//! cycle its operands allow; each scheduler keeps the ready warps in slot order. Work per cycle
//! follows the warps that change state, and an SM with nothing to do sleeps until its next
//! event, so idle cycles and idle SMs cost nothing.

use super::coalesce::Transaction;
use super::cost::cost;
use super::memsys::{MemStats, MemorySystem};
use super::occupancy::{occupancy, BlockRequest};
use super::sched::{Candidate, Policy, WarpScheduler};
use crate::block::{BarrierState, Block};
use crate::config::GpuConfig;
use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::exec::Env;
use crate::launch::LaunchInputs;
use crate::memory::DeviceMemory;
use crate::outcome::Outcome;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use warpsim_isa::{RegClass, Unit};

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
    sched: usize,
    /// Earliest cycle the next instruction may issue (after branches, barriers).
    next_issue: u64,
    /// Cycle each register's pending write lands, and whether a load produces it.
    ready: [Vec<u64>; 3],
    from_load: [Vec<bool>; 3],
    /// From the scoreboard for the next instruction (it only changes when this warp issues):
    /// the earliest cycle its operands allow, whether a load is the reason, and its unit.
    earliest: u64,
    waits_on_load: bool,
    unit: usize,
    state: WarpState,
}

/// Where a warp belongs after a state change (copied out so the SM can be borrowed mutably).
#[derive(Clone, Copy)]
struct Placement {
    state: WarpState,
    earliest: u64,
    sched: usize,
    waits_on_load: bool,
}

impl WarpTiming {
    fn placement(&self) -> Placement {
        Placement { state: self.state, earliest: self.earliest, sched: self.sched, waits_on_load: self.waits_on_load }
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
            for reg in ins.uses.iter().chain(&ins.defs) {
                let c = class_index(reg.class);
                let at = self.ready[c].get(reg.index as usize).copied().unwrap_or(0);
                if at > t {
                    t = at;
                    self.waits_on_load = self.from_load[c][reg.index as usize];
                }
            }
            self.unit = unit_index(ins.unit);
        }
        self.earliest = t;
    }
}

struct Resident {
    block: Block,
    warps: Vec<WarpTiming>,
}

struct Sm {
    /// Resident blocks by block slot; warp slot = block slot x warps per block + warp.
    blocks: Vec<Option<Resident>>,
    resident: u32,
    schedulers: Vec<Box<dyn WarpScheduler>>,
    /// `[scheduler][unit]`: cycle each unit can accept the next instruction.
    unit_free: Vec<[u64; 7]>,
    /// Per scheduler: warp slots whose operands are ready, ascending.
    ready: Vec<Vec<u32>>,
    /// Warps waiting for operands: (cycle they may issue, warp slot).
    waiting: BinaryHeap<Reverse<(u64, u32)>>,
    waiting_on_loads: u64,
    waiting_other: u64,
    at_barrier: u64,
    live: u64,
    /// From the last evaluation (ready warps blocked by a busy unit).
    pipe_busy: u64,
    /// The SM sleeps until this cycle.
    wake_at: u64,
    warp_cycles: u64,
    busy_cycles: u64,
}

impl Sm {
    /// Files warp `slot` (just refreshed) where it belongs: ready, waiting, at a barrier, done.
    fn place(&mut self, slot: u32, p: Placement, now: u64) {
        match p.state {
            WarpState::Done => {}
            WarpState::Barrier => self.at_barrier += 1,
            WarpState::Live if p.earliest <= now => {
                let list = &mut self.ready[p.sched];
                let at = list.partition_point(|&s| s < slot);
                list.insert(at, slot);
            }
            WarpState::Live => {
                self.waiting.push(Reverse((p.earliest, slot)));
                if p.waits_on_load {
                    self.waiting_on_loads += 1;
                } else {
                    self.waiting_other += 1;
                }
            }
        }
    }
}

fn unit_index(u: Unit) -> usize {
    Unit::ALL.iter().position(|&x| x == u).unwrap_or(0)
}

fn class_index(c: RegClass) -> usize {
    match c {
        RegClass::B32 => 0,
        RegClass::B64 => 1,
        RegClass::Pred => 2,
    }
}

/// Runs a launch on the timing model. Values are exactly those of `run_functional`.
pub fn run_timed(
    inputs: &LaunchInputs,
    global: &mut DeviceMemory,
    gpu: &GpuConfig,
    policy: impl Policy,
) -> Result<(FunctionalCounters, TimingReport), ExecError> {
    let LaunchInputs { kernel, config, params, consts, limits } = *inputs;
    config.validate(kernel, &limits)?;
    let req = BlockRequest {
        threads: config.threads_per_block(),
        registers_per_thread: kernel.registers_per_thread,
        shared_bytes: config.shared_bytes(kernel),
    };
    let occ = occupancy(gpu, &req).map_err(|e| ExecError::BadLaunch {
        kernel: kernel.name.clone(),
        message: format!("{} cannot run this block: {e}", gpu.name),
    })?;
    let blocks_per_sm = occ.active_blocks;
    let nsched = gpu.sm.schedulers as usize;
    let barrier_latency = gpu.latency.barrier as u64;
    let wpb = occ.warps_per_block;
    let mut sms: Vec<Sm> = (0..gpu.gpu.sms)
        .map(|i| Sm {
            blocks: (0..blocks_per_sm).map(|_| None).collect(),
            resident: 0,
            schedulers: (0..nsched).map(|s| policy.build((i as u64) * 64 + s as u64)).collect(),
            unit_free: vec![[0; 7]; nsched],
            ready: vec![Vec::new(); nsched],
            waiting: BinaryHeap::new(),
            waiting_on_loads: 0,
            waiting_other: 0,
            at_barrier: 0,
            live: 0,
            pipe_busy: 0,
            wake_at: 0,
            warp_cycles: 0,
            busy_cycles: 0,
        })
        .collect();
    let mut mem = MemorySystem::new(gpu);
    let mut report = TimingReport {
        preset: gpu.name.clone(),
        scheduler: policy.name(),
        occupancy: occ.occupancy,
        blocks_per_sm,
        ..TimingReport::default()
    };
    let mut counters = FunctionalCounters::default();
    let total_blocks = config.blocks();
    let mut next_block: u64 = 0;
    let mut next_age: u64 = 0;
    let mut next_sm = 0usize;
    let shared_bytes = config.shared_bytes(kernel);
    let regs = [kernel.regs32 as usize, kernel.regs64 as usize, kernel.preds as usize];
    let mut now: u64 = 0;
    let mut out = Outcome::default();
    let mut txs: Vec<Transaction> = Vec::new();
    let mut cands: Vec<Candidate> = Vec::new();
    let mut cand_slots: Vec<u32> = Vec::new();
    // Retired blocks, recycled for later dispatches (their allocations are reused).
    let mut spare: Vec<Resident> = Vec::new();

    loop {
        // Dispatch blocks to SMs with room, round-robin from the SM after the last one used.
        for _ in 0..sms.len() {
            if next_block >= total_blocks {
                break;
            }
            let sm_count = sms.len();
            let sm = &mut sms[next_sm];
            next_sm = (next_sm + 1) % sm_count;
            let Some(bslot) = sm.blocks.iter().position(Option::is_none) else { continue };
            let idx = config.block_index(next_block);
            next_block += 1;
            let mut r = match spare.pop() {
                Some(mut r) => {
                    r.block.reset(idx);
                    for wt in &mut r.warps {
                        for c in 0..3 {
                            wt.ready[c].fill(0);
                            wt.from_load[c].fill(false);
                        }
                    }
                    r
                }
                None => {
                    let block = Block::new(kernel, idx, config.block, shared_bytes);
                    let warps = (0..block.warps.len())
                        .map(|_| WarpTiming {
                            age: 0,
                            sched: 0,
                            next_issue: 0,
                            ready: [vec![0; regs[0]], vec![0; regs[1]], vec![0; regs[2]]],
                            from_load: [vec![false; regs[0]], vec![false; regs[1]], vec![false; regs[2]]],
                            earliest: 0,
                            waits_on_load: false,
                            unit: 0,
                            state: WarpState::Live,
                        })
                        .collect();
                    Resident { block, warps }
                }
            };
            for (w, wt) in r.warps.iter_mut().enumerate() {
                next_age += 1;
                let slot = bslot as u32 * wpb + w as u32;
                wt.age = next_age;
                wt.sched = slot as usize % nsched;
                wt.next_issue = now;
                wt.refresh(kernel, &r.block.warps[w]);
                sm.place(slot, wt.placement(), now);
                sm.live += (wt.state != WarpState::Done) as u64;
            }
            sm.blocks[bslot] = Some(r);
            sm.resident += 1;
            sm.wake_at = now;
            counters.cta_launched += 1;
        }
        if next_block >= total_blocks && sms.iter().all(|s| s.resident == 0) {
            break;
        }

        let mut issued_any = false;
        let mut next_event = u64::MAX;
        for (smi, sm) in sms.iter_mut().enumerate() {
            if sm.resident == 0 {
                continue;
            }
            if sm.wake_at > now {
                next_event = next_event.min(sm.wake_at);
                continue;
            }
            // Warps whose operands are now ready join their scheduler's ready list.
            while let Some(&Reverse((t, slot))) = sm.waiting.peek() {
                if t > now {
                    break;
                }
                sm.waiting.pop();
                let (b, w) = ((slot / wpb) as usize, (slot % wpb) as usize);
                let wt = &sm.blocks[b].as_ref().expect("waiting warps are resident").warps[w];
                if wt.waits_on_load {
                    sm.waiting_on_loads -= 1;
                } else {
                    sm.waiting_other -= 1;
                }
                let list = &mut sm.ready[wt.sched];
                let at = list.partition_point(|&s| s < slot);
                list.insert(at, slot);
            }
            sm.pipe_busy = 0;
            let mut issued_here = false;
            for sched in 0..nsched {
                cands.clear();
                cand_slots.clear();
                for &slot in &sm.ready[sched] {
                    let wt = &sm.blocks[(slot / wpb) as usize].as_ref().expect("ready warps are resident").warps
                        [(slot % wpb) as usize];
                    if sm.unit_free[sched][wt.unit] <= now {
                        cands.push(Candidate { slot, age: wt.age });
                        cand_slots.push(slot);
                    } else {
                        sm.pipe_busy += 1;
                    }
                }
                if cands.is_empty() {
                    continue;
                }
                let slot = cand_slots[sm.schedulers[sched].pick(now, &cands)];
                report.stalls.not_selected += (cands.len() - 1) as u64;
                issued_here = true;
                let list = &mut sm.ready[sched];
                list.remove(list.partition_point(|&s| s < slot));
                let (b, w) = ((slot / wpb) as usize, (slot % wpb) as usize);
                let r = sm.blocks[b].as_mut().expect("issuing warp is resident");
                let env = Env {
                    kernel,
                    block_idx: r.block.idx,
                    block_dim: config.block,
                    grid_dim: config.grid,
                    smid: smi as u32,
                    clock: now,
                    consts,
                    params,
                };
                let pc = r.block.warps[w].pc() as usize;
                r.block.step_warp(w, &env, global, &mut out)?;
                counters.count(&out);
                if r.block.warps[w].executed > limits.max_warp_instructions_per_block {
                    let limit = limits.max_warp_instructions_per_block;
                    return Err(ExecError::InstructionLimit { kernel: kernel.name.clone(), block: r.block.idx, limit });
                }
                let wt = &mut r.warps[w];
                if let Some(ins) = kernel.instrs.get(pc) {
                    let c = cost(gpu, ins, &out, now, smi, &mut mem, &mut report, &mut txs);
                    for reg in &ins.defs {
                        let k = class_index(reg.class);
                        if let Some(at) = wt.ready[k].get_mut(reg.index as usize) {
                            *at = c.done_at;
                            wt.from_load[k][reg.index as usize] = c.is_load;
                        }
                    }
                    let u = &mut sm.unit_free[sched][unit_index(ins.unit)];
                    *u = (*u).max(now) + c.busy;
                    wt.next_issue = c.next_issue;
                    if c.long_latency {
                        sm.schedulers[sched].long_latency(slot);
                    }
                }
                let was_live = wt.state != WarpState::Done;
                wt.refresh(kernel, &r.block.warps[w]);
                if was_live && wt.state == WarpState::Done {
                    sm.live -= 1;
                }
                let placement = wt.placement();
                sm.place(slot, placement, now);
                let r = sm.blocks[b].as_mut().expect("resident");
                let mut released = Vec::new();
                match r.block.resolve_barriers() {
                    BarrierState::Released => {
                        for (i, wt) in r.warps.iter_mut().enumerate() {
                            if wt.state == WarpState::Barrier {
                                wt.next_issue = wt.next_issue.max(now + barrier_latency);
                                wt.refresh(kernel, &r.block.warps[i]);
                                released.push((b as u32 * wpb + i as u32, wt.placement()));
                            }
                        }
                    }
                    BarrierState::Deadlock => return Err(r.block.deadlock(kernel)),
                    BarrierState::Running | BarrierState::Done => {}
                }
                let block_done = r.block.done();
                for (slot, p) in released {
                    sm.at_barrier -= 1;
                    sm.place(slot, p, now);
                }
                if block_done {
                    spare.push(sm.blocks[b].take().expect("resident"));
                    sm.resident -= 1;
                }
            }
            let any_ready = sm.ready.iter().any(|l| !l.is_empty());
            sm.wake_at = if issued_here || any_ready {
                now + 1
            } else {
                sm.waiting.peek().map(|Reverse((t, _))| *t).unwrap_or(u64::MAX)
            };
            issued_any |= issued_here;
            if sm.wake_at != u64::MAX {
                next_event = next_event.min(sm.wake_at);
            }
        }
        if !issued_any && next_event == u64::MAX {
            // Nothing can ever issue again while blocks remain: report the stuck block.
            if let Some(r) = sms.iter().flat_map(|s| s.blocks.iter().flatten()).next() {
                return Err(r.block.deadlock(kernel));
            }
        }
        // Occupancy integrals and stall reasons cover every cycle up to the next step.
        let next = if issued_any || next_event == u64::MAX { now + 1 } else { next_event.max(now + 1) };
        let dt = next - now;
        let s = &mut report.stalls;
        for sm in sms.iter_mut() {
            if sm.resident == 0 {
                s.idle += dt;
                continue;
            }
            sm.busy_cycles += dt;
            sm.warp_cycles += dt * sm.live;
            s.memory_dependency += sm.waiting_on_loads * dt;
            s.execution_dependency += sm.waiting_other * dt;
            s.barrier += sm.at_barrier * dt;
            s.pipe_busy += sm.pipe_busy * dt;
        }
        now = next;
    }
    report.cycles = now;
    report.elapsed_us = now as f64 / gpu.gpu.clock_mhz;
    report.ipc = if now > 0 { counters.inst_executed as f64 / now as f64 } else { 0.0 };
    let busy: u64 = sms.iter().map(|s| s.busy_cycles).sum();
    let warp_cycles: u64 = sms.iter().map(|s| s.warp_cycles).sum();
    report.achieved_occupancy = if busy > 0 { warp_cycles as f64 / busy as f64 / gpu.sm.max_warps as f64 } else { 0.0 };
    report.memory = mem.stats.clone();
    Ok((counters, report))
}
