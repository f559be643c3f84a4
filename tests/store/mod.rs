//! The store, the only SQL: round trips, concurrency, a killed process, schema
//! upgrades, backups, resharding and importing into PostgreSQL.

mod backup;
mod basic;
mod concurrency;
mod crash;
mod fixture;
mod import;
mod leases;
mod parity;
mod reshard;
