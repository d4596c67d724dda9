//! warpsim against figures measured on real hardware (calibration/): the sector counts that
//! Nsight Compute reported for offsetCopy and strideCopy must be what the `hopper` preset gives.

mod common;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::SchedulerKind;

/// (kernel, parameter, sectors for 32768 warps) from a calibration/h100/ncu-sectors-*.csv file.
fn measured(gpu: &str) -> Vec<(String, u32, u64)> {
    let path = format!("{}/calibration/h100/ncu-sectors-{gpu}.csv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("kernel"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[0].to_string(), f[1].parse().unwrap(), f[2].parse().unwrap())
        })
        .collect()
}

#[test]
fn hopper_sectors_match_nsight_compute() {
    let gpu = GpuConfig::load("hopper").unwrap();
    let rows = measured("h100");
    assert_eq!(rows.len(), 10);
    assert_eq!(rows, measured("h200"), "the H100 and H200 counts agree");
    // The measurement launched 1M threads; 1024 warps give the same sectors per warp, faster.
    let warps: u64 = 1024;
    for (kernel, param, sectors) in rows {
        let (program, key) = if kernel == "offsetCopy" { ("offset_copy", "offset") } else { ("stride_copy", "stride") };
        let sets = vec![("n".to_string(), (warps * 32).to_string()), (key.to_string(), param.to_string())];
        let scenario = Scenario::from_file(&common::program(program), &sets).unwrap();
        let report = run(&scenario, &RunOptions::timed(&gpu, SchedulerKind::Gto)).unwrap();
        let got = report.launches[0].timing.as_ref().unwrap().gld_transactions;
        assert_eq!(got * 32768 / warps, sectors, "{kernel} {key}={param}: warpsim {got} sectors for {warps} warps");
    }
}

#[test]
fn hopper_miss_entries_are_the_measured_sectors_in_flight_of_one_sm() {
    // calibration/h100/mlp-h100.csv: rows of one block on one SM (`1,warps,...`) and of several
    // blocks on SM 0 (`sm0:blocks,warps,...`); the last column is sectors in flight at the
    // measured 690-cycle DRAM latency.
    let path = format!("{}/calibration/h100/mlp-h100.csv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let in_flight: Vec<(u32, f64)> = text
        .lines()
        .filter(|l| l.starts_with("1,") || l.starts_with("sm0:"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[1].parse().unwrap(), f[8].parse().unwrap())
        })
        .collect();
    let saturated: Vec<f64> = in_flight.iter().filter(|&&(warps, _)| warps >= 32).map(|&(_, s)| s).collect();
    assert!(saturated.len() >= 8, "{in_flight:?}");
    let mean = saturated.iter().sum::<f64>() / saturated.len() as f64;
    let mshrs = GpuConfig::load("hopper").unwrap().cache.l1_mshrs as f64;
    assert!((mshrs - mean).abs() < 0.05 * mean, "preset {mshrs}, measured {mean:.0} sectors in flight");
    // Below 32 warps the SM is not the limit: in flight grows with the warps.
    let per_warp: Vec<f64> = in_flight.iter().filter(|&&(w, _)| w < 32).map(|&(w, s)| s / w as f64).collect();
    assert!(per_warp.iter().all(|&s| (35.0..50.0).contains(&s)), "{per_warp:?}");
}
