//! `warpsim check` and `warpsim disasm`.

use anyhow::Context;
use std::path::Path;
use std::process::ExitCode;
use warpsim_isa::{assemble, Program};

/// Reads and assembles a file; on assembly errors prints them and returns `None`.
fn load(path: &Path) -> anyhow::Result<Result<(Program, String), String>> {
    let source = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let name = path.display().to_string();
    Ok(match assemble(&name, &source) {
        Ok(p) => Ok((p, source)),
        Err(e) => Err(e.to_string()),
    })
}

pub fn check(files: &[std::path::PathBuf], deny_warnings: bool) -> anyhow::Result<ExitCode> {
    let mut failed = false;
    for path in files {
        let (program, source) = match load(path)? {
            Ok(p) => p,
            Err(report) => {
                eprintln!("{report}");
                failed = true;
                continue;
            }
        };
        if !program.warnings.is_empty() {
            eprint!("{}", program.render_warnings(&source));
            failed |= deny_warnings;
        }
        println!(
            "{}: ok ({} kernel{})",
            path.display(),
            program.module.kernels.len(),
            if program.module.kernels.len() == 1 { "" } else { "s" }
        );
        println!(
            "  {:<28} {:>5} {:>10} {:>11} {:>7} {:>7}",
            "kernel", "regs", "shared B", "dyn shared", "instrs", "param B"
        );
        for (k, a) in program.module.kernels.iter().zip(&program.analyses) {
            let r = &a.resources;
            println!(
                "  {:<28} {:>5} {:>10} {:>11} {:>7} {:>7}",
                k.name,
                r.registers,
                r.static_shared_bytes,
                if r.has_dynamic_shared { "yes" } else { "no" },
                r.instructions,
                r.param_bytes
            );
        }
        let consts = program.module.const_bytes();
        if consts > 0 {
            println!("  constant bank: {consts} bytes");
        }
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

pub fn disasm(path: &Path, show_cfg: bool) -> anyhow::Result<ExitCode> {
    let (program, _) = match load(path)? {
        Ok(p) => p,
        Err(report) => {
            eprintln!("{report}");
            return Ok(ExitCode::from(1));
        }
    };
    print!("{}", program.module);
    if show_cfg {
        for (k, a) in program.module.kernels.iter().zip(&program.analyses) {
            println!("\n// kernel {}: {} basic blocks", k.name, a.cfg.blocks.len());
            for (b, block) in a.cfg.blocks.iter().enumerate() {
                let succs: Vec<String> = block
                    .succs
                    .iter()
                    .map(|&s| if s == a.cfg.exit() { "exit".into() } else { format!("B{s}") })
                    .collect();
                let ipdom = match a.ipdom[b] {
                    Some(p) if p != a.cfg.exit() => format!("B{p}"),
                    _ => "exit".into(),
                };
                println!("//   B{b}: pc {}..{} -> [{}], ipdom {}", block.start, block.end, succs.join(", "), ipdom);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
