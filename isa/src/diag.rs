//! Diagnostics: errors and warnings that point at file:line:col with a caret excerpt.
//!
//! The renderer is written here rather than taken from a crate (codespan-reporting, ariadne)
//! because the output is part of the test suite's snapshots: a dozen lines of plain text with no
//! colours or terminal detection keep those snapshots stable across crate upgrades.

use std::fmt;

/// A byte range of the source, with the line and column (both 1-based) of its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub len: usize,
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub span: Span,
    pub message: String,
    /// Shown under the caret, e.g. "did you mean `add`?".
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, span, message: message.into(), help: None }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, span, message: message.into(), help: None }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the diagnostic against its source text:
    ///
    /// ```text
    /// error: unknown opcode `ad`
    ///   --> kernel.asm:3:5
    ///    |
    ///  3 |     ad.s32 %r1, %r2, %r3
    ///    |     ^^ did you mean `add`?
    /// ```
    pub fn render(&self, file: &str, source: &str) -> String {
        let text = source.lines().nth(self.span.line.saturating_sub(1) as usize).unwrap_or("");
        self.render_line(file, text)
    }

    /// `render`, given the text of the diagnostic's line.
    fn render_line(&self, file: &str, text: &str) -> String {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let Span { line, col, len, .. } = self.span;
        let gutter = line.to_string().len();
        let pad = " ".repeat(gutter);
        let caret_col: usize =
            text.chars().take(col.saturating_sub(1) as usize).map(|c| if c == '\t' { 4 } else { 1 }).sum();
        let shown = text.replace('\t', "    ");
        let carets = "^".repeat(len.clamp(1, shown.len().saturating_sub(caret_col).max(1)));
        let help = self.help.as_deref().map(|h| format!(" {h}")).unwrap_or_default();
        format!(
            "{kind}: {msg}\n{pad}--> {file}:{line}:{col}\n{pad} |\n{line} | {shown}\n{pad} | {sp}{carets}{help}\n",
            msg = self.message,
            sp = " ".repeat(caret_col),
        )
    }
}

/// The assembler's error: every diagnostic found in one file (errors and warnings), with the
/// source kept so the error can render itself.
#[derive(Clone, Debug, thiserror::Error)]
pub struct AsmError {
    pub file: String,
    pub source_text: String,
    pub diagnostics: Vec<Diagnostic>,
}

impl AsmError {
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", render_all(&self.file, &self.source_text, &self.diagnostics))?;
        let n = self.errors().count();
        write!(f, "{n} error{} in {}", if n == 1 { "" } else { "s" }, self.file)
    }
}

/// Renders several diagnostics, separated by blank lines (the source split into lines once,
/// not once per diagnostic: a file may have tens of thousands of warnings).
pub fn render_all(file: &str, source: &str, diags: &[Diagnostic]) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let lines: Vec<&str> = source.lines().collect();
    diags
        .iter()
        .map(|d| d.render_line(file, lines.get(d.span.line.saturating_sub(1) as usize).copied().unwrap_or("")) + "\n")
        .collect()
}

/// Line and column (1-based, in characters) of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(source.len());
    let before = &source[..floor_char_boundary(source, offset)];
    let line = before.matches('\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let col = before[line_start..].chars().count() as u32 + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// "did you mean `x`?" from a list of known words, when one is close: at most two edits, fewer
/// than either word's length (so a one-letter name is never "corrected" to another). Used for
/// opcodes, labels and symbols here, and for preset and scenario keys, buffer, kernel and preset
/// names and policies by the emulator.
pub fn suggest<'w>(word: &str, known: impl IntoIterator<Item = &'w str>) -> Option<String> {
    let len = word.chars().count();
    known
        .into_iter()
        .map(|k| (strsim::damerau_levenshtein(word, k), k))
        .filter(|(d, k)| *d <= 2 && *d < k.len().max(2) && *d < len)
        .min()
        .map(|(_, k)| format!("did you mean `{k}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_under_the_span() {
        let src = "nop\n    ad.s32 %r1, %r2, %r3\n";
        let d = Diagnostic::error(Span { start: 8, len: 2, line: 2, col: 5 }, "unknown opcode `ad`")
            .with_help("did you mean `add`?");
        assert_eq!(
            d.render("k.asm", src),
            "error: unknown opcode `ad`\n --> k.asm:2:5\n  |\n2 |     ad.s32 %r1, %r2, %r3\n  |     ^^ did you mean `add`?\n"
        );
    }

    #[test]
    fn line_col_counts_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(line_col("ab\ncd", 99), (2, 3));
    }
}
