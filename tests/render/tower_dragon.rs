//! The Tower's captures and Princess & Dragon's dragon steps as Discord pictures them,
//! over random games with both boxes (alone and with every box, two to six players): the
//! picture the channel shows (the preview once the board outgrows it) frames the tower
//! and every follower its capture may take, or the dragon and every cell it may step to;
//! its title names who must act (the dragon's mover, not the player whose turn it is);
//! its list of choices is in the players' words, never the notation (`capture 4 0 city
//! S`, `dragon S`), and a French picture says nothing in English. Samples go to
//! `RENDER_SAMPLES` when set, each beside its 500 px chat size, to look at.

use crate::support::french as french_common;
use crate::support::render as render_common;

use carcassonne_bot::render::{Drawing, Lang, Layout, Scene, Words, drawing, preview_drawing};
use carcassonne_engine::rules::princess_dragon::Ph as DragonPh;
use carcassonne_engine::rules::tower::{Act as TowerAct, Ph as TowerPh};
use carcassonne_engine::{Audience, Expansion, Expansions, Game, GameRng, Pos, Seat, Setup, View};

/// The players' names: never translated, so never checked.
const NAMES: [&str; 6] = ["Anne", "Bruno", "Chloé", "Denis", "Elise", "Fanny"];

/// The cells a step's picture must show, and the title's words in English (`{who}`
/// for whoever must act), if `view` waits for a capture or a dragon step.
fn step(view: &View) -> Option<(Vec<Pos>, &'static str)> {
    let seat = view.pending()?.seats.iter().next()?;
    if TowerPh::of(view.phase()) == Some(TowerPh::Capture) {
        let (tower, _, _) = view.tower()?.capturing()?;
        let captives = view.legal_actions(seat).into_iter().filter_map(|a| match TowerAct::of(a)? {
            TowerAct::Capture(captive) => Some(captive.pos()),
            _ => None,
        });
        return Some((std::iter::once(tower).chain(captives).collect(), "{who}: capture a follower"));
    }
    DragonPh::of(view.phase())?;
    let pd = view.princess_dragon()?;
    let steps = pd.moving()?.options.into_iter().map(|(_, pos)| pos);
    Some((pd.dragon().into_iter().chain(steps).collect(), "{who}: move the dragon"))
}

/// Whether `layout` shows the cell `pos`.
fn shows(layout: &Layout, pos: Pos) -> bool {
    (layout.min.x..=layout.max.x).contains(&pos.x) && (layout.min.y..=layout.max.y).contains(&pos.y)
}

/// The picture the channel shows of `scene`: its preview once the board outgrows one,
/// else the whole board; with its layout.
fn channel_picture(scene: &Scene) -> (Drawing, Layout) {
    match (preview_drawing(scene), scene.preview_layout()) {
        (Some(preview), Some(layout)) => (preview, layout),
        _ => (drawing(scene), scene.layout()),
    }
}

/// The players' names for `view`.
fn names(view: &View) -> Vec<String> {
    NAMES.map(String::from)[..view.players().len()].to_vec()
}

/// The scene Discord draws of `view` for the players `names`, in `lang`.
fn scene<'a>(view: View<'a>, names: &'a [String], lang: Lang) -> Scene<'a> {
    Scene { view, names, recent: &[], words: Words::Buttons(&[], &[]), lang, figures: None }
}

/// Checks that the channel's picture of the step `view` waits for frames `cells`.
fn check_frame(name: &str, view: View, cells: &[Pos]) {
    let names = names(&view);
    let scene = scene(view, &names, Lang::En);
    let layout = scene.preview_layout().unwrap_or_else(|| scene.layout());
    for &cell in cells {
        assert!(
            shows(&layout, cell),
            "{name}: {cell:?} outside the picture's {:?}–{:?}",
            layout.min,
            layout.max
        );
    }
}

