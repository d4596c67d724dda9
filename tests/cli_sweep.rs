//! `warpsim sweep` and `warpsim merge`: cross product, row content, determinism under
//! parallelism, and shards that merge into the full sweep.

mod common;
use common::warpsim;

fn tmp(name: &str) -> String {
    std::env::temp_dir().join(format!("warpsim-sweep-{}-{name}", std::process::id())).display().to_string()
}

const SCENARIO: &str = "programs/vector_add/scenario.toml";

/// The sweep most tests run: 3 policies x 2 sizes x 2 warp limits.
const SWEEP: [&str; 8] =
    ["sweep", SCENARIO, "--vary", "scheduler=lrr,gto,random:3", "--vary", "n=4096,8192", "--vary", "sm.max_warps=8,64"];

fn sweep(out: &str, extra: &[&str]) -> String {
    let mut args = SWEEP.to_vec();
    args.extend_from_slice(&["--out", out]);
    args.extend_from_slice(extra);
    let (code, stdout, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("points ->"), "{stdout}");
    std::fs::read_to_string(out).unwrap()
}

/// Runs `warpsim sweep ARGS... --out OUT` (`args` from the scenario on), which must succeed,
/// and returns the file it wrote.
fn swept(args: &[&str], out: &str) -> String {
    let (code, _, err) = warpsim(&[&["sweep"], args, &["--out", out]].concat());
    assert_eq!(code, 0, "{err}");
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn cross_product_rows_carry_every_counter() {
    let text = sweep(&tmp("full.csv"), &["--jobs", "2"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 3 * 2 * 2);
    let header: Vec<&str> = lines[0].split(',').collect();
    assert_eq!(&header[..4], ["point", "scheduler", "n", "sm.max_warps"]);
    for col in [
        "cycles",
        "elapsed_us",
        "ipc",
        "inst_executed",
        "gld_transactions",
        "memory.dram_read_bytes",
        "stalls.memory_dependency",
        "config_hash",
        "warpsim_version",
    ] {
        assert!(header.contains(&col), "missing column {col}");
    }
    let get = |line: &str, col: &str| {
        line.split(',').nth(header.iter().position(|h| *h == col).unwrap()).unwrap().to_string()
    };
    // Point 0 is the first value of every axis; the last axis varies fastest.
    assert_eq!(
        (get(lines[1], "scheduler"), get(lines[1], "n"), get(lines[1], "sm.max_warps")),
        ("lrr".into(), "4096".into(), "8".into())
    );
    assert_eq!(get(lines[2], "sm.max_warps"), "64");
    // Values do not depend on the scheduler: the same n executes the same instructions.
    assert_eq!(get(lines[1], "inst_executed"), get(lines[5], "inst_executed"));
    assert_eq!(get(lines[1], "inst_executed"), (4096 / 256 * 8 * 19).to_string());
    // Fewer resident warps cost cycles; every point has its own configuration hash.
    assert!(get(lines[1], "cycles").parse::<u64>().unwrap() > get(lines[2], "cycles").parse::<u64>().unwrap());
    let mut hashes: Vec<String> = lines[1..].iter().map(|l| get(l, "config_hash")).collect();
    hashes.sort();
    hashes.dedup();
    assert_eq!(hashes.len(), 12);
}

/// Ranges in `--vary` give the sweep of the values they stand for.
#[test]
fn ranges_give_the_sweep_of_their_values() {
    let listed = sweep(&tmp("listed.csv"), &[]);
    let out = tmp("ranges.csv");
    let args = ["sweep", SCENARIO, "--vary", "scheduler=lrr,gto,random:3", "--vary", "n=4096..8192:4096"];
    let mut args = args.to_vec();
    args.extend(["--vary", "sm.max_warps=8..64*8", "--out", &out]);
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), listed);
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "n=64..8", "--out", &out]);
    assert_ne!(code, 0);
    assert!(err.contains("--vary n: `64..8`: the range ends (8) before it starts (64)"), "{err}");
}

#[test]
fn serial_and_parallel_sweeps_are_identical() {
    assert_eq!(sweep(&tmp("serial.csv"), &["--jobs", "1"]), sweep(&tmp("parallel.csv"), &["--jobs", "3"]));
}

