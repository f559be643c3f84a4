//! Tiles in players' words — "a city corner with a pennant and a curved road" — built
//! from the tile data: the shape of each city (by the sides it reaches), each road (its
//! sides, or what it ends at), the monastery, pennants, an inn's lake and the markers
//! (bazaar, vineyard, hill). No tile id appears here: a new row of the tile tables gets
//! its words from its columns. Ids stay the notation of commands, history and JSON.

use carcassonne_engine::tile::{RoadEnd, Segment};
use carcassonne_engine::{Dir, FeatureKind, Footprint, Monument, TileDef, TileKind};

use super::Lang;

/// A tile in words, starting with an article: "a city cap and a straight road".
pub fn words(kind: TileKind, lang: Lang) -> String {
    let _ = lang;
    if let Some(monument) = Monument::of_token(kind) {
        return format!("the {} token (played as its large tile)", monument.title());
    }
    let def = kind.def();
    let mut pieces = Pieces::default();
    let roads = def.segments.iter().filter(|s| s.kind == FeatureKind::Road);
    if def.monastery().is_some() {
        match roads.clone().filter(|r| r.road_end == Some(RoadEnd::Monastery)).count() {
            0 => pieces.add("monastery", "monasteries"),
            n => pieces
                .add(&format!("monastery with {}", counted(n, "road", "roads")), "monasteries with roads"),
        }
    }
    let cities: Vec<&Segment> = def.segments.iter().filter(|s| s.kind == FeatureKind::City).collect();
    for city in &cities {
        let (one, many) = city_shape(def, city);
        match city.pennants {
            0 => pieces.add(one, many),
            n => pieces.add(
                &format!("{one} with {}", counted(n.into(), "pennant", "pennants")),
                &format!("{many} with pennants"),
            ),
        }
    }
    // Two caps: on opposite or adjacent sides tells them apart at a glance.
    let caps: Vec<u8> =
        cities.iter().filter(|c| c.edges.count_ones() == 1 && c.pennants == 0).map(|c| c.edges).collect();
    if let ([a, b], Footprint::Single) = (caps.as_slice(), def.footprint) {
        let opposite =
            Dir::ALL.iter().any(|d| a & (1 << d.index()) != 0 && b & (1 << d.opposite().index()) != 0);
        pieces.rename("city cap", if opposite { "on opposite sides" } else { "on adjacent sides" });
    }
    // Roads that stop at a junction meet there: three make a junction, four a crossroads.
    match roads.clone().filter(|r| r.road_end == Some(RoadEnd::Junction)).count() {
        3 => pieces.add("junction of three roads", "junctions of three roads"),
        4 => pieces.add("crossroads", "crossroads"),
        n => (0..n).for_each(|_| pieces.add("road ending at a junction", "roads ending at a junction")),
    }
    for road in roads.clone() {
        match road.road_end {
            None if is_straight(road.edges) => pieces.add("straight road", "straight roads"),
            None => pieces.add("curved road", "curved roads"),
            Some(RoadEnd::Gate) => pieces.add("road to a city gate", "roads to city gates"),
            Some(RoadEnd::House) => pieces.add("road ending at a house", "roads ending at houses"),
            Some(RoadEnd::Bazaar) => pieces.add("road to a bazaar", "roads to a bazaar"),
            Some(RoadEnd::Monument) => pieces.add("road", "roads"),
            Some(RoadEnd::Junction | RoadEnd::Monastery) => {}
        }
    }
    for _ in roads.filter(|r| r.inn) {
        pieces.add("inn by a lake", "inns by a lake");
    }
    let bazaar_road = def.segments.iter().any(|s| s.road_end == Some(RoadEnd::Bazaar));
    if def.markers.bazaar && !bazaar_road {
        pieces.add("bazaar", "bazaars");
    }
    if def.markers.vineyard {
        pieces.add("vineyard", "vineyards");
    }
    // "a city corner on a hill", else the hill is one more part: "…, a curved road and
    // a hill" reads on in a sentence ("placed … at 1 0").
    let on_a_hill = def.markers.hill && pieces.single();
    if def.markers.hill && !on_a_hill {
        pieces.add("hill", "hills");
    }
    let mut text = match Monument::of_tile(kind) {
        Some(monument) if pieces.is_empty() => format!("the {}, a large tile", monument.title()),
        Some(monument) => format!("the {}, a large tile with {}", monument.title(), pieces.listed()),
        None if pieces.is_empty() => "a field".to_string(),
        None => pieces.listed(),
    };
    if on_a_hill {
        text += " on a hill";
    }
    text
}

