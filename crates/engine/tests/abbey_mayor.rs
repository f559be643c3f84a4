//! Abbey & Mayor: scenarios from explicit tiles, with exact scores, for each point of the
//! rules summary (`shared/rules/abbey-and-mayor.summary.fr.txt`) — the abbey tile's
//! holes, what it closes and scores, the final round of abbeys; the mayor's strength with
//! 0, 1 and 3 pennants; the wagon's moves and refusals; the barn's three scorings.

use crate::support::{
    assert_scored, assert_scores, end_scorings, game_of, play, play_scorings, scorings, versioned,
};

use carcassonne_engine::rules::abbey_mayor::{self, ABBEY, Happened, Origin, Own, Ph, Refusal};
use carcassonne_engine::rules::princess_dragon::Refusal as PdRefusal;
use carcassonne_engine::rules::traders_builders::Role;
use carcassonne_engine::{Action, Category, Expansion, Game, Phase, Pos, RuleError, Seat};

/// A game of two with Abbey & Mayor whose stack is exactly `ids`.
pub(super) fn game(ids: &[&str]) -> Game {
    game_of(&[Expansion::AbbeyMayor], ids)
}

/// The action written `text`.
pub(super) fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

fn supply(game: &Game, seat: u8, own: Own) -> bool {
    game.view(carcassonne_engine::Audience::Public).abbey_mayor().expect("in play").in_supply(Seat(seat), own)
}

/// Six tiles round the cell (0, 1), south of the start tile: a road from the west
/// ending at a monastery and a city cap from the south both meet it, each with seat 1's
/// meeple. A seventh tile is left to draw.
pub(super) const AROUND_A_HOLE: [&str; 7] = ["BA/RFr", "BA/RFr", "BA/L", "BA/LR", "BA/L", "BA/C", "BA/L"];
pub(super) const UP_TO_THE_HOLE: &str = "
    0: place 1 0 0
    0: pass
    1: place -1 0 0
    1: pass
    0: place 1 1 0
    0: pass
    1: place -1 1 270
    1: meeple road E
    0: place 1 2 0
    0: pass
    1: place 0 2 0
    1: meeple city N
";

/// The stack the barn's scenarios without other boxes play, from `farmer_beside_a_closed_city`.
const BARN_STACK: [&str; 7] = ["BA/RFr", "BA/C", "BA/C", "BA/L", "BA/C", "BA/L", "BA/LR"];

/// The opening the barn scenarios share: seat 0's farmer in the field south of the start
/// road, beside the city of (0, 1) and (0, 2), completed with nobody in it.
fn farmer_beside_a_closed_city(g: &mut Game) {
    play(
        g,
        "
        0: place 1 0 0
        0: meeple field Se
        1: place 0 1 180
        1: pass
        0: place 0 2 0
        0: pass
        ",
    );
}

