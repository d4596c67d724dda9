//! Runs a scenario: allocates host and device buffers, performs copies and launches in order,
//! and reports what happened. Functional execution only for now; the timing model will attach
//! cycles to the same commands.

use super::data::{initial_bytes, write_npy, Elem, Init};
use super::expr::Value;
use super::scenario::{Arg, BufferSpec, Scenario, ScenarioError, Step};
use super::timeline::{CmdTiming, CopySpec, Device, EngineId, Until, Work};
use crate::counters::FunctionalCounters;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::launch::{run_functional, LaunchConfig, LaunchInputs, LaunchLimits};
use crate::memory::DeviceMemory;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::Arc;
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
    /// Write a timeline trace (timed runs only).
    pub trace: Option<crate::trace::TraceOptions>,
    /// Show progress on stderr during timed launches (the CLI sets it when stderr is a terminal).
    pub progress: bool,
    /// Count by instruction in timed launches (`TimingReport::source`; `run --source`).
    pub by_instruction: bool,
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
        RunOptions {
            timing: None,
            out_dir: None,
            limits: LaunchLimits::default(),
            device_memory: 16 << 30,
            trace: None,
            progress: false,
            by_instruction: false,
        }
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
    #[serde(rename = "wait_event")]
    WaitEvent {
        step: usize,
        event: String,
        stream: u32,
    },
    #[serde(rename = "event_sync")]
    EventSync {
        step: usize,
        event: String,
    },
    Query {
        step: usize,
        event: String,
        /// Whether the event had completed when the host asked (null in functional mode).
        complete: Option<bool>,
    },
    Elapsed {
        step: usize,
        start: String,
        end: String,
        /// Simulated milliseconds between the two events (null in functional mode).
        ms: Option<f64>,
    },
    #[serde(rename = "host_work")]
    HostWork {
        step: usize,
        us: f64,
    },
}

/// One step as it ran: what it was and, in a timed run, when and where.
#[derive(Clone, Debug, Serialize)]
pub struct Command {
    #[serde(flatten)]
    pub what: CommandReport,
    #[serde(flatten)]
    pub timing: Option<CmdTiming>,
}

/// The simulated time line of a timed run.
#[derive(Clone, Debug, Serialize)]
pub struct TimelineReport {
    /// Cycle the last command on the device completed.
    pub cycles: u64,
    pub elapsed_us: f64,
    /// Cycle the host finished issuing (after its last blocking call).
    pub host_cycles: u64,
    /// Each event's completion (its last record), in cycles and microseconds.
    pub events: BTreeMap<String, EventTime>,
}

