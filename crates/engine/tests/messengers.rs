//! The Messengers: every point of the rules summary
//! (`shared/rules/messengers.summary.fr.txt`) on explicit tile lists and a fixed message
//! stack, exact scores — each player's two figures on the score track, the active
//! player choosing which one each scoring moves; a stop on a dark space (a multiple of
//! 5) in one's own turn drawing the top message, seen by its holder alone; each of the
//! eight messages carried out, or its seal's 2 points instead, the tile going under the
//! stack; a message's points moving a figure in turn (and drawing again); points in
//! another player's turn moving the score meeple and drawing nothing; the end, where
//! the score is both figures' sum and no message is drawn; and the choices decided in
//! `docs/rules.md`.
//!
//! Most scenarios close a road of five tiles in seat 0's fifth turn (its meeple on it):
//! `(-2,0)` and `(2,0)` are `BA/CRRR` (a city cap N over a T-junction), `(-1,0)` and
//! `(1,0)` straight roads, `(0,0)` the start tile (a city cap N over a road W–E).

use crate::support as common;

use carcassonne_engine::rules::ExpansionRefusal;
use carcassonne_engine::rules::messengers::{Act, Happened, Missive, Mover, Ph, Refusal, SetupRefusal};
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Game, Phase, RuleError, Seat, SetupError,
};
use common::{assert_scores, box_setup, play};

/// A game of two with The Messengers (and `others`), whose stack is `ids` and whose
/// message stack starts with `missives`.
fn game(others: &[Expansion], ids: &[&str], missives: &[Missive]) -> Game {
    let mut setup = box_setup(2, Expansion::Messengers, others, ids);
    setup.fixed.messages = missives.to_vec();
    Game::new(setup).expect("valid setup").0
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

fn refusal(r: Refusal) -> RuleError {
    RuleError::Expansion(ExpansionRefusal::Messengers(r))
}

fn act(text: &str) -> Action {
    common::action(text)
}

/// Seat `s`'s two figures on the track as everyone sees them: (score meeple, messenger).
fn track(g: &Game, s: u8) -> (i32, u32) {
    let view = g.view(Audience::Public);
    let ms = view.messengers().expect("in play");
    (ms.meeple(Seat(s)), ms.messenger(Seat(s)))
}

/// The message `viewer` sees seat `s` hold.
fn held_as_seen_by(g: &Game, viewer: Audience, s: u8) -> Option<Missive> {
    g.view(viewer).messengers().expect("in play").held(Seat(s))
}

fn advanced(seat: u8, mover: Mover, points: u32, to: u32) -> Happened {
    Happened::Advanced { seat: Seat(seat), mover, points, to }
}

fn drawn(seat: u8, missive: Missive) -> Happened {
    Happened::Drawn { seat: Seat(seat), missive }
}

/// The first tiles of most scenarios: the road of five (with seat 0's meeple on it from
/// its first turn), closed by `BA/CRRR` at `(-2,0)` in seat 0's third turn.
const ROAD: [&str; 5] = ["BA/RFr", "BA/RFr", "BA/CRRR", "BA/L", "BA/CRRR"];

/// Plays the road of five to its closing: seat 0 puts a knight on `(2,0)`'s city (its
/// second turn), seat 1 a monk on `BA/L` at `(0,1)`, and seat 0 a highwayman on
/// `(-2,0)`'s road S as it closes the road. `then` are the tiles after those five.
fn road_of_five(then: &[&str], missives: &[Missive]) -> Game {
    let mut ids = ROAD.to_vec();
    ids.extend_from_slice(then);
    let mut g = game(&[], &ids, missives);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n\
         1: place -1 0 0\n1: pass\n\
         0: place 2 0 0\n0: meeple city N\n\
         1: place 0 1 0\n1: meeple monastery\n\
         0: place -2 0 0\n0: meeple road S",
    );
    g
}

/// « Whenever you score points, you must choose to move either your scoring meeple or
/// your messenger »: after the turn's scoring the active player is asked, for these 5
/// points, and nothing else is played meanwhile.
#[test]
fn the_active_player_chooses_the_figure_its_points_move() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Farmers]);
    assert_scores(&g, &[5, 0]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(5)));
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Act::Advance(Mover::Meeple).into(), Act::Advance(Mover::Messenger).into()]
    );
    assert_eq!(g.apply(Seat(0), act("place 0 -1 180")).unwrap_err(), refusal(Refusal::AdvancePending));
    assert_eq!(g.view(Audience::Public).messengers().unwrap().waiting(), &[5]);
    // The points wait off the track until they move a figure.
    assert_eq!(track(&g, 0), (0, 0));
}

