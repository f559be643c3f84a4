//! Princess & Dragon on the image beside The Tower: the dragon on a tile with a tower
//! shows whole, beside the tower rather than under it.

use crate::support::render as render_common;
use carcassonne_bot::render::{palette, png};
use carcassonne_engine::{Pos, Setup};

/// Start tile BA/RCr. Ann puts a foundation south of it and builds a tower there; Bob's
/// volcano east of the tower brings the dragon; Ann's dragon tile under the volcano sets
/// it moving, and her first step takes it west, onto the tower's tile.
#[test]
fn the_dragon_on_a_tower_s_tile_shows_whole() {
    let mut setup = Setup::new(2, 1);
    setup.expansions.tower = true;
    setup.expansions.princess_dragon = true;
    let tiles = ["TO/F", "DG/F.v", "DG/RFr.d", "BA/L", "BA/L"];
    let script = ["place 0 1 0", "tower 0 1", "place 1 1 0", "pass", "place 1 2 0", "pass", "dragon W"];
    let (game, events) = render_common::play(setup, &tiles, &script);
    let tower = Pos::new(0, 1);
    let view = game.view(carcassonne_engine::Audience::Public);
    assert_eq!(
        view.princess_dragon().and_then(|p| p.dragon()),
        Some(tower),
        "the dragon on the tower's tile"
    );
    assert_eq!(view.tower().map(|t| t.towers().len()), Some(1));

    let names = render_common::names(2);
    let scene = render_common::public(&game, &names, &events);
    let layout = scene.layout();
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    let t = layout.tile as i32;
    let (x0, y0) = layout.cell(tower);
    // The dragon's red in the tower's cell: its box, and how much of a disk that box
    // holds (its two eyes, a fifth of its radius each, take 8 % of it).
    let red: Vec<(i32, i32)> = (y0..y0 + t)
        .flat_map(|y| (x0..x0 + t).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == palette::ROOF)
        .collect();
    assert!(!red.is_empty(), "the dragon is drawn");
    let span = |pick: fn(&(i32, i32)) -> i32| {
        let (min, max) = (red.iter().map(pick).min().unwrap(), red.iter().map(pick).max().unwrap());
        (max - min + 1) as f32
    };
    let (w, h) = (span(|p| p.0), span(|p| p.1));
    assert!((w - h).abs() <= 2.0, "a round token, not cut: {w}×{h} px");
    let disk = std::f32::consts::PI * w * h / 4.0;
    let shown = red.len() as f32 / disk;
    assert!(shown > 0.85, "only {:.0} % of the dragon's disk shows beside the tower", shown * 100.0);
    assert!(w >= t as f32 * 0.3, "the dragon stays big enough to find: {w} px on a {t} px tile");
}
