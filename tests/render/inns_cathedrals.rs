//! Inns & Cathedrals on the image: an inn's red roof beside its road and a cathedral's
//! red spires in its city, none on the plain tiles; the big meeple drawn a third taller
//! than a meeple on the same spot, lying in a field as a farmer; each player's big meeple in the header while it is at
//! home. With `RENDER_SAMPLES` set, a sample game's image and its 500 px chat size.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{Layout, palette, png, spot_on_tile};
use carcassonne_engine::{Event, Game, GameRng, Pos, Seat, Setup};
use image::RgbImage;

/// A two-player game with Inns & Cathedrals, the draw order `tiles` and `script`.
fn game(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let mut setup = Setup::new(2, 1);
    setup.expansions.inns_cathedrals = true;
    render_common::play(setup, tiles, script)
}

/// An inn's red roof shows on the inn tile, none on the plain straight road beside it;
/// the cathedral's red roofs show in its city, none on the plain city cap.
#[test]
fn inns_and_cathedrals_are_drawn_on_their_tiles() {
    let tiles = ["IC/RFr.i", "BA/RFr", "IC/Cccc.c", "BA/C"];
    let (game, events) = game(
        &tiles,
        &["place 1 0 0", "pass", "place 2 0 0", "pass", "place 0 -1 0", "pass", "place 0 -2 180", "pass"],
    );
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    let cell = |pos: Pos, colour| pixels(&image, layout.cell(pos), (t, t), colour);
    assert!(cell(Pos::new(1, 0), palette::ROOF) > 10, "the inn's roof");
    assert_eq!(cell(Pos::new(2, 0), palette::ROOF), 0, "no inn on a plain road");
    assert!(cell(Pos::new(0, -1), palette::ROOF) > 30, "the cathedral's roofs");
    assert_eq!(cell(Pos::new(0, -2), palette::ROOF), 0, "no cathedral on a plain city cap");
}

/// Seat 0's colour in a box round the only figure, wide enough for a big meeple.
fn figure_pixels(game: &Game, layout: &Layout, image: &RgbImage) -> usize {
    let [figure] = game.figures() else { panic!("one figure: {:?}", game.figures()) };
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment).expect("a spot");
    let (cx, cy) = layout.point(game.board().tiles()[figure.tile].pos, (u, v));
    let size = (layout.tile as f32 * 0.38 * 1.6).round() as i32;
    pixels(image, (cx as i32 - size / 2, cy as i32 - size / 2), (size, size), palette::seat(Seat(0)))
}

/// On the same road, the big meeple covers well over a meeple's pixels: a third taller,
/// so about four tenths more area.
#[test]
fn the_big_meeple_is_drawn_bigger_than_a_meeple() {
    let (big, events) = game(&["BA/RFr", "BA/RFr"], &["place 1 0 0", "big road E"]);
    let (layout, image) = render_common::image(&big, &events);
    let big_pixels = figure_pixels(&big, &layout, &image);
    let (meeple, events) = game(&["BA/RFr", "BA/RFr"], &["place 1 0 0", "meeple road E"]);
    let (layout, image) = render_common::image(&meeple, &events);
    let meeple_pixels = figure_pixels(&meeple, &layout, &image);
    assert!(meeple_pixels > 20, "{meeple_pixels}");
    assert!(big_pixels * 10 > meeple_pixels * 14, "big meeple {big_pixels} pixels, meeple {meeple_pixels}");
}

/// How unevenly seat 0's colour spreads round the only figure: left against right,
/// top against bottom (pixels). A figure is symmetric about the axis it stands along.
fn figure_lopsided(game: &Game, layout: &Layout, image: &RgbImage) -> (i32, i32) {
    let [figure] = game.figures() else { panic!("one figure: {:?}", game.figures()) };
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment).expect("a spot");
    let (cx, cy) = layout.point(game.board().tiles()[figure.tile].pos, (u, v));
    let (cx, cy) = (cx.round() as i32, cy.round() as i32);
    let half = (layout.tile as f32 * 0.45).round() as i32;
    let ours = |(x0, y0), (w, h)| pixels(image, (x0, y0), (w, h), palette::seat(Seat(0))) as i32;
    let (left, right) =
        (ours((cx - half, cy - half), (half, 2 * half)), ours((cx, cy - half), (half, 2 * half)));
    let (top, bottom) =
        (ours((cx - half, cy - half), (2 * half, half)), ours((cx - half, cy), (2 * half, half)));
    ((left - right).abs(), (top - bottom).abs())
}

/// A big meeple in a field lies on its side, as every farmer: its head to one side
/// (lopsided left to right, even top to bottom), where on a road it stands up.
#[test]
fn a_big_meeple_in_a_field_lies_as_a_farmer() {
    let (farmer, events) = game(&["BA/RFr", "BA/RFr"], &["place 1 0 0", "big field Nw"]);
    let (layout, image) = render_common::image(&farmer, &events);
    let (across, down) = figure_lopsided(&farmer, &layout, &image);
    assert!(across > 2 * down, "a farmer lies: {across} across, {down} down");
    let (thief, events) = game(&["BA/RFr", "BA/RFr"], &["place 1 0 0", "big road E"]);
    let (layout, image) = render_common::image(&thief, &events);
    let (across, down) = figure_lopsided(&thief, &layout, &image);
    assert!(down > 2 * across, "on a road it stands: {across} across, {down} down");
}

/// The header shows a player's big meeple while it is at home, not once it stands on
/// the board (seat 1 is to play in both).
#[test]
fn the_supply_shows_the_big_meeple_at_home() {
    let header = |script: &[&str]| {
        let (game, events) = game(&["BA/RFr", "BA/RFr"], script);
        let (layout, image) = render_common::image(&game, &events);
        pixels(&image, (0, 0), (image.width() as i32, layout.origin.1), palette::seat(Seat(0)))
    };
    let (home, away) = (header(&["place 1 0 0", "pass"]), header(&["place 1 0 0", "big road E"]));
    assert!(home > away + 20, "{home} seat pixels with the big meeple at home, {away} without");
}

/// A sample for a human to look at, when `RENDER_SAMPLES` names a folder: a random
/// four-player game with Inns & Cathedrals stopped midway, big meeples on the board.
#[test]
fn a_sample_game_with_inns_and_cathedrals() {
    let Some(dir) = std::env::var_os("RENDER_SAMPLES") else { return };
    let mut setup = Setup::new(4, 3);
    setup.expansions.inns_cathedrals = true;
    let (mut game, mut events) = Game::new(setup).expect("setup");
    let mut rng = GameRng::from_seed(3);
    while game.board().tiles().len() < 45 {
        let seat = game.pending().and_then(|p| p.seats.iter().next()).expect("a seat");
        let actions = game.legal_actions(seat);
        // Big meeples first when they are offered, so the sample shows them.
        let big = actions.iter().copied().find(|a| a.to_string().starts_with("big "));
        let action = big.unwrap_or_else(|| actions[rng.below(actions.len())]);
        events = game.apply(seat, action).expect("legal");
    }
    let names = render_common::names(4);
    let scene = render_common::public(&game, &names, &events);
    render_common::save_with_chat(std::path::Path::new(&dir), "inns-cathedrals.png", &png(&scene));
}
