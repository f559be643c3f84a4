//! Monuments on the image: the four large tiles as 2×2 pictures with their buildings
//! and objective plaques (little maps, rewards, cubes in seat colours, completed ones
//! checked), the architect, the empty cells objectives with cubes still want, fame and
//! cubes in the header, a large tile in hand and where it may go (by its top-left cell),
//! the numbered spots of the figure step on a large tile, the final table, and the size
//! limits, and the objectives legend a chat can read (the preview's included). Games are
//! built through the engine's rules, never by hand. Set `RENDER_LOOK_DIR=/tmp` to also
//! write the images for a look, each beside its copy at a chat's 500 px.

use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::bridges_castles_bazaars::colours as bcb_colours;
use carcassonne_bot::render::layout::{MAX_HEIGHT, MAX_WIDTH};
use carcassonne_bot::render::monuments::colours as monument_colours;
use carcassonne_bot::render::{Layout, Scene, drawing, legend, palette, png, preview};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts::Ph as GiftPh;
use carcassonne_engine::rules::monuments::{FAME, Happened, Monument};
use carcassonne_engine::{
    Action, Audience, Category, Event, Expansion, Expansions, Game, Phase, Pos, Rotation, Seat, Setup,
};
use image::RgbImage;

/// A Monuments game of `players` with a fixed draw order, played by `script`: each line
/// is an action of whoever owes the first decision. Returns the game and the last events.
fn play(players: u8, tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    play_with(Setup::new(players, 1), tiles, script)
}

/// As `play`, from `setup` (its other expansions, its gift deck) with Monuments added.
fn play_with(setup: Setup, tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let setup = Setup { expansions: setup.expansions.with(Expansion::Monuments), ..setup };
    render_common::play(setup, tiles, script)
}

/// The image of `game` for the public and its layout; written to
/// `$RENDER_LOOK_DIR/monuments-{name}.png` when that is set.
fn render(name: &str, game: &Game, recent: &[Event]) -> (Layout, RgbImage) {
    let names = render_common::names(game.players().len());
    let scene = render_common::public(game, &names, recent);
    let bytes = png(&scene);
    let image = look(&format!("monuments-{name}"), &bytes);
    let layout = scene.layout();
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT, "{:?}", image.dimensions());
    (layout, image)
}

/// The PNG `bytes` as an image; with `RENDER_LOOK_DIR` set, written there as `name`,
/// and beside it as a chat shows it, 500 px wide.
fn look(name: &str, bytes: &[u8]) -> RgbImage {
    let image = image::load_from_memory(bytes).expect("a PNG").to_rgb8();
    if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
        let dir = std::path::Path::new(&dir);
        std::fs::write(dir.join(format!("{name}.png")), bytes).expect("write");
        chat(&image).save(dir.join(format!("{name}-chat.png"))).expect("write the chat-sized copy");
    }
    image
}

/// `image` as a chat shows it: 500 px wide.
fn chat(image: &RgbImage) -> RgbImage {
    let height = image.height() * CHAT / image.width();
    image::imageops::resize(image, CHAT, height, image::imageops::FilterType::Triangle)
}

/// The width a chat shows an image at.
const CHAT: u32 = 500;

/// Pixels of `colour` on the 2×2 cells from `anchor`.
fn in_square(image: &RgbImage, layout: &Layout, anchor: Pos, colour: [u8; 3]) -> usize {
    let t = layout.tile as i32;
    pixels(image, layout.cell(anchor), (2 * t, 2 * t), colour)
}

/// Pixels of `colour` in one cell.
fn in_cell(image: &RgbImage, layout: &Layout, pos: Pos, colour: [u8; 3]) -> usize {
    let t = layout.tile as i32;
    pixels(image, layout.cell(pos), (t, t), colour)
}

fn in_header(image: &RgbImage, layout: &Layout, colour: [u8; 3]) -> usize {
    pixels(image, (0, 0), (layout.width as i32, layout.header as i32), colour)
}

/// The four tokens first, then base tiles.
const TILES: [&str; 9] = [
    "MO/Cathedral.t",
    "MO/Arena.t",
    "MO/Lighthouse.t",
    "MO/Library.t",
    "BA/RFr",
    "BA/C",
    "BA/Rr",
    "BA/L",
    "BA/C",
];

