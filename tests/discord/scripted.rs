//! What the boxes' French games through the fake Discord share: their two players, Ann
//! and Bob; a game played by the service from a script up to the decision under test;
//! the action a button's custom id names.

use carcassonne_bot::service::{Command, Lang, NewGame, Service};
use carcassonne_engine::{Action, Expansions, Seat};

use super::in_channel;
use crate::support::fake_discord::Person;
use crate::support::ok;

/// The first player, seat 0.
pub const ANN: Person = Person { id: 111_111_111_111_111_111, name: "Ann" };
/// The second player, seat 1.
pub const BOB: Person = Person { id: 222_222_222_222_222_222, name: "Bob" };

/// The action of a button's custom id (`carc2:<game>:<turn>:<action>`).
pub fn action(id: &str) -> &str {
    id.splitn(4, ':').nth(3).unwrap_or_default()
}

/// Plays `moves` (`seat action`, separated by `|`; seat 0 is Ann's, 1 Bob's) through
/// the service, each one of the seat's legal actions.
pub fn play(s: &mut Service, moves: &str) {
    for line in moves.split('|') {
        let (seat, wanted) = line.split_once(' ').expect("a seat and a move");
        let seat: usize = seat.parse().expect("a seat");
        let game = s.table(&in_channel(&ANN)).expect("the game").game.expect("running");
        let legal = game.legal_actions(Seat(seat as u8));
        let action = legal.into_iter().find(|a: &Action| a.to_string() == wanted);
        let action = action.unwrap_or_else(|| panic!("{wanted} is not legal"));
        ok(s.handle(&in_channel([&ANN, &BOB][seat]), Command::Play(action)));
    }
}

/// Opens a French game of `expansions` for Ann and Bob, in that order, drawing `tiles`
/// first (seed 1, no pictures drawn), and starts it.
pub fn start_in_french(s: &mut Service, expansions: Expansions, tiles: &[&str]) {
    s.draw_images(false);
    let new = NewGame {
        expansions,
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    ok(s.handle(&in_channel(&ANN), Command::New(new)));
    ok(s.handle(&in_channel(&BOB), Command::Join));
    ok(s.handle(&in_channel(&ANN), Command::Start { keep_order: true }));
}
