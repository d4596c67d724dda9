//! `warpsim occupancy` and `warpsim presets`.

use anyhow::Context;
use std::process::ExitCode;
use warpsim_emulator::config::{GpuConfig, BUILTIN};
use warpsim_emulator::timing::occupancy::{occupancy as compute, BlockRequest};

pub fn occupancy(preset: &str, block: u32, regs: u32, smem: u32, json: bool) -> anyhow::Result<ExitCode> {
    let gpu = GpuConfig::load(preset)?;
    let req = BlockRequest { threads: block, registers_per_thread: regs, shared_bytes: smem };
    let o = match compute(&gpu, &req) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {} cannot run this block: {e}", gpu.name);
            return Ok(ExitCode::from(1));
        }
    };
    if json {
        let v = serde_json::json!({ "preset": gpu.name, "request": req, "occupancy": o });
        println!("{}", serde_json::to_string_pretty(&v).context("serialising")?);
        return Ok(ExitCode::SUCCESS);
    }
    let [major, minor] = gpu.gpu.compute_capability;
    println!(
        "{} ({}, cc {major}.{minor}): {block} threads per block ({} warps), {regs} registers per thread, {smem} bytes of shared memory per block",
        gpu.name, gpu.gpu.model, o.warps_per_block
    );
    let show = |v: u32| if v == u32::MAX { "-".to_string() } else { v.to_string() };
    println!(
        "  blocks per SM allowed by warps:     {:>4}  ({} warps per SM, {} per block)",
        show(o.by_warps),
        gpu.sm.max_warps,
        o.warps_per_block
    );
    println!("  blocks per SM allowed by the cap:   {:>4}", show(o.by_blocks));
    let reg_note = match (regs, gpu.sm.reg_granularity) {
        (0, _) => "no registers given".to_string(),
        (_, warpsim_emulator::config::RegGranularity::Warp) => {
            format!("{} registers allocated per warp", o.registers_allocated)
        }
        (_, warpsim_emulator::config::RegGranularity::Block) => {
            format!("{} registers allocated per block", o.registers_allocated)
        }
    };
    println!(
        "  blocks per SM allowed by registers: {:>4}  ({reg_note}, {} per SM)",
        show(o.by_registers),
        gpu.sm.registers
    );
    let smem_note = if o.shared_allocated == 0 {
        "no shared memory".to_string()
    } else {
        format!("{} bytes allocated per block, {} per SM", o.shared_allocated, gpu.sm.shared_bytes)
    };
    println!("  blocks per SM allowed by shared:    {:>4}  ({smem_note})", show(o.by_shared));
    println!(
        "active: {} blocks, {} of {} warps per SM: occupancy {:.1}% (limited by {})",
        o.active_blocks,
        o.active_warps,
        o.max_warps,
        o.occupancy * 100.0,
        o.limiter.name()
    );
    Ok(ExitCode::SUCCESS)
}

pub fn presets() -> anyhow::Result<ExitCode> {
    for (name, _) in BUILTIN {
        let g = GpuConfig::load(name)?;
        let [major, minor] = g.gpu.compute_capability;
        println!("{name:<8} cc {major}.{minor}  {:>3} SMs  {:>6.0} MHz  {}", g.gpu.sms, g.gpu.clock_mhz, g.description);
    }
    Ok(ExitCode::SUCCESS)
}
