//! Decoding: each `isa::Instr` becomes a compact `Op` once, with registers as indices,
//! immediates pre-extended, symbols resolved to offsets and branch reconvergence points
//! attached, so the executor's per-warp work is a single dispatch and tight lane loops.

use crate::exec::kinds::*;
use warpsim_isa::{
    AtomOp, CmpOp, Instr, Kernel, KernelAnalysis, LatencyClass, Module, MulMode, Opcode, Operand, Reg, RegClass,
    Rounding, ShflMode, SlotKind, Space, Special, Symbols, Type, TypeKind, Unit, VoteMode,
};

/// A 32-bit source: register index or immediate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum S32 {
    R(u16),
    I(u32),
}

/// A 64-bit source.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum S64 {
    R(u16),
    I(u64),
}

/// A predicate source.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SP {
    R(u16),
    I(bool),
}

/// A value of either width, for operations generic over their type (cvt, atomics, stores).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SAny {
    W32(S32),
    W64(S64),
    P(SP),
}

/// A destination register of either width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DAny {
    W32(u16),
    W64(u16),
    P(u16),
}

/// A resolved address: `base + offset` where the offset includes any symbol's offset.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DAddr {
    pub base: Option<DAny>,
    pub offset: i64,
}

/// `repr(u8)`: the variant is a plain byte, read with one load where the executor matches on
/// it (the default layout may hide it in a field's niche, which costs a decode per match).
#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Op {
    Mov32 {
        d: u16,
        a: S32,
    },
    Mov64 {
        d: u16,
        a: S64,
    },
    MovSpecial {
        d: DAny,
        sp: Special,
    },
    Bin32 {
        k: B32,
        d: u16,
        a: S32,
        b: S32,
    },
    Bin64 {
        k: B64,
        d: u16,
        a: S64,
        b: S64,
    },
    /// 64-bit shifts take a 32-bit amount.
    Shift64 {
        k: B64,
        d: u16,
        a: S64,
        b: S32,
    },
    Un32 {
        k: U32,
        d: u16,
        a: S32,
    },
    Un64 {
        k: U64,
        d: u16,
        a: S64,
    },
    /// popc/clz of a 64-bit value into a 32-bit register.
    Count64 {
        clz: bool,
        d: u16,
        a: S64,
    },
    Tern32 {
        k: T32,
        d: u16,
        a: S32,
        b: S32,
        c: S32,
    },
    Tern64 {
        k: T64,
        d: u16,
        a: S64,
        b: S64,
        c: S64,
    },
    /// mul.wide / mad.wide: 32 x 32 -> 64 (+ 64).
    Wide {
        signed: bool,
        d: u16,
        a: S32,
        b: S32,
        c: Option<S64>,
    },
    /// 8- and 16-bit arithmetic: sources extended from `bits`, result extended back.
    Narrow {
        k: B32,
        bits: u8,
        signed: bool,
        d: u16,
        a: S32,
        b: S32,
    },
    Setp32 {
        k: C32,
        cmp: CmpOp,
        d: u16,
        a: S32,
        b: S32,
    },
    Setp64 {
        k: C64,
        cmp: CmpOp,
        d: u16,
        a: S64,
        b: S64,
    },
    PredLogic {
        k: PL,
        d: u16,
        a: SP,
        b: SP,
    },
    Selp32 {
        d: u16,
        a: S32,
        b: S32,
        p: SP,
    },
    Selp64 {
        d: u16,
        a: S64,
        b: S64,
        p: SP,
    },
    Cvt {
        dty: Type,
        sty: Type,
        rnd: Option<Rounding>,
        d: DAny,
        a: SAny,
    },
    Ld {
        space: Space,
        ty: Type,
        d: [DAny; 4],
        n: u8,
        addr: DAddr,
    },
    St {
        space: Space,
        ty: Type,
        s: [SAny; 4],
        n: u8,
        addr: DAddr,
    },
    Atom {
        space: Space,
        op: AtomOp,
        ty: Type,
        d: DAny,
        addr: DAddr,
        b: SAny,
        c: Option<SAny>,
    },
    Bar {
        id: u32,
    },
    Bra {
        target: u32,
        reconverge: u32,
    },
    Exit,
    Shfl {
        mode: ShflMode,
        d: u16,
        a: S32,
        b: S32,
        c: S32,
    },
    Vote {
        mode: VoteMode,
        d: DAny,
        a: SP,
    },
    Nop,
}

/// A decoded instruction: guard, operation and the facts the timing model needs.
#[derive(Clone, Debug, PartialEq)]
pub struct DInstr {
    pub guard: Option<(u16, bool)>,
    pub op: Op,
    /// The unit it issues to by its types (a GPU may send some elsewhere: the timing model's
    /// `cost::unit_on`).
    pub unit: Unit,
    pub latency: LatencyClass,
    /// Registers read, then registers written, as scoreboard slots (`DecodedKernel::slot`),
    /// for the timing model's scoreboard.
    pub slots: Box<[u32]>,
    /// Index in `slots` where the written registers start (a u32, so that the record stays
    /// 128 bytes with `read_only`: the issue loop indexes a kernel's records).
    pub first_def: u32,
    /// The integer operation a GPU may run as a sequence of native instructions (priced by
    /// the preset's `[sequences]`).
    pub sequence: Sequence,
    /// `ld.global.nc`: read through the texture cache where the GPU has one.
    pub read_only: bool,
}

