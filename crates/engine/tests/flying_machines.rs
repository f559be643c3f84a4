//! The Flying Machines: every point of the rules summary
//! (`shared/rules/flying-machines.summary.fr.txt`) on explicit tile lists and fixed rolls
//! of the die, exact scores — a follower flown from the machine of the tile just placed
//! instead of a figure on it, the die's roll of tiles the way the machine points (turned
//! with its tile; a diagonal one tile a step), the landing compulsory on an unfinished
//! road, city or monastery of the tile reached, occupied or not, never a field; a feature
//! the tile just finished is finished; the crash where no tile is, or none of its
//! features takes the follower (the mayor only in a city, the abbot only on a monastery
//! or a garden); the flier scoring as any follower; and the refusals.
//!
//! The start tile (0,0) is a city cap N over a road W–E.

use crate::support as common;

use carcassonne_engine::rules::flying_machines::{Act, Happened, Ph, Refusal, Roll};
use carcassonne_engine::rules::{Fixed, abbey_mayor, abbot, inns_cathedrals};
use carcassonne_engine::{
    Action, Category, Event, Expansion, Expansions, FigureKind, Game, Phase, Pos, RuleError, Seat, Setup,
    SetupError,
};
use common::{
    action, assert_scores, assert_supplies, box_setup, kinds, legal, play, refused, rule, scorings,
};

/// A game of two with The Flying Machines and `others`, the stack exactly `ids`, the die's
/// first rolls `rolls`.
fn game(others: &[Expansion], ids: &[&str], rolls: &[Roll]) -> Game {
    let fixed = Fixed { rolls: rolls.to_vec(), ..Fixed::default() };
    Game::new(Setup { fixed, ..box_setup(2, Expansion::FlyingMachines, others, ids) }).expect("valid setup").0
}

fn happened(events: &[Event]) -> Vec<Happened> {
    events.iter().filter_map(Happened::of).cloned().collect()
}

fn flew(seat: u8, figure: FigureKind, from: (i32, i32), roll: Roll, to: (i32, i32)) -> Happened {
    Happened::Flew {
        seat: Seat(seat),
        figure,
        from: Pos::new(from.0, from.1),
        roll,
        to: Pos::new(to.0, to.1),
    }
}

const MEEPLE: FigureKind = FigureKind::Meeple;

