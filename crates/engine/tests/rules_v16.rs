//! What rules version 16 changed (issue 84: Abbey & Mayor's first games, replayed by
//! another engine), each beside the version-15 game it replaces, with exact scores: the
//! fairy's 3 points when a barn scores its farmer; a field closed by the abbey tile is
//! herded; a flock is herded before the dragon moves; a barn only where each tile's
//! corner is one field of its own; a barn on a volcano. The bot's stored games of
//! version 15 (`tests/fixtures/game-am-v15.db`) replay as they were played.

use crate::support::{action, assert_scored, assert_scores, kinds, play, play_scorings, scorings};

use carcassonne_engine::rules::abbey_mayor::{Corner, Happened as Am, Refusal as AmRefusal};
use carcassonne_engine::rules::hills_sheep::{Happened as Hs, SHEPHERD, Token};
use carcassonne_engine::rules::princess_dragon::Happened as Pd;
use carcassonne_engine::{
    Action, Category, Event, Expansion, Expansions, Fixed, Game, Phase, RuleError, Seat, Setup,
};

/// The version that made these changes, and the one before it.
const NOW: u32 = 16;
const BEFORE: u32 = 15;

/// A game of Alice (seat 0) and Bob (seat 1) at rules `version` with `expansions`, whose
/// stack is exactly `ids` and whose sheep bag first gives `bag`.
fn game(version: u32, expansions: &[Expansion], ids: &[&str], bag: &[Token]) -> Game {
    let expansions = expansions.iter().fold(Expansions::default(), |e, &x| e.with(x));
    let fixed = Fixed { bag: bag.to_vec(), ..Fixed::default() };
    let setup = Setup { tiles: Some(kinds(ids)), expansions, fixed, version, ..Setup::new(2, 0) };
    Game::new(setup).expect("valid setup").0
}

/// Seat 1's shepherd is on the board.
fn shepherd_out(g: &Game, seat: u8) -> bool {
    g.figures().iter().any(|f| f.kind == SHEPHERD && f.owner == Seat(seat))
}

// ---- The fairy beside a farmer whose field a barn scores ----

/// The repro: Alice's farmer in the field of `BA/L` at (0, 1), the fairy beside it; Bob's
/// barn where (0, 1), (1, 1), (0, 2) and (1, 2) meet scores her farmer (no city: 0 points)
/// and sends it home.
const FAIRY_BARN: (&[&str], &str) = (
    &["BA/L", "BA/L", "BA/L", "BA/L"],
    "0: place 0 1 0\n0: meeple field Nw\n1: place 1 1 0\n1: pass\n0: place 0 2 0\n0: fairy 0 1 field Nw\n1: place 1 2 0",
);

fn fairy_barn(version: u32) -> (Game, Vec<Event>) {
    let mut g = game(version, &[Expansion::PrincessDragon, Expansion::AbbeyMayor], FAIRY_BARN.0, &[]);
    play(&mut g, FAIRY_BARN.1);
    let events = play(&mut g, "1: barn NW");
    (g, events)
}

/// « when that follower's feature scores, during play or at the end … even when the
/// feature is worth nothing »: the barn scores Alice's farmer 0 (no city), and the fairy
/// beside it brings her 3. The game ends with the stack: Alice 3, Bob 0.
#[test]
fn the_fairy_brings_its_three_when_a_barn_scores_its_farmer() {
    let (g, events) = fairy_barn(NOW);
    assert_eq!(
        play_scorings(&events),
        vec![(Category::Field, 0, vec![0], false), (Category::Fairy, 3, vec![0], false)],
        "the farmers' scoring, then the fairy's"
    );
    assert!(g.is_over());
    assert_scores(&g, &[3, 0]);
}

/// Version 15 gave the fairy nothing for it.
#[test]
fn before_version_16_the_barn_s_scoring_brought_the_fairy_nothing() {
    let (g, events) = fairy_barn(BEFORE);
    assert_scored(&g, play_scorings(&events), vec![(Category::Field, 0, vec![0], false)], &[0, 0]);
}

// ---- A field closed by the abbey tile is herded ----

/// The repro: Alice's shepherd on the field of (0, 2), which only the hole at (1, 2)
/// leaves open once (0, 3) and (1, 3) are down; Bob's abbey tile there closes it.
const ABBEY_FLOCK: (&[&str], &str) = (
    &["BA/Rr", "BA/Rr", "BA/Rr", "BA/L", "BA/L", "BA/L", "BA/L"],
    "
    0: place 0 1 270
    0: pass
    1: place 1 1 0
    1: pass
    0: place 0 2 180
    0: shepherd field Ne
    1: place 2 1 0
    1: pass
    0: place 2 2 0
    0: pass
    1: place 0 3 0
    1: pass
    0: place 1 3 0
    0: pass
    ",
);

