//! A warp: per-lane registers in compact per-warp arrays, and the SIMT reconvergence stack.

use crate::decode::{DAny, DecodedKernel, SAny, S32, S64, SP};

/// One entry of the SIMT stack: lanes `mask` execute from `pc` until they reach `reconverge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackEntry {
    pub pc: u32,
    pub reconverge: u32,
    pub mask: u32,
}

/// No reconvergence point: the bottom entry of the stack.
pub const NEVER: u32 = u32::MAX;

/// Fields in this order (`repr(C)`): what every instruction reads (the current path, the
/// register arrays' headers, the counts) comes first and shares the first cache lines. Thread
/// ids are worked out when read (`tid`), from the first lane's: a warp's header stays two
/// host cache lines, where 32 ids per dimension would take six more.
#[derive(Clone, Debug)]
#[repr(C)]
pub struct Warp {
    /// The path that runs now (kept out of `stack` so the hot loop reads it without a pointer
    /// chase); its `mask` is 0 once the warp is done.
    cur: StackEntry,
    /// Lanes that exist and have not exited.
    pub live: u32,
    /// Barrier id the warp waits at, if any.
    pub waiting_at: Option<u32>,
    /// Index of the warp in its block.
    pub id: u32,
    /// Lanes that exist in the block (fixed at creation).
    lanes_mask: u32,
    /// `[register][lane]`
    pub r32: Vec<[u32; 32]>,
    pub r64: Vec<[u64; 32]>,
    /// One lane mask per predicate register.
    pub preds: Vec<u32>,
    /// Paths waiting to run, innermost last.
    stack: Vec<StackEntry>,
    /// Thread-private local memory, allocated on first use.
    pub local: Option<Vec<u8>>,
    /// `%tid.{x,y,z}` of lane 0 (of every lane, with the block's shape: `tid`).
    first_tid: [u32; 3],
}

impl Warp {
    /// Warp `id` of a block with `block_dim` threads (warps formed from linear thread ids, as
    /// on NVIDIA hardware: x fastest, then y, then z).
    pub fn new(id: u32, block_dim: [u32; 3], kernel: &DecodedKernel) -> Warp {
        let threads = block_dim[0] * block_dim[1] * block_dim[2];
        let first = id * 32;
        let live = match threads.saturating_sub(first) {
            n if n >= 32 => u32::MAX,
            n => (1u32 << n) - 1,
        };
        let first_tid = if first < threads {
            [first % block_dim[0], (first / block_dim[0]) % block_dim[1], first / (block_dim[0] * block_dim[1])]
        } else {
            [0; 3]
        };
        Warp {
            id,
            live,
            cur: StackEntry { pc: 0, reconverge: NEVER, mask: live },
            stack: Vec::new(),
            r32: vec![[0; 32]; kernel.regs32 as usize],
            r64: vec![[0; 32]; kernel.regs64 as usize],
            preds: vec![0; kernel.preds as usize],
            first_tid,
            waiting_at: None,
            local: None,
            lanes_mask: live,
        }
    }

    /// `%tid` along dimension `dim` (0: x, 1: y, 2: z) of each lane in a block of `block_dim`
    /// threads (0 for lanes past the block's last thread). Warps are formed from linear thread
    /// ids, as on NVIDIA hardware: x fastest, then y, then z.
    pub fn tid(&self, dim: usize, block_dim: [u32; 3]) -> [u32; 32] {
        let [x0, y0, z0] = self.first_tid;
        let mask = self.lanes_mask;
        // Commonest: the warp's lanes lie in one row of x.
        if mask == u32::MAX && x0 + 32 <= block_dim[0] {
            return match dim {
                0 => std::array::from_fn(|l| x0 + l as u32),
                1 => [y0; 32],
                _ => [z0; 32],
            };
        }
        // Next: whole rows of a power-of-two width below 32 within one layer of z (a 16 x 16
        // tile's warp is two rows).
        let width = block_dim[0];
        if mask == u32::MAX && x0 == 0 && width < 32 && width.is_power_of_two() && y0 + 32 / width <= block_dim[1] {
            let shift = width.trailing_zeros();
            return match dim {
                0 => std::array::from_fn(|l| l as u32 & (width - 1)),
                1 => std::array::from_fn(|l| y0 + (l as u32 >> shift)),
                _ => [z0; 32],
            };
        }
        let mut out = [0; 32];
        let (mut x, mut y, mut z) = (x0, y0, z0);
        for (lane, t) in out.iter_mut().enumerate() {
            if mask >> lane & 1 == 0 {
                break;
            }
            *t = [x, y, z][dim.min(2)];
            x += 1;
            if x == block_dim[0] {
                x = 0;
                y += 1;
                if y == block_dim[1] {
                    y = 0;
                    z += 1;
                }
            }
        }
        out
    }

    #[inline]
    pub fn done(&self) -> bool {
        self.cur.mask == 0
    }