/// « you may choose to place a meeple either normally … or on the flying machine »: the
/// flight is offered beside the spots of the tile; « Your meeple may be placed on any
/// incomplete feature on that tile, even if that feature is already occupied by other
/// meeples »: Bob's highwayman flies west one tile onto Ann's road, and the road, tied,
/// gives both its 5 points.
#[test]
fn a_flier_lands_on_an_occupied_road_and_shares_it() {
    let mut g = game(&[], &["BA/RFr", "FL/RFr.WE.o", "BA/RRR", "BA/RRR"], &[Roll::One]);
    play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 1 0 0");
    assert_eq!(legal(&g, 1), ["meeple field Nw", "meeple field Es", "fly", "pass"]);
    let events = play(&mut g, "1: fly");
    assert_eq!(happened(&events), [flew(1, MEEPLE, (1, 0), Roll::One, (0, 0))]);
    assert_eq!(Ph::of(g.phase()), Some(Ph::Land));
    assert_eq!(legal(&g, 1), ["land 0 0 city N", "land 0 0 road E"]);
    let events = play(&mut g, "1: land 0 0 road E");
    let at = "0 0 road E".parse().unwrap();
    assert_eq!(happened(&events), [Happened::Landed { seat: Seat(1), figure: MEEPLE, at }]);
    assert_supplies(&g, &[6, 6]);
    let events = play(&mut g, "0: place -2 0 0\n0: pass\n1: place 2 0 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Road, 5, vec![0, 1], false));
    assert_scores(&g, &[5, 5]);
}

/// « the meeple will move either straight or diagonally across the tiles, depending on
/// the direction that flying machine faces », a diagonal one tile a step (JCloisterZone):
/// from `FL/Rr.d` at (1,1), pointing north-west, a 1 reaches the start tile; a 2 reaches
/// (-1,-1), where no tile is: « the meeple is returned to your supply. You do not get to
/// place another meeple », and the turn goes on.
#[test]
fn a_diagonal_counts_a_tile_a_step_and_an_empty_cell_is_a_crash() {
    let mut g = game(&[], &["BA/RFr", "FL/Rr.d", "FL/Rr.d"], &[Roll::One, Roll::Two]);
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place 1 1 0");
    let events = play(&mut g, "1: fly");
    assert_eq!(happened(&events), [flew(1, MEEPLE, (1, 1), Roll::One, (0, 0))]);
    play(&mut g, "1: land 0 0 city N");
    assert_supplies(&g, &[7, 6]);
    let events = play(&mut g, "0: place 2 1 90\n0: fly");
    assert_eq!(
        happened(&events),
        [
            // Turned a quarter clockwise, the machine points north-east: (3,0), no tile.
            flew(0, MEEPLE, (2, 1), Roll::Two, (4, -1)),
            Happened::Crashed { seat: Seat(0), figure: MEEPLE, at: Pos::new(4, -1), tile: false },
        ]
    );
    assert!(g.is_over(), "the last tile's figure step is over");
    // Bob's flier alone scores: his open city of one tile.
    assert_scores(&g, &[0, 1]);
}

/// The machine turns with its tile: `FL/RFr.WE.o` turned half round points east; a 2
/// from (-1,0) flies over the start tile to (1,0).
#[test]
fn the_machine_turns_with_its_tile() {
    let mut g = game(&[], &["BA/RFr", "FL/RFr.WE.o", "BA/L"], &[Roll::Two]);
    play(&mut g, "0: place 1 0 0\n0: pass\n1: place -1 0 180");
    let events = play(&mut g, "1: fly");
    assert_eq!(happened(&events), [flew(1, MEEPLE, (-1, 0), Roll::Two, (1, 0))]);
    assert_eq!(legal(&g, 1), ["land 1 0 road E"]);
}

/// « meeples placed by a flying machine can never be placed in a field », and « If
/// there is no unoccupied feature … the meeple is returned »: the tile reached shows a
/// finished city and a field only, so the flier crashes there and Bob's figure step is
/// over (nothing asked, the next turn drawn).
#[test]
fn a_tile_of_finished_features_and_fields_is_a_crash() {
    let mut g = game(&[], &["BA/C", "FL/F.o", "BA/L"], &[Roll::One]);
    play(&mut g, "0: place 0 -1 180\n0: pass\n1: place 1 -1 0");
    let events = play(&mut g, "1: fly");
    assert_eq!(
        happened(&events),
        [
            flew(1, MEEPLE, (1, -1), Roll::One, (0, -1)),
            Happened::Crashed { seat: Seat(1), figure: MEEPLE, at: Pos::new(0, -1), tile: true },
        ]
    );
    assert_supplies(&g, &[7, 7]);
    assert_eq!(g.active(), Seat(0));
    assert!(matches!(g.phase(), Phase::PlaceTile(_)));
}

/// « a feature is considered completed at the moment that a tile is placed »: the
/// machine tile closes the road through the start tile, so the flier may land only in
/// the start city; Ann's highwayman scores the road's 4 points alone.
#[test]
fn a_feature_the_tile_just_finished_takes_no_flier() {
    let tiles = ["BA/RRR", "BA/L", "BA/L", "BA/L", "BA/RRR", "FL/RFr.WE.o", "BA/L"];
    let mut g = game(&[], &tiles, &[Roll::One]);
    play(
        &mut g,
        "0: place -1 0 0\n0: meeple road E
         1: place 0 1 0\n1: pass\n0: place 1 1 0\n0: pass\n1: place 2 1 0\n1: pass
         0: place 2 0 180\n0: pass
         1: place 1 0 0\n1: fly",
    );
    assert_eq!(legal(&g, 1), ["land 0 0 city N"]);
    assert_eq!(refused(&mut g, 1, "land 0 0 road W"), rule(Refusal::Finished("0 0 road W".parse().unwrap())));
    let events = play(&mut g, "1: land 0 0 city N");
    assert_eq!(scorings(&events), [(Category::Road, 4, vec![0], false)]);
    assert_supplies(&g, &[7, 6]);
}

/// « Choosing one of these two options would be mandatory »: the landing takes no pass
/// and waits before anything else; a field, another tile and an unknown feature are
/// refused, each for its reason.
#[test]
fn the_landing_is_compulsory_and_refuses_what_it_may_not_take() {
    let mut g = game(&[], &["BA/RFr", "FL/RFr.WE.o", "BA/L"], &[Roll::One]);
    play(&mut g, "0: place -1 0 0\n0: pass\n1: place 1 0 0\n1: fly");
    assert_eq!(refused(&mut g, 1, "pass"), rule(Refusal::FlightPending));
    assert_eq!(refused(&mut g, 1, "meeple road E"), rule(Refusal::FlightPending));
    assert_eq!(refused(&mut g, 1, "land 1 0 road E"), rule(Refusal::Elsewhere(Pos::new(0, 0))));
    assert_eq!(
        refused(&mut g, 1, "land 0 0 field Se"),
        rule(Refusal::NotThere(MEEPLE, carcassonne_engine::FeatureKind::Field))
    );
    assert_eq!(refused(&mut g, 0, "land 0 0 city N"), RuleError::NotYourTurn);
    play(&mut g, "1: land 0 0 city N");
    assert_eq!(refused(&mut g, 0, "land 0 0 city N"), rule(Refusal::NoFlight));
}

/// The machine flies only from the tile just placed, and only followers fly.
#[test]
fn only_a_machine_tile_flies_and_only_followers() {
    let mut g = game(&[Expansion::TradersBuilders], &["BA/RFr", "FL/RFr.WE.o", "BA/L"], &[Roll::One]);
    play(&mut g, "0: place -1 0 0");
    assert_eq!(refused(&mut g, 0, "fly"), rule(Refusal::NoMachine));
    play(&mut g, "0: pass\n1: place 1 0 0");
    assert_eq!(
        refused(&mut g, 1, "fly builder"),
        rule(Refusal::NotAFollower(carcassonne_engine::rules::traders_builders::BUILDER))
    );
}

/// « Any meeple (regular meeple, large meeple, mayor, wagon, …, abbot …) can be a flier
/// … However, the final landing point must still be a valid feature for that meeple »:
/// the abbot reaches the start tile, no monastery or garden there, and crashes, back in
/// supply; the next flight lands it on a monastery (« Abbé : seulement sur un monastère
/// ou un jardin »).
#[test]
fn the_abbot_lands_only_on_a_monastery_or_a_garden() {
    let mut g =
        game(&[Expansion::Abbot], &["FL/RFr.WE.o", "BA/L", "FL/F.o", "BA/L"], &[Roll::One, Roll::One]);
    play(&mut g, "0: place 1 0 0");
    assert!(legal(&g, 0).contains(&"fly abbot".to_string()));
    let events = play(&mut g, "0: fly abbot");
    assert_eq!(
        happened(&events)[1],
        Happened::Crashed { seat: Seat(0), figure: abbot::ABBOT, at: Pos::new(0, 0), tile: true }
    );
    let events = play(&mut g, "1: place 0 1 0\n1: pass\n0: place 1 1 0\n0: fly abbot");
    assert_eq!(happened(&events), [flew(0, abbot::ABBOT, (1, 1), Roll::One, (0, 1))]);
    assert_eq!(legal(&g, 0), ["land 0 1 monastery abbot"]);
    let events = play(&mut g, "0: land 0 1 monastery abbot");
    let at = "0 1 monastery".parse().unwrap();
    assert!(happened(&events).contains(&Happened::Landed { seat: Seat(0), figure: abbot::ABBOT, at }));
}

/// The mayor « can only land in an incomplete city; otherwise it returns to supply »
/// (Wikicarpedia's note, 2/2013): Bob's mayor flies onto the start tile and may take its
/// city alone; Ann's reaches a tile of a road and fields and crashes, home again.
#[test]
fn the_mayor_lands_only_in_a_city() {
    let mut g = game(
        &[Expansion::AbbeyMayor],
        &["BA/RFr", "FL/RFr.WE.o", "FL/Rr.NW.o", "BA/L"],
        &[Roll::One, Roll::One],
    );
    play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 1 0 0");
    let offered = legal(&g, 1);
    for flight in ["fly", "fly mayor", "fly wagon"] {
        assert!(offered.contains(&flight.to_string()), "{flight}: {offered:?}");
    }
    play(&mut g, "1: fly mayor");
    assert_eq!(legal(&g, 1), ["land 0 0 city N mayor"]);
    assert_eq!(refused(&mut g, 1, "land 0 0 city N"), rule(Refusal::NotInFlight(abbey_mayor::MAYOR)));
    play(&mut g, "1: land 0 0 city N mayor");
    let events = play(&mut g, "0: place 2 0 0\n0: fly mayor");
    assert_eq!(
        happened(&events),
        [
            flew(0, abbey_mayor::MAYOR, (2, 0), Roll::One, (1, 0)),
            Happened::Crashed { seat: Seat(0), figure: abbey_mayor::MAYOR, at: Pos::new(1, 0), tile: true },
        ]
    );
    let mayors: Vec<Seat> =
        g.figures().iter().filter(|f| f.kind == abbey_mayor::MAYOR).map(|f| f.owner).collect();
    assert_eq!(mayors, [Seat(1)]);
}

/// The big meeple flies too (« you may choose to place a standard meeple or your large
/// meeple … as usual, or on the flying machine ») and weighs 2 where it lands: Bob's
/// big meeple takes Ann's road from her highwayman, 5 points to Bob alone.
#[test]
fn the_big_meeple_flies_and_weighs_two() {
    let boxes = [Expansion::InnsCathedrals];
    let mut g = game(&boxes, &["BA/RFr", "FL/RFr.WE.o", "BA/RRR", "BA/RRR"], &[Roll::One]);
    play(&mut g, "0: place -1 0 0\n0: meeple road E\n1: place 1 0 0\n1: fly big\n1: land 0 0 road E big");
    let events = play(&mut g, "0: place -2 0 0\n0: pass\n1: place 2 0 0\n1: pass");
    assert_eq!(scorings(&events)[0], (Category::Road, 5, vec![1], false));
    assert!(g.figures().iter().all(|f| f.kind != inns_cathedrals::BIG_MEEPLE));
    assert_scores(&g, &[0, 5]);
}

/// The die is the game's own: the same seed and moves roll the same numbers on replay,
/// each 1, 2 or 3; fixed rolls need the box.
#[test]
fn the_die_replays_and_fixed_rolls_need_the_box() {
    let expansions = Expansions::default().with(Expansion::FlyingMachines);
    let mut rolls = Vec::new();
    for seed in 0..12 {
        let setup = Setup {
            tiles: Some(kinds(&["BA/RFr", "FL/RFr.WE.o", "BA/L"])),
            expansions,
            ..Setup::new(2, seed)
        };
        let (mut g, _) = Game::new(setup.clone()).unwrap();
        let log: Vec<(Seat, Action)> = ["0: place -1 0 0", "0: pass", "1: place 1 0 0", "1: fly"]
            .iter()
            .map(|l| common::parse_line(l))
            .collect();
        let mut events = Vec::new();
        for &(seat, a) in &log {
            events.extend(g.apply(seat, a).unwrap());
        }
        let Some(Happened::Flew { roll, .. }) = happened(&events).first().cloned() else {
            panic!("a flight")
        };
        rolls.push(roll);
        let again = Game::replay(setup, log).unwrap();
        assert_eq!(again.phase(), g.phase(), "seed {seed}");
    }
    for roll in Roll::ALL {
        assert!(rolls.contains(&roll), "{rolls:?}");
    }
    let fixed = Fixed { rolls: vec![Roll::Three], ..Fixed::default() };
    assert!(matches!(Game::new(Setup { fixed, ..Setup::new(2, 0) }), Err(SetupError::Expansion(_))));
    assert_eq!(Act::of(action("fly")), Some(Act::Fly(MEEPLE)));
}

/// Princess & Dragon (JCloisterZone: the dragon's tile bars every figure): a flier that
/// reaches the volcano where the dragon stands may not take its open road, and crashes;
/// it flies over the start tile on its way.
#[test]
fn a_flier_that_reaches_the_dragon_crashes() {
    let mut g = game(&[Expansion::PrincessDragon], &["DG/R.v", "FL/RFr.WE.o", "BA/L"], &[Roll::Two]);
    play(&mut g, "0: place 1 0 90");
    if g.active() == Seat(0) {
        play(&mut g, "0: pass");
    }
    let events = play(&mut g, "1: place -1 0 180\n1: fly");
    assert_eq!(
        happened(&events),
        [
            flew(1, MEEPLE, (-1, 0), Roll::Two, (1, 0)),
            Happened::Crashed { seat: Seat(1), figure: MEEPLE, at: Pos::new(1, 0), tile: true },
        ]
    );
    assert_supplies(&g, &[7, 7]);
}
