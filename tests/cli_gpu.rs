//! `warpsim occupancy`, `warpsim presets` and `run --preset` as a user runs them.

mod common;
use common::warpsim;

#[test]
fn occupancy_reproduces_the_documented_examples() {
    let (code, out, _) = warpsim(&["occupancy", "--preset", "volta", "--block", "128", "--regs", "37"]);
    assert_eq!(code, 0);
    assert!(out.contains("active: 12 blocks, 48 of 64 warps per SM: occupancy 75.0% (limited by registers)"), "{out}");
    let (_, out, _) = warpsim(&["occupancy", "--preset", "volta", "--block", "320", "--regs", "37"]);
    assert!(out.contains("active: 4 blocks, 40 of 64 warps per SM: occupancy 62.5% (limited by registers)"), "{out}");
    for (threads, regs, blocks) in [("256", "10", 3), ("256", "17", 1), ("128", "17", 3)] {
        let (_, out, _) = warpsim(&["occupancy", "--preset", "g80", "--block", threads, "--regs", regs, "--json"]);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["occupancy"]["active_blocks"], blocks, "{threads} threads x {regs} registers");
        assert_eq!(
            v["occupancy"]["limiter"],
            if blocks == 3 && threads == "256" { "warps" } else { "registers" },
            "{out}"
        );
    }
}

#[test]
fn occupancy_errors() {
    let (code, _, err) = warpsim(&["occupancy", "--preset", "g80", "--block", "1024"]);
    assert_eq!(code, 1);
    assert!(err.contains("1024 threads per block exceed the limit of 512"), "{err}");
    let (code, _, err) = warpsim(&["occupancy", "--preset", "gt201", "--block", "32"]);
    assert_eq!(code, 2);
    assert!(err.contains("no such preset (did you mean `gt200`?; built in: default"), "{err}");
}

#[test]
fn presets_are_listed_and_applied_to_runs() {
    let (code, out, _) = warpsim(&["presets"]);
    assert_eq!(code, 0);
    for name in ["default", "g80", "g84m", "gt200", "fermi", "volta", "hopper"] {
        assert!(out.lines().any(|l| l.starts_with(name)), "{name} missing:\n{out}");
    }
    let (code, _, err) =
        warpsim(&["run", "programs/reduction/scenario.toml", "--preset", "g80", "--set", "threads=1024", "--no-save"]);
    assert_eq!(code, 1);
    assert!(err.contains("block.x = 1024 exceeds the limit of 512"), "{err}");
}

#[test]
#[cfg(unix)]
fn output_into_a_closed_pipe_ends_quietly() {
    // `warpsim presets | head -0`: the reader is gone before warpsim prints.
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args(["presets"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}
