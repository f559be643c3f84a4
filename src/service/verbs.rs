//! The words players use, declared once: each verb's word, help line, parameters (and
//! where their suggestions come from), the expansion it belongs to, and how it is
//! written in the terminal and in Discord; and the kinds of decision players answer
//! with them.
//!
//! This table drives the parser ([`Command`]'s `FromStr`), the help text, the Discord
//! commands (names, descriptions and parameter descriptions are set from it at
//! registration, and the turn's commands, every expansion's among them, are made from
//! it whole) and the README's command table. The base game's verbs are rows here;
//! an expansion's are rows of its own folder (`service/<expansion>/verbs.rs`), joined
//! to these at fixed places ([`Slot`]) through its table (`expansion::Verbs`). It holds no
//! rule: what is legal comes from the engine.

use crate::locale::Lang;
use std::fmt::Write;
use std::sync::LazyLock;

use carcassonne_engine::{Action, Expansion, ExpansionPhase, Expansions, FigureKind, Phase, Pos};

use super::command::{BadCommand, Command, Someone, parse_new};
use super::error::UserError;
use super::expansion;
use super::spelling::{self, Spelling};
use super::{Front, HistoryAsk};
use crate::ai::Level;

/// Where a parameter's autocomplete suggestions come from (the service answers them
/// for the asking user, see `Service::suggest`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// No suggestions (a yes/no option, say).
    Nothing,
    /// No suggestions: a whole number of the player's choosing (a bid), which Discord's
    /// option takes as a number.
    Amount,
    /// Expansion words, several separated by spaces.
    Expansions,
    /// Option words, several separated by spaces.
    Options,
    /// The legal placements of the asking player's tile.
    Placements,
    /// The spots of the tile just placed open to the asking player's figure of this
    /// kind: a meeple's, or an expansion's figure's (a shepherd, an abbot), whose legal
    /// actions its table of verbs names (`expansion::Verbs::spots`).
    Spots(FigureKind),
    /// A list of an expansion's own, answered from its table of verbs (`Verbs::lists`):
    /// the expansion, which of its lists (each numbers its own and names them as
    /// constants of `Suggest` in its folder: `Suggest::BRIDGES`, `Suggest::HAND_CARDS`),
    /// and whether its values start with a cell (`1,0 NS`), which Discord writes `x,y`.
    Own { expansion: Expansion, list: u8, at_cell: bool },
    /// The levels a bot plays at.
    Levels,
    /// The players of the channel's game whose seat a bot could take.
    Players,
    /// The bots seated in the channel's lobby.
    Bots,
}

impl Suggest {
    /// List `list` of `expansion`'s own whose values start with a cell (`1,0 NS`).
    pub const fn own_at_cell(expansion: Expansion, list: u8) -> Suggest {
        Suggest::Own { expansion, list, at_cell: true }
    }

    /// List `list` of `expansion`'s own whose values are words (a figure, a card).
    pub const fn own(expansion: Expansion, list: u8) -> Suggest {
        Suggest::Own { expansion, list, at_cell: false }
    }

    /// Whether its values start with a cell (`1,0 90`, `1,0 NS`, a card's target), which
    /// Discord's option takes as `x,y` followed by the rest.
    pub fn at_cell(self) -> bool {
        matches!(self, Suggest::Placements | Suggest::Own { at_cell: true, .. })
    }

    /// Whether its values are moves of the asking player's (a placement, a spot, an
    /// expansion's cells or cards), which the verb typed alone lists in the terminal.
    fn lists_moves(self) -> bool {
        matches!(self, Suggest::Placements | Suggest::Spots(_) | Suggest::Own { .. })
    }
}

/// One parameter of a verb, as Discord shows it.
#[derive(Debug)]
pub struct Param {
    /// The Discord option's name, as Discord sends it back whatever the user's language.
    pub name: &'static str,
    /// Its French name (Discord's name localization).
    pub fr: &'static str,
    pub suggest: Suggest,
    /// Whether the verb needs it (Discord's required option): a card that acts on
    /// nothing is opened without a target, a lobby's options all have defaults.
    pub required: bool,
}

impl Param {
    /// The option's name as a reader of `lang` sees it.
    pub fn name_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.name,
            Lang::Fr => self.fr,
        }
    }

    /// Its description for the verb spelled `verb` (at most 100 characters, Discord's
    /// limit): the message `param-help-<verb>-<name>`, in `commands.ftl` for the base
    /// game's verbs and in the verb's expansion's file for its own.
    pub fn help(&self, verb: &str, lang: Lang) -> String {
        lang.say(&format!("param-help-{verb}-{}", self.name), [])
    }
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

    /// The group's word for `help-group`.
    fn word(self) -> &'static str {
        match self {
            Group::Lobby => "lobby",
            Group::Turn => "turn",
            Group::Look => "look",
        }
    }
}

/// Which kind of decision a seat owes (what [`Owed`](super::Owed) reports), as the
/// verbs that answer it name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// No decision: the game is over.
    Nothing,
    PlaceTile,
    PlaceFigure,
    /// An expansion's own decision (Hills & Sheep's flock, The Gifts' Take two, a
    /// bazaar's steps), answered by its verbs.
    Expansion(ExpansionPhase),
}

impl Answers {
    /// The kind of a decision about `phase`.
    pub fn of(phase: Phase) -> Answers {
        match phase {
            Phase::PlaceTile(_) => Answers::PlaceTile,
            Phase::PlaceFigure => Answers::PlaceFigure,
            Phase::Over => Answers::Nothing,
            Phase::Expansion(phase) => Answers::Expansion(phase),
        }
    }
}

