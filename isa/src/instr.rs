//! The one instruction type, its typed operands, and the operand "slots" that say what each
//! position of an instruction holds. The parser, the printer, the validator and the emulator's
//! decoder all work from `Instr::slots`, so they agree on operand types by construction.

use crate::opcode::{LatencyClass, Opcode, Shape, Unit};
use crate::types::*;

/// A register: class and index (`%r3` is `Reg { class: B32, index: 3 }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg {
    pub class: RegClass,
    pub index: u16,
}

impl Reg {
    pub fn r(index: u16) -> Reg {
        Reg { class: RegClass::B32, index }
    }
    pub fn rd(index: u16) -> Reg {
        Reg { class: RegClass::B64, index }
    }
    pub fn p(index: u16) -> Reg {
        Reg { class: RegClass::Pred, index }
    }
}

/// Read-only special registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    Tid(Dim),
    Ntid(Dim),
    Ctaid(Dim),
    Nctaid(Dim),
    LaneId,
    WarpId,
    SmId,
    /// Low 32 bits of the SM cycle counter.
    Clock,
    /// The full 64-bit cycle counter.
    Clock64,
}

impl Special {
    /// Every special register, for documentation and tests.
    pub fn all() -> Vec<Special> {
        let mut v = Vec::new();
        for &d in Dim::ALL {
            v.extend([Special::Tid(d), Special::Ntid(d), Special::Ctaid(d), Special::Nctaid(d)]);
        }
        v.extend([Special::LaneId, Special::WarpId, Special::SmId, Special::Clock, Special::Clock64]);
        v
    }

    pub fn name(self) -> String {
        match self {
            Special::Tid(d) => format!("%tid.{d}"),
            Special::Ntid(d) => format!("%ntid.{d}"),
            Special::Ctaid(d) => format!("%ctaid.{d}"),
            Special::Nctaid(d) => format!("%nctaid.{d}"),
            Special::LaneId => "%laneid".into(),
            Special::WarpId => "%warpid".into(),
            Special::SmId => "%smid".into(),
            Special::Clock => "%clock".into(),
            Special::Clock64 => "%clock64".into(),
        }
    }

    /// Parses a name including its `%`.
    pub fn from_name(name: &str) -> Option<Special> {
        let rest = name.strip_prefix('%')?;
        let (base, dim) = match rest.split_once('.') {
            Some((b, d)) => (b, Some(Dim::from_word(d)?)),
            None => (rest, None),
        };
        Some(match (base, dim) {
            ("tid", Some(d)) => Special::Tid(d),
            ("ntid", Some(d)) => Special::Ntid(d),
            ("ctaid", Some(d)) => Special::Ctaid(d),
            ("nctaid", Some(d)) => Special::Nctaid(d),
            ("laneid", None) => Special::LaneId,
            ("warpid", None) => Special::WarpId,
            ("smid", None) => Special::SmId,
            ("clock", None) => Special::Clock,
            ("clock64", None) => Special::Clock64,
            _ => return None,
        })
    }

    pub fn bits(self) -> u32 {
        match self {
            Special::Clock64 => 64,
            _ => 32,
        }
    }
}

/// A memory address operand: `[sym + base + offset]`, each part optional.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Address {
    /// A `.shared`, `.const` or `.param` symbol whose offset is added.
    pub symbol: Option<String>,
    pub base: Option<Reg>,
    pub offset: i64,
}

/// A typed operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    Reg(Reg),
    /// An immediate as raw bits of the slot's type (f32 bits for `.f32`, sign-extended for
    /// signed integers). The slot's type says how to print it.
    Imm(u64),
    Special(Special),
    /// The address (offset within its space) of a `.shared` or `.const` symbol.
    Symbol(String),
    Addr(Address),
    /// `{%r1, %r2, ...}` for vector loads and stores.
    List(Vec<Operand>),
    /// A branch target, resolved to an instruction index by the parser.
    Label {
        name: String,
        pc: u32,
    },
}

/// `@%p` or `@!%p` before an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Guard {
    pub pred: u16,
    pub negated: bool,
}

/// Modifier words beyond the primary type. Unused fields stay at their defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Mods {
    pub space: Option<Space>,
    pub cmp: Option<CmpOp>,
    pub mul: Option<MulMode>,
    pub rounding: Option<Rounding>,
    pub atom: Option<AtomOp>,
    pub shfl: Option<ShflMode>,
    pub vote: Option<VoteMode>,
    pub vec: VecWidth,
    /// `bra.uni`: the programmer asserts the branch is uniform across the warp.
    pub uni: bool,
    /// `ld.global.nc`: a load of data the kernel does not write (PTX's non-coherent cache
    /// operator, what `__ldg` and `tex1Dfetch` on linear memory compile to), read through the
    /// texture cache where the GPU has one (`cache.tex_bytes`).
    pub nc: bool,
    /// Source type of `cvt` (the destination type is `Instr::ty`).
    pub src_ty: Option<Type>,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instr {
    pub guard: Option<Guard>,
    pub opcode: Opcode,
    /// The primary type suffix (`None` for `bra`, `bar`, `exit`, `nop`).
    pub ty: Option<Type>,
    pub mods: Mods,
    /// Operands in written order, destination first.
    pub operands: Vec<Operand>,
}

