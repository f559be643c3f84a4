//! The magic portal takes every follower from rules version 16 (issue 84, item 5: « The
//! mayor and the wagon can use a magic portal »): a mayor into a pennant city elsewhere,
//! scoring its pennants; a wagon that scores where it stood and moves from there, not
//! from the portal's tile; an abbot on a monastery elsewhere, taken back for what it is
//! worth then; a big meeple weighing its 2. Each only where it may stand, from its
//! owner's supply; a version-15 game still takes a plain meeple alone. Boards from
//! explicit tile lists, exact scores.

use crate::support::{action, assert_scores, play, play_scorings, refused, scorings, versioned};

use carcassonne_engine::rules::abbey_mayor::{MAYOR, Origin, Ph, WAGON};
use carcassonne_engine::rules::abbot::ABBOT;
use carcassonne_engine::rules::inns_cathedrals::BIG_MEEPLE;
use carcassonne_engine::rules::princess_dragon::{Happened, Refusal};
use carcassonne_engine::rules::traders_builders::BUILDER;
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, FeatureKind, FigureKind, Game, Phase, Pos, RuleError, Seat,
};

/// The version that lets every follower through, and the one before it.
const NOW: u32 = 16;
const BEFORE: u32 = 15;

/// A game of two at rules `version` with Princess & Dragon, `others`, and the stack `ids`.
fn game(version: u32, others: &[Expansion], ids: &[&str]) -> Game {
    let expansions: Vec<Expansion> =
        [Expansion::PrincessDragon].into_iter().chain(others.iter().copied()).collect();
    versioned(version, &expansions, ids, &[])
}

/// The portal's moves among `seat`'s legal actions, in notation.
fn portals(game: &Game, seat: u8) -> Vec<String> {
    game.legal_actions(Seat(seat)).iter().map(Action::to_string).filter(|a| a.starts_with("portal")).collect()
}

fn used(events: &[Event]) -> Vec<Happened> {
    events
        .iter()
        .filter_map(Happened::of)
        .filter(|h| matches!(h, Happened::PortalUsed { .. }))
        .cloned()
        .collect()
}

/// Whether `seat`'s figure `kind` stands on the board.
fn on_board(game: &Game, seat: u8, kind: FigureKind) -> bool {
    game.figures().iter().any(|f| f.owner == Seat(seat) && f.kind == kind)
}

/// The city north of the start tile, unfinished, with a pennant (`BA/CFc+` turned to run
/// north–south at 0 -1); Bob's portal tile at 1 0, whose two roads curve N–W and E–S.
const CITY: &str = "0: place 0 -1 90\n0: pass\n1: place 1 0 0";

/// Bob's mayor goes through the portal into Alice's open city with one pennant, and the
/// step lists the portal per figure: the mayor only to cities. Alice closes the city
/// (three tiles, one pennant: 8); the mayor's strength is its pennant, so Bob scores
/// the 8 and his mayor goes home.
#[test]
fn a_mayor_through_the_portal_scores_its_city_s_pennants() {
    let mut g = game(NOW, &[Expansion::AbbeyMayor], &["BA/CFc+", "DG/RrRr.g", "BA/C"]);
    play(&mut g, CITY);
    let offered = portals(&g, 1);
    for want in [
        "portal 0 -1 city N",
        "portal 0 -1 city N mayor",
        "portal 0 -1 city N wagon",
        "portal 0 0 road E wagon",
    ] {
        assert!(offered.iter().any(|a| a == want), "{want} in {offered:?}");
    }
    assert!(
        !offered.iter().any(|a| a.ends_with("mayor") && !a.contains("city")),
        "a mayor in cities only: {offered:?}"
    );
    let events = play(&mut g, "1: portal 0 -1 city N mayor");
    assert_eq!(
        used(&events),
        vec![Happened::PortalUsed {
            seat: Seat(1),
            figure: MAYOR,
            pos: Pos::new(0, -1),
            spot: "city N".parse().unwrap()
        }]
    );
    assert_eq!(g.players()[1].meeples, 7, "no meeple spent");
    let events = play(&mut g, "0: place 0 -2 180\n0: pass");
    assert_eq!(play_scorings(&events), vec![(Category::City, 8, vec![1], false)]);
    assert!(!on_board(&g, 1, MAYOR), "home with the scoring");
    assert!(g.is_over());
    assert_scores(&g, &[0, 8]);
}

/// Alice's wagon goes through the portal of the tile she placed at 1 0 onto the start
/// tile's road, which runs on into the portal's curve. Bob ends it at a junction west;
/// Alice ends it at a junction north of the portal and moves the fairy next to her
/// wagon: four tiles, 4 for the wagon and the fairy's 3; the wagon then moves from
/// where it stood, the start tile at 0 0 — to a road of the junction at -1 0, out of
/// the portal tile's reach — and scores that road's 1 at the end.
#[test]
fn a_wagon_through_the_portal_moves_from_where_it_stood() {
    let mut g = game(NOW, &[Expansion::AbbeyMayor], &["DG/RrRr.g", "BA/RRR", "BA/RRR"]);
    let events = play(&mut g, "0: place 1 0 0\n0: portal 0 0 road E wagon");
    assert!(matches!(used(&events)[..], [Happened::PortalUsed { figure: WAGON, .. }]));
    play(&mut g, "1: place -1 0 0\n1: pass");
    let events = play(&mut g, "0: place 1 -1 0\n0: fairy 0 0 road E");
    assert_eq!(
        play_scorings(&events),
        vec![(Category::Fairy, 3, vec![0], false), (Category::Road, 4, vec![0], false)]
    );
    assert_eq!(g.phase(), Phase::from(Ph::Wagon(Origin::Tile(Pos::new(0, 0)))), "from the start tile");
    assert!(g.legal_actions(Seat(0)).contains(&action("wagon -1 0 road S")));
    play(&mut g, "0: wagon -1 0 road S");
    assert!(g.is_over());
    assert_scores(&g, &[8, 0]);
}

