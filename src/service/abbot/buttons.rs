//! The Abbot's one-click choices: its spots and the recall.

use carcassonne_engine::Action;
use carcassonne_engine::rules::abbot::Act;

use crate::locale::Lang;
use crate::service::choices::Offer;

/// The label of one of The Abbot's actions: "Abbot: garden", "Recall the abbot".
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    Some(match Act::of(action)? {
        Act::Place(s) => lang.say("choice-abbot", lang.feature(s.kind.word())),
        Act::Recall => lang.say("choice-recall", []),
    })
}

/// Its button under the public message, by `super::button`: the spot's number on the
/// image, what a recall scores.
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let mark = action.spot().and_then(|s| offer.open(s)).map(|o| o.mark());
    super::button(action, mark.as_deref(), offer.view, offer.seat, offer.lang)
}
