//! A machine-readable account of a channel's game for the trusted local driver's
//! `--json`: scores, phase, who must act, the number of legal actions, hidden counts,
//! the expansions' supplies, state on the board and hands, the given events and the final
//! breakdown (by the categories the game's expansions use). It reads the whole game,
//! hands included, so it is never shown in Discord. The base game's rows are here; each
//! expansion's are in its folder (`ExpansionService::summary_event` and the methods
//! after it).

use carcassonne_engine::{Audience, Event, Phase, Seat, SeatSet};
use serde_json::{Value, json};

use super::{Context, Service, ServiceError, UserError, describe, expansion};

/// The names of `set`'s seats, as a JSON list.
pub(super) fn seats(names: &[String], set: SeatSet) -> Value {
    set.iter().map(|s| names[s.index()].clone()).collect()
}

/// One event: the base game's here, an expansion's by its folder
/// (`ExpansionService::summary_event`).
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
        _ => {
            let value = expansion::every().find_map(|x| x.summary_event(e, names));
            debug_assert!(value.is_some(), "no expansion summarises {e:?}");
            value.unwrap_or(Value::Null)
        }
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
            let word = expansion::every().find_map(|e| e.summary_phase(phase));
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
    // The expansions' state: what is built on the board, a sale under way, a deck.
    expansion::every().for_each(|e| e.summary_game(game, &names, &mut out));
    out
}

#[cfg(test)]
pub(super) mod tests {
    use carcassonne_engine::{Category, MAX_SEATS, Placement, Pos, Rotation, Scoring};

    use super::*;

    /// Which of `Event`'s variants `e` is. A new variant does not compile here: number
    /// it, and add one event of it to `events`. An expansion's (`Expansion`) are listed
    /// in its folder (`lists.rs`).
    fn variant(e: &Event) -> usize {
        match e {
            Event::TileDrawn { .. } => 0,
            Event::TileDiscarded { .. } => 1,
            Event::TilePlaced { .. } => 2,
            Event::MeeplePlaced { .. } => 3,
            Event::Passed { .. } => 4,
            Event::Scored(_) => 5,
            Event::GameEnded => 6,
            Event::Expansion(_) => 7,
        }
    }

    /// One event of each of the base game's variants.
    fn events() -> Vec<Event> {
        let (seat, pos, tile) = (Seat(1), Pos::new(1, -2), "BA/L".parse().unwrap());
        let spot = "field Wn".parse().unwrap();
        let placement = Placement { pos, rot: Rotation::R90 };
        let two = SeatSet::from_fn(|s| s.0 < 2);
        let scoring = Scoring {
            category: Category::Road,
            points: 3,
            winners: two,
            meeples: [1; MAX_SEATS],
            cells: vec![pos],
            at_end: false,
        };
        vec![
            Event::TileDrawn { seat, tile },
            Event::TileDiscarded { tile },
            Event::TilePlaced { seat, tile, placement },
            Event::MeeplePlaced { seat, pos, spot },
            Event::Passed { seat },
            Event::Scored(scoring),
            Event::GameEnded,
        ]
    }

    /// Checks that each of `phases` (the base game's here, an expansion's from its
    /// folder) is named by the base game (placing a tile or a figure, the end) or by
    /// exactly one expansion.
    pub(in crate::service) fn every_phase_is_named_once_for(phases: &[Phase]) {
        for &phase in phases {
            let base = match phase {
                Phase::PlaceTile(_) | Phase::PlaceFigure | Phase::Over => 1,
                Phase::Expansion(_) => 0,
            };
            let parts = expansion::every().filter(|e| e.summary_phase(phase).is_some()).count();
            assert_eq!(parts + base, 1, "{phase:?}");
        }
    }

    /// The base game's phases; an expansion's own are checked from its folder.
    #[test]
    fn every_phase_is_named_once() {
        let tile = "BA/L".parse().unwrap();
        every_phase_is_named_once_for(&[Phase::PlaceTile(tile), Phase::PlaceFigure, Phase::Over]);
    }

    /// Checks that each of `events` (the base game's here, an expansion's from its
    /// folder) is summarised by the base game or by exactly one expansion's folder, so
    /// none falls through to `null`, each with its type; the summaries, with Alice in
    /// the first seat and Bob in the second.
    pub(in crate::service) fn every_event_is_summarised_once_for(events: &[Event]) -> Vec<Value> {
        let names = ["Alice", "Bob"].map(String::from).to_vec();
        events
            .iter()
            .map(|e| {
                let parts = expansion::every().filter(|x| x.summary_event(e, &names).is_some()).count();
                let base = usize::from(!matches!(e, Event::Expansion(_)));
                assert_eq!(parts + base, 1, "{e:?}");
                let value = event(&names, e);
                assert!(value["type"].is_string(), "{e:?}");
                value
            })
            .collect()
    }

    /// The base game summarises its own events; an expansion's are checked from its
    /// folder.
    #[test]
    fn every_event_is_summarised_once() {
        let events = events();
        // Every variant but `Expansion`, whose events each expansion lists.
        expansion::one_of_each(&events, variant, 7);
        let summaries = every_event_is_summarised_once_for(&events);
        assert_eq!(
            summaries[2],
            json!({"type": "placed", "player": "Bob", "tile": "BA/L", "x": 1, "y": -2, "rotation": 90})
        );
    }
}
