//! Loads, stores and atomics over every state space, with bounds and alignment checks that
//! turn bad accesses into faults (never panics, never silent corruption).

use super::{extend, per_lane, Env, Mem, LOCAL_BYTES_PER_THREAD};
use crate::decode::{DAddr, DAny, Op, SAny, S32};
use crate::error::{Fault, FaultKind};
use crate::memory::{get_le, put_le, DeviceMemory, MemError};
use crate::outcome::{MemAccess, MemKind};
use crate::warp::Warp;
use warpsim_isa::{AtomOp, Space, Type};

/// Checks one access: natural alignment, then the space's bounds.
fn check(space: Space, addr: u64, bytes: u32, env: &Env, mem: &Mem) -> Result<(), FaultKind> {
    if addr % bytes as u64 != 0 {
        return Err(FaultKind::Misaligned { size: bytes });
    }
    bounds(space, addr, bytes as u64, env, mem)
}

/// Checks that `[addr, addr + bytes)` lies inside the space (one allocation, for global).
fn bounds(space: Space, addr: u64, bytes: u64, env: &Env, mem: &Mem) -> Result<(), FaultKind> {
    let limit = match space {
        Space::Global => {
            return mem.global.check(addr, bytes).map_err(|e| match e {
                MemError::Overrun { base, size, .. } => FaultKind::Overrun { base, size },
                _ => FaultKind::Unmapped,
            })
        }
        Space::Shared => mem.shared.len() as u64,
        Space::Const => warpsim_isa::module::CONST_BANK_BYTES as u64,
        Space::Param => env.launch.params.len() as u64,
        Space::Local => LOCAL_BYTES_PER_THREAD,
    };
    if addr.checked_add(bytes).is_none_or(|end| end > limit) {
        return Err(FaultKind::OutOfRange { limit });
    }
    Ok(())
}

/// The little-endian value of 1, 2, 4 or 8 bytes (fixed-size reads: a copy of a variable
/// length is a call to `memcpy`).
#[inline(always)]
fn le_value(raw: &[u8]) -> u64 {
    match *raw {
        [a] => a as u64,
        [a, b] => u16::from_le_bytes([a, b]) as u64,
        [a, b, c, d] => u32::from_le_bytes([a, b, c, d]) as u64,
        [a, b, c, d, e, f, g, h] => u64::from_le_bytes([a, b, c, d, e, f, g, h]),
        _ => {
            let mut buf = [0u8; 8];
            let n = raw.len().min(8);
            buf[..n].copy_from_slice(&raw[..n]);
            u64::from_le_bytes(buf)
        }
    }
}

fn read_bytes(bytes: &[u8], at: u64, n: u32) -> u64 {
    let at = at as usize;
    let end = at.saturating_add(n as usize).min(bytes.len());
    bytes.get(at..end).map_or(0, le_value)
}

fn write_bytes(bytes: &mut [u8], at: u64, n: u32, v: u64) {
    let at = at as usize;
    bytes[at..at + n as usize].copy_from_slice(&v.to_le_bytes()[..n as usize]);
}

fn local_window(w: &mut Warp) -> &mut Vec<u8> {
    w.local.get_or_insert_with(|| vec![0u8; (LOCAL_BYTES_PER_THREAD * 32) as usize])
}

/// Reads `n` bytes of `space` for `lane` (bounds already checked).
fn load(space: Space, lane: usize, addr: u64, n: u32, w: &mut Warp, env: &Env, mem: &Mem) -> u64 {
    match space {
        Space::Global => mem.global.load(addr, n),
        Space::Shared => read_bytes(mem.shared, addr, n),
        Space::Const => read_bytes(env.launch.consts, addr, n),
        Space::Param => read_bytes(&env.launch.params, addr, n),
        Space::Local => read_bytes(local_window(w), lane as u64 * LOCAL_BYTES_PER_THREAD + addr, n),
    }
}

fn store(space: Space, lane: usize, addr: u64, n: u32, v: u64, w: &mut Warp, mem: &mut Mem) {
    match space {
        Space::Global => mem.global.store(addr, n, v),
        Space::Shared => write_bytes(mem.shared, addr, n, v),
        Space::Local => write_bytes(local_window(w), lane as u64 * LOCAL_BYTES_PER_THREAD + addr, n, v),
        Space::Const | Space::Param => {}
    }
}

/// Runs `$body` for every lane of `exec`: a straight loop when all 32 lanes execute.
macro_rules! for_lanes {
    ($exec:expr, $l:ident, $body:block) => {
        if $exec == u32::MAX {
            for $l in 0..32 $body
        } else {
            for $l in lanes($exec) $body
        }
    };
}

