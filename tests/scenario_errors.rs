//! Scenario mistakes get errors that name the file, the TOML key and the line and column.

use std::path::PathBuf;
use warpsim_emulator::host::Scenario;

fn write(name: &str, toml: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("warpsim-scen-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/programs/vector_add/vector_add.asm"), dir.join("k.asm"))
        .unwrap();
    let path = dir.join("scenario.toml");
    std::fs::write(&path, toml).unwrap();
    path
}

fn error(name: &str, toml: &str, sets: &[(&str, &str)]) -> String {
    let path = write(name, toml);
    let sets: Vec<(String, String)> = sets.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Scenario::from_file(&path, &sets).expect_err("an error").to_string()
}

const BASE: &str = r#"kernels = "k.asm"
[params]
n = 100
[device.a]
type = "f32"
len = "n"
[device.b]
type = "f32"
len = "n"
[device.c]
type = "f32"
len = "n"
"#;

#[test]
fn unknown_keys_are_rejected() {
    let msg = error(
        "typo",
        &format!("{BASE}[[steps]]\nlaunch = \"vecAdd\"\ngrdi = 1\nblock = 32\nargs = [\"a\", \"b\", \"c\", \"n\"]\n"),
        &[],
    );
    assert!(
        msg.contains("scenario.toml:15:1: steps[0].grdi: unknown field `grdi` (did you mean `grid`?), expected one of"),
        "{msg}"
    );
    // In an inline table, under the second step: the key's path, counted as the other errors
    // count steps.
    let msg = error(
        "inline",
        &format!("{BASE}[[steps]]\nsync = \"device\"\n[[steps]]\ncopy = {{ from = \"a\", too = \"b\" }}\n"),
        &[],
    );
    assert!(msg.contains("scenario.toml:16:22: steps[1].copy.too: unknown field `too` (did you mean `to`?)"), "{msg}");
    // A top-level key, and nothing close: no hint.
    let msg = error("top", &format!("kernel = \"k.asm\"\n{}", &BASE[BASE.find('\n').unwrap() + 1..]), &[]);
    assert!(msg.contains("scenario.toml:1:1: kernel: unknown field `kernel` (did you mean `kernels`?)"), "{msg}");
    let msg = error("far", &format!("{BASE}[[steps]]\nzzzzzz = 1\n"), &[]);
    assert!(msg.contains("steps[0].zzzzzz: unknown field `zzzzzz`, expected one of"), "{msg}");
}

#[test]
fn expression_errors_point_inside_the_string() {
    let msg = error("expr", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"n + m\"\n"), &[]);
    assert!(msg.contains("scenario.toml:15:12: host.h.len: in `n + m`: unknown name `m` (known: n)"), "{msg}");
    let msg = error("expr2", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"nn\"\n"), &[]);
    assert!(msg.contains("host.h.len: in `nn`: unknown name `nn` (did you mean `n`?; known: n)"), "{msg}");
    let msg = error("expr4", &format!("{BASE}[[steps]]\nlaunch = \"vecAdd\"\ngrid = \"a.lne\"\nblock = 32\n"), &[]);
    assert!(
        msg.contains("steps[0].grid: in `a.lne`: unknown name `a.lne` (did you mean `a.len`?; known: a.bytes"),
        "{msg}"
    );
    let msg = error("expr3", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"ceil_dvi(n, 4)\"\n"), &[]);
    assert!(
        msg.contains("unknown function `ceil_dvi` (did you mean `ceil_div`?; functions: ceil_div, align_up, min, max)"),
        "{msg}"
    );
}

#[test]
fn deeply_nested_expressions_are_errors_not_stack_overflows() {
    // 100,000 parentheses overflowed the parser's stack (an abort, not an error) before.
    let deep = format!("{}n{}", "(".repeat(100_000), ")".repeat(100_000));
    let msg = error("deep", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"{deep}\"\n"), &[]);
    // The column is the 257th parenthesis's (7 for `len = "`, then 256 before it); the
    // expression is cut around it.
    let cut = format!("...{}...", "(".repeat(48));
    assert!(msg.contains(&format!("scenario.toml:15:264: host.h.len: in `{cut}`: nested more than 256 deep")), "{msg}");
    assert!(msg.len() < 200, "{msg}");
    let msg = error("deep-set", BASE, &[("n", &deep)]);
    assert!(msg.contains(&format!("--set n={cut}: nested more than 256 deep (at column 257 of the value)")), "{msg}");
    // At the bound it evaluates.
    let ok = format!("{}n{}", "(".repeat(256), ")".repeat(256));
    let path = write("deep-ok", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"{ok}\"\n"));
    Scenario::from_file(&path, &[("n".to_string(), ok.replace('n', "7"))]).expect("256 levels evaluate");
}

