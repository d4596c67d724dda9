//! Host arrays: element types, initial contents, and `.npy` files.
//!
//! The random initialiser is xoshiro256** seeded through splitmix64, written here so that a
//! scenario's data stays byte-identical across crate upgrades (rand's algorithms may change
//! between major versions). The `.npy` reader and writer handle the 1-D little-endian arrays
//! warpsim produces and consumes (format version 1.0); a crate for the full format would bring
//! ndarray along for no gain here.

use std::path::Path;

/// Element type of a host or device array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Elem {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    F32,
    F64,
}

impl Elem {
    pub const ALL: [Elem; 10] =
        [Elem::U8, Elem::S8, Elem::U16, Elem::S16, Elem::U32, Elem::S32, Elem::U64, Elem::S64, Elem::F32, Elem::F64];

    pub fn name(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::S8 => "s8",
            Elem::U16 => "u16",
            Elem::S16 => "s16",
            Elem::U32 => "u32",
            Elem::S32 => "s32",
            Elem::U64 => "u64",
            Elem::S64 => "s64",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<Elem> {
        Elem::ALL.into_iter().find(|e| e.name() == s)
    }

    pub fn bytes(self) -> usize {
        match self {
            Elem::U8 | Elem::S8 => 1,
            Elem::U16 | Elem::S16 => 2,
            Elem::U32 | Elem::S32 | Elem::F32 => 4,
            Elem::U64 | Elem::S64 | Elem::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::F32 | Elem::F64)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, Elem::S8 | Elem::S16 | Elem::S32 | Elem::S64)
    }

    /// numpy's dtype string.
    pub fn npy_descr(self) -> &'static str {
        match self {
            Elem::U8 => "|u1",
            Elem::S8 => "|i1",
            Elem::U16 => "<u2",
            Elem::S16 => "<i2",
            Elem::U32 => "<u4",
            Elem::S32 => "<i4",
            Elem::U64 => "<u8",
            Elem::S64 => "<i8",
            Elem::F32 => "<f4",
            Elem::F64 => "<f8",
        }
    }

    /// Encodes a number as this type's little-endian bytes (floats converted, integers wrapped).
    pub fn encode(self, v: f64, out: &mut [u8]) {
        match self {
            Elem::F32 => out.copy_from_slice(&(v as f32).to_le_bytes()),
            Elem::F64 => out.copy_from_slice(&v.to_le_bytes()),
            _ => self.encode_int(v as i64, out),
        }
    }

    pub fn encode_int(self, v: i64, out: &mut [u8]) {
        // Fixed-size copies per width: the compiler turns them into single stores.
        match self {
            Elem::F32 => out.copy_from_slice(&(v as f32).to_le_bytes()),
            Elem::F64 => out.copy_from_slice(&(v as f64).to_le_bytes()),
            Elem::U8 | Elem::S8 => out.copy_from_slice(&(v as u8).to_le_bytes()),
            Elem::U16 | Elem::S16 => out.copy_from_slice(&(v as u16).to_le_bytes()),
            Elem::U32 | Elem::S32 => out.copy_from_slice(&(v as u32).to_le_bytes()),
            Elem::U64 | Elem::S64 => out.copy_from_slice(&v.to_le_bytes()),
        }
    }

    /// Decodes element `i` of `bytes` as a display string.
    pub fn format(self, bytes: &[u8], i: usize) -> String {
        let b = &bytes[i * self.bytes()..(i + 1) * self.bytes()];
        let mut buf = [0u8; 8];
        buf[..b.len()].copy_from_slice(b);
        let raw = u64::from_le_bytes(buf);
        match self {
            Elem::F32 => format!("{:?}", f32::from_bits(raw as u32)),
            Elem::F64 => format!("{:?}", f64::from_bits(raw)),
            Elem::S8 => (raw as i8).to_string(),
            Elem::S16 => (raw as i16).to_string(),
            Elem::S32 => (raw as i32).to_string(),
            Elem::S64 => (raw as i64).to_string(),
            _ => raw.to_string(),
        }
    }
}

