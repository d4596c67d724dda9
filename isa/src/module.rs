//! Modules and kernels: what the assembler produces from one `.asm` file.

use crate::instr::Instr;
use crate::types::{Space, Type};
use std::collections::HashMap;

/// The constant bank is 64 KiB, as on NVIDIA hardware.
pub const CONST_BANK_BYTES: u32 = 64 * 1024;

/// One assembled file: module-scope constant data and the kernels.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub consts: Vec<ConstDecl>,
    pub kernels: Vec<Kernel>,
}

impl Module {
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    pub fn constant(&self, name: &str) -> Option<&ConstDecl> {
        self.consts.iter().find(|c| c.name == name)
    }

    /// Bytes of the constant bank in use.
    pub fn const_bytes(&self) -> u32 {
        self.consts.iter().map(|c| c.offset + c.bytes()).max().unwrap_or(0)
    }

    /// The initial contents of the constant bank (little-endian), as long as the data in use.
    pub fn const_image(&self) -> Vec<u8> {
        let mut image = vec![0u8; self.const_bytes() as usize];
        for c in &self.consts {
            let size = c.ty.bytes() as usize;
            for (i, bits) in c.init.iter().enumerate() {
                let at = c.offset as usize + i * size;
                image[at..at + size].copy_from_slice(&bits.to_le_bytes()[..size]);
            }
        }
        image
    }
}

/// `.const NAME .TYPE COUNT [= {values}]`: an array in the constant bank.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstDecl {
    pub name: String,
    pub ty: Type,
    pub count: u32,
    /// Initial values as raw bits of `ty`; shorter than `count` means the rest are zero.
    pub init: Vec<u64>,
    /// Byte offset in the constant bank (laid out in declaration order, naturally aligned).
    pub offset: u32,
}

impl ConstDecl {
    pub fn bytes(&self) -> u32 {
        self.ty.bytes() * self.count
    }
}

/// The type of a kernel parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// A device pointer (64-bit global address).
    Ptr,
    Scalar(Type),
}

impl ParamType {
    pub fn bytes(self) -> u32 {
        match self {
            ParamType::Ptr => 8,
            ParamType::Scalar(t) => t.bytes(),
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            ParamType::Ptr => "ptr",
            ParamType::Scalar(t) => t.word(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: ParamType,
    /// Byte offset in the parameter space (naturally aligned, in declaration order).
    pub offset: u32,
}

/// `.shared NAME BYTES [ALIGN]`: a static shared-memory array.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedDecl {
    pub name: String,
    pub bytes: u32,
    pub align: u32,
    /// Byte offset in the block's shared memory.
    pub offset: u32,
}

/// `.extern .shared NAME [ALIGN]`: the dynamic shared-memory array, sized at launch.
#[derive(Clone, Debug, PartialEq)]
pub struct DynamicShared {
    pub name: String,
    pub align: u32,
    /// Offset after the static arrays, aligned.
    pub offset: u32,
}

/// A label: a name for an instruction index (`pc == instrs.len()` names the end).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub name: String,
    pub pc: u32,
}

/// Where a symbol lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolInfo {
    pub space: Space,
    pub offset: u32,
    /// Size in bytes; `None` for the dynamic shared array (sized at launch).
    pub bytes: Option<u32>,
}

/// A kernel's symbols by name (`Kernel::symbols`).
#[derive(Clone, Debug)]
pub struct Symbols<'a> {
    by_name: HashMap<&'a str, SymbolInfo>,
}

impl Symbols<'_> {
    /// As `Kernel::symbol`.
    pub fn get(&self, name: &str) -> Option<SymbolInfo> {
        self.by_name.get(name).copied()
    }
}

/// One kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub params: Vec<Param>,
    pub shared: Vec<SharedDecl>,
    pub dynamic_shared: Option<DynamicShared>,
    /// `.regs N`: a per-thread register count to use for occupancy instead of the counted one
    /// (for modelling what a real compiler allocated). Must be at least the counted count.
    pub declared_regs: Option<u32>,
    pub instrs: Vec<Instr>,
    pub labels: Vec<Label>,
    /// Source line of each instruction (for error messages); not part of the kernel's identity.
    pub source_lines: Vec<u32>,
}

