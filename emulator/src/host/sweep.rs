//! Parameter sweeps: the cross product of scenario parameters, GPU configuration keys, presets
//! and scheduling policies, each point run on the timing model, one row per point with every
//! counter, the effective configuration's hash and the warpsim version. Points run in parallel
//! (crossbeam) and their rows are handed on in point order as they complete, so a parallel
//! sweep writes the same bytes as a serial one and a sweep of any size holds only a few rows
//! at a time; `--shard I/N` runs a deterministic subset and `merge` joins shards.

use super::runtime::{run, Report, RunOptions};
use super::scenario::Scenario;
use crate::config::GpuConfig;
use crate::timing::memsys::MemStats;
use crate::timing::Policies;
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// One varied key and its values, as given to `--vary KEY=V1,V2` (ranges expanded).
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    pub key: String,
    pub values: Vec<String>,
}

/// The most values one `--vary` may list, ranges expanded (a sweep's points are its axes'
/// product; past this a range is more likely a typo than a plan, and its values would be
/// held in memory).
pub const MAX_AXIS_VALUES: usize = 1 << 20;

impl Axis {
    /// Parses `KEY=V1,V2,...`, where a value may be an integer range: `A..B` (A, A + 1, ...,
    /// B), `A..B:S` (every S-th from A up to B) or `A..B*F` (A, A x F, A x F x F, ... up to
    /// B), B included where the steps reach it. (`A..B` with A or B not an integer, such as a
    /// preset path `../my.toml`, is a plain value.) A value may be a TOML array, whose own
    /// commas do not split it (`cache.dram_loaded_latency=[],[[0.5, 100.0]]`).
    pub fn parse(text: &str) -> Result<Axis, String> {
        let usage = || format!("--vary expects KEY=V1,V2,... (or ranges A..B, A..B:STEP, A..B*FACTOR), got `{text}`");
        let (key, list) = text.split_once('=').ok_or_else(usage)?;
        let key = key.trim();
        let mut values = Vec::new();
        for v in top_level_items(list).into_iter().map(str::trim).filter(|v| !v.is_empty()) {
            if v.contains(['\n', '\r']) {
                return Err(format!("--vary {key}: a value may not hold a line break"));
            }
            match range(v).map_err(|e| format!("--vary {key}: `{v}`: {e}"))? {
                Some(r) => values.extend(r.iter().map(|x| x.to_string())),
                None => values.push(v.to_string()),
            }
            if values.len() > MAX_AXIS_VALUES {
                return Err(format!("--vary {key}: more than {MAX_AXIS_VALUES} values"));
            }
        }
        if key.is_empty() || values.is_empty() {
            return Err(usage());
        }
        Ok(Axis { key: key.to_string(), values })
    }

    /// Parses every `--vary`; a key varied twice is an error (the later one was silently the
    /// one that counted).
    pub fn parse_all(texts: &[String]) -> Result<Vec<Axis>, String> {
        let axes = texts.iter().map(|t| Axis::parse(t)).collect::<Result<Vec<_>, _>>()?;
        for (i, a) in axes.iter().enumerate() {
            if axes[..i].iter().any(|b| b.key == a.key) {
                return Err(format!("--vary {}: the key is varied twice (give all its values in one --vary)", a.key));
            }
        }
        Ok(axes)
    }
}

/// `list` cut at its commas outside brackets and braces, and outside the quoted strings within
/// them (a `--vary` list whose values may be TOML arrays or inline tables; a quote outside
/// them, as in a file name, is an ordinary character).
fn top_level_items(list: &str) -> Vec<&str> {
    let (mut items, mut start, mut depth, mut quote) = (Vec::new(), 0, 0i32, None);
    for (i, c) in list.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') if depth > 0 => quote = Some(c),
            (None, '[' | '{') => depth += 1,
            (None, ']' | '}') => depth -= 1,
            (None, ',') if depth <= 0 => {
                items.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&list[start..]);
    items
}

/// `v` as one CSV field: in quotes, its own quotes doubled, where it holds a comma, a quote or
/// a line break (a varied array), as RFC 4180 writes it; else as it is.
fn csv_field(v: &str) -> std::borrow::Cow<'_, str> {
    if v.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", v.replace('"', "\"\"")).into()
    } else {
        v.into()
    }
}

/// The fields of one CSV line as `csv_field` writes them, quoted ones unquoted. (Written here
/// rather than with the csv crate: the sweep's files are read line by line, to cut an
/// unfinished last row and pass merged rows on unchanged, and only their fields need this.)
fn csv_fields(line: &str) -> Vec<std::borrow::Cow<'_, str>> {
    let mut fields = Vec::new();
    let mut rest = line;
    loop {
        if let Some(quoted) = rest.strip_prefix('"') {
            // Up to the quote not doubled; what follows it up to the next comma is kept too.
            let mut value = String::new();
            let mut chars = quoted.char_indices().peekable();
            let mut end = quoted.len();
            while let Some((i, c)) = chars.next() {
                if c == '"' {
                    if chars.peek().map(|&(_, d)| d) == Some('"') {
                        chars.next();
                    } else {
                        end = i + 1;
                        break;
                    }
                }
                value.push(c);
            }
            let after = &quoted[end..];
            let (tail, next) = match after.find(',') {
                Some(k) => (&after[..k], Some(&after[k + 1..])),
                None => (after, None),
            };
            value.push_str(tail);
            fields.push(value.into());
            match next {
                Some(n) => rest = n,
                None => break,
            }
        } else {
            match rest.find(',') {
                Some(k) => {
                    fields.push(rest[..k].into());
                    rest = &rest[k + 1..];
                }
                None => {
                    fields.push(rest.into());
                    break;
                }
            }
        }
    }
    fields
}

/// The values of an integer range `A..B`, `A..B:S` or `A..B*F` (`Axis::parse`); `None`: `v`
/// is not one. At most `MAX_AXIS_VALUES + 1` values are made.
fn range(v: &str) -> Result<Option<Vec<i64>>, String> {
    let Some((a, rest)) = v.split_once("..") else { return Ok(None) };
    let (b, step) = match rest.find([':', '*']) {
        Some(i) => (&rest[..i], Some((&rest[i..i + 1], &rest[i + 1..]))),
        None => (rest, None),
    };
    let (Ok(a), Ok(b)) = (a.trim().parse::<i64>(), b.trim().parse::<i64>()) else { return Ok(None) };
    if b < a {
        return Err(format!("the range ends ({b}) before it starts ({a})"));
    }
    let number = |s: &str| s.trim().parse::<i64>().map_err(|_| format!("`{s}` is not an integer"));
    let mut out = Vec::new();
    match step {
        None | Some((":", _)) => {
            let s = match step {
                Some((_, s)) => number(s)?,
                None => 1,
            };
            if s <= 0 {
                return Err(format!("the step must be at least 1, got {s}"));
            }
            let mut x = a;
            while x <= b && out.len() <= MAX_AXIS_VALUES {
                out.push(x);
                let Some(next) = x.checked_add(s) else { break };
                x = next;
            }
        }
        Some((_, f)) => {
            let f = number(f)?;
            if f < 2 {
                return Err(format!("the factor must be at least 2, got {f}"));
            }
            if a <= 0 {
                return Err(format!("a range by a factor starts above 0, got {a}"));
            }
            let mut x = a;
            while x <= b {
                out.push(x);
                let Some(next) = x.checked_mul(f) else { break };
                x = next;
            }
        }
    }
    Ok(Some(out))
}

