//! Command-line interface: argument definitions and dispatch to one module per subcommand.

mod asm;
mod csv;
mod gpu;
mod run;
mod sweep;
mod timeline;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// warpsim: a fast, cycle-approximate SIMT GPU emulator.
///
/// Kernels are written in a PTX-flavoured assembly (see docs/ISA.md) and driven by host
/// scenarios (see docs/SCENARIOS.md); examples live in programs/. Start with:
///
///   warpsim run programs/matmul/scenario.toml
#[derive(Parser, Debug)]
#[command(name = "warpsim", version, about, long_about)]
pub struct Cli {
    /// Diagnostics on stderr as text or one JSON object per line (filter with RUST_LOG, e.g.
    /// RUST_LOG=warpsim::streams=debug or RUST_LOG=warpsim=trace).
    #[arg(long, global = true, value_name = "FORMAT", default_value = "text", value_parser = ["text", "json"])]
    pub log_format: String,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a host scenario: allocate buffers, copy, launch kernels, save outputs.
    ///
    /// Prints a summary of every copy and launch with its counters; `--json` prints one JSON
    /// object instead (schema in docs/JSON.md).
    Run {
        /// The scenario file (programs/<name>/scenario.toml), or a directory holding one
        /// (programs/<name>).
        scenario: PathBuf,
        /// Override a scenario parameter (--set n=1048576) or a key of the preset
        /// (--set sm.max_warps=16, --set cache.l1_bytes=0), as `sweep --vary` takes them
        /// (repeatable).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Print one machine-readable JSON object instead of the summary.
        #[arg(long)]
        json: bool,
        /// With --json: add a `host` object with the host seconds and the simulated warp
        /// instructions per host second, of the run and of each launch (these vary from run to
        /// run, so the output is no longer the same bytes each time).
        #[arg(long, requires = "json")]
        host_stats: bool,
        /// Directory for the scenario's saved outputs (.npy files).
        #[arg(long, value_name = "DIR", default_value = "warpsim-out")]
        out: PathBuf,
        /// Do not write output files.
        #[arg(long)]
        no_save: bool,
        /// GPU preset to simulate (see `warpsim presets`), or a preset .toml file.
        #[arg(long, default_value = "default")]
        preset: String,
        /// Warp scheduling policy: lrr, gto, gtrr, oldest-first, youngest-first,
        /// two-level[:POOL], random[:SEED]. Default: the preset's `sm.scheduler` (gtrr on
        /// hopper, as an H100 was measured to issue; gto on the others).
        #[arg(long)]
        scheduler: Option<String>,
        /// Functional execution only: results and functional counters, no cycles.
        #[arg(long)]
        functional: bool,
        /// Also write the CUDA profiler's CSV format (one row per copy and launch) to FILE.
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
        /// Write a timeline trace (Chrome Trace Event Format: open it in ui.perfetto.dev or
        /// chrome://tracing) to FILE: streams, copy engines, SMs with their blocks, counters.
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
        /// More detail in the trace: `warps` adds one track per warp with issue and stall slices.
        #[arg(long, value_name = "LEVEL", value_parser = ["warps"])]
        trace_detail: Option<String>,
        /// Keep only this window of cycles in the trace: START:END (either may be empty).
        #[arg(long, value_name = "START:END")]
        trace_window: Option<String>,
        /// Keep only these SMs' tracks in the trace: a list like 0,1,5 or a range like 0-7.
        #[arg(long, value_name = "SMS")]
        trace_sms: Option<String>,
        /// Counter sampling interval of the trace, in cycles.
        #[arg(long, value_name = "CYCLES", default_value_t = 1000)]
        trace_interval: u64,
        /// Also print, for each launch, every instruction it issued with its warp instructions,
        /// the cycles warps waited to issue it and why, and its memory traffic (in --json:
        /// `timing.source`). Results do not change.
        #[arg(long)]
        source: bool,
        /// Stop the run when a launch executes more than N warp instructions, all its blocks
        /// together (a kernel that loops forever is reported, naming a block that was running,
        /// within a minute or two instead of running for days; the default, 2^28, is six times
        /// matmul's largest launch at M = N = 4,096).
        #[arg(long, value_name = "N", default_value_t = 1 << 28)]
        max_warp_instructions: u64,
    },
    /// Reproduce the seed documents' figures: run every case and write a Markdown report with
    /// the published figures, warpsim's, and the ratios between variants (docs/REPRODUCTION.md).
    Reproduce {
        /// The report to write; charts go to a folder named after it (its name without .md,
        /// in lower case: docs/REPRODUCTION.md puts them in docs/reproduction/).
        #[arg(long, value_name = "FILE", default_value = "docs/REPRODUCTION.md")]
        out: PathBuf,
        /// Small inputs (seconds instead of minutes; the figures are not the report's).
        #[arg(long)]
        quick: bool,
    },
    /// Draw a trace written by `run --trace` as an SVG timeline (host, streams, engines, SMs).
    Timeline {
        /// The trace file (Chrome Trace Event Format JSON from `warpsim run --trace`).
        trace: PathBuf,
        /// Where to write the SVG picture.
        #[arg(long, value_name = "FILE")]
        svg: PathBuf,
    },
    /// Assemble and validate kernel files; print each kernel's resources.
    ///
    /// Reports every error and warning with file:line:col. Exits with status 1 when any file
    /// has errors. Resources are what decide occupancy: registers per thread (a 64-bit %rd
    /// register counts as two), static shared memory per block, and the instruction count.
    Check {
        /// One or more `.asm` files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Treat warnings as errors.
        #[arg(long)]
        deny_warnings: bool,
    },
    /// Occupancy of a block shape on a GPU preset: how many blocks fit on one SM, and why.
    ///
    /// Follows the CUDA Occupancy Calculator's rules for the preset's compute capability
    /// (register allocation unit and granularity, shared-memory allocation unit, per-SM limits).
    Occupancy {
        /// A built-in preset (see `warpsim presets`) or a preset .toml file.
        #[arg(long, default_value = "default")]
        preset: String,
        /// Threads per block.
        #[arg(long)]
        block: u32,
        /// Registers per thread.
        #[arg(long, default_value_t = 0)]
        regs: u32,
        /// Shared memory per block, in bytes.
        #[arg(long, default_value_t = 0)]
        smem: u32,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the built-in GPU presets.
    Presets,
    /// Run a scenario over the cross product of varied keys; one CSV (or .json) row per point.
    ///
    /// Keys: `scheduler`, `preset`, a preset key such as `sm.max_warps` or
    /// `cache.dram_bytes_per_cycle`, or a scenario parameter. Every row carries every counter,
    /// the effective configuration's hash and the warpsim version. Points run in parallel and
    /// are written in point order, so results do not depend on --jobs.
    Sweep {
        /// The scenario file, or a directory holding a scenario.toml.
        scenario: PathBuf,
        /// KEY=V1,V2,... (repeatable; the first varies slowest). A value may be an integer
        /// range: A..B (step 1), A..B:STEP or A..B*FACTOR, B included where the steps reach it
        /// (e.g. sm.max_warps=8..64:8, n=1024..1048576*4), or a TOML array, whose commas stay
        /// in it (cache.dram_loaded_latency=[],[[0.5,100.0]]).
        #[arg(long, value_name = "KEY=V1,V2")]
        vary: Vec<String>,
        #[arg(long, default_value = "default")]
        preset: String,
        /// Default: each point's preset's `sm.scheduler` (gtrr on hopper, gto on the others).
        #[arg(long)]
        scheduler: Option<String>,
        /// Output file: CSV, or JSON when it ends in .json. Rows are written to FILE.partial as
        /// they complete, which becomes FILE when the sweep is done (and keeps the rows before
        /// a failing point).
        #[arg(long)]
        out: PathBuf,
        /// Parallel runs (default: all cores).
        #[arg(long)]
        jobs: Option<usize>,
        /// Run only shard I of N (1-based); join shards with `warpsim merge`.
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
        /// Go on from the rows an earlier run of the same sweep left in FILE.partial (it failed
        /// or was stopped), checked to be this sweep's (its points, warpsim version and
        /// configuration hash); CSV output only.
        #[arg(long)]
        resume: bool,
        /// Also draw an SVG chart of --y against --x, one line per value of --series.
        #[arg(long, value_name = "FILE", requires_all = ["x", "y"])]
        plot: Option<PathBuf>,
        /// The chart's x axis: a varied key or a counter (numeric).
        #[arg(long, requires = "plot")]
        x: Option<String>,
        /// The chart's y axis: a counter (numeric).
        #[arg(long, requires = "plot")]
        y: Option<String>,
        /// One line per value of this key.
        #[arg(long, requires = "plot")]
        series: Option<String>,
        /// The chart's x axis logarithmic (for ranges by a factor, e.g. n=1024..1048576*4).
        #[arg(long, requires = "plot")]
        log_x: bool,
        /// The chart's y axis logarithmic.
        #[arg(long, requires = "plot")]
        log_y: bool,
    },
    /// Join the CSV files of sweep shards into one.
    Merge {
        files: Vec<PathBuf>,
        #[arg(long)]
        out: PathBuf,
    },
    /// Print a kernel file in canonical form (what the assembler understood).
    Disasm {
        /// The `.asm` file.
        file: PathBuf,
        /// Also print each kernel's basic blocks and the reconvergence point of every branch.
        #[arg(long)]
        cfg: bool,
    },
}

/// The scheduling policies `--scheduler` can name: the built-in ones. A policy compiled into
/// warpsim is registered here (see docs/SCHEDULERS.md).
pub fn policies() -> warpsim_emulator::timing::Policies {
    warpsim_emulator::timing::Policies::builtin()
}

pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Occupancy { preset, block, regs, smem, json } => gpu::occupancy(&preset, block, regs, smem, json),
        Command::Presets => gpu::presets(),
        Command::Sweep {
            scenario,
            vary,
            preset,
            scheduler,
            out,
            jobs,
            shard,
            resume,
            plot,
            x,
            y,
            series,
            log_x,
            log_y,
        } => {
            let plot = plot.map(|f| sweep::PlotArgs {
                file: f,
                x: x.unwrap_or_default(),
                y: y.unwrap_or_default(),
                series,
                log_x,
                log_y,
            });
            sweep::sweep(sweep::SweepArgs { scenario, vary, preset, scheduler, out, jobs, shard, resume, plot })
        }
        Command::Merge { files, out } => sweep::merge(&files, &out),
        Command::Run {
            scenario,
            set,
            json,
            host_stats,
            out,
            no_save,
            preset,
            scheduler,
            functional,
            csv,
            trace,
            trace_detail,
            trace_window,
            trace_sms,
            trace_interval,
            source,
            max_warp_instructions,
        } => {
            let trace = trace
                .map(|path| run::trace_options(path, trace_detail, trace_window, trace_sms, trace_interval))
                .transpose()?;
            let mode =
                run::Mode { preset, scheduler, functional, csv, trace, host_stats, max_warp_instructions, source };
            run::run(&scenario, &set, json, if no_save { None } else { Some(out) }, &mode)
        }
        Command::Check { files, deny_warnings } => asm::check(&files, deny_warnings),
        Command::Timeline { trace, svg } => timeline::timeline(&trace, &svg),
        Command::Reproduce { out, quick } => reproduce(&out, quick),
        Command::Disasm { file, cfg } => asm::disasm(&file, cfg),
    }
}

