//! The Messengers in the bots' reckoning: a message drawn and not used yet, and each
//! figure's distance to the next dark space of the score track.

use carcassonne_engine::rules::messengers::{DARK_EVERY, SEAL_POINTS};
use carcassonne_engine::{Audience, Game, MAX_SEATS, Seat};

use super::Part;
use crate::ai::estimate::FIFTHS;

/// The Messengers' row: the messages' and the score track's worth.
pub(super) const PART: Part = Part { worth: messengers_worth, ..Part::NONE };

/// The Messengers' part of every seat's worth, in fifths of a point: a message held is
/// worth its seal's 2 points at least (whatever it is, the holder may take them), so a
/// bot moves the figure that stops on a dark space; and each figure short of a dark
/// space by a few spaces a fifth of a point per space nearer (a small scoring in a
/// later turn may stop it there), so that, with nothing drawn now, a bot leaves its
/// figures where the next points are likeliest to draw. Without it the two figures
/// weigh the same to a bot (their sum is the score) and it never reaches for a message.
fn messengers_worth(game: &Game, worth_of: &mut [i64; MAX_SEATS]) {
    let view = game.view(Audience::Public);
    let Some(ms) = view.messengers() else { return };
    for (i, worth) in worth_of.iter_mut().enumerate().take(game.players().len()) {
        let seat = Seat(i as u8);
        if ms.holds(seat) {
            *worth += FIFTHS * i64::from(SEAL_POINTS);
        }
        for place in [ms.meeple(seat).max(0) as u32, ms.messenger(seat)] {
            let short = DARK_EVERY - place % DARK_EVERY;
            if short < DARK_EVERY {
                *worth += i64::from(DARK_EVERY - short);
            }
        }
    }
}
