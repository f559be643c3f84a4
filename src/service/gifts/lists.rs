//! The Gifts' lists for the shared tests: one of each of its actions, refusals (its
//! commands' own included), events and phases, each numbered by a match on its own enum
//! (a new variant does not compile until numbered, and fails `expansion::one_of_each`
//! until it has an example), checked by the helpers of `choices.rs`, `error.rs` and
//! `summary.rs`'s tests.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::gifts::{
    Act, Gift, GiftPlay, Happened, ParseError, Ph, Refusal, SetupRefusal,
};
use carcassonne_engine::{Action, Event, Expansion, Phase, RuleError, Seat, SetupError, Target, TileKind};

use super::Refused;
use crate::locale::Lang;
use crate::service::choices::tests::{self as choices, label_of};
use crate::service::error::{UserError, tests as error};
use crate::service::expansion::one_of_each;
use crate::service::summary::tests as summary;

fn actions() -> Vec<Action> {
    choices::parsed(&[
        "gift synod 1 0 monastery",
        "gift sweeper 1 0 road W",
        "gift retreat -1 2 city N",
        "gift change 2 -1 road E field Es",
        "gift take-two",
        "gift synod waste",
        "keep 1",
    ])
}

fn act_kind(action: &Action) -> usize {
    match Act::of(*action).expect("one of its actions") {
        Act::Gift(_) => 0,
        Act::Keep(_) => 1,
    }
}

#[test]
fn its_actions_are_labelled_once_in_each_language() {
    let actions = actions();
    one_of_each(&actions, act_kind, 2);
    choices::every_action_is_labelled_once_for(&actions);
    choices::labels_are_worded_in_each_language_for(&actions);
    assert_eq!(label_of("gift retreat -1 2 city N", Lang::En), "Retreat: city north at -1 2");
    assert_eq!(label_of("gift retreat -1 2 city N", Lang::Fr), "Retrait\u{a0}: ville nord en -1 2");
    assert_eq!(
        label_of("gift change 2 -1 road E field Es", Lang::En),
        "Change: road east at 2 -1 → field south-east"
    );
    assert_eq!(
        label_of("gift change 2 -1 road E field Es", Lang::Fr),
        "Debout/Couché\u{a0}: route est en 2 -1 → pré sud-est"
    );
    assert_eq!(label_of("gift take-two", Lang::Fr), "Prends-en-2");
    assert_eq!(label_of("keep 2", Lang::Fr), "Garder la tuile 2");
}

fn refusals() -> Vec<Refusal> {
    let at = |text: &str| text.parse::<Target>().expect("a target");
    vec![
        Refusal::KeepFirst,
        Refusal::GiftBeforePlacing,
        Refusal::NoTileToKeep,
        Refusal::GiftNotInHand(Gift::RoadSweeper),
        Refusal::GiftAlreadyOpened,
        Refusal::GiftHasUse(Gift::Synod),
        Refusal::GiftUseless(Gift::Retreat),
        Refusal::NotAnIncompleteMonastery(at("1 0 city N")),
        Refusal::NotAnIncompleteRoad(at("1 0 field Wn")),
        Refusal::NoMeepleThere(at("0 -1 monastery")),
        Refusal::NoSuchChange("city S".parse().expect("a spot")),
    ]
}

fn refusal_kind(refusal: &Refusal) -> usize {
    match refusal {
        Refusal::KeepFirst => 0,
        Refusal::GiftBeforePlacing => 1,
        Refusal::NoTileToKeep => 2,
        Refusal::GiftNotInHand(..) => 3,
        Refusal::GiftAlreadyOpened => 4,
        Refusal::GiftHasUse(..) => 5,
        Refusal::GiftUseless(..) => 6,
        Refusal::NotAnIncompleteMonastery(..) => 7,
        Refusal::NotAnIncompleteRoad(..) => 8,
        Refusal::NoMeepleThere(..) => 9,
        Refusal::NoSuchChange(..) => 10,
    }
}

fn setup_refusals() -> Vec<SetupRefusal> {
    vec![SetupRefusal::DeckWithoutGifts, SetupRefusal::TooManyGifts(Gift::Retreat, 7)]
}

fn setup_kind(refusal: &SetupRefusal) -> usize {
    match refusal {
        SetupRefusal::DeckWithoutGifts => 0,
        SetupRefusal::TooManyGifts(..) => 1,
    }
}

fn parse_errors() -> Vec<ParseError> {
    vec![ParseError::Gift("wish".into()), ParseError::GiftArity, ParseError::Keep]
}