/// Integer multiplies and divisions that some GPUs have no single instruction for: on cc 1.x
/// a 32-bit multiply takes several 24-bit ones, and every GPU divides in a sequence (a
/// reciprocal and corrections, or a multiply-high and a shift for a constant divisor).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sequence {
    #[default]
    None,
    /// An integer multiply, divide or remainder by a power-of-two immediate: a shift (or a
    /// mask), one ALU instruction; a float division by one is a multiply by its reciprocal.
    Shift,
    /// `mul.lo` / `mad.lo` / `.wide` on integers.
    Mul32,
    /// `mul.hi` / `mad.hi` on integers.
    MulHi,
    /// `mul24`.
    Mul24,
    /// Integer `div` by a register.
    Div,
    /// Integer `rem` by a register.
    Rem,
    /// Integer `div` by an immediate that is not a power of two.
    DivConst,
    /// Integer `rem` by an immediate that is not a power of two.
    RemConst,
    /// `div.s32` / `div.s64` by a register (the unsigned sequence on the operands' absolute
    /// values, with the quotient's sign fixed after: 25 SASS instructions on sm_75 and sm_90
    /// against 17).
    SDiv,
    /// Signed `rem` by a register (22 SASS instructions against 16).
    SRem,
    /// Signed `div` by an immediate that is not a power of two (a signed multiply-high, a
    /// shift and a correction towards zero: 4 SASS instructions against 2).
    SDivConst,
    /// Signed `rem` by an immediate that is not a power of two (5 against 4).
    SRemConst,
    /// Signed `div` by a power-of-two immediate above 1: the sign's rounding towards zero is
    /// added before the shift (sm_75 and sm_90: SHF.R.S32.HI, LEA.HI and a shift, 3 SASS
    /// instructions; by 2, `by_two`, LEA.HI and a shift).
    SDivPow2 { by_two: bool },
    /// Signed `rem` by a power-of-two immediate above 1: the rounded quotient's bits masked
    /// and subtracted (4 SASS instructions; by 2, 3).
    SRemPow2 { by_two: bool },
    /// `div.u64` / `rem.u64` by a register: nvcc calls a subroutine of 68 SASS instructions (24
    /// of them 32-bit multiplies) on sm_90, in loops without first checking whether the
    /// operands fit in 32 bits.
    Div64,
    /// `div.s64` / `rem.s64` by a register (a subroutine of 83).
    SDiv64,
    /// `div.f32` (IEEE round to nearest: a reciprocal and its refinement).
    FDiv,
    /// `div.f64` (the same on doubles: a reciprocal estimate and Newton steps on the fp64 pipe).
    DDiv,
    /// A 64-bit integer add, subtract, bitwise operation, shift, abs, neg, compare or select: a
    /// GPU whose integer units are 32 bits wide runs it as two native
    /// instructions (sm_90: IADD3 and IADD3.X, two LOP3s, SHF.L.U64.HI and a shift, ISETP
    /// and ISETP.EX, two SELs).
    Int64,
    /// A 64-bit `min` or `max`: four native instructions (sm_90: ISETP and ISETP.EX, two SELs).
    MinMax64,
    /// A 64-bit add of a widened product (`mul.wide`), which ptxas folds into the multiply's
    /// IMAD.WIDE: one native instruction on every GPU.
    WideAdd,
}

/// A finite f32 whose significand is a power of two (±2^k, normal): its reciprocal is exact.
fn pow2_f32(bits: u32) -> bool {
    let exp = bits >> 23 & 0xff;
    bits & 0x7f_ffff == 0 && exp != 0 && exp != 0xff
}

/// `pow2_f32` for an f64.
fn pow2_f64(bits: u64) -> bool {
    let exp = bits >> 52 & 0x7ff;
    bits & 0xf_ffff_ffff_ffff == 0 && exp != 0 && exp != 0x7ff
}

impl Sequence {
    /// A signed division or remainder by a power of two: its native instructions (3 for a
    /// division, 4 for a remainder, as by 8; by 2 one fewer) and whether it is by 2.
    pub fn signed_pow2(self) -> Option<(u32, bool)> {
        match self {
            Sequence::SDivPow2 { by_two } => Some((3 - by_two as u32, by_two)),
            Sequence::SRemPow2 { by_two } => Some((4 - by_two as u32, by_two)),
            _ => None,
        }
    }

    /// The class of `i`.
    pub fn of(i: &Instr) -> Sequence {
        let int = i.ty.is_some_and(|t| t.is_int());
        let pow2_imm = |o: Option<&Operand>| matches!(o, Some(Operand::Imm(v)) if v.is_power_of_two());
        let o = &i.operands;
        match i.opcode {
            Opcode::Mul24 => Sequence::Mul24,
            Opcode::Mul | Opcode::Mad if int => {
                if pow2_imm(o.get(1)) || pow2_imm(o.get(2)) {
                    Sequence::Shift
                } else if i.mods.mul == Some(MulMode::Hi) {
                    Sequence::MulHi
                } else {
                    Sequence::Mul32
                }
            }
            Opcode::Div | Opcode::Rem if int => {
                let signed = i.ty.is_some_and(|t| t.is_signed());
                let wide = i.ty.is_some_and(|t| t.bits() == 64);
                let by = |v: u64| matches!(o.get(2), Some(Operand::Imm(d)) if *d == v);
                match (o.get(2), i.opcode == Opcode::Div, signed) {
                    // By 1 there is nothing to round.
                    (d, true, true) if pow2_imm(d) && !by(1) => Sequence::SDivPow2 { by_two: by(2) },
                    (d, false, true) if pow2_imm(d) && !by(1) => Sequence::SRemPow2 { by_two: by(2) },
                    (d, _, _) if pow2_imm(d) => Sequence::Shift,
                    (Some(Operand::Imm(_)), true, false) => Sequence::DivConst,
                    (Some(Operand::Imm(_)), false, false) => Sequence::RemConst,
                    (Some(Operand::Imm(_)), true, true) => Sequence::SDivConst,
                    (Some(Operand::Imm(_)), false, true) => Sequence::SRemConst,
                    (_, _, false) if wide => Sequence::Div64,
                    (_, _, true) if wide => Sequence::SDiv64,
                    (_, true, false) => Sequence::Div,
                    (_, false, false) => Sequence::Rem,
                    (_, true, true) => Sequence::SDiv,
                    (_, false, true) => Sequence::SRem,
                }
            }
            Opcode::Div if i.ty == Some(Type::F32) => match o.get(2) {
                Some(Operand::Imm(bits)) if pow2_f32(*bits as u32) => Sequence::Shift,
                _ => Sequence::FDiv,
            },
            Opcode::Min | Opcode::Max if int && i.ty.is_some_and(|t| t.bits() == 64) => Sequence::MinMax64,
            Opcode::Add
            | Opcode::Sub
            | Opcode::Abs
            | Opcode::Neg
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Not
            | Opcode::Shl
            | Opcode::Shr
            | Opcode::Setp
            | Opcode::Selp
                if int && i.ty.is_some_and(|t| t.bits() == 64) =>
            {
                Sequence::Int64
            }
            // By a power of two: a multiply by the reciprocal, one fp64 instruction.
            Opcode::Div if i.ty == Some(Type::F64) => match o.get(2) {
                Some(Operand::Imm(bits)) if pow2_f64(*bits) => Sequence::None,
                _ => Sequence::DDiv,
            },
            _ => Sequence::None,
        }
    }
}

