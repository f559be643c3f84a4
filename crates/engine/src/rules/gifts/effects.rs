//! Opening a gift: what each card does, what it may act on, and Take two's choice.
//!
//! Synod puts a meeple from supply on any incomplete monastery (occupied or not); Road
//! sweeper scores any incomplete road as at the end and sends its meeples home (the
//! road can score again later); Retreat sends one of your meeples (or your abbot) home for 2 points
//! plus 2 per meeple left in its feature (or on its castle, named by the city beneath); Change position lays one of your meeples down
//! in a field of its tile, or stands a farmer up on a road, city or monastery of its
//! tile (not onto a feature already scored); Take two draws a second placeable tile,
//! the player keeps one and the other goes back into the stack at a random place.
//!
//! A big meeple (Inns & Cathedrals) is a meeple to every card: Retreat may send it home,
//! Change position stands it up or lays it down (it may be a farmer), and the meeples
//! left that Retreat pays for are counted by strength, a big meeple as two, as it counts
//! for the majority.
//!
//! From rules version 6 a card with nothing to act on (no unfinished monastery for a
//! Synod, no meeple in supply, an empty stack for Take two…) may still be opened: it is
//! wasted, discarded without effect (« le présent sera juste gaspillé »). Before, such a
//! card could not be opened, except Take two, which was spent for nothing.
//!
//! From rules version 11 Change position stands a meeple up only where a meeple may
//! stand: never in a garden (The Abbot's, only an abbot goes there; the published
//! list of what the card moves names meeples, never the abbot's place), refused with
//! `RuleError::NotForMeeples`. Version-10 games, which listed and played that move,
//! replay so.
//!
//! From rules version 14 Take two's choice tells the modules a tile was drawn for the
//! tile kept when it is the second (the first was told when drawn), never again when
//! the first is kept; and the first tile put back takes along what its drawing took
//! from the stack: a hill (Hills & Sheep), the tile hidden under it. Before, the modules
//! were told again whenever the tile kept was of the second's kind, the first of two
//! alike too (a hill hid a second tile), a hill went back with its tile left hidden (a
//! hill drawn again hid another), and a hill kept as the second tile was told after
//! the other went back (it could hide the tile just put back).

use super::{Act, Gift, GiftPlay, Happened, Ph, Refusal, may_open, state, state_mut};
use crate::action::Action;
use crate::catalog::TileKind;
use crate::decision::Phase;
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::{Figure, FigureKind, Game};
use crate::rules::{self, Acting, Perch};
use crate::scoring;
use crate::seat::Seat;
use crate::spot::Spot;
use crate::target::Target;
use crate::tile::FeatureKind;
use crate::turn::{self, Step};

/// Retreat: points for the meeple sent home, and per meeple left in its feature.
const RETREAT_POINTS: u32 = 2;

/// The first rules version in which a card with nothing to act on may be opened, wasted.
const WASTE_SINCE: u32 = 6;

/// The first rules version in which Change position never stands a meeple in a garden.
const MEEPLE_SPOTS_SINCE: u32 = 11;

/// The first rules version in which Take two tells the modules of the tile kept, not of
/// one of the second tile's kind, and a tile put back takes along what its drawing took
/// from the stack ([`keep`]).
const KEPT_TILE_SINCE: u32 = 14;

/// Whether this game lets a card with nothing to act on be opened and wasted.
fn may_waste(game: &Game) -> bool {
    game.setup.version >= WASTE_SINCE
}

/// The gifts the active player may open before placing their tile.
pub(super) fn openings(game: &Game, out: &mut Vec<Action>) {
    if !may_open(game) {
        return;
    }
    let seat = game.active;
    let mut hand = state(game).hands[seat].clone();
    hand.sort();
    hand.dedup();
    for gift in hand {
        let acting = plays(game, seat, gift);
        if acting.is_empty() && may_waste(game) {
            out.push(Act::Gift(GiftPlay::Wasted(gift)).into());
        }
        out.extend(acting.into_iter().map(|play| Action::from(Act::Gift(play))));
    }
}

