//! Instructions for a lockstep group of warps whose every lane executes (no guard, no lane off
//! its path): the operation is matched once and runs warp after warp in one loop, where
//! `execute` would decode and dispatch it again for each warp. Covered: moves, lane-wise
//! arithmetic and compares (the expressions of `kinds` and `cmp_table`, written once for
//! both), parameter and constant loads (one read for the group), and word loads and stores
//! in shared and global memory (`memops`' word path, one allocation lookup for warps in the
//! same window). `execute` stays the definition for everything else.

use super::kinds::{CmpKind, Lanes, C32, C64};
use super::{cmp_table, lanes_mask, memops, src, uniform_special, wide, Env, Mem};
use crate::decode::{DAny, Op, S32, S64};
use crate::outcome::{Event, Outcome};
use crate::warp::Warp;
use warpsim_isa::{CmpOp, Special};

/// Executes `op` for all 32 lanes of each warp of `group`, all executing, in group order.
/// Returns how many warps (from the first) it did: all, or none having changed nothing, or
/// for a memory access that leaves the word path part way, those before (`execute` then runs
/// the others one at a time). `out` says what happened as `execute` does (its event is
/// `Event::None` on entry).
#[inline(never)]
pub(crate) fn execute_full(
    warps: &mut [Warp],
    group: &[usize],
    op: &Op,
    env: &Env,
    mem: &mut Mem,
    out: &mut Outcome,
) -> usize {
    match *op {
        Op::Ld { .. } | Op::St { .. } => {
            out.event = Event::Memory;
            // A parameter or constant: one read for the group.
            if let Some((d, v)) = memops::uniform_load(op, env, &mut out.mem) {
                for &i in group {
                    v.write(&mut warps[i], d, u32::MAX);
                }
            } else {
                return memops::group_word_access(warps, group, op, mem, &mut out.mem);
            }
        }
        Op::Mov32 { d, a } => {
            for &i in group {
                let r = &mut warps[i].r32;
                r[d as usize] = src32(r, a);
            }
        }
        Op::Mov64 { d, a } => {
            for &i in group {
                let r = &mut warps[i].r64;
                r[d as usize] = src64(r, a);
            }
        }
        Op::MovSpecial { d: DAny::W32(d), sp: Special::Tid(dim) } => {
            for &i in group {
                let w = &mut warps[i];
                w.r32[d as usize] = w.tid(dim.index(), env.launch.block_dim);
            }
        }
        Op::MovSpecial { d: DAny::W32(d), sp } if !matches!(sp, Special::LaneId) => {
            for &i in group {
                let w = &mut warps[i];
                let v = uniform_special(w, env, sp).unwrap_or_default() as u32;
                w.r32[d as usize] = [v; 32];
            }
        }
        Op::Wide { signed, d, a, b, c } => {
            for &i in group {
                let w = &mut warps[i];
                let (a, b) = (src32(&w.r32, a), src32(&w.r32, b));
                let c = c.map_or([0; 32], |c| src64(&w.r64, c));
                w.r64[d as usize] = wide(signed, &a, &b, &c);
            }
        }
        Op::Setp32 { k: C32(kind, None), cmp, d, a, b } => {
            let mut lanes = Cmp { warps, group, d, a, b };
            cmp_table!(kind, cmp, u32, i32, u32, f32::from_bits; by_group!(lanes))
        }
        Op::Setp64 { k: C64(kind), cmp, d, a, b } => {
            let mut lanes = Cmp { warps, group, d, a, b };
            cmp_table!(kind, cmp, u64, i64, u64, f64::from_bits; by_group!(lanes))
        }
        Op::Bin32 { k, d, a, b } => k.each(&mut W32 { warps, group, d, s: [a, b] }),
        Op::Tern32 { k, d, a, b, c } => k.each(&mut W32 { warps, group, d, s: [a, b, c] }),
        Op::Un32 { k, d, a } => k.each(&mut W32 { warps, group, d, s: [a] }),
        Op::Bin64 { k, d, a, b } => k.each(&mut W64 { warps, group, d, s: [a, b] }),
        Op::Tern64 { k, d, a, b, c } => k.each(&mut W64 { warps, group, d, s: [a, b, c] }),
        Op::Un64 { k, d, a } => k.each(&mut W64 { warps, group, d, s: [a] }),
        _ => return 0,
    }
    group.len()
}

