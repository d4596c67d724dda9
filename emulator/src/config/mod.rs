//! GPU presets: TOML data files describing a GPU, loaded by name (built in) or from a path.
//! Every table rejects unknown keys and `validate` names the key of a bad value. The timing
//! model reads these; the occupancy calculator and the coalescing and bank rules already do.

use serde::{Deserialize, Serialize};
use std::path::Path;

pub(crate) mod toml_error;

/// "did you mean `x`?; " where one of `known` is close to `word` (else nothing), to lead the
/// list of allowed names in an error.
pub(crate) fn hint(word: &str, known: &[&str]) -> String {
    warpsim_isa::diag::suggest(word, known.iter().copied()).map(|h| format!("{h}; ")).unwrap_or_default()
}

/// " (did you mean `x`?)" where one of `known` is close to `word` (else nothing), to end an
/// error.
pub(crate) fn hint_after(word: &str, known: &[&str]) -> String {
    warpsim_isa::diag::suggest(word, known.iter().copied()).map(|h| format!(" ({h})")).unwrap_or_default()
}

/// Built-in presets (files under `presets/`, embedded so the binary works anywhere).
pub const BUILTIN: &[(&str, &str)] = &[
    ("default", include_str!("../../../presets/default.toml")),
    ("g80", include_str!("../../../presets/g80.toml")),
    ("g84m", include_str!("../../../presets/g84m.toml")),
    ("gt200", include_str!("../../../presets/gt200.toml")),
    ("fermi", include_str!("../../../presets/fermi.toml")),
    ("volta", include_str!("../../../presets/volta.toml")),
    ("hopper", include_str!("../../../presets/hopper.toml")),
    ("h200", include_str!("../../../presets/h200.toml")),
];

/// How global accesses coalesce into memory transactions (the generations the seeds contrast).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Coalescing {
    /// cc 1.0 / 1.1: per half-warp; coalesced only when thread k reads word k of an aligned
    /// segment, otherwise one 32-byte transaction per thread.
    Cc10,
    /// cc 1.2 / 1.3: per half-warp; 32/64/128-byte segments, shrunk to the half actually used.
    Cc12,
    /// cc 2.x: per warp; 128-byte L1 lines.
    Cc20,
    /// cc 6.0 and later: per warp; 32-byte sectors.
    Sectors32,
}

/// How registers are allocated (the CUDA occupancy calculator's "allocation granularity").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RegGranularity {
    /// Per block: warps rounded up to `warp_alloc_granularity`, then to `reg_alloc_unit`.
    Block,
    /// Per warp: each warp's registers rounded up to `reg_alloc_unit`, warps placed in
    /// `register_subpartitions` equal slices of the register file.
    Warp,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuInfo {
    /// The part this preset models, e.g. "NVIDIA Tesla V100".
    pub model: String,
    /// Compute capability, e.g. [7, 0].
    pub compute_capability: [u32; 2],
    /// Core clock the cycle counts are converted at.
    pub clock_mhz: f64,
    pub sms: u32,
    /// Device memory in bytes.
    pub memory_bytes: u64,
    /// Core cycles the chip's block dispatcher takes per thread block it starts (every SM's
    /// blocks come through it, so a grid of many short blocks is bounded by it); 0 or absent:
    /// blocks start as soon as an SM has room.
    #[serde(default)]
    pub block_launch_cycles: f64,
    /// Core cycles from a block's end until its SM's block slot can take the next block (its
    /// registers, shared memory and warp slots stay taken meanwhile); 0 or absent: at once.
    #[serde(default)]
    pub block_turnaround_cycles: u32,
    /// Core cycles a launch that wrote device memory (a global or local store, or a global
    /// atomic) lasts beyond its last block's end and the L2's taking of its last store: the
    /// kernel's end waiting for its writes. 0 or absent: none.
    #[serde(default)]
    pub launch_write_tail_cycles: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmConfig {
    pub warp_size: u32,
    pub max_threads: u32,
    pub max_warps: u32,
    pub max_blocks: u32,
    pub max_threads_per_block: u32,
    /// 32-bit registers per SM.
    pub registers: u32,
    pub max_registers_per_thread: u32,
    pub reg_alloc_unit: u32,
    pub reg_granularity: RegGranularity,
    /// Warps per block are rounded up to a multiple of this (block granularity only).
    pub warp_alloc_granularity: u32,
    /// Register file slices a warp's registers must fit in (warp granularity only).
    pub register_subpartitions: u32,
    /// Shared memory per SM available to blocks.
    pub shared_bytes: u32,
    pub max_shared_per_block: u32,
    pub shared_alloc_unit: u32,
    /// Shared memory the system reserves per block (1 KiB on cc 8.0 and later).
    pub shared_reserved_per_block: u32,
    /// Warp schedulers (sub-partitions) per SM.
    pub schedulers: u32,
    /// Instructions each scheduler may issue per cycle, each from a different warp and to a
    /// unit free at that cycle (2: dual issue to different pipes).
    pub issue_per_scheduler: u32,
    /// Banks of the register file a scheduler reads an arithmetic instruction's operands
    /// from, one 32-bit register a bank a cycle: an integer or fp32 instruction reading more
    /// distinct 32-bit registers than that takes its scheduler a cycle more per bankful, less
    /// the registers read by the scheduler's previous instruction where that was the same
    /// warp's and this one follows it at once (operand reuse). Absent: 0, not modelled.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub register_banks: u32,
    /// The warp scheduling policy this GPU's schedulers follow unless a run names another
    /// (`--scheduler`): a policy name as `--scheduler` takes it. Absent: `gto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduler: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemoryConfig {
    pub coalescing: Coalescing,
    /// Shared memory banks (16 on cc 1.x, processed per half-warp; 32 later, per warp).
    pub shared_banks: u32,
    /// Unloaded latency of a global load that goes to DRAM, in core cycles.
    pub dram_latency: u32,
    /// Alignment of cudaMallocPitch rows, in bytes.
    pub pitch_alignment: u32,
    /// 8- and 16-byte shared-memory loads on 32 banks: a request (the warp for 8 bytes, a
    /// half-warp for 16) takes one wavefront when its lanes all read one address, or when its two
    /// phases (half-warps, quarter-warps) are each conflict-free on banks the other does not
    /// use; otherwise its phases' passes add up (the H100: calibration/h100/shared-wide-*).
    /// Absent (false), and for stores, atomics and global accesses always: each phase is a
    /// request of its own.
    #[serde(default, skip_serializing_if = "is_false")]
    pub shared_wide_merge: bool,
    /// A 16-byte shared access on 32 banks is a request per half-warp, its degree the bank
    /// rule's over the words its lanes touch, so 16 lanes reading 256 consecutive bytes are
    /// 2-way (the seeds and the CUDA guide of cc 2.x: "128-bit accesses cause 2-way bank
    /// conflicts"). Absent (false): a request per quarter-warp. (`shared_wide_merge` decides
    /// for the loads where both are set.)
    #[serde(default, skip_serializing_if = "is_false")]
    pub shared_128_half_warps: bool,
}

/// Dependent-issue latencies in core cycles: a consumer may issue this many cycles after its
/// producer issued.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LatencyConfig {
    /// Simple integer and FP32 instructions (add, logic, compare, move, fma).
    pub alu: u32,
    /// Integer multiplies.
    pub mul: u32,
    /// Divide and remainder (sequences on real hardware: what they hold their scheduler for is
    /// `[sequences]`; this is when the result is ready).
    pub div: u32,
    /// Special-function unit: reciprocals, roots, transcendentals, int<->float conversions.
    pub sfu: u32,
    /// Double precision.
    pub fp64: u32,
    /// Shared-memory loads without bank conflicts.
    pub shared: u32,
    /// Branches: the next instruction of the warp may issue this many cycles later.
    pub branch: u32,
    /// From the last arrival at a barrier to the release of the block's warps.
    pub barrier: u32,
    /// Warp shuffles.
    pub shuffle: u32,
    /// A constant-cache hit: `ld.const`, and kernel parameters from cc 2.0 (a constant bank).
    /// Absent: `shared`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constant: Option<u32>,
    /// Float division (`div.f32`). Absent: `div`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fdiv: Option<u32>,
    /// Double division (`div.f64`). Absent: `fp64`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ddiv: Option<u32>,
    /// 64-bit integer division and remainder by a register. Absent: `div`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub div64: Option<u32>,
    /// After a branch, the cycles until its warp may issue again when its instruction fetch
    /// had not run ahead of its issue: one fewer for each cycle since its last branch (up to
    /// 8) in which the warp did not issue, and so could fetch ahead, but never fewer than
    /// `branch`. Absent: `branch` after every branch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch_back_to_back: Option<u32>,
    /// nvcc's convergence barriers (sm_70 on) around a branch that may split a warp: its
    /// warp's next issue after a BSYNC it reached by falling into it (where the paths meet),
    /// whose issue the BSSY before the branch and a BSYNC reached by a branch each delay a
    /// cycle, and a BSYNC that moves the warp to its other path costs a taken branch's wait.
    /// Absent: none (the paths meet at no cost).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bsync: Option<u32>,
    /// A 32-bit multiply-high (`mul.hi`, `mad.hi`), where its preset prices it as a sequence.
    /// Absent: `mul`, or the sequence's cycles and an `alu` latency where that is longer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mul_hi: Option<u32>,
    /// What the denormal fix-ups around the special-function instruction add to the latency
    /// of `ex2`, `lg2`, `rsqrt`, `sqrt` and `rcp` on `f32` (nvcc without `.ftz`, as warpsim
    /// computes them: a compare and a multiply before it, a multiply after). Absent: 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sfu_fixup: Option<u32>,
    /// What a predicate adds to its writer's latency for an instruction that reads it other
    /// than a branch, an exit or predicate logic: one it guards, a `selp` (sm_90: an ISETP's
    /// predicate reaches the instruction it guards about 15 cycles after the ISETP issues,
    /// where a register result takes 4; ptxas issues a loop's compare well before its branch,
    /// so no measurement says what a branch waits, and branches keep the writer's latency).
    /// Absent: 0. At most 255.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicate_extra: Option<u32>,
}

impl LatencyConfig {
    /// `constant`, or the shared-memory latency where the preset has none.
    pub fn constant(&self) -> u32 {
        self.constant.unwrap_or(self.shared)
    }

    /// `fdiv`, or the `div` latency where the preset has none.
    pub fn fdiv(&self) -> u32 {
        self.fdiv.unwrap_or(self.div)
    }

    /// `ddiv`, or the `fp64` latency where the preset has none (a double division priced as
    /// one fp64 instruction).
    pub fn ddiv(&self) -> u32 {
        self.ddiv.unwrap_or(self.fp64)
    }

    /// `div64`, or the `div` latency where the preset has none.
    pub fn div64(&self) -> u32 {
        self.div64.unwrap_or(self.div)
    }
}

