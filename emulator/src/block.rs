//! A thread block: its warps, its shared memory and its barriers.

use crate::counters::{lanes, FunctionalCounters};
use crate::decode::{DInstr, DecodedKernel, Op};
use crate::error::{ExecError, Fault, ThreadCoord, WaitingWarp};
use crate::exec::{execute, execute_full, executing, exit, is_control, step, Env, Mem};
use crate::memory::DeviceMemory;
use crate::outcome::{Event, Outcome};
use crate::warp::{Warp, NEVER};

pub struct Block {
    pub idx: [u32; 3],
    pub warps: Vec<Warp>,
    pub shared: Vec<u8>,
    /// Scratch for `run`: the warps that run in lockstep.
    group: Vec<usize>,
}

/// The state of a block's barriers after every runnable warp has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarrierState {
    /// Some warp can still run.
    Running,
    /// Every live warp waited at the same barrier; they were released.
    Released,
    /// Every warp finished.
    Done,
    /// Live warps wait at different barriers: none can complete.
    Deadlock,
}

impl Block {
    pub fn new(kernel: &DecodedKernel, idx: [u32; 3], block_dim: [u32; 3], shared_bytes: u32) -> Block {
        let threads = block_dim[0] * block_dim[1] * block_dim[2];
        let warps = threads.div_ceil(32);
        Block {
            idx,
            warps: (0..warps).map(|w| Warp::new(w, block_dim, kernel)).collect(),
            shared: vec![0; shared_bytes as usize],
            group: Vec::new(),
        }
    }

    pub fn done(&self) -> bool {
        self.warps.iter().all(Warp::done)
    }

    /// Makes this block a fresh block `idx` of the same shape, reusing its allocations (the
    /// functional runner recycles one block for the whole grid).
    pub fn reset(&mut self, idx: [u32; 3], kernel: &DecodedKernel) {
        self.idx = idx;
        for w in &mut self.warps {
            w.reset(kernel);
        }
        self.shared.fill(0);
    }

    /// Executes one instruction of warp `w`, attributing a fault to its thread. Inlined into the
    /// timing model's issue loop (its only caller), which saves the call and the copies of its
    /// environment.
    #[inline(always)]
    pub fn step_warp(
        &mut self,
        w: usize,
        env: &Env,
        global: &mut DeviceMemory,
        out: &mut Outcome,
    ) -> Result<(), ExecError> {
        let mut mem = Mem { shared: &mut self.shared, global };
        match step(&mut self.warps[w], env, &mut mem, out) {
            Ok(()) => Ok(()),
            Err(fault) => Err(self.fault(w, env, fault)),
        }
    }

    /// Runs the block's warps until none can run (each has finished or waits at a barrier) or
    /// about `budget` warp instructions have run, counting every instruction; returns how many
    /// ran. Warps at the same pc run in lockstep, one instruction for all of them before the
    /// next, so fetching, dispatching and counting an instruction is paid once per group (CUDA
    /// leaves the order of a block's warps between barriers open; this order is fixed, so runs
    /// are deterministic). A group re-forms when its warps part ways (see `run_group`).
    pub fn run(
        &mut self,
        env: &Env,
        global: &mut DeviceMemory,
        budget: u64,
        counters: &mut FunctionalCounters,
    ) -> Result<u64, ExecError> {
        let mut group = std::mem::take(&mut self.group);
        let mut executed = 0;
        let result = loop {
            let Some(lead) = self.warps.iter().position(runnable) else { break Ok(executed) };
            let pc = self.warps[lead].pc();
            group.clear();
            group.extend((lead..self.warps.len()).filter(|&i| runnable(&self.warps[i]) && self.warps[i].pc() == pc));
            match self.run_group(&group, pc, env, global, budget - executed, counters) {
                Ok(n) => executed += n,
                Err(e) => break Err(e),
            }
            if executed >= budget {
                break Ok(executed);
            }
        };
        self.group = group;
        result
    }

    /// Runs `group` (runnable warps, all at `pc`) in lockstep while they stay together: until a
    /// branch sends them different ways, an exit or barrier stops one, or a warp's path
    /// reconverges. An instruction executed by every lane of the group goes to
    /// `execute_full` (one dispatch for all the warps); others to `execute`, warp by warp.
    fn run_group(
        &mut self,
        group: &[usize],
        mut pc: u32,
        env: &Env,
        global: &mut DeviceMemory,
        budget: u64,
        counters: &mut FunctionalCounters,
    ) -> Result<u64, ExecError> {
        let mut mem = Mem { shared: &mut self.shared, global };
        let mut out = Outcome::default();
        let mut executed = 0;
        let warps = group.len() as u64;
        loop {
            // A stretch of other than control instructions leaves every warp's path (its lanes
            // and reconvergence point) as it is, so each warp's pc and count are brought up to
            // date once, at its end: the first reconvergence point of a member, or a control
            // instruction.
            let start = pc;
            let stop = group.iter().map(|&i| self.warps[i].reconverges_at()).min().unwrap_or(NEVER);
            let active: u64 = group.iter().map(|&i| lanes(self.warps[i].active())).sum();
            let full = 32 * warps;
            while pc != stop && executed < budget {
                let Some(ins) = env.kernel().instrs.get(pc as usize).filter(|ins| !is_control(&ins.op)) else {
                    break;
                };
                out.event = Event::None;
                // An instruction that every lane of the group executes runs for the group at
                // once where `execute_full` covers it.
                let done = if active == full && ins.guard.is_none() {
                    execute_full(&mut self.warps, group, &ins.op, env, &mut mem, &mut out)
                } else {
                    0
                };
                let (mut exec_lanes, mut events) = (32 * done as u64, done as u64);
                for &i in &group[done..] {
                    let w = &mut self.warps[i];
                    let exec = executing(w, ins, w.active());
                    exec_lanes += lanes(exec);
                    if exec != 0 {
                        if let Err(fault) = execute(w, &ins.op, exec, env, &mut mem, &mut out, pc) {
                            return Err(self.fault(i, env, fault));
                        }
                        events += 1;
                    }
                }
                counters.count_many(warps, active, exec_lanes, &out, events);
                executed += warps;
                pc += 1;
            }
            if pc != start {
                for &i in group {
                    self.warps[i].set_pc(pc);
                }
            }
            if pc == stop || executed >= budget {
                return Ok(executed);
            }
            // Control instructions (and falling off the end) move each warp on its own.
            let next = Self::step_each(&mut self.warps, &mut mem, &mut out, group, env, counters);
            executed += warps;
            match next {
                Ok(Some(next)) if executed < budget => pc = next,
                Ok(_) => return Ok(executed),
                Err((i, fault)) => return Err(self.fault(i, env, fault)),
            }
        }
    }