#[derive(Clone, Debug, Serialize)]
pub struct EventTime {
    pub cycle: u64,
    pub us: f64,
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
    pub commands: Vec<Command>,
    pub launches: Vec<LaunchReport>,
    /// Streams, engines and events in simulated time (null in functional mode).
    pub timeline: Option<TimelineReport>,
    pub outputs: Vec<OutputReport>,
    pub totals: FunctionalCounters,
    /// Events written to the trace, when one was asked for (not serialised).
    #[serde(skip)]
    pub trace_events: Option<u64>,
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
    let mut device: BTreeMap<String, DeviceBuffer> = BTreeMap::new();
    for b in &s.device {
        let size = b.elem.bytes() as u64;
        let (addr, pitch, bytes) = match (b.shape2d, b.pitched) {
            (Some((rows, row_len)), true) => {
                let (addr, pitch) = memory
                    .alloc_pitched(row_len as u64 * size, rows as u64, s.pitch_align, &b.name)
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
        let buf = DeviceBuffer { spec: b.clone(), addr, pitch, bytes };
        // Device memory starts as zeros: a buffer that starts zero needs no writing, nor its
        // bytes made on the host; only its pages, so that its kernel's stores find them.
        if matches!(b.init, Init::Zeros) {
            memory.back(buf.addr, buf.bytes);
        } else {
            let init = initial_bytes(b.elem, b.len, &b.init)
                .map_err(|m| RunError::Step { step: 0, message: format!("device.{}: {m}", b.name) })?;
            write_device(&mut memory, &buf, &init);
        }
        device.insert(b.name.clone(), buf);
    }
    // Host buffers after the device ones: a scenario whose device buffers do not fit the
    // preset's memory is refused before its (perhaps large) host data is made.
    let mut host: BTreeMap<String, (BufferSpec, Vec<u8>)> = BTreeMap::new();
    for b in &s.host {
        let data = initial_bytes(b.elem, b.len, &b.init)
            .map_err(|m| RunError::Step { step: 0, message: format!("host.{}: {m}", b.name) })?;
        host.insert(b.name.clone(), (b.clone(), data));
    }

    // The kernels the steps launch, decoded once each (the first file that has one gives it),
    // with their file's constant bank, made once per file: a file of thousands of kernels and
    // a 64 KB bank took a copy of the bank, and a decoding, for every kernel in it.
    let launched: BTreeSet<&str> = s
        .steps
        .iter()
        .filter_map(|st| match st {
            Step::Launch { kernel, .. } => Some(kernel.as_str()),
            _ => None,
        })
        .collect();
    let mut decoded: BTreeMap<String, (DecodedKernel, Arc<[u8]>)> = BTreeMap::new();
    for p in &s.programs {
        let mut bank: Option<Arc<[u8]>> = None;
        for (k, a) in p.module.kernels.iter().zip(&p.analyses) {
            if launched.contains(k.name.as_str()) && !decoded.contains_key(&k.name) {
                let consts = bank.get_or_insert_with(|| p.module.const_image().into()).clone();
                decoded.insert(k.name.clone(), (DecodedKernel::new(k, a, &p.module), consts));
            }
        }
    }

    let bufs = Buffers { host: &mut host, device: &device };
    let mut trace_events = None;
    let (commands, launches, timeline) = match &opts.timing {
        None => run_functional_steps(s, opts, &decoded, bufs, &mut memory)?,
        Some((gpu, policy)) => {
            run_timed_steps(s, opts, gpu, policy.as_ref(), &decoded, bufs, &mut memory, &mut trace_events)?
        }
    };
    let mut totals = FunctionalCounters::default();
    for l in &launches {
        totals.add(&l.counters);
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
        timeline,
        outputs,
        totals,
        trace_events,
    })
}

/// The scenario's buffers during a run.
struct Buffers<'b> {
    host: &'b mut BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &'b BTreeMap<String, DeviceBuffer>,
}

type Steps = (Vec<Command>, Vec<LaunchReport>, Option<TimelineReport>);

fn launch_report(
    index: usize,
    step: usize,
    st: &Step,
    dk: &DecodedKernel,
    counters: FunctionalCounters,
    timing: Option<crate::timing::TimingReport>,
    host_seconds: f64,
) -> LaunchReport {
    let Step::Launch { kernel, grid, block, shared, stream, .. } = st else { unreachable!("a launch step") };
    let config = LaunchConfig { grid: *grid, block: *block, dynamic_shared: *shared };
    LaunchReport {
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
    }
}

/// What a step is, for the report (launch index and copy facts filled by the caller).
fn describe(step: usize, st: &Step) -> CommandReport {
    match st {
        Step::Copy { .. } | Step::Launch { .. } => unreachable!("described where they run"),
        Step::Sync { stream } => CommandReport::Sync { step, stream: *stream },
        Step::Record { event, stream } => CommandReport::Record { step, event: event.clone(), stream: *stream },
        Step::WaitEvent { event, stream } => CommandReport::WaitEvent { step, event: event.clone(), stream: *stream },
        Step::EventSync { event } => CommandReport::EventSync { step, event: event.clone() },
        Step::Query { event } => CommandReport::Query { step, event: event.clone(), complete: None },
        Step::Elapsed { start, end } => {
            CommandReport::Elapsed { step, start: start.clone(), end: end.clone(), ms: None }
        }
        Step::HostWork { us } => CommandReport::HostWork { step, us: *us },
    }
}

