//! Command-line interface: argument definitions and dispatch to one module per subcommand.

mod asm;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// warpsim: a fast, cycle-approximate SIMT GPU emulator.
///
/// Kernels are written in a PTX-flavoured assembly (see docs/ISA.md); examples live in
/// programs/. Start with:
///
///   warpsim check programs/offset_copy/offset_copy.asm
#[derive(Parser, Debug)]
#[command(name = "warpsim", version, about, long_about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
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
        Command::Check {
            files,
            deny_warnings,
        } => asm::check(&files, deny_warnings),
        Command::Disasm { file, cfg } => asm::disasm(&file, cfg),
    }
}
