//! The Gifts' verbs, rows of the table of verbs (`service/verbs.rs`) that the registry
//! joins to it, and the autocomplete of their parameters (the asker's own cards, where
//! each may be opened, the tiles Take two offers). A hand is read only through the view
//! built for its owner, and only its owner is offered its cards.

use carcassonne_engine::rules::gifts::{Act, Gift, Ph};
use carcassonne_engine::{Audience, Expansion};

use super::super::command::Command;
use super::super::error::UserError;
use super::super::expansion::{Lists, Verbs};
use super::super::spelling::Spelling;
use super::super::suggest::{by_words, clip, named, numbered};
use super::super::verbs::{Group, NO_PARAMS, Param, Suggest, Verb, action, bare, box_verb};
use super::super::{Context, ExpansionCommand, Lang, Service, Suggestion};
use super::GiftsCommand;

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_pass: DECISIONS, lists: Lists::Own(suggest), ..Verbs::NONE };

/// `gift CARD …`: a card that acts on something, named alone, is told what to add.
fn gift(line: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [card] => match card.parse::<Gift>() {
            Ok(gift) if gift != Gift::TakeTwo => {
                Ok(Command::Expansion(ExpansionCommand::Gifts(GiftsCommand::Alone(gift))))
            }
            _ => action(line, rest),
        },
        _ => action(line, rest),
    }
}

/// Opening a card, Take two's choice and one's own hand, after `pass`.
static DECISIONS: &[Verb] = &[
    Verb {
        word: "gift",
        fr: "présent",
        terminal: "gift CARD [X Y SPOT …]",
        terminal_fr: "présent CARTE [X Y LIEU …]",
        discord: "/gift card:retreat target:1,0 city N",
        discord_fr: "/présent carte:retrait cible:1,0 ville N",
        params: &[
            Param { name: "card", fr: "carte", suggest: Suggest::HAND_CARDS, required: true },
            Param { name: "target", fr: "cible", suggest: Suggest::CARD_TARGETS, required: false },
        ],
        group: Group::Turn,
        expansion: Some(Expansion::Gifts),
        spelling: Spelling::Action,
        example: "gift retreat 1 0 city N",
        parse: gift,
    },
    box_verb!(Gifts, Nothing, "keep" / "garder", "keep N" / "garder N",
        "tile" / "tuile": Suggest::KEEPS, "1" / "1", "keep 1"),
    Verb {
        word: "gifts",
        fr: "présents",
        terminal: "gifts",
        terminal_fr: "présents",
        discord: "/gifts",
        discord_fr: "/présents",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: Some(Expansion::Gifts),
        spelling: Spelling::Nothing,
        example: "gifts",
        parse: |_, rest| bare("gifts", rest, Command::HAND),
    },
];

/// The answer to one of its parameters' autocomplete (the asking player's own cards,
/// where they may open one now, the tiles Take two lets them keep); `None` for another
/// source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let found = match source {
        // One's own hand is no step of the game: an empty hand is answer enough.
        Suggest::HAND_CARDS => return Some(gift_cards(&service.hand(ctx), typed, ctx.lang())),
        Suggest::CARD_TARGETS => {
            let (card, rest) = typed.trim_start().split_once(' ').unwrap_or((typed.trim(), ""));
            match card.parse::<Gift>() {
                Ok(card) => by_words(service.targets(ctx, card), rest),
                Err(_) => Vec::new(),
            }
        }
        Suggest::KEEPS => named(service.keeps(ctx), typed),
        _ => return None,
    };
    Some(service.or_why(ctx, found, typed))
}

/// The cards of `hand` (each once) whose word or name in `lang` starts with the typed
/// text, named with what they do.
fn gift_cards(hand: &[Gift], typed: &str, lang: Lang) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    let mut cards = hand.to_vec();
    cards.sort();
    cards.dedup();
    cards
        .into_iter()
        .filter(|g| {
            let title = lang.say("gift-title", [("gift", g.word().into())]);
            g.word().starts_with(&typed) || title.to_lowercase().starts_with(&typed)
        })
        .map(|g| Suggestion {
            name: clip(lang.say("suggest-gift-card", [("gift", g.word().into())])),
            value: g.word().to_string(),
        })
        .collect()
}

impl Service {
    /// Where the author may open `card` now, as (value, name) pairs.
    fn targets(&mut self, ctx: &Context, card: Gift) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let names = table.names();
        let view = game.view(Audience::Seat(seat));
        view.legal_actions(seat)
            .into_iter()
            .filter_map(|a| match Act::of(a)? {
                Act::Gift(play) if play.gift() == card => Some((
                    super::target_value(play)?,
                    super::target_name(game, &names, seat, play, ctx.lang())?,
                )),
                _ => None,
            })
            .collect()
    }

    /// Take two: the tiles the author may keep, numbered, with what they show.
    fn keeps(&mut self, ctx: &Context) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let Some(Ph::TakeTwo(first, second)) = game.decision_of(seat).and_then(|d| Ph::of(d.phase)) else {
            return Vec::new();
        };
        [(1, first), (2, second)]
            .into_iter()
            .map(|(n, tile)| (n.to_string(), numbered(n, tile, ctx.lang())))
            .collect()
    }

    /// The author's own gifts, as the view built for them shows them.
    fn hand(&mut self, ctx: &Context) -> Vec<Gift> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let view = game.view(Audience::Seat(seat));
        view.gifts().and_then(|g| g.hand(seat)).map(<[Gift]>::to_vec).unwrap_or_default()
    }
}

impl Suggest {
    /// The cards in the asking player's own hand.
    pub const HAND_CARDS: Suggest = Suggest::own(Expansion::Gifts, 0);
    /// What the asking player may open a card on now (`1,0 road W`). The typed text
    /// starts with the card's word, which the front end takes from the card parameter.
    pub const CARD_TARGETS: Suggest = Suggest::own_at_cell(Expansion::Gifts, 1);
    /// Take two: the two tiles the asking player may keep.
    pub const KEEPS: Suggest = Suggest::own(Expansion::Gifts, 2);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(s: Vec<Suggestion>) -> Vec<String> {
        s.into_iter().map(|s| s.value).collect()
    }

    #[test]
    fn gift_cards_are_offered_once_each_by_word_or_title() {
        let hand = [Gift::Retreat, Gift::Synod, Gift::Retreat];
        assert_eq!(values(gift_cards(&hand, "", Lang::En)), ["synod", "retreat"]);
        assert_eq!(values(gift_cards(&[Gift::RoadSweeper], "Road", Lang::En)), ["sweeper"]);
        assert_eq!(values(gift_cards(&[Gift::RoadSweeper], "swe", Lang::En)), ["sweeper"]);
        assert!(gift_cards(&hand, "take", Lang::En).is_empty());
        assert!(
            gift_cards(&[Gift::ChangePosition], "", Lang::En)[0].name.starts_with("Change position — lay")
        );
        assert_eq!(values(gift_cards(&[Gift::RoadSweeper], "Canto", Lang::Fr)), ["sweeper"]);
        assert!(
            gift_cards(&[Gift::ChangePosition], "", Lang::Fr)[0].name.starts_with("Debout/Couché — couchez")
        );
    }
}
