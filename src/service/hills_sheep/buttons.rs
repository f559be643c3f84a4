//! Hills & Sheep's one-click choices: the shepherd's spots, grow and herd.

use carcassonne_engine::Action;
use carcassonne_engine::rules::hills_sheep::Act;

use crate::locale::Lang;
use crate::service::choices::{Offer, spot_notation};

/// The label of one of Hills & Sheep's actions: "Shepherd: field Wn", "Grow", "Herd".
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match Act::of(action)? {
        Act::Shepherd(s) => lang.say("choice-shepherd", [("spot", spot_notation(s, lang).into())]),
        Act::Grow => lang.say("button-grow", []),
        Act::Herd => lang.say("button-herd", []),
    })
}

/// A shepherd's spot as the image numbers and names it: "② shepherd, field north".
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let Some(Act::Shepherd(spot)) = Act::of(action) else { return None };
    let open = offer.open(spot)?;
    let words = offer.lang.say("button-shepherd-spot", [("spot", open.words.as_str().into())]);
    Some(format!("{} {words}", open.mark()))
}