/// A kernel ready to execute.
#[derive(Clone, Debug)]
pub struct DecodedKernel {
    pub name: String,
    pub instrs: Vec<DInstr>,
    /// Canonical text of every instruction, for error messages.
    pub text: Vec<String>,
    /// Source line of every instruction.
    pub lines: Vec<u32>,
    /// Rows of each register file a warp holds (32-bit, 64-bit registers: fewer than the
    /// kernel names where registers share rows, see `regalloc`; predicates).
    pub regs32: u16,
    pub regs64: u16,
    pub preds: u16,
    /// Registers of each class as the kernel names them (indices below these): the scoreboard
    /// tracks each.
    pub scoreboard: [u16; 3],
    pub registers_per_thread: u32,
    pub static_shared: u32,
    pub dynamic_shared_offset: Option<u32>,
    pub param_bytes: u32,
    pub kernel: Kernel,
    /// The 32- and 64-bit registers that some path may read before writing them: a starting
    /// warp zeroes only these (the rest are always written first, so whatever a recycled
    /// warp's registers held there cannot be seen).
    pub zero_on_start: [Vec<u16>; 2],
    /// By pc, where nvcc would put a convergence barrier (`CONVERGE_SPLIT`, `CONVERGE_JOIN`);
    /// empty when the kernel has no branch that may split a warp (see `convergence_points`).
    pub convergence: Vec<u8>,
    /// By pc, the row its first written 32- or 64-bit register is stored in, as
    /// `class << 16 | row` (`NO_ROW`: it writes none), for the host's prefetch.
    pub dst_row: Vec<u32>,
    /// By pc, for a load or store of global memory at a register plus an offset: the row of
    /// that (64-bit) register and the offset (`NO_ROW`: any other instruction), for the host's
    /// prefetch of the data it will touch.
    pub global_addr: Vec<(u32, i64)>,
}

/// `DecodedKernel::dst_row` of an instruction that writes no 32- or 64-bit register.
pub const NO_ROW: u32 = u32::MAX;

fn s32(op: &Operand) -> S32 {
    match op {
        Operand::Reg(r) => S32::R(r.index),
        Operand::Imm(v) => S32::I(*v as u32),
        _ => S32::I(0),
    }
}

fn s64(op: &Operand) -> S64 {
    match op {
        Operand::Reg(r) => S64::R(r.index),
        Operand::Imm(v) => S64::I(*v),
        _ => S64::I(0),
    }
}

fn sp(op: &Operand) -> SP {
    match op {
        Operand::Reg(r) => SP::R(r.index),
        Operand::Imm(v) => SP::I(*v != 0),
        _ => SP::I(false),
    }
}

/// A source of type `t`, extended to its register width: immediates of signed sub-word types
/// are sign-extended so they compare and compute like a loaded value would.
fn sany(op: &Operand, t: Type) -> SAny {
    match t.reg_class() {
        RegClass::Pred => SAny::P(sp(op)),
        RegClass::B64 => SAny::W64(s64(op)),
        RegClass::B32 => SAny::W32(match s32(op) {
            S32::I(v) if t.is_signed() && t.bits() < 32 => S32::I(sext(v as u64, t.bits()) as u32),
            other => other,
        }),
    }
}

fn dany(op: &Operand) -> DAny {
    match op {
        Operand::Reg(r) => match r.class {
            RegClass::B32 => DAny::W32(r.index),
            RegClass::B64 => DAny::W64(r.index),
            RegClass::Pred => DAny::P(r.index),
        },
        _ => DAny::W32(0),
    }
}

fn dreg(op: &Operand) -> u16 {
    match op {
        Operand::Reg(r) => r.index,
        _ => 0,
    }
}

/// Sign-extends the low `bits` bits of `v`.
pub fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

fn address(op: &Operand, symbols: &Symbols) -> DAddr {
    let Operand::Addr(a) = op else {
        return DAddr { base: None, offset: 0 };
    };
    let sym = a.symbol.as_deref().and_then(|s| symbols.get(s)).map(|s| s.offset as i64).unwrap_or(0);
    DAddr {
        base: a.base.map(|r| if r.class == RegClass::B64 { DAny::W64(r.index) } else { DAny::W32(r.index) }),
        offset: sym + a.offset,
    }
}

fn list<T: Copy>(op: &Operand, f: impl Fn(&Operand) -> T, fill: T) -> ([T; 4], u8) {
    let mut out = [fill; 4];
    match op {
        Operand::List(items) => {
            for (i, item) in items.iter().take(4).enumerate() {
                out[i] = f(item);
            }
            (out, items.len().min(4) as u8)
        }
        single => {
            out[0] = f(single);
            (out, 1)
        }
    }
}

/// `DecodedKernel::convergence`: a forward branch that may split a warp (BSSY before it).
pub const CONVERGE_SPLIT: u8 = 1;
/// `DecodedKernel::convergence`: where the paths of a branch that may split a warp meet
/// (BSYNC there).
pub const CONVERGE_JOIN: u8 = 2;

