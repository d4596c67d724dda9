//! Parsing `opcode.mod.mod.type` words and checking that the combination is a real instruction.

use super::cursor::{sub_span, suggest, PResult};
use crate::diag::{Diagnostic, Span};
use crate::instr::Mods;
use crate::opcode::{Opcode, Shape};
use crate::types::*;

/// The decoded mnemonic of an instruction.
pub struct Form {
    pub opcode: Opcode,
    pub ty: Option<Type>,
    pub mods: Mods,
}

/// Modifier words accepted for PTX compatibility that change nothing in warpsim (all our
/// transcendentals are computed to f32 precision, and there is no flush-to-zero mode).
const IGNORED_WORDS: &[&str] = &["approx", "full", "ftz"];

pub fn parse_mnemonic(text: &str, span: Span) -> PResult<Form> {
    let mut parts = text.split('.');
    let root = parts.next().unwrap_or("");
    let Some(opcode) = Opcode::from_mnemonic(root) else {
        let d = Diagnostic::error(sub_span(span, 0, root.len()), format!("unknown opcode `{root}`"));
        let help = suggest(root, Opcode::ALL.iter().map(|o| o.mnemonic()));
        return Err(match help {
            Some(h) => d.with_help(h),
            None => d.with_help("see docs/ISA.md for the instruction list"),
        });
    };
    let mut types: Vec<Type> = Vec::new();
    let mut mods = Mods::default();
    let mut saw_sync = false;
    let mut offset = root.len() + 1;
    for word in parts {
        let wspan = sub_span(span, offset, word.len());
        offset += word.len() + 1;
        let dup = |what: &str| Diagnostic::error(wspan, format!("more than one {what} modifier"));
        if let Some(t) = Type::from_word(word) {
            types.push(t);
        } else if let Some(s) = Space::from_word(word) {
            if mods.space.replace(s).is_some() {
                return Err(dup("state space"));
            }
        } else if let (Opcode::Atom, Some(op)) = (opcode, AtomOp::from_word(word)) {
            if mods.atom.replace(op).is_some() {
                return Err(dup("atomic operation"));
            }
        } else if let Some(c) = CmpOp::from_word(word) {
            if mods.cmp.replace(c).is_some() {
                return Err(dup("comparison"));
            }
        } else if let Some(m) = MulMode::from_word(word) {
            if mods.mul.replace(m).is_some() {
                return Err(dup("multiply mode"));
            }
        } else if let Some(r) = Rounding::from_word(word) {
            if mods.rounding.replace(r).is_some() {
                return Err(dup("rounding"));
            }
        } else if let Some(m) = ShflMode::from_word(word) {
            if mods.shfl.replace(m).is_some() {
                return Err(dup("shuffle mode"));
            }
        } else if let Some(m) = VoteMode::from_word(word) {
            if mods.vote.replace(m).is_some() {
                return Err(dup("vote mode"));
            }
        } else if let Some(v) = VecWidth::from_word(word) {
            if mods.vec != VecWidth::V1 {
                return Err(dup("vector width"));
            }
            mods.vec = v;
        } else if word == "uni" {
            mods.uni = true;
        } else if word == "nc" {
            mods.nc = true;
        } else if word == "sync" {
            saw_sync = true;
        } else if IGNORED_WORDS.contains(&word) {
        } else {
            let d = Diagnostic::error(wspan, format!("unknown modifier `.{word}`"));
            let known = Type::ALL.iter().map(|t| t.word()).chain(Space::ALL.iter().map(|s| s.word()));
            return Err(match suggest(word, known) {
                Some(h) => d.with_help(h),
                None => d,
            });
        }
    }
    let name_span = sub_span(span, 0, text.len());
    let err = |msg: String| Diagnostic::error(name_span, msg);

    // cvt names two types (destination first); everything else at most one.
    let (ty, src_ty) = match (opcode, types.as_slice()) {
        (Opcode::Cvt, [d, s]) => (Some(*d), Some(*s)),
        (Opcode::Cvt, _) => return Err(err("`cvt` needs a destination and a source type, e.g. `cvt.f32.s32`".into())),
        (_, []) => (None, None),
        (_, [t]) => (Some(*t), None),
        (_, _) => return Err(err(format!("`{root}` takes one type suffix"))),
    };
    mods.src_ty = src_ty;
    let form = Form { opcode, ty, mods };
    check_form(&form, saw_sync).map_err(err)?;
    Ok(form)
}

use TypeKind::*;

fn ints_16_64(t: Type) -> bool {
    t.is_int() && t.kind() != Bits && t.bits() >= 16
}

fn numeric(t: Type) -> bool {
    ints_16_64(t) || t.is_float()
}

