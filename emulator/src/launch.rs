//! Launch configuration, validation, and the functional runner: executes a whole grid with no
//! timing, block after block; within a block, warps that share a pc run in lockstep until each
//! waits at a barrier or exits (`Block::run`).

use crate::block::{BarrierState, Block};
use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::exec::{Env, LaunchEnv};
use crate::memory::DeviceMemory;
use serde::Serialize;

/// Grid and block shape of a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block.
    pub dynamic_shared: u32,
}

/// Hardware limits a launch is checked against (CUDA's limits for cc 2.0 and later by default;
/// presets lower them for older parts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LaunchLimits {
    pub max_threads_per_block: u32,
    pub max_block_dim: [u32; 3],
    pub max_grid_dim: [u32; 3],
    pub max_shared_per_block: u32,
    /// Warp instructions a launch (all its blocks) may execute before the run is stopped as a
    /// likely hang. Per launch rather than per block: in timing mode every resident warp
    /// advances together, so a per-block limit would take the resident blocks times as long.
    pub max_warp_instructions: u64,
}

impl Default for LaunchLimits {
    fn default() -> Self {
        LaunchLimits {
            max_threads_per_block: 1024,
            max_block_dim: [1024, 1024, 64],
            max_grid_dim: [i32::MAX as u32, 65535, 65535],
            max_shared_per_block: 48 * 1024,
            max_warp_instructions: 1 << 28,
        }
    }
}

impl LaunchConfig {
    pub fn threads_per_block(&self) -> u32 {
        self.block.iter().product()
    }

    pub fn blocks(&self) -> u64 {
        self.grid.iter().map(|&g| g as u64).product()
    }

    /// Block index of the `i`-th block in launch order (x fastest).
    pub fn block_index(&self, i: u64) -> [u32; 3] {
        let gx = self.grid[0] as u64;
        let gy = self.grid[1] as u64;
        [(i % gx) as u32, ((i / gx) % gy) as u32, (i / (gx * gy)) as u32]
    }

    /// Checks the shape and shared memory against the limits.
    pub fn validate(&self, kernel: &DecodedKernel, limits: &LaunchLimits) -> Result<(), ExecError> {
        let bad = |message: String| Err(ExecError::BadLaunch { kernel: kernel.name.clone(), message });
        for (i, axis) in ["x", "y", "z"].iter().enumerate() {
            if self.grid[i] == 0 || self.block[i] == 0 {
                return bad(format!(
                    "grid {:?} and block {:?} must be at least 1 in every dimension",
                    self.grid, self.block
                ));
            }
            if self.block[i] > limits.max_block_dim[i] {
                return bad(format!(
                    "block.{axis} = {} exceeds the limit of {}",
                    self.block[i], limits.max_block_dim[i]
                ));
            }
            if self.grid[i] > limits.max_grid_dim[i] {
                return bad(format!("grid.{axis} = {} exceeds the limit of {}", self.grid[i], limits.max_grid_dim[i]));
            }
        }
        let threads = self.block.iter().map(|&b| b as u64).product::<u64>();
        if threads > limits.max_threads_per_block as u64 {
            return bad(format!("{threads} threads per block exceed the limit of {}", limits.max_threads_per_block));
        }
        if self.dynamic_shared > 0 && kernel.dynamic_shared_offset.is_none() {
            return bad(format!(
                "{} bytes of dynamic shared memory requested, but the kernel declares no `.extern .shared` array",
                self.dynamic_shared
            ));
        }
        let shared = self.shared_bytes(kernel) as u64;
        if shared > limits.max_shared_per_block as u64 {
            return bad(format!(
                "{shared} bytes of shared memory per block exceed the limit of {}",
                limits.max_shared_per_block
            ));
        }
        Ok(())
    }

    /// Static plus dynamic shared memory per block.
    pub fn shared_bytes(&self, kernel: &DecodedKernel) -> u32 {
        match kernel.dynamic_shared_offset {
            Some(off) => off + self.dynamic_shared,
            None => kernel.static_shared,
        }
    }
}

/// Everything a launch reads besides device memory.
pub struct LaunchInputs<'a> {
    pub kernel: &'a DecodedKernel,
    pub config: LaunchConfig,
    pub params: &'a [u8],
    pub consts: &'a [u8],
    pub limits: LaunchLimits,
}

/// Runs a grid to completion without timing and returns its functional counters.
pub fn run_functional(inputs: &LaunchInputs, global: &mut DeviceMemory) -> Result<FunctionalCounters, ExecError> {
    let LaunchInputs { kernel, config, params, consts, limits } = *inputs;
    config.validate(kernel, &limits)?;
    let mut counters = FunctionalCounters::default();
    let shared = config.shared_bytes(kernel);
    let mut block = Block::new(kernel, [0; 3], config.block, shared);
    let launch = LaunchEnv { kernel, block_dim: config.block, grid_dim: config.grid, consts, params: params.to_vec() };
    for b in 0..config.blocks() {
        let idx = config.block_index(b);
        if b > 0 {
            block.reset(idx, kernel);
        }
        counters.cta_launched += 1;
        let env = Env { launch: &launch, block_idx: idx, smid: 0, clock: 0 };
        loop {
            // Run the warps until each waits at a barrier or finishes.
            let budget = limits.max_warp_instructions.saturating_sub(counters.inst_executed) + 1;
            block.run(&env, global, budget, &mut counters)?;
            if counters.inst_executed > limits.max_warp_instructions {
                return Err(ExecError::InstructionLimit {
                    kernel: kernel.name.clone(),
                    block: idx,
                    limit: limits.max_warp_instructions,
                });
            }
            match block.resolve_barriers() {
                BarrierState::Done => break,
                BarrierState::Released | BarrierState::Running => {}
                BarrierState::Deadlock => return Err(block.deadlock(kernel)),
            }
        }
    }
    Ok(counters)
}