/// The general path for loads, stores and atomics in every space, size and vector width, with
/// every check; the caller (`exec::execute`) tries `fast_uniform_load` and `fast_word_access`
/// first.
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
        Op::Ld { space, ty, addr, n, .. } | Op::St { space, ty, addr, n, .. } => (*space, *ty, addr, *n as u32),
        Op::Atom { space, ty, addr, .. } => (*space, *ty, addr, 1),
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
    // A base-less address (a parameter, a constant, a fixed shared offset) is the same in every
    // lane: check it and, for loads, read it once.
    let range;
    if addr.base.is_none() {
        let a = addr.offset as u64;
        range = (a, a);
        out.addrs = [a; 32];
        let lane = exec.trailing_zeros();
        check(space, a, total, env, mem).map_err(|kind| Fault {
            access: access_name(op),
            pc,
            lane,
            space,
            address: a,
            bytes: total,
            kind,
        })?;
        if let Op::Ld { d, .. } = op {
            if space != Space::Local {
                for k in 0..n as usize {
                    // One read, broadcast to every executing lane.
                    let v = load(space, 0, a + (k as u32 * size) as u64, size, w, env, mem);
                    write_extended(w, d[k], exec, &[v; 32], ty);
                }
                return Ok(());
            }
        }
    } else {
        compute_addresses(w, addr, &mut out.addrs);
        range = check_lanes(space, out.kind, exec, total, env, mem, &out.addrs, pc)?;
    }
    match op {
        Op::Ld { d, .. } => {
            for k in 0..n as usize {
                let mut vals = [0u64; 32];
                gather(space, size, exec, &out.addrs, (k as u32 * size) as u64, range, &mut vals, w, env, mem);
                write_extended(w, d[k], exec, &vals, ty);
            }
        }
        Op::St { s, .. } => {
            for (k, &src) in s[..n as usize].iter().enumerate() {
                let delta = (k as u32 * size) as u64;
                match (src, space) {
                    // The common case: a 32-bit register to shared or global memory, scattered
                    // straight from the register file.
                    (SAny::W32(S32::R(r)), Space::Shared | Space::Global) => {
                        let vals = w.r32[r as usize];
                        scatter(space, size, exec, &out.addrs, delta, range, &vals, w, mem);
                    }
                    _ => {
                        let vals = w.read_any(src);
                        scatter(space, size, exec, &out.addrs, delta, range, &vals, w, mem);
                    }
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

/// A load into or store from 32-bit registers `regs` of `N` (1, 2 or 4) consecutive 4-byte
/// words per lane (`ld.shared.f32`, `ld.shared.v4.f32`), at a register address in shared or
/// global memory: the commonest accesses, which take the word paths below (built per width,
/// so the scalar ones pay nothing for vectors).
#[derive(Clone, Copy)]
struct WordOp<const N: usize> {
    space: Space,
    addr: DAddr,
    load: bool,
    regs: [u16; N],
}

/// A word access of one of the widths `WordOp` takes.
enum Words {
    One(WordOp<1>),
    Two(WordOp<2>),
    Four(WordOp<4>),
}

#[inline(always)]
fn word_op(op: &Op) -> Option<Words> {
    fn vector<const N: usize>(space: Space, ty: Type, addr: DAddr, load: bool, regs: [u16; N]) -> Option<WordOp<N>> {
        (ty.bytes() == 4).then_some(WordOp { space, addr, load, regs })
    }
    let load_regs = |d: &[DAny]| -> Option<[u16; 4]> {
        let mut regs = [0; 4];
        for (r, d) in regs.iter_mut().zip(d) {
            let DAny::W32(d) = *d else { return None };
            *r = d;
        }
        Some(regs)
    };
    let store_regs = |s: &[SAny]| -> Option<[u16; 4]> {
        let mut regs = [0; 4];
        for (r, s) in regs.iter_mut().zip(s) {
            let SAny::W32(S32::R(s)) = *s else { return None };
            *r = s;
        }
        Some(regs)
    };
    match *op {
        // The scalar forms first: they are most accesses.
        Op::Ld { space, ty, addr, n: 1, d: [DAny::W32(r), ..] } => vector(space, ty, addr, true, [r]).map(Words::One),
        Op::St { space, ty, addr, n: 1, s: [SAny::W32(S32::R(r)), ..] } => {
            vector(space, ty, addr, false, [r]).map(Words::One)
        }
        Op::Ld { space, ty, addr, n: 2, ref d } => {
            let r = load_regs(&d[..2])?;
            vector(space, ty, addr, true, [r[0], r[1]]).map(Words::Two)
        }
        Op::St { space, ty, addr, n: 2, ref s } => {
            let r = store_regs(&s[..2])?;
            vector(space, ty, addr, false, [r[0], r[1]]).map(Words::Two)
        }
        Op::Ld { space, ty, addr, n: 4, ref d } => vector(space, ty, addr, true, load_regs(&d[..4])?).map(Words::Four),
        Op::St { space, ty, addr, n: 4, ref s } => {
            vector(space, ty, addr, false, store_regs(&s[..4])?).map(Words::Four)
        }
        _ => None,
    }
}

impl<const N: usize> WordOp<N> {
    /// Bytes per lane (the access's natural alignment too).
    #[inline(always)]
    fn bytes(&self) -> u32 {
        4 * N as u32
    }

    #[inline(always)]
    fn describe(&self, out: &mut MemAccess) {
        out.space = self.space;
        out.bytes = self.bytes();
        out.kind = if self.load { MemKind::Load } else { MemKind::Store };
    }
}

/// The part of one allocation inside one 64 KiB page, with the page (allocated if a store
/// needs it) and the address of its first byte: a global word access whose every lane lies
/// in it needs no other check than alignment.
struct Window<'m> {
    lo: u64,
    end: u64,
    origin: u64,
    page: &'m mut [u8],
}

impl<'m> Window<'m> {
    /// The window around `first`; None when `first` is in no allocation, the window holds no
    /// word, or a load would read a page never written (zeros: the general path does that).
    #[inline(always)]
    fn around(global: &'m mut DeviceMemory, first: u64, load: bool) -> Option<Window<'m>> {
        let alloc = global.find(first)?;
        let origin = first & !0xffff;
        let lo = alloc.base.max(origin);
        let end = alloc.end().min(origin + 0x10000);
        if end < lo + 4 || (load && global.page(first).0.is_none()) {
            return None;
        }
        let (page, at) = global.page_mut_at(first);
        debug_assert_eq!(at, origin);
        Some(Window { lo, end, origin, page })
    }

    #[inline(always)]
    fn holds(&self, addr: u64) -> bool {
        addr >= self.lo && addr < self.end
    }

    /// Whether every executing lane's access of `bytes` bytes at `addrs` lies in the window,
    /// aligned to its size.
    #[inline(always)]
    fn lanes_fit(&self, exec: u32, addrs: &[u64; 32], bytes: u64) -> bool {
        if self.end - self.lo < bytes {
            return false;
        }
        let (lo, span) = (self.lo, self.end - bytes - self.lo);
        let mut bad = 0u64;
        for_lanes!(exec, l, {
            bad |= (addrs[l].wrapping_sub(lo) > span) as u64 | (addrs[l] & (bytes - 1));
        });
        bad == 0
    }

    /// The executing lanes' words at `addrs` (the lowest executing lane's first), loaded into
    /// or stored from `op.regs`; false, having changed nothing, unless every lane's lie in the
    /// window, aligned to their size.
    #[inline(always)]
    fn access<const N: usize>(
        &mut self,
        w: &mut Warp,
        exec: u32,
        addrs: &[u64; 32],
        first: u64,
        op: WordOp<N>,
    ) -> bool {
        // A full warp touching 32 consecutive words (the coalesced pattern) is one copy.
        // (The last lane's address rules most other patterns out at once. And
        // `coalesce::monotone_blocks` has the same test for any access size; this one, on
        // words in locals, costs less than half as much as a shared helper did, measured.)
        if N == 1 && exec == u32::MAX && addrs[31] == first.wrapping_add(124) {
            let mut apart = 0u64;
            for (l, &a) in addrs.iter().enumerate() {
                apart |= a ^ first.wrapping_add(4 * l as u64);
            }
            // Then the 128 bytes from `first` need only lie in [lo, end), aligned.
            if apart == 0 && first & 3 == 0 && first >= self.lo && first.wrapping_add(128) <= self.end {
                let at = (first - self.origin) as usize;
                let span: &mut [u8; 128] = (&mut self.page[at..at + 128]).try_into().expect("128 bytes");
                // SAFETY: `span` is 128 bytes, the size of `[u32; 32]`; unaligned access.
                if op.load {
                    let words = unsafe { span.as_ptr().cast::<[u32; 32]>().read_unaligned() };
                    w.r32[op.regs[0] as usize] = per_lane(|l| u32::from_le(words[l]));
                } else {
                    let src = &w.r32[op.regs[0] as usize];
                    let words: [u32; 32] = per_lane(|l| src[l].to_le());
                    unsafe { span.as_mut_ptr().cast::<[u32; 32]>().write_unaligned(words) };
                }
                return true;
            }
        }
        // A full warp's load of 16 consecutive words that both 16-lane halves read (a row of
        // a tile read by a block of 16-thread rows: matmul's `b[i * N + col]`): one copy.
        if N == 1 && op.load && exec == u32::MAX && addrs[15] == first.wrapping_add(60) {
            let mut apart = 0u64;
            for l in 0..16 {
                apart |= (addrs[l] ^ first.wrapping_add(4 * l as u64)) | (addrs[l + 16] ^ addrs[l]);
            }
            if apart == 0 && first & 3 == 0 && first >= self.lo && first.wrapping_add(64) <= self.end {
                let at = (first - self.origin) as usize;
                let span: &[u8; 64] = (&self.page[at..at + 64]).try_into().expect("64 bytes");
                // SAFETY: `span` is 64 bytes, the size of `[u32; 16]`; unaligned access.
                let words = unsafe { span.as_ptr().cast::<[u32; 16]>().read_unaligned() };
                let dst = &mut w.r32[op.regs[0] as usize];
                for l in 0..16 {
                    let v = u32::from_le(words[l]);
                    (dst[l], dst[l + 16]) = (v, v);
                }
                return true;
            }
        }
        // A full warp's load whose 16-lane halves each read one place (a row of a tile read
        // by a block of 16-thread rows: matmul's `a[row * TILE_DIM + i]`): two reads a word,
        // and only the two places need checking.
        if op.load && exec == u32::MAX && half_warps_uniform(addrs) {
            let bytes = op.bytes() as u64;
            let fits = |a: u64| a >= self.lo && a.wrapping_add(bytes) <= self.end && a & (bytes - 1) == 0;
            if !(fits(addrs[0]) && fits(addrs[16])) {
                return false;
            }
            let (lo, hi) = ((addrs[0] - self.origin) as usize, (addrs[16] - self.origin) as usize);
            load_halves(w, self.page, lo, hi, op);
            return true;
        }
        // Otherwise every executing lane's words must start in [lo, end - bytes] and be
        // aligned: one 64-bit subtract-and-compare per lane.
        if !self.lanes_fit(exec, addrs, op.bytes() as u64) {
            return false;
        }
        let offs = per_lane(|l| addrs[l].wrapping_sub(self.origin) as u32);
        words(w, exec, self.page, &offs, op);
        true
    }
}

/// A shared word access by the executing lanes of `w`; false, having changed nothing, unless
/// every lane's words are in bounds and aligned (to their total size).
#[inline(always)]
fn shared_words<const N: usize>(w: &mut Warp, exec: u32, offs: &[u32; 32], shared: &mut [u8], op: WordOp<N>) -> bool {
    // The highest offset and the OR of all (for alignment): two vector reductions, cheaper
    // than packing a per-lane test into bits (measured; for 64-bit global addresses, which
    // AVX2 cannot max in one instruction, the per-lane test stays).
    let (mut high, mut bits) = (0u32, 0u32);
    for_lanes!(exec, l, {
        high = high.max(offs[l]);
        bits |= offs[l];
    });
    let bytes = op.bytes();
    if shared.len() < bytes as usize || high > shared.len() as u32 - bytes || bits & (bytes - 1) != 0 {
        return false;
    }
    words(w, exec, shared, offs, op);
    true
}

/// Each lane's shared-memory offset for a word access at register `rb` (shared offsets are
/// 32-bit: address arithmetic and checks stay in u32 lanes).
#[inline(always)]
fn shared_offsets<const N: usize>(w: &Warp, rb: u16, op: WordOp<N>) -> [u32; 32] {
    let (base, off) = (&w.r32[rb as usize], op.addr.offset as u32);
    per_lane(|l| base[l].wrapping_add(off))
}

/// Loads or stores the executing lanes' words at byte offsets `offs` of `bytes` (word `k` of
/// a vector at `offs + 4k`, register `regs[k]`, in the order of `k` as the general path goes),
/// which the caller has checked: each lane's in bounds (`offs[l] + op.bytes() <=
/// bytes.len()`) and aligned.
#[inline(always)]
fn words<const N: usize>(w: &mut Warp, exec: u32, bytes: &mut [u8], offs: &[u32; 32], op: WordOp<N>) {
    debug_assert!(bytes.len() >= op.bytes() as usize);
    if N > 1 && op.load && exec == u32::MAX && half_warps_uniform(offs) {
        // Each 16-thread half of the warp reads one vector (a row of a tile read by a warp of
        // two rows of threads: nvcc's `LDS.128` of `aTile[ty][i..i + 4]`). In bounds and
        // aligned: the caller checked every lane's words.
        load_halves(w, bytes, offs[0] as usize, offs[16] as usize, op);
        return;
    }
    for k in 0..N {
        word_k(w, exec, bytes, offs, op, k);
    }
}

/// A full warp's load whose 16-lane halves each read one place, at byte offsets `lo` (lanes
/// 0-15) and `hi` (lanes 16-31) of `bytes`, which the caller has checked (in bounds, aligned):
/// two reads a word of `op`.
#[inline(always)]
fn load_halves<const N: usize>(w: &mut Warp, bytes: &[u8], lo: usize, hi: usize, op: WordOp<N>) {
    for k in 0..N {
        let dst = &mut w.r32[op.regs[k] as usize];
        for (half, o) in [(0, lo), (16, hi)] {
            let c = &bytes[o + 4 * k..o + 4 * k + 4];
            dst[half..half + 16].fill(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        }
    }
}

/// Whether lanes 0-15 all have lane 0's offset (or address) and lanes 16-31 lane 16's.
#[inline(always)]
fn half_warps_uniform<T: Copy + Default + std::ops::BitXor<Output = T> + std::ops::BitOr<Output = T> + Eq>(
    offs: &[T; 32],
) -> bool {
    let (lo, hi) = (offs[0], offs[16]);
    let differ = offs[..16].iter().fold(T::default(), |a, &x| a | (x ^ lo))
        | offs[16..].iter().fold(T::default(), |a, &x| a | (x ^ hi));
    differ == T::default()
}

/// Word `k` of each executing lane's access (at `offs + 4k`, register `regs[k]`) for `words`.
#[inline(always)]
fn word_k<const N: usize>(w: &mut Warp, exec: u32, bytes: &mut [u8], offs: &[u32; 32], op: WordOp<N>, k: usize) {
    let (reg, at) = (op.regs[k] as usize, 4 * k);
    if op.load {
        let dst = &mut w.r32[reg];
        for_lanes!(exec, l, {
            // SAFETY: the caller proved `offs[l] % 4 == 0` and `offs[l] + op.bytes() <=
            // bytes.len()` for every executing lane, and `at + 4 <= op.bytes()`.
            dst[l] = u32::from_le(unsafe { bytes.as_ptr().add(offs[l] as usize + at).cast::<u32>().read_unaligned() });
        });
    } else {
        let src = &w.r32[reg];
        for_lanes!(exec, l, {
            // SAFETY: as for loads; lanes store in lane order.
            unsafe { bytes.as_mut_ptr().add(offs[l] as usize + at).cast::<u32>().write_unaligned(src[l].to_le()) };
        });
    }
}

/// A word access (`WordOp`) by one warp, done without the general path's bookkeeping. Returns
/// false, having changed nothing but `out` (which the general path sets again), when the
/// access does not qualify or might fault; the general path then performs it (and reports any
/// fault).
#[inline(never)]
pub(super) fn fast_word_access(w: &mut Warp, op: &Op, exec: u32, mem: &mut Mem, out: &mut MemAccess) -> bool {
    match word_op(op) {
        Some(Words::One(op)) => warp_words(w, op, exec, mem, out),
        Some(Words::Two(op)) => warp_words(w, op, exec, mem, out),
        Some(Words::Four(op)) => warp_words(w, op, exec, mem, out),
        None => false,
    }
}

/// `fast_word_access` of `N` words a lane.
#[inline(always)]
fn warp_words<const N: usize>(w: &mut Warp, op: WordOp<N>, exec: u32, mem: &mut Mem, out: &mut MemAccess) -> bool {
    op.describe(out);
    match (op.space, op.addr.base) {
        (Space::Shared, Some(DAny::W32(rb))) => {
            let offs = shared_offsets(w, rb, op);
            out.addrs = per_lane(|l| offs[l] as u64);
            shared_words(w, exec, &offs, mem.shared, op)
        }
        (Space::Global, Some(DAny::W64(rb))) => {
            let (base, off) = (&w.r64[rb as usize], op.addr.offset as u64);
            let addrs: [u64; 32] = per_lane(|l| base[l].wrapping_add(off));
            out.addrs = addrs;
            let first = addrs[exec.trailing_zeros() as usize];
            match Window::around(mem.global, first, op.load) {
                Some(mut win) => win.access(w, exec, &addrs, first, op),
                None => false,
            }
        }
        _ => false,
    }
}

/// A word access (`WordOp`) by every lane of each warp of `group`, in order, while each
/// qualifies for the word path; returns how many warps it did (the caller runs the others
/// one at a time, through the general path where needed). Warps whose accesses fall in one
/// window share its lookup. `out` gets the space, kind and width (the addresses are per warp
/// and not kept).
#[inline(never)]
pub(super) fn group_word_access(
    warps: &mut [Warp],
    group: &[usize],
    op: &Op,
    mem: &mut Mem,
    out: &mut MemAccess,
) -> usize {
    match word_op(op) {
        Some(Words::One(op)) => group_words(warps, group, op, mem, out),
        Some(Words::Two(op)) => group_words(warps, group, op, mem, out),
        Some(Words::Four(op)) => group_words(warps, group, op, mem, out),
        None => 0,
    }
}

/// `group_word_access` of `N` words a lane.
#[inline(always)]
fn group_words<const N: usize>(
    warps: &mut [Warp],
    group: &[usize],
    op: WordOp<N>,
    mem: &mut Mem,
    out: &mut MemAccess,
) -> usize {
    op.describe(out);
    match (op.space, op.addr.base) {
        (Space::Shared, Some(DAny::W32(rb))) => {
            for (n, &i) in group.iter().enumerate() {
                let offs = shared_offsets(&warps[i], rb, op);
                if !shared_words(&mut warps[i], u32::MAX, &offs, mem.shared, op) {
                    return n;
                }
            }
        }
        (Space::Global, Some(DAny::W64(rb))) => {
            let off = op.addr.offset as u64;
            let mut window: Option<Window> = None;
            for (n, &i) in group.iter().enumerate() {
                let w = &mut warps[i];
                let addrs: [u64; 32] = per_lane(|l| w.r64[rb as usize][l].wrapping_add(off));
                let first = addrs[0];
                if !window.as_ref().is_some_and(|win| win.holds(first)) {
                    window = Window::around(mem.global, first, op.load);
                }
                let Some(win) = window.as_mut() else { return n };
                if !win.access(w, u32::MAX, &addrs, first, op) {
                    return n;
                }
            }
        }
        _ => return 0,
    }
    group.len()
}

/// A scalar load of a kernel parameter or constant at a fixed offset (`ld.param.u64 %rd1, [a]`):
/// one read, broadcast to the executing lanes. Returns false, having changed nothing, when the
/// access does not qualify or is not plainly in bounds and aligned; the general path then
/// performs it (and reports any fault).
#[inline(always)]
pub(super) fn fast_uniform_load(w: &mut Warp, op: &Op, exec: u32, env: &Env, out: &mut MemAccess) -> bool {
    let Some((d, v)) = uniform_load(op, env, out) else { return false };
    v.write(w, d, exec);
    true
}

/// The value a scalar load of a kernel parameter or constant at a fixed offset reads (the
/// same for every lane), with its destination; `out` describes the access. None, having
/// changed nothing, when the access does not qualify or is not plainly in bounds and aligned.
#[inline(always)]
pub(super) fn uniform_load(op: &Op, env: &Env, out: &mut MemAccess) -> Option<(DAny, Uniform)> {
    let Op::Ld { space, ty, d: [d, ..], n: 1, addr: DAddr { base: None, offset } } = *op else {
        return None;
    };
    let bytes = match space {
        Space::Param => &env.launch.params,
        Space::Const => env.launch.consts,
        _ => return None,
    };
    let (size, at) = (ty.bytes() as usize, offset as usize);
    let raw = bytes.get(at..at.wrapping_add(size))?;
    // Sizes are powers of two: alignment is a mask test.
    if offset < 0 || at & (size - 1) != 0 {
        return None;
    }
    let raw = le_value(raw);
    out.space = space;
    out.kind = MemKind::Load;
    out.bytes = size as u32;
    out.addrs = [offset as u64; 32];
    // As `write_extended`: 32-bit registers take the value extended by the type, 64-bit ones
    // the bytes as read.
    Some((d, Uniform(raw, extend(raw, ty.bits(), ty.is_signed()) as u32)))
}

/// A uniformly loaded value: as read (64-bit registers, predicates) and extended to 32 bits.
#[derive(Clone, Copy)]
pub(super) struct Uniform(u64, u32);

impl Uniform {
    #[inline(always)]
    pub(super) fn write(self, w: &mut Warp, d: DAny, exec: u32) {
        match d {
            DAny::W32(r) => super::write32(w, r, exec, &[self.1; 32]),
            DAny::W64(r) => super::write64(w, r, exec, &[self.0; 32]),
            DAny::P(r) => w.write_pred(r, exec, if self.0 != 0 { u32::MAX } else { 0 }),
        }
    }
}

fn compute_addresses(w: &Warp, a: &DAddr, addrs: &mut [u64; 32]) {
    let off = a.offset as u64;
    match a.base {
        Some(DAny::W64(r)) => {
            let base = &w.r64[r as usize];
            for l in 0..32 {
                addrs[l] = base[l].wrapping_add(off);
            }
        }
        Some(DAny::W32(r)) => {
            let base = &w.r32[r as usize];
            for l in 0..32 {
                addrs[l] = (base[l] as u64).wrapping_add(off);
            }
        }
        _ => *addrs = [off; 32],
    }
}

/// Checks every executing lane's access; the fault names the lowest faulting lane. The common
/// case (every lane inside one allocation, aligned) costs one range check.
#[allow(clippy::too_many_arguments)]
fn check_lanes(
    space: Space,
    kind: MemKind,
    exec: u32,
    total: u32,
    env: &Env,
    mem: &Mem,
    addrs: &[u64; 32],
    pc: u32,
) -> Result<(u64, u64), Fault> {
    let (mut lo, mut hi, mut low_bits) = (u64::MAX, 0u64, 0u64);
    if exec == u32::MAX {
        for &a in addrs {
            lo = lo.min(a);
            hi = hi.max(a);
            low_bits |= a;
        }
    } else {
        for l in lanes(exec) {
            lo = lo.min(addrs[l]);
            hi = hi.max(addrs[l]);
            low_bits |= addrs[l];
        }
    }
    // Access sizes are powers of two, so OR-ing the addresses exposes any misaligned lane.
    let aligned = low_bits & (total as u64 - 1) == 0;
    let access = out_kind_name(kind);
    if aligned && hi >= lo && bounds(space, lo, hi - lo + total as u64, env, mem).is_ok() {
        return Ok((lo, hi));
    }
    for lane in 0..32 {
        if exec >> lane & 1 != 0 {
            let a = addrs[lane];
            check(space, a, total, env, mem).map_err(|kind| Fault {
                access,
                pc,
                lane: lane as u32,
                space,
                address: a,
                bytes: total,
                kind,
            })?;
        }
    }
    Ok((lo, hi))
}

fn out_kind_name(kind: MemKind) -> &'static str {
    match kind {
        MemKind::Load => "load",
        MemKind::Store => "store",
        MemKind::Atomic => "atomic",
    }
}

fn access_name(op: &Op) -> &'static str {
    match op {
        Op::Ld { .. } => "load",
        Op::St { .. } => "store",
        _ => "atomic",
    }
}

/// Iterates over the set bits of a lane mask.
#[inline]
fn lanes(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(l)
    })
}

/// Whether every executing lane's access lies inside `len` bytes starting at `origin`, given
/// the lowest and highest lane address `range` (already computed for the bounds check): the
/// O(1) proof that lets the gather and scatter loops skip per-lane bounds checks.
fn range_within(len: usize, origin: u64, size: u32, range: (u64, u64), delta: u64) -> bool {
    let (lo, hi) = (range.0.wrapping_add(delta), range.1.wrapping_add(delta));
    lo >= origin && lo <= hi && hi.checked_add(size as u64).is_some_and(|end| end - origin <= len as u64)
}

/// Reads every lane's value from `bytes`, where lane `l` reads at `addrs[l] + delta - origin`.
#[allow(clippy::too_many_arguments)]
fn gather_from(
    bytes: &[u8],
    origin: u64,
    size: u32,
    exec: u32,
    addrs: &[u64; 32],
    delta: u64,
    range: (u64, u64),
    vals: &mut [u64; 32],
) {
    // Callers checked bounds per space already; this O(1) re-check keeps the unchecked reads
    // below sound on its own.
    assert!(range_within(bytes.len(), origin, size, range, delta), "memory access outside checked bounds");
    macro_rules! go {
        ($t:ty) => {
            for_lanes!(exec, l, {
                let at = (addrs[l] + delta - origin) as usize;
                // SAFETY: every executing lane's address lies in [lo, hi] and `range_within` proved
                // `hi + size <= origin + bytes.len()` and `lo >= origin`; `read_unaligned` has no alignment requirement.
                vals[l] = unsafe { bytes.as_ptr().add(at).cast::<$t>().read_unaligned() }.to_le() as u64;
            })
        };
    }
    match size {
        1 => go!(u8),
        2 => go!(u16),
        4 => go!(u32),
        _ => go!(u64),
    }
}

/// Writes every lane's value into `bytes` (see `gather_from`).
#[allow(clippy::too_many_arguments)]
fn scatter_into<V: Copy + Into<u64>>(
    bytes: &mut [u8],
    origin: u64,
    size: u32,
    exec: u32,
    addrs: &[u64; 32],
    delta: u64,
    range: (u64, u64),
    vals: &[V; 32],
) {
    assert!(range_within(bytes.len(), origin, size, range, delta), "memory access outside checked bounds");
    macro_rules! go {
        ($t:ty) => {
            for_lanes!(exec, l, {
                let at = (addrs[l] + delta - origin) as usize;
                // SAFETY: as in `gather_from`; lanes are written in lane order, so when two lanes
                // store to the same address the higher lane wins, deterministically.
                unsafe { bytes.as_mut_ptr().add(at).cast::<$t>().write_unaligned((vals[l].into() as $t).to_le()) };
            })
        };
    }
    match size {
        1 => go!(u8),
        2 => go!(u16),
        4 => go!(u32),
        _ => go!(u64),
    }
}

/// Reads `size` bytes at `addrs[lane] + delta` for every lane in `exec` (bounds already
/// checked; `range` is the lowest and highest lane address).
#[allow(clippy::too_many_arguments)]
fn gather(
    space: Space,
    size: u32,
    exec: u32,
    addrs: &[u64; 32],
    delta: u64,
    range: (u64, u64),
    vals: &mut [u64; 32],
    w: &mut Warp,
    env: &Env,
    mem: &Mem,
) {
    match space {
        Space::Shared => gather_from(mem.shared, 0, size, exec, addrs, delta, range, vals),
        Space::Global => {
            let (lo, hi) = (range.0 + delta, range.1 + delta);
            if DeviceMemory::page_number(lo) == DeviceMemory::page_number(hi) {
                // The whole warp reads one page: resolve it once.
                match mem.global.page(lo) {
                    (Some(page), off) => gather_from(page, lo - off as u64, size, exec, addrs, delta, range, vals),
                    (None, _) => *vals = [0; 32],
                }
            } else {
                // Lanes on several pages (a stride of a row or more): each page looked up once
                // per run of lanes on it.
                let mut cur: (u64, Option<&[u8]>) = (u64::MAX, None);
                for l in lanes(exec) {
                    let a = addrs[l] + delta;
                    let n = DeviceMemory::page_number(a);
                    if n != cur.0 {
                        cur = (n, mem.global.page(a).0);
                    }
                    vals[l] = cur.1.map_or(0, |page| get_le(page, DeviceMemory::page_offset(a), size));
                }
            }
        }
        _ => {
            for l in lanes(exec) {
                vals[l] = load(space, l, addrs[l] + delta, size, w, env, mem);
            }
        }
    }
}

/// Stores the low `size` bytes of each lane's value (bounds already checked).
#[allow(clippy::too_many_arguments)]
fn scatter<V: Copy + Into<u64>>(
    space: Space,
    size: u32,
    exec: u32,
    addrs: &[u64; 32],
    delta: u64,
    range: (u64, u64),
    vals: &[V; 32],
    w: &mut Warp,
    mem: &mut Mem,
) {
    match space {
        Space::Shared => scatter_into(mem.shared, 0, size, exec, addrs, delta, range, vals),
        Space::Global => {
            let (lo, hi) = (range.0 + delta, range.1 + delta);
            if DeviceMemory::page_number(lo) == DeviceMemory::page_number(hi) {
                let (page, origin) = mem.global.page_mut_at(lo);
                scatter_into(page, origin, size, exec, addrs, delta, range, vals);
            } else {
                // Lanes on several pages, in lane order (see `gather`).
                let mut cur: (u64, &mut [u8]) = (u64::MAX, &mut []);
                for l in lanes(exec) {
                    let a = addrs[l] + delta;
                    let n = DeviceMemory::page_number(a);
                    if n != cur.0 {
                        cur = (n, mem.global.page_mut_at(a).0);
                    }
                    put_le(cur.1, DeviceMemory::page_offset(a), size, vals[l].into());
                }
            }
        }
        _ => {
            for l in lanes(exec) {
                store(space, l, addrs[l] + delta, size, vals[l].into(), w, mem);
            }
        }
    }
}

/// Writes loaded values, extended by the type, to the lanes in `exec` of a register.
fn write_extended(w: &mut Warp, d: DAny, exec: u32, vals: &[u64; 32], ty: Type) {
    let (bits, signed) = (ty.bits(), ty.is_signed());
    match d {
        DAny::W32(r) => {
            let dst = &mut w.r32[r as usize];
            if bits == 32 {
                for_lanes!(exec, l, {
                    dst[l] = vals[l] as u32;
                })
            } else {
                for_lanes!(exec, l, {
                    dst[l] = extend(vals[l], bits, signed) as u32;
                })
            }
        }
        DAny::W64(r) => {
            let dst = &mut w.r64[r as usize];
            if exec == u32::MAX {
                *dst = *vals;
            } else {
                for l in lanes(exec) {
                    dst[l] = vals[l];
                }
            }
        }
        DAny::P(_) => {
            for l in lanes(exec) {
                w.write_lane(d, l, vals[l]);
            }
        }
    }
}

/// The value an atomic leaves in memory.
pub fn atomic(op: AtomOp, ty: Type, old: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let mask = if bits == 64 { u64::MAX } else { (1 << bits) - 1 };
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
        assert_eq!(atomic(AtomOp::Min, Type::S32, 5, 0xffff_fffe, 0), 0xffff_fffe);
        assert_eq!(atomic(AtomOp::Max, Type::U32, 5, 0xffff_fffe, 0), 0xffff_fffe);
        assert_eq!(atomic(AtomOp::Cas, Type::B32, 7, 7, 9), 9);
        assert_eq!(atomic(AtomOp::Cas, Type::B32, 7, 8, 9), 7);
        assert_eq!(atomic(AtomOp::Inc, Type::U32, 3, 3, 0), 0);
        assert_eq!(atomic(AtomOp::Dec, Type::U32, 0, 3, 0), 3);
        assert_eq!(
            atomic(AtomOp::Add, Type::F32, 1.5f32.to_bits() as u64, 2f32.to_bits() as u64, 0),
            3.5f32.to_bits() as u64
        );
    }
}
