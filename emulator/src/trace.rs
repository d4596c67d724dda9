//! Timeline traces in the Chrome Trace Event Format (opens in ui.perfetto.dev and
//! chrome://tracing). Timestamps are simulated microseconds at the preset's clock; every event's
//! `args.cycle` holds its cycle. The writer streams events to disk as the simulation produces
//! them, keeps only a window of cycles and a selection of SMs when asked, and costs one branch
//! per hook when tracing is off (the engine holds `Option<Box<Trace>>`).
//!
//! Tracks (process / thread):
//! - `Host` / `host calls`: where the host blocked or worked (sync, event_sync, host_work).
//! - `Streams` / `stream N`: every copy, kernel and event of the stream.
//! - `Engines` / `compute`, `copy engine N (HtoD)`...: what each engine ran.
//! - `GPU counters`: DRAM bandwidth in use, L2 hit rate, active warps and achieved occupancy
//!   over the whole GPU, sampled every `interval` cycles.
//! - `SM n` / `block slot k`: the blocks resident on the SM as slices; an `active warps`
//!   counter; with `--trace-detail warps`, `warp w` threads with `issue` slices and stall slices
//!   named by reason (`memory`, `dependency`, `no instruction`, `barrier`, `pipe busy`, `not selected`).

use serde_json::{json, Value};
use std::io::Write;

/// What to trace.
#[derive(Clone, Debug)]
pub struct TraceOptions {
    pub path: std::path::PathBuf,
    /// Per-warp issue and stall slices (large).
    pub warps: bool,
    /// Keep only events overlapping [start, end) cycles.
    pub window: (u64, u64),
    /// Keep only these SMs' tracks (all when `None`).
    pub sms: Option<Vec<u32>>,
    /// Counter sampling interval, cycles.
    pub interval: u64,
}

impl TraceOptions {
    pub fn new(path: impl Into<std::path::PathBuf>) -> TraceOptions {
        TraceOptions { path: path.into(), warps: false, window: (0, u64::MAX), sms: None, interval: 1000 }
    }
}

pub const PID_HOST: u32 = 1;
pub const PID_STREAMS: u32 = 2;
pub const PID_ENGINES: u32 = 3;
pub const PID_COUNTERS: u32 = 4;
/// SM n is process `PID_SM + n`.
pub const PID_SM: u32 = 100;
/// Warp slot w of an SM is thread `TID_WARP + w` in the SM's process.
pub const TID_WARP: u32 = 1000;

/// Why a warp did not issue (for warp-detail slices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stall {
    Memory,
    Dependency,
    NoInstruction,
    Barrier,
    PipeBusy,
    NotSelected,
}

impl Stall {
    pub fn name(self) -> &'static str {
        match self {
            Stall::Memory => "memory",
            Stall::Dependency => "dependency",
            Stall::NoInstruction => "no instruction",
            Stall::Barrier => "barrier",
            Stall::PipeBusy => "pipe busy",
            Stall::NotSelected => "not selected",
        }
    }
}

/// Per warp slot (warp detail): the open run of issue cycles, or (with none open) the cycle
/// the warp's wait began where a barrier released it.
#[derive(Clone, Copy, Default)]
struct WarpRun {
    issuing_since: Option<u64>,
    last_issue: u64,
    released: Option<u64>,
}

/// A trace being written.
pub struct Trace {
    out: std::io::BufWriter<std::fs::File>,
    opts: TraceOptions,
    mhz: f64,
    events: u64,
    error: Option<std::io::Error>,
    named: std::collections::BTreeSet<(u32, u32)>,
    /// Per SM and warp slot.
    warps: Vec<Vec<WarpRun>>,
    /// Counter sampling: next cycle to sample, and the totals at the last sample.
    pub next_sample: u64,
    last_sample: (u64, u64, u64, u64),
}

