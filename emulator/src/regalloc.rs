//! Register storage compaction. A kernel names its registers freely (`%r1`..`%r8`, `%rd1`..),
//! and a warp holds a row of 32 lanes for each: 128 bytes per 32-bit register, 256 per 64-bit
//! one. Registers of one class whose live ranges never overlap can share a row, as a register
//! allocator would let them, so a warp's register file takes a fraction of the rows its kernel
//! names (vector add: 3 + 4 rows instead of 9 + 8). Fewer rows is less host memory touched per
//! warp instruction, and on a big GPU (132 SMs of 64 warps) that is much of the host's time.
//!
//! Only storage changes: the functional core reads and writes the shared rows, while the
//! timing model's scoreboard keeps one entry per register as written in the kernel (so a write
//! to one register never waits for another's pending write), and results are those of the
//! uncompacted file.
//!
//! Correctness rests on each lane following one path through the control-flow graph (SIMT
//! execution serialises divergent paths; a lane's registers are its own), so the classic
//! single-threaded argument applies lane by lane: liveness over the CFG, with a guarded
//! write counted as a write that may not happen (it ends no live range), and two registers
//! interfering where one is written while the other is live. A register read before it is
//! written on some path is live from the entry, where all such registers interfere, and its
//! row is zeroed when a warp starts (`DecodedKernel::zero_on_start`). The registers one
//! instruction writes interfere with each other; a written register may take the row of one
//! the instruction reads for the last time, as the kernel could have named them alike (every
//! operation reads its sources before it writes its destination). The one read across lanes,
//! a shuffle, reads only lanes that execute it, where its source is live.

use warpsim_isa::analysis::cfg::Cfg;
use warpsim_isa::{Address, Instr, Operand, Reg, RegClass};

/// For the 32- and 64-bit classes: the row each register (by index) is stored in, and the
/// number of rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rows {
    pub row: [Vec<u16>; 2],
    pub count: [u16; 2],
}

impl Rows {
    /// Every register in a row of its own (`top` registers of each class).
    pub fn identity(top: [u16; 3]) -> Rows {
        Rows { row: [(0..top[0]).collect(), (0..top[1]).collect()], count: [top[0], top[1]] }
    }
}

/// A set of registers (32-bit ones first, then 64-bit: `id`), as bits.
#[derive(Clone, PartialEq, Eq)]
struct Set(Vec<u64>);

impl Set {
    fn new(n: usize) -> Set {
        Set(vec![0; n.div_ceil(64)])
    }
    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }
    fn union(&mut self, o: &Set) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| (0..64).filter(move |b| bits >> b & 1 != 0).map(move |b| w * 64 + b))
    }
}

/// The id of a 32- or 64-bit register (`None`: a predicate), with `top` registers per class.
fn id(top: [u16; 3], r: &Reg) -> Option<usize> {
    match r.class {
        RegClass::B32 => Some(r.index as usize),
        RegClass::B64 => Some(top[0] as usize + r.index as usize),
        RegClass::Pred => None,
    }
}

/// What one instruction reads and writes, as ids; `kills`: its writes happen in every lane
/// that runs it (it is not guarded).
struct Access {
    uses: Vec<usize>,
    defs: Vec<usize>,
    kills: bool,
}

