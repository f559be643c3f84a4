//! The Ferries: every point of the rules summary (`shared/rules/ferries.summary.fr.txt`)
//! on explicit tile lists, exact scores — a lake tile's roads each ending at the lake;
//! its ferry put after the figure step on two road ends of the player's choice, never
//! declined, joining them into one road (a meeple put first on a free end, then joined to
//! an occupied road); a road that reaches a ferry moving it or keeping it, once a lake a
//! turn, the first ferry each way only, never through a lake end without the ferry;
//! moves in a chain; a move splitting a road and closing one that scores at once; the
//! roads scored during play and at the end, each lake tile once.
//!
//! The start tile (0,0) is a city cap N over a road W–E. `FR/RRR` at rotation 0 has its
//! roads E, S and W (field N); `BA/RRR` the same ends at a junction; `BA/RRR` turned 180
//! has them W, N and E.

use crate::support as common;

use carcassonne_engine::rules::ExpansionRefusal;
use carcassonne_engine::rules::ferries::{Act, Happened, Ph, Refusal};
use carcassonne_engine::{
    Action, Audience, Category, Dir, Event, Expansion, Game, Phase, Pos, RuleError, Seat,
};
use common::{assert_scores, game_of, play, scorings};

fn game(ids: &[&str]) -> Game {
    game_of(&[Expansion::Ferries], ids)
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

fn refusal(r: Refusal) -> RuleError {
    RuleError::Expansion(ExpansionRefusal::Ferries(r))
}

fn ferry(x: i32, y: i32, a: Dir, b: Dir) -> Action {
    Act::new(Pos::new(x, y), a, b).into()
}

/// The ferries on the board, by lake cell and road ends.
fn ferries(g: &Game) -> Vec<(Pos, [Dir; 2])> {
    g.view(Audience::Public).ferries().expect("in play").ferries().collect()
}

/// « Chaque tronçon de route qui touche le lac est une route distincte »: after the
/// figure step (a meeple on one road end: the ferry is no spot), the player must put the
/// ferry on two of the three ends, any two (« you may choose which two are connected »),
/// before anything else; `pass` does not decline it.
#[test]
fn a_lake_tiles_ferry_is_put_after_the_figure_step_on_two_ends_of_the_players_choice() {
    let mut g = game(&["FR/RRR", "BA/RRR"]);
    play(&mut g, "0: place 1 0 0");
    assert_eq!(g.phase(), Phase::PlaceFigure);
    let spots: Vec<String> = g.meeple_spots().iter().map(|s| s.to_string()).collect();
    assert!(["road E", "road S", "road W"].iter().all(|r| spots.contains(&r.to_string())), "{spots:?}");
    assert!(spots.iter().all(|s| s.starts_with("road") || s.starts_with("field")), "{spots:?}");
    play(&mut g, "0: meeple road W");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Place));
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![ferry(1, 0, Dir::E, Dir::S), ferry(1, 0, Dir::E, Dir::W), ferry(1, 0, Dir::S, Dir::W)]
    );
    assert_eq!(g.apply(Seat(0), Action::Pass).unwrap_err(), refusal(Refusal::PlacePending));
    assert_eq!(
        g.apply(Seat(0), ferry(0, 0, Dir::E, Dir::W)).unwrap_err(),
        refusal(Refusal::NotNewLake(Pos::new(0, 0)))
    );
    assert_eq!(
        g.apply(Seat(0), ferry(1, 0, Dir::N, Dir::W)).unwrap_err(),
        refusal(Refusal::NoRoadEnd(Dir::N))
    );
    let events = play(&mut g, "0: ferry 1 0 W E");
    let placed = Happened::Placed { seat: Seat(0), pos: Pos::new(1, 0), ends: [Dir::E, Dir::W] };
    assert_eq!(happened(&events), vec![placed]);
    assert_eq!(ferries(&g), vec![(Pos::new(1, 0), [Dir::E, Dir::W])]);
    assert_eq!(g.active(), Seat(1), "nothing else to decide: the next turn");
    assert_eq!(
        g.apply(Seat(1), ferry(1, 0, Dir::E, Dir::S)).unwrap_err(),
        refusal(Refusal::NoFerry),
        "no ferry moves outside its decisions"
    );
}

