//! The timing model's rules at their boundaries, its determinism, latency hiding, and that
//! scheduling policies change cycles but never values.

#![allow(clippy::result_large_err)]

use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::decode::DecodedKernel;
use warpsim_emulator::timing::{run_timed, SchedulerKind, TimingReport};
use warpsim_emulator::{DeviceMemory, LaunchConfig, LaunchInputs, LaunchLimits};

/// The first kernel of `src`, assembled and decoded.
fn kernel(src: &str) -> DecodedKernel {
    let prog = warpsim_isa::assemble("t.asm", src).unwrap_or_else(|e| panic!("{e}"));
    DecodedKernel::new(&prog.module.kernels[0], &prog.analyses[0], &prog.module)
}

/// `dk`'s parameter bytes: the output buffer's address `out`, then the words `extra`.
fn params(dk: &DecodedKernel, out: u64, extra: &[u32]) -> Vec<u8> {
    let mut params = out.to_le_bytes().to_vec();
    for v in extra {
        params.extend_from_slice(&v.to_le_bytes());
    }
    params.resize(dk.param_bytes as usize, 0);
    params
}

/// Runs a kernel whose only parameter is an output buffer of `words` u32s.
fn timed(
    src: &str,
    preset: &str,
    policy: SchedulerKind,
    grid: u32,
    block: u32,
    words: usize,
    extra: &[u32],
) -> (Vec<u32>, TimingReport) {
    timed_on(src, GpuConfig::load(preset).unwrap(), policy, grid, block, words, extra)
}

/// As `timed`, on a given (possibly modified) GPU configuration.
fn timed_on(
    src: &str,
    gpu: GpuConfig,
    policy: SchedulerKind,
    grid: u32,
    block: u32,
    words: usize,
    extra: &[u32],
) -> (Vec<u32>, TimingReport) {
    let dk = kernel(src);
    let mut mem = DeviceMemory::new(1 << 30);
    let addr = mem.alloc(words as u64 * 4, "out").unwrap();
    let params = params(&dk, addr, extra);
    let config = LaunchConfig { grid: [grid, 1, 1], block: [block, 1, 1], dynamic_shared: 0 };
    let inputs = LaunchInputs { kernel: &dk, config, params: &params, consts: &[], limits: LaunchLimits::default() };
    let (_, report) = run_timed(&inputs, &mut mem, &gpu, policy).unwrap_or_else(|e| panic!("{e}"));
    let mut bytes = vec![0u8; words * 4];
    mem.copy_out(addr, &mut bytes).unwrap();
    (bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect(), report)
}

const DEPENDENT: &str = "
.kernel dep
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %clock          // issues at t0; %r1 is ready at t0 + latency
    add.f32 %r2, %r1, 0.0        // depends on %r1: issues at t0 + latency, not a cycle earlier
    mov.u32 %r3, %clock          // the next cycle: t0 + latency + 1
    sub.u32 %r4, %r3, %r1
    st.global.u32 [%rd1], %r4
    exit
";

#[test]
fn a_dependent_instruction_issues_exactly_at_its_producers_latency() {
    for preset in ["default", "volta", "gt200", "fermi"] {
        let alu = GpuConfig::load(preset).unwrap().latency.alu;
        let (out, _) = timed(DEPENDENT, preset, SchedulerKind::Gto, 1, 32, 1, &[]);
        assert_eq!(out[0], alu + 1, "{preset}: consumer must issue at latency {alu} (not {}), then one cycle", alu - 1);
    }
}

const PARAMS: &str = "
.kernel params
.param .ptr out
.param .u32 v
    mov.u32 %r1, %clock          // t0
    ld.param.u32 %r2, [v]        // t0 + 1
    ld.param.u32 %r3, [v]        // t0 + 2, or when the load/store unit takes it
    add.f32 %r4, %r3, 0.0        // waits for the second parameter
    mov.u32 %r5, %clock          // the next cycle
    sub.u32 %r6, %r5, %r1
    ld.param.u64 %rd1, [out]
    st.global.u32 [%rd1], %r6
    exit
";

#[test]
fn kernel_parameters_use_the_load_store_unit_only_on_cc_1() {
    // From cc 2.0 parameters sit in a constant bank, loaded with LDC outside the load/store
    // unit: back-to-back parameter loads issue a cycle apart. cc 1.x passed them in shared
    // memory, so the second waits for the unit's issue interval and the shared latency.
    for preset in ["default", "volta", "fermi", "hopper", "g80", "gt200"] {
        let gpu = GpuConfig::load(preset).unwrap();
        let cc2 = gpu.gpu.compute_capability[0] >= 2;
        let (gap, latency) = if cc2 { (1, gpu.latency.constant()) } else { (gpu.throughput.lsu, gpu.latency.shared) };
        let (out, _) = timed(PARAMS, preset, SchedulerKind::Gto, 1, 32, 1, &[7]);
        assert_eq!(out[0], 1 + gap + latency + 1, "{preset}: parameter loads {gap} cycle(s) apart, {latency} latency");
    }
}

/// Two shared loads back to back, then (a) the cycle the second issued and (b) the cycle its
/// consumer did, both after t0.
const TWO_LOADS: &str = "
.kernel two_loads
.param .ptr out
.shared t 128
    mov.u32 %r1, %clock          // t0
    ld.shared.u32 %r2, [t]       // t0 + 1: the unit is busy until t0 + 1 + lsu
    ld.shared.u32 %r3, [t+4]
    mov.u32 %r4, %clock          // a cycle after the second load issued
    add.f32 %r5, %r3, 0.0        // waits for the second load's data
    mov.u32 %r6, %clock
    sub.u32 %r7, %r4, %r1
    sub.u32 %r8, %r6, %r1
    ld.param.u64 %rd1, [out]
    st.global.u32 [%rd1], %r7
    st.global.u32 [%rd1+4], %r8
    exit
";

#[test]
fn a_load_store_queue_lets_the_warp_go_on_while_its_load_waits_for_the_unit() {
    // lsu = 4: the first load holds the unit until t0 + 5. With a queue of q cycles the second
    // load issues once the unit's backlog is at most q (t0 + 2 at the earliest), but starts, and
    // so returns its data, only when the unit takes it at t0 + 5.
    let mut gpu = GpuConfig::load("default").unwrap();
    gpu.throughput.lsu = 4;
    for q in 0..=5u32 {
        gpu.throughput.lsu_queue = q;
        let (out, _) = timed_on(TWO_LOADS, gpu.clone(), SchedulerKind::Gto, 1, 32, 2, &[]);
        let second = 2.max(5 - q.min(3));
        assert_eq!(out[0], second + 1, "queue {q}: the second load issues at t0 + {second}");
        assert_eq!(out[1], 5 + gpu.latency.shared + 1, "queue {q}: its data is there lsu cycles after the first's");
    }
}

/// Two stores from a warp whose half-warps write words `apart` bytes apart, the clock read
/// before the first and after the second.
fn two_stores(apart: u32) -> String {
    format!(
        "
.kernel st2
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r9, %tid.x
    shr.u32 %r2, %r9, 4
    mul.lo.u32 %r2, %r2, {apart}
    cvt.u64.u32 %rd2, %r2
    add.s64 %rd2, %rd1, %rd2
    add.s64 %rd3, %rd2, 1024
    add.s64 %rd4, %rd1, 0
    mov.u32 %r1, %clock
    st.global.u32 [%rd2+512], %r9
    st.global.u32 [%rd3+512], %r9
    mov.u32 %r4, %clock
    sub.u32 %r7, %r4, %r1
    st.global.u32 [%rd4], %r7
    exit
"
    )
}

#[test]
fn a_sectors32_access_holds_the_unit_per_pass_of_its_words_banks() {
    // lsu = 4: a store whose half-warps write one word each in one 128-byte line holds the
    // unit 4 cycles; 128 bytes apart (two lines, one bank, still two sectors) 8, so the second
    // store issues 4 cycles later; 132 bytes apart (two lines, two banks) 4 again, the L1's tag
    // stage taking up to `cache.l1_tag_lines_per_cycle` lines a cycle (as an H100 takes an L1
    // data wavefront per pass of the bank rule, loads and stores:
    // calibration/h100/l1-pattern-ncu-h100.csv). With one line a cycle: 8.
    let mut gpu = GpuConfig::load("default").unwrap();
    gpu.throughput.lsu = 4;
    let (one_line, r1) = timed_on(&two_stores(64), gpu.clone(), SchedulerKind::Gto, 1, 32, 1024, &[]);
    let (one_bank, r2) = timed_on(&two_stores(128), gpu.clone(), SchedulerKind::Gto, 1, 32, 1024, &[]);
    let (two_banks, _) = timed_on(&two_stores(132), gpu.clone(), SchedulerKind::Gto, 1, 32, 1024, &[]);
    assert_eq!(r1.gst_transactions, r2.gst_transactions, "two sectors either way (and the clock store)");
    assert_eq!(one_bank[0], one_line[0] + 4, "one line: {}, two lines in one bank: {}", one_line[0], one_bank[0]);
    assert_eq!(two_banks[0], one_line[0], "one line: {}, two lines in two banks: {}", one_line[0], two_banks[0]);
    gpu.set("cache.l1_tag_lines_per_cycle", "1").unwrap();
    let (tag_bound, _) = timed_on(&two_stores(132), gpu, SchedulerKind::Gto, 1, 32, 1024, &[]);
    assert_eq!(tag_bound[0], one_line[0] + 4, "one line: {}, two lines a line a cycle: {}", one_line[0], tag_bound[0]);
}

