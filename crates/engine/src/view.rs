//! What one viewer may see of a game, and who may see each thing the game says.
//!
//! A [`View`] is the only way information leaves the engine for display: public facts
//! plus the viewer's own hidden information, never another seat's and never what no
//! player knows (the order of the tile stack, the sheep bag's next draws, the seed).
//! Every [`Event`] names its [`Audience`], so a front end can route a line to the whole
//! table or to one player without knowing the rules behind it.

use crate::action::Action;
use crate::board::{Board, Placement};
use crate::catalog::TileKind;
use crate::decision::{Decision, Phase};
use crate::event::Event;
use crate::features::Features;
use crate::game::{Figure, Game, Player};
use rand::RngCore;

use crate::game::PlacementOption;
use crate::rng::GameRng;
use crate::rules;
use crate::seat::Seat;
use crate::setup::{Expansion, Expansions, GameOptions};
use crate::spot::Spot;

/// Who may see a thing: everybody, or one seat only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    Public,
    Seat(Seat),
}

impl Audience {
    /// Whether a viewer with this audience sees something meant for `other`.
    pub fn sees(self, other: Audience) -> bool {
        other == Audience::Public || self == other
    }
}

/// A game as one viewer may see it (made by [`Game::view`]).
#[derive(Clone, Copy, Debug)]
pub struct View<'g> {
    game: &'g Game,
    viewer: Audience,
}

impl<'g> View<'g> {
    pub(crate) fn new(game: &'g Game, viewer: Audience) -> View<'g> {
        View { game, viewer }
    }

    /// The game seen, for the expansions' own views (each in its module: `View::gifts`
    /// in `rules/gifts`, and so on), which decide what of their state the viewer sees.
    pub(crate) fn game(&self) -> &'g Game {
        self.game
    }
}

impl<'g> View<'g> {
    pub fn viewer(&self) -> Audience {
        self.viewer
    }

    /// Whether this viewer may see `event`.
    pub fn sees(&self, event: &Event) -> bool {
        self.viewer.sees(event.audience())
    }

    pub fn players(&self) -> &'g [Player] {
        self.game.players()
    }

    pub fn expansions(&self) -> Expansions {
        self.game.setup().expansions
    }

    pub fn options(&self) -> GameOptions {
        self.game.setup().options
    }

    pub fn has(&self, expansion: Expansion) -> bool {
        self.game.has(expansion)
    }

    pub fn board(&self) -> &'g Board {
        self.game.board()
    }

    /// Which segments of the board make one feature: what every player sees of the
    /// board, for a front end to show a whole field (its outline) or feature.
    pub fn features(&self) -> &'g Features {
        &self.game.features
    }

    pub fn figures(&self) -> &'g [Figure] {
        self.game.figures()
    }

    pub fn decisions(&self) -> &'g [Decision] {
        self.game.decisions()
    }

    /// The first decision the game waits for; `None` once it is over.
    pub fn pending(&self) -> Option<Decision> {
        self.game.pending()
    }

    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    pub fn active(&self) -> Seat {
        self.game.active()
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// How many tiles are left to draw (not which, nor in what order).
    pub fn tiles_left(&self) -> usize {
        self.game.tiles_left()
    }

    /// The tiles no player has seen yet, sorted by kind, never in the order they come:
    /// those left to draw (a monument's token as the tile it stands for) and those under
    /// hills, which nobody can tell from them — what the box's contents less the tiles
    /// in sight tell every player. Of these, [`Game::hidden_tiles`] lie under hills.
    pub fn unseen_tiles(&self) -> Vec<TileKind> {
        let game = self.game;
        let stands_for = |t: TileKind| rules::in_play(game).find_map(|m| m.stands_for(t)).unwrap_or(t);
        let mut unseen: Vec<TileKind> = game
            .stack
            .iter()
            .map(|&t| stands_for(t))
            .chain(rules::in_play(game).flat_map(|r| r.own_stack(game)))
            .chain(game.hidden_kinds().iter().copied())
            .collect();
        unseen.sort_unstable();
        unseen
    }

    /// How many of [`View::unseen_tiles`] lie under hills.
    pub fn hidden_tiles(&self) -> usize {
        self.game.hidden_tiles()
    }

    pub fn discarded(&self) -> &'g [TileKind] {
        self.game.discarded()
    }

    pub fn current_tile(&self) -> Option<TileKind> {
        self.game.current_tile()
    }

    pub fn last_placed(&self) -> Option<usize> {
        self.game.last_placed()
    }

    /// Where the drawn tile fits: the board and the tile are in plain sight.
    pub fn legal_placements(&self) -> Vec<Placement> {
        self.game.legal_placements()
    }

    /// Where the drawn tile fits, each marked with whether it needs a bridge.
    pub fn placement_options(&self) -> Vec<PlacementOption> {
        self.game.placement_options()
    }

    /// Where the drawn tile fits, each with what it would complete and extend: the
    /// board and the meeples on it are in plain sight.
    pub fn previews(&self) -> Vec<(PlacementOption, crate::preview::Preview)> {
        self.game.previews()
    }

    /// The meeple spots open to the active player on the tile just placed.
    pub fn meeple_spots(&self) -> Vec<Spot> {
        self.game.meeple_spots()
    }

    /// What `seat` may do now. Most actions are public knowledge (the tile in hand and
    /// the board are in plain sight); one an expansion keeps private (opening a gift
    /// shows the card) is listed only to its owner.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = self.game.legal_actions(seat);
        if self.viewer != Audience::Seat(seat) {
            actions.retain(|&a| !a.facts().is_some_and(|f| f.private));
        }
        actions
    }

    /// A whole game this viewer cannot tell from the real one: everything they see is
    /// the same, everything they cannot see (the tile stack's order, the tiles under
    /// hills, the sheep bag's coming draws) is drawn afresh from `seed`. A player
    /// program searches such games instead of peeking at the real one; tests check that
    /// no output meant for this viewer changes between the two.
    ///
    /// # Examples
    /// ```
    /// use carcassonne_engine::{Audience, Game, Setup};
    /// let (game, _) = Game::new(Setup::new(2, 1)).unwrap();
    /// let other = game.view(Audience::Public).sample(99);
    /// assert_eq!(other.tiles_left(), game.tiles_left());
    /// assert_eq!(other.current_tile(), game.current_tile());
    /// ```
    pub fn sample(&self, seed: u64) -> Game {
        let mut game = self.game.clone();
        let mut rng = GameRng::from_seed(seed);
        // From a canonical order, so the sample owes nothing to the real, hidden one.
        game.stack.sort_unstable();
        for i in (1..game.stack.len()).rev() {
            game.stack.swap(i, rng.below(i + 1));
        }
        game.rng = GameRng::from_seed(rng.next_u64());
        for module in rules::in_play(&game) {
            module.resample(&mut game, self.viewer, &mut rng);
        }
        game
    }
}