#[test]
fn shards_merge_into_the_full_sweep() {
    let full = sweep(&tmp("all.csv"), &[]);
    let (a, b, c) = (tmp("s1.csv"), tmp("s2.csv"), tmp("s3.csv"));
    sweep(&a, &["--shard", "1/3"]);
    sweep(&b, &["--shard", "2/3"]);
    sweep(&c, &["--shard", "3/3"]);
    let merged = tmp("merged.csv");
    let (code, _, err) = warpsim(&["merge", &c, &a, &b, "--out", &merged]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&merged).unwrap(), full);
    let (code, _, err) = warpsim(&["merge", &a, &a, "--out", &merged]);
    assert_eq!(code, 1);
    assert!(err.contains("appears in two shards"), "{err}");
}

#[test]
fn points_run_one_after_another_match_points_run_alone() {
    // One job runs the four points in turn, each GPU built on the caches the last ones of
    // the same shape left behind (hopper's after volta's); four shards of one point each
    // run every point in a process of its own, on caches built from nothing.
    let run = |out: &str, extra: &[&str]| {
        let mut args = vec!["sweep", SCENARIO, "--vary", "n=2048,4096", "--vary", "preset=hopper,volta", "--out", out];
        args.extend_from_slice(extra);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
    };
    let serial = tmp("turns.csv");
    run(&serial, &["--jobs", "1"]);
    let shards: Vec<String> = (1..=4).map(|i| tmp(&format!("alone{i}.csv"))).collect();
    for (i, shard) in shards.iter().enumerate() {
        run(shard, &["--shard", &format!("{}/4", i + 1)]);
    }
    let merged = tmp("alone.csv");
    let mut args = vec!["merge"];
    args.extend(shards.iter().map(String::as_str));
    args.extend(["--out", &merged]);
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&serial).unwrap();
    assert_eq!(text.lines().count(), 5);
    assert_eq!(std::fs::read_to_string(&merged).unwrap(), text);
}

#[test]
fn a_failing_point_leaves_the_rows_before_it() {
    // Point 1 of 4 (sm.max_warps=0) is invalid: the file is not written, and the row of
    // point 0 is in FILE.partial.
    let out = tmp("failing.csv");
    let partial = format!("{out}.partial");
    let _ = std::fs::remove_file(&out);
    let (code, _, err) = warpsim(&[
        "sweep",
        SCENARIO,
        "--vary",
        "n=4096,8192",
        "--vary",
        "sm.max_warps=8,0",
        "--jobs",
        "2",
        "--out",
        &out,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("error: point 1 (n=4096 sm.max_warps=0): preset default: sm.max_warps: must be at least 1"),
        "{err}"
    );
    assert!(err.contains(&format!("the row before it is in {partial} (1)")), "{err}");
    assert!(!std::path::Path::new(&out).exists());
    let rows = std::fs::read_to_string(&partial).unwrap();
    let lines: Vec<&str> = rows.lines().collect();
    assert_eq!(lines.len(), 2, "{rows}");
    assert!(lines[0].starts_with("point,n,sm.max_warps,") && lines[1].starts_with("0,4096,8,"), "{rows}");
    // A sweep that fails at its first point leaves nothing.
    let first = tmp("failing_first.json");
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "sm.max_warps=0", "--out", &first]);
    assert_eq!(code, 1, "{err}");
    assert!(!std::path::Path::new(&first).exists() && !std::path::Path::new(&format!("{first}.partial")).exists());
}