/// One verb. Its names and usages are notation, kept here beside the English ones; its
/// help line and its parameters' descriptions are prose, in `commands.ftl`.
#[derive(Debug)]
pub struct Verb {
    /// The canonical word: the action log's, the Discord command's name.
    pub word: &'static str,
    /// Its French name, read in any language and shown to French readers.
    pub fr: &'static str,
    /// How it is written in the terminal and in scripts.
    pub terminal: &'static str,
    pub terminal_fr: &'static str,
    /// How it is written in Discord.
    pub discord: &'static str,
    pub discord_fr: &'static str,
    pub params: &'static [Param],
    pub group: Group,
    pub expansion: Option<Expansion>,
    /// Which of its words a reader's language spells its own way (spots, cards, levels,
    /// yes/no…), read back to the notation before parsing.
    pub spelling: Spelling,
    /// A terminal line using it, checked by a test to parse.
    pub example: &'static str,
    /// Reads the verb's words (the whole line, and the words after the verb).
    pub(super) parse: fn(&str, &[&str]) -> Result<Command, UserError>,
}

/// A box's verb, a turn action typed in the engine's notation: what every box's verb
/// shares (its group, its box, its parser, how Discord writes it from its words) written
/// here once, each verb in its folder giving only what is its own. A verb whose words
/// are read another way (`gift CARD`), or whose parameter is optional, is a [`Verb`]
/// written whole.
macro_rules! box_verb {
    // A verb that takes no words after it: written alone in the terminal and in Discord.
    ($expansion:ident, $word:literal / $fr:literal) => {
        $crate::service::verbs::Verb {
            word: $word,
            fr: $fr,
            terminal: $word,
            terminal_fr: $fr,
            discord: concat!("/", $word),
            discord_fr: concat!("/", $fr),
            params: $crate::service::verbs::NO_PARAMS,
            group: $crate::service::verbs::Group::Turn,
            expansion: Some(carcassonne_engine::Expansion::$expansion),
            spelling: $crate::service::spelling::Spelling::Nothing,
            example: $word,
            parse: $crate::service::verbs::action,
        }
    };
    // The same, whose words after it, if any were typed, are spelt the way `$spelling` reads.
    ($expansion:ident, $spelling:ident, $word:literal / $fr:literal) => {
        $crate::service::verbs::Verb {
            spelling: $crate::service::spelling::Spelling::$spelling,
            ..box_verb!($expansion, $word / $fr)
        }
    };
    // A verb whose one parameter `$param` may be left out, written alone in Discord's
    // example and the terminal's.
    ($expansion:ident, $spelling:ident, $word:literal / $fr:literal, $terminal:literal / $terminal_fr:literal,
        [$param:literal / $param_fr:literal: $suggest:expr]) => {
        $crate::service::verbs::Verb {
            terminal: $terminal,
            terminal_fr: $terminal_fr,
            params: &[$crate::service::verbs::Param {
                name: $param,
                fr: $param_fr,
                suggest: $suggest,
                required: false,
            }],
            ..box_verb!($expansion, $spelling, $word / $fr)
        }
    };
    // A verb with one required parameter `$param`, whose Discord example gives it `$args`.
    ($expansion:ident, $spelling:ident, $word:literal / $fr:literal, $terminal:literal / $terminal_fr:literal,
        $param:literal / $param_fr:literal: $suggest:expr, $args:literal / $args_fr:literal, $example:literal) => {
        $crate::service::verbs::Verb {
            word: $word,
            fr: $fr,
            terminal: $terminal,
            terminal_fr: $terminal_fr,
            discord: concat!("/", $word, " ", $param, ":", $args),
            discord_fr: concat!("/", $fr, " ", $param_fr, ":", $args_fr),
            params: &[$crate::service::verbs::Param {
                name: $param,
                fr: $param_fr,
                suggest: $suggest,
                required: true,
            }],
            group: $crate::service::verbs::Group::Turn,
            expansion: Some(carcassonne_engine::Expansion::$expansion),
            spelling: $crate::service::spelling::Spelling::$spelling,
            example: $example,
            parse: $crate::service::verbs::action,
        }
    };
}
pub(super) use box_verb;

/// A verb that takes no words after it.
pub(super) fn bare(word: &'static str, rest: &[&str], command: Command) -> Result<Command, UserError> {
    if rest.is_empty() { Ok(command) } else { Err(BadCommand::NoArguments(word).into()) }
}

/// A turn action in the engine's notation.
pub(super) fn action(line: &str, _: &[&str]) -> Result<Command, UserError> {
    Ok(Command::Play(line.parse::<Action>()?))
}

/// `place X Y ROTATION`, or `place X Y` to see which rotations fit there.
fn place(line: &str, rest: &[&str]) -> Result<Command, UserError> {
    if rest.is_empty() {
        return Ok(Command::Placements);
    }
    if let [x, y] = rest {
        let number = |w: &str| w.parse::<i32>().map_err(|_| BadCommand::NotANumber(w.to_string()));
        return Ok(Command::Rotations(Pos::new(number(x)?, number(y)?)));
    }
    action(line, rest)
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
        _ => Err(BadCommand::Usage("join").into()),
    }
}

/// `leave`, `leave confirm` to leave a running game for good, or `leave bot NAME` to
/// take a bot out of the lobby.
fn leave(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Leave),
        ["confirm"] => Ok(Command::LeaveForGood),
        ["bot", name @ ..] if !name.is_empty() => Ok(Command::RemoveBot(name.join(" "))),
        _ => Err(BadCommand::Usage("leave").into()),
    }
}

/// `bot PLAYER [LEVEL]`: the player's name may have several words; a last word that
/// names a level is the level.
fn takeover(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    let (name, level) = match rest {
        [] => return Err(BadCommand::Usage("bot").into()),
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
        _ => Err(BadCommand::Usage("start").into()),
    }
}

