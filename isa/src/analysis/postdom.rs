//! Immediate post-dominators, by the iterative algorithm of Cooper, Harvey and Kennedy ("A
//! Simple, Fast Dominance Algorithm") run on the reversed CFG from the virtual exit.
//!
//! The immediate post-dominator of a divergent branch's block is where its paths meet again:
//! the reconvergence point that the SIMT stack pops at.

use super::cfg::{Cfg, NodeId};

/// `ipdom[b]` for every block; `None` for the exit node itself and for blocks that cannot reach
/// the exit (an infinite loop), which reconverge only at the exit.
pub fn immediate_post_dominators(cfg: &Cfg) -> Vec<Option<NodeId>> {
    let exit = cfg.exit();
    let n = exit + 1;
    // Postorder of the reversed graph (walk CFG predecessors from the exit).
    let mut order = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    let mut stack: Vec<(NodeId, usize)> = vec![(exit, 0)];
    visited[exit] = true;
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        let preds = cfg.preds(node);
        if *next < preds.len() {
            let p = preds[*next];
            *next += 1;
            if !visited[p] {
                visited[p] = true;
                stack.push((p, 0));
            }
        } else {
            order.push(node);
            stack.pop();
        }
    }
    let mut rank = vec![usize::MAX; n];
    for (i, &node) in order.iter().enumerate() {
        rank[node] = i;
    }
    let mut idom: Vec<Option<NodeId>> = vec![None; n];
    idom[exit] = Some(exit);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == exit {
                continue;
            }
            // In the reversed graph, a block's predecessors are its CFG successors.
            let mut new_idom: Option<NodeId> = None;
            for &s in cfg.succs(b) {
                if idom[s].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => s,
                    Some(cur) => intersect(&idom, &rank, s, cur),
                });
            }
            if new_idom.is_some() && idom[b] != new_idom {
                idom[b] = new_idom;
                changed = true;
            }
        }
    }
    idom[exit] = None;
    idom.truncate(exit);
    idom
}

fn intersect(idom: &[Option<NodeId>], rank: &[usize], mut a: NodeId, mut b: NodeId) -> NodeId {
    while a != b {
        while rank[a] < rank[b] {
            a = idom[a].expect("processed nodes have an idom");
        }
        while rank[b] < rank[a] {
            b = idom[b].expect("processed nodes have an idom");
        }
    }
    a
}