#[test]
fn a_stopped_sweep_resumes_from_its_rows() {
    let full = sweep(&tmp("whole.csv"), &["--jobs", "2"]);
    // A run killed while writing its sixth line: four rows and half of the fifth.
    let out = tmp("resumed.csv");
    let partial = format!("{out}.partial");
    let lines: Vec<&str> = full.split_inclusive('\n').collect();
    let cut = lines[..5].concat() + &lines[5][..lines[5].len() / 2];
    std::fs::write(&partial, cut).unwrap();
    let with = |extra: &[&str]| {
        let mut a = SWEEP.to_vec();
        a.extend_from_slice(extra);
        warpsim(&a)
    };
    let (code, _, err) = with(&["--out", &out, "--resume"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(&format!("resuming after the 4 rows in {partial}")), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), full);
    assert!(!std::path::Path::new(&partial).exists());
    // Nothing to resume from: the whole sweep, with a word that it starts over.
    let (code, _, err) = with(&["--out", &out, "--resume"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("starting from the first point"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), full);
    // Rows of another sweep (its axes in another order) are refused and left as they are.
    std::fs::write(&partial, lines[..3].concat()).unwrap();
    let mut other = vec!["sweep", SCENARIO, "--vary", "n=4096,8192", "--vary", "scheduler=lrr,gto,random:3"];
    other.extend(["--vary", "sm.max_warps=8,64", "--out", &out, "--resume"]);
    let (code, _, err) = warpsim(&other);
    assert_ne!(code, 0);
    assert!(err.contains("its header does not begin with `point,n,scheduler,sm.max_warps`"), "{err}");
    assert_eq!(std::fs::read_to_string(&partial).unwrap(), lines[..3].concat());
    let (code, _, err) = with(&["--out", &tmp("resumed.json"), "--resume"]);
    assert_ne!(code, 0);
    assert!(err.contains("--resume goes on from a CSV file's rows"), "{err}");
    // A chart of a resumed sweep has the earlier run's rows too.
    let chart = |out: &str, svg: &str| {
        let (code, _, err) = with(&["--out", out, "--resume", "--plot", svg, "--x", "sm.max_warps", "--y", "cycles"]);
        assert_eq!(code, 0, "{err}");
        std::fs::read_to_string(svg).unwrap()
    };
    let whole = chart(&tmp("chart_whole.csv"), &tmp("whole.svg"));
    std::fs::write(format!("{out}.partial"), lines[..6].concat()).unwrap();
    assert_eq!(chart(&out, &tmp("resumed.svg")), whole);
}

/// `--resume` refuses rows made with another configuration (a preset file changed since) or by
/// another version of warpsim, leaving them as they are; rows of the same one it goes on from.
#[test]
fn resume_refuses_rows_of_another_configuration_or_version() {
    let preset = tmp("preset.toml");
    let original = std::fs::read_to_string("presets/default.toml").unwrap();
    std::fs::write(&preset, &original).unwrap();
    let out = tmp("config.csv");
    let partial = format!("{out}.partial");
    let args = ["sweep", SCENARIO, "--preset", &preset, "--vary", "n=4096,8192,12288", "--out", &out, "--resume"];
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let full = std::fs::read_to_string(&out).unwrap();
    let two_rows: String = full.split_inclusive('\n').take(3).collect();
    // The same files: it goes on.
    std::fs::write(&partial, &two_rows).unwrap();
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), full);
    // The preset's DRAM latency changed since: refused, the rows left as they were.
    std::fs::write(&preset, original.replace("dram_latency = 450", "dram_latency = 500")).unwrap();
    std::fs::write(&partial, &two_rows).unwrap();
    let (code, _, err) = warpsim(&args);
    assert_ne!(code, 0);
    assert!(err.contains("line 2: point 0 (n=4096) was run with another configuration (config_hash "), "{err}");
    assert!(err.contains("a preset file or the scenario's parameters changed since"), "{err}");
    assert_eq!(std::fs::read_to_string(&partial).unwrap(), two_rows);
    // Another version of warpsim made them: refused.
    std::fs::write(&preset, &original).unwrap();
    let version = format!(",{}\n", env!("CARGO_PKG_VERSION"));
    std::fs::write(&partial, two_rows.replace(&version, ",0.0.1\n")).unwrap();
    let (code, _, err) = warpsim(&args);
    assert_ne!(code, 0);
    assert!(
        err.contains(&format!("line 2: it was made by warpsim 0.0.1, this is {}", env!("CARGO_PKG_VERSION"))),
        "{err}"
    );
}

