//! The Messengers' verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the figure that
//! moves, the follower a Follower message takes back, from the engine's legal actions.

use carcassonne_engine::rules::messengers::Act;
use carcassonne_engine::{Action, Expansion};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The two figures on the score track the points may move.
    pub const TRACK_FIGURES: Suggest = Suggest::own(Expansion::Messengers, 0);
    /// The followers a Follower message may take back.
    pub const MESSAGE_FOLLOWERS: Suggest = Suggest::own_at_cell(Expansion::Messengers, 1);
}

/// Its verbs at their slot of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[
            |a| matches!(Act::of(*a), Some(Act::Advance(_))),
            |a| matches!(Act::of(*a), Some(Act::Carry(Some(_)))),
        ],
        word,
    },
    ..Verbs::NONE
};

/// The answers to its two decisions. In French the verb of the track « avancer », the
/// message tile « missive » (the project's French texts' word), its seal « sceau ».
static DECISIONS: &[Verb] = &[
    Verb {
        word: "advance",
        fr: "avancer",
        terminal: "advance meeple/messenger",
        terminal_fr: "avancer meeple/héraut",
        discord: "/advance figure:messenger",
        discord_fr: "/avancer figurine:héraut",
        params: &[Param { name: "figure", fr: "figurine", suggest: Suggest::TRACK_FIGURES, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Messengers),
        spelling: Spelling::Action,
        example: "advance messenger",
        parse: action,
    },
    Verb {
        word: "message",
        fr: "missive",
        terminal: "message [X Y SPOT]",
        terminal_fr: "missive [X Y LIEU]",
        discord: "/message",
        discord_fr: "/missive",
        params: &[Param {
            name: "follower",
            fr: "suiveur",
            suggest: Suggest::MESSAGE_FOLLOWERS,
            required: false,
        }],
        group: Group::Turn,
        expansion: Some(Expansion::Messengers),
        spelling: Spelling::Action,
        example: "message",
        parse: action,
    },
    Verb {
        word: "seal",
        fr: "sceau",
        terminal: "seal",
        terminal_fr: "sceau",
        discord: "/seal",
        discord_fr: "/sceau",
        params: &[],
        group: Group::Turn,
        expansion: Some(Expansion::Messengers),
        spelling: Spelling::Action,
        example: "seal",
        parse: action,
    },
];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Advance(mover) => mover.word().to_string(),
        Act::Carry(Some(t)) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Carry(None) | Act::Seal => return None,
    })
}
