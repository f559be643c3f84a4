//! The expansions, one module each: its state, what players see of it (its view), its
//! own refusals and its rules. A library user finds an expansion's types in its module
//! (`rules::river::LAKE`, `rules::abbot::Refusal`,
//! `rules::bridges_castles_bazaars::Bridge`). [`Expansion`] names them and
//! [`Expansions`] is a setup's choice of them.
//!
//! Inside the crate each module joins the turn through the `ExpansionRules` trait,
//! implemented by one unit struct `Rules` in its module.
//!
//! The turn flow (`turn.rs`) and scoring call every module in play at fixed points —
//! after a placement, after a draw, around the figure step, around scoring, at the end of
//! a turn, when a majority is tied, when a monastery completes, when the next turn is
//! chosen — and hand a module the actions that belong to it. `Game::new` asks them how
//! the game starts (a start tile, their own stacks, a check of a fixed order). What each
//! of their actions and decisions is — where it is played, what answers it, who sees it
//! listed — they declare as data ([`facts`]). Every method has a default that changes
//! nothing, so a module writes only the ones it needs. Adding an expansion is
//! one module and one row in the `registry!` below, its actions, decisions, events and
//! refusals its module's own enums (see `docs/adding-an-expansion.md`).

pub mod facts;

pub use facts::{ActFacts, Aim, Card, Count, PhaseFacts, Said, When};

use crate::action::{Action, ParseActionError};
use crate::board::Placement;
use crate::catalog::TileKind;
use crate::decision::{Decision, Phase};
use crate::error::RuleError;
use crate::event::Event;
use crate::features::NodeId;
use crate::game::{Figure, FigureKind, Game};
use crate::geometry::Pos;
use crate::notation::BoxNotation;
use crate::rng::GameRng;
use crate::seat::{MAX_SEATS, Seat, SeatSet};
use crate::setup::{Setup, SetupError};
use crate::spot::Spot;
use crate::tile::{FeatureKind, TileSet, TileTable};
use crate::turn::{self, Step};
use crate::view::Audience;
use crate::worth::FigureWorth;

use serde::{Deserialize, Serialize};

pub mod message;

use message::Message;

/// Where in a turn a module's step runs (see `turn.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// After the placement, before the figure step (a bridge the placement needs).
    BeforeFigure,
    /// After the figure step (Hills & Sheep's grow or herd).
    AfterFigure,
    /// Before completed features score (a small city's owners choose a castle).
    BeforeScore,
    /// After scoring, before the next turn (a bazaar's auction); from rules version 24
    /// the end of each part of a double turn (a crop circle's action, a messenger's move).
    EndOfTurn,
    /// From rules version 24, after every box's end-of-turn step: another part of the
    /// same turn (a builder's second tile, drawn only once the part that earned it has
    /// ended), and what holds for the whole turn ends once no part follows (one ransom a
    /// turn, the fairy's point at its start).
    AfterPart,
}

/// One expansion's entry points into the turn. Each default does what the base game
/// does without the expansion (nothing, no extra option, the usual points), so a module
/// implements only the points where its rules differ, and a method added here for a new
/// expansion changes none of the others.
pub(crate) trait ExpansionRules {
    /// What the road or city `root`, over `tiles` distinct tiles, is worth `complete` or
    /// not, given `points`, what the base game and the expansions before this one in
    /// registry order make it worth: the same when the expansion does not change it; its
    /// own points when it does (an inn, a cathedral: more when complete, nothing when
    /// not); or those points changed (Mage & Witch's figures: 1 more a tile, or half,
    /// after the inn's or cathedral's bonus). Asked wherever a road or city is valued:
    /// scoring during play and at the end, a castle, a road sweeper, the previews, and
    /// `Game::points_when_complete` (asked before it is).
    fn feature_points(&self, _game: &Game, _root: NodeId, _tiles: u32, _complete: bool, points: u32) -> u32 {
        points
    }

    /// The tile the game starts from in place of the base game's start tile, which then
    /// stays in the box (the river's spring).
    fn start_tile(&self) -> Option<TileKind> {
        None
    }

    /// Refuses a setup that gives it something it plays while it is not in play (fixed
    /// draws of a sheep bag without Hills & Sheep, more of a gift card than the deck
    /// holds). Asked of every expansion, in play or not, in registry order.
    fn check_setup(&self, _setup: &Setup) -> Result<(), SetupError> {
        Ok(())
    }

    /// Refuses a fixed draw order its rules cannot play (a river tile after a land tile).
    fn check_order(&self, _fixed: &[TileKind]) -> Result<(), SetupError> {
        Ok(())
    }

