//! Turning a parsed scenario into a runnable one: evaluating expressions, assembling kernels,
//! and checking every name and launch against them, with errors that point at the TOML key.

use super::data::Init;
use super::expr::{Value, Vars};
use super::scenario::*;
use std::collections::BTreeMap;
use std::path::Path;
use toml::Spanned;
use warpsim_isa::ParamType;

/// Pitch alignment of pitched allocations (cudaMallocPitch rounds rows to this many bytes) when
/// no GPU is named: 512, as on cc 2.0 and later (each preset's `memory.pitch_alignment`).
pub const PITCH_ALIGN: u64 = 512;

/// Resolves `raw`; pitched buffers' rows are padded to `pitch_align` bytes.
pub fn resolve(
    raw: RawScenario,
    loc: &Locator,
    base: &Path,
    path: &Path,
    overrides: &[(String, String)],
    pitch_align: u64,
) -> Result<Scenario, ScenarioError> {
    let mut vars = params(&raw.params, overrides, loc)?;
    let param_values: BTreeMap<String, Value> = vars.clone();

    let files = match &raw.kernels {
        KernelFiles::One(f) => vec![f.clone()],
        KernelFiles::Many(v) => v.clone(),
    };
    let mut programs = Vec::new();
    let mut kernel_files = Vec::new();
    for f in &files {
        let p = base.join(f);
        let src = std::fs::read_to_string(&p)
            .map_err(|e| loc.error(None, "kernels", format!("cannot read {}: {e}", p.display())))?;
        let prog = warpsim_isa::assemble(&p.display().to_string(), &src)
            .map_err(|e| loc.error(None, "kernels", format!("{f} does not assemble:\n{e}")))?;
        programs.push(prog);
        kernel_files.push(p);
    }

    let mut host = Vec::new();
    for (name, b) in &raw.host {
        let spec = buffer(name, b, &vars, loc, base, "host")?;
        if b.pitched {
            return Err(loc.error(None, format!("host.{name}.pitched"), "only device buffers are pitched"));
        }
        host.push(spec);
    }
    let mut device = Vec::new();
    for (name, b) in &raw.device {
        if raw.host.contains_key(name) {
            return Err(loc.error(
                Some(b.elem.span()),
                format!("device.{name}"),
                format!("`{name}` is also a host buffer; names must be unique"),
            ));
        }
        if b.pinned {
            return Err(loc.error(None, format!("device.{name}.pinned"), "`pinned` applies to host buffers"));
        }
        let spec = buffer(name, b, &vars, loc, base, "device")?;
        if b.pitched && spec.shape2d.is_none() {
            return Err(loc.error(
                Some(b.elem.span()),
                format!("device.{name}.pitched"),
                "a pitched buffer needs `rows` and `row_len`",
            ));
        }
        device.push(spec);
    }
    for b in host.iter().chain(&device) {
        vars.insert(format!("{}.len", b.name), Value::Int(b.len as i64));
        vars.insert(format!("{}.bytes", b.name), Value::Int((b.len * b.elem.bytes()) as i64));
        if let Some((_, row_len)) = b.shape2d {
            let row_bytes = (row_len * b.elem.bytes()) as u64;
            let pitch = if b.pitched { row_bytes.max(1).next_multiple_of(pitch_align) } else { row_bytes };
            vars.insert(format!("{}.pitch", b.name), Value::Int(pitch as i64));
        }
    }
    // By hash: a scenario may name thousands of buffers in thousands of steps.
    let device_names: std::collections::HashSet<&str> = device.iter().map(|b| b.name.as_str()).collect();
    let host_names: std::collections::HashSet<&str> = host.iter().map(|b| b.name.as_str()).collect();
    let is_device = |n: &str| device_names.contains(n);
    let is_host = |n: &str| host_names.contains(n);
    // In file order, for the nearest name in an error.
    let names: Vec<&str> = host.iter().chain(&device).map(|b| b.name.as_str()).collect();
    let device_list: Vec<&str> = device.iter().map(|b| b.name.as_str()).collect();

    let mut steps = Vec::new();
    let mut recorded = std::collections::BTreeSet::new();
    // Kernels by name, the first file's where two have one (a scenario may launch thousands
    // of times from files of thousands of kernels).
    let mut kernels = std::collections::HashMap::new();
    for k in programs.iter().flat_map(|p| &p.module.kernels) {
        kernels.entry(k.name.as_str()).or_insert(k);
    }
    let ctx = StepCtx {
        loc,
        programs: &programs,
        kernels: &kernels,
        is_device: &is_device,
        is_host: &is_host,
        names: &names,
        device_names: &device_list,
    };
    resolve_steps(&raw.steps, "steps", &mut vars, &ctx, &mut recorded, &mut steps)?;

    let mut outputs = Vec::new();
    for (i, o) in raw.outputs.iter().enumerate() {
        let name = o.buffer.get_ref();
        if !is_device(name) && !is_host(name) {
            return Err(loc.error(Some(o.buffer.span()), format!("outputs[{i}].buffer"), no_buffer(name, &names)));
        }
        outputs.push(Output { buffer: name.clone(), save: o.save.clone(), print: o.print });
    }

    Ok(Scenario {
        path: path.to_path_buf(),
        description: raw.description,
        kernel_files,
        params: param_values,
        host,
        device,
        steps,
        outputs,
        programs,
        pitch_align,
    })
}

