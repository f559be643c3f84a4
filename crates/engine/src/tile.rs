//! What a tile is: edges and segments, read from the tile tables in `tiles/*.txt`.
//!
//! A tile is a row of data, never a match arm. This module owns the row format and its
//! parser; it knows nothing of the board. Segments are given in the tile's own
//! orientation (rotation 0); the catalog turns them.

use std::fmt;

use crate::category::Category;
use crate::footprint::Footprint;
use crate::geometry::{Dir, HalfEdge};
use crate::rules::traders_builders::Good;
use crate::rules::{Expansion, tile_table_of};

/// What an edge of a tile shows; two tiles may touch only where these are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    Field = 0,
    Road = 1,
    City = 2,
    /// The River: water runs across the edge. No feature (no figure stands on water);
    /// the fields on its two halves are the banks.
    Water = 3,
}

impl EdgeKind {
    /// The feature whose segments sit on an edge of this kind (fields sit on halves).
    pub const fn feature(self) -> Option<FeatureKind> {
        match self {
            EdgeKind::Field | EdgeKind::Water => None,
            EdgeKind::Road => Some(FeatureKind::Road),
            EdgeKind::City => Some(FeatureKind::City),
        }
    }
}

/// The kinds of feature a figure can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FeatureKind {
    Road,
    City,
    Monastery,
    Field,
    /// The Abbot: a garden, printed in a field; only an abbot stands in it, and it
    /// scores like a monastery (no vineyard bonus). Without The Abbot it is no feature
    /// of the game: nobody may stand in it and it never completes.
    Garden,
}

/// The points a feature of this kind scores are of the category of the same name (a
/// garden's, of The Abbot's `Category::Garden`).
impl From<FeatureKind> for Category {
    fn from(kind: FeatureKind) -> Category {
        match kind {
            FeatureKind::Road => Category::Road,
            FeatureKind::City => Category::City,
            FeatureKind::Monastery => Category::Monastery,
            FeatureKind::Field => Category::Field,
            FeatureKind::Garden => Category::Garden,
        }
    }
}

impl FeatureKind {
    /// All kinds, in the order of the score breakdown.
    pub const ALL: [FeatureKind; 5] = [
        FeatureKind::Road,
        FeatureKind::City,
        FeatureKind::Monastery,
        FeatureKind::Field,
        FeatureKind::Garden,
    ];

    /// Whether a figure stands on this kind without an edge to name it, and the kind
    /// scores by the eight cells around it (a monastery, a garden).
    pub const fn is_cloister(self) -> bool {
        matches!(self, FeatureKind::Monastery | FeatureKind::Garden)
    }

    /// Whether a meeple may stand in it (not in a garden: only an abbot goes there).
    pub const fn takes_meeples(self) -> bool {
        !matches!(self, FeatureKind::Garden)
    }

