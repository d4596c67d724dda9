//! The cycle-approximate GPU: SMs with resident blocks (as many as occupancy allows), warp
//! schedulers choosing among ready warps by a policy, a scoreboard of pending register writes,
//! execution units with issue intervals and latencies, and the memory system. It drives the
//! functional core one warp instruction at a time and costs each outcome; it never computes
//! values. Cycles where nothing can issue are skipped to the next event.

use super::banks::bank_cost;
use super::coalesce::{coalesce, Transaction};
use super::memsys::{MemStats, MemorySystem};
use super::occupancy::{occupancy, BlockRequest, Occupancy};
use super::sched::{Candidate, SchedulerKind, WarpScheduler};
use crate::block::{BarrierState, Block};
use crate::config::{Coalescing, GpuConfig};
use crate::counters::FunctionalCounters;
use crate::error::ExecError;
use crate::exec::Env;
use crate::launch::LaunchInputs;
use crate::memory::DeviceMemory;
use crate::outcome::{Event, MemKind, Outcome};
use serde::Serialize;
use warpsim_isa::{LatencyClass, RegClass, Space, Unit};

/// Why a resident warp did not issue in a cycle.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stalls {
    /// Waiting for a register a memory load writes.
    pub memory_dependency: u64,
    /// Waiting for a register an arithmetic instruction writes.
    pub execution_dependency: u64,
    /// Waiting at a barrier.
    pub barrier: u64,
    /// Its execution unit is still busy with an earlier instruction.
    pub pipe_busy: u64,
    /// Ready, but the scheduler picked another warp.
    pub not_selected: u64,
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
    /// Average resident warps per SM while the SM had work, over the maximum.
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
    /// Warp-cycles by stall reason, summed over resident warps.
    pub stalls: Stalls,
}

/// Distinct addresses among the executing lanes (usually 1: a uniform constant or parameter).
fn distinct_addresses(exec: u32, addrs: &[u64; 32]) -> usize {
    if exec == 0 {
        return 0;
    }
    let first = addrs[exec.trailing_zeros() as usize];
    if (0..32).all(|l| exec >> l & 1 == 0 || addrs[l] == first) {
        return 1;
    }
    let mut seen: Vec<u64> = (0..32).filter(|l| exec >> l & 1 != 0).map(|l| addrs[l]).collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
}

