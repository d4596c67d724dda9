//! The device in simulated time: streams, hardware work queues, copy engines, events and
//! concurrent kernels (docs/STREAMS.md).
//!
//! The host issues commands in scenario order at a host clock; blocking calls (synchronous
//! copies, copies from pageable memory, stream/device/event synchronisation) move the host
//! clock to the moment they return. On the device every command has dependencies (the previous
//! command of its stream; the legacy default stream waits for, and holds back, all other work)
//! and an engine: the compute engine (kernels, concurrent up to the preset's limit, sharing the
//! SMs in [`Gpu`]) or a copy engine. Each engine takes commands from its hardware queues strictly
//! in issue order, so with one queue a command still waiting for its stream holds back every
//! command behind it: the false dependencies of a depth-first issue order.
//!
//! Functional effects happen in simulated time: a kernel's instructions execute as it issues
//! them, and a copy moves its bytes when it completes.

use crate::config::GpuConfig;
use crate::decode::DecodedKernel;
use crate::error::ExecError;
use crate::launch::{LaunchConfig, LaunchLimits};
use crate::memory::DeviceMemory;
use crate::timing::{Finished, Gpu, Policy};
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, BinaryHeap, HashMap, VecDeque};

/// What a command does.
pub(super) enum Work<'a> {
    /// A copy of `duration` cycles; its bytes move when it completes.
    Copy {
        duration: u64,
        spec: CopySpec,
    },
    Kernel {
        kernel: &'a DecodedKernel,
        config: LaunchConfig,
        params: Vec<u8>,
        consts: &'a [u8],
        limits: LaunchLimits,
    },
    /// An event record or a stream's wait for an event: completes when its dependencies have.
    Marker,
}

/// What a copy moves (applied by the runtime when the copy completes).
#[derive(Clone, Debug)]
pub(super) struct CopySpec {
    pub step: usize,
    pub from: String,
    pub to: String,
    /// Checked when the copy was issued (buffer sizes do not change during a run).
    pub plan: super::runtime::CopyPlan,
}

/// Where a command runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EngineId {
    Compute,
    Copy(usize),
}

pub(super) struct Cmd<'a> {
    pub step: usize,
    pub work: Work<'a>,
    pub engine: Option<EngineId>,
    pub queue: u32,
    pub issued: u64,
    pub deps: Vec<usize>,
    pub start: Option<u64>,
    pub end: Option<u64>,
    /// Kernels: the cycle the launch latency has passed, once it could start.
    pub eligible: Option<u64>,
}

/// When and where a command ran (the timing fields of a `commands[]` entry in `--json`).
#[derive(Clone, Debug, Serialize)]
pub struct CmdTiming {
    /// `compute`, `copy engine N`, or `none` (events).
    pub engine: String,
    /// Hardware queue (stream modulo the preset's queues); null for events.
    pub queue: Option<u32>,
    pub issued_cycle: u64,
    pub start_cycle: u64,
    pub end_cycle: u64,
    pub start_us: f64,
    pub end_us: f64,
}

/// The device side of a timed run.
pub(super) struct Device<'a> {
    cfg: &'a GpuConfig,
    /// Cycles from a kernel being able to start to its start.
    launch_latency: u64,
    pub gpu: Gpu<'a>,
    pub cmds: Vec<Cmd<'a>>,
    /// Per engine (compute first, then copy engines) and queue: commands not yet started.
    fifos: Vec<VecDeque<usize>>,
    queues: usize,
    /// Copy each copy engine is busy with; `compute_copy` when there are none (cc 1.0).
    copy_busy: Vec<Option<usize>>,
    compute_copy: Option<usize>,
    /// Markers (event records and waits) to look at when commands start: those issued or
    /// unblocked since they were last looked at, in issue order.
    recheck: BTreeSet<usize>,
    /// Markers held by a command that has not completed, by that command (looked at again
    /// when it completes).
    held_by: HashMap<usize, Vec<usize>>,
    /// Markers held until a cycle (issued later, or behind a command that ends later), by it.
    held_until: BinaryHeap<Reverse<(u64, usize)>>,
    last_in_stream: BTreeMap<u32, usize>,
    last_barrier: Option<usize>,
    unfinished: usize,
    /// Commands completed and not yet handed to the caller (copies to apply, kernels to report).
    pub completed: Vec<(usize, Option<Finished>)>,
    /// Host seconds spent simulating each kernel command.
    pub host_seconds: BTreeMap<usize, f64>,
    /// The cycles at which a command not yet started is issued or may start (its `issued`
    /// and `eligible`), earliest first: where the device must stop next even with nothing
    /// running. Entries that have passed or whose command started are dropped as they come
    /// to the top (a run may have thousands of commands; looking at each per stop was
    /// quadratic).
    wakeups: BinaryHeap<Reverse<(u64, usize)>>,
}

