//! `--trace`: the Chrome Trace Event Format file is well formed (every slice has a duration,
//! every track is named, slices on a track are in time order and do not overlap), shows what
//! happened (streams, engines, blocks, warps, counters), and honours the window and SM selection.

mod common;

use common::{program, warpsim};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, Report, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;
use warpsim_emulator::trace::TraceOptions;

fn tmp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("warpsim-trace-{}-{name}", std::process::id()))
}

fn traced(prog: &str, sets: &[(&str, &str)], preset: &str, opts: TraceOptions) -> (Report, Vec<Value>) {
    let sets: Vec<(String, String)> = sets.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let s = Scenario::from_file(&program(prog), &sets).unwrap_or_else(|e| panic!("{e}"));
    let gpu = GpuConfig::load(preset).unwrap();
    let path = opts.path.clone();
    let o = RunOptions { trace: Some(opts), ..RunOptions::timed(&gpu, SchedulerKind::Gto) };
    let r = run(&s, &o).unwrap_or_else(|e| panic!("{e}"));
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).expect("the trace is JSON");
    let events = doc["traceEvents"].as_array().expect("traceEvents").clone();
    assert_eq!(Some(events.len() as u64), r.trace_events);
    (r, events)
}

/// Checks the structure every trace must have; returns track names by (pid, tid).
fn check_structure(events: &[Value]) -> BTreeMap<(u64, u64), String> {
    let mut processes = BTreeMap::new();
    let mut threads = BTreeMap::new();
    for e in events {
        if e["ph"] == "M" {
            let (pid, tid) = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
            match e["name"].as_str().unwrap() {
                "process_name" => {
                    processes.insert(pid, e["args"]["name"].as_str().unwrap().to_string());
                }
                "thread_name" => {
                    threads.insert((pid, tid), e["args"]["name"].as_str().unwrap().to_string());
                }
                "process_sort_index" | "thread_sort_index" => {}
                other => panic!("unexpected metadata {other}"),
            }
        }
    }
    // (end of the last slice) per track.
    let mut last: BTreeMap<(u64, u64), f64> = BTreeMap::new();
    let mut counter_ts: BTreeMap<(u64, String), f64> = BTreeMap::new();
    for e in events {
        let ph = e["ph"].as_str().expect("ph");
        assert!(matches!(ph, "M" | "X" | "i" | "C"), "unexpected phase {ph}");
        let pid = e["pid"].as_u64().expect("pid");
        assert!(processes.contains_key(&pid), "pid {pid} has no process_name: {e}");
        let name = e["name"].as_str().expect("name");
        assert!(!name.is_empty());
        match ph {
            "X" | "i" => {
                let tid = e["tid"].as_u64().unwrap();
                assert!(threads.contains_key(&(pid, tid)), "track ({pid}, {tid}) has no thread_name: {e}");
                let ts = e["ts"].as_f64().expect("ts");
                let dur = if ph == "X" { e["dur"].as_f64().expect("every X has a dur") } else { 0.0 };
                assert!(ts >= 0.0 && dur >= 0.0, "{e}");
                assert!(e["args"]["cycle"].is_u64(), "every event carries its cycle: {e}");
                let prev = last.entry((pid, tid)).or_insert(0.0);
                assert!(ts + 1e-6 >= *prev, "track ({pid}, {tid}) goes back in time or overlaps at {e}");
                *prev = ts + dur;
            }
            "C" => {
                let ts = e["ts"].as_f64().unwrap();
                let prev = counter_ts.entry((pid, name.to_string())).or_insert(0.0);
                assert!(ts >= *prev, "counter {name} goes back in time: {e}");
                *prev = ts;
                assert!(e["args"].as_object().unwrap().values().all(Value::is_number), "{e}");
            }
            _ => {}
        }
    }
    threads.into_iter().map(|((p, t), n)| ((p, t), format!("{} / {n}", processes[&p]))).collect()
}

