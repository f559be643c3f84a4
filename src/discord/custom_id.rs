//! Button ids: the game, its revision (which changes with every move and undo and never
//! repeats) and the action a button plays, packed into Discord's custom id so a click
//! works after a restart and a stale one can be recognised; and the buttons that play
//! no action, the same for every game: "My gifts", "Full board" and the lobby's; and
//! the pages of a game's history. Pure text; it must not check the game.

use crate::service::Action;

/// The prefix of every button id of this bot, with the format version (`carc1` ids
/// named the action-log position, which an undo reuses; they are no longer accepted).
const PREFIX: &str = "carc2";

/// Discord's limit on a custom id's length.
pub const MAX_LEN: usize = 100;

/// The "My gifts" button: the same for every game and turn, since it only looks (the
/// service answers it for the channel's game and the user who clicks).
pub const HAND: &str = "carc2:hand";

/// The "Full board" button under a preview: like "My gifts", the same for every game
/// and turn; the service shows the clicker the channel's whole board.
pub const BOARD: &str = "carc2:board";

/// The "Open the board" button on a running game's messages: like "My gifts", the same
/// for every game and turn; the service gives the clicker their own link to the
/// channel's game.
pub const OPEN_BOARD: &str = "carc2:open-board";

/// The lobby's buttons: like "My gifts", the same for every game (the service answers
/// them for the channel's game and the user who clicks).
pub const JOIN: &str = "carc2:join";
pub const ADD_BOT: &str = "carc2:add-bot";
pub const START: &str = "carc2:start";

/// The button under a running game's `leave` answer that confirms it: the same for
/// every game (the service checks the clicker's seat in the channel's game).
pub const LEAVE: &str = "carc2:leave";

/// The prefix of a history page's button id, `carc2:history:GAME:PAGE`.
const HISTORY: &str = "carc2:history:";

/// The prefix of the "Watch the game" button under a game's final message,
/// `carc2:watch:GAME`.
const WATCH: &str = "carc2:watch:";

/// The id of the "Watch the game" button of game `game`.
pub fn watch(game: i64) -> String {
    format!("{WATCH}{game}")
}

/// What a click on one of the bot's buttons asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Take a seat in the lobby (or back from a bot).
    Join,
    /// Seat a normal bot in the lobby.
    AddBot,
    /// Start the game, seat order drawn at random.
    Start,
    /// Leave the running game for good (the confirmation of `leave`).
    LeaveForGood,
    /// Play an action offered on a turn.
    Play(ButtonId),
    /// Show the clicker their own gifts.
    Hand,
    /// Show the clicker the whole board.
    Board,
    /// Give the clicker their private link to the board page.
    OpenBoard,
    /// Show the clicker another page of a game's history, in place of the one clicked.
    History(HistoryPage),
    /// Show the clicker the timelapse of this finished game.
    Watch(i64),
}

impl Click {
    /// The click behind an id, or `None` for anything this bot did not make.
    pub fn decode(id: &str) -> Option<Click> {
        match id {
            HAND => Some(Click::Hand),
            BOARD => Some(Click::Board),
            OPEN_BOARD => Some(Click::OpenBoard),
            JOIN => Some(Click::Join),
            ADD_BOT => Some(Click::AddBot),
            START => Some(Click::Start),
            LEAVE => Some(Click::LeaveForGood),
            _ => {
                let watch = || id.strip_prefix(WATCH)?.parse().ok().map(Click::Watch);
                HistoryPage::decode(id)
                    .map(Click::History)
                    .or_else(watch)
                    .or_else(|| ButtonId::decode(id).map(Click::Play))
            }
        }
    }

    /// Whether the button keeps acting whatever happens in its channel next: "Watch the
    /// game" names a finished game, so the next game's messages leave it on.
    pub fn lasts(self) -> bool {
        matches!(self, Click::Watch(_))
    }

    /// Whether the click only looks (its button stands apart from the moves).
    pub fn looks(self) -> bool {
        matches!(self, Click::Hand | Click::Board | Click::OpenBoard | Click::History(_) | Click::Watch(_))
    }
}

/// A page of a game's history, from 1: the same for every reader of that game, since
/// a page once full never changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryPage {
    pub game: i64,
    pub page: usize,
}

