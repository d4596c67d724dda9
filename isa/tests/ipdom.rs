//! Immediate post-dominators (reconvergence points) on hand-made control-flow graphs.

use warpsim_isa::{assemble, KernelAnalysis};

fn analyse(body: &str) -> (KernelAnalysis, usize) {
    let src = format!(".kernel k\n{body}");
    let prog = assemble("k.asm", &src).unwrap_or_else(|e| panic!("{e}"));
    let n = prog.module.kernels[0].instrs.len();
    (prog.analyses.into_iter().next().unwrap(), n)
}

/// pc of the n-th instruction whose text starts with `prefix` in `body` (0-based count of
/// instruction lines, labels excluded).
fn pc_of(body: &str, prefix: &str) -> u32 {
    body.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.ends_with(':'))
        .position(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}`")) as u32
}

#[test]
fn if_else_reconverges_after_both_arms() {
    let body = "
    mov.u32 %r1, %tid.x
    setp.lt.u32 %p1, %r1, 16
    @%p1 bra then
    add.s32 %r2, %r2, 1
    bra join
then:
    add.s32 %r2, %r2, 2
join:
    mov.u32 %r3, %r2
    exit
";
    let (a, _) = analyse(body);
    assert_eq!(a.cfg.blocks.len(), 4);
    let join = pc_of(body, "mov.u32 %r3");
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p1 bra")), join);
    // The arms' blocks are post-dominated by the join too.
    assert_eq!(a.reconvergence_pc(pc_of(body, "bra join")), join);
}

#[test]
fn if_without_else() {
    let body = "
    setp.lt.u32 %p1, %r1, 16
    @%p1 bra skip
    add.s32 %r2, %r2, 1
skip:
    exit
";
    let (a, _) = analyse(body);
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p1 bra")), pc_of(body, "exit"));
}

#[test]
fn loop_reconverges_at_its_exit() {
    let body = "
    mov.u32 %r1, 0
loop:
    add.s32 %r1, %r1, 1
    setp.lt.s32 %p1, %r1, %r2
    @%p1 bra loop
    mov.u32 %r3, %r1
    exit
";
    let (a, _) = analyse(body);
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p1 bra loop")), pc_of(body, "mov.u32 %r3"));
}

#[test]
fn nested_branches_reconverge_innermost_first() {
    let body = "
    setp.lt.u32 %p1, %r1, 16
    @!%p1 bra outer_join
    setp.lt.u32 %p2, %r1, 8
    @!%p2 bra inner_join
    add.s32 %r2, %r2, 1
inner_join:
    add.s32 %r2, %r2, 2
outer_join:
    add.s32 %r2, %r2, 3
    exit
";
    let (a, _) = analyse(body);
    assert_eq!(a.reconvergence_pc(pc_of(body, "@!%p1 bra")), pc_of(body, "add.s32 %r2, %r2, 3"));
    assert_eq!(a.reconvergence_pc(pc_of(body, "@!%p2 bra")), pc_of(body, "add.s32 %r2, %r2, 2"));
}

#[test]
fn early_exit_reconverges_at_the_end() {
    // Threads that exit never come back: the branch's paths meet only at the kernel's end.
    let body = "
    setp.ge.u32 %p1, %r1, 100
    @%p1 exit
    add.s32 %r2, %r2, 1
    exit
";
    let (a, n) = analyse(body);
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p1 exit")), n as u32);
}

#[test]
fn loop_with_break_reconverges_after_both_exits() {
    let body = "
    mov.u32 %r1, 0
loop:
    setp.eq.s32 %p2, %r1, %r5
    @%p2 bra after
    add.s32 %r1, %r1, 1
    setp.lt.s32 %p1, %r1, 10
    @%p1 bra loop
after:
    mov.u32 %r3, %r1
    exit
";
    let (a, _) = analyse(body);
    let after = pc_of(body, "mov.u32 %r3");
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p2 bra")), after);
    assert_eq!(a.reconvergence_pc(pc_of(body, "@%p1 bra")), after);
}

#[test]
fn branch_to_end_label_and_infinite_loop() {
    let body = "
    @%p1 bra end
    add.s32 %r1, %r1, 1
end:
";
    let (a, n) = analyse(body);
    assert_eq!(a.reconvergence_pc(0), n as u32);
    // A block that can never reach the exit has no post-dominator, and is ignored when the
    // post-dominators of the others are computed.
    let body = "
    @%p1 bra spin
    exit
spin:
    bra spin
";
    let (a, n) = analyse(body);
    assert_eq!(a.ipdom[a.cfg.block_of[2]], None);
    assert_eq!(a.reconvergence_pc(2), n as u32);
    assert_eq!(a.reconvergence_pc(0), 1);
}

#[test]
fn seed_kernels_reconverge_where_expected() {
    let src =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../programs/even_odd/even_odd.asm")).unwrap();
    let prog = assemble("even_odd.asm", &src).unwrap();
    let (k, a) = prog.kernel("evenOddDivergent").unwrap();
    // The parity branch reconverges at the store.
    let branch = k.instrs.iter().position(|i| i.to_string().starts_with("@%p2 bra")).unwrap();
    let store = k.labels.iter().find(|l| l.name == "store").unwrap().pc;
    assert_eq!(a.reconvergence_pc(branch as u32), store);
    // The loop's exit test reconverges at `done`.
    let exit_test = k.instrs.iter().position(|i| i.to_string().starts_with("@%p1 bra")).unwrap();
    let done = k.labels.iter().find(|l| l.name == "done").unwrap().pc;
    assert_eq!(a.reconvergence_pc(exit_test as u32), done);
}