/// Checks the channel's picture of the step `view` waits for, `who` to act, in `lang`:
/// drawn, it frames `cells` and says what it says in the players' words.
fn check(name: &str, view: View, cells: &[Pos], title: &str, who: Seat, lang: Lang) {
    let names = names(&view);
    let scene = scene(view, &names, lang);
    let (picture, layout) = channel_picture(&scene);
    for &cell in cells {
        assert!(
            shows(&layout, cell),
            "{name}: {cell:?} outside the picture's {:?}–{:?}",
            layout.min,
            layout.max
        );
    }
    let image = image::load_from_memory(&picture.png).expect("a png");
    render_common::assert_texts_inside(name, &picture.texts, image.width(), image.height());
    let notation: Vec<String> = view.legal_actions(who).iter().map(ToString::to_string).collect();
    for text in &picture.texts {
        let typed = notation.iter().find(|n| text.words.contains(n.as_str()));
        assert!(typed.is_none(), "{name}: {:?} shows the notation {typed:?}", text.words);
        if lang == Lang::Fr {
            let english = french_common::english_words(&text.words, &NAMES);
            assert!(english.is_empty(), "{name}: {:?} says {english:?} in English", text.words);
        }
    }
    if lang == Lang::En {
        let title = title.replace("{who}", &names[who.index()]);
        assert!(picture.texts.iter().any(|t| t.words == title), "{name}: no title {title:?}");
    }
    if let Some(dir) = std::env::var_os("RENDER_SAMPLES") {
        render_common::save_with_chat(std::path::Path::new(&dir), &format!("{name}.png"), &picture.png);
    }
}

#[test]
fn captures_and_dragon_steps_are_pictured_whole_in_the_players_words() {
    let both = Expansions::default().with(Expansion::Tower).with(Expansion::PrincessDragon);
    let every =
        carcassonne_bot::service::EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
    let (mut captures, mut dragon_steps, mut moved_by_another) = (0, 0, 0);
    for seed in 0..10_u64 {
        let players = 2 + (seed % 5) as u8;
        let expansions = if seed % 2 == 0 { both } else { every };
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(players, seed) }).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(pending) = game.pending() {
            let seat = pending.seats.iter().next().expect("a seat");
            let view = game.view(Audience::Public);
            if let Some((cells, title)) = step(&view) {
                let dragon = title.contains("dragon");
                let n = if dragon { dragon_steps } else { captures };
                // Every step framed; drawn and its words checked, in both languages, at
                // one step in eight.
                let name = format!("{}-{seed}-{n}", if dragon { "dragon" } else { "capture" });
                check_frame(&name, view, &cells);
                if n % 8 == 0 {
                    for lang in Lang::ALL {
                        check(&format!("{name}-{}", lang.tag()), view, &cells, title, seat, lang);
                    }
                }
                if dragon {
                    dragon_steps += 1;
                    moved_by_another += usize::from(seat != view.active());
                } else {
                    captures += 1;
                }
            }
            let actions = game.legal_actions(seat);
            let action = actions[rng.below(actions.len())];
            game.apply(seat, action).expect("a legal action");
        }
    }
    assert!(
        captures >= 10 && dragon_steps >= 30 && moved_by_another >= 10,
        "{captures} {dragon_steps} {moved_by_another}"
    );
}

/// A figure step whose only aside on the board is the fairy (it may go beside any of the
/// player's followers, spread over the board) keeps the channel's preview, at the
/// preview's scale, with the fairy's nearest followers in it: asking for all of them
/// showed the whole board, small, at nearly every figure step of a long game.
#[test]
fn the_fairys_followers_leave_the_figure_steps_preview_a_preview() {
    use carcassonne_engine::Phase;
    use carcassonne_engine::rules::princess_dragon::Act as DragonAct;
    let (mut kept, mut beyond) = (0, 0);
    for seed in 0..4_u64 {
        let expansions = Expansions::default().with(Expansion::PrincessDragon);
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(pending) = game.pending() {
            let seat = pending.seats.iter().next().expect("a seat");
            let view = game.view(Audience::Public);
            let actions = view.legal_actions(seat);
            let asides: Vec<DragonAct> = actions.iter().filter_map(|&a| DragonAct::of(a)).collect();
            let (lo, hi) = view.board().extent();
            let outgrown = hi.x - lo.x >= 7 || hi.y - lo.y >= 5;
            if view.phase() == Phase::PlaceFigure
                && outgrown
                && !asides.is_empty()
                && asides.iter().all(|a| matches!(a, DragonAct::Fairy(_)))
            {
                let names = names(&view);
                let scene = scene(view, &names, Lang::En);
                let layout = scene.preview_layout().expect("a preview, not the whole board");
                assert!(shows(&layout, scene.last_cell()), "the tile just placed in the preview");
                let outside = asides.iter().filter(|a| match a {
                    DragonAct::Fairy(beside) => !shows(&layout, beside.pos()),
                    _ => false,
                });
                beyond += usize::from(outside.count() > 0);
                kept += 1;
            }
            let action = actions[rng.below(actions.len())];
            game.apply(seat, action).expect("a legal action");
        }
    }
    assert!(kept >= 20 && beyond >= 5, "{kept} figure steps with the fairy, {beyond} with followers beyond");
}
