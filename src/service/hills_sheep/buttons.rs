//! Hills & Sheep's one-click choices: the shepherd's spots, grow and herd.

use carcassonne_engine::Action;

use crate::locale::Lang;
use crate::service::choices::{Offer, spot_notation};

/// The label of one of Hills & Sheep's actions: "Shepherd: field Wn", "Grow", "Herd".
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match action {
        Action::Shepherd(s) => lang.say("choice-shepherd", [("spot", spot_notation(s, lang).into())]),
        Action::Grow => lang.say("button-grow", []),
        Action::Herd => lang.say("button-herd", []),
        _ => return None,
    })
}

/// A shepherd's spot as the image numbers and names it: "② shepherd, field north".
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let Action::Shepherd(spot) = action else { return None };
    let open = offer.open(spot)?;
    let words = offer.lang.say("button-shepherd-spot", [("spot", open.words.as_str().into())]);
    Some(format!("{} {words}", open.mark()))
}
