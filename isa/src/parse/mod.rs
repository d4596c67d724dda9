//! The assembler front end: statements, directives and name resolution.
//!
//! Each statement (a line, or part of a line ended by `;`) is parsed on its own; an error
//! abandons that statement only, so one run reports every bad line of a file.

mod cursor;
mod mnemonic;
mod operands;

use crate::diag::{Diagnostic, Span};
use crate::imm::parse_imm;
use crate::lexer::{tokenize, Tok, Token};
use crate::module::*;
use crate::types::{Space, Type};
use cursor::{suggest, Cursor, PResult};
use operands::{parse_instruction, Fixup};
use std::collections::{HashMap, HashSet};

/// See [`crate::parse_form`].
pub fn parse_form(text: &str, span: Span) -> PResult<(crate::Opcode, Option<Type>, crate::Mods)> {
    let f = mnemonic::parse_mnemonic(text, span)?;
    Ok((f.opcode, f.ty, f.mods))
}

/// Parses a whole file. Returns the module (possibly partial) and every diagnostic found.
pub fn parse_module(src: &str) -> (Module, Vec<Diagnostic>) {
    let tokens = tokenize(src);
    let mut p = ModuleParser {
        module: Module::default(),
        diags: Vec::new(),
        current: None,
        symbol_fixups: Vec::new(),
        kernel_names: HashSet::new(),
        const_names: HashSet::new(),
        suggestions: SUGGESTED,
    };
    for stmt in split_statements(&tokens) {
        let end = stmt_end(src, stmt);
        let mut cur = Cursor::new(src, stmt, end);
        if let Err(d) = p.statement(&mut cur) {
            p.diags.push(d);
        }
    }
    p.close_kernel();
    layout_consts(&mut p.module.consts);
    p.check_const_bank();
    p.resolve_symbols();
    p.diags.sort_by_key(|d| (d.span.start, d.severity));
    (p.module, p.diags)
}