/// Functional mode: every step runs at once, in order.
fn run_functional_steps(
    s: &Scenario,
    opts: &RunOptions,
    decoded: &BTreeMap<String, (DecodedKernel, Arc<[u8]>)>,
    bufs: Buffers,
    memory: &mut DeviceMemory,
) -> Result<Steps, RunError> {
    let Buffers { host, device } = bufs;
    let mut commands = Vec::new();
    let mut launches = Vec::new();
    for (step, st) in s.steps.iter().enumerate() {
        let what = match st {
            Step::Copy { from, to, bytes, from_offset, to_offset, stream, is_async } => {
                let plan = plan_copy(step, from, to, *bytes, *from_offset, *to_offset, host, device)?;
                apply_copy(step, from, to, &plan, host, device, memory)?;
                copy_report(step, from, to, &plan, *stream, *is_async)
            }
            Step::Launch { kernel, grid, block, shared, args, .. } => {
                let (dk, consts) = &decoded[kernel];
                let params = param_bytes(dk, args, device);
                let config = LaunchConfig { grid: *grid, block: *block, dynamic_shared: *shared };
                let inputs = LaunchInputs { kernel: dk, config, params: &params, consts, limits: opts.limits };
                let started = std::time::Instant::now();
                let counters = run_functional(&inputs, memory).map_err(|source| RunError::Exec { step, source })?;
                let index = launches.len();
                launches.push(launch_report(index, step, st, dk, counters, None, started.elapsed().as_secs_f64()));
                CommandReport::Launch { step, launch: index, kernel: kernel.clone(), stream: st_stream(st) }
            }
            other => describe(step, other),
        };
        commands.push(Command { what, timing: None });
    }
    Ok((commands, launches, None))
}

fn st_stream(st: &Step) -> u32 {
    match st {
        Step::Copy { stream, .. }
        | Step::Launch { stream, .. }
        | Step::Record { stream, .. }
        | Step::WaitEvent { stream, .. } => *stream,
        _ => 0,
    }
}

fn copy_report(step: usize, from: &str, to: &str, plan: &CopyPlan, stream: u32, is_async: bool) -> CommandReport {
    CommandReport::Copy {
        step,
        from: from.to_string(),
        to: to.to_string(),
        bytes: plan.bytes,
        direction: plan.direction,
        stream,
        is_async,
        two_d: plan.two_d,
    }
}

