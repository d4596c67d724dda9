//! Basic blocks and the control-flow graph, with a virtual exit node.

use crate::instr::Instr;
use crate::opcode::Opcode;

/// A node of the CFG: a basic block, or the virtual exit that every `exit`, every fall off the
/// end and every branch to the end label leads to.
pub type NodeId = usize;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BasicBlock {
    /// First instruction index.
    pub start: u32,
    /// One past the last instruction index.
    pub end: u32,
    pub succs: Vec<NodeId>,
    pub preds: Vec<NodeId>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    pub blocks: Vec<BasicBlock>,
    /// The block of each instruction.
    pub block_of: Vec<NodeId>,
    /// Predecessors of the virtual exit node (its id is `blocks.len()`).
    pub exit_preds: Vec<NodeId>,
}

impl Cfg {
    pub fn build(instrs: &[Instr]) -> Cfg {
        let n = instrs.len();
        let mut leader = vec![false; n + 1];
        leader[0] = true;
        for (pc, i) in instrs.iter().enumerate() {
            if matches!(i.opcode, Opcode::Bra | Opcode::Exit) {
                leader[pc + 1] = true;
            }
            if let Some(t) = i.target() {
                leader[(t as usize).min(n)] = true;
            }
        }
        let starts: Vec<usize> = (0..n).filter(|&pc| leader[pc]).collect();
        let mut block_of = vec![0; n];
        let mut blocks: Vec<BasicBlock> = Vec::with_capacity(starts.len());
        for (b, &s) in starts.iter().enumerate() {
            let e = starts.get(b + 1).copied().unwrap_or(n);
            block_of[s..e].fill(b);
            blocks.push(BasicBlock { start: s as u32, end: e as u32, succs: Vec::new(), preds: Vec::new() });
        }
        let exit = blocks.len();
        let node_at = |pc: usize| if pc >= n { exit } else { block_of[pc] };
        for block in &mut blocks {
            let last = block.end as usize - 1;
            let i = &instrs[last];
            let fall = node_at(last + 1);
            let mut succs = match i.opcode {
                Opcode::Bra => {
                    let target = node_at(i.target().map(|t| t as usize).unwrap_or(n));
                    if i.guard.is_some() {
                        vec![target, fall]
                    } else {
                        vec![target]
                    }
                }
                Opcode::Exit if i.guard.is_some() => vec![fall, exit],
                Opcode::Exit => vec![exit],
                _ => vec![fall],
            };
            succs.dedup();
            block.succs = succs;
        }
        let mut exit_preds = Vec::new();
        for b in 0..blocks.len() {
            for s in blocks[b].succs.clone() {
                if s == exit {
                    exit_preds.push(b);
                } else {
                    blocks[s].preds.push(b);
                }
            }
        }
        Cfg { blocks, block_of, exit_preds }
    }

    /// The id of the virtual exit node.
    pub fn exit(&self) -> NodeId {
        self.blocks.len()
    }

    pub fn succs(&self, node: NodeId) -> &[NodeId] {
        self.blocks.get(node).map(|b| b.succs.as_slice()).unwrap_or(&[])
    }

    pub fn preds(&self, node: NodeId) -> &[NodeId] {
        match self.blocks.get(node) {
            Some(b) => &b.preds,
            None => &self.exit_preds,
        }
    }

    /// First instruction of a node (the instruction count for the exit node).
    pub fn start_pc(&self, node: NodeId, instr_count: usize) -> u32 {
        self.blocks.get(node).map(|b| b.start).unwrap_or(instr_count as u32)
    }

    /// Blocks reachable from the entry, as a mask.
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.blocks.len() + 1];
        if self.blocks.is_empty() {
            return seen;
        }
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(b) = stack.pop() {
            for &s in self.succs(b) {
                if !seen[s] {
                    seen[s] = true;
                    stack.push(s);
                }
            }
        }
        seen
    }
}