/// A road joined through a ferry is one road: the start road, the lake's W and E ends
/// and the tiles at both ends, 4 tiles (the lake tile once), 4 points for the meeple on
/// the lake's W end. Each extension reaches the ferry and offers its move; kept.
#[test]
fn a_road_through_a_ferry_scores_every_tile_once() {
    let mut g = game(&["FR/RRR", "BA/RRR", "BA/RRR"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road W\n0: ferry 1 0 E W\n1: place -1 0 0\n1: pass");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Move), "the road extended reaches the ferry");
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![ferry(1, 0, Dir::E, Dir::S), ferry(1, 0, Dir::S, Dir::W), Action::Pass],
        "every other pair of its lake, or keep it"
    );
    let events = play(&mut g, "1: pass");
    assert_eq!(happened(&events), vec![Happened::Kept { seat: Seat(1) }]);
    let events = play(&mut g, "0: place 2 0 0\n0: pass\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::Road, 4, vec![0], false)]);
    assert_scores(&g, &[4, 0]);
}

/// « les tronçons non reliés se terminent au lac »: with the ferry on S and E, the lake's
/// W end closes the start road (3 tiles, 3 points); and « Une route qui se termine à un
/// lac SANS bac de ce côté ne permet pas de déplacer le bac »: no move is offered.
#[test]
fn a_road_end_without_the_ferry_ends_the_road_and_moves_nothing() {
    let mut g = game(&["FR/RRR", "BA/RRR"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road W\n0: ferry 1 0 S E");
    let events = play(&mut g, "1: place -1 0 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Road, 3, vec![0], false)]);
    assert!(happened(&events).is_empty(), "no move offered: {:?}", happened(&events));
    assert_scores(&g, &[3, 0]);
}

/// « If the tile with the lake completes a feature after placing the ferry, the feature
/// is scored as usual »: the ferry joins the start road, closed W, to the road N of
/// (1,1), closed at its junction: 4 tiles, 4 points for the two meeples of seat 0 on it.
#[test]
fn the_ferry_put_completes_a_road_that_scores_at_once() {
    let mut g = game(&["BA/RRR", "BA/RFr", "BA/RRR", "FR/RRR"]);
    play(
        &mut g,
        "0: place -1 0 0\n0: meeple road E
         1: place 0 1 0\n1: pass
         0: place 1 1 180\n0: meeple road N
         1: place 1 0 0\n1: pass",
    );
    let events = play(&mut g, "1: ferry 1 0 S W");
    assert_eq!(scorings(&events), vec![(Category::Road, 4, vec![0], false)]);
    assert_scores(&g, &[4, 0]);
}

/// « This order of play provides a mechanism to add a follower to a road occupied by
/// other followers »: seat 1 puts a meeple on the lake's free E end, then the ferry joins
/// it to seat 0's road; closed later, both score its 4 tiles.
#[test]
fn a_meeple_on_a_free_end_then_the_ferry_joins_it_to_an_occupied_road() {
    let mut g = game(&["BA/RRR", "FR/RRR", "BA/RRR"]);
    play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 1 0 0");
    assert!(!g.meeple_spots().iter().any(|s| s.to_string() == "road W"), "the start road is seat 0's");
    play(&mut g, "1: meeple road E\n1: ferry 1 0 E W");
    let events = play(&mut g, "0: place 2 0 0\n0: pass\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::Road, 4, vec![0, 1], false)]);
    assert_scores(&g, &[4, 4]);
}

/// « the player may move the ferry … such that it no longer connects to the road that
/// has just been extended »: the road from (1,1) reaches the ferry S–E; moved to S–W it
/// joins seat 0's start road and leaves the E end with (2,0), closed at the lake and at
/// its junction, which scores at once for seat 1's meeple (« If this movement leads to a
/// road being closed at both ends, that road now scores »: 2 tiles). Seat 0's road now
/// runs through (1,1): closed W later, 4 tiles. A ferry moves once a turn: no second
/// offer after the move.
#[test]
fn a_ferry_moved_splits_a_road_and_the_closed_part_scores() {
    let mut g = game(&["FR/RRR", "BA/RRR", "BA/RRR", "BA/RRR"]);
    play(
        &mut g,
        "0: place 1 0 0\n0: meeple road W\n0: ferry 1 0 S E
         1: place 2 0 0\n1: meeple road W",
    );
    assert_eq!(Ph::of(g.phase()), Some(Ph::Move), "(2,0) extends the road with the ferry");
    play(&mut g, "1: pass\n0: place 1 1 180\n0: pass");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Move));
    assert_eq!(
        g.apply(Seat(0), ferry(1, 0, Dir::E, Dir::S)).unwrap_err(),
        refusal(Refusal::Unchanged(Pos::new(1, 0)))
    );
    assert_eq!(
        g.apply(Seat(0), ferry(0, 0, Dir::E, Dir::W)).unwrap_err(),
        refusal(Refusal::NoLake(Pos::new(0, 0)))
    );
    let events = play(&mut g, "0: ferry 1 0 W S");
    let moved =
        Happened::Moved { seat: Seat(0), pos: Pos::new(1, 0), from: [Dir::E, Dir::S], to: [Dir::S, Dir::W] };
    assert_eq!(happened(&events), vec![moved]);
    assert_eq!(scorings(&events), vec![(Category::Road, 2, vec![1], false)]);
    assert_eq!(g.active(), Seat(1), "moved once: no second offer");
    assert_scores(&g, &[0, 2]);
    let events = play(&mut g, "1: place -1 0 0\n1: pass\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Road, 4, vec![0], false)]);
    assert_scores(&g, &[4, 2]);
}

/// « Then, the player may move any further ferries that are allowed by the above
/// rules »: the road from (1,1) reaches lake A's ferry (S–W) only; moved to S–E it
/// reaches (2,0) and lake B's ferry, offered next; A is not offered again.
#[test]
fn moves_go_on_in_a_chain_each_ferry_once() {
    let mut g = game(&["FR/RRR", "BA/RFr", "FR/RRR", "BA/RRR"]);
    play(
        &mut g,
        "0: place 1 0 0\n0: pass\n0: ferry 1 0 S W
         1: place 2 0 0\n1: pass
         0: place 3 0 0\n0: pass\n0: ferry 3 0 E W
         1: place 1 1 180\n1: pass",
    );
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![ferry(1, 0, Dir::E, Dir::S), ferry(1, 0, Dir::E, Dir::W), Action::Pass],
        "lake A only: the road reaches B through A's E end, which has no ferry"
    );
    assert_eq!(
        g.apply(Seat(1), ferry(3, 0, Dir::E, Dir::S)).unwrap_err(),
        refusal(Refusal::NotReached(Pos::new(3, 0)))
    );
    play(&mut g, "1: ferry 1 0 E S");
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![ferry(3, 0, Dir::E, Dir::S), ferry(3, 0, Dir::S, Dir::W), Action::Pass],
        "now lake B, and not A again"
    );
    play(&mut g, "1: ferry 3 0 S W");
    assert!(g.is_over(), "nothing left to move: the turn and the game end");
    assert_eq!(ferries(&g), vec![(Pos::new(1, 0), [Dir::E, Dir::S]), (Pos::new(3, 0), [Dir::S, Dir::W])]);
}

/// « At the end of the game, normal scoring for incomplete features applies »: the road
/// from the start tile through the ferry, open at both ends, is worth its 2 tiles.
#[test]
fn an_unfinished_road_through_a_ferry_scores_its_tiles_at_the_end() {
    let mut g = game(&["FR/RRR"]);
    let events = play(&mut g, "0: place 1 0 0\n0: meeple road W\n0: ferry 1 0 E W");
    assert!(g.is_over());
    assert_eq!(scorings(&events), vec![(Category::Road, 2, vec![0], true)]);
    assert_scores(&g, &[2, 0]);
}

/// The four-road tile takes its ferry straight across too (« JCZ l'autorise »): six
/// pairs offered.
#[test]
fn the_four_road_lake_offers_six_pairs_straight_ones_included() {
    let mut g = game(&["BA/RRR", "FR/RRRR"]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: pass");
    assert_eq!(g.legal_actions(Seat(1)).len(), 6);
    assert!(g.legal_actions(Seat(1)).contains(&ferry(1, 1, Dir::N, Dir::S)));
}

/// « If a player places a tile with a lake on it, he or she first places the ferry on the
/// new lake », then « Move ferries on other lakes (if placed tile extends a ferry road) »:
/// seat 1's lake at (2,0) takes its ferry E–W, with seat 1's meeple put first on its E end
/// joined so to seat 0's road through lake A; then A's ferry, reached, moves to S–W: the
/// road splits. Seat 1's part (A, B and (3,0)) closes later, 3 points; seat 0's, open at
/// A's S end, scores its 3 tiles at the end.
#[test]
fn a_lake_tile_puts_its_ferry_then_moves_the_one_its_road_reaches() {
    let mut g = game(&["FR/RRR", "FR/RRR", "BA/RRR", "BA/RRR"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road W\n0: ferry 1 0 E W\n1: place 2 0 0\n1: meeple road E");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Place));
    play(&mut g, "1: ferry 2 0 E W");
    assert_eq!(Ph::of(g.phase()), Some(Ph::Move));
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![ferry(1, 0, Dir::E, Dir::S), ferry(1, 0, Dir::S, Dir::W), Action::Pass],
        "lake A, reached from the new lake's W end; not the new lake's own"
    );
    play(&mut g, "1: ferry 1 0 S W\n0: place -1 0 0\n0: pass\n0: pass");
    let events = play(&mut g, "1: place 3 0 0\n1: pass\n1: pass");
    assert_eq!(
        scorings(&events),
        vec![(Category::Road, 3, vec![1], false), (Category::Road, 3, vec![0], true)]
    );
    assert_scores(&g, &[3, 3]);
}
