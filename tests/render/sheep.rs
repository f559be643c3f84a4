//! Hills & Sheep on the image: the shepherd in its seat colour on its field with the
//! flock's size beside it, and hill tiles drawn from their data.

use crate::support::render as render_common;
use carcassonne_bot::render::{palette, png};
use carcassonne_engine::{Event, Game, Pos, Seat, Setup, Token};
use image::RgbImage;

fn game(tiles: &[&str], bag: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let mut setup = Setup::new(2, 1);
    setup.expansions.hills_sheep = true;
    setup.bag = bag.iter().map(|t| t.parse::<Token>().expect("token")).collect();
    render_common::play(setup, tiles, script)
}

fn count(image: &RgbImage, (x0, y0): (i32, i32), size: i32, colour: [u8; 3]) -> usize {
    (y0..y0 + size)
        .flat_map(|y| (x0..x0 + size).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .count()
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
    assert!(count(&image, (x, y + t / 2), t / 2, palette::seat(Seat(0))) > 20);
    let wool = count(&image, (x + t / 2, y + t / 2), t / 2 + t / 4, palette::WOOL);
    assert!(wool > 20, "{wool} wool pixels");
}
