//! What one issued warp instruction costs: when its results land, how long its unit stays
//! busy, and what it moved. The engine decides when instructions issue; this module prices
//! their outcomes from the preset's latencies, throughputs and memory rules.

use super::banks::{bank_cost, shared_bank_cost};
use super::coalesce::{coalesce, contiguous, distinct_blocks, partly_written_bytes, Transaction};
use super::engine::TimingReport;
use super::memsys::MemorySystem;
use crate::config::{Coalescing, ConvertUnit, GpuConfig, SequenceHolds};
use crate::decode::{DAddr, DInstr, DecodedKernel, Op, Sequence};
use crate::exec::kinds::U32;
use crate::exec::LOCAL_BYTES_PER_THREAD;
use crate::outcome::{Event, MemKind, Outcome};
use warpsim_isa::{LatencyClass, Space, Type, Unit};

/// The price of one issued instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Cycle the instruction's destination registers are ready.
    pub done_at: u64,
    /// Cycles its execution unit stays busy.
    pub busy: u64,
    /// Earliest cycle the warp may issue its next instruction.
    pub next_issue: u64,
    /// The results come from memory (for stall attribution).
    pub is_load: bool,
    /// A load that went past L1 (for two-level scheduling).
    pub long_latency: bool,
    /// The units a sequence holds for `busy` cycles (`Fixed::holds`).
    pub holds: u8,
    /// A store that waited for room in its SM's store path (`cache.sm_store_queue`): the
    /// earliest cycle its warp may issue again, whatever its unit's queue (0: none).
    pub wait_until: u64,
    /// The 64ths of a cycle a `sectors32` access holds its SM's load/store pipe where the
    /// preset counts the L1 tag stage in fractions (`cache.l1_tag_access_cycles`); 0: the pipe
    /// takes `busy` in whole cycles.
    pub sm_fx: u32,
}

/// Where local memory lives in the memory system: far above device memory (so it never shares
/// a cache line or page with a buffer), `1 << 40` bytes per SM.
pub const LOCAL_BASE: u64 = 1 << 56;

/// The memory-system addresses of a local access by the warp in `slot` of SM `sm`, from each
/// lane's offset in its thread's window (`offs`, accesses of `bytes` each). Local memory
/// belongs to the thread slots of an SM, as the driver reserves it, and is interleaved across
/// a warp's lanes in units of the access: unit i of lane l lies at `(32 i + l) x bytes`, so
/// lanes reading the same variable touch consecutive units and coalesce, as on NVIDIA GPUs.
pub fn local_addresses(sm: usize, slot: u32, offs: &[u64; 32], bytes: u32) -> [u64; 32] {
    let b = bytes.max(1) as u64;
    let warp = LOCAL_BASE + ((sm as u64) << 40) + slot as u64 * 32 * LOCAL_BYTES_PER_THREAD;
    std::array::from_fn(|l| warp + (offs[l] / b * 32 + l as u64) * b + offs[l] % b)
}

/// Issue interval of a unit (cycles between two instructions to it from one scheduler).
pub fn interval(gpu: &GpuConfig, u: Unit) -> u64 {
    let t = &gpu.throughput;
    let cycles = match u {
        // With an ALU pipe of its own (`throughput.alu`), the integer unit is that pipe; the
        // integer instructions the FMA pipe runs too issue to the fp32 unit (`unit_on`).
        Unit::Int => t.alu.unwrap_or(t.int),
        Unit::Branch | Unit::Barrier => t.int,
        Unit::Fp32 => t.fp32,
        Unit::Fp64 => t.fp64,
        Unit::Sfu => t.sfu,
        Unit::Lsu => t.lsu,
    };
    cycles as u64
}

/// Dependent-issue latency of a non-memory instruction.
pub fn latency(gpu: &GpuConfig, u: Unit, c: LatencyClass) -> u64 {
    let l = &gpu.latency;
    let cycles = match (u, c) {
        (Unit::Fp64, _) => l.fp64,
        (_, LatencyClass::Mul) => l.mul,
        (_, LatencyClass::Div) => l.div,
        (_, LatencyClass::Transcendental) => l.sfu,
        (_, LatencyClass::Shuffle) => l.shuffle,
        (_, LatencyClass::Control) => l.branch,
        (Unit::Sfu, _) => l.sfu,
        _ => l.alu,
    };
    cycles as u64
}

/// Distinct addresses among the executing lanes (usually 1: a uniform constant or parameter).
fn distinct_addresses(exec: u32, addrs: &[u64; 32]) -> usize {
    if exec == 0 {
        return 0;
    }
    let first = addrs[exec.trailing_zeros() as usize];
    if exec == u32::MAX {
        // Every lane: the addresses' bits that differ from the first, or-ed (vectorised).
        if addrs.iter().fold(0, |acc, &a| acc | (a ^ first)) == 0 {
            return 1;
        }
    } else {
        // Lanes whose address differs from the first, as a mask.
        let mut differ = 0u32;
        for (l, &a) in addrs.iter().enumerate() {
            differ |= ((a != first) as u32) << l;
        }
        if differ & exec == 0 {
            return 1;
        }
    }
    lanes_per_word(exec, addrs).len()
}

/// What an instruction costs whatever its outcome, on one GPU: its dependent-issue latency and
/// its unit's issue interval (computed once per launch and instruction: see `fixed_costs`).
// 16 bytes: a launch's table of them is indexed by pc in the issue loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(align(8))]
pub struct Fixed {
    pub latency: u32,
    pub interval: u32,
    /// The unit it issues to on this GPU (an index into `Unit::ALL`; see `unit_on`).
    pub unit: u8,
    /// A sequence of native instructions (`[sequences]`): `interval` is the cycles it holds
    /// these units of its scheduler (bit `u`: `Unit::ALL[u]`), all of which stay busy that
    /// long. 0: not a sequence.
    pub holds: u8,
    /// A load from parameter or constant memory at an address without a register (every lane
    /// reads the same word): its price when it runs, `uniform_latency` and `uniform_busy`,
    /// is known before (`memory_cost` with one distinct address).
    pub uniform: bool,
    pub uniform_busy: u8,
    pub uniform_latency: u16,
    /// `ld.global.nc` on a GPU with a texture cache (`cache.tex_bytes`): read through it.
    pub tex: bool,
    /// It reads a predicate and is not a branch, an exit or predicate logic, on a GPU whose
    /// predicates reach such readers later (`latency.predicate_extra`): the cycles they add
    /// (0: none).
    pub pred_extra: u8,
}

// 16 bytes: the issue loop copies it on every issue.
const _: () = assert!(std::mem::size_of::<Fixed>() == 16);

/// The distinct 32-bit registers (scoreboard slots below `top32`) `i` reads, less those in
/// `reused` (the registers its warp's previous instruction read, where their values are at
/// hand).
pub fn register_reads(i: &DInstr, top32: u32, reused: &[u32]) -> u32 {
    let reads = &i.slots[..i.first_def as usize];
    let mut n = 0;
    for (k, &r) in reads.iter().enumerate() {
        if r < top32 && !reads[..k].contains(&r) && !reused.contains(&r) {
            n += 1;
        }
    }
    n
}

/// The cycles a preset gives a sequence (0: not a sequence on this GPU).
fn sequence_cycles(gpu: &GpuConfig, s: Sequence) -> u64 {
    let q = &gpu.sequences;
    let cycles = match s {
        Sequence::None | Sequence::Shift | Sequence::WideAdd => 0,
        Sequence::Mul32 => q.mul32,
        Sequence::MulHi => q.mul_hi,
        Sequence::Mul24 => q.mul24,
        Sequence::Div => q.div,
        Sequence::Rem => q.rem,
        Sequence::DivConst => q.div_const,
        Sequence::RemConst => q.rem_const,
        Sequence::SDiv => q.sdiv(),
        Sequence::SRem => q.srem(),
        Sequence::SDivConst => q.sdiv_const(),
        Sequence::SRemConst => q.srem_const(),
        Sequence::Div64 => q.div64(),
        Sequence::SDiv64 => q.sdiv64(),
        Sequence::SDivPow2 { .. } => pow2_cycles(q.sdiv_pow2, s),
        Sequence::SRemPow2 { .. } => pow2_cycles(q.srem_pow2, s),
        Sequence::FDiv => q.fdiv,
        Sequence::DDiv => q.ddiv,
        Sequence::Int64 => q.int64(),
        // Four native instructions (ISETP, ISETP.EX, two SELs): twice a 64-bit add's, or, where
        // the ALU pipe has a rate of its own (`throughput.alu`), where all four run, four of its
        // instructions if that is longer.
        Sequence::MinMax64 => match (q.int64(), gpu.throughput.alu) {
            (0, _) => 0,
            (c, Some(alu)) => (2 * c).max(4 * alu),
            (c, None) => 2 * c,
        },
    };
    cycles as u64
}

