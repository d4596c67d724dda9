//! The opcode table: one row per opcode with its mnemonic, operand shape, execution unit and
//! latency class. The parser, the printer, the analyses and the timing model all read this table,
//! so a fact about an opcode lives in exactly one place.

use crate::types::Type;
use std::fmt;

/// Execution unit classes. The timing model gives each its own issue interval and latency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unit {
    /// Integer ALU (also moves, selects, predicate logic, votes).
    Int,
    /// Single-precision floating point.
    Fp32,
    /// Double-precision floating point (slow on most consumer parts).
    Fp64,
    /// Special-function unit: reciprocals, roots, transcendentals, int<->float conversions.
    Sfu,
    /// Load/store unit: every memory access, atomics and shuffles.
    Lsu,
    /// Branch unit: `bra`, `exit`.
    Branch,
    /// Barrier synchronisation.
    Barrier,
}

impl Unit {
    pub const ALL: [Unit; 7] = [Unit::Int, Unit::Fp32, Unit::Fp64, Unit::Sfu, Unit::Lsu, Unit::Branch, Unit::Barrier];

    /// Position in `ALL`.
    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Unit::Int => "int",
            Unit::Fp32 => "fp32",
            Unit::Fp64 => "fp64",
            Unit::Sfu => "sfu",
            Unit::Lsu => "lsu",
            Unit::Branch => "branch",
            Unit::Barrier => "barrier",
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Latency classes. A preset maps (unit, class) to cycles; memory latency comes from the
/// memory system instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LatencyClass {
    /// Add, logic, compare, move: the "typical instruction" of the seeds.
    Simple,
    /// Multiplies (integer multiplies are slower than adds on many parts).
    Mul,
    /// Divide and remainder: a multi-instruction sequence on real hardware.
    Div,
    /// Transcendentals and reciprocals on the SFU.
    Transcendental,
    /// Memory access; the memory system decides the latency.
    Memory,
    /// Warp shuffle through the crossbar.
    Shuffle,
    /// Branches and exit.
    Control,
    /// Barriers.
    Barrier,
}

impl LatencyClass {
    pub fn name(self) -> &'static str {
        match self {
            LatencyClass::Simple => "simple",
            LatencyClass::Mul => "mul",
            LatencyClass::Div => "div",
            LatencyClass::Transcendental => "transcendental",
            LatencyClass::Memory => "memory",
            LatencyClass::Shuffle => "shuffle",
            LatencyClass::Control => "control",
            LatencyClass::Barrier => "barrier",
        }
    }
}

/// How an opcode's operands are laid out (destination first, as in PTX).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `d, a` with `a` a register, immediate, special register or symbol address.
    Mov,
    /// `d, a`
    Unary,
    /// `d, a, b`
    Binary,
    /// `d, a, b, c`
    Ternary,
    /// `p, a, b`
    Setp,
    /// `d, a, b, p`
    Selp,
    /// `d, a` with distinct destination and source types.
    Cvt,
    /// `d, [addr]` or `{d0, d1, ..}, [addr]`
    Load,
    /// `[addr], a` or `[addr], {a0, a1, ..}`
    Store,
    /// `d, [addr], b` (and `, c` for `cas`)
    Atom,
    /// `id`
    Barrier,
    /// `label`
    Branch,
    /// no operands
    Nothing,
    /// `d, a, b, c`
    Shfl,
    /// `d, p`
    Vote,
}

/// How the execution unit is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitRule {
    /// Always this unit.
    Fixed(Unit),
    /// Integer types on `Int`, `f32` on `Fp32`, `f64` on `Fp64`.
    ByType,
    /// `f32` on the SFU, `f64` on the FP64 unit.
    Special,
    /// Conversions: int<->int on `Int`, anything involving f64 on `Fp64`, f32<->int on the SFU.
    Convert,
}

/// One row of the opcode table.
#[derive(Clone, Copy, Debug)]
pub struct OpcodeInfo {
    pub mnemonic: &'static str,
    pub shape: Shape,
    pub unit: UnitRule,
    pub latency: LatencyClass,
    /// One-line description for `docs/ISA.md` and `--help` listings.
    pub summary: &'static str,
}

