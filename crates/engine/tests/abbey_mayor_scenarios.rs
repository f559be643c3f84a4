//! Abbey & Mayor: more scenarios from explicit tiles, with exact scores, for the points of
//! the rules summary (`shared/rules/abbey-and-mayor.summary.fr.txt`) that
//! `abbey_mayor.rs` leaves out, with its helpers.

use super::abbey_mayor::{act, game};
use crate::support::{assert_scored, assert_scores, end_scorings, game_of, play, play_scorings, scorings};

use carcassonne_engine::rules::abbey_mayor::{self, Corner, Own, Ph, Refusal};
use carcassonne_engine::{Action, Category, Expansion, Phase, Pos, Seat};

/// A hole needs its four sides: three sides and the diagonals around (0, 2) are not one.
/// Once the fourth comes, seat 1 places its abbey there; later, with another hole on the
/// board, it has none left to place, while seat 0 may still pass on its own, in play and
/// in the last round. At the end the abbey, with seven tiles around it, scores 1 + 7 as
/// an unfinished monastery, and counts as a neighbour for seat 0's monk north of it
/// (1 + 6, the abbey among them).
#[test]
fn an_abbey_needs_four_sides_and_comes_once_a_player() {
    let mut g = game(&["BA/L"; 13]);
    play(&mut g, "0: place 0 1 0\n0: meeple monastery\n1: place -1 1 0\n1: pass\n0: place 1 1 0\n0: pass");
    play(&mut g, "1: place -1 2 0\n1: pass\n0: place 1 2 0\n0: pass\n1: place 1 3 0\n1: pass");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "three sides and two diagonals: no hole");
    assert_eq!(g.apply(Seat(0), act("abbey")), Err(Refusal::NoAbbeyChoice.into()));
    play(&mut g, "0: place 0 3 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)));
    play(&mut g, "1: abbey\n1: place 0 2 0\n1: meeple monastery");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "no hole left for seat 0");
    play(&mut g, "0: place -2 2 0\n0: pass\n1: place -2 3 0\n1: pass");
    play(&mut g, "0: place 0 4 0\n0: pass\n1: place -1 4 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "(-1, 3) is a hole");
    play(&mut g, "0: draw\n0: place 2 1 0\n0: pass");
    assert_ne!(g.phase(), Phase::from(Ph::Abbey), "seat 1 placed its only abbey");
    assert_eq!(g.apply(Seat(1), act("abbey")), Err(Refusal::NoAbbeyChoice.into()));
    play(&mut g, "1: place 3 1 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "the last round");
    play(&mut g, "0: draw");
    assert!(g.is_over());
    assert_scores(&g, &[7, 8]);
}

/// Four one-tile cities meet the hole north of the start tile: the start tile's own cap
/// and three caps facing it. The abbey closes all four at once, each apart (the abbey links
/// nothing and counts in none: 2 each for seat 1's three), and only its monastery takes a figure. With seven
/// tiles around it, it scores 1 + 7 at the end.
#[test]
fn an_abbey_closes_four_cities_apart_and_takes_only_a_monk() {
    let mut g = game(&["BA/RFr", "BA/C", "BA/RFr", "BA/C", "BA/L", "BA/C"]);
    play(
        &mut g,
        "
        0: place -1 0 0
        0: pass
        1: place -1 -1 90
        1: meeple city E
        0: place 1 0 0
        0: pass
        1: place 1 -1 270
        1: meeple city W
        0: place -1 -2 0
        0: pass
        1: place 0 -2 180
        1: meeple city S
        ",
    );
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "the last round");
    play(&mut g, "0: abbey\n0: place 0 -1 0");
    let offered: Vec<String> = g.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert_eq!(offered, ["meeple monastery", "wagon monastery", "pass"], "a monk, and no mayor nor barn");
    let events = play(&mut g, "0: meeple monastery");
    let cities = play_scorings(&events);
    assert_eq!(
        cities,
        vec![(Category::City, 2, vec![1], false); 3],
        "the start tile's, empty, scores for nobody"
    );
    assert!(g.is_over());
    assert_scores(&g, &[8, 6]);
}