/// Where nvcc (sm_70 on) puts its convergence barriers: around a branch whose outcome may
/// differ between a warp's threads (by the uniformity analysis, `bra.uni` excepted) whose paths
/// meet again at an instruction (not at the kernel's end, nor at an `exit`, where
/// nvcc exits instead), a BSSY before a forward one (a loop's is before the loop, once) and a
/// BSYNC where the paths meet. Empty when there is none.
fn convergence_points(kernel: &Kernel, analysis: &KernelAnalysis) -> Vec<u8> {
    let n = kernel.instrs.len();
    let uni = warpsim_isa::analysis::uniform::analyze(&kernel.instrs, &analysis.cfg, &analysis.ipdom);
    let mut flags = vec![0u8; n];
    for (pc, i) in kernel.instrs.iter().enumerate() {
        if i.opcode != Opcode::Bra || !uni.divergent_branch[pc] {
            continue;
        }
        let join = analysis.reconvergence_pc(pc as u32) as usize;
        if join >= n || kernel.instrs[join].opcode == Opcode::Exit {
            continue;
        }
        flags[join] |= CONVERGE_JOIN;
        if i.target().is_some_and(|t| t as usize > pc) {
            flags[pc] |= CONVERGE_SPLIT;
        }
    }
    if flags.iter().all(|&f| f == 0) {
        Vec::new()
    } else {
        flags
    }
}

/// Marks a 64-bit `add` of a widened product (a register that only `mul.wide` writes, such as
/// `N * sizeof(float)`, or that a `mul.wide` wrote last in straight-line code, such as a thread's
/// byte offset) as `Sequence::WideAdd`: ptxas folds the product into the add, one IMAD.WIDE of
/// the 32-bit factor, where another 64-bit add takes two native instructions
/// (`Sequence::Int64`).
fn wide_multiply_adds(src: &[Instr], out: &mut [DInstr]) {
    let wide = |i: &Instr| i.opcode == Opcode::Mul && i.mods.mul == Some(MulMode::Wide);
    let (mut only_wide, mut other): (Vec<Reg>, Vec<Reg>) = (Vec::new(), Vec::new());
    for i in src {
        for d in i.defs() {
            if wide(i) {
                only_wide.push(d);
            } else {
                other.push(d);
            }
        }
    }
    only_wide.retain(|r| !other.contains(r));
    let targets = branch_targets(src);
    // The registers a `mul.wide` wrote last, since the last branch target.
    let mut last_wide: Vec<Reg> = Vec::new();
    for (pc, i) in src.iter().enumerate() {
        if targets[pc] {
            last_wide.clear();
        }
        let product =
            |o: Option<&Operand>| matches!(o, Some(Operand::Reg(r)) if only_wide.contains(r) || last_wide.contains(r));
        if i.opcode == Opcode::Add
            && out[pc].sequence == Sequence::Int64
            && (product(i.operands.get(1)) || product(i.operands.get(2)))
        {
            out[pc].sequence = Sequence::WideAdd;
        }
        for d in i.defs() {
            last_wide.retain(|r| *r != d);
            if wide(i) && i.guard.is_none() {
                last_wide.push(d);
            }
        }
    }
}

/// Whether each pc (and the one past the end) is a branch target.
fn branch_targets(src: &[Instr]) -> Vec<bool> {
    let mut targets = vec![false; src.len() + 1];
    for i in src {
        for o in &i.operands {
            if let Operand::Label { pc, .. } = o {
                if let Some(t) = targets.get_mut(*pc as usize) {
                    *t = true;
                }
            }
        }
    }
    targets
}

/// Marks the integer multiplies of two 16-bit values as native (`Sequence::None`): thread and
/// block indices and sizes fit in 16 bits (PTX for cc 1.x had them as `.u16` registers, and nvcc
/// multiplied them with `mul.wide.u16`, which the SPs run natively), and so do immediates below
/// 2^16. A register counts as such from a `mov` of `%tid`, `%ntid`, `%ctaid` or `%nctaid` to its
/// next write, within straight-line code (a branch target forgets them all: another path may
/// have written it).
fn narrow_multiplies(src: &[Instr], out: &mut [DInstr]) {
    let targets = branch_targets(src);
    let mut narrow: Vec<Reg> = Vec::new();
    for (pc, i) in src.iter().enumerate() {
        if targets[pc] {
            narrow.clear();
        }
        let small = |o: Option<&Operand>| match o {
            Some(Operand::Reg(r)) => narrow.contains(r),
            Some(Operand::Imm(v)) => *v < 1 << 16,
            _ => false,
        };
        if matches!(out[pc].sequence, Sequence::Mul32 | Sequence::MulHi)
            && small(i.operands.get(1))
            && small(i.operands.get(2))
        {
            out[pc].sequence = Sequence::None;
        }
        let index = matches!(
            (i.opcode, i.operands.get(1)),
            (
                Opcode::Mov,
                Some(Operand::Special(Special::Tid(_) | Special::Ntid(_) | Special::Ctaid(_) | Special::Nctaid(_)))
            )
        );
        for d in i.defs() {
            narrow.retain(|r| *r != d);
            if index && i.guard.is_none() {
                narrow.push(d);
            }
        }
    }
}

impl DecodedKernel {
    pub fn new(kernel: &Kernel, analysis: &KernelAnalysis, module: &Module) -> DecodedKernel {
        DecodedKernel::with_rows(kernel, analysis, module, true)
    }

