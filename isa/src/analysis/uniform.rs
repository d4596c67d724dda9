//! Divergence (uniformity) analysis: which registers may hold different values in different
//! threads of a block, and so which branches may split a warp or a block.
//!
//! A value is *varying* when it depends on a per-thread source (`%tid`, `%laneid`, `%warpid`,
//! `%clock`, local memory, atomics, shuffles, votes), on a varying value, on a load from a
//! varying address, or when it is written under a varying guard or inside a region that a
//! varying branch controls (the value then depends on the path taken). Flow-insensitive and
//! conservative: it may call a uniform branch varying, never the reverse.

use super::cfg::{Cfg, NodeId};
use crate::instr::{Instr, Operand, Reg, Special};
use crate::opcode::Opcode;
use crate::types::Space;
use std::collections::BTreeSet;

pub struct Uniformity {
    /// Registers that may differ between threads.
    pub varying: BTreeSet<Reg>,
    /// Per instruction: it is a branch or exit whose outcome may differ between threads.
    pub divergent_branch: Vec<bool>,
    /// Per block: it is control-dependent on a divergent branch (only some threads may run it).
    pub divergent_block: Vec<bool>,
    /// For divergent blocks, the pc of one divergent branch that controls them.
    pub controlling_branch: Vec<Option<u32>>,
    /// Per block: controlled by a divergent `bra`, so values written there depend on the path.
    /// (Blocks after a divergent `exit` run in fewer threads but compute the same values.)
    path_dependent: Vec<bool>,
}

fn reads_varying_special(i: &Instr) -> bool {
    i.operands.iter().any(|o| {
        matches!(
            o,
            Operand::Special(Special::Tid(_) | Special::LaneId | Special::WarpId | Special::Clock | Special::Clock64)
        )
    })
}

fn inherently_varying(i: &Instr) -> bool {
    match i.opcode {
        Opcode::Atom | Opcode::Shfl | Opcode::Vote => true,
        Opcode::Ld => i.mods.space == Some(Space::Local),
        _ => reads_varying_special(i),
    }
}

pub fn analyze(instrs: &[Instr], cfg: &Cfg, ipdom: &[Option<NodeId>]) -> Uniformity {
    let nblocks = cfg.blocks.len();
    let mut u = Uniformity {
        varying: BTreeSet::new(),
        divergent_branch: vec![false; instrs.len()],
        divergent_block: vec![false; nblocks],
        controlling_branch: vec![None; nblocks],
        path_dependent: vec![false; nblocks],
    };
    loop {
        let mut changed = false;
        for (pc, i) in instrs.iter().enumerate() {
            let guard_varying = i.guard.is_some_and(|g| u.varying.contains(&Reg::p(g.pred)));
            let in_divergent_block = u.path_dependent[cfg.block_of[pc]];
            let source_varying = i.uses().iter().any(|r| u.varying.contains(r));
            if guard_varying || in_divergent_block || source_varying || inherently_varying(i) {
                for d in i.defs() {
                    changed |= u.varying.insert(d);
                }
            }
            let is_branch = matches!(i.opcode, Opcode::Bra | Opcode::Exit);
            let divergent = is_branch && guard_varying && !i.mods.uni;
            if divergent && !u.divergent_branch[pc] {
                u.divergent_branch[pc] = true;
                changed = true;
                changed |= mark_controlled(cfg, ipdom, cfg.block_of[pc], pc as u32, i.opcode == Opcode::Bra, &mut u);
            }
        }
        if !changed {
            return u;
        }
    }
}

/// Marks the blocks control-dependent on block `a`'s divergent branch: for each successor
/// `s`, every block on the post-dominator tree path from `s` up to (not including) ipdom(a).
fn mark_controlled(cfg: &Cfg, ipdom: &[Option<NodeId>], a: NodeId, pc: u32, is_bra: bool, u: &mut Uniformity) -> bool {
    let stop = ipdom[a];
    let mut changed = false;
    for &s in cfg.succs(a) {
        let mut runner = Some(s);
        while let Some(r) = runner {
            if Some(r) == stop || r >= cfg.blocks.len() {
                break;
            }
            if !u.divergent_block[r] {
                u.divergent_block[r] = true;
                u.controlling_branch[r] = Some(pc);
                changed = true;
            }
            if is_bra && !u.path_dependent[r] {
                u.path_dependent[r] = true;
                changed = true;
            }
            runner = ipdom[r];
        }
    }
    changed
}