impl Trace {
    /// Creates the file and writes the opening of the event array.
    pub fn create(opts: TraceOptions, mhz: f64) -> std::io::Result<Trace> {
        let file = std::fs::File::create(&opts.path)?;
        let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
        out.write_all(b"{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n")?;
        let mut t = Trace {
            out,
            opts,
            mhz,
            events: 0,
            error: None,
            named: Default::default(),
            warps: Vec::new(),
            next_sample: 0,
            last_sample: (0, 0, 0, 0),
        };
        t.process(PID_HOST, "Host", 0);
        t.process(PID_STREAMS, "Streams", 1);
        t.process(PID_ENGINES, "Engines", 2);
        t.process(PID_COUNTERS, "GPU counters", 3);
        Ok(t)
    }

    pub fn options(&self) -> &TraceOptions {
        &self.opts
    }

    /// Whether SM `sm`'s tracks are traced.
    pub fn wants_sm(&self, sm: usize) -> bool {
        self.opts.sms.as_ref().is_none_or(|s| s.contains(&(sm as u32)))
    }

    pub fn wants_warps(&self) -> bool {
        self.opts.warps
    }

    fn us(&self, cycle: u64) -> f64 {
        cycle as f64 / self.mhz
    }

    fn emit(&mut self, e: Value) {
        if self.error.is_some() {
            return;
        }
        let sep: &[u8] = if self.events == 0 { b"" } else { b",\n" };
        let r = self.out.write_all(sep).and_then(|_| serde_json::to_writer(&mut self.out, &e).map_err(Into::into));
        if let Err(e) = r {
            self.error = Some(e);
        }
        self.events += 1;
    }

    fn process(&mut self, pid: u32, name: &str, sort: u32) {
        self.emit(json!({"ph": "M", "pid": pid, "tid": 0, "name": "process_name", "args": {"name": name}}));
        self.emit(json!({"ph": "M", "pid": pid, "tid": 0, "name": "process_sort_index", "args": {"sort_index": sort}}));
    }

    /// Names an SM's process once.
    fn sm_process(&mut self, pid: u32) {
        if pid >= PID_SM && self.named.insert((pid, u32::MAX)) {
            let sm = pid - PID_SM;
            self.process(pid, &format!("SM {sm}"), 10 + sm);
        }
    }

    /// Names a thread (track) once.
    pub fn thread(&mut self, pid: u32, tid: u32, name: &str) {
        if self.named.insert((pid, tid)) {
            self.sm_process(pid);
            self.emit(json!({"ph": "M", "pid": pid, "tid": tid, "name": "thread_name", "args": {"name": name}}));
            self.emit(
                json!({"ph": "M", "pid": pid, "tid": tid, "name": "thread_sort_index", "args": {"sort_index": tid}}),
            );
        }
    }

    /// A complete slice from `start` to `end` cycles (clipped to the window; dropped outside it).
    pub fn slice(&mut self, pid: u32, tid: u32, name: &str, start: u64, end: u64, mut args: Value) {
        let (w0, w1) = self.opts.window;
        if end < w0 || start >= w1 || (end == start && start < w0) {
            return;
        }
        let (s, e) = (start.max(w0), end.min(w1));
        if let Value::Object(m) = &mut args {
            m.insert("cycle".into(), json!(start));
            m.insert("end_cycle".into(), json!(end));
        }
        let ev = json!({"ph": "X", "pid": pid, "tid": tid, "name": name, "ts": self.us(s), "dur": self.us(e) - self.us(s), "args": args});
        self.emit(ev);
    }

