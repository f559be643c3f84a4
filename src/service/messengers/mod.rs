//! The Messengers as players meet it in the service: the two questions after a turn's
//! scoring (which figure the points move; the message drawn: carried out or sealed) and
//! the two figures' places in the supply column. The message drawn is told to its
//! holder alone (its event's audience, a private message in Discord) and its uses are
//! listed to them alone (its facts: buttons on their own page; in Discord the private
//! message names `/message` and `/seal`); the question everyone reads names no message.
//! Labels, buttons, refusals and narration are worded from its facts and messages by
//! the shared files; the engine decides what is legal and what scores, this module only
//! words it.

super::expansion::box_folder!();

use carcassonne_engine::Phase;
use carcassonne_engine::rules::messengers::Ph;

use super::expansion::ExpansionService;
use super::turn::Ask;

impl ExpansionService for Part {
    /// After the turn's scoring: the points waiting and where each figure stands; or
    /// that a message was drawn (which one, its holder reads in their own message).
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let ph = Ph::of(phase)?;
        let ms = ask.view.messengers()?;
        let seat = ask.seat;
        let at = [("meeple", ms.meeple(seat).max(0).into()), ("messenger", ms.messenger(seat).into())];
        Some(match ph {
            Ph::Advance(points) => ask.lang.say(
                &ask.id("prompt-ms-advance"),
                [ask.who(), ("count", points.into()), at[0].clone(), at[1].clone()],
            ),
            Ph::Missive => ask.lang.say(&ask.id("prompt-ms-message"), [ask.who()]),
        })
    }
}
