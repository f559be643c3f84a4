//! Bridges, Castles & Bazaars: bridges that carry roads over tiles, small cities turned
//! into castles that score from their neighbourhood, and bazaars that auction tiles.
//!
//! Each part lives in its own file: `bridge` (building, and the placements only a
//! bridge makes legal), `castle` (the owners' choice before scoring, castles scoring
//! from completed features, their worth to fields) and `bazaar` (the auction after a
//! bazaar tile's turn and the round of turns with the won tiles). This file holds the
//! expansion's state, what players see of it, and its place in the turn (`Rules`).

mod bazaar;
mod bridge;
pub(crate) mod castle;

pub use bazaar::{Auction, MAX_BID, Offer};
pub use bridge::{Axis, Bridge};
pub use castle::{Castle, CastleChoice};

use super::{ExpansionRules, Stage, ask};
use crate::tile::TileTable;
use crate::action::Action;
use crate::board::Placement;
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::decision::Phase;
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::Game;
use crate::seat::Seat;
use crate::setup::Setup;
use crate::turn::Step;
use crate::view::View;

/// Bridges and castles each player starts with, by number of players.
fn supply(players: u8) -> u8 {
    if players <= 4 { 3 } else { 2 }
}

/// Bridges, Castles & Bazaars' state.
#[derive(Clone, Debug)]
pub struct BridgesCastlesBazaars {
    /// Bridges in each player's supply.
    bridges: BySeat<u8>,
    /// Castles in each player's supply.
    castles: BySeat<u8>,
    /// Bridges on the board, in the order they were built.
    built: Vec<Bridge>,
    /// The placed tiles (by index) that carry a bridge.
    bridges_on: Vec<usize>,
    /// The tile that got a bridge this turn.
    bridge_this_turn: Option<usize>,
    castles_built: Vec<castle::Castle>,
    /// The small city whose owners are choosing.
    small_city: Option<castle::SmallCity>,
    /// Small cities already settled this turn (chosen for, or with nobody to choose).
    settled: Vec<NodeId>,
    /// A bazaar tile was placed this turn, outside a bazaar's round.
    bazaar_placed: bool,
    auction: Option<Auction>,
    /// The bazaar round's turns still to play: who, with which tile.
    queue: Vec<(Seat, TileKind)>,
    /// The placer of the bazaar whose round is being played.
    round_of: Option<Seat>,
}

impl BridgesCastlesBazaars {
    pub(crate) fn new(setup: &Setup) -> BridgesCastlesBazaars {
        let n = supply(setup.players);
        BridgesCastlesBazaars {
            bridges: BySeat::filled(setup.players as usize, n),
            castles: BySeat::filled(setup.players as usize, n),
            built: Vec::new(),
            bridges_on: Vec::new(),
            bridge_this_turn: None,
            castles_built: Vec::new(),
            small_city: None,
            settled: Vec::new(),
            bazaar_placed: false,
            auction: None,
            queue: Vec::new(),
            round_of: None,
        }
    }

    /// What every player sees of the expansion (all of it is public).
    pub fn view(&self) -> BcbView<'_> {
        BcbView { state: self }
    }
}

/// Adds `n` bridges to `seat`'s supply (a Monuments objective's reward).
pub(crate) fn gain_bridges(game: &mut Game, seat: Seat, n: u32) {
    let supply = &mut state_mut(game).bridges[seat];
    *supply = supply.saturating_add(u8::try_from(n).unwrap_or(u8::MAX));
}

/// Bridges, Castles & Bazaars as every player sees it.
#[derive(Clone, Copy, Debug)]
pub struct BcbView<'g> {
    state: &'g BridgesCastlesBazaars,
}

impl<'g> BcbView<'g> {
    /// Bridges left in `seat`'s supply.
    pub fn bridges_left(&self, seat: Seat) -> u8 {
        self.state.bridges[seat]
    }

    /// Castles left in `seat`'s supply.
    pub fn castles_left(&self, seat: Seat) -> u8 {
        self.state.castles[seat]
    }

    /// The bridges on the board, in the order they were built.
    pub fn bridges(&self) -> &'g [Bridge] {
        &self.state.built
    }

    /// The castles on the board, in the order they were built.
    pub fn castles(&self) -> &'g [Castle] {
        &self.state.castles_built
    }

    /// The two cells of the small city whose owners are choosing now.
    pub fn small_city(&self) -> Option<[crate::geometry::Pos; 2]> {
        self.state.small_city.as_ref().map(|c| c.cells)
    }

    /// The auction in progress.
    pub fn auction(&self) -> Option<&'g Auction> {
        self.state.auction.as_ref()
    }

    /// The placer of the bazaar whose round of turns is being played (also during the
    /// round's last turn, when `queue` is already empty).
    pub fn round_of(&self) -> Option<Seat> {
        self.state.round_of
    }

    /// The bazaar round's turns still to play, in order: who, with which tile.
    pub fn queue(&self) -> &'g [(Seat, TileKind)] {
        &self.state.queue
    }
}

pub(crate) fn state(game: &Game) -> &BridgesCastlesBazaars {
    game.states.bridges_castles_bazaars.as_ref().expect("Bridges, Castles & Bazaars in play")
}

