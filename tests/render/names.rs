//! Long names on the image: the header and the final table shorten a name that does not
//! fit, but keep its marker — who plays the seat now, "(bot)" or "(left)" — whole, so
//! a long-named player handed to a bot still shows as one.

use crate::support::render as render_common;

use carcassonne_bot::render::{self};
use carcassonne_engine::GameRng;
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
