//! Canonical assembly text. `parse(display(m)) == m` for every module (a property test).

use crate::imm::format_imm;
use crate::instr::*;
use crate::module::*;
use crate::opcode::Opcode;
use crate::types::*;
use std::fmt::{self, Display, Formatter, Write};

impl Display for Reg {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.index)
    }
}

impl Display for Special {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl Display for Address {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('[')?;
        let mut parts = 0;
        if let Some(s) = &self.symbol {
            f.write_str(s)?;
            parts += 1;
        }
        if let Some(r) = self.base {
            if parts > 0 {
                f.write_char('+')?;
            }
            write!(f, "{r}")?;
            parts += 1;
        }
        if self.offset != 0 || parts == 0 {
            match (parts, self.offset < 0) {
                (0, _) => write!(f, "{}", self.offset)?,
                (_, true) => write!(f, "-{}", self.offset.unsigned_abs())?,
                (_, false) => write!(f, "+{}", self.offset)?,
            }
        }
        f.write_char(']')
    }
}

/// The mnemonic with its modifiers in canonical order.
pub fn mnemonic(i: &Instr) -> String {
    let m = &i.mods;
    let mut s = String::from(i.opcode.mnemonic());
    let mut push = |w: &str| {
        s.push('.');
        s.push_str(w);
    };
    match i.opcode {
        Opcode::Bar => push("sync"),
        Opcode::Bra if m.uni => push("uni"),
        _ => {}
    }
    if let Some(v) = m.shfl {
        push(v.word());
    }
    if let Some(v) = m.vote {
        push(v.word());
    }
    if let Some(v) = m.space {
        push(v.word());
    }
    if m.nc {
        push("nc");
    }
    if let Some(v) = m.atom {
        push(v.word());
    }
    if let Some(v) = m.cmp {
        push(v.word());
    }
    if let Some(v) = m.mul {
        push(v.word());
    }
    if let Some(v) = m.rounding {
        push(v.word());
    }
    match m.vec {
        VecWidth::V1 => {}
        VecWidth::V2 => push("v2"),
        VecWidth::V4 => push("v4"),
    }
    if let Some(t) = i.ty {
        push(t.word());
    }
    if let Some(t) = m.src_ty {
        push(t.word());
    }
    s
}

fn write_operand(f: &mut Formatter<'_>, op: &Operand, slot: Option<SlotKind>) -> fmt::Result {
    let ty = match slot {
        Some(
            SlotKind::Src(t)
            | SlotKind::Dst(t)
            | SlotKind::ImmOnly(t)
            | SlotKind::SrcList(t, _)
            | SlotKind::DstList(t, _),
        ) => t,
        _ => Type::S64,
    };
    match op {
        Operand::Reg(r) => write!(f, "{r}"),
        Operand::Imm(bits) => f.write_str(&format_imm(*bits, ty)),
        Operand::Special(s) => write!(f, "{s}"),
        Operand::Symbol(s) => f.write_str(s),
        Operand::Addr(a) => write!(f, "{a}"),
        Operand::Label { name, .. } => f.write_str(name),
        Operand::List(items) => {
            f.write_char('{')?;
            for (k, item) in items.iter().enumerate() {
                if k > 0 {
                    f.write_str(", ")?;
                }
                write_operand(f, item, slot)?;
            }
            f.write_char('}')
        }
    }
}

/// Writes an instruction with its guard and mnemonic padded to `width` columns.
fn write_instr(f: &mut Formatter<'_>, i: &Instr, width: usize) -> fmt::Result {
    let mut head = String::new();
    if let Some(g) = i.guard {
        write!(head, "@{}%p{} ", if g.negated { "!" } else { "" }, g.pred)?;
    }
    head.push_str(&mnemonic(i));
    if i.operands.is_empty() {
        return f.write_str(&head);
    }
    write!(f, "{head:<width$} ")?;
    let slots = i.slots();
    for (k, op) in i.operands.iter().enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write_operand(f, op, slots.get(k).copied())?;
    }
    Ok(())
}

impl Display for Instr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_instr(f, self, 0)
    }
}

/// An instruction printed with its mnemonic padded to a column, as in kernel listings.
struct Aligned<'a>(&'a Instr);

impl Display for Aligned<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_instr(f, self.0, 19)
    }
}

impl Display for Kernel {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        writeln!(f, ".kernel {}", self.name)?;
        if let Some(n) = self.declared_regs {
            writeln!(f, ".regs {n}")?;
        }
        for p in &self.params {
            writeln!(f, ".param .{} {}", p.ty.word(), p.name)?;
        }
        for s in &self.shared {
            writeln!(f, ".shared {} {} {}", s.name, s.bytes, s.align)?;
        }
        if let Some(d) = &self.dynamic_shared {
            writeln!(f, ".extern .shared {} {}", d.name, d.align)?;
        }
        // The labels in pc order (definition order within one pc), walked once alongside the
        // instructions: `labels_at` per pc is quadratic in a kernel of many labels.
        let mut labels: Vec<&crate::module::Label> = self.labels.iter().collect();
        labels.sort_by_key(|l| l.pc);
        let mut labels = labels.into_iter().peekable();
        for pc in 0..=self.instrs.len() {
            while let Some(l) = labels.next_if(|l| l.pc as usize == pc) {
                writeln!(f, "{}:", l.name)?;
            }
            if let Some(i) = self.instrs.get(pc) {
                writeln!(f, "    {}", Aligned(i))?;
            }
        }
        Ok(())
    }
}

impl Display for ConstDecl {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, ".const {} .{} {}", self.name, self.ty, self.count)?;
        if !self.init.is_empty() {
            f.write_str(" = {")?;
            for (k, v) in self.init.iter().enumerate() {
                f.write_str(if k == 0 { "" } else { ", " })?;
                f.write_str(&format_imm(*v, self.ty))?;
            }
            f.write_char('}')?;
        }
        Ok(())
    }
}

impl Display for Module {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        for c in &self.consts {
            writeln!(f, "{c}")?;
        }
        for (k, kernel) in self.kernels.iter().enumerate() {
            if k > 0 || !self.consts.is_empty() {
                writeln!(f)?;
            }
            write!(f, "{kernel}")?;
        }
        Ok(())
    }
}