/// Every way `seat` may open `gift` now so that it acts on something.
fn plays(game: &Game, seat: Seat, gift: Gift) -> Vec<GiftPlay> {
    let name = |tile: usize, segment: usize| Target::canonical(&game.board, tile, segment);
    let roots = || game.features.roots().filter(|&r| !game.features.info(r).scored);
    let first = |root: NodeId| game.features.members(root).next().expect("a feature has members");
    // Each unscored feature of `kind`, named by its first member (Synod, Road sweeper).
    let unscored = |kind: FeatureKind| {
        roots().filter(move |&r| game.features.info(r).kind == kind).filter_map(|r| {
            let (t, s) = first(r);
            name(t, s)
        })
    };
    match gift {
        Gift::Synod if game.players[seat].meeples > 0 => {
            unscored(FeatureKind::Monastery).map(GiftPlay::Synod).collect()
        }
        Gift::Synod => Vec::new(),
        Gift::RoadSweeper => unscored(FeatureKind::Road).map(GiftPlay::RoadSweeper).collect(),
        Gift::Retreat => {
            let mut seen: Vec<NodeId> = Vec::new();
            own_followers(game, seat)
                .filter(|f| {
                    let root = game.features.feature_of(f.tile, f.segment);
                    let new = !seen.contains(&root);
                    seen.push(root);
                    new
                })
                .filter_map(|f| name(f.tile, f.segment))
                .chain(rules::perched_over(game, seat).into_iter().filter_map(|r| {
                    let (t, s) = first(r);
                    name(t, s)
                }))
                .map(GiftPlay::Retreat)
                .collect()
        }
        Gift::ChangePosition => own_meeples(game, seat)
            .flat_map(|f| {
                let from = name(f.tile, f.segment);
                (0..game.board.segment_count(f.tile)).filter(move |&to| changes(game, f, to)).filter_map(
                    move |to| {
                        let spot = Spot::canonical_on(&game.board, f.tile, to)?;
                        Some(GiftPlay::ChangePosition { from: from?, to: spot })
                    },
                )
            })
            .collect(),
        Gift::TakeTwo if !game.stack.is_empty() => vec![GiftPlay::TakeTwo],
        Gift::TakeTwo => Vec::new(),
    }
}

/// What `play` opens: Take two on an empty stack is wasted from version 6 (before, it was
/// opened, and spent for nothing).
fn as_opened(game: &Game, play: GiftPlay) -> GiftPlay {
    let wasted = play == GiftPlay::TakeTwo && game.stack.is_empty() && may_waste(game);
    if wasted { GiftPlay::Wasted(Gift::TakeTwo) } else { play }
}

/// `seat`'s meeples on the board, a big meeple too (Inns & Cathedrals: Change position
/// stands it up or lays it down like any meeple).
fn own_meeples(game: &Game, seat: Seat) -> impl Iterator<Item = Figure> + '_ {
    game.figures.iter().copied().filter(move |f| f.owner == seat && f.kind.is_meeple())
}

/// `seat`'s figures a Retreat may send home: meeples, and the abbot (The Abbot: the
/// Retreat applies to gardens, where only an abbot stands).
fn own_followers(game: &Game, seat: Seat) -> impl Iterator<Item = Figure> + '_ {
    game.figures.iter().copied().filter(move |f| f.owner == seat && f.kind.is_follower())
}

/// What a Retreat on the feature `root` takes `seat`'s meeple from when not the
/// feature itself: a perch over it where `seat` has a meeple (a castle on the city),
/// when `seat` has no follower in the feature.
fn retreat_perch(game: &Game, seat: Seat, root: NodeId) -> Option<Perch> {
    let perch = rules::perch(game, root, seat)?;
    let in_feature = own_followers(game, seat).any(|f| game.features.feature_of(f.tile, f.segment) == root);
    (!in_feature).then_some(perch)
}

/// The perch a Retreat at `target` takes `seat`'s meeple from (see [`retreat_perch`]);
/// `None` when it takes one from the feature itself.
pub(super) fn retreat_elsewhere(game: &Game, seat: Seat, target: Target) -> Option<Perch> {
    let (t, s) = target.resolve(&game.board)?;
    retreat_perch(game, seat, game.features.feature_of(t, s))
}

/// Whether meeple `f` may change position to segment `to` of its tile: lying down into
/// a field, or standing up from one onto a road, city or monastery not yet scored
/// ([`refused_spot`] aside).
fn changes(game: &Game, f: Figure, to: usize) -> bool {
    let from_kind = game.board.segment(f.tile, f.segment).kind;
    let to_kind = game.board.segment(f.tile, to).kind;
    let lies = (from_kind == FeatureKind::Field) != (to_kind == FeatureKind::Field);
    lies && refused_spot(game, f.tile, to).is_none()
        && !game.features.info(game.features.node(f.tile, to)).scored
}

/// Why no meeple may stand on segment `to` of tile `tile` (from version 11: a garden,
/// where only an abbot goes; a field walled in by cities in a game before them), if so.
fn refused_spot(game: &Game, tile: usize, to: usize) -> Option<RuleError> {
    let kind = game.board.segment(tile, to).kind;
    if !kind.takes_meeples() && game.setup.version >= MEEPLE_SPOTS_SINCE {
        return Some(RuleError::NotForMeeples(kind));
    }
    let spot = Spot { kind, port: None };
    (!turn::stands(game, tile, to)).then_some(Refusal::NoSuchChange(spot).into())
}

