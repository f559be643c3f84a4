//! The words players use, declared once: each verb's word, help line, parameters (and
//! where their suggestions come from), the decision it answers, the expansion it
//! belongs to, and how it is written in the terminal and in Discord.
//!
//! This table drives the parser ([`Command`]'s `FromStr`), the help text, the Discord
//! command list (names, descriptions and parameter descriptions are set from it at
//! registration) and the README's command table. An expansion's verbs are rows here.
//! It holds no rule: what is legal comes from the engine.

use crate::locale::Lang;
use std::fmt::Write;

use carcassonne_engine::{Action, Expansion, Gift, Phase, Pos};

use super::Front;
use super::command::{Command, parse_new};
use super::error::UserError;
use crate::ai::Level;

/// Where a parameter's autocomplete suggestions come from (the service answers them
/// for the asking user, see `Service::suggest`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// No suggestions (a yes/no option, say).
    Nothing,
    /// Expansion words, several separated by spaces.
    Expansions,
    /// Option words, several separated by spaces.
    Options,
    /// The legal placements of the asking player's tile.
    Placements,
    /// The meeple spots open to the asking player.
    MeepleSpots,
    /// The shepherd spots open to the asking player.
    ShepherdSpots,
    /// Bridges, Castles & Bazaars: the bridges the asking player may build now.
    Bridges,
    /// Bridges, Castles & Bazaars: the castle choices (build, score) owed by the asking player.
    CastleChoices,
    /// Bridges, Castles & Bazaars: the bazaar's tiles the asking player may choose.
    Offers,
    /// Monuments: the objectives the asking player may put a cube on.
    Objectives,
    /// The Gifts: the cards in the asking player's own hand.
    GiftCards,
    /// The Gifts: what the asking player may open a card on now. The typed text starts
    /// with the card's word, which the front end takes from the card parameter.
    GiftTargets,
    /// The Gifts (Take two): the two tiles the asking player may keep.
    Keeps,
    /// The levels a bot plays at.
    Levels,
    /// The players of the channel's game whose seat a bot could take.
    Players,
    /// The bots seated in the channel's lobby.
    Bots,
}

/// One parameter of a verb, as Discord shows it.
#[derive(Debug)]
pub struct Param {
    /// The Discord option's name.
    pub name: &'static str,
    /// Its description (at most 100 characters, Discord's limit).
    pub help: &'static str,
    pub suggest: Suggest,
}

/// How the help text groups verbs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Lobby,
    Turn,
    Look,
}

impl Group {
    const ALL: [Group; 3] = [Group::Lobby, Group::Turn, Group::Look];

    fn title(self) -> &'static str {
        match self {
            Group::Lobby => "Setting up",
            Group::Turn => "Your turn",
            Group::Look => "Looking around",
        }
    }
}

/// Which decision a verb answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// No decision: the game is over.
    Nothing,
    PlaceTile,
    PlaceFigure,
    Flock,
    /// Bridges, Castles & Bazaars: the bridge a placement needs.
    Bridge,
    /// Bridges, Castles & Bazaars: a small city's owner builds a castle or scores.
    Castle,
    /// Bridges, Castles & Bazaars: the chooser picks a tile of the bazaar.
    Choose,
    /// Bridges, Castles & Bazaars: the chooser opens the bidding.
    Bid,
    /// Bridges, Castles & Bazaars: another player raises the bid or passes.
    Raise,
    /// Bridges, Castles & Bazaars: the chooser buys the tile or sells it.
    Trade,
    /// The Gifts (Take two): keep one of two tiles.
    Keep,
}

impl Answers {
    /// The kind of a decision about `phase`.
    pub fn of(phase: Phase) -> Answers {
        match phase {
            Phase::PlaceTile(_) => Answers::PlaceTile,
            Phase::PlaceFigure => Answers::PlaceFigure,
            Phase::Flock => Answers::Flock,
            Phase::Bridge => Answers::Bridge,
            Phase::Castle => Answers::Castle,
            Phase::BazaarChoose => Answers::Choose,
            Phase::BazaarBid => Answers::Bid,
            Phase::BazaarRaise => Answers::Raise,
            Phase::BazaarTrade => Answers::Trade,
            Phase::TakeTwo(..) => Answers::Keep,
            Phase::Over => Answers::Nothing,
        }
    }

