//! Autocomplete suggestions for the asking user: the legal values of their game's
//! decision (placements, where `3,` narrows to x = 3, marked when they need a bridge;
//! meeple and shepherd spots; bridges; castle choices; the bazaar's open tiles; the
//! objectives open to a cube; the asker's own gifts, where each may be opened, and
//! the tiles Take two offers) and
//! expansion and option words, filtered by what they have typed so far. At most 25
//! each, Discord's limit. Legality comes from the engine; front ends only show these.

use carcassonne_engine::{
    Action, Audience, Axis, Bridge, Expansion, GameOption, Gift, Phase, Placement, PlacementOption, Spot,
};

use super::verbs::Suggest;
use super::{Context, Service, gifts};
use crate::ai::Level;

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

/// The command words of a placement or bridge option, whatever the separators:
/// `3,-1 90°` → `3 -1 90`, `1,0 NS` → `1 0 NS`. Malformed text passes through for the
/// service to explain.
pub fn placement_words(text: &str) -> String {
    tokens(text).0.join(" ")
}

/// The legal placements that fit the typed text, ordered by x, y, rotation; those that
/// need a bridge say so.
pub fn placements(legal: &[PlacementOption], typed: &str) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    let mut legal = legal.to_vec();
    legal.sort_by_key(|o| (o.placement.pos.x, o.placement.pos.y, o.placement.rot));
    legal
        .iter()
        .filter(|o| {
            let p = o.placement;
            let fields = [p.pos.x.to_string(), p.pos.y.to_string(), p.rot.degrees().to_string()];
            typed.len() <= fields.len()
                && typed.iter().enumerate().all(|(i, word)| {
                    let last = i + 1 == typed.len();
                    if last && !complete { fields[i].starts_with(word) } else { fields[i] == *word }
                })
        })
        .take(MAX_CHOICES)
        .map(|o| {
            let p = o.placement;
            let bridge = if o.needs_bridge { " — needs a bridge" } else { "" };
            Suggestion {
                name: format!("x {}, y {}, rotated {}°{bridge}", p.pos.x, p.pos.y, p.rot.degrees()),
                value: placement_value(&p),
            }
        })
        .collect()
}

/// The legal bridges that fit the typed text (`1,` narrows to x = 1).
pub fn bridges(legal: &[Bridge], typed: &str) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    legal
        .iter()
        .filter(|b| {
            let fields = [b.pos.x.to_string(), b.pos.y.to_string(), b.axis.to_string()];
            typed.len() <= fields.len()
                && typed.iter().enumerate().all(|(i, word)| {
                    let last = i + 1 == typed.len();
                    let (field, word) = (fields[i].to_uppercase(), word.to_uppercase());
                    if last && !complete { field.starts_with(&word) } else { field == word }
                })
        })
        .take(MAX_CHOICES)
        .map(|b| {
            let way = match b.axis {
                Axis::NorthSouth => "north–south",
                Axis::EastWest => "east–west",
            };
            Suggestion {
                name: format!("x {}, y {}, {way}", b.pos.x, b.pos.y),
                value: format!("{},{} {}", b.pos.x, b.pos.y, b.axis),
            }
        })
        .collect()
}

/// Legal words (castle choices, bazaar tile numbers) that start with the typed text,
/// each with what it means.
fn named(legal: Vec<(String, String)>, typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    legal
        .into_iter()
        .filter(|(value, _)| value.starts_with(&typed))
        .take(MAX_CHOICES)
        .map(|(value, name)| Suggestion { name, value })
        .collect()
}

/// The names that start with the typed text (any case).
pub fn players(names: &[String], typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    names
        .iter()
        .filter(|n| n.to_lowercase().starts_with(&typed))
        .take(MAX_CHOICES)
        .map(|n| Suggestion { name: n.clone(), value: n.clone() })
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

/// The cards of `hand` (each once) whose word or name starts with the typed text,
/// named with what they do.
pub fn gift_cards(hand: &[Gift], typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    let mut cards = hand.to_vec();
    cards.sort();
    cards.dedup();
    cards
        .into_iter()
        .filter(|g| g.word().starts_with(&typed) || g.title().to_lowercase().starts_with(&typed))
        .map(|g| Suggestion {
            name: clip(format!("{} — {}", g.title(), gifts::meaning(g))),
            value: g.word().to_string(),
        })
        .collect()
}

/// Where a card may be opened, as (value, name) pairs, narrowed by the typed target
/// word by word whatever its separators (`1,` narrows to x = 1, `1,0 c` to the city).
pub fn gift_targets(targets: Vec<(String, String)>, typed: &str) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    targets
        .into_iter()
        .filter(|(value, _)| {
            let (words, _) = tokens(value);
            typed.len() <= words.len()
                && typed.iter().zip(&words).enumerate().all(|(i, (typed_word, word))| {
                    let (word, typed_word) = (word.to_lowercase(), typed_word.to_lowercase());
                    let last = i + 1 == typed.len();
                    if last && !complete { word.starts_with(&typed_word) } else { word == typed_word }
                })
        })
        .take(MAX_CHOICES)
        .map(|(value, name)| Suggestion { name: clip(name), value })
        .collect()
}