    /// Its tile sets that are not shuffled into the stack with the others, because it
    /// puts their tiles in play itself (the river's own stack; the garden tiles, planted
    /// by `fill_stack`).
    fn own_sets(&self) -> &'static [TileSet] {
        &[]
    }

    /// Changes the shuffled stack of a game without a fixed draw order, before the start
    /// tile is taken out of it (a garden tile in place of one copy of its plain tile).
    fn fill_stack(&self, _stack: &mut [TileKind]) {}

    /// How many tiles it draws from a stack of its own when the stack is shuffled, for
    /// the board's room (the river's).
    fn own_stack_len(&self) -> usize {
        0
    }

    /// How many tiles are left in its own stack (the river's), counted among the tiles
    /// left.
    fn tiles_left(&self, _game: &Game) -> usize {
        0
    }

    /// The tiles left in its own stack (the river's), in an order that tells nothing of
    /// the draws: among the tiles no player has seen yet (`View::unseen_tiles`).
    fn own_stack(&self, _game: &Game) -> Vec<TileKind> {
        Vec::new()
    }

    /// The tile a tile taken from the stack is played as, when not itself (a
    /// monument's token stands for its large tile).
    fn stands_for(&self, _tile: TileKind) -> Option<TileKind> {
        None
    }

    /// Takes the next tile from the module's own stack, drawn before the game's (the
    /// river tiles); `None` when it has none left.
    fn take(&self, _game: &mut Game) -> Option<TileKind> {
        None
    }

    /// Takes back a tile returned to the stack (the one not kept of The Gifts' Take
    /// two) when it came from the module's own stack; `false` leaves it to the game's.
    fn put_back(&self, _game: &mut Game, _tile: TileKind) -> bool {
        false
    }

    /// The tile in hand, the last the module was told was drawn (`drawn`), goes back into
    /// the stack unplayed: The Gifts' Take two, its first tile not kept (from rules
    /// version 14). Returns the tile the module took from the stack with it, to go back
    /// too (the one hidden under a hill).
    fn undrawn(&self, _game: &mut Game, _events: &mut Vec<Event>) -> Option<TileKind> {
        None
    }

    /// Whether the module may refuse placements of `tile` that the board allows (a
    /// river tile); only then is [`refuse`](Self::refuse) asked, so that the other
    /// tiles keep the board's quick test.
    fn restricts(&self, _tile: TileKind) -> bool {
        false
    }

    /// Why the module refuses a placement of `tile` that the board allows (a river
    /// tile away from the river's open end, or turning the river back on itself).
    fn refuse(&self, _game: &Game, _tile: TileKind, _placement: Placement) -> Option<RuleError> {
        None
    }

    /// The tile was just placed (before the figure step).
    fn placed(&self, _game: &mut Game, _events: &mut Vec<Event>) {}

    /// The draw is about to take a tile: a decision the active player owes instead, if
    /// the module has one (Abbey & Mayor: place the abbey tile rather than draw). Its
    /// answer puts the turn's first step back on the agenda (`Step::Draw`, or
    /// `Step::Play` with the tile chosen), and the module must not ask again before that
    /// draw.
    fn before_draw(&self, _game: &mut Game) -> Option<Decision> {
        None
    }

    /// The active player drew this tile (or took it from a bazaar, or kept it as The
    /// Gifts' Take two's second tile) and will place it.
    fn drawn(&self, _game: &mut Game, _tile: TileKind, _events: &mut Vec<Event>) {}

    /// Adds placements of a tile that the board alone refuses but the module allows
    /// (a road meeting a field, with a bridge) — only the one given, if any.
    fn placements(&self, _game: &Game, _tile: TileKind, _only: Option<Placement>, _out: &mut Vec<Placement>) {
    }

    /// Adds the module's figure-step actions for the active player.
    fn figure_actions(&self, _game: &Game, _out: &mut Vec<Action>) {}

    /// Why no figure may be put on the tile just placed, if the module bars it (a
    /// volcano: the dragon lands there). Only actions naming a spot of that tile are
    /// barred (`turn::barred`); the others of the figure step stay open.
    fn bars_figures(&self, _game: &Game) -> Option<RuleError> {
        None
    }

    /// Adds the module's actions the tile step takes besides the placements, for the
    /// active player (opening a gift, a ransom). The answers to its own decisions are
    /// its `Ph::answers` (`ExpansionPhase::answers`).
    fn tile_actions(&self, _game: &Game, _out: &mut Vec<Action>) {}

    /// The base game's `pass` declines `phase`, one of its own decisions whose facts
    /// say it may be declined (`PhaseFacts::pass`: a bazaar's raise), for `seat`. Its
    /// own actions it plays by their own type (`Act::play`, `ExpansionAction::play`).
    fn decline(&self, _game: &mut Game, _seat: Seat, phase: ExpansionPhase, _events: &mut Vec<Event>) {
        unreachable!("a decision that no pass declines: {phase:?}")
    }

    /// The module's step at `Stage` of the turn: it may add decisions (of any seats) to
    /// `Game::decisions`, which pause the turn until they are answered.
    fn step(&self, _game: &mut Game, _stage: Stage, _events: &mut Vec<Event>) {}

    /// A tile other than the one just placed whose features changed this turn (a
    /// bridge's).
    fn touched(&self, _game: &Game) -> Option<usize> {
        None
    }

    /// Before completed features score; the placed tile's index.
    fn before_scoring(&self, _game: &mut Game, _placed: usize, _events: &mut Vec<Event>) {}

    /// After completed features scored, with every feature (root) completed this turn,
    /// scored or not (nobody may have stood in it).
    fn after_scoring(&self, _game: &mut Game, _completed: &[NodeId], _events: &mut Vec<Event>) {}

    /// The farmers of the field `root` scored during play (Abbey & Mayor's barn), their
    /// majority still standing there before they go home: what the module adds to that
    /// scoring (a pig's 1 a city for its owner, as at the end).
    fn farmers_scored(&self, _game: &mut Game, _root: NodeId, _events: &mut Vec<Event>) {}

    /// Why the feature `root`, held by one of the module's pieces (`FeatureInfo::held`),
    /// takes no figure (a barn's field), if it holds it: the refusal names the piece
    /// rather than the feature being taken.
    fn held(&self, _game: &Game, _root: NodeId) -> Option<RuleError> {
        None
    }

    /// What a completed city `root` is worth to a field beside it, if not the usual 3.
    fn field_city(&self, _game: &Game, _root: NodeId) -> Option<u32> {
        None
    }

    /// Chooses the next turn when the module has one queued: sets `Game::active` and
    /// returns the turn's first step (`Step::Play` with a tile won at a bazaar, or the
    /// module's own step when its business between turns is not done). With `None` the
    /// next seat after `Game::active` draws, and the module may have moved `active` first.
    fn next_turn(&self, _game: &mut Game) -> Option<Step> {
        None
    }

    /// Whether turns are still queued, so an empty stack does not end the game yet.
    fn queued(&self, _game: &Game) -> bool {
        false
    }

    /// At the end of the game, before final scoring (figures that score nothing go home).
    fn finish(&self, _game: &mut Game, _events: &mut Vec<Event>) {}

    /// Narrows a tied majority of the feature `root`.
    fn tie_break(&self, _game: &Game, _root: NodeId, tied: SeatSet) -> SeatSet {
        tied
    }

    /// Points added to a monastery at `pos` completed during play.
    fn monastery_bonus(&self, _game: &Game, _pos: Pos) -> u32 {
        0
    }

    /// Draws afresh, from `rng`, what the viewer cannot know of the module's state (see
    /// `View::sample`).
    fn resample(&self, _game: &mut Game, _viewer: Audience, _rng: &mut GameRng) {}

    /// What `figure`, one of its own figures that is no follower, is worth to its owner
    /// as the game stands (a pig: its end points; a builder: the second tiles it may
    /// bring), or what a follower gains from a piece of the module's beside it (the
    /// fairy's points); `None` when it is neither. A valuation for the bots, never a
    /// rule: the bots' estimate credits followers by their features' points, and
    /// without this a figure that scores nothing of its own would look like pure cost.
    fn figure_worth(&self, _game: &Game, _figure: &Figure) -> Option<FigureWorth> {
        None
    }

    /// Adds `n` `piece`s to `seat`'s supply; asked only of the module that keeps them
    /// (`keeps` in its registry row, [`keeps_of`]).
    fn receive(&self, _game: &mut Game, _seat: Seat, _piece: Piece, _n: u32) {}

    /// The features (roots) over which `seat` has a meeple standing on something of
    /// this expansion's rather than in the feature (the cities under its castles): The
    /// Gifts' Retreat may take a meeple from there.
    fn perched_over(&self, _game: &Game, _seat: Seat) -> Vec<NodeId> {
        Vec::new()
    }

    /// What stands over the feature `root` where `seat` has a meeple, if this
    /// expansion built it: its word and the meeples on it.
    fn perch(&self, _game: &Game, _root: NodeId, _seat: Seat) -> Option<Perch> {
        None
    }

    /// Sends one of `seat`'s meeples on its [`perch`] over `root` home; returns how
    /// many meeples stay there.
    ///
    /// [`perch`]: ExpansionRules::perch
    fn leave_perch(&self, _game: &mut Game, _root: NodeId, _seat: Seat) -> u32 {
        0
    }

    /// Where `seat`'s figure `kind` stands on something of this expansion's, off the
    /// board's features (a big meeple on a castle): its cell. Such a figure is neither
    /// in `Game::figures` nor in supply, so an expansion that keeps a figure's supply as
    /// "not on the board" asks here too ([`held`]).
    fn holding(&self, _game: &Game, _seat: Seat, _kind: FigureKind) -> Option<Pos> {
        None
    }
}

/// One of a box's own figures, as data: a row of the table its module declares (`figures`
/// in its registry row, `figures_of`; the base game's meeple is `game::MEEPLE`). The
/// shared rules read what a figure is from here (`FigureKind::spec`), so that a box
/// declares its figures instead of answering for each in code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureSpec {
    /// Its word in the notation and for the front ends' words (`mayor`).
    pub word: &'static str,
    /// How many each player has.
    pub per_player: u8,
    /// It occupies its feature: counts for the majority, scores and goes home with it.
    pub follower: bool,
    /// It is a meeple, of any size: it stands wherever a meeple may (a field too) and
    /// whatever moves or weighs a meeple, a card or a hill, takes it as one (the big
    /// meeple; not a shepherd or an abbot).
    pub meeple: bool,
    /// Its owner may take it back instead of placing a figure, for what its feature is
    /// worth then (an abbot).
    pub recallable: bool,
    /// Once put down it stays to the end: nothing eats, captures or moves it (a barn).
    pub permanent: bool,
    /// What it weighs in its feature's majority; never asked of a figure that is no
    /// follower, which weighs nothing (`Fixed(0)`).
    pub strength: Strength,
    /// The kinds of feature of the tile just placed it may be put on at the figure step
    /// (none: it is put down some other way, a barn on a corner).
    pub stands_on: &'static [FeatureKind],
}