/// The cycles of the signed division or remainder by a power of two `s`, whose preset entry
/// (`sequences.sdiv_pow2` or `srem_pow2`) is `cycles`: by 2, which takes one native instruction
/// fewer, that one's share fewer (rounded); absent, 0 (a shift).
fn pow2_cycles(cycles: Option<u32>, s: Sequence) -> u32 {
    match (cycles, s.signed_pow2()) {
        (Some(c), Some((natives, true))) => {
            // The entry is for the longer sequence (by 4 and up), one instruction more.
            let full = natives + 1;
            (c * natives + full / 2) / full
        }
        (Some(c), _) => c,
        (None, _) => 0,
    }
}

/// For every instruction of `kernel` on `gpu` (`fixed`: their `fixed_costs`, for the unit each
/// issues to): where it is an integer or fp32 instruction reading more distinct 32-bit
/// registers than the register file has banks (`sm.register_banks`), how many it reads; else 0.
/// Empty where the GPU does not model the banks or no instruction reads that many (kept apart
/// from `Fixed`, which the issue loop copies on every issue, and empty so that such kernels pay
/// nothing for it).
pub fn register_reads_over_banks(gpu: &GpuConfig, kernel: &DecodedKernel, fixed: &[Fixed]) -> Vec<u8> {
    let banks = gpu.sm.register_banks;
    if banks == 0 {
        return Vec::new();
    }
    let top32 = kernel.first_slot(warpsim_isa::RegClass::B64);
    let reads: Vec<u8> = kernel
        .instrs
        .iter()
        .zip(fixed)
        .map(|(i, f)| {
            let reads = register_reads(i, top32, &[]);
            let unit = f.unit as usize;
            if (unit == Unit::Int.index() || unit == Unit::Fp32.index()) && reads > banks {
                reads.min(u8::MAX as u32) as u8
            } else {
                0
            }
        })
        .collect();
    if reads.iter().all(|&r| r == 0) {
        Vec::new()
    } else {
        reads
    }
}

/// `Fixed` for every instruction of `kernel` on `gpu`.
pub fn fixed_costs(gpu: &GpuConfig, kernel: &DecodedKernel) -> Vec<Fixed> {
    let predicates = kernel.first_slot(warpsim_isa::RegClass::Pred);
    let pred_extra = gpu.latency.predicate_extra.unwrap_or(0).min(u8::MAX as u32) as u8;
    kernel
        .instrs
        .iter()
        .zip(units(gpu, kernel))
        .map(|(i, unit)| {
            let mut f = fixed_cost(gpu, i, unit);
            let reads_predicate = i.slots[..i.first_def as usize].iter().any(|&s| s >= predicates);
            // (Predicate logic is left out: ptxas folds the usual `setp` and `and.pred` into one
            // ISETP.AND, whose predicate then pays once, at the instruction it guards.)
            if reads_predicate && !matches!(i.op, Op::Bra { .. } | Op::Exit | Op::PredLogic { .. }) {
                f.pred_extra = pred_extra;
            }
            if let Op::Ld { space: space @ (Space::Param | Space::Const), addr: DAddr { base: None, .. }, .. } = i.op {
                // As `memory_cost` prices it with one distinct address.
                let lat = &gpu.latency;
                let lsu = interval(gpu, Unit::Lsu);
                let (latency, busy) = match (space, gpu.gpu.compute_capability[0] >= 2) {
                    (Space::Param, false) => (lat.shared as u64, lsu),
                    (Space::Param, true) => (lat.constant() as u64, 0),
                    _ => (lat.constant() as u64, lsu),
                };
                if let (Ok(latency), Ok(busy)) = (u16::try_from(latency), u8::try_from(busy)) {
                    (f.uniform, f.uniform_latency, f.uniform_busy) = (true, latency, busy);
                }
            }
            f
        })
        .collect()
}

/// The unit `i` issues to on `gpu` by itself: the instruction's own (`DInstr::unit`), but for a
/// 32-bit integer to `f32` conversion on a GPU that runs it on its integer unit
/// (`throughput.int_to_float`), for any conversion with an `f32` side on a GPU that converts at
/// its integer rate (`throughput.conversions`), and for an integer instruction the FMA pipe
/// runs, or may run, on a GPU whose integer unit is its ALU pipe (`throughput.alu`; `int_pipe`)
/// or a sequence there, which issue to the fp32 unit. (`units` may move some of the latter back: `balance`.)
fn unit_on(gpu: &GpuConfig, i: &DInstr) -> Unit {
    match i.op {
        Op::Cvt { dty: Type::F32, sty, .. }
            if sty.is_int() && sty.bits() <= 32 && gpu.throughput.int_to_float.is_some() =>
        {
            // (Given, it decides these whatever `conversions` says.)
            match gpu.throughput.int_to_float {
                Some(ConvertUnit::Int) => Unit::Int,
                _ => i.unit,
            }
        }
        // Every conversion with an `f32` side at the integer rate (cc 1.x).
        Op::Cvt { .. } if i.unit == Unit::Sfu && gpu.throughput.conversions == Some(ConvertUnit::Int) => Unit::Int,
        // (A sequence of native instructions, `[sequences]`, mixes both pipes' instructions,
        // and its cycles are fitted to the measured kernels as a whole: it issues as the FMA
        // pipe's do.)
        _ if i.unit == Unit::Int
            && gpu.throughput.alu.is_some()
            && (int_pipe(i) != IntPipe::Alu || sequence_cycles(gpu, i.sequence) > 0) =>
        {
            Unit::Fp32
        }
        _ => i.unit,
    }
}

/// The unit each instruction of `kernel` issues to on `gpu` (`unit_on`), with the integer
/// instructions either pipe may run balanced between them where the preset prices the FMA
/// pipe's integer instructions (`throughput.imad`; `balance`).
pub fn units(gpu: &GpuConfig, kernel: &DecodedKernel) -> Vec<Unit> {
    let mut units: Vec<Unit> = kernel.instrs.iter().map(|i| unit_on(gpu, i)).collect();
    if let (Some(alu), Some(imad)) = (gpu.throughput.alu, gpu.throughput.imad) {
        balance(gpu, kernel, alu as u64, imad as u64, &mut units);
    }
    units
}

/// Where sm_90 runs an integer instruction (calibration/README.md, "The ALU pipe's half rate"
/// and "The FMA pipe's integer instructions").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum IntPipe {
    /// The FMA pipe alone, as an IMAD form: multiplies and multiply-adds of any width (IMAD,
    /// IMAD.HI, IMAD.WIDE), and a 64-bit add ptxas folds a widened product into (IMAD.WIDE).
    Fma,
    /// Either pipe, as ptxas balances them: adds and subtracts (IADD3 on the ALU pipe,
    /// IMAD.IADD or VIADD on the FMA pipe), negations, moves (IMAD.MOV or MOV) and shifts left
    /// by a constant (IMAD.SHL or SHF).
    Either,
    /// No work of either pipe in the SASS: a read of a special register (S2R, CS2R: the
    /// thread's index, the clock), or a conversion between integer widths but a sign extension,
    /// which ptxas does by naming registers (the low half, or RZ as the high one). It issues to
    /// the fp32 unit at `int`, as before the FMA pipe had a price of its own.
    NoPipe,
    /// The ALU pipe alone: bitwise logic (LOP3), shifts by a register and right shifts (SHF),
    /// compares (ISETP), selects (SEL), minimum and maximum (VIMNMX), absolute values (IABS)
    /// and votes. (Bit counts are on the special-function unit here, as measured.)
    Alu,
}

