//! The host side: scenario files (a TOML host program), their data, and the runtime that runs
//! them against the emulator.

pub mod data;
pub mod expr;
pub mod plot;
pub mod resolve;
pub mod runtime;
pub mod scenario;
pub mod sweep;
pub mod timeline;

pub use runtime::{run, Report, RunError, RunOptions};
pub use scenario::{Scenario, ScenarioError};