impl FigureSpec {
    /// A follower (it occupies its feature, scores and goes home with it) of `strength`,
    /// put on `stands_on`, one a player; no meeple, not recallable, not permanent: a
    /// row says only how its figure differs (`meeple`, `recallable`).
    pub const fn follower(
        word: &'static str,
        strength: Strength,
        stands_on: &'static [FeatureKind],
    ) -> FigureSpec {
        FigureSpec {
            word,
            per_player: 1,
            follower: true,
            meeple: false,
            recallable: false,
            permanent: false,
            strength,
            stands_on,
        }
    }

    /// A piece that is no follower (a shepherd, a builder, a pig, a barn), put on
    /// `stands_on`, one a player: it never counts for a majority, so it weighs nothing.
    pub const fn piece(word: &'static str, stands_on: &'static [FeatureKind]) -> FigureSpec {
        FigureSpec { follower: false, ..FigureSpec::follower(word, Strength::Fixed(0), stands_on) }
    }

    /// The same, a meeple (of another size: the big meeple).
    pub const fn meeple(self) -> FigureSpec {
        FigureSpec { meeple: true, ..self }
    }

    /// The same, its owner may take it back (the abbot).
    pub const fn recallable(self) -> FigureSpec {
        FigureSpec { recallable: true, ..self }
    }

    /// The same, staying where it is put until the end (the barn).
    pub const fn permanent(self) -> FigureSpec {
        FigureSpec { permanent: true, ..self }
    }
}

/// What a figure weighs in its feature's majority.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Always as much (a meeple 1, a big meeple 2).
    Fixed(u8),
    /// As many as its city has pennants, when the majority is taken (Abbey & Mayor's
    /// mayor: none without a pennant).
    Pennants,
}

impl Strength {
    /// What it adds to its feature's tally of figures, `FeatureInfo::meeples`: a fixed
    /// strength itself; a strength by pennants 1, for "someone stands here", replaced by
    /// the pennants in `weights` (this crate's tally of a feature's majority).
    pub const fn counted(self) -> u8 {
        match self {
            Strength::Fixed(n) => n,
            Strength::Pennants => 1,
        }
    }
}

/// A piece one expansion keeps in each player's supply and another may pay out: a
/// monument's reward in bridges goes into Bridges, Castles & Bazaars' supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A bridge, built over a field to carry a road or a city on.
    Bridge,
}

/// Something an expansion builds over a feature, where meeples stand apart from the
/// feature itself (a castle on a city): what The Gifts' Retreat names and takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perch {
    /// What it is, as a key for the words of the front ends (`"castle"`), the way
    /// [`FeatureKind::word`] names a feature.
    pub word: &'static str,
    /// The meeples on it, by seat.
    pub meeples: [u8; MAX_SEATS],
}

/// Declares a box's view of the game alone (`registry!`'s `view` without a function of
/// its own): a copy of a reference to the game, whose methods read the box's state
/// (every box's state is public but for what its own view function hides). Written once
/// so that the boxes' view types cannot drift apart.
macro_rules! game_view {
    ($(#[$doc:meta])* $view:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $view<'g> {
            pub(super) game: &'g $crate::Game,
        }
    };
}
pub(crate) use game_view;

/// A box's view for a `View` (`registry!`'s `view`): one of the game alone (its one field
/// `game`), or made by the named function of its type from the `View`, which shows what
/// the viewer may see of its state.
macro_rules! view_of {
    ($module:ident::$view:ident, $v:expr) => {
        $module::$view { game: $v.game() }
    };
    ($module:ident::$view:ident, $v:expr, $of:ident) => {
        $module::$view::$of($v)
    };
}

