//! Princess & Dragon's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters: the followers the
//! fairy may join, the features a portal reaches, the knights a princess may send home
//! and the dragon's open sides, each from the engine's legal actions.

use carcassonne_engine::rules::princess_dragon::{Act, Beside, CASTLE_WORD};
use carcassonne_engine::{Action, Expansion, FigureKind};

use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::verbs::{Group, Param, Suggest, Verb, action};

impl Suggest {
    /// The followers of the asking player the fairy may be moved next to (`1,0 road E`).
    pub const FAIRY_TARGETS: Suggest = Suggest::own_at_cell(Expansion::PrincessDragon, 0);
    /// The features the portal of the asking player's tile reaches.
    pub const PORTAL_TARGETS: Suggest = Suggest::own_at_cell(Expansion::PrincessDragon, 1);
    /// The knights the asking player's princess may send home.
    pub const KNIGHTS: Suggest = Suggest::own_at_cell(Expansion::PrincessDragon, 2);
    /// The sides the dragon may go, for the player who moves it next.
    pub const DRAGON_SIDES: Suggest = Suggest::own(Expansion::PrincessDragon, 3);
}

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs = Verbs {
    after_meeple: FIGURE,
    after_pass: DECISIONS,
    lists: Lists::Legal {
        keep: &[
            |a| matches!(Act::of(*a), Some(Act::Fairy(_))),
            |a| matches!(Act::of(*a), Some(Act::Portal(..))),
            |a| matches!(Act::of(*a), Some(Act::Princess(_))),
            |a| matches!(Act::of(*a), Some(Act::Dragon(_))),
        ],
        word,
    },
    ..Verbs::NONE
};

/// The fairy, the portal and the princess, instead of a figure.
static FIGURE: &[Verb] = &[
    Verb {
        word: "fairy",
        fr: "fée",
        terminal: "fairy X Y SPOT",
        terminal_fr: "fée X Y LIEU",
        discord: "/fairy target:1,0 road E",
        discord_fr: "/fée cible:1,0 route E",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::FAIRY_TARGETS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::PrincessDragon),
        spelling: Spelling::Action,
        example: "fairy 1 0 road E",
        parse: action,
    },
    Verb {
        word: "portal",
        fr: "portail",
        terminal: "portal X Y SPOT [FIGURE]",
        terminal_fr: "portail X Y LIEU [FIGURINE]",
        discord: "/portal target:1,0 city N",
        discord_fr: "/portail cible:1,0 ville N",
        params: &[Param { name: "target", fr: "cible", suggest: Suggest::PORTAL_TARGETS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::PrincessDragon),
        spelling: Spelling::Action,
        example: "portal 1 0 city N",
        parse: action,
    },
    Verb {
        word: "princess",
        fr: "princesse",
        terminal: "princess X Y SPOT",
        terminal_fr: "princesse X Y LIEU",
        discord: "/princess knight:0,-1 city N",
        discord_fr: "/princesse chevalier:0,-1 ville N",
        params: &[Param { name: "knight", fr: "chevalier", suggest: Suggest::KNIGHTS, required: true }],
        group: Group::Turn,
        expansion: Some(Expansion::PrincessDragon),
        spelling: Spelling::Action,
        example: "princess 0 -1 city N",
        parse: action,
    },
];

/// The dragon's step, a decision of its own.
static DECISIONS: &[Verb] = &[Verb {
    word: "dragon",
    fr: "dragon",
    terminal: "dragon N/E/S/W",
    terminal_fr: "dragon N/E/S/O",
    discord: "/dragon side:N",
    discord_fr: "/dragon côté:N",
    params: &[Param { name: "side", fr: "côté", suggest: Suggest::DRAGON_SIDES, required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::PrincessDragon),
    spelling: Spelling::Action,
    example: "dragon N",
    parse: action,
}];

/// The words that type legal action `a` in its lists.
fn word(a: Action) -> Option<String> {
    Some(match Act::of(a)? {
        Act::Fairy(Beside::Castle(pos)) => format!("{},{} {CASTLE_WORD}", pos.x, pos.y),
        Act::Fairy(Beside::Follower(t)) | Act::Portal(t, FigureKind::Meeple) | Act::Princess(t) => {
            format!("{},{} {}", t.pos.x, t.pos.y, t.spot)
        }
        Act::Portal(t, figure) => format!("{},{} {} {}", t.pos.x, t.pos.y, t.spot, figure.spec().word),
        Act::Dragon(dir) => dir.letter().to_string(),
    })
}
