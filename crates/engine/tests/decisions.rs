//! Who must decide what, what can be taken back, and which rules version a game plays.

use crate::support as common;

use carcassonne_engine::rules::hills_sheep::{Act, Ph, Token};
use carcassonne_engine::{
    Action, Audience, Decision, Expansion, Expansions, Game, Phase, RuleError, Seat, SeatSet, Setup,
    SetupError, TileKind,
};
use common::{new_game, play};

fn hills_sheep(tiles: &[&str], bag: &[&str]) -> Game {
    let mut setup = Setup::new(2, 1);
    setup.expansions = Expansions::default().with(Expansion::HillsSheep);
    setup.tiles = Some(tiles.iter().map(|t| t.parse::<TileKind>().unwrap()).collect());
    setup.fixed.bag = bag.iter().map(|t| t.parse::<Token>().unwrap()).collect();
    Game::new(setup).unwrap().0
}

#[test]
fn the_game_lists_its_decisions_and_refuses_other_seats() {
    let (mut game, _) = new_game(3, &["BA/RFr", "BA/C"]);
    let tile: TileKind = "BA/RFr".parse().unwrap();
    assert_eq!(
        game.decisions(),
        &[Decision { seats: SeatSet::single(Seat(0)), phase: Phase::PlaceTile(tile) }]
    );
    assert_eq!(game.decision_of(Seat(1)), None);
    assert_eq!(game.apply(Seat(2), Action::Pass), Err(RuleError::NotYourTurn));
    play(&mut game, "0: place 1 0 0");
    assert_eq!(game.decision_of(Seat(0)).map(|d| d.phase), Some(Phase::PlaceFigure));
    play(&mut game, "0: pass");
    assert_eq!(game.decisions()[0].seats, SeatSet::single(Seat(1)));
    let view = game.view(Audience::Public);
    assert_eq!(view.decisions(), game.decisions());
}

#[test]
fn only_a_move_that_revealed_nothing_can_be_taken_back() {
    let (mut game, _) = new_game(2, &["BA/RFr", "BA/C", "BA/L"]);
    assert!(!game.can_undo(Seat(0)), "nothing played yet");
    play(&mut game, "0: place 1 0 0");
    assert!(game.can_undo(Seat(0)), "the tile is down, the figure step waits");
    assert!(!game.can_undo(Seat(1)));
    play(&mut game, "0: meeple road E");
    assert!(!game.can_undo(Seat(0)), "the turn ended and the next tile was drawn");
    // Bob's cap closes the start tile's city: the figure step is skipped, the turn ends.
    play(&mut game, "1: place 0 -1 180");
    assert!(game.can_undo(Seat(1)), "Bob's figure step waits");
}

#[test]
fn a_meeple_before_the_flock_choice_can_be_taken_back_a_shepherd_cannot() {
    // Blue's shepherd south of the start road; Red extends that field.
    let mut game = hills_sheep(&["BA/RFr", "BA/RFr", "BA/RFr"], &["2", "3"]);
    play(&mut game, "0: place 1 0 0\n0: shepherd field Se");
    assert!(!game.can_undo(Seat(0)), "the shepherd drew a token");
    play(&mut game, "1: place -1 0 0\n1: pass");
    play(&mut game, "0: place 2 0 0");
    play(&mut game, "0: meeple road E");
    assert_eq!(game.phase(), Phase::from(Ph::Flock));
    assert!(game.can_undo(Seat(0)), "the meeple revealed nothing");
    play(&mut game, "0: grow");
    assert!(!game.can_undo(Seat(0)));
}

#[test]
fn a_game_plays_by_the_rules_version_it_was_made_with() {
    for bad in [0, carcassonne_engine::ENGINE_VERSION + 1] {
        let setup = Setup { version: bad, ..Setup::new(2, 1) };
        assert_eq!(Game::new(setup).unwrap_err(), SetupError::Version(bad));
    }
    // A setup stored before versions were recorded is version 1.
    let old: Setup = stored_by_version_1();
    assert_eq!(old.version, 1);
}

/// A setup as version 1 stored it (no `version` field), read back without serde_json
/// (the engine's tests use only its own dependencies): through the serde data model.
fn stored_by_version_1() -> Setup {
    use serde::Deserialize;
    use serde::de::value::{Error, MapDeserializer};
    let fields = [("players", 2u64), ("seed", 5u64)];
    Setup::deserialize(MapDeserializer::<_, Error>::new(fields.into_iter())).unwrap()
}

/// From version 2 the sheep bag has its own random stream: placing a shepherd (one
/// more draw from the bag) does not change which tiles come next.
#[test]
fn from_version_2_sheep_draws_do_not_move_the_tile_stack() {
    let next_tiles = |version: u32, shepherd: bool| {
        let mut setup = Setup { version, ..Setup::new(2, 11) };
        setup.expansions = Expansions::default().with(Expansion::HillsSheep);
        let (mut game, _) = Game::new(setup).unwrap();
        let mut drawn = Vec::new();
        while drawn.len() < 12 {
            let Some(decision) = game.pending() else { break };
            let seat = decision.seats.iter().next().unwrap();
            drawn.extend(game.current_tile());
            let actions = game.legal_actions(seat);
            let pick = actions.iter().find(|a| shepherd && matches!(Act::of(**a), Some(Act::Shepherd(_))));
            let action = *pick.unwrap_or(actions.iter().find(|a| **a == Action::Pass).unwrap_or(&actions[0]));
            game.apply(seat, action).unwrap();
        }
        drawn
    };
    assert_eq!(next_tiles(2, true), next_tiles(2, false));
    assert_ne!(next_tiles(1, true), next_tiles(1, false), "version 1 shares one stream");
}