/// `IntPipe` of integer instruction `i`.
fn int_pipe(i: &DInstr) -> IntPipe {
    // (Written out, not a table: the pipe depends on an operand's kind, a shift's amount being
    // a constant, or a conversion's widths.)
    use crate::decode::S32;
    use crate::exec::kinds::{B32, B64, T32, U64};
    use IntPipe::{Alu, Either, Fma, NoPipe};
    match i.op {
        _ if i.sequence == Sequence::WideAdd => Fma,
        // A multiply or multiply-add by a power of two is a shift left or a shift and add
        // (IMAD.SHL, IMAD or SHF, LEA), a widening one too (whose add ptxas may fold into an
        // IMAD.WIDE: `Sequence::WideAdd`); a division or remainder by one a shift right or a
        // mask.
        Op::Bin32 { .. } | Op::Bin64 { .. } | Op::Tern32 { .. } | Op::Tern64 { .. } | Op::Wide { .. }
            if i.sequence == Sequence::Shift && !matches!(i.latency, LatencyClass::Div) =>
        {
            Either
        }
        _ if i.sequence == Sequence::Shift => Alu,
        Op::Wide { .. } | Op::Tern64 { .. } => Fma,
        Op::MovSpecial { .. } => NoPipe,
        Op::Mov32 { .. } | Op::Mov64 { .. } => Either,
        Op::Bin32 { k, b, .. } => match k {
            B32::Add | B32::Sub => Either,
            B32::MulLo | B32::MulHiS | B32::MulHiU => Fma,
            B32::Mul24LoS | B32::Mul24LoU | B32::Mul24HiS | B32::Mul24HiU => Fma,
            B32::Shl if matches!(b, S32::I(_)) => Either,
            _ => Alu,
        },
        Op::Narrow { k, .. } => match k {
            B32::Add | B32::Sub => Either,
            B32::MulLo | B32::MulHiS | B32::MulHiU => Fma,
            _ => Alu,
        },
        Op::Bin64 { k, .. } => match k {
            B64::Add | B64::Sub => Either,
            B64::MulLo | B64::MulHiS | B64::MulHiU => Fma,
            _ => Alu,
        },
        Op::Shift64 { k: B64::Shl, b: S32::I(_), .. } => Either,
        Op::Un32 { k: U32::Neg, .. } | Op::Un64 { k: U64::Neg, .. } => Either,
        Op::Tern32 { k: T32::MadLo | T32::MadHiS | T32::MadHiU, .. } => Fma,
        Op::Cvt { dty, sty, .. } if dty.is_int() && sty.is_int() && !(sty.is_signed() && dty.bits() > sty.bits()) => {
            NoPipe
        }
        _ => Alu,
    }
}

/// Whether integer instruction `i` is a 32-bit shift: `shl`, `shr`, or a division by a power of
/// two (a shift right; a remainder by one is a mask, a multiply by one may fold into an add).
fn is_shift32(i: &DInstr) -> bool {
    use crate::exec::kinds::B32;
    match i.op {
        Op::Bin32 { k: B32::Shl | B32::ShrS | B32::ShrU, .. } => true,
        Op::Bin32 { k: B32::DivS | B32::DivU, .. } => i.sequence == Sequence::Shift,
        _ => false,
    }
}

/// The cycles integer instruction `i` holds the fp32 unit (the FMA pipe) on `gpu`: `imad`
/// (absent: `int`), but `int` for one that is no pipe's work (`IntPipe::NoPipe`).
fn int_on_fma_interval(gpu: &GpuConfig, i: &DInstr) -> u64 {
    let t = &gpu.throughput;
    (if int_pipe(i) == IntPipe::NoPipe { t.int } else { t.imad.unwrap_or(t.int) }) as u64
}

/// Moves integer instructions either pipe may run (`IntPipe::Either`, in `units` on the fp32
/// unit) to the integer unit (the ALU pipe) where that pipe has less work, as ptxas balances
/// them: in each straight run of code (from a branch target or the instruction after a branch,
/// exit or barrier, to the next such boundary), the cycles its ALU-only instructions take the
/// ALU pipe (`alu` each) and its FMA-pipe instructions the FMA pipe (`int_on_fma_interval` an
/// integer one, `fp32` a float one) are counted first; then each instruction of either kind, in program
/// order, goes where the count after it is lower (the FMA pipe on a tie). Sequences keep their
/// unit.
fn balance(gpu: &GpuConfig, kernel: &DecodedKernel, alu: u64, imad: u64, units: &mut [Unit]) {
    let n = kernel.instrs.len();
    let mut starts = vec![false; n + 1];
    for (pc, i) in kernel.instrs.iter().enumerate() {
        if let Op::Bra { target, .. } = i.op {
            starts[(target as usize).min(n)] = true;
        }
        if matches!(i.op, Op::Bra { .. } | Op::Exit | Op::Bar { .. }) {
            starts[pc + 1] = true;
        }
    }
    let either: Vec<bool> = kernel
        .instrs
        .iter()
        .zip(&*units)
        .map(|(i, &u)| {
            i.unit == Unit::Int
                && u == Unit::Fp32
                && sequence_cycles(gpu, i.sequence) == 0
                && int_pipe(i) == IntPipe::Either
        })
        .collect();
    let mut from = 0;
    for end in 1..=n {
        if !starts[end] && end < n {
            continue;
        }
        let (mut on_alu, mut on_fma) = (0u64, 0u64);
        for pc in from..end {
            let i = &kernel.instrs[pc];
            match units[pc] {
                _ if either[pc] || sequence_cycles(gpu, i.sequence) > 0 => {}
                Unit::Int => on_alu += alu,
                Unit::Fp32 if i.unit == Unit::Int => on_fma += int_on_fma_interval(gpu, i),
                Unit::Fp32 => on_fma += gpu.throughput.fp32 as u64,
                _ => {}
            }
        }
        for pc in from..end {
            if either[pc] {
                if on_alu + alu < on_fma + imad {
                    units[pc] = Unit::Int;
                    on_alu += alu;
                } else {
                    on_fma += imad;
                }
            }
        }
        from = end;
    }
}

/// Whether `i` is an `f32` special function that nvcc compiles with denormal fix-ups unless
/// `.ftz` (`latency.sfu_fixup`): `ex2`, `lg2`, `rsqrt`, `sqrt`, `rcp` (not `sin` and `cos`).
fn has_sfu_fixup(i: &DInstr) -> bool {
    matches!(i.op, Op::Un32 { k: U32::Ex2 | U32::Lg2 | U32::Rsqrt | U32::Sqrt | U32::Rcp, .. })
}

