//! docs/TUTORIAL.md stays true: every command in its `sh` blocks runs, and every line of the
//! `text` block after them is in what those commands printed (the tour quotes real output, so
//! a model change that moves a figure fails here until the tour is updated).

mod common;
use common::warpsim;

/// The tour's (commands, quoted lines) pairs: each `sh` block and the `text` block after it.
fn examples(doc: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    let mut lines = doc.lines();
    let mut pending: Option<Vec<String>> = None;
    while let Some(l) = lines.next() {
        let kind = match l.trim() {
            "```sh" => "sh",
            "```text" => "text",
            _ => continue,
        };
        let body: Vec<String> = lines.by_ref().take_while(|l| l.trim() != "```").map(str::to_string).collect();
        match kind {
            "sh" => pending = Some(body),
            _ => out.push((pending.take().expect("a text block follows the commands it quotes"), body)),
        }
    }
    out
}

#[test]
fn the_tutorial_quotes_what_its_commands_print() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/TUTORIAL.md")).unwrap();
    let examples = examples(&doc);
    assert!(examples.len() >= 6, "{} examples", examples.len());
    for (commands, quoted) in examples {
        let mut printed = String::new();
        for c in &commands {
            let args: Vec<&str> = c.split_whitespace().collect();
            assert_eq!(args[0], "warpsim", "{c}");
            let (code, out, err) = warpsim(&args[1..]);
            assert_eq!(code, 0, "{c}\n{err}");
            printed += &out;
        }
        for q in quoted.iter().filter(|q| !q.trim().is_empty()) {
            assert!(
                printed.lines().any(|l| l == q),
                "docs/TUTORIAL.md quotes a line that {commands:?} no longer prints:\n{q}\n\nthey print:\n{printed}"
            );
        }
    }
}