fn notify(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        ["on"] => Ok(Command::Notify(true)),
        ["off"] => Ok(Command::Notify(false)),
        _ => Err(BadCommand::Usage("notify").into()),
    }
}

/// `language en` or `language fr`.
fn language(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [tag] => Lang::from_tag(tag)
            .map(Command::Language)
            .ok_or_else(|| BadCommand::NoLanguage(tag.to_string()).into()),
        _ => Err(BadCommand::Usage("language").into()),
    }
}

/// A number typed after a keyword (`game 7`, `move 12`).
fn number<T: std::str::FromStr>(word: &str) -> Result<T, UserError> {
    word.parse().map_err(|_| BadCommand::NotANumber(word.to_string()).into())
}

/// `board`, or `board game ID` to look at a finished game of the server.
fn board(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Board),
        ["game", id] => Ok(Command::BoardOf(number(id)?)),
        _ => Err(BadCommand::Usage("board").into()),
    }
}

/// `history`, with `move N` for the board after move N and `game ID` for a finished
/// game of the server, in either order.
fn history(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    let mut ask = HistoryAsk::default();
    for pair in rest.chunks(2) {
        match pair {
            ["move", n] if ask.after.is_none() => ask.after = Some(number(n)?),
            ["game", id] if ask.game.is_none() => ask.game = Some(number(id)?),
            _ => return Err(BadCommand::Usage("history").into()),
        }
    }
    Ok(Command::History(ask))
}

/// `replay`, or `replay game ID` for a finished game of the server.
fn replay(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Replay(None)),
        ["game", id] => Ok(Command::Replay(Some(number(id)?))),
        _ => Err(BadCommand::Usage("replay").into()),
    }
}

/// `games`, or `games finished` for the finished games of the channel and the server.
fn games(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    match rest {
        [] => Ok(Command::Games),
        ["finished"] => Ok(Command::FinishedGames),
        _ => Err(BadCommand::Usage("games").into()),
    }
}

/// `stats`, or `stats PLAYER` for someone else's, by a name of any words.
fn stats(_: &str, rest: &[&str]) -> Result<Command, UserError> {
    Ok(Command::Stats((!rest.is_empty()).then(|| Someone::Named(rest.join(" ")))))
}

pub(super) const NO_PARAMS: &[Param] = &[];

/// Where an expansion's verbs stand among the base game's, in the one order of the
/// help, the README's table and the list of verbs an unknown word is answered with:
/// at each slot, every expansion's verbs for it, in `Expansion::ALL` order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Right after `place` (a bridge the placement needs).
    AfterPlace,
    /// Right after `meeple` (other figures and what they do).
    AfterMeeple,
    /// After those, right before `pass` (a flock's step).
    BeforePass,
    /// Right after `pass` (decisions out of the turn's order, one's own hand).
    AfterPass,
}

/// The slots that follow the base verb `word`, in order.
fn slots_after(word: &str) -> &'static [Slot] {
    match word {
        "place" => &[Slot::AfterPlace],
        "meeple" => &[Slot::AfterMeeple, Slot::BeforePass],
        "pass" => &[Slot::AfterPass],
        _ => &[],
    }
}

/// Every verb, in help order: the base game's, and each expansion's at its slots.
pub static VERBS: LazyLock<Vec<&'static Verb>> = LazyLock::new(|| {
    let mut all = Vec::new();
    for verb in BASE {
        all.push(verb);
        for &slot in slots_after(verb.word) {
            all.extend(expansion::verbs_at(slot));
        }
    }
    all
});

