//! Why a command failed: a player's mistake (told to them privately, in their language,
//! nothing written) or our own failure (logged once, never shown raw).
//!
//! Every refusal is worded from its typed value: here the service's own (`errors.ftl`),
//! the engine's rule and setup errors, the notation parser's and the bot levels' of the
//! base game (`rules.ftl`); an expansion's own (its rules' errors, the words of its
//! actions, its commands' refusals: in its file, `river.ftl`…) by the message each names
//! (its engine folder's `messages.rs`, its commands' in its service folder), worded by
//! `message.rs`. Values shown in a refusal are worded in its language too (a tile by what
//! it shows, a spot in the reader's notation, an expansion by its title); a word the
//! player typed is quoted back clipped and escaped ([`text::echo`]).

use carcassonne_engine::MAX_FIXED_TILES;
use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::notation::ParseGeometryError;
use carcassonne_engine::notation::ParseSpotError;
use carcassonne_engine::notation::ParseTargetError;
use carcassonne_engine::{
    ENGINE_VERSION, Expansion, FeatureKind, GameOption, MAX_SEATS, Pos, RuleError, SetupError, Spot, TileKind,
};
use fluent_bundle::FluentValue;

use super::{Lang, choices, message, text, tile_words};
use crate::ai::{Level, UnknownLevel};

use crate::store::StoreError;