/// xoshiro256** (Blackman and Vigna), seeded with splitmix64.
pub struct Rng([u64; 4]);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng([next(), next(), next(), next()])
    }

    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// Uniform in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform integer in [lo, hi].
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi as i128 - lo as i128 + 1) as u128;
        (lo as i128 + (self.next_u64() as u128 % span) as i128) as i64
    }
}

/// How an array starts out.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Zeros,
    /// Element i is i.
    Iota,
    Constant(f64),
    /// Uniform: integers in [min, max], floats in [min, max).
    Random {
        seed: u64,
        min: f64,
        max: f64,
    },
    File(std::path::PathBuf),
}

/// Builds the bytes of an array of `len` elements.
pub fn initial_bytes(elem: Elem, len: usize, init: &Init) -> Result<Vec<u8>, String> {
    let size = elem.bytes();
    let bytes = len.checked_mul(size).ok_or_else(|| format!("{len} elements of {size} bytes overflow"))?;
    let mut out = match init {
        Init::File(path) => {
            let (file_elem, data) = read_npy(path)?;
            if file_elem != elem {
                return Err(format!("{} holds {} elements, not {}", path.display(), file_elem.name(), elem.name()));
            }
            if data.len() != bytes {
                return Err(format!(
                    "{} holds {} elements, but the array has {len}",
                    path.display(),
                    data.len() / size
                ));
            }
            return Ok(data);
        }
        _ => zeroed(bytes)?,
    };
    match init {
        // A file's data was returned above.
        Init::Zeros | Init::File(_) => {}
        Init::Iota => {
            for (i, chunk) in out.chunks_exact_mut(size).enumerate() {
                elem.encode_int(i as i64, chunk);
            }
        }
        Init::Constant(v) => {
            for chunk in out.chunks_exact_mut(size) {
                elem.encode(*v, chunk);
            }
        }
        Init::Random { seed, min, max } => {
            let mut rng = Rng::new(*seed);
            for chunk in out.chunks_exact_mut(size) {
                if elem.is_float() {
                    elem.encode(min + (max - min) * rng.next_f64(), chunk);
                } else {
                    elem.encode_int(rng.range_i64(*min as i64, *max as i64), chunk);
                }
            }
        }
    }
    Ok(out)
}

/// `bytes` zero bytes. Asked for, not assumed: more than the host can give is an error naming
/// the size, not an abort. Zeroed by the allocator rather than written: large blocks come as
/// fresh pages from the system, already zero, so a buffer is written once (by its
/// initialisation, or a copy into it) instead of twice, and one left zero not at all.
fn zeroed(bytes: usize) -> Result<Vec<u8>, String> {
    if bytes == 0 {
        return Ok(Vec::new());
    }
    let err = || format!("cannot allocate {bytes} bytes on the host");
    let layout = std::alloc::Layout::array::<u8>(bytes).map_err(|_| err())?;
    // SAFETY: `layout` has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if p.is_null() {
        return Err(err());
    }
    // SAFETY: `p` holds `bytes` initialised (zero) bytes, allocated by the global allocator
    // with `u8`'s layout for that many, as `Vec<u8>` with this length and capacity has.
    Ok(unsafe { Vec::from_raw_parts(p, bytes, bytes) })
}

/// Writes a 1-D `.npy` file (format 1.0).
pub fn write_npy(path: &Path, elem: Elem, data: &[u8]) -> std::io::Result<()> {
    let n = data.len() / elem.bytes();
    let mut header = format!("{{'descr': '{}', 'fortran_order': False, 'shape': ({n},), }}", elem.npy_descr());
    // Magic (6) + version (2) + header length (2) + header, padded with spaces to a multiple
    // of 64 and ended by a newline.
    let unpadded = 10 + header.len() + 1;
    header.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    header.push('\n');
    let mut bytes = Vec::with_capacity(10 + header.len() + data.len());
    bytes.extend_from_slice(b"\x93NUMPY\x01\x00");
    bytes.extend_from_slice(&(header.len() as u16).to_le_bytes());
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(data);
    std::fs::write(path, bytes)
}

