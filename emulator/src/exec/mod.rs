//! The functional core: executes one warp instruction and reports what happened. It never sees
//! cycles; the caller (the functional runner or the timing model) decides when.

pub mod cvt;
mod group;
pub mod kinds;
mod memops;

pub(crate) use group::execute_full;

use crate::decode::{DAny, DInstr, DecodedKernel, Op, S32, S64};
use crate::error::Fault;
use crate::memory::DeviceMemory;
use crate::outcome::{Event, Outcome};
use crate::warp::Warp;
use kinds::{CmpKind, C32, C64, PL};
use warpsim_isa::{CmpOp, ShflMode, Special, VoteMode};

/// Per-thread local memory window, in bytes.
pub const LOCAL_BYTES_PER_THREAD: u64 = 4096;

/// What every warp of a launch sees alike: the kernel, the grid's shape, constant memory and
/// the parameter bytes.
pub struct LaunchEnv<'a> {
    pub kernel: &'a DecodedKernel,
    pub block_dim: [u32; 3],
    pub grid_dim: [u32; 3],
    pub consts: &'a [u8],
    pub params: Vec<u8>,
}

/// What a warp can see of its block and launch. Built for every instruction the timing model
/// issues, so it holds the launch's part by reference.
pub struct Env<'a> {
    pub launch: &'a LaunchEnv<'a>,
    pub block_idx: [u32; 3],
    pub smid: u32,
    /// The SM's cycle counter (the functional runner counts warp instructions instead).
    pub clock: u64,
}

impl<'a> Env<'a> {
    #[inline(always)]
    pub fn kernel(&self) -> &'a DecodedKernel {
        self.launch.kernel
    }
}

/// The memory a warp instruction may touch: its block's shared memory and device memory.
pub struct Mem<'a> {
    pub shared: &'a mut [u8],
    pub global: &'a mut DeviceMemory,
}

/// Executes the instruction at the warp's pc for its active lanes.
#[inline(always)]
pub fn step(w: &mut Warp, env: &Env, mem: &mut Mem, out: &mut Outcome) -> Result<(), Fault> {
    let pc = w.pc();
    out.pc = pc;
    out.event = Event::None;
    let active = w.active();
    out.active = active;
    let Some(ins) = env.kernel().instrs.get(pc as usize) else {
        // Falling off the end (or branching to the end label) ends the threads.
        out.executed = active;
        out.event = Event::Exit { lanes: active };
        w.exit_lanes(active);
        return Ok(());
    };
    let exec = executing(w, ins, active);
    out.executed = exec;
    match &ins.op {
        Op::Bra { target, reconverge } => {
            let diverged = w.branch(exec, *target, *reconverge);
            out.event = Event::Branch { taken: exec, diverged };
            return Ok(());
        }
        Op::Exit => {
            out.event = Event::Exit { lanes: exec };
            exit(w, exec, active, pc);
            return Ok(());
        }
        Op::Bar { id } if exec != 0 => {
            w.waiting_at = Some(*id);
            out.event = Event::Barrier { id: *id };
        }
        Op::Bar { .. } => {}
        op if exec != 0 => execute(w, op, exec, env, mem, out, pc)?,
        _ => {}
    }
    w.set_pc(pc + 1);
    Ok(())
}

/// `exit` at `pc` for the `exec` lanes of the `active` ones: the others go on.
#[inline(always)]
pub(crate) fn exit(w: &mut Warp, exec: u32, active: u32, pc: u32) {
    w.exit_lanes(exec);
    if exec != active {
        w.set_pc(pc + 1);
    }
}

/// The lanes of `active` whose guard predicate holds.
#[inline(always)]
pub(crate) fn executing(w: &Warp, ins: &DInstr, active: u32) -> u32 {
    match ins.guard {
        None => active,
        Some((p, negated)) => {
            let m = w.preds[p as usize];
            active & if negated { !m } else { m }
        }
    }
}

/// Whether the instruction changes the warp's path (branch, exit, barrier): `step` handles
/// those itself; `execute` does everything else.
#[inline(always)]
pub(crate) fn is_control(op: &Op) -> bool {
    matches!(op, Op::Bra { .. } | Op::Exit | Op::Bar { .. })
}

