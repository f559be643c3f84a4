//! How a game starts: players, expansions, options, seed and, for scenarios, a fixed
//! draw order. A `Setup` is plain data (stored as JSON by the bot); `Game::new` checks it.

use serde::{Deserialize, Serialize};

use crate::catalog::TileKind;
use crate::notation::or_list;
pub use crate::rules::{Expansion, ExpansionSetupError, Expansions, Fixed};
use crate::seat::MAX_SEATS;
use crate::tile::{TileDef, TileSet};

crate::words!(Expansion, SetupError, SetupError::UnknownExpansion);

impl Expansions {
    /// Whether `e` is in play.
    pub fn has(mut self, e: Expansion) -> bool {
        *self.flag(e)
    }

    /// These expansions plus `e`.
    #[must_use]
    pub fn with(mut self, e: Expansion) -> Expansions {
        *self.flag(e) = true;
        self
    }

    /// The expansions in play, in the order of `Expansion::ALL` (the order their rules
    /// run in a turn; the turn walks it backwards to stack its steps).
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Expansion> {
        Expansion::ALL.into_iter().filter(move |&e| self.has(e))
    }

    /// Whether tiles of `set` are in the game.
    pub fn includes(self, set: TileSet) -> bool {
        match set {
            TileSet::Base => true,
            TileSet::Expansion(e) => self.has(e),
        }
    }

    /// Whether `def` may be in a game with these expansions: its set is in play and, for
    /// a tile printed in place of another (a garden tile), so is that tile's set.
    pub(crate) fn includes_tile(self, def: &TileDef) -> bool {
        let replaced = def.replaces.and_then(TileKind::from_id);
        self.includes(def.set) && replaced.is_none_or(|r| self.includes(r.def().set))
    }
}