    /// Whether a verb answering `self` answers a decision about `phase`.
    pub fn phase(self, phase: Phase) -> bool {
        self != Answers::Nothing && Answers::of(phase) == self
    }
}

/// One verb.
#[derive(Debug)]
pub struct Verb {
    pub word: &'static str,
    /// One line for the help text and Discord's description (at most 100 characters).
    pub help: &'static str,
    /// How it is written in the terminal and in scripts.
    pub terminal: &'static str,
    /// How it is written in Discord.
    pub discord: &'static str,
    pub params: &'static [Param],
    pub group: Group,
    /// The decisions it answers (`pass`: the figure step, and a raise at the bazaar);
    /// none for the lobby, looks, settings and undo.
    pub answers: &'static [Answers],
    pub expansion: Option<Expansion>,
    /// A terminal line using it, checked by a test to parse.
    pub example: &'static str,
    /// Reads the verb's words (the whole line, and the words after the verb).
    parse: fn(&str, &[&str]) -> Result<Command, UserError>,
}

/// A verb that takes no words after it.
fn bare(word: &str, rest: &[&str], command: Command) -> Result<Command, UserError> {
    if rest.is_empty() {
        Ok(command)
    } else {
        Err(UserError::BadCommand(format!("`{word}` takes no arguments")))
    }
}

/// A turn action in the engine's notation.
fn action(line: &str, _: &[&str]) -> Result<Command, UserError> {
    Ok(Command::Play(line.parse::<Action>()?))
}

/// `place X Y ROTATION`, or `place X Y` to see which rotations fit there.
fn place(line: &str, rest: &[&str]) -> Result<Command, UserError> {
    if let [x, y] = rest {
        let number = |w: &str| {
            w.parse::<i32>().map_err(|_| UserError::BadCommand(format!("`{w}` is not a whole number")))
        };
        return Ok(Command::Rotations(Pos::new(number(x)?, number(y)?)));
    }
    action(line, rest)
}

/// `gift CARD …`: a card that acts on something, named alone, is told what to add.
fn gift(line: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [card] => match card.parse::<Gift>() {
            Ok(gift) if gift != Gift::TakeTwo => Err(UserError::GiftTargetMissing(gift)),
            _ => action(line, rest),
        },
        _ => action(line, rest),
    }
}

/// A bot level's word; none means normal.
fn level(word: Option<&str>) -> Result<Level, UserError> {
    Ok(word.map_or(Ok(Level::Normal), str::parse::<Level>)?)
}

/// `join`, or `join bot [LEVEL]` to seat a bot.
fn join(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Join),
        ["bot"] => Ok(Command::JoinBot(Level::Normal)),
        ["bot", word] => Ok(Command::JoinBot(level(Some(word))?)),
        _ => Err(UserError::BadCommand(
            "say `join` to take a seat, or `join bot normal` to seat a bot (easy, normal or hard)".into(),
        )),
    }
}

/// `leave`, or `leave bot NAME` to take a bot out of the lobby.
fn leave(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Leave),
        ["bot", name @ ..] if !name.is_empty() => Ok(Command::RemoveBot(name.join(" "))),
        _ => Err(UserError::BadCommand(
            "say `leave` to give up your seat, or `leave bot Bot 1` to take a bot out of the lobby".into(),
        )),
    }
}

/// `bot PLAYER [LEVEL]`: the player's name may have several words; a last word that
/// names a level is the level.
fn takeover(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    let (name, level) = match rest {
        [] => return Err(UserError::BadCommand("say whose seat: `bot NAME [easy/normal/hard]`".into())),
        [name @ .., last] if !name.is_empty() && last.parse::<Level>().is_ok() => (name, level(Some(last))?),
        name => (name, Level::Normal),
    };
    Ok(Command::Takeover { player: name.join(" "), level })
}