/// A source by reference: a register of `$regs` (`w.r32` or `w.r64`) in place, or an immediate
/// of `$kind` (`S32` or `S64`) splatted into `$slot` (declared uninitialised by the caller, so
/// registers cost no copy).
macro_rules! src {
    ($regs:expr, $kind:ident, $s:expr, $slot:ident) => {
        match $s {
            $kind::R(r) => &$regs[r as usize],
            $kind::I(v) => {
                $slot = [v; 32];
                &$slot
            }
        }
    };
}
pub(crate) use src;

/// Writes the lanes of `mask` (a blend, so it vectorises like the full-warp copy).
#[inline(always)]
pub(crate) fn write32(w: &mut Warp, d: u16, mask: u32, v: &[u32; 32]) {
    let dst = &mut w.r32[d as usize];
    if mask == u32::MAX {
        *dst = *v;
    } else {
        for l in 0..32 {
            dst[l] = if mask >> l & 1 != 0 { v[l] } else { dst[l] };
        }
    }
}

#[inline(always)]
pub(crate) fn write64(w: &mut Warp, d: u16, mask: u32, v: &[u64; 32]) {
    let dst = &mut w.r64[d as usize];
    if mask == u32::MAX {
        *dst = *v;
    } else {
        for l in 0..32 {
            dst[l] = if mask >> l & 1 != 0 { v[l] } else { dst[l] };
        }
    }
}

/// `[f(0), ..., f(31)]`: `std::array::from_fn` is not always inlined, and in the lane loops
/// that call costs more than the work.
#[inline(always)]
pub(crate) fn per_lane<T: Copy + Default>(mut f: impl FnMut(usize) -> T) -> [T; 32] {
    let mut v = [T::default(); 32];
    for (l, x) in v.iter_mut().enumerate() {
        *x = f(l);
    }
    v
}

/// Packs a per-lane condition into a lane mask: the conditions are computed in one loop and
/// packed in another, so both vectorise.
#[inline(always)]
pub(crate) fn lanes_mask(mut f: impl FnMut(usize) -> bool) -> u32 {
    let mut bits = [false; 32];
    for (l, b) in bits.iter_mut().enumerate() {
        *b = f(l);
    }
    let mut m = 0u32;
    for (l, &b) in bits.iter().enumerate() {
        m |= (b as u32) << l;
    }
    m
}

/// The comparison of `setp` for a kind and operator, as a closure over two lane values of type
/// `$t` (read as `$s` signed, `$u` unsigned, floats through `$fb`), handed to `$m!($($ctx)*; f)`:
/// one table for a warp's lanes (`compare!`) and a lockstep group's (`group::execute_full`).
macro_rules! cmp_table {
    ($kind:expr, $cmp:expr, $t:ty, $s:ty, $u:ty, $fb:path; $m:ident!($($ctx:tt)*)) => {
        match ($kind, $cmp) {
            (CmpKind::Signed, CmpOp::Eq) | (CmpKind::Unsigned, CmpOp::Eq) => $m!($($ctx)*; |a: $t, b: $t| a == b),
            (CmpKind::Signed, CmpOp::Ne) | (CmpKind::Unsigned, CmpOp::Ne) => $m!($($ctx)*; |a: $t, b: $t| a != b),
            (CmpKind::Signed, CmpOp::Lt) => $m!($($ctx)*; |a: $t, b: $t| (a as $s) < (b as $s)),
            (CmpKind::Signed, CmpOp::Le) => $m!($($ctx)*; |a: $t, b: $t| (a as $s) <= (b as $s)),
            (CmpKind::Signed, CmpOp::Gt) => $m!($($ctx)*; |a: $t, b: $t| (a as $s) > (b as $s)),
            (CmpKind::Signed, CmpOp::Ge) => $m!($($ctx)*; |a: $t, b: $t| (a as $s) >= (b as $s)),
            (CmpKind::Unsigned, CmpOp::Lt) => $m!($($ctx)*; |a: $t, b: $t| (a as $u) < (b as $u)),
            (CmpKind::Unsigned, CmpOp::Le) => $m!($($ctx)*; |a: $t, b: $t| (a as $u) <= (b as $u)),
            (CmpKind::Unsigned, CmpOp::Gt) => $m!($($ctx)*; |a: $t, b: $t| (a as $u) > (b as $u)),
            (CmpKind::Unsigned, CmpOp::Ge) => $m!($($ctx)*; |a: $t, b: $t| (a as $u) >= (b as $u)),
            (CmpKind::Float, CmpOp::Eq) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) == $fb(b)),
            (CmpKind::Float, CmpOp::Ne) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) != $fb(b)),
            (CmpKind::Float, CmpOp::Lt) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) < $fb(b)),
            (CmpKind::Float, CmpOp::Le) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) <= $fb(b)),
            (CmpKind::Float, CmpOp::Gt) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) > $fb(b)),
            (CmpKind::Float, CmpOp::Ge) => $m!($($ctx)*; |a: $t, b: $t| $fb(a) >= $fb(b)),
        }
    };
}
pub(crate) use cmp_table;

