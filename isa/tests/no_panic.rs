//! No input, however malformed, panics the assembler: random bytes, random token soup, and
//! mutations of the real programs. Whatever assembles also round-trips.

use proptest::prelude::*;
use warpsim_isa::{assemble, parse_unchecked};

fn programs() -> Vec<String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../programs");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).unwrap() {
        for file in std::fs::read_dir(dir.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_some_and(|e| e == "asm") {
                out.push(std::fs::read_to_string(path).unwrap());
            }
        }
    }
    out.sort();
    out
}

/// Pieces of assembly to splice into programs: real syntax in the wrong place finds more
/// parser paths than random bytes do.
const VOCAB: &[&str] = &[
    ".kernel",
    ".param",
    ".shared",
    ".extern",
    ".const",
    ".regs",
    ".ptr",
    ".f32",
    ".u64",
    "{",
    "}",
    "[",
    "]",
    ",",
    "+",
    "-",
    "@",
    "!",
    ":",
    ";",
    "=",
    "*",
    "%r1",
    "%rd2",
    "%p3",
    "%tid.x",
    "%clock64",
    "%r99999999",
    "0x",
    "0f",
    "0d7FF0000000000000",
    "-9223372036854775808",
    "18446744073709551616",
    "1e400",
    "nan",
    "ld.global.v4.f32",
    "st.shared",
    "bra",
    "exit",
    "bar.sync",
    "atom.global.cas.b32",
    "cvt.rzi.s32.f32",
    "L:",
    "loop",
    "\n",
    "\t",
    "/*",
    "*/",
    "//",
    "é",
    "\u{0}",
    "mul.wide.s32",
];

fn mutate(src: &str, ops: &[(u8, usize, usize)]) -> String {
    let mut s: Vec<char> = src.chars().collect();
    for &(kind, a, b) in ops {
        if s.is_empty() {
            break;
        }
        let i = a % s.len();
        match kind % 4 {
            0 => {
                let j = (i + b % 40).min(s.len());
                s.drain(i..j);
            }
            1 => {
                let piece = VOCAB[b % VOCAB.len()];
                s.splice(i..i, piece.chars());
            }
            2 => {
                let j = b % s.len();
                s.swap(i, j);
            }
            _ => {
                // Duplicate a line.
                let text: String = s.iter().collect();
                let lines: Vec<&str> = text.lines().collect();
                let line = lines[i % lines.len()].to_string();
                let at = b % s.len();
                s.splice(at..at, format!("\n{line}\n").chars());
            }
        }
    }
    s.into_iter().collect()
}

fn check_total(src: &str) -> Result<(), TestCaseError> {
    // Must not panic; when it assembles, the canonical text must assemble to the same module.
    if let Ok(prog) = assemble("fuzz.asm", src) {
        let text = prog.module.to_string();
        let again = assemble("display", &text)
            .map_err(|e| TestCaseError::fail(format!("canonical text fails: {e}\n{text}")))?;
        prop_assert_eq!(again.module, prog.module);
    } else {
        let _ = parse_unchecked(src);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check_total(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn token_soup(picks in proptest::collection::vec(0usize..VOCAB.len(), 0..80)) {
        let src: String = picks.iter().map(|&i| VOCAB[i]).collect::<Vec<_>>().join(" ");
        check_total(&src)?;
    }

    #[test]
    fn mutated_programs(which in any::<usize>(), ops in proptest::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..8)) {
        thread_local!(static PROGRAMS: Vec<String> = programs());
        let src = PROGRAMS.with(|p| p[which % p.len()].clone());
        check_total(&mutate(&src, &ops))?;
    }
}
