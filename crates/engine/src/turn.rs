//! A turn as a sequence of steps that can stop at a decision and resume once it is
//! answered.
//!
//! Placing a tile lays out the rest of the turn on the game's agenda: the figure step,
//! each expansion's step after it (Hills & Sheep's grow-or-herd), scoring, and the
//! hand-over to the next player, who draws. [`run`] works through the agenda until a
//! step needs somebody to decide; `Game::apply` answers that decision and calls `run`
//! again. An expansion that needs a pause elsewhere (an owner's choice in the middle of
//! scoring, an auction between turns) adds its step here and its decision to
//! [`Phase`](crate::Phase).

use crate::action::Action;
use crate::board::{Misfit, Placement};
use crate::catalog::TileKind;
use crate::decision::{Decision, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Figure, FigureKind, Game};
use crate::rules;
use crate::scoring;
use crate::seat::{Seat, SeatSet};
use crate::setup::Expansion;
use crate::spot::Spot;

/// One step of a turn still to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The active player draws until a tile fits (or the game ends).
    Draw,
    /// The active player may put a figure on the tile just placed.
    Figure,
    /// An expansion's step after the figure step (it may ask for a decision).
    AfterFigure(Expansion),
    /// What the tile closed is settled and scored.
    Score,
    /// The turn passes to the next seat.
    NextSeat,
}

/// Runs the agenda until a step waits for a decision or nothing is left.
pub(crate) fn run(game: &mut Game, events: &mut Vec<Event>) {
    while game.decisions.is_empty() {
        let Some(step) = game.agenda.pop() else { return };
        let asked = match step {
            Step::Draw => draw(game, events),
            Step::Figure => figure_step(game),
            Step::AfterFigure(e) => (rules::hooks(e).after_figure)(game).map(|phase| ask(game.active, phase)),
            Step::Score => {
                score(game, events);
                None
            }
            Step::NextSeat => {
                game.active = Seat((game.active.0 + 1) % game.players.len() as u8);
                None
            }
        };
        game.decisions.extend(asked);
    }
}

fn ask(seat: Seat, phase: Phase) -> Decision {
    Decision { seats: SeatSet::single(seat), phase }
}

/// Puts the drawn tile down and lays out the rest of the turn.
pub(crate) fn place(game: &mut Game, placement: Placement, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let tile = game.current_tile().ok_or(RuleError::TileAlreadyPlaced)?;
    let pos = placement.pos;
    game.board.check(tile, placement).map_err(|m| match m {
        Misfit::Occupied => RuleError::Occupied(pos),
        Misfit::Detached => RuleError::Detached(pos),
        Misfit::Mismatch(dir) => RuleError::Mismatch { tile, pos, dir },
    })?;
    game.board.put(tile, placement);
    game.features.add_newest_tile(&game.board);
    events.push(Event::TilePlaced { seat: game.active, tile, placement });
    game.agenda.extend([Step::Draw, Step::NextSeat, Step::Score]);
    game.agenda.extend(rules::in_play(game).rev().map(|m| Step::AfterFigure(m.expansion)));
    game.agenda.push(Step::Figure);
    for module in rules::in_play(game) {
        (module.placed)(game);
    }
    Ok(())
}

/// The figure step, unless nothing is open to the active player. Asked once a turn,
/// so it looks without building the list of options.
fn figure_step(game: &Game) -> Option<Decision> {
    let index = game.board.tiles().len() - 1;
    let tile = &game.board.tiles()[index];
    let meeple = game.players[game.active].meeples > 0
        && (0..tile.kind.def().segments.len()).any(|s| {
            !game.features.info(game.features.node(index, s)).occupied() && Spot::canonical(tile, s).is_some()
        });
    let open = meeple
        || rules::in_play(game).any(|m| {
            let mut options = Vec::new();
            (m.figure_actions)(game, &mut options);
            !options.is_empty()
        });
    open.then(|| ask(game.active, Phase::PlaceFigure))
}

/// What the active player may put on the tile just placed (passing aside).
pub(crate) fn figure_options(game: &Game) -> Vec<Action> {
    let mut options: Vec<Action> = meeple_spots(game).into_iter().map(Action::Meeple).collect();
    for module in rules::in_play(game) {
        (module.figure_actions)(game, &mut options);
    }
    options
}

/// The spots of the tile just placed where the active player may put a meeple.
pub(crate) fn meeple_spots(game: &Game) -> Vec<Spot> {
    if game.players[game.active].meeples == 0 {
        return Vec::new();
    }
    let index = game.board.tiles().len() - 1;
    let tile = &game.board.tiles()[index];
    (0..tile.kind.def().segments.len())
        .filter(|&s| !game.features.info(game.features.node(index, s)).occupied())
        .filter_map(|s| Spot::canonical(tile, s))
        .collect()
}

/// Puts a meeple from the active player's supply on the tile just placed.
pub(crate) fn place_meeple(game: &mut Game, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let index = game.board.tiles().len() - 1;
    let tile = game.board.tiles()[index];
    let segment = spot.resolve(&tile).ok_or(RuleError::NoSuchFeature(spot))?;
    let node = game.features.node(index, segment);
    if game.features.info(node).occupied() {
        return Err(RuleError::FeatureOccupied(spot));
    }
    let seat = game.active;
    if game.players[seat].meeples == 0 {
        return Err(RuleError::NoMeepleLeft);
    }
    game.players[seat].meeples -= 1;
    game.figures.push(Figure { owner: seat, kind: FigureKind::Meeple, tile: index, segment });
    game.features.add_meeple(node, seat);
    events.push(Event::MeeplePlaced { seat, pos: tile.pos, spot });
    Ok(())
}

/// Expansions settle what the tile closed (closed flocks are herded), then completed
/// features score.
fn score(game: &mut Game, events: &mut Vec<Event>) {
    let index = game.board.tiles().len() - 1;
    for module in rules::in_play(game) {
        (module.before_scoring)(game, index, events);
    }
    scoring::score_completed(game, index, events);
}

/// Takes the next tile of the stack (in order, or at random).
pub(crate) fn take(game: &mut Game) -> Option<TileKind> {
    if game.stack.is_empty() {
        None
    } else if game.setup.tiles.is_some() {
        game.stack.pop()
    } else {
        let at = game.rng.below(game.stack.len());
        Some(game.stack.swap_remove(at))
    }
}

/// Draws until a tile fits, discarding the rest; ends the game when none is left.
fn draw(game: &mut Game, events: &mut Vec<Event>) -> Option<Decision> {
    while let Some(tile) = take(game) {
        if !game.board.fits_somewhere(tile) {
            game.discarded.push(tile);
            events.push(Event::TileDiscarded { tile });
            continue;
        }
        events.push(Event::TileDrawn { seat: game.active, tile });
        for module in rules::in_play(game) {
            (module.drawn)(game, tile, events);
        }
        return Some(ask(game.active, Phase::PlaceTile(tile)));
    }
    scoring::finish(game, events);
    None
}
