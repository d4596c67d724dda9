//! Software prefetches into the host CPU's caches. On a big GPU the timing model's state
//! (132 SMs of 64 warps: their register rows, and the kernel's data) is tens of megabytes, and
//! what a warp's next instruction touches was often last touched a wave of warps ago. The issue
//! loop knows that instruction's destination row and, for a global load or store, its
//! addresses when the warp's previous instruction issues; it asks for them here, and the host
//! fetches them while other warps and SMs run (docs/PERFORMANCE.md, 2026-11-29, fourth
//! sitting). A prefetch never faults and changes no value: only the host's caches see it
//! (no-ops on hosts other than x86-64).

/// Bytes of a host cache line.
const LINE: usize = 64;

/// Brings the line holding `*p` into the host's caches, for reading.
#[inline(always)]
pub fn read<T>(p: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults; the address is that of a live reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>((p as *const T).cast())
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Brings the lines of `s` into the host's caches, for writing (held so that a store may
/// write them at once).
#[inline(always)]
pub fn write_all<T>(s: &[T]) {
    #[cfg(target_arch = "x86_64")]
    {
        let (p, bytes) = (s.as_ptr().cast::<i8>(), std::mem::size_of_val(s));
        let mut at = 0;
        while at < bytes {
            // SAFETY: a prefetch never faults, and `p + at` lies within `s`.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_ET0 }>(p.add(at)) };
            at += LINE;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = s;
}
