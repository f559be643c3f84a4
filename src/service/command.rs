//! The commands every front end sends. Their text form (`place 1 0 90`, `join`,
//! `new hills-sheep hill_count`) is read through the table of verbs (`verbs.rs`), whose
//! words are also the Discord commands' names, so the terminal, scripts and the bot
//! speak one language.

use std::str::FromStr;

use carcassonne_engine::{
    Action, Expansion, Expansions, GameOption, GameOptions, Gift, Pos, TileKind, Token,
};

use super::Lang;
use super::error::UserError;
use crate::ai::Level;

/// Expansions, options and fixed draws of a new game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGame {
    pub expansions: Expansions,
    pub options: GameOptions,
    /// Fix the randomness (tests, scenarios); otherwise the front end picks one.
    pub seed: Option<u64>,
    /// A fixed draw order, for scenarios.
    pub tiles: Option<Vec<TileKind>>,
    /// Hills & Sheep: fixed first draws from the sheep bag, for scenarios.
    pub bag: Vec<Token>,
    /// The Gifts: the deck's first cards, for scenarios.
    pub gifts: Vec<Gift>,
    /// The language the game's channel reads; `None` for the server's, else English.
    pub language: Option<Lang>,
}

impl NewGame {
    /// A new game from the words of command-line flags (each list as typed, one word
    /// per entry): expansions, options, a fixed draw order, fixed sheep-bag draws and
    /// the gift deck's first cards.
    ///
    /// # Errors
    /// The first word that names no expansion, option, tile or token.
    pub fn from_words(
        seed: u64,
        expansions: &[String],
        options: &[String],
        tiles: &[String],
        bag: &[String],
        gifts: &[String],
    ) -> Result<NewGame, UserError> {
        let mut new = NewGame { seed: Some(seed), ..NewGame::default() };
        // Each bad word is quoted once, clipped: a flag's value can be any length.
        fn parse<T: FromStr<Err: std::fmt::Display>>(word: &str) -> Result<T, UserError> {
            let word = word.trim();
            word.parse().map_err(|e| UserError::BadCommand(super::text::about_word(word, &e)))
        }
        for word in expansions {
            new.expansions = new.expansions.with(parse(word)?);
        }
        for word in options {
            new.options.set(parse(word)?);
        }
        if !tiles.is_empty() {
            new.tiles = Some(tiles.iter().map(|w| parse(w)).collect::<Result<_, _>>()?);
        }
        new.bag = bag.iter().map(|w| parse(w)).collect::<Result<_, _>>()?;
        new.gifts = gifts.iter().map(|w| parse(w)).collect::<Result<_, _>>()?;
        Ok(new)
    }
}

/// One request to the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby in this channel.
    New(NewGame),
    Join,
    /// Seat a bot playing at this level (in the lobby).
    JoinBot(Level),
    /// Hand the seat of the player named `player` to a bot playing at `level`, from now
    /// on (a player who left, say).
    Takeover {
        player: String,
        level: Level,
    },
    Leave,
    /// Take the bot seated under this name out of the lobby.
    RemoveBot(String),
    /// Begin play; seats are shuffled from the seed unless `keep_order`.
    Start {
        keep_order: bool,
    },
    Cancel,
    Status,
    /// The author's open games across channels.
    Games,
    /// The expansions and options a new game can take.
    Options,
    /// A turn action: place, meeple, shepherd, grow, herd, pass.
    Play(Action),
    /// The rotations of the drawn tile that fit at a cell, offered as choices
    /// (`place X Y` without a rotation).
    Rotations(Pos),
    Undo,
    /// The Gifts: the author's own hand, and everyone's counts.
    Gifts,
    Board,
    History,
    Rules,
    Help,
    /// Direct messages when a game waits for the author: on or off.
    Notify(bool),
}

impl FromStr for Command {
    type Err = UserError;

    /// Reads the players' words through the one table of verbs (`verbs.rs`).
    fn from_str(line: &str) -> Result<Command, UserError> {
        super::verbs::parse(line)
    }
}

/// The words after `new`: expansions, options and `seed N`.
pub(super) fn parse_new(words: &[&str]) -> Result<NewGame, UserError> {
    let mut new = NewGame::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        if word == "seed" {
            let value = words.next().ok_or_else(|| UserError::BadCommand("`seed` needs a number".into()))?;
            let seed =
                value.parse().map_err(|_| UserError::BadCommand(format!("`{value}` is not a seed")))?;
            new.seed = Some(seed);
        } else if let Ok(e) = word.parse::<Expansion>() {
            new.expansions = new.expansions.with(e);
        } else if let Ok(option) = word.parse::<GameOption>() {
            new.options.set(option);
        } else {
            let words = |all: &[&str]| all.join(", ");
            return Err(UserError::BadCommand(format!(
                "`{word}` is neither an expansion ({}) nor an option ({})",
                words(&Expansion::ALL.map(Expansion::word)),
                words(&GameOption::ALL.map(GameOption::word)),
            )));
        }
    }
    Ok(new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_parse() {
        assert_eq!("join".parse::<Command>().unwrap(), Command::Join);
        assert_eq!(
            "place 1 0 90".parse::<Command>().unwrap(),
            Command::Play("place 1 0 90".parse().unwrap())
        );
        let Command::New(new) = "new hills-sheep hill_count seed 5".parse().unwrap() else { panic!() };
        assert!(new.expansions.hills_sheep && new.options.hill_count);
        assert_eq!(new.seed, Some(5));
        assert_eq!("place 2 -1".parse::<Command>().unwrap(), Command::Rotations(Pos::new(2, -1)));
        assert!("place 2 x".parse::<Command>().is_err());
        assert!("join now".parse::<Command>().is_err());
        assert_eq!("join bot hard".parse::<Command>().unwrap(), Command::JoinBot(Level::Hard));
        assert_eq!("join bot".parse::<Command>().unwrap(), Command::JoinBot(Level::Normal));
        assert_eq!("leave".parse::<Command>().unwrap(), Command::Leave);
        assert_eq!("leave bot Bot 2".parse::<Command>().unwrap(), Command::RemoveBot("Bot 2".into()));
        assert!("leave bot".parse::<Command>().is_err());
        assert!("join bot genius".parse::<Command>().is_err());
        assert_eq!(
            "bot Bob Smith easy".parse::<Command>().unwrap(),
            Command::Takeover { player: "Bob Smith".into(), level: Level::Easy }
        );
        assert_eq!(
            "bot Hard".parse::<Command>().unwrap(),
            Command::Takeover { player: "Hard".into(), level: Level::Normal }
        );
        assert!("bot".parse::<Command>().is_err());
        assert!("new castles".parse::<Command>().is_err());
        assert!("fly".parse::<Command>().is_err());
    }
}