#[test]
fn launch_arguments_are_checked_against_the_kernel() {
    let msg = error(
        "argc",
        &format!("{BASE}[[steps]]\nlaunch = \"vecAdd\"\ngrid = 1\nblock = 32\nargs = [\"a\", \"b\", \"c\"]\n"),
        &[],
    );
    assert!(msg.contains("steps[0].args: `vecAdd` takes 4 arguments (a, b, c, n), got 3"), "{msg}");
    let msg = error(
        "argty",
        &format!("{BASE}[[steps]]\nlaunch = \"vecAdd\"\ngrid = 1\nblock = 32\nargs = [\"a\", \"b\", \"n\", \"n\"]\n"),
        &[],
    );
    assert!(msg.ends_with("steps[0].args[2]: parameter `c` is a pointer: pass the name of a device buffer"), "{msg}");
    let msg = error(
        "argname",
        &format!("{BASE}[[steps]]\nlaunch = \"vecAdd\"\ngrid = 1\nblock = 32\nargs = [\"a\", \"bb\", \"c\", \"n\"]\n"),
        &[],
    );
    assert!(
        msg.contains(
            "steps[0].args[1]: parameter `b` is a pointer: pass the name of a device buffer (did you mean `b`?)"
        ),
        "{msg}"
    );
    let msg = error("kname", &format!("{BASE}[[steps]]\nlaunch = \"vecAd\"\ngrid = 1\nblock = 32\nargs = []\n"), &[]);
    assert!(
        msg.contains("scenario.toml:14:10: steps[0].launch: no kernel `vecAd` in the kernel files (did you mean `vecAdd`?; kernels: vecAdd)"),
        "{msg}"
    );
}

#[test]
fn unknown_buffers_and_bad_steps() {
    let msg = error("buf", &format!("{BASE}[[steps]]\ncopy = {{ from = \"a\", to = \"zz\" }}\n"), &[]);
    assert!(msg.ends_with("steps[0].copy.to: no buffer named `zz`"), "{msg}");
    let msg = error("buf2", &format!("{BASE}[[steps]]\ncopy = {{ from = \"a\", to = \"bb\" }}\n"), &[]);
    assert!(msg.contains("steps[0].copy.to: no buffer named `bb` (did you mean `b`?)"), "{msg}");
    let msg = error("two", &format!("{BASE}[[steps]]\nsync = \"device\"\nrecord = \"e\"\n"), &[]);
    assert!(msg.contains("steps[0]: a step has exactly one of"), "{msg}");
    let msg = error("init", &format!("{BASE}[host.h]\ntype = \"f32\"\nlen = 4\ninit = \"ones\"\n"), &[]);
    assert!(msg.contains("host.h.init: unknown init `ones`"), "{msg}");
    let msg = error("ty", &format!("{BASE}[host.h]\ntype = \"float\"\nlen = 4\n"), &[]);
    assert!(msg.contains("host.h.type: unknown element type `float` (types: u8"), "{msg}");
    let msg = error("ty2", &format!("{BASE}[host.h]\ntype = \"f23\"\nlen = 4\n"), &[]);
    assert!(msg.contains("host.h.type: unknown element type `f23` (did you mean `f32`?; types: u8"), "{msg}");
}

#[test]
fn overrides_must_name_parameters() {
    let msg = error("set", BASE, &[("nn", "5")]);
    assert!(msg.contains("--set nn: no parameter `nn` in this scenario (did you mean `n`?; parameters: n)"), "{msg}");
    let msg = error("set2", BASE, &[("size", "5")]);
    assert!(msg.contains("--set size: no parameter `size` in this scenario (parameters: n)"), "{msg}");
    let path = write("setok", BASE);
    let s = Scenario::from_file(&path, &[("n".into(), "2 * 64".into())]).unwrap();
    assert_eq!(s.device[0].len, 128);
}

