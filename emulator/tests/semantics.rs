//! SIMT semantics on small hand-written kernels: divergence and reconvergence, early exit,
//! predication, barriers, deadlock and memory-fault reports, warp operations and atomics.

#![allow(clippy::result_large_err)]

use warpsim_emulator::decode::DecodedKernel;
use warpsim_emulator::{
    run_functional, DeviceMemory, ExecError, FunctionalCounters, LaunchConfig, LaunchInputs, LaunchLimits,
};

enum Arg {
    /// A device buffer of this many u32 words, zero-filled, or with these contents.
    Words(Vec<u32>),
    U32(u32),
}

struct Run {
    buffers: Vec<Vec<u32>>,
    counters: FunctionalCounters,
}

fn launch(src: &str, grid: [u32; 3], block: [u32; 3], args: Vec<Arg>) -> Result<Run, ExecError> {
    launch_with(src, grid, block, 0, args)
}

fn launch_with(
    src: &str,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u32,
    args: Vec<Arg>,
) -> Result<Run, ExecError> {
    let prog = warpsim_isa::assemble("test.asm", src).unwrap_or_else(|e| panic!("{e}"));
    let (kernel, analysis) = (&prog.module.kernels[0], &prog.analyses[0]);
    let dk = DecodedKernel::new(kernel, analysis, &prog.module);
    let mut mem = DeviceMemory::new(1 << 30);
    let mut params = vec![0u8; dk.param_bytes as usize];
    let mut bufs = Vec::new();
    for (arg, p) in args.iter().zip(&kernel.params) {
        let at = p.offset as usize;
        match arg {
            Arg::Words(words) => {
                let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                let addr = mem.alloc(bytes.len() as u64, "buf").unwrap();
                mem.copy_in(addr, &bytes).unwrap();
                params[at..at + 8].copy_from_slice(&addr.to_le_bytes());
                bufs.push((addr, words.len()));
            }
            Arg::U32(v) => params[at..at + 4].copy_from_slice(&v.to_le_bytes()),
        }
    }
    let config = LaunchConfig { grid, block, dynamic_shared };
    let consts = prog.module.const_image();
    let inputs = LaunchInputs {
        kernel: &dk,
        config,
        params: &params,
        consts: &consts,
        limits: LaunchLimits { max_warp_instructions: 1 << 20, ..LaunchLimits::default() },
    };
    let counters = run_functional(&inputs, &mut mem)?;
    let buffers = bufs
        .iter()
        .map(|&(addr, n)| {
            let mut b = vec![0u8; n * 4];
            mem.copy_out(addr, &mut b).unwrap();
            b.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
        })
        .collect();
    Ok(Run { buffers, counters })
}

const PROLOGUE: &str = "
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd3, %rd1, %rd2        // &out[tid]
";

#[test]
fn divergence_inside_a_loop() {
    // Thread t loops t % 5 times; odd iterations add 10, even ones add 1.
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    rem.u32 %r2, %r1, 5
    mov.u32 %r3, 0      // i
    mov.u32 %r4, 0      // acc
loop:
    setp.ge.u32 %p1, %r3, %r2
    @%p1 bra done
    and.b32 %r5, %r3, 1
    setp.eq.u32 %p2, %r5, 1
    @%p2 bra odd
    add.u32 %r4, %r4, 1
    bra next
odd:
    add.u32 %r4, %r4, 10
next:
    add.u32 %r3, %r3, 1
    bra loop
done:
    st.global.u32 [%rd3], %r4
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [64, 1, 1], vec![Arg::Words(vec![0; 64])]).unwrap();
    let want: Vec<u32> = (0..64u32).map(|t| (0..t % 5).map(|i| if i % 2 == 1 { 10 } else { 1 }).sum()).collect();
    assert_eq!(run.buffers[0], want);
    assert!(run.counters.divergent_branch > 0);
}

