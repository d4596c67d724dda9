//! A cursor over the tokens of one statement, shared by the directive and instruction parsers.

use crate::diag::{Diagnostic, Span};
use crate::lexer::{Tok, Token};

/// A parse failure inside a statement: the statement is abandoned and parsing resumes at the next.
pub type PResult<T> = Result<T, Diagnostic>;

pub struct Cursor<'a> {
    pub src: &'a str,
    toks: &'a [Token],
    pos: usize,
    /// Span just past the statement, for "expected X at end of line" errors.
    end: Span,
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str, toks: &'a [Token], end: Span) -> Cursor<'a> {
        Cursor { src, toks, pos: 0, end }
    }

    pub fn peek(&self) -> Option<Token> {
        self.toks.get(self.pos).copied()
    }

    pub fn peek_kind(&self) -> Option<Tok> {
        self.peek().map(|t| t.kind)
    }

    pub fn peek_nth_kind(&self, n: usize) -> Option<Tok> {
        self.toks.get(self.pos + n).map(|t| t.kind)
    }

    pub fn next(&mut self) -> Option<Token> {
        let t = self.peek();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn text(&self, t: Token) -> &'a str {
        t.text(self.src)
    }

    /// The span of the next token, or of the end of the statement.
    pub fn here(&self) -> Span {
        self.peek().map(|t| t.span).unwrap_or(self.end)
    }

    pub fn eat(&mut self, kind: Tok) -> bool {
        if self.peek_kind() == Some(kind) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Takes a token of `kind` or reports "expected {what}".
    pub fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        match self.peek() {
            Some(t) if t.kind == kind => {
                self.pos += 1;
                Ok(t)
            }
            _ => Err(self.unexpected(what)),
        }
    }

    /// "expected X, found `Y`" at the current token.
    pub fn unexpected(&self, what: &str) -> Diagnostic {
        match self.peek() {
            Some(t) => Diagnostic::error(t.span, format!("expected {what}, found `{}`", describe(self.src, t))),
            None => Diagnostic::error(self.end, format!("expected {what} before the end of the line")),
        }
    }

    /// Reports trailing tokens after a complete statement.
    pub fn finish(&mut self) -> PResult<()> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(Diagnostic::error(
                t.span,
                format!("unexpected `{}` after the end of the statement", describe(self.src, t)),
            )),
        }
    }
}

fn describe(src: &str, t: Token) -> String {
    match t.kind {
        Tok::Newline => "end of line".into(),
        _ => t.text(src).chars().take(40).collect(),
    }
}

pub use crate::diag::suggest;

/// A span covering a sub-range of a token's text.
pub fn sub_span(span: Span, offset: usize, len: usize) -> Span {
    Span { start: span.start + offset, len, line: span.line, col: span.col + offset as u32 }
}
