//! Naming a feature of the tile just placed: `road E`, `city N`, `field Es`, `monastery`;
//! `field` alone names a field walled in by the tile's cities, which reaches no edge, and
//! `field 2` a second one (Abbey & Mayor's `AM/CCcc+` has two).
//!
//! Spots use board directions (after the tile's rotation), as the player sees the
//! tile. On a 2×2 tile (a monument) they name its edge segments: `road S1`, `city N2`,
//! `field E1n`. A spot resolves to a segment of one placed tile; the canonical spot of a
//! segment is the first name that resolves back to it.

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, PlacedTile};
use crate::catalog::{NO_SEGMENT, Turned};
use crate::footprint::Footprint;
use crate::geometry::{Dir, HalfEdge};
use crate::notation::or_list;
use crate::tile::{FeatureKind, TileDef};

/// Where on a tile's border a spot points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Port {
    Edge(Dir),
    Half(HalfEdge),
    /// An edge segment of a 2×2 tile: 0..8 for N1 N2 E1 E2 S1 S2 W1 W2.
    Segment(u8),
    /// A half of an edge segment of a 2×2 tile: 0..16 for N1w N1e N2w … W2n.
    SegmentHalf(u8),
    /// A field walled in by the tile's cities, by its number among them in the tile's
    /// data (`field 2`): such fields touch no edge to be named by, and the first is
    /// `field` alone.
    Inner(u8),
}

impl fmt::Display for Port {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Port::Edge(d) => d.fmt(f),
            Port::Half(h) => h.fmt(f),
            Port::Segment(e) => f.write_str(&Footprint::Square.edge_name(usize::from(*e))),
            Port::SegmentHalf(h) => f.write_str(&Footprint::Square.half_name(usize::from(*h))),
            Port::Inner(n) => n.fmt(f),
        }
    }
}

/// A feature of the tile just placed, as a player names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Spot {
    pub kind: FeatureKind,
    /// The edge (roads, cities) or half-edge (fields); none for a monastery, a garden or
    /// a field walled in by the tile's cities.
    pub port: Option<Port>,
}

impl Spot {
    /// The segment of `tile` this spot names, if any.
    pub fn resolve(self, tile: &PlacedTile) -> Option<usize> {
        self.resolve_as(tile.kind.turned(tile.rot), tile.kind.def())
    }

    /// `resolve` on a tile of `def` lying as `turned` (the catalog, building `turned`,
    /// asks before any tile is placed).
    pub(crate) fn resolve_as(self, turned: &Turned, def: &TileDef) -> Option<usize> {
        let single = turned.footprint == Footprint::Single;
        let on_edge = |e: usize| {
            turned.edge_segments[e]
                .into_iter()
                .find(|&s| s != NO_SEGMENT && def.segments[s as usize].kind == self.kind)
        };
        let found = match (self.kind, self.port) {
            (kind, None) if kind.is_cloister() => return def.segment_of(kind),
            (FeatureKind::Field, None) => return walled_in(def, 1),
            (FeatureKind::Field, Some(Port::Inner(n))) => return walled_in(def, n),
            (FeatureKind::Road | FeatureKind::City, Some(Port::Edge(d))) if single => on_edge(d.index()),
            (FeatureKind::Road | FeatureKind::City, Some(Port::Segment(e))) if !single => on_edge(e.into()),
            (FeatureKind::Field, Some(Port::Half(h))) if single => Some(turned.half_segments[h.index()]),
            (FeatureKind::Field, Some(Port::SegmentHalf(h))) if !single => {
                Some(turned.half_segments[usize::from(h)])
            }
            _ => None,
        };
        found.filter(|&s| s != NO_SEGMENT).map(usize::from)
    }

    /// The segment of placed tile `index` this spot names, segments added to it after
    /// placement (a bridge) included.
    pub fn resolve_on(self, board: &Board, index: usize) -> Option<usize> {
        if !board.has_added(index) {
            return self.resolve(&board.tiles()[index]);
        }
        match (self.kind, self.port) {
            (FeatureKind::Road | FeatureKind::City, Some(Port::Edge(d))) => board
                .edge_segments(index, d.index())
                .iter()
                .find(|&s| board.segment(index, s).kind == self.kind),
            _ => self.resolve(&board.tiles()[index]),
        }
    }

