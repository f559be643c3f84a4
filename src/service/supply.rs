//! What players keep beside their meeples and what they hold hidden, from each box's
//! declared counts (the engine's [`Count`]s, `Expansion::counts`) and its
//! [`Facts`](super::facts::Facts)' `status` and `hidden`: one table gives the board
//! page's supply column, `/status`'s line of supplies, the terminal's summary, and the
//! counts of hidden hands (the line under a turn's scores and in `/status`, the page's
//! column, the button that shows one's own hand).

use carcassonne_engine::rules::{Count, Said};
use carcassonne_engine::{Expansion, Seat, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::describe::{Names, name};
use super::facts::{self, Facts};
use crate::locale::Lang;

/// The line of a box's supplies in `/status`.
#[derive(Debug)]
pub(super) struct Status {
    /// The line (`supplies`: "Bridges and castles left: { $supplies }."), said with
    /// `supplies`, each seat's part joined by " · ".
    pub(super) line: &'static str,
    /// One seat's part (`supplies-one`), said with `name`, each supply's count by its
    /// key, `words` (the seat's supply column joined by ", ") and `listed` (how many
    /// things that column says).
    pub(super) one: &'static str,
}

/// What a box's players hold hidden from the others (cards in hand): everyone sees how
/// many each holds, only its owner what.
#[derive(Debug)]
pub(super) struct Hidden {
    /// How many `seat` holds; `None` without the box in play.
    pub(super) count: fn(&View, Seat) -> Option<u32>,
    /// `seat`'s own, by their names in `lang`, as the view built for them shows them;
    /// `None` in any other view.
    pub(super) own: fn(&View, Seat, Lang) -> Option<Vec<String>>,
    /// The line counting them for everyone, under a turn's scores and in `/status`
    /// (`gifts-held`), said with `held` (each seat's name and count, joined by " · ")
    /// and the counts of `more`.
    pub(super) line: &'static str,
    /// More counts its line says, each by its argument's name (the deck's cards left).
    pub(super) more: &'static [(&'static str, Counted)],
    /// The board page's title of their column (`web-page-gifts`).
    pub(super) title: &'static str,
    /// The board page's words before the viewer's own (`web-page-your-gifts`).
    pub(super) yours: &'static str,
}

/// A count read from the view (the deck's cards left); `None` without the box in play.
pub(super) type Counted = fn(&View) -> Option<u32>;

/// The boxes in play in `view`, with their facts.
fn in_play<'a>(view: &'a View<'a>) -> impl Iterator<Item = (Expansion, &'static Facts)> + 'a {
    Expansion::ALL.into_iter().filter(|&e| view.has(e)).map(|e| (e, facts::of(e)))
}

/// What `seat` keeps beside its meeples, each a short phrase in `lang` ("big meeple",
/// "2 wine", "3 bridges"): every box's figures at home and pieces held, in the order
/// of the registry and of each box's rows. The board page lists them after the
/// meeples in its supply column.
pub(super) fn words(view: &View, seat: Seat, lang: Lang) -> Vec<String> {
    let rows = in_play(view).flat_map(|(e, _)| e.counts());
    rows.filter_map(|row| said(row, row.of(view, seat), lang)).collect()
}

/// `seat`'s counts that the local driver's JSON summary lists (`bridges_left`), each
/// under its `summary` name, written into `player`.
pub(super) fn summarised(view: &View, seat: Seat, player: &mut Value) {
    for row in in_play(view).flat_map(|(e, _)| e.counts()) {
        if let Some(name) = row.summary {
            player[name] = json!(row.of(view, seat));
        }
    }
}

/// `row` in words for a count of `count`, when it is said.
fn said(row: &Count, count: u32, lang: Lang) -> Option<String> {
    let counted = ("count", FluentValue::from(count));
    match row.said {
        Said::Figure(kind) => (count > 0).then(|| lang.figure_kind_name(kind)),
        Said::Pieces(id) => Some(lang.say(id, [counted])),
        Said::Held(id, with) => {
            let with = with.iter().map(|&(name, value)| (name, FluentValue::from(value)));
            (count > 0).then(|| lang.say(id, with.chain([counted])))
        }
    }
}

/// The lines of `/status` that count the boxes' supplies ("Bridges and castles left:
/// Alice 3 and 2 · Bob 2 and 3."), each box's in play that has one.
pub(super) fn status_lines<'a>(
    view: &'a View<'a>,
    names: Names<'a>,
    lang: Lang,
) -> impl Iterator<Item = String> + 'a {
    in_play(view).filter_map(move |(expansion, facts)| {
        let status = facts.status.as_ref()?;
        let parts: Vec<String> = (0..view.players().len())
            .map(|i| {
                let seat = Seat(i as u8);
                let rows = expansion.counts();
                let column: Vec<String> =
                    rows.iter().filter_map(|row| said(row, row.of(view, seat), lang)).collect();
                let counts = rows.iter().map(|row| (row.key(), row.of(view, seat).into()));
                let args = [
                    ("name", name(names, seat).into()),
                    ("listed", column.len().into()),
                    ("words", column.join(", ").into()),
                ];
                lang.say(status.one, args.into_iter().chain(counts))
            })
            .collect();
        Some(lang.say(status.line, [("supplies", parts.join(" · ").into())]))
    })
}