/// Writes an enum of the boxes' own refusals (`registry!`'s [`ExpansionRefusal`] and
/// [`ExpansionSetupError`]): a variant a box, each worded by its type's `message`, and
/// each box's type converted into `$outer` (a rule error or a setup error) through it.
macro_rules! refusals {
    ($(#[$doc:meta])* $name:ident into $outer:ident::$wrap:ident { $($variant:ident($ty:ty),)* }) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum $name {
            $(#[error(transparent)] $variant($ty),)*
        }

        impl $name {
            /// The message that words it (its module's `messages.rs`).
            pub fn message(&self) -> Message {
                match self {
                    $($name::$variant(refusal) => <$ty>::message(refusal),)*
                }
            }
        }

        $(impl From<$ty> for $outer {
            fn from(refusal: $ty) -> $outer {
                $outer::$wrap($name::$variant(refusal))
            }
        })*
    };
}

/// Writes an enum of what boxes have of their own (`registry!`'s [`ExpansionAction`],
/// [`ExpansionPhase`]): a variant a box that has one, holding its module's type, and
/// `expansion`, the box it belongs to.
macro_rules! of_boxes {
    ($(#[$attr:meta])* $name:ident { $($variant:ident($ty:ty),)* }) => {
        $(#[$attr])*
        pub enum $name {
            $($variant($ty),)*
        }

        impl $name {
            /// The expansion it belongs to.
            pub fn expansion(self) -> Expansion {
                match self {
                    $($name::$variant(_) => Expansion::$variant,)*
                }
            }
        }
    };
}

/// Writes the registry of expansions from its rows: each expansion's module, the
/// [`Expansion`] naming it, the [`Expansions`] flags of a setup, the `States` of a game,
/// the enums that hold each expansion's own refusals, actions, notation errors, events
/// and decisions ([`ExpansionRefusal`], [`ExpansionAction`], [`ExpansionParseError`],
/// [`ExpansionEvent`], [`ExpansionPhase`]) with their notation and conversions, its
/// kinds of points (`Category`, written by `category.rs`), and [`rules_of`], so that an
/// expansion is one row here and nothing
/// else in this crate lists them.
macro_rules! registry {
    (
        $($variant:ident => $module:ident, $word:literal, $title:literal, since $since:literal,
            view $view:ident $(made by $of:ident)? $(, tiles $prefix:literal $file:literal)? $(, walled in since $walled:ident)?
            $(, figures $figures:ident)? $(, counts $counts:ident)? $(, brings [$($brought:ident),* $(,)?])?
            $(, state $state:ident)? $(, keeps [$($kept:ident),* $(,)?])?
            $(, refusals $refusal:ident)? $(, actions $act:ident)?
            $(, notation $misread:ident)?
            $(, events $happened:ident $(printed $printed:ident)? $(, seen by $seen:ident)?)?
            $(, phases $ph:ident)?
            $(, fixed $fixed:ident: $drawn:ident)?
            $(, setup $setup_refusal:ident)?
            $(, options [$($(#[$option_doc:meta])* $option:ident = $option_field:ident),* $(,)?])?
            $(, markers [$($marker:ident),* $(,)?])?
            $(, categories [$($(#[$doc:meta])* $category:ident = $category_word:literal $(at end $category_end:literal)?),* $(,)?])?;)*
    ) => {
        $(pub mod $module;)*

        crate::category::categories! {
            $($variant [$($($(#[$doc])* $category = $category_word $(at end $category_end)?),*)?])*
        }

        crate::setup::options! {
            $($variant [$($($(#[$option_doc])* $option = $option_field),*)?])*
        }

        // A lake beside an inn is the shared tiles' word, as a pennant is: the tile art
        // draws it and the tile's words tell it, whichever box prints it.
        crate::tile::markers! {
            lake $($($($marker)*)?)*
        }

        /// A scenario's first draws from the expansions' own sources of chance (then
        /// chance): a list per expansion that has one (`fixed` in its row), of its own
        /// things drawn, named by the row's word — the field of a stored setup's JSON
        /// (`bag`, `gifts`: each expansion's list is a part of its row, so the setup
        /// names none) and the terminal's flag (`--bag`).
        #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(default)]
        pub struct Fixed {
            $($(
                #[doc = concat!($title, ": its first draws, in order.")]
                #[serde(skip_serializing_if = "Vec::is_empty")]
                pub $fixed: Vec<$module::$drawn>,
            )?)*
        }

        impl Fixed {
            /// Each list's word, with the expansion it belongs to, in registry order.
            pub const LISTS: &[(&str, Expansion)] = &[$($((stringify!($fixed), Expansion::$variant),)?)*];

            /// Whether no list holds a draw.
            pub fn is_empty(&self) -> bool {
                true $($(&& self.$fixed.is_empty())?)*
            }

            /// Adds the thing `word` names to the end of the list called `list` (one of
            /// [`Fixed::LISTS`]' words).
            ///
            /// # Errors
            /// A word that names nothing its expansion draws.
            ///
            /// # Panics
            /// On a `list` that is none of [`Fixed::LISTS`]' words.
            pub fn push(&mut self, list: &str, word: &str) -> Result<(), FixedParseError> {
                $($(if list == stringify!($fixed) {
                    let drawn = word.parse().map_err(FixedParseError::$variant)?;
                    self.$fixed.push(drawn);
                    return Ok(());
                })?)*
                panic!("`{list}` is no expansion's fixed draws")
            }
        }

        /// A word that names nothing an expansion's fixed draws may hold (`Fixed::push`):
        /// its own parse error.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum FixedParseError {
            $($(#[error(transparent)] $variant(<$module::$drawn as std::str::FromStr>::Err),)?)*
        }

        refusals! {
            /// A setup refused by an expansion's own rules (`SetupError::Expansion`,
            /// `ExpansionRules::check_setup`): the refusals of each expansion that has its
            /// own, in its module.
            ExpansionSetupError into SetupError::Expansion {
                $($($variant($module::$setup_refusal),)?)*
            }
        }

        /// Writes `$callback!($first: "hills-sheep", "bridges-castles-bazaars", …)`: every
        /// box's word ([`Expansion::word`]) in registry order, as literals, for a crate that
        /// needs one item per box at compile time (the bot's word files, `include_str!`'d
        /// by name), so that a new box is listed by its row alone.
        #[macro_export]
        macro_rules! box_words {
            ($callback:ident!($first:tt)) => {
                $callback!($first: $($word),*)
            };
        }

        /// Writes `$callback! { HillsSheep => hills_sheep, … }`: every box's variant and
        /// module in registry order, for a crate with a folder of the same name per box
        /// in a layer (the bot's pictures and service, each with its own `$callback`
        /// naming what it asks of the folder), so that a new box is listed by its row
        /// alone there too.
        #[macro_export]
        macro_rules! box_modules {
            ($callback:ident) => {
                $callback! { $($variant => $module),* }
            };
        }

        /// An expansion that can be switched on.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Expansion {
            $($variant,)*
        }

        impl Expansion {
            /// Every expansion, in the order their rules run in a turn.
            pub const ALL: [Expansion; [$($word),*].len()] = [$(Expansion::$variant),*];

            /// The first rules version that plays this expansion.
            pub const fn since(self) -> u32 {
                match self {
                    $(Expansion::$variant => $since,)*
                }
            }

            /// The word used on command lines and in commands.
            pub const fn word(self) -> &'static str {
                match self {
                    $(Expansion::$variant => $word,)*
                }
            }

            /// The expansion's printed name.
            pub const fn title(self) -> &'static str {
                match self {
                    $(Expansion::$variant => $title,)*
                }
            }
        }

        /// Which expansions are in play: a setup's flags, one per expansion, named as
        /// its module (stored games' setups hold them by these names).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(default)]
        pub struct Expansions {
            $(pub $module: bool,)*
        }

        impl Expansions {
            pub(crate) fn flag(&mut self, e: Expansion) -> &mut bool {
                match e {
                    $(Expansion::$variant => &mut self.$module,)*
                }
            }
        }

        /// Each expansion's state in a game, `None` when it is not in play: a field per
        /// expansion that keeps one, named as its module.
        #[derive(Clone, Debug)]
        pub(crate) struct States {
            $($(pub(crate) $module: Option<$module::$state>,)?)*
        }

        impl States {
            /// The states of a new game of `setup`.
            pub(crate) fn new(setup: &Setup) -> States {
                States { $($($module: setup.expansions.$module.then(|| $module::$state::new(setup)),)?)* }
            }
        }

        $(
            impl<'g> crate::view::View<'g> {
                #[doc = concat!($title, " as this view's viewer sees it, where it is in play ([`",
                    stringify!($module), "::", stringify!($view), "`]): the one way to read it outside the engine.")]
                pub fn $module(&self) -> Option<$module::$view<'g>> {
                    self.game().has(Expansion::$variant).then(|| view_of!($module::$view, self $(, $of)?))
                }
            }

            $(
                impl Game {
                    #[doc = concat!($title, "'s state, where it is in play: what its rules keep, hidden parts \
                        included (show a [`View`](crate::View) instead).")]
                    pub fn $module(&self) -> Option<&$module::$state> {
                        self.states.$module.as_ref()
                    }
                }
            )?
        )*

        /// Each box's accessors of its state in a game (its field of `States`), written here
        /// for every box that keeps one: its module imports them (`use
        /// super::accessors::tower::{state, state_mut}`). Its rules ask them only while it
        /// is in play, when its state exists.
        pub(crate) mod accessors {
            $($(
                #[doc = concat!($title, "'s state.")]
                pub(crate) mod $module {
                    use crate::game::Game;

                    #[doc = concat!($title, "'s state in `game`, where it is in play.")]
                    pub(crate) fn state(game: &Game) -> &crate::rules::$module::$state {
                        game.states.$module.as_ref().expect(concat!($title, " in play"))
                    }

                    #[doc = concat!($title, "'s state in `game`, where it is in play, to change.")]
                    pub(crate) fn state_mut(game: &mut Game) -> &mut crate::rules::$module::$state {
                        game.states.$module.as_mut().expect(concat!($title, " in play"))
                    }
                }
            )?)*
        }

        refusals! {
            /// A move refused by an expansion's own rules (`RuleError::Expansion`): the
            /// refusals of each expansion that has its own, in its module.
            ExpansionRefusal into RuleError::Expansion {
                $($($variant($module::$refusal),)?)*
            }
        }

        of_boxes! {
            /// An action of an expansion's own (`Action::Expansion`): the actions of each
            /// expansion that has its own enum of them, in its module, with their notation.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            ExpansionAction {
                $($($variant($module::$act),)?)*
            }
        }

        impl ExpansionAction {
            /// The verb that starts the action's notation.
            pub fn verb(self) -> &'static str {
                match self {
                    $($(ExpansionAction::$variant(act) => $module::$act::verb(act),)?)*
                }
            }

            /// The spot of the tile just placed that the action names: its aim's, when it
            /// aims at one (its facts, `Aim::Spot`).
            pub fn spot(self) -> Option<Spot> {
                self.facts().aim.spot()
            }

            /// What its box declares about it (its `facts.rs`).
            pub fn facts(self) -> ActFacts {
                match self {
                    $($(ExpansionAction::$variant(act) => $module::$act::facts(act),)?)*
                }
            }

            /// Plays it for `seat` by its box's rules (`Act::play` in its module), every
            /// check before any change.
            pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
                match self {
                    $($(ExpansionAction::$variant(act) => $module::$act::play(act, game, seat, events),)?)*
                }
            }

            /// The same action naming `spot` instead of the spot it names.
            pub fn with_spot(self, spot: Spot) -> ExpansionAction {
                match self {
                    $($(ExpansionAction::$variant(act) => ExpansionAction::$variant($module::$act::with_spot(act, spot)),)?)*
                }
            }

            /// Every expansion's samples of its notation, one action of each form
            /// (`action::notation_samples`).
            #[cfg(test)]
            pub(crate) fn samples() -> impl Iterator<Item = &'static str> {
                std::iter::empty()$($(.chain($module::$act::SAMPLES.iter().copied()))?)*
            }

            /// Every expansion's verbs, as a refusal of an unknown verb lists them.
            pub(crate) fn verbs() -> impl Iterator<Item = &'static str> {
                std::iter::empty()$($(.chain($module::$act::VERBS.iter().copied()))?)*
            }

            /// Reads an expansion's action from a lower-case `verb` and the words after
            /// it; `None` when no expansion has the verb.
            pub(crate) fn parse(verb: &str, rest: &[&str]) -> Option<Result<ExpansionAction, ParseActionError>> {
                $($(if let Some(parsed) = $module::$act::parse(verb, rest) {
                    return Some(parsed.map(ExpansionAction::$variant));
                })?)*
                None
            }
        }

        impl std::fmt::Display for ExpansionAction {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $($(ExpansionAction::$variant(act) => <$module::$act as std::fmt::Display>::fmt(act, f),)?)*
                }
            }
        }

        $($(impl From<$module::$act> for Action {
            fn from(act: $module::$act) -> Action {
                Action::Expansion(ExpansionAction::$variant(act))
            }
        }

        impl $module::$act {
            #[doc = concat!("The action of ", $title, "'s that `action` is, if it is one.")]
            pub fn of(action: Action) -> Option<$module::$act> {
                match action {
                    Action::Expansion(ExpansionAction::$variant(act)) => Some(act),
                    _ => None,
                }
            }
        })?)*

        /// Text that is not one of an expansion's actions, in a way of its own
        /// (`ParseActionError::Expansion`): the errors of each expansion whose notation
        /// has words or counts of its own, in its module.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum ExpansionParseError {
            $($(#[error(transparent)] $variant($module::$misread),)?)*
        }

        impl ExpansionParseError {
            /// The message that words it (its module's `messages.rs`).
            pub fn message(&self) -> Message {
                match self {
                    $($(ExpansionParseError::$variant(error) => $module::$misread::message(error),)?)*
                }
            }
        }

        $($(impl From<$module::$misread> for ParseActionError {
            fn from(error: $module::$misread) -> ParseActionError {
                ParseActionError::Expansion(ExpansionParseError::$variant(error))
            }
        })?)*

        /// What happened by an expansion's own rules (`Event::Expansion`): the events of
        /// each expansion that has its own enum of them, in its module.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum ExpansionEvent {
            $($($variant($module::$happened),)?)*
        }

        impl ExpansionEvent {
            /// Whether it showed something not known before the action (see
            /// `Event::reveals`).
            pub(crate) fn reveals(&self) -> bool {
                match self {
                    $($(ExpansionEvent::$variant(happened) => $module::$happened::reveals(happened),)?)*
                }
            }
        }

        impl ExpansionEvent {
            /// The message that tells it (its module's `messages.rs`); `None` for an
            /// event not worth telling, or one the front ends tell from the board.
            pub fn message(&self) -> Option<Message> {
                match self {
                    $($(ExpansionEvent::$variant(happened) => $module::$happened::message(happened),)?)*
                }
            }

            /// Its row in the terminal's summary (its module's `messages.rs`): the row's
            /// type and fields.
            pub fn summary(&self) -> Message {
                match self {
                    $($(ExpansionEvent::$variant(happened) => $module::$happened::summary(happened),)?)*
                }
            }

            /// Who may see it: everyone, unless its expansion says (`seen by`: its
            /// method that names the one seat that sees a hidden card drawn).
            pub(crate) fn audience(&self) -> crate::view::Audience {
                match self {
                    $($(ExpansionEvent::$variant(_happened) => {
                        None$(.or(Some($module::$happened::$seen(_happened))))?
                            .unwrap_or(crate::view::Audience::Public)
                    })?)*
                }
            }

            /// Writes the event as `Event`'s `Debug` shows it: inside `Expansion(…)`,
            /// or, for an expansion whose events were variants of `Event` before they
            /// moved into its module (`printed bare`), as those variants printed, so
            /// that the digest of recorded games (`tests/digest.rs`) reads them
            /// unchanged.
            pub(crate) fn fmt_in_event(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $($(ExpansionEvent::$variant(happened) => {
                        let bare = false $(|| stringify!($printed) == "bare")?;
                        if bare {
                            std::fmt::Debug::fmt(happened, f)
                        } else {
                            f.debug_tuple("Expansion").field(self).finish()
                        }
                    })?)*
                }
            }
        }

        $($(impl From<$module::$happened> for Event {
            fn from(happened: $module::$happened) -> Event {
                Event::Expansion(ExpansionEvent::$variant(happened))
            }
        }

        impl $module::$happened {
            #[doc = concat!("The event of ", $title, "'s that `event` is, if it is one.")]
            pub fn of(event: &Event) -> Option<&$module::$happened> {
                match event {
                    Event::Expansion(ExpansionEvent::$variant(happened)) => Some(happened),
                    _ => None,
                }
            }
        })?)*

        of_boxes! {
            /// A decision of an expansion's own (`Phase::Expansion`): the decisions of each
            /// expansion that has its own enum of them, in its module. Its facts say which
            /// actions answer it and how others are refused ([`PhaseFacts`]).
            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            ExpansionPhase {
                $($($variant($module::$ph),)?)*
            }
        }

        impl ExpansionPhase {
            /// Adds its legal answers, by its box's rules (`Ph::answers` in its module).
            pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
                match self {
                    $($(ExpansionPhase::$variant(ph) => $module::$ph::answers(ph, game, out),)?)*
                }
            }

            /// What its box declares about it (its `facts.rs`).
            pub fn facts(self) -> PhaseFacts {
                match self {
                    $($(ExpansionPhase::$variant(ph) => $module::$ph::facts(ph),)?)*
                }
            }
        }

        $($(impl $module::$ph {
            #[doc = concat!("The decision of ", $title, "'s that `phase` is, if it is one.")]
            pub fn of(phase: Phase) -> Option<$module::$ph> {
                match phase {
                    Phase::Expansion(ExpansionPhase::$variant(ph)) => Some(ph),
                    _ => None,
                }
            }
        })?)*

        $($(impl From<$module::$ph> for Phase {
            fn from(phase: $module::$ph) -> Phase {
                Phase::Expansion(ExpansionPhase::$variant(phase))
            }
        })?)*

        /// The table of `expansion`'s own figures (`figures` in its row: a constant of
        /// its module), row `n` for `FigureKind::Own(expansion, n)`; empty for a box
        /// without figures of its own.
        pub(crate) fn figures_of(expansion: Expansion) -> &'static [FigureSpec] {
            match expansion {
                $(Expansion::$variant => {
                    None::<&'static [FigureSpec]>$(.or(Some(&$module::$figures)))?.unwrap_or(&[])
                })*
            }
        }

        /// What each player has of `expansion`'s pieces, tokens and figures, counted
        /// (`counts` in its row: a constant of its module); empty for a box without.
        pub(crate) fn counts_of(expansion: Expansion) -> &'static [Count] {
            match expansion {
                $(Expansion::$variant => {
                    None::<&'static [Count]>$(.or(Some(&$module::$counts)))?.unwrap_or(&[])
                })*
            }
        }

        /// The tile table of `expansion`, when it has a box of tiles: its row's (`tiles`:
        /// its ids' prefix and its file in `tiles/`). The catalog loads the tables in
        /// registry order.
        pub(crate) fn tile_table_of(expansion: Expansion) -> Option<TileTable> {
            match expansion {
                $(Expansion::$variant => None$(.or(Some(TileTable {
                    prefix: $prefix,
                    text: include_str!(concat!("../../tiles/", $file)),
                })))?,)*
            }
        }

        /// The kinds of feature the tiles print that count only with `expansion` in play
        /// (`brings` in its row: a garden, without The Abbot no feature, where nothing
        /// stands or scores).
        pub(crate) fn brings_of(expansion: Expansion) -> &'static [FeatureKind] {
            match expansion {
                $(Expansion::$variant => &[$($(FeatureKind::$brought),*)?],)*
            }
        }

        /// The pieces each player's supply of `expansion` keeps (`keeps` in its row), so
        /// that another expansion may pay in them (a monument's bridges: paid as fame
        /// when no expansion in play keeps bridges).
        pub(crate) fn keeps_of(expansion: Expansion) -> &'static [Piece] {
            match expansion {
                $(Expansion::$variant => &[$($(Piece::$kept),*)?],)*
            }
        }

        /// The first rules version in which a field walled in by the cities of one of
        /// `expansion`'s tiles (`Segment::walled_in`) holds figures: until then the
        /// field is there but holds none, as games of earlier versions were played. Its
        /// row's `walled in since` (a constant of its module), else version 11
        /// (`turn::WALLED_IN_SINCE`), for the boxes that had such a field then.
        pub(crate) fn walled_in_since_of(expansion: Expansion) -> u32 {
            match expansion {
                $(Expansion::$variant => None$(.or(Some($module::$walled)))?.unwrap_or(turn::WALLED_IN_SINCE),)*
            }
        }

        /// The rules of `expansion`.
        pub(crate) fn rules_of(expansion: Expansion) -> &'static dyn ExpansionRules {
            match expansion {
                $(Expansion::$variant => &$module::Rules,)*
            }
        }
    };
}

// The registry: one row per expansion, its module, its word, its printed name, the
// first rules version that plays it, the type of its view (`view`, read through
// `View::<module>()`, written here with `Game::<module>()` for its state: a view of the game
// alone, its one field `game`, or `made by` its function of the `View` that shows what the
// viewer may see of its state), its box of tiles (`tiles`: its ids' prefix and its
// file in `crates/engine/tiles/`; `walled in since`: the constant of its module naming
// the rules version from which a field its cities wall in holds figures, when not 11), the
// table of its own figures (`figures`, a `[FigureSpec; N]` constant of its module), the
// kinds of feature that count only with it (`brings`: `FeatureKind`s), the pieces its
// supplies keep for other boxes to pay in (`keeps`: `Piece`s), and the types in its
// module of its state in a game (its accessors written in `accessors`), its own refusals, actions, errors of its notation, events and decisions, for
// those it has (`printed bare`: events that print as they did when they were variants of
// `Event`; `seen by`: the method of its events that says who sees each, when some are
// hidden), a scenario's fixed first draws from its own source of chance (`fixed`: the
// list's word and the type of what it draws, `Fixed`), its own refusals of a setup
// (`setup`, inside `SetupError::Expansion`), its rule variants (`options`: each a
// `GameOption` variant and the `GameOptions` field that switches it on), the landmarks
// its tiles print (`markers`: `Markers` fields, by their words in the tile tables) and
// its own kinds of points (`Category`, with their words, and the word of what one scored
// at the end was for where it differs: `at end`). Modules run in
// this order (`Expansion::ALL`), tile tables load in it and the categories follow it:
// reordering the rows would change how stored games replay.
registry! {
    HillsSheep => hills_sheep, "hills-sheep", "Hills & Sheep", since 1, view SheepView made by of, tiles "HS" "hills-and-sheep.txt",
        figures FIGURES, counts COUNTS, state HillsSheep, refusals Refusal,
        actions Act, events Happened printed bare, phases Ph, fixed bag: Token, setup SetupRefusal,
        options [
            /// Hills & Sheep: the number of meeples on hills breaks a tie, not just having one.
            HillCount = hill_count,
        ],
        markers [hill, vineyard],
        categories [
            /// Hills & Sheep: herded flocks.
            Sheep = "sheep",
        ];
    BridgesCastlesBazaars => bridges_castles_bazaars, "bridges-castles-bazaars", "Bridges, Castles & Bazaars",
        since 3, view BcbView made by of, tiles "BB" "bridges-castles-bazaars.txt", counts COUNTS, state BridgesCastlesBazaars, keeps [Bridge],
        refusals Refusal,
        actions Act, notation ParseError, events Happened printed bare, phases Ph,
        options [
            /// Bridges, Castles & Bazaars: bazaar tiles are taken in turn without bidding,
            /// each played at once by whoever takes it (from version 6; before, everyone
            /// took a tile first and the tiles were played after).
            BazaarNoBid = bazaar_no_bid,
        ],
        markers [bazaar],
        categories [
            /// Bridges, Castles & Bazaars: castles scored from a neighbouring feature.
            Castle = "castle",
            /// Bridges, Castles & Bazaars: points paid and received at bazaars (may be
            /// negative).
            Bazaar = "bazaar",
        ];
    Gifts => gifts, "gifts", "The Gifts", since 4, view GiftsView made by of, state Gifts, refusals Refusal, actions Act, notation ParseError,
        events Happened printed bare, seen by audience, phases Ph, fixed gifts: Gift, setup SetupRefusal,
        categories [
            /// The Gifts: retreats, and unopened gifts at the end (scored for `gifts-end`).
            Gifts = "gifts" at end "gifts-end",
        ];
    Monuments => monuments, "monuments", "Monuments", since 5, view MonumentsView made by of, tiles "MO" "monuments.txt", counts COUNTS,
        state Monuments,
        refusals Refusal, actions Act, notation ParseError, events Happened printed bare,
        categories [
            /// Monuments: objectives' points, completed monuments and architects at the end.
            Monuments = "monuments",
            /// Monuments: fame tokens at the end.
            Fame = "fame",
        ];
    River => river, "river", "The River", since 7, view RiverView made by of, tiles "RI" "river.txt", state River, refusals Refusal;
    Abbot => abbot, "abbot", "The Abbot", since 8, view AbbotView, tiles "AB" "abbot.txt", figures FIGURES, counts COUNTS,
        brings [Garden], refusals Refusal, actions Act, events Happened,
        categories [
            /// The Abbot: gardens (an abbot's monastery scores as `Monastery`).
            Garden = "garden",
        ];
    InnsCathedrals => inns_cathedrals, "inns-cathedrals", "Inns & Cathedrals", since 10, view InnsCathedralsView,
        tiles "IC" "inns_cathedrals.txt", figures FIGURES, counts COUNTS, refusals Refusal, actions Act, events Happened;
    TradersBuilders => traders_builders, "traders-builders", "Traders & Builders", since 10, view TradersView,
        tiles "TB" "traders_builders.txt", figures FIGURES, counts COUNTS, state TradersBuilders, refusals Refusal, actions Act,
        events Happened,
        categories [
            /// Traders & Builders: the majorities of goods at the end (a pig's points are
            /// its field's, `Field`).
            Goods = "goods",
        ];
    PrincessDragon => princess_dragon, "princess-dragon", "Princess & Dragon", since 11, view DragonView,
        tiles "DG" "princess_dragon.txt", walled in since WALLED_IN_SINCE, state PrincessDragon,
        refusals Refusal, actions Act, notation ParseError, events Happened, phases Ph,
        markers [volcano, dragon, portal],
        categories [
            /// Princess & Dragon: the fairy's point at the start of a turn and its 3 when
            /// its follower's feature scores.
            Fairy = "fairy",
        ];
    Tower => tower, "tower", "The Tower", since 11, view TowerView, tiles "TO" "tower.txt", counts COUNTS, state Tower, refusals Refusal,
        actions Act, notation ParseError, events Happened, phases Ph,
        markers [tower],
        categories [
            /// The Tower: ransoms, paid (minus) and received (plus).
            Ransom = "ransom",
        ];
    AbbeyMayor => abbey_mayor, "abbey-mayor", "Abbey & Mayor", since 15, view AbbeyMayorView, tiles "AM" "abbey_mayor.txt",
        figures FIGURES, counts COUNTS, state AbbeyMayor, refusals Refusal, actions Act, notation ParseError,
        events Happened, phases Ph;
    MageWitch => mage_witch, "mage-witch", "Mage & Witch", since 17, view MageWitchView, tiles "MW" "mage_witch.txt",
        state MageWitch, refusals Refusal, actions Act, notation ParseError, events Happened, phases Ph,
        markers [magic];
    GoldMines => gold_mines, "gold-mines", "The Gold Mines", since 18, view GoldMinesView, tiles "GO" "gold_mines.txt",
        counts COUNTS, state GoldMines, refusals Refusal, actions Act, notation ParseError, events Happened, phases Ph,
        markers [gold],
        categories [
            /// The Gold Mines: the ingots each player holds at the end.
            Gold = "gold",
        ];
    Messengers => messengers, "messengers", "The Messengers", since 20, view MessengersView made by of, counts COUNTS,
        state Messengers,
        refusals Refusal, actions Act, notation ParseError, events Happened, seen by audience, phases Ph,
        fixed messages: Missive, setup SetupRefusal,
        categories [
            /// The Messengers: the messages' actions and seals.
            Messages = "messages",
        ];
    Ferries => ferries, "ferries", "The Ferries", since 21, view FerriesView, tiles "FR" "ferries.txt",
        state Ferries, refusals Refusal, actions Act, notation ParseError, events Happened, phases Ph,
        markers [ferry];
    CropCircles => crop_circles, "crop-circles", "Crop Circles", since 22, view CropCirclesView,
        tiles "CC" "crop_circles.txt", refusals Refusal, actions Act, notation ParseError, events Happened,
        phases Ph, markers [rake, club, shield];
    FlyingMachines => flying_machines, "flying-machines", "The Flying Machines", since 23, view FlyingMachinesView,
        tiles "FL" "flying_machines.txt", state FlyingMachines, refusals Refusal, actions Act, notation ParseError,
        events Happened, phases Ph, fixed rolls: Roll, setup SetupRefusal, markers [machine_w, machine_nw];
}

/// The expansions of a game, worked out once when the game is made: the turn asks the
/// expansions in play at every step (a placement, the figure step, scoring, the next
/// turn, a view), so that walking them costs a game without expansions nothing, and
/// whether a kind of feature counts is one bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Playing {
    /// Bit N for `Expansion::ALL[N]` in play.
    bits: u32,
    /// Bit N for `FeatureKind::ALL[N]` brought by an expansion not in play (a garden
    /// without The Abbot), which is then no feature.
    uncounted: u8,
    /// Whether a figure in play weighs its city's pennants (Abbey & Mayor's mayor), so
    /// that [`weights`] looks at the figures of a feature only then.
    by_pennants: bool,
}

impl Playing {
    pub(crate) fn of(expansions: Expansions) -> Playing {
        let bits = bits_of(expansions);
        let mut uncounted = 0;
        for (i, kind) in FeatureKind::ALL.into_iter().enumerate() {
            let brings = |e: Expansion| brings_of(e).contains(&kind);
            if !Bits(bits).any(brings) && Expansion::ALL.into_iter().any(brings) {
                uncounted |= 1 << i;
            }
        }
        let by_pennants =
            Bits(bits).any(|e| figures_of(e).iter().any(|spec| spec.strength == Strength::Pennants));
        Playing { bits, uncounted, by_pennants }
    }

    /// The expansions in play, in `Expansion::ALL` order.
    pub(crate) fn expansions(self) -> Bits {
        Bits(self.bits)
    }
}

/// The expansions whose bits are set (bit N for `Expansion::ALL[N]`), in order from
/// either end; none at once when no bit is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bits(u32);

// A bit per expansion: 32 leaves room for every box published and more (a wider
// integer costs a game nothing: the walk is over set bits only).
const _: () = assert!(Expansion::ALL.len() <= u32::BITS as usize);

impl Iterator for Bits {
    type Item = Expansion;

    fn next(&mut self) -> Option<Expansion> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Expansion::ALL[i as usize])
    }
}