/// Checks that the modifiers and type make an instruction warpsim knows. Returns a sentence for
/// the error message otherwise.
fn check_form(f: &Form, saw_sync: bool) -> Result<(), String> {
    let op = f.opcode;
    let m = &f.mods;
    let name = op.mnemonic();
    // Modifiers that only some opcodes take.
    let allowed_space = matches!(op, Opcode::Ld | Opcode::St | Opcode::Atom);
    if m.space.is_some() && !allowed_space {
        return Err(format!("`{name}` takes no state space"));
    }
    if m.cmp.is_some() && op != Opcode::Setp {
        return Err(format!("`{name}` takes no comparison"));
    }
    if m.mul.is_some() && !matches!(op, Opcode::Mul | Opcode::Mad | Opcode::Mul24) {
        return Err(format!("`{name}` takes no .lo/.hi/.wide"));
    }
    if m.rounding.is_some()
        && !matches!(
            op,
            Opcode::Cvt
                | Opcode::Fma
                | Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::Div
                | Opcode::Sqrt
                | Opcode::Rcp
        )
    {
        return Err(format!("`{name}` takes no rounding modifier"));
    }
    if m.rounding.is_some() && op != Opcode::Cvt {
        // PTX spells the IEEE default on float arithmetic; warpsim only does round-to-nearest.
        if m.rounding != Some(Rounding::Rn) || !f.ty.is_some_and(Type::is_float) {
            return Err(format!("`{name}` supports only the default `.rn` rounding on float types"));
        }
    }
    if m.shfl.is_some() != (op == Opcode::Shfl) {
        return Err(if op == Opcode::Shfl {
            "`shfl` needs a mode: .idx, .up, .down or .bfly".into()
        } else {
            format!("`{name}` takes no shuffle mode")
        });
    }
    if m.vote.is_some() != (op == Opcode::Vote) {
        return Err(if op == Opcode::Vote {
            "`vote` needs a mode: .any, .all or .ballot".into()
        } else {
            format!("`{name}` takes no vote mode")
        });
    }
    if m.vec != VecWidth::V1 && !matches!(op, Opcode::Ld | Opcode::St) {
        return Err(format!("`{name}` takes no vector width"));
    }
    if m.uni && op != Opcode::Bra {
        return Err(format!("`.uni` applies to `bra` only, not `{name}`"));
    }
    if m.nc && (op != Opcode::Ld || m.space != Some(Space::Global)) {
        return Err(format!("`.nc` applies to `ld.global` only (global data the kernel does not write), not `{name}`"));
    }
    if saw_sync && !matches!(op, Opcode::Bar | Opcode::Shfl | Opcode::Vote) {
        return Err(format!("`{name}` takes no `.sync`"));
    }
    // Opcodes without types.
    let untyped = matches!(op.shape(), Shape::Barrier | Shape::Branch | Shape::Nothing);
    if untyped {
        if let Some(t) = f.ty {
            return Err(format!("`{name}` takes no type, found `.{t}`"));
        }
        if op == Opcode::Bar && !saw_sync {
            return Err("write `bar.sync`".into());
        }
        return Ok(());
    }
    let Some(t) = f.ty else {
        return Err(format!("`{name}` needs a type suffix such as `.{}`", example_type(op)));
    };
    let bad_type = || Err(format!("`{name}` does not take type `.{t}`"));
    match op {
        Opcode::Mov => {}
        Opcode::Add | Opcode::Sub | Opcode::Div | Opcode::Min | Opcode::Max => {
            if !numeric(t) {
                return bad_type();
            }
        }
        Opcode::Mul | Opcode::Mad => {
            if !numeric(t) {
                return bad_type();
            }
            match (t.is_float(), m.mul) {
                (true, Some(_)) => return Err(format!("float `{name}` takes no .lo/.hi/.wide")),
                (false, None) => {
                    return Err(format!("integer `{name}` needs .lo, .hi or .wide (e.g. `{name}.lo.{t}`)"))
                }
                (false, Some(MulMode::Wide)) if t.bits() > 32 => {
                    return Err(format!("`{name}.wide` takes 16- or 32-bit sources"))
                }
                _ => {}
            }
        }
        Opcode::Mul24 => {
            if !matches!(t, Type::U32 | Type::S32) {
                return bad_type();
            }
            if !matches!(m.mul, Some(MulMode::Lo | MulMode::Hi)) {
                return Err("`mul24` needs .lo or .hi".into());
            }
        }
        Opcode::Fma => {
            if !t.is_float() {
                return bad_type();
            }
        }
        Opcode::Rem => {
            if !ints_16_64(t) {
                return bad_type();
            }
        }
        Opcode::Abs | Opcode::Neg => {
            if !(t.is_float() || (t.is_signed() && t.bits() >= 16)) {
                return bad_type();
            }
        }
        Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Not => {
            if !(t == Type::Pred || (t.kind() == Bits && t.bits() >= 16)) {
                return bad_type();
            }
        }
        Opcode::Shl => {
            if !(t.kind() == Bits && t.bits() >= 16) {
                return bad_type();
            }
        }
        Opcode::Shr => {
            if !(t.is_int() && t.bits() >= 16) {
                return bad_type();
            }
        }
        Opcode::Popc | Opcode::Clz => {
            if !matches!(t, Type::B32 | Type::B64) {
                return bad_type();
            }
        }
        Opcode::Rcp | Opcode::Sqrt | Opcode::Rsqrt => {
            if !t.is_float() {
                return bad_type();
            }
        }
        Opcode::Sin | Opcode::Cos | Opcode::Ex2 | Opcode::Lg2 => {
            if t != Type::F32 {
                return bad_type();
            }
        }
        Opcode::Setp => {
            if m.cmp.is_none() {
                return Err("`setp` needs a comparison: .eq, .ne, .lt, .le, .gt or .ge".into());
            }
            if !(t.is_float() || (t.is_int() && t.bits() >= 16)) {
                return bad_type();
            }
        }
        Opcode::Selp => {
            if !(t.is_float() || (t.is_int() && t.bits() >= 16)) {
                return bad_type();
            }
        }
        Opcode::Cvt => check_cvt(t, m.src_ty.unwrap_or(t), m.rounding)?,
        Opcode::Ld | Opcode::St => check_memory(op, t, m)?,
        Opcode::Atom => check_atom(t, m)?,
        Opcode::Shfl => {
            if t != Type::B32 {
                return bad_type();
            }
        }
        Opcode::Vote => {
            let want = if m.vote == Some(VoteMode::Ballot) { Type::B32 } else { Type::Pred };
            if t != want {
                return Err(format!("`vote.{}` takes type `.{want}`", m.vote.map(|v| v.word()).unwrap_or("")));
            }
        }
        Opcode::Bar | Opcode::Bra | Opcode::Exit | Opcode::Nop => {}
    }
    Ok(())
}

