//! An image names the next steps in the words of the front that shows it: Discord's as
//! its buttons (`road`, `Tile 1` under each tile, `No figure`, `Bid 0 or more`), the
//! terminal's as its commands (`meeple road E`, `choose 1`, `pass`). Read from the texts
//! the renderer writes; samples go to `RENDER_SAMPLES` when set, to look at.

use crate::support::render as render_common;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{Scene, Text, Words, drawing};
use carcassonne_engine::GameRng;
use carcassonne_engine::Setup;
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts::Ph as GiftPh;
use carcassonne_engine::rules::hills_sheep::Ph;
use carcassonne_engine::{Audience, Game, Phase, View};

/// A step of the game to find, with words that must show on the terminal's image and
/// on Discord's (each the start of a text written on it).
struct Step {
    name: &'static str,
    is: fn(&View) -> bool,
    commands: &'static [&'static str],
    buttons: &'static [&'static str],
}

const STEPS: [Step; 9] = [
    Step {
        name: "figure",
        is: |v| {
            v.phase() == Phase::PlaceFigure && v.legal_actions(v.active()).iter().any(|a| a.spot().is_some())
        },
        commands: &["pass", "meeple "],
        buttons: &["No figure", "spot word 1"],
    },
    Step {
        name: "plank",
        is: |v| {
            matches!(v.phase(), Phase::PlaceTile(_))
                && v.placement_options().iter().any(|o| o.needs.is_some())
        },
        commands: &["Ann places (a plank: fits only with a bridge):"],
        buttons: &["Ann places (a plank: fits only with a bridge):"],
    },
    Step {
        name: "choose",
        is: |v| v.phase() == Phase::from(bcb::Ph::BazaarChoose),
        commands: &["choose 1", "choose 2", "choose 3"],
        buttons: &["Tile 1", "Tile 2", "Tile 3"],
    },
    Step {
        name: "bid",
        is: |v| v.phase() == Phase::from(bcb::Ph::BazaarBid),
        commands: &["bid N  (N ≥ 0)"],
        buttons: &["Bid 0 or more"],
    },
    Step {
        name: "raise",
        is: |v| v.phase() == Phase::from(bcb::Ph::BazaarRaise),
        commands: &["bid N  (N ≥ ", "pass"],
        buttons: &["Bid ", "Pass (no raise)"],
    },
    Step {
        name: "trade",
        is: |v| v.phase() == Phase::from(bcb::Ph::BazaarTrade),
        commands: &["buy  (you pay ", "sell  (you get "],
        buttons: &["Buy: you pay ", "Sell: you get "],
    },
    Step {
        name: "castle",
        is: |v| v.phase() == Phase::from(bcb::Ph::Castle),
        commands: &["castle build", "castle score"],
        buttons: &["Build a castle", "Score the city"],
    },
    Step {
        name: "flock",
        is: |v| v.phase() == Ph::Flock.into(),
        commands: &["grow", "herd"],
        buttons: &["Grow the flock", "Herd the flock"],
    },
    Step {
        name: "take-two",
        is: |v| matches!(GiftPh::of(v.phase()), Some(GiftPh::TakeTwo(..))),
        commands: &["keep 1", "keep 2"],
        buttons: &["Keep 1", "Keep 2"],
    },
];

/// The words the terminal's image must never show on Discord's, and the other way.
const ONLY_COMMANDS: [&str; 4] = ["pass", "choose 1", "keep 1", "castle build"];
const ONLY_BUTTONS: [&str; 4] = ["No figure", "Tile 1", "Build a castle", "Pass (no raise)"];

fn texts(name: &str, view: View, words: Words) -> Vec<Text> {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan"].map(String::from).to_vec();
    let scene = Scene {
        view,
        names: &names[..view.players().len()],
        recent: &[],
        words,
        lang: Lang::En,
        figures: None,
    };
    let drawn = drawing(&scene);
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        std::fs::create_dir_all(&dir).expect("samples dir");
        std::fs::write(std::path::Path::new(&dir).join(format!("words-{name}.png")), &drawn.png)
            .expect("write");
    }
    drawn.texts
}