/// `start`, or `start keep_order` to seat players in the order they joined.
fn start(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Start { keep_order: false }),
        ["keep_order"] => Ok(Command::Start { keep_order: true }),
        _ => Err(UserError::BadCommand(
            "say `start`, or `start keep_order` to keep the order in which players joined".into(),
        )),
    }
}

fn notify(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        ["on"] => Ok(Command::Notify(true)),
        ["off"] => Ok(Command::Notify(false)),
        _ => Err(UserError::BadCommand("say `notify on` or `notify off`".into())),
    }
}

const NO_PARAMS: &[Param] = &[];

/// Every verb, in help order.
pub static VERBS: &[Verb] = &[
    Verb {
        word: "new",
        help: "Open a game of Carcassonne in this channel",
        terminal: "new [EXPANSION …] [OPTION …]",
        discord: "/new expansions:hills-sheep options:hill_count",
        params: &[
            Param {
                name: "expansions",
                help: "Expansions, separated by spaces (e.g. hills-sheep)",
                suggest: Suggest::Expansions,
            },
            Param {
                name: "options",
                help: "Game options, separated by spaces (e.g. hill_count)",
                suggest: Suggest::Options,
            },
        ],
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "new hills-sheep hill_count",
        parse: |_, rest| parse_new(rest).map(Command::New),
    },
    Verb {
        word: "join",
        help: "Take a seat in this channel's game, or seat a bot that plays by itself",
        terminal: "join [bot LEVEL]",
        discord: "/join bot:normal",
        params: &[Param {
            name: "bot",
            help: "Seat a bot instead of yourself, playing at this level: easy, normal or hard",
            suggest: Suggest::Levels,
        }],
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "join bot normal",
        parse: join,
    },
    Verb {
        word: "leave",
        help: "Give up your seat before the game starts, or take a bot out of the lobby",
        terminal: "leave [bot NAME]",
        discord: "/leave bot:Bot 1",
        params: &[Param {
            name: "bot",
            help: "Take this bot out of the lobby instead of leaving yourself",
            suggest: Suggest::Bots,
        }],
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "leave bot Bot 1",
        parse: leave,
    },
    Verb {
        word: "start",
        help: "Begin the game, seats in a random order (keep_order: in the order players joined)",
        terminal: "start [keep_order]",
        discord: "/start keep_order:True",
        params: &[Param {
            name: "keep_order",
            help: "Keep the order in which players joined (default: draw it at random)",
            suggest: Suggest::Nothing,
        }],
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "start keep_order",
        parse: start,
    },
    Verb {
        word: "bot",
        help: "Let a bot play a player's seat from now on (theirs, or anyone's for the creator or a moderator)",
        terminal: "bot PLAYER [LEVEL]",
        discord: "/bot player:Bob level:normal",
        params: &[
            Param {
                name: "player",
                help: "The player whose seat the bot takes, as the game names them",
                suggest: Suggest::Players,
            },
            Param {
                name: "level",
                help: "How well it plays: easy, normal (default) or hard",
                suggest: Suggest::Levels,
            },
        ],
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "bot Bob hard",
        parse: takeover,
    },
    Verb {
        word: "cancel",
        help: "Close this channel's game (creator or moderator)",
        terminal: "cancel",
        discord: "/cancel",
        params: NO_PARAMS,
        group: Group::Lobby,
        answers: &[],
        expansion: None,
        example: "cancel",
        parse: |_, rest| bare("cancel", rest, Command::Cancel),
    },
    Verb {
        word: "place",
        help: "Put your tile at x (east), y (south), turned 0/90/180/270° (no turn: see which fit)",
        terminal: "place X Y ROTATION",
        discord: "/place placement:1,0 90",
        params: &[Param {
            name: "placement",
            help: "x,y rotation — e.g. 1,0 90 (pick from the list of legal placements)",
            suggest: Suggest::Placements,
        }],
        group: Group::Turn,
        answers: &[Answers::PlaceTile],
        expansion: None,
        example: "place 1 0 90",
        parse: place,
    },
    Verb {
        word: "bridge",
        help: "Build a bridge (a road across a field) on or beside your tile",
        terminal: "bridge X Y NS/EW",
        discord: "/bridge bridge:1,0 NS",
        params: &[Param {
            name: "bridge",
            help: "x,y and NS or EW — e.g. 1,0 NS (pick from the list of legal bridges)",
            suggest: Suggest::Bridges,
        }],
        group: Group::Turn,
        answers: &[Answers::PlaceFigure, Answers::Bridge],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "bridge 1 0 NS",
        parse: action,
    },
    Verb {
        word: "meeple",
        help: "Put a meeple on a feature of the tile you placed",
        terminal: "meeple SPOT",
        discord: "/meeple spot:road E",
        params: &[Param {
            name: "spot",
            help: "The feature: road E, city N, field Es, monastery",
            suggest: Suggest::MeepleSpots,
        }],
        group: Group::Turn,
        answers: &[Answers::PlaceFigure],
        expansion: None,
        example: "meeple road E",
        parse: action,
    },
    Verb {
        word: "shepherd",
        help: "Put your shepherd on a field of your tile; it draws at once",
        terminal: "shepherd SPOT",
        discord: "/shepherd spot:field Es",
        params: &[Param { name: "spot", help: "The field: e.g. field Es", suggest: Suggest::ShepherdSpots }],
        group: Group::Turn,
        answers: &[Answers::PlaceFigure],
        expansion: Some(Expansion::HillsSheep),
        example: "shepherd field Es",
        parse: action,
    },
    Verb {
        word: "architect",
        help: "Put a meeple on the monument you just placed as its architect: 40 when it completes",
        terminal: "architect",
        discord: "/architect",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::PlaceFigure],
        expansion: Some(Expansion::Monuments),
        example: "architect",
        parse: action,
    },
    Verb {
        word: "cube",
        help: "Instead of a meeple, put a cube on an objective your tile reaches: its reward when it completes",
        terminal: "cube MONUMENT N",
        discord: "/cube objective:cathedral 2",
        params: &[Param {
            name: "objective",
            help: "The monument and objective number, e.g. cathedral 2 (pick from the list)",
            suggest: Suggest::Objectives,
        }],
        group: Group::Turn,
        answers: &[Answers::PlaceFigure],
        expansion: Some(Expansion::Monuments),
        example: "cube cathedral 2",
        parse: action,
    },
    Verb {
        word: "grow",
        help: "Your tile grew your shepherd's field: draw for the flock",
        terminal: "grow",
        discord: "/grow",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::Flock],
        expansion: Some(Expansion::HillsSheep),
        example: "grow",
        parse: action,
    },
    Verb {
        word: "herd",
        help: "Score your shepherd's flock; the shepherds go home",
        terminal: "herd",
        discord: "/herd",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::Flock],
        expansion: Some(Expansion::HillsSheep),
        example: "herd",
        parse: action,
    },
    Verb {
        word: "pass",
        help: "No figure this turn; at a bazaar, no raise",
        terminal: "pass",
        discord: "/pass",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::PlaceFigure, Answers::Raise],
        expansion: None,
        example: "pass",
        parse: action,
    },
    Verb {
        word: "castle",
        help: "Your completed small city: build a castle on it, or score it",
        terminal: "castle build/score",
        discord: "/castle choice:build",
        params: &[Param { name: "choice", help: "build or score", suggest: Suggest::CastleChoices }],
        group: Group::Turn,
        answers: &[Answers::Castle],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "castle build",
        parse: action,
    },
    Verb {
        word: "choose",
        help: "Pick a bazaar tile to auction, by number",
        terminal: "choose N",
        discord: "/choose tile:2",
        params: &[Param {
            name: "tile",
            help: "The number of a bazaar tile nobody has taken yet",
            suggest: Suggest::Offers,
        }],
        group: Group::Turn,
        answers: &[Answers::Choose],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "choose 2",
        parse: action,
    },
    Verb {
        word: "bid",
        help: "Open the bidding on a bazaar tile, or raise the bid",
        terminal: "bid N",
        discord: "/bid amount:3",
        params: &[Param { name: "amount", help: "The points you bid", suggest: Suggest::Nothing }],
        group: Group::Turn,
        answers: &[Answers::Bid, Answers::Raise],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "bid 3",
        parse: action,
    },
    Verb {
        word: "buy",
        help: "Keep your tile, paying the top bidder their bid",
        terminal: "buy",
        discord: "/buy",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::Trade],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "buy",
        parse: action,
    },
    Verb {
        word: "sell",
        help: "Sell your tile to the top bidder for their bid",
        terminal: "sell",
        discord: "/sell",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[Answers::Trade],
        expansion: Some(Expansion::BridgesCastlesBazaars),
        example: "sell",
        parse: action,
    },
    Verb {
        word: "gift",
        help: "Open one of your gifts before placing your tile",
        terminal: "gift CARD [X Y SPOT …]",
        discord: "/gift card:retreat target:1,0 city N",
        params: &[
            Param {
                name: "card",
                help: "One of your gifts: synod, sweeper, change, retreat or take-two",
                suggest: Suggest::GiftCards,
            },
            Param {
                name: "target",
                help: "x,y and the feature, e.g. 1,0 city N (pick from the list; none for take-two)",
                suggest: Suggest::GiftTargets,
            },
        ],
        group: Group::Turn,
        answers: &[Answers::PlaceTile],
        expansion: Some(Expansion::Gifts),
        example: "gift retreat 1 0 city N",
        parse: gift,
    },
    Verb {
        word: "keep",
        help: "Take two: keep tile 1 or 2; the other goes back",
        terminal: "keep N",
        discord: "/keep tile:1",
        params: &[Param { name: "tile", help: "1 or 2 (pick from the list)", suggest: Suggest::Keeps }],
        group: Group::Turn,
        answers: &[Answers::Keep],
        expansion: Some(Expansion::Gifts),
        example: "keep 1",
        parse: action,
    },
    Verb {
        word: "gifts",
        help: "Your gifts, seen only by you, and everyone's counts",
        terminal: "gifts",
        discord: "/gifts",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[],
        expansion: Some(Expansion::Gifts),
        example: "gifts",
        parse: |_, rest| bare("gifts", rest, Command::Gifts),
    },
    Verb {
        word: "undo",
        help: "Take back your last move if it revealed nothing (no draw, no score)",
        terminal: "undo",
        discord: "/undo",
        params: NO_PARAMS,
        group: Group::Turn,
        answers: &[],
        expansion: None,
        example: "undo",
        parse: |_, rest| bare("undo", rest, Command::Undo),
    },
    Verb {
        word: "board",
        help: "Show the board and the scores",
        terminal: "board",
        discord: "/board",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "board",
        parse: |_, rest| bare("board", rest, Command::Board),
    },
    Verb {
        word: "status",
        help: "Scores, tiles left and who must act",
        terminal: "status",
        discord: "/status",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "status",
        parse: |_, rest| bare("status", rest, Command::Status),
    },
    Verb {
        word: "history",
        help: "The moves of this channel's game",
        terminal: "history",
        discord: "/history",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "history",
        parse: |_, rest| bare("history", rest, Command::History),
    },
    Verb {
        word: "games",
        help: "Your open games",
        terminal: "games",
        discord: "/games",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "games",
        parse: |_, rest| bare("games", rest, Command::Games),
    },
    Verb {
        word: "options",
        help: "Expansions and options for a new game",
        terminal: "options",
        discord: "/options",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "options",
        parse: |_, rest| bare("options", rest, Command::Options),
    },
    Verb {
        word: "rules",
        help: "The rules in brief",
        terminal: "rules",
        discord: "/rules",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "rules",
        parse: |_, rest| bare("rules", rest, Command::Rules),
    },
    Verb {
        word: "help",
        help: "The commands, one line each",
        terminal: "help",
        discord: "/help",
        params: NO_PARAMS,
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "help",
        parse: |_, rest| bare("help", rest, Command::Help),
    },
    Verb {
        word: "notify",
        help: "Direct messages when a game waits for you",
        terminal: "notify on/off",
        discord: "/notify on:True",
        params: &[Param {
            name: "on",
            help: "True to get direct messages, false to stop them",
            suggest: Suggest::Nothing,
        }],
        group: Group::Look,
        answers: &[],
        expansion: None,
        example: "notify on",
        parse: notify,
    },
];

