//! Every known tile, loaded once from the tables in `tiles/`, with each rotation
//! precomputed for the board's hot path.
//!
//! `TileKind` is a small index into this catalog; game states hold kinds, not rows.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::footprint::Footprint;
use crate::geometry::Rotation;
use crate::rules::{Expansion, tile_table_of};
use crate::spot::Spot;
use crate::tile::{BASE, EdgeKind, TileDef, TileSet, parse_table};

/// No segment: a filler in the fixed-size lookup arrays below.
pub const NO_SEGMENT: u8 = u8::MAX;

/// A kind of tile: an index into the catalog. Written as its id (`BA/RCr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileKind(u16);

impl TileKind {
    /// The catalog row of this kind.
    pub fn def(self) -> &'static TileDef {
        &catalog().defs[self.0 as usize]
    }

    /// The community id, e.g. `BA/RCr`.
    pub fn id(self) -> &'static str {
        self.def().id
    }

    /// The kind with this id.
    pub fn from_id(id: &str) -> Option<TileKind> {
        catalog().defs.iter().position(|d| d.id == id).map(|i| TileKind(i as u16))
    }

    /// The kind's index in the catalog, for dense per-kind arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Edges and segment lookups of this kind turned by `rot`.
    pub(crate) fn turned(self, rot: Rotation) -> &'static Turned {
        &self.turns()[rot as usize]
    }

    /// This kind in all four rotations, in `Rotation::ALL` order (one catalog lookup
    /// for the board's hot loops).
    pub(crate) fn turns(self) -> &'static [Turned; 4] {
        &catalog().turned[self.0 as usize]
    }

    /// Every kind in the catalog, in table order.
    pub fn all() -> impl Iterator<Item = TileKind> {
        (0..catalog().defs.len() as u16).map(TileKind)
    }

    /// The kinds of one set.
    pub fn of_set(set: TileSet) -> impl Iterator<Item = TileKind> {
        TileKind::of_sets(move |s| s == set)
    }

    /// The kinds of `expansion`'s own tiles, for its box's checks against its table.
    #[cfg(test)]
    pub(crate) fn of_box(expansion: crate::setup::Expansion) -> impl Iterator<Item = TileKind> {
        TileKind::of_set(TileSet::Expansion(expansion))
    }

    /// The kinds of the sets `keep` keeps, in table order: walked run by run, so a game
    /// pays for the sets it plays, not for every box built in (`Game::new`).
    pub(crate) fn of_sets(keep: impl Fn(TileSet) -> bool) -> impl Iterator<Item = TileKind> {
        catalog()
            .runs
            .iter()
            .filter(move |(set, _)| keep(*set))
            .flat_map(|(_, kinds)| kinds.clone().map(TileKind))
    }
}

impl fmt::Display for TileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A tile id that is in no table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a known tile id (ids look like BA/RCr)")]
pub struct UnknownTile(pub String);

impl FromStr for TileKind {
    type Err = UnknownTile;
    fn from_str(s: &str) -> Result<TileKind, UnknownTile> {
        TileKind::from_id(s).ok_or_else(|| UnknownTile(s.to_string()))
    }
}

impl Serialize for TileKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for TileKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TileKind, D::Error> {
        let id = String::deserialize(d)?;
        id.parse().map_err(serde::de::Error::custom)
    }
}

/// A tile kind as it lies on the board after a rotation: what faces each side, indexed
/// by edge segment and half in board orientation (see [`Footprint`]).
#[derive(Clone, Debug)]
pub(crate) struct Turned {
    pub footprint: Footprint,
    /// Edge kinds of each footprint cell's outer sides, packed two bits per side (side
    /// `d` at bits `2d..2d+2`; inner sides of a 2×2 tile are left 0, and the board
    /// never asks for them). A 1×1 tile's one entry is its whole signature.
    pub cell_signatures: [u8; 4],
    /// Edge kinds by edge segment.
    pub edge_kinds: [EdgeKind; 8],
    /// Road or city segments reaching each edge segment (at most two, `NO_SEGMENT` filled).
    pub edge_segments: [[u8; 2]; 8],
    /// The field segment on each half, or `NO_SEGMENT`.
    pub half_segments: [u8; 16],
    /// Bit `s` for each segment `s` that is a cloister (a monastery, a garden): scoring
    /// looks for them around every tile placed.
    pub cloisters: u32,
    /// Each segment's shortest name as a player gives it (`Spot::canonical`).
    pub spots: Vec<Option<Spot>>,
}

