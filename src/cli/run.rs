//! `warpsim run`: run a scenario and report.

use anyhow::{bail, Context};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use warpsim_emulator::host::runtime::CommandReport;
use warpsim_emulator::host::{run as run_scenario, RunOptions, Scenario};
use warpsim_emulator::timing::source::{InstrStalls, SourceLine};
use warpsim_emulator::timing::{Stalls, TimingReport};
use warpsim_emulator::trace::TraceOptions;

fn parse_sets(set: &[String]) -> anyhow::Result<Vec<(String, String)>> {
    set.iter()
        .map(|s| match s.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.trim().to_string())),
            _ => bail!("--set expects NAME=VALUE, got `{s}`"),
        })
        .collect()
}

fn scenario_name(path: &Path) -> String {
    path.parent()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "scenario".into())
}

/// How to run: on which preset, with which scheduler, timed or not.
pub struct Mode {
    pub preset: String,
    /// None: the preset's (`sm.scheduler`).
    pub scheduler: Option<String>,
    pub functional: bool,
    pub csv: Option<PathBuf>,
    pub trace: Option<TraceOptions>,
    /// With `--json`: add the host's seconds and speed (`--host-stats`).
    pub host_stats: bool,
    /// Warp instructions a launch may execute before the run stops (`--max-warp-instructions`).
    pub max_warp_instructions: u64,
    /// Counters by instruction (`--source`).
    pub source: bool,
}

/// The trace options from the command line.
pub fn trace_options(
    path: PathBuf,
    detail: Option<String>,
    window: Option<String>,
    sms: Option<String>,
    interval: u64,
) -> anyhow::Result<TraceOptions> {
    let mut o = TraceOptions::new(path);
    o.warps = detail.as_deref() == Some("warps");
    o.interval = interval.max(1);
    if let Some(w) = window {
        let Some((a, b)) = w.split_once(':') else { bail!("--trace-window expects START:END cycles, got `{w}`") };
        let num = |t: &str, default: u64| -> anyhow::Result<u64> {
            if t.trim().is_empty() {
                return Ok(default);
            }
            t.trim().parse().map_err(|_| anyhow::anyhow!("--trace-window: `{t}` is not a cycle number"))
        };
        o.window = (num(a, 0)?, num(b, u64::MAX)?);
        if o.window.0 >= o.window.1 {
            bail!("--trace-window: START must be below END, got `{w}`");
        }
    }
    if let Some(list) = sms {
        let mut v = Vec::new();
        for part in list.split(',') {
            let bad = || anyhow::anyhow!("--trace-sms expects SM numbers like 0,1,5 or 0-7, got `{part}`");
            match part.split_once('-') {
                Some((a, b)) => {
                    let (a, b): (u32, u32) =
                        (a.trim().parse().map_err(|_| bad())?, b.trim().parse().map_err(|_| bad())?);
                    if a > b {
                        return Err(bad());
                    }
                    v.extend(a..=b);
                }
                None => v.push(part.trim().parse().map_err(|_| bad())?),
            }
        }
        o.sms = Some(v);
    } else if o.warps {
        // One track per warp of every SM would be enormous: warp detail covers SM 0 unless asked.
        eprintln!("note: --trace-detail warps traces SM 0 only; choose SMs with --trace-sms");
        o.sms = Some(vec![0]);
    }
    Ok(o)
}

