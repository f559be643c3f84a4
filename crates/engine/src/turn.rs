//! A turn as a sequence of steps that can stop at a decision and resume once it is
//! answered.
//!
//! Placing a tile lays out the rest of the turn on the game's agenda: each expansion's
//! step before the figure step (a bridge the placement needs), the figure step, each
//! expansion's step after it (Hills & Sheep's grow-or-herd), their steps before
//! scoring (a castle's owners choose), scoring, their steps at the end of the turn
//! (a bazaar's auction), and from rules version 24 their steps after it (another part of
//! the turn: a builder's second tile). [`run`] works through the agenda until a step needs somebody
//! to decide; `Game::apply` answers that decision and calls `run` again. When the
//! agenda is empty the next turn starts: a turn a module queued (a tile won at a
//! bazaar), else the next seat draws.

use crate::action::Action;
use crate::board::{Misfit, Placement};
use crate::catalog::TileKind;
use crate::decision::{Decision, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Figure, FigureKind, Game};
use crate::rules::{self, Stage, ask};
use crate::scoring;
use crate::seat::Seat;
use crate::setup::Expansion;
use crate::spot::Spot;
use crate::tile::TileSet;

/// One step of a turn still to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The active player draws until a tile fits (or the game ends).
    Draw,
    /// The active player places this tile, already known (won at a bazaar); if it fits
    /// nowhere it is discarded and the player draws instead.
    Play(TileKind),
    /// The active player may put a figure on the tile just placed.
    Figure,
    /// An expansion's step at a stage of the turn (it may ask for decisions).
    Module(Expansion, Stage),
    /// What the tile closed is settled and scored.
    Score,
    /// The active player is asked this again (after an action that did not answer it:
    /// a gift opened before placing the tile).
    Ask(Phase),
}

/// Runs the agenda until a step waits for a decision or the game is over; an empty
/// agenda starts the next turn.
pub(crate) fn run(game: &mut Game, events: &mut Vec<Event>) {
    while game.decisions.is_empty() && !game.over {
        let Some(step) = game.agenda.pop() else {
            next_turn(game);
            continue;
        };
        let asked = match step {
            Step::Draw => draw(game, events),
            Step::Play(tile) => play(game, tile, events),
            Step::Figure => figure_step(game),
            Step::Module(e, stage) => {
                rules::rules_of(e).step(game, stage, events);
                None
            }
            Step::Score => {
                score(game, events);
                None
            }
            Step::Ask(phase) => Some(ask(game.active, phase)),
        };
        game.decisions.extend(asked);
    }
}

/// Starts the next turn: one a module queued, else the next seat draws.
fn next_turn(game: &mut Game) {
    for module in rules::in_play(game) {
        if let Some(step) = module.next_turn(game) {
            game.agenda.push(step);
            return;
        }
    }
    game.active = Seat((game.active.0 + 1) % game.players.len() as u8);
    game.agenda.push(Step::Draw);
}

/// Puts the drawn tile down and lays out the rest of the turn.
pub(crate) fn place(game: &mut Game, placement: Placement, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let tile = game.current_tile().ok_or(RuleError::TileAlreadyPlaced)?;
    let pos = placement.pos;
    if let Err(misfit) = game.board.check(tile, placement) {
        // A mismatch a module allows (a road meeting a field, with a bridge this turn).
        let allowed = matches!(misfit, Misfit::Mismatch(_))
            && !module_placements(game, tile, Some(placement)).is_empty();
        // A tile that prints nothing on its border (the abbey tile) fits against any
        // edge: where it may not go, the module that restricts it says why (not a hole).
        let blank = matches!(misfit, Misfit::Mismatch(_)) && tile.def().blank_border;
        let blank = blank.then(|| refused(game, tile, placement)).flatten();
        if let (false, Some(refusal)) = (allowed, blank) {
            return Err(refusal);
        }
        if !allowed {
            return Err(match misfit {
                Misfit::Occupied => RuleError::Occupied(pos),
                Misfit::Detached => RuleError::Detached(pos),
                Misfit::Mismatch(dir) => RuleError::Mismatch { tile, pos, dir },
            });
        }
    }
    if let Some(refusal) = refused(game, tile, placement) {
        return Err(refusal);
    }
    game.board.put(tile, placement);
    game.features.add_newest_tile(&game.board);
    events.push(Event::TilePlaced { seat: game.active, tile, placement });
    // The agenda runs its last step first: the turn's steps go on in reverse.
    if game.setup.version >= PARTS_SINCE {
        push_stage(game, Stage::AfterPart);
    }
    push_stage(game, Stage::EndOfTurn);
    game.agenda.push(Step::Score);
    push_stage(game, Stage::BeforeScore);
    push_stage(game, Stage::AfterFigure);
    game.agenda.push(Step::Figure);
    push_stage(game, Stage::BeforeFigure);
    for module in rules::in_play(game) {
        module.placed(game, events);
    }
    Ok(())
}