/// A command refused because of what the player asked; the message is for them, in
/// their language ([`UserError::text`]). Its `Display` is the English text, for logs.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.text(Lang::En))]
pub enum UserError {
    NoGame,
    ChannelBusy,
    NotSeated,
    AlreadySeated,
    BotsNeedASeat,
    NoSuchPlayer {
        name: String,
        players: String,
    },
    NoSuchBot {
        name: String,
        bots: String,
    },
    AlreadyABot(String),
    NotYoursToHand(String),
    /// `away` outside a running game (in the lobby, `leave` gives up the seat).
    AwayNotPlaying,
    /// `away` by someone already away: a bot plays their seat until they `join`.
    AlreadyAway,
    /// `join` by someone who left the running game for good.
    LeftForGood,
    Full(usize),
    AlreadyStarted,
    NotStarted,
    Finished,
    NotCreator,
    NothingToUndo,
    NoTileInHand,
    NoRotationFits {
        tile: TileKind,
        x: i32,
        y: i32,
    },
    /// Refused by an expansion's own commands (a gift named without what it acts on).
    Expansion(super::ExpansionUserError),
    ExpansionNotInBot(Expansion),
    NotYourTurn(String),
    /// Someone else owes the decision the game waits for (a castle, a bid), though it
    /// may not be their turn either.
    NotYourDecision(String),
    /// The engine's rule errors, the notation parser's and the bot levels' reasons.
    Rule(#[from] RuleError),
    Setup(#[from] SetupError),
    Notation(#[from] ParseActionError),
    BadCommand(super::command::BadCommand),
    Level(#[from] UnknownLevel),
    Stale,
    SeedChosenByBot,
    Busy,
    Unplayable(String),
    NewerVersion(u32),
    /// `history move N` beyond the game's moves (numbered 1 to `last`).
    NoSuchMove {
        asked: u64,
        last: u64,
    },
    /// A game number of no finished game of this server (unknown, another server's,
    /// cancelled).
    NoFinishedGame(i64),
    /// A game number of a game still open in another channel.
    GameNotOver(i64),
    /// `stats` of someone with no finished game on this server (or no such name).
    NoStats(String),
    /// `replay` in a channel where no game has finished yet.
    NoFinishedHere,
    /// `replay` of a game by its number while it is still open.
    NotOverYet(i64),
}

impl UserError {
    /// The refusal in `lang`, as the player reads it: the service's and the base game's
    /// worded here, an expansion's own by the message it names.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            UserError::NoGame => lang.say("error-no-game", []),
            UserError::ChannelBusy => lang.say("error-channel-busy", []),
            UserError::NotSeated => lang.say("error-not-seated", []),
            UserError::AlreadySeated => lang.say("error-already-seated", []),
            UserError::BotsNeedASeat => lang.say("error-bots-need-a-seat", []),
            UserError::NoSuchPlayer { name, players } => lang.say(
                "error-no-such-player",
                [("name", name.as_str().into()), ("players", players.as_str().into())],
            ),
            UserError::NoSuchBot { name, bots } => lang
                .say("error-no-such-bot", [("name", name.as_str().into()), ("bots", bots.as_str().into())]),
            UserError::AlreadyABot(player) => lang.say("error-already-a-bot", name(player)),
            UserError::NotYoursToHand(player) => lang.say("error-not-yours-to-hand", name(player)),
            UserError::AwayNotPlaying => lang.say("error-away-not-playing", []),
            UserError::AlreadyAway => lang.say("error-already-away", []),
            UserError::LeftForGood => lang.say("error-left-for-good", []),
            UserError::Full(count) => lang.say("error-full", [("count", (*count).into())]),
            UserError::AlreadyStarted => lang.say("error-already-started", []),
            UserError::NotStarted => lang.say("error-not-started", []),
            UserError::Finished => lang.say("error-finished", []),
            UserError::NotCreator => lang.say("error-not-creator", []),
            UserError::NothingToUndo => lang.say("error-nothing-to-undo", []),
            UserError::NoTileInHand => lang.say("error-no-tile-in-hand", []),
            UserError::NoRotationFits { tile, x, y } => lang.say(
                "error-no-rotation-fits",
                [("tile", tile_words::words(*tile, lang).into()), ("x", (*x).into()), ("y", (*y).into())],
            ),
            // An expansion's commands' own refusals, by the messages they name.
            UserError::Expansion(refused) => message::say(&refused.message(), &[], lang),
            UserError::ExpansionNotInBot(expansion) => {
                lang.say("error-expansion-not-in-bot", [titled(*expansion, lang)])
            }
            UserError::NotYourTurn(player) => lang.say("error-not-your-turn", name(player)),
            UserError::NotYourDecision(player) => lang.say("error-not-your-decision", name(player)),
            UserError::Rule(e) => rule(e, lang),
            UserError::Setup(e) => setup(e, lang),
            UserError::Notation(e) => notation(e, lang),
            UserError::BadCommand(bad) => bad.text(lang),
            UserError::Level(UnknownLevel(word)) => {
                // The levels as the reader types them (`facile` reads as `easy`).
                let levels = Level::ALL.map(|l| lang.say("level-name", [("level", l.word().into())]));
                let words: FluentValue = choices::either(&levels, lang).into();
                lang.say("level-unknown", [typed(word), ("words", words)])
            }
            UserError::Stale => lang.say("error-stale", []),
            UserError::SeedChosenByBot => lang.say("error-seed-chosen-by-bot", []),
            UserError::Busy => lang.say("error-busy", []),
            UserError::Unplayable(why) => lang.say("error-unplayable", [("why", why.as_str().into())]),
            UserError::NewerVersion(version) => {
                lang.say("error-newer-version", [("version", (*version).into())])
            }
            UserError::NoSuchMove { asked, last } => {
                lang.say("error-no-such-move", [("asked", (*asked).into()), ("last", (*last).into())])
            }
            UserError::NoFinishedGame(id) => lang.say("error-no-finished-game", [("id", (*id).into())]),
            UserError::NoStats(player) => lang.say("error-no-stats", name(player)),
            UserError::GameNotOver(id) => lang.say("error-game-not-over", [("id", (*id).into())]),
            UserError::NoFinishedHere => lang.say("error-no-finished-here", []),
            UserError::NotOverYet(id) => lang.say("error-not-over-yet", [("id", (*id).into())]),
        }
    }
}

/// A player's name as a message's `$name`.
fn name(player: &str) -> [(&'static str, FluentValue<'_>); 1] {
    [("name", player.into())]
}

/// An argument of a message.
pub(super) type Arg<'a> = (&'static str, FluentValue<'a>);

/// A word the player typed, as a message's `$word`: clipped and escaped.
fn typed(word: &str) -> Arg<'static> {
    ("word", echoed(word).into())
}

/// A word the player typed, fit to be quoted back: clipped and escaped.
pub(super) fn echoed(word: &str) -> String {
    text::echo(word, MAX_ECHO)
}

/// The most characters of a typed word quoted back: more than any valid one has.
const MAX_ECHO: usize = 40;

/// A cell as a message's `$x` and `$y`.
fn cell(pos: Pos) -> [Arg<'static>; 2] {
    [("x", pos.x.into()), ("y", pos.y.into())]
}

/// A spot as the reader types it (`road E`, `route E`), and its feature's word as
/// `$feature`.
fn spot(spot: Spot, lang: Lang) -> [Arg<'static>; 2] {
    [("spot", choices::spot_notation(spot, lang).into()), ("feature", spot.kind.word().into())]
}

/// An expansion by its title in the reader's language, as a message's `$expansion`.
fn titled(expansion: Expansion, lang: Lang) -> Arg<'static> {
    ("expansion", lang.expansion_title(expansion.word()).into())
}

