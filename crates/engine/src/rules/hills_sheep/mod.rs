//! Hills & Sheep: shepherds and their flocks, the sheep bag, hills and vineyards.
//!
//! A shepherd is a figure but not a meeple: placed instead of a meeple on a field of the
//! tile just placed, it draws from the bag at once, never counts for a majority and
//! scores only by herding. When a tile extends the field of the active player's own
//! shepherd, that player grows (draws a token) or herds (every shepherd of the field
//! scores the field's whole flock). A wolf sends the field's shepherds home and their
//! sheep back to the bag; a field that closes is herded at once. Hills hide the next
//! tile of the stack and break tied majorities (a hill put back unplayed by The Gifts'
//! Take two takes its tile back into the stack, from rules version 14); vineyards add
//! 3 to a monastery completed during play.
//!
//! From engine version 2 the bag draws from its own random stream, so the tile stack's
//! order does not depend on how many tokens were drawn; version-1 games share the
//! game's one stream, as they were played.
//!
//! Its actions ([`Act`]: `shepherd <spot>`, `grow`, `herd`), events ([`Happened`]),
//! refusals ([`Refusal`]), figure ([`SHEPHERD`]) and decision ([`Ph::Flock`]) are this
//! module's, joined to the shared enums through its registry row.

mod bag;
mod facts;
mod messages;

pub(crate) use bag::Bag;
pub use bag::{ParseTokenError, Token};

use std::fmt;

use super::accessors::hills_sheep::{state, state_mut};
use super::{Count, ExpansionRules, FigureSpec, Stage, ask};
use crate::action::{Action, ParseActionError};
use crate::by_seat::BySeat;
use crate::catalog::TileKind;
use crate::category::Category;
use crate::error::RuleError;
use crate::event::{Event, Scoring};
use crate::features::NodeId;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rng::GameRng;
use crate::scoring::{credit, feature_tiles};
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Expansion, Setup, SetupError};
use crate::spot::Spot;
use crate::tile::FeatureKind;
use crate::turn;
use crate::view::{Audience, View};
use rand::RngCore;

/// A monastery completed during play gains this per vineyard around it.
const VINEYARD_BONUS: u32 = 3;

/// The random stream of the sheep bag (engine version 2 on).
const BAG_STREAM: u64 = 1;

/// The first rules version where every closed field with a shepherd is herded at the end
/// of the figure step (issue 84); before, only the fields of the tile just placed were,
/// at the turn's scoring, after the dragon had moved.
const CLOSED_ANYWHERE_SINCE: u32 = 16;

/// The shepherd: each player's one, on a field. Not a meeple (a card or a hill never
/// takes it for one) and no follower: it never counts for a majority and scores only by
/// herding.
pub const SHEPHERD: FigureKind = FigureKind::Own(Expansion::HillsSheep, 0);

/// What each player has of the box's figures: the shepherd at home.
pub const COUNTS: [Count; 1] = [Count::figure(SHEPHERD)];

/// The box's figures, by number: the shepherd.
pub const FIGURES: [FigureSpec; 1] = [FigureSpec::piece("shepherd", &[FeatureKind::Field])];

/// What a player does with their shepherd and flock (`Action::Expansion`; its notation
/// `shepherd <spot>`, `grow`, `herd`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the shepherd on a field of the tile just placed.
    Shepherd(Spot),
    /// Draw a token for the flock your shepherd watches.
    Grow,
    /// Score the flock and bring the shepherds home.
    Herd,
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &["shepherd field Sw", "grow", "herd"];

    const VERBS: &'static [&'static str] = &["shepherd", "grow", "herd"];

    fn verb(self) -> &'static str {
        match self {
            Act::Shepherd(_) => "shepherd",
            Act::Grow => "grow",
            Act::Herd => "herd",
        }
    }

    /// The same action naming `spot` in place of the spot it names (another name of
    /// the same field); unchanged when it names none.
    fn with_spot(self, spot: Spot) -> Act {
        match self {
            Act::Shepherd(_) => Act::Shepherd(spot),
            other => other,
        }
    }

    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        Some(match (verb, rest) {
            ("shepherd", _) => rest.join(" ").parse().map(Act::Shepherd).map_err(ParseActionError::from),
            ("grow", []) => Ok(Act::Grow),
            ("herd", []) => Ok(Act::Herd),
            ("grow", _) => Err(ParseActionError::Trailing("grow")),
            ("herd", _) => Err(ParseActionError::Trailing("herd")),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        match self {
            Act::Shepherd(spot) => write!(f, " {spot}"),
            Act::Grow | Act::Herd => Ok(()),
        }
    }
}

