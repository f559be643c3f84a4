//! Abbey & Mayor's rules not yet proven by `abbey_mayor.rs` and `abbey_mayor_scenarios.rs`:
//! the abbey joins no fields, a wagon moves after its owner's figure of the turn, a castle
//! on the barn's two scales of farmers, and the meetings with the other boxes decided in
//! `docs/rules.md` ("Abbey & Mayor", Decisions) — each from explicit tiles, with exact
//! scores.

use super::abbey_mayor::{AROUND_A_HOLE, UP_TO_THE_HOLE, act, game};
use crate::support::{
    assert_scored, assert_scores, end_scorings, game_of, game_with_gifts, play, play_scorings, scorings,
};

use carcassonne_engine::rules::abbey_mayor::{self, Own, Ph, Refusal};
use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::{Action, Audience, Category, Expansion, Game, Phase, Pos, Seat};

/// What `seat` may do now, as written.
fn offered(g: &Game, seat: u8) -> Vec<String> {
    g.legal_actions(Seat(seat)).iter().map(Action::to_string).collect()
}

/// Whether `seat`'s `own` figure is in supply.
fn supply(g: &Game, seat: u8, own: Own) -> bool {
    g.view(Audience::Public).abbey_mayor().expect("in play").in_supply(Seat(seat), own)
}

/// Abbey tiles `seat` holds.
fn abbeys(g: &Game, seat: u8) -> u8 {
    g.view(Audience::Public).abbey_mayor().expect("in play").abbeys(Seat(seat))
}

/// The abbey tile joins no fields (« L'abbaye n'a pas de pré : les prés s'arrêtent à son
/// bord, elle ne relie pas deux prés »). Round the hole south of the start tile: north of
/// it, the start tile's south field, joined to the field beside the city cap of (-1, 0)
/// closed by (-1, 1), holds seat 0's farmer; west and south of it, the field of (-1, 1),
/// (-1, 2) and (0, 2), beside that city and the city of (-1, 2) and (-1, 3), holds seat
/// 1's. With the abbey between them they stay two fields at the end: seat 0 scores 3 for
/// one city, seat 1 6 for two (joined, they would tie and score 6 each).
#[test]
fn the_abbey_keeps_the_fields_around_it_apart() {
    let mut g = game(&["BA/RCr", "BA/C", "BA/RFr", "BA/L", "BA/C", "BA/L", "BA/C"]);
    play(
        &mut g,
        "
        0: place -1 0 180
        0: meeple field Es
        1: place -1 1 0
        1: meeple field Es
        0: place 1 0 0
        0: pass
        1: place 1 1 0
        1: pass
        0: place -1 2 180
        0: pass
        1: place 0 2 0
        1: pass
        ",
    );
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "(0, 1) is a hole");
    let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: pass");
    assert!(play_scorings(&events).is_empty(), "the abbey closes nothing here");
    let events = play(&mut g, "1: place -1 3 0\n1: pass");
    assert!(g.is_over());
    let mut fields = end_scorings(&events).into_iter().filter(|s| s.0 == Category::Field).collect::<Vec<_>>();
    fields.sort();
    assert_scored(
        &g,
        fields,
        vec![(Category::Field, 3, vec![0], true), (Category::Field, 6, vec![1], true)],
        &[3, 6],
    );
}

