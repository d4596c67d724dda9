//! Parsing of every instruction family: the typed operands and modifiers that come out.

use warpsim_isa::*;

fn p(text: &str) -> Instr {
    parse_instr(text).unwrap_or_else(|d| panic!("`{text}` should parse: {}", d.message))
}

fn err(text: &str) -> String {
    match parse_instr(text) {
        Ok(i) => panic!("`{text}` should not parse, got {i}"),
        Err(d) => d.message,
    }
}

#[test]
fn moves_and_special_registers() {
    let i = p("mov.u32 %r1, %tid.x");
    assert_eq!(i.opcode, Opcode::Mov);
    assert_eq!(i.operands, vec![Operand::Reg(Reg::r(1)), Operand::Special(Special::Tid(Dim::X))]);
    for s in Special::all() {
        let ty = if s.bits() == 64 { "u64 %rd1" } else { "u32 %r1" };
        let i = p(&format!("mov.{ty}, {}", s.name()));
        assert_eq!(i.operands[1], Operand::Special(s));
    }
    assert_eq!(p("mov.f32 %r2, 1.5").operands[1], Operand::Imm(1.5f32.to_bits() as u64));
    assert_eq!(p("mov.b64 %rd2, %rd3").operands[1], Operand::Reg(Reg::rd(3)));
    assert_eq!(p("mov.pred %p1, %p2").ty, Some(Type::Pred));
    assert!(err("mov.u64 %rd1, %tid.x").contains("32 bits"));
    assert!(err("add.s32 %r1, %tid.x, 1").contains("only be read with `mov`"));
    assert!(err("mov.u32 %tid.x, %r1").contains("read-only"));
}

#[test]
fn integer_arithmetic() {
    for op in ["add", "sub", "div", "rem", "min", "max"] {
        for ty in ["s32", "u32", "s64", "u64", "s16"] {
            let reg = if ty.ends_with("64") { "%rd" } else { "%r" };
            let i = p(&format!("{op}.{ty} {reg}1, {reg}2, 7"));
            assert_eq!(i.operands.len(), 3);
            assert_eq!(i.unit(), Unit::Int);
        }
    }
    let i = p("mul.wide.s32 %rd1, %r2, 4");
    assert_eq!(i.mods.mul, Some(MulMode::Wide));
    assert_eq!(i.slots()[0], SlotKind::Dst(Type::S64));
    assert_eq!(p("mul.hi.u32 %r1, %r2, %r3").mods.mul, Some(MulMode::Hi));
    assert_eq!(p("mad.lo.s32 %r1, %r2, %r3, %r4").operands.len(), 4);
    assert_eq!(p("mad.wide.u32 %rd1, %r2, %r3, %rd4").slots()[3], SlotKind::Src(Type::U64));
    assert_eq!(p("mul24.lo.s32 %r1, %r2, %r3").opcode, Opcode::Mul24);
    assert_eq!(p("abs.s32 %r1, %r2").opcode, Opcode::Abs);
    assert_eq!(p("neg.s64 %rd1, %rd2").opcode, Opcode::Neg);
    assert!(err("mul.s32 %r1, %r2, %r3").contains("needs .lo, .hi or .wide"));
    assert!(err("mul.wide.s64 %rd1, %rd2, %rd3").contains("16- or 32-bit"));
    assert!(err("abs.u32 %r1, %r2").contains("does not take type"));
    assert!(err("add.s32 %r1, %r2").contains("takes 3 operands"));
    assert!(err("add.s32 %r1, %r2, %r3, %r4").contains("too many operands"));
}

#[test]
fn bitwise_and_shifts() {
    for op in ["and", "or", "xor"] {
        p(&format!("{op}.b32 %r1, %r2, 0xff"));
        p(&format!("{op}.pred %p1, %p2, %p3"));
    }
    p("not.b64 %rd1, %rd2");
    p("not.pred %p1, %p2");
    assert_eq!(p("shl.b64 %rd1, %rd2, %r3").slots()[2], SlotKind::Src(Type::U32));
    p("shr.s32 %r1, %r2, 3");
    p("shr.u32 %r1, %r2, 3");
    assert_eq!(p("popc.b64 %r1, %rd2").slots()[0], SlotKind::Dst(Type::U32));
    p("clz.b32 %r1, %r2");
    assert!(err("and.s32 %r1, %r2, %r3").contains("does not take type"));
    assert!(err("shl.s32 %r1, %r2, 1").contains("does not take type"));
}