impl Verb {
    /// The Discord spelling of this verb with the terminal's words after it:
    /// `place 1 0 90` → `/place placement:1,0 90`, `bridge 1 0 NS` → `/bridge bridge:1,0 NS`,
    /// `notify off` → `/notify on:False`, `bid 3` → `/bid amount:3`.
    fn in_discord(&self, args: &[&str]) -> String {
        let word = self.word;
        match (self.params, args) {
            ([], _) | (_, []) => format!("/{word}"),
            ([param], [x, y, rest @ ..])
                if matches!(param.suggest, Suggest::Placements | Suggest::Bridges) =>
            {
                format!("/{word} {}:{x},{y} {}", param.name, rest.join(" ")).trim_end().to_string()
            }
            ([card, target], [gift, x, y, rest @ ..]) if target.suggest == Suggest::GiftTargets => {
                format!("/{word} {}:{gift} {}:{x},{y} {}", card.name, target.name, rest.join(" "))
            }
            // A yes/no option named alone: `start keep_order` → `/start keep_order:True`.
            ([param], [keyword]) if *keyword == param.name && param.suggest == Suggest::Nothing => {
                format!("/{word} {}:True", param.name)
            }
            // A keyword naming the option: `join bot normal` → `/join bot:normal`.
            ([param], [keyword, rest @ ..]) if *keyword == param.name => {
                let value = match rest {
                    [] if param.suggest == Suggest::Levels => Level::Normal.word().to_string(),
                    _ => rest.join(" "),
                };
                format!("/{word} {}:{value}", param.name)
            }
            // A name of any words, then maybe a level: `bot Bob hard` → `/bot player:Bob level:hard`.
            ([who, level], [name @ .., last]) if level.suggest == Suggest::Levels => {
                match last.parse::<Level>() {
                    Ok(_) if !name.is_empty() => {
                        format!("/{word} {}:{} {}:{last}", who.name, name.join(" "), level.name)
                    }
                    _ => format!("/{word} {}:{}", who.name, args.join(" ")),
                }
            }
            ([param], [on]) if param.name == "on" => {
                format!("/{word} {}:{}", param.name, if *on == "on" { "True" } else { "False" })
            }
            ([param, ..], _) => format!("/{word} {}:{}", param.name, args.join(" ")),
        }
    }
}

