//! Abbey & Mayor: more scenarios from explicit tiles, with exact scores, for the points of
//! the rules summary (`shared/rules/abbey-and-mayor.summary.fr.txt`) that
//! `abbey_mayor.rs` leaves out. Built with the engine's `abbey-mayor` feature only.

use crate::support::{assert_scores, play, versioned};

use carcassonne_engine::rules::abbey_mayor::{Ph, Refusal};
use carcassonne_engine::{Action, ENGINE_VERSION, Expansion, Game, Phase, Seat};

/// A game of two with Abbey & Mayor whose stack is exactly `ids`.
fn game(ids: &[&str]) -> Game {
    versioned(ENGINE_VERSION, &[Expansion::AbbeyMayor], ids, &[])
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// A hole needs its four sides: three sides and the diagonals around (0, 2) are not one.
/// Once the fourth comes, seat 1 places its abbey there; later, with another hole on the
/// board, it has none left to place, while seat 0 may still pass on its own, in play and
/// in the last round. At the end the abbey, with seven tiles around it, scores 1 + 7 as
/// an unfinished monastery.
#[test]
fn an_abbey_needs_four_sides_and_comes_once_a_player() {
    let mut g = game(&["BA/L"; 13]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place -1 1 0\n1: pass\n0: place 1 1 0\n0: pass");
    play(&mut g, "1: place -1 2 0\n1: pass\n0: place 1 2 0\n0: pass\n1: place 1 3 0\n1: pass");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "three sides and two diagonals: no hole");
    assert_eq!(g.apply(Seat(0), act("abbey")), Err(Refusal::NoAbbeyChoice.into()));
    play(&mut g, "0: place 0 3 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)));
    play(&mut g, "1: abbey\n1: place 0 2 0\n1: meeple monastery");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "no hole left for seat 0");
    play(&mut g, "0: place -2 2 0\n0: pass\n1: place -2 3 0\n1: pass");
    play(&mut g, "0: place 0 4 0\n0: pass\n1: place -1 4 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "(-1, 3) is a hole");
    play(&mut g, "0: draw\n0: place 2 1 0\n0: pass");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "seat 1 placed its only abbey");
    assert_eq!(g.apply(Seat(1), act("abbey")), Err(Refusal::NoAbbeyChoice.into()));
    play(&mut g, "1: place 3 1 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "the last round");
    play(&mut g, "0: draw");
    assert!(g.is_over());
    assert_scores(&g, &[0, 8]);
}