/// « … and stops on one of the dark spaces (0, 5, 10, 15, etc.), immediately draw and
/// resolve one message »: the messenger to 5 draws the top message, which only its
/// holder sees (the others see a message is held).
#[test]
fn a_figure_stopping_on_a_dark_space_draws_a_message_seen_by_its_holder_alone() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Knights, Missive::Road]);
    let events = play(&mut g, "0: advance messenger");
    assert_eq!(happened(&events), vec![advanced(0, Mover::Messenger, 5, 5), drawn(0, Missive::Knights)]);
    let drawn_event =
        events.iter().find(|e| Happened::of(e).is_some_and(|h| matches!(h, Happened::Drawn { .. })));
    let drawn_event = drawn_event.expect("drawn");
    assert!(g.view(Audience::Seat(Seat(0))).sees(drawn_event));
    assert!(!g.view(Audience::Seat(Seat(1))).sees(drawn_event));
    assert!(!g.view(Audience::Public).sees(drawn_event));
    assert_eq!(Ph::of(g.phase()), Some(Ph::Missive));
    assert_eq!(track(&g, 0), (0, 5));
    assert_eq!(held_as_seen_by(&g, Audience::Seat(Seat(0)), 0), Some(Missive::Knights));
    assert_eq!(held_as_seen_by(&g, Audience::Seat(Seat(1)), 0), None);
    assert_eq!(held_as_seen_by(&g, Audience::Public, 0), None);
    assert!(g.view(Audience::Public).messengers().unwrap().holds(Seat(0)));
    // Its uses are listed to its holder alone.
    assert_eq!(g.legal_actions(Seat(0)), vec![Act::Carry(None).into(), Act::Seal.into()]);
    assert!(g.view(Audience::Seat(Seat(1))).legal_actions(Seat(0)).is_empty());
    assert_eq!(g.apply(Seat(0), act("place 0 -1 180")).unwrap_err(), refusal(Refusal::MissivePending));
    assert_eq!(g.view(Audience::Public).messengers().unwrap().stack_len(), 7);
}

/// The score meeple is the other figure: 5 points on it stop on 5 too.
#[test]
fn the_score_meeple_stopping_on_a_dark_space_draws_too() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Knights]);
    let events = play(&mut g, "0: advance meeple");
    assert_eq!(happened(&events), vec![advanced(0, Mover::Meeple, 5, 5), drawn(0, Missive::Knights)]);
    assert_eq!(track(&g, 0), (5, 0));
}

/// A figure that stops elsewhere draws nothing, and the turn ends.
#[test]
fn a_figure_stopping_elsewhere_draws_nothing() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Knights]);
    play(&mut g, "0: advance meeple");
    play(&mut g, "0: seal\n0: advance messenger");
    assert_eq!(track(&g, 0), (5, 2));
    assert_eq!(g.phase(), Phase::PlaceTile(g.current_tile().unwrap()));
    assert_eq!(g.active(), Seat(1));
}

/// « The active player (and only that player) gets a Message tile »: seat 0's road
/// closed by seat 1 moves seat 0's score meeple to 5, with no choice and no message.
#[test]
fn points_in_another_players_turn_move_the_score_meeple_and_draw_nothing() {
    let mut g = game(&[], &["BA/RFr", "BA/RFr", "BA/CRRR", "BA/CRRR", "BA/C"], &[Missive::Knights]);
    let events = play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n0: place 2 0 0\n0: pass\n\
         1: place -2 0 0\n1: pass",
    );
    assert!(happened(&events).is_empty());
    assert_scores(&g, &[5, 0]);
    assert_eq!(track(&g, 0), (5, 0));
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    assert_eq!(g.apply(Seat(0), act("advance messenger")).unwrap_err(), refusal(Refusal::NoAdvance));
}

/// « either take the action of the tile, or score 2 points (seal) … In both cases, the
/// message tile is then placed facedown at the bottom of the stack »; the seal's points
/// are points scored, which move a figure of the player's choice.
#[test]
fn the_seal_scores_two_and_the_message_goes_under_the_stack() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Knights, Missive::Road]);
    play(&mut g, "0: advance messenger");
    let events = play(&mut g, "0: seal");
    assert_eq!(happened(&events), vec![Happened::Sealed { seat: Seat(0), missive: Missive::Knights }]);
    assert_scores(&g, &[7, 0]);
    assert_eq!(g.players()[0].breakdown[Category::Messages.index()], 2);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(2)));
    play(&mut g, "0: advance meeple");
    assert_eq!(track(&g, 0), (2, 5));
    assert_eq!(g.view(Audience::Public).messengers().unwrap().stack_len(), 8);
    assert_eq!(g.active(), Seat(1));
}

