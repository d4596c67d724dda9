//! Warp scheduling policies. A policy sees the warps of its scheduler that can issue this cycle
//! and picks one; it is a small trait, chosen by name (`--scheduler gto`), so a new policy is a
//! few dozen lines.

use serde::{Deserialize, Serialize};

/// What a policy may know about a candidate warp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The warp's slot on its SM (stable while the warp is resident).
    pub slot: u32,
    /// Launch order of the warp (smaller is older).
    pub age: u64,
}

/// A warp scheduling policy for one scheduler of one SM.
pub trait WarpScheduler: Send {
    /// Picks one of `ready` (non-empty, in slot order unless `order_free`) to issue at cycle
    /// `now`; returns its index in `ready`.
    fn pick(&mut self, now: u64, ready: &[Candidate]) -> usize;
    /// Told when a warp stalls on a long-latency operation (used by two-level scheduling).
    fn long_latency(&mut self, _slot: u32) {}
    /// Told when a warp takes a branch (some lane does): it waits `latency.branch` cycles
    /// before it can issue again (used by greedy-then-round-robin).
    fn branched(&mut self, _slot: u32) {}
    /// Whether the warp `pick` chooses depends only on which warps are ready, not on their
    /// order: the engine then hands `ready` over in no particular order (keeping its ready
    /// lists unsorted costs less). False unless a policy says so.
    fn order_free(&self) -> bool {
        false
    }
}

/// A scheduling policy: makes one scheduler instance per SM sub-partition. Implement this (and
/// `WarpScheduler`) for a new policy, and `Policies::register` it under a name.
pub trait Policy: Send + Sync + std::fmt::Debug {
    /// The name results are labelled with.
    fn name(&self) -> String;
    /// A fresh scheduler; `index` is distinct per scheduler of the GPU (for seeding).
    fn build(&self, index: u64) -> Box<dyn WarpScheduler>;
}

impl<P: Policy + ?Sized> Policy for &P {
    fn name(&self) -> String {
        (**self).name()
    }
    fn build(&self, index: u64) -> Box<dyn WarpScheduler> {
        (**self).build(index)
    }
}

impl<P: Policy + ?Sized> Policy for std::sync::Arc<P> {
    fn name(&self) -> String {
        (**self).name()
    }
    fn build(&self, index: u64) -> Box<dyn WarpScheduler> {
        (**self).build(index)
    }
}

impl Policy for SchedulerKind {
    fn name(&self) -> String {
        SchedulerKind::name(self)
    }
    fn build(&self, index: u64) -> Box<dyn WarpScheduler> {
        SchedulerKind::build(self, index)
    }
}

/// Policies by name: the built-in ones, plus any registered.
#[derive(Clone, Debug, Default)]
pub struct Policies {
    custom: std::collections::BTreeMap<String, std::sync::Arc<dyn Policy>>,
}

impl Policies {
    /// The policies that ship (`SchedulerKind`), and nothing else.
    pub fn builtin() -> Policies {
        Policies::default()
    }

    /// Makes `policy` selectable as `name` (replacing a built-in of the same name).
    pub fn register(&mut self, name: &str, policy: impl Policy + 'static) {
        self.custom.insert(name.to_string(), std::sync::Arc::new(policy));
    }

    /// Looks a policy up: a registered name, or a built-in spec such as `two-level:4`.
    pub fn get(&self, spec: &str) -> Result<std::sync::Arc<dyn Policy>, String> {
        if let Some(p) = self.custom.get(spec) {
            return Ok(p.clone());
        }
        SchedulerKind::parse(spec).map(|k| std::sync::Arc::new(k) as std::sync::Arc<dyn Policy>).map_err(|e| {
            if self.custom.is_empty() {
                e
            } else {
                format!("{e}; registered: {}", self.custom.keys().cloned().collect::<Vec<_>>().join(", "))
            }
        })
    }
}

