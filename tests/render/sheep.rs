//! Hills & Sheep on the image: the shepherd in its seat colour on its field with the
//! flock's size beside it, a figure of its own (its crook), and hill tiles drawn from
//! their data as raised ground.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{Layout, palette, png, spot_on_tile};
use carcassonne_engine::rules::hills_sheep::Token;
use carcassonne_engine::{Event, Game, Pos, Seat, Setup};
use image::RgbImage;

fn game(tiles: &[&str], bag: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let mut setup = Setup::new(2, 1);
    setup.expansions.hills_sheep = true;
    setup.fixed.bag = bag.iter().map(|t| t.parse::<Token>().expect("token")).collect();
    render_common::play(setup, tiles, script)
}

#[test]
fn the_shepherd_stands_in_its_field_with_its_flock() {
    let (game, events) =
        game(&["BA/RFr", "HS/RR.h", "BA/RFr"], &["3"], &["place 1 0 0", "shepherd field Se"]);
    assert_eq!(game.hills_sheep().unwrap().shepherd(Seat(0)).flock, vec![3]);
    let names = render_common::names(2);
    let scene = render_common::public(&game, &names, &events);
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    let layout = scene.layout();
    let t = layout.tile as i32;
    let (x, y) = layout.cell(Pos::new(1, 0));
    // The south half of the tile holds the blue shepherd; the white flock badge sits at
    // its lower right, spilling over the cell's edge.
    assert!(pixels(&image, (x, y + t / 2), (t / 2, t / 2), palette::seat(Seat(0))) > 20);
    let wool = pixels(&image, (x + t / 2, y + t / 2), (t / 2 + t / 4, t / 2 + t / 4), palette::WOOL);
    assert!(wool > 20, "{wool} wool pixels");
}

/// Pixels of `colour` in the square box a figure of `game` (its only one) stands in.
fn in_figure(game: &Game, layout: &Layout, image: &RgbImage, colour: [u8; 3]) -> usize {
    let [figure] = game.figures() else { panic!("one figure: {:?}", game.figures()) };
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment).expect("a spot");
    let (cx, cy) = layout.point(game.board().tiles()[figure.tile].pos, (u, v));
    let size = (layout.tile as f32 * 0.38).round() as i32;
    pixels(image, (cx as i32 - size / 2, cy as i32 - size / 2), (size, size), colour)
}

/// The shepherd is told from a meeple by its shape, not its colour: a dark crook taller
/// than itself beside it, which no meeple carries.
#[test]
fn the_shepherd_carries_a_crook_a_meeple_does_not() {
    let (shepherd, events) =
        game(&["BA/RFr", "HS/RR.h", "BA/RFr"], &["3"], &["place 1 0 0", "shepherd field Se"]);
    let (layout, image) = render_common::image(&shepherd, &events);
    let crook = in_figure(&shepherd, &layout, &image, palette::FIGURE_EDGE);
    // The same spot with a meeple: only the last tile's thin inner frame is that dark.
    let (meeple, events) =
        game(&["BA/RFr", "HS/RR.h", "BA/RFr"], &["3"], &["place 1 0 0", "meeple field Se"]);
    let (layout, image) = render_common::image(&meeple, &events);
    let frame = in_figure(&meeple, &layout, &image, palette::FIGURE_EDGE);
    assert!(crook > frame + layout.tile as usize / 2, "{crook} dark pixels with the crook, {frame} without");
}

/// A hill is a mound, not a pool: rimmed and hatched in dark earth on its green, with
/// nothing of a lake's blue; the plain tile beside it has none of that earth.
#[test]
fn a_hill_is_drawn_as_raised_ground() {
    let script = ["place 1 0 0", "pass", "place 2 0 0", "pass"];
    let (game, events) = game(&["BA/RFr", "HS/RR.h", "BA/RFr"], &["3"], &script);
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    let cell = |pos: Pos, colour| pixels(&image, layout.cell(pos), (t, t), colour);
    let (hill, plain) = (Pos::new(2, 0), Pos::new(1, 0));
    assert!(cell(hill, palette::WALL) > t as usize, "rim and hachures: {}", cell(hill, palette::WALL));
    assert!(cell(hill, palette::HILL) > t as usize, "its shaded flank: {}", cell(hill, palette::HILL));
    assert_eq!(cell(hill, palette::LAKE), 0);
    assert_eq!(cell(plain, palette::WALL), 0);
}