pub fn run(path: &Path, set: &[String], json: bool, out: Option<PathBuf>, mode: &Mode) -> anyhow::Result<ExitCode> {
    let mut gpu = warpsim_emulator::config::GpuConfig::load(&mode.preset)?;
    // Preset keys (`sm.max_warps`) and scenario parameters, told apart as `sweep --vary` does.
    let (keys, overrides): (Vec<_>, Vec<_>) =
        parse_sets(set)?.into_iter().partition(|(k, _)| warpsim_emulator::config::GpuConfig::names_key(k));
    // All of them before the preset is checked, so keys that must agree change together. An
    // error names the `--set` it is about, where it is one.
    gpu.set_all(&keys).map_err(|e| {
        let about = if keys.iter().any(|(k, _)| *k == e.key) { format!("--set {}", e.key) } else { "--set".into() };
        anyhow::Error::new(e).context(about)
    })?;
    let policy =
        super::policies().get(mode.scheduler.as_deref().unwrap_or(gpu.scheduler())).map_err(anyhow::Error::msg)?;
    // A directory stands for the scenario.toml in it (`warpsim run programs/vector_add`).
    let file = match warpsim_emulator::host::scenario::scenario_file(path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    let path = file.as_path();
    let scenario = match Scenario::from_file_for(path, &overrides, &gpu) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    let mut base =
        if mode.functional { RunOptions::for_gpu(&gpu) } else { RunOptions::timed_shared(&gpu, policy.clone()) };
    base.limits.max_warp_instructions = mode.max_warp_instructions;
    if mode.functional && mode.trace.is_some() {
        bail!("--trace needs the timing model: drop --functional");
    }
    if mode.functional && mode.source {
        bail!("--source needs the timing model: drop --functional");
    }
    base.by_instruction = mode.source;
    // Progress lines only for a person watching: quiet in pipes, files and CI.
    let progress = std::io::IsTerminal::is_terminal(&std::io::stderr()) && std::env::var_os("CI").is_none();
    let opts =
        RunOptions { out_dir: out.map(|d| d.join(scenario_name(path))), trace: mode.trace.clone(), progress, ..base };
    // The CSV's file is made before the run, so that a path that cannot be written is reported
    // at once rather than after a long simulation (as the trace's is).
    let csv_file = match &mode.csv {
        Some(file) => Some(std::fs::File::create(file).with_context(|| format!("cannot write {}", file.display()))?),
        None => None,
    };
    let started = Instant::now();
    let report = match run_scenario(&scenario, &opts) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            return Ok(ExitCode::from(1));
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    if let (Some(mut f), Some(file)) = (csv_file, &mode.csv) {
        std::io::Write::write_all(&mut f, super::csv::render(&report).as_bytes())
            .with_context(|| format!("cannot write {}", file.display()))?;
    }
    if json {
        let mut value = serde_json::to_value(&report).context("serialising the report")?;
        if mode.host_stats {
            value["host"] = host_stats(&report, seconds);
        }
        println!("{}", serde_json::to_string_pretty(&value).context("serialising the report")?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", report.scenario);
    if let Some(d) = &report.description {
        println!("  {d}");
    }
    let params: Vec<String> = report.params.iter().map(|(k, v)| format!("{k}={v}")).collect();
    if !params.is_empty() {
        println!("  params: {}", params.join(" "));
    }
    if !mode.functional {
        let set: String = keys.iter().map(|(k, v)| format!(" {k}={v}")).collect();
        let set = if set.is_empty() { set } else { format!(" with{set}") };
        println!("  gpu: {}{set} ({}), scheduler {}", gpu.name, gpu.gpu.model, policy.name());
    }
    for cmd in &report.commands {
        // In a timed run: when the command ran, on which stream and engine.
        let when = cmd.timing.as_ref().map(|t| {
            let stream = match &cmd.what {
                CommandReport::Copy { stream, .. }
                | CommandReport::Launch { stream, .. }
                | CommandReport::Record { stream, .. }
                | CommandReport::WaitEvent { stream, .. } => format!("stream {stream}, "),
                _ => String::new(),
            };
            format!("  [{:.2} - {:.2} us, {stream}{}]", t.start_us, t.end_us, t.engine)
        });
        let when = when.unwrap_or_default();
        match &cmd.what {
            CommandReport::Copy { from, to, bytes, direction, two_d, is_async, .. } => {
                println!(
                    "  copy    {from} -> {to}: {} ({direction}{}{}){when}",
                    human_bytes(*bytes),
                    if *two_d { ", 2D" } else { "" },
                    if *is_async { ", async" } else { "" }
                )
            }
            CommandReport::Launch { launch, .. } => {
                let l = &report.launches[*launch];
                let c = &l.counters;
                println!(
                    "  launch  {}<<<{}, {}>>>: {} warp instrs, {} thread instrs, {} branches ({} divergent), {} global loads / {} stores (warp requests), {} blocks",
                    l.kernel,
                    dims(l.grid),
                    dims(l.block),
                    c.inst_executed,
                    c.thread_inst_executed,
                    c.branch,
                    c.divergent_branch,
                    c.gld_request,
                    c.gst_request,
                    c.cta_launched
                );
                if !when.is_empty() {
                    println!("        {when}");
                }
                if let Some(t) = &l.timing {
                    println!(
                        "          {} cycles = {:.2} us at {} MHz, IPC {:.2} ({:.2} per SM), occupancy {:.0}% (achieved {:.0}%), {} load / {} store transactions, {} shared bank conflicts",
                        t.cycles,
                        t.elapsed_us,
                        gpu.gpu.clock_mhz,
                        t.ipc,
                        t.ipc / gpu.gpu.sms.max(1) as f64,
                        t.occupancy * 100.0,
                        t.achieved_occupancy * 100.0,
                        t.gld_transactions,
                        t.gst_transactions,
                        t.shared_bank_conflicts
                    );
                    if let Some(line) = memory_line(t, gpu.gpu.clock_mhz, gpu.cache.dram_bytes_per_cycle) {
                        println!("          {line}");
                    }
                    if let Some(line) = stall_line(&t.stalls, t.cycles.saturating_mul(gpu.gpu.sms as u64)) {
                        println!("          {line}");
                    }
                    if !t.source.is_empty() {
                        print!("{}", source_table(&t.source));
                    }
                }
            }
            CommandReport::Sync { stream: None, .. } => println!("  sync    device{when}"),
            CommandReport::Sync { stream: Some(s), .. } => println!("  sync    stream {s}{when}"),
            CommandReport::Record { event, .. } => println!("  record  {event}{when}"),
            CommandReport::WaitEvent { event, .. } => println!("  wait    for {event}{when}"),
            CommandReport::EventSync { event, .. } => println!("  wait    host for {event}{when}"),
            CommandReport::Query { event, complete, .. } => match complete {
                Some(done) => println!("  query   {event}: {}{when}", if *done { "complete" } else { "not ready" }),
                None => println!("  query   {event}"),
            },
            CommandReport::Elapsed { start, end, ms, .. } => match ms {
                Some(ms) => println!("  elapsed {start} -> {end}: {ms:.4} ms"),
                None => println!("  elapsed {start} -> {end}"),
            },
            CommandReport::HostWork { us, .. } => println!("  host    works {us} us{when}"),
        }
    }
    if let Some(t) = &report.timeline {
        println!(
            "  timeline: the device finished at {:.2} us ({} cycles); the host at {:.2} us",
            t.elapsed_us,
            t.cycles,
            t.host_cycles as f64 / gpu.gpu.clock_mhz
        );
    }
    for o in &report.outputs {
        let file = o.file.as_deref().map(|f| format!(" -> {f}")).unwrap_or_default();
        if o.first.is_empty() {
            println!("  output  {} ({} x {}){file}", o.buffer, o.elements, o.elem.name());
        } else {
            let more = if o.first.len() < o.elements { ", ..." } else { "" };
            println!(
                "  output  {} ({} x {}){file}: [{}{more}]",
                o.buffer,
                o.elements,
                o.elem.name(),
                o.first.join(", ")
            );
        }
    }
    if let (Some(n), Some(t)) = (report.trace_events, &mode.trace) {
        println!("  trace: {n} events -> {} (open in ui.perfetto.dev)", t.path.display());
    }
    let total = report.totals.inst_executed;
    let launch_seconds: f64 = report.launches.iter().map(|l| l.host_seconds).sum();
    println!(
        "{} launch{}: {total} warp instructions in {launch_seconds:.3} s ({:.1} M warp instructions/s, {}); whole run {seconds:.3} s",
        report.launches.len(),
        if report.launches.len() == 1 { "" } else { "es" },
        total as f64 / launch_seconds.max(1e-9) / 1e6,
        report.mode
    );
    Ok(ExitCode::SUCCESS)
}

/// Simulated warp instructions per host second (0 when no time was measured).
fn per_second(instructions: u64, seconds: f64) -> f64 {
    if seconds > 0.0 {
        instructions as f64 / seconds
    } else {
        0.0
    }
}

/// The `host` object of `--json --host-stats`: how long the host took, for the whole run and
/// for each launch (simulating it, in the order of `launches`), and simulated warp
/// instructions per host second.
fn host_stats(report: &warpsim_emulator::host::runtime::Report, seconds: f64) -> serde_json::Value {
    let launch_seconds: f64 = report.launches.iter().map(|l| l.host_seconds).sum();
    let launches: Vec<serde_json::Value> = report
        .launches
        .iter()
        .map(|l| {
            serde_json::json!({
                "seconds": l.host_seconds,
                "warp_instructions_per_second": per_second(l.counters.inst_executed, l.host_seconds),
            })
        })
        .collect();
    serde_json::json!({
        "seconds": seconds,
        "launch_seconds": launch_seconds,
        "warp_instructions_per_second": per_second(report.totals.inst_executed, launch_seconds),
        "launches": launches,
    })
}

/// A timed launch's memory hierarchy in one line: the read hit rates of the caches it used
/// (by 32-byte sector; texture caches by line) and what it moved to and from DRAM, as bandwidth
/// against the preset's peak (`cache.dram_bytes_per_cycle` at `clock_mhz`). `None` where it
/// touched no cache and no DRAM.
fn memory_line(t: &TimingReport, clock_mhz: f64, dram_bytes_per_cycle: f64) -> Option<String> {
    let m = &t.memory;
    let mut parts = Vec::new();
    let mut rate = |name: &str, hits: u64, misses: u64, what: &str| {
        let all = hits + misses;
        if all > 0 {
            parts.push(format!("{name} {:.1}% of {all} {what}", 100.0 * hits as f64 / all as f64));
        }
    };
    // (The caches count what is read through them: loads, and atomics at the L2.)
    rate("L1 load hits", m.l1_hits, m.l1_misses, "sectors");
    rate("texture hits", m.tex_hits, m.tex_misses, "lines");
    // (Misses count the sectors a miss brought beside the one asked for, as Nsight Compute
    // counts them; the rate is of the sectors read.)
    rate("L2 read hits", m.l2_hits, m.l2_misses - m.l2_fetched, "sectors");
    if m.l2_fetched > 0 {
        parts.push(format!("{} more sectors brought beside L2 misses", m.l2_fetched));
    }
    let dram = m.dram_read_bytes + m.dram_write_bytes;
    if dram > 0 {
        let mut line =
            format!("DRAM {} read + {} written", human_bytes(m.dram_read_bytes), human_bytes(m.dram_write_bytes));
        if m.l2_partial_reads > 0 {
            line += &format!(" (of the reads, {} partly written sectors merged)", human_bytes(m.l2_partial_reads * 32));
        }
        if t.elapsed_us > 0.0 {
            let gbs = dram as f64 / t.elapsed_us / 1e3;
            let peak = dram_bytes_per_cycle * clock_mhz / 1e3;
            line += &format!(" = {gbs:.1} GB/s ({:.0}% of the preset's {peak:.1} GB/s)", 100.0 * gbs / peak);
            if gbs > peak * 1.01 {
                // DRAM's channels book transfers in the order they are asked for: write-backs
                // asked for behind every load of the launch go out after its end.
                line += ", some of it sent after the launch ended";
            }
        }
        parts.push(line);
    }
    (!parts.is_empty()).then(|| format!("memory: {}", parts.join(", ")))
}

/// `run --source`: the instructions a launch issued, in program order, each with its warp
/// instructions, the warp-cycles spent waiting to issue it (its share of all such cycles, and
/// the reason that took most of them), its global transactions and its bank conflicts.
fn source_table(lines: &[SourceLine]) -> String {
    let all: u64 = lines.iter().map(|l| l.stalls.total()).sum();
    let issued: Vec<&SourceLine> = lines.iter().filter(|l| l.executed > 0).collect();
    let mut out = format!(
        "          by instruction ({} of {} issued; stalled warp-cycles are those spent waiting to issue it):\n",
        issued.len(),
        lines.len()
    );
    out += &format!(
        "            {:>4} {:>5} {:>11} {:>13} {:>6}  {:<26} {:>10} {:>9}  {}\n",
        "pc", "line", "warp instrs", "stalled", "share", "mostly", "global tx", "bank cf", "instruction"
    );
    for l in issued {
        let total = l.stalls.total();
        let reasons = l.stalls.named();
        // The largest reason (the first of equal ones).
        let top = reasons.iter().fold(reasons[0], |best, r| if r.1 > best.1 { *r } else { best });
        let mostly =
            if total > 0 { format!("{} {:.0}%", top.0, 100.0 * top.1 as f64 / total as f64) } else { "-".into() };
        let share = if all > 0 { format!("{:.1}%", 100.0 * total as f64 / all as f64) } else { "-".into() };
        out += &format!(
            "            {:>4} {:>5} {:>11} {:>13} {:>6}  {:<26} {:>10} {:>9}  {}\n",
            l.pc,
            l.line,
            l.executed,
            total,
            share,
            mostly,
            l.gld_transactions + l.gst_transactions,
            l.shared_bank_conflicts,
            l.text
        );
    }
    out
}

/// Where a timed launch's resident warps spent the cycles they did not issue, largest share
/// first (the `stalls` of `--json`), and, where some SMs had none of its warps for a while
/// (`idle`), that share of the launch's `sm_cycles` (its cycles times the SMs). `None` where no
/// warp ever waited and no SM sat idle.
fn stall_line(s: &Stalls, sm_cycles: u64) -> Option<String> {
    let mut reasons = InstrStalls::from(s).named();
    let all: u64 = reasons.iter().map(|r| r.1).sum();
    // Largest first; ties keep `InstrStalls::named`'s order.
    reasons.sort_by_key(|r| std::cmp::Reverse(r.1));
    let shares: Vec<String> = reasons
        .iter()
        .filter(|r| r.1 > 0)
        .map(|&(name, n)| format!("{name} {:.1}%", 100.0 * n as f64 / all as f64))
        .collect();
    let stalled = (all > 0).then(|| format!("stalled warp-cycles ({all}): {}", shares.join(", ")));
    // Below a tenth of a percent (a launch's first and last cycles) it says nothing.
    let idle = (s.idle.saturating_mul(1000) >= sm_cycles.max(1))
        .then(|| format!("SMs without its warps {:.1}% of the time", 100.0 * s.idle as f64 / sm_cycles as f64));
    match (stalled, idle) {
        (Some(a), Some(b)) => Some(format!("{a}; {b}")),
        (a, b) => a.or(b),
    }
}

fn dims(d: [u32; 3]) -> String {
    match d {
        [x, 1, 1] => x.to_string(),
        [x, y, 1] => format!("({x},{y})"),
        [x, y, z] => format!("({x},{y},{z})"),
    }
}

fn human_bytes(b: u64) -> String {
    if b >= 1 << 20 {
        format!("{:.1} MiB", b as f64 / (1u64 << 20) as f64)
    } else if b >= 1 << 10 {
        format!("{:.1} KiB", b as f64 / 1024.0)
    } else {
        format!("{b} B")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_line_names_the_caches_used_and_dram_against_the_peak() {
        let mut t = TimingReport::default();
        assert_eq!(memory_line(&t, 1000.0, 100.0), None, "no cache, no DRAM: no line");
        t.elapsed_us = 20.0;
        t.memory.l1_hits = 3;
        t.memory.l1_misses = 1;
        t.memory.dram_read_bytes = 600_000;
        t.memory.dram_write_bytes = 400_000;
        // 1 MB in 20 us is 50 GB/s; 100 B a cycle at 1 GHz is 100 GB/s.
        assert_eq!(
            memory_line(&t, 1000.0, 100.0).unwrap(),
            "memory: L1 load hits 75.0% of 4 sectors, DRAM 585.9 KiB read + 390.6 KiB written = 50.0 GB/s (50% of the preset's 100.0 GB/s)"
        );
        // Reads that all hit an L2, with no L1 counted: the L2 alone.
        let mut t = TimingReport::default();
        t.memory.l2_hits = 1;
        assert_eq!(memory_line(&t, 1000.0, 100.0).unwrap(), "memory: L2 read hits 100.0% of 1 sectors");
    }

    #[test]
    fn the_stall_line_puts_the_largest_reason_first_and_adds_idle_sms() {
        assert_eq!(stall_line(&Stalls::default(), 1000), None);
        // Idle SM-cycles below a tenth of a percent say nothing.
        assert_eq!(stall_line(&Stalls { idle: 9, ..Stalls::default() }, 10_000), None);
        assert_eq!(
            stall_line(&Stalls { idle: 10, ..Stalls::default() }, 10_000).unwrap(),
            "SMs without its warps 0.1% of the time"
        );
        let s = Stalls { memory_dependency: 10, pipe_busy: 30, not_selected: 10, ..Stalls::default() };
        assert_eq!(
            stall_line(&s, 4000).unwrap(),
            "stalled warp-cycles (50): pipe busy 60.0%, memory dependency 20.0%, not selected 20.0%"
        );
        let s = Stalls { idle: 1000, ..s };
        assert_eq!(
            stall_line(&s, 4000).unwrap(),
            "stalled warp-cycles (50): pipe busy 60.0%, memory dependency 20.0%, not selected 20.0%; SMs without its warps 25.0% of the time"
        );
    }
}
