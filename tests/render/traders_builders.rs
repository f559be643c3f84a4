//! Traders & Builders on the image: each city's good on its tile (none on a plain
//! tile), the builder and the pig told from a meeple and from each other by their shape,
//! the goods held in the header; a sample at full size and at a chat's 500 px.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{Layout, palette, png, spot_on_tile};
use carcassonne_engine::rules::traders_builders::Act;
use carcassonne_engine::{Event, Expansion, Expansions, Game, Pos, Seat, Setup};
use image::RgbImage;

/// A two-player game with Traders & Builders, the draw order `tiles` and `script`.
fn game(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let setup =
        Setup { expansions: Expansions::default().with(Expansion::TradersBuilders), ..Setup::new(2, 1) };
    render_common::play(setup, tiles, script)
}

/// The box seat 0's figure number `n` (in `Game::figures` order) is drawn in.
fn figure_box(game: &Game, n: usize, layout: &Layout, image: &RgbImage) -> Vec<[u8; 3]> {
    let figure = game.figures()[n];
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment).expect("a spot");
    let (cx, cy) = layout.point(game.board().tiles()[figure.tile].pos, (u, v));
    let size = (layout.tile as f32 * 0.38).round() as i32;
    let (x0, y0) = (cx as i32 - size / 2, cy as i32 - size / 2);
    (y0..y0 + size)
        .flat_map(|y| (x0..x0 + size).map(move |x| image.get_pixel(x as u32, y as u32).0))
        .collect()
}

/// The wine city's jug on the wine tile (its purple), none on the base tile beside it
/// with the same shape.
#[test]
fn a_good_is_drawn_on_its_city_and_not_on_a_plain_one() {
    let (game, events) = game(&["TB/CFc.w", "BA/CFc.1"], &["place 0 -1 90", "pass", "place 0 -2 90", "pass"]);
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    let cell = |pos: Pos| pixels(&image, layout.cell(pos), (t, t), palette::GRAPE);
    assert!(cell(Pos::new(0, -1)) > 20, "the jug on the wine tile");
    assert_eq!(cell(Pos::new(0, -2)), 0, "no jug on the plain tile");
}

/// `TB/RRrr` prints two roads crossing without meeting: the north–south road runs over
/// the west–east one, so its edges cross the other's surface in the middle of the tile
/// (drawn as a crossroads, that square would be road surface only).
#[test]
fn two_roads_crossing_without_meeting_are_drawn_one_over_the_other() {
    let (game, events) = game(&["TB/RRrr"], &["place 1 0 0", "pass"]);
    let (layout, image) = render_common::image(&game, &events);
    let at = |u: f32, v: f32| layout.point(Pos::new(1, 0), (u, v));
    let (x0, y0) = at(0.43, 0.46);
    let (x1, y1) = at(0.57, 0.54);
    let edges =
        pixels(&image, (x0 as i32, y0 as i32), ((x1 - x0) as i32, (y1 - y0) as i32), palette::ROAD_EDGE);
    assert!(edges > 4, "the upper road's edges across the lower road: {edges} pixels");
}

/// Seat 0's meeple in a city, then its builder beside it on the next city tile, then
/// (another game) a farmer and its pig: each in the seat's colour, each box different
/// from the meeple's and from the other's in many pixels.
#[test]
fn the_builder_and_the_pig_are_not_meeples() {
    // One more tile in each stack: the game goes on, and nothing scores at its end.
    let tiles = ["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/RFr"];
    let script =
        ["place 0 -1 90", "meeple city N", "place -1 0 0", "pass", "place 0 -2 90", "builder city N"];
    let (built, events) = game(&tiles, &script);
    let (layout, image) = render_common::image(&built, &events);
    let meeple = figure_box(&built, 0, &layout, &image);
    let builder = figure_box(&built, 1, &layout, &image);
    let pig_tiles = ["BA/C", "BA/RFr", "BA/C", "BA/RFr"];
    let pig_script =
        ["place 0 -1 180", "meeple field Nw", "place -1 0 0", "pass", "place 0 -2 0", "pig field Sw"];
    let (fed, events) = game(&pig_tiles, &pig_script);
    let (layout, image) = render_common::image(&fed, &events);
    let farmer = figure_box(&fed, 0, &layout, &image);
    let pig = figure_box(&fed, 1, &layout, &image);
    let seat = palette::seat(Seat(0));
    for (name, pixels) in [("builder", &builder), ("pig", &pig)] {
        assert!(pixels.iter().filter(|&&p| p == seat).count() > 20, "the {name} in its seat's colour");
    }
    let differ = |a: &[[u8; 3]], b: &[[u8; 3]]| a.iter().zip(b).filter(|(x, y)| x != y).count();
    assert!(differ(&builder, &meeple) > builder.len() / 6, "builder and meeple");
    assert!(differ(&builder, &pig) > builder.len() / 6, "builder and pig");
    // A farmer lies down: the pig differs from it too.
    assert!(differ(&pig, &farmer) > pig.len() / 6, "pig and farmer");
}

/// The header shows each player's goods, one disc of each good's colour: after seat 1
/// closes the wine city, the header still has a wine disc for each player (its count
/// drawn on it), and the builder's and the pig's figures at home.
#[test]
fn the_header_shows_the_goods_and_the_figures_at_home() {
    // A third tile keeps the game going: the header, not the final table.
    let (game, events) =
        game(&["TB/CFc.w", "BA/C", "BA/RFr"], &["place 0 -1 90", "pass", "place 0 -2 180", "pass"]);
    assert_eq!(
        game.view(carcassonne_engine::Audience::Public).traders_builders().unwrap().goods(Seat(1)),
        [1, 0, 0]
    );
    let (layout, image) = render_common::image(&game, &events);
    let header = |colour| pixels(&image, (0, 0), (image.width() as i32, layout.origin.1), colour);
    for colour in [palette::GRAPE, palette::TENT, palette::PENNANT] {
        assert!(header(colour) > 40, "a disc of {colour:?} for each player");
    }
}

/// Sample images for looking at: a random game with every figure and good at full
/// size and at a chat's 500 px (`RENDER_LOOK_DIR=/tmp/look cargo test --test integration
/// render::traders_builders:: -- --ignored`).
#[test]
#[ignore = "writes sample images for a human to look at"]
fn sample_images() {
    let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
    let setup =
        Setup { expansions: Expansions::default().with(Expansion::TradersBuilders), ..Setup::new(3, 11) };
    let mut rng = carcassonne_engine::GameRng::from_seed(11);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    while game.board().tiles().len() < 40 {
        let seat = game.pending().expect("a decision").seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        // Prefer the expansion's figures, then any figure, so the board shows them.
        let own = actions.iter().copied().find(|a| Act::of(*a).is_some());
        let pick = own.unwrap_or(actions[rng.below(actions.len().max(2) - 1)]);
        events = game.apply(seat, pick).expect("legal");
    }
    let names = render_common::names(3);
    let scene = render_common::public(&game, &names, &events);
    render_common::save_with_chat(std::path::Path::new(&dir), "traders-builders.png", &png(&scene));
}