macro_rules! opcode_table {
    ($($op:ident => $mn:literal, $shape:ident, $unit:expr, $lat:ident, $summary:literal;)+) => {
        /// Every opcode of the ISA.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($op),+ }

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$op),+];

            /// This opcode's row of the table.
            pub fn info(self) -> &'static OpcodeInfo {
                match self {
                    $(Opcode::$op => &OpcodeInfo {
                        mnemonic: $mn,
                        shape: Shape::$shape,
                        unit: $unit,
                        latency: LatencyClass::$lat,
                        summary: $summary,
                    }),+
                }
            }

            pub fn from_mnemonic(word: &str) -> Option<Opcode> {
                match word { $($mn => Some(Opcode::$op),)+ _ => None }
            }
        }
    };
}

use UnitRule::{ByType, Convert, Fixed, Special};

opcode_table! {
    Mov   => "mov",   Mov,     Fixed(Unit::Int),     Simple, "copy a register, immediate, special register or symbol address";
    Add   => "add",   Binary,  ByType,               Simple, "d = a + b (wrapping for integers)";
    Sub   => "sub",   Binary,  ByType,               Simple, "d = a - b";
    Mul   => "mul",   Binary,  ByType,               Mul,    "d = a * b; integers take .lo, .hi or .wide";
    Mul24 => "mul24", Binary,  Fixed(Unit::Int),     Simple, "24-bit integer multiply (fast on cc 1.x)";
    Mad   => "mad",   Ternary, ByType,               Mul,    "d = a * b + c; integers take .lo, .hi or .wide";
    Fma   => "fma",   Ternary, ByType,               Simple, "fused d = a * b + c, rounded once";
    Div   => "div",   Binary,  ByType,               Div,    "d = a / b (integer division truncates)";
    Rem   => "rem",   Binary,  Fixed(Unit::Int),     Div,    "d = a % b (sign of the dividend, as in C)";
    Min   => "min",   Binary,  ByType,               Simple, "d = min(a, b)";
    Max   => "max",   Binary,  ByType,               Simple, "d = max(a, b)";
    Abs   => "abs",   Unary,   ByType,               Simple, "d = |a|";
    Neg   => "neg",   Unary,   ByType,               Simple, "d = -a";
    And   => "and",   Binary,  Fixed(Unit::Int),     Simple, "bitwise and (also on predicates)";
    Or    => "or",    Binary,  Fixed(Unit::Int),     Simple, "bitwise or (also on predicates)";
    Xor   => "xor",   Binary,  Fixed(Unit::Int),     Simple, "bitwise xor (also on predicates)";
    Not   => "not",   Unary,   Fixed(Unit::Int),     Simple, "bitwise not (also on predicates)";
    Shl   => "shl",   Binary,  Fixed(Unit::Int),     Simple, "shift left; amounts of the width or more give 0";
    Shr   => "shr",   Binary,  Fixed(Unit::Int),     Simple, "shift right: arithmetic for .s types, logical otherwise";
    Popc  => "popc",  Unary,   Fixed(Unit::Sfu),     Simple, "population count (the SFU's lanes: an H100 runs POPC on its XU pipe)";
    Clz   => "clz",   Unary,   Fixed(Unit::Sfu),     Simple, "count leading zeros (FLO on the SFU's lanes, as popc)";
    Rcp   => "rcp",   Unary,   Special,              Transcendental, "d = 1 / a";
    Sqrt  => "sqrt",  Unary,   Special,              Transcendental, "d = sqrt(a)";
    Rsqrt => "rsqrt", Unary,   Special,              Transcendental, "d = 1 / sqrt(a)";
    Sin   => "sin",   Unary,   Special,              Transcendental, "d = sin(a), a in radians";
    Cos   => "cos",   Unary,   Special,              Transcendental, "d = cos(a), a in radians";
    Ex2   => "ex2",   Unary,   Special,              Transcendental, "d = 2^a";
    Lg2   => "lg2",   Unary,   Special,              Transcendental, "d = log2(a)";
    Setp  => "setp",  Setp,    ByType,               Simple, "p = a CMP b";
    Selp  => "selp",  Selp,    Fixed(Unit::Int),     Simple, "d = p ? a : b";
    Cvt   => "cvt",   Cvt,     Convert,              Simple, "convert between integer widths and floats";
    Ld    => "ld",    Load,    Fixed(Unit::Lsu),     Memory, "load from a state space (scalar, .v2, .v4)";
    St    => "st",    Store,   Fixed(Unit::Lsu),     Memory, "store to a state space (scalar, .v2, .v4)";
    Atom  => "atom",  Atom,    Fixed(Unit::Lsu),     Memory, "atomic read-modify-write on global or shared memory; d = old value";
    Bar   => "bar",   Barrier, Fixed(Unit::Barrier), Barrier, "bar.sync ID: wait until every non-exited warp of the block arrives";
    Bra   => "bra",   Branch,  Fixed(Unit::Branch),  Control, "branch to a label (divergent when guarded by a per-thread predicate)";
    Exit  => "exit",  Nothing, Fixed(Unit::Branch),  Control, "end the thread";
    Shfl  => "shfl",  Shfl,    Fixed(Unit::Lsu),     Shuffle, "exchange a register between lanes of a warp";
    Vote  => "vote",  Vote,    Fixed(Unit::Int),     Simple, "warp vote: any, all, ballot";
    Nop   => "nop",   Nothing, Fixed(Unit::Int),     Simple, "do nothing for one issue slot";
}