    /// The notation word (`road`, `city`, `monastery`, `field`).
    pub const fn word(self) -> &'static str {
        match self {
            FeatureKind::Road => "road",
            FeatureKind::City => "city",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Field => "field",
            FeatureKind::Garden => "garden",
        }
    }

    /// The kind named by a notation word.
    pub fn from_word(word: &str) -> Option<FeatureKind> {
        FeatureKind::ALL.into_iter().find(|k| k.word().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for FeatureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Where a road that stops on its tile stops; drawn by the renderer, no rule depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoadEnd {
    Junction,
    Monastery,
    Gate,
    House,
    Bazaar,
    /// Monuments: the monument in the middle of a large tile.
    Monument,
    /// Princess & Dragon: the volcano in the middle of `DG/R.v`.
    Volcano,
}

impl RoadEnd {
    const WORDS: [(&'static str, RoadEnd); 7] = [
        ("junction", RoadEnd::Junction),
        ("monastery", RoadEnd::Monastery),
        ("gate", RoadEnd::Gate),
        ("house", RoadEnd::House),
        ("bazaar", RoadEnd::Bazaar),
        ("monument", RoadEnd::Monument),
        ("volcano", RoadEnd::Volcano),
    ];
}

/// Writes [`Markers`] from the landmarks the expansions' tiles print, as the registry
/// (`rules/mod.rs`) hands them over from its rows (`markers [hill, vineyard]`), in
/// registry order, so that a landmark is a part of its expansion's row, not a field
/// listed here. (The struct is written where the registry is, `rules::Markers`, and
/// named from here.)
macro_rules! markers {
    ($($marker:ident)*) => {
        /// Landmarks printed on a tile that rules or the renderer care about, named by
        /// their words in the tile tables' markers column: the lake beside an inn, which
        /// the shared tile art draws, then each expansion's own.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Markers {
            $(pub $marker: bool,)*
        }

        impl Markers {
            /// Sets the landmark `word` names; `false` when it names none.
            pub(crate) fn set(&mut self, word: &str) -> bool {
                $(if word == stringify!($marker) {
                    self.$marker = true;
                    return true;
                })*
                false
            }
        }
    };
}
pub(crate) use markers;

pub use crate::rules::Markers;

/// One feature part printed on a tile: a city area, a road, a field or a monastery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub kind: FeatureKind,
    /// The label used in the table (`c1`, `r2`, `f1`, `m`).
    pub label: &'static str,
    /// Edge segments a road or city reaches, bit = edge segment index (on a 1×1 tile,
    /// `Dir::index()`; see [`Footprint`]).
    pub edges: u8,
    /// Halves of edge segments a field reaches, bit = half index (on a 1×1 tile,
    /// `HalfEdge::index()`).
    pub halves: u16,
    /// Pennants (coats of arms) in a city.
    pub pennants: u8,
    /// A cathedral in this city (Inns & Cathedrals: the city scores more when complete
    /// and nothing when left incomplete; no effect without that expansion).
    pub cathedral: bool,
    /// A city cap that may become a castle (Bridges, Castles & Bazaars).
    pub castle_base: bool,
    /// The tile data forbids a castle here although the city touches one edge.
    pub castle_forbidden: bool,
    /// A road that stops on this tile, and at what.
    pub road_end: Option<RoadEnd>,
    /// An inn on this road (an inn by a lake on Bridges, Castles & Bazaars' tiles): the
    /// road scores more when complete and nothing when left incomplete, with Inns &
    /// Cathedrals in play; no effect without it.
    pub inn: bool,
    /// Traders & Builders: the good printed in this city, taken by whoever completes it.
    pub goods: Option<Good>,
    /// Princess & Dragon: a princess in this city, who may send a knight of the city it
    /// joins home (`[princess]`).
    pub princess: bool,
    /// For a field: the cities of this tile it touches, bit = segment index.
    pub cities: u16,
}

impl Segment {
    pub(crate) fn new(kind: FeatureKind, label: &'static str) -> Segment {
        Segment {
            kind,
            label,
            edges: 0,
            halves: 0,
            pennants: 0,
            cathedral: false,
            castle_base: false,
            castle_forbidden: false,
            road_end: None,
            inn: false,
            goods: None,
            princess: false,
            cities: 0,
        }
    }

    /// Whether the segment reaches side `dir` of a 1×1 tile (roads and cities).
    pub const fn touches(&self, dir: Dir) -> bool {
        self.edges & (1 << dir as u8) != 0
    }

    /// Whether the segment covers half-edge `half` of a 1×1 tile (fields).
    pub const fn covers(&self, half: HalfEdge) -> bool {
        self.halves & (1 << half as u8) != 0
    }

    /// Whether it is a field walled in by the tile's cities, reaching no edge (`(inner)`
    /// in the tile tables): it never joins another tile's field, and its spot is named
    /// by no half-edge (`field`).
    pub const fn walled_in(&self) -> bool {
        matches!(self.kind, FeatureKind::Field) && self.halves == 0
    }
}

/// The box a tile comes from, read from the id prefix: the base game's (`BA`) or an
/// expansion's (the prefix of its table of tiles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TileSet {
    Base,
    Expansion(Expansion),
}

