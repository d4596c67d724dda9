//! `warpsim sweep` and `warpsim merge`.

use anyhow::{bail, Context};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use warpsim_emulator::host::sweep::{merge_csv, plot, run_sweep, to_csv, to_json, Axis, SweepSpec};

/// What `warpsim sweep` was asked for.
pub struct SweepArgs {
    pub scenario: PathBuf,
    pub vary: Vec<String>,
    pub preset: String,
    pub scheduler: String,
    pub out: PathBuf,
    pub jobs: Option<usize>,
    pub shard: Option<String>,
    /// `--plot FILE --x KEY --y COUNTER [--series KEY]`.
    pub plot: Option<(PathBuf, String, String, Option<String>)>,
}

fn parse_shard(s: &str) -> anyhow::Result<(usize, usize)> {
    let (i, n) = s.split_once('/').context("--shard expects I/N, e.g. 2/8")?;
    let (i, n): (usize, usize) = (i.trim().parse().context("--shard I")?, n.trim().parse().context("--shard N")?);
    if n == 0 || i == 0 || i > n {
        bail!("--shard {s}: I must be between 1 and N");
    }
    Ok((i, n))
}

pub fn sweep(a: SweepArgs) -> anyhow::Result<ExitCode> {
    let axes = Axis::parse_all(&a.vary).map_err(anyhow::Error::msg)?;
    let shard = a.shard.as_deref().map(parse_shard).transpose()?;
    let jobs = a.jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let spec =
        SweepSpec { scenario: a.scenario, preset: a.preset, scheduler: a.scheduler, axes, policies: super::policies() };
    let tty = std::io::stderr().is_terminal();
    let progress = move |done: usize, total: usize| {
        if tty {
            eprint!("\r  {done}/{total} points");
            if done == total {
                eprintln!();
            }
        }
    };
    let rows = match run_sweep(&spec, shard, jobs, &progress) {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    let text = if is_json(&a.out) { to_json(&spec.axes, &rows) } else { to_csv(&spec.axes, &rows) };
    std::fs::write(&a.out, text).with_context(|| format!("cannot write {}", a.out.display()))?;
    println!("{} points -> {}", rows.len(), a.out.display());
    if let Some((file, x, y, series)) = &a.plot {
        match plot(&spec.axes, &rows, x, y, series.as_deref()) {
            Ok(svg) => {
                std::fs::write(file, svg).with_context(|| format!("cannot write {}", file.display()))?;
                println!("plot -> {}", file.display());
            }
            Err(e) => {
                eprintln!("error: {e}");
                return Ok(ExitCode::from(1));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn is_json(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "json")
}

pub fn merge(files: &[PathBuf], out: &Path) -> anyhow::Result<ExitCode> {
    let texts = files
        .iter()
        .map(|f| std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display())))
        .collect::<Result<Vec<_>, _>>()?;
    match merge_csv(&texts) {
        Ok(text) => {
            std::fs::write(out, text).with_context(|| format!("cannot write {}", out.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("error: {e}");
            Ok(ExitCode::from(1))
        }
    }
}
