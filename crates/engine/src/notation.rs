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