    /// The shortest name of segment `segment` of placed tile `index` that resolves back
    /// to it, segments added after placement (a bridge) included.
    pub fn canonical_on(board: &Board, index: usize, segment: usize) -> Option<Spot> {
        if !board.has_added(index) {
            return Spot::canonical(&board.tiles()[index], segment);
        }
        let kind = board.segment(index, segment).kind;
        if matches!(kind, FeatureKind::Road | FeatureKind::City) {
            let named = Dir::ALL.map(|d| Spot { kind, port: Some(Port::Edge(d)) });
            return named.into_iter().find(|s| s.resolve_on(board, index) == Some(segment));
        }
        Spot::canonical(&board.tiles()[index], segment)
    }

    /// The shortest name of segment `segment` of `tile` that resolves back to it (kept
    /// for each kind and rotation in the catalog: the figure step names every open
    /// segment of every tile placed).
    pub fn canonical(tile: &PlacedTile, segment: usize) -> Option<Spot> {
        tile.kind.turned(tile.rot).spots[segment]
    }

    /// `canonical` on a tile of `def` lying as `turned`, worked out by trying each name.
    pub(crate) fn canonical_as(turned: &Turned, def: &TileDef, segment: usize) -> Option<Spot> {
        let kind = def.segments[segment].kind;
        let named = |port| Spot { kind, port: Some(port) };
        let back = |s: &Spot| s.resolve_as(turned, def) == Some(segment);
        let single = def.footprint == Footprint::Single;
        match kind {
            _ if kind.is_cloister() => Some(Spot { kind, port: None }).filter(back),
            // The first field walled in is `field`, a second `field 2`.
            _ if def.segments[segment].walled_in() => {
                let n = def.segments[..segment].iter().filter(|s| s.walled_in()).count() + 1;
                Some(Spot { kind, port: (n > 1).then_some(Port::Inner(n as u8)) }).filter(back)
            }
            FeatureKind::Road | FeatureKind::City if single => {
                Dir::ALL.map(|d| named(Port::Edge(d))).into_iter().find(back)
            }
            FeatureKind::Field if single => {
                HalfEdge::ALL.map(|h| named(Port::Half(h))).into_iter().find(back)
            }
            FeatureKind::Field => (0..16).map(|h| named(Port::SegmentHalf(h))).find(back),
            // Roads and cities of a large tile.
            _ => (0..8).map(|e| named(Port::Segment(e))).find(back),
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.port {
            Some(port) => write!(f, "{} {port}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

/// The segment of the `n`th field walled in by the cities of a tile of `def`, from 1.
fn walled_in(def: &TileDef, n: u8) -> Option<usize> {
    let n = usize::from(n.checked_sub(1)?);
    def.segments.iter().enumerate().filter(|(_, s)| s.walled_in()).nth(n).map(|(i, _)| i)
}

/// The words of the kinds of feature that pass `keep`, as a refusal lists them.
fn feature_words(keep: impl Fn(FeatureKind) -> bool) -> String {
    or_list(FeatureKind::ALL.into_iter().filter(|&k| keep(k)).map(FeatureKind::word))
}

/// Text that does not name a spot.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseSpotError {
    #[error("`{0}` is not a feature: say {words}", words = feature_words(|_| true))]
    Feature(String),
    #[error("a {0} needs an edge: N, E, S or W (e.g. `{0} N`)")]
    MissingEdge(FeatureKind),
    #[error("{0}")]
    Port(#[from] crate::geometry::ParseGeometryError),
    #[error("a {kinds} takes no edge", kinds = feature_words(FeatureKind::is_cloister))]
    MonasteryEdge,
    #[error("`{0}` after the spot is not understood")]
    Trailing(String),
}

/// A port word as the tables spell it: the side's capital letter, then the rest in
/// lower case (`n1w` → `N1w`).
fn edge_case(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + &chars.as_str().to_ascii_lowercase())
        .unwrap_or_default()
}

impl FromStr for Spot {
    type Err = ParseSpotError;
    fn from_str(s: &str) -> Result<Spot, ParseSpotError> {
        let mut words = s.split_whitespace();
        let first = words.next().unwrap_or_default();
        let kind = FeatureKind::from_word(first).ok_or_else(|| ParseSpotError::Feature(first.to_string()))?;
        let rest = words.next();
        let port = match (kind, rest) {
            (kind, None) if kind.is_cloister() => None,
            (kind, Some(_)) if kind.is_cloister() => {
                return Err(ParseSpotError::MonasteryEdge);
            }
            (FeatureKind::Field, None) => None,
            (FeatureKind::Field, Some(w)) if w.parse::<u8>().is_ok_and(|n| n > 0) => {
                Some(Port::Inner(w.parse().expect("checked")))
            }
            (FeatureKind::Field, Some(w)) => Some(match Footprint::Square.parse_half(&edge_case(w)) {
                Some(h) => Port::SegmentHalf(h as u8),
                None => Port::Half(w.parse()?),
            }),
            (_, None) => return Err(ParseSpotError::MissingEdge(kind)),
            (_, Some(w)) => Some(match Footprint::Square.parse_edge(&edge_case(w)) {
                Some(e) => Port::Segment(e as u8),
                None => Port::Edge(w.parse()?),
            }),
        };
        if let Some(extra) = words.next() {
            return Err(ParseSpotError::Trailing(extra.to_string()));
        }
        Ok(Spot { kind, port })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::geometry::{Pos, Rotation};

    fn placed(id: &str, rot: Rotation) -> PlacedTile {
        PlacedTile { kind: TileKind::from_id(id).unwrap(), rot, pos: Pos::ORIGIN }
    }

    #[test]
    fn spots_follow_the_rotation() {
        let tile = placed("BA/RCr", Rotation::R90);
        // Rotated a quarter turn, the city faces east and the road runs north–south.
        assert_eq!("city E".parse::<Spot>().unwrap().resolve(&tile), Some(0));
        assert_eq!("road N".parse::<Spot>().unwrap().resolve(&tile), Some(1));
        assert_eq!("city N".parse::<Spot>().unwrap().resolve(&tile), None);
        assert_eq!("road E".parse::<Spot>().unwrap().resolve(&tile), None);
        // The field beside the city is east now; the big field west.
        assert_eq!("field Ne".parse::<Spot>().unwrap().resolve(&tile), Some(2));
        assert_eq!("field Nw".parse::<Spot>().unwrap().resolve(&tile), Some(3));
    }

    #[test]
    fn canonical_names_resolve_back_even_on_a_shared_edge() {
        let tile = placed("HS/CC!.v", Rotation::R0);
        assert_eq!(Spot::canonical(&tile, 0).unwrap().to_string(), "city N");
        assert_eq!(Spot::canonical(&tile, 1).unwrap().to_string(), "city E");
        assert_eq!(Spot::canonical(&tile, 2).unwrap().to_string(), "field Se");
        let monastery = placed("BA/LR", Rotation::R0);
        assert_eq!(Spot::canonical(&monastery, 2).unwrap().to_string(), "monastery");
        // A field walled in by four cities, named by no half-edge, at every rotation.
        for rot in Rotation::ALL {
            let four = placed("IC/CCCC", rot);
            assert_eq!(Spot::canonical(&four, 4).unwrap().to_string(), "field");
            assert_eq!("field".parse::<Spot>().unwrap().resolve(&four), Some(4));
        }
        assert_eq!("field".parse::<Spot>().unwrap().resolve(&monastery), None, "no field walled in");
    }

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for text in [
            "road E",
            "city N",
            "field Es",
            "monastery",
            "road S1",
            "city N2",
            "field E1n",
            "field W2s",
            "field 2",
        ] {
            assert_eq!(text.parse::<Spot>().unwrap().to_string(), text);
        }
        assert!("castle N".parse::<Spot>().is_err());
        assert!("field N".parse::<Spot>().is_err());
        assert!("road".parse::<Spot>().is_err());
        assert_eq!("field".parse::<Spot>().unwrap(), Spot { kind: FeatureKind::Field, port: None });
        assert!("monastery N".parse::<Spot>().is_err());
        assert!("road N3".parse::<Spot>().is_err());
        assert!("field N1n".parse::<Spot>().is_err());
        assert!("field 0".parse::<Spot>().is_err());
        assert!("road 2".parse::<Spot>().is_err());
    }
}
