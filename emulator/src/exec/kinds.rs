//! The semantics of every lane-wise operation, each written once.
//!
//! `lane_ops!` expands each table into an enum, a scalar `eval` and an `apply` that runs the
//! operation over a warp's 32 lanes. `apply` matches on the kind *outside* the lane loop, so each
//! kind gets its own tight (vectorisable) loop; the scalar `eval` serves the rare paths
//! (sub-word types) with the same expressions.

macro_rules! lane_ops {
    ($(#[$meta:meta])* $name:ident $args:tt : $t:ty => $out:ty { $($variant:ident => $e:expr),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            lane_ops!(@eval $name $args $t, $out, [$($variant => $e),+]);
            lane_ops!(@apply $name $args $args $t, $out, [$($variant => $e),+]);
            lane_ops!(@each $name $args $t, $out, [$($variant => $e),+]);
        }
    };
    (@each $name:ident $args:tt $t:ty, $out:ty, [$($variant:ident => $e:expr),+]) => {
        /// Hands the operation, as a closure over one lane's operands, to `lanes`, which runs
        /// it where it chooses: the kind is matched once, and each kind gets its own loop.
        #[inline(always)]
        #[allow(unused_variables)]
        pub fn each<L: Lanes<lane_ops!(@tuple $args $t), $out>>(self, lanes: &mut L) {
            match self { $($name::$variant => lanes.run(lane_ops!(@closure $args $t, $out, $e))),+ }
        }
    };
    (@tuple ($($arg:ident),+) $t:ty) => { ($(lane_ops!(@ty $arg $t),)+) };
    (@ty $arg:ident $t:ty) => { $t };
    (@closure ($($arg:ident),+) $t:ty, $out:ty, $e:expr) => {
        |($($arg,)+): ($(lane_ops!(@ty $arg $t),)+)| -> $out { $e }
    };
    (@eval $name:ident ($($arg:ident),+) $t:ty, $out:ty, [$($variant:ident => $e:expr),+]) => {
        #[inline]
        #[allow(unused_variables)]
        pub fn eval(self, $($arg: $t),+) -> $out {
            match self { $($name::$variant => $e),+ }
        }
    };
    (@apply $name:ident $args:tt ($($arg:ident),+) $t:ty, $out:ty, [$($variant:ident => $e:expr),+]) => {
        /// `out[l] = op(args[l])` for every lane in `mask`.
        #[inline(always)]
        #[allow(clippy::needless_range_loop, unused_variables)]
        pub fn apply(self, out: &mut [$out; 32], mask: u32, $($arg: &[$t; 32]),+) {
            match self {
                $($name::$variant => {
                    if mask == u32::MAX {
                        for l in 0..32 {
                            out[l] = lane_ops!(@lane $args l $e);
                        }
                    } else {
                        for l in 0..32 {
                            if mask >> l & 1 != 0 {
                                out[l] = lane_ops!(@lane $args l $e);
                            }
                        }
                    }
                })+
            }
        }
    };
    (@lane ($($arg:ident),+) $l:ident $e:expr) => {{
        $(let $arg = $arg[$l];)+
        $e
    }};
}

/// Runs a lane operation `f` (operands as a tuple) over lanes of its choosing: see `each`.
pub trait Lanes<A, O> {
    fn run<F: Fn(A) -> O + Copy>(&mut self, f: F);
}

#[inline]
fn f32_of(x: u32) -> f32 {
    f32::from_bits(x)
}
#[inline]
fn f64_of(x: u64) -> f64 {
    f64::from_bits(x)
}
#[inline]
fn sext24(x: u32) -> i64 {
    (((x << 8) as i32) >> 8) as i64
}