/// Ann places the Cathedral below the start tile (0°) with her architect on it; Bob the
/// Arena above (180°, closing the start's city) and a cube on its second objective; Cy
/// the Lighthouse east (90°) and a cube on the Cathedral's second (the cells east of
/// it); Ann the Great Library south-west (270°) and a cube on its first; Bob fills the
/// cell between the start and the Lighthouse, completing the Cathedral's first
/// objective with his automatic cube.
const FOUR: [&str; 10] = [
    "place 0 1 0",
    "architect",
    "place -1 -2 180",
    "cube arena 2",
    "place 2 0 90",
    "cube cathedral 2",
    "place -1 3 270",
    "cube library 1",
    "place 1 0 0",
    "pass",
];

/// Where each monument of `FOUR` lies, and its rotation.
const PLACED: [(Monument, (i32, i32), Rotation); 4] = [
    (Monument::Cathedral, (0, 1), Rotation::R0),
    (Monument::Arena, (-1, -2), Rotation::R180),
    (Monument::Lighthouse, (2, 0), Rotation::R90),
    (Monument::Library, (-1, 3), Rotation::R270),
];

/// A colour each building is partly painted in: the Cathedral's and Library's slate
/// roofs, the Arena's sand, the Lighthouse's light. The palette is nearly full, so these
/// are colours it has for other things (pennants, cities, gold): they are looked for
/// only in the building's box, the middle of the picture.
fn building_colour(m: Monument) -> [u8; 3] {
    match m {
        Monument::Cathedral | Monument::Library => monument_colours::SLATE,
        Monument::Arena => monument_colours::SAND,
        Monument::Lighthouse => monument_colours::LIGHT,
    }
}

/// Pixels of `m`'s building colour in the middle of the 2×2 cells from `anchor`: the
/// building's box, upright in every rotation.
fn in_building(image: &RgbImage, layout: &Layout, anchor: Pos, m: Monument) -> usize {
    let t = layout.tile as f32;
    let (cx, cy) = layout.point(anchor, (1.0, 1.0));
    let half = (0.145 * 2.0 * t) as i32;
    pixels(image, (cx as i32 - half, cy as i32 - half), (2 * half, 2 * half), building_colour(m))
}

#[test]
fn four_monuments_with_cubes_an_architect_and_a_completed_objective() {
    let (game, events) = play(3, &TILES, &FOUR);
    let view = game.view(Audience::Public);
    let monuments = view.monuments().expect("Monuments");
    for (m, (x, y), rot) in PLACED {
        let placed = monuments.placed().iter().find(|p| p.monument == m).expect("placed");
        assert_eq!((placed.anchor, placed.rot), (Pos::new(x, y), rot), "{m}");
    }
    let cathedral = &monuments.placed()[0];
    assert!(cathedral.objectives[0].completed);
    assert_eq!(cathedral.objectives[1].cubes[2], 1, "Cy's cube");
    assert_eq!(cathedral.architect, Some(Seat(0)));
    let (layout, image) = render("four", &game, &events);
    let t = layout.tile as usize;
    for (m, (x, y), _) in PLACED {
        let anchor = Pos::new(x, y);
        // One picture over the four cells: its plaza, four plaques and its building.
        assert!(in_square(&image, &layout, anchor, monument_colours::PLAZA) > t, "{m}'s plaza");
        assert!(in_square(&image, &layout, anchor, monument_colours::PLAQUE) > t * t / 4, "{m}'s plaques");
        assert!(in_building(&image, &layout, anchor, m) > t, "{m}'s building");
        // Every plaque's little map lights the objective's cells.
        assert!(in_square(&image, &layout, anchor, monument_colours::MONUMENT) > 8 * 4, "{m}'s maps");
    }
    // Ann's architect stands in front of the Cathedral.
    let (cx, cy) = layout.point(Pos::new(0, 1), (1.0, 1.15));
    let architect = pixels(&image, (cx as i32 - 6, cy as i32 - 6), (12, 12), palette::seat(Seat(0)));
    assert!(architect > 40, "{architect} blue pixels");
    // Cubes in Bob's and Cy's colours on the Arena and the Cathedral.
    assert!(in_square(&image, &layout, Pos::new(-1, -2), palette::seat(Seat(1))) > 20);
    assert!(in_square(&image, &layout, Pos::new(0, 1), palette::seat(Seat(2))) > 20);
    // The completed objective is checked, and framed in gold as it just completed.
    assert!(in_square(&image, &layout, Pos::new(0, 1), monument_colours::DONE) > 20);
    assert!(in_square(&image, &layout, Pos::new(0, 1), palette::SCORED) > 4 * t);
    // The cell the Cathedral's second objective still wants, with Cy's cube on it.
    let wanted = Pos::new(2, 2);
    assert!(in_cell(&image, &layout, wanted, monument_colours::MONUMENT) > 2 * t);
    assert!(in_cell(&image, &layout, wanted, palette::seat(Seat(2))) > 4);
    // Cubes and fame tokens in the header: a star per player.
    assert!(in_header(&image, &layout, monument_colours::FAME) > 3 * 20);
}