/// `text` with every command quoted in backticks written as a player types it in
/// Discord (`` `join` `` → `` `/join` ``); other quoted words stay as they are.
pub fn in_discord(text: &str, lang: Lang) -> String {
    let _ = lang;
    let mut out = String::with_capacity(text.len() + 16);
    for (i, part) in text.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        let words: Vec<&str> = part.split_whitespace().collect();
        match words.split_first().and_then(|(w, rest)| find(w).filter(|v| v.word == *w).map(|v| (v, rest))) {
            Some((verb, rest)) if i % 2 == 1 => out += &verb.in_discord(rest),
            _ => out += part,
        }
    }
    out
}

/// The verb spelled `word` (any case).
pub fn find(word: &str) -> Option<&'static Verb> {
    VERBS.iter().find(|v| v.word.eq_ignore_ascii_case(word))
}

/// Reads one line of the players' words.
pub(super) fn parse(line: &str) -> Result<Command, UserError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((word, rest)) = words.split_first() else {
        return Err(UserError::BadCommand("empty command; try `help`".into()));
    };
    let verb = find(word).ok_or_else(|| {
        let all: Vec<&str> = VERBS.iter().map(|v| v.word).collect();
        UserError::BadCommand(format!("`{word}` is not a command; the commands are: {}", all.join(", ")))
    })?;
    (verb.parse)(line.trim(), rest)
}

