//! Device global memory: a sparse, byte-addressed space with cudaMalloc-style allocations.
//!
//! Allocations are 256-byte aligned (as cudaMalloc's) and placed one after another from
//! `HEAP_BASE` with a guard gap between them, so a small overrun lands outside any allocation
//! and is reported instead of silently corrupting a neighbour. Backing storage is allocated in
//! 64 KiB pages on first write; unwritten memory reads as zero. A 4 GiB device therefore costs
//! only what the program touches.

use std::fmt;

/// First device address handed out; addresses below it (including null) are never valid.
pub const HEAP_BASE: u64 = 0x1_0000_0000;
/// cudaMalloc's alignment.
pub const ALLOC_ALIGN: u64 = 256;
/// Unmapped bytes left after each allocation, to catch overruns.
const GUARD_BYTES: u64 = 4096;
const PAGE_BITS: u32 = 16;
const PAGE_SIZE: usize = 1 << PAGE_BITS;

/// One allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    pub base: u64,
    pub bytes: u64,
    /// Bytes between rows for pitched (2D) allocations.
    pub pitch: Option<u64>,
    pub label: String,
}

impl Allocation {
    pub fn end(&self) -> u64 {
        self.base + self.bytes
    }
}

/// Why a host-side memory operation failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemError {
    #[error("out of device memory: {requested} bytes requested, {free} of {capacity} free")]
    OutOfMemory { requested: u64, free: u64, capacity: u64 },
    #[error("address {0:#x} is not inside any allocation")]
    Unmapped(u64),
    #[error("{bytes} bytes at {addr:#x} run past the end of the allocation at {base:#x} ({size} bytes)")]
    Overrun { addr: u64, bytes: u64, base: u64, size: u64 },
}

/// Global memory of one device.
pub struct DeviceMemory {
    capacity: u64,
    used: u64,
    next: u64,
    /// Sorted by base.
    allocs: Vec<Allocation>,
    pages: Vec<Option<Box<[u8]>>>,
    /// Index of the allocation that satisfied the last lookup (accesses are local).
    last_hit: std::cell::Cell<usize>,
}

impl fmt::Debug for DeviceMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeviceMemory")
            .field("capacity", &self.capacity)
            .field("used", &self.used)
            .field("allocs", &self.allocs)
            .finish()
    }
}

impl DeviceMemory {
    pub fn new(capacity: u64) -> DeviceMemory {
        DeviceMemory {
            capacity,
            used: 0,
            next: HEAP_BASE,
            allocs: Vec::new(),
            pages: Vec::new(),
            last_hit: std::cell::Cell::new(0),
        }
    }

    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    pub fn allocations(&self) -> &[Allocation] {
        &self.allocs
    }

    /// cudaMalloc: a fresh 256-byte aligned allocation (zero-filled here, deterministically).
    pub fn alloc(&mut self, bytes: u64, label: &str) -> Result<u64, MemError> {
        self.alloc_inner(bytes, None, label)
    }

    /// cudaMallocPitch: `rows` rows of `width_bytes`, each row starting at a multiple of
    /// `pitch_align`. Returns (base, pitch).
    pub fn alloc_pitched(
        &mut self,
        width_bytes: u64,
        rows: u64,
        pitch_align: u64,
        label: &str,
    ) -> Result<(u64, u64), MemError> {
        // A size past u64 (a preset's large pitch alignment times many rows) is out of memory
        // like any other too-large request, not a wrapped small one.
        let pitch = width_bytes.max(1).checked_next_multiple_of(pitch_align.max(1)).unwrap_or(u64::MAX);
        let base = self.alloc_inner(pitch.saturating_mul(rows), Some(pitch), label)?;
        Ok((base, pitch))
    }

    fn alloc_inner(&mut self, bytes: u64, pitch: Option<u64>, label: &str) -> Result<u64, MemError> {
        let free = self.capacity - self.used;
        let rounded = bytes.max(1).checked_next_multiple_of(ALLOC_ALIGN).unwrap_or(u64::MAX);
        if rounded > free {
            return Err(MemError::OutOfMemory { requested: bytes, free, capacity: self.capacity });
        }
        let base = self.next;
        self.next = base + rounded + GUARD_BYTES;
        self.used += rounded;
        self.allocs.push(Allocation { base, bytes, pitch, label: label.to_string() });
        Ok(base)
    }

    /// The allocation containing `addr`, if any.
    pub fn find(&self, addr: u64) -> Option<&Allocation> {
        let hint = self.last_hit.get();
        if let Some(a) = self.allocs.get(hint) {
            if addr >= a.base && addr < a.end() {
                return Some(a);
            }
        }
        let i = self.allocs.partition_point(|a| a.base <= addr).checked_sub(1)?;
        let a = &self.allocs[i];
        if addr < a.end() {
            self.last_hit.set(i);
            Some(a)
        } else {
            None
        }
    }

    /// Checks that `[addr, addr + bytes)` lies inside one allocation.
    pub fn check(&self, addr: u64, bytes: u64) -> Result<(), MemError> {
        let a = self.find(addr).ok_or(MemError::Unmapped(addr))?;
        if addr + bytes > a.end() {
            return Err(MemError::Overrun { addr, bytes, base: a.base, size: a.bytes });
        }
        Ok(())
    }