/// Timed mode: the host issues steps at its clock; the device runs them in simulated time.
#[allow(clippy::too_many_arguments)]
fn run_timed_steps(
    s: &Scenario,
    opts: &RunOptions,
    gpu: &crate::config::GpuConfig,
    policy: &dyn crate::timing::Policy,
    decoded: &BTreeMap<String, (DecodedKernel, Arc<[u8]>)>,
    bufs: Buffers,
    memory: &mut DeviceMemory,
    trace_events: &mut Option<u64>,
) -> Result<Steps, RunError> {
    let Buffers { host, device } = bufs;
    let mhz = gpu.gpu.clock_mhz;
    let mut dev = Device::new(gpu, policy);
    if opts.progress {
        dev.gpu.show_progress();
    }
    if let Some(o) = &opts.trace {
        let t = crate::trace::Trace::create(o.clone(), mhz)
            .map_err(|e| RunError::Output(format!("cannot write the trace {}: {e}", o.path.display())))?;
        dev.gpu.set_trace(Box::new(t));
    }
    if opts.by_instruction {
        dev.gpu.count_by_instruction();
    }
    let mut host_t: u64 = 0;
    // Per step: the command it issued, or the host interval it blocked for.
    let mut issued: Vec<Option<usize>> = vec![None; s.steps.len()];
    let mut blocked: Vec<Option<(u64, u64)>> = vec![None; s.steps.len()];
    let mut whats: Vec<CommandReport> = Vec::new();
    let mut events: BTreeMap<String, usize> = BTreeMap::new();
    let mut elapsed_steps: Vec<(usize, String, String)> = Vec::new();
    let mut launch_of_cmd: BTreeMap<usize, (usize, usize)> = BTreeMap::new();
    let mut launches: Vec<Option<LaunchReport>> = Vec::new();
    let exec = |(step, source): (usize, ExecError)| RunError::Exec { step, source };

    let collect = |dev: &mut Device,
                   launches: &mut Vec<Option<LaunchReport>>,
                   launch_of_cmd: &BTreeMap<usize, (usize, usize)>| {
        for (id, f) in std::mem::take(&mut dev.completed) {
            if let (Some(f), Some(&(index, step))) = (f, launch_of_cmd.get(&id)) {
                let (dk, _) = &decoded[match &s.steps[step] {
                    Step::Launch { kernel, .. } => kernel,
                    _ => unreachable!("launch commands come from launch steps"),
                }];
                let secs = dev.host_seconds.get(&id).copied().unwrap_or(0.0);
                launches[index] =
                    Some(launch_report(index, step, &s.steps[step], dk, f.counters, Some(f.report), secs));
            }
        }
    };

    for (step, st) in s.steps.iter().enumerate() {
        let what = match st {
            Step::Copy { from, to, bytes, from_offset, to_offset, stream, is_async } => {
                let plan = plan_copy(step, from, to, *bytes, *from_offset, *to_offset, host, device)?;
                let host_end = host.get(from).or_else(|| host.get(to));
                let pinned = host_end.map(|(spec, _)| spec.pinned);
                // Pageable memory is staged through a driver buffer: the copy is synchronous.
                let sync = !is_async || pinned == Some(false);
                let legacy = *stream == 0 || sync || (plan.two_d && !gpu.host.overlap_2d);
                let gbps = match pinned {
                    None => dev.device_copy_gbps(),
                    Some(true) => gpu.host.pinned_gbps,
                    Some(false) => gpu.host.pageable_gbps,
                };
                let duration = dev.copy_cycles(plan.bytes, gbps);
                let engine = dev.copy_engine(plan.direction);
                // The call itself takes host time; the copy is visible to the device after it.
                host_t += (gpu.host.copy_api_us * mhz).round() as u64;
                let report = copy_report(step, from, to, &plan, *stream, *is_async);
                let spec = CopySpec { step, from: from.clone(), to: to.clone(), plan };
                let id = dev.issue(step, *stream, Work::Copy { duration, spec }, Some(engine), legacy, None, host_t);
                issued[step] = Some(id);
                // A synchronous copy to or from the host returns when it is done.
                if sync && pinned.is_some() {
                    dev.advance(Until::Done(id), memory, &mut copier(host, device)).map_err(exec)?;
                    host_t = host_t.max(dev.cmds[id].end.expect("done"));
                }
                report
            }
            Step::Launch { kernel, grid, block, shared, args, stream } => {
                let (dk, consts) = &decoded[kernel];
                let params = param_bytes(dk, args, device);
                let config = LaunchConfig { grid: *grid, block: *block, dynamic_shared: *shared };
                config.validate(dk, &opts.limits).map_err(|source| RunError::Exec { step, source })?;
                let work = Work::Kernel { kernel: dk, config, params, consts, limits: opts.limits };
                host_t += (gpu.host.launch_api_us * mhz).round() as u64;
                let id = dev.issue(step, *stream, work, Some(EngineId::Compute), *stream == 0, None, host_t);
                issued[step] = Some(id);
                let index = launches.len();
                launches.push(None);
                launch_of_cmd.insert(id, (index, step));
                CommandReport::Launch { step, launch: index, kernel: kernel.clone(), stream: *stream }
            }
            Step::Record { event, stream } => {
                let id = dev.issue(step, *stream, Work::Marker, None, *stream == 0, None, host_t);
                events.insert(event.clone(), id);
                issued[step] = Some(id);
                describe(step, st)
            }
            Step::WaitEvent { event, stream } => {
                let id = dev.issue(step, *stream, Work::Marker, None, *stream == 0, Some(events[event]), host_t);
                issued[step] = Some(id);
                describe(step, st)
            }
            Step::Sync { stream } => {
                let from = host_t;
                let until = match stream {
                    None => Some(Until::All),
                    Some(n) => dev.last_of(*n).map(Until::Done),
                };
                if let Some(until) = until {
                    let target = if let Until::Done(id) = until { Some(id) } else { None };
                    dev.advance(until, memory, &mut copier(host, device)).map_err(exec)?;
                    let end = match target {
                        Some(id) => dev.cmds[id].end.expect("done"),
                        None => dev.cmds.iter().filter_map(|c| c.end).max().unwrap_or(0),
                    };
                    host_t = host_t.max(end);
                }
                blocked[step] = Some((from, host_t));
                describe(step, st)
            }
            Step::EventSync { event } => {
                let from = host_t;
                let id = events[event];
                dev.advance(Until::Done(id), memory, &mut copier(host, device)).map_err(exec)?;
                host_t = host_t.max(dev.cmds[id].end.expect("done"));
                blocked[step] = Some((from, host_t));
                describe(step, st)
            }
            Step::Query { event } => {
                dev.advance(Until::Cycle(host_t), memory, &mut copier(host, device)).map_err(exec)?;
                let complete = dev.cmds[events[event]].end.is_some_and(|e| e <= host_t);
                blocked[step] = Some((host_t, host_t));
                CommandReport::Query { step, event: event.clone(), complete: Some(complete) }
            }
            Step::Elapsed { start, end } => {
                elapsed_steps.push((step, start.clone(), end.clone()));
                blocked[step] = Some((host_t, host_t));
                // Filled in once every event has completed.
                CommandReport::Elapsed { step, start: start.clone(), end: end.clone(), ms: None }
            }
            Step::HostWork { us } => {
                let from = host_t;
                host_t += (us * mhz).round() as u64;
                blocked[step] = Some((from, host_t));
                describe(step, st)
            }
        };
        collect(&mut dev, &mut launches, &launch_of_cmd);
        whats.push(what);
    }
    dev.advance(Until::All, memory, &mut copier(host, device)).map_err(exec)?;
    collect(&mut dev, &mut launches, &launch_of_cmd);

    let event_end = |name: &str| dev.cmds[events[name]].end.expect("every command completed");
    for (step, a, b) in &elapsed_steps {
        if let CommandReport::Elapsed { ms, .. } = &mut whats[*step] {
            *ms = Some((event_end(b) as f64 - event_end(a) as f64) / mhz / 1e3);
        }
    }
    let commands: Vec<Command> = whats
        .into_iter()
        .enumerate()
        .map(|(step, what)| {
            let timing = match (issued[step], blocked[step]) {
                (Some(id), _) => Some(dev.timing(id)),
                (None, Some((from, to))) => Some(CmdTiming {
                    engine: "host".into(),
                    queue: None,
                    issued_cycle: from,
                    start_cycle: from,
                    end_cycle: to,
                    start_us: from as f64 / mhz,
                    end_us: to as f64 / mhz,
                }),
                (None, None) => None,
            };
            Command { what, timing }
        })
        .collect();
    let cycles = dev.cmds.iter().filter_map(|c| c.end).max().unwrap_or(0);
    let timeline = TimelineReport {
        cycles,
        elapsed_us: cycles as f64 / mhz,
        host_cycles: host_t.max(cycles),
        events: events
            .keys()
            .map(|e| (e.clone(), EventTime { cycle: event_end(e), us: event_end(e) as f64 / mhz }))
            .collect(),
    };
    let launches: Vec<LaunchReport> = launches.into_iter().map(|l| l.expect("every launch completed")).collect();
    dev.gpu.end_progress();
    if let Some(mut t) = dev.gpu.take_trace() {
        command_tracks(&mut t, &commands, &launches, gpu);
        let path = t.options().path.clone();
        *trace_events =
            Some(t.finish().map_err(|e| RunError::Output(format!("cannot write the trace {}: {e}", path.display())))?);
    }
    Ok((commands, launches, Some(timeline)))
}