/// The base game's verbs, in help order.
static BASE: &[Verb] = &[
    Verb {
        word: "new",
        fr: "nouvelle",
        terminal: "new [EXPANSION …] [OPTION …] [language en/fr] [clock 3d]",
        terminal_fr: "nouvelle [EXTENSION …] [OPTION …] [langue fr/en] [délai 3j]",
        discord: "/new expansions:hills-sheep options:hill_count",
        discord_fr: "/nouvelle extensions:moutons-collines options:hill_count",
        params: &[
            Param { name: "expansions", fr: "extensions", suggest: Suggest::Expansions, required: false },
            Param { name: "options", fr: "options", suggest: Suggest::Options, required: false },
            Param { name: "language", fr: "langue", suggest: Suggest::Nothing, required: false },
            Param { name: "clock", fr: "délai", suggest: Suggest::Nothing, required: false },
        ],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "new hills-sheep hill_count",
        parse: |_, rest| parse_new(rest).map(Command::New),
    },
    Verb {
        word: "join",
        fr: "rejoindre",
        terminal: "join [bot LEVEL]",
        terminal_fr: "rejoindre [bot NIVEAU]",
        discord: "/join bot:normal",
        discord_fr: "/rejoindre bot:normal",
        params: &[Param { name: "bot", fr: "bot", suggest: Suggest::Levels, required: false }],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Join,
        example: "join bot normal",
        parse: join,
    },
    Verb {
        word: "leave",
        fr: "quitter",
        terminal: "leave [confirm / bot NAME]",
        terminal_fr: "quitter [confirmer / bot NOM]",
        discord: "/leave bot:Bot 1",
        discord_fr: "/quitter bot:Bot 1",
        params: &[Param { name: "bot", fr: "bot", suggest: Suggest::Bots, required: false }],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Leave,
        example: "leave bot Bot 1",
        parse: leave,
    },
    Verb {
        word: "away",
        fr: "absent",
        terminal: "away",
        terminal_fr: "absent",
        discord: "/away",
        discord_fr: "/absent",
        params: NO_PARAMS,
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "away",
        parse: |_, rest| bare("away", rest, Command::Away),
    },
    Verb {
        word: "start",
        fr: "commencer",
        terminal: "start [keep_order]",
        terminal_fr: "commencer [garder_ordre]",
        discord: "/start keep_order:True",
        discord_fr: "/commencer garder_ordre:True",
        params: &[Param {
            name: "keep_order",
            fr: "garder_ordre",
            suggest: Suggest::Nothing,
            required: false,
        }],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "start keep_order",
        parse: start,
    },
    Verb {
        word: "bot",
        fr: "bot",
        terminal: "bot PLAYER [LEVEL]",
        terminal_fr: "bot JOUEUR [NIVEAU]",
        discord: "/bot player:Bob level:normal",
        discord_fr: "/bot joueur:Bob niveau:normal",
        params: &[
            Param { name: "player", fr: "joueur", suggest: Suggest::Players, required: true },
            Param { name: "level", fr: "niveau", suggest: Suggest::Levels, required: false },
        ],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Takeover,
        example: "bot Bob hard",
        parse: takeover,
    },
    Verb {
        word: "cancel",
        fr: "arrêter",
        terminal: "cancel",
        terminal_fr: "arrêter",
        discord: "/cancel",
        discord_fr: "/arrêter",
        params: NO_PARAMS,
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "cancel",
        parse: |_, rest| bare("cancel", rest, Command::Cancel),
    },
    Verb {
        word: "language",
        fr: "langue",
        terminal: "language en/fr",
        terminal_fr: "langue fr/en",
        discord: "/language language:fr",
        discord_fr: "/langue langue:fr",
        params: &[Param { name: "language", fr: "langue", suggest: Suggest::Nothing, required: true }],
        group: Group::Lobby,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "language fr",
        parse: language,
    },
    Verb {
        word: "place",
        fr: "poser",
        terminal: "place X Y ROTATION",
        terminal_fr: "poser X Y ROTATION",
        discord: "/place placement:1,0 90",
        discord_fr: "/poser emplacement:1,0 90",
        params: &[Param {
            name: "placement",
            fr: "emplacement",
            suggest: Suggest::Placements,
            required: true,
        }],
        group: Group::Turn,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "place 1 0 90",
        parse: place,
    },
    Verb {
        word: "meeple",
        fr: "meeple",
        terminal: "meeple SPOT",
        terminal_fr: "meeple LIEU",
        discord: "/meeple spot:road E",
        discord_fr: "/meeple lieu:route E",
        params: &[Param {
            name: "spot",
            fr: "lieu",
            suggest: Suggest::Spots(FigureKind::Meeple),
            required: true,
        }],
        group: Group::Turn,
        expansion: None,
        spelling: Spelling::Action,
        example: "meeple road E",
        parse: action,
    },
    Verb {
        word: "pass",
        fr: "passer",
        terminal: "pass",
        terminal_fr: "passer",
        discord: "/pass",
        discord_fr: "/passer",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "pass",
        parse: action,
    },
    Verb {
        word: "undo",
        fr: "annuler",
        terminal: "undo",
        terminal_fr: "annuler",
        discord: "/undo",
        discord_fr: "/annuler",
        params: NO_PARAMS,
        group: Group::Turn,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "undo",
        parse: |_, rest| bare("undo", rest, Command::Undo),
    },
    Verb {
        word: "board",
        fr: "plateau",
        terminal: "board [game ID]",
        terminal_fr: "plateau [partie ID]",
        discord: "/board",
        discord_fr: "/plateau",
        params: &[Param { name: "game", fr: "partie", suggest: Suggest::Nothing, required: false }],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "board game 7",
        parse: board,
    },
    Verb {
        word: "status",
        fr: "état",
        terminal: "status",
        terminal_fr: "état",
        discord: "/status",
        discord_fr: "/état",
        params: NO_PARAMS,
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "status",
        parse: |_, rest| bare("status", rest, Command::Status),
    },
    Verb {
        word: "history",
        fr: "historique",
        terminal: "history [move N] [game ID]",
        terminal_fr: "historique [coup N] [partie ID]",
        discord: "/history move:12",
        discord_fr: "/historique coup:12",
        params: &[
            Param { name: "move", fr: "coup", suggest: Suggest::Nothing, required: false },
            Param { name: "game", fr: "partie", suggest: Suggest::Nothing, required: false },
        ],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "history move 12",
        parse: history,
    },
    Verb {
        word: "replay",
        fr: "revoir",
        terminal: "replay [game ID]",
        terminal_fr: "revoir [partie ID]",
        discord: "/replay",
        discord_fr: "/revoir",
        params: &[Param { name: "game", fr: "partie", suggest: Suggest::Nothing, required: false }],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "replay game 7",
        parse: replay,
    },
    Verb {
        word: "games",
        fr: "parties",
        terminal: "games [finished]",
        terminal_fr: "parties [terminées]",
        discord: "/games finished:True",
        discord_fr: "/parties terminées:True",
        params: &[Param { name: "finished", fr: "terminées", suggest: Suggest::Nothing, required: false }],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Lobby,
        example: "games finished",
        parse: games,
    },
    Verb {
        word: "leaderboard",
        fr: "classement",
        terminal: "leaderboard",
        terminal_fr: "classement",
        discord: "/leaderboard",
        discord_fr: "/classement",
        params: NO_PARAMS,
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "leaderboard",
        parse: |_, rest| bare("leaderboard", rest, Command::Leaderboard),
    },
    Verb {
        word: "stats",
        fr: "stats",
        terminal: "stats [PLAYER]",
        terminal_fr: "stats [JOUEUR]",
        discord: "/stats player:@Bob",
        discord_fr: "/stats joueur:@Bob",
        params: &[Param { name: "player", fr: "joueur", suggest: Suggest::Nothing, required: false }],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "stats Bob",
        parse: stats,
    },
    Verb {
        word: "options",
        fr: "options",
        terminal: "options",
        terminal_fr: "options",
        discord: "/options",
        discord_fr: "/options",
        params: NO_PARAMS,
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "options",
        parse: |_, rest| bare("options", rest, Command::Options),
    },
    Verb {
        word: "rules",
        fr: "règles",
        terminal: "rules",
        terminal_fr: "règles",
        discord: "/rules",
        discord_fr: "/règles",
        params: NO_PARAMS,
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "rules",
        parse: |_, rest| bare("rules", rest, Command::Rules),
    },
    Verb {
        word: "help",
        fr: "aide",
        terminal: "help",
        terminal_fr: "aide",
        discord: "/help",
        discord_fr: "/aide",
        params: NO_PARAMS,
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Nothing,
        example: "help",
        parse: |_, rest| bare("help", rest, Command::Help),
    },
    Verb {
        word: "notify",
        fr: "notifier",
        terminal: "notify on/off",
        terminal_fr: "notifier oui/non",
        discord: "/notify on:True",
        discord_fr: "/notifier activer:True",
        params: &[Param { name: "on", fr: "activer", suggest: Suggest::Nothing, required: true }],
        group: Group::Look,
        expansion: None,
        spelling: Spelling::Switch,
        example: "notify on",
        parse: notify,
    },
];

