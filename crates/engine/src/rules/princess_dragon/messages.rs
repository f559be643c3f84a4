//! Princess & Dragon's refusals, notation errors and events as messages of its locale
//! file (`princess-dragon.ftl`), and its events as rows of the terminal's summary.

use super::{Beside, CASTLE_WORD, Eaten, Happened, ParseError, Refusal};
use crate::game::FigureKind;
use crate::rules::message::{Arg, Join, Message};
use crate::seat::Seat;
use crate::target::Target;

/// A feature on the board as a refusal writes it, as it is typed (`2 -1 road E`).
fn target(target: Target) -> Message {
    Message::new("dg-target").cell(target.pos).with("spot", Arg::Spot(target.spot))
}

/// Where the fairy goes as a refusal writes it, as it is typed (`2 -1 road E`, `0 -1
/// castle`).
fn beside(beside: Beside) -> Message {
    match beside {
        Beside::Follower(t) => target(t),
        Beside::Castle(pos) => Message::new("dg-target").cell(pos).with("spot", Message::new("dg-castle")),
    }
}

impl Refusal {
    /// The message that words it: a feature or the fairy's place as a player types it
    /// (`$target`), a figure by its name.
    pub fn message(&self) -> Message {
        let figure = |kind: FigureKind| Arg::Figure(kind);
        match *self {
            Refusal::Volcano => Message::new("rule-dg-volcano"),
            Refusal::NoFollowerForFairy(b) => Message::new("rule-dg-no-follower").with("target", beside(b)),
            Refusal::FairyThere(b) => Message::new("rule-dg-fairy-there").with("target", beside(b)),
            Refusal::NoPortal => Message::new("rule-dg-no-portal"),
            Refusal::NoFeature(t) => Message::new("rule-dg-no-feature").with("target", target(t)),
            Refusal::Occupied(t) => Message::new("rule-dg-occupied").with("target", target(t)),
            Refusal::Finished(t) => Message::new("rule-dg-finished").with("target", target(t)),
            Refusal::DragonThere => Message::new("rule-dg-dragon-there"),
            Refusal::NotAFollower(kind) => {
                Message::new("rule-dg-not-a-follower").with("figure", figure(kind))
            }
            Refusal::MeepleOnly => Message::new("rule-dg-meeple-only"),
            Refusal::NotInSupply(kind) => Message::new("rule-dg-not-in-supply").with("figure", figure(kind)),
            Refusal::NotThere(kind, feature) => {
                Message::new("rule-dg-not-there").feature(feature).with("figure", figure(kind))
            }
            Refusal::NoPrincess => Message::new("rule-dg-no-princess"),
            Refusal::NoKnight(t) => Message::new("rule-dg-no-knight").with("target", target(t)),
            Refusal::Blocked(dir) => Message::new("rule-dg-blocked").with("side", dir.letter()),
            Refusal::DragonMoving => Message::new("rule-dg-dragon-moving"),
            Refusal::DragonStill => Message::new("rule-dg-dragon-still"),
        }
    }
}

impl ParseError {
    /// The message that words it, the word at fault quoted back.
    pub fn message(&self) -> Message {
        match self {
            ParseError::Side(typed) => Message::typed("notation-dg-side", typed),
        }
    }
}

/// The figures the dragon ate: `$count`, and each owner once in the order eaten
/// (`$owners`), whose number (`$players`) says whose supply they go back to.
fn eaten(message: Message, eaten: &[Eaten]) -> Message {
    let mut owners: Vec<Seat> = Vec::new();
    for e in eaten {
        if !owners.contains(&e.owner) {
            owners.push(e.owner);
        }
    }
    let players = owners.len();
    message
        .with("count", eaten.len())
        .with("owners", Arg::List(owners.into_iter().map(Arg::Seat).collect(), Join::Comma))
        .with("players", players)
}

impl Happened {
    /// The message that tells it: a spot as the image names it, with its feature's
    /// words for the article French puts before it.
    pub fn message(&self) -> Option<Message> {
        Some(match self {
            Happened::DragonLanded { pos } => Message::new("dg-dragon-landed").cell(*pos),
            Happened::TilesReturned { tiles } => Message::new("dg-tiles-returned").with("count", tiles.len()),
            Happened::DragonMoved { seat, pos, eaten: meal } if meal.is_empty() => {
                Message::new("dg-dragon-moved").who(*seat).cell(*pos)
            }
            Happened::DragonMoved { seat, pos, eaten: meal } => {
                eaten(Message::new("dg-dragon-moved-ate").who(*seat).cell(*pos), meal)
            }
            Happened::DragonStopped { pos, steps } => {
                Message::new("dg-dragon-stopped").cell(*pos).with("steps", *steps)
            }
            Happened::FairyMoved { seat, beside: Beside::Follower(t) } => Message::new("dg-fairy-moved")
                .with("spot", Arg::SpotWords(t.spot))
                .feature(t.spot.kind)
                .who(*seat)
                .cell(t.pos),
            Happened::FairyMoved { seat, beside: Beside::Castle(pos) } => {
                Message::new("dg-fairy-moved-castle").who(*seat).cell(*pos)
            }
            Happened::PortalUsed { seat, figure, pos, spot } => {
                let id =
                    if *figure == FigureKind::Meeple { "dg-portal-used" } else { "dg-portal-used-figure" };
                let message = Message::new(id)
                    .with("spot", Arg::SpotWords(*spot))
                    .feature(spot.kind)
                    .who(*seat)
                    .cell(*pos);
                if *figure == FigureKind::Meeple {
                    message
                } else {
                    message.with("figure", Arg::Figure(*figure))
                }
            }
            Happened::KnightRemoved { seat, owner, pos, .. } => {
                Message::new("dg-knight-removed").who(*seat).with("owner", *owner).cell(*pos)
            }
        })
    }

    /// Its row in the terminal's summary: a figure named as the notation names it, a
    /// plain meeple unsaid.
    pub fn summary(&self) -> Message {
        match self {
            Happened::DragonLanded { pos } => Message::new("dragon_landed").cell(*pos),
            Happened::TilesReturned { tiles } => {
                Message::new("dragon_tiles_returned").with("count", tiles.len())
            }
            Happened::DragonMoved { seat, pos, eaten } => Message::new("dragon_moved")
                .with("player", *seat)
                .cell(*pos)
                .with("eaten", Arg::List(eaten.iter().map(|e| Arg::Seat(e.owner)).collect(), Join::Comma)),
            Happened::DragonStopped { pos, steps } => {
                Message::new("dragon_stopped").cell(*pos).with("steps", *steps)
            }
            Happened::FairyMoved { seat, beside } => {
                let spot = match beside {
                    Beside::Follower(t) => t.spot.to_string(),
                    Beside::Castle(_) => CASTLE_WORD.to_string(),
                };
                Message::new("fairy").with("player", *seat).cell(beside.pos()).with("spot", Arg::Text(spot))
            }
            Happened::PortalUsed { seat, figure, pos, spot } => {
                let row = Message::new("portal")
                    .with("player", *seat)
                    .cell(*pos)
                    .with("spot", Arg::Text(spot.to_string()));
                if *figure == FigureKind::Meeple { row } else { row.with("figure", figure.spec().word) }
            }
            Happened::KnightRemoved { seat, owner, pos, spot, .. } => Message::new("princess")
                .with("player", *seat)
                .with("owner", *owner)
                .cell(*pos)
                .with("spot", Arg::Text(spot.to_string())),
        }
    }
}
