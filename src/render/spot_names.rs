//! The name a figure spot of the tile just placed is offered under, in every place a
//! player reads its notation: the image's legend, the prompt, the buttons, the
//! autocomplete, and so the log.
//!
//! A field has a name for each half-edge of its border (`field Nw`, `field Ws`…), all
//! resolving to it; the engine lists one of them. The service words a spot by where its
//! disc is drawn ("field south-west"), so the name offered is the half-edge that points
//! there: `field Sw` or `field Ws`, never `field Nw`. This module picks it from the
//! disc, which only the picture knows; roads, cities and monasteries keep their name.

use carcassonne_engine::{Action, Board, Compass, FeatureKind, Footprint, HalfEdge, Port, Spot, View};

use fluent_bundle::FluentValue;

use super::Lang;
use super::board::spot_on_tile;

/// `action` with its spot, if it puts a figure on the tile just placed, named as the
/// players are offered it ([`shown_spot`]); any other action as it is.
pub fn shown_action(view: &View, action: Action) -> Action {
    match (view.last_placed(), action.spot()) {
        (Some(tile), Some(spot)) => action.with_spot(shown_spot(view.board(), tile, spot)),
        _ => action,
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

/// A spot anywhere on the board in words, by the side of its tile it lies toward
/// ("city north", "field south-west"; "ville nord"), where the notation writes its edge
/// (`city N`, `field Sw`): for a step on a tile other than the one just placed (a gift's
/// target, a tower's captive, the dragon's fairy), which the image does not number. The
/// service's words and the image's list of choices both come from here.
pub fn spot_words(spot: Spot, lang: Lang) -> String {
    let Some(port) = spot.port else { return lang.feature_name(spot.kind.word()) };
    // The notation's edge, then (for a half) the side of it: `Nw`, `W`, `S1`, `N1e`.
    let letters: Vec<char> = port.to_string().chars().filter(char::is_ascii_alphabetic).collect();
    let side = |c: char| match c.to_ascii_uppercase() {
        'N' => Some((0, -1)),
        'E' => Some((1, 0)),
        'S' => Some((0, 1)),
        'W' => Some((-1, 0)),
        _ => None,
    };
    let (dx, dy) = letters.iter().filter_map(|&c| side(c)).fold((0, 0), |(x, y), (dx, dy)| (x + dx, y + dy));
    match Compass::toward(dx as f32, dy as f32) {
        Some(point) => {
            let point = ("point", FluentValue::from(compass_word(point)));
            lang.say("spot-toward", lang.feature(spot.kind.word()).into_iter().chain([point]))
        }
        None => lang.feature_name(spot.kind.word()),
    }
}

/// The `$point` the `.ftl` files select on for each compass point, clockwise from north
/// as [`Compass::ALL`].
pub const COMPASS_WORDS: [&str; 8] =
    ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];

/// The word of compass `point` in [`COMPASS_WORDS`].
pub fn compass_word(point: Compass) -> &'static str {
    COMPASS_WORDS[point as usize]
}
