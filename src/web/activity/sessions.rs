//! How the Activity's session endpoint spends its questions to Discord, so that junk
//! costs little and never keeps a member out.
//!
//! Inside Discord every member's request comes from the addresses of Discord's proxy,
//! so nothing here is counted by the caller's address: junk sent through that proxy
//! would count against every member behind it. What is counted instead is what the
//! request names, the activity's instance, sorted by what Discord said of it lately:
//!
//! - an instance Discord said it does not know is remembered so for [`REFUSED_FOR`]:
//!   named again meanwhile, it is refused without asking Discord, so a made-up
//!   instance costs at most one question each [`REFUSED_FOR`];
//! - an instance Discord said is running (it told where, and who is in it) is
//!   remembered as live for [`LIVE_FOR`] since it last did: its members' sessions are
//!   never held to the budget below, only to the instance's own limits — the requests
//!   naming it that Discord refuses (a bad code, a person not in it: [`FAILED_BURST`],
//!   then one every [`FAILED_EVERY`]) and the sessions it opens ([`INSTANCE_BURST`],
//!   then [`INSTANCE_PER_SECOND`]);
//! - any other instance is asked about within one budget for the whole process,
//!   [`NEW_BURST`] questions at once, then [`NEW_PER_SECOND`]: made-up instances
//!   sent from anywhere cost at most that many questions to Discord on the bot's
//!   token (whose rate limit the games share), and can never spend a live instance's;
//! - and within a share of that budget per caller's address, [`CALLER_BURST`] at once,
//!   then one every [`CALLER_EVERY`], which a question answered "live" gives back: a
//!   lone stranger's stream of made-up instances spends its own share, not everyone's
//!   budget. Inside Discord a caller's address is one of Discord's proxy's, shared by
//!   the members behind it; they lose nothing to it, since their instances are live and
//!   give their question back, unless a stranger streams through that same address —
//!   then those members wait for its share, everyone else does not.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::super::Buckets;

/// How long an instance Discord said it does not know is refused without asking again.
pub const REFUSED_FOR: Duration = Duration::from_secs(300);

/// How long an instance Discord said is running counts as live after it last did: an
/// evening's game, its members opening the board again and again.
pub const LIVE_FOR: Duration = Duration::from_secs(3600);

/// The questions about instances not known live that may be asked of Discord at once:
/// a server's worth of channels launching the Activity together.
pub const NEW_BURST: f64 = 60.0;

/// The questions about instances not known live asked a second once [`NEW_BURST`] is
/// spent: one in fifty of the bot's global rate (50 a second) at most.
pub const NEW_PER_SECOND: f64 = 1.0;

/// The questions about instances not known live one caller's address may ask at once:
/// a server's channels launching together through one of Discord's proxy's addresses,
/// the questions about instances that turn out live given back at once.
pub const CALLER_BURST: f64 = 10.0;

/// How often one more such question may come from one address once its burst is spent:
/// a stranger's stream spends a tenth of [`NEW_PER_SECOND`] at most.
pub const CALLER_EVERY: Duration = Duration::from_secs(10);

/// The requests naming one live instance that Discord may refuse at once.
pub const FAILED_BURST: f64 = 10.0;

/// How often one more may come once [`FAILED_BURST`] is spent.
pub const FAILED_EVERY: Duration = Duration::from_secs(6);

/// The sessions one live instance may open at once: a whole table opening it
/// together, twice.
pub const INSTANCE_BURST: f64 = 12.0;

/// Sessions a live instance may open a second once its burst is spent.
pub const INSTANCE_PER_SECOND: f64 = 1.0;

/// The most instances remembered; past it the expired are forgotten, then the oldest.
const REMEMBERED: usize = 10_000;

/// How often, at most, the bot warns that the budget for new instances is spent.
const WARN_EVERY: Duration = Duration::from_secs(60);