/// Message 1, Shortest Road: the road of the player's worth the fewest points, scored
/// as at the end for them alone (the monk's seat scores nothing); the highwayman stays.
#[test]
fn shortest_road_scores_the_road_worth_least_and_the_highwayman_stays() {
    // Seat 0's roads: (-2,0)'s road S alone (1), and (2,0)'s road S with (2,1) (2).
    let ids = ["BA/RFr", "BA/RFr", "BA/CRRR", "BA/RFr", "BA/CRRR", "BA/C"];
    let mut g = game(&[], &ids, &[Missive::Road]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n\
         0: place 2 0 0\n0: meeple road S\n1: place 2 1 90\n1: pass\n\
         0: place -2 0 0\n0: meeple road S\n0: advance messenger",
    );
    let supply = g.players()[0].meeples;
    let events = play(&mut g, "0: message");
    assert_eq!(happened(&events), vec![Happened::Carried { seat: Seat(0), missive: Missive::Road }]);
    assert_scores(&g, &[6, 0]);
    assert_eq!(g.players()[0].meeples, supply);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(1)));
}

/// Message 2, Smallest City: the knight's one-tile city at (2,0), 1 as at the end.
#[test]
fn smallest_city_scores_the_city_worth_least() {
    let mut g = road_of_five(&["BA/C"], &[Missive::City]);
    play(&mut g, "0: advance messenger\n0: message");
    assert_scores(&g, &[6, 0]);
    assert_eq!(g.figures().iter().filter(|f| f.owner == Seat(0)).count(), 2, "the knight stays");
}

/// Message 3, Smallest Monastery: the monastery with seat 0's monk, 5 of its 9 tiles
/// there, scores 5; those 5 points move the messenger from 5 to 10, a dark space: a
/// second message.
#[test]
fn smallest_monastery_scores_as_at_the_end_and_its_points_may_draw_again() {
    let mut g = game(
        &[],
        &["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/CRRR", "BA/C", "BA/CRRR", "BA/C"],
        &[Missive::Monastery, Missive::Knights],
    );
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n\
         0: place 0 1 0\n0: meeple monastery\n1: place 1 1 0\n1: pass\n\
         0: place 2 0 0\n0: pass\n1: place 0 -1 180\n1: pass\n\
         0: place -2 0 0\n0: pass",
    );
    assert_scores(&g, &[5, 0]);
    play(&mut g, "0: advance messenger\n0: message");
    assert_scores(&g, &[10, 0]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(5)));
    let events = play(&mut g, "0: advance messenger");
    assert_eq!(happened(&events), vec![advanced(0, Mover::Messenger, 5, 10), drawn(0, Missive::Knights)]);
    // No knight: only the seal.
    assert_eq!(g.legal_actions(Seat(0)), vec![Act::Seal.into()]);
    assert_eq!(g.apply(Seat(0), act("message")).unwrap_err(), refusal(Refusal::Useless));
    play(&mut g, "0: seal\n0: advance meeple");
    assert_scores(&g, &[12, 0]);
    assert_eq!(track(&g, 0), (2, 10));
}

/// Message 4, Add a Landscape Tile: « La Missive est jouée au cours du même tour mais
/// elle crée un nouveau tour d'évaluation »: the same player draws and places the next
/// tile, its scoring (here the start's city, 4 with seat 0's knight) moving a figure
/// again; then seat 1 plays.
#[test]
fn add_a_landscape_tile_plays_one_more_tile_in_the_same_turn() {
    let mut g = road_of_five(&["BA/C", "BA/L"], &[Missive::Tile]);
    play(&mut g, "0: advance messenger\n0: message");
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    play(&mut g, "0: place 0 -1 180\n0: meeple city S");
    assert_scores(&g, &[9, 0]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(4)));
    play(&mut g, "0: advance meeple");
    assert_eq!(g.active(), Seat(1));
}

/// Add a Landscape Tile with no tile left to draw has nothing to act on: its seal only.
#[test]
fn add_a_landscape_tile_on_an_empty_stack_is_sealed() {
    let mut g = road_of_five(&[], &[Missive::Tile]);
    play(&mut g, "0: advance messenger");
    assert_eq!(g.legal_actions(Seat(0)), vec![Act::Seal.into()]);
}

