//! # warpsim-isa
//!
//! The warpsim instruction set: a PTX-flavoured text assembly for SIMT kernels. This crate
//! parses it into typed [`Instr`]s grouped in [`Kernel`]s, prints it back canonically
//! (`parse(display(m)) == m`), and analyses kernels: basic blocks, the control-flow graph,
//! immediate post-dominators (the reconvergence points of divergent branches), resources that
//! decide occupancy, and validation. It does not depend on the emulator.
//!
//! ```
//! let src = ".kernel scale\n.param .ptr data\n    ld.param.u64 %rd1, [data]\n    exit\n";
//! let program = warpsim_isa::assemble("scale.asm", src).unwrap();
//! assert_eq!(program.module.kernels[0].instrs.len(), 2);
//! ```

pub mod analysis;
pub mod diag;
mod display;
pub mod imm;
pub mod instr;
pub mod lexer;
pub mod module;
pub mod opcode;
mod parse;
pub mod types;

pub use analysis::{KernelAnalysis, Resources};
pub use diag::{AsmError, Diagnostic, Severity, Span};
pub use display::mnemonic;
pub use instr::{slots_for, Address, Guard, Instr, Mods, Operand, Reg, SlotKind, Special};
pub use module::{ConstDecl, DynamicShared, Kernel, Label, Module, Param, ParamType, SharedDecl, SymbolInfo, Symbols};
pub use opcode::{LatencyClass, Opcode, Shape, Unit};
pub use types::*;

/// An assembled file: the module, the analysis of each kernel (same order) and the warnings.
#[derive(Clone, Debug)]
pub struct Program {
    pub file: String,
    pub module: Module,
    pub analyses: Vec<KernelAnalysis>,
    pub warnings: Vec<Diagnostic>,
}

impl Program {
    pub fn kernel(&self, name: &str) -> Option<(&Kernel, &KernelAnalysis)> {
        let i = self.module.kernels.iter().position(|k| k.name == name)?;
        Some((&self.module.kernels[i], &self.analyses[i]))
    }

    /// Renders the warnings against `source`, the text that was assembled.
    pub fn render_warnings(&self, source: &str) -> String {
        diag::render_all(&self.file, source, &self.warnings)
    }
}

/// Parses and validates one file. Never panics; on failure the error carries every diagnostic
/// (errors and warnings), each pointing at file:line:col.
pub fn assemble(file: &str, source: &str) -> Result<Program, AsmError> {
    let (module, mut diags) = parse::parse_module(source);
    let mut analyses = Vec::with_capacity(module.kernels.len());
    if !diags.iter().any(Diagnostic::is_error) {
        for k in &module.kernels {
            let a = KernelAnalysis::of(k);
            diags.extend(analysis::validate(k, &module, &a, source));
            analyses.push(a);
        }
        diags.sort_by_key(|d| (d.span.start, d.severity));
    }
    if diags.iter().any(Diagnostic::is_error) {
        return Err(AsmError { file: file.to_string(), source_text: source.to_string(), diagnostics: diags });
    }
    Ok(Program { file: file.to_string(), module, analyses, warnings: diags })
}

/// Parses without validation: the module and all diagnostics, even when there are errors.
/// Useful for tools that want a partial result.
pub fn parse_unchecked(source: &str) -> (Module, Vec<Diagnostic>) {
    parse::parse_module(source)
}

/// Parses a mnemonic such as `ld.global.v4.f32` into its opcode, type and modifiers, checking
/// that the combination is an instruction warpsim knows.
pub fn parse_form(text: &str) -> Result<(Opcode, Option<Type>, Mods), Diagnostic> {
    let span = Span { start: 0, len: text.len(), line: 1, col: 1 };
    parse::parse_form(text, span)
}

/// Parses one instruction (for tests and tools). Labels are left unresolved.
pub fn parse_instr(text: &str) -> Result<Instr, Diagnostic> {
    let src = format!(".kernel k\n{text}\n");
    let (module, diags) = parse::parse_module(&src);
    if let Some(d) = diags.into_iter().find(|d| {
        d.is_error() && !d.message.starts_with("undefined label") && !d.message.starts_with("undefined symbol")
    }) {
        return Err(d);
    }
    module
        .kernels
        .into_iter()
        .next()
        .and_then(|k| k.instrs.into_iter().next())
        .ok_or_else(|| Diagnostic::error(Span::default(), "no instruction"))
}