/// A barn goes only on a corner of the tile just placed where four tiles meet in one field,
/// never into a field with a barn, and no farmer follows it there. At the end it scores 4
/// for the one completed city its field touches.
#[test]
fn a_barn_needs_four_fields_and_a_field_without_a_barn() {
    let mut g = game(&["BA/L", "BA/L", "BA/L", "BA/L", "BA/C", "BA/C", "BA/L"]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: pass\n0: place 0 2 0\n0: pass\n1: place 1 2 0");
    assert_eq!(g.apply(Seat(1), act("barn SE")), Err(Refusal::NoFieldCorner(Corner::SE).into()), "one tile");
    assert_eq!(g.apply(Seat(1), act("barn NE")), Err(Refusal::NoFieldCorner(Corner::NE).into()), "two tiles");
    play(&mut g, "1: barn NW");
    // A city of two caps east of the block, its field joined to the barn's.
    play(&mut g, "0: place 2 1 90\n0: pass\n1: place 3 1 270\n1: pass\n0: place 2 2 0");
    assert_eq!(g.apply(Seat(0), act("barn NW")), Err(Refusal::BarnThere.into()));
    assert_eq!(
        g.apply(Seat(0), act("meeple field Nw")),
        Err(Refusal::BarnField.into()),
        "the barn's field takes no farmer, and the refusal names the barn"
    );
    let events = play(&mut g, "0: pass");
    assert!(g.is_over());
    assert_eq!(scorings(&events).last(), Some(&(Category::Field, 4, vec![1], true)));
    assert_scores(&g, &[0, 4]);
}

/// The mayor's strength is its whole city's pennants against a meeple's 1: seat 0's mayor
/// in a city with one pennant ties seat 1's meeple (4 tiles, 1 pennant: 10 each); when
/// the tile that joins their two cities brings a second pennant, the mayor (2) wins alone
/// (4 tiles, 2 pennants: 12).
#[test]
fn the_mayor_ties_a_meeple_with_one_pennant_and_beats_it_with_two() {
    for (band, want) in [("BA/CFc.1", [10, 10]), ("BA/CFc+", [12, 0])] {
        let mut g = game(&["BA/Cc+", "BA/RFr", "BA/RFr", "BA/C", band]);
        let events = play(
            &mut g,
            "
            0: place 0 -1 180
            0: mayor city S
            1: place 1 0 0
            1: pass
            0: place 2 0 0
            0: pass
            1: place 2 -1 270
            1: meeple city W
            0: place 1 -1 0
            0: pass
            ",
        );
        let winners = if want[1] == 0 { vec![0] } else { vec![0, 1] };
        assert_eq!(scorings(&events), vec![(Category::City, want[0] as u32, winners, false)], "{band}");
        assert_scores(&g, &want);
    }
}

/// A wagon whose feature scores goes home by itself when nothing around its tile is both
/// unfinished and unoccupied: the only open feature near the cap that closes the start
/// tile's city is the road seat 0's meeple holds. The next turn is plain.
#[test]
fn a_wagon_with_nowhere_to_go_goes_home() {
    let mut g = game(&["BA/RFr", "BA/C", "BA/L"]);
    let events = play(&mut g, "0: place 1 0 0\n0: meeple road W\n1: place 0 -1 180\n1: wagon city S");
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![1], false)]);
    assert_eq!(Ph::of(g.phase()), None, "no wagon move to choose");
    assert_eq!(g.active(), Seat(0));
    assert!(
        g.view(carcassonne_engine::Audience::Public)
            .abbey_mayor()
            .expect("in play")
            .in_supply(Seat(1), Own::Wagon)
    );
    assert_scores(&g, &[0, 4]);
}

/// Barns never chase barns (ambiguous point 2, decided as JCloisterZone): seat 1's barn
/// south of the start road and seat 0's north of it end in one field when a road's end
/// joins the two; at the end each barn's owner scores 4 for its one completed city.
#[test]
fn two_barns_joined_in_one_field_both_score_at_the_end() {
    let mut ids = vec!["BA/RFr", "BA/C", "BA/RFr", "BA/RFr"];
    ids.extend(["BA/L"; 9]);
    ids.push("BA/LR");
    let mut g = game(&ids);
    let events = play(
        &mut g,
        "
        0: place 1 0 0
        0: pass
        1: place 0 -1 180
        1: pass
        0: place 2 0 0
        0: pass
        1: place 3 0 0
        1: pass
        0: place 0 1 0
        0: pass
        1: place 1 1 0
        1: pass
        0: place 0 2 0
        0: pass
        1: place 1 2 0
        1: barn NW
        0: place -1 1 0
        0: pass
        1: place 2 -1 0
        1: pass
        0: place 3 -1 0
        0: pass
        1: place 2 -2 0
        1: pass
        0: place 3 -2 0
        0: barn SW
        1: place 4 0 90
        1: pass
        ",
    );
    assert!(g.is_over());
    let barns: Vec<_> = end_scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect();
    assert_eq!(barns, vec![(Category::Field, 4, vec![0, 1], true)], "4 to each barn's owner");
    assert_scores(&g, &[4, 4]);
}