fn abbey_flock(version: u32) -> (Game, Vec<Event>) {
    let mut g =
        game(version, &[Expansion::HillsSheep, Expansion::AbbeyMayor], ABBEY_FLOCK.0, &[Token::Sheep(2)]);
    play(&mut g, ABBEY_FLOCK.1);
    assert!(shepherd_out(&g, 0));
    let events = play(&mut g, "1: abbey\n1: place 1 2 0\n1: pass");
    (g, events)
}

/// The abbey tile « completes the side of each tile directly adjacent to it »; a field it
/// closes with a shepherd in it is herded « immédiatement », as by any closing tile: Alice
/// scores her two sheep, and her shepherd goes home.
#[test]
fn a_field_closed_by_the_abbey_tile_is_herded() {
    let (g, events) = abbey_flock(NOW);
    assert_eq!(scorings(&events), vec![(Category::Sheep, 2, vec![0], false)]);
    assert!(!shepherd_out(&g, 0));
    assert_scores(&g, &[2, 0]);
}

/// Version 15 looked only at the fields of the tile placed, and the abbey tile has none:
/// the flock stayed, and scored nothing at the end.
#[test]
fn before_version_16_a_field_closed_by_the_abbey_tile_stayed_unherded() {
    let (g, events) = abbey_flock(BEFORE);
    assert!(scorings(&events).is_empty());
    assert!(g.is_over());
    assert_scores(&g, &[0, 0]);
}

// ---- A flock herded before the dragon moves ----

/// The repro: Bob's shepherd on the field of (0, 2); Alice's dragon tile at (1, 2) closes
/// it and brings the dragon, which the players then move onto it.
const DRAGON_FLOCK: (&[&str], &str) = (
    &["BA/Rr", "BA/Rr", "BA/Rr", "DG/F.v", "DG/Rr.d"],
    "
    0: place 0 1 270
    0: pass
    1: place 0 2 180
    1: shepherd field Ne
    0: place 1 1 0
    0: pass
    1: place -1 2 0
    ",
);

fn dragon_flock(version: u32) -> (Game, Vec<Event>) {
    let mut g = game(
        version,
        &[Expansion::HillsSheep, Expansion::PrincessDragon],
        DRAGON_FLOCK.0,
        &[Token::Sheep(2)],
    );
    play(&mut g, DRAGON_FLOCK.1);
    let events = play(&mut g, "0: place 1 2 90\n0: pass\n0: dragon E\n1: dragon N\n0: dragon N");
    (g, events)
}

/// « Si vous refermez un pré occupé par des bergers … réalisez immédiatement l'action
/// Rentrer le troupeau »: the flock is herded at the end of the figure step, before the
/// dragon's first step — Bob scores his two sheep; the dragon finds no shepherd to eat.
#[test]
fn a_flock_is_herded_before_the_dragon_moves() {
    let (g, events) = dragon_flock(NOW);
    let herded = events.iter().position(|e| matches!(e, Event::Scored(s) if s.category == Category::Sheep));
    let moved = events.iter().position(|e| matches!(Pd::of(e), Some(Pd::DragonMoved { .. })));
    assert!(herded.is_some() && moved.is_some() && herded < moved, "herded first: {events:?}");
    assert_eq!(scorings(&events), vec![(Category::Sheep, 2, vec![1], false)]);
    assert!(!shepherd_out(&g, 1));
    assert_scores(&g, &[0, 2]);
}

/// Version 15 moved the dragon first: it ate Bob's shepherd and the flock went back to the
/// bag unscored.
#[test]
fn before_version_16_the_dragon_ate_the_flock_first() {
    let (g, events) = dragon_flock(BEFORE);
    assert!(scorings(&events).is_empty());
    let eaten = events.iter().any(|e| {
        matches!(Pd::of(e), Some(Pd::DragonMoved { eaten, .. }) if eaten.iter().any(|x| x.kind == SHEPHERD))
    });
    assert!(eaten, "the shepherd eaten: {events:?}");
    assert_scores(&g, &[0, 0]);
}