    /// As `new`; with `share` false, every register keeps a row of its own (the file as the
    /// kernel names it: for checking that shared rows change no value).
    pub fn with_rows(kernel: &Kernel, analysis: &KernelAnalysis, module: &Module, share: bool) -> DecodedKernel {
        let mut top = [0u16; 3];
        for i in &kernel.instrs {
            for r in i.defs().into_iter().chain(i.uses()) {
                let slot = &mut top[r.class as usize];
                *slot = (*slot).max(r.index + 1);
            }
        }
        // Registers whose live ranges never overlap share a row of storage (`regalloc`): the
        // operations address rows, the scoreboard the registers as written.
        let rows = if share {
            crate::regalloc::compact(&kernel.instrs, &analysis.cfg, top)
        } else {
            crate::regalloc::Rows::identity(top)
        };
        let symbols = kernel.symbols(module);
        let mut instrs = kernel
            .instrs
            .iter()
            .enumerate()
            .map(|(pc, i)| {
                let stored = crate::regalloc::apply(i, &rows);
                decode(i, &stored, kernel, &symbols, analysis.reconvergence_pc(pc as u32), top)
            })
            .collect::<Vec<DInstr>>();
        narrow_multiplies(&kernel.instrs, &mut instrs);
        wide_multiply_adds(&kernel.instrs, &mut instrs);
        let slots = top.iter().map(|&n| n as usize).sum();
        let undefined = read_before_written(&instrs, &analysis.cfg, slots);
        let zeroed = |class: RegClass| {
            let mut z: Vec<u16> = (0..top[class as usize])
                .filter(|&i| undefined[slot_of(top, &Reg { class, index: i }) as usize])
                .map(|i| rows.row[class as usize][i as usize])
                .collect();
            z.sort_unstable();
            z.dedup();
            z
        };
        let convergence = convergence_points(kernel, analysis);
        let dst_row = kernel
            .instrs
            .iter()
            .map(|i| {
                i.defs()
                    .iter()
                    .find(|r| matches!(r.class, RegClass::B32 | RegClass::B64))
                    .map_or(NO_ROW, |r| (r.class as u32) << 16 | rows.row[r.class as usize][r.index as usize] as u32)
            })
            .collect();
        let global_addr = instrs
            .iter()
            .map(|i| match &i.op {
                Op::Ld { space: Space::Global, addr: DAddr { base: Some(DAny::W64(r)), offset }, .. }
                | Op::St { space: Space::Global, addr: DAddr { base: Some(DAny::W64(r)), offset }, .. } => {
                    (*r as u32, *offset)
                }
                _ => (NO_ROW, 0),
            })
            .collect();
        DecodedKernel {
            convergence,
            dst_row,
            global_addr,
            zero_on_start: [zeroed(RegClass::B32), zeroed(RegClass::B64)],
            scoreboard: top,
            name: kernel.name.clone(),
            instrs,
            text: kernel.instrs.iter().map(|i| i.to_string()).collect(),
            lines: kernel.source_lines.clone(),
            regs32: rows.count[0],
            regs64: rows.count[1],
            preds: top[2],
            registers_per_thread: analysis.resources.registers,
            static_shared: kernel.static_shared_bytes(),
            dynamic_shared_offset: kernel.dynamic_shared.as_ref().map(|d| d.offset),
            param_bytes: kernel.param_bytes(),
            kernel: kernel.clone(),
        }
    }

    /// Registers of every class together, as the kernel names them: the number of scoreboard
    /// slots.
    pub fn slots(&self) -> usize {
        self.scoreboard.iter().map(|&n| n as usize).sum()
    }

    /// The scoreboard slot of a register: 32-bit registers first, then 64-bit, then predicates.
    pub fn slot(&self, r: &Reg) -> u32 {
        slot_of(self.scoreboard, r)
    }

    /// The first scoreboard slot of a class of registers (those of the classes before it
    /// come first: `slot`).
    pub fn first_slot(&self, class: RegClass) -> u32 {
        slot_of(self.scoreboard, &Reg { class, index: 0 })
    }
}

/// By scoreboard slot: whether some path from the kernel's entry may read the register before
/// an unguarded instruction on that path writes it. Each lane follows one path through the
/// CFG and executes every unguarded instruction on it, so a register written before it is read
/// on every path is never read undefined, whatever the divergence. A forward must-be-written
/// dataflow over the basic blocks (intersection at joins), then one pass marking the reads.
fn read_before_written(instrs: &[DInstr], cfg: &warpsim_isa::analysis::cfg::Cfg, slots: usize) -> Vec<bool> {
    let words = slots.div_ceil(64);
    let all = vec![u64::MAX; words];
    let set = |bits: &mut [u64], s: u32| bits[s as usize / 64] |= 1 << (s % 64);
    let has = |bits: &[u64], s: u32| bits[s as usize / 64] >> (s % 64) & 1 != 0;
    let n = cfg.blocks.len();
    // Written on every path to the end of each block (all, until a path shows otherwise).
    let mut out = vec![all.clone(); n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            let mut cur = block_entry(b, cfg, &out, &all);
            for i in &instrs[cfg.blocks[b].start as usize..cfg.blocks[b].end as usize] {
                for &s in writes(i) {
                    set(&mut cur, s);
                }
            }
            if cur != out[b] {
                out[b] = cur;
                changed = true;
            }
        }
    }
    let mut undefined = vec![false; slots];
    for b in 0..n {
        let mut cur = block_entry(b, cfg, &out, &all);
        for i in &instrs[cfg.blocks[b].start as usize..cfg.blocks[b].end as usize] {
            for &s in &i.slots[..i.first_def as usize] {
                if !has(&cur, s) {
                    undefined[s as usize] = true;
                }
            }
            for &s in writes(i) {
                set(&mut cur, s);
            }
        }
    }
    undefined
}

/// The registers an instruction writes in every lane of its path: all it writes, unless guarded.
fn writes(i: &DInstr) -> &[u32] {
    if i.guard.is_none() {
        &i.slots[i.first_def as usize..]
    } else {
        &[]
    }
}

/// Registers written on every path into block `b`: none at the entry, else the intersection
/// over its predecessors (all, for a block no path reaches).
fn block_entry(b: usize, cfg: &warpsim_isa::analysis::cfg::Cfg, out: &[Vec<u64>], all: &[u64]) -> Vec<u64> {
    if b == 0 {
        return vec![0; all.len()];
    }
    let mut cur = all.to_vec();
    for &p in cfg.preds(b) {
        for (c, o) in cur.iter_mut().zip(&out[p]) {
            *c &= o;
        }
    }
    cur
}

fn slot_of(top: [u16; 3], r: &Reg) -> u32 {
    let before: u16 = top[..r.class as usize].iter().sum();
    before as u32 + r.index as u32
}

/// Decodes one instruction of a kernel that names `top` registers of each class; `stored` is
/// `i` with its registers moved to their storage rows (what the operation addresses).
fn decode(i: &Instr, stored: &Instr, kernel: &Kernel, symbols: &Symbols, reconverge: u32, top: [u16; 3]) -> DInstr {
    let op = decode_op(stored, kernel, symbols, reconverge);
    let uses = i.uses();
    DInstr {
        guard: i.guard.map(|g| (g.pred, g.negated)),
        op,
        unit: i.unit(),
        latency: i.latency_class(),
        first_def: uses.len() as u32,
        slots: uses.iter().chain(&i.defs()).map(|r| slot_of(top, r)).collect(),
        sequence: Sequence::of(i),
        read_only: i.mods.nc,
    }
}

