//! What a command produces for its front end: public and private text kept apart so
//! hidden information can never slip into a channel, the board image, and who to ping.

use carcassonne_engine::Event;

use super::Choices;

/// The answer to one command.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Text for everybody in the channel.
    pub public: Option<String>,
    /// The language of the text for everybody (`public`, `more`, `call`): the game's.
    /// `private` is in the language of the author's locale.
    pub lang: super::Lang,
    /// Text only the command's author sees (errors, hands, hints).
    pub private: Option<String>,
    /// Text for everybody that follows the main message: details that would not fit
    /// beside the result (a whole game's final scoring with six players).
    pub more: Option<String>,
    /// The board as a PNG.
    pub image: Option<Vec<u8>>,
    /// A finished game's timelapse, as an animated GIF.
    pub animation: Option<Vec<u8>>,
    /// The command ended this game (its number): the public message offers a button
    /// that shows whoever clicks it the game's timelapse, privately.
    pub watch: Option<i64>,
    /// User ids to notify: whoever must act next.
    pub mentions: Vec<String>,
    /// What the game waits for, in one line (`public` ends with it): a front end that
    /// shows the rest elsewhere (by updating the turn's message) can ping with it alone.
    pub call: Option<String>,
    /// What changed in the game, if anything.
    pub change: Option<Change>,
    /// Messages to deliver besides the answer (direct messages to waiting players).
    pub followups: Vec<Followup>,
    /// One-click next steps (buttons): figure spots, grow/herd, rotations at a cell.
    pub choices: Option<Choices>,
    /// Players hold hidden hands (The Gifts): the public message offers a button that
    /// shows whoever clicks it their own hand, privately.
    pub hand_button: bool,
    /// The image shows only the part of the board around the action: the public
    /// message offers a button that shows whoever clicks it the whole board, privately.
    pub board_button: bool,
    /// The game runs: the public message offers a button that gives whoever clicks it
    /// their private link to the board page (where the front end serves one).
    pub open_button: bool,
    /// The game waits in its lobby: the public message offers buttons to join, seat a
    /// bot and start, so a group can set up a game without typing.
    pub lobby: bool,
    /// The command was refused: `private` says why and nothing was written.
    pub refused: bool,
    /// A running game's `leave` asks its author to confirm: the private message offers
    /// a button with this label (in the author's language) that leaves for good.
    pub leave_button: Option<String>,
    /// The command closed the channel's game (cancelled it): the buttons of its last
    /// lobby or board message have nothing left to act on.
    pub closed: bool,
    /// Buttons to the pages before and after the private text (the history's Older
    /// and Newer), labelled in the author's language.
    pub pages: Vec<PageTurn>,
    /// The answer is another page of the private message its button was on: it takes
    /// that message's place rather than following it.
    pub in_place: bool,
}

/// A button to another page of a game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageTurn {
    pub label: String,
    pub game: i64,
    /// From 1.
    pub page: usize,
}

/// A message the front end delivers besides the answer itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Followup {
    /// Tell `user`, privately and outside the channel, `text`, written in `lang`: the
    /// language they had when they asked for direct messages, else the game's.
    DirectMessage { user: String, text: String, lang: super::Lang },
}

/// A change to a stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub game: i64,
    /// Engine events of the command, in order.
    pub events: Vec<Event>,
}

impl Reply {
    /// A reply only its author sees.
    pub fn private(text: impl Into<String>) -> Reply {
        Reply { private: Some(text.into()), ..Reply::default() }
    }

    /// A refusal: why, for the author only.
    pub fn refusal(text: impl Into<String>) -> Reply {
        Reply { private: Some(text.into()), refused: true, ..Reply::default() }
    }

    /// The same answer for its author alone: the text and image the channel would have
    /// seen, pinging nobody and offering no buttons (a look asked for by a click).
    pub fn privately(self) -> Reply {
        let text = [self.public, self.more].into_iter().flatten().collect::<Vec<_>>().join("\n\n");
        Reply {
            private: Some([Some(text), self.private].into_iter().flatten().collect::<Vec<_>>().join("\n\n")),
            image: self.image,
            animation: self.animation,
            refused: self.refused,
            ..Reply::default()
        }
    }

    /// A reply for the whole channel.
    pub fn public(text: impl Into<String>) -> Reply {
        Reply { public: Some(text.into()), ..Reply::default() }
    }
}