/// What holds a command back (`Device::holder`).
#[derive(Clone, Copy)]
enum Held {
    /// Command `n`, not completed yet.
    By(usize),
    /// Until this cycle.
    Until(u64),
}

/// What a host call waits for.
pub(super) enum Until {
    Done(usize),
    All,
    Cycle(u64),
}

impl<'a> Device<'a> {
    pub fn new(cfg: &'a GpuConfig, policy: &'a dyn Policy) -> Device<'a> {
        let engines = 1 + cfg.host.copy_engines as usize;
        let queues = cfg.host.hw_queues as usize;
        Device {
            cfg,
            launch_latency: (cfg.host.launch_latency_us * cfg.gpu.clock_mhz).round() as u64,
            gpu: Gpu::new(cfg, policy),
            cmds: Vec::new(),
            fifos: (0..engines * queues).map(|_| VecDeque::new()).collect(),
            queues,
            copy_busy: vec![None; cfg.host.copy_engines as usize],
            compute_copy: None,
            recheck: BTreeSet::new(),
            held_by: HashMap::new(),
            held_until: BinaryHeap::new(),
            last_in_stream: BTreeMap::new(),
            last_barrier: None,
            unfinished: 0,
            completed: Vec::new(),
            host_seconds: BTreeMap::new(),
            wakeups: BinaryHeap::new(),
        }
    }

    /// The copy engine for a direction: uploads on engine 0, downloads on engine 1 where there
    /// are two, device-to-device copies on engine 2 where there are three.
    pub fn copy_engine(&self, direction: &str) -> EngineId {
        let n = self.cfg.host.copy_engines as usize;
        match (n, direction) {
            (0, _) => EngineId::Compute,
            (1, _) => EngineId::Copy(0),
            (_, "DtoH") => EngineId::Copy(1),
            (2, _) | (_, "HtoD") => EngineId::Copy(0),
            _ => EngineId::Copy(2),
        }
    }

    /// Copy duration in cycles: the fixed cost plus the bytes at `gbps`.
    pub fn copy_cycles(&self, bytes: u64, gbps: f64) -> u64 {
        let us = self.cfg.host.copy_latency_us + bytes as f64 / (gbps * 1e3);
        ((us * self.cfg.gpu.clock_mhz).round() as u64).max(1)
    }

    /// Device-to-device copy bandwidth: half the DRAM bandwidth (every byte is read and written).
    pub fn device_copy_gbps(&self) -> f64 {
        self.cfg.cache.dram_bytes_per_cycle * self.cfg.gpu.clock_mhz / 2e3
    }

    #[allow(clippy::too_many_arguments)]
    /// Issues a command at host cycle `at`. `legacy`: it behaves as the legacy default stream
    /// (waits for all earlier work, and all later work waits for it).
    pub fn issue(
        &mut self,
        step: usize,
        stream: u32,
        work: Work<'a>,
        engine: Option<EngineId>,
        legacy: bool,
        extra_dep: Option<usize>,
        at: u64,
    ) -> usize {
        let id = self.cmds.len();
        let mut deps: Vec<usize> = Vec::new();
        if legacy {
            deps.extend(self.last_in_stream.values().copied());
        } else {
            deps.extend(self.last_in_stream.get(&stream).copied());
        }
        deps.extend(self.last_barrier);
        deps.extend(extra_dep);
        deps.sort_unstable();
        deps.dedup();
        deps.retain(|&d| self.cmds[d].end.is_none());
        let queue = stream % self.queues as u32;
        match engine {
            Some(e) => {
                let ei = match e {
                    EngineId::Compute => 0,
                    EngineId::Copy(i) => 1 + i,
                };
                self.fifos[ei * self.queues + queue as usize].push_back(id);
            }
            None => {
                self.recheck.insert(id);
            }
        }
        tracing::debug!(target: "warpsim::streams", step, stream, cycle = at, deps = ?deps, "command issued");
        self.cmds.push(Cmd { step, work, engine, queue, issued: at, deps, start: None, end: None, eligible: None });
        self.wakeups.push(Reverse((at, id)));
        self.last_in_stream.insert(stream, id);
        if legacy {
            self.last_barrier = Some(id);
        }
        self.unfinished += 1;
        id
    }

    /// The last command issued to `stream`.
    pub fn last_of(&self, stream: u32) -> Option<usize> {
        self.last_in_stream.get(&stream).copied()
    }

    fn ready(&self, id: usize, now: u64) -> bool {
        self.holder(id, now).is_none()
    }

    /// What keeps command `id` from starting at `now` (`None`: nothing): its issue or a
    /// dependency's end still to come, or a dependency that has not completed.
    fn holder(&self, id: usize, now: u64) -> Option<Held> {
        let c = &self.cmds[id];
        if c.issued > now {
            return Some(Held::Until(c.issued));
        }
        c.deps.iter().find_map(|&d| match self.cmds[d].end {
            None => Some(Held::By(d)),
            Some(e) if e > now => Some(Held::Until(e)),
            Some(_) => None,
        })
    }

    fn complete(&mut self, id: usize, at: u64, finished: Option<Finished>) {
        tracing::debug!(target: "warpsim::streams", step = self.cmds[id].step, cycle = at, "command completes");
        self.cmds[id].end = Some(at);
        self.unfinished -= 1;
        self.completed.push((id, finished));
        if let Some(markers) = self.held_by.remove(&id) {
            self.recheck.extend(markers);
        }
    }

    /// Starts every command that can start now (markers complete at once).
    fn start_ready(&mut self) -> Result<(), (usize, ExecError)> {
        let now = self.gpu.now();
        while let Some(&Reverse((t, id))) = self.held_until.peek() {
            if t > now {
                break;
            }
            self.held_until.pop();
            self.recheck.insert(id);
        }
        loop {
            let mut progress = false;
            // The markers to look at, in issue order; one that a completion here releases is
            // looked at in this pass when it comes later, else in the next (as a pass over
            // every waiting marker would find them). The others wait where they are held,
            // so a pass costs what it completes, not every marker still waiting.
            let mut from = 0;
            while let Some(&id) = self.recheck.range(from..).next() {
                self.recheck.remove(&id);
                from = id + 1;
                match self.holder(id, now) {
                    None => {
                        let at = {
                            let c = &self.cmds[id];
                            c.deps.iter().filter_map(|&d| self.cmds[d].end).max().unwrap_or(0).max(c.issued)
                        };
                        self.cmds[id].start = Some(at);
                        self.complete(id, at, None);
                        progress = true;
                    }
                    Some(Held::By(d)) => self.held_by.entry(d).or_default().push(id),
                    Some(Held::Until(t)) => self.held_until.push(Reverse((t, id))),
                }
            }
            let engines = self.fifos.len() / self.queues;
            for e in 0..engines {
                let mut heads: Vec<(usize, usize)> = (0..self.queues)
                    .filter_map(|q| self.fifos[e * self.queues + q].front().map(|&id| (id, q)))
                    .collect();
                heads.sort_unstable();
                for (id, q) in heads {
                    if !self.ready(id, now) || !self.has_room(id) {
                        continue;
                    }
                    if matches!(self.cmds[id].work, Work::Kernel { .. }) {
                        // A kernel starts the launch latency after it could.
                        let at = match self.cmds[id].eligible {
                            Some(at) => at,
                            None => {
                                let at = now + self.launch_latency;
                                self.cmds[id].eligible = Some(at);
                                self.wakeups.push(Reverse((at, id)));
                                at
                            }
                        };
                        if now < at {
                            continue;
                        }
                    }
                    self.fifos[e * self.queues + q].pop_front();
                    self.cmds[id].start = Some(now);
                    tracing::debug!(target: "warpsim::streams", step = self.cmds[id].step, cycle = now, engine = ?self.cmds[id].engine, "command starts");
                    progress = true;
                    let engine = self.cmds[id].engine;
                    match &self.cmds[id].work {
                        Work::Kernel { kernel, config, params, consts, limits } => {
                            let step = self.cmds[id].step;
                            self.gpu
                                .launch_parts(kernel, *config, params, consts, *limits, id as u64)
                                .map_err(|e| (step, e))?;
                        }
                        Work::Copy { .. } => match engine {
                            Some(EngineId::Copy(i)) => self.copy_busy[i] = Some(id),
                            _ => self.compute_copy = Some(id),
                        },
                        Work::Marker => {}
                    }
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }

    /// Copies in progress: (cycle they complete, command).
    fn running_copies(&self) -> impl Iterator<Item = (u64, usize)> + '_ {
        self.copy_busy.iter().chain([&self.compute_copy]).filter_map(|b| {
            let id = (*b)?;
            let c = &self.cmds[id];
            match c.work {
                Work::Copy { duration, .. } => Some((c.start.unwrap_or(0) + duration, id)),
                _ => None,
            }
        })
    }

    fn has_room(&self, id: usize) -> bool {
        let c = &self.cmds[id];
        match (&c.work, c.engine) {
            (Work::Kernel { .. }, _) => {
                self.compute_copy.is_none() && self.gpu.active() < self.cfg.host.concurrent_kernels as usize
            }
            (Work::Copy { .. }, Some(EngineId::Copy(i))) => self.copy_busy[i].is_none(),
            (Work::Copy { .. }, _) => self.compute_copy.is_none() && self.gpu.active() == 0,
            (Work::Marker, _) => true,
        }
    }

    fn done(&self, until: &Until) -> bool {
        match until {
            Until::Done(id) => self.cmds[*id].end.is_some(),
            Until::All => self.unfinished == 0,
            Until::Cycle(t) => self.gpu.now() >= *t,
        }
    }

    /// Runs the device until `until` holds. Completed commands collect in `completed`; the
    /// caller applies copies there before anything later can read them, so `on_complete` is
    /// called for every completion in time order.
    pub fn advance(
        &mut self,
        until: Until,
        memory: &mut DeviceMemory,
        on_copy: &mut dyn FnMut(&CopySpec, &mut DeviceMemory) -> Result<(), String>,
    ) -> Result<(), (usize, ExecError)> {
        loop {
            self.start_ready()?;
            if self.done(&until) {
                return Ok(());
            }
            let now = self.gpu.now();
            let mut next = self.running_copies().map(|(t, _)| t).min().unwrap_or(u64::MAX);
            // The earliest issue or eligibility after `now` of a command not yet started.
            while let Some(&Reverse((t, id))) = self.wakeups.peek() {
                if t > now && self.cmds[id].start.is_none() {
                    next = next.min(t);
                    break;
                }
                self.wakeups.pop();
            }
            if next == u64::MAX && self.gpu.active() == 0 {
                let stuck = self.cmds.iter().position(|c| c.end.is_none()).unwrap_or(0);
                let step = self.cmds.get(stuck).map(|c| c.step).unwrap_or(0);
                return Err((
                    step,
                    ExecError::Device {
                        message: "the device can make no progress: a command waits for work that never completes"
                            .into(),
                    },
                ));
            }
            let active: Vec<u64> = self.gpu.active_tags().collect();
            let wall = std::time::Instant::now();
            let result = self.gpu.run_until(next, memory);
            // Host seconds spent simulating, shared among the kernels that were running.
            let share = wall.elapsed().as_secs_f64() / active.len().max(1) as f64;
            for tag in active {
                *self.host_seconds.entry(tag as usize).or_default() += share;
            }
            let finished = result.map_err(|e| {
                let step = self.cmds.iter().find(|c| c.start.is_some() && c.end.is_none()).map(|c| c.step);
                (step.unwrap_or(0), e)
            })?;
            for f in finished {
                let id = f.tag as usize;
                let end = f.end;
                self.complete(id, end, Some(f));
            }
            let now = self.gpu.now();
            let mut ending: Vec<(u64, usize)> = self.running_copies().filter(|&(t, _)| t <= now).collect();
            ending.sort_unstable();
            for (t, id) in ending {
                match self.cmds[id].engine {
                    Some(EngineId::Copy(i)) => self.copy_busy[i] = None,
                    _ => self.compute_copy = None,
                }
                let Work::Copy { spec, .. } = &self.cmds[id].work else { unreachable!("a copy") };
                tracing::trace!(target: "warpsim::mem", step = spec.step, from = %spec.from, to = %spec.to, "copy lands");
                on_copy(spec, memory).map_err(|message| {
                    let message = format!("copy from {} to {}: {message}", spec.from, spec.to);
                    (self.cmds[id].step, ExecError::Device { message })
                })?;
                self.complete(id, t, None);
            }
        }
    }

    /// The timing of command `id` for the report.
    pub fn timing(&self, id: usize) -> CmdTiming {
        let c = &self.cmds[id];
        let mhz = self.cfg.gpu.clock_mhz;
        let (start, end) = (c.start.unwrap_or(0), c.end.unwrap_or(0));
        CmdTiming {
            engine: match c.engine {
                None => "none".into(),
                Some(EngineId::Compute) => "compute".into(),
                Some(EngineId::Copy(i)) => format!("copy engine {i}"),
            },
            queue: c.engine.map(|_| c.queue),
            issued_cycle: c.issued,
            start_cycle: start,
            end_cycle: end,
            start_us: start as f64 / mhz,
            end_us: end as f64 / mhz,
        }
    }
}