/// `warpsim reproduce`: runs the cases from the repository root (where programs/ is).
fn reproduce(out: &std::path::Path, quick: bool) -> anyhow::Result<ExitCode> {
    use warpsim_emulator::reproduce::{markdown, run_all, Scale};
    let root = std::env::current_dir()?;
    if !root.join("programs").is_dir() {
        anyhow::bail!("run `warpsim reproduce` from the repository root (no programs/ folder here)");
    }
    let started = std::time::Instant::now();
    let cases = run_all(&root, if quick { Scale::Quick } else { Scale::Full }).map_err(anyhow::Error::msg)?;
    let stem = out.file_stem().map(|s| s.to_string_lossy().to_lowercase()).unwrap_or_else(|| "reproduction".into());
    let charts = out.parent().unwrap_or(std::path::Path::new(".")).join(&stem);
    std::fs::create_dir_all(&charts)?;
    for c in &cases {
        for (file, svg) in &c.charts {
            std::fs::write(charts.join(file), svg)?;
        }
    }
    let command = if quick { "warpsim reproduce --quick" } else { "warpsim reproduce" };
    std::fs::write(out, markdown(&cases, &stem, command))?;
    let (agree, compared) = cases
        .iter()
        .flat_map(|c| &c.ratios)
        .filter_map(|r| r.agrees())
        .fold((0, 0), |(a, n), ok| (a + ok as u32, n + 1));
    println!(
        "{} cases, {agree} of {compared} published ratios within 25%, in {:.0} s -> {}",
        cases.len(),
        started.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}
