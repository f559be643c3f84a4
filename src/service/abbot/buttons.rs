//! The Abbot's buttons under the public message: its spots and the recall (its labels
//! are its facts', `offer::label`).

use carcassonne_engine::Action;

use crate::service::choices::Offer;

/// Its button under the public message, by `super::button`: the spot's number on the
/// image, what a recall scores.
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let mark = action.spot().and_then(|s| offer.open(s)).map(|o| o.mark());
    super::button(action, mark.as_deref(), offer.view, offer.seat, offer.lang)
}
