//! Property tests: `parse(display(m)) == m` for random valid modules, and every program in
//! programs/ survives the round trip.

use proptest::prelude::*;
use warpsim_isa::*;

/// Every valid (opcode, type, modifiers) form, found by trying the combinations of modifier
/// words on every opcode and keeping those the assembler accepts.
fn all_forms() -> Vec<(Opcode, Option<Type>, Mods)> {
    let mut extras: Vec<Vec<&str>> = vec![vec![], vec!["uni"], vec!["sync"]];
    for w in ["lo", "hi", "wide"] {
        extras.push(vec![w]);
    }
    for w in CmpOp::ALL {
        extras.push(vec![w.word()]);
    }
    for r in Rounding::ALL {
        extras.push(vec![r.word()]);
    }
    for m in ShflMode::ALL {
        extras.push(vec![m.word()]);
    }
    for m in VoteMode::ALL {
        extras.push(vec![m.word()]);
    }
    for v in [vec!["global", "nc"], vec!["global", "nc", "v2"], vec!["global", "nc", "v4"]] {
        extras.push(v);
    }
    for s in Space::ALL {
        extras.push(vec![s.word()]);
        for v in ["v2", "v4"] {
            extras.push(vec![s.word(), v]);
        }
        for a in AtomOp::ALL {
            extras.push(vec![s.word(), a.word()]);
        }
    }
    let mut types: Vec<Vec<&str>> = vec![vec![]];
    types.extend(Type::ALL.iter().map(|t| vec![t.word()]));
    for d in Type::ALL {
        for s in Type::ALL {
            types.push(vec![d.word(), s.word()]);
        }
    }
    let mut forms = Vec::new();
    for op in Opcode::ALL {
        for e in &extras {
            for t in &types {
                let text: Vec<&str> =
                    std::iter::once(op.mnemonic()).chain(e.iter().copied()).chain(t.iter().copied()).collect();
                if let Ok(f) = parse_form(&text.join(".")) {
                    forms.push(f);
                }
            }
        }
    }
    forms
}

/// splitmix64: a tiny deterministic generator driven by proptest's seeds.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn reg(rng: &mut Rng, class: RegClass) -> Reg {
    Reg { class, index: rng.below(40) as u16 }
}

fn source(rng: &mut Rng, op: Opcode, t: Type) -> Operand {
    match rng.below(if op == Opcode::Mov { 4 } else { 2 }) {
        0 => Operand::Reg(reg(rng, t.reg_class())),
        1 => {
            let bits = rng.next();
            Operand::Imm(if t == Type::Pred { bits & 1 } else { bits & imm::mask(t.bits()) })
        }
        2 if t.bits() == 32 => Operand::Special(
            *[Special::Tid(Dim::Y), Special::LaneId, Special::Nctaid(Dim::Z), Special::Clock]
                .get(rng.below(4) as usize)
                .unwrap(),
        ),
        2 if t.bits() == 64 => Operand::Special(Special::Clock64),
        3 if t.is_int() && t.bits() >= 32 => Operand::Symbol(["s0", "s1", "c0"][rng.below(3) as usize].into()),
        _ => Operand::Reg(reg(rng, t.reg_class())),
    }
}

fn address(rng: &mut Rng, space: Space) -> Address {
    let symbol = match space {
        Space::Shared if rng.below(2) == 0 => Some(["s0", "s1", "dyn"][rng.below(3) as usize].to_string()),
        Space::Const if rng.below(2) == 0 => Some("c0".to_string()),
        Space::Param => Some(["p0", "p1"][rng.below(2) as usize].to_string()),
        _ => None,
    };
    let base = if space != Space::Param && rng.below(3) > 0 { Some(reg(rng, space.addr_class())) } else { None };
    let offset = match rng.below(3) {
        0 => 0,
        1 => rng.below(4096) as i64,
        _ => -(rng.below(64) as i64),
    };
    Address { symbol, base, offset }
}