/// What happened to shepherds, flocks and hills (`Event::Expansion`). Once `Event`
/// variants, they print (`Debug`) as they did: the registry row says `untagged`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// The drawn hill tile hides the next tile of the stack, unseen.
    TileUnderHill { seat: Seat },
    /// The hill tile `seat` put back into the stack unplayed (Take two's tile not kept)
    /// takes the tile hidden under it back too, still unseen.
    TileFromUnderHill { seat: Seat },
    /// `seat` put their shepherd on the field `spot` at `pos`.
    ShepherdPlaced { seat: Seat, pos: Pos, spot: Spot },
    /// A token drawn from the sheep bag for `seat`'s shepherd (a wolf, or sheep that stay).
    SheepDrawn { seat: Seat, token: Token },
    /// A wolf took the flock of a field: its sheep went back to the bag and these
    /// seats' shepherds went home.
    FlockLost { shepherds: SeatSet, sheep: u32 },
}

impl Happened {
    /// Whether it showed something new: a token drawn, a tile hidden; a shepherd put
    /// down does not, so it may still be taken back.
    pub(crate) fn reveals(&self) -> bool {
        !matches!(self, Happened::ShepherdPlaced { .. })
    }
}

/// A move against Hills & Sheep's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("your shepherd is already on the board")]
    NoShepherdLeft,
    #[error("a shepherd goes on a field, not on a {0}")]
    ShepherdOffField(FeatureKind),
    #[error("that field already has a shepherd")]
    FieldHasShepherd(Spot),
    #[error("choose first: grow your flock or herd it")]
    FlockChoicePending,
    #[error("there is no flock to grow or herd now")]
    NoFlockChoice,
}

/// A setup against Hills & Sheep's rules (`SetupError::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupRefusal {
    #[error("fixed sheep-bag draws need Hills & Sheep")]
    BagWithoutHillsSheep,
}

/// Hills & Sheep's decision (`Phase::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// The tile extended the deciding player's shepherd's field: grow or herd.
    Flock,
}

/// One player's shepherd and the sheep beside it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shepherd {
    /// The shepherd is in supply (not on the board).
    pub in_supply: bool,
    /// Sheep tokens beside the shepherd (sheep per token).
    pub flock: Vec<u8>,
}

impl Shepherd {
    /// Sheep shown beside the shepherd.
    pub fn sheep(&self) -> u32 {
        self.flock.iter().map(|&n| u32::from(n)).sum()
    }
}

/// Hills & Sheep's state.
#[derive(Clone, Debug)]
pub struct HillsSheep {
    bag: Bag,
    /// The bag's own stream; `None` in version-1 games, which draw from the game's.
    rng: Option<GameRng>,
    shepherds: BySeat<Shepherd>,
    /// Tiles hidden under hills, out of the game.
    hidden: Vec<TileKind>,
    /// The tile last told drawn, the one in hand, is a hill that hid the last of
    /// `hidden`: put back unplayed, it takes that tile back with it.
    hid_in_hand: bool,
    /// The active player put their shepherd down this turn (so no grow/herd choice).
    placed_this_turn: bool,
    /// The active player chose to grow or herd this tile (so the step after the figure
    /// goes on to the fields the tile closed).
    chosen_this_turn: bool,
}

impl HillsSheep {
    pub(crate) fn new(setup: &Setup) -> HillsSheep {
        HillsSheep {
            bag: Bag::new(&setup.fixed.bag),
            rng: (setup.version >= 2).then(|| GameRng::stream(setup.seed, BAG_STREAM)),
            shepherds: BySeat::filled(
                setup.players as usize,
                Shepherd { in_supply: true, flock: Vec::new() },
            ),
            hidden: Vec::new(),
            hid_in_hand: false,
            placed_this_turn: false,
            chosen_this_turn: false,
        }
    }

    /// A seat's shepherd and flock.
    pub fn shepherd(&self, seat: Seat) -> &Shepherd {
        &self.shepherds[seat]
    }

