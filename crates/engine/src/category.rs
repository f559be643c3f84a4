//! Score categories: what a player's points came from, for the final breakdown. An
//! expansion that scores names its categories in its registry row (`rules/mod.rs`).

use std::fmt;

/// Writes [`Category`] from the expansions' kinds of points, as the registry
/// (`rules/mod.rs`) hands them over from its rows: the base game's four sources of
/// points, then each expansion's own, in registry order — the breakdown's order, which
/// stored ratings and summaries index by — so that an expansion's kinds of points are a
/// part of its registry row, not variants listed here. (The enum is written where the
/// registry is, `rules::Category`, and named from here.)
macro_rules! categories {
    ($($expansion:ident [$($(#[$doc:meta])* $category:ident = $word:literal $(at end $end:literal)?),*])*) => {
        /// A source of points.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Category {
            Road,
            City,
            Monastery,
            Field,
            $($($(#[$doc])* $category,)*)*
        }

        impl Category {
            /// All categories, in breakdown order.
            pub const ALL: [Category; ["road", "city", "monastery", "field", $($($word,)*)*].len()] = [
                Category::Road,
                Category::City,
                Category::Monastery,
                Category::Field,
                $($(Category::$category,)*)*
            ];

            /// The word used in summaries (`road`, `sheep`, …).
            pub const fn word(self) -> &'static str {
                match self {
                    Category::Road => "road",
                    Category::City => "city",
                    Category::Monastery => "monastery",
                    Category::Field => "field",
                    $($(Category::$category => $word,)*)*
                }
            }

            /// What a scoring of it was for, as the message `scored-what-<what>` of the
            /// front ends names it: its word, or its own word for a scoring at the end
            /// where it says otherwise (`at end` in its row: gifts scored at the end are
            /// the unopened cards).
            pub const fn what(self, at_end: bool) -> &'static str {
                match self {
                    $($($(Category::$category if at_end => $end,)?)*)*
                    _ => self.word(),
                }
            }

            /// The expansion whose points these are; `None` for the base game's. A game's
            /// account lists only the kinds of points it can earn.
            pub const fn expansion(self) -> Option<Expansion> {
                match self {
                    Category::Road | Category::City | Category::Monastery | Category::Field => None,
                    $($(Category::$category => Some(Expansion::$expansion),)*)*
                }
            }
        }
    };
}
pub(crate) use categories;

pub use crate::rules::Category;

impl Category {
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Points by category, indexed by `Category::index()`.
pub type Breakdown = [i32; Category::ALL.len()];
