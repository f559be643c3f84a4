//! A machine kept busy: CPU-bound processes beside a test, as a loaded host (other
//! builds, other tenants) has them, started by the test and stopped when it drops
//! them. Only setup; what a test checks under it is the test's.

use std::process::{Child, Command, Stdio};

/// CPU-bound processes, `per_core` for each core this machine has; killed (each by its
/// own id) when dropped.
#[derive(Debug)]
pub struct Busy {
    loops: Vec<Child>,
}

impl Busy {
    /// Starts `per_core` busy loops a core and waits until each has run on a CPU (its
    /// time in `/proc` is no longer zero): the machine is busy once this returns.
    pub fn start(per_core: usize) -> Busy {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        let spawn = |_| {
            Command::new("sh")
                .args(["-c", "while :; do :; done"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("a busy loop starts")
        };
        let busy = Busy { loops: (0..per_core * cores).map(spawn).collect() };
        let deadline = std::time::Instant::now() + super::PATIENCE;
        while !busy.loops.iter().all(|child| cpu_ticks(child.id()) > 0) {
            assert!(std::time::Instant::now() < deadline, "the busy loops never ran");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        busy
    }
}

/// The CPU time process `pid` has used so far, in clock ticks (user and system).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name's closing parenthesis: utime and stime are the
    // 12th and 13th of them.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or_default().split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    field(11) + field(12)
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.loops {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