/// The first rules version whose turn ends every box's end-of-turn step of a part
/// before another part of the turn begins ([`Stage::AfterPart`]): a double turn's first
/// part (Traders & Builders) has its crop circle's action and its messenger's moves
/// before the second tile is drawn, as a turn without a second tile would. Earlier, the
/// builder's step drew the second tile at once, in the middle of the first part's end,
/// so the boxes after it in registry order ended that part after the second.
pub(crate) const PARTS_SINCE: u32 = 24;

/// Puts every module's step at `stage` on the agenda, to run in module order.
fn push_stage(game: &mut Game, stage: Stage) {
    game.agenda.extend(game.playing.expansions().rev().map(|e| Step::Module(e, stage)));
}

/// The placements of `tile` that only a module allows (needing a bridge); only
/// `only`, when given.
pub(crate) fn module_placements(game: &Game, tile: TileKind, only: Option<Placement>) -> Vec<Placement> {
    let mut extra = Vec::new();
    for module in rules::in_play(game) {
        module.placements(game, tile, only, &mut extra);
    }
    extra
}

/// Why a module refuses a placement the board allows (a river tile away from the
/// river's open end); `None` when none does.
pub(crate) fn refused(game: &Game, tile: TileKind, placement: Placement) -> Option<RuleError> {
    rules::in_play(game).filter(|m| m.restricts(tile)).find_map(|m| m.refuse(game, tile, placement))
}

/// Appends every legal placement of `tile` to `out`: the board's, then those only a
/// module allows (needing a bridge), without those a module refuses. Returns how many
/// of them are the board's (the rest need a bridge).
pub(crate) fn placements_into(game: &Game, tile: TileKind, out: &mut Vec<Placement>) -> usize {
    let start = out.len();
    game.board.placements_into(tile, out);
    let mut plain = out.len() - start;
    if game.playing.expansions().next().is_none() {
        return plain;
    }
    out.extend(module_placements(game, tile, None));
    if rules::in_play(game).any(|m| m.restricts(tile)) {
        // `retain` visits in order: the first `plain` after `start` are the board's.
        let (mut i, board_end, mut refused_plain) = (0, start + plain, 0);
        out.retain(|&p| {
            let keep = i < start || refused(game, tile, p).is_none();
            refused_plain += usize::from(!keep && i < board_end);
            i += 1;
            keep
        });
        plain -= refused_plain;
    }
    plain
}

/// Every legal placement of `tile`, each with the expansion whose rule alone allows
/// it (`None` for the board's own).
pub(crate) fn placements(game: &Game, tile: TileKind) -> Vec<(Placement, Option<Expansion>)> {
    let mut out = Vec::new();
    let plain = placements_into(game, tile, &mut out);
    let allowing = |placement: Placement| {
        game.playing.expansions().find(|&e| {
            let mut one = Vec::new();
            rules::rules_of(e).placements(game, tile, Some(placement), &mut one);
            !one.is_empty()
        })
    };
    out.into_iter().enumerate().map(|(i, p)| (p, if i < plain { None } else { allowing(p) })).collect()
}

/// Whether `tile` can be placed anywhere, by the board's rules or a module's.
pub(crate) fn fits(game: &Game, tile: TileKind) -> bool {
    if rules::in_play(game).any(|m| m.restricts(tile)) {
        return !placements(game, tile).is_empty();
    }
    game.board.fits_somewhere(tile) || !module_placements(game, tile, None).is_empty()
}