    /// A slice with only its cycles as args, written without building a JSON value (warp
    /// detail writes millions of these). `name` must need no JSON escaping.
    fn plain_slice(&mut self, pid: u32, tid: u32, name: &str, start: u64, end: u64) {
        let (w0, w1) = self.opts.window;
        if end <= w0 || start >= w1 || self.error.is_some() {
            return;
        }
        let (s, e) = (start.max(w0), end.min(w1));
        let sep = if self.events == 0 { "" } else { ",\n" };
        let (ts, dur) = (self.us(s), self.us(e) - self.us(s));
        let r = write!(
            self.out,
            "{sep}{{\"ph\":\"X\",\"pid\":{pid},\"tid\":{tid},\"name\":\"{name}\",\"ts\":{ts},\"dur\":{dur},\"args\":{{\"cycle\":{start},\"end_cycle\":{end}}}}}"
        );
        if let Err(e) = r {
            self.error = Some(e);
        }
        self.events += 1;
    }

    /// An instant event.
    pub fn instant(&mut self, pid: u32, tid: u32, name: &str, at: u64) {
        let (w0, w1) = self.opts.window;
        if at < w0 || at >= w1 {
            return;
        }
        self.emit(json!({"ph": "i", "s": "t", "pid": pid, "tid": tid, "name": name, "ts": self.us(at), "args": {"cycle": at}}));
    }

    /// A counter sample.
    pub fn counter(&mut self, pid: u32, name: &str, at: u64, values: Value) {
        let (w0, w1) = self.opts.window;
        if at < w0 || at >= w1 {
            return;
        }
        self.emit(json!({"ph": "C", "pid": pid, "tid": 0, "name": name, "ts": self.us(at), "args": values}));
    }

    /// GPU-wide counters from running totals (DRAM bytes, L2 hits, L2 misses) and live warps.
    pub fn sample(&mut self, at: u64, dram_bytes: u64, l2_hits: u64, l2_misses: u64, live_warps: u64, max_warps: u64) {
        let (t0, d0, h0, m0) = self.last_sample;
        let dt = at.saturating_sub(t0).max(1) as f64;
        let gbps = (dram_bytes - d0) as f64 / (dt / self.mhz) / 1e3;
        let (h, m) = (l2_hits - h0, l2_misses - m0);
        self.counter(PID_COUNTERS, "DRAM bandwidth (GB/s)", t0, json!({"GB/s": gbps}));
        if h + m > 0 {
            self.counter(PID_COUNTERS, "L2 hit rate", t0, json!({"hit rate": h as f64 / (h + m) as f64}));
        }
        self.counter(PID_COUNTERS, "active warps", at, json!({"warps": live_warps}));
        self.counter(
            PID_COUNTERS,
            "achieved occupancy",
            at,
            json!({"occupancy": live_warps as f64 / max_warps.max(1) as f64}),
        );
        self.last_sample = (at, dram_bytes, l2_hits, l2_misses);
        self.next_sample = at + self.opts.interval.max(1);
    }

    /// A block of `kernel` was resident in `slot` of `sm` from `start` to `end`.
    pub fn block(&mut self, sm: usize, slot: usize, kernel: &str, idx: [u32; 3], start: u64, end: u64) {
        let pid = PID_SM + sm as u32;
        self.thread(pid, slot as u32, &format!("block slot {slot}"));
        let name = format!("{kernel} ({},{},{})", idx[0], idx[1], idx[2]);
        self.slice(pid, slot as u32, &name, start, end, json!({"block": idx}));
    }

    /// SM `sm` has `warps` live warps from `at` on.
    pub fn sm_warps(&mut self, sm: usize, at: u64, warps: u64) {
        self.sm_process(PID_SM + sm as u32);
        self.counter(PID_SM + sm as u32, "active warps", at, json!({"warps": warps}));
    }