impl Turned {
    fn new(def: &TileDef, rot: Rotation) -> Turned {
        let f = def.footprint;
        let mut cell_signatures = [0; 4];
        let mut edge_kinds = [EdgeKind::Field; 8];
        for (e, &kind) in def.edges.iter().enumerate() {
            let turned = f.turn_edge(e, rot);
            edge_kinds[turned] = kind;
            let (cell, dir) = f.port(turned);
            cell_signatures[cell] |= (kind as u8) << (2 * dir.index());
        }
        let mut edge_segments = [[NO_SEGMENT; 2]; 8];
        let mut half_segments = [NO_SEGMENT; 16];
        for (i, seg) in def.segments.iter().enumerate() {
            for e in (0..f.edges()).filter(|e| seg.edges & (1 << e) != 0) {
                let slot = &mut edge_segments[f.turn_edge(e, rot)];
                let free = slot.iter().position(|&s| s == NO_SEGMENT).expect("two segments per edge at most");
                slot[free] = i as u8;
            }
            for h in (0..2 * f.edges()).filter(|h| seg.halves & (1 << h) != 0) {
                half_segments[f.turn_half(h, rot)] = i as u8;
            }
        }
        let cloisters = def.cloisters().fold(0, |bits, s| bits | 1 << s);
        let mut turned = Turned {
            footprint: f,
            cell_signatures,
            edge_kinds,
            edge_segments,
            half_segments,
            cloisters,
            spots: Vec::new(),
        };
        turned.spots = (0..def.segments.len()).map(|s| Spot::canonical_as(&turned, def, s)).collect();
        turned
    }

    /// A 1×1 tile's edge kinds, packed two bits per side.
    pub fn signature(&self) -> u8 {
        self.cell_signatures[0]
    }
}

pub(crate) struct Catalog {
    defs: Vec<TileDef>,
    turned: Vec<[Turned; 4]>,
    /// The kinds of each set, as runs of consecutive indices in table order.
    runs: Vec<(TileSet, Range<u16>)>,
}

pub(crate) fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // The base game's table, then each expansion's in registry order: a kind's index,
        // and so the order a stack is shuffled from, follows it.
        let tables = Expansion::ALL.into_iter().filter_map(tile_table_of);
        let defs: Vec<TileDef> = std::iter::once(BASE)
            .chain(tables)
            .flat_map(|t| parse_table(t.text).unwrap_or_else(|e| panic!("built-in tile table: {e}")))
            .collect();
        let turned = defs.iter().map(|d| Rotation::ALL.map(|r| Turned::new(d, r))).collect();
        let mut runs: Vec<(TileSet, Range<u16>)> = Vec::new();
        for (i, def) in (0..).zip(&defs) {
            match runs.last_mut() {
                Some((set, kinds)) if *set == def.set => kinds.end = i + 1,
                _ => runs.push((def.set, i..i + 1)),
            }
        }
        Catalog { defs, turned, runs }
    })
}