/// A player whose own flock a tile extends and closes still chooses first (« vous pouvez
/// tenter d'agrandir le troupeau avant de réaliser cette action obligatoire »): Bob grows
/// his flock by a second token, then it is herded with both.
#[test]
fn the_owner_grows_a_flock_before_its_closed_field_is_herded() {
    let mut g = game(
        NOW,
        &[Expansion::HillsSheep],
        &["BA/Rr", "BA/Rr", "BA/Rr", "BA/Rr"],
        &[Token::Sheep(2), Token::Sheep(3)],
    );
    play(
        &mut g,
        "0: place 0 1 270\n0: pass\n1: place 0 2 180\n1: shepherd field Ne\n0: place 1 1 0\n0: pass",
    );
    let events = play(&mut g, "1: place 1 2 90\n1: pass");
    assert!(scorings(&events).is_empty(), "not yet herded: {events:?}");
    assert_eq!(
        (g.phase(), g.active()),
        (Phase::from(carcassonne_engine::rules::hills_sheep::Ph::Flock), Seat(1))
    );
    let events = play(&mut g, "1: grow");
    assert!(events.iter().any(|e| matches!(Hs::of(e), Some(Hs::SheepDrawn { .. }))));
    assert_scored(&g, scorings(&events), vec![(Category::Sheep, 5, vec![1], false)], &[0, 5]);
}

// ---- A barn only where each tile's corner is one field ----

/// The repro: `AM/C!+` at (0, 1), its field parted in three at its corners; three
/// monasteries around (1, 2)'s north-west corner, which is (0, 1)'s south-east one, where
/// its east and south fields part.
fn split_corner(version: u32) -> Game {
    let mut g = game(version, &[Expansion::AbbeyMayor], &["AM/C!+", "BA/L", "BA/L", "BA/L"], &[]);
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: pass\n0: place 0 2 0\n0: pass\n1: place 1 2 0");
    g
}

/// « the corner of each tile forming this junction must only depict a field »: `AM/C!+`'s
/// corner there depicts two fields parting, though they meet again beyond it — no barn,
/// and none offered.
#[test]
fn a_barn_is_refused_where_a_tile_s_fields_part_at_the_corner() {
    let mut g = split_corner(NOW);
    assert!(!g.legal_actions(Seat(1)).contains(&action("barn NW")));
    let refused = g.apply(Seat(1), action("barn NW"));
    assert_eq!(refused, Err(RuleError::from(AmRefusal::NoFieldCorner(Corner::NW))));
    // The other corners of (1, 2) have no four tiles: nothing at all for a barn.
    assert!(g.legal_actions(Seat(1)).iter().all(|a| !a.to_string().starts_with("barn")));
}

/// Version 15 asked only that the eight half-edges be one field of the board.
#[test]
fn before_version_16_a_barn_went_where_the_fields_met_again() {
    let mut g = split_corner(BEFORE);
    let events = g.apply(Seat(1), action("barn NW")).expect("accepted in version 15");
    assert!(events.iter().any(|e| matches!(Am::of(e), Some(Am::BarnPlaced { .. }))));
}

// ---- A barn on a volcano ----

/// Four tiles of fields meeting where the volcano comes last: (0, 1), (1, 1), (1, 2) down,
/// the volcano `DG/F.v` at (0, 2).
fn volcano_corner(version: u32) -> Game {
    let mut g = game(
        version,
        &[Expansion::PrincessDragon, Expansion::AbbeyMayor],
        &["BA/L", "BA/L", "BA/L", "DG/F.v", "BA/L"],
        &[],
    );
    play(&mut g, "0: place 0 1 0\n0: pass\n1: place 1 1 0\n1: pass\n0: place 1 2 0\n0: pass\n1: place 0 2 0");
    g
}

/// The volcano bars a meeple (« On ne peut pas y poser de meeple »); the barn is « a
/// special figure », which the dragon never eats: it may go on the volcano's corner.
#[test]
fn a_barn_goes_on_a_volcano() {
    let mut g = volcano_corner(NOW);
    let offered: Vec<String> = g.legal_actions(Seat(1)).iter().map(Action::to_string).collect();
    assert!(offered.contains(&"barn NE".to_string()), "{offered:?}");
    assert!(offered.iter().all(|a| !a.starts_with("meeple")), "no meeple on the volcano: {offered:?}");
    let events = g.apply(Seat(1), action("barn NE")).expect("a barn on the volcano");
    assert!(events.iter().any(|e| matches!(Am::of(e), Some(Am::BarnPlaced { .. }))));
    assert_eq!(
        g.view(carcassonne_engine::Audience::Public)
            .princess_dragon()
            .and_then(|d| d.dragon())
            .map(|p| (p.x, p.y)),
        Some((0, 2))
    );
}

/// Version 15 barred the barn there with every figure: with nothing else to do, Bob's
/// turn ended with the volcano.
#[test]
fn before_version_16_the_volcano_barred_the_barn() {
    let mut g = volcano_corner(BEFORE);
    assert_eq!(g.active(), Seat(0), "no figure step");
    assert_eq!(g.apply(Seat(1), action("barn NE")), Err(RuleError::NotYourTurn));
}