    /// Tokens left in the bag.
    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    /// How many tiles lie under hills (which ones nobody knows).
    pub fn hidden_tiles(&self) -> usize {
        self.hidden.len()
    }

    /// What every player sees of Hills & Sheep.
    pub fn view(&self) -> SheepView<'_> {
        SheepView { state: self }
    }
}

/// Hills & Sheep as every player sees it: shepherds, flocks and counts, never the
/// bag's coming draws nor the tiles under hills.
#[derive(Clone, Copy, Debug)]
pub struct SheepView<'g> {
    state: &'g HillsSheep,
}

impl<'g> SheepView<'g> {
    pub fn shepherd(&self, seat: Seat) -> &'g Shepherd {
        self.state.shepherd(seat)
    }

    pub fn bag_len(&self) -> usize {
        self.state.bag_len()
    }

    pub fn hidden_tiles(&self) -> usize {
        self.state.hidden_tiles()
    }
}

/// Hills & Sheep's place in the turn: its rules, registered in `rules::rules_of`. No
/// data of its own (a game's state is its `HillsSheep`), so one value serves every game.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    fn check_setup(&self, setup: &Setup) -> Result<(), SetupError> {
        if !setup.fixed.bag.is_empty() && !setup.expansions.hills_sheep {
            return Err(SetupRefusal::BagWithoutHillsSheep.into());
        }
        Ok(())
    }

    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        let sheep = state_mut(game);
        sheep.placed_this_turn = false;
        sheep.chosen_this_turn = false;
    }

    /// A drawn hill tile hides the next tile of the stack, unseen (none if the stack is empty).
    fn drawn(&self, game: &mut Game, tile: TileKind, events: &mut Vec<Event>) {
        let under = if tile.def().markers.hill { turn::take(game) } else { None };
        let sheep = state_mut(game);
        sheep.hid_in_hand = under.is_some();
        if let Some(under) = under {
            sheep.hidden.push(under);
            events.push(Happened::TileUnderHill { seat: game.active }.into());
        }
    }

    /// A hill put back into the stack unplayed takes the tile hidden under it along: it
    /// lay under that hill only, « cette combinaison, tuile Colline et tuile cachée »,
    /// and goes back as unseen as it came.
    fn undrawn(&self, game: &mut Game, events: &mut Vec<Event>) -> Option<TileKind> {
        let sheep = state_mut(game);
        if !std::mem::take(&mut sheep.hid_in_hand) {
            return None;
        }
        let under = sheep.hidden.pop().expect("the hill in hand hid the last tile hidden");
        events.push(Happened::TileFromUnderHill { seat: game.active }.into());
        Some(under)
    }

    fn figure_actions(&self, game: &Game, out: &mut Vec<Action>) {
        out.extend(shepherd_spots(game).into_iter().map(|spot| Action::from(Act::Shepherd(spot))));
    }

    /// After the figure step: the active player's grow-or-herd when the tile extended
    /// their flock's field; then, from rules version 16, every closed field with a
    /// shepherd is herded, « immédiatement » — before anything else moves (the dragon)
    /// and wherever the field lies (the abbey tile closes the fields of the four tiles
    /// around it, none of its own).
    fn step(&self, game: &mut Game, stage: Stage, events: &mut Vec<Event>) {
        if stage != Stage::AfterFigure {
            return;
        }
        let herds_closed = game.setup.version >= CLOSED_ANYWHERE_SINCE;
        let sheep = state(game);
        if !sheep.placed_this_turn && !sheep.chosen_this_turn && own_flock_extended(game) {
            if herds_closed {
                // Back here once the choice is made (« vous pouvez tenter d'agrandir le
                // troupeau avant de réaliser cette action obligatoire »).
                game.agenda.push(turn::Step::Module(Expansion::HillsSheep, Stage::AfterFigure));
            }
            game.decisions.push(ask(game.active, Ph::Flock.into()));
        } else if herds_closed {
            herd_closed(game, events);
        }
    }

    /// Before rules version 16, herds every flock in a field of tile `index` that has no
    /// open edge left (from 16 the step after the figure herds every closed field).
    fn before_scoring(&self, game: &mut Game, index: usize, events: &mut Vec<Event>) {
        if game.setup.version >= CLOSED_ANYWHERE_SINCE {
            return;
        }
        let segments = game.board.tiles()[index].kind.def().segments.len();
        for s in 0..segments {
            let root = game.features.feature_of(index, s);
            let info = game.features.info(root);
            if info.kind == FeatureKind::Field && info.open == 0 && !shepherds_in(game, root).is_empty() {
                herd(game, root, events);
            }
        }
    }

    /// Among tied players, those with a meeple on a hill tile in the feature win (with
    /// `hill_count`, those with the most such meeples).
    fn tie_break(&self, game: &Game, root: NodeId, tied: SeatSet) -> SeatSet {
        let mut hills = [0u8; MAX_SEATS];
        for f in &game.figures {
            let tile = game.board.tiles()[f.tile];
            // A big meeple (Inns & Cathedrals) on a hill weighs its strength there too, a
            // mayor (Abbey & Mayor) its city's pennants: none without, so it breaks no tie.
            if f.kind.is_follower()
                && tile.kind.def().markers.hill
                && game.features.feature_of(f.tile, f.segment) == root
            {
                hills[f.owner.index()] += super::weight(game, f);
            }
        }
        break_tie(tied, hills, game.setup.options.hill_count)
    }

    fn monastery_bonus(&self, game: &Game, pos: Pos) -> u32 {
        VINEYARD_BONUS * vineyards_around(game, pos)
    }

    /// Tiles under hills are dealt afresh with the stack (nobody saw either; from a
    /// canonical order, so the sample owes nothing to the real one), and the bag's coming
    /// draws are drawn afresh.
    fn resample(&self, game: &mut Game, _viewer: Audience, rng: &mut GameRng) {
        let sheep = game.states.hills_sheep.as_mut().expect("Hills & Sheep in play");
        let hidden = sheep.hidden.len();
        game.stack.append(&mut sheep.hidden);
        game.stack.sort_unstable();
        for i in (1..game.stack.len()).rev() {
            game.stack.swap(i, rng.below(i + 1));
        }
        sheep.hidden = game.stack.split_off(game.stack.len() - hidden);
        sheep.bag.forget_fixed();
        let own = GameRng::stream(rng.next_u64(), BAG_STREAM);
        sheep.rng = sheep.rng.as_ref().map(|_| own);
    }
}

