//! Score categories: what a player's points came from, for the final breakdown.
//! Every expansion that scores adds its category here.

use std::fmt;

use crate::rules::Expansion;
use crate::tile::FeatureKind;

/// A source of points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    Road,
    City,
    Monastery,
    Field,
    /// Hills & Sheep: herded flocks.
    Sheep,
    /// Bridges, Castles & Bazaars: castles scored from a neighbouring feature.
    Castle,
    /// Bridges, Castles & Bazaars: points paid and received at bazaars (may be negative).
    Bazaar,
    /// The Gifts: retreats and unopened gifts at the end.
    Gifts,
    /// Monuments: objectives' points, completed monuments and architects at the end.
    Monuments,
    /// Monuments: fame tokens at the end.
    Fame,
    /// The Abbot: gardens (an abbot's monastery scores as `Monastery`).
    Garden,
    /// Traders & Builders: the majorities of goods at the end (a pig's points are its
    /// field's, `Field`).
    Goods,
}

impl Category {
    /// All categories, in breakdown order.
    pub const ALL: [Category; 12] = [
        Category::Road,
        Category::City,
        Category::Monastery,
        Category::Field,
        Category::Sheep,
        Category::Castle,
        Category::Bazaar,
        Category::Gifts,
        Category::Monuments,
        Category::Fame,
        Category::Garden,
        Category::Goods,
    ];

    /// The word used in summaries (`road`, `sheep`, …).
    pub const fn word(self) -> &'static str {
        match self {
            Category::Road => "road",
            Category::City => "city",
            Category::Monastery => "monastery",
            Category::Field => "field",
            Category::Sheep => "sheep",
            Category::Castle => "castle",
            Category::Bazaar => "bazaar",
            Category::Gifts => "gifts",
            Category::Monuments => "monuments",
            Category::Fame => "fame",
            Category::Garden => "garden",
            Category::Goods => "goods",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Category {
    /// The expansion whose points these are; `None` for the base game's. A game's
    /// account lists only the kinds of points it can earn.
    pub const fn expansion(self) -> Option<Expansion> {
        match self {
            Category::Sheep => Some(Expansion::HillsSheep),
            Category::Castle | Category::Bazaar => Some(Expansion::BridgesCastlesBazaars),
            Category::Gifts => Some(Expansion::Gifts),
            Category::Monuments | Category::Fame => Some(Expansion::Monuments),
            Category::Garden => Some(Expansion::Abbot),
            Category::Goods => Some(Expansion::TradersBuilders),
            Category::Road | Category::City | Category::Monastery | Category::Field => None,
        }
    }
}

impl From<FeatureKind> for Category {
    fn from(kind: FeatureKind) -> Category {
        match kind {
            FeatureKind::Road => Category::Road,
            FeatureKind::City => Category::City,
            FeatureKind::Monastery => Category::Monastery,
            FeatureKind::Field => Category::Field,
            FeatureKind::Garden => Category::Garden,
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Points by category, indexed by `Category::index()`.
pub type Breakdown = [i32; Category::ALL.len()];