impl Opcode {
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    pub fn shape(self) -> Shape {
        self.info().shape
    }

    /// The execution unit for this opcode at the given types (`src` is the source type of `cvt`).
    pub fn unit(self, ty: Option<Type>, src: Option<Type>) -> Unit {
        let is_f64 = |t: Option<Type>| t == Some(Type::F64);
        let is_f32 = |t: Option<Type>| t == Some(Type::F32);
        match self.info().unit {
            Fixed(unit) => unit,
            ByType if is_f64(ty) => Unit::Fp64,
            ByType if is_f32(ty) => Unit::Fp32,
            ByType => Unit::Int,
            Special if is_f64(ty) => Unit::Fp64,
            Special => Unit::Sfu,
            Convert if is_f64(ty) || is_f64(src) => Unit::Fp64,
            Convert if is_f32(ty) && is_f32(src) => Unit::Fp32,
            Convert if is_f32(ty) || is_f32(src) => Unit::Sfu,
            Convert => Unit::Int,
        }
    }

    pub fn latency_class(self) -> LatencyClass {
        self.info().latency
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mnemonic())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mnemonics_are_unique_and_round_trip() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_mnemonic(op.mnemonic()), Some(op));
        }
        let mut names: Vec<_> = Opcode::ALL.iter().map(|o| o.mnemonic()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Opcode::ALL.len());
    }

    #[test]
    fn unit_index_is_position_in_all() {
        for (i, u) in Unit::ALL.iter().enumerate() {
            assert_eq!(u.index(), i);
        }
    }

    #[test]
    fn units_follow_types() {
        assert_eq!(Opcode::Add.unit(Some(Type::S32), None), Unit::Int);
        assert_eq!(Opcode::Add.unit(Some(Type::F32), None), Unit::Fp32);
        assert_eq!(Opcode::Fma.unit(Some(Type::F64), None), Unit::Fp64);
        assert_eq!(Opcode::Sin.unit(Some(Type::F32), None), Unit::Sfu);
        assert_eq!(Opcode::Sqrt.unit(Some(Type::F64), None), Unit::Fp64);
        assert_eq!(Opcode::Cvt.unit(Some(Type::F32), Some(Type::S32)), Unit::Sfu);
        assert_eq!(Opcode::Cvt.unit(Some(Type::U64), Some(Type::U32)), Unit::Int);
        assert_eq!(Opcode::Ld.unit(Some(Type::F32), None), Unit::Lsu);
        assert_eq!(Opcode::Ld.latency_class(), LatencyClass::Memory);
    }
}
