//! The terminal driver (`local`) as a user runs it, and the stored games it replays
//! exactly as they were played.

mod driver;
mod replay_fixture;