impl Verb {
    /// What the verb typed alone lists, where its words are wanting: the values of its
    /// first parameter, for a turn's verb whose words name one of the author's moves
    /// (`tower` alone lists the cells a piece may go on, as `place` alone lists where
    /// the tile fits), since the terminal has no autocomplete to show them.
    fn listed_alone(&self) -> Option<Suggest> {
        let source = self.params.first()?.suggest;
        (self.group == Group::Turn && source.lists_moves()).then_some(source)
    }

    /// The verb's name as a reader of `lang` types it.
    pub fn word_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.word,
            Lang::Fr => self.fr,
        }
    }

    /// Its usage in the terminal, in `lang`.
    pub fn terminal_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.terminal,
            Lang::Fr => self.terminal_fr,
        }
    }

    /// Its usage in Discord, in `lang`.
    pub fn discord_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.discord,
            Lang::Fr => self.discord_fr,
        }
    }

    /// Its help line and Discord description (at most 100 characters): the message
    /// `verb-help-<word>`, in `commands.ftl` for the base game's verbs and in its
    /// expansion's file for an expansion's.
    pub fn help(&self, lang: Lang) -> String {
        lang.say(&format!("verb-help-{}", self.word), [])
    }

    /// The Discord spelling in `lang` of this verb with the terminal's canonical words
    /// after it: `place 1 0 90` → `/place placement:1,0 90`, `bridge 1 0 NS` →
    /// `/bridge bridge:1,0 NS`, `notify off` → `/notify on:False`, `bid 3` →
    /// `/bid amount:3`; in French `meeple road W` → `/meeple lieu:route O`.
    fn in_discord(&self, args: &[&str], lang: Lang) -> String {
        let written = spelling::write(self.spelling, args, lang);
        let french = |from: usize| written[from..].join(" ");
        let option = |param: &Param, value: &str| format!("{}:{}", param.name_in(lang), value.trim_end());
        let options: Vec<String> = match (self.params, args) {
            ([], _) | (_, []) => Vec::new(),
            // A cell first (`wagon 1 0 road E`), not a spot (`wagon road E`).
            ([param], [x, y, ..]) if param.suggest.at_cell() && x.parse::<i32>().is_ok() => {
                vec![option(param, &format!("{x},{y} {}", french(2)))]
            }
            ([card, target], [_, x, y, ..]) if target.suggest.at_cell() => {
                vec![option(card, &written[0]), option(target, &format!("{x},{y} {}", french(3)))]
            }
            // A yes/no option named alone: `start keep_order` → `/start keep_order:True`.
            ([param], [keyword]) if *keyword == param.name && param.suggest == Suggest::Nothing => {
                vec![option(param, "True")]
            }
            // A keyword naming the option: `join bot normal` → `/join bot:normal`.
            ([param], [keyword, rest @ ..]) if *keyword == param.name => {
                let value = match rest {
                    [] if param.suggest == Suggest::Levels => {
                        spelling::write(self.spelling, &[keyword, Level::Normal.word()], lang)[1].clone()
                    }
                    _ => french(1),
                };
                vec![option(param, &value)]
            }
            // A name of any words, then maybe a level: `bot Bob hard` → `/bot player:Bob level:hard`.
            ([who, level], [name @ .., last]) if level.suggest == Suggest::Levels => {
                match last.parse::<Level>() {
                    Ok(_) if !name.is_empty() => {
                        vec![option(who, &name.join(" ")), option(level, &written[written.len() - 1])]
                    }
                    _ => vec![option(who, &args.join(" "))],
                }
            }
            ([param], [on]) if param.name == "on" => {
                vec![option(param, if *on == "on" { "True" } else { "False" })]
            }
            // A keyword naming one of several options: `new language fr` → `/new language:fr`.
            (params, [keyword, _]) if params.iter().any(|p| p.name == *keyword) => {
                let param = params.iter().find(|p| p.name == *keyword).expect("just found");
                vec![option(param, &french(1))]
            }
            ([param, ..], _) => vec![option(param, &french(0))],
        };
        std::iter::once(format!("/{}", self.word_in(lang))).chain(options).collect::<Vec<_>>().join(" ")
    }

    /// The terminal spelling in `lang` of this verb with canonical words after it:
    /// `meeple road W` → `meeple route O`, `join bot hard` → `rejoindre robot difficile`.
    fn in_terminal(&self, args: &[&str], lang: Lang) -> String {
        std::iter::once(self.word_in(lang).to_string())
            .chain(spelling::write(self.spelling, args, lang))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// `text` with every command quoted in backticks spelled as `spell` writes a verb and
/// its canonical words; other quoted words stay as they are. A command is read in
/// either language (`` `wagon home` `` or `` `charriot réserve` ``), so that a locale
/// file quoting one in its own words is spelled for its reader all the same: a slash
/// command in Discord, never the terminal's bare words.
fn rewrite(text: &str, spell: impl Fn(&Verb, &[&str]) -> String) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for (i, part) in text.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        let words: Vec<&str> = part.split_whitespace().collect();
        let quoted = words.split_first().filter(|_| i % 2 == 1);
        let command = quoted
            .and_then(|(w, rest)| VERBS.iter().find(|v| v.word == *w || v.fr == *w).map(|v| (*v, rest)));
        match command {
            Some((verb, rest)) => {
                let canonical = spelling::read(verb.spelling, rest);
                out += &spell(verb, &canonical.iter().map(String::as_str).collect::<Vec<_>>());
            }
            None => out += part,
        }
    }
    out
}

