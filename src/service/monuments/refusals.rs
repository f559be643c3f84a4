//! Monuments' refusals in players' words (`monuments.ftl`): its rules' errors (an
//! architect, a cube, an objective), a large tile put in a fixed draw order, and the
//! typed words of `cube`.

use carcassonne_engine::notation::{ParseActionError, UnknownMonument};
use carcassonne_engine::{Monument, RuleError, SetupError};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::error::{UserError, spelled, typed};

/// The refusal in `lang` when it is one of Monuments', else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let monument = |m: Monument| ("monument", FluentValue::from(m.word()));
    Some(match error {
        UserError::Rule(rule) => match *rule {
            RuleError::NoMonumentPlaced => lang.say("rule-no-monument-placed", []),
            RuleError::NoSuchObjective(number) => lang.say("rule-no-such-objective", [("n", number.into())]),
            RuleError::MonumentNotOnBoard(m) => lang.say("rule-monument-not-on-board", [monument(m)]),
            RuleError::NoCubeLeft => lang.say("rule-no-cube-left", []),
            RuleError::ObjectiveClosed(m, number) => {
                lang.say("rule-objective-closed", [monument(m), ("n", number.into())])
            }
            _ => return None,
        },
        UserError::Setup(SetupError::LargeTileInStack(large, token)) => {
            lang.say("setup-large-tile-in-stack", [("tile", large.id().into()), ("token", token.id().into())])
        }
        UserError::Notation(ParseActionError::CubeArity) => lang.say("notation-cube-arity", []),
        UserError::Notation(ParseActionError::Monument(UnknownMonument(word))) => lang.say(
            "notation-monument",
            [typed(word), ("words", spelled(Monument::ALL.map(Monument::word), lang))],
        ),
        _ => return None,
    })
}