/// `Fixed` of one instruction issuing to `unit` (`units`), but for the price of a uniform load.
fn fixed_cost(gpu: &GpuConfig, i: &DInstr, unit: Unit) -> Fixed {
    let l = &gpu.latency;
    let interval = match (unit, i.unit) {
        (Unit::Fp32, Unit::Int) => int_on_fma_interval(gpu, i),
        // One integer unit that multiplies and shifts at rates of its own (`imad` and `shift`
        // without `alu`: cc 2.0).
        (Unit::Int, Unit::Int) if gpu.throughput.alu.is_none() && int_pipe(i) == IntPipe::Fma => {
            gpu.throughput.imad.unwrap_or(gpu.throughput.int) as u64
        }
        (Unit::Int, Unit::Int) if gpu.throughput.alu.is_none() && is_shift32(i) => {
            gpu.throughput.shift.unwrap_or(gpu.throughput.int) as u64
        }
        _ => interval(gpu, unit),
    };
    let latency = match i.sequence {
        // A shift or mask for a division; a multiply keeps its latency (nvcc emits
        // IMAD for it from cc 2.0 on, and cc 1.x's `mul` latency is its ALU's).
        Sequence::Shift if i.latency == LatencyClass::Div => l.alu as u64,
        // Where the preset prices them, the native instructions one after another (the H100's
        // dependent steps: 12.3, 16.3 and 22.3 cycles by 2, by 8 and rem by 8 with their xor;
        // hopper 13.4, 17.4, 21.4); else a shift's or mask's.
        s @ (Sequence::SDivPow2 { .. } | Sequence::SRemPow2 { .. }) => match (sequence_cycles(gpu, s), s.signed_pow2())
        {
            (0, _) | (_, None) => l.alu as u64,
            (_, Some((natives, _))) => natives as u64 * l.alu as u64,
        },
        // Not the reciprocal sequence of `div`: a multiply-high (a multiply and the move of its
        // high half), a shift, for a remainder a multiply-subtract, and for a signed one a
        // correction towards zero. The H100's dependent steps with their xor: x / 9 18.1
        // cycles, x % 18 24.1, on s32 22.1 and 28.1 (hopper: 13, 18, 17 and 22, and the xor).
        Sequence::DivConst => (l.mul + 2 * l.alu) as u64,
        // Where the preset names it, the multiply-high's own (the H100's dependent `mul.hi.u32`
        // steps with their xor: 14.3 cycles, against 10.3 for `mul.lo`).
        Sequence::MulHi if l.mul_hi.is_some() => l.mul_hi.unwrap_or_default() as u64,
        Sequence::RemConst => (2 * l.mul + 2 * l.alu) as u64,
        Sequence::SDivConst => (l.mul + 3 * l.alu) as u64,
        Sequence::SRemConst => (2 * l.mul + 3 * l.alu) as u64,
        Sequence::FDiv => l.fdiv() as u64,
        Sequence::DDiv => l.ddiv() as u64,
        Sequence::Div64 | Sequence::SDiv64 => l.div64() as u64,
        // The f32 special functions nvcc surrounds with denormal fix-ups.
        _ if has_sfu_fixup(i) => latency(gpu, unit, i.latency) + l.sfu_fixup.unwrap_or(0) as u64,
        _ => latency(gpu, unit, i.latency),
    };
    let alus = 1 << Unit::Int.index() | 1 << Unit::Fp32.index() | 1 << unit.index();
    let holds = match gpu.sequences.holds {
        // A 64-bit integer operation's two (or four) native instructions run on the integer
        // pipes alone: the fp64, special-function and load/store units take other warps'
        // instructions meanwhile (calibration/h100/int64-beside-h200.csv: 2 or 4 64-bit adds
        // beside 8 DFMA add 0.5 and 1.1 cycles to the DFMAs' 16).
        _ if matches!(i.sequence, Sequence::Int64 | Sequence::MinMax64) => alus,
        SequenceHolds::Scheduler => (1 << Unit::ALL.len()) - 1,
        SequenceHolds::Alus => alus,
    };
    let none = Fixed {
        latency: 0,
        interval: 0,
        holds: 0,
        unit: unit.index() as u8,
        uniform: false,
        uniform_busy: 0,
        uniform_latency: 0,
        tex: i.read_only && gpu.cache.tex_bytes > 0,
        pred_extra: 0,
    };
    match sequence_cycles(gpu, i.sequence) {
        0 => Fixed { latency: latency as u32, interval: interval as u32, ..none },
        // The last native instruction issues in the sequence's last cycle at the
        // earliest; its result lands an ALU latency later.
        held => Fixed { latency: latency.max(held + l.alu as u64) as u32, interval: held as u32, holds, ..none },
    }
}

/// Prices the outcome `out` of `ins` (whose fixed costs are `fixed`), issued at `now` on SM
/// `sm`, updating the memory system and the launch's counters. `txs` is scratch space for
/// transactions.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn cost(
    gpu: &GpuConfig,
    fixed: Fixed,
    out: &Outcome,
    now: u64,
    sm: usize,
    slot: u32,
    mem: &mut MemorySystem,
    report: &mut TimingReport,
    txs: &mut Vec<Transaction>,
) -> Cost {
    // Most instructions move no memory: their price is fixed (inlined into the issue loop), as
    // is that of a load of a kernel parameter or constant the whole warp reads.
    if out.event == Event::Memory {
        if fixed.uniform {
            return Cost {
                done_at: now + fixed.uniform_latency as u64,
                busy: fixed.uniform_busy as u64,
                next_issue: now + 1,
                is_load: false,
                long_latency: false,
                holds: 0,
                wait_until: 0,
                sm_fx: 0,
            };
        }
        return memory_cost(gpu, fixed, out, now, sm, slot, mem, report, txs);
    }
    let next_issue = match out.event {
        Event::Branch { .. } => now + gpu.latency.branch as u64,
        _ => now + 1,
    };
    Cost {
        done_at: now + fixed.latency as u64,
        busy: fixed.interval as u64,
        next_issue,
        is_load: false,
        long_latency: false,
        holds: fixed.holds,
        wait_until: 0,
        sm_fx: 0,
    }
}

/// The 128-byte lines that `txs` (in address order, as `coalesce` gives them) fall in.
fn lines_touched(txs: &[Transaction]) -> u64 {
    // Mostly one line: the first and last sectors share it.
    match (txs.first(), txs.last()) {
        (None, _) | (_, None) => return 0,
        (Some(f), Some(l)) if f.addr >> 7 == (l.addr + l.bytes.max(1) as u64 - 1) >> 7 => return 1,
        _ => {}
    }
    let mut last = u64::MAX;
    let mut n = 0;
    for t in txs {
        let (first, end) = (t.addr >> 7, (t.addr + t.bytes.max(1) as u64 - 1) >> 7);
        n += end - first + 1 - (first == last) as u64;
        last = end;
    }
    n
}

/// The cycles a `sectors32` access (its lanes' `addrs`, `bytes` each, coalesced into `txs`)
/// takes the L1: its data-stage passes, by the bank rule of shared memory over its words (the
/// H100's L1 data wavefronts: one for 32 consecutive words across two lines, two for two words
/// 128 bytes apart, 32 for a word in each of 32 lines in one bank, one for a word in each of 32
/// lines in 32 banks), or its lines over `cache.l1_tag_lines_per_cycle`, rounded up, where that
/// is more (the H100 takes 8.2 cycles for those 32 lines in 32 banks: four lines a cycle;
/// calibration/h100/l1-pattern-h100.csv, -ncu-h100.csv). Loads and stores alike.
#[cfg(test)]
fn l1_cycles(gpu: &GpuConfig, exec: u32, addrs: &[u64; 32], bytes: u32, txs: &[Transaction]) -> u64 {
    let (passes, tag) = l1_passes(gpu, exec, addrs, bytes, txs);
    passes.max(tag)
}

/// `l1_cycles`' two parts: the data stage's passes (the H100's L1 data wavefronts) and the
/// cycles of the tag stage.
#[inline]
fn l1_passes(gpu: &GpuConfig, exec: u32, addrs: &[u64; 32], bytes: u32, txs: &[Transaction]) -> (u64, u64) {
    let lines = lines_touched(txs);
    if lines <= 1 && bytes <= 4 {
        // A line holds one word of each bank: one pass.
        return (lines, lines);
    }
    let tag = lines.div_ceil(gpu.cache.l1_tag_lines_per_cycle.max(1) as u64);
    if bytes <= 4 {
        // The bank rule's answer without its general count, in two common shapes: a warp's
        // consecutive elements (a misaligned row: consecutive words, one pass), and every
        // active lane in a line of its own (a column: distinct words, so the passes are the
        // most lanes in one bank).
        if exec == u32::MAX && contiguous(addrs, bytes as u64) {
            return (1, tag);
        }
        let within_words = || (0..32).all(|l| exec >> l & 1 == 0 || addrs[l] % 4 + bytes as u64 <= 4);
        if lines == exec.count_ones() as u64 && within_words() {
            let mut per_bank = [0u8; 32];
            for (l, &a) in addrs.iter().enumerate() {
                if exec >> l & 1 != 0 {
                    per_bank[(a / 4 % 32) as usize] += 1;
                }
            }
            return (*per_bank.iter().max().unwrap_or(&1) as u64, tag);
        }
    }
    (bank_cost(32, exec, addrs, bytes).wavefronts as u64, tag)
}

/// The 64ths of a cycle a `sectors32` access of `passes` data-stage passes over the lines of
/// `txs` holds its SM's load/store pipe where the preset counts the tag stage in fractions
/// (`cache.l1_tag_access_cycles`): the larger of its passes and its lines over
/// `l1_tag_lines_per_cycle` plus that (the H100: two lines in one wavefront 1.08 cycles, 8
/// lines 2.57, 32 lines 8.55; calibration/h100/l1-pattern-h100.csv). 0 where it does not, or
/// where that is its passes, in whole cycles.
#[inline]
fn pipe_fx(gpu: &GpuConfig, passes: u64, txs: &[Transaction]) -> u32 {
    if gpu.cache.l1_tag_access_cycles <= 0.0 {
        return 0;
    }
    let extra = (gpu.cache.l1_tag_access_cycles * 64.0).round() as u64;
    let tag = lines_touched(txs) * 64 / gpu.cache.l1_tag_lines_per_cycle.max(1) as u64 + extra;
    let passes = passes.max(1) * 64;
    if tag <= passes {
        // Its passes, whole cycles, as without fractions (one line, on `hopper`; the pipe
        // keeps the part of a cycle the access before left).
        return 0;
    }
    tag.min(u32::MAX as u64) as u32
}