/// The policies that ship, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "policy")]
pub enum SchedulerKind {
    /// Loose round-robin: the next ready warp after the last one issued.
    Lrr,
    /// Greedy-then-oldest: keep issuing the same warp while it can, else the oldest.
    Gto,
    /// Greedy-then-round-robin: keep issuing the same warp while it can, else the next ready
    /// warp after it, which takes over; while the warp waits for a branch it took, the others
    /// fill in but none takes over (an H100's order on chains of FFMAs and on latency_hiding's
    /// loop: calibration/README.md, "Register banks, and which warp a scheduler issues" and
    /// "k = 32 at 32 and 64 warps, and gtrr's order").
    Gtrr,
    OldestFirst,
    YoungestFirst,
    /// Two-level: round-robin within an active pool of `pool` warps; a warp that stalls on a
    /// long-latency operation leaves the pool for the oldest ready warp outside it.
    TwoLevel {
        pool: u32,
    },
    /// Uniformly random among the ready warps, from a seeded generator.
    Random {
        seed: u64,
    },
}

impl SchedulerKind {
    pub const NAMES: &'static [&'static str] =
        &["lrr", "gto", "gtrr", "oldest-first", "youngest-first", "two-level", "random"];

    /// Parses `lrr`, `gto`, `gtrr`, `oldest-first`, `youngest-first`, `two-level[:POOL]`, `random[:SEED]`.
    pub fn parse(s: &str) -> Result<SchedulerKind, String> {
        let (name, arg) = match s.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (s, None),
        };
        let num = |default: u64| -> Result<u64, String> {
            arg.map(|a| a.parse::<u64>().map_err(|_| format!("`{a}` is not a number"))).unwrap_or(Ok(default))
        };
        Ok(match name {
            "lrr" => SchedulerKind::Lrr,
            "gto" => SchedulerKind::Gto,
            "gtrr" => SchedulerKind::Gtrr,
            "oldest-first" => SchedulerKind::OldestFirst,
            "youngest-first" => SchedulerKind::YoungestFirst,
            "two-level" => match num(8)? {
                pool @ 1..=65536 => SchedulerKind::TwoLevel { pool: pool as u32 },
                // (0 was taken as 1, and a pool beyond u32 wrapped round.)
                pool => return Err(format!("two-level:{pool}: the active pool holds from 1 to 65536 warps")),
            },
            "random" => SchedulerKind::Random { seed: num(1)? },
            _ => {
                let hint = crate::config::hint(name, Self::NAMES);
                return Err(format!("unknown scheduler `{s}` ({hint}schedulers: {})", Self::NAMES.join(", ")));
            }
        })
    }

    pub fn name(&self) -> String {
        match self {
            SchedulerKind::Lrr => "lrr".into(),
            SchedulerKind::Gto => "gto".into(),
            SchedulerKind::Gtrr => "gtrr".into(),
            SchedulerKind::OldestFirst => "oldest-first".into(),
            SchedulerKind::YoungestFirst => "youngest-first".into(),
            SchedulerKind::TwoLevel { pool } => format!("two-level:{pool}"),
            SchedulerKind::Random { seed } => format!("random:{seed}"),
        }
    }

    /// A fresh policy instance for one scheduler (`index` distinguishes schedulers, so random
    /// streams differ but stay deterministic).
    pub fn build(&self, index: u64) -> Box<dyn WarpScheduler> {
        match *self {
            SchedulerKind::Lrr => Box::new(LooseRoundRobin { last: None }),
            SchedulerKind::Gto => Box::new(GreedyThenOldest { last: None }),
            SchedulerKind::Gtrr => Box::new(GreedyThenRoundRobin { last: None, branch_wait: false }),
            SchedulerKind::OldestFirst => Box::new(ByAge { youngest: false }),
            SchedulerKind::YoungestFirst => Box::new(ByAge { youngest: true }),
            SchedulerKind::TwoLevel { pool } => {
                Box::new(TwoLevel { pool: pool as usize, active: Vec::new(), last: None })
            }
            SchedulerKind::Random { seed } => Box::new(SeededRandom {
                state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ index.wrapping_add(1).wrapping_mul(0xD1B5_4A32_D192_ED03)
                    | 1,
            }),
        }
    }
}

struct LooseRoundRobin {
    last: Option<u32>,
}

