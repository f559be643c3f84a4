//! Sample images for looking at, not assertions: run
//! `RENDER_LOOK_DIR=/tmp cargo test --test integration render::look:: -- --ignored` and open the PNGs
//! at 100% and on a phone-sized crop after any change to the renderer.

use crate::support::render as render_common;
use carcassonne_bot::render::png;
use carcassonne_engine::{Event, Expansion, Expansions, Game, Setup, TileKind};

fn write(name: &str, game: &Game, recent: &[Event]) {
    let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
    let names = render_common::names(game.players().len());
    let scene = render_common::public(game, &names, recent);
    std::fs::write(std::path::Path::new(&dir).join(format!("look-{name}.png")), png(&scene)).expect("write");
}

#[test]
#[ignore = "writes sample images for a human to look at"]
fn sample_images() {
    for players in [2, 6] {
        let (game, events) = render_common::random(Setup::new(players, 3), 30, true);
        write(&format!("{players}p-30"), &game, &events);
    }
    // Hills & Sheep: shepherds, flocks and hills.
    let mut setup = Setup::new(3, 21);
    setup.expansions.hills_sheep = true;
    let (game, events) = render_common::random(setup, 45, true);
    write("hills-sheep", &game, &events);
    // Bridges, Castles & Bazaars: bridges, castles and the bazaar's tiles.
    let mut setup = Setup::new(4, 5);
    setup.expansions.bridges_castles_bazaars = true;
    let (game, events) = render_common::random(setup, 50, true);
    write("bridges-castles-bazaars", &game, &events);
    // Monuments: large tiles, cubes and architects on a board of small tiles.
    let setup = Setup { expansions: Expansions::default().with(Expansion::Monuments), ..Setup::new(4, 6) };
    let (game, events) = render_common::random(setup, 95, true);
    write("monuments", &game, &events);
    // Waiting for a figure: the open spots are numbered.
    let (mut game, _) = render_common::random(Setup::new(4, 12), 25, true);
    let seat = game.active();
    let place = game.legal_actions(seat)[0];
    let events = game.apply(seat, place).expect("legal");
    write("figure-step", &game, &events);
    let (game, events) = render_common::random(Setup::new(5, 8), usize::MAX, true);
    write("5p-final", &game, &events);
    let road = TileKind::from_id("BA/RFr").expect("id");
    let (game, events) =
        render_common::random(Setup { tiles: Some(vec![road; 100]), ..Setup::new(1, 2) }, usize::MAX, false);
    write("line", &game, &events);
    // The first turns of a game, to see what scored looks like.
    let tries = (0..30).flat_map(|seed| (8..40).map(move |stop| (seed, stop)));
    let scored = tries.map(|(seed, stop)| render_common::random(Setup::new(3, seed), stop, true)).find(
        |(_, events)| events.iter().any(|e| matches!(e, Event::Scored(s) if !s.at_end && s.cells.len() > 1)),
    );
    if let Some((game, events)) = scored {
        write("scored", &game, &events);
    }
}

/// Writes the full image and, when it has one, the preview, each with its chat size.
fn write_both(name: &str, game: &Game, recent: &[Event]) {
    let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
    let dir = std::path::Path::new(&dir);
    let names = render_common::names(game.players().len());
    let scene = render_common::public(game, &names, recent);
    render_common::save_with_chat(dir, &format!("look-{name}.png"), &png(&scene));
    if let Some(bytes) = carcassonne_bot::render::preview(&scene) {
        render_common::save_with_chat(dir, &format!("look-{name}-preview.png"), &bytes);
    }
}

#[test]
#[ignore = "writes sample images for a human to look at"]
fn issue_50_images() {
    let abbot = || {
        let mut s = Setup::new(2, 1);
        s.expansions.abbot = true;
        s
    };
    let (game, events) = render_common::play(abbot(), &["AB/RFr.g", "BA/RFr"], &["place 1 0 0"]);
    write_both("garden-step", &game, &events);
    let (game, events) =
        render_common::play(abbot(), &["AB/RFr.g", "BA/RFr"], &["place 1 0 0", "abbot garden"]);
    write_both("garden-abbot", &game, &events);
    let (game, events) = render_common::play(
        abbot(),
        &["AB/RFr.g", "BA/RFr", "BA/RFr", "BA/RFr"],
        &["place 1 0 0", "abbot garden", "place 2 0 0", "pass", "place -1 0 0"],
    );
    write_both("recall", &game, &events);
    let bcb = Setup {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        ..Setup::new(3, 1)
    };
    let (game, events) = render_common::play(
        bcb,
        &["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L", "BA/RFr"],
        &["place 1 0 0", "bridge 1 0 EW", "pass"],
    );
    write_both("bazaar-bridge", &game, &events);
    let gifts = Setup {
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: carcassonne_engine::Fixed {
            gifts: vec![carcassonne_engine::rules::gifts::Gift::TakeTwo],
            ..Default::default()
        },
        ..Setup::new(3, 1)
    };
    let (game, events) = render_common::play(
        gifts,
        &["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/Cc+", "BA/Rr"],
        &[
            "place 1 0 0",
            "meeple road E",
            "place 2 0 0",
            "pass",
            "place 0 1 0",
            "pass",
            "place 1 1 0",
            "pass",
            "gift take-two",
        ],
    );
    write_both("take-two", &game, &events);
    let every = render_common::four_boxes().with(Expansion::Abbot);
    let (game, events) = render_common::random(Setup { expansions: every, ..Setup::new(4, 9) }, 60, true);
    write_both("4p-late-every", &game, &events);
    let (game, events) = render_common::random(Setup::new(4, 9), 60, true);
    write_both("4p-late-base", &game, &events);
    let mut final_abbot = Setup::new(4, 4);
    final_abbot.expansions.abbot = true;
    let (game, events) = render_common::random(final_abbot, usize::MAX, true);
    write_both("4p-final-abbot", &game, &events);
}
