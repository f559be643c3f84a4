//! Bridges, Castles & Bazaars' lists for the shared tests: one of each of its actions,
//! refusals, events and phases, each numbered by a match on its own enum (a new variant
//! does not compile until numbered, and fails `expansion::one_of_each` until it has an
//! example), checked by the helpers of `choices.rs`, `error.rs` and `summary.rs`'s tests;
//! and the words of a placement its bridge lets fit, in the rotations and autocomplete.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::bridges_castles_bazaars::{
    Act, Axis, Bridge, CastleChoice, Happened, ParseError, Ph, Refusal,
};
use carcassonne_engine::{
    Action, Completion, Dir, Event, Expansion, FeatureKind, Phase, Placement, PlacementOption, Pos, Rotation,
    RuleError, Seat, SeatSet,
};
use serde_json::json;

use crate::locale::Lang;
use crate::service::choices::rotation;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::suggest::tests as suggest;
use crate::service::suggest::{Asker, placements};
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&["bridge 1 0 NS", "castle build", "castle score", "choose 2", "bid 3", "buy", "sell"])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Bridge(_) => 0,
        Act::Castle(_) => 1,
        Act::Choose(_) => 2,
        Act::Bid(_) => 3,
        Act::Buy => 4,
        Act::Sell => 5,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 6);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    // The image names the bazaar's buttons with the same verb ("Miser : 3 ou plus").
    assert_eq!(label_of("bid 3", Lang::Fr), "Miser 3");
    assert_eq!(label_of("bridge 1 0 EW", Lang::Fr), "Pont en 1 0 est–ouest");
    assert_eq!(label_of("bridge 1 0 NS", Lang::Fr), "Pont en 1 0 nord–sud");
    assert_eq!(label_of("castle score", Lang::Fr), "Compter la ville");
}

/// A rotation that fits only with a bridge says so.
#[test]
fn rotations_say_when_a_bridge_is_needed() {
    let option = PlacementOption {
        placement: Placement { pos: Pos::new(0, 1), rot: Rotation::R180 },
        needs: Some(Expansion::BridgesCastlesBazaars),
    };
    assert_eq!(rotation(&option, Lang::En), "180° if you then build a bridge");
    assert_eq!(rotation(&option, Lang::Fr), "180° si vous construisez ensuite un pont");
}

/// The placements a bridge lets fit are said together, the bridge once, after those
/// that fit as they are, in autocomplete and in `place` alone's list.
#[test]
fn placements_that_need_a_bridge_say_so() {
    let bridged = |x, y, rot| {
        let (mut option, preview) = suggest::option(x, y, rot);
        option.needs = Some(Expansion::BridgesCastlesBazaars);
        (option, preview)
    };
    let cell = [
        suggest::option(4, 4, Rotation::R0),
        bridged(4, 4, Rotation::R90),
        suggest::option(4, 4, Rotation::R180),
        bridged(4, 4, Rotation::R270),
    ];
    let mut asker = suggest::alice();
    asker.recent = vec![Pos::new(9, 9)];
    let listed = |options: &[_], asker: &Asker| suggest::names(placements(options, asker, "", true));
    assert_eq!(listed(&cell, &asker), ["4,4 · 0° or 180°; 90° or 270° with a bridge"]);
    let all = [Rotation::R0, Rotation::R90, Rotation::R180].map(|rot| bridged(4, 4, rot));
    assert_eq!(listed(&all, &asker), ["4,4 · 0°, 90° or 180° with a bridge"]);
    asker.lang = Lang::Fr;
    assert_eq!(listed(&cell, &asker), ["4,4 · 0° ou 180°\u{a0}; 90° ou 270° avec un pont"]);
    // One rotation of a cell with a bridge, alone or among the cell's.
    let mut legal = suggest::legal();
    legal[0].0.needs = Some(Expansion::BridgesCastlesBazaars);
    let alice = suggest::alice();
    let found = placements(&legal, &alice, "3,0 0", false);
    assert_eq!(found[0].name, "3,0 0° with a bridge");
    assert_eq!(found[0].value, "3,0 0");
    assert_eq!(placements(&legal, &alice, "3,", false)[1].name, "3,0 · 90°; 0° with a bridge");
    // In French, with what it completes.
    let city = |points, winners| Completion { kind: FeatureKind::City, points, winners, on_tile: true };
    legal[7].1.completes.push(city(8, SeatSet::single(Seat(0))));
    let field =
        Completion { kind: FeatureKind::Field, points: 3, winners: SeatSet::single(Seat(1)), on_tile: true };
    legal[0].1.completes.push(field);
    legal[2].1.completes.push(city(4, SeatSet::EMPTY));
    let french = Asker { lang: Lang::Fr, ..suggest::alice() };
    assert_eq!(
        placements(&legal, &french, "3,", false)[1].name,
        "3,0 · 90°\u{a0}; 0° avec un pont · à 0° avec un pont\u{a0}: complète le pré de Bob (+3 pour Bob)"
    );
}