/// A wagon moves after the turn's scoring, and the figure its owner placed that turn is
/// already there (« Le déplacement ne remplace pas la pose d'un meeple : le joueur actif
/// a déjà pu poser un meeple ce tour »): seat 0 closes its wagon's road of four tiles
/// with a junction and puts a meeple in the junction's city cap; the road scores 4, and
/// the wagon may go to the cap of the start tile or a road of the junction, never to the
/// cap seat 0's meeple now holds. At the end the moved wagon's road and the meeple's city,
/// one tile each, score 1 each.
#[test]
fn a_wagon_moves_after_its_owners_figure_of_the_turn() {
    let mut g = game(&["BA/RFr", "BA/RRR", "BA/CRRR"]);
    play(&mut g, "0: place 1 0 0\n0: wagon road E\n1: place -1 0 0\n1: pass");
    let events = play(&mut g, "0: place 2 0 0\n0: meeple city N");
    assert_eq!(scorings(&events), vec![(Category::Road, 4, vec![0], false)]);
    assert_eq!(
        (g.phase(), g.active()),
        (Phase::from(Ph::Wagon(abbey_mayor::Origin::Tile(Pos::new(1, 0)))), Seat(0))
    );
    assert_eq!(offered(&g, 0), ["wagon 0 0 city N", "wagon 2 0 road E", "wagon 2 0 road S", "wagon home"]);
    let Some(abbey_mayor::Act::Move(held)) = abbey_mayor::Act::of(act("wagon 2 0 city N")) else {
        panic!("a wagon move")
    };
    assert_eq!(
        g.apply(Seat(0), act("wagon 2 0 city N")),
        Err(Refusal::NoWagonTarget(held).into()),
        "the meeple placed this turn holds the cap"
    );
    let events = play(&mut g, "0: wagon 2 0 road E");
    assert!(g.is_over());
    assert_scored(
        &g,
        end_scorings(&events),
        vec![(Category::City, 1, vec![0], true), (Category::Road, 1, vec![0], true)],
        &[6, 0],
    );
}

/// Bridges, Castles & Bazaars: a castle is worth one more on each of the barn's scales of
/// farmers (« une forteresse vaut 1 point de plus qu'une ville achevée »). The castle of
/// `a_castle_is_worth_one_more_to_a_barn` (`abbey_mayor_scenarios.rs`) in the field north
/// of the start road: a barn put in it while seat 1's farmer is there scores that farmer
/// 3 + 1; seat 1's farmer in the field south of the road, joined to the barn's by the
/// monastery at (3, 0) where the road ends, scores 1 + 1. The barn scores 4 + 1 at the end.
#[test]
fn a_castle_is_worth_one_more_on_the_barns_scales_of_farmers() {
    let boxes = [Expansion::BridgesCastlesBazaars, Expansion::AbbeyMayor];
    // The barn put among farmers: 3 + 1.
    let mut g = game_of(&boxes, &["BA/RFr", "BA/LR", "BA/CRRR", "BA/RFr", "BA/L"]);
    play(
        &mut g,
        "0: place 1 0 0\n0: pass\n1: place 1 -1 90\n1: meeple field Nw\n0: place 0 -1 180\n0: meeple city S",
    );
    play(&mut g, "0: castle build\n1: place 2 0 0\n1: pass");
    let events = play(&mut g, "0: place 2 -1 0\n0: barn SW");
    assert_eq!(play_scorings(&events), vec![(Category::Field, 4, vec![1], false)], "3 + 1 for the castle");
    assert!(g.is_over());
    assert_scored(&g, end_scorings(&events), vec![(Category::Field, 5, vec![0], true)], &[5, 4]);

    // A field with a farmer joined to the barn's: 1 + 1.
    let mut g = game_of(&boxes, &["BA/RFr", "BA/LR", "BA/CRRR", "BA/RFr", "BA/L", "BA/LR"]);
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place 1 -1 90\n1: pass\n0: place 0 -1 180\n0: meeple city S");
    play(&mut g, "0: castle build\n1: place 2 0 0\n1: meeple field Sw");
    let events = play(&mut g, "0: place 2 -1 0\n0: barn SW");
    assert!(scorings(&events).is_empty(), "no farmer in the barn's field yet");
    let events = play(&mut g, "1: place 3 0 90\n1: pass");
    assert_eq!(play_scorings(&events), vec![(Category::Field, 2, vec![1], false)], "1 + 1 for the castle");
    assert!(g.is_over());
    assert_scored(&g, end_scorings(&events), vec![(Category::Field, 5, vec![0], true)], &[5, 2]);
}