/// Hills & Sheep: « Vous pouvez placer votre grange, si l'une des 4 tuiles est une tuile
/// Colline. » A hill tile (with the stack's next tile under it) is the fourth at the corner:
/// seat 1's barn goes there, seat 0's farmer in that field goes home (no completed city
/// touches it: nothing to score), and the barn stays to the end.
#[test]
fn a_barn_may_stand_where_a_hill_tile_meets_three_others() {
    let mut g = game_of(
        &[Expansion::HillsSheep, Expansion::AbbeyMayor],
        &["BA/L", "BA/L", "BA/L", "HS/RR.h", "BA/L"],
    );
    play(&mut g, "0: place 0 1 0\n0: meeple field Nw\n1: place 1 1 0\n1: pass\n0: place 0 2 0\n0: pass");
    assert_eq!(g.players()[0].meeples, 6);
    play(&mut g, "1: place 1 2 270\n1: barn NW");
    assert_eq!(g.players()[0].meeples, 7, "the farmer went home");
    assert!(g.is_over(), "the tile under the hill was the stack's last");
    let view = g.view(carcassonne_engine::Audience::Public);
    assert!(!view.abbey_mayor().expect("in play").in_supply(Seat(1), Own::Barn), "the barn stays");
    assert_scores(&g, &[0, 0]);
}