/// The Arena's third objective pays a bridge: with Bridges, Castles & Bazaars its plaque
/// shows the bridge as that expansion draws it (`piece_icon`), without it a fame star.
#[test]
fn a_plaque_paying_a_bridge_shows_one_only_where_bridges_are_kept() {
    let arena = Pos::new(-1, -2);
    let bcb = Setup {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        ..Setup::new(3, 1)
    };
    let (game, events) = play_with(bcb, &TILES, &FOUR);
    let (layout, image) = render("bridge-reward", &game, &events);
    let deck = in_square(&image, &layout, arena, bcb_colours::BRIDGE);
    let (plain, plain_events) = play(3, &TILES, &FOUR);
    let (plain_layout, plain_image) = render("fame-reward", &plain, &plain_events);
    assert!(deck > 4, "{deck} bridge-deck pixels on the Arena's plaques");
    assert_eq!(
        in_square(&plain_image, &plain_layout, arena, bcb_colours::BRIDGE),
        0,
        "no bridge without the expansion"
    );
    let stars = |image: &RgbImage, layout: &Layout| in_square(image, layout, arena, monument_colours::FAME);
    assert!(stars(&plain_image, &plain_layout) > stars(&image, &layout), "a fame star in its place");
}

#[test]
fn a_large_tile_in_hand_shows_whole_in_the_header_and_goes_by_its_top_left_cell() {
    let (game, events) = play(3, &TILES, &[]);
    assert_eq!(game.phase(), Phase::PlaceTile(Monument::Cathedral.tile()));
    let (layout, image) = render("in-hand", &game, &events);
    // Four pictures of the whole tile, each with its plaques and building.
    assert!(in_header(&image, &layout, monument_colours::PLAQUE) > 4 * 100);
    assert!(in_header(&image, &layout, monument_colours::SLATE) > 4 * 20);
    // Anchors two cells west of the start tile show, and every cell a placement covers.
    let options = game.placement_options();
    assert!(options.iter().any(|o| o.placement.pos.x == -2), "{options:?}");
    for option in &options {
        let Pos { x, y } = option.placement.pos;
        assert!(layout.min.x <= x && layout.min.y <= y, "{:?}", option.placement);
        assert!(layout.max.x > x && layout.max.y > y, "{:?}", option.placement);
    }
    // Each anchor cell carries the little 2×2 square with its top-left quarter filled.
    for option in &options {
        let (cx, cy) = layout.point(option.placement.pos, (0.5, 0.5));
        let q = (layout.tile as f32 * 0.09).round();
        let px = image.get_pixel((cx - q / 2.0) as u32, (cy - q / 2.0) as u32).0;
        assert_eq!(px, palette::SCORED, "{:?}", option.placement);
    }
}

/// Pixels of `colour` in the header's right part or under its rows of players, where
/// the tile in hand, a bazaar's offer or a Take two is shown (right of the players, or
/// under them when the header would be too wide), for a game of `players`.
fn off_the_players(image: &RgbImage, layout: &Layout, players: usize, colour: [u8; 3]) -> usize {
    let (x0, rows_end) =
        (layout.width as i32 / 2, ((14.0 + 26.0 + 30.0 * players as f32) * layout.ui) as i32);
    pixels(image, (x0, 0), (layout.width as i32 - x0, layout.header as i32), colour)
        + pixels(image, (0, rows_end), (x0, layout.header as i32 - rows_end), colour)
}