fn buffer(
    name: &str,
    b: &RawBuffer,
    vars: &Vars,
    loc: &Locator,
    base: &Path,
    side: &str,
) -> Result<BufferSpec, ScenarioError> {
    let key = format!("{side}.{name}");
    let elem = elem(&b.elem, loc, &format!("{key}.type"))?;
    let (len, shape2d) = match (&b.len, &b.rows, &b.row_len) {
        (Some(len), None, None) => (eval_count(len, vars, loc, &format!("{key}.len"))? as usize, None),
        (None, Some(rows), Some(row_len)) => {
            let r = eval_count(rows, vars, loc, &format!("{key}.rows"))? as usize;
            let c = eval_count(row_len, vars, loc, &format!("{key}.row_len"))? as usize;
            // Saturating: a product past u64 is refused below like any other too-large buffer.
            (r.saturating_mul(c), Some((r, c)))
        }
        _ => return Err(loc.error(Some(b.elem.span()), key, "give either `len`, or `rows` and `row_len`")),
    };
    if (len as u64).saturating_mul(elem.bytes() as u64) > 1 << 40 {
        return Err(loc.error(Some(b.elem.span()), key, format!("{len} elements is more than warpsim will allocate")));
    }
    let init = match &b.init {
        None => Init::Zeros,
        Some(i) => init(i, loc, base, &format!("{key}.init"))?,
    };
    Ok(BufferSpec { name: name.to_string(), elem, len, shape2d, pitched: b.pitched, init, pinned: b.pinned })
}

fn init(i: &Spanned<RawInit>, loc: &Locator, base: &Path, key: &str) -> Result<Init, ScenarioError> {
    let bad = |m: &str| loc.error(Some(i.span()), key, m.to_string());
    match i.get_ref() {
        RawInit::Word(w) if w == "zeros" => Ok(Init::Zeros),
        RawInit::Word(w) if w == "iota" => Ok(Init::Iota),
        RawInit::Word(w) => Err(bad(&format!("unknown init `{w}`: use \"zeros\", \"iota\", {{ constant = V }}, {{ random = {{ seed = S, min = A, max = B }} }} or {{ file = \"x.npy\" }}"))),
        RawInit::Table(t) => match (t.constant, &t.random, &t.file) {
            (Some(c), None, None) => Ok(Init::Constant(c)),
            (None, Some(r), None) if r.min <= r.max => Ok(Init::Random { seed: r.seed, min: r.min, max: r.max }),
            (None, Some(_), None) => Err(bad("random: `min` must not exceed `max`")),
            (None, None, Some(f)) => Ok(Init::File(base.join(f))),
            _ => Err(bad("give exactly one of `constant`, `random` or `file`")),
        },
    }
}

fn dims(d: &Option<Spanned<toml::Value>>, vars: &Vars, loc: &Locator, key: &str) -> Result<[u32; 3], ScenarioError> {
    let Some(d) = d else { return Err(loc.error(None, key, "missing (a number, an expression, or [x, y, z])")) };
    let span = d.span();
    let values: Vec<&toml::Value> = match d.get_ref() {
        toml::Value::Array(items) => items.iter().collect(),
        one => vec![one],
    };
    if values.is_empty() || values.len() > 3 {
        return Err(loc.error(Some(span.clone()), key, "give 1 to 3 dimensions"));
    }
    let mut items = Vec::new();
    for v in values {
        let n = Num::from_toml(v)
            .ok_or_else(|| loc.error(Some(span.clone()), key, "a dimension is a number or an expression"))?;
        // Array elements carry no span of their own; point at the whole value.
        items.push(Spanned::new(span.clone(), n));
    }
    let mut out = [1u32; 3];
    for (i, n) in items.iter().enumerate() {
        let v = eval_count(n, vars, loc, key)?;
        out[i] = u32::try_from(v)
            .map_err(|_| loc.error(Some(n.span()), key, format!("{v} is too large for a launch dimension")))?;
    }
    Ok(out)
}

