//! The Gifts on the image: how many gift cards each player holds (an icon with a count,
//! never which cards: a seat's own image is the public one), the two tiles of a Take two
//! numbered where the waiting tile is shown, a gift's points marked where they were
//! earned, and the gifts column of the final table.
//! Games are built through the engine's rules. Set `RENDER_LOOK_DIR=/tmp` to also write
//! the images for a look.

use crate::support::render as render_common;
use carcassonne_bot::render::gifts::colours as gift_colours;
use carcassonne_bot::render::{Layout, Scene, drawing, palette, png, tile_png};
use carcassonne_engine::rules::gifts::{Gift, Ph};
use carcassonne_engine::{Audience, Category, Event, Expansion, Expansions, Game, Pos, Seat, Setup};
use image::RgbImage;

/// A three-player game with The Gifts, a fixed draw order and a deck starting with
/// `deck`, played by `script`: each line is an action of whoever owes the decision.
fn play(tiles: &[&str], deck: &[Gift], script: &[&str]) -> (Game, Vec<Event>) {
    let setup = Setup {
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: carcassonne_engine::Fixed { gifts: deck.to_vec(), ..Default::default() },
        ..Setup::new(3, 1)
    };
    render_common::play(setup, tiles, script)
}

fn names() -> Vec<String> {
    render_common::names(3)
}

/// The PNG of `game` as `audience` sees it; written to `$RENDER_LOOK_DIR/gifts-{name}.png`
/// when that is set.
fn bytes(name: &str, game: &Game, recent: &[Event], audience: Audience) -> Vec<u8> {
    let names = names();
    let bytes = png(&Scene { view: game.view(audience), ..render_common::public(game, &names, recent) });
    if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
        std::fs::write(std::path::Path::new(&dir).join(format!("gifts-{name}.png")), &bytes).expect("write");
    }
    bytes
}

fn render(name: &str, game: &Game, recent: &[Event]) -> (Layout, RgbImage) {
    let names = names();
    let layout = render_common::public(game, &names, recent).layout();
    let image = image::load_from_memory(&bytes(name, game, recent, Audience::Public)).expect("png").to_rgb8();
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    (layout, image)
}

/// Ann holds the start's road with a meeple; Bob extends it and receives a gift; Cy
/// places a monastery apart; Ann places a second one. Bob is to play the city cap, the
/// curve after it.
const TILES: [&str; 6] = ["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/C", "BA/Rr"];
const BOB_RECEIVES: [&str; 6] =
    ["place 1 0 0", "meeple road E", "place 2 0 0", "pass", "place 0 1 0", "pass"];
const BOB_TO_PLAY: [&str; 8] =
    ["place 1 0 0", "meeple road E", "place 2 0 0", "pass", "place 0 1 0", "pass", "place 1 1 0", "pass"];

/// The header row of `seat`: its top and height in pixels (scale 1 for small boards:
/// padding 14, title 26, rows 30 apart), inside the active row's highlight.
fn row_span(layout: &Layout, seat: usize) -> (u32, u32) {
    assert_eq!(layout.ui, 1.0, "a small board draws its header at scale 1");
    (14 + 26 + seat as u32 * 30 + 3, 24)
}

/// Pixels of `colour` in the rectangle from (x0, y0), `w` × `h`.
fn count(image: &RgbImage, (x0, y0): (u32, u32), (w, h): (u32, u32), colour: [u8; 3]) -> usize {
    (y0..y0 + h)
        .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 == colour)
        .count()
}

fn in_header(image: &RgbImage, layout: &Layout, colour: [u8; 3]) -> usize {
    count(image, (0, 0), (layout.width, layout.header), colour)
}

