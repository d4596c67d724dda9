//! No kernel, however mangled, panics the timing model: the programs' kernels are mutated a
//! token or a line at a time (a number set to a boundary value, a type or a state space
//! swapped, a register renamed, two lines swapped, a line dropped), and what still assembles
//! runs its program's scenario, at a small size, on the timing model of every built-in preset
//! in turn and under each scheduling policy, with a small instruction budget per launch.
//! Errors are fine (a fault names kernel, block, thread and pc); a panic fails the test with
//! the program, mutant and preset. `isa/tests/no_panic.rs` does the same for the assembler
//! alone; this one reaches the engine, the memory system and the trace.
//!
//! The mutants come from a fixed xorshift sequence rather than proptest, so that a failure
//! names one reproducible mutant by its seed and edits, and every run of the suite runs the
//! same ones.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;

/// Programs with parameters that make them small (every launch a few blocks). (overlap3 and
/// issue_order run staged_copy's kernels.)
const PROGRAMS: &[(&str, &[(&str, &str)])] = &[
    ("vector_add", &[("n", "2048")]),
    ("transpose", &[("rows", "64"), ("cols", "48")]),
    ("matmul", &[("M", "32"), ("N", "32")]),
    ("reduction", &[("n", "2051")]),
    ("bank_conflicts", &[("reps", "4"), ("blocks", "2")]),
    ("reverse_array", &[("blocks", "4")]),
    ("smooth", &[("width", "64"), ("height", "32")]),
    ("warp_branch", &[("blocks", "2"), ("reps", "2")]),
    ("stride_copy", &[("n", "2048")]),
    ("offset_copy", &[("n", "2048")]),
    ("float3", &[("blocks", "4"), ("n", "1024")]),
    ("tex_shift_copy", &[("n", "2048")]),
    ("staged_copy", &[("n", "4096"), ("iters", "2")]),
    ("int_ops", &[("blocks", "2"), ("steps", "4")]),
    ("even_odd", &[("n", "2049"), ("blocks", "2")]),
    ("latency_hiding", &[("sms", "4"), ("bps", "1"), ("n", "8192")]),
    ("float_inc", &[("blocks", "4")]),
];

const PRESETS: &[&str] = &["default", "g80", "g84m", "gt200", "fermi", "volta", "hopper"];
const POLICIES: &[&str] = &["gto", "lrr", "gtrr", "oldest-first", "two-level", "random:7"];
const NUMBERS: &[&str] = &["0", "-1", "1", "3", "31", "32", "65536", "2147483648", "4294967295", "-2147483648"];
const TYPES: &[&str] = &[".u32", ".s32", ".u64", ".s64", ".f32", ".f64", ".b32", ".b64", ".u16", ".u8", ".v2", ".v4"];
const SPACES: &[&str] = &[".global", ".shared", ".local", ".const", ".param", ".tex"];
const MUTANTS_PER_PROGRAM: usize = 40;

/// xorshift64*: a fixed sequence of choices.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