/// Issue intervals: cycles between two warp instructions to the same unit of one scheduler.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThroughputConfig {
    /// Cycles between two integer warp instructions of one scheduler (with `alu`: those the
    /// FMA pipe may run too: adds, subtracts, negations, moves, multiplies).
    pub int: u32,
    pub fp32: u32,
    pub fp64: u32,
    pub sfu: u32,
    pub lsu: u32,
    /// Cycles of booked work a scheduler's load/store unit may still have when it accepts the
    /// next instruction: a queue in front of the unit, from which the instruction starts when
    /// the unit takes it while its warp goes on issuing. Absent: 0 (an instruction issues only
    /// to a free unit).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lsu_queue: u32,
    /// Cycles one global atomic operation takes its scheduler's load/store unit: a warp's
    /// atomic makes one operation per 32-byte sector, or as many as the most lanes updating
    /// one word of it (they serialise). Absent: `lsu`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atom: Option<u32>,
    /// Cycles one pass of a shared-memory access takes its scheduler's load/store unit (a
    /// conflict-free request; bank conflicts add passes). Absent: `lsu`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared: Option<u32>,
    /// Cycles one pass of the SM's load/store pipe takes, which its schedulers' load/store
    /// units share: an instruction that holds its scheduler's unit `lsu` cycles per pass (per
    /// 128-byte line, shared-memory wavefront, or atomic operation at `atom`) holds the SM's
    /// pipe `lsu_sm / lsu` of that, and starts when the pipe is free. Absent: no shared pipe
    /// (each scheduler's unit is its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lsu_sm: Option<u32>,
    /// Cycles the SM's special-function units, which its schedulers share, take for one warp's
    /// transcendental instruction (`rcp`, `sqrt`, `rsqrt`, `sin`, `cos`, `ex2`, `lg2`): it
    /// starts when they are free, and holds its scheduler's unit `sfu` cycles from then. The
    /// SFU's other instructions (conversions, `popc`, `clz`) take `sfu` alone. Absent: no shared
    /// group (each scheduler's unit is its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sfu_sm: Option<u32>,
    /// Cycles from one load/store instruction of a warp to its next one (a warp's own limit,
    /// whatever its scheduler's unit could take). Absent: 0, none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lsu_warp: u32,
    /// Passes of the SM's load/store pipe (`lsu_sm`) that each warp of a kernel addressing
    /// global memory costs when its block starts, whatever it executes (the H100's L1 serves
    /// one such wavefront a warp). Needs `lsu_sm`. Absent: 0, none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lsu_sm_warp_passes: u32,
    /// The unit that converts 32-bit integers to `f32` (`cvt.rn.f32.s32` and the like;
    /// conversions from `f32` to integers and from 64-bit integers stay on the
    /// special-function unit): `sfu`, the conversion unit
    /// of older generations (the default), or `int` (for sm_90 nvcc emits I2FP, which the
    /// H100 runs on its ALU pipe, measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_to_float: Option<ConvertUnit>,
    /// The unit that runs every conversion between `f32` and an integer (`cvt` with one `f32`
    /// side; those to or from `f64` stay on the fp64 unit): `sfu` (the default) or
    /// `int`, where the GPU converts at its integer rate (cc 1.x: "4 clock cycles for ... type
    /// conversion instruction", the CUDA Programming Guide 1.x-2.x, against 16 for the
    /// special functions). `int_to_float`, where given, still decides the conversions it names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversions: Option<ConvertUnit>,
    /// Cycles between two warp instructions of one scheduler that only the integer ALU pipe
    /// runs (bitwise logic, shifts by a register, compares, selects, minimum and maximum,
    /// absolute values, integer-to-float conversions on `int`), where the
    /// GPU runs integer adds, subtracts, negations, moves and multiplies on its FMA pipe too
    /// (sm_90: IMAD, IMAD.IADD, VIADD, IMAD.MOV, IMAD.SHL, IMAD.WIDE): those then issue to the
    /// fp32 unit, at `int`, and the two kinds overlap. Absent: one integer unit at `int` runs
    /// them all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alu: Option<u32>,
    /// With `alu`: cycles between two integer warp instructions the FMA pipe runs (IMAD and its
    /// forms), while an `f32` one takes `fp32`: sm_90's integer multiplies hold that pipe two
    /// cycles, whichever half runs the FFMAs beside them. Integer adds, subtracts, negations,
    /// moves and shifts left by a constant, which ptxas puts on either pipe, are then balanced
    /// between the two by a pass over each straight run of code, as ptxas does. Without `alu`:
    /// cycles between two integer multiplies or multiply-adds (those IMAD forms) of one
    /// scheduler on its one integer unit, where the GPU multiplies at a lower rate than it adds
    /// (cc 2.0: 16 a cycle an SM against 32). Absent: `int`, and with `alu` those all on the
    /// FMA pipe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imad: Option<u32>,
    /// Without `alu`: cycles between two 32-bit integer shifts (`shl`, `shr`, and a division
    /// by a power of two, which is one) of one scheduler on its integer unit, where the GPU
    /// shifts at a lower rate than it adds (cc 2.0: 16 a cycle an SM against 32). Absent:
    /// `int`. (With `alu`, shifts are the ALU pipe's, at `alu`.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shift: Option<u32>,
    /// Cycles one warp's `ld.global.nc` takes its scheduler's load/store unit where it reads
    /// through a texture cache (`cache.tex_bytes`): the texture units' address rate, one
    /// address a lane. Absent: `lsu` per 32-byte line it fetches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tex: Option<u32>,
}

/// See `ThroughputConfig::int_to_float`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ConvertUnit {
    Sfu,
    Int,
}

impl ThroughputConfig {
    /// `atom`, or `lsu` where the preset has none.
    pub fn atom(&self) -> u32 {
        self.atom.unwrap_or(self.lsu)
    }
}

/// Integer operations a GPU runs as a sequence of native instructions (`decode::Sequence`):
/// the cycles one warp instruction of the kind holds its scheduler, which issues nothing else
/// meanwhile (the sequence takes its issue slots), and its unit. 0 (the default): one native
/// instruction, priced like any other by its unit's issue interval. A sequence's result is
/// ready no earlier than these cycles plus the ALU latency.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SequencesConfig {
    /// 32-bit integer `mul.lo`, `mad.lo` and `.wide` (a multiply by a power-of-two immediate
    /// is a shift and never a sequence).
    pub mul32: u32,
    /// Integer `mul.hi` and `mad.hi`.
    pub mul_hi: u32,
    /// `mul24`.
    pub mul24: u32,
    /// Integer `div` by a register.
    pub div: u32,
    /// Integer `rem` by a register.
    pub rem: u32,
    /// Integer `div` by an immediate that is not a power of two (a multiply-high and a shift).
    pub div_const: u32,
    /// Integer `rem` by an immediate that is not a power of two.
    pub rem_const: u32,
    /// Signed `div` by a register. Absent: `div`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sdiv: Option<u32>,
    /// Signed `rem` by a register. Absent: `rem`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub srem: Option<u32>,
    /// Signed `div` by an immediate that is not a power of two. Absent: `div_const`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sdiv_const: Option<u32>,
    /// Signed `rem` by an immediate that is not a power of two. Absent: `rem_const`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub srem_const: Option<u32>,
    /// `div.u64` and `rem.u64` by a register. Absent: `div`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub div64: Option<u32>,
    /// `div.s64` and `rem.s64` by a register. Absent: `sdiv` (or `div`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sdiv64: Option<u32>,
    /// Signed `div` by a power-of-two immediate above 2: the sign's rounding towards zero and
    /// a shift, 3 native instructions (by 2, 2 of them: two thirds of these cycles). Absent:
    /// a shift, one instruction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sdiv_pow2: Option<u32>,
    /// Signed `rem` by a power-of-two immediate above 2: 4 native instructions (by 2, 3:
    /// three quarters of these cycles). Absent: a mask, one instruction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub srem_pow2: Option<u32>,
    /// 64-bit integer add, sub, abs, neg, bitwise operations, shifts, compares and selects, two
    /// native instructions where the integer units are 32 bits wide (`min` and `max`, four,
    /// take twice this; an add of a `mul.wide` product, which ptxas folds into the multiply,
    /// none). Absent: one native instruction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub int64: Option<u32>,
    /// `div.f32`, unless by a power-of-two immediate (a multiply by its reciprocal).
    pub fdiv: u32,
    /// `div.f64`, unless by a power-of-two immediate.
    pub ddiv: u32,
    /// What a sequence holds: its whole scheduler (`scheduler`: one issue slot a cycle, every
    /// one taken by the sequence) or the integer and fp32 units only (`alus`: cc 1.x, whose
    /// issue unit can send other warps' instructions to the special-function and load/store
    /// units while the SPs run the sequence).
    pub holds: SequenceHolds,
}

/// See `SequencesConfig::holds`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SequenceHolds {
    #[default]
    Scheduler,
    Alus,
}

impl SequencesConfig {
    /// `sdiv`, or `div` where the preset has none.
    pub fn sdiv(&self) -> u32 {
        self.sdiv.unwrap_or(self.div)
    }

    /// `srem`, or `rem` where the preset has none.
    pub fn srem(&self) -> u32 {
        self.srem.unwrap_or(self.rem)
    }

    /// `sdiv_const`, or `div_const` where the preset has none.
    pub fn sdiv_const(&self) -> u32 {
        self.sdiv_const.unwrap_or(self.div_const)
    }

    /// `srem_const`, or `rem_const` where the preset has none.
    pub fn srem_const(&self) -> u32 {
        self.srem_const.unwrap_or(self.rem_const)
    }

    /// `div64`, or `div` where the preset has none.
    pub fn div64(&self) -> u32 {
        self.div64.unwrap_or(self.div)
    }

    /// `int64`, or 0 (one native instruction) where the preset has none.
    pub fn int64(&self) -> u32 {
        self.int64.unwrap_or(0)
    }

