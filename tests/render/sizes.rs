//! Large boards stay within the limits: at most 2,000 px wide, tiles shrinking as the
//! board grows, and a PNG well under 1 MB.

use crate::support::render as render_common;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::layout::{MAX_HEIGHT, MAX_WIDTH};
use carcassonne_bot::render::{Scene, drawing, png};
use carcassonne_engine::GameRng;
use carcassonne_engine::{Audience, Category, Event, Expansion, Expansions, Game, Setup, TileKind};

fn random_game(setup: Setup) -> Game {
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, _) = Game::new(setup).expect("setup");
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    game
}

#[test]
fn a_110_tile_board_fits_in_2000_px() {
    let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
    let tiles: Vec<TileKind> = (0..109).map(|i| kinds[i * 7 % kinds.len()]).collect();
    let game = random_game(Setup { tiles: Some(tiles), ..Setup::new(3, 4) });
    assert!(game.board().tiles().len() > 100);
    let names = vec![];
    let scene = render_common::english(game.view(Audience::Public), &names);
    let bytes = png(&scene);
    let image = image::load_from_memory(&bytes).expect("png").to_rgb8();
    let layout = scene.layout();
    assert!(image.width() <= MAX_WIDTH, "{}", image.width());
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    assert!(bytes.len() < 600_000, "{} bytes", bytes.len());
}

#[test]
fn a_line_of_tiles_still_fits() {
    // Straight roads only: the board grows in one direction as far as it can.
    let road = TileKind::from_id("BA/RFr").expect("id");
    let script: Vec<String> = (1..=60).flat_map(|x| [format!("place {x} 0 0"), "pass".to_string()]).collect();
    let (mut game, _) = Game::new(Setup { tiles: Some(vec![road; 60]), ..Setup::new(1, 1) }).expect("setup");
    for line in &script {
        if game.is_over() {
            break;
        }
        let seat = game.active();
        let _ = game.apply(seat, line.parse().expect("action"));
    }
    let scene = render_common::english(game.view(Audience::Public), &[]);
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    assert!(image.width() <= MAX_WIDTH);
    assert!(scene.layout().tile >= 12);
}

/// The whole image, header included, stays within 2,000 px both ways: a column of 150
/// tiles under a six-player header (images of 2,006 and 2,040 px were seen before).
#[test]
fn a_tall_board_under_a_six_player_header_fits_in_2000_px() {
    let field = TileKind::from_id("BA/L").expect("id");
    let (mut game, _) =
        Game::new(Setup { tiles: Some(vec![field; 150]), ..Setup::new(6, 1) }).expect("setup");
    for y in 1..=150 {
        let seat = game.active();
        game.apply(seat, format!("place 0 {y} 0").parse().expect("action")).expect("a monastery below");
        if game.phase() == carcassonne_engine::Phase::PlaceFigure {
            game.apply(seat, "pass".parse().expect("pass")).expect("pass");
        }
    }
    let names: Vec<String> = (1..=6).map(|i| format!("Player number {i}")).collect();
    let scene = render_common::english(game.view(Audience::Public), &names);
    let image = image::load_from_memory(&png(&scene)).expect("png").to_rgb8();
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT, "{:?}", image.dimensions());
}

/// Six players with every expansion, played at random to the end: every image of the
/// game (the whole board, and Discord's preview) stays within the limits, a preview
/// shows its tiles 40 px wide or more in a chat 500 px wide, and the final table shows
/// every category's title and every player's total, all of its text on the image and
/// legible when a chat shows the image 500 px wide.
#[test]
fn a_six_player_game_with_every_expansion_fits_and_its_final_table_shows_every_column() {
    let expansions = Expansion::ALL.into_iter().fold(Expansions::default(), Expansions::with);
    let setup = Setup { expansions, ..Setup::new(6, 11) };
    let names: Vec<String> = ["Ann", "Bartholomew", "Cat", "Dan", "Eve", "Fay"].map(String::from).to_vec();
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    let mut states = 0;
    loop {
        let scene = render_common::public(&game, &names, &events);
        let layout = scene.layout();
        assert!(layout.width <= MAX_WIDTH && layout.height <= MAX_HEIGHT, "state {states}: {layout:?}");
        if let Some(preview) = scene.preview_layout() {
            let shown = 500.0 / preview.width as f32 * preview.tile as f32;
            assert!(shown >= 40.0, "state {states}: a preview's tile shows {shown:.1} px wide: {preview:?}");
        }
        states += 1;
        let Some(pending) = game.pending() else { break };
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    // In every language: the columns' titles are measured in the image's.
    for lang in Lang::ALL {
        final_table_shows_every_column(&game, &names, &events, lang);
    }
}

/// The final table of `game` in `lang`: every category's title and, on the total's row,
/// every player's score, all of its text on the image; shown 500 px wide, the titles'
/// letters stand 7.5 px tall or more (ten columns side by side left them about 3 px).
fn final_table_shows_every_column(game: &Game, names: &[String], events: &[Event], lang: Lang) {
    let scene = Scene { lang, ..render_common::public(game, names, events) };
    let layout = scene.layout();
    let drawn = drawing(&scene);
    let image = image::load_from_memory(&drawn.png).expect("png").to_rgb8();
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        std::fs::create_dir_all(&dir).expect("samples dir");
        let name = format!("every-expansion-final-{}.png", lang.tag());
        image.save(std::path::Path::new(&dir).join(name)).expect("write sample");
    }
    let said: Vec<&str> = drawn.texts.iter().map(|t| t.words.as_str()).collect();
    let total = lang.say("render-total", []);
    let titles = Category::ALL.map(|c| lang.say(&format!("category-title-{}", c.word()), []));
    for title in titles.iter().chain([&total]) {
        assert!(said.contains(&title.as_str()), "{lang:?}: no category {title:?} in {said:?}");
    }
    // The table follows the board's width, not the header's steps of a tenth
    // (`layout::unstepped_ui`), so its letters shown at 500 px do not shrink as the board
    // outgrows a step; six players' columns, one named Bartholomew, make the table wider
    // than this board (seventeen boxes: 7.8 px).
    let chat = 500.0 / layout.width as f32;
    for text in drawn.texts.iter().filter(|t| titles.contains(&t.words)) {
        let shown = text.height as f32 * chat;
        assert!(shown >= 7.5, "{lang:?}: {:?} stands {shown:.1} px tall at 500 px", text.words);
    }
    // On the total's row, right of its title: each player's score, in seat order.
    let total = drawn.texts.iter().find(|t| t.words == total).expect("a total row");
    let middle = |t: &carcassonne_bot::render::Text| t.y + t.height as i32 / 2;
    let mut totals: Vec<&carcassonne_bot::render::Text> = (drawn.texts.iter())
        .filter(|t| t.x > total.x + total.width as i32 && (middle(t) - middle(total)).abs() <= 6)
        .collect();
    totals.sort_by_key(|t| t.x);
    let totals: Vec<&str> = totals.iter().map(|t| t.words.as_str()).collect();
    let scores: Vec<String> = game.players().iter().map(|p| p.score.to_string()).collect();
    assert_eq!(totals, scores, "{lang:?}: the totals on the total's row");
    render_common::assert_texts_inside("the final table", &drawn.texts, layout.width, layout.height);
}
