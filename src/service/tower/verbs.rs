//! The Tower's verbs, rows of the table of verbs (`service/verbs.rs`) that its `Part`
//! joins to it, and the autocomplete of their parameters: the towers and foundations a
//! piece may go on, the towers a meeple may close, the followers in a new tower's
//! range, the figures an exchange may bring back and the ransoms one may pay, each
//! from the engine's legal actions.

use carcassonne_engine::rules::tower::{Act, Captive, kind_word};
use carcassonne_engine::{Action, Expansion, FigureKind};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The empty foundations and open towers a piece may go on (`0,1`).
    pub const TOWER_CELLS: Suggest = Suggest::own_at_cell(Expansion::Tower, 0);
    /// The open towers the asking player's meeple may close (`0,1`, `0,1 big`).
    pub const TOWER_TOPS: Suggest = Suggest::own_at_cell(Expansion::Tower, 1);
    /// What the tower just built may capture (`2,1 road E`, `0,3 tower`, `none`).
    pub const CAPTIVES: Suggest = Suggest::own_at_cell(Expansion::Tower, 2);
    /// The figures of one's own an exchange may bring back.
    pub const EXCHANGED: Suggest = Suggest::own(Expansion::Tower, 3);
    /// The ransoms the asking player may pay (`2 meeple`).
    pub const RANSOMS: Suggest = Suggest::own(Expansion::Tower, 4);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_meeple: FIGURE,
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[
            |a| matches!(Act::of(*a), Some(Act::Piece(_))),
            |a| matches!(Act::of(*a), Some(Act::Top(..))),
            |a| matches!(Act::of(*a), Some(Act::Capture(_) | Act::Spare)),
            |a| matches!(Act::of(*a), Some(Act::Exchange(_))),
            |a| matches!(Act::of(*a), Some(Act::Ransom(..))),
        ],
        word,
    },
    ..Verbs::NONE
};

/// A piece, a meeple on top and a ransom, at the figure step (a ransom before placing
/// too).
static FIGURE: &[Verb] = &[
    Verb {
        word: "tower",
        fr: "tour",
        terminal: "tower X Y",
        terminal_fr: "tour X Y",
        discord: "/tower cell:0,1",
        discord_fr: "/tour case:0,1",
        params: &[Param { name: "cell", fr: "case", suggest: Suggest::TOWER_CELLS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Tower),
        spelling: Spelling::Action,
        example: "tower 0 1",
        parse: action,
    },
    Verb {
        word: "top",
        fr: "sommet",
        terminal: "top X Y [big]",
        terminal_fr: "sommet X Y [grand]",
        discord: "/top tower:0,1",
        discord_fr: "/sommet tour:0,1",
        params: &[Param { name: "tower", fr: "tour", suggest: Suggest::TOWER_TOPS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Tower),
        spelling: Spelling::Action,
        example: "top 0 1",
        parse: action,
    },
    Verb {
        word: "ransom",
        fr: "rançon",
        terminal: "ransom SEAT FIGURE",
        terminal_fr: "rançon PLACE FIGURINE",
        discord: "/ransom prisoner:2 meeple",
        discord_fr: "/rançon prisonnier:2 meeple",
        params: &[Param { name: "prisoner", fr: "prisonnier", suggest: Suggest::RANSOMS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Tower),
        spelling: Spelling::Action,
        example: "ransom 2 meeple",
        parse: action,
    },
];

/// The capture after a piece, and the exchange's choice.
static DECISIONS: &[Verb] = &[
    Verb {
        word: "capture",
        fr: "capture",
        terminal: "capture X Y SPOT / capture none",
        terminal_fr: "capture X Y LIEU / capture aucun",
        discord: "/capture follower:2,1 road E",
        discord_fr: "/capture suiveur:2,1 route E",
        params: &[Param { name: "follower", fr: "suiveur", suggest: Suggest::CAPTIVES, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Tower),
        spelling: Spelling::Action,
        example: "capture 2 1 road E",
        parse: action,
    },
    Verb {
        word: "exchange",
        fr: "échange",
        terminal: "exchange FIGURE",
        terminal_fr: "échange FIGURINE",
        discord: "/exchange figure:big",
        discord_fr: "/échange figurine:grand",
        params: &[Param { name: "figure", fr: "figurine", suggest: Suggest::EXCHANGED, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::Tower),
        spelling: Spelling::Action,
        example: "exchange big",
        parse: action,
    },
];

/// The words after the verb that name `kind` (`meeple`, `big`, `abbot`).
fn kind(kind: FigureKind) -> &'static str {
    kind_word(kind)
}

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Piece(pos) | Act::Top(pos, FigureKind::Meeple) => format!("{},{}", pos.x, pos.y),
        Act::Top(pos, k) => format!("{},{} {}", pos.x, pos.y, kind(k)),
        Act::Capture(Captive::Follower(t)) => format!("{},{} {}", t.pos.x, t.pos.y, t.spot),
        Act::Capture(Captive::Top(pos)) => format!("{},{} tower", pos.x, pos.y),
        Act::Spare => "none".to_string(),
        Act::Exchange(k) => kind(k).to_string(),
        // Labelled by whom it pays (the button's words); the seat's number is what
        // the command types.
        Act::Ransom(holder, k) => format!("{} {}", holder.index() + 1, kind(k)),
    })
}