/// `text` with every command quoted in backticks written as a reader of `lang` types it
/// in Discord (`` `join` `` → `` `/join` ``, in French `` `/rejoindre` ``); other quoted
/// words stay as they are.
pub fn in_discord(text: &str, lang: Lang) -> String {
    rewrite(text, |verb, rest| verb.in_discord(rest, lang))
}

/// `text` with every command quoted in backticks written as a reader of `lang` types it
/// in the terminal (in French `` `meeple road W` `` → `` `meeple route O` ``); English
/// is the notation itself.
pub fn in_terminal(text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => text.to_string(),
        Lang::Fr => rewrite(text, |verb, rest| verb.in_terminal(rest, lang)),
    }
}

/// One command of the notation (`shepherd field Nw`) as a reader of `lang` types it in
/// the terminal (`berger pré No`): the images' words for the terminal.
pub fn spell(command: &str, lang: Lang) -> String {
    in_terminal(&format!("`{command}`"), lang).trim_matches('`').to_string()
}

/// `word` in lower case without its accents, so that `etat` and `ÉTAT` find `état`.
fn folded(word: &str) -> String {
    word.to_lowercase()
        .chars()
        .map(|c| match c {
            'à' | 'â' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' => 'o',
            'ù' | 'û' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect()
}

/// Other French words typed for a base verb, each with the verb's canonical word: read,
/// never written (the French rule books' word is the verb's `fr`). `robot` is the word
/// this bot used for a bot before it said `bot` throughout. An expansion's verbs have
/// theirs in its facts (`facts::Facts::synonyms`).
const FRENCH_SYNONYMS: &[(&str, &str)] = &[("robot", "bot")];

/// The verb named `word` in any language (any case; French with or without accents,
/// French synonyms included).
pub fn find(word: &str) -> Option<&'static Verb> {
    VERBS.iter().copied().find(|v| v.word.eq_ignore_ascii_case(word)).or_else(|| {
        let word = folded(word);
        let synonym = FRENCH_SYNONYMS
            .iter()
            .chain(super::facts::every().flat_map(|facts| facts.synonyms))
            .find(|(fr, _)| folded(fr) == word)
            .map(|(_, canonical)| *canonical);
        VERBS.iter().copied().find(|v| folded(v.fr) == word || synonym == Some(v.word))
    })
}

/// Reads one line of the players' words, in either language: the verb and its words
/// are read as the canonical notation before any parser sees them.
pub(super) fn parse(line: &str) -> Result<Command, UserError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((word, rest)) = words.split_first() else {
        return Err(BadCommand::Empty.into());
    };
    let verb = find(word).ok_or_else(|| BadCommand::Unknown(word.to_string()))?;
    let rest = spelling::read(verb.spelling, rest);
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    let canonical = std::iter::once(verb.word).chain(rest.iter().copied()).collect::<Vec<_>>().join(" ");
    let parsed = (verb.parse)(&canonical, &rest);
    match verb.listed_alone() {
        // A verb whole alone (`abbot` back home, say) stays that move.
        Some(source) if rest.is_empty() && parsed.is_err() => Ok(Command::Listed { verb: verb.word, source }),
        _ => parsed,
    }
}

/// The help text in `lang`: every verb as `front` spells it and its help line, grouped,
/// an expansion's verbs under a heading of their own. In a channel whose game has
/// `game`'s expansions, only theirs: the others are named in one line at the end.
pub fn help(front: Front, lang: Lang, game: Option<Expansions>) -> String {
    let shown = |e: Expansion| game.is_none_or(|g| g.has(e));
    let mut text = lang.say("help-title", []);
    for group in Group::ALL {
        // A blank line between groups: on Discord, a help longer than one message is
        // sent as several, cut between groups (each fits one message, checked below).
        text.push('\n');
        let editions =
            std::iter::once(None).chain(super::EXPANSIONS.into_iter().filter(|&e| shown(e)).map(Some));
        for expansion in editions {
            let verbs: Vec<&Verb> =
                VERBS.iter().copied().filter(|v| v.group == group && v.expansion == expansion).collect();
            if verbs.is_empty() {
                continue;
            }
            let title = lang.say("help-group", [("group", group.word().into())]);
            let heading = match expansion {
                Some(e) => lang.say(
                    "help-heading-expansion",
                    [("title", title.into()), ("expansion", expansion_title(e, lang).into())],
                ),
                None => lang.say("help-heading", [("title", title.into())]),
            };
            let _ = write!(text, "\n{heading}");
            // One Discord message holds 2,000 characters: there an expansion's verbs
            // are listed by their usage alone (each command's description tells the rest).
            if front == Front::Discord && expansion.is_some() {
                let usages: Vec<&str> = verbs.iter().map(|v| v.discord_in(lang)).collect();
                let _ = write!(text, " {}", usages.join(" · "));
                continue;
            }
            for verb in verbs {
                let usage = match front {
                    Front::Discord => verb.discord_in(lang),
                    Front::Terminal => verb.terminal_in(lang),
                };
                let _ = write!(text, "\n- {usage} — {}", verb.help(lang));
            }
        }
    }
    let others: Vec<String> =
        super::EXPANSIONS.into_iter().filter(|&e| !shown(e)).map(|e| expansion_title(e, lang)).collect();
    if !others.is_empty() {
        let others = super::suggest::and(&others, lang);
        let _ = write!(text, "\n\n{}", lang.say("help-others", [("expansions", others.into())]));
    }
    text
}

