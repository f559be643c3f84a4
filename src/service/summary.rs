//! A machine-readable account of a channel's game for the trusted local driver's
//! `--json`: scores, supplies (bridges and castles with Bridges, Castles & Bazaars),
//! phase, who must act, the number of legal actions, hidden counts, the castles and
//! bridges on the board, the bazaar's auction, each player's gifts with the deck and the
//! opened cards, the given events and the final breakdown (by the categories the game's
//! expansions use). It reads the whole game, hands included, so it is never shown in
//! Discord. The base game's rows are here; an expansion's events are the rows their
//! engine folder names (`messages.rs`, written by `message::json`), its phases, players
//! and state its folder's (`ExpansionService::summary_phase` and the methods after it).

use carcassonne_engine::{Audience, Event, Phase, Seat, SeatSet};
use serde_json::{Value, json};

use super::{Context, Service, ServiceError, UserError, describe, expansion, facts, message, supply};

/// The names of `set`'s seats, as a JSON list.
pub(super) fn seats(names: &[String], set: SeatSet) -> Value {
    set.iter().map(|s| names[s.index()].clone()).collect()
}

/// One event: the base game's here, an expansion's as the row it names.
fn event(names: &[String], e: &Event) -> Value {
    match e {
        Event::TileDrawn { seat, tile } => {
            json!({"type": "drawn", "player": names[seat.index()], "tile": tile.id()})
        }
        Event::TileDiscarded { tile } => json!({"type": "discarded", "tile": tile.id()}),
        Event::TilePlaced { seat, tile, placement } => json!({
            "type": "placed", "player": names[seat.index()], "tile": tile.id(),
            "x": placement.pos.x, "y": placement.pos.y, "rotation": placement.rot.degrees(),
        }),
        Event::MeeplePlaced { seat, pos, spot } => json!({
            "type": "meeple", "player": names[seat.index()], "x": pos.x, "y": pos.y, "spot": spot.to_string(),
        }),
        Event::Passed { seat } => json!({"type": "passed", "player": names[seat.index()]}),
        Event::Scored(s) => json!({
            "type": "scored", "category": s.category.word(), "points": s.points,
            "winners": seats(names, s.winners), "tiles": s.cells.len(), "at_end": s.at_end,
        }),
        Event::GameEnded => json!({"type": "game_over"}),
        Event::Expansion(own) => message::json(&own.summary(), names),
    }
}

impl Service {
    /// The summary of `ctx`'s channel's game, with `events` (those of a run) in words
    /// a script can read.
    ///
    /// # Errors
    /// No game in the channel, or a store failure.
    pub fn summary(&mut self, ctx: &Context, events: &[Event]) -> Result<Value, ServiceError> {
        let table = self.table(ctx)?;
        if let Some(why) = &table.unplayable {
            return Err(UserError::Unplayable(why.clone()).into());
        }
        Ok(summary(&table, events))
    }
}