    /// `sdiv64`, or `sdiv` where the preset has none.
    pub fn sdiv64(&self) -> u32 {
        self.sdiv64.unwrap_or_else(|| self.sdiv())
    }
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

fn is_zero_f64(v: &f64) -> bool {
    *v == 0.0
}

fn is_false(v: &bool) -> bool {
    !*v
}

/// Caches and DRAM.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    /// Per-SM L1 for global loads; 0 means no L1.
    pub l1_bytes: u32,
    pub l1_line: u32,
    pub l1_hit_latency: u32,
    /// Outstanding L1 load misses per SM, in 32-byte sectors (miss status holding registers):
    /// a miss that finds them all taken waits until the first of them completes. Unused
    /// without an L1.
    pub l1_mshrs: u32,
    /// Whether the L1 picks a line's set by a hash of its line number (its higher digits folded
    /// into the set number) rather than by the line number's low bits: lines a power-of-two
    /// stride apart then spread over the sets instead of crowding into a few of them. Absent:
    /// the low bits.
    #[serde(default, skip_serializing_if = "is_false")]
    pub l1_hashed_sets: bool,
    /// 128-byte lines the L1's tag stage looks up a cycle for one access, where global and local
    /// accesses coalesce into 32-byte sectors (`memory.coalescing = "sectors32"`): such an
    /// access takes the L1 the larger of its data-stage passes (the 32-bank rule of shared
    /// memory over the 4-byte words it reads or writes: lanes' words in one bank and different
    /// lines are served one after another) and its lines over this, rounded up. Absent: 1 (a
    /// cycle per line touched).
    #[serde(default = "one")]
    pub l1_tag_lines_per_cycle: u32,
    /// Cycles the tag stage takes for an access beyond its lines over `l1_tag_lines_per_cycle`,
    /// counted in fractions of a cycle in the SM's load/store pipe (`throughput.lsu_sm`): such
    /// an access then holds the pipe for the larger of its data-stage passes and its lines / that
    /// rate + this, not rounded, so an access of two lines in one pass can take 1.07 cycles.
    /// Absent or 0: whole cycles, the rule above.
    #[serde(default, skip_serializing_if = "is_zero_f64")]
    pub l1_tag_access_cycles: f64,
    /// Whether the L1 combines a warp's global store with the same warp's store just before it
    /// when both touch the same sectors (no global load or atomic of the warp between them):
    /// the second leaves the SM with the first, so the L2 (or DRAM) sees one write of those
    /// sectors. Absent: false (every store instruction is written below L1).
    #[serde(default)]
    pub l1_merge_stores: bool,
    /// Whether a global store leaves the sectors it writes that the L1 holds in it (written
    /// through, the L1's copy kept), so that a later load of them hits. Absent: false, the L1
    /// drops them (write-evict). Atomics always drop them: they are done at the L2.
    #[serde(default, skip_serializing_if = "is_false")]
    pub l1_keeps_stored_sectors: bool,
    /// Whether a `sectors32` load whose lines are partly in L1 takes the L1's data stage twice:
    /// once for the lanes in lines whose sectors it reads are all there, and once, when the
    /// rest arrive, for the lanes in lines with a sector missing (or still in flight), each by
    /// the bank rule over its own lanes. Absent: false (one count of passes over all lanes,
    /// whatever hits).
    #[serde(default, skip_serializing_if = "is_false")]
    pub l1_split_mixed_loads: bool,
    /// Whether a `sectors32` store of 1- or 2-byte elements that spans more than one line takes
    /// the L1's data stage its lines over `l1_tag_lines_per_cycle` (rounded up) more passes
    /// than the bank rule gives (the bytes merged into their words). Absent: false.
    #[serde(default, skip_serializing_if = "is_false")]
    pub l1_subword_store_passes: bool,
    /// Cycles an SM's store path takes to send one whole 32-byte sector of its global and local
    /// stores below L1, one store after another; a store leaves the path once it is sent and
    /// the L2 (or DRAM) has taken it. 0 or absent: no such path (stores go below L1 at issue and
    /// never wait).
    #[serde(default, skip_serializing_if = "is_zero_f64")]
    pub sm_store_cycles: f64,
    /// The same for a sector a store writes only part of. 0 or absent: `sm_store_cycles`.
    #[serde(default, skip_serializing_if = "is_zero_f64")]
    pub sm_store_partial_cycles: f64,
    /// Stores an SM's path holds: a store that finds this many in it that have not left waits
    /// (its warp, and the load/store unit behind it) until the oldest leaves. 0 or absent:
    /// unbounded.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sm_store_queue: u32,
    /// Per-SM instruction cache (bytes; 0 or absent: code is always there, not modelled). A
    /// kernel's code takes 16 bytes an instruction (as SASS from cc 7.0 on), in 128-byte lines
    /// held in 8-way LRU sets; the cache keeps its lines from launch to launch (flushing the
    /// data caches before a launch leaves it alone). A warp that reaches a line its SM does
    /// not hold waits for it; lines come one after another, `icache_fill_cycles` each, and a
    /// warp reaching a line asks for the next one too, so straight-line code that is not
    /// there streams in at that pace.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub icache_bytes: u32,
    /// Cycles the SM's instruction fetch takes to bring one 128-byte line of code it does not
    /// hold (with `icache_bytes`).
    #[serde(default, skip_serializing_if = "is_zero_f64")]
    pub icache_fill_cycles: f64,
    /// Per-SM texture cache (bytes; 0 or absent: none), which `ld.global.nc` loads read
    /// through in 32-byte lines, whatever the generation's coalescing rule: misaligned or
    /// scattered reads cost the lines they touch, and a line another warp of the SM brought
    /// (or is bringing) is not read again. Misses go to the L2, where there is one, else to
    /// DRAM. Without one, `ld.global.nc` is a plain global load.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tex_bytes: u32,
    /// Ways of the texture cache's sets (32-byte lines, LRU). Absent: 4.
    #[serde(default = "four", skip_serializing_if = "is_four")]
    pub tex_ways: u32,
    /// Cycles from a texture fetch's issue to its data when every line it reads is in the
    /// texture cache; a miss takes the longer of this and its read below.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tex_hit_latency: u32,
    /// Shared L2; 0 means no L2.
    pub l2_bytes: u64,
    /// Round trip of an L2 hit seen from the SM (the crossbar both ways and the slice).
    pub l2_hit_latency: u32,
    /// Slices the L2 is cut into, each with `l2_bytes / l2_slices` of the capacity and its own
    /// port; 128-byte lines are spread over them by a hash of the address. Absent: 1.
    #[serde(default = "one")]
    pub l2_slices: u32,
    /// Bytes one slice serves per core cycle (each sector a load or store touches occupies its
    /// slice for 32 / this many cycles); 0 or absent: unlimited.
    #[serde(default)]
    pub l2_slice_bytes_per_cycle: f64,
    /// Whether the L2 is write-back (stores stay in it, dirty, until their line is pushed out;
    /// stores to one sector merge) rather than write-through (every store goes on to DRAM).
    /// Absent: write-through.
    #[serde(default)]
    pub l2_write_back: bool,
    /// How many times as long as a sector read a stored sector occupies its L2 slice's port.
    /// Absent: 1.
    #[serde(default = "unit")]
    pub l2_write_factor: f64,
    /// Cycles a store occupies its L2 slice's port once per 128-byte line it writes (a request
    /// to the slice), besides its sectors' time. Absent: 0.
    #[serde(default)]
    pub l2_write_request_cycles: f64,
    /// How many times as long as a whole-sector store a store that writes only part of a sector
    /// occupies its L2 slice (the slice merges the bytes into the sector). Absent: 1.
    #[serde(default = "unit")]
    pub l2_partial_write_factor: f64,
    /// With a write-back L2: a sector a store wrote only part of, which the L2 did not hold
    /// whole, has bytes that only DRAM holds. Written back, it is read from DRAM first and
    /// merged (HBM's ECC covers whole sectors); read, it misses. Absent: false (a stored
    /// sector counts as whole).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub l2_partial_sector_reads: bool,
    /// With `l2_partial_sector_reads` (without it, unused): how many lines with sectors held in
    /// part the L2 keeps (over all its slices, each its share); beyond that, each slice writes
    /// back the line that got its first such sector longest ago (those sectors read from DRAM
    /// and merged, the line kept clean). Absent or 0: no bound (lines leave when pushed out).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub l2_partial_lines: u32,
    /// With a write-back L2: how many write-backs that stores cause it has in flight at most
    /// (over all its slices, each its share). A store that pushes a dirty line out (or, past
    /// `l2_partial_lines`, a line held in part) is taken only once its slice has room for that
    /// write-back; one leaves when its merge read is back and its write has gone to DRAM.
    /// Absent or 0: no bound (the L2 takes such stores at once, whatever DRAM has queued).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub l2_write_back_queue: u32,
    /// Bytes an L2 miss reads from DRAM: the aligned block of that many bytes its sector is
    /// in, less the sectors of it the slice already holds or is waiting for, in one transfer
    /// (the others filled with it and counted as misses, as Nsight Compute counts them): the
    /// CUDA runtime's `cudaLimitMaxL2FetchGranularity`. 32, 64 or 128; absent: 32 (the sector
    /// alone).
    #[serde(default = "sector_bytes", skip_serializing_if = "is_sector_bytes")]
    pub l2_fetch_bytes: u32,
    /// Cycles one atomic operation (see `throughput.atom`) occupies its L2 slice, where global
    /// atomics are done (they pass L1 by). Absent: a sector's time at the slice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub l2_atomic_cycles: Option<f64>,
    /// Cycles a global atomic's result takes beyond an L2 hit's latency. Absent: 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub l2_atomic_latency: Option<u32>,
    /// DRAM bandwidth in bytes per core cycle, over all channels.
    pub dram_bytes_per_cycle: f64,
    /// Independent DRAM channels; addresses interleave across them every 256 bytes.
    pub dram_channels: u32,
    /// Whether the channel is a hash of the address bits (later parts) rather than the
    /// 256-byte block number modulo the channel count (older parts, where power-of-two
    /// strides all land on one channel: "partition camping").
    pub dram_address_hash: bool,
    /// Loaded latency: the cycles a DRAM read waits beyond `memory.dram_latency`, by the
    /// DRAM's recent utilisation (its traffic over the 896 cycles before the read's 128-cycle
    /// bucket, reads plus writes weighted by `dram_write_weight`, as a share of
    /// `dram_bytes_per_cycle`), as `[utilisation, cycles]` points joined by straight lines and
    /// flat after the last. This is latency the channel queues do not model: they add waiting
    /// only once a channel is saturated. Absent or empty: none.
    #[serde(default)]
    pub dram_loaded_latency: Vec<[f64; 2]>,
    /// What a written byte weighs against a read one in that utilisation (reads wait longer
    /// beside writes). Absent: 1.
    #[serde(default = "unit")]
    pub dram_write_weight: f64,
    /// How an unloaded DRAM read's latency is spread: its distribution as `[quantile, cycles]`
    /// points (quantiles rising from 0 to 1, cycles not falling), joined by straight lines. Only
    /// the shape counts: a read waits `memory.dram_latency` plus the point of the distribution
    /// its line draws less the distribution's mean, so the mean stays `dram_latency`. Which
    /// reads are slow is drawn from a hash of the 128-byte line and the 64-cycle period the read
    /// is asked for in (the sectors a warp reads from one line together mostly draw alike),
    /// not worked out from the DRAM's banks and rows. Absent or empty: every read takes
    /// `dram_latency`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dram_latency_spread: Vec<[f64; 2]>,
    /// The fewest bytes a DRAM write moves: a shorter one (a 32-byte sector) takes a channel as
    /// long as this many. Absent or 0: a write takes its own bytes' time.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dram_burst_bytes: u32,
    /// Cycles a channel spends beyond the transfer when it serves a 256-byte block (its unit
    /// of interleaving) that is not among the last `dram_open_blocks` blocks it served, and on
    /// the write that follows a merge read (the block closed while the read was out). Absent
    /// or 0: none.
    #[serde(default, skip_serializing_if = "is_zero_f64")]
    pub dram_block_cycles: f64,
    /// With `dram_block_cycles`: how many recently served blocks a channel keeps open.
    #[serde(default = "one", skip_serializing_if = "is_one_u32")]
    pub dram_open_blocks: u32,
}

/// What is wrong with a curve of `[x, cycles]` points (`cache.dram_loaded_latency`,
/// `cache.dram_latency_spread`), if anything: none or 2 to 64 points, each `x` (named `x_name`)
/// from 0 to `x_max` and rising, cycles from 0 to 1,000,000 (and, with `cycles_rise`, not
/// falling).
fn bad_points(points: &[[f64; 2]], x_name: &str, x_max: f64, cycles_rise: bool) -> Option<String> {
    if points.len() == 1 || points.len() > 64 {
        return Some(format!("must have from 2 to 64 [{x_name}, cycles] points"));
    }
    for (i, &[x, cycles]) in points.iter().enumerate() {
        if !(0.0..=x_max).contains(&x) || !(0.0..=1e6).contains(&cycles) {
            return Some(format!("point {}: {x_name} must be from 0 to {x_max} and cycles from 0 to 1000000", i + 1));
        }
        if i > 0 && x <= points[i - 1][0] {
            return Some(format!("point {}: {x_name}s must rise", i + 1));
        }
        if i > 0 && cycles_rise && cycles < points[i - 1][1] {
            return Some(format!("point {}: cycles must not fall", i + 1));
        }
    }
    None
}

fn one() -> u32 {
    1
}

fn is_one_u32(v: &u32) -> bool {
    *v == 1
}

fn sector_bytes() -> u32 {
    32
}

fn is_sector_bytes(v: &u32) -> bool {
    *v == 32
}

fn four() -> u32 {
    4
}

fn is_four(v: &u32) -> bool {
    *v == 4
}

/// Bounds of a bandwidth in bytes per cycle (DRAM, an L2 slice): a slower one would push queue
/// times past what a u64 of cycles holds for large runs, a faster one is no limit at all.
const MIN_BYTES_PER_CYCLE: f64 = 0.001;
const MAX_BYTES_PER_CYCLE: f64 = 1e9;

fn unit() -> f64 {
    1.0
}

/// The host link and how the GPU takes work from streams (see docs/STREAMS.md).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HostConfig {
    /// DMA copy engines. 0: copies cannot overlap kernels (cc 1.0); 1: one copy at a time
    /// overlaps kernels; 2: an upload and a download at once; 3 or more: device-to-device copies
    /// get their own engine too.
    pub copy_engines: u32,
    /// Hardware work queues streams are mapped onto (stream % queues). With one queue, every
    /// engine takes its commands strictly in issue order, so a command waiting for its stream
    /// holds back the commands behind it (false dependencies).
    pub hw_queues: u32,
    /// Kernels that may run at once (1: no concurrent kernels).
    pub concurrent_kernels: u32,
    /// Host <-> device bandwidth from pinned (page-locked) memory, GB/s, each direction.
    pub pinned_gbps: f64,
    /// Bandwidth of copies from pageable memory (staged through a driver buffer), GB/s.
    pub pageable_gbps: f64,
    /// Fixed cost of every copy (DMA setup and bus latency), microseconds.
    pub copy_latency_us: f64,
    /// Host time of one kernel launch call (cudaLaunchKernel), microseconds: the host clock
    /// advances this much per launch, so launches cannot be issued faster.
    pub launch_api_us: f64,
    /// Host time of one async copy call (cudaMemcpyAsync), microseconds.
    pub copy_api_us: f64,
    /// Device-side cost of starting a kernel, microseconds: a kernel starts this long after its
    /// dependencies allow (back-to-back kernels in one stream are at least this far apart).
    pub launch_latency_us: f64,
    /// Whether a 2-D (pitched) copy can overlap other work; when not, it waits for all earlier
    /// work and holds back all later work, as the seeds say of cudaMemcpy2DAsync.
    pub overlap_2d: bool,
}

impl Default for HostConfig {
    /// A PCIe gen3 x16 part with two copy engines.
    fn default() -> Self {
        HostConfig {
            copy_engines: 2,
            hw_queues: 8,
            concurrent_kernels: 128,
            pinned_gbps: 12.0,
            pageable_gbps: 6.0,
            copy_latency_us: 2.0,
            launch_api_us: 4.0,
            copy_api_us: 2.0,
            launch_latency_us: 1.5,
            overlap_2d: true,
        }
    }
}

