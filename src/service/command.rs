//! The commands every front end sends. Their text form (`place 1 0 90`, `join`,
//! `new hills-sheep hill_count`) is read through the table of verbs (`verbs.rs`), whose
//! words are also the Discord commands' names, so the terminal, scripts and the bot
//! speak one notation (French words are read as it before any parser sees them). Words
//! that cannot be read are a [`BadCommand`], worded in the reader's language.

use std::str::FromStr;

use carcassonne_engine::{Action, Expansion, Expansions, Fixed, GameOption, GameOptions, Pos, TileKind};

use fluent_bundle::FluentValue;

use super::error::UserError;
use super::spelling::Spelling;
use super::{Clock, HistoryAsk, Lang, User};
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
    /// The first draws from the expansions' own sources of chance, for scenarios.
    pub fixed: Fixed,
    /// The language the game's channel reads; `None` for the server's, else English.
    pub language: Option<Lang>,
    /// How long a player may keep the game waiting; `None` for [`Clock::DEFAULT`].
    pub clock: Option<Clock>,
}

impl NewGame {
    /// A new game from the words of command-line flags (each list as typed, one word
    /// per entry): expansions, options, a fixed draw order and the expansions' fixed
    /// first draws, each by its list's word (`Fixed::LISTS`: the sheep bag's, the gift
    /// deck's). French words are read too (`rivière`, `loup`).
    ///
    /// # Errors
    /// The first word that names no expansion, option, tile or thing drawn.
    pub fn from_words(
        seed: u64,
        expansions: &[String],
        options: &[String],
        tiles: &[String],
        fixed: &[(&str, Vec<String>)],
    ) -> Result<NewGame, UserError> {
        let mut new = NewGame { seed: Some(seed), ..NewGame::default() };
        // Each bad word is quoted once, clipped: a flag's value can be any length.
        fn parse<T: FromStr<Err: std::fmt::Display>>(word: &str) -> Result<T, UserError> {
            let word = word.trim();
            word.parse().map_err(|e| BadCommand::Flag(super::text::about_word(word, &e)).into())
        }
        // Words typed in either language, as after `new` and in an action (`rivière`,
        // `loup`, `synode`).
        let read = |spelling, word: &String| {
            super::spelling::read(spelling, &[word.trim()]).pop().unwrap_or_default()
        };
        for word in expansions {
            new.expansions = new.expansions.with(parse(&read(Spelling::Lobby, word))?);
        }
        for word in options {
            new.options.set(parse(word)?);
        }
        if !tiles.is_empty() {
            new.tiles = Some(tiles.iter().map(|w| parse(w)).collect::<Result<_, _>>()?);
        }
        for (list, words) in fixed {
            for word in words {
                let word = read(Spelling::Action, word);
                let word = word.trim();
                new.fixed
                    .push(list, word)
                    .map_err(|e| BadCommand::Flag(super::text::about_word(word, &e)))?;
            }
        }
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
    /// Give up a seat: in the lobby at once; in a running game, this only asks to
    /// confirm ([`Command::LeaveForGood`]).
    Leave,
    /// Leave a running game for good: a bot plays the seat to the end.
    LeaveForGood,
    /// Hand one's own seat in a running game to a bot until one `join`s again.
    Away,
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
    /// The latest finished games of this channel and of the server's others.
    FinishedGames,
    /// The expansions and options a new game can take.
    Options,
    /// A turn action: place, meeple, shepherd, grow, herd, pass.
    Play(Action),
    /// The rotations of the drawn tile that fit at a cell, offered as choices
    /// (`place X Y` without a rotation).
    Rotations(Pos),
    /// Where the drawn tile fits, ranked as autocomplete ranks it (`place` alone).
    Placements,
    /// The author's moves of one verb typed alone without its words (`tower` alone: the
    /// cells a piece may go on), from its first parameter's suggestions.
    Listed {
        /// The verb's canonical word.
        verb: &'static str,
        source: super::verbs::Suggest,
    },
    Undo,
    /// A command of an expansion's own, not a move (a look at one's hidden hand).
    Expansion(super::ExpansionCommand),
    Board,
    /// The whole board of a game of this server by its number (this channel's, or a
    /// finished one), for its author alone.
    BoardOf(i64),
    /// The timelapse of the channel's last finished game, or of a finished game of this
    /// server by its number, for the channel.
    Replay(Option<i64>),
    /// Every move of a game in words, a page of them, or the board after one.
    History(HistoryAsk),
    Rules,
    Help,
    /// Direct messages when a game waits for the author: on or off.
    Notify(bool),
    /// The language of the channel's game (its creator or a moderator).
    Language(Lang),
    /// The server's best rated players.
    Leaderboard,
    /// A player's record on the server, for the author alone: theirs, or someone's.
    Stats(Option<Someone>),
}

/// A person a command names: one the front end knows (a Discord user option), or a
/// name typed, looked up among the names the server's players played under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Someone {
    User(User),
    Named(String),
}

