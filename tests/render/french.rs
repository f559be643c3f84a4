//! A French image says nothing in English: every step of a game with every expansion
//! (placing, a figure, a flock, a bridge, a castle, the bazaar's four steps, Take two, a
//! monument's objectives, the final table), drawn for the terminal and for Discord, whole
//! and as a chat's preview, writes only French words besides the players' names and the
//! terminal's commands, which stay as typed; and every text lies on the image. The same
//! scenes drawn in English lie on their images too. Samples go to `RENDER_SAMPLES` when
//! set, to look at.

use crate::support::french as french_common;
use crate::support::render as render_common;

use carcassonne_bot::render::{Drawing, Lang, Scene, Text, Words, drawing, legend, preview_drawing};
use carcassonne_bot::service::verbs::spell;
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::gifts::Ph as GiftPh;
use carcassonne_engine::rules::hills_sheep::{Act as HsAct, Ph};
use carcassonne_engine::rules::monuments::{Act, Happened, Monument};
use carcassonne_engine::{Audience, Event, Game, Phase, Setup, View};

/// The players' names: never translated, so never checked.
const NAMES: [&str; 4] = ["Anne", "Bruno", "Chloé", "Denis"];

/// A kind of image to find in the games played, and whether `view` (after `recent`) is
/// one.
struct Step {
    name: &'static str,
    is: fn(&View, &[Event]) -> bool,
}

const STEPS: [Step; 16] = [
    Step { name: "place", is: |v, _| matches!(v.phase(), Phase::PlaceTile(_)) && v.tiles_left() < 60 },
    Step {
        name: "plank",
        is: |v, _| {
            matches!(v.phase(), Phase::PlaceTile(_))
                && v.placement_options().iter().any(|o| o.needs.is_some())
        },
    },
    Step {
        name: "monument-in-hand",
        is: |v, _| {
            matches!(v.phase(), Phase::PlaceTile(_)) && v.current_tile().and_then(Monument::of_tile).is_some()
        },
    },
    Step {
        name: "figure",
        is: |v, _| {
            v.phase() == Phase::PlaceFigure && v.legal_actions(v.active()).iter().any(|a| a.spot().is_some())
        },
    },
    Step {
        name: "figure-or-bridge",
        is: |v, _| {
            v.phase() == Phase::PlaceFigure
                && v.legal_actions(v.active())
                    .iter()
                    .any(|a| matches!(bcb::Act::of(*a), Some(bcb::Act::Bridge(_))))
        },
    },
    Step {
        name: "shepherd",
        is: |v, _| {
            v.phase() == Phase::PlaceFigure
                && v.legal_actions(v.active())
                    .iter()
                    .any(|&a| matches!(HsAct::of(a), Some(HsAct::Shepherd(_))))
        },
    },
    Step {
        name: "architect",
        is: |v, _| {
            v.phase() == Phase::PlaceFigure
                && v.legal_actions(v.active()).iter().any(|&a| Act::of(a).is_some())
        },
    },
    Step { name: "flock", is: |v, _| v.phase() == Ph::Flock.into() },
    Step { name: "bridge", is: |v, _| v.phase() == Phase::from(bcb::Ph::Bridge) },
    Step { name: "castle", is: |v, _| v.phase() == Phase::from(bcb::Ph::Castle) },
    Step { name: "choose", is: |v, _| v.phase() == Phase::from(bcb::Ph::BazaarChoose) },
    Step { name: "bid", is: |v, _| v.phase() == Phase::from(bcb::Ph::BazaarBid) },
    Step {
        name: "raise",
        is: |v, _| {
            v.phase() == Phase::from(bcb::Ph::BazaarRaise)
                && v.bridges_castles_bazaars()
                    .and_then(|b| b.auction())
                    .is_some_and(|a| a.passed.contains(&true))
        },
    },
    Step { name: "trade", is: |v, _| v.phase() == Phase::from(bcb::Ph::BazaarTrade) },
    Step { name: "take-two", is: |v, _| matches!(GiftPh::of(v.phase()), Some(GiftPh::TakeTwo(..))) },
    Step {
        name: "objective-done",
        is: |_, recent| {
            recent.iter().any(|e| matches!(Happened::of(e), Some(Happened::ObjectiveCompleted { .. })))
        },
    },
];

