//! What a box declares about each of its actions and decisions, as data: where an action
//! is played, who sees it listed, what it points at and the figure it puts down
//! ([`ActFacts`]); which actions answer a decision, how others are refused while it
//! waits and whether it is a step of the active player's own turn ([`PhaseFacts`]).
//!
//! Each box writes them once, in its own folder (`facts.rs`), as an exhaustive `match`
//! over its `Act` and its `Ph`: the registry asks every box with actions or decisions
//! for them (`registry!` in `rules/mod.rs`), so a box without them, or a variant left
//! out, does not compile. The shared rules read them (the tile and figure steps and a
//! decision accept an action by them, `Phase::accepts`; a refusal names their reasons,
//! `Phase::refuse`; a view hides the private ones, `View::legal_actions`), and so may
//! the front ends, to present every box's action and decision the same way.

use crate::action::Action;
use crate::error::RuleError;
use crate::game::{FigureKind, Game};
use crate::geometry::{Axis, Corner, Dir, Pos};
use crate::seat::Seat;
use crate::spot::Spot;
use crate::target::Target;
use crate::view::View;

/// What a box declares about one of its actions (`ExpansionAction::facts`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActFacts {
    /// Its message-id stem, which names it in every front end's words: the service's
    /// label is `choice-<word>` or `button-<word>` (`wagon-move`, `shepherd`,
    /// `build-castle`). One box's only, and a decision names its answers by it
    /// ([`PhaseFacts::answers`]); actions worded by one message share it (the mayor and
    /// the wagon put down, `am-figure`, told apart by their `figure`).
    pub word: &'static str,
    /// When it is played: the step of a turn or the decision that accepts it, and why it
    /// is refused at the others.
    pub when: When,
    /// Listed only to the seat that may play it: playing it shows what the others may
    /// not know yet (opening a gift shows the card in hand).
    pub private: bool,
    /// What on the board or the table it points at, for a front end to mark and name.
    pub aim: Aim,
    /// The figure it puts on the board, from supply or moved there (a shepherd, the
    /// mayor, a meeple on a tower; the wagon moved on): for a front end to draw and name
    /// it; `None` when it puts down none (a bridge, a cube, a bid).
    pub figure: Option<FigureKind>,
    /// The card it plays from hand or aims at on the table (a gift, a monument), for a
    /// front end to name it; `None` when it has none.
    pub card: Option<Card>,
}

impl ActFacts {
    /// The facts of an action every seat sees listed (all but those that show a hidden
    /// card) and naming no card: a box spells out `private` and `card` only where they
    /// hold.
    pub(crate) fn public(word: &'static str, when: When, aim: Aim, figure: Option<FigureKind>) -> ActFacts {
        ActFacts { word, when, private: false, aim, figure, card: None }
    }
}

/// A card an action plays or aims at ([`ActFacts::card`]): its `word` in the notation,
/// among the cards of `deck` (`gift`, `monument`), which front ends word it by (the
/// service gives the word as the argument named `deck`, `$gift`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    pub deck: &'static str,
    pub word: &'static str,
}

/// When an action is played ([`ActFacts::when`]): the step of the active player's turn
/// or the decision that accepts it. An action that answers a decision of its box and is
/// also played at a step (a bridge: owed after a placement that needs it, or chosen at
/// the figure step) is of that step; its decision names it ([`PhaseFacts::answers`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum When {
    /// Before placing the tile in hand (opening a gift): the tile step accepts it.
    /// `after` is why it is refused once the tile is down.
    BeforeTile { after: RuleError },
    /// At the figure step, in place of a meeple or beside it (a shepherd, a bridge, a
    /// cube, an abbot's recall); refused before the tile is placed as any figure is.
    FigureStep,
    /// At either step of the player's own turn, before placing the tile or at the figure
    /// step (a ransom).
    OwnTurn,
    /// Only as the answer to one of its box's decisions (its [`PhaseFacts::answers`]).
    /// `unasked` is why it is refused when no such decision is asked.
    Decision { unasked: RuleError },
}

impl When {
    /// Whether the tile step accepts it.
    pub fn before_tile(&self) -> bool {
        matches!(self, When::BeforeTile { .. } | When::OwnTurn)
    }

    /// Whether the figure step accepts it.
    pub fn at_figure_step(&self) -> bool {
        matches!(self, When::FigureStep | When::OwnTurn)
    }

    /// Why it is refused at a step of the turn that does not accept it, if for a reason
    /// of its own (else as any action out of turn).
    fn unasked(&self) -> Option<&RuleError> {
        match self {
            When::BeforeTile { after } => Some(after),
            When::Decision { unasked } => Some(unasked),
            When::FigureStep | When::OwnTurn => None,
        }
    }
}