/// Bridges, Castles & Bazaars: « Lors de l'évaluation d'un pré, qu'il s'agisse de paysans
/// ou de granges, une forteresse vaut 1 point de plus qu'une ville achevée. » Seat 0's
/// knight makes the start tile's closed city a castle; seat 0's barn north of the start
/// road, in the castle's field, scores 4 + 1 for it at the end.
#[test]
fn a_castle_is_worth_one_more_to_a_barn() {
    let mut g = game_of(
        &[Expansion::BridgesCastlesBazaars, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/LR", "BA/CRRR", "BA/RFr", "BA/L"],
    );
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place 1 -1 90\n1: pass\n0: place 0 -1 180\n0: meeple city S");
    play(&mut g, "0: castle build\n1: place 2 0 0\n1: pass");
    let events = play(&mut g, "0: place 2 -1 0\n0: barn SW");
    assert!(g.is_over());
    let at_end = end_scorings(&events);
    assert_scored(&g, at_end, vec![(Category::Field, 5, vec![0], true)], &[5, 0]);
}

/// The Tower: a wagon is a follower, captured like one; a barn is a special figure, never
/// offered to a capture. Seat 0's tower, 2 high, reaches seat 1's wagon on the monastery
/// at (1, 1) beside seat 1's barn: the wagon only is offered, and becomes seat 0's prisoner.
#[test]
fn a_tower_captures_a_wagon_and_never_a_barn() {
    use carcassonne_engine::rules::tower::{Happened, Prisoner};
    let mut g =
        game_of(&[Expansion::Tower, Expansion::AbbeyMayor], &["TO/F", "BA/L", "BA/L", "BA/L", "BA/L"]);
    play(&mut g, "0: place 0 1 0\n0: tower 0 1\n1: place 1 1 0\n1: wagon monastery\n0: place 0 2 0\n0: pass");
    play(&mut g, "1: place 1 2 0\n1: barn NW\n0: place 2 1 0\n0: tower 0 1");
    let offered: Vec<String> = g.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert_eq!(offered, ["capture 1 1 monastery", "capture none"]);
    let events = play(&mut g, "0: capture 1 1 monastery");
    assert!(events.iter().filter_map(Happened::of).any(|h| matches!(
        h,
        Happened::Captured { owner: Seat(1), kind: abbey_mayor::WAGON, prisoner: true, .. }
    )));
    let view = g.view(carcassonne_engine::Audience::Public);
    assert_eq!(
        view.tower().expect("in play").prisoners(),
        [Prisoner { holder: Seat(0), owner: Seat(1), kind: abbey_mayor::WAGON, at: Pos::new(1, 1) }]
    );
    assert!(!view.abbey_mayor().expect("in play").in_supply(Seat(1), Own::Barn), "the barn stays");
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

/// Hills & Sheep: a mayor on a hill breaks a tie only with its strength — the mayor profits
/// from the hill « si la ville contient des blasons ». Seat 0's meeple (1) and seat 1's
/// mayor on a hill tile share a city of 4 tiles: with one pennant the mayor's 1 ties and the
/// hill gives seat 1 the 10 alone; with none the mayor weighs 0 and seat 0 scores the 8.
#[test]
fn a_mayor_on_a_hill_breaks_a_tie_only_with_pennants() {
    for (corner, want) in [("BA/Cc+", [0, 10]), ("BA/Cc.1", [8, 0])] {
        let mut g = game_of(
            &[Expansion::HillsSheep, Expansion::AbbeyMayor],
            &[corner, "BA/RFr", "BA/RFr", "HS/CFR.h", "BA/L", "BA/CFc.1"],
        );
        let events = play(
            &mut g,
            "
            0: place 0 -1 180
            0: meeple city S
            1: place 1 0 0
            1: pass
            0: place 2 0 0
            0: pass
            1: place 2 -1 270
            1: mayor city W
            0: place 1 -1 0
            0: pass
            ",
        );
        let winner = if want[0] == 0 { 1 } else { 0 };
        let cities: Vec<_> = scorings(&events).into_iter().filter(|s| s.0 == Category::City).collect();
        assert_eq!(
            cities,
            vec![(Category::City, want[winner] as u32, vec![winner as u8], false)],
            "{corner}"
        );
        assert_scores(&g, &want);
    }
}

/// The final scoring moves no wagon: seat 0's wagon on the start road scores it as a
/// meeple would (2 tiles, 2) and the game is over with no move asked, though the start
/// tile's city beside it is open and empty.
#[test]
fn no_wagon_moves_at_the_final_scoring() {
    let mut g = game(&["BA/RFr"]);
    let events = play(&mut g, "0: place 1 0 0\n0: wagon road E");
    assert!(g.is_over());
    assert_eq!(scorings(&events), vec![(Category::Road, 2, vec![0], true)]);
    assert!(g.decisions().is_empty());
    assert_scores(&g, &[2, 0]);
}

/// Princess & Dragon: a wagon never moves onto the dragon's tile. The dragon landed on the
/// volcano east of the start tile; seat 1's wagon scores its city at (1, -1), beside it,
/// and may reach the road the volcano's tile shares with the start tile only by the start
/// tile's part.
#[test]
fn a_wagon_never_moves_onto_the_dragons_tile() {
    let mut g = game_of(&[Expansion::PrincessDragon, Expansion::AbbeyMayor], &["DG/RFr.v", "BA/C", "BA/C"]);
    play(&mut g, "0: place 1 0 0\n1: place 1 -1 0\n1: wagon city N");
    let events = play(&mut g, "0: place 1 -2 180\n0: pass");
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![1], false)]);
    let moves: Vec<String> = g.legal_actions(Seat(1)).iter().map(Action::to_string).collect();
    assert_eq!(
        moves,
        ["wagon 0 0 city N", "wagon 0 0 road E", "wagon home"],
        "the road, by the start tile only"
    );
    let Some(abbey_mayor::Act::Move(onto_the_dragon)) = abbey_mayor::Act::of(act("wagon 1 0 road W")) else {
        panic!("a wagon move")
    };
    assert_eq!(
        g.apply(Seat(1), act("wagon 1 0 road W")),
        Err(Refusal::DragonThere(onto_the_dragon).into()),
        "refused for the dragon, not as out of reach"
    );
    play(&mut g, "1: wagon 0 0 city N");
    assert!(g.is_over());
    // The start tile's city, unfinished: 1 tile, 1.
    assert_scores(&g, &[0, 5]);
}

/// Princess & Dragon: the dragon eats a wagon like any follower. Seat 0's wagon on the road
/// west of the start tile is on the dragon's way from the volcano; eaten, it goes home and
/// the road scores for nobody at the end.
#[test]
fn the_dragon_eats_a_wagon() {
    use carcassonne_engine::rules::princess_dragon::Eaten;
    let mut g =
        game_of(&[Expansion::PrincessDragon, Expansion::AbbeyMayor], &["BA/RFr", "DG/RFr.v", "DG/RFr.d"]);
    play(&mut g, "0: place -1 0 0\n0: wagon road W\n1: place 1 0 0\n0: place 2 0 0\n0: pass");
    let view = g.view(carcassonne_engine::Audience::Public);
    let dragon = view.princess_dragon().expect("in play");
    assert_eq!(dragon.would_eat(Pos::new(-1, 0)), vec![Eaten { owner: Seat(0), kind: abbey_mayor::WAGON }]);
    play(&mut g, "0: dragon W\n1: dragon W");
    assert!(g.is_over());
    let view = g.view(carcassonne_engine::Audience::Public);
    assert!(view.abbey_mayor().expect("in play").in_supply(Seat(0), Own::Wagon));
    assert_scores(&g, &[0, 0]);
}