fn slices_on<'a>(events: &'a [Value], tracks: &BTreeMap<(u64, u64), String>, track: &str) -> Vec<&'a Value> {
    events
        .iter()
        .filter(|e| e["ph"] == "X")
        .filter(|e| tracks.get(&(e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap())).is_some_and(|n| n == track))
        .collect()
}

#[test]
fn the_staged_streams_trace_shows_streams_engines_blocks_and_counters() {
    let opts = TraceOptions::new(tmp("staged.json"));
    let (r, events) = traced("staged_copy", &[("n", "16384"), ("iters", "8"), ("nStreams", "4")], "hopper", opts);
    let tracks = check_structure(&events);
    for s in 1..=4 {
        let on = slices_on(&events, &tracks, &format!("Streams / stream {s}"));
        let names: Vec<&str> = on.iter().map(|e| e["name"].as_str().unwrap()).collect();
        assert!(names.iter().any(|n| n.starts_with("memcpyHtoD")), "stream {s}: {names:?}");
        assert!(names.iter().any(|n| n.starts_with("work<<<")), "stream {s}: {names:?}");
    }
    // Each copy appears on the upload engine with the timing of its command.
    let copies = slices_on(&events, &tracks, "Engines / copy engine 0 (HtoD)");
    assert_eq!(copies.len(), 5, "one sequential and four staged uploads");
    let mhz = r.gpu.as_ref().unwrap().gpu.clock_mhz;
    let first = r.commands.iter().find_map(|c| c.timing.as_ref().filter(|t| t.engine == "copy engine 0")).unwrap();
    assert!((copies[0]["ts"].as_f64().unwrap() - first.start_cycle as f64 / mhz).abs() < 1e-9);
    // Blocks on SM tracks: as many slices as blocks launched.
    let blocks = events.iter().filter(|e| e["ph"] == "X" && e["pid"].as_u64().unwrap() >= 100).count() as u64;
    assert_eq!(blocks, r.totals.cta_launched);
    // Counter tracks exist and DRAM traffic shows.
    let counters: BTreeSet<&str> =
        events.iter().filter(|e| e["ph"] == "C").map(|e| e["name"].as_str().unwrap()).collect();
    for c in ["DRAM bandwidth (GB/s)", "L2 hit rate", "active warps", "achieved occupancy"] {
        assert!(counters.contains(c), "{counters:?}");
    }
    assert!(events.iter().any(|e| e["name"] == "DRAM bandwidth (GB/s)" && e["args"]["GB/s"].as_f64().unwrap() > 0.0));
}

#[test]
fn a_barrier_kernel_with_warp_detail_shows_issue_and_barrier_stalls() {
    let mut opts = TraceOptions::new(tmp("reverse.json"));
    opts.warps = true;
    opts.sms = Some(vec![0, 1]);
    let (_, events) = traced("reverse_array", &[], "volta", opts);
    let tracks = check_structure(&events);
    // Only SMs 0 and 1 have tracks.
    let sm_pids: BTreeSet<u64> = tracks.keys().map(|k| k.0).filter(|&p| p >= 100).collect();
    assert_eq!(sm_pids, BTreeSet::from([100, 101]));
    let warp_slices: Vec<&Value> =
        events.iter().filter(|e| e["ph"] == "X" && e["tid"].as_u64().unwrap() >= 1000).collect();
    let names: BTreeSet<&str> = warp_slices.iter().map(|e| e["name"].as_str().unwrap()).collect();
    for n in ["issue", "barrier", "memory"] {
        assert!(names.contains(n), "warp slices {names:?}");
    }
    assert!(names
        .iter()
        .all(|n| ["issue", "memory", "dependency", "barrier", "pipe busy", "not selected"].contains(n)));
}