/// Runs a comparison closure over the group's lanes.
macro_rules! by_group {
    ($lanes:ident; $f:expr) => {{
        let f = $f;
        $lanes.run(move |(a, b)| f(a, b))
    }};
}
use by_group;

/// The warps of a group comparing two sources into predicate `d`.
struct Cmp<'a, S> {
    warps: &'a mut [Warp],
    group: &'a [usize],
    d: u16,
    a: S,
    b: S,
}

macro_rules! group_compare {
    ($s:ident, $t:ty, $regs:ident) => {
        impl Lanes<($t, $t), bool> for Cmp<'_, $s> {
            #[inline(always)]
            fn run<F: Fn(($t, $t)) -> bool + Copy>(&mut self, f: F) {
                for &i in self.group {
                    let w = &mut self.warps[i];
                    // Sources by reference, as `execute` reads them (copies here cost a
                    // scalar loop, measured).
                    let (ia, ib);
                    let (a, b) = (src!(w.$regs, $s, self.a, ia), src!(w.$regs, $s, self.b, ib));
                    w.preds[self.d as usize] = lanes_mask(|l| f((a[l], b[l])));
                }
            }
        }
    };
}
group_compare!(S32, u32, r32);
group_compare!(S64, u64, r64);

/// A source's 32 lanes by value (so the destination may be the same register), read from the
/// register slice rather than through `Warp::read32` so that the slice stays borrowed across
/// a warp's reads and write (through the warp, the group loops cost 3-4% more, measured).
#[inline(always)]
fn src32(r: &[[u32; 32]], s: S32) -> [u32; 32] {
    match s {
        S32::R(x) => r[x as usize],
        S32::I(v) => [v; 32],
    }
}

#[inline(always)]
fn src64(r: &[[u64; 32]], s: S64) -> [u64; 32] {
    match s {
        S64::R(x) => r[x as usize],
        S64::I(v) => [v; 32],
    }
}

/// The warps of a group, a 32-bit destination and `N` 32-bit sources.
struct W32<'a, const N: usize> {
    warps: &'a mut [Warp],
    group: &'a [usize],
    d: u16,
    s: [S32; N],
}

struct W64<'a, const N: usize> {
    warps: &'a mut [Warp],
    group: &'a [usize],
    d: u16,
    s: [S64; N],
}

/// One `Lanes` implementation per arity and width: read the sources, then write every lane.
macro_rules! group_lanes {
    ($w:ident, $t:ty, $regs:ident, $src:ident, $n:literal, ($($i:tt),+)) => {
        impl Lanes<($(group_lanes!(@t $i $t),)+), $t> for $w<'_, $n> {
            #[inline(always)]
            fn run<F: Fn(($(group_lanes!(@t $i $t),)+)) -> $t + Copy>(&mut self, f: F) {
                for &i in self.group {
                    let r = &mut self.warps[i].$regs;
                    let s = ($($src(r, self.s[$i]),)+);
                    let dst = &mut r[self.d as usize];
                    for l in 0..32 {
                        dst[l] = f(($(s.$i[l],)+));
                    }
                }
            }
        }
    };
    (@t $i:tt $t:ty) => { $t };
}

group_lanes!(W32, u32, r32, src32, 1, (0));
group_lanes!(W32, u32, r32, src32, 2, (0, 1));
group_lanes!(W32, u32, r32, src32, 3, (0, 1, 2));
group_lanes!(W64, u64, r64, src64, 1, (0));
group_lanes!(W64, u64, r64, src64, 2, (0, 1));
group_lanes!(W64, u64, r64, src64, 3, (0, 1, 2));
