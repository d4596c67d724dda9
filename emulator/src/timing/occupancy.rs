//! The occupancy calculator: how many blocks of a kernel fit on one SM, and what limits them.
//! Follows the rules of NVIDIA's CUDA Occupancy Calculator (`cuda_occupancy.h`): registers are
//! allocated per block (cc 1.x) or per warp into register-file sub-partitions (later parts),
//! shared memory in allocation units, and warps, threads and blocks are capped per SM.

use crate::config::{GpuConfig, RegGranularity};
use serde::Serialize;

/// A kernel's per-block resource request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BlockRequest {
    pub threads: u32,
    pub registers_per_thread: u32,
    /// Static plus dynamic shared memory per block, in bytes.
    pub shared_bytes: u32,
}

/// Which resource caps the resident blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Limiter {
    Warps,
    Blocks,
    Registers,
    Shared,
}

impl Limiter {
    pub fn name(self) -> &'static str {
        match self {
            Limiter::Warps => "warps",
            Limiter::Blocks => "blocks",
            Limiter::Registers => "registers",
            Limiter::Shared => "shared memory",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Occupancy {
    pub warps_per_block: u32,
    /// Blocks per SM allowed by each resource (`u32::MAX` where it imposes no limit).
    pub by_warps: u32,
    pub by_blocks: u32,
    pub by_registers: u32,
    pub by_shared: u32,
    /// Registers allocated per warp (warp granularity) or per block (block granularity).
    pub registers_allocated: u32,
    /// Shared memory allocated per block.
    pub shared_allocated: u32,
    pub active_blocks: u32,
    pub active_warps: u32,
    pub max_warps: u32,
    /// active_warps / max_warps.
    pub occupancy: f64,
    pub limiter: Limiter,
}

/// Why a block cannot run at all.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum OccupancyError {
    #[error("{threads} threads per block exceed the limit of {limit}")]
    TooManyThreads { threads: u32, limit: u32 },
    #[error("{registers} registers per thread exceed the limit of {limit}")]
    TooManyRegisters { registers: u32, limit: u32 },
    #[error("{bytes} bytes of shared memory per block exceed the limit of {limit}")]
    TooMuchShared { bytes: u32, limit: u32 },
    #[error("a block needs {needed} registers but the SM has {available}")]
    RegistersDoNotFit { needed: u32, available: u32 },
    #[error("a block needs at least one thread")]
    EmptyBlock,
    #[error("a block of {warps} warps does not fit in the SM's {max_warps} warp slots ({max_threads} threads)")]
    WarpsDoNotFit { warps: u32, max_warps: u32, max_threads: u32 },
}

fn round_up(v: u32, unit: u32) -> u32 {
    v.div_ceil(unit.max(1)) * unit.max(1)
}

/// Computes the occupancy of `req` on one SM of `gpu`.
pub fn occupancy(gpu: &GpuConfig, req: &BlockRequest) -> Result<Occupancy, OccupancyError> {
    let sm = &gpu.sm;
    if req.threads == 0 {
        return Err(OccupancyError::EmptyBlock);
    }
    if req.threads > sm.max_threads_per_block {
        return Err(OccupancyError::TooManyThreads { threads: req.threads, limit: sm.max_threads_per_block });
    }
    if req.registers_per_thread > sm.max_registers_per_thread {
        return Err(OccupancyError::TooManyRegisters {
            registers: req.registers_per_thread,
            limit: sm.max_registers_per_thread,
        });
    }
    if req.shared_bytes > sm.max_shared_per_block {
        return Err(OccupancyError::TooMuchShared { bytes: req.shared_bytes, limit: sm.max_shared_per_block });
    }
    let warps_per_block = req.threads.div_ceil(sm.warp_size);
    let by_warps = (sm.max_warps / warps_per_block).min(sm.max_threads / (warps_per_block * sm.warp_size));
    if by_warps == 0 {
        return Err(OccupancyError::WarpsDoNotFit {
            warps: warps_per_block,
            max_warps: sm.max_warps,
            max_threads: sm.max_threads,
        });
    }
    let by_blocks = sm.max_blocks;

    let (by_registers, registers_allocated) = if req.registers_per_thread == 0 {
        (u32::MAX, 0)
    } else {
        match sm.reg_granularity {
            RegGranularity::Block => {
                let warps = round_up(warps_per_block, sm.warp_alloc_granularity);
                let per_block = round_up(warps * sm.warp_size * req.registers_per_thread, sm.reg_alloc_unit);
                (sm.registers / per_block, per_block)
            }
            RegGranularity::Warp => {
                let per_warp = round_up(req.registers_per_thread * sm.warp_size, sm.reg_alloc_unit);
                let per_slice = sm.registers / sm.register_subpartitions;
                let warps = (per_slice / per_warp) * sm.register_subpartitions;
                (warps / warps_per_block, per_warp)
            }
        }
    };
    if by_registers == 0 {
        let needed = match sm.reg_granularity {
            RegGranularity::Block => registers_allocated,
            RegGranularity::Warp => registers_allocated * warps_per_block,
        };
        return Err(OccupancyError::RegistersDoNotFit { needed, available: sm.registers });
    }

    let (by_shared, shared_allocated) = if req.shared_bytes == 0 && sm.shared_reserved_per_block == 0 {
        (u32::MAX, 0)
    } else {
        let per_block = round_up(req.shared_bytes + sm.shared_reserved_per_block, sm.shared_alloc_unit);
        (sm.shared_bytes / per_block, per_block)
    };

    let limits = [
        (by_warps, Limiter::Warps),
        (by_blocks, Limiter::Blocks),
        (by_registers, Limiter::Registers),
        (by_shared, Limiter::Shared),
    ];
    // The first of equally tight limits is reported, in this order.
    let (active_blocks, limiter) =
        limits.iter().copied().fold((u32::MAX, Limiter::Warps), |best, l| if l.0 < best.0 { l } else { best });
    let active_warps = active_blocks * warps_per_block;
    Ok(Occupancy {
        warps_per_block,
        by_warps,
        by_blocks,
        by_registers,
        by_shared,
        registers_allocated,
        shared_allocated,
        active_blocks,
        active_warps,
        max_warps: sm.max_warps,
        occupancy: active_warps as f64 / sm.max_warps as f64,
        limiter,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn occ(preset: &str, threads: u32, regs: u32, smem: u32) -> Occupancy {
        occupancy(
            &GpuConfig::load(preset).unwrap(),
            &BlockRequest { threads, registers_per_thread: regs, shared_bytes: smem },
        )
        .unwrap()
    }

    #[test]
    fn best_practices_guide_cc70_examples() {
        // "a kernel with 128-thread blocks using 37 registers per thread results in an
        // occupancy of 75% with 12 active 128-thread blocks per multi-processor"
        let o = occ("volta", 128, 37, 0);
        assert_eq!((o.active_blocks, o.active_warps), (12, 48));
        assert_eq!(o.occupancy, 0.75);
        assert_eq!(o.limiter, Limiter::Registers);
        // "320-thread blocks using the same 37 registers per thread results in an occupancy of
        // 63% because only four 320-thread blocks can reside on a multiprocessor"
        let o = occ("volta", 320, 37, 0);
        assert_eq!(o.active_blocks, 4);
        assert_eq!((o.occupancy * 100.0).round(), 63.0);
        // "register allocations are rounded up to the nearest 256 registers per warp"
        assert_eq!(o.registers_allocated, 1280);
    }

    #[test]
    fn slides_8192_register_examples() {
        // 10 registers x 256 threads = 2560 registers per block: 8192 / 2560 = 3.2 -> 3 blocks.
        assert_eq!(occ("g80", 256, 10, 0).active_blocks, 3);
        // 17 registers x 256 threads: 8192 / 4352 = 1.9 -> 1 block.
        let o = occ("g80", 256, 17, 0);
        assert_eq!((o.active_blocks, o.limiter), (1, Limiter::Registers));
        // 128-thread blocks with 17 registers: 8192 / 2176 = 3.8 -> 3 blocks.
        assert_eq!(occ("g80", 128, 17, 0).active_blocks, 3);
    }

    #[test]
    fn other_limits() {
        // Warps: 1024-thread blocks on Volta, 2 blocks fill the 64 warps.
        let o = occ("volta", 1024, 16, 0);
        assert_eq!((o.active_blocks, o.occupancy, o.limiter), (2, 1.0, Limiter::Warps));
        // Blocks: 32-thread blocks hit the 32-block cap at 50%.
        let o = occ("volta", 32, 16, 0);
        assert_eq!((o.active_blocks, o.limiter), (32, Limiter::Blocks));
        // Shared memory: 40 KB blocks on Volta's 96 KB.
        let o = occ("volta", 128, 16, 40 * 1024);
        assert_eq!((o.active_blocks, o.limiter), (2, Limiter::Shared));
        // Hopper reserves 1 KB per block: 32 blocks of 7 KB need 256 KB > 228 KB.
        assert_eq!(occ("hopper", 64, 16, 6 * 1024).active_blocks, 32);
        assert_eq!(occ("hopper", 64, 16, 7 * 1024).by_shared, 28);
    }

    #[test]
    fn impossible_blocks_are_errors() {
        let gpu = GpuConfig::load("g80").unwrap();
        let e = occupancy(&gpu, &BlockRequest { threads: 1024, registers_per_thread: 8, shared_bytes: 0 }).unwrap_err();
        assert_eq!(e, OccupancyError::TooManyThreads { threads: 1024, limit: 512 });
        let mut small = GpuConfig::load("volta").unwrap();
        small.sm.max_warps = 4;
        let e =
            occupancy(&small, &BlockRequest { threads: 256, registers_per_thread: 0, shared_bytes: 0 }).unwrap_err();
        assert_eq!(e, OccupancyError::WarpsDoNotFit { warps: 8, max_warps: 4, max_threads: small.sm.max_threads });
        let e = occupancy(&gpu, &BlockRequest { threads: 512, registers_per_thread: 32, shared_bytes: 0 }).unwrap_err();
        assert!(matches!(e, OccupancyError::RegistersDoNotFit { .. }), "{e}");
    }
}