/// The words a player may say, as alternatives in `lang`: "easy, normal or hard".
fn either<const N: usize>(words: [&str; N], lang: Lang) -> FluentValue<'static> {
    choices::either(&words.map(String::from), lang).into()
}

/// The engine's reason in players' words: the base game's rules' here, a tile named by
/// what it shows, a spot in the reader's notation, an expansion by its name in their
/// language; an expansion's own by the message it names.
fn rule(error: &RuleError, lang: Lang) -> String {
    match *error {
        RuleError::GameOver => lang.say("rule-game-over", []),
        RuleError::NoSuchSeat(seat) => lang.say("rule-no-such-seat", [("seat", (seat.index() + 1).into())]),
        RuleError::NotYourTurn => lang.say("rule-not-your-turn", []),
        RuleError::TileNotPlaced => lang.say("rule-tile-not-placed", []),
        RuleError::TileAlreadyPlaced => lang.say("rule-tile-already-placed", []),
        RuleError::Occupied(pos) => lang.say("rule-occupied", cell(pos)),
        RuleError::Detached(pos) => lang.say("rule-detached", cell(pos)),
        RuleError::Mismatch { tile, pos, dir } => {
            let [x, y] = cell(pos);
            let tile = ("tile", tile_words::words(tile, lang).into());
            lang.say("rule-mismatch", [tile, x, y, ("dir", dir.letter().into())])
        }
        // `field` alone names a field walled in by cities: on a tile without one, the
        // player most likely left out the half-edge.
        RuleError::NoSuchFeature(Spot { kind: FeatureKind::Field, port: None }) => {
            lang.say("notation-missing-half", [])
        }
        RuleError::NoSuchFeature(s) => lang.say("rule-no-such-feature", spot(s, lang)),
        RuleError::FeatureOccupied(s) => lang.say("rule-feature-occupied", lang.feature(s.kind.word())),
        RuleError::NoMeepleLeft => lang.say("rule-no-meeple-left", []),
        RuleError::NotInGame(title) => match Expansion::ALL.into_iter().find(|e| e.title() == title) {
            Some(expansion) => lang.say("rule-not-in-game", [titled(expansion, lang)]),
            // Every title the engine names is an expansion's: this is the engine's text.
            None => error.to_string(),
        },
        // A kind of feature a box brings that takes no meeple: its file words why
        // (`rule-meeple-on-garden`).
        RuleError::NotForMeeples(kind) => lang.say(&format!("rule-meeple-on-{}", kind.word()), []),
        RuleError::Expansion(ref refusal) => message::say(&refusal.message(), &[], lang),
    }
}

