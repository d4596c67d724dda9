//! # warpsim
//!
//! A fast, cycle-approximate SIMT GPU emulator. This crate is the command-line front end and a
//! thin facade over the workspace's libraries:
//! - [`isa`]: the instruction set, assembler, disassembler and control-flow analysis;
//! - [`emulator`]: functional execution and the timing model.

pub use warpsim_emulator as emulator;
pub use warpsim_isa as isa;
