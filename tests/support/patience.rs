//! How long a test waits for anything before it gives up: one bound for every wait.

use std::time::Duration;

/// How long a test waits for an event (an answer, a log line, a process's exit, a row
/// written) before it fails: ten minutes. Only a truly hung test ever meets it: a
/// passing wait ends as soon as its event comes, so no figure depends on it, and a
/// loaded machine (the whole suite on eight threads beside other builds, on two cores)
/// stays far from it. A scenario that holds something until the test releases it (a
/// request held by the fake Discord, say) holds it this long at most.
pub const PATIENCE: Duration = Duration::from_secs(600);