#[test]
fn nested_divergence_reconverges_in_order() {
    // out = 1 for t < 8, 2 for 8 <= t < 16, 3 otherwise, then +100 for everyone after the join.
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    setp.lt.u32 %p1, %r1, 16
    @!%p1 bra outer_else
    setp.lt.u32 %p2, %r1, 8
    @!%p2 bra inner_else
    mov.u32 %r4, 1
    bra inner_join
inner_else:
    mov.u32 %r4, 2
inner_join:
    bra outer_join
outer_else:
    mov.u32 %r4, 3
outer_join:
    add.u32 %r4, %r4, 100
    st.global.u32 [%rd3], %r4
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [32, 1, 1], vec![Arg::Words(vec![0; 32])]).unwrap();
    let want: Vec<u32> = (0..32)
        .map(|t| {
            100 + if t < 8 {
                1
            } else if t < 16 {
                2
            } else {
                3
            }
        })
        .collect();
    assert_eq!(run.buffers[0], want);
    assert_eq!(run.counters.divergent_branch, 2);
}

#[test]
fn early_exit_of_some_lanes() {
    // Even lanes exit early; odd lanes keep going and count the lanes still active with a ballot.
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    and.b32 %r2, %r1, 1
    setp.eq.u32 %p1, %r2, 0
    @%p1 exit
    setp.eq.u32 %p2, %r2, 1
    vote.ballot.b32 %r3, %p2
    popc.b32 %r4, %r3
    st.global.u32 [%rd3], %r4
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [40, 1, 1], vec![Arg::Words(vec![7; 40])]).unwrap();
    let want: Vec<u32> = (0..40)
        .map(|t| {
            if t % 2 == 0 {
                7
            } else if t < 32 {
                16
            } else {
                4
            }
        })
        .collect();
    assert_eq!(run.buffers[0], want);
}

#[test]
fn predicated_off_lanes_do_nothing() {
    // Lanes >= 10 would store out of bounds; their guard is false, so they must not fault.
    let src = format!(
        ".kernel k\n.param .ptr out\n.param .u32 limit\n{PROLOGUE}
    ld.param.u32 %r8, [limit]
    setp.lt.u32 %p1, %r1, %r8
    @%p1 st.global.u32 [%rd3], %r1
    @!%p1 add.u32 %r9, %r9, 1
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [32, 1, 1], vec![Arg::Words(vec![99; 10]), Arg::U32(10)]).unwrap();
    assert_eq!(run.buffers[0], (0..10).collect::<Vec<u32>>());
    assert_eq!(run.counters.inst_executed, 9);
    // Six unguarded instructions, the store (10 lanes), the add (22 lanes) and exit.
    assert_eq!(run.counters.not_predicated_off_thread_inst_executed, 6 * 32 + 10 + 22 + 32);
}

#[test]
fn barriers_wait_for_live_warps_only() {
    // Warp 1 exits at once; warps 0 and 2 meet at the barrier and read what the other wrote.
    let src = "
.kernel k
.param .ptr out
.shared s 96*4
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %warpid
    setp.eq.u32 %p1, %r2, 1
    @%p1 exit
    shl.b32 %r3, %r1, 2
    add.u32 %r4, %r1, 1000
    st.shared.u32 [s+%r3], %r4
    bar.sync 0
    xor.b32 %r5, %r1, 64            // the same lane of the other live warp
    shl.b32 %r5, %r5, 2
    ld.shared.u32 %r6, [s+%r5]
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd3, %rd1, %rd2
    st.global.u32 [%rd3], %r6
    exit
";
    let run = launch(src, [2, 1, 1], [96, 1, 1], vec![Arg::Words(vec![0; 96])]).unwrap();
    for t in 0..96u32 {
        let want = match t / 32 {
            1 => 0,
            _ => (t ^ 64) + 1000,
        };
        assert_eq!(run.buffers[0][t as usize], want, "thread {t}");
    }
    assert_eq!(run.counters.barrier, 4);
}