fn launch(key: &str, k: &Spanned<String>, s: &RawStep, vars: &Vars, ctx: &StepCtx) -> Result<Step, ScenarioError> {
    let StepCtx { loc, programs, kernels, is_device, .. } = *ctx;
    let name = k.get_ref();
    let kernel = kernels.get(name.as_str()).copied().ok_or_else(|| {
        let known: Vec<&str> = programs.iter().flat_map(|p| p.module.kernels.iter().map(|k| k.name.as_str())).collect();
        let hint = crate::config::hint(name, &known);
        loc.error(
            Some(k.span()),
            format!("{key}.launch"),
            format!("no kernel `{name}` in the kernel files ({hint}kernels: {})", known.join(", ")),
        )
    })?;
    let grid = dims(&s.grid, vars, loc, &format!("{key}.grid"))?;
    let block = dims(&s.block, vars, loc, &format!("{key}.block"))?;
    let shared = match &s.shared {
        Some(n) => u32::try_from(eval_count(n, vars, loc, &format!("{key}.shared"))?)
            .map_err(|_| loc.error(Some(n.span()), format!("{key}.shared"), "too large"))?,
        None => 0,
    };
    let empty = Vec::new();
    let args_raw = s.args.as_ref().map(|a| a.get_ref()).unwrap_or(&empty);
    if args_raw.len() != kernel.params.len() {
        let names: Vec<&str> = kernel.params.iter().map(|p| p.name.as_str()).collect();
        let span = s.args.as_ref().map(|a| a.span()).or(Some(k.span()));
        return Err(loc.error(
            span,
            format!("{key}.args"),
            format!("`{name}` takes {} arguments ({}), got {}", kernel.params.len(), names.join(", "), args_raw.len()),
        ));
    }
    let mut args = Vec::new();
    for (i, (a, p)) in args_raw.iter().zip(&kernel.params).enumerate() {
        let akey = format!("{key}.args[{i}]");
        let arg = match (p.ty, a.get_ref()) {
            (ParamType::Ptr, toml::Value::String(b)) if is_device(b) => Arg::Buffer(b.clone()),
            (ParamType::Ptr, v) => {
                let hint = match v {
                    toml::Value::String(b) => crate::config::hint_after(b, ctx.device_names),
                    _ => String::new(),
                };
                return Err(loc.error(
                    Some(a.span()),
                    akey,
                    format!("parameter `{}` is a pointer: pass the name of a device buffer{hint}", p.name),
                ));
            }
            (ParamType::Scalar(_), toml::Value::String(b)) if is_device(b) => {
                return Err(loc.error(
                    Some(a.span()),
                    akey,
                    format!("parameter `{}` is a {}, not a pointer", p.name, p.ty.word()),
                ));
            }
            (ParamType::Scalar(t), v) => {
                let n = match v {
                    toml::Value::Integer(i) => Num::Int(*i),
                    toml::Value::Float(f) => Num::Float(*f),
                    toml::Value::String(s) => Num::Expr(s.clone()),
                    _ => {
                        return Err(loc.error(
                            Some(a.span()),
                            akey,
                            "an argument is a number, an expression or a device buffer name",
                        ))
                    }
                };
                let value = eval_num(&Spanned::new(a.span(), n), vars, loc, &akey)?;
                if !t.is_float() && value.as_int().is_none() {
                    return Err(loc.error(
                        Some(a.span()),
                        akey,
                        format!("parameter `{}` is .{t}, but the value {value} is not an integer", p.name),
                    ));
                }
                Arg::Value(value)
            }
        };
        args.push((arg, p.name.clone()));
    }
    let stream = stream_of(&s.stream, vars, loc, &format!("{key}.stream"))?;
    Ok(Step::Launch { kernel: name.clone(), grid, block, shared, args, stream })
}

/// An event name that an earlier step recorded.
fn known_event(
    ev: &Spanned<String>,
    recorded: &std::collections::BTreeSet<String>,
    loc: &Locator,
    key: &str,
) -> Result<String, ScenarioError> {
    let name = ev.get_ref();
    if recorded.contains(name) {
        return Ok(name.clone());
    }
    let known: Vec<&str> = recorded.iter().map(String::as_str).collect();
    let hint = if known.is_empty() {
        "no event is recorded before this step".to_string()
    } else {
        format!("recorded so far: {}", known.join(", "))
    };
    Err(loc.error(Some(ev.span()), key, format!("event `{name}` is not recorded by an earlier step ({hint})")))
}

