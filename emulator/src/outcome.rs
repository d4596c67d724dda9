//! What one warp instruction did, as data: the timing model costs it and the counters count it.
//! The functional core never sees cycles.

use warpsim_isa::Space;

/// The kind of memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemKind {
    Load,
    Store,
    Atomic,
}

/// The per-lane addresses of a memory instruction. Valid for the lanes in `Outcome::executed`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemAccess {
    pub space: Space,
    pub kind: MemKind,
    /// Bytes each lane moves (element size times vector width).
    pub bytes: u32,
    /// Address (global) or offset (shared, const, local, param) per lane.
    pub addrs: [u64; 32],
}

impl Default for MemAccess {
    fn default() -> Self {
        MemAccess { space: Space::Global, kind: MemKind::Load, bytes: 0, addrs: [0; 32] }
    }
}

/// What happened besides register writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Event {
    #[default]
    None,
    /// A memory access; see `Outcome::mem`.
    Memory,
    /// A branch: the lanes that took it, and whether the warp split.
    Branch { taken: u32, diverged: bool },
    /// The warp arrived at barrier `id` and waits.
    Barrier { id: u32 },
    /// Lanes that exited.
    Exit { lanes: u32 },
    /// A warp-wide shuffle or vote.
    WarpOp,
}

/// The outcome of one warp instruction.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Outcome {
    pub pc: u32,
    /// Lanes on the warp's current SIMT path.
    pub active: u32,
    /// Active lanes whose guard predicate was true: those that did the work.
    pub executed: u32,
    pub event: Event,
    pub mem: MemAccess,
}
