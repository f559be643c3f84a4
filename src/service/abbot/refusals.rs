//! The Abbot's refusals in players' words (`abbot.ftl`): an abbot's spot, a meeple in a
//! garden, a recall with no abbot out or from a complete monastery or garden.

use carcassonne_engine::rules::abbot::Refusal;
use carcassonne_engine::{ExpansionRefusal, FeatureKind, RuleError};

use crate::locale::Lang;
use crate::service::error::UserError;

/// The refusal in `lang` when it is one of The Abbot's, else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let UserError::Rule(rule) = error else { return None };
    Some(match *rule {
        RuleError::NotForMeeples(FeatureKind::Garden) => lang.say("rule-meeple-on-garden", []),
        RuleError::Expansion(ExpansionRefusal::Abbot(refusal)) => match refusal {
            Refusal::OffCloister(kind) => lang.say("rule-abbot-off-cloister", lang.feature(kind.word())),
            Refusal::OnBoard => lang.say("rule-abbot-on-board", []),
            Refusal::NotOnBoard => lang.say("rule-abbot-not-on-board", []),
            Refusal::Held => lang.say("rule-abbot-held", []),
            Refusal::Complete(kind) => lang.say("rule-abbot-complete", [("feature", kind.word().into())]),
        },
        _ => return None,
    })
}