    fn page_index(addr: u64) -> usize {
        ((addr - HEAP_BASE) >> PAGE_BITS) as usize
    }

    /// Reads bytes (unchecked against allocations: callers check first).
    pub fn read(&self, addr: u64, out: &mut [u8]) {
        let mut done = 0;
        while done < out.len() {
            let a = addr + done as u64;
            let off = ((a - HEAP_BASE) as usize) & (PAGE_SIZE - 1);
            let n = (PAGE_SIZE - off).min(out.len() - done);
            match self.pages.get(Self::page_index(a)).and_then(|p| p.as_deref()) {
                Some(page) => out[done..done + n].copy_from_slice(&page[off..off + n]),
                None => out[done..done + n].fill(0),
            }
            done += n;
        }
    }

    /// Writes bytes (unchecked against allocations: callers check first).
    pub fn write(&mut self, addr: u64, data: &[u8]) {
        let mut done = 0;
        while done < data.len() {
            let a = addr + done as u64;
            let off = ((a - HEAP_BASE) as usize) & (PAGE_SIZE - 1);
            let n = (PAGE_SIZE - off).min(data.len() - done);
            let page = self.page_mut(a);
            page[off..off + n].copy_from_slice(&data[done..done + n]);
            done += n;
        }
    }

    /// Backs the bytes `[addr, addr + len)` with pages now (zeros where never written), as
    /// writing zeros there would, without the writing: a buffer that starts as zeros is backed
    /// at setup rather than by its kernel's first stores.
    pub fn back(&mut self, addr: u64, len: u64) {
        let mut a = addr;
        while a < addr.saturating_add(len) {
            self.page_mut(a);
            a += (PAGE_SIZE - Self::page_offset(a)) as u64;
        }
    }

    fn page_mut(&mut self, addr: u64) -> &mut [u8] {
        let i = Self::page_index(addr);
        if i >= self.pages.len() {
            self.pages.resize_with(i + 1, || None);
        }
        self.pages[i].get_or_insert_with(|| vec![0u8; PAGE_SIZE].into_boxed_slice())
    }

    /// The backing page holding `addr` (`None` if never written: reads as zeros), and the
    /// offset of `addr` in it. Naturally aligned accesses never straddle pages.
    #[inline]
    pub fn page(&self, addr: u64) -> (Option<&[u8]>, usize) {
        let off = ((addr - HEAP_BASE) as usize) & (PAGE_SIZE - 1);
        (self.pages.get(Self::page_index(addr)).and_then(|p| p.as_deref()), off)
    }

    /// Asks the host CPU to bring the byte at device address `addr` into its cache (nothing
    /// where no page backs it).
    #[inline]
    pub fn prefetch(&self, addr: u64) {
        if addr >= HEAP_BASE {
            if let (Some(page), off) = self.page(addr) {
                crate::prefetch::read(&page[off]);
            }
        }
    }

    /// The page holding `addr`, allocated if needed, and the address of its first byte.
    pub fn page_mut_at(&mut self, addr: u64) -> (&mut [u8], u64) {
        let origin = addr - (((addr - HEAP_BASE) as usize) & (PAGE_SIZE - 1)) as u64;
        (self.page_mut(addr), origin)
    }

    /// Page number of an address (for callers caching `page`).
    #[inline]
    pub fn page_number(addr: u64) -> u64 {
        (addr - HEAP_BASE) >> PAGE_BITS
    }

    /// Offset of an address in its page.
    #[inline]
    pub fn page_offset(addr: u64) -> usize {
        ((addr - HEAP_BASE) as usize) & (PAGE_SIZE - 1)
    }

    /// Reads a naturally aligned value of up to 8 bytes, zero-extended.
    #[inline]
    pub fn load(&self, addr: u64, bytes: u32) -> u64 {
        match self.pages.get(Self::page_index(addr)).and_then(|p| p.as_deref()) {
            None => 0,
            Some(page) => get_le(page, Self::page_offset(addr), bytes),
        }
    }

    /// Writes the low `bytes` bytes of `value` at a naturally aligned address.
    #[inline]
    pub fn store(&mut self, addr: u64, bytes: u32, value: u64) {
        put_le(self.page_mut(addr), Self::page_offset(addr), bytes, value);
    }

    /// Host->device copy with bounds checking; an empty copy is a no-op wherever it points (as
    /// cudaMemcpy's with a count of 0).
    pub fn copy_in(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        if data.is_empty() {
            return Ok(());
        }
        self.check(addr, data.len() as u64)?;
        self.write(addr, data);
        Ok(())
    }

    /// Device->host copy with bounds checking; an empty copy is a no-op, as `copy_in`'s.
    pub fn copy_out(&self, addr: u64, out: &mut [u8]) -> Result<(), MemError> {
        if out.is_empty() {
            return Ok(());
        }
        self.check(addr, out.len() as u64)?;
        self.read(addr, out);
        Ok(())
    }

