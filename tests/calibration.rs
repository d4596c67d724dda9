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