/// Why no figure may be put on the tile just placed, when a module bars it (a volcano,
/// where the dragon lands): the figure step then offers only what goes elsewhere or
/// takes nothing there (moving the fairy, a bridge), and `Game::apply` refuses any
/// action naming a spot of that tile.
pub(crate) fn barred(game: &Game) -> Option<RuleError> {
    rules::in_play(game).find_map(|m| m.bars_figures(game))
}

/// The figure step, unless nothing is open to the active player. Asked once a turn,
/// so it looks without building the list of options.
fn figure_step(game: &Game) -> Option<Decision> {
    let index = game.board.tiles().len() - 1;
    let barred = barred(game).is_some();
    let meeple = !barred
        && game.players[game.active].meeples > 0
        && (0..game.board.segment_count(index)).any(|s| {
            game.board.segment(index, s).kind.takes_meeples()
                && stands(game, index, s)
                && !game.features.info(game.features.node(index, s)).occupied()
                && Spot::canonical_on(&game.board, index, s).is_some()
        });
    let open = meeple
        || rules::in_play(game).any(|m| {
            let mut options = Vec::new();
            m.figure_actions(game, &mut options);
            options.iter().any(|a| !barred || a.spot().is_none())
        });
    open.then(|| ask(game.active, Phase::PlaceFigure))
}

/// What the active player may put on the tile just placed (passing aside).
pub(crate) fn figure_options(game: &Game) -> Vec<Action> {
    let mut options: Vec<Action> = meeple_spots(game).into_iter().map(Action::Meeple).collect();
    for module in rules::in_play(game) {
        module.figure_actions(game, &mut options);
    }
    if barred(game).is_some() {
        options.retain(|a| a.spot().is_none());
    }
    options
}

/// The spots of the tile just placed where the active player may put a meeple.
pub(crate) fn meeple_spots(game: &Game) -> Vec<Spot> {
    if game.players[game.active].meeples == 0 {
        return Vec::new();
    }
    open_spots(game).collect()
}

/// The spots of the tile just placed where a meeple of any size may stand: features
/// that take meeples and that nobody occupies yet (whether one is in supply aside).
pub(crate) fn open_spots(game: &Game) -> impl Iterator<Item = Spot> + '_ {
    let index = game.board.tiles().len() - 1;
    (0..game.board.segment_count(index))
        .filter(move |&s| game.board.segment(index, s).kind.takes_meeples() && stands(game, index, s))
        .filter(move |&s| !game.features.info(game.features.node(index, s)).occupied())
        .filter_map(move |s| Spot::canonical_on(&game.board, index, s))
}

/// Puts a meeple from the active player's supply on the tile just placed.
pub(crate) fn place_meeple(game: &mut Game, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let index = game.board.tiles().len() - 1;
    let tile = game.board.tiles()[index];
    let segment = open_segment(game, spot)?;
    let node = game.features.node(index, segment);
    let seat = game.active;
    if game.players[seat].meeples == 0 {
        return Err(RuleError::NoMeepleLeft);
    }
    game.players[seat].meeples -= 1;
    game.figures.push(Figure { owner: seat, kind: FigureKind::Meeple, tile: index, segment });
    game.features.add_meeple(node, seat, FigureKind::Meeple);
    events.push(Event::MeeplePlaced { seat, pos: tile.pos, spot });
    Ok(())
}

/// The segment of the tile just placed that `spot` names, when a meeple of any size may
/// stand there: a feature that takes meeples, not occupied yet.
pub(crate) fn open_segment(game: &Game, spot: Spot) -> Result<usize, RuleError> {
    let index = game.board.tiles().len() - 1;
    let segment = spot.resolve_on(&game.board, index).filter(|&s| stands(game, index, s));
    let segment = segment.ok_or(RuleError::NoSuchFeature(spot))?;
    let kind = game.board.segment(index, segment).kind;
    if !kind.takes_meeples() {
        // Where such features do not count (a garden without The Abbot), the spot names
        // nothing.
        return Err(if rules::counts(game, kind) {
            RuleError::NotForMeeples(kind)
        } else {
            RuleError::NoSuchFeature(spot)
        });
    }
    let info = game.features.info(game.features.node(index, segment));
    if info.held > 0 {
        let root = game.features.feature_of(index, segment);
        if let Some(refusal) = rules::in_play(game).find_map(|m| m.held(game, root)) {
            return Err(refusal);
        }
    }
    if info.occupied() {
        return Err(RuleError::FeatureOccupied(spot));
    }
    Ok(segment)
}

