//! Monuments' refusals in players' words (`monuments.ftl`): its rules' errors (an
//! architect, a cube, an objective), a large tile put in a fixed draw order, and the
//! typed words of `cube`.

use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::rules::monuments::{Monument, ParseError, Refusal, UnknownMonument};
use carcassonne_engine::{ExpansionParseError, ExpansionRefusal, RuleError, SetupError};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::service::error::{UserError, spelled, typed};

/// The refusal in `lang` when it is one of Monuments', else `None`.
pub(super) fn words(error: &UserError, lang: Lang) -> Option<String> {
    let monument = |m: Monument| ("monument", FluentValue::from(m.word()));
    Some(match error {
        UserError::Rule(RuleError::Expansion(ExpansionRefusal::Monuments(refusal))) => match *refusal {
            Refusal::NoMonumentPlaced => lang.say("rule-no-monument-placed", []),
            Refusal::NoSuchObjective(number) => lang.say("rule-no-such-objective", [("n", number.into())]),
            Refusal::MonumentNotOnBoard(m) => lang.say("rule-monument-not-on-board", [monument(m)]),
            Refusal::NoCubeLeft => lang.say("rule-no-cube-left", []),
            Refusal::ObjectiveClosed(m, number) => {
                lang.say("rule-objective-closed", [monument(m), ("n", number.into())])
            }
        },
        UserError::Setup(SetupError::LargeTileInStack(large, token)) => {
            lang.say("setup-large-tile-in-stack", [("tile", large.id().into()), ("token", token.id().into())])
        }
        UserError::Notation(ParseActionError::Expansion(ExpansionParseError::Monuments(error))) => {
            match error {
                ParseError::CubeArity => lang.say("notation-cube-arity", []),
                ParseError::Monument(UnknownMonument(word)) => lang.say(
                    "notation-monument",
                    [typed(word), ("words", spelled(Monument::ALL.map(Monument::word), lang))],
                ),
            }
        }
        _ => return None,
    })
}