/// Cycles between two clock reads around two shared loads of `ty` (`regs` its registers, a
/// lane's `1 << shift` bytes at `lane << shift`) by one warp on `preset`: the second load
/// issues when the load/store unit has finished the first one's passes.
fn shared_pair_gap(preset: &str, ty: &str, regs: [&str; 2], shift: u32) -> u32 {
    let src = format!(
        "
.kernel sh
.param .ptr out
.shared buf 512 16
    mov.u32 %r7, %tid.x
    shl.b32 %r8, %r7, {shift}
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %clock
    ld.shared.{ty} {}, [buf+%r8]
    ld.shared.{ty} {}, [buf+%r8]
    mov.u32 %r3, %clock
    sub.u32 %r4, %r3, %r1
    st.global.u32 [%rd1], %r4
    exit
",
        regs[0], regs[1]
    );
    timed(&src, preset, SchedulerKind::Gto, 1, 32, 1, &[]).0[0]
}

#[test]
fn a_wide_shared_access_on_16_banks_is_a_32_bit_request_per_word() {
    // cc 1.x (gt200: `throughput.shared` 2 cycles a pass): a half-warp's words at unit stride
    // are one pass, so a warp's 32-bit load holds the unit 2 x 2 = 4 cycles. A 64-bit load is
    // two 32-bit requests a half-warp at a stride of two words, two passes each (the CUDA
    // Programming Guide's doubles): 8 passes, 16 cycles; a 128-bit one four requests at a
    // stride of four, four passes each: 32 passes, 64 cycles.
    let words = shared_pair_gap("gt200", "u32", ["%r10", "%r11"], 2);
    let doubles = shared_pair_gap("gt200", "u64", ["%rd10", "%rd11"], 3);
    let quads = shared_pair_gap("gt200", "v4.u32", ["{%r10, %r11, %r12, %r13}", "{%r14, %r15, %r16, %r17}"], 4);
    assert_eq!(doubles - words, 16 - 4, "32-bit: {words}, 64-bit: {doubles}");
    assert_eq!(quads - words, 64 - 4, "32-bit: {words}, 128-bit: {quads}");
    // 32 banks (volta, one pass a cycle): a 64-bit load is two half-warp requests, free of
    // conflicts at unit stride, so it holds the unit one pass longer than a 32-bit one.
    let words = shared_pair_gap("volta", "u32", ["%r10", "%r11"], 2);
    let doubles = shared_pair_gap("volta", "u64", ["%rd10", "%rd11"], 3);
    assert_eq!(doubles - words, 1, "volta 32-bit: {words}, 64-bit: {doubles}");
}

#[test]
fn same_inputs_give_identical_results() {
    let src = "
.kernel k
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mad.lo.u32 %r3, %r2, 128, %r1
    mul.wide.u32 %rd2, %r3, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r4, [%rd3]
    add.u32 %r4, %r4, %r3
    st.global.u32 [%rd3], %r4
    exit
";
    let a = timed(src, "default", SchedulerKind::Random { seed: 3 }, 64, 128, 64 * 128, &[]);
    let b = timed(src, "default", SchedulerKind::Random { seed: 3 }, 64, 128, 64 * 128, &[]);
    assert_eq!(a.0, b.0);
    assert_eq!(serde_json::to_string(&a.1).unwrap(), serde_json::to_string(&b.1).unwrap());
    assert!(a.1.cycles > 0 && a.1.gld_transactions == 64 * 4 * 4);
}

/// Cycles of one block of `warps` warps on `preset`, each thread running a chain of `steps`
/// dependent FMAs, under loose round-robin.
fn chain_cycles(preset: &str, warps: u32, steps: usize) -> u64 {
    let chain: String = (0..steps).map(|_| "    fma.rn.f32 %r2, %r2, %r3, %r4\n").collect();
    let src = format!(
        ".kernel chain
.param .ptr out
    mov.u32 %r1, %tid.x
    cvt.rn.f32.u32 %r2, %r1
    mov.f32 %r3, 0.5
    mov.f32 %r4, 1.0
{chain}    ld.param.u64 %rd1, [out]
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd1, %rd1, %rd2
    st.global.f32 [%rd1], %r2
    exit
"
    );
    timed(&src, preset, SchedulerKind::Lrr, 1, warps * 32, warps as usize * 32, &[]).1.cycles
}

/// Warp instructions a cycle on one SM running `warps` warps of a dependent chain: 64 more
/// steps of every warp's chain over the cycles they add (the launch, the setup and the store
/// cost the same at either length), as `warpsim reproduce` measures programs/dependent_chain.
fn chain_ipc(preset: &str, warps: u32) -> f64 {
    let added = chain_cycles(preset, warps, 128) - chain_cycles(preset, warps, 64);
    (64 * warps) as f64 / added as f64
}

#[test]
fn a_dependent_chain_needs_the_seeds_warps_to_fill_an_sm() {
    // The course notes (seed 000): an instruction takes 22 cycles, so 6 warps (cc 1.x: a warp
    // instruction every 4 cycles) or 22 warps (cc 2.x: one a cycle, each of the two
    // schedulers feeding a group of 16 cores) are the minimum to hide a dependent chain.
    for (preset, warps, peak) in [("gt200", 6, 0.25), ("fermi", 22, 1.0)] {
        let full = chain_ipc(preset, warps);
        let half = chain_ipc(preset, warps / 2);
        let more = chain_ipc(preset, warps + 8);
        assert!((full / peak - 1.0).abs() < 0.1, "{preset}: {full:.3} a cycle with {warps} warps, peak {peak}");
        assert!(half < 0.6 * peak, "{preset}: {half:.3} a cycle with {} warps", warps / 2);
        assert!(more < 1.05 * peak, "{preset}: {more:.3} a cycle with {} warps, above the peak {peak}", warps + 8);
    }
}

/// Cycles of a launch of `warps` warps on `gpu`, each making 32 independent shared loads of
/// one word a lane (one pass each on 32 banks).
fn shared_loads_cycles(gpu: &GpuConfig, warps: u32) -> u64 {
    let loads: String = (0..32).map(|i| format!("    ld.shared.u32 %r{}, [buf+%r8]\n", 10 + i)).collect();
    let src = format!(
        ".kernel sh
.param .ptr out
.shared buf 128 4
    mov.u32 %r7, %tid.x
    and.b32 %r8, %r7, 31
    shl.b32 %r8, %r8, 2
{loads}    exit
"
    );
    timed_on(&src, gpu.clone(), SchedulerKind::Gto, 1, warps * 32, 1, &[]).1.cycles
}

#[test]
fn fermis_two_schedulers_share_one_group_of_load_store_units() {
    // Fermi's 16 load/store units serve both schedulers (`lsu_sm`): a warp's pass every 2
    // cycles an SM, so a second warp on the other scheduler adds its 32 passes' 64 cycles.
    let fermi = GpuConfig::load("fermi").unwrap();
    let (one, two) = (shared_loads_cycles(&fermi, 1), shared_loads_cycles(&fermi, 2));
    assert!(two >= one + 60, "fermi: 1 warp {one} cycles, 2 warps {two}");
    // With a unit a scheduler instead, the two warps' loads overlap.
    let mut own = fermi.clone();
    own.throughput.lsu_sm = None;
    let apart = shared_loads_cycles(&own, 2);
    assert!(apart + 60 <= two, "a unit a scheduler: 2 warps {apart} cycles; one group: {two}");
}

/// Cycles of a launch of `warps` warps on `gpu`, each running 32 independent `op`s of the
/// operands `srcs` (`sin.approx.f32` of `%r8`, `mul.lo.u32` of `%r8, %r8`).
fn ops_cycles(gpu: &GpuConfig, warps: u32, op: &str, srcs: &str) -> u64 {
    let ops: String = (0..32).map(|i| format!("    {op} %r{}, {srcs}\n", 10 + i)).collect();
    let src = format!(
        ".kernel sfu
.param .ptr out
    mov.u32 %r8, %tid.x
{ops}    exit
"
    );
    timed_on(&src, gpu.clone(), SchedulerKind::Gto, 1, warps * 32, 1, &[]).1.cycles
}