/// Bob's abbot goes through the portal onto Alice's monastery south of the start tile,
/// and is taken back two turns later for what it is worth then: the monastery and the
/// three tiles north of it, 4.
#[test]
fn an_abbot_through_the_portal_is_taken_back_like_any() {
    let mut g = game(NOW, &[Expansion::Abbot], &["BA/L", "DG/RrRr.g", "BA/RFr", "BA/RFr"]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 0 0");
    assert!(portals(&g, 1).contains(&"portal 0 1 monastery abbot".to_string()));
    assert_eq!(
        refused(&mut g, 1, "portal 0 0 road E abbot"),
        Refusal::NotThere(ABBOT, FeatureKind::Road).into()
    );
    let events = play(&mut g, "1: portal 0 1 monastery abbot");
    assert!(matches!(used(&events)[..], [Happened::PortalUsed { figure: ABBOT, .. }]));
    play(&mut g, "0: place -1 0 0\n0: pass");
    let events = play(&mut g, "1: place 2 0 0\n1: recall");
    assert_eq!(scorings(&events), vec![(Category::Monastery, 4, vec![1], true)], "scored as at the end");
    assert!(!on_board(&g, 1, ABBOT));
    assert!(g.is_over());
    assert_scores(&g, &[0, 4]);
}

/// Alice's big meeple goes through the portal into the start tile's city; Bob closes
/// it (two tiles: 4) and it goes home, in her supply again.
#[test]
fn a_big_meeple_through_the_portal_scores_and_goes_home() {
    let mut g = game(NOW, &[Expansion::InnsCathedrals], &["DG/RrRr.g", "BA/C"]);
    let events = play(&mut g, "0: place 1 0 0\n0: portal 0 0 city N big");
    assert!(matches!(used(&events)[..], [Happened::PortalUsed { figure: BIG_MEEPLE, .. }]));
    let big_home = |g: &Game| g.view(Audience::Public).inns_cathedrals().expect("in play").in_supply(Seat(0));
    assert!(!big_home(&g));
    let events = play(&mut g, "1: place 0 -1 180\n1: pass");
    assert_eq!(play_scorings(&events), vec![(Category::City, 4, vec![0], false)]);
    assert!(big_home(&g));
    assert_scores(&g, &[4, 0]);
}

/// What the portal refuses, with its reason, changing nothing: a mayor onto a road, a
/// wagon into a field, a second mayor, a builder (no follower), a figure of a box not
/// in play.
#[test]
fn the_portal_refuses_a_figure_where_it_may_not_stand_or_not_in_supply() {
    let mut g = game(NOW, &[Expansion::AbbeyMayor], &["BA/CFc+", "DG/RrRr.g", "BA/RFr", "DG/CRr.g"]);
    play(&mut g, CITY);
    assert_eq!(
        refused(&mut g, 1, "portal 0 0 road E mayor"),
        Refusal::NotThere(MAYOR, FeatureKind::Road).into()
    );
    let field = "portal 0 0 field Se wagon";
    assert_eq!(refused(&mut g, 1, field), Refusal::NotThere(WAGON, FeatureKind::Field).into());
    assert_eq!(refused(&mut g, 1, "portal 0 0 road E builder"), Refusal::NotAFollower(BUILDER).into());
    assert_eq!(refused(&mut g, 1, "portal 0 0 road E big"), RuleError::NotInGame("Inns & Cathedrals"));
    assert!(!on_board(&g, 1, MAYOR) && !on_board(&g, 1, WAGON), "nothing changed");
    // Bob's next portal tile, east of the first, its city open: no mayor left for it.
    play(&mut g, "1: portal 0 -1 city N mayor\n0: place -1 0 0\n0: pass\n1: place 2 0 90");
    let mayors: Vec<String> = portals(&g, 1).into_iter().filter(|a| a.ends_with("mayor")).collect();
    assert_eq!(mayors, Vec::<String>::new(), "the mayor is on the board");
    assert_eq!(refused(&mut g, 1, "portal 2 0 city E mayor"), Refusal::NotInSupply(MAYOR).into());
}

/// A version-15 game refuses every follower but the plain meeple through the portal,
/// and lists none, as it was played.
#[test]
fn before_version_16_a_mayor_does_not_go_through_the_portal() {
    let mut g = game(BEFORE, &[Expansion::AbbeyMayor], &["BA/CFc+", "DG/RrRr.g", "BA/C"]);
    play(&mut g, CITY);
    assert!(portals(&g, 1).iter().all(|a| !a.ends_with("mayor") && !a.ends_with("wagon")));
    assert!(portals(&g, 1).contains(&"portal 0 -1 city N".to_string()));
    assert_eq!(refused(&mut g, 1, "portal 0 -1 city N mayor"), Refusal::MeepleOnly.into());
    play(&mut g, "1: portal 0 -1 city N");
    assert_eq!(g.players()[1].meeples, 6);
}