/// The gift column of the header: from the leftmost gift-coloured pixel of the player
/// rows to 40 pixels past the rightmost (room for the count).
fn gift_column(image: &RgbImage, layout: &Layout) -> (u32, u32) {
    let (top, _) = row_span(layout, 0);
    let xs: Vec<u32> = (top..top + 3 * 30)
        .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 == gift_colours::GIFT)
        .map(|(x, _)| x)
        .collect();
    let (x0, x1) = (xs.iter().min().expect("gift icons"), xs.iter().max().expect("gift icons"));
    (*x0, (x1 + 40).min(layout.width))
}

/// The pixels of `seat`'s row in the gift column.
fn gift_cell(image: &RgbImage, layout: &Layout, seat: usize) -> Vec<[u8; 3]> {
    let (top, h) = row_span(layout, seat);
    let (x0, x1) = gift_column(image, layout);
    (top..top + h).flat_map(|y| (x0..x1).map(move |x| image.get_pixel(x, y).0)).collect()
}

#[test]
fn every_player_shows_a_gift_count_and_the_count_follows_the_hand() {
    // Before Bob's gift: Bob is to play, Ann and Cy hold nothing.
    let (game, events) = play(&TILES, &[Gift::TakeTwo], &BOB_RECEIVES[..2]);
    assert_eq!(game.active(), Seat(1));
    assert_eq!(game.view(Audience::Public).gifts().expect("gifts in play").hand_size(Seat(0)), 0);
    let (layout, image) = render("none", &game, &events);
    for seat in 0..3 {
        let (top, h) = row_span(&layout, seat);
        let icon = count(&image, (0, top), (layout.width, h), gift_colours::GIFT);
        assert!(icon > 20, "seat {seat}: {icon} gift-coloured pixels");
    }
    // Ann and Cy, neither to play, hold as many: their counts look the same.
    assert_eq!(gift_cell(&image, &layout, 0), gift_cell(&image, &layout, 2));

    // Bob received one; Ann is to play: Bob's count and Cy's differ.
    let (game, events) = play(&TILES, &[Gift::TakeTwo], &BOB_RECEIVES);
    assert_eq!(game.view(Audience::Public).gifts().unwrap().hand_size(Seat(1)), 1);
    assert_eq!(game.active(), Seat(0));
    let (layout, image) = render("bob-holds-one", &game, &events);
    assert_ne!(gift_cell(&image, &layout, 1), gift_cell(&image, &layout, 2));
}

#[test]
fn a_seat_sees_the_same_image_as_the_public() {
    let (game, events) = play(&TILES, &[Gift::TakeTwo], &BOB_TO_PLAY);
    let hand = game.view(Audience::Seat(Seat(1))).gifts().unwrap().hand(Seat(1)).map(<[Gift]>::to_vec);
    assert_eq!(hand, Some(vec![Gift::TakeTwo]));
    let public = bytes("public", &game, &events, Audience::Public);
    assert_eq!(bytes("bob", &game, &events, Audience::Seat(Seat(1))), public);
}

#[test]
fn take_two_shows_both_tiles_numbered() {
    let (placing, events) = play(&TILES, &[Gift::TakeTwo], &BOB_TO_PLAY);
    assert_eq!(placing.active(), Seat(1));
    let (placing_layout, placing_image) = render("placing", &placing, &events);
    let mut script = BOB_TO_PLAY.to_vec();
    script.push("gift take-two");
    let (game, events) = play(&TILES, &[Gift::TakeTwo], &script);
    match Ph::of(game.phase()) {
        Some(Ph::TakeTwo(a, b)) => assert_eq!((a.id(), b.id()), ("BA/C", "BA/Rr")),
        other => panic!("{other:?}"),
    }
    let (layout, image) = render("take-two", &game, &events);
    let city = in_header(&image, &layout, palette::CITY);
    // The city cap's city and the curve's road, each a good part of a 64-pixel tile.
    assert!(city > 400, "{city} city pixels");
    let road = in_header(&image, &layout, palette::ROAD);
    assert!(road > 150, "{road} road pixels");
    // Two numbered markers, white discs of radius 9: most of their area.
    let white = in_header(&image, &layout, palette::SPOT);
    assert!(white > 2 * 150, "{white} white pixels");
    // Not the four rotations of the cap shown while placing: one cap's city, not four.
    let four_caps = in_header(&placing_image, &placing_layout, palette::CITY);
    assert!(city * 3 < four_caps, "{city} vs {four_caps}");
}

