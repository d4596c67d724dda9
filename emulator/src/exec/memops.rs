//! Loads, stores and atomics over every state space, with bounds and alignment checks that
//! turn bad accesses into faults (never panics, never silent corruption).

use super::{extend, Env, Mem, LOCAL_BYTES_PER_THREAD};
use crate::decode::{DAddr, DAny, Op};
use crate::error::{Fault, FaultKind};
use crate::memory::MemError;
use crate::outcome::{MemAccess, MemKind};
use crate::warp::Warp;
use warpsim_isa::{AtomOp, Space, Type};

fn lane_address(w: &Warp, a: &DAddr, lane: usize) -> u64 {
    let base = match a.base {
        Some(DAny::W64(r)) => w.r64[r as usize][lane],
        Some(DAny::W32(r)) => w.r32[r as usize][lane] as u64,
        _ => 0,
    };
    base.wrapping_add(a.offset as u64)
}

/// Where an access of `bytes` at `addr` lands: checked against the space's bounds.
fn check(space: Space, addr: u64, bytes: u32, env: &Env, mem: &Mem) -> Result<(), FaultKind> {
    if addr % bytes as u64 != 0 {
        return Err(FaultKind::Misaligned { size: bytes });
    }
    let limit = match space {
        Space::Global => {
            return mem.global.check(addr, bytes as u64).map_err(|e| match e {
                MemError::Overrun { base, size, .. } => FaultKind::Overrun { base, size },
                _ => FaultKind::Unmapped,
            })
        }
        Space::Shared => mem.shared.len() as u64,
        Space::Const => warpsim_isa::module::CONST_BANK_BYTES as u64,
        Space::Param => env.params.len() as u64,
        Space::Local => LOCAL_BYTES_PER_THREAD,
    };
    if addr.checked_add(bytes as u64).is_none_or(|end| end > limit) {
        return Err(FaultKind::OutOfRange { limit });
    }
    Ok(())
}

fn read_bytes(bytes: &[u8], at: u64, n: u32) -> u64 {
    let mut buf = [0u8; 8];
    let at = at as usize;
    let n = n as usize;
    if at < bytes.len() {
        let end = (at + n).min(bytes.len());
        buf[..end - at].copy_from_slice(&bytes[at..end]);
    }
    u64::from_le_bytes(buf)
}

fn write_bytes(bytes: &mut [u8], at: u64, n: u32, v: u64) {
    let at = at as usize;
    bytes[at..at + n as usize].copy_from_slice(&v.to_le_bytes()[..n as usize]);
}

fn local_window(w: &mut Warp) -> &mut Vec<u8> {
    w.local
        .get_or_insert_with(|| vec![0u8; (LOCAL_BYTES_PER_THREAD * 32) as usize])
}

/// Reads `n` bytes of `space` for `lane` (bounds already checked).
fn load(space: Space, lane: usize, addr: u64, n: u32, w: &mut Warp, env: &Env, mem: &Mem) -> u64 {
    match space {
        Space::Global => mem.global.load(addr, n),
        Space::Shared => read_bytes(mem.shared, addr, n),
        Space::Const => read_bytes(env.consts, addr, n),
        Space::Param => read_bytes(env.params, addr, n),
        Space::Local => read_bytes(
            local_window(w),
            lane as u64 * LOCAL_BYTES_PER_THREAD + addr,
            n,
        ),
    }
}

fn store(space: Space, lane: usize, addr: u64, n: u32, v: u64, w: &mut Warp, mem: &mut Mem) {
    match space {
        Space::Global => mem.global.store(addr, n, v),
        Space::Shared => write_bytes(mem.shared, addr, n, v),
        Space::Local => write_bytes(
            local_window(w),
            lane as u64 * LOCAL_BYTES_PER_THREAD + addr,
            n,
            v,
        ),
        Space::Const | Space::Param => {}
    }
}