    /// Steps each warp of `group` through a control instruction. Returns their common pc if
    /// all can still run and are together (a branch that every warp took the same way), or
    /// the warp that faulted.
    #[inline(never)]
    fn step_each(
        warps: &mut [Warp],
        mem: &mut Mem,
        out: &mut Outcome,
        group: &[usize],
        env: &Env,
        counters: &mut FunctionalCounters,
    ) -> Result<Option<u32>, (usize, Fault)> {
        let first = warps[group[0]].pc();
        match env.kernel().instrs.get(first as usize) {
            // Branches and exits, the common cases, are resolved here and counted once for the
            // group.
            Some(ins @ DInstr { op: op @ (Op::Bra { .. } | Op::Exit), .. }) => {
                let (mut active, mut exec_lanes, mut divergent) = (0, 0, 0);
                for &i in group {
                    let w = &mut warps[i];
                    let a = w.active();
                    let exec = executing(w, ins, a);
                    active += lanes(a);
                    exec_lanes += lanes(exec);
                    match *op {
                        Op::Bra { target, reconverge } => divergent += w.branch(exec, target, reconverge) as u64,
                        _ => exit(w, exec, a, first),
                    }
                }
                let n = group.len() as u64;
                counters.count_instructions(n, active, exec_lanes);
                if matches!(op, Op::Bra { .. }) {
                    counters.branch += n;
                    counters.divergent_branch += divergent;
                }
            }
            _ => {
                for &i in group {
                    step(&mut warps[i], env, mem, out).map_err(|fault| (i, fault))?;
                    counters.count(out);
                }
            }
        }
        let next = warps[group[0]].pc();
        Ok(group.iter().all(|&i| runnable(&warps[i]) && warps[i].pc() == next).then_some(next))
    }

    /// Attributes a fault in warp `w` to its thread.
    fn fault(&self, w: usize, env: &Env, fault: Fault) -> ExecError {
        let warp = &self.warps[w];
        let lane = fault.lane as usize;
        let thread = [0, 1, 2].map(|d| warp.tid(d, env.launch.block_dim)[lane]);
        let pc = fault.pc as usize;
        ExecError::MemoryFault {
            kernel: env.kernel().name.clone(),
            at: ThreadCoord { block: self.idx, thread },
            pc: fault.pc,
            line: env.kernel().lines.get(pc).copied().unwrap_or(0),
            instr: env.kernel().text.get(pc).cloned().unwrap_or_default(),
            fault,
        }
    }

    /// Called when no warp of the block can run: releases a barrier that every live warp
    /// reached, or reports that the block is done or deadlocked.
    pub fn resolve_barriers(&mut self) -> BarrierState {
        let mut live = self.warps.iter().filter(|w| !w.done()).peekable();
        let Some(first) = live.peek() else {
            return BarrierState::Done;
        };
        let Some(id) = first.waiting_at else {
            return BarrierState::Running;
        };
        if self.warps.iter().filter(|w| !w.done()).any(|w| w.waiting_at != Some(id)) {
            if self.warps.iter().any(|w| !w.done() && w.waiting_at.is_none()) {
                return BarrierState::Running;
            }
            return BarrierState::Deadlock;
        }
        for w in &mut self.warps {
            w.waiting_at = None;
        }
        BarrierState::Released
    }

    /// The deadlock error for this block.
    pub fn deadlock(&self, kernel: &DecodedKernel) -> ExecError {
        let waiting = self
            .warps
            .iter()
            .filter(|w| !w.done())
            .filter_map(|w| {
                let barrier = w.waiting_at?;
                // The warp's pc has moved past the bar.sync it waits at.
                let pc = w.pc().saturating_sub(1);
                Some(WaitingWarp { warp: w.id, barrier, pc, line: kernel.lines.get(pc as usize).copied().unwrap_or(0) })
            })
            .collect();
        let running = self.warps.iter().filter(|w| !w.done() && w.waiting_at.is_none()).map(|w| w.id).collect();
        ExecError::Deadlock { kernel: kernel.name.clone(), block: self.idx, waiting, running }
    }
}

/// A warp that can execute now: not finished and not waiting at a barrier.
fn runnable(w: &Warp) -> bool {
    !w.done() && w.waiting_at.is_none()
}