struct StepCtx<'c> {
    loc: &'c Locator<'c>,
    programs: &'c [warpsim_isa::Program],
    kernels: &'c std::collections::HashMap<&'c str, &'c warpsim_isa::Kernel>,
    is_device: &'c dyn Fn(&str) -> bool,
    is_host: &'c dyn Fn(&str) -> bool,
    /// Every buffer's name, and the device buffers' (for the nearest name in an error).
    names: &'c [&'c str],
    device_names: &'c [&'c str],
}

/// "no buffer named `x`", with the nearest of `names` where one is close.
fn no_buffer(name: &str, names: &[&str]) -> String {
    format!("no buffer named `{name}`{}", crate::config::hint_after(name, names))
}

/// The most steps a scenario may expand to (through `repeat`).
const MAX_STEPS: usize = 1 << 20;

fn stream_of(n: &Option<Spanned<Num>>, vars: &Vars, loc: &Locator, key: &str) -> Result<u32, ScenarioError> {
    match n {
        None => Ok(0),
        Some(n) => {
            let v = eval_count(n, vars, loc, key)?;
            u32::try_from(v).map_err(|_| loc.error(Some(n.span()), key, format!("stream {v} is too large")))
        }
    }
}

fn resolve_steps(
    raw: &[RawStep],
    prefix: &str,
    vars_mut: &mut Vars,
    ctx: &StepCtx,
    recorded: &mut std::collections::BTreeSet<String>,
    steps: &mut Vec<Step>,
) -> Result<(), ScenarioError> {
    let StepCtx { loc, is_device, is_host, .. } = *ctx;
    for (i, s) in raw.iter().enumerate() {
        let key = format!("{prefix}[{i}]");
        if let Some(count) = &s.repeat {
            let n = eval_count(count, vars_mut, loc, &format!("{key}.repeat"))?;
            let Some(inner) = &s.steps else {
                return Err(loc.error(Some(count.span()), key, "a `repeat` step needs `steps = [ ... ]`"));
            };
            let others = s.copy.is_some() || s.launch.is_some() || s.sync.is_some() || s.record.is_some();
            if others || s.stream.is_some() {
                return Err(loc.error(Some(count.span()), key, "a `repeat` step holds only `as` and `steps`"));
            }
            if (n as usize).saturating_mul(inner.len()).saturating_add(steps.len()) > MAX_STEPS {
                let k = format!("{key}.repeat");
                return Err(loc.error(Some(count.span()), k, format!("expands to more than {MAX_STEPS} steps")));
            }
            let var = s.var.clone().unwrap_or_else(|| "i".to_string());
            let saved = vars_mut.get(&var).cloned();
            for k in 0..n {
                vars_mut.insert(var.clone(), Value::Int(k as i64));
                resolve_steps(inner, &format!("{key}.steps"), vars_mut, ctx, recorded, steps)?;
            }
            match saved {
                Some(v) => vars_mut.insert(var, v),
                None => vars_mut.remove(&var),
            };
            continue;
        }
        if s.steps.is_some() || s.var.is_some() {
            return Err(loc.error(None, key, "`steps` and `as` belong to a `repeat` step"));
        }
        let vars: &Vars = vars_mut;
        let kinds = [
            s.copy.is_some(),
            s.launch.is_some(),
            s.sync.is_some(),
            s.record.is_some(),
            s.wait_event.is_some(),
            s.event_sync.is_some(),
            s.query.is_some(),
            s.elapsed.is_some(),
            s.host_work.is_some(),
        ];
        if kinds.iter().filter(|k| **k).count() != 1 {
            return Err(loc.error(
                None,
                key,
                "a step has exactly one of `copy`, `launch`, `sync`, `record`, `wait_event`, `event_sync`, \
                 `query`, `elapsed` or `host_work`",
            ));
        }
        let takes_stream = s.launch.is_some() || s.record.is_some() || s.wait_event.is_some() || s.copy.is_some();
        if s.stream.is_some() && !takes_stream {
            return Err(loc.error(
                None,
                format!("{key}.stream"),
                "`stream` belongs to a launch, record or wait_event step",
            ));
        }
        let launch_only = s.grid.is_some() || s.block.is_some() || s.shared.is_some() || s.args.is_some();
        if s.launch.is_none() && launch_only {
            return Err(loc.error(None, key, "`grid`, `block`, `shared` and `args` belong to a `launch` step"));
        }
        if let Some(c) = &s.copy {
            for (end, what) in [(&c.from, "from"), (&c.to, "to")] {
                if !is_device(end.get_ref()) && !is_host(end.get_ref()) {
                    return Err(loc.error(
                        Some(end.span()),
                        format!("{key}.copy.{what}"),
                        no_buffer(end.get_ref(), ctx.names),
                    ));
                }
            }
            if is_host(c.from.get_ref()) && is_host(c.to.get_ref()) {
                return Err(loc.error(
                    Some(c.from.span()),
                    format!("{key}.copy"),
                    "a copy needs a device buffer at one end at least",
                ));
            }
            let bytes = c.bytes.as_ref().map(|b| eval_count(b, vars, loc, &format!("{key}.copy.bytes"))).transpose()?;
            let stream = stream_of(&c.stream, vars, loc, &format!("{key}.copy.stream"))?;
            let offset = |o: &Option<Spanned<Num>>, what: &str| -> Result<u64, ScenarioError> {
                o.as_ref()
                    .map(|o| eval_count(o, vars, loc, &format!("{key}.copy.{what}")))
                    .transpose()
                    .map(|v| v.unwrap_or(0))
            };
            let (from_offset, to_offset) = (offset(&c.from_offset, "from_offset")?, offset(&c.to_offset, "to_offset")?);
            if (from_offset > 0 || to_offset > 0) && bytes.is_none() {
                return Err(loc.error(
                    Some(c.from.span()),
                    format!("{key}.copy.bytes"),
                    "a copy with an offset needs `bytes`",
                ));
            }
            if !c.is_async && stream != 0 {
                return Err(loc.error(
                    None,
                    format!("{key}.copy.stream"),
                    "a synchronous copy (cudaMemcpy) runs on the default stream: add `async = true` to use another stream",
                ));
            }
            if s.stream.is_some() {
                return Err(loc.error(
                    None,
                    format!("{key}.stream"),
                    "write the stream inside the copy: copy = { from = .., to = .., stream = 1 }",
                ));
            }
            steps.push(Step::Copy {
                from: c.from.get_ref().clone(),
                to: c.to.get_ref().clone(),
                bytes,
                from_offset,
                to_offset,
                stream,
                is_async: c.is_async,
            });
        } else if let Some(k) = &s.launch {
            steps.push(launch(&key, k, s, vars, ctx)?);
        } else if let Some(sync) = &s.sync {
            let stream = match sync.get_ref() {
                toml::Value::String(w) if w == "device" => None,
                toml::Value::Integer(n) if *n >= 0 => Some(*n as u32),
                _ => {
                    return Err(loc.error(
                        Some(sync.span()),
                        format!("{key}.sync"),
                        "write `sync = \"device\"` or `sync = STREAM`",
                    ))
                }
            };
            steps.push(Step::Sync { stream });
        } else if let Some(ev) = &s.record {
            recorded.insert(ev.get_ref().clone());
            let stream = stream_of(&s.stream, vars, loc, &format!("{key}.stream"))?;
            steps.push(Step::Record { event: ev.get_ref().clone(), stream });
        } else if let Some(ev) = &s.wait_event {
            let event = known_event(ev, recorded, loc, &format!("{key}.wait_event"))?;
            let stream = stream_of(&s.stream, vars, loc, &format!("{key}.stream"))?;
            steps.push(Step::WaitEvent { event, stream });
        } else if let Some(ev) = &s.event_sync {
            steps.push(Step::EventSync { event: known_event(ev, recorded, loc, &format!("{key}.event_sync"))? });
        } else if let Some(ev) = &s.query {
            steps.push(Step::Query { event: known_event(ev, recorded, loc, &format!("{key}.query"))? });
        } else if let Some(pair) = &s.elapsed {
            let k = format!("{key}.elapsed");
            let [a, b] = pair.get_ref().as_slice() else {
                return Err(loc.error(Some(pair.span()), k, "write `elapsed = [\"START\", \"END\"]`"));
            };
            for ev in [a, b] {
                known_event(&Spanned::new(pair.span(), ev.clone()), recorded, loc, &k)?;
            }
            steps.push(Step::Elapsed { start: a.clone(), end: b.clone() });
        } else if let Some(us) = &s.host_work {
            let k = format!("{key}.host_work");
            let v = eval_num(us, vars, loc, &k)?.as_f64();
            if !(v >= 0.0 && v.is_finite()) {
                return Err(loc.error(
                    Some(us.span()),
                    k,
                    format!("microseconds must be a non-negative number, got {v}"),
                ));
            }
            steps.push(Step::HostWork { us: v });
        }
    }
    Ok(())
}
