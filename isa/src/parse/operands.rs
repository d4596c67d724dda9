//! Parsing an instruction's operands, guided by its slots so that each operand is checked
//! against the type its position holds.

use super::cursor::{Cursor, PResult};
use super::mnemonic::{parse_mnemonic, Form};
use crate::diag::{Diagnostic, Span};
use crate::imm::parse_imm;
use crate::instr::*;
use crate::lexer::Tok;
use crate::opcode::Opcode;
use crate::types::*;

/// A name that can only be checked once the whole kernel or module is known.
#[derive(Clone, Debug)]
pub enum Fixup {
    /// A branch target: operand `operand` of instruction `pc`.
    Label { pc: usize, operand: usize, name: String, span: Span },
    /// A symbol used in an address of `space`, or as a `mov` source (`space == None`).
    Symbol { name: String, span: Span, space: Option<Space> },
}

/// Registers are numbered up to this (exclusive); the validator enforces the per-thread limit.
const MAX_REG_INDEX: u32 = 1 << 15;

pub fn parse_reg(text: &str, span: Span) -> PResult<Reg> {
    let bad = || {
        Diagnostic::error(span, format!("unknown register `{text}`"))
            .with_help("registers are %rN (32-bit, also f32), %rdN (64-bit, also f64) and %pN (predicates)")
    };
    let (class, digits) = if let Some(d) = text.strip_prefix("%rd") {
        (RegClass::B64, d)
    } else if let Some(d) = text.strip_prefix("%r") {
        (RegClass::B32, d)
    } else if let Some(d) = text.strip_prefix("%p") {
        (RegClass::Pred, d)
    } else {
        return Err(bad());
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match digits.parse::<u32>() {
        Ok(i) if i < MAX_REG_INDEX => Ok(Reg { class, index: i as u16 }),
        _ => Err(Diagnostic::error(span, format!("register index too large in `{text}`"))),
    }
}

/// Parses `[@[!]%pN] mnemonic operands` at the cursor.
pub fn parse_instruction(cur: &mut Cursor, pc: usize, fixups: &mut Vec<Fixup>) -> PResult<Instr> {
    let guard = if cur.eat(Tok::At) {
        let negated = cur.eat(Tok::Bang);
        let t = cur.expect(Tok::Percent, "a predicate register after `@`")?;
        let reg = parse_reg(cur.text(t), t.span)?;
        if reg.class != RegClass::Pred {
            return Err(Diagnostic::error(t.span, format!("a guard must be a predicate (%pN), not `{}`", cur.text(t))));
        }
        Some(Guard { pred: reg.index, negated })
    } else {
        None
    };
    let mt = cur.expect(Tok::Ident, "an instruction")?;
    let Form { opcode, ty, mods } = parse_mnemonic(cur.text(mt), mt.span)?;
    let slots = slots_for(opcode, ty, &mods);
    let mut operands = Vec::with_capacity(slots.len());
    for (i, slot) in slots.iter().enumerate() {
        if i > 0 {
            if cur.at_end() {
                return Err(missing_operands(cur, opcode, &slots, i));
            }
            cur.expect(Tok::Comma, "`,` between operands")?;
        } else if cur.at_end() {
            return Err(missing_operands(cur, opcode, &slots, i));
        }
        operands.push(parse_operand(cur, opcode, *slot, pc, i, fixups)?);
    }
    if cur.peek_kind() == Some(Tok::Comma) {
        return Err(Diagnostic::error(
            cur.here(),
            format!("too many operands: `{}` takes {}", opcode.mnemonic(), slots.len()),
        ));
    }
    Ok(Instr { guard, opcode, ty, mods, operands })
}

fn missing_operands(cur: &Cursor, opcode: Opcode, slots: &[SlotKind], have: usize) -> Diagnostic {
    let shape: Vec<String> = slots.iter().map(|s| slot_word(*s)).collect();
    Diagnostic::error(
        cur.here(),
        format!(
            "`{}` takes {} operand{}, found {have}",
            opcode.mnemonic(),
            slots.len(),
            if slots.len() == 1 { "" } else { "s" }
        ),
    )
    .with_help(format!("expected: {}", shape.join(", ")))
}

fn slot_word(s: SlotKind) -> String {
    match s {
        SlotKind::Dst(t) => format!("destination .{t}"),
        SlotKind::Src(t) => format!("source .{t}"),
        SlotKind::DstList(t, n) => format!("{{{n} x .{t} registers}}"),
        SlotKind::SrcList(t, n) => format!("{{{n} x .{t} values}}"),
        SlotKind::Addr(s) => format!("[.{s} address]"),
        SlotKind::Label => "label".into(),
        SlotKind::ImmOnly(_) => "immediate".into(),
    }
}

fn check_class(reg: Reg, ty: Type, text: &str, span: Span) -> PResult<()> {
    let want = ty.reg_class();
    if reg.class == want {
        return Ok(());
    }
    let d = Diagnostic::error(
        span,
        format!("type mismatch: a `.{ty}` value needs {}, but `{text}` is {}", want.describe(), reg.class.describe()),
    );
    let help = match want {
        RegClass::B32 => "use a %rN register, or convert with cvt",
        RegClass::B64 => "use a %rdN register, or widen with cvt.u64.u32 / mul.wide",
        RegClass::Pred => "predicates come from setp; use a %pN register",
    };
    Err(d.with_help(help))
}

fn parse_operand(
    cur: &mut Cursor,
    opcode: Opcode,
    slot: SlotKind,
    pc: usize,
    index: usize,
    fixups: &mut Vec<Fixup>,
) -> PResult<Operand> {
    match slot {
        SlotKind::Dst(t) => {
            let tok = cur.expect(Tok::Percent, "a destination register")?;
            let text = cur.text(tok);
            if Special::from_name(text).is_some() {
                return Err(Diagnostic::error(tok.span, format!("`{text}` is read-only")));
            }
            let reg = parse_reg(text, tok.span)?;
            check_class(reg, t, text, tok.span)?;
            Ok(Operand::Reg(reg))
        }
        SlotKind::Src(t) => parse_source(cur, opcode, t, fixups),
        SlotKind::ImmOnly(t) => {
            let neg = cur.eat(Tok::Minus);
            let tok = cur.expect(Tok::Number, "an immediate")?;
            parse_imm(cur.text(tok), neg, t).map(Operand::Imm).map_err(|m| Diagnostic::error(tok.span, m))
        }
        SlotKind::DstList(t, n) | SlotKind::SrcList(t, n) => {
            let open = cur.expect(Tok::LBrace, &format!("`{{` starting a list of {n} registers"))?;
            let mut items = Vec::new();
            loop {
                let item = if matches!(slot, SlotKind::DstList(..)) {
                    parse_operand(cur, opcode, SlotKind::Dst(t), pc, index, fixups)?
                } else {
                    parse_source(cur, opcode, t, fixups)?
                };
                items.push(item);
                if !cur.eat(Tok::Comma) {
                    break;
                }
            }
            cur.expect(Tok::RBrace, "`}` closing the register list")?;
            if items.len() != n as usize {
                return Err(Diagnostic::error(
                    open.span,
                    format!("a .v{n} access needs {n} registers in the list, found {}", items.len()),
                ));
            }
            Ok(Operand::List(items))
        }
        SlotKind::Addr(space) => parse_address(cur, space, fixups).map(Operand::Addr),
        SlotKind::Label => {
            let tok = cur.expect(Tok::Ident, "a label")?;
            let name = cur.text(tok).to_string();
            fixups.push(Fixup::Label { pc, operand: index, name: name.clone(), span: tok.span });
            Ok(Operand::Label { name, pc: u32::MAX })
        }
    }
}

fn parse_source(cur: &mut Cursor, opcode: Opcode, t: Type, fixups: &mut Vec<Fixup>) -> PResult<Operand> {
    match cur.peek_kind() {
        Some(Tok::Percent) => {
            let tok = cur.next().expect("peeked");
            let text = cur.text(tok);
            if let Some(sp) = Special::from_name(text) {
                if opcode != Opcode::Mov {
                    return Err(Diagnostic::error(
                        tok.span,
                        format!("special register `{text}` can only be read with `mov`"),
                    )
                    .with_help(format!("mov.u32 %rN, {text}")));
                }
                if t.bits() != sp.bits() {
                    return Err(Diagnostic::error(
                        tok.span,
                        format!("`{text}` is {} bits wide; move it with a {}-bit type", sp.bits(), sp.bits()),
                    ));
                }
                return Ok(Operand::Special(sp));
            }
            let reg = parse_reg(text, tok.span)?;
            check_class(reg, t, text, tok.span)?;
            Ok(Operand::Reg(reg))
        }
        Some(Tok::Number | Tok::Minus) => {
            let neg = cur.eat(Tok::Minus);
            let tok = cur.expect(Tok::Number, "a number after `-`")?;
            parse_imm(cur.text(tok), neg, t).map(Operand::Imm).map_err(|m| Diagnostic::error(tok.span, m))
        }
        Some(Tok::Ident) if opcode == Opcode::Mov => {
            let tok = cur.next().expect("peeked");
            if !matches!(t, Type::U32 | Type::B32 | Type::S32 | Type::U64 | Type::B64 | Type::S64) {
                return Err(Diagnostic::error(
                    tok.span,
                    format!("a symbol address is an integer; move it with .u32 or .u64, not .{t}"),
                ));
            }
            let name = cur.text(tok).to_string();
            fixups.push(Fixup::Symbol { name: name.clone(), span: tok.span, space: None });
            Ok(Operand::Symbol(name))
        }
        _ => Err(cur.unexpected(&format!("a register or immediate (.{t})"))),
    }
}

/// `[base]`, `[base+imm]`, `[sym]`, `[sym+reg+imm]`, `[imm]` ...
fn parse_address(cur: &mut Cursor, space: Space, fixups: &mut Vec<Fixup>) -> PResult<Address> {
    cur.expect(Tok::LBracket, "`[` starting an address")?;
    let mut addr = Address::default();
    let mut first = true;
    loop {
        // The first term may start with `-`; later ones follow `+`, `+-` or `-`.
        let negative = if first || cur.eat(Tok::Plus) {
            cur.eat(Tok::Minus)
        } else if cur.eat(Tok::Minus) {
            true
        } else {
            break;
        };
        first = false;
        let Some(tok) = cur.peek() else {
            return Err(cur.unexpected("a register, symbol or offset"));
        };
        match tok.kind {
            Tok::Percent if !negative => {
                cur.next();
                let text = cur.text(tok);
                let reg = parse_reg(text, tok.span)?;
                if addr.base.is_some() {
                    return Err(Diagnostic::error(tok.span, "an address has at most one register"));
                }
                let want = space.addr_class();
                if reg.class != want {
                    let help = if want == RegClass::B64 {
                        "global addresses are 64-bit: use %rdN"
                    } else {
                        "on-chip spaces are addressed with 32-bit offsets: use %rN"
                    };
                    return Err(Diagnostic::error(
                        tok.span,
                        format!("a .{space} address needs {}, not `{text}`", want.describe()),
                    )
                    .with_help(help));
                }
                addr.base = Some(reg);
            }
            Tok::Ident if !negative => {
                cur.next();
                if addr.symbol.is_some() {
                    return Err(Diagnostic::error(tok.span, "an address has at most one symbol"));
                }
                let name = cur.text(tok).to_string();
                fixups.push(Fixup::Symbol { name: name.clone(), span: tok.span, space: Some(space) });
                addr.symbol = Some(name);
            }
            Tok::Number => {
                cur.next();
                let bits = parse_imm(cur.text(tok), negative, Type::S64).map_err(|m| Diagnostic::error(tok.span, m))?;
                addr.offset = addr
                    .offset
                    .checked_add(bits as i64)
                    .ok_or_else(|| Diagnostic::error(tok.span, "address offset overflows"))?;
            }
            _ => return Err(cur.unexpected("a register, symbol or offset")),
        }
    }
    if first {
        return Err(cur.unexpected("a register, symbol or offset"));
    }
    cur.expect(Tok::RBracket, "`]` closing the address")?;
    Ok(addr)
}