/// The abbey tile goes only into a hole, instead of the draw; it closes the road and the
/// city that meet it, which score at once without it (a road of 1 tile, a city of 1),
/// and is a monastery: with the last tile beside it, it is surrounded and scores 9.
#[test]
fn the_abbey_fills_a_hole_closes_what_meets_it_and_scores_as_a_monastery() {
    let mut g = game(&AROUND_A_HOLE);
    assert_eq!(
        g.apply(Seat(0), act("abbey")),
        Err(Refusal::NoAbbeyChoice.into()),
        "no hole yet: the tile is drawn"
    );
    play(&mut g, UP_TO_THE_HOLE);
    assert_eq!(g.phase(), Phase::from(Ph::Abbey), "seat 0 sees the hole before drawing");
    assert_eq!(g.legal_actions(Seat(0)), vec![act("abbey"), act("draw")]);
    assert_eq!(g.tiles_left(), 1, "nothing drawn yet");
    play(&mut g, "0: abbey");
    assert_eq!(g.current_tile().map(|t| t.id()), Some(ABBEY));
    assert_eq!(g.legal_placements().iter().map(|p| p.pos).collect::<Vec<_>>(), vec![Pos::new(0, 1)]);
    assert_eq!(g.apply(Seat(0), act("place 1 -1 0")), Err(Refusal::NotAHole.into()));
    assert_eq!(
        g.apply(Seat(0), act("place -2 0 0")),
        Err(Refusal::NotAHole.into()),
        "beside a road's end but in no hole: not a hole, not an edge that does not match"
    );
    let events = play(&mut g, "0: place 0 1 0\n0: meeple monastery");
    assert_eq!(
        scorings(&events),
        vec![(Category::City, 2, vec![1], false), (Category::Road, 1, vec![1], false)],
        "the road and the city closed by the abbey, neither counting it"
    );
    assert_scores(&g, &[0, 3]);
    let view = g.view(carcassonne_engine::Audience::Public);
    assert_eq!(view.abbey_mayor().unwrap().abbeys(Seat(0)), 0, "one abbey tile a player");
    let events = play(&mut g, "1: place -1 2 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Monastery, 9, vec![0], false));
    assert!(g.is_over());
    assert_scores(&g, &[9, 3]);
}

/// After the last tile each player still holding an abbey tile may place it, one turn
/// each from the player after the last tile's: seat 0 draws (nothing), seat 1 places it.
#[test]
fn after_the_last_tile_each_player_may_still_place_their_abbey() {
    let mut g = game(&AROUND_A_HOLE[..6]);
    play(&mut g, UP_TO_THE_HOLE);
    assert_eq!(g.tiles_left(), 0);
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)));
    let view = g.view(carcassonne_engine::Audience::Public);
    assert!(view.abbey_mayor().expect("in play").last_round());
    let events = play(&mut g, "0: draw");
    assert_eq!(events, [Happened::AbbeyDeclined { seat: Seat(0) }.into()], "kept, nothing drawn");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)), "the round goes on");
    let events = play(&mut g, "1: abbey\n1: place 0 1 0\n1: pass");
    assert!(g.is_over(), "everyone had their chance");
    let during = play_scorings(&events);
    assert_scored(
        &g,
        during,
        vec![(Category::City, 2, vec![1], false), (Category::Road, 1, vec![1], false)],
        &[0, 3],
    );
}

/// The abbey tile looks the same every way round: one placement a hole, a hole between
/// fields (which the board's rules alone allow) as one beside a road, any rotation
/// accepted there.
#[test]
fn the_abbey_tile_is_offered_once_a_hole_and_taken_any_way_round() {
    let mut g = game(&["BA/L"; 8]);
    play(
        &mut g,
        "
        0: place 0 1 0
        0: pass
        1: place 1 1 0
        1: pass
        0: place -1 1 0
        0: pass
        1: place 1 2 0
        1: pass
        0: place -1 2 0
        0: pass
        1: place 1 3 0
        1: pass
        0: place 0 3 0
        0: pass
        ",
    );
    assert_eq!(g.phase(), Phase::from(Ph::Abbey), "a hole between fields at (0, 2)");
    play(&mut g, "1: abbey");
    let offered: Vec<String> = g.legal_actions(Seat(1)).iter().map(Action::to_string).collect();
    assert_eq!(offered, ["place 0 2 0"], "one placement for the one hole");
    play(&mut g, "1: place 0 2 90\n1: pass");
    assert_eq!(g.board().tile_at(Pos::new(0, 2)).map(|t| t.kind.id()), Some(ABBEY));
}

/// A wagon whose feature scores with nowhere to go goes home, and says so: its city
/// closed, the road beside it is taken and nothing else around is open to it.
#[test]
fn a_wagon_with_nowhere_to_go_is_told_home() {
    let mut g = game(&["BA/RFr", "BA/C", "BA/L"]);
    play(&mut g, "0: place 1 0 0\n0: meeple road E\n1: place 0 -1 180");
    let events = play(&mut g, "1: wagon city S");
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![1], false)]);
    assert!(events.contains(&Happened::WagonStranded { seat: Seat(1) }.into()), "{events:?}");
    assert!(supply(&g, 1, Own::Wagon), "home");
    assert_eq!(g.active(), Seat(0), "no move asked: the next turn");
}