lane_ops! {
    /// Binary operations on 32-bit values (integers and f32).
    B32 (a, b) : u32 => u32 {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        MulLo => a.wrapping_mul(b),
        MulHiS => ((a as i32 as i64 * b as i32 as i64) >> 32) as u32,
        MulHiU => ((a as u64 * b as u64) >> 32) as u32,
        Mul24LoS => (sext24(a) * sext24(b)) as u32,
        Mul24LoU => ((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64) as u32,
        Mul24HiS => ((sext24(a) * sext24(b)) >> 16) as u32,
        Mul24HiU => (((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64) >> 16) as u32,
        // Division by zero gives all ones (div) and the dividend (rem), as NVIDIA hardware does.
        DivS => if b == 0 { u32::MAX } else { (a as i32).wrapping_div(b as i32) as u32 },
        DivU => a.checked_div(b).unwrap_or(u32::MAX),
        RemS => if b == 0 { a } else { (a as i32).wrapping_rem(b as i32) as u32 },
        RemU => if b == 0 { a } else { a % b },
        MinS => (a as i32).min(b as i32) as u32,
        MinU => a.min(b),
        MaxS => (a as i32).max(b as i32) as u32,
        MaxU => a.max(b),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl => if b >= 32 { 0 } else { a << b },
        ShrS => ((a as i32) >> b.min(31)) as u32,
        ShrU => if b >= 32 { 0 } else { a >> b },
        // |a| (b ignored): used for sub-word `abs`.
        AbsS => (a as i32).wrapping_abs() as u32,
        FAdd => (f32_of(a) + f32_of(b)).to_bits(),
        FSub => (f32_of(a) - f32_of(b)).to_bits(),
        FMul => (f32_of(a) * f32_of(b)).to_bits(),
        FDiv => (f32_of(a) / f32_of(b)).to_bits(),
        FMin => f32_of(a).min(f32_of(b)).to_bits(),
        FMax => f32_of(a).max(f32_of(b)).to_bits(),
    }
}

lane_ops! {
    /// Binary operations on 64-bit values (integers and f64).
    B64 (a, b) : u64 => u64 {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        MulLo => a.wrapping_mul(b),
        MulHiS => ((a as i64 as i128 * b as i64 as i128) >> 64) as u64,
        MulHiU => ((a as u128 * b as u128) >> 64) as u64,
        DivS => if b == 0 { u64::MAX } else { (a as i64).wrapping_div(b as i64) as u64 },
        DivU => a.checked_div(b).unwrap_or(u64::MAX),
        RemS => if b == 0 { a } else { (a as i64).wrapping_rem(b as i64) as u64 },
        RemU => if b == 0 { a } else { a % b },
        MinS => (a as i64).min(b as i64) as u64,
        MinU => a.min(b),
        MaxS => (a as i64).max(b as i64) as u64,
        MaxU => a.max(b),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl => if b >= 64 { 0 } else { a << b },
        ShrS => ((a as i64) >> b.min(63)) as u64,
        ShrU => if b >= 64 { 0 } else { a >> b },
        FAdd => (f64_of(a) + f64_of(b)).to_bits(),
        FSub => (f64_of(a) - f64_of(b)).to_bits(),
        FMul => (f64_of(a) * f64_of(b)).to_bits(),
        FDiv => (f64_of(a) / f64_of(b)).to_bits(),
        FMin => f64_of(a).min(f64_of(b)).to_bits(),
        FMax => f64_of(a).max(f64_of(b)).to_bits(),
    }
}

impl B64 {
    pub fn from_b32(k: B32) -> B64 {
        match k {
            B32::Add => B64::Add,
            B32::Sub => B64::Sub,
            B32::MulLo | B32::Mul24LoS | B32::Mul24LoU => B64::MulLo,
            B32::MulHiS | B32::Mul24HiS => B64::MulHiS,
            B32::MulHiU | B32::Mul24HiU => B64::MulHiU,
            B32::DivS => B64::DivS,
            B32::DivU => B64::DivU,
            B32::RemS => B64::RemS,
            B32::RemU => B64::RemU,
            B32::MinS => B64::MinS,
            B32::MinU => B64::MinU,
            B32::MaxS => B64::MaxS,
            B32::MaxU => B64::MaxU,
            B32::And => B64::And,
            B32::Or => B64::Or,
            B32::Xor => B64::Xor,
            B32::Shl => B64::Shl,
            B32::ShrS => B64::ShrS,
            B32::ShrU | B32::AbsS => B64::ShrU,
            B32::FAdd => B64::FAdd,
            B32::FSub => B64::FSub,
            B32::FMul => B64::FMul,
            B32::FDiv => B64::FDiv,
            B32::FMin => B64::FMin,
            B32::FMax => B64::FMax,
        }
    }
}

lane_ops! {
    /// Unary operations on 32-bit values. The special functions use Rust's f32 functions
    /// (correctly rounded or close to it), which are more accurate than CUDA's fast intrinsics
    /// (`__sinf` and friends, within a few ulp); see docs/ISA.md.
    U32 (a) : u32 => u32 {
        Neg => a.wrapping_neg(),
        AbsS => (a as i32).wrapping_abs() as u32,
        Not => !a,
        Popc => a.count_ones(),
        Clz => a.leading_zeros(),
        FNeg => a ^ 0x8000_0000,
        FAbs => a & 0x7fff_ffff,
        Rcp => (1.0 / f32_of(a)).to_bits(),
        Sqrt => f32_of(a).sqrt().to_bits(),
        Rsqrt => (1.0 / f32_of(a).sqrt()).to_bits(),
        Sin => f32_of(a).sin().to_bits(),
        Cos => f32_of(a).cos().to_bits(),
        Ex2 => f32_of(a).exp2().to_bits(),
        Lg2 => f32_of(a).log2().to_bits(),
    }
}

lane_ops! {
    /// Unary operations on 64-bit values.
    U64 (a) : u64 => u64 {
        Neg => a.wrapping_neg(),
        AbsS => (a as i64).wrapping_abs() as u64,
        Not => !a,
        FNeg => a ^ (1 << 63),
        FAbs => a & !(1 << 63),
        Rcp => (1.0 / f64_of(a)).to_bits(),
        Sqrt => f64_of(a).sqrt().to_bits(),
        Rsqrt => (1.0 / f64_of(a).sqrt()).to_bits(),
    }
}

impl U64 {
    pub fn from_u32(k: U32) -> U64 {
        match k {
            U32::Neg => U64::Neg,
            U32::AbsS => U64::AbsS,
            U32::Not | U32::Popc | U32::Clz => U64::Not,
            U32::FNeg => U64::FNeg,
            U32::FAbs => U64::FAbs,
            U32::Rcp => U64::Rcp,
            U32::Sqrt => U64::Sqrt,
            _ => U64::Rsqrt,
        }
    }
}

lane_ops! {
    /// Three-operand operations on 32-bit values.
    T32 (a, b, c) : u32 => u32 {
        MadLo => a.wrapping_mul(b).wrapping_add(c),
        MadHiS => (((a as i32 as i64 * b as i32 as i64) >> 32) as u32).wrapping_add(c),
        MadHiU => (((a as u64 * b as u64) >> 32) as u32).wrapping_add(c),
        Fma => f32_of(a).mul_add(f32_of(b), f32_of(c)).to_bits(),
    }
}

lane_ops! {
    /// Three-operand operations on 64-bit values.
    T64 (a, b, c) : u64 => u64 {
        MadLo => a.wrapping_mul(b).wrapping_add(c),
        MadHiS => (((a as i64 as i128 * b as i64 as i128) >> 64) as u64).wrapping_add(c),
        MadHiU => (((a as u128 * b as u128) >> 64) as u64).wrapping_add(c),
        Fma => f64_of(a).mul_add(f64_of(b), f64_of(c)).to_bits(),
    }
}

impl T64 {
    pub fn from_t32(k: T32) -> T64 {
        match k {
            T32::MadLo => T64::MadLo,
            T32::MadHiS => T64::MadHiS,
            T32::MadHiU => T64::MadHiU,
            T32::Fma => T64::Fma,
        }
    }
}

/// How `setp` reads its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpKind {
    Signed,
    Unsigned,
    Float,
}

/// 32-bit compare: the kind, and the sub-word width whose register values are extended first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct C32(pub CmpKind, pub Option<u8>);

/// 64-bit compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct C64(pub CmpKind);

/// Predicate logic (and `mov.pred`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PL {
    And,
    Or,
    Xor,
    Not,
    Mov,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apply_matches_eval_on_every_kind() {
        let a: [u32; 32] = std::array::from_fn(|i| (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x8000_0001);
        let b: [u32; 32] = std::array::from_fn(|i| (i as u32 * 7) % 5);
        for &k in B32::ALL {
            let mut out = [0u32; 32];
            k.apply(&mut out, 0xffff_ffff, &a, &b);
            for l in 0..32 {
                assert_eq!(out[l], k.eval(a[l], b[l]), "{k:?} lane {l}");
            }
            let mut partial = [7u32; 32];
            k.apply(&mut partial, 0x0000_00f0, &a, &b);
            assert_eq!(partial[0], 7);
            assert_eq!(partial[4], k.eval(a[4], b[4]));
        }
    }

    #[test]
    fn division_edge_cases() {
        assert_eq!(B32::DivS.eval(5, 0), u32::MAX);
        assert_eq!(B32::DivU.eval(5, 0), u32::MAX);
        assert_eq!(B32::RemS.eval(5, 0), 5);
        assert_eq!(B32::DivS.eval(i32::MIN as u32, -1i32 as u32), i32::MIN as u32);
        assert_eq!(B32::RemS.eval(-7i32 as u32, 2), -1i32 as u32);
        assert_eq!(B32::DivS.eval(-7i32 as u32, 2), -3i32 as u32);
    }

    #[test]
    fn shifts_saturate() {
        assert_eq!(B32::Shl.eval(1, 32), 0);
        assert_eq!(B32::ShrU.eval(u32::MAX, 40), 0);
        assert_eq!(B32::ShrS.eval(0x8000_0000, 40), u32::MAX);
        assert_eq!(B64::Shl.eval(1, 63), 1 << 63);
    }

    #[test]
    fn multiplies() {
        assert_eq!(B32::MulHiU.eval(0xffff_ffff, 2), 1);
        assert_eq!(B32::MulHiS.eval(-1i32 as u32, 2), u32::MAX);
        assert_eq!(B32::Mul24LoU.eval(0x0100_0003, 2), 6);
        assert_eq!(T32::MadLo.eval(3, 4, 5), 17);
        assert_eq!(f32::from_bits(T32::Fma.eval(2f32.to_bits(), 3f32.to_bits(), 1f32.to_bits())), 7.0);
    }

    #[test]
    fn float_min_max_ignore_nan() {
        let nan = f32::NAN.to_bits();
        assert_eq!(B32::FMin.eval(nan, 1f32.to_bits()), 1f32.to_bits());
        assert_eq!(B32::FMax.eval(2f32.to_bits(), nan), 2f32.to_bits());
    }
}