/// A suggestion's name within Discord's 100 characters.
fn clip(text: String) -> String {
    if text.chars().count() <= 100 { text } else { text.chars().take(99).chain(['…']).collect() }
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
            Suggest::Placements => placements(&self.placement_options(ctx), typed),
            Suggest::MeepleSpots => spots(&self.legal(ctx, |a| matches!(a, Action::Meeple(_))), typed),
            Suggest::ShepherdSpots => spots(&self.legal(ctx, |a| matches!(a, Action::Shepherd(_))), typed),
            Suggest::Bridges => bridges(&self.legal(ctx, |a| matches!(a, Action::Bridge(_))), typed),
            Suggest::CastleChoices => {
                let legal: Vec<Action> = self.legal(ctx, |a| matches!(a, Action::Castle(_)));
                let words = legal.into_iter().filter_map(|a| match a {
                    Action::Castle(choice) => Some((choice.to_string(), super::choices::label(a))),
                    _ => None,
                });
                named(words.collect(), typed)
            }
            Suggest::Offers => named(self.offers(ctx), typed),
            Suggest::Objectives => {
                let legal: Vec<Action> = self.legal(ctx, |a| matches!(a, Action::Cube(..)));
                let words = legal.into_iter().filter_map(|a| match a {
                    Action::Cube(monument, n) => {
                        let reward = monument.objectives()[usize::from(n) - 1].reward;
                        let name = format!("{} {n} — {reward} per cube", monument.title());
                        Some((format!("{monument} {n}"), name))
                    }
                    _ => None,
                });
                named(words.collect(), typed)
            }
            Suggest::GiftCards => gift_cards(&self.hand(ctx), typed),
            Suggest::GiftTargets => {
                let (card, rest) = typed.trim_start().split_once(' ').unwrap_or((typed.trim(), ""));
                let Ok(card) = card.parse::<Gift>() else { return Vec::new() };
                gift_targets(self.targets(ctx, card), rest)
            }
            Suggest::Keeps => named(self.keeps(ctx), typed),
            Suggest::Levels => named(
                Level::ALL
                    .map(|l| (l.word().to_string(), format!("{l} — {}", super::bots::meaning(l))))
                    .into(),
                typed,
            ),
            Suggest::Players => players(&self.people(ctx), typed),
        }
    }

    /// The names of the people seated at the channel's game (not its bots).
    fn people(&mut self, ctx: &Context) -> Vec<String> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        table.seats.iter().filter(|s| !s.is_bot).map(|s| s.display_name.clone()).collect()
    }

    /// Where the author may open `card` now, as (value, name) pairs.
    fn targets(&mut self, ctx: &Context, card: Gift) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let names = table.names();
        let view = game.view(Audience::Seat(seat));
        view.legal_actions(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Gift(play) if play.gift() == card => {
                    Some((gifts::target_value(play)?, gifts::target_name(game, &names, seat, play)?))
                }
                _ => None,
            })
            .collect()
    }

    /// Take two: the tiles the author may keep, numbered, with what they show.
    fn keeps(&mut self, ctx: &Context) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let Some(Phase::TakeTwo(first, second)) = game.decision_of(seat).map(|d| d.phase) else {
            return Vec::new();
        };
        [(1, first), (2, second)]
            .into_iter()
            .map(|(n, tile)| (n.to_string(), format!("{n}: {tile} ({})", tile.def().description)))
            .collect()
    }

    /// The author's own gifts, as the view built for them shows them.
    fn hand(&mut self, ctx: &Context) -> Vec<Gift> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let view = game.view(Audience::Seat(seat));
        view.gifts().and_then(|g| g.hand(seat)).map(<[Gift]>::to_vec).unwrap_or_default()
    }

    /// The author's legal actions now that pass `keep`.
    fn legal<T: Pick>(&mut self, ctx: &Context, keep: fn(&Action) -> bool) -> Vec<T> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        // The author's own view: their actions as they may see them.
        let view = game.view(Audience::Seat(seat));
        view.legal_actions(seat).into_iter().filter(keep).filter_map(T::pick).collect()
    }

    /// The author's legal placements, each marked with whether it needs a bridge.
    fn placement_options(&mut self, ctx: &Context) -> Vec<PlacementOption> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        match game.decision_of(seat) {
            Some(d) if matches!(d.phase, Phase::PlaceTile(_)) => game.placement_options(),
            _ => Vec::new(),
        }
    }

    /// The bazaar tiles the author may choose: the number, and the tile in words.
    fn offers(&mut self, ctx: &Context) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let view = game.view(carcassonne_engine::Audience::Seat(seat));
        let Some(auction) = view.bridges_castles_bazaars().and_then(|b| b.auction()) else {
            return Vec::new();
        };
        game.legal_actions(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Choose(n) => {
                    let tile = auction.offers.get(usize::from(n) - 1)?.tile;
                    Some((n.to_string(), format!("{n}: {tile} ({})", tile.def().description)))
                }
                _ => None,
            })
            .collect()
    }
}