    /// Back to the state `new` gives as far as `kernel` can see, keeping the allocations: all
    /// lanes of the original shape live at pc 0, registers zero (those the kernel may read
    /// before writing: the others keep old values that no instruction can read).
    pub fn reset(&mut self, kernel: &DecodedKernel) {
        self.live = self.lanes();
        self.stack.clear();
        self.cur = StackEntry { pc: 0, reconverge: NEVER, mask: self.live };
        for &r in &kernel.zero_on_start[0] {
            self.r32[r as usize] = [0; 32];
        }
        for &r in &kernel.zero_on_start[1] {
            self.r64[r as usize] = [0; 32];
        }
        self.preds.fill(0);
        self.waiting_at = None;
        self.local = None;
    }

    /// Asks the host CPU to bring register row `row` (`class << 16 | row`, as
    /// `DecodedKernel::dst_row`) into its cache for writing, ahead of the instruction that
    /// writes it (the timing model's issue loop, on big GPUs: `Active::rows_to_prefetch`).
    #[inline(always)]
    pub fn prefetch_row(&self, row: u32) {
        let r = (row & 0xffff) as usize;
        if row >> 16 == 0 {
            if let Some(row) = self.r32.get(r) {
                crate::prefetch::write_all(row);
            }
        } else if let Some(row) = self.r64.get(r) {
            crate::prefetch::write_all(row);
        }
    }

    /// The lanes this warp was created with (threads that exist in the block).
    fn lanes(&self) -> u32 {
        self.lanes_mask
    }

    /// Lanes on the current path.
    #[inline]
    pub fn active(&self) -> u32 {
        self.cur.mask
    }

    #[inline]
    pub fn pc(&self) -> u32 {
        self.cur.pc
    }

    /// Where the current path ends (`NEVER` on the bottom path): `set_pc` to it resumes the
    /// next waiting path. A running warp's pc is never its reconvergence point.
    #[inline]
    pub fn reconverges_at(&self) -> u32 {
        self.cur.reconverge
    }

    /// Depth of the SIMT stack (1 while converged, 0 when done).
    pub fn depth(&self) -> usize {
        self.stack.len() + !self.done() as usize
    }

    #[inline]
    pub fn set_pc(&mut self, pc: u32) {
        self.cur.pc = pc;
        if pc == self.cur.reconverge {
            self.pop();
        }
    }

    /// Pops paths that reached their reconvergence point or have no lanes left.
    #[inline]
    fn reconverge(&mut self) {
        if self.cur.pc == self.cur.reconverge || self.cur.mask == 0 {
            self.pop();
        }
    }

    /// Leaves the current path and resumes the next waiting one that still has work.
    #[cold]
    fn pop(&mut self) {
        loop {
            match self.stack.pop() {
                Some(e) => {
                    self.cur = e;
                    if e.pc != e.reconverge && e.mask != 0 {
                        return;
                    }
                }
                None => {
                    self.cur.mask = 0;
                    return;
                }
            }
        }
    }

    /// Resolves a branch of the current path: `taken` lanes go to `target`, the others fall
    /// through; if both sets are non-empty the warp splits until `reconverge`. Returns whether
    /// it diverged. The fall-through path runs first.
    #[inline]
    pub fn branch(&mut self, taken: u32, target: u32, reconverge: u32) -> bool {
        let active = self.cur.mask;
        let fall = self.cur.pc + 1;
        let not_taken = active & !taken;
        if taken == 0 {
            self.set_pc(fall);
        } else if not_taken == 0 {
            self.set_pc(target);
        } else {
            self.diverge(taken, not_taken, target, reconverge);
            return true;
        }
        false
    }

    /// Splits the current path: it waits at the join; the taken lanes run after the
    /// fall-through ones.
    #[cold]
    fn diverge(&mut self, taken: u32, not_taken: u32, target: u32, reconverge: u32) {
        let fall = self.cur.pc + 1;
        self.cur.pc = reconverge;
        self.stack.push(self.cur);
        self.stack.push(StackEntry { pc: target, reconverge, mask: taken });
        self.cur = StackEntry { pc: fall, reconverge, mask: not_taken };
        self.reconverge();
    }

    /// Removes exited lanes from every path.
    pub fn exit_lanes(&mut self, lanes: u32) {
        self.live &= !lanes;
        self.cur.mask &= !lanes;
        for e in &mut self.stack {
            e.mask &= !lanes;
        }
        if self.live == 0 {
            self.stack.clear();
            self.cur.mask = 0;
        }
        self.reconverge();
    }

    #[inline]
    pub fn read32(&self, s: S32) -> [u32; 32] {
        match s {
            S32::R(r) => self.r32[r as usize],
            S32::I(v) => [v; 32],
        }
    }

    #[inline]
    pub fn read64(&self, s: S64) -> [u64; 32] {
        match s {
            S64::R(r) => self.r64[r as usize],
            S64::I(v) => [v; 32],
        }
    }