/// Reads a 1-D (or scalar-shaped) little-endian `.npy` file.
pub fn read_npy(path: &Path) -> Result<(Elem, Vec<u8>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let bad = |why: &str| format!("{} is not a .npy file warpsim can read: {why}", path.display());
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err(bad("missing the \\x93NUMPY magic"));
    }
    let (hlen, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 if bytes.len() >= 12 => (u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize, 12),
        _ => return Err(bad("unknown format version")),
    };
    let header = bytes.get(start..start + hlen).ok_or_else(|| bad("truncated header"))?;
    let header = String::from_utf8_lossy(header);
    let field = |key: &str| -> Option<String> {
        let at = header.find(&format!("'{key}'"))? + key.len() + 2;
        let rest = header[at..].trim_start().strip_prefix(':')?.trim_start();
        Some(rest.to_string())
    };
    let descr = field("descr").and_then(|r| r.split('\'').nth(1).map(str::to_string)).ok_or_else(|| bad("no descr"))?;
    let elem = Elem::ALL
        .into_iter()
        .find(|e| e.npy_descr() == descr || e.npy_descr().replace('<', "|") == descr)
        .ok_or_else(|| bad(&format!("unsupported dtype {descr}")))?;
    if field("fortran_order").is_some_and(|r| r.starts_with("True")) {
        return Err(bad("Fortran order"));
    }
    let data = bytes[start + hlen..].to_vec();
    if data.len() % elem.bytes() != 0 {
        return Err(bad("data length is not a whole number of elements"));
    }
    Ok((elem, data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn npy_round_trip() {
        let dir = std::env::temp_dir().join(format!("warpsim-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("x.npy");
        let data = initial_bytes(Elem::F32, 1000, &Init::Random { seed: 3, min: -1.0, max: 1.0 }).unwrap();
        write_npy(&path, Elem::F32, &data).unwrap();
        let raw = std::fs::read(&path).unwrap();
        assert_eq!((raw.len() - data.len()) % 64, 0, "header is padded to 64 bytes");
        assert_eq!(read_npy(&path).unwrap(), (Elem::F32, data.clone()));
        assert_eq!(initial_bytes(Elem::F32, 1000, &Init::File(path.clone())).unwrap(), data);
        assert!(initial_bytes(Elem::S32, 1000, &Init::File(path)).unwrap_err().contains("holds f32"));
    }

    #[test]
    fn buffers_the_host_cannot_hold_are_errors() {
        // More bytes than a Vec can ever hold: refused when asked for, not an abort.
        let e = initial_bytes(Elem::F32, isize::MAX as usize / 4 + 1, &Init::Zeros).unwrap_err();
        assert!(e.starts_with("cannot allocate") && e.ends_with("bytes on the host"), "{e}");
        let e = initial_bytes(Elem::F64, usize::MAX / 4, &Init::Zeros).unwrap_err();
        assert!(e.contains("overflow"), "{e}");
    }

    #[test]
    fn inits() {
        let iota = initial_bytes(Elem::U16, 4, &Init::Iota).unwrap();
        assert_eq!(iota, vec![0, 0, 1, 0, 2, 0, 3, 0]);
        let r = initial_bytes(Elem::S32, 1000, &Init::Random { seed: 9, min: -5.0, max: 5.0 }).unwrap();
        let values: Vec<i32> = r.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
        assert!(values.iter().all(|v| (-5..=5).contains(v)));
        assert!(values.contains(&-5) && values.contains(&5));
        assert_eq!(r, initial_bytes(Elem::S32, 1000, &Init::Random { seed: 9, min: -5.0, max: 5.0 }).unwrap());
        assert_eq!(Elem::F32.format(&initial_bytes(Elem::F32, 1, &Init::Constant(2.5)).unwrap(), 0), "2.5");
    }

    #[test]
    fn xoshiro_reference_stream_is_stable() {
        // Pinned so that scenarios' random data never changes silently.
        let mut r = Rng::new(0);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(first, vec![0x99EC5F36CB75F2B4, 0xBF6E1F784956452A, 0x1A5F849D4933E6E0]);
    }
}
