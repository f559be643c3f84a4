//! The Abbot on the image: a garden painted on each garden tile from its data, none on
//! the plain tile it replaces; the abbot standing in it, told from a meeple by its
//! shape; each player's abbot in the header's supply while it is at home.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{Layout, Words, drawing, figure_spots, palette, spot_on_tile};
use carcassonne_engine::{Audience, Event, FeatureKind, Game, Pos, Seat, Setup};
use image::RgbImage;

/// A two-player game with The Abbot, the draw order `tiles` and `script`.
fn game(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let mut setup = Setup::new(2, 1);
    setup.expansions.abbot = true;
    render_common::play(setup, tiles, script)
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
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    let cell = |pos: Pos, colour| pixels(&image, layout.cell(pos), (t, t), colour);
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
    let (layout, image) = render_common::image(&abbot, &events);
    let abbot_box = figure_box(&abbot, &layout, &image);
    let (meeple, events) = game(&tiles, &["place 0 1 0", "meeple monastery"]);
    let (layout, image) = render_common::image(&meeple, &events);
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
    let (layout, image) = render_common::image(&game, &events);
    let figure = figure_box(&game, &layout, &image);
    assert!(figure.iter().filter(|&&p| p == palette::seat(Seat(0))).count() > 20);
    let t = layout.tile as i32;
    let hedge = pixels(&image, layout.cell(Pos::new(1, 0)), (t, t), palette::HILL);
    assert!(hedge > 0, "the hedge shows around the abbot");
}