/// An expansion's title in `lang`.
fn expansion_title(expansion: Expansion, lang: Lang) -> String {
    lang.expansion_title(expansion.word())
}

/// The README's command table, in Markdown and English: both spellings and the help line.
pub fn readme_table() -> String {
    let mut text = String::from("| terminal | Discord | what it does |\n|---|---|---|\n");
    for verb in VERBS.iter() {
        let from = verb.expansion.map(|e| format!(" ({})", expansion_title(e, Lang::En))).unwrap_or_default();
        let _ =
            writeln!(text, "| `{}` | `{}` | {}{from} |", verb.terminal, verb.discord, verb.help(Lang::En));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An expansion's rows, kept in its folder, name it (the help lists them under its
    /// heading); the base game's name none.
    #[test]
    fn each_expansions_verbs_are_its_own() {
        for e in Expansion::ALL {
            for slot in [Slot::AfterPlace, Slot::AfterMeeple, Slot::BeforePass, Slot::AfterPass] {
                for verb in crate::service::verbs_of(e).at(slot) {
                    assert_eq!(verb.expansion, Some(e), "{}", verb.word);
                }
            }
        }
        assert!(BASE.iter().all(|v| v.expansion.is_none()));
        assert_eq!(VERBS.len(), BASE.len() + 46);
    }

    /// Each verb's example parses, to a command of its own word.
    #[test]
    fn every_example_parses() {
        for verb in VERBS.iter() {
            let command = parse(verb.example).unwrap_or_else(|e| panic!("{}: {e}", verb.example));
            if let Command::Play(action) = command {
                assert!(action.to_string().starts_with(verb.word), "{}", verb.word);
            }
        }
    }

    #[test]
    fn words_and_discord_limits() {
        for (i, verb) in VERBS.iter().enumerate() {
            let before = &VERBS[..i];
            assert!(before.iter().all(|v| v.word != verb.word && v.fr != verb.fr), "{} twice", verb.word);
            // A French name never reads as another verb's English one.
            assert!(find(verb.fr).is_some_and(|v| v.word == verb.word), "{}", verb.fr);
            for lang in Lang::ALL {
                let help = verb.help(lang);
                assert!((1..=100).contains(&help.chars().count()), "{} {lang:?}", verb.word);
                assert!(
                    verb.discord_in(lang).starts_with(&format!("/{}", verb.word_in(lang))),
                    "{}",
                    verb.word
                );
                assert!(verb.terminal_in(lang).starts_with(verb.word_in(lang)), "{}", verb.word);
                for p in verb.params {
                    let help = p.help(verb.word, lang);
                    assert!((1..=100).contains(&help.chars().count()), "{} {} {lang:?}", verb.word, p.name);
                }
            }
            // The README's table would split a cell at a `|`.
            assert!(
                !format!("{}{}{}", verb.terminal, verb.discord, verb.help(Lang::En)).contains('|'),
                "{}",
                verb.word
            );
        }
    }

    /// Each help line and description is the verb's own message (`verb-help-<word>`,
    /// `param-help-<word>-<name>`), in every language; no two verbs share a help line.
    #[test]
    fn every_verb_and_parameter_has_its_own_words() {
        for lang in Lang::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for verb in VERBS.iter() {
                assert!(lang.has(&format!("verb-help-{}", verb.word)), "{} {lang:?}: no help", verb.word);
                assert!(seen.insert(verb.help(lang)), "{} {lang:?}: same help as another", verb.word);
                for p in verb.params {
                    let id = format!("param-help-{}-{}", verb.word, p.name);
                    assert!(lang.has(&id), "{lang:?}: no {id}");
                }
            }
        }
    }

    /// Each example, spelled in French, parses to the command its English spelling does.
    #[test]
    fn every_example_reads_the_same_in_french() {
        for verb in VERBS.iter() {
            let french = in_terminal(&format!("`{}`", verb.example), Lang::Fr);
            let french = french.trim_matches('`');
            assert!(french.starts_with(verb.fr), "{french}");
            assert_eq!(parse(french).ok(), parse(verb.example).ok(), "{french}");
        }
    }

    /// A verb's usage and its help line tell the same thing: the Discord example of
    /// `start` keeps the order, and the help says what that option does.
    #[test]
    fn start_keeps_the_order_only_when_asked() {
        assert!(matches!(parse("start"), Ok(Command::Start { keep_order: false })));
        assert!(matches!(parse("start keep_order"), Ok(Command::Start { keep_order: true })));
        assert!(parse("start now").is_err());
        let verb = find("start").unwrap();
        assert_eq!(verb.in_discord(&["keep_order"], Lang::En), verb.discord);
        assert_eq!(verb.in_discord(&["keep_order"], Lang::Fr), verb.discord_fr);
        let help = verb.help(Lang::En);
        assert!(help.contains("random") && help.contains("keep_order: in the order players joined"));
    }

    #[test]
    fn unknown_words_list_the_commands() {
        let err = parse("soar").unwrap_err().to_string();
        assert!(err.contains("`soar`") && err.contains("place") && err.contains("notify"), "{err}");
        assert!(parse("   ").is_err());
        assert!(parse("join now").is_err());
        assert!(parse("notify maybe").is_err());
    }

    #[test]
    fn quoted_commands_are_written_as_discord_has_them() {
        for (written, shown) in [
            ("Start one with `new`.", "Start one with `/new`."),
            ("`join` to play; `start` when in.", "`/join` to play; `/start` when in."),
            ("(or `place 1 0 <rotation>`)", "(or `/place placement:1,0 <rotation>`)"),
            ("`notify off` stops them", "`/notify on:False` stops them"),
            ("`meeple road E`", "`/meeple spot:road E`"),
            ("the word `road` and join", "the word `road` and join"),
            ("`bridge 1 0 NS`", "`/bridge bridge:1,0 NS`"),
            ("`castle build` or `castle score`", "`/castle choice:build` or `/castle choice:score`"),
            ("`choose 2`, `bid 3`, `pass`", "`/choose tile:2`, `/bid amount:3`, `/pass`"),
            ("`buy` or `sell`", "`/buy` or `/sell`"),
            (
                "`gift retreat 1 0 city N`, `gift take-two`",
                "`/gift card:retreat target:1,0 city N`, `/gift card:take-two`",
            ),
            ("`keep 2`, `gifts`", "`/keep tile:2`, `/gifts`"),
            ("`join bot hard` or `join`", "`/join bot:hard` or `/join`"),
            ("`join bot`", "`/join bot:normal`"),
            ("`bot Bob Smith hard`", "`/bot player:Bob Smith level:hard`"),
            ("`bot Bob`", "`/bot player:Bob`"),
            ("`start` or `start keep_order`", "`/start` or `/start keep_order:True`"),
            ("`new language fr`", "`/new language:fr`"),
            ("`new clock 24h`", "`/new clock:24h`"),
        ] {
            assert_eq!(in_discord(written, Lang::En), shown, "{written}");
        }
    }

    #[test]
    fn quoted_commands_are_written_in_french_for_french_readers() {
        let fr = |text: &str| in_discord(text, Lang::Fr);
        assert_eq!(fr("`join` puis `start`"), "`/rejoindre` puis `/commencer`");
        assert_eq!(fr("`place 1 0 90`"), "`/poser emplacement:1,0 90`");
        assert_eq!(fr("`meeple field Nw`"), "`/meeple lieu:pré No`");
        assert_eq!(fr("`bridge 1 0 EW`"), "`/pont pont:1,0 EO`");
        assert_eq!(fr("`castle build`"), "`/forteresse choix:construire`");
        assert_eq!(fr("`gift retreat 1 0 city W`"), "`/présent carte:retrait cible:1,0 ville O`");
        assert_eq!(fr("`gift take-two`"), "`/présent carte:prends-en-2`");
        assert_eq!(fr("`join bot`"), "`/rejoindre bot:normal`");
        assert_eq!(fr("`join bot hard`"), "`/rejoindre bot:difficile`");
        assert_eq!(fr("`bot Bob Smith hard`"), "`/bot joueur:Bob Smith niveau:difficile`");
        assert_eq!(fr("`leave bot Bot 1`"), "`/quitter bot:Bot 1`");
        assert_eq!(fr("`notify off`"), "`/notifier activer:False`");
        assert_eq!(fr("`cube cathedral 2`"), "`/cube objectif:cathédrale 2`");
        assert_eq!(fr("`new language fr`"), "`/nouvelle langue:fr`");
        assert_eq!(fr("`new clock 3d`"), "`/nouvelle délai:3j`");
        assert_eq!(fr("le mot `road`"), "le mot `road`");
        // A command a French text quotes in French words is a slash command too.
        assert_eq!(fr("`monastère` ou `piocher`"), "`/monastère` ou `/piocher`");
        assert_eq!(fr("`charriot réserve`"), "`/charriot lieu:réserve`");
        assert_eq!(fr("`capture aucun`"), "`/capture suiveur:aucun`");
        let terminal = |text: &str| in_terminal(text, Lang::Fr);
        assert_eq!(terminal("`meeple road W` ou `pass`"), "`meeple route O` ou `passer`");
        assert_eq!(
            terminal("`charriot réserve` ou `wagon home`"),
            "`charriot réserve` ou `charriot réserve`"
        );
        assert_eq!(terminal("`join bot hard`"), "`rejoindre bot difficile`");
        assert_eq!(terminal("`bot Bob hard`"), "`bot Bob difficile`");
        assert_eq!(in_terminal("`meeple road W`", Lang::En), "`meeple road W`");
    }

    #[test]
    fn help_lists_every_verb() {
        for lang in Lang::ALL {
            let (terminal, discord) = (help(Front::Terminal, lang, None), help(Front::Discord, lang, None));
            for verb in VERBS.iter() {
                assert!(terminal.contains(verb.terminal_in(lang)), "{}", verb.word);
                assert!(discord.contains(verb.discord_in(lang)), "{}", verb.word);
            }
            assert!(!discord.contains("X Y ROTATION"));
            // One Discord message holds at most 2,000 characters: the help is sent in as
            // many as it takes, cut between groups, each a message.
            for group in discord.split("\n\n") {
                assert!(group.chars().count() <= 2_000, "{lang:?}: {} characters", group.chars().count());
            }
        }
        let terminal = help(Front::Terminal, Lang::En, None);
        assert!(
            terminal.contains("\nYour turn (Bridges, Castles & Bazaars):\n- bridge X Y NS/EW"),
            "{terminal}"
        );
        let french = help(Front::Terminal, Lang::Fr, None);
        assert!(french.starts_with("Commandes\u{a0}:\n\nMise en place\u{a0}:\n- nouvelle"), "{french}");
        assert!(
            french.contains("\nVotre tour (Ponts, Forteresses et Bazars)\u{a0}:\n- pont X Y NS/EO"),
            "{french}"
        );
    }
}