fn parse_kind(error: &ParseError) -> usize {
    match error {
        ParseError::Gift(_) => 0,
        ParseError::GiftArity => 1,
        ParseError::Keep => 2,
    }
}

/// Its commands' refusals by the bot, each card's where a card is named.
fn refused() -> Vec<Refused> {
    let mut all = vec![Refused::NoGifts];
    for gift in Gift::ALL {
        all.extend([Refused::TargetMissing(gift), Refused::Idle(gift), Refused::Wastable(gift)]);
    }
    all
}

fn refused_kind(refused: &Refused) -> usize {
    match refused {
        Refused::NoGifts => 0,
        Refused::TargetMissing(_) => 1,
        Refused::Idle(_) => 2,
        Refused::Wastable(_) => 3,
    }
}

#[test]
fn its_refusals_are_worded() {
    let (refusals, setups, parse_errors, refused) = (refusals(), setup_refusals(), parse_errors(), refused());
    one_of_each(&refusals, refusal_kind, 11);
    one_of_each(&setups, setup_kind, 2);
    one_of_each(&parse_errors, parse_kind, 3);
    one_of_each(&refused, refused_kind, 4);
    let rules: Vec<RuleError> = refusals.into_iter().map(Into::into).collect();
    let setups: Vec<SetupError> = setups.into_iter().map(Into::into).collect();
    let mut others: Vec<UserError> =
        parse_errors.into_iter().map(|e| UserError::Notation(ParseActionError::from(e))).collect();
    others.extend(refused.into_iter().map(UserError::from));
    // Its cards by their words, the notation's, in the refusals that list them.
    error::an_expansions_refusals_are_worded(&rules, &setups, others, &Gift::ALL.map(Gift::word), |_| false);
    error::refusals_read(vec![
        (
            Refused::TargetMissing(Gift::RoadSweeper).into(),
            "Say what your Road sweeper acts on: `gift sweeper X Y SPOT`; `gifts` lists where you may open it.",
            "Dites sur quoi agit votre carte Cantonnier\u{a0}: `gift sweeper X Y LIEU`\u{a0}; `gifts` indique où vous pouvez la déballer.",
        ),
        (
            Refused::Idle(Gift::Synod).into(),
            "Your Synod has nothing to act on now: there is no unfinished monastery. Keep it; unopened, it scores 2 points at the end.",
            "Votre carte Synode n'a rien sur quoi agir pour l'instant\u{a0}: il n'y a aucune abbaye incomplète. Gardez-la\u{a0}: non déballée, elle rapporte 2 points à la fin.",
        ),
        (
            UserError::ExpansionNotInBot(Expansion::Gifts),
            "The Gifts cannot be played in the bot yet: its commands are still to come.",
            "L'extension Les Présents ne se joue pas encore avec le bot\u{a0}: ses commandes restent à venir.",
        ),
    ]);
}

fn events() -> Vec<Event> {
    let (seat, tile) = (Seat(1), "BA/L".parse::<TileKind>().expect("a tile"));
    vec![
        Happened::GiftReceived { seat }.into(),
        Happened::GiftDrawn { seat, gift: Gift::Synod }.into(),
        Happened::GiftOpened { seat, play: GiftPlay::TakeTwo }.into(),
        Happened::GiftWasted { seat, gift: Gift::Retreat }.into(),
        Happened::GiftsReshuffled.into(),
        Happened::TileReturned { tile }.into(),
    ]
}

fn event_kind(event: &Event) -> usize {
    match Happened::of(event).expect("one of its events") {
        Happened::GiftReceived { .. } => 0,
        Happened::GiftDrawn { .. } => 1,
        Happened::GiftOpened { .. } => 2,
        Happened::GiftWasted { .. } => 3,
        Happened::GiftsReshuffled => 4,
        Happened::TileReturned { .. } => 5,
    }
}

fn phases() -> Vec<Phase> {
    let tile = "BA/L".parse().expect("a tile");
    vec![Ph::TakeTwo(tile, tile).into()]
}

fn phase_kind(phase: &Phase) -> usize {
    match Ph::of(*phase).expect("one of its phases") {
        Ph::TakeTwo(..) => 0,
    }
}

#[test]
fn its_events_and_phases_are_summarised_once() {
    let (events, phases) = (events(), phases());
    one_of_each(&events, event_kind, 6);
    one_of_each(&phases, phase_kind, 1);
    summary::every_event_is_summarised_once_for(&events);
    summary::every_phase_is_named_once_for(&phases);
}
