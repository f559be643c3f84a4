//! Bridges, Castles & Bazaars on the image: bridges across their tiles, castles over
//! two cells with their occupants, figures on bridges, the bazaar's offer in the
//! header, and every BCB tile drawn in every rotation without a panic. Games are built
//! through the engine's rules, never by hand. Set `RENDER_LOOK_DIR=/tmp` to also write
//! the images for a look.

use carcassonne_bot::render::{Scene, palette, png};
use carcassonne_engine::{Audience, Event, Expansion, Expansions, Game, Phase, Pos, Setup, TileKind};
use image::RgbImage;

/// A three-player BCB game with a fixed draw order, played by `script`: each line is
/// an action of whoever owes the first decision. Returns the game and the last events.
fn play(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let tiles = tiles.iter().map(|id| TileKind::from_id(id).expect("tile id")).collect();
    let expansions = Expansions::default().with(Expansion::BridgesCastlesBazaars);
    let (mut game, mut events) =
        Game::new(Setup { tiles: Some(tiles), expansions, ..Setup::new(3, 1) }).expect("setup");
    for line in script {
        let seat = game.pending().expect("a decision").seats.iter().next().expect("a seat");
        events = game.apply(seat, line.parse().expect("action")).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    (game, events)
}

/// The image of `game` for the public, with the scene's layout; written to
/// `$RENDER_LOOK_DIR/bcb-{name}.png` when that is set.
fn render(name: &str, game: &Game, recent: &[Event]) -> (carcassonne_bot::render::Layout, RgbImage) {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().map(|s| s.to_string()).collect();
    let scene = Scene { view: game.view(Audience::Public), names: &names, recent };
    let bytes = png(&scene);
    if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
        std::fs::write(std::path::Path::new(&dir).join(format!("bcb-{name}.png")), &bytes).expect("write");
    }
    (scene.layout(), image::load_from_memory(&bytes).expect("a PNG").to_rgb8())
}

const STACK: [&str; 8] = ["BA/L", "BA/C", "BA/LR", "BA/LR", "BA/RFr", "BA/Rr", "BA/C", "BA/CRr"];

#[test]
fn explore() {
    let (game, events) = play(&STACK, &[]);
    render("needs-bridge", &game, &events);
    let (game, events) = play(&STACK, &["place 1 0 0"]);
    assert_eq!(game.phase(), Phase::Bridge);
    render("bridge-owed", &game, &events);
    let (game, events) = play(&STACK, &["place 1 0 0", "bridge 1 0 EW"]);
    render("bridge-built", &game, &events);
    println!("{:?}", game.legal_actions(game.active()));
    let (game, events) = play(&STACK, &["place 1 0 0", "bridge 1 0 EW", "meeple road E"]);
    render("meeple-on-bridge", &game, &events);
    println!("{:?}", game.figures());
    let castle = ["BA/C", "BA/LR", "BA/LR", "BA/RFr", "BA/Rr", "BA/C"];
    let (game, events) = play(&castle, &["place 0 -1 180", "meeple city S"]);
    render("castle-choice", &game, &events);
    let (game, events) = play(&castle, &["place 0 -1 180", "meeple city S", "castle build"]);
    render("castle-built", &game, &events);
    let (game, events) = play(
        &castle,
        &[
            "place 0 -1 180",
            "meeple city S",
            "castle build",
            "place 1 0 90",
            "pass",
            "place -1 0 270",
            "pass",
        ],
    );
    render("castle-scored", &game, &events);
    let bazaar = ["BB/F.b", "BA/RFr", "BA/Rr", "BA/C", "BA/L", "BA/CRr", "BA/L"];
    let (game, events) = play(&bazaar, &["place 0 1 0", "pass"]);
    render("bazaar-choose", &game, &events);
    let (game, events) = play(&bazaar, &["place 0 1 0", "pass", "choose 2", "bid 1", "bid 3"]);
    render("bazaar-raise", &game, &events);
    let (game, events) = play(&bazaar, &["place 0 1 0", "pass", "choose 2", "bid 1", "bid 3", "pass"]);
    render("bazaar-trade", &game, &events);
    let (game, events) =
        play(&bazaar, &["place 0 1 0", "pass", "choose 2", "bid 1", "bid 3", "pass", "sell", "choose 1"]);
    render("bazaar-second", &game, &events);
    let (game, events) = play(
        &bazaar,
        &["place 0 1 0", "pass", "choose 2", "bid 1", "bid 3", "pass", "sell", "choose 1", "bid 0", "pass"],
    );
    render("bazaar-round", &game, &events);
    let _ = Pos::new(0, 0);
    let _ = palette::BACKGROUND;
}
