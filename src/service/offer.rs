//! A box's action offered the same way for every box, from what its engine folder
//! declares about it (`ActFacts`, `PhaseFacts`): where the board page points it (a
//! spot anywhere, a cell, a corner), what its button names on the board (a follower, a
//! tower, a castle, the tile a step enters), the tile it is about, the figure it puts
//! down, whether its player still holds the turn's tile after it, its refusal in a
//! game played without its box, and its label. No box words these itself: a new kind
//! of action is offered as soon as its facts say what it aims at.

use carcassonne_engine::rules::facts::{ActFacts, Aim as Aimed, When};
use carcassonne_engine::{Action, Corner, FigureKind, Game, Phase, Pos, RuleError, Target, TileKind, View};

use fluent_bundle::FluentValue;

use super::choices::{Offer, spot_notation};
use super::error::UserError;
use super::landmarks::Aim;
use super::{describe, facts};
use crate::locale::Lang;
use crate::render;

/// Where on the board the page points a step ([`place`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// A figure's spot on the tile at its position.
    Spot(Target),
    /// A whole cell, to be tapped.
    Cell(Pos),
    /// The point where four cells meet, the north-west corner of the cell at its
    /// position (a barn's corner).
    Corner(Pos),
}

/// What `action`'s box declares it points at, for an action offered on the board: an
/// action played before the tile (a gift opened) is offered beside the tile in hand,
/// its target named by its own words, not pointed at on the board.
fn aimed(action: Action) -> Option<Aimed> {
    match action.facts()? {
        ActFacts { when: When::BeforeTile { .. }, .. } => None,
        facts => Some(facts.aim),
    }
}

/// Where on the board the page points `action`, beside its button: a feature or a
/// follower anywhere on the board at its spot (the fairy's follower, a portal's feature,
/// a wagon's new feature, a captive), a tower, its top, a castle or the tile a step
/// enters, a tile an ingot goes on or a ferry's lake at its cell, a corner of the tile just placed at the point where its tiles
/// meet (a barn). `None` for a spot of the tile just placed (the page finds it itself)
/// and for what is on no cell (a bid, an objective, a bridge's way, a figure in hand).
pub(super) fn place(view: &View, action: Action) -> Option<Place> {
    Some(match aimed(action)? {
        Aimed::Target(target) => Place::Spot(target),
        Aimed::Tower(pos) | Aimed::Top(pos) | Aimed::Castle(pos) | Aimed::Tile(pos) | Aimed::Ends(pos, _) => {
            Place::Cell(pos)
        }
        Aimed::Side(_) => Place::Cell(entered(view, action)?),
        Aimed::Corner(corner) => {
            let tile = &view.board().tiles()[view.last_placed()?];
            let (east, south) = match corner {
                Corner::NE => (1, 0),
                Corner::SE => (1, 1),
                Corner::SW => (0, 1),
                Corner::NW => (0, 0),
            };
            Place::Corner(Pos::new(tile.pos.x + east, tile.pos.y + south))
        }
        Aimed::Nothing
        | Aimed::Spot(_)
        | Aimed::Shift { .. }
        | Aimed::Across(..)
        | Aimed::Offer(_)
        | Aimed::Objective { .. }
        | Aimed::Number(_)
        | Aimed::Figure(_)
        | Aimed::Prisoner(..) => return None,
    })
}

/// What `action` aims at on the board, for its button to name it by what a player
/// sees there (`landmarks.rs`): a follower or a feature, a tower, a tower's top, a
/// castle, the tile a step enters, an ingot goes on or a ferry crosses. `None` for what aims at nothing named so: the tile
/// just placed (its spots are numbered on the image), a corner of it, a number.
pub(super) fn aim(view: &View, action: Action) -> Option<Aim> {
    Some(match aimed(action)? {
        Aimed::Target(target) => Aim::Spot(target),
        Aimed::Tower(pos) => Aim::Tower(pos),
        Aimed::Top(pos) => Aim::Top(pos),
        Aimed::Castle(pos) => Aim::Castle(pos),
        Aimed::Tile(pos) | Aimed::Ends(pos, _) => Aim::Tile(pos),
        Aimed::Side(_) => Aim::Tile(entered(view, action)?),
        Aimed::Nothing
        | Aimed::Spot(_)
        | Aimed::Corner(_)
        | Aimed::Shift { .. }
        | Aimed::Across(..)
        | Aimed::Offer(_)
        | Aimed::Objective { .. }
        | Aimed::Number(_)
        | Aimed::Figure(_)
        | Aimed::Prisoner(..) => return None,
    })
}

