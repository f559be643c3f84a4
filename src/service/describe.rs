//! Events in words: what happened this turn, in a sentence or two per event, with the
//! players' names, in the reader's language (each sentence is a message of
//! `play.ftl`, its plurals and agreements Fluent's). Pure formatting; it decides nothing.

use fluent_bundle::FluentValue;

use super::{expansion, message, tile_words};
use crate::locale::Lang;

use carcassonne_engine::{Category, Event, Footprint, Pos, Seat, SeatSet, TileKind, View};

/// Names of the seats, in seat order.
pub type Names<'a> = &'a [String];

pub(super) fn name(names: Names<'_>, seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// "Alice", "Alice and Bob", "Alice, Bob and Carol" ("Alice, Bob et Carol").
pub fn join_names(names: Names<'_>, seats: SeatSet, lang: Lang) -> String {
    let list: Vec<&str> = seats.iter().map(|s| name(names, s)).collect();
    match list.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => {
            lang.say("names-and", [("init", init.join(", ").into()), ("last", (*last).into())])
        }
    }
}

/// Commands or words offered as alternatives: "`a` or `b` or `c`".
pub fn either(options: Vec<String>, lang: Lang) -> String {
    options
        .into_iter()
        .reduce(|first, second| lang.say("either-or", [("first", first.into()), ("second", second.into())]))
        .unwrap_or_default()
}

/// A cell's coordinates as message arguments `x` and `y` (or `x1`, `y1`…).
pub(super) fn at(pos: Pos, x: &'static str, y: &'static str) -> [(&'static str, FluentValue<'static>); 2] {
    [(x, pos.x.to_string().into()), (y, pos.y.to_string().into())]
}

/// One line per event worth telling, in `lang` (draws are told by the turn prompt
/// instead), with `view` the game as it is after them, whose board names places.
pub fn describe(events: &[Event], view: &View, names: Names<'_>, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, event) in events.iter().enumerate() {
        // An expansion's event may make the next scoring, made as at the end, one of
        // the middle of the game (a road sweeper's road, a recalled abbot's feature).
        let swept = i > 0 && expansion::every().any(|s| s.scores_now(&events[i - 1]));
        lines.extend(line(event, swept, view, names, lang));
    }
    lines
}

/// The sentence telling one event, if it is worth telling; `swept`: a road sweeper
/// opened just before scores it as at the end, in the middle of the game.
fn line(event: &Event, swept: bool, view: &View, names: Names<'_>, lang: Lang) -> Option<String> {
    let who = |seat: &Seat| ("name", FluentValue::from(name(names, *seat)));
    let tile = |tile: &TileKind| ("tile", FluentValue::from(tile_words::words(*tile, lang)));
    Some(match event {
        Event::TileDrawn { .. } => return None,
        // Nothing to tell: a field with no completed city beside it, at the end; or
        // points an expansion's own line tells (the cubes on a completed objective).
        Event::Scored(s) if s.points == 0 || expansion::every().any(|e| e.untold(s)) => return None,
        Event::Scored(s) => {
            let count = ("count", FluentValue::from(s.winners.len()));
            let what = lang
                .say(&format!("scored-what-{}", s.what()), [count.clone(), ("tiles", s.cells.len().into())]);
            let args = [
                ("winners", join_names(names, s.winners, lang).into()),
                count,
                ("points", s.points.into()),
                ("what", what.into()),
            ];
            if s.at_end && !swept { lang.say("scored-final", args) } else { lang.say("scored", args) }
        }
        Event::TilePlaced { seat, tile: kind, placement } => {
            let [x, y] = at(placement.pos, "x", "y");
            let square = if kind.def().footprint == Footprint::Square { "yes" } else { "no" };
            let args = [who(seat), tile(kind), x, y, ("square", square.into())];
            lang.say("placed", args.into_iter().chain([("degrees", placement.rot.degrees().into())]))
        }
        // Which one of its kind the board image shows; the notation's half-edges
        // (`field Nw`) stay in commands.
        Event::MeeplePlaced { seat, spot, .. } => {
            lang.say("meeple-placed", lang.feature(spot.kind.word()).into_iter().chain([who(seat)]))
        }
        Event::Passed { seat } => lang.say("passed", [who(seat)]),
        Event::TileDiscarded { tile: kind } => lang.say("tile-discarded", [tile(kind)]),
        Event::GameEnded => lang.say("game-ended", []),
        // The expansions' events: by the message each names, or told by its box from
        // the board.
        Event::Expansion(own) => {
            return expansion::every()
                .find_map(|s| s.line(event, view, names, lang))
                .or_else(|| Some(message::say(&own.message()?, names, lang)));
        }
    })
}

