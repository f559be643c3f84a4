//! The renderer's output checked as an image: size from the board extent, colours where
//! cities, figures and frames must be, labels drawn, the final image's figures and
//! end-of-game marks, determinism, and a golden image.
//! Set `UPDATE_GOLDEN=1` to rewrite `tests/golden/*.png` after a deliberate change.

use crate::support::render as render_common;

use carcassonne_bot::render::layout::MAX_WIDTH;
use carcassonne_bot::render::{Scene, drawing, palette, png};
use carcassonne_bot::service::Ending;
use carcassonne_engine::{Audience, Event, Game, Pos, Seat, Setup, TileKind};
use image::RgbImage;

fn names() -> Vec<String> {
    render_common::names(2)
}

/// A two-player game with a fixed draw order, played by `script` (each action by
/// whoever is to act); returns the game and the events of the last action.
fn play(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    render_common::play(Setup::new(2, 1), tiles, script)
}

fn decode(bytes: &[u8]) -> RgbImage {
    image::load_from_memory(bytes).expect("a PNG").to_rgb8()
}

fn render(game: &Game, recent: &[Event]) -> (Scene<'static>, RgbImage) {
    let names: &'static [String] = Box::leak(names().into_boxed_slice());
    let game: &'static Game = Box::leak(Box::new(game.clone()));
    let recent: &'static [Event] = Box::leak(recent.to_vec().into_boxed_slice());
    let scene = render_common::public(game, names, recent);
    let image = decode(&png(&scene));
    (scene, image)
}

fn at(image: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    image.get_pixel(x as u32, y as u32).0
}

/// The small scripted board of the golden image: a road with a meeple, a monastery with
/// a meeple, a city completed (and scored) this turn, and a curve waiting to be placed.
fn small_board() -> (Game, Vec<Event>) {
    play(
        &["BA/RFr", "BA/L", "BA/C", "BA/Rr", "BA/RFr"],
        &[
            "place 1 0 0",
            "meeple road E",
            "place 0 1 0",
            "meeple monastery",
            "place 0 -1 180",
            "meeple city S",
        ],
    )
}

#[test]
fn image_size_follows_the_board_extent() {
    let (game, events) = small_board();
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    // Tiles span x 0..=1, y -1..=1; one empty ring around them.
    assert_eq!((layout.min, layout.max), (Pos::new(-1, -2), Pos::new(2, 2)));
    assert_eq!(layout.cells(), (4, 5));
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    assert_eq!(layout.height, layout.header + 5 * layout.tile + 2 * layout.margin);
    assert!(layout.width <= MAX_WIDTH);
}

#[test]
fn a_full_city_is_city_coloured_in_the_middle() {
    let (game, events) = play(&["BA/Cccc+", "BA/RFr"], &["place 0 -1 0", "pass"]);
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    assert_eq!(at(&image, layout.point(Pos::new(0, -1), (0.5, 0.5))), palette::CITY);
    // The start tile's field south of its road is field green.
    assert_eq!(at(&image, layout.point(Pos::new(0, 0), (0.5, 0.85))), palette::FIELD);
}

#[test]
fn figures_wear_their_seat_colour() {
    let (game, events) = play(
        &["BA/Cccc+", "BA/RFr", "BA/RFr"],
        &["place 0 -1 0", "meeple city N", "place 1 0 0", "meeple field Se"],
    );
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    let t = layout.tile as f32;
    // A standing figure in the full city (centred on the tile): its chest.
    let (cx, cy) = layout.point(Pos::new(0, -1), (0.5, 0.5));
    assert_eq!(at(&image, (cx, cy - 0.06 * t)), palette::seat(Seat(0)));
    // A lying figure in the field south of the road somewhere in the lower half.
    let (x0, y0) = layout.cell(Pos::new(1, 0));
    let red = palette::seat(Seat(1));
    let found = (y0 + layout.tile as i32 / 2..y0 + layout.tile as i32)
        .flat_map(|y| (x0..x0 + layout.tile as i32).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == red)
        .count();
    assert!(found > 20, "{found} red pixels");
}

