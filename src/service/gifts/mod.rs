//! The Gifts' hidden hands as players meet them: the private "my gifts" look (each card
//! with what it does, where one may be opened now, everyone's counts), the public
//! counts, the refusals particular to gifts, and a received card's news for a receiver
//! who is not the command's author.
//!
//! A hand is read only through the engine's view built for its owner
//! (`GiftsView::hand` is `None` for anyone else), and every text here that names a
//! held card goes to that owner alone: a private reply or a direct message. Public text
//! gets counts only; it must never name a held card.

super::expansion::box_folder!();
mod refusals;
mod targets;

use carcassonne_engine::rules::gifts::{Act, Gift, GiftPlay, Happened, Ph, Refusal};
use carcassonne_engine::{
    Action, Audience, Event, Expansion, ExpansionRefusal, Game, Phase, RuleError, Seat, View,
};
use serde_json::{Value, json};

use super::choices::{self, Choice, Choices};
use super::error::{ServiceError, UserError};
use super::expansion::ExpansionService;
use super::table::Table;
use super::tile_words;
use super::turn::Ask;
use super::{
    Command, Context, ExpansionCommand, ExpansionUserError, Followup, Lang, Reply, Service, describe,
};

pub use targets::{name as target_name, value as target_value, what as target_what};

/// The Gifts' own commands (`Command::Expansion`): a look at one's hand, and a card
/// named without what it acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GiftsCommand {
    /// The author's own hand, and everyone's counts (`gifts`, the "My gifts" button).
    Hand,
    /// A gift card named without what it acts on (`gift synod`): refused, saying what
    /// to add, or that the author does not hold that card.
    Alone(Gift),
}

impl GiftsCommand {
    /// The word of the verb that says it, as the table of verbs has it.
    pub(super) fn verb(self) -> &'static str {
        match self {
            GiftsCommand::Hand => "gifts",
            GiftsCommand::Alone(_) => "gift",
        }
    }
}

impl Command {
    /// The look at one's own hand of the cards hidden from the other players (The
    /// Gifts'), which the button under public messages asks for.
    pub const HAND: Command = Command::Expansion(ExpansionCommand::Gifts(GiftsCommand::Hand));
}

/// The label in `lang` of the button that shows whoever clicks it their own gifts
/// ([`Command::HAND`]).
pub fn hand_label(lang: Lang) -> String {
    lang.say("discord-my-gifts", [])
}

/// The refusals of The Gifts' commands by the bot (`UserError::Expansion`), not by its
/// rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A card that acts on something, named without it.
    TargetMissing(Gift),
    /// A card with nothing on the board to act on now.
    Idle(Gift),
    /// A card with nothing to act on now, which this game's rules let be opened anyway,
    /// wasted.
    Wastable(Gift),
}

impl From<Refused> for UserError {
    fn from(refused: Refused) -> UserError {
        UserError::Expansion(ExpansionUserError::Gifts(refused))
    }
}

/// At most this many ways to open a gift are listed (and offered as buttons) in a look.
const MAX_PLAYS: usize = 20;

impl ExpansionService for Part {
    fn reword(&self, game: &Game, seat: Seat, action: Action, error: &RuleError) -> Option<UserError> {
        reword(game, seat, action, error)
    }

    fn openings(&self, view: &View, seat: Seat, lang: Lang) -> Vec<Choice> {
        openings(view, seat, lang)
    }

    /// A road sweeper's road scores as at the end, in the middle of the game.
    fn scores_now(&self, event: &Event) -> bool {
        matches!(Happened::of(event), Some(Happened::GiftOpened { play: GiftPlay::RoadSweeper(_), .. }))
    }

    /// Which of Take two's two tiles to keep.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
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

    /// Only how many gifts the placer holds: which cards they hold is theirs to see.
    fn tile_prompt(&self, ask: &Ask<'_>) -> Option<String> {
        let held = ask.view.gifts().map_or(0, |g| g.hand_size(ask.seat));
        (held > 0).then(|| ask.lang.say(&ask.id("prompt-gifts-held"), [("gifts", held.into())]))
    }

