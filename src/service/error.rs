//! Why a command failed: a player's mistake (told to them privately, in their language,
//! nothing written) or our own failure (logged once, never shown raw).

use carcassonne_engine::{Gift, ParseActionError, RuleError, SetupError};
use fluent_bundle::FluentValue;

use super::Lang;

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
    Full(usize),
    AlreadyStarted,
    NotStarted,
    Finished,
    NotCreator,
    NothingToUndo,
    NoTileInHand,
    NoRotationFits {
        tile: String,
        x: i32,
        y: i32,
    },
    NoGifts,
    /// A card that acts on something, named without it.
    GiftTargetMissing(Gift),
    /// A card with nothing on the board to act on now.
    GiftIdle(Gift),
    ExpansionNotInBot(&'static str),
    NotYourTurn(String),
    /// Someone else owes the decision the game waits for (a castle, a bid), though it
    /// may not be their turn either.
    NotYourDecision(String),
    /// The engine's rule errors, the command parsers' and the bot levels' reasons: still
    /// in English whatever the language.
    Rule(#[from] RuleError),
    Setup(#[from] SetupError),
    Notation(#[from] ParseActionError),
    BadCommand(super::command::BadCommand),
    Level(#[from] crate::ai::UnknownLevel),
    Stale,
    SeedChosenByBot,
    Busy,
    Unplayable(String),
    NewerVersion(u32),
}

impl UserError {
    /// The refusal in `lang`, as the player reads it.
    pub fn text(&self, lang: Lang) -> String {
        let card = |gift: &Gift| ("card", FluentValue::from(gift.word()));
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
            UserError::Full(count) => lang.say("error-full", [("count", (*count).into())]),
            UserError::AlreadyStarted => lang.say("error-already-started", []),
            UserError::NotStarted => lang.say("error-not-started", []),
            UserError::Finished => lang.say("error-finished", []),
            UserError::NotCreator => lang.say("error-not-creator", []),
            UserError::NothingToUndo => lang.say("error-nothing-to-undo", []),
            UserError::NoTileInHand => lang.say("error-no-tile-in-hand", []),
            UserError::NoRotationFits { tile, x, y } => lang.say(
                "error-no-rotation-fits",
                [("tile", tile.as_str().into()), ("x", (*x).into()), ("y", (*y).into())],
            ),
            UserError::NoGifts => lang.say("error-no-gifts", []),
            UserError::GiftTargetMissing(gift) => lang.say("error-gift-target-missing", [card(gift)]),
            UserError::GiftIdle(gift) => lang.say("error-gift-idle", [card(gift)]),
            UserError::ExpansionNotInBot(title) => {
                lang.say("error-expansion-not-in-bot", [("expansion", (*title).into())])
            }
            UserError::NotYourTurn(player) => lang.say("error-not-your-turn", name(player)),
            UserError::NotYourDecision(player) => lang.say("error-not-your-decision", name(player)),
            UserError::Rule(e) => rule(e),
            UserError::Setup(e) => e.to_string(),
            UserError::Notation(e) => e.to_string(),
            UserError::BadCommand(bad) => bad.text(lang),
            UserError::Level(e) => e.to_string(),
            UserError::Stale => lang.say("error-stale", []),
            UserError::SeedChosenByBot => lang.say("error-seed-chosen-by-bot", []),
            UserError::Busy => lang.say("error-busy", []),
            UserError::Unplayable(why) => lang.say("error-unplayable", [("why", why.as_str().into())]),
            UserError::NewerVersion(version) => {
                lang.say("error-newer-version", [("version", (*version).into())])
            }
        }
    }
}

/// A player's name as a message's `$name`.
fn name(player: &str) -> [(&'static str, FluentValue<'_>); 1] {
    [("name", player.into())]
}

/// The engine's reason in players' words: a tile named by what it shows, not by its id.
fn rule(error: &RuleError) -> String {
    match *error {
        RuleError::Mismatch { tile, pos, dir } => format!(
            "your tile ({}) at {pos} does not match its neighbour on the {dir} edge",
            super::tile_words::words(tile, Lang::En)
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

#[cfg(test)]
mod tests {
    use carcassonne_engine::Gift;

    use super::*;

    /// One refusal of each kind the `.ftl` files word, with every argument filled.
    fn worded() -> Vec<UserError> {
        let name = || "Alice".to_string();
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
            UserError::Full(1),
            UserError::Full(5),
            UserError::AlreadyStarted,
            UserError::NotStarted,
            UserError::Finished,
            UserError::NotCreator,
            UserError::NothingToUndo,
            UserError::NoTileInHand,
            UserError::NoRotationFits { tile: "a road".into(), x: -2, y: 3 },
            UserError::NoGifts,
            UserError::ExpansionNotInBot("Monuments"),
            UserError::NotYourTurn(name()),
            UserError::NotYourDecision(name()),
            UserError::Stale,
            UserError::SeedChosenByBot,
            UserError::Busy,
            UserError::Unplayable("rules version 1".into()),
            UserError::NewerVersion(9),
        ];
        for gift in [Gift::Synod, Gift::RoadSweeper, Gift::ChangePosition, Gift::Retreat, Gift::TakeTwo] {
            all.extend([UserError::GiftTargetMissing(gift), UserError::GiftIdle(gift)]);
        }
        all
    }

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        for error in worded() {
            let english = error.text(Lang::En);
            let french = error.text(Lang::Fr);
            for text in [&english, &french] {
                assert!(!text.starts_with("error-"), "{error:?}: no message: {text}");
                assert!(!text.contains('{') && !text.contains('\u{2068}'), "{error:?}: {text}");
            }
            assert_ne!(english, french, "{error:?} is not translated");
            assert_eq!(error.to_string(), english, "Display is the English text");
        }
    }

    #[test]
    fn english_texts_are_kept_and_french_ones_agree() {
        let cases = [
            (UserError::Full(4), "The game is full (4 players).", "La partie est complète (4 joueurs)."),
            (
                UserError::NoRotationFits { tile: "a road".into(), x: -2, y: 3 },
                "Your tile (a road) does not fit at -2 3 in any rotation.",
                "Votre tuile (a road) ne se pose en -2 3 dans aucune orientation.",
            ),
            (
                UserError::GiftTargetMissing(Gift::RoadSweeper),
                "Say what your Road sweeper acts on: `gift sweeper X Y SPOT`; `gifts` lists where you may open it.",
                "Dites sur quoi agit votre carte Cantonnier : `gift sweeper X Y SPOT` ; `gifts` indique où vous pouvez la déballer.",
            ),
            (
                UserError::GiftIdle(Gift::Synod),
                "Your Synod has nothing to act on now: there is no unfinished monastery. Keep it; unopened, it scores 2 points at the end.",
                "Votre carte Synode n'a rien sur quoi agir pour l'instant : il n'y a aucune abbaye incomplète. Gardez-la : non déballée, elle rapporte 2 points à la fin.",
            ),
        ];
        for (error, english, french) in cases {
            assert_eq!(error.text(Lang::En), english);
            assert_eq!(error.text(Lang::Fr), french);
        }
    }
}