/// What a sweep runs.
#[derive(Clone, Debug)]
pub struct SweepSpec {
    pub scenario: PathBuf,
    pub preset: String,
    /// None: each point's preset's (`sm.scheduler`).
    pub scheduler: Option<String>,
    pub axes: Vec<Axis>,
    /// Where scheduler names are looked up (built-ins plus any registered).
    pub policies: Policies,
}

/// One result row: the point's index and values, then named columns.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub point: usize,
    pub values: Vec<String>,
    pub columns: BTreeMap<String, String>,
}

/// The points of the cross product, in order (the first axis varies slowest).
pub fn points(axes: &[Axis]) -> Vec<Vec<String>> {
    (0..point_count(axes).expect("a countable sweep")).map(|i| point(axes, i)).collect()
}

/// How many points the cross product has (`None`: more than a `usize` counts).
pub fn point_count(axes: &[Axis]) -> Option<usize> {
    axes.iter().try_fold(1usize, |n, a| n.checked_mul(a.values.len()))
}

/// Point `index` of the cross product (`points(axes)[index]`, without making the others).
pub fn point(axes: &[Axis], mut index: usize) -> Vec<String> {
    let mut values = vec![String::new(); axes.len()];
    for (v, a) in values.iter_mut().zip(axes).rev() {
        *v = a.values[index % a.values.len()].clone();
        index /= a.values.len();
    }
    values
}

/// How many points past the oldest one not yet handed on, per job, a sweep starts: the rows
/// held while an earlier point still runs (a row is about 7 KB).
const AHEAD_PER_JOB: usize = 16;

/// FNV-1a, 64-bit: a stable hash of the effective configuration (no crate needed for 8 lines,
/// and std's hasher is not stable across releases).
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Runs one point.
pub fn run_point(spec: &SweepSpec, values: &[String]) -> Result<(Report, String), String> {
    let (gpu, policy, scenario, hash) = point_setup(spec, values)?;
    let report = run(&scenario, &RunOptions::timed_shared(&gpu, policy)).map_err(|e| e.to_string())?;
    Ok((report, hash))
}

/// The configuration hash (`config_hash`) of the point with `values`, as its row has it: the
/// effective GPU configuration, the scheduler and the scenario's parameters, read from the
/// files as they are now.
pub fn config_hash(spec: &SweepSpec, values: &[String]) -> Result<String, String> {
    point_setup(spec, values).map(|(.., hash)| hash)
}

/// What a point runs: its GPU, scheduler and scenario, and their hash.
fn point_setup(
    spec: &SweepSpec,
    values: &[String],
) -> Result<(GpuConfig, std::sync::Arc<dyn crate::timing::Policy>, Scenario, String), String> {
    let mut preset = spec.preset.clone();
    let mut scheduler = spec.scheduler.clone();
    for (axis, v) in spec.axes.iter().zip(values) {
        match axis.key.as_str() {
            "preset" => preset = v.clone(),
            "scheduler" => scheduler = Some(v.clone()),
            _ => {}
        }
    }
    let mut gpu = GpuConfig::load(&preset).map_err(|e| e.to_string())?;
    let (mut sets, mut keys) = (Vec::new(), Vec::new());
    for (axis, v) in spec.axes.iter().zip(values) {
        match axis.key.as_str() {
            "preset" | "scheduler" => {}
            key if GpuConfig::names_key(key) => keys.push((key, v.as_str())),
            key => sets.push((key.to_string(), v.clone())),
        }
    }
    // A point's keys go in together, so keys that must agree can be varied together.
    gpu.set_all(&keys).map_err(|e| e.to_string())?;
    let policy = spec.policies.get(scheduler.as_deref().unwrap_or(gpu.scheduler()))?;
    let scenario = Scenario::from_file_for(&spec.scenario, &sets, &gpu).map_err(|e| e.to_string())?;
    // (A run's report carries the scenario's parameters as they are here.)
    let identity = serde_json::json!({ "gpu": &gpu, "scheduler": policy.name(), "params": &scenario.params });
    let hash = format!("{:016x}", fnv1a(identity.to_string().as_bytes()));
    Ok((gpu, policy, scenario, hash))
}

/// Flattens a JSON object into `prefix.key` numbers.
fn flatten(prefix: &str, v: &Json, out: &mut BTreeMap<String, f64>) {
    match v {
        Json::Object(m) => {
            for (k, v) in m {
                let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                flatten(&key, v, out);
            }
        }
        Json::Number(n) => {
            out.insert(prefix.to_string(), n.as_f64().unwrap_or(0.0));
        }
        _ => {}
    }
}

/// The row of a point: its counters summed over the scenario's launches, with rates recomputed.
pub fn row(point: usize, values: Vec<String>, report: &Report, hash: &str) -> Row {
    let mut sums: BTreeMap<String, f64> = BTreeMap::new();
    flatten("", &serde_json::to_value(&report.totals).unwrap_or(Json::Null), &mut sums);
    let mut cycle_weighted_occupancy = 0.0;
    for l in &report.launches {
        if let Some(t) = &l.timing {
            let mut m = BTreeMap::new();
            flatten("", &serde_json::to_value(t).unwrap_or(Json::Null), &mut m);
            for (k, v) in m {
                if !matches!(k.as_str(), "ipc" | "occupancy" | "achieved_occupancy" | "blocks_per_sm") {
                    *sums.entry(k).or_default() += v;
                }
            }
            cycle_weighted_occupancy += t.achieved_occupancy * t.cycles as f64;
            // Every row has the same columns, whatever its point's preset or kernel read: a
            // CSV's header is the first row's (`CsvRows`).
            for name in MemStats::OMITTED_WHEN_ZERO {
                sums.entry(format!("memory.{name}")).or_default();
            }
        }
    }
    let cycles = sums.get("cycles").copied().unwrap_or(0.0);
    let inst = sums.get("inst_executed").copied().unwrap_or(0.0);
    sums.insert("ipc".into(), if cycles > 0.0 { inst / cycles } else { 0.0 });
    sums.insert("achieved_occupancy".into(), if cycles > 0.0 { cycle_weighted_occupancy / cycles } else { 0.0 });
    let mut columns: BTreeMap<String, String> = sums
        .into_iter()
        .map(|(k, v)| (k, if v.fract() == 0.0 && v.abs() < 1e15 { format!("{}", v as i64) } else { format!("{v:.6}") }))
        .collect();
    // The scenario's time line: when the device finished, and each `elapsed` step's result.
    if let Some(t) = &report.timeline {
        columns.insert("timeline_cycles".into(), t.cycles.to_string());
        columns.insert("timeline_us".into(), format!("{:.6}", t.elapsed_us));
    }
    for c in &report.commands {
        if let super::runtime::CommandReport::Elapsed { start, end, ms: Some(ms), .. } = &c.what {
            columns.insert(format!("elapsed_ms.{start}.{end}"), format!("{ms:.6}"));
        }
    }
    columns.insert("config_hash".into(), hash.to_string());
    columns.insert("warpsim_version".into(), env!("CARGO_PKG_VERSION").to_string());
    Row { point, values, columns }
}