/// What Discord said of an instance lately.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// It told where the instance runs and who is in it.
    Live,
    /// It said it knows no such instance.
    Refused,
    /// Nothing lately.
    New,
}

/// Why a request is refused before Discord is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// Discord said lately that it knows no such instance.
    Refused,
    /// The budget for instances not known live is spent, everyone's or the caller's.
    Busy,
    /// The instance's own limit: too many refused requests, or sessions.
    TooMany,
}

/// Instances and what Discord said of each, with when.
#[derive(Debug, Default)]
struct Memory {
    instances: HashMap<String, (Known, Instant)>,
}

impl Memory {
    /// What Discord said of `instance` at `now`, forgetting it once that is too old.
    fn known(&mut self, instance: &str, now: Instant) -> Known {
        match self.instances.get(instance) {
            Some(&(known, at)) if !expired(known, at, now) => known,
            Some(_) => {
                self.instances.remove(instance);
                Known::New
            }
            None => Known::New,
        }
    }

    /// Discord said `known` of `instance` at `now`.
    fn remember(&mut self, instance: &str, known: Known, now: Instant) {
        if self.instances.len() >= REMEMBERED && !self.instances.contains_key(instance) {
            self.instances.retain(|_, &mut (k, at)| !expired(k, at, now));
            if self.instances.len() >= REMEMBERED {
                let oldest = self.instances.iter().min_by_key(|(_, (_, at))| *at).map(|(id, _)| id.clone());
                if let Some(oldest) = oldest {
                    self.instances.remove(&oldest);
                }
            }
        }
        self.instances.insert(instance.to_owned(), (known, now));
    }
}

/// Whether what Discord said at `at` is too old at `now` to go by.
fn expired(known: Known, at: Instant, now: Instant) -> bool {
    let kept = match known {
        Known::Live => LIVE_FOR,
        Known::Refused => REFUSED_FOR,
        Known::New => Duration::ZERO,
    };
    now.duration_since(at) >= kept
}

/// The session endpoint's limits: what Discord said of each instance lately, the budget
/// for the others, and each live instance's own limits.
#[derive(Debug)]
pub struct Sessions {
    memory: Mutex<Memory>,
    /// One bucket, for every question about an instance not known live.
    new: Buckets,
    /// Per caller's address: its share of those questions.
    callers: Buckets,
    /// Per live instance: the requests Discord refused.
    failed: Buckets,
    /// Per live instance: the sessions it opened.
    opened: Buckets,
    /// When the bot last warned that the budget was spent.
    warned: Mutex<Option<Instant>>,
}

/// The key of [`Sessions::new`]'s one bucket.
const EVERY_NEW_INSTANCE: &str = "";

impl Default for Sessions {
    fn default() -> Sessions {
        Sessions {
            memory: Mutex::default(),
            new: Buckets::new(NEW_BURST, NEW_PER_SECOND),
            callers: Buckets::new(CALLER_BURST, 1.0 / CALLER_EVERY.as_secs_f64()),
            failed: Buckets::new(FAILED_BURST, 1.0 / FAILED_EVERY.as_secs_f64()),
            opened: Buckets::new(INSTANCE_BURST, INSTANCE_PER_SECOND),
            warned: Mutex::new(None),
        }
    }
}

impl Sessions {
    /// Before Discord is asked about `instance` for `caller` (an address): what it said
    /// lately, the instance's share of refused requests (live) or the caller's share and
    /// the budget (new) taken; or why Discord is not asked.
    ///
    /// # Errors
    /// Refused lately, the caller's share or the budget spent, or the live instance's
    /// refused requests.
    pub fn ask(&self, instance: &str, caller: IpAddr) -> Result<Known, Held> {
        let known = self.memory().known(instance, Instant::now());
        let held = match known {
            Known::Refused => Some(Held::Refused),
            Known::Live => (!self.failed.take(instance)).then_some(Held::TooMany),
            Known::New => (!self.take_new(caller)).then_some(Held::Busy),
        };
        match held {
            None => Ok(known),
            Some(held) => {
                if held == Held::Busy {
                    self.warn_busy();
                }
                Err(held)
            }
        }
    }