/// The passes and tag cycles of a `sectors32` load whose lines are partly in L1 (`cache.l1_split_mixed_loads`):
/// bit `k` of `waiting` says the `k`-th of its lines (`line` bytes each, in address order) had
/// a sector the L1 lacked or was still waiting for. The lanes in the other lines take the data
/// stage's passes at once, those in these when their sectors arrive: the two counts add (the
/// H100's read wavefronts: a load moving a sector a trip along a warp-wide row takes 1.75 a
/// request, two such rows 3.5; calibration/h100/l1-miss-ncu-h100.csv). Where every line or none
/// waits, `None`: `l1_passes` holds.
fn l1_passes_split(
    gpu: &GpuConfig,
    exec: u32,
    addrs: &[u64; 32],
    bytes: u32,
    txs: &[Transaction],
    waiting: u64,
) -> Option<(u64, u64)> {
    let line = gpu.cache.l1_line.max(1) as u64;
    // The access's lines in address order (transactions are; at most one line a lane).
    let mut lines = [0u64; 32];
    let mut n = 0;
    for t in txs {
        let mut a = t.addr;
        while a < t.addr + t.bytes.max(1) as u64 {
            let l = a / line;
            if n == 0 || lines[n - 1] != l {
                if n == lines.len() {
                    return None;
                }
                lines[n] = l;
                n += 1;
            }
            a = (l + 1) * line;
        }
    }
    let all = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    if waiting & all == 0 || waiting & all == all {
        return None;
    }
    let mut late = 0u32;
    for l in 0..32 {
        if exec >> l & 1 != 0 {
            let k = lines[..n].partition_point(|&x| x < addrs[l] / line);
            if waiting >> k & 1 != 0 {
                late |= 1 << l;
            }
        }
    }
    let passes = |mask: u32| bank_cost(32, mask, addrs, bytes).wavefronts as u64;
    let tag = (n as u64).div_ceil(gpu.cache.l1_tag_lines_per_cycle.max(1) as u64);
    Some((passes(exec & !late) + passes(late), tag))
}

/// The executed lanes' addresses with how many lanes update each (sorted by address): atomics
/// on one word serialise.
fn lanes_per_word(exec: u32, addrs: &[u64; 32]) -> Vec<(u64, u32)> {
    let mut a: Vec<u64> = (0..32).filter(|l| exec >> l & 1 != 0).map(|l| addrs[l]).collect();
    a.sort_unstable();
    let mut out: Vec<(u64, u32)> = Vec::with_capacity(a.len());
    for x in a {
        match out.last_mut() {
            Some((w, n)) if *w == x => *n += 1,
            _ => out.push((x, 1)),
        }
    }
    out
}

/// The atomic operations each transaction of a warp's atomic makes: one, or as many as the most
/// lanes updating one word in it.
fn atomic_ops(exec: u32, addrs: &[u64; 32], txs: &[Transaction]) -> Vec<u32> {
    let words = lanes_per_word(exec, addrs);
    txs.iter()
        .map(|t| {
            let end = t.addr + t.bytes as u64;
            words.iter().filter(|(w, _)| *w >= t.addr && *w < end).map(|&(_, n)| n).max().unwrap_or(1)
        })
        .collect()
}

/// `memory_cost` of an `ld.global.nc` through the SM's texture cache (`Fixed::tex`): in
/// 32-byte lines whatever the coalescing rule, the texture units taking a warp's addresses at
/// `throughput.tex` (apart: only cc 1.x presets have the cache).
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
fn tex_cost(
    gpu: &GpuConfig,
    mut c: Cost,
    out: &Outcome,
    now: u64,
    sm: usize,
    slot: u32,
    mem: &mut MemorySystem,
    txs: &mut Vec<Transaction>,
) -> Cost {
    txs.clear();
    distinct_blocks(out.executed, &out.mem.addrs, out.mem.bytes, 32, txs);
    c.busy = match gpu.throughput.tex {
        Some(t) => t as u64,
        None => interval(gpu, Unit::Lsu) * (txs.len() as u64).max(1),
    };
    mem.forget_store(sm, slot);
    let ready = mem.tex_load_all(sm, now, txs).max(now + gpu.latency.alu as u64);
    c.done_at = ready;
    c.is_load = true;
    c.long_latency = ready > now + gpu.latency.shared as u64;
    c
}

