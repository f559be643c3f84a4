//! The Abbot: an abbot scored complete (with and without vineyards), taken back mid-game,
//! scored at the end; an abbot in a garden on a Hills & Sheep tile; a meeple refused on a
//! garden; the Retreat and Change position gifts meeting an abbot; the garden tiles in the
//! stack. Boards from explicit tile lists, exact scores.

use crate::support as common;

use carcassonne_engine::rules::abbot::{self, Act, Happened};
use carcassonne_engine::rules::gifts::{self, Gift, GiftPlay};
use carcassonne_engine::rules::hills_sheep;
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, ExpansionAction, Expansions, FeatureKind, Game, Phase,
    RuleError, Seat, Setup, Spot,
};
use common::{action, assert_scored, assert_scores, assert_supplies, box_setup, kinds, play, scorings};

/// A game with The Abbot and `others`, whose stack is exactly `ids`.
fn setup(others: &[Expansion], ids: &[&str]) -> Setup {
    box_setup(2, Expansion::Abbot, others, ids)
}

fn game(others: &[Expansion], ids: &[&str]) -> Game {
    Game::new(setup(others, ids)).expect("valid setup").0
}

fn abbot_in_supply(game: &Game, seat: u8) -> bool {
    game.view(Audience::Public).abbot().unwrap().in_supply(Seat(seat))
}

/// Seat 0's abbot on the monastery at (0, 1), then the eight cells around it filled;
/// the last tile completes it. `west` and `east` are the tiles at (-1, 1) and (1, 1)
/// (a city facing away: BA/C, or Hills & Sheep's vineyard HS/C!.v).
fn surrounded(others: &[Expansion], side: &str) -> (Game, Vec<Event>) {
    let tiles = ["BA/L", "BA/RFr", "BA/RFr", side, side, "BA/L", "BA/L", "BA/L"];
    let mut g = game(others, &tiles);
    play(
        &mut g,
        "0: place 0 1 0\n0: abbot monastery\n1: place 1 0 0\n1: pass\n0: place -1 0 0\n0: pass
         1: place 1 1 90\n1: pass\n0: place -1 1 270\n0: pass\n1: place 0 2 0\n1: pass\n0: place 1 2 0\n0: pass",
    );
    assert!(!abbot_in_supply(&g, 0), "the abbot stands until its monastery completes");
    let events = play(&mut g, "1: place -1 2 0\n1: pass");
    (g, events)
}

#[test]
fn an_abbot_on_a_completed_monastery_scores_nine_and_goes_home() {
    let (g, events) = surrounded(&[], "BA/C");
    assert_scored(&g, scorings(&events), vec![(Category::Monastery, 9, vec![0], false)], &[9, 0]);
    assert!(abbot_in_supply(&g, 0));
    assert_supplies(&g, &[7, 7]);
    assert!(g.figures().is_empty());
}

/// The vineyard example of Hills & Sheep with the abbot as the monk: 9 + 3 + 3.
#[test]
fn an_abbot_on_a_completed_monastery_gains_the_vineyards() {
    let (g, events) = surrounded(&[Expansion::HillsSheep], "HS/C!.v");
    assert_scored(&g, scorings(&events), vec![(Category::Monastery, 15, vec![0], false)], &[15, 0]);
}

/// Taken back with four tiles around it (one a vineyard): 1 + 4 as at the end, no
/// vineyard bonus; the abbot may go down again at once.
#[test]
fn an_abbot_taken_back_scores_its_monastery_as_at_the_end() {
    let tiles = ["BA/L", "BA/RFr", "BA/RFr", "HS/C!.v", "BA/RFr", "BA/L", "BA/L"];
    let mut g = game(&[Expansion::HillsSheep], &tiles);
    play(
        &mut g,
        "0: place 0 1 0\n0: abbot monastery\n1: place 1 0 0\n1: pass\n0: place -1 0 0\n0: pass
         1: place 1 1 90\n1: pass\n0: place 2 0 0",
    );
    assert!(g.legal_actions(Seat(0)).contains(&Action::from(Act::Recall)));
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::Expansion(ExpansionAction::Abbot(Act::Place(_)))))
    );
    let events = play(&mut g, "0: recall");
    assert!(
        events
            .contains(&Happened::Recalled { seat: Seat(0), pos: carcassonne_engine::Pos::new(0, 1) }.into())
    );
    assert_scored(&g, scorings(&events), vec![(Category::Monastery, 5, vec![0], true)], &[5, 0]);
    assert!(abbot_in_supply(&g, 0));
    // Back in supply, the abbot goes on the next monastery: 1 + 4 at the end.
    let events = play(&mut g, "1: place 0 2 0\n1: pass\n0: place -1 1 0\n0: abbot monastery");
    assert_eq!(scorings(&events), vec![(Category::Monastery, 5, vec![0], true)]);
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[10, 0]);
}

