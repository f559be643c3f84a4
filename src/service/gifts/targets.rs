//! Where a gift is opened, in the players' words: a play's target as an autocomplete
//! value (`1,0 city N`, or `2,0 field Nw road W` for Change position) and as a name
//! saying whose feature it is ("1,0 city N — Bob's city (2 meeples)", "1,0 ville N —
//! la ville de Bob (2 meeples)").
//!
//! It reads only what the whole table sees on the board (features, their meeples,
//! castles); which plays exist comes from the asker's own view. It decides nothing;
//! the `gift-*` messages of `gifts.ftl` word it.

use carcassonne_engine::rules::gifts::{self, GiftPlay};
use carcassonne_engine::{FeatureKind, Game, MAX_SEATS, Seat, Target};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::choices;

/// The words after the card in a play, as an autocomplete value (`x,y` then the spot,
/// or `waste`), or `None` for Take two, which names nothing.
pub fn value(play: GiftPlay) -> Option<String> {
    let cell = |t: Target| format!("{},{} {}", t.pos.x, t.pos.y, t.spot);
    match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => Some(cell(t)),
        GiftPlay::ChangePosition { from, to } => Some(format!("{} {to}", cell(from))),
        GiftPlay::TakeTwo => None,
        GiftPlay::Wasted(_) => play.to_string().split_once(' ').map(|(_, words)| words.to_string()),
    }
}

/// A play's target for `seat`, who may open it, in `lang`: where, in their notation,
/// then whose feature it is and what changes there. `None` for Take two.
pub fn name(game: &Game, names: &[String], seat: Seat, play: GiftPlay, lang: Lang) -> Option<String> {
    let cell = |t: Target| format!("{},{} {}", t.pos.x, t.pos.y, choices::spot_notation(t.spot, lang));
    let at = match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => cell(t),
        GiftPlay::ChangePosition { from, to } => {
            format!("{} {}", cell(from), choices::spot_notation(to, lang))
        }
        GiftPlay::TakeTwo => return None,
        GiftPlay::Wasted(_) => return what(game, names, seat, play, lang),
    };
    Some(format!("{at} — {}", what(game, names, seat, play, lang)?))
}

/// Whose feature a play acts on and what changes there, for `seat`, who may open it,
/// in `lang`: "Bob's city (2 meeples)", "your farmer stands up on an empty road, 1
/// tile". `None` for Take two.
pub fn what(game: &Game, names: &[String], seat: Seat, play: GiftPlay, lang: Lang) -> Option<String> {
    Some(match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) => feature(game, names, seat, t, lang),
        GiftPlay::Retreat(t) => match gifts::retreat_elsewhere(game, seat, t) {
            Some(perch) => owned(names, seat, &perch.meeples, perch.word, lang),
            None => feature(game, names, seat, t, lang),
        },
        GiftPlay::ChangePosition { from, to } => {
            let standing = if from.spot.kind == FeatureKind::Field { "stands-up" } else { "lies-down" };
            let onto = feature(game, names, seat, Target { pos: from.pos, spot: to }, lang);
            lang.say("gift-change-onto", [("move", standing.into()), ("onto", onto.into())])
        }
        GiftPlay::TakeTwo => return None,
        GiftPlay::Wasted(_) => lang.say("gift-waste-what", []),
    })
}

/// "Bob's city (2 meeples)", "an empty monastery", "your road (1 meeple), 3 tiles" (a
/// road's length matters to a road sweeper).
fn feature(game: &Game, names: &[String], seat: Seat, target: Target, lang: Lang) -> String {
    let Some((tile, segment)) = target.resolve(game.board()) else {
        return choices::spot_notation(target.spot, lang);
    };
    let features = game.features();
    let root = features.feature_of(tile, segment);
    let info = features.info(root);
    let text = owned(names, seat, &info.meeples, info.kind.word(), lang);
    if info.kind != FeatureKind::Road {
        return text;
    }
    let mut tiles: Vec<usize> = features.members(root).map(|(t, _)| t).collect();
    tiles.sort_unstable();
    tiles.dedup();
    lang.say("gift-road-length", [("road", text.into()), ("tiles", tiles.len().into())])
}