/// The scoreboard in one line: "Alice 12 · Bob 9".
pub fn scores(game: &View, names: Names<'_>) -> String {
    let parts: Vec<String> = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {}", name(names, Seat(i as u8)), p.score))
        .collect();
    parts.join(" · ")
}

/// The outcome in one line: "Alice wins with 52 points." or "Alice and Bob tie with 40
/// points."
pub fn result(game: &View, names: Names<'_>, lang: Lang) -> String {
    let best = game.players().iter().map(|p| p.score).max().unwrap_or(0);
    let winners = SeatSet::from_fn(|s| game.players().get(s.index()).is_some_and(|p| p.score == best));
    lang.say(
        "result",
        [
            ("names", join_names(names, winners, lang).into()),
            ("count", winners.len().into()),
            ("points", best.into()),
        ],
    )
}

/// The score categories a game can use: the base game's, and its expansions' (sheep
/// with Hills & Sheep; castles and bazaars with Bridges, Castles & Bazaars), so a
/// game's account never lists kinds of points it cannot earn — and any other that
/// someone scored all the same, so that the columns add up to the scores (a garden in
/// a game without The Abbot, where rules version 10 let Change position put a meeple).
pub fn categories(game: &View) -> Vec<Category> {
    let scored = |c: Category| game.players().iter().any(|p| p.breakdown[c.index()] != 0);
    Category::ALL.into_iter().filter(|&c| c.expansion().is_none_or(|e| game.has(e)) || scored(c)).collect()
}