/// A wagon may move onto the abbey tile, a monastery (« The wagon can move to any feature
/// except fields », `docs/rules.md`: « the abbey too »): seat 1's wagon on the road the
/// abbey closes scores it (1) and goes onto the abbey beside it, which seat 1's last tile
/// surrounds: 9 (and it may move on again, or go home). Seat 1's meeple in the city the
/// abbey closes scores 2.
#[test]
fn a_wagon_may_move_onto_the_abbey() {
    let mut g = game(&AROUND_A_HOLE);
    play(&mut g, &UP_TO_THE_HOLE.replacen("1: meeple road E", "1: wagon road E", 1));
    let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: pass");
    assert_eq!(
        play_scorings(&events),
        vec![(Category::City, 2, vec![1], false), (Category::Road, 1, vec![1], false)]
    );
    assert_eq!(g.phase(), Phase::from(Ph::Wagon(abbey_mayor::Origin::Tile(Pos::new(-1, 1)))));
    assert!(offered(&g, 1).contains(&"wagon 0 1 monastery".to_string()), "{:?}", offered(&g, 1));
    play(&mut g, "1: wagon 0 1 monastery");
    let events = play(&mut g, "1: place -1 2 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Monastery, 9, vec![1], false));
    assert_eq!(
        g.phase(),
        Phase::from(Ph::Wagon(abbey_mayor::Origin::Tile(Pos::new(0, 1)))),
        "it may move on"
    );
    play(&mut g, "1: wagon home");
    assert!(g.is_over());
    assert_scores(&g, &[0, 12]);
}

/// Inns & Cathedrals: a big meeple may stand on the abbey tile, and what the abbey
/// completes scores by the rules of its inn or cathedral. Round the hole south of the
/// start tile: seat 0's road with an inn from (-1, 1) to a monastery at (-1, 2), and seat
/// 1's city with a cathedral, (1, 0)'s cap, (1, 1)'s cathedral and two caps east and
/// south of it. The abbey closes both: the road 2 tiles × 2 = 4, the city 4 tiles × 3 =
/// 12; with its eight neighbours placed, the abbey and seat 0's big meeple score 9 at once.
#[test]
fn the_abbey_takes_a_big_meeple_and_closes_an_inns_road_and_a_cathedrals_city() {
    let mut g = game_of(
        &[Expansion::InnsCathedrals, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/RCr", "IC/Rr.i", "IC/Cccc.c", "BA/LR", "BA/C", "BA/C", "BA/L"],
    );
    play(
        &mut g,
        "
        0: place -1 0 0
        0: pass
        1: place 1 0 180
        1: meeple city S
        0: place -1 1 270
        0: meeple road E
        1: place 1 1 0 # its city is seat 1's already: no spot left, no figure step
        0: place -1 2 180
        0: pass
        1: place 2 1 270
        1: pass
        0: place 1 2 0
        0: pass
        1: place 0 2 0
        1: pass
        ",
    );
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)), "the last round");
    play(&mut g, "0: abbey\n0: place 0 1 0");
    assert!(offered(&g, 0).contains(&"big monastery".to_string()));
    let events = play(&mut g, "0: big monastery");
    let mut during = play_scorings(&events);
    during.sort();
    assert!(g.is_over());
    assert_scored(
        &g,
        during,
        vec![
            (Category::Road, 4, vec![0], false),
            (Category::City, 12, vec![1], false),
            (Category::Monastery, 9, vec![0], false),
        ],
        &[13, 12],
    );
}