/// The help text: every verb as `front` spells it and its help line, grouped, an
/// expansion's verbs under a heading of their own.
pub fn help(front: Front) -> String {
    let mut text = String::from("Commands:");
    for group in Group::ALL {
        let editions = std::iter::once(None).chain(Expansion::ALL.map(Some));
        for expansion in editions {
            let verbs: Vec<&Verb> =
                VERBS.iter().filter(|v| v.group == group && v.expansion == expansion).collect();
            if verbs.is_empty() {
                continue;
            }
            match expansion {
                Some(e) => _ = write!(text, "\n{} ({}):", group.title(), e.title()),
                None => _ = write!(text, "\n{}:", group.title()),
            }
            // One Discord message holds 2,000 characters: there an expansion's verbs
            // are listed by their usage alone (each command's description tells the rest).
            if front == Front::Discord && expansion.is_some() {
                let usages: Vec<&str> = verbs.iter().map(|v| v.discord).collect();
                let _ = write!(text, " {}", usages.join(" · "));
                continue;
            }
            for verb in verbs {
                let usage = if front == Front::Discord { verb.discord } else { verb.terminal };
                let _ = write!(text, "\n- {usage} — {}", verb.help);
            }
        }
    }
    text
}

/// The README's command table, in Markdown: both spellings and the help line.
pub fn readme_table() -> String {
    let mut text = String::from("| terminal | Discord | what it does |\n|---|---|---|\n");
    for verb in VERBS {
        let from = verb.expansion.map(|e| format!(" ({})", e.title())).unwrap_or_default();
        let _ = writeln!(text, "| `{}` | `{}` | {}{from} |", verb.terminal, verb.discord, verb.help);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each verb's example parses, to a command of its own word.
    #[test]
    fn every_example_parses() {
        for verb in VERBS {
            let command = parse(verb.example).unwrap_or_else(|e| panic!("{}: {e}", verb.example));
            if let Command::Play(action) = command {
                assert!(action.to_string().starts_with(verb.word), "{}", verb.word);
            }
        }
    }

    #[test]
    fn words_and_discord_limits() {
        for (i, verb) in VERBS.iter().enumerate() {
            assert!(VERBS[..i].iter().all(|v| v.word != verb.word), "{} twice", verb.word);
            assert!((1..=100).contains(&verb.help.chars().count()), "{}", verb.word);
            assert!(verb.discord.starts_with(&format!("/{}", verb.word)), "{}", verb.word);
            assert!(verb.terminal.starts_with(verb.word), "{}", verb.word);
            // The README's table would split a cell at a `|`.
            assert!(
                !format!("{}{}{}", verb.terminal, verb.discord, verb.help).contains('|'),
                "{}",
                verb.word
            );
            for p in verb.params {
                assert!((1..=100).contains(&p.help.chars().count()), "{} {}", verb.word, p.name);
            }
        }
    }

    #[test]
    fn the_answered_decisions_are_the_engines() {
        let answers = |word: &str, phase: Phase| find(word).unwrap().answers.iter().any(|a| a.phase(phase));
        assert!(answers("place", Phase::PlaceTile("BA/C".parse().unwrap())));
        assert!(answers("pass", Phase::PlaceFigure));
        assert!(answers("pass", Phase::BazaarRaise));
        assert!(!answers("pass", Phase::BazaarTrade));
        assert!(answers("grow", Phase::Flock));
        assert!(!answers("undo", Phase::PlaceFigure));
        assert!(answers("bridge", Phase::Bridge) && answers("bridge", Phase::PlaceFigure));
        assert!(answers("castle", Phase::Castle));
        assert!(answers("choose", Phase::BazaarChoose));
        assert!(answers("bid", Phase::BazaarBid) && answers("bid", Phase::BazaarRaise));
        assert!(answers("buy", Phase::BazaarTrade) && answers("sell", Phase::BazaarTrade));
        assert!(!answers("bid", Phase::Over));
        let tile = "BA/C".parse().unwrap();
        assert!(answers("gift", Phase::PlaceTile(tile)) && answers("keep", Phase::TakeTwo(tile, tile)));
    }

    /// A verb's usage and its help line tell the same thing: the Discord example of
    /// `start` keeps the order, and the help says what that option does.
    #[test]
    fn start_keeps_the_order_only_when_asked() {
        assert!(matches!(parse("start"), Ok(Command::Start { keep_order: false })));
        assert!(matches!(parse("start keep_order"), Ok(Command::Start { keep_order: true })));
        assert!(parse("start now").is_err());
        let verb = find("start").unwrap();
        assert_eq!(verb.in_discord(&["keep_order"]), verb.discord);
        assert!(
            verb.help.contains("random") && verb.help.contains("keep_order: in the order players joined")
        );
    }

    #[test]
    fn unknown_words_list_the_commands() {
        let err = parse("fly").unwrap_err().to_string();
        assert!(err.contains("`fly`") && err.contains("place") && err.contains("notify"), "{err}");
        assert!(parse("   ").is_err());
        assert!(parse("join now").is_err());
        assert!(parse("notify maybe").is_err());
    }

    #[test]
    fn quoted_commands_are_written_as_discord_has_them() {
        assert_eq!(in_discord("Start one with `new`.", Lang::En), "Start one with `/new`.");
        assert_eq!(
            in_discord("`join` to play; `start` when in.", Lang::En),
            "`/join` to play; `/start` when in."
        );
        assert_eq!(
            in_discord("(or `place 1 0 <rotation>`)", Lang::En),
            "(or `/place placement:1,0 <rotation>`)"
        );
        assert_eq!(in_discord("`notify off` stops them", Lang::En), "`/notify on:False` stops them");
        assert_eq!(in_discord("`meeple road E`", Lang::En), "`/meeple spot:road E`");
        assert_eq!(in_discord("the word `road` and join", Lang::En), "the word `road` and join");
        assert_eq!(in_discord("`bridge 1 0 NS`", Lang::En), "`/bridge bridge:1,0 NS`");
        assert_eq!(
            in_discord("`castle build` or `castle score`", Lang::En),
            "`/castle choice:build` or `/castle choice:score`"
        );
        assert_eq!(
            in_discord("`choose 2`, `bid 3`, `pass`", Lang::En),
            "`/choose tile:2`, `/bid amount:3`, `/pass`"
        );
        assert_eq!(in_discord("`buy` or `sell`", Lang::En), "`/buy` or `/sell`");
        assert_eq!(
            in_discord("`gift retreat 1 0 city N`, `gift take-two`", Lang::En),
            "`/gift card:retreat target:1,0 city N`, `/gift card:take-two`"
        );
        assert_eq!(in_discord("`keep 2`, `gifts`", Lang::En), "`/keep tile:2`, `/gifts`");
        assert_eq!(in_discord("`join bot hard` or `join`", Lang::En), "`/join bot:hard` or `/join`");
        assert_eq!(in_discord("`join bot`", Lang::En), "`/join bot:normal`");
        assert_eq!(in_discord("`bot Bob Smith hard`", Lang::En), "`/bot player:Bob Smith level:hard`");
        assert_eq!(in_discord("`bot Bob`", Lang::En), "`/bot player:Bob`");
        assert_eq!(
            in_discord("`start` or `start keep_order`", Lang::En),
            "`/start` or `/start keep_order:True`"
        );
    }

    #[test]
    fn help_lists_every_verb() {
        let (terminal, discord) = (help(Front::Terminal), help(Front::Discord));
        for verb in VERBS {
            assert!(terminal.contains(verb.terminal), "{}", verb.word);
            assert!(discord.contains(verb.discord), "{}", verb.word);
        }
        assert!(!discord.contains("place X Y ROTATION"));
        // One Discord message holds at most 2,000 characters.
        assert!(discord.chars().count() <= 2_000, "{} characters", discord.chars().count());
        assert!(
            terminal.contains("\nYour turn (Bridges, Castles & Bazaars):\n- bridge X Y NS/EW"),
            "{terminal}"
        );
    }
}