/// Words a command's parser could not read, or (`language`) a change its author may not
/// make: told to the author in their language by [`BadCommand::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadCommand {
    Empty,
    /// A first word that names no verb.
    Unknown(String),
    /// Words after a verb that takes none (its canonical word).
    NoArguments(&'static str),
    NotANumber(String),
    /// Words a lobby or settings verb does not take (its canonical word): how it is said.
    Usage(&'static str),
    SeedNeedsNumber,
    NotASeed(String),
    /// A word after `new` that names no expansion, option or language.
    NotExpansionOrOption(String),
    /// A language the bot does not speak.
    NoLanguage(String),
    /// A word after `new … clock` that names no clock (empty when none came).
    NotAClock(String),
    /// A terminal flag's value, refused in its parser's words.
    Flag(String),
    /// Someone other than the game's creator or a moderator changing its language.
    NotYourLanguage,
}

impl BadCommand {
    /// What was wrong, in `lang`; commands quoted in the canonical notation.
    pub fn text(&self, lang: Lang) -> String {
        let word = |w: &str| [("word", FluentValue::from(w.to_string()))];
        match self {
            BadCommand::Empty => lang.say("bad-empty", []),
            BadCommand::Unknown(w) => {
                let all: Vec<&str> = super::verbs::VERBS.iter().map(|v| v.word_in(lang)).collect();
                lang.say("bad-unknown", [("word", w.as_str().into()), ("verbs", all.join(", ").into())])
            }
            BadCommand::NoArguments(verb) => lang.say("bad-no-arguments", [("verb", (*verb).into())]),
            BadCommand::NotANumber(w) => super::error::not_a_number(w, lang),
            BadCommand::Usage(verb) => lang.say("bad-usage", [("verb", (*verb).into())]),
            BadCommand::SeedNeedsNumber => lang.say("bad-seed-needs-number", []),
            BadCommand::NotASeed(w) => lang.say("bad-not-a-seed", word(w)),
            BadCommand::NotExpansionOrOption(w) => {
                let words = |all: &[&str]| all.join(", ");
                let expansions = Expansion::ALL.map(|e| super::spelling::expansion_word(e, lang));
                lang.say(
                    "bad-not-expansion-or-option",
                    [
                        ("word", w.as_str().into()),
                        ("expansions", expansions.join(", ").into()),
                        ("options", words(&GameOption::ALL.map(GameOption::word)).into()),
                    ],
                )
            }
            BadCommand::NoLanguage(w) => lang.say("bad-no-language", word(w)),
            BadCommand::NotAClock(w) => lang.say(
                "bad-not-a-clock",
                [
                    ("word", w.as_str().into()),
                    ("given", if w.is_empty() { "no" } else { "yes" }.into()),
                    ("clocks", super::clock::words(lang).into()),
                ],
            ),
            BadCommand::Flag(why) => why.clone(),
            // Whoever tries may not read the game's language: the refusal is in both.
            BadCommand::NotYourLanguage => std::iter::once(lang)
                .chain(Lang::ALL.into_iter().filter(|l| *l != lang))
                .map(|l| l.say("bad-not-your-language", []))
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

impl From<BadCommand> for UserError {
    fn from(bad: BadCommand) -> UserError {
        UserError::BadCommand(bad)
    }
}

impl FromStr for Command {
    type Err = UserError;

    /// Reads the players' words through the one table of verbs (`verbs.rs`).
    fn from_str(line: &str) -> Result<Command, UserError> {
        super::verbs::parse(line)
    }
}

/// The words after `new`: expansions, options, `seed N`, `language fr` and `clock 24h`.
pub(super) fn parse_new(words: &[&str]) -> Result<NewGame, UserError> {
    let mut new = NewGame::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        if word == "seed" {
            let value = words.next().ok_or(BadCommand::SeedNeedsNumber)?;
            new.seed = Some(value.parse().map_err(|_| BadCommand::NotASeed(value.to_string()))?);
        } else if word == "language" {
            let value = words.next().ok_or(BadCommand::Usage("language"))?;
            new.language =
                Some(Lang::from_tag(value).ok_or_else(|| BadCommand::NoLanguage(value.to_string()))?);
        } else if word == "clock" {
            new.clock = Some(words.next().copied().unwrap_or_default().parse()?);
        } else if let Ok(e) = word.parse::<Expansion>() {
            new.expansions = new.expansions.with(e);
        } else if let Ok(option) = word.parse::<GameOption>() {
            new.options.set(option);
        } else {
            return Err(BadCommand::NotExpansionOrOption(word.to_string()).into());
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
        assert!("soar".parse::<Command>().is_err());
        let Command::New(new) = "new hills-sheep language fr".parse().unwrap() else { panic!() };
        assert_eq!(new.language, Some(Lang::Fr));
        assert!("new language de".parse::<Command>().is_err());
        let Command::New(new) = "new clock 12h".parse().unwrap() else { panic!() };
        assert_eq!(new.clock, Some(Clock::Hours12));
        assert_eq!("new".parse::<Command>().unwrap(), Command::New(NewGame::default()), "the default clock");
        assert!("new clock".parse::<Command>().is_err());
        assert!("new clock 2d".parse::<Command>().is_err());
        assert_eq!("language en".parse::<Command>().unwrap(), Command::Language(Lang::En));
    }

    /// French words are read as the notation: the verb, spots, cards, levels, yes/no.
    #[test]
    fn french_words_parse_to_the_same_commands() {
        for (french, english) in [
            ("poser 1 0 90", "place 1 0 90"),
            ("meeple route O", "meeple road W"),
            ("berger pré No", "shepherd field Nw"),
            ("Passer", "pass"),
            ("rejoindre robot difficile", "join bot hard"),
            ("quitter robot Bot 1", "leave bot Bot 1"),
            ("robot Bob Smith facile", "bot Bob Smith easy"),
            ("commencer garder_ordre", "start keep_order"),
            ("notifier non", "notify off"),
            ("présent retrait 1 0 ville N", "gift retreat 1 0 city N"),
            ("present prends-en-2", "gift take-two"),
            ("enchérir 3", "bid 3"),
            ("encherir 3", "bid 3"),
            ("château construire", "castle build"),
            ("forteresse construire", "castle build"),
            ("Chateau compter", "castle score"),
            ("rentrer", "herd"),
            ("rassembler", "herd"),
            ("bot Bob Smith facile", "bot Bob Smith easy"),
            ("rejoindre bot difficile", "join bot hard"),
            ("cube cathédrale 2", "cube cathedral 2"),
            ("pont 1 0 EO", "bridge 1 0 EW"),
            ("etat", "status"),
            ("nouvelle hills-sheep langue fr", "new hills-sheep language fr"),
            ("nouvelle délai 7j", "new clock 7d"),
            ("nouvelle delai aucun", "new clock none"),
            ("langue anglais", "language en"),
        ] {
            assert_eq!(french.parse::<Command>().unwrap(), english.parse::<Command>().unwrap(), "{french}");
        }
    }

    #[test]
    fn a_bad_command_is_told_in_the_readers_language() {
        let bad = |line: &str, lang| line.parse::<Command>().unwrap_err().text(lang);
        assert_eq!(bad("place 2 x", Lang::En), "`x` is not a whole number");
        assert_eq!(bad("place 2 x", Lang::Fr), "`x` n'est pas un nombre entier");
        assert_eq!(
            bad("new clock 2d", Lang::En),
            "`2d` is not a clock; the clocks are: 12h, 24h, 3d (default), 7d, none"
        );
        assert_eq!(
            bad("new clock", Lang::Fr),
            "il manque la durée du délai\u{a0}; les délais sont\u{a0}: 12h, 24h, 3j (par défaut), 7j, aucun"
        );
        assert!(bad("planer", Lang::Fr).contains("poser"), "{}", bad("planer", Lang::Fr));
        assert!(bad("soar", Lang::En).contains("place"));
        let refusal = UserError::from(BadCommand::NotYourLanguage).text(Lang::Fr);
        assert!(refusal.starts_with("Seuls") && refusal.contains("Only"), "{refusal}");
    }
}