/// A large tile shown off the board carries its objectives as on the board: each
/// plaque's little map lights the objective's cells.
#[test]
fn a_large_tile_offered_at_a_bazaar_shows_its_objectives() {
    let setup = Setup {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        ..Setup::new(3, 1)
    };
    let tiles = ["BB/F.b", "MO/Cathedral.t", "BA/Rr", "BA/C", "BA/L", "BA/CRr", "BA/L"];
    let (game, events) = play_with(setup, &tiles, &["place 0 1 0", "pass"]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarChoose));
    let view = game.view(Audience::Public);
    let offers = &view.bridges_castles_bazaars().unwrap().auction().unwrap().offers;
    assert_eq!(offers[0].tile, Monument::Cathedral.tile());
    let (layout, image) = render("bazaar", &game, &events);
    let lit = off_the_players(&image, &layout, game.players().len(), monument_colours::MONUMENT);
    assert!(lit >= 4 * 4, "{lit} lavender pixels: four little maps");
    assert!(
        off_the_players(&image, &layout, game.players().len(), monument_colours::SLATE) > 4,
        "the Cathedral's spires"
    );
}

#[test]
fn a_large_tile_in_a_take_two_shows_its_objectives() {
    let setup = Setup {
        expansions: Expansions::default().with(Expansion::Gifts),
        fixed: carcassonne_engine::Fixed {
            gifts: vec![carcassonne_engine::rules::gifts::Gift::TakeTwo],
            ..Default::default()
        },
        ..Setup::new(3, 1)
    };
    // Bob receives a Take two extending Ann's road, and opens it on his next turn.
    let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/L", "MO/Cathedral.t", "BA/Rr"];
    let script = [
        "place 1 0 0",
        "meeple road E",
        "place 2 0 0",
        "pass",
        "place 0 1 0",
        "pass",
        "place 1 1 0",
        "pass",
        "gift take-two",
    ];
    let (game, events) = play_with(setup, &tiles, &script);
    assert_eq!(game.phase(), GiftPh::TakeTwo(Monument::Cathedral.tile(), "BA/Rr".parse().unwrap()).into());
    let (layout, image) = render("take-two", &game, &events);
    let lit = off_the_players(&image, &layout, game.players().len(), monument_colours::MONUMENT);
    assert!(lit >= 4 * 4, "{lit} lavender pixels: four little maps");
}

#[test]
fn the_figure_step_on_a_large_tile_numbers_its_spots_the_architect_and_the_cubes() {
    let (game, events) = play(3, &TILES, &FOUR[..1]);
    assert_eq!(game.phase(), Phase::PlaceFigure);
    let actions: Vec<String> = game.legal_actions(Seat(0)).iter().map(Action::to_string).collect();
    assert!(actions.contains(&"architect".to_string()) && actions.contains(&"cube cathedral 1".to_string()));
    let (layout, image) = render("figure-step", &game, &events);
    // A white spot marker for each of them, on the large tile.
    let markers = actions.iter().filter(|a| *a != "pass").count();
    let white = in_square(&image, &layout, Pos::new(0, 1), palette::SPOT);
    let r = (layout.tile as f32 * 0.1).max(6.0);
    assert!(white as f32 > markers as f32 * r * r * 2.0, "{white} white pixels for {markers} markers");
}

/// Each large tile in the header's previews and on the board in each of its four
/// rotations, without a panic: a different picture in each (its features and plaques
/// turn; the building stays upright).
#[test]
fn every_large_tile_draws_in_every_rotation_and_differs_by_rotation() {
    for m in Monument::ALL {
        // A monastery south of the start tile first: every rotation finds field beside it.
        let stack = ["BA/L", m.token().id(), "BA/RFr", "BA/Rr", "BA/C", "BA/L"];
        let (game, events) = play(2, &stack, &["place 0 1 0", "pass"]);
        assert_eq!(game.phase(), Phase::PlaceTile(m.tile()));
        render(&format!("hand-{}", m.word()), &game, &events);
        let mut pictures = Vec::new();
        for rot in Rotation::ALL {
            let option = game.placement_options().into_iter().find(|o| o.placement.rot == rot);
            let option = option.unwrap_or_else(|| panic!("{m} fits somewhere at {rot}"));
            let mut played = game.clone();
            let events = played.apply(Seat(1), Action::Place(option.placement)).expect("legal");
            render(&format!("{}-{}", m.word(), rot.degrees()), &played, &events);
            let events = played.apply(Seat(1), Action::Pass).expect("legal");
            let (layout, image) = render("turned", &played, &events);
            assert!(in_building(&image, &layout, option.placement.pos, m) > 20, "{m} {rot}");
            // The picture inside the last tile's frame.
            let (x, y) = layout.cell(option.placement.pos);
            let (inset, side) = (8, 2 * layout.tile - 16);
            let crop = image::imageops::crop_imm(&image, x as u32 + inset, y as u32 + inset, side, side);
            pictures.push(crop.to_image());
        }
        for (i, a) in pictures.iter().enumerate() {
            for b in &pictures[i + 1..] {
                assert_ne!(a, b, "{m}: two rotations look the same");
            }
        }
    }
}

