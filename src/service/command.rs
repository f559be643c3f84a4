//! The commands every front end sends, and their text form (`place 1 0 90`, `join`,
//! `new hills-sheep hill_count`). The words are the Discord commands' names, so the
//! terminal, scripts and the bot speak one language.

use std::str::FromStr;

use carcassonne_engine::{
    Action, Expansion, Expansions, GameOption, GameOptions, ParseActionError, Pos, TileKind, Token,
};

use super::error::UserError;

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
}

/// One request to the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby in this channel.
    New(NewGame),
    Join,
    Leave,
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
    Board,
    History,
    Rules,
    Help,
}

impl FromStr for Command {
    type Err = UserError;

    fn from_str(line: &str) -> Result<Command, UserError> {
        let mut words = line.split_whitespace();
        let verb = words.next().unwrap_or_default().to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        let bare = |c: Command| {
            if rest.is_empty() {
                Ok(c)
            } else {
                Err(UserError::BadCommand(format!("`{verb}` takes no arguments")))
            }
        };
        match verb.as_str() {
            "new" => parse_new(&rest).map(Command::New),
            "join" => bare(Command::Join),
            "leave" => bare(Command::Leave),
            "start" => bare(Command::Start { keep_order: false }),
            "cancel" => bare(Command::Cancel),
            "status" => bare(Command::Status),
            "games" => bare(Command::Games),
            "options" => bare(Command::Options),
            "undo" => bare(Command::Undo),
            "board" => bare(Command::Board),
            "history" => bare(Command::History),
            "rules" => bare(Command::Rules),
            "help" => bare(Command::Help),
            "place" if rest.len() == 2 => {
                let number = |w: &str| {
                    w.parse::<i32>().map_err(|_| UserError::Notation(ParseActionError::Number(w.to_string())))
                };
                Ok(Command::Rotations(Pos::new(number(rest[0])?, number(rest[1])?)))
            }
            "" => Err(UserError::BadCommand("empty command; try `help`".into())),
            _ => Ok(Command::Play(line.parse()?)),
        }
    }
}

fn parse_new(words: &[&str]) -> Result<NewGame, UserError> {
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
        } else {
            new.options.set(word.parse::<GameOption>()?);
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
        assert!("new castles".parse::<Command>().is_err());
        assert!("fly".parse::<Command>().is_err());
    }
}
