//! # warpsim-emulator
//!
//! The functional SIMT core (one warp instruction at a time, reporting what happened as an
//! [`outcome::Outcome`]), device memory, and the host side: scenarios and the runtime that
//! executes them. The timing model drives the same core (see `launch::run_functional` for the
//! untimed driver).

// Launch errors carry the kernel, block, thread and instruction text for the report; they end
// the launch, so their size never touches a hot path (the per-instruction `Fault` is small).
#![allow(clippy::result_large_err)]
// Lane loops index several per-lane arrays (registers, addresses, masks) by lane number; the
// index is the clearest name for a lane.
#![allow(clippy::needless_range_loop)]

pub mod block;
pub mod config;
pub mod counters;
pub mod decode;
pub mod error;
pub mod exec;
pub mod host;
pub mod launch;
pub mod memory;
pub mod outcome;
pub mod prefetch;
pub mod regalloc;
pub mod reproduce;
pub mod timing;
pub mod trace;
pub mod warp;

pub use counters::FunctionalCounters;
pub use decode::DecodedKernel;
pub use error::ExecError;
pub use launch::{run_functional, LaunchConfig, LaunchInputs, LaunchLimits};
pub use memory::DeviceMemory;