#[test]
fn the_final_table_has_a_gifts_column() {
    // Bob's gift stays unopened to the end: 2 points in the gifts column.
    let (game, events) = play(&TILES[..2], &[Gift::Retreat], &BOB_RECEIVES[..4]);
    assert!(game.is_over());
    assert_eq!(game.players()[1].breakdown[Category::Gifts.index()], 2);
    let (layout, image) = render("final", &game, &events);
    // The column's swatch and Bob's bar.
    let gift = in_header(&image, &layout, gift_colours::GIFT);
    assert!(gift > 100, "{gift} gift-coloured pixels");
}

#[test]
fn a_road_sweepers_points_are_marked_where_they_were_earned() {
    // Bob sweeps Ann's road of three tiles (the start's, hers, his): she scores it now,
    // as at the end, and the board shows it as any scoring: framed, with its `+3`.
    let mut script = BOB_TO_PLAY.to_vec();
    script.push("gift sweeper 0 0 road E");
    let (game, events) = play(&TILES, &[Gift::RoadSweeper], &script);
    let swept = events.iter().find_map(|e| match e {
        Event::Scored(s) if s.category == Category::Road => Some(s),
        _ => None,
    });
    let swept = swept.expect("the road scored");
    assert!(swept.at_end && !game.is_over(), "{swept:?}");
    assert_eq!(swept.points, 3);
    let (layout, image) = render("sweeper", &game, &events);
    let names = names();
    let texts = drawing(&render_common::public(&game, &names, &events)).texts;
    let marks = render_common::centres_of(&texts, "+3");
    assert_eq!(marks.len(), 1, "{texts:?}");
    assert!(render_common::in_cell(&layout, Pos::new(1, 0), marks[0]), "{marks:?}");
    // Each of the road's tiles framed.
    let t = layout.tile;
    for x in 0..3 {
        let (x0, y0) = layout.cell(Pos::new(x, 0));
        let edge = image.get_pixel(x0 as u32 + 2, y0 as u32 + t / 2).0;
        assert_eq!(edge, palette::SCORED, "tile {x} 0");
    }
    // Not without the events: the same board, nothing marked.
    let texts = drawing(&render_common::public(&game, &names, &[])).texts;
    assert!(render_common::centres_of(&texts, "+3").is_empty());
}

/// The Take two's numbers stand beside its two pictures, not on them: a tile with a
/// pennant in its corner shows the whole pennant, as its own picture does.
#[test]
fn take_two_numbers_leave_the_pennant_in_sight() {
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/L", "BA/Cc+", "BA/Rr"];
    let mut script = BOB_TO_PLAY.to_vec();
    script.push("gift take-two");
    let (game, events) = play(&tiles, &[Gift::TakeTwo], &script);
    assert!(
        matches!(Ph::of(game.phase()), Some(Ph::TakeTwo(a, _)) if a.id() == "BA/Cc+"),
        "{:?}",
        game.phase()
    );
    let (layout, image) = render("take-two-pennant", &game, &events);
    // The pennant as the tile's own picture shows it, at the Take two's size.
    let kind = carcassonne_engine::TileKind::from_id("BA/Cc+").expect("id");
    let alone = image::load_from_memory(&tile_png(kind, 64)).expect("png").to_rgb8();
    let whole = count(&alone, (0, 0), (64, 64), palette::PENNANT);
    let shown = in_header(&image, &layout, palette::PENNANT);
    assert!(whole > 20 && shown >= whole, "{shown} pennant pixels shown of {whole}");
    // Still two numbered white discs.
    assert!(in_header(&image, &layout, palette::SPOT) > 2 * 150);
}