/// What an action points at on the board or the table ([`ActFacts::aim`]), with its
/// values, read from the action alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// Nothing a player could point at: a choice in words (grow, herd, draw, buy,
    /// capture nobody, recall the abbot), or the tile just placed as a whole (an
    /// architect on its monument).
    Nothing,
    /// A spot of the tile just placed (a figure put down at the figure step).
    Spot(Spot),
    /// A corner of the tile just placed (a barn).
    Corner(Corner),
    /// A feature anywhere on the board (a gift's, the princess's knight, a wagon's new
    /// feature, a captive follower).
    Target(Target),
    /// A figure on the board and the spot of its own tile it moves to (The Gifts'
    /// Change position).
    Shift { from: Target, to: Spot },
    /// The tower, or its empty foundation, at a cell (a piece built on it, a meeple put
    /// on its top).
    Tower(Pos),
    /// The meeple on top of the tower at a cell (a capture of it).
    Top(Pos),
    /// The castle at a cell (the fairy beside the meeples on it).
    Castle(Pos),
    /// A whole placed tile at a cell (the tile a gold ingot goes on).
    Tile(Pos),
    /// A cell and the way across its tile (a bridge).
    Across(Pos, Axis),
    /// A cell and two sides of its tile, the first clockwise from north first (a ferry
    /// joining two road ends across its lake).
    Ends(Pos, [Dir; 2]),
    /// A side of the tile a figure stands on (the dragon's next step).
    Side(Dir),
    /// One of the tiles or cards on offer, numbered from 1 as the notation numbers it (a
    /// bazaar's tile, the tile kept of two).
    Offer(u8),
    /// Objective `n` (from 1) of card `card` on the table, its cards numbered from 0 in
    /// their box's order (a monument's objective for a cube).
    Objective { card: u8, n: u8 },
    /// A number of points (a bid).
    Number(u32),
    /// One's own figures of a kind (the one to get back in an exchange).
    Figure(FigureKind),
    /// One's own figure of a kind held by a seat (a prisoner to ransom).
    Prisoner(Seat, FigureKind),
}

impl Aim {
    /// What kind of thing it points at, as front ends' words tell kinds apart (`$aim`:
    /// a capture of a follower on a feature or of the meeple on a tower's top).
    pub fn word(self) -> &'static str {
        match self {
            Aim::Nothing => "nothing",
            Aim::Spot(_) => "spot",
            Aim::Corner(_) => "corner",
            Aim::Target(_) => "target",
            Aim::Shift { .. } => "shift",
            Aim::Tower(_) => "tower",
            Aim::Top(_) => "top",
            Aim::Castle(_) => "castle",
            Aim::Tile(_) => "tile",
            Aim::Across(..) => "across",
            Aim::Ends(..) => "ends",
            Aim::Side(_) => "side",
            Aim::Offer(_) => "offer",
            Aim::Objective { .. } => "objective",
            Aim::Number(_) => "number",
            Aim::Figure(_) => "figure",
            Aim::Prisoner(..) => "prisoner",
        }
    }

    /// The spot of the tile just placed it points at, if it does (`Aim::Spot`).
    pub fn spot(self) -> Option<Spot> {
        match self {
            Aim::Spot(spot) => Some(spot),
            _ => None,
        }
    }
}

/// What a box declares about one of its decisions (`ExpansionPhase::facts`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseFacts {
    /// Its message-id stem, which names it in every front end's words (`flock`,
    /// `bazaar-bid`, `wagon`): the picture's title over its choices is
    /// `render-title-<word>`. One box's only.
    pub word: &'static str,
    /// The words ([`ActFacts::word`]) of its box's actions that answer it.
    pub answers: &'static [&'static str],
    /// The base game's `pass` answers it too, declining it (a bazaar's raise).
    pub pass: bool,
    /// Why any other action is refused while it waits (the flock's choice to make
    /// first).
    pub waiting: RuleError,
    /// It is a step of the active player's own turn (a flock, a bridge owed, the abbey
    /// or a draw), not a choice of someone the turn stops for (a castle's owners, an
    /// auction, a capture): a move out of it is not its player's turn yet.
    pub turn_step: bool,
    /// It comes before the turn's tile is placed (the abbey or a draw, Take two's tile
    /// to keep): once it is answered, its player still has the tile in hand to place,
    /// a step of the same turn.
    pub before_tile: bool,
}

impl PhaseFacts {
    /// A step of the active player's own turn, after the tile, that `pass` does not
    /// decline (a flock's choice, the magic figures, an ingot, a message).
    pub(crate) fn step(
        word: &'static str,
        answers: &'static [&'static str],
        waiting: impl Into<RuleError>,
    ) -> PhaseFacts {
        PhaseFacts {
            word,
            answers,
            pass: false,
            waiting: waiting.into(),
            turn_step: true,
            before_tile: false,
        }
    }

    /// A choice the turn stops for, of a seat other than in a step of its own turn (a
    /// capture, the dragon's move), that `pass` does not decline.
    pub(crate) fn stop(
        word: &'static str,
        answers: &'static [&'static str],
        waiting: impl Into<RuleError>,
    ) -> PhaseFacts {
        PhaseFacts { turn_step: false, ..PhaseFacts::step(word, answers, waiting) }
    }
}

