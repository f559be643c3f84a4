//! Bridges, Castles & Bazaars in words beyond its events: the running bazaar for the
//! public message of each step of its auction and for the board page.

use carcassonne_engine::rules::bridges_castles_bazaars::Ph;
use carcassonne_engine::{TileKind, View};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::describe::{Names, name};
use crate::service::tile_words;

/// The running bazaar in words, for the public message of each step of its auction:
/// the face-up tiles numbered, who took which and for how much, the tile under the
/// hammer with its top bid, then who must answer now and how (on the board `page`, by
/// its buttons, not the commands). `None` without one.
pub(super) fn auction(game: &View, names: Names<'_>, page: bool, lang: Lang) -> Option<String> {
    let id = |id: &str| if page { format!("page-{id}") } else { id.to_string() };
    let auction = game.bridges_castles_bazaars()?.auction()?;
    let top = auction.top_bid();
    let offers: Vec<String> = offers(game, names, lang).into_iter().map(|offer| offer.words).collect();
    let mut text =
        lang.say("bazaar-line", [("offers", offers.join(&lang.say("separator-semicolon", [])).into())]);
    let pending = game.pending()?;
    let seat = pending.seats.iter().next()?;
    let who = ("name", FluentValue::from(name(names, seat)));
    let number = ("number", FluentValue::from(auction.chosen.map_or(0, |i| i + 1)));
    let step = match (Ph::of(pending.phase), top) {
        (Some(Ph::BazaarChoose), _) if game.options().bazaar_no_bid => {
            lang.say(&id("bazaar-choose-no-bid"), [who])
        }
        (Some(Ph::BazaarChoose), _) => lang.say(&id("bazaar-choose"), [who]),
        (Some(Ph::BazaarBid), _) => lang.say(&id("bazaar-bid"), [who, number]),
        (Some(Ph::BazaarRaise), Some((_, bid))) => {
            lang.say(&id("bazaar-raise"), [who, number, ("next", (bid + 1).into())])
        }
        (Some(Ph::BazaarTrade), Some((bidder, bid))) => lang.say(
            &id("bazaar-trade"),
            [who, number, ("bidder", name(names, bidder).into()), ("bid", bid.into())],
        ),
        _ => String::new(),
    };
    if !step.is_empty() {
        text = format!("{text}\n{step}");
    }
    Some(text)
}

/// One face-up tile of a running bazaar, as players are told of it.
pub(super) struct Told {
    pub(super) tile: TileKind,
    /// Its number and words, then who took it for how much, or its top bid: "2. a
    /// curved road — up for auction, top bid 3 by Ann".
    pub(super) words: String,
    /// Whether it is the tile under the hammer.
    pub(super) up: bool,
}

/// The running bazaar's face-up tiles in words, number 1 first: the public message's
/// line and the board page, which draws each with its words. Empty without one.
pub(super) fn offers(game: &View, names: Names<'_>, lang: Lang) -> Vec<Told> {
    let Some(auction) = game.bridges_castles_bazaars().and_then(|b| b.auction()) else { return Vec::new() };
    let top = auction.top_bid();
    auction
        .offers
        .iter()
        .enumerate()
        .map(|(i, offer)| {
            let tile = format!("{}. {}", i + 1, tile_words::words(offer.tile, lang));
            let up = offer.winner.is_none() && auction.chosen == Some(i);
            let words = match (offer.winner, top) {
                (Some(winner), _) if game.options().bazaar_no_bid => lang
                    .say("offer-taken-free", [("tile", tile.into()), ("name", name(names, winner).into())]),
                (Some(winner), _) => lang.say(
                    "offer-taken",
                    [
                        ("tile", tile.into()),
                        ("name", name(names, winner).into()),
                        ("price", offer.price.into()),
                    ],
                ),
                (None, Some((bidder, bid))) if up => lang.say(
                    "offer-top-bid",
                    [("tile", tile.into()), ("name", name(names, bidder).into()), ("bid", bid.into())],
                ),
                (None, None) if up => lang.say("offer-up", [("tile", tile.into())]),
                (None, _) => tile,
            };
            Told { tile: offer.tile, words, up }
        })
        .collect()
}