/// Seat 0 surrounds its own abbot's monastery at (0, 1) with its last placement: seat 0
/// opens at (1, 0), seat 1 plays once away from the ring (2, 0), so that the ring's last
/// cell is seat 0's. `side` as in [`surrounded`]; `version` the game's rules version.
fn surrounded_by_its_owner(others: &[Expansion], side: &str, version: u32) -> Game {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", side, side, "BA/L", "BA/L", "BA/L", "BA/L"];
    let mut g = Game::new(Setup { version, ..setup(others, &tiles) }).expect("valid setup").0;
    play(
        &mut g,
        "0: place 1 0 0\n0: pass\n1: place 2 0 0\n1: pass\n0: place 0 1 0\n0: abbot monastery
         1: place -1 0 0\n1: pass\n0: place 1 1 90\n0: pass\n1: place -1 1 270\n1: pass
         0: place 0 2 0\n0: pass\n1: place 1 2 0\n1: pass\n0: place -1 2 0",
    );
    g
}

/// The published rule: an abbot is taken back only while its monastery is incomplete.
/// Surrounded by its owner's own tile, it is not offered and is refused; passing, it
/// scores as complete, vineyards and all (9 + 3 + 3).
#[test]
fn an_abbot_whose_monastery_is_complete_cannot_be_taken_back() {
    let mut g =
        surrounded_by_its_owner(&[Expansion::HillsSheep], "HS/C!.v", carcassonne_engine::ENGINE_VERSION);
    assert!(!g.legal_actions(Seat(0)).contains(&Action::from(Act::Recall)));
    assert_eq!(
        g.apply(Seat(0), action("recall")),
        Err(abbot::Refusal::Complete(FeatureKind::Monastery).into())
    );
    let events = play(&mut g, "0: pass");
    assert_scored(&g, scorings(&events), vec![(Category::Monastery, 15, vec![0], false)], &[15, 0]);
    assert!(abbot_in_supply(&g, 0));
}

/// A game of version 8 replays as it was played: there the recall was allowed in the
/// turn that surrounded the monastery, and scored it as at the end (9, no vineyard).
#[test]
fn a_version_8_game_still_takes_back_an_abbot_from_a_complete_monastery() {
    let mut g = surrounded_by_its_owner(&[Expansion::HillsSheep], "HS/C!.v", 8);
    assert!(g.legal_actions(Seat(0)).contains(&Action::from(Act::Recall)));
    let events = play(&mut g, "0: recall");
    assert_scored(&g, scorings(&events), vec![(Category::Monastery, 9, vec![0], true)], &[9, 0]);
    assert!(abbot_in_supply(&g, 0));
}

#[test]
fn an_abbot_still_standing_scores_at_the_end_as_a_monastery() {
    let mut g = game(&[], &["BA/L", "BA/RFr"]);
    play(&mut g, "0: place 0 1 0\n0: abbot monastery");
    let events = play(&mut g, "1: place 1 0 0\n1: pass");
    // The start tile and (1, 0) around it: 1 + 2.
    assert_eq!(scorings(&events), vec![(Category::Monastery, 3, vec![0], true)]);
    assert_eq!(g.phase(), Phase::Over);
    assert!(abbot_in_supply(&g, 0));
}

/// Hills & Sheep's garden tile (a hill, so it hides the next tile): a meeple is refused
/// on its garden, the abbot goes there, and when the eight cells around are filled the
/// garden scores 9 — no vineyard bonus, though HS/C!.v's vineyard is beside it.
#[test]
fn an_abbot_in_a_garden_on_a_hills_and_sheep_tile() {
    let tiles = ["AB/RR.h.g", "BA/Cccc+", "HS/C!.v", "BA/L", "BA/L", "BA/L", "BA/RFr", "BA/L", "BA/L"];
    let (mut g, events) = Game::new(setup(&[Expansion::HillsSheep], &tiles)).unwrap();
    assert!(
        events.iter().any(|e| matches!(
            hills_sheep::Happened::of(e),
            Some(hills_sheep::Happened::TileUnderHill { .. })
        ))
    );
    play(&mut g, "0: place 1 0 0");
    let garden = Spot { kind: FeatureKind::Garden, port: None };
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Act::Place(garden).into()));
    assert!(!legal.contains(&Action::Meeple(garden)));
    assert_eq!(g.apply(Seat(0), Action::Meeple(garden)), Err(RuleError::NotForMeeples(FeatureKind::Garden)));
    assert_eq!(
        g.apply(Seat(0), action("abbot road W")),
        Err(abbot::Refusal::OffCloister(FeatureKind::Road).into())
    );
    play(
        &mut g,
        "0: abbot garden
         1: place 0 -1 180\n1: pass\n0: place 1 -1 0\n0: pass\n1: place 2 -1 0\n1: pass
         0: place 2 0 0\n0: pass\n1: place 1 1 90\n1: pass\n0: place 0 1 0\n0: pass",
    );
    let standing = g.figures().iter().find(|f| f.kind == abbot::ABBOT).unwrap();
    assert_eq!(g.board().segment(standing.tile, standing.segment).kind, FeatureKind::Garden);
    assert_eq!(
        g.view(Audience::Public).abbot().unwrap().post(Seat(0)),
        Some((carcassonne_engine::Pos::new(1, 0), FeatureKind::Garden))
    );
    let events = play(&mut g, "1: place 2 1 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Garden, 9, vec![0], false)]);
    assert_eq!(g.players()[0].breakdown[Category::Garden.index()], 9);
    assert!(abbot_in_supply(&g, 0));
}