#[test]
fn warps_that_part_ways_meet_again_at_a_barrier() {
    // The functional runner moves a block's warps in lockstep while they share a pc. Here warp
    // w loops w + 1 times, so the group splits at every loop exit; inside warp 2 the odd lanes
    // take a branch of their own; all meet at the barrier and read the neighbouring warp's sum.
    let src = format!(
        ".kernel k\n.param .ptr out\n.shared s 128*4\n{PROLOGUE}
    mov.u32 %r2, %warpid
    add.u32 %r3, %r2, 1     // trips
    mov.u32 %r4, 0          // acc
    mov.u32 %r5, 0          // i
    and.b32 %r6, %r1, 1
    setp.eq.u32 %p1, %r2, 2
    setp.eq.u32 %p2, %r6, 1
    and.pred %p3, %p1, %p2  // odd lanes of warp 2
loop:
    @%p3 bra big
    add.u32 %r4, %r4, 1
    bra next
big:
    add.u32 %r4, %r4, 100
next:
    add.u32 %r5, %r5, 1
    setp.lt.u32 %p4, %r5, %r3
    @%p4 bra loop
    shl.b32 %r7, %r1, 2
    st.shared.u32 [s+%r7], %r4
    bar.sync 0
    xor.b32 %r8, %r1, 32    // the same lane of the neighbouring warp
    shl.b32 %r8, %r8, 2
    ld.shared.u32 %r9, [s+%r8]
    st.global.u32 [%rd3], %r9
    exit
"
    );
    let run = launch(&src, [2, 1, 1], [128, 1, 1], vec![Arg::Words(vec![0; 128])]).unwrap();
    let acc = |t: u32| {
        let w = t / 32;
        (w + 1) * if w == 2 && t % 2 == 1 { 100 } else { 1 }
    };
    let want: Vec<u32> = (0..128u32).map(|t| acc(t ^ 32)).collect();
    assert_eq!(run.buffers[0], want);
    // Warp 2 splits once per iteration, in each of the two blocks.
    assert_eq!(run.counters.divergent_branch, 2 * 3);
    assert_eq!(run.counters.barrier, 2 * 4);
}

#[test]
fn a_split_warp_and_a_whole_one_share_a_path() {
    // Half of warp 0 takes the branch; all of warp 1 falls through with the other half, so
    // the two warps run the fall-through block together until warp 0's reconvergence point.
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    mov.u32 %r4, 0
    setp.lt.u32 %p1, %r1, 16
    @%p1 bra taken
    add.u32 %r4, %r4, 1
    add.u32 %r4, %r4, 2
    bra join
taken:
    add.u32 %r4, %r4, 10
join:
    add.u32 %r4, %r4, 100
    st.global.u32 [%rd3], %r4
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [64, 1, 1], vec![Arg::Words(vec![0; 64])]).unwrap();
    let want: Vec<u32> = (0..64u32).map(|t| if t < 16 { 110 } else { 103 }).collect();
    assert_eq!(run.buffers[0], want);
    assert_eq!(run.counters.divergent_branch, 1);
    // Each warp: 7 instructions up to the branch and 3 from `join`; the fall-through path
    // has 3, the taken one 1, and warp 0 runs both.
    assert_eq!(run.counters.inst_executed, (7 + 3 + 3) + (7 + 3 + 3 + 1));
}

#[test]
fn deadlock_is_reported_with_the_waiting_warps() {
    // Warp 0 waits at barrier 1, warp 1 at barrier 0: neither barrier can complete.
    let src = "
.kernel stuck
    mov.u32 %r1, %warpid
    setp.eq.u32 %p1, %r1, 0
    @%p1 bra first
    bar.sync 0
    exit
first:
    bar.sync 1
    exit
";
    let err = launch(src, [1, 1, 1], [64, 1, 1], vec![]).err().expect("deadlock");
    let msg = err.to_string();
    assert!(matches!(err, ExecError::Deadlock { .. }));
    assert!(msg.contains("deadlock in kernel `stuck`, block (0,0,0)"), "{msg}");
    assert!(msg.contains("warp 0 waits at bar.sync 1 (pc 5, line 9)"), "{msg}");
    assert!(msg.contains("warp 1 waits at bar.sync 0 (pc 3, line 6)"), "{msg}");
}

#[test]
fn out_of_bounds_store_names_kernel_block_thread_pc_and_address() {
    let src = format!(".kernel oob\n.param .ptr out\n{PROLOGUE}\n    st.global.u32 [%rd3], %r1\n    exit\n");
    let err = launch(&src, [3, 1, 1], [64, 1, 1], vec![Arg::Words(vec![0; 40])]).err().expect("fault");
    let msg = err.to_string();
    // Thread 40 of block 0 is the first to store past the 160-byte buffer.
    assert!(msg.starts_with("kernel `oob`, block (0,0,0), thread (40,0,0), pc 4 (line 9) `st.global.u32 [%rd3], %r1`: invalid global store of 4 bytes at address 0x"), "{msg}");
    assert!(msg.contains("not inside any allocation") || msg.contains("past the end"), "{msg}");
}