/// The host, stream and engine tracks of a trace, from the timed commands.
fn command_tracks(
    t: &mut crate::trace::Trace,
    commands: &[Command],
    launches: &[LaunchReport],
    gpu: &crate::config::GpuConfig,
) {
    use crate::trace::{PID_ENGINES, PID_HOST, PID_STREAMS};
    use serde_json::json;
    // (pid, tid, start, end, name, args); instants have start == end and no duration.
    let mut slices: Vec<(u32, u32, u64, u64, String, serde_json::Value, bool)> = Vec::new();
    let mut compute_lanes: Vec<u64> = Vec::new();
    let mut ordered: Vec<&Command> = commands.iter().filter(|c| c.timing.is_some()).collect();
    ordered.sort_by_key(|c| {
        let t = c.timing.as_ref().expect("timed");
        (t.start_cycle, t.end_cycle)
    });
    for c in ordered {
        let tm = c.timing.as_ref().expect("timed");
        let (start, end) = (tm.start_cycle, tm.end_cycle);
        let (name, stream, args) = match &c.what {
            CommandReport::Copy { step, from, to, bytes, direction, stream, is_async, two_d } => (
                format!("memcpy{direction} {from} -> {to}"),
                Some(*stream),
                json!({"step": step, "bytes": bytes, "async": is_async, "two_d": two_d}),
            ),
            CommandReport::Launch { step, launch, kernel, stream } => {
                let l = &launches[*launch];
                (
                    format!("{kernel}<<<{:?}, {:?}>>>", l.grid, l.block),
                    Some(*stream),
                    json!({"step": step, "launch": launch, "cycles": l.timing.as_ref().map(|t| t.cycles)}),
                )
            }
            CommandReport::Record { step, event, stream } => {
                (format!("record {event}"), Some(*stream), json!({"step": step}))
            }
            CommandReport::WaitEvent { step, event, stream } => {
                (format!("wait for {event}"), Some(*stream), json!({"step": step}))
            }
            CommandReport::Sync { step, stream } => (
                match stream {
                    Some(s) => format!("sync stream {s}"),
                    None => "sync device".into(),
                },
                None,
                json!({"step": step}),
            ),
            CommandReport::EventSync { step, event } => (format!("event_sync {event}"), None, json!({"step": step})),
            CommandReport::Query { step, event, complete } => {
                (format!("query {event}"), None, json!({"step": step, "complete": complete}))
            }
            CommandReport::Elapsed { step, start, end, ms } => {
                (format!("elapsed {start} -> {end}"), None, json!({"step": step, "ms": ms}))
            }
            CommandReport::HostWork { step, us } => ("host work".into(), None, json!({"step": step, "us": us})),
        };
        match stream {
            None => slices.push((PID_HOST, 0, start, end, name, args, end > start)),
            Some(st) => {
                let marker = tm.engine == "none";
                slices.push((PID_STREAMS, st, start, end, name.clone(), args.clone(), !marker));
                if tm.engine == "compute" {
                    // Concurrent kernels go on separate lanes so slices never overlap on a track.
                    let lane = match compute_lanes.iter().position(|&free| free <= start) {
                        Some(l) => l,
                        None => {
                            compute_lanes.push(0);
                            compute_lanes.len() - 1
                        }
                    };
                    compute_lanes[lane] = end;
                    slices.push((PID_ENGINES, lane as u32, start, end, name, args, true));
                } else if let Some(i) = tm.engine.strip_prefix("copy engine ") {
                    let i: u32 = i.parse().unwrap_or(0);
                    slices.push((PID_ENGINES, 100 + i, start, end, name, args, true));
                }
            }
        }
    }
    slices.sort_by_key(|s| (s.0, s.1, s.2, s.3));
    let engines = gpu.host.copy_engines;
    for (pid, tid, start, end, name, args, slice) in slices {
        let track = match pid {
            PID_HOST => "host calls".to_string(),
            PID_STREAMS if tid == 0 => "stream 0 (default)".to_string(),
            PID_STREAMS => format!("stream {tid}"),
            _ if tid >= 100 => {
                let role = match (engines, tid - 100) {
                    (1, _) => "copies",
                    (_, 0) => "HtoD",
                    (_, 1) => "DtoH",
                    _ => "DtoD",
                };
                format!("copy engine {} ({role})", tid - 100)
            }
            _ => format!("compute (lane {tid})"),
        };
        t.thread(pid, tid, &track);
        if slice {
            t.slice(pid, tid, &name, start, end, args);
        } else {
            t.instant(pid, tid, &name, start);
        }
    }
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

/// Applies a copy's bytes when the device completes it.
fn copier<'x>(
    host: &'x mut BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &'x BTreeMap<String, DeviceBuffer>,
) -> impl FnMut(&CopySpec, &mut DeviceMemory) -> Result<(), String> + 'x {
    move |c, memory| {
        apply_copy(c.step, &c.from, &c.to, &c.plan, host, device, memory).map_err(|e| match e {
            // The caller names the step.
            RunError::Step { message, .. } => message,
            e => e.to_string(),
        })
    }
}

