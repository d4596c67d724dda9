//! Command-line interface: argument definitions and dispatch to one module per subcommand.

mod asm;
mod csv;
mod gpu;
mod run;

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
        /// The scenario file (programs/<name>/scenario.toml).
        scenario: PathBuf,
        /// Override a scenario parameter: --set n=1048576 (repeatable).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Print one machine-readable JSON object instead of the summary.
        #[arg(long)]
        json: bool,
        /// Directory for the scenario's saved outputs (.npy files).
        #[arg(long, value_name = "DIR", default_value = "warpsim-out")]
        out: PathBuf,
        /// Do not write output files.
        #[arg(long)]
        no_save: bool,
        /// GPU preset to simulate (see `warpsim presets`), or a preset .toml file.
        #[arg(long, default_value = "default")]
        preset: String,
        /// Warp scheduling policy: lrr, gto, oldest-first, youngest-first, two-level[:POOL],
        /// random[:SEED].
        #[arg(long, default_value = "gto")]
        scheduler: String,
        /// Functional execution only: results and functional counters, no cycles.
        #[arg(long)]
        functional: bool,
        /// Also write the CUDA profiler's CSV format (one row per copy and launch) to FILE.
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
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
    /// Print a kernel file in canonical form (what the assembler understood).
    Disasm {
        /// The `.asm` file.
        file: PathBuf,
        /// Also print each kernel's basic blocks and the reconvergence point of every branch.
        #[arg(long)]
        cfg: bool,
    },
}

pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Occupancy { preset, block, regs, smem, json } => gpu::occupancy(&preset, block, regs, smem, json),
        Command::Presets => gpu::presets(),
        Command::Run { scenario, set, json, out, no_save, preset, scheduler, functional, csv } => {
            let mode = run::Mode { preset, scheduler, functional, csv };
            run::run(&scenario, &set, json, if no_save { None } else { Some(out) }, &mode)
        }
        Command::Check { files, deny_warnings } => asm::check(&files, deny_warnings),
        Command::Disasm { file, cfg } => asm::disasm(&file, cfg),
    }
}
