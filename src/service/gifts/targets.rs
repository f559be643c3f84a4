//! Where a gift is opened, in the players' words: a play's target as an autocomplete
//! value (`1,0 city N`, or `2,0 field Nw road W` for Change position) and as a name
//! saying whose feature it is ("1,0 city N — Bob's city (2 meeples)").
//!
//! It reads only what the whole table sees on the board (features, their meeples,
//! castles); which plays exist comes from the asker's own view. It decides nothing.

use carcassonne_engine::{FeatureKind, Game, GiftPlay, MAX_SEATS, Seat, Target};

/// The words after the card in a play, as an autocomplete value (`x,y` then the spot),
/// or `None` for a card that acts on nothing (Take two).
pub fn value(play: GiftPlay) -> Option<String> {
    let cell = |t: Target| format!("{},{} {}", t.pos.x, t.pos.y, t.spot);
    match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => Some(cell(t)),
        GiftPlay::ChangePosition { from, to } => Some(format!("{} {to}", cell(from))),
        GiftPlay::TakeTwo => None,
    }
}

/// A play's target for `seat`, who may open it: its value, then whose feature it is
/// and what changes there. `None` for Take two.
pub fn name(game: &Game, names: &[String], seat: Seat, play: GiftPlay) -> Option<String> {
    Some(format!("{} — {}", value(play)?, what(game, names, seat, play)?))
}

/// Whose feature a play acts on and what changes there, for `seat`, who may open it:
/// "Bob's city (2 meeples)", "your farmer stands up on an empty road, 1 tile". `None`
/// for Take two.
pub fn what(game: &Game, names: &[String], seat: Seat, play: GiftPlay) -> Option<String> {
    Some(match play {
        GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) => feature(game, names, seat, t),
        GiftPlay::Retreat(t) => match castle(game, seat, t) {
            Some(meeples) => format!("{} castle{}", whose(names, seat, &meeples), count(&meeples)),
            None => feature(game, names, seat, t),
        },
        GiftPlay::ChangePosition { from, to } => {
            let moved = if from.spot.kind == FeatureKind::Field {
                "your farmer stands up"
            } else {
                "your meeple lies down"
            };
            let onto = Target { pos: from.pos, spot: to };
            format!("{moved} on {}", feature(game, names, seat, onto))
        }
        GiftPlay::TakeTwo => return None,
    })
}

/// "Bob's city (2 meeples)", "an empty monastery", "your road (1 meeple), 3 tiles" (a
/// road's length matters to a road sweeper).
fn feature(game: &Game, names: &[String], seat: Seat, target: Target) -> String {
    let Some((tile, segment)) = target.resolve(game.board()) else { return target.spot.to_string() };
    let features = game.features();
    let root = features.feature_of(tile, segment);
    let info = features.info(root);
    let mut text = format!("{} {}{}", whose(names, seat, &info.meeples), info.kind, count(&info.meeples));
    if info.kind == FeatureKind::Road {
        let mut tiles: Vec<usize> = features.members(root).map(|(t, _)| t).collect();
        tiles.sort_unstable();
        tiles.dedup();
        text += &format!(", {} tile{}", tiles.len(), if tiles.len() == 1 { "" } else { "s" });
    }
    text
}

/// The meeples on the castle built on the city `target` names, when `seat` has one
/// there and none in the city itself (a retreat then takes that meeple off the castle).
fn castle(game: &Game, seat: Seat, target: Target) -> Option<[u8; MAX_SEATS]> {
    let (tile, segment) = target.resolve(game.board())?;
    let features = game.features();
    let root = features.feature_of(tile, segment);
    if features.info(root).meeples[seat.index()] > 0 {
        return None;
    }
    let cells: Vec<_> = features.members(root).map(|(t, _)| game.board().tiles()[t].pos).collect();
    let bcb = game.view(carcassonne_engine::Audience::Public).bridges_castles_bazaars()?;
    let castle = bcb
        .castles()
        .iter()
        .find(|c| c.meeples[seat.index()] > 0 && c.cells.iter().all(|p| cells.contains(p)))?;
    Some(castle.meeples)
}

/// Whose meeples these are, as a possessive: "your", "Bob's", "your and Bob's", "your,
/// Bob's and Cid's", or "an empty" when nobody's.
fn whose(names: &[String], seat: Seat, meeples: &[u8; MAX_SEATS]) -> String {
    let mut owners: Vec<String> = Vec::new();
    if meeples[seat.index()] > 0 {
        owners.push("your".into());
    }
    for (i, name) in names.iter().enumerate() {
        if i != seat.index() && meeples[i] > 0 {
            owners.push(format!("{name}'s"));
        }
    }
    match owners.as_slice() {
        [] => "an empty".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// " (2 meeples)", or nothing for an empty feature.
fn count(meeples: &[u8; MAX_SEATS]) -> String {
    match meeples.iter().map(|&m| u32::from(m)).sum::<u32>() {
        0 => String::new(),
        1 => " (1 meeple)".into(),
        n => format!(" ({n} meeples)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["Alice", "Bob", "Cid"].map(String::from).to_vec()
    }

    #[test]
    fn owners_are_said_as_players_say_them() {
        let mut meeples = [0; MAX_SEATS];
        assert_eq!(whose(&names(), Seat(0), &meeples), "an empty");
        meeples[1] = 2;
        assert_eq!(whose(&names(), Seat(0), &meeples), "Bob's");
        meeples[0] = 1;
        meeples[2] = 1;
        assert_eq!(whose(&names(), Seat(0), &meeples), "your, Bob's and Cid's");
        assert_eq!(count(&meeples), " (4 meeples)");
    }

    #[test]
    fn values_are_the_words_after_the_card() {
        let play = |text: &str| match text.parse() {
            Ok(carcassonne_engine::Action::Gift(play)) => play,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(value(play("gift retreat 1 0 city N")).as_deref(), Some("1,0 city N"));
        assert_eq!(value(play("gift change 2 -1 field Nw road W")).as_deref(), Some("2,-1 field Nw road W"));
        assert_eq!(value(play("gift take-two")), None);
    }
}