/// A checked copy: its size, offsets, direction and whether it is 2-D.
#[derive(Clone, Debug)]
pub(super) struct CopyPlan {
    bytes: u64,
    from_offset: u64,
    to_offset: u64,
    direction: &'static str,
    two_d: bool,
}

/// Checks a copy. A copy of a whole buffer to or from a pitched device buffer is a 2-D copy
/// (cudaMemcpy2D): rows land at the pitch.
#[allow(clippy::too_many_arguments)]
fn plan_copy(
    step: usize,
    from: &str,
    to: &str,
    bytes: Option<u64>,
    from_offset: u64,
    to_offset: u64,
    host: &BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &BTreeMap<String, DeviceBuffer>,
) -> Result<CopyPlan, RunError> {
    let err = |message: String| RunError::Step { step, message };
    let logical = |name: &str| -> u64 { source_bytes(name, host, device) };
    let n = bytes.unwrap_or_else(|| logical(from));
    let dst_cap = host
        .get(to)
        .map(|(_, d)| d.len() as u64)
        .or_else(|| device.get(to).map(|d| if d.spec.pitched { logical(to) } else { d.bytes }))
        .unwrap_or(0);
    if from_offset.saturating_add(n) > logical(from) || to_offset.saturating_add(n) > dst_cap {
        return Err(err(format!(
            "copy of {n} bytes from `{from}` at offset {from_offset} ({} bytes) to `{to}` at offset {to_offset} \
             ({dst_cap} bytes) overruns a buffer",
            logical(from)
        )));
    }
    let pitched = |name: &str| device.get(name).is_some_and(|d| d.spec.pitched);
    let two_d = bytes.is_none() && (pitched(from) || pitched(to));
    // A 2-D copy into a pitched buffer writes every one of its rows: the source holds as many
    // bytes as its rows do.
    if two_d && pitched(to) && logical(to) != n {
        return Err(err(format!(
            "a copy to pitched `{to}` writes all of its rows ({} bytes), but `{from}` holds {n} bytes; \
             give `bytes` for a plain copy of part of it",
            logical(to)
        )));
    }
    let direction = match (host.contains_key(from), host.contains_key(to)) {
        (true, false) => "HtoD",
        (false, true) => "DtoH",
        (false, false) => "DtoD",
        (true, true) => return Err(err(format!("cannot copy from `{from}` to `{to}`"))),
    };
    Ok(CopyPlan { bytes: n, from_offset, to_offset, direction, two_d })
}