#[test]
fn float_and_special_function() {
    for op in ["add", "sub", "mul", "div", "min", "max"] {
        assert_eq!(p(&format!("{op}.f32 %r1, %r2, 2.0")).unit(), Unit::Fp32);
        assert_eq!(p(&format!("{op}.f64 %rd1, %rd2, 2.0")).unit(), Unit::Fp64);
    }
    assert_eq!(p("fma.rn.f32 %r1, %r2, %r3, %r4").unit(), Unit::Fp32);
    assert_eq!(p("mad.f32 %r1, %r2, %r3, %r4").mods.mul, None);
    p("abs.f32 %r1, %r2");
    p("neg.f64 %rd1, %rd2");
    for op in ["rcp", "sqrt", "rsqrt", "sin", "cos", "ex2", "lg2"] {
        let i = p(&format!("{op}.approx.f32 %r1, %r2"));
        assert_eq!(i.unit(), Unit::Sfu);
        assert_eq!(i.latency_class(), LatencyClass::Transcendental);
    }
    assert_eq!(p("sqrt.f64 %rd1, %rd2").unit(), Unit::Fp64);
    assert!(err("sin.f64 %rd1, %rd2").contains("does not take type"));
    assert!(err("mul.lo.f32 %r1, %r2, %r3").contains("float `mul` takes no"));
    assert!(err("add.f32 %r1, %r2, 0x3f800000").contains("not an f32 literal"));
}

#[test]
fn compare_and_select() {
    for cmp in ["eq", "ne", "lt", "le", "gt", "ge"] {
        for ty in ["s32", "u32", "f32"] {
            let i = p(&format!("setp.{cmp}.{ty} %p1, %r1, %r2"));
            assert_eq!(i.mods.cmp.map(|c| c.word()), Some(cmp));
        }
    }
    p("setp.lt.f64 %p1, %rd1, 0.5");
    let i = p("selp.s32 %r1, %r2, 5, %p3");
    assert_eq!(i.operands[3], Operand::Reg(Reg::p(3)));
    assert!(err("setp.s32 %p1, %r1, %r2").contains("needs a comparison"));
    assert!(err("setp.lt.s32 %r1, %r1, %r2").contains("predicate register"));
}

#[test]
fn conversions() {
    let i = p("cvt.u64.u32 %rd1, %r2");
    assert_eq!((i.ty, i.mods.src_ty), (Some(Type::U64), Some(Type::U32)));
    assert_eq!(i.unit(), Unit::Int);
    assert_eq!(p("cvt.rn.f32.s32 %r1, %r2").unit(), Unit::Sfu);
    assert_eq!(p("cvt.rzi.s32.f32 %r1, %r2").mods.rounding, Some(Rounding::Rzi));
    assert_eq!(p("cvt.f64.f32 %rd1, %r2").unit(), Unit::Fp64);
    p("cvt.rn.f32.f64 %r1, %rd2");
    p("cvt.s8.s32 %r1, %r2");
    assert!(err("cvt.f32 %r1, %r2").contains("destination and a source type"));
    assert!(err("cvt.rn.s32.f32 %r1, %r2").contains("does not apply"));
    assert!(err("cvt.u32.u64 %r1, %r2").contains("type mismatch"));
}

