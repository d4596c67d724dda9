//! Static analyses of a kernel: CFG, reconvergence points, resources and validation.

pub mod cfg;
pub mod postdom;
pub mod uniform;

use crate::diag::{Diagnostic, Span};
use crate::instr::Reg;
use crate::module::{Kernel, Module};
use crate::opcode::Opcode;
use crate::types::RegClass;
pub use cfg::{BasicBlock, Cfg, NodeId};
use std::collections::BTreeSet;

/// Per-thread register limit of every modelled generation's ISA (255 on cc 3.5 and later;
/// earlier parts had fewer, which the occupancy calculator sees through the register file size).
pub const MAX_REGS_PER_THREAD: u32 = 255;

/// The resources of a kernel that decide occupancy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resources {
    /// 32-bit registers per thread: `%r` count plus two per `%rd`.
    pub registers: u32,
    /// Counted from the code (highest index + 1 of each class).
    pub counted_registers: u32,
    pub predicates: u32,
    pub static_shared_bytes: u32,
    pub has_dynamic_shared: bool,
    pub param_bytes: u32,
    pub instructions: u32,
}

/// Everything the emulator needs to know about a kernel's control flow, plus its resources.
#[derive(Clone, Debug)]
pub struct KernelAnalysis {
    pub cfg: Cfg,
    pub ipdom: Vec<Option<NodeId>>,
    /// For every instruction: the pc where threads that diverge at it reconverge (meaningful for
    /// branches and guarded exits; the instruction count means "at the end of the kernel").
    pub reconvergence: Vec<u32>,
    pub resources: Resources,
}

impl KernelAnalysis {
    pub fn of(kernel: &Kernel) -> KernelAnalysis {
        let cfg = Cfg::build(&kernel.instrs);
        let ipdom = postdom::immediate_post_dominators(&cfg);
        let n = kernel.instrs.len();
        let reconvergence = (0..n)
            .map(|pc| {
                let b = cfg.block_of[pc];
                ipdom[b].map(|p| cfg.start_pc(p, n)).unwrap_or(n as u32)
            })
            .collect();
        let resources = resources(kernel);
        KernelAnalysis { cfg, ipdom, reconvergence, resources }
    }

    /// The reconvergence pc of a branch at `pc`.
    pub fn reconvergence_pc(&self, pc: u32) -> u32 {
        self.reconvergence[pc as usize]
    }
}

fn resources(kernel: &Kernel) -> Resources {
    let mut top = [0u32; 3];
    for i in &kernel.instrs {
        for r in i.defs().into_iter().chain(i.uses()) {
            let slot = &mut top[r.class as usize];
            *slot = (*slot).max(r.index as u32 + 1);
        }
    }
    let counted = top[RegClass::B32 as usize] + 2 * top[RegClass::B64 as usize];
    Resources {
        registers: kernel.declared_regs.unwrap_or(counted),
        counted_registers: counted,
        predicates: top[RegClass::Pred as usize],
        static_shared_bytes: kernel.static_shared_bytes(),
        has_dynamic_shared: kernel.dynamic_shared.is_some(),
        param_bytes: kernel.param_bytes(),
        instructions: kernel.instrs.len() as u32,
    }
}

/// The span of a whole source line (for diagnostics about an instruction), from the source's
/// lines with their byte offsets (`source_lines`, made once for all of a kernel's diagnostics).
fn line_span(lines: &[(usize, &str)], source_len: usize, line: u32) -> Span {
    match line.checked_sub(1).and_then(|n| lines.get(n as usize)) {
        Some(&(start, text)) => {
            let trimmed = text.trim_end();
            let indent = trimmed.len() - trimmed.trim_start().len();
            Span { start: start + indent, len: trimmed.trim_start().len().max(1), line, col: indent as u32 + 1 }
        }
        None => Span { start: source_len, len: 1, line, col: 1 },
    }
}

/// Each line of `source` (with its line end) and the byte offset it starts at.
fn source_lines(source: &str) -> Vec<(usize, &str)> {
    let mut start = 0;
    source
        .split_inclusive('\n')
        .map(|text| {
            let at = start;
            start += text.len();
            (at, text)
        })
        .collect()
}

/// Validates a kernel: register limits, `.regs` consistency, unreachable code, barriers under
/// divergent control flow, and registers read but never written.
pub fn validate(kernel: &Kernel, _module: &Module, analysis: &KernelAnalysis, source: &str) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    // Split into lines only once a diagnostic needs a span.
    let lines = std::cell::OnceCell::new();
    let span_at = |line: u32| line_span(lines.get_or_init(|| source_lines(source)), source.len(), line);
    let span_of = |pc: usize| span_at(kernel.source_lines.get(pc).copied().unwrap_or(1));
    let first_span = || if kernel.instrs.is_empty() { span_at(1) } else { span_of(0) };
    let res = &analysis.resources;
    if res.counted_registers > MAX_REGS_PER_THREAD {
        diags.push(Diagnostic::error(
            first_span(),
            format!(
                "kernel `{}` uses {} registers per thread (a %rd counts as two); the limit is {MAX_REGS_PER_THREAD}",
                kernel.name, res.counted_registers
            ),
        ));
    }
    if let Some(declared) = kernel.declared_regs {
        // Below warpsim's count is allowed: the count is the highest register index used, and a
        // real compiler's allocator reuses registers. Zero cannot be right.
        if declared == 0 || declared > MAX_REGS_PER_THREAD {
            diags.push(Diagnostic::error(
                first_span(),
                format!(
                    "`.regs {declared}`: kernel `{}` needs 1 to {MAX_REGS_PER_THREAD} registers per thread",
                    kernel.name
                ),
            ));
        }
    }
    let reachable = analysis.cfg.reachable();
    for (b, block) in analysis.cfg.blocks.iter().enumerate() {
        if !reachable[b] {
            diags.push(Diagnostic::warning(
                span_of(block.start as usize),
                format!("unreachable code in kernel `{}`", kernel.name),
            ));
        }
    }
    let uni = uniform::analyze(&kernel.instrs, &analysis.cfg, &analysis.ipdom);
    for (pc, i) in kernel.instrs.iter().enumerate() {
        if i.opcode != Opcode::Bar || !reachable[analysis.cfg.block_of[pc]] {
            continue;
        }
        let block = analysis.cfg.block_of[pc];
        let guard_varying = i.guard.is_some_and(|g| uni.varying.contains(&Reg::p(g.pred)));
        if guard_varying {
            diags.push(Diagnostic::warning(
                span_of(pc),
                "bar.sync is guarded by a per-thread predicate: threads that skip it can deadlock the block",
            ));
        } else if uni.divergent_block[block] {
            let at = uni.controlling_branch[block]
                .map(|b| kernel.source_lines.get(b as usize).copied().unwrap_or(0))
                .unwrap_or(0);
            diags.push(
                Diagnostic::warning(span_of(pc), format!("bar.sync under a possibly divergent branch (line {at}): if some warps of the block never reach it, the block deadlocks"))
                    .with_help("move the barrier to where all threads reconverge, or branch on a block-uniform value"),
            );
        }
    }
    let written: BTreeSet<Reg> = kernel.instrs.iter().flat_map(|i| i.defs()).collect();
    let mut reported = BTreeSet::new();
    for (pc, i) in kernel.instrs.iter().enumerate() {
        for r in i.uses() {
            if !written.contains(&r) && reported.insert(r) {
                diags.push(Diagnostic::warning(
                    span_of(pc),
                    format!("`{r}` is read but never written in kernel `{}` (it reads as 0)", kernel.name),
                ));
            }
        }
    }
    diags
}