    #[inline]
    pub fn read_pred(&self, s: SP) -> u32 {
        match s {
            SP::R(r) => self.preds[r as usize],
            SP::I(true) => u32::MAX,
            SP::I(false) => 0,
        }
    }

    /// Reads any source widened to 64 bits (predicates as 0/1).
    pub fn read_any(&self, s: SAny) -> [u64; 32] {
        match s {
            SAny::W32(s) => self.read32(s).map(|v| v as u64),
            SAny::W64(s) => self.read64(s),
            SAny::P(p) => {
                let m = self.read_pred(p);
                crate::exec::per_lane(|l| (m >> l & 1) as u64)
            }
        }
    }

    /// Writes one lane of any destination (the low bits for 32-bit registers).
    #[inline]
    pub fn write_lane(&mut self, d: DAny, lane: usize, v: u64) {
        match d {
            DAny::W32(r) => self.r32[r as usize][lane] = v as u32,
            DAny::W64(r) => self.r64[r as usize][lane] = v,
            DAny::P(r) => {
                let m = &mut self.preds[r as usize];
                *m = (*m & !(1 << lane)) | (((v != 0) as u32) << lane);
            }
        }
    }

    /// Writes `values` to the lanes in `mask` of a predicate register.
    #[inline]
    pub fn write_pred(&mut self, d: u16, mask: u32, values: u32) {
        let p = &mut self.preds[d as usize];
        *p = (*p & !mask) | (values & mask);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warp() -> Warp {
        Warp {
            id: 0,
            live: u32::MAX,
            cur: StackEntry { pc: 0, reconverge: NEVER, mask: u32::MAX },
            stack: Vec::new(),
            r32: vec![],
            r64: vec![],
            preds: vec![],
            first_tid: [0; 3],
            waiting_at: None,
            local: None,
            lanes_mask: u32::MAX,
        }
    }

    #[test]
    fn thread_ids_follow_x_then_y_then_z_in_every_block_shape() {
        let prog = warpsim_isa::assemble("t.asm", ".kernel k\n    exit\n").unwrap_or_else(|e| panic!("{e}"));
        let kernel = DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module);
        for dim in [
            [32u32, 1, 1],
            [7, 1, 1],
            [5, 3, 4],
            [3, 5, 7],
            [33, 2, 1],
            [1, 1, 64],
            [16, 16, 4],
            [100, 1, 1],
            [8, 8, 2],
            [16, 3, 2],
            [4, 4, 4],
            [2, 16, 3],
            [1, 32, 2],
        ] {
            let threads = dim[0] * dim[1] * dim[2];
            for id in 0..threads.div_ceil(32) {
                let w = Warp::new(id, dim, &kernel);
                for lane in 0..32u32 {
                    let t = id * 32 + lane;
                    let exists = t < threads;
                    assert_eq!(w.live >> lane & 1 != 0, exists, "{dim:?} warp {id} lane {lane}");
                    let want = if exists { [t % dim[0], t / dim[0] % dim[1], t / (dim[0] * dim[1])] } else { [0; 3] };
                    let got = [0, 1, 2].map(|d| w.tid(d, dim)[lane as usize]);
                    assert_eq!(got, want, "{dim:?} warp {id} lane {lane}");
                }
            }
        }
    }

    #[test]
    fn divergent_branch_runs_fall_through_then_taken_then_reconverges() {
        let mut w = warp();
        w.set_pc(3);
        assert!(w.branch(0x0000_ffff, 10, 20));
        assert_eq!((w.pc(), w.active()), (4, 0xffff_0000));
        w.set_pc(20); // fall-through path reaches the reconvergence point
        assert_eq!((w.pc(), w.active()), (10, 0x0000_ffff));
        w.set_pc(20);
        assert_eq!((w.pc(), w.active()), (20, u32::MAX));
        assert_eq!(w.depth(), 1);
    }

    #[test]
    fn uniform_branches_do_not_push() {
        let mut w = warp();
        assert!(!w.branch(u32::MAX, 7, 9));
        assert_eq!(w.pc(), 7);
        assert!(!w.branch(0, 7, 9));
        assert_eq!(w.pc(), 8);
        assert_eq!(w.depth(), 1);
    }

    #[test]
    fn branch_to_the_reconvergence_point_pushes_one_path() {
        // `@p bra skip` where skip is the join: the taken lanes wait there at once.
        let mut w = warp();
        assert!(w.branch(0xff, 5, 5));
        assert_eq!((w.pc(), w.active()), (1, !0xff));
        w.set_pc(5);
        assert_eq!((w.pc(), w.active()), (5, u32::MAX));
    }

    #[test]
    fn exits_remove_lanes_everywhere() {
        let mut w = warp();
        w.branch(0xffff, 10, 20);
        w.exit_lanes(0xffff_0000); // the fall-through path exits
        assert_eq!((w.pc(), w.active()), (10, 0xffff));
        w.set_pc(20);
        assert_eq!(w.active(), 0xffff);
        w.exit_lanes(0xffff);
        assert!(w.done());
    }
}