/// Splits tokens into statements at newlines and `;`, except inside `{ }` (constant
/// initialisers may span lines).
fn split_statements(tokens: &[Token]) -> Vec<&[Token]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate() {
        match t.kind {
            Tok::LBrace => depth += 1,
            Tok::RBrace => depth = depth.saturating_sub(1),
            Tok::Newline | Tok::Semicolon if depth == 0 => {
                if i > start {
                    out.push(&tokens[start..i]);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < tokens.len() {
        out.push(&tokens[start..]);
    }
    // Newlines inside braces are not statement ends; drop them from the statement.
    out.into_iter().filter(|s| s.iter().any(|t| t.kind != Tok::Newline)).collect()
}

/// Where a statement ends: just after its last token (found from that token's own line and
/// column, not by counting the file's lines again for each statement).
fn stmt_end(src: &str, stmt: &[Token]) -> Span {
    let last = stmt.last().expect("statements are non-empty").span;
    let start = last.start + last.len;
    match src.get(last.start..start) {
        Some(text) if !text.contains('\n') => {
            Span { start, len: 1, line: last.line, col: last.col + text.chars().count() as u32 }
        }
        _ => {
            let (line, col) = crate::diag::line_col(src, start);
            Span { start, len: 1, line, col }
        }
    }
}

struct KernelBuilder {
    kernel: Kernel,
    name_span: Span,
    label_fixups: Vec<Fixup>,
    label_spans: Vec<Span>,
    /// Each label's index in `kernel.labels`, by name (a kernel may have tens of thousands).
    label_index: HashMap<String, usize>,
    /// The names of its parameters and shared arrays (declarations are checked against them).
    names: HashSet<String>,
}

struct ModuleParser {
    module: Module,
    diags: Vec<Diagnostic>,
    current: Option<KernelBuilder>,
    /// (kernel index or None for module scope, fixup)
    symbol_fixups: Vec<(Option<usize>, Fixup)>,
    /// The names of the kernels and constants declared so far (a file may declare thousands).
    kernel_names: HashSet<String>,
    const_names: HashSet<String>,
    /// Undefined labels and symbols still to get a "did you mean" (see `take_suggestion`).
    suggestions: usize,
}

/// How many undefined labels and symbols of one file get a "did you mean": each compares
/// the name with every one declared, so a file of thousands of both would take minutes.
const SUGGESTED: usize = 100;

/// Takes one of the suggestions left (`None`: none is).
fn take_suggestion(left: &mut usize) -> Option<()> {
    *left = left.checked_sub(1)?;
    Some(())
}

impl ModuleParser {
    fn statement(&mut self, cur: &mut Cursor) -> PResult<()> {
        // Drop newlines that were inside braces.
        let first = cur.peek().expect("non-empty statement");
        match first.kind {
            Tok::Directive => self.directive(cur),
            Tok::Ident if cur.peek_nth_kind(1) == Some(Tok::Colon) => {
                let tok = cur.next().expect("peeked");
                cur.next();
                self.label(cur.text(tok), tok.span)?;
                if cur.at_end() {
                    Ok(())
                } else {
                    self.instruction(cur)
                }
            }
            Tok::Ident | Tok::At => self.instruction(cur),
            Tok::Unknown => Err(Diagnostic::error(first.span, format!("unexpected character `{}`", cur.text(first)))),
            _ => Err(cur.unexpected("an instruction, label or directive")),
        }
    }

    fn kernel_mut(&mut self, span: Span, what: &str) -> PResult<&mut KernelBuilder> {
        self.current.as_mut().ok_or_else(|| {
            Diagnostic::error(span, format!("{what} outside a kernel")).with_help("start a kernel with `.kernel NAME`")
        })
    }

    fn instruction(&mut self, cur: &mut Cursor) -> PResult<()> {
        let span = cur.here();
        let mut fixups = Vec::new();
        let kb = self.kernel_mut(span, "instruction")?;
        let pc = kb.kernel.instrs.len();
        let instr = parse_instruction(cur, pc, &mut fixups)?;
        cur.finish()?;
        kb.kernel.instrs.push(instr);
        kb.kernel.source_lines.push(span.line);
        let (labels, symbols): (Vec<_>, Vec<_>) = fixups.into_iter().partition(|f| matches!(f, Fixup::Label { .. }));
        kb.label_fixups.extend(labels);
        let kernel_index = self.module.kernels.len();
        self.symbol_fixups.extend(symbols.into_iter().map(|f| (Some(kernel_index), f)));
        Ok(())
    }

    fn label(&mut self, name: &str, span: Span) -> PResult<()> {
        let kb = self.kernel_mut(span, "label")?;
        if let Some(&i) = kb.label_index.get(name) {
            let first = kb.label_spans[i];
            return Err(Diagnostic::error(span, format!("label `{name}` is defined twice"))
                .with_help(format!("first defined on line {}", first.line)));
        }
        let pc = kb.kernel.instrs.len() as u32;
        kb.label_index.insert(name.to_string(), kb.kernel.labels.len());
        kb.kernel.labels.push(Label { name: name.to_string(), pc });
        kb.label_spans.push(span);
        Ok(())
    }

    fn directive(&mut self, cur: &mut Cursor) -> PResult<()> {
        let tok = cur.next().expect("peeked");
        let word = cur.text(tok);
        match word {
            ".kernel" => {
                let name = cur.expect(Tok::Ident, "a kernel name")?;
                cur.finish()?;
                self.close_kernel();
                let text = cur.text(name);
                if !self.kernel_names.insert(text.to_string()) {
                    return Err(Diagnostic::error(name.span, format!("kernel `{text}` is defined twice")));
                }
                self.current = Some(KernelBuilder {
                    kernel: Kernel::new(text),
                    name_span: name.span,
                    label_fixups: Vec::new(),
                    label_spans: Vec::new(),
                    label_index: HashMap::new(),
                    names: HashSet::new(),
                });
                Ok(())
            }
            ".param" => self.param(cur, tok.span),
            ".shared" => self.shared(cur, tok.span),
            ".extern" => self.extern_shared(cur, tok.span),
            ".const" => self.constant(cur),
            ".regs" => {
                let n = expect_u32(cur, "a register count")?;
                cur.finish()?;
                let kb = self.kernel_mut(tok.span, "`.regs`")?;
                if !(1..=255).contains(&n) {
                    return Err(Diagnostic::error(tok.span, format!("`.regs {n}`: a thread has 1 to 255 registers")));
                }
                kb.kernel.declared_regs = Some(n);
                Ok(())
            }
            _ => {
                let d = Diagnostic::error(tok.span, format!("unknown directive `{word}`"));
                let known = [".kernel", ".param", ".shared", ".extern", ".const", ".regs"];
                Err(match suggest(word, known) {
                    Some(h) => d.with_help(h),
                    None => d.with_help("directives are .kernel, .param, .shared, .extern .shared, .const and .regs"),
                })
            }
        }
    }

    /// `.param .ptr NAME` or `.param .TYPE NAME`
    fn param(&mut self, cur: &mut Cursor, span: Span) -> PResult<()> {
        let tt = cur.expect(Tok::Directive, "a parameter type (.ptr, .u32, .s32, .u64, .s64, .f32, .f64)")?;
        let tword = &cur.text(tt)[1..];
        let ty = match tword {
            "ptr" => ParamType::Ptr,
            w => match Type::from_word(w) {
                Some(
                    t @ (Type::U32 | Type::S32 | Type::U64 | Type::S64 | Type::F32 | Type::F64 | Type::B32 | Type::B64),
                ) => ParamType::Scalar(t),
                _ => {
                    return Err(Diagnostic::error(tt.span, format!("`.{w}` is not a parameter type"))
                        .with_help("use .ptr, .u32, .s32, .u64, .s64, .f32 or .f64"))
                }
            },
        };
        let name = cur.expect(Tok::Ident, "a parameter name")?;
        cur.finish()?;
        let text = cur.text(name).to_string();
        let kb = self.kernel_mut(span, "`.param`")?;
        check_unique(kb, &text, name.span)?;
        kb.names.insert(text.clone());
        kb.kernel.params.push(Param { name: text, ty, offset: 0 });
        Ok(())
    }

    /// `.shared NAME BYTES [ALIGN]`
    fn shared(&mut self, cur: &mut Cursor, span: Span) -> PResult<()> {
        let name = cur.expect(Tok::Ident, "a shared array name")?;
        let bytes = expect_product(cur, "a size in bytes")?;
        let align = if cur.at_end() { 4 } else { expect_align(cur)? };
        cur.finish()?;
        let text = cur.text(name).to_string();
        let kb = self.kernel_mut(span, "`.shared`")?;
        check_unique(kb, &text, name.span)?;
        if bytes == 0 {
            return Err(Diagnostic::error(name.span, "a shared array needs at least one byte"));
        }
        kb.names.insert(text.clone());
        kb.kernel.shared.push(SharedDecl { name: text, bytes, align, offset: 0 });
        Ok(())
    }

    /// `.extern .shared NAME [ALIGN]`
    fn extern_shared(&mut self, cur: &mut Cursor, span: Span) -> PResult<()> {
        let sp = cur.expect(Tok::Directive, "`.shared`")?;
        if cur.text(sp) != ".shared" {
            return Err(Diagnostic::error(sp.span, "only `.extern .shared NAME` (dynamic shared memory) is supported"));
        }
        let name = cur.expect(Tok::Ident, "a name for the dynamic shared array")?;
        let align = if cur.at_end() { 16 } else { expect_align(cur)? };
        cur.finish()?;
        let text = cur.text(name).to_string();
        let kb = self.kernel_mut(span, "`.extern .shared`")?;
        check_unique(kb, &text, name.span)?;
        if kb.kernel.dynamic_shared.is_some() {
            return Err(Diagnostic::error(name.span, "a kernel has at most one dynamic shared array"));
        }
        kb.names.insert(text.clone());
        kb.kernel.dynamic_shared = Some(DynamicShared { name: text, align, offset: 0 });
        Ok(())
    }

    /// `.const NAME .TYPE COUNT [= { v, v, ... }]` (module scope)
    fn constant(&mut self, cur: &mut Cursor) -> PResult<()> {
        let name = cur.expect(Tok::Ident, "a constant array name")?;
        let tt = cur.expect(Tok::Directive, "an element type such as .f32")?;
        let ty = match Type::from_word(&cur.text(tt)[1..]) {
            Some(t) if t != Type::Pred => t,
            _ => return Err(Diagnostic::error(tt.span, format!("`{}` is not an element type", cur.text(tt)))),
        };
        let count = expect_product(cur, "an element count")?;
        let mut init = Vec::new();
        if cur.eat(Tok::Equals) {
            cur.expect(Tok::LBrace, "`{` starting the initial values")?;
            while !cur.eat(Tok::RBrace) {
                while cur.eat(Tok::Newline) {}
                if cur.eat(Tok::RBrace) {
                    break;
                }
                let neg = cur.eat(Tok::Minus);
                let v = cur.expect(Tok::Number, "a value")?;
                init.push(parse_imm(cur.text(v), neg, ty).map_err(|m| Diagnostic::error(v.span, m))?);
                while cur.eat(Tok::Newline) {}
                if !cur.eat(Tok::Comma) {
                    while cur.eat(Tok::Newline) {}
                    cur.expect(Tok::RBrace, "`,` or `}`")?;
                    break;
                }
            }
        }
        cur.finish()?;
        let text = cur.text(name).to_string();
        if init.len() > count as usize {
            return Err(Diagnostic::error(
                name.span,
                format!("`{text}` has {count} elements but {} initial values", init.len()),
            ));
        }
        if self.const_names.contains(&text) {
            return Err(Diagnostic::error(name.span, format!("constant `{text}` is defined twice")));
        }
        if count == 0 {
            return Err(Diagnostic::error(name.span, "a constant array needs at least one element"));
        }
        // Trailing zeros are implicit; dropping them keeps the printed form canonical.
        while init.last() == Some(&0) {
            init.pop();
        }
        self.const_names.insert(text.clone());
        self.module.consts.push(ConstDecl { name: text, ty, count, init, offset: 0 });
        Ok(())
    }

    fn close_kernel(&mut self) {
        let Some(mut kb) = self.current.take() else {
            return;
        };
        let k = &mut kb.kernel;
        for f in kb.label_fixups {
            let Fixup::Label { pc, operand, name, span } = f else {
                continue;
            };
            match kb.label_index.get(&name).map(|&i| &k.labels[i]) {
                Some(l) => {
                    if let crate::instr::Operand::Label { pc: target, .. } = &mut k.instrs[pc].operands[operand] {
                        *target = l.pc;
                    }
                }
                None => {
                    let d = Diagnostic::error(span, format!("undefined label `{name}`"));
                    let known = k.labels.iter().map(|l| l.name.as_str());
                    let d = match take_suggestion(&mut self.suggestions).and_then(|()| suggest(&name, known)) {
                        Some(h) => d.with_help(h),
                        None => d,
                    };
                    self.diags.push(d);
                }
            }
        }
        if k.instrs.is_empty() && !self.diags.iter().any(Diagnostic::is_error) {
            self.diags.push(Diagnostic::warning(kb.name_span, format!("kernel `{}` has no instructions", k.name)));
        }
        k.layout();
        self.module.kernels.push(kb.kernel);
    }

    fn check_const_bank(&mut self) {
        let used = self.module.const_bytes();
        if used > CONST_BANK_BYTES {
            let span = Span { start: 0, len: 1, line: 1, col: 1 };
            self.diags.push(Diagnostic::error(
                span,
                format!("constant data is {used} bytes; the constant bank holds {CONST_BANK_BYTES}"),
            ));
        }
    }

    fn resolve_symbols(&mut self) {
        let ModuleParser { module, diags, symbol_fixups, suggestions, .. } = self;
        // The symbol table of the kernel whose fixups are being resolved (fixups come in
        // kernel order).
        let mut table: Option<(usize, crate::module::Symbols)> = None;
        for (kernel, f) in std::mem::take(symbol_fixups) {
            let Fixup::Symbol { name, span, space } = f else {
                continue;
            };
            let Some((ki, k)) = kernel.and_then(|i| Some((i, module.kernels.get(i)?))) else {
                continue;
            };
            if table.as_ref().is_none_or(|(i, _)| *i != ki) {
                table = Some((ki, k.symbols(module)));
            }
            let symbols = &table.as_ref().expect("just made").1;
            match symbols.get(&name) {
                None => {
                    let mut known: Vec<&str> = Vec::new();
                    if take_suggestion(suggestions).is_some() {
                        known.extend(k.params.iter().map(|p| p.name.as_str()));
                        known.extend(k.shared.iter().map(|s| s.name.as_str()));
                        known.extend(k.dynamic_shared.iter().map(|d| d.name.as_str()));
                        known.extend(module.consts.iter().map(|c| c.name.as_str()));
                    }
                    let d = Diagnostic::error(span, format!("undefined symbol `{name}`"));
                    diags.push(match suggest(&name, known) {
                        Some(h) => d.with_help(h),
                        None => d.with_help("declare it with .param, .shared, .extern .shared or .const"),
                    });
                }
                Some(info) => match space {
                    Some(want) if want != info.space => {
                        diags.push(Diagnostic::error(
                            span,
                            format!("`{name}` is in the .{} space, but this access is to .{want}", info.space),
                        ));
                    }
                    None if info.space == Space::Param => {
                        diags.push(Diagnostic::error(
                            span,
                            format!("parameter `{name}` has no address; load it with `ld.param`"),
                        ));
                    }
                    _ => {}
                },
            }
        }
    }
}

/// A parameter or shared array `name` must not share a name with another of its kernel.
fn check_unique(kb: &KernelBuilder, name: &str, span: Span) -> PResult<()> {
    if kb.names.contains(name) {
        Err(Diagnostic::error(span, format!("`{name}` is declared twice in kernel `{}`", kb.kernel.name)))
    } else {
        Ok(())
    }
}

fn expect_u32(cur: &mut Cursor, what: &str) -> PResult<u32> {
    let t = cur.expect(Tok::Number, what)?;
    let bits = parse_imm(cur.text(t), false, Type::U32).map_err(|m| Diagnostic::error(t.span, m))?;
    Ok(bits as u32)
}

/// A size written as a number or a product of numbers (`32*33*4`).
fn expect_product(cur: &mut Cursor, what: &str) -> PResult<u32> {
    let start = cur.here();
    let mut value = expect_u32(cur, what)? as u64;
    while cur.eat(Tok::Star) {
        value *= expect_u32(cur, "a number after `*`")? as u64;
        if value > u32::MAX as u64 {
            return Err(Diagnostic::error(start, "size too large"));
        }
    }
    Ok(value as u32)
}

fn expect_align(cur: &mut Cursor) -> PResult<u32> {
    let span = cur.here();
    let a = expect_u32(cur, "an alignment")?;
    if !a.is_power_of_two() || a > 256 {
        return Err(Diagnostic::error(span, format!("alignment {a} must be a power of two up to 256")));
    }
    Ok(a)
}
