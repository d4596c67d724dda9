//! Counters that follow from functional execution alone (names as the CUDA profilers use them).

use crate::outcome::{Event, MemKind, Outcome};
use serde::Serialize;
use warpsim_isa::Space;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FunctionalCounters {
    /// Warp instructions executed.
    pub inst_executed: u64,
    /// Sum over warp instructions of the lanes on the active path.
    pub thread_inst_executed: u64,
    /// The same, counting only lanes whose guard predicate was true.
    pub not_predicated_off_thread_inst_executed: u64,
    /// Branch instructions executed (uniform or not).
    pub branch: u64,
    /// Branches that split their warp.
    pub divergent_branch: u64,
    /// Thread blocks launched.
    pub cta_launched: u64,
    /// Warp-level global load / store / atomic instructions with at least one executing lane.
    pub gld_request: u64,
    pub gst_request: u64,
    pub global_atom_request: u64,
    pub shared_load_request: u64,
    pub shared_store_request: u64,
    pub shared_atom_request: u64,
    pub local_load_request: u64,
    pub local_store_request: u64,
    pub const_load_request: u64,
    /// Barrier arrivals (warp-level `bar.sync` executions).
    pub barrier: u64,
    /// Warp shuffles and votes.
    pub warp_op: u64,
}

/// Set lanes in a mask. Full warps are the common case, and baseline x86-64 has no popcount
/// instruction, so they skip the software count.
#[inline]
pub(crate) fn lanes(mask: u32) -> u64 {
    if mask == u32::MAX {
        32
    } else {
        mask.count_ones() as u64
    }
}

impl FunctionalCounters {
    #[inline]
    pub fn count(&mut self, o: &Outcome) {
        self.count_many(1, lanes(o.active), lanes(o.executed), o, 1);
    }

    /// Counts `warps` warp instructions with `active` and `executed` lanes in all.
    #[inline]
    pub fn count_instructions(&mut self, warps: u64, active: u64, executed: u64) {
        self.inst_executed += warps;
        self.thread_inst_executed += active;
        self.not_predicated_off_thread_inst_executed += executed;
    }

    /// Counts `warps` executions of one instruction (by warps in lockstep) with `active` and
    /// `executed` lanes in all, `events` of which had the event of `o` (with its memory access).
    #[inline]
    pub fn count_many(&mut self, warps: u64, active: u64, executed: u64, o: &Outcome, events: u64) {
        self.count_instructions(warps, active, executed);
        match o.event {
            Event::Branch { diverged, .. } => {
                self.branch += events;
                self.divergent_branch += diverged as u64 * events;
            }
            Event::Memory => {
                let counter = match (o.mem.space, o.mem.kind) {
                    (Space::Global, MemKind::Load) => &mut self.gld_request,
                    (Space::Global, MemKind::Store) => &mut self.gst_request,
                    (Space::Global, MemKind::Atomic) => &mut self.global_atom_request,
                    (Space::Shared, MemKind::Load) => &mut self.shared_load_request,
                    (Space::Shared, MemKind::Store) => &mut self.shared_store_request,
                    (Space::Shared, MemKind::Atomic) => &mut self.shared_atom_request,
                    (Space::Local, MemKind::Store) => &mut self.local_store_request,
                    (Space::Local, _) => &mut self.local_load_request,
                    (Space::Const, _) => &mut self.const_load_request,
                    (Space::Param, _) => return,
                };
                *counter += events;
            }
            Event::Barrier { .. } => self.barrier += events,
            Event::WarpOp => self.warp_op += events,
            Event::None | Event::Exit { .. } => {}
        }
    }

    pub fn add(&mut self, o: &FunctionalCounters) {
        self.inst_executed += o.inst_executed;
        self.thread_inst_executed += o.thread_inst_executed;
        self.not_predicated_off_thread_inst_executed += o.not_predicated_off_thread_inst_executed;
        self.branch += o.branch;
        self.divergent_branch += o.divergent_branch;
        self.cta_launched += o.cta_launched;
        self.gld_request += o.gld_request;
        self.gst_request += o.gst_request;
        self.global_atom_request += o.global_atom_request;
        self.shared_load_request += o.shared_load_request;
        self.shared_store_request += o.shared_store_request;
        self.shared_atom_request += o.shared_atom_request;
        self.local_load_request += o.local_load_request;
        self.local_store_request += o.local_store_request;
        self.const_load_request += o.const_load_request;
        self.barrier += o.barrier;
        self.warp_op += o.warp_op;
    }
}