/// Inns & Cathedrals: « Majorities by strength » (`docs/rules.md`) hold when a barn scores
/// farmers too: seat 0's big meeple (2) south of the start road and seat 1's meeple (1)
/// north of it, beside the start tile's city closed by (0, -1), share one field once the
/// road ends at (2, 0)'s monastery; seat 1's barn there scores the farmers' 3 for seat 0
/// alone (a tie would give 3 to each), then 4 for seat 1 at the end.
#[test]
fn a_big_farmer_weighs_two_when_a_barn_scores_its_field() {
    let mut g = game_of(
        &[Expansion::InnsCathedrals, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/C", "BA/LR", "BA/L", "BA/L", "BA/L"],
    );
    play(
        &mut g,
        "
        0: place 1 0 0
        0: big field Es
        1: place 0 -1 180
        1: meeple field Nw
        0: place 2 0 90
        0: pass
        1: place 1 -1 0
        1: pass
        0: place 3 0 0
        0: pass
        ",
    );
    let events = play(&mut g, "1: place 2 -1 0\n1: barn SW");
    assert_eq!(play_scorings(&events), vec![(Category::Field, 3, vec![0], false)], "2 against 1");
    assert_eq!(g.players()[1].meeples, 7, "seat 1's farmer went home too");
    assert!(g.is_over());
    assert_scored(&g, end_scorings(&events), vec![(Category::Field, 4, vec![1], true)], &[3, 4]);
}

/// Traders & Builders: a builder may join a city where its owner has a mayor (a
/// follower), and placing the abbey tile never earns a second tile (it extends nothing).
/// Seat 0's mayor in the city of (0, 2) (a pennant), its builder on the cap that extends
/// it west; seat 0's abbey closes that city (2 tiles, 1 pennant: 6 to the mayor) and the
/// turn passes to seat 1.
#[test]
fn the_abbey_closing_a_builders_city_earns_no_second_tile() {
    use carcassonne_engine::rules::traders_builders::{Happened, Role};
    let mut g = game_of(
        &[Expansion::TradersBuilders, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/L", "BA/Cc+", "BA/L", "BA/C", "BA/L", "BA/L"],
    );
    play(
        &mut g,
        "
        0: place 1 0 0
        0: pass
        1: place -1 0 0
        1: pass
        0: place 1 1 0
        0: pass
        1: place -1 1 0
        1: pass
        0: place 1 2 0
        0: pass
        1: place 2 1 0
        1: pass
        0: place 0 2 0
        0: mayor city N
        1: draw
        1: place 2 2 0
        1: pass
        0: draw
        0: place -1 2 90
        ",
    );
    assert!(offered(&g, 0).contains(&"builder city E".to_string()), "beside the mayor");
    play(&mut g, "0: builder city E\n1: draw\n1: place -2 1 0\n1: pass");
    let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: pass");
    assert_eq!(play_scorings(&events), vec![(Category::City, 6, vec![0], false)]);
    let second = events.iter().filter_map(Happened::of).any(|h| matches!(h, Happened::SecondTile { .. }));
    assert!(!second, "no second tile for the abbey");
    assert_eq!(g.active(), Seat(1));
    assert!(g.view(Audience::Public).traders_builders().unwrap().in_supply(Seat(0), Role::Builder));
    assert!(supply(&g, 0, Own::Mayor));
    play(&mut g, "1: place 3 1 0\n1: pass");
    assert!(g.is_over());
    assert_scores(&g, &[6, 0]);
}

/// Bridges, Castles & Bazaars: the abbey is offered only before a draw, never for a tile
/// won at a bazaar. Seat 0, shown the hole, draws a bazaar; seat 1 buys the first tile
/// for 0 and seat 0 gets the other: each plays it without being asked for the abbey,
/// though both hold one and the hole is open; after the bazaar seat 1 is asked again.
#[test]
fn no_abbey_is_offered_for_a_tile_won_at_a_bazaar() {
    let mut ids = AROUND_A_HOLE[..6].to_vec();
    ids.extend(["BB/F.b", "BA/L", "BA/L", "BA/L"]);
    let mut g = game_of(&[Expansion::BridgesCastlesBazaars, Expansion::AbbeyMayor], &ids);
    play(&mut g, UP_TO_THE_HOLE);
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)));
    play(&mut g, "0: draw\n0: place 2 1 0\n0: pass\n1: choose 1\n1: bid 0\n0: pass");
    assert_eq!(g.phase(), Phase::PlaceTile("BA/L".parse().unwrap()), "seat 1 plays its tile, no abbey asked");
    assert_eq!(g.active(), Seat(1));
    assert_eq!(g.apply(Seat(1), act("abbey")), Err(Refusal::NoAbbeyChoice.into()));
    play(&mut g, "1: place 2 2 0\n1: pass");
    assert_eq!((g.phase(), g.active()), (Phase::PlaceTile("BA/L".parse().unwrap()), Seat(0)));
    play(&mut g, "0: place 3 1 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)), "a draw again: the abbey offered");
    assert_eq!((abbeys(&g, 0), abbeys(&g, 1)), (1, 1));
    assert_scores(&g, &[0, 0]);
}