#[test]
fn misaligned_and_shared_out_of_range_accesses_fault() {
    let src = ".kernel k\n.param .ptr out\n    ld.param.u64 %rd1, [out]\n    ld.global.u32 %r1, [%rd1+2]\n    exit\n";
    let msg = launch(src, [1, 1, 1], [1, 1, 1], vec![Arg::Words(vec![0; 4])]).err().unwrap().to_string();
    assert!(msg.contains("misaligned global load") && msg.contains("needs 4-byte alignment"), "{msg}");
    let src = ".kernel k\n.shared s 64\n    mov.u32 %r1, %tid.x\n    shl.b32 %r1, %r1, 2\n    st.shared.u32 [s+%r1], %r1\n    exit\n";
    let msg = launch(src, [1, 1, 1], [32, 1, 1], vec![]).err().unwrap().to_string();
    assert!(
        msg.contains("thread (16,0,0)")
            && msg.contains("invalid shared store of 4 bytes at offset 0x40: the space holds 64 bytes"),
        "{msg}"
    );
}

#[test]
fn vector_word_accesses_in_shared_and_global_memory() {
    // Full warps (the lockstep word path): each thread loads four words of `src` with one
    // v4 load and stores them shuffled at the mirrored place of a shared tile; then odd lanes
    // only (the per-warp word path) load two words of the tile with a v2 load, and every lane
    // stores its pair (zeros for even lanes) one word at a time.
    let src = "
.kernel vec_words
.param .ptr out
.param .ptr src
.shared tile 1024
    ld.param.u64 %rd1, [out]
    ld.param.u64 %rd4, [src]
    mov.u32 %r1, %tid.x
    mul.wide.u32 %rd2, %r1, 16
    add.s64 %rd5, %rd4, %rd2
    ld.global.v4.u32 {%r2, %r3, %r4, %r5}, [%rd5]
    mov.u32 %r6, 63
    sub.u32 %r6, %r6, %r1
    shl.b32 %r7, %r6, 4
    st.shared.v4.u32 [tile+%r7], {%r5, %r2, %r4, %r3}
    bar.sync 0
    and.b32 %r8, %r1, 1
    setp.eq.u32 %p1, %r8, 1
    shl.b32 %r9, %r1, 3
    mov.u32 %r10, 0
    mov.u32 %r11, 0
    @%p1 ld.shared.v2.u32 {%r10, %r11}, [tile+%r9]
    mul.wide.u32 %rd6, %r1, 8
    add.s64 %rd7, %rd1, %rd6
    st.global.u32 [%rd7], %r10
    st.global.u32 [%rd7+4], %r11
    exit
";
    let input: Vec<u32> = (0..256u32).map(|i| i * 7 + 1).collect();
    let args = vec![Arg::Words(vec![0; 128]), Arg::Words(input.clone())];
    let run = launch(src, [1, 1, 1], [64, 1, 1], args).unwrap();
    // Tile word i holds word [3, 0, 2, 1][i % 4] of thread 63 - i / 4's four.
    let tile = |i: u32| input[(4 * (63 - i / 4) + [3, 0, 2, 1][i as usize % 4]) as usize];
    let want: Vec<u32> = (0..128u32).map(|i| if (i / 2) % 2 == 1 { tile(i) } else { 0 }).collect();
    assert_eq!(run.buffers[0], want);
    assert_eq!(run.buffers[1], input, "the source is only read");

    // A full warp whose halves each read one vector (a tile row per 16-thread row).
    let src = "
.kernel halves
.param .ptr out
.shared t 128
    mov.u32 %r1, %tid.x
    shl.b32 %r2, %r1, 2
    st.shared.u32 [t+%r2], %r1
    bar.sync 0
    shr.u32 %r3, %r1, 4
    shl.b32 %r3, %r3, 4
    ld.shared.v4.u32 {%r4, %r5, %r6, %r7}, [t+%r3]
    ld.param.u64 %rd1, [out]
    mul.wide.u32 %rd2, %r1, 16
    add.s64 %rd3, %rd1, %rd2
    st.global.v4.u32 [%rd3], {%r7, %r4, %r6, %r5}
    exit
";
    let run = launch(src, [1, 1, 1], [32, 1, 1], vec![Arg::Words(vec![0; 128])]).unwrap();
    let want: Vec<u32> = (0..32u32).flat_map(|t| [3, 0, 2, 1].map(|j| 4 * (t / 16) + j)).collect();
    assert_eq!(run.buffers[0], want);

    // A v4 access must be 16-byte aligned whichever path it takes.
    let src = ".kernel k\n.shared s 256\n    mov.u32 %r1, %tid.x\n    shl.b32 %r1, %r1, 3\n    ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [s+%r1]\n    exit\n";
    let msg = launch(src, [1, 1, 1], [32, 1, 1], vec![]).err().unwrap().to_string();
    assert!(msg.contains("thread (1,0,0)") && msg.contains("misaligned shared load"), "{msg}");
    // And lie wholly inside the space: lane 15's four words start at byte 240 of 256 (in
    // bounds), lane 16's at 256.
    let src = ".kernel k\n.shared s 256\n    mov.u32 %r1, %tid.x\n    shl.b32 %r1, %r1, 4\n    st.shared.v4.u32 [s+%r1], {%r1, %r1, %r1, %r1}\n    exit\n";
    let msg = launch(src, [1, 1, 1], [32, 1, 1], vec![]).err().unwrap().to_string();
    assert!(
        msg.contains("thread (16,0,0)") && msg.contains("invalid shared store of 16 bytes at offset 0x100"),
        "{msg}"
    );
}

