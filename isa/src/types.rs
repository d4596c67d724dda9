//! Small value types that appear as instruction modifiers: data types, state spaces, comparison
//! operators and the mode words of `mul`, `cvt`, `atom`, `shfl` and `vote`.
//!
//! Every enum here maps one-to-one onto a dotted modifier word (`.s32`, `.global`, `.lt`, ...);
//! `word()` gives the text and `from_word()` parses it, so the parser and `Display` cannot drift.

use std::fmt;

/// Generates an enum whose variants each correspond to one modifier word.
macro_rules! word_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $word:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($variant),+ }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The modifier word, without its leading dot.
            pub fn word(self) -> &'static str {
                match self { $($name::$variant => $word),+ }
            }

            /// Parses a modifier word (without its leading dot).
            pub fn from_word(word: &str) -> Option<Self> {
                match word { $($word => Some($name::$variant),)+ _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }
    };
}

word_enum! {
    /// A data type suffix. Registers are untyped bit containers (32-bit `%r`, 64-bit `%rd`,
    /// 1-bit `%p`); the instruction's type says how the bits are interpreted.
    Type {
        U8 => "u8", S8 => "s8", B8 => "b8",
        U16 => "u16", S16 => "s16", B16 => "b16",
        U32 => "u32", S32 => "s32", B32 => "b32",
        U64 => "u64", S64 => "s64", B64 => "b64",
        F32 => "f32", F64 => "f64",
        Pred => "pred",
    }
}

/// Broad family of a type, for the rules that say which types an opcode accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeKind {
    Unsigned,
    Signed,
    Bits,
    Float,
    Pred,
}

impl Type {
    /// Width in bits (1 for predicates).
    pub fn bits(self) -> u32 {
        use Type::*;
        match self {
            U8 | S8 | B8 => 8,
            U16 | S16 | B16 => 16,
            U32 | S32 | B32 | F32 => 32,
            U64 | S64 | B64 | F64 => 64,
            Pred => 1,
        }
    }

    /// Width in bytes of a value of this type in memory (predicates have none).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    pub fn kind(self) -> TypeKind {
        use Type::*;
        match self {
            U8 | U16 | U32 | U64 => TypeKind::Unsigned,
            S8 | S16 | S32 | S64 => TypeKind::Signed,
            B8 | B16 | B32 | B64 => TypeKind::Bits,
            F32 | F64 => TypeKind::Float,
            Pred => TypeKind::Pred,
        }
    }

    pub fn is_float(self) -> bool {
        self.kind() == TypeKind::Float
    }

    /// Integer-like: unsigned, signed or untyped bits.
    pub fn is_int(self) -> bool {
        matches!(self.kind(), TypeKind::Unsigned | TypeKind::Signed | TypeKind::Bits)
    }

    pub fn is_signed(self) -> bool {
        self.kind() == TypeKind::Signed
    }

    /// The register class that holds a value of this type: sub-word and 32-bit values live in
    /// 32-bit registers, 64-bit values in 64-bit registers.
    pub fn reg_class(self) -> RegClass {
        match self.bits() {
            1 => RegClass::Pred,
            64 => RegClass::B64,
            _ => RegClass::B32,
        }
    }

    /// The same kind of type at twice the width (`s32` -> `s64`), used by `.wide` multiplies.
    pub fn widened(self) -> Option<Type> {
        use Type::*;
        Some(match self {
            U16 => U32,
            S16 => S32,
            U32 => U64,
            S32 => S64,
            _ => return None,
        })
    }
}

/// The three register files of a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegClass {
    /// `%rN`: 32-bit registers (integers up to 32 bits and f32).
    B32,
    /// `%rdN`: 64-bit registers (addresses, 64-bit integers, f64).
    B64,
    /// `%pN`: 1-bit predicates.
    Pred,
}

impl RegClass {
    pub fn prefix(self) -> &'static str {
        match self {
            RegClass::B32 => "%r",
            RegClass::B64 => "%rd",
            RegClass::Pred => "%p",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            RegClass::B32 => "a 32-bit register (%r)",
            RegClass::B64 => "a 64-bit register (%rd)",
            RegClass::Pred => "a predicate register (%p)",
        }
    }
}

