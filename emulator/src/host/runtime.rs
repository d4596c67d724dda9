//! Runs a scenario: allocates host and device buffers, performs copies and launches in order,
//! and reports what happened. Functional execution only for now; the timing model will attach
//! cycles to the same commands.

use super::data::{initial_bytes, write_npy, Elem};
use super::expr::Value;
use super::resolve::PITCH_ALIGN;
use super::scenario::{Arg, BufferSpec, Scenario, ScenarioError, Step};
use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::launch::{run_functional, LaunchConfig, LaunchInputs, LaunchLimits};
use crate::memory::DeviceMemory;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use warpsim_isa::ParamType;

/// Why a run stopped.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    #[error("step {step}: {source}")]
    Exec { step: usize, source: ExecError },
    #[error("step {step}: {message}")]
    Step { step: usize, message: String },
    #[error("{0}")]
    Output(String),
}

/// Options of a run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Run launches on the timing model of this GPU with this scheduler (`None`: functional only).
    pub timing: Option<(crate::config::GpuConfig, std::sync::Arc<dyn crate::timing::Policy>)>,
    /// Where `outputs[].save` files go; `None` skips saving.
    pub out_dir: Option<PathBuf>,
    pub limits: LaunchLimits,
    /// Device memory capacity in bytes.
    pub device_memory: u64,
}

impl RunOptions {
    /// Options for a GPU preset: its launch limits and device memory size.
    pub fn for_gpu(gpu: &crate::config::GpuConfig) -> RunOptions {
        let sm = &gpu.sm;
        let limits = LaunchLimits {
            max_threads_per_block: sm.max_threads_per_block,
            max_block_dim: [sm.max_threads_per_block, sm.max_threads_per_block, 64],
            max_grid_dim: if gpu.gpu.compute_capability[0] >= 3 {
                [i32::MAX as u32, 65535, 65535]
            } else {
                [65535, 65535, 1]
            },
            max_shared_per_block: sm.max_shared_per_block,
            ..LaunchLimits::default()
        };
        RunOptions { limits, device_memory: gpu.gpu.memory_bytes, ..RunOptions::default() }
    }

    /// Options for the timing model of a GPU preset with a scheduling policy.
    pub fn timed(gpu: &crate::config::GpuConfig, policy: impl crate::timing::Policy + 'static) -> RunOptions {
        RunOptions { timing: Some((gpu.clone(), std::sync::Arc::new(policy))), ..RunOptions::for_gpu(gpu) }
    }

    /// As `timed`, with a policy already shared (from `Policies::get`).
    pub fn timed_shared(
        gpu: &crate::config::GpuConfig,
        policy: std::sync::Arc<dyn crate::timing::Policy>,
    ) -> RunOptions {
        RunOptions { timing: Some((gpu.clone(), policy)), ..RunOptions::for_gpu(gpu) }
    }
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { timing: None, out_dir: None, limits: LaunchLimits::default(), device_memory: 16 << 30 }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct LaunchReport {
    pub index: usize,
    pub step: usize,
    pub kernel: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared: u32,
    pub shared_bytes_per_block: u32,
    pub registers_per_thread: u32,
    pub stream: u32,
    pub counters: FunctionalCounters,
    /// Cycles, time and the timing counters (null in functional mode).
    pub timing: Option<crate::timing::TimingReport>,
    /// Host seconds the launch took (not serialised: the JSON is deterministic).
    #[serde(skip)]
    pub host_seconds: f64,
}

#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum CommandReport {
    Copy {
        step: usize,
        from: String,
        to: String,
        bytes: u64,
        direction: &'static str,
        stream: u32,
        #[serde(rename = "async")]
        is_async: bool,
        two_d: bool,
    },
    Launch {
        step: usize,
        launch: usize,
        kernel: String,
        stream: u32,
    },
    Sync {
        step: usize,
        stream: Option<u32>,
    },
    Record {
        step: usize,
        event: String,
        stream: u32,
    },
}

#[derive(Clone, Debug, Serialize)]
pub struct OutputReport {
    pub buffer: String,
    #[serde(rename = "type")]
    pub elem: Elem,
    pub elements: usize,
    pub file: Option<String>,
    /// The first elements, formatted (as many as `print` asked for).
    pub first: Vec<String>,
    /// The whole contents, little-endian (for library users and tests; not serialised).
    #[serde(skip)]
    pub data: Vec<u8>,
}

