//! No preset, however mangled, panics warpsim: every number in every built-in preset (those in
//! arrays and inline tables too) is replaced in turn by boundary values; each result is parsed
//! and, where it validates, runs a small vector add and a small stream overlap on the timing
//! model. Errors are fine; a panic fails the test naming the preset, the key and the value.
//! (The same mutations through the CLI found `host.copy_engines` and `host.hw_queues` of 2^31
//! taken, and the run killed for memory.)

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use warpsim_emulator::config::{GpuConfig, BUILTIN};
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;

const INTS: &[i64] = &[0, 1, 3, 1 << 31, 1 << 62, -1];
const FLOATS: &[f64] = &[0.0, 1e-9, -1.0, 1e30, f64::INFINITY, f64::NAN];

/// Where a number sits in a preset's document.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// Every number's place, and whether it is a float.
fn numbers(v: &toml::Value, path: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, bool)>) {
    match v {
        toml::Value::Integer(_) => out.push((path.clone(), false)),
        toml::Value::Float(_) => out.push((path.clone(), true)),
        toml::Value::Table(t) => {
            for (k, x) in t {
                path.push(Step::Key(k.clone()));
                numbers(x, path, out);
                path.pop();
            }
        }
        toml::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::Index(i));
                numbers(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'v>(v: &'v mut toml::Value, path: &[Step]) -> &'v mut toml::Value {
    path.iter().fold(v, |v, s| match s {
        Step::Key(k) => v.get_mut(k.as_str()).expect("a key found above"),
        Step::Index(i) => v.get_mut(*i).expect("an index found above"),
    })
}

fn name(path: &[Step]) -> String {
    path.iter()
        .map(|s| match s {
            Step::Key(k) => format!(".{k}"),
            Step::Index(i) => format!("[{i}]"),
        })
        .collect::<String>()
        .trim_start_matches('.')
        .to_string()
}

#[test]
fn mutated_presets_get_errors_not_panics() {
    let small = |program: &str, sets: &[(&str, &str)]| {
        let sets: Vec<(String, String)> = sets.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Scenario::from_file(&common::program(program), &sets).unwrap_or_else(|e| panic!("{e}"))
    };
    let scenarios =
        [small("vector_add", &[("n", "2048")]), small("overlap3", &[("n", "1024"), ("iters", "2"), ("pairs", "1")])];
    let (mut cases, mut valid, mut failures) = (0, 0, Vec::new());
    for (preset, text) in BUILTIN {
        let doc: toml::Value = toml::from_str(text).unwrap();
        let mut paths = Vec::new();
        numbers(&doc, &mut Vec::new(), &mut paths);
        for (path, float) in &paths {
            let values: Vec<toml::Value> = if *float {
                FLOATS.iter().map(|&f| toml::Value::Float(f)).collect()
            } else {
                INTS.iter().map(|&i| toml::Value::Integer(i)).collect()
            };
            for value in values {
                let mut mutated = doc.clone();
                *at(&mut mutated, path) = value.clone();
                cases += 1;
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    let text = toml::to_string(&mutated).expect("a document serialises");
                    if let Ok(gpu) = GpuConfig::parse(preset, &text) {
                        valid += 1;
                        let mut opts = RunOptions::timed(&gpu, SchedulerKind::Gto);
                        opts.limits.max_warp_instructions = 1 << 16;
                        for s in &scenarios {
                            let _ = run(s, &opts);
                        }
                    }
                }));
                if outcome.is_err() {
                    failures.push(format!("{preset}: {} = {value}", name(path)));
                }
            }
        }
    }
    eprintln!("{valid} of {cases} mutated presets validated and ran");
    assert!(failures.is_empty(), "{} of {cases} mutations panicked:\n{}", failures.len(), failures.join("\n"));
    // Most keys take most values, so the runs are exercised, not only the parser.
    assert!(cases > 2000 && valid > cases / 4, "{valid} of {cases} mutated presets validated");
}