fn decode_op(i: &Instr, kernel: &Kernel, symbols: &Symbols, reconverge: u32) -> Op {
    let o = &i.operands;
    let ty = i.ty.unwrap_or(Type::B32);
    let wide = ty.bits() == 64;
    let signed = ty.is_signed();
    let float = ty.is_float();
    let narrow = ty.is_int() && ty.bits() < 32;
    match i.opcode {
        Opcode::Mov => match (&o[1], ty.reg_class()) {
            (Operand::Special(s), _) => Op::MovSpecial { d: dany(&o[0]), sp: *s },
            (Operand::Symbol(name), class) => {
                let off = symbols.get(name).map(|s| s.offset as u64).unwrap_or(0);
                if class == RegClass::B64 {
                    Op::Mov64 { d: dreg(&o[0]), a: S64::I(off) }
                } else {
                    Op::Mov32 { d: dreg(&o[0]), a: S32::I(off as u32) }
                }
            }
            (_, RegClass::Pred) => Op::PredLogic { k: PL::Mov, d: dreg(&o[0]), a: sp(&o[1]), b: SP::I(false) },
            (_, RegClass::B64) => Op::Mov64 { d: dreg(&o[0]), a: s64(&o[1]) },
            (_, RegClass::B32) => Op::Mov32 { d: dreg(&o[0]), a: s32(&o[1]) },
        },
        Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Not if ty == Type::Pred => {
            let k = match i.opcode {
                Opcode::And => PL::And,
                Opcode::Or => PL::Or,
                Opcode::Xor => PL::Xor,
                _ => PL::Not,
            };
            Op::PredLogic { k, d: dreg(&o[0]), a: sp(&o[1]), b: o.get(2).map(sp).unwrap_or(SP::I(false)) }
        }
        Opcode::Add
        | Opcode::Sub
        | Opcode::Mul
        | Opcode::Mul24
        | Opcode::Div
        | Opcode::Rem
        | Opcode::Min
        | Opcode::Max
        | Opcode::And
        | Opcode::Or
        | Opcode::Xor
        | Opcode::Shl
        | Opcode::Shr => {
            if i.mods.mul == Some(MulMode::Wide) {
                return Op::Wide { signed, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]), c: None };
            }
            let k = binary_kind(i.opcode, i.mods.mul, ty);
            if narrow {
                Op::Narrow { k, bits: ty.bits() as u8, signed, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]) }
            } else if wide && matches!(i.opcode, Opcode::Shl | Opcode::Shr) {
                Op::Shift64 { k: B64::from_b32(k), d: dreg(&o[0]), a: s64(&o[1]), b: s32(&o[2]) }
            } else if wide {
                Op::Bin64 { k: B64::from_b32(k), d: dreg(&o[0]), a: s64(&o[1]), b: s64(&o[2]) }
            } else {
                Op::Bin32 { k, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]) }
            }
        }
        Opcode::Popc | Opcode::Clz if wide => {
            Op::Count64 { clz: i.opcode == Opcode::Clz, d: dreg(&o[0]), a: s64(&o[1]) }
        }
        Opcode::Abs
        | Opcode::Neg
        | Opcode::Not
        | Opcode::Popc
        | Opcode::Clz
        | Opcode::Rcp
        | Opcode::Sqrt
        | Opcode::Rsqrt
        | Opcode::Sin
        | Opcode::Cos
        | Opcode::Ex2
        | Opcode::Lg2 => {
            let k = unary_kind(i.opcode, float);
            if narrow {
                // Sub-word abs/neg/not: compute as 32-bit on the extended value, extend back.
                let bk = match k {
                    U32::Neg => B32::Sub,
                    U32::Not => B32::Xor,
                    _ => B32::AbsS,
                };
                let (a, b) = match bk {
                    B32::Sub => (S32::I(0), s32(&o[1])),
                    B32::Xor => (s32(&o[1]), S32::I(u32::MAX)),
                    _ => (s32(&o[1]), S32::I(0)),
                };
                Op::Narrow { k: bk, bits: ty.bits() as u8, signed, d: dreg(&o[0]), a, b }
            } else if wide {
                Op::Un64 { k: U64::from_u32(k), d: dreg(&o[0]), a: s64(&o[1]) }
            } else {
                Op::Un32 { k, d: dreg(&o[0]), a: s32(&o[1]) }
            }
        }
        Opcode::Mad | Opcode::Fma => {
            if i.mods.mul == Some(MulMode::Wide) {
                return Op::Wide { signed, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]), c: Some(s64(&o[3])) };
            }
            let k = match (float, i.mods.mul) {
                (true, _) => T32::Fma,
                (false, Some(MulMode::Hi)) if signed => T32::MadHiS,
                (false, Some(MulMode::Hi)) => T32::MadHiU,
                _ => T32::MadLo,
            };
            if wide {
                Op::Tern64 { k: T64::from_t32(k), d: dreg(&o[0]), a: s64(&o[1]), b: s64(&o[2]), c: s64(&o[3]) }
            } else {
                Op::Tern32 { k, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]), c: s32(&o[3]) }
            }
        }
        Opcode::Setp => {
            let cmp = i.mods.cmp.unwrap_or(CmpOp::Eq);
            let kind = match ty.kind() {
                TypeKind::Float => CmpKind::Float,
                TypeKind::Signed => CmpKind::Signed,
                _ => CmpKind::Unsigned,
            };
            if wide {
                Op::Setp64 { k: C64(kind), cmp, d: dreg(&o[0]), a: s64(&o[1]), b: s64(&o[2]) }
            } else if narrow {
                // Compare the extended sub-word values as 32-bit ones.
                let ext = |op: &Operand| match s32(op) {
                    S32::I(v) => S32::I(if signed { sext(v as u64, ty.bits()) as u32 } else { v }),
                    r => r,
                };
                Op::Setp32 { k: C32(kind, Some(ty.bits() as u8)), cmp, d: dreg(&o[0]), a: ext(&o[1]), b: ext(&o[2]) }
            } else {
                Op::Setp32 { k: C32(kind, None), cmp, d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]) }
            }
        }
        Opcode::Selp if wide => Op::Selp64 { d: dreg(&o[0]), a: s64(&o[1]), b: s64(&o[2]), p: sp(&o[3]) },
        Opcode::Selp => Op::Selp32 { d: dreg(&o[0]), a: s32(&o[1]), b: s32(&o[2]), p: sp(&o[3]) },
        Opcode::Cvt => {
            let sty = i.mods.src_ty.unwrap_or(ty);
            Op::Cvt { dty: ty, sty, rnd: i.mods.rounding, d: dany(&o[0]), a: sany(&o[1], sty) }
        }
        Opcode::Ld => {
            let (d, n) = list(&o[0], dany, DAny::W32(0));
            Op::Ld { space: i.mods.space.unwrap_or(Space::Global), ty, d, n, addr: address(&o[1], symbols) }
        }
        Opcode::St => {
            let (s, n) = list(&o[1], |op| sany(op, ty), SAny::W32(S32::I(0)));
            Op::St { space: i.mods.space.unwrap_or(Space::Global), ty, s, n, addr: address(&o[0], symbols) }
        }
        Opcode::Atom => Op::Atom {
            space: i.mods.space.unwrap_or(Space::Global),
            op: i.mods.atom.unwrap_or(AtomOp::Add),
            ty,
            d: dany(&o[0]),
            addr: address(&o[1], symbols),
            b: sany(&o[2], ty),
            c: o.get(3).map(|c| sany(c, ty)),
        },
        Opcode::Bar => Op::Bar {
            id: match o.first() {
                Some(Operand::Imm(v)) => *v as u32,
                _ => 0,
            },
        },
        Opcode::Bra => Op::Bra { target: i.target().unwrap_or(kernel.instrs.len() as u32), reconverge },
        Opcode::Exit => Op::Exit,
        Opcode::Shfl => Op::Shfl {
            mode: i.mods.shfl.unwrap_or(ShflMode::Idx),
            d: dreg(&o[0]),
            a: s32(&o[1]),
            b: s32(&o[2]),
            c: s32(&o[3]),
        },
        Opcode::Vote => Op::Vote { mode: i.mods.vote.unwrap_or(VoteMode::Any), d: dany(&o[0]), a: sp(&o[1]) },
        Opcode::Nop => Op::Nop,
    }
}