/// The terminal's commands that may be drawn for `view`: whatever its deciders may play,
/// as typed, and the bid with its free number.
fn commands(view: &View) -> Vec<String> {
    let seats = view.decisions().iter().flat_map(|d| d.seats.iter()).collect::<Vec<_>>();
    let mut commands: Vec<String> = seats
        .into_iter()
        .flat_map(|s| view.legal_actions(s))
        .map(|a| carcassonne_bot::render::shown_action(view, a).to_string())
        .collect();
    commands.push("bid N".into());
    // Longest first, so `meeple road E` goes before `meeple road`.
    commands.sort_by_key(|c| std::cmp::Reverse(c.len()));
    commands
}

/// The English words in `text` once the players' names and, on the terminal's image, a
/// command opening it are taken out.
fn english_in(text: &str, commands: &[String]) -> Vec<String> {
    let command = commands.iter().find(|c| text == **c || text.starts_with(&format!("{c} ")));
    french_common::english_words(&text[command.map_or(0, String::len)..], &NAMES)
}

fn save(name: &str, drawn: &Drawing) {
    let Some(dir) = std::env::var_os("RENDER_SAMPLES") else { return };
    std::fs::create_dir_all(&dir).expect("samples dir");
    std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), &drawn.png).expect("write");
}

/// Checks the drawing `name` of `view`: on the image, and in French with no English.
fn check(name: &str, view: &View, drawn: &Drawing, lang: Lang, words: Words) {
    let image = image::load_from_memory(&drawn.png).expect("a png");
    render_common::assert_texts_inside(name, &drawn.texts, image.width(), image.height());
    if lang == Lang::Fr {
        // The notation as typed stays English; the spelled commands are French.
        let commands = if matches!(words, Words::Commands) { commands(view) } else { Vec::new() };
        for text in &drawn.texts {
            let english = english_in(&text.words, &commands);
            assert!(english.is_empty(), "{name}: {:?} says {english:?} in English", text.words);
            // The boxes' words and French typography, but in the notation typed as is.
            if !matches!(words, Words::Commands) {
                let faults = french_common::glossary_faults(&text.words, &NAMES);
                assert!(faults.is_empty(), "{name}: {:?} goes against the glossary: {faults:?}", text.words);
            }
        }
    }
}

/// The scene drawn whole and, when it has one, as a preview, in `lang` with `words`.
fn draw_all(name: &str, view: View, recent: &[Event], lang: Lang, words: Words) -> Vec<Text> {
    let names: Vec<String> = NAMES.map(String::from)[..view.players().len()].to_vec();
    let scene = Scene { view, names: &names, recent, words, lang, figures: None };
    let whole = drawing(&scene);
    let front = match words {
        Words::Commands => "terminal",
        Words::Spelled(_) => "spelled",
        Words::Buttons(..) => "discord",
        Words::Watch => "timelapse",
        Words::Page => "page",
    };
    let name = format!("{name}-{front}-{}", lang.tag());
    check(&name, &view, &whole, lang, words);
    save(&name, &whole);
    let mut texts = whole.texts;
    if let Some(preview) = preview_drawing(&scene) {
        check(&format!("{name}-preview"), &view, &preview, lang, words);
        save(&format!("{name}-preview"), &preview);
        texts.extend(preview.texts);
    }
    texts
}

/// Every text drawn for `view` in both languages and on both fronts; the French ones.
fn draw_both(name: &str, view: View, recent: &[Event]) -> Vec<Text> {
    let spots = render_common::spot_words(&view, "emplacement");
    let mut french = Vec::new();
    for lang in Lang::ALL {
        // The terminal writes its commands as its reader types them, as the service asks.
        for words in [Words::Commands, Words::Spelled(spell), Words::Buttons(&spots, &[])] {
            let texts = draw_all(name, view, recent, lang, words);
            if lang == Lang::Fr {
                french.extend(texts);
            }
        }
    }
    french
}