/// Runs the sweep (or shard `(i, n)`, 1-based, of it) on `jobs` threads, calling `progress`
/// after each point and `emit` with each row, in point order, as soon as it and every earlier
/// row are done. The run's first `start` points are passed over (their rows were written by
/// an earlier run: `resume_csv`). Returns how many points the run has, those included. The first point that fails (or an error from
/// `emit`) stops the sweep: no later point starts, and the error is that point's, whatever
/// the threads' timing; the rows before it have been emitted.
pub fn run_sweep(
    spec: &SweepSpec,
    shard: Option<(usize, usize)>,
    jobs: usize,
    start: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
    emit: &mut dyn FnMut(Row) -> Result<(), String>,
) -> Result<usize, String> {
    let sizes = || spec.axes.iter().map(|a| a.values.len().to_string()).collect::<Vec<_>>().join(" x ");
    let total =
        point_count(&spec.axes).ok_or_else(|| format!("the sweep's {} points are too many to count", sizes()))?;
    // This run's points: every one, or those of shard k of n (k-1, k-1+n, ...), each made when
    // a thread takes it rather than by listing the whole product.
    let (first, step) = shard.map_or((0, 1), |(k, n)| (k - 1, n));
    let count = total.saturating_sub(first).div_ceil(step);
    let start = start.min(count);
    let jobs = jobs.max(1).min((count - start).max(1));
    let ahead = AHEAD_PER_JOB * jobs;
    let next = AtomicUsize::new(start);
    let done = AtomicUsize::new(start);
    // Set when a point fails or a row cannot be written: no further point starts (every point
    // before one that failed was taken before it, so the first failure in point order is
    // still found below, whatever the threads' timing).
    let failed = AtomicBool::new(false);
    // Rows finished and not yet handed on (by their place in this run), and how many were.
    let state = Mutex::new((BTreeMap::<usize, Result<Row, String>>::new(), start));
    let changed = Condvar::new();
    let lock = || state.lock().expect("no thread panics while holding the lock");
    let outcome = crossbeam::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|_| loop {
                if failed.load(Ordering::Relaxed) {
                    break;
                }
                let j = next.fetch_add(1, Ordering::Relaxed);
                if j >= count {
                    break;
                }
                // Wait while this point is too far ahead of the rows handed on. A point taken is
                // run, unless the sweep failed while it waited here: then the failure is at an
                // earlier point (a later one can only have started once this one was within
                // reach, and from then on this one is too), and this row is never asked for.
                let mut st = lock();
                while j >= st.1 + ahead {
                    if failed.load(Ordering::Relaxed) {
                        return;
                    }
                    st = changed.wait(st).expect("no thread panics while holding the lock");
                }
                drop(st);
                let point_no = first + j * step;
                let values = point(&spec.axes, point_no);
                // A panic is a bug, but it must not leave the rows' hand-on waiting for this
                // point: it ends the sweep as this point's error.
                let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run_point(spec, &values).map(|(report, hash)| row(point_no, values.clone(), &report, &hash))
                }))
                .unwrap_or_else(|_| Err("warpsim panicked running it (a bug; please report it)".into()));
                let r = run.map_err(|e| format!("point {point_no} ({}): {e}", describe(&spec.axes, &values)));
                if r.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                lock().0.insert(j, r);
                changed.notify_all();
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, count);
            });
        }
        // This thread hands the rows on in order.
        let mut st = lock();
        while st.1 < count {
            let j = st.1;
            let Some(r) = st.0.remove(&j) else {
                st = changed.wait(st).expect("no thread panics while holding the lock");
                continue;
            };
            drop(st);
            let handed = r.and_then(&mut *emit);
            st = lock();
            if let Err(e) = handed {
                failed.store(true, Ordering::Relaxed);
                changed.notify_all();
                return Err(e);
            }
            st.1 += 1;
            changed.notify_all();
        }
        Ok(count)
    });
    outcome.map_err(|_| "a sweep thread panicked".to_string())?
}

/// Runs the whole sweep (or shard) and keeps its rows, in point order.
pub fn collect_sweep(
    spec: &SweepSpec,
    shard: Option<(usize, usize)>,
    jobs: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    run_sweep(spec, shard, jobs, 0, progress, &mut |r| {
        rows.push(r);
        Ok(())
    })?;
    Ok(rows)
}

fn describe(axes: &[Axis], values: &[String]) -> String {
    axes.iter().zip(values).map(|(a, v)| format!("{}={v}", a.key)).collect::<Vec<_>>().join(" ")
}

/// Writes rows as CSV: `point`, the axes, then every other column in name order (the first
/// row's columns: every row of a sweep has the same ones).
pub struct CsvRows<W: Write> {
    out: W,
    axes: Vec<String>,
    names: Option<Vec<String>>,
}

impl<W: Write> CsvRows<W> {
    pub fn new(out: W, axes: &[Axis]) -> CsvRows<W> {
        CsvRows { out, axes: axes.iter().map(|a| a.key.clone()).collect(), names: None }
    }

    /// A writer that goes on after the rows `resume_csv` found (`out` is positioned after
    /// them; with `names`, the header is written already).
    pub fn resumed(out: W, axes: &[Axis], names: Option<Vec<String>>) -> CsvRows<W> {
        CsvRows { out, axes: axes.iter().map(|a| a.key.clone()).collect(), names }
    }

    fn header(&mut self, names: Vec<String>) -> std::io::Result<()> {
        let mut s = String::from("point");
        for k in self.axes.iter().chain(&names) {
            s.push(',');
            s.push_str(&csv_field(k));
        }
        s.push('\n');
        self.names = Some(names);
        self.out.write_all(s.as_bytes())
    }