impl DoubleEndedIterator for Bits {
    fn next_back(&mut self) -> Option<Expansion> {
        if self.0 == 0 {
            return None;
        }
        let i = u32::BITS - 1 - self.0.leading_zeros();
        self.0 &= !(1 << i);
        Some(Expansion::ALL[i as usize])
    }
}

/// Bit N for `Expansion::ALL[N]` among `expansions`.
fn bits_of(expansions: Expansions) -> u32 {
    Expansion::ALL.iter().enumerate().filter(|&(_, &e)| expansions.has(e)).fold(0, |b, (i, _)| b | 1 << i)
}

fn of_bits(bits: u32) -> impl Iterator<Item = &'static dyn ExpansionRules> + Clone {
    Bits(bits).map(rules_of)
}

/// The modules of the expansions in play, in order. It copies the game's expansions, so
/// the caller may change the game while it walks them.
pub(crate) fn in_play(game: &Game) -> impl DoubleEndedIterator<Item = &'static dyn ExpansionRules> + use<> {
    game.playing.expansions().map(rules_of)
}

/// Whether features of `kind` count in `game`: every kind unless an expansion brings
/// it, then only with that expansion in play (a garden, with The Abbot).
pub(crate) fn counts(game: &Game, kind: FeatureKind) -> bool {
    let i = FeatureKind::ALL.iter().position(|&k| k == kind).expect("every kind is listed");
    game.playing.uncounted & (1 << i) == 0
}