    /// Bytes of host memory backing the device (pages touched so far).
    pub fn resident_bytes(&self) -> usize {
        self.pages.iter().filter(|p| p.is_some()).count() * PAGE_SIZE
    }
}

/// The value of `size` (up to 8) bytes at `off` in `page`, little-endian, zero-extended: a
/// constant-size read for the sizes of the ISA's types (1, 2, 4, 8), where a slice copy of
/// `size` bytes is a call.
#[inline(always)]
pub(crate) fn get_le(page: &[u8], off: usize, size: u32) -> u64 {
    match size {
        1 => page[off] as u64,
        2 => u16::from_le_bytes(page[off..off + 2].try_into().unwrap()) as u64,
        4 => u32::from_le_bytes(page[off..off + 4].try_into().unwrap()) as u64,
        8 => u64::from_le_bytes(page[off..off + 8].try_into().unwrap()),
        n => {
            let mut buf = [0u8; 8];
            buf[..n as usize].copy_from_slice(&page[off..off + n as usize]);
            u64::from_le_bytes(buf)
        }
    }
}

/// Writes the low `size` (up to 8) bytes of `v` at `off` in `page` (as `get_le`).
#[inline(always)]
pub(crate) fn put_le(page: &mut [u8], off: usize, size: u32, v: u64) {
    match size {
        1 => page[off] = v as u8,
        2 => page[off..off + 2].copy_from_slice(&(v as u16).to_le_bytes()),
        4 => page[off..off + 4].copy_from_slice(&(v as u32).to_le_bytes()),
        8 => page[off..off + 8].copy_from_slice(&v.to_le_bytes()),
        n => page[off..off + n as usize].copy_from_slice(&v.to_le_bytes()[..n as usize]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backed_bytes_have_pages_that_read_as_zeros_and_keep_what_was_written() {
        let mut m = DeviceMemory::new(1 << 32);
        let a = m.alloc(3 * PAGE_SIZE as u64, "a").unwrap();
        m.write(a + 8, &[7, 7]);
        // Three pages and a byte, from inside the first: every page they touch is backed.
        let (from, len) = (a + 100, 3 * PAGE_SIZE as u64 - 99);
        m.back(from, len);
        for at in [from, a + PAGE_SIZE as u64, a + 2 * PAGE_SIZE as u64, from + len - 1] {
            assert!(m.page(at).0.is_some(), "{at:#x}");
        }
        assert!(m.page(from + len + PAGE_SIZE as u64).0.is_none());
        let mut out = [1u8; 4];
        m.read(a + 8, &mut out);
        assert_eq!(out, [7, 7, 0, 0]);
        m.read(from + len - 4, &mut out);
        assert_eq!(out, [0; 4]);
    }

    #[test]
    fn allocations_are_aligned_and_separated() {
        let mut m = DeviceMemory::new(1 << 32);
        let a = m.alloc(10, "a").unwrap();
        let b = m.alloc(300, "b").unwrap();
        assert_eq!(a % 256, 0);
        assert_eq!(b % 256, 0);
        assert!(b >= a + 256 + GUARD_BYTES);
        assert!(m.check(a, 10).is_ok());
        assert_eq!(m.check(a + 8, 4), Err(MemError::Overrun { addr: a + 8, bytes: 4, base: a, size: 10 }));
        assert_eq!(m.check(a + 300, 4), Err(MemError::Unmapped(a + 300)));
        assert_eq!(m.check(0, 4), Err(MemError::Unmapped(0)));
    }

    #[test]
    fn sparse_four_gib_device() {
        let mut m = DeviceMemory::new(4 << 30);
        let a = m.alloc(3 << 30, "big").unwrap();
        m.store(a + (2 << 30), 4, 0xdead_beef);
        assert_eq!(m.load(a + (2 << 30), 4), 0xdead_beef);
        assert_eq!(m.load(a + 12, 4), 0);
        assert!(m.resident_bytes() <= 1 << 16);
        assert!(matches!(m.alloc(2 << 30, "too much"), Err(MemError::OutOfMemory { .. })));
    }

    #[test]
    fn pitched_rows_are_aligned() {
        let mut m = DeviceMemory::new(1 << 30);
        let (base, pitch) = m.alloc_pitched(664 * 8, 1024, 512, "img").unwrap();
        assert_eq!(pitch, 5632);
        assert_eq!(m.find(base).unwrap().bytes, pitch * 1024);
        // Sizes past u64 are out of memory, not wrapped (2^33 rows at a 2^31-byte pitch).
        assert!(matches!(m.alloc_pitched(1, 1 << 33, 1 << 31, "huge"), Err(MemError::OutOfMemory { .. })));
        assert!(matches!(m.alloc(u64::MAX, "huge"), Err(MemError::OutOfMemory { .. })));
    }

    #[test]
    fn copies_cross_pages() {
        let mut m = DeviceMemory::new(1 << 30);
        let a = m.alloc(200_000, "x").unwrap();
        let data: Vec<u8> = (0..200_000u32).map(|i| i as u8).collect();
        m.copy_in(a, &data).unwrap();
        let mut back = vec![0; 200_000];
        m.copy_out(a, &mut back).unwrap();
        assert_eq!(back, data);
    }
}