    /// Each player's hand, as its owner's view shows it: the local driver is trusted
    /// (it may see which card a player holds).
    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        if let Some(hand) = game.view(Audience::Seat(seat)).gifts().and_then(|g| g.hand(seat)) {
            player["gifts"] = hand.iter().map(|g| g.word()).collect();
        }
    }

    /// The deck's size and the opened cards of a game with the expansion.
    fn summary_game(&self, game: &Game, _names: &[String], out: &mut Value) {
        if let Some(gifts) = game.view(Audience::Public).gifts() {
            out["gifts"] = json!({
                "deck": gifts.deck_len(),
                "opened": gifts.discard().iter().map(|g| g.word()).collect::<Vec<_>>(),
            });
        }
    }
}

/// The engine's refusal of `action` by `seat` in words for them: a card with nothing on
/// the board to act on says so (and, where the rules allow it, that it may be opened
/// anyway, wasted), instead of only that the target they named is wrong; a waste of a
/// card that has something to act on asks what. `None` to word the refusal as it is.
fn reword(game: &Game, seat: Seat, action: Action, error: &RuleError) -> Option<UserError> {
    let Some(Act::Gift(play)) = Act::of(action) else { return None };
    let card = play.gift();
    let aimless = match error {
        RuleError::Expansion(ExpansionRefusal::Gifts(refusal)) => match refusal {
            Refusal::NotAnIncompleteMonastery(_)
            | Refusal::NotAnIncompleteRoad(_)
            | Refusal::NoMeepleThere(_)
            | Refusal::NoSuchChange(_) => true,
            Refusal::GiftUseless(_) => return Some(Refused::Idle(card).into()),
            Refusal::GiftHasUse(_) => return Some(Refused::TargetMissing(card).into()),
            _ => false,
        },
        _ => false,
    };
    aimless.then(|| idle(game, seat, card)).flatten()
}

/// When `card` has nothing on the board to act on for `seat` now, the refusal that says
/// so: that it may be opened anyway, wasted, where the rules allow it, else only that it
/// is idle.
fn idle(game: &Game, seat: Seat, card: Gift) -> Option<UserError> {
    let offered = plays(&game.view(Audience::Seat(seat)), seat);
    let acting = |a: &Action| matches!(Act::of(*a), Some(Act::Gift(p)) if p.gift() == card && !matches!(p, GiftPlay::Wasted(_)));
    if offered.iter().any(acting) {
        return None;
    }
    let wastable = offered.contains(&Action::from(Act::Gift(GiftPlay::Wasted(card))));
    Some(if wastable { Refused::Wastable(card) } else { Refused::Idle(card) }.into())
}

/// The ways `seat` may open a gift now, from the view built for them.
fn plays(view: &View, seat: Seat) -> Vec<Action> {
    view.legal_actions(seat).into_iter().filter(|a| matches!(Act::of(*a), Some(Act::Gift(_)))).collect()
}

/// The gifts `seat` may open now as `view` (its own) shows them, labelled in `lang` as
/// the buttons under its hand (`/gifts`) are: what the board page offers beside the
/// tile in hand.
fn openings(view: &View, seat: Seat, lang: Lang) -> Vec<Choice> {
    let plays = plays(view, seat).into_iter().take(MAX_PLAYS);
    plays.map(|action| Choice { label: choices::label(action, lang), action }).collect()
}

