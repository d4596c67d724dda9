//! The timing side of warpsim. So far: the occupancy calculator, coalescing of global accesses
//! into transactions by GPU generation, and shared-memory bank conflicts; the SM pipeline model
//! that drives the functional core cycle by cycle builds on these.

pub mod banks;
pub mod coalesce;
pub mod occupancy;
