//! A box's messages in players' words: every refusal of a box's rules, setup and
//! notation and every event it tells names its message and typed arguments
//! ([`Message`], in its engine folder's `messages.rs`); this file words any of them the
//! same way for every box (a seat by its player's name, a feature by its name and
//! grammar, a figure by its name, a tile by what it shows), so that no box words its
//! own. The terminal's summary writes an event's row from its message too
//! (`summary.rs`, [`json`]).

use carcassonne_engine::{Arg, Join, Message};
use fluent_bundle::FluentValue;
use serde_json::{Map, Value, json};

use super::describe::{Names, join_names, name};
use super::spelling::{self, Spelling};
use super::spots::spot_words;
use super::{choices, error, tile_words};
use crate::locale::Lang;

/// `message` in `lang`, its seats named by `names` (none in a refusal, which names no
/// player).
pub(super) fn say(message: &Message, names: Names<'_>, lang: Lang) -> String {
    say_as(message.id, message, names, lang)
}

/// `message` as the board page tells it, where its locale files give it a form of its
/// own, `page-` and its id (a gift drawn, without the commands the channel's line
/// names); `None` where the channel's line serves the page as well.
pub(super) fn on_page(message: &Message, names: Names<'_>, lang: Lang) -> Option<String> {
    let id = format!("page-{}", message.id);
    lang.has(&id).then(|| say_as(&id, message, names, lang))
}

/// `message` in `lang` by the locale message `id`: its own, or a form of it.
fn say_as(id: &str, message: &Message, names: Names<'_>, lang: Lang) -> String {
    let mut args: Vec<(String, FluentValue<'static>)> = Vec::new();
    for (key, arg) in &message.args {
        match arg {
            // A feature's name and grammar besides its word, for the sentence to agree.
            Arg::Feature(kind) => {
                for (suffix, value) in lang.feature(kind.word()) {
                    let named = suffix.strip_prefix("feature").unwrap_or(suffix);
                    args.push((format!("{key}{named}"), value));
                }
            }
            // A number stays one, for the sentence's plurals.
            Arg::Number(n) => args.push((key.to_string(), (*n).into())),
            arg => args.push((key.to_string(), words(arg, names, lang).into())),
        }
    }
    lang.say(id, args.iter().map(|(key, value)| (key.as_str(), value.clone())))
}

/// One argument in words: a feature by its word alone (its grammar is [`say`]'s).
fn words(arg: &Arg, names: Names<'_>, lang: Lang) -> String {
    match arg {
        Arg::Seat(seat) => name(names, *seat).to_string(),
        Arg::Seats(seats) => join_names(names, *seats, lang),
        Arg::Number(n) => n.to_string(),
        Arg::Word(word) => word.to_string(),
        Arg::Text(text) => text.clone(),
        Arg::Typed(word) => error::echoed(word),
        Arg::Feature(kind) => kind.word().to_string(),
        Arg::Figure(kind) => lang.figure_kind_name(*kind),
        Arg::Tile(tile) => tile_words::words(*tile, lang),
        Arg::TileFirst(tile) => tile_words::capitalised(*tile, lang),
        Arg::Spot(spot) => choices::spot_notation(*spot, lang),
        Arg::SpotWords(spot) => spot_words(*spot, lang),
        Arg::Expansion(expansion) => lang.expansion_title(expansion.word()),
        Arg::Either(words) => {
            let typed: Vec<String> =
                words.iter().map(|w| spelling::write(Spelling::Action, &[w], lang).concat()).collect();
            choices::either(&typed, lang)
        }
        Arg::Message(message) => say(message, names, lang),
        Arg::List(items, join) => {
            let items: Vec<String> = items.iter().map(|item| words(item, names, lang)).collect();
            match (join, items.as_slice()) {
                (Join::And, [init @ .., last]) if !init.is_empty() => {
                    lang.say("list-and", [("init", init.join(", ").into()), ("last", last.as_str().into())])
                }
                _ => items.join(", "),
            }
        }
        // Fields of a summary row, which no sentence says.
        Arg::Nobody | Arg::Bool(_) | Arg::PerSeat(_) => {
            debug_assert!(false, "{arg:?} in words");
            String::new()
        }
    }
}

/// `message` as a row of the terminal's JSON summary: `type`, its id, and its
/// arguments by name, a seat by its player's name.
pub(super) fn json(message: &Message, names: Names<'_>) -> Value {
    let mut row = fields(message, names);
    row.insert("type".into(), message.id.into());
    Value::Object(row)
}

/// The arguments of `message` as a JSON object's fields.
fn fields(message: &Message, names: Names<'_>) -> Map<String, Value> {
    message.args.iter().map(|(key, arg)| (key.to_string(), field(arg, names))).collect()
}

/// One argument as a JSON value: a seat by name, a tile by its id, a spot or a feature
/// as the notation writes it, a message as an object of its arguments.
fn field(arg: &Arg, names: Names<'_>) -> Value {
    match arg {
        Arg::Seat(seat) => name(names, *seat).into(),
        Arg::Nobody => Value::Null,
        Arg::Seats(seats) => seats.iter().map(|s| Value::from(name(names, s))).collect(),
        Arg::Number(n) => json!(n),
        Arg::Bool(yes) => json!(yes),
        Arg::Word(word) => json!(word),
        Arg::Text(text) | Arg::Typed(text) => json!(text),
        Arg::Feature(kind) => json!(kind.word()),
        Arg::Figure(kind) => json!(kind.spec().word),
        Arg::Tile(tile) | Arg::TileFirst(tile) => json!(tile.id()),
        Arg::Spot(spot) | Arg::SpotWords(spot) => json!(spot.to_string()),
        Arg::Expansion(expansion) => json!(expansion.word()),
        Arg::Either(words) => json!(words),
        Arg::Message(message) => Value::Object(fields(message, names)),
        Arg::List(items, _) => items.iter().map(|item| field(item, names)).collect(),
        Arg::PerSeat(counts) => json!(counts[..names.len().min(counts.len())]),
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::gifts::{Gift, Happened};
    use carcassonne_engine::{Event, Seat};

    use super::*;

    /// An event whose message has a `page-` form is told in it on the board page (a gift
    /// drawn, without the commands the channel's line names), in both languages; one
    /// without is left to the channel's line.
    #[test]
    fn the_page_tells_an_event_by_its_page_form_where_it_has_one() {
        let names = ["Ann".to_string(), "Bob".to_string()];
        let message_of = |happened: Happened| match Event::from(happened) {
            Event::Expansion(own) => own.message().expect("told by a message"),
            other => panic!("{other:?}"),
        };
        let drawn = message_of(Happened::GiftDrawn { seat: Seat(1), gift: Gift::Synod });
        let channel = say(&drawn, &names, Lang::En);
        assert!(channel.contains("`gift synod`"), "{channel}");
        for (lang, opening) in [(Lang::En, "Your new gift: Synod"), (Lang::Fr, "Votre nouveau présent")] {
            let page = on_page(&drawn, &names, lang).expect("a page form");
            assert!(page.starts_with(opening) && !page.contains('`'), "{page}");
        }
        let received = message_of(Happened::GiftReceived { seat: Seat(1) });
        assert_eq!(on_page(&received, &names, Lang::En), None);
    }
}