#[test]
fn kernels_that_do_not_assemble_are_reported() {
    let path = write("badasm", BASE);
    std::fs::write(path.parent().unwrap().join("k.asm"), ".kernel vecAdd\n    ad.s32 %r1, %r2, 1\n").unwrap();
    let msg = Scenario::from_file(&path, &[]).err().unwrap().to_string();
    assert!(msg.contains("kernels: k.asm does not assemble") && msg.contains("unknown opcode `ad`"), "{msg}");
}

#[test]
fn stream_and_event_mistakes_name_the_key() {
    let host = format!("{BASE}[host.h]\ntype = \"f32\"\nlen = \"n\"\n");
    let msg =
        error("sync_stream", &format!("{host}[[steps]]\ncopy = {{ from = \"h\", to = \"a\", stream = 2 }}\n"), &[]);
    assert!(msg.contains("steps[0].copy.stream") && msg.contains("async = true"), "{msg}");
    let msg =
        error("no_event", &format!("{host}[[steps]]\nrecord = \"start\"\n[[steps]]\nevent_sync = \"stop\"\n"), &[]);
    assert!(
        msg.contains("steps[1].event_sync") && msg.contains("`stop` is not recorded") && msg.contains("start"),
        "{msg}"
    );
    let msg = error("elapsed_pair", &format!("{host}[[steps]]\nrecord = \"a\"\n[[steps]]\nelapsed = [\"a\"]\n"), &[]);
    assert!(msg.contains("steps[1].elapsed") && msg.contains("[\"START\", \"END\"]"), "{msg}");
    let msg = error("repeat_without_steps", &format!("{host}[[steps]]\nrepeat = 2\n"), &[]);
    assert!(msg.contains("steps[0]") && msg.contains("needs `steps"), "{msg}");
    let msg = error(
        "repeat_inner",
        &format!("{host}[[steps]]\nrepeat = 2\nsteps = [ {{ record = \"e\", stream = \"i - 1\" }} ]\n"),
        &[],
    );
    assert!(msg.contains("steps[0].steps[0].stream") && msg.contains("non-negative"), "{msg}");
    let msg = error(
        "offset_without_bytes",
        &format!("{host}[[steps]]\ncopy = {{ from = \"h\", to = \"a\", from_offset = 8 }}\n"),
        &[],
    );
    assert!(msg.contains("steps[0].copy.bytes") && msg.contains("offset needs `bytes`"), "{msg}");
    let msg = error("stream_expr", &format!("{host}[[steps]]\nrecord = \"a\"\nstream = \"n - 200\"\n"), &[]);
    assert!(msg.contains("steps[0].stream") && msg.contains("non-negative"), "{msg}");
}

#[test]
fn buffers_too_large_to_allocate_are_refused_even_when_the_size_overflows() {
    let msg = error("huge", BASE, &[("n", "1000000000000")]);
    assert!(msg.contains("device.a: 1000000000000 elements is more than warpsim will allocate"), "{msg}");
    // 2^62 f32 elements are 2^64 bytes: a product that wraps to 0 must not slip through.
    let msg = error("wrap", BASE, &[("n", "4611686018427387904")]);
    assert!(msg.contains("device.a: 4611686018427387904 elements is more than warpsim will allocate"), "{msg}");
    let two_d = format!("{BASE}[host.m]\ntype = \"f32\"\nrows = \"n\"\nrow_len = \"n\"\n");
    let msg = error("rows", &two_d, &[("n", "4294967296")]);
    assert!(msg.contains("host.m:") && msg.contains("more than warpsim will allocate"), "{msg}");
}

/// Runs a scenario that loads, functionally on the default preset, and returns its error.
fn run_error(name: &str, toml: &str) -> String {
    let path = write(name, toml);
    let s = Scenario::from_file(&path, &[]).unwrap_or_else(|e| panic!("{e}"));
    let gpu = warpsim_emulator::config::GpuConfig::load("default").unwrap();
    warpsim_emulator::host::run(&s, &warpsim_emulator::host::RunOptions::for_gpu(&gpu))
        .expect_err("an error")
        .to_string()
}

