//! The Abbot's refusals in players' words (`abbot.ftl`): an abbot's spot, a meeple in a
//! garden, a recall with no abbot out.

use carcassonne_engine::RuleError;

use crate::locale::Lang;
use crate::service::error::UserError;

/// The refusal in `lang` when it is one of The Abbot's, else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let UserError::Rule(rule) = error else { return None };
    Some(match *rule {
        RuleError::MeepleOnGarden => lang.say("rule-meeple-on-garden", []),
        RuleError::AbbotOffCloister(kind) => {
            lang.say("rule-abbot-off-cloister", [("feature", kind.word().into())])
        }
        RuleError::AbbotOnBoard => lang.say("rule-abbot-on-board", []),
        RuleError::AbbotNotOnBoard => lang.say("rule-abbot-not-on-board", []),
        _ => return None,
    })
}