impl Action {
    /// What its box declares about it; `None` for the base game's actions.
    pub fn facts(self) -> Option<ActFacts> {
        match self {
            Action::Expansion(act) => Some(act.facts()),
            Action::Place(_) | Action::Meeple(_) | Action::Pass => None,
        }
    }

    /// Why it is refused, for a reason of its own, at a step of the turn that does not
    /// accept it ([`When`]).
    pub(crate) fn unasked(self) -> Option<RuleError> {
        self.facts().and_then(|f| f.when.unasked().cloned())
    }
}

impl super::ExpansionPhase {
    /// Whether `action` answers it: one of its box's actions it names, or the base
    /// game's `pass` where it may be declined.
    pub(crate) fn accepts(self, action: Action) -> bool {
        let facts = self.facts();
        match action {
            Action::Expansion(act) if act.expansion() == self.expansion() => {
                facts.answers.contains(&act.facts().word)
            }
            Action::Pass => facts.pass,
            _ => false,
        }
    }
}

/// What each player has of one of a box's pieces, tokens or figures, counted (bridges
/// left, fame held, the mayor at home). A box declares its counts once, in its module's
/// `COUNTS` named by its registry row (`counts COUNTS`), and every front end lists a
/// box's supply from there — a page's column, `/status`, the terminal's summary, a
/// bot's valuation — with no getter per piece to forward. Every count is public: what
/// each player has beside the board is on the table.
#[derive(Clone, Copy, Debug)]
pub struct Count {
    /// Its name ([`Count::key`]); a figure's is its word.
    key: &'static str,
    /// Its name among each player's counts in the terminal's JSON summary
    /// (`bridges_left`), where the summary lists it.
    pub summary: Option<&'static str>,
    /// How a front end says it.
    pub said: Said,
    /// Where the count is read.
    read: Read,
}

/// How a [`Count`] is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// Pieces in supply, said however many by the message with `$count` ("3 bridges").
    Pieces(&'static str),
    /// Tokens won or held, said only once there are some, by the message with `$count`
    /// and the fixed arguments beside it ("2 wine": `goods-count`, `good` = `wine`).
    Held(&'static str, &'static [(&'static str, &'static str)]),
    /// One of the box's figures: named while it is at home, nothing once it is out.
    Figure(FigureKind),
}

/// Where a [`Count`] is read: a figure's place, which the shared rules know, or the
/// box's state.
#[derive(Clone, Copy, Debug)]
enum Read {
    Figure(FigureKind),
    State(fn(&Game, Seat) -> u32),
}

impl Count {
    /// Pieces in supply, read from the box's state by `read` (its box in play).
    pub(crate) const fn pieces(
        key: &'static str,
        summary: Option<&'static str>,
        words: &'static str,
        read: fn(&Game, Seat) -> u32,
    ) -> Count {
        Count { key, summary, said: Said::Pieces(words), read: Read::State(read) }
    }

    /// Tokens held, read from the box's state by `read` (its box in play), said by
    /// `words` with the fixed arguments `with`.
    pub(crate) const fn held(
        key: &'static str,
        summary: Option<&'static str>,
        words: (&'static str, &'static [(&'static str, &'static str)]),
        read: fn(&Game, Seat) -> u32,
    ) -> Count {
        Count { key, summary, said: Said::Held(words.0, words.1), read: Read::State(read) }
    }

    /// One of the box's own figures: 1 while it is at home, 0 once it is out.
    pub(crate) const fn figure(kind: FigureKind) -> Count {
        Count { key: "", summary: None, said: Said::Figure(kind), read: Read::Figure(kind) }
    }

    /// Its name among the arguments of the box's words that list the counts
    /// (`bridges`); a figure's is its word in the notation (`mayor`).
    pub fn key(&self) -> &'static str {
        match self.read {
            Read::Figure(kind) => kind.spec().word,
            Read::State(_) => self.key,
        }
    }

    /// How many `seat` has in the game `view` shows, its box in play.
    pub fn of(&self, view: &View, seat: Seat) -> u32 {
        self.in_game(view.game(), seat)
    }

    /// How many `seat` has in `game`, its box in play (the engine's own tests and rules).
    pub(crate) fn in_game(&self, game: &Game, seat: Seat) -> u32 {
        match self.read {
            Read::Figure(kind) => super::figures_at_home(game, seat, kind),
            Read::State(read) => read(game, seat),
        }
    }
}
