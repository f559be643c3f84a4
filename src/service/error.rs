//! Why a command failed: a player's mistake (told to them privately, nothing written)
//! or our own failure (logged once, never shown raw).

use carcassonne_engine::{ParseActionError, RuleError, SetupError};

use crate::store::StoreError;

/// A command refused because of what the player asked; the message is for them.
#[derive(Debug, thiserror::Error)]
pub enum UserError {
    #[error("There is no game in this channel. Start one with `new`.")]
    NoGame,
    #[error("A game is already open in this channel; `join` it, or `cancel` it first.")]
    ChannelBusy,
    #[error("You are not seated in this game.")]
    NotSeated,
    #[error("You are already seated in this game.")]
    AlreadySeated,
    #[error("Take a seat first (`join`), then seat a bot.")]
    BotsNeedASeat,
    #[error("Nobody called {name} sits at this game; the players are {players}.")]
    NoSuchPlayer { name: String, players: String },
    #[error("No bot called {name} sits in this lobby; the bots are: {bots}.")]
    NoSuchBot { name: String, bots: String },
    #[error("{0} is already played by a bot.")]
    AlreadyABot(String),
    #[error("Only {0} themselves, the game's creator or a moderator can hand their seat to a bot.")]
    NotYoursToHand(String),
    #[error("The game is full ({0} players).")]
    Full(usize),
    #[error("The game has already started.")]
    AlreadyStarted,
    #[error("The game has not started yet: `start` it when everybody has joined.")]
    NotStarted,
    #[error("The game is over; open a new one with `new`.")]
    Finished,
    #[error("Only the game's creator or a moderator can cancel it.")]
    NotCreator,
    #[error("Nothing to undo: you can take back only your own tile or figure, before your turn ends.")]
    NothingToUndo,
    #[error("You have no tile to place now.")]
    NoTileInHand,
    #[error("Your tile ({tile}) does not fit at {x} {y} in any rotation.")]
    NoRotationFits { tile: String, x: i32, y: i32 },
    #[error("This game is played without The Gifts.")]
    NoGifts,
    /// A card that acts on something, named without it.
    #[error("Say what your {card} acts on: `gift {word} X Y SPOT`; `gifts` lists where you may open it.")]
    GiftTargetMissing { card: &'static str, word: &'static str },
    /// A card with nothing on the board to act on now.
    #[error(
        "Your {card} has nothing to act on now: {why}. Keep it; unopened, it scores 2 points at the end."
    )]
    GiftIdle { card: &'static str, why: &'static str },
    #[error("{0} cannot be played in the bot yet: its commands are still to come.")]
    ExpansionNotInBot(&'static str),
    #[error("It is not your turn: waiting for {0}.")]
    NotYourTurn(String),
    /// Someone else owes the decision the game waits for (a castle, a bid), though it
    /// may not be their turn either.
    #[error("This decision is not yours: waiting for {0}.")]
    NotYourDecision(String),
    #[error("{}", rule(.0))]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{0}")]
    Notation(#[from] ParseActionError),
    #[error("{0}")]
    BadCommand(String),
    #[error("{0}")]
    Level(#[from] crate::ai::UnknownLevel),
    #[error("{}", super::STALE)]
    Stale,
    #[error(
        "In Discord the bot draws the seed and the tiles itself, so nobody can know the draws in advance."
    )]
    SeedChosenByBot,
    #[error("The game's storage is busy right now and nothing was changed. Please try again in a moment.")]
    Busy,
    #[error(
        "This game can no longer be played by this version of the bot ({0}). `history` lists its moves; `cancel` closes it."
    )]
    Unplayable(String),
    #[error(
        "This game was saved by a newer version of the bot (rules version {0}); it cannot be played here."
    )]
    NewerVersion(u32),
}

/// The engine's reason in players' words: a tile named by what it shows, not by its id.
fn rule(error: &RuleError) -> String {
    match *error {
        RuleError::Mismatch { tile, pos, dir } => format!(
            "your tile ({}) at {pos} does not match its neighbour on the {dir} edge",
            super::tile_words::words(tile)
        ),
        ref other => other.to_string(),
    }
}

/// Any failure of a command.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    User(#[from] UserError),
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    #[error("stored game {game} does not replay: {detail}")]
    Corrupt { game: i64, detail: String },
}

impl From<RuleError> for ServiceError {
    fn from(e: RuleError) -> ServiceError {
        ServiceError::User(e.into())
    }
}

impl From<SetupError> for ServiceError {
    fn from(e: SetupError) -> ServiceError {
        ServiceError::User(e.into())
    }
}
