//! Helpers shared by the renderer's tests: scripted games, the players' names, the
//! plain scenes most of them draw, and checks on the texts an image says it drew.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{Layout, Scene, Text, Words};
use carcassonne_engine::{
    Audience, Event, Expansion, Expansions, Game, GameRng, Phase, Pos, Setup, Spot, View,
};
use image::RgbImage;

/// A game from `setup` with the fixed draw order `tiles`, played by `script`: each line
/// is an action of whoever owes the first decision. Returns the game and the events of
/// the last action.
pub fn play(setup: Setup, tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let setup = Setup { tiles: Some(tiles.iter().map(|id| id.parse().expect("tile id")).collect()), ..setup };
    let (mut game, mut events) = Game::new(setup).expect("setup");
    for line in script {
        let seat = game.pending().expect("a decision").seats.iter().next().expect("a seat");
        events = game.apply(seat, line.parse().expect("action")).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    (game, events)
}

/// Random legal play until `stop` tiles lie on the board (or the end); returns the
/// game and the events of its last action.
pub fn random(setup: Setup, stop: usize, meeple_bias: bool) -> (Game, Vec<Event>) {
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() >= stop && matches!(pending.phase, Phase::PlaceTile(_)) {
            break;
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        // Prefer placing figures so boards show many of them.
        let pick = if meeple_bias && actions.len() > 1 {
            rng.below(actions.len() - 1)
        } else {
            rng.below(actions.len())
        };
        events = game.apply(seat, actions[pick]).expect("legal");
    }
    (game, events)
}

/// The names of `players` seats: Ann, Bob, Cy, Dee, Eve, Fay.
pub fn names(players: usize) -> Vec<String> {
    ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][..players].iter().map(|s| s.to_string()).collect()
}

/// `view` drawn in English for the terminal, with `names`, nothing just played.
pub fn english<'a>(view: View<'a>, names: &'a [String]) -> Scene<'a> {
    Scene { view, names, recent: &[], words: Words::Commands, lang: Lang::En, figures: None }
}

/// What everyone sees of `game` after `recent`, in English for the terminal.
pub fn public<'a>(game: &'a Game, names: &'a [String], recent: &'a [Event]) -> Scene<'a> {
    Scene { recent, ..english(game.view(Audience::Public), names) }
}

/// Asserts every text drawn lies wholly on a `width`×`height` image: nothing clipped.
pub fn assert_texts_inside(name: &str, texts: &[Text], width: u32, height: u32) {
    for text in texts {
        let inside = text.x >= 0
            && text.y >= 0
            && text.x as u32 + text.width <= width
            && text.y as u32 + text.height <= height;
        assert!(inside, "{name}: {text:?} leaves the {width}×{height} image");
    }
}

/// The centres of the texts drawn that read `words` exactly, in drawing order.
pub fn centres_of(texts: &[Text], words: &str) -> Vec<(f32, f32)> {
    let centre = |t: &Text| (t.x as f32 + t.width as f32 / 2.0, t.y as f32 + t.height as f32 / 2.0);
    texts.iter().filter(|t| t.words == words).map(centre).collect()
}

/// Whether (x, y) lies in the cell of `pos` on `layout`.
pub fn in_cell(layout: &Layout, pos: Pos, (x, y): (f32, f32)) -> bool {
    let (x0, y0) = layout.cell(pos);
    let t = layout.tile as f32;
    (x0 as f32..x0 as f32 + t).contains(&x) && (y0 as f32..y0 as f32 + t).contains(&y)
}

/// Words for each spot a figure may take on `view`, as the images number them
/// (`"{label} 1"`, `"{label} 2"`…, each spot once in the order the image shows them).
pub fn spot_words(view: &View, label: &str) -> Vec<(Spot, String)> {
    let mut spots: Vec<Spot> = Vec::new();
    for spot in carcassonne_bot::render::figure_spots(view) {
        if !spots.contains(&spot) {
            spots.push(spot);
        }
    }
    spots.into_iter().enumerate().map(|(i, s)| (s, format!("{label} {}", i + 1))).collect()
}

/// Writes `bytes` (a PNG) as `name` in `dir`, and beside it `chat-{name}`, the image as
/// a chat shows it, 500 px wide: the size every picture is judged at.
pub fn save_with_chat(dir: &std::path::Path, name: &str, bytes: &[u8]) {
    std::fs::create_dir_all(dir).expect("samples dir");
    std::fs::write(dir.join(name), bytes).expect("write sample");
    let image = image::load_from_memory(bytes).expect("png").to_rgb8();
    let height = image.height() * 500 / image.width();
    let chat = image::imageops::resize(&image, 500, height, image::imageops::FilterType::Triangle);
    chat.save(dir.join(format!("chat-{name}"))).expect("write the chat-sized sample");
}

/// The four boxes the renderer's random games play together (Hills & Sheep; Bridges,
/// Castles & Bazaars; The Gifts; Monuments), each with supplies, a legend or steps of
/// its own to draw.
pub fn four_boxes() -> Expansions {
    Expansions::default()
        .with(Expansion::HillsSheep)
        .with(Expansion::BridgesCastlesBazaars)
        .with(Expansion::Gifts)
        .with(Expansion::Monuments)
}

/// Pixels of `colour` in the `w`×`h` box at (x0, y0), the part of it within the image.
pub fn pixels(image: &RgbImage, (x0, y0): (i32, i32), (w, h): (i32, i32), colour: [u8; 3]) -> usize {
    let (width, height) = (image.width() as i32, image.height() as i32);
    (y0.max(0)..(y0 + h).min(height))
        .flat_map(|y| (x0.max(0)..(x0 + w).min(width)).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .count()
}

/// The public image of `game` after `events`, decoded, and its layout.
pub fn image(game: &Game, events: &[Event]) -> (Layout, RgbImage) {
    let names = names(game.players().len());
    let scene = public(game, &names, events);
    let image = image::load_from_memory(&carcassonne_bot::render::png(&scene)).expect("png").to_rgb8();
    (scene.layout(), image)
}