/// The result of a run: what `--json` prints (schema in docs/JSON.md).
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub warpsim_version: &'static str,
    pub scenario: String,
    pub description: Option<String>,
    pub mode: &'static str,
    /// The effective GPU configuration and scheduling policy of a timed run.
    pub gpu: Option<crate::config::GpuConfig>,
    pub scheduler: Option<String>,
    pub params: BTreeMap<String, Value>,
    pub commands: Vec<CommandReport>,
    pub launches: Vec<LaunchReport>,
    pub outputs: Vec<OutputReport>,
    pub totals: FunctionalCounters,
}

struct DeviceBuffer {
    spec: BufferSpec,
    addr: u64,
    /// Bytes between rows (row bytes for unpitched buffers).
    pitch: u64,
    /// Bytes allocated.
    bytes: u64,
}

/// Runs the scenario to completion.
pub fn run(s: &Scenario, opts: &RunOptions) -> Result<Report, RunError> {
    let mut memory = DeviceMemory::new(opts.device_memory);
    let mut host: BTreeMap<String, (BufferSpec, Vec<u8>)> = BTreeMap::new();
    for b in &s.host {
        let data = initial_bytes(b.elem, b.len, &b.init)
            .map_err(|m| RunError::Step { step: 0, message: format!("host.{}: {m}", b.name) })?;
        host.insert(b.name.clone(), (b.clone(), data));
    }
    let mut device: BTreeMap<String, DeviceBuffer> = BTreeMap::new();
    for b in &s.device {
        let size = b.elem.bytes() as u64;
        let (addr, pitch, bytes) = match (b.shape2d, b.pitched) {
            (Some((rows, row_len)), true) => {
                let (addr, pitch) = memory
                    .alloc_pitched(row_len as u64 * size, rows as u64, PITCH_ALIGN, &b.name)
                    .map_err(|e| RunError::Step { step: 0, message: format!("device.{}: {e}", b.name) })?;
                (addr, pitch, pitch * rows as u64)
            }
            (shape, _) => {
                let bytes = b.len as u64 * size;
                let addr = memory
                    .alloc(bytes, &b.name)
                    .map_err(|e| RunError::Step { step: 0, message: format!("device.{}: {e}", b.name) })?;
                (addr, shape.map(|(_, c)| c as u64 * size).unwrap_or(bytes), bytes)
            }
        };
        let init = initial_bytes(b.elem, b.len, &b.init)
            .map_err(|m| RunError::Step { step: 0, message: format!("device.{}: {m}", b.name) })?;
        let buf = DeviceBuffer { spec: b.clone(), addr, pitch, bytes };
        write_device(&mut memory, &buf, &init);
        device.insert(b.name.clone(), buf);
    }

    let mut decoded: BTreeMap<String, (DecodedKernel, Vec<u8>)> = BTreeMap::new();
    for p in &s.programs {
        for (k, a) in p.module.kernels.iter().zip(&p.analyses) {
            decoded
                .entry(k.name.clone())
                .or_insert_with(|| (DecodedKernel::new(k, a, &p.module), p.module.const_image()));
        }
    }

    let mut commands = Vec::new();
    let mut launches = Vec::new();
    let mut totals = FunctionalCounters::default();
    for (step, st) in s.steps.iter().enumerate() {
        match st {
            Step::Copy { from, to, bytes, stream, is_async } => {
                let report = copy(step, from, to, *bytes, &mut host, &device, &mut memory)?;
                let (direction, two_d) = report;
                let moved = bytes.unwrap_or_else(|| source_bytes(from, &host, &device));
                commands.push(CommandReport::Copy {
                    step,
                    from: from.clone(),
                    to: to.clone(),
                    bytes: moved,
                    direction,
                    stream: *stream,
                    is_async: *is_async,
                    two_d,
                });
            }
            Step::Launch { kernel, grid, block, shared, args, stream } => {
                let (dk, consts) = &decoded[kernel];
                let params = param_bytes(dk, args, &device);
                let config = LaunchConfig { grid: *grid, block: *block, dynamic_shared: *shared };
                let inputs = LaunchInputs { kernel: dk, config, params: &params, consts, limits: opts.limits };
                let started = std::time::Instant::now();
                let (counters, timing) = match &opts.timing {
                    None => {
                        (run_functional(&inputs, &mut memory).map_err(|source| RunError::Exec { step, source })?, None)
                    }
                    Some((gpu, policy)) => {
                        let (c, t) = crate::timing::run_timed(&inputs, &mut memory, gpu, policy.clone())
                            .map_err(|source| RunError::Exec { step, source })?;
                        (c, Some(t))
                    }
                };
                let host_seconds = started.elapsed().as_secs_f64();
                totals.add(&counters);
                let index = launches.len();
                commands.push(CommandReport::Launch { step, launch: index, kernel: kernel.clone(), stream: *stream });
                launches.push(LaunchReport {
                    index,
                    step,
                    kernel: kernel.clone(),
                    grid: *grid,
                    block: *block,
                    dynamic_shared: *shared,
                    shared_bytes_per_block: config.shared_bytes(dk),
                    registers_per_thread: dk.registers_per_thread,
                    stream: *stream,
                    counters,
                    timing,
                    host_seconds,
                });
            }
            Step::Sync { stream } => commands.push(CommandReport::Sync { step, stream: *stream }),
            Step::Record { event, stream } => {
                commands.push(CommandReport::Record { step, event: event.clone(), stream: *stream })
            }
        }
    }

    let mut outputs = Vec::new();
    for o in &s.outputs {
        let (spec, data) = match (host.get(&o.buffer), device.get(&o.buffer)) {
            (Some((spec, data)), _) => (spec.clone(), data.clone()),
            (None, Some(d)) => (d.spec.clone(), read_device(&memory, d)),
            (None, None) => unreachable!("outputs are resolved against the buffers"),
        };
        let mut file = None;
        if let (Some(name), Some(dir)) = (&o.save, &opts.out_dir) {
            std::fs::create_dir_all(dir)
                .map_err(|e| RunError::Output(format!("cannot create {}: {e}", dir.display())))?;
            let path = dir.join(name);
            write_npy(&path, spec.elem, &data)
                .map_err(|e| RunError::Output(format!("cannot write {}: {e}", path.display())))?;
            file = Some(path.display().to_string());
        }
        let shown = o.print.unwrap_or(0).min(spec.len);
        outputs.push(OutputReport {
            buffer: o.buffer.clone(),
            elem: spec.elem,
            elements: spec.len,
            file,
            first: (0..shown).map(|i| spec.elem.format(&data, i)).collect(),
            data,
        });
    }

    Ok(Report {
        warpsim_version: env!("CARGO_PKG_VERSION"),
        scenario: s.path.display().to_string(),
        description: s.description.clone(),
        mode: if opts.timing.is_some() { "timing" } else { "functional" },
        gpu: opts.timing.as_ref().map(|(g, _)| g.clone()),
        scheduler: opts.timing.as_ref().map(|(_, p)| p.name()),
        params: s.params.clone(),
        commands,
        launches,
        outputs,
        totals,
    })
}