#[test]
fn shuffles_follow_ptx() {
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    mul.lo.u32 %r2, %r1, 10
    shfl.down.b32 %r3, %r2, 1, 31       // from lane + 1; lane 31 keeps its own
    shfl.up.b32 %r4, %r2, 2, 0          // from lane - 2; lanes 0, 1 keep their own
    shfl.bfly.b32 %r5, %r2, 1, 31       // from lane ^ 1
    shfl.idx.b32 %r6, %r2, 5, 31        // everyone reads lane 5
    add.u32 %r7, %r3, %r4
    add.u32 %r7, %r7, %r5
    add.u32 %r7, %r7, %r6
    st.global.u32 [%rd3], %r7
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [32, 1, 1], vec![Arg::Words(vec![0; 32])]).unwrap();
    for l in 0..32u32 {
        let down = if l < 31 { (l + 1) * 10 } else { l * 10 };
        let up = if l >= 2 { (l - 2) * 10 } else { l * 10 };
        let bfly = (l ^ 1) * 10;
        assert_eq!(run.buffers[0][l as usize], down + up + bfly + 50, "lane {l}");
    }
}

#[test]
fn votes_over_active_lanes() {
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    setp.lt.u32 %p1, %r1, 3
    vote.any.pred %p2, %p1
    vote.all.pred %p3, %p1
    selp.u32 %r2, 1, 0, %p2
    selp.u32 %r3, 2, 0, %p3
    add.u32 %r2, %r2, %r3
    vote.ballot.b32 %r4, %p1
    add.u32 %r2, %r2, %r4
    st.global.u32 [%rd3], %r2
    exit
"
    );
    let run = launch(&src, [1, 1, 1], [32, 1, 1], vec![Arg::Words(vec![0; 32])]).unwrap();
    assert!(run.buffers[0].iter().all(|&v| v == 1 + 0b111));
}

#[test]
fn atomics_count_every_thread() {
    let src = "
.kernel k
.param .ptr counter
.shared local 4
    ld.param.u64 %rd1, [counter]
    atom.global.add.u32 %r1, [%rd1], 1
    atom.shared.add.u32 %r2, [local], 2
    atom.global.max.u32 %r3, [%rd1+4], %r1
    mov.u32 %r4, %tid.x
    atom.global.cas.b32 %r5, [%rd1+8], 0, 77   // exactly one thread swaps in 77
    exit
";
    let run = launch(src, [5, 1, 1], [100, 1, 1], vec![Arg::Words(vec![0; 3])]).unwrap();
    assert_eq!(run.buffers[0], vec![500, 499, 77]);
}

