//! Crop Circles: every point of the rules summary
//! (`shared/rules/crop-circles.summary.fr.txt`) on explicit tile lists, exact scores —
//! the action after the turn's scoring; the placer's choice, compulsory even without a
//! follower of their own, not asked when nobody has one of the kind; everyone in turn
//! from the next player to the placer last; adding beside one's follower of the kind,
//! which may be declined, taking back, which may not; a player with none skipped; each
//! circle's kind alone (a rake: farmers, a club: highwaymen); the added follower scoring
//! with its feature and going home with it; the big meeple added (Inns & Cathedrals);
//! and the refusals.
//!
//! The start tile (0,0) is a city cap N over a road W–E.

use crate::support as common;

use carcassonne_engine::rules::crop_circles::{Act, Circle, Happened, Mode, Ph, Refusal};
use carcassonne_engine::{Category, Event, Expansion, Game, Phase, RuleError, Seat};
use common::{
    action, assert_scores, assert_supplies, box_setup, legal, play, refused, rule, scorings, versioned,
};

fn game(players: u8, others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(box_setup(players, Expansion::CropCircles, others, ids)).expect("valid setup").0
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

/// The crop circle decision `seat` is asked, if any.
fn asked(g: &Game, seat: u8) -> Option<Ph> {
    g.decisions().iter().filter(|d| d.seats.contains(Seat(seat))).find_map(|d| Ph::of(d.phase))
}

/// Three players, each with a highwayman on a road of their own; Carol (seat 2) then
/// places a club circle with a highwayman on its stub: her turn is played out.
const THREE: &str = "0: place 1 0 0\n0: meeple road E
     1: place 0 1 0\n1: meeple road E
     2: place 2 0 0\n2: meeple road E";
const THREE_TILES: &[&str] = &["BA/RFr", "BA/RFr", "CC/RRr", "BA/L"];

/// « 1. Place a Tile, 2. Place a Meeple, and 3. Score a Feature. Then, perform the new
/// action: 4. Crop Circle Action. » and « all players (starting with the player to your
/// left and proceeding clockwise) must perform the action you chose, and then you
/// perform that action »: Carol chooses, then Alice, Bob and Carol last each add a
/// highwayman on the spot of their own.
#[test]
fn the_placer_chooses_then_everyone_adds_from_the_next_player_round() {
    let mut g = game(3, &[], THREE_TILES);
    let mut events = play(&mut g, THREE);
    assert_eq!(asked(&g, 2), Some(Ph::Choose(Circle::Club)));
    assert_eq!(legal(&g, 2), ["crop add", "crop remove"]);
    events.extend(play(&mut g, "2: crop add"));
    assert_eq!(asked(&g, 0), Some(Ph::Add(Circle::Club)));
    assert_eq!(legal(&g, 0), ["add 1 0 road E", "pass"]);
    events.extend(play(&mut g, "0: add 1 0 road E"));
    assert_eq!(asked(&g, 1), Some(Ph::Add(Circle::Club)));
    events.extend(play(&mut g, "1: add 0 1 road E"));
    assert_eq!(asked(&g, 2), Some(Ph::Add(Circle::Club)));
    events.extend(play(&mut g, "2: add 2 0 road E"));
    assert_supplies(&g, &[5, 5, 5]);
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    let at = |text: &str| text.parse().unwrap();
    let meeple = carcassonne_engine::FigureKind::Meeple;
    assert_eq!(
        happened(&events),
        [
            Happened::Chosen { seat: Seat(2), circle: Circle::Club, mode: Mode::Add },
            Happened::Added { seat: Seat(0), figure: meeple, at: at("1 0 road E") },
            Happened::Added { seat: Seat(1), figure: meeple, at: at("0 1 road E") },
            Happened::Added { seat: Seat(2), figure: meeple, at: at("2 0 road E") },
        ]
    );
}

/// B) « must remove »: every player in turn takes one back, to their supply; `pass`
/// does not answer it.
#[test]
fn taking_back_goes_round_and_may_not_be_declined() {
    let mut g = game(3, &[], THREE_TILES);
    play(&mut g, THREE);
    play(&mut g, "2: crop remove");
    assert_eq!(asked(&g, 0), Some(Ph::Remove(Circle::Club)));
    assert_eq!(legal(&g, 0), ["remove 1 0 road E"]);
    assert_eq!(refused(&mut g, 0, "pass"), rule(Refusal::CirclePending));
    play(&mut g, "0: remove 1 0 road E\n1: remove 0 1 road E\n2: remove 2 0 road E");
    assert_supplies(&g, &[7, 7, 7]);
    assert!(g.figures().is_empty());
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
}

/// « If you do not have any meeples of the indicated type in play, but you placed the
/// tile, you must still choose A or B. »; a player with none does nothing; adding may be
/// declined (« may deploy », the reading decided in `docs/rules.md`).
#[test]
fn the_placer_chooses_without_one_of_their_own_and_adding_may_be_declined() {
    let mut g = game(2, &[], &["BA/RFr", "CC/RRr", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road E\n1: place 2 0 0\n1: pass");
    assert_eq!(asked(&g, 1), Some(Ph::Choose(Circle::Club)));
    let events = play(&mut g, "1: crop add\n0: pass");
    assert_eq!(
        happened(&events),
        [
            Happened::Chosen { seat: Seat(1), circle: Circle::Club, mode: Mode::Add },
            Happened::Declined { seat: Seat(0) },
        ]
    );
    // Bob, the placer, has no highwayman: skipped, and the next turn begins.
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    assert_supplies(&g, &[6, 7]);
}

/// No follower of the circle's kind on the board (a farmer is no highwayman): the choice
/// would change nothing and is not asked.
#[test]
fn nobody_with_a_follower_of_the_kind_nothing_is_asked() {
    let mut g = game(2, &[], &["BA/RFr", "CC/RRr", "BA/L"]);
    let events = play(&mut g, "0: place 1 0 0\n0: meeple field Nw\n1: place 2 0 0\n1: pass");
    assert!(happened(&events).is_empty());
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
}

/// The action comes after the turn's scoring: the circle tile closes Alice's road, which
/// scores its 4 tiles and sends her highwayman home; then nobody has one, nothing asked.
#[test]
fn the_action_follows_the_scoring() {
    let mut g = game(2, &[], &["BA/RFr", "BA/RRR", "CC/RRr", "BA/L"]);
    let events = play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E
         1: place 2 0 0\n1: pass
         0: place -1 0 0\n0: pass",
    );
    assert_eq!(scorings(&events), [(Category::Road, 4, vec![0], false)]);
    assert_scores(&g, &[4, 0]);
    assert!(happened(&events).is_empty());
    assert_eq!(g.active(), Seat(1));
}

/// An added highwayman is a follower like any: the road of 4 tiles scores 4 once for its
/// one owner, and both of Alice's meeples go home.
#[test]
fn an_added_follower_scores_with_its_feature_and_goes_home() {
    let mut g = game(2, &[], &["BA/RFr", "CC/RRr", "BA/RRR", "BA/L"]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n1: crop add\n0: add 1 0 road E",
    );
    assert_supplies(&g, &[5, 7]);
    let events = play(&mut g, "0: place 2 0 0\n0: pass");
    assert_eq!(scorings(&events), [(Category::Road, 4, vec![0], false)]);
    assert_scores(&g, &[4, 0]);
    assert_supplies(&g, &[7, 7]);
}

/// A road whose only highwayman was taken back scores for nobody.
#[test]
fn a_road_left_empty_scores_for_nobody() {
    let mut g = game(2, &[], &["BA/RFr", "CC/RRr", "BA/RRR", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n1: crop remove");
    assert_eq!(legal(&g, 0), ["remove 1 0 road E"]);
    play(&mut g, "0: remove 1 0 road E\n0: place 2 0 0\n0: pass");
    assert_scores(&g, &[0, 0]);
}

/// The rake: farmers alone (« paysan avec paysan »); Bob's knight is no farmer, so he is
/// skipped.
#[test]
fn a_rake_concerns_farmers_only() {
    let mut g = game(2, &[], &["BA/RFr", "CC/CFR", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple field Nw\n1: place 1 1 90\n1: meeple city E");
    assert_eq!(asked(&g, 1), Some(Ph::Choose(Circle::Rake)));
    play(&mut g, "1: crop add");
    assert_eq!(legal(&g, 0), ["add 1 0 field Nw", "pass"]);
    play(&mut g, "0: add 1 0 field Nw");
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
    assert_supplies(&g, &[5, 6]);
}

/// Inns & Cathedrals: the big meeple may be the follower added (JCloisterZone offers
/// it), and taken back as any follower of the kind.
#[test]
fn the_big_meeple_may_be_added_and_taken_back() {
    let mut g = game(2, &[Expansion::InnsCathedrals], &["BA/RFr", "CC/RRr", "CC/RRRr", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road E\n1: place -1 0 0\n1: pass\n1: crop add");
    assert_eq!(legal(&g, 0), ["add 1 0 road E", "add 1 0 road E big", "pass"]);
    play(&mut g, "0: add 1 0 road E big");
    assert_supplies(&g, &[6, 7]);
    // Alice's second circle: she chooses to take back; both her followers of the road
    // are offered.
    play(&mut g, "0: place -1 1 0\n0: pass\n0: crop remove");
    assert_eq!(asked(&g, 1), None);
    assert_eq!(legal(&g, 0), ["remove 1 0 road E", "remove 1 0 road E big"]);
    play(&mut g, "0: remove 1 0 road E big");
    assert_supplies(&g, &[6, 7]);
    assert_eq!(g.figures().len(), 1);
}

/// What each refusal says: an action of the box with no circle asked, another while one
/// waits, a spot where none of one's followers of the kind stands.
#[test]
fn refusals() {
    let mut g = game(2, &[], &["BA/RFr", "CC/RRr", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road E");
    assert_eq!(refused(&mut g, 1, "crop add"), rule(Refusal::NoCircle));
    play(&mut g, "1: place 2 0 0\n1: meeple road E");
    assert_eq!(refused(&mut g, 0, "crop add"), RuleError::NotYourTurn);
    assert_eq!(refused(&mut g, 1, "meeple road E"), rule(Refusal::CirclePending));
    play(&mut g, "1: crop add");
    assert_eq!(refused(&mut g, 0, "add 2 0 road E"), rule(Refusal::NotYours("2 0 road E".parse().unwrap())));
    assert_eq!(refused(&mut g, 0, "crop remove"), rule(Refusal::CirclePending));
    assert_eq!(
        Act::of(action("add 1 0 road E")),
        Some(Act::Add(carcassonne_engine::FigureKind::Meeple, "1 0 road E".parse().unwrap()))
    );
}

/// Traders & Builders: Alice's meeple and builder on the start road (open both ways),
/// Bob's meeple on the road east of his junction south of the start tile; the last tile
/// in the stack is Bob's.
const BUILDER: &str = "0: place 1 0 0\n0: meeple road E
     1: place 0 1 0\n1: meeple road E
     0: place 2 0 0\n0: builder road E
     1: place 1 -1 0\n1: pass";

/// A game of two with Traders & Builders whose stack is exactly `ids`, after [`BUILDER`].
fn with_builder(ids: &[&str]) -> Game {
    let mut g = game(2, &[Expansion::TradersBuilders], ids);
    play(&mut g, BUILDER);
    g
}

/// Traders & Builders, the builder's second tile a club circle: « the active player should
/// continue with any actions pending as part of their turn, such as performing the second
/// part of a double turn » — the circle's action is part of the turn that placed it
/// (`docs/rules.md`, Crop Circles, Traders & Builders), so it follows the second tile's
/// scoring, and Bob's turn follows the action. Everyone adds: the road of 5 tiles (closed
/// west at the circle) scores 5 for Alice at the end, Bob's road of one tile 1.
#[test]
fn a_builders_second_tile_that_is_a_circle_has_its_action_before_the_next_turn() {
    let mut g = with_builder(&["BA/RFr", "BA/RRR", "BA/RFr", "BA/L", "BA/RFr", "CC/RRr", "BA/L"]);
    let events = play(&mut g, "0: place -1 0 0\n0: pass");
    assert!(happened(&events).is_empty());
    assert_eq!(g.active(), Seat(0), "the builder's second tile");
    assert_eq!(g.phase(), Phase::PlaceTile("CC/RRr".parse().unwrap()));
    play(&mut g, "0: place -2 0 0\n0: pass");
    assert_eq!(asked(&g, 0), Some(Ph::Choose(Circle::Club)));
    play(&mut g, "0: crop add\n1: add 0 1 road E");
    assert_eq!(asked(&g, 0), Some(Ph::Add(Circle::Club)), "the placer adds last");
    play(&mut g, "0: add 1 0 road E");
    assert_supplies(&g, &[5, 5]);
    assert_eq!(g.active(), Seat(1));
    assert_eq!(g.phase(), Phase::PlaceTile("BA/L".parse().unwrap()));
    let events = play(&mut g, "1: place -1 -1 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(scorings(&events), [(Category::Road, 5, vec![0], true), (Category::Road, 1, vec![1], true)]);
    assert_scores(&g, &[5, 1]);
}

/// Traders & Builders, the first part of a double turn a club circle that extends the
/// builder's road (closing it west at the circle): its action comes first, as part of
/// that part's turn (`docs/rules.md`, as above), then the second tile. Everyone adds;
/// Bob's junction closes Alice's road of 6 tiles: 6 points to her two meeples, which go
/// home with the builder; Bob's road of one tile scores 1 at the end, his two meeples
/// home then.
#[test]
fn a_circle_as_the_first_part_of_a_double_turn_has_its_action_before_the_second_tile() {
    let mut g = with_builder(&["BA/RFr", "BA/RRR", "BA/RFr", "BA/L", "CC/RRr", "BA/RFr", "BA/RRR"]);
    play(&mut g, "0: place -1 0 0\n0: pass");
    assert_eq!(asked(&g, 0), Some(Ph::Choose(Circle::Club)), "the action before the second tile");
    play(&mut g, "0: crop add\n1: add 0 1 road E\n0: add 1 0 road E");
    assert_eq!(g.active(), Seat(0), "the builder's second tile");
    assert_eq!(g.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()));
    play(&mut g, "0: place 3 0 0\n0: pass");
    assert_eq!(g.active(), Seat(1));
    let events = play(&mut g, "1: place 4 0 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(scorings(&events), [(Category::Road, 6, vec![0], false), (Category::Road, 1, vec![1], true)]);
    assert_scores(&g, &[6, 1]);
    assert_supplies(&g, &[7, 7]);
}

/// Rules version 22 played the action at each tile's end of turn for the last tile
/// placed, after the builder's second tile: a stored game of that version replays so,
/// the first part's circle left without its action.
#[test]
fn before_version_23_a_first_parts_circle_had_no_action() {
    let expansions = [Expansion::CropCircles, Expansion::TradersBuilders];
    let mut g = versioned(
        22,
        &expansions,
        &["BA/RFr", "BA/RRR", "BA/RFr", "BA/L", "CC/RRr", "BA/RFr", "BA/RRR"],
        &[],
    );
    play(&mut g, BUILDER);
    play(&mut g, "0: place -1 0 0\n0: pass");
    assert_eq!(asked(&g, 0), None);
    assert_eq!(g.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()), "the second tile at once");
    play(&mut g, "0: place 3 0 0\n0: pass");
    assert_eq!(g.active(), Seat(1), "no action after it either");
}

/// Bridges, Castles & Bazaars: « followers on a castle stand on no city » (JCloisterZone's
/// test « castle not affected by corn circles », `docs/rules.md`, Crop Circles): Bob's
/// meeple on the castle he built from the start tile's small city is no knight. Bob's
/// shield circle beside the castle: Alice's knight north of her road is the only one, so
/// Bob chooses; taking back, Alice takes hers and Bob is skipped, his castle meeple
/// staying. Alice then closes her empty city of 2 tiles beside the castle: it scores for
/// nobody, and the castle scores its 4 for Bob.
#[test]
fn a_shield_does_not_touch_a_meeple_on_a_castle() {
    let mut g =
        game(2, &[Expansion::BridgesCastlesBazaars], &["BA/RFr", "BA/C", "BA/C", "CC/CFC", "BA/C", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place 0 -1 180\n1: meeple city S\n1: castle build");
    assert_supplies(&g, &[7, 6]);
    play(&mut g, "0: place 1 -1 0\n0: meeple city N\n1: place -1 -1 0\n1: pass");
    assert_eq!(asked(&g, 1), Some(Ph::Choose(Circle::Shield)));
    play(&mut g, "1: crop remove");
    assert_eq!(asked(&g, 0), Some(Ph::Remove(Circle::Shield)));
    assert_eq!(legal(&g, 0), ["remove 1 -1 city N"]);
    let events = play(&mut g, "0: remove 1 -1 city N");
    assert_eq!(asked(&g, 1), None, "Bob, with no knight, is skipped");
    assert_eq!(
        happened(&events),
        [Happened::Removed {
            seat: Seat(0),
            figure: carcassonne_engine::FigureKind::Meeple,
            at: "1 -1 city N".parse().unwrap()
        }]
    );
    assert_supplies(&g, &[7, 6]);
    assert_eq!(g.active(), Seat(0));
    let events = play(&mut g, "0: place 1 -2 180\n0: pass");
    assert_eq!(scorings(&events), [(Category::Castle, 4, vec![1], false)]);
    assert_scores(&g, &[0, 4]);
    assert_supplies(&g, &[7, 7]);
}