/// `ops_cycles` of an operation of one operand, `%r8`.
fn sfu_cycles(gpu: &GpuConfig, warps: u32, op: &str) -> u64 {
    ops_cycles(gpu, warps, op, "%r8")
}

#[test]
fn fermi_multiplies_and_shifts_integers_at_half_the_rate_it_adds_them() {
    // cc 2.0 runs 16 32-bit integer multiplies or shifts a cycle an SM and 32 adds (`imad` and
    // `shift` 4, `int` 2 a scheduler): a warp's 32 independent multiplies take twice its 32
    // adds' cycles.
    let fermi = GpuConfig::load("fermi").unwrap();
    let cycles = |gpu: &GpuConfig, op| ops_cycles(gpu, 1, op, "%r8, %r8");
    let (add, mul) = (cycles(&fermi, "add.u32"), cycles(&fermi, "mul.lo.u32"));
    assert!(mul >= add + 60 && mul <= add + 68, "fermi: 32 adds {add} cycles, 32 multiplies {mul}");
    // A multiply-add too, and shifts (a division by a power of two is one); logic is an add's
    // work.
    let mad = ops_cycles(&fermi, 1, "mad.lo.u32", "%r8, %r8, %r8");
    let shl = ops_cycles(&fermi, 1, "shl.b32", "%r8, 3");
    let shr = cycles(&fermi, "shr.u32");
    let div8 = ops_cycles(&fermi, 1, "div.u32", "%r8, 8");
    let and = cycles(&fermi, "and.b32");
    assert!(
        mad == mul && shl == mul && shr == mul && div8 == mul,
        "fermi: mad {mad}, shl {shl}, shr {shr}, div by 8 {div8}, mul {mul}"
    );
    assert_eq!(and, add, "fermi: and");
    // Without `imad` and `shift` the one integer unit multiplies and shifts as fast as it adds.
    let mut same = fermi.clone();
    same.throughput.imad = None;
    same.throughput.shift = None;
    assert!(cycles(&same, "mul.lo.u32") == add && cycles(&same, "shr.u32") == add);
}

#[test]
fn cc1x_converts_at_the_integer_rate() {
    // The CUDA Programming Guide of cc 1.x: "4 clock cycles for ... type conversion
    // instruction", 16 for the special functions (`throughput.conversions = "int"`).
    let gt200 = GpuConfig::load("gt200").unwrap();
    let add = ops_cycles(&gt200, 1, "add.u32", "%r8, %r8");
    let (cvt, f2i) = (sfu_cycles(&gt200, 1, "cvt.rn.f32.s32"), sfu_cycles(&gt200, 1, "cvt.rzi.s32.f32"));
    let sin = sfu_cycles(&gt200, 1, "sin.approx.f32");
    assert!(cvt == add && f2i == add, "gt200: 32 conversions {cvt} and {f2i} cycles, 32 adds {add}");
    assert!(sin >= add + 32 * 12 - 24, "gt200: 32 sines {sin} cycles (12 more each), 32 adds {add}");
    // Without the key they take the SFU's 16 cycles, as a sine does.
    let mut sfu = gt200.clone();
    sfu.throughput.conversions = None;
    assert_eq!(sfu_cycles(&sfu, 1, "cvt.rn.f32.s32"), sin);
}

#[test]
fn fermis_128_bit_shared_reads_are_two_way() {
    // Seed 000 of cc 2.x: "128-bit accesses cause 2-way bank conflicts". A warp reading 32
    // consecutive float4s is two half-warp requests of two passes: 2 conflicts a read on
    // `fermi`; `volta` (the H100's measured rule) counts its quarter-warps' 4 passes as none.
    let src = ".kernel quads
.param .ptr out
.shared buf 512 16
    mov.u32 %r1, %tid.x
    shl.b32 %r2, %r1, 4
    ld.shared.v4.f32 {%r4, %r5, %r6, %r7}, [buf+%r2]
    ld.shared.v4.f32 {%r8, %r9, %r10, %r11}, [buf+%r2]
    exit
";
    let (_, fermi) = timed(src, "fermi", SchedulerKind::Gto, 1, 32, 1, &[]);
    assert_eq!(fermi.shared_bank_conflicts, 4, "fermi: two reads of 2 conflicts each");
    let (_, volta) = timed(src, "volta", SchedulerKind::Gto, 1, 32, 1, &[]);
    assert_eq!(volta.shared_bank_conflicts, 0);
}

#[test]
fn fermis_two_schedulers_share_its_four_sfus() {
    // Fermi's 4 SFUs serve both schedulers (`sfu_sm` 8): a warp's sine every 8 cycles an SM,
    // so a second warp on the other scheduler adds its 32 sines' 256 cycles (less the one
    // that overlaps the first warp's tail).
    let fermi = GpuConfig::load("fermi").unwrap();
    let (one, two) = (sfu_cycles(&fermi, 1, "sin.approx.f32"), sfu_cycles(&fermi, 2, "sin.approx.f32"));
    assert!(one >= 32 * 8 && two >= one + 240, "fermi sines: 1 warp {one} cycles, 2 warps {two}");
    // Conversions take each scheduler's unit alone (16 a cycle an SM): the two warps overlap.
    let (one, two) = (sfu_cycles(&fermi, 1, "cvt.rn.f32.s32"), sfu_cycles(&fermi, 2, "cvt.rn.f32.s32"));
    assert!(two <= one + 8, "fermi conversions: 1 warp {one} cycles, 2 warps {two}");
    // Without the shared group, the sines overlap as the conversions do.
    let mut own = fermi.clone();
    own.throughput.sfu_sm = None;
    let (one, two) = (sfu_cycles(&own, 1, "sin.approx.f32"), sfu_cycles(&own, 2, "sin.approx.f32"));
    assert!(two <= one + 8 && one < 32 * 8, "a unit a scheduler: 1 warp {one} cycles, 2 warps {two}");
}

/// A grid-stride loop adding 1 to each of `n` words, with `k` independent FP32 instructions
/// between each global load and its use.
fn grid_stride(k: usize) -> String {
    let arith: String = (0..k).map(|i| format!("    add.f32 %r{}, %r{}, 1.0\n", 10 + i % 8, 10 + i % 8)).collect();
    format!(
        ".kernel copy
.param .ptr out
.param .u32 n
    ld.param.u64 %rd1, [out]
    ld.param.u32 %r9, [n]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mov.u32 %r4, %nctaid.x
    mad.lo.u32 %r5, %r2, %r3, %r1
    mul.lo.u32 %r6, %r3, %r4
loop:
    setp.ge.u32 %p1, %r5, %r9
    @%p1 bra done
    mul.wide.u32 %rd2, %r5, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r7, [%rd3]
{arith}    add.u32 %r7, %r7, 1
    st.global.u32 [%rd3], %r7
    add.u32 %r5, %r5, %r6
    bra loop
done:
    exit
"
    )
}

#[test]
fn more_resident_warps_hide_memory_latency_until_bandwidth_binds() {
    let n = 65536u32;
    let mut cycles = Vec::new();
    let mut bound = Vec::new();
    // Resident warps per SM of the 4-SM default preset: 1, 2, 4, ..., 64.
    for (grid, threads) in [(4, 32), (4, 64), (4, 128), (4, 256), (4, 512), (4, 1024), (8, 1024)] {
        let (out, r) = timed(&grid_stride(0), "default", SchedulerKind::Gto, grid, threads, n as usize, &[n]);
        assert!(out.iter().all(|&v| v == 1));
        cycles.push(r.cycles as f64);
        // The bytes DRAM moved at its 64 bytes per cycle: no number of warps beats that. (The
        // 256 KB read all come from DRAM; the 256 KB written mostly stay in the write-back L2.)
        let m = &r.memory;
        assert_eq!(m.dram_read_bytes, 4 * n as u64);
        bound.push((m.dram_read_bytes + m.dram_write_bytes) as f64 / 64.0);
    }
    // Cycles fall as warps are added (latency hidden by switching warps)...
    for w in cycles.windows(2).take(4) {
        assert!(w[1] < w[0] * 0.8, "cycles should fall by 20% or more per doubling at low occupancy: {cycles:?}");
    }
    // ...until DRAM bandwidth, not latency, is the limit: with 64 warps per SM the kernel runs
    // within 25% of the bandwidth bound, with few warps far from it.
    let last = cycles.len() - 1;
    assert!(cycles[last] >= bound[last] && cycles[last] < bound[last] * 1.25, "{cycles:?} against {bound:?}");
    assert!(cycles[2] > bound[2] * 4.0, "{cycles:?} against {bound:?}");
}