    /// Takes a question about a new instance from `caller`'s share, then from the
    /// budget; the share back when the budget is spent (nothing was asked).
    fn take_new(&self, caller: IpAddr) -> bool {
        let caller = caller.to_string();
        if !self.callers.take(&caller) {
            return false;
        }
        if !self.new.take(EVERY_NEW_INSTANCE) {
            self.callers.give_back(&caller);
            return false;
        }
        true
    }

    /// Discord said it knows no `instance`.
    pub fn refused(&self, instance: &str) {
        self.memory().remember(instance, Known::Refused, Instant::now());
    }

    /// Discord told where `instance` runs and who is in it, asked as `was` said for
    /// `caller`: from now on it is live (junk codes naming it count against it alone), a
    /// new one gives the caller's question back (a real launch spends no share) and takes
    /// its first share of refused requests (the code is asked about next).
    ///
    /// # Errors
    /// Its refused requests are spent.
    pub fn running(&self, instance: &str, was: Known, caller: IpAddr) -> Result<(), Held> {
        self.memory().remember(instance, Known::Live, Instant::now());
        if was == Known::New {
            self.callers.give_back(&caller.to_string());
            if !self.failed.take(instance) {
                return Err(Held::TooMany);
            }
        }
        Ok(())
    }

    /// Discord vouched for a member of `instance`: the request is not counted as
    /// refused, and the instance opens one more session.
    ///
    /// # Errors
    /// The instance opened too many sessions.
    pub fn vouched(&self, instance: &str) -> Result<(), Held> {
        self.failed.give_back(instance);
        if self.opened.take(instance) { Ok(()) } else { Err(Held::TooMany) }
    }