impl WarpScheduler for LooseRoundRobin {
    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        let i = match self.last {
            Some(last) => ready.iter().position(|c| c.slot > last).unwrap_or(0),
            None => 0,
        };
        self.last = Some(ready[i].slot);
        i
    }
}

struct GreedyThenOldest {
    last: Option<u32>,
}

impl WarpScheduler for GreedyThenOldest {
    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        // A lone candidate, the usual case in memory-bound kernels, is the pick whichever it is.
        let i = if ready.len() == 1 {
            0
        } else {
            self.last.and_then(|l| ready.iter().position(|c| c.slot == l)).unwrap_or_else(|| oldest(ready))
        };
        self.last = Some(ready[i].slot);
        i
    }

    fn order_free(&self) -> bool {
        true
    }
}

struct GreedyThenRoundRobin {
    last: Option<u32>,
    /// The last warp took a branch and has not issued since: it stays the last warp while
    /// others fill in.
    branch_wait: bool,
}

impl WarpScheduler for GreedyThenRoundRobin {
    fn branched(&mut self, slot: u32) {
        if self.last == Some(slot) {
            self.branch_wait = true;
        }
    }

    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        // The last warp if it is ready, else the first after it in slot order (wrapping
        // round): the candidate the fewest slots on from the last, counted modulo 2^32, so
        // that `ready` may come in any order (a plain loop, as for gto's oldest). The warp
        // picked becomes the last one, unless the last one waits for a branch it took: then
        // the pick only fills in, and the last warp goes on once its branch has resolved (the
        // H100's order on latency_hiding's loop: calibration/README.md).
        let last = self.last.unwrap_or(0);
        let mut best = 0;
        if ready.len() > 1 {
            let mut gap = ready[0].slot.wrapping_sub(last);
            for (i, c) in ready.iter().enumerate().skip(1) {
                let g = c.slot.wrapping_sub(last);
                if g < gap {
                    (best, gap) = (i, g);
                }
            }
        }
        let slot = ready[best].slot;
        if !self.branch_wait || slot == last {
            self.last = Some(slot);
            self.branch_wait = false;
        }
        best
    }

    fn order_free(&self) -> bool {
        true
    }
}

/// The oldest candidate (smallest age, then slot: the same warp whatever the order of
/// `ready`); a plain loop, as this runs on most issues.
fn oldest(ready: &[Candidate]) -> usize {
    let mut best = 0;
    for (i, c) in ready.iter().enumerate().skip(1) {
        let b = &ready[best];
        if (c.age, c.slot) < (b.age, b.slot) {
            best = i;
        }
    }
    best
}

struct ByAge {
    youngest: bool,
}

impl WarpScheduler for ByAge {
    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        if self.youngest {
            ready.iter().enumerate().max_by_key(|(_, c)| (c.age, c.slot)).map(|(i, _)| i).unwrap_or(0)
        } else {
            oldest(ready)
        }
    }

    fn order_free(&self) -> bool {
        true
    }
}

struct TwoLevel {
    pool: usize,
    active: Vec<u32>,
    last: Option<u32>,
}

impl WarpScheduler for TwoLevel {
    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        // Fill the pool with the oldest ready warps not in it.
        let mut outside: Vec<&Candidate> = ready.iter().filter(|c| !self.active.contains(&c.slot)).collect();
        outside.sort_by_key(|c| (c.age, c.slot));
        for c in outside {
            if self.active.len() >= self.pool {
                break;
            }
            self.active.push(c.slot);
        }
        let in_pool: Vec<usize> = (0..ready.len()).filter(|&i| self.active.contains(&ready[i].slot)).collect();
        let i = match in_pool.as_slice() {
            [] => oldest(ready),
            pool => {
                let after = self.last.and_then(|l| pool.iter().copied().find(|&i| ready[i].slot > l));
                after.unwrap_or(pool[0])
            }
        };
        self.last = Some(ready[i].slot);
        i
    }

    fn long_latency(&mut self, slot: u32) {
        self.active.retain(|&s| s != slot);
    }
}

struct SeededRandom {
    state: u64,
}