/// The rules of `expansions`, in `Expansion::ALL` order: [`in_play`] before the game
/// exists (`Game::new`). Only their bits, not the whole [`Playing`]; a caller asking of
/// every tile of the stack walks a copy of this iterator, not every expansion's flag
/// again (that walk cost a base game 3 % of its instructions).
pub(crate) fn of(expansions: Expansions) -> impl Iterator<Item = &'static dyn ExpansionRules> + Clone {
    of_bits(bits_of(expansions))
}

/// A rule acting for one seat: the game it changes, the seat it acts for and the events
/// it tells. The steps an action is played by take it whole, so that their signatures
/// say only what differs (where, which figure), and take it apart first: the fields are
/// reborrowed, never cloned.
#[derive(Debug)]
pub(crate) struct Acting<'a> {
    pub(crate) game: &'a mut Game,
    pub(crate) seat: Seat,
    pub(crate) events: &'a mut Vec<Event>,
}

/// Plays an action that belongs to an expansion, accepted by `phase`, the decision it
/// answers: one of its own actions, by its box's rules, or the base game's `pass`
/// declining a box's decision (the game plays its other actions itself).
pub(crate) fn apply(at: Acting<'_>, action: Action, phase: Phase) -> Result<(), RuleError> {
    let Acting { game, seat, events } = at;
    match (action, phase) {
        (Action::Expansion(act), _) if !game.has(act.expansion()) => {
            Err(RuleError::NotInGame(act.expansion().title()))
        }
        (Action::Expansion(act), _) => act.play(game, seat, events),
        (Action::Pass, Phase::Expansion(phase)) => {
            rules_of(phase.expansion()).decline(game, seat, phase, events);
            Ok(())
        }
        _ => unreachable!("the game plays the base game's own actions: {action}"),
    }
}