/// Why a game's setup was refused (the terminal's flags: expansions, options, a fixed
/// draw order), in players' words; an expansion's own reason by the message it names.
fn setup(error: &SetupError, lang: Lang) -> String {
    let tile = |name: &'static str, tile: TileKind| (name, FluentValue::from(tile.id()));
    match error {
        SetupError::Players(count) => {
            lang.say("setup-players", [("count", (*count).into()), ("max", MAX_SEATS.into())])
        }
        SetupError::UnknownExpansion(word) => lang.say(
            "setup-unknown-expansion",
            [typed(word), ("words", either(Expansion::ALL.map(Expansion::word), lang))],
        ),
        SetupError::UnknownOption(word) => lang.say(
            "setup-unknown-option",
            [typed(word), ("words", either(GameOption::ALL.map(GameOption::word), lang))],
        ),
        SetupError::ExpansionTooNew(e, version) => lang.say(
            "setup-expansion-too-new",
            [titled(*e, lang), ("since", e.since().into()), ("version", (*version).into())],
        ),
        SetupError::OptionWithoutExpansion(option) => lang.say(
            "setup-option-without-expansion",
            [("option", option.word().into()), titled(option.expansion(), lang)],
        ),
        SetupError::TileNotInGame(kind) => lang.say("setup-tile-not-in-game", [tile("tile", *kind)]),
        SetupError::TooManyTiles(count) => {
            lang.say("setup-too-many-tiles", [("count", (*count).into()), ("max", MAX_FIXED_TILES.into())])
        }
        SetupError::Version(version) => {
            lang.say("setup-version", [("version", (*version).into()), ("max", ENGINE_VERSION.into())])
        }
        // Monuments' large tiles, drawn by their tokens.
        SetupError::LargeTileInStack(large, token) => {
            lang.say("setup-large-tile-in-stack", [tile("tile", *large), tile("token", *token)])
        }
        SetupError::Expansion(refusal) => message::say(&refusal.message(), &[], lang),
        // A box whose tiles come in an order of their own: its file words it
        // (`setup-river-order`).
        SetupError::DrawOrder(expansion, _) => {
            lang.say(&format!("setup-{}-order", expansion.word()), [titled(*expansion, lang)])
        }
    }
}

/// Why typed words are no action (the notation: `place 1 0 90`, `meeple road E`), with
/// the word at fault quoted back; the words of one expansion's actions by the message
/// their error names.
fn notation(error: &ParseActionError, lang: Lang) -> String {
    let verb = |verb: &'static str| [("verb", FluentValue::from(verb))];
    match error {
        ParseActionError::Empty => lang.say("notation-empty", []),
        ParseActionError::UnknownVerb(word) => lang.say("notation-unknown-verb", [typed(word)]),
        ParseActionError::PlaceArity => lang.say("notation-place-arity", []),
        ParseActionError::Target(e) => target_error(e, lang),
        ParseActionError::Number(word) => not_a_number(word, lang),
        ParseActionError::Rotation(e) => geometry(e, lang),
        ParseActionError::Spot(e) => spot_error(e, lang),
        ParseActionError::Trailing(word) => lang.say("notation-trailing", verb(word)),
        ParseActionError::Expansion(error) => message::say(&error.message(), &[], lang),
    }
}

/// Why `word` is no number a command takes: not a whole number, or digits too many for
/// any cell, count or card (`99999999999`), which is no typing mistake of the same kind.
pub(super) fn not_a_number(word: &str, lang: Lang) -> String {
    let digits = word.strip_prefix(['-', '+']).unwrap_or(word);
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        lang.say("notation-number-too-large", [typed(word)])
    } else {
        lang.say("notation-number", [typed(word)])
    }
}

/// Why typed words name no feature on the board (`3 -1 road E`).
fn target_error(error: &ParseTargetError, lang: Lang) -> String {
    match error {
        ParseTargetError::MissingCell => lang.say("notation-missing-cell", []),
        ParseTargetError::Number(word) => not_a_number(word, lang),
        ParseTargetError::Spot(e) => spot_error(e, lang),
    }
}

/// Why typed words name no spot (`road E`, `field Es`, `monastery`).
fn spot_error(error: &ParseSpotError, lang: Lang) -> String {
    match error {
        ParseSpotError::Feature(word) => lang.say("notation-feature", [typed(word)]),
        ParseSpotError::MissingEdge(kind) => lang.say("notation-missing-edge", lang.feature(kind.word())),
        ParseSpotError::Port(e) => geometry(e, lang),
        ParseSpotError::MonasteryEdge => lang.say("notation-monastery-edge", []),
        ParseSpotError::Trailing(word) => lang.say("notation-spot-trailing", [typed(word)]),
    }
}

/// A word that names no direction, half-edge or rotation. The engine says which it
/// wanted in English (`direction (N, E, S or W)`); its first word picks the message.
fn geometry(ParseGeometryError(word, wanted): &ParseGeometryError, lang: Lang) -> String {
    let wanted = wanted.split(' ').next().unwrap_or_default();
    lang.say("notation-geometry", [typed(word), ("wanted", wanted.into())])
}