/// The abbot cannot be a farmer, so Change position never moves it; Retreat takes it
/// home for 2 (no other figure in its monastery), and it may go down again at once.
#[test]
fn retreat_takes_the_abbot_home_and_change_position_cannot_move_it() {
    let tiles = ["BA/L", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/L", "BA/L"];
    let setup = Setup {
        fixed: carcassonne_engine::Fixed {
            gifts: vec![Gift::Retreat, Gift::ChangePosition],
            ..Default::default()
        },
        ..setup(&[Expansion::Gifts], &tiles)
    };
    let mut g = Game::new(setup).unwrap().0;
    // Seat 0 extends seat 1's road twice: two gifts.
    play(
        &mut g,
        "0: place 0 1 0\n0: abbot monastery\n1: place 1 0 0\n1: meeple road E
         0: place 2 0 0\n0: pass\n1: place -1 0 0\n1: pass\n0: place -2 0 0\n0: pass\n1: place 0 2 0\n1: pass",
    );
    let hand = g.view(Audience::Seat(Seat(0))).gifts().unwrap().hand(Seat(0)).unwrap().to_vec();
    assert_eq!(hand, vec![Gift::Retreat, Gift::ChangePosition]);
    let legal = g.legal_actions(Seat(0));
    let moves =
        |a: &Action| matches!(gifts::Act::of(*a), Some(gifts::Act::Gift(GiftPlay::ChangePosition { .. })));
    assert!(!legal.iter().any(moves), "{legal:?}");
    assert!(legal.contains(&action("gift retreat 0 1 monastery")));
    assert_eq!(
        g.apply(Seat(0), action("gift change 0 1 monastery field Nw")),
        Err(RuleError::from(gifts::Refusal::NoMeepleThere("0 1 monastery".parse().unwrap())))
    );
    let events = play(&mut g, "0: gift retreat 0 1 monastery");
    assert_eq!(scorings(&events), vec![(Category::Gifts, 2, vec![0], false)]);
    assert!(abbot_in_supply(&g, 0));
    assert_supplies(&g, &[7, 6]);
    let events = play(&mut g, "0: place 1 1 0\n0: abbot monastery");
    // The end: the abbot's new monastery 1 + 5, the unopened gift 2; seat 1's road of 5.
    assert!(scorings(&events).contains(&(Category::Monastery, 6, vec![0], true)));
    assert_scores(&g, &[2 + 6 + 2, 5]);
}

/// A castle scores the first feature completed beside it, and a garden is one: seat 1's
/// castle on the start tile's city scores seat 0's garden at (1, 0), 9.
#[test]
fn a_completed_garden_scores_a_castle_beside_it() {
    let tiles = ["AB/Rr.g", "BA/C", "BA/L", "BA/L", "BA/L", "BA/RFr", "BA/L", "BA/L"];
    let mut g = game(&[Expansion::BridgesCastlesBazaars], &tiles);
    play(
        &mut g,
        "0: place 1 0 0\n0: abbot garden\n1: place 0 -1 180\n1: meeple city S\n1: castle build
         0: place 1 -1 0\n0: pass\n1: place 2 -1 0\n1: pass\n0: place 2 0 0\n0: pass
         1: place 1 1 90\n1: pass\n0: place 0 1 0\n0: pass",
    );
    let events = play(&mut g, "1: place 2 1 0\n1: pass");
    let scored = scorings(&events);
    assert_eq!(scored[..2], [(Category::Garden, 9, vec![0], false), (Category::Castle, 9, vec![1], false)]);
    assert_scores(&g, &[9, 9]);
}

/// Synod reaches monasteries only: a garden, even an empty one, is refused.
#[test]
fn synod_cannot_reach_a_garden() {
    let tiles = ["AB/C.g", "BA/RFr", "BA/RFr", "BA/RFr", "BA/L"];
    let setup = Setup {
        fixed: carcassonne_engine::Fixed { gifts: vec![Gift::Synod], ..Default::default() },
        ..setup(&[Expansion::Gifts], &tiles)
    };
    let mut g = Game::new(setup).unwrap().0;
    play(
        &mut g,
        "0: place 0 1 180\n0: pass\n1: place 1 0 0\n1: meeple road E\n0: place 2 0 0\n0: pass
         1: place -1 0 0\n1: pass",
    );
    let target = "0 1 garden".parse().unwrap();
    assert!(!g.legal_actions(Seat(0)).contains(&Action::from(gifts::Act::Gift(GiftPlay::Synod(target)))));
    assert_eq!(
        g.apply(Seat(0), Action::from(gifts::Act::Gift(GiftPlay::Synod(target)))),
        Err(RuleError::from(gifts::Refusal::NotAnIncompleteMonastery(target)))
    );
}

#[test]
fn a_recall_needs_the_abbot_on_the_board_and_one_abbot_each() {
    let mut g = game(&[], &["BA/L", "BA/L", "BA/RFr"]);
    play(&mut g, "0: place 0 1 0");
    assert!(!g.legal_actions(Seat(0)).contains(&Action::from(Act::Recall)));
    assert_eq!(g.apply(Seat(0), Action::from(Act::Recall)), Err(abbot::Refusal::NotOnBoard.into()));
    play(&mut g, "0: abbot monastery\n1: place 1 1 0\n1: abbot monastery\n0: place 1 0 0");
    assert_eq!(g.apply(Seat(0), action("abbot monastery")), Err(abbot::Refusal::OnBoard.into()));
    assert_eq!(g.apply(Seat(1), Action::from(Act::Recall)), Err(RuleError::NotYourTurn));
    // Without The Abbot the verbs are refused as not in the game.
    let mut base = Game::new(Setup { tiles: Some(kinds(&["BA/L"])), ..Setup::new(2, 0) }).unwrap().0;
    play(&mut base, "0: place 0 1 0");
    assert_eq!(base.apply(Seat(0), Action::from(Act::Recall)), Err(RuleError::NotInGame("The Abbot")));
}

/// A game with The Abbot draws the tiles of the same game without it, each garden tile
/// where a copy of the tile it replaces was (same edges, so the same placements).
#[test]
fn garden_tiles_take_the_place_of_the_copies_they_replace() {
    for seed in 0..4 {
        let draws = |expansions: Expansions| {
            let (mut g, mut events) = Game::new(Setup { expansions, ..Setup::new(2, seed) }).unwrap();
            while let Some(pending) = g.pending() {
                let seat = pending.seats.iter().next().unwrap();
                let action = match pending.phase {
                    Phase::PlaceTile(_) => g.legal_actions(seat)[0],
                    _ => Action::Pass,
                };
                events.extend(g.apply(seat, action).unwrap());
            }
            events
                .into_iter()
                .filter_map(|e| match e {
                    Event::TileDrawn { tile, .. } | Event::TileDiscarded { tile } => Some(tile),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        let plain = draws(Expansions::default());
        let gardened = draws(Expansions::default().with(Expansion::Abbot));
        assert_eq!(plain.len(), gardened.len(), "seed {seed}");
        let mut gardens = 0;
        for (p, g) in plain.iter().zip(&gardened) {
            match g.def().replaces {
                Some(id) => {
                    gardens += 1;
                    assert_eq!(p.id(), id, "seed {seed}");
                }
                None => assert_eq!(p, g, "seed {seed}"),
            }
        }
        assert_eq!(gardens, 8, "seed {seed}: the base game's eight garden tiles");
    }
}

/// Without The Abbot the river's garden is no feature: no figure is offered it, and a
/// meeple sent there finds nothing to stand on.
#[test]
fn without_the_abbot_a_garden_is_no_feature() {
    let setup = Setup {
        expansions: Expansions::default().with(Expansion::River),
        tiles: Some(kinds(&["RI/FFWW.g", "RI/W.l"])),
        ..Setup::new(2, 0)
    };
    let mut g = Game::new(setup).unwrap().0;
    let place = g.legal_actions(Seat(0))[0];
    g.apply(Seat(0), place).unwrap();
    let garden = Spot { kind: FeatureKind::Garden, port: None };
    assert!(g.legal_actions(Seat(0)).iter().all(|a| a.spot().is_none_or(|s| s.kind != FeatureKind::Garden)));
    assert_eq!(g.apply(Seat(0), Action::Meeple(garden)), Err(RuleError::NoSuchFeature(garden)));
}