/// The mayor goes only into a city; its strength is the pennants of its whole city: none
/// (nobody scores, the mayor goes home), one (a city of two tiles and a pennant, 6), three
/// (an unfinished city of three tiles and three pennants at the end, 6).
#[test]
fn the_mayor_weighs_its_citys_pennants() {
    // No pennant: the start tile's city closed by a cap.
    let mut g = game(&["BA/C", "BA/L"]);
    play(&mut g, "0: place 0 -1 180");
    assert_eq!(
        g.apply(Seat(0), act("mayor field Nw")),
        Err(Refusal::NotThere(Own::Mayor, carcassonne_engine::FeatureKind::Field).into())
    );
    let events = play(&mut g, "0: mayor city S");
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![], false)], "strength 0: nobody scores");
    assert!(supply(&g, 0, Own::Mayor), "the mayor went home");
    assert_scores(&g, &[0, 0]);

    // One pennant: AM/C!+'s cap closes it.
    let mut g = game(&["AM/C!+", "BA/L"]);
    let events = play(&mut g, "0: place 0 -1 270\n0: mayor city S");
    assert_eq!(scorings(&events), vec![(Category::City, 6, vec![0], false)]);

    // Three pennants, unfinished at the end: AM/C++ (2) and AM/C!+ (1).
    let mut g = game(&["AM/C++", "AM/C!+"]);
    play(&mut g, "0: place 0 -1 0\n0: mayor city N\n1: place 1 -1 0\n1: pass");
    assert!(g.is_over());
    assert_eq!(g.players()[0].score, 6, "3 tiles and 3 pennants, unfinished");
}

/// Tiles for two wagons scoring in one turn: seat 1's on the start road (closed east by
/// a junction), seat 0's in a cap north-west; seat 1's tile at (-1, 0) closes both.
const TWO_WAGONS: [&str; 4] = ["BA/C", "BA/CRRR", "BA/C", "BA/CRRR"];

/// After its feature scores, a wagon moves to an unfinished, unoccupied road, city or
/// monastery on its tile or the eight around it, or goes home; owners choose in turn
/// from the player who placed the tile. A wagon never stands in a field.
#[test]
fn wagons_move_in_turn_from_the_active_player() {
    let mut g = game(&TWO_WAGONS);
    play(&mut g, "0: place 0 -1 180\n0: pass\n1: place 1 0 0");
    assert_eq!(
        g.apply(Seat(1), act("wagon field Es")),
        Err(Refusal::NotThere(Own::Wagon, carcassonne_engine::FeatureKind::Field).into())
    );
    let events =
        play(&mut g, "1: wagon road W\n0: place -1 -1 180\n0: wagon city S\n1: place -1 0 0\n1: pass");
    assert_eq!(
        scorings(&events).into_iter().filter(|s| s.1 > 2).collect::<Vec<_>>(),
        vec![(Category::City, 4, vec![0], false), (Category::Road, 3, vec![1], false)]
    );
    assert_scores(&g, &[4, 3]);
    // Seat 1 placed the tile: their wagon moves first, from (1, 0).
    assert_eq!(g.decisions().len(), 1);
    assert_eq!(g.phase(), Phase::from(Ph::Wagon(Origin::Tile(Pos::new(1, 0)))));
    let moves: Vec<String> = g.legal_actions(Seat(1)).iter().map(Action::to_string).collect();
    assert_eq!(moves, ["wagon 1 0 city N", "wagon 1 0 road E", "wagon 1 0 road S", "wagon home"]);
    assert!(matches!(g.apply(Seat(0), act("wagon home")), Err(RuleError::NotYourTurn)));
    for refused in ["wagon -1 0 road S", "wagon 0 0 road E", "wagon 0 -1 city S"] {
        assert_eq!(
            g.apply(Seat(1), act(refused)),
            Err(Refusal::NoWagonTarget(act_target(refused)).into()),
            "{refused}"
        );
    }
    play(&mut g, "1: wagon 1 0 road E");
    assert!(!supply(&g, 1, Own::Wagon));
    // Then seat 0's, from (-1, -1): the two open roads of the junction at (-1, 0).
    assert_eq!(g.phase(), Phase::from(Ph::Wagon(Origin::Tile(Pos::new(-1, -1)))));
    let moves: Vec<String> = g.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert_eq!(moves, ["wagon -1 0 road S", "wagon -1 0 road W", "wagon home"]);
    assert_eq!(
        g.apply(Seat(0), act("wagon 1 0 road S")),
        Err(Refusal::NoWagonTarget(act_target("wagon 1 0 road S")).into()),
        "two tiles away"
    );
    play(&mut g, "0: wagon home");
    assert!(supply(&g, 0, Own::Wagon));
    assert!(g.is_over());
    // At the end the moved wagon scores its unfinished road of 1 tile.
    assert_scores(&g, &[4, 4]);
}