#[test]
fn labels_are_drawn_on_all_four_sides() {
    let (game, events) = small_board();
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    let (cols, rows) = layout.cells();
    let t = layout.tile as i32;
    let (ox, oy) = layout.origin;
    let m = layout.margin as i32;
    let inked = |x0: i32, y0: i32, w: i32, h: i32| {
        (y0..y0 + h)
            .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
            .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 != palette::BACKGROUND)
            .count()
    };
    for c in 0..cols {
        let x = ox + c * t;
        assert!(inked(x, oy - m, t, m) > 5, "top label of column {c}");
        assert!(inked(x, oy + rows * t, t, m) > 5, "bottom label of column {c}");
    }
    for r in 0..rows {
        let y = oy + r * t;
        assert!(inked(ox - m, y, m, t) > 5, "left label of row {r}");
        assert!(inked(ox + cols * t, y, m, t) > 5, "right label of row {r}");
    }
}

#[test]
fn the_last_tile_is_framed_and_legal_cells_marked() {
    let (game, events) = small_board();
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    let (x, y) = layout.cell(Pos::new(0, -1));
    let t = layout.tile as i32;
    assert_eq!(image.get_pixel(x as u32, (y + t / 2) as u32).0, palette::LAST_PLACED);
    assert_eq!(image.get_pixel((x + t / 2) as u32, y as u32).0, palette::LAST_PLACED);
    // Every legal cell is lighter than an empty table cell; others are not.
    let legal: Vec<Pos> = game.legal_placements().iter().map(|p| p.pos).collect();
    assert!(!legal.is_empty());
    let (cols, rows) = layout.cells();
    for r in 0..rows {
        for c in 0..cols {
            let pos = Pos::new(layout.min.x + c, layout.min.y + r);
            if game.board().tile_at(pos).is_some() {
                continue;
            }
            let (cx, cy) = layout.cell(pos);
            let px = image.get_pixel((cx + t / 2) as u32, (cy + t / 2) as u32).0;
            assert_eq!(px != palette::TABLE, legal.contains(&pos), "cell {pos}");
        }
    }
}

#[test]
fn what_just_scored_is_framed() {
    let (game, events) = small_board();
    assert!(events.iter().any(|e| matches!(e, Event::Scored(_))));
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    let (x, y) = layout.cell(Pos::new(0, 0));
    let t = layout.tile as i32;
    assert_eq!(image.get_pixel((x + 2) as u32, (y + t / 2) as u32).0, palette::SCORED);
}

#[test]
fn same_state_gives_the_same_bytes() {
    let (game, events) = small_board();
    let names = names();
    let a = png(&render_common::public(&game, &names, &events));
    let copy = game.clone();
    let b = png(&render_common::public(&copy, &names, &events));
    assert_eq!(a, b);
}

/// The renderer reuses its pixel memory and caches: an image never depends on the one
/// drawn before it (here a larger board, with more colours and another tile size).
#[test]
fn an_image_does_not_depend_on_the_one_before() {
    let (game, events) = small_board();
    let names = names();
    let first = png(&render_common::public(&game, &names, &events));
    let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
    let mut big = Game::new(Setup {
        tiles: Some(kinds.iter().copied().cycle().take(40).collect()),
        ..Setup::new(2, 3)
    })
    .expect("setup")
    .0;
    let mut rng = carcassonne_engine::GameRng::from_seed(3);
    while let Some(pending) = big.pending() {
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = big.legal_actions(seat);
        big.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    let other = png(&render_common::english(big.view(Audience::Public), &names));
    assert_ne!(other, first);
    let again = png(&render_common::public(&game, &names, &events));
    assert_eq!(again, first);
}

#[test]
fn the_end_shows_the_breakdown_and_never_panics_on_odd_names() {
    let (game, events) =
        play(&["BA/RFr", "BA/C"], &["place 1 0 0", "meeple road E", "place 0 -1 180", "meeple city S"]);
    assert!(game.is_over());
    let names: Vec<String> = vec!["A very long display name that will not fit anywhere".into()];
    let scene = render_common::public(&game, &names, &events);
    let image = decode(&png(&scene));
    let layout = scene.layout();
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    // The end header is taller than the board's margin and carries text.
    let header_ink = (0..layout.header)
        .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 != palette::BACKGROUND)
        .count();
    assert!(header_ink > 500, "{header_ink}");
}

/// Pixels of `colour` in the cell of `pos`.
fn in_cell(image: &RgbImage, scene: &Scene, pos: Pos, colour: [u8; 3]) -> usize {
    let layout = scene.layout();
    let (x0, y0) = layout.cell(pos);
    let t = layout.tile;
    (y0 as u32..y0 as u32 + t)
        .flat_map(|y| (x0 as u32..x0 as u32 + t).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 == colour)
        .count()
}

