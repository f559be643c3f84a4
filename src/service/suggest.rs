//! Autocomplete suggestions for the asking user: the legal values of their game's
//! decision (placements, where `3,` narrows to x = 3; meeple and shepherd spots) and
//! expansion and option words, filtered by what they have typed so far. At most 25
//! each, Discord's limit. Legality comes from the engine; front ends only show these.

use carcassonne_engine::{Action, Expansion, GameOption, Placement, Spot};

use super::verbs::Suggest;
use super::{Context, Service};

/// Discord's limit on autocomplete results.
pub const MAX_CHOICES: usize = 25;

/// One autocomplete result: what the player sees and what the option is set to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub name: String,
    pub value: String,
}

fn is_separator(c: char) -> bool {
    c == ',' || c.is_whitespace()
}

/// Numbers of typed placement text: `3, -1 90°` → `["3", "-1", "90"]`, and whether
/// the last number is complete (a separator follows it).
fn tokens(typed: &str) -> (Vec<&str>, bool) {
    let words =
        typed.split(is_separator).map(|w| w.trim_end_matches('°')).filter(|w| !w.is_empty()).collect();
    (words, typed.ends_with(is_separator))
}

/// A placement as the option's value: `3,-1 90`.
pub fn placement_value(p: &Placement) -> String {
    format!("{},{} {}", p.pos.x, p.pos.y, p.rot.degrees())
}

/// The command words of a placement option, whatever the separators: `3,-1 90°` →
/// `3 -1 90`. Malformed text passes through for the service to explain.
pub fn placement_words(text: &str) -> String {
    tokens(text).0.join(" ")
}

/// The legal placements that fit the typed text, ordered by x, y, rotation.
pub fn placements(legal: &[Placement], typed: &str) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    let mut legal = legal.to_vec();
    legal.sort_by_key(|p| (p.pos.x, p.pos.y, p.rot));
    legal
        .iter()
        .filter(|p| {
            let fields = [p.pos.x.to_string(), p.pos.y.to_string(), p.rot.degrees().to_string()];
            typed.len() <= fields.len()
                && typed.iter().enumerate().all(|(i, word)| {
                    let last = i + 1 == typed.len();
                    if last && !complete { fields[i].starts_with(word) } else { fields[i] == *word }
                })
        })
        .take(MAX_CHOICES)
        .map(|p| Suggestion {
            name: format!("x {}, y {}, rotated {}°", p.pos.x, p.pos.y, p.rot.degrees()),
            value: placement_value(p),
        })
        .collect()
}

/// The legal meeple spots whose name starts with the typed text (any case).
pub fn spots(legal: &[Spot], typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    legal
        .iter()
        .map(ToString::to_string)
        .filter(|s| s.to_lowercase().starts_with(&typed))
        .take(MAX_CHOICES)
        .map(|s| Suggestion { name: s.clone(), value: s })
        .collect()
}

/// Completes the last of several space-separated words from `all`, keeping the earlier
/// ones and never offering a word twice: `hills-sheep g` → `hills-sheep gifts`.
pub fn words(all: &[&str], typed: &str) -> Vec<Suggestion> {
    let complete = typed.is_empty() || typed.ends_with(char::is_whitespace);
    let mut done: Vec<&str> = typed.split_whitespace().collect();
    let last = if complete { "" } else { done.pop().unwrap_or_default() };
    let head = done.join(" ");
    all.iter()
        .filter(|w| w.starts_with(&last.to_lowercase()) && !done.contains(w))
        .take(MAX_CHOICES)
        .map(|w| {
            let value = if head.is_empty() { (*w).to_string() } else { format!("{head} {w}") };
            Suggestion { name: value.clone(), value }
        })
        .collect()
}

impl Service {
    /// What `ctx`'s user may pick for a parameter whose suggestions come from `source`,
    /// narrowed by `typed`. Nothing when they have no game or no such decision.
    pub fn suggest(&mut self, ctx: &Context, source: Suggest, typed: &str) -> Vec<Suggestion> {
        match source {
            Suggest::Nothing => Vec::new(),
            Suggest::Expansions => words(&Expansion::ALL.map(Expansion::word), typed),
            Suggest::Options => words(&GameOption::ALL.map(GameOption::word), typed),
            Suggest::Placements => placements(&self.legal(ctx, |a| matches!(a, Action::Place(_))), typed),
            Suggest::MeepleSpots => spots(&self.legal(ctx, |a| matches!(a, Action::Meeple(_))), typed),
            Suggest::ShepherdSpots => spots(&self.legal(ctx, |a| matches!(a, Action::Shepherd(_))), typed),
        }
    }

