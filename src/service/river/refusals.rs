//! The River's refusals in players' words (`river.ftl`): a river tile that does not
//! continue the river, and a draw order that does not start with it.

use carcassonne_engine::rules::river::Refusal;
use carcassonne_engine::{Expansion, ExpansionRefusal, RuleError, SetupError};

use crate::locale::Lang;
use crate::service::error::{UserError, cell, titled};

/// The refusal in `lang` when it is one of The River's, else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    Some(match error {
        UserError::Rule(RuleError::Expansion(ExpansionRefusal::River(Refusal::NotContinued {
            pos,
            mouth,
        }))) => {
            let [x, y] = cell(*pos);
            match mouth {
                Some(m) => {
                    let [mx, my] = cell(*m);
                    lang.say("rule-river-not-continued", [x, y, ("mx", mx.1), ("my", my.1)])
                }
                None => lang.say("rule-river-ended", [x, y]),
            }
        }
        UserError::Rule(RuleError::Expansion(ExpansionRefusal::River(Refusal::UTurn))) => {
            lang.say("rule-river-u-turn", [])
        }
        UserError::Setup(SetupError::DrawOrder(Expansion::River, _)) => {
            lang.say("setup-river-order", [titled(Expansion::River, lang)])
        }
        _ => return None,
    })
}
