//! The Ferries on the image: each ferry offered on a three-road lake keeps to a way of
//! its own — the one across straight through the middle, each of the two between
//! side-by-side ends bowed into their corner — so that at chat size none meets another
//! but at a shore, where a dot marks each road end offered. Samples go to
//! `RENDER_SAMPLES` when set, each beside its 500 px chat size, to look at.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{palette, png};
use carcassonne_engine::{Expansion, Expansions, Pos, Setup};

/// The lake of a game of The Ferries played by `script` (tiles `FR/RRR` then `BA/RFr`),
/// as drawn, saved as `name` when samples are asked for: its picture, and the pixels of
/// `colour` in a square `side` tiles wide centred at (u, v) of the lake tile at (1, 0).
fn lake(script: &[&str], name: &str) -> impl Fn((f32, f32), f32, [u8; 3]) -> usize {
    let setup = Setup { expansions: Expansions::default().with(Expansion::Ferries), ..Setup::new(2, 1) };
    let (game, events) = render_common::play(setup, &["FR/RRR", "BA/RFr", "BA/L"], script);
    let names = render_common::names(2);
    let scene = render_common::public(&game, &names, &events);
    let bytes = png(&scene);
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        render_common::save_with_chat(std::path::Path::new(&dir), name, &bytes);
    }
    let image = image::load_from_memory(&bytes).expect("png").to_rgb8();
    let layout = scene.layout();
    let t = layout.tile as f32;
    let (x, y) = layout.cell(Pos::new(1, 0));
    move |(u, v), side, colour| {
        let side = (side * t) as i32;
        let at = (x + (u * t) as i32 - side / 2, y + (v * t) as i32 - side / 2);
        pixels(&image, at, (side, side), colour)
    }
}

/// A lake tile (roads E, S and W) east of the start tile, its ferry to put: the three
/// ways offered, E–S, E–W and S–W, each a side of a triangle between the road ends.
#[test]
fn each_ferry_offered_keeps_to_its_own_way_across_the_lake() {
    let lake = lake(&["place 1 0 0", "pass"], "ferries-offered.png");
    let white = |at| lake(at, 1.0 / 8.0, palette::LEGAL);
    assert!(white((0.5, 0.5)) > 0, "E–W crosses the middle");
    assert!(white((0.6, 0.6)) > 0, "E–S keeps to the south-east");
    assert!(white((0.4, 0.6)) > 0, "S–W keeps to the south-west");
    assert_eq!(lake((0.5, 0.585), 1.0 / 16.0, palette::LEGAL), 0, "no two ways meet mid-lake");
}

/// The ferry put on E and W, Bob's straight road east of the lake reaches it: the plank
/// lies across the middle, and the two moves offered, E–S and S–W, keep off it.
#[test]
fn the_moves_offered_keep_off_the_ferry_laid() {
    let script = ["place 1 0 0", "pass", "ferry 1 0 E W", "place 2 0 0", "pass"];
    let lake = lake(&script, "ferries-move.png");
    assert!(lake((0.5, 0.5), 1.0 / 16.0, palette::WALL) > 0, "the plank across");
    assert_eq!(lake((0.5, 0.5), 1.0 / 16.0, palette::LEGAL), 0, "nothing offered over it");
    assert!(lake((0.6, 0.6), 1.0 / 8.0, palette::LEGAL) > 0, "E–S offered");
    assert!(lake((0.4, 0.6), 1.0 / 8.0, palette::LEGAL) > 0, "S–W offered");
}