/// Opens a gift or keeps a tile, every check before any change.
pub(super) fn apply(at: Acting<'_>, act: Act) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let phase = game.decision_of(seat).map(|d| d.phase).expect("the game checked the decision");
    match act {
        Act::Gift(play) => open(Acting { game, seat, events }, play, phase),
        Act::Keep(n) => {
            let Some(Ph::TakeTwo(first, second)) = Ph::of(phase) else {
                unreachable!("keep answers Take two")
            };
            let (kept, back) = if n == 1 { (first, second) } else { (second, first) };
            if game.setup.version >= KEPT_TILE_SINCE {
                keep(game, n == 2, kept, back, events);
            } else {
                return_tile(game, back);
                events.push(Happened::TileReturned { tile: back }.into());
                if kept == second {
                    for module in rules::in_play(game) {
                        module.drawn(game, kept, events);
                    }
                }
            }
            game.agenda.push(Step::Ask(Phase::PlaceTile(kept)));
            Ok(())
        }
    }
}

/// Take two's choice from rules version 14: keeping the second tile, the first goes
/// back with what its drawing took from the stack (the tile hidden under a hill) and
/// the modules are told the second was drawn, before anything goes back (a hill kept
/// hides a tile nobody saw, never the one put back); keeping the first, nothing is told
/// again, whatever the second tile's kind.
fn keep(game: &mut Game, second_kept: bool, kept: TileKind, back: TileKind, events: &mut Vec<Event>) {
    let mut going = vec![back];
    events.push(Happened::TileReturned { tile: back }.into());
    if second_kept {
        for module in rules::in_play(game) {
            going.extend(module.undrawn(game, events));
        }
        for module in rules::in_play(game) {
            module.drawn(game, kept, events);
        }
    }
    for tile in going {
        return_tile(game, tile);
    }
}

/// Puts a tile back where it came from: a module's own stack (a river tile), else the
/// game's, at a random place.
fn return_tile(game: &mut Game, tile: TileKind) {
    let mut taken_back = false;
    for module in rules::in_play(game) {
        taken_back = taken_back || module.put_back(game, tile);
    }
    if !taken_back {
        let len = game.stack.len();
        let at = state_mut(game).rng.below(len + 1);
        game.stack.insert(at, tile);
    }
}

fn open(at: Acting<'_>, play: GiftPlay, phase: Phase) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    let Phase::PlaceTile(tile) = phase else { return Err(Refusal::GiftBeforePlacing.into()) };
    let gift = play.gift();
    if state(game).opened {
        return Err(Refusal::GiftAlreadyOpened.into());
    }
    if !state(game).hands[seat].contains(&gift) {
        return Err(Refusal::GiftNotInHand(gift).into());
    }
    let play = as_opened(game, play);
    let checked = check(game, seat, play)?;
    let gifts = state_mut(game);
    let at = gifts.hands[seat].iter().position(|&g| g == gift).expect("checked");
    gifts.hands[seat].remove(at);
    gifts.discard.push(gift);
    gifts.opened = true;
    events.push(match play {
        GiftPlay::Wasted(gift) => Happened::GiftWasted { seat, gift }.into(),
        play => Happened::GiftOpened { seat, play }.into(),
    });
    let next = match (play, checked) {
        (GiftPlay::Synod(_), Some((tile, segment))) => {
            game.players[seat].meeples -= 1;
            game.figures.push(Figure { owner: seat, kind: FigureKind::Meeple, tile, segment });
            game.features.add_meeple(game.features.node(tile, segment), seat, FigureKind::Meeple);
            Phase::PlaceTile(tile_of(phase))
        }
        (GiftPlay::RoadSweeper(_), Some((t, s))) => {
            let root = game.features.feature_of(t, s);
            scoring::score_feature(game, root, true, events);
            // The road is empty now, not finished: it may score again when completed.
            game.features.info_mut(root).scored = false;
            Phase::PlaceTile(tile)
        }
        (GiftPlay::Retreat(target), Some((t, s))) => {
            let root = game.features.feature_of(t, s);
            let left =
                match retreat_perch(game, seat, root).and_then(|_| rules::leave_perch(game, root, seat)) {
                    Some(left) => left,
                    None => {
                        send_one_home(game, seat, root, (t, s));
                        game.features.info(root).meeples.iter().map(|&m| u32::from(m)).sum()
                    }
                };
            let points = RETREAT_POINTS + RETREAT_POINTS * left;
            super::award(game, seat, points, vec![target.pos], false, events);
            Phase::PlaceTile(tile)
        }
        (GiftPlay::ChangePosition { to, .. }, Some((t, s))) => {
            let to = to.resolve_on(&game.board, t).expect("checked");
            let figure = game
                .figures
                .iter_mut()
                .find(|f| f.owner == seat && f.kind.is_meeple() && (f.tile, f.segment) == (t, s))
                .expect("checked");
            figure.segment = to;
            let kind = figure.kind;
            game.features.remove_meeple(game.features.node(t, s), seat, kind);
            game.features.add_meeple(game.features.node(t, to), seat, kind);
            Phase::PlaceTile(tile)
        }
        (GiftPlay::Wasted(_), _) => Phase::PlaceTile(tile),
        (GiftPlay::TakeTwo, _) => match draw_second(game, events) {
            Some(second) => Ph::TakeTwo(tile, second).into(),
            None => Phase::PlaceTile(tile),
        },
        _ => unreachable!("every play but Take two names what it acts on"),
    };
    game.agenda.push(Step::Ask(next));
    Ok(())
}