fn source_bytes(
    name: &str,
    host: &BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &BTreeMap<String, DeviceBuffer>,
) -> u64 {
    host.get(name)
        .map(|(_, d)| d.len() as u64)
        .or_else(|| device.get(name).map(|d| (d.spec.len * d.spec.elem.bytes()) as u64))
        .unwrap_or(0)
}

/// Writes a buffer's logical contents (rows packed) to its device allocation.
fn write_device(memory: &mut DeviceMemory, d: &DeviceBuffer, data: &[u8]) {
    match d.spec.shape2d {
        Some((rows, row_len)) if d.pitch != (row_len * d.spec.elem.bytes()) as u64 => {
            let row_bytes = row_len * d.spec.elem.bytes();
            for r in 0..rows {
                memory.write(d.addr + r as u64 * d.pitch, &data[r * row_bytes..(r + 1) * row_bytes]);
            }
        }
        _ => memory.write(d.addr, data),
    }
}

/// Reads a buffer's logical contents (rows packed) from its device allocation.
fn read_device(memory: &DeviceMemory, d: &DeviceBuffer) -> Vec<u8> {
    let mut out = vec![0u8; d.spec.len * d.spec.elem.bytes()];
    match d.spec.shape2d {
        Some((rows, row_len)) if d.pitch != (row_len * d.spec.elem.bytes()) as u64 => {
            let row_bytes = row_len * d.spec.elem.bytes();
            for r in 0..rows {
                memory.read(d.addr + r as u64 * d.pitch, &mut out[r * row_bytes..(r + 1) * row_bytes]);
            }
        }
        _ => memory.read(d.addr, &mut out),
    }
    out
}