#[test]
fn policies_change_cycles_but_not_values() {
    let n = 8192u32;
    let policies = [
        SchedulerKind::Lrr,
        SchedulerKind::Gto,
        SchedulerKind::OldestFirst,
        SchedulerKind::YoungestFirst,
        SchedulerKind::TwoLevel { pool: 4 },
        SchedulerKind::Random { seed: 5 },
    ];
    let mut results = Vec::new();
    for p in policies {
        let (out, r) = timed(&grid_stride(0), "default", p, 8, 256, n as usize, &[n]);
        results.push((out, r.cycles));
    }
    for (out, _) in &results {
        assert_eq!(out, &results[0].0, "values must not depend on the scheduler");
    }
    let mut cycles: Vec<u64> = results.iter().map(|r| r.1).collect();
    cycles.dedup();
    assert!(cycles.len() > 1, "some policies should differ in cycles: {cycles:?}");
}

#[test]
fn coalescing_shows_in_transactions_and_cycles() {
    let src = "
.kernel strided
.param .ptr out
.param .u32 stride
    ld.param.u64 %rd1, [out]
    ld.param.u32 %r9, [stride]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mad.lo.u32 %r3, %r2, 256, %r1
    mul.lo.u32 %r3, %r3, %r9
    mul.wide.u32 %rd2, %r3, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r4, [%rd3]
    st.global.u32 [%rd3], %r4
    exit
";
    let (_, s1) = timed(src, "volta", SchedulerKind::Gto, 64, 256, 64 * 256 * 2, &[1]);
    let (_, s2) = timed(src, "volta", SchedulerKind::Gto, 64, 256, 64 * 256 * 2, &[2]);
    assert_eq!(s1.gld_transactions, 64 * 8 * 4);
    assert_eq!(s2.gld_transactions, 2 * s1.gld_transactions, "stride 2 needs twice the sectors");
    assert!(s2.cycles > s1.cycles, "and more cycles: {} vs {}", s2.cycles, s1.cycles);
}

#[test]
fn more_arithmetic_per_load_moves_the_knee_to_fewer_warps() {
    // One V100-like SM: 16 -> 32 resident warps.
    let mut gpu = GpuConfig::load("volta").unwrap();
    gpu.gpu.sms = 1;
    let n = 32768u32;
    let ratio = |k: usize| {
        let src = grid_stride(k);
        let (out, w16) = timed_on(&src, gpu.clone(), SchedulerKind::Gto, 1, 512, n as usize, &[n]);
        assert!(out.iter().all(|&v| v == 1));
        let (_, w32) = timed_on(&src, gpu.clone(), SchedulerKind::Gto, 1, 1024, n as usize, &[n]);
        w32.cycles as f64 / w16.cycles as f64
    };
    // Little arithmetic per load: still latency-bound, doubling the warps halves the time.
    let lean = ratio(0);
    assert!(lean < 0.6, "k = 0: 16 -> 32 warps should nearly halve cycles, ratio {lean:.2}");
    // Much arithmetic per load: fewer warps already hide the latency; the issue rate binds.
    let heavy = ratio(32);
    assert!(heavy > 0.65, "k = 32: 16 -> 32 warps should gain little, ratio {heavy:.2}");
}

#[test]
fn local_memory_is_interleaved_per_thread_and_counted_apart() {
    // Each thread keeps two words and a 64-bit value in local memory at the same offsets as
    // every other thread: interleaved across the lanes, a warp's access to one variable is
    // consecutive (4 sectors for words, 8 for 8-byte values), and is not a global access.
    let src = "
.kernel loc
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r4, %r2, %r3, %r1
    mov.u32 %r9, 0
    st.local.u32 [%r9], %r4
    add.u32 %r5, %r4, 7
    st.local.u32 [%r9+4], %r5
    cvt.u64.u32 %rd5, %r4
    st.local.u64 [%r9+8], %rd5
    ld.local.u32 %r6, [%r9]
    ld.local.u32 %r7, [%r9+4]
    ld.local.u64 %rd6, [%r9+8]
    cvt.u32.u64 %r8, %rd6
    add.u32 %r6, %r6, %r7
    add.u32 %r6, %r6, %r8
    mul.wide.u32 %rd2, %r4, 4
    add.s64 %rd3, %rd1, %rd2
    st.global.u32 [%rd3], %r6
    exit
";
    let (blocks, threads) = (8u32, 128u32);
    let warps = (blocks * threads / 32) as u64;
    for preset in ["volta", "hopper", "fermi"] {
        let (out, r) = timed(src, preset, SchedulerKind::Gto, blocks, threads, (blocks * threads) as usize, &[]);
        let want: Vec<u32> = (0..blocks * threads).map(|i| 3 * i + 7).collect();
        assert_eq!(out, want, "{preset}");
        // Per 128 bytes: 4 sectors; cc 2.x loads count one 128-byte line (its stores, sectors).
        let load_units = if preset == "fermi" { 1 } else { 4 };
        // Two words (128 bytes a warp each) and one 8-byte value (256 bytes): 4 x 128 bytes.
        assert_eq!(r.local_store_transactions, warps * 4 * 4, "{preset}");
        assert_eq!(r.local_load_transactions, warps * 4 * load_units, "{preset}");
        assert_eq!(r.local_store_bytes, warps * (128 + 128 + 256), "{preset}");
        assert_eq!(r.local_load_bytes, warps * (128 + 128 + 256), "{preset}");
        // Only the final store is global.
        assert_eq!(r.gst_transactions, warps * 4, "{preset}");
        assert_eq!(r.gld_transactions, 0, "{preset}");
    }
}

/// Live warp-cycles of a launch from its report: achieved occupancy x the SM's warp slots x
/// the SM-cycles that hosted it.
fn warp_cycles(r: &TimingReport, gpu: &GpuConfig) -> f64 {
    let hosting = gpu.gpu.sms as f64 * r.cycles as f64 - r.stalls.idle as f64;
    r.achieved_occupancy * gpu.sm.max_warps as f64 * hosting
}

/// Every live warp-cycle is either an issue or exactly one stall reason.
fn assert_partitioned(what: &str, r: &TimingReport, gpu: &GpuConfig) {
    let s = &r.stalls;
    let stalled = s.memory_dependency + s.execution_dependency + s.barrier + s.pipe_busy + s.not_selected;
    let issued = (r.ipc * r.cycles as f64).round();
    let live = warp_cycles(r, gpu);
    assert!(
        (stalled as f64 + issued - live).abs() <= live * 1e-9,
        "{what}: {stalled} stalled + {issued} issued warp-cycles against {live} live ({s:?})"
    );
}

#[test]
fn a_warps_issue_cycles_are_not_stalls() {
    // One warp: ten dependent additions, each issuing `alu` cycles after the one before.
    let chain: String = (0..10).map(|_| "    add.u32 %r1, %r1, 1\n").collect();
    let src = format!(".kernel chain\n.param .ptr out\n    mov.u32 %r1, 1\n{chain}    exit\n");
    let gpu = GpuConfig::load("default").unwrap();
    let alu = gpu.latency.alu as u64;
    let (_, r) = timed_on(&src, gpu.clone(), SchedulerKind::Gto, 1, 32, 1, &[]);
    // mov at 0, the additions at alu, 2 alu, ..., 10 alu, exit the cycle after: 12 issues in
    // 10 alu + 2 live cycles; the rest the warp waited on the previous addition.
    assert_eq!(r.stalls.execution_dependency, 10 * (alu - 1), "{:?}", r.stalls);
    assert_eq!(r.stalls.memory_dependency + r.stalls.not_selected + r.stalls.pipe_busy + r.stalls.barrier, 0);
    assert_partitioned("chain", &r, &gpu);
}

#[test]
fn stall_reasons_and_issues_partition_live_warp_cycles() {
    let n = 8192u32;
    for preset in ["default", "fermi", "gt200"] {
        let gpu = GpuConfig::load(preset).unwrap();
        for p in [SchedulerKind::Gto, SchedulerKind::Lrr] {
            let (_, r) = timed_on(&grid_stride(2), gpu.clone(), p, 8, 256, n as usize, &[n]);
            assert!(r.stalls.memory_dependency > 0);
            assert_partitioned(&format!("grid-stride on {preset}"), &r, &gpu);
        }
    }
    // Barriers (a warp arriving last releases the others, itself included, in its issue cycle).
    let src = "
.kernel bar
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, 0
loop:
    and.b32 %r3, %r1, 32
    setp.eq.u32 %p1, %r3, 0
    @%p1 add.u32 %r2, %r2, 3
    bar.sync 0
    add.u32 %r2, %r2, 1
    setp.lt.u32 %p2, %r2, 40
    @%p2 bra loop
    mul.wide.u32 %rd2, %r1, 4
    add.s64 %rd3, %rd1, %rd2
    st.global.u32 [%rd3], %r2
    exit
";
    for preset in ["default", "g80"] {
        let gpu = GpuConfig::load(preset).unwrap();
        let (_, r) = timed_on(src, gpu.clone(), SchedulerKind::Gto, 6, 256, 256, &[]);
        assert!(r.stalls.barrier > 0);
        assert_partitioned(&format!("barrier loop on {preset}"), &r, &gpu);
    }
}

