//! Abbey & Mayor's refusals, notation errors and events as messages of its locale file
//! (`abbey-mayor.ftl`), and its events as rows of the terminal's summary.

use super::{Corner, Happened, ParseError, Refusal};
use crate::rules::message::{Arg, Message};

impl Refusal {
    /// The message that words it: `$figure`, the mayor, the wagon or the barn.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NotAHole => Message::new("rule-am-not-a-hole"),
            Refusal::NotInSupply(own) => Message::new("rule-am-not-in-supply").with("figure", own.word()),
            Refusal::NotThere(own, kind) => {
                Message::new("rule-am-not-there").feature(kind).with("figure", own.word())
            }
            Refusal::NoFieldCorner(_) => Message::new("rule-am-no-field-corner"),
            Refusal::BarnThere => Message::new("rule-am-barn-there"),
            Refusal::BarnField => Message::new("rule-am-barn-field"),
            Refusal::NoWagonTarget(_) => Message::new("rule-am-no-wagon-target"),
            Refusal::DragonThere(_) => Message::new("rule-am-dragon-there"),
            Refusal::ChooseAbbey => Message::new("rule-am-choose-abbey"),
            Refusal::MoveWagon => Message::new("rule-am-move-wagon"),
            Refusal::NoAbbeyChoice => Message::new("rule-am-no-abbey-choice"),
            Refusal::NoWagonToMove => Message::new("rule-am-no-wagon-to-move"),
        }
    }
}

impl ParseError {
    /// The message that words it, what was typed quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Corner(typed) => Message::typed("notation-am-corner", typed),
            ParseError::BarnCorner => Message::new("notation-am-barn-corner"),
        }
    }
}

/// A corner of a tile in words ("north-east").
fn corner(corner: Corner) -> Message {
    Message::new("am-corner").with("corner", Arg::Text(corner.to_string()))
}

impl Happened {
    /// The message that tells it; the barns' scorings at the end are told as the final
    /// count tells each field's, not by their own line.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::AbbeyTaken { seat } => Message::new("am-abbey-taken").who(seat),
            Happened::AbbeyKept { seat } => Message::new("am-abbey-kept").who(seat),
            Happened::AbbeyDeclined { seat } => Message::new("am-abbey-declined").who(seat),
            Happened::Placed { seat, figure, spot, .. } => {
                Message::new("am-placed").feature(spot.kind).who(seat).with("figure", figure.word())
            }
            Happened::BarnPlaced { seat, pos, corner: at } => {
                Message::new("am-barn-placed").who(seat).cell(pos).with("corner", corner(at))
            }
            Happened::FarmersScored { per_city } => Message::new("am-farmers-scored").with("per", per_city),
            Happened::BarnsScored => return None,
            Happened::WagonMoved { seat, to, .. } => {
                let target = Message::new("am-target")
                    .feature(to.spot.kind)
                    .with("spot", Arg::SpotWords(to.spot))
                    .cell(to.pos);
                Message::new("am-wagon-moved").who(seat).with("target", target)
            }
            Happened::WagonHome { seat } => Message::new("am-wagon-home").who(seat),
            Happened::WagonStranded { seat } => Message::new("am-wagon-stranded").who(seat),
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::AbbeyTaken { seat } => Message::new("abbey_taken").with("player", seat),
            Happened::AbbeyKept { seat } => Message::new("abbey_kept").with("player", seat),
            Happened::AbbeyDeclined { seat } => Message::new("abbey_declined").with("player", seat),
            Happened::Placed { seat, figure, pos, spot } => Message::new(figure.word())
                .with("player", seat)
                .cell(pos)
                .with("spot", Arg::Text(spot.to_string())),
            Happened::BarnPlaced { seat, pos, corner } => Message::new("barn")
                .with("player", seat)
                .cell(pos)
                .with("corner", Arg::Text(corner.to_string())),
            Happened::FarmersScored { per_city } => {
                Message::new("barn_farmers_scored").with("per_city", per_city)
            }
            Happened::BarnsScored => Message::new("barns_scored"),
            Happened::WagonMoved { seat, to, .. } => Message::new("wagon_moved")
                .with("player", seat)
                .cell(to.pos)
                .with("spot", Arg::Text(to.spot.to_string())),
            Happened::WagonHome { seat } => Message::new("wagon_home").with("player", seat),
            Happened::WagonStranded { seat } => Message::new("wagon_stranded").with("player", seat),
        }
    }
}
