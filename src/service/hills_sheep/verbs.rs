//! Hills & Sheep's verbs, rows of the table of verbs (`service/verbs.rs`) that the
//! registry joins to it, and the autocomplete of their parameters (the shepherd's spots).

use carcassonne_engine::Expansion;
use carcassonne_engine::rules::hills_sheep::SHEPHERD;

use super::super::expansion::Verbs;
use super::super::spelling::Spelling;
use super::super::verbs::{Group, NO_PARAMS, Param, Suggest, Verb, action};

/// Its verbs at their slots of the table of verbs.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_meeple: FIGURE, before_pass: FLOCK, ..Verbs::NONE };

/// The shepherd, beside the meeple.
static FIGURE: &[Verb] = &[Verb {
    word: "shepherd",
    fr: "berger",
    terminal: "shepherd SPOT",
    terminal_fr: "berger LIEU",
    discord: "/shepherd spot:field Es",
    discord_fr: "/berger lieu:pré Es",
    params: &[Param { name: "spot", fr: "lieu", suggest: Suggest::Spots(SHEPHERD), required: true }],
    group: Group::Turn,
    expansion: Some(Expansion::HillsSheep),
    spelling: Spelling::Action,
    example: "shepherd field Es",
    parse: action,
}];

/// The flock's step, before `pass`.
static FLOCK: &[Verb] = &[
    Verb {
        word: "grow",
        fr: "agrandir",
        terminal: "grow",
        terminal_fr: "agrandir",
        discord: "/grow",
        discord_fr: "/agrandir",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: Some(Expansion::HillsSheep),
        spelling: Spelling::Nothing,
        example: "grow",
        parse: action,
    },
    Verb {
        word: "herd",
        fr: "rassembler",
        terminal: "herd",
        terminal_fr: "rassembler",
        discord: "/herd",
        discord_fr: "/rassembler",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: Some(Expansion::HillsSheep),
        spelling: Spelling::Nothing,
        example: "herd",
        parse: action,
    },
];