impl TileSet {
    fn from_prefix(id: &str) -> Option<TileSet> {
        let prefix = id.split('/').next()?;
        if prefix == BASE.prefix {
            return Some(TileSet::Base);
        }
        Expansion::ALL
            .into_iter()
            .find(|&e| tile_table_of(e).is_some_and(|t| t.prefix == prefix))
            .map(TileSet::Expansion)
    }
}

/// A tile table: the text of a file in `tiles/` and the prefix of its ids.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TileTable {
    pub prefix: &'static str,
    pub text: &'static str,
}

/// The base game's tiles.
pub(crate) const BASE: TileTable = TileTable { prefix: "BA", text: include_str!("../tiles/base.txt") };

/// One row of a tile table: a kind of tile and how many the box holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDef {
    /// The community id, e.g. `BA/RCr`.
    pub id: &'static str,
    pub set: TileSet,
    /// Copies in the box.
    pub count: u8,
    /// The cells it covers: 1×1, or 2×2 for a monument.
    pub footprint: Footprint,
    /// Edge kinds by edge segment: N E S W for a 1×1 tile, N1 N2 E1 … W2 for a 2×2 one.
    pub edges: Vec<EdgeKind>,
    pub segments: Vec<Segment>,
    pub markers: Markers,
    /// The Abbot: the id of the tile this garden tile stands in for (one copy of it).
    pub replaces: Option<&'static str>,
    /// A short human description.
    pub description: &'static str,
    /// Whether it prints nothing on its border, no road, city or field (Abbey & Mayor's
    /// abbey tile): it fits against any edge and closes what meets it. Worked out once
    /// as the table is read, since every placement asks.
    pub blank_border: bool,
}

impl TileDef {
    /// The segment index of the monastery, if the tile has one.
    pub fn monastery(&self) -> Option<usize> {
        self.segment_of(FeatureKind::Monastery)
    }

    /// The segment index of the garden, if the tile has one.
    pub fn garden(&self) -> Option<usize> {
        self.segment_of(FeatureKind::Garden)
    }

    /// The segment index of the first feature of `kind` (the one, for a kind without
    /// ports: a monastery, a garden).
    pub fn segment_of(&self, kind: FeatureKind) -> Option<usize> {
        self.segments.iter().position(|s| s.kind == kind)
    }

    /// The segments that complete when the eight cells around fill (`is_cloister`: its
    /// monastery, its garden).
    pub fn cloisters(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.segments.len()).filter(|&s| self.segments[s].kind.is_cloister())
    }
}

/// A tile table row that does not follow the format.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("tile table line {line}: {message}")]
pub struct TileTableError {
    pub line: usize,
    pub message: String,
}

/// Reads a tile table (see `tiles/base.txt` for the format).
///
/// # Errors
/// The first malformed row, with its line number.
pub fn parse_table(text: &'static str) -> Result<Vec<TileDef>, TileTableError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| parse_row(l).map_err(|message| TileTableError { line: i + 1, message }))
        .collect()
}

fn is_none(col: &str) -> bool {
    matches!(col, "–" | "-" | "")
}

