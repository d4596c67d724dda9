//! A thread block: its warps, its shared memory and its barriers.

use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::{ExecError, Fault, ThreadCoord, WaitingWarp};
use crate::exec::{step, Env, Mem};
use crate::memory::DeviceMemory;
use crate::outcome::Outcome;
use crate::warp::Warp;

pub struct Block {
    pub idx: [u32; 3],
    pub warps: Vec<Warp>,
    pub shared: Vec<u8>,
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

    /// Executes one instruction of warp `w`, attributing a fault to its thread.
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

    /// Runs warp `w` until it waits at a barrier, exits, or has executed `budget` instructions,
    /// counting every instruction. Returns the number executed. One call covers many
    /// instructions, so the functional runner pays the call and frame setup once per run.
    pub fn run_warp(
        &mut self,
        w: usize,
        env: &Env,
        global: &mut DeviceMemory,
        budget: u64,
        counters: &mut FunctionalCounters,
    ) -> Result<u64, ExecError> {
        let warp = &mut self.warps[w];
        let mut mem = Mem { shared: &mut self.shared, global };
        let mut out = Outcome::default();
        let mut executed = 0;
        while executed < budget && !warp.done() && warp.waiting_at.is_none() {
            if let Err(fault) = step(warp, env, &mut mem, &mut out) {
                return Err(self.fault(w, env, fault));
            }
            counters.count(&out);
            executed += 1;
        }
        Ok(executed)
    }

    /// Attributes a fault in warp `w` to its thread.
    fn fault(&self, w: usize, env: &Env, fault: Fault) -> ExecError {
        let warp = &self.warps[w];
        let lane = fault.lane as usize;
        let thread = [warp.tid[0][lane], warp.tid[1][lane], warp.tid[2][lane]];
        let pc = fault.pc as usize;
        ExecError::MemoryFault {
            kernel: env.kernel.name.clone(),
            at: ThreadCoord { block: self.idx, thread },
            pc: fault.pc,
            line: env.kernel.lines.get(pc).copied().unwrap_or(0),
            instr: env.kernel.text.get(pc).cloned().unwrap_or_default(),
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
