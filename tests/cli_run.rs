//! `warpsim run` as a user runs it.

mod common;
use common::warpsim;

#[test]
fn every_program_runs_from_the_cli() {
    for dir in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/programs")).unwrap() {
        let scenario = dir.unwrap().path().join("scenario.toml");
        if !scenario.exists() {
            continue;
        }
        let path = scenario.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().display().to_string();
        // Functional mode keeps the suite fast at the default sizes; timing runs below.
        let (code, out, err) = warpsim(&["run", &path, "--no-save", "--functional"]);
        assert_eq!(code, 0, "{path}\nstdout:\n{out}\nstderr:\n{err}");
        assert!(out.contains("launch "), "{out}");
        assert!(out.contains("warp instructions"), "{out}");
    }
}

#[test]
fn json_output_is_one_deterministic_object() {
    let args = ["run", "programs/reverse_array/scenario.toml", "--json", "--no-save", "--set", "blocks=8"];
    let (code, first, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let (_, second, _) = warpsim(&args);
    assert_eq!(first, second, "same inputs, same bytes");
    let v: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(v["mode"], "timing");
    assert_eq!(v["params"]["blocks"], 8);
    let launches = v["launches"].as_array().unwrap();
    assert_eq!(launches.len(), 2);
    assert_eq!(launches[0]["kernel"], "reverseArrayBlock");
    assert_eq!(launches[0]["grid"], serde_json::json!([8, 1, 1]));
    assert_eq!(launches[0]["counters"]["cta_launched"], 8);
    assert_eq!(launches[0]["counters"]["gld_request"], 64);
    assert_eq!(launches[1]["counters"]["inst_executed"], 8 * 8 * 24);
    let t = &launches[0]["timing"];
    assert_eq!(t["preset"], "default");
    assert_eq!(t["scheduler"], "gto");
    assert!(t["cycles"].as_u64().unwrap() > 0, "{t}");
    // 8 blocks x 8 warps, each reading 128 aligned bytes: 4 sectors per warp.
    assert_eq!(t["gld_transactions"], 8 * 8 * 4);
    assert!(t["stalls"]["memory_dependency"].as_u64().unwrap() > 0);
    assert_eq!(v["commands"][0]["kind"], "copy");
    assert_eq!(v["outputs"][0]["first"][0], "2047");
}

#[test]
fn host_stats_add_the_host_speed_to_the_json_on_request() {
    let base = ["run", "programs/reverse_array/scenario.toml", "--json", "--no-save", "--set", "blocks=8"];
    let (_, plain, _) = warpsim(&base);
    let plain: serde_json::Value = serde_json::from_str(&plain).unwrap();
    assert!(plain.get("host").is_none(), "the default JSON leaves host timings out");
    let (code, out, err) = warpsim(&[&base[..], &["--host-stats"]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let h = &v["host"];
    let launches = h["launches"].as_array().unwrap();
    assert_eq!(launches.len(), 2, "{h}");
    let mut sum = 0.0;
    for (l, report) in launches.iter().zip(v["launches"].as_array().unwrap()) {
        let secs = l["seconds"].as_f64().unwrap();
        let rate = l["warp_instructions_per_second"].as_f64().unwrap();
        let instrs = report["counters"]["inst_executed"].as_f64().unwrap();
        assert!(secs > 0.0 && rate > 0.0, "{l}");
        assert!((rate * secs - instrs).abs() <= 1e-6 * instrs, "{l}: {instrs} instructions");
        sum += secs;
    }
    let launch_seconds = h["launch_seconds"].as_f64().unwrap();
    assert!((launch_seconds - sum).abs() < 1e-12, "{h}");
    assert!(h["seconds"].as_f64().unwrap() >= launch_seconds, "{h}");
    let total = v["totals"]["inst_executed"].as_f64().unwrap();
    assert!((h["warp_instructions_per_second"].as_f64().unwrap() * launch_seconds - total).abs() <= 1e-6 * total);
    // It only makes sense with --json.
    let (code, _, err) = warpsim(&["run", "programs/reverse_array/scenario.toml", "--no-save", "--host-stats"]);
    assert_ne!(code, 0);
    assert!(err.contains("--json"), "{err}");
}

#[test]
fn presets_and_schedulers_change_cycles_not_results() {
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "programs/reduction/scenario.toml", "--json", "--no-save", "--set", "n=20000"];
        args.extend_from_slice(extra);
        let (code, out, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let a = run(&["--preset", "volta", "--scheduler", "lrr"]);
    let b = run(&["--preset", "volta", "--scheduler", "gto"]);
    let c = run(&["--preset", "gt200"]);
    let f = run(&["--functional"]);
    assert_eq!(a["outputs"][0]["first"], f["outputs"][0]["first"]);
    assert_eq!(b["outputs"][0]["first"], f["outputs"][0]["first"]);
    assert_eq!(c["outputs"][1]["first"], f["outputs"][1]["first"]);
    assert!(f["launches"][0]["timing"].is_null());
    let cycles = |v: &serde_json::Value| v["launches"][0]["timing"]["cycles"].as_u64().unwrap();
    assert_ne!(cycles(&a), cycles(&c), "a cc 1.3 part and a V100 differ");
    let (code, _, err) = warpsim(&["run", "programs/reduction/scenario.toml", "--scheduler", "fifo"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown scheduler `fifo`"), "{err}");
}

#[test]
fn a_run_without_scheduler_takes_its_presets() {
    // hopper's `sm.scheduler` is gtrr (an H100's order), the others' absent (gto). matmul at
    // 256 x 256 on hopper takes different cycles under the two.
    let run = |extra: &[&str]| {
        let mut args =
            vec!["run", "programs/matmul/scenario.toml", "--json", "--no-save", "--set", "M=256", "--set", "N=256"];
        args.extend_from_slice(extra);
        let (code, out, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
        let v = serde_json::from_str::<serde_json::Value>(&out).unwrap();
        // (A sweep row's cycles are its launches' sum.)
        let launches = v["launches"].as_array().unwrap();
        let cycles = launches.iter().map(|l| l["timing"]["cycles"].as_u64().unwrap()).sum::<u64>();
        (launches[0]["timing"]["scheduler"].as_str().unwrap().to_string(), cycles)
    };
    let hopper = run(&["--preset", "hopper"]);
    assert_eq!(hopper, run(&["--preset", "hopper", "--scheduler", "gtrr"]));
    assert_eq!(hopper.0, "gtrr");
    let gto = run(&["--preset", "hopper", "--scheduler", "gto"]);
    assert_eq!(gto.0, "gto");
    assert_ne!(hopper.1, gto.1);
    assert_eq!(run(&[]).0, "gto");
    // A sweep over presets runs each point under its preset's policy unless told otherwise.
    let out = std::env::temp_dir().join(format!("warpsim-run-{}-presets.csv", std::process::id()));
    let out = out.display().to_string();
    let sweep = |extra: &[&str]| {
        let mut args = vec![
            "sweep",
            "programs/matmul/scenario.toml",
            "--vary",
            "preset=hopper,default",
            "--vary",
            "M=256",
            "--vary",
            "N=256",
            "--out",
            &out,
        ];
        args.extend_from_slice(extra);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
        let text = std::fs::read_to_string(&out).unwrap();
        let header: Vec<String> = text.lines().next().unwrap().split(',').map(String::from).collect();
        let col = header.iter().position(|h| h == "cycles").unwrap();
        text.lines().skip(1).map(|l| l.split(',').nth(col).unwrap().parse::<u64>().unwrap()).collect::<Vec<_>>()
    };
    let cycles = sweep(&[]);
    assert_eq!(cycles[0], hopper.1);
    assert_eq!(cycles[1], run(&[]).1);
    assert_eq!(sweep(&["--scheduler", "gto"])[0], gto.1);
    let _ = std::fs::remove_file(&out);
}

/// `--set` takes a preset key (dotted, as `sweep --vary` does) beside scenario parameters: the
/// run uses it, its JSON carries it, the summary names it, and a bad key is refused.
#[test]
fn set_takes_preset_keys_as_sweep_does() {
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "programs/vector_add/scenario.toml", "--json", "--no-save", "--set", "n=65536"];
        args.extend_from_slice(extra);
        let (code, out, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let cycles = |v: &serde_json::Value| v["launches"][0]["timing"]["cycles"].as_u64().unwrap();
    let plain = run(&[]);
    let few = run(&["--set", "sm.max_warps=8"]);
    assert_eq!(few["gpu"]["sm"]["max_warps"], 8);
    assert_eq!(few["params"]["n"], 65536);
    assert!(cycles(&few) > cycles(&plain), "{} vs {}", cycles(&few), cycles(&plain));
    assert_eq!(few["launches"][0]["counters"]["inst_executed"], plain["launches"][0]["counters"]["inst_executed"]);
    // A key the preset leaves out, here the policy: the same run as `--scheduler lrr`.
    let lrr = run(&["--set", "sm.scheduler=lrr"]);
    assert_eq!(lrr["launches"][0]["timing"]["scheduler"], "lrr");
    assert_eq!(cycles(&lrr), cycles(&run(&["--scheduler", "lrr"])));
    let (code, out, _) = warpsim(&[
        "run",
        "programs/vector_add/scenario.toml",
        "--no-save",
        "--set",
        "n=4096",
        "--set",
        "sm.max_warps=8",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("gpu: default with sm.max_warps=8 ("), "{out}");
    // Keys that must agree go in together, in either order; an error that none of them is named
    // for names the key it is about.
    let l2 = ["--set", "cache.l2_bytes=62914560", "--set", "cache.l2_slices=120", "--preset", "hopper"];
    assert_eq!(run(&l2)["gpu"]["cache"]["l2_slices"], 120);
    let (code, _, err) =
        warpsim(&["run", "programs/vector_add", "--no-save", "--preset", "hopper", "--set", "cache.l2_bytes=62914560"]);
    assert_eq!(code, 2);
    assert!(err.contains("--set: preset hopper: cache.l2_slices: must be at least 1 and divide l2_bytes"), "{err}");
    let (code, _, err) = warpsim(&["run", "programs/vector_add/scenario.toml", "--no-save", "--set", "sm.max_warpz=8"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "--set sm.max_warpz: preset default: sm.max_warpz: no key `max_warpz` in [sm] (did you mean `max_warps`?)"
        ),
        "{err}"
    );
}

#[test]
fn outputs_are_saved_as_npy() {
    let dir = std::env::temp_dir().join(format!("warpsim-out-{}", std::process::id()));
    let (code, out, err) =
        warpsim(&["run", "programs/vector_add/scenario.toml", "--set", "n=1000", "--out", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let file = dir.join("vector_add").join("c.npy");
    assert!(out.contains(&file.display().to_string()), "{out}");
    let bytes = std::fs::read(&file).unwrap();
    assert_eq!(&bytes[..6], b"\x93NUMPY");
    assert_eq!(bytes.len() % 64, 4000 % 64);
}

#[test]
fn a_programs_directory_runs_its_scenario() {
    let dir = std::env::temp_dir().join(format!("warpsim-dir-{}", std::process::id()));
    let out = dir.to_str().unwrap();
    let args = |scenario: &'static str| ["run", scenario, "--json", "--set", "n=1000", "--out", out];
    let (code, by_dir, err) = warpsim(&args("programs/vector_add"));
    assert_eq!(code, 0, "{err}");
    let (_, by_file, _) = warpsim(&args("programs/vector_add/scenario.toml"));
    assert_eq!(by_dir, by_file, "a directory runs the scenario.toml in it, with the same results");
    // Outputs go under the program's name, as for the file.
    assert!(dir.join("vector_add").join("c.npy").is_file());
    let (code, _, err) = warpsim(&["run", "programs", "--no-save"]);
    assert_eq!(code, 1);
    assert!(err.contains("programs: (file): a directory without a scenario.toml"), "{err}");
}

#[test]
fn a_kernel_file_given_as_the_scenario_is_named_as_one() {
    let (code, _, err) = warpsim(&["run", "programs/vector_add/vector_add.asm", "--no-save"]);
    assert_eq!(code, 1);
    assert!(err.contains("programs/vector_add/vector_add.asm:1:1"), "{err}");
    assert!(err.contains("this looks like a kernel file") && err.contains("warpsim check"), "{err}");
}

#[test]
fn errors_exit_non_zero() {
    let (code, _, err) = warpsim(&["run", "programs/vector_add/scenario.toml", "--set", "size=3"]);
    assert_eq!(code, 1);
    assert!(err.contains("no parameter `size`"), "{err}");
    let (code, _, err) = warpsim(&["run", "programs/vector_add/scenario.toml", "--set", "oops"]);
    assert_eq!(code, 2);
    assert!(err.contains("NAME=VALUE"), "{err}");
    let (code, _, err) =
        warpsim(&["run", "programs/float3/scenario.toml", "--set", "n=300000", "--set", "blocks=16", "--no-save"]);
    assert_eq!(code, 1);
    assert!(err.contains("kernel `calc_float3`") && err.contains("invalid global load"), "{err}");
}

#[test]
fn csv_in_the_profilers_format() {
    let file = std::env::temp_dir().join(format!("warpsim-{}.csv", std::process::id()));
    let (code, _, err) = warpsim(&[
        "run",
        "programs/reverse_array/scenario.toml",
        "--preset",
        "g80",
        "--no-save",
        "--set",
        "blocks=64",
        "--csv",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "# CUDA_PROFILE_LOG_VERSION 2.0");
    let header: Vec<&str> = lines[2].split(',').collect();
    assert_eq!(
        &header[..12],
        [
            "method",
            "gputime",
            "occupancy",
            "gld_coherent",
            "gld_incoherent",
            "gst_coherent",
            "gst_incoherent",
            "branch",
            "divergent_branch",
            "instructions",
            "warp_serialize",
            "cta_launched"
        ]
    );
    let col = |row: &str, name: &str| {
        row.split(',').nth(header.iter().position(|h| *h == name).unwrap()).unwrap().to_string()
    };
    let naive = lines.iter().find(|l| l.starts_with("reverseArrayBlock,")).unwrap();
    let shared = lines.iter().find(|l| l.starts_with("reverseArrayBlockShared,")).unwrap();
    // On cc 1.0 the naive kernel's descending stores never coalesce; the shared version's do.
    // Loads count a half-warp request each; stores their transactions' bytes in 16-byte units,
    // as seed 003's profiler output does: 32 for a half-warp's 16 transactions of 32 bytes, 4
    // for one of 64 bytes (64 blocks of 8 warps: 1,024 half-warps).
    assert_eq!(col(naive, "gld_coherent"), (64 * 16).to_string());
    assert_eq!(col(naive, "gst_incoherent"), (64 * 16 * 32).to_string());
    assert_eq!(col(naive, "gst_coherent"), "0");
    assert_eq!(col(shared, "gst_coherent"), (64 * 16 * 4).to_string());
    assert_eq!(col(shared, "gst_incoherent"), "0");
    assert!(col(naive, "gputime").parse::<f64>().unwrap() > col(shared, "gputime").parse::<f64>().unwrap());
    assert!(lines[3].starts_with("memcpyHtoD"));
}

#[test]
fn csv_has_the_texture_cache_counters_of_the_json() {
    let file = std::env::temp_dir().join(format!("warpsim-tex-{}.csv", std::process::id()));
    let args = ["run", "programs/tex_shift_copy/scenario.toml", "--preset", "g80", "--no-save", "--set", "n=65536"];
    let (code, json, err) = warpsim(&[&args[..], &["--json", "--csv", file.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).ok();
    let lines: Vec<&str> = text.lines().collect();
    let header: Vec<&str> = lines[2].split(',').collect();
    let col = |row: &str, name: &str| {
        row.split(',').nth(header.iter().position(|h| *h == name).unwrap()).unwrap().to_string()
    };
    let launch = |name: &str| {
        v["launches"].as_array().unwrap().iter().find(|l| l["kernel"] == name).unwrap()["timing"]["memory"].clone()
    };
    let tex = lines.iter().find(|l| l.starts_with("texShiftCopy,")).unwrap();
    let mem = launch("texShiftCopy");
    let (hits, misses) = (mem["tex_hits"].as_u64().unwrap(), mem["tex_misses"].as_u64().unwrap());
    // 256 blocks read 1,024 bytes each from one element on: 33 lines of 32 bytes a block, all
    // misses (a block's last line is the next block's first, on another SM); its 8 warps read
    // 5 lines each, so 7 of their 40 line reads find a line a warp before them brought.
    assert_eq!((hits, misses), (256 * 7, 256 * 33));
    assert_eq!((col(tex, "tex_cache_hit"), col(tex, "tex_cache_miss")), (hits.to_string(), misses.to_string()));
    // The plain load reads no texture line: zeros in the CSV (the JSON leaves them out).
    let plain = lines.iter().find(|l| l.starts_with("shiftCopy,")).unwrap();
    assert!(launch("shiftCopy").get("tex_hits").is_none());
    assert_eq!((col(plain, "tex_cache_hit"), col(plain, "tex_cache_miss")), ("0".to_string(), "0".to_string()));
}

#[test]
fn the_sectors_an_l2_miss_brings_beside_are_counted_in_the_json_csv_and_summary() {
    // strideCopy at 16 words on `hopper`: each load asks for one sector of a 64-byte half, and
    // its miss brings the other (`cache.l2_fetch_bytes = 64`): two misses a sector read, one of
    // them brought beside, twice the sectors' bytes from DRAM.
    let file = std::env::temp_dir().join(format!("warpsim-fetch-{}.csv", std::process::id()));
    let args = ["run", "programs/stride_copy/scenario.toml", "--preset", "hopper", "--no-save", "--set", "stride=16"];
    let (code, json, err) = warpsim(&[&args[..], &["--json", "--csv", file.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let m = &v["launches"][0]["timing"]["memory"];
    let n = |k: &str| m[k].as_u64().unwrap();
    let read = 262_144;
    assert_eq!((n("l2_hits"), n("l2_misses"), n("l2_fetched")), (0, 2 * read, read));
    // (And its stores, one word a sector, leave sectors in part that the L2 reads to merge as
    // it writes them back: `cache.l2_partial_sector_reads`.)
    assert!(n("l2_partial_reads") > 0);
    assert_eq!(n("dram_read_bytes"), 64 * read + 32 * n("l2_partial_reads"));
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).ok();
    let lines: Vec<&str> = text.lines().collect();
    let header: Vec<&str> = lines[2].split(',').collect();
    let row = lines.iter().find(|l| l.starts_with("strideCopy,")).unwrap();
    let column = |name: &str| row.split(',').nth(header.iter().position(|h| *h == name).unwrap()).unwrap();
    assert_eq!(column("l2_fetched"), read.to_string());
    // The CSV carries the other DRAM counters of the JSON too.
    assert_eq!(column("l2_partial_reads"), n("l2_partial_reads").to_string());
    assert!(n("dram_blocks_opened") > 0);
    assert_eq!(column("dram_blocks_opened"), n("dram_blocks_opened").to_string());
    // The summary's rate is over the sectors read, and names those brought beside apart.
    let (code, text, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let want = format!("L2 read hits 0.0% of {read} sectors, {read} more sectors brought beside L2 misses");
    assert!(text.contains(&want), "{want}\n{text}");
    assert!(text.contains("partly written sectors merged"), "{text}");
    // Their write-backs, booked behind every load of the launch, go out after it: the rate over
    // the launch is above the preset's, and the summary says why.
    assert!(text.contains("of the preset's 3296.7 GB/s), some of it sent after the launch ended"), "{text}");
    // Without the key (`volta`) nothing is brought beside, and the JSON leaves the counter out.
    let (code, json, err) = warpsim(&[
        "run",
        "programs/stride_copy/scenario.toml",
        "--preset",
        "volta",
        "--no-save",
        "--json",
        "--set",
        "stride=16",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(v["launches"][0]["timing"]["memory"].get("l2_fetched").is_none());
    assert!(v["launches"][0]["timing"]["memory"].get("l2_partial_reads").is_none());
}

/// A scenario in a fresh temporary folder that launches kernel `name` (whose source is `asm`)
/// once on `grid` blocks of `block` threads, with no arguments: the folder and the scenario's
/// path.
fn one_launch(name: &str, asm: &str, grid: u32, block: u32) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("warpsim-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{name}.asm")), asm).unwrap();
    std::fs::write(
        dir.join("scenario.toml"),
        format!(
            "kernels = \"{name}.asm\"\n[[steps]]\nlaunch = \"{name}\"\ngrid = {grid}\nblock = {block}\nargs = []\n"
        ),
    )
    .unwrap();
    let path = dir.join("scenario.toml").display().to_string();
    (dir, path)
}

#[test]
fn a_kernel_that_loops_forever_is_stopped_at_the_instruction_budget() {
    let (dir, path) = one_launch("spin", ".kernel spin\nloop:\n    bra loop\n", 2, 64);
    for mode in [&[][..], &["--functional"][..]] {
        let mut args = vec!["run", &path, "--no-save", "--max-warp-instructions", "1000"];
        args.extend_from_slice(mode);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 1, "{mode:?}: {err}");
        assert!(
            err.contains("kernel `spin` did not finish within 1000 warp instructions, all its blocks together"),
            "{mode:?}: {err}"
        );
    }
    // A CSV path that cannot be written is reported before the run, not after it.
    let (code, _, err) =
        warpsim(&["run", &path, "--no-save", "--max-warp-instructions", "1000", "--csv", "/nonexistent-dir/x.csv"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot write /nonexistent-dir/x.csv") && !err.contains("spin"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_instruction_budget_counts_all_blocks_of_a_launch_together() {
    // Four blocks of one warp, each 302 warp instructions: far below the budget one at a time,
    // so a per-block budget (all resident blocks advancing together in timing mode) would let
    // a looping grid run for the budget times its resident blocks.
    let asm = ".kernel count\n    mov.u32 %r1, 0\nloop:\n    add.u32 %r1, %r1, 1\n    setp.lt.u32 %p1, %r1, 100\n    @%p1 bra loop\n    exit\n";
    let (dir, path) = one_launch("count", asm, 4, 32);
    for mode in [&[][..], &["--functional"][..]] {
        let run = |limit: &str| {
            let mut args = vec!["run", &path, "--no-save", "--json", "--max-warp-instructions", limit];
            args.extend_from_slice(mode);
            warpsim(&args)
        };
        let (code, json, err) = run("1000000");
        assert_eq!(code, 0, "{mode:?}: {err}");
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        let total = v["launches"][0]["counters"]["inst_executed"].as_u64().unwrap();
        assert_eq!(total, 4 * 302, "{mode:?}");
        let (code, _, err) = run(&total.to_string());
        assert_eq!(code, 0, "{mode:?}: at the budget: {err}");
        let (code, _, err) = run(&(total - 1).to_string());
        assert_eq!(code, 1, "{mode:?}: one below");
        assert!(
            err.contains(&format!("kernel `count` did not finish within {} warp instructions", total - 1)),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_summary_says_where_the_warps_waited_and_what_the_memory_did_as_the_json_does() {
    let base = ["run", "programs/vector_add/scenario.toml", "--no-save", "--set", "n=65536"];
    let (code, text, err) = warpsim(&base);
    assert_eq!(code, 0, "{err}");
    let (_, json, _) = warpsim(&[&base[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let t = &v["launches"][0]["timing"];
    let s = &t["stalls"];
    let n = |k: &str| s[k].as_u64().unwrap();
    let all = n("memory_dependency") + n("execution_dependency") + n("barrier") + n("pipe_busy") + n("not_selected");
    // A streaming kernel waits on its loads above all: that reason comes first, with its share.
    let first = format!(
        "stalled warp-cycles ({all}): memory dependency {:.1}%,",
        100.0 * n("memory_dependency") as f64 / all as f64
    );
    assert!(text.contains(&first), "{first}\n{text}");
    let m = &t["memory"];
    let l2 = m["l2_hits"].as_u64().unwrap() + m["l2_misses"].as_u64().unwrap();
    assert!(l2 > 0);
    assert!(text.contains(&format!("L2 read hits 0.0% of {l2} sectors")), "{text}");
    // Every byte moved once in the launch's time is most of `default`'s DRAM bandwidth.
    let line = text.lines().find(|l| l.contains("memory: ")).expect("a memory line");
    let gbs: f64 = line.split(" GB/s").next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
    let bytes = (m["dram_read_bytes"].as_u64().unwrap() + m["dram_write_bytes"].as_u64().unwrap()) as f64;
    let expect = bytes / t["elapsed_us"].as_f64().unwrap() / 1e3;
    assert!((gbs - expect).abs() < 0.06, "{gbs} against {expect}: {line}");
    assert!(line.contains("of the preset's 97.9 GB/s"), "{line}");
}

/// A kernel file of thousands of kernels with a full 64 KB constant bank: the launched kernel,
/// the 1,500th, reads the bank (each kernel its own word) and stores what it read. Every kernel
/// of a file used to be decoded, each with its own copy of the bank (5,000 kernels: 346 MB).
#[test]
fn one_kernel_of_thousands_runs_with_its_files_constant_bank() {
    let kernels = 2_000;
    let mut asm = String::from(".const bank .u32 16384 = {");
    asm += &(0..16384).map(|i| (i * 7 + 1).to_string()).collect::<Vec<_>>().join(", ");
    asm += "}\n";
    for k in 0..kernels {
        asm += &format!(
            ".kernel k{k}\n.param .ptr out\n    ld.param.u64 %rd1, [out]\n    \
             ld.const.u32 %r1, [bank+{}]\n    st.global.u32 [%rd1], %r1\n    exit\n",
            4 * k
        );
    }
    let dir = std::env::temp_dir().join(format!("warpsim-many-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("many.asm"), asm).unwrap();
    std::fs::write(
        dir.join("scenario.toml"),
        "kernels = \"many.asm\"\n[device.out]\ntype = \"u32\"\nlen = 1\n\
         [[steps]]\nlaunch = \"k1499\"\ngrid = 1\nblock = 32\nargs = [\"out\"]\n\
         [[outputs]]\nbuffer = \"out\"\nprint = 1\n",
    )
    .unwrap();
    let path = dir.join("scenario.toml").display().to_string();
    for mode in [&[][..], &["--functional"][..]] {
        let (code, out, err) = warpsim(&[&["run", path.as_str(), "--no-save", "--json"][..], mode].concat());
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["launches"][0]["kernel"], "k1499", "{mode:?}");
        assert_eq!(v["outputs"][0]["first"][0], (1499 * 7 + 1).to_string(), "{mode:?}: {}", v["outputs"]);
    }
}

/// `run --source`: every instruction of each launch with its counters, which add up to the
/// launch's (warp and thread instructions, transactions, each stall reason), without changing
/// any result; barrier waits fall on the instruction after `bar.sync`, and vector add's wait
/// for its loads on the add that reads them.
#[test]
fn counts_by_instruction_add_up_to_the_launch_and_change_nothing() {
    let base =
        ["run", "programs/reduction/scenario.toml", "--json", "--no-save", "--set", "n=65536", "--preset", "hopper"];
    let (code, plain, err) = warpsim(&base);
    assert_eq!(code, 0, "{err}");
    let mut args = base.to_vec();
    args.push("--source");
    let (code, out, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let mut v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let reasons =
        ["memory_dependency", "execution_dependency", "no_instruction", "barrier", "pipe_busy", "not_selected"];
    let (mut barrier_waits, mut fetch_waits) = (0, 0);
    for l in v["launches"].as_array_mut().unwrap() {
        let t = &l["timing"];
        let lines = t["source"].as_array().unwrap();
        assert!(!lines.is_empty());
        let sum = |f: &dyn Fn(&serde_json::Value) -> u64| lines.iter().map(f).sum::<u64>();
        assert_eq!(sum(&|x| x["executed"].as_u64().unwrap()), l["counters"]["inst_executed"].as_u64().unwrap());
        assert_eq!(sum(&|x| x["threads"].as_u64().unwrap()), l["counters"]["thread_inst_executed"].as_u64().unwrap());
        for k in ["gld_transactions", "gst_transactions", "shared_bank_conflicts"] {
            assert_eq!(sum(&|x| x[k].as_u64().unwrap()), t[k].as_u64().unwrap(), "{k}");
        }
        for k in ["l1_hits", "l1_misses", "l2_hits", "l2_misses", "dram_read_bytes"] {
            assert_eq!(sum(&|x| x[k].as_u64().unwrap()), t["memory"][k].as_u64().unwrap(), "{k}");
        }
        for k in reasons {
            assert_eq!(sum(&|x| x["stalls"][k].as_u64().unwrap()), t["stalls"][k].as_u64().unwrap(), "{k}");
        }
        // Waits for code (each SM fetches the kernel's first line as its first block starts).
        fetch_waits += lines[0]["stalls"]["no_instruction"].as_u64().unwrap();
        // Barrier waits only on instructions right after a bar.sync.
        for (i, x) in lines.iter().enumerate() {
            if x["stalls"]["barrier"].as_u64().unwrap() > 0 {
                assert!(lines[i - 1]["text"].as_str().unwrap().starts_with("bar.sync"), "{x}");
                barrier_waits += 1;
            }
        }
        l["timing"].as_object_mut().unwrap().remove("source");
    }
    assert!(barrier_waits > 0);
    assert!(fetch_waits > 0, "hopper's warps wait for their first line of code");
    assert_eq!(v, serde_json::from_str::<serde_json::Value>(&plain).unwrap(), "the same results with --source");

    // The summary: a table of vector add's 19 instructions, the add after the loads waiting on
    // memory most of all.
    let (code, out, err) =
        warpsim(&["run", "programs/vector_add/scenario.toml", "--no-save", "--source", "--set", "n=65536"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("by instruction (19 of 19 issued; stalled warp-cycles are those spent waiting to issue it):"),
        "{out}"
    );
    let add = out.lines().find(|l| l.ends_with("add.f32 %r8, %r6, %r7")).expect("the add's row");
    assert!(add.contains("memory dependency 100%"), "{add}");
    let share: f64 = add.split('%').next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
    assert!(share > 80.0, "{add}");
    let load = out.lines().find(|l| l.ends_with("ld.global.f32 %r6, [%rd5]")).expect("the load's row");
    assert!(load.contains(" 8192 "), "a transaction a sector: {load}");
    let (code, _, err) =
        warpsim(&["run", "programs/vector_add/scenario.toml", "--no-save", "--source", "--functional"]);
    assert_ne!(code, 0);
    assert!(err.contains("--source needs the timing model"), "{err}");
}