#[test]
fn the_final_table_has_monuments_and_fame_columns() {
    let mut script = FOUR.to_vec();
    // Cy fills the Cathedral's east cell: its second objective pays Cy's two cubes.
    script.extend(["place 2 2 90", "pass"]);
    let (mut game, mut events) = play(3, &TILES, &script);
    assert_eq!(FAME.of(&game.view(Audience::Public), Seat(2)), 2);
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("a seat");
        let action = *game.legal_actions(seat).last().expect("something to do");
        events = game.apply(seat, action).expect("legal");
    }
    let players = game.players();
    assert_eq!(players[0].breakdown[Category::Monuments.index()], 20, "Ann's architect, two objectives");
    assert_eq!(players[2].breakdown[Category::Fame.index()], 2, "Cy's two fame tokens");
    let (layout, image) = render("final", &game, &events);
    // Each column's swatch, and the bars.
    assert!(in_header(&image, &layout, monument_colours::MONUMENT) > 100);
    assert!(in_header(&image, &layout, monument_colours::FAME) > 50);
}

/// Six players with every expansion: the header holds every supply column and the image
/// stays within the limits whenever a monument waits, is placed or scores, and at the end.
#[test]
fn a_random_six_player_game_with_every_expansion_stays_within_the_limits() {
    use carcassonne_engine::GameRng;
    let expansions = render_common::four_boxes();
    let setup = Setup { expansions, ..Setup::new(6, 4) };
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    let mut drawn = 0;
    while let Some(pending) = game.pending() {
        let large = game.current_tile().is_some_and(|k| Monument::of_tile(k).is_some());
        let monument_news = events.iter().any(|e| {
            matches!(
                Happened::of(e),
                Some(
                    Happened::ArchitectPlaced { .. }
                        | Happened::CubePlaced { .. }
                        | Happened::ObjectiveCompleted { .. }
                )
            )
        });
        // Drawing is slow unoptimised: the first dozen such moments show enough.
        if (large || monument_news) && drawn < 12 {
            let (layout, _) = render(&format!("random-{drawn}"), &game, &events);
            let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
            let scene = render_common::public(&game, &names, &events);
            if let Some(bytes) = preview(&scene) {
                let image = look(&format!("monuments-random-{drawn}-preview"), &bytes);
                assert!(image.width() <= layout.width.max(MAX_WIDTH) && image.height() <= MAX_HEIGHT);
            }
            drawn += 1;
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    render("random-final", &game, &events);
    assert!(drawn >= 4, "{drawn} Monuments moments drawn");
}

#[test]
fn meeples_stand_on_a_large_tiles_road_city_and_field() {
    // The Arena above the start tile (180°): its caps face south (S1 closes the start's
    // city, S2 stays open), its roads north.
    let arena = ["MO/Arena.t", "BA/RFr", "BA/C"];
    // Where the road's and the city's figures stand, on the picture (the field's is
    // wherever the field has most room).
    let spots: [(&str, Option<(f32, f32)>); 3] =
        [("road N1", Some((0.25, 0.09))), ("city S2", Some((0.25, 0.93))), ("field N1w", None)];
    for (spot, at) in spots {
        let (game, events) = play(2, &arena, &["place -1 -2 180", &format!("meeple {spot}")]);
        let figure = game.figures()[0];
        assert_eq!(game.board().tiles()[figure.tile].kind, Monument::Arena.tile(), "{spot}");
        let (layout, image) = render(&format!("meeple-{}", spot.replace(' ', "-")), &game, &events);
        let blue = in_square(&image, &layout, Pos::new(-1, -2), palette::seat(Seat(0)));
        assert!(blue > layout.tile as usize, "{spot}: {blue} pixels of the meeple");
        if let Some((u, v)) = at {
            // Kept a figure's half height inside the tile.
            let (cx, cy) = layout.point(Pos::new(-1, -2), (2.0 * u, (2.0 * v).clamp(0.19, 1.81)));
            let near = pixels(&image, (cx as i32 - 8, cy as i32 - 8), (16, 16), palette::seat(Seat(0)));
            assert!(near > 30, "{spot}: {near}");
        }
    }
}

/// Eight straight roads east of the start tile, then the Cathedral (its token), then
/// monasteries (fields all round).
const ROAD_THEN_CATHEDRAL: [&str; 14] = [
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "BA/RFr",
    "MO/Cathedral.t",
    "BA/L",
    "BA/L",
    "BA/L",
    "BA/L",
    "BA/L",
];

/// Ann and Bob lay the road from (1, 0) to (8, 0): the board outgrows a preview.
fn the_road() -> Vec<String> {
    (1..=8).flat_map(|x| [format!("place {x} 0 0"), "pass".to_string()]).collect()
}

/// The road, then `more`.
fn road_and(more: &[&str]) -> (Game, Vec<Event>) {
    let mut script = the_road();
    script.extend(more.iter().map(|s| s.to_string()));
    let script: Vec<&str> = script.iter().map(String::as_str).collect();
    play(2, &ROAD_THEN_CATHEDRAL, &script)
}

/// The Cathedral under the road's middle, by Ann: its first objective (the two road
/// tiles north of it) is filled, and pays when her turn ends.
const CATHEDRAL: &str = "place 4 1 0";

/// The scene of `game` after `recent`, for Ann and Bob.
fn scene<'a>(game: &'a Game, names: &'a [String], recent: &'a [Event]) -> Scene<'a> {
    render_common::public(game, names, recent)
}

