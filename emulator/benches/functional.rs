//! Functional execution speed, in simulated warp instructions per host second (criterion's
//! "elements" throughput), on vector add and the shared-memory matrix multiply. Only the launch
//! is timed: buffers are allocated and filled once.
//!
//! Run with `cargo bench -p warpsim-emulator --bench functional`. The `timing` group measures
//! the cycle-level model the same way. The `seeds` group runs the memory-bound seed programs'
//! scenarios (the speed target, as `CASES=seeds scripts/host_speed.sh` runs them through
//! the CLI) on `default` and `hopper` under each preset's own scheduler, timing their launches
//! only, as `run --host-stats` does: `cargo bench -p warpsim-emulator --bench functional -- seeds`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::time::Duration;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::decode::DecodedKernel;
use warpsim_emulator::host::data::{initial_bytes, Elem, Init};
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::{run_timed, Policies, SchedulerKind};
use warpsim_emulator::{run_functional, DeviceMemory, LaunchConfig, LaunchInputs, LaunchLimits};

/// The allocator the `warpsim` binary uses (see src/main.rs), so these figures are the CLI's.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn kernel(file: &str, name: &str) -> DecodedKernel {
    let path = format!("{}/../programs/{file}", env!("CARGO_MANIFEST_DIR"));
    let prog = warpsim_isa::assemble(&path, &std::fs::read_to_string(&path).unwrap()).unwrap();
    let (k, a) = prog.kernel(name).unwrap();
    DecodedKernel::new(k, a, &prog.module)
}

fn buffer(mem: &mut DeviceMemory, floats: usize, seed: u64) -> u64 {
    let data = initial_bytes(Elem::F32, floats, &Init::Random { seed, min: -1.0, max: 1.0 }).unwrap();
    let addr = mem.alloc(data.len() as u64, "b").unwrap();
    mem.copy_in(addr, &data).unwrap();
    addr
}

fn bench_launch(
    c: &mut Criterion,
    label: &str,
    k: &DecodedKernel,
    config: LaunchConfig,
    params: Vec<u8>,
    mem: &mut DeviceMemory,
) {
    let inputs = LaunchInputs { kernel: k, config, params: &params, consts: &[], limits: LaunchLimits::default() };
    let instrs = run_functional(&inputs, mem).unwrap().inst_executed;
    let mut g = c.benchmark_group("functional");
    g.throughput(Throughput::Elements(instrs));
    g.sample_size(20);
    g.bench_function(label, |b| b.iter(|| run_functional(&inputs, mem).unwrap()));
    g.finish();
}

fn functional(c: &mut Criterion) {
    let mut mem = DeviceMemory::new(1 << 32);
    let n = 1 << 20;
    let (a, b, out) = (buffer(&mut mem, n, 1), buffer(&mut mem, n, 2), buffer(&mut mem, n, 3));
    let mut params = Vec::new();
    for p in [a, b, out] {
        params.extend_from_slice(&p.to_le_bytes());
    }
    params.extend_from_slice(&(n as i32).to_le_bytes());
    params.resize(32, 0);
    let config = LaunchConfig { grid: [(n / 256) as u32, 1, 1], block: [256, 1, 1], dynamic_shared: 0 };
    bench_launch(c, "vecAdd n=1M", &kernel("vector_add/vector_add.asm", "vecAdd"), config, params, &mut mem);

    let (m, nn) = (512usize, 512usize);
    let (a, b, out) = (buffer(&mut mem, m * 16, 4), buffer(&mut mem, 16 * nn, 5), buffer(&mut mem, m * nn, 6));
    let mut params = Vec::new();
    for p in [a, b, out] {
        params.extend_from_slice(&p.to_le_bytes());
    }
    params.extend_from_slice(&(nn as i32).to_le_bytes());
    params.resize(32, 0);
    let config = LaunchConfig { grid: [(nn / 16) as u32, (m / 16) as u32, 1], block: [16, 16, 1], dynamic_shared: 0 };
    bench_launch(
        c,
        "sharedABMultiply 512x512",
        &kernel("matmul/matmul.asm", "sharedABMultiply"),
        config,
        params,
        &mut mem,
    );
}

/// Timing mode on the 4-SM default preset: simulated warp instructions per host second.
/// vecAdd of `n` floats on `preset`, timed.
fn timing_vec_add(c: &mut Criterion, preset: &str, n: usize, label: &str) {
    let gpu = GpuConfig::load(preset).unwrap();
    let mut mem = DeviceMemory::new(1 << 32);
    let (a, b, out) = (buffer(&mut mem, n, 1), buffer(&mut mem, n, 2), buffer(&mut mem, n, 3));
    let mut params = Vec::new();
    for p in [a, b, out] {
        params.extend_from_slice(&p.to_le_bytes());
    }
    params.extend_from_slice(&(n as i32).to_le_bytes());
    params.resize(32, 0);
    let k = kernel("vector_add/vector_add.asm", "vecAdd");
    let config = LaunchConfig { grid: [(n / 256) as u32, 1, 1], block: [256, 1, 1], dynamic_shared: 0 };
    let inputs = LaunchInputs { kernel: &k, config, params: &params, consts: &[], limits: LaunchLimits::default() };
    let instrs = run_timed(&inputs, &mut mem, &gpu, SchedulerKind::Gto).unwrap().0.inst_executed;
    let mut g = c.benchmark_group("timing");
    g.throughput(Throughput::Elements(instrs));
    g.sample_size(10);
    g.bench_function(label, |bch| bch.iter(|| run_timed(&inputs, &mut mem, &gpu, SchedulerKind::Gto).unwrap()));
    g.finish();
}

fn timing(c: &mut Criterion) {
    timing_vec_add(c, "default", 1 << 18, "vecAdd n=256K on default (4 SMs)");
    // The 132-SM part: a grid of 4,096 blocks, more than fit at once.
    timing_vec_add(c, "hopper", 1 << 20, "vecAdd n=1M on hopper (132 SMs)");
}

/// The memory-bound seed programs whose speed the issue sets a target for (`scripts/speed_cases.sh`
/// with `CASES=seeds`).
const SEEDS: [&str; 7] =
    ["vector_add", "offset_copy", "stride_copy", "float_inc", "reverse_array", "latency_hiding", "tex_shift_copy"];

/// Each seed program's scenario, whole, on `default` and `hopper`; criterion is given the host
/// seconds of its launches (the copies and the setup are left out, as `run --host-stats` leaves
/// them out of its figure), and its warp instructions as the elements.
fn seeds(c: &mut Criterion) {
    let mut g = c.benchmark_group("seeds");
    g.sample_size(10);
    for preset in ["default", "hopper"] {
        let gpu = GpuConfig::load(preset).unwrap();
        let policy = Policies::builtin().get(gpu.scheduler()).unwrap();
        let opts = RunOptions::timed_shared(&gpu, policy);
        for program in SEEDS {
            let path = format!("{}/../programs/{program}/scenario.toml", env!("CARGO_MANIFEST_DIR"));
            let scenario = Scenario::from_file_for(path.as_ref(), &[], &gpu).unwrap();
            let instrs = run(&scenario, &opts).unwrap().totals.inst_executed;
            g.throughput(Throughput::Elements(instrs));
            g.bench_function(format!("{program} on {preset}"), |b| {
                b.iter_custom(|iters| {
                    (0..iters)
                        .map(|_| {
                            let report = run(&scenario, &opts).unwrap();
                            Duration::from_secs_f64(report.launches.iter().map(|l| l.host_seconds).sum())
                        })
                        .sum()
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, functional, timing, seeds);
criterion_main!(benches);