/// The target a wagon move names.
fn act_target(text: &str) -> carcassonne_engine::Target {
    match abbey_mayor::Act::of(act(text)) {
        Some(abbey_mayor::Act::Move(target)) => target,
        other => panic!("`{text}` is no wagon move: {other:?}"),
    }
}

/// The barn's three scorings: put where four fields meet, the farmers of its field score
/// 3 a completed city and go home; no farmer joins it later, but a tile that joins a
/// field with farmers to it scores them 1 a city; at the end the barn scores 4 a city.
#[test]
fn the_barn_scores_its_field_three_ways() {
    let mut g = game(&BARN_STACK);
    farmer_beside_a_closed_city(&mut g);
    play(&mut g, "1: place 1 1 0");
    assert_eq!(g.apply(Seat(1), act("barn SE")), Err(Refusal::NoFieldCorner(abbey_mayor::Corner::SE).into()));
    let events = play(&mut g, "1: barn NW");
    assert_eq!(scorings(&events), vec![(Category::Field, 3, vec![0], false)], "one completed city, 3");
    assert_eq!(g.players()[0].meeples, 7, "the farmer went home");
    // A farmer in the field north of the road, beside the start tile's city (closed now).
    play(&mut g, "0: place 0 -1 180\n0: meeple field Ne\n1: place 1 -1 0\n1: pass\n0: place 2 0 90");
    assert_eq!(
        g.apply(Seat(0), act("meeple field Nw")),
        Err(Refusal::BarnField.into()),
        "the barn's field takes no farmer, and the refusal names the barn"
    );
    let events = play(&mut g, "0: pass");
    let during = play_scorings(&events);
    assert_eq!(during, vec![(Category::Field, 2, vec![0], false)], "joined: two cities, 1 each");
    assert!(g.is_over());
    assert_eq!(scorings(&events).last(), Some(&(Category::Field, 8, vec![1], true)), "the barn: 4 a city");
    assert_scores(&g, &[5, 8]);
    assert!(!supply(&g, 1, Own::Barn), "the barn stays");
}