fn names() -> Vec<String> {
    render_common::names(2)
}

/// The preview of `scene` with its layout, written for a look as `name`.
fn previewed(name: &str, scene: &Scene) -> (Layout, RgbImage) {
    let bytes = preview(scene).expect("a board this wide is previewed");
    let image = look(&format!("monuments-preview-{name}"), &bytes);
    let layout = scene.preview_layout().expect("a preview");
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT, "{:?}", image.dimensions());
    (layout, image)
}

/// The height, in pixels of a chat's 500 px wide copy, of the first label on a
/// lavender badge in the legend's band: its digit's ink, dark on the lavender.
fn badge_digit_height(image: &RgbImage, layout: &Layout) -> f32 {
    let top = layout.height - layout.legend;
    let lavender = |x: u32, y: u32| image.get_pixel(x, y).0 == monument_colours::MONUMENT;
    let (bx, by) = (top..layout.height)
        .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
        .find(|&(x, y)| lavender(x, y))
        .expect("a badge in the legend");
    // The badge's extent down from its first row and across from its first column.
    let right = (bx..layout.width).take_while(|&x| lavender(x, by)).last().unwrap();
    let bottom = (by..layout.height).take_while(|&y| lavender(bx, y)).last().unwrap();
    // Inside the badge, anything but lavender is the digit's ink.
    let inked = |y: u32| (bx..=right).any(|x| !lavender(x, y));
    let rows = (by..=bottom).filter(|&y| inked(y)).count();
    rows as f32 * CHAT as f32 / layout.width as f32
}

/// The widest run of `colour` across one row of the rectangle from (x0, y0), `w` × `h`,
/// in pixels of a chat's copy of an image `width` pixels wide.
fn widest_run(image: &RgbImage, (x0, y0): (i32, i32), (w, h): (i32, i32), colour: [u8; 3]) -> f32 {
    let mut widest = 0;
    for y in y0.max(0)..(y0 + h).min(image.height() as i32) {
        let mut run = 0;
        for x in x0.max(0)..(x0 + w).min(image.width() as i32) {
            run = if image.get_pixel(x as u32, y as u32).0 == colour { run + 1 } else { 0 };
            widest = widest.max(run);
        }
    }
    widest as f32 * CHAT as f32 / image.width() as f32
}

