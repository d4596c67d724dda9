//! No preset, however mangled, panics warpsim: every `key = value` line of the built-in presets
//! is replaced in turn by boundary values; what parses and validates runs a small vector add
//! on the timing model. Errors are fine (they name the key); a panic fails the test with the
//! preset, line and value.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;

const VALUES: &[&str] = &["0", "1", "-1", "3", "0.5", "4294967296", "\"x\"", "true", "[]"];

#[test]
fn mutated_presets_get_errors_not_panics() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scenario =
        Scenario::from_file(&root.join("programs/vector_add/scenario.toml"), &[("n".to_string(), "3000".to_string())])
            .unwrap();
    let (mut cases, mut ran, mut failures) = (0, 0, Vec::new());
    // default and g80 cover both coalescing families and the cache/no-cache paths; hopper has
    // every optional key.
    for preset in ["default", "g80", "hopper"] {
        let text = std::fs::read_to_string(root.join(format!("presets/{preset}.toml"))).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some((key, _)) = line.split_once(" = ") else { continue };
            if key.starts_with('#') || key.starts_with(' ') || key.contains('"') {
                continue;
            }
            for value in VALUES {
                let mut mutated = lines.clone();
                let replaced = format!("{key} = {value}");
                mutated[i] = &replaced;
                cases += 1;
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    if let Ok(gpu) = GpuConfig::parse("mutated.toml", &mutated.join("\n")) {
                        ran += 1;
                        let _ = run(&scenario, &RunOptions::timed(&gpu, SchedulerKind::Gto));
                    }
                }));
                if outcome.is_err() {
                    failures.push(format!("presets/{preset}.toml line {}: {replaced}", i + 1));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {cases} mutations panicked:\n{}", failures.len(), failures.join("\n"));
    assert!(cases > 1000 && ran > 200, "{cases} mutations, {ran} ran");
}