#[test]
fn the_final_image_keeps_the_figures_and_marks_each_final_score_by_them() {
    // Ann's meeple on an open road of two tiles; Bob's last move puts a farmer in the
    // field by the city his cap completes. The final scoring sends both home: the road
    // scores 2, the field 3.
    let tiles = ["BA/RFr", "BA/C"];
    let script = ["place 1 0 0", "meeple road E", "place 0 -1 180", "meeple field Ne"];
    let (before, _) = play(&tiles, &script[..3]);
    let (after, events) = play(&tiles, &script);
    assert!(after.is_over() && after.figures().is_empty());
    let ending = Ending::new(&before, &after, events.clone()).expect("the game is over");
    assert_eq!(ending.figures.len(), 2, "{:?}", ending.figures);
    let names = names();
    let bare = render_common::public(&after, &names, &events);
    let scene = Scene { figures: Some(&ending.figures), ..bare };
    let image = decode(&png(&scene));
    let plain = decode(&png(&bare));
    let (road, field) = (Pos::new(1, 0), Pos::new(0, -1));
    // The figures stand where they stood: Ann's (blue) on the road, Bob's (red) in the
    // field; the engine's own final state has none.
    for (pos, seat) in [(road, Seat(0)), (field, Seat(1))] {
        let colour = palette::seat(seat);
        let (kept, gone) = (in_cell(&image, &scene, pos, colour), in_cell(&plain, &bare, pos, colour));
        assert!(kept > 60 && kept > gone + 60, "{pos}: {kept} pixels of seat {seat:?}, {gone} without");
    }
    // Each final score's `+N` on its figure's tile, the field's included.
    let layout = scene.layout();
    let texts = drawing(&scene).texts;
    for (words, pos) in [("+2", road), ("+3", field)] {
        let marks = render_common::centres_of(&texts, words);
        assert_eq!(marks.len(), 1, "{words}: {texts:?}");
        assert!(render_common::in_cell(&layout, pos, marks[0]), "{words} at {:?}", marks[0]);
    }
    // And the table still tells the totals.
    assert!(texts.iter().any(|t| t.words.contains("Bob wins with 3 points")), "{texts:?}");
}

#[test]
fn small_board_matches_the_golden_image() {
    let (game, events) = small_board();
    let names = names();
    let bytes = png(&render_common::public(&game, &names, &events));
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/small-board.png");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(path, &bytes).expect("write golden");
    }
    let want = decode(&std::fs::read(path).expect("golden image; run with UPDATE_GOLDEN=1"));
    let got = decode(&bytes);
    assert_eq!(got.dimensions(), want.dimensions(), "image size changed");
    let differ = got
        .pixels()
        .zip(want.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 24))
        .count();
    let total = (got.width() * got.height()) as usize;
    assert!(
        differ * 1000 <= total,
        "{differ} of {total} pixels differ; look at the new image with UPDATE_GOLDEN=1 and review the diff"
    );
}

#[test]
fn open_spots_are_marked_while_a_figure_may_be_placed() {
    // A crossroads east of the start tile: four roads and four fields to choose from.
    let (game, events) = play(&["BA/RRRR", "BA/RFr"], &["place 1 0 0"]);
    let spots = game.meeple_spots();
    assert!(spots.len() >= 5, "{spots:?}");
    let (scene, image) = render(&game, &events);
    let layout = scene.layout();
    // Each numbered marker is white around its digit; look just inside its edge.
    let r = (layout.tile as f32 * 0.1).max(6.0);
    let (x, y) = layout.cell(Pos::new(1, 0));
    let t = layout.tile as i32;
    let marked = (y..y + t)
        .flat_map(|py| (x..x + t).map(move |px| (px, py)))
        .filter(|&(px, py)| image.get_pixel(px as u32, py as u32).0 == palette::SPOT)
        .count();
    // Roughly the area of the markers' white rings (digits cover part of it).
    assert!(marked as f32 > spots.len() as f32 * r * r, "{marked} white pixels for {} spots", spots.len());
}

/// The fifth seat plays black: its figures are outlined in light grey so they show on
/// the dark header (and nothing else in the picture uses that grey).
#[test]
fn black_figures_have_a_light_outline() {
    let count = |players: u8| {
        let (game, events) = Game::new(Setup::new(players, 2)).unwrap();
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let bytes = png(&render_common::public(&game, &names, &events));
        let image = image::load_from_memory(&bytes).unwrap().to_rgb8();
        image.pixels().filter(|p| p.0 == [0xd8, 0xd8, 0xdc]).count()
    };
    assert_eq!(count(4), 0);
    assert!(count(5) > 10, "the black figure in the header is outlined");
}
