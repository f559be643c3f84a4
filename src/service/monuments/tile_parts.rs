//! Monuments' tiles in words: a road ending at a monument is a road, and a monument's
//! large tile or token is named by its monument ("the Arena, a large tile with…").

use carcassonne_engine::rules::monuments::Monument;
use carcassonne_engine::{RoadEnd, TileDef, TileKind};

use crate::locale::Lang;
use crate::service::tile_words::{Part, Pieces, Stage};

/// A road that ends at the monument, counted as a road.
pub(super) fn parts(_def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    if let Stage::Road(road) = stage
        && road.road_end == Some(RoadEnd::Monument)
    {
        pieces.add(Part::ROAD, None);
    }
}

/// A monument's token (`parts` is `None`), or its large tile with its other `parts`.
pub(super) fn named(kind: TileKind, parts: Option<&Pieces>, lang: Lang) -> Option<String> {
    let Some(pieces) = parts else {
        let monument = Monument::of_token(kind)?;
        return Some(lang.say("tile-token", [("monument", monument.word().into())]));
    };
    let monument = Monument::of_tile(kind)?;
    Some(match pieces.is_empty() {
        true => lang.say("tile-monument", [("monument", monument.word().into())]),
        false => lang.say(
            "tile-monument-with",
            [("monument", monument.word().into()), ("parts", pieces.listed(lang).into())],
        ),
    })
}