pub(crate) fn state_mut(game: &mut Game) -> &mut BridgesCastlesBazaars {
    game.states.bridges_castles_bazaars.as_mut().expect("Bridges, Castles & Bazaars in play")
}

/// Bridges, Castles & Bazaars' place in the turn: its rules, registered in
/// `rules::rules_of`. No data of its own (a game's state is its `BridgesCastlesBazaars`),
/// so one value serves every game.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn tile_table(&self) -> Option<TileTable> {
        Some(TileTable { prefix: "BB", text: include_str!("../../../tiles/bridges-castles-bazaars.txt") })
    }

    fn owns(&self, action: Action) -> bool {
        matches!(
            action,
            Action::Bridge(_)
                | Action::Castle(_)
                | Action::Choose(_)
                | Action::Bid(_)
                | Action::Buy
                | Action::Sell
                | Action::Pass
        )
    }

    /// A bridge may be built at the figure step, before a figure is put down.
    fn at_figure_step(&self, action: Action) -> bool {
        matches!(action, Action::Bridge(_))
    }

    /// A tile was placed: a new turn's bridge, castles and bazaar begin.
    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let index = game.board.tiles().len() - 1;
        let bazaar = game.board.tiles()[index].kind.def().markers.bazaar;
        let bcb = state_mut(game);
        bcb.bridge_this_turn = None;
        bcb.settled.clear();
        bcb.bazaar_placed = bazaar && bcb.round_of.is_none();
        for castle in &mut bcb.castles_built {
            castle.fresh = false;
        }
    }

    fn placements(&self, game: &Game, tile: TileKind, only: Option<Placement>, out: &mut Vec<Placement>) {
        bridge::placements(game, tile, only, out);
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        out.extend(bridge::legal(game, game.active).into_iter().map(Action::Bridge));
    }

    /// The legal answers to the expansion's decisions.
    fn answers(&self, game: &Game, phase: Phase, out: &mut Vec<Action>) {
        match phase {
            Phase::Bridge => out.extend(bridge::legal(game, game.active).into_iter().map(Action::Bridge)),
            Phase::Castle => {
                out.extend([Action::Castle(CastleChoice::Build), Action::Castle(CastleChoice::Score)])
            }
            _ => bazaar::answers(game, phase, out),
        }
    }

    /// Plays one of the expansion's actions, every check before any change.
    fn apply(
        &self,
        game: &mut Game,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match action {
            Action::Bridge(b) => {
                bridge::check(game, seat, b)?;
                let optional = game.decision_of(seat).is_some_and(|d| d.phase == Phase::PlaceFigure);
                bridge::build(game, seat, b, events);
                if optional {
                    // The figure step comes again, now with the bridge to stand on.
                    game.agenda.push(Step::Figure);
                }
                Ok(())
            }
            Action::Castle(choice) => {
                if choice == CastleChoice::Build && state(game).castles[seat] == 0 {
                    return Err(RuleError::NoCastleLeft);
                }
                castle::choose(game, seat, choice, events);
                Ok(())
            }
            _ => bazaar::apply(game, seat, action, events),
        }
    }

    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        match stage {
            Stage::BeforeFigure => {
                if !bridge::owed_by_placed(game).is_empty() {
                    game.decisions.push(ask(game.active, Phase::Bridge));
                }
            }
            Stage::AfterFigure => {}
            Stage::BeforeScore => castle::ask_owners(game),
            Stage::EndOfTurn => bazaar::step(game, events),
        }
    }

    fn touched(&self, game: &Game) -> Option<usize> {
        state(game).bridge_this_turn
    }

    fn after_scoring(&self, game: &mut Game, completed: &[NodeId], events: &mut Vec<Event>) {
        castle::score(game, completed, events);
    }

    fn field_city(&self, game: &Game, root: NodeId) -> Option<u32> {
        let castles = &state(game).castles_built;
        castles.iter().any(|c| game.features.find(c.city) == root).then_some(castle::FIELD_POINTS)
    }

    fn next_turn(&self, game: &mut Game) -> Option<Step> {
        bazaar::next_turn(game)
    }

    /// A bazaar played at once is still running between its choosers' turns.
    fn queued(&self, game: &Game) -> bool {
        !state(game).queue.is_empty() || state(game).auction.is_some()
    }

    fn finish(&self, game: &mut Game, _events: &mut Vec<Event>) {
        castle::finish(game);
    }
}

/// Bridges, Castles & Bazaars' part of [`Game`] and [`View`] (here rather than in
/// `game.rs` and `view.rs`, so that an expansion's accessors live with its state).
impl Game {
    /// Bridges, Castles & Bazaars' state, when it is in play.
    pub fn bridges_castles_bazaars(&self) -> Option<&BridgesCastlesBazaars> {
        self.states.bridges_castles_bazaars.as_ref()
    }
}

impl<'g> View<'g> {
    /// Bridges, Castles & Bazaars as everyone sees it: supplies, bridges, castles, the
    /// auction and the bazaar's round.
    pub fn bridges_castles_bazaars(&self) -> Option<BcbView<'g>> {
        self.game().bridges_castles_bazaars().map(|s| s.view())
    }
}