/// `cost` of a memory instruction.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn memory_cost(
    gpu: &GpuConfig,
    fixed: Fixed,
    out: &Outcome,
    now: u64,
    sm: usize,
    slot: u32,
    mem: &mut MemorySystem,
    report: &mut TimingReport,
    txs: &mut Vec<Transaction>,
) -> Cost {
    let lat = &gpu.latency;
    let mut c = Cost {
        done_at: now + fixed.latency as u64,
        busy: fixed.interval as u64,
        next_issue: now + 1,
        is_load: false,
        long_latency: false,
        holds: 0,
        wait_until: 0,
        sm_fx: 0,
    };
    let lsu = interval(gpu, Unit::Lsu);
    let m = &out.mem;
    // Counting by instruction: what this access moves.
    let before = (!report.by_pc.is_empty()).then(|| super::source::snapshot(report, &mem.stats));
    match m.space {
        Space::Global if fixed.tex && m.kind == MemKind::Load => {
            c = tex_cost(gpu, c, out, now, sm, slot, mem, txs);
        }
        Space::Global | Space::Local => {
            txs.clear();
            let local = m.space == Space::Local;
            let local_addrs;
            let addrs = if local {
                local_addrs = local_addresses(sm, slot, &m.addrs, m.bytes);
                &local_addrs
            } else {
                &m.addrs
            };
            let co = coalesce(gpu.memory.coalescing, m.kind, out.executed, addrs, m.bytes, txs);
            // The L1's data-stage passes and tag cycles (`sectors32`), and the cycles the access
            // takes the load/store unit.
            let (mut passes, mut tag) = (0, 0);
            let requests = match gpu.memory.coalescing {
                Coalescing::Cc10 | Coalescing::Cc12 => co.transactions as u64,
                Coalescing::Sectors32 => {
                    (passes, tag) = l1_passes(gpu, out.executed, addrs, m.bytes, txs);
                    if m.bytes < 4
                        && m.kind == MemKind::Store
                        && gpu.cache.l1_subword_store_passes
                        && lines_touched(txs) > 1
                    {
                        // Sub-word stores across lines: the tag stage's passes add (the H100's
                        // write wavefronts: 2-byte elements 8 bytes apart 3 a request, 32 bytes
                        // apart 10.4; calibration/h100/subword-ncu-h100.csv).
                        passes += tag;
                    }
                    c.sm_fx = pipe_fx(gpu, passes, txs);
                    passes.max(tag)
                }
                _ => co.bytes.div_ceil(128),
            };
            c.busy = lsu * requests.max(1);
            if local {
                let (tx, bytes) = match m.kind {
                    MemKind::Store => (&mut report.local_store_transactions, &mut report.local_store_bytes),
                    _ => (&mut report.local_load_transactions, &mut report.local_load_bytes),
                };
                *tx += co.transactions as u64;
                *bytes += co.bytes;
            }
            if m.kind == MemKind::Store {
                if !local {
                    report.gst_transactions += co.transactions as u64;
                    report.gst_bytes += co.bytes;
                    if matches!(gpu.memory.coalescing, Coalescing::Cc10 | Coalescing::Cc12) {
                        // The cc 1.x profiler's store counters count the requests' bytes in
                        // 16-byte units: seed 003's figures are 4 a coalesced half-warp of
                        // 4-byte stores (64 bytes) and 32 one that did not coalesce (16
                        // transactions of 32 bytes), where its load counters count 1 a request.
                        report.gst_coherent += co.coherent_bytes / 16;
                        report.gst_incoherent += (co.bytes - co.coherent_bytes) / 16;
                    }
                }
                // Partial sectors cost more at L2 and in the SM's store path, and are held in
                // part at L2, only where the preset says so.
                let path = mem.has_store_path();
                let c2 = &gpu.cache;
                let partial = if c2.l2_partial_write_factor > 1.0 || path || c2.l2_partial_sector_reads {
                    partly_written_bytes(out.executed, addrs, m.bytes, txs, &mut mem.part_bytes)
                } else {
                    0
                };
                // With a store path, a store that finds it full waits there, holding up its
                // warp and the load/store unit behind it (the H100's `lg_throttle`).
                let entry = if path { mem.store_path_entry(sm, now) } else { now };
                let taken = if local {
                    Some(mem.store_all(sm, now, txs, partial))
                } else {
                    mem.store_warp(sm, slot, now, txs, partial)
                };
                if path {
                    if let Some(taken) = taken {
                        let part = partial.count_ones() as u64;
                        mem.store_path_send(sm, entry, co.transactions as u64 - part, part, taken);
                    }
                    if entry > now {
                        c.busy += entry - now;
                        c.wait_until = entry + 1;
                        // (Its wait holds the pipe: whole cycles.)
                        c.sm_fx = 0;
                    }
                }
                // A store's data stage takes its lines four a pass where the bank rule gives
                // fewer (the H100's write wavefronts: 7.1-9.5 for a word in each of 32 lines in
                // 32 banks, where its loads take one; calibration/h100/store-wavefronts-*).
                report.l1_store_wavefronts += passes.max(tag);
            } else {
                if !local {
                    report.gld_transactions += co.transactions as u64;
                    report.gld_bytes += co.bytes;
                    report.gld_coherent += co.coherent as u64;
                    report.gld_incoherent += co.incoherent as u64;
                    mem.forget_store(sm, slot);
                }
                let ready = if m.kind == MemKind::Atomic && mem.has_l2() {
                    // Done at L2, an operation per sector or per lane on one word; the SM
                    // sends them at `throughput.atom` cycles each.
                    let ops = atomic_ops(out.executed, addrs, txs);
                    c.busy = gpu.throughput.atom() as u64 * ops.iter().map(|&n| n as u64).sum::<u64>().max(1);
                    c.sm_fx = 0;
                    mem.atomic_all(sm, now, txs, &ops)
                } else if gpu.cache.l1_split_mixed_loads
                    && m.kind == MemKind::Load
                    && gpu.memory.coalescing == Coalescing::Sectors32
                {
                    let (ready, waiting) = mem.load_lines(sm, now, txs);
                    if waiting != 0 && lines_touched(txs) > 1 {
                        if let Some((p, tag)) = l1_passes_split(gpu, out.executed, addrs, m.bytes, txs, waiting) {
                            passes = p;
                            c.busy = lsu * p.max(tag).max(1);
                            c.sm_fx = pipe_fx(gpu, p, txs);
                        }
                    }
                    report.l1_load_wavefronts += passes;
                    ready
                } else {
                    let ready = mem.load_all(sm, now, txs);
                    if m.kind == MemKind::Atomic {
                        mem.store_all(sm, now, txs, 0);
                    } else {
                        report.l1_load_wavefronts += passes;
                    }
                    ready
                }
                .max(now + lat.alu as u64);
                c.done_at = ready;
                c.is_load = true;
                c.long_latency = ready > now + gpu.cache.l1_hit_latency.max(lat.shared) as u64;
            }
        }
        Space::Shared => {
            // (Measured for loads; stores and atomics keep the parts.)
            let merge = gpu.memory.shared_wide_merge && m.kind == MemKind::Load;
            let half16 = gpu.memory.shared_128_half_warps;
            let bc = shared_bank_cost(gpu.memory.shared_banks, merge, half16, out.executed, &m.addrs, m.bytes);
            let mut passes = bc.wavefronts.max(1) as u64;
            if m.kind == MemKind::Atomic {
                // Lanes updating one word take a pass each (no broadcast for atomics).
                let most = lanes_per_word(out.executed, &m.addrs).iter().map(|&(_, n)| n).max().unwrap_or(1);
                passes = passes.max(most as u64);
            }
            let pass = gpu.throughput.shared.map_or(lsu, u64::from);
            c.busy = pass * passes;
            c.done_at = now + lat.shared as u64 + (passes - 1) * pass;
            report.shared_bank_conflicts += bc.conflicts() as u64;
            if m.kind == MemKind::Store {
                report.shared_store_transactions += bc.wavefronts as u64;
            } else {
                report.shared_load_transactions += bc.wavefronts as u64;
                c.is_load = true;
            }
        }
        Space::Const | Space::Param => {
            // The constant cache serialises distinct addresses within a warp. From cc 2.0
            // kernel parameters sit in constant bank 0 and nvcc reads them with LDC, which the
            // H100 runs in its address-divergence pipe, not the load/store unit
            // (calibration/h100/const-pipes-ncu-h100.csv), in 34.5 cycles
            // (const-latency-h100.csv); cc 1.x passed them in shared memory.
            let distinct = distinct_addresses(out.executed, &m.addrs).max(1) as u64;
            let (latency, busy) = match (m.space, gpu.gpu.compute_capability[0] >= 2) {
                (Space::Param, false) => (lat.shared, lsu * distinct),
                (Space::Param, true) => (lat.constant(), 0),
                _ => (lat.constant(), lsu * distinct),
            };
            c.done_at = now + latency as u64 + distinct - 1;
            c.busy = busy;
        }
    }
    if let Some(before) = before {
        super::source::note_memory(report, &mem.stats, out.pc, before);
    }
    c
}

#[cfg(test)]
mod tests {
    use super::distinct_addresses;