impl HistoryPage {
    /// `carc2:history:GAME:PAGE`, e.g. `carc2:history:12:3`.
    pub fn encode(&self) -> String {
        format!("{HISTORY}{}:{}", self.game, self.page)
    }

    /// The page behind an id, or `None` for anything else.
    pub fn decode(id: &str) -> Option<HistoryPage> {
        let (game, page) = id.strip_prefix(HISTORY)?.split_once(':')?;
        Some(HistoryPage { game: game.parse().ok()?, page: page.parse().ok()? })
    }
}

/// What a button plays, and on which turn of which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ButtonId {
    pub game: i64,
    pub revision: u64,
    pub action: Action,
}

impl ButtonId {
    /// `carc2:GAME:REVISION:ACTION`, e.g. `carc2:12:5:meeple road E`.
    pub fn encode(&self) -> String {
        let id = format!("{PREFIX}:{}:{}:{}", self.game, self.revision, self.action);
        debug_assert!(id.len() <= MAX_LEN, "{id}");
        id
    }

    /// The button behind an id, or `None` for anything this bot did not make.
    pub fn decode(id: &str) -> Option<ButtonId> {
        let mut parts = id.splitn(4, ':');
        if parts.next()? != PREFIX {
            return None;
        }
        let game = parts.next()?.parse().ok()?;
        let revision = parts.next()?.parse().ok()?;
        let action = parts.next()?.parse().ok()?;
        Some(ButtonId { game, revision, action })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for action in ["meeple road E", "meeple monastery", "meeple field Sw", "pass", "place -3 12 270"] {
            let id = ButtonId { game: 42, revision: 17, action: action.parse().unwrap() };
            let text = id.encode();
            assert!(text.len() <= MAX_LEN);
            assert_eq!(ButtonId::decode(&text), Some(id), "{text}");
        }
        assert_eq!(ButtonId { game: 1, revision: 0, action: Action::Pass }.encode(), "carc2:1:0:pass");
    }

    #[test]
    fn the_hand_button_is_no_action() {
        assert_eq!(Click::decode(HAND), Some(Click::Hand));
        assert_eq!(ButtonId::decode(HAND), None);
        let play = ButtonId { game: 3, revision: 1, action: "gift retreat -2 10 city N".parse().unwrap() };
        assert_eq!(Click::decode(&play.encode()), Some(Click::Play(play)));
        assert_eq!(Click::decode("carc2:hands"), None);
        assert_eq!(
            [JOIN, ADD_BOT, START, LEAVE].map(Click::decode),
            [Click::Join, Click::AddBot, Click::Start, Click::LeaveForGood].map(Some)
        );
    }

    #[test]
    fn history_pages_round_trip_and_only_look() {
        let page = HistoryPage { game: 12, page: 3 };
        assert_eq!(page.encode(), "carc2:history:12:3");
        assert_eq!(Click::decode("carc2:history:12:3"), Some(Click::History(page)));
        assert!(Click::History(page).looks() && Click::Board.looks() && !Click::Join.looks());
        for text in ["carc2:history:12", "carc2:history:x:3", "carc2:history:12:-1", "carc2:history:12:3:4"] {
            assert_eq!(Click::decode(text), None, "{text}");
        }
    }

    #[test]
    fn the_watch_button_names_its_game_and_only_looks() {
        assert_eq!(watch(12), "carc2:watch:12");
        assert_eq!(Click::decode("carc2:watch:12"), Some(Click::Watch(12)));
        assert!(Click::Watch(12).looks());
        for text in ["carc2:watch:", "carc2:watch:x", "carc2:watch:12:3"] {
            assert_eq!(Click::decode(text), None, "{text}");
        }
    }

    #[test]
    fn foreign_or_broken_ids_are_refused() {
        for text in [
            "",
            "carc2",
            "carc2:1:2",
            "other:1:2:pass",
            "carc2:x:2:pass",
            "carc2:1:-2:pass",
            "carc2:1:2:soar",
            "carc1:1:2:pass",
        ] {
            assert_eq!(ButtonId::decode(text), None, "{text}");
        }
    }
}
