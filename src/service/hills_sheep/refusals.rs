//! Hills & Sheep's refusals in players' words (`hills-sheep.ftl`): its rules' errors
//! (a shepherd, a flock's choice) and a fixed sheep-bag draw without it.

use carcassonne_engine::rules::hills_sheep::{Refusal, SetupRefusal};
use carcassonne_engine::{Expansion, ExpansionRefusal, ExpansionSetupError, RuleError, SetupError};

use crate::locale::Lang;
use crate::service::error::{UserError, titled};

/// The refusal in `lang` when it is one of Hills & Sheep's, else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    Some(match error {
        UserError::Rule(RuleError::Expansion(ExpansionRefusal::HillsSheep(refusal))) => match *refusal {
            Refusal::NoShepherdLeft => lang.say("rule-no-shepherd-left", []),
            Refusal::ShepherdOffField(kind) => lang.say("rule-shepherd-off-field", lang.feature(kind.word())),
            Refusal::FieldHasShepherd(_) => lang.say("rule-field-has-shepherd", []),
            Refusal::FlockChoicePending => lang.say("rule-flock-choice-pending", []),
            Refusal::NoFlockChoice => lang.say("rule-no-flock-choice", []),
        },
        UserError::Setup(SetupError::Expansion(ExpansionSetupError::HillsSheep(
            SetupRefusal::BagWithoutHillsSheep,
        ))) => lang.say("setup-bag-without-hills-sheep", [titled(Expansion::HillsSheep, lang)]),
        _ => return None,
    })
}