/// Whether an expansion of `expansions` keeps `piece` in its players' supplies.
pub(crate) fn keeps(expansions: Expansions, piece: Piece) -> bool {
    Bits(bits_of(expansions)).any(|e| keeps_of(e).contains(&piece))
}

/// Pays `n` `piece`s into `seat`'s supply of the expansion in play that keeps them;
/// false when none does.
pub(crate) fn receive(game: &mut Game, seat: Seat, piece: Piece, n: u32) -> bool {
    let keeper = game.playing.expansions().find(|&e| keeps_of(e).contains(&piece));
    let Some(keeper) = keeper else { return false };
    rules_of(keeper).receive(game, seat, piece, n);
    true
}

/// The features over which `seat` has a meeple on some expansion's [`Perch`].
pub(crate) fn perched_over(game: &Game, seat: Seat) -> Vec<NodeId> {
    in_play(game).flat_map(|r| r.perched_over(game, seat)).collect()
}

/// The [`Perch`] over the feature `root` where `seat` has a meeple, if any.
pub(crate) fn perch(game: &Game, root: NodeId, seat: Seat) -> Option<Perch> {
    in_play(game).find_map(|r| r.perch(game, root, seat))
}

/// Sends one of `seat`'s meeples on its [`Perch`] over `root` home; `None` when it has
/// none there, else how many meeples stay on the perch.
pub(crate) fn leave_perch(game: &mut Game, root: NodeId, seat: Seat) -> Option<u32> {
    let rules = in_play(game).find(|r| r.perch(game, root, seat).is_some())?;
    Some(rules.leave_perch(game, root, seat))
}

