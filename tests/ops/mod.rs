//! Running the bot as an operator does, through the binary: backups into new folders
//! and the documented cron and systemd-timer lines as written, `import` into
//! PostgreSQL and the guide's `pg_dump` and `pg_restore` lines, the systemd units
//! checked by `systemd-analyze verify`, `--help` and the no-token message, and the
//! storage faults an operator must be able to tell apart (a second name of a held
//! file, a read-only file, folder or file system, a full disk, a database deleted or
//! replaced under a running bot), a PostgreSQL server that never answers, and no secret
//! in any output, at any log level; the malloc arena cap as applied and logged.
//!
//! Faults that need root (mounting a small tmpfs) or a user that permissions apply to
//! (root writes read-only files) adapt: as root the bot is started as `nobody`, and a
//! test that cannot mount a tmpfs says it skipped.

mod arenas;
mod backup;
mod cli;
pub mod common;
mod postgres;
mod secrets;
mod storage;
mod unanswered;
