//! Tiles in players' words — "a city corner with a pennant and a curved road", "une
//! ville en coin avec un blason et une route en courbe" — built from the tile data: the
//! shape of each city (by the sides it reaches), each road (its sides, or what it ends
//! at), the monastery, pennants, an inn's lake; each expansion adds its own parts from
//! its folder, through `ExpansionService::tile_parts` and `tile_named` (the river's
//! water, a bazaar, a vineyard, a hill, a garden, a monument). No tile id appears here: a new row of the tile tables gets its words from its
//! columns. Ids stay the notation of commands, history and JSON.
//!
//! This module decides which parts a tile shows and how many of each; every word, its
//! article, number and agreement comes from the `tile-*` messages of `choices.ftl`.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use carcassonne_engine::{Dir, FeatureKind, Footprint, RoadEnd, Segment, TileDef, TileKind};
use fluent_bundle::FluentValue;

use super::Lang;
use super::expansion;

/// A tile in words, starting with an article: "a city cap and a straight road". A
/// kind reads the same in a language whatever the game, so its words are put together
/// once a process and kept (a few hundred kinds in two languages): the board page
/// names every kind left in the stack with each answer, 37 % of a page move's
/// instructions when each was worded afresh.
pub fn words(kind: TileKind, lang: Lang) -> String {
    static SAID: LazyLock<Mutex<HashMap<(TileKind, Lang), String>>> = LazyLock::new(Mutex::default);
    let kept = SAID.lock().unwrap_or_else(PoisonError::into_inner).get(&(kind, lang)).cloned();
    if let Some(words) = kept {
        return words;
    }
    let words = worded(kind, lang);
    SAID.lock().unwrap_or_else(PoisonError::into_inner).insert((kind, lang), words.clone());
    words
}

/// [`words`], put together from the tile's data and its boxes' parts.
fn worded(kind: TileKind, lang: Lang) -> String {
    // A piece that stands for a tile (a monument's token) is told by its expansion.
    if let Some(text) = expansion::every().find_map(|e| e.tile_named(kind, None, lang)) {
        return text;
    }
    let def = kind.def();
    let mut pieces = Pieces::default();
    // What a tile is known by first (the river).
    expansion::every().for_each(|e| e.tile_parts(def, Stage::Lead, &mut pieces));
    let roads = def.segments.iter().filter(|s| s.kind == FeatureKind::Road);
    if def.monastery().is_some() {
        match roads.clone().filter(|r| r.road_end == Some(RoadEnd::Monastery)).count() {
            0 => pieces.add(Part::MONASTERY, None),
            n => pieces.add(Part::MONASTERY, Some((Part::ROAD, n))),
        }
    }
    let cities: Vec<&Segment> = def.segments.iter().filter(|s| s.kind == FeatureKind::City).collect();
    for city in &cities {
        let pennants = (city.pennants > 0).then_some((Part::PENNANT, city.pennants.into()));
        pieces.add(city_shape(def, city), pennants);
    }
    // Two caps: on opposite or adjacent sides tells them apart at a glance.
    let caps: Vec<u8> =
        cities.iter().filter(|c| c.edges.count_ones() == 1 && c.pennants == 0).map(|c| c.edges).collect();
    if let ([a, b], Footprint::Single) = (caps.as_slice(), def.footprint) {
        let opposite =
            Dir::ALL.iter().any(|d| a & (1 << d.index()) != 0 && b & (1 << d.opposite().index()) != 0);
        pieces.set_sides(Part::CITY_CAP, if opposite { "opposite" } else { "adjacent" });
    }
    // Roads that stop at a junction meet there: three make a junction, four a crossroads.
    match roads.clone().filter(|r| r.road_end == Some(RoadEnd::Junction)).count() {
        3 => pieces.add(Part::JUNCTION, None),
        4 => pieces.add(Part::CROSSROADS, None),
        n => (0..n).for_each(|_| pieces.add(Part::ROAD_TO_JUNCTION, None)),
    }
    for road in roads.clone() {
        match road.road_end {
            None if is_straight(road.edges) => pieces.add(Part::STRAIGHT_ROAD, None),
            None => pieces.add(Part::CURVED_ROAD, None),
            Some(RoadEnd::Gate) => pieces.add(Part::ROAD_TO_GATE, None),
            Some(RoadEnd::House) => pieces.add(Part::ROAD_TO_HOUSE, None),
            // Roads to a junction are counted above, a monastery's road goes with its
            // monastery, and an expansion's road end (a bazaar, a monument) is its own
            // part.
            Some(_) => {}
        }
        expansion::every().for_each(|e| e.tile_parts(def, Stage::Road(road), &mut pieces));
    }
    // An inn by a lake (`Markers::lake`); an inn on another tile is its expansion's
    // part (Inns & Cathedrals).
    for _ in roads.filter(|r| r.inn && def.markers.lake) {
        pieces.add(Part::INN, None);
    }
    // The expansions' markers (a bazaar, a vineyard, a garden), then what is said last
    // (a hill, which may make the whole tile "on a hill").
    expansion::every().for_each(|e| e.tile_parts(def, Stage::Markers, &mut pieces));
    expansion::every().for_each(|e| e.tile_parts(def, Stage::Last, &mut pieces));
    let text = match expansion::every().find_map(|e| e.tile_named(kind, Some(&pieces), lang)) {
        Some(text) => text,
        None if pieces.is_empty() => counted(lang, Part::FIELD, 1),
        None => pieces.listed(lang),
    };
    match pieces.around {
        Some(id) => lang.say(id, [("tile", text.into())]),
        None => text,
    }
}

