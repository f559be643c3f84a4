//! The River on the image: water painted from the tile data, a blue band across the
//! river tile's water edges and none where its edges are fields, starting at the spring.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{palette, png};
use carcassonne_engine::{Pos, Setup};

#[test]
fn a_river_tile_is_painted_with_water_at_its_water_edges() {
    let mut setup = Setup::new(2, 1);
    setup.expansions.river = true;
    // The spring's water leaves east; a straight river tile W–E continues it.
    let (game, events) = render_common::play(setup, &["RI/FWFW"], &["place 1 0 0"]);
    let names = render_common::names(2);
    let scene = render_common::public(&game, &names, &events);
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    let layout = scene.layout();
    let t = layout.tile as i32;
    let water = |pos: Pos, (u, v): (f32, f32)| {
        let (x, y) = layout.cell(pos);
        let at = (x + (u * t as f32) as i32 - t / 16, y + (v * t as f32) as i32 - t / 16);
        pixels(&image, at, (t / 8, t / 8), palette::LAKE)
    };
    let full = (t / 8 * t / 8) as usize;
    for (u, v) in [(0.12, 0.5), (0.5, 0.5), (0.88, 0.5)] {
        let blue = water(Pos::new(1, 0), (u, v));
        assert!(blue * 2 > full, "water at ({u}, {v}) of the river tile: {blue} of {full} pixels");
    }
    for (u, v) in [(0.5, 0.12), (0.5, 0.88)] {
        assert_eq!(water(Pos::new(1, 0), (u, v)), 0, "no water on the banks at ({u}, {v})");
    }
    assert!(water(Pos::new(0, 0), (0.88, 0.5)) * 2 > full, "the spring's water runs east");
    assert_eq!(water(Pos::new(0, 0), (0.12, 0.5)), 0, "the spring rises mid-tile");
}
