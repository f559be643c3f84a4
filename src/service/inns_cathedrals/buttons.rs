//! Inns & Cathedrals' one-click choices: the big meeple's spots.

use carcassonne_engine::Action;
use carcassonne_engine::rules::inns_cathedrals::Act;

use crate::locale::Lang;
use crate::service::choices::Offer;

/// The label of a big meeple's spot: "Big meeple: road".
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    let Act::Place(spot) = Act::of(action)?;
    Some(lang.say("choice-big-meeple", lang.feature(spot.kind.word())))
}

/// Its button under the public message: the spot's number on the image first, when
/// it has one.
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let label = label(action, offer.lang)?;
    let mark = action.spot().and_then(|s| offer.open(s)).map(|o| o.mark());
    Some(mark.map_or(label.clone(), |mark| format!("{mark} {label}")))
}