/// `seat`'s hand as the view built for them shows it, in `lang`: each card once with
/// how many, what it does, the ways to open one now (at most `MAX_PLAYS`), and
/// everyone's counts.
fn hand_text(game: &Game, seat: Seat, names: &[String], plays: &[Action], lang: Lang) -> String {
    let view = game.view(Audience::Seat(seat));
    let hand = view.gifts().and_then(|g| g.hand(seat)).unwrap_or_default();
    let mut lines =
        vec![if hand.is_empty() { lang.say("hand-empty", []) } else { lang.say("hand-title", []) }];
    for gift in Gift::ALL {
        let held = hand.iter().filter(|&&g| g == gift).count();
        if held > 0 {
            let word = ("word", gift.word().into());
            lines.push(lang.say("hand-card", [("gift", gift.word().into()), word, ("count", held.into())]));
        }
    }
    let yours =
        view.decisions().iter().any(|d| d.seats.contains(seat) && matches!(d.phase, Phase::PlaceTile(_)));
    if !plays.is_empty() {
        lines.push(lang.say("hand-open-now", []));
        for action in plays.iter().take(MAX_PLAYS) {
            let Some(Act::Gift(play)) = Act::of(*action) else { continue };
            let what =
                target_what(game, names, seat, play, lang).unwrap_or_else(|| lang.say("hand-take-two", []));
            lines.push(lang.say("hand-play", [("action", action.to_string().into()), ("what", what.into())]));
        }
        if plays.len() > MAX_PLAYS {
            lines.push(lang.say("hand-more", [("more", (plays.len() - MAX_PLAYS).into())]));
        }
    } else if !hand.is_empty() && yours {
        lines.push(lang.say("hand-none-now", []));
    } else if !hand.is_empty() && !view.is_over() {
        lines.push(lang.say("hand-later", []));
    }
    lines.extend(super::supply::held_lines(&view, names, lang));
    lines.join("\n")
}