#[test]
fn warps_held_by_a_busy_unit_stall_as_pipe_busy_while_their_sm_sleeps() {
    // On cc 1.0 a scattered load is 16 transactions a half-warp, holding the load/store unit
    // for over a hundred cycles. An SM whose every ready warp waits for it sleeps until it
    // frees, counting those cycles as pipe-busy stalls at once; 256 one-warp blocks over 128
    // block slots retire and dispatch while others sleep, which wakes them early (the counts
    // then take back the cycles not slept). Values read from the zeroed upper half, plus one.
    let src = "
.kernel scatter
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r4, %r2, %r3, %r1
    mul.lo.u32 %r5, %r4, 33
    and.b32 %r5, %r5, 8191
    add.u32 %r5, %r5, 8192
    mul.wide.u32 %rd2, %r5, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r6, [%rd3]
    ld.global.u32 %r7, [%rd3+4]
    add.u32 %r8, %r6, %r7
    add.u32 %r8, %r8, 1
    mul.wide.u32 %rd4, %r4, 4
    add.s64 %rd5, %rd1, %rd4
    st.global.u32 [%rd5], %r8
    exit
";
    let gpu = GpuConfig::load("g80").unwrap();
    for p in [SchedulerKind::Gto, SchedulerKind::Lrr] {
        let (out, r) = timed_on(src, gpu.clone(), p, 256, 32, 16385, &[]);
        assert!(out[..8192].iter().all(|&v| v == 1));
        assert_eq!(r.gld_incoherent, 2 * 256 * 2, "{p:?}");
        assert!(r.stalls.pipe_busy > r.stalls.not_selected, "{:?}", r.stalls);
        assert_partitioned(&format!("scattered loads on g80, {p:?}"), &r, &gpu);
    }
}

/// Independent FP32 and integer additions in a loop: a mix two issue slots can overlap.
const MIXED_UNITS: &str = "
.kernel mix
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mov.u32 %r3, %ntid.x
    mad.lo.u32 %r4, %r2, %r3, %r1
    cvt.rn.f32.u32 %r10, %r4
    mov.f32 %r11, 0.5
    mov.u32 %r12, %r4
    mov.u32 %r13, 7
    mov.u32 %r5, 0
loop:
    add.f32 %r10, %r10, 1.0
    add.u32 %r12, %r12, 3
    add.f32 %r11, %r11, 2.0
    add.u32 %r13, %r13, %r4
    add.u32 %r5, %r5, 1
    setp.lt.u32 %p1, %r5, 32
    @%p1 bra loop
    cvt.rzi.u32.f32 %r6, %r10
    add.u32 %r6, %r6, %r12
    add.u32 %r6, %r6, %r13
    cvt.rzi.u32.f32 %r7, %r11
    add.u32 %r6, %r6, %r7
    mul.wide.u32 %rd2, %r4, 4
    add.s64 %rd3, %rd1, %rd2
    st.global.u32 [%rd3], %r6
    exit
";

#[test]
fn schedulers_issuing_two_a_cycle_overlap_units_without_changing_values() {
    let (grid, block) = (16, 512);
    let words = (grid * block) as usize;
    let mut runs = Vec::new();
    for width in [1, 2] {
        let mut gpu = GpuConfig::load("default").unwrap();
        gpu.set("sm.issue_per_scheduler", &width.to_string()).unwrap();
        // 32-wide integer and FP32 units (one warp instruction each per cycle, as on Fermi), so
        // issue, not the units, is what bounds a single-issue scheduler.
        gpu.set("throughput.int", "1").unwrap();
        gpu.set("throughput.fp32", "1").unwrap();
        for p in [SchedulerKind::Gto, SchedulerKind::Lrr, SchedulerKind::Random { seed: 1 }] {
            let (out, r) = timed_on(MIXED_UNITS, gpu.clone(), p, grid, block, words, &[]);
            let slots = (gpu.gpu.sms * gpu.sm.schedulers * width) as f64;
            assert!(r.ipc <= slots, "width {width}: IPC {} above the {slots} issue slots", r.ipc);
            // Every live warp-cycle is still an issue or one stall reason.
            assert_partitioned(&format!("width {width}, {p:?}"), &r, &gpu);
            runs.push((width, out, r));
        }
    }
    let t = 5u32;
    let expected = (t as f32 + 32.0) as u32 + (t + 3 * 32) + (7 + t * 32) + (0.5f32 + 2.0 * 32.0) as u32;
    for (width, out, _) in &runs {
        assert_eq!(out, &runs[0].1, "values must not depend on the issue width ({width})");
    }
    assert_eq!(runs[0].1[t as usize], expected);
    // One issue a scheduler a cycle bounds the single-issue runs; two slots go past that bound
    // (an FP32 and an integer instruction of two warps in one cycle) and take fewer cycles.
    let single_bound = (4 * 4) as f64;
    for ((_, _, one), (_, _, two)) in runs[..3].iter().zip(&runs[3..]) {
        assert!(
            one.ipc <= single_bound && two.ipc > single_bound,
            "IPC {} with one slot, {} with two",
            one.ipc,
            two.ipc
        );
        assert!(
            (two.cycles as f64) < one.cycles as f64 * 0.8,
            "{} cycles with two slots against {}",
            two.cycles,
            one.cycles
        );
    }
}

#[test]
fn a_block_slot_takes_the_turnaround_before_its_next_block() {
    // One block slot per SM and blocks that only exit: with a turnaround, each block's slot
    // waits that long before the next block starts in it, so 16 blocks per SM take 15 x the
    // turnaround longer than without (the last block's comes after the launch).
    let src = ".kernel nothing\n.param .ptr out\n    exit\n";
    let (sms, per_sm) = (4u64, 16u64);
    let mut base = 0;
    for turnaround in [0u64, 37, 300] {
        let mut gpu = GpuConfig::load("default").unwrap();
        gpu.set("sm.max_blocks", "1").unwrap();
        gpu.set("gpu.block_turnaround_cycles", &turnaround.to_string()).unwrap();
        let (_, r) = timed_on(src, gpu.clone(), SchedulerKind::Gto, (sms * per_sm) as u32, 64, 1, &[]);
        assert_partitioned(&format!("turnaround {turnaround}"), &r, &gpu);
        if turnaround == 0 {
            base = r.cycles;
            assert!(base <= 2 * per_sm, "{base} cycles without a turnaround");
        }
        // The last block's turnaround is after the launch's end.
        let want = base + (per_sm - 1) * turnaround;
        assert!(r.cycles.abs_diff(want) <= per_sm, "{} cycles at {turnaround}, want about {want}", r.cycles);
        assert_eq!(r.stalls.idle > 0, turnaround > 0, "SMs wait idle through the turnaround");
    }
    let mut gpu = GpuConfig::load("default").unwrap();
    let e = gpu.set("gpu.block_turnaround_cycles", "2000000").unwrap_err();
    assert!(e.to_string().contains("gpu.block_turnaround_cycles"), "{e}");
}

#[test]
fn a_launch_that_writes_memory_ends_its_write_tail_later() {
    // `gpu.launch_write_tail_cycles`: a launch that stored to global or local memory, or ran a
    // global atomic, ends that long after its last block and the L2's taking of its last
    // store; one that only computes, loads or writes shared memory ends when its last block
    // does. Its warps and results are as without the tail; the SMs wait idle through it.
    let kernels = [
        ("store", ".kernel k\n.param .ptr out\n    ld.param.u64 %rd1, [out]\n    st.global.u32 [%rd1], 7\n    exit\n", true),
        (
            "atomic",
            ".kernel k\n.param .ptr out\n    ld.param.u64 %rd1, [out]\n    atom.global.add.u32 %r1, [%rd1], 1\n    exit\n",
            true,
        ),
        ("local store", ".kernel k\n.param .ptr out\n    mov.u32 %r9, 0\n    st.local.u32 [%r9], 7\n    exit\n", true),
        ("load", ".kernel k\n.param .ptr out\n    ld.param.u64 %rd1, [out]\n    ld.global.u32 %r1, [%rd1]\n    exit\n", false),
        (
            "shared store",
            ".kernel k\n.param .ptr out\n.shared s 256\n    mov.u32 %r1, %tid.x\n    shl.b32 %r1, %r1, 2\n    st.shared.u32 [%r1], 7\n    exit\n",
            false,
        ),
        ("arithmetic", ".kernel k\n.param .ptr out\n    mov.u32 %r1, %tid.x\n    add.u32 %r1, %r1, 1\n    exit\n", false),
    ];
    for (what, src, writes) in kernels {
        let mut base = None;
        for tail in [0u64, 400] {
            let mut gpu = GpuConfig::load("default").unwrap();
            gpu.set("gpu.launch_write_tail_cycles", &tail.to_string()).unwrap();
            let (out, r) = timed_on(src, gpu.clone(), SchedulerKind::Gto, 8, 64, 1, &[]);
            assert_partitioned(&format!("{what}, tail {tail}"), &r, &gpu);
            let Some((base_out, base_r)) = &base else {
                base = Some((out, r));
                continue;
            };
            assert_eq!(&out, base_out, "{what}: the results do not change");
            let want = base_r.cycles + if writes { tail } else { 0 };
            assert_eq!(r.cycles, want, "{what}: {} cycles with a tail of {tail}, {} without", r.cycles, base_r.cycles);
            assert_eq!(r.stalls.idle > base_r.stalls.idle, writes, "{what}: the SMs idle through the tail");
        }
    }
    let mut gpu = GpuConfig::load("default").unwrap();
    let e = gpu.set("gpu.launch_write_tail_cycles", "2000000").unwrap_err();
    assert!(e.to_string().contains("gpu.launch_write_tail_cycles"), "{e}");
}