#[test]
fn placing_a_monument_brings_a_legend_of_its_objectives_under_the_preview() {
    let names = names();
    // Before: the Cathedral in hand, far from any monument: no legend.
    let (before, before_events) = road_and(&[]);
    let before_scene = scene(&before, &names, &before_events);
    assert!(legend(&before_scene).is_empty());
    let (before_layout, _) = previewed("before", &before_scene);
    assert_eq!(before_layout.legend, 0);

    let (game, events) = road_and(&[CATHEDRAL]);
    assert_eq!(game.phase(), Phase::PlaceFigure);
    let scene = scene(&game, &names, &events);
    let lines = legend(&scene);
    assert_eq!(
        lines,
        [
            "Cathedral objectives (reward per cube)",
            "1 3 points · filled: pays this turn",
            "2 1 fame · fill 2 cells east · cube cathedral 2",
            "3 3 points · fill 2 cells south · cube cathedral 3",
            "4 1 fame · fill 2 cells west · cube cathedral 4",
        ]
    );
    let (layout, image) = previewed("placed", &scene);
    // The legend goes under the board: the preview is no wider, only taller.
    assert_eq!(layout.width, before_layout.width);
    let board_bottom = layout.origin.1 + layout.cells().1 * layout.tile as i32 + layout.margin as i32;
    assert!(layout.legend > 0 && layout.height - layout.legend == board_bottom as u32);
    let band = (0, (layout.height - layout.legend) as i32);
    let (w, h) = (layout.width as i32, layout.legend as i32);
    assert!(pixels(&image, band, (w, h), palette::TEXT) > 500, "the legend's words");
    assert!(pixels(&image, band, (w, h), monument_colours::MONUMENT) > 4 * 100, "four numbered badges");
    // Its words read at a chat's size: capitals and digits about 11 px high.
    let digit = badge_digit_height(&image, &layout);
    assert!(digit >= 10.5, "the badges' digits are {digit:.1} px high in a chat");
    // Each cell the objectives still want carries its number's badge, and no other.
    let wanted = [(6, 1), (6, 2), (5, 3), (4, 3), (3, 2), (3, 1)];
    for (x, y) in wanted {
        let lavender = in_cell(&image, &layout, Pos::new(x, y), monument_colours::MONUMENT);
        assert!(lavender > 200, "({x}, {y}): {lavender} lavender pixels");
    }
    for (x, y) in [(7, 1), (2, 1), (4, 0)] {
        let lavender = in_cell(&image, &layout, Pos::new(x, y), monument_colours::MONUMENT);
        assert!(lavender < 20, "({x}, {y}) is wanted by nothing: {lavender} lavender pixels");
    }
}

#[test]
fn cubes_and_completions_show_in_the_legend_and_cubes_read_at_a_chats_size() {
    let names = names();
    // Ann passes: the first objective pays her automatic cube. Bob's monastery reaches
    // the second (east), and he puts a cube on it.
    let (game, events) = road_and(&[CATHEDRAL, "pass"]);
    let lines = legend(&scene(&game, &names, &events));
    assert_eq!(lines[1], "1 3 points · done ✓ · paid Ann");
    let (_, image) = previewed("completed", &scene(&game, &names, &events));
    assert!(pixels(&image, (0, 0), (image.width() as i32, image.height() as i32), palette::SCORED) > 100);

    let cube = [CATHEDRAL, "pass", "place 6 1 0", "cube cathedral 2"];
    let (game, events) = road_and(&cube);
    let lines = legend(&scene(&game, &names, &events));
    assert_eq!(lines[1], "1 3 points · done ✓");
    assert_eq!(lines[2], "2 1 fame · fill 1 cell east · Bob");
    previewed("cube", &scene(&game, &names, &events));
    // Ann's monastery reaches the fourth objective (west): she may put a cube there,
    // and Bob's waits east.
    let (game, events) = road_and(&[&cube[..], &["place 3 1 0"]].concat());
    let scene = scene(&game, &names, &events);
    let lines = legend(&scene);
    assert_eq!(lines[2], "2 1 fame · fill 1 cell east · Bob");
    assert_eq!(lines[4], "4 1 fame · fill 1 cell west · cube cathedral 4");
    let (layout, image) = previewed("cube-offered", &scene);
    let bob = palette::seat(Seat(1));
    let t = layout.tile as i32;
    // On the plaque (the monument's square) and on the cell the objective still wants,
    // a cube of Bob's colour at least this wide in a chat.
    let plaque = widest_run(&image, layout.cell(Pos::new(4, 1)), (2 * t, 2 * t), bob);
    let cell = widest_run(&image, layout.cell(Pos::new(6, 2)), (t, t), bob);
    assert!(plaque >= 5.5, "Bob's cube on the plaque is {plaque:.1} px wide in a chat");
    assert!(cell >= 7.0, "Bob's cube on the wanted cell is {cell:.1} px wide in a chat");
    // The filled cell east is no longer wanted; the one under it still is.
    assert!(in_cell(&image, &layout, Pos::new(6, 1), monument_colours::WANTED_CELL) == 0);
    assert!(in_cell(&image, &layout, Pos::new(6, 2), monument_colours::MONUMENT) > 200);
}