/// A warp's comparison mask: `f` over the lanes of `a` and `b`.
macro_rules! mask_of {
    ($a:ident, $b:ident; $f:expr) => {{
        let f = $f;
        lanes_mask(|l| f($a[l], $b[l]))
    }};
}

macro_rules! compare {
    ($kind:expr, $cmp:expr, $a:expr, $b:expr, $t:ty, $s:ty, $u:ty, $fb:path) => {{
        let (a, b) = ($a, $b);
        cmp_table!($kind, $cmp, $t, $s, $u, $fb; mask_of!(a, b))
    }};
}

/// The value of a special register that is the same in every lane; `None` for the per-lane
/// ones (`%tid`, `%laneid`).
pub(crate) fn uniform_special(w: &Warp, env: &Env, sp: Special) -> Option<u64> {
    Some(match sp {
        Special::Tid(_) | Special::LaneId => return None,
        Special::Ntid(d) => env.launch.block_dim[d.index()] as u64,
        Special::Ctaid(d) => env.block_idx[d.index()] as u64,
        Special::Nctaid(d) => env.launch.grid_dim[d.index()] as u64,
        Special::WarpId => w.id as u64,
        Special::SmId => env.smid as u64,
        Special::Clock => env.clock & 0xffff_ffff,
        Special::Clock64 => env.clock,
    })
}

fn special_values(w: &Warp, env: &Env, sp: Special) -> [u64; 32] {
    match (sp, uniform_special(w, env, sp)) {
        (_, Some(v)) => [v; 32],
        (Special::Tid(d), None) => w.tid(d.index(), env.launch.block_dim).map(|v| v as u64),
        _ => per_lane(|l| l as u64),
    }
}