fn parse_row(line: &'static str) -> Result<TileDef, String> {
    let cols: Vec<&'static str> = line.split('|').map(str::trim).collect();
    let [id, count, edges, cities, roads, fields, markers, description] = cols[..] else {
        return Err(format!("expected 8 columns, found {}", cols.len()));
    };
    let set = TileSet::from_prefix(id).ok_or_else(|| format!("unknown set in id `{id}`"))?;
    let count = count.parse().map_err(|_| format!("bad count `{count}`"))?;
    let edge_words: Vec<&str> = edges.split_whitespace().collect();
    let footprint = match edge_words.len() {
        4 => Footprint::Single,
        8 => Footprint::Square,
        _ => return Err(format!("expected 4 edges (or 8 for a 2×2 tile), found `{edges}`")),
    };
    let edge_kinds = edge_words
        .iter()
        .map(|word| match *word {
            "F" => Ok(EdgeKind::Field),
            "R" => Ok(EdgeKind::Road),
            "C" => Ok(EdgeKind::City),
            "W" => Ok(EdgeKind::Water),
            other => Err(format!("bad edge kind `{other}`")),
        })
        .collect::<Result<Vec<_>, _>>()?;

    let mut segments = Vec::new();
    for entry in split_entries(cities) {
        segments.push(parse_city(entry, footprint)?);
    }
    for entry in split_entries(roads) {
        segments.push(parse_road(entry, footprint)?);
    }
    for entry in split_entries(fields) {
        let field = parse_field(entry, footprint, &segments)?;
        segments.push(field);
    }

    let mut marks = Markers::default();
    let mut replaces = None;
    for word in markers.split(',').map(str::trim).filter(|w| !is_none(w)) {
        match word {
            "monastery" => segments.push(Segment::new(FeatureKind::Monastery, "m")),
            "garden" => segments.push(Segment::new(FeatureKind::Garden, "g")),
            other if other.starts_with("replaces:") => replaces = Some(&other["replaces:".len()..]),
            other if marks.set(other) => {}
            other => return Err(format!("unknown marker `{other}`")),
        }
    }
    let blank_border = segments.iter().all(|s| s.edges == 0 && s.halves == 0 && !s.walled_in());
    Ok(TileDef {
        id,
        set,
        count,
        footprint,
        edges: edge_kinds,
        segments,
        markers: marks,
        replaces,
        description,
        blank_border,
    })
}