/// Any failure of a command.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    User(#[from] UserError),
    /// The store's own words (`the database is busy`, `sqlite error` and its cause):
    /// transparent, so that a log line printing the error with its causes tells each once.
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("stored game {game} does not replay: {detail}")]
    Corrupt { game: i64, detail: String },
}

impl ServiceError {
    /// The message a player reads for our own failure: that nothing was saved when the
    /// database could not be written (the log tells the operator why), an apology that
    /// claims nothing when the move may have been saved (its `COMMIT`'s answer lost),
    /// else a plain apology.
    pub(crate) fn apology(&self) -> &'static str {
        match self {
            ServiceError::Store(e) if e.is_unwritable() => "error-not-saved",
            ServiceError::Store(StoreError::LeaseLost { .. }) => "error-moved",
            ServiceError::Store(StoreError::SentBefore) => "error-sent-before",
            ServiceError::Store(e) if e.is_in_doubt() => "error-failed",
            _ => "error-internal",
        }
    }

    /// Whether it is no failure of ours but a command refused by a write's fence (this
    /// process no longer serves the game's server, or the command was meant for an
    /// earlier game): worth a line in the log, not an error.
    pub(crate) fn is_fenced(&self) -> bool {
        matches!(self, ServiceError::Store(StoreError::LeaseLost { .. } | StoreError::SentBefore))
    }
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

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::mem::discriminant;

    use carcassonne_engine::{Dir, Seat};

    use super::*;
    use crate::locale::heard;
    use crate::service::expansion::{self, all_said};
    use crate::service::tile_words::english;

    /// How many variants each worded enum has. A new variant fails to build where it is
    /// worded (every match names every one; an expansion's own in its `messages.rs`):
    /// once worded, it is counted here and given an example (the base game's in `base`,
    /// an expansion's in its examples), or the tests fail.
    const RULE_ERRORS: usize = 14;
    const SETUP_ERRORS: usize = 11;
    const NOTATION_ERRORS: usize = 9;
    const TARGET_ERRORS: usize = 3;
    const SPOT_ERRORS: usize = 5;

    fn tile(id: &str) -> TileKind {
        id.parse().expect("a tile id")
    }

    fn spot(text: &str) -> Spot {
        text.parse().expect("a spot")
    }

    /// One refusal of each kind the service and the base game word, every argument
    /// filled: the service's own, the rules', the setup's and the notation's.
    fn base() -> Vec<UserError> {
        let name = || "Alice".to_string();
        let pos = Pos::new(-2, 3);
        let mut all = vec![
            UserError::NoGame,
            UserError::ChannelBusy,
            UserError::NotSeated,
            UserError::AlreadySeated,
            UserError::BotsNeedASeat,
            UserError::NoSuchPlayer { name: name(), players: "Bob, Carol".into() },
            UserError::NoSuchBot { name: name(), bots: "Bot 1".into() },
            UserError::AlreadyABot(name()),
            UserError::NotYoursToHand(name()),
            UserError::AwayNotPlaying,
            UserError::AlreadyAway,
            UserError::LeftForGood,
            UserError::Full(1),
            UserError::Full(5),
            UserError::AlreadyStarted,
            UserError::NotStarted,
            UserError::Finished,
            UserError::NotCreator,
            UserError::NothingToUndo,
            UserError::NoTileInHand,
            UserError::NoRotationFits { tile: tile("BA/RFr"), x: -2, y: 3 },
            UserError::NotYourTurn(name()),
            UserError::NotYourDecision(name()),
            UserError::Level(UnknownLevel("expert".into())),
            UserError::Stale,
            UserError::SeedChosenByBot,
            UserError::Busy,
            UserError::Unplayable("rules version 1".into()),
            UserError::NewerVersion(9),
            UserError::NoSuchMove { asked: 200, last: 153 },
            UserError::NoFinishedGame(12),
            UserError::GameNotOver(12),
            UserError::NoStats(name()),
            UserError::NoFinishedHere,
            UserError::NotOverYet(12),
        ];
        all.extend(Expansion::ALL.map(UserError::ExpansionNotInBot));
        let rules = [
            RuleError::GameOver,
            RuleError::NoSuchSeat(Seat(4)),
            RuleError::NotYourTurn,
            RuleError::TileNotPlaced,
            RuleError::TileAlreadyPlaced,
            RuleError::Occupied(pos),
            RuleError::Detached(pos),
            RuleError::Mismatch { tile: tile("BA/CcRr+"), pos, dir: Dir::W },
            RuleError::NoSuchFeature(spot("field Nw")),
            // `field` alone, on a tile without a field walled in by its cities.
            RuleError::NoSuchFeature(Spot { kind: FeatureKind::Field, port: None }),
            RuleError::FeatureOccupied(spot("road E")),
            RuleError::NoMeepleLeft,
        ];
        all.extend(rules.map(UserError::Rule));
        all.extend(Expansion::ALL.map(|e| UserError::Rule(RuleError::NotInGame(e.title()))));
        let setups = [
            SetupError::Players(9),
            SetupError::UnknownExpansion("castles".into()),
            SetupError::UnknownOption("fast".into()),
            // A tile of an expansion the game does not play: the catalog's last.
            SetupError::TileNotInGame(TileKind::all().last().expect("tiles")),
            SetupError::TooManyTiles(300),
            SetupError::Version(99),
        ];
        all.extend(setups.map(UserError::Setup));
        all.extend(Expansion::ALL.map(|e| UserError::Setup(SetupError::ExpansionTooNew(e, 2))));
        all.extend(GameOption::ALL.map(|o| UserError::Setup(SetupError::OptionWithoutExpansion(o))));
        all.extend(notation_errors().into_iter().map(UserError::Notation));
        all
    }

    /// Every notation error of the base game, each kind of target, spot and geometry
    /// error included.
    fn notation_errors() -> Vec<ParseActionError> {
        let geometry = |what| ParseGeometryError("Q".into(), what);
        let spots = [
            ParseSpotError::Feature("castle".into()),
            ParseSpotError::MissingEdge(FeatureKind::City),
            ParseSpotError::Port(geometry("half-edge (Nw, Ne, En, Es, Se, Sw, Ws or Wn)")),
            ParseSpotError::MonasteryEdge,
            ParseSpotError::Trailing("now".into()),
        ];
        let mut all = vec![
            ParseActionError::Empty,
            ParseActionError::UnknownVerb("fly".into()),
            ParseActionError::PlaceArity,
            ParseActionError::Target(ParseTargetError::MissingCell),
            ParseActionError::Target(ParseTargetError::Number("y".into())),
            ParseActionError::Target(ParseTargetError::Spot(ParseSpotError::MonasteryEdge)),
            ParseActionError::Number("1.5".into()),
            ParseActionError::Rotation(geometry("rotation (0, 90, 180 or 270)")),
            ParseActionError::Rotation(geometry("direction (N, E, S or W)")),
            ParseActionError::Trailing("pass"),
        ];
        all.extend(spots.into_iter().map(ParseActionError::Spot));
        all
    }

    /// Every refusal worded: the base game's, and every expansion's examples (those it
    /// reads word for word among them).
    fn worded() -> Vec<UserError> {
        let theirs = expansion::examples().flat_map(|x| {
            let exact = x.worded.into_iter().map(|(error, _, _)| error);
            x.refusals.into_iter().chain(x.reworded).chain(exact)
        });
        base().into_iter().chain(theirs).collect()
    }

    #[test]
    fn every_variant_has_an_example() {
        let all = worded();
        let (mut rules, mut setups, mut notation) = (HashSet::new(), HashSet::new(), HashSet::new());
        let (mut targets, mut spots) = (HashSet::new(), HashSet::new());
        for error in &all {
            match error {
                UserError::Rule(e) => {
                    rules.insert(discriminant(e));
                }
                UserError::Setup(e) => {
                    setups.insert(discriminant(e));
                }
                UserError::Notation(e) => {
                    notation.insert(discriminant(e));
                    if let ParseActionError::Target(t) = e {
                        targets.insert(discriminant(t));
                    }
                    if let ParseActionError::Spot(s) = e {
                        spots.insert(discriminant(s));
                    }
                }
                _ => {}
            }
        }
        assert_eq!(
            [rules.len(), setups.len(), notation.len(), targets.len(), spots.len()],
            [RULE_ERRORS, SETUP_ERRORS, NOTATION_ERRORS, TARGET_ERRORS, SPOT_ERRORS]
        );
        // Every kind but the commands engineer's `BadCommand`.
        assert_eq!(all.iter().map(discriminant).collect::<HashSet<_>>().len(), 39);
    }

    /// The words a player types, listed in some refusals ("say easy, normal or hard"):
    /// the notation, the same in every language (an expansion's among its examples).
    fn notation_words() -> Vec<&'static str> {
        let mut all: Vec<&str> = Vec::new();
        all.extend(Expansion::ALL.map(Expansion::word));
        all.extend(GameOption::ALL.map(GameOption::word));
        all.extend(Level::ALL.map(Level::word));
        all.extend(expansion::examples().flat_map(|e| e.notation));
        all
    }

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        let notation = notation_words();
        for error in worded() {
            let english = error.text(Lang::En);
            let french = error.text(Lang::Fr);
            for text in [&english, &french] {
                let id =
                    ["error-", "rule-", "setup-", "notation-", "level-"].iter().any(|p| text.starts_with(p));
                assert!(!id, "{error:?}: no message: {text}");
                assert!(!text.contains('{') && !text.contains('\u{2068}'), "{error:?}: {text}");
            }
            assert_ne!(english, french, "{error:?} is not translated");
            assert_eq!(error.to_string(), english, "Display is the English text");
            let left: Vec<String> =
                english::words_in(&french).into_iter().filter(|w| !notation.contains(&w.as_str())).collect();
            assert!(left.is_empty(), "{error:?}: English in {french:?}: {left:?}");
        }
    }

    /// Every kind of the base game's rule errors has an example in `base`: a new
    /// `RuleError` does not compile until it has its row in this match (the next
    /// number), then fails here until it has one, so its words are checked like the
    /// others'. An expansion's refusals (`RuleError::Expansion`, its setup's, its
    /// notation's, its commands') are numbered by none: every message of its file that
    /// words one (`rule-…`, `setup-…`, `notation-…`, `error-…`) is said by one of its
    /// examples, so a new refusal worded by a new message fails here until it has one.
    #[test]
    fn every_kind_of_refusal_is_worded() {
        fn kind(error: &RuleError) -> usize {
            match error {
                RuleError::GameOver => 0,
                RuleError::NoSuchSeat(..) => 1,
                RuleError::NotYourTurn => 2,
                RuleError::TileNotPlaced => 3,
                RuleError::TileAlreadyPlaced => 4,
                RuleError::Occupied(..) => 5,
                RuleError::Detached(..) => 6,
                RuleError::Mismatch { .. } => 7,
                RuleError::NoSuchFeature(..) => 8,
                RuleError::FeatureOccupied(..) => 9,
                RuleError::NoMeepleLeft => 10,
                RuleError::NotInGame(..) => 11,
                RuleError::NotForMeeples(_) => 12,
                RuleError::Expansion(_) => 13,
            }
        }
        let all = worded();
        let listed: std::collections::BTreeSet<usize> = all
            .iter()
            .filter_map(|e| if let UserError::Rule(r) = e { Some(kind(r)) } else { None })
            .collect();
        // How many rows the match above has: one more with each new kind.
        const KINDS: usize = 14;
        let missing: Vec<usize> = (0..KINDS).filter(|k| !listed.contains(k)).collect();
        assert!(missing.is_empty(), "rule errors of these kinds have no example: {missing:?}");
        let said = heard::said_by(|| {
            for error in &all {
                for lang in Lang::ALL {
                    error.text(lang);
                }
            }
        });
        let refusal = |id: &str| ["rule-", "setup-", "notation-", "error-"].iter().any(|p| id.starts_with(p));
        all_said("the refusals", &said, |m| refusal(&m.id));
    }

    /// A store failure printed with its causes (as the bot's log lines print errors)
    /// says each cause once: the service adds no second copy of the store's words.
    #[test]
    fn a_store_failure_is_told_once() {
        let error = ServiceError::from(StoreError::GameNotFound(crate::store::GameId(7)));
        let told = format!("{:#}", anyhow::Error::new(error));
        assert_eq!(told, "no game with id 7");
    }

    /// No refusal reads as the generic apology of our own failures.
    #[test]
    fn every_refusal_has_its_own_words() {
        for lang in [Lang::En, Lang::Fr] {
            let apology = lang.say("error-internal", []);
            for error in worded() {
                assert_ne!(error.text(lang), apology, "{error:?}");
            }
        }
    }

    /// The engine's own text is kept in English wherever its values were already words
    /// a player reads (but where the base game's or an expansion's refusal names more:
    /// a tile by what it shows, a monument by its name; an expansion's `reworded`).
    #[test]
    fn english_rule_errors_read_as_the_engine_wrote_them() {
        let theirs = expansion::examples().flat_map(|e| e.refusals);
        for error in base().into_iter().chain(theirs) {
            let english = error.text(Lang::En);
            match &error {
                UserError::Rule(RuleError::Mismatch { .. } | RuleError::FeatureOccupied(_)) => {}
                UserError::Rule(RuleError::NoSuchFeature(Spot { kind: FeatureKind::Field, port: None })) => {}
                UserError::Rule(rule) => assert_eq!(english, rule.to_string()),
                UserError::Setup(setup) => {
                    assert_eq!(english.replace('`', ""), setup.to_string().replace('`', ""))
                }
                _ => {}
            }
        }
    }

    #[test]
    fn english_texts_are_kept_and_french_ones_agree() {
        let cases = [
            (UserError::Full(4), "The game is full (4 players).", "La partie est complète (4 joueurs)."),
            (
                UserError::NoRotationFits { tile: tile("BA/RFr"), x: -2, y: 3 },
                "Your tile (a straight road) does not fit at -2 3 in any rotation.",
                "Votre tuile (une route droite) ne se pose en -2 3 dans aucune orientation.",
            ),
            (
                UserError::Rule(RuleError::Mismatch {
                    tile: tile("BA/CcRr+"),
                    pos: Pos::new(1, 0),
                    dir: Dir::W,
                }),
                "your tile (a city corner with a pennant and a curved road) at 1 0 does not match its neighbour on the W edge",
                "votre tuile (une ville en coin avec un blason et une route en courbe) en 1 0 ne correspond pas à sa voisine à l'ouest",
            ),
            (
                UserError::Rule(RuleError::FeatureOccupied(spot("field Es"))),
                "that field already has a meeple in it",
                "ce pré a déjà un meeple",
            ),
            (
                UserError::Rule(RuleError::NoSuchFeature(spot("field Wn"))),
                "the tile just placed has no field Wn",
                "la tuile qui vient d'être posée n'a pas de pré On",
            ),
            (
                UserError::Rule(RuleError::NoSuchFeature(spot("monastery"))),
                "the tile just placed has no monastery",
                "la tuile qui vient d'être posée n'a pas d'abbaye",
            ),
            (
                UserError::Level(UnknownLevel("expert".into())),
                "`expert` is not a bot level: say easy, normal or hard",
                "`expert` n'est pas un niveau de bot\u{a0}: dites facile, normal ou difficile",
            ),
        ];
        let theirs = expansion::examples().flat_map(|e| e.worded);
        for (error, english, french) in cases.into_iter().chain(theirs) {
            assert_eq!(error.text(Lang::En), english);
            assert_eq!(error.text(Lang::Fr), french);
        }
    }

    /// A typed word is quoted back clipped and with its controls escaped.
    #[test]
    fn typed_words_are_quoted_safely() {
        let long = format!("{}\u{202E}", "x".repeat(60));
        let text = UserError::Notation(ParseActionError::UnknownVerb(long)).text(Lang::Fr);
        assert!(text.starts_with(&format!("`{}…`", "x".repeat(MAX_ECHO))), "{text}");
        let text = UserError::Level(UnknownLevel("a\u{202E}b".into())).text(Lang::En);
        assert!(text.starts_with("`a\\u{202e}b`"), "{text}");
    }
}