/// The rows for `instrs` (whose control flow is `cfg`) with `top` registers of each class
/// (32-bit, 64-bit, predicates).
pub fn compact(instrs: &[Instr], cfg: &Cfg, top: [u16; 3]) -> Rows {
    let n = top[0] as usize + top[1] as usize;
    let access: Vec<Access> = instrs
        .iter()
        .map(|i| Access {
            uses: i.uses().iter().filter_map(|r| id(top, r)).collect(),
            defs: i.defs().iter().filter_map(|r| id(top, r)).collect(),
            kills: i.guard.is_none(),
        })
        .collect();
    // One step back over instruction `a`: what is live before it, given what is live after.
    let back = |live: &mut Set, a: &Access| {
        if a.kills {
            for &d in &a.defs {
                live.remove(d);
            }
        }
        for &u in &a.uses {
            live.insert(u);
        }
    };
    // Liveness at each block's entry, to a fixed point (backward: blocks in reverse order).
    let blocks = cfg.blocks.len();
    let mut live_in = vec![Set::new(n); blocks];
    let live_out = |b: usize, live_in: &[Set]| {
        let mut out = Set::new(n);
        for &s in cfg.succs(b) {
            if s < blocks {
                out.union(&live_in[s]);
            }
        }
        out
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks).rev() {
            let mut live = live_out(b, &live_in);
            let block = &cfg.blocks[b];
            for a in access[block.start as usize..block.end as usize].iter().rev() {
                back(&mut live, a);
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    // Interference: a written register against everything live after the write and what else
    // the instruction writes (its sources it may share a row with: every operation reads its
    // sources before it writes, as `add %r1, %r1, %r2` needs); the registers live at the
    // entry pairwise.
    let mut edges = vec![Set::new(n); n];
    for b in 0..blocks {
        let mut live = live_out(b, &live_in);
        let block = &cfg.blocks[b];
        for a in access[block.start as usize..block.end as usize].iter().rev() {
            for &d in &a.defs {
                edges[d].union(&live);
                for &x in &a.defs {
                    edges[d].insert(x);
                }
            }
            back(&mut live, a);
        }
    }
    if blocks > 0 {
        let entry: Vec<usize> = live_in[0].iter().collect();
        for &a in &entry {
            for &b in &entry {
                edges[a].insert(b);
            }
        }
    }
    // Symmetric, without self-edges.
    for a in 0..n {
        for b in edges[a].clone().iter() {
            edges[b].insert(a);
        }
    }
    // Registers that appear at all (others keep row 0 and are never touched).
    let mut seen = Set::new(n);
    for a in &access {
        for &x in a.uses.iter().chain(&a.defs) {
            seen.insert(x);
        }
    }
    // Greedy colouring in register order, within each class.
    let mut row = [vec![0u16; top[0] as usize], vec![0u16; top[1] as usize]];
    let mut count = [0u16; 2];
    for (class, range) in [(0, 0..top[0] as usize), (1, top[0] as usize..n)] {
        let base = range.start;
        for r in range {
            if !seen.contains(r) {
                continue;
            }
            let mut taken = vec![false; count[class] as usize + 1];
            for o in edges[r].iter() {
                if o != r && o >= base && o < r && seen.contains(o) {
                    taken[row[class][o - base] as usize] = true;
                }
            }
            let c = taken.iter().position(|t| !t).expect("one row more than the neighbours use") as u16;
            row[class][r - base] = c;
            count[class] = count[class].max(c + 1);
        }
    }
    Rows { row, count }
}

/// `i` with its 32- and 64-bit registers moved to their rows.
pub fn apply(i: &Instr, rows: &Rows) -> Instr {
    let map = |r: &mut Reg| match r.class {
        RegClass::B32 => r.index = rows.row[0][r.index as usize],
        RegClass::B64 => r.index = rows.row[1][r.index as usize],
        RegClass::Pred => {}
    };
    fn walk(o: &mut Operand, map: &impl Fn(&mut Reg)) {
        match o {
            Operand::Reg(r) => map(r),
            Operand::Addr(Address { base: Some(r), .. }) => map(r),
            Operand::List(items) => items.iter_mut().for_each(|o| walk(o, map)),
            _ => {}
        }
    }
    let mut out = i.clone();
    for o in &mut out.operands {
        walk(o, &map);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(src: &str) -> (Rows, Vec<Instr>) {
        let prog = warpsim_isa::assemble("t.asm", src).unwrap();
        let k = &prog.module.kernels[0];
        let mut top = [0u16; 3];
        for i in &k.instrs {
            for r in i.defs().into_iter().chain(i.uses()) {
                top[r.class as usize] = top[r.class as usize].max(r.index + 1);
            }
        }
        (compact(&k.instrs, &prog.analyses[0].cfg, top), k.instrs.clone())
    }

    #[test]
    fn straight_line_registers_share_rows_once_dead() {
        let (r, _) = rows(
            ".kernel k\n.param .ptr a\n.param .ptr c\n\
             mov.u32 %r1, %tid.x\n mov.u32 %r2, %ctaid.x\n mov.u32 %r3, %ntid.x\n\
             mad.lo.s32 %r4, %r2, %r3, %r1\n ld.param.u64 %rd1, [a]\n ld.param.u64 %rd2, [c]\n\
             mul.wide.s32 %rd3, %r4, 4\n add.s64 %rd4, %rd1, %rd3\n add.s64 %rd5, %rd2, %rd3\n\
             ld.global.f32 %r5, [%rd4]\n st.global.f32 [%rd5], %r5\n exit\n",
        );
        // r1, r2, r3 live together; r4, written by their last reader, takes one of their rows,
        // and r5 another.
        assert_eq!(r.count[0], 3);
        // rd1, rd2, rd3 live together (rd3 until the last add); rd4 takes rd1's row, rd5
        // rd2's or rd3's.
        assert_eq!(r.count[1], 3);
        assert_ne!(r.row[1][4], r.row[1][2]);
        assert_ne!(r.row[1][4], r.row[1][3]);
        assert_ne!(r.row[1][5], r.row[1][4]);
    }

    #[test]
    fn registers_live_around_a_loop_or_from_the_entry_keep_their_rows() {
        let (r, _) = rows(
            ".kernel k\n.param .s32 n\n\
             ld.param.s32 %r1, [n]\n mov.u32 %r2, 0\n\
             loop:\n add.s32 %r3, %r2, 1\n mov.u32 %r2, %r3\n setp.lt.s32 %p1, %r2, %r1\n @%p1 bra loop\n\
             add.s32 %r4, %r5, %r6\n exit\n",
        );
        // r1 lives across the loop, beside r2 or r3 (which hand the counter on: never live
        // together, they may share a row); r5 and r6 are read before written (live from the
        // entry, with r1 defined while they are live).
        let row = &r.row[0];
        for (a, b) in [(1, 2), (1, 3), (5, 6), (1, 5), (1, 6), (2, 5), (3, 6)] {
            assert_ne!(row[a], row[b], "r{a} and r{b}");
        }
    }

    #[test]
    fn a_guarded_write_keeps_the_old_value_live() {
        let (r, _) = rows(
            ".kernel k\n.param .s32 n\n\
             ld.param.s32 %r1, [n]\n mov.u32 %r2, 7\n setp.lt.s32 %p1, %r1, 3\n\
             @%p1 mov.u32 %r3, %r1\n mov.u32 %r4, 1\n add.s32 %r5, %r3, %r2\n exit\n",
        );
        // r3 is written only where p1 holds: the other lanes read it undefined (live from the
        // entry), so it may share a row with nothing live before it either.
        let row = &r.row[0];
        for o in [1, 2, 4] {
            assert_ne!(row[3], row[o], "r3 and r{o}");
        }
    }
}