fn says(texts: &[Text], words: &str) -> bool {
    texts.iter().any(|t| t.words.contains(words))
}

/// Seeded games with every expansion, played at random to the end: the first image of
/// each step, the monuments' legend and the final table, in French and English.
#[test]
fn french_images_say_nothing_in_english() {
    let expansions = render_common::four_boxes();
    let mut seen = [false; STEPS.len()];
    let mut legends = 0;
    let mut french: Vec<Text> = Vec::new();
    for seed in 1..=6 {
        let setup = Setup { expansions, ..Setup::new(4, seed) };
        let mut rng = GameRng::from_seed(seed);
        let (mut game, mut recent) = Game::new(setup).expect("setup");
        while let Some(pending) = game.pending() {
            let view = game.view(Audience::Public);
            for (i, step) in STEPS.iter().enumerate() {
                if !seen[i] && (step.is)(&view, &recent) {
                    seen[i] = true;
                    french.extend(draw_both(step.name, view, &recent));
                }
            }
            let names: Vec<String> = NAMES.map(String::from).to_vec();
            let scene = Scene {
                view,
                names: &names,
                recent: &recent,
                words: Words::Commands,
                lang: Lang::Fr,
                figures: None,
            };
            if legends < 3 && !legend(&scene).is_empty() {
                legends += 1;
                french.extend(draw_both(&format!("legend-{legends}"), view, &recent));
            }
            let seat = pending.seats.iter().next().expect("a seat");
            let actions = game.legal_actions(seat);
            recent = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
        }
        if seed <= 2 {
            french.extend(draw_both(&format!("final-{seed}"), game.view(Audience::Public), &recent));
        }
    }
    let missing: Vec<&str> = STEPS.iter().zip(seen).filter(|(_, s)| !s).map(|(s, _)| s.name).collect();
    assert!(missing.is_empty(), "steps never reached: {missing:?}");
    assert_eq!(legends, 3, "legends drawn");
    // The French words are there: the check above read them.
    for words in [
        "Joueur",
        "Réserve",
        "Tuiles restantes",
        "pose",
        "peut poser une figurine",
        "Bazar\u{a0}:",
        "Miser\u{a0}: 0 ou plus",
        "Acheter\u{a0}: vous payez",
        "buy  (vous payez",
        "acheter  (vous payez",
        "enchérir N  (N ≥ 0)",
        "Aucune figurine",
        "Garder 1",
        "Tuile 1",
        "Construire une forteresse",
        "Agrandir le troupeau",
        "berger, emplacement",
        "Objectifs d",
        "récompense par cube",
        "cases au",
        "Fin de partie — ",
        "Routes",
        "Villes",
        "Total",
    ] {
        assert!(says(&french, words), "no French image says {words:?}");
    }
}

/// Every image of one whole French game with every expansion says nothing in English:
/// each state as Discord shows it (whole, and as the chat's preview once the board
/// outgrows it), every third one as the terminal draws it, and the final table.
#[test]
fn every_image_of_a_whole_french_game_says_nothing_in_english() {
    let expansions = render_common::four_boxes();
    let setup = Setup { expansions, ..Setup::new(4, 9) };
    let mut rng = GameRng::from_seed(9);
    let (mut game, mut recent) = Game::new(setup).expect("setup");
    let (mut states, mut texts) = (0, 0);
    while let Some(pending) = game.pending() {
        let view = game.view(Audience::Public);
        let spots = render_common::spot_words(&view, "emplacement");
        texts +=
            draw_all(&format!("state-{states}"), view, &recent, Lang::Fr, Words::Buttons(&spots, &[])).len();
        if states % 3 == 0 {
            texts +=
                draw_all(&format!("state-{states}"), view, &recent, Lang::Fr, Words::Spelled(spell)).len();
        }
        states += 1;
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        recent = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    let last = game.view(Audience::Public);
    texts += draw_all("final", last, &recent, Lang::Fr, Words::Buttons(&[], &[])).len();
    assert!(states > 150 && texts > 10 * states, "{states} states, {texts} texts read");
}