/// The cell a step to a side (`Aim::Side`: the dragon's) enters, as its box reads it
/// from the board.
fn entered(view: &View, action: Action) -> Option<Pos> {
    let (Action::Expansion(act), Some(Aimed::Side(side))) = (action, aimed(action)) else { return None };
    (facts::of(act.expansion()).side_to?)(view, side)
}

/// The tile `action` chooses among those on offer in `phase` (`Aim::Offer`: a bazaar's
/// tile, one of Take two's), which the board page draws on its button.
pub(super) fn tile(view: &View, phase: Phase, action: Action) -> Option<TileKind> {
    let (Action::Expansion(act), Some(Aimed::Offer(n))) = (action, aimed(action)) else { return None };
    let offered = (facts::of(act.expansion()).on_offer?)(view, phase);
    offered.get(usize::from(n).checked_sub(1)?).copied()
}

/// The figure `action` puts down, a meeple's included; `None` for an action that puts
/// down none.
pub(super) fn figure(action: Action) -> Option<FigureKind> {
    match action {
        Action::Meeple(_) => Some(FigureKind::Meeple),
        _ => action.facts()?.figure,
    }
}

/// Whether the seat that played `action` at a decision about `before` still holds the
/// turn's tile to place: the action was played before the tile (a gift opened, a
/// ransom paid), or it answered a decision that comes before the tile (the abbey or a
/// draw, Take two's tile kept).
pub(super) fn keeps_tile(before: Phase, action: Action) -> bool {
    match before {
        Phase::PlaceTile(_) => action.facts().is_some_and(|f| f.when.before_tile()),
        Phase::Expansion(phase) => phase.facts().before_tile,
        Phase::PlaceFigure | Phase::Over => false,
    }
}

/// Refuses `action`, a box's own, in a game played without its box, before anything
/// else is checked (whose turn it is included): the player learns what is wrong at
/// once, in the words the rules would refuse it in (`RuleError::NotInGame`).
pub(super) fn check_in_play(game: &Game, action: Action) -> Result<(), UserError> {
    match action {
        Action::Expansion(act) if !game.has(act.expansion()) => {
            Err(RuleError::NotInGame(act.expansion().title()).into())
        }
        _ => Ok(()),
    }
}

/// The button of `action`, a box's own, under the public message, from its facts alone
/// where its box's `ExpansionService::button` says nothing of its own: a figure put on
/// a spot by the spot's number and words on the image ("② shepherd, field north",
/// `button-figure-spot`, as the image lists it); a tile on offer followed by its words
/// ("Tile 2: a curved road"); a prisoner's ransom by its holder's name (`$holder`,
/// `button-<word>`); a target on the board named by what a player sees there (`$target`,
/// `button-<word>`: "Capture Bob's knight on the city"); else its label, after the
/// image's number for it where the image numbers it (a monument's objective).
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    let lang = offer.lang;
    let facts = action.facts()?;
    let open = facts.aim.spot().and_then(|s| offer.open(s));
    if let (Some(open), Some(_)) = (open, facts.figure) {
        let words = render::button_words(action, lang, &|_| open.words.clone())?;
        return Some(format!("{} {words}", open.mark()));
    }
    if let Some(tile) = tile(offer.view, offer.phase, action) {
        let words = render::button_words(action, lang, &|spot| spot_notation(spot, lang))?;
        return Some(offer.with_tile(words, tile));
    }
    let mut wording = render::wording(action, lang, &|spot| spot_notation(spot, lang))?;
    if let Aimed::Prisoner(holder, _) = facts.aim {
        wording.args.push(("holder", describe::name(offer.names, holder).to_string().into()));
        return Some(wording.words("button", lang));
    }
    let named = offer.named(action, |target| {
        let args = wording.args.iter().cloned().chain([("target", FluentValue::from(target.to_string()))]);
        lang.say(&format!("button-{}", wording.word), args)
    });
    named.or_else(|| {
        let label = wording.words("choice", lang);
        Some(match offer.own_mark(action) {
            Some(mark) => format!("{mark} {label}"),
            None => label,
        })
    })
}

/// The label of `action`, a box's own, as a one-click choice, from its facts alone
/// ([`render::choice_words`]), a spot of the tile just placed in the notation the reader
/// types. `None` for the base game's actions.
pub(super) fn label(action: Action, lang: Lang) -> Option<String> {
    render::choice_words(action, lang, &|spot| spot_notation(spot, lang))
}