fn example_type(op: Opcode) -> &'static str {
    match op {
        Opcode::And
        | Opcode::Or
        | Opcode::Xor
        | Opcode::Not
        | Opcode::Shl
        | Opcode::Popc
        | Opcode::Clz
        | Opcode::Shfl => "b32",
        Opcode::Fma
        | Opcode::Rcp
        | Opcode::Sqrt
        | Opcode::Rsqrt
        | Opcode::Sin
        | Opcode::Cos
        | Opcode::Ex2
        | Opcode::Lg2 => "f32",
        Opcode::Vote => "pred",
        _ => "s32",
    }
}

fn check_cvt(d: Type, s: Type, rnd: Option<Rounding>) -> Result<(), String> {
    let ok = |t: Type| t.is_float() || (t.is_int() && t.kind() != Bits);
    if !ok(d) || !ok(s) {
        return Err(format!("`cvt` converts between u/s integers and floats, not `.{d}.{s}`"));
    }
    let Some(r) = rnd else { return Ok(()) };
    let fits = match (d.is_float(), s.is_float()) {
        (false, true) => r.is_integer(),
        (true, false) => !r.is_integer(),
        (true, true) => (d.bits() < s.bits() && !r.is_integer()) || (d == s && r.is_integer()),
        (false, false) => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!("rounding `.{r}` does not apply to `cvt.{d}.{s}` (float->int takes .rni/.rzi/.rmi/.rpi, int->float and f64->f32 take .rn/.rz/.rm/.rp)"))
    }
}

fn check_memory(op: Opcode, t: Type, m: &Mods) -> Result<(), String> {
    let name = op.mnemonic();
    let Some(space) = m.space else {
        return Err(format!("`{name}` needs a state space: .global, .shared, .const, .param or .local"));
    };
    if op == Opcode::St && matches!(space, Space::Const | Space::Param) {
        return Err(format!("the .{space} space is read-only"));
    }
    if t == Type::Pred {
        return Err(format!("`{name}` cannot move predicates; use selp/setp"));
    }
    if m.vec != VecWidth::V1 && space == Space::Param {
        return Err("vector accesses to .param are not supported".into());
    }
    let bytes = t.bytes() * m.vec.lanes();
    if bytes > 16 {
        return Err(format!(
            "a vector access moves at most 16 bytes; `.{}.{t}` is {bytes}",
            if m.vec == VecWidth::V2 { "v2" } else { "v4" }
        ));
    }
    Ok(())
}

fn check_atom(t: Type, m: &Mods) -> Result<(), String> {
    match m.space {
        Some(Space::Global | Space::Shared) => {}
        Some(s) => return Err(format!("atomics work on .global and .shared, not .{s}")),
        None => return Err("`atom` needs a state space: .global or .shared".into()),
    }
    let Some(op) = m.atom else {
        return Err("`atom` needs an operation: .add, .min, .max, .exch, .cas, .and, .or, .xor, .inc or .dec".into());
    };
    use Type::*;
    let ok = match op {
        AtomOp::Add => matches!(t, U32 | S32 | U64 | F32 | F64),
        AtomOp::Min | AtomOp::Max => matches!(t, U32 | S32 | U64 | S64),
        AtomOp::Exch | AtomOp::Cas | AtomOp::And | AtomOp::Or | AtomOp::Xor => {
            matches!(t, B32 | B64)
        }
        AtomOp::Inc | AtomOp::Dec => t == U32,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("`atom.{op}` does not take type `.{t}`"))
    }
}