#[test]
fn json_output_and_errors() {
    let out = tmp("rows.json");
    sweep(&out, &[]);
    let rows: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 12);
    assert_eq!(rows[0]["scheduler"], "lrr");
    assert!(rows[0]["cycles"].as_u64().unwrap() > 0);
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "sm.max_warpz=8", "--out", &tmp("x.csv")]);
    assert_eq!(code, 1);
    assert!(err.contains("sm.max_warpz: no key `max_warpz` in [sm] (did you mean `max_warps`?)"), "{err}");
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "smm.max_warps=8", "--out", &tmp("x.csv")]);
    assert_eq!(code, 1);
    assert!(err.contains("no section `smm` (did you mean `sm`?; sections: cache, gpu, host"), "{err}");
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "size=8", "--out", &tmp("x.csv")]);
    assert_eq!(code, 1);
    assert!(err.contains("no parameter `size`"), "{err}");
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "n=8", "--shard", "4/3", "--out", &tmp("x.csv")]);
    assert_eq!(code, 2);
    assert!(err.contains("between 1 and N"), "{err}");
    // The chart's keys without a chart are refused, not ignored.
    for key in ["--series", "--x", "--y"] {
        let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "n=8", "--out", &tmp("x.csv"), key, "scheduler"]);
        assert_eq!(code, 2, "{key}");
        assert!(err.contains("required arguments were not provided") && err.contains("--plot"), "{key}: {err}");
    }
}

#[test]
fn plot_draws_one_line_per_series() {
    let svg_path = tmp("plot.svg");
    sweep(&tmp("plot.csv"), &["--plot", &svg_path, "--x", "sm.max_warps", "--y", "cycles", "--series", "scheduler"]);
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"));
    // Three schedulers -> three polylines; each has one point per (n, sm.max_warps) row = 4.
    let polylines: Vec<&str> = svg.lines().filter(|l| l.starts_with("<polyline")).collect();
    assert_eq!(polylines.len(), 3, "{svg}");
    for p in &polylines {
        let pts = p.split("points=\"").nth(1).unwrap().split('"').next().unwrap();
        assert_eq!(pts.split_whitespace().count(), 4, "{p}");
    }
    for name in ["lrr", "gto", "random:3", "cycles by sm.max_warps"] {
        assert!(svg.contains(&format!(">{name}<")), "legend/title `{name}` missing");
    }

    let (code, _, err) = warpsim(&[
        "sweep",
        SCENARIO,
        "--vary",
        "n=4096",
        "--out",
        &tmp("p2.csv"),
        "--plot",
        &svg_path,
        "--x",
        "n",
        "--y",
        "cyclez",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("no axis or counter named `cyclez`"), "{err}");
    let (code, _, err) =
        warpsim(&["sweep", SCENARIO, "--vary", "n=4096", "--out", &tmp("p3.csv"), "--plot", &svg_path]);
    assert_ne!(code, 0);
    assert!(err.contains("--x"), "{err}");
}

/// `--log-x` and `--log-y` place points by their values' logarithms (a range by a factor comes
/// out evenly spaced), and refuse a value at or below 0, naming it.
#[test]
fn plot_log_axes() {
    let svg_path = tmp("log.svg");
    let mut args = vec!["sweep", SCENARIO, "--vary", "n=1024..65536*4", "--out"];
    let out = tmp("log.csv");
    args.extend([out.as_str(), "--plot", &svg_path, "--x", "n", "--y", "cycles", "--log-x"]);
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let cx: Vec<f64> = svg
        .lines()
        .filter(|l| l.starts_with("<circle"))
        .map(|l| l.split("cx=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(cx.len(), 4, "{svg}");
    assert!(cx.windows(3).all(|w| ((w[1] - w[0]) - (w[2] - w[1])).abs() < 0.2), "{cx:?}");
    assert!(svg.contains(">10000</text>"), "{svg}");
    let y = args.iter().position(|a| *a == "cycles").unwrap();
    args[y] = "stalls.barrier";
    args.push("--log-y");
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 1);
    assert!(
        err.contains("--log-y: `stalls.barrier` = 0 at point 0 (n=1024) has no place on a logarithmic axis"),
        "{err}"
    );
}

#[test]
fn rows_carry_the_timeline_and_elapsed_events() {
    let out = tmp("timeline.csv");
    let csv = swept(&["programs/issue_order/scenario.toml", "--vary", "preset=gt200,hopper", "--vary", "n=4096"], &out);
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap_or_else(|| panic!("no column {name}"));
    let (depth, breadth, total) =
        (col("elapsed_ms.depth_start.depth_end"), col("elapsed_ms.breadth_start.breadth_end"), col("timeline_us"));
    let rows: Vec<Vec<f64>> = lines
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            vec![f[depth].parse().unwrap(), f[breadth].parse().unwrap(), f[total].parse().unwrap()]
        })
        .collect();
    assert_eq!(rows.len(), 2);
    // gt200's single queue makes the depth-first order slower; both phases fit in the time line.
    assert!(rows[0][0] > rows[0][1], "{rows:?}");
    assert!(rows.iter().all(|r| (r[0] + r[1]) * 1e3 <= r[2] + 1e-3), "{rows:?}");
}