/// `words` with a capital letter, to open a sentence: "A city cap fits nowhere…".
pub fn capitalised(kind: TileKind, lang: Lang) -> String {
    let text = words(kind, lang);
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The shape of a city by the sides it reaches, singular and plural.
fn city_shape(def: &TileDef, city: &Segment) -> (&'static str, &'static str) {
    match (city.edges.count_ones(), def.footprint) {
        (1, _) => ("city cap", "city caps"),
        (2, Footprint::Single) if is_straight(city.edges) => {
            ("city across the tile", "cities across the tile")
        }
        (2, Footprint::Single) => ("city corner", "city corners"),
        (3, Footprint::Single) => ("three-sided city", "three-sided cities"),
        (4, Footprint::Single) => ("city on all four sides", "cities on all four sides"),
        _ => ("city", "cities"),
    }
}

/// Whether two sides of a 1×1 tile are opposite (N and S, or E and W).
fn is_straight(edges: u8) -> bool {
    let [n, e, s, w] = Dir::ALL.map(|d| 1u8 << d.index());
    edges == n | s || edges == e | w
}

/// "a road", "two roads".
fn counted(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => with_article(one),
        n => format!("{} {many}", number(n)),
    }
}

fn number(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        n => n.to_string(),
    }
}

fn with_article(noun: &str) -> String {
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {noun}")
}

/// The parts of a tile in order, the same part counted ("two city caps").
#[derive(Default)]
struct Pieces(Vec<(String, String, usize)>);

impl Pieces {
    fn add(&mut self, one: &str, many: &str) {
        match self.0.iter_mut().find(|(o, _, _)| o == one) {
            Some((_, _, n)) => *n += 1,
            None => self.0.push((one.to_string(), many.to_string(), 1)),
        }
    }

    /// Adds `where_` to a part counted more than once ("two city caps on opposite sides").
    fn rename(&mut self, one: &str, where_: &str) {
        if let Some((_, many, _)) = self.0.iter_mut().find(|(o, _, n)| o == one && *n > 1) {
            *many = format!("{many} {where_}");
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// One part, once.
    fn single(&self) -> bool {
        matches!(self.0.as_slice(), [(_, _, 1)])
    }

    /// "a, b and c".
    fn listed(&self) -> String {
        let parts: Vec<String> = self.0.iter().map(|(one, many, n)| counted(*n, one, many)).collect();
        match parts.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tile's words, checked once by hand against its row of the tile tables.
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

    #[test]
    fn every_tile_has_its_words() {
        for &(id, expected) in WORDS {
            let kind: TileKind = id.parse().unwrap();
            assert_eq!(words(kind, Lang::En), expected, "{id}");
        }
        assert_eq!(WORDS.len(), TileKind::all().count(), "every tile is listed");
    }

    /// Words fit a button (Discord allows 80 characters, "Keep 1: " or "Tile 3: " in
    /// front) and never show an id.
    #[test]
    fn words_are_short_and_plain() {
        for kind in TileKind::all() {
            let text = words(kind, Lang::En);
            assert!(text.chars().count() <= 70, "{kind}: {text}");
            assert!(!text.contains('/') && !text.contains(kind.id()), "{kind}: {text}");
        }
        assert_eq!(capitalised("BA/C".parse().unwrap(), Lang::En), "A city cap");
    }
}
