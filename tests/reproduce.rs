//! The seeds' lessons, on reduced inputs (`warpsim reproduce --quick`): each case's effect must
//! point the right way and have roughly the right size, so model changes that break a lesson
//! fail CI. docs/REPRODUCTION.md has the full-size figures.

use std::path::Path;
use warpsim_emulator::reproduce::{run_all, Case, Scale};

fn ratio(cases: &[Case], number: u32, label: &str) -> f64 {
    let c = cases.iter().find(|c| c.number == number).unwrap();
    c.ratios
        .iter()
        .find(|r| r.label.starts_with(label))
        .unwrap_or_else(|| {
            panic!("case {number}: no ratio `{label}` in {:?}", c.ratios.iter().map(|r| &r.label).collect::<Vec<_>>())
        })
        .warpsim
}

fn figure(cases: &[Case], number: u32, variant: &str, preset: &str) -> f64 {
    let c = cases.iter().find(|c| c.number == number).unwrap();
    c.figures.iter().find(|f| f.variant.starts_with(variant) && f.preset == preset).unwrap().warpsim
}

#[test]
fn every_seed_lesson_holds_on_reduced_inputs() {
    let cases = run_all(Path::new(env!("CARGO_MANIFEST_DIR")), Scale::Quick).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(cases.len(), 10);
    let between = |v: f64, lo: f64, hi: f64, what: &str| assert!(v >= lo && v <= hi, "{what}: {v} not in [{lo}, {hi}]");

    // 1. More resident warps hide load latency: throughput rises well above the 4-warp figure.
    between(ratio(&cases, 1, "gt200: best / 4-warp"), 1.5, 20.0, "gt200 latency hiding");
    between(ratio(&cases, 1, "hopper: best / 4-warp"), 1.5, 50.0, "hopper latency hiding");
    //    A dependent chain fills a cc 1.x SM (an instruction every 4 cycles) with 6 warps and a
    //    cc 2.x one (one a cycle) with 22, the course notes' figures.
    between(ratio(&cases, 1, "gt200: warps needed to hide a dependent chain"), 5.0, 7.0, "gt200 chain");
    between(ratio(&cases, 1, "fermi: warps needed to hide a dependent chain"), 20.0, 24.0, "fermi chain");
    // 2. Shared A and B beats the simple multiply by several times on g80, and coalescing helps.
    between(ratio(&cases, 2, "g80: shared A,B / simple"), 4.0, 60.0, "g80 sharedAB speedup");
    between(ratio(&cases, 2, "g80: coalesced / simple"), 1.5, 30.0, "g80 coalesced speedup");
    between(ratio(&cases, 2, "gt200: shared A,B / simple"), 1.5, 6.0, "gt200 sharedAB speedup");
    // 3. reverseArray: the naive reversed store costs many more transactions and more time.
    between(ratio(&cases, 3, "naive / shared time"), 1.5, 10.0, "reverseArray time");
    //    The profiler's cc 1.0 store counters, in 16-byte units: 32 a half-warp's uncoalesced
    //    stores (16 transactions of 32 bytes) and 4 its coalesced ones, a load request 1.
    between(ratio(&cases, 3, "naive gst_incoherent / shared gst_coherent"), 8.0, 8.0, "reverseArray stores");
    let per_request = |store: &str, load: &str| figure(&cases, 3, store, "g80") / figure(&cases, 3, load, "g80");
    between(per_request("naive: gst_incoherent", "naive: gld_coherent"), 32.0, 32.0, "naive store units");
    between(per_request("shared: gst_coherent", "shared: gld_coherent"), 4.0, 4.0, "shared store units");
    // 4. On cc 1.0 a permuted mapping costs many times a coalesced one; idle threads cost nothing;
    //    float3 through shared memory is several times faster.
    between(ratio(&cases, 4, "permuted / coalesced"), 4.0, 16.0, "permuted");
    between(ratio(&cases, 4, "some threads idle / coalesced"), 0.9, 1.15, "idle threads");
    between(ratio(&cases, 4, "float3 direct / shared time"), 3.0, 20.0, "float3");
    // 5. A misaligned copy is far worse on cc 1.0 than on cc 1.3, and nearly free on Volta;
    //    stride 2 costs twice stride 1's transactions on Volta.
    between(ratio(&cases, 5, "g80: aligned / worst"), 3.0, 16.0, "g80 offset");
    between(ratio(&cases, 5, "gt200: aligned / worst"), 1.1, 2.5, "gt200 offset");
    between(ratio(&cases, 5, "volta: aligned / worst"), 0.9, 1.3, "volta offset");
    between(ratio(&cases, 5, "volta: stride-2 / stride-1"), 1.8, 2.2, "volta stride transactions");
    // 6. Every smoothing variant beats the naive ushort3 kernel.
    for v in ["shared (ushort3)", "padded ushort4", "padded + shared", "pitched + shared"] {
        between(ratio(&cases, 6, &format!("naive / {v}")), 1.5, 20.0, v);
    }
    //    On cc 2.0 the notes would leave shared memory out and let L1 cache the neighbours:
    //    fermi's padded ushort4 kernel beats its padded shared one.
    between(ratio(&cases, 6, "fermi: padded + shared / padded ushort4"), 1.1, 5.0, "fermi L1 smoothing");
    // 7. Bank conflicts follow gcd(stride, banks); odd strides and broadcasts are free.
    for (preset, banks) in [("gt200", 16.0), ("volta", 32.0)] {
        assert_eq!(figure(&cases, 7, "stride 1:", preset), 1.0);
        assert_eq!(figure(&cases, 7, "stride 2:", preset), 2.0);
        assert_eq!(figure(&cases, 7, "stride 32:", preset), banks);
        assert_eq!(figure(&cases, 7, "stride 33:", preset), 1.0);
        assert_eq!(figure(&cases, 7, "broadcast:", preset), 1.0);
    }
    // 8. A per-thread branch runs both paths: nearly twice the warp instructions, more cycles.
    between(ratio(&cases, 8, "per-thread / per-warp branch: warp instructions"), 1.5, 2.1, "divergence instructions");
    between(ratio(&cases, 8, "per-thread / per-warp branch: cycles"), 1.3, 2.5, "divergence cycles");
    // 9. The occupancy examples are exact.
    for r in &cases.iter().find(|c| c.number == 9).unwrap().ratios {
        assert_eq!(Some(r.warpsim), r.published, "{}", r.label);
    }
    // 10. A misaligned read loses bandwidth through global memory on cc 1.x but hardly any
    //     through the texture cache.
    between(ratio(&cases, 10, "g80: shiftCopy aligned / worst"), 2.0, 16.0, "g80 shiftCopy");
    between(ratio(&cases, 10, "g80: texShiftCopy aligned / worst"), 0.95, 1.1, "g80 texShiftCopy");
    between(ratio(&cases, 10, "gt200: shiftCopy aligned / worst"), 1.1, 2.5, "gt200 shiftCopy");
    between(ratio(&cases, 10, "gt200: texShiftCopy aligned / worst"), 0.95, 1.1, "gt200 texShiftCopy");
}
