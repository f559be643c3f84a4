//! What a request may cost: token buckets, how many requests a key (a link, an
//! activity's instance) may still make, refilled at a steady rate up to a burst, kept in
//! memory per process for at most [`REMEMBERED`] keys; and the largest body a `POST` may
//! carry ([`LARGEST_BODY`]), past which every endpoint refuses it as it refuses anything
//! else ([`Posted`]).

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse as _, Response};
use serde_json::Value;

use crate::service::{Lang, Refusal, Refused};

/// The largest body a `POST` may carry: a move or a session's request is a few dozen
/// bytes, so anything near this is junk.
pub const LARGEST_BODY: usize = 2 * 1024 * 1024;

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

/// A `POST`'s body as JSON (`null` when it is not), or the word that it was larger than
/// [`LARGEST_BODY`]: the framework's own answer to that is a plain-text 413 before the
/// endpoint runs, where every endpoint owes a JSON refusal in its reader's language,
/// once its cheaper checks passed ([`Posted::read`]).
pub enum Posted {
    /// Read whole: its JSON, `null` when it is none.
    Read(Value),
    /// Larger than [`LARGEST_BODY`]: not read past it.
    TooLarge,
}

impl Posted {
    /// The body as JSON, `null` when too large: what a check before [`Posted::read`]
    /// may look at (the game a move names).
    pub fn peek(&self) -> &Value {
        match self {
            Posted::Read(value) => value,
            Posted::TooLarge => &Value::Null,
        }
    }

    /// The body as JSON, or its refusal in `lang` when too large.
    ///
    /// # Errors
    /// The body was larger than [`LARGEST_BODY`].
    pub fn read(self, lang: Lang) -> Result<Value, Refusal> {
        match self {
            Posted::Read(value) => Ok(value),
            Posted::TooLarge => Err(Refusal::new(Refused::TooLarge, lang, "web-too-large")),
        }
    }
}

impl<S: Send + Sync> FromRequest<S> for Posted {
    /// A body that broke off before its end: nobody is left to read an answer.
    type Rejection = Response;

    async fn from_request(request: Request, state: &S) -> Result<Posted, Response> {
        match Bytes::from_request(request, state).await {
            Ok(body) => Ok(Posted::Read(serde_json::from_slice(&body).unwrap_or_default())),
            Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Ok(Posted::TooLarge),
            Err(e) => Err(e.into_response()),
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
