//! Tokeniser for warpsim assembly. Total over any input: unknown characters become `Unknown`
//! tokens that the parser reports, so no byte sequence can make it panic.

use crate::diag::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `add.s32`, `loop`, `aTile`: letters, digits, `_`, `$` and dots.
    Ident,
    /// `.kernel`, `.u64`: a dot followed by a word.
    Directive,
    /// `%r1`, `%tid.x`.
    Percent,
    /// A number: decimal, hex, float, or `0f`/`0d` raw float bits.
    Number,
    Comma,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Plus,
    Minus,
    Star,
    At,
    Bang,
    Colon,
    Semicolon,
    Equals,
    Newline,
    Unknown,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Tok,
    pub span: Span,
}

impl Token {
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        &src[self.span.start..self.span.start + self.span.len]
    }
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

/// Splits `src` into tokens. Comments (`//` to end of line, `/* */`) are dropped; newlines are
/// kept because statements end at them. An unterminated block comment runs to the end.
pub fn tokenize(src: &str) -> Vec<Token> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut pos = Position::default();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        let kind = match c {
            b'\n' => {
                i += 1;
                Tok::Newline
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < bytes.len() && !(bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/')) {
                    if bytes[i] == b'\n' {
                        // Keep statement boundaries inside block comments.
                        out.push(pos.make(src, Tok::Newline, i, 1));
                    }
                    i += 1;
                }
                i = (i + 2).min(bytes.len());
                continue;
            }
            b'.' if bytes.get(i + 1).is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') => {
                i += 1;
                while i < bytes.len() && is_word_char(bytes[i]) {
                    i += 1;
                }
                Tok::Directive
            }
            b'%' => {
                i += 1;
                while i < bytes.len() && is_word_char(bytes[i]) {
                    i += 1;
                }
                Tok::Percent
            }
            b'0'..=b'9' => {
                i = scan_number(bytes, i);
                Tok::Number
            }
            b'.' if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i = scan_number(bytes, i);
                Tok::Number
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' => {
                while i < bytes.len() && is_word_char(bytes[i]) {
                    i += 1;
                }
                Tok::Ident
            }
            _ => {
                i += 1;
                match c {
                    b',' => Tok::Comma,
                    b'[' => Tok::LBracket,
                    b']' => Tok::RBracket,
                    b'{' => Tok::LBrace,
                    b'}' => Tok::RBrace,
                    b'+' => Tok::Plus,
                    b'-' => Tok::Minus,
                    b'*' => Tok::Star,
                    b'@' => Tok::At,
                    b'!' => Tok::Bang,
                    b':' => Tok::Colon,
                    b';' => Tok::Semicolon,
                    b'=' => Tok::Equals,
                    _ => {
                        // Swallow the rest of a multi-byte character so spans stay on boundaries.
                        while i < bytes.len() && !src.is_char_boundary(i) {
                            i += 1;
                        }
                        Tok::Unknown
                    }
                }
            }
        };
        out.push(pos.make(src, kind, start, i - start));
    }
    out
}

/// Line and column tracking that moves forward only, so tokenising stays linear in the input
/// (the column too: counting a line's characters again for each token of it made a file of one
/// long line quadratic).
#[derive(Default)]
struct Position {
    offset: usize,
    line: u32,
    /// Characters between the start of the line and `offset`.
    col: usize,
}

impl Position {
    fn make(&mut self, src: &str, kind: Tok, start: usize, len: usize) -> Token {
        let bytes = src.as_bytes();
        while self.offset < start {
            let b = bytes[self.offset];
            if b == b'\n' {
                self.line += 1;
                self.col = 0;
            } else if b & 0xC0 != 0x80 {
                // A character's first byte (UTF-8 continuation bytes are 10xxxxxx).
                self.col += 1;
            }
            self.offset += 1;
        }
        Token { kind, span: Span { start, len, line: self.line + 1, col: self.col as u32 + 1 } }
    }
}

/// Scans a numeric literal: `123`, `0x1F`, `1.5`, `1e-3`, `.5`, `0f3F800000`, `0d...`.
fn scan_number(bytes: &[u8], mut i: usize) -> usize {
    let hexish = bytes[i] == b'0' && matches!(bytes.get(i + 1), Some(b'x' | b'X' | b'f' | b'F' | b'd' | b'D'));
    if hexish {
        i += 2;
        while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
            i += 1;
        }
        return i;
    }
    while i < bytes.len() {
        let c = bytes[i];
        let exponent_sign = matches!(c, b'+' | b'-') && matches!(bytes[i - 1], b'e' | b'E');
        if c.is_ascii_digit() || c == b'.' || c == b'e' || c == b'E' || exponent_sign {
            i += 1;
        } else {
            break;
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        tokenize(src).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn instruction_tokens() {
        use Tok::*;
        assert_eq!(
            kinds("@!%p1 ld.global.f32 %r1, [%rd2+-4]; // hi\n"),
            vec![
                At, Bang, Percent, Ident, Percent, Comma, LBracket, Percent, Plus, Minus, Number, RBracket, Semicolon,
                Newline
            ]
        );
    }

    #[test]
    fn numbers() {
        let src = "0x1F 1.5e-3 0f3F800000 42 .5";
        let toks = tokenize(src);
        let texts: Vec<_> = toks.iter().map(|t| t.text(src)).collect();
        assert_eq!(texts, vec!["0x1F", "1.5e-3", "0f3F800000", "42", ".5"]);
    }

    #[test]
    fn comments_keep_newlines() {
        assert_eq!(kinds("/* a\nb */ nop"), vec![Tok::Newline, Tok::Ident]);
        assert_eq!(kinds("/* open"), vec![]);
    }

    #[test]
    fn unicode_is_unknown_not_a_panic() {
        let src = "nop é ü";
        let toks = tokenize(src);
        assert_eq!(toks[1].kind, Tok::Unknown);
        assert_eq!(toks[1].text(src), "é");
    }
}