impl WarpScheduler for SeededRandom {
    fn pick(&mut self, _now: u64, ready: &[Candidate]) -> usize {
        // xorshift64*
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        (self.state.wrapping_mul(0x2545_F491_4F6C_DD1D) % ready.len() as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cands(slots: &[(u32, u64)]) -> Vec<Candidate> {
        slots.iter().map(|&(slot, age)| Candidate { slot, age }).collect()
    }

    #[test]
    fn policies_pick_as_named() {
        let ready = cands(&[(0, 5), (1, 2), (3, 9)]);
        let mut lrr = SchedulerKind::Lrr.build(0);
        assert_eq!([lrr.pick(0, &ready), lrr.pick(1, &ready), lrr.pick(2, &ready), lrr.pick(3, &ready)], [0, 1, 2, 0]);
        let mut gto = SchedulerKind::Gto.build(0);
        assert_eq!(gto.pick(0, &ready), 1); // oldest
        assert_eq!(gto.pick(1, &ready), 1); // greedy
        assert_eq!(gto.pick(2, &cands(&[(0, 5), (3, 9)])), 0); // warp 1 stalled: oldest again
        let mut gtrr = SchedulerKind::Gtrr.build(0);
        assert_eq!(gtrr.pick(0, &ready), 0); // the first
        assert_eq!(gtrr.pick(1, &ready), 0); // greedy
        assert_eq!(gtrr.pick(2, &cands(&[(1, 2), (3, 9)])), 0); // warp 0 stalled: the next after it
        assert_eq!(gtrr.pick(3, &ready), 1); // greedy again
        assert_eq!(gtrr.pick(4, &cands(&[(0, 5), (3, 9)])), 1); // warp 1 stalled: 3, not the oldest
        assert_eq!(gtrr.pick(5, &cands(&[(0, 5), (1, 2)])), 0); // warp 3 stalled: round to 0
        assert_eq!(SchedulerKind::OldestFirst.build(0).pick(0, &ready), 1);
        assert_eq!(SchedulerKind::YoungestFirst.build(0).pick(0, &ready), 2);
        let mut r1 = SchedulerKind::Random { seed: 7 }.build(0);
        let mut r2 = SchedulerKind::Random { seed: 7 }.build(0);
        let a: Vec<usize> = (0..20).map(|t| r1.pick(t, &ready)).collect();
        let b: Vec<usize> = (0..20).map(|t| r2.pick(t, &ready)).collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|&i| i < 3) && a.iter().any(|&i| i != a[0]));
        // Warp 0 takes a branch: warp 1 fills in while it waits, and warp 0 goes on after it
        // (warp 1 did not take over), then stalls without a branch and warp 1 takes over.
        let mut gtrr = SchedulerKind::Gtrr.build(0);
        let all = cands(&[(0, 5), (1, 2), (3, 9)]);
        assert_eq!(gtrr.pick(0, &all), 0);
        gtrr.branched(0);
        assert_eq!(gtrr.pick(1, &cands(&[(1, 2), (3, 9)])), 0); // warp 1 fills in
        assert_eq!(gtrr.pick(2, &cands(&[(1, 2), (3, 9)])), 0); // still warp 1, after warp 0
        assert_eq!(gtrr.pick(3, &all), 0); // warp 0 again, its branch resolved
        assert_eq!(gtrr.pick(4, &cands(&[(1, 2), (3, 9)])), 0); // warp 0 stalled: warp 1 takes over
        assert_eq!(gtrr.pick(5, &all), 1); // greedy on warp 1

        // A branch of a warp that is not the last one changes nothing.
        gtrr.branched(3);
        assert_eq!(gtrr.pick(6, &cands(&[(0, 5), (3, 9)])), 1); // warp 1 stalled: 3 takes over
        assert_eq!(gtrr.pick(7, &all), 2); // greedy on warp 3
    }