fn says(texts: &[Text], words: &str) -> bool {
    texts.iter().any(|t| t.words.starts_with(words))
}

/// Every step with words of its own, found in seeded games with every expansion played
/// at random, drawn for each front.
#[test]
fn discord_images_use_the_buttons_words_and_the_terminals_the_commands() {
    let expansions = render_common::four_boxes();
    let mut seen = [false; STEPS.len()];
    // Seeds until every step was met (which seeds meet which steps moves with the rules).
    for seed in 1..=16 {
        if seen.iter().all(|&s| s) {
            break;
        }
        let setup = Setup { expansions, ..Setup::new(4, seed) };
        let mut rng = GameRng::from_seed(seed);
        let (mut game, _) = Game::new(setup).expect("setup");
        while let Some(pending) = game.pending() {
            let view = game.view(Audience::Public);
            for (i, step) in STEPS.iter().enumerate() {
                // The plank's title names the player who places.
                if seen[i] || !(step.is)(&view) || (step.name == "plank" && view.active().index() != 0) {
                    continue;
                }
                seen[i] = true;
                let spots = render_common::spot_words(&view, "spot word");
                let terminal = texts(&format!("{}-terminal", step.name), view, Words::Commands);
                let discord = texts(&format!("{}-discord", step.name), view, Words::Buttons(&spots, &[]));
                for words in step.commands {
                    assert!(says(&terminal, words), "{}: the terminal's image lacks {words:?}", step.name);
                }
                for words in step.buttons {
                    assert!(says(&discord, words), "{}: Discord's image lacks {words:?}", step.name);
                }
                for words in ONLY_COMMANDS {
                    assert!(
                        !discord.iter().any(|t| t.words == words),
                        "{}: Discord's image says {words:?}",
                        step.name
                    );
                }
                for words in ONLY_BUTTONS {
                    assert!(
                        !terminal.iter().any(|t| t.words == words),
                        "{}: the terminal's says {words:?}",
                        step.name
                    );
                }
                if step.name == "figure" {
                    // Every spot's words, as given, on Discord's image.
                    for (_, words) in &spots {
                        assert!(discord.iter().any(|t| t.words == *words), "no {words:?}");
                    }
                }
                if step.name == "choose" {
                    under_each_tile(&terminal, "choose");
                    under_each_tile(&discord, "Tile");
                }
            }
            let seat = pending.seats.iter().next().expect("a seat");
            let actions = game.legal_actions(seat);
            game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
        }
    }
    let missing: Vec<&str> = STEPS.iter().zip(seen).filter(|(_, s)| !s).map(|(s, _)| s.name).collect();
    assert!(missing.is_empty(), "steps never reached: {missing:?}");
}

/// The labels `word 1`, `word 2`… of a bazaar's tiles lie in one row, left to right, as
/// evenly spaced as the tiles (at least a tile's width apart), each under its tile's
/// number.
fn under_each_tile(texts: &[Text], word: &str) {
    let labels: Vec<&Text> =
        (1..).map_while(|n| texts.iter().find(|t| t.words == format!("{word} {n}"))).collect();
    assert!(labels.len() >= 3, "{word}: {labels:?}");
    let centre = |t: &Text| t.x as f32 + t.width as f32 / 2.0;
    let steps: Vec<f32> = labels.windows(2).map(|w| centre(w[1]) - centre(w[0])).collect();
    for step in &steps {
        assert!(*step >= 56.0 && (step - steps[0]).abs() <= 2.0, "{word}: spaced {steps:?}");
    }
    assert!(labels.iter().all(|t| (t.y - labels[0].y).abs() <= 2), "{word}: not in one row: {labels:?}");
    // Each tile's number, beside its top-left corner, lies above its label and left of
    // the tile (more than half a tile left of its middle), nearer it than the tile
    // before.
    for (n, label) in labels.iter().enumerate() {
        let number = (n + 1).to_string();
        let above = texts.iter().any(|t| {
            let left_of_middle = centre(label) - centre(t);
            t.words == number
                && t.y + (t.height as i32) < label.y
                && left_of_middle > 28.0
                && left_of_middle < 56.0
        });
        assert!(above, "{word} {}: not under its tile's number", n + 1);
    }
}