/// Executes a non-control instruction for the `exec` lanes (non-empty) of a warp at `pc`,
/// without moving its pc.
#[inline(always)]
pub(crate) fn execute(
    w: &mut Warp,
    op: &Op,
    exec: u32,
    env: &Env,
    mem: &mut Mem,
    out: &mut Outcome,
    pc: u32,
) -> Result<(), Fault> {
    match *op {
        Op::Mov32 { d, a } => {
            let v = w.read32(a);
            write32(w, d, exec, &v);
        }
        Op::Mov64 { d, a } => {
            let v = w.read64(a);
            write64(w, d, exec, &v);
        }
        Op::MovSpecial { d: DAny::W32(r), sp: Special::Tid(dim) } => {
            let v = w.tid(dim.index(), env.launch.block_dim);
            write32(w, r, exec, &v);
        }
        Op::MovSpecial { d: DAny::W32(r), sp } if !matches!(sp, Special::Tid(_) | Special::LaneId) => {
            // A uniform value, splatted as a 32-bit word.
            let v = uniform_special(w, env, sp).unwrap_or_default() as u32;
            write32(w, r, exec, &[v; 32]);
        }
        Op::MovSpecial { d, sp } => {
            let v = special_values(w, env, sp);
            match d {
                DAny::W32(r) => write32(w, r, exec, &v.map(|x| x as u32)),
                DAny::W64(r) => write64(w, r, exec, &v),
                DAny::P(_) => {
                    for l in 0..32 {
                        if exec >> l & 1 != 0 {
                            w.write_lane(d, l, v[l]);
                        }
                    }
                }
            }
        }
        // Sources are read in place and the result built in a temporary, then blended into the
        // destination: no source copies, and a destination may alias a source.
        Op::Bin32 { k, d, a, b } => {
            let (ia, ib);
            let (a, b) = (src!(w.r32, S32, a, ia), src!(w.r32, S32, b, ib));
            let mut v = [0u32; 32];
            k.apply(&mut v, u32::MAX, a, b);
            write32(w, d, exec, &v);
        }
        Op::Bin64 { k, d, a, b } => {
            let (ia, ib);
            let (a, b) = (src!(w.r64, S64, a, ia), src!(w.r64, S64, b, ib));
            let mut v = [0u64; 32];
            k.apply(&mut v, u32::MAX, a, b);
            write64(w, d, exec, &v);
        }
        Op::Shift64 { k, d, a, b } => {
            let (a, b) = (w.read64(a), w.read32(b).map(|v| v as u64));
            k.apply(&mut w.r64[d as usize], exec, &a, &b);
        }
        Op::Un32 { k, d, a } => {
            let ia;
            let a = src!(w.r32, S32, a, ia);
            let mut v = [0u32; 32];
            k.apply(&mut v, u32::MAX, a);
            write32(w, d, exec, &v);
        }
        Op::Un64 { k, d, a } => {
            let ia;
            let a = src!(w.r64, S64, a, ia);
            let mut v = [0u64; 32];
            k.apply(&mut v, u32::MAX, a);
            write64(w, d, exec, &v);
        }
        Op::Count64 { clz, d, a } => {
            let a = w.read64(a);
            let v = a.map(|x| if clz { x.leading_zeros() } else { x.count_ones() });
            write32(w, d, exec, &v);
        }
        Op::Tern32 { k, d, a, b, c } => {
            let (ia, ib, ic);
            let (a, b, c) = (src!(w.r32, S32, a, ia), src!(w.r32, S32, b, ib), src!(w.r32, S32, c, ic));
            let mut v = [0u32; 32];
            k.apply(&mut v, u32::MAX, a, b, c);
            write32(w, d, exec, &v);
        }
        Op::Tern64 { k, d, a, b, c } => {
            let (ia, ib, ic);
            let (a, b, c) = (src!(w.r64, S64, a, ia), src!(w.r64, S64, b, ib), src!(w.r64, S64, c, ic));
            let mut v = [0u64; 32];
            k.apply(&mut v, u32::MAX, a, b, c);
            write64(w, d, exec, &v);
        }
        Op::Wide { signed, d, a, b, c } => {
            let (a, b) = (w.read32(a), w.read32(b));
            let c = c.map(|c| w.read64(c)).unwrap_or([0; 32]);
            write64(w, d, exec, &wide(signed, &a, &b, &c));
        }
        Op::Narrow { k, bits, signed, d, a, b } => {
            let (a, b) = (w.read32(a), w.read32(b));
            let ext = |v: u32| extend(v as u64, bits as u32, signed) as u32;
            let v: [u32; 32] = per_lane(|l| ext(k.eval(ext(a[l]), ext(b[l]))));
            write32(w, d, exec, &v);
        }
        Op::Setp32 { k: C32(kind, None), cmp, d, a, b } => {
            let (ia, ib);
            let (a, b) = (src!(w.r32, S32, a, ia), src!(w.r32, S32, b, ib));
            let m = compare!(kind, cmp, a, b, u32, i32, u32, f32::from_bits);
            w.write_pred(d, exec, m);
        }
        Op::Setp32 { k: C32(kind, Some(bits)), cmp, d, a, b } => {
            let signed = kind == CmpKind::Signed;
            let (a, b) = (w.read32(a), w.read32(b));
            let a = a.map(|v| extend(v as u64, bits as u32, signed) as u32);
            let b = b.map(|v| extend(v as u64, bits as u32, signed) as u32);
            let m = compare!(kind, cmp, a, b, u32, i32, u32, f32::from_bits);
            w.write_pred(d, exec, m);
        }
        Op::Setp64 { k: C64(kind), cmp, d, a, b } => {
            let (ia, ib);
            let (a, b) = (src!(w.r64, S64, a, ia), src!(w.r64, S64, b, ib));
            let m = compare!(kind, cmp, a, b, u64, i64, u64, f64::from_bits);
            w.write_pred(d, exec, m);
        }
        Op::PredLogic { k, d, a, b } => {
            let (a, b) = (w.read_pred(a), w.read_pred(b));
            let v = match k {
                PL::And => a & b,
                PL::Or => a | b,
                PL::Xor => a ^ b,
                PL::Not => !a,
                PL::Mov => a,
            };
            w.write_pred(d, exec, v);
        }
        Op::Selp32 { d, a, b, p } => {
            let (a, b, p) = (w.read32(a), w.read32(b), w.read_pred(p));
            let v: [u32; 32] = per_lane(|l| if p >> l & 1 != 0 { a[l] } else { b[l] });
            write32(w, d, exec, &v);
        }
        Op::Selp64 { d, a, b, p } => {
            let (a, b, p) = (w.read64(a), w.read64(b), w.read_pred(p));
            let v: [u64; 32] = per_lane(|l| if p >> l & 1 != 0 { a[l] } else { b[l] });
            write64(w, d, exec, &v);
        }
        Op::Cvt { dty, sty, rnd, d, a } => {
            let a = w.read_any(a);
            for l in 0..32 {
                if exec >> l & 1 != 0 {
                    w.write_lane(d, l, cvt::convert(dty, sty, rnd, a[l]));
                }
            }
        }
        Op::Ld { .. } | Op::St { .. } | Op::Atom { .. } => {
            out.event = Event::Memory;
            // Parameter and constant loads take the inlined scalar path, word accesses a call
            // with a small frame, the rest the general path.
            if !memops::fast_uniform_load(w, op, exec, env, &mut out.mem)
                && !memops::fast_word_access(w, op, exec, mem, &mut out.mem)
            {
                memops::execute(w, op, exec, env, mem, &mut out.mem, pc)?;
            }
        }
        Op::Shfl { mode, d, a, b, c } => {
            out.event = Event::WarpOp;
            shuffle(w, mode, d, a, b, c, exec);
        }
        Op::Vote { mode, d, a } => {
            out.event = Event::WarpOp;
            let p = w.read_pred(a) & exec;
            match (mode, d) {
                (VoteMode::Ballot, DAny::W32(r)) => write32(w, r, exec, &[p; 32]),
                (VoteMode::Any, DAny::P(r)) => w.write_pred(r, exec, if p != 0 { u32::MAX } else { 0 }),
                (VoteMode::All, DAny::P(r)) => w.write_pred(r, exec, if p == exec { u32::MAX } else { 0 }),
                _ => {}
            }
        }
        Op::Nop => {}
        Op::Bra { .. } | Op::Exit | Op::Bar { .. } => unreachable!("handled by step"),
    }
    Ok(())
}