fn instr(rng: &mut Rng, forms: &[(Opcode, Option<Type>, Mods)], labels: &[Label]) -> Instr {
    let (opcode, ty, mods) = forms[rng.below(forms.len() as u64) as usize];
    let mut operands = Vec::new();
    for slot in slots_for(opcode, ty, &mods) {
        operands.push(match slot {
            SlotKind::Dst(t) => Operand::Reg(reg(rng, t.reg_class())),
            SlotKind::Src(t) => source(rng, opcode, t),
            SlotKind::DstList(t, n) => Operand::List((0..n).map(|_| Operand::Reg(reg(rng, t.reg_class()))).collect()),
            SlotKind::SrcList(t, n) => Operand::List((0..n).map(|_| source(rng, Opcode::St, t)).collect()),
            SlotKind::Addr(space) => Operand::Addr(address(rng, space)),
            SlotKind::Label => {
                let l = &labels[rng.below(labels.len() as u64) as usize];
                Operand::Label { name: l.name.clone(), pc: l.pc }
            }
            SlotKind::ImmOnly(_) => Operand::Imm(rng.below(16)),
        });
    }
    let guard = match rng.below(4) {
        0 => Some(Guard { pred: rng.below(8) as u16, negated: rng.below(2) == 0 }),
        _ => None,
    };
    Instr { guard, opcode, ty, mods, operands }
}

fn module(seed: u64, len: usize, forms: &[(Opcode, Option<Type>, Mods)]) -> Module {
    let mut rng = Rng(seed);
    let mut k = Kernel::new("random_kernel");
    k.params = vec![
        Param { name: "p0".into(), ty: ParamType::Ptr, offset: 0 },
        Param { name: "p1".into(), ty: ParamType::Scalar(Type::S32), offset: 0 },
    ];
    k.shared = vec![
        SharedDecl { name: "s0".into(), bytes: 100, align: 4, offset: 0 },
        SharedDecl { name: "s1".into(), bytes: 64, align: 16, offset: 0 },
    ];
    k.dynamic_shared = Some(DynamicShared { name: "dyn".into(), align: 8, offset: 0 });
    k.labels = (0..3).map(|i| Label { name: format!("L{i}"), pc: rng.below(len as u64 + 1) as u32 }).collect();
    // Labels are canonically in program order (as the parser produces them).
    k.labels.sort_by_key(|l| l.pc);
    k.instrs = (0..len).map(|_| instr(&mut rng, forms, &k.labels.clone())).collect();
    k.layout();
    let mut consts = vec![ConstDecl {
        name: "c0".into(),
        ty: Type::F32,
        count: 8,
        init: vec![1.5f32.to_bits() as u64, 0, 7],
        offset: 0,
    }];
    module::layout_consts(&mut consts);
    Module { consts, kernels: vec![k] }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn display_then_parse_is_identity(seed in any::<u64>(), len in 1usize..60) {
        thread_local!(static FORMS: Vec<(Opcode, Option<Type>, Mods)> = all_forms());
        let m = FORMS.with(|f| module(seed, len, f));
        let text = m.to_string();
        let (parsed, diags) = parse_unchecked(&text);
        let errors: Vec<_> = diags.iter().filter(|d| d.is_error()).map(|d| format!("{}:{} {}", d.span.line, d.span.col, d.message)).collect();
        prop_assert!(errors.is_empty(), "{errors:?}\n{text}");
        prop_assert_eq!(&parsed, &m, "{}", text);
        prop_assert_eq!(parsed.to_string(), text);
    }
}

#[test]
fn the_form_table_is_rich() {
    // Sanity check on the enumeration that drives the property above.
    let forms = all_forms();
    assert!(forms.len() > 500, "only {} forms", forms.len());
    for op in Opcode::ALL {
        assert!(forms.iter().any(|f| f.0 == *op), "no valid form for {op}");
    }
}

#[test]
fn every_program_round_trips() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../programs");
    let mut count = 0;
    for dir in std::fs::read_dir(root).unwrap() {
        for file in std::fs::read_dir(dir.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_some_and(|e| e == "asm") {
                let src = std::fs::read_to_string(&path).unwrap();
                let prog = assemble(&path.display().to_string(), &src).unwrap_or_else(|e| panic!("{e}"));
                let text = prog.module.to_string();
                let again = assemble("display", &text).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(again.module, prog.module, "{}", path.display());
                count += 1;
            }
        }
    }
    assert!(count >= 7, "found only {count} programs");
}