    /// The author's legal actions now that pass `keep`.
    fn legal<T: Pick>(&mut self, ctx: &Context, keep: fn(&Action) -> bool) -> Vec<T> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        game.legal_actions(seat).into_iter().filter(keep).filter_map(T::pick).collect()
    }
}

/// The value an autocomplete list shows of an action.
trait Pick: Sized {
    fn pick(action: Action) -> Option<Self>;
}

impl Pick for Placement {
    fn pick(action: Action) -> Option<Placement> {
        if let Action::Place(p) = action { Some(p) } else { None }
    }
}

impl Pick for Spot {
    fn pick(action: Action) -> Option<Spot> {
        action.spot()
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{Pos, Rotation};

    use super::*;

    fn legal() -> Vec<Placement> {
        let mut out = Vec::new();
        for (x, y) in [(3, 0), (3, -1), (-1, 0), (30, 2), (0, 1)] {
            for rot in [Rotation::R0, Rotation::R90] {
                out.push(Placement { pos: Pos::new(x, y), rot });
            }
        }
        out
    }

    fn values(s: Vec<Suggestion>) -> Vec<String> {
        s.into_iter().map(|s| s.value).collect()
    }

    #[test]
    fn a_typed_x_with_a_comma_narrows_to_that_column() {
        assert_eq!(values(placements(&legal(), "3,")), ["3,-1 0", "3,-1 90", "3,0 0", "3,0 90"]);
        assert_eq!(values(placements(&legal(), "3")).len(), 6, "3 is also the start of 30");
        assert_eq!(values(placements(&legal(), "3,0 9")), ["3,0 90"]);
        assert_eq!(values(placements(&legal(), "3, 0, 90°")), ["3,0 90"]);
        assert_eq!(values(placements(&legal(), "-")), ["-1,0 0", "-1,0 90"]);
        assert!(placements(&legal(), "4,").is_empty());
        assert!(placements(&legal(), "3,0 90 1").is_empty());
    }

    #[test]
    fn nothing_typed_offers_everything_sorted_up_to_the_limit() {
        let all = placements(&legal(), "");
        assert_eq!(all.len(), 10);
        assert_eq!(all[0], Suggestion { name: "x -1, y 0, rotated 0°".into(), value: "-1,0 0".into() });
        let many: Vec<Placement> =
            (0..40).map(|x| Placement { pos: Pos::new(x, 0), rot: Rotation::R0 }).collect();
        assert_eq!(placements(&many, "").len(), MAX_CHOICES);
    }

    #[test]
    fn placement_text_becomes_command_words() {
        assert_eq!(placement_words("3,-1 90"), "3 -1 90");
        assert_eq!(placement_words(" 3 , -1 , 90° "), "3 -1 90");
        assert_eq!(placement_words("north"), "north");
    }

    #[test]
    fn spots_filter_by_prefix_in_any_case() {
        let legal: Vec<Spot> =
            ["road E", "city N", "field Es", "monastery"].map(|s| s.parse().unwrap()).into();
        assert_eq!(values(spots(&legal, "")), ["road E", "city N", "field Es", "monastery"]);
        assert_eq!(values(spots(&legal, "CI")), ["city N"]);
        assert!(spots(&legal, "castle").is_empty());
    }

    #[test]
    fn words_complete_the_last_one() {
        let all = ["hills-sheep", "gifts", "monuments"];
        assert_eq!(values(words(&all, "")), ["hills-sheep", "gifts", "monuments"]);
        assert_eq!(values(words(&all, "hills-sheep g")), ["hills-sheep gifts"]);
        assert_eq!(values(words(&all, "gifts ")), ["gifts hills-sheep", "gifts monuments"]);
        assert!(words(&all, "castles").is_empty());
    }
}