impl Ph {
    /// Adds its legal answers for the player it asks (`Game::legal_actions`).
    pub(crate) fn answers(self, _game: &Game, out: &mut Vec<Action>) {
        match self {
            Ph::Flock => out.extend([Act::Grow, Act::Herd].map(Action::from)),
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, its owner in play).
    pub(crate) fn play(self, game: &mut Game, _seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match self {
            Act::Shepherd(spot) => place_shepherd(game, spot, events),
            Act::Grow | Act::Herd => {
                state_mut(game).chosen_this_turn = true;
                let field = own_shepherd_field(game).expect("a flock choice has a shepherd");
                if self == Act::Grow {
                    grow(game, field, events);
                } else {
                    herd(game, field, events);
                }
                Ok(())
            }
        }
    }
}

/// The field spots of the tile just placed where the active player may put their
/// shepherd: fields with no shepherd yet (farmers do not matter).
pub(crate) fn shepherd_spots(game: &Game) -> Vec<Spot> {
    if !state(game).shepherds[game.active].in_supply {
        return Vec::new();
    }
    let index = game.board.tiles().len() - 1;
    let tile = &game.board.tiles()[index];
    (0..tile.kind.def().segments.len())
        .filter(|&s| tile.kind.def().segments[s].kind == FeatureKind::Field && turn::stands(game, index, s))
        .filter(|&s| shepherds_in(game, game.features.feature_of(index, s)).is_empty())
        .filter_map(|s| Spot::canonical(tile, s))
        .collect()
}

/// Seats whose shepherd stands in the field `root`.
fn shepherds_in(game: &Game, root: NodeId) -> SeatSet {
    game.figures
        .iter()
        .filter(|f| f.kind == SHEPHERD && game.features.feature_of(f.tile, f.segment) == root)
        .fold(SeatSet::EMPTY, |set, f| set.with(f.owner))
}

/// The field the active player's shepherd stands in, if it is on the board.
fn own_shepherd_field(game: &Game) -> Option<NodeId> {
    game.figures
        .iter()
        .find(|f| f.kind == SHEPHERD && f.owner == game.active)
        .map(|f| game.features.feature_of(f.tile, f.segment))
}

/// Whether the tile just placed extends the field of the active player's shepherd.
fn own_flock_extended(game: &Game) -> bool {
    let Some(field) = own_shepherd_field(game) else { return false };
    let index = game.board.tiles().len() - 1;
    let segments = game.board.tiles()[index].kind.def().segments.len();
    (0..segments).any(|s| game.features.feature_of(index, s) == field)
}

fn place_shepherd(game: &mut Game, spot: Spot, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let seat = game.active;
    if !state(game).shepherds[seat].in_supply {
        return Err(Refusal::NoShepherdLeft.into());
    }
    let index = game.board.tiles().len() - 1;
    let tile = game.board.tiles()[index];
    let segment = spot.resolve(&tile).filter(|&s| turn::stands(game, index, s));
    let segment = segment.ok_or(RuleError::NoSuchFeature(spot))?;
    let kind = tile.kind.def().segments[segment].kind;
    if kind != FeatureKind::Field {
        return Err(Refusal::ShepherdOffField(kind).into());
    }
    let field = game.features.feature_of(index, segment);
    if !shepherds_in(game, field).is_empty() {
        return Err(Refusal::FieldHasShepherd(spot).into());
    }
    let sheep = state_mut(game);
    sheep.shepherds[seat].in_supply = false;
    sheep.placed_this_turn = true;
    game.figures.push(Figure { owner: seat, kind: SHEPHERD, tile: index, segment });
    events.push(Happened::ShepherdPlaced { seat, pos: tile.pos, spot }.into());
    grow(game, field, events);
    Ok(())
}

/// Draws a token from the bag: the next fixed one, else at random from the bag's stream.
fn draw_token(game: &mut Game) -> Option<Token> {
    let sheep = game.states.hills_sheep.as_mut().expect("Hills & Sheep in play");
    let rng = match sheep.rng.as_mut() {
        Some(own) => own,
        None => &mut game.rng,
    };
    sheep.bag.draw(rng)
}

/// Draws a token for the active player's shepherd in `field`: sheep join the flock; a
/// wolf sends the whole field's flock back to the bag.
fn grow(game: &mut Game, field: NodeId, events: &mut Vec<Event>) {
    let seat = game.active;
    let Some(token) = draw_token(game) else { return };
    events.push(Happened::SheepDrawn { seat, token }.into());
    match token {
        Token::Sheep(n) => state_mut(game).shepherds[seat].flock.push(n),
        Token::Wolf => {
            let sheep = flock_size(game, field);
            let shepherds = send_shepherds_home(game, field);
            state_mut(game).bag.put_back([Token::Wolf]);
            events.push(Happened::FlockLost { shepherds, sheep }.into());
        }
    }
}

/// Herds every closed field with a shepherd on the board, in the order the shepherds
/// were put down.
fn herd_closed(game: &mut Game, events: &mut Vec<Event>) {
    let mut closed: Vec<NodeId> = Vec::new();
    for f in game.figures.iter().filter(|f| f.kind == SHEPHERD) {
        let root = game.features.feature_of(f.tile, f.segment);
        if game.features.info(root).open == 0 && !closed.contains(&root) {
            closed.push(root);
        }
    }
    for root in closed {
        herd(game, root, events);
    }
}

/// Every shepherd of `field` scores the whole flock; tokens and shepherds go home.
fn herd(game: &mut Game, field: NodeId, events: &mut Vec<Event>) {
    let points = flock_size(game, field);
    let tiles = feature_tiles(game, field);
    let shepherds = send_shepherds_home(game, field);
    credit(game, shepherds, Category::Sheep, points);
    let cells = tiles.iter().map(|&t| game.board.tiles()[t].pos).collect();
    events.push(Event::Scored(Scoring {
        category: Category::Sheep,
        points,
        winners: shepherds,
        meeples: [0; MAX_SEATS],
        cells,
        at_end: false,
    }));
}

/// Sheep shown beside the shepherds of `field`.
fn flock_size(game: &Game, field: NodeId) -> u32 {
    let sheep = state(game);
    shepherds_in(game, field).iter().map(|s| sheep.shepherds[s].sheep()).sum()
}

/// Sends the shepherds of `field` home and their sheep back to the bag.
fn send_shepherds_home(game: &mut Game, field: NodeId) -> SeatSet {
    let shepherds = shepherds_in(game, field);
    let features = &game.features;
    game.figures.retain(|f| !(f.kind == SHEPHERD && features.feature_of(f.tile, f.segment) == field));
    let sheep = game.states.hills_sheep.as_mut().expect("Hills & Sheep in play");
    for s in shepherds.iter() {
        let shepherd = &mut sheep.shepherds[s];
        shepherd.in_supply = true;
        sheep.bag.put_back(shepherd.flock.drain(..).map(Token::Sheep));
    }
    shepherds
}

/// `seat`'s shepherd, already taken off the board by another expansion's rule (eaten
/// by Princess & Dragon's dragon), is back in supply, its sheep back in the bag: what a
/// wolf does to one shepherd.
pub(crate) fn shepherd_gone(game: &mut Game, seat: Seat) {
    let sheep = game.states.hills_sheep.as_mut().expect("Hills & Sheep in play");
    let shepherd = &mut sheep.shepherds[seat];
    shepherd.in_supply = true;
    sheep.bag.put_back(shepherd.flock.drain(..).map(Token::Sheep));
}

/// The hill tie-break on counts of meeples on hills per seat.
fn break_tie(tied: SeatSet, hills: [u8; MAX_SEATS], hill_count: bool) -> SeatSet {
    let best = tied.iter().map(|s| hills[s.index()]).max().unwrap_or(0);
    if best == 0 {
        return tied;
    }
    let threshold = if hill_count { best } else { 1 };
    SeatSet::from_fn(|s| tied.contains(s) && hills[s.index()] >= threshold)
}

/// Vineyard tiles among the eight cells around `pos`.
fn vineyards_around(game: &Game, pos: Pos) -> u32 {
    pos.ring().filter(|&p| game.board.tile_at(p).is_some_and(|t| t.kind.def().markers.vineyard)).count()
        as u32
}

/// Hills & Sheep's part of [`Game`] and [`View`] (here rather than in `game.rs` and
/// `view.rs`, so that an expansion's accessors live with its state).
impl Game {
    /// How many tiles lie hidden under hills (which ones is secret, even to the engine's users).
    pub fn hidden_tiles(&self) -> usize {
        self.hills_sheep().map_or(0, HillsSheep::hidden_tiles)
    }

