//! The Gifts' hidden hands as players meet them: the private "my gifts" look, the
//! public counts, and a gift's news for a receiver who is not the command's author.
//!
//! A hand is read only through the engine's view built for its owner
//! (`GiftsView::hand` is `None` for anyone else), and every text here that names a
//! held card goes to that owner alone: a private reply or a direct message. It must not
//! put a held card in public text.

use std::fmt::Write;

use carcassonne_engine::{Action, Audience, Event, Gift, Seat, View};

use super::choices::{self, Choice, Choices};
use super::error::{ServiceError, UserError};
use super::{Context, Followup, Reply, Service, describe};

/// At most this many ways to open a gift are listed (and offered as buttons) in a look.
const MAX_PLAYS: usize = 20;

/// What each card does, in a line.
pub fn meaning(gift: Gift) -> &'static str {
    match gift {
        Gift::Synod => "put a meeple from your supply on any unfinished monastery",
        Gift::RoadSweeper => "score any unfinished road now, as at the end; its meeples go home",
        Gift::ChangePosition => "lay one of your meeples down in a field of its tile, or stand one up",
        Gift::Retreat => "bring one of your meeples home: 2 points, +2 per meeple left in its feature",
        Gift::TakeTwo => "draw a second tile, keep one, the other goes back",
    }
}

/// The public counts: "Gifts held: Alice 1 · Bob 0 (22 in the deck, 2 opened)."; `None`
/// without The Gifts.
pub fn counts(view: &View, names: &[String]) -> Option<String> {
    let gifts = view.gifts()?;
    let held: Vec<String> = (0..view.players().len())
        .map(|i| format!("{} {}", names.get(i).map_or("?", String::as_str), gifts.hand_size(Seat(i as u8))))
        .collect();
    Some(format!(
        "Gifts held: {} ({} in the deck, {} opened).",
        held.join(" · "),
        gifts.deck_len(),
        gifts.discard().len()
    ))
}

/// `seat`'s hand as `view` (built for `seat`) shows it, with what each card does and
/// the ways to open one now.
fn hand_text(view: &View, seat: Seat, names: &[String]) -> Option<String> {
    let hand = view.gifts()?.hand(seat)?;
    let mut text = if hand.is_empty() {
        "You hold no gift. You receive one when your tile extends a road or city where a rival has more meeples than you.".to_string()
    } else {
        let mut sorted = hand.to_vec();
        sorted.sort();
        let mut text = String::from("Your gifts (only you see them):");
        for gift in sorted {
            let _ = write!(text, "\n- {} (`gift {}`): {}.", gift.title(), gift.word(), meaning(gift));
        }
        text
    };
    let plays = plays(view, seat);
    if !plays.is_empty() {
        let listed: Vec<String> = plays.iter().take(MAX_PLAYS).map(|a| format!("`{a}`")).collect();
        let more = if plays.len() > MAX_PLAYS { ", …" } else { "" };
        let _ = write!(text, "\nYou may open one now, before placing your tile: {}{more}", listed.join(", "));
    } else if !hand.is_empty() {
        text += "\nA gift is opened on your turn, after drawing your tile and before placing it.";
    }
    if let Some(counts) = counts(view, names) {
        let _ = write!(text, "\n{counts}");
    }
    Some(text)
}

/// The ways `seat` may open a gift now, from the view built for them.
fn plays(view: &View, seat: Seat) -> Vec<Action> {
    view.legal_actions(seat).into_iter().filter(|a| matches!(a, Action::Gift(_))).collect()
}

impl Service {
    /// The author's own gifts, privately, with buttons to open one when they may.
    pub(super) fn gifts(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let game = table.started()?;
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let view = game.view(Audience::Seat(seat));
        let text = hand_text(&view, seat, &table.names()).ok_or(UserError::NoGifts)?;
        let options: Vec<Choice> = plays(&view, seat)
            .into_iter()
            .take(MAX_PLAYS)
            .map(|action| Choice { label: choices::label(action), action })
            .collect();
        let mut reply = Reply::private(text);
        if !options.is_empty() {
            reply.choices = Some(Choices {
                audience: Audience::Seat(seat),
                game: table.row.id.0,
                revision: table.row.revision,
                options,
            });
        }
        Ok(reply)
    }

    /// Direct messages telling players other than `author` what `events` showed them
    /// alone (a gift received on someone else's command), for those who opted in;
    /// the others learn it from their next `gifts`.
    pub(super) fn private_news(
        &mut self,
        table: &super::Table,
        author: Seat,
        events: &[Event],
    ) -> Vec<Followup> {
        let names = table.names();
        let mut out = Vec::new();
        for (seat, _) in table.game.as_ref().map(|g| g.players().iter().enumerate()).into_iter().flatten() {
            let seat = Seat(seat as u8);
            if seat == author {
                continue;
            }
            let theirs: Vec<Event> =
                events.iter().filter(|e| e.audience() == Audience::Seat(seat)).cloned().collect();
            let Some(user) = table.user_of(seat).filter(|_| !theirs.is_empty()) else { continue };
            if self.wanting_dm(&[user.to_string()]).is_empty() {
                continue;
            }
            let text = describe::describe(&theirs, &names).join("\n");
            out.push(Followup::DirectMessage {
                user: user.to_string(),
                text: format!("Your Carcassonne game in <#{}>: {text}", table.row.channel_id),
            });
        }
        out
    }
}
