//! `cvt`: conversions between integer widths and floats, with PTX's rounding modifiers.
//!
//! Float to integer saturates to the destination's range and maps NaN to 0 (as PTX does);
//! integer to float and f64 to f32 round to nearest by default. Directed roundings of
//! integer-to-float conversions are exact for integers up to 2^53.

use super::extend;
use warpsim_isa::{Rounding, Type};

/// Converts `v` (bits of `sty`, extended to 64) to bits of `dty` (sub-word results extended
/// by the destination's signedness, as a load would).
pub fn convert(dty: Type, sty: Type, rnd: Option<Rounding>, v: u64) -> u64 {
    match (dty.is_float(), sty.is_float()) {
        (false, false) => {
            let x = extend(v, sty.bits(), sty.is_signed());
            extend(x, dty.bits(), dty.is_signed())
        }
        (true, false) => {
            let x = extend(v, sty.bits(), sty.is_signed());
            let value = if sty.is_signed() { x as i64 as f64 } else { x as f64 };
            let exact_int: i128 = if sty.is_signed() { x as i64 as i128 } else { x as i128 };
            match dty {
                Type::F64 => value.to_bits(),
                _ => round_to_f32(value, exact_int as f64 == value, rnd).to_bits() as u64,
            }
        }
        (false, true) => {
            let f = if sty == Type::F32 { f32::from_bits(v as u32) as f64 } else { f64::from_bits(v) };
            let r = match rnd.unwrap_or(Rounding::Rzi) {
                Rounding::Rni | Rounding::Rn => f.round_ties_even(),
                Rounding::Rmi | Rounding::Rm => f.floor(),
                Rounding::Rpi | Rounding::Rp => f.ceil(),
                _ => f.trunc(),
            };
            float_to_int(r, dty)
        }
        (true, true) => {
            let f = if sty == Type::F32 { f32::from_bits(v as u32) as f64 } else { f64::from_bits(v) };
            let f = match rnd {
                Some(Rounding::Rni) => f.round_ties_even(),
                Some(Rounding::Rzi) => f.trunc(),
                Some(Rounding::Rmi) => f.floor(),
                Some(Rounding::Rpi) => f.ceil(),
                _ => f,
            };
            match dty {
                Type::F64 => f.to_bits(),
                _ => round_to_f32(f, true, rnd).to_bits() as u64,
            }
        }
    }
}

/// Rounds an f64 to f32 by mode (nearest-even unless directed). `exact` says whether `x`
/// itself is the exact value being converted.
fn round_to_f32(x: f64, exact: bool, rnd: Option<Rounding>) -> f32 {
    let nearest = x as f32;
    if !exact || x.is_nan() || nearest as f64 == x {
        return nearest;
    }
    let up = nearest as f64 > x;
    match rnd {
        Some(Rounding::Rz) if (x > 0.0) == up => next_toward_zero(nearest),
        Some(Rounding::Rm) if up => nearest.next_down(),
        Some(Rounding::Rp) if !up => nearest.next_up(),
        _ => nearest,
    }
}

fn next_toward_zero(f: f32) -> f32 {
    if f > 0.0 {
        f.next_down()
    } else {
        f.next_up()
    }
}

fn float_to_int(r: f64, dty: Type) -> u64 {
    if r.is_nan() {
        return 0;
    }
    let bits = dty.bits();
    let v: i128 = if dty.is_signed() {
        let lo = -(1i128 << (bits - 1));
        let hi = (1i128 << (bits - 1)) - 1;
        (r.clamp(lo as f64, hi as f64) as i128).clamp(lo, hi)
    } else {
        let hi = (1u128 << bits) - 1;
        (r.max(0.0).min(hi as f64) as u128).min(hi) as i128
    };
    extend(v as u64, bits, dty.is_signed())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32b(x: f32) -> u64 {
        x.to_bits() as u64
    }

    #[test]
    fn int_conversions_extend_and_truncate() {
        assert_eq!(convert(Type::U64, Type::U32, None, 0xffff_ffff), 0xffff_ffff);
        assert_eq!(convert(Type::S64, Type::S32, None, 0xffff_ffff), u64::MAX);
        assert_eq!(convert(Type::U8, Type::U32, None, 0x1ff), 0xff);
        assert_eq!(convert(Type::S8, Type::S32, None, 0x80), u64::MAX << 7);
    }

    #[test]
    fn float_to_int_rounds_and_saturates() {
        assert_eq!(convert(Type::S32, Type::F32, None, f32b(-2.7)) as u32 as i32, -2);
        assert_eq!(convert(Type::S32, Type::F32, Some(Rounding::Rni), f32b(2.5)) as u32, 2);
        assert_eq!(convert(Type::S32, Type::F32, Some(Rounding::Rmi), f32b(-2.5)) as u32 as i32, -3);
        assert_eq!(convert(Type::S32, Type::F32, Some(Rounding::Rpi), f32b(2.1)) as u32, 3);
        assert_eq!(convert(Type::U32, Type::F32, None, f32b(-5.0)), 0);
        assert_eq!(convert(Type::S32, Type::F32, None, f32b(1e20)) as u32, i32::MAX as u32);
        assert_eq!(convert(Type::S32, Type::F32, None, f32b(f32::NAN)), 0);
        assert_eq!(convert(Type::U8, Type::F32, None, f32b(300.0)), 255);
    }

    #[test]
    fn int_to_float_and_float_widths() {
        assert_eq!(convert(Type::F32, Type::S32, None, 0xffff_fffe), f32b(-2.0));
        assert_eq!(convert(Type::F32, Type::U32, None, 16_777_217), f32b(16_777_216.0));
        assert_eq!(convert(Type::F32, Type::U32, Some(Rounding::Rp), 16_777_217), f32b(16_777_218.0));
        assert_eq!(convert(Type::F64, Type::F32, None, f32b(0.1)), (0.1f32 as f64).to_bits());
        assert_eq!(convert(Type::F32, Type::F64, None, 0.1f64.to_bits()), f32b(0.1));
        assert_eq!(convert(Type::F32, Type::F32, Some(Rounding::Rni), f32b(2.5)), f32b(2.0));
    }
}