#[test]
fn dynamic_shared_memory_and_special_registers() {
    let src = "
.kernel k
.param .ptr out
.extern .shared dyn 4
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %tid.y
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r4, %r2, %r3, %r1     // linear thread id
    mov.u32 %r5, %ctaid.x
    mov.u32 %r6, %nctaid.x
    mov.u32 %r7, %laneid
    mov.u32 %r8, %warpid
    shl.b32 %r9, %r4, 2
    st.shared.u32 [dyn+%r9], %r4
    bar.sync 0
    ld.shared.u32 %r10, [dyn+%r9]
    mad.lo.u32 %r11, %r5, 1000, %r10  // 1000 * block + thread
    add.u32 %r11, %r11, %r6
    mad.lo.u32 %r12, %r8, 32, %r7
    sub.u32 %r11, %r11, %r12          // minus (warp * 32 + lane), which equals the thread id
    add.u32 %r11, %r11, %r4
    mad.lo.u32 %r13, %r5, 48, %r4
    mul.wide.u32 %rd2, %r13, 4
    add.s64 %rd3, %rd1, %rd2
    st.global.u32 [%rd3], %r11
    exit
";
    let run = launch_with(src, [2, 1, 1], [16, 3, 1], 48 * 4, vec![Arg::Words(vec![0; 96])]).unwrap();
    for b in 0..2u32 {
        for t in 0..48u32 {
            assert_eq!(run.buffers[0][(b * 48 + t) as usize], b * 1000 + t + 2, "block {b} thread {t}");
        }
    }
}

#[test]
fn launch_limits_are_checked() {
    let src = ".kernel k\n    exit\n";
    let msg = launch(src, [1, 1, 1], [2048, 1, 1], vec![]).err().unwrap().to_string();
    assert!(msg.contains("block.x = 2048 exceeds the limit of 1024"), "{msg}");
    let msg = launch(src, [0, 1, 1], [32, 1, 1], vec![]).err().unwrap().to_string();
    assert!(msg.contains("must be at least 1"), "{msg}");
    let msg = launch_with(src, [1, 1, 1], [32, 1, 1], 16, vec![]).err().unwrap().to_string();
    assert!(msg.contains("declares no `.extern .shared`"), "{msg}");
}

#[test]
fn infinite_loops_hit_the_instruction_limit() {
    let src = ".kernel spin\nloop:\n    bra loop\n";
    let msg = launch(src, [1, 1, 1], [32, 1, 1], vec![]).err().unwrap().to_string();
    assert!(msg.contains("did not finish within 1048576 warp instructions"), "{msg}");
}

#[test]
fn consecutive_words_across_pages_and_allocation_ends() {
    // out[i] = in[i + 3] for i < 20,000 over 20,003 words of `in` (80 KB, so some warps' 128
    // bytes straddle a 64 KiB backing page; a guard keeps the threads past n off).
    let src = "
.kernel shift
.param .ptr out
.param .ptr in
.param .u32 n
    ld.param.u64 %rd1, [out]
    ld.param.u64 %rd4, [in]
    ld.param.u32 %r9, [n]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r1, %r2, %r3, %r1
    setp.ge.u32 %p1, %r1, %r9
    @%p1 exit
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd3, %rd1, %rd2
    add.s64 %rd5, %rd4, %rd2
    ld.global.u32 %r4, [%rd5+12]
    st.global.u32 [%rd3], %r4
    exit
";
    let n = 20_000u32;
    let input: Vec<u32> = (0..n + 3).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let args = vec![Arg::Words(vec![0; n as usize]), Arg::Words(input.clone()), Arg::U32(n)];
    let run = launch(src, [n.div_ceil(32), 1, 1], [32, 1, 1], args).unwrap();
    let want: Vec<u32> = (0..n as usize).map(|i| input[i + 3]).collect();
    assert_eq!(run.buffers[0], want);
    // Without the guard, and with `in` 10 words shorter, warp 624 reads 32 consecutive words
    // of which the last 13 lie past the allocation: the first lane out of range is reported.
    let unguarded = src.replace("    @%p1 exit\n", "");
    let short = input[..(n - 10) as usize].to_vec();
    let args = vec![Arg::Words(vec![0; n as usize + 64]), Arg::Words(short), Arg::U32(n)];
    let msg = launch(&unguarded, [n.div_ceil(32) + 1, 1, 1], [32, 1, 1], args).err().expect("fault").to_string();
    assert!(msg.contains("block (624,0,0), thread (19,0,0)") && msg.contains("invalid global load"), "{msg}");
}

