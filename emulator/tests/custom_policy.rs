//! A scheduling policy written outside warpsim, registered by name and run: the worked example
//! of docs/SCHEDULERS.md (keep the two in step).

#![allow(clippy::result_large_err)]

use std::collections::HashMap;
use warpsim_emulator::config::GpuConfig;
use warpsim_emulator::host::{run, RunOptions, Scenario};
use warpsim_emulator::timing::sched::Candidate;
use warpsim_emulator::timing::{Policies, Policy, WarpScheduler};

// --- the worked example: least-recently-issued scheduling -------------------------------------

/// Issues the ready warp that has waited longest since its last issue (oldest on ties).
#[derive(Debug)]
struct LeastRecentlyIssued;

struct LriScheduler {
    /// Cycle each warp slot last issued.
    last_issue: HashMap<u32, u64>,
}

impl WarpScheduler for LriScheduler {
    fn pick(&mut self, now: u64, ready: &[Candidate]) -> usize {
        let i = (0..ready.len())
            .min_by_key(|&i| (self.last_issue.get(&ready[i].slot).copied().unwrap_or(0), ready[i].age))
            .expect("ready is never empty");
        self.last_issue.insert(ready[i].slot, now);
        i
    }
}

impl Policy for LeastRecentlyIssued {
    fn name(&self) -> String {
        "lri".into()
    }
    fn build(&self, _index: u64) -> Box<dyn WarpScheduler> {
        Box::new(LriScheduler { last_issue: HashMap::new() })
    }
}

// --- using it -----------------------------------------------------------------------------------

#[test]
fn a_registered_policy_runs_by_name() {
    let mut policies = Policies::builtin();
    policies.register("lri", LeastRecentlyIssued);
    let gpu = GpuConfig::load("default").unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../programs/reduction/scenario.toml");
    let scenario = Scenario::from_file(&path, &[("n".into(), "20000".into())]).unwrap();

    let lri = run(&scenario, &RunOptions::timed_shared(&gpu, policies.get("lri").unwrap())).unwrap();
    let gto = run(&scenario, &RunOptions::timed_shared(&gpu, policies.get("gto").unwrap())).unwrap();
    let timing = lri.launches[0].timing.as_ref().unwrap();
    assert_eq!(timing.scheduler, "lri");
    assert!(timing.cycles > 0);
    // Same values under any policy.
    assert_eq!(lri.outputs[0].data, gto.outputs[0].data);
    assert_eq!(lri.outputs[1].data, gto.outputs[1].data);
    // Unknown names list what is registered.
    assert!(policies.get("lru").unwrap_err().contains("registered: lri"));
}
