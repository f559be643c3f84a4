//! The Discord front end: the real bot binary against the fake Discord
//! (`support::fake_discord`), and the service parts it relies on.

mod away;
mod clock;
mod e2e;
mod french;
mod history;
mod metrics;
mod ratings;
mod reminders;
mod timelapse;