/// Moves a planned copy's bytes.
fn apply_copy(
    step: usize,
    from: &str,
    to: &str,
    plan: &CopyPlan,
    host: &mut BTreeMap<String, (BufferSpec, Vec<u8>)>,
    device: &BTreeMap<String, DeviceBuffer>,
    memory: &mut DeviceMemory,
) -> Result<(), RunError> {
    let err = |message: String| RunError::Step { step, message };
    let (n, two_d) = (plan.bytes, plan.two_d);
    let (fo, to_off) = (plan.from_offset as usize, plan.to_offset);
    match (host.contains_key(from), device.get(to), device.get(from), host.contains_key(to)) {
        (true, Some(d), _, _) => {
            let data = host[from].1[fo..fo + n as usize].to_vec();
            if two_d {
                write_device(memory, d, &data);
            } else {
                memory.copy_in(d.addr + to_off, &data).map_err(|e| err(e.to_string()))?;
            }
            Ok(())
        }
        (_, _, Some(d), true) => {
            let data = if two_d {
                read_device(memory, d)
            } else {
                let mut buf = vec![0u8; n as usize];
                memory.copy_out(d.addr + fo as u64, &mut buf).map_err(|e| err(e.to_string()))?;
                buf
            };
            let t = to_off as usize;
            host.get_mut(to).expect("checked").1[t..t + n as usize].copy_from_slice(&data[..n as usize]);
            Ok(())
        }
        (_, Some(dst), Some(src), _) => {
            let data = if two_d {
                read_device(memory, src)
            } else {
                let mut buf = vec![0u8; n as usize];
                memory.copy_out(src.addr + fo as u64, &mut buf).map_err(|e| err(e.to_string()))?;
                buf
            };
            if two_d {
                write_device(memory, dst, &data);
            } else {
                memory.copy_in(dst.addr + to_off, &data).map_err(|e| err(e.to_string()))?;
            }
            Ok(())
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
