//! Helpers for running scenarios from integration tests.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;
use warpsim_emulator::host::data::initial_bytes;
use warpsim_emulator::host::{run, Report, RunOptions, Scenario};

pub fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("programs").join(name).join("scenario.toml")
}

/// Loads and runs `programs/<name>/scenario.toml` with `--set` overrides.
pub fn run_program(name: &str, sets: &[(&str, String)]) -> (Scenario, Report) {
    let overrides: Vec<(String, String)> = sets.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    let scenario = Scenario::from_file(&program(name), &overrides).unwrap_or_else(|e| panic!("{e}"));
    let report = run(&scenario, &RunOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    (scenario, report)
}

/// The initial contents of a host or device buffer, as the scenario defines them.
pub fn input_bytes(s: &Scenario, name: &str) -> Vec<u8> {
    let spec = s.host.iter().chain(&s.device).find(|b| b.name == name).unwrap_or_else(|| panic!("no buffer {name}"));
    initial_bytes(spec.elem, spec.len, &spec.init).unwrap()
}

pub fn output_bytes(r: &Report, name: &str) -> Vec<u8> {
    r.outputs.iter().find(|o| o.buffer == name).unwrap_or_else(|| panic!("no output {name}")).data.clone()
}

pub fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn u16s(b: &[u8]) -> Vec<u16> {
    b.chunks_exact(2).map(|c| u16::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Compares element by element, bit-exactly for floats, naming the first mismatch.
pub fn assert_same<T: PartialEq + std::fmt::Debug>(what: &str, got: &[T], want: &[T]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
        panic!(
            "{what}: element {i}: got {:?}, want {:?} ({} of {} differ)",
            got[i],
            want[i],
            (0..got.len()).filter(|&i| got[i] != want[i]).count(),
            got.len()
        );
    }
}

pub fn assert_same_f32(what: &str, got: &[f32], want: &[f32]) {
    let g: Vec<u32> = got.iter().map(|f| f.to_bits()).collect();
    let w: Vec<u32> = want.iter().map(|f| f.to_bits()).collect();
    if g != w {
        let i = (0..g.len().min(w.len())).find(|&i| g[i] != w[i]).unwrap_or(0);
        panic!("{what}: element {i}: got {:?}, want {:?}", got.get(i), want.get(i));
    }
}

/// Runs the `warpsim` binary in the repository root: (exit code, stdout, stderr).
pub fn warpsim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run warpsim");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}