/// One GPU preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuConfig {
    pub name: String,
    pub description: String,
    /// Where the numbers come from.
    pub sources: Vec<String>,
    pub gpu: GpuInfo,
    pub sm: SmConfig,
    pub memory: MemoryConfig,
    pub latency: LatencyConfig,
    pub throughput: ThroughputConfig,
    /// Absent: every operation is one native instruction.
    #[serde(default)]
    pub sequences: SequencesConfig,
    pub cache: CacheConfig,
    #[serde(default)]
    pub host: HostConfig,
}

/// `value` read as a TOML value (an array of points for a curve key, say), or what TOML says
/// is wrong with it.
fn toml_value(value: &str) -> Result<toml::Value, String> {
    let doc: toml::Table =
        toml::from_str(&format!("v = {value}")).map_err(|e| e.message().trim().replace('\n', ": "))?;
    match doc.get("v") {
        // (Text after the value that TOML reads as more keys is not part of it.)
        Some(v) if doc.len() == 1 => Ok(v.clone()),
        _ => Err("one value expected".to_string()),
    }
}

/// How many presets a chain of `base` keys may pass through (a loop would never end).
const MAX_BASES: usize = 8;

/// Lays the preset table `over` on `base`: tables key by key, the top level's `sources` after
/// the base's, any other value in place of the base's.
fn lay_over(base: &mut toml::Table, over: toml::Table, top: bool) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => lay_over(b, o, false),
            (Some(toml::Value::Array(b)), toml::Value::Array(o)) if top && key == "sources" => b.extend(o),
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

/// A preset that failed to load or validate.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("preset {source_name}: {key}: {message}")]
pub struct ConfigError {
    pub source_name: String,
    pub key: String,
    pub message: String,
}