/// The first rules version in which a field walled in by a tile's cities
/// (`Segment::walled_in`, Inns & Cathedrals', Traders & Builders' and The Tower's small
/// fields) holds figures. Earlier games were played without it, no farmer ever there,
/// and replay so. A box may say later for its own tiles
/// (`rules::walled_in_since_of`: a box's row may say later).
pub(crate) const WALLED_IN_SINCE: u32 = 11;

/// Whether a figure may stand on segment `segment` of placed tile `tile` by this game's
/// rules version: on any, but a field walled in by cities before the version its box
/// says (11, or Princess & Dragon's 15).
pub(crate) fn stands(game: &Game, tile: usize, segment: usize) -> bool {
    if !game.board.segment(tile, segment).walled_in() {
        return true;
    }
    let since = match game.board.tiles()[tile].kind.def().set {
        TileSet::Expansion(expansion) => rules::walled_in_since_of(expansion),
        TileSet::Base => WALLED_IN_SINCE,
    };
    game.setup.version >= since
}

/// Expansions settle what the tile closed (closed flocks are herded), then completed
/// features score, then expansions score from them (castles).
fn score(game: &mut Game, events: &mut Vec<Event>) {
    let index = game.board.tiles().len() - 1;
    for module in rules::in_play(game) {
        module.before_scoring(game, index, events);
    }
    let touched = rules::in_play(game).find_map(|m| m.touched(game)).filter(|&t| t != index);
    let completed = scoring::score_completed(game, index, touched, events);
    for module in rules::in_play(game) {
        module.after_scoring(game, &completed, events);
    }
}

/// Takes the next tile of the stack (in order, or at random), as the tile it is
/// played as (a monument's token is its large tile).
pub(crate) fn take(game: &mut Game) -> Option<TileKind> {
    for module in rules::in_play(game) {
        if let Some(tile) = module.take(game) {
            return Some(tile);
        }
    }
    take_from_stack(game)
}

/// Takes the next tile of the game's stack, as the tile it is played as: what [`take`]
/// does when no module draws first, and what a module that sets some tiles aside (the
/// dragon's, before the first volcano) draws through.
pub(crate) fn take_from_stack(game: &mut Game) -> Option<TileKind> {
    let tile = if game.stack.is_empty() {
        return None;
    } else if game.setup.tiles.is_some() {
        game.stack.pop()?
    } else {
        let at = game.rng.below(game.stack.len());
        game.stack.swap_remove(at)
    };
    Some(rules::in_play(game).find_map(|m| m.stands_for(tile)).unwrap_or(tile))
}

/// Draws until a tile fits, discarding the rest; ends the game when none is left
/// (unless turns are still queued: tiles won at a bazaar).
fn draw(game: &mut Game, events: &mut Vec<Event>) -> Option<Decision> {
    for module in rules::in_play(game) {
        if let Some(instead) = module.before_draw(game) {
            return Some(instead);
        }
    }
    while let Some(tile) = take(game) {
        if !fits(game, tile) {
            game.discarded.push(tile);
            events.push(Event::TileDiscarded { tile });
            continue;
        }
        events.push(Event::TileDrawn { seat: game.active, tile });
        return Some(hold(game, tile, events));
    }
    if !rules::in_play(game).any(|m| m.queued(game)) {
        scoring::finish(game, events);
    }
    None
}

/// The active player holds `tile`, which fits: the modules see it, then it waits.
fn hold(game: &mut Game, tile: TileKind, events: &mut Vec<Event>) -> Decision {
    for module in rules::in_play(game) {
        module.drawn(game, tile, events);
    }
    ask(game.active, Phase::PlaceTile(tile))
}

/// The active player plays a tile already known; one that fits nowhere is discarded
/// and the player draws instead (when the stack has any).
fn play(game: &mut Game, tile: TileKind, events: &mut Vec<Event>) -> Option<Decision> {
    if fits(game, tile) {
        return Some(hold(game, tile, events));
    }
    game.discarded.push(tile);
    events.push(Event::TileDiscarded { tile });
    if !game.stack.is_empty() {
        game.agenda.push(Step::Draw);
    }
    None
}