/// Writes [`GameOption`] and [`GameOptions`] from the expansions' rule variants, as the
/// registry (`rules/mod.rs`) hands them over from its rows, in registry order (the order
/// of `GameOption::ALL` and of a stored setup's `options` fields), so that an
/// expansion's options are a part of its registry row, not variants listed here. (The
/// types are written where the registry is, `rules::GameOption`, and named from here.)
macro_rules! options {
    ($($expansion:ident [$($(#[$doc:meta])* $option:ident = $field:ident),*])*) => {
        /// Optional rule variants, switched on by name (stored setups hold them by these
        /// names).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(default)]
        pub struct GameOptions {
            $($($(#[$doc])* pub $field: bool,)*)*
        }

        /// One optional rule variant, by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameOption {
            $($($option,)*)*
        }

        impl GameOption {
            pub const ALL: [GameOption; [$($(stringify!($field),)*)*].len()] = [$($(GameOption::$option,)*)*];

            pub const fn word(self) -> &'static str {
                match self {
                    $($(GameOption::$option => stringify!($field),)*)*
                }
            }

            /// The expansion the option belongs to.
            pub const fn expansion(self) -> Expansion {
                match self {
                    $($(GameOption::$option => Expansion::$expansion,)*)*
                }
            }
        }

        impl GameOptions {
            pub fn set(&mut self, option: GameOption) {
                match option {
                    $($(GameOption::$option => self.$field = true,)*)*
                }
            }

            /// The options switched on.
            pub fn iter(self) -> impl Iterator<Item = GameOption> {
                GameOption::ALL.into_iter().filter(move |o| match o {
                    $($(GameOption::$option => self.$field,)*)*
                })
            }
        }
    };
}
pub(crate) use options;

pub use crate::rules::{GameOption, GameOptions};

crate::words!(GameOption, SetupError, SetupError::UnknownOption);

/// The rules version this engine plays new games by. A game replays by the version it
/// was started with (`Setup::version`), so a rules change that would play a stored
/// action log differently is gated on it. Version 2: each source of chance draws from
/// its own random stream (the sheep bag apart from the tile stack). Version 3: Bridges,
/// Castles & Bazaars (base and Hills & Sheep games play exactly as in version 2).
/// Version 4: The Gifts (earlier games play exactly as in version 3). Version 5:
/// Monuments (earlier games play exactly as in version 4). Version 6: a bazaar without
/// bidding has each player choose a tile and play it at once, in turn, and a gift with
/// nothing to act on may still be opened, and is wasted (earlier games play exactly as
/// in version 5). Version 7: The River (earlier games play exactly as in version 6).
/// Version 8: The Abbot, and gardens on the tiles that print one (earlier games play
/// exactly as in version 7: a garden is no feature without The Abbot). Version 9: an
/// abbot is taken back only from a monastery or garden not yet complete (earlier games
/// play exactly as in version 8, where the turn that surrounded it could still).
/// Version 10: Inns & Cathedrals, its inns (those by a lake on Bridges, Castles &
/// Bazaars' tiles too) and cathedrals and its big meeple (without it an inn or a
/// cathedral changes nothing and every figure weighs one), and Traders & Builders
/// (earlier games play exactly as in version 9). Version 11: what random play and
/// another engine found (issue 64) — Change position never stands a meeple in a garden;
/// a bazaar without bidding lets the builder's second tile come before anyone chooses;
/// the small fields walled in by cities on five Inns & Cathedrals and Traders & Builders
/// tiles hold farmers; a big meeple may go onto a castle; a tile that extends the
/// builder's road only through the bridge it needed earns the second tile (earlier games
/// play exactly as in version 10), Princess & Dragon and The Tower. Version 12: The
/// Tower read against the French text (issue 64) — one ransom a turn, Take two's tile
/// being the same turn's (earlier games play exactly as in version 11). Version 13: the
/// fairy's point once a turn, Take two's tile being the same turn's (earlier games play
/// exactly as in version 12). Version 14: Take two tells the expansions of the tile kept,
/// not of a tile of the second's kind, and a hill put back takes the tile under it back
/// into the stack (earlier games play exactly as in version 13). Version 15: Princess &
/// Dragon with castles and its walled-in field (issue 71) — the fairy goes next to a
/// meeple on a castle and stays next to a knight that goes onto one, and `DG/CCc+.p`'s
/// field walled in by its cities holds a farmer (earlier games play exactly as in
/// version 14). Version 16: what Abbey & Mayor's first games found (issue 84) — the
/// fairy's 3 points when a barn scores its farmer, every closed field with a shepherd
/// herded at the end of the figure step (a field the abbey tile closes; a flock before
/// the dragon moves), a barn only where each tile's corner is one field of that tile, a
/// barn on a volcano, every follower through the magic portal (earlier games play
/// exactly as in version 15). Version 17: Mage & Witch (issue 87; no other box's game
/// changes). Version 18: The Gold Mines (issue 87; no other box's game changes). Version 20:
/// The Messengers, version 21: The Ferries, version 22: Crop Circles (issue 87; no other
/// box's game changes). Version 23: The Flying Machines, and a crop circle's action ends
/// the part of a double turn (Traders & Builders) that placed the circle, before the
/// second tile (earlier games play exactly as in version 22). Version 24: every box's
/// end-of-turn step of a double turn's first part runs before the builder's second tile
/// is drawn, in registry order (the stage after them, `Stage::AfterPart`, starts the
/// second part); earlier games play exactly as in version 23.
///
/// A new expansion raises it by its registry row (`since`): it is the highest of
/// `RULES_CHANGED` and every expansion's first version.
pub const ENGINE_VERSION: u32 = {
    let mut version = RULES_CHANGED;
    let mut i = 0;
    while i < Expansion::ALL.len() {
        if Expansion::ALL[i].since() > version {
            version = Expansion::ALL[i].since();
        }
        i += 1;
    }
    version
};

/// The last rules version that changed the rules of the base game or of an expansion
/// already played (24: a double turn's first part ends every box's step before the second
/// tile), rather than adding one.
const RULES_CHANGED: u32 = 24;

/// The longest fixed draw order: the board grid grows with the square of the stack.
pub const MAX_FIXED_TILES: usize = 256;

/// Everything that decides a game before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Number of players, 1 (solo practice) to 6.
    pub players: u8,
    #[serde(default)]
    pub expansions: Expansions,
    #[serde(default)]
    pub options: GameOptions,
    pub seed: u64,
    /// A fixed draw order (the start tile aside); the game ends when it runs out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<Vec<TileKind>>,
    /// The first draws from the expansions' own sources of chance, for scenarios: each
    /// expansion's list a field of the setup's own (`bag`, `gifts`), as stored.
    #[serde(flatten)]
    pub fixed: Fixed,
    /// The rules version the game is played by (games stored before versions were
    /// recorded in the setup are version 1).
    #[serde(default = "first_version")]
    pub version: u32,
}

fn first_version() -> u32 {
    1
}

impl Setup {
    /// A base game for `players` players.
    pub fn new(players: u8, seed: u64) -> Setup {
        Setup {
            players,
            expansions: Expansions::default(),
            options: GameOptions::default(),
            seed,
            tiles: None,
            fixed: Fixed::default(),
            version: ENGINE_VERSION,
        }
    }
}

/// Every expansion's word, as a refusal lists them: `a, b or c`.
fn expansion_words() -> String {
    or_list(Expansion::ALL.map(Expansion::word))
}

/// Every option's word, as a refusal lists them: `a or b`.
fn option_words() -> String {
    or_list(GameOption::ALL.map(GameOption::word))
}

/// A setup that cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a game needs 1 to {MAX_SEATS} players, not {0}")]
    Players(u8),
    #[error("`{0}` is not an expansion: say {words}", words = expansion_words())]
    UnknownExpansion(String),
    #[error("`{0}` is not an option: say {words}", words = option_words())]
    UnknownOption(String),
    #[error("{} needs rules version {} or later; this game is version {}", .0.title(), .0.since(), .1)]
    ExpansionTooNew(Expansion, u32),
    #[error("option {} needs {}", .0.word(), .0.expansion().title())]
    OptionWithoutExpansion(GameOption),
    #[error("tile {0} is not in the game's tile sets")]
    TileNotInGame(TileKind),
    #[error("a fixed draw order holds at most {MAX_FIXED_TILES} tiles, not {0}")]
    TooManyTiles(usize),
    #[error("this game was made by rules version {0}; this engine plays versions 1 to {ENGINE_VERSION}")]
    Version(u32),
    #[error("{0} is played when its token is drawn: put {1} in the draw order instead")]
    LargeTileInStack(TileKind, TileKind),
    /// Refused by an expansion's own rules (fixed draws it alone plays, without it).
    #[error(transparent)]
    Expansion(ExpansionSetupError),
    /// An expansion's rules cannot play the fixed draw order; the reason is its own
    /// (The River: the spring is the start tile, the other river tiles come first,
    /// the lake last of them).
    #[error("{title}: {1}", title = .0.title())]
    DrawOrder(Expansion, &'static str),
}
