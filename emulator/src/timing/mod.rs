//! The timing side of warpsim: the cycle-approximate SM model (`engine`), warp scheduling
//! policies, the memory system, and the rules it applies: occupancy, coalescing of global
//! accesses into transactions by GPU generation, and shared-memory bank conflicts.

pub mod banks;
pub mod cache;
pub mod coalesce;
pub mod cost;
pub mod engine;
mod icache;
pub mod memsys;
mod misses;
pub mod occupancy;
pub mod sched;
mod sm;
pub mod source;
mod timers;

pub use engine::{run_timed, Finished, Gpu, Stalls, TimingReport};
pub use sched::{Policies, Policy, SchedulerKind, WarpScheduler};