/// Sums the cycles of the warp tracks' slices by name (`end_cycle - cycle`), and checks that each
/// warp's slices follow one another without a gap from its block's start to its last issue.
fn warp_cycles_by_name(events: &[Value]) -> BTreeMap<String, u64> {
    let mut sums = BTreeMap::new();
    let mut block_starts: BTreeMap<u64, BTreeSet<u64>> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] == "X" && e["pid"].as_u64().unwrap() >= 100) {
        let tid = e["tid"].as_u64().unwrap();
        if tid < 1000 {
            block_starts.entry(e["pid"].as_u64().unwrap()).or_default().insert(e["args"]["cycle"].as_u64().unwrap());
        }
    }
    let mut track_end: BTreeMap<(u64, u64), u64> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] == "X" && e["tid"].as_u64().unwrap() >= 1000) {
        let (pid, tid) = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
        let (start, end) = (e["args"]["cycle"].as_u64().unwrap(), e["args"]["end_cycle"].as_u64().unwrap());
        assert!(end > start, "{e}");
        match track_end.get(&(pid, tid)) {
            // The next slice of the same warp, or the first of the next warp in the slot.
            Some(&prev) if prev == start => {}
            _ => assert!(
                block_starts.get(&pid).is_some_and(|b| b.contains(&start)),
                "a warp's slices begin with its block's start, and have no gaps: {e}"
            ),
        }
        track_end.insert((pid, tid), end);
        *sums.entry(e["name"].as_str().unwrap().to_string()).or_insert(0) += end - start;
    }
    sums
}

#[test]
fn a_warp_trace_accounts_for_every_cycle_the_stall_counts_do() {
    // With every SM traced, the warps' slices of each reason add up to the launch's stall
    // counts (warp-cycles), from each warp's block start (a warp's first wait included) to its
    // last issue; the issue slices, to its warp instructions less those issued in the same
    // cycle as another of the warp's (none with one issue a cycle).
    for (prog, preset) in [("reverse_array", "volta"), ("matmul", "hopper"), ("vector_add", "default")] {
        let mut opts = TraceOptions::new(tmp(&format!("every-{prog}.json")));
        opts.warps = true;
        let (r, events) = traced(prog, &[], preset, opts);
        check_structure(&events);
        let sums = warp_cycles_by_name(&events);
        let launches: Vec<_> = r.launches.iter().filter_map(|l| l.timing.as_ref()).collect();
        let total =
            |f: fn(&warpsim_emulator::timing::Stalls) -> u64| launches.iter().map(|t| f(&t.stalls)).sum::<u64>();
        let drawn = |n: &str| sums.get(n).copied().unwrap_or(0);
        let what =
            format!("{prog} on {preset}: {sums:?} {:?}", launches.iter().map(|t| t.stalls.clone()).collect::<Vec<_>>());
        assert_eq!(drawn("memory"), total(|s| s.memory_dependency), "{what}");
        assert_eq!(drawn("dependency"), total(|s| s.execution_dependency), "{what}");
        assert_eq!(drawn("no instruction"), total(|s| s.no_instruction), "{what}");
        assert_eq!(drawn("barrier"), total(|s| s.barrier), "{what}");
        assert_eq!(drawn("pipe busy"), total(|s| s.pipe_busy), "{what}");
        assert_eq!(drawn("not selected"), total(|s| s.not_selected), "{what}");
        let issued: u64 = r.launches.iter().map(|l| l.counters.inst_executed).sum();
        assert_eq!(drawn("issue"), issued, "{what}");
    }
}

#[test]
fn warps_waiting_for_code_show_as_no_instruction() {
    // On hopper a warp waits for a line of code its SM has not fetched yet: matmul's unrolled
    // kernels run ahead of the fetch on their first blocks, and each SM's first warps wait for
    // its first line.
    let mut opts = TraceOptions::new(tmp("fetch.json"));
    opts.warps = true;
    opts.sms = Some(vec![0]);
    let (r, events) = traced("matmul", &[], "hopper", opts);
    check_structure(&events);
    let names: BTreeSet<&str> = events
        .iter()
        .filter(|e| e["ph"] == "X" && e["tid"].as_u64().unwrap() >= 1000)
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert!(names.contains("no instruction"), "warp slices {names:?}");
    let launch = r.launches.iter().find_map(|l| l.timing.as_ref()).unwrap();
    assert!(launch.stalls.no_instruction > 0);
}

