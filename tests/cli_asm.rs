//! `warpsim check` and `warpsim disasm` as a user runs them.

mod common;
use common::warpsim;

fn seed_programs() -> Vec<String> {
    let mut files = Vec::new();
    for dir in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/programs")).unwrap() {
        for f in std::fs::read_dir(dir.unwrap().path()).unwrap() {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|e| e == "asm") {
                files.push(p.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().display().to_string());
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_seed_kernel_checks_clean() {
    let files = seed_programs();
    let mut args = vec!["check", "--deny-warnings"];
    args.extend(files.iter().map(String::as_str));
    let (code, out, err) = warpsim(&args);
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    for kernel in [
        "offsetCopy",
        "strideCopy",
        "simpleMultiply",
        "coalescedMultiply",
        "sharedABMultiply",
        "reverseArrayBlock",
        "reverseArrayBlockShared",
        "calc_float3",
        "calc_float3_smem",
        "evenOddDivergent",
        "evenOddSplit",
        "smooth_rgb",
        "smooth_rgb_shared",
        "smooth_rgba",
        "smooth_rgba_shared",
    ] {
        assert!(out.contains(kernel), "{kernel} missing from:\n{out}");
    }
}

#[test]
fn check_reports_resources() {
    let (code, out, _) = warpsim(&["check", "programs/matmul/matmul.asm"]);
    assert_eq!(code, 0);
    let line = out.lines().find(|l| l.trim_start().starts_with("sharedABMultiply")).unwrap();
    let cols: Vec<&str> = line.split_whitespace().collect();
    // kernel, regs, shared bytes, dynamic shared, instructions, param bytes
    assert_eq!(cols[2], "2048", "{line}");
    assert_eq!(cols[3], "no");
    assert_eq!(cols[5], "28");
}

#[test]
fn check_fails_with_located_errors() {
    let dir = std::env::temp_dir().join(format!("warpsim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.asm");
    std::fs::write(&bad, ".kernel k\n    ad.s32 %r1, %r2, 1\n    ld.global.f32 %r1, [%r2]\n").unwrap();
    let (code, _, err) = warpsim(&["check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("bad.asm:2:5"), "{err}");
    assert!(err.contains("bad.asm:3:25"), "{err}");
    assert!(err.contains("2 errors"), "{err}");
    let (code, _, err) = warpsim(&["check", dir.join("missing.asm").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn disasm_prints_canonical_text_that_reassembles() {
    let (code, out, _) = warpsim(&["disasm", "programs/even_odd/even_odd.asm"]);
    assert_eq!(code, 0);
    assert!(out.contains(".kernel evenOddDivergent"));
    assert!(out.contains("rem.s32"));
    let prog = warpsim_isa::assemble("disasm", &out).unwrap();
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/programs/even_odd/even_odd.asm")).unwrap();
    assert_eq!(prog.module, warpsim_isa::assemble("orig", &src).unwrap().module);
    let (_, out, _) = warpsim(&["disasm", "--cfg", "programs/even_odd/even_odd.asm"]);
    assert!(out.contains("basic blocks"), "{out}");
    assert!(out.contains("ipdom"), "{out}");
}