/// A feature or castle (`thing`: road, city, monastery, field, castle) with whose
/// meeples are there and how many: "your and Bob's city (2 meeples)", "an empty road".
fn owned(names: &[String], seat: Seat, meeples: &[u8; MAX_SEATS], thing: &str, lang: Lang) -> String {
    let mine = meeples[seat.index()] > 0;
    let others: Vec<String> = names
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat.index() && meeples[i] > 0)
        .map(|(_, name)| name.clone())
        .collect();
    let args = [
        ("thing", FluentValue::from(thing.to_string())),
        ("owners", whose(mine, &others, lang).into()),
        ("mine", (if mine { "yes" } else { "no" }).into()),
        ("others", others.len().into()),
        ("meeples", meeples.iter().map(|&m| u32::from(m)).sum::<u32>().into()),
    ];
    lang.say("gift-owned", args)
}

/// Whose meeples these are, as the `$owners` of `gift-owned`: each owner worded
/// ("your", "Bob's"; "vous", "Bob"), then listed ("your, Bob's and Cid's").
fn whose(mine: bool, others: &[String], lang: Lang) -> String {
    let you = mine.then(|| lang.say("gift-owner-you", []));
    let them = others.iter().map(|name| lang.say("gift-owner", [("name", name.as_str().into())]));
    let owners: Vec<String> = you.into_iter().chain(them).collect();
    match owners.as_slice() {
        [init @ .., last] if !init.is_empty() => {
            lang.say("list-and", [("init", init.join(", ").into()), ("last", last.as_str().into())])
        }
        _ => owners.concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["Alice", "Bob", "Cid"].map(String::from).to_vec()
    }

    #[test]
    fn owners_are_said_as_players_say_them() {
        let mut meeples = [0; MAX_SEATS];
        let said = |meeples: &[u8; MAX_SEATS], thing, lang| owned(&names(), Seat(0), meeples, thing, lang);
        assert_eq!(said(&meeples, "monastery", Lang::En), "an empty monastery");
        assert_eq!(said(&meeples, "monastery", Lang::Fr), "une abbaye vide");
        meeples[1] = 2;
        assert_eq!(said(&meeples, "city", Lang::En), "Bob's city (2 meeples)");
        assert_eq!(said(&meeples, "city", Lang::Fr), "la ville de Bob (2 meeples)");
        assert_eq!(said(&meeples, "castle", Lang::Fr), "la forteresse de Bob (2 meeples)");
        meeples[0] = 1;
        meeples[2] = 1;
        assert_eq!(said(&meeples, "road", Lang::En), "your, Bob's and Cid's road (4 meeples)");
        assert_eq!(said(&meeples, "field", Lang::Fr), "le pré partagé entre vous, Bob et Cid (4 meeples)");
        let mine = [1, 0, 0, 0, 0, 0];
        assert_eq!(said(&mine, "road", Lang::En), "your road (1 meeple)");
        assert_eq!(said(&mine, "road", Lang::Fr), "votre route (1 meeple)");
        let long = Lang::Fr.say("gift-road-length", [("road", "votre route".into()), ("tiles", 3.into())]);
        assert_eq!(long, "votre route, 3 tuiles");
        let onto = [("move", "lies-down".into()), ("onto", "le pré de Bob".into())];
        assert_eq!(Lang::Fr.say("gift-change-onto", onto), "votre meeple se couche dans le pré de Bob");
    }

    #[test]
    fn values_are_the_words_after_the_card() {
        let play = |text: &str| match text.parse().map(carcassonne_engine::rules::gifts::Act::of) {
            Ok(Some(carcassonne_engine::rules::gifts::Act::Gift(play))) => play,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(value(play("gift retreat 1 0 city N")).as_deref(), Some("1,0 city N"));
        assert_eq!(value(play("gift change 2 -1 field Nw road W")).as_deref(), Some("2,-1 field Nw road W"));
        assert_eq!(value(play("gift take-two")), None);
    }
}