#[test]
fn the_window_keeps_only_its_cycles() {
    let mut opts = TraceOptions::new(tmp("window.json"));
    opts.window = (20_000, 40_000);
    let (r, events) = traced("staged_copy", &[("n", "16384"), ("iters", "8")], "hopper", opts);
    check_structure(&events);
    let mhz = r.gpu.as_ref().unwrap().gpu.clock_mhz;
    let (lo, hi) = (20_000.0 / mhz, 40_000.0 / mhz);
    let timed: Vec<&Value> = events.iter().filter(|e| e["ph"] != "M").collect();
    assert!(!timed.is_empty());
    for e in timed {
        let ts = e["ts"].as_f64().unwrap();
        let end = ts + e["dur"].as_f64().unwrap_or(0.0);
        assert!(ts >= lo - 1e-9 && end <= hi + 1e-9, "outside the window: {e}");
    }
}

#[test]
fn the_cli_writes_a_trace_and_draws_it() {
    let (json, svg) = (tmp("cli.json"), tmp("cli.svg"));
    let (code, out, err) = warpsim(&[
        "run",
        "programs/issue_order/scenario.toml",
        "--preset",
        "gt200",
        "--set",
        "n=4096",
        "--no-save",
        "--trace",
        json.to_str().unwrap(),
        "--trace-sms",
        "0-3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("trace:") && out.contains("events"), "{out}");
    let (code, out, err) = warpsim(&["timeline", json.to_str().unwrap(), "--svg", svg.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("rows"), "{out}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg") && text.contains("copy engine 0") && text.contains("memcpyHtoD"));
    // Bad options are errors, not panics.
    let (code, _, err) =
        warpsim(&["run", "programs/issue_order/scenario.toml", "--trace", "x.json", "--trace-window", "9:3"]);
    assert_ne!(code, 0);
    assert!(err.contains("--trace-window"), "{err}");
    let (code, _, err) = warpsim(&["run", "programs/issue_order/scenario.toml", "--functional", "--trace", "x.json"]);
    assert_ne!(code, 0);
    assert!(err.contains("timing model"), "{err}");
    let (code, _, err) = warpsim(&["timeline", "Cargo.toml", "--svg", svg.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("not JSON"), "{err}");
    // The events are read one at a time from the array, wherever `traceEvents` is among the
    // object's keys; a trace without the array is named as such.
    let other = tmp("other.json");
    let slices = r#"[{"ph":"M","name":"process_name","pid":1,"args":{"name":"Stream 1"}},
        {"ph":"X","pid":1,"tid":2,"name":"memcpyHtoD 4 KB","ts":1,"dur":2}, 7, null]"#;
    for (doc, want) in [
        (format!(r#"{{"a":[{{"b":1}}],"traceEvents":{slices},"z":null}}"#), Ok("1 rows")),
        (slices.to_string(), Ok("1 rows")),
        (r#"{"traceEvents":{"x":[]}}"#.to_string(), Err("no traceEvents array")),
        ("3".to_string(), Err("no traceEvents array")),
        (format!(r#"{{"traceEvents":{slices}}} x"#), Err("not JSON")),
    ] {
        std::fs::write(&other, &doc).unwrap();
        let (code, out, err) = warpsim(&["timeline", other.to_str().unwrap(), "--svg", svg.to_str().unwrap()]);
        match want {
            Ok(w) => assert!(code == 0 && out.contains(w), "{doc}: {out}{err}"),
            Err(w) => assert!(code != 0 && err.contains(w), "{doc}: {err}"),
        }
    }
}