fn binary_kind(op: Opcode, mul: Option<MulMode>, ty: Type) -> B32 {
    let signed = ty.is_signed();
    if ty.is_float() {
        return match op {
            Opcode::Add => B32::FAdd,
            Opcode::Sub => B32::FSub,
            Opcode::Mul => B32::FMul,
            Opcode::Div => B32::FDiv,
            Opcode::Min => B32::FMin,
            _ => B32::FMax,
        };
    }
    match (op, mul) {
        (Opcode::Add, _) => B32::Add,
        (Opcode::Sub, _) => B32::Sub,
        (Opcode::Mul, Some(MulMode::Hi)) if signed => B32::MulHiS,
        (Opcode::Mul, Some(MulMode::Hi)) => B32::MulHiU,
        (Opcode::Mul24, Some(MulMode::Hi)) if signed => B32::Mul24HiS,
        (Opcode::Mul24, Some(MulMode::Hi)) => B32::Mul24HiU,
        (Opcode::Mul24, _) if signed => B32::Mul24LoS,
        (Opcode::Mul24, _) => B32::Mul24LoU,
        (Opcode::Mul, _) => B32::MulLo,
        (Opcode::Div, _) if signed => B32::DivS,
        (Opcode::Div, _) => B32::DivU,
        (Opcode::Rem, _) if signed => B32::RemS,
        (Opcode::Rem, _) => B32::RemU,
        (Opcode::Min, _) if signed => B32::MinS,
        (Opcode::Min, _) => B32::MinU,
        (Opcode::Max, _) if signed => B32::MaxS,
        (Opcode::Max, _) => B32::MaxU,
        (Opcode::And, _) => B32::And,
        (Opcode::Or, _) => B32::Or,
        (Opcode::Xor, _) => B32::Xor,
        (Opcode::Shl, _) => B32::Shl,
        (Opcode::Shr, _) if signed => B32::ShrS,
        _ => B32::ShrU,
    }
}

fn unary_kind(op: Opcode, float: bool) -> U32 {
    match (op, float) {
        (Opcode::Abs, true) => U32::FAbs,
        (Opcode::Abs, false) => U32::AbsS,
        (Opcode::Neg, true) => U32::FNeg,
        (Opcode::Neg, false) => U32::Neg,
        (Opcode::Not, _) => U32::Not,
        (Opcode::Popc, _) => U32::Popc,
        (Opcode::Clz, _) => U32::Clz,
        (Opcode::Rcp, _) => U32::Rcp,
        (Opcode::Sqrt, _) => U32::Sqrt,
        (Opcode::Rsqrt, _) => U32::Rsqrt,
        (Opcode::Sin, _) => U32::Sin,
        (Opcode::Cos, _) => U32::Cos,
        (Opcode::Ex2, _) => U32::Ex2,
        _ => U32::Lg2,
    }
}

