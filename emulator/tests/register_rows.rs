//! Shared register rows (`regalloc`) change no value: random kernels with divergent branches,
//! lane-dependent loops, guarded writes, shuffles and reads of never-written registers store the
//! same words when every register keeps a row of its own.

#![allow(clippy::result_large_err)]

use proptest::prelude::*;
use warpsim_emulator::decode::DecodedKernel;
use warpsim_emulator::{run_functional, DeviceMemory, LaunchConfig, LaunchInputs, LaunchLimits};

/// Registers the body computes with: %r1..%r8 (%r20 holds the thread's index, %r30 + depth the
/// count of a loop at that nesting depth).
const REGS: u8 = 8;

/// One piece of a kernel body.
#[derive(Clone, Debug)]
enum Piece {
    /// `op %rd, %ra, %rb` (0: add, 1: mul.lo, 2: xor, 3: sub).
    Bin(u8, u8, u8, u8),
    /// `add %rd, %ra, imm`.
    AddImm(u8, u8, u32),
    Mov(u8, u8),
    MovImm(u8, u32),
    /// `setp.lt.u32 %p, %ra, %rb` into predicate 1 or 2, then a write guarded by it (or its
    /// negation): `@%p add %rd, %ra, %rb`.
    Guarded(u8, bool, u8, u8, u8),
    /// A branch over `body` taken by the lanes whose thread index is below `k` (a divergent
    /// `if`).
    If(u32, Vec<Piece>),
    /// `body` run `tid % 3 + 1` times (lanes leave the loop at different trips).
    Loop(Vec<Piece>),
    /// `shfl.bfly %rd, %ra, 1, 31`.
    Shuffle(u8, u8),
}

fn reg() -> impl Strategy<Value = u8> {
    1..=REGS
}

fn leaf() -> impl Strategy<Value = Piece> {
    prop_oneof![
        (0u8..4, reg(), reg(), reg()).prop_map(|(k, d, a, b)| Piece::Bin(k, d, a, b)),
        (reg(), reg(), any::<u32>()).prop_map(|(d, a, v)| Piece::AddImm(d, a, v)),
        (reg(), reg()).prop_map(|(d, a)| Piece::Mov(d, a)),
        (reg(), any::<u32>()).prop_map(|(d, v)| Piece::MovImm(d, v)),
        (1u8..=2, any::<bool>(), reg(), reg(), reg()).prop_map(|(p, n, d, a, b)| Piece::Guarded(p, n, d, a, b)),
        (reg(), reg()).prop_map(|(d, a)| Piece::Shuffle(d, a)),
    ]
}

fn piece() -> impl Strategy<Value = Piece> {
    leaf().prop_recursive(2, 24, 6, |inner| {
        prop_oneof![
            (0u32..64, proptest::collection::vec(inner.clone(), 1..5)).prop_map(|(k, b)| Piece::If(k, b)),
            proptest::collection::vec(inner, 1..4).prop_map(Piece::Loop),
        ]
    })
}

