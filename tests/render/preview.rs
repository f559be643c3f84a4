//! The preview a chat shows: once a board outgrows it, the part around the tile just
//! placed at a fixed, legible tile size, under the same header; the whole board
//! otherwise. Samples go to `RENDER_SAMPLES` when set, to look at.

use crate::support::render as render_common;

use carcassonne_bot::render::{Drawing, Layout, PREVIEW_CELLS, PREVIEW_TILE, png, preview, preview_drawing};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{Audience, Game, Phase, Setup};

/// A seeded game played at random until `placed` tiles lie on the board, stopped with
/// the figure step of the last one open.
fn game_with(placed: usize, players: u8) -> Game {
    play(placed, Setup::new(players, 7), |phase| phase == Phase::PlaceFigure)
}

/// `setup` played at random until `placed` tiles lie on the board and the game waits
/// for a step `stop` accepts.
fn play(placed: usize, setup: Setup, stop: impl Fn(Phase) -> bool) -> Game {
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, _) = Game::new(setup).expect("setup");
    while game.board().tiles().len() < placed || !stop(game.phase()) {
        let seat = game.pending().and_then(|p| p.seats.iter().next()).expect("a seat");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    game
}

/// Writes a sample, and beside it the image as a chat shows it, 500 px wide, when
/// `RENDER_SAMPLES` names a folder.
fn save(name: &str, bytes: &[u8]) {
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        render_common::save_with_chat(std::path::Path::new(&dir), name, bytes);
    }
}

#[test]
fn a_small_board_needs_no_preview() {
    let game = game_with(6, 2);
    let names = ["Ann".to_string(), "Bob".to_string()];
    let scene = render_common::english(game.view(Audience::Public), &names);
    assert_eq!(preview(&scene), None, "the whole board reads already");
}

#[test]
fn a_large_board_previews_the_cells_around_the_last_tile_at_a_legible_size() {
    let game = game_with(60, 6);
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"].map(String::from).to_vec();
    let scene = render_common::english(game.view(Audience::Public), &names);
    let full = png(&scene);
    let bytes = preview(&scene).expect("a board this large is previewed");
    save("preview-full.png", &full);
    save("preview.png", &bytes);
    let image = image::load_from_memory(&bytes).expect("png").to_rgb8();
    let (cols, rows) = PREVIEW_CELLS;
    let header_free = image.height() as i32 - rows * PREVIEW_TILE as i32;
    assert!(image.width() >= cols as u32 * PREVIEW_TILE, "{}", image.width());
    assert!(header_free > 0 && header_free < 600, "a header and margins: {}", image.height());
    // At the ~500 px a chat shows, a tile is still about 40 px or more.
    let shown = 500.0 / image.width() as f32 * PREVIEW_TILE as f32;
    assert!(shown >= 40.0, "a tile shows {shown:.0} px wide in the chat ({} px image)", image.width());
    let full = image::load_from_memory(&full).expect("png").to_rgb8();
    assert!(full.width() > image.width() || full.height() > image.height());
}

/// Where a game played at random stops, once long enough.
type Stop = fn(Phase) -> bool;

/// How wide a preview's tile shows in a chat that shows the image 500 px wide; checks
/// the image is as its layout says and that all its text lies on it.
fn shown_tile(name: &str, drawing: &Drawing, layout: &Layout) -> f32 {
    save(name, &drawing.png);
    let image = image::load_from_memory(&drawing.png).expect("png").to_rgb8();
    assert_eq!(image.dimensions(), (layout.width, layout.height), "{name}");
    render_common::assert_texts_inside(name, &drawing.texts, layout.width, layout.height);
    500.0 / layout.width as f32 * layout.tile as f32
}

/// With every expansion the header holds more supplies, and six players a longer offer
/// at a bazaar: the preview still shows a tile 40 px wide or more in a chat, whatever
/// the step (placing, the figure step's list, a bazaar), as in the base game.
#[test]
fn a_late_preview_shows_tiles_40_px_wide_in_a_chat_with_every_expansion_and_six_players() {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"].map(String::from).to_vec();
    let every = || Setup { expansions: render_common::four_boxes(), ..Setup::new(6, 7) };
    let placing: Stop = |p| matches!(p, Phase::PlaceTile(_));
    let games: [(&str, Setup, Stop); 4] = [
        ("base-place", Setup::new(6, 7), placing),
        ("every-place", every(), placing),
        ("every-figure", every(), |p| p == Phase::PlaceFigure),
        ("every-bazaar", every(), |p| p == Phase::from(bcb::Ph::BazaarChoose)),
    ];
    for (name, setup, stop) in games {
        let game = play(50, setup, stop);
        let scene = render_common::english(game.view(Audience::Public), &names);
        let layout = scene.preview_layout().expect("a board this large is previewed");
        assert_eq!(layout.tile, PREVIEW_TILE);
        let drawing = preview_drawing(&scene).expect("a preview");
        let shown = shown_tile(&format!("preview-{name}.png"), &drawing, &layout);
        assert!(
            shown >= 40.0,
            "{name}: a tile shows {shown:.1} px wide in the chat ({} px image)",
            layout.width
        );
    }
}
