//! Token buckets: how many requests a key (a link, a caller's address, an activity's
//! instance) may still make, refilled at a steady rate up to a burst. Kept in memory
//! per process, for at most [`REMEMBERED`] keys.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

/// The most keys whose buckets are remembered; past it the full ones are forgotten (a
/// forgotten key starts again with a full burst, as it would have).
const REMEMBERED: usize = 10_000;

/// A key's bucket: how many requests it may still make, as of when.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Buckets of one rate: `burst` requests at once, then `per_second`.
#[derive(Debug)]
pub struct Buckets {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl Buckets {
    /// Buckets of `burst` requests at once, refilled by `per_second`.
    pub fn new(burst: f64, per_second: f64) -> Buckets {
        Buckets { burst, per_second, buckets: Mutex::new(HashMap::new()) }
    }

    /// Whether `key` may make one more request now, taking it from its bucket.
    pub fn take(&self, key: &str) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        let refilled = |b: &Bucket| b.tokens + now.duration_since(b.at).as_secs_f64() * self.per_second;
        if buckets.len() >= REMEMBERED && !buckets.contains_key(key) {
            buckets.retain(|_, b| refilled(b) < self.burst);
        }
        let bucket = buckets.entry(key.to_string()).or_insert(Bucket { tokens: self.burst, at: now });
        *bucket = Bucket { tokens: refilled(bucket).min(self.burst), at: now };
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Gives back to `key` the request it took: it turned out to be one the limit is
    /// not for (a member's session, which the address's limit on junk must not count).
    pub fn give_back(&self, key: &str) {
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(bucket) = buckets.get_mut(key) {
            bucket.tokens = (bucket.tokens + 1.0).min(self.burst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_gets_its_burst_then_waits_and_a_given_back_request_is_taken_again() {
        // Refilled so slowly that no test run sees a token come back by itself.
        let buckets = Buckets::new(3.0, 1e-9);
        assert!((0..3).all(|_| buckets.take("a")), "the burst");
        assert!(!buckets.take("a"), "then none");
        assert!(buckets.take("b"), "another key has its own");
        buckets.give_back("a");
        assert!(buckets.take("a"), "the one given back");
        assert!(!buckets.take("a"));
    }
}
