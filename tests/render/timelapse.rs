//! A finished game's timelapse: fixed-seed games played to the end with the engine,
//! a frame before each tile is placed and one of the end, encoded, then decoded frame by
//! frame. One frame per tile and the held last one, each within the screen, the screen
//! within 2,000 px, the last frame the final image pixel for pixel, under 8 MB for six
//! players with every expansion, and the same bytes twice. Samples go to
//! `RENDER_SAMPLES` when set (the GIF and a few frames as PNG), to look at.

use crate::support::gif as gif_common;
use crate::support::render as render_common;
use crate::support::timelapse as timelapse_common;

use gif_common::decode;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::layout::{MAX_HEIGHT, MAX_WIDTH};
use carcassonne_bot::render::{Scene, Timelapse, png};

use carcassonne_engine::{Event, Expansion, Expansions, Game, Setup, TileSet};

/// A game played at random to the end, as its timelapse's frames: the state before
/// each tile is placed (the start tile alone first), then the end, each with the events
/// since the frame before.
struct Played {
    frames: Vec<(Game, Vec<Event>)>,
}

impl Played {
    fn new(setup: Setup) -> Played {
        Played { frames: timelapse_common::frames(setup) }
    }

    fn last(&self) -> &Game {
        &self.frames.last().expect("the end").0
    }

    /// The timelapse in `lang`, with these players' `names`.
    fn timelapse(&self, names: &[String], lang: Lang) -> Vec<u8> {
        let last = scene(self.frames.last().expect("the end"), names, lang);
        let mut timelapse = Timelapse::new(&last, self.frames.len());
        for frame in &self.frames {
            timelapse.frame(&scene(frame, names, lang));
        }
        timelapse.finish(&last)
    }
}

/// `frame` drawn for the channel in `lang`.
fn scene<'a>((game, recent): &'a (Game, Vec<Event>), names: &'a [String], lang: Lang) -> Scene<'a> {
    Scene { lang, ..render_common::public(game, names, recent) }
}

/// Checks the timelapse of `played` in `lang`: one frame per tile and the held last
/// one, the screen within the limits and as large as the final image, and the last
/// frame that image. Returns the GIF.
fn check(name: &str, played: &Played, names: &[String], lang: Lang) -> Vec<u8> {
    let bytes = played.timelapse(names, lang);
    let tiles = played.last().board().tiles().len();
    // Samples: the first two tiles, the middle of the game, the last tile and the end.
    let samples = [0, 1, tiles / 2, tiles - 1];
    let decoded = decode(&bytes, |n| samples.contains(&n));
    assert_eq!(decoded.delays.len(), tiles + 1, "{name}: a frame per tile on the board, and the held end");
    assert!(
        decoded.width <= MAX_WIDTH && decoded.height <= MAX_HEIGHT,
        "{name}: {}×{}",
        decoded.width,
        decoded.height
    );
    let last = scene(played.frames.last().expect("the end"), names, lang);
    let final_image = image::load_from_memory(&png(&last)).expect("the final PNG").to_rgb8();
    let shown = decoded.last();
    assert_eq!(shown.dimensions(), final_image.dimensions(), "{name}: the final image's size");
    assert!(shown == final_image, "{name}: the held frame is the final image");
    let seconds = decoded.delays.iter().map(|&d| u32::from(d)).sum::<u32>() as f32 / 100.0;
    eprintln!("{name}: {tiles} tiles, {} KB, plays in {seconds:.1} s", bytes.len() / 1024);
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        let dir = std::path::Path::new(&dir);
        std::fs::create_dir_all(dir).expect("samples dir");
        std::fs::write(dir.join(format!("timelapse-{name}.gif")), &bytes).expect("write GIF");
        for &n in decoded.kept.keys() {
            decoded.rgb(n).save(dir.join(format!("timelapse-{name}-{:03}.png", n + 1))).expect("write frame");
        }
    }
    bytes
}

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bartholomew", "Cat", "Dan", "Eve", "Fay"][..n].iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_base_game_timelapse_shows_every_tile_and_ends_on_the_final_image() {
    let played = Played::new(Setup::new(3, 7));
    let bytes = check("base", &played, &names(3), Lang::En);
    assert!(bytes == played.timelapse(&names(3), Lang::En), "same scenes, same bytes");
    check("base-fr", &played, &names(3), Lang::Fr);
}

#[test]
fn a_six_player_timelapse_with_every_expansion_stays_under_8_mb() {
    let played = Played::new(timelapse_common::every_expansion(149, 11));
    let tiles = played.last().board().tiles().len();
    assert!(tiles >= 140, "a long game: {tiles} tiles");
    let bytes = check("every-expansion", &played, &names(6), Lang::En);
    assert!(bytes.len() < 8_000_000, "{} bytes", bytes.len());
}

/// The game with every expansion but a box (the benches' `BENCH_LEAVE_OUT`): neither
/// its rules nor a tile of its set, every other box's tiles all there (the stack uncut),
/// and with nothing left out the game with every expansion itself.
#[test]
fn the_game_with_every_expansion_leaves_a_box_out_whole() {
    let (all, seed) = (usize::MAX, 11);
    let every = timelapse_common::every_expansion(all, seed);
    assert_eq!(timelapse_common::every_expansion_but(all, seed, &[]).tiles, every.tiles);
    // How many tiles of each set a stack holds.
    let sets = |stack: Option<Vec<carcassonne_engine::TileKind>>| {
        let mut sets = std::collections::BTreeMap::<TileSet, usize>::new();
        for kind in stack.expect("a fixed stack") {
            *sets.entry(kind.def().set).or_default() += 1;
        }
        sets
    };
    let every_sets = sets(every.tiles);
    for left_out in [Expansion::AbbeyMayor, Expansion::TradersBuilders, Expansion::River] {
        let but = timelapse_common::every_expansion_but(all, seed, &[left_out]);
        assert!(!but.expansions.has(left_out), "{left_out:?} still in play");
        assert!(every.expansions.has(left_out), "{left_out:?}");
        let mut expected = every_sets.clone();
        assert!(expected.remove(&TileSet::Expansion(left_out)).is_some(), "{left_out:?} has tiles");
        assert_eq!(sets(but.tiles), expected, "{left_out:?}");
    }
}

/// The README's still: the frame nearest the middle of a four-player game with Hills &
/// Sheep and Monuments where something scored, as an indexed PNG like the bot's images.
/// Run it again after a change to how frames look.
#[test]
#[ignore = "writes the README's image"]
fn readme_still() {
    let expansions = Expansions::default().with(Expansion::HillsSheep).with(Expansion::Monuments);
    let played = Played::new(Setup { expansions, ..Setup::new(4, 3) });
    let names = names(4);
    let bytes = played.timelapse(&names, Lang::En);
    let scored = decode(&bytes, |_| false).scored();
    let middle =
        scored.iter().copied().min_by_key(|&n| n.abs_diff(played.frames.len() / 2)).expect("a scoring");
    let decoded = decode(&bytes, |n| n == middle);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/readme/timelapse.png");
    std::fs::create_dir_all(std::path::Path::new(path).parent().expect("a folder")).expect("assets/readme");
    let file = std::io::BufWriter::new(std::fs::File::create(path).expect("the README's image"));
    let mut encoder = png::Encoder::new(file, decoded.width, decoded.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(decoded.palette.clone());
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().expect("a PNG header");
    writer.write_image_data(&decoded.kept[&middle]).expect("the frame");
    writer.finish().expect("the PNG");
    eprintln!("frame {} of {} (scored: {scored:?})", middle + 1, decoded.delays.len());
}
