//! A machine-readable account of a channel's game for the trusted local driver's
//! `--json`: scores, supplies (bridges and castles with Bridges, Castles & Bazaars),
//! phase, who must act, the number of legal actions, hidden counts, the castles and
//! bridges on the board, the bazaar's auction, each player's gifts with the deck and the
//! opened cards, the given events and the final breakdown (by the categories the game's
//! expansions use). It reads the whole game, hands included, so it is never shown in
//! Discord. The base game's rows are here; each expansion's are in its folder
//! (`ExpansionService::summary_event` and the methods after it).

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
    // The expansions' state: castles and bridges, the auction, the monuments, the deck.
    expansion::every().for_each(|e| e.summary_game(game, &names, &mut out));
    out
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::abbey_mayor as am;
    use carcassonne_engine::rules::abbot::Happened;
    use carcassonne_engine::rules::bridges_castles_bazaars::{self as bcb, Axis, Bridge, CastleChoice};
    use carcassonne_engine::rules::gifts::{self, Gift, GiftPlay};
    use carcassonne_engine::rules::hills_sheep::{self, Token};
    use carcassonne_engine::rules::inns_cathedrals;
    use carcassonne_engine::rules::monuments::{self as mo, Monument, Reward};
    use carcassonne_engine::rules::princess_dragon as pd;
    use carcassonne_engine::rules::tower as to;
    use carcassonne_engine::rules::traders_builders as tb;
    use carcassonne_engine::{Category, ExpansionEvent, MAX_SEATS, Placement, Pos, Rotation, Scoring};

    use super::*;

    /// Which of `Event`'s variants `e` is, and whether the base game tells it. A new
    /// variant does not compile here: add it, and one event of it to `events`.
    fn variant(e: &Event) -> (usize, bool) {
        match e {
            Event::TileDrawn { .. } => (0, true),
            Event::TileDiscarded { .. } => (1, true),
            Event::TilePlaced { .. } => (2, true),
            Event::MeeplePlaced { .. } => (3, true),
            Event::Passed { .. } => (4, true),
            Event::Scored(_) => (5, true),
            Event::GameEnded => (6, true),
            Event::Expansion(ExpansionEvent::Abbot(Happened::Placed { .. })) => (7, false),
            Event::Expansion(ExpansionEvent::Abbot(Happened::Recalled { .. })) => (8, false),
            Event::Expansion(ExpansionEvent::HillsSheep(hills_sheep::Happened::TileUnderHill { .. })) => {
                (9, false)
            }
            Event::Expansion(ExpansionEvent::HillsSheep(hills_sheep::Happened::ShepherdPlaced {
                ..
            })) => (10, false),
            Event::Expansion(ExpansionEvent::HillsSheep(hills_sheep::Happened::SheepDrawn { .. })) => {
                (11, false)
            }
            Event::Expansion(ExpansionEvent::HillsSheep(hills_sheep::Happened::FlockLost { .. })) => {
                (12, false)
            }
            Event::Expansion(ExpansionEvent::BridgesCastlesBazaars(happened)) => match happened {
                bcb::Happened::BridgeBuilt { .. } => (13, false),
                bcb::Happened::CastleChosen { .. } => (14, false),
                bcb::Happened::CastleBuilt { .. } => (15, false),
                bcb::Happened::BazaarOpened { .. } => (16, false),
                bcb::Happened::BazaarChosen { .. } => (17, false),
                bcb::Happened::BidMade { .. } => (18, false),
                bcb::Happened::BidPassed { .. } => (19, false),
                bcb::Happened::TileWon { .. } => (20, false),
            },
            Event::Expansion(ExpansionEvent::Gifts(happened)) => match happened {
                gifts::Happened::GiftReceived { .. } => (21, false),
                gifts::Happened::GiftDrawn { .. } => (22, false),
                gifts::Happened::GiftOpened { .. } => (23, false),
                gifts::Happened::GiftWasted { .. } => (24, false),
                gifts::Happened::GiftsReshuffled => (25, false),
                gifts::Happened::TileReturned { .. } => (26, false),
            },
            Event::Expansion(ExpansionEvent::Monuments(happened)) => match happened {
                mo::Happened::ArchitectPlaced { .. } => (27, false),
                mo::Happened::CubePlaced { .. } => (28, false),
                mo::Happened::ObjectiveCompleted { .. } => (29, false),
                mo::Happened::MonumentCompleted { .. } => (30, false),
            },
            Event::Expansion(ExpansionEvent::InnsCathedrals(_)) => (31, false),
            Event::Expansion(ExpansionEvent::TradersBuilders(happened)) => match happened {
                tb::Happened::Placed { .. } => (32, false),
                tb::Happened::WentHome { .. } => (33, false),
                tb::Happened::GoodsTaken { .. } => (34, false),
                tb::Happened::SecondTile { .. } => (35, false),
                tb::Happened::Majority { .. } => (36, false),
                tb::Happened::PigFed { .. } => (37, false),
            },
            Event::Expansion(ExpansionEvent::PrincessDragon(happened)) => match happened {
                pd::Happened::DragonLanded { .. } => (38, false),
                pd::Happened::TilesReturned { .. } => (39, false),
                pd::Happened::DragonMoved { .. } => (40, false),
                pd::Happened::DragonStopped { .. } => (41, false),
                pd::Happened::FairyMoved { .. } => (42, false),
                pd::Happened::PortalUsed { .. } => (43, false),
                pd::Happened::KnightRemoved { .. } => (44, false),
            },
            Event::Expansion(ExpansionEvent::Tower(happened)) => match happened {
                to::Happened::Built { .. } => (45, false),
                to::Happened::Topped { .. } => (46, false),
                to::Happened::Captured { .. } => (47, false),
                to::Happened::Spared { .. } => (48, false),
                to::Happened::Exchanged { .. } => (49, false),
                to::Happened::Ransomed { .. } => (50, false),
            },
            Event::Expansion(ExpansionEvent::HillsSheep(hills_sheep::Happened::TileFromUnderHill {
                ..
            })) => (51, false),
            Event::Expansion(ExpansionEvent::AbbeyMayor(happened)) => match happened {
                am::Happened::AbbeyTaken { .. } => (52, false),
                am::Happened::AbbeyKept { .. } => (53, false),
                am::Happened::Placed { .. } => (54, false),
                am::Happened::BarnPlaced { .. } => (55, false),
                am::Happened::FarmersScored { .. } => (56, false),
                am::Happened::BarnsScored => (57, false),
                am::Happened::WagonMoved { .. } => (58, false),
                am::Happened::WagonHome { .. } => (59, false),
            },
        }
    }

    /// One event of each variant.
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
            Happened::Placed { seat, pos, spot: "monastery".parse().unwrap() }.into(),
            Happened::Recalled { seat, pos }.into(),
            hills_sheep::Happened::TileUnderHill { seat }.into(),
            hills_sheep::Happened::ShepherdPlaced { seat, pos, spot }.into(),
            hills_sheep::Happened::SheepDrawn { seat, token: Token::Wolf }.into(),
            hills_sheep::Happened::FlockLost { shepherds: two, sheep: 4 }.into(),
            bcb::Happened::BridgeBuilt { seat, bridge: Bridge { pos, axis: Axis::NorthSouth } }.into(),
            bcb::Happened::CastleChosen { seat, choice: CastleChoice::Build }.into(),
            bcb::Happened::CastleBuilt { seats: two, cells: [pos, Pos::new(1, -1)] }.into(),
            bcb::Happened::BazaarOpened { tiles: vec![tile, tile] }.into(),
            bcb::Happened::BazaarChosen { seat, number: 2, tile }.into(),
            bcb::Happened::BidMade { seat, points: 3 }.into(),
            bcb::Happened::BidPassed { seat }.into(),
            bcb::Happened::TileWon { seat, tile, price: 3, paid_to: Some(Seat(0)) }.into(),
            gifts::Happened::GiftReceived { seat }.into(),
            gifts::Happened::GiftDrawn { seat, gift: Gift::Synod }.into(),
            gifts::Happened::GiftOpened { seat, play: GiftPlay::TakeTwo }.into(),
            gifts::Happened::GiftWasted { seat, gift: Gift::Retreat }.into(),
            gifts::Happened::GiftsReshuffled.into(),
            gifts::Happened::TileReturned { tile }.into(),
            mo::Happened::ArchitectPlaced { seat, monument: Monument::Arena }.into(),
            mo::Happened::CubePlaced { seat, monument: Monument::Arena, objective: 2, automatic: false }
                .into(),
            mo::Happened::ObjectiveCompleted {
                monument: Monument::Arena,
                objective: 2,
                cubes: [0, 2, 0, 0, 0, 0],
                reward: Reward::Points(3),
            }
            .into(),
            mo::Happened::MonumentCompleted { monument: Monument::Arena }.into(),
            inns_cathedrals::Happened::Placed { seat, pos, spot }.into(),
            tb::Happened::Placed { seat, role: tb::Role::Pig, pos, spot }.into(),
            tb::Happened::WentHome { seat, role: tb::Role::Builder, pos }.into(),
            tb::Happened::GoodsTaken { seat, goods: [1, 0, 2] }.into(),
            tb::Happened::SecondTile { seat }.into(),
            tb::Happened::Majority { good: tb::Good::Wine, held: [2, 2, 0, 0, 0, 0] }.into(),
            tb::Happened::PigFed { seat, pos, cities: 2 }.into(),
            pd::Happened::DragonLanded { pos }.into(),
            pd::Happened::TilesReturned { tiles: vec![tile] }.into(),
            pd::Happened::DragonMoved {
                seat,
                pos,
                eaten: vec![pd::Eaten { owner: Seat(0), kind: carcassonne_engine::FigureKind::Meeple }],
            }
            .into(),
            pd::Happened::DragonStopped { pos, steps: 4 }.into(),
            pd::Happened::FairyMoved {
                seat,
                beside: pd::Beside::Follower(carcassonne_engine::Target { pos, spot }),
            }
            .into(),
            pd::Happened::FairyMoved { seat, beside: pd::Beside::Castle(pos) }.into(),
            pd::Happened::PortalUsed { seat, pos, spot }.into(),
            pd::Happened::KnightRemoved {
                seat,
                owner: Seat(0),
                kind: carcassonne_engine::FigureKind::Meeple,
                pos,
                spot: "city N".parse().unwrap(),
            }
            .into(),
            to::Happened::Built { seat, pos, height: 2 }.into(),
            to::Happened::Topped { seat, pos, kind: carcassonne_engine::FigureKind::Meeple }.into(),
            to::Happened::Captured {
                seat,
                owner: Seat(0),
                kind: carcassonne_engine::FigureKind::Meeple,
                captive: to::Captive::Follower(carcassonne_engine::Target { pos, spot }),
                prisoner: true,
            }
            .into(),
            to::Happened::Spared { seat }.into(),
            to::Happened::Exchanged {
                seat,
                other: Seat(0),
                got: carcassonne_engine::FigureKind::Meeple,
                gave: carcassonne_engine::FigureKind::Meeple,
            }
            .into(),
            to::Happened::Ransomed {
                seat,
                holder: Seat(0),
                kind: carcassonne_engine::FigureKind::Meeple,
                points: 3,
            }
            .into(),
            hills_sheep::Happened::TileFromUnderHill { seat }.into(),
            am::Happened::AbbeyTaken { seat }.into(),
            am::Happened::AbbeyKept { seat }.into(),
            am::Happened::Placed { seat, figure: am::Own::Mayor, pos, spot: "city N".parse().unwrap() }
                .into(),
            am::Happened::BarnPlaced { seat, pos, corner: am::Corner::NE }.into(),
            am::Happened::FarmersScored { per_city: 3 }.into(),
            am::Happened::BarnsScored.into(),
            am::Happened::WagonMoved {
                seat,
                from: am::Origin::Tile(pos),
                to: carcassonne_engine::Target { pos, spot: "road E".parse().unwrap() },
            }
            .into(),
            am::Happened::WagonHome { seat }.into(),
        ]
    }

    /// Every phase is named by the base game (placing a tile or a figure, the end) or
    /// by exactly one expansion. A new phase does not compile here: add it.
    #[test]
    fn every_phase_is_named_once() {
        let tile = "BA/L".parse().unwrap();
        let phases = [
            Phase::PlaceTile(tile),
            Phase::PlaceFigure,
            hills_sheep::Ph::Flock.into(),
            bcb::Ph::Bridge.into(),
            bcb::Ph::Castle.into(),
            bcb::Ph::BazaarChoose.into(),
            bcb::Ph::BazaarBid.into(),
            bcb::Ph::BazaarRaise.into(),
            bcb::Ph::BazaarTrade.into(),
            gifts::Ph::TakeTwo(tile, tile).into(),
            pd::Ph::Dragon.into(),
            to::Ph::Capture.into(),
            to::Ph::Exchange.into(),
            am::Ph::Abbey.into(),
            am::Ph::Wagon(am::Origin::Tile(Pos::new(0, 0))).into(),
            Phase::Over,
        ];
        for phase in phases {
            let base = match phase {
                Phase::PlaceTile(_) | Phase::PlaceFigure | Phase::Over => 1,
                Phase::Expansion(_) => 0,
            };
            let parts = expansion::every().filter(|e| e.summary_phase(phase).is_some()).count();
            assert_eq!(parts + base, 1, "{phase:?}");
        }
    }

    /// The base game summarises its own events; every other event is summarised by
    /// exactly one expansion's folder, so none falls through to `null`.
    #[test]
    fn every_event_is_summarised_once() {
        let names = ["Alice", "Bob"].map(String::from).to_vec();
        let events = events();
        let mut seen: Vec<usize> = events.iter().map(|e| variant(e).0).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..=59).collect::<Vec<_>>(), "one event of each variant");
        for e in &events {
            let parts = expansion::every().filter(|x| x.summary_event(e, &names).is_some()).count();
            assert_eq!(parts + usize::from(variant(e).1), 1, "{e:?}");
            assert!(event(&names, e)["type"].is_string(), "{e:?}");
        }
        let won = event(&names, &events[20]);
        assert_eq!(
            won,
            json!({"type": "tile_won", "player": "Bob", "tile": "BA/L", "price": 3, "paid_to": "Alice"})
        );
    }
}