/// The Gifts: Synod may choose the abbey tile, a monastery (« Monastère (Ext. 5 – Maires
/// et Monastères) »). Seat 1 earns the card extending seat 0's road west; seat 0's abbey,
/// unoccupied, closes seat 1's road and city (1 + 2); seat 1 opens Synod on it before its
/// last tile, which surrounds it: 9 to seat 1. Seat 0's road of three tiles scores 3 at
/// the end.
#[test]
fn synod_may_put_a_meeple_on_the_abbey() {
    let mut g = game_with_gifts(&[Expansion::Gifts, Expansion::AbbeyMayor], &AROUND_A_HOLE, &[Gift::Synod]);
    play(
        &mut g,
        &UP_TO_THE_HOLE.replacen("0: place 1 0 0\n    0: pass", "0: place 1 0 0\n    0: meeple road E", 1),
    );
    let hand = |g: &Game, seat: u8| {
        g.view(Audience::Seat(Seat(seat))).gifts().unwrap().hand(Seat(seat)).unwrap().to_vec()
    };
    assert_eq!(hand(&g, 1), [Gift::Synod]);
    let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: pass");
    assert_eq!(
        play_scorings(&events),
        vec![(Category::City, 2, vec![1], false), (Category::Road, 1, vec![1], false)]
    );
    assert_eq!(hand(&g, 0), [], "the abbey extends nothing: no gift");
    assert!(offered(&g, 1).contains(&"gift synod 0 1 monastery".to_string()));
    let events = play(&mut g, "1: gift synod 0 1 monastery\n1: place -1 2 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Monastery, 9, vec![1], false));
    assert!(g.is_over());
    assert_scores(&g, &[3, 12]);
}

/// The Gifts: Take two with the abbey tile in hand (« n'aura pas d'effet si vous décidez
/// de placer un monastère »): the tile not kept goes back, the abbey tile to its holder's
/// hand, never into the stack. Seat 0 earns the card extending seat 1's road east; at the
/// hole it takes the abbey, opens Take two, keeps the stack's last tile and plays it: the
/// abbey is still its own, and in the round after the last tile it places it there with a
/// monk (surrounded: 9). Seat 1's road of four tiles scores 4 at the end.
#[test]
fn take_two_puts_the_abbey_back_in_its_holders_hand() {
    let mut g = game_with_gifts(
        &[Expansion::Gifts, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/RFr", "BA/RFr", "BA/L", "BA/LR", "BA/L", "BA/C", "BA/L", "BA/L"],
        &[Gift::TakeTwo],
    );
    play(
        &mut g,
        "
        0: place 1 0 0
        0: pass
        1: place -1 0 0
        1: meeple road W
        0: place 2 0 0
        0: pass
        1: place 1 1 0
        1: pass
        0: place -1 1 270
        0: pass
        1: place 1 2 0
        1: pass
        0: place 0 2 0
        0: pass
        1: draw
        1: place 2 1 0
        1: pass
        ",
    );
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)));
    assert_eq!(g.tiles_left(), 1);
    play(&mut g, "0: abbey\n0: gift take-two");
    let both = carcassonne_engine::rules::gifts::Ph::TakeTwo(
        abbey_mayor::ABBEY.parse().unwrap(),
        "BA/L".parse().unwrap(),
    );
    assert_eq!(g.phase(), Phase::from(both), "the abbey tile first, the stack's last second");
    play(&mut g, "0: keep 2");
    assert_eq!(abbeys(&g, 0), 1, "the abbey tile back in seat 0's hand");
    assert_eq!(g.tiles_left(), 0, "not in the stack");
    play(&mut g, "0: place -1 2 0\n0: pass");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)), "the last round");
    play(&mut g, "1: draw");
    assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(0)));
    let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: meeple monastery");
    assert_eq!(scorings(&events)[0], (Category::Monastery, 9, vec![0], false));
    assert!(g.is_over());
    assert_eq!(abbeys(&g, 0), 0);
    assert_scores(&g, &[9, 4]);
}

