//! The text notation's errors: why a line such as `place 1 0 90`, `meeple field Nw`,
//! `gift retreat 1 0 city N` or a tile id such as `BA/RCr` could not be read.
//!
//! Every value that has a text form (`Action`, `Spot`, `Target`, `Rotation`, `Dir`,
//! `HalfEdge`, `TileKind`, `Token`, an expansion's own such as `rules::gifts::Gift` or
//! `rules::monuments::Monument`) implements `Display` and
//! `FromStr`, and the two round-trip; the notation is one language shared by the bot's
//! commands, the terminal driver, stored action logs and the tests. The types live with
//! the values at the crate root; only their parse errors are gathered here (an
//! expansion's own that moved into its module stay there: Hills & Sheep's
//! `rules::hills_sheep::ParseTokenError`). This is a
//! namespace on purpose: a caller needs these types only to say precisely what was
//! wrong with what a player typed (the bot words each variant from its locale files),
//! they nest (`ParseActionError::Spot(ParseSpotError::Port(ParseGeometryError))`), and
//! kept together they read as one grammar's error report instead of crowding the root.

pub use crate::action::ParseActionError;
pub use crate::catalog::UnknownTile;
pub use crate::geometry::ParseGeometryError;
pub use crate::spot::ParseSpotError;
pub use crate::target::ParseTargetError;

use crate::spot::Spot;

/// A box's own actions in the text notation (each box's `Act`, `rules::tower::Act`): the
/// verbs that start them, how one is read, and the spot of the tile just placed it names.
/// The registry's `ExpansionAction` asks each box through it. The defaults are what most
/// boxes' actions are, so that a box writes only what is its own: one verb, and no spot
/// to rename. The samples name every form, and the round trip of each (read, written,
/// its verb its first word) checks the verb a box with several verbs gives.
pub trait BoxNotation: Copy {
    /// One action of each form of its notation (`action::notation_samples`).
    #[cfg(test)]
    const SAMPLES: &'static [&'static str];

    /// Its notation's verbs, as a refusal of an unknown verb lists them.
    const VERBS: &'static [&'static str];

    /// The verb that starts the action's notation: the box's one verb, unless it has
    /// several.
    fn verb(self) -> &'static str {
        Self::VERBS[0]
    }

    /// The same action naming `spot` instead of the spot of the tile just placed it
    /// names (another name of the same field, as the players are offered it): unchanged,
    /// unless the box's actions name such spots.
    fn with_spot(self, _spot: Spot) -> Self {
        self
    }

    /// Reads an action from a lower-case `verb` and the words after it; `None` for a
    /// verb not the box's.
    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Self, ParseActionError>>;
}

/// A closed set of values each named by one word (`Expansion`, `Monument`, the magic
/// figures; the bot's levels and clocks): the word is what players type and what
/// `Display` writes, and any case of it reads back. One trait, so that every such set
/// reads its words the same way instead of each writing its own lookup; [`words!`](crate::words!)
/// implements it, with `Display` and `FromStr`, from the type's own `ALL` and `word`.
pub trait Word: Copy + 'static {
    /// Every value, in the order the type lists them.
    const ALL: &'static [Self];

    /// Its word.
    fn word(self) -> &'static str;

    /// The value `s` names, in any case.
    fn from_word(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.word().eq_ignore_ascii_case(s))
    }
}

/// Implements [`Word`] for a type from its inherent `ALL` and `word` (kept inherent, and
/// `const` where they are, for the callers that use them in constants; `Type: method`
/// names another method than `word`), with `Display` by the word and, given the error
/// and how to build it from the text that named nothing, `FromStr` by
/// [`Word::from_word`]. Without an error, a type whose reading takes more than its
/// words (aliases) writes its own `FromStr`.
#[macro_export]
macro_rules! words {
    ($ty:ty: $word:ident) => {
        impl $crate::notation::Word for $ty {
            const ALL: &'static [$ty] = &<$ty>::ALL;
            fn word(self) -> &'static str {
                <$ty>::$word(self)
            }
        }

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(<$ty>::$word(*self))
            }
        }
    };
    ($ty:ty: $word:ident, $err:ty, $unknown:expr) => {
        $crate::words!($ty: $word);

        impl ::std::str::FromStr for $ty {
            type Err = $err;
            fn from_str(s: &str) -> Result<$ty, $err> {
                <$ty as $crate::notation::Word>::from_word(s).ok_or_else(|| $unknown(s.to_string()))
            }
        }
    };
    ($ty:ty) => {
        $crate::words!($ty: word);
    };
    ($ty:ty, $err:ty, $unknown:expr) => {
        $crate::words!($ty: word, $err, $unknown);
    };
}

/// Words as a refusal lists what may be said instead: `a, b or c`. Written from the
/// lists themselves (`Expansion::ALL`, `FeatureKind::ALL`), so that a new one is offered
/// without editing a message.
pub(crate) fn or_list<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let words: Vec<&str> = words.into_iter().collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}