/// A tile placed far from every monument brings no legend, and the board's numbers go
/// with it; the cubes waiting still show on their cells.
#[test]
fn a_tile_far_from_the_monuments_brings_no_legend() {
    let names = names();
    let (game, events) = road_and(&[CATHEDRAL, "pass", "place 6 1 0", "cube cathedral 2", "place 7 1 0"]);
    let scene = scene(&game, &names, &events);
    assert!(legend(&scene).is_empty());
    let (layout, image) = previewed("far", &scene);
    assert_eq!(layout.legend, 0);
    assert!(in_cell(&image, &layout, Pos::new(6, 2), palette::seat(Seat(1))) > 20, "Bob's cube waits");
}

/// One numbering on the board: in the figure step on a large tile, the discs number
/// the tile's spots and the architect only, and each objective a cube may go to is
/// labelled as the legend labels it (so no disc reads `5` for `cube cathedral 2`); the
/// legend's commands stay whole, in English and in French (whose `cube cathédrale 2`
/// was cut).
#[test]
fn a_cubes_mark_names_its_objective_and_the_legend_keeps_its_words_whole() {
    let (game, events) = play(3, &TILES, &FOUR[..1]);
    let names = render_common::names(3);
    let numbered = carcassonne_bot::render::figure_marks(&game.view(Audience::Public))
        .iter()
        .filter(|(m, _)| !matches!(m, carcassonne_bot::render::Mark::Labelled(_)))
        .count();
    assert_eq!(numbered, 3, "two spots of the tile and the architect");
    for lang in [Lang::En, Lang::Fr] {
        let scene = Scene { lang, ..render_common::public(&game, &names, &events) };
        let drawn = drawing(&scene);
        let image = look(&format!("monuments-figure-step-{lang:?}"), &drawn.png);
        render_common::assert_texts_inside("figure step", &drawn.texts, image.width(), image.height());
        // The numbers drawn: scores, the discs' (1 to 3) and the objectives' labels (1 to 4).
        let numbers: Vec<u32> = drawn.texts.iter().filter_map(|t| t.words.parse().ok()).collect();
        assert!(numbers.iter().all(|&n| n <= 4), "{lang:?}: {numbers:?}");
        let whole: Vec<&str> =
            drawn.texts.iter().map(|t| t.words.as_str()).filter(|w| w.contains("cube ")).collect();
        assert!(whole.iter().all(|w| !w.contains('…')), "{lang:?}: {whole:?}");
        for n in 1..=4 {
            let command =
                carcassonne_bot::render::Words::Commands.command(&format!("cube cathedral {n}"), lang);
            let drawn_whole = whole.iter().filter(|w| **w == command).count();
            assert_eq!(drawn_whole, 2, "{lang:?}: `{command}` in the header and the legend: {whole:?}");
        }
    }
}

/// Through every step of four monuments placed and cubes put on their objectives, by
/// players with long names (so the legend's rows, with their cubes' names, are long
/// enough to shrink), in English and in French: the legend draws every word whole,
/// none cut short with an ellipsis (`cube cathédral…` was).
#[test]
fn the_legend_cuts_no_word_however_long_its_rows() {
    let names: Vec<String> =
        ["Bartholomew Fairweather", "Guinevere Montgomery", "Maximilian Ashcroft"].map(String::from).to_vec();
    for moves in 1..=FOUR.len() {
        let (game, events) = play(3, &TILES, &FOUR[..moves]);
        for lang in [Lang::En, Lang::Fr] {
            let scene = Scene { lang, ..render_common::public(&game, &names, &events) };
            let layout = scene.layout();
            let band = i32::try_from(layout.height - layout.legend).expect("a height");
            let drawn = drawing(&scene);
            look(&format!("monuments-long-names-{moves}-{lang:?}"), &drawn.png);
            let cut: Vec<&str> = drawn
                .texts
                .iter()
                .filter(|t| layout.legend > 0 && t.y >= band && t.words.contains('…'))
                .map(|t| t.words.as_str())
                .collect();
            assert!(cut.is_empty(), "after {moves} moves, {lang:?}: {cut:?}");
        }
    }
}