/// The Abbot: the abbot may stand on the abbey tile, and scores it as a monastery: seat
/// 0's abbot on the abbey, surrounded by seat 1's last tile, scores 9.
#[test]
fn the_abbot_on_the_abbey_scores_it_as_a_monastery() {
    let mut g = game_of(&[Expansion::Abbot, Expansion::AbbeyMayor], &AROUND_A_HOLE);
    play(&mut g, UP_TO_THE_HOLE);
    play(&mut g, "0: abbey\n0: place 0 1 0");
    assert!(offered(&g, 0).contains(&"abbot monastery".to_string()));
    play(&mut g, "0: abbot monastery");
    let events = play(&mut g, "1: place -1 2 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Monastery, 9, vec![0], false));
    assert!(g.view(Audience::Public).abbot().unwrap().in_supply(Seat(0)), "the abbot went home");
    assert!(g.is_over());
    assert_scores(&g, &[9, 3]);
}

/// The Abbot: an abbot taken back from the abbey tile scores it as a monastery at the end
/// would (« repris selon la règle de l'Abbé »): with seven of its eight neighbours, 1 + 7.
#[test]
fn the_abbot_taken_back_from_the_abbey_scores_it_as_at_the_end() {
    let mut ids = AROUND_A_HOLE[..6].to_vec();
    ids.extend(["BA/L", "BA/L"]);
    let mut g = game_of(&[Expansion::Abbot, Expansion::AbbeyMayor], &ids);
    play(&mut g, UP_TO_THE_HOLE);
    play(&mut g, "0: abbey\n0: place 0 1 0\n0: abbot monastery\n1: place 2 1 0\n1: pass\n0: place 3 1 0");
    let events = play(&mut g, "0: recall");
    assert_eq!(scorings(&events), vec![(Category::Monastery, 8, vec![0], true)]);
    assert!(g.view(Audience::Public).abbot().unwrap().in_supply(Seat(0)));
    assert!(g.is_over());
    assert_scores(&g, &[8, 3]);
}

/// The Tower: a mayor is captured like any follower, and ransomed back like one. Seat 1's
/// mayor in the cap at (1, 1), beside seat 0's tower at (0, 1), is taken when the tower
/// grows to 2; seat 1, with 4 points from the start tile's city, pays 3 to seat 0 and puts
/// the mayor down again that turn (a city without pennant: it scores nothing at the end).
#[test]
fn a_tower_captures_a_mayor_and_it_is_ransomed() {
    use carcassonne_engine::rules::tower::Prisoner;
    let mut g = game_of(
        &[Expansion::Tower, Expansion::AbbeyMayor],
        &["TO/F", "BA/C", "BA/L", "BA/C", "BA/L", "BA/C"],
    );
    play(
        &mut g,
        "
        0: place 0 1 0
        0: tower 0 1
        1: place 0 -1 180
        1: meeple city S
        0: place -1 1 0
        0: pass
        1: place 1 1 0
        1: mayor city N
        0: place 2 1 0
        0: tower 0 1
        ",
    );
    assert_scores(&g, &[0, 4]);
    assert_eq!(offered(&g, 0), ["capture 1 1 city N", "capture none"]);
    play(&mut g, "0: capture 1 1 city N");
    let prisoners = |g: &Game| g.view(Audience::Public).tower().unwrap().prisoners().to_vec();
    assert_eq!(
        prisoners(&g),
        [Prisoner { holder: Seat(0), owner: Seat(1), kind: abbey_mayor::MAYOR, at: Pos::new(1, 1) }]
    );
    assert!(!supply(&g, 1, Own::Mayor));
    assert!(offered(&g, 1).contains(&"ransom 1 mayor".to_string()), "{:?}", offered(&g, 1));
    play(&mut g, "1: ransom 1 mayor");
    assert_eq!(prisoners(&g), []);
    assert!(supply(&g, 1, Own::Mayor));
    assert_scores(&g, &[3, 1]);
    play(&mut g, "1: place 1 2 180\n1: mayor city S");
    assert!(g.is_over());
    assert_scores(&g, &[3, 1]);
}

/// The Tower: a captured mayor comes back by exchange like any follower. Seat 0's tower
/// at (0, 1), 2 high, takes seat 1's mayor at (1, 1); seat 1 builds the same tower to 3
/// and takes seat 0's monk at (-1, 1): each gets its own back, the mayor for the meeple.
#[test]
fn a_mayor_captured_by_a_tower_comes_back_by_exchange() {
    use carcassonne_engine::FigureKind;
    use carcassonne_engine::rules::tower::Happened;
    let mut g = game_of(
        &[Expansion::Tower, Expansion::AbbeyMayor],
        &["TO/F", "BA/C", "BA/L", "BA/L", "BA/L", "BA/L"],
    );
    play(
        &mut g,
        "
        0: place 0 1 0
        0: tower 0 1
        1: place 1 1 0
        1: mayor city N
        0: place -1 1 0
        0: meeple monastery
        1: place 1 2 0
        1: pass
        0: place -1 2 0
        0: tower 0 1
        0: capture 1 1 city N
        1: place 0 2 0
        1: tower 0 1
        ",
    );
    assert!(!supply(&g, 1, Own::Mayor), "a prisoner");
    assert_eq!(offered(&g, 1), ["capture -1 1 monastery", "capture none"]);
    let events = play(&mut g, "1: capture -1 1 monastery");
    assert!(events.iter().filter_map(Happened::of).any(|h| *h
        == Happened::Exchanged {
            seat: Seat(1),
            other: Seat(0),
            got: abbey_mayor::MAYOR,
            gave: FigureKind::Meeple
        }));
    assert!(g.view(Audience::Public).tower().unwrap().prisoners().is_empty());
    assert!(supply(&g, 1, Own::Mayor));
    assert_eq!(g.players()[0].meeples, 7);
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

/// Bridges, Castles & Bazaars: only the city's owners build a castle, owners by strength,
/// so a mayor without pennant (strength 0) builds none: seat 0's mayor in the cap that
/// closes the start tile's city is asked nothing; the city scores for nobody and the mayor
/// goes home. (No cap a castle may stand on bears a pennant — `AM/C!+`'s and `AM/CCc+`'s
/// are barred — so a mayor alone in a small city always weighs 0.)
#[test]
fn a_mayor_without_pennant_builds_no_castle() {
    let mut g = game_of(&[Expansion::BridgesCastlesBazaars, Expansion::AbbeyMayor], &["BA/C", "BA/L"]);
    let events = play(&mut g, "0: place 0 -1 180\n0: mayor city S");
    assert!(!offered(&g, 0).iter().any(|a| a.starts_with("castle")), "{:?}", offered(&g, 0));
    assert_eq!(scorings(&events), vec![(Category::City, 4, vec![], false)]);
    assert!(supply(&g, 0, Own::Mayor));
    assert_eq!(g.active(), Seat(1));
    play(&mut g, "1: place 0 1 0\n1: pass");
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

/// Hills & Sheep: « Vous ne pouvez pas placer une tuile Monastère sous une tuile
/// Colline. » Seat 0, shown the hole, draws a hill: the tile under it is the stack's next
/// (one hidden), or none when the hill is the stack's last — never the abbey tile, still in
/// seat 0's hand. Seat 0 places it in the round after the last tile (seat 1 draws nothing
/// first), closing seat 1's road and city (1 + 2), surrounded at once (9 with a monk).
#[test]
fn the_abbey_never_goes_under_a_hill() {
    for (after, hidden) in [(None, 0), (Some("BA/L"), 1)] {
        let mut ids = AROUND_A_HOLE[..6].to_vec();
        ids.push("HS/RR.h");
        ids.extend(after);
        let mut g = game_of(&[Expansion::HillsSheep, Expansion::AbbeyMayor], &ids);
        play(&mut g, UP_TO_THE_HOLE);
        play(&mut g, "0: draw");
        assert_eq!(g.current_tile().map(|t| t.id()), Some("HS/RR.h"));
        assert_eq!((g.hidden_tiles(), g.tiles_left()), (hidden, 0), "{after:?} under the hill");
        assert_eq!(abbeys(&g, 0), 1);
        play(&mut g, "0: place -1 2 0\n0: pass");
        assert_eq!((g.phase(), g.active()), (Phase::from(Ph::Abbey), Seat(1)), "the last round");
        play(&mut g, "1: draw");
        let events = play(&mut g, "0: abbey\n0: place 0 1 0\n0: meeple monastery");
        let mut during = play_scorings(&events);
        during.sort();
        assert!(g.is_over());
        assert_scored(
            &g,
            during,
            vec![
                (Category::Road, 1, vec![1], false),
                (Category::City, 2, vec![1], false),
                (Category::Monastery, 9, vec![0], false),
            ],
            &[9, 3],
        );
    }
}

/// The Gifts' Change position may lay a farmer in a barn's field: « Si vous utilisez
/// cette action pour poser un paysan dans un pré avec une grange, son évaluation aura lieu
/// pendant l'action 3. Évaluation des zones. » (`docs/rules.md`, Abbey & Mayor's
/// Decisions): the farmer reaches the barn's field after the barn, so it scores at the
/// turn's scoring as farmers joined to a barn's field do, 1 a completed city, and goes
/// home. Seat 0 earns the card closing seat 1's city at (0, 1) and (0, 2) (4 to seat 1);
/// seat 1's barn south of the start road holds that city's field; seat 0 lays its meeple
/// from the road of (1, 0) into it (and may not put another farmer there that turn): 1.
/// The barn scores 4 at the end.
#[test]
fn change_position_lays_a_farmer_in_a_barns_field_scored_at_one_a_city() {
    let mut g = game_with_gifts(
        &[Expansion::Gifts, Expansion::AbbeyMayor],
        &["BA/RFr", "BA/C", "BA/C", "BA/L", "BA/L"],
        &[Gift::ChangePosition],
    );
    play(
        &mut g,
        "
        0: place 1 0 0
        0: meeple road E
        1: place 0 1 180
        1: meeple city S
        0: place 0 2 0
        0: pass
        1: place 1 1 0
        1: barn NW
        ",
    );
    assert_scores(&g, &[0, 4]);
    assert!(offered(&g, 0).contains(&"gift change 1 0 road E field Es".to_string()), "{:?}", offered(&g, 0));
    play(&mut g, "0: gift change 1 0 road E field Es\n0: place 2 1 0");
    assert_eq!(
        g.apply(Seat(0), act("meeple field Nw")),
        Err(Refusal::BarnField.into()),
        "the field stays held: no figure placed in it, the barn named"
    );
    let events = play(&mut g, "0: pass");
    assert_eq!(
        scorings(&events).into_iter().filter(|s| s.0 == Category::Field && !s.3).collect::<Vec<_>>(),
        vec![(Category::Field, 1, vec![0], false)]
    );
    assert!(g.is_over());
    assert_eq!(end_scorings(&events), vec![(Category::Field, 4, vec![1], true)]);
    assert_eq!(g.players()[0].meeples, 7, "the farmer went home");
    assert_scores(&g, &[1, 8]);
}
