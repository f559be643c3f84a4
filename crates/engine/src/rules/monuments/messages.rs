//! Monuments' refusals, notation errors and events as messages of its locale file
//! (`monuments.ftl`), and its events as rows of the terminal's summary.

use super::{Happened, Monument, ParseError, Refusal, Reward, UnknownMonument};
use crate::rules::message::{Arg, Join, Message};
use crate::seat::Seat;

impl Refusal {
    /// The message that words it.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NoMonumentPlaced => Message::new("rule-no-monument-placed"),
            Refusal::NoSuchObjective(n) => Message::new("rule-no-such-objective").with("n", n),
            Refusal::MonumentNotOnBoard(m) => {
                Message::new("rule-monument-not-on-board").with("monument", m.word())
            }
            Refusal::NoCubeLeft => Message::new("rule-no-cube-left"),
            Refusal::ObjectiveClosed(m, n) => {
                Message::new("rule-objective-closed").with("monument", m.word()).with("n", n)
            }
        }
    }
}

impl ParseError {
    /// The message that words it, the word at fault quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::CubeArity => Message::new("notation-cube-arity"),
            ParseError::Monument(UnknownMonument(word)) => Message::new("notation-monument")
                .with("word", Arg::Typed(word.clone()))
                .with("words", Arg::Either(Monument::ALL.map(Monument::word).to_vec())),
        }
    }
}

/// What cubes earned ("3 points", "1 fame token"), as `$reward` and `$n`.
fn reward(message: Message, reward: Reward) -> Message {
    let (kind, n) = match reward {
        Reward::Points(n) => ("points", n),
        Reward::Fame(n) => ("fame", n),
        Reward::Bridges(n) => ("bridges", n),
    };
    message.with("reward", kind).with("n", n)
}

impl Happened {
    /// The message that tells it: a completed objective with who earned what ("Alice
    /// scores 3 points, Bob gets 1 fame token").
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::ArchitectPlaced { seat, monument } => {
                Message::new("architect-placed").who(seat).with("monument", monument.word())
            }
            Happened::CubePlaced { seat, monument, objective, automatic } => {
                Message::new(if automatic { "cube-automatic" } else { "cube-placed" })
                    .who(seat)
                    .with("monument", monument.word())
                    .with("objective", objective)
            }
            Happened::ObjectiveCompleted { monument, objective, cubes, reward: each } => {
                let paid: Vec<Arg> = (0..cubes.len())
                    .filter(|&i| cubes[i] > 0)
                    .map(|i| {
                        let who = Message::new("objective-paid").who(Seat(i as u8));
                        reward(who, each.times(cubes[i].into())).into()
                    })
                    .collect();
                let paid = if paid.is_empty() {
                    Message::new("objective-no-cube").into()
                } else {
                    Arg::List(paid, Join::Comma)
                };
                Message::new("objective-completed")
                    .with("monument", monument.word())
                    .with("objective", objective)
                    .with("paid", paid)
            }
            Happened::MonumentCompleted { monument } => {
                Message::new("monument-completed").with("monument", monument.word())
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::ArchitectPlaced { seat, monument } => {
                Message::new("architect").with("player", seat).with("monument", monument.word())
            }
            Happened::CubePlaced { seat, monument, objective, automatic } => Message::new("cube")
                .with("player", seat)
                .with("monument", monument.word())
                .with("objective", objective)
                .with("automatic", automatic),
            Happened::ObjectiveCompleted { monument, objective, cubes, reward } => {
                let cubes: Vec<Arg> = (0..cubes.len())
                    .filter(|&i| cubes[i] > 0)
                    .map(|i| {
                        Message::new("cubes").with("player", Seat(i as u8)).with("cubes", cubes[i]).into()
                    })
                    .collect();
                Message::new("objective_completed")
                    .with("monument", monument.word())
                    .with("objective", objective)
                    .with("cubes", Arg::List(cubes, Join::Comma))
                    .with("reward", Arg::Text(reward.to_string()))
            }
            Happened::MonumentCompleted { monument } => {
                Message::new("monument_completed").with("monument", monument.word())
            }
        }
    }
}