pub fn execute(
    w: &mut Warp,
    op: &Op,
    exec: u32,
    env: &Env,
    mem: &mut Mem,
    out: &mut MemAccess,
    pc: u32,
) -> Result<(), Fault> {
    let (space, ty, addr, n) = match op {
        Op::Ld {
            space, ty, addr, n, ..
        }
        | Op::St {
            space, ty, addr, n, ..
        } => (*space, *ty, addr, *n as u32),
        Op::Atom {
            space, ty, addr, ..
        } => (*space, *ty, addr, 1),
        _ => return Ok(()),
    };
    let size = ty.bytes();
    let total = size * n;
    out.space = space;
    out.bytes = total;
    out.kind = match op {
        Op::Ld { .. } => MemKind::Load,
        Op::St { .. } => MemKind::Store,
        _ => MemKind::Atomic,
    };
    // Check every lane before touching memory, so a faulting instruction has no effect.
    for lane in 0..32 {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let a = lane_address(w, addr, lane);
        out.addrs[lane] = a;
        check(space, a, total, env, mem).map_err(|kind| Fault {
            pc,
            lane: lane as u32,
            space,
            address: a,
            bytes: total,
            kind,
        })?;
    }
    match op {
        Op::Ld { d, .. } => {
            for lane in 0..32 {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                for k in 0..n as usize {
                    let v = load(
                        space,
                        lane,
                        out.addrs[lane] + (k as u32 * size) as u64,
                        size,
                        w,
                        env,
                        mem,
                    );
                    w.write_lane(d[k], lane, extend(v, ty.bits(), ty.is_signed()));
                }
            }
        }
        Op::St { s, .. } => {
            let mut values = [[0u64; 32]; 4];
            for (k, &src) in s[..n as usize].iter().enumerate() {
                values[k] = w.read_any(src);
            }
            for lane in 0..32 {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                for (k, v) in values[..n as usize].iter().enumerate() {
                    store(
                        space,
                        lane,
                        out.addrs[lane] + (k as u32 * size) as u64,
                        size,
                        v[lane],
                        w,
                        mem,
                    );
                }
            }
        }
        Op::Atom { op, d, b, c, .. } => {
            let b = w.read_any(*b);
            let c = c.map(|c| w.read_any(c)).unwrap_or([0; 32]);
            // Lanes apply in lane order: deterministic, as one legal hardware serialisation.
            for lane in 0..32 {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let a = out.addrs[lane];
                let old = load(space, lane, a, size, w, env, mem);
                let new = atomic(*op, ty, old, b[lane], c[lane]);
                store(space, lane, a, size, new, w, mem);
                w.write_lane(*d, lane, extend(old, ty.bits(), ty.is_signed()));
            }
        }
        _ => {}
    }
    Ok(())
}

/// The value an atomic leaves in memory.
pub fn atomic(op: AtomOp, ty: Type, old: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    let (old, b) = (old & mask, b & mask);
    let signed = |v: u64| extend(v, bits, true) as i64;
    let r = match op {
        AtomOp::Add => match ty {
            Type::F32 => (f32::from_bits(old as u32) + f32::from_bits(b as u32)).to_bits() as u64,
            Type::F64 => (f64::from_bits(old) + f64::from_bits(b)).to_bits(),
            _ => old.wrapping_add(b),
        },
        AtomOp::Min if ty.is_signed() => signed(old).min(signed(b)) as u64,
        AtomOp::Max if ty.is_signed() => signed(old).max(signed(b)) as u64,
        AtomOp::Min => old.min(b),
        AtomOp::Max => old.max(b),
        AtomOp::Exch => b,
        AtomOp::Cas => {
            if old == b {
                c
            } else {
                old
            }
        }
        AtomOp::And => old & b,
        AtomOp::Or => old | b,
        AtomOp::Xor => old ^ b,
        AtomOp::Inc => {
            if old >= b {
                0
            } else {
                old + 1
            }
        }
        AtomOp::Dec => {
            if old == 0 || old > b {
                b
            } else {
                old - 1
            }
        }
    };
    r & mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_operations() {
        assert_eq!(atomic(AtomOp::Add, Type::U32, 0xffff_ffff, 1, 0), 0);
        assert_eq!(
            atomic(AtomOp::Min, Type::S32, 5, 0xffff_fffe, 0),
            0xffff_fffe
        );
        assert_eq!(
            atomic(AtomOp::Max, Type::U32, 5, 0xffff_fffe, 0),
            0xffff_fffe
        );
        assert_eq!(atomic(AtomOp::Cas, Type::B32, 7, 7, 9), 9);
        assert_eq!(atomic(AtomOp::Cas, Type::B32, 7, 8, 9), 7);
        assert_eq!(atomic(AtomOp::Inc, Type::U32, 3, 3, 0), 0);
        assert_eq!(atomic(AtomOp::Dec, Type::U32, 0, 3, 0), 3);
        assert_eq!(
            atomic(
                AtomOp::Add,
                Type::F32,
                1.5f32.to_bits() as u64,
                2f32.to_bits() as u64,
                0
            ),
            3.5f32.to_bits() as u64
        );
    }
}