fn tile_of(phase: Phase) -> TileKind {
    match phase {
        Phase::PlaceTile(tile) => tile,
        _ => unreachable!("a gift is opened with a tile in hand"),
    }
}

/// Why `play` cannot act now, or the tile and segment it acts on (none for Take two or
/// a wasted card).
fn check(game: &Game, seat: Seat, play: GiftPlay) -> Result<Option<(usize, usize)>, RuleError> {
    let found = |target: Target| target.resolve(&game.board);
    match play {
        GiftPlay::Synod(target) => {
            let at = found(target).filter(|&(t, s)| {
                game.board.segment(t, s).kind == FeatureKind::Monastery
                    && !game.features.info(game.features.node(t, s)).scored
            });
            let at = at.ok_or(Refusal::NotAnIncompleteMonastery(target))?;
            if game.players[seat].meeples == 0 {
                return Err(RuleError::NoMeepleLeft);
            }
            Ok(Some(at))
        }
        GiftPlay::RoadSweeper(target) => found(target)
            .filter(|&(t, s)| {
                let info = game.features.info(game.features.node(t, s));
                info.kind == FeatureKind::Road && !info.scored && info.open > 0
            })
            .map(Some)
            .ok_or(Refusal::NotAnIncompleteRoad(target).into()),
        GiftPlay::Retreat(target) => {
            let at = found(target).ok_or(Refusal::NoMeepleThere(target))?;
            let root = game.features.feature_of(at.0, at.1);
            let mine = own_followers(game, seat).any(|f| game.features.feature_of(f.tile, f.segment) == root)
                || rules::perch(game, root, seat).is_some();
            mine.then_some(Some(at)).ok_or(Refusal::NoMeepleThere(target).into())
        }
        GiftPlay::ChangePosition { from, to } => {
            let at = found(from).ok_or(Refusal::NoMeepleThere(from))?;
            let figure = own_meeples(game, seat).find(|f| (f.tile, f.segment) == at);
            let figure = figure.ok_or(Refusal::NoMeepleThere(from))?;
            let dest = to.resolve_on(&game.board, at.0).ok_or(Refusal::NoSuchChange(to))?;
            if let Some(refusal) = refused_spot(game, at.0, dest) {
                return Err(refusal);
            }
            changes(game, figure, dest).then_some(Some(at)).ok_or(Refusal::NoSuchChange(to).into())
        }
        GiftPlay::TakeTwo => Ok(None),
        GiftPlay::Wasted(gift) if !plays(game, seat, gift).is_empty() => {
            Err(Refusal::GiftHasUse(gift).into())
        }
        GiftPlay::Wasted(gift) if !may_waste(game) => Err(Refusal::GiftUseless(gift).into()),
        GiftPlay::Wasted(_) => Ok(None),
    }
}

/// Sends one of `seat`'s meeples (or its abbot) in feature `root` home, the one at
/// `at` if it stands there.
fn send_one_home(game: &mut Game, seat: Seat, root: NodeId, at: (usize, usize)) {
    let features = &game.features;
    let mine = |f: &Figure| f.owner == seat && f.kind.is_follower();
    let index = game
        .figures
        .iter()
        .position(|f| mine(f) && (f.tile, f.segment) == at)
        .or_else(|| {
            game.figures.iter().position(|f| mine(f) && features.feature_of(f.tile, f.segment) == root)
        })
        .expect("checked: a meeple of the seat is there");
    let figure = game.figures.remove(index);
    game.features.remove_meeple(root, seat, figure.kind);
    if figure.kind == FigureKind::Meeple {
        game.players[seat].meeples += 1;
    }
}

/// Take two: draws until a tile fits (discarding the others); none if the stack runs out.
fn draw_second(game: &mut Game, events: &mut Vec<Event>) -> Option<TileKind> {
    while let Some(tile) = turn::take(game) {
        if turn::fits(game, tile) {
            events.push(Event::TileDrawn { seat: game.active, tile });
            return Some(tile);
        }
        game.discarded.push(tile);
        events.push(Event::TileDiscarded { tile });
    }
    None
}