    fn memory(&self) -> std::sync::MutexGuard<'_, Memory> {
        self.memory.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Warns that the budget is spent, at most once every [`WARN_EVERY`]: the operator
    /// learns that someone sends made-up instances, or that the bot outgrew the budget.
    fn warn_busy(&self) {
        let mut warned = self.warned.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        if warned.is_none_or(|at| now.duration_since(at) >= WARN_EVERY) {
            *warned = Some(now);
            tracing::warn!(
                burst = NEW_BURST,
                per_second = NEW_PER_SECOND,
                "the Activity's budget for questions about new instances is spent: sessions for instances not known live are refused until it refills"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_discord_said_is_kept_as_long_as_it_holds_then_forgotten() {
        let mut memory = Memory::default();
        let t0 = Instant::now();
        assert_eq!(memory.known("i-1", t0), Known::New);
        memory.remember("i-made-up", Known::Refused, t0);
        memory.remember("i-live", Known::Live, t0);
        let later = |d: Duration| t0 + d;
        assert_eq!(memory.known("i-made-up", later(REFUSED_FOR - Duration::from_secs(1))), Known::Refused);
        assert_eq!(memory.known("i-made-up", later(REFUSED_FOR)), Known::New, "asked again once forgotten");
        assert_eq!(memory.known("i-live", later(REFUSED_FOR)), Known::Live, "live lasts longer");
        assert_eq!(memory.known("i-live", later(LIVE_FOR)), Known::New);
        assert!(memory.instances.is_empty(), "forgotten means gone: {:?}", memory.instances);
    }

    #[test]
    fn a_full_memory_forgets_the_expired_then_the_oldest() {
        let mut memory = Memory::default();
        let t0 = Instant::now();
        memory.remember("old-refusal", Known::Refused, t0);
        for i in 1..REMEMBERED {
            memory.remember(&format!("i-{i}"), Known::Live, t0 + Duration::from_secs(1));
        }
        let after_refusals = t0 + REFUSED_FOR + Duration::from_secs(1);
        memory.remember("i-next", Known::Live, after_refusals);
        assert_eq!(memory.instances.len(), REMEMBERED, "the expired refusal made room");
        assert_eq!(memory.known("old-refusal", after_refusals), Known::New);
        memory.remember("i-one-more", Known::Refused, after_refusals);
        assert_eq!(memory.instances.len(), REMEMBERED, "then one of the oldest went");
        assert_eq!(memory.known("i-next", after_refusals), Known::Live, "not the newest");
    }

    /// An address of the documentation's ranges, the `n`th.
    fn address(n: u8) -> IpAddr {
        IpAddr::from([203, 0, 113, n])
    }

    /// The endpoint's decisions in the order it asks: a made-up instance is asked
    /// about once, then refused unasked; a live instance's members never wait for the
    /// budget that made-up instances from many addresses spent; a live instance's
    /// refused requests are its own, given back when Discord vouches.
    #[test]
    fn made_up_instances_spend_the_budget_and_never_a_live_instances_turn() {
        let sessions = Sessions::default();
        let member = address(1);
        assert_eq!(sessions.ask("i-home", member), Ok(Known::New));
        assert_eq!(sessions.running("i-home", Known::New, member), Ok(()));
        assert_eq!(sessions.vouched("i-home"), Ok(()));
        assert_eq!(sessions.ask("i-made-up", member), Ok(Known::New));
        sessions.refused("i-made-up");
        assert_eq!(sessions.ask("i-made-up", member), Err(Held::Refused), "not asked again");
        // Fresh made-up instances from strangers' addresses spend the budget, and only it.
        let spent = (0..)
            .map(|i: u32| sessions.ask(&format!("i-junk-{i}"), address(100 + (i % 100) as u8)))
            .take_while(|asked| *asked == Ok(Known::New))
            .count();
        assert!(spent >= NEW_BURST as usize - 2, "{spent}");
        assert_eq!(sessions.ask("i-another", address(2)), Err(Held::Busy));
        for _ in 0..INSTANCE_BURST as usize - 1 {
            assert_eq!(sessions.ask("i-home", member), Ok(Known::Live), "a live instance is not held");
            assert_eq!(sessions.running("i-home", Known::Live, member), Ok(()));
            assert_eq!(sessions.vouched("i-home"), Ok(()), "its member's request given back");
        }
        // Junk codes naming the live instance: its own share, then refused unasked.
        let refused = (0..).take_while(|_| sessions.ask("i-home", member).is_ok()).count();
        assert_eq!(refused, FAILED_BURST as usize);
        assert_eq!(sessions.ask("i-home", member), Err(Held::TooMany));
    }

    /// A lone caller's stream of made-up instances (issue 86: one address at 5 a second
    /// kept half of all new Activities out) spends its own share and leaves the budget to
    /// everyone else; questions answered "live" give the share back, so members behind
    /// one address of Discord's proxy launching many instances are never held by it.
    #[test]
    fn a_lone_callers_stream_spends_its_own_share_not_everyones() {
        let sessions = Sessions::default();
        let (stranger, proxy) = (address(66), address(7));
        let streamed = (0..1000)
            .filter(|i| {
                let asked = sessions.ask(&format!("i-made-up-{i}"), stranger);
                if asked.is_ok() {
                    sessions.refused(&format!("i-made-up-{i}"));
                }
                asked.is_ok()
            })
            .count();
        assert_eq!(streamed, CALLER_BURST as usize, "its share, then held unasked");
        assert_eq!(sessions.ask("i-fresh", stranger), Err(Held::Busy));
        // Everyone else: the budget is nearly whole — a server's launches through one
        // proxy address, each live, more than a share's worth.
        for i in 0..(NEW_BURST - CALLER_BURST) as usize - 1 {
            let id = format!("i-launch-{i}");
            assert_eq!(sessions.ask(&id, proxy), Ok(Known::New), "launch {i}");
            assert_eq!(sessions.running(&id, Known::New, proxy), Ok(()));
        }
    }
}