#[test]
fn the_block_dispatcher_bounds_grids_of_short_blocks() {
    // Blocks that only exit: without a dispatcher rate they start as fast as SMs have room;
    // with one, a grid takes blocks x `block_launch_cycles` (fractions carried over, not
    // rounded up to a cycle a block), and the SMs wait idle between them.
    let src = ".kernel nothing\n.param .ptr out\n    exit\n";
    let blocks = 4096u32;
    let mut cycles = Vec::new();
    for rate in [0.0, 1.19, 2.5] {
        let mut gpu = GpuConfig::load("default").unwrap();
        gpu.set("gpu.block_launch_cycles", &rate.to_string()).unwrap();
        let (_, r) = timed_on(src, gpu.clone(), SchedulerKind::Gto, blocks, 64, 1, &[]);
        assert_partitioned(&format!("rate {rate}"), &r, &gpu);
        cycles.push(r.cycles as f64);
        if rate > 0.0 {
            let bound = blocks as f64 * rate;
            assert!(
                r.cycles as f64 >= bound - rate && (r.cycles as f64) < bound + 50.0,
                "{} cycles at {rate}",
                r.cycles
            );
            assert!(r.stalls.idle > 0);
        }
    }
    // Four SMs with 32 block slots each start up to four blocks a cycle without the rate.
    assert!(cycles[0] < cycles[1] / 2.0, "{cycles:?}");
}

/// The cycles from a `%clock` read to the next one with `ops` between them (their operands
/// `%r5` and `%r6` ready).
fn clock_gap(preset: &GpuConfig, ops: &str) -> u32 {
    let src = format!(
        "
.kernel gap
.param .ptr out
    mov.u32 %r5, 1000003
    mov.u32 %r6, 77
    add.u32 %r9, %r5, %r6        // issues once both are ready
    mov.u32 %r1, %clock
{ops}
    mov.u32 %r3, %clock
    sub.u32 %r4, %r3, %r1
    ld.param.u64 %rd1, [out]
    st.global.u32 [%rd1], %r4
    exit
"
    );
    timed_on(&src, preset.clone(), SchedulerKind::Gto, 1, 32, 1, &[]).0[0]
}

#[test]
fn an_integer_sequence_holds_its_scheduler_for_the_presets_cycles() {
    // t0: the first clock read takes the int unit for its interval; the operation issues then
    // and, when the preset runs it as a sequence, holds every unit of the scheduler for its
    // cycles, so the next clock read comes that much later (one interval for a plain one).
    for name in ["g80", "gt200", "fermi", "volta", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let (i, q) = (gpu.throughput.int, &gpu.sequences);
        let held = |c: u32| if c == 0 { i } else { c };
        // (A native multiply holds the FMA pipe `imad` cycles where the preset says so.)
        let multiply = if q.mul32 == 0 { gpu.throughput.imad.unwrap_or(i) } else { q.mul32 };
        for (op, cycles) in [
            ("mul.lo.u32 %r2, %r5, %r6", multiply),
            ("mad.lo.u32 %r2, %r5, %r6, %r5", multiply),
            ("mul.wide.u32 %rd2, %r5, %r6", multiply),
            ("mul.hi.u32 %r2, %r5, %r6", held(q.mul_hi)),
            ("mul24.lo.u32 %r2, %r5, %r6", held(q.mul24)),
            ("div.u32 %r2, %r5, %r6", held(q.div)),
            ("rem.u32 %r2, %r5, %r6", held(q.rem)),
            ("div.u32 %r2, %r5, 9", held(q.div_const)),
            ("rem.u32 %r2, %r5, 18", held(q.rem_const)),
            ("div.s32 %r2, %r5, %r6", held(q.sdiv())),
            ("rem.s32 %r2, %r5, %r6", held(q.srem())),
            ("div.s64 %rd2, %rd5, %rd6", held(q.sdiv64())),
            ("rem.s64 %rd2, %rd5, %rd6", held(q.sdiv64())),
            ("div.u64 %rd2, %rd5, %rd6", held(q.div64())),
            ("rem.u64 %rd2, %rd5, %rd6", held(q.div64())),
            ("div.u64 %rd2, %rd5, 9", held(q.div_const)),
            ("div.s32 %r2, %r5, 9", held(q.sdiv_const())),
            ("rem.s32 %r2, %r5, 18", held(q.srem_const())),
            // Signed by a power of two: the sign's rounding and the shift (by 2, one native
            // instruction of 3, or of 4 for a remainder, fewer); by 1 nothing.
            ("div.s32 %r2, %r5, 8", held(q.sdiv_pow2.unwrap())),
            ("rem.s32 %r2, %r5, 16", held(q.srem_pow2.unwrap())),
            ("div.s32 %r2, %r5, 2", held((2 * q.sdiv_pow2.unwrap() + 1) / 3)),
            ("rem.s32 %r2, %r5, 2", held((3 * q.srem_pow2.unwrap() + 2) / 4)),
            ("div.s32 %r2, %r5, 1", i),
            // 64-bit integer adds, logic, shifts, compares and selects: two native instructions
            // where the preset says so; their 32-bit forms, and 64-bit moves, one.
            ("add.s64 %rd2, %rd5, %rd6", held(q.int64())),
            ("sub.u64 %rd2, %rd5, 7", held(q.int64())),
            ("xor.b64 %rd2, %rd5, %rd6", held(q.int64())),
            ("not.b64 %rd2, %rd5", held(q.int64())),
            ("shl.b64 %rd2, %rd5, 3", held(q.int64())),
            // A minimum or maximum, four: twice the entry, or four ALU-pipe instructions where
            // that pipe has its own rate and they take longer.
            ("max.s64 %rd2, %rd5, %rd6", held((2 * q.int64()).max(4 * gpu.throughput.alu.unwrap_or(0)))),
            ("min.u64 %rd2, %rd5, %rd6", held((2 * q.int64()).max(4 * gpu.throughput.alu.unwrap_or(0)))),
            ("setp.lt.u64 %p2, %rd5, %rd6", held(q.int64())),
            ("selp.b64 %rd2, %rd5, %rd6, %p1", held(q.int64())),
            ("add.u32 %r2, %r5, %r6", i),
            ("xor.b32 %r2, %r5, %r6", i),
            ("setp.lt.u32 %p2, %r5, %r6", i),
            ("mov.b64 %rd2, %rd5", i),
            ("and.pred %p2, %p1, %p1", i),
            // Unsigned by a power of two: a shift.
            ("mul.lo.u32 %r2, %r5, 8", i),
            ("div.u32 %r2, %r5, 8", i),
            ("rem.u32 %r2, %r5, 16", i),
        ] {
            let gap = clock_gap(&gpu, &format!("    {op}"));
            match gpu.throughput.imad {
                // One native instruction where the ALU and FMA pipes have prices of their own:
                // the second clock read waits for the operation's pipe (`alu` or `imad`
                // cycles) only where the balance put both on the same one.
                Some(imad) if cycles == i => {
                    let most = imad.max(gpu.throughput.alu.unwrap_or(imad));
                    assert!((i + 1..=i + most).contains(&gap), "{name}: {op}: {gap}");
                }
                _ => assert_eq!(gap, i + cycles, "{name}: {op}"),
            }
        }
    }
    // A float division goes to the fp32 unit, free at t0 + 1: a sequence holds the scheduler
    // from there; a division by a power of two (or none, on cc 1.x) lets the second clock read
    // go when the int unit frees.
    for name in ["g80", "fermi", "volta", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let (i, fdiv) = (gpu.throughput.int, gpu.sequences.fdiv);
        // (A warp issues one instruction a cycle: the clock reads are 2 apart at the least.)
        let want = if fdiv == 0 { i.max(2) } else { 1 + fdiv };
        assert_eq!(clock_gap(&gpu, "    div.f32 %r2, %r5, %r6"), want, "{name}: div.f32");
        assert_eq!(clock_gap(&gpu, "    div.f32 %r2, %r5, 0.25"), i.max(2), "{name}: div.f32 by 0.25");
    }
    // A double division likewise, on the fp64 unit (one fp64 instruction on cc 1.3, which has
    // no measured sequence); its consumer waits the preset's `ddiv` latency after the sequence.
    for name in ["gt200", "fermi", "volta", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let (i, ddiv) = (gpu.throughput.int, gpu.sequences.ddiv);
        let want = if ddiv == 0 { i.max(2) } else { 1 + ddiv };
        assert_eq!(clock_gap(&gpu, "    div.f64 %rd2, %rd5, %rd6"), want, "{name}: div.f64");
        assert_eq!(clock_gap(&gpu, "    div.f64 %rd2, %rd5, 0.5"), i.max(2), "{name}: div.f64 by 0.5");
        // The consumer issues once the result is there (from t0 + 1), the clock read a cycle on.
        let result = gpu.latency.ddiv().max(if ddiv == 0 { 0 } else { ddiv + gpu.latency.alu });
        let consumer = "    div.f64 %rd2, %rd5, %rd6\n    add.f64 %rd7, %rd2, %rd6";
        assert_eq!(clock_gap(&gpu, consumer), 1 + result + 1, "{name}: a consumer of div.f64");
    }
    // On cc 1.x a 32-bit multiply is 4 of mul24's; from cc 2.0 mul24 is the slower one (the
    // seeds: "__mul24 is actually slower"), though a multiply takes `imad` (fermi: 4). (The
    // H100's, measured, differ by a cycle in a loop: tests/calibration.rs.)
    let g80 = GpuConfig::load("g80").unwrap();
    assert_eq!((g80.sequences.mul32, g80.sequences.mul24), (16, 0));
    for name in ["fermi", "volta"] {
        let gpu = GpuConfig::load(name).unwrap();
        assert_eq!(gpu.sequences.mul32, 0, "{name}");
        let (mul, mul24) = (
            clock_gap(&gpu, "    mul.lo.u32 %r7, %r5, %r6\n    mul.lo.u32 %r8, %r5, %r6"),
            clock_gap(&gpu, "    mul24.lo.u32 %r7, %r5, %r6\n    mul24.lo.u32 %r8, %r5, %r6"),
        );
        assert!(mul24 > mul, "{name}: two mul24 {mul24} cycles, two mul.lo {mul}");
    }
    // A cc 2.0 scheduler issues an integer or f32 warp instruction every 2 cycles at the most,
    // so a division holds fermi's for at least its native instructions' issue slots (the H100's
    // SASS, calibration/h100/int-ops-sm_90.sass): 16 to 25 for a 32-bit integer division or
    // remainder by a register, 10 for a float division, and for a double division 8 on the
    // fp64 unit and 7 others.
    let fermi = GpuConfig::load("fermi").unwrap();
    let t = &fermi.throughput;
    for (op, least) in [
        ("div.u32 %r2, %r5, %r6", 16 * t.int),
        ("rem.u32 %r2, %r5, %r6", 16 * t.int),
        ("div.s32 %r2, %r5, %r6", 16 * t.int),
        ("rem.s32 %r2, %r5, %r6", 16 * t.int),
        ("div.f32 %r2, %r5, %r6", 10 * t.fp32),
        ("div.f64 %rd2, %rd5, %rd6", 8 * t.fp64 + 7 * t.int),
    ] {
        let gap = clock_gap(&fermi, &format!("    {op}"));
        assert!(gap > least, "fermi: {op} {gap} cycles, at least {least} for its native instructions");
    }
    // A 64-bit add or bitwise operation is two native instructions on a 32-bit datapath
    // (IADD3 and IADD3.X, two LOP3s), so its warp's next instruction waits two of the int
    // unit's issue slots at least on the presets that price the SASS (`sequences.int64`).
    for name in ["fermi", "volta", "default", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let least = 2 * gpu.throughput.int;
        for op in ["add.s64 %rd2, %rd5, %rd6", "xor.b64 %rd2, %rd5, %rd6"] {
            let gap = clock_gap(&gpu, &format!("    {op}"));
            assert!(gap > least, "{name}: {op} {gap} cycles, at least {least} for its two native instructions");
        }
    }
}

