//! `warpsim sweep` and `warpsim merge`.

use anyhow::{bail, Context};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use warpsim_emulator::host::sweep::{
    check_resumed_row, merge_shards, resume_csv, run_sweep, Axis, CsvRows, JsonRows, Plot, Row, SweepSpec,
};

/// What `warpsim sweep` was asked for.
pub struct SweepArgs {
    pub scenario: PathBuf,
    pub vary: Vec<String>,
    pub preset: String,
    pub scheduler: Option<String>,
    pub out: PathBuf,
    pub jobs: Option<usize>,
    pub shard: Option<String>,
    /// Go on from the rows in FILE.partial.
    pub resume: bool,
    /// `--plot FILE --x KEY --y COUNTER [--series KEY] [--log-x] [--log-y]`.
    pub plot: Option<PlotArgs>,
}

/// What `--plot` and its companions ask for.
pub struct PlotArgs {
    pub file: PathBuf,
    pub x: String,
    pub y: String,
    pub series: Option<String>,
    pub log_x: bool,
    pub log_y: bool,
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
    // Rows go to FILE.partial as they complete (in point order), which becomes FILE when the
    // sweep is done; a sweep that fails leaves the rows before its failing point there.
    let partial = PathBuf::from(format!("{}.partial", a.out.display()));
    let mut chart = a.plot.as_ref().map(|p| Plot::new(&p.x, &p.y, p.series.as_deref()).log(p.log_x, p.log_y));
    // With --resume, the rows an earlier run left in FILE.partial are kept and the run goes on
    // from the next point.
    let mut resumed = None;
    if a.resume {
        if is_json(&a.out) {
            bail!("--resume goes on from a CSV file's rows; write the sweep as CSV (JSON can be made from it)");
        }
        match std::fs::File::open(&partial) {
            Ok(f) => {
                let mut checked = Vec::new();
                let r = resume_csv(&mut std::io::BufReader::new(f), &spec.axes, shard, &mut |row| {
                    check_resumed_row(&spec, &row, &mut checked)?;
                    if let Some(c) = chart.as_mut() {
                        c.add(&spec.axes, &row);
                    }
                    Ok(())
                })
                .map_err(|e| anyhow::anyhow!("--resume: {}: {e}", partial.display()))?;
                eprintln!("resuming after the {} rows in {}", r.rows, partial.display());
                resumed = Some(r);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                eprintln!("--resume: no {}; starting from the first point", partial.display());
            }
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", partial.display())),
        }
    }
    let file = match &resumed {
        Some(r) => {
            let f = std::fs::OpenOptions::new()
                .write(true)
                .open(&partial)
                .and_then(|f| f.set_len(r.len as u64).map(|_| f))
                .and_then(|mut f| std::io::Seek::seek(&mut f, std::io::SeekFrom::End(0)).map(|_| f));
            f.with_context(|| format!("cannot write {}", partial.display()))?
        }
        None => std::fs::File::create(&partial).with_context(|| format!("cannot write {}", partial.display()))?,
    };
    let file = std::io::BufWriter::new(file);
    let (start, mut written) = (resumed.as_ref().map_or(0, |r| r.rows), 0usize);
    let mut out = if is_json(&a.out) {
        Rows::Json(JsonRows::new(file, &spec.axes))
    } else {
        match resumed {
            Some(r) => Rows::Csv(CsvRows::resumed(file, &spec.axes, r.names)),
            None => Rows::Csv(CsvRows::new(file, &spec.axes)),
        }
    };
    let axes = &spec.axes;
    let mut emit = |r: Row| {
        if let Some(c) = chart.as_mut() {
            c.add(axes, &r);
        }
        let w = match &mut out {
            Rows::Csv(w) => w.row(&r),
            Rows::Json(w) => w.row(&r),
        };
        w.map_err(|e| format!("cannot write {}: {e}", partial.display()))?;
        written += 1;
        Ok(())
    };
    let ran = run_sweep(&spec, shard, jobs, start, &progress, &mut emit);
    written += start;
    let finished = match out {
        Rows::Csv(w) => w.finish().map(drop),
        Rows::Json(w) => w.finish().map(drop),
    };
    let points = match ran {
        Ok(points) => points,
        Err(e) => {
            eprintln!("error: {e}");
            if written > 0 && finished.is_ok() {
                let rows = if written == 1 { "the row before it is" } else { "the rows before it are" };
                eprintln!("{rows} in {} ({written})", partial.display());
            } else {
                let _ = std::fs::remove_file(&partial);
            }
            return Ok(ExitCode::from(1));
        }
    };
    finished.with_context(|| format!("cannot write {}", partial.display()))?;
    std::fs::rename(&partial, &a.out)
        .with_context(|| format!("cannot move {} to {}", partial.display(), a.out.display()))?;
    println!("{points} points -> {}", a.out.display());
    if let (Some(PlotArgs { file, .. }), Some(chart)) = (&a.plot, chart) {
        match chart.svg() {
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

/// Where a sweep's rows go.
enum Rows {
    Csv(CsvRows<std::io::BufWriter<std::fs::File>>),
    Json(JsonRows<std::io::BufWriter<std::fs::File>>),
}

fn is_json(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "json")
}

pub fn merge(files: &[PathBuf], out: &Path) -> anyhow::Result<ExitCode> {
    let shards = files
        .iter()
        .map(|f| {
            std::fs::File::open(f).map(std::io::BufReader::new).with_context(|| format!("cannot read {}", f.display()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    // Written to OUT.partial and renamed at the end, as a sweep's rows.
    let partial = PathBuf::from(format!("{}.partial", out.display()));
    let file = std::fs::File::create(&partial).with_context(|| format!("cannot write {}", partial.display()))?;
    match merge_shards(shards, std::io::BufWriter::new(file)) {
        Ok(_) => {
            std::fs::rename(&partial, out)
                .with_context(|| format!("cannot move {} to {}", partial.display(), out.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            eprintln!("error: {e}");
            Ok(ExitCode::from(1))
        }
    }
}
