//! The eight message tiles (« missives »), as data: their words, the stack's order, and
//! what each one's action gives its holder on the board as it stands.

use serde::{Deserialize, Serialize};

use crate::action::ParseActionError;
use crate::features::NodeId;
use crate::game::{Figure, Game};
use crate::scoring;
use crate::seat::Seat;
use crate::tile::FeatureKind;

use super::ParseError;

/// A message tile, numbered as printed (`MS/1` … `MS/8`, `shared/tiles-reference.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Missive {
    /// 1, Shortest Road: score the road of yours worth the least, as at the end.
    Road,
    /// 2, Smallest City: the same for a city.
    City,
    /// 3, Smallest Monastery: the same for a monastery.
    Monastery,
    /// 4, Add a Landscape Tile: draw and place one more tile this turn.
    Tile,
    /// 5, 2 points per coat of arms in the cities where you have a knight.
    Arms,
    /// 6, 2 points per knight of yours.
    Knights,
    /// 7, 3 points per farmer of yours (first edition's value).
    Farmers,
    /// 8, score one follower of yours as at the end, and take it back.
    Follower,
}

impl Missive {
    /// The eight, in their printed order.
    pub const ALL: [Missive; 8] = [
        Missive::Road,
        Missive::City,
        Missive::Monastery,
        Missive::Tile,
        Missive::Arms,
        Missive::Knights,
        Missive::Farmers,
        Missive::Follower,
    ];

    /// Its word in the notation and the players' words (`message-<word>`).
    pub const fn word(self) -> &'static str {
        match self {
            Missive::Road => "road",
            Missive::City => "city",
            Missive::Monastery => "monastery",
            Missive::Tile => "tile",
            Missive::Arms => "arms",
            Missive::Knights => "knights",
            Missive::Farmers => "farmers",
            Missive::Follower => "follower",
        }
    }

    /// Its number, as printed on the tile (`MS/<n>`).
    pub const fn number(self) -> u8 {
        match self {
            Missive::Road => 1,
            Missive::City => 2,
            Missive::Monastery => 3,
            Missive::Tile => 4,
            Missive::Arms => 5,
            Missive::Knights => 6,
            Missive::Farmers => 7,
            Missive::Follower => 8,
        }
    }

    /// The kind of feature a "smallest feature" message scores (1 to 3).
    fn smallest_of(self) -> Option<FeatureKind> {
        match self {
            Missive::Road => Some(FeatureKind::Road),
            Missive::City => Some(FeatureKind::City),
            Missive::Monastery => Some(FeatureKind::Monastery),
            _ => None,
        }
    }
}

crate::words!(Missive);

impl std::str::FromStr for Missive {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Missive, ParseActionError> {
        let word = s.to_ascii_lowercase();
        let by_number = word.strip_prefix("ms/").and_then(|n| n.parse::<u8>().ok());
        Missive::ALL
            .into_iter()
            .find(|m| m.word() == word || by_number == Some(m.number()))
            .ok_or_else(|| ParseError::Missive(s.to_string()).into())
    }
}

/// What carrying a message out does, worked out on the board as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Effect {
    /// Points for the holder, over these features (none for a count of figures).
    Points(u32, Vec<NodeId>),
    /// One more tile to draw and place this turn.
    Tile,
    /// Points for the feature of this follower, which goes back to supply.
    Recall(u32, Figure),
}

/// `seat`'s followers on the board (meeples, a big meeple, an abbot, a mayor, a wagon:
/// every figure that is a follower), each with its feature.
pub(super) fn followers(game: &Game, seat: Seat) -> impl Iterator<Item = (Figure, NodeId)> + '_ {
    game.figures
        .iter()
        .copied()
        .filter(move |f| f.owner == seat && f.kind.is_follower())
        .map(|f| (f, game.features.feature_of(f.tile, f.segment)))
        .filter(|&(_, root)| !game.features.info(root).scored)
}

/// Each distinct feature of `kind` where `seat` has a follower, in the order of the
/// figures.
fn features_of(game: &Game, seat: Seat, kind: FeatureKind) -> Vec<NodeId> {
    let mut out: Vec<NodeId> = Vec::new();
    for (_, root) in followers(game, seat) {
        if game.features.info(root).kind == kind && !out.contains(&root) {
            out.push(root);
        }
    }
    out
}

/// How many of `seat`'s followers stand in features of `kind` (a knight is a follower in
/// a city, a farmer one in a field: one figure, one knight, whatever its strength).
fn count_in(game: &Game, seat: Seat, kind: FeatureKind) -> u32 {
    followers(game, seat).filter(|&(_, root)| game.features.info(root).kind == kind).count() as u32
}

/// What `missive` does for `seat` now, `follower` naming the figure a Follower message
/// takes back; `None` when it has nothing to act on (no road of theirs for Shortest
/// Road, no knight for the coats of arms, no tile left to draw…): then only the seal's
/// points may be taken.
pub(super) fn effect(game: &Game, seat: Seat, missive: Missive, follower: Option<Figure>) -> Option<Effect> {
    const PER_ARMS: u32 = 2;
    const PER_KNIGHT: u32 = 2;
    const PER_FARMER: u32 = 3;
    if let Some(kind) = missive.smallest_of() {
        // « if several, the one worth the fewest points »; the first of equals.
        let worth = |&root: &NodeId| scoring::points(game, root, true);
        let smallest = features_of(game, seat, kind).into_iter().min_by_key(worth)?;
        return Some(Effect::Points(worth(&smallest), vec![smallest]));
    }
    match missive {
        Missive::Tile => (game.tiles_left() > 0).then_some(Effect::Tile),
        Missive::Arms => {
            let cities = features_of(game, seat, FeatureKind::City);
            let arms: u32 = cities.iter().map(|&c| u32::from(game.features.info(c).pennants)).sum();
            (!cities.is_empty()).then(|| Effect::Points(PER_ARMS * arms, cities))
        }
        Missive::Knights => {
            let n = count_in(game, seat, FeatureKind::City);
            (n > 0).then(|| Effect::Points(PER_KNIGHT * n, Vec::new()))
        }
        Missive::Farmers => {
            let n = count_in(game, seat, FeatureKind::Field);
            (n > 0).then(|| Effect::Points(PER_FARMER * n, Vec::new()))
        }
        Missive::Follower => {
            let figure = follower?;
            let root = followers(game, seat).find(|&(f, _)| f == figure).map(|(_, root)| root)?;
            Some(Effect::Recall(scoring::points(game, root, true), figure))
        }
        Missive::Road | Missive::City | Missive::Monastery => unreachable!("scored above"),
    }
}