impl Service {
    /// Why `card`, named without what it acts on, was not opened: a card with nothing to
    /// act on that the author may open anyway is told so, with how to waste it, rather
    /// than asked for a target it cannot have.
    pub(super) fn target_missing(&mut self, ctx: &Context, card: Gift) -> UserError {
        let wastable = self.table(ctx).ok().is_some_and(|table| {
            let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
                return false;
            };
            plays(&game.view(Audience::Seat(seat)), seat)
                .contains(&Action::from(Act::Gift(GiftPlay::Wasted(card))))
        });
        if wastable { Refused::Wastable(card) } else { Refused::TargetMissing(card) }.into()
    }

    /// Runs one of The Gifts' own commands.
    pub(super) fn gifts_command(
        &mut self,
        ctx: &Context,
        command: GiftsCommand,
    ) -> Result<Reply, ServiceError> {
        match command {
            GiftsCommand::Hand => self.gifts(ctx),
            GiftsCommand::Alone(gift) => self.gift_alone(ctx, gift),
        }
    }

    /// The author's own gifts, privately, with buttons to open one when they may.
    fn gifts(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let game = table.started()?;
        if !game.has(Expansion::Gifts) {
            return Err(UserError::from(RuleError::NotInGame(Expansion::Gifts.title())).into());
        }
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let plays = plays(&game.view(Audience::Seat(seat)), seat);
        let mut reply = Reply::private(hand_text(game, seat, &table.names(), &plays, ctx.lang()));
        if !plays.is_empty() {
            let options = plays
                .into_iter()
                .take(MAX_PLAYS)
                .map(|action| Choice { label: choices::label(action, ctx.lang()), action })
                .collect();
            let (game, revision) = (table.row.id.0, table.row.revision);
            reply.choices = Some(Choices { audience: Audience::Seat(seat), game, revision, options });
        }
        Ok(reply)
    }

    /// A gift card named without what it acts on: refused, saying what to add when
    /// the author holds the card, that they do not hold it otherwise.
    fn gift_alone(&mut self, ctx: &Context, gift: Gift) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let game = table.started()?;
        if !game.has(Expansion::Gifts) {
            return Err(UserError::from(RuleError::NotInGame(Expansion::Gifts.title())).into());
        }
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let view = game.view(Audience::Seat(seat));
        let held = view.gifts().and_then(|g| g.hand(seat)).is_some_and(|hand| hand.contains(&gift));
        if !held {
            return Err(UserError::Rule(RuleError::from(Refusal::GiftNotInHand(gift))).into());
        }
        if game.is_over() {
            return Err(UserError::Rule(RuleError::GameOver).into());
        }
        Err(idle(game, seat, gift).unwrap_or(Refused::TargetMissing(gift).into()).into())
    }

    /// Direct messages telling players other than `author` what `events` showed them
    /// alone (a card received on someone else's command), for those who opted in to
    /// direct messages; the others find it in their next `gifts`.
    pub(super) fn news_for_others(&mut self, table: &Table, author: Seat, events: &[Event]) -> Vec<Followup> {
        let names = table.names();
        let mut out = Vec::new();
        let Ok(game) = table.started() else { return out };
        for i in 0..names.len() {
            let seat = Seat(i as u8);
            let theirs: Vec<Event> =
                events.iter().filter(|e| e.audience() == Audience::Seat(seat)).cloned().collect();
            let Some(user) = table.user_of(seat).filter(|_| seat != author && !theirs.is_empty()) else {
                continue;
            };
            let Some((_, reader)) = self.wanting_dm(&[user.to_string()]).pop() else { continue };
            // In the language they asked for direct messages in, else the game's.
            let lang = reader.unwrap_or_else(|| table.lang());
            let news = describe::describe(&theirs, &game.view(Audience::Seat(seat)), &names, lang).join("\n");
            let channel = ("channel", table.row.channel_id.as_str().into());
            let text = lang.say("dm-news", [channel, ("news", news.into())]);
            out.push(Followup::DirectMessage { user: user.to_string(), text, lang });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{Command, Front, NewGame, User};
    use crate::store::Store;
    use carcassonne_engine::Expansions;

    fn ctx(name: &str) -> Context {
        Context {
            guild: "g".into(),
            channel: "c".into(),
            user: User { id: format!("id-{name}"), name: name.into() },
            can_manage: false,
            locale: "en-US".into(),
            guild_locale: None,
            now: 0,
            front: Front::Terminal,
            sent_at: None,
        }
    }

    /// A card received by a seat other than the command's author reaches them by direct
    /// message if they asked for those, and nobody else.
    #[test]
    fn a_card_for_someone_else_goes_to_them_by_direct_message() {
        let mut s = Service::new(Store::open_in_memory().unwrap());
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::Gifts),
            seed: Some(1),
            ..NewGame::default()
        };
        assert!(!s.handle(&ctx("Alice"), Command::New(new)).refused);
        assert!(!s.handle(&ctx("Bob"), Command::Join).refused);
        assert!(!s.handle(&ctx("Alice"), Command::Start { keep_order: true }).refused);
        let table = s.table(&ctx("Alice")).unwrap();
        let events = [
            Event::from(Happened::GiftReceived { seat: Seat(1) }),
            Event::from(Happened::GiftDrawn { seat: Seat(1), gift: Gift::Synod }),
        ];
        assert!(s.news_for_others(&table, Seat(0), &events).is_empty(), "Bob did not ask for messages");
        s.set_notify(&ctx("Bob"), true);
        let news = s.news_for_others(&table, Seat(0), &events);
        let [Followup::DirectMessage { user, text, lang }] = news.as_slice() else { panic!("{news:?}") };
        assert_eq!((user.as_str(), *lang), ("id-Bob", Lang::En));
        assert!(text.starts_with("Your Carcassonne game in <#c>: Your new gift: Synod"), "{text}");
        // Bob asks again from a French client: his messages are French, the game English.
        s.set_notify(&Context { locale: "fr".into(), ..ctx("Bob") }, true);
        let news = s.news_for_others(&table, Seat(0), &events);
        let [Followup::DirectMessage { text, lang, .. }] = news.as_slice() else { panic!("{news:?}") };
        assert_eq!(*lang, Lang::Fr);
        assert!(
            text.starts_with(
                "Votre partie de Carcassonne dans <#c>\u{a0}: Votre nouveau présent\u{a0}: Synode"
            ),
            "{text}"
        );
        assert!(s.news_for_others(&table, Seat(1), &events).is_empty(), "the author hears it in the reply");
    }
}