    #[test]
    fn two_level_rotates_within_its_pool() {
        let ready = cands(&[(0, 0), (1, 1), (2, 2), (3, 3)]);
        let mut tl = SchedulerKind::TwoLevel { pool: 2 }.build(0);
        let picks: Vec<u32> = (0..4).map(|t| ready[tl.pick(t, &ready)].slot).collect();
        assert_eq!(picks, vec![0, 1, 0, 1]);
        // Warp 0 stalls on memory: it leaves the pool (and is not ready), warp 2 takes its place.
        tl.long_latency(0);
        let without0 = cands(&[(1, 1), (2, 2), (3, 3)]);
        assert_eq!(without0[tl.pick(5, &without0)].slot, 2);
        assert_eq!(without0[tl.pick(6, &without0)].slot, 1);
        // Ready again, warp 0 waits outside the full pool.
        assert_eq!(ready[tl.pick(7, &ready)].slot, 2);
        assert_eq!(ready[tl.pick(8, &ready)].slot, 1);
    }

    proptest::proptest! {
        /// gtrr picks what it picked when it read its candidates in slot order: the last warp
        /// if ready, else the first after it, wrapping round.
        #[test]
        fn gtrr_takes_the_last_warp_or_the_next_after_it(
            rounds in proptest::collection::vec(proptest::collection::btree_set(0u32..40, 1..12), 1..30),
        ) {
            let mut gtrr = SchedulerKind::Gtrr.build(0);
            let mut last: Option<u32> = None;
            for (t, slots) in rounds.iter().enumerate() {
                let ready: Vec<Candidate> = slots.iter().map(|&slot| Candidate { slot, age: 0 }).collect();
                let want = match last {
                    Some(l) => ready.iter().position(|c| c.slot >= l).unwrap_or(0),
                    None => 0,
                };
                let mut reversed = ready.clone();
                reversed.reverse();
                let got = reversed[gtrr.pick(t as u64, &reversed)].slot;
                proptest::prop_assert_eq!(got, ready[want].slot);
                last = Some(got);
            }
        }

        /// A policy that calls itself order-free picks the same warp from any order of the same
        /// candidates, pick after pick (its state included).
        #[test]
        fn order_free_policies_pick_the_same_warp_in_any_order(
            rounds in proptest::collection::vec((proptest::collection::btree_set(0u32..32, 1..12), 0u64..1000), 1..20),
        ) {
            for kind in [SchedulerKind::Gto, SchedulerKind::Gtrr, SchedulerKind::OldestFirst, SchedulerKind::YoungestFirst] {
                let (mut sorted, mut shuffled) = (kind.build(0), kind.build(0));
                proptest::prop_assert!(sorted.order_free());
                for (t, (slots, seed)) in rounds.iter().enumerate() {
                    // Ages repeat across slots (ties go to the lower slot).
                    let ready: Vec<Candidate> =
                        slots.iter().map(|&slot| Candidate { slot, age: (slot as u64 * seed) % 7 }).collect();
                    let mut other = ready.clone();
                    other.reverse();
                    let turn = *seed as usize % other.len();
                    other.rotate_left(turn);
                    let a = ready[sorted.pick(t as u64, &ready)].slot;
                    let b = other[shuffled.pick(t as u64, &other)].slot;
                    proptest::prop_assert_eq!(a, b);
                }
            }
        }
    }

    #[test]
    fn names_parse() {
        for n in ["lrr", "gto", "gtrr", "oldest-first", "youngest-first", "two-level:4", "random:9"] {
            assert_eq!(SchedulerKind::parse(n).unwrap().name(), n);
        }
        assert_eq!(SchedulerKind::parse("two-level").unwrap(), SchedulerKind::TwoLevel { pool: 8 });
        assert!(SchedulerKind::parse("fifo").unwrap_err().starts_with("unknown scheduler `fifo` (schedulers: lrr"));
        assert!(SchedulerKind::parse("gtoo")
            .unwrap_err()
            .starts_with("unknown scheduler `gtoo` (did you mean `gto`?;"));
        assert!(SchedulerKind::parse("two_level:4").unwrap_err().contains("did you mean `two-level`?"));
        for bad in ["two-level:0", "two-level:65537", "two-level:99999999999"] {
            assert!(SchedulerKind::parse(bad).unwrap_err().contains("from 1 to 65536 warps"), "{bad}");
        }
        assert_eq!(SchedulerKind::parse("two-level:65536").unwrap(), SchedulerKind::TwoLevel { pool: 65536 });
        assert!(SchedulerKind::parse("random:x").unwrap_err().contains("`x` is not a number"));
    }
}
