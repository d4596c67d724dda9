//! `run --csv FILE`: the CUDA profiler's CSV format (the columns the seeds' tables use), one row
//! per copy and kernel launch, followed by warpsim's modern counters.

use std::fmt::Write as _;
use warpsim_emulator::host::runtime::CommandReport;
use warpsim_emulator::host::Report;

const COLUMNS: &[&str] = &[
    "method",
    "gputime",
    "occupancy",
    "gld_coherent",
    "gld_incoherent",
    "gst_coherent",
    "gst_incoherent",
    "branch",
    "divergent_branch",
    "instructions",
    "warp_serialize",
    "cta_launched",
    "tex_cache_hit",
    "tex_cache_miss",
    "cycles",
    "ipc",
    "achieved_occupancy",
    "inst_executed",
    "thread_inst_executed",
    "gld_request",
    "gst_request",
    "gld_transactions",
    "gst_transactions",
    "shared_load_transactions",
    "shared_store_transactions",
    "local_load_transactions",
    "local_store_transactions",
    "l1_hits",
    "l1_misses",
    "l2_hits",
    "l2_misses",
    "l2_fetched",
    "dram_read_bytes",
    "dram_write_bytes",
    "l2_partial_reads",
    "dram_blocks_opened",
    "l1_mshr_waits",
    "stall_memory_dependency",
    "stall_execution_dependency",
    "stall_no_instruction",
    "stall_barrier",
    "stall_pipe_busy",
    "stall_not_selected",
];

/// The CSV text of a report. `gputime` is in microseconds, as the profiler printed it; columns
/// a row has no value for are empty (a copy has only its gputime).
pub fn render(report: &Report) -> String {
    let mut s = String::from("# CUDA_PROFILE_LOG_VERSION 2.0\n# warpsim ");
    let _ = writeln!(s, "{} {} ({})", report.warpsim_version, report.scenario, report.mode);
    s += &COLUMNS.join(",");
    s.push('\n');
    for cmd in &report.commands {
        match &cmd.what {
            CommandReport::Copy { direction, bytes, .. } => {
                let mut row = vec![String::new(); COLUMNS.len()];
                row[0] = format!("memcpy{direction} ({bytes} bytes)");
                if let Some(t) = &cmd.timing {
                    row[1] = format!("{:.3}", t.end_us - t.start_us);
                }
                s += &row.join(",");
                s.push('\n');
            }
            CommandReport::Launch { launch, .. } => {
                let l = &report.launches[*launch];
                let f = &l.counters;
                let t = l.timing.as_ref();
                let opt = |v: Option<String>| v.unwrap_or_default();
                let row: Vec<String> = vec![
                    l.kernel.clone(),
                    opt(t.map(|t| format!("{:.3}", t.elapsed_us))),
                    opt(t.map(|t| format!("{:.3}", t.occupancy))),
                    opt(t.map(|t| t.gld_coherent.to_string())),
                    opt(t.map(|t| t.gld_incoherent.to_string())),
                    opt(t.map(|t| t.gst_coherent.to_string())),
                    opt(t.map(|t| t.gst_incoherent.to_string())),
                    f.branch.to_string(),
                    f.divergent_branch.to_string(),
                    f.inst_executed.to_string(),
                    opt(t.map(|t| t.shared_bank_conflicts.to_string())),
                    f.cta_launched.to_string(),
                    opt(t.map(|t| t.memory.tex_hits.to_string())),
                    opt(t.map(|t| t.memory.tex_misses.to_string())),
                    opt(t.map(|t| t.cycles.to_string())),
                    opt(t.map(|t| format!("{:.3}", t.ipc))),
                    opt(t.map(|t| format!("{:.3}", t.achieved_occupancy))),
                    f.inst_executed.to_string(),
                    f.thread_inst_executed.to_string(),
                    f.gld_request.to_string(),
                    f.gst_request.to_string(),
                    opt(t.map(|t| t.gld_transactions.to_string())),
                    opt(t.map(|t| t.gst_transactions.to_string())),
                    opt(t.map(|t| t.shared_load_transactions.to_string())),
                    opt(t.map(|t| t.shared_store_transactions.to_string())),
                    opt(t.map(|t| t.local_load_transactions.to_string())),
                    opt(t.map(|t| t.local_store_transactions.to_string())),
                    opt(t.map(|t| t.memory.l1_hits.to_string())),
                    opt(t.map(|t| t.memory.l1_misses.to_string())),
                    opt(t.map(|t| t.memory.l2_hits.to_string())),
                    opt(t.map(|t| t.memory.l2_misses.to_string())),
                    opt(t.map(|t| t.memory.l2_fetched.to_string())),
                    opt(t.map(|t| t.memory.dram_read_bytes.to_string())),
                    opt(t.map(|t| t.memory.dram_write_bytes.to_string())),
                    opt(t.map(|t| t.memory.l2_partial_reads.to_string())),
                    opt(t.map(|t| t.memory.dram_blocks_opened.to_string())),
                    opt(t.map(|t| t.memory.l1_mshr_waits.to_string())),
                    opt(t.map(|t| t.stalls.memory_dependency.to_string())),
                    opt(t.map(|t| t.stalls.execution_dependency.to_string())),
                    opt(t.map(|t| t.stalls.no_instruction.to_string())),
                    opt(t.map(|t| t.stalls.barrier.to_string())),
                    opt(t.map(|t| t.stalls.pipe_busy.to_string())),
                    opt(t.map(|t| t.stalls.not_selected.to_string())),
                ];
                debug_assert_eq!(row.len(), COLUMNS.len());
                s += &row.join(",");
                s.push('\n');
            }
            _ => {}
        }
    }
    s
}
