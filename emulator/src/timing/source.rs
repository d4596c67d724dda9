//! Counters by instruction (`run --source`): how often each instruction of a kernel issued, the
//! cycles warps spent waiting to issue it and why, and the memory traffic it made: where a
//! kernel's time goes, line by line, as Nsight Compute's source page and GPGPU-Sim's per-line
//! statistics show it. Kept only when asked for (`Gpu::count_by_instruction`); the issue loop
//! then takes the warp-detail path that traces use, which changes no result.

use super::engine::TimingReport;
use super::memsys::MemStats;
use crate::decode::DecodedKernel;
use serde::Serialize;

/// The cycles warps spent waiting to issue an instruction, by reason: from the cycle after
/// their previous instruction issued (a warp's first: its block's start) to the cycle they
/// issued it. A wait at a barrier (the previous instruction's `bar.sync`) until its release
/// counts as a barrier; then the wait for its operands as a memory dependency when a load
/// writes the last of them, as no instruction when its line of code came last (see
/// `Stalls::no_instruction`), else as an execution dependency; then the cycles its unit was busy;
/// the rest, ready while the scheduler issued other warps. Summed over a launch's instructions
/// they are the launch's `stalls` (all but `idle`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct InstrStalls {
    pub memory_dependency: u64,
    pub execution_dependency: u64,
    pub no_instruction: u64,
    pub barrier: u64,
    pub pipe_busy: u64,
    pub not_selected: u64,
}

impl InstrStalls {
    pub fn total(&self) -> u64 {
        self.memory_dependency
            + self.execution_dependency
            + self.no_instruction
            + self.barrier
            + self.pipe_busy
            + self.not_selected
    }

    /// The reasons with their names as `run` prints them, in this order.
    pub fn named(&self) -> [(&'static str, u64); 6] {
        [
            ("memory dependency", self.memory_dependency),
            ("execution dependency", self.execution_dependency),
            ("no instruction", self.no_instruction),
            ("barrier", self.barrier),
            ("pipe busy", self.pipe_busy),
            ("not selected", self.not_selected),
        ]
    }
}

/// A launch's stalls without `idle` (the reasons an instruction's wait has too).
impl From<&super::engine::Stalls> for InstrStalls {
    fn from(s: &super::engine::Stalls) -> InstrStalls {
        InstrStalls {
            memory_dependency: s.memory_dependency,
            execution_dependency: s.execution_dependency,
            no_instruction: s.no_instruction,
            barrier: s.barrier,
            pipe_busy: s.pipe_busy,
            not_selected: s.not_selected,
        }
    }
}

/// One instruction's counters over a launch (the `timing.source` array in `--json`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SourceLine {
    pub pc: u32,
    /// Its line in the kernel's file.
    pub line: u32,
    /// Its canonical text (as `warpsim disasm` prints it).
    pub text: String,
    /// Warp instructions: how often a warp issued it.
    pub executed: u64,
    /// Thread instructions: the lanes active when it issued, summed (predicated-off lanes
    /// included, as `thread_inst_executed`).
    pub threads: u64,
    pub stalls: InstrStalls,
    /// What its accesses made, as the launch's counters of the same names count them.
    pub gld_transactions: u64,
    pub gst_transactions: u64,
    pub shared_bank_conflicts: u64,
    pub l1_hits: u64,
    pub l1_misses: u64,
    pub l2_hits: u64,
    pub l2_misses: u64,
    pub dram_read_bytes: u64,
}

/// An instruction's counts during a launch (`TimingReport::by_pc`; its text and line are
/// added at the end).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct PcCounts {
    executed: u64,
    threads: u64,
    stalls: InstrStalls,
    /// What its accesses moved (`note_memory`).
    memory: MemoryCounts,
}

/// The launch counters an access moves (`SourceLine`'s order), by pc where a launch counts by
/// instruction.
pub(super) type MemoryCounts = [u64; 8];

/// The launch counters an access moves, at one moment.
#[inline]
pub(super) fn snapshot(r: &TimingReport, m: &MemStats) -> MemoryCounts {
    [
        r.gld_transactions,
        r.gst_transactions,
        r.shared_bank_conflicts,
        m.l1_hits,
        m.l1_misses,
        m.l2_hits,
        m.l2_misses,
        m.dram_read_bytes,
    ]
}

/// The access of the instruction at `pc` moved the counters from `before` to where `r` and
/// `m` have them now (out of the memory path: it runs only where a launch counts by
/// instruction).
#[cold]
#[inline(never)]
pub(super) fn note_memory(r: &mut TimingReport, m: &MemStats, pc: u32, before: MemoryCounts) {
    let after = snapshot(r, m);
    if let Some(p) = r.by_pc.get_mut(pc as usize) {
        for (c, (b, a)) in p.memory.iter_mut().zip(before.iter().zip(after)) {
            *c += a - b;
        }
    }
}

/// What a warp's wait for its operands (and code) was for, by what came last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Waited {
    /// A register a load writes.
    Load,
    /// Its line of code.
    Fetch,
    /// Anything else (a register an arithmetic instruction writes, a branch).
    Other,
}

impl PcCounts {
    /// A warp issued this instruction with `lanes` active lanes at `now`, having waited from
    /// `since` (see `InstrStalls`): it could have issued at `earliest` (`waited`: what came
    /// last), and its unit was busy `pipe_waits` of the cycles after that.
    pub(super) fn issued(&mut self, lanes: u64, since: u64, now: u64, earliest: u64, waited: Waited, pipe_waits: u64) {
        self.executed += 1;
        self.threads += lanes;
        if now <= since {
            return;
        }
        let ready = earliest.clamp(since, now);
        let s = &mut self.stalls;
        match waited {
            Waited::Load => s.memory_dependency += ready - since,
            Waited::Fetch => s.no_instruction += ready - since,
            Waited::Other => s.execution_dependency += ready - since,
        }
        let busy = pipe_waits.min(now - ready);
        s.pipe_busy += busy;
        s.not_selected += now - ready - busy;
    }

    /// A warp waited at a barrier from `since` until its release at `now`, with this
    /// instruction next.
    pub(super) fn at_barrier(&mut self, since: u64, now: u64) {
        self.stalls.barrier += now.saturating_sub(since);
    }
}

/// Every instruction of `kernel` with its counts and memory traffic.
pub(super) fn lines(kernel: &DecodedKernel, counts: &[PcCounts]) -> Vec<SourceLine> {
    counts
        .iter()
        .enumerate()
        .map(|(pc, c)| {
            let [gld, gst, conflicts, l1_hits, l1_misses, l2_hits, l2_misses, dram] = c.memory;
            SourceLine {
                pc: pc as u32,
                line: kernel.lines.get(pc).copied().unwrap_or(0),
                text: kernel.text.get(pc).cloned().unwrap_or_default(),
                executed: c.executed,
                threads: c.threads,
                stalls: c.stalls,
                gld_transactions: gld,
                gst_transactions: gst,
                shared_bank_conflicts: conflicts,
                l1_hits,
                l1_misses,
                l2_hits,
                l2_misses,
                dram_read_bytes: dram,
            }
        })
        .collect()
}