/// The byte ranges of `line`'s tokens that `is_token` accepts (a token: a run of characters
/// that are not spaces, commas, brackets or semicolons).
fn tokens(line: &str, is_token: impl Fn(&str) -> bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices().chain(std::iter::once((line.len(), ' '))) {
        let sep = c.is_whitespace() || ",[]{};()".contains(c);
        match (start, sep) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                if is_token(&line[s..i]) {
                    out.push((s, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// One edit of `lines` (a description of it, for the failure message).
fn mutate(lines: &mut Vec<String>, rng: &mut Rng) -> String {
    let code: Vec<usize> = (0..lines.len())
        .filter(|&k| {
            let t = lines[k].trim();
            !t.is_empty() && !t.starts_with("//") && !t.starts_with('#')
        })
        .collect();
    if code.is_empty() {
        return "nothing".into();
    }
    let k = code[rng.below(code.len())];
    let line = lines[k].clone();
    let replace = |(s, e): (usize, usize), with: &str| format!("{}{}{}", &line[..s], with, &line[e..]);
    match rng.below(7) {
        0 | 1 => {
            let nums =
                tokens(&line, |t| t.trim_start_matches('-').chars().all(|c| c.is_ascii_digit()) && !t.is_empty());
            if let Some(&r) = nums.get(rng.below(nums.len())) {
                lines[k] = replace(r, rng.pick(NUMBERS));
            }
        }
        // A type or a state space suffix (`.u32` inside `add.u32`, `.global` inside `ld.global`).
        pick @ (2 | 3) => {
            let vocab = if pick == 2 { TYPES } else { SPACES };
            let at: Vec<usize> = vocab.iter().flat_map(|t| line.match_indices(t).map(|(i, _)| i)).collect();
            if let Some(&i) = at.get(rng.below(at.len())) {
                let end = line[i + 1..].find(|c: char| !c.is_ascii_alphanumeric()).map_or(line.len(), |e| i + 1 + e);
                lines[k] = replace((i, end), rng.pick(vocab));
            }
        }
        4 => {
            // A register renamed to another the kernel names (a wrong class or width is fine).
            let all: Vec<String> = lines
                .iter()
                .flat_map(|l| tokens(l, |t| t.starts_with('%')).into_iter().map(move |(s, e)| l[s..e].to_string()))
                .collect();
            let regs = tokens(&line, |t| t.starts_with('%'));
            if let (Some(&r), false) = (regs.get(rng.below(regs.len())), all.is_empty()) {
                lines[k] = replace(r, &all[rng.below(all.len())]);
            }
        }
        5 => {
            let other = code[rng.below(code.len())];
            lines.swap(k, other);
            return format!("swapped lines {} and {}", k + 1, other + 1);
        }
        _ => {
            lines.remove(k);
            return format!("dropped line {}: {}", k + 1, line.trim());
        }
    }
    format!("line {}: {} -> {}", k + 1, line.trim(), lines[k].trim())
}

#[test]
fn mutated_kernels_get_errors_not_panics_on_the_timing_model() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let dir = std::env::temp_dir().join(format!("warpsim-kernel-mutations-{}", std::process::id()));
    let gpus: Vec<GpuConfig> = PRESETS.iter().map(|p| GpuConfig::load(p).unwrap()).collect();
    let (mut cases, mut ran, mut finished, mut failures) = (0, 0, 0, Vec::new());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for (pi, &(program, params)) in PROGRAMS.iter().enumerate() {
        let src = root.join(program);
        let overrides: Vec<(String, String)> = params.iter().map(|&(k, v)| (k.into(), v.into())).collect();
        let dir = dir.join(program);
        std::fs::create_dir_all(&dir).unwrap();
        for f in std::fs::read_dir(&src).unwrap() {
            let f = f.unwrap().path();
            std::fs::copy(&f, dir.join(f.file_name().unwrap())).unwrap();
        }
        let mut kernels: Vec<_> = std::fs::read_dir(&src)
            .unwrap()
            .map(|f| f.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "asm"))
            .collect();
        kernels.sort();
        assert!(!kernels.is_empty(), "programs/{program} has kernels of its own");
        // Unmutated, each program runs at its small size (so the mutants start from a run).
        let scenario = Scenario::from_file(&dir.join("scenario.toml"), &overrides)
            .unwrap_or_else(|e| panic!("{program} at its small size: {e}"));
        run(&scenario, &RunOptions::timed(&gpus[0], SchedulerKind::Gto))
            .unwrap_or_else(|e| panic!("{program} at its small size on default: {e}"));
        for m in 0..MUTANTS_PER_PROGRAM {
            let kernel = &kernels[rng.below(kernels.len())];
            let name = kernel.file_name().unwrap().to_owned();
            let mut lines: Vec<String> = std::fs::read_to_string(kernel).unwrap().lines().map(String::from).collect();
            let edits: Vec<String> = (0..1 + rng.below(3)).map(|_| mutate(&mut lines, &mut rng)).collect();
            std::fs::write(dir.join(&name), lines.join("\n")).unwrap();
            let gpu = &gpus[(pi + m) % gpus.len()];
            let policy = SchedulerKind::parse(POLICIES[(pi * 3 + m) % POLICIES.len()]).unwrap();
            cases += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                let Ok(s) = Scenario::from_file_for(&dir.join("scenario.toml"), &overrides, gpu) else { return };
                ran += 1;
                let mut opts = RunOptions::timed(gpu, policy);
                opts.limits.max_warp_instructions = 4096;
                if run(&s, &opts).is_ok() {
                    finished += 1;
                }
            }));
            if outcome.is_err() {
                failures.push(format!(
                    "programs/{program}/{} (mutant {m}) on {}: {}",
                    name.to_string_lossy(),
                    gpu.name,
                    edits.join("; ")
                ));
            }
            // The next mutant starts from the original kernel.
            std::fs::copy(kernel, dir.join(&name)).unwrap();
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    eprintln!("{cases} mutants: {ran} assembled and loaded, {finished} ran to the end");
    assert!(failures.is_empty(), "{} of {cases} mutants panicked:\n{}", failures.len(), failures.join("\n"));
    // Many mutants are refused by the assembler or fault, but a good share run to the end.
    assert!(
        ran > cases / 3 && finished > cases / 5,
        "{cases} mutants, {ran} assembled and loaded, {finished} finished"
    );
}
