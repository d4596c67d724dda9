//! Timing results pinned to the cycle: a few ported programs on the presets whose rules differ
//! most (`hopper`'s block-slot turnaround, store path, register banks and loaded DRAM latency;
//! `volta`; a cc 1.x GPU without an L2; streams and copy engines on `default`), under more than
//! one policy. Work on warpsim's speed must never change a result (docs/PERFORMANCE.md;
//! `scripts/golden.sh` checks every program on every preset by hand); this fails CI where it
//! does. A deliberate change to the timing model changes these figures too: the failure prints
//! the new lines, to be pasted here once the change is understood.

mod common;

use common::program;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::Policies;

/// Each timed launch of `name` on `preset` under `policy`, with `sets`, as one line of the
/// figures pinned here, and the end of the run's timeline in cycles.
fn launches(name: &str, preset: &str, policy: &str, sets: &[(&str, &str)]) -> Vec<String> {
    let gpu = GpuConfig::load(preset).unwrap();
    let sets: Vec<(String, String)> = sets.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let scenario = Scenario::from_file_for(&program(name), &sets, &gpu).unwrap_or_else(|e| panic!("{e}"));
    let policy = Policies::builtin().get(policy).unwrap();
    let report = run(&scenario, &RunOptions::timed_shared(&gpu, policy)).unwrap_or_else(|e| panic!("{e}"));
    let mut lines: Vec<String> = report
        .launches
        .iter()
        .map(|l| {
            let t = l.timing.as_ref().expect("a timed launch");
            let (m, s) = (&t.memory, &t.stalls);
            format!(
                "{} cycles={} inst={} gld={} gst={} l1={}/{} l2={}/{} dram={}/{} stalls={}/{}/{}/{}/{}/{}/{}",
                l.kernel,
                t.cycles,
                l.counters.inst_executed,
                t.gld_transactions,
                t.gst_transactions,
                m.l1_hits,
                m.l1_misses,
                m.l2_hits,
                m.l2_misses,
                m.dram_read_bytes,
                m.dram_write_bytes,
                s.memory_dependency,
                s.execution_dependency,
                s.no_instruction,
                s.barrier,
                s.pipe_busy,
                s.not_selected,
                s.idle,
            )
        })
        .collect();
    let t = report.timeline.as_ref().expect("a timed run has a timeline");
    lines.push(format!("timeline cycles={} host_cycles={}", t.cycles, t.host_cycles));
    lines
}

fn check(what: &str, got: Vec<String>, want: &[&str]) {
    if got != want {
        panic!(
            "{what}: the timing results moved. If the model changed on purpose, these are the new lines:\n{}\n\nwere:\n{}",
            got.iter().map(|l| format!("        \"{l}\",")).collect::<Vec<_>>().join("\n"),
            want.iter().map(|l| format!("        \"{l}\",")).collect::<Vec<_>>().join("\n"),
        );
    }
}

#[test]
fn vector_add_on_hopper() {
    check(
        "vector_add on hopper, gto",
        launches("vector_add", "hopper", "gto", &[("n", "400000")]),
        &[
            "vecAdd cycles=3746 inst=237528 gld=100000 gst=50000 l1=0/100000 l2=0/100000 dram=3200000/0 stalls=17453765/987869/19008/0/31708/43953/27457",
            "timeline cycles=1497383 host_cycles=1497383",
        ],
    );
}

#[test]
fn matrix_multiplies_on_hopper() {
    check(
        "matmul on hopper, two-level",
        launches("matmul", "hopper", "two-level", &[("M", "64"), ("N", "64")]),
        &[
            "simpleMultiply cycles=1209 inst=11136 gld=8192 gst=512 l1=7168/1024 l2=832/256 dram=8192/0 stalls=99728/26816/2368/0/4704/1632/141274",
            "coalescedMultiply cycles=1619 inst=10368 gld=4608 gst=512 l1=3584/1024 l2=768/256 dram=8192/0 stalls=165032/20308/2368/0/1116/1848/188562",
            "sharedABMultiply cycles=1224 inst=8832 gld=1024 gst=512 l1=0/1024 l2=768/256 dram=8192/0 stalls=98269/26570/2368/8047/5648/1714/142573",
            "timeline cycles=45498 host_cycles=45498",
        ],
    );
}

#[test]
fn transposes_on_volta() {
    check(
        "transpose on volta, lrr",
        launches("transpose", "volta", "lrr", &[("rows", "100"), ("cols", "70")]),
        &[
            "transposeNaive cycles=2144 inst=6528 gld=1100 gst=7000 l1=0/1100 l2=225/875 dram=28000/0 stalls=136523/14628/0/0/1838/1312/150568",
            "transposeShared cycles=772 inst=7264 gld=1100 gst=1015 l1=0/1100 l2=225/875 dram=28000/0 stalls=40238/11445/0/5858/4037/2870/52780",
            "timeline cycles=31627 host_cycles=31627",
        ],
    );
}

#[test]
fn reductions_on_gt200() {
    check(
        "reduction on gt200, oldest-first",
        launches("reduction", "gt200", "oldest-first", &[("n", "65539")]),
        &[
            "reduceInterleaved cycles=24795 inst=254430 gld=4097 gst=257 l1=0/0 l2=0/0 dram=262176/8224 stalls=1519181/3868236/0/2555181/1839446/624620/32481",
            "reduceSequential cycles=17247 inst=174246 gld=4097 gst=257 l1=0/0 l2=0/0 dram=262176/8224 stalls=1230560/2969726/0/1638284/998798/320663/26101",
            "timeline cycles=179917 host_cycles=179917",
        ],
    );
}

#[test]
fn streams_on_default() {
    check(
        "overlap3 on default, gto",
        launches("overlap3", "default", "gto", &[("n", "16384"), ("pairs", "1")]),
        &[
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257965/181945/0/0/757010/140613/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257965/181945/0/0/757010/140613/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257965/181945/0/0/757010/140613/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257965/181945/0/0/757010/140613/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756996/140611/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756996/140611/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "work cycles=7017 inst=51200 gld=2048 gst=2048 l1=0/2048 l2=0/2048 dram=65536/0 stalls=257981/181945/0/0/756998/140609/42",
            "timeline cycles=705740 host_cycles=705740",
        ],
    );
}