#[test]
fn registers_start_zero_in_every_block() {
    // Block 0 sets %r2 under a guard; later blocks (run on the same recycled warps) must still
    // read the zero every thread's registers start with.
    let src = format!(
        ".kernel k\n.param .ptr out\n{PROLOGUE}
    mov.u32 %r5, %ctaid.x
    mul.wide.u32 %rd4, %r5, 128
    add.s64 %rd3, %rd3, %rd4
    setp.eq.u32 %p1, %r5, 0
    @%p1 mov.u32 %r2, 99
    st.global.u32 [%rd3], %r2
    exit
"
    );
    let run = launch(&src, [3, 1, 1], [32, 1, 1], vec![Arg::Words(vec![7; 96])]).unwrap();
    let want: Vec<u32> = (0..96).map(|i| if i < 32 { 99 } else { 0 }).collect();
    assert_eq!(run.buffers[0], want);
}

#[test]
fn lockstep_warps_switch_buffers_pages_and_fall_back_part_way() {
    // Odd warps of each 256-thread block read `b`, even ones `a`: a lockstep group's word
    // accesses alternate between two allocations, and over 80 KB they cross 64 KiB pages.
    let src = "
.kernel mix
.param .ptr out
.param .ptr a
.param .ptr b
    ld.param.u64 %rd1, [out]
    ld.param.u64 %rd2, [a]
    ld.param.u64 %rd3, [b]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r4, %r2, %r3, %r1
    shr.u32 %r5, %r1, 5
    and.b32 %r5, %r5, 1
    setp.eq.u32 %p1, %r5, 1
    selp.b64 %rd4, %rd3, %rd2, %p1
    mul.wide.u32 %rd5, %r4, 4
    add.s64 %rd6, %rd4, %rd5
    ld.global.u32 %r6, [%rd6]
    add.s64 %rd7, %rd1, %rd5
    st.global.u32 [%rd7], %r6
    exit
";
    let n = 256 * 80u32;
    let a: Vec<u32> = (0..n).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let b: Vec<u32> = (0..n).map(|i| !i).collect();
    let args = vec![Arg::Words(vec![0; n as usize]), Arg::Words(a.clone()), Arg::Words(b.clone())];
    let run = launch(src, [80, 1, 1], [256, 1, 1], args).unwrap();
    let want: Vec<u32> = (0..n as usize).map(|i| if (i % 256 / 32) % 2 == 1 { b[i] } else { a[i] }).collect();
    assert_eq!(run.buffers[0], want);
    assert_eq!(run.counters.gld_request, 80 * 8);
    assert_eq!(run.counters.gst_request, 80 * 8);
    assert_eq!(run.counters.inst_executed, 80 * 8 * 17);
    // With `b` 20 words short, warp 7 of the last block is the first whose load leaves it
    // (its warps 0-6 read in range): its lane 12, thread 236, is reported.
    let args = vec![Arg::Words(vec![0; n as usize]), Arg::Words(a), Arg::Words(b[..(n - 20) as usize].to_vec())];
    let msg = launch(src, [80, 1, 1], [256, 1, 1], args).err().expect("fault").to_string();
    assert!(msg.contains("block (79,0,0), thread (236,0,0)") && msg.contains("invalid global load"), "{msg}");
}

