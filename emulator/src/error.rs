//! Errors a launch can stop with. Each names the kernel, and faults name the block, thread,
//! pc, instruction and address, like compute-sanitizer's memcheck.

use std::fmt;
use warpsim_isa::Space;

/// What went wrong with one memory access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// Global address not inside any allocation.
    Unmapped,
    /// Access runs past the end of the allocation it starts in.
    Overrun { base: u64, size: u64 },
    /// Address not a multiple of the access size.
    Misaligned { size: u32 },
    /// Outside the block's shared memory, the constant bank, the parameters or the thread's
    /// local window.
    OutOfRange { limit: u64 },
}

/// A fault inside a warp, before it is attributed to a block and thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// "load", "store" or "atomic".
    pub access: &'static str,
    pub pc: u32,
    pub lane: u32,
    pub space: Space,
    pub address: u64,
    pub bytes: u32,
    pub kind: FaultKind,
}

/// Where in the grid something happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadCoord {
    pub block: [u32; 3],
    pub thread: [u32; 3],
}

fn xyz(v: [u32; 3]) -> String {
    format!("({},{},{})", v[0], v[1], v[2])
}

/// A warp waiting at a barrier, for deadlock reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingWarp {
    pub warp: u32,
    pub barrier: u32,
    pub pc: u32,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExecError {
    #[error("{}", fault_message(.kernel, .at, .pc, .line, .instr, .fault))]
    MemoryFault { kernel: String, at: ThreadCoord, pc: u32, line: u32, instr: String, fault: Fault },
    #[error("{}", deadlock_message(.kernel, .block, .waiting, .running))]
    Deadlock { kernel: String, block: [u32; 3], waiting: Vec<WaitingWarp>, running: Vec<u32> },
    #[error("kernel `{kernel}` did not finish within {limit} warp instructions, all its blocks together (an infinite loop? block {} was running at the limit)", xyz(*.block))]
    InstructionLimit { kernel: String, block: [u32; 3], limit: u64 },
    #[error("launch of `{kernel}`: {message}")]
    BadLaunch { kernel: String, message: String },
    /// A copy or the streams, not a kernel, stopped the device.
    #[error("{message}")]
    Device { message: String },
}

fn fault_message(kernel: &str, at: &ThreadCoord, pc: &u32, line: &u32, instr: &str, f: &Fault) -> String {
    let what = match &f.kind {
        FaultKind::Unmapped => format!("invalid {} {} of {} bytes at address {:#x}: not inside any allocation", f.space, f.access, f.bytes, f.address),
        FaultKind::Overrun { base, size } => format!(
            "invalid {} {} of {} bytes at address {:#x}: {} bytes past the end of the {size}-byte allocation at {base:#x}",
            f.space,
            f.access,
            f.bytes,
            f.address,
            (f.address + f.bytes as u64).saturating_sub(base + size)
        ),
        FaultKind::Misaligned { size } => format!("misaligned {} {} at address {:#x}: a {size}-byte access needs {size}-byte alignment", f.space, f.access, f.address),
        FaultKind::OutOfRange { limit } => format!("invalid {} {} of {} bytes at offset {:#x}: the space holds {limit} bytes", f.space, f.access, f.bytes, f.address),
    };
    format!(
        "kernel `{kernel}`, block {}, thread {}, pc {pc} (line {line}) `{instr}`: {what}",
        xyz(at.block),
        xyz(at.thread)
    )
}

fn deadlock_message(kernel: &str, block: &[u32; 3], waiting: &[WaitingWarp], running: &[u32]) -> String {
    let mut s = format!("deadlock in kernel `{kernel}`, block {}: no barrier can complete.", xyz(*block));
    for w in waiting {
        s += &format!(" warp {} waits at bar.sync {} (pc {}, line {});", w.warp, w.barrier, w.pc, w.line);
    }
    if !running.is_empty() {
        s += &format!(" warps {running:?} never arrive");
    }
    s.trim_end_matches(';').to_string()
}

impl ExecError {
    pub fn kernel(&self) -> &str {
        match self {
            ExecError::MemoryFault { kernel, .. }
            | ExecError::Deadlock { kernel, .. }
            | ExecError::InstructionLimit { kernel, .. }
            | ExecError::BadLaunch { kernel, .. } => kernel,
            ExecError::Device { .. } => "",
        }
    }
}

impl fmt::Display for FaultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}