/// Pixels of seat 0's colour in the header, above the board.
fn header_swatches(game: &Game, events: &[Event]) -> usize {
    let (layout, image) = render_common::image(game, events);
    pixels(&image, (0, 0), (image.width() as i32, layout.origin.1), palette::seat(Seat(0)))
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

/// In the figure step the garden is one of the numbered spots, its disc at a corner of
/// the garden, clear of the other spots' discs, so that the garden it names stays in
/// sight: its well, flowers and hedge show as they do once the step is over, at the
/// full image's size and at the preview's (the size a chat shows).
#[test]
fn the_figure_step_numbers_the_garden_beside_the_garden() {
    let (step, events) = game(&TILES, &["place 1 0 0"]);
    let spots = figure_spots(&step.view(Audience::Public));
    let number = spots.iter().position(|s| s.kind == FeatureKind::Garden).expect("the garden's spot") + 1;
    let (passed, passed_events) = game(&TILES, &["place 1 0 0", "pass"]);
    let names = render_common::names(2);
    let scene = render_common::public(&step, &names, &events);
    let (layout, image) = render_common::image(&step, &events);
    let (_, after) = render_common::image(&passed, &passed_events);
    let garden = Pos::new(1, 0);
    let tile = step.board().tile_index_at(garden).expect("the garden tile");
    let segment = step.board().tiles()[tile].kind.def().garden().expect("a garden");
    let (x, y) = layout.point(garden, spot_on_tile(step.board(), tile, segment).expect("its spot"));
    let t = layout.tile as i32;
    // The disc's number on the garden's tile, off the garden's middle by more than the
    // disc's radius, and apart from the other spots' discs (the road's, the fields').
    let texts = drawing(&scene).texts;
    let discs: Vec<(f32, f32)> = render_common::centres_of(&texts, &number.to_string())
        .into_iter()
        .filter(|&at| render_common::in_cell(&layout, garden, at))
        .collect();
    let &[(dx, dy)] = &discs[..] else { panic!("one disc {number} on the garden's tile: {discs:?}") };
    let r = layout.tile as f32 * 0.1;
    assert!((dx - x).hypot(dy - y) > 1.5 * r, "the disc at ({dx}, {dy}), the well at ({x}, {y})");
    for other in (1..=spots.len()).filter(|&n| n != number) {
        for (ox, oy) in render_common::centres_of(&texts, &other.to_string()) {
            if render_common::in_cell(&layout, garden, (ox, oy)) {
                assert!((ox - dx).hypot(oy - dy) >= 2.0 * r, "disc {other}'s on the garden's");
            }
        }
    }
    // The garden's well, flowers and hedge in sight: nearly as many of their pixels
    // on the tile as once the step is over.
    assert_eq!(image.get_pixel(x as u32, y as u32).0, palette::LAKE, "the well in sight");
    for (colour, name) in
        [(palette::LAKE, "well"), (palette::ROOF, "flowers"), (palette::HILL, "hedge and beds")]
    {
        let (during, shown) = (
            pixels(&image, layout.cell(garden), (t, t), colour),
            pixels(&after, layout.cell(garden), (t, t), colour),
        );
        assert!(
            during * 10 >= shown * 8 && shown > 0,
            "{name}: {during} pixels in the figure step, {shown} after"
        );
    }
}

/// Ann's abbot stands in the garden east of the start, Bob played on, and Ann has just
/// placed a tile west of the start: her figure step, where she may recall her abbot
/// for 3 (its tile and the two beside it).
fn recall_open() -> (Game, Vec<Event>) {
    game(
        &["AB/RFr.g", "BA/RFr", "BA/RFr", "BA/RFr"],
        &["place 1 0 0", "abbot garden", "place 2 0 0", "pass", "place -1 0 0"],
    )
}

/// The image's list of what Ann may do next names the recall with what it scores, as
/// the turn's text offers it: in the terminal's command, in the first word of Discord's
/// button, in French; whole, not cut; and not once the abbot is home.
#[test]
fn the_image_lists_the_recall_with_its_points() {
    let (open, events) = recall_open();
    assert!(open.legal_actions(Seat(0)).contains(&"recall".parse().unwrap()));
    let names = render_common::names(2);
    let scene = render_common::public(&open, &names, &events);
    let header = scene.layout().header as i32;
    let lines = |scene: &carcassonne_bot::render::Scene| -> Vec<String> {
        drawing(scene).texts.into_iter().filter(|t| t.y < header).map(|t| t.words).collect()
    };
    let typed = lines(&scene);
    assert!(typed.iter().any(|w| w == "recall  (+3)"), "{typed:?}");
    let spots = render_common::spot_words(&scene.view, "spot");
    let buttons = carcassonne_bot::render::Scene { words: Words::Buttons(&spots, &[]), ..scene };
    let clicked = lines(&buttons);
    assert!(clicked.iter().any(|w| w == "Recall (+3)"), "{clicked:?}");
    let french = lines(&carcassonne_bot::render::Scene { lang: Lang::Fr, ..buttons });
    assert!(french.iter().any(|w| w == "Reprendre (+3)"), "{french:?}");
    // The recall comes before "no figure", the list's last line.
    let recall = typed.iter().position(|w| w == "recall  (+3)");
    let pass = typed.iter().position(|w| w == "pass");
    assert!(recall < pass, "{typed:?}");
    // With the abbot at home there is nothing to recall.
    let (home, events) = game(&["AB/RFr.g", "BA/RFr", "BA/RFr"], &["place 1 0 0", "pass", "place 2 0 0"]);
    let home_lines = lines(&render_common::public(&home, &names, &events));
    assert!(!home_lines.iter().any(|w| w.contains("+")), "{home_lines:?}");
}

/// The size in pixels of what `colour` paints in cell `pos`: the side of a square as
/// large as the box round it (0 when none), so a long garden and a square one compare.
fn size_of(image: &RgbImage, layout: &Layout, pos: Pos, colour: [u8; 3]) -> u32 {
    let (x0, y0) = layout.cell(pos);
    let t = layout.tile as i32;
    let at: Vec<(i32, i32)> = (y0..y0 + t)
        .flat_map(|y| (x0..x0 + t).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .collect();
    let span = |v: &dyn Fn(&(i32, i32)) -> i32| match (at.iter().map(v).min(), at.iter().map(v).max()) {
        (Some(lo), Some(hi)) => (hi - lo + 1) as f32,
        _ => 0.0,
    };
    (span(&|p| p.0) * span(&|p| p.1)).sqrt().round() as u32
}

/// A whole game's final image reaches a chat some 500 px wide: there a garden reads as
/// a monastery does. The middle garden by size is as large as the smallest monastery's
/// building (the hedge against the walls), every one at least 9 px across (on a tile whose field
/// is a strip, a three-sided city's), each with its well in sight; gardens of 6–8 px
/// there were specks.
#[test]
fn a_garden_on_the_final_image_is_as_large_as_a_monastery() {
    let mut setup = Setup::new(4, 4);
    setup.expansions.abbot = true;
    let (game, events) = render_common::random(setup, usize::MAX, true);
    assert!(game.is_over());
    let (layout, image) = render_common::image(&game, &events);
    let at_chat = |px: u32| px as f32 * 500.0 / layout.width as f32;
    let (mut gardens, mut monasteries) = (Vec::new(), Vec::new());
    for placed in game.board().tiles() {
        let def = placed.kind.def();
        match (def.garden(), def.monastery()) {
            (Some(_), _) => {
                gardens.push(size_of(&image, &layout, placed.pos, palette::HILL));
                assert!(size_of(&image, &layout, placed.pos, palette::LAKE) > 0, "no well at {}", placed.pos);
            }
            (None, Some(_)) => monasteries.push(size_of(&image, &layout, placed.pos, palette::CHAPEL)),
            (None, None) => {}
        }
    }
    gardens.sort_unstable();
    let (Some(&least), Some(&monastery)) = (gardens.first(), monasteries.iter().min()) else {
        panic!("gardens {gardens:?} and monasteries {monasteries:?} on the board")
    };
    let middle = (gardens[(gardens.len() - 1) / 2] + gardens[gardens.len() / 2]) / 2;
    assert!(middle >= monastery, "gardens {gardens:?} px, monasteries {monasteries:?}");
    assert!(at_chat(least) >= 9.0, "a garden {} px at 500 px ({gardens:?})", at_chat(least));
}