    /// Writes `r` (the header first, from the first row's columns). A row whose columns are
    /// not the header's is refused, not written with fields left out or empty (every point of
    /// a sweep has the same columns, so only a resumed file's header from another version of
    /// warpsim can differ).
    pub fn row(&mut self, r: &Row) -> std::io::Result<()> {
        if self.names.is_none() {
            self.header(r.columns.keys().cloned().collect())?;
        }
        let names = self.names.as_deref().unwrap_or_default();
        if names.len() != r.columns.len() || names.iter().any(|n| !r.columns.contains_key(n)) {
            let odd = |a: &mut dyn Iterator<Item = &String>| a.cloned().collect::<Vec<_>>().join(", ");
            let extra = odd(&mut r.columns.keys().filter(|k| !names.contains(k)));
            let missing = odd(&mut names.iter().filter(|n| !r.columns.contains_key(*n)));
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!(
                    "point {}'s columns are not the header's (not in the header: [{extra}]; not in the row: [{missing}]): \
                     the rows before it come from another version of warpsim",
                    r.point
                ),
            ));
        }
        let mut s = r.point.to_string();
        for v in &r.values {
            s.push(',');
            s.push_str(&csv_field(v));
        }
        for n in self.names.iter().flatten() {
            s.push(',');
            s.push_str(&csv_field(r.columns.get(n).map(String::as_str).unwrap_or("")));
        }
        s.push('\n');
        self.out.write_all(s.as_bytes())
    }

    /// Ends the file (a header alone when there were no rows) and hands back the writer.
    pub fn finish(mut self) -> std::io::Result<W> {
        if self.names.is_none() {
            self.header(Vec::new())?;
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

/// What an earlier run of a sweep wrote (`resume_csv`).
#[derive(Debug, PartialEq)]
pub struct Resumed {
    /// Complete rows, the run's first points in order.
    pub rows: usize,
    /// The bytes the header and those rows take (an unfinished last line is not counted).
    pub len: usize,
    /// The header's columns after the axes (`None`: no complete header).
    pub names: Option<Vec<String>>,
}

/// Reads the CSV an earlier run of this sweep (or shard) wrote before it stopped (a failing
/// point, an interrupt): checks that its header and rows are this run's (the columns `point`
/// and the axes, each row the next point with its values), passes each row to `each` (whose
/// error stops it, naming the line), and says where to go on. An unfinished last line (a run killed while writing) is left out.
pub fn resume_csv(
    text: &mut dyn std::io::BufRead,
    axes: &[Axis],
    shard: Option<(usize, usize)>,
    each: &mut dyn FnMut(Row) -> Result<(), String>,
) -> Result<Resumed, String> {
    // The next complete line (with its '\n'), or `None` at the end or before an unfinished one.
    let mut buf = String::new();
    let mut next_line = |buf: &mut String| -> Result<bool, String> {
        buf.clear();
        text.read_line(buf).map_err(|e| e.to_string())?;
        Ok(buf.ends_with('\n'))
    };
    if !next_line(&mut buf)? {
        return Ok(Resumed { rows: 0, len: 0, names: None });
    }
    let header = buf.clone();
    let columns = csv_fields(header.trim_end_matches(['\n', '\r']));
    let keys: Vec<&str> = std::iter::once("point").chain(axes.iter().map(|a| a.key.as_str())).collect();
    if columns.len() < keys.len() || columns[..keys.len()].iter().zip(&keys).any(|(c, k)| c != k) {
        return Err(format!("its header does not begin with `{}`: it is not from this sweep", keys.join(",")));
    }
    let names: Vec<String> = columns[keys.len()..].iter().map(|c| c.to_string()).collect();
    let (first, step) = shard.map_or((0, 1), |(k, n)| (k - 1, n));
    let total = point_count(axes).unwrap_or(usize::MAX);
    let mut len = header.len();
    let mut rows = 0;
    while next_line(&mut buf)? {
        let fields = csv_fields(buf.trim_end_matches(['\n', '\r']));
        let want = first + rows * step;
        let row_no = rows + 2;
        if want >= total {
            return Err(format!("line {row_no}: more rows than the sweep has points"));
        }
        let values = point(axes, want);
        if fields.len() != columns.len() {
            return Err(format!("line {row_no}: {} fields, the header has {}", fields.len(), columns.len()));
        }
        if fields[0] != want.to_string().as_str() || fields[1..keys.len()].iter().zip(&values).any(|(f, v)| f != v) {
            let found: Vec<String> = fields[1..keys.len()].iter().map(|f| f.to_string()).collect();
            return Err(format!(
                "line {row_no}: point {} ({}) where this sweep's next is point {want} ({}): it is not from this sweep",
                fields[0],
                describe(axes, &found),
                describe(axes, &values)
            ));
        }
        let columns = names.iter().cloned().zip(fields[keys.len()..].iter().map(|f| f.to_string())).collect();
        each(Row { point: want, values, columns }).map_err(|e| format!("line {row_no}: {e}"))?;
        len += buf.len();
        rows += 1;
    }
    Ok(Resumed { rows, len, names: Some(names) })
}

/// Checks a row `resume_csv` found against what this run of `spec` would make: the same
/// warpsim version, and for the first row of each preset (`checked` holds those seen), the
/// same configuration hash from the files as they are now. The axes' values are checked by
/// `resume_csv`; what they do not show is a preset file or the scenario's parameters changed
/// since, which would leave rows of two configurations in one file.
pub fn check_resumed_row(spec: &SweepSpec, row: &Row, checked: &mut Vec<String>) -> Result<(), String> {
    let column = |name: &str| row.columns.get(name).ok_or_else(|| format!("the row has no `{name}` column"));
    let (was, version) = (column("warpsim_version")?, env!("CARGO_PKG_VERSION"));
    if was != version {
        return Err(format!("it was made by warpsim {was}, this is {version}: run the sweep again without --resume"));
    }
    let preset = spec.axes.iter().position(|a| a.key == "preset").map_or(&spec.preset, |i| &row.values[i]);
    if checked.contains(preset) {
        return Ok(());
    }
    let now = config_hash(spec, &row.values).map_err(|e| format!("cannot check its configuration: {e}"))?;
    let was = column("config_hash")?;
    if *was != now {
        return Err(format!(
            "point {} ({}) was run with another configuration (config_hash {was}, {now} from the files now): \
             a preset file or the scenario's parameters changed since; run the sweep again without --resume",
            row.point,
            describe(&spec.axes, &row.values)
        ));
    }
    checked.push(preset.clone());
    Ok(())
}

/// Writes rows as a JSON array of objects with the same fields as the CSV, as
/// `serde_json::to_string_pretty` writes the whole array.
pub struct JsonRows<W: Write> {
    out: W,
    axes: Vec<String>,
    rows: usize,
}

impl<W: Write> JsonRows<W> {
    pub fn new(out: W, axes: &[Axis]) -> JsonRows<W> {
        JsonRows { out, axes: axes.iter().map(|a| a.key.clone()).collect(), rows: 0 }
    }

    pub fn row(&mut self, r: &Row) -> std::io::Result<()> {
        let mut m = Map::new();
        m.insert("point".into(), Json::from(r.point));
        for (a, v) in self.axes.iter().zip(&r.values) {
            m.insert(a.clone(), Json::from(v.clone()));
        }
        for (k, v) in &r.columns {
            let value = v
                .parse::<i64>()
                .map(Json::from)
                .or_else(|_| v.parse::<f64>().map(Json::from))
                .unwrap_or_else(|_| Json::from(v.clone()));
            m.insert(k.clone(), value);
        }
        let text = serde_json::to_string_pretty(&Json::Object(m)).map_err(std::io::Error::other)?;
        let mut s = String::from(if self.rows == 0 { "[\n" } else { ",\n" });
        for (i, line) in text.lines().enumerate() {
            if i > 0 {
                s.push('\n');
            }
            s.push_str("  ");
            s.push_str(line);
        }
        self.rows += 1;
        self.out.write_all(s.as_bytes())
    }

    /// Closes the array and hands back the writer.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.out.write_all(if self.rows == 0 { b"[]" } else { b"\n]" })?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// CSV of `rows` (`CsvRows` into a string).
pub fn to_csv(axes: &[Axis], rows: &[Row]) -> String {
    let mut w = CsvRows::new(Vec::new(), axes);
    for r in rows {
        w.row(r).expect("writing to memory");
    }
    String::from_utf8(w.finish().expect("writing to memory")).expect("UTF-8 rows")
}

/// JSON of `rows` (`JsonRows` into a string).
pub fn to_json(axes: &[Axis], rows: &[Row]) -> String {
    let mut w = JsonRows::new(Vec::new(), axes);
    for r in rows {
        w.row(r).expect("writing to memory");
    }
    String::from_utf8(w.finish().expect("writing to memory")).expect("UTF-8 rows")
}

/// The value of `key` in a row: an axis value or a column.
fn value_of<'r>(axes: &[Axis], row: &'r Row, key: &str) -> Option<&'r str> {
    axes.iter()
        .position(|a| a.key == key)
        .map(|i| row.values[i].as_str())
        .or_else(|| row.columns.get(key).map(String::as_str))
}

/// An SVG chart of column `y` against `x` (both numeric), one line per value of `series`,
/// gathered row by row (each keeps two numbers).
pub struct Plot {
    x: String,
    y: String,
    series: Option<String>,
    scales: super::plot::Scales,
    lines: Vec<super::plot::Series>,
    rows: usize,
    error: Option<String>,
}

impl Plot {
    pub fn new(x: &str, y: &str, series: Option<&str>) -> Plot {
        Plot {
            x: x.into(),
            y: y.into(),
            series: series.map(String::from),
            scales: Default::default(),
            lines: Vec::new(),
            rows: 0,
            error: None,
        }
    }

    /// The chart with a logarithmic x axis, y axis, or both (`--log-x`, `--log-y`): every
    /// point's value there must be above 0.
    pub fn log(mut self, log_x: bool, log_y: bool) -> Plot {
        self.scales = super::plot::Scales { log_x, log_y };
        self
    }

    fn keys(&self) -> impl Iterator<Item = &str> {
        [Some(self.x.as_str()), Some(self.y.as_str()), self.series.as_deref()].into_iter().flatten()
    }

    /// Adds `r`'s point (the first problem, a key no row has or a value that is no number, is
    /// kept for `svg`).
    pub fn add(&mut self, axes: &[Axis], r: &Row) {
        if self.error.is_some() {
            return;
        }
        if let Err(e) = self.try_add(axes, r) {
            self.error = Some(e);
        }
    }

    fn try_add(&mut self, axes: &[Axis], r: &Row) -> Result<(), String> {
        if self.rows == 0 {
            if let Some(k) = self.keys().find(|k| value_of(axes, r, k).is_none()) {
                return Err(format!("--plot: no axis or counter named `{k}`"));
            }
        }
        self.rows += 1;
        let name = self.series.as_deref().and_then(|s| value_of(axes, r, s)).unwrap_or(&self.y).to_string();
        let num = |k: &str| -> Result<f64, String> {
            let v = value_of(axes, r, k).unwrap_or("");
            v.parse::<f64>().map_err(|_| format!("--plot: `{k}` = `{v}` is not a number"))
        };
        let point = (num(&self.x)?, num(&self.y)?);
        for (log, key, v, flag) in
            [(self.scales.log_x, &self.x, point.0, "x"), (self.scales.log_y, &self.y, point.1, "y")]
        {
            if log && v.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
                return Err(format!(
                    "--log-{flag}: `{key}` = {v} at point {} ({}) has no place on a logarithmic axis",
                    r.point,
                    describe(axes, &r.values)
                ));
            }
        }
        match self.lines.iter_mut().find(|l| l.name == name) {
            Some(l) => l.points.push(point),
            None => self.lines.push(super::plot::Series { name, points: vec![point] }),
        }
        Ok(())
    }

    /// The chart, or the first problem a row showed.
    pub fn svg(self) -> Result<String, String> {
        if let Some(e) = self.error {
            return Err(e);
        }
        if self.rows == 0 {
            return Err(format!("--plot: no axis or counter named `{}`", self.x));
        }
        let title = format!("{} by {}", self.y, self.x);
        Ok(super::plot::line_chart_scaled(&title, &self.x, &self.y, &self.lines, self.scales))
    }
}