    /// With an ALU pipe of its own (`throughput.alu`), the integer instructions the FMA pipe
    /// runs issue to the fp32 unit at `imad`, those only the ALU pipe runs to the integer unit at
    /// `alu`, and those either runs go where the balance puts them; without it every integer
    /// instruction is on the integer unit at `int`. And which readers of a predicate wait
    /// `latency.predicate_extra`.
    #[test]
    fn integer_instructions_split_between_the_alu_and_fma_pipes_and_predicate_readers_wait_where_the_preset_says() {
        use super::{fixed_costs, int_pipe, IntPipe};
        use crate::config::GpuConfig;
        use crate::decode::DecodedKernel;
        use warpsim_isa::Unit;
        use IntPipe::{Alu, Either, Fma, NoPipe};
        let cases = [
            ("add.u32 %r1, %r2, %r3", Either),
            ("sub.s32 %r1, %r2, 7", Either),
            ("mov.u32 %r1, %r2", Either),
            ("mov.u32 %r1, %tid.x", NoPipe),
            ("neg.s32 %r1, %r2", Either),
            ("mul.lo.u32 %r1, %r2, %r3", Fma),
            ("mad.lo.u32 %r1, %r2, %r3, %r4", Fma),
            ("mul.wide.u32 %rd1, %r2, %r3", Fma),
            ("mul.wide.u32 %rd1, %r2, 4", Either),
            ("mul.lo.u32 %r1, %r2, 8", Either),
            ("mad.lo.u32 %r1, %r2, 4, %r4", Either),
            ("shl.b32 %r1, %r2, 2", Either),
            ("cvt.u64.u32 %rd1, %r2", NoPipe),
            ("add.u16 %r1, %r2, %r3", Either),
            ("div.u32 %r1, %r2, 8", Alu),
            ("shl.b32 %r1, %r2, %r3", Alu),
            ("shr.u32 %r1, %r2, 2", Alu),
            ("and.b32 %r1, %r2, %r3", Alu),
            ("xor.b32 %r1, %r2, 5", Alu),
            ("not.b32 %r1, %r2", Alu),
            ("min.u32 %r1, %r2, %r3", Alu),
            ("max.s32 %r1, %r2, %r3", Alu),
            ("abs.s32 %r1, %r2", Alu),
            ("setp.lt.s32 %p1, %r2, %r3", Alu),
            ("selp.b32 %r1, %r2, %r3, %p1", Alu),
            ("cvt.s64.s32 %rd1, %r2", Alu),
            ("and.pred %p1, %p2, %p3", Alu),
        ];
        let kernel_of = |src: &str| {
            let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
            DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module)
        };
        let mut src = String::from(".kernel k\n");
        for (ins, _) in &cases {
            src.push_str(&format!("    {ins}\n"));
        }
        src.push_str("    exit\n");
        let kernel = kernel_of(&src);
        let hopper = GpuConfig::load("hopper").unwrap();
        assert_eq!((hopper.throughput.int, hopper.throughput.alu, hopper.throughput.imad), (1, Some(2), Some(2)));
        let fixed = fixed_costs(&hopper, &kernel);
        for (pc, &(ins, pipe)) in cases.iter().enumerate() {
            assert_eq!(int_pipe(&kernel.instrs[pc]), pipe, "{ins}");
            let got = (fixed[pc].unit as usize, fixed[pc].interval);
            let (fp32, int) = (Unit::Fp32.index(), Unit::Int.index());
            match pipe {
                Fma => assert_eq!(got, (fp32, 2), "{ins} on hopper"),
                Alu => assert_eq!(got, (int, 2), "{ins} on hopper"),
                NoPipe => assert_eq!(got, (fp32, 1), "{ins} on hopper"),
                Either => assert!(got == (fp32, 2) || got == (int, 2), "{ins} on hopper: {got:?}"),
            }
        }
        // The balance, in a loop's body: adds beside multiplies go mostly to the ALU pipe,
        // beside logic to the FMA pipe, alone about half to each (the FMA pipe on a tie); the
        // loop's counter and compare are counted with the body.
        let units_of = |body: &str| {
            let k = kernel_of(&format!(
                ".kernel k\n    mov.u32 %r9, 0\nloop:\n{body}    add.u32 %r9, %r9, 1\n    setp.lt.s32 %p1, %r9, 8\n    @%p1 bra loop\n    exit\n"
            ));
            let f = fixed_costs(&hopper, &k);
            // The body's instructions and the counter's add.
            f[1..f.len() - 3]
                .iter()
                .map(|f| if f.unit as usize == Unit::Int.index() { 'a' } else { 'f' })
                .collect::<String>()
        };
        let mul_add = "    mul.lo.u32 %r1, %r1, %r2\n    mul.lo.u32 %r3, %r3, %r2\n    add.u32 %r4, %r4, %r5\n    add.u32 %r5, %r5, %r4\n";
        // The compare takes the ALU pipe 2 cycles, the multiplies the FMA pipe 4; then the adds
        // (the counter's last): to the ALU pipe (4 against 6), the FMA pipe (6 against 6, a
        // tie), the ALU pipe (6 against 8).
        assert_eq!(units_of(mul_add), "ffafa");
        let xor_add = "    xor.b32 %r1, %r1, %r2\n    xor.b32 %r3, %r3, %r2\n    add.u32 %r4, %r4, %r5\n    add.u32 %r5, %r5, %r4\n";
        // (The xors and the compare: 6 on the ALU pipe; the adds 2, 4, 6 on the FMA pipe.)
        assert_eq!(units_of(xor_add), "aafff");
        let adds = "    add.u32 %r4, %r4, %r5\n    add.u32 %r5, %r5, %r4\n    add.u32 %r6, %r6, %r7\n    add.u32 %r7, %r7, %r6\n";
        // (The compare: 2 on the ALU pipe; the adds FMA 2, FMA 4 (a tie), ALU 4, FMA 6 (a tie),
        // ALU 6.)
        assert_eq!(units_of(adds), "ffafa");
        // Without `imad` (a preset file of before) every such instruction stays on the FMA pipe,
        // at `int`.
        let mut gpu = hopper.clone();
        gpu.throughput.imad = None;
        gpu.set("throughput.int", "3").unwrap();
        let fixed = fixed_costs(&gpu, &kernel);
        for (pc, &(ins, pipe)) in cases.iter().enumerate() {
            if pipe != Alu {
                assert_eq!((fixed[pc].unit as usize, fixed[pc].interval), (Unit::Fp32.index(), 3), "{ins} at int");
            }
        }
        // A sequence (a 64-bit xor: two native instructions, `sequences.int64`) issues as the
        // FMA pipe's instructions do, holding its scheduler its cycles.
        let src64 = ".kernel k\n    xor.b64 %rd1, %rd2, %rd3\n    exit\n";
        let prog64 = warpsim_isa::assemble("t.asm", src64).unwrap_or_else(|e| panic!("{e}"));
        let k64 = DecodedKernel::new(&prog64.module.kernels[0], &prog64.analyses[0], &prog64.module);
        let wide = fixed_costs(&hopper, &k64)[0];
        assert_eq!((wide.unit as usize, wide.interval), (Unit::Fp32.index(), hopper.sequences.int64()));
        assert_ne!(wide.holds, 0);
        // `latency.predicate_extra`: an instruction a predicate guards, or a `selp`, waits it;
        // a branch, an exit and predicate logic do not; nor does anything on `volta`.
        let src = ".kernel k\n    setp.lt.s32 %p1, %r1, %r2\n    @%p1 add.u32 %r3, %r3, 1\n    selp.b32 %r4, %r1, %r2, %p1\n    and.pred %p2, %p1, %p1\n    @%p2 bra done\n    @%p1 exit\ndone:\n    exit\n";
        let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
        let k = DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module);
        let extra: Vec<u8> = fixed_costs(&hopper, &k).iter().map(|f| f.pred_extra).collect();
        assert_eq!(hopper.latency.predicate_extra, Some(11));
        assert_eq!(extra, [0, 11, 11, 0, 0, 0, 0]);
        assert!(fixed_costs(&GpuConfig::load("volta").unwrap(), &k).iter().all(|f| f.pred_extra == 0));
        // Without `alu` (every other preset) one integer unit at `int` runs them all.
        let volta = GpuConfig::load("volta").unwrap();
        assert_eq!(volta.throughput.alu, None);
        let fixed = fixed_costs(&volta, &kernel);
        for (pc, &(ins, _)) in cases.iter().enumerate() {
            assert_eq!(
                (fixed[pc].unit as usize, fixed[pc].interval),
                (Unit::Int.index(), volta.throughput.int),
                "{ins} on volta"
            );
        }
    }

    /// A sectors32 access is priced by the 128-byte lines its sectors fall in.
    #[test]
    fn accesses_count_the_lines_their_sectors_fall_in() {
        use super::{lines_touched, Transaction};
        let sectors = |addrs: &[u64]| addrs.iter().map(|&a| Transaction { addr: a, bytes: 32 }).collect::<Vec<_>>();
        assert_eq!(lines_touched(&[]), 0);
        // Four sectors of one line; two sectors 64 bytes apart; two sectors in two lines.
        assert_eq!(lines_touched(&sectors(&[0, 32, 64, 96])), 1);
        assert_eq!(lines_touched(&sectors(&[0x100, 0x140])), 1);
        assert_eq!(lines_touched(&sectors(&[0x100, 0x180])), 2);
        // Offset by one word: five sectors over two lines; a stride of 32 words: 32 lines.
        assert_eq!(lines_touched(&sectors(&[96, 128, 160, 192, 224])), 2);
        assert_eq!(lines_touched(&sectors(&(0..32).map(|l| l * 128).collect::<Vec<_>>())), 32);
        // Wider transactions (cc 2.x lines) count each line they cover.
        assert_eq!(lines_touched(&[Transaction { addr: 0, bytes: 256 }, Transaction { addr: 256, bytes: 128 }]), 3);
    }

    /// A sectors32 load whose lines partly wait for their sectors takes the data stage's passes
    /// for each part, as the H100 showed (calibration/h100/l1-miss).
    #[test]
    fn a_load_whose_lines_partly_wait_takes_the_data_stage_for_each_part() {
        use super::{l1_passes_split, Transaction};
        use crate::config::GpuConfig;
        use crate::timing::coalesce::coalesce;
        let gpu = GpuConfig::load("hopper").unwrap();
        assert!(gpu.cache.l1_split_mixed_loads);
        // Lanes' byte offsets from a line's start; `waiting`: bit k, the k-th line waits.
        let cycles = |bytes_at: &dyn Fn(u64) -> u64, bytes: u32, waiting: u64| {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x10000 + bytes_at(l as u64));
            let mut txs: Vec<Transaction> = Vec::new();
            coalesce(gpu.memory.coalescing, crate::outcome::MemKind::Load, u32::MAX, &addrs, bytes, &mut txs);
            let (passes, tag) = l1_passes_split(&gpu, u32::MAX, &addrs, bytes, &txs, waiting)
                .unwrap_or_else(|| super::l1_passes(&gpu, u32::MAX, &addrs, bytes, &txs));
            passes.max(tag)
        };
        // calibration/h100/l1-miss-ncu-h100.csv. 32 words from word 16 (two lines): one
        // wavefront when both lines or neither wait, two when one does.
        let row = |l: u64| 64 + 4 * l;
        assert_eq!(cycles(&row, 4, 0b00), 1);
        assert_eq!(cycles(&row, 4, 0b11), 1);
        assert_eq!(cycles(&row, 4, 0b10), 2);
        assert_eq!(cycles(&row, 4, 0b01), 2);
        // Two half-warp rows of 8-byte elements 4 KB apart (two passes), each from byte 8 so
        // that its last element is in a second line: 2 when no line or every line waits, 4
        // when the rows' second lines wait (the H100's first trip moving 8 bytes, 2.5 a request
        // over eight trips).
        let rows = |l: u64| 8 + 8 * (l & 15) + 4096 * (l >> 4);
        assert_eq!(cycles(&rows, 8, 0b0000), 2);
        assert_eq!(cycles(&rows, 8, 0b1111), 2);
        assert_eq!(cycles(&rows, 8, 0b1010), 4);
        // One line waiting of the four: its lane alone after the others' two passes.
        assert_eq!(cycles(&rows, 8, 0b0010), 3);
    }

    /// A sectors32 access takes the L1 its bank passes or its lines over the tag stage's rate,
    /// whichever is more, at the boundaries the H100 showed (calibration/h100/l1-pattern).
    #[test]
    fn l1_cycles_are_bank_passes_or_lines_over_the_tag_rate() {
        use super::{l1_cycles, Transaction};
        use crate::config::GpuConfig;
        use crate::timing::coalesce::coalesce;
        let mut gpu = GpuConfig::load("hopper").unwrap();
        let cycles = |gpu: &GpuConfig, exec: u32, words: &dyn Fn(u64) -> u64, bytes: u32| {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x10000 + 4 * words(l as u64));
            let mut txs: Vec<Transaction> = Vec::new();
            coalesce(gpu.memory.coalescing, crate::outcome::MemKind::Load, exec, &addrs, bytes, &mut txs);
            l1_cycles(gpu, exec, &addrs, bytes, &txs)
        };
        let all = u32::MAX;
        // One line, whatever its sectors and lanes; nothing executed: none.
        assert_eq!(cycles(&gpu, all, &|l| l, 4), 1);
        assert_eq!(cycles(&gpu, all, &|l| (l >> 4) * 16, 4), 1);
        assert_eq!(cycles(&gpu, 0, &|l| l, 4), 0);
        // Two lines: 32 consecutive words from word 1 or 16, or words 0 and 33, one pass; words
        // 0 and 32 (one bank) two.
        assert_eq!(cycles(&gpu, all, &|l| l + 1, 4), 1);
        assert_eq!(cycles(&gpu, all, &|l| l + 16, 4), 1);
        assert_eq!(cycles(&gpu, all, &|l| (l >> 4) * 33, 4), 1);
        assert_eq!(cycles(&gpu, all, &|l| (l >> 4) * 32, 4), 2);
        // 8 and 32 lines in 32 banks: the tag stage's 4 lines a cycle; 32 lines in one bank: 32.
        assert_eq!(cycles(&gpu, all, &|l| (l >> 2) * 36 + (l & 3), 4), 2);
        assert_eq!(cycles(&gpu, all, &|l| l * 33, 4), 8);
        assert_eq!(cycles(&gpu, all, &|l| l * 32, 4), 32);
        // 8-byte words: two half-warp passes over two lines; 16-byte ones four over four.
        assert_eq!(cycles(&gpu, all, &|l| 2 * l, 8), 2);
        assert_eq!(cycles(&gpu, all, &|l| 4 * l, 16), 4);
        // The pipe's time in 64ths with hopper's fractional tag stage (lines / 4 + 0.57): two
        // lines in one pass 1.06 cycles, 8 lines 2.56, 32 lines 8.56. Where the passes take
        // longer (one line; 32 lines in one bank) they count in whole cycles (0: as without).
        let fx = |gpu: &GpuConfig, words: &dyn Fn(u64) -> u64| {
            let addrs: [u64; 32] = std::array::from_fn(|l| 0x10000 + 4 * words(l as u64));
            let mut txs: Vec<Transaction> = Vec::new();
            coalesce(gpu.memory.coalescing, crate::outcome::MemKind::Load, all, &addrs, 4, &mut txs);
            let (passes, _) = super::l1_passes(gpu, all, &addrs, 4, &txs);
            super::pipe_fx(gpu, passes, &txs)
        };
        assert_eq!(fx(&gpu, &|l| l), 0);
        assert_eq!(fx(&gpu, &|l| l + 1), 68);
        assert_eq!(fx(&gpu, &|l| (l >> 2) * 36 + (l & 3)), 164);
        assert_eq!(fx(&gpu, &|l| l * 33), 548);
        assert_eq!(fx(&gpu, &|l| l * 32), 0);
        // A tag stage of one line a cycle: a cycle per line again.
        gpu.set("cache.l1_tag_lines_per_cycle", "1").unwrap();
        assert_eq!(cycles(&gpu, all, &|l| l + 1, 4), 2);
        assert_eq!(cycles(&gpu, all, &|l| l * 33, 4), 32);
        // Whole cycles where the preset does not count fractions.
        gpu.set("cache.l1_tag_access_cycles", "0").unwrap();
        assert_eq!(fx(&gpu, &|l| l + 1), 0);
    }

    proptest::proptest! {
        /// The shortcuts of `l1_cycles` (rows, columns) give what the bank rule's general count
        /// gives, for any lanes, element size, start and pitch.
        #[test]
        fn l1_cycles_shortcuts_agree_with_the_bank_rule(
            exec in proptest::prop_oneof![proptest::strategy::Just(u32::MAX), proptest::prelude::any::<u32>()],
            bytes in proptest::sample::select(vec![1u32, 2, 4, 8]),
            start in 0u64..4096,
            pitch in proptest::sample::select(vec![0u64, 1, 2, 4, 8, 12, 32, 36, 128, 132, 4000, 4096]),
        ) {
            use super::{l1_cycles, lines_touched, Transaction};
            use crate::timing::banks::bank_cost;
            use crate::timing::coalesce::coalesce;
            let gpu = crate::config::GpuConfig::load("hopper").unwrap();
            let b = bytes as u64;
            let addrs: [u64; 32] = std::array::from_fn(|l| (0x10000 + start + l as u64 * pitch) / b * b);
            let mut txs: Vec<Transaction> = Vec::new();
            coalesce(gpu.memory.coalescing, crate::outcome::MemKind::Load, exec, &addrs, bytes, &mut txs);
            let lines = lines_touched(&txs);
            let general = if lines <= 1 && bytes <= 4 {
                lines
            } else {
                (bank_cost(32, exec, &addrs, bytes).wavefronts as u64).max(lines.div_ceil(4))
            };
            proptest::prop_assert_eq!(l1_cycles(&gpu, exec, &addrs, bytes, &txs), general);
        }
    }

    /// The constant cache serialises a warp's access over its distinct addresses: the active
    /// lanes' ones, whatever inactive lanes hold.
    #[test]
    fn constant_accesses_count_the_active_lanes_distinct_addresses() {
        let uniform = [0x40u64; 32];
        assert_eq!(distinct_addresses(u32::MAX, &uniform), 1);
        assert_eq!(distinct_addresses(0, &uniform), 0);
        let mut two = uniform;
        two[31] = 0x44;
        assert_eq!(distinct_addresses(u32::MAX, &two), 2);
        // Lane 31 inactive: one address again; lane 31 alone: one.
        assert_eq!(distinct_addresses(u32::MAX >> 1, &two), 1);
        assert_eq!(distinct_addresses(1 << 31, &two), 1);
        let each: [u64; 32] = std::array::from_fn(|l| 0x100 + 4 * (l as u64 % 8));
        assert_eq!(distinct_addresses(u32::MAX, &each), 8);
        assert_eq!(distinct_addresses(0xff, &each), 8);
        assert_eq!(distinct_addresses(0x0f, &each), 4);
        let all: [u64; 32] = std::array::from_fn(|l| 4 * l as u64);
        assert_eq!(distinct_addresses(u32::MAX, &all), 32);
    }
}
