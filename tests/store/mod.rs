//! The store, the only SQL: round trips, concurrency, a killed process, schema
//! upgrades, backups and resharding.

mod backup;
mod basic;
mod concurrency;
mod crash;
mod fixture;
mod parity;
mod reshard;
