//! The Gifts in the local driver's JSON summary: Take two's phase, the hands, the deck
//! and the opened cards. The driver is trusted: it may see which card a player holds.

use carcassonne_engine::rules::gifts::Ph;
use carcassonne_engine::{Audience, Game, Phase, Seat};
use serde_json::{Value, json};

/// The phase of Take two's choice.
pub(super) fn phase(phase: Phase) -> Option<&'static str> {
    matches!(Ph::of(phase), Some(Ph::TakeTwo(..))).then_some("take_two")
}

/// Each player's hand, as its owner's view shows it: the local driver is trusted.
pub(super) fn player(game: &Game, seat: Seat, player: &mut Value) {
    if let Some(hand) = game.view(Audience::Seat(seat)).gifts().and_then(|g| g.hand(seat)) {
        player["gifts"] = hand.iter().map(|g| g.word()).collect();
    }
}

/// The deck's size and the opened cards of a game with the expansion.
pub(super) fn game(game: &Game, out: &mut Value) {
    if let Some(gifts) = game.view(Audience::Public).gifts() {
        out["gifts"] = json!({
            "deck": gifts.deck_len(),
            "opened": gifts.discard().iter().map(|g| g.word()).collect::<Vec<_>>(),
        });
    }
}
