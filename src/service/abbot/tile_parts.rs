//! The Abbot's part of a tile in words: its garden, among the markers.

use carcassonne_engine::TileDef;

use crate::service::tile_words::{Part, Pieces, Stage};

const GARDEN: Part = Part("garden");

/// The garden on `def`.
pub(super) fn parts(def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
    if let Stage::Markers = stage
        && def.garden().is_some()
    {
        pieces.add(GARDEN, None);
    }
}