/// Every row has every column: the texture cache's counters, which a run's JSON leaves out
/// where no load read through one, are in the header even when the first point's preset has
/// no texture cache, and 0 in the rows of those that have none.
#[test]
fn rows_of_presets_with_and_without_a_texture_cache_have_the_same_columns() {
    let out = tmp("tex.csv");
    let args = ["sweep", "programs/tex_shift_copy/scenario.toml", "--vary", "preset=hopper,g80", "--out", &out];
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    let csv = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    let header: Vec<&str> = lines[0].split(',').collect();
    let get = |line: &str, name: &str| -> u64 {
        let i = header.iter().position(|h| *h == name).unwrap_or_else(|| panic!("no column {name}"));
        line.split(',').nth(i).unwrap().parse().unwrap()
    };
    assert_eq!(lines.len(), 3);
    assert!(lines[1..].iter().all(|l| l.split(',').count() == header.len()));
    assert_eq!((get(lines[1], "memory.tex_hits"), get(lines[1], "memory.tex_misses")), (0, 0));
    assert!(get(lines[2], "memory.tex_hits") > 0 && get(lines[2], "memory.tex_misses") > 0, "{}", lines[2]);
}

/// A preset key the preset leaves out (`default` has no `sm.scheduler`) can be varied, and
/// varying it gives what `--vary scheduler=` gives.
#[test]
fn keys_the_preset_leaves_out_can_be_varied() {
    let cycles = |key: &str, out: &str| -> Vec<String> {
        let vary = format!("{key}=gto,lrr");
        let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", &vary, "--vary", "n=4096", "--out", out]);
        assert_eq!(code, 0, "{err}");
        let text = std::fs::read_to_string(out).unwrap();
        let mut lines = text.lines();
        let at = lines.next().unwrap().split(',').position(|c| c == "cycles").unwrap();
        lines.map(|l| l.split(',').nth(at).unwrap().to_string()).collect()
    };
    let by_key = cycles("sm.scheduler", &tmp("left-out.csv"));
    assert_eq!(by_key, cycles("scheduler", &tmp("by-flag.csv")));
    assert_eq!(by_key.len(), 2);
    assert_ne!(by_key[0], by_key[1], "gto and lrr take different cycles here");
    let (code, _, err) = warpsim(&["sweep", SCENARIO, "--vary", "sm.register_banks=2,x", "--out", &tmp("rb.csv")]);
    assert_eq!(code, 1);
    assert!(err.contains("sm.register_banks: invalid type: string \"x\", expected u32"), "{err}");
}

/// A TOML array is one value of a varied key (its commas do not split it): a curve, varied
/// whole. The CSV quotes it, and a resumed sweep reads it back.
#[test]
fn arrays_can_be_varied_and_resumed() {
    let out = tmp("arrays.csv");
    let args = [SCENARIO, "--vary", "cache.dram_loaded_latency=[],[[0.0, 0.0], [0.1, 2000.0]]", "--vary", "n=4096"];
    let text = swept(&args, &out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[1].starts_with("0,[],4096,"), "{}", lines[1]);
    assert!(lines[2].starts_with("1,\"[[0.0, 0.0], [0.1, 2000.0]]\",4096,"), "{}", lines[2]);
    // The curve adds up to 2,000 cycles to every DRAM read: the launch takes longer.
    let at = lines[0].split(',').position(|c| c == "cycles").unwrap();
    let field = |line: &str| -> u64 {
        // (The quoted value is one field: its commas set aside.)
        let line = line.replacen("\"[[0.0, 0.0], [0.1, 2000.0]]\"", "curve", 1);
        line.split(',').nth(at).unwrap().parse().unwrap()
    };
    let cycles = [field(lines[1]), field(lines[2])];
    assert!(cycles[1] > cycles[0] + 1000, "{cycles:?}");
    // Resumed, its rows are this sweep's: nothing is run again and the file stays as it was.
    assert_eq!(swept(&[&args[..], &["--resume"]].concat(), &out), text);
}