#[test]
fn loads_and_stores_in_every_space() {
    let i = p("ld.global.f32 %r1, [%rd2+8]");
    assert_eq!(i.address(), Some(&Address { symbol: None, base: Some(Reg::rd(2)), offset: 8 }));
    let i = p("ld.shared.u16 %r1, [tile+%r2-2]");
    assert_eq!(i.address(), Some(&Address { symbol: Some("tile".into()), base: Some(Reg::r(2)), offset: -2 }));
    p("ld.const.f32 %r1, [coef+%r2]");
    p("ld.param.u64 %rd1, [data]");
    p("ld.local.s32 %r1, [%r2]");
    for ty in ["u8", "s8", "u16", "s16", "u32", "s32", "b32", "f32"] {
        p(&format!("ld.global.{ty} %r1, [%rd1]"));
        p(&format!("st.global.{ty} [%rd1], %r1"));
    }
    p("ld.global.u64 %rd1, [%rd2]");
    p("st.shared.f64 [%r1], %rd2");
    let i = p("ld.global.v4.f32 {%r1, %r2, %r3, %r4}, [%rd1]");
    assert_eq!(i.defs(), vec![Reg::r(1), Reg::r(2), Reg::r(3), Reg::r(4)]);
    p("ld.global.v2.f64 {%rd1, %rd2}, [%rd3]");
    let i = p("st.global.v4.u16 [%rd1], {%r1, %r2, %r3, 0}");
    assert_eq!(i.uses(), vec![Reg::rd(1), Reg::r(1), Reg::r(2), Reg::r(3)]);
    assert!(err("ld.f32 %r1, [%rd1]").contains("needs a state space"));
    assert!(err("st.const.f32 [%r1], %r2").contains("read-only"));
    assert!(err("ld.global.v4.f64 {%rd1, %rd2, %rd3, %rd4}, [%rd5]").contains("at most 16 bytes"));
    assert!(err("ld.global.v2.f32 {%r1}, [%rd1]").contains("needs 2 registers"));
    assert!(err("ld.shared.f32 %r1, [%rd1]").contains("32-bit"));
    assert!(err("ld.global.f32 %r1, [%rd1+%rd2]").contains("at most one register"));
    // The read-only (texture) path: loads of global data only, printed after the space.
    let i = p("ld.nc.global.v4.f32 {%r1, %r2, %r3, %r4}, [%rd1]");
    assert!(i.mods.nc);
    assert_eq!(i.to_string().split_whitespace().next(), Some("ld.global.nc.v4.f32"));
    assert!(!p("ld.global.f32 %r1, [%rd1]").mods.nc);
    for bad in ["ld.shared.nc.f32 %r1, [%r2]", "st.global.nc.f32 [%rd1], %r2", "ld.nc.f32 %r1, [%rd1]"] {
        assert!(err(bad).contains("`.nc` applies to `ld.global` only"), "{bad}: {}", err(bad));
    }
}

#[test]
fn atomics() {
    let i = p("atom.global.add.u32 %r1, [%rd2], 1");
    assert_eq!((i.mods.space, i.mods.atom), (Some(Space::Global), Some(AtomOp::Add)));
    p("atom.shared.add.f32 %r1, [%r2], %r3");
    p("atom.global.min.s32 %r1, [%rd2], %r3");
    p("atom.global.max.u64 %rd1, [%rd2], %rd3");
    p("atom.shared.exch.b32 %r1, [%r2], %r3");
    let i = p("atom.global.cas.b32 %r1, [%rd2], %r3, %r4");
    assert_eq!(i.operands.len(), 4);
    assert!(err("atom.global.cas.b32 %r1, [%rd2], %r3").contains("takes 4 operands"));
    assert!(err("atom.const.add.u32 %r1, [%r2], 1").contains("atomics work on"));
    assert!(err("atom.global.exch.f32 %r1, [%rd2], %r3").contains("does not take type"));
}

#[test]
fn control_barriers_warp_ops() {
    let i = p("bar.sync 0");
    assert_eq!((i.opcode, i.unit()), (Opcode::Bar, Unit::Barrier));
    let i = p("@!%p2 bra.uni L");
    assert_eq!(i.guard, Some(Guard { pred: 2, negated: true }));
    assert!(i.mods.uni);
    assert_eq!(p("exit").opcode, Opcode::Exit);
    assert_eq!(p("nop").operands, vec![]);
    for mode in ["idx", "up", "down", "bfly"] {
        let i = p(&format!("shfl.sync.{mode}.b32 %r1, %r2, 1, 31"));
        assert_eq!(i.mods.shfl.map(|m| m.word()), Some(mode));
    }
    assert_eq!(p("vote.any.pred %p1, %p2").mods.vote, Some(VoteMode::Any));
    assert_eq!(p("vote.all.pred %p1, %p2").mods.vote, Some(VoteMode::All));
    assert_eq!(p("vote.ballot.b32 %r1, %p2").slots()[0], SlotKind::Dst(Type::B32));
    assert!(err("bar 0").contains("bar.sync"));
    assert!(err("vote.ballot.pred %p1, %p2").contains("takes type `.b32`"));
    assert!(err("shfl.b32 %r1, %r2, 1, 31").contains("needs a mode"));
    assert!(err("@%r1 exit").contains("must be a predicate"));
}

