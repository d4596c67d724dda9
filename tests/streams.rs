//! Streams, copy engines, events and concurrent kernels in simulated time (docs/STREAMS.md).
//! Each test writes a small scenario, runs it on a small preset with chosen [host] settings and
//! checks when its commands ran.

mod common;

use common::{f32s, input_bytes, output_bytes, program};
use std::path::PathBuf;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::runtime::{Command, CommandReport};
use warpsim_emulator::host::{run, Report, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;

/// A kernel whose time grows with `iters`: x = sin(x) * 0.5 + cos(x) * 0.5, in place.
const KERNEL: &str = "../staged_copy/staged.asm";

fn scenario(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("warpsim-streams-{}-{name}", std::process::id()));
    let prog = dir.join("p");
    std::fs::create_dir_all(&prog).unwrap();
    // The kernel file is found relative to the scenario.
    let staged = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("programs/staged_copy");
    let _ = std::fs::create_dir_all(dir.join("staged_copy"));
    std::fs::copy(staged.join("staged.asm"), dir.join("staged_copy/staged.asm")).unwrap();
    let path = prog.join("scenario.toml");
    let text = format!(
        "kernels = \"{KERNEL}\"\n\n[params]\nn = 8192\niters = 4\n\n\
         [host]\nh = {{ type = \"f32\", len = \"n\", init = \"iota\", pinned = true }}\n\
         g = {{ type = \"f32\", len = \"n\", init = \"iota\" }}\n\
         out = {{ type = \"f32\", len = \"n\", pinned = true }}\n\n\
         [device]\nd = {{ type = \"f32\", len = \"n\" }}\ne = {{ type = \"f32\", len = \"n\" }}\n\
         p = {{ type = \"f32\", rows = 64, row_len = \"n / 64\", pitched = true }}\n\n{body}"
    );
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs a scenario on the small `default` preset with `[host]` settings changed.
fn run_on(path: &std::path::Path, preset: &str, host: &[(&str, &str)]) -> Report {
    let mut gpu = GpuConfig::load(preset).unwrap();
    for (k, v) in host {
        gpu.set(k, v).unwrap_or_else(|e| panic!("{e}"));
    }
    let s = Scenario::from_file(path, &[]).unwrap_or_else(|e| panic!("{e}"));
    run(&s, &RunOptions::timed(&gpu, SchedulerKind::Gto)).unwrap_or_else(|e| panic!("{e}"))
}

/// (start, end) cycles of step `i`.
fn span(r: &Report, i: usize) -> (u64, u64) {
    let t = r.commands[i].timing.as_ref().expect("timed");
    (t.start_cycle, t.end_cycle)
}

fn kernel(stream: u32, iters: u32) -> String {
    format!(
        "[[steps]]\nlaunch = \"work\"\ngrid = \"n / 256\"\nblock = 256\nargs = [\"d\", 0, {iters}]\nstream = {stream}\n\n"
    )
}

fn copy(from: &str, to: &str, stream: u32) -> String {
    format!("[[steps]]\ncopy = {{ from = \"{from}\", to = \"{to}\", async = true, stream = {stream} }}\n\n")
}

#[test]
fn the_default_stream_waits_for_all_work_and_holds_back_later_work() {
    // Stream 1 kernel, then a stream 0 kernel, then a stream 2 kernel.
    let body = format!("{}{}{}", kernel(1, 64), kernel(0, 1), kernel(2, 1));
    let r = run_on(&scenario("legacy", &body), "default", &[]);
    let (k1, k0, k2) = (span(&r, 0), span(&r, 1), span(&r, 2));
    assert!(k0.0 >= k1.1, "stream 0 kernel {k0:?} must start after stream 1's {k1:?}");
    assert!(k2.0 >= k0.1, "stream 2 kernel {k2:?} must start after the stream 0 kernel {k0:?}");
    // Without the stream 0 kernel, streams 1 and 2 run at once.
    let body = format!("{}{}", kernel(1, 64), kernel(2, 1));
    let r = run_on(&scenario("no_legacy", &body), "default", &[]);
    assert!(span(&r, 1).0 < span(&r, 0).1, "independent streams overlap: {:?} {:?}", span(&r, 0), span(&r, 1));
}

#[test]
fn a_stream_runs_in_order_while_other_streams_overlap_it() {
    // Stream 1: upload then kernel; stream 2: a download that can run on the second engine.
    let body = format!("{}{}{}", copy("h", "d", 1), kernel(1, 32), copy("e", "out", 2));
    let r = run_on(&scenario("in_order", &body), "default", &[]);
    let (up, k, down) = (span(&r, 0), span(&r, 1), span(&r, 2));
    assert!(k.0 >= up.1, "the kernel {k:?} waits for its stream's copy {up:?}");
    assert!(down.0 < up.1, "stream 2's download {down:?} overlaps stream 1's upload {up:?}");
    // The device result is the kernel applied to the uploaded data.
    assert_eq!(r.commands.len(), 3);
}

#[test]
fn async_copies_from_pinned_memory_overlap_kernels_and_pageable_ones_do_not() {
    // A long kernel in stream 1, then an upload in stream 2 from pinned (`h`) or pageable (`g`).
    let pinned = run_on(&scenario("pinned", &format!("{}{}", kernel(1, 256), copy("h", "e", 2))), "default", &[]);
    let (k, c) = (span(&pinned, 0), span(&pinned, 1));
    assert!(c.0 < k.1, "pinned copy {c:?} overlaps the kernel {k:?}");
    let pageable = run_on(&scenario("pageable", &format!("{}{}", kernel(1, 256), copy("g", "e", 2))), "default", &[]);
    let (k, c) = (span(&pageable, 0), span(&pageable, 1));
    assert!(c.0 >= k.1, "pageable copy {c:?} is staged and synchronous: after the kernel {k:?}");
    // And it runs at the pageable bandwidth: 32 KiB at 6 GB/s plus 4 us, versus 12 GB/s.
    let gpu = GpuConfig::load("default").unwrap();
    let want = |gbps: f64| ((4.0 + 32768.0 / (gbps * 1e3)) * gpu.gpu.clock_mhz).round() as u64;
    assert_eq!(c.1 - c.0, want(6.0));
    let (pc0, pc1) = span(&pinned, 1);
    assert_eq!(pc1 - pc0, want(12.0));
}

#[test]
fn two_copy_engines_run_an_upload_and_a_download_at_once() {
    let body = format!("{}{}", copy("h", "d", 1), copy("e", "out", 2));
    let two = run_on(&scenario("two_engines", &body), "default", &[("host.copy_engines", "2")]);
    let (up, down) = (span(&two, 0), span(&two, 1));
    assert!(down.0 < up.1, "they overlap on two engines: {up:?} {down:?}");
    assert_eq!(two.commands[0].timing.as_ref().unwrap().engine, "copy engine 0");
    assert_eq!(two.commands[1].timing.as_ref().unwrap().engine, "copy engine 1");
    let one = run_on(&scenario("one_engine", &body), "default", &[("host.copy_engines", "1")]);
    let (up, down) = (span(&one, 0), span(&one, 1));
    assert!(down.0 >= up.1, "one engine serialises them: {up:?} {down:?}");
    assert_eq!(one.timeline.as_ref().unwrap().cycles, up.0 + (up.1 - up.0) + (down.1 - down.0));
}

#[test]
fn event_elapsed_time_is_the_simulated_time_between_records() {
    let body = format!(
        "[[steps]]\nrecord = \"a\"\nstream = 1\n\n{}[[steps]]\nrecord = \"b\"\nstream = 1\n\n\
         [[steps]]\nquery = \"b\"\n\n[[steps]]\nevent_sync = \"b\"\n\n[[steps]]\nquery = \"b\"\n\n\
         [[steps]]\nelapsed = [\"a\", \"b\"]\n\n",
        copy("h", "d", 1)
    );
    let r = run_on(&scenario("events", &body), "default", &[]);
    let (c0, c1) = span(&r, 1);
    let gpu = GpuConfig::load("default").unwrap();
    let Command { what: CommandReport::Elapsed { ms: Some(ms), .. }, .. } = &r.commands[6] else { panic!("elapsed") };
    // From the first record (at once) to the copy's end: the copy call's host time, then the copy.
    let events = &r.timeline.as_ref().unwrap().events;
    let api = (gpu.host.copy_api_us * gpu.gpu.clock_mhz).round() as u64;
    assert_eq!((events["a"].cycle, c0), (0, api));
    let want = (c1 - events["a"].cycle) as f64 / gpu.gpu.clock_mhz / 1e3;
    assert!((ms - want).abs() < 1e-12, "elapsed {ms} ms, want {want} ms");
    assert!(*ms > 0.004, "a 32 KiB copy takes more than its 4 us latency: {ms} ms");
    // Queried at once the event is pending; after cudaEventSynchronize it is complete.
    assert!(matches!(r.commands[3].what, CommandReport::Query { complete: Some(false), .. }));
    assert!(matches!(r.commands[5].what, CommandReport::Query { complete: Some(true), .. }));
    assert_eq!(events["b"].cycle, c1);
    // The host waited in event_sync until the copy was done.
    assert_eq!(span(&r, 4).1, c1);
}

#[test]
fn one_hardware_queue_makes_depth_first_issue_serialise() {
    let path = program("issue_order");
    let elapsed = |preset: &str| -> (f64, f64) {
        let s = Scenario::from_file(&path, &[("n".into(), "16384".into())]).unwrap();
        // Without host API costs, so only the queues and engines differ between the orders (with
        // them, the breadth-first order also issues each kernel a little later).
        let mut gpu = GpuConfig::load(preset).unwrap();
        for k in ["host.launch_api_us", "host.copy_api_us"] {
            gpu.set(k, "0").unwrap();
        }
        let r = run(&s, &RunOptions::timed(&gpu, SchedulerKind::Gto)).unwrap_or_else(|e| panic!("{e}"));
        let ms = elapsed_ms(&r);
        (ms[0], ms[1])
    };
    // gt200: one copy engine, one queue: the download of stream 1 blocks the upload of stream 2.
    let (depth, breadth) = elapsed("gt200");
    assert!(depth > breadth * 1.2, "gt200: depth-first {depth} ms should be well above breadth-first {breadth} ms");
    // hopper: separate engines and eight queues: the order does not matter.
    let (depth, breadth) = elapsed("hopper");
    assert!((depth - breadth).abs() <= 0.05 * breadth, "hopper: {depth} vs {breadth} ms");
}

#[test]
fn a_single_queue_holds_back_commands_behind_a_waiting_one() {
    // One copy engine: stream 1 uploads, computes, downloads; stream 2's upload is issued after
    // stream 1's download and must wait behind it with one queue, but not with eight.
    let body = format!("{}{}{}{}", copy("h", "d", 1), kernel(1, 128), copy("d", "out", 1), copy("h", "e", 2));
    let path = scenario("hol", &body);
    let one = run_on(&path, "default", &[("host.copy_engines", "1"), ("host.hw_queues", "1")]);
    let (k, up2) = (span(&one, 1), span(&one, 3));
    assert!(up2.0 >= k.1, "one queue: stream 2's upload {up2:?} waits behind the download, after the kernel {k:?}");
    let many = run_on(&path, "default", &[("host.copy_engines", "1"), ("host.hw_queues", "8")]);
    let (k, up2) = (span(&many, 1), span(&many, 3));
    assert!(up2.0 < k.1, "eight queues: stream 2's upload {up2:?} overlaps the kernel {k:?}");
}

#[test]
fn kernels_in_different_streams_share_the_gpu_up_to_the_concurrency_limit() {
    // Two 2-block kernels on a 4-SM GPU: concurrent when allowed, one after the other when not.
    let body = "[[steps]]\nlaunch = \"work\"\ngrid = 2\nblock = 256\nargs = [\"d\", 0, 1024]\nstream = 1\n\n\
                [[steps]]\nlaunch = \"work\"\ngrid = 2\nblock = 256\nargs = [\"e\", 0, 1024]\nstream = 2\n\n\
                [[outputs]]\nbuffer = \"d\"\n\n[[outputs]]\nbuffer = \"e\"\n";
    let path = scenario("concurrent", body);
    let conc = run_on(&path, "default", &[]);
    let (a, b) = (span(&conc, 0), span(&conc, 1));
    assert!(b.0 < a.1, "concurrent kernels overlap: {a:?} {b:?}");
    let serial = run_on(&path, "default", &[("host.concurrent_kernels", "1")]);
    let (sa, sb) = (span(&serial, 0), span(&serial, 1));
    assert!(sb.0 >= sa.1, "with a limit of one they serialise: {sa:?} {sb:?}");
    assert!(conc.timeline.as_ref().unwrap().cycles < serial.timeline.as_ref().unwrap().cycles);
    // The same values either way.
    assert_eq!(output_bytes(&conc, "d"), output_bytes(&serial, "d"));
    // Each kernel alone on the idle GPU takes as long as in the serial run.
    assert_eq!(sa.1 - sa.0, sb.1 - sb.0);
}

#[test]
fn staged_copy_and_execute_beats_the_sequential_version_and_computes_the_same() {
    let path = program("staged_copy");
    let sets = |streams: u32| {
        vec![("n".into(), "32768".into()), ("iters".into(), "48".into()), ("nStreams".into(), streams.to_string())]
    };
    // On the small preset the kernel dominates (tE ~ 2 tT) and chunks are large enough that the
    // fixed cost per copy does not eat the gain (docs/STREAMS.md shows where it does).
    let gpu = GpuConfig::load("default").unwrap();
    let s = Scenario::from_file(&path, &sets(4)).unwrap();
    let r = run(&s, &RunOptions::timed(&gpu, SchedulerKind::Gto)).unwrap_or_else(|e| panic!("{e}"));
    let ms = elapsed_ms(&r);
    let (sequential, staged) = (ms[0], ms[1]);
    assert!(staged < sequential * 0.9, "staged {staged} ms vs sequential {sequential} ms");
    // Every element went through `iters` rounds, as a host reference computes them.
    let input = f32s(&input_bytes(&s, "a"));
    let iters = s.params["iters"].as_int().unwrap();
    let want: Vec<f32> = input
        .iter()
        .map(|&x0| {
            let mut x = x0;
            for _ in 0..iters {
                x = x.cos().mul_add(0.5, x.sin() * 0.5);
            }
            x
        })
        .collect();
    common::assert_same_f32("staged result", &f32s(&output_bytes(&r, "b")), &want);
}

#[test]
fn functional_mode_runs_the_same_steps_in_order() {
    let s = Scenario::from_file(&program("issue_order"), &[("n".into(), "4096".into())]).unwrap();
    let r = run(&s, &RunOptions::default()).unwrap();
    assert!(r.timeline.is_none() && r.commands.iter().all(|c| c.timing.is_none()));
    let timed = run(&s, &RunOptions::timed(&GpuConfig::load("default").unwrap(), SchedulerKind::Gto)).unwrap();
    assert_eq!(output_bytes(&r, "a_out"), output_bytes(&timed, "a_out"));
}

#[test]
fn launch_calls_cost_host_time_and_kernels_start_after_the_launch_latency() {
    // Two short kernels in one stream: the second is issued one launch call later and starts
    // the launch latency after the first ends.
    let body = format!("{}{}", kernel(1, 1), kernel(1, 1));
    let r = run_on(&scenario("latency", &body), "default", &[]);
    let gpu = GpuConfig::load("default").unwrap();
    let cyc = |us: f64| (us * gpu.gpu.clock_mhz).round() as u64;
    let (api, lat) = (cyc(gpu.host.launch_api_us), cyc(gpu.host.launch_latency_us));
    let (k1, k2) = (span(&r, 0), span(&r, 1));
    let issued = |i: usize| r.commands[i].timing.as_ref().unwrap().issued_cycle;
    assert_eq!((issued(0), issued(1)), (api, 2 * api));
    assert_eq!(k1.0, api + lat, "the first kernel starts the latency after its call returns");
    assert_eq!(k2.0, k1.1.max(issued(1)) + lat, "the second: {k1:?} {k2:?}");
    // With both costs zero, the second kernel starts the cycle the first ends.
    let zero = run_on(
        &scenario("latency0", &body),
        "default",
        &[("host.launch_api_us", "0"), ("host.launch_latency_us", "0")],
    );
    assert_eq!(span(&zero, 0).0, 0);
    assert_eq!(span(&zero, 1).0, span(&zero, 0).1);
}

/// The `elapsed` results of a program run, in order.
fn elapsed_ms(r: &Report) -> Vec<f64> {
    r.commands
        .iter()
        .filter_map(|c| match c.what {
            CommandReport::Elapsed { ms, .. } => ms,
            _ => None,
        })
        .collect()
}

#[test]
fn the_three_way_overlap_loop_hides_the_upload_and_the_kernels_behind_acquisition() {
    let s =
        Scenario::from_file(&program("overlap3"), &[("n".into(), "16384".into()), ("acquire_us".into(), "20".into())])
            .unwrap();
    let on = |preset: &str| {
        let r = run(&s, &RunOptions::timed(&GpuConfig::load(preset).unwrap(), SchedulerKind::Gto)).unwrap();
        elapsed_ms(&r)
    };
    let gt200 = on("gt200");
    let (serial, overlap, readback) = (gt200[0], gt200[1], gt200[2]);
    // Per frame the serial loop pays acquisition + upload + kernels; the 3-way loop only the
    // longest of them (the same 4 frames).
    assert!(overlap < 0.6 * serial, "gt200: 3-way {overlap} ms vs serial {serial} ms");
    // With readback, one copy engine serialises the upload and the download; two run them at once
    // (6 frames each).
    let fermi = on("fermi");
    assert!(fermi[2] < 0.8 * readback, "readback: fermi {} ms vs gt200 {readback} ms", fermi[2]);
}

#[test]
fn a_2d_copy_cannot_overlap_where_the_preset_says_so() {
    // A long kernel in stream 1, then an async 2-D copy (to a pitched buffer) in stream 2.
    let body = format!("{}{}", kernel(1, 256), copy("h", "p", 2));
    let path = scenario("copy2d", &body);
    let old = run_on(&path, "default", &[("host.overlap_2d", "false")]);
    assert!(matches!(old.commands[1].what, CommandReport::Copy { two_d: true, .. }));
    let (k, c) = (span(&old, 0), span(&old, 1));
    assert!(c.0 >= k.1, "no 2-D overlap: the copy {c:?} waits for the kernel {k:?}");
    let new = run_on(&path, "default", &[("host.overlap_2d", "true")]);
    let (k, c) = (span(&new, 0), span(&new, 1));
    assert!(c.0 < k.1, "2-D overlap allowed: the copy {c:?} runs during the kernel {k:?}");
}

#[test]
fn library_users_can_drive_streams_from_a_toml_string() {
    let toml = r#"
        kernels = "programs/staged_copy/staged.asm"
        [host]
        h = { type = "f32", len = 1024, init = "iota", pinned = true }
        [device]
        d = { type = "f32", len = 1024 }
        e = { type = "f32", len = 1024 }
        [[steps]]
        copy = { from = "h", to = "d", async = true, stream = 1 }
        [[steps]]
        launch = "work"
        grid = 4
        block = 256
        args = ["d", 0, 8]
        stream = 1
        [[steps]]
        copy = { from = "h", to = "e", async = true, stream = 2 }
    "#;
    let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = Scenario::from_toml_str("inline", toml, base, &[]).unwrap_or_else(|e| panic!("{e}"));
    let r = run(&s, &RunOptions::timed(&GpuConfig::load("hopper").unwrap(), SchedulerKind::Gto)).unwrap();
    // Stream 2's upload waits behind stream 1's on the one upload engine, and overlaps the kernel.
    let (up1, k, up2) = (span(&r, 0), span(&r, 1), span(&r, 2));
    assert!(up2.0 >= up1.1 && up2.0 < k.1, "{up1:?} {k:?} {up2:?}");
    // Errors name the given source name.
    let e = Scenario::from_toml_str("inline", "kernels = 3", base, &[]).unwrap_err();
    assert!(e.to_string().starts_with("inline"), "{e}");
}

/// Thousands of commands in a few streams (a scenario's `repeat` makes them easily), with an
/// event each round that a third stream waits for: every stream's commands run in order, one
/// engine's copies never overlap, and each wait holds its stream until the event's work is
/// done. The device looked at every command, and every waiting event command, each time it
/// stopped (quadratic in them: 50,000 rounds of five commands took 90 s, now 2.2 s); the
/// results were the same.
#[test]
fn thousands_of_commands_in_several_streams_keep_each_stream_in_order() {
    let rounds = 500;
    let body = format!(
        "[[steps]]\nrepeat = {rounds}\nsteps = [\n\
         {{ copy = {{ from = \"h\", to = \"d\", async = true, stream = 1 }} }},\n\
         {{ launch = \"work\", grid = 2, block = 64, args = [\"d\", 0, 1], stream = 1 }},\n\
         {{ record = \"e\", stream = 1 }},\n\
         {{ copy = {{ from = \"e\", to = \"out\", async = true, stream = 2 }} }},\n\
         {{ wait_event = \"e\", stream = 3 }},\n\
         {{ launch = \"work\", grid = 2, block = 64, args = [\"e\", 0, 1], stream = 3 }},\n]\n"
    );
    let r = run_on(&scenario("thousands", &body), "default", &[]);
    assert_eq!(r.commands.len(), 6 * rounds);
    let mut last_end = std::collections::BTreeMap::new();
    let mut engine_end = std::collections::BTreeMap::new();
    for (i, c) in r.commands.iter().enumerate() {
        let t = c.timing.as_ref().expect("timed");
        assert!(t.start_cycle <= t.end_cycle && t.issued_cycle <= t.start_cycle, "command {i}: {t:?}");
        let stream = [1, 1, 1, 2, 3, 3][i % 6];
        if let Some(&end) = last_end.get(&stream) {
            assert!(t.start_cycle >= end, "command {i} starts before its stream's previous one ends");
        }
        last_end.insert(stream, t.end_cycle);
        if t.engine.starts_with("copy") {
            if let Some(&end) = engine_end.get(&t.engine) {
                assert!(t.start_cycle >= end, "command {i} overlaps the last copy on {}", t.engine);
            }
            engine_end.insert(t.engine.clone(), t.end_cycle);
        }
        if i % 6 == 5 {
            // Stream 3's kernel waited for the event recorded after stream 1's kernel.
            let (k1, record) = (span(&r, i - 4), span(&r, i - 3));
            assert!(record.1 >= k1.1 && t.start_cycle >= record.1, "round {}: {k1:?} {record:?} {t:?}", i / 6);
        }
    }
    // Uploads and downloads go to the two copy engines of `default`.
    assert_eq!(engine_end.len(), 2, "{engine_end:?}");
}

/// Device buffers start as their `init` says: zero ones are not written at setup (device
/// memory reads as zeros until written), so they must still read as zeros, next to buffers on
/// the same backing page that were written, pitched or not, and after a kernel wrote a
/// neighbour.
#[test]
fn device_buffers_start_as_their_init_says() {
    let toml = r#"
        kernels = "fill.asm"
        outputs = [{ buffer = "a" }, { buffer = "z" }, { buffer = "c" }, { buffer = "p" }, { buffer = "q" }, { buffer = "w" }]
        [device]
        a = { type = "u32", len = 100, init = "iota" }
        z = { type = "u32", len = 100 }
        c = { type = "f32", len = 7, init = { constant = 2.5 } }
        p = { type = "u16", rows = 3, row_len = 5, pitched = true }
        q = { type = "u16", rows = 3, row_len = 5, pitched = true, init = "iota" }
        w = { type = "u32", len = 64 }
        [[steps]]
        launch = "fill"
        grid = 1
        block = 64
        args = ["w", 7]
    "#;
    let dir = std::env::temp_dir().join(format!("warpsim-device-init-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fill =
        ".kernel fill\n.param .ptr out\n.param .u32 v\n    ld.param.u64 %rd1, [out]\n    ld.param.u32 %r1, [v]\n\
                mov.u32 %r2, %tid.x\n    mul.wide.u32 %rd2, %r2, 4\n    add.s64 %rd1, %rd1, %rd2\n\
                st.global.u32 [%rd1], %r1\n    exit\n";
    std::fs::write(dir.join("fill.asm"), fill).unwrap();
    let s = Scenario::from_toml_str("inline", toml, &dir, &[]).unwrap_or_else(|e| panic!("{e}"));
    let gpu = GpuConfig::load("default").unwrap();
    for opts in [RunOptions::for_gpu(&gpu), RunOptions::timed(&gpu, SchedulerKind::Gto)] {
        let r = run(&s, &opts).unwrap();
        let words = |i: usize| -> Vec<u32> {
            r.outputs[i].data.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
        };
        let halves = |i: usize| -> Vec<u16> {
            r.outputs[i].data.chunks_exact(2).map(|c| u16::from_le_bytes(c.try_into().unwrap())).collect()
        };
        assert_eq!(words(0), (0..100).collect::<Vec<u32>>());
        assert_eq!(words(1), vec![0; 100]);
        assert_eq!(words(2), vec![2.5f32.to_bits(); 7]);
        assert_eq!(halves(3), vec![0; 15]);
        assert_eq!(halves(4), (0..15).collect::<Vec<u16>>());
        assert_eq!(words(5), vec![7; 64]);
    }
}
