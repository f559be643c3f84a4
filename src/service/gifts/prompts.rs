//! The Gifts in the turn's prompt: how many cards the placer holds (never which), and
//! the tile to keep after Take two.

use carcassonne_engine::Phase;
use carcassonne_engine::rules::gifts::Ph;

use crate::service::tile_words;
use crate::service::turn::Ask;

/// Only how many gifts the placer holds: which cards they hold is theirs to see.
pub(super) fn tile_prompt(ask: &Ask<'_>) -> Option<String> {
    let held = ask.view.gifts().map_or(0, |g| g.hand_size(ask.seat));
    (held > 0).then(|| ask.lang.say(&ask.id("prompt-gifts-held"), [("gifts", held.into())]))
}

/// Which of the two tiles to keep.
pub(super) fn prompt(phase: Phase, ask: &Ask<'_>) -> Option<String> {
    let Ph::TakeTwo(first, second) = Ph::of(phase)?;
    let lang = ask.lang;
    Some(lang.say(
        &ask.id("prompt-take-two"),
        [
            ask.who(),
            ("first", tile_words::words(first, lang).into()),
            ("second", tile_words::words(second, lang).into()),
        ],
    ))
}