#[test]
fn immediates_in_every_notation() {
    assert_eq!(p("mov.u32 %r1, 0x10").operands[1], Operand::Imm(16));
    assert_eq!(p("mov.s32 %r1, -1").operands[1], Operand::Imm(0xFFFF_FFFF));
    assert_eq!(p("mov.f32 %r1, 0f3F800000").operands[1], Operand::Imm(1.0f32.to_bits() as u64));
    assert_eq!(p("mov.f64 %rd1, 0d3FF0000000000000").operands[1], Operand::Imm(1.0f64.to_bits()));
    assert_eq!(p("mov.f32 %r1, 1e-3").operands[1], Operand::Imm(1e-3f32.to_bits() as u64));
    assert_eq!(p("mov.f32 %r1, -.5").operands[1], Operand::Imm((-0.5f32).to_bits() as u64));
    assert!(err("mov.u16 %r1, 70000").contains("does not fit"));
}

#[test]
fn kernel_header_and_layout() {
    let src = "
.const coef .f32 3 = {1.0, 2.0, 0.5}
.kernel k
.regs 40
.param .ptr out
.param .s32 n
.param .u64 big
.shared a 100
.shared b 64 16
.extern .shared dyn 8
    ld.param.s32 %r1, [n]
    ld.const.f32 %r2, [coef+4]
    mov.u32 %r3, b
    exit
";
    let prog = assemble("k.asm", src).unwrap();
    let k = &prog.module.kernels[0];
    assert_eq!(k.params.iter().map(|p| p.offset).collect::<Vec<_>>(), vec![0, 8, 16]);
    assert_eq!(k.shared.iter().map(|s| s.offset).collect::<Vec<_>>(), vec![0, 112]);
    assert_eq!(k.dynamic_shared.as_ref().unwrap().offset, 176);
    assert_eq!(prog.analyses[0].resources.registers, 40);
    assert_eq!(prog.analyses[0].resources.counted_registers, 4);
    assert_eq!(prog.analyses[0].resources.static_shared_bytes, 176);
    assert_eq!(prog.module.const_image(), [1.0f32, 2.0, 0.5].iter().flat_map(|f| f.to_le_bytes()).collect::<Vec<_>>());
    assert_eq!(k.symbol(&prog.module, "coef").unwrap().space, Space::Const);
}

#[test]
fn opcode_table_covers_every_family() {
    // Every opcode is reachable from text: a smoke test that the table and the parser agree.
    let samples = [
        "mov.u32 %r1, 1",
        "add.s32 %r1, %r1, 1",
        "sub.s32 %r1, %r1, 1",
        "mul.lo.s32 %r1, %r1, 3",
        "mul24.lo.s32 %r1, %r1, 3",
        "mad.lo.s32 %r1, %r1, 3, %r1",
        "fma.f32 %r1, %r1, %r1, %r1",
        "div.s32 %r1, %r1, 3",
        "rem.s32 %r1, %r1, 3",
        "min.s32 %r1, %r1, 3",
        "max.s32 %r1, %r1, 3",
        "abs.s32 %r1, %r1",
        "neg.s32 %r1, %r1",
        "and.b32 %r1, %r1, 3",
        "or.b32 %r1, %r1, 3",
        "xor.b32 %r1, %r1, 3",
        "not.b32 %r1, %r1",
        "shl.b32 %r1, %r1, 3",
        "shr.u32 %r1, %r1, 3",
        "popc.b32 %r1, %r1",
        "clz.b32 %r1, %r1",
        "rcp.f32 %r1, %r1",
        "sqrt.f32 %r1, %r1",
        "rsqrt.f32 %r1, %r1",
        "sin.f32 %r1, %r1",
        "cos.f32 %r1, %r1",
        "ex2.f32 %r1, %r1",
        "lg2.f32 %r1, %r1",
        "setp.eq.s32 %p1, %r1, 0",
        "selp.s32 %r1, 1, 2, %p1",
        "cvt.f32.s32 %r1, %r1",
        "ld.global.f32 %r1, [%rd1]",
        "st.global.f32 [%rd1], %r1",
        "atom.global.add.u32 %r1, [%rd1], 1",
        "bar.sync 0",
        "bra L",
        "exit",
        "shfl.idx.b32 %r1, %r1, 0, 31",
        "vote.any.pred %p1, %p1",
        "nop",
    ];
    let mut seen: Vec<Opcode> = samples.iter().map(|s| p(s).opcode).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen, Opcode::ALL.to_vec());
}
