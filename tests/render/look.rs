//! Sample images for looking at, not assertions: run
//! `RENDER_LOOK_DIR=/tmp cargo test --test integration render::look:: -- --ignored` and open the PNGs
//! at 100% and on a phone-sized crop after any change to the renderer.

use crate::support::render as render_common;
use carcassonne_bot::render::png;
use carcassonne_engine::GameRng;
use carcassonne_engine::{Event, Expansion, Expansions, Game, Phase, Setup, TileKind};

fn write(name: &str, game: &Game, recent: &[Event]) {
    let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
    let names = render_common::names(game.players().len());
    let scene = render_common::public(game, &names, recent);
    std::fs::write(std::path::Path::new(&dir).join(format!("look-{name}.png")), png(&scene)).expect("write");
}

/// Random legal play until `stop` tiles lie on the board (or the end); returns the
/// game and the events of its last action.
fn random(setup: Setup, stop: usize, meeple_bias: bool) -> (Game, Vec<Event>) {
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() >= stop && matches!(pending.phase, Phase::PlaceTile(_)) {
            break;
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        // Prefer placing figures so boards show many of them.
        let pick = if meeple_bias && actions.len() > 1 {
            rng.below(actions.len() - 1)
        } else {
            rng.below(actions.len())
        };
        events = game.apply(seat, actions[pick]).expect("legal");
    }
    (game, events)
}

#[test]
#[ignore = "writes sample images for a human to look at"]
fn sample_images() {
    for players in [2, 6] {
        let (game, events) = random(Setup::new(players, 3), 30, true);
        write(&format!("{players}p-30"), &game, &events);
    }
    // Hills & Sheep: shepherds, flocks and hills.
    let mut setup = Setup::new(3, 21);
    setup.expansions.hills_sheep = true;
    let (game, events) = random(setup, 45, true);
    write("hills-sheep", &game, &events);
    // Bridges, Castles & Bazaars: bridges, castles and the bazaar's tiles.
    let mut setup = Setup::new(4, 5);
    setup.expansions.bridges_castles_bazaars = true;
    let (game, events) = random(setup, 50, true);
    write("bridges-castles-bazaars", &game, &events);
    // Monuments: large tiles, cubes and architects on a board of small tiles.
    let setup = Setup { expansions: Expansions::default().with(Expansion::Monuments), ..Setup::new(4, 6) };
    let (game, events) = random(setup, 95, true);
    write("monuments", &game, &events);
    // Waiting for a figure: the open spots are numbered.
    let (mut game, _) = random(Setup::new(4, 12), 25, true);
    let seat = game.active();
    let place = game.legal_actions(seat)[0];
    let events = game.apply(seat, place).expect("legal");
    write("figure-step", &game, &events);
    let (game, events) = random(Setup::new(5, 8), usize::MAX, true);
    write("5p-final", &game, &events);
    let road = TileKind::from_id("BA/RFr").expect("id");
    let (game, events) =
        random(Setup { tiles: Some(vec![road; 100]), ..Setup::new(1, 2) }, usize::MAX, false);
    write("line", &game, &events);
    // The first turns of a game, to see what scored looks like.
    let tries = (0..30).flat_map(|seed| (8..40).map(move |stop| (seed, stop)));
    let scored = tries.map(|(seed, stop)| random(Setup::new(3, seed), stop, true)).find(|(_, events)| {
        events.iter().any(|e| matches!(e, Event::Scored(s) if !s.at_end && s.cells.len() > 1))
    });
    if let Some((game, events)) = scored {
        write("scored", &game, &events);
    }
}
