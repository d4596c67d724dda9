//! Snapshots of rendered diagnostics: what a user sees for common mistakes. Several errors in
//! one file are all reported.

use warpsim_isa::assemble;

fn report(src: &str) -> String {
    match assemble("k.asm", src) {
        Ok(_) => panic!("expected errors"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn unknown_opcode_with_suggestion() {
    let src = ".kernel k\n    ad.s32 %r1, %r2, %r3\n    exit\n";
    assert_eq!(
        report(src),
        "error: unknown opcode `ad`
 --> k.asm:2:5
  |
2 |     ad.s32 %r1, %r2, %r3
  |     ^^ did you mean `add`?

1 error in k.asm"
    );
}

#[test]
fn several_errors_in_one_file() {
    let src = "\
.kernel k
.param .ptr data
    add.s64 %r3, %r1, 1
    ld.global.f32 %r4, [%r1]
    @%p1 bra nowhere
    ld.param.u64 %rd1, [dta]
    exit
";
    assert_eq!(
        report(src),
        "error: type mismatch: a `.s64` value needs a 64-bit register (%rd), but `%r3` is a 32-bit register (%r)
 --> k.asm:3:13
  |
3 |     add.s64 %r3, %r1, 1
  |             ^^^ use a %rdN register, or widen with cvt.u64.u32 / mul.wide

error: a .global address needs a 64-bit register (%rd), not `%r1`
 --> k.asm:4:25
  |
4 |     ld.global.f32 %r4, [%r1]
  |                         ^^^ global addresses are 64-bit: use %rdN

error: undefined label `nowhere`
 --> k.asm:5:14
  |
5 |     @%p1 bra nowhere
  |              ^^^^^^^

error: undefined symbol `dta`
 --> k.asm:6:25
  |
6 |     ld.param.u64 %rd1, [dta]
  |                         ^^^ did you mean `data`?

4 errors in k.asm"
    );
}

#[test]
fn missing_operand_names_the_shape() {
    let src = ".kernel k\n    mad.lo.s32 %r1, %r2, %r3\n";
    assert_eq!(
        report(src),
        "error: `mad` takes 4 operands, found 3
 --> k.asm:2:29
  |
2 |     mad.lo.s32 %r1, %r2, %r3
  |                             ^ expected: destination .s32, source .s32, source .s32, source .s32

1 error in k.asm"
    );
}

#[test]
fn instruction_outside_a_kernel_and_bad_directive() {
    let src = "    exit\n.kernal k\n";
    assert_eq!(
        report(src),
        "error: instruction outside a kernel
 --> k.asm:1:5
  |
1 |     exit
  |     ^^^^ start a kernel with `.kernel NAME`

error: unknown directive `.kernal`
 --> k.asm:2:1
  |
2 | .kernal k
  | ^^^^^^^ did you mean `.kernel`?

2 errors in k.asm"
    );
}

#[test]
fn register_budget_and_declared_regs() {
    let src = ".kernel k\n.regs 0\n    mov.u32 %r9, 1\n";
    let r = report(src);
    assert!(r.contains("`.regs 0`: a thread has 1 to 255 registers"), "{r}");
    // Below warpsim's count (the highest index) is accepted: a compiler reuses registers.
    let p = warpsim_isa::assemble("k.asm", ".kernel k\n.regs 4\n    mov.u32 %r9, 1\n    exit\n").unwrap();
    assert_eq!((p.analyses[0].resources.registers, p.analyses[0].resources.counted_registers), (4, 10));
    let src = ".kernel k\n    mov.u64 %rd200, 1\n";
    let r = report(src);
    assert!(r.contains("uses 402 registers per thread"), "{r}");
}

#[test]
fn duplicate_labels_and_symbols() {
    let src = ".kernel k\n.shared s 4\n.shared s 8\nL:\nL:\n    exit\n";
    let r = report(src);
    assert!(r.contains("`s` is declared twice in kernel `k`"), "{r}");
    assert!(r.contains("label `L` is defined twice"), "{r}");
    assert!(r.contains("first defined on line 4"), "{r}");
}

#[test]
fn symbol_in_the_wrong_space() {
    let src = ".const c .f32 4\n.kernel k\n.shared s 16\n    ld.shared.f32 %r1, [c]\n    ld.const.f32 %r1, [s]\n";
    let r = report(src);
    assert!(r.contains("`c` is in the .const space, but this access is to .shared"), "{r}");
    assert!(r.contains("`s` is in the .shared space, but this access is to .const"), "{r}");
}

#[test]
fn warnings_do_not_fail_assembly() {
    let src = "\
.kernel k
    mov.u32 %r1, %tid.x
    setp.lt.u32 %p1, %r1, 16
    @%p1 bra skip
    bar.sync 0
skip:
    exit
";
    let prog = assemble("k.asm", src).unwrap();
    assert_eq!(
        prog.render_warnings(src),
        "warning: bar.sync under a possibly divergent branch (line 4): if some warps of the block never reach it, the block deadlocks
 --> k.asm:5:5
  |
5 |     bar.sync 0
  |     ^^^^^^^^^^ move the barrier to where all threads reconverge, or branch on a block-uniform value

"
    );
}

#[test]
fn uniform_branches_around_barriers_do_not_warn() {
    // A loop whose trip count comes from a parameter, a branch on %ctaid and a divergent `if`
    // that reconverges before the barrier are all fine.
    let src = "\
.kernel k
.param .s32 n
    ld.param.s32 %r1, [n]
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %tid.x
    mov.u32 %r4, 0
    setp.eq.u32 %p3, %r2, 0
    @%p3 bra skip
loop:
    setp.lt.u32 %p1, %r3, 8
    @%p1 add.s32 %r5, %r5, 1
    @!%p1 bra join
    add.s32 %r5, %r5, 2
join:
    bar.sync 0
    add.s32 %r4, %r4, 1
    setp.lt.s32 %p2, %r4, %r1
    @%p2 bra loop
skip:
    exit
";
    let prog = assemble("k.asm", src).unwrap();
    assert!(prog.warnings.iter().all(|w| !w.message.contains("bar.sync")), "{}", prog.render_warnings(src));
}

#[test]
fn barrier_after_divergent_early_exit_warns() {
    let src = "\
.kernel k
.param .s32 n
    ld.param.s32 %r1, [n]
    mov.u32 %r2, %tid.x
    setp.ge.s32 %p1, %r2, %r1
    @%p1 exit
    bar.sync 0
    exit
";
    let prog = assemble("k.asm", src).unwrap();
    assert!(prog.warnings.iter().any(|w| w.message.contains("possibly divergent branch (line 6)")));
}

/// Files of tens of thousands of labels, symbols, warnings and errors (as generated code can
/// be) assemble, print and report correctly. Each of these took seconds to minutes before the
/// assembler looked names up by hash and found lines once (it was quadratic in them); the test
/// checks the results, and a return to quadratic work would show as a test taking minutes.
#[test]
fn files_of_many_labels_symbols_and_diagnostics() {
    let n = 20_000;
    // `consts` one-byte constants c0, c1, ..., then kernel `k`: `head`, `each(i)` for i below
    // n, and an exit.
    let file = |consts: usize, head: &str, each: &dyn Fn(usize) -> String| {
        let mut src: String = (0..consts).map(|i| format!(".const c{i} .u8 1\n")).collect();
        src += ".kernel k\n";
        src += head;
        src.extend((0..n).map(each));
        src + "    exit\n"
    };
    // A constant and a forward branch to a label per step, with a load of the constant.
    let src = file(n, "    mov.u32 %r1, %tid.x\n    setp.lt.u32 %p1, %r1, 16\n", &|i| {
        format!("    @%p1 bra L{i}\n    ld.const.u8 %r2, [c{i}]\nL{i}:\n")
    });
    let prog = assemble("k.asm", &src).expect("assembles");
    let k = &prog.module.kernels[0];
    assert_eq!(k.labels.len(), n);
    for (i, l) in k.labels.iter().enumerate() {
        assert_eq!((l.name.as_str(), l.pc), (format!("L{i}").as_str(), 2 + 2 * (i as u32 + 1)));
        assert_eq!(k.instrs[2 + 2 * i].target(), Some(l.pc), "branch {i}");
    }
    let symbols = k.symbols(&prog.module);
    for i in [0, 1, n / 2, n - 1] {
        let c = symbols.get(&format!("c{i}")).expect("declared");
        assert_eq!((c.offset, c.bytes), (i as u32, Some(1)));
        assert_eq!(Some(c), k.symbol(&prog.module, &format!("c{i}")));
    }
    // Printing keeps every label before its instruction, once.
    let printed = k.to_string();
    assert_eq!(printed.matches(":\n").count(), n);
    assert!(
        printed.contains("L0:\n    @%p1 bra") && printed.ends_with(&format!("L{}:\n    exit\n", n - 1)),
        "{}",
        &printed[..200]
    );

    // Unreachable code after each unconditional branch: a warning each, with its line.
    let src = file(0, "    mov.u32 %r1, %tid.x\n", &|i| format!("    bra U{i}\n    add.u32 %r1, %r1, 1\nU{i}:\n"));
    let prog = assemble("k.asm", &src).expect("warnings only");
    assert_eq!(prog.warnings.len(), n);
    let shown = prog.render_warnings(&src);
    assert_eq!(shown.matches("unreachable code in kernel `k`").count(), n);
    assert!(shown.contains(&format!(" --> k.asm:{}:5\n", 3 * n + 1)), "the last warning names its line");

    // Undefined labels and symbols: an error each; the first 100 compare names for a hint.
    let src = file(n, "", &|i| format!("    ld.const.u8 %r2, [d{i}]\n    bra M{i}\nL{i}:\n"));
    let r = report(&src);
    assert_eq!(r.matches("undefined symbol").count(), n);
    assert_eq!(r.matches("undefined label").count(), n);
    assert_eq!(r.matches("did you mean").count(), 100, "hints for the first 100 only");
    assert!(r.ends_with(&format!("{} errors in k.asm", 2 * n)), "{}", &r[r.len() - 200..]);
}

#[test]
fn a_misspelt_dynamic_shared_array_is_suggested() {
    let src = "\
.kernel k
.extern .shared s_data 4
    mov.u32 %r1, s_dta
    exit
";
    assert_eq!(
        report(src),
        "error: undefined symbol `s_dta`
 --> k.asm:3:18
  |
3 |     mov.u32 %r1, s_dta
  |                  ^^^^^ did you mean `s_data`?

1 error in k.asm"
    );
}
