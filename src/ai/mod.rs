//! Bot players: an AI answers whatever decision the engine says a seat owes, from that
//! seat's view only — never the real stack order, the other hands or the bag's coming
//! draws. It searches games sampled from the view (`View::sample`), which deal
//! everything hidden afresh, so what it does cannot depend on what it may not know.
//!
//! Three levels: `easy` plays a random legal action; `normal` is greedy over the rest
//! of its own turn (the placement and the figure that follows it), scoring each end
//! state by points plus what its figures would earn if the game ended now
//! (`estimate`); `hard` searches (`search`): it keeps normal's best few candidates
//! and compares them on many sampled games, each played a few turns on by quick greedy
//! players and judged by the same estimate, within a time and playout budget. This
//! module holds no rule: legality comes from the engine.

mod boxes;
mod estimate;
mod greedy;
mod search;
mod tally;

use std::time::Duration;

use carcassonne_engine::GameRng;
use carcassonne_engine::{Action, Seat, View};
use rand::RngCore;

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A random legal action.
    Easy,
    /// The best immediate outcome of its turn, figures' worth included.
    Normal,
    /// A search over games sampled from its view, a few turns ahead.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The word players type: `easy`, `normal`, `hard`.
    pub const fn word(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// A word that names no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a bot level: say easy, normal or hard")]
pub struct UnknownLevel(pub String);

carcassonne_engine::words!(Level, UnknownLevel, UnknownLevel);

/// How long a hard bot may think about one decision: it stops at whichever limit comes
/// first (tests fix the playouts, so a choice is the same on any machine).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub time: Duration,
    pub playouts: u32,
}

impl Default for Budget {
    /// One second on one core.
    fn default() -> Budget {
        Budget { time: Duration::from_secs(1), playouts: u32::MAX }
    }
}

/// The action `seat` takes for the decision it owes in `view` (which must be `seat`'s
/// own view), or `None` when it owes none. `seed` fixes its chance: the same view,
/// level, budget of playouts and seed give the same action.
pub fn choose(view: &View, seat: Seat, level: Level, budget: Budget, seed: u64) -> Option<Action> {
    let actions = view.legal_actions(seat);
    if actions.len() <= 1 {
        return actions.first().copied();
    }
    let mut rng = GameRng::from_seed(seed);
    if level != Level::Easy {
        warm_allocator();
    }
    Some(match level {
        Level::Easy => actions[rng.below(actions.len())],
        Level::Normal => greedy::best(&view.sample(rng.next_u64()), seat, &actions),
        Level::Hard => search::best(view, seat, &actions, budget, &mut rng),
    })
}

/// Keeps the memory of the games a bot tries from going back to the system between
/// tries. Each copy of a game is some hundreds of kilobytes (the board's grid, sized
/// for every tile in a line). glibc's allocator serves blocks that large from its heap
/// only once it has freed a mapped block at least as large, and hands the top of its
/// heap back to the system whenever twice that much lies free there: a bot that copies
/// and drops games by the hundred then touches fresh pages for each copy, which cost
/// the bots four to eight times their work when measured. One large block made and
/// freed, once per process, lifts both thresholds (to this size and twice it); other
/// allocators lose nothing by it.
fn warm_allocator() {
    const BLOCK: usize = 8 << 20;
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| drop(std::hint::black_box(Vec::<u8>::with_capacity(BLOCK))));
}