#[test]
fn strided_accesses_of_every_size_across_pages() {
    // Thread i reads a byte, a half-word, a word and a double word from its own 4,104-byte row
    // of `in` and writes them at the same offsets of its row of `out`: a warp's 32 lanes span
    // three 64 KiB backing pages, so every access takes the path for lanes on several pages.
    let src = "
.kernel rows
.param .ptr out
.param .ptr in
    ld.param.u64 %rd1, [out]
    ld.param.u64 %rd2, [in]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r1, %r2, %r3, %r1
    mul.wide.u32 %rd3, %r1, 4104
    add.s64 %rd4, %rd2, %rd3
    add.s64 %rd5, %rd1, %rd3
    ld.global.u8 %r4, [%rd4+1]
    ld.global.u16 %r5, [%rd4+2]
    ld.global.u32 %r6, [%rd4+4]
    ld.global.u64 %rd6, [%rd4+8]
    st.global.u8 [%rd5+1], %r4
    st.global.u16 [%rd5+2], %r5
    st.global.u32 [%rd5+4], %r6
    st.global.u64 [%rd5+8], %rd6
    exit
";
    let (threads, row) = (64usize, 4104 / 4);
    let input: Vec<u32> = (0..(threads * row) as u32).map(|i| i.wrapping_mul(2_654_435_761) | 0x0101_0101).collect();
    let args = vec![Arg::Words(vec![0; threads * row]), Arg::Words(input.clone())];
    let run = launch(src, [2, 1, 1], [32, 1, 1], args).unwrap();
    let mut want = vec![0u32; threads * row];
    for t in 0..threads {
        let (w, i) = (&mut want[t * row..], &input[t * row..]);
        // Bytes 1-3 of word 0 (a byte, then a half-word), words 1, 2 and 3.
        w[0] = i[0] & 0xffff_ff00;
        w[1..4].copy_from_slice(&i[1..4]);
    }
    assert_eq!(run.buffers[0], want);
}

#[test]
fn tile_rows_read_by_both_half_warps_and_one_word_per_half_warp() {
    // A 16 x 16 block: a warp is two rows of 16 threads. `a[aoff + ty]` is one word per
    // half-warp; `b[boff + tx]` the same 16 consecutive words in both halves (matmul's reads
    // of a and b). Offsets near the start, across the 64 KiB backing pages, and at the end of
    // the buffers; one past the end faults.
    let src = "
.kernel tile
.param .ptr out
.param .ptr a
.param .ptr b
.param .u32 aoff
.param .u32 boff
    ld.param.u64 %rd1, [out]
    ld.param.u64 %rd2, [a]
    ld.param.u64 %rd3, [b]
    ld.param.u32 %r1, [aoff]
    ld.param.u32 %r2, [boff]
    mov.u32 %r3, %tid.x
    mov.u32 %r4, %tid.y
    add.u32 %r5, %r1, %r4
    mul.wide.u32 %rd4, %r5, 4
    add.s64 %rd4, %rd2, %rd4
    ld.global.u32 %r6, [%rd4]
    add.u32 %r7, %r2, %r3
    mul.wide.u32 %rd5, %r7, 4
    add.s64 %rd5, %rd3, %rd5
    ld.global.u32 %r8, [%rd5]
    mad.lo.u32 %r9, %r4, 16, %r3
    mul.wide.u32 %rd6, %r9, 4
    add.s64 %rd6, %rd1, %rd6
    xor.b32 %r10, %r6, %r8
    st.global.u32 [%rd6], %r10
    exit
";
    let words = 2 * 16384 + 64;
    let a: Vec<u32> = (0..words as u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let b: Vec<u32> = (0..words as u32).map(|i| i.wrapping_mul(40_503) ^ 0x5555_0000).collect();
    let args = |aoff: u32, boff: u32| {
        vec![Arg::Words(vec![0; 256]), Arg::Words(a.clone()), Arg::Words(b.clone()), Arg::U32(aoff), Arg::U32(boff)]
    };
    let end = words as u32 - 16;
    for (aoff, boff) in [(0, 0), (1, 3), (16370, 16376), (16383, 16380), (16368, 16372), (end, end), (end - 7, 16385)] {
        let run = launch(src, [1, 1, 1], [16, 16, 1], args(aoff, boff)).unwrap();
        let want: Vec<u32> = (0..256).map(|t| a[aoff as usize + t / 16] ^ b[boff as usize + t % 16]).collect();
        assert_eq!(run.buffers[0], want, "aoff {aoff}, boff {boff}");
    }
    for (aoff, boff) in [(end + 1, 0), (0, end + 1)] {
        let msg = launch(src, [1, 1, 1], [16, 16, 1], args(aoff, boff)).err().expect("fault").to_string();
        assert!(msg.contains("invalid global load"), "aoff {aoff}, boff {boff}: {msg}");
    }
}