/// Joins shard CSVs into the CSV of the whole sweep: same header, rows in point order, no
/// point twice. Each shard's rows are in point order (as `sweep` writes them), so the shards
/// are merged row by row, holding one row of each: shards of any size. Returns how many rows
/// were written.
pub fn merge_shards<R: std::io::BufRead, W: Write>(shards: Vec<R>, mut out: W) -> Result<usize, String> {
    struct Shard<R> {
        lines: std::io::Lines<R>,
        /// Its current row, and that row's point.
        row: Option<(usize, String)>,
    }
    let mut header: Option<String> = None;
    let mut open = Vec::with_capacity(shards.len());
    for (i, r) in shards.into_iter().enumerate() {
        let mut lines = r.lines();
        let h = lines
            .next()
            .ok_or_else(|| format!("shard {} is empty", i + 1))?
            .map_err(|e| format!("shard {}: {e}", i + 1))?;
        match &header {
            None => header = Some(h),
            Some(first) if *first != h => return Err(format!("shard {} has different columns from shard 1", i + 1)),
            _ => {}
        }
        open.push(Shard { lines, row: None });
    }
    // Shard `i`'s next row (empty lines skipped), which must come after its last.
    let advance = |i: usize, s: &mut Shard<R>| -> Result<(), String> {
        let last = s.row.take().map(|r| r.0);
        for line in s.lines.by_ref() {
            let line = line.map_err(|e| format!("shard {}: {e}", i + 1))?;
            if line.is_empty() {
                continue;
            }
            let point: usize = line
                .split(',')
                .next()
                .and_then(|p| p.parse().ok())
                .ok_or_else(|| format!("shard {}: a row without a point number", i + 1))?;
            if last.is_some_and(|l| point <= l) {
                return Err(format!(
                    "shard {}: point {point} comes after point {}; a shard's rows must be in point order, as `warpsim sweep` writes them",
                    i + 1,
                    last.unwrap_or_default()
                ));
            }
            s.row = Some((point, line));
            break;
        }
        Ok(())
    };
    let mut next = std::collections::BinaryHeap::new();
    for (i, s) in open.iter_mut().enumerate() {
        advance(i, s)?;
        if let Some((p, _)) = &s.row {
            next.push(std::cmp::Reverse((*p, i)));
        }
    }
    let io = |e: std::io::Error| format!("cannot write the merged file: {e}");
    writeln!(out, "{}", header.as_deref().unwrap_or("point")).map_err(io)?;
    // Every row of the merged file from one warpsim version: the first row's, and where it was.
    let version_at = header.as_deref().and_then(|h| csv_fields(h).iter().position(|c| c == "warpsim_version"));
    let mut version: Option<(String, usize, usize)> = None;
    let (mut written, mut last) = (0, None);
    while let Some(std::cmp::Reverse((p, i))) = next.pop() {
        if last == Some(p) {
            return Err(format!("point {p} appears in two shards"));
        }
        last = Some(p);
        let s = &mut open[i];
        if let Some((_, line)) = &s.row {
            if let Some(v) = version_at.and_then(|k| csv_fields(line).into_iter().nth(k)) {
                match &version {
                    None => version = Some((v.to_string(), p, i)),
                    Some((first, q, j)) if *first != v => {
                        return Err(format!(
                            "shard {}'s point {p} was made by warpsim {v}, shard {}'s point {q} by {first}: \
                             merge shards that one version of warpsim made",
                            i + 1,
                            j + 1
                        ))
                    }
                    _ => {}
                }
            }
            writeln!(out, "{line}").map_err(io)?;
            written += 1;
        }
        advance(i, s)?;
        if let Some((p, _)) = &s.row {
            next.push(std::cmp::Reverse((*p, i)));
        }
    }
    out.flush().map_err(io)?;
    Ok(written)
}