/// Message 5: 2 points per coat of arms in the cities where the player has a knight
/// (control not needed): `BA/Cc+` (a pennant) joined to the knight's city at (2,0) makes
/// 2; the second knight's city at (-2,0) has none.
#[test]
fn coats_of_arms_score_two_each_in_the_players_cities() {
    let mut ids = ROAD.to_vec();
    ids[3] = "BA/Cc+";
    let mut g = game(&[], &ids, &[Missive::Arms]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n\
         0: place 2 0 0\n0: meeple city N\n1: place 2 -1 180\n1: pass\n\
         0: place -2 0 0\n0: meeple city N\n0: advance messenger\n0: message",
    );
    assert_scores(&g, &[7, 0]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(2)));
}

/// A message worth nothing moves no figure: the turn ends.
#[test]
fn no_coat_of_arms_scores_nothing_and_the_turn_ends() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Arms]);
    play(&mut g, "0: advance messenger\n0: message");
    assert_scores(&g, &[5, 0]);
    assert_eq!(g.active(), Seat(1));
}

/// Message 6: 2 points per knight; they stay.
#[test]
fn knights_score_two_each_and_stay() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Knights]);
    play(&mut g, "0: advance messenger\n0: message");
    assert_scores(&g, &[7, 0]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Advance(2)));
}

/// Message 7 (first edition: « Score three points for each of that player's
/// farmers »): seat 0's farmer on (-2,0).
#[test]
fn farmers_score_three_each() {
    let mut ids = ROAD.to_vec();
    ids.push("BA/C");
    let mut g = game(&[], &ids, &[Missive::Farmers]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n\
         0: place 2 0 0\n0: meeple field Es\n1: place 0 1 0\n1: pass\n\
         0: place -2 0 0\n0: meeple field Es\n0: advance messenger\n0: message",
    );
    assert_scores(&g, &[11, 0]);
}

/// Message 8 (first edition: « Score one follower and return it to that player's
/// supply »): the knight at (2,0), its city worth 1 as at the end, comes home.
#[test]
fn a_follower_is_scored_and_taken_back() {
    let mut g = road_of_five(&["BA/C"], &[Missive::Follower]);
    play(&mut g, "0: advance messenger");
    let legal = g.legal_actions(Seat(0));
    assert_eq!(legal.len(), 3, "the knight, the highwayman, the seal: {legal:?}");
    assert_eq!(g.apply(Seat(0), act("message")).unwrap_err(), refusal(Refusal::NoFollower));
    assert_eq!(g.apply(Seat(0), act("message 0 1 monastery")).unwrap_err(), refusal(Refusal::NoFollower));
    let supply = g.players()[0].meeples;
    play(&mut g, "0: message 2 0 city N");
    assert_scores(&g, &[6, 0]);
    assert_eq!(g.players()[0].meeples, supply + 1);
    assert!(g.figures().iter().all(|f| !(f.owner == Seat(0) && f.tile == 3)));
}

/// « players add the scores represented by their two scoring meeples … earning no more
/// messages »: the score is the sum all along; at the end the messenger's points join
/// the score meeple, and the final scoring (seat 0's knight 1, highwayman 1; seat 1's
/// monk 4) draws nothing.
#[test]
fn the_end_sums_both_figures_and_draws_no_message() {
    let mut g = road_of_five(&[], &[Missive::Farmers]);
    play(&mut g, "0: advance messenger\n0: seal");
    let events = play(&mut g, "0: advance meeple");
    assert!(g.is_over());
    assert_scores(&g, &[9, 4]);
    let joined = happened(&events);
    assert_eq!(joined, vec![advanced(0, Mover::Meeple, 2, 2), Happened::Joined { seat: Seat(0), points: 5 }]);
    assert_eq!(track(&g, 0), (9, 0));
}

/// A fixed message stack needs the box, and holds each message once.
#[test]
fn a_fixed_stack_needs_the_box_and_each_message_once() {
    let mut setup = box_setup(2, Expansion::Messengers, &[], &["BA/C"]);
    setup.fixed.messages = vec![Missive::Road, Missive::Road];
    let refused = |r: SetupRefusal| SetupError::from(r);
    assert_eq!(Game::new(setup.clone()).unwrap_err(), refused(SetupRefusal::Twice(Missive::Road)));
    setup.expansions = Default::default();
    setup.fixed.messages = vec![Missive::Road];
    assert_eq!(Game::new(setup).unwrap_err(), refused(SetupRefusal::WithoutBox));
}
