//! Long names on the image: the header and the final table shorten a name that does not
//! fit, but keep its marker — who plays the seat now, "(bot)" or "(left)" — whole, so
//! a long-named player handed to a bot still shows as one.

use crate::support::render as render_common;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{self, Scene};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::hills_sheep::Ph;
use carcassonne_engine::{Audience, Game, Setup};

/// Every text drawn on the image of `game` with `names`.
fn drawn(game: &Game, names: &[String]) -> Vec<String> {
    let scene = render_common::english(game.view(Audience::Public), names);
    render::drawing(&scene).texts.into_iter().map(|t| t.words).collect()
}

#[test]
fn a_long_name_is_cut_before_its_marker() {
    let long = "Bartholomew Maximilian Fitzgerald";
    let names: Vec<String> =
        [format!("{long} (bot)"), format!("{long} (left)"), "Ann".into()].into_iter().collect();
    let (mut game, _) = Game::new(Setup::new(3, 4)).expect("setup");
    let texts = drawn(&game, &names);
    for marker in ["(bot)", "(left)"] {
        let shown = texts.iter().find(|t| t.starts_with("Bartho") && t.ends_with(marker));
        let shown = shown.unwrap_or_else(|| panic!("no name ends with {marker}: {texts:?}"));
        assert!(shown.contains('…') && shown.len() < long.len(), "cut: {shown}");
    }
    // The final table too.
    let mut rng = GameRng::from_seed(4);
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    let texts = drawn(&game, &names);
    for marker in ["(bot)", "(left)"] {
        assert!(
            texts.iter().any(|t| t.starts_with("Bartho") && t.ends_with(marker)),
            "the final table keeps {marker}: {texts:?}"
        );
    }
}

/// The header's title is written whole in French, smaller where its shortest wording
/// does not fit beside the players: `Berger de Zoë : agrandir le troupeau ou le
/// rentrer` was cut after `le` (the verb is now the rule book's `rassembler`).
#[test]
fn the_french_title_of_a_flock_step_is_whole() {
    let names: Vec<String> = ["Zoë", "Bob"].map(String::from).to_vec();
    let mut setup = Setup::new(2, 9);
    setup.expansions.hills_sheep = true;
    let (mut game, _) = Game::new(setup).expect("setup");
    let mut rng = GameRng::from_seed(9);
    let mut flocks = 0;
    while let Some(pending) = game.pending() {
        if game.phase() == Ph::Flock.into() {
            flocks += 1;
            let scene =
                Scene { lang: Lang::Fr, ..render_common::english(game.view(Audience::Public), &names) };
            let drawn = render::drawing(&scene);
            if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
                std::fs::write(
                    std::path::Path::new(&dir).join(format!("names-flock-{flocks}.png")),
                    &drawn.png,
                )
                .expect("write");
            }
            let texts = drawn.texts;
            let title = texts.iter().find(|t| t.words.starts_with("Berger de")).expect("the flock's title");
            assert!(!title.words.ends_with('…'), "cut: {:?}", title.words);
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    assert!(flocks > 0, "no flock step in the game");
}

/// An emoji in a Discord name, which the font lacks, draws nothing rather than an
/// empty box: the image is the one of the name without it.
#[test]
fn an_emoji_in_a_name_draws_no_box() {
    let (game, _) = Game::new(Setup::new(2, 4)).expect("setup");
    let image = |first: &str| {
        let names: Vec<String> = [first, "Bob"].map(String::from).to_vec();
        render::drawing(&render_common::english(game.view(Audience::Public), &names)).png
    };
    assert!(image("Zoë 🎲\u{fe0f}") == image("Zoë "), "the emoji drew something");
}