/// `merge_shards` of CSV texts, into a string.
pub fn merge_csv(shards: &[String]) -> Result<String, String> {
    let mut out = Vec::new();
    merge_shards(shards.iter().map(|s| s.as_bytes()).collect(), &mut out)?;
    Ok(String::from_utf8(out).expect("UTF-8 rows"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_expand_in_a_varied_keys_values() {
        let values = |t: &str| Axis::parse(t).map(|a| a.values.join(" "));
        assert_eq!(values("n=1..4").unwrap(), "1 2 3 4");
        assert_eq!(values("sm.max_warps=8..64:8").unwrap(), "8 16 24 32 40 48 56 64");
        assert_eq!(values("n=1024..65536*4").unwrap(), "1024 4096 16384 65536");
        // The end where the steps reach it; mixed with plain values; negative and one-value ranges.
        assert_eq!(values("n=3..10:4, 100, 1000..5000*2").unwrap(), "3 7 100 1000 2000 4000");
        assert_eq!(values("x=-2..2:2,5..5").unwrap(), "-2 0 2 5");
        // Not integer ranges: plain values (a preset's path, a scheduler with a seed).
        assert_eq!(values("preset=../my.toml,random:3").unwrap(), "../my.toml random:3");
        assert_eq!(values("x=1.5..2").unwrap(), "1.5..2");
        // Mistakes name the key and the range.
        assert_eq!(values("n=8..4").unwrap_err(), "--vary n: `8..4`: the range ends (4) before it starts (8)");
        assert_eq!(values("n=1..4:0").unwrap_err(), "--vary n: `1..4:0`: the step must be at least 1, got 0");
        assert_eq!(values("n=1..4*1").unwrap_err(), "--vary n: `1..4*1`: the factor must be at least 2, got 1");
        assert_eq!(values("n=0..4*2").unwrap_err(), "--vary n: `0..4*2`: a range by a factor starts above 0, got 0");
        assert_eq!(values("n=1..4:x").unwrap_err(), "--vary n: `1..4:x`: `x` is not an integer");
        assert_eq!(
            values("n=0..9223372036854775807").unwrap_err(),
            format!("--vary n: more than {MAX_AXIS_VALUES} values")
        );
        // The largest steps stop at the end of the integers rather than wrap.
        assert_eq!(values("n=9223372036854775806..9223372036854775807:5").unwrap(), "9223372036854775806");
        assert_eq!(values("n=4611686018427387904..9223372036854775807*2").unwrap(), "4611686018427387904");
        assert_eq!(values("n=1..1048576").unwrap().split(' ').count(), MAX_AXIS_VALUES);
    }

    #[test]
    fn arrays_are_one_value_each() {
        let values = |t: &str| Axis::parse(t).map(|a| a.values);
        assert_eq!(
            values("cache.dram_loaded_latency=[], [[0.5, 100.0], [0.9, 200.0]],[[0.1,1]]").unwrap(),
            ["[]", "[[0.5, 100.0], [0.9, 200.0]]", "[[0.1,1]]"]
        );
        // Commas in inline tables, and in strings within them, stay in their value too; a
        // quote elsewhere is a character of its value.
        assert_eq!(values("k=[\"a,]b\"],{ x = 1, y = 2 },c").unwrap(), ["[\"a,]b\"]", "{ x = 1, y = 2 }", "c"]);
        assert_eq!(values("preset=bob's.toml,x.toml").unwrap(), ["bob's.toml", "x.toml"]);
        // A line break would end a row of the CSV: refused.
        assert!(values("k=a,b\nc").unwrap_err().contains("line break"));
    }

    proptest::proptest! {
        #[test]
        fn csv_fields_read_back_what_csv_field_writes(
            fields in proptest::collection::vec("[a-z0-9,\"\\[\\] .]{0,10}", 1..6),
        ) {
            let line = fields.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(",");
            let back: Vec<String> = csv_fields(&line).into_iter().map(|f| f.into_owned()).collect();
            proptest::prop_assert_eq!(back, fields);
        }
    }

    #[test]
    fn cross_product_in_order() {
        let axes = vec![Axis::parse("scheduler=lrr,gto").unwrap(), Axis::parse("n=1,2,3").unwrap()];
        let p = points(&axes);
        assert_eq!(p.len(), 6);
        assert_eq!(p[0], vec!["lrr", "1"]);
        assert_eq!(p[2], vec!["lrr", "3"]);
        assert_eq!(p[3], vec!["gto", "1"]);
        assert!(Axis::parse("n=").is_err());
        assert!(Axis::parse("n").is_err());
        let twice = ["n=1".to_string(), "scheduler=gto".to_string(), "n=2,3".to_string()];
        assert!(Axis::parse_all(&twice).unwrap_err().contains("--vary n: the key is varied twice"));
        assert_eq!(Axis::parse_all(&twice[..2]).unwrap().len(), 2);
        // Point by point as the nested product lists them (the first axis slowest).
        let axes =
            vec![Axis::parse("a=1,2").unwrap(), Axis::parse("b=x,y,z").unwrap(), Axis::parse("c=p,q,r,s").unwrap()];
        let mut nested = Vec::new();
        for a in &axes[0].values {
            for b in &axes[1].values {
                for c in &axes[2].values {
                    nested.push(vec![a.clone(), b.clone(), c.clone()]);
                }
            }
        }
        assert_eq!(points(&axes), nested);
        assert_eq!(points(&[]), vec![Vec::<String>::new()]);
        let huge = Axis { key: "k".into(), values: vec!["1".into(); 1 << 20] };
        assert_eq!(point_count(&[huge.clone(), huge.clone()]), Some(1 << 40));
        assert_eq!(point_count(&[huge.clone(), huge.clone(), huge.clone(), huge.clone()]), None);
    }

    fn spec(scenario: &str, axes: Vec<Axis>) -> SweepSpec {
        SweepSpec {
            scenario: PathBuf::from(scenario),
            preset: "default".into(),
            scheduler: Some("gto".into()),
            axes,
            policies: crate::timing::Policies::builtin(),
        }
    }

    fn axis(key: &str, n: usize) -> Axis {
        Axis { key: key.into(), values: (0..n).map(|i| i.to_string()).collect() }
    }

    /// `n` = 1 to `count`.
    fn sizes(count: usize) -> Axis {
        Axis { key: "n".into(), values: (1..=count).map(|i| i.to_string()).collect() }
    }

    const VECTOR_ADD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../programs/vector_add/scenario.toml");

    #[test]
    fn a_sweep_of_any_size_starts_without_listing_its_points() {
        let none = |_: usize, _: usize| {};
        let mut keep = |_: Row| Ok(());
        // 3 x 3,000 x 3,000 points: this once listed all 27 million and held 9.6 GB after ten
        // minutes without a row written. Now its first point runs at once (and fails: the
        // scenario does not exist), as does the first of any shard.
        let big = spec(
            "/nonexistent/scenario.toml",
            vec![axis("n", 3), axis("sm.max_warps", 3000), axis("sm.max_blocks", 3000)],
        );
        let e = run_sweep(&big, None, 1, 0, &none, &mut keep).unwrap_err();
        assert!(e.starts_with("point 0 (n=0 sm.max_warps=0 sm.max_blocks=0):"), "{e}");
        // The first failure stops the sweep; on several threads the error is the same.
        let ran = AtomicUsize::new(0);
        let count = |_: usize, _: usize| {
            ran.fetch_add(1, Ordering::Relaxed);
        };
        for jobs in [1, 4] {
            let e = run_sweep(&big, Some((270, 270)), jobs, 0, &count, &mut keep).unwrap_err();
            assert!(e.starts_with("point 269 (n=0 sm.max_warps=0 sm.max_blocks=269):"), "{e}");
        }
        assert!(ran.load(Ordering::Relaxed) <= 1 + 4 * 2, "points ran after the first failure");
        let four = axis("k", 1 << 20);
        let e = run_sweep(
            &spec(VECTOR_ADD, vec![four.clone(), four.clone(), four.clone(), four]),
            None,
            1,
            0,
            &none,
            &mut keep,
        )
        .unwrap_err();
        assert!(e.contains("points are too many to count"), "{e}");
    }

    #[test]
    fn rows_come_in_point_order_with_a_bounded_number_held() {
        // 96 small points on 2 threads, the first row's hand-on held up: the threads run ahead
        // of it by at most `AHEAD_PER_JOB` points each, then wait.
        let points = spec(VECTOR_ADD, vec![Axis::parse("scheduler=lrr,gto,oldest-first").unwrap(), sizes(32)]);
        let done = AtomicUsize::new(0);
        let progress = |d: usize, _: usize| {
            done.store(d, Ordering::SeqCst);
        };
        let mut seen = Vec::new();
        let mut ran_before = Vec::new();
        let n = run_sweep(&points, None, 2, 0, &progress, &mut |r: Row| {
            if seen.is_empty() {
                // Hold row 0 until the threads have run as far ahead as they may (at most a
                // minute), and a little longer, in which they must not run further.
                let start = std::time::Instant::now();
                while done.load(Ordering::SeqCst) < AHEAD_PER_JOB * 2 && start.elapsed().as_secs() < 60 {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            ran_before.push(done.load(Ordering::SeqCst));
            seen.push(r.point);
            Ok(())
        })
        .unwrap();
        assert_eq!(n, 96);
        assert_eq!(seen, (0..96).collect::<Vec<_>>());
        let ahead = AHEAD_PER_JOB * 2;
        assert_eq!(ran_before[0], ahead, "while row 0 was handed on, the threads ran up to the limit");
        for (k, &d) in ran_before.iter().enumerate() {
            assert!(d <= k + ahead, "row {k}: {d} points had run");
        }
        // The same rows as one thread's, as CSV and JSON written row by row or all at once.
        let rows = collect_sweep(&points, None, 1, &|_, _| {}).unwrap();
        assert_eq!(rows.iter().map(|r| r.point).collect::<Vec<_>>(), seen);
        let json: Json = serde_json::from_str(&to_json(&points.axes, &rows)).unwrap();
        let whole: Vec<Json> = rows
            .iter()
            .map(|r| {
                let mut m = Map::new();
                m.insert("point".into(), Json::from(r.point));
                for (a, v) in points.axes.iter().zip(&r.values) {
                    m.insert(a.key.clone(), Json::from(v.clone()));
                }
                for (k, v) in &r.columns {
                    let v = v.parse::<i64>().map(Json::from).or_else(|_| v.parse::<f64>().map(Json::from));
                    m.insert(k.clone(), v.unwrap_or_else(|_| Json::from(r.columns[k].clone())));
                }
                Json::Object(m)
            })
            .collect();
        assert!(
            to_json(&points.axes, &rows) == serde_json::to_string_pretty(&whole).unwrap(),
            "rows one by one as the whole array"
        );
        assert_eq!(json.as_array().unwrap().len(), 96);
        assert_eq!(to_json(&points.axes, &[]), "[]");
        let csv = to_csv(&points.axes, &rows);
        assert_eq!(csv.lines().count(), 97);
        assert!(csv.starts_with("point,scheduler,n,achieved_occupancy,"), "{}", &csv[..80]);
        assert_eq!(to_csv(&points.axes, &[]), "point,scheduler,n\n");
    }

    #[test]
    fn a_row_that_cannot_be_written_stops_the_sweep() {
        let points = spec(VECTOR_ADD, vec![sizes(200)]);
        let ran = AtomicUsize::new(0);
        let progress = |_: usize, _: usize| {
            ran.fetch_add(1, Ordering::Relaxed);
        };
        let mut handed = 0;
        let e = run_sweep(&points, None, 2, 0, &progress, &mut |_| {
            handed += 1;
            if handed == 5 {
                Err("disk full".into())
            } else {
                Ok(())
            }
        })
        .unwrap_err();
        assert_eq!(e, "disk full");
        assert_eq!(handed, 5);
        assert!(ran.load(Ordering::Relaxed) <= 5 + AHEAD_PER_JOB * 2 + 2, "{} points ran", ran.load(Ordering::Relaxed));
    }

    #[test]
    fn resume_checks_the_rows_are_this_sweeps_and_leaves_out_an_unfinished_line() {
        let axes = vec![Axis::parse("scheduler=lrr,gto").unwrap(), Axis::parse("n=1,2,3").unwrap()];
        let mut seen = Vec::new();
        let text = "point,scheduler,n,cycles\n0,lrr,1,10\n1,lrr,2,20\n2,lrr,3,3";
        let r = resume_csv(&mut text.as_bytes(), &axes, None, &mut |row| {
            seen.push(row);
            Ok(())
        })
        .unwrap();
        assert_eq!(r, Resumed { rows: 2, len: text.rfind('\n').unwrap() + 1, names: Some(vec!["cycles".into()]) });
        assert_eq!(seen[1].point, 1);
        assert_eq!(seen[1].values, ["lrr", "2"]);
        assert_eq!(seen[1].columns["cycles"], "20");
        let none = &mut |_: Row| Ok(());
        // Nothing complete: start over, header included.
        assert_eq!(
            resume_csv(&mut "point,sched".as_bytes(), &axes, None, none).unwrap(),
            Resumed { rows: 0, len: 0, names: None }
        );
        assert_eq!(resume_csv(&mut "".as_bytes(), &axes, None, none).unwrap().rows, 0);
        // A shard's rows are its own points: shard 2 of 2 holds points 1, 3, 5.
        let shard = "point,scheduler,n,cycles\n1,lrr,2,20\n3,gto,1,30\n";
        assert_eq!(resume_csv(&mut shard.as_bytes(), &axes, Some((2, 2)), none).unwrap().rows, 2);
        let e = resume_csv(&mut shard.as_bytes(), &axes, None, none).unwrap_err();
        assert_eq!(e, "line 2: point 1 (scheduler=lrr n=2) where this sweep's next is point 0 (scheduler=lrr n=1): it is not from this sweep");
        let e = resume_csv(&mut text.as_bytes(), &axes[1..], None, none).unwrap_err();
        assert_eq!(e, "its header does not begin with `point,n`: it is not from this sweep");
        let e = resume_csv(&mut "point,scheduler,n,cycles\n0,lrr,1\n".as_bytes(), &axes, None, none).unwrap_err();
        assert_eq!(e, "line 2: 3 fields, the header has 4");
        let all: String = (0..7).fold("point,scheduler,n\n".to_string(), |t, i| {
            let v = point(&axes, i.min(5));
            t + &format!("{i},{},{}\n", v[0], v[1])
        });
        assert_eq!(
            resume_csv(&mut all.as_bytes(), &axes, None, none).unwrap_err(),
            "line 8: more rows than the sweep has points"
        );
    }

    /// A CSV's rows all have its header's columns: a row with others (after a header resumed
    /// from another version's file) is refused, naming them, and nothing of it is written.
    #[test]
    fn a_row_whose_columns_are_not_the_headers_is_refused() {
        let axes = vec![Axis::parse("n=1,2,3").unwrap()];
        let row = |point: usize, cols: &[(&str, &str)]| Row {
            point,
            values: vec![(point + 1).to_string()],
            columns: cols.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        };
        let mut w = CsvRows::new(Vec::new(), &axes);
        w.row(&row(0, &[("a", "1"), ("b", "2")])).unwrap();
        w.row(&row(1, &[("a", "3"), ("b", "4")])).unwrap();
        let e = w.row(&row(2, &[("a", "5"), ("c", "6")])).unwrap_err().to_string();
        assert_eq!(
            e,
            "point 2's columns are not the header's (not in the header: [c]; not in the row: [b]): the rows before \
             it come from another version of warpsim"
        );
        assert!(w.row(&row(2, &[("a", "5")])).unwrap_err().to_string().contains("not in the row: [b])"));
        assert_eq!(String::from_utf8(w.finish().unwrap()).unwrap(), "point,n,a,b\n0,1,1,2\n1,2,3,4\n");
    }

    #[test]
    fn merge_checks_headers_and_duplicates() {
        let a = "point,x\n0,a\n2,c\n".to_string();
        let b = "point,x\n1,b\n".to_string();
        assert_eq!(merge_csv(&[a.clone(), b.clone()]).unwrap(), "point,x\n0,a\n1,b\n2,c\n");
        assert!(merge_csv(&[a.clone(), a.clone()]).unwrap_err().contains("point 0 appears in two shards"));
        assert!(merge_csv(&[a.clone(), "point,y\n1,b\n".into()]).unwrap_err().contains("different columns"));
        assert_eq!(
            merge_csv(&["point,x\n".into(), a.clone(), "point,x\n\n3,d\n\n".into()]).unwrap(),
            "point,x\n0,a\n2,c\n3,d\n"
        );
        assert_eq!(merge_csv(&[]).unwrap(), "point\n");
        assert_eq!(merge_csv(&["".into()]).unwrap_err(), "shard 1 is empty");
        assert_eq!(
            merge_csv(&[b.clone(), "point,x\nx,a\n".into()]).unwrap_err(),
            "shard 2: a row without a point number"
        );
        // Shards of two warpsim versions are refused.
        let v = |p: usize, version: &str| format!("point,x,warpsim_version\n{p},a,{version}\n");
        assert_eq!(
            merge_csv(&[v(0, "0.1.0"), v(1, "0.1.0")]).unwrap(),
            "point,x,warpsim_version\n0,a,0.1.0\n1,a,0.1.0\n"
        );
        assert_eq!(
            merge_csv(&[v(0, "0.1.0"), v(1, "0.2.0")]).unwrap_err(),
            "shard 2's point 1 was made by warpsim 0.2.0, shard 1's point 0 by 0.1.0: merge shards that one version \
             of warpsim made"
        );
        // A shard out of point order (not as `sweep` writes them) is refused, not misordered.
        let e = merge_csv(&[b, "point,x\n2,c\n0,a\n".into()]).unwrap_err();
        assert!(e.starts_with("shard 2: point 0 comes after point 2;"), "{e}");
    }

    #[test]
    fn fnv_is_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