fn split_entries(col: &'static str) -> impl Iterator<Item = &'static str> {
    col.split(';').map(str::trim).filter(|e| !is_none(e))
}

/// Splits `c1:N+W [1 pennant] {K} (goods:wine)` into the label and the rest.
fn label_and_body(entry: &'static str) -> Result<(&'static str, &'static str), String> {
    entry.split_once(':').ok_or_else(|| format!("segment `{entry}` has no label"))
}

fn parse_edges(list: &str, footprint: Footprint) -> Result<u8, String> {
    list.split('+').try_fold(0u8, |mask, word| {
        let edge = footprint.parse_edge(word.trim()).ok_or_else(|| format!("`{word}` is not an edge"))?;
        Ok(mask | 1 << edge)
    })
}

fn parse_city(entry: &'static str, footprint: Footprint) -> Result<Segment, String> {
    let (label, body) = label_and_body(entry)?;
    let mut seg = Segment::new(FeatureKind::City, label);
    let edge_list = body.split([' ', '[', '{']).next().unwrap_or_default();
    seg.edges = parse_edges(edge_list, footprint)?;
    // Bracketed marks: `[N pennant]`, `[cathedral]`, `[princess]`.
    for mark in body.split('[').skip(1).map(|m| m.split(']').next().unwrap_or_default().trim()) {
        if mark == "cathedral" || mark == "princess" {
            seg.cathedral |= mark == "cathedral";
            seg.princess |= mark == "princess";
            continue;
        }
        let n = mark.split_whitespace().next().unwrap_or_default();
        seg.pennants = n.parse().map_err(|_| format!("bad pennant count in `{entry}`"))?;
    }
    seg.castle_base = body.contains("{K}");
    seg.castle_forbidden = body.contains("{noK!}");
    if let Some((_, rest)) = body.split_once("(goods:") {
        let word = rest.split(')').next().unwrap_or_default();
        seg.goods = Some(Good::from_word(word).ok_or_else(|| format!("unknown good `{word}`"))?);
    }
    Ok(seg)
}

fn parse_road(entry: &'static str, footprint: Footprint) -> Result<Segment, String> {
    let (label, body) = label_and_body(entry)?;
    let mut seg = Segment::new(FeatureKind::Road, label);
    let edge_list = body.split([' ', '(', '[']).next().unwrap_or_default();
    seg.edges = parse_edges(edge_list, footprint)?;
    if let Some((_, rest)) = body.split_once("(end:") {
        let word = rest.split(')').next().unwrap_or_default();
        let end = RoadEnd::WORDS.iter().find(|(w, _)| *w == word);
        seg.road_end = Some(end.ok_or_else(|| format!("unknown road end `{word}`"))?.1);
    } else if body.contains("(end") {
        return Err(format!("road end in `{entry}` must say where: (end:junction) …"));
    }
    seg.inn = body.contains("[inn]");
    Ok(seg)
}

fn parse_field(entry: &'static str, footprint: Footprint, earlier: &[Segment]) -> Result<Segment, String> {
    let (label, body) = label_and_body(entry)?;
    let mut seg = Segment::new(FeatureKind::Field, label);
    let (halves, cities) = body.split_once('→').ok_or_else(|| format!("field `{entry}` lacks →"))?;
    // `(inner)`: a field walled in by the tile's cities, on no half-edge.
    for word in halves.split('+').filter(|w| w.trim() != "(inner)") {
        let half = footprint.parse_half(word.trim()).ok_or_else(|| format!("`{word}` is not a half-edge"))?;
        seg.halves |= 1 << half;
    }
    for city in cities.split(',').map(str::trim).filter(|c| *c != "∅") {
        let index = earlier
            .iter()
            .position(|s| s.kind == FeatureKind::City && s.label == city)
            .ok_or_else(|| format!("field `{label}` touches unknown city `{city}`"))?;
        seg.cities |= 1 << index;
    }
    Ok(seg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_row_with_every_column() {
        let rows = parse_table(
            "BB/R.bi | 1 | F F R F | – | r1:S(end:bazaar) [inn] | f1:Nw+Ne+En+Es+Se+Sw+Ws+Wn→∅ | bazaar | x\n\
             BA/CC.2 | 2 | C F F C | c1:N {K}; c2:W [2 pennant] | – | f1:En+Es+Se+Sw→c1,c2 | hill, monastery | y",
        )
        .unwrap();
        let road = &rows[0].segments[0];
        assert_eq!((road.edges, road.road_end, road.inn), (0b0100, Some(RoadEnd::Bazaar), true));
        assert!(rows[0].markers.bazaar);
        let [c1, c2, f1, m] = &rows[1].segments[..] else { panic!("four segments") };
        assert!(c1.castle_base && !c2.castle_base);
        assert_eq!(c2.pennants, 2);
        assert!(!c1.cathedral && !c2.cathedral);
        assert_eq!(f1.cities, 0b11);
        assert_eq!(m.kind, FeatureKind::Monastery);
        assert!(rows[1].markers.hill);
    }

    #[test]
    fn reads_a_cathedral_beside_pennants() {
        let rows =
            parse_table("IC/X | 1 | C C C C | c1:N+E+S+W [cathedral] [2 pennant] | – | – | – | x").unwrap();
        let city = &rows[0].segments[0];
        assert_eq!((city.cathedral, city.pennants, city.edges), (true, 2, 0b1111));
    }

    #[test]
    fn reads_a_field_walled_in_by_cities() {
        let rows = parse_table("IC/X | 1 | C C C C | c1:N; c2:E+S+W | – | f1:(inner)→c1,c2 | – | x").unwrap();
        let field = &rows[0].segments[2];
        assert!(field.walled_in());
        assert_eq!((field.halves, field.cities), (0, 0b11));
        assert!(!rows[0].segments[0].walled_in(), "a city is no field");
    }

    #[test]
    fn reports_the_bad_line() {
        let err = parse_table("# comment\nBA/X | 1 | F F F | – | – | – | – | z").unwrap_err();
        assert_eq!(err.line, 2);
        let err = parse_table("BA/X | 1 | F F R F | – | r1:S(end) | – | – | z").unwrap_err();
        assert!(err.message.contains("must say where"), "{err}");
    }
}