/// Where some expansion holds `seat`'s figure `kind` off the board's features (a big
/// meeple on a castle), if one does: its cell.
pub(crate) fn held(game: &Game, seat: Seat, kind: FigureKind) -> Option<Pos> {
    in_play(game).find_map(|r| r.holding(game, seat, kind))
}

impl Expansion {
    /// What each player has of its pieces, tokens and figures, counted, in the order a
    /// front end lists them: its declared counts (its module's `COUNTS`).
    pub fn counts(self) -> &'static [Count] {
        counts_of(self)
    }
}

/// Whether `seat` has a figure of `kind` in supply ([`figures_at_home`]).
pub(crate) fn in_supply(game: &Game, seat: Seat, kind: FigureKind) -> bool {
    figures_at_home(game, seat, kind) > 0
}

/// How many figures of `kind` `seat` has in supply: the meeples left; of a box's own
/// figure, none without the box, else how many each player has
/// (`FigureSpec::per_player`) but those that stand on the board or are held off it
/// ([`held`]: a tower's top, a prison, a castle).
pub(crate) fn figures_at_home(game: &Game, seat: Seat, kind: FigureKind) -> u32 {
    match kind {
        FigureKind::Meeple => game.players[seat].meeples.into(),
        FigureKind::Own(expansion, _) if game.has(expansion) => {
            let out = game.figures.iter().filter(|f| f.owner == seat && f.kind == kind).count()
                + usize::from(held(game, seat, kind).is_some());
            u32::from(kind.spec().per_player).saturating_sub(out as u32)
        }
        FigureKind::Own(..) => 0,
    }
}

/// A decision of one seat.
pub(crate) fn ask(seat: Seat, phase: Phase) -> Decision {
    Decision { seats: SeatSet::single(seat), phase }
}

/// The players who score the feature `root`: the most strength, a tie narrowed by the
/// modules in play (Hills & Sheep's hills).
pub(crate) fn majority(game: &Game, root: NodeId) -> SeatSet {
    majority_by(game, root, weights(game, root))
}

/// [`majority`] of the feature `root` whose [`weights`] a scoring has worked out already.
pub(crate) fn majority_by(game: &Game, root: NodeId, weights: [u8; MAX_SEATS]) -> SeatSet {
    let mut info = *game.features.info(root);
    info.meeples = weights;
    let tied = info.majority();
    if tied.len() < 2 {
        return tied;
    }
    in_play(game).fold(tied, |tied, m| m.tie_break(game, root, tied))
}

/// The strength of each seat's followers in the feature `root`: its tally of figures
/// (`FeatureInfo::meeples`), with each figure whose strength is its city's pennants
/// weighing them instead of the 1 it is counted there. Only games with such a figure in
/// play look at the figures.
pub(crate) fn weights(game: &Game, root: NodeId) -> [u8; MAX_SEATS] {
    let mut weights = game.features.info(root).meeples;
    if !game.playing.by_pennants {
        return weights;
    }
    for f in game.figures.iter().filter(|f| game.features.feature_of(f.tile, f.segment) == root) {
        if f.kind.spec().strength == Strength::Pennants {
            let w = &mut weights[f.owner.index()];
            *w = w.saturating_sub(1).saturating_add(game.features.info(root).pennants);
        }
    }
    weights
}

/// What figure `figure` weighs in its feature's majority now: its strength, its city's
/// pennants for a figure whose strength they are.
pub(crate) fn weight(game: &Game, figure: &Figure) -> u8 {
    if figure.kind.spec().strength == Strength::Pennants {
        return game.features.info(game.features.node(figure.tile, figure.segment)).pennants;
    }
    figure.kind.strength()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::notation_samples;

    /// Every box's figures read from its table answer as they did when each box's rules
    /// answered them in code: (follower, meeple, recallable, strength counted, permanent).
    /// A figure that is no follower counts 0, where it answered an unasked 1 before: its
    /// strength is read only of followers (the features' tally, castles, hills).
    #[test]
    fn figures_answer_from_their_tables() {
        let cases = [
            (FigureKind::Meeple, (true, true, false, 1, false)),
            (hills_sheep::SHEPHERD, (false, false, false, 0, false)),
            (abbot::ABBOT, (true, false, true, 1, false)),
            (inns_cathedrals::BIG_MEEPLE, (true, true, false, 2, false)),
            (traders_builders::BUILDER, (false, false, false, 0, false)),
            (traders_builders::PIG, (false, false, false, 0, false)),
        ];
        for (kind, want) in cases {
            let got = (
                kind.is_follower(),
                kind.is_meeple(),
                kind.may_recall(),
                kind.spec().strength.counted(),
                kind.is_permanent(),
            );
            assert_eq!(got, want, "{kind:?}");
        }
        let declared: usize = Expansion::ALL.into_iter().map(|e| figures_of(e).len()).sum();
        assert_eq!(declared, 8, "every figure has one row");
    }

    /// A word is one box's: the front ends' message ids are `choice-<word>` in one
    /// namespace for every box, so two boxes sharing a word would say one's action in
    /// the other's words (a box's own words are told apart by its decisions, which name
    /// their answers by them: `PhaseFacts::answers`).
    #[test]
    fn a_word_belongs_to_one_box() {
        let box_of = |action| match action {
            Action::Expansion(act) => act.expansion(),
            _ => unreachable!("a base game's action has no facts: {action}"),
        };
        let facts: Vec<(Action, ActFacts)> = notation_samples()
            .map(|text| text.parse::<Action>().unwrap())
            .filter_map(|a| Some((a, a.facts()?)))
            .collect();
        for (a, fa) in &facts {
            assert!(fa.word.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'), "{a}: {}", fa.word);
            for (b, fb) in &facts {
                if fa.word == fb.word {
                    assert_eq!(box_of(*a), box_of(*b), "{a} and {b}: {}", fa.word);
                }
            }
        }
        assert!(facts.len() > 40, "every box's samples have facts");
    }
}
