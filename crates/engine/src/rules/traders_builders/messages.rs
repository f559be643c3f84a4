//! Traders & Builders' refusals and events as messages of its locale file
//! (`traders-builders.ftl`), and its events as rows of the terminal's summary.

use super::{Good, Goods, Happened, Refusal};
use crate::rules::message::{Arg, Join, Message};
use crate::seat::SeatSet;

impl Refusal {
    /// The message that words it: `$figure`, the builder or the pig.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::OnBoard(role) => Message::new("rule-tb-on-board").with("figure", role.word()),
            Refusal::WrongFeature(role, kind) => {
                Message::new("rule-tb-wrong-feature").feature(kind).with("figure", role.word())
            }
            Refusal::NoFollower(role) => Message::new("rule-tb-no-follower").with("figure", role.word()),
            Refusal::Complete(kind) => Message::new("rule-tb-complete").feature(kind),
        }
    }
}

/// Goods taken in words: "1 wine and 2 cloth", "no goods" for none.
fn goods(goods: Goods) -> Arg {
    let counts: Vec<Arg> = Good::ALL
        .into_iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|g| Message::new("goods-count").with("count", goods[g.index()]).with("good", g.word()).into())
        .collect();
    if counts.is_empty() { Message::new("goods-none").into() } else { Arg::List(counts, Join::And) }
}

impl Happened {
    /// The message that tells it; a pig beside no completed city earns nothing, untold.
    pub fn message(&self) -> Option<Message> {
        Some(match *self {
            Happened::Placed { seat, role, spot, .. } => {
                Message::new("tb-placed").feature(spot.kind).who(seat).with("figure", role.word())
            }
            Happened::WentHome { seat, role, pos } => {
                Message::new("tb-went-home").who(seat).with("figure", role.word()).cell(pos)
            }
            Happened::GoodsTaken { seat, goods: taken } => {
                Message::new("tb-goods-taken").who(seat).with("goods", goods(taken))
            }
            Happened::SecondTile { seat } => Message::new("tb-second-tile").who(seat),
            Happened::Majority { good, held } => {
                let most = held.iter().copied().max().unwrap_or(0);
                if most == 0 {
                    return Some(Message::new("tb-majority-none").with("good", good.word()));
                }
                let winners = SeatSet::from_fn(|s| held[s.index()] == most);
                Message::new("tb-majority")
                    .with("good", good.word())
                    .with("held", most)
                    .with("names", winners)
                    .with("count", winners.len())
            }
            Happened::PigFed { cities: 0, .. } => return None,
            Happened::PigFed { seat, cities, .. } => {
                Message::new("tb-pig-fed").who(seat).with("cities", cities)
            }
        })
    }

    /// Its row in the terminal's summary.
    pub fn summary(&self) -> Message {
        match *self {
            Happened::Placed { seat, role, pos, spot } => Message::new(role.word())
                .with("player", seat)
                .cell(pos)
                .with("spot", Arg::Text(spot.to_string())),
            Happened::WentHome { seat, role, pos } => {
                Message::new("went_home").with("figure", role.word()).with("player", seat).cell(pos)
            }
            Happened::GoodsTaken { seat, goods } => Message::new("goods")
                .with("player", seat)
                .with("wine", goods[Good::Wine.index()])
                .with("grain", goods[Good::Grain.index()])
                .with("cloth", goods[Good::Cloth.index()]),
            Happened::SecondTile { seat } => Message::new("second_tile").with("player", seat),
            Happened::Majority { good, held } => Message::new("goods_majority")
                .with("good", good.word())
                .with("held", Arg::PerSeat(held.map(i64::from).to_vec())),
            Happened::PigFed { seat, cities, .. } => {
                Message::new("pig").with("player", seat).with("cities", cities)
            }
        }
    }
}
