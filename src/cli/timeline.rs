//! `warpsim timeline TRACE.json --svg OUT.svg`: draws a trace's host, stream, engine and SM tracks
//! as an SVG picture (for READMEs and papers, no browser needed). Hand-written SVG, as for
//! `sweep --plot`: the picture is rectangles and text, and writing them directly keeps the
//! output byte-stable and the dependency list short.

use anyhow::{bail, Context};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;
use warpsim_emulator::host::plot::escape;

const PALETTE: [&str; 10] =
    ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

/// One slice on a row.
struct Slice {
    start: f64,
    end: f64,
    color_key: String,
    label: String,
}

/// A row of the picture.
struct Row {
    label: String,
    slices: Vec<Slice>,
    /// SM rows are thin and unlabelled slices.
    thin: bool,
}

/// What a slice is coloured by: the kernel for kernels and blocks, the direction for copies.
fn color_key(name: &str) -> String {
    if let Some(rest) = name.strip_prefix("memcpy") {
        return format!("memcpy{}", &rest[..rest.find(' ').unwrap_or(rest.len())]);
    }
    let end = name.find(['<', ' ', '(']).unwrap_or(name.len());
    name[..end].to_string()
}

/// A round tick step for a span.
fn tick_step(span: f64) -> f64 {
    let raw = span / 8.0;
    let mag = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * mag).find(|s| *s >= raw).unwrap_or(10.0 * mag)
}

/// Reads the trace's events one at a time, handing each to `each` and keeping none: a trace
/// (a `{"traceEvents": [...]}` object or a bare array) of a hundred megabytes took fifteen
/// times its size in memory as one `serde_json::Value`. Returns whether it had the array.
fn for_each_event(text: &str, mut each: impl FnMut(Value)) -> serde_json::Result<bool> {
    use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
    use std::fmt;

    /// A JSON value that is the events array (each element to `each`; `true`), or at the top
    /// an object holding it at `traceEvents` (its other keys skipped). Anything else has no
    /// events (`false`).
    struct Trace<'f> {
        each: &'f mut dyn FnMut(Value),
        top: bool,
    }
    impl<'de> DeserializeSeed<'de> for Trace<'_> {
        type Value = bool;
        fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
            d.deserialize_any(self)
        }
    }
    impl<'de> Visitor<'de> for Trace<'_> {
        type Value = bool;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a trace")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<bool, A::Error> {
            while let Some(e) = seq.next_element::<Value>()? {
                (self.each)(e);
            }
            Ok(true)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
            let mut found = false;
            while let Some(key) = map.next_key::<std::borrow::Cow<str>>()? {
                if self.top && !found && key == "traceEvents" {
                    found = map.next_value_seed(Trace { each: &mut *self.each, top: false })?;
                } else {
                    map.next_value::<IgnoredAny>()?;
                }
            }
            Ok(found)
        }
        fn visit_bool<E>(self, _: bool) -> Result<bool, E> {
            Ok(false)
        }
        fn visit_i64<E>(self, _: i64) -> Result<bool, E> {
            Ok(false)
        }
        fn visit_u64<E>(self, _: u64) -> Result<bool, E> {
            Ok(false)
        }
        fn visit_f64<E>(self, _: f64) -> Result<bool, E> {
            Ok(false)
        }
        fn visit_str<E>(self, _: &str) -> Result<bool, E> {
            Ok(false)
        }
        fn visit_unit<E>(self) -> Result<bool, E> {
            Ok(false)
        }
    }
    let mut de = serde_json::Deserializer::from_str(text);
    let found = Trace { each: &mut each, top: true }.deserialize(&mut de)?;
    de.end()?;
    Ok(found)
}

