//! The five gifts and how a player names one being opened: `gift synod 0 2 monastery`,
//! `gift sweeper 1 0 road E`, `gift retreat 1 0 city N`, `gift change 1 0 road E field
//! Ne` (the meeple's spot, then where it goes on the same tile), `gift take-two`, and
//! `gift synod waste` for a card opened when it has nothing to act on (it is wasted).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ParseError;
use crate::action::ParseActionError;
use crate::notation::Word;
use crate::spot::Spot;
use crate::target::Target;
use crate::tile::FeatureKind;

/// A gift card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Gift {
    /// Put a meeple from supply on any incomplete monastery.
    Synod,
    /// Score any incomplete road as at the end; its meeples go home.
    RoadSweeper,
    /// One of your meeples lies down in a field of its tile, or stands up from one.
    ChangePosition,
    /// One of your meeples goes home: 2 points, and 2 per meeple left in its feature.
    Retreat,
    /// Draw a second tile, place one of the two, shuffle the other back.
    TakeTwo,
}

impl Gift {
    pub const ALL: [Gift; 5] =
        [Gift::Synod, Gift::RoadSweeper, Gift::ChangePosition, Gift::Retreat, Gift::TakeTwo];

    /// The notation word.
    pub const fn word(self) -> &'static str {
        match self {
            Gift::Synod => "synod",
            Gift::RoadSweeper => "sweeper",
            Gift::ChangePosition => "change",
            Gift::Retreat => "retreat",
            Gift::TakeTwo => "take-two",
        }
    }

    /// The card's printed name.
    pub const fn title(self) -> &'static str {
        match self {
            Gift::Synod => "Synod",
            Gift::RoadSweeper => "Road sweeper",
            Gift::ChangePosition => "Change position",
            Gift::Retreat => "Retreat",
            Gift::TakeTwo => "Take two",
        }
    }
}

crate::words!(Gift);

impl FromStr for Gift {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Gift, ParseActionError> {
        let word = s.to_ascii_lowercase().replace('_', "-");
        let alias = match word.as_str() {
            "road-sweeper" => "sweeper",
            "change-position" => "change",
            "take2" | "taketwo" => "take-two",
            other => other,
        };
        Gift::from_word(alias).ok_or(ParseError::Gift(s.to_string()).into())
    }
}

/// A gift opened, with what it acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GiftPlay {
    Synod(Target),
    RoadSweeper(Target),
    Retreat(Target),
    /// The meeple standing at `from` moves to `to` on the same tile.
    ChangePosition {
        from: Target,
        to: Spot,
    },
    TakeTwo,
    /// The card opened with nothing to act on (from rules version 6, when it has none):
    /// it is discarded and does nothing. « Si vous déballez un présent qui n'a aucun
    /// effet à un moment donné du jeu, le présent sera juste gaspillé. »
    Wasted(Gift),
}

impl GiftPlay {
    /// The card this opens.
    pub const fn gift(self) -> Gift {
        match self {
            GiftPlay::Synod(_) => Gift::Synod,
            GiftPlay::RoadSweeper(_) => Gift::RoadSweeper,
            GiftPlay::Retreat(_) => Gift::Retreat,
            GiftPlay::ChangePosition { .. } => Gift::ChangePosition,
            GiftPlay::TakeTwo => Gift::TakeTwo,
            GiftPlay::Wasted(gift) => gift,
        }
    }
}

impl fmt::Display for GiftPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.gift())?;
        match self {
            GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => write!(f, " {t}"),
            GiftPlay::ChangePosition { from, to } => write!(f, " {from} {to}"),
            GiftPlay::TakeTwo => Ok(()),
            GiftPlay::Wasted(_) => write!(f, " {WASTE}"),
        }
    }
}

/// The word after the card that opens it for nothing.
const WASTE: &str = "waste";

/// Reads the words after `gift`.
pub(crate) fn parse(words: &[&str]) -> Result<GiftPlay, ParseActionError> {
    let Some((card, rest)) = words.split_first() else { return Err(ParseError::GiftArity.into()) };
    let gift: Gift = card.parse()?;
    if let [word] = rest
        && word.eq_ignore_ascii_case(WASTE)
    {
        return Ok(GiftPlay::Wasted(gift));
    }
    let target = |words: &[&str]| words.join(" ").parse::<Target>().map_err(ParseActionError::Target);
    Ok(match gift {
        Gift::TakeTwo if rest.is_empty() => GiftPlay::TakeTwo,
        Gift::TakeTwo => return Err(ParseActionError::Trailing("gift take-two")),
        Gift::Synod => GiftPlay::Synod(target(rest)?),
        Gift::RoadSweeper => GiftPlay::RoadSweeper(target(rest)?),
        Gift::Retreat => GiftPlay::Retreat(target(rest)?),
        Gift::ChangePosition => {
            // x y, the meeple's spot (one word for a monastery or a garden, which take no
            // edge; else two), the new spot.
            let spot_len = match rest.get(2).and_then(|w| FeatureKind::from_word(w)) {
                Some(kind) if kind.is_cloister() => 1,
                _ => 2,
            };
            let split = (2 + spot_len).min(rest.len());
            let to = rest[split..].join(" ").parse::<Spot>()?;
            GiftPlay::ChangePosition { from: target(&rest[..split])?, to }
        }
    })
}
