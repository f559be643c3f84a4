//! The Abbot on the image: a garden painted on each garden tile from its data, none on
//! the plain tile it replaces; the abbot standing in it, told from a meeple by its
//! shape; each player's abbot in the header's supply while it is at home.

use crate::support::render as render_common;
use carcassonne_bot::render::{Layout, figure_spots, palette, png, spot_on_tile};
use carcassonne_engine::{Audience, Event, FeatureKind, Game, Pos, Seat, Setup};
use image::RgbImage;

/// A two-player game with The Abbot, the draw order `tiles` and `script`.
fn game(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let mut setup = Setup::new(2, 1);
    setup.expansions.abbot = true;
    render_common::play(setup, tiles, script)
}

/// The image of `game` after `events` and its layout.
fn render(game: &Game, events: &[Event]) -> (Layout, RgbImage) {
    let names = render_common::names(2);
    let scene = render_common::public(game, &names, events);
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    (scene.layout(), image)
}

/// Pixels of `colour` in the `w`×`h` box at (x0, y0).
fn count(image: &RgbImage, (x0, y0): (i32, i32), (w, h): (i32, i32), colour: [u8; 3]) -> usize {
    (y0..y0 + h)
        .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .count()
}

/// The draws after the start tile: a garden tile (placed east of the start) and the
/// plain tile it replaces (east of that).
const TILES: [&str; 2] = ["AB/RFr.g", "BA/RFr"];

/// The garden reads as a garden: its hedge, its flowers and its well on the garden
/// tile, none of them on the plain tile it replaces; its well is where the abbot would
/// stand.
#[test]
fn a_garden_is_drawn_on_a_garden_tile_and_not_on_the_plain_one() {
    let (game, events) = game(&TILES, &["place 1 0 0", "pass", "place 2 0 0", "pass"]);
    let (layout, image) = render(&game, &events);
    let t = layout.tile as i32;
    let cell = |pos: Pos, colour| count(&image, layout.cell(pos), (t, t), colour);
    let (garden, plain) = (Pos::new(1, 0), Pos::new(2, 0));
    for (colour, name) in [(palette::HILL, "hedge"), (palette::ROOF, "flowers"), (palette::LAKE, "well")] {
        assert!(cell(garden, colour) > 0, "no {name} on the garden tile");
        assert_eq!(cell(plain, colour), 0, "{name} on the plain tile");
    }
    let tile = game.board().tile_index_at(garden).expect("the garden tile");
    let segment = game.board().tiles()[tile].kind.def().garden().expect("a garden");
    let (x, y) = layout.point(garden, spot_on_tile(game.board(), tile, segment).expect("its spot"));
    assert_eq!(image.get_pixel(x as u32, y as u32).0, palette::LAKE, "the abbot's spot is the garden's well");
}

/// The figure of `game`'s only figure: the square box it is drawn in.
fn figure_box(game: &Game, layout: &Layout, image: &RgbImage) -> Vec<[u8; 3]> {
    let [figure] = game.figures() else { panic!("one figure: {:?}", game.figures()) };
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment).expect("a spot");
    let (cx, cy) = layout.point(game.board().tiles()[figure.tile].pos, (u, v));
    let size = (layout.tile as f32 * 0.38).round() as i32;
    let (x0, y0) = (cx as i32 - size / 2, cy as i32 - size / 2);
    (y0..y0 + size)
        .flat_map(|y| (x0..x0 + size).map(move |x| image.get_pixel(x as u32, y as u32).0))
        .collect()
}

/// On the same monastery, the abbot and a meeple are different silhouettes in the same
/// colour: their boxes differ in many pixels, not only at an edge.
#[test]
fn the_abbot_on_a_monastery_is_not_a_meeple() {
    let tiles = ["BA/L", "BA/RFr"];
    let (abbot, events) = game(&tiles, &["place 0 1 0", "abbot monastery"]);
    assert_eq!(abbot.figures()[0].kind, carcassonne_engine::rules::abbot::ABBOT);
    let (layout, image) = render(&abbot, &events);
    let abbot_box = figure_box(&abbot, &layout, &image);
    let (meeple, events) = game(&tiles, &["place 0 1 0", "meeple monastery"]);
    let (layout, image) = render(&meeple, &events);
    let meeple_box = figure_box(&meeple, &layout, &image);
    let seat = palette::seat(Seat(0));
    assert!(abbot_box.iter().filter(|&&p| p == seat).count() > 20, "the abbot in its seat's colour");
    let differ = abbot_box.iter().zip(&meeple_box).filter(|(a, b)| a != b).count();
    assert!(differ > abbot_box.len() / 6, "{differ} of {} pixels differ", abbot_box.len());
}

/// The abbot stands in its garden, over the garden's well.
#[test]
fn the_abbot_stands_in_its_garden() {
    let (game, events) = game(&TILES, &["place 1 0 0", "abbot garden"]);
    let (layout, image) = render(&game, &events);
    let pixels = figure_box(&game, &layout, &image);
    assert!(pixels.iter().filter(|&&p| p == palette::seat(Seat(0))).count() > 20);
    let t = layout.tile as i32;
    let hedge = count(&image, layout.cell(Pos::new(1, 0)), (t, t), palette::HILL);
    assert!(hedge > 0, "the hedge shows around the abbot");
}

/// Pixels of seat 0's colour in the header, above the board.
fn header_swatches(game: &Game, events: &[Event]) -> usize {
    let (layout, image) = render(game, events);
    count(&image, (0, 0), (image.width() as i32, layout.origin.1), palette::seat(Seat(0)))
}

/// The header shows a player's abbot while it is at home, not once it stands on the
/// board (the rest of the header is the same: seat 1 is to play in both).
#[test]
fn the_supply_shows_the_abbot_at_home() {
    let (home, events) = game(&TILES, &["place 1 0 0", "pass"]);
    let at_home = header_swatches(&home, &events);
    let (away, events) = game(&TILES, &["place 1 0 0", "abbot garden"]);
    let on_board = header_swatches(&away, &events);
    assert!(at_home > on_board + 20, "{at_home} seat pixels with the abbot at home, {on_board} without");
}

/// In the figure step the garden is one of the numbered spots, its disc on the garden
/// and clear of the other spots' discs.
#[test]
fn the_figure_step_numbers_the_garden_on_the_garden() {
    let (game, events) = game(&TILES, &["place 1 0 0"]);
    let spots = figure_spots(&game.view(Audience::Public));
    assert!(spots.iter().any(|s| s.kind == FeatureKind::Garden), "{spots:?}");
    let (layout, image) = render(&game, &events);
    let tile = game.board().tile_index_at(Pos::new(1, 0)).expect("the garden tile");
    let segment = game.board().tiles()[tile].kind.def().garden().expect("a garden");
    let (x, y) = layout.point(Pos::new(1, 0), spot_on_tile(game.board(), tile, segment).expect("its spot"));
    let r = (layout.tile as f32 * 0.1) as i32;
    let disc = count(&image, (x as i32 - r, y as i32 - r), (2 * r, 2 * r), palette::SPOT);
    assert!(disc > r as usize, "{disc} pixels of the spot's disc on the garden");
    // Its own disc, apart from the other spots' (the road's through the middle).
    for other in (0..game.board().segment_count(tile)).filter(|&s| s != segment) {
        let Some(at) = spot_on_tile(game.board(), tile, other) else { continue };
        let (ox, oy) = layout.point(Pos::new(1, 0), at);
        assert!((ox - x).hypot(oy - y) >= 2.0 * r as f32, "segment {other}'s disc on the garden's");
    }
}
