//! What the benches share: the calling thread's CPU time and `timed`, so figures leave
//! out waiting for the disk and for other processes on this shared machine.
//!
//! CPU time is the thread's own (`/proc/thread-self/schedstat`, read after a yield so
//! the kernel has brought it up to date). Wall-clock time includes the waiting.

use std::time::{Duration, Instant};

/// This thread's CPU time so far, where the system tells it (Linux); zero elsewhere.
pub fn cpu_time() -> Duration {
    // Yielding makes the scheduler account the running slice, so the figure is exact
    // to the microsecond rather than to the last timer tick.
    std::thread::yield_now();
    let ns = std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// The CPU and wall-clock time `f` takes, with its result.
pub fn timed<T>(f: impl FnOnce() -> T) -> (Duration, Duration, T) {
    let (cpu, wall) = (cpu_time(), Instant::now());
    let out = f();
    let wall = wall.elapsed();
    (cpu_time().saturating_sub(cpu), wall, out)
}
