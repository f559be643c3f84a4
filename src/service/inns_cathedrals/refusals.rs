//! Inns & Cathedrals' refusals in players' words (`inns-cathedrals.ftl`): a second big
//! meeple, a big meeple held prisoner.

use carcassonne_engine::rules::inns_cathedrals::Refusal;
use carcassonne_engine::{ExpansionRefusal, RuleError};

use crate::locale::Lang;
use crate::service::error::UserError;

/// The refusal in `lang` when it is one of Inns & Cathedrals', else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let UserError::Rule(RuleError::Expansion(ExpansionRefusal::InnsCathedrals(refusal))) = error else {
        return None;
    };
    Some(match refusal {
        Refusal::OnBoard => lang.say("rule-big-meeple-on-board", []),
        Refusal::Held => lang.say("rule-big-meeple-held", []),
    })
}