impl GpuConfig {
    /// Sets one key (`section.field`, e.g. `sm.max_warps`) from text, checking that it exists,
    /// parses as that field's type, and leaves a valid configuration.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), ConfigError> {
        self.set_all(&[(key, value)])
    }

    /// Sets several keys, as `set` does each, then checks the configuration once they are all
    /// in: keys that must agree (`cache.l2_bytes` and `cache.l2_slices`) change together, in
    /// any order. Nothing changes unless all of them are set and the result is valid.
    pub fn set_all<K: AsRef<str>, V: AsRef<str>>(&mut self, pairs: &[(K, V)]) -> Result<(), ConfigError> {
        let mut cfg = self.clone();
        for (key, value) in pairs {
            cfg.set_one(key.as_ref(), value.as_ref())?;
        }
        cfg.validate(&cfg.name)?;
        *self = cfg;
        Ok(())
    }

    /// Sets one key, checking its name and that the value is of its type; the configuration as
    /// a whole is checked by `set_all`, once all its keys are in.
    fn set_one(&mut self, key: &str, value: &str) -> Result<(), ConfigError> {
        let name = self.name.clone();
        let bad = |message: String| ConfigError { source_name: name.clone(), key: key.into(), message };
        let mut doc = toml::Value::try_from(&*self).map_err(|e| bad(e.to_string()))?;
        let (section, field) = key.split_once('.').ok_or_else(|| bad("expected SECTION.FIELD".into()))?;
        let doc_sections: Vec<String> = match &doc {
            toml::Value::Table(t) => t.iter().filter(|(_, v)| v.is_table()).map(|(k, _)| k.clone()).collect(),
            _ => Vec::new(),
        };
        let table = doc.get_mut(section).and_then(|t| t.as_table_mut()).ok_or_else(|| {
            let sections: Vec<&str> = doc_sections.iter().map(String::as_str).collect();
            bad(format!("no section `{section}` ({}sections: {})", hint(section, &sections), sections.join(", ")))
        })?;
        let Some(old) = table.get(field) else {
            // A key this preset leaves out (an optional one, or one at its default that is not
            // written out): the value as the first type the key takes, of integer, number,
            // boolean, array and text.
            let present: Vec<String> = table.keys().cloned().collect();
            *self = GpuConfig::with_absent(doc, section, field, value, &present).map_err(bad)?;
            return Ok(());
        };
        let new = match old {
            toml::Value::Integer(_) => {
                toml::Value::Integer(value.parse().map_err(|_| bad(format!("`{value}` is not an integer")))?)
            }
            toml::Value::Float(_) => {
                toml::Value::Float(value.parse().map_err(|_| bad(format!("`{value}` is not a number")))?)
            }
            toml::Value::Boolean(_) => {
                toml::Value::Boolean(value.parse().map_err(|_| bad(format!("`{value}` is not true or false")))?)
            }
            toml::Value::String(_) => toml::Value::String(value.to_string()),
            toml::Value::Array(_) => match toml_value(value) {
                Ok(v @ toml::Value::Array(_)) => v,
                Ok(_) => {
                    return Err(bad(format!("`{value}` is not an array (written as in TOML: `[[0.5, 100.0]]`, `[]`)")))
                }
                Err(e) => return Err(bad(format!("`{value}` is not a TOML array: {e}"))),
            },
            _ => return Err(bad("only numbers, booleans, strings and arrays can be set".into())),
        };
        table.insert(field.to_string(), new);
        *self = doc.try_into().map_err(|e: toml::de::Error| bad(e.message().to_string()))?;
        Ok(())
    }

    /// The preset written out as `doc`, which lacks `section.field` (its present keys are
    /// `present`), with that key set: `value` as each type a key can have, in the order
    /// integer, number, boolean, array (TOML's `[...]`), text, the first the configuration
    /// takes (not yet validated).
    /// A field the configuration does not have is named as such, with a hint from every key it
    /// has.
    fn with_absent(
        doc: toml::Value,
        section: &str,
        field: &str,
        value: &str,
        present: &[String],
    ) -> Result<GpuConfig, String> {
        let mut typed = Vec::new();
        if let Ok(i) = value.parse::<i64>() {
            typed.push(toml::Value::Integer(i));
        }
        if let Ok(f) = value.parse::<f64>() {
            typed.push(toml::Value::Float(f));
        }
        if let Ok(b) = value.parse::<bool>() {
            typed.push(toml::Value::Boolean(b));
        }
        if let Ok(v @ toml::Value::Array(_)) = toml_value(value) {
            typed.push(v);
        }
        typed.push(toml::Value::String(value.to_string()));
        let mut first_error = None;
        for v in typed {
            let mut d = doc.clone();
            if let Some(t) = d.get_mut(section).and_then(|t| t.as_table_mut()) {
                t.insert(field.to_string(), v);
            }
            match d.try_into::<GpuConfig>() {
                Ok(cfg) => return Ok(cfg),
                Err(e) => {
                    let message = e.message().to_string();
                    if message.starts_with("unknown field") {
                        // serde names the fields it expected, written out or not.
                        let mut known: Vec<&str> = message
                            .split_once("expected")
                            .map(|(_, names)| names.split('`').skip(1).step_by(2).collect())
                            .unwrap_or_default();
                        known.extend(present.iter().map(String::as_str));
                        return Err(format!("no key `{field}` in [{section}]{}", hint_after(field, &known)));
                    }
                    first_error.get_or_insert(message);
                }
            }
        }
        Err(first_error.unwrap_or_default())
    }

    /// Whether `name` names a preset key (`SECTION.FIELD`, as `set` takes it) rather than a
    /// scenario parameter, whose names have no dot: how `run --set` and `sweep --vary` tell
    /// them apart.
    pub fn names_key(name: &str) -> bool {
        name.contains('.')
    }

    /// The warp scheduling policy of this GPU when a run names none: `sm.scheduler`, or `gto`.
    pub fn scheduler(&self) -> &str {
        self.sm.scheduler.as_deref().unwrap_or("gto")
    }

    /// A built-in preset by name, or a TOML file when `name` is a path.
    pub fn load(name: &str) -> Result<GpuConfig, ConfigError> {
        GpuConfig::load_in(name, None, 0)
    }

    /// `load`, where a relative path is taken from `dir` (the directory of the preset file that
    /// names this one its `base`), `depth` bases down from the preset asked for.
    fn load_in(name: &str, dir: Option<&Path>, depth: usize) -> Result<GpuConfig, ConfigError> {
        if let Some((_, text)) = BUILTIN.iter().find(|(n, _)| *n == name) {
            return GpuConfig::parse_in(name, text, None, depth);
        }
        let path = match dir {
            Some(dir) if Path::new(name).is_relative() => dir.join(name),
            _ => Path::new(name).to_path_buf(),
        };
        if name.ends_with(".toml") || path.exists() {
            let text = std::fs::read_to_string(&path).map_err(|e| ConfigError {
                source_name: name.into(),
                key: "(file)".into(),
                message: e.to_string(),
            })?;
            return GpuConfig::parse_in(name, &text, path.parent(), depth);
        }
        let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
        Err(ConfigError {
            source_name: name.into(),
            key: "(name)".into(),
            message: format!(
                "no such preset ({}built in: {}; or give a .toml path)",
                hint(name, &names),
                names.join(", ")
            ),
        })
    }

    /// A preset from its TOML text (`source_name` names it in errors). With a top-level
    /// `base = "NAME"` (a built-in preset or a path, taken from the working directory), the
    /// text is laid over that preset: its tables key by key, its `sources` after the base's,
    /// its other values in place of the base's; such a preset must give its own `name`.
    pub fn parse(source_name: &str, text: &str) -> Result<GpuConfig, ConfigError> {
        GpuConfig::parse_in(source_name, text, None, 0)
    }

    fn parse_in(source_name: &str, text: &str, dir: Option<&Path>, depth: usize) -> Result<GpuConfig, ConfigError> {
        let syntax = |e: toml::de::Error| {
            let at = e.span().map(|s| {
                let (l, c) = warpsim_isa::diag::line_col(text, s.start);
                format!(" (line {l}, column {c})")
            });
            let (key, message) = toml_error::describe(text, &e);
            ConfigError {
                source_name: source_name.into(),
                key,
                message: format!("{message}{}", at.unwrap_or_default()),
            }
        };
        let mut doc: toml::Table = toml::from_str(text).map_err(syntax)?;
        let Some(base) = doc.remove("base") else {
            // (Read from the text itself, not the table, so that errors keep their line.)
            let cfg: GpuConfig = toml::from_str(text).map_err(syntax)?;
            cfg.validate(source_name)?;
            return Ok(cfg);
        };
        let at = |key: &str| {
            toml_error::line_col_of(text, key).map(|(l, c)| format!(" (line {l}, column {c})")).unwrap_or_default()
        };
        let err = |key: &str, message: String| ConfigError {
            source_name: source_name.into(),
            key: key.into(),
            message: format!("{message}{}", at(key)),
        };
        let toml::Value::String(base) = base else {
            return Err(err("base", "expected a preset's name or a path to one, as text".into()));
        };
        if depth >= MAX_BASES {
            return Err(err(
                "base",
                format!("`{base}`: presets name bases more than {MAX_BASES} deep (does one name itself?)"),
            ));
        }
        if !doc.contains_key("name") {
            return Err(err("name", format!("a preset with a base (`{base}`) gives its own name")));
        }
        // (An error inside the base names its own file and key; one finding it, this key.)
        let parent = GpuConfig::load_in(&base, dir, depth + 1).map_err(|e| match e.key.as_str() {
            "(name)" | "(file)" => err("base", format!("`{base}`: {}", e.message)),
            _ => e,
        })?;
        let mut merged = match toml::Value::try_from(&parent) {
            Ok(toml::Value::Table(t)) => t,
            _ => return Err(err("base", format!("`{base}` could not be written out as TOML"))),
        };
        lay_over(&mut merged, doc, true);
        let cfg: GpuConfig = toml::Value::Table(merged).try_into().map_err(|e| {
            let (key, message) = toml_error::describe_value(&e);
            err(&key, message)
        })?;
        cfg.validate(source_name)?;
        Ok(cfg)
    }

    /// Checks values that TOML types cannot: positive sizes, consistent limits.
    pub fn validate(&self, source_name: &str) -> Result<(), ConfigError> {
        let err =
            |key: &str, message: String| Err(ConfigError { source_name: source_name.into(), key: key.into(), message });
        let s = &self.sm;
        let positive = [
            ("sm.warp_size", s.warp_size),
            ("sm.max_threads", s.max_threads),
            ("sm.max_warps", s.max_warps),
            ("sm.max_blocks", s.max_blocks),
            ("sm.max_threads_per_block", s.max_threads_per_block),
            ("sm.registers", s.registers),
            ("sm.max_registers_per_thread", s.max_registers_per_thread),
            ("sm.reg_alloc_unit", s.reg_alloc_unit),
            ("sm.warp_alloc_granularity", s.warp_alloc_granularity),
            ("sm.register_subpartitions", s.register_subpartitions),
            ("sm.shared_alloc_unit", s.shared_alloc_unit),
            ("sm.schedulers", s.schedulers),
            ("sm.issue_per_scheduler", s.issue_per_scheduler),
            ("gpu.sms", self.gpu.sms),
            ("memory.shared_banks", self.memory.shared_banks),
            ("memory.pitch_alignment", self.memory.pitch_alignment),
        ];
        for (key, v) in positive {
            if v == 0 {
                return err(key, "must be at least 1".into());
            }
        }
        // The generation rules read the major version (cc 1.x, 2.x and later); a real one is
        // from 1.0 to a two-digit major.
        let [major, minor] = self.gpu.compute_capability;
        if !(1..=99).contains(&major) || minor > 9 {
            return err(
                "gpu.compute_capability",
                format!("[{major}, {minor}] is no compute capability: [major, minor], major 1 to 99, minor 0 to 9"),
            );
        }
        // Upper bounds far above any real part: the simulator allocates per SM, per block slot
        // and per cache line from these, and the occupancy arithmetic stays inside a u32.
        let c = &self.cache;
        let at_most = [
            ("gpu.sms", self.gpu.sms as u64, 1024),
            ("sm.max_blocks", s.max_blocks as u64, 256),
            ("sm.max_threads_per_block", s.max_threads_per_block as u64, 4096),
            ("sm.max_threads", s.max_threads as u64, 1 << 16),
            ("sm.max_warps", s.max_warps as u64, 2048),
            ("sm.registers", s.registers as u64, 1 << 24),
            ("sm.max_registers_per_thread", s.max_registers_per_thread as u64, 1 << 16),
            ("sm.reg_alloc_unit", s.reg_alloc_unit as u64, 1 << 20),
            ("sm.warp_alloc_granularity", s.warp_alloc_granularity as u64, 1024),
            ("sm.shared_bytes", s.shared_bytes as u64, 1 << 24),
            ("sm.shared_alloc_unit", s.shared_alloc_unit as u64, 1 << 20),
            ("sm.shared_reserved_per_block", s.shared_reserved_per_block as u64, 1 << 24),
            ("sm.schedulers", s.schedulers as u64, 64),
            ("sm.issue_per_scheduler", s.issue_per_scheduler as u64, 8),
            ("cache.l1_bytes", c.l1_bytes as u64, 1 << 22),
            ("cache.tex_bytes", c.tex_bytes as u64, 1 << 22),
            ("cache.icache_bytes", c.icache_bytes as u64, 1 << 22),
            ("cache.tex_ways", c.tex_ways as u64, 64),
            ("cache.tex_hit_latency", c.tex_hit_latency as u64, 100_000),
            ("cache.l2_bytes", c.l2_bytes, 1 << 30),
            ("cache.l2_slices", c.l2_slices as u64, 4096),
            ("cache.l1_tag_lines_per_cycle", c.l1_tag_lines_per_cycle as u64, 32),
            ("cache.dram_channels", c.dram_channels as u64, 4096),
            // The stream timeline keeps a queue per engine and per hardware queue.
            ("host.copy_engines", self.host.copy_engines as u64, 64),
            ("host.hw_queues", self.host.hw_queues as u64, 1024),
        ];
        for (key, v, max) in at_most {
            if v > max {
                return err(key, format!("{v} is more than warpsim simulates (at most {max})"));
            }
        }
        // What the SMs' warp slots and L1s hold in all.
        let warps_per_block = s.max_threads_per_block.div_ceil(32) as u64;
        let slots = self.gpu.sms as u64 * s.max_blocks as u64 * warps_per_block;
        if slots > 1 << 22 {
            return err(
                "gpu.sms",
                format!(
                    "{} SMs x {} blocks x {warps_per_block} warps per block is {slots} warp slots, more than warpsim simulates (at most {})",
                    self.gpu.sms,
                    s.max_blocks,
                    1 << 22
                ),
            );
        }
        if self.gpu.sms as u64 * c.l1_bytes as u64 > 1 << 30 {
            return err(
                "cache.l1_bytes",
                format!(
                    "{} SMs x {} bytes of L1 is more than warpsim simulates (at most 1 GiB in all)",
                    self.gpu.sms, c.l1_bytes
                ),
            );
        }
        if s.warp_size != 32 {
            return err("sm.warp_size", format!("warpsim models 32-thread warps, not {}", s.warp_size));
        }
        // max_threads and max_warps x 32 agree on real parts; a sweep may vary one of them, and
        // occupancy then honours the tighter.
        if s.registers % s.register_subpartitions != 0 {
            return err(
                "sm.register_subpartitions",
                format!("{} registers do not split into {} equal slices", s.registers, s.register_subpartitions),
            );
        }
        if s.max_shared_per_block > s.shared_bytes {
            return err(
                "sm.max_shared_per_block",
                format!("{} exceeds the SM's {} bytes", s.max_shared_per_block, s.shared_bytes),
            );
        }
        let t = &self.throughput;
        for (key, v) in [
            ("throughput.int", t.int),
            ("throughput.fp32", t.fp32),
            ("throughput.fp64", t.fp64),
            ("throughput.sfu", t.sfu),
            ("throughput.lsu", t.lsu),
        ] {
            if v == 0 {
                return err(key, "must be at least 1".into());
            }
        }
        if t.alu.is_some_and(|a| a == 0 || a > 64) {
            return err("throughput.alu", "must be from 1 to 64".into());
        }
        if t.imad.is_some_and(|a| a == 0 || a > 64) {
            return err("throughput.imad", "must be from 1 to 64".into());
        }
        if t.shift.is_some_and(|a| a == 0 || a > 64) {
            return err("throughput.shift", "must be from 1 to 64".into());
        }
        if t.shared.is_some_and(|c| c == 0 || c > 64) {
            return err("throughput.shared", "must be from 1 to 64".into());
        }
        if t.sfu_sm.is_some_and(|c| c == 0 || c > 1024) {
            return err("throughput.sfu_sm", "must be from 1 to 1024".into());
        }
        if t.atom == Some(0) || t.atom.is_some_and(|a| a > 10_000) {
            return err("throughput.atom", "must be from 1 to 10000".into());
        }
        if self.latency.predicate_extra.is_some_and(|c| c > 255) {
            return err("latency.predicate_extra", "must be at most 255 cycles".into());
        }
        if self.latency.sfu_fixup.is_some_and(|f| f > 10_000) {
            return err("latency.sfu_fixup", "must be at most 10000 cycles".into());
        }
        if self.latency.branch_back_to_back.is_some_and(|c| c > 10_000) {
            return err("latency.branch_back_to_back", "must be at most 10000 cycles".into());
        }
        if self.latency.bsync.is_some_and(|c| c == 0 || c > 10_000) {
            return err("latency.bsync", "must be from 1 to 10000 cycles".into());
        }
        if self.latency.mul_hi.is_some_and(|c| c == 0 || c > 10_000) {
            return err("latency.mul_hi", "must be from 1 to 10000 cycles".into());
        }
        if t.lsu_sm.is_some_and(|c| c == 0 || c > t.lsu) {
            return err("throughput.lsu_sm", format!("must be from 1 to throughput.lsu ({})", t.lsu));
        }
        if self.sm.register_banks > 32 {
            return err("sm.register_banks", "must be at most 32".into());
        }
        if let Some(name) = &self.sm.scheduler {
            if let Err(e) = crate::timing::SchedulerKind::parse(name) {
                return err("sm.scheduler", e);
            }
        }
        if t.lsu_sm_warp_passes > 64 {
            return err("throughput.lsu_sm_warp_passes", "must be at most 64".into());
        }
        if t.lsu_sm_warp_passes > 0 && t.lsu_sm.is_none() {
            return err("throughput.lsu_sm_warp_passes", "needs throughput.lsu_sm (the SM's load/store pipe)".into());
        }
        if t.lsu_warp > 1024 {
            return err("throughput.lsu_warp", "must be at most 1024 cycles".into());
        }
        if t.lsu_queue > 1024 {
            return err("throughput.lsu_queue", "must be at most 1024 cycles".into());
        }
        let q = &self.sequences;
        for (key, v) in [
            ("sequences.mul32", q.mul32),
            ("sequences.mul_hi", q.mul_hi),
            ("sequences.mul24", q.mul24),
            ("sequences.div", q.div),
            ("sequences.rem", q.rem),
            ("sequences.div_const", q.div_const),
            ("sequences.rem_const", q.rem_const),
            ("sequences.sdiv", q.sdiv()),
            ("sequences.srem", q.srem()),
            ("sequences.sdiv_const", q.sdiv_const()),
            ("sequences.srem_const", q.srem_const()),
            ("sequences.div64", q.div64()),
            ("sequences.sdiv64", q.sdiv64()),
            ("sequences.sdiv_pow2", q.sdiv_pow2.unwrap_or(0)),
            ("sequences.srem_pow2", q.srem_pow2.unwrap_or(0)),
            ("sequences.fdiv", q.fdiv),
            ("sequences.ddiv", q.ddiv),
        ] {
            if v > 10_000 {
                return err(key, format!("{v} cycles: must be at most 10000"));
            }
        }
        if c.l1_bytes > 0 && (!matches!(c.l1_line, 32 | 64 | 128) || c.l1_bytes % (c.l1_line * 4) != 0) {
            return err("cache.l1_line", "must be 32, 64 or 128 bytes, dividing l1_bytes into 4-way sets".into());
        }
        if c.icache_bytes > 0 && c.icache_bytes % (128 * 8) != 0 {
            return err("cache.icache_bytes", "must be a multiple of 1024 (8-way sets of 128-byte lines)".into());
        }
        if !(0.0..=10_000.0).contains(&c.icache_fill_cycles) {
            return err("cache.icache_fill_cycles", "must be from 0 to 10000 cycles".into());
        }
        if self.gpu.sms as u64 * c.icache_bytes as u64 > 1 << 30 {
            return err("cache.icache_bytes", "more than warpsim simulates (at most 1 GiB over all SMs)".into());
        }
        if c.icache_bytes > 0 && c.icache_fill_cycles == 0.0 {
            return err("cache.icache_fill_cycles", "must be above 0 where icache_bytes is set".into());
        }
        if c.tex_bytes > 0 && (c.tex_ways == 0 || c.tex_bytes % (32 * c.tex_ways) != 0) {
            return err("cache.tex_ways", "must be at least 1 and divide tex_bytes into sets of 32-byte lines".into());
        }
        if self.gpu.sms as u64 * c.tex_bytes as u64 > 1 << 30 {
            return err("cache.tex_bytes", "more than warpsim simulates (at most 1 GiB over all SMs)".into());
        }
        if self.throughput.tex.is_some_and(|t| t == 0 || t > 10_000) {
            return err("throughput.tex", "must be from 1 to 10000 cycles".into());
        }
        if !(0.0..=64.0).contains(&c.l1_tag_access_cycles) {
            return err("cache.l1_tag_access_cycles", "must be from 0 to 64 cycles".into());
        }
        if c.l1_tag_access_cycles > 0.0 && self.throughput.lsu_sm.is_none() {
            return err("cache.l1_tag_access_cycles", "needs throughput.lsu_sm (the SM's load/store pipe)".into());
        }
        if c.l1_tag_lines_per_cycle == 0 {
            return err("cache.l1_tag_lines_per_cycle", "must be at least 1".into());
        }
        if c.l1_bytes > 0 && c.l1_mshrs == 0 {
            return err("cache.l1_mshrs", "must be at least 1 where there is an L1".into());
        }
        if c.l2_bytes > 0 && (c.l2_slices == 0 || c.l2_bytes % (c.l2_slices as u64 * 128) != 0) {
            return err("cache.l2_slices", "must be at least 1 and divide l2_bytes into 128-byte lines".into());
        }
        // Rates and factors are bounded so that queue times stay far inside a u64 of cycles.
        let b = c.l2_slice_bytes_per_cycle;
        if !(b == 0.0 || (MIN_BYTES_PER_CYCLE..=MAX_BYTES_PER_CYCLE).contains(&b)) {
            return err(
                "cache.l2_slice_bytes_per_cycle",
                format!("must be 0 (unlimited) or from {MIN_BYTES_PER_CYCLE} to {MAX_BYTES_PER_CYCLE}"),
            );
        }
        if ![32, 64, 128].contains(&c.l2_fetch_bytes) {
            return err("cache.l2_fetch_bytes", "must be 32, 64 or 128 (a sector, a half line, a line)".into());
        }
        if c.l2_fetch_bytes != 32 && c.l2_bytes == 0 {
            return err(
                "cache.l2_fetch_bytes",
                "needs an L2 (cache.l2_bytes): without one a miss reads its sector".into(),
            );
        }
        if c.dram_burst_bytes > 4096 {
            return err("cache.dram_burst_bytes", "must be at most 4096".into());
        }
        if !(0.0..=10_000.0).contains(&c.dram_block_cycles) {
            return err("cache.dram_block_cycles", "must be from 0 to 10000".into());
        }
        if !(1..=64).contains(&c.dram_open_blocks) {
            return err("cache.dram_open_blocks", "must be from 1 to 64".into());
        }
        if c.l2_write_back_queue > 0 && !(c.l2_write_back && c.l2_bytes > 0) {
            return err(
                "cache.l2_write_back_queue",
                "needs a write-back L2 (cache.l2_write_back, cache.l2_bytes)".into(),
            );
        }
        if c.l2_write_back_queue as u64 > c.l2_bytes / 128 {
            return err("cache.l2_write_back_queue", format!("must be at most the L2's {} lines", c.l2_bytes / 128));
        }
        if c.l2_partial_lines as u64 > c.l2_bytes / 128 {
            return err("cache.l2_partial_lines", format!("must be at most the L2's {} lines", c.l2_bytes / 128));
        }
        if !(1.0..=1000.0).contains(&c.l2_partial_write_factor) {
            return err("cache.l2_partial_write_factor", "must be from 1 to 1000".into());
        }
        if !(1.0..=1000.0).contains(&c.l2_write_factor) {
            return err("cache.l2_write_factor", "must be from 1 to 1000".into());
        }
        if !(0.0..=1000.0).contains(&c.l2_write_request_cycles) {
            return err("cache.l2_write_request_cycles", "must be from 0 to 1000".into());
        }
        if let Some(a) = c.l2_atomic_cycles {
            if !(0.0..=1000.0).contains(&a) {
                return err("cache.l2_atomic_cycles", "must be from 0 to 1000".into());
            }
        }
        for (key, v) in
            [("cache.sm_store_cycles", c.sm_store_cycles), ("cache.sm_store_partial_cycles", c.sm_store_partial_cycles)]
        {
            if !(0.0..=1000.0).contains(&v) {
                return err(key, "must be from 0 to 1000 cycles".into());
            }
        }
        if c.sm_store_queue > 4096 {
            return err("cache.sm_store_queue", "must be at most 4096 stores".into());
        }
        if c.l2_atomic_latency.is_some_and(|l| l > 100_000) {
            return err("cache.l2_atomic_latency", "must be at most 100000 cycles".into());
        }
        if c.dram_channels == 0 {
            return err("cache.dram_channels", "must be at least 1".into());
        }
        if let Some(m) = bad_points(&c.dram_loaded_latency, "utilisation", 100.0, false) {
            return err("cache.dram_loaded_latency", m);
        }
        let spread = &c.dram_latency_spread;
        if let Some(m) = bad_points(spread, "quantile", 1.0, true) {
            return err("cache.dram_latency_spread", m);
        }
        if let (Some(first), Some(last)) = (spread.first(), spread.last()) {
            if first[0] != 0.0 || last[0] != 1.0 {
                return err(
                    "cache.dram_latency_spread",
                    "the first point's quantile must be 0 and the last's 1".into(),
                );
            }
        }
        if !(0.0..=100.0).contains(&c.dram_write_weight) {
            return err("cache.dram_write_weight", "must be from 0 to 100".into());
        }
        if !(MIN_BYTES_PER_CYCLE..=MAX_BYTES_PER_CYCLE).contains(&c.dram_bytes_per_cycle) {
            return err(
                "cache.dram_bytes_per_cycle",
                format!("must be from {MIN_BYTES_PER_CYCLE} to {MAX_BYTES_PER_CYCLE}"),
            );
        }
        if !matches!(self.memory.shared_banks, 16 | 32) {
            return err("memory.shared_banks", format!("{} banks: warpsim models 16 or 32", self.memory.shared_banks));
        }
        let h = &self.host;
        if h.hw_queues == 0 {
            return err("host.hw_queues", "must be at least 1".into());
        }
        if h.concurrent_kernels == 0 {
            return err("host.concurrent_kernels", "must be at least 1".into());
        }
        // Bounded, like the memory rates, so that times stay far inside a u64 of cycles.
        for (key, v) in [("host.pinned_gbps", h.pinned_gbps), ("host.pageable_gbps", h.pageable_gbps)] {
            if !(0.001..=1e6).contains(&v) {
                return err(key, "must be from 0.001 to 1000000 GB/s".into());
            }
        }
        for (key, v) in [
            ("host.copy_latency_us", h.copy_latency_us),
            ("host.launch_api_us", h.launch_api_us),
            ("host.copy_api_us", h.copy_api_us),
            ("host.launch_latency_us", h.launch_latency_us),
        ] {
            if !(0.0..=1e6).contains(&v) {
                return err(key, "must be from 0 to 1000000 us".into());
            }
        }
        if !(0.0..=1e6).contains(&self.gpu.block_launch_cycles) {
            return err("gpu.block_launch_cycles", "must be from 0 (unlimited) to 1000000 cycles".into());
        }
        if self.gpu.block_turnaround_cycles > 1_000_000 {
            return err("gpu.block_turnaround_cycles", "must be from 0 (at once) to 1000000 cycles".into());
        }
        if self.gpu.launch_write_tail_cycles > 1_000_000 {
            return err("gpu.launch_write_tail_cycles", "must be from 0 (none) to 1000000 cycles".into());
        }
        if !(1.0..=1e5).contains(&self.gpu.clock_mhz) {
            return err("gpu.clock_mhz", "must be from 1 to 100000 MHz".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_preset_loads() {
        for (name, _) in BUILTIN {
            let cfg = GpuConfig::load(name).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(&cfg.name, name);
        }
    }

    #[test]
    fn keys_a_preset_leaves_out_can_be_set() {
        // `default` writes out neither its scheduler (optional) nor its register banks (0).
        let mut g = GpuConfig::load("default").unwrap();
        g.set("sm.scheduler", "lrr").unwrap();
        assert_eq!(g.scheduler(), "lrr");
        g.set("sm.register_banks", "2").unwrap();
        assert_eq!(g.sm.register_banks, 2);
        // A number: as an integer or with a fraction.
        let mut v = GpuConfig::load("volta").unwrap();
        v.set("throughput.lsu_sm", "1").unwrap();
        v.set("cache.l1_tag_access_cycles", "1").unwrap();
        assert_eq!(v.cache.l1_tag_access_cycles, 1.0);
        v.set("cache.l1_tag_access_cycles", "0.57").unwrap();
        assert_eq!(v.cache.l1_tag_access_cycles, 0.57);
        // Validated as any other key.
        let e = g.set("sm.scheduler", "bogus").unwrap_err();
        assert_eq!(e.key, "sm.scheduler");
        assert!(e.message.contains("unknown scheduler `bogus`"), "{}", e.message);
        let e = GpuConfig::load("default").unwrap().set("sm.register_banks", "abc").unwrap_err();
        assert_eq!(e.key, "sm.register_banks");
        assert!(e.message.contains("expected u32"), "{}", e.message);
        // A key no preset has is still refused, with a hint from keys left out too.
        let mut d = GpuConfig::load("default").unwrap();
        assert_eq!(d.set("sm.zzzzzz", "1").unwrap_err().message, "no key `zzzzzz` in [sm]");
        assert_eq!(
            d.set("sm.schedulr", "lrr").unwrap_err().message,
            "no key `schedulr` in [sm] (did you mean `scheduler`?)"
        );
        assert_eq!(d, GpuConfig::load("default").unwrap());
    }

    #[test]
    fn a_bound_on_lines_in_part_fits_the_l2() {
        let mut v = GpuConfig::load("volta").unwrap();
        assert!(!v.cache.l2_partial_sector_reads);
        v.set_all(&[("cache.l2_partial_sector_reads", "true"), ("cache.l2_partial_lines", "100")]).unwrap();
        let lines = v.cache.l2_bytes / 128;
        let e = v.set("cache.l2_partial_lines", &(lines + 1).to_string()).unwrap_err();
        assert_eq!(e.key, "cache.l2_partial_lines");
        v.set("cache.l2_partial_lines", &lines.to_string()).unwrap();
        // `hopper` without sectors held in part takes one key (the bound is then unused).
        let mut h = GpuConfig::load("hopper").unwrap();
        assert!(h.cache.l2_partial_sector_reads);
        assert_eq!(h.cache.l2_partial_lines, 43_000);
        h.set("cache.l2_partial_sector_reads", "false").unwrap();
    }

    #[test]
    fn dram_bursts_and_blocks_are_bounded() {
        let d = GpuConfig::load("default").unwrap();
        for (key, bad) in [
            ("cache.dram_burst_bytes", "4097"),
            ("cache.dram_block_cycles", "-1"),
            ("cache.dram_block_cycles", "10001"),
            ("cache.dram_open_blocks", "0"),
            ("cache.dram_open_blocks", "65"),
        ] {
            assert_eq!(d.clone().set(key, bad).unwrap_err().key, key, "{key} = {bad}");
        }
        let h = GpuConfig::load("hopper").unwrap();
        assert_eq!((h.cache.dram_burst_bytes, h.cache.dram_block_cycles, h.cache.dram_open_blocks), (64, 1.14, 16));
        assert_eq!((d.cache.dram_burst_bytes, d.cache.dram_block_cycles, d.cache.dram_open_blocks), (0, 0.0, 1));
    }

    #[test]
    fn a_bound_on_write_backs_needs_a_write_back_l2_and_fits_it() {
        let mut d = GpuConfig::load("default").unwrap();
        let e = d.set_all(&[("cache.l2_write_back", "false"), ("cache.l2_write_back_queue", "10")]).unwrap_err();
        assert_eq!(e.key, "cache.l2_write_back_queue");
        assert!(e.message.contains("needs a write-back L2"), "{}", e.message);
        d.set_all(&[("cache.l2_write_back", "true"), ("cache.l2_write_back_queue", "10")]).unwrap();
        let lines = d.cache.l2_bytes / 128;
        let e = d.set("cache.l2_write_back_queue", &(lines + 1).to_string()).unwrap_err();
        assert_eq!(
            (e.key.as_str(), e.message),
            ("cache.l2_write_back_queue", format!("must be at most the L2's {lines} lines"))
        );
        let g = GpuConfig::load("g80").unwrap();
        assert_eq!(g.cache.l2_bytes, 0);
        assert_eq!(g.clone().set("cache.l2_write_back_queue", "1").unwrap_err().key, "cache.l2_write_back_queue");
        assert_eq!(GpuConfig::load("hopper").unwrap().cache.l2_write_back_queue, 60_000);
    }

    #[test]
    fn keys_that_must_agree_are_set_together() {
        // 60 MiB splits into 120 slices of 512 KB, not 100; 50 MB into 100, not 120: one key at
        // a time fails whichever goes first.
        let h = GpuConfig::load("hopper").unwrap();
        assert_eq!(h.clone().set("cache.l2_bytes", "62914560").unwrap_err().key, "cache.l2_slices");
        assert_eq!(h.clone().set("cache.l2_slices", "120").unwrap_err().key, "cache.l2_slices");
        for pairs in [
            [("cache.l2_bytes", "62914560"), ("cache.l2_slices", "120")],
            [("cache.l2_slices", "120"), ("cache.l2_bytes", "62914560")],
        ] {
            let mut g = h.clone();
            g.set_all(&pairs).unwrap();
            assert_eq!((g.cache.l2_bytes, g.cache.l2_slices), (62914560, 120));
        }
        // A bad name or value, or a result that does not hold together, changes nothing.
        let mut g = h.clone();
        assert_eq!(g.set_all(&[("sm.max_warps", "16"), ("cache.l2_slicez", "1")]).unwrap_err().key, "cache.l2_slicez");
        assert_eq!(
            g.set_all(&[("sm.max_warps", "16"), ("cache.l2_bytes", "62914560")]).unwrap_err().key,
            "cache.l2_slices"
        );
        assert_eq!(g, h);
        g.set_all::<&str, &str>(&[]).unwrap();
        assert_eq!(g, h);
    }

    #[test]
    fn curves_and_other_arrays_are_set_as_toml_arrays() {
        let mut h = GpuConfig::load("hopper").unwrap();
        // A curve the preset has: replaced, or emptied (no loaded latency).
        h.set("cache.dram_loaded_latency", "[[0.5, 10.0], [1.0, 400]]").unwrap();
        assert_eq!(h.cache.dram_loaded_latency, vec![[0.5, 10.0], [1.0, 400.0]]);
        h.set("cache.dram_loaded_latency", "[]").unwrap();
        assert!(h.cache.dram_loaded_latency.is_empty());
        // One a preset leaves out, set and validated like any other key.
        let mut v = GpuConfig::load("volta").unwrap();
        assert!(v.cache.dram_latency_spread.is_empty());
        v.set("cache.dram_latency_spread", "[[0.0, 500.0], [1.0, 900.0]]").unwrap();
        assert_eq!(v.cache.dram_latency_spread, vec![[0.0, 500.0], [1.0, 900.0]]);
        let e = v.set("cache.dram_latency_spread", "[[1.0, 500.0], [0.0, 900.0]]").unwrap_err();
        assert_eq!(e.key, "cache.dram_latency_spread");
        // Not an array, or not TOML: the key and what is wrong; nothing changes.
        let e = h.set("cache.dram_loaded_latency", "7").unwrap_err();
        assert_eq!(e.key, "cache.dram_loaded_latency");
        assert!(e.message.contains("not an array"), "{}", e.message);
        let e = h.set("cache.dram_loaded_latency", "[[0.5, 10.0]").unwrap_err();
        assert!(e.message.contains("not a TOML array"), "{}", e.message);
        let e = h.set("cache.dram_loaded_latency", "[]\nsm.max_warps = 1").unwrap_err();
        assert!(e.message.contains("not a TOML array: one value expected"), "{}", e.message);
        let e = h.set("cache.dram_loaded_latency", "[[0.5, \"x\"]]").unwrap_err();
        assert_eq!(e.key, "cache.dram_loaded_latency");
        assert!(h.cache.dram_loaded_latency.is_empty());
    }

    #[test]
    fn keys_can_be_set_by_name() {
        let mut g = GpuConfig::load("volta").unwrap();
        g.set("sm.max_warps", "16").unwrap();
        assert_eq!(g.sm.max_warps, 16);
        g.set("cache.dram_bytes_per_cycle", "100.5").unwrap();
        assert_eq!(g.cache.dram_bytes_per_cycle, 100.5);
        assert_eq!(
            g.set("sm.max_warpz", "16").unwrap_err().message,
            "no key `max_warpz` in [sm] (did you mean `max_warps`?)"
        );
        assert_eq!(g.set("sm.zzzzzz", "16").unwrap_err().message, "no key `zzzzzz` in [sm]");
        assert!(g.set("sm.max_warps", "many").unwrap_err().message.contains("not an integer"));
        assert_eq!(g.set("sm.schedulers", "0").unwrap_err().key, "sm.schedulers");
        assert_eq!(g.set("cache.l1_mshrs", "0").unwrap_err().key, "cache.l1_mshrs");
        g.set("cache.l1_bytes", "0").unwrap();
        g.set("cache.l1_mshrs", "0").unwrap();
        // 6 MB in 128-byte lines splits into 64 or 3 slices, not 0 or 7.
        g.set("cache.l2_slices", "3").unwrap();
        assert_eq!(g.set("cache.l2_slices", "0").unwrap_err().key, "cache.l2_slices");
        assert_eq!(g.set("cache.l2_slices", "7").unwrap_err().key, "cache.l2_slices");
        g.set("cache.l1_tag_lines_per_cycle", "2").unwrap();
        for bad in ["0", "33"] {
            assert_eq!(g.set("cache.l1_tag_lines_per_cycle", bad).unwrap_err().key, "cache.l1_tag_lines_per_cycle");
        }
        for bad in ["-1", "101", "NaN"] {
            assert_eq!(g.set("cache.dram_write_weight", bad).unwrap_err().key, "cache.dram_write_weight");
        }
        for (key, bad) in [
            ("cache.l2_write_factor", "0.5"),
            ("cache.l2_write_factor", "NaN"),
            ("cache.l2_write_request_cycles", "-1"),
        ] {
            assert_eq!(g.set(key, bad).unwrap_err().key, key);
        }
        g.set("cache.l2_write_factor", "3").unwrap();
        g.set("cache.l2_write_request_cycles", "1.25").unwrap();
        for bad in [
            vec![[0.0, 0.0]],
            vec![[0.5, 0.0], [0.5, 10.0]],
            vec![[0.5, 0.0], [0.2, 10.0]],
            vec![[-0.1, 0.0], [1.0, 10.0]],
            vec![[0.0, 0.0], [1.0, f64::NAN]],
            vec![[0.0, 0.0], [1.0, -1.0]],
        ] {
            let mut c = g.clone();
            c.cache.dram_loaded_latency = bad.clone();
            assert_eq!(c.validate("test").unwrap_err().key, "cache.dram_loaded_latency", "{bad:?}");
        }
        // A latency spread's quantiles run from 0 to 1, rising, and its cycles do not fall.
        for bad in [
            vec![[0.0, 500.0]],
            vec![[0.0, 500.0], [0.5, 600.0]],
            vec![[0.1, 500.0], [1.0, 600.0]],
            vec![[0.0, 500.0], [0.5, 600.0], [0.5, 700.0], [1.0, 800.0]],
            vec![[0.0, 500.0], [0.5, 700.0], [1.0, 600.0]],
            vec![[0.0, 500.0], [1.0, f64::NAN]],
            vec![[0.0, -1.0], [1.0, 600.0]],
        ] {
            let mut c = g.clone();
            c.cache.dram_latency_spread = bad.clone();
            assert_eq!(c.validate("test").unwrap_err().key, "cache.dram_latency_spread", "{bad:?}");
        }
        let mut c = g.clone();
        c.cache.dram_latency_spread = vec![[0.0, 500.0], [0.5, 500.0], [1.0, 900.0]];
        c.validate("test").unwrap();
        for bad in ["-1", "1e-300", "inf", "NaN"] {
            assert_eq!(g.set("cache.l2_slice_bytes_per_cycle", bad).unwrap_err().key, "cache.l2_slice_bytes_per_cycle");
            assert_eq!(g.set("cache.dram_bytes_per_cycle", bad).unwrap_err().key, "cache.dram_bytes_per_cycle");
        }
        for (key, bad) in [
            ("host.pinned_gbps", "1e-300"),
            ("host.pageable_gbps", "0"),
            ("host.copy_latency_us", "1e300"),
            ("host.launch_api_us", "-1"),
            ("gpu.clock_mhz", "1e-300"),
            ("gpu.clock_mhz", "1e300"),
            ("gpu.clock_mhz", "NaN"),
        ] {
            assert_eq!(g.set(key, bad).unwrap_err().key, key, "{key} = {bad}");
        }
        for bad in ["0.5", "1e300", "NaN"] {
            assert_eq!(g.set("cache.l2_partial_write_factor", bad).unwrap_err().key, "cache.l2_partial_write_factor");
        }
        for bad in ["0", "16", "96", "256", "-32", "NaN"] {
            assert_eq!(g.set("cache.l2_fetch_bytes", bad).unwrap_err().key, "cache.l2_fetch_bytes", "{bad}");
        }
        for good in ["64", "128", "32"] {
            g.set("cache.l2_fetch_bytes", good).unwrap();
        }
        let mut g80 = GpuConfig::load("g80").unwrap();
        assert_eq!(g80.set("cache.l2_fetch_bytes", "64").unwrap_err().key, "cache.l2_fetch_bytes");
        g.set("sequences.div", "10000").unwrap();
        assert_eq!(g.set("sequences.div", "10001").unwrap_err().key, "sequences.div");
        // The atomic keys exist on hopper, which gives them all.
        let mut h = GpuConfig::load("hopper").unwrap();
        for (key, bad) in [
            ("throughput.atom", "0"),
            ("throughput.atom", "10001"),
            ("cache.l2_atomic_cycles", "-1"),
            ("cache.l2_atomic_cycles", "NaN"),
            ("cache.l2_atomic_latency", "100001"),
            ("sequences.div64", "10001"),
            ("sequences.sdiv_pow2", "10001"),
            ("latency.sfu_fixup", "10001"),
            ("latency.predicate_extra", "256"),
            ("latency.branch_back_to_back", "10001"),
            ("latency.bsync", "0"),
            ("latency.bsync", "10001"),
            ("latency.mul_hi", "0"),
            ("latency.mul_hi", "10001"),
            ("throughput.lsu_sm", "0"),
            ("throughput.lsu_sm", "3"),
            ("throughput.shift", "0"),
            ("throughput.shift", "65"),
            ("throughput.sfu_sm", "0"),
            ("throughput.sfu_sm", "1025"),
            ("throughput.shared", "0"),
            ("throughput.shared", "65"),
            ("throughput.lsu_warp", "1025"),
            ("throughput.lsu_sm_warp_passes", "65"),
            ("throughput.alu", "0"),
            ("throughput.alu", "65"),
            ("throughput.imad", "0"),
            ("throughput.imad", "65"),
            ("sm.register_banks", "33"),
            ("sequences.srem_pow2", "10001"),
            ("cache.sm_store_cycles", "-1"),
            ("cache.sm_store_cycles", "NaN"),
            ("cache.sm_store_partial_cycles", "1001"),
            ("cache.sm_store_queue", "4097"),
            ("cache.l1_tag_access_cycles", "-0.5"),
            ("cache.l1_tag_access_cycles", "65"),
            ("cache.l1_tag_access_cycles", "NaN"),
        ] {
            assert_eq!(h.set(key, bad).unwrap_err().key, key, "{key} = {bad}");
        }
        h.set("throughput.atom", "1").unwrap();
        // (An optional key a preset leaves out can be set, here on `volta`'s base.)
        let mut v = GpuConfig::load("volta").unwrap();
        v.set("throughput.alu", "2").unwrap();
        assert_eq!(v.throughput.alu, Some(2));
        // Without `alu`, `imad` prices the integer unit's multiplies.
        GpuConfig::load("volta").unwrap().set("throughput.imad", "4").unwrap();
        h.set("throughput.int_to_float", "sfu").unwrap();
        assert_eq!(h.throughput.int_to_float, Some(ConvertUnit::Sfu));
        let e = h.set("throughput.int_to_float", "fp64").unwrap_err();
        assert!(e.key == "throughput.int_to_float" && e.message.contains("`sfu` or `int`"), "{e}");
        h.set("cache.l2_atomic_cycles", "0").unwrap();
        // A preset's scheduler is one `--scheduler` takes.
        assert_eq!(h.scheduler(), "gtrr");
        assert_eq!(g.scheduler(), "gto");
        let e = h.set("sm.scheduler", "ggtrr").unwrap_err();
        assert!(e.key == "sm.scheduler" && e.message.contains("unknown scheduler `ggtrr`"), "{e}");
        h.set("sm.scheduler", "two-level:4").unwrap();
        assert_eq!(h.scheduler(), "two-level:4");
        g.set("sequences.holds", "alus").unwrap();
        assert_eq!(g.sequences.holds, SequenceHolds::Alus);
        let e = g.set("sequences.holds", "warp").unwrap_err();
        assert!(e.key == "sequences.holds" && e.message.contains("`scheduler` or `alus`"), "{e}");
        // A user preset without the table: no sequences.
        let plain = BUILTIN.iter().find(|(n, _)| *n == "g80").unwrap().1;
        let plain = &plain[..plain.find("\n[sequences]").unwrap()];
        let rest = &BUILTIN.iter().find(|(n, _)| *n == "g80").unwrap().1[plain.len()..];
        let rest = &rest[rest.find("\n[cache]").unwrap()..];
        let c = GpuConfig::parse("no-sequences", &format!("{plain}{rest}")).unwrap();
        assert_eq!(c.sequences, SequencesConfig::default());
        g.set("cache.l2_slice_bytes_per_cycle", "0").unwrap();
        // A user preset written before slices existed: one slice, unlimited.
        let old = BUILTIN[0].1.replace("l2_slices", "# l2_slices").replace("l2_slice_bytes_per_cycle", "# x");
        let c = GpuConfig::parse("old", &old).unwrap().cache;
        assert_eq!((c.l2_slices, c.l2_slice_bytes_per_cycle), (1, 0.0));
    }

    #[test]
    fn bad_presets_name_the_key() {
        let text = BUILTIN[0].1.replace("register_subpartitions = 4", "register_subpartitions = 3");
        let e = GpuConfig::parse("x", &text).unwrap_err();
        assert_eq!(e.key, "sm.register_subpartitions");
        let text = BUILTIN[0].1.replace("schedulers = ", "shedulers = ");
        let e = GpuConfig::parse("x", &text).unwrap_err();
        // A parse error names the key too, with the nearest allowed name.
        assert_eq!(e.key, "sm.shedulers");
        assert!(
            e.message.starts_with("unknown field `shedulers` (did you mean `schedulers`?), expected one of"),
            "{e}"
        );
        let text = BUILTIN[0].1.replace("coalescing = \"sectors32\"", "coalescing = \"sector32\"");
        let e = GpuConfig::parse("x", &text).unwrap_err();
        assert_eq!(e.key, "memory.coalescing");
        assert!(e.message.starts_with("unknown variant `sector32` (did you mean `sectors32`?)"), "{e}");
        assert!(GpuConfig::load("nope").unwrap_err().message.contains("built in: default"));
        let mut g = GpuConfig::load("volta").unwrap();
        for bad in ["[0, 0]", "[4294967295, 1]", "[7, 10]"] {
            let e = g.set("gpu.compute_capability", bad).unwrap_err();
            assert_eq!(e.key, "gpu.compute_capability", "{bad}");
            assert!(e.message.contains("is no compute capability"), "{e}");
        }
        g.set("gpu.compute_capability", "[1, 3]").unwrap();
        assert_eq!(g.gpu.compute_capability, [1, 3]);
    }

    #[test]
    fn a_preset_with_a_base_is_that_preset_with_its_own_keys_laid_over() {
        // Naming itself only, it is its base.
        assert_eq!(
            GpuConfig::parse("x", "base = \"hopper\"\nname = \"hopper\"\n").unwrap(),
            GpuConfig::load("hopper").unwrap()
        );
        // Its own keys replace the base's, key by key in each table; its sources follow the base's.
        let text =
            "base = \"hopper\"\nname = \"small\"\nsources = [\"mine\"]\n[gpu]\nsms = 8\n[cache]\ndram_channels = 8\n";
        let (small, hopper) = (GpuConfig::parse("x", text).unwrap(), GpuConfig::load("hopper").unwrap());
        assert_eq!((small.name.as_str(), small.gpu.sms, small.cache.dram_channels), ("small", 8, 8));
        assert_eq!((small.gpu.clock_mhz, small.cache.l2_bytes), (hopper.gpu.clock_mhz, hopper.cache.l2_bytes));
        assert_eq!(small.description, hopper.description);
        assert_eq!(small.sources[..hopper.sources.len()], hopper.sources[..]);
        assert_eq!(small.sources[hopper.sources.len()..], ["mine".to_string()]);
        // The built-in h200 is hopper with the H200's memory.
        let h200 = GpuConfig::load("h200").unwrap();
        assert_eq!((h200.gpu.sms, h200.sm, h200.latency), (hopper.gpu.sms, hopper.sm.clone(), hopper.latency.clone()));
        assert_eq!((h200.cache.l2_bytes, h200.cache.l2_slices, h200.cache.dram_channels), (62_914_560, 120, 96));
        assert!(h200.cache.dram_bytes_per_cycle > hopper.cache.dram_bytes_per_cycle);
    }

    #[test]
    fn a_preset_with_a_bad_base_or_bad_keys_names_the_key_and_line() {
        let e = |text: &str| GpuConfig::parse("x.toml", text).unwrap_err();
        let bad = e("base = \"hopper\"\n");
        assert_eq!(bad.key, "name");
        let bad = e("name = \"n\"\nbase = 3\n");
        assert_eq!((bad.key.as_str(), bad.message.ends_with("(line 2, column 1)")), ("base", true), "{bad}");
        let bad = e("name = \"n\"\nbase = \"hoper\"\n");
        assert_eq!(bad.key, "base");
        assert!(bad.message.contains("no such preset (did you mean `hopper`?"), "{bad}");
        // A value of the wrong type, an unknown key and a bad value, each at its line.
        let bad = e("base = \"hopper\"\nname = \"n\"\n\n[sm]\nmax_warps = \"many\"\n");
        assert_eq!(bad.key, "sm.max_warps");
        assert!(bad.message.contains("invalid type") && bad.message.ends_with("(line 5, column 1)"), "{bad}");
        let bad = e("base = \"hopper\"\nname = \"n\"\n[cache]\n  l2_bytez = 1\n");
        assert_eq!(bad.key, "cache.l2_bytez");
        assert!(
            bad.message.contains("(did you mean `l2_bytes`?)") && bad.message.ends_with("(line 4, column 3)"),
            "{bad}"
        );
        assert_eq!(e("base = \"hopper\"\nname = \"n\"\n[sm]\nmax_warps = 0\n").key, "sm.max_warps");
        // A syntax error is the text's own, wherever the base is.
        assert!(e("base = \"hopper\"\nname = \n").message.contains("line 2"));
    }

    proptest::proptest! {
        /// Preset files laid over `hopper` from keys real and misspelt, values of every type and
        /// none, tables real and not: each loads or is an error naming a key, never a panic; an
        /// error at a key the file writes says where.
        #[test]
        fn any_preset_over_a_base_loads_or_names_the_key(
            lines in proptest::collection::vec((0usize..6, 0usize..10, 0usize..8), 0..8),
        ) {
            const TABLES: [&str; 6] = ["gpu", "sm", "cache", "memory", "latency", "nosuch"];
            const KEYS: [&str; 10] =
                ["sms", "max_warps", "l2_bytes", "l2_slices", "dram_loaded_latency", "coalescing", "alu", "base", "name", "smz"];
            const VALUES: [&str; 8] = ["0", "7", "-1", "1.5", "\"x\"", "[[0.5, 1.0]]", "true", "{ a = 1 }"];
            let mut text = String::from("base = \"hopper\"\nname = \"p\"\n");
            let mut table = "";
            for (t, k, v) in lines {
                if TABLES[t] != table {
                    table = TABLES[t];
                    text += &format!("[{table}]\n");
                }
                text += &format!("{} = {}\n", KEYS[k], VALUES[v]);
            }
            match GpuConfig::parse("p.toml", &text) {
                Ok(cfg) => proptest::prop_assert_eq!(cfg.name, "p"),
                Err(e) => {
                    proptest::prop_assert!(!e.key.is_empty(), "{}", e);
                    let typed = e.message.contains("invalid type") || e.message.contains("unknown field");
                    if typed && toml_error::line_col_of(&text, &e.key).is_some() {
                        proptest::prop_assert!(e.message.contains("(line"), "{}\n{}", e, text);
                    }
                }
            }
        }
    }

    #[test]
    fn a_base_path_is_taken_from_the_presets_own_directory_and_loops_end() {
        let dir = std::env::temp_dir().join(format!("warpsim-base-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.toml"), "base = \"hopper\"\nname = \"a\"\n[gpu]\nsms = 2\n").unwrap();
        std::fs::write(dir.join("b.toml"), "base = \"a.toml\"\nname = \"b\"\n[gpu]\nclock_mhz = 1000.0\n").unwrap();
        std::fs::write(dir.join("loop.toml"), "base = \"loop.toml\"\nname = \"l\"\n").unwrap();
        let b = GpuConfig::load(dir.join("b.toml").to_str().unwrap()).unwrap();
        assert_eq!((b.name.as_str(), b.gpu.sms, b.gpu.clock_mhz), ("b", 2, 1000.0));
        let e = GpuConfig::load(dir.join("loop.toml").to_str().unwrap()).unwrap_err();
        assert_eq!(e.key, "base");
        assert!(e.message.contains("more than 8 deep"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn sizes_beyond_what_warpsim_simulates_name_the_key() {
        // Each at its bound is accepted, one more is refused naming the key (before anything
        // is allocated from it).
        for (key, max) in [
            ("gpu.sms", 1024u64),
            ("sm.max_blocks", 256),
            ("sm.max_threads_per_block", 4096),
            ("sm.schedulers", 64),
            ("sm.issue_per_scheduler", 8),
            ("sm.shared_bytes", 1 << 24),
            ("sm.reg_alloc_unit", 1 << 20),
            ("cache.l2_bytes", 1 << 30),
            ("cache.l2_slices", 4096),
            ("cache.dram_channels", 4096),
            ("host.copy_engines", 64),
            ("host.hw_queues", 1024),
        ] {
            let mut g = GpuConfig::load("default").unwrap();
            if key == "sm.shared_bytes" {
                g.set("sm.max_shared_per_block", "0").unwrap();
            }
            if key == "cache.l2_slices" {
                g.set("cache.l2_bytes", &(1u64 << 29).to_string()).unwrap();
            }
            g.set(key, &max.to_string()).unwrap_or_else(|e| panic!("{key} = {max}: {e}"));
            let e = g.set(key, &(max + 1).to_string()).unwrap_err();
            assert_eq!(e.key, key);
            assert!(e.message.contains(&format!("at most {max}")), "{e}");
        }
        // u32::MAX SMs (a typo away from 132) is an error, not an allocation of that many.
        let text = BUILTIN[0].1.replace("sms = 4", "sms = 4294967295");
        assert_eq!(GpuConfig::parse("x", &text).unwrap_err().key, "gpu.sms");
        // Warp slots and L1 bytes are bounded in all, too.
        let mut g = GpuConfig::load("default").unwrap();
        g.set("gpu.sms", "1024").unwrap();
        g.set("sm.max_blocks", "128").unwrap();
        let e = g.set("sm.max_blocks", "129").unwrap_err();
        assert!(e.key == "gpu.sms" && e.message.contains("warp slots"), "{e}");
        g.set("cache.l1_bytes", "1048576").unwrap();
        assert_eq!(g.set("cache.l1_bytes", "2097152").unwrap_err().key, "cache.l1_bytes");
        // An L1 line the caches do not model is refused (it was silently clamped).
        assert_eq!(g.set("cache.l1_line", "16").unwrap_err().key, "cache.l1_line");
        // The texture cache: its ways must split it into sets of 32-byte lines, its unit time is
        // a positive number of cycles, and its size over all SMs is bounded like the L1's.
        let mut g = GpuConfig::load("g80").unwrap();
        assert_eq!(g.set("cache.tex_ways", "0").unwrap_err().key, "cache.tex_ways");
        assert_eq!(g.set("cache.tex_ways", "3").unwrap_err().key, "cache.tex_ways");
        assert_eq!(g.set("throughput.tex", "0").unwrap_err().key, "throughput.tex");
        g.set("gpu.sms", "1024").unwrap();
        assert_eq!(g.set("cache.tex_bytes", "2097152").unwrap_err().key, "cache.tex_bytes");
        // The instruction cache: whole 8-way sets of 128-byte lines, and a fill time where it is
        // set (a cache with no fill time would bring code at once).
        let mut g = GpuConfig::load("default").unwrap();
        let e = g.set("cache.icache_bytes", "1000").unwrap_err();
        assert!(e.key == "cache.icache_bytes" && e.message.contains("1024"), "{e}");
        assert_eq!(g.set("cache.icache_bytes", "32768").unwrap_err().key, "cache.icache_fill_cycles");
        for bad in ["-1", "NaN", "20000"] {
            assert_eq!(g.set("cache.icache_fill_cycles", bad).unwrap_err().key, "cache.icache_fill_cycles", "{bad}");
        }
        g.set("cache.icache_fill_cycles", "17.6").unwrap();
        g.set("cache.icache_bytes", "32768").unwrap();
        assert_eq!(g.set("cache.icache_bytes", "8388608").unwrap_err().key, "cache.icache_bytes");
        g.set("gpu.sms", "1024").unwrap();
        assert_eq!(g.set("cache.icache_bytes", "2097152").unwrap_err().key, "cache.icache_bytes");
    }
}