    /// Warp detail: warp `slot` of `sm` issues at `now`; it could have issued from `ready_at`
    /// (of which `pipe_busy` cycles its unit was busy), and before that it waited for `reason`.
    /// `started` is when its block started: a warp's first issue draws its wait from there (its
    /// later ones from the issue before, or from the barrier's release: `warp_released`).
    #[allow(clippy::too_many_arguments)]
    pub fn warp_issue(
        &mut self,
        sm: usize,
        slot: u32,
        now: u64,
        started: u64,
        ready_at: u64,
        reason: Stall,
        pipe_busy: u64,
    ) {
        if self.warps.len() <= sm {
            self.warps.resize(sm + 1, Vec::new());
        }
        if self.warps[sm].len() <= slot as usize {
            self.warps[sm].resize(slot as usize + 1, WarpRun::default());
        }
        let run = self.warps[sm][slot as usize];
        let pid = PID_SM + sm as u32;
        let tid = TID_WARP + slot;
        if run.issuing_since.is_some() && now == run.last_issue + 1 {
            self.warps[sm][slot as usize].last_issue = now;
            return;
        }
        self.thread(pid, tid, &format!("warp {slot}"));
        let gap_start = self.end_issue_run(pid, tid, run, started).min(now);
        let ready = ready_at.clamp(gap_start, now);
        if ready > gap_start {
            self.plain_slice(pid, tid, reason.name(), gap_start, ready);
        }
        // Ready from `ready` on: its unit busy for `pipe_busy` of those cycles (drawn first),
        // then passed over by the scheduler.
        let busy_end = (ready + pipe_busy).min(now);
        if busy_end > ready {
            self.plain_slice(pid, tid, Stall::PipeBusy.name(), ready, busy_end);
        }
        if now > busy_end {
            self.plain_slice(pid, tid, Stall::NotSelected.name(), busy_end, now);
        }
        self.warps[sm][slot as usize] = WarpRun { issuing_since: Some(now), last_issue: now, released: None };
    }

    /// Warp detail: a barrier of the block that started at `started` releases the warp in `slot`
    /// of `sm` at `now`. Its wait there is drawn up to `now`; what it waits for after (the
    /// barrier's latency, an operand) is drawn with its next issue.
    pub fn warp_released(&mut self, sm: usize, slot: u32, now: u64, started: u64) {
        let Some(run) = self.warps.get(sm).and_then(|w| w.get(slot as usize)).copied() else {
            // Its first wait, at a barrier before it issued anything (a warp issues first).
            return;
        };
        let (pid, tid) = (PID_SM + sm as u32, TID_WARP + slot);
        if run.issuing_since.is_some() {
            self.thread(pid, tid, &format!("warp {slot}"));
        }
        let from = self.end_issue_run(pid, tid, run, started);
        if now > from {
            self.thread(pid, tid, &format!("warp {slot}"));
            self.plain_slice(pid, tid, Stall::Barrier.name(), from, now);
        }
        self.warps[sm][slot as usize] = WarpRun { issuing_since: None, last_issue: 0, released: Some(now.max(from)) };
    }

    /// Draws the run of back-to-back issues `run` was in, if any (its track `pid`/`tid` named
    /// already), and returns where what the warp waited for since begins: after that run, at
    /// its release from a barrier, or at its block's start `started`.
    fn end_issue_run(&mut self, pid: u32, tid: u32, run: WarpRun, started: u64) -> u64 {
        match run.issuing_since {
            Some(since) => {
                self.plain_slice(pid, tid, "issue", since, run.last_issue + 1);
                run.last_issue + 1
            }
            None => run.released.unwrap_or(started),
        }
    }

    /// Warp detail: the warp in `slot` of `sm` finished (its block retired).
    pub fn warp_done(&mut self, sm: usize, slot: u32) {
        let Some(run) = self.warps.get(sm).and_then(|w| w.get(slot as usize)).copied() else { return };
        if let Some(since) = run.issuing_since {
            let (pid, tid) = (PID_SM + sm as u32, TID_WARP + slot);
            self.thread(pid, tid, &format!("warp {slot}"));
            self.plain_slice(pid, tid, "issue", since, run.last_issue + 1);
        }
        self.warps[sm][slot as usize] = WarpRun::default();
    }

    /// Closes the event array and flushes; returns the number of events or the first error.
    pub fn finish(mut self) -> std::io::Result<u64> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.write_all(b"\n]}\n")?;
        self.out.flush()?;
        Ok(self.events)
    }
}