pub fn timeline(trace: &Path, svg: &Path) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(trace).with_context(|| format!("cannot read {}", trace.display()))?;
    let mut process: BTreeMap<u64, String> = BTreeMap::new();
    let mut thread: BTreeMap<(u64, u64), String> = BTreeMap::new();
    let mut rows: BTreeMap<(u64, u64), Vec<Slice>> = BTreeMap::new();
    let found = for_each_event(&text, |e| {
        let ph = e.get("ph").and_then(Value::as_str).unwrap_or("");
        let pid = e.get("pid").and_then(Value::as_u64).unwrap_or(0);
        let tid = e.get("tid").and_then(Value::as_u64).unwrap_or(0);
        let name = e.get("name").and_then(Value::as_str).unwrap_or("");
        let arg_name = || e.pointer("/args/name").and_then(Value::as_str).unwrap_or("").to_string();
        match (ph, name) {
            ("M", "process_name") => {
                process.insert(pid, arg_name());
            }
            ("M", "thread_name") => {
                thread.insert((pid, tid), arg_name());
            }
            ("X", _) => {
                let ts = e.get("ts").and_then(Value::as_f64).unwrap_or(0.0);
                let dur = e.get("dur").and_then(Value::as_f64).unwrap_or(0.0);
                // Warp-detail tracks are too many to draw; SM block slots become one row per SM.
                if tid >= 1000 {
                    return;
                }
                let key =
                    if process.get(&pid).is_some_and(|p| p.starts_with("SM ")) { (pid, u64::MAX) } else { (pid, tid) };
                rows.entry(key).or_default().push(Slice {
                    start: ts,
                    end: ts + dur,
                    color_key: color_key(name),
                    label: name.to_string(),
                });
            }
            _ => {}
        }
    })
    .with_context(|| format!("{} is not JSON", trace.display()))?;
    if !found {
        bail!("{}: no traceEvents array (is it a warpsim trace?)", trace.display());
    }
    if rows.is_empty() {
        bail!("{}: the trace has no slices to draw", trace.display());
    }
    let rows: Vec<Row> = rows
        .into_iter()
        .map(|((pid, tid), slices)| {
            let p = process.get(&pid).cloned().unwrap_or_else(|| format!("process {pid}"));
            let thin = tid == u64::MAX;
            let label = if thin {
                p
            } else {
                format!("{p} / {}", thread.get(&(pid, tid)).cloned().unwrap_or_else(|| format!("thread {tid}")))
            };
            Row { label, slices, thin }
        })
        .collect();

    let t0 = rows.iter().flat_map(|r| r.slices.iter().map(|s| s.start)).fold(f64::INFINITY, f64::min);
    let t1 = rows.iter().flat_map(|r| r.slices.iter().map(|s| s.end)).fold(f64::NEG_INFINITY, f64::max);
    let span = (t1 - t0).max(1e-9);
    let mut colors: BTreeMap<String, &str> = BTreeMap::new();
    for r in &rows {
        for s in &r.slices {
            let n = colors.len();
            colors.entry(s.color_key.clone()).or_insert(PALETTE[n % PALETTE.len()]);
        }
    }

    let (left, width, top) = (230.0, 1000.0, 30.0);
    let sm_rows = rows.iter().filter(|r| r.thin).count();
    let thin_h = if sm_rows > 40 { 4.0 } else { 10.0 };
    let mut y = top;
    let mut body = String::new();
    let x_of = |t: f64| left + (t - t0) / span * width;
    for r in &rows {
        let h = if r.thin { thin_h } else { 18.0 };
        if !r.thin || thin_h >= 10.0 {
            let _ = writeln!(
                body,
                r#"<text x="{:.1}" y="{:.1}" font-size="{}" text-anchor="end">{}</text>"#,
                left - 6.0,
                y + h * 0.75,
                if r.thin { 9 } else { 12 },
                escape(&r.label)
            );
        }
        for s in &r.slices {
            let (x0, x1) = (x_of(s.start), x_of(s.end));
            let _ = write!(
                body,
                r#"<rect x="{x0:.2}" y="{:.1}" width="{:.2}" height="{:.1}" fill="{}" fill-opacity="{}"><title>{}</title></rect>"#,
                y + 1.0,
                (x1 - x0).max(0.5),
                h - 2.0,
                colors[&s.color_key],
                if r.thin { "0.55" } else { "0.9" },
                escape(&format!("{} ({:.2} - {:.2} us)", s.label, s.start, s.end))
            );
            if !r.thin && x1 - x0 > 7.0 * s.label.len().min(40) as f64 {
                let _ = write!(
                    body,
                    r#"<text x="{:.1}" y="{:.1}" font-size="10" fill="white">{}</text>"#,
                    x0 + 3.0,
                    y + 13.0,
                    escape(&s.label)
                );
            }
            body.push('\n');
        }
        y += h;
        if sm_rows > 40 && r.thin && r.label == "SM 0" {
            let _ = writeln!(
                body,
                r#"<text x="{:.1}" y="{:.1}" font-size="9" text-anchor="end">SMs 0 to {} (one row each)</text>"#,
                left - 6.0,
                y + 8.0,
                sm_rows - 1
            );
        }
    }
    // Time axis.
    let axis_y = y + 8.0;
    let _ = writeln!(
        body,
        r#"<line x1="{left}" y1="{axis_y:.1}" x2="{:.1}" y2="{axis_y:.1}" stroke="black"/>"#,
        left + width
    );
    let step = tick_step(span);
    let mut t = (t0 / step).ceil() * step;
    while t <= t1 + 1e-9 {
        let x = x_of(t);
        let _ = writeln!(
            body,
            r#"<line x1="{x:.1}" y1="{axis_y:.1}" x2="{x:.1}" y2="{:.1}" stroke="black"/><text x="{x:.1}" y="{:.1}" font-size="10" text-anchor="middle">{}</text>"#,
            axis_y + 4.0,
            axis_y + 16.0,
            format_us(t)
        );
        t += step;
    }
    let _ = writeln!(
        body,
        r#"<text x="{:.1}" y="{:.1}" font-size="11" text-anchor="middle">simulated time (us)</text>"#,
        left + width / 2.0,
        axis_y + 32.0
    );
    // Legend.
    let mut lx = left;
    let ly = axis_y + 48.0;
    for (k, c) in &colors {
        let _ = writeln!(
            body,
            r#"<rect x="{lx:.1}" y="{ly:.1}" width="12" height="12" fill="{c}"/><text x="{:.1}" y="{:.1}" font-size="11">{}</text>"#,
            lx + 16.0,
            ly + 10.0,
            escape(k)
        );
        lx += 24.0 + 7.0 * k.len() as f64;
    }
    let height = ly + 30.0;
    let title = escape(&trace.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default());
    let svg_text = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0}\" height=\"{height:.0}\" font-family=\"sans-serif\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{left}\" y=\"18\" font-size=\"13\">warpsim timeline: {title}</text>\n{body}</svg>\n",
        left + width + 20.0
    );
    std::fs::write(svg, svg_text).with_context(|| format!("cannot write {}", svg.display()))?;
    println!("{} rows, {:.2} us -> {}", rows.len(), span, svg.display());
    Ok(ExitCode::SUCCESS)
}

fn format_us(t: f64) -> String {
    if t.fract().abs() < 1e-9 {
        format!("{t:.0}")
    } else {
        format!("{t:.2}").trim_end_matches('0').trim_end_matches('.').to_string()
    }
}