/// The final table: one line per player with points per feature kind.
pub fn breakdown(game: &View, names: Names<'_>, lang: Lang) -> String {
    let mut out = String::new();
    let mut order: Vec<usize> = (0..game.players().len()).collect();
    order.sort_by_key(|&i| -game.players()[i].score);
    for i in order {
        let p = &game.players()[i];
        let parts: Vec<String> = categories(game)
            .iter()
            .map(|c| {
                let points = p.breakdown[c.index()];
                let category = lang.say(&format!("breakdown-category-{}", c.word()), []);
                lang.say("breakdown-part", [("category", category.into()), ("points", points.into())])
            })
            .collect();
        let line = lang.say(
            "breakdown-line",
            [
                ("name", name(names, Seat(i as u8)).into()),
                ("score", p.score.into()),
                ("parts", parts.join(", ").into()),
            ],
        );
        out += &line;
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::abbot::Happened;
    use carcassonne_engine::rules::gifts::{self, Gift};
    use carcassonne_engine::rules::monuments::{self as mo, Monument};
    use carcassonne_engine::{MAX_SEATS, Scoring, Spot};

    use super::*;

    fn names() -> Vec<String> {
        ["Alice", "Bob", "Carol"].map(String::from).to_vec()
    }

    fn scored(category: Category, points: u32, winners: &[u8], tiles: usize, at_end: bool) -> Event {
        Event::Scored(Scoring {
            category,
            points,
            winners: SeatSet::from_fn(|s| winners.contains(&s.0)),
            meeples: [1; MAX_SEATS],
            cells: vec![Pos::new(0, 0); tiles],
            at_end,
        })
    }

    /// `events` told over a game just begun (their places are not on its board).
    fn told(events: &[Event], lang: Lang) -> Vec<String> {
        let (game, _) = carcassonne_engine::Game::new(carcassonne_engine::Setup::new(3, 1)).expect("a game");
        describe(events, &game.view(carcassonne_engine::Audience::Public), &names(), lang)
    }

    /// Every scoring category has its words in every language, each a message of its
    /// own (the base game's in the shared files, a box's in its file): its title
    /// (`category-title-<word>`), its part of the breakdown (`breakdown-category-<word>`)
    /// and what a scoring of it, during the game or at the end, was for
    /// (`scored-what-<what>`, an expansion's own word where it has one). A missing one is
    /// found.
    #[test]
    fn every_category_has_its_words() {
        let list = |id: &str| Category::ALL.map(|c| format!("{id}-{}", c.word())).to_vec();
        let what: Vec<String> = Category::ALL
            .into_iter()
            .flat_map(|c| {
                [false, true].map(|at_end| match scored(c, 1, &[0], 1, at_end) {
                    Event::Scored(s) => format!("scored-what-{}", s.what()),
                    _ => unreachable!("a scoring"),
                })
            })
            .collect();
        assert!(what.contains(&"scored-what-gifts-end".to_string()), "{what:?}");
        for ids in [list("category-title"), list("breakdown-category"), what] {
            assert_eq!(crate::locale::unworded(ids), Vec::<String>::new());
        }
        assert!(
            !crate::locale::unworded(
                list("category-title").into_iter().chain(["category-title-moat".into()])
            )
            .is_empty()
        );
        let tiles = [("tiles", FluentValue::from(3)), ("count", 2.into())];
        assert_eq!(Lang::Fr.say("scored-what-sheep", tiles.clone()), "leur troupeau");
        assert_eq!(Lang::En.say("scored-what-road", tiles), "a road of 3 tiles");
    }

    /// Names are listed with each language's "and"; a tie scores "each"; plurals and
    /// the final scoring's lead-in come from the messages, in both languages.
    #[test]
    fn scorings_agree_in_number_in_both_languages() {
        let all = SeatSet::from_fn(|s| s.0 < 3);
        assert_eq!(join_names(&names(), all, Lang::En), "Alice, Bob and Carol");
        assert_eq!(join_names(&names(), all, Lang::Fr), "Alice, Bob et Carol");
        let events = [
            scored(Category::Road, 1, &[0], 1, false),
            scored(Category::City, 8, &[0, 1], 4, false),
            scored(Category::Field, 6, &[2], 3, true),
            scored(Category::Gifts, 4, &[1], 0, true),
        ];
        assert_eq!(
            told(&events, Lang::En),
            [
                "Alice scores 1 point for a road of 1 tile.",
                "Alice and Bob score 8 points each for a city of 4 tiles.",
                "Final scoring: Carol scores 6 points for a field.",
                "Final scoring: Bob scores 4 points for unopened gifts.",
            ]
        );
        assert_eq!(
            told(&events, Lang::Fr),
            [
                "Alice marque 1 point pour une route de 1 tuile.",
                "Alice et Bob marquent 8 points chacun pour une ville de 4 tuiles.",
                "Décompte final\u{a0}: Carol marque 6 points pour un pré.",
                "Décompte final\u{a0}: Bob marque 4 points pour des présents non déballés.",
            ]
        );
    }

    /// The abbot's moves are told in both languages, a garden by its own words, and a
    /// recall's points as scored now, not in the final scoring.
    #[test]
    fn the_abbot_is_told_in_both_languages() {
        let garden: Spot = "garden".parse().unwrap();
        let events = [
            Happened::Placed { seat: Seat(0), pos: Pos::new(1, 0), spot: garden }.into(),
            Happened::Placed { seat: Seat(2), pos: Pos::new(0, 2), spot: "monastery".parse().unwrap() }
                .into(),
            Happened::Recalled { seat: Seat(1), pos: Pos::new(-1, 2) }.into(),
            scored(Category::Garden, 4, &[1], 1, true),
            scored(Category::Garden, 9, &[0], 1, false),
        ];
        assert_eq!(
            told(&events, Lang::Fr),
            [
                "Alice a posé son abbé dans le jardin.",
                "Carol a posé son abbé dans l'abbaye.",
                "Bob a repris son abbé en -1 2.",
                "Bob marque 4 points pour un jardin.",
                "Alice marque 9 points pour un jardin.",
            ]
        );
        assert_eq!(
            told(&events, Lang::En),
            [
                "Alice put their abbot in the garden.",
                "Carol put their abbot in the monastery.",
                "Bob recalled their abbot from -1 2.",
                "Bob scores 4 points for a garden.",
                "Alice scores 9 points for a garden.",
            ]
        );
    }

    /// Monuments take their article in French ("du Phare", "la Cathédrale"), cards
    /// their French names, and a card drawn says what it does.
    #[test]
    fn monuments_and_gifts_are_told_with_their_terms() {
        let events = [
            mo::Happened::CubePlaced {
                seat: Seat(1),
                monument: Monument::Lighthouse,
                objective: 2,
                automatic: false,
            }
            .into(),
            mo::Happened::MonumentCompleted { monument: Monument::Cathedral }.into(),
            gifts::Happened::GiftDrawn { seat: Seat(0), gift: Gift::TakeTwo }.into(),
        ];
        let french = told(&events, Lang::Fr);
        assert_eq!(french[0], "Bob a posé un cube sur l'objectif 2 du Phare.");
        assert_eq!(french[1], "La Cathédrale est achevée\u{a0}!");
        assert!(
            french[2].starts_with("Votre nouveau présent\u{a0}: Prends-en-2 — piochez une seconde tuile"),
            "{}",
            french[2]
        );
        let english = told(&events, Lang::En);
        assert_eq!(english[0], "Bob put a cube on objective 2 of the Lighthouse.");
        assert_eq!(english[1], "The Cathedral is complete!");
    }
}
