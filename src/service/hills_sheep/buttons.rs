//! Hills & Sheep's buttons under the public message: the shepherd's spots (its labels
//! are its facts', `offer::label`).

use carcassonne_engine::Action;
use carcassonne_engine::rules::hills_sheep::Act;

use crate::service::choices::Offer;

/// A shepherd's spot as the image numbers and names it: "② shepherd, field north".
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let Some(Act::Shepherd(spot)) = Act::of(action) else { return None };
    let open = offer.open(spot)?;
    let words = offer.lang.say("button-shepherd-spot", [("spot", open.words.as_str().into())]);
    Some(format!("{} {words}", open.mark()))
}