/// The boxes in play whose players hold cards hidden, with their rows.
fn hidden<'a>(view: &'a View<'a>) -> impl Iterator<Item = &'static Hidden> + 'a {
    in_play(view).filter_map(|(_, facts)| facts.hidden.as_ref())
}

/// The lines counting what players hold hidden ("Gifts held: Alice 1 · Bob 0 (22 in
/// the deck, 2 opened)."), each box's in play, for a message about `view`: never what
/// they hold.
pub(super) fn held_lines<'a>(
    view: &'a View<'a>,
    names: Names<'a>,
    lang: Lang,
) -> impl Iterator<Item = String> + 'a {
    hidden(view).map(move |hidden| {
        let held: Vec<String> = (0..view.players().len())
            .map(|i| {
                format!("{} {}", name(names, Seat(i as u8)), (hidden.count)(view, Seat(i as u8)).unwrap_or(0))
            })
            .collect();
        let more = hidden.more.iter().map(|&(arg, count)| (arg, FluentValue::from(count(view).unwrap_or(0))));
        lang.say(hidden.line, [("held", FluentValue::from(held.join(" · ")))].into_iter().chain(more))
    })
}

/// Whether a public message about `view` offers the button that shows whoever clicks
/// it their own hand (`Command::HAND`): a box in play hides cards in hands, and the
/// game goes on.
pub(super) fn hand_button(view: &View) -> bool {
    !view.is_over() && hidden(view).next().is_some()
}

/// The board page's `hidden`: for each box in play whose players hold cards hidden,
/// its column's title and each seat's count, and the viewer's own cards (`own`, `null`
/// for a spectator) after the words `yours`.
pub(super) fn page(view: &View, viewer: Option<Seat>, lang: Lang) -> Vec<Value> {
    hidden(view)
        .map(|hidden| {
            let counts: Vec<u32> =
                (0..view.players().len()).map(|i| (hidden.count)(view, Seat(i as u8)).unwrap_or(0)).collect();
            let own = viewer.and_then(|seat| (hidden.own)(view, seat, lang));
            json!({
                "title": lang.say(hidden.title, []),
                "counts": counts,
                "yours": lang.say(hidden.yours, []),
                "own": own,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::{Audience, Expansions, Game, Setup};

    /// A two-player game of every box, just begun.
    fn every_box() -> Game {
        let expansions = Expansion::ALL.into_iter().fold(Expansions::default(), Expansions::with);
        Game::new(Setup { expansions, ..Setup::new(2, 1) }).expect("a game").0
    }

    /// Every message a box's rows name is in every language.
    #[test]
    fn every_row_s_message_is_in_every_language() {
        let mut ids = Vec::new();
        for row in Expansion::ALL.into_iter().flat_map(Expansion::counts) {
            match row.said {
                Said::Figure(kind) => {
                    ids.push(format!("figure-name-{}", kind.spec().word.replace("big", "big-meeple")))
                }
                Said::Pieces(id) | Said::Held(id, _) => ids.push(id.to_string()),
            }
        }
        for facts in facts::every() {
            if let Some(status) = &facts.status {
                ids.extend([status.line, status.one].map(str::to_string));
            }
            if let Some(hidden) = &facts.hidden {
                ids.extend([hidden.line, hidden.title, hidden.yours].map(str::to_string));
            }
        }
        for lang in [Lang::En, Lang::Fr] {
            let missing: Vec<&String> = ids.iter().filter(|id| !lang.has(id)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }

    /// At the start of a game of every box, the supply column, `/status`'s lines and the
    /// count of hidden hands read word for word, in the registry's order.
    #[test]
    fn a_new_game_s_supplies_read_word_for_word() {
        let game = every_box();
        let view = game.view(Audience::Public);
        let names = ["Alice", "Bob"].map(String::from);
        assert_eq!(
            words(&view, Seat(0), Lang::En),
            [
                "shepherd",
                "3 bridges",
                "3 castles",
                "10 cubes",
                "abbot",
                "big meeple",
                "builder",
                "pig",
                "10 tower pieces",
                "0 prisoners",
                "abbey tile",
                "mayor",
                "wagon",
                "barn",
                "score meeple on 0",
                "messenger on 0",
            ]
        );
        let status: Vec<String> = status_lines(&view, &names, Lang::En).collect();
        assert_eq!(
            status,
            [
                "Bridges and castles left: Alice 3 and 3 · Bob 3 and 3.",
                "Tower pieces and prisoners: Alice 10 pieces, 0 prisoners · Bob 10 pieces, 0 prisoners.",
                "Abbey & Mayor at home: Alice abbey tile, mayor, wagon, barn · Bob abbey tile, mayor, wagon, barn.",
            ]
        );
        let held: Vec<String> = held_lines(&view, &names, Lang::Fr).collect();
        assert_eq!(held, ["Présents en main\u{a0}: Alice 0 · Bob 0 (25 dans la pioche, 0 déballé)."]);
        assert!(hand_button(&view));
    }

    /// A seat with nothing of Abbey & Mayor's at home is said to have nothing, in each
    /// language.
    #[test]
    fn nothing_at_home_is_said() {
        let part = |lang: Lang| {
            lang.say(
                "am-supplies-one",
                [("name", "Alice".into()), ("listed", 0.into()), ("words", "".into())],
            )
        };
        assert_eq!((part(Lang::En).as_str(), part(Lang::Fr).as_str()), ("Alice nothing", "Alice rien"));
    }
}