/// Source positions are debugging aid, not meaning: two kernels that differ only in where
/// their text stood are the same kernel (this is what makes `parse(display(k)) == k` hold).
impl PartialEq for Kernel {
    fn eq(&self, other: &Kernel) -> bool {
        self.name == other.name
            && self.params == other.params
            && self.shared == other.shared
            && self.dynamic_shared == other.dynamic_shared
            && self.declared_regs == other.declared_regs
            && self.instrs == other.instrs
            && self.labels == other.labels
    }
}

impl Kernel {
    pub fn new(name: impl Into<String>) -> Kernel {
        Kernel {
            name: name.into(),
            params: Vec::new(),
            shared: Vec::new(),
            dynamic_shared: None,
            declared_regs: None,
            instrs: Vec::new(),
            labels: Vec::new(),
            source_lines: Vec::new(),
        }
    }

    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|p| p.name == name)
    }

    /// Bytes of the parameter space in use.
    pub fn param_bytes(&self) -> u32 {
        self.params.iter().map(|p| p.offset + p.ty.bytes()).max().unwrap_or(0)
    }

    /// Static shared memory per block, in bytes (the dynamic array starts after it).
    pub fn static_shared_bytes(&self) -> u32 {
        self.shared.iter().map(|s| s.offset + s.bytes).max().unwrap_or(0)
    }

    /// Every symbol this kernel's instructions may name, in lookup order: parameters, shared
    /// arrays, the dynamic array, the module's constants (the first of a name is the one).
    fn declared<'a>(&'a self, module: &'a Module) -> impl Iterator<Item = (&'a str, SymbolInfo)> + 'a {
        let params = self.params.iter().map(|p| {
            (p.name.as_str(), SymbolInfo { space: Space::Param, offset: p.offset, bytes: Some(p.ty.bytes()) })
        });
        let shared = self
            .shared
            .iter()
            .map(|s| (s.name.as_str(), SymbolInfo { space: Space::Shared, offset: s.offset, bytes: Some(s.bytes) }));
        let dynamic = self
            .dynamic_shared
            .iter()
            .map(|d| (d.name.as_str(), SymbolInfo { space: Space::Shared, offset: d.offset, bytes: None }));
        let consts = module
            .consts
            .iter()
            .map(|c| (c.name.as_str(), SymbolInfo { space: Space::Const, offset: c.offset, bytes: Some(c.bytes()) }));
        params.chain(shared).chain(dynamic).chain(consts)
    }

    /// Looks a symbol up among this kernel's params and shared arrays and the module's constants.
    pub fn symbol(&self, module: &Module, name: &str) -> Option<SymbolInfo> {
        self.declared(module).find(|&(n, _)| n == name).map(|(_, info)| info)
    }

    /// Every symbol `symbol` finds, by name, looked up in one step each: for resolving all of a
    /// kernel's addresses (a search of every declaration per address was quadratic in a
    /// kernel with tens of thousands of constants).
    pub fn symbols<'a>(&'a self, module: &'a Module) -> Symbols<'a> {
        let mut by_name = HashMap::new();
        for (name, info) in self.declared(module) {
            by_name.entry(name).or_insert(info);
        }
        Symbols { by_name }
    }

    /// The label names that point at `pc`, in definition order.
    pub fn labels_at(&self, pc: u32) -> impl Iterator<Item = &str> {
        self.labels.iter().filter(move |l| l.pc == pc).map(|l| l.name.as_str())
    }

    /// Recomputes parameter and shared-memory offsets from declaration order.
    pub fn layout(&mut self) {
        let mut at = 0u32;
        for p in &mut self.params {
            let size = p.ty.bytes();
            at = at.next_multiple_of(size);
            p.offset = at;
            at += size;
        }
        let mut at = 0u32;
        for s in &mut self.shared {
            at = at.next_multiple_of(s.align.max(1));
            s.offset = at;
            at += s.bytes;
        }
        if let Some(d) = &mut self.dynamic_shared {
            d.offset = at.next_multiple_of(d.align.max(1));
        }
    }
}

/// Lays out constant arrays in declaration order, naturally aligned.
pub fn layout_consts(consts: &mut [ConstDecl]) {
    let mut at = 0u32;
    for c in consts {
        at = at.next_multiple_of(c.ty.bytes().max(1));
        c.offset = at;
        at += c.bytes();
    }
}