    /// The tiles hidden under hills, for [`crate::View::unseen_tiles`], which tells
    /// them among those to come: which ones they are nobody knows.
    pub(crate) fn hidden_kinds(&self) -> &[TileKind] {
        self.hills_sheep().map_or(&[], |sheep| sheep.hidden.as_slice())
    }

    /// Tokens left in the sheep bag (Hills & Sheep).
    pub fn bag_len(&self) -> Option<usize> {
        self.hills_sheep().map(HillsSheep::bag_len)
    }
}

impl<'g> SheepView<'g> {
    /// Hills & Sheep as everyone sees it: shepherds, flocks, the bag's size, hidden tiles' count.
    pub(crate) fn of(view: &View<'g>) -> SheepView<'g> {
        state(view.game()).view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(list: &[u8]) -> SeatSet {
        list.iter().fold(SeatSet::EMPTY, |set, &s| set.with(Seat(s)))
    }

    #[test]
    fn hills_break_ties_among_the_tied_only() {
        // Red (seat 1) alone has a meeple on a hill: Red alone wins the tie.
        assert_eq!(break_tie(seats(&[0, 1]), [0, 1, 0, 0, 0, 0], false), seats(&[1]));
        assert_eq!(break_tie(seats(&[0, 1]), [0; 6], false), seats(&[0, 1]));
        // Both have one on a hill, however many: still tied, unless hill_count counts them.
        assert_eq!(break_tie(seats(&[0, 1]), [1, 2, 0, 0, 0, 0], false), seats(&[0, 1]));
        assert_eq!(break_tie(seats(&[0, 1]), [1, 2, 0, 0, 0, 0], true), seats(&[1]));
        // A hill meeple of a player outside the tie does not matter.
        assert_eq!(break_tie(seats(&[0, 1]), [0, 0, 1, 0, 0, 0], false), seats(&[0, 1]));
    }
}