/// A wagon in a small city that becomes a castle (Bridges, Castles & Bazaars) goes onto
/// the castle with its city, which does not score: it does not move then. When the
/// castle scores (2, from a road of two tiles completed beside it), the wagon moves as
/// its feature scored, to a feature in the castle's neighbourhood — its two cells and
/// the two on each long side — never to one only next to its tile (the monastery north
/// of the castle).
#[test]
fn a_wagon_on_a_castle_moves_when_the_castle_scores() {
    let mut g = game_of(
        &[Expansion::BridgesCastlesBazaars, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/LR", "BA/CRRR", "BA/LR", "BA/LR"],
    );
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place 1 -1 90\n1: pass\n0: place 0 -1 180\n0: wagon city S");
    let events = play(&mut g, "0: castle build");
    assert!(scorings(&events).is_empty(), "the city became a castle: nothing scored");
    assert_eq!(Ph::of(g.phase()), None, "the wagon's city did not score: no move");
    assert!(!supply(&g, 0, Own::Wagon), "the wagon stands on the castle");
    let events = play(&mut g, "1: place 0 -2 0\n1: pass");
    assert_eq!(scorings(&events), vec![(Category::Castle, 2, vec![0], false)]);
    let castle = Origin::Castle([Pos::new(0, 0), Pos::new(0, -1)]);
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Wagon(castle)), Seat(1)));
    assert_eq!(g.decision_of(Seat(0)).map(|d| d.phase), Some(Phase::from(Ph::Wagon(castle))));
    let moves: Vec<String> = g.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert_eq!(moves, ["wagon 0 0 road E", "wagon 0 -1 road W", "wagon 1 -1 monastery", "wagon home"]);
    assert_eq!(
        g.apply(Seat(0), act("wagon 0 -2 monastery")),
        Err(Refusal::NoWagonTarget(act_target("wagon 0 -2 monastery")).into()),
        "beside the castle's tile, outside its neighbourhood"
    );
    let events = play(&mut g, "0: wagon 1 -1 monastery");
    assert!(events.contains(
        &Happened::WagonMoved { seat: Seat(0), from: castle, to: act_target("wagon 1 -1 monastery") }.into()
    ));
    play(&mut g, "0: place -1 -1 270\n0: pass");
    assert!(g.is_over());
    // The monastery at (1, -1) with four tiles around it: 5 at the end.
    assert_scores(&g, &[7, 0]);
}