/// What an operand position holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKind {
    /// A register written by the instruction, holding a value of this type.
    Dst(Type),
    /// A value read by the instruction: register or immediate (special registers and symbol
    /// addresses are accepted only where `mov` allows them).
    Src(Type),
    /// `count` destination registers of this type (vector loads).
    DstList(Type, u32),
    /// `count` source values of this type (vector stores).
    SrcList(Type, u32),
    /// A memory address in this space.
    Addr(Space),
    /// A branch target.
    Label,
    /// An immediate-only operand (the barrier id).
    ImmOnly(Type),
}

impl Instr {
    /// A plain instruction with no guard or modifiers, for building kernels in code and tests.
    pub fn new(opcode: Opcode, ty: Option<Type>, operands: Vec<Operand>) -> Instr {
        Instr { guard: None, opcode, ty, mods: Mods::default(), operands }
    }

    /// The operand slots of this instruction, given its opcode and modifiers.
    pub fn slots(&self) -> Vec<SlotKind> {
        slots_for(self.opcode, self.ty, &self.mods)
    }

    /// Execution unit this instruction issues to.
    pub fn unit(&self) -> Unit {
        self.opcode.unit(self.ty, self.mods.src_ty)
    }

    pub fn latency_class(&self) -> LatencyClass {
        self.opcode.latency_class()
    }

    /// Registers written by this instruction (for scoreboards and analyses).
    pub fn defs(&self) -> Vec<Reg> {
        let mut out = Vec::new();
        for (slot, op) in self.slots().iter().zip(&self.operands) {
            if matches!(slot, SlotKind::Dst(_) | SlotKind::DstList(..)) {
                collect_regs(op, &mut out);
            }
        }
        out
    }

    /// Registers read by this instruction, including the guard predicate and address bases.
    pub fn uses(&self) -> Vec<Reg> {
        let mut out = Vec::new();
        if let Some(g) = self.guard {
            out.push(Reg::p(g.pred));
        }
        for (slot, op) in self.slots().iter().zip(&self.operands) {
            if !matches!(slot, SlotKind::Dst(_) | SlotKind::DstList(..)) {
                collect_regs(op, &mut out);
            }
        }
        out
    }

    /// The branch target, for `bra`.
    pub fn target(&self) -> Option<u32> {
        self.operands.iter().find_map(|o| match o {
            Operand::Label { pc, .. } => Some(*pc),
            _ => None,
        })
    }

    /// Memory address operand, for `ld`, `st` and `atom`.
    pub fn address(&self) -> Option<&Address> {
        self.operands.iter().find_map(|o| match o {
            Operand::Addr(a) => Some(a),
            _ => None,
        })
    }
}

fn collect_regs(op: &Operand, out: &mut Vec<Reg>) {
    match op {
        Operand::Reg(r) => out.push(*r),
        Operand::Addr(Address { base: Some(r), .. }) => out.push(*r),
        Operand::List(items) => items.iter().for_each(|o| collect_regs(o, out)),
        _ => {}
    }
}

/// Operand slots for an opcode with the given type and modifiers. Total: a combination the
/// parser rejects still gets a sensible layout, so printing never fails.
pub fn slots_for(opcode: Opcode, ty: Option<Type>, mods: &Mods) -> Vec<SlotKind> {
    use SlotKind::*;
    let t = ty.unwrap_or(Type::B32);
    let wide = t.widened().unwrap_or(t);
    match opcode.shape() {
        Shape::Mov | Shape::Unary => match opcode {
            Opcode::Popc | Opcode::Clz => vec![Dst(Type::U32), Src(t)],
            _ => vec![Dst(t), Src(t)],
        },
        Shape::Binary => match (opcode, mods.mul) {
            (Opcode::Mul, Some(MulMode::Wide)) => vec![Dst(wide), Src(t), Src(t)],
            (Opcode::Shl | Opcode::Shr, _) => vec![Dst(t), Src(t), Src(Type::U32)],
            _ => vec![Dst(t), Src(t), Src(t)],
        },
        Shape::Ternary => match mods.mul {
            Some(MulMode::Wide) => vec![Dst(wide), Src(t), Src(t), Src(wide)],
            _ => vec![Dst(t), Src(t), Src(t), Src(t)],
        },
        Shape::Setp => vec![Dst(Type::Pred), Src(t), Src(t)],
        Shape::Selp => vec![Dst(t), Src(t), Src(t), Src(Type::Pred)],
        Shape::Cvt => vec![Dst(t), Src(mods.src_ty.unwrap_or(t))],
        Shape::Load => {
            let space = mods.space.unwrap_or(Space::Global);
            match mods.vec {
                VecWidth::V1 => vec![Dst(t), Addr(space)],
                v => vec![DstList(t, v.lanes()), Addr(space)],
            }
        }
        Shape::Store => {
            let space = mods.space.unwrap_or(Space::Global);
            match mods.vec {
                VecWidth::V1 => vec![Addr(space), Src(t)],
                v => vec![Addr(space), SrcList(t, v.lanes())],
            }
        }
        Shape::Atom => {
            let space = mods.space.unwrap_or(Space::Global);
            let mut v = vec![Dst(t), Addr(space), Src(t)];
            if mods.atom == Some(AtomOp::Cas) {
                v.push(Src(t));
            }
            v
        }
        Shape::Barrier => vec![ImmOnly(Type::U32)],
        Shape::Branch => vec![Label],
        Shape::Nothing => vec![],
        Shape::Shfl => vec![Dst(Type::B32), Src(Type::B32), Src(Type::U32), Src(Type::U32)],
        Shape::Vote => match mods.vote {
            Some(VoteMode::Ballot) => vec![Dst(Type::B32), Src(Type::Pred)],
            _ => vec![Dst(Type::Pred), Src(Type::Pred)],
        },
    }
}
