//! Monuments' one-click choices: the architect and the cubes, numbered as the image
//! numbers them.

use carcassonne_engine::Action;
use carcassonne_engine::rules::monuments::{Act, Monument};

use crate::locale::Lang;
use crate::service::choices::Offer;
use crate::service::spots;

/// The label of one of Monuments' actions: "Architect", "Cube: Lighthouse 2".
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match Act::of(action)? {
        Act::Architect => lang.say("button-architect", []),
        Act::Cube(monument, n) => {
            lang.say("button-cube", [("monument", title(monument, lang).into()), ("n", n.into())])
        }
    })
}

/// The architect or a cube with its mark on the image in front, where it has one.
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let label = label(action, offer.lang)?;
    let marks = spots::own_marks(offer.view);
    let mark = marks.iter().find(|(a, _)| *a == action).and_then(|(_, m)| m.as_ref());
    Some(mark.map_or_else(|| label.clone(), |mark| format!("{mark} {label}")))
}

/// A monument's name in `lang`: "Cathedral", "Cathédrale".
fn title(monument: Monument, lang: Lang) -> String {
    lang.say("monument-title", [("monument", monument.word().into())])
}