/// A pig (Traders & Builders) in a field whose farmers a barn scores adds its 1 a city
/// for its owner, as at the end: 3 + 1 when the barn comes (one completed city), 2 + 2
/// when a field with a farmer and a pig joins the barn's (two cities). The pig goes home
/// with the farmers; the barn scores its 4 a city at the end, with no pig.
#[test]
fn a_pig_adds_its_point_a_city_to_the_barns_scorings_of_farmers() {
    let mut g = game_of(
        &[Expansion::TradersBuilders, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/L", "BA/L", "BA/C", "BA/L", "BA/C", "BA/L", "BA/LR"],
    );
    // Seat 0's farmer and pig in the field south of the start road.
    farmer_beside_a_closed_city(&mut g);
    play(
        &mut g,
        "
        1: place 2 0 0
        1: pass
        0: place 1 1 0
        0: pig field Nw
        1: place 2 1 0
        ",
    );
    let pig = |g: &Game, seat: u8| {
        let view = g.view(carcassonne_engine::Audience::Public);
        view.traders_builders().expect("in play").post(Seat(seat), Role::Pig)
    };
    assert!(pig(&g, 0).is_some());
    let events = play(&mut g, "1: barn NW");
    assert_eq!(
        scorings(&events),
        vec![(Category::Field, 3, vec![0], false), (Category::Field, 1, vec![0], false)],
        "the farmer's 3 for the city, the pig's 1"
    );
    assert_eq!(pig(&g, 0), None, "the pig went home with the farmer");
    assert_scores(&g, &[4, 0]);
    // Seat 1's farmer and pig north of the road, beside the start tile's city closed by
    // (0, -1); (3, 0)'s road ends at a monastery and joins that field to the barn's.
    play(
        &mut g,
        "
        0: place 0 -1 180
        0: pass
        1: place 1 -1 0
        1: meeple field Sw
        0: place -1 1 270
        0: pass
        1: place 2 -1 0
        1: pig field Sw
        ",
    );
    let events = play(&mut g, "0: place 3 0 90\n0: pass");
    let during = play_scorings(&events);
    assert_eq!(during, vec![(Category::Field, 2, vec![1], false), (Category::Field, 2, vec![1], false)]);
    assert!(g.is_over());
    assert_scored(&g, end_scorings(&events), vec![(Category::Field, 8, vec![1], true)], &[4, 12]);
}

/// Before rules version 16 only a plain meeple goes through Princess & Dragon's magic
/// portal: seat 0, its seven meeples on monasteries, places a portal tile with its mayor
/// and wagon in supply; they go on that tile only, no portal move is offered, a meeple's
/// is refused for want of one and the wagon's as no meeple's (version 16 lets them
/// through: `portal_figures.rs`).
#[test]
fn before_version_16_the_mayor_and_the_wagon_never_go_through_the_portal() {
    let mut ids = vec!["BA/L"; 14];
    ids.push("DG/CRr.g");
    let mut g = versioned(15, &[Expansion::PrincessDragon, Expansion::AbbeyMayor], &ids, &[]);
    let script: String = (0..7)
        .map(|x| format!("0: place {x} 1 0\n0: meeple monastery\n1: place {x} 2 0\n1: pass\n"))
        .collect();
    play(&mut g, &script);
    assert_eq!(g.players()[0].meeples, 0);
    play(&mut g, "0: place -1 0 0");
    let offered: Vec<String> = g.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert!(!offered.iter().any(|a| a.starts_with("portal")), "{offered:?}");
    let ours: Vec<&String> =
        offered.iter().filter(|a| a.starts_with("mayor") || a.starts_with("wagon")).collect();
    assert_eq!(ours, ["mayor city N", "wagon city N", "wagon road E"], "on the portal's tile only");
    assert_eq!(g.apply(Seat(0), act("portal 0 2 monastery")), Err(RuleError::NoMeepleLeft));
    assert_eq!(g.apply(Seat(0), act("portal 0 2 monastery wagon")), Err(PdRefusal::MeepleOnly.into()));
    play(&mut g, "0: wagon road E");
    assert!(g.is_over());
}

/// What a bot may still count on: an abbey tile held is placeable until the round after
/// the last tile, then only while its holder's turn in that round is to come or is now.
#[test]
fn an_abbey_tile_is_placeable_until_its_holders_turn_in_the_last_round_passes() {
    let placeable = |g: &Game, seat: u8| {
        g.view(carcassonne_engine::Audience::Public).abbey_mayor().expect("in play").placeable(Seat(seat))
    };
    let mut g = game(&AROUND_A_HOLE[..6]);
    assert_eq!((placeable(&g, 0), placeable(&g, 1)), (1, 1), "tiles left");
    play(&mut g, UP_TO_THE_HOLE);
    assert_eq!((placeable(&g, 0), placeable(&g, 1)), (1, 1), "seat 0 asked, seat 1 to come");
    play(&mut g, "0: draw");
    let view = g.view(carcassonne_engine::Audience::Public);
    assert_eq!(view.abbey_mayor().unwrap().abbeys(Seat(0)), 1, "still held");
    assert_eq!((placeable(&g, 0), placeable(&g, 1)), (0, 1), "seat 0's turn passed, seat 1 asked");
}

/// What the bots are told a barn is worth (`Game::figure_worth`): its 4 a completed city
/// of its field as it stands (one: the start tile's city lies in the field north of the
/// road), no turns; a follower is worth nothing of its own there (its feature's majority
/// is valued instead).
#[test]
fn a_barn_is_worth_its_fields_four_a_city_to_the_bots() {
    let mut g = game(&BARN_STACK);
    farmer_beside_a_closed_city(&mut g);
    play(
        &mut g,
        "
        1: place 1 1 0
        1: barn NW
        0: place 0 -1 180
        0: pass
        1: place 1 -1 0
        1: wagon monastery
        ",
    );
    let worth = |kind| {
        let figure = g.figures().iter().find(|f| f.kind == kind).expect("on the board");
        g.figure_worth(figure)
    };
    assert_eq!((worth(abbey_mayor::BARN).points, worth(abbey_mayor::BARN).turns), (4, 0));
    assert_eq!(worth(abbey_mayor::WAGON).points, 0);
}