#[test]
fn signed_divisions_fall_back_to_the_unsigned_entries_where_a_preset_has_none() {
    // A preset file written before the signed entries existed prices signed divisions as the
    // unsigned ones, as warpsim did then.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../presets/hopper.toml")).unwrap();
    let old: String = text
        .lines()
        .filter(|l| {
            !["sdiv ", "srem ", "sdiv_const ", "srem_const ", "div64 ", "sdiv64 ", "sdiv_pow2 ", "srem_pow2 "]
                .iter()
                .any(|k| l.starts_with(k))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let gpu = GpuConfig::parse("old.toml", &old).unwrap();
    let (q, i) = (&gpu.sequences, gpu.throughput.int);
    assert_eq!((q.sdiv, q.srem, q.sdiv_const, q.srem_const), (None, None, None, None));
    assert_eq!((q.div64, q.sdiv64, gpu.latency.div64), (None, None, None));
    assert_eq!(clock_gap(&gpu, "    div.u64 %rd2, %rd5, %rd6"), i + q.div);
    assert_eq!(clock_gap(&gpu, "    div.s32 %r2, %r5, %r6"), i + q.div);
    assert_eq!(clock_gap(&gpu, "    rem.s32 %r2, %r5, 18"), i + q.rem_const);
    // Without `sdiv_pow2` and `srem_pow2` a signed division by a power of two is a shift.
    assert_eq!((q.sdiv_pow2, q.srem_pow2), (None, None));
    assert_eq!(clock_gap(&gpu, "    div.s32 %r2, %r5, 8"), i + i);
    assert_eq!(clock_gap(&gpu, "    rem.s32 %r2, %r5, 8"), i + i);
    let consumer = "    div.s32 %r2, %r5, 8\n    add.u32 %r7, %r2, %r6";
    // (The operation waits for the first clock read's int unit, the second clock read for the
    // consumer's.)
    assert_eq!(clock_gap(&gpu, consumer), i + gpu.latency.alu + i, "a consumer of a shift");
    // With them its consumer waits for the native instructions one after another (3 ALU
    // latencies, 4 for a remainder), or for the sequence's cycles and an ALU latency if longer.
    for name in ["g80", "fermi", "volta", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let (alu, q, i) = (gpu.latency.alu, &gpu.sequences, gpu.throughput.int);
        for (op, natives, cycles) in [("div", 3, q.sdiv_pow2.unwrap()), ("rem", 4, q.srem_pow2.unwrap())] {
            let consumer = format!("    {op}.s32 %r2, %r5, 8\n    add.u32 %r7, %r2, %r6");
            let result = (natives * alu).max(cycles + alu);
            // (The consumer's add holds its pipe `imad` cycles where the preset has an ALU
            // pipe and the key, and `alu` if the balance puts it on the ALU pipe: the same on
            // `hopper`. Without an ALU pipe, `imad` prices multiplies only: `int`.)
            let t = &gpu.throughput;
            let add = if t.alu.is_some() { t.imad.unwrap_or(i) } else { i };
            assert!(t.alu.is_none() || t.imad.is_none() || t.alu == t.imad, "{name}");
            assert_eq!(clock_gap(&gpu, &consumer), i + result + add, "{name}: a consumer of {op}.s32 by 8");
        }
    }
    // The built-in presets give them: signed costs more than unsigned.
    for name in ["g80", "fermi", "volta", "hopper"] {
        let q = GpuConfig::load(name).unwrap().sequences;
        assert!(q.sdiv() > q.div && q.srem() > q.rem && q.sdiv_const() > q.div_const, "{name}");
        assert!(q.div64() > 4 * q.div && q.sdiv64() > q.div64(), "{name}");
    }
}

#[test]
fn a_sequence_blocks_other_units_and_delays_its_consumers() {
    let gpu = GpuConfig::load("g80").unwrap();
    let (i, alu, div) = (gpu.throughput.int, gpu.latency.alu, gpu.sequences.div);
    // An fp32 add of the same warp waits for the division's issue cycles too (then the clock
    // read goes on the free int unit a cycle later).
    assert_eq!(clock_gap(&gpu, "    div.u32 %r2, %r5, %r6\n    add.f32 %r7, %r6, 0.0"), i + div + 1);
    // A consumer of a 32-bit multiply issues once its last native instruction's result is
    // there: the sequence's cycles plus the ALU latency (above the preset's `mul` latency).
    let mul32 = gpu.sequences.mul32;
    assert!(mul32 + alu > gpu.latency.mul);
    assert_eq!(clock_gap(&gpu, "    mul.lo.u32 %r2, %r5, %r6\n    add.u32 %r7, %r2, 1"), i + mul32 + alu + i);
    // A division by a constant waits a multiply-high (a multiply and the move of its high half) and a shift (or the sequence's cycles
    // and an ALU latency, if longer), not the reciprocal sequence's `div` latency.
    let dc = gpu.sequences.div_const;
    let want = (gpu.latency.mul + 2 * alu).max(dc + alu);
    assert!(want < gpu.latency.div);
    assert_eq!(clock_gap(&gpu, "    div.u32 %r2, %r5, 9\n    add.u32 %r7, %r2, 1"), i + want + i);
    // A signed one rounds its quotient towards zero after the shift: one more ALU step; a
    // remainder multiplies the quotient back.
    let sdc = gpu.sequences.sdiv_const();
    let want = (gpu.latency.mul + 3 * alu).max(sdc + alu);
    assert_eq!(clock_gap(&gpu, "    div.s32 %r2, %r5, 9\n    add.u32 %r7, %r2, 1"), i + want + i);
    let rc = gpu.sequences.rem_const;
    let want = (2 * gpu.latency.mul + 2 * alu).max(rc + alu);
    assert_eq!(clock_gap(&gpu, "    rem.u32 %r2, %r5, 18\n    add.u32 %r7, %r2, 1"), i + want + i);
}

#[test]
fn f32_special_functions_with_denormal_fix_ups_take_longer_where_the_preset_says() {
    // nvcc wraps MUFU.EX2, LG2, RSQ, SQRT and RCP on f32 in a compare and two multiplies for
    // denormals (not .ftz); sin and cos have none. A consumer waits `latency.sfu_fixup` more.
    for name in ["g80", "fermi", "volta", "hopper"] {
        let gpu = GpuConfig::load(name).unwrap();
        let fixup = gpu.latency.sfu_fixup.unwrap_or(0);
        let gap = |op: &str| clock_gap(&gpu, &format!("    {op}.approx.f32 %r2, %r5\n    add.f32 %r7, %r2, %r6"));
        let sin = gap("sin");
        for op in ["ex2", "lg2", "rsqrt", "sqrt", "rcp"] {
            assert_eq!(gap(op), sin + fixup, "{name}: {op}");
        }
        assert_eq!(gap("cos"), sin, "{name}: cos");
    }
    assert_eq!(GpuConfig::load("hopper").unwrap().latency.sfu_fixup, Some(20));
}

#[test]
fn a_launch_ends_when_the_l2_has_taken_its_stores() {
    // One warp stores a word into each of 32 lines (a column) and exits. With one L2 slice
    // and 100 cycles of its port per line a store writes, the stores take over 3,100 cycles
    // there after the warp has gone: the launch lasts until the last is taken; without the
    // request cost it is over long before.
    let src = "
.kernel col
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mul.wide.u32 %rd2, %r1, 128
    add.s64 %rd2, %rd1, %rd2
    st.global.u32 [%rd2], %r1
    exit
";
    let mut gpu = GpuConfig::load("default").unwrap();
    gpu.set("cache.l2_slices", "1").unwrap();
    let (_, quick) = timed_on(src, gpu.clone(), SchedulerKind::Gto, 1, 32, 1024, &[]);
    gpu.set("cache.l2_write_request_cycles", "100").unwrap();
    let (values, slow) = timed_on(src, gpu, SchedulerKind::Gto, 1, 32, 1024, &[]);
    assert_eq!(values[32 * 5], 5, "the stores happened");
    assert!(quick.cycles < 1_000, "{}", quick.cycles);
    // The last line's store is taken once the 31 before it have had their 101 cycles each
    // (100 for the request, 1 for the sector).
    assert!((31 * 101..31 * 101 + quick.cycles).contains(&slow.cycles), "{} vs {}", slow.cycles, quick.cycles);
    // The SMs sat idle while the stores drained.
    assert!(slow.stalls.idle >= quick.stalls.idle + 3_000 * 4, "{:?} vs {:?}", slow.stalls, quick.stalls);
}

#[test]
fn without_an_l2_a_launch_ends_when_dram_has_taken_its_stores() {
    // g80 (cc 1.0, no L2): 64 blocks of 256 threads store a word each in a line of its own
    // (uncoalesced on cc 1.0: a transaction a thread), 512 KiB of DRAM writes at 1 byte a
    // cycle. The warps are gone long before DRAM has written that much: the launch lasts until
    // it has, so it moves no more than DRAM's peak in its time.
    let src = "
.kernel col
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mad.lo.u32 %r3, %r2, 256, %r1
    mul.wide.u32 %rd2, %r3, 128
    add.s64 %rd2, %rd1, %rd2
    st.global.u32 [%rd2], %r1
    exit
";
    let mut gpu = GpuConfig::load("g80").unwrap();
    gpu.set("cache.dram_bytes_per_cycle", "1").unwrap();
    let words = 64 * 256 * 32;
    let (values, r) = timed_on(src, gpu.clone(), SchedulerKind::Gto, 64, 256, words, &[]);
    assert_eq!(values[32 * (256 + 5)], 5, "the stores happened");
    let written = r.memory.dram_write_bytes;
    assert!(written >= 64 * 256 * 32, "{written}");
    assert!(
        r.cycles as f64 * gpu.cache.dram_bytes_per_cycle >= written as f64,
        "{} cycles for {written} bytes",
        r.cycles
    );
    // Not much more: the last store's write ends the launch.
    assert!(r.cycles < written + 2_000, "{} cycles for {written} bytes", r.cycles);
}

/// Runs `src` (one output buffer of `words` u32s) on `preset` as the host runtime drives the
/// GPU: the clock first moved, idle, to `start`; then `run_until` in slices of `slice` cycles
/// (0: one call). Returns the report.
fn sliced(src: &str, preset: &str, grid: u32, block: u32, words: u64, start: u64, slice: u64) -> TimingReport {
    use warpsim_emulator::timing::Gpu;
    let dk = kernel(src);
    let gpu = GpuConfig::load(preset).unwrap();
    let mut mem = DeviceMemory::new(1 << 28);
    let addr = mem.alloc(words * 4, "out").unwrap();
    let params = params(&dk, addr, &[]);
    let config = LaunchConfig { grid: [grid, 1, 1], block: [block, 1, 1], dynamic_shared: 0 };
    let inputs = LaunchInputs { kernel: &dk, config, params: &params, consts: &[], limits: LaunchLimits::default() };
    let policy = SchedulerKind::Gto;
    let mut g = Gpu::new(&gpu, &policy);
    assert!(g.run_until(start, &mut mem).unwrap().is_empty());
    g.launch(&inputs, 0).unwrap();
    loop {
        let limit = if slice == 0 { u64::MAX } else { g.now() + slice };
        if let Some(f) = g.run_until(limit, &mut mem).unwrap().pop() {
            return f.report;
        }
    }
}

#[test]
fn a_launch_on_an_idle_gpu_times_the_same_whenever_it_starts_and_however_it_is_stepped() {
    // Each thread adds to a word of global memory: loads, stores, a write-back L2.
    let src = "
.kernel k
.param .ptr out
    ld.param.u64 %rd1, [out]
    mov.u32 %r1, %tid.x
    mov.u32 %r2, %ctaid.x
    mad.lo.u32 %r3, %r2, 256, %r1
    mul.lo.u32 %r5, %r3, 33
    and.b32 %r5, %r5, 1048575
    mul.wide.u32 %rd2, %r5, 4
    add.s64 %rd3, %rd1, %rd2
    ld.global.u32 %r4, [%rd3]
    add.u32 %r4, %r4, %r3
    st.global.u32 [%rd3], %r4
    exit
";
    for preset in ["default", "volta", "hopper", "g80"] {
        // A word in each of 32 lines a warp: enough DRAM traffic for hopper's loaded latency.
        let base = sliced(src, preset, 1024, 256, 1 << 20, 0, 0);
        for (start, slice) in [(12_345, 0), (1_000_003, 0), (0, 37), (777, 101)] {
            let r = sliced(src, preset, 1024, 256, 1 << 20, start, slice);
            assert_eq!(
                serde_json::to_string(&r).unwrap(),
                serde_json::to_string(&base).unwrap(),
                "{preset}: starting at cycle {start}, run in slices of {slice} cycles"
            );
        }
    }
}