fn refusals() -> Vec<Refusal> {
    let pos = Pos::new(-2, 3);
    vec![
        Refusal::BridgeOwed,
        Refusal::NoBridgeLeft,
        Refusal::BridgeAlreadyBuilt,
        Refusal::BridgeTooFar(pos),
        Refusal::BridgeOnEmptyCell(pos),
        Refusal::TileHasBridge(pos),
        Refusal::BridgeEndNotField { pos, dir: Dir::N },
        Refusal::BridgeEndBlocked { pos, dir: Dir::E },
        Refusal::BridgeDoesNotFit,
        Refusal::CastleChoicePending,
        Refusal::NoCastleChoice,
        Refusal::NoCastleLeft,
        Refusal::ChooseFirst,
        Refusal::OpeningBidPending,
        Refusal::RaiseOrPass,
        Refusal::BuyOrSell,
        Refusal::NoAuction,
        Refusal::NoSuchOffer(5),
        Refusal::OfferTaken(2),
        Refusal::BidTooLow(7),
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::BridgeOwed => 0,
        Refusal::NoBridgeLeft => 1,
        Refusal::BridgeAlreadyBuilt => 2,
        Refusal::BridgeTooFar(..) => 3,
        Refusal::BridgeOnEmptyCell(..) => 4,
        Refusal::TileHasBridge(..) => 5,
        Refusal::BridgeEndNotField { .. } => 6,
        Refusal::BridgeEndBlocked { .. } => 7,
        Refusal::BridgeDoesNotFit => 8,
        Refusal::CastleChoicePending => 9,
        Refusal::NoCastleChoice => 10,
        Refusal::NoCastleLeft => 11,
        Refusal::ChooseFirst => 12,
        Refusal::OpeningBidPending => 13,
        Refusal::RaiseOrPass => 14,
        Refusal::BuyOrSell => 15,
        Refusal::NoAuction => 16,
        Refusal::NoSuchOffer(..) => 17,
        Refusal::OfferTaken(..) => 18,
        Refusal::BidTooLow(..) => 19,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![
        ParseError::BridgeArity,
        ParseError::Axis("XY".into()),
        ParseError::CastleChoice,
        ParseError::NumberArity("bid"),
        ParseError::Bid("lots".into()),
        ParseError::TileNumber("x".into()),
    ]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::BridgeArity => 0,
        ParseError::Axis(_) => 1,
        ParseError::CastleChoice => 2,
        ParseError::NumberArity(_) => 3,
        ParseError::Bid(_) => 4,
        ParseError::TileNumber(_) => 5,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, parse_errors) = (refusals(), parse_errors());
    one_of_each(&refusals, refusal_kind, 20);
    one_of_each(&parse_errors, parse_kind, 6);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let notation = parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    error::an_expansions_refusals_are_worded(&rules, &[], notation, &[], |_| false);
}

fn events() -> Vec<Event> {
    let (seat, pos, tile) = (Seat(1), Pos::new(1, -2), "BA/L".parse().expect("a tile"));
    let two = SeatSet::from_fn(|s| s.0 < 2);
    vec![
        Happened::BridgeBuilt { seat, bridge: Bridge { pos, axis: Axis::NorthSouth } }.into(),
        Happened::CastleChosen { seat, choice: CastleChoice::Build }.into(),
        Happened::CastleBuilt { seats: two, cells: [pos, Pos::new(1, -1)] }.into(),
        Happened::BazaarOpened { tiles: vec![tile, tile] }.into(),
        Happened::BazaarChosen { seat, number: 2, tile }.into(),
        Happened::BidMade { seat, points: 3 }.into(),
        Happened::BidPassed { seat }.into(),
        Happened::TileWon { seat, tile, price: 3, paid_to: Some(Seat(0)) }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::BridgeBuilt { .. } => 0,
        Happened::CastleChosen { .. } => 1,
        Happened::CastleBuilt { .. } => 2,
        Happened::BazaarOpened { .. } => 3,
        Happened::BazaarChosen { .. } => 4,
        Happened::BidMade { .. } => 5,
        Happened::BidPassed { .. } => 6,
        Happened::TileWon { .. } => 7,
    }
}

fn phases() -> Vec<Phase> {
    [Ph::Bridge, Ph::Castle, Ph::BazaarChoose, Ph::BazaarBid, Ph::BazaarRaise, Ph::BazaarTrade]
        .map(Phase::from)
        .to_vec()
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::Bridge => 0,
        Ph::Castle => 1,
        Ph::BazaarChoose => 2,
        Ph::BazaarBid => 3,
        Ph::BazaarRaise => 4,
        Ph::BazaarTrade => 5,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 8);
    one_of_each(&phases, phase_kind, 6);
    let summaries = summary::every_event_is_summarised_once_for(&events);
    assert_eq!(
        summaries[7],
        json!({"type": "tile_won", "player": "Bob", "tile": "BA/L", "price": 3, "paid_to": "Alice"})
    );
    summary::every_phase_is_named_once_for(&phases);
}