/// Where `tile_words::words` asks the expansions for their parts of a tile, in the
/// order they are listed.
#[derive(Clone, Copy, Debug)]
pub(super) enum Stage<'a> {
    /// Before the base game's parts: what a tile is known by (the river's water).
    Lead,
    /// Right after one of the tile's roads (a road to a bazaar, to a monument).
    Road(&'a Segment),
    /// After the base game's parts: markers (a bazaar, a vineyard, a garden).
    Markers,
    /// After every marker: a hill, which may set the words around the whole tile.
    Last,
}

/// `words` with a capital letter, to open a sentence: "A city cap fits nowhere…".
pub fn capitalised(kind: TileKind, lang: Lang) -> String {
    let text = words(kind, lang);
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A thing a tile shows, counted in words by the `tile-part` message: its key, which
/// names its messages `tile-a-<key>` and `tile-many-<key>`. The base game's are here
/// (their words in `choices.ftl`); an expansion's are in its folder (their words in its
/// own `.ftl` file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Part(pub(super) &'static str);

impl Part {
    const MONASTERY: Part = Part("monastery");
    const CITY_CAP: Part = Part("city-cap");
    const CITY_ACROSS: Part = Part("city-across");
    const CITY_CORNER: Part = Part("city-corner");
    const CITY_THREE_SIDES: Part = Part("city-three-sides");
    const CITY_FOUR_SIDES: Part = Part("city-four-sides");
    const CITY: Part = Part("city");
    const JUNCTION: Part = Part("junction");
    const CROSSROADS: Part = Part("crossroads");
    const ROAD_TO_JUNCTION: Part = Part("road-to-junction");
    const STRAIGHT_ROAD: Part = Part("straight-road");
    const CURVED_ROAD: Part = Part("curved-road");
    const ROAD_TO_GATE: Part = Part("road-to-gate");
    const ROAD_TO_HOUSE: Part = Part("road-to-house");
    pub(super) const ROAD: Part = Part("road");
    const INN: Part = Part("inn");
    const PENNANT: Part = Part("pennant");
    const FIELD: Part = Part("field");

    /// The part once, with its article: "a city cap", "une ville en coin".
    fn a(self, lang: Lang) -> String {
        lang.say(&format!("tile-a-{}", self.0), [])
    }

    /// The part in the plural, without a number: "city caps", "villes en coin".
    fn many(self, lang: Lang) -> String {
        lang.say(&format!("tile-many-{}", self.0), [])
    }
}

/// The shape of a city by the sides it reaches.
fn city_shape(def: &TileDef, city: &Segment) -> Part {
    match (city.edges.count_ones(), def.footprint) {
        (1, _) => Part::CITY_CAP,
        (2, Footprint::Single) if is_straight(city.edges) => Part::CITY_ACROSS,
        (2, Footprint::Single) => Part::CITY_CORNER,
        (3, Footprint::Single) => Part::CITY_THREE_SIDES,
        (4, Footprint::Single) => Part::CITY_FOUR_SIDES,
        _ => Part::CITY,
    }
}

/// Whether two sides of a 1×1 tile are opposite (N and S, or E and W).
pub(super) fn is_straight(edges: u8) -> bool {
    let [n, e, s, w] = Dir::ALL.map(|d| 1u8 << d.index());
    edges == n | s || edges == e | w
}

/// "a road", "two roads"; "une route", "deux routes".
fn counted(lang: Lang, part: Part, count: usize) -> String {
    lang.say(
        "tile-part",
        [("a", part.a(lang).into()), ("many", part.many(lang).into()), ("count", count.into())],
    )
}

/// One part of a tile as often as it shows: what it is, what it carries (a city's
/// pennants, a monastery's roads) and, for city caps, how they lie.
#[derive(Debug)]
struct Piece {
    part: Part,
    with: Option<(Part, usize)>,
    count: usize,
    /// `opposite` or `adjacent`, for two city caps.
    sides: Option<&'static str>,
}

impl Piece {
    /// "a city cap with a pennant", "two city caps on opposite sides", "two city corners
    /// with pennants".
    fn say(&self, lang: Lang) -> String {
        let mut text = counted(lang, self.part, self.count);
        if let Some((part, n)) = self.with {
            let with = match self.count {
                1 => counted(lang, part, n),
                _ => lang.say("tile-some", [("many", part.many(lang).into())]),
            };
            text = lang.say("tile-with", [("part", text.into()), ("with", with.into())]);
        }
        match self.sides {
            Some(sides) if self.count > 1 => {
                lang.say("tile-sides", [("part", FluentValue::from(text)), ("sides", sides.into())])
            }
            _ => text,
        }
    }
}

/// The parts of a tile in order, the same part counted ("two city caps"), and the
/// message said around the whole tile's words, if any (`tile-on-a-hill`).
#[derive(Default)]
pub(super) struct Pieces {
    parts: Vec<Piece>,
    around: Option<&'static str>,
}

impl Pieces {
    /// One more `part`, carrying `with` (a city's pennants, a monastery's roads).
    pub(super) fn add(&mut self, part: Part, with: Option<(Part, usize)>) {
        match self.parts.iter_mut().find(|p| p.part == part && p.with == with) {
            Some(piece) => piece.count += 1,
            None => self.parts.push(Piece { part, with, count: 1, sides: None }),
        }
    }

    /// Says how the plain parts `part` lie when there are several of them.
    fn set_sides(&mut self, part: Part, sides: &'static str) {
        if let Some(piece) = self.parts.iter_mut().find(|p| p.part == part && p.with.is_none() && p.count > 1)
        {
            piece.sides = Some(sides);
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// One part, once.
    pub(super) fn single(&self) -> bool {
        matches!(self.parts.as_slice(), [Piece { count: 1, .. }])
    }

    /// Says the message `id` around the whole tile's words (its `$tile`): "a city
    /// corner on a hill".
    pub(super) fn around(&mut self, id: &'static str) {
        self.around = Some(id);
    }

    /// "a, b and c"; "a, b et c".
    pub(super) fn listed(&self, lang: Lang) -> String {
        let parts: Vec<String> = self.parts.iter().map(|p| p.say(lang)).collect();
        match parts.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => lang.say(
                "list-and",
                [("init", init.join(", ").into()), ("last", FluentValue::from(last.as_str()))],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::monuments::Monument;

    use super::*;

    /// Tiles' words, checked once by hand against their rows of the tile tables.
    const WORDS: &[(&str, &str)] = &[
        ("BA/L", "a monastery"),
        ("BA/LR", "a monastery with a road"),
        ("BA/RCr", "a city cap and a straight road"),
        ("BA/Cccc+", "a city on all four sides with a pennant"),
        ("BA/CccR+", "a three-sided city with a pennant and a road to a city gate"),
        ("BA/CccR", "a three-sided city and a road to a city gate"),
        ("BA/CFc+", "a city across the tile with a pennant"),
        ("BA/CFc.1", "a city across the tile"),
        ("BA/Cc.1", "a city corner"),
        ("BA/Cc+", "a city corner with a pennant"),
        ("BA/CcRr", "a city corner and a curved road"),
        ("BA/CcRr+", "a city corner with a pennant and a curved road"),
        ("BA/Ccc", "a three-sided city"),
        ("BA/Ccc+", "a three-sided city with a pennant"),
        ("BA/CRr", "a city cap and a curved road"),
        ("BA/CRRR", "a city cap and a junction of three roads"),
        ("BA/RrC", "a city cap and a curved road"),
        ("BA/C", "a city cap"),
        ("BA/CFC.2", "two city caps on opposite sides"),
        ("BA/CC.2", "two city caps on adjacent sides"),
        ("BA/RRRR", "a crossroads"),
        ("BA/RRR", "a junction of three roads"),
        ("BA/Rr", "a curved road"),
        ("BA/RFr", "a straight road"),
        ("HS/C!.v", "a city cap and a vineyard"),
        ("HS/CC!.v", "two city corners and a vineyard"),
        ("HS/Cc.h.1", "a city corner on a hill"),
        ("HS/CC.h.2", "two city caps on adjacent sides and a hill"),
        ("HS/Cc.v", "a city corner and a vineyard"),
        ("HS/CFC.h", "two city caps on opposite sides and a hill"),
        ("HS/CFC.v", "two city caps on opposite sides and a vineyard"),
        ("HS/CFR.h", "a city cap, a road to a city gate and a hill"),
        ("HS/CRr.h", "a city cap, a curved road and a hill"),
        ("HS/LCRr", "a monastery, a city cap and a curved road"),
        ("HS/LRrR", "a monastery with a road and a curved road"),
        ("HS/RCC.v", "two city caps on adjacent sides, a road to a city gate and a vineyard"),
        ("HS/RFR.h", "two roads ending at houses and a hill"),
        ("HS/RR.h", "two roads ending at houses and a hill"),
        ("HS/RrC.h", "a city cap, a curved road and a hill"),
        ("HS/RRr.v", "a straight road, a road ending at a house and a vineyard"),
        ("BB/Cccc.b", "a city on all four sides and a bazaar"),
        ("BB/CCCR", "three city caps and a road to a city gate"),
        ("BB/CFc.b", "a city across the tile and a bazaar"),
        ("BB/CFR!", "a city cap and a road to a city gate"),
        ("BB/CFR.b", "a city cap and a road to a bazaar"),
        ("BB/F.b", "a bazaar"),
        ("BB/LCFc", "a monastery and a city across the tile"),
        ("BB/LRFr", "a monastery and a straight road"),
        ("BB/R.bi", "a road to a bazaar and an inn by a lake"),
        ("BB/RFR.b", "two roads to a bazaar"),
        ("BB/RFR.bi", "two roads to a bazaar and an inn by a lake"),
        ("MO/Cathedral", "the Cathedral, a large tile with a road"),
        ("MO/Arena", "the Arena, a large tile with two city caps and two roads"),
        ("MO/Lighthouse", "the Lighthouse, a large tile with a city cap and two roads"),
        ("MO/Library", "the Great Library, a large tile with two city caps and two roads"),
        ("MO/Cathedral.t", "the Cathedral token (played as its large tile)"),
        ("MO/Arena.t", "the Arena token (played as its large tile)"),
        ("MO/Lighthouse.t", "the Lighthouse token (played as its large tile)"),
        ("MO/Library.t", "the Great Library token (played as its large tile)"),
    ];

    /// Every tile's words: the base game's and the older expansions' here, the others'
    /// in their folders (`Examples::tiles`).
    #[test]
    fn every_tile_has_its_words() {
        let theirs = super::super::expansion::examples().flat_map(|e| e.tiles);
        let all: Vec<&(&str, &str)> = WORDS.iter().chain(theirs).collect();
        for &&(id, expected) in &all {
            let kind: TileKind = id.parse().unwrap();
            assert_eq!(words(kind, Lang::En), expected, "{id}");
        }
        assert_eq!(all.len(), TileKind::all().count(), "every tile is listed");
    }

    /// Some tiles' French words, checked by hand: genders, articles and plurals.
    const FRENCH: &[(&str, &str)] = &[
        ("BA/L", "une abbaye"),
        ("BA/LR", "une abbaye avec une route"),
        ("BA/CcRr+", "une ville en coin avec un blason et une route en courbe"),
        ("BA/CccR", "une ville sur trois côtés et une route vers la ville"),
        ("BA/CFC.2", "deux bouts de ville opposés"),
        ("BA/CC.2", "deux bouts de ville en angle"),
        ("BA/RRRR", "un carrefour"),
        ("BA/RRR", "un croisement de trois routes"),
        ("HS/Cc.h.1", "une ville en coin sur une colline"),
        ("HS/CRr.h", "un bout de ville, une route en courbe et une colline"),
        ("HS/RR.h", "deux routes finissant à des maisons et une colline"),
        ("BB/CCCR", "trois bouts de ville et une route vers la ville"),
        ("BB/F.b", "un bazar"),
        ("BB/R.bi", "une route vers un bazar et une auberge au bord d'un lac"),
        ("MO/Arena", "l'Arène, une grande tuile avec deux bouts de ville et deux routes"),
        ("MO/Lighthouse", "le Phare, une grande tuile avec un bout de ville et deux routes"),
        ("MO/Cathedral.t", "le jeton de la Cathédrale (posé comme sa grande tuile)"),
        ("MO/Lighthouse.t", "le jeton du Phare (posé comme sa grande tuile)"),
        ("AB/Cc+.g", "une ville en coin avec un blason et un jardin"),
        ("AB/RR.h.g", "deux routes finissant à des maisons, un jardin et une colline"),
    ];

    #[test]
    fn french_words_agree() {
        for &(id, expected) in FRENCH {
            let kind: TileKind = id.parse().unwrap();
            assert_eq!(words(kind, Lang::Fr), expected, "{id}");
        }
        assert_eq!(capitalised("BA/C".parse().unwrap(), Lang::Fr), "Un bout de ville");
        assert_eq!(
            capitalised("MO/Arena.t".parse().unwrap(), Lang::Fr),
            "Le jeton de l'Arène (posé comme sa grande tuile)"
        );
    }

    /// Words fit a button (Discord allows 80 characters, "Keep 1: " or "Garder 1 : " in
    /// front) and never show an id nor, in French, an English word. A monument's large
    /// tile is never offered on a button (its token is): only its English words must fit.
    #[test]
    fn words_are_short_and_plain() {
        for kind in TileKind::all() {
            for lang in Lang::ALL {
                let text = words(kind, lang);
                let large = Monument::of_tile(kind).is_some();
                let max = if lang == Lang::Fr { 69 } else { 70 };
                assert!(text.chars().count() <= max || (large && lang == Lang::Fr), "{kind}: {text}");
                assert!(!text.contains('/') && !text.contains(kind.id()), "{kind}: {text}");
            }
            let french = words(kind, Lang::Fr);
            assert!(english::words_in(&french).is_empty(), "{kind}: {french}");
        }
        assert_eq!(capitalised("BA/C".parse().unwrap(), Lang::En), "A city cap");
    }
}

/// Words that are English only, to check no French text shows one: the list the French
/// integration tests read too (`tests/support/english-only.txt`).
#[cfg(test)]
pub(crate) mod english {
    /// The English-only words of `text`, in any case, leaving out backticked commands
    /// (written in the canonical notation, whatever the language).
    pub(crate) fn words_in(text: &str) -> Vec<String> {
        let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        prose
            .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '_')
            .filter(|w| !is_half_edge(w))
            .map(str::to_lowercase)
            .filter(|w| {
                include_str!("../../tests/support/english-only.txt")
                    .lines()
                    .filter(|line| !line.starts_with('#'))
                    .flat_map(str::split_whitespace)
                    .any(|english| english == w)
            })
            .collect()
    }

    /// A field's half-edge as French writes it (`No`, `So`: north-west, south-west),
    /// which is no English "no".
    fn is_half_edge(word: &str) -> bool {
        let mut letters = word.chars();
        matches!(
            (letters.next(), letters.next(), letters.next()),
            (Some('N' | 'E' | 'S' | 'O'), Some('o' | 'e' | 'n' | 's'), None)
        )
    }
}
