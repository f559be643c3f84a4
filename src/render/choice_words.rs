//! The words of a box's action as a one-click choice, from what its engine folder
//! declares about it (`ActFacts`) alone, the same way for every box: the service's
//! labels and the picture's list of a step's answers say them, so that no box words its
//! actions itself and the two never differ.

use carcassonne_engine::rules::facts::{ActFacts, Aim};
use carcassonne_engine::{Action, FigureKind, Pos, Spot};
use fluent_bundle::FluentValue;

use super::spot_names::spot_words;
use crate::locale::Lang;

/// The arguments of a message about one thing.
pub type Args = Vec<(&'static str, FluentValue<'static>)>;

/// What a box's action is worded by, from its facts: the message-id stem
/// (`ActFacts::word`) and the arguments its messages are given.
#[derive(Debug)]
pub struct Wording {
    pub word: &'static str,
    pub args: Args,
}

impl Wording {
    /// Its words in the message `<stem>-<word>` (`choice`, `button`), with its arguments.
    pub fn words(&self, stem: &str, lang: Lang) -> String {
        lang.say(&format!("{stem}-{}", self.word), self.args.iter().cloned())
    }
}

/// The words of `action`, a box's own, as a one-click choice: the message
/// `choice-<word>` of its box's file, given the arguments of its [`wording`]. `None`
/// for the base game's actions.
pub fn choice_words(action: Action, lang: Lang, spot: &dyn Fn(Spot) -> String) -> Option<String> {
    Some(wording(action, lang, spot)?.words("choice", lang))
}

/// What `action`, a box's own, is worded by: its facts' word, and as arguments what it
/// aims at, the figure it puts down and the card it plays, for its messages to say what
/// they need of them: the kind of thing aimed at (`$aim`, `Aim::word`: a capture tells a
/// follower from the meeple on a tower by it); a spot of the tile just placed as `spot`
/// names it (`$spot`, the reader's notation or the picture's words) and its feature's
/// words (`$feature-name`…, [`Lang::feature`]); a feature anywhere by its spot's words
/// (`$spot`), feature and cell, and where a figure is shifted to (`$to`); a cell (`$x`,
/// `$y`) and a bridge's way across it (`$axis`) or two sides of its tile (`$side`,
/// `$other`, a ferry's road ends); a corner's compass word (`$corner`,
/// `NE`); a side's letter (`$side`, `N`); an offer's or an objective's number (`$n`); a
/// bid's points (`$points`); a figure, put down or asked for (`$figure`, its notation
/// word, and `$figure-name`, its name); a prisoner's holder by seat (`$seat`, from 1); a
/// card by its word under its deck's name (`$gift`, `$monument`). `None` for the base
/// game's actions.
pub fn wording(action: Action, lang: Lang, spot: &dyn Fn(Spot) -> String) -> Option<Wording> {
    let facts = action.facts()?;
    let mut args: Args = vec![("aim", facts.aim.word().into())];
    if let Some(kind) = facts.figure {
        args.extend(figure(kind, lang));
    }
    if let Some(card) = facts.card {
        args.push((card.deck, card.word.into()));
    }
    match facts.aim {
        Aim::Spot(s) => {
            args.push(("spot", spot(s).into()));
            args.extend(lang.feature(s.kind.word()));
        }
        Aim::Tower(pos) | Aim::Top(pos) | Aim::Castle(pos) | Aim::Tile(pos) => args.extend(at(pos)),
        Aim::Across(pos, axis) => {
            args.extend(at(pos));
            args.push(("axis", axis.to_string().into()));
        }
        Aim::Ends(pos, [a, b]) => {
            args.extend(at(pos));
            args.push(("side", a.letter().into()));
            args.push(("other", b.letter().into()));
        }
        Aim::Offer(n) | Aim::Objective { n, .. } => args.push(("n", n.into())),
        Aim::Number(points) => args.push(("points", points.into())),
        Aim::Figure(kind) => args.extend(figure(kind, lang)),
        Aim::Prisoner(seat, kind) => {
            args.push(("seat", FluentValue::from(seat.index() + 1)));
            args.extend(figure(kind, lang));
        }
        Aim::Corner(corner) => args.push(("corner", corner.to_string().into())),
        Aim::Side(dir) => args.push(("side", dir.letter().into())),
        // The feature as one names it on a tile ("the road east"), and its cell.
        Aim::Target(target) => {
            args.push(("spot", spot_words(target.spot, lang).into()));
            args.extend(lang.feature(target.spot.kind.word()));
            args.extend(at(target.pos));
        }
        Aim::Shift { from, to } => {
            args.push(("spot", spot_words(from.spot, lang).into()));
            args.extend(lang.feature(from.spot.kind.word()));
            args.extend(at(from.pos));
            args.push(("to", spot_words(to, lang).into()));
        }
        Aim::Nothing => {}
    }
    Some(Wording { word: facts.word, args })
}

/// The words of `action`, a box's own, in the picture's list of a step's answers and on
/// its button: a figure put on a spot of the tile just placed by its name and the spot
/// as `spot` names it (`button-figure-spot`: "shepherd, road east ②"); a tile on offer
/// by its number alone (`button-<word>`: "Keep 1", its button going on with the tile's
/// words); any other as its label ([`choice_words`]). `None` for the base game's
/// actions.
pub fn button_words(action: Action, lang: Lang, spot: &dyn Fn(Spot) -> String) -> Option<String> {
    match action.facts()? {
        ActFacts { aim: Aim::Spot(s), figure: Some(kind), .. } => {
            let [_, name] = figure(kind, lang);
            Some(lang.say("button-figure-spot", [name, ("spot", spot(s).into())]))
        }
        ActFacts { aim: Aim::Offer(_), .. } => Some(wording(action, lang, spot)?.words("button", lang)),
        _ => choice_words(action, lang, spot),
    }
}

/// A cell's coordinates as the numbers `x` and `y`.
fn at(pos: Pos) -> [(&'static str, FluentValue<'static>); 2] {
    [("x", FluentValue::from(pos.x)), ("y", pos.y.into())]
}

/// A figure by its notation word (`$figure`, which messages select on) and its name.
fn figure(kind: FigureKind, lang: Lang) -> [(&'static str, FluentValue<'static>); 2] {
    [("figure", kind.spec().word.into()), ("figure-name", lang.figure_kind_name(kind).into())]
}