#[test]
fn a_copy_into_a_pitched_buffer_needs_a_source_of_its_size() {
    // A host image of 0, 1 or 3 rows copied into a pitched device image of 4 rows (found by
    // mutating programs/smooth: it indexed past the host data).
    let pitched = "[device.img]\ntype = \"u16\"\nrows = 4\nrow_len = 12\npitched = true\n";
    for rows in [0, 1, 3] {
        let toml = format!(
            "{BASE}{pitched}[host.h]\ntype = \"u16\"\nrows = {rows}\nrow_len = 12\n\
             [[steps]]\ncopy = {{ from = \"h\", to = \"img\" }}\n"
        );
        let msg = run_error(&format!("pitch{rows}"), &toml);
        assert!(
            msg.contains("step 0")
                && msg.contains("pitched `img` writes all of its rows (96 bytes)")
                && msg.contains(&format!("`h` holds {} bytes", rows * 24)),
            "{msg}"
        );
    }
    // Out of a pitched buffer into a larger host buffer is fine (its first bytes are written),
    // and a copy of the same size both ways round-trips.
    let toml = format!(
        "{BASE}{pitched}[host.h]\ntype = \"u16\"\nrows = 4\nrow_len = 12\ninit = {{ random = {{ seed = 1, min = 0, max = 9 }} }}\n\
         [host.back]\ntype = \"u16\"\nlen = 60\n\
         [[steps]]\ncopy = {{ from = \"h\", to = \"img\" }}\n[[steps]]\ncopy = {{ from = \"img\", to = \"back\" }}\n\
         [[outputs]]\nbuffer = \"back\"\n"
    );
    let path = write("pitch_ok", &toml);
    let s = Scenario::from_file(&path, &[]).unwrap_or_else(|e| panic!("{e}"));
    let gpu = warpsim_emulator::config::GpuConfig::load("default").unwrap();
    warpsim_emulator::host::run(&s, &warpsim_emulator::host::RunOptions::for_gpu(&gpu))
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn device_buffers_that_do_not_fit_are_refused_before_host_data_is_made() {
    // Host data can be large and slow to make (2^32 seeded random floats took over a minute
    // and 9.6 GB before a device buffer of the same size was found not to fit the default
    // preset's 4 GB). Device buffers are placed first: here the host buffer's file is missing,
    // and the device buffer's size is what is reported.
    let toml = "kernels = \"k.asm\"\n[params]\nn = 4294967296\n\
        [host.h]\ntype = \"f32\"\nlen = 4\ninit = { file = \"missing.npy\" }\n\
        [device.d]\ntype = \"f32\"\nlen = \"n\"\n";
    let msg = run_error("huge_pair", toml);
    assert!(msg.contains("device.d: out of device memory: 17179869184 bytes requested"), "{msg}");
}

#[test]
fn empty_buffers_copy_as_no_ops_and_an_empty_grid_is_named() {
    // n = 0 (found by trying sizes on programs/vector_add): copies of zero bytes to and from
    // zero-length buffers do nothing, as cudaMemcpy with a count of 0; they were reported as
    // "launch of `(copy)`: step 0: address ... is not inside any allocation". The launch
    // that follows, with a grid of 0 blocks, is what is wrong.
    let head = "kernels = \"k.asm\"\n[params]\nn = 0\n[host.h]\ntype = \"f32\"\nlen = \"n\"\n\
        [host.back]\ntype = \"f32\"\nlen = \"n\"\n[device.a]\ntype = \"f32\"\nlen = \"n\"\n\
        [[steps]]\ncopy = { from = \"h\", to = \"a\" }\n[[steps]]\ncopy = { from = \"a\", to = \"back\" }\n";
    let path = write("empty_copies", &format!("{head}[[outputs]]\nbuffer = \"back\"\n"));
    let s = Scenario::from_file(&path, &[]).unwrap_or_else(|e| panic!("{e}"));
    let gpu = warpsim_emulator::config::GpuConfig::load("default").unwrap();
    warpsim_emulator::host::run(&s, &warpsim_emulator::host::RunOptions::for_gpu(&gpu))
        .unwrap_or_else(|e| panic!("{e}"));
    let msg = run_error(
        "empty_grid",
        &format!("{head}[[steps]]\nlaunch = \"vecAdd\"\ngrid = \"n / 32\"\nblock = 32\nargs = [\"a\", \"a\", \"a\", \"n\"]\n"),
    );
    assert!(msg.contains("step 2: launch of `vecAdd`: grid [0, 1, 1]") && msg.contains("must be at least 1"), "{msg}");
}

#[test]
fn an_unterminated_string_with_a_character_of_several_bytes_is_an_error_not_a_panic() {
    // The key under an error in an inline table was read from a byte inside `é`.
    let msg = error("utf8", &format!("{BASE}x = {{ a = \"é_=\n"), &[]);
    assert!(msg.contains("scenario.toml:13:15: device.c.x._: invalid basic string"), "{msg}");
}
