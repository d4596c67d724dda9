//! The scenario file: a TOML host program (`programs/<name>/scenario.toml`). See
//! docs/SCENARIOS.md for the format. Unknown keys are errors (no silent defaults for typos),
//! and every error names the file, the TOML key and, where known, line and column.

use super::data::{Elem, Init};
use super::expr::{self, Value, Vars};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// A number or an expression over the parameters.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum Num {
    Int(i64),
    Float(f64),
    Expr(String),
}

impl Num {
    /// Reads a number or expression from a raw TOML value.
    pub fn from_toml(v: &toml::Value) -> Option<Num> {
        match v {
            toml::Value::Integer(i) => Some(Num::Int(*i)),
            toml::Value::Float(f) => Some(Num::Float(*f)),
            toml::Value::String(s) => Some(Num::Expr(s.clone())),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRandom {
    pub seed: u64,
    pub min: f64,
    pub max: f64,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum RawInit {
    Word(String),
    Table(RawInitTable),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawInitTable {
    pub constant: Option<f64>,
    pub random: Option<RawRandom>,
    pub file: Option<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBuffer {
    #[serde(rename = "type")]
    pub elem: Spanned<String>,
    /// Number of elements (1-D), or elements per row for 2-D buffers.
    pub len: Option<Spanned<Num>>,
    /// Rows of a 2-D buffer (with `row_len`).
    pub rows: Option<Spanned<Num>>,
    /// Elements per row of a 2-D buffer.
    pub row_len: Option<Spanned<Num>>,
    /// Device only: allocate rows at an aligned pitch (cudaMallocPitch).
    #[serde(default)]
    pub pitched: bool,
    pub init: Option<Spanned<RawInit>>,
    /// Host only: page-locked memory (async copies overlap only from pinned memory).
    #[serde(default)]
    pub pinned: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCopy {
    pub from: Spanned<String>,
    pub to: Spanned<String>,
    /// Bytes to copy; the whole source by default.
    pub bytes: Option<Spanned<Num>>,
    /// Byte offsets into the source and the destination (1-D copies).
    pub from_offset: Option<Spanned<Num>>,
    pub to_offset: Option<Spanned<Num>>,
    pub stream: Option<Spanned<Num>>,
    #[serde(default, rename = "async")]
    pub is_async: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    pub copy: Option<RawCopy>,
    pub launch: Option<Spanned<String>>,
    /// A number or expression, or an array of 1 to 3 of them.
    pub grid: Option<Spanned<toml::Value>>,
    pub block: Option<Spanned<toml::Value>>,
    pub shared: Option<Spanned<Num>>,
    pub args: Option<Spanned<Vec<Spanned<toml::Value>>>>,
    pub stream: Option<Spanned<Num>>,
    pub sync: Option<Spanned<toml::Value>>,
    pub record: Option<Spanned<String>>,
    /// cudaStreamWaitEvent: `stream` waits for the event's last record.
    pub wait_event: Option<Spanned<String>>,
    /// cudaEventSynchronize: the host waits for the event.
    pub event_sync: Option<Spanned<String>>,
    /// cudaEventQuery: whether the event has completed when the host asks.
    pub query: Option<Spanned<String>>,
    /// cudaEventElapsedTime between two recorded events.
    pub elapsed: Option<Spanned<Vec<String>>>,
    /// Host work between calls, in microseconds (a number or expression).
    pub host_work: Option<Spanned<Num>>,
    /// Repeats `steps` this many times (a number or expression), with the counter from 0 in
    /// the variable named by `as` (default `i`).
    pub repeat: Option<Spanned<Num>>,
    #[serde(rename = "as")]
    pub var: Option<String>,
    pub steps: Option<Vec<RawStep>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOutput {
    pub buffer: Spanned<String>,
    pub save: Option<String>,
    pub print: Option<usize>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScenario {
    pub description: Option<String>,
    pub kernels: KernelFiles,
    #[serde(default)]
    pub params: BTreeMap<String, Spanned<toml::Value>>,
    #[serde(default)]
    pub host: BTreeMap<String, RawBuffer>,
    #[serde(default)]
    pub device: BTreeMap<String, RawBuffer>,
    #[serde(default)]
    pub steps: Vec<RawStep>,
    #[serde(default)]
    pub outputs: Vec<RawOutput>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum KernelFiles {
    One(String),
    Many(Vec<String>),
}

/// An error in a scenario file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}{}: {key}: {message}", location(.line, .col))]
pub struct ScenarioError {
    pub file: String,
    pub line: Option<usize>,
    pub col: Option<usize>,
    /// The TOML key path, e.g. `steps[2].args[1]`.
    pub key: String,
    pub message: String,
}

fn location(line: &Option<usize>, col: &Option<usize>) -> String {
    match (line, col) {
        (Some(l), Some(c)) => format!(":{l}:{c}"),
        _ => String::new(),
    }
}

/// Converts byte spans into line/column for error messages.
pub struct Locator<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl Locator<'_> {
    pub fn error(
        &self,
        span: Option<std::ops::Range<usize>>,
        key: impl Into<String>,
        message: impl Into<String>,
    ) -> ScenarioError {
        let (line, col) = match span {
            Some(s) => {
                let (l, c) = warpsim_isa::diag::line_col(self.text, s.start);
                (Some(l as usize), Some(c as usize))
            }
            None => (None, None),
        };
        ScenarioError { file: self.file.to_string(), line, col, key: key.into(), message: message.into() }
    }
}

/// A buffer with its sizes resolved.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferSpec {
    pub name: String,
    pub elem: Elem,
    /// Total elements (rows x row_len for 2-D buffers).
    pub len: usize,
    /// (rows, elements per row) for 2-D buffers.
    pub shape2d: Option<(usize, usize)>,
    pub pitched: bool,
    pub init: Init,
    pub pinned: bool,
}

/// A launch argument, resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A device buffer's address.
    Buffer(String),
    Value(Value),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Copy {
        from: String,
        to: String,
        bytes: Option<u64>,
        from_offset: u64,
        to_offset: u64,
        stream: u32,
        is_async: bool,
    },
    Launch {
        kernel: String,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        args: Vec<(Arg, String)>,
        stream: u32,
    },
    /// Wait for the device (`None`) or one stream.
    Sync {
        stream: Option<u32>,
    },
    Record {
        event: String,
        stream: u32,
    },
    /// The stream waits for the event (cudaStreamWaitEvent).
    WaitEvent {
        event: String,
        stream: u32,
    },
    /// The host waits for the event (cudaEventSynchronize).
    EventSync {
        event: String,
    },
    /// The host asks whether the event has completed (cudaEventQuery).
    Query {
        event: String,
    },
    /// Milliseconds between two events (cudaEventElapsedTime).
    Elapsed {
        start: String,
        end: String,
    },
    /// The host computes for this many microseconds.
    HostWork {
        us: f64,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Output {
    pub buffer: String,
    pub save: Option<String>,
    pub print: Option<usize>,
}

/// A scenario with every expression evaluated and its kernels assembled, ready to run.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub path: PathBuf,
    pub description: Option<String>,
    pub kernel_files: Vec<PathBuf>,
    pub params: BTreeMap<String, Value>,
    pub host: Vec<BufferSpec>,
    pub device: Vec<BufferSpec>,
    pub steps: Vec<Step>,
    pub outputs: Vec<Output>,
    /// The assembled kernel files, in `kernels` order.
    pub programs: Vec<warpsim_isa::Program>,
    /// Bytes pitched buffers' rows are padded to (the GPU's `memory.pitch_alignment`; the
    /// `NAME.pitch` values were computed with it).
    pub pitch_align: u64,
}

/// The scenario file a path names: the path itself, or for a directory (`programs/vector_add`)
/// the `scenario.toml` in it, as the ported programs are laid out.
pub fn scenario_file(path: &Path) -> Result<std::path::PathBuf, ScenarioError> {
    if !path.is_dir() {
        return Ok(path.to_path_buf());
    }
    let file = path.join("scenario.toml");
    if file.is_file() {
        return Ok(file);
    }
    let mut tomls: Vec<String> = std::fs::read_dir(path)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".toml"))
                .collect()
        })
        .unwrap_or_default();
    tomls.sort();
    let listed = if tomls.is_empty() { "none".to_string() } else { tomls.join(", ") };
    Err(ScenarioError {
        file: path.display().to_string(),
        line: None,
        col: None,
        key: "(file)".into(),
        message: format!("a directory without a scenario.toml (its .toml files: {listed}); name the scenario file"),
    })
}

/// Reads a scenario file and applies `--set name=value` overrides.
pub fn load(path: &Path) -> Result<(RawScenario, String), ScenarioError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| ScenarioError {
        file: file.clone(),
        line: None,
        col: None,
        key: "(file)".into(),
        message: format!("cannot read: {e}"),
    })?;
    let raw: RawScenario = toml::from_str(&text).map_err(|e| {
        let loc = Locator { file: &file, text: &text };
        let (key, mut message) = crate::config::toml_error::describe(&text, &e);
        if text.lines().any(|l| l.trim_start().starts_with(".kernel")) {
            // A kernel file given where a scenario belongs (`warpsim run kernel.asm`).
            message.push_str(
                " (this looks like a kernel file: `run` and `sweep` take a scenario, a TOML file whose \
                 `kernels` names the kernel files and whose `steps` launch them (docs/SCENARIOS.md); \
                 `warpsim check` assembles a kernel file alone)",
            );
        }
        loc.error(e.span(), key, message)
    })?;
    Ok((raw, text))
}

/// Evaluates a `Num` against the variables.
pub fn eval_num(n: &Spanned<Num>, vars: &Vars, loc: &Locator, key: &str) -> Result<Value, ScenarioError> {
    match n.get_ref() {
        Num::Int(i) => Ok(Value::Int(*i)),
        Num::Float(f) => Ok(Value::Float(*f)),
        Num::Expr(text) => expr::eval(text, vars).map_err(|e| {
            // Point inside the string: +1 for the opening quote.
            let start = n.span().start + 1 + e.column;
            loc.error(Some(start..start + 1), key, format!("in `{}`: {}", expr::excerpt(text, e.column), e.message))
        }),
    }
}

/// Evaluates a `Num` that must be a non-negative integer.
pub fn eval_count(n: &Spanned<Num>, vars: &Vars, loc: &Locator, key: &str) -> Result<u64, ScenarioError> {
    match eval_num(n, vars, loc, key)? {
        Value::Int(i) if i >= 0 => Ok(i as u64),
        v => Err(loc.error(Some(n.span()), key, format!("must be a non-negative integer, got {v}"))),
    }
}

fn toml_value(v: &toml::Value) -> Option<Value> {
    match v {
        toml::Value::Integer(i) => Some(Value::Int(*i)),
        toml::Value::Float(f) => Some(Value::Float(*f)),
        _ => None,
    }
}

/// Parses an override value: an integer, a float, or an expression over the other parameters;
/// an error names the value (cut around its column where it is long) and the column.
fn override_value(name: &str, text: &str, vars: &Vars) -> Result<Value, (String, String)> {
    expr::eval(text, vars).map_err(|e| {
        let key = format!("--set {name}={}", expr::excerpt(text, e.column));
        let at = if text.chars().count() > 1 {
            format!(" (at column {} of the value)", e.column + 1)
        } else {
            String::new()
        };
        (key, format!("{}{at}", e.message))
    })
}

impl Scenario {
    /// Resolves a scenario from TOML text, for library users driving warpsim from Rust: `name`
    /// appears in error messages and `base` is where relative paths (kernel files, `.npy` inputs)
    /// are looked up. Streams, events, copies and launches behave exactly as from a file.
    ///
    /// ```no_run
    /// use warpsim_emulator::host::{run, RunOptions, Scenario};
    /// let toml = r#"
    ///     kernels = "programs/staged_copy/staged.asm"
    ///     [host]
    ///     h = { type = "f32", len = 1024, init = "iota", pinned = true }
    ///     [device]
    ///     d = { type = "f32", len = 1024 }
    ///     [[steps]]
    ///     copy = { from = "h", to = "d", async = true, stream = 1 }
    ///     [[steps]]
    ///     launch = "work"
    ///     grid = 4
    ///     block = 256
    ///     args = ["d", 0, 8]
    ///     stream = 1
    /// "#;
    /// let s = Scenario::from_toml_str("inline", toml, std::path::Path::new("."), &[]).unwrap();
    /// let gpu = warpsim_emulator::config::GpuConfig::load("hopper").unwrap();
    /// let report = run(&s, &RunOptions::timed(&gpu, warpsim_emulator::timing::SchedulerKind::Gto)).unwrap();
    /// println!("{} us", report.timeline.unwrap().elapsed_us);
    /// ```
    pub fn from_toml_str(
        name: &str,
        text: &str,
        base: &Path,
        overrides: &[(String, String)],
    ) -> Result<Scenario, ScenarioError> {
        let loc = Locator { file: name, text };
        let raw: RawScenario = toml::from_str(text).map_err(|e| {
            let (key, message) = crate::config::toml_error::describe(text, &e);
            loc.error(e.span(), key, message)
        })?;
        super::resolve::resolve(raw, &loc, base, Path::new(name), overrides, super::resolve::PITCH_ALIGN)
    }

    /// Loads, resolves and validates a scenario file (pitched rows padded to 512 bytes, as on
    /// cc 2.0 and later: use `from_file_for` to follow a GPU's `memory.pitch_alignment`).
    pub fn from_file(path: &Path, overrides: &[(String, String)]) -> Result<Scenario, ScenarioError> {
        Self::resolve_file(path, overrides, super::resolve::PITCH_ALIGN)
    }

    /// As `from_file`, for running on `gpu`: pitched buffers (and their `NAME.pitch`) follow
    /// its `memory.pitch_alignment`, as cudaMallocPitch does on that part.
    pub fn from_file_for(
        path: &Path,
        overrides: &[(String, String)],
        gpu: &crate::config::GpuConfig,
    ) -> Result<Scenario, ScenarioError> {
        Self::resolve_file(path, overrides, gpu.memory.pitch_alignment as u64)
    }

    fn resolve_file(path: &Path, overrides: &[(String, String)], pitch_align: u64) -> Result<Scenario, ScenarioError> {
        let path = &scenario_file(path)?;
        let (raw, text) = load(path)?;
        let file = path.display().to_string();
        let loc = Locator { file: &file, text: &text };
        let base = path.parent().unwrap_or(Path::new("."));
        super::resolve::resolve(raw, &loc, base, path, overrides, pitch_align)
    }
}

pub(super) fn params(
    raw: &BTreeMap<String, Spanned<toml::Value>>,
    overrides: &[(String, String)],
    loc: &Locator,
) -> Result<Vars, ScenarioError> {
    let mut vars = Vars::new();
    for (name, v) in raw {
        let value = toml_value(v.get_ref())
            .ok_or_else(|| loc.error(Some(v.span()), format!("params.{name}"), "a parameter must be a number"))?;
        vars.insert(name.clone(), value);
    }
    for (name, text) in overrides {
        if !vars.contains_key(name) {
            let known: Vec<&str> = raw.keys().map(String::as_str).collect();
            let hint = crate::config::hint(name, &known);
            return Err(loc.error(
                None,
                format!("--set {name}"),
                format!("no parameter `{name}` in this scenario ({hint}parameters: {})", known.join(", ")),
            ));
        }
        let value = override_value(name, text, &vars).map_err(|(key, m)| loc.error(None, key, m))?;
        vars.insert(name.clone(), value);
    }
    Ok(vars)
}

pub(super) fn elem(s: &Spanned<String>, loc: &Locator, key: &str) -> Result<Elem, ScenarioError> {
    Elem::from_name(s.get_ref()).ok_or_else(|| {
        let names: Vec<&str> = Elem::ALL.iter().map(|e| e.name()).collect();
        let hint = crate::config::hint(s.get_ref(), &names);
        loc.error(
            Some(s.span()),
            key,
            format!("unknown element type `{}` ({hint}types: {})", s.get_ref(), names.join(", ")),
        )
    })
}