/// Per-warp timing state.
struct WarpTiming {
    slot: u32,
    age: u64,
    sched: usize,
    /// Earliest cycle the next instruction may issue (after branches, barriers).
    next_issue: u64,
    /// Cycle each register's pending write lands, and whether a load produces it.
    ready: [Vec<u64>; 3],
    from_load: [Vec<bool>; 3],
    /// Cached from the scoreboard for the warp's next instruction (the scoreboard only changes
    /// when this warp issues): the earliest cycle its operands allow, why, and its unit.
    earliest: u64,
    reason: u8,
    unit: usize,
    /// Cached from the functional warp after each of its issues: live, at a barrier, or done.
    state: WarpState,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WarpState {
    Live,
    Barrier,
    Done,
}

impl WarpState {
    fn of(w: &crate::warp::Warp) -> WarpState {
        if w.done() {
            WarpState::Done
        } else if w.waiting_at.is_some() {
            WarpState::Barrier
        } else {
            WarpState::Live
        }
    }
}

impl WarpTiming {
    /// Recomputes `earliest`, `reason` and `unit` for the instruction at `pc`.
    fn refresh(&mut self, kernel: &crate::decode::DecodedKernel, pc: usize) {
        let mut t = self.next_issue;
        let mut reason = 0u8; // 1 exec dependency, 2 memory dependency
        self.unit = 0;
        if let Some(ins) = kernel.instrs.get(pc) {
            for reg in ins.uses.iter().chain(&ins.defs) {
                let c = class_index(reg.class);
                let at = self.ready[c].get(reg.index as usize).copied().unwrap_or(0);
                if at > t {
                    t = at;
                    reason = if self.from_load[c][reg.index as usize] { 2 } else { 1 };
                }
            }
            self.unit = unit_index(ins.unit);
        }
        self.earliest = t;
        self.reason = reason;
    }
}

struct Resident {
    block: Block,
    warps: Vec<WarpTiming>,
    /// Index of the first warp slot of this block on its SM.
    first_slot: u32,
}

struct Sm {
    blocks: Vec<Resident>,
    schedulers: Vec<Box<dyn WarpScheduler>>,
    /// `[scheduler][unit]`: cycle each unit can accept the next instruction.
    unit_free: Vec<[u64; 7]>,
    free_slots: Vec<u32>,
    /// Integrals for achieved occupancy.
    warp_cycles: u64,
    busy_cycles: u64,
    /// The SM sleeps until this cycle: nothing on it can issue earlier (idle SMs cost nothing).
    wake_at: u64,
    /// Its stall counts and live warps as of its last scan (constant while it sleeps).
    stalls: Stalls,
    live_warps: u64,
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
    policy: SchedulerKind,
) -> Result<(FunctionalCounters, TimingReport), ExecError> {
    let LaunchInputs { kernel, config, params, consts, limits } = *inputs;
    config.validate(kernel, &limits)?;
    let req = BlockRequest {
        threads: config.threads_per_block(),
        registers_per_thread: kernel.registers_per_thread,
        shared_bytes: config.shared_bytes(kernel),
    };
    let occ: Occupancy = occupancy(gpu, &req).map_err(|e| ExecError::BadLaunch {
        kernel: kernel.name.clone(),
        message: format!("{} cannot run this block: {e}", gpu.name),
    })?;
    let blocks_per_sm = occ.active_blocks;
    let nsched = gpu.sm.schedulers as usize;
    let lat = &gpu.latency;
    let thr = &gpu.throughput;
    let interval = |u: Unit| -> u64 {
        let cycles = match u {
            Unit::Int | Unit::Branch | Unit::Barrier => thr.int,
            Unit::Fp32 => thr.fp32,
            Unit::Fp64 => thr.fp64,
            Unit::Sfu => thr.sfu,
            Unit::Lsu => thr.lsu,
        };
        cycles as u64
    };
    let latency = |u: Unit, c: LatencyClass| -> u64 {
        (match (u, c) {
            (Unit::Fp64, _) => lat.fp64,
            (_, LatencyClass::Mul) => lat.mul,
            (_, LatencyClass::Div) => lat.div,
            (_, LatencyClass::Transcendental) => lat.sfu,
            (_, LatencyClass::Shuffle) => lat.shuffle,
            (_, LatencyClass::Control) => lat.branch,
            (Unit::Sfu, _) => lat.sfu,
            _ => lat.alu,
        }) as u64
    };
    let warps_per_block = occ.warps_per_block;
    let slots_per_sm = blocks_per_sm * warps_per_block;
    let mut sms: Vec<Sm> = (0..gpu.gpu.sms)
        .map(|i| Sm {
            blocks: Vec::new(),
            schedulers: (0..nsched).map(|s| policy.build((i as u64) * 64 + s as u64)).collect(),
            unit_free: vec![[0; 7]; nsched],
            free_slots: (0..slots_per_sm).step_by(warps_per_block as usize).rev().collect(),
            warp_cycles: 0,
            busy_cycles: 0,
            wake_at: 0,
            stalls: Stalls::default(),
            live_warps: 0,
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
    let mut cands: Vec<Vec<Candidate>> = vec![Vec::new(); nsched];
    let mut picks: Vec<Vec<(usize, usize)>> = vec![Vec::new(); nsched];
    let mut finished: Vec<usize> = Vec::new();
    // Retired blocks, recycled for the next dispatches (their allocations are reused).
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
            if sm.blocks.len() as u32 >= blocks_per_sm {
                continue;
            }
            let idx = config.block_index(next_block);
            next_block += 1;
            let first_slot = sm.free_slots.pop().expect("a free slot range per resident block");
            let fresh = |slot: u32, age: u64| WarpTiming {
                slot,
                age,
                sched: slot as usize % nsched,
                next_issue: now,
                ready: [vec![0; regs[0]], vec![0; regs[1]], vec![0; regs[2]]],
                from_load: [vec![false; regs[0]], vec![false; regs[1]], vec![false; regs[2]]],
                earliest: now,
                reason: 0,
                unit: kernel.instrs.first().map(|i| unit_index(i.unit)).unwrap_or(0),
                state: WarpState::Live,
            };
            let (block, warps) = match spare.pop() {
                Some(mut r) => {
                    r.block.reset(idx);
                    for (w, wt) in r.warps.iter_mut().enumerate() {
                        next_age += 1;
                        let slot = first_slot + w as u32;
                        for c in 0..3 {
                            wt.ready[c].fill(0);
                            wt.from_load[c].fill(false);
                        }
                        wt.slot = slot;
                        wt.age = next_age;
                        wt.sched = slot as usize % nsched;
                        wt.next_issue = now;
                        wt.earliest = now;
                        wt.reason = 0;
                        wt.unit = kernel.instrs.first().map(|i| unit_index(i.unit)).unwrap_or(0);
                    }
                    for (wt, w) in r.warps.iter_mut().zip(&r.block.warps) {
                        wt.state = WarpState::of(w);
                    }
                    (r.block, r.warps)
                }
                None => {
                    let block = Block::new(kernel, idx, config.block, shared_bytes);
                    let warps = (0..block.warps.len())
                        .map(|w| {
                            next_age += 1;
                            fresh(first_slot + w as u32, next_age)
                        })
                        .collect();
                    (block, warps)
                }
            };
            sm.blocks.push(Resident { block, warps, first_slot });
            sm.wake_at = now;
            counters.cta_launched += 1;
        }
        if next_block >= total_blocks && sms.iter().all(|s| s.blocks.is_empty()) {
            break;
        }

        let mut issued_any = false;
        let mut next_event = u64::MAX;
        for (smi, sm) in sms.iter_mut().enumerate() {
            if sm.blocks.is_empty() {
                continue;
            }
            if sm.wake_at > now {
                next_event = next_event.min(sm.wake_at);
                continue;
            }
            let mut stalls = Stalls::default();
            let mut sm_next = u64::MAX;
            let mut live = 0u64;
            // One pass over the SM's warps sorts the ready ones by scheduler.
            for c in cands.iter_mut() {
                c.clear();
            }
            for l in picks.iter_mut() {
                l.clear();
            }
            for (bi, r) in sm.blocks.iter().enumerate() {
                for (wi, wt) in r.warps.iter().enumerate() {
                    match wt.state {
                        WarpState::Done => continue,
                        WarpState::Barrier => {
                            live += 1;
                            stalls.barrier += 1;
                            continue;
                        }
                        WarpState::Live => live += 1,
                    }
                    let sched = wt.sched;
                    let mut t = wt.earliest;
                    let mut reason = wt.reason;
                    let free = sm.unit_free[sched][wt.unit];
                    if free > t {
                        t = free;
                        reason = 3;
                    }
                    if t <= now {
                        cands[sched].push(Candidate { slot: wt.slot, age: wt.age });
                        picks[sched].push((bi, wi));
                    } else {
                        sm_next = sm_next.min(t);
                        match reason {
                            2 => stalls.memory_dependency += 1,
                            3 => stalls.pipe_busy += 1,
                            _ => stalls.execution_dependency += 1,
                        }
                    }
                }
            }
            // Each scheduler issues at most one instruction; a block may finish (and leave the
            // SM) as a result, so issued warps are located again by slot.
            finished.clear();
            let mut issued_here = false;
            for sched in 0..nsched {
                if cands[sched].is_empty() {
                    continue;
                }
                issued_here = true;
                let pick = sm.schedulers[sched].pick(now, &cands[sched]);
                stalls.not_selected += (cands[sched].len() - 1) as u64;
                let (bi, wi) = picks[sched][pick];
                issued_any = true;
                let r = &mut sm.blocks[bi];
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
                let pc = r.block.warps[wi].pc() as usize;
                r.block.step_warp(wi, &env, global, &mut out)?;
                counters.count(&out);
                if r.block.warps[wi].executed > limits.max_warp_instructions_per_block {
                    return Err(ExecError::InstructionLimit {
                        kernel: kernel.name.clone(),
                        block: r.block.idx,
                        limit: limits.max_warp_instructions_per_block,
                    });
                }
                let Some(ins) = kernel.instrs.get(pc) else { continue };
                let unit = ins.unit;
                let mut busy = interval(unit);
                let mut done_at = now + latency(unit, ins.latency);
                let mut is_load = false;
                let wt = &mut r.warps[wi];
                wt.next_issue = now + 1;
                match out.event {
                    Event::Branch { .. } => wt.next_issue = now + lat.branch as u64,
                    Event::Memory => {
                        let m = &out.mem;
                        match m.space {
                            Space::Global | Space::Local => {
                                txs.clear();
                                let c =
                                    coalesce(gpu.memory.coalescing, m.kind, out.executed, &m.addrs, m.bytes, &mut txs);
                                let requests = match gpu.memory.coalescing {
                                    Coalescing::Cc10 | Coalescing::Cc12 => c.transactions as u64,
                                    _ => (c.bytes.div_ceil(128)).max(1),
                                };
                                busy = interval(Unit::Lsu) * requests.max(1);
                                match m.kind {
                                    MemKind::Store => {
                                        report.gst_transactions += c.transactions as u64;
                                        report.gst_bytes += c.bytes;
                                        report.gst_coherent += c.coherent as u64;
                                        report.gst_incoherent += c.incoherent as u64;
                                        for (i, t) in txs.iter().enumerate() {
                                            mem.store(smi, now + i as u64, *t);
                                        }
                                    }
                                    _ => {
                                        report.gld_transactions += c.transactions as u64;
                                        report.gld_bytes += c.bytes;
                                        report.gld_coherent += c.coherent as u64;
                                        report.gld_incoherent += c.incoherent as u64;
                                        let mut ready = now + lat.alu as u64;
                                        for (i, t) in txs.iter().enumerate() {
                                            ready = ready.max(mem.load(smi, now + i as u64, *t));
                                        }
                                        if m.kind == MemKind::Atomic {
                                            for (i, t) in txs.iter().enumerate() {
                                                mem.store(smi, now + i as u64, *t);
                                            }
                                        }
                                        done_at = ready;
                                        is_load = true;
                                        if ready > now + gpu.cache.l1_hit_latency.max(lat.shared) as u64 {
                                            sm.schedulers[sched].long_latency(wt.slot);
                                        }
                                    }
                                }
                            }
                            Space::Shared => {
                                let cost = bank_cost(gpu.memory.shared_banks, out.executed, &m.addrs, m.bytes);
                                busy = interval(Unit::Lsu) * cost.wavefronts.max(1) as u64;
                                done_at =
                                    now + lat.shared as u64 + (cost.wavefronts.max(1) as u64 - 1) * interval(Unit::Lsu);
                                report.shared_bank_conflicts += cost.conflicts() as u64;
                                if m.kind == MemKind::Store {
                                    report.shared_store_transactions += cost.wavefronts as u64;
                                } else {
                                    report.shared_load_transactions += cost.wavefronts as u64;
                                    is_load = true;
                                }
                            }
                            Space::Const | Space::Param => {
                                // The constant cache serialises distinct addresses in a warp.
                                let distinct = distinct_addresses(out.executed, &m.addrs);
                                busy = interval(Unit::Lsu) * distinct.max(1) as u64;
                                done_at = now + lat.shared as u64 + distinct.saturating_sub(1) as u64;
                            }
                        }
                    }
                    _ => {}
                }
                for reg in &ins.defs {
                    let c = class_index(reg.class);
                    if let Some(slot) = wt.ready[c].get_mut(reg.index as usize) {
                        *slot = done_at;
                        wt.from_load[c][reg.index as usize] = is_load;
                    }
                }
                let u = &mut sm.unit_free[sched][unit_index(unit)];
                *u = (*u).max(now) + busy;
                let next_pc = r.block.warps[wi].pc() as usize;
                r.warps[wi].refresh(kernel, next_pc);
                r.warps[wi].state = WarpState::of(&r.block.warps[wi]);
                // Barriers and block completion.
                match r.block.resolve_barriers() {
                    BarrierState::Released => {
                        for (i, wt) in r.warps.iter_mut().enumerate() {
                            wt.next_issue = wt.next_issue.max(now + lat.barrier as u64);
                            wt.refresh(kernel, r.block.warps[i].pc() as usize);
                            wt.state = WarpState::of(&r.block.warps[i]);
                        }
                    }
                    BarrierState::Deadlock => return Err(r.block.deadlock(kernel)),
                    BarrierState::Running | BarrierState::Done => {}
                }
                if r.block.done() && !finished.contains(&bi) {
                    finished.push(bi);
                }
            }
            // Retire finished blocks (highest index first, so the others keep their indices).
            finished.sort_unstable();
            for &bi in finished.iter().rev() {
                let r = sm.blocks.remove(bi);
                sm.free_slots.push(r.first_slot);
                spare.push(r);
            }
            sm.wake_at = if issued_here { now + 1 } else { sm_next };
            if sm.wake_at != u64::MAX {
                next_event = next_event.min(sm.wake_at);
            }
            sm.stalls = stalls;
            sm.live_warps = live;
        }
        // Occupancy integrals and stall reasons cover every cycle up to the next step; a sleeping
        // SM's stalls stay what its last scan found.
        if !issued_any && next_event == u64::MAX {
            // Nothing can ever issue again while blocks remain: report the stuck block.
            if let Some(r) = sms.iter().flat_map(|s| s.blocks.first()).next() {
                return Err(r.block.deadlock(kernel));
            }
        }
        let next = if issued_any || next_event == u64::MAX { now + 1 } else { next_event.max(now + 1) };
        let dt = next - now;
        let s = &mut report.stalls;
        for sm in &mut sms {
            if sm.blocks.is_empty() {
                continue;
            }
            sm.busy_cycles += dt;
            sm.warp_cycles += dt * sm.live_warps;
            let st = &sm.stalls;
            s.memory_dependency += st.memory_dependency * dt;
            s.execution_dependency += st.execution_dependency * dt;
            s.barrier += st.barrier * dt;
            s.pipe_busy += st.pipe_busy * dt;
            s.not_selected += st.not_selected;
            sm.stalls.not_selected = 0;
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
