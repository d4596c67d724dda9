//! Parameter sweeps: the cross product of scenario parameters, GPU configuration keys, presets
//! and scheduling policies, each point run on the timing model, one row per point with every
//! counter, the effective configuration's hash and the warpsim version. Points run in parallel
//! (crossbeam) and come back in point order, so a parallel sweep writes the same bytes as a
//! serial one; `--shard I/N` runs a deterministic subset and `merge` joins shards.

use super::runtime::{run, Report, RunOptions};
use super::scenario::Scenario;
use crate::config::GpuConfig;
use crate::timing::Policies;
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

/// One varied key and its values, as given to `--vary KEY=V1,V2`.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    pub key: String,
    pub values: Vec<String>,
}

impl Axis {
    /// Parses `KEY=V1,V2,...`.
    pub fn parse(text: &str) -> Result<Axis, String> {
        let (key, values) =
            text.split_once('=').ok_or_else(|| format!("--vary expects KEY=V1,V2,..., got `{text}`"))?;
        let values: Vec<String> = values.split(',').map(|v| v.trim().to_string()).filter(|v| !v.is_empty()).collect();
        if key.trim().is_empty() || values.is_empty() {
            return Err(format!("--vary expects KEY=V1,V2,..., got `{text}`"));
        }
        Ok(Axis { key: key.trim().to_string(), values })
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

/// What a sweep runs.
#[derive(Clone, Debug)]
pub struct SweepSpec {
    pub scenario: PathBuf,
    pub preset: String,
    pub scheduler: String,
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

/// The most points one run (a whole sweep, or one shard of it) takes: each keeps its row of
/// about a hundred counters until the output is written (some 7 KB), and each is a simulation.
pub const MAX_POINTS: usize = 100_000;

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
    let mut preset = spec.preset.clone();
    let mut scheduler = spec.scheduler.clone();
    for (axis, v) in spec.axes.iter().zip(values) {
        match axis.key.as_str() {
            "preset" => preset = v.clone(),
            "scheduler" => scheduler = v.clone(),
            _ => {}
        }
    }
    let mut gpu = GpuConfig::load(&preset).map_err(|e| e.to_string())?;
    let policy = spec.policies.get(&scheduler)?;
    let mut sets = Vec::new();
    for (axis, v) in spec.axes.iter().zip(values) {
        match axis.key.as_str() {
            "preset" | "scheduler" => {}
            key if key.contains('.') => gpu.set(key, v).map_err(|e| e.to_string())?,
            key => sets.push((key.to_string(), v.clone())),
        }
    }
    let scenario = Scenario::from_file_for(&spec.scenario, &sets, &gpu).map_err(|e| e.to_string())?;
    let name = policy.name();
    let report = run(&scenario, &RunOptions::timed_shared(&gpu, policy)).map_err(|e| e.to_string())?;
    let identity = serde_json::json!({ "gpu": &gpu, "scheduler": name, "params": &report.params });
    let hash = format!("{:016x}", fnv1a(identity.to_string().as_bytes()));
    Ok((report, hash))
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
/// after each point. Rows come back in point order.
pub fn run_sweep(
    spec: &SweepSpec,
    shard: Option<(usize, usize)>,
    jobs: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<Row>, String> {
    let sizes = || spec.axes.iter().map(|a| a.values.len().to_string()).collect::<Vec<_>>().join(" x ");
    let total =
        point_count(&spec.axes).ok_or_else(|| format!("the sweep's {} points are too many to count", sizes()))?;
    // This run's points: every one, or those of shard k of n (k-1, k-1+n, ...), made one by
    // one rather than by listing the whole product.
    let (first, step) = shard.map_or((0, 1), |(k, n)| (k - 1, n));
    let count = total.saturating_sub(first).div_ceil(step);
    if count > MAX_POINTS {
        let shards = total.div_ceil(MAX_POINTS);
        return Err(format!(
            "the sweep has {total} points ({}){}; one run takes at most {MAX_POINTS}: split it with --shard I/N, N at least {shards}, and join the shards with `warpsim merge`",
            sizes(),
            shard.map_or(String::new(), |(k, n)| format!(", {count} of them in shard {k}/{n}")),
        ));
    }
    let mine: Vec<(usize, Vec<String>)> =
        (0..count).map(|j| first + j * step).map(|i| (i, point(&spec.axes, i))).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    // Set when a point fails: no further point starts (the sweep's error is its first failing
    // point's, and every point before one that failed was taken before it, so that is still
    // the first failing point of the whole sweep, whatever the threads' timing).
    let failed = AtomicBool::new(false);
    let results: Mutex<Vec<Option<Result<Row, String>>>> = Mutex::new(vec![None; mine.len()]);
    crossbeam::thread::scope(|s| {
        for _ in 0..jobs.max(1).min(mine.len().max(1)) {
            s.spawn(|_| loop {
                if failed.load(Ordering::Relaxed) {
                    break;
                }
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some((point, values)) = mine.get(j) else { break };
                let r = run_point(spec, values).map(|(report, hash)| row(*point, values.clone(), &report, &hash));
                let r = r.map_err(|e| format!("point {point} ({}): {e}", describe(&spec.axes, values)));
                if r.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                results.lock().expect("no thread panics while holding the lock")[j] = Some(r);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, mine.len());
            });
        }
    })
    .map_err(|_| "a sweep thread panicked".to_string())?;
    results
        .into_inner()
        .expect("threads joined")
        .into_iter()
        .map(|r| r.expect("every point before a failing one ran"))
        .collect()
}

fn describe(axes: &[Axis], values: &[String]) -> String {
    axes.iter().zip(values).map(|(a, v)| format!("{}={v}", a.key)).collect::<Vec<_>>().join(" ")
}

/// CSV: `point`, the axes, then every other column in name order.
pub fn to_csv(axes: &[Axis], rows: &[Row]) -> String {
    let names: Vec<&String> = rows.first().map(|r| r.columns.keys().collect()).unwrap_or_default();
    let mut s = String::from("point");
    for a in axes {
        s.push(',');
        s.push_str(&a.key);
    }
    for n in &names {
        s.push(',');
        s.push_str(n);
    }
    s.push('\n');
    for r in rows {
        s.push_str(&r.point.to_string());
        for v in &r.values {
            s.push(',');
            s.push_str(v);
        }
        for n in &names {
            s.push(',');
            s.push_str(r.columns.get(*n).map(String::as_str).unwrap_or(""));
        }
        s.push('\n');
    }
    s
}

/// JSON: an array of objects with the same fields as the CSV.
pub fn to_json(axes: &[Axis], rows: &[Row]) -> String {
    let arr: Vec<Json> = rows
        .iter()
        .map(|r| {
            let mut m = Map::new();
            m.insert("point".into(), Json::from(r.point));
            for (a, v) in axes.iter().zip(&r.values) {
                m.insert(a.key.clone(), Json::from(v.clone()));
            }
            for (k, v) in &r.columns {
                let value = v
                    .parse::<i64>()
                    .map(Json::from)
                    .or_else(|_| v.parse::<f64>().map(Json::from))
                    .unwrap_or_else(|_| Json::from(v.clone()));
                m.insert(k.clone(), value);
            }
            Json::Object(m)
        })
        .collect();
    serde_json::to_string_pretty(&arr).unwrap_or_default()
}

/// The value of `key` in a row: an axis value or a column.
fn value_of<'r>(axes: &[Axis], row: &'r Row, key: &str) -> Option<&'r str> {
    axes.iter()
        .position(|a| a.key == key)
        .map(|i| row.values[i].as_str())
        .or_else(|| row.columns.get(key).map(String::as_str))
}

/// An SVG chart of column `y` against `x` (both numeric), one line per value of `series`.
pub fn plot(axes: &[Axis], rows: &[Row], x: &str, y: &str, series: Option<&str>) -> Result<String, String> {
    let known = |k: &str| rows.first().is_some_and(|r| value_of(axes, r, k).is_some());
    for k in [Some(x), Some(y), series].into_iter().flatten() {
        if !known(k) {
            return Err(format!("--plot: no axis or counter named `{k}`"));
        }
    }
    let mut lines: Vec<super::plot::Series> = Vec::new();
    for r in rows {
        let name = series.and_then(|s| value_of(axes, r, s)).unwrap_or(y).to_string();
        let num = |k: &str| -> Result<f64, String> {
            let v = value_of(axes, r, k).unwrap_or("");
            v.parse::<f64>().map_err(|_| format!("--plot: `{k}` = `{v}` is not a number"))
        };
        let point = (num(x)?, num(y)?);
        match lines.iter_mut().find(|l| l.name == name) {
            Some(l) => l.points.push(point),
            None => lines.push(super::plot::Series { name, points: vec![point] }),
        }
    }
    Ok(super::plot::line_chart(&format!("{y} by {x}"), x, y, &lines))
}

/// Joins shard CSVs into the CSV of the whole sweep: same header, rows in point order, no
/// point twice.
pub fn merge_csv(shards: &[String]) -> Result<String, String> {
    let mut header: Option<&str> = None;
    let mut rows: Vec<(usize, &str)> = Vec::new();
    for (i, text) in shards.iter().enumerate() {
        let mut lines = text.lines();
        let h = lines.next().ok_or_else(|| format!("shard {} is empty", i + 1))?;
        match header {
            None => header = Some(h),
            Some(first) if first != h => return Err(format!("shard {} has different columns from shard 1", i + 1)),
            _ => {}
        }
        for line in lines.filter(|l| !l.is_empty()) {
            let point = line
                .split(',')
                .next()
                .and_then(|p| p.parse().ok())
                .ok_or_else(|| format!("shard {}: a row without a point number", i + 1))?;
            rows.push((point, line));
        }
    }
    rows.sort_by_key(|r| r.0);
    if let Some(w) = rows.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(format!("point {} appears in two shards", w[0].0));
    }
    let mut out = format!("{}\n", header.unwrap_or("point"));
    for (_, line) in rows {
        out.push_str(line);
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_sweep_too_large_for_one_run_is_refused_before_it_runs() {
        let axis = |key: &str, n: usize| Axis { key: key.into(), values: (0..n).map(|i| i.to_string()).collect() };
        let spec = |axes: Vec<Axis>| SweepSpec {
            scenario: PathBuf::from("/nonexistent/scenario.toml"),
            preset: "default".into(),
            scheduler: "gto".into(),
            axes,
            policies: crate::timing::Policies::builtin(),
        };
        let none = |_: usize, _: usize| {};
        // 3 x 3,000 x 3,000 points: this once listed all 27 million and held 9.6 GB after ten
        // minutes without a row written.
        let big = spec(vec![axis("n", 3), axis("sm.max_warps", 3000), axis("sm.max_blocks", 3000)]);
        let e = run_sweep(&big, None, 1, &none).unwrap_err();
        assert_eq!(
            e,
            "the sweep has 27000000 points (3 x 3000 x 3000); one run takes at most 100000: split it with --shard I/N, N at least 270, and join the shards with `warpsim merge`"
        );
        let e = run_sweep(&big, Some((5, 100)), 1, &none).unwrap_err();
        assert!(e.contains(", 270000 of them in shard 5/100;"), "{e}");
        // A shard at the limit gets as far as its first point (the scenario does not exist),
        // and the first failure stops the sweep; on several threads the error is the same.
        let ran = AtomicUsize::new(0);
        let count = |_: usize, _: usize| {
            ran.fetch_add(1, Ordering::Relaxed);
        };
        for jobs in [1, 4] {
            let e = run_sweep(&big, Some((270, 270)), jobs, &count).unwrap_err();
            assert!(e.starts_with("point 269 (n=0 sm.max_warps=0 sm.max_blocks=269):"), "{e}");
        }
        assert!(ran.load(Ordering::Relaxed) <= 1 + 4 * 2, "points ran after the first failure");
        let four = axis("k", 1 << 20);
        let e = run_sweep(&spec(vec![four.clone(), four.clone(), four.clone(), four]), None, 1, &none).unwrap_err();
        assert!(e.contains("points are too many to count"), "{e}");
    }

    #[test]
    fn merge_checks_headers_and_duplicates() {
        let a = "point,x\n0,a\n2,c\n".to_string();
        let b = "point,x\n1,b\n".to_string();
        assert_eq!(merge_csv(&[a.clone(), b.clone()]).unwrap(), "point,x\n0,a\n1,b\n2,c\n");
        assert!(merge_csv(&[a.clone(), a.clone()]).unwrap_err().contains("point 0 appears in two shards"));
        assert!(merge_csv(&[a, "point,y\n1,b\n".into()]).unwrap_err().contains("different columns"));
    }

    #[test]
    fn fnv_is_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
