//! The name a figure spot of the tile just placed is offered under, in every place a
//! player reads its notation: the image's legend, the prompt, the buttons, the
//! autocomplete, and so the log.
//!
//! A field has a name for each half-edge of its border (`field Nw`, `field Ws`…), all
//! resolving to it; the engine lists one of them. The service words a spot by where its
//! disc is drawn ("field south-west"), so the name offered is the half-edge that points
//! there: `field Sw` or `field Ws`, never `field Nw`. This module picks it from the
//! disc, which only the picture knows; roads, cities and monasteries keep their name.

use carcassonne_engine::rules::{hills_sheep, inns_cathedrals};
use carcassonne_engine::{Action, Board, Compass, FeatureKind, Footprint, HalfEdge, Port, Spot, View};

use carcassonne_engine::rules::traders_builders::Act as PigAct;

use super::board::spot_on_tile;

/// `action` with its spot, if it puts a figure on the tile just placed, named as the
/// players are offered it ([`shown_spot`]); any other action as it is.
pub fn shown_action(view: &View, action: Action) -> Action {
    let Some(tile) = view.last_placed() else { return action };
    match action {
        Action::Meeple(spot) => Action::Meeple(shown_spot(view.board(), tile, spot)),
        // Inns & Cathedrals' big meeple and Traders & Builders' pig: on a spot, as a meeple.
        other => {
            if let Some(inns_cathedrals::Act::Place(spot)) = inns_cathedrals::Act::of(other) {
                inns_cathedrals::Act::Place(shown_spot(view.board(), tile, spot)).into()
            } else if let Some(PigAct::Pig(spot)) = PigAct::of(other) {
                PigAct::Pig(shown_spot(view.board(), tile, spot)).into()
            } else if let Some(act @ hills_sheep::Act::Shepherd(spot)) = hills_sheep::Act::of(other) {
                act.with_spot(shown_spot(view.board(), tile, spot)).into()
            } else {
                other
            }
        }
    }
}

/// `spot` of placed tile `tile` as players are offered it: a field by the half-edge of
/// its border that its disc points to (within an eighth of a turn of the disc's compass
/// point, the nearest to the disc among those), any other spot as it is.
pub fn shown_spot(board: &Board, tile: usize, spot: Spot) -> Spot {
    if spot.kind != FeatureKind::Field {
        return spot;
    }
    let Some(segment) = spot.resolve_on(board, tile) else { return spot };
    let Some((x, y)) = spot_on_tile(board, tile, segment) else { return spot };
    let (dx, dy) = (x - 0.5, y - 0.5);
    let Some(point) = Compass::toward(dx, dy) else { return spot };
    let disc = degrees(dx, dy);
    let pointed = point as usize as f32 * 45.0;
    let footprint = board.tiles()[tile].kind.def().footprint;
    let ports: Vec<Port> = match footprint {
        Footprint::Single => HalfEdge::ALL.map(Port::Half).into(),
        Footprint::Square => (0..16).map(Port::SegmentHalf).collect(),
    };
    let size = footprint.size() as f32;
    // Each name of the field with how far its half-edge lies from the compass point
    // (beyond an eighth of a turn, the words would not name it) and from the disc.
    let named = ports.into_iter().filter_map(|port| {
        let name = Spot { kind: spot.kind, port: Some(port) };
        (name.resolve_on(board, tile) == Some(segment)).then_some(name)?;
        let half = match port {
            Port::Half(h) => h.index(),
            Port::SegmentHalf(h) => usize::from(h),
            _ => return None,
        };
        let (hx, hy) = footprint.half_point(half);
        let at = degrees(hx / size - 0.5, hy / size - 0.5);
        Some(((apart(at, pointed) > 45.0, apart(at, disc)), name))
    });
    named.min_by(|(a, _), (b, _)| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1))).map_or(spot, |(_, name)| name)
}

/// The direction of `(dx, dy)` (x east, y south) clockwise from north, in degrees.
fn degrees(dx: f32, dy: f32) -> f32 {
    dx.atan2(-dy).to_degrees()
}

/// How far apart two directions are, in degrees (0 to 180).
fn apart(a: f32, b: f32) -> f32 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}
