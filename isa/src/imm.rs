//! Immediates: parsing literal text into the raw bits of a type, and printing bits back as the
//! canonical literal. The two are inverses, which the round-trip property test relies on.

use crate::types::{Type, TypeKind};

/// Mask of the low `bits` bits.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Parses the text of a literal (without a leading minus; `negative` says whether one was
/// written) into the bits of `ty`. Integers are stored zero-extended from the type's width.
pub fn parse_imm(text: &str, negative: bool, ty: Type) -> Result<u64, String> {
    match ty {
        Type::F32 => parse_f32(text, negative).map(|f| f.to_bits() as u64),
        Type::F64 => parse_f64(text, negative).map(f64::to_bits),
        _ => parse_int(text, negative, ty),
    }
}

fn parse_int(text: &str, negative: bool, ty: Type) -> Result<u64, String> {
    let lower = text.to_ascii_lowercase();
    let magnitude: u128 = if let Some(hex) = lower.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).map_err(|_| format!("`{text}` is not a hex integer"))?
    } else if lower.starts_with("0f") || lower.starts_with("0d") || lower.contains(['.', 'e']) {
        return Err(format!("`{text}` is a float, but `.{ty}` wants an integer"));
    } else {
        lower.parse::<u128>().map_err(|_| format!("`{text}` is not an integer"))?
    };
    let bits = if ty == Type::Pred { 1 } else { ty.bits() };
    // Accept anything that fits the width as either signed or unsigned (`-1` is fine for `.u32`).
    let (min, max): (i128, i128) =
        if ty == Type::Pred { (0, 1) } else { (-(1i128 << (bits - 1)), (1i128 << bits) - 1) };
    let value = if negative { -(magnitude as i128) } else { magnitude as i128 };
    if magnitude > u64::MAX as u128 || value < min || value > max {
        return Err(format!("{}{text} does not fit in `.{ty}` ({min} to {max})", if negative { "-" } else { "" }));
    }
    Ok((value as u64) & mask(bits))
}

fn parse_f32(text: &str, negative: bool) -> Result<f32, String> {
    let lower = text.to_ascii_lowercase();
    let v = if let Some(hex) = lower.strip_prefix("0f") {
        if hex.len() != 8 {
            return Err(format!("`{text}`: raw f32 bits take exactly 8 hex digits after `0f`"));
        }
        f32::from_bits(u32::from_str_radix(hex, 16).map_err(|_| format!("`{text}` is not valid f32 bits"))?)
    } else if lower.starts_with("0x") || lower.starts_with("0d") {
        return Err(format!("`{text}` is not an f32 literal (write raw f32 bits as 0fXXXXXXXX)"));
    } else {
        lower.parse::<f32>().map_err(|_| format!("`{text}` is not a number"))?
    };
    Ok(if negative { -v } else { v })
}

fn parse_f64(text: &str, negative: bool) -> Result<f64, String> {
    let lower = text.to_ascii_lowercase();
    let v = if let Some(hex) = lower.strip_prefix("0d") {
        if hex.len() != 16 {
            return Err(format!("`{text}`: raw f64 bits take exactly 16 hex digits after `0d`"));
        }
        f64::from_bits(u64::from_str_radix(hex, 16).map_err(|_| format!("`{text}` is not valid f64 bits"))?)
    } else if lower.starts_with("0x") || lower.starts_with("0f") {
        return Err(format!("`{text}` is not an f64 literal (write raw f64 bits as 0dXXXXXXXXXXXXXXXX)"));
    } else {
        lower.parse::<f64>().map_err(|_| format!("`{text}` is not a number"))?
    };
    Ok(if negative { -v } else { v })
}

/// The canonical text of an immediate: signed decimal for `.s` types, unsigned decimal for `.u`
/// and `.pred`, hex for `.b`, the shortest exact decimal for finite floats and raw bits
/// (`0f`/`0d`) for infinities and NaNs.
pub fn format_imm(bits: u64, ty: Type) -> String {
    match ty.kind() {
        TypeKind::Float if ty == Type::F32 => {
            let f = f32::from_bits(bits as u32);
            if f.is_finite() {
                format!("{f:?}")
            } else {
                format!("0f{:08X}", bits as u32)
            }
        }
        TypeKind::Float => {
            let f = f64::from_bits(bits);
            if f.is_finite() {
                format!("{f:?}")
            } else {
                format!("0d{bits:016X}")
            }
        }
        TypeKind::Signed => {
            let w = ty.bits();
            let v = ((bits << (64 - w)) as i64) >> (64 - w);
            v.to_string()
        }
        TypeKind::Bits => format!("{:#x}", bits & mask(ty.bits())),
        TypeKind::Unsigned | TypeKind::Pred => (bits & mask(ty.bits())).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        assert_eq!(parse_imm("5", false, Type::S32), Ok(5));
        assert_eq!(parse_imm("1", true, Type::S32), Ok(0xFFFF_FFFF));
        assert_eq!(parse_imm("1", true, Type::U32), Ok(0xFFFF_FFFF));
        assert_eq!(parse_imm("0xff", false, Type::B32), Ok(255));
        assert!(parse_imm("4294967296", false, Type::U32).is_err());
        assert!(parse_imm("1.5", false, Type::S32).is_err());
        assert_eq!(parse_imm("18446744073709551615", false, Type::U64), Ok(u64::MAX));
    }

    #[test]
    fn floats() {
        assert_eq!(parse_imm("2", false, Type::F32), Ok(2.0f32.to_bits() as u64));
        assert_eq!(parse_imm("0f3F800000", false, Type::F32), Ok(1.0f32.to_bits() as u64));
        assert_eq!(parse_imm("0.5", true, Type::F64), Ok((-0.5f64).to_bits()));
        assert!(parse_imm("0x3F800000", false, Type::F32).is_err());
    }

    #[test]
    fn format_then_parse_is_identity() {
        let cases = [
            (Type::S32, 0xFFFF_FFFFu64),
            (Type::U32, 7),
            (Type::B64, u64::MAX),
            (Type::F32, 0.1f32.to_bits() as u64),
            (Type::F32, f32::NAN.to_bits() as u64),
            (Type::F32, (-0.0f32).to_bits() as u64),
            (Type::F64, f64::INFINITY.to_bits()),
            (Type::S16, 0x8000),
        ];
        for (ty, bits) in cases {
            let text = format_imm(bits, ty);
            let (neg, body) = match text.strip_prefix('-') {
                Some(b) => (true, b),
                None => (false, text.as_str()),
            };
            assert_eq!(parse_imm(body, neg, ty), Ok(bits), "{ty} {text}");
        }
    }
}