impl TileSet {
    /// The tiles of the set, every copy counted: a river's own stack, and what a box's
    /// tests check against its printed count.
    pub(crate) fn copies(self) -> usize {
        TileKind::of_set(self).map(|k| usize::from(k.def().count)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Dir, HalfEdge};
    use crate::tile::FeatureKind;

    #[test]
    fn box_totals() {
        assert_eq!(TileSet::Base.copies(), 72);
        assert_eq!(TileKind::of_set(TileSet::Base).count(), 24);
        assert_eq!(TileSet::Expansion(Expansion::HillsSheep).copies(), 18);
        assert_eq!(TileSet::Expansion(Expansion::BridgesCastlesBazaars).copies(), 12);
        // Four large tiles and the four tokens that stand for them in the stack.
        assert_eq!(TileSet::Expansion(Expansion::Monuments).copies(), 8);
    }

    #[test]
    fn ids_are_unique_and_round_trip() {
        for k in TileKind::all() {
            assert_eq!(k.id().parse::<TileKind>(), Ok(k));
        }
        assert!("BA/Nope".parse::<TileKind>().is_err());
    }

    /// Each edge is covered once: a road or city edge by one segment of its kind (two
    /// cities only on HS/CC!.v's shared N edge) and no field half; a field edge by no
    /// road or city; every half of a field or road edge by exactly one field.
    #[test]
    fn every_edge_is_covered_exactly_once() {
        for k in TileKind::all() {
            let def = k.def();
            assert_eq!(def.edges.len(), def.footprint.edges(), "{}", def.id);
            for e in 0..def.footprint.edges() {
                let name = def.footprint.edge_name(e);
                let on_edge: Vec<_> = def.segments.iter().filter(|s| s.edges & (1 << e) != 0).collect();
                let expected = def.edges[e].feature();
                let shared = def.id == "HS/CC!.v" && e == Dir::N.index();
                match expected {
                    Some(kind) => {
                        assert_eq!(on_edge.len(), if shared { 2 } else { 1 }, "{} edge {name}", def.id);
                        assert!(on_edge.iter().all(|s| s.kind == kind), "{} edge {name}", def.id);
                    }
                    None => assert!(on_edge.is_empty(), "{} edge {name}", def.id),
                }
                // A tile that prints nothing on its border (the abbey tile) has no field there.
                let blank = def.blank_border;
                for h in [2 * e, 2 * e + 1] {
                    let fields = def.segments.iter().filter(|s| s.halves & (1 << h) != 0).count();
                    let want = usize::from(def.edges[e] != EdgeKind::City && !blank);
                    assert_eq!(fields, want, "{} half {h} of {name}", def.id);
                }
            }
        }
    }

    /// A castle may stand on a city that touches exactly one edge, unless the data forbids it.
    #[test]
    fn castle_bases_are_single_edge_caps() {
        for k in TileKind::all() {
            for s in k.def().segments.iter().filter(|s| s.kind == FeatureKind::City) {
                let one_edge = s.edges.count_ones() == 1;
                let shares_edge = k.def().segments.iter().filter(|o| o.edges & s.edges != 0).count() > 1;
                assert_eq!(s.castle_base, one_edge && !shares_edge && !s.castle_forbidden, "{}", k.def().id);
            }
        }
    }

    #[test]
    fn rotation_moves_edges_clockwise() {
        let k = TileKind::from_id("BA/C").unwrap();
        assert_eq!(k.turned(Rotation::R0).signature(), EdgeKind::City as u8);
        assert_eq!(k.turned(Rotation::R90).signature(), (EdgeKind::City as u8) << 2);
        assert_eq!(k.turned(Rotation::R90).edge_segments[Dir::E.index()][0], 0);
        assert_eq!(k.turned(Rotation::R90).half_segments[HalfEdge::Se.index()], 1);
    }

    #[test]
    fn set_summaries_match_the_reference() {
        let count = |set, f: &dyn Fn(&TileDef) -> bool| -> u32 {
            TileKind::of_set(set).filter(|k| f(k.def())).map(|k| k.def().count as u32).sum()
        };
        let pennants = |d: &TileDef| d.segments.iter().any(|s| s.pennants > 0);
        assert_eq!(count(TileSet::Base, &|d| d.monastery().is_some()), 6);
        assert_eq!(count(TileSet::Base, &pennants), 10);
        assert_eq!(count(TileSet::Expansion(Expansion::HillsSheep), &|d| d.markers.hill), 8);
        assert_eq!(count(TileSet::Expansion(Expansion::HillsSheep), &|d| d.markers.vineyard), 8);
        assert_eq!(count(TileSet::Expansion(Expansion::HillsSheep), &|d| d.monastery().is_some()), 2);
        assert_eq!(count(TileSet::Expansion(Expansion::BridgesCastlesBazaars), &|d| d.markers.bazaar), 8);
        assert_eq!(
            count(TileSet::Expansion(Expansion::BridgesCastlesBazaars), &|d| d.monastery().is_some()),
            2
        );
    }

    /// A feature counts its pennants in a byte (`FeatureInfo::pennants`): every pennant
    /// of every box, each kind as many times as the stack holds it, must fit.
    #[test]
    fn every_pennant_together_fits_a_feature_byte() {
        let all: u32 = TileKind::all()
            .map(|k| {
                k.def().count as u32 * k.def().segments.iter().map(|s| u32::from(s.pennants)).sum::<u32>()
            })
            .sum();
        assert!(all < 256, "{all} pennants in the catalog");
    }
}