/// `mul.wide` (and `mad.wide` with `c`): the full 64-bit product of 32-bit lanes.
#[inline(always)]
pub(crate) fn wide(signed: bool, a: &[u32; 32], b: &[u32; 32], c: &[u64; 32]) -> [u64; 32] {
    if signed {
        per_lane(|l| ((a[l] as i32 as i64).wrapping_mul(b[l] as i32 as i64) as u64).wrapping_add(c[l]))
    } else {
        per_lane(|l| (a[l] as u64 * b[l] as u64).wrapping_add(c[l]))
    }
}

/// Extends the low `bits` bits of `v`, signed or unsigned.
#[inline]
pub fn extend(v: u64, bits: u32, signed: bool) -> u64 {
    if bits >= 64 {
        v
    } else if signed {
        crate::decode::sext(v, bits) as u64
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// PTX shfl semantics: `c` packs the clamp value (bits 0-4) and a segment mask (bits 8-12).
/// A lane whose source lane is out of range or not executing keeps its own value.
fn shuffle(w: &mut Warp, mode: ShflMode, d: u16, a: S32, b: S32, c: S32, exec: u32) {
    let (a, b, c) = (w.read32(a), w.read32(b), w.read32(c));
    let v: [u32; 32] = per_lane(|lane| {
        let l = lane as i32;
        let (bv, cv) = (b[lane] as i32, c[lane]);
        let clamp = (cv & 31) as i32;
        let seg = ((cv >> 8) & 31) as i32;
        let max_lane = (l & seg) | (clamp & !seg);
        let min_lane = l & seg;
        let (j, valid) = match mode {
            ShflMode::Idx => {
                let j = min_lane | (bv & 31 & !seg);
                (j, j <= max_lane)
            }
            ShflMode::Up => {
                let j = l - bv;
                (j, j >= max_lane)
            }
            ShflMode::Down => {
                let j = l + bv;
                (j, j <= max_lane)
            }
            ShflMode::Bfly => {
                let j = l ^ bv;
                (j, j <= max_lane)
            }
        };
        if valid && (0..32).contains(&j) && exec >> j & 1 != 0 {
            a[j as usize]
        } else {
            a[lane]
        }
    });
    write32(w, d, exec, &v);
}