/// Kernel text for `body`; every thread stores %r1..%r8 at `out[8 * global index + i]`.
fn kernel(body: &[Piece]) -> String {
    fn emit(p: &Piece, out: &mut String, label: &mut u32, depth: u32) {
        match p {
            Piece::Bin(k, d, a, b) => {
                let op = ["add.u32", "mul.lo.u32", "xor.b32", "sub.u32"][*k as usize];
                out.push_str(&format!("    {op} %r{d}, %r{a}, %r{b}\n"));
            }
            Piece::AddImm(d, a, v) => out.push_str(&format!("    add.u32 %r{d}, %r{a}, {v}\n")),
            Piece::Mov(d, a) => out.push_str(&format!("    mov.u32 %r{d}, %r{a}\n")),
            Piece::MovImm(d, v) => out.push_str(&format!("    mov.u32 %r{d}, {v}\n")),
            Piece::Guarded(p, negated, d, a, b) => {
                let bang = if *negated { "!" } else { "" };
                out.push_str(&format!("    setp.lt.u32 %p{p}, %r{a}, %r{b}\n"));
                out.push_str(&format!("    @{bang}%p{p} add.u32 %r{d}, %r{b}, %r{a}\n"));
            }
            Piece::If(k, body) => {
                *label += 1;
                let l = *label;
                out.push_str(&format!("    setp.lt.u32 %p3, %r20, {k}\n    @%p3 bra skip{l}\n"));
                for q in body {
                    emit(q, out, label, depth);
                }
                out.push_str(&format!("skip{l}:\n"));
            }
            Piece::Loop(body) => {
                *label += 1;
                let l = *label;
                let c = 30 + depth;
                out.push_str(&format!("    rem.u32 %r{c}, %r20, 3\nloop{l}:\n"));
                for q in body {
                    emit(q, out, label, depth + 1);
                }
                out.push_str(&format!(
                    "    sub.u32 %r{c}, %r{c}, 1\n    setp.ne.u32 %p4, %r{c}, -1\n    @%p4 bra loop{l}\n"
                ));
            }
            Piece::Shuffle(d, a) => out.push_str(&format!("    shfl.bfly.b32 %r{d}, %r{a}, 1, 31\n")),
        }
    }
    let mut s = String::from(
        ".kernel k\n.param .ptr out\n    mov.u32 %r20, %tid.x\n    mov.u32 %r22, %ctaid.x\n    \
         mov.u32 %r23, %ntid.x\n    mad.lo.u32 %r24, %r22, %r23, %r20\n",
    );
    let mut label = 0;
    for p in body {
        emit(p, &mut s, &mut label, 0);
    }
    s.push_str("    ld.param.u64 %rd1, [out]\n    mul.wide.u32 %rd2, %r24, 32\n    add.s64 %rd3, %rd1, %rd2\n");
    for i in 1..=REGS {
        s.push_str(&format!("    st.global.u32 [%rd3+{}], %r{i}\n", 4 * (i - 1)));
    }
    s.push_str("    exit\n");
    s
}

/// The words `src` stores on a grid of `blocks` blocks of 64 threads, with shared rows or not.
fn run(src: &str, blocks: u32, share: bool) -> Vec<u8> {
    let prog = warpsim_isa::assemble("random.asm", src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let dk = DecodedKernel::with_rows(&prog.module.kernels[0], &prog.analyses[0], &prog.module, share);
    let mut mem = DeviceMemory::new(1 << 24);
    let bytes = blocks as u64 * 64 * 32;
    let out = mem.alloc(bytes, "out").unwrap();
    let mut params = vec![0u8; dk.param_bytes as usize];
    params[..8].copy_from_slice(&out.to_le_bytes());
    let inputs = LaunchInputs {
        kernel: &dk,
        config: LaunchConfig { grid: [blocks, 1, 1], block: [64, 1, 1], dynamic_shared: 0 },
        params: &params,
        consts: &[],
        // A bound a few times above what the deepest generated nest runs, so a kernel that
        // loops forever fails at once.
        limits: LaunchLimits { max_warp_instructions: 1 << 16, ..LaunchLimits::default() },
    };
    run_functional(&inputs, &mut mem).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let mut words = vec![0u8; bytes as usize];
    mem.copy_out(out, &mut words).unwrap();
    words
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn shared_register_rows_store_what_separate_rows_store(
        body in proptest::collection::vec(piece(), 1..14),
        blocks in 1u32..4,
    ) {
        let src = kernel(&body);
        // Several blocks: the functional runner reuses one block's warps, so a later block
        // starts with what the last one left in rows no path reads before writing.
        prop_assert_eq!(run(&src, blocks, true), run(&src, blocks, false), "{}", src);
    }
}

/// The rows are fewer than the registers for such kernels (the test compares something).
#[test]
fn random_kernels_do_share_rows() {
    let body = vec![Piece::MovImm(1, 3), Piece::Bin(0, 2, 1, 1), Piece::Bin(1, 3, 2, 2), Piece::Mov(4, 3)];
    let src = kernel(&body);
    let prog = warpsim_isa::assemble("random.asm", &src).unwrap();
    let shared = DecodedKernel::with_rows(&prog.module.kernels[0], &prog.analyses[0], &prog.module, true);
    let separate = DecodedKernel::with_rows(&prog.module.kernels[0], &prog.analyses[0], &prog.module, false);
    assert!(shared.regs32 < separate.regs32, "{} rows of {}", shared.regs32, separate.regs32);
}