/// Whether an operand slot is a destination (for the scoreboard of the timing model).
pub fn is_dst(slot: SlotKind) -> bool {
    matches!(slot, SlotKind::Dst(_) | SlotKind::DstList(..))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows a starting warp zeroes, and the rows of the registers (by class and index) the
    /// test expects to be read before written.
    fn zeroed(src: &str, expected: [&[u16]; 2]) -> ([Vec<u16>; 2], [Vec<u16>; 2]) {
        let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
        let k = &prog.module.kernels[0];
        let d = DecodedKernel::new(k, &prog.analyses[0], &prog.module);
        let rows = crate::regalloc::compact(&k.instrs, &prog.analyses[0].cfg, d.scoreboard);
        let want = |c: usize| {
            let mut v: Vec<u16> = expected[c].iter().map(|&i| rows.row[c][i as usize]).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        (d.zero_on_start, [want(0), want(1)])
    }

    /// `DecodedKernel::convergence` of the one kernel in `src`.
    fn convergence(src: &str) -> Vec<u8> {
        let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
        DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module).convergence
    }

    #[test]
    fn sixty_four_bit_adds_take_two_native_instructions_unless_ptxas_folds_a_product_into_them() {
        let src = "
.kernel k
.param .ptr p
.param .s32 n
    ld.param.u64 %rd1, [p]
    ld.param.s32 %r1, [n]
    mov.u32 %r2, %tid.x
    mul.wide.s32 %rd2, %r2, 4
    add.s64 %rd2, %rd1, %rd2
    mul.wide.s32 %rd3, %r1, 4
    cvt.u64.u32 %rd4, %r2
    add.s64 %rd4, %rd1, %rd4
    xor.b64 %rd5, %rd4, 7
    setp.lt.u64 %p1, %rd5, %rd4
    add.u32 %r3, %r2, 1
    mov.u32 %r4, 0
loop:
    add.s64 %rd2, %rd2, %rd3
    add.s64 %rd4, %rd4, %rd2
    add.u32 %r4, %r4, 1
    setp.lt.s32 %p2, %r4, 4
    @%p2 bra loop
    exit
";
        let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
        let d = DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module);
        let seq: Vec<Sequence> = d.instrs.iter().map(|i| i.sequence).collect();
        use Sequence::*;
        // The thread's byte offset, just written by a `mul.wide`, and `n * 4`, written only by
        // one, fold into IMAD.WIDEs (also in the loop, past its branch target); a pointer plus a
        // converted index, the xor, the 64-bit compare and an add of a sum are two instructions;
        // 32-bit ones and the multiplies (by 4: shifts) keep their own classes.
        assert_eq!(
            seq,
            [
                None, None, None, Shift, WideAdd, Shift, None, Int64, Int64, Int64, None, None, WideAdd, Int64, None,
                None, None, None
            ]
        );
    }

    #[test]
    fn convergence_barriers_go_where_nvcc_puts_them() {
        // A branch on the thread index splits the warp: BSSY at it, BSYNC where its if/else
        // meets (pc 6); the loop's `bra.uni` is trusted, and the exit of the loop whose branch
        // back varies (pc 11) gets a BSYNC but no BSSY; a varying branch whose paths meet at
        // `exit` gets neither (nvcc exits there).
        let src = "
.kernel k
    mov.u32 %r1, %tid.x
    setp.lt.u32 %p1, %r1, 16
    @%p1 bra side
    add.u32 %r2, %r1, 1
    bra join
side:
    add.u32 %r2, %r1, 2
join:
    add.u32 %r3, %r3, 1
    setp.lt.u32 %p2, %r3, 4
    @%p2 bra.uni join
    setp.lt.u32 %p3, %r3, %r1
    @%p3 bra join
join2:
    @%p1 bra out
    add.u32 %r2, %r2, 1
out:
    exit
";
        let mut want = vec![0u8; 14];
        want[2] = CONVERGE_SPLIT;
        want[6] = CONVERGE_JOIN;
        want[11] = CONVERGE_JOIN;
        assert_eq!(convergence(src), want);
        // Uniform branches only: no barrier anywhere.
        assert!(convergence(".kernel k\n    mov.u32 %r1, 3\n    setp.lt.u32 %p1, %r1, 4\n    @%p1 bra end\n    add.u32 %r1, %r1, 1\nend:\n    exit\n").is_empty());
    }

    #[test]
    fn registers_written_first_on_every_path_need_no_zeroing() {
        // %r1 and %rd1 are written before any read; %r2 is read on the path that skips its
        // write; %r3 is written only under a guard before it is read; %r4 is read in a loop
        // before the write that follows it in the body.
        let src = "
.kernel k
.param .ptr out
    ld.param.u64        %rd1, [out]
    mov.u32             %r1, %tid.x
    setp.eq.u32         %p1, %r1, 0
    @%p1 bra            skip
    mov.u32             %r2, 7
skip:
    add.u32             %r5, %r2, %r1
    @%p1 mov.u32        %r3, 1
    add.u32             %r5, %r5, %r3
    mov.u32             %r6, 0
loop:
    add.u32             %r5, %r5, %r4
    mov.u32             %r4, 2
    add.u32             %r6, %r6, 1
    setp.lt.u32         %p2, %r6, 4
    @%p2 bra            loop
    st.global.u32       [%rd1], %r5
    exit
";
        let (got, want) = zeroed(src, [&[2, 3, 4], &[]]);
        assert_eq!(got, want);
        assert_eq!(want[0].len(), 3, "registers read before written keep rows of their own");
    }

    #[test]
    fn each_instruction_names_the_row_it_writes_and_the_row_its_global_address_is_in() {
        let src = "
.kernel k
.param .ptr p
    mov.u32 %r1, %tid.x
    setp.lt.u32 %p1, %r1, 4
    ld.param.u64 %rd1, [p]
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r2, [%rd3]
    @%p1 st.global.u32 [%rd3+8], %r2
    exit
";
        let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
        let k = &prog.module.kernels[0];
        let d = DecodedKernel::new(k, &prog.analyses[0], &prog.module);
        let rows = crate::regalloc::compact(&k.instrs, &prog.analyses[0].cfg, d.scoreboard);
        let r32 = |i: usize| rows.row[0][i] as u32;
        let r64 = |i: usize| 1 << 16 | rows.row[1][i] as u32;
        // (Registers are numbered from 0: %r1 is index 1.)
        let want = [r32(1), NO_ROW, r64(1), r64(2), r64(3), r32(2), NO_ROW, NO_ROW];
        assert_eq!(d.dst_row, want);
        // The global load and store address %rd3 (plus 8 for the store); nothing else does.
        let at = |offset: i64| (rows.row[1][3] as u32, offset);
        let none = (NO_ROW, 0);
        assert_eq!(d.global_addr, [none, none, none, none, none, at(0), at(8), none]);
        // %rd3 takes the row of %rd1 or %rd2, which it reads for the last time.
        assert!(rows.row[1][3] == rows.row[1][1] || rows.row[1][3] == rows.row[1][2], "{rows:?}");
    }
}
