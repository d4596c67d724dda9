//! No scenario, however mangled, panics warpsim: every `key = value` line of every program's
//! scenario.toml is replaced in turn by a few boundary values, and each result is loaded and,
//! where it loads, run (functionally, on the default preset, with a small instruction budget
//! per launch so that no mutation runs long). Errors are fine; a panic fails the test with the
//! program, line and value. (A sweep of 7,252 such mutations through the CLI found a 2-D copy
//! that indexed past a host buffer of fewer rows than its pitched destination.)

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};

const VALUES: &[&str] = &["0", "1", "-1", "\"x\"", "true", "[]"];

#[test]
fn mutated_scenarios_get_errors_not_panics() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let gpu = GpuConfig::load("default").unwrap();
    let mut opts = RunOptions::for_gpu(&gpu);
    opts.limits.max_warp_instructions = 256;
    let mut programs: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).collect();
    programs.sort();
    let dir = std::env::temp_dir().join(format!("warpsim-mutations-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut cases, mut loaded, mut failures) = (0, 0, Vec::new());
    for program in programs {
        let original = std::fs::read_to_string(program.join("scenario.toml")).unwrap();
        // The kernels sit beside the mutated file.
        for f in std::fs::read_dir(&program).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_some_and(|e| e == "asm") {
                std::fs::copy(&f, dir.join(f.file_name().unwrap())).unwrap();
            }
        }
        let lines: Vec<&str> = original.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some((key, _)) = line.split_once(" = ") else { continue };
            if key.starts_with('#') || key.contains('[') || key.trim().is_empty() || key.contains('"') {
                continue;
            }
            for value in VALUES {
                let mut mutated = lines.clone();
                let replaced = format!("{key} = {value}");
                mutated[i] = &replaced;
                let path = dir.join("scenario.toml");
                std::fs::write(&path, mutated.join("\n")).unwrap();
                cases += 1;
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    if let Ok(s) = Scenario::from_file(&path, &[]) {
                        loaded += 1;
                        let _ = run(&s, &opts);
                    }
                }));
                if outcome.is_err() {
                    let name = program.file_name().unwrap().to_string_lossy().to_string();
                    failures.push(format!("programs/{name}/scenario.toml line {}: {replaced}", i + 1));
                }
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(failures.is_empty(), "{} of {cases} mutations panicked:\n{}", failures.len(), failures.join("\n"));
    // Most mutations are refused (a wrong type or a bad size), but some load and run.
    assert!(cases > 1000 && loaded > 100, "{cases} mutations, {loaded} loaded");
}
