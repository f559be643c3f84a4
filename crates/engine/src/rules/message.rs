//! What a box has to say, as data: each of its refusals, its notation's errors and its
//! events names the message that words it (an id of its locale files) and the message's
//! typed arguments. The engine never writes a sentence: the front ends word a
//! [`Message`] the same way for every box (a seat by its player's name, a feature by its
//! name and grammar, a figure by its name), and write an event's summary row from its
//! [`Message`] too.

use crate::catalog::TileKind;
use crate::game::FigureKind;
use crate::geometry::Pos;
use crate::rules::Expansion;
use crate::seat::{Seat, SeatSet};
use crate::spot::Spot;
use crate::tile::FeatureKind;

/// A message id of the locale files with its named, typed arguments; for an event's
/// summary row, the row's type and its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's id in the locale files (`rule-no-shepherd-left`); a summary row's
    /// type (`shepherd`).
    pub id: &'static str,
    /// Its arguments by name, in order.
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Message`], typed so that each front end words it its own way and
/// the same way for every box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A player, by name.
    Seat(Seat),
    /// No player (a summary row's `null`: nobody was paid).
    Nobody,
    /// Players, by name: "Alice, Bob and Carol".
    Seats(SeatSet),
    /// A whole number.
    Number(i64),
    /// A yes or no (a summary row's field).
    Bool(bool),
    /// A word as it is: a key a message selects on or prints (`ns`, a monument's word,
    /// a direction's letter), the same in every language.
    Word(&'static str),
    /// A text as it is, made by the engine (a notation's form: `field Es`, `3`).
    Text(String),
    /// Words a player typed, quoted back clipped and made safe.
    Typed(String),
    /// A kind of feature, with its name and grammar (`$feature`, `$feature-name`,
    /// `$feature-gender`, `$feature-place` for an argument named `feature`); its word in
    /// a summary row.
    Feature(FeatureKind),
    /// A figure, by its name (`figure-name-…`).
    Figure(FigureKind),
    /// A tile, by what it shows ("a straight road"); its id in a summary row.
    Tile(TileKind),
    /// A tile by what it shows, at the start of a sentence ("A straight road").
    TileFirst(TileKind),
    /// A spot as the reader types it (`road E`, `route E`).
    Spot(Spot),
    /// A spot as the image names it ("road east").
    SpotWords(Spot),
    /// An expansion, by its title.
    Expansion(Expansion),
    /// Words of the notation offered as alternatives, as the reader types them.
    Either(Vec<&'static str>),
    /// A message said within this one; a summary row's object.
    Message(Box<Message>),
    /// Several, joined; a summary row's list.
    List(Vec<Arg>, Join),
    /// A count for each seat, in seat order: a summary row's list of the players'
    /// counts (the goods each holds), as many as the game has players.
    PerSeat(Vec<i64>),
}

/// How the items of an [`Arg::List`] are joined in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// "a, b, c".
    Comma,
    /// "a, b and c".
    And,
}

impl Message {
    /// Message `id`, with no argument yet.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
    }

    /// Message `id` of a notation error, quoting back what was `typed` (`$typed`).
    pub fn typed(id: &'static str, typed: &str) -> Message {
        Message::new(id).with("typed", Arg::Typed(typed.to_string()))
    }

    /// The same with argument `name`.
    pub fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Message {
        self.args.push((name, arg.into()));
        self
    }

    /// The same with `seat`'s player as `$name` (a summary row's `player`).
    pub fn who(self, seat: Seat) -> Message {
        self.with("name", seat)
    }

    /// The same with a cell as `$x` and `$y`.
    pub fn cell(self, pos: Pos) -> Message {
        self.at(pos, "x", "y")
    }

    /// The same with a cell as the arguments `x` and `y` named.
    pub fn at(self, pos: Pos, x: &'static str, y: &'static str) -> Message {
        self.with(x, pos.x).with(y, pos.y)
    }

    /// The same with a feature kind as `$feature` and its grammar.
    pub fn feature(self, kind: FeatureKind) -> Message {
        self.with("feature", Arg::Feature(kind))
    }

    /// The same with a feature on the board named by its cell and spot, as a player
    /// types it: `$x`, `$y`, `$spot` and its feature's word `$feature`.
    pub fn target(self, target: crate::Target) -> Message {
        self.cell(target.pos).with("spot", Arg::Spot(target.spot)).with("feature", target.spot.kind.word())
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Arg {
        Arg::Seat(seat)
    }
}

impl From<Option<Seat>> for Arg {
    fn from(seat: Option<Seat>) -> Arg {
        seat.map_or(Arg::Nobody, Arg::Seat)
    }
}

impl From<SeatSet> for Arg {
    fn from(seats: SeatSet) -> Arg {
        Arg::Seats(seats)
    }
}

impl From<bool> for Arg {
    fn from(yes: bool) -> Arg {
        Arg::Bool(yes)
    }
}

impl From<&'static str> for Arg {
    fn from(word: &'static str) -> Arg {
        Arg::Word(word)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

impl From<Expansion> for Arg {
    fn from(expansion: Expansion) -> Arg {
        Arg::Expansion(expansion)
    }
}

/// Whole numbers of every width the engine counts in.
macro_rules! numbers {
    ($($t:ty),*) => {
        $(impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        })*
    };
}
numbers!(u8, u16, u32, i32, usize);