/// Performs a copy. A copy of a whole buffer to or from a pitched device buffer is a 2-D copy
/// (cudaMemcpy2D): rows land at the pitch. Returns the direction and whether it was 2-D.
fn copy(
    step: usize,
    from: &str,
    to: &str,
    bytes: Option<u64>,
    host: &mut BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &BTreeMap<String, DeviceBuffer>,
    memory: &mut DeviceMemory,
) -> Result<(&'static str, bool), RunError> {
    let err = |message: String| RunError::Step { step, message };
    let logical = |name: &str| -> u64 { source_bytes(name, host, device) };
    let n = bytes.unwrap_or_else(|| logical(from));
    let dst_cap = host
        .get(to)
        .map(|(_, d)| d.len() as u64)
        .or_else(|| device.get(to).map(|d| if d.spec.pitched { logical(to) } else { d.bytes }))
        .unwrap_or(0);
    if n > logical(from) || n > dst_cap {
        return Err(err(format!(
            "copy of {n} bytes from `{from}` ({} bytes) to `{to}` ({dst_cap} bytes) overruns a buffer",
            logical(from)
        )));
    }
    let pitched = |name: &str| device.get(name).is_some_and(|d| d.spec.pitched);
    let two_d = bytes.is_none() && (pitched(from) || pitched(to));
    match (host.contains_key(from), device.get(to), device.get(from), host.contains_key(to)) {
        (true, Some(d), _, _) => {
            let data = host[from].1[..n as usize].to_vec();
            if two_d {
                write_device(memory, d, &data);
            } else {
                memory.copy_in(d.addr, &data).map_err(|e| err(e.to_string()))?;
            }
            Ok(("HtoD", two_d))
        }
        (_, _, Some(d), true) => {
            let data = if two_d {
                read_device(memory, d)
            } else {
                let mut buf = vec![0u8; n as usize];
                memory.copy_out(d.addr, &mut buf).map_err(|e| err(e.to_string()))?;
                buf
            };
            host.get_mut(to).expect("checked").1[..n as usize].copy_from_slice(&data[..n as usize]);
            Ok(("DtoH", two_d))
        }
        (_, Some(dst), Some(src), _) => {
            let data = if two_d {
                read_device(memory, src)
            } else {
                let mut buf = vec![0u8; n as usize];
                memory.copy_out(src.addr, &mut buf).map_err(|e| err(e.to_string()))?;
                buf
            };
            if two_d {
                write_device(memory, dst, &data);
            } else {
                memory.copy_in(dst.addr, &data).map_err(|e| err(e.to_string()))?;
            }
            Ok(("DtoD", two_d))
        }
        _ => Err(err(format!("cannot copy from `{from}` to `{to}`"))),
    }
}

/// Lays out the launch arguments in the kernel's parameter space.
fn param_bytes(k: &DecodedKernel, args: &[(Arg, String)], device: &BTreeMap<String, DeviceBuffer>) -> Vec<u8> {
    let mut bytes = vec![0u8; k.param_bytes as usize];
    for ((arg, _), p) in args.iter().zip(&k.kernel.params) {
        let at = p.offset as usize;
        let size = p.ty.bytes() as usize;
        let raw: u64 = match (arg, p.ty) {
            (Arg::Buffer(b), _) => device[b].addr,
            (Arg::Value(v), ParamType::Scalar(t)) if t.is_float() => {
                if t.bits() == 32 {
                    (v.as_f64() as f32).to_bits() as u64
                } else {
                    v.as_f64().to_bits()
                }
            }
            (Arg::Value(v), _) => v.as_int().unwrap_or(v.as_f64() as i64) as u64,
        };
        bytes[at..at + size].copy_from_slice(&raw.to_le_bytes()[..size]);
    }
    bytes
}