fn summary(table: &super::Table, events: &[Event]) -> Value {
    let names = table.names();
    let Some(game) = table.game.as_ref() else {
        return json!({"phase": "lobby", "players": names});
    };
    let phase = match game.phase() {
        Phase::PlaceTile(_) => "place_tile",
        Phase::PlaceFigure => "place_figure",
        Phase::Over => "over",
        phase => {
            let word = facts::phase_words(phase).map(|words| words.summary);
            debug_assert!(word.is_some(), "no expansion names {phase:?}");
            word.unwrap_or("?")
        }
    };
    let to_act = game.pending().map_or(json!([]), |p| seats(&names, p.seats));
    let legal =
        game.pending().map_or(0, |p| p.seats.iter().map(|s| game.legal_actions(s).len()).sum::<usize>());
    let public = game.view(Audience::Public);
    let categories = describe::categories(&public);
    let players: Vec<Value> = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let breakdown: serde_json::Map<String, Value> =
                categories.iter().map(|c| (c.word().to_string(), json!(p.breakdown[c.index()]))).collect();
            let mut player = json!({
                "name": names[i], "colour": seat.colour().name(),
                "score": p.score, "meeples": p.meeples, "breakdown": breakdown,
            });
            // The expansions' supplies and (the local driver is trusted) hands.
            supply::summarised(&game.view(Audience::Public), seat, &mut player);
            expansion::every().for_each(|e| e.summary_player(game, seat, &mut player));
            player
        })
        .collect();
    let mut out = json!({
        "game": table.row.id.0,
        "phase": phase,
        "to_act": to_act,
        "current_tile": game.current_tile().map(|t| t.id()),
        "legal_actions": legal,
        "tiles_left": game.tiles_left(),
        "discarded": game.discarded().iter().map(|t| t.id()).collect::<Vec<_>>(),
        "players": players,
        "events": events.iter().map(|e| event(&names, e)).collect::<Vec<_>>(),
        "over": game.is_over(),
    });
    // The expansions' state: castles and bridges, the auction, the monuments, the deck.
    expansion::every().for_each(|e| e.summary_game(game, &names, &mut out));
    out
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{
        Category, Expansion, Expansions, Game, MAX_SEATS, Placement, Pos, Rotation, Scoring, Setup,
    };

    use super::*;
    use crate::locale::{Lang, heard};
    use crate::service::expansion::all_said;

    /// Which of the base game's kinds of event `e` is; `None` for an expansion's. A new
    /// variant of `Event` does not compile here: add it, and one event of it to
    /// `base_events` (an expansion's are its own `Event::Expansion`).
    fn base(e: &Event) -> Option<usize> {
        match e {
            Event::TileDrawn { .. } => Some(0),
            Event::TileDiscarded { .. } => Some(1),
            Event::TilePlaced { .. } => Some(2),
            Event::MeeplePlaced { .. } => Some(3),
            Event::Passed { .. } => Some(4),
            Event::Scored(_) => Some(5),
            Event::GameEnded => Some(6),
            Event::Expansion(_) => None,
        }
    }

    /// One event of each of the base game's kinds.
    fn base_events() -> Vec<Event> {
        let (seat, pos, tile) = (Seat(1), Pos::new(1, -2), "BA/L".parse().unwrap());
        let scoring = Scoring {
            category: Category::Road,
            points: 3,
            winners: SeatSet::from_fn(|s| s.0 < 2),
            meeples: [1; MAX_SEATS],
            cells: vec![pos],
            at_end: false,
        };
        vec![
            Event::TileDrawn { seat, tile },
            Event::TileDiscarded { tile },
            Event::TilePlaced { seat, tile, placement: Placement { pos, rot: Rotation::R90 } },
            Event::MeeplePlaced { seat, pos, spot: "field Wn".parse().unwrap() },
            Event::Passed { seat },
            Event::Scored(scoring),
            Event::GameEnded,
        ]
    }

    /// Every phase is named by the base game (placing a tile or a figure, the end) or
    /// by exactly one expansion (each gives one of each of its own among its examples).
    #[test]
    fn every_phase_is_named_once() {
        let tile = "BA/L".parse().unwrap();
        let theirs = expansion::examples().flat_map(|e| e.phases);
        for phase in [Phase::PlaceTile(tile), Phase::PlaceFigure, Phase::Over].into_iter().chain(theirs) {
            let base = match phase {
                Phase::PlaceTile(_) | Phase::PlaceFigure | Phase::Over => 1,
                Phase::Expansion(_) => 0,
            };
            let parts = facts::every().filter(|facts| (facts.phases)(phase).is_some()).count();
            assert_eq!(parts + base, 1, "{phase:?}");
        }
    }

    /// The base game summarises its own events; every other event is the row its
    /// expansion names, of a type of its own. Each is told
    /// in both languages too (over a game with every expansion just begun, where their
    /// places are not on the board), and every message of an expansion's narration (its
    /// file's group `Narration`) is said by one of its examples: a new event told by a
    /// new message fails here until its expansion gives an example of it.
    #[test]
    fn every_event_is_summarised_and_told() {
        let names = ["Alice", "Bob"].map(String::from).to_vec();
        let mut kinds: Vec<usize> = base_events().iter().filter_map(base).collect();
        kinds.sort_unstable();
        assert_eq!(kinds, (0..7).collect::<Vec<_>>(), "one event of each of the base game's kinds");
        let theirs = expansion::examples().flat_map(|e| e.events);
        let events: Vec<Event> = base_events().into_iter().chain(theirs).collect();
        for e in &events {
            assert!(event(&names, e)["type"].as_str().is_some_and(|t| !t.is_empty()), "{e:?}");
        }
        let expansions = Expansion::ALL.into_iter().fold(Expansions::default(), Expansions::with);
        let (game, _) = Game::new(Setup { expansions, ..Setup::new(2, 1) }).expect("a game");
        let view = game.view(Audience::Public);
        let said = heard::said_by(|| {
            for e in &events {
                for lang in Lang::ALL {
                    describe::describe(std::slice::from_ref(e), &view, &names, lang);
                }
            }
        });
        all_said("the events' lines", &said, |m| m.group.starts_with("Narration"));
    }
}
