//! Inns & Cathedrals' one-click choices: the big meeple's spots.

use carcassonne_engine::Action;
use carcassonne_engine::rules::inns_cathedrals::Act;

use crate::service::choices::Offer;

/// Its button under the public message: its label ("Big meeple on the road", from its
/// facts) after the spot's number on the image, when it has one.
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    Act::of(action)?;
    let label = crate::service::choices::label(action, offer.lang);
    let mark = action.spot().and_then(|s| offer.open(s)).map(|o| o.mark());
    Some(mark.map_or(label.clone(), |mark| format!("{mark} {label}")))
}