/// The value an autocomplete list shows of an action.
trait Pick: Sized {
    fn pick(action: Action) -> Option<Self>;
}

impl Pick for Action {
    fn pick(action: Action) -> Option<Action> {
        Some(action)
    }
}

impl Pick for Spot {
    fn pick(action: Action) -> Option<Spot> {
        action.spot()
    }
}

impl Pick for Bridge {
    fn pick(action: Action) -> Option<Bridge> {
        if let Action::Bridge(b) = action { Some(b) } else { None }
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{Pos, Rotation};

    use super::*;

    fn legal() -> Vec<PlacementOption> {
        let mut out = Vec::new();
        for (x, y) in [(3, 0), (3, -1), (-1, 0), (30, 2), (0, 1)] {
            for rot in [Rotation::R0, Rotation::R90] {
                out.push(PlacementOption {
                    placement: Placement { pos: Pos::new(x, y), rot },
                    needs_bridge: false,
                });
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
        let many: Vec<PlacementOption> = (0..40)
            .map(|x| PlacementOption {
                placement: Placement { pos: Pos::new(x, 0), rot: Rotation::R0 },
                needs_bridge: false,
            })
            .collect();
        assert_eq!(placements(&many, "").len(), MAX_CHOICES);
    }

    #[test]
    fn placements_that_need_a_bridge_say_so() {
        let mut legal = legal();
        legal[0].needs_bridge = true;
        let found = placements(&legal, "3,0 0");
        assert_eq!(found[0].name, "x 3, y 0, rotated 0° — needs a bridge");
        assert_eq!(found[0].value, "3,0 0");
    }

    #[test]
    fn bridges_filter_by_cell_and_axis() {
        let legal = [
            Bridge { pos: Pos::new(1, 0), axis: Axis::NorthSouth },
            Bridge { pos: Pos::new(1, 0), axis: Axis::EastWest },
            Bridge { pos: Pos::new(0, 1), axis: Axis::EastWest },
        ];
        assert_eq!(values(bridges(&legal, "")), ["1,0 NS", "1,0 EW", "0,1 EW"]);
        assert_eq!(values(bridges(&legal, "1,")), ["1,0 NS", "1,0 EW"]);
        assert_eq!(values(bridges(&legal, "1,0 e")), ["1,0 EW"]);
        assert_eq!(bridges(&legal, "0,1 EW")[0].name, "x 0, y 1, east–west");
        assert_eq!(placement_words("1,0 NS"), "1 0 NS");
    }

    #[test]
    fn named_words_filter_by_prefix() {
        let legal =
            vec![("build".to_string(), "Build a castle".to_string()), ("score".into(), "Score".into())];
        assert_eq!(values(named(legal.clone(), "B")), ["build"]);
        assert_eq!(values(named(legal, "")), ["build", "score"]);
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
    fn gift_cards_are_offered_once_each_by_word_or_title() {
        let hand = [Gift::Retreat, Gift::Synod, Gift::Retreat];
        assert_eq!(values(gift_cards(&hand, "")), ["synod", "retreat"]);
        assert_eq!(values(gift_cards(&[Gift::RoadSweeper], "Road")), ["sweeper"]);
        assert_eq!(values(gift_cards(&[Gift::RoadSweeper], "swe")), ["sweeper"]);
        assert!(gift_cards(&hand, "take").is_empty());
        assert!(gift_cards(&[Gift::ChangePosition], "")[0].name.starts_with("Change position — lay"));
    }

    #[test]
    fn gift_targets_narrow_by_cell_whatever_the_separators() {
        let targets = vec![
            ("1,0 city N".to_string(), "1,0 city N — Bob's city (2 meeples)".to_string()),
            ("10,2 road E".to_string(), "10,2 road E — an empty road, 1 tile".to_string()),
            ("-1,0 monastery".to_string(), "-1,0 monastery — your monastery (1 meeple)".to_string()),
        ];
        assert_eq!(values(gift_targets(targets.clone(), "")).len(), 3);
        assert_eq!(values(gift_targets(targets.clone(), "1,")), ["1,0 city N"]);
        assert_eq!(values(gift_targets(targets.clone(), "1 0 c")), ["1,0 city N"]);
        assert_eq!(values(gift_targets(targets.clone(), "-")), ["-1,0 monastery"]);
        assert_eq!(gift_targets(targets, "10")[0].name, "10,2 road E — an empty road, 1 tile");
        let long = vec![("0,0 road E".to_string(), "x".repeat(150))];
        assert_eq!(gift_targets(long, "")[0].name.chars().count(), 100);
    }

    #[test]
    fn players_filter_by_prefix_in_any_case() {
        let names = ["Alice".to_string(), "Bob".to_string(), "bea".to_string()];
        assert_eq!(values(players(&names, "b")), ["Bob", "bea"]);
        assert_eq!(values(players(&names, "")), ["Alice", "Bob", "bea"]);
        assert!(players(&names, "Carol").is_empty());
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