word_enum! {
    /// State spaces addressed by `ld`, `st` and `atom`.
    Space {
        Global => "global",
        Shared => "shared",
        Const => "const",
        Param => "param",
        Local => "local",
    }
}

impl Space {
    /// Register class of a base register in an address of this space: global addresses are
    /// 64-bit, the small on-chip spaces are addressed with 32-bit offsets.
    pub fn addr_class(self) -> RegClass {
        match self {
            Space::Global => RegClass::B64,
            _ => RegClass::B32,
        }
    }
}

word_enum! {
    /// Comparison operators of `setp`. Signedness comes from the type (`.s32` vs `.u32`);
    /// float comparisons are ordered (false when either side is NaN) except `ne`, which is true
    /// for NaN as in C.
    CmpOp { Eq => "eq", Ne => "ne", Lt => "lt", Le => "le", Gt => "gt", Ge => "ge" }
}

word_enum! {
    /// Which part of an integer product `mul`/`mad` keep.
    MulMode { Lo => "lo", Hi => "hi", Wide => "wide" }
}

word_enum! {
    /// Rounding modifiers of `cvt`. The `i` forms round a float to an integer.
    Rounding {
        Rn => "rn", Rz => "rz", Rm => "rm", Rp => "rp",
        Rni => "rni", Rzi => "rzi", Rmi => "rmi", Rpi => "rpi",
    }
}

impl Rounding {
    /// Whether this is a float-to-integer rounding (`rni`, `rzi`, `rmi`, `rpi`).
    pub fn is_integer(self) -> bool {
        matches!(self, Rounding::Rni | Rounding::Rzi | Rounding::Rmi | Rounding::Rpi)
    }
}

word_enum! {
    /// Read-modify-write operations of `atom`.
    AtomOp {
        Add => "add", Min => "min", Max => "max", Exch => "exch", Cas => "cas",
        And => "and", Or => "or", Xor => "xor", Inc => "inc", Dec => "dec",
    }
}

word_enum! {
    /// Lane-selection modes of `shfl`.
    ShflMode { Idx => "idx", Up => "up", Down => "down", Bfly => "bfly" }
}

word_enum! {
    /// Warp votes.
    VoteMode { Any => "any", All => "all", Ballot => "ballot" }
}

word_enum! {
    /// A dimension of the special registers `%tid`, `%ntid`, `%ctaid`, `%nctaid`.
    Dim { X => "x", Y => "y", Z => "z" }
}

impl Dim {
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Vector width of a memory access (`.v2`, `.v4`); 1 means scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum VecWidth {
    #[default]
    V1,
    V2,
    V4,
}

impl VecWidth {
    pub fn lanes(self) -> u32 {
        match self {
            VecWidth::V1 => 1,
            VecWidth::V2 => 2,
            VecWidth::V4 => 4,
        }
    }

    pub fn from_word(word: &str) -> Option<Self> {
        match word {
            "v2" => Some(VecWidth::V2),
            "v4" => Some(VecWidth::V4),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for &t in Type::ALL {
            assert_eq!(Type::from_word(t.word()), Some(t));
        }
        for &s in Space::ALL {
            assert_eq!(Space::from_word(s.word()), Some(s));
        }
        assert_eq!(CmpOp::from_word("lt"), Some(CmpOp::Lt));
        assert_eq!(Type::from_word("f16"), None);
    }

    #[test]
    fn widths_and_classes() {
        assert_eq!(Type::U8.bytes(), 1);
        assert_eq!(Type::F64.reg_class(), RegClass::B64);
        assert_eq!(Type::S16.reg_class(), RegClass::B32);
        assert_eq!(Type::Pred.reg_class(), RegClass::Pred);
        assert_eq!(Type::S32.widened(), Some(Type::S64));
        assert_eq!(Type::F32.widened(), None);
    }
}
